// VAT and income tax (issue 13, models/engine/tax.h, docs/finance.md). Every expected value is worked
// out by hand in the comments.
#include "builders.h"
#include "costengine.h"
#include "decision.h"
#include "tax.h"

#include <QTest>

#include <cmath>

using namespace gputco;
using namespace gputco::test;

Q_DECLARE_METATYPE(AmountBasis)

namespace {

double cents(double v)
{
    return std::round(v * 100.0) / 100.0;
}

/// One month, one 8-GPU instance busy all 730 hours at 1,060,000 / 730 an hour: a bill of
/// 1,060,000 for the month.
Scenario cloudBill()
{
    Scenario s = scenario(8, 730, 1);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(1060000.0 / 730.0)));
    return s;
}

/// One month, one server bought for 1,130,000 (60-month life, no residual) drawing 10 kW all
/// 730 hours at PUE 1 and 0.565 a kWh: 7,300 kWh, 4,124.50 of electricity.
Scenario ownServer()
{
    Scenario s = scenario(8, 730, 1);
    SelfHostedOption h = server(1, 1130000);
    h.typicalKwPerServer = 10;
    h.pue = 1;
    h.powerPricePerKwh = 0.565;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    return s;
}

/// Three years at 8 % a year, yearly periods: one server bought for `price` (36-month book life,
/// no running costs) against one 8-GPU instance renting at 1,000,000 a year (1,000,000 / 8,760
/// an hour, busy 730 hours a month), income tax 25 % with 3-year tax depreciation.
Scenario buyVersusRentAfterTax(double price, const QString &startMonth, bool fullDeduction)
{
    Scenario s = scenario(8, 730, 36);
    s.discountRatePerYear = 0.08;
    s.finance.timing = FinanceTiming::Yearly;
    s.options.push_back(cloud(QStringLiteral("rent"), onDemand(1000000.0 / 8760.0)));
    SelfHostedOption h = server(1, price);
    h.lifeMonths = 36;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    if (!startMonth.isEmpty()) {
        s.calendar.startYear = startMonth.left(4).toInt();
        s.calendar.startMonth = startMonth.mid(5).toInt();
    }
    IncomeTax tax;
    tax.fullDeduction = fullDeduction;
    s.incomeTax = tax;
    return s;
}

} // namespace

class TestTax : public QObject
{
    Q_OBJECT

private slots:
    void vat_data();
    void vat();
    void fullDeductionVersusStraightLine_data();
    void fullDeductionVersusStraightLine();
    void terminalValueAfterTax_data();
    void terminalValueAfterTax();
    void debtOwedAfterTax_data();
    void debtOwedAfterTax();
    void refreshWritesOffTheTaxValue();
    void reservedUpfrontDeductedOverItsTerm();
    void cloudBillAfterTax();
    void basisSentence();
    void rdSuperDeduction();
    void computeSubsidy_data();
    void computeSubsidy();
    void subsidyTaxedWhenReceived();
    void vatRecoveredLater();
};

