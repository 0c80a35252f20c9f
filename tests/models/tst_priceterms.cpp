// What the engine's amounts are made of (issue 28, docs/design/xlsx-live-inputs.md): the terms
// it records must add up to its amounts, and stay equal to them when any one price changes.

#include "builders.h"
#include "costengine.h"
#include "priceterms.h"
#include "scenarioloader.h"

#include <QDir>
#include <QTest>

#include <functional>
#include <set>

using namespace gputco;

namespace {

QString sourceDir()
{
    return qEnvironmentVariable("GPUTCO_SOURCE_DIR");
}

/// The shipped examples and the test scenarios with the most pricing models.
QStringList scenarioFiles()
{
    QStringList out;
    const QDir examples(sourceDir() + QStringLiteral("/resources/examples"));
    for (const QString &f : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out << examples.filePath(f);
    const QDir roundtrip(sourceDir() + QStringLiteral("/tests/models/roundtrip"));
    for (const QString &f : roundtrip.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out << roundtrip.filePath(f);
    out << sourceDir() + QStringLiteral("/tests/models/data/subsidy-and-rd.json")
        << sourceDir() + QStringLiteral("/tests/models/boundaries/fixture-a.json");
    return out;
}

Scenario load(const QString &file)
{
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok())
        qFatal("%s: %s", qPrintable(file), qPrintable(loaded.errorString()));
    return *loaded.scenario;
}

/// The categories a cloud option's terms make up in increment 1: everything but one-time costs
/// (Migration) and the compute subsidy (Subsidy), which record nothing yet; VatTiming comes
/// after the amounts as entered.
bool recordedForCloud(Category c)
{
    return c != Category::Migration && c != Category::Subsidy && c != Category::VatTiming;
}

/// Where the terms `t` evaluated on `changed` differ from the engine's amounts for `changed` by
/// more than 1e-6 relative, in the categories `compared` takes; empty when they agree.
QString differenceFromEngine(
    const Scenario &changed, CostView v, const OptionTerms &t, const std::function<bool(Category)> &compared)
{
    const std::vector<OptionTerms> after = CostEngine::priceTerms(changed, v);
    const auto mine
        = std::find_if(after.begin(), after.end(), [&](const OptionTerms &a) { return a.optionId == t.optionId; });
    if (mine == after.end())
        return QStringLiteral("%1 not priced").arg(t.optionId);
    const std::vector<CategoryAmounts> predicted = PriceTerms::evaluate(changed, t);
    for (std::size_t m = 0; m < predicted.size(); ++m)
        for (Category c : kAllCategories) {
            if (!compared(c))
                continue;
            const double want = mine->asEntered[m][index(c)], got = predicted[m][index(c)];
            if (std::abs(want - got) > 1e-6 * std::max(1.0, std::abs(want)))
                return QStringLiteral("%1: month %2 %3: engine %4, terms %5")
                    .arg(t.optionId)
                    .arg(m + 1)
                    .arg(categoryKey(c))
                    .arg(want, 0, 'f', 6)
                    .arg(got, 0, 'f', 6);
        }
    return {};
}

} // namespace

class TestPriceTerms : public QObject
{
    Q_OBJECT

private slots:
    void handComputed();
    void platformSurchargeMirrorsCompute();
    void termsMakeUpTheAmounts_data();
    void termsMakeUpTheAmounts();
    void everyPriceIsLinear_data();
    void everyPriceIsLinear();
    void globalInputsFollowTheTerms_data();
    void globalInputsFollowTheTerms();
    void namesFollowTheFile();
};

void TestPriceTerms::handComputed()
{
    // 20 GPUs in 8-GPU instances, 300 busy hours: 3 instances on demand at 12 USD an hour
    // (7 CNY per USD) = 3 x 300 x 12 x 7 = 75,600 CNY a month; a 12-month reserved term of
    // 1 instance at 36,000 upfront (CNY) covers 8 GPUs, so on demand serves 12: 2 instances,
    // 2 x 300 x 12 x 7 = 50,400. Storage 1,000 GB at 0.5 USD = 3,500 CNY a month.
    Scenario s = test::scenario(20, 300);
    s.exchangeRates.push_back(ExchangeRate{QStringLiteral("USD"), QStringLiteral("CNY"), 7.0, {}, {}});
    CloudOption c = test::onDemand(12.0);
    c.onDemand->currency = QStringLiteral("USD");
    ReservedPricing rp;
    rp.termMonths = 12;
    rp.payment = PaymentOption::AllUpfront;
    rp.upfrontPerInstance = 36000.0;
    rp.instances = 1;
    c.reserved = rp;
    c.fees.storage.push_back(StorageVolume{QStringLiteral("data"), 1000.0, 0.5, QStringLiteral("USD"), {}, {}});
    s.options.push_back(test::cloud(QStringLiteral("mix"), c));

    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, CostView::Cash);
    QCOMPARE(all.size(), std::size_t(1));
    const OptionTerms &t = all[0];
    QCOMPARE(t.option, 0);
    double onDemandQuantity = 0.0, upfrontQuantity = 0.0, storageQuantity = 0.0;
    int months = 0;
    for (const PriceTerm &term : t.terms) {
        if (term.price.key == PriceKey::OnDemand && term.month == 5) {
            QVERIFY(term.perBusyHour);
            QCOMPARE(term.currency, QStringLiteral("USD"));
            onDemandQuantity = term.quantity;
        }
        if (term.price.key == PriceKey::ReservedUpfront) {
            QCOMPARE(term.month, 0);
            upfrontQuantity = term.quantity;
        }
        if (term.price.key == PriceKey::StorageVolume) {
            ++months;
            storageQuantity = term.quantity;
        }
    }
    QCOMPARE(onDemandQuantity, 2.0);
    QCOMPARE(upfrontQuantity, 1.0);
    QCOMPARE(storageQuantity, 1000.0);
    QCOMPARE(months, 12);
    const std::vector<CategoryAmounts> sum = PriceTerms::evaluate(s, t);
    QCOMPARE(sum[5][index(Category::Compute)], 50400.0);
    QCOMPARE(sum[0][index(Category::ReservedUpfront)], 36000.0);
    QCOMPARE(sum[0][index(Category::StorageCapacity)], 3500.0);
    QCOMPARE(t.asEntered[5][index(Category::Compute)], 50400.0);
    QCOMPARE(PriceTerms::name(t.terms.front().price).left(10), QStringLiteral("options_0_"));
}

