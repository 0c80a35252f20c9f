// Decision metrics of owning instead of renting (issue 13, models/engine/decision.h): incremental cash
// flows, NPV, IRR, payback, with both timing conventions. Values worked out by hand below.
#include "builders.h"
#include "costengine.h"
#include "decision.h"
#include "ranking.h"
#include "resultwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTest>

#include <cmath>

using namespace gputco;
using namespace gputco::test;

namespace {

/// One 8-GPU server bought for 1,000,000 (48-month life, no residual, no running costs) against
/// one 8-GPU on-demand instance busy all month at 280,000 / 8,760 an hour: 23,333.33 a month,
/// 280,000 a year, for 48 months at 8 % a year.
Scenario buyVersusRent(FinanceTiming timing)
{
    Scenario s = scenario(8, 730, 48);
    s.discountRatePerYear = 0.08;
    s.options.push_back(cloud(QStringLiteral("rent"), onDemand(280000.0 / 8760.0)));
    SelfHostedOption h = server(1, 1000000);
    h.lifeMonths = 48;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    s.finance.timing = timing;
    return s;
}

} // namespace

class TestDecision : public QObject
{
    Q_OBJECT

private slots:
    void yearlyTextbookCase();
    void monthlyCase();
    void bookValueCredited();
    void resaleCredited_data();
    void resaleCredited();
    void resalePercentInterpolates();
    void comparisonTotalsCreditTheEnd_data();
    void comparisonTotalsCreditTheEnd();
    void debtOwedAtTheEnd_data();
    void debtOwedAtTheEnd();
    void rankingFollowsTheDecision_data();
    void rankingFollowsTheDecision();
    void irrNoneWithoutSignChange();
    void paybackInterpolates();
    void jsonDecisionsGivenOrStreamed();
};

// Yearly periods, capex at time 0, savings at year end: flows -1,000,000, then 280,000 x 4.
// Undiscounted saving +120,000, yet NPV at 8 % = 280,000 x (1 - 1.08^-4) / 0.08 - 1,000,000
// = 280,000 x 3.3121268 - 1,000,000 = -72,604.48: slightly negative. IRR: 280,000 x annuity(4, r)
// = 1,000,000 at r = 4.6925 %. Payback 3 + 160,000 / 280,000 = 3.571 years; never discounted.
void TestDecision::yearlyTextbookCase()
{
    const Scenario s = buyVersusRent(FinanceTiming::Yearly);
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(d.periodRate, 0.08);
    QCOMPARE(d.pairs.size(), std::size_t(1));
    const DecisionPair &p = d.pairs[0];
    QCOMPARE(p.flows.size(), std::size_t(5));
    QCOMPARE(p.flows[0], -1000000.0);
    for (int t = 1; t <= 4; ++t)
        QCOMPARE(p.flows[std::size_t(t)], 280000.0);
    QCOMPARE(p.terminalValue, 0.0); // fully depreciated after 48 of 48 months
    QCOMPARE(p.undiscountedSaving, 120000.0);
    QCOMPARE(std::round(p.npv * 100) / 100, -72604.48);
    QVERIFY(p.irr.has_value());
    QCOMPARE(std::round(*p.irr * 1e6) / 1e6, 0.046925);
    QVERIFY(std::abs(DecisionAnalysis::npv(p.flows, *p.irr)) < 1e-6); // zero at the IRR
    QCOMPARE(std::round(*p.paybackPeriods * 1000) / 1000, 3.571);
    QVERIFY(!p.discountedPaybackPeriods);
}

