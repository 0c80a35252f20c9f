// Job view: FLOPs to GPU-hours, efficiencies, pricing per option, the scenario format's job
// section and its errors. Expected values are computed by hand in the comments.
#include "efficiencyclasses.h"
#include "job.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QTest>

#include <cmath>

using namespace gputco;

namespace {

/// A scenario with two 8-GPU cloud options and the given job section (JSON text).
QByteArray scenarioJson(const char *job, const char *extraOptions = "")
{
    return QByteArray(R"({
  "formatVersion": 1, "name": "job test", "reportingCurrency": "CNY", "horizonMonths": 12,
  "demand": {"gpuCount": 64, "utilizationPercent": 100},
  "options": [
    {"id": "disk", "name": "Cheap, cloud disk", "type": "cloud", "gpusPerInstance": 8,
     "onDemand": {"pricePerInstanceHour": 100}},
    {"id": "pfs", "name": "Dearer, parallel FS", "type": "cloud", "gpusPerInstance": 8,
     "onDemand": {"pricePerInstanceHour": 150}})")
        + extraOptions + R"(
  ],
  "job": )"
        + job + "\n}\n";
}

Scenario load(const QByteArray &json)
{
    const LoadResult r = ScenarioLoader::loadBytes(json, QStringLiteral("job.json"));
    if (!r.ok())
        qWarning("%s", qPrintable(r.errorString()));
    return r.ok() ? *r.scenario : Scenario{};
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(1.0, std::abs(b));
}

} // namespace

class TestJob : public QObject
{
    Q_OBJECT

private slots:
    void flopsToGpuHours();
    void parametersAndTokens();
    void fasterFileSystemWinsDespitePrice();
    void scalingDependsOnNodes_data();
    void scalingDependsOnNodes();
    void overridesAndOwnClasses();
    void reservedPaysWholeTerms();
    void feesForTheMonthsTheJobRuns();
    void pricesOnTheVatBasis_data();
    void pricesOnTheVatBasis();
    void selfHostedChargesCapacityCostAndLeadTime();
    void spotExpectedAndMonteCarlo();
    void spotDeadlineFallback();
    void noJob();
    void flopsWithoutPeakLoadsAndIsNotPriced();
    void dataStorageReadsAndEgress();
    void bridgedServersChargeTheirOwnCost();
    void loaderErrors_data();
    void loaderErrors();
    void roundTrip();
};

void TestJob::flopsToGpuHours()
{
    // 7e9 x 2e12 x 6 = 8.4e22 FLOPs at 312 TFLOP/s x 40 % = 1.248e14 FLOP/s:
    // 6.7307692e8 s = 186,965.81 GPU-hours.
    QVERIFY(near(JobPlanner::flopsToGpuHours(8.4e22, 312.0, 0.4), 8.4e22 / 1.248e14 / 3600.0));
    QCOMPARE(std::round(JobPlanner::flopsToGpuHours(8.4e22, 312.0, 0.4) * 10.0) / 10.0, 186965.8);
    // H100 SXM, 989 TFLOP/s: 8.4e22 / (989e12 x 0.4) / 3600 = 58,982.14.
    QCOMPARE(std::round(JobPlanner::flopsToGpuHours(8.4e22, 989.0, 0.4) * 100.0) / 100.0, 58982.14);
    QCOMPARE(JobPlanner::flopsToGpuHours(1e20, 0.0, 0.4), 0.0);
}

