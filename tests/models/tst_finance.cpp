// The finance functions (models/engine/finance/): depreciation by method, tax write-offs,
// annuities and their schedules, discounting, NPV, IRR and payback. Every value is worked out
// by hand in the comment above its test.
#include "annuity.h"
#include "depreciation.h"
#include "discounting.h"
#include "subsidy.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace gputco;

namespace {

/// `v` rounded to cents, to compare with amounts worked out by hand.
double cents(double v)
{
    return std::round(v * 100.0) / 100.0;
}

DepreciationTerms terms(DepreciationMethod method, double cost, double residual, int life)
{
    DepreciationTerms t;
    t.method = method;
    t.cost = cost;
    t.residual = residual;
    t.lifeMonths = life;
    return t;
}

} // namespace

class TestFinance : public QObject
{
    Q_OBJECT

private slots:
    void straightLine();
    void decliningBalance();
    void exponentialDecay();
    void bookValue_data();
    void bookValue();
    void writeOff_data();
    void writeOff();
    void resalePercent();
    void annuityPayment_data();
    void annuityPayment();
    void annuitySchedule();
    void annuityScheduleWithBalloon();
    void annuityScheduleWithoutInterest();
    void discounting();
    void npvIrrPayback();
    void subsidyWithinACap();
    void subsidyPaidAfterTheHorizon();
    void vatRecoveredLater();
};

// 300,000 over 36 months with a residual of 10 % (30,000): (300,000 - 30,000) / 36 = 7,500 a
// month; the book value after a year is 300,000 - 12 x 7,500 = 210,000, 30,000 at the end.
void TestFinance::straightLine()
{
    const DepreciationTerms t = terms(DepreciationMethod::StraightLine, 300000, 30000, 36);
    const std::vector<double> schedule = Finance::depreciationSchedule(t);
    QCOMPARE(schedule.size(), std::size_t(36));
    for (double d : schedule)
        QCOMPARE(d, 7500.0);
    QCOMPARE(Finance::bookValue(t, 0), 300000.0);
    QCOMPARE(Finance::bookValue(t, 12), 210000.0);
    QCOMPARE(Finance::bookValue(t, 36), 30000.0);
}

// The textbook case (中级会计实务, 固定资产折旧): cost 1,000,000, a 5-year life, residual 4,000.
// Double declining balance, 40 % of the book value at the start of each year: 400,000, 240,000,
// 144,000; the last two years straight line: (216,000 - 4,000) / 2 = 106,000 each. Sum of the
// years' digits: 996,000 x 5/15, 4/15, 3/15, 2/15, 1/15 = 332,000, 265,600, 199,200, 132,800,
// 66,400. A year's amount falls a twelfth a month.
void TestFinance::decliningBalance()
{
    const auto byYear = [](const DepreciationTerms &t) {
        const std::vector<double> schedule = Finance::depreciationSchedule(t);
        std::vector<double> years;
        for (std::size_t m = 0; m < schedule.size(); m += 12)
            years.push_back(cents(std::accumulate(schedule.begin() + long(m), schedule.begin() + long(m) + 12, 0.0)));
        return years;
    };
    DepreciationTerms t = terms(DepreciationMethod::DecliningBalance, 1000000, 4000, 60);
    t.decliningFactor = 2.0;
    QCOMPARE(byYear(t), (std::vector<double>{400000, 240000, 144000, 106000, 106000}));
    QCOMPARE(cents(Finance::depreciationSchedule(t)[0]), 33333.33);
    QCOMPARE(cents(Finance::bookValue(t, 6)), 800000.0);
    QCOMPARE(cents(Finance::bookValue(t, 36)), 216000.0);
    QCOMPARE(cents(Finance::bookValue(t, 42)), 163000.0);
    QCOMPARE(Finance::bookValue(t, 60), 4000.0);

    t.method = DepreciationMethod::SumOfYearsDigits;
    QCOMPARE(byYear(t), (std::vector<double>{332000, 265600, 199200, 132800, 66400}));
    QCOMPARE(cents(Finance::bookValue(t, 24)), 402400.0);

    // 100,000 over 5 years, no residual, 150 % declining (30 % a year): 30,000 (70,000 left),
    // then 21,000 while straight line over 4 years gives 17,500 (49,000 left); in year 3
    // straight line gives 49,000 / 3 = 16,333.33 > 14,700, so from then on 16,333.33 a year.
    // Switching in the last two years instead: 14,700 in year 3, then (34,300) / 2 = 17,150.
    t = terms(DepreciationMethod::DecliningBalance, 100000, 0, 60);
    t.decliningFactor = 1.5;
    t.decliningSwitch = DecliningSwitch::WhenStraightLineGivesMore;
    QCOMPARE(byYear(t), (std::vector<double>{30000, 21000, 16333.33, 16333.33, 16333.33}));
    t.decliningSwitch = DecliningSwitch::LastTwoYears;
    QCOMPARE(byYear(t), (std::vector<double>{30000, 21000, 14700, 17150, 17150}));
}