// Monthly periods: -1,000,000 at t = 0, then 23,333.33 at the end of each of 48 months. Monthly
// rate 1.08^(1/12) - 1 = 0.6434 %: NPV = -39,072.45; monthly IRR 0.47237 %, 5.818 % a year;
// payback 1,000,000 / 23,333.33 = 42.857 months.
void TestDecision::monthlyCase()
{
    const Scenario s = buyVersusRent(FinanceTiming::Monthly);
    const DecisionResult d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    const DecisionPair &p = d.pairs.at(0);
    QCOMPARE(p.flows.size(), std::size_t(49));
    QCOMPARE(std::round(p.npv * 100) / 100, -39072.45);
    QCOMPARE(std::round(*p.irr * 1e5) / 1e5, 0.05818);
    QCOMPARE(std::round(*p.paybackPeriods * 1000) / 1000, 42.857);
}

// 24 months of a 60-month life: the book value left is 1,000,000 x 36 / 60 = 600,000, credited
// at the end of month 24. Flows: -1,000,000, 23,333.33 x 24 (560,000), + 600,000: saving 160,000.
// With "nothing" at the end the saving is -440,000 and the flows never turn positive.
void TestDecision::bookValueCredited()
{
    Scenario s = buyVersusRent(FinanceTiming::Monthly);
    s.horizonMonths = 24;
    std::get<SelfHostedOption>(s.options[1].spec).lifeMonths = 60;
    DecisionResult d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    QCOMPARE(d.pairs[0].terminalValue, 600000.0);
    QCOMPARE(std::round(d.pairs[0].undiscountedSaving * 100) / 100, 160000.0);
    QCOMPARE(std::round(d.pairs[0].flows[24] * 100) / 100, 623333.33);
    // Cumulative -463,333.33 at the end of month 23, +160,000 after month 24: 23 + 463,333.33 / 623,333.33.
    QCOMPARE(std::round(*d.pairs[0].paybackPeriods * 1000) / 1000, 23.743);
    s.finance.endOfHorizon = EndOfHorizon::Nothing;
    d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    QCOMPARE(d.pairs[0].terminalValue, 0.0);
    QCOMPARE(std::round(d.pairs[0].undiscountedSaving * 100) / 100, -440000.0);
    QVERIFY(!d.pairs[0].paybackPeriods);
}

// 24 of 60 months, as above (rent 560,000, capex 1,000,000 of hardware), with the expected resale
// value credited instead of the book value:
//   40 % at any age (one point): 400,000; saving -440,000 + 400,000 = -40,000.
//   100 % new, 70 % at 12 months, 30 % at 36: at 24 months 70 + (30 - 70) x 12 / 24 = 50 %:
//   500,000; saving +60,000.
//   The same with 100,000 of installation (bought, never resold): capex 1,100,000, resale still
//   500,000 (hardware only); saving 560,000 - 1,100,000 + 500,000 = -40,000.
void TestDecision::resaleCredited_data()
{
    QTest::addColumn<QList<int>>("ages");
    QTest::addColumn<QList<double>>("percents");
    QTest::addColumn<double>("installation");
    QTest::addColumn<double>("resale");
    QTest::addColumn<double>("saving");
    QTest::newRow("one point") << QList<int>{0} << QList<double>{40} << 0.0 << 400000.0 << -40000.0;
    QTest::newRow("table") << QList<int>{0, 12, 36} << QList<double>{100, 70, 30} << 0.0 << 500000.0 << 60000.0;
    QTest::newRow("table, installation") << QList<int>{0, 12, 36} << QList<double>{100, 70, 30} << 100000.0 << 500000.0
                                         << -40000.0;
}

void TestDecision::resaleCredited()
{
    QFETCH(QList<int>, ages);
    QFETCH(QList<double>, percents);
    QFETCH(double, installation);
    QFETCH(double, resale);
    QFETCH(double, saving);
    Scenario s = buyVersusRent(FinanceTiming::Monthly);
    s.horizonMonths = 24;
    SelfHostedOption &h = std::get<SelfHostedOption>(s.options[1].spec);
    h.lifeMonths = 60;
    h.installationCapex = installation;
    s.finance.endOfHorizon = EndOfHorizon::Resale;
    for (int i = 0; i < ages.size(); ++i)
        s.finance.resaleByAge.push_back(ResalePoint{ages[i], percents[i]});
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(std::round(r.options[1].resaleValueAtHorizonEnd * 100) / 100, resale);
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(d.endOfHorizon, EndOfHorizon::Resale);
    QCOMPARE(std::round(d.pairs[0].terminalValue * 100) / 100, resale);
    QCOMPARE(std::round(d.pairs[0].undiscountedSaving * 100) / 100, saving);
}