void TestJob::parametersAndTokens()
{
    // Per-option peak: A100 312 on "disk", H100 989 on "pfs"; one node (8 GPUs), no storage.
    const Scenario s = load(scenarioJson(R"({"parameters": 7e9, "tokens": 2e12, "mfuPercent": 40, "gpus": 8,
        "optionProfiles": [{"option": "disk", "peakTflopsPerGpu": 312}, {"option": "pfs", "peakTflopsPerGpu": 989}]})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QVERIFY(near(*r.trainingFlops, 8.4e22));
    QCOMPARE(std::round(r.options[0].usefulGpuHours * 10.0) / 10.0, 186965.8);
    QCOMPARE(r.options[0].billedGpuHours, r.options[0].usefulGpuHours); // 100 % assumed, one node
    // Wall-clock = 186,965.81 / 8 = 23,370.73 h; cost = 1 instance x 23,370.73 h x 100.
    QVERIFY(near(r.options[0].wallClockHours, 186965.8119658 / 8.0, 1e-10));
    QVERIFY(near(r.options[0].cost, 186965.8119658 / 8.0 * 100.0, 1e-10));
    QVERIFY(near(r.options[1].usefulGpuHours, 8.4e22 / (989e12 * 0.4) / 3600.0));
    QCOMPARE(r.options[0].peakTflopsPerGpu, 312.0);
}

void TestJob::fasterFileSystemWinsDespitePrice()
{
    // 10,000 useful GPU-hours on 64 GPUs = 8 instances, both over RDMA (96 %).
    // disk: 10,000 / (0.25 x 0.96) = 41,666.67 GPU-h, 651.04 h, 8 x 651.04 x 100 = 520,833.33
    // pfs:  10,000 / (0.85 x 0.96) = 12,254.90 GPU-h, 191.48 h, 8 x 191.48 x 150 = 229,779.41
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 10000, "interconnect": "rdma",
        "optionProfiles": [{"option": "disk", "storage": "cloudDisk"}, {"option": "pfs", "storage": "parallelFileSystem"}]})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    const JobOptionResult &disk = r.options[0];
    const JobOptionResult &pfs = r.options[1];
    QCOMPARE(disk.nodes, 8);
    QCOMPARE(disk.instances, 8);
    QCOMPARE(disk.pipelineEfficiency, 0.25);
    QCOMPARE(disk.scalingEfficiency, 0.96);
    QVERIFY(near(disk.billedGpuHours, 10000.0 / 0.24));
    QVERIFY(near(disk.wallClockHours, 10000.0 / 0.24 / 64.0));
    QVERIFY(near(disk.cost, 520833.33333333, 1e-12));
    QVERIFY(near(pfs.billedGpuHours, 10000.0 / 0.816));
    QVERIFY(near(pfs.cost, 229779.41176471, 1e-12));
    QVERIFY(pfs.cost < disk.cost);
    QVERIFY(near(*pfs.costPerUsefulGpuHour, 22.977941176471, 1e-12));
    // The result says why.
    QVERIFY(disk.why.join(QLatin1Char(' ')).contains(QStringLiteral("Pipeline efficiency 25%")));
    QVERIFY(disk.why.join(QLatin1Char(' ')).contains(QStringLiteral("Scaling efficiency 96% over 8 nodes")));
    QCOMPARE(pfs.storageName, EfficiencyClasses::builtInStorage()[1].name);
}

void TestJob::scalingDependsOnNodes_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("interconnect");
    QTest::addColumn<double>("scaling");
    QTest::newRow("one node over TCP: no loss") << 8 << QStringLiteral("tcp") << 1.0;
    QTest::newRow("two nodes over TCP: half") << 16 << QStringLiteral("tcp") << 0.5;
    QTest::newRow("two nodes over RDMA") << 16 << QStringLiteral("rdma") << 0.96;
    QTest::newRow("partial second node counts as a node") << 9 << QStringLiteral("tcp") << 0.5;
}

void TestJob::scalingDependsOnNodes()
{
    QFETCH(int, gpus);
    QFETCH(QString, interconnect);
    QFETCH(double, scaling);
    const QByteArray job = QStringLiteral(R"({"usefulGpuHours": 1000, "gpus": %1, "interconnect": "%2"})")
                               .arg(gpus)
                               .arg(interconnect)
                               .toUtf8();
    const JobResult r = JobPlanner::compute(load(scenarioJson(job.constData())));
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].scalingEfficiency, scaling);
    QVERIFY(near(r.options[0].billedGpuHours, 1000.0 / scaling));
    // Instances are billed whole: 9 GPUs need 2 instances for 1000/0.5/9 h.
    QVERIFY(near(r.options[0].cost, std::ceil(gpus / 8.0) * (1000.0 / scaling / gpus) * 100.0));
}