void TestTax::vat_data()
{
    QTest::addColumn<bool>("own"); // the server scenario, else the cloud bill
    QTest::addColumn<bool>("modelled"); // the scenario has a vat block
    QTest::addColumn<bool>("pricesIncludeVat");
    QTest::addColumn<bool>("recoverable");
    QTest::addColumn<bool>("excludingVat"); // results: excludingVat, else costToCompany
    QTest::addColumn<double>("optionCloudRate"); // < 0: no override
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("vatTotal");
    QTest::addColumn<double>("bookValue");
    QTest::addColumn<AmountBasis>("basis");

    // Not modelled: the bill as entered.
    QTest::newRow("cloud, no vat block") << false << false << true << true << false << -1.0 << 1060000.0 << 0.0 << 0.0
                                         << AmountBasis::AsEntered;
    // 1,060,000 including 6 %: 1,060,000 / 1.06 = 1,000,000 net, 60,000 VAT, recovered.
    QTest::newRow("cloud incl. 6 %, recoverable")
        << false << true << true << true << false << -1.0 << 1000000.0 << 60000.0 << 0.0 << AmountBasis::ExcludingVat;
    // Not recoverable: the 60,000 is a cost, 1,000,000 + 60,000.
    QTest::newRow("cloud incl. 6 %, not recoverable") << false << true << true << false << false << -1.0 << 1060000.0
                                                      << 60000.0 << 0.0 << AmountBasis::IncludingNonRecoverableVat;
    // Not recoverable, shown excluding VAT: 1,000,000.
    QTest::newRow("cloud, not recoverable, shown excl.")
        << false << true << true << false << true << -1.0 << 1000000.0 << 60000.0 << 0.0 << AmountBasis::ExcludingVat;
    // Entered without VAT: 1,060,000 net, 63,600 VAT on top; not recoverable: 1,123,600.
    QTest::newRow("cloud entered excl., not recoverable")
        << false << true << false << false << false << -1.0 << 1123600.0 << 63600.0 << 0.0
        << AmountBasis::IncludingNonRecoverableVat;
    // The option's cloud rate 0 % (a service invoiced without VAT): unchanged, no VAT.
    QTest::newRow("cloud, option rate 0 %")
        << false << true << true << true << false << 0.0 << 1060000.0 << 0.0 << 0.0 << AmountBasis::ExcludingVat;
    // Server 1,130,000 incl. 13 %: 1,000,000 net (130,000 VAT); electricity 4,124.50 incl. 13 %:
    // 3,650 net (474.50 VAT). Recoverable: 1,003,650; VAT 130,474.50. Book value after 1 of 60
    // months: 1,000,000 x 59 / 60 = 983,333.33.
    QTest::newRow("server incl. 13 %, recoverable") << true << true << true << true << false << -1.0 << 1003650.0
                                                    << 130474.5 << 983333.33 << AmountBasis::ExcludingVat;
    // Not recoverable: 1,130,000 + 4,124.50 = 1,134,124.50; book value 1,130,000 x 59 / 60 = 1,111,166.67.
    QTest::newRow("server incl. 13 %, not recoverable")
        << true << true << true << false << false << -1.0 << 1134124.5 << 130474.5 << 1111166.67
        << AmountBasis::IncludingNonRecoverableVat;
    // The option's cloud rate does not touch hardware or electricity.
    QTest::newRow("server, option cloud rate 0 %") << true << true << true << true << false << 0.0 << 1003650.0
                                                   << 130474.5 << 983333.33 << AmountBasis::ExcludingVat;
    QTest::newRow("server, no vat block")
        << true << false << true << true << false << -1.0 << 1134124.5 << 0.0 << 1111166.67 << AmountBasis::AsEntered;
}

void TestTax::vat()
{
    QFETCH(bool, own);
    QFETCH(bool, modelled);
    QFETCH(bool, pricesIncludeVat);
    QFETCH(bool, recoverable);
    QFETCH(bool, excludingVat);
    QFETCH(double, optionCloudRate);
    QFETCH(double, total);
    QFETCH(double, vatTotal);
    QFETCH(double, bookValue);
    QFETCH(AmountBasis, basis);

    Scenario s = own ? ownServer() : cloudBill();
    if (modelled) {
        VatSettings vat;
        vat.inputVatRecoverable = recoverable;
        vat.results = excludingVat ? VatResults::ExcludingVat : VatResults::CostToCompany;
        s.vat = vat;
        if (!pricesIncludeVat)
            s.options[0].pricesIncludeVat = false; // the option's override
    }
    if (optionCloudRate >= 0.0)
        s.options[0].vatRates.cloud = optionCloudRate;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(';'))));
    QCOMPARE(r.amountBasis, basis);
    QCOMPARE(cents(r.options[0].total), total);
    QCOMPARE(cents(r.options[0].vatTotal), vatTotal);
    QCOMPARE(cents(r.options[0].bookValueAtHorizonEnd), bookValue);
    // The amortized view is on the same basis: depreciation of 1 of 60 months, net or gross.
    if (own) {
        const ScenarioResult a = CostEngine::compute(s, CostView::Amortized);
        QCOMPARE(cents(a.options[0].categoryTotals[index(Category::Depreciation)]), cents(bookValue / 59.0));
    }
}

