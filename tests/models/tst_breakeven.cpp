// Break-even between cloud and self-hosted options, computed by hand.
#include "builders.h"
#include "costengine.h"
#include "quotes.h"
#include "scenarioloader.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

#include <cstring>
#include <random>

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

/// Every way busy hours enter a cost, in one scenario: on-demand and spot beyond a reserved
/// base, a managed platform (fee per instance-hour and a surcharge on compute), cloud staff,
/// hidden fees, power with an idle draw and PUE, a bridge that serves the demand before
/// delivery and beyond the servers' capacity, a fleet too small without a bridge, demand
/// growth, price trends and VAT.
Scenario everyBusyHourPath()
{
    Scenario s = scenario(20, 400, 36);
    s.demand.growthPercentPerYear = 60;
    s.discountRatePerYear = 0.08;
    s.priceTrends.cloudComputePercentPerYear = -10;
    s.priceTrends.powerPercentPerYear = 5;
    s.vat = VatSettings{};
    CloudOption a = onDemand(90.0);
    ReservedPricing base;
    base.termMonths = 12;
    base.monthlyPerInstance = 30000;
    base.instances = 1;
    a.reserved = base;
    a.platform = ManagedPlatform{QStringLiteral("pai"), 2.5, 10.0, QStringLiteral("CNY")};
    a.staff = CloudStaff{4.0, 30000.0, QStringLiteral("CNY")};
    a.fees.other.push_back(OtherMonthlyFee{QStringLiteral("ip"), 500.0, QStringLiteral("CNY")});
    s.options.push_back(cloud(QStringLiteral("od"), a));
    CloudOption b = spot(true);
    b.platform = ManagedPlatform{QStringLiteral("p"), 0.0, 7.0, QStringLiteral("CNY")};
    s.options.push_back(cloud(QStringLiteral("spot"), b));
    SelfHostedOption h = server(2, 1500000);
    h.serverCount.reset(); // sized to the peak
    h.typicalKwPerServer = 8.5;
    h.idlePowerFraction = 0.3;
    h.pue = 1.3;
    h.powerPricePerKwh = 0.63;
    h.leadTimeMonths = 3;
    h.bridgeOptionId = QStringLiteral("od");
    h.serversPerFte = 10;
    h.monthlyCostPerFte = 40000;
    s.options.push_back(selfHosted(QStringLiteral("own-bridged"), h));
    SelfHostedOption small = server(2, 1400000);
    small.typicalKwPerServer = 10.2;
    small.idlePowerFraction = 0.5;
    small.pue = 1.5;
    small.powerPricePerKwh = 0.4;
    s.options.push_back(selfHosted(QStringLiteral("own-small"), small));
    return s;
}

/// everyBusyHourPath() with what differs between the cash and the amortized view: reserved
/// upfront payments (under a platform surcharge, in a bridge, a term running past the end),
/// financed purchases owed after the horizon, refreshes with resale, one-time costs spread
/// past the end, income tax and a dearer hardware trend.
Scenario everyViewPath()
{
    Scenario s = everyBusyHourPath();
    s.priceTrends.hardwarePercentPerYear = 4;
    s.incomeTax = IncomeTax{};
    CloudOption &od = std::get<CloudOption>(s.options[0].spec);
    od.reserved->upfrontPerInstance = 250000;
    od.reserved->termMonths = 24; // renews in month 25, runs 12 months past month 36
    OneTimeCost port;
    port.name = QStringLiteral("port");
    port.month = 30;
    port.amount = 120000;
    port.parallelMonths = 9; // 2 months after the horizon
    port.parallelAmountPerMonth = 5000;
    port.amortizeMonths = 12;
    s.options[0].oneTimeCosts.push_back(port);
    SelfHostedOption &small = std::get<SelfHostedOption>(s.options[3].spec);
    small.lifeMonths = 14;
    small.residualFraction = 0.25;
    small.financing = Financing{FinancingKind::Loan, 0.2, 18, 0.06, 0.01, 0.1};
    s.options[3].oneTimeCosts.push_back(port);
    return s;
}

/// The same double, bit for bit (NaN included).
bool same(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

bool same(const std::optional<double> &a, const std::optional<double> &b)
{
    return a.has_value() == b.has_value() && (!a || same(*a, *b));
}

bool same(const std::vector<double> &a, const std::vector<double> &b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(), [](double x, double y) { return same(x, y); });
}

bool same(const CategoryAmounts &a, const CategoryAmounts &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), [](double x, double y) { return same(x, y); });
}