void TestJob::overridesAndOwnClasses()
{
    // An own storage class, a replaced built-in interconnect, and per-option overrides.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 1000, "gpus": 16, "storage": "nas",
        "storageClasses": [{"id": "nas", "name": "NAS", "pipelineEfficiencyPercent": 50, "source": "our test run"}],
        "interconnects": [{"id": "tcp", "multiNodeEfficiencyPercent": 40}],
        "interconnect": "tcp",
        "optionProfiles": [{"option": "pfs", "pipelineEfficiencyPercent": 90, "scalingEfficiencyPercent": 80}]})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].pipelineEfficiency, 0.5);
    QCOMPARE(r.options[0].scalingEfficiency, 0.4);
    QVERIFY(near(r.options[0].billedGpuHours, 1000.0 / 0.2));
    QCOMPARE(r.options[1].pipelineEfficiency, 0.9);
    QCOMPARE(r.options[1].scalingEfficiency, 0.8);
    QVERIFY(r.options[0].why.join(QLatin1Char(' ')).contains(QStringLiteral("our test run")));
}

void TestJob::reservedPaysWholeTerms()
{
    // 8,000 useful GPU-hours on 8 GPUs: 1,000 h, more than one 730-hour month: two monthly
    // terms of 1 instance at 50,000 = 100,000, paid whether used or not.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 8000, "gpus": 8})", R"(,
    {"id": "sub", "name": "Monthly subscription", "type": "cloud", "gpusPerInstance": 8,
     "reserved": {"termMonths": 1, "payment": "noUpfront", "monthlyPerInstance": 50000}},
    {"id": "mix", "name": "1 reserved + on-demand", "type": "cloud", "gpusPerInstance": 8,
     "reserved": {"termMonths": 1, "payment": "allUpfront", "upfrontPerInstance": 50000, "instances": 1},
     "onDemand": {"pricePerInstanceHour": 100}})"));
    JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    QVERIFY(near(r.options[2].cost, 100000.0));
    QVERIFY(r.options[2].why.join(QLatin1Char(' ')).contains(QStringLiteral("2 term(s)")));
    // Mixed with 16 GPUs: 1 reserved instance (2 terms) + 1 on-demand instance for
    // 16,000 / 16 = 1,000 h at 100.
    Scenario s16 = s;
    s16.job->gpus = 16;
    s16.job->usefulGpuHours = 16000;
    r = JobPlanner::compute(s16);
    QVERIFY(near(r.options[3].cost, 100000.0 + 1000.0 * 100.0));
    QVERIFY(!r.options[2].priced || r.options[2].instances == 2); // sized to the job when instances absent
}

void TestJob::feesForTheMonthsTheJobRuns()
{
    // 7,300 GPU-hours on 8 GPUs = 912.5 h = 1.25 months; 4,000 a month of other fees: 5,000.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 7300, "gpus": 8})", R"(,
    {"id": "fees", "name": "With fees", "type": "cloud", "gpusPerInstance": 8,
     "onDemand": {"pricePerInstanceHour": 100}, "fees": {"other": [{"name": "NAT", "amountPerMonth": 4000}]}})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    QVERIFY(near(r.options[2].cost, 912.5 * 100.0 + 5000.0));
}

// VAT (issue 13): the job view puts cloud prices on the results' basis like the capacity view.
// 8,000 useful GPU-hours on 8 GPUs = 1,000 h on one instance.
//   On-demand 100/h including 6 %, recoverable: 100 / 1.06 = 94.3396/h: 94,339.62.
//   Not recoverable (cost to the company): 100/h: 100,000.
//   Entered without VAT, not recoverable: 100 x 1.06 = 106/h: 106,000.
//   Entered without VAT, recoverable: 100,000.
//   A monthly subscription at 50,000 (2 terms of 730 h) including 6 %, recoverable:
//   100,000 / 1.06 = 94,339.62.
void TestJob::pricesOnTheVatBasis_data()
{
    QTest::addColumn<bool>("includeVat");
    QTest::addColumn<bool>("recoverable");
    QTest::addColumn<double>("onDemand");
    QTest::addColumn<double>("subscription");
    QTest::newRow("incl. VAT, recoverable") << true << true << 94339.62 << 94339.62;
    QTest::newRow("incl. VAT, not recoverable") << true << false << 100000.0 << 100000.0;
    QTest::newRow("excl. VAT, not recoverable") << false << false << 106000.0 << 106000.0;
    QTest::newRow("excl. VAT, recoverable") << false << true << 100000.0 << 100000.0;
}

