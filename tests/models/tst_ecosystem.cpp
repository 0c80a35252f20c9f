// Ecosystem compatibility (issue 18): options on other accelerators sized to the demand's work,
// the job view on the same factors, constraints that keep an option from being recommended,
// and the scenario format of all of it. Expected values are computed by hand in the comments.
#include "budget.h"
#include "builders.h"
#include "costengine.h"
#include "gpumodels.h"
#include "job.h"
#include "ranking.h"
#include "resultwriter.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "sizing.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace gputco;
using namespace gputco::test;

namespace {

/// A 1-GPU-instance on-demand option at `price` an hour, on the accelerator `model`.
Option card(const QString &id, double price, const QString &model = {})
{
    Option o = cloud(id, onDemand(price, 1));
    o.ecosystem.gpuModel = model;
    return o;
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(1.0, std::abs(b));
}

} // namespace

class TestEcosystem : public QObject
{
    Q_OBJECT

private slots:
    void cardsFromThroughputAndEfficiency_data();
    void cardsFromThroughputAndEfficiency();
    void capacityViewPricesTheSizedCards();
    void wholeInstancesAfterSizing();
    void jobViewUsesTheSameFactors();
    void constraintKeepsTheCheapestFromTheRecommendation();
    void eachConstraintWithItsReason();
    void formatRoundTripAndErrors();
    void oneTimeCostsInBothViewsAndBreakEven();
    void oneTimeCostsCountAgainstTheBudget();
    void platformSurchargeAndFee();
    void cloudOperationsStaff();
    void gpuModelsHaveSources();
};

void TestEcosystem::cardsFromThroughputAndEfficiency_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("throughput"); // 0 = not entered
    QTest::addColumn<double>("efficiency");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("source");
    // The issue's example: 64 / (2.4 x 0.9) = 64 / 2.16 = 29.63 -> 30 cards.
    QTest::newRow("entered 2.4 x 0.9") << QString() << 2.4 << 0.9 << 30 << "entered";
    // H100 against A100 80GB by dense BF16 peaks: 989 / 312 = 3.1699; 64 / 3.1699 = 20.19 -> 21.
    QTest::newRow("peak ratio H100/A100") << "h100-80gb" << 0.0 << 1.0 << 21 << "peakRatio";
    // H20 (148) against A100 (312): 0.4744 a card; 64 / 0.4744 = 134.92 -> 135.
    QTest::newRow("peak ratio H20/A100") << "h20" << 0.0 << 1.0 << 135 << "peakRatio";
    // H800 (the H100's 989) and "h800" as a team writes it: 64 / 3.1699 = 20.19 -> 21 cards.
    QTest::newRow("peak ratio H800/A100") << "h800" << 0.0 << 1.0 << 21 << "peakRatio";
    // L40S (362) against A100 (312): 1.1603 a card; 64 / 1.1603 = 55.16 -> 56.
    QTest::newRow("peak ratio L40S/A100") << "L40S 48GB" << 0.0 << 1.0 << 56 << "peakRatio";
    // Ascend 910B has no published peak: 1 assumed (must be entered); a first port at 70 %:
    // 64 / 0.7 = 91.43 -> 92 cards.
    QTest::newRow("910B unknown, first port") << "ascend-910b" << 0.0 << 0.7 << 92 << "notKnown";
    // The reference GPU itself: 64 cards.
    QTest::newRow("same model") << "a100-80gb" << 0.0 << 1.0 << 64 << "sameModel";
    // Exactly 2x: 64 / 2 = 32, not 33 from floating point.
    QTest::newRow("exact division") << QString() << 2.5 << 0.8 << 32 << "entered";
}

void TestEcosystem::cardsFromThroughputAndEfficiency()
{
    QFETCH(QString, model);
    QFETCH(double, throughput);
    QFETCH(double, efficiency);
    QFETCH(int, cards);
    QFETCH(QString, source);
    Scenario s = scenario(64, 730);
    s.demand.gpuClass = QStringLiteral("A100 80GB"); // names the reference model a100-80gb
    Option o = card(QStringLiteral("x"), 10.0, model);
    if (throughput > 0)
        o.ecosystem.relativeThroughput = throughput;
    o.ecosystem.stackEfficiency = efficiency;
    const OptionSizing sizing = sizingOf(s, o);
    QCOMPARE(sizing.cardsFor(64), cards);
    QCOMPARE(sizing.sourceKey(), source);
    QCOMPARE(sizing.referenceModel, QStringLiteral("a100-80gb"));
}

