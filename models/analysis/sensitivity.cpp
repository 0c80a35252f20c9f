#include "sensitivity.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of Sensitivity (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Sensitivity)
};

int indexOf(const Scenario &s, const QString &id)
{
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].id == id)
            return int(i);
    return -1;
}

struct Outcome
{
    double value = std::nan("");
    bool beyondHorizon = false;
};

/// The metric of one scenario, or NaN with the engine's errors added to `errors`.
Outcome outcome(const Scenario &s, SensitivityMetric metric, int a, int b, CostView view, QStringList &errors)
{
    const ScenarioResult r = CostEngine::compute(s, view);
    if (!r.ok()) {
        for (const QString &e : r.errors)
            if (!errors.contains(e))
                errors << e;
        return {};
    }
    if (metric == SensitivityMetric::TotalCostDifference)
        return {r.options[std::size_t(a)].total - r.options[std::size_t(b)].total, false};
    const bool aIsCloud = s.options[std::size_t(a)].kind() == OptionKind::Cloud;
    const int cloud = aIsCloud ? a : b;
    const int self = aIsCloud ? b : a;
    for (const BreakEven &be : r.breakEvens) {
        if (be.cloudIndex == cloud && be.selfHostedIndex == self) {
            if (be.firstCrossingMonth)
                return {*be.firstCrossingMonth, false};
            break;
        }
    }
    return {double(s.horizonMonths + 1), true};
}

} // namespace

SensitivityResult Sensitivity::analyse(const Scenario &s, SensitivityMetric metric, const QString &optionA,
    const QString &optionB, double percent, CostView view)
{
    SensitivityResult result;
    result.metric = metric;
    result.optionA = optionA;
    result.optionB = optionB;
    result.percent = percent;
    result.view = metric == SensitivityMetric::BreakEvenMonth ? CostView::Cash : view;
    const int a = indexOf(s, optionA);
    const int b = indexOf(s, optionB);
    if (a < 0)
        result.errors << Tr::tr("no option has the id \"%1\"").arg(optionA);
    if (b < 0)
        result.errors << Tr::tr("no option has the id \"%1\"").arg(optionB);
    if (a >= 0 && a == b)
        result.errors << Tr::tr("choose two different options");
    if (metric == SensitivityMetric::BreakEvenMonth && a >= 0 && b >= 0
        && s.options[std::size_t(a)].kind() == s.options[std::size_t(b)].kind())
        result.errors << Tr::tr("a break-even month needs one cloud and one self-hosted option");
    if (!(percent > 0.0) || percent > 100.0)
        result.errors << Tr::tr("the percentage must be above 0 and at most 100");
    if (!result.errors.isEmpty())
        return result;

    const Outcome base = outcome(s, metric, a, b, result.view, result.errors);
    result.baselineOutcome = base.value;
    result.baselineBeyondHorizon = base.beyondHorizon;
    if (!result.errors.isEmpty())
        return result;

    for (Driver d : kAllDrivers) {
        const std::optional<double> baseValue = WhatIf::baselineValue(s, d);
        if (!baseValue || !movesCosts(d) || (metric == SensitivityMetric::BreakEvenMonth && d == Driver::HorizonMonths))
            continue;
        const DriverSpec spec = WhatIf::spec(d, s);
        SensitivityRow row;
        row.driver = d;
        row.key = spec.key;
        row.name = spec.name;
        row.unit = spec.unit;
        row.baselineValue = *baseValue;
        // The server price driver is already a relative change: move it by points.
        const double delta = d == Driver::ServerPriceChangePercent ? percent : std::abs(*baseValue) * percent / 100.0;
        row.lowValue = std::clamp(*baseValue - delta, spec.minimum, spec.maximum);
        row.highValue = std::clamp(*baseValue + delta, spec.minimum, spec.maximum);
        if (d == Driver::HorizonMonths) { // whole months, as WhatIf::apply rounds them
            row.lowValue = std::round(row.lowValue);
            row.highValue = std::round(row.highValue);
        }
        WhatIf low, high;
        low.values[d] = row.lowValue;
        high.values[d] = row.highValue;
        const Outcome lo = outcome(low.apply(s), metric, a, b, result.view, result.errors);
        const Outcome hi = outcome(high.apply(s), metric, a, b, result.view, result.errors);
        if (!result.errors.isEmpty())
            return result;
        row.lowOutcome = lo.value;
        row.lowBeyondHorizon = lo.beyondHorizon;
        row.highOutcome = hi.value;
        row.highBeyondHorizon = hi.beyondHorizon;
        result.rows.push_back(row);
    }
    std::stable_sort(result.rows.begin(), result.rows.end(),
        [](const SensitivityRow &x, const SensitivityRow &y) { return x.swing() > y.swing(); });
    return result;
}

} // namespace gputco