void TestPriceTerms::platformSurchargeMirrorsCompute()
{
    // A 10 % surcharge and 0.5 an instance-hour on 2 instances x 100 h at 20: compute 4,000,
    // platform 2 x 100 x 0.5 + 10 % x 4,000 = 500 a month.
    Scenario s = test::scenario(16, 100);
    CloudOption c = test::onDemand(20.0);
    c.platform = ManagedPlatform{QStringLiteral("PAI"), 0.5, 10.0, {}, {}};
    s.options.push_back(test::cloud(QStringLiteral("pai"), c));
    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, CostView::Cash);
    QCOMPARE(all.size(), std::size_t(1));
    const std::vector<CategoryAmounts> sum = PriceTerms::evaluate(s, all[0]);
    QCOMPARE(sum[0][index(Category::Compute)], 4000.0);
    QCOMPARE(sum[0][index(Category::Platform)], 500.0);
    int surcharge = 0;
    for (const PriceTerm &term : all[0].terms)
        if (term.rate == RateKey::PlatformSurcharge && term.month == 0) {
            ++surcharge;
            QCOMPARE(term.category, Category::Platform);
            QCOMPARE(term.price.key, PriceKey::OnDemand);
        }
    QCOMPARE(surcharge, 1);
    QCOMPARE(PriceTerms::rateName(0, RateKey::PlatformSurcharge),
        QStringLiteral("options_0_managedPlatform_surchargePercent"));
}

void TestPriceTerms::termsMakeUpTheAmounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("view");
    for (const QString &f : scenarioFiles())
        for (int view : {0, 1})
            QTest::addRow("%s %s", qPrintable(QFileInfo(f).fileName()), view == 0 ? "cash" : "amortized") << f << view;
}

void TestPriceTerms::termsMakeUpTheAmounts()
{
    QFETCH(QString, file);
    QFETCH(int, view);
    const Scenario s = load(file);
    const CostView v = view == 0 ? CostView::Cash : CostView::Amortized;
    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, v);
    const ScenarioResult r = CostEngine::compute(s, v);
    QVERIFY(r.ok());
    QCOMPARE(all.size(), r.options.size());
    int cloudOptions = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const OptionTerms &t = all[i];
        QCOMPARE(t.optionId, r.options[i].id);
        const Option &opt = s.options[std::size_t(t.option)];
        QCOMPARE(opt.id, t.optionId);
        if (!opt.cloud()) {
            QVERIFY2(t.terms.empty(), "self-hosted options record nothing in increment 1");
            continue;
        }
        ++cloudOptions;
        // Without VAT the amounts as entered are the result's.
        if (!s.vat)
            for (std::size_t m = 0; m < t.asEntered.size(); ++m)
                QCOMPARE(t.asEntered[m], r.options[i].monthly[m]);
        const auto made = PriceTerms::madeUp(s, t);
        for (Category c : kAllCategories)
            if (recordedForCloud(c))
                QVERIFY2(made[index(c)],
                    qPrintable(
                        QStringLiteral("%1: category %2 is not made up by its terms").arg(t.optionId, categoryKey(c))));
    }
    QVERIFY(cloudOptions > 0 || file.contains(QLatin1String("fixture")) || !all.empty());
}