// Capex 3,000,000, tax 25 %, 3-year straight-line tax depreciation: 3,000,000 / 36 = 83,333.33 a
// month deducted, 20,833.33 a month saved, 250,000 a year for 3 years. The one-off deduction
// (bought 2026-01, within 2024-01..2027-12, 3,000,000 <= 5,000,000 a unit) saves 750,000 in year 1.
// Yearly flows rent - own after tax (rent 1,000,000 a year, 750,000 after its tax saving):
//   straight line: -3,000,000, then 750,000 + 250,000 = 1,000,000 a year x 3:
//     NPV at 8 % = -3,000,000 + 1,000,000 x 2.5770970 = -422,903.01
//   full deduction: -3,000,000, 750,000 + 750,000 = 1,500,000, 750,000, 750,000:
//     NPV = -3,000,000 + 1,388,888.89 + 643,004.12 + 595,374.18 = -372,732.82
//   difference 750,000 / 1.08 - 250,000 x 2.5770970 = 694,444.44 - 644,274.25 = 50,170.20.
// A server of 6,000,000 is above the limit: 500,000 saved a year; flows -6,000,000, then
// 750,000 + 500,000 = 1,250,000 a year: NPV = -6,000,000 + 1,250,000 x 2.5770970 = -2,778,628.77.
void TestTax::fullDeductionVersusStraightLine_data()
{
    QTest::addColumn<bool>("fullDeduction");
    QTest::addColumn<QString>("startMonth");
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("year1");
    QTest::addColumn<double>("year2");
    QTest::addColumn<double>("year3");
    QTest::addColumn<double>("afterTaxNpv");
    QTest::addColumn<QString>("warning");

    QTest::newRow("straight line, 3 years")
        << false << "2026-01" << 3e6 << 250000.0 << 250000.0 << 250000.0 << -422903.01 << QString();
    QTest::newRow("full deduction, bought 2026-01")
        << true << "2026-01" << 3e6 << 750000.0 << 0.0 << 0.0 << -372732.82 << QString();
    QTest::newRow("full deduction, bought 2027-12")
        << true << "2027-12" << 3e6 << 750000.0 << 0.0 << 0.0 << -372732.82 << QString();
    QTest::newRow("full deduction, bought 2028-01")
        << true << "2028-01" << 3e6 << 250000.0 << 250000.0 << 250000.0 << -422903.01 << "2028-01";
    QTest::newRow("full deduction, bought 2023-12")
        << true << "2023-12" << 3e6 << 250000.0 << 250000.0 << 250000.0 << -422903.01 << "2023-12";
    QTest::newRow("full deduction, no calendar")
        << true << QString() << 3e6 << 250000.0 << 250000.0 << 250000.0 << -422903.01 << "calendar";
    QTest::newRow("full deduction, 6 million a unit")
        << true << "2026-01" << 6e6 << 500000.0 << 500000.0 << 500000.0 << -2778628.77 << "5000000";
}