void TestEcosystem::capacityViewPricesTheSizedCards()
{
    // 64 reference cards always busy for 12 months. Option "fast": 1-GPU instances at 10 an
    // hour, 2.4x with 90 % stack efficiency -> 30 cards: 30 x 730 x 10 = 219,000 a month,
    // 2,628,000 over 12 months. Option "ref" runs 64 reference cards at 4 an hour:
    // 64 x 730 x 4 = 186,880 a month, 2,242,560.
    Scenario s = scenario(64, 730);
    Option fast = card(QStringLiteral("fast"), 10.0);
    fast.ecosystem.relativeThroughput = 2.4;
    fast.ecosystem.stackEfficiency = 0.9;
    s.options = {fast, card(QStringLiteral("ref"), 4.0)};
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const OptionResult &f = r.options[0];
    QCOMPARE(f.peakCards, 30);
    QCOMPARE(f.peakReferenceCards, 64);
    QCOMPARE(f.monthly[0][index(Category::Compute)], 219000.0);
    QCOMPARE(f.total, 2628000.0);
    QCOMPARE(r.options[1].peakCards, 64);
    QCOMPARE(r.options[1].total, 2242560.0);
    QVERIFY(r.options[1].sizing.identity());
    // The CLI shows the cards with the factor that sized them.
    QCOMPARE(ResultWriter::cardsText(f), QStringLiteral("30 (x2.16)"));
    QVERIFY(ResultWriter::table(s, r).contains(QStringLiteral("30 (x2.16)")));
    const QJsonObject sizing = QJsonDocument::fromJson(ResultWriter::json(s, r, QString()))
                                   .object()[QStringLiteral("options")]
                                   .toArray()[0]
                                   .toObject()[QStringLiteral("sizing")]
                                   .toObject();
    QCOMPARE(sizing[QStringLiteral("peakCards")].toInt(), 30);
    QCOMPARE(sizing[QStringLiteral("factor")].toDouble(), 2.4 * 0.9);
    QCOMPARE(sizing[QStringLiteral("throughputSource")].toString(), QStringLiteral("entered"));
}

void TestEcosystem::wholeInstancesAfterSizing()
{
    // 64 reference cards on H100 (peak ratio 989 / 312) -> 21 cards -> ceil(21 / 8) = 3
    // 8-GPU instances at 100 an hour: 3 x 730 x 100 = 219,000 a month.
    Scenario s = scenario(64, 730, 1);
    s.demand.referenceGpuModel = QStringLiteral("a100-80gb");
    Option o = cloud(QStringLiteral("h100"), onDemand(100.0, 8));
    o.ecosystem.gpuModel = QStringLiteral("h100-80gb");
    s.options = {o};
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].peakCards, 21);
    QCOMPARE(r.options[0].total, 219000.0);
    QVERIFY(near(r.options[0].sizing.factor(), 989.0 / 312.0));
}