// 100,000 losing 20 % a year: 80,000 after 12 months, 64,000 after 24, 51,200 after 36, and
// 100,000 x 0.8^(1/2) = 89,442.72 after 6; a month of the first year loses 100,000 x (1 - 0.8^(1/12))
// = 1,842.35.
void TestFinance::exponentialDecay()
{
    DepreciationTerms t = terms(DepreciationMethod::ExponentialDecay, 100000, 0, 36);
    t.decayPercentPerYear = 20.0;
    QCOMPARE(cents(Finance::bookValue(t, 6)), 89442.72);
    QCOMPARE(cents(Finance::bookValue(t, 12)), 80000.0);
    QCOMPARE(cents(Finance::bookValue(t, 24)), 64000.0);
    QCOMPARE(cents(Finance::bookValue(t, 36)), 51200.0);
    QCOMPARE(cents(Finance::decayedValue(100000, 20.0, 36)), 51200.0);
    const std::vector<double> schedule = Finance::depreciationSchedule(t);
    QCOMPARE(schedule.size(), std::size_t(36));
    QCOMPARE(cents(schedule[0]), 1842.35);
    QCOMPARE(cents(std::accumulate(schedule.begin(), schedule.end(), 0.0)), 48800.0);
}

void TestFinance::bookValue_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("months");
    QTest::addColumn<double>("expected");
    // 60,000 over 24 months, residual 12,000: straight line loses 2,000 a month; so does
    // declining balance, whose last two years (the whole life) are straight line; the sum of
    // the years' digits takes 48,000 x 2/3 = 32,000 in year 1 (2,666.67 a month), 16,000 in
    // year 2; decay at 50 % a year halves the value every 12 months.
    QTest::newRow("straight line, 6 months") << int(DepreciationMethod::StraightLine) << 6 << 48000.0;
    QTest::newRow("straight line, end") << int(DepreciationMethod::StraightLine) << 24 << 12000.0;
    QTest::newRow("declining, 1 month") << int(DepreciationMethod::DecliningBalance) << 1 << 58000.0;
    QTest::newRow("declining, end") << int(DepreciationMethod::DecliningBalance) << 24 << 12000.0;
    QTest::newRow("years' digits, 1 month") << int(DepreciationMethod::SumOfYearsDigits) << 1 << 57333.33;
    QTest::newRow("years' digits, 12 months") << int(DepreciationMethod::SumOfYearsDigits) << 12 << 28000.0;
    QTest::newRow("years' digits, 18 months") << int(DepreciationMethod::SumOfYearsDigits) << 18 << 20000.0;
    QTest::newRow("decay, 12 months") << int(DepreciationMethod::ExponentialDecay) << 12 << 30000.0;
    QTest::newRow("decay, 24 months") << int(DepreciationMethod::ExponentialDecay) << 24 << 15000.0;
}

void TestFinance::bookValue()
{
    QFETCH(int, method);
    QFETCH(int, months);
    QFETCH(double, expected);
    DepreciationTerms t = terms(DepreciationMethod(method), 60000, 12000, 24);
    t.decliningFactor = 2.0;
    t.decayPercentPerYear = 50.0;
    QCOMPARE(cents(Finance::bookValue(t, months)), expected);
}

