// Budgets and fiscal years (issue 12): the calendar, spend per fiscal year against the budget
// (cash view, capex and opex), the first overrun month, and what the budget buys, solved and
// compared with brute force. Every expected value is computed by hand in the comments.
#include "budget.h"
#include "builders.h"
#include "calendar.h"
#include "costengine.h"
#include "job.h"
#include "jobbudget.h"
#include "ranking.h"
#include "scenarioloader.h"
#include "whatif.h"

#include <QTest>

using namespace gputco;
using namespace gputco::test;

namespace {

Calendar calendar(int year, int month, int fiscalStart = 1, FiscalYearNaming naming = FiscalYearNaming::EndYear)
{
    Calendar c;
    c.startYear = year;
    c.startMonth = month;
    c.fiscalYearStartMonth = fiscalStart;
    c.naming = naming;
    return c;
}

BudgetAmount total(double t)
{
    BudgetAmount a;
    a.total = t;
    return a;
}

BudgetAmount split(double capex, double opex)
{
    BudgetAmount a;
    a.capex = capex;
    a.opex = opex;
    return a;
}

/// One 8-GPU instance busy all month at 100 an hour: 73,000 a month, 876,000 a year.
Scenario onDemandPlan(int horizon)
{
    Scenario s = scenario(8, 730, horizon);
    s.options.push_back(cloud(QStringLiteral("od"), onDemand(100.0)));
    return s;
}

const OptionBudget &budgetOf(const ScenarioResult &r, int i)
{
    return r.budget->options[std::size_t(i)];
}

} // namespace

class TestBudget : public QObject
{
    Q_OBJECT

private slots:
    void midYearStartWithJulyFiscalYear();
    void noCalendarPlanYears();
    void fiscalYearTotalsAddUp();
    void onDemandBreaksSecondYearBuyingBreaksFirst();
    void reservedUpfrontCapexOrOpex();
    void horizonBudgetAndProration();
    void affordableOnDemand();
    void affordableReservedAgainstBruteForce();
    void affordableServersWholeServers();
    void affordableHorizon();
    void currencyConverted();
    void exampleConclusion();
    void budgetDriverFlipsFit();
    void jobAgainstBudget();
    void financedServersAreCapexWhenAcquired();
    void serversPaidByMilestones();
    void budgetAmountsWithOrWithoutVat();
};

// Start 2027-03, fiscal year from July, named by the year it ends in, 24 months:
// 2027-03..2027-06 is FY2027 (4 months), 2027-07..2028-06 FY2028 (12), 2028-07..2029-02 FY2029 (8).
void TestBudget::midYearStartWithJulyFiscalYear()
{
    const Calendar c = calendar(2027, 3, 7);
    const auto years = Calendars::fiscalYears(c, 24);
    QCOMPARE(years.size(), std::size_t(3));
    QCOMPARE(years[0].year, 2027);
    QCOMPARE(years[0].firstMonth, 1);
    QCOMPARE(years[0].months, 4);
    QCOMPARE(years[1].year, 2028);
    QCOMPARE(years[1].firstMonth, 5);
    QCOMPARE(years[1].months, 12);
    QCOMPARE(years[2].year, 2029);
    QCOMPARE(years[2].firstMonth, 17);
    QCOMPARE(years[2].months, 8);
    QCOMPARE(Calendars::monthKey(c, 1), QStringLiteral("2027-03"));
    QCOMPARE(Calendars::monthKey(c, 24), QStringLiteral("2029-02"));
    QCOMPARE(Calendars::fiscalYearKey(c, years[1]), QStringLiteral("FY2028"));
    for (int m = 1; m <= 24; ++m) {
        const FiscalYear &fy = years[std::size_t(Calendars::fiscalYearIndex(c, m))];
        QVERIFY(m >= fy.firstMonth && m <= fy.lastMonth());
    }
    // Named by the start year (Japan's 年度): the same months are FY2026, FY2027, FY2028.
    const auto startNamed = Calendars::fiscalYears(calendar(2027, 3, 7, FiscalYearNaming::StartYear), 24);
    QCOMPARE(startNamed[0].year, 2026);
    QCOMPARE(startNamed[2].year, 2028);

    // Spend per fiscal year of 73,000 a month: 4, 12 and 8 months.
    Scenario s = onDemandPlan(24);
    s.calendar = c;
    Budget b;
    b.everyYear = total(1e9);
    s.budget = b;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionBudget &ob = budgetOf(r, 0);
    QCOMPARE(ob.fiscalYears.size(), std::size_t(3));
    QCOMPARE(ob.fiscalYears[0].spend, 292000.0);
    QCOMPARE(ob.fiscalYears[1].spend, 876000.0);
    QCOMPARE(ob.fiscalYears[2].spend, 584000.0);
    QCOMPARE(ob.horizon.spend, 1752000.0);
    QCOMPARE(r.options[0].total, 1752000.0);
}

