// Monte Carlo of spot interruptions: 100,000 trials of a job on every option of a 36-month,
// 10-option scenario (all spot, the worst case), on 2 threads. Aim: under 0.5 s, with and
// without a deadline. The scenario is written to a file and loaded from it, the path the CLI
// and the app take: loading hashes strings (QSet/QHash), which on this machine left the CPU in
// a state that made the simulation 5.5 times slower (cpustate.h); a benchmark that skipped the
// loading did not see it.
#include "job.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QTemporaryDir>

#include <cstdio>
#include <string>

#include <benchmark/benchmark.h>

using namespace gputco;

namespace {

Scenario tenSpotOptions(bool deadline)
{
    Scenario s;
    s.name = QStringLiteral("bench");
    s.reportingCurrency = QStringLiteral("CNY");
    s.horizonMonths = 36;
    s.demand.gpuCount = 64;
    s.demand.busyHoursPerMonth = 730;
    for (int i = 0; i < 10; ++i) {
        Option o;
        o.id = QStringLiteral("spot%1").arg(i);
        o.name = o.id;
        CloudOption c;
        c.gpusPerInstance = 8;
        SpotPricing sp;
        sp.pricePerInstanceHour = 60.0 + i;
        sp.listPricePerInstanceHour = 250.0;
        sp.discountPercent = 75.0;
        sp.interruptionsPerInstanceHour = 1.0 / (100.0 + 50.0 * i); // per instance: every 100 to 550 h
        sp.checkpointIntervalHours = 1.0 + 0.25 * i;
        sp.checkpointWriteHours = 0.05;
        sp.restartHours = 0.25;
        sp.currency = s.reportingCurrency;
        c.spot = sp;
        o.spec = c;
        s.options.push_back(o);
    }
    // The demand of the whole horizon as one job: 64 GPUs busy 80 % of 36 months.
    Job job;
    job.usefulGpuHours = 64.0 * 730.0 * 36.0 * 0.8;
    job.gpus = 64;
    job.interconnect = QStringLiteral("rdma");
    job.storage = QStringLiteral("parallelFileSystem");
    if (deadline) // 30 % slack over the uninterrupted run: the fallback policy is exercised
        job.deadlineHours = *job.usefulGpuHours / (0.85 * 0.96) / 64.0 * 1.3;
    s.job = job;
    return s;
}

void run(benchmark::State &state, bool deadline)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.json"));
    if (!dir.isValid() || !ScenarioWriter::save(tenSpotOptions(deadline), file).isEmpty()) {
        state.SkipWithError("cannot write the scenario");
        return;
    }
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        state.SkipWithError("cannot load the scenario");
        return;
    }
    const Scenario &s = *loaded.scenario;
    MonteCarloSettings mc;
    mc.trials = int(state.range(0));
    mc.seed = 2024;
    mc.threads = 2;
    for (auto _ : state) {
        JobResult r = JobPlanner::compute(s, &mc);
        if (!r.ok())
            state.SkipWithError("job failed");
        benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0) * 10);
}

void BM_MonteCarloJob(benchmark::State &state)
{
    run(state, false);
}

// With a deadline: most trials pass the screen (their waste leaves room), the others find
// their fallback by bisection.
void BM_MonteCarloJobDeadline(benchmark::State &state)
{
    run(state, true);
}

} // namespace

BENCHMARK(BM_MonteCarloJob)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_MonteCarloJobDeadline)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->UseRealTime();

// --write-scenario=FILE writes the scenario with a deadline (the one BM_MonteCarloJobDeadline
// loads) and exits, to time the same job through the CLI:
//   gputco-cli job FILE --trials 100000 --seed 2024
int main(int argc, char **argv)
{
    const std::string flag = "--write-scenario=";
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind(flag, 0) == 0) {
            const QString error
                = ScenarioWriter::save(tenSpotOptions(true), QString::fromStdString(arg.substr(flag.size())));
            if (!error.isEmpty())
                std::fprintf(stderr, "%s\n", qPrintable(error));
            return error.isEmpty() ? 0 : 1;
        }
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