void TestTax::fullDeductionVersusStraightLine()
{
    QFETCH(bool, fullDeduction);
    QFETCH(QString, startMonth);
    QFETCH(double, price);
    QFETCH(double, year1);
    QFETCH(double, year2);
    QFETCH(double, year3);
    QFETCH(double, afterTaxNpv);
    QFETCH(QString, warning);

    const Scenario s = buyVersusRentAfterTax(price, startMonth, fullDeduction);
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(';'))));
    QVERIFY(r.incomeTaxRate && *r.incomeTaxRate == 0.25);
    const OptionResult &own = r.options[1];
    QCOMPARE(own.taxSavingByMonth.size(), std::size_t(36));
    const double expected[] = {year1, year2, year3};
    for (int y = 0; y < 3; ++y) {
        double saved = 0.0;
        for (int m = 12 * y; m < 12 * y + 12; ++m)
            saved += own.taxSavingByMonth[std::size_t(m)];
        QCOMPARE(cents(saved), expected[y]);
    }
    // Either way the whole price is deducted within the 3 years: 25 % of it saved.
    QCOMPARE(cents(own.taxSavingTotal), price * 0.25);
    QCOMPARE(cents(own.afterTaxTotal), price * 0.75);
    QCOMPARE(own.taxBasisAtHorizonEnd, 0.0);
    if (warning.isEmpty())
        QVERIFY2(own.warnings.isEmpty(), qPrintable(own.warnings.join(QLatin1Char(';'))));
    else
        QVERIFY2(
            own.warnings.join(QLatin1Char(' ')).contains(warning), qPrintable(own.warnings.join(QLatin1Char(';'))));

    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(d.pairs.size(), std::size_t(1));
    const DecisionPair &p = d.pairs[0];
    // Before tax: -price, then 1,000,000 a year; NPV unchanged by the tax section.
    QCOMPARE(cents(p.npv), cents(-price + 1e6 * (1 / 1.08 + 1 / 1.08 / 1.08 + 1 / 1.08 / 1.08 / 1.08)));
    QCOMPARE(p.afterTaxFlows.size(), std::size_t(4));
    QCOMPARE(cents(p.afterTaxFlows[0]), -price);
    QCOMPARE(cents(p.afterTaxFlows[1]), 750000.0 + year1);
    QCOMPARE(cents(p.afterTaxFlows[3]), 750000.0 + year3);
    QVERIFY(p.afterTaxNpv.has_value());
    QCOMPARE(cents(*p.afterTaxNpv), afterTaxNpv);
}

// 48 months of a 60-month book life: book value 3,000,000 x 12 / 60 = 600,000, credited at the
// end. With 3-year tax depreciation the tax basis is 0 by then: credited as a sale at book value,
// the 600,000 is taxed at 25 %: 600,000 - 150,000 = 450,000. With 5-year tax depreciation the tax
// basis is 3,000,000 x 12 / 60 = 600,000: no gain, 600,000 credited.
void TestTax::terminalValueAfterTax_data()
{
    QTest::addColumn<int>("taxYears");
    QTest::addColumn<double>("taxBasis");
    QTest::addColumn<double>("terminal");
    QTest::newRow("tax life 3 years") << 3 << 0.0 << 450000.0;
    QTest::newRow("tax life 5 years") << 5 << 600000.0 << 600000.0;
}

void TestTax::terminalValueAfterTax()
{
    QFETCH(int, taxYears);
    QFETCH(double, taxBasis);
    QFETCH(double, terminal);
    Scenario s = buyVersusRentAfterTax(3e6, QStringLiteral("2026-01"), false);
    s.horizonMonths = 48;
    std::get<SelfHostedOption>(s.options[1].spec).lifeMonths = 60;
    s.incomeTax->depreciationYears = taxYears;
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[1].bookValueAtHorizonEnd), 600000.0);
    QCOMPARE(cents(r.options[1].taxBasisAtHorizonEnd), taxBasis);
    // What was deducted and what is left add up to the price.
    QCOMPARE(cents(r.options[1].taxSavingTotal / 0.25 + r.options[1].taxBasisAtHorizonEnd), 3e6);
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(cents(d.pairs[0].terminalValue), 600000.0);
    QCOMPARE(cents(d.pairs[0].afterTaxTerminalValue), terminal);
}

// Financing past the horizon after tax (issue 33, item 1): the case above (3-year tax life, book
// value 600,000 credited as 450,000 after tax), yearly periods at 8 %. Tax depreciation is the
// same whatever the financing; repaying principal saves no tax, interest does.
//   cash: t = 0 -3,000,000; t = 1..3 rent 1,000,000 less its 250,000 of tax saved, plus the
//   250,000 the depreciation saves: 1,000,000; t = 4 750,000 + 450,000 = 1,200,000. Sum
//   1,200,000; NPV -3,000,000 + 1,000,000 (1.08^-1 + 1.08^-2 + 1.08^-3) + 1,200,000 x 1.08^-4
//   = 459,132.81.
//   0 % lease, 100 % balloon, 240 months: nothing paid within the horizon, 3,000,000 owed and
//   charged at t = 4: sum 1,200,000, as cash (before: 4,200,000); NPV 459,132.81 + 3,000,000
//   (1 - 1.08^-4) = 1,254,043.25 (paying four years later is worth that much at 8 %).
//   6 % loan over 60 months: 457,802.94 of interest in 48 months, deducted: sum 1,200,000 - 75 %
//   x 457,802.94 = 856,647.79; 673,879.52 of principal owed at the end. NPV 743,745.99: the
//   schedule's principal at the start of its month (month 1 at t = 0, months 2-13 at t = 1, ...),
//   its interest less 25 % at the end of its year, the debt at t = 4, discounted at 8 %.
void TestTax::debtOwedAfterTax_data()
{
    QTest::addColumn<int>("financing"); // 0 cash, 1 the 0 % lease, 2 the 6 % loan
    QTest::addColumn<double>("debt");
    QTest::addColumn<double>("afterTaxSaving");
    QTest::addColumn<double>("afterTaxNpv");
    QTest::newRow("cash") << 0 << 0.0 << 1200000.0 << 459132.81;
    QTest::newRow("0 % lease, 100 % balloon") << 1 << 3000000.0 << 1200000.0 << 1254043.25;
    QTest::newRow("6 % loan") << 2 << 673879.52 << 856647.79 << 743745.99;
}