void TestBudget::noCalendarPlanYears()
{
    const auto years = Calendars::fiscalYears(Calendar{}, 30);
    QCOMPARE(years.size(), std::size_t(3));
    QCOMPARE(years[2].year, 3);
    QCOMPARE(years[2].firstMonth, 25);
    QCOMPARE(years[2].months, 6);
    QCOMPARE(Calendars::fiscalYearKey(Calendar{}, years[0]), QStringLiteral("Y1"));
    QCOMPARE(Calendars::monthKey(Calendar{}, 7), QStringLiteral("7"));
}

// A mixed plan (servers with power, staff and maintenance; a growing demand; a 13-month
// horizon from October with an April fiscal year): the fiscal years' spends add up to the total.
void TestBudget::fiscalYearTotalsAddUp()
{
    Scenario s = scenario(13, 500, 31);
    s.demand.growthPercentPerYear = 40;
    s.calendar = calendar(2026, 10, 4);
    SelfHostedOption h = server(2, 1234567.89);
    h.typicalKwPerServer = 6.1;
    h.pue = 1.31;
    h.powerPricePerKwh = 0.71;
    h.serversPerFte = 5;
    h.monthlyCostPerFte = 31111.11;
    h.maintenancePercentPerYear = 3.3;
    h.serverCount.reset();
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    s.options.push_back(cloud(QStringLiteral("od"), onDemand(97.31)));
    Budget b;
    b.everyYear = split(1e6, 1e6);
    s.budget = b;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBudget &ob = r.budget->options[i];
        QCOMPARE(ob.fiscalYears.size(), std::size_t(4)); // FY2027 (6 months), FY2028, FY2029, FY2030 (1)
        double sum = 0.0, capex = 0.0;
        for (const FiscalYearSpend &fy : ob.fiscalYears) {
            sum += fy.spend;
            capex += fy.capex;
        }
        QCOMPARE(sum, ob.horizon.spend);
        // The horizon total to the cent.
        QCOMPARE(std::llround(sum * 100.0), std::llround(r.options[i].total * 100.0));
        QCOMPARE(capex, r.options[i].categoryTotals[index(Category::Capex)]);
    }
    QCOMPARE(r.budget->options[0].fiscalYears.front().fiscalYear.months, 6);
    QCOMPARE(r.budget->options[0].fiscalYears.back().fiscalYear.months, 1);
}