void TestEcosystem::jobViewUsesTheSameFactors()
{
    // GPU-hours job: 10,000 reference GPU-hours on the 2.16x option = 10,000 / 2.16 =
    // 4,629.63 of its own GPU-hours, on 30 cards (the capacity view's count).
    Scenario s = scenario(64, 730);
    s.demand.referenceGpuModel = QStringLiteral("a100-80gb");
    Option fast = card(QStringLiteral("fast"), 10.0);
    fast.ecosystem.relativeThroughput = 2.4;
    fast.ecosystem.stackEfficiency = 0.9;
    Option h100 = card(QStringLiteral("h100"), 20.0, QStringLiteral("h100-80gb"));
    h100.ecosystem.stackEfficiency = 0.9;
    s.options = {fast, card(QStringLiteral("ref"), 4.0), h100};
    Job job;
    job.usefulGpuHours = 10000.0;
    s.job = job;
    JobResult j = JobPlanner::compute(s);
    QVERIFY2(j.ok(), qPrintable(j.errors.join(QLatin1Char('\n'))));
    const ScenarioResult capacity = CostEngine::compute(s);
    QCOMPARE(j.options[0].gpus, capacity.options[0].peakCards);
    QCOMPARE(j.options[0].gpus, 30);
    QVERIFY(near(j.options[0].usefulGpuHours, 10000.0 / 2.16));
    QCOMPARE(j.options[1].usefulGpuHours, 10000.0);
    QCOMPARE(j.options[1].gpus, 64);

    // FLOPs job: 1e21 FLOPs at 40 % MFU. Reference A100: 1e21 / (312e12 x 0.4) / 3600 =
    // 2,225.60 GPU-hours. H100 with a 90 % stack: 1e21 / (989e12 x 0.36) / 3600 = 780.17,
    // which is the reference hours / (989 / 312 x 0.9): the capacity view's factor.
    job = Job{};
    job.trainingFlops = 1e21;
    job.mfu = 0.4;
    s.job = job;
    j = JobPlanner::compute(s);
    QVERIFY2(j.ok(), qPrintable(j.errors.join(QLatin1Char('\n'))));
    const double reference = 1e21 / (312e12 * 0.4) / 3600.0;
    QVERIFY(near(j.options[1].usefulGpuHours, reference));
    QVERIFY(near(j.options[2].usefulGpuHours, 1e21 / (989e12 * 0.36) / 3600.0));
    QVERIFY(near(j.options[2].usefulGpuHours * capacity.options[2].sizing.factor(), reference));
    QCOMPARE(j.options[2].gpus, capacity.options[2].peakCards); // ceil(64 / 2.8529) = 23
    QCOMPARE(j.options[2].gpus, 23);
}

void TestEcosystem::constraintKeepsTheCheapestFromTheRecommendation()
{
    // Domestic accelerators only. "h20" (foreign, cheapest: 64 x 730 x 3 x 12 = 1,681,920)
    // breaks it; "ascend" (domestic, 64 x 730 x 5 x 12 = 2,803,200) is recommended.
    Scenario s = scenario(64, 730);
    Option h20 = card(QStringLiteral("h20"), 3.0);
    h20.ecosystem.origin = AcceleratorOrigin::Foreign;
    h20.ecosystem.relativeThroughput = 1.0;
    Option ascend = card(QStringLiteral("ascend"), 5.0, QStringLiteral("ascend-910b"));
    ascend.ecosystem.relativeThroughput = 1.0;
    s.options = {h20, ascend};
    s.constraints.origin = OriginRule::DomesticOnly;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].total, 1681920.0);
    QCOMPARE(r.options[1].total, 2803200.0);
    QCOMPARE(r.options[0].violations.size(), std::size_t(1));
    QCOMPARE(r.options[0].violations[0].key, QStringLiteral("acceleratorOrigin"));
    QVERIFY(r.options[1].violations.empty()); // the 910B is domestic by its GPU model
    const Ranking ranking = rank(r);
    QCOMPARE(ranking.recommended, 1);
    QCOMPARE(ranking.cheapest, 1);
    QCOMPARE(ranking.cheaperBreakingConstraints, std::vector<int>{0});

    // The CLI JSON: recommended, and the reason with the option that breaks the rule.
    const QJsonObject root = QJsonDocument::fromJson(ResultWriter::json(s, r, QString())).object();
    QCOMPARE(root[QStringLiteral("recommended")].toString(), QStringLiteral("ascend"));
    QCOMPARE(root[QStringLiteral("constraints")].toObject()[QStringLiteral("acceleratorOrigin")].toString(),
        QStringLiteral("domestic"));
    const QJsonObject first = root[QStringLiteral("options")].toArray()[0].toObject();
    QCOMPARE(first[QStringLiteral("meetsConstraints")].toBool(), false);
    const QJsonObject v = first[QStringLiteral("constraintViolations")].toArray()[0].toObject();
    QCOMPARE(v[QStringLiteral("constraint")].toString(), QStringLiteral("acceleratorOrigin"));
    QVERIFY(v[QStringLiteral("reason")].toString().contains(QStringLiteral("not made in China")));
    // The table's ranking line names it.
    QVERIFY(ResultWriter::rankingLine(r).contains(QStringLiteral("Cheaper but breaks a constraint: h20")));

    // Without the rule the cheaper one wins.
    s.constraints = {};
    QCOMPARE(rank(CostEngine::compute(s)).recommended, 0);
}

