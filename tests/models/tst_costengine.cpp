// Each pricing model and fee against values computed by hand (in the comments).
#include "builders.h"
#include "costengine.h"

#include <QTest>

#include <cmath>

using namespace gputco;
using namespace gputco::test;

class TestCostEngine : public QObject
{
    Q_OBJECT

private slots:
    void onDemand();
    void demandGrowth_data();
    void demandGrowth();
    void demandBeyondTheCountIsAnError();
    void reservedIsPaidWhetherUsedOrNot_data();
    void reservedIsPaidWhetherUsedOrNot();
    void reservedRenewal_data();
    void reservedRenewal();
    void reservedRenewalPastHorizon();
    void portfolioBlend_data();
    void portfolioBlend();
    void portfolioTermPastHorizon();
    void portfolioShareRoundsDown();
    void financedPurchase();
    void financedPastTheHorizonIsNotFree_data();
    void financedPastTheHorizonIsNotFree();
    void operationsLumpSum();
    void depreciationMethods();
    void depreciationAsTheBooks_data();
    void depreciationAsTheBooks();
    void alreadyOwnedServers();
    void reservedAutoSizedPerTerm();
    void spotOverhead_data();
    void spotOverhead();
    void mixedReservedBasePlusBurst_data();
    void mixedReservedBasePlusBurst();
    void tieredEgress_data();
    void tieredEgress();
    void hiddenFeesEachInItsCategory();
    void selfHostedPowerWithIdleFraction_data();
    void selfHostedPowerWithIdleFraction();
    void racksRoundUp_data();
    void racksRoundUp();
    void depreciationResidualAndRefresh();
    void staffAndMaintenance();
    void leadTimeDelaysService();
    void currencyConversion_data();
    void currencyConversion();
    void missingExchangeRateIsAnError();
    void scenarioOutOfRangeIsAnError_data();
    void scenarioOutOfRangeIsAnError();
    void npv();
    void leadTimeBridgedByCloud();
    void capacityShortfallBridgedByCloud();
    void reservedBridgeIsPaidForTheWholeTerm();
    void cloudPriceTrend_data();
    void cloudPriceTrend();
    void selfHostedPriceTrends();
    void feeTrend();
    void cheapestReservedSplit_data();
    void cheapestReservedSplit();
    void splitDoesNotLetSpotWorkSlip();
};

void TestCostEngine::onDemand()
{
    // 10 GPUs on 8-GPU instances need ceil(10/8) = 2 instances.
    // 2 instances x 100 h x 50 CNY = 10,000 CNY a month; 12 months = 120,000.
    // Useful GPU-hours: 10 GPUs x 100 h x 12 = 12,000, so 10 CNY per useful GPU-hour.
    Scenario s = scenario(10, 100);
    s.options.push_back(cloud(QStringLiteral("od"), test::onDemand(50.0)));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionResult &o = r.options[0];
    QCOMPARE(o.monthlyTotal[0], 10000.0);
    QCOMPARE(o.total, 120000.0);
    QCOMPARE(o.categoryTotals[index(Category::Compute)], 120000.0);
    QCOMPARE(o.usefulGpuHours, 12000.0);
    QCOMPARE(*o.costPerUsefulGpuHour, 10.0);
    QCOMPARE(o.cumulative[5], 60000.0);
}

void TestCostEngine::demandGrowth_data()
{
    QTest::addColumn<double>("gpus");
    QTest::addColumn<double>("growth");
    QTest::addColumn<int>("month");
    QTest::addColumn<int>("expected");
    // Growth steps at each 12-month anniversary and rounds up to whole GPUs.
    QTest::newRow("year 1") << 10.0 << 50.0 << 12 << 10;
    QTest::newRow("year 2: 10 x 1.5") << 10.0 << 50.0 << 13 << 15;
    QTest::newRow("year 3: 10 x 1.5^2 = 22.5 -> 23") << 10.0 << 50.0 << 25 << 23;
    QTest::newRow("shrinking: 64 x 0.9 = 57.6 -> 58") << 64.0 << -10.0 << 13 << 58;
    QTest::newRow("no growth, fractional count rounds up") << 7.2 << 0.0 << 1 << 8;
}

void TestCostEngine::demandGrowth()
{
    QFETCH(double, gpus);
    QFETCH(double, growth);
    QFETCH(int, month);
    QFETCH(int, expected);
    Demand d;
    d.gpuCount = gpus;
    d.growthPercentPerYear = growth;
    QCOMPARE(CostEngine::demandGpus(d, month), expected);
}

void TestCostEngine::demandBeyondTheCountIsAnError()
{
    // A what-if can take a demand past the 1e9 GPUs the engine counts (files are refused at load).
    // 1e8 GPUs doubling a year: 1e8, 2e8, 4e8, 8e8 in years 1-4, 1.6e9 in year 5 (month 49).
    Scenario s = scenario(1e8, 730, 48);
    s.demand.growthPercentPerYear = 100;
    CloudOption c;
    c.gpusPerInstance = 8;
    c.onDemand = OnDemandPricing{};
    c.onDemand->pricePerInstanceHour = 100;
    s.options.push_back(cloud(QStringLiteral("od"), c));
    QVERIFY(CostEngine::compute(s).ok()); // 48 months: at most 8e8
    s.horizonMonths = 49;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(!r.ok());
    QVERIFY2(r.errors.join(u';').contains(QStringLiteral("in month 49")), qPrintable(r.errors.join(u';')));
}

void TestCostEngine::reservedIsPaidWhetherUsedOrNot_data()
{
    QTest::addColumn<double>("busyHours");
    QTest::newRow("0% utilization") << 0.0;
    QTest::newRow("50%") << 365.0;
    QTest::newRow("100%") << 730.0;
}

void TestCostEngine::reservedIsPaidWhetherUsedOrNot()
{
    // 8 GPUs = 1 instance reserved at 100,000 CNY a month, no upfront:
    // 12 x 100,000 = 1,200,000 CNY whatever the GPUs do.
    QFETCH(double, busyHours);
    Scenario s = scenario(8, busyHours);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption::NoUpfront;
    rp.monthlyPerInstance = 100000.0;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("ri"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.total, 1200000.0);
    QCOMPARE(o.monthlyTotal[6], 100000.0);
    QCOMPARE(o.unmetGpuHours, 0.0);
    if (busyHours == 0.0)
        QVERIFY(!o.costPerUsefulGpuHour.has_value()); // nothing useful was done
    else
        QCOMPARE(*o.costPerUsefulGpuHour, 1200000.0 / (8 * busyHours * 12));
}

void TestCostEngine::reservedRenewal_data()
{
    QTest::addColumn<int>("payment");
    QTest::addColumn<bool>("renew");
    QTest::addColumn<int>("view");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("month13");
    QTest::addColumn<double>("owedAfter");
    QTest::addColumn<double>("unmetGpuHours");
    // Horizon 30 months, 12-month terms, 1 instance of 8 GPUs busy 730 h.
    // All upfront 1,000,000: paid in months 1, 13 and 25. The third term runs 6 of its 12
    // months past the horizon: 6/12 of its upfront (500,000) is for months after the horizon and
    // is reported after it, not in the total (both views): 1,000,000 + 1,000,000 + 500,000.
    QTest::newRow("all upfront, cash") << int(PaymentOption::AllUpfront) << true << int(CostView::Cash) << 2500000.0
                                       << 1000000.0 << 500000.0 << 0.0;
    // Amortized: 1,000,000 / 12 = 83,333.33 a month x 30 = 2,500,000; 6 x 83,333.33 = 500,000
    // of the third term falls after the horizon.
    QTest::newRow("all upfront, amortized") << int(PaymentOption::AllUpfront) << true << int(CostView::Amortized)
                                            << 2500000.0 << 1000000.0 / 12 << 500000.0 << 0.0;
    // No upfront 50,000 a month: 30 x 50,000 = 1,500,000; 6 x 50,000 = 300,000 still owed.
    QTest::newRow("no upfront") << int(PaymentOption::NoUpfront) << true << int(CostView::Cash) << 1500000.0 << 50000.0
                                << 300000.0 << 0.0;
    // Not renewed: 12 x 50,000 = 600,000; months 13-30 unserved: 18 x 8 x 730 = 105,120 GPU-h.
    QTest::newRow("no renewal") << int(PaymentOption::NoUpfront) << false << int(CostView::Cash) << 600000.0 << 0.0
                                << 0.0 << 105120.0;
}