// {0: 100, 12: 70, 36: 30}: 85 at 6 months, 70 at 12, 50 at 24, 30 at 36 and beyond, 100 before.
void TestDecision::resalePercentInterpolates()
{
    const std::vector<ResalePoint> table{{0, 100}, {12, 70}, {36, 30}};
    QCOMPARE(CostEngine::resalePercent(table, 6), 85.0);
    QCOMPARE(CostEngine::resalePercent(table, 12), 70.0);
    QCOMPARE(CostEngine::resalePercent(table, 24), 50.0);
    QCOMPARE(CostEngine::resalePercent(table, 48), 30.0);
    QCOMPARE(CostEngine::resalePercent({{12, 70}}, 0), 70.0);
    QCOMPARE(CostEngine::resalePercent({}, 12), 0.0);
}

void TestDecision::irrNoneWithoutSignChange()
{
    QVERIFY(!DecisionAnalysis::irr({100.0, 50.0, 0.0, 20.0}));
    QVERIFY(!DecisionAnalysis::irr({-100.0, -50.0}));
    // -100 then 110 a period later: 10 %.
    QCOMPARE(std::round(*DecisionAnalysis::irr({-100.0, 110.0}) * 1e9) / 1e9, 0.1);
}

// -100, 30, 30, 30, 30: cumulative -70, -40, -10, +20: payback 3 + 10 / 30 = 3.333 periods.
// Flows that dip again (-100, 150, -100, 60): cumulative -100, 50, -50, 10: payback 2 + 50 / 60.
void TestDecision::paybackInterpolates()
{
    QCOMPARE(std::round(*DecisionAnalysis::payback({-100, 30, 30, 30, 30}) * 1000) / 1000, 3.333);
    QCOMPARE(std::round(*DecisionAnalysis::payback({-100, 150, -100, 60}) * 1000) / 1000, 2.833);
    QCOMPARE(*DecisionAnalysis::payback({10, -5, 1}), 0.0);
    QVERIFY(!DecisionAnalysis::payback({-100, 30}));
}

// The JSON's "decisions" are the same whether the pairs are given (ResultWriter::json with the
// DecisionResult) or computed one at a time from the cash view as compute --format json streams
// them (writeJson); the monthly case's NPV of -39,072.45, with its after-tax flows.
void TestDecision::jsonDecisionsGivenOrStreamed()
{
    Scenario s = buyVersusRent(FinanceTiming::Monthly);
    s.incomeTax = IncomeTax{};
    const ScenarioResult r = CostEngine::compute(s);
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    const QByteArray given = ResultWriter::json(s, r, QStringLiteral("buy.json"), &d);
    QByteArray streamed;
    ResultWriter::writeJson(
        [&streamed](std::string_view text) { streamed.append(text.data(), qsizetype(text.size())); }, s, r,
        QStringLiteral("buy.json"), &r, PairFilter());
    QCOMPARE(given, streamed);
    const QJsonObject decisions = QJsonDocument::fromJson(given).object()[QStringLiteral("decisions")].toObject();
    QCOMPARE(decisions[QStringLiteral("timing")].toString(), QStringLiteral("monthly"));
    const QJsonObject pair = decisions[QStringLiteral("pairs")].toArray()[0].toObject();
    QCOMPARE(pair[QStringLiteral("selfHosted")].toString(), QStringLiteral("own"));
    QCOMPARE(std::round(pair[QStringLiteral("npv")].toDouble() * 100) / 100, -39072.45);
    QCOMPARE(pair[QStringLiteral("afterTax")].toObject()[QStringLiteral("flows")].toArray().size(), 49);
}