void TestEcosystem::eachConstraintWithItsReason()
{
    Scenario s = scenario(64, 730);
    s.constraints.residency = ResidencyRule::MainlandChina;
    s.constraints.rdmaRequiredAboveGpus = 16;
    s.constraints.maxLeadTimeMonths = 3;
    Option ok = card(QStringLiteral("ok"), 5.0);
    ok.ecosystem.dataLocation = DataLocation::MainlandChina;
    ok.ecosystem.rdma = true;
    Option abroad = ok;
    abroad.id = QStringLiteral("abroad");
    abroad.ecosystem.dataLocation = DataLocation::OutsideMainlandChina;
    Option unknown = ok;
    unknown.id = QStringLiteral("unknown");
    unknown.ecosystem.dataLocation = DataLocation::Unknown;
    Option noRdma = ok;
    noRdma.id = QStringLiteral("noRdma");
    noRdma.ecosystem.rdma = false;
    // 4x faster: 16 cards, not above 16, so no RDMA needed.
    Option small = noRdma;
    small.id = QStringLiteral("small");
    small.ecosystem.relativeThroughput = 4.0;
    Option servers = selfHosted(QStringLiteral("servers"), server(8, 1000000.0));
    servers.ecosystem.dataLocation = DataLocation::MainlandChina;
    servers.ecosystem.rdma = true;
    std::get<SelfHostedOption>(servers.spec).leadTimeMonths = 4; // the servers' own lead time
    s.options = {ok, abroad, unknown, noRdma, small, servers};
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    auto keys = [&](int i) {
        QStringList k;
        for (const ConstraintViolation &v : r.options[std::size_t(i)].violations)
            k << v.key;
        return k.join(QLatin1Char(','));
    };
    QCOMPARE(keys(0), QString());
    QCOMPARE(keys(1), QStringLiteral("dataResidency"));
    QCOMPARE(keys(2), QStringLiteral("dataResidency"));
    QVERIFY(r.options[2].violations[0].reason.contains(QStringLiteral("not known")));
    QCOMPARE(keys(3), QStringLiteral("rdma"));
    QVERIFY(r.options[3].violations[0].reason.contains(QStringLiteral("uses 64")));
    QCOMPARE(keys(4), QString());
    QCOMPARE(r.options[4].peakCards, 16);
    QCOMPARE(keys(5), QStringLiteral("leadTime"));
    QVERIFY(r.options[5].violations[0].reason.contains(QStringLiteral("needs 4")));
    const Ranking ranking = rank(r);
    for (int i : {1, 2, 3, 5})
        QVERIFY(!ranking.isRanked(i));
    QVERIFY(ranking.isRanked(0) && ranking.isRanked(4));
}