// Calendar 2027-01, January fiscal year, 24 months: FY2027 budget 1,000,000, FY2028 800,000.
// On-demand spends 876,000 a year: FY2027 fits (headroom 124,000); FY2028 passes 800,000 in its
// 11th month (11 x 73,000 = 803,000), plan month 23 = 2028-11; headroom -76,000.
// Buying one server at 1,200,000 (nothing else): FY2027 overruns in month 1 by 200,000; FY2028 fits.
void TestBudget::onDemandBreaksSecondYearBuyingBreaksFirst()
{
    Scenario s = onDemandPlan(24);
    s.options.push_back(selfHosted(QStringLiteral("buy"), server(1, 1200000)));
    s.calendar = calendar(2027, 1);
    Budget b;
    b.fiscalYears = {{2027, total(1000000)}, {2028, total(800000)}};
    s.budget = b;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const OptionBudget &od = budgetOf(r, 0);
    QVERIFY(!od.fits);
    QCOMPARE(od.fiscalYears[0].headroom.value(), 124000.0);
    QVERIFY(od.fiscalYears[0].fits());
    QCOMPARE(od.fiscalYears[1].headroom.value(), -76000.0);
    QCOMPARE(od.fiscalYears[1].firstOverrunMonth.value(), 23);
    QCOMPARE(Calendars::monthKey(s.calendar, 23), QStringLiteral("2028-11"));
    QCOMPARE(od.firstOverrunMonth.value(), 23);
    QCOMPARE(od.worstFiscalYearIndex.value(), 1);
    QCOMPARE(od.worstOverrun, 76000.0);
    // Carried over, FY2027's unspent 124,000 covers FY2028: 1,752,000 <= 1,800,000 cumulative.
    QVERIFY(!od.firstCumulativeOverrunMonth);

    const OptionBudget &buy = budgetOf(r, 1);
    QVERIFY(!buy.fits);
    QCOMPARE(buy.fiscalYears[0].capex, 1200000.0);
    QCOMPARE(buy.fiscalYears[0].opex, 0.0);
    QCOMPARE(buy.fiscalYears[0].firstOverrunMonth.value(), 1);
    QCOMPARE(buy.fiscalYears[0].headroom.value(), -200000.0);
    QVERIFY(buy.fiscalYears[1].fits());
    QCOMPARE(buy.fiscalYears[1].headroom.value(), 800000.0);
    QCOMPARE(buy.worstFiscalYearIndex.value(), 0);
    QCOMPARE(buy.worstOverrun, 200000.0);
    QCOMPARE(buy.firstCumulativeOverrunMonth.value(), 1);
    QCOMPARE(r.budget->cumulativeBudget[11], 1000000.0);
    QCOMPARE(r.budget->cumulativeBudget[12], 1800000.0);

    // Neither fits: nothing is recommended, and both are named as over budget.
    const Ranking ranking = rank(r);
    QCOMPARE(ranking.recommended, -1);
    QCOMPARE(ranking.cheaperOverBudget.size(), std::size_t(2));
    // A larger FY2028 budget lets on-demand fit: it is recommended, buying is not named (dearer by NPV? no:
    // no discounting, buying 1,200,000 < 1,752,000, so buying is cheaper and named as over budget).
    s.budget->fiscalYears[1].amount = total(876000);
    const ScenarioResult r2 = CostEngine::compute(s);
    QVERIFY(budgetOf(r2, 0).fits);
    const Ranking ranking2 = rank(r2);
    QCOMPARE(ranking2.recommended, 0);
    QCOMPARE(ranking2.cheaperOverBudget, std::vector<int>{1});
}

// One reserved 8-GPU instance for 12 months, all upfront 500,000; budget capex 400,000, opex 600,000.
// Upfront as capex: capex 500,000 > 400,000 in month 1 (headroom -100,000), opex 0 (600,000 left).
// Upfront as opex: capex 0 (400,000 left), opex 500,000 <= 600,000 (100,000 left): fits.
void TestBudget::reservedUpfrontCapexOrOpex()
{
    Scenario s = scenario(8, 730, 12);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption::AllUpfront;
    rp.upfrontPerInstance = 500000;
    rp.currency = QStringLiteral("CNY");
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("ri"), c));
    Budget b;
    b.everyYear = split(400000, 600000);
    s.budget = b;

    const ScenarioResult asCapex = CostEngine::compute(s);
    QVERIFY(asCapex.ok());
    const FiscalYearSpend &y1 = budgetOf(asCapex, 0).fiscalYears[0];
    QCOMPARE(y1.capex, 500000.0);
    QCOMPARE(y1.opex, 0.0);
    QCOMPARE(y1.headroomCapex.value(), -100000.0);
    QCOMPARE(y1.headroomOpex.value(), 600000.0);
    QCOMPARE(y1.headroom.value(), 500000.0); // the total is inside 1,000,000, but capex is over
    QCOMPARE(y1.firstOverrunMonth.value(), 1);
    QVERIFY(!budgetOf(asCapex, 0).fits);

    s.budget->reservedUpfrontIsCapex = false;
    const ScenarioResult asOpex = CostEngine::compute(s);
    const FiscalYearSpend &y1o = budgetOf(asOpex, 0).fiscalYears[0];
    QCOMPARE(y1o.capex, 0.0);
    QCOMPARE(y1o.opex, 500000.0);
    QCOMPARE(y1o.headroomCapex.value(), 400000.0);
    QCOMPARE(y1o.headroomOpex.value(), 100000.0);
    QVERIFY(budgetOf(asOpex, 0).fits);
}