bool same(const std::vector<CategoryAmounts> &a, const std::vector<CategoryAmounts> &b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(),
            [](const CategoryAmounts &x, const CategoryAmounts &y) { return same(x, y); });
}

/// The first field in which two option results differ, or empty.
QString firstDifference(const OptionResult &a, const OptionResult &b)
{
#define GPUTCO_SAME(field)                                                                                             \
    if (!same(a.field, b.field))                                                                                       \
    return QStringLiteral(#field)
    GPUTCO_SAME(monthly);
    GPUTCO_SAME(monthlyTotal);
    GPUTCO_SAME(cumulative);
    GPUTCO_SAME(monthlyDiscounted);
    GPUTCO_SAME(cumulativeDiscounted);
    GPUTCO_SAME(usefulGpuHoursByMonth);
    GPUTCO_SAME(categoryTotals);
    GPUTCO_SAME(total);
    GPUTCO_SAME(totalDiscounted);
    GPUTCO_SAME(endOfHorizonCredit);
    GPUTCO_SAME(comparisonTotal);
    GPUTCO_SAME(comparisonDiscounted);
    GPUTCO_SAME(hiddenFeesTotal);
    GPUTCO_SAME(usefulGpuHours);
    GPUTCO_SAME(unmetGpuHours);
    GPUTCO_SAME(slippedGpuHours);
    GPUTCO_SAME(bridgedGpuHours);
    GPUTCO_SAME(costPerUsefulGpuHour);
    GPUTCO_SAME(owedAfterHorizon);
    GPUTCO_SAME(prepaidAfterHorizonByMonth);
    GPUTCO_SAME(blendedRatePerInstanceHour);
    GPUTCO_SAME(spotOverheadFraction);
    GPUTCO_SAME(spotYoungIntervalHours);
    GPUTCO_SAME(bookValueAtHorizonEnd);
    GPUTCO_SAME(resaleValueAtHorizonEnd);
    GPUTCO_SAME(owedAfterHorizonByCategory);
    GPUTCO_SAME(vatTotal);
    GPUTCO_SAME(taxDeductions);
    GPUTCO_SAME(taxSavingByMonth);
    GPUTCO_SAME(taxSavingTotal);
    GPUTCO_SAME(afterTaxTotal);
    GPUTCO_SAME(afterTaxDiscounted);
    GPUTCO_SAME(taxBasisAtHorizonEnd);
#undef GPUTCO_SAME
    if (a.id != b.id || a.name != b.name || a.kind != b.kind)
        return QStringLiteral("id");
    if (a.warnings != b.warnings)
        return QStringLiteral("warnings: ") + a.warnings.join(QLatin1Char('|')) + QStringLiteral(" / ")
            + b.warnings.join(QLatin1Char('|'));
    if (a.servers != b.servers || a.racks != b.racks || a.peakCards != b.peakCards
        || a.peakReferenceCards != b.peakReferenceCards)
        return QStringLiteral("facts");
    return {};
}

} // namespace

class TestBreakEven : public QObject
{
    Q_OBJECT

private slots:
    void cashViewTrap_data();
    void cashViewTrap();
    void noCrossing();
    void crossingInAnyMonth_data();
    void crossingInAnyMonth();
    void severalCrossings();
    void breakEvenUtilization();
    void pairsAreCloudTimesSelfHosted();
    void closedFormEqualsEvaluation_data();
    void closedFormEqualsEvaluation();
    void bothViewsInOnePass_data();
    void bothViewsInOnePass();
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
    QCOMPARE(*b.firstCrossingMonth, 12.5);
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
    QVERIFY(!b.firstCrossingMonth.has_value());
    QVERIFY(!b.ownedCheaperForGoodFromMonth.has_value());
    QCOMPARE(b.utilization, BreakEven::Utilization::CloudCheaperAtAnyUse);
}

void TestBreakEven::crossingInAnyMonth_data()
{
    // The scan for a change of order takes four months a step: a crossing in each of the first
    // thirteen months (every place in a step, and the months after the first steps) and in the
    // last ones of a 120-month horizon (the months left over after the steps).
    QTest::addColumn<int>("month");
    for (int m : {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 117, 118, 119, 120})
        QTest::addRow("month %d", m) << m;
}