void TestCostEngine::reservedRenewal()
{
    QFETCH(int, payment);
    QFETCH(bool, renew);
    QFETCH(int, view);
    QFETCH(double, total);
    QFETCH(double, month13);
    QFETCH(double, owedAfter);
    QFETCH(double, unmetGpuHours);
    Scenario s = scenario(8, 730, 30);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption(payment);
    rp.renew = renew;
    if (rp.payment == PaymentOption::AllUpfront)
        rp.upfrontPerInstance = 1000000.0;
    else
        rp.monthlyPerInstance = 50000.0;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("ri"), c));
    const OptionResult o = CostEngine::compute(s, CostView(view)).options[0];
    QCOMPARE(o.total, total);
    QCOMPARE(o.monthlyTotal[12], month13);
    QCOMPARE(o.owedAfterHorizon, owedAfter);
    QCOMPARE(o.unmetGpuHours, unmetGpuHours);
    QCOMPARE(o.warnings.isEmpty(), owedAfter == 0.0 && unmetGpuHours == 0.0);
}

// Issue 13's case: a 3-year term paid all upfront (3,600,000) renewed in month 37 of a 48-month
// plan. The renewal covers months 37-72; 24 of its 36 months are after the horizon: 2,400,000 is
// reported after the horizon with a warning, 1,200,000 counts in the total (4,800,000). The cash
// paid in month 37 is still 3,600,000: a budget counts all of it (plan year 4: 3,600,000).
void TestCostEngine::reservedRenewalPastHorizon()
{
    Scenario s = scenario(8, 730, 48);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 36;
    rp.payment = PaymentOption::AllUpfront;
    rp.upfrontPerInstance = 3600000.0;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("ri3y"), c));
    Budget b;
    b.everyYear = BudgetAmount{3000000.0, std::nullopt, std::nullopt};
    s.budget = b;
    for (CostView view : {CostView::Cash, CostView::Amortized}) {
        const ScenarioResult r = CostEngine::compute(s, view);
        const OptionResult &o = r.options[0];
        QCOMPARE(o.total, 4800000.0);
        QCOMPARE(o.owedAfterHorizon, 2400000.0);
        QCOMPARE(o.warnings.size(), qsizetype(1));
        QVERIFY(o.warnings[0].contains(QStringLiteral("24 month(s) past the horizon")));
        if (view == CostView::Cash) {
            QCOMPARE(o.monthlyTotal[36], 1200000.0);
            const OptionBudget &ob = r.budget->options[0];
            QCOMPARE(ob.fiscalYears[3].spend, 3600000.0); // year 4: all the cash paid in month 37
            QCOMPARE(ob.fiscalYears[3].firstOverrunMonth.value(), 37);
            QCOMPARE(ob.fiscalYears[0].firstOverrunMonth.value(), 1);
        }
    }
}

// One server bought for 1,000,000 with a 36-month loan at 6 % a year (r = 0.5 % a month):
// payment = 1,000,000 x 0.005 / (1 - 1.005^-36) = 30,421.94. Month 1: interest 1,000,000 x
// 0.005 = 5,000, principal 25,421.94. Over 36 payments the principal adds up to 1,000,000 and
// the interest to 36 x 30,421.94 - 1,000,000 = 95,189.75. Amortized: the same interest, capex
// depreciated as before (1,000,000 / 60 a month), no principal lines.
// A finance lease (20 % down, 36 months at 6.5 %, 1 % fees, 10 % balloon) over a 24-month
// horizon: P = 800,000, B = 100,000, r = 0.065 / 12; payment = (P - B (1 + r)^-36) r /
// (1 - (1 + r)^-36) = 21,995.97; month 1: 200,000 down + principal 17,662.64 (interest 4,333.33,
// fees 8,000). Payments 25-36 and the balloon, 363,951.62, are owed after the horizon.
/// Issue 13's portfolio: 10 one-GPU instances busy all month (730 h), on-demand at 100/h,
/// 30 % on a 1-year term at 40 % off (60/h), 20 % on a 3-year term at 60 % off (40/h), the
/// remaining 50 % on demand. Blended rate 0.5 x 100 + 0.3 x 60 + 0.2 x 40 = 76/h.
static CloudOption portfolio(PaymentOption oneYear, PaymentOption threeYear)
{
    CloudOption c = onDemand(100.0, 1);
    ReservedPricing y1;
    y1.termMonths = 12;
    y1.payment = oneYear;
    y1.listPricePerInstanceHour = 100.0; // 40 % off: 60/h
    y1.discountPercent = 40.0;
    y1.sharePercent = 30.0; // floor(0.3 x 10) = 3 instances
    y1.currency = QStringLiteral("CNY");
    ReservedPricing y3;
    y3.termMonths = 36;
    y3.payment = threeYear;
    y3.effectivePricePerInstanceHour = 40.0; // 60 % off
    y3.sharePercent = 20.0; // 2 instances
    y3.currency = QStringLiteral("CNY");
    c.commitments = {y1, y3};
    return c;
}

void TestCostEngine::portfolioBlend_data()
{
    QTest::addColumn<int>("view");
    QTest::addColumn<double>("month1");
    QTest::addColumn<double>("month2");
    QTest::addColumn<double>("month13");
    // Monthly: on demand 5 x 730 x 100 = 365,000; 1-year 3 x 730 x 60 = 131,400; 3-year
    // 2 x 730 x 40 = 58,400; sum 554,800 = 10 x 730 x 76. Over 36 months 19,972,800.
    // The 1-year terms are paid all upfront: 3 x 60 x 730 x 12 = 1,576,800 in months 1, 13
    // and 25 (cash), 131,400 a month amortized; the 3-year term monthly (no upfront).
    // Cash month 1 and 13: 365,000 + 1,576,800 + 58,400 = 2,000,200; month 2: 423,400.
    QTest::newRow("cash") << int(CostView::Cash) << 2000200.0 << 423400.0 << 2000200.0;
    QTest::newRow("amortized") << int(CostView::Amortized) << 554800.0 << 554800.0 << 554800.0;
}

void TestCostEngine::portfolioBlend()
{
    QFETCH(int, view);
    QFETCH(double, month1);
    QFETCH(double, month2);
    QFETCH(double, month13);
    Scenario s = scenario(10, 730, 36);
    s.options.push_back(
        cloud(QStringLiteral("portfolio"), portfolio(PaymentOption::AllUpfront, PaymentOption::NoUpfront)));
    const OptionResult o = CostEngine::compute(s, CostView(view)).options[0];
    QCOMPARE(o.monthlyTotal[0], month1);
    QCOMPARE(o.monthlyTotal[1], month2);
    QCOMPARE(o.monthlyTotal[12], month13);
    QCOMPARE(o.monthlyTotal[24], month13);
    QCOMPARE(o.total, 19972800.0);
    QCOMPARE(o.owedAfterHorizon, 0.0);
    QCOMPARE(o.unmetGpuHours, 0.0);
    QVERIFY(o.blendedRatePerInstanceHour);
    QCOMPARE(*o.blendedRatePerInstanceHour, 76.0);
    QVERIFY(o.warnings.isEmpty());
}