// Financing past the horizon in the decision metrics (issue 33, item 1): the monthly case over 24
// months of a 60-month life (rent 23,333.33 a month, 600,000 of book value credited at t = 24),
// the server bought for cash, on a 0 % finance lease with a 100 % balloon over 240 months, or
// on a 6 % loan over 36 months (r = 0.5 %, payment 30,421.94; principal at the start of its
// month, interest at the end). What is still owed at the end is charged at t = 24 with the credit.
//   cash: flows -1,000,000, 23,333.33 x 24, + 600,000: saving 160,000; NPV at 8 % 31,771.23.
//   0 % lease: nothing paid within the horizon, 1,000,000 owed: t = 24 gets 23,333.33 + 600,000
//   - 1,000,000 = -376,666.67; saving 160,000, as cash (before: 1,160,000). NPV 31,771.23
//   + 1,000,000 (1 - 1.08^-2) = 174,432.40: paying at t = 24 instead of t = 0 is worth 142,661.18
//   at 8 %, what the discount rate says; at a 0 % rate the NPV is 160,000, as cash.
//   6 % loan: 24 payments repay 646,529.58 and pay 83,596.92 of interest; 353,470.42 is owed at
//   the end. Saving 160,000 - 83,596.92 = 76,403.08: lower than cash by exactly the interest paid
//   within the horizon (before: 429,873.50, above cash). NPV 50,347.16: above cash by
//   sum_k v^k (rho B_k - r B_(k-1)) = 18,575.93 (v = 1 / (1 + rho), rho = 1.08^(1/12) - 1, B_k the
//   balance after k payments): borrowing at 6 % is worth that much at a discount rate of 8 %;
//   at a 0 % discount rate the NPV is the saving, 76,403.08, below cash by the interest.
void TestDecision::debtOwedAtTheEnd_data()
{
    QTest::addColumn<int>("financing"); // 0 cash, 1 the 0 % lease, 2 the 6 % loan
    QTest::addColumn<double>("debt");
    QTest::addColumn<double>("lastFlow");
    QTest::addColumn<double>("saving");
    QTest::addColumn<double>("npv");
    QTest::newRow("cash") << 0 << 0.0 << 623333.33 << 160000.0 << 31771.23;
    QTest::newRow("0 % lease, 100 % balloon") << 1 << 1000000.0 << -376666.67 << 160000.0 << 174432.40;
    QTest::newRow("6 % loan") << 2 << 353470.42 << 267953.0 << 76403.08 << 50347.16;
}

void TestDecision::debtOwedAtTheEnd()
{
    QFETCH(int, financing);
    QFETCH(double, debt);
    QFETCH(double, lastFlow);
    QFETCH(double, saving);
    QFETCH(double, npv);
    Scenario s = buyVersusRent(FinanceTiming::Monthly);
    s.horizonMonths = 24;
    SelfHostedOption &h = std::get<SelfHostedOption>(s.options[1].spec);
    h.lifeMonths = 60;
    Financing f;
    if (financing == 1) {
        f.kind = FinancingKind::FinanceLease;
        f.termMonths = 240;
        f.balloonFraction = 1.0;
    } else {
        f.termMonths = 36;
        f.annualRate = 0.06;
    }
    if (financing != 0)
        h.financing = f;
    auto cents = [](double v) { return std::round(v * 100) / 100; };
    DecisionResult d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    const DecisionPair &p = d.pairs.at(0);
    QCOMPARE(p.terminalValue, 600000.0); // the credit is the same whatever the financing
    QCOMPARE(cents(p.debtAtHorizonEnd), debt);
    QCOMPARE(cents(p.flows[24]), lastFlow);
    QCOMPARE(cents(p.undiscountedSaving), saving);
    QCOMPARE(cents(p.npv), npv);
    // The interest paid within the horizon is what financing costs, undiscounted.
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(cents(160000.0 - r.options[1].categoryTotals[index(Category::Interest)]), saving);
    // Crediting nothing still charges the debt: the servers are not paid for.
    s.finance.endOfHorizon = EndOfHorizon::Nothing;
    d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    QCOMPARE(d.pairs[0].terminalValue, 0.0);
    QCOMPARE(cents(d.pairs[0].undiscountedSaving), saving - 600000.0);
    // At a 0 % discount rate the NPV is the undiscounted saving.
    s.finance.endOfHorizon = EndOfHorizon::BookValue;
    s.discountRatePerYear = 0.0;
    d = DecisionAnalysis::compute(s, CostEngine::compute(s));
    QCOMPARE(cents(d.pairs[0].npv), saving);
}