// Horizon total 1,000,000 against 73,000 a month over 12 months (876,000): fits, headroom 124,000.
// perYear 500,000 prorated over a 24-month plan from 2027-07 (January fiscal year): FY2027 and
// FY2029 have 6 months and 250,000 each; FY2027 spends 438,000 > 250,000 from its 4th month.
void TestBudget::horizonBudgetAndProration()
{
    Scenario s = onDemandPlan(12);
    Budget b;
    b.horizon = total(1000000);
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(budgetOf(r, 0).fits);
    QCOMPARE(budgetOf(r, 0).horizon.headroom.value(), 124000.0);
    QCOMPARE(r.budget->periods.size(), std::size_t(1));

    s = onDemandPlan(24);
    s.calendar = calendar(2027, 7);
    b = Budget{};
    b.everyYear = total(500000);
    b.prorateShortYears = true;
    s.budget = b;
    r = CostEngine::compute(s);
    QCOMPARE(r.budget->periods.size(), std::size_t(3));
    QCOMPARE(*r.budget->periods[0].total, 250000.0);
    QCOMPARE(*r.budget->periods[1].total, 500000.0);
    QCOMPARE(*r.budget->periods[2].total, 250000.0);
    QCOMPARE(budgetOf(r, 0).fiscalYears[0].firstOverrunMonth.value(), 4); // 4 x 73,000 = 292,000
    s.budget->prorateShortYears = false;
    r = CostEngine::compute(s);
    QCOMPARE(*r.budget->periods[0].total, 500000.0);
    QVERIFY(budgetOf(r, 0).fiscalYears[0].fits()); // 438,000 <= 500,000
    QCOMPARE(budgetOf(r, 0).fiscalYears[1].firstOverrunMonth.value(), 13); // 7 x 73,000 = 511,000 > 500,000: 2028-07
}

// 1,000,000 a year; on-demand at 100 per 8-GPU instance-hour busy all month: one instance costs
// 876,000 a year, two 1,752,000: 8 GPUs fit, 9 need a second instance. With 1-GPU instances at
// 12.5 an hour (109,500 a GPU-year): 9 GPUs (985,500) fit, 10 (1,095,000) do not.
void TestBudget::affordableOnDemand()
{
    Scenario s = onDemandPlan(24);
    Budget b;
    b.everyYear = total(1000000);
    s.budget = b;
    s.options.push_back(cloud(QStringLiteral("single"), onDemand(12.5, 1)));
    ScenarioResult r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->gpuCount, 8);
    QCOMPARE(budgetOf(r, 1).affordable->gpuCount, 9);
    QCOMPARE(BudgetAnalysis::bruteForceGpuCount(s, 0, 40), 8);
    QCOMPARE(BudgetAnalysis::bruteForceGpuCount(s, 1, 40), 9);
    // A demand growing 50% a year: year 2 needs ceil(1.5 d) GPUs; 1-GPU instances: d = 6 gives
    // 6 and 9 GPUs (657,000 and 985,500), d = 7 gives 7 and 11 (1,204,500 in year 2).
    s.demand.growthPercentPerYear = 50;
    r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 1).affordable->gpuCount, 6);
    QCOMPARE(BudgetAnalysis::bruteForceGpuCount(s, 1, 40), 6);
}

// Reserved terms sized per term to the peak demand (steps of 8 GPUs), budgets in several shapes:
// the solve equals trying every count.
void TestBudget::affordableReservedAgainstBruteForce()
{
    for (const double growth : {0.0, 30.0}) {
        for (const int term : {6, 12, 36}) {
            for (const double budget : {300000.0, 1000000.0, 2500000.0}) {
                Scenario s = scenario(8, 400, 36);
                s.demand.growthPercentPerYear = growth;
                CloudOption c;
                c.gpusPerInstance = 8;
                ReservedPricing rp;
                rp.termMonths = term;
                rp.payment = PaymentOption::PartialUpfront;
                rp.upfrontPerInstance = 20000.0 * term;
                rp.monthlyPerInstance = 21000;
                rp.currency = QStringLiteral("CNY");
                rp.instances = 1; // fixed: the solve sizes it to the demand
                c.reserved = rp;
                c.onDemand = OnDemandPricing{};
                c.onDemand->pricePerInstanceHour = 90;
                c.onDemand->currency = QStringLiteral("CNY");
                s.options.push_back(cloud(QStringLiteral("ri"), c));
                Budget b;
                b.everyYear = split(budget / 2, budget);
                s.budget = b;
                ScenarioResult r = CostEngine::compute(s);
                QVERIFY(r.ok());
                BudgetAnalysis::solveAffordable(s, r);
                const int expected = BudgetAnalysis::bruteForceGpuCount(s, 0, 80);
                QVERIFY2(expected < 80, "the brute force limit is too small");
                QCOMPARE(budgetOf(r, 0).affordable->gpuCount, expected);
            }
        }
    }
}