// The same portfolio over 24 months, the 3-year term paid all upfront: 2 x 40 x 730 x 36 =
// 2,102,400 in month 1, of which 12/36 = 700,800 is for months after the horizon (owed
// after it, prepaid in month 1); 1,401,600 counts. 1-year terms monthly, renewed in month 13.
// Total 24 x 554,800 = 13,315,200 in both views; cash month 1: 365,000 + 131,400 + 1,401,600
// = 1,898,000, month 2: 496,400. Blended rate 13,315,200 / (24 x 7,300) = 76.
void TestCostEngine::portfolioTermPastHorizon()
{
    Scenario s = scenario(10, 730, 24);
    s.options.push_back(
        cloud(QStringLiteral("portfolio"), portfolio(PaymentOption::NoUpfront, PaymentOption::AllUpfront)));
    for (CostView view : {CostView::Cash, CostView::Amortized}) {
        const OptionResult o = CostEngine::compute(s, view).options[0];
        QCOMPARE(o.total, 13315200.0);
        QCOMPARE(o.owedAfterHorizon, 700800.0);
        QCOMPARE(*o.blendedRatePerInstanceHour, 76.0);
        QCOMPARE(o.monthlyTotal[12], view == CostView::Cash ? 496400.0 : 554800.0);
        QCOMPARE(o.warnings.size(), 1);
        if (view == CostView::Cash) {
            QCOMPARE(o.monthlyTotal[0], 1898000.0);
            QCOMPARE(o.monthlyTotal[1], 496400.0);
            QCOMPARE(o.prepaidAfterHorizonByMonth.at(0), 700800.0);
        } else {
            QCOMPARE(o.monthlyTotal[0], 554800.0);
        }
    }
}

// Shares are rounded down: 7 instances, 30 % -> floor(2.1) = 2 reserved at 60/h, 5 on demand
// at 100/h: 730 x (2 x 60 + 5 x 100) = 452,600 a month; blended 620 / 7 = 88.571.../h.
void TestCostEngine::portfolioShareRoundsDown()
{
    Scenario s = scenario(7, 730, 12);
    CloudOption c = portfolio(PaymentOption::NoUpfront, PaymentOption::NoUpfront);
    c.commitments.pop_back();
    s.options.push_back(cloud(QStringLiteral("portfolio"), c));
    const OptionResult o = CostEngine::compute(s, CostView::Cash).options[0];
    QCOMPARE(o.monthlyTotal[0], 452600.0);
    QCOMPARE(*o.blendedRatePerInstanceHour, 620.0 / 7.0);
}

void TestCostEngine::financedPurchase()
{
    QCOMPARE(std::round(CostEngine::annuityPayment(1000000, 0.005, 36) * 100) / 100, 30421.94);
    QCOMPARE(CostEngine::annuityPayment(1200, 0.0, 12, 0.0), 100.0);
    Scenario s = scenario(8, 730, 48);
    SelfHostedOption h = server(1, 1000000);
    Financing f;
    f.termMonths = 36;
    f.annualRate = 0.06;
    h.financing = f;
    s.options.push_back(selfHosted(QStringLiteral("loan"), h));
    OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(std::round(o.monthly[0][index(Category::Interest)] * 100) / 100, 5000.0);
    QCOMPARE(std::round(o.monthly[0][index(Category::Capex)] * 100) / 100, 25421.94);
    QCOMPARE(std::round(o.categoryTotals[index(Category::Capex)] * 100) / 100, 1000000.0);
    QCOMPARE(std::round(o.categoryTotals[index(Category::Interest)] * 100) / 100, 95189.75);
    QCOMPARE(o.monthly[36][index(Category::Capex)], 0.0);
    QCOMPARE(o.owedAfterHorizon, 0.0);
    const OptionResult a = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(std::round(a.categoryTotals[index(Category::Interest)] * 100) / 100, 95189.75);
    QCOMPARE(a.categoryTotals[index(Category::Capex)], 0.0);
    QCOMPARE(std::round(a.monthly[0][index(Category::Depreciation)] * 100) / 100, 16666.67);

    s.horizonMonths = 24;
    Financing lease;
    lease.kind = FinancingKind::FinanceLease;
    lease.downPaymentFraction = 0.2;
    lease.termMonths = 36;
    lease.annualRate = 0.065;
    lease.feesFraction = 0.01;
    lease.balloonFraction = 0.1;
    std::get<SelfHostedOption>(s.options[0].spec).financing = lease;
    o = CostEngine::compute(s).options[0];
    QCOMPARE(std::round(CostEngine::annuityPayment(800000, 0.065 / 12, 36, 100000) * 100) / 100, 21995.97);
    QCOMPARE(std::round(o.monthly[0][index(Category::Capex)] * 100) / 100, 217662.64);
    QCOMPARE(std::round(o.monthly[0][index(Category::Interest)] * 100) / 100, 12333.33);
    QCOMPARE(std::round(o.owedAfterHorizon * 100) / 100, 363951.62);
    QCOMPARE(std::round((o.categoryTotals[index(Category::Capex)] + o.categoryTotals[index(Category::Interest)]) * 100)
            / 100,
        std::round((200000 + 8000 + 24 * 21995.968680223665) * 100) / 100);
    QVERIFY(o.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("owed after it")));
}

// Financing that runs past the horizon is not free (issue 33, item 1). One server of 1,000,000
// (60-month life, no running costs) over 24 months at 8 % a year (v = 1.08^(-1/12)): the book
// value left, 1,000,000 x 36 / 60 = 600,000, is credited whatever the financing, and what is
// still owed on the servers then is added back.
//   cash: total 1,000,000 paid at the start of month 1 (purchases are discounted from the start
//   of their month, as the decision has it: issue 34), PV 1,000,000; compared 1,000,000 - 600,000
//   = 400,000, PV 1,000,000 - 600,000 v^24 (1.08^-2 = 0.857339) = 485,596.71.
//   0 % finance lease, 100 % balloon, 240 months: payments (P - B) / n = 0, nothing paid within
//   the horizon; the whole 1,000,000 owed at the end. Compared 0 - 600,000 + 1,000,000 = 400,000,
//   as cash (before: -600,000, cheaper than free). PV (1,000,000 - 600,000) v^24 = 342,935.53:
//   below cash by 1,000,000 (1 - v^24) = 142,661.18, the worth at 8 % of paying 24 months later.
//   The 6.5 % lease of financedPurchase: balance after 24 payments P (1 + r)^24 - A ((1 + r)^24
//   - 1) / r = 348,611.74 (of the 363,951.62 owed, the rest is interest of months 25-36, not
//   counted); compared total = cash's + the interest and fees paid within the horizon
//   (76,514.98 + 8,000) = 484,514.98; PV: the down payment and each month's principal from the
//   start of its month, the fees and interest from its end, less (600,000 - 348,611.74) v^24:
//   482,817.30 (worked out month by month, in Python, from the schedule above).
void TestCostEngine::financedPastTheHorizonIsNotFree_data()
{
    QTest::addColumn<int>("financing"); // 0 cash, 1 the 0 % lease, 2 the 6.5 % lease
    QTest::addColumn<double>("debt");
    QTest::addColumn<double>("comparisonTotal");
    QTest::addColumn<double>("comparisonDiscounted");
    QTest::newRow("cash") << 0 << 0.0 << 400000.0 << 485596.71;
    QTest::newRow("0 % lease, 100 % balloon") << 1 << 1000000.0 << 400000.0 << 342935.53;
    QTest::newRow("6.5 % lease, 10 % balloon") << 2 << 348611.74 << 484514.98 << 482817.3;
}