void TestDecision::rankingFollowsTheDecision_data()
{
    QTest::addColumn<int>("timing");
    QTest::newRow("yearly") << int(FinanceTiming::Yearly);
    QTest::newRow("monthly") << int(FinanceTiming::Monthly);
}

// Issue 34: renting at 30,000 a month against a server of 1,000,000 bought in month 1, 48 months,
// 20 % a year, no value left at the end. Yearly: rent 360,000 at each year end, PV 360,000 x
// (1 - 1.2^-4) / 0.2 = 931,944.44 against 1,000,000 at time 0: NPV of buying -68,055.56, and
// renting is recommended. PV of cost used to be monthly whatever the timing (rent 1,014,562.03
// against 984,921.38 for the server): it recommended buying beside that negative NPV. Now, on
// either timing, the NPV is the comparison PV of renting less that of owning.
void TestDecision::rankingFollowsTheDecision()
{
    QFETCH(int, timing);
    auto cents = [](double v) { return std::round(v * 100) / 100; };
    Scenario s = scenario(8, 730, 48);
    s.discountRatePerYear = 0.20;
    s.finance.timing = FinanceTiming(timing);
    s.options.push_back(cloud(QStringLiteral("rent"), onDemand(30000.0 / 730.0)));
    SelfHostedOption h = server(1, 1000000);
    h.lifeMonths = 48;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    const ScenarioResult r = CostEngine::compute(s);
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(d.pairs.size(), std::size_t(1));
    const double npv = d.pairs[0].npv;
    const double difference = r.options[0].comparisonDiscounted - r.options[1].comparisonDiscounted;
    QVERIFY2(std::abs(npv - difference) < 1e-6, qPrintable(QStringLiteral("%1 %2").arg(npv).arg(difference)));
    QCOMPARE(rank(r).recommended, npv > 0 ? 1 : 0);
    if (FinanceTiming(timing) == FinanceTiming::Yearly) {
        QCOMPARE(cents(npv), -68055.56);
        QCOMPARE(cents(r.options[0].totalDiscounted), 931944.44);
        QCOMPARE(r.options[1].totalDiscounted, 1000000.0);
        QCOMPARE(rank(r).recommended, 0);
    }
}

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"

