// Break-even between cloud and self-hosted options, computed by hand.
#include "builders.h"
#include "costengine.h"

#include <QTest>

using namespace gputco;
using namespace gputco::test;

namespace {

/// Cloud at `cloudMonthly` a month (1 instance, 730 h), self-hosted with `capex` paid in
/// month 1 and `running` a month (staff only, so it does not depend on utilization).
Scenario cloudVersusOwn(double cloudMonthly, double capex, double running, int horizon)
{
    Scenario s = scenario(8, 730, horizon);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(cloudMonthly / 730.0)));
    SelfHostedOption h = server(1, capex);
    h.serversPerFte = 1;
    h.monthlyCostPerFte = running;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    return s;
}

} // namespace

class TestBreakEven : public QObject
{
    Q_OBJECT

private slots:
    void cashViewTrap_data();
    void cashViewTrap();
    void noCrossing();
    void severalCrossings();
    void breakEvenUtilization();
    void pairsAreCloudTimesSelfHosted();
};

void TestBreakEven::cashViewTrap_data()
{
    QTest::addColumn<int>("view");
    QTest::newRow("cash") << int(CostView::Cash);
    QTest::newRow("amortized display, break-even still on cash") << int(CostView::Amortized);
}

void TestBreakEven::cashViewTrap()
{
    // Capex 1,000,000 paid upfront; cloud 100,000 a month; owning costs 20,000 a month to run.
    // Break-even = capex / (cloud - running) = 1,000,000 / 80,000 = 12.5 months, so owning is
    // first cheaper in month 13. Amortizing capex over 60 months and then dividing capex by the
    // monthly saving again would count it twice (and give a much later month).
    QFETCH(int, view);
    const ScenarioResult r = CostEngine::compute(cloudVersusOwn(100000, 1000000, 20000, 36), CostView(view));
    QVERIFY(r.ok());
    QCOMPARE(r.breakEvens.size(), std::size_t(1));
    const BreakEven &b = r.breakEvens[0];
    QCOMPARE(*b.firstMonth, 13);
    QCOMPARE(*b.paybackMonths, 12.5);
    QCOMPARE(b.crossings.size(), std::size_t(1));
    QVERIFY(b.crossings[0].selfHostedBecomesCheaper);
    // End of month 13: cloud 1,300,000; owning 1,000,000 + 13 x 20,000 = 1,260,000.
    QCOMPARE(b.crossings[0].cumulativeCloud, 1300000.0);
    QCOMPARE(b.crossings[0].cumulativeSelfHosted, 1260000.0);
}

void TestBreakEven::noCrossing()
{
    // Cloud 10,000 a month never catches up with 1,000,000 capex plus 20,000 a month.
    const ScenarioResult r = CostEngine::compute(cloudVersusOwn(10000, 1000000, 20000, 36));
    const BreakEven &b = r.breakEvens[0];
    QVERIFY(b.crossings.empty());
    QVERIFY(!b.firstMonth.has_value());
    QVERIFY(!b.paybackMonths.has_value());
    QCOMPARE(b.utilization, BreakEven::Utilization::CloudCheaperAtAnyUse);
}

void TestBreakEven::severalCrossings()
{
    // A 12-month subscription paid all upfront (1,200,000 in months 1, 13, 25) against
    // owning: 1,000,000 capex + 50,000 a month.
    // Month 1: cloud 1,200,000 > own 1,050,000 -> owning cheaper from month 1.
    // Month 4: own 1,200,000 = cloud (a tie counts as owning not dearer); month 5 own
    // 1,250,000 > 1,200,000 -> cloud cheaper from month 5.
    // Month 13: cloud 2,400,000 > own 1,650,000 -> owning cheaper again, and stays so
    // (month 24: own 2,200,000 < 2,400,000; month 25 cloud 3,600,000).
    Scenario s = scenario(8, 730, 36);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption::AllUpfront;
    rp.upfrontPerInstance = 1200000;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("sub"), c));
    SelfHostedOption h = server(1, 1000000);
    h.serversPerFte = 1;
    h.monthlyCostPerFte = 50000;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const BreakEven b = CostEngine::compute(s).breakEvens[0];
    QCOMPARE(b.crossings.size(), std::size_t(3));
    QCOMPARE(b.crossings[0].month, 1);
    QVERIFY(b.crossings[0].selfHostedBecomesCheaper);
    QCOMPARE(b.crossings[1].month, 5);
    QVERIFY(!b.crossings[1].selfHostedBecomesCheaper);
    QCOMPARE(b.crossings[2].month, 13);
    QVERIFY(b.crossings[2].selfHostedBecomesCheaper);
    QCOMPARE(*b.firstMonth, 1);
}

void TestBreakEven::breakEvenUtilization()
{
    // Cloud: 1 instance at 100 CNY/h for U busy hours: 12 x 100 U = 1,200 U.
    // Own: 500,000 capex + power 10 kW x busy share x 730 h x 1 CNY/kWh (no idle draw, PUE 1):
    // busy share U / 730, so 10 U a month, 120 U a year.
    // 1,200 U = 500,000 + 120 U  ->  U = 500,000 / 1,080 = 462.963 h a month (63.4%).
    Scenario s = scenario(8, 200, 12);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(100.0)));
    SelfHostedOption h = server(1, 500000);
    h.typicalKwPerServer = 10;
    h.powerPricePerKwh = 1.0;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const BreakEven b = CostEngine::compute(s).breakEvens[0];
    QCOMPARE(b.utilization, BreakEven::Utilization::Found);
    QVERIFY(std::abs(*b.breakEvenBusyHoursPerMonth - 500000.0 / 1080.0) < 1e-6);
    // At 200 h a month the cloud is cheaper all year: no crossing.
    QVERIFY(!b.firstMonth.has_value());
}

void TestBreakEven::pairsAreCloudTimesSelfHosted()
{
    Scenario s = cloudVersusOwn(100000, 1000000, 20000, 24);
    s.options.push_back(cloud(QStringLiteral("cloud2"), onDemand(50.0)));
    s.options.push_back(selfHosted(QStringLiteral("own2"), server(1, 10)));
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(r.breakEvens.size(), std::size_t(4));
    for (const BreakEven &b : r.breakEvens) {
        QCOMPARE(r.options[b.cloudIndex].kind, OptionKind::Cloud);
        QCOMPARE(r.options[b.selfHostedIndex].kind, OptionKind::SelfHosted);
    }
}

QTEST_GUILESS_MAIN(TestBreakEven)
#include "tst_breakeven.moc"
