// Each example scenario's stated conclusion, checked against the engine and by hand.
#include "costengine.h"
#include "scenarioloader.h"

#include <QTest>

using namespace gputco;

namespace {

Scenario load(const QString &name)
{
    const QString path = QFINDTESTDATA(QStringLiteral("../../resources/examples/") + name);
    const LoadResult r = ScenarioLoader::loadFile(path);
    if (!r.ok())
        qFatal("%s", qPrintable(r.errorString()));
    return *r.scenario;
}

const OptionResult &option(const ScenarioResult &r, const char *id)
{
    for (const OptionResult &o : r.options)
        if (o.id == QLatin1String(id))
            return o;
    qFatal("no option %s", id);
}

const BreakEven &breakEven(const ScenarioResult &r, const char *cloud, const char *own)
{
    for (const BreakEven &b : r.breakEvens)
        if (r.options[b.cloudIndex].id == QLatin1String(cloud) && r.options[b.selfHostedIndex].id == QLatin1String(own))
            return b;
    qFatal("no break-even %s/%s", cloud, own);
}

} // namespace

class TestExamples : public QObject
{
    Q_OBJECT

private slots:
    void a100BuyingWinsOverThreeYears();
    void researchTeamOnDemandBeatsSubscription();
    void dataHeavyFeesChangeTheRanking();
    void growingTeamBridgesTheLeadTime();
};

void TestExamples::a100BuyingWinsOverThreeYears()
{
    const Scenario s = load(QStringLiteral("a100-64gpu-36-months.json"));
    QVERIFY(!s.expectedConclusion.isEmpty());
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionResult &od = option(r, "ali-ondemand");
    const OptionResult &sub = option(r, "ali-subscription-1y");
    const OptionResult &spot = option(r, "ali-spot");
    const OptionResult &own = option(r, "buy-8-servers");
    // On-demand: 8 instances x 730 h x 361.397 x 36 = 75,980,105.28
    QCOMPARE(od.total, 75980105.28);
    // Subscription, 50% off, all upfront each year: 3 x 8 x 180.6985 x 730 x 12 = 37,990,052.64
    QCOMPARE(sub.total, 37990052.64);
    // Spot: overhead 0.1/1 + (8/200)(1/2 + 0.5) = 0.14; 8 x 730 x 1.14 x 112.091 x 36 = 26,865,253.50
    QCOMPARE(*spot.spotOverheadFraction, 0.14);
    QVERIFY(std::abs(spot.total - 26865253.50) < 0.01);
    QVERIFY(!spot.warnings.isEmpty()); // 832 billed hours do not fit in a 730-hour month
    // Own: capex 8 x 1,400,000 + 259,200 + 500,000 + 100,000 = 12,059,200
    //  power 8 x 5 kW x 730 h x 1.3 x 0.63 = 23,914.80 a month (fully busy)
    //  space 8 x 6.5 kW x 150 USD x 7.2 = 56,160; staff 40,000; maintenance 4% of 11,959,200 / 12
    //  = 39,864 -> running 159,938.80 a month; 12,059,200 + 36 x 159,938.80 = 17,816,996.80
    QVERIFY(std::abs(own.total - 17816996.80) < 0.01);
    // The ranking the description states.
    QVERIFY(own.total < spot.total);
    QVERIFY(spot.total < sub.total);
    QVERIFY(sub.total < od.total);
    // Against on-demand: 12,059,200 / (2,110,558.48 - 159,938.80) = 6.18 -> month 7.
    const BreakEven &b = breakEven(r, "ali-ondemand", "buy-8-servers");
    QCOMPARE(*b.firstMonth, 7);
    QVERIFY(std::abs(*b.paybackMonths - 12059200.0 / (2110558.48 - 159938.80)) < 1e-6);
    QCOMPARE(*breakEven(r, "ali-subscription-1y", "buy-8-servers").firstMonth, 1);
}

void TestExamples::researchTeamOnDemandBeatsSubscription()
{
    Scenario s = load(QStringLiteral("research-team-30pct.json"));
    QCOMPARE(s.demand.busyHoursPerMonth, 219.0); // 30% of 730
    ScenarioResult r = CostEngine::compute(s);
    // On-demand: 2 x 219 x 361.397 x 24 = 3,799,005.26; subscription 2 x 730 x 180.6985 x 24
    // = 6,331,675.44, paid whether used or not.
    QVERIFY(std::abs(option(r, "ali-ondemand").total - 3799005.264) < 1e-6);
    QVERIFY(std::abs(option(r, "ali-subscription-1y").total - 6331675.44) < 1e-6);
    QVERIFY(option(r, "ali-ondemand").total < option(r, "ali-subscription-1y").total);
    // The subscription pays off only above 50% utilization (50% off list).
    s.demand.busyHoursPerMonth = 0.6 * 730;
    r = CostEngine::compute(s);
    QVERIFY(option(r, "ali-ondemand").total > option(r, "ali-subscription-1y").total);
    s.demand.busyHoursPerMonth = 0.5 * 730;
    r = CostEngine::compute(s);
    QCOMPARE(option(r, "ali-ondemand").total, option(r, "ali-subscription-1y").total);
}