// The end-of-horizon credit in each option's comparison totals and in the ranking (issue 13):
// 32 GPUs, 24 months of a 60-month life, 8 % a year (monthly rate 1.08^(1/12) - 1 = 0.643403 %).
//   Rent: 4 instances of 8 GPUs at 25,000 / 730 an hour, busy 730 h: 100,000 a month, 2,400,000
//   in 24 months; PV of cost = 100,000 x sum_{m=1..24} 1.08^(-m/12) = 2,217,291.14.
//   Own: 4 servers at 1,000,000 bought in month 1: cash 4,000,000, paid at the start of month 1
//   (as the decision has it): PV 4,000,000.
//   bookValue: 4,000,000 x (60 - 24) / 60 = 2,400,000 credited at the end of month 24, discounted
//   by 1.08^2: 2,057,613.17. Comparison total 1,600,000, PV 4,000,000 - 2,057,613.17
//   = 1,942,386.83: owning is recommended and cheapest.
//   resale, 30 % at any age: 1,200,000 (PV 1,028,806.58): 2,800,000 and 2,971,193.42: renting wins.
//   nothing: 4,000,000 and 4,000,000: renting wins.
// The cash totals (and break-even) never change; the amortized view charges 4,000,000 x 24 / 60
// = 1,600,000 of depreciation and has no credit.
void TestDecision::comparisonTotalsCreditTheEnd_data()
{
    QTest::addColumn<int>("treatment"); // EndOfHorizon
    QTest::addColumn<double>("credit");
    QTest::addColumn<double>("comparisonTotal");
    QTest::addColumn<double>("comparisonDiscounted");
    QTest::addColumn<QString>("recommended");
    QTest::newRow("book value") << int(EndOfHorizon::BookValue) << 2400000.0 << 1600000.0 << 1942386.83
                                << QStringLiteral("own");
    QTest::newRow("resale 30 %") << int(EndOfHorizon::Resale) << 1200000.0 << 2800000.0 << 2971193.42
                                 << QStringLiteral("rent");
    QTest::newRow("nothing") << int(EndOfHorizon::Nothing) << 0.0 << 4000000.0 << 4000000.0 << QStringLiteral("rent");
}

void TestDecision::comparisonTotalsCreditTheEnd()
{
    QFETCH(int, treatment);
    QFETCH(double, credit);
    QFETCH(double, comparisonTotal);
    QFETCH(double, comparisonDiscounted);
    QFETCH(QString, recommended);
    Scenario s = scenario(32, 730, 24);
    s.discountRatePerYear = 0.08;
    s.options.push_back(cloud(QStringLiteral("rent"), onDemand(25000.0 / 730.0)));
    s.options.push_back(selfHosted(QStringLiteral("own"), server(4, 1000000)));
    s.finance.endOfHorizon = EndOfHorizon(treatment);
    s.finance.resaleByAge = {ResalePoint{0, 30}};
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(r.endOfHorizon, EndOfHorizon(treatment));
    const OptionResult &rent = r.options[0], &own = r.options[1];
    QCOMPARE(std::round(rent.total * 100) / 100, 2400000.0);
    QCOMPARE(std::round(rent.totalDiscounted * 100) / 100, 2217291.14);
    QCOMPARE(rent.endOfHorizonCredit, 0.0); // nothing to credit on a cloud bill
    QCOMPARE(rent.comparisonTotal, rent.total);
    QCOMPARE(rent.comparisonDiscounted, rent.totalDiscounted);
    QCOMPARE(own.total, 4000000.0); // the cash total is unchanged by the treatment
    QCOMPARE(std::round(own.totalDiscounted * 100) / 100, 4000000.0);
    QCOMPARE(own.bookValueAtHorizonEnd, 2400000.0);
    QCOMPARE(std::round(own.endOfHorizonCredit * 100) / 100, credit);
    QCOMPARE(std::round(own.comparisonTotal * 100) / 100, comparisonTotal);
    QCOMPARE(std::round(own.comparisonDiscounted * 100) / 100, comparisonDiscounted);
    const Ranking k = rank(r);
    QCOMPARE(r.options[std::size_t(k.recommended)].id, recommended);
    QCOMPARE(r.options[std::size_t(k.cheapest)].id, recommended);
    // Break-even stays on cash flows: 4,000,000 against 100,000 a month never crosses in 24 months.
    QCOMPARE(r.breakEvens.size(), std::size_t(1));
    QVERIFY(r.breakEvens[0].crossings.empty());

    const ScenarioResult amortized = CostEngine::compute(s, CostView::Amortized);
    QCOMPARE(std::round(amortized.options[1].total * 100) / 100, 1600000.0);
    QCOMPARE(amortized.options[1].endOfHorizonCredit, 0.0);
    QCOMPARE(amortized.options[1].comparisonTotal, amortized.options[1].total);
}