void TestBreakEven::crossingInAnyMonth()
{
    // Owning: 1,000,000 paid in month 1, nothing after. The cloud: 1,000,000 / (M - 0.5) a
    // month, so its cumulative cost is below 1,000,000 at the end of month M - 1
    // ((M - 1) / (M - 0.5) < 1) and above it at the end of month M: owning is first cheaper in
    // month M, half way through it (payback M - 0.5 months; 0 for month 1, where owning is not
    // dearer from the start). The servers last the whole horizon (no refresh).
    QFETCH(int, month);
    const double monthly = 1000000.0 / (month - 0.5);
    Scenario s = cloudVersusOwn(monthly, 1000000, 0, 120);
    std::get<SelfHostedOption>(s.options[1].spec).lifeMonths = 120;
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    const BreakEven &b = r.breakEvens[0];
    QCOMPARE(b.crossings.size(), std::size_t(1));
    QCOMPARE(b.crossings[0].month, month);
    QVERIFY(b.crossings[0].selfHostedBecomesCheaper);
    QCOMPARE(*b.firstMonth, month);
    QVERIFY(std::abs(*b.firstCrossingMonth - (month == 1 ? 0.0 : month - 0.5)) < 1e-9);
    QCOMPARE(*b.ownedCheaperForGoodFromMonth, month);
    // One crossing: owning stays cheaper to month 120. At the end of month M the cloud has cost M
    // monthly amounts.
    QVERIFY(std::abs(b.crossings[0].cumulativeCloud - month * monthly) < 1e-6);
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
    // The first crossing is at the start (owning not dearer from month 1); owning is cheaper for
    // good only from month 13. Neither is a payback (issue 27: that is the decision's).
    QCOMPARE(*b.firstCrossingMonth, 0.0);
    QCOMPARE(*b.ownedCheaperForGoodFromMonth, 13);
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

void TestBreakEven::closedFormEqualsEvaluation_data()
{
    QTest::addColumn<QString>("file"); // empty: everyBusyHourPath()
    QTest::addColumn<double>("busyHours");
    QTest::addColumn<int>("view");
    QStringList files{QString()};
    const QDir examples(QFINDTESTDATA("../../resources/examples"));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << examples.filePath(name);
    files << QFINDTESTDATA("data/buy-vs-rent-after-tax.json");
    for (const QString &file : files)
        for (double u : {0.0, 91.25, 365.0, 512.3, 730.0})
            for (int view : {0, 1})
                QTest::addRow("%s %g h %s",
                    qPrintable(file.isEmpty() ? QStringLiteral("every path") : QFileInfo(file).fileName()), u,
                    view == 0 ? "cash" : "amortized")
                    << file << u << view;
}

void TestBreakEven::closedFormEqualsEvaluation()
{
    // The engine no longer prices every option again at 0 and at every hour of the month to
    // find the break-even utilization: totals are affine in the busy hours, and it tracks each
    // option's slope. Here the old way, by evaluation: each option priced at u = 0 and u = 730
    // (f(u) = cloud total - own total; f(0) = f0, f(730) = f1; owning wins where f > 0; the
    // break-even is -f0 / (f1 - f0) x 730), and every total at three more busy hours on the line.
    QFETCH(QString, file);
    QFETCH(double, busyHours);
    QFETCH(int, view);
    Scenario s;
    if (file.isEmpty()) {
        s = everyBusyHourPath();
    } else {
        const LoadResult loaded = ScenarioLoader::loadFile(file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        s = *loaded.scenario;
    }
    s.demand.busyHoursPerMonth = busyHours;
    const ScenarioResult r = CostEngine::compute(s, view == 0 ? CostView::Cash : CostView::Amortized);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char(' '))));
    auto totalsAt = [&](double u) {
        Scenario at = s;
        at.demand.busyHoursPerMonth = u;
        const ScenarioResult e = CostEngine::compute(at, CostView::Cash);
        std::vector<double> t;
        for (const OptionResult &o : e.options)
            t.push_back(o.total);
        return t;
    };
    const double hpm = s.hoursPerMonth;
    const std::vector<double> t0 = totalsAt(0.0), t1 = totalsAt(hpm);
    // Affine: the total at any busy hours lies on the line through u = 0 and u = 730.
    std::mt19937 random(20261203);
    for (double u : {hpm * 0.25, hpm * 0.6, std::uniform_real_distribution<double>(0.0, hpm)(random)}) {
        const std::vector<double> t = totalsAt(u);
        for (std::size_t i = 0; i < t.size(); ++i)
            QVERIFY2(std::abs(t[i] - (t0[i] + (t1[i] - t0[i]) * u / hpm)) <= 1e-9 * std::max(1.0, std::abs(t1[i])),
                qPrintable(QStringLiteral("%1 at %2 h").arg(r.options[i].id).arg(u)));
    }
    int pairs = 0, found = 0;
    for (const BreakEven &b : r.breakEvens) {
        const std::size_t i = std::size_t(b.cloudIndex), j = std::size_t(b.selfHostedIndex);
        const double f0 = t0[i] - t0[j], f1 = t1[i] - t1[j];
        const double scale = std::max({1.0, std::abs(t0[i]), std::abs(t1[i]), std::abs(t0[j]), std::abs(t1[j])});
        const QByteArray what = (r.options[i].id + QStringLiteral(" / ") + r.options[j].id).toUtf8();
        ++pairs;
        // Away from the ties (1e-6) the classification is the same; at a tie either is right.
        if (std::abs(f0) > 1e-6 + 1e-9 * scale && std::abs(f1) > 1e-6 + 1e-9 * scale) {
            if (f0 > 0 && f1 > 0) {
                QVERIFY2(b.utilization == BreakEven::Utilization::SelfHostedCheaperAtAnyUse, what.constData());
                continue;
            }
            if (f0 < 0 && f1 < 0) {
                QVERIFY2(b.utilization == BreakEven::Utilization::CloudCheaperAtAnyUse, what.constData());
                continue;
            }
        }
        if (b.utilization != BreakEven::Utilization::Found || std::abs(f1 - f0) <= 1e-6 + 1e-9 * scale)
            continue;
        QVERIFY2(b.breakEvenBusyHoursPerMonth.has_value(), what.constData());
        const double expected = -f0 / (f1 - f0) * hpm;
        // The same to 1e-9 of the totals' size, carried through the division.
        QVERIFY2(std::abs(*b.breakEvenBusyHoursPerMonth - expected) <= 1e-9 * hpm * scale / std::abs(f1 - f0),
            qPrintable(QStringLiteral("%1: %2 h against %3 h")
                           .arg(QString::fromUtf8(what))
                           .arg(*b.breakEvenBusyHoursPerMonth, 0, 'g', 17)
                           .arg(expected, 0, 'g', 17)));
        ++found;
    }
    QCOMPARE(pairs, int(r.breakEvens.size()));
    if (file.isEmpty()) {
        // 2 cloud x 2 self-hosted; some pair crosses within 0..730 h at every busy hours tried.
        QCOMPARE(pairs, 4);
        QVERIFY(found > 0);
    }
}