void TestTax::debtOwedAfterTax()
{
    QFETCH(int, financing);
    QFETCH(double, debt);
    QFETCH(double, afterTaxSaving);
    QFETCH(double, afterTaxNpv);
    Scenario s = buyVersusRentAfterTax(3e6, QStringLiteral("2026-01"), false);
    s.horizonMonths = 48;
    SelfHostedOption &h = std::get<SelfHostedOption>(s.options[1].spec);
    h.lifeMonths = 60;
    Financing f;
    if (financing == 1) {
        f.kind = FinancingKind::FinanceLease;
        f.termMonths = 240;
        f.balloonFraction = 1.0;
    } else {
        f.termMonths = 60;
        f.annualRate = 0.06;
    }
    if (financing != 0)
        h.financing = f;
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[1].taxBasisAtHorizonEnd), 0.0);
    const DecisionPair p = DecisionAnalysis::compute(s, r).pairs.at(0);
    QCOMPARE(cents(p.afterTaxTerminalValue), 450000.0);
    QCOMPARE(cents(p.debtAtHorizonEnd), debt);
    double sum = 0.0;
    for (double v : p.afterTaxFlows)
        sum += v;
    QCOMPARE(cents(sum), afterTaxSaving);
    QCOMPARE(cents(*p.afterTaxNpv), afterTaxNpv);
}

// 48 months, servers of 3,000,000 with a 24-month book life and 20 % residual, refreshed at
// month 25; tax depreciation over 3 years: 83,333.33 a month.
// Fleet 1: deducted 24 x 83,333.33 = 2,000,000; sold in month 25 for 600,000: the 1,000,000 of tax
// value left is deducted then and the 600,000 is taxable. Fleet 2 (bought month 25): 2,000,000
// deducted by month 48, 1,000,000 of tax value left.
// Month 25: 83,333.33 + 1,000,000 - 600,000 = 483,333.33 deductible, 120,833.33 saved.
// All: 2,000,000 + 1,000,000 - 600,000 + 2,000,000 = 4,400,000 deductible, 1,100,000 saved.
// At the end fleet 2 is at its book residual, 600,000, below its tax value of 1,000,000: credited
// as a sale at book value the loss saves tax: 600,000 - 25 % x (600,000 - 1,000,000) = 700,000.
void TestTax::refreshWritesOffTheTaxValue()
{
    Scenario s = buyVersusRentAfterTax(3e6, QStringLiteral("2026-01"), false);
    s.horizonMonths = 48;
    SelfHostedOption &h = std::get<SelfHostedOption>(s.options[1].spec);
    h.lifeMonths = 24;
    h.residualFraction = 0.2;
    const ScenarioResult r = CostEngine::compute(s);
    const OptionResult &own = r.options[1];
    QCOMPARE(cents(own.monthly[24][index(Category::ResidualValue)]), -600000.0);
    QCOMPARE(cents(own.taxSavingByMonth[24]), 120833.33);
    QCOMPARE(cents(own.taxSavingByMonth[23]), 20833.33);
    QCOMPARE(cents(own.taxSavingTotal), 1100000.0);
    QCOMPARE(cents(own.taxBasisAtHorizonEnd), 1000000.0);
    QCOMPARE(cents(own.bookValueAtHorizonEnd), 600000.0);
    const DecisionResult d = DecisionAnalysis::compute(s, r);
    QCOMPARE(cents(d.pairs[0].afterTaxTerminalValue), 700000.0);
}