void TestCostEngine::financedPastTheHorizonIsNotFree()
{
    QFETCH(int, financing);
    QFETCH(double, debt);
    QFETCH(double, comparisonTotal);
    QFETCH(double, comparisonDiscounted);
    Scenario s = scenario(8, 730, 24);
    s.discountRatePerYear = 0.08;
    SelfHostedOption h = server(1, 1000000);
    if (financing == 1) {
        Financing f;
        f.kind = FinancingKind::FinanceLease;
        f.termMonths = 240;
        f.balloonFraction = 1.0;
        h.financing = f;
    } else if (financing == 2) {
        Financing f;
        f.kind = FinancingKind::FinanceLease;
        f.downPaymentFraction = 0.2;
        f.termMonths = 36;
        f.annualRate = 0.065;
        f.feesFraction = 0.01;
        f.balloonFraction = 0.1;
        h.financing = f;
    }
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    auto cents = [](double v) { return std::round(v * 100) / 100; };
    QCOMPARE(o.endOfHorizonCredit, 600000.0);
    QCOMPARE(cents(o.debtAtHorizonEnd), debt);
    QCOMPARE(cents(o.comparisonTotal), comparisonTotal);
    QCOMPARE(cents(o.comparisonDiscounted), comparisonDiscounted);
    // Undiscounted, financing costs exactly what it charges within the horizon, never less.
    QCOMPARE(cents(o.comparisonTotal - o.categoryTotals[index(Category::Interest)]), 400000.0);
    if (financing == 1)
        QCOMPARE(o.total, 0.0); // the cash total stays what is paid within the horizon
    if (financing != 0)
        QVERIFY(o.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("netted against the servers' value")));
    // The amortized view charges depreciation, not principal: nothing to credit or add back.
    const OptionResult a = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(a.debtAtHorizonEnd, 0.0);
    QCOMPARE(a.comparisonTotal, a.total);
    QCOMPARE(cents(a.total - a.categoryTotals[index(Category::Interest)]), 400000.0);
}

// Running costs as one amount: 10,000 a month plus 5 maintenance hours at 800: 14,000 a month in
// service; with a lead time of 3 months over 12 months: 9 x 14,000 = 126,000.
void TestCostEngine::operationsLumpSum()
{
    Scenario s = scenario(8, 730, 12);
    SelfHostedOption h = server(1, 1000000);
    h.operationsPerMonth = 10000;
    h.maintenanceHoursPerMonth = 5;
    h.pricePerMaintenanceHour = 800;
    h.leadTimeMonths = 3;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthly[2][index(Category::Operations)], 0.0);
    QCOMPARE(o.monthly[3][index(Category::Operations)], 14000.0);
    QCOMPARE(o.categoryTotals[index(Category::Operations)], 126000.0);
}

// One server of 1,200,000 (no residual), 48-month life.
// Double declining balance as the books keep it: 2 / 4 years = 50 % of the book value at the
// start of each year, a twelfth a month: year 1 600,000 (50,000 a month), year 2 300,000
// (25,000 a month), leaving 300,000 after 24 months; the last two years straight line,
// 150,000 a year (12,500 a month); over the whole life 1,200,000.
// Exponential decay 27.6 % a year (0.724 a year): month 1 1,200,000 x (1 - 0.724^(1/12)) =
// 31,865.65; book value after 24 months 1,200,000 x 0.724^2 = 629,011.20; resold at the end of
// life (cash view, refresh in month 49 of 60) for 1,200,000 x 0.724^4 = 329,712.57.
void TestCostEngine::depreciationAsTheBooks_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<std::vector<double>>("years");
    QTest::addColumn<std::vector<double>>("bookValues");
    // A server of 300,000 with a 6-year life and a 5 % residual (15,000), in service in month 1.
    // Double declining balance: a third of the book value at the start of each year: 100,000,
    // 66,666.67, 44,444.44, 29,629.63, then the last two years straight line: (59,259.26 -
    // 15,000) / 2 = 22,129.63 each. Sum of the years' digits: 285,000 x 6/21, 5/21, ... 1/21.
    QTest::newRow("double declining") << int(DepreciationMethod::DecliningBalance)
                                      << std::vector<double>{100000, 66666.67, 44444.44, 29629.63, 22129.63, 22129.63}
                                      << std::vector<double>{200000, 133333.33, 88888.89, 59259.26, 37129.63, 15000};
    QTest::newRow("sum of the years' digits")
        << int(DepreciationMethod::SumOfYearsDigits)
        << std::vector<double>{81428.57, 67857.14, 54285.71, 40714.29, 27142.86, 13571.43}
        << std::vector<double>{218571.43, 150714.29, 96428.57, 55714.29, 28571.43, 15000};
}

// The amortized view's depreciation by year and the book value at each year end are the
// fixed-asset ledger's figures (issue 34).
void TestCostEngine::depreciationAsTheBooks()
{
    QFETCH(int, method);
    QFETCH(std::vector<double>, years);
    QFETCH(std::vector<double>, bookValues);
    Scenario s = scenario(8, 730, 72);
    SelfHostedOption h = server(1, 300000);
    h.lifeMonths = 72;
    h.residualFraction = 0.05;
    h.refresh = false;
    h.depreciationMethod = DepreciationMethod(method);
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult a = CostEngine::compute(s, CostView::Amortized).options[0];
    for (std::size_t y = 0; y < years.size(); ++y) {
        double year = 0.0;
        for (std::size_t m = 12 * y; m < 12 * y + 12; ++m)
            year += a.monthly[m][index(Category::Depreciation)];
        QCOMPARE(std::round(year * 100) / 100, years[y]);
        s.horizonMonths = int(12 * y + 12);
        const double book = CostEngine::compute(s).options[0].bookValueAtHorizonEnd;
        QCOMPARE(std::round(book * 100) / 100, bookValues[y]);
    }
}

void TestCostEngine::depreciationMethods()
{
    Scenario s = scenario(8, 730, 48);
    SelfHostedOption h = server(1, 1200000);
    h.lifeMonths = 48;
    h.depreciationMethod = DepreciationMethod::DecliningBalance;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    OptionResult a = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(a.monthly[0][index(Category::Depreciation)], 50000.0);
    QCOMPARE(a.monthly[11][index(Category::Depreciation)], 50000.0);
    QCOMPARE(a.monthly[12][index(Category::Depreciation)], 25000.0);
    QCOMPARE(a.monthly[47][index(Category::Depreciation)], 12500.0);
    QCOMPARE(std::round(a.categoryTotals[index(Category::Depreciation)] * 100) / 100, 1200000.0);
    s.horizonMonths = 24;
    QCOMPARE(std::round(CostEngine::compute(s).options[0].bookValueAtHorizonEnd * 100) / 100, 300000.0);

    std::get<SelfHostedOption>(s.options[0].spec).depreciationMethod = DepreciationMethod::ExponentialDecay;
    std::get<SelfHostedOption>(s.options[0].spec).decayPercentPerYear = 27.6;
    a = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(std::round(a.monthly[0][index(Category::Depreciation)] * 100) / 100, 31865.65);
    QCOMPARE(std::round(a.bookValueAtHorizonEnd * 100) / 100, 629011.2);
    s.horizonMonths = 60;
    const OptionResult cash = CostEngine::compute(s).options[0];
    QCOMPARE(std::round(cash.monthly[48][index(Category::ResidualValue)] * 100) / 100, -329712.57);
    QCOMPARE(cash.monthly[48][index(Category::Capex)], 1200000.0);
}

// Servers already owned, 24 of 60 months old (cost 1,200,000, straight-line, no residual): nothing
// is bought in month 1; 20,000 a month of depreciation; after 36 months their life ends. Over
// 36 months: no capex, book value 0 at the end. Over 48 months: bought again in month 37
// (1,200,000), 12 months into the new life at the end: book value 1,200,000 x 48 / 60 = 960,000.
void TestCostEngine::alreadyOwnedServers()
{
    Scenario s = scenario(8, 730, 36);
    SelfHostedOption h = server(1, 1200000);
    h.alreadyOwnedAgeMonths = 24;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    OptionResult cash = CostEngine::compute(s).options[0];
    QCOMPARE(cash.categoryTotals[index(Category::Capex)], 0.0);
    QCOMPARE(cash.bookValueAtHorizonEnd, 0.0);
    const OptionResult amortized = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(amortized.monthly[0][index(Category::Depreciation)], 20000.0);
    QCOMPARE(amortized.categoryTotals[index(Category::Depreciation)], 720000.0);
    s.horizonMonths = 48;
    cash = CostEngine::compute(s).options[0];
    QCOMPARE(cash.monthly[36][index(Category::Capex)], 1200000.0);
    QCOMPARE(cash.categoryTotals[index(Category::Capex)], 1200000.0);
    QCOMPARE(cash.bookValueAtHorizonEnd, 960000.0);
}