// Servers at 300,000 each (capex in month 1), 8 GPUs each; a horizon budget of 1,000,000 buys
// 3 servers (900,000): 24 GPUs; a 25th GPU needs a 4th server (1,200,000).
void TestBudget::affordableServersWholeServers()
{
    Scenario s = scenario(8, 730, 24);
    SelfHostedOption h = server(1, 300000);
    h.typicalKwPerServer = 4;
    h.pue = 1.2;
    h.powerPricePerKwh = 0.0;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    Budget b;
    b.horizon = total(1000000);
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->gpuCount, 24);
    QCOMPARE(budgetOf(r, 0).affordable->servers.value(), 3);
    QCOMPARE(BudgetAnalysis::bruteForceGpuCount(s, 0, 60), 24);
    // With power at 0.5 a kWh (no idle draw): 3 servers draw 3 x 4 kW x 1.2 x 730 h x g / 24 for
    // g busy GPUs, 0.5 x 24 months of it: g = 19 costs 900,000 + 99,864 = 999,864 and fits;
    // g = 20 costs 900,000 + 105,120 and does not. Whole servers are bought, GPUs are counted.
    std::get<SelfHostedOption>(s.options[0].spec).powerPricePerKwh = 0.5;
    r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->gpuCount, 19);
    QCOMPARE(budgetOf(r, 0).affordable->servers.value(), 3);
    QCOMPARE(BudgetAnalysis::bruteForceGpuCount(s, 0, 60), 19);
}

// The longest horizon: 73,000 a month against a horizon total of 1,000,000 runs 13 months
// (949,000; 14 months are 1,022,000); against 800,000 a year (not prorated) 10 months (the
// 11th passes 800,000); against 1,000,000 a year every horizon fits (the longest plan, 120).
void TestBudget::affordableHorizon()
{
    Scenario s = onDemandPlan(24);
    Budget b;
    b.horizon = total(1000000);
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->horizonMonths, 13);
    s.budget->horizon.reset();
    s.budget->everyYear = total(800000);
    r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->horizonMonths, 10);
    s.budget->everyYear = total(1000000);
    r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->horizonMonths, kMaxHorizonMonths);
    // Per fiscal year for plan years 1 and 2 only: the budget covers 24 months.
    s.budget->everyYear.reset();
    s.budget->fiscalYears = {{1, total(1000000)}, {2, total(1000000)}};
    r = CostEngine::compute(s);
    BudgetAnalysis::solveAffordable(s, r);
    QCOMPARE(budgetOf(r, 0).affordable->horizonMonths, 24);
}

// A budget in USD at 7.2 CNY: 100,000 USD = 720,000 CNY; 73,000 a month passes it in month 10.
void TestBudget::currencyConverted()
{
    Scenario s = onDemandPlan(12);
    s.exchangeRates.push_back({QStringLiteral("USD"), QStringLiteral("CNY"), 7.2, QStringLiteral("2026-11-30"), {}});
    Budget b;
    b.currency = QStringLiteral("USD");
    b.everyYear = total(100000);
    s.budget = b;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(*budgetOf(r, 0).fiscalYears[0].budget, 720000.0);
    QCOMPARE(budgetOf(r, 0).firstOverrunMonth.value(), 10);
    s.exchangeRates.clear();
    QVERIFY(!CostEngine::compute(s).ok()); // no rate: refused, never taken as 1
}

