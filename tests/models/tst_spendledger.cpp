// The hour-by-hour rule of spend commitments (节省计划, Savings Plans; issue 32,
// docs/design/commitments.md 4.1, 5.4, 12 and 15.1): SpendLedger's applyHour(), drawOrder(),
// payments(), terms() and applyMonth(). Every expected number is worked out by hand in the
// design note or read from the FOCUS sample bills; none is taken from the code's own output.
//
// FOCUS samples: the cases named after files are the commitment-discount scenarios of the FinOps
// Open Cost and Usage Specification (FOCUS), Copyright (c) Joint Development Foundation Projects,
// LLC, FinOps Open Cost and Usage Specification (FOCUS) Series and its contributors; licence
// Creative Commons Attribution 4.0 International (CC BY 4.0),
// https://creativecommons.org/licenses/by/4.0/legalcode; FOCUS_Spec commit 04f8bb3d,
// specification/data/commitment_discount_scenarios/ and commitment_discount_flexibility/. The
// files are copied unchanged into tests/models/data/focus/ (see ATTRIBUTION.md there); the test
// reads their BilledCost and EffectiveCost columns to check the sums written below.
//
// Spec errata (docs/design/commitments.md 5.4), and what the test follows:
// - the purchase text says $8,670 where the CSV has 8,760.00 (1.00/h x 8,760 h): the CSV;
// - the purchase text's "Recurring $182.50" does not follow from its formula, which gives
//   1.00/h x 730 h = 730 a month: the formula;
// - the SKU table's normalization factors (1/2/3/4) differ from the scenarios' (VM_LARGE 4,
//   VM_XLARGE 8): the scenarios';
// - the 1-resource flexibility CSV's committed row (quantity 0.333 at 1.50) contradicts its
//   on-demand row (0.75 of the VM, 2.25): the outcome text (size 4 x 0.50 covers a quarter of
//   VM_LARGE, 0.75 of its 3.00) and the totals, so the committed / on-demand factor is 0.50 / 0.75;
// - the 0 % CSV puts `<my-large-vm-id>` on its Unused row, and purchase CSVs 2-3 have
//   `T30:00:00Z` times: neither changes a sum.

#include "spendledger.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <random>
#include <span>
#include <utility>
#include <vector>

using namespace gputco;
using SpendLedger::PlanKey;

Q_DECLARE_METATYPE(std::vector<gputco::SpendLedger::PlanKey>)