void TestFinance::writeOff_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("deducted");
    QTest::addColumn<int>("available");
    QTest::addColumn<int>("months");
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("left");
    // 3,000,000 over a tax life of 36 months, straight line: 83,333.33 a month.
    const int line = int(DepreciationMethod::StraightLine);
    QTest::newRow("sold after 24 months") << line << 0 << 24 << 24 << 83333.33 << 1000000.0;
    QTest::newRow("whole life within the horizon") << line << 0 << 60 << 36 << 83333.33 << 0.0;
    QTest::newRow("owned for 30 months, 12 left") << line << 30 << 12 << 6 << 83333.33 << 0.0;
    QTest::newRow("owned for 30 months, 4 left") << line << 30 << 4 << 4 << 83333.33 << 166666.67;
    QTest::newRow("tax life over") << line << 40 << 12 << 0 << 0.0 << 0.0;
    QTest::newRow("in service after the horizon") << line << 0 << -3 << 0 << 0.0 << 3000000.0;
    // Double declining over 3 years: 2/3 of 3,000,000 in year 1 (166,666.67 a month), then the
    // last two years straight line: 1,000,000 / 2 a year (41,666.67 a month).
    const int declining = int(DepreciationMethod::DecliningBalance);
    QTest::newRow("declining, sold after 12 months") << declining << 0 << 12 << 12 << 166666.67 << 1000000.0;
    QTest::newRow("declining, owned for 12 months") << declining << 12 << 6 << 6 << 41666.67 << 750000.0;
}

void TestFinance::writeOff()
{
    QFETCH(int, method);
    QFETCH(int, deducted);
    QFETCH(int, available);
    QFETCH(int, months);
    QFETCH(double, first);
    QFETCH(double, left);
    DepreciationTerms t = terms(DepreciationMethod(method), 3000000, 0, 36);
    const WriteOff w = Finance::writeOff(t, deducted, available);
    QCOMPARE(int(w.perMonth.size()), months);
    QCOMPARE(w.perMonth.empty() ? 0.0 : cents(w.perMonth.front()), first);
    QCOMPARE(cents(w.left), left);
}

// 100 % new, 70 % at 12 months, 50 % at 24: 85 % at 6 months, 60 % at 18, flat beyond.
void TestFinance::resalePercent()
{
    const std::vector<ResalePoint> table{{0, 100}, {12, 70}, {24, 50}};
    QCOMPARE(Finance::resalePercent(table, 6), 85.0);
    QCOMPARE(Finance::resalePercent(table, 18), 60.0);
    QCOMPARE(Finance::resalePercent(table, 36), 50.0);
    QCOMPARE(Finance::resalePercent({}, 12), 0.0);
}

void TestFinance::annuityPayment_data()
{
    QTest::addColumn<double>("principal");
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("balloon");
    QTest::addColumn<double>("expected");
    // 1,000,000 x 0.005 / (1 - 1.005^-36) = 30,421.94.
    QTest::newRow("0.5 % a month, 36 months") << 1000000.0 << 0.005 << 36 << 0.0 << 30421.94;
    // (800,000 - 100,000 x q) r / (1 - q), r = 6.5 % / 12, q = (1 + r)^-36: 21,995.97.
    QTest::newRow("with a balloon") << 800000.0 << 0.065 / 12 << 36 << 100000.0 << 21995.97;
    QTest::newRow("no interest") << 1200.0 << 0.0 << 12 << 0.0 << 100.0;
    QTest::newRow("no interest, balloon") << 1200.0 << 0.0 << 12 << 600.0 << 50.0;
    QTest::newRow("no payments") << 1200.0 << 0.01 << 0 << 0.0 << 1200.0;
}

void TestFinance::annuityPayment()
{
    QFETCH(double, principal);
    QFETCH(double, rate);
    QFETCH(int, n);
    QFETCH(double, balloon);
    QFETCH(double, expected);
    QCOMPARE(cents(Finance::annuityPayment(principal, rate, n, balloon)), expected);
}

// 1,000,000 at 0.5 % a month over 36 months, 30,421.94 a payment: the first pays 5,000 interest
// and repays 25,421.94 (974,578.06 left); the second 974,578.06 x 0.005 = 4,872.89 interest and
// 25,549.05 repaid. Every payment is 30,421.94 and they repay 1,000,000.
void TestFinance::annuitySchedule()
{
    const std::vector<LoanPayment> s = Finance::annuitySchedule(1000000, 0.005, 36);
    QCOMPARE(s.size(), std::size_t(36));
    QCOMPARE(s[0].interest, 5000.0);
    QCOMPARE(cents(s[0].principal), 25421.94);
    QCOMPARE(cents(s[1].interest), 4872.89);
    QCOMPARE(cents(s[1].principal), 25549.05);
    double repaid = 0.0;
    for (const LoanPayment &p : s) {
        QCOMPARE(cents(p.principal + p.interest), 30421.94);
        repaid += p.principal;
    }
    QCOMPARE(cents(repaid), 1000000.0);
}

