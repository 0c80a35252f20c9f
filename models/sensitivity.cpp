#include "sensitivity.h"

#include "translate.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::Sensitivity", text);
}

int indexOf(const Scenario &s, const QString &id)
{
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].id == id)
            return int(i);
    return -1;
}

/// total(A) - total(B), or NaN with the engine's errors added to `errors`.
double difference(const Scenario &s, int a, int b, CostView view, QStringList &errors)
{
    const ScenarioResult r = CostEngine::compute(s, view);
    if (!r.ok()) {
        for (const QString &e : r.errors)
            if (!errors.contains(e))
                errors << e;
        return std::nan("");
    }
    return r.options[std::size_t(a)].total - r.options[std::size_t(b)].total;
}

} // namespace

SensitivityResult Sensitivity::totalCostDifference(const Scenario &s, const QString &optionA,
                                                   const QString &optionB, double percent, CostView view)
{
    SensitivityResult result;
    result.optionA = optionA;
    result.optionB = optionB;
    result.percent = percent;
    result.view = view;
    const int a = indexOf(s, optionA);
    const int b = indexOf(s, optionB);
    if (a < 0)
        result.errors << tr("no option has the id \"%1\"").arg(optionA);
    if (b < 0)
        result.errors << tr("no option has the id \"%1\"").arg(optionB);
    if (a >= 0 && a == b)
        result.errors << tr("choose two different options");
    if (!(percent > 0.0) || percent > 100.0)
        result.errors << tr("the percentage must be above 0 and at most 100");
    if (!result.errors.isEmpty())
        return result;

    result.baselineDifference = difference(s, a, b, view, result.errors);
    if (!result.errors.isEmpty())
        return result;

    for (Driver d : kAllDrivers) {
        const std::optional<double> base = WhatIf::baselineValue(s, d);
        if (!base)
            continue;
        const DriverSpec spec = WhatIf::spec(d, s);
        SensitivityRow row;
        row.driver = d;
        row.key = spec.key;
        row.name = spec.name;
        row.unit = spec.unit;
        row.baselineValue = *base;
        // The server price driver is already a relative change: move it by points.
        const double delta = d == Driver::ServerPriceChangePercent ? percent : std::abs(*base) * percent / 100.0;
        row.lowValue = std::clamp(*base - delta, spec.minimum, spec.maximum);
        row.highValue = std::clamp(*base + delta, spec.minimum, spec.maximum);
        if (d == Driver::HorizonMonths) { // whole months, as WhatIf::apply rounds them
            row.lowValue = std::round(row.lowValue);
            row.highValue = std::round(row.highValue);
        }
        WhatIf low, high;
        low.values[d] = row.lowValue;
        high.values[d] = row.highValue;
        row.lowDifference = difference(low.apply(s), a, b, view, result.errors);
        row.highDifference = difference(high.apply(s), a, b, view, result.errors);
        if (!result.errors.isEmpty())
            return result;
        result.rows.push_back(row);
    }
    std::stable_sort(result.rows.begin(), result.rows.end(),
                     [](const SensitivityRow &x, const SensitivityRow &y) { return x.swing() > y.swing(); });
    return result;
}

} // namespace gputco