void TestCostEngine::reservedAutoSizedPerTerm()
{
    // 8 GPUs growing 100% a year: 1 instance in year 1, 2 in year 2. An auto-sized 12-month
    // reservation at 10,000 per instance-month: 12 x 10,000 + 12 x 20,000 = 360,000.
    Scenario s = scenario(8, 730, 24);
    s.demand.growthPercentPerYear = 100.0;
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.monthlyPerInstance = 10000.0;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("ri"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthlyTotal[11], 10000.0);
    QCOMPARE(o.monthlyTotal[12], 20000.0);
    QCOMPARE(o.total, 360000.0);
}

void TestCostEngine::spotOverhead_data()
{
    QTest::addColumn<bool>("gang");
    QTest::addColumn<double>("overhead");
    QTest::addColumn<double>("young");
    // 16 GPUs = 2 instances; lambda 0.01 per instance-hour; T = 2 h, C = 0.1 h, R = 0.5 h.
    // Gang-scheduled: job rate 0.02/h. Overhead = C/T + lambda (T/2 + R) = 0.05 + 0.02 x 1.5
    // = 0.08. Young: M = 50 h, sqrt(2 x 0.1 x 50) = sqrt(10) = 3.16228 h.
    QTest::newRow("gang") << true << 0.08 << std::sqrt(10.0);
    // Independent instances: 0.05 + 0.01 x 1.5 = 0.065; Young sqrt(2 x 0.1 x 100) = sqrt(20).
    QTest::newRow("independent") << false << 0.065 << std::sqrt(20.0);
}

void TestCostEngine::spotOverhead()
{
    QFETCH(bool, gang);
    QFETCH(double, overhead);
    QFETCH(double, young);
    Scenario s = scenario(16, 300);
    s.options.push_back(cloud(QStringLiteral("spot"), test::spot(gang)));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(*o.spotOverheadFraction, overhead);
    QCOMPARE(*o.spotYoungIntervalHours, young);
    // Billed: 2 instances x 300 h x (1 + overhead) x 30 CNY; gang: 648 h x 30 = 19,440.
    QCOMPARE(o.monthlyTotal[0], 2 * 300 * (1 + overhead) * 30.0);
    if (gang)
        QCOMPARE(o.monthlyTotal[0], 19440.0);
    // Useful work is the demand, not the billed hours: 16 x 300 x 12 = 57,600.
    QCOMPARE(o.usefulGpuHours, 57600.0);
}

void TestCostEngine::mixedReservedBasePlusBurst_data()
{
    QTest::addColumn<bool>("burstOnSpot");
    QTest::addColumn<double>("monthly");
    // 24 GPUs = 3 instances. 1 reserved at 60,000 a month; the other 2 instances:
    // on-demand 2 x 730 x 100 = 146,000 -> 206,000; spot (no interruptions) 2 x 730 x 30
    // = 43,800 -> 103,800.
    QTest::newRow("on-demand burst") << false << 206000.0;
    QTest::newRow("spot burst") << true << 103800.0;
}

void TestCostEngine::mixedReservedBasePlusBurst()
{
    QFETCH(bool, burstOnSpot);
    QFETCH(double, monthly);
    Scenario s = scenario(24, 730);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.monthlyPerInstance = 60000.0;
    rp.instances = 1;
    c.reserved = rp;
    if (burstOnSpot) {
        SpotPricing sp;
        sp.pricePerInstanceHour = 30.0;
        c.spot = sp;
    } else {
        c.onDemand = OnDemandPricing{};
        c.onDemand->pricePerInstanceHour = 100.0;
    }
    s.options.push_back(cloud(QStringLiteral("mixed"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthlyTotal[0], monthly);
    QCOMPARE(o.unmetGpuHours, 0.0);
}

void TestCostEngine::tieredEgress_data()
{
    QTest::addColumn<double>("gb");
    QTest::addColumn<double>("cost");
    // Tiers: first 100 GB free, then 0.09 up to 10,240 GB, 0.085 up to 51,200 GB, 0.07 above.
    QTest::newRow("nothing") << 0.0 << 0.0;
    QTest::newRow("inside the free tier") << 50.0 << 0.0;
    QTest::newRow("exactly the free tier") << 100.0 << 0.0;
    QTest::newRow("1,100 GB: 1,000 x 0.09") << 1100.0 << 90.0;
    QTest::newRow("at the 10 TB boundary: 10,140 x 0.09") << 10240.0 << 912.6;
    QTest::newRow("20,240 GB: 912.6 + 10,000 x 0.085") << 20240.0 << 1762.6;
    QTest::newRow("61,200 GB: 912.6 + 40,960 x 0.085 + 10,000 x 0.07") << 61200.0 << 5094.2;
}

void TestCostEngine::tieredEgress()
{
    QFETCH(double, gb);
    QFETCH(double, cost);
    const std::vector<PriceTier> tiers = {{100.0, 0.0}, {10240.0, 0.09}, {51200.0, 0.085}, {std::nullopt, 0.07}};
    QCOMPARE(CostEngine::tieredCost(gb, tiers), cost);
}

void TestCostEngine::hiddenFeesEachInItsCategory()
{
    Scenario s = scenario(8, 0);
    CloudOption c = test::onDemand(10.0);
    HiddenFees &f = c.fees;
    f.bandwidth = BandwidthFee{100, 20, {}, {}}; // 100 Mbps x 20 = 2,000
    f.crossAz = CrossAzFee{1000, 0.01, {}}; // 1,000 GB x 0.01 x 2 directions = 20
    f.storage.push_back({QStringLiteral("CPFS"), 5000, 0.1, {}, {}}); // 500
    f.checkpoints = CheckpointStorage{200, 5, 0.1, {}}; // 200 GB x 5 kept x 0.1 = 100
    f.requests.push_back({QStringLiteral("GET"), 2000000, 0.004, {}, {}}); // 2,000 x 0.004 = 8
    f.provisioned = ProvisionedPerformanceFee{10000, 0.005, 500, 0.04, {}}; // 50 + 20 = 70
    f.other.push_back({QStringLiteral("NAT"), 300, {}}); // 300
    s.options.push_back(cloud(QStringLiteral("fees"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    const CategoryAmounts &m = o.monthly[0];
    QCOMPARE(m[index(Category::Compute)], 0.0); // the GPUs are never busy
    QCOMPARE(m[index(Category::Bandwidth)], 2000.0);
    QCOMPARE(m[index(Category::CrossAz)], 20.0);
    QCOMPARE(m[index(Category::StorageCapacity)], 600.0);
    QCOMPARE(m[index(Category::StorageIo)], 78.0);
    QCOMPARE(m[index(Category::OtherFees)], 300.0);
    // 12 x (2,000 + 20 + 600 + 78 + 300) = 12 x 2,998 = 35,976; all of it hidden fees.
    QCOMPARE(o.hiddenFeesTotal, 35976.0);
    QCOMPARE(o.total, 35976.0);
}

void TestCostEngine::selfHostedPowerWithIdleFraction_data()
{
    QTest::addColumn<double>("gpus");
    QTest::addColumn<double>("busyHours");
    QTest::addColumn<double>("power");
    // 2 servers x 8 GPUs, 10 kW each when busy, idle draws 30%, PUE 1.5, 0.6 CNY/kWh.
    // kWh = 2 x 10 x (0.3 + 0.7 x busy share) x 730 x 1.5.
    // Idle: 2 x 10 x 0.3 x 730 x 1.5 x 0.6 = 3,942.
    QTest::newRow("idle") << 8.0 << 0.0 << 3942.0;
    // 8 of 16 GPUs busy half the month: share 0.25, factor 0.475: 10,402.5 kWh = 6,241.5.
    QTest::newRow("quarter busy") << 8.0 << 365.0 << 6241.5;
    // All 16 busy all month: 2 x 10 x 730 x 1.5 x 0.6 = 13,140.
    QTest::newRow("full") << 16.0 << 730.0 << 13140.0;
}

void TestCostEngine::selfHostedPowerWithIdleFraction()
{
    QFETCH(double, gpus);
    QFETCH(double, busyHours);
    QFETCH(double, power);
    Scenario s = scenario(gpus, busyHours);
    SelfHostedOption h = server(2, 100000);
    h.typicalKwPerServer = 10.0;
    h.idlePowerFraction = 0.3;
    h.pue = 1.5;
    h.powerPricePerKwh = 0.6;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthly[0][index(Category::Power)], power);
    QCOMPARE(o.monthly[11][index(Category::Power)], power);
}

void TestCostEngine::racksRoundUp_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("maxKw");
    QTest::addColumn<double>("kwPerRack");
    QTest::addColumn<int>("racks");
    QTest::newRow("52 kW / 20 kW -> 3") << 8 << 6.5 << 20.0 << 3;
    QTest::newRow("40 kW / 20 kW -> exactly 2") << 4 << 10.0 << 20.0 << 2;
    QTest::newRow("40.1 kW / 20 kW -> 3") << 4 << 10.025 << 20.0 << 3;
    QTest::newRow("0.5 kW -> 1") << 1 << 0.5 << 40.0 << 1;
}

void TestCostEngine::racksRoundUp()
{
    QFETCH(int, servers);
    QFETCH(double, maxKw);
    QFETCH(double, kwPerRack);
    QFETCH(int, racks);
    Scenario s = scenario(8, 730);
    SelfHostedOption h = server(servers, 100000);
    h.typicalKwPerServer = maxKw;
    h.maxKwPerServer = maxKw;
    h.kwPerRack = kwPerRack;
    h.rackPricePerMonth = 5000.0;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(*o.racks, racks);
    QCOMPARE(o.monthly[0][index(Category::Space)], racks * 5000.0);
}

void TestCostEngine::depreciationResidualAndRefresh()
{
    // One server of 1,200,000, 24-month life, 25% residual, refreshed, horizon 60.
    Scenario s = scenario(8, 730, 60);
    SelfHostedOption h = server(1, 1200000);
    h.lifeMonths = 24;
    h.residualFraction = 0.25;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));

    // Cash: bought in months 1, 25 and 49; the old server sold for 300,000 in months 25 and 49.
    const OptionResult cash = CostEngine::compute(s, CostView::Cash).options[0];
    QCOMPARE(cash.monthly[0][index(Category::Capex)], 1200000.0);
    QCOMPARE(cash.monthly[24][index(Category::Capex)], 1200000.0);
    QCOMPARE(cash.monthly[24][index(Category::ResidualValue)], -300000.0);
    QCOMPARE(cash.monthly[48][index(Category::ResidualValue)], -300000.0);
    QCOMPARE(cash.categoryTotals[index(Category::Capex)], 3600000.0);
    QCOMPARE(cash.total, 3000000.0);
    QCOMPARE(cash.categoryTotals[index(Category::Depreciation)], 0.0);

    // Amortized: (1,200,000 - 300,000) / 24 = 37,500 a month x 60 = 2,250,000, no capex line.
    const OptionResult am = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(am.monthly[0][index(Category::Depreciation)], 37500.0);
    QCOMPARE(am.total, 2250000.0);
    QCOMPARE(am.categoryTotals[index(Category::Capex)], 0.0);
    // The third server has served 12 of its 24 months: 1,200,000 - 12 x 37,500 = 750,000.
    QCOMPARE(am.bookValueAtHorizonEnd, 750000.0);
}

void TestCostEngine::staffAndMaintenance()
{
    // 2 servers of 1,200,000 and fabric 600,000: hardware 3,000,000. Maintenance 10% a year:
    // 300,000 / 12 = 25,000 a month. Staff: 1 FTE per 4 servers at 40,000: 0.5 x 40,000 = 20,000.
    Scenario s = scenario(16, 730);
    SelfHostedOption h = server(2, 1200000);
    h.fabricCapex = 600000;
    h.maintenancePercentPerYear = 10;
    h.serversPerFte = 4;
    h.monthlyCostPerFte = 40000;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthly[0][index(Category::Maintenance)], 25000.0);
    QCOMPARE(o.monthly[0][index(Category::Staff)], 20000.0);
    QCOMPARE(o.monthly[0][index(Category::Capex)], 3000000.0);
    QCOMPARE(o.total, 3000000.0 + 12 * 45000.0);
}