void TestEcosystem::formatRoundTripAndErrors()
{
    const QByteArray json = R"({
  "formatVersion": 1, "name": "eco", "reportingCurrency": "CNY", "horizonMonths": 12,
  "demand": {"gpuClass": "A100 80GB", "referenceGpuModel": "a100-80gb", "gpuCount": 64, "utilizationPercent": 100},
  "constraints": {"acceleratorOrigin": "domestic", "dataResidency": "mainlandChina", "rdmaRequiredAboveGpus": 16,
                  "maxLeadTimeMonths": 3},
  "options": [
    {"id": "mo", "name": "ModelArts 910B", "type": "cloud", "gpusPerInstance": 8,
     "onDemand": {"pricePerInstanceHour": 200},
     "ecosystem": {"gpuModel": "ascend-910b", "relativeThroughput": 1.1, "stackEfficiencyPercent": 70,
                   "acceleratorOrigin": "domestic", "dataLocation": "mainlandChina", "rdma": true, "leadTimeMonths": 1}}
  ]
})";
    const LoadResult r = ScenarioLoader::loadBytes(json, QStringLiteral("eco.json"));
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    const Scenario &s = *r.scenario;
    const OptionEcosystem &e = s.options[0].ecosystem;
    QCOMPARE(e.gpuModel, QStringLiteral("ascend-910b"));
    QCOMPARE(*e.relativeThroughput, 1.1);
    QCOMPARE(e.stackEfficiency, 0.7);
    QCOMPARE(e.origin, AcceleratorOrigin::Domestic);
    QCOMPARE(e.dataLocation, DataLocation::MainlandChina);
    QCOMPARE(*e.rdma, true);
    QCOMPARE(*e.leadTimeMonths, 1);
    QCOMPARE(s.constraints.origin, OriginRule::DomesticOnly);
    QCOMPARE(s.constraints.residency, ResidencyRule::MainlandChina);
    QCOMPARE(*s.constraints.rdmaRequiredAboveGpus, 16);
    QCOMPARE(*s.constraints.maxLeadTimeMonths, 3);
    // Written and read again: the same file.
    const QByteArray written = ScenarioWriter::toJson(s);
    const LoadResult again = ScenarioLoader::loadBytes(written, QStringLiteral("again.json"));
    QVERIFY2(again.ok(), qPrintable(again.errorString()));
    QCOMPARE(ScenarioWriter::toJson(*again.scenario), written);

    // A GPU model that is not known, without a throughput: refused, naming the field.
    QByteArray bad = json;
    bad.replace("\"gpuModel\": \"ascend-910b\", \"relativeThroughput\": 1.1,", "\"gpuModel\": \"ascend-9100\",");
    const LoadResult b = ScenarioLoader::loadBytes(bad, QStringLiteral("bad.json"));
    QVERIFY(!b.ok());
    QVERIFY2(b.errorString().contains(QStringLiteral("options[0].ecosystem.gpuModel")), qPrintable(b.errorString()));
    QVERIFY(b.errorString().contains(QStringLiteral("ascend-9100")));
    // A stack efficiency of 0 is refused.
    bad = json;
    bad.replace("\"stackEfficiencyPercent\": 70", "\"stackEfficiencyPercent\": 0");
    const LoadResult z = ScenarioLoader::loadBytes(bad, QStringLiteral("zero.json"));
    QVERIFY(!z.ok());
    QVERIFY2(z.errorString().contains(QStringLiteral("stackEfficiencyPercent")), qPrintable(z.errorString()));
    // A constraint choice that does not exist.
    bad = json;
    bad.replace("\"acceleratorOrigin\": \"domestic\", \"dataResidency\"",
        "\"acceleratorOrigin\": \"local\", \"dataResidency\"");
    const LoadResult c = ScenarioLoader::loadBytes(bad, QStringLiteral("choice.json"));
    QVERIFY(!c.ok());
    QVERIFY2(c.errorString().contains(QStringLiteral("constraints.acceleratorOrigin")), qPrintable(c.errorString()));
    // One-time costs: after the horizon, data without its price, effort without its cost.
    auto withCost = [&](const char *cost) {
        QByteArray edited = json;
        edited.replace(
            "\"leadTimeMonths\": 1}}", QByteArray("\"leadTimeMonths\": 1}, \"oneTimeCosts\": [") + cost + "]}");
        return ScenarioLoader::loadBytes(edited, QStringLiteral("cost.json"));
    };
    QVERIFY2(withCost(R"({"name": "ok", "kind": "setupFee", "month": 12, "amount": 5})").ok(),
        "a cost in the last month is fine");
    const LoadResult late = withCost(R"({"name": "late", "kind": "setupFee", "month": 13, "amount": 5})");
    QVERIFY2(
        late.errorString().contains(QStringLiteral("oneTimeCosts[0].month: month 13 is after the horizon (12 months)")),
        qPrintable(late.errorString()));
    const LoadResult data = withCost(R"({"name": "move", "kind": "dataMove", "dataGb": 1000})");
    QVERIFY2(data.errorString().contains(
                 QStringLiteral("oneTimeCosts[0].egressTiers: data moved in needs the egress price")),
        qPrintable(data.errorString()));
    const LoadResult effort = withCost(R"({"name": "port", "kind": "porting", "personMonths": 3})");
    QVERIFY2(effort.errorString().contains(QStringLiteral("oneTimeCosts[0].costPerPersonMonth: effort needs its cost")),
        qPrintable(effort.errorString()));
}