void TestPriceTerms::everyPriceIsLinear_data()
{
    termsMakeUpTheAmounts_data();
}

void TestPriceTerms::everyPriceIsLinear()
{
    // Each price the terms name, changed to 1.37 and then 0.5 times its value: the engine's new
    // amounts are the old terms evaluated at the new price. A term the engine forgot to record,
    // or a price that enters an amount other than linearly, fails here.
    QFETCH(QString, file);
    QFETCH(int, view);
    const Scenario s = load(file);
    const CostView v = view == 0 ? CostView::Cash : CostView::Amortized;
    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, v);
    int checked = 0;
    for (const OptionTerms &t : all) {
        std::set<PriceRef> refs;
        for (const PriceTerm &term : t.terms)
            refs.insert(term.price);
        for (const PriceRef &ref : refs)
            for (double scale : {1.37, 0.5}) {
                Scenario changed = s;
                double *p = PriceTerms::input(changed, ref);
                QVERIFY2(p, qPrintable(PriceTerms::name(ref)));
                *p *= scale;
                const QString diff = differenceFromEngine(changed, v, t, recordedForCloud);
                if (!diff.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("%1 x %2, %3").arg(PriceTerms::name(ref)).arg(scale).arg(diff)));
                ++checked;
            }
    }
    if (checked == 0)
        QSKIP("no cloud option in this file");
}

void TestPriceTerms::globalInputsFollowTheTerms_data()
{
    termsMakeUpTheAmounts_data();
}

void TestPriceTerms::globalInputsFollowTheTerms()
{
    // What the workbook's formulas multiply the prices by besides the quantities: exchange rates,
    // the price trends' factors and the busy hours. Each changed in the scenario, the engine's
    // new amounts are the old terms evaluated on the changed scenario: no quantity depends on them.
    QFETCH(QString, file);
    QFETCH(int, view);
    const Scenario s = load(file);
    const CostView v = view == 0 ? CostView::Cash : CostView::Amortized;
    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, v);
    std::vector<std::pair<QString, std::function<void(Scenario &)>>> edits;
    for (std::size_t k = 0; k < s.exchangeRates.size(); ++k)
        edits.push_back(
            {QStringLiteral("exchangeRates[%1] x 1.1").arg(k), [k](Scenario &c) { c.exchangeRates[k].rate *= 1.1; }});
    edits.push_back({QStringLiteral("cloud compute -15 % a year"),
        [](Scenario &c) { c.priceTrends.cloudComputePercentPerYear = -15.0; }});
    edits.push_back({QStringLiteral("fees +8 % a year"), [](Scenario &c) { c.priceTrends.feesPercentPerYear = 8.0; }});
    edits.push_back(
        {QStringLiteral("staff +5 % a year"), [](Scenario &c) { c.priceTrends.staffPercentPerYear = 5.0; }});
    for (double f : {0.8, 0.35})
        edits.push_back({QStringLiteral("busy hours x %1").arg(f), [f](Scenario &c) {
                             c.demand.busyHoursPerMonth = std::min(c.hoursPerMonth, c.demand.busyHoursPerMonth * f);
                         }});
    int checked = 0;
    for (const auto &[what, edit] : edits) {
        Scenario changed = s;
        edit(changed);
        for (const OptionTerms &t : all) {
            if (t.terms.empty())
                continue;
            const auto made = PriceTerms::madeUp(s, t);
            const QString diff = differenceFromEngine(
                changed, v, t, [&](Category c) { return recordedForCloud(c) && made[index(c)]; });
            if (!diff.isEmpty())
                QFAIL(qPrintable(what + QStringLiteral(", ") + diff));
            ++checked;
        }
    }
    if (checked == 0)
        QSKIP("no cloud option in this file");
}

void TestPriceTerms::namesFollowTheFile()
{
    // The data-heavy example: option 0's egress tiers and both request fees, named after the
    // file's JSON paths (docs/user-guide.md lists them).
    const Scenario s = load(sourceDir() + QStringLiteral("/resources/examples/data-heavy-egress.json"));
    const std::vector<OptionTerms> all = CostEngine::priceTerms(s, CostView::Cash);
    QVERIFY(!all.empty());
    std::set<QString> names;
    for (const PriceTerm &term : all[0].terms)
        names.insert(PriceTerms::name(term.price));
    QVERIFY(names.count(QStringLiteral("options_0_onDemand_pricePerInstanceHour")));
    QVERIFY(names.count(QStringLiteral("options_0_fees_egress_tiers_0_pricePerGb")));
    QVERIFY(names.count(QStringLiteral("options_0_fees_requests_1_pricePer1000")));
    QVERIFY(names.count(QStringLiteral("options_0_fees_crossAz_pricePerGbPerDirection")));
}

QTEST_GUILESS_MAIN(TestPriceTerms)
#include "tst_priceterms.moc"