void TestJob::pricesOnTheVatBasis()
{
    QFETCH(bool, includeVat);
    QFETCH(bool, recoverable);
    QFETCH(double, onDemand);
    QFETCH(double, subscription);
    Scenario s = load(scenarioJson(R"({"usefulGpuHours": 8000, "gpus": 8})", R"(,
    {"id": "sub", "name": "Monthly subscription", "type": "cloud", "gpusPerInstance": 8,
     "reserved": {"termMonths": 1, "payment": "noUpfront", "monthlyPerInstance": 50000}})"));
    VatSettings vat;
    vat.pricesIncludeVat = includeVat;
    vat.inputVatRecoverable = recoverable;
    s.vat = vat;
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(std::round(r.options[0].cost * 100) / 100, onDemand);
    QCOMPARE(std::round(r.options[2].cost * 100) / 100, subscription);
    // Without the vat block the prices are as entered.
    s.vat.reset();
    QVERIFY(near(JobPlanner::compute(s).options[0].cost, 100000.0));
}

void TestJob::selfHostedChargesCapacityCostAndLeadTime()
{
    // One server of 8 GPUs, 730,000 capex over a 12-month life, no residual, nothing else:
    // amortized 60,833.33 a month for 8 x 730 busy GPU-hours = 10.4167 per GPU-hour. 2,000 useful
    // GPU-hours on 8 GPUs: 20,833.33, 250 h after a 2-month lead time (1,460 h): 1,710 h.
    QByteArray json = scenarioJson(R"({"usefulGpuHours": 2000, "gpus": 8})", R"(,
    {"id": "own", "name": "Buy", "type": "selfHosted", "leadTimeMonths": 2,
     "servers": {"count": 1, "gpusPerServer": 8, "pricePerServer": 730000, "typicalKw": 0},
     "depreciation": {"lifeMonths": 12}, "power": {"pricePerKwh": 0}})");
    json.replace("\"gpuCount\": 64", "\"gpuCount\": 8");
    const Scenario s = load(json);
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    const JobOptionResult &own = r.options[2];
    QVERIFY(own.priced);
    // In service 10 of 12 months: amortized 60,833.33 x 10 over 8 x 730 x 10 GPU-hours.
    const double perGpuHour = 730000.0 / 12.0 / (8.0 * 730.0);
    QVERIFY(near(own.cost, 2000.0 * perGpuHour));
    QVERIFY(near(own.wallClockHours, 2.0 * 730.0 + 250.0));
}

void TestJob::spotExpectedAndMonteCarlo()
{
    // 8 GPUs, 1 instance, 1 interruption per 100 h, T = 1, C = 0.05, R = 0.25, 1000 h of work.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 8000, "gpus": 8})", R"(,
    {"id": "spot", "name": "Spot", "type": "cloud", "gpusPerInstance": 8,
     "spot": {"pricePerInstanceHour": 30, "meanHoursBetweenInterruptions": 100, "checkpointIntervalHours": 1,
              "checkpointWriteHours": 0.05, "restartHours": 0.25}})"));
    JobResult r = JobPlanner::compute(s);
    QVERIFY(r.ok());
    const JobOptionResult &spot = r.options[2];
    const double overhead = std::expm1(0.01 * 1.05) * (0.25 + 100.0) - 1.0; // per useful hour
    QVERIFY(near(*spot.spotOverheadFraction, overhead, 1e-9));
    QVERIFY(near(spot.wallClockHours, 1000.0 * (1.0 + overhead)));
    QVERIFY(near(spot.cost, 1000.0 * (1.0 + overhead) * 30.0));
    QVERIFY(near(*spot.youngIntervalHours, std::sqrt(2.0 * 0.05 * 100.0)));
    QVERIFY(!spot.monteCarlo);

    const double expectedCost = spot.cost; // `spot` refers into `r`, replaced below
    MonteCarloSettings mc;
    mc.trials = 4000;
    mc.seed = 11;
    r = JobPlanner::compute(s, &mc);
    QVERIFY(r.ok());
    QVERIFY(r.options[2].monteCarlo.has_value());
    QVERIFY(!r.options[0].monteCarlo.has_value()); // only spot options are simulated
    const MonteCarloResult &m = *r.options[2].monteCarlo;
    QCOMPARE(m.seed, std::uint64_t(11));
    QVERIFY(std::abs(m.cost.mean - expectedCost) < 0.002 * expectedCost);
    QVERIFY(m.cost.p10 < m.cost.p50 && m.cost.p50 < m.cost.p90);
}

