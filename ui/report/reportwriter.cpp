#include "reportwriter.h"

#include "budget.h"
#include "chartlabels.h"
#include "reportbuilder.h"
#include "reporthtml.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <algorithm>
#include <atomic>

namespace gputco {

namespace {

/// This file's messages, in the context of ReportWriter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ReportWriter)
};

} // namespace

ReportBuilder::ReportBuilder(const ReportInput &input)
    : in(input)
    , s(input.scenario)
    , r(input.result)
{
    CostEngine::suggestReservedSplits(s, r);
    if (r.ok() && r.budget)
        BudgetAnalysis::solveAffordable(s, r); // what the budget buys, for the Budget section
    cur = r.currency;
    if (!r.ok())
        return;
    priceLines = ReportWriter::prices(in);
    // Recommended, cheapest and runner-up: the one ranking decides (models/engine/ranking.h), as in
    // the app's status bar and the CLI.
    ranking = rank(r);
    rec = ranking.recommended;
    byTotal.resize(r.options.size());
    for (int i = 0; i < int(byTotal.size()); ++i)
        byTotal[i] = i;
    // (After the end-of-horizon credit, as the ranking compares them.)
    std::stable_sort(byTotal.begin(), byTotal.end(),
        [&](int a, int b) { return r.options[a].comparisonTotal < r.options[b].comparisonTotal; });
    // Buy instead of rent, always on cash flows (the report's result is the cash view).
    decision = DecisionAnalysis::compute(s, r);
    bookValueCredited = decision.endOfHorizon == EndOfHorizon::BookValue;
    if (s.uncertainty) {
        // Within the time limit (issue 33): bands that would take longer are left out, and said so.
        std::atomic_bool cancel{false};
        ResourceLimits::TimeWatch watch(s.uncertainty->trials, ResourceLimits::timeLimitSeconds(), cancel);
        const int trials = s.uncertainty->trials;
        bands = UncertaintyAnalysis::compute(s, {}, CostView::Cash, &cancel, [&](int done) {
            watch.progress(done);
            if (input.progress && !input.progress(done, trials)) {
                cancelled = true;
                cancel.store(true);
            }
        });
        if (cancelled)
            return;
        if (watch.stoppedAt())
            bandsLeftOut = watch.refusal(ResourceLimits::uncertainty(s).what);
        if (!bands->ok())
            bands.reset();
    }
    runnerUpIndex = ranking.runnerUpByNpv();
    cheapestCloud = ranking.cheapestOfKind(r, OptionKind::Cloud);
    cheapestOwn = ranking.cheapestOfKind(r, OptionKind::SelfHosted);
    pairCloud = ChartLabels::cheapestCloud(r);
}

QString ReportBuilder::pairsLeftOut(int left) const
{
    if (left <= 0 || pairCloud < 0)
        return {};
    const bool recommendedCloud = rec >= 0 && rec != pairCloud && r.options[std::size_t(rec)].kind == OptionKind::Cloud;
    const QString against = recommendedCloud
        ? Tr::tr("%1 (the cheapest cloud option) and %2 (recommended)")
              .arg(r.options[std::size_t(pairCloud)].name, r.options[std::size_t(rec)].name)
        : Tr::tr("%1 (the cheapest cloud option)").arg(r.options[std::size_t(pairCloud)].name);
    return QStringLiteral("<p>%1</p>")
        .arg(esc(Tr::tr("Listed: each self-hosted option against %1. The other %2 pairs are in the XLSX export "
                        "(gputco-cli export --xlsx), sheets \"Break-even\" and \"Decisions\".")
                     .arg(against)
                     .arg(number(left, 0))));
}

QString ReportBuilder::check(const QString &fileName) const
{
    if (!r.ok())
        return Tr::tr("%1: the scenario could not be computed: %2").arg(fileName, r.errors.join(QStringLiteral("; ")));
    if (cancelled)
        return Tr::tr("%1: the report was not written: cancelled").arg(fileName);
    return {};
}

QString ReportWriter::title(const Scenario &)
{
    return Tr::tr("GPU training cost report");
}

QList<PriceLine> ReportWriter::prices(const ReportInput &in)
{
    return prices(in.scenario, in.result, in.lookup, in.variantName, in.variantChanges);
}

QList<PriceLine> ReportWriter::prices(const Scenario &scenario, const ScenarioResult &result, const PriceLookup &lookup,
    const QString &variantName, const std::vector<DriverChange> &changes)
{
    QList<PriceLine> lines = PriceLines::collect(scenario, result, lookup);
    // A what-if's amounts are the what-if's, never beside the source of the amount as saved.
    if (!variantName.isEmpty())
        Variants::declare(lines, variantName, changes, scenario);
    return lines;
}

QString ReportWriter::writePdf(const ReportInput &in, const QString &fileName)
{
    // money() follows the display unit while this report is written (one report at a time:
    // the app and the CLI write reports on their main thread).
    gDisplayUnit = in.displayUnit;
    const auto resetUnit = qScopeGuard([] { gDisplayUnit = DisplayUnit::Auto; });
    // Names are also painted outside the HTML (chart legends, page headers): without
    // bidirectional controls everywhere (issue 33).
    ReportInput clean = in;
    clean.scenario.name = withoutBidiControls(clean.scenario.name);
    clean.variantName = withoutBidiControls(clean.variantName);
    for (Option &o : clean.scenario.options)
        o.name = withoutBidiControls(o.name);
    for (OptionResult &o : clean.result.options)
        o.name = withoutBidiControls(o.name);
    ReportBuilder report(clean);
    if (const QString error = report.check(fileName); !error.isEmpty())
        return error;
    report.addCover();
    report.addWhatIfDeclaration();
    report.addExecutiveSummary();
    report.addRisks();
    report.addSummaryTable();
    report.addTotals();
    report.addBuyInsteadOfRent();
    report.addBudget();
    report.addCharts();
    report.addPerOption();
    report.addHiddenFees();
    report.addSensitivity();
    report.addUncertainty();
    report.addAssumptions();
    report.addProvenance();
    return report.render(fileName);
}

} // namespace gputco