void TestCostEngine::leadTimeDelaysService()
{
    // Ordered and paid in month 1, in service from month 4 (lead time 3). Power, staff and
    // the useful hours start in month 4; months 1-3 leave 3 x 8 x 730 = 17,520 GPU-h unserved.
    Scenario s = scenario(8, 730);
    SelfHostedOption h = server(1, 500000);
    h.leadTimeMonths = 3;
    h.serversPerFte = 1;
    h.monthlyCostPerFte = 10000;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthlyTotal[0], 500000.0);
    QCOMPARE(o.monthlyTotal[2], 0.0);
    QCOMPARE(o.monthlyTotal[3], 10000.0);
    QCOMPARE(o.unmetGpuHours, 17520.0);
    QCOMPARE(o.usefulGpuHours, 9 * 8 * 730.0);
    QCOMPARE(o.total, 500000.0 + 9 * 10000.0);
    QVERIFY(!o.warnings.isEmpty());
}

void TestCostEngine::currencyConversion_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("monthly");
    // 1 instance x 730 h x 10 USD = 7,300 USD a month.
    QTest::newRow("direct USD->CNY 7.2") << "USD"
                                         << "CNY" << 7.2 << 52560.0; // x 7.2
    QTest::newRow("inverse CNY->USD 0.125") << "CNY"
                                            << "USD" << 0.125 << 58400.0; // x 8
}

void TestCostEngine::currencyConversion()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(double, rate);
    QFETCH(double, monthly);
    Scenario s = scenario(8, 730);
    s.exchangeRates.push_back({from, to, rate, QStringLiteral("2025-06-30"), QStringLiteral("test")});
    CloudOption c = test::onDemand(10.0);
    c.onDemand->currency = QStringLiteral("USD");
    s.options.push_back(cloud(QStringLiteral("usd"), c));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].monthlyTotal[0], monthly);
    QCOMPARE(r.ratesUsed.size(), std::size_t(1));
    QCOMPARE(r.ratesUsed[0].factor, monthly / 7300.0);

    // With an older and a newer rate, the newer one is used: 7,300 x 7.3 = 53,290.
    s.exchangeRates = {{QStringLiteral("USD"), QStringLiteral("CNY"), 7.3, QStringLiteral("2026-01-02"), {}},
        {QStringLiteral("USD"), QStringLiteral("CNY"), 6.9, QStringLiteral("2023-01-02"), {}}};
    const ScenarioResult newer = CostEngine::compute(s);
    QCOMPARE(newer.options[0].monthlyTotal[0], 53290.0);
    QCOMPARE(newer.ratesUsed[0].asOf, QStringLiteral("2026-01-02"));
}

void TestCostEngine::missingExchangeRateIsAnError()
{
    Scenario s = scenario(8, 730);
    CloudOption c = test::onDemand(10.0);
    c.onDemand->currency = QStringLiteral("EUR");
    s.options.push_back(cloud(QStringLiteral("eur"), c));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors, QStringList{QStringLiteral("no exchange rate from EUR to CNY")});
}