void TestJob::spotDeadlineFallback()
{
    // Deadline 1,060 h for 1,000 h of work, spot entered as 70 % off 100: falls back at 100.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 8000, "gpus": 8, "deadlineHours": 1060})", R"(,
    {"id": "spot", "name": "Spot", "type": "cloud", "gpusPerInstance": 8,
     "spot": {"onDemandPricePerInstanceHour": 100, "discountPercent": 70, "meanHoursBetweenInterruptions": 20,
              "checkpointIntervalHours": 1, "checkpointWriteHours": 0.05, "restartHours": 0.5}})"));
    MonteCarloSettings mc;
    mc.trials = 2000;
    const JobResult r = JobPlanner::compute(s, &mc);
    QVERIFY(r.ok());
    const JobOptionResult &spot = r.options[2];
    QVERIFY(spot.deadlineSimulated);
    QVERIFY(spot.monteCarlo->fallbackShare > 0.0);
    QVERIFY(spot.monteCarlo->finishHours.max <= 1060.0 + 1e-9);
    QCOMPARE(*spot.meetsDeadline, true);
    // On-demand options: 1,000 h fits; with cloud disk it would not (checked in the CLI tests).
    QCOMPARE(*r.options[0].meetsDeadline, true);
}

void TestJob::noJob()
{
    Scenario s = load(scenarioJson(R"({"usefulGpuHours": 1})"));
    s.job.reset();
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(!r.ok());
    QVERIFY(r.errors.first().contains(QStringLiteral("no job")));
}

void TestJob::flopsWithoutPeakLoadsAndIsNotPriced()
{
    // FLOPs need a peak TFLOP/s per option. Without one the file still loads (an option added
    // in the app must never make it unreadable) and the job view says what is missing.
    const Scenario s = load(scenarioJson(R"({"trainingFlops": 1e20})"));
    QVERIFY(s.job.has_value());
    const JobResult r = JobPlanner::compute(s);
    QVERIFY(!r.options.empty());
    for (const JobOptionResult &o : r.options) {
        QVERIFY2(!o.priced, qPrintable(o.id));
        QVERIFY2(o.notPricedReason.startsWith(QStringLiteral("no peak TFLOP/s")), qPrintable(o.notPricedReason));
    }
}

