// libFuzzer target: scenario loading plus compute, the path every scenario file a user opens
// takes (app, CLI and report). Anything the loader accepts must compute without crashing,
// and what the writer saves must load again and compute to the same totals. Every number the
// outputs print must be finite (no NaN, Infinity, null or "-" where a number should be): values
// that would make one are refused at load, naming the field.
#include "costengine.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz_scenario: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

/// The first number of @p r that every output prints and that is not finite ("" when none):
/// NaN or infinity would show as NaN, Infinity, null or "-" where a number should be. A
/// scenario that makes one must be refused at load, naming its field (issue 16).
QString nonFinite(const gputco::ScenarioResult &r)
{
    using namespace gputco;
    auto bad = [](double v) { return !std::isfinite(v); };
    auto badAll = [&](const std::vector<double> &v) { return std::any_of(v.begin(), v.end(), bad); };
    auto badCategories = [&](const CategoryAmounts &c) { return std::any_of(c.begin(), c.end(), bad); };
    auto badOptional = [&](const std::optional<double> &v) { return v && bad(*v); };
    for (const OptionResult &o : r.options) {
        const QString at = QStringLiteral("option %1: ").arg(o.id);
        if (badAll(o.monthlyTotal) || badAll(o.cumulative))
            return at + QStringLiteral("monthly or cumulative cost");
        if (badAll(o.monthlyDiscounted) || badAll(o.cumulativeDiscounted))
            return at + QStringLiteral("discounted cost");
        if (std::any_of(o.monthly.begin(), o.monthly.end(), badCategories) || badCategories(o.categoryTotals))
            return at + QStringLiteral("cost by category");
        for (double v : {o.total, o.totalDiscounted, o.hiddenFeesTotal, o.usefulGpuHours, o.unmetGpuHours,
                 o.owedAfterHorizon, o.costAsEntered, o.bookValueAtHorizonEnd, o.resaleValueAtHorizonEnd, o.vatTotal,
                 o.taxSavingTotal, o.afterTaxTotal, o.afterTaxDiscounted})
            if (bad(v))
                return at + QStringLiteral("a total");
        if (badOptional(o.costPerUsefulGpuHour) || badOptional(o.blendedRatePerInstanceHour)
            || badOptional(o.spotOverheadFraction) || badOptional(o.spotYoungIntervalHours))
            return at + QStringLiteral("a rate per hour");
    }
    for (const BreakEven &b : r.breakEvens) {
        if (badOptional(b.firstCrossingMonth) || badOptional(b.breakEvenBusyHoursPerMonth))
            return QStringLiteral("a break-even");
        for (const Crossing &c : b.crossings)
            if (bad(c.exactMonth) || bad(c.cumulativeCloud) || bad(c.cumulativeSelfHosted))
                return QStringLiteral("a break-even crossing");
    }
    return {};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gputco;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const LoadResult loaded = ScenarioLoader::loadBytes(bytes, QStringLiteral("fuzz.json"));
    if (!loaded.ok()) {
        if (loaded.problems.empty())
            fail("rejected without a diagnostic", QString::fromUtf8(bytes));
        (void)loaded.errorString();
        return 0;
    }
    const ScenarioResult cash = CostEngine::compute(*loaded.scenario, CostView::Cash);
    const ScenarioResult amortized = CostEngine::compute(*loaded.scenario, CostView::Amortized);
    if (cash.options.size() != amortized.options.size())
        fail("cash and amortized views have different options", QString::fromUtf8(bytes));
    for (const ScenarioResult *r : {&cash, &amortized})
        if (r->ok())
            if (const QString what = nonFinite(*r); !what.isEmpty())
                fail("a loaded scenario computes a number that is not finite (the loader must refuse it)",
                    what + QLatin1Char('\n') + QString::fromUtf8(bytes));

    // Saving and reopening must give the same scenario and the same numbers.
    const QByteArray saved = ScenarioWriter::toJson(*loaded.scenario);
    const LoadResult reloaded = ScenarioLoader::loadBytes(saved, QStringLiteral("saved.json"));
    if (!reloaded.ok())
        fail("a saved scenario does not load again",
            reloaded.errorString() + QLatin1Char('\n') + QString::fromUtf8(saved));
    const ScenarioResult again = CostEngine::compute(*reloaded.scenario, CostView::Cash);
    if (again.ok() != cash.ok() || again.options.size() != cash.options.size())
        fail("a saved scenario computes differently", QString::fromUtf8(saved));
    for (std::size_t i = 0; i < cash.options.size(); ++i) {
        const double a = cash.options[i].total;
        const double b = again.options[i].total;
        // Same bits, or both NaN: the writer keeps every digit (17 significant digits).
        if (!(a == b || (a != a && b != b)))
            fail("a saved scenario computes a different total",
                QStringLiteral("%1 != %2\n").arg(a, 0, 'g', 17).arg(b, 0, 'g', 17) + QString::fromUtf8(saved));
    }
    return 0;
}