void TestCostEngine::scenarioOutOfRangeIsAnError_data()
{
    // Scenarios built in code (the loader refuses these in files): nothing is computed.
    QTest::addColumn<int>("horizon");
    QTest::addColumn<double>("hoursPerMonth");
    QTest::addColumn<QString>("error");
    // 1..kMaxHorizonMonths (120), as the loader, the editor and the what-if say.
    const QString horizon = QStringLiteral("the horizon must be between 1 and 120 months");
    QTest::newRow("no months") << 0 << 730.0 << horizon;
    QTest::newRow("121 months") << 121 << 730.0 << horizon;
    QTest::newRow("1201 months") << 1201 << 730.0 << horizon;
    QTest::newRow("zero hours per month") << 12 << 0.0 << QStringLiteral("hours per month must be positive");
    QTest::newRow("NaN hours per month") << 12 << std::nan("") << QStringLiteral("hours per month must be positive");
}

void TestCostEngine::scenarioOutOfRangeIsAnError()
{
    QFETCH(int, horizon);
    QFETCH(double, hoursPerMonth);
    QFETCH(QString, error);
    Scenario s = scenario(8, 100, horizon);
    s.hoursPerMonth = hoursPerMonth;
    s.options.push_back(cloud(QStringLiteral("od"), test::onDemand(10.0)));
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(r.errors, QStringList{error});
    QVERIFY(r.options.empty());
}

void TestCostEngine::npv()
{
    // 12% a year is (1.12)^(1/12) - 1 = 0.0094887929 a month. 100 CNY paid at the end of each
    // of 12 months: 100 x (1 - 1.12^-1) / 0.0094887929 = 1,129.1516 (annuity formula).
    QCOMPARE(CostEngine::monthlyRate(0.12), std::pow(1.12, 1.0 / 12.0) - 1.0);
    QVERIFY(std::abs(CostEngine::monthlyRate(0.12) - 0.0094887929) < 1e-10);
    Scenario s = scenario(8, 0);
    s.discountRatePerYear = 0.12;
    CloudOption c = test::onDemand(10.0);
    c.fees.other.push_back({QStringLiteral("support"), 100.0, {}});
    s.options.push_back(cloud(QStringLiteral("fee"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.total, 1200.0);
    QVERIFY(std::abs(o.totalDiscounted - 1129.1516) < 1e-4);
    // Month 12 is discounted by a full year: 100 / 1.12 = 89.2857.
    QVERIFY(std::abs(o.monthlyDiscounted[11] - 100.0 / 1.12) < 1e-9);
}

namespace {

/// On-demand at 100 an instance-hour, 8 GPUs an instance, with another fee of 1,000 a month.
Option bridgeCloud()
{
    CloudOption c = test::onDemand(100.0);
    c.fees.other.push_back(OtherMonthlyFee{QStringLiteral("NAT"), 1000.0, QStringLiteral("CNY")});
    return cloud(QStringLiteral("bridge"), c);
}

} // namespace

void TestCostEngine::leadTimeBridgedByCloud()
{
    // One server of 500,000 ordered in month 1, in service from month 4; staff 10,000 a month.
    // Months 1-3 run on the cloud: 1 instance x 730 h x 100 = 73,000 + the 1,000 fee = 74,000,
    // in the cloud-bridging line. The fee is not paid once the servers serve everything.
    // Total 500,000 + 3 x 74,000 + 9 x 10,000 = 812,000; all 12 x 8 x 730 = 70,080 GPU-h served.
    Scenario s = scenario(8, 730);
    s.options.push_back(bridgeCloud());
    SelfHostedOption h = server(1, 500000);
    h.leadTimeMonths = 3;
    h.serversPerFte = 1;
    h.monthlyCostPerFte = 10000;
    h.bridgeOptionId = QStringLiteral("bridge");
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionResult &o = r.options[1];
    QCOMPARE(o.monthly[0][index(Category::CloudBridge)], 74000.0);
    QCOMPARE(o.monthlyTotal[0], 574000.0);
    QCOMPARE(o.monthlyTotal[2], 74000.0);
    QCOMPARE(o.monthlyTotal[3], 10000.0);
    QCOMPARE(o.categoryTotals[index(Category::CloudBridge)], 222000.0);
    QCOMPARE(o.total, 812000.0);
    QCOMPARE(o.unmetGpuHours, 0.0);
    QCOMPARE(o.usefulGpuHours, 12 * 8 * 730.0);
    QVERIFY(o.warnings.join(QLatin1Char(' ')).contains(QLatin1String("bridge")));
    // The bridge itself is still an option of its own, unchanged: 12 x 74,000.
    QCOMPARE(r.options[0].total, 888000.0);
}

void TestCostEngine::capacityShortfallBridgedByCloud()
{
    // 12 GPUs, one 8-GPU server owned: the other 4 GPUs need ceil(4/8) = 1 cloud instance
    // every month: 73,000 + 1,000 fee = 74,000 x 12 = 888,000. Served: 12 GPUs x 730 x 12.
    Scenario s = scenario(12, 730);
    s.options.push_back(bridgeCloud());
    SelfHostedOption h = server(1, 500000);
    h.bridgeOptionId = QStringLiteral("bridge");
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[1];
    QCOMPARE(o.categoryTotals[index(Category::CloudBridge)], 888000.0);
    QCOMPARE(o.total, 500000.0 + 888000.0);
    QCOMPARE(o.unmetGpuHours, 0.0);
    QCOMPARE(o.usefulGpuHours, 12 * 12 * 730.0);
    // Without the bridge, 4 x 730 x 12 = 35,040 GPU-h are not served.
    s.options[1] = selfHosted(QStringLiteral("own"), server(1, 500000));
    QCOMPARE(CostEngine::compute(s).options[1].unmetGpuHours, 35040.0);
}

void TestCostEngine::reservedBridgeIsPaidForTheWholeTerm()
{
    // Bridging a 3-month lead time with a 12-month subscription of 60,000 a month: the term
    // is sized to the bridge's peak (1 instance) and paid for all 12 months = 720,000,
    // though it serves only months 1-3. That is the trap of bridging with 包年包月.
    Scenario s = scenario(8, 730);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.monthlyPerInstance = 60000.0;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("sub"), c));
    SelfHostedOption h = server(1, 500000);
    h.leadTimeMonths = 3;
    h.bridgeOptionId = QStringLiteral("sub");
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const OptionResult o = CostEngine::compute(s).options[1];
    QCOMPARE(o.categoryTotals[index(Category::CloudBridge)], 720000.0);
    QCOMPARE(o.monthly[11][index(Category::CloudBridge)], 60000.0);
    QCOMPARE(o.total, 1220000.0);
}

void TestCostEngine::cloudPriceTrend_data()
{
    QTest::addColumn<int>("kind"); // 0 on-demand, 1 reserved 12-month term, 2 reserved 24-month term
    QTest::addColumn<double>("month13");
    QTest::addColumn<double>("total");
    // Prices fall 10% a year. On-demand 1 instance x 730 x 100 = 73,000 in year 1, 65,700 in
    // year 2: 12 x 73,000 + 12 x 65,700 = 1,664,400.
    QTest::newRow("on-demand") << 0 << 65700.0 << 1664400.0;
    // Reserved terms keep the price of the month they start in: a 12-month term renewed in
    // month 13 at 54,000: 12 x 60,000 + 12 x 54,000 = 1,368,000.
    QTest::newRow("reserved 12 months") << 1 << 54000.0 << 1368000.0;
    // One 24-month term started in month 1 keeps 60,000 throughout: 1,440,000.
    QTest::newRow("reserved 24 months") << 2 << 60000.0 << 1440000.0;
}