void TestExamples::dataHeavyFeesChangeTheRanking()
{
    const Scenario s = load(QStringLiteral("data-heavy-egress.json"));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionResult &aws = option(r, "aws-p4d");
    const OptionResult &tencent = option(r, "tencent-gt4");
    const OptionResult &ali = option(r, "ali-sccgn7ex");
    const auto compute = [](const OptionResult &o) { return o.categoryTotals[index(Category::Compute)]; };
    // GPU price alone: AWS 2 x 730 x 21.957642 USD x 7.2 x 12 = 2,769,824.79 CNY is the cheapest.
    QVERIFY(std::abs(compute(aws) - 2769824.792448) < 1e-6);
    QVERIFY(compute(aws) < compute(tencent));
    QVERIFY(compute(tencent) < compute(ali));
    // Egress of 307,200 GB a month: 10,140 x 0.09 + 40,960 x 0.085 + 102,400 x 0.07
    // + 153,600 x 0.05 = 19,242.20 USD = 138,543.84 CNY; x 12 = 1,662,526.08.
    QVERIFY(std::abs(aws.categoryTotals[index(Category::Egress)] - 1662526.08) < 1e-6);
    // S3 requests: (10^10 x 0.0004 + 5 x 10^7 x 0.005) / 1000 = 4,250 USD = 30,600 CNY a month.
    QVERIFY(std::abs(aws.categoryTotals[index(Category::StorageIo)] - 12 * 30600.0) < 1e-6);
    // With the fees AWS costs more than Tencent: the ranking changes.
    QVERIFY(tencent.total < aws.total);
    QVERIFY(aws.total < ali.total);
}

void TestExamples::growingTeamBridgesTheLeadTime()
{
    const Scenario s = load(QStringLiteral("growing-team-lead-time.json"));
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    CostEngine::suggestReservedSplits(s, r);
    // Demand 32, 48, 72 GPUs = 4, 6, 9 instances; on-demand 361.397 an instance-hour falling
    // 15% a year: 730 x 361.397 x 12 x (4 + 6 x 0.85 + 9 x 0.85^2) = 49,394,983.03.
    const OptionResult &od = option(r, "ali-ondemand");
    QVERIFY(std::abs(od.total - 49394983.0263) < 0.01);
    // Subscriptions sized to each year's demand, priced when each term starts:
    // 180.6985 x 730 x 12 x (4 + 6 x 0.85 + 9 x 0.7225) = 24,697,491.51.
    const OptionResult &sub = option(r, "ali-subscription-1y");
    QVERIFY(std::abs(sub.total - 24697491.51315) < 0.01);
    // Bridging months 1-4 (32 GPUs = 4 instances): on demand 4 x 4 x 730 x 361.397 =
    // 4,221,116.96; with a 1-year subscription all 12 months are paid: 4 x 180.6985 x 730 x 12
    // = 6,331,675.44.
    const OptionResult &own = option(r, "buy-bridge-ondemand");
    const OptionResult &ownSub = option(r, "buy-bridge-subscription");
    QVERIFY(std::abs(own.categoryTotals[index(Category::CloudBridge)] - 4221116.96) < 0.01);
    QVERIFY(std::abs(ownSub.categoryTotals[index(Category::CloudBridge)] - 6331675.44) < 0.01);
    QCOMPARE(own.unmetGpuHours, 0.0);
    // 9 servers for the year-3 peak of 72 GPUs: capex 9 x 1,400,000 + 259,200 + 500,000 + 100,000.
    QCOMPARE(own.categoryTotals[index(Category::Capex)], 13459200.0);
    // Staff 9/8 FTE x 40,000 = 45,000 a month from month 5, 5% more each year:
    // 8 x 45,000 + 12 x 47,250 + 12 x 49,612.50 = 1,522,350.
    QVERIFY(std::abs(own.categoryTotals[index(Category::Staff)] - 1522350.0) < 1e-6);
    // The ranking the conclusion states.
    const OptionResult &mixed = option(r, "ali-subscription-plus-burst");
    QVERIFY(own.total < sub.total);
    QVERIFY(sub.total < ownSub.total);
    QVERIFY(ownSub.total < mixed.total);
    QVERIFY(mixed.total < od.total);
    QVERIFY(std::abs(own.totalDiscounted - sub.totalDiscounted) < 0.005 * sub.totalDiscounted);
    QVERIFY(sub.totalDiscounted < own.totalDiscounted);
    // The fixed base of 4 is not the cheapest: 6 instances each term is (the engine's search).
    QCOMPARE(mixed.cheapestReservedInstances.value_or(-1), 6);
    QVERIFY(*mixed.cheapestReservedCost < mixed.costAsEntered);
}

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
