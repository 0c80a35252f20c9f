// A 10-option, 36-month PDF report (and the XLSX export) end to end: layout, charts, fonts,
// writing. Aim: under 2 s. Run: QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_report
#include "costengine.h"
#include "exporter.h"
#include "reportwriter.h"

#include <QGuiApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gputco;

namespace {

Scenario tenOptions()
{
    Scenario s;
    s.name = QStringLiteral("Ten options");
    s.horizonMonths = 36;
    s.discountRatePerYear = 0.08;
    s.demand.gpuCount = 64;
    s.demand.busyHoursPerMonth = 600;
    for (int i = 0; i < 10; ++i) {
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

void BM_Report10Options(benchmark::State &state)
{
    QTemporaryDir dir;
    ReportInput in;
    in.scenario = tenOptions();
    in.result = CostEngine::compute(in.scenario);
    for (auto _ : state) {
        const QString error = ReportWriter::writePdf(in, dir.filePath(QStringLiteral("r.pdf")));
        if (!error.isEmpty())
            state.SkipWithError(qPrintable(error));
    }
}
BENCHMARK(BM_Report10Options)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_Xlsx10Options(benchmark::State &state)
{
    QTemporaryDir dir;
    const Scenario s = tenOptions();
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
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