// A 12-month term paid all upfront, 1,200,000 in month 1: a prepaid expense deducted over its
// term, 100,000 a month, saving 25,000 a month (not 300,000 in month 1). Cash stays 1,200,000 in month 1.
void TestTax::reservedUpfrontDeductedOverItsTerm()
{
    Scenario s = scenario(8, 730, 12);
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption::AllUpfront;
    rp.upfrontPerInstance = 1200000;
    rp.currency = QStringLiteral("CNY");
    c.reserved = rp;
    s.options.push_back(cloud(QStringLiteral("term"), c));
    s.incomeTax = IncomeTax{};
    const ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(r.options[0].monthlyTotal[0], 1200000.0);
    for (int m = 0; m < 12; ++m)
        QCOMPARE(cents(r.options[0].taxSavingByMonth[std::size_t(m)]), 25000.0);
    QCOMPARE(cents(r.options[0].afterTaxTotal), 900000.0);
    // Amortized view: no after-tax figures (they are cash flows).
    const ScenarioResult a = CostEngine::compute(s, CostView::Amortized);
    QVERIFY(!a.incomeTaxRate);
    QVERIFY(a.options[0].taxSavingByMonth.empty());
}

// A cloud bill of 1,060,000 including 6 % VAT, recoverable: 1,000,000 net; deductible when
// incurred, 25 % saves 250,000: 750,000 after tax. Not recoverable: the 1,060,000 is the cost and
// deductible: 265,000 saved, 795,000 after tax.
void TestTax::cloudBillAfterTax()
{
    Scenario s = cloudBill();
    s.vat = VatSettings{};
    s.incomeTax = IncomeTax{};
    ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[0].taxSavingTotal), 250000.0);
    QCOMPARE(cents(r.options[0].afterTaxTotal), 750000.0);
    s.vat->inputVatRecoverable = false;
    r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[0].taxSavingTotal), 265000.0);
    QCOMPARE(cents(r.options[0].afterTaxTotal), 795000.0);
}

void TestTax::basisSentence()
{
    Scenario s = cloudBill();
    QVERIFY(Tax::basisSentence(CostEngine::compute(s)).contains(QStringLiteral("not modelled")));
    s.vat = VatSettings{};
    QVERIFY(Tax::basisSentence(CostEngine::compute(s)).startsWith(QStringLiteral("Amounts exclude VAT")));
    s.vat->inputVatRecoverable = false;
    s.incomeTax = IncomeTax{};
    const QString text = Tax::basisSentence(CostEngine::compute(s));
    QVERIFY2(text.contains(QStringLiteral("cannot recover")) && text.contains(QStringLiteral("25%")), qPrintable(text));
}