// 800,000 at 6.5 % over 36 months with a balloon of 100,000: 21,995.97 a month, the last one
// with the balloon, 121,995.97 (657.25 of it interest).
void TestFinance::annuityScheduleWithBalloon()
{
    const std::vector<LoanPayment> s = Finance::annuitySchedule(800000, 0.065 / 12, 36, 100000);
    QCOMPARE(s.size(), std::size_t(36));
    for (std::size_t k = 0; k + 1 < s.size(); ++k)
        QCOMPARE(cents(s[k].principal + s[k].interest), 21995.97);
    QCOMPARE(cents(s.back().interest), 657.25);
    QCOMPARE(cents(s.back().principal + s.back().interest), 121995.97);
    double repaid = 0.0;
    for (const LoanPayment &p : s)
        repaid += p.principal;
    QCOMPARE(cents(repaid), 800000.0);
}

void TestFinance::annuityScheduleWithoutInterest()
{
    const std::vector<LoanPayment> s = Finance::annuitySchedule(1200, 0.0, 12);
    QCOMPARE(s.size(), std::size_t(12));
    for (const LoanPayment &p : s) {
        QCOMPARE(p.principal, 100.0);
        QCOMPARE(p.interest, 0.0);
    }
    QVERIFY(Finance::annuitySchedule(1200, 0.01, 0).empty());
}

// 12 % a year is 1.12^(1/12) - 1 = 0.94887929 % a month, and back; 1 % a month is 12.682503 % a year. At 1 % a period
// the factors are 1 / 1.01, 1 / 1.0201 and 1 / 1.030301; flows of 101 and 102.01 at t = 1, 2 are 100 each today.
void TestFinance::discounting()
{
    QCOMPARE(Finance::monthlyRate(0.12), std::pow(1.12, 1.0 / 12.0) - 1.0);
    QVERIFY(std::abs(Finance::monthlyRate(0.12) - 0.0094887929) < 1e-10);
    QVERIFY(std::abs(Finance::annualRate(Finance::monthlyRate(0.12)) - 0.12) < 1e-15);
    QCOMPARE(std::round(Finance::annualRate(0.01) * 1e8) / 1e8, 0.12682503); // 1.01^12 - 1
    const std::vector<double> f = Finance::discountFactors(0.01, 3);
    QCOMPARE(f.size(), std::size_t(3));
    QCOMPARE(f[0], 1.0 / 1.01);
    QVERIFY(std::abs(f[1] - 1.0 / 1.0201) < 1e-15);
    QVERIFY(std::abs(f[2] - 1.0 / 1.030301) < 1e-15);
    QVERIFY(Finance::discountFactors(0.01, 0).empty());
    const std::vector<double> d = Finance::discounted({-50.0, 101.0, 102.01}, 0.01);
    QCOMPARE(d[0], -50.0);
    QCOMPARE(cents(d[1]), 100.0);
    QCOMPARE(cents(d[2]), 100.0);
}

// -1,000 now and 500 at the end of each of 3 years: at 10 % the NPV is -1,000 + 454.55 + 413.22
// + 375.66 = 243.43; the IRR solves 500 (1 - (1 + r)^-3) / r = 1,000: r = 23.375 %. Payback:
// -500 after a year, 0 after two: 2.0 periods; -100 then 30 a period: 3 + 10 / 30 = 3.333.
void TestFinance::npvIrrPayback()
{
    const std::vector<double> flows{-1000, 500, 500, 500};
    QCOMPARE(cents(Finance::npv(flows, 0.10)), 243.43);
    QCOMPARE(Finance::npv(flows, 0.0), 500.0);
    const std::optional<double> r = Finance::irr(flows);
    QVERIFY(r.has_value());
    QCOMPARE(std::round(*r * 1e5) / 1e5, 0.23375);
    QVERIFY(std::abs(Finance::npv(flows, *r)) < 1e-6);
    QCOMPARE(Finance::signChanges(flows), 1);
    QCOMPARE(Finance::signChanges({100.0, 0.0, -5.0, 0.0, 5.0}), 2);
    QVERIFY(!Finance::irr({100.0, 50.0}));
    QCOMPARE(*Finance::payback(flows), 2.0);
    QCOMPARE(std::round(*Finance::payback({-100, 30, 30, 30, 30}) * 1000) / 1000, 3.333);
    QCOMPARE(*Finance::payback({10, -5, 1}), 0.0);
    QVERIFY(!Finance::payback({-100, 30}));
}