void TestEcosystem::gpuModelsHaveSources()
{
    for (const GpuModelFacts &g : GpuModels::all()) {
        QVERIFY2(*g.source, g.id);
        QVERIFY2(g.origin != AcceleratorOrigin::Unknown, g.id);
        if (g.bf16Tflops)
            QVERIFY2(*g.bf16Tflops > 0.0, g.id);
    }
    QCOMPARE(GpuModels::find(QStringLiteral("A100 80GB"))->id, "a100-80gb");
    QCOMPARE(GpuModels::find(QStringLiteral("Ascend 910B"))->origin, AcceleratorOrigin::Domestic);
    QCOMPARE(GpuModels::find(QStringLiteral("h20"))->origin, AcceleratorOrigin::Foreign);
    QVERIFY(!GpuModels::find(QStringLiteral("ascend-910b"))->bf16Tflops); // no published peak
    QVERIFY(!GpuModels::find(QString()));
    QCOMPARE(GpuModels::find(QStringLiteral("H800"))->id, "h800-80gb"); // one model of that name
    QVERIFY(!GpuModels::find(QStringLiteral("a100"))); // two: 40 and 80 GB
    QVERIFY(GpuModels::knownIds().startsWith(QStringLiteral("a100-40gb, a100-80gb, ")));
}

void TestEcosystem::oneTimeCostsInBothViewsAndBreakEven()
{
    // 8 GPUs always busy for 24 months. Cloud: one 8-GPU instance at 100 an hour = 73,000 a
    // month. Own: one server at 500,000 in month 1, nothing else. Break-even: the first month
    // with 73,000 x m >= 500,000 is month 7 (511,000).
    Scenario s = scenario(8, 730, 24);
    s.options
        = {cloud(QStringLiteral("cloud"), onDemand(100.0, 8)), selfHosted(QStringLiteral("own"), server(1, 500000.0))};
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(*r.breakEvens[0].firstMonth, 7);

    // Moving to owned servers costs a port (6 person-months x 50,000 = 300,000 in month 1)
    // and the dataset pulled out of the old cloud in month 2: 200,000 GB at 0.5 a GB for the
    // first 10,240 GB and 0.4 after = 5,120 + 189,760 x 0.4 = 5,120 + 75,904 = 81,024.
    // Own now costs 881,024 from month 2; 73,000 x 12 = 876,000 < 881,024 <= 73,000 x 13 =
    // 949,000: break-even moves to month 13.
    OneTimeCost port;
    port.name = QStringLiteral("port");
    port.kind = OneTimeKind::Porting;
    port.personMonths = 6;
    port.costPerPersonMonth = 50000;
    OneTimeCost move;
    move.name = QStringLiteral("move");
    move.kind = OneTimeKind::DataMove;
    move.month = 2;
    move.dataGb = 200000;
    move.egressTiers = {PriceTier{10240.0, 0.5}, PriceTier{std::nullopt, 0.4}};
    s.options[1].oneTimeCosts = {port, move};
    r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionResult &own = r.options[1];
    QCOMPARE(own.monthly[0][index(Category::Migration)], 300000.0);
    QCOMPARE(own.monthly[1][index(Category::Migration)], 81024.0);
    QCOMPARE(own.monthly[2][index(Category::Migration)], 0.0);
    QCOMPARE(own.categoryTotals[index(Category::Migration)], 381024.0);
    QCOMPARE(own.total, 881024.0);
    QCOMPARE(*r.breakEvens[0].firstMonth, 13);

    // Amortized: the port spread over the 24 months from month 1 (12,500 a month), the move
    // over the 23 months from month 2 (81,024 / 23 = 3,522.78 a month); the same total.
    const ScenarioResult a = CostEngine::compute(s, CostView::Amortized);
    QVERIFY(a.ok());
    const OptionResult &ownA = a.options[1];
    QCOMPARE(ownA.monthly[0][index(Category::Migration)], 12500.0);
    QVERIFY(near(ownA.monthly[1][index(Category::Migration)], 12500.0 + 81024.0 / 23.0));
    QVERIFY(near(ownA.monthly[23][index(Category::Migration)], 12500.0 + 81024.0 / 23.0));
    QVERIFY(near(ownA.categoryTotals[index(Category::Migration)], 381024.0));
    // Break-even stays on the cash view.
    QCOMPARE(*a.breakEvens[0].firstMonth, 13);

    // Parallel running: the old bill of 20,000 in months 2, 3 and 4 of the cloud option.
    OneTimeCost parallel;
    parallel.name = QStringLiteral("both");
    parallel.kind = OneTimeKind::ParallelRunning;
    parallel.month = 2;
    parallel.parallelMonths = 3;
    parallel.parallelAmountPerMonth = 20000;
    s.options[0].oneTimeCosts = {parallel};
    r = CostEngine::compute(s);
    for (int m : {1, 2, 3})
        QCOMPARE(r.options[0].monthly[std::size_t(m)][index(Category::Migration)], 20000.0);
    QCOMPARE(r.options[0].monthly[4][index(Category::Migration)], 0.0);
    QCOMPARE(r.options[0].total, 24 * 73000.0 + 60000.0);
}