// resources/examples/xinghe-budget-2027.json: capex 5,000,000 and opex 7,000,000 a year.
// 1-year subscription: 4 instances x 361.397 x 50% x 730 h = 527,639.62 a month, 6,331,675.44 a
// year of opex: fits every year. On-demand: 4 x 361.397 x 584 h = 844,223.39 a month,
// 10,130,680.70 a year: over the opex budget from the 9th month (9 x 844,223.39 = 7,598,010.5).
// Buying: 4 x 1,400,000 + 129,600 + 250,000 + 50,000 = 6,029,600 capex in month 1 of FY2027:
// 1,029,600 over; it fits with a capex budget of at least 6,029,600.
void TestBudget::exampleConclusion()
{
    const QString file
        = qEnvironmentVariable("GPUTCO_SOURCE_DIR") + QStringLiteral("/resources/examples/xinghe-budget-2027.json");
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
    const Scenario &s = *loaded.scenario;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[1].id, QStringLiteral("ali-subscription-1y"));
    const OptionBudget &sub = budgetOf(r, 1);
    QVERIFY(sub.fits);
    QCOMPARE(std::llround(sub.fiscalYears[0].opex * 100), 633167544LL);
    const OptionBudget &od = budgetOf(r, 0);
    QVERIFY(!od.fits);
    QCOMPARE(od.firstOverrunMonth.value(), 9);
    const OptionBudget &buy = budgetOf(r, 2);
    QVERIFY(!buy.fits);
    QCOMPARE(buy.fiscalYears[0].capex, 6029600.0);
    QCOMPARE(buy.worstFiscalYearIndex.value(), 0);
    QCOMPARE(buy.worstOverrun, 1029600.0);
    QVERIFY(buy.fiscalYears[1].fits() && buy.fiscalYears[2].fits());
    const Ranking ranking = rank(r);
    QCOMPARE(ranking.recommended, 1);
    QCOMPARE(ranking.cheaperOverBudget, std::vector<int>{2});
    QVERIFY(s.expectedConclusion.contains(QStringLiteral("6,029,600")));
}

// The budget driver scales every amount: at 121% the capex budget is 6,050,000 and buying fits
// (its opex, about 0.94 M a year, is far inside 8.47 M); at 120% (6,000,000) it does not.
void TestBudget::budgetDriverFlipsFit()
{
    const QString file
        = qEnvironmentVariable("GPUTCO_SOURCE_DIR") + QStringLiteral("/resources/examples/xinghe-budget-2027.json");
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    QVERIFY(loaded.ok());
    QCOMPARE(WhatIf::baselineValue(*loaded.scenario, Driver::BudgetPercent).value(), 100.0);
    WhatIf w;
    w.values[Driver::BudgetPercent] = 121;
    ScenarioResult r = CostEngine::compute(w.apply(*loaded.scenario));
    QVERIFY(budgetOf(r, 2).fits);
    QCOMPARE(rank(r).recommended, 2); // buying has the lowest NPV and now fits
    w.values[Driver::BudgetPercent] = 120;
    r = CostEngine::compute(w.apply(*loaded.scenario));
    QVERIFY(!budgetOf(r, 2).fits);
    // What the budget buys with servers: 4 servers need 6,029,600 of capex; at 100% (5,000,000)
    // 3 servers (4,200,000 + 429,600 = 4,629,600) fit: 24 GPUs.
    ScenarioResult base = CostEngine::compute(*loaded.scenario);
    BudgetAnalysis::solveAffordable(*loaded.scenario, base);
    QCOMPARE(budgetOf(base, 2).affordable->servers.value(), 3);
    QCOMPARE(budgetOf(base, 2).affordable->gpuCount, 24);
}

// A job of 175,200 useful GPU-hours on 8-GPU on-demand instances at 100 an hour (no storage or
// interconnect losses): 2,190,000 on any multiple of 8 GPUs. Budget 1,000,000 a plan year, 36
// months. On 8 GPUs it runs 21,900 h (30 months) at 73,000 a month: 876,000 in years 1 and 2,
// 438,000 in year 3: fits. On 16 GPUs, 146,000 a month passes 1,000,000 in month 7; on 9 GPUs
// (two instances) likewise. So the earliest finish inside the budget is on 8 GPUs, 21,900 h.
void TestBudget::jobAgainstBudget()
{
    Scenario s = onDemandPlan(36);
    Job job;
    job.name = QStringLiteral("pretrain");
    job.usefulGpuHours = 175200;
    job.gpus = 16;
    s.job = job;
    Budget b;
    b.everyYear = total(1000000);
    s.budget = b;
    const JobResult jr = JobPlanner::compute(s);
    QVERIFY2(jr.ok(), qPrintable(jr.errors.join(QLatin1Char(' '))));
    QCOMPARE(jr.options[0].cost, 2190000.0);
    const auto budgets = BudgetAnalysis::checkJob(s, jr.options, true);
    QCOMPARE(budgets.size(), std::size_t(1));
    QVERIFY(budgets[0].priced);
    QVERIFY(!budgets[0].fits);
    QCOMPARE(budgets[0].firstOverrunMonth.value(), 7); // 7 x 146,000 = 1,022,000
    QCOMPARE(budgets[0].lastMonth, 15); // 10,950 h = 15 months
    QCOMPARE(budgets[0].earliestFitGpus.value(), 8);
    QCOMPARE(budgets[0].earliestFitWallClockHours.value(), 21900.0);
    QVERIFY(!budgets[0].finishNotLimitedByBudget);
    // A budget for the horizon of 3,000,000: the cost is the same on any number of GPUs, so the
    // budget does not limit how soon the job ends.
    s.budget->everyYear.reset();
    s.budget->horizon = total(3000000);
    const auto unlimited = BudgetAnalysis::checkJob(s, jr.options, true);
    QVERIFY(unlimited[0].fits);
    QVERIFY(unlimited[0].finishNotLimitedByBudget);
}

