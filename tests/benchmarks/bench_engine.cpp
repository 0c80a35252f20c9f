// Full recompute of a 120-month scenario with 50 options: the budget of the GUI's what-if
// path is one frame for engine, models and charts together.
#include "costengine.h"
#include "manyoptions.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "uncertainty.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace gputco;

namespace {

Scenario fiftyOptions()
{
    Scenario s;
    s.name = QStringLiteral("bench");
    s.reportingCurrency = QStringLiteral("CNY");
    s.horizonMonths = 120;
    s.discountRatePerYear = 0.08;
    s.exchangeRates.push_back({QStringLiteral("USD"), QStringLiteral("CNY"), 7.2, QStringLiteral("2025-01-01"), {}});
    s.demand.gpuCount = 64;
    s.demand.busyHoursPerMonth = 500;
    s.demand.growthPercentPerYear = 20;
    for (int i = 0; i < 50; ++i) {
        Option o;
        o.id = QStringLiteral("o%1").arg(i);
        o.name = o.id;
        if (i % 5 == 4) {
            SelfHostedOption h;
            h.gpusPerServer = 8;
            h.pricePerServer = 1.2e6 + i * 1e4;
            h.capexCurrency = QStringLiteral("CNY");
            h.typicalKwPerServer = 6.5;
            h.maxKwPerServer = 10.2;
            h.idlePowerFraction = 0.3;
            h.pue = 1.3;
            h.powerPricePerKwh = 0.63;
            h.kwPerRack = 20;
            h.rackPricePerMonth = 8000;
            h.serversPerFte = 16;
            h.monthlyCostPerFte = 40000;
            h.maintenancePercentPerYear = 5;
            h.lifeMonths = 48;
            h.residualFraction = 0.2;
            h.leadTimeMonths = 3;
            o.spec = h;
        } else {
            CloudOption c;
            c.gpusPerInstance = 8;
            const QString cur = i % 2 ? QStringLiteral("USD") : QStringLiteral("CNY");
            if (i % 5 == 0 || i % 5 == 3) {
                ReservedPricing rp;
                rp.termMonths = 12 * (1 + i % 3);
                rp.upfrontPerInstance = 1e6;
                rp.monthlyPerInstance = 5e4;
                rp.currency = cur;
                if (i % 5 == 3)
                    rp.instances = 4;
                c.reserved = rp;
            }
            if (i % 5 == 1 || i % 5 == 3) {
                c.onDemand = OnDemandPricing{};
                c.onDemand->pricePerInstanceHour = 300.0 + i;
                c.onDemand->currency = cur;
            }
            if (i % 5 == 2) {
                SpotPricing sp;
                sp.pricePerInstanceHour = 100.0 + i;
                sp.interruptionsPerInstanceHour = 0.005;
                sp.checkpointWriteHours = 0.1;
                sp.restartHours = 0.5;
                sp.currency = cur;
                c.spot = sp;
            }
            c.fees.egress
                = EgressFee{20000, {{100.0, 0.0}, {10240.0, 0.09}, {std::nullopt, 0.085}}, QStringLiteral("USD"), {}};
            c.fees.storage.push_back({QStringLiteral("fs"), 100000, 0.1, cur, {}});
            c.fees.requests.push_back({QStringLiteral("GET"), 1e9, 0.0004, QStringLiteral("USD"), {}});
            o.spec = c;
        }
        s.options.push_back(o);
    }
    return s;
}

void BM_Recompute120Months50Options(benchmark::State &state)
{
    const Scenario s = fiftyOptions();
    for (auto _ : state) {
        ScenarioResult r = CostEngine::compute(s, CostView::Cash);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Recompute120Months50Options)->Unit(benchmark::kMicrosecond);

void BM_Recompute120Months50OptionsAmortized(benchmark::State &state)
{
    const Scenario s = fiftyOptions();
    for (auto _ : state) {
        ScenarioResult r = CostEngine::compute(s, CostView::Amortized);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Recompute120Months50OptionsAmortized)->Unit(benchmark::kMicrosecond);

// The what-if path as the app runs it (Analysis): each recompute in the storage of the result
// it replaces, so the month vectors are not allocated anew.
void recomputeReused(benchmark::State &state, CostView view)
{
    const Scenario s = fiftyOptions();
    ScenarioResult r = CostEngine::compute(s, view);
    for (auto _ : state) {
        r = CostEngine::compute(s, view, std::move(r));
        benchmark::DoNotOptimize(r);
    }
}
void BM_Recompute120Months50OptionsReused(benchmark::State &state)
{
    recomputeReused(state, CostView::Cash);
}
BENCHMARK(BM_Recompute120Months50OptionsReused)->Unit(benchmark::kMicrosecond);
void BM_Recompute120Months50OptionsAmortizedReused(benchmark::State &state)
{
    recomputeReused(state, CostView::Amortized);
}
BENCHMARK(BM_Recompute120Months50OptionsAmortizedReused)->Unit(benchmark::kMicrosecond);

// With price trends: a multiplication more per amount.
void BM_Recompute120Months50OptionsWithTrends(benchmark::State &state)
{
    Scenario s = fiftyOptions();
    s.priceTrends.cloudComputePercentPerYear = -15;
    s.priceTrends.powerPercentPerYear = 3;
    s.priceTrends.staffPercentPerYear = 5;
    for (auto _ : state) {
        ScenarioResult r = CostEngine::compute(s, CostView::Cash);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_Recompute120Months50OptionsWithTrends)->Unit(benchmark::kMicrosecond);

// The cheapest reserved split of the 10 mixed options: on demand (reports, tooltips), not per what-if.
void BM_SuggestReservedSplits(benchmark::State &state)
{
    const Scenario s = fiftyOptions();
    const ScenarioResult base = CostEngine::compute(s, CostView::Cash);
    for (auto _ : state) {
        ScenarioResult r = base;
        CostEngine::suggestReservedSplits(s, r);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_SuggestReservedSplits)->Unit(benchmark::kMicrosecond);

// P10-P90 bands: 500 draws of three uncertain inputs, each a full recompute of 50 options x
// 120 months. Runs on a worker thread in the app, after the lines are drawn.
void BM_UncertaintyBands500Draws(benchmark::State &state)
{
    Scenario s = fiftyOptions();
    Uncertainty u;
    u.trials = 500;
    u.inputs = {{QStringLiteral("utilizationPercent"), -30, 20}, {QStringLiteral("electricityPricePerKwh"), -20, 30},
        {QStringLiteral("gpuCount"), -20, 30}};
    s.uncertainty = u;
    for (auto _ : state) {
        UncertaintyResult r = UncertaintyAnalysis::compute(s);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_UncertaintyBands500Draws)->Unit(benchmark::kMillisecond)->UseRealTime(); // on every core

} // namespace

// Budgets (issue 12): a calendar from 2027-07 with an April fiscal year and a split budget per
// year. The fit is part of compute(); the affordable solve (largest GPU count and longest
// horizon per option) runs beside it on every what-if change of the budget. Aim: under 5 ms.
Scenario fiftyOptionsWithBudget()
{
    Scenario s = fiftyOptions();
    s.calendar.startYear = 2027;
    s.calendar.startMonth = 7;
    s.calendar.fiscalYearStartMonth = 4;
    Budget b;
    b.everyYear = BudgetAmount{std::nullopt, 4.0e7, 6.0e7};
    s.budget = b;
    return s;
}

void BM_Recompute120Months50OptionsWithBudget(benchmark::State &state)
{
    const Scenario s = fiftyOptionsWithBudget();
    for (auto _ : state)
        benchmark::DoNotOptimize(CostEngine::compute(s));
}
BENCHMARK(BM_Recompute120Months50OptionsWithBudget)->Unit(benchmark::kMicrosecond);

void BM_AffordableSolve50Options(benchmark::State &state)
{
    const Scenario s = fiftyOptionsWithBudget();
    const ScenarioResult base = CostEngine::compute(s);
    for (auto _ : state) {
        ScenarioResult r = base;
        BudgetAnalysis::solveAffordable(s, r);
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_AffordableSolve50Options)->Unit(benchmark::kMillisecond);

/// Loading a 50-option scenario file from memory (parse, every field checked against the field
/// table, currencies and references): also what the editor pays per edit to make sure the
/// result reopens, together with writing it (BM_WriteScenario50Options).
void BM_LoadScenario50Options(benchmark::State &state)
{
    const QByteArray bytes = ScenarioWriter::toJson(fiftyOptions());
    for (auto _ : state) {
        LoadResult r = ScenarioLoader::loadBytes(bytes, QStringLiteral("bench.json"));
        if (!r.ok())
            state.SkipWithError(qPrintable(r.errorString()));
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_LoadScenario50Options)->Unit(benchmark::kMicrosecond);

void BM_WriteScenario50Options(benchmark::State &state)
{
    const Scenario s = fiftyOptions();
    for (auto _ : state) {
        QByteArray bytes = ScenarioWriter::toJson(s);
        benchmark::DoNotOptimize(bytes);
    }
}
BENCHMARK(BM_WriteScenario50Options)->Unit(benchmark::kMicrosecond);

// --write-many=COUNT,FILE writes test::manyOptions(COUNT) (COUNT options x 120 months) and
// exits, to time the CLI's outputs at scale (README, Speed):
//   gputco-cli compute FILE --format json;  gputco-cli export FILE --csv out.csv
int main(int argc, char **argv)
{
    const std::string flag = "--write-many=";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind(flag, 0) != 0)
            continue;
        const std::string value = arg.substr(flag.size());
        const std::size_t comma = value.find(',');
        const int count = comma == std::string::npos ? 0 : std::atoi(value.substr(0, comma).c_str());
        if (count < 1) {
            std::fprintf(stderr, "usage: %s --write-many=COUNT,FILE\n", argv[0]);
            return 2;
        }
        const QString error
            = ScenarioWriter::save(test::manyOptions(count), QString::fromStdString(value.substr(comma + 1)));
        if (!error.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(error));
        return error.isEmpty() ? 0 : 1;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