void TestBreakEven::bothViewsInOnePass_data()
{
    QTest::addColumn<QString>("file"); // empty: everyViewPath()
    QStringList files{QString()};
    for (const QString &folder :
        {QStringLiteral("../../resources/examples"), QStringLiteral("roundtrip"), QStringLiteral("data")}) {
        const QDir dir(QFINDTESTDATA(folder));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files << dir.filePath(name);
    }
    for (const QString &file : files)
        QTest::addRow("%s", qPrintable(file.isEmpty() ? QStringLiteral("every view path") : QFileInfo(file).fileName()))
            << file;
}

void TestBreakEven::bothViewsInOnePass()
{
    // compute() in the amortized view prices both views in one pass over the months (issue 17):
    // each option's amortized result equals the option priced on its own in the amortized view
    // (priceOptions, a pass of one view), and the cash view it keeps equals compute() in the
    // cash view, bit for bit, in every field.
    QFETCH(QString, file);
    Scenario s;
    if (file.isEmpty()) {
        s = everyViewPath();
    } else {
        const LoadResult loaded = ScenarioLoader::loadFile(file);
        if (!loaded.ok())
            QSKIP("not a scenario file"); // data/ holds other inputs too
        s = Quotes::pricedOnly(*loaded.scenario);
    }
    const ScenarioResult amortized = CostEngine::compute(s, CostView::Amortized);
    QVERIFY2(amortized.ok(), qPrintable(amortized.errors.join(QLatin1Char(' '))));
    QVERIFY(amortized.cash);
    const ScenarioResult cash = CostEngine::compute(s, CostView::Cash);
    QVERIFY(!cash.cash);
    QCOMPARE(&cash.cashView(), &cash);
    QStringList errors;
    const std::vector<OptionResult> alone = CostEngine::priceOptions(s, CostView::Amortized, errors);
    QVERIFY(errors.isEmpty());
    QCOMPARE(amortized.options.size(), alone.size());
    QCOMPARE(amortized.cash->options.size(), cash.options.size());
    for (std::size_t i = 0; i < alone.size(); ++i) {
        const QString what = amortized.options[i].id;
        QVERIFY2(firstDifference(amortized.options[i], alone[i]).isEmpty(),
            qPrintable(what + QStringLiteral(" amortized: ") + firstDifference(amortized.options[i], alone[i])));
        QVERIFY2(firstDifference(amortized.cash->options[i], cash.options[i]).isEmpty(),
            qPrintable(
                what + QStringLiteral(" cash: ") + firstDifference(amortized.cash->options[i], cash.options[i])));
        // Constraints (compute() only, not priceOptions()): the same in all three.
        QCOMPARE(amortized.options[i].violations.size(), cash.options[i].violations.size());
        QCOMPARE(amortized.cash->options[i].violations.size(), cash.options[i].violations.size());
    }
    // Computed in the storage of another result (118 months, other options, both views filled):
    // every field the same as computed afresh.
    for (const CostView view : {CostView::Cash, CostView::Amortized}) {
        Scenario other = everyViewPath();
        other.horizonMonths = 118; // longer than most; the 24-month term runs past its end
        ScenarioResult old = CostEngine::compute(other, CostView::Amortized);
        QVERIFY(old.ok() && old.cash);
        if (view == CostView::Cash)
            old = CostEngine::compute(other, CostView::Cash);
        const ScenarioResult reused = CostEngine::compute(s, view, std::move(old));
        const ScenarioResult &fresh = view == CostView::Cash ? cash : amortized;
        QCOMPARE(reused.options.size(), fresh.options.size());
        QCOMPARE(reused.cash != nullptr, fresh.cash != nullptr);
        for (std::size_t i = 0; i < fresh.options.size(); ++i) {
            QVERIFY2(firstDifference(reused.options[i], fresh.options[i]).isEmpty(),
                qPrintable(fresh.options[i].id + QStringLiteral(" reused: ")
                    + firstDifference(reused.options[i], fresh.options[i])));
            if (fresh.cash)
                QVERIFY2(firstDifference(reused.cash->options[i], fresh.cash->options[i]).isEmpty(),
                    qPrintable(fresh.options[i].id + QStringLiteral(" reused cash: ")
                        + firstDifference(reused.cash->options[i], fresh.cash->options[i])));
            QCOMPARE(reused.options[i].violations.size(), fresh.options[i].violations.size());
        }
        QCOMPARE(reused.breakEvens.size(), fresh.breakEvens.size());
        for (std::size_t k = 0; k < fresh.breakEvens.size(); ++k) {
            QCOMPARE(reused.breakEvens[k].firstMonth, fresh.breakEvens[k].firstMonth);
            QVERIFY(same(reused.breakEvens[k].firstCrossingMonth, fresh.breakEvens[k].firstCrossingMonth));
            QVERIFY(
                same(reused.breakEvens[k].breakEvenBusyHoursPerMonth, fresh.breakEvens[k].breakEvenBusyHoursPerMonth));
        }
    }

    const ScenarioResult &kept = *amortized.cash;
    QCOMPARE(kept.view, CostView::Cash);
    QCOMPARE(kept.breakEvens.size(), cash.breakEvens.size());
    QCOMPARE(kept.budget.has_value(), cash.budget.has_value());
    QCOMPARE(kept.incomeTaxRate, cash.incomeTaxRate);
    QCOMPARE(kept.ratesUsed.size(), cash.ratesUsed.size());
    QCOMPARE(kept.demandGpusByMonth, cash.demandGpusByMonth);
    QVERIFY(same(kept.monthlyDiscountRate, cash.monthlyDiscountRate));
    if (file.isEmpty()) {
        // The views differ where they should: upfront spread, no capex, depreciation, the
        // one-time cost over 12 months; and the financed fleet owes less (no principal).
        const OptionResult &ownCash = kept.options[3], &ownAmortized = amortized.options[3];
        QVERIFY(ownCash.categoryTotals[index(Category::Capex)] > 0.0);
        QCOMPARE(ownAmortized.categoryTotals[index(Category::Capex)], 0.0);
        QVERIFY(ownAmortized.categoryTotals[index(Category::Depreciation)] > 0.0);
        QVERIFY(ownCash.owedAfterHorizon > ownAmortized.owedAfterHorizon);
        QVERIFY(ownAmortized.owedAfterHorizon > 0.0);
        QVERIFY(ownCash.taxSavingTotal != 0.0);
        QCOMPARE(ownAmortized.taxSavingTotal, 0.0);
        QVERIFY(!same(kept.options[0].monthly[0][index(Category::Platform)],
            amortized.options[0].monthly[0][index(Category::Platform)]));
        QVERIFY(!same(kept.options[2].monthly[0][index(Category::CloudBridge)],
            amortized.options[2].monthly[0][index(Category::CloudBridge)]));
        QVERIFY(ownCash.warnings != ownAmortized.warnings); // financing and one-time amounts differ
    }
}

QTEST_GUILESS_MAIN(TestBreakEven)
#include "tst_breakeven.moc"