// 10 % of 1,060,000 a month, at most 500,000 a year, paid 3 months later, 12 months of one year:
// months 1-4 earn 106,000 each (424,000), month 5 the 76,000 left of the cap (30,000 over it),
// months 6-12 nothing (7 x 106,000 = 742,000 over): 772,000 capped in all. Paid in months 4-7
// (106,000 each) and 8 (76,000). A year whose cap is reached earns no more: no month of year 0
// adds at the margin. A second year (months 13-24) with its own cap starts again from nothing.
void TestFinance::subsidyWithinACap()
{
    const std::vector<double> spend(12, 1060000.0);
    const SubsidySchedule s = Finance::subsidySchedule(spend, std::vector<int>(12, 0), 10.0, 500000.0, 3);
    const std::vector<double> earned{106000, 106000, 106000, 106000, 76000, 0, 0, 0, 0, 0, 0, 0};
    const std::vector<double> paid{0, 0, 0, 106000, 106000, 106000, 106000, 76000, 0, 0, 0, 0};
    for (std::size_t m = 0; m < 12; ++m) {
        QCOMPARE(cents(s.earnedByMonth[m]), earned[m]);
        QCOMPARE(cents(s.paidByMonth[m]), paid[m]);
    }
    QCOMPARE(cents(s.capped), 772000.0);
    QCOMPARE(s.paidAfterHorizon, 0.0);
    QCOMPARE(s.marginalShare, 0.0);

    std::vector<int> years(24, 0);
    std::fill(years.begin() + 12, years.end(), 1);
    const SubsidySchedule two = Finance::subsidySchedule(std::vector<double>(24, 1060000.0), years, 10.0, 500000.0, 3);
    QCOMPARE(cents(two.earnedByMonth[12]), 106000.0);
    QCOMPARE(cents(two.earnedByMonth[16]), 76000.0);
    QCOMPARE(cents(std::accumulate(two.paidByMonth.begin(), two.paidByMonth.end(), 0.0)), 1000000.0);
    // Months outside the programme (year -1) earn nothing.
    years.assign(12, -1);
    years[0] = 0;
    const SubsidySchedule one = Finance::subsidySchedule(spend, years, 10.0, -1.0, 0);
    QCOMPARE(cents(one.paidByMonth[0]), 106000.0);
    QCOMPARE(cents(std::accumulate(one.paidByMonth.begin(), one.paidByMonth.end(), 0.0)), 106000.0);
    QCOMPARE(one.marginalShare, 1.0);
}

// 20 % of 1,060,000 a month for 12 months, no cap, paid 10 months later: months 1 and 2 are paid
// in months 11 and 12 (212,000 each); months 3-12 would be paid after the horizon (2,120,000).
// At the margin only the spend of months 1 and 2 earns within the horizon: 2 / 12.
void TestFinance::subsidyPaidAfterTheHorizon()
{
    const SubsidySchedule s
        = Finance::subsidySchedule(std::vector<double>(12, 1060000.0), std::vector<int>(12, 0), 20.0, -1.0, 10);
    QCOMPARE(cents(s.paidByMonth[10]), 212000.0);
    QCOMPARE(cents(s.paidByMonth[11]), 212000.0);
    QCOMPARE(cents(std::accumulate(s.paidByMonth.begin(), s.paidByMonth.end(), 0.0)), 424000.0);
    QCOMPARE(cents(s.paidAfterHorizon), 2120000.0);
    QCOMPARE(s.capped, 0.0);
    QCOMPARE(s.marginalShare, 2.0 / 12.0);
}

// Input VAT of 60,000 in each of 3 months, recovered 2 months later: month 1 +60,000, month 2
// +60,000, month 3 +60,000 less what months 1, 2 and 3 recover there (month 1's in month 3,
// months 2 and 3 after the horizon, so in its last month): -120,000. The flows sum to nothing.
// A lag of 0 has no flows.
void TestFinance::vatRecoveredLater()
{
    const std::vector<double> f = Finance::vatRecoveryTiming({60000, 60000, 60000}, 2);
    QCOMPARE(f, (std::vector<double>{60000, 60000, -120000}));
    QCOMPARE(Finance::vatRecoveryTiming({60000, 60000, 60000}, 1), (std::vector<double>{60000, 0, -60000}));
    QVERIFY(Finance::vatRecoveryTiming({60000}, 0).empty());
}

QTEST_GUILESS_MAIN(TestFinance)
#include "tst_finance.moc"