void TestJob::loaderErrors_data()
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QString>("expected");
    QTest::newRow("size two ways") << QByteArray(
        R"({"usefulGpuHours": 1, "trainingFlops": 1e20, "peakTflopsPerGpu": 1})")
                                   << QStringLiteral("$.job: give the size of the job one way");
    QTest::newRow("no size") << QByteArray(R"({"name": "x"})") << QStringLiteral("$.job: give the size");
    QTest::newRow("tokens missing") << QByteArray(R"({"parameters": 7e9, "peakTflopsPerGpu": 312})")
                                    << QStringLiteral("$.job.tokens: required field is missing");
    QTest::newRow("unknown field") << QByteArray(R"({"usefulGpuHours": 1, "mfu": 40})")
                                   << QStringLiteral("$.job.mfu: unknown field");
    QTest::newRow("unknown storage") << QByteArray(R"({"usefulGpuHours": 1, "storage": "floppy"})")
                                     << QStringLiteral(
                                            "$.job.storage: \"floppy\" is not one of: cloudDisk, parallelFileSystem");
    QTest::newRow("unknown option") << QByteArray(R"({"usefulGpuHours": 1, "optionProfiles": [{"option": "nope"}]})")
                                    << QStringLiteral("$.job.optionProfiles[0].option: no option has the id \"nope\"");
    QTest::newRow("profile twice") << QByteArray(
        R"({"usefulGpuHours": 1, "optionProfiles": [{"option": "disk"}, {"option": "disk"}]})")
                                   << QStringLiteral(
                                          "$.job.optionProfiles[1].option: option \"disk\" has another profile");
    QTest::newRow("efficiency 0")
        << QByteArray(
               R"({"usefulGpuHours": 1, "optionProfiles": [{"option": "disk", "pipelineEfficiencyPercent": 0}]})")
        << QStringLiteral(
               "$.job.optionProfiles[0].pipelineEfficiencyPercent: 0 is out of range: the smallest allowed value is 1");
    QTest::newRow("fallback currency without rate") << QByteArray(
        R"({"usefulGpuHours": 1, "optionProfiles": [{"option": "disk", "currency": "USD", "fallbackPricePerInstanceHour": 3}]})")
                                                    << QStringLiteral("$.job.optionProfiles[0].currency: no exchange "
                                                                      "rate from USD");
    QTest::newRow("job not an object") << QByteArray("[]") << QStringLiteral("$.job: must be an object");
}

void TestJob::loaderErrors()
{
    QFETCH(QByteArray, job);
    QFETCH(QString, expected);
    const LoadResult r = ScenarioLoader::loadBytes(scenarioJson(job.constData()), QStringLiteral("job.json"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errorString().contains(expected), qPrintable(r.errorString()));
    QVERIFY(r.errorString().startsWith(QStringLiteral("job.json: ")));
}

void TestJob::dataStorageReadsAndEgress()
{
    // 800 useful GPU-hours on 8 GPUs (one instance, nothing lost): 100 h at 100 = 10,000.
    // Data on "disk": 10,000 GB dataset + 3 x 100 GB checkpoints = 10,300 GB stored for
    // 100 / 730 months at 0.73 per GB-month = 1,030; 2 epochs read 20,000 GB at 0.01 = 200;
    // 500 GB of artifacts out at 0.5 = 250. Data 1,480; the job 11,480.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 800, "gpus": 8,
        "datasetGb": 10000, "epochs": 2, "checkpointSizeGb": 100, "checkpointsKept": 3, "artifactsEgressGb": 500,
        "optionProfiles": [{"option": "disk", "storagePricePerGbMonth": 0.73, "readPricePerGb": 0.01,
                            "egressPricePerGb": 0.5}]})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const JobOptionResult &disk = r.options[0];
    QCOMPARE(disk.wallClockHours, 100.0);
    QVERIFY(near(disk.dataCost, 1480.0));
    QVERIFY(near(disk.cost, 11480.0));
    QVERIFY(near(*disk.costPerUsefulGpuHour, 11480.0 / 800.0));
    QVERIFY(disk.why.join(QLatin1Char(' ')).contains(QStringLiteral("500 GB")));
    // "pfs" has no data prices: its data is not counted, and it says so.
    const JobOptionResult &pfs = r.options[1];
    QCOMPARE(pfs.dataCost, 0.0);
    QVERIFY(near(pfs.cost, 100.0 * 150.0));
    QVERIFY(pfs.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("not fully priced")));

    // Data read given per epoch (a 10% sample each epoch): 2 x 1,000 GB at 0.01 = 20.
    const Scenario sampled = load(scenarioJson(R"({"usefulGpuHours": 800, "gpus": 8, "datasetGb": 10000,
        "epochs": 2, "readGbPerEpoch": 1000,
        "optionProfiles": [{"option": "disk", "storagePricePerGbMonth": 0.73, "readPricePerGb": 0.01}]})"));
    QVERIFY(near(JobPlanner::compute(sampled).options[0].dataCost, 1000.0 + 20.0));
}