void TestEcosystem::oneTimeCostsCountAgainstTheBudget()
{
    // One 8-GPU instance at 100 an hour: 73,000 a month, 876,000 a plan year, all opex. A
    // budget of 1,000,000 opex a year fits it; a port of 300,000 in month 1 makes year 1
    // 1,176,000 of opex: 176,000 over, and the option is no longer ranked.
    Scenario s = scenario(8, 730, 12);
    s.options = {cloud(QStringLiteral("cloud"), onDemand(100.0, 8))};
    Budget b;
    b.everyYear = BudgetAmount{std::nullopt, 0.0, 1000000.0};
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok() && r.budget);
    QVERIFY(r.budget->options[0].fits);
    OneTimeCost port;
    port.name = QStringLiteral("port");
    port.amount = 300000;
    s.options[0].oneTimeCosts = {port};
    r = CostEngine::compute(s);
    QVERIFY(r.ok() && r.budget);
    const FiscalYearSpend &y1 = r.budget->options[0].fiscalYears[0];
    QCOMPARE(y1.opex, 1176000.0);
    QCOMPARE(y1.capex, 0.0);
    QCOMPARE(*y1.headroomOpex, -176000.0);
    QVERIFY(!r.budget->options[0].fits);
    QCOMPARE(rank(r).recommended, -1);
}

void TestEcosystem::platformSurchargeAndFee()
{
    // One 8-GPU instance at 100 an hour, 730 h: compute 73,000 a month. The platform adds
    // 15 % of it (10,950) and 2 per instance-hour used (730 x 2 = 1,460): 12,410 a month.
    Scenario s = scenario(8, 730, 12);
    CloudOption c = onDemand(100.0, 8);
    c.platform = ManagedPlatform{QStringLiteral("PAI"), 2.0, 15.0, QStringLiteral("CNY")};
    s.options = {cloud(QStringLiteral("pai"), c)};
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].monthly[0][index(Category::Compute)], 73000.0);
    QCOMPARE(r.options[0].monthly[0][index(Category::Platform)], 12410.0);
    QCOMPARE(r.options[0].total, 12 * (73000.0 + 12410.0));
    // Half as busy: the fee follows the hours used, the surcharge the compute.
    s.demand.busyHoursPerMonth = 365;
    r = CostEngine::compute(s);
    QCOMPARE(r.options[0].monthly[0][index(Category::Platform)], 12410.0 / 2);
}

void TestEcosystem::cloudOperationsStaff()
{
    // 64 GPUs on 8-GPU instances = 8 instances; one engineer per 16 instances at 40,000 a
    // month: 8 / 16 x 40,000 = 20,000 a month, whatever the utilization.
    Scenario s = scenario(64, 365, 12);
    CloudOption c = onDemand(100.0, 8);
    c.staff = CloudStaff{16.0, 40000.0, QStringLiteral("CNY")};
    s.options = {cloud(QStringLiteral("ecs"), c)};
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].monthly[0][index(Category::Staff)], 20000.0);
    QCOMPARE(r.options[0].categoryTotals[index(Category::Staff)], 240000.0);
    // On the 2.16x accelerator it needs 30 cards = 4 instances: 4 / 16 x 40,000 = 10,000.
    s.options[0].ecosystem.relativeThroughput = 2.4;
    s.options[0].ecosystem.stackEfficiency = 0.9;
    QCOMPARE(CostEngine::compute(s).options[0].monthly[0][index(Category::Staff)], 10000.0);
}

QTEST_GUILESS_MAIN(TestEcosystem)
#include "tst_ecosystem.moc"