// 研发费用加计扣除 on the buy-versus-rent scenario, servers of 3,000,000 deducted in full in
// 2026-01: with the servers qualifying at 100 % of an R&D share of 100 %, they are deducted
// twice, 25 % x 3,000,000 = 750,000 more saved (1,500,000 in all), all in year 1. The rented
// compute (1,000,000 a year, 3,000,000) qualifies when `compute` is on: at an R&D share of 50 %,
// 25 % x 100 % x 50 % x 3,000,000 = 375,000 more (750,000 + 375,000 = 1,125,000 in all). Off,
// nothing more; an option whose lines do not qualify saves nothing more.
void TestTax::rdSuperDeduction()
{
    Scenario s = buyVersusRentAfterTax(3e6, QStringLiteral("2026-01"), true);
    RdSuperDeduction rd;
    rd.compute = false;
    rd.power = false;
    rd.maintenance = false;
    s.incomeTax->rdSuperDeduction = rd;
    ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(';'))));
    const OptionResult &rent = r.options[0], &own = r.options[1];
    QCOMPARE(cents(own.rdDeductionSavingTotal), 750000.0);
    QCOMPARE(cents(own.taxSavingTotal), 1500000.0);
    double year1 = 0.0;
    for (int m = 0; m < 12; ++m)
        year1 += own.taxSavingByMonth[std::size_t(m)];
    QCOMPARE(cents(year1), 1500000.0);
    QCOMPARE(cents(own.afterTaxTotal), 1500000.0);
    QCOMPARE(rent.rdDeductionSavingTotal, 0.0);
    QCOMPARE(cents(rent.taxSavingTotal), 750000.0);

    s.incomeTax->rdSuperDeduction->compute = true;
    s.incomeTax->rdSuperDeduction->rdSharePercent = 50;
    r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[0].rdDeductionSavingTotal), 375000.0);
    QCOMPARE(cents(r.options[0].taxSavingTotal), 1125000.0);
    QCOMPARE(cents(r.options[1].rdDeductionSavingTotal), 375000.0); // servers at the 50 % share too

    // Its own line, with its source.
    s.incomeTax->rdSuperDeduction->provenance
        = Provenance{QStringLiteral("MOF/STA announcement 2023 No. 7"), QStringLiteral("2023-03-26"), {}, {}, {}};
    r = CostEngine::compute(s);
    const std::vector<Tax::Incentive> lines = Tax::incentives(s, r);
    QCOMPARE(lines.size(), std::size_t(2));
    QCOMPARE(lines[0].optionId, QStringLiteral("rent"));
    QCOMPARE(cents(lines[0].amount), 375000.0);
    QCOMPARE(lines[1].source, QStringLiteral("MOF/STA announcement 2023 No. 7"));
    QCOMPARE(lines[1].asOf, QStringLiteral("2023-03-26"));
    QVERIFY2(lines[1].what.contains(QStringLiteral("R&D super deduction")), qPrintable(lines[1].what));
}

void TestTax::computeSubsidy_data()
{
    QTest::addColumn<double>("percent");
    QTest::addColumn<double>("cap");
    QTest::addColumn<int>("paidAfter");
    QTest::addColumn<QString>("until");
    QTest::addColumn<bool>("vat");
    QTest::addColumn<double>("received");
    QTest::addColumn<double>("capped");
    QTest::addColumn<double>("afterHorizon");
    QTest::addColumn<double>("compute");

    // 12 months of a 1,060,000 bill. 10 % capped at 500,000 a year, paid 3 months later:
    // 500,000 received (months 4-8), 772,000 over the cap (see tst_finance).
    QTest::newRow("capped") << 10.0 << 500000.0 << 3 << QString() << false << 500000.0 << 772000.0 << 0.0 << 12720000.0;
    // The same with prices including 6 % VAT, recoverable: compute is 1,000,000 a month net, the
    // subsidy is on the invoice (1,060,000) and bears no VAT: still 500,000.
    QTest::newRow("capped, VAT") << 10.0 << 500000.0 << 3 << QString() << true << 500000.0 << 772000.0 << 0.0
                                 << 12000000.0;
    // 20 %, no cap, paid 10 months later: months 1 and 2 arrive (424,000), 10 months after the horizon.
    QTest::newRow("paid late") << 20.0 << -1.0 << 10 << QString() << false << 424000.0 << 0.0 << 2120000.0
                               << 12720000.0;
    // The programme ends 2027-03-31 and the plan starts 2027-01: 3 months x 106,000.
    QTest::newRow("ends in March") << 10.0 << -1.0 << 0 << QStringLiteral("2027-03-31") << false << 318000.0 << 0.0
                                   << 0.0 << 12720000.0;
}