// Issue 34: servers of 1,200,000 bought in 2027-01 on a loan (30 % down, 840,000 at 0 % over 24
// months: 35,000 a month of principal from month 1), fiscal years = calendar years.
// Acquisition basis (the default, at order): all 1,200,000 is FY2027 capex, the repayments are
// financing (neither capex nor opex). As paid: 360,000 + 12 x 35,000 = 780,000 in FY2027 and
// 420,000 in FY2028, the column the tables show beside it. Payments basis: capex is that.
// Delivered after a 13-month lead time, the servers are FY2028 capex (delivered in month 14).
void TestBudget::financedServersAreCapexWhenAcquired()
{
    Scenario s = scenario(8, 730, 36);
    SelfHostedOption h = server(1, 1200000);
    Financing f;
    f.downPaymentFraction = 0.3;
    f.termMonths = 24;
    h.financing = f;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    s.calendar = calendar(2027, 1);
    Budget b;
    b.everyYear = split(1000000, 1000000);
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const std::vector<FiscalYearSpend> *years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE(years->size(), std::size_t(3));
    QCOMPARE((*years)[0].capex, 1200000.0);
    QCOMPARE((*years)[1].capex, 0.0);
    QCOMPARE((*years)[2].capex, 0.0);
    QCOMPARE((*years)[0].capexPaid, 780000.0);
    QCOMPARE((*years)[1].capexPaid, 420000.0);
    QCOMPARE((*years)[0].opex, 0.0); // interest-free: the repayments are not opex
    QCOMPARE((*years)[0].headroomCapex.value(), -200000.0); // over its capex budget in FY2027 only
    QVERIFY((*years)[1].fits() && (*years)[2].fits());
    QCOMPARE(r.budget->capexBasis, CapexBasis::Acquisition);

    s.budget->capexBasis = CapexBasis::Payments;
    r = CostEngine::compute(s);
    years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE((*years)[0].capex, 780000.0);
    QCOMPARE((*years)[1].capex, 420000.0);
    QVERIFY(budgetOf(r, 0).fits);

    s.budget->capexBasis = CapexBasis::Acquisition;
    s.budget->acquiredAt = AcquisitionEvent::Delivery;
    std::get<SelfHostedOption>(s.options[0].spec).leadTimeMonths = 13;
    r = CostEngine::compute(s);
    years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE((*years)[0].capex, 0.0);
    QCOMPARE((*years)[1].capex, 1200000.0);
    QCOMPARE((*years)[0].capexPaid, 780000.0); // paid as before: ordered in month 1

    // Accepted (验收) 2 months after delivery: delivered in month 11 (2027-11), accepted in month
    // 13 (2028-01): FY2028 capex; accepted 1 month after: month 12, FY2027.
    s.budget->acquiredAt = AcquisitionEvent::Acceptance;
    s.budget->acceptanceMonths = 2;
    std::get<SelfHostedOption>(s.options[0].spec).leadTimeMonths = 10;
    r = CostEngine::compute(s);
    years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE((*years)[0].capex, 0.0);
    QCOMPARE((*years)[1].capex, 1200000.0);
    s.budget->acceptanceMonths = 1;
    r = CostEngine::compute(s);
    years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE((*years)[0].capex, 1200000.0);
    QCOMPARE((*years)[1].capex, 0.0);
    // Accepted after the 36-month horizon: no capex budget consumed within it.
    s.budget->acceptanceMonths = 30;
    r = CostEngine::compute(s);
    years = &budgetOf(r, 0).fiscalYears;
    QCOMPARE((*years)[0].capex + (*years)[1].capex + (*years)[2].capex, 0.0);
    QCOMPARE((*years)[0].capexPaid, 780000.0);
}