void TestCostEngine::cloudPriceTrend()
{
    QFETCH(int, kind);
    QFETCH(double, month13);
    QFETCH(double, total);
    Scenario s = scenario(8, 730, 24);
    s.priceTrends.cloudComputePercentPerYear = -10;
    CloudOption c = test::onDemand(100.0);
    if (kind > 0) {
        ReservedPricing rp;
        rp.termMonths = kind == 1 ? 12 : 24;
        rp.monthlyPerInstance = 60000.0;
        c.reserved = rp;
        c.onDemand.reset();
    }
    s.options.push_back(cloud(QStringLiteral("c"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthlyTotal[11], kind == 0 ? 73000.0 : 60000.0);
    QCOMPARE(o.monthlyTotal[12], month13);
    QCOMPARE(o.total, total);
}

void TestCostEngine::selfHostedPriceTrends()
{
    // One server of 1,200,000 with a 12-month life and 25% residual, refreshed in month 13 at
    // a hardware price 20% lower: 960,000. Power 10 kW x 730 h x 1 = 7,300 a month, 5% dearer
    // in year 2: 7,665. Staff 10,000, then 11,000 (+10%).
    Scenario s = scenario(8, 730, 24);
    s.priceTrends.hardwarePercentPerYear = -20;
    s.priceTrends.powerPercentPerYear = 5;
    s.priceTrends.staffPercentPerYear = 10;
    SelfHostedOption h = server(1, 1200000);
    h.lifeMonths = 12;
    h.residualFraction = 0.25;
    h.typicalKwPerServer = 10;
    h.powerPricePerKwh = 1;
    h.powerCurrency = QStringLiteral("CNY");
    h.serversPerFte = 1;
    h.monthlyCostPerFte = 10000;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));

    // Cash: 1,200,000 + 960,000 - 300,000 (the first server sold at 25% of what it cost)
    // + 12 x 7,300 + 12 x 7,665 + 12 x 10,000 + 12 x 11,000 = 2,291,580.
    const OptionResult cash = CostEngine::compute(s, CostView::Cash).options[0];
    QCOMPARE(cash.monthly[12][index(Category::Capex)], 960000.0);
    QCOMPARE(cash.monthly[12][index(Category::ResidualValue)], -300000.0);
    QCOMPARE(cash.monthly[11][index(Category::Power)], 7300.0);
    QCOMPARE(cash.monthly[12][index(Category::Power)], 7665.0);
    QCOMPARE(cash.monthly[12][index(Category::Staff)], 11000.0);
    QCOMPARE(cash.total, 2291580.0);

    // Amortized: (1,200,000 - 300,000) / 12 = 75,000 a month in year 1; the second server
    // (960,000 - 240,000) / 12 = 60,000 in year 2. Book value at the end: 960,000 - 12 x 60,000.
    const OptionResult am = CostEngine::compute(s, CostView::Amortized).options[0];
    QCOMPARE(am.monthly[0][index(Category::Depreciation)], 75000.0);
    QCOMPARE(am.monthly[12][index(Category::Depreciation)], 60000.0);
    QCOMPARE(am.total, 12 * 75000.0 + 12 * 60000.0 + 87600.0 + 91980.0 + 120000.0 + 132000.0);
    QCOMPARE(am.bookValueAtHorizonEnd, 240000.0);
}

void TestCostEngine::feeTrend()
{
    // A fee of 1,000 a month rising 10% a year: 12 x 1,000 + 12 x 1,100 = 25,200. No GPU is
    // busy, so the compute cost is 0 and the total is the fee's.
    Scenario s = scenario(8, 0, 24);
    s.priceTrends.feesPercentPerYear = 10;
    CloudOption c = test::onDemand(100.0);
    c.fees.other.push_back(OtherMonthlyFee{QStringLiteral("NAT"), 1000.0, QStringLiteral("CNY")});
    s.options.push_back(cloud(QStringLiteral("c"), c));
    const OptionResult o = CostEngine::compute(s).options[0];
    QCOMPARE(o.monthly[12][index(Category::OtherFees)], 1100.0);
    QCOMPARE(o.total, 25200.0);
}

void TestCostEngine::cheapestReservedSplit_data()
{
    QTest::addColumn<int>("gpusPerInstance");
    QTest::addColumn<double>("gpus");
    QTest::addColumn<double>("reservedMonthly");
    QTest::addColumn<double>("onDemandHourly");
    QTest::addColumn<int>("best");
    QTest::addColumn<double>("bestCost");
    QTest::addColumn<double>("asEntered");
    // Demand doubles in year 2: 2 instances, then 4. One 24-month term of R instances at
    // 60,000 a month; the rest on demand at 73,000 an instance-month (730 h x 100).
    // cost(R) = 24 x 60,000 R + 12 x 73,000 (max(0, 2 - R) + max(0, 4 - R)):
    // R=0 5,256,000; R=1 4,944,000; R=2 4,632,000; R=3 5,196,000; R=4 5,760,000 (as entered:
    // sized to the peak). An instance is worth reserving when busy > 60/73 = 82% of the term.
    QTest::newRow("small, every count tried") << 8 << 16.0 << 60000.0 << 100.0 << 2 << 4632000.0 << 5760000.0;
    // The same shape with 100 then 200 one-GPU instances at 600 a month vs 730 on demand:
    // more than 64 counts, so the search bisects. Best R = 100:
    // 24 x 600 x 100 + 12 x 730 x 100 = 1,440,000 + 876,000 = 2,316,000; as entered
    // 24 x 600 x 200 = 2,880,000.
    QTest::newRow("large, bisected") << 1 << 100.0 << 600.0 << 1.0 << 100 << 2316000.0 << 2880000.0;
}

void TestCostEngine::cheapestReservedSplit()
{
    QFETCH(int, gpusPerInstance);
    QFETCH(double, gpus);
    QFETCH(double, reservedMonthly);
    QFETCH(double, onDemandHourly);
    QFETCH(int, best);
    QFETCH(double, bestCost);
    QFETCH(double, asEntered);
    Scenario s = scenario(gpus, 730, 24);
    s.demand.growthPercentPerYear = 100;
    CloudOption c = test::onDemand(onDemandHourly, gpusPerInstance);
    ReservedPricing rp;
    rp.termMonths = 24;
    rp.monthlyPerInstance = reservedMonthly;
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("mixed"), c));
    s.options.push_back(cloud(QStringLiteral("plain"), test::onDemand(onDemandHourly, gpusPerInstance)));
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QVERIFY(!r.options[0].cheapestReservedInstances); // not part of compute(): too slow for a what-if
    CostEngine::suggestReservedSplits(s, r);
    QCOMPARE(r.options[0].cheapestReservedInstances.value_or(-1), best);
    QCOMPARE(r.options[0].cheapestReservedCost.value_or(-1), bestCost);
    QCOMPARE(r.options[0].costAsEntered, asEntered);
    QCOMPARE(r.options[0].total, asEntered);
    // Only mixed options get a suggestion.
    QVERIFY(!r.options[1].cheapestReservedInstances);
}

void TestCostEngine::splitDoesNotLetSpotWorkSlip()
{
    // 64 GPUs busy all 730 hours: any interruption makes spot need more hours than the month
    // has, so however cheap spot is (1 an hour), the split reserves all 8 instances:
    // 8 x 60,000 x 12 = 5,760,000, which is the option as entered (sized to the peak).
    Scenario s = scenario(64, 730);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.monthlyPerInstance = 60000.0;
    c.reserved = rp;
    SpotPricing sp;
    sp.pricePerInstanceHour = 1.0;
    sp.interruptionsPerInstanceHour = 0.01;
    sp.checkpointIntervalHours = 1.0;
    sp.checkpointWriteHours = 0.05;
    c.spot = sp;
    s.options.push_back(cloud(QStringLiteral("mixed"), c));
    ScenarioResult r = CostEngine::compute(s);
    CostEngine::suggestReservedSplits(s, r);
    QCOMPARE(r.options[0].cheapestReservedInstances.value_or(-1), 8);
    QCOMPARE(*r.options[0].cheapestReservedCost, 5760000.0);
    // At 365 busy hours spot keeps up (365 x (1 + overhead) < 730): nothing reserved is cheapest.
    s.demand.busyHoursPerMonth = 365;
    r = CostEngine::compute(s);
    CostEngine::suggestReservedSplits(s, r);
    QCOMPARE(r.options[0].cheapestReservedInstances.value_or(-1), 0);
}

QTEST_GUILESS_MAIN(TestCostEngine)
#include "tst_costengine.moc"