namespace {

/// True when actual is within a relative 1e-9 of expected (absolute 1e-9 for values below 1):
/// the explicit tolerance every comparison of amounts uses (no == on doubles).
bool near(double actual, double expected)
{
    constexpr double relTol = 1e-9;
    const double scale = std::max({1.0, std::abs(actual), std::abs(expected)});
    return std::abs(actual - expected) <= relTol * scale;
}

QByteArray describe(const char *what, double actual, double expected)
{
    return QByteArray(what) + " = " + QByteArray::number(actual, 'g', 17) + ", expected "
        + QByteArray::number(expected, 'g', 17);
}

#define VERIFY_NEAR(actual, expected)                                                                                  \
    do {                                                                                                               \
        const double a_ = (actual);                                                                                    \
        const double e_ = (expected);                                                                                  \
        QVERIFY2(near(a_, e_), describe(#actual, a_, e_).constData());                                                 \
    } while (false)

/// Plans built from amounts and per-plan factors; the factors stay owned by the caller's vectors.
struct PlanSet
{
    std::vector<std::vector<double>> factors;
    std::vector<SpendLedger::Plan> plans;

    PlanSet(const QList<double> &amounts, const QList<QList<double>> &factorLists)
    {
        for (const QList<double> &f : factorLists)
            factors.emplace_back(f.begin(), f.end());
        for (qsizetype k = 0; k < amounts.size(); ++k)
            plans.push_back({amounts[k], std::span<const double>(factors[static_cast<std::size_t>(k)])});
    }
};

std::vector<SpendLedger::Line> linesOf(const QList<double> &onDemand)
{
    std::vector<SpendLedger::Line> out;
    for (double v : onDemand)
        out.push_back({v});
    return out;
}

double sum(const std::vector<double> &v)
{
    double s = 0.0;
    for (double x : v)
        s += x;
    return s;
}

/// What a FOCUS sample adds up to: the sums of its BilledCost and EffectiveCost columns, and of
/// BilledCost on its one-time and on its recurring (hourly) purchase rows.
struct FocusSums
{
    double billed = 0.0, effective = 0.0, oneTimePurchase = 0.0, recurringPurchase = 0.0;
    int recurringRows = 0;
};

/// Reads a FOCUS sample (no quoted fields; CRLF and blank lines as published). Empty when the
/// file cannot be read or a column is missing.
std::optional<FocusSums> focusSums(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QList<QByteArray> rows = file.readAll().split('\n');
    const QList<QByteArray> header = rows.first().trimmed().split(',');
    const qsizetype billed = header.indexOf("BilledCost");
    const qsizetype effective = header.indexOf("EffectiveCost");
    const qsizetype category = header.indexOf("ChargeCategory");
    const qsizetype frequency = header.indexOf("ChargeFrequency");
    if (billed < 0 || effective < 0 || category < 0 || frequency < 0)
        return std::nullopt;
    FocusSums sums;
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const QByteArray row = rows[r].trimmed();
        if (row.isEmpty())
            continue;
        const QList<QByteArray> cells = row.split(',');
        if (cells.size() != header.size())
            return std::nullopt;
        bool ok1 = false, ok2 = false;
        const double b = cells[billed].toDouble(&ok1);
        sums.billed += b;
        sums.effective += cells[effective].toDouble(&ok2);
        if (!ok1 || !ok2)
            return std::nullopt;
        if (cells[category] == "Purchase" && cells[frequency] == "One-Time")
            sums.oneTimePurchase += b;
        if (cells[category] == "Purchase" && cells[frequency] == "Recurring") {
            sums.recurringPurchase += b;
            ++sums.recurringRows;
        }
    }
    return sums;
}

} // namespace

class TestSpendLedger : public QObject
{
    Q_OBJECT

private slots:
    void hour_data();
    void hour();
    void purchase_data();
    void purchase();
    void lineOrder_data();
    void lineOrder();
    void drawOrder_data();
    void drawOrder();
    void terms_data();
    void terms();
    void month_data();
    void month();
    void randomInvariants();
};

// One hour of the FOCUS usage and flexibility samples, Alibaba's example and the empty cases
// (design 5.4). billed: the bill's amounts for the hour (the plan's payment when the sample has a
// purchase row, plus the spill); effective: deducted + unused + spill (FOCUS EffectiveCost).
void TestSpendLedger::hour_data()
{
    QTest::addColumn<QString>("file"); // FOCUS sample whose sums must equal billed and effective
    QTest::addColumn<QList<double>>("lines");
    QTest::addColumn<QList<double>>("amounts");
    QTest::addColumn<QList<QList<double>>>("factors");
    QTest::addColumn<bool>("purchaseRow");
    QTest::addColumn<QList<double>>("deducted"); // per plan
    QTest::addColumn<QList<double>>("covered"); // per line
    QTest::addColumn<double>("unused");
    QTest::addColumn<double>("spill");
    QTest::addColumn<double>("billed");
    QTest::addColumn<double>("effective");
    QTest::addColumn<double>("stated"); // the source's own total, as printed (rounded)

    // Usage scenarios: the line is given at its committed value (factor 1), as the samples do.
    QTest::newRow("commitment_discount_usage_scenario_1")
        << QStringLiteral("commitment_discount_usage_scenario_1.csv") << QList<double>{1.00} << QList<double>{1.00}
        << QList<QList<double>>{{1.0}} << false << QList<double>{1.00} << QList<double>{1.00} << 0.0 << 0.0 << 0.00
        << 1.00 << 0.00;
    QTest::newRow("commitment_discount_usage_scenario_2")
        << QStringLiteral("commitment_discount_usage_scenario_2.csv") << QList<double>{} << QList<double>{1.00}
        << QList<QList<double>>{{}} << false << QList<double>{0.0} << QList<double>{} << 1.00 << 0.0 << 0.00 << 1.00
        << 0.00;
    QTest::newRow("commitment_discount_usage_scenario_3")
        << QStringLiteral("commitment_discount_usage_scenario_3.csv") << QList<double>{0.75} << QList<double>{1.00}
        << QList<QList<double>>{{1.0}} << false << QList<double>{0.75} << QList<double>{0.75} << 0.25 << 0.0 << 0.00
        << 1.00 << 0.00;
    QTest::newRow("commitment_discount_usage_scenario_4")
        << QStringLiteral("commitment_discount_usage_scenario_4.csv") << QList<double>{1.50} << QList<double>{1.00}
        << QList<QList<double>>{{1.0}} << false << QList<double>{1.00} << QList<double>{1.00} << 0.0 << 0.50 << 0.50
        << 1.50 << 0.50;
    // Size-flexible: a 0.50/h plan at VM_LARGE's committed / on-demand rate 0.50 / 0.75 covers 0.75
    // of its 3.00 (erratum above); 2.25 is billed on demand.
    QTest::newRow("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource")
        << QStringLiteral("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource.csv")
        << QList<double>{3.00} << QList<double>{0.50} << QList<QList<double>>{{0.50 / 0.75}} << true
        << QList<double>{0.50} << QList<double>{0.75} << 0.0 << 2.25 << 2.75 << 2.75 << 2.75;
    // Two VM_MEDIUM at 2.00 on demand, 1.00 committed each, under one 2.00/h plan.
    QTest::newRow("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_2_resources")
        << QStringLiteral("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_2_resources.csv")
        << QList<double>{2.00, 2.00} << QList<double>{2.00} << QList<QList<double>>{{0.5, 0.5}} << true
        << QList<double>{2.00} << QList<double>{2.00, 2.00} << 0.0 << 0.0 << 2.00 << 2.00 << 2.00;
    QTest::newRow("one_hundred_percent_utilization_without_commitment_discount_flexibility")
        << QStringLiteral("one_hundred_percent_utilization_without_commitment_discount_flexibility.csv")
        << QList<double>{3.00} << QList<double>{1.50} << QList<QList<double>>{{0.5}} << true << QList<double>{1.50}
        << QList<double>{3.00} << 0.0 << 0.0 << 1.50 << 1.50 << 1.50;
    // The plan is for VM_LARGE only; VM_MEDIUM (2.00) is not eligible: all of the plan unused.
    QTest::newRow("zero_percent_utilization_without_commitment_discount_flexibility")
        << QStringLiteral("zero_percent_utilization_without_commitment_discount_flexibility.csv") << QList<double>{2.00}
        << QList<double>{1.50} << QList<QList<double>>{{0.0}} << true << QList<double>{0.0} << QList<double>{0.0}
        << 1.50 << 2.00 << 3.50 << 3.50 << 3.50;
    // Alibaba (help page, "仅用于说明"): 2 元/h, ecs.g6 1 元/h, 4.55折. The plan covers 2 / 0.455
    // of the usage; the rest pays on demand; with 4 instances 4 x 0.455 = 1.82 is deducted.
    const double aliCover = 2.0 / 0.455;
    QTest::newRow("alibaba 6 instances") << QString() << QList<double>{6.0} << QList<double>{2.0}
                                         << QList<QList<double>>{{0.455}} << true << QList<double>{2.0}
                                         << QList<double>{aliCover} << 0.0 << 6.0 - aliCover << 2.0 + (6.0 - aliCover)
                                         << 2.0 + (6.0 - aliCover) << 3.604;
    QTest::newRow("alibaba 5 instances") << QString() << QList<double>{5.0} << QList<double>{2.0}
                                         << QList<QList<double>>{{0.455}} << true << QList<double>{2.0}
                                         << QList<double>{aliCover} << 0.0 << 5.0 - aliCover << 2.0 + (5.0 - aliCover)
                                         << 2.0 + (5.0 - aliCover) << 2.604;
    QTest::newRow("alibaba 4 instances") << QString() << QList<double>{4.0} << QList<double>{2.0}
                                         << QList<QList<double>>{{0.455}} << true << QList<double>{1.82}
                                         << QList<double>{4.0} << 0.18 << 0.0 << 2.0 << 2.0 << 2.0;

    // Empty and ineligible inputs.
    QTest::newRow("no plans") << QString() << QList<double>{5.0} << QList<double>{} << QList<QList<double>>{} << false
                              << QList<double>{} << QList<double>{0.0} << 0.0 << 5.0 << 5.0 << 5.0 << 5.0;
    QTest::newRow("nothing") << QString() << QList<double>{} << QList<double>{} << QList<QList<double>>{} << false
                             << QList<double>{} << QList<double>{} << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("factor list shorter than the lines")
        << QString() << QList<double>{4.0, 6.0} << QList<double>{10.0} << QList<QList<double>>{{0.5}} << true
        << QList<double>{2.0} << QList<double>{4.0, 0.0} << 8.0 << 6.0 << 16.0 << 16.0 << 16.0;
    QTest::newRow("zero amount") << QString() << QList<double>{3.0} << QList<double>{0.0} << QList<QList<double>>{{0.5}}
                                 << true << QList<double>{0.0} << QList<double>{0.0} << 0.0 << 3.0 << 3.0 << 3.0 << 3.0;
}

void TestSpendLedger::hour()
{
    QFETCH(QString, file);
    QFETCH(QList<double>, lines);
    QFETCH(QList<double>, amounts);
    QFETCH(QList<QList<double>>, factors);
    QFETCH(bool, purchaseRow);
    QFETCH(QList<double>, deducted);
    QFETCH(QList<double>, covered);
    QFETCH(double, unused);
    QFETCH(double, spill);
    QFETCH(double, billed);
    QFETCH(double, effective);
    QFETCH(double, stated);

    if (!file.isEmpty()) {
        const QString path = QFINDTESTDATA(QStringLiteral("data/focus/") + file);
        QVERIFY2(!path.isEmpty(), qPrintable(file));
        const auto sums = focusSums(path);
        QVERIFY2(sums.has_value(), qPrintable(path));
        VERIFY_NEAR(sums->billed, billed);
        VERIFY_NEAR(sums->effective, effective);
    }

    const std::vector<SpendLedger::Line> ls = linesOf(lines);
    const PlanSet ps(amounts, factors);
    SpendLedger::Hour h;
    SpendLedger::applyHour(ls, ps.plans, h);

    QCOMPARE(h.deducted.size(), static_cast<std::size_t>(deducted.size()));
    QCOMPARE(h.covered.size(), static_cast<std::size_t>(covered.size()));
    QCOMPARE(h.spill.size(), static_cast<std::size_t>(covered.size()));
    double amountSum = 0.0;
    for (qsizetype k = 0; k < deducted.size(); ++k) {
        VERIFY_NEAR(h.deducted[static_cast<std::size_t>(k)], deducted[k]);
        amountSum += amounts[k];
    }
    for (qsizetype j = 0; j < covered.size(); ++j) {
        const auto i = static_cast<std::size_t>(j);
        VERIFY_NEAR(h.covered[i], covered[j]);
        VERIFY_NEAR(h.covered[i] + h.spill[i], lines[j]);
    }
    VERIFY_NEAR(amountSum - sum(h.deducted), unused);
    VERIFY_NEAR(sum(h.spill), spill);
    VERIFY_NEAR((purchaseRow ? amountSum : 0.0) + sum(h.spill), billed);
    VERIFY_NEAR(sum(h.deducted) + (amountSum - sum(h.deducted)) + sum(h.spill), effective);
    QVERIFY2(std::abs(billed - stated) <= 0.0005, describe("billed", billed, stated).constData());
}

// The purchase samples (1.00/h, 12 months; 730 hours a month as the engine counts) and the same
// plans at 720 hours a month.
void TestSpendLedger::purchase_data()
{
    QTest::addColumn<QString>("file"); // FOCUS sample: its one-time row and each hourly row
    QTest::addColumn<double>("amountPerHour");
    QTest::addColumn<int>("termMonths");
    QTest::addColumn<int>("payment"); // PaymentOption
    QTest::addColumn<double>("upfrontPercent");
    QTest::addColumn<double>("hoursPerMonth");
    QTest::addColumn<double>("upfront");
    QTest::addColumn<double>("perMonth");

    const int all = static_cast<int>(PaymentOption::AllUpfront);
    const int partial = static_cast<int>(PaymentOption::PartialUpfront);
    const int none = static_cast<int>(PaymentOption::NoUpfront);
    // FOCUS: one-time 8,760.00; recurring 1.00 an hour (730 a month); 4,380.00 + 0.50 an hour (365).
    QTest::newRow("commitment_discount_purchase_scenario_1")
        << QStringLiteral("commitment_discount_purchase_scenario_1.csv") << 1.00 << 12 << all << 50.0 << 730.0 << 8760.0
        << 0.0;
    QTest::newRow("commitment_discount_purchase_scenario_2")
        << QStringLiteral("commitment_discount_purchase_scenario_2.csv") << 1.00 << 12 << none << 50.0 << 730.0 << 0.0
        << 730.0;
    QTest::newRow("commitment_discount_purchase_scenario_3")
        << QStringLiteral("commitment_discount_purchase_scenario_3.csv") << 1.00 << 12 << partial << 50.0 << 730.0
        << 4380.0 << 365.0;
    QTest::newRow("all upfront, 720 h") << QString() << 1.00 << 12 << all << 50.0 << 720.0 << 8640.0 << 0.0;
    QTest::newRow("no upfront, 720 h") << QString() << 1.00 << 12 << none << 50.0 << 720.0 << 0.0 << 720.0;
    QTest::newRow("partial 50 %, 720 h") << QString() << 1.00 << 12 << partial << 50.0 << 720.0 << 4320.0 << 360.0;
    // Design 5.1: 120/h, 12 months, partial 50 %: term 1,051,200; upfront 525,600; 43,800 a month.
    QTest::newRow("5.1 partial upfront") << QString() << 120.0 << 12 << partial << 50.0 << 730.0 << 525600.0 << 43800.0;
    // 36 months, partial 25 %: term 2 x 730 x 36 = 52,560; upfront 13,140; 39,420 / 36 = 1,095.
    QTest::newRow("partial 25 %, 36 months") << QString() << 2.0 << 36 << partial << 25.0 << 730.0 << 13140.0 << 1095.0;
    QTest::newRow("no term") << QString() << 1.00 << 0 << all << 50.0 << 730.0 << 0.0 << 0.0;
}

void TestSpendLedger::purchase()
{
    QFETCH(double, amountPerHour);
    QFETCH(int, termMonths);
    QFETCH(int, payment);
    QFETCH(double, upfrontPercent);
    QFETCH(double, hoursPerMonth);
    QFETCH(double, upfront);
    QFETCH(double, perMonth);
    QFETCH(QString, file);

    const SpendLedger::Payments p = SpendLedger::payments(
        amountPerHour, termMonths, static_cast<PaymentOption>(payment), upfrontPercent, hoursPerMonth);
    VERIFY_NEAR(p.upfront, upfront);
    VERIFY_NEAR(p.perMonth, perMonth);

    if (!file.isEmpty()) { // the sample bills the one-time amount, and the rest hour by hour
        const QString path = QFINDTESTDATA(QStringLiteral("data/focus/") + file);
        QVERIFY2(!path.isEmpty(), qPrintable(file));
        const auto sums = focusSums(path);
        QVERIFY2(sums.has_value(), qPrintable(path));
        VERIFY_NEAR(sums->oneTimePurchase, upfront);
        if (sums->recurringRows > 0)
            VERIFY_NEAR(sums->recurringPurchase / sums->recurringRows * hoursPerMonth, perMonth);
        else
            VERIFY_NEAR(0.0, perMonth);
    }
}

// Design 5.4, the case across lines: one compute plan of 10/h; line A 8/h at 40 % off (factor 0.6),
// line B 10/h at 30 % off (0.7). A first (highest discount): 4.8 deducted on A, 5.2 left covers
// 5.2 / 0.7 of B: spill 10 - 52/7 = 18/7, hour 10 + 18/7 = 88/7 = 12.5714. B first (here: a family
// plan of 7/h for B alone draws first): B covered by 7, A gets 3 / 0.6 = 5: spill 3, hour 13.
void TestSpendLedger::lineOrder_data()
{
    QTest::addColumn<QList<double>>("lines");
    QTest::addColumn<QList<double>>("amounts");
    QTest::addColumn<QList<QList<double>>>("factors");
    QTest::addColumn<QList<double>>("spill");
    QTest::addColumn<double>("hourTotal");

    QTest::newRow("highestDiscountFirst, A listed first")
        << QList<double>{8.0, 10.0} << QList<double>{10.0} << QList<QList<double>>{{0.6, 0.7}}
        << QList<double>{0.0, 18.0 / 7.0} << 88.0 / 7.0;
    QTest::newRow("highestDiscountFirst, B listed first")
        << QList<double>{10.0, 8.0} << QList<double>{10.0} << QList<QList<double>>{{0.7, 0.6}}
        << QList<double>{18.0 / 7.0, 0.0} << 88.0 / 7.0;
    QTest::newRow("B drawn first by a plan of its own")
        << QList<double>{8.0, 10.0} << QList<double>{7.0, 3.0} << QList<QList<double>>{{0.0, 0.7}, {0.6, 0.7}}
        << QList<double>{3.0, 0.0} << 13.0;
    // Equal factors: the lower line index first. 3 / 0.5 = 6 covers line 0 (4) and 2 of line 1.
    QTest::newRow("equal factors, lower index first")
        << QList<double>{4.0, 4.0} << QList<double>{3.0} << QList<QList<double>>{{0.5, 0.5}} << QList<double>{0.0, 2.0}
        << 5.0;
}

void TestSpendLedger::lineOrder()
{
    QFETCH(QList<double>, lines);
    QFETCH(QList<double>, amounts);
    QFETCH(QList<QList<double>>, factors);
    QFETCH(QList<double>, spill);
    QFETCH(double, hourTotal);

    const std::vector<SpendLedger::Line> ls = linesOf(lines);
    const PlanSet ps(amounts, factors);
    SpendLedger::Hour h;
    SpendLedger::applyHour(ls, ps.plans, h);
    QCOMPARE(h.spill.size(), static_cast<std::size_t>(spill.size()));
    double amountSum = 0.0;
    for (double a : amounts)
        amountSum += a;
    for (qsizetype j = 0; j < spill.size(); ++j)
        VERIFY_NEAR(h.spill[static_cast<std::size_t>(j)], spill[j]);
    VERIFY_NEAR(amountSum + sum(h.spill), hourTotal);
}

void TestSpendLedger::drawOrder_data()
{
    using S = CommitmentScope;
    const S fam = S::InstanceFamily;
    const S comp = S::Compute;
    QTest::addColumn<std::vector<PlanKey>>("keys");
    QTest::addColumn<int>("order"); // CommitmentOrder
    QTest::addColumn<QList<int>>("expected");

    const int expiry = static_cast<int>(CommitmentOrder::EarliestExpiryFirst);
    const int discount = static_cast<int>(CommitmentOrder::HighestDiscountFirst);
    // Design 5.2 in year 2: C1 months 0-35 at 50 %, C2 months 12-23 at 35 %.
    const std::vector<PlanKey> ladder{{fam, 35, 0, 0.50, 0}, {fam, 23, 12, 0.35, 1}};
    QTest::newRow("5.2: C2 expires first") << ladder << expiry << QList<int>{1, 0};
    QTest::newRow("5.2: C1 has the higher discount") << ladder << discount << QList<int>{0, 1};
    const std::vector<PlanKey> scopes{{comp, 11, 0, 0.60, 0}, {fam, 35, 0, 0.20, 1}};
    QTest::newRow("family before compute, by expiry") << scopes << expiry << QList<int>{1, 0};
    QTest::newRow("family before compute, by discount") << scopes << discount << QList<int>{1, 0};
    QTest::newRow("same expiry: earlier start first")
        << std::vector<PlanKey>{{fam, 23, 12, 0.3, 0}, {fam, 23, 0, 0.3, 1}} << expiry << QList<int>{1, 0};
    const std::vector<PlanKey> same{{fam, 11, 0, 0.3, 7}, {fam, 11, 0, 0.3, 3}};
    QTest::newRow("all equal: file order, by expiry") << same << expiry << QList<int>{3, 7};
    QTest::newRow("all equal: file order, by discount") << same << discount << QList<int>{3, 7};
    const std::vector<PlanKey> equalDiscount{{fam, 35, 0, 0.4, 0}, {fam, 11, 0, 0.4, 1}};
    QTest::newRow("equal discount: file order, not expiry") << equalDiscount << discount << QList<int>{0, 1};
    QTest::newRow("equal discount, by expiry") << equalDiscount << expiry << QList<int>{1, 0};
    const std::vector<PlanKey> four{
        {comp, 11, 0, 0.5, 0}, {fam, 35, 0, 0.3, 1}, {comp, 35, 0, 0.6, 2}, {fam, 11, 0, 0.2, 3}};
    QTest::newRow("four plans, by expiry") << four << expiry << QList<int>{3, 1, 0, 2};
    QTest::newRow("four plans, by discount") << four << discount << QList<int>{1, 3, 2, 0};
    QTest::newRow("none") << std::vector<PlanKey>{} << expiry << QList<int>{};
}

void TestSpendLedger::drawOrder()
{
    QFETCH(std::vector<PlanKey>, keys);
    QFETCH(int, order);
    QFETCH(QList<int>, expected);

    const std::vector<int> got = SpendLedger::drawOrder(keys, static_cast<CommitmentOrder>(order));
    QCOMPARE(QList<int>(got.begin(), got.end()), expected);
}

// Terms as 0-based half-open month ranges, flattened [begin, end, begin, end, ...].
void TestSpendLedger::terms_data()
{
    QTest::addColumn<int>("startMonth0");
    QTest::addColumn<int>("termMonths");
    QTest::addColumn<bool>("renew");
    QTest::addColumn<int>("horizonMonths");
    QTest::addColumn<QList<int>>("expected");

    QTest::newRow("start 13, T 12, no renew, H 24") << 12 << 12 << false << 24 << QList<int>{12, 24};
    QTest::newRow("start 1, T 36, H 24") << 0 << 36 << true << 24 << QList<int>{0, 36};
    QTest::newRow("start 1, T 12, renew, H 30") << 0 << 12 << true << 30 << QList<int>{0, 12, 12, 24, 24, 36};
    QTest::newRow("start 7, T 12, renew, H 24") << 6 << 12 << true << 24 << QList<int>{6, 18, 18, 30};
    QTest::newRow("start 1, T 12, no renew, H 36") << 0 << 12 << false << 36 << QList<int>{0, 12};
    QTest::newRow("start 1, T 12, renew, H 24") << 0 << 12 << true << 24 << QList<int>{0, 12, 12, 24};
    QTest::newRow("starts at the horizon") << 24 << 12 << true << 24 << QList<int>{};
    QTest::newRow("no term") << 0 << 0 << true << 24 << QList<int>{};
}

void TestSpendLedger::terms()
{
    QFETCH(int, startMonth0);
    QFETCH(int, termMonths);
    QFETCH(bool, renew);
    QFETCH(int, horizonMonths);
    QFETCH(QList<int>, expected);

    QList<int> got;
    for (const auto &[begin, end] : SpendLedger::terms(startMonth0, termMonths, renew, horizonMonths))
        got << begin << end;
    QCOMPARE(got, expected);
}

// Design 5.1 and 5.2: a month of busyHours busy hours out of hoursPerMonth.
void TestSpendLedger::month_data()
{
    QTest::addColumn<QList<double>>("lines");
    QTest::addColumn<QList<double>>("amounts");
    QTest::addColumn<QList<QList<double>>>("factors");
    QTest::addColumn<double>("busyHours");
    QTest::addColumn<double>("hoursPerMonth");
    QTest::addColumn<double>("committed");
    QTest::addColumn<double>("deducted");
    QTest::addColumn<double>("unused");
    QTest::addColumn<double>("spill");
    QTest::addColumn<double>("eligible");
    QTest::addColumn<double>("covered");

    // 5.1: 2 instances x 100/h, 120/h at 40 % off covers 200: deducted 120 x 365, committed 120 x 730.
    QTest::newRow("5.1") << QList<double>{200.0} << QList<double>{120.0} << QList<QList<double>>{{0.6}} << 365.0
                         << 730.0 << 87600.0 << 43800.0 << 43800.0 << 0.0 << 73000.0 << 73000.0;
    // 5.2 year 1: 400/h, C1 150/h at 50 % covers 300; spill 100 x 730.
    QTest::newRow("5.2 year 1") << QList<double>{400.0} << QList<double>{150.0} << QList<QList<double>>{{0.5}} << 730.0
                                << 730.0 << 109500.0 << 109500.0 << 0.0 << 73000.0 << 292000.0 << 219000.0;
    // 5.2 year 2: 6 x 90 = 540/h; C2 (65/h, 35 %) covers 100, C1 300; spill 140 x 730.
    QTest::newRow("5.2 year 2") << QList<double>{540.0} << QList<double>{65.0, 150.0}
                                << QList<QList<double>>{{0.65}, {0.5}} << 730.0 << 730.0 << 156950.0 << 156950.0 << 0.0
                                << 102200.0 << 394200.0 << 292000.0;
    QTest::newRow("5.2 year 2, the other order")
        << QList<double>{540.0} << QList<double>{150.0, 65.0} << QList<QList<double>>{{0.5}, {0.65}} << 730.0 << 730.0
        << 156950.0 << 156950.0 << 0.0 << 102200.0 << 394200.0 << 292000.0;
    QTest::newRow("no plans") << QList<double>{100.0} << QList<double>{} << QList<QList<double>>{} << 365.0 << 730.0
                              << 0.0 << 0.0 << 0.0 << 36500.0 << 36500.0 << 0.0;
    QTest::newRow("no usage") << QList<double>{} << QList<double>{120.0} << QList<QList<double>>{{}} << 365.0 << 730.0
                              << 87600.0 << 0.0 << 87600.0 << 0.0 << 0.0 << 0.0;
}

void TestSpendLedger::month()
{
    QFETCH(QList<double>, lines);
    QFETCH(QList<double>, amounts);
    QFETCH(QList<QList<double>>, factors);
    QFETCH(double, busyHours);
    QFETCH(double, hoursPerMonth);
    QFETCH(double, committed);
    QFETCH(double, deducted);
    QFETCH(double, unused);
    QFETCH(double, spill);
    QFETCH(double, eligible);
    QFETCH(double, covered);

    const std::vector<SpendLedger::Line> ls = linesOf(lines);
    const PlanSet ps(amounts, factors);
    // Both forms: a fresh hour, and one reused after an hour with other sizes (no stale values).
    SpendLedger::Hour reused;
    const std::vector<SpendLedger::Line> other{{7.0}, {8.0}, {9.0}};
    const std::vector<double> otherFactors{0.5, 0.5, 0.5};
    const std::vector<SpendLedger::Plan> otherPlans{{1.0, otherFactors}, {2.0, otherFactors}, {3.0, otherFactors}};
    SpendLedger::applyHour(other, otherPlans, reused);
    for (const SpendLedger::MonthTotals &t : {SpendLedger::applyMonth(ls, ps.plans, busyHours, hoursPerMonth),
             SpendLedger::applyMonth(ls, ps.plans, busyHours, hoursPerMonth, reused)}) {
        VERIFY_NEAR(t.committed, committed);
        VERIFY_NEAR(t.deducted, deducted);
        VERIFY_NEAR(t.unused, unused);
        VERIFY_NEAR(t.spill, spill);
        VERIFY_NEAR(t.eligibleOnDemand, eligible);
        VERIFY_NEAR(t.coveredOnDemand, covered);
    }
    QCOMPARE(reused.deducted.size(), ps.plans.size());
    QCOMPARE(reused.spill.size(), ls.size());
}

// 10,000 random hours (fixed seed): deducted within 0..amount, covered within 0..on-demand and
// covered + spill = on-demand; a plan with amount left has covered all its eligible lines; with one
// line the spill is max(0, E - sum of a_k / f_k over eligible plans) in any plan order.
void TestSpendLedger::randomInvariants()
{
    std::mt19937_64 rng(20261206);
    std::uniform_int_distribution<int> lineCount(1, 4);
    std::uniform_int_distribution<int> planCount(0, 4);
    std::uniform_real_distribution<double> usage(0.0, 100.0);
    std::uniform_real_distribution<double> amount(0.0, 60.0);
    std::uniform_real_distribution<double> factor(0.3, 1.0);
    std::uniform_real_distribution<double> coin(0.0, 1.0);

    int failures = 0;
    QByteArray first;
    const auto check = [&](bool ok, int i, const char *what) {
        if (!ok && failures++ == 0)
            first = "case " + QByteArray::number(i) + ": " + what;
    };

    SpendLedger::Hour h;
    SpendLedger::Hour reversed;
    for (int i = 0; i < 10000; ++i) {
        const auto nLines = static_cast<std::size_t>(lineCount(rng));
        const auto nPlans = static_cast<std::size_t>(planCount(rng));
        std::vector<SpendLedger::Line> ls(nLines);
        for (auto &l : ls)
            l.onDemand = coin(rng) < 0.1 ? 0.0 : usage(rng);
        std::vector<std::vector<double>> fs(nPlans, std::vector<double>(nLines));
        std::vector<SpendLedger::Plan> ps(nPlans);
        for (std::size_t k = 0; k < nPlans; ++k) {
            for (double &f : fs[k])
                f = coin(rng) < 0.25 ? 0.0 : factor(rng);
            ps[k] = {amount(rng), std::span<const double>(fs[k])};
        }
        SpendLedger::applyHour(ls, ps, h);

        for (std::size_t k = 0; k < nPlans; ++k) {
            check(h.deducted[k] >= 0.0 && h.deducted[k] <= ps[k].amount, i, "deducted within 0..amount");
            if (!near(h.deducted[k], ps[k].amount)) { // amount left: its eligible lines are covered
                for (std::size_t j = 0; j < nLines; ++j)
                    if (fs[k][j] > 0.0)
                        check(near(h.spill[j], 0.0), i, "spill on a line of a plan with amount left");
            }
        }
        for (std::size_t j = 0; j < nLines; ++j) {
            check(h.covered[j] >= 0.0 && h.covered[j] <= ls[j].onDemand, i, "covered within 0..on-demand");
            check(h.spill[j] >= 0.0, i, "spill not negative");
            check(near(h.covered[j] + h.spill[j], ls[j].onDemand), i, "covered + spill = on-demand");
        }
        if (nLines == 1) {
            double capacity = 0.0;
            for (std::size_t k = 0; k < nPlans; ++k)
                if (fs[k][0] > 0.0)
                    capacity += ps[k].amount / fs[k][0];
            check(near(h.spill[0], std::max(0.0, ls[0].onDemand - capacity)), i, "one line: spill formula");
            std::vector<SpendLedger::Plan> back(ps.rbegin(), ps.rend());
            SpendLedger::applyHour(ls, back, reversed);
            check(near(reversed.spill[0], h.spill[0]), i, "one line: spill independent of the plan order");
        }
    }
    QVERIFY2(failures == 0, (QByteArray::number(failures) + " failures; first: " + first).constData());
}

QTEST_GUILESS_MAIN(TestSpendLedger)
#include "tst_spendledger.moc"
