// The PDF report (and the XLSX export) end to end: layout, charts, fonts, writing, at
// options x months of 10 x 36, 50 x 36, 50 x 120 and 200 x 120, or the sizes given as
// arguments. Aims (issue 17): 50 x 120 under 1 s, 200 x 120 under 5 s.
// Run: build/tests/benchmarks/bench_report [50x120 200x120 ...] [--benchmark_... flags]
// To time the whole `gputco-cli report` command on the same scenarios:
//   build/tests/benchmarks/bench_report --write-scenario=200x120:/tmp/s200.json
//   build/app/gputco-cli report /tmp/s200.json -o /tmp/s200.pdf
#include "costengine.h"
#include "exporter.h"
#include "reportwriter.h"
#include "scenariowriter.h"

#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>

#include <benchmark/benchmark.h>

using namespace gputco;

namespace {

/// `count` options over `months`: every fourth buys 8 servers, the others rent on demand with
/// egress fees.
Scenario options(int count, int months)
{
    Scenario s;
    s.name = QStringLiteral("%1 options").arg(count);
    s.horizonMonths = months;
    s.discountRatePerYear = 0.08;
    s.demand.gpuCount = 64;
    s.demand.busyHoursPerMonth = 600;
    for (int i = 0; i < count; ++i) {
        Option o;
        o.id = QStringLiteral("o%1").arg(i);
        o.name = QStringLiteral("Option %1").arg(i);
        if (i % 4 == 3) {
            SelfHostedOption h;
            h.serverCount = 8;
            h.pricePerServer = 1.3e6 + i * 5e4;
            h.typicalKwPerServer = 6.5;
            h.maxKwPerServer = 10.2;
            h.powerPricePerKwh = 0.63;
            h.pue = 1.3;
            h.lifeMonths = 60;
            o.spec = h;
        } else {
            CloudOption c;
            c.gpusPerInstance = 8;
            c.instanceType = QStringLiteral("type-%1").arg(i);
            c.onDemand = OnDemandPricing{};
            c.onDemand->pricePerInstanceHour = 250.0 + 10 * i;
            c.fees.egress = EgressFee{20000, {{100.0, 0.0}, {std::nullopt, 0.5}}, {}, {}};
            o.spec = c;
        }
        s.options.push_back(o);
    }
    return s;
}

void BM_Report(benchmark::State &state)
{
    QTemporaryDir dir;
    ReportInput in;
    in.scenario = options(int(state.range(0)), int(state.range(1)));
    in.result = CostEngine::compute(in.scenario);
    for (auto _ : state) {
        const QString error = ReportWriter::writePdf(in, dir.filePath(QStringLiteral("r.pdf")));
        if (!error.isEmpty())
            state.SkipWithError(qPrintable(error));
    }
}

void BM_Xlsx10Options(benchmark::State &state)
{
    QTemporaryDir dir;
    const Scenario s = options(10, 36);
    const ScenarioResult r = CostEngine::compute(s);
    for (auto _ : state)
        Exporter::writeXlsx(s, r, dir.filePath(QStringLiteral("r.xlsx")));
}
BENCHMARK(BM_Xlsx10Options)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv); // leaves the arguments it does not know
    QList<std::pair<int, int>> sizes;
    QString writeTo; // --write-scenario=SIZE:FILE writes the scenario of SIZE and exits
    for (int i = 1; i < argc; ++i) {
        QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg.startsWith(QLatin1String("--write-scenario="))) {
            arg = arg.mid(int(qstrlen("--write-scenario=")));
            writeTo = arg.section(QLatin1Char(':'), 1);
            arg = arg.section(QLatin1Char(':'), 0, 0);
        }
        const QStringList parts = arg.split(QLatin1Char('x'));
        bool okCount = false, okMonths = false;
        const int count = parts.size() == 2 ? parts[0].toInt(&okCount) : 0;
        const int months = parts.size() == 2 ? parts[1].toInt(&okMonths) : 0;
        if (!okCount || !okMonths || count < 1 || months < 1 || months > 120) {
            fprintf(stderr, "bench_report: %s is not a size OPTIONSxMONTHS (months 1..120), e.g. 50x120\n", argv[i]);
            return 2;
        }
        sizes.append({count, months});
        if (!writeTo.isEmpty()) {
            const QString error = ScenarioWriter::save(options(count, months), writeTo);
            if (!error.isEmpty())
                fprintf(stderr, "%s\n", qPrintable(error));
            return error.isEmpty() ? 0 : 1;
        }
    }
    if (sizes.isEmpty())
        sizes = {{10, 36}, {50, 36}, {50, 120}, {200, 120}};
    for (const auto &[count, months] : sizes)
        benchmark::RegisterBenchmark("BM_Report", BM_Report)
            ->Args({count, months})
            ->Unit(benchmark::kMillisecond)
            ->Iterations(count >= 100 ? 1 : 3);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