// A compute subsidy (算力券) is the negative category Subsidy: the total is the bill less what
// is received within the horizon.
void TestTax::computeSubsidy()
{
    QFETCH(double, percent);
    QFETCH(double, cap);
    QFETCH(int, paidAfter);
    QFETCH(QString, until);
    QFETCH(bool, vat);
    QFETCH(double, received);
    QFETCH(double, capped);
    QFETCH(double, afterHorizon);
    QFETCH(double, compute);

    Scenario s = scenario(8, 730, 12);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(1060000.0 / 730.0)));
    s.calendar.startYear = 2027;
    s.calendar.startMonth = 1;
    if (vat)
        s.vat = VatSettings{};
    ComputeSubsidy sub;
    sub.name = QStringLiteral("上海市算力券");
    sub.percent = percent;
    if (cap >= 0)
        sub.capPerYear = cap;
    sub.paidAfterMonths = paidAfter;
    sub.until = until;
    s.options[0].computeSubsidy = sub;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(';'))));
    const OptionResult &o = r.options[0];
    QCOMPARE(cents(o.categoryTotals[index(Category::Compute)]), compute);
    QCOMPARE(cents(o.categoryTotals[index(Category::Subsidy)]), -received);
    QCOMPARE(cents(o.total), compute - received);
    QCOMPARE(cents(o.subsidyCapped), capped);
    QCOMPARE(cents(o.subsidyAfterHorizon), afterHorizon);
    QCOMPARE(o.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("cap")), capped > 0);
    QCOMPARE(o.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("after the horizon")), afterHorizon > 0);
    const std::vector<Tax::Incentive> lines = Tax::incentives(s, r);
    QCOMPARE(lines.size(), std::size_t(1));
    QCOMPARE(cents(lines[0].amount), received);
    QVERIFY(lines[0].what.contains(QStringLiteral("上海市算力券")));
}

// Taxable (the rule), the subsidy is income when received: 25 % of (12,720,000 - 500,000) =
// 3,055,000 saved; non-taxable (不征税收入), 25 % of 12,720,000 = 3,180,000.
void TestTax::subsidyTaxedWhenReceived()
{
    Scenario s = scenario(8, 730, 12);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(1060000.0 / 730.0)));
    ComputeSubsidy sub;
    sub.name = QStringLiteral("voucher");
    sub.percent = 10;
    sub.capPerYear = 500000;
    sub.paidAfterMonths = 3;
    s.options[0].computeSubsidy = sub;
    s.incomeTax = IncomeTax{};
    ScenarioResult r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[0].taxSavingTotal), 3055000.0);
    s.options[0].computeSubsidy->taxable = false;
    r = CostEngine::compute(s);
    QCOMPARE(cents(r.options[0].taxSavingTotal), 3180000.0);
}

// A bill of 1,060,000 a month for 3 months including 6 % VAT, recoverable 2 months after it is
// paid: 60,000 paid in each month, recovered in month 3 (the horizon's end takes what is left):
// VatTiming +60,000, +60,000, -120,000. The total stays 3,000,000; the PV of cost rises by the
// time value, at 12 % a year and monthly timing 60,000 (v1 + v2 - 2 v3), v_m = 1.12^(-m/12).
// The amortized view has none of it.
void TestTax::vatRecoveredLater()
{
    Scenario s = scenario(8, 730, 3);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(1060000.0 / 730.0)));
    s.discountRatePerYear = 0.12;
    s.vat = VatSettings{};
    const ScenarioResult before = CostEngine::compute(s);
    s.vat->recoveryLagMonths = 2;
    const ScenarioResult r = CostEngine::compute(s);
    const OptionResult &o = r.options[0];
    QCOMPARE(cents(o.monthly[0][index(Category::VatTiming)]), 60000.0);
    QCOMPARE(cents(o.monthly[1][index(Category::VatTiming)]), 60000.0);
    QCOMPARE(cents(o.monthly[2][index(Category::VatTiming)]), -120000.0);
    QCOMPARE(cents(o.total), 3000000.0);
    auto v = [](int m) { return std::pow(1.12, -m / 12.0); };
    QCOMPARE(cents(o.totalDiscounted - before.options[0].totalDiscounted), cents(60000.0 * (v(1) + v(2) - 2 * v(3))));
    QVERIFY(o.totalDiscounted > before.options[0].totalDiscounted);
    const ScenarioResult a = CostEngine::compute(s, CostView::Amortized);
    QCOMPARE(a.options[0].categoryTotals[index(Category::VatTiming)], 0.0);
    for (const CategoryAmounts &row : a.options[0].monthly)
        QCOMPARE(row[index(Category::VatTiming)], 0.0);
}

QTEST_GUILESS_MAIN(TestTax)
#include "tst_tax.moc"