void TestJob::bridgedServersChargeTheirOwnCost()
{
    // 8 servers (64 GPUs) of 1,200,000, 60-month life, 2-month lead time bridged on "disk".
    // Capacity view (amortized): depreciation 9,600,000 / 60 = 160,000 a month for the 10
    // months in service = 1,600,000 over 64 x 730 x 10 = 467,200 own GPU-hours; the bridge
    // (8 x 730 x 100 x 2 = 1,168,000 for 93,440 GPU-hours) is left out of the job's rate.
    // The job: 6,400 GPU-hours = 6,400 x 1,600,000 / 467,200 = 21,917.81; it waits 1,460 h,
    // runs 100 h; its 1,000 GB are stored only while it runs: 1,000 x 100/730 x 0.73 = 100.
    const Scenario s = load(scenarioJson(R"({"usefulGpuHours": 6400, "gpus": 64, "datasetGb": 1000,
        "optionProfiles": [{"option": "own", "storagePricePerGbMonth": 0.73}]})",
        R"(, {"id": "own", "name": "Own", "type": "selfHosted", "leadTimeMonths": 2, "bridgeWith": "disk",
              "servers": {"count": 8, "gpusPerServer": 8, "pricePerServer": 1200000, "typicalKw": 0},
              "power": {"pricePerKwh": 0}})"));
    const JobResult r = JobPlanner::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const JobOptionResult &own = r.options[2];
    QCOMPARE(own.waitHours, 1460.0);
    QCOMPARE(own.wallClockHours, 1560.0);
    QVERIFY(near(own.dataCost, 100.0));
    QVERIFY(near(own.cost, 6400.0 * 1.6e6 / 467200.0 + 100.0));
}

void TestJob::roundTrip()
{
    const Scenario s = load(scenarioJson(R"({"name": "7B", "parameters": 7e9, "tokens": 2e12, "mfuPercent": 38,
        "peakTflopsPerGpu": 312, "gpus": 64, "deadlineHours": 2000, "storage": "cloudDisk", "interconnect": "rdma",
        "storageClasses": [{"id": "nas", "name": "NAS", "pipelineEfficiencyPercent": 50, "source": "test"}],
        "interconnects": [{"id": "ib", "multiNodeEfficiencyPercent": 97}],
        "datasetGb": 5000, "epochs": 3, "checkpointSizeGb": 80, "checkpointsKept": 4, "artifactsEgressGb": 120,
        "optionProfiles": [{"option": "pfs", "storage": "nas", "interconnect": "ib", "gpus": 32,
                            "peakTflopsPerGpu": 989, "pipelineEfficiencyPercent": 90, "scalingEfficiencyPercent": 95,
                            "fallbackPricePerInstanceHour": 200, "storagePricePerGbMonth": 1.2,
                            "readPricePerGb": 0.01, "egressPricePerGb": 0.5}]})"));
    QVERIFY(s.job.has_value());
    QCOMPARE(s.job->artifactsEgressGb, 120.0);
    const QByteArray saved = ScenarioWriter::toJson(s);
    const LoadResult again = ScenarioLoader::loadBytes(saved, QStringLiteral("saved.json"));
    QVERIFY2(again.ok(), qPrintable(again.errorString()));
    QCOMPARE(ScenarioWriter::toJson(*again.scenario), saved);
    const JobResult a = JobPlanner::compute(s);
    const JobResult b = JobPlanner::compute(*again.scenario);
    QVERIFY(a.ok() && b.ok());
    for (std::size_t i = 0; i < a.options.size(); ++i)
        QCOMPARE(b.options[i].cost, a.options[i].cost);
    // A scenario without a job is written without one.
    Scenario none = s;
    none.job.reset();
    QVERIFY(!ScenarioWriter::toJson(none).contains("\"job\""));
}

QTEST_GUILESS_MAIN(TestJob)
#include "tst_job.moc"