// Issue 34: servers of 1,200,000 ordered in 2027-10 (plan month 1) with a 3-month lead time,
// delivered in 2028-01 (month 4), paid by milestones: 30 % advance at the order (360,000 in
// month 1), 60 % on delivery (720,000 in month 4), 10 % retention 12 months after delivery
// (120,000 in month 16, after the 12-month horizon: owed at its end). Acquisition basis (at the
// order): 1,200,000 of FY2027 capex; as paid: 360,000 in FY2027 and 720,000 in FY2028, the
// retention in neither. The retention is debt at the end: the compared total carries it.
void TestBudget::serversPaidByMilestones()
{
    Scenario s = scenario(8, 730, 12);
    SelfHostedOption h = server(1, 1200000);
    h.leadTimeMonths = 3;
    h.paymentSchedule = {{QStringLiteral("预付款"), 30, MilestoneFrom::Order, 0},
        {QStringLiteral("到货款"), 60, MilestoneFrom::Delivery, 0},
        {QStringLiteral("质保金"), 10, MilestoneFrom::Delivery, 12}};
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    s.calendar = calendar(2027, 10);
    Budget b;
    b.everyYear = split(2000000, 1000000);
    s.budget = b;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(' '))));
    const OptionResult &o = r.options[0];
    QCOMPARE(o.monthly[0][index(Category::Capex)], 360000.0);
    QCOMPARE(o.monthly[3][index(Category::Capex)], 720000.0);
    QCOMPARE(o.categoryTotals[index(Category::Capex)], 1080000.0);
    QCOMPARE(o.debtAtHorizonEnd, 120000.0);
    QCOMPARE(o.comparisonTotal, o.total - o.endOfHorizonCredit + 120000.0);
    const std::vector<FiscalYearSpend> &years = budgetOf(r, 0).fiscalYears;
    QCOMPARE(years.size(), std::size_t(2));
    QCOMPARE(years[0].capex, 1200000.0);
    QCOMPARE(years[1].capex, 0.0);
    QCOMPARE(years[0].capexPaid, 360000.0);
    QCOMPARE(years[1].capexPaid, 720000.0);
}

// Issue 34: a general taxpayer's results exclude VAT; a server of 1,130,000 including 13 % is
// 1,000,000 in the results. A budget approved 含税 compares 1,130,000 with it (the VAT paid);
// one without VAT compares 1,000,000; absent, the spend as the results show it. A small-scale
// taxpayer's results include the VAT (a cost): a budget without VAT compares 1,000,000.
void TestBudget::budgetAmountsWithOrWithoutVat()
{
    Scenario s = scenario(8, 730, 12);
    s.options.push_back(selfHosted(QStringLiteral("own"), server(1, 1130000)));
    s.vat = VatSettings{};
    Budget b;
    b.horizon = total(1100000);
    s.budget = b;
    ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(std::round(budgetOf(r, 0).horizon.capex * 100) / 100, 1000000.0);
    QVERIFY(budgetOf(r, 0).fits);
    QVERIFY(!r.budget->vatConverted);

    s.budget->amountsIncludeVat = true;
    r = CostEngine::compute(s);
    QCOMPARE(std::round(budgetOf(r, 0).horizon.capex * 100) / 100, 1130000.0);
    QVERIFY(!budgetOf(r, 0).fits); // 1,130,000 against 1,100,000
    QVERIFY(r.budget->vatConverted);
    QCOMPARE(std::round(r.options[0].total * 100) / 100, 1000000.0); // the results do not change

    s.budget->amountsIncludeVat = false;
    s.vat->inputVatRecoverable = false; // small-scale taxpayer: the results include the VAT
    r = CostEngine::compute(s);
    QCOMPARE(std::round(r.options[0].total * 100) / 100, 1130000.0);
    QCOMPARE(std::round(budgetOf(r, 0).horizon.capex * 100) / 100, 1000000.0);
    QVERIFY(budgetOf(r, 0).fits);
}

QTEST_GUILESS_MAIN(TestBudget)
#include "tst_budget.moc"
