// What-if drivers change the inputs they name, and only those.
#include "costengine.h"
#include "scenariofields.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "whatif.h"

#include <QTest>

using namespace gputco;

class TestWhatIf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void baselineValues();
    void exchangeRateIsTheOneTheEngineUses();
    void driversChangeTotals();
    void emptyWhatIfIsTheBaseline();
    void driversHaveTheRangesOfTheirFields();
    void typedRangeAndSliderTravel_data();
    void typedRangeAndSliderTravel();
    void variantBeyondTheSliderReopensAndComputes();

private:
    Scenario mA100;
};

void TestWhatIf::initTestCase()
{
    mA100 = *ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json")).scenario;
}

void TestWhatIf::baselineValues()
{
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::GpuCount), 64.0);
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::UtilizationPercent), 100.0);
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::ReservedDiscountPercent), 50.0);
    // Spot 112.091 against the on-demand 361.397 of the same instance: 68.98% off.
    QVERIFY(
        std::abs(*WhatIf::baselineValue(mA100, Driver::SpotDiscountPercent) - (1 - 112.091 / 361.397) * 100) < 1e-9);
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::SpotMeanHoursBetweenInterruptions), 200.0);
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::ElectricityPricePerKwh), 0.63);
    QCOMPARE(*WhatIf::baselineValue(mA100, Driver::ExchangeRate), 7.2);
    QVERIFY(!WhatIf::baselineValue(mA100, Driver::EgressTbPerMonth).has_value()); // no egress fees
}

void TestWhatIf::exchangeRateIsTheOneTheEngineUses()
{
    // Two dated rates, the older listed first, plus the inverse pair: the slider starts at the
    // latest (7.25, the engine's), not at the first listed (7.10, as it did).
    Scenario s = mA100;
    s.reportingCurrency = QStringLiteral("CNY");
    s.exchangeRates = {{QStringLiteral("USD"), QStringLiteral("CNY"), 7.10, QStringLiteral("2026-03-01"), {}},
        {QStringLiteral("CNY"), QStringLiteral("USD"), 1.0 / 7.25, QStringLiteral("2026-11-01"), {}}};
    QCOMPARE(*WhatIf::baselineValue(s, Driver::ExchangeRate), 7.25);
    WhatIf w;
    w.values[Driver::ExchangeRate] = 8.0;
    const Scenario varied = w.apply(s);
    QCOMPARE(*WhatIf::baselineValue(varied, Driver::ExchangeRate), 8.0);
}

void TestWhatIf::driversChangeTotals()
{
    WhatIf w;
    w.values[Driver::ReservedDiscountPercent] = 70;
    w.values[Driver::UtilizationPercent] = 30;
    w.values[Driver::ElectricityPricePerKwh] = 0.4;
    const Scenario varied = w.apply(mA100);
    const ScenarioResult r = CostEngine::compute(varied);
    // Subscription at 70% off: 3 x 8 x 361.397 x 0.3 x 730 x 12 = 22,794,031.58, still paid
    // in full at 30% utilization.
    QVERIFY(std::abs(r.options[1].total - 3 * 8 * 361.397 * 0.3 * 730 * 12) < 1e-6);
    // On-demand at 30%: 8 x 219 x 361.397 x 36 = 22,794,031.58 as well (0.3 x 730 = 219).
    QVERIFY(std::abs(r.options[0].total - 8 * 219 * 361.397 * 36) < 1e-6);
    // Power at 0.4 CNY/kWh and 30% busy: 8 x 5 kW x (0.3 + 0.7 x 0.3) x 730 x 1.3 x 0.4 a month.
    QVERIFY(std::abs(r.options[3].monthly[0][index(Category::Power)] - 8 * 5 * 0.51 * 730 * 1.3 * 0.4) < 1e-9);
    // The baseline is untouched.
    QCOMPARE(mA100.options[1].cloud()->reserved->discountPercent.value(), 50.0);
}

void TestWhatIf::emptyWhatIfIsTheBaseline()
{
    const ScenarioResult a = CostEngine::compute(mA100);
    const ScenarioResult b = CostEngine::compute(WhatIf().apply(mA100));
    for (std::size_t i = 0; i < a.options.size(); ++i)
        QCOMPARE(b.options[i].total, a.options[i].total);
}

void TestWhatIf::driversHaveTheRangesOfTheirFields()
{
    // A driver's row in the "drivers" block (what the loader accepts in a variant) has the
    // range of the field it overrides: a what-if the field takes, a file takes.
    int fields = 0;
    for (Driver d : kAllDrivers) {
        const FieldSpec &driver = ScenarioSchema::field("drivers", driverKey(d));
        const std::optional<OverriddenField> of = overriddenField(d);
        if (!of) {
            // Relative changes of their own: the row is the only range there is.
            QVERIFY(d == Driver::ServerPriceChangePercent || d == Driver::BudgetPercent);
            continue;
        }
        const FieldSpec &field = ScenarioSchema::field(of->block, of->key);
        const QByteArray what = QByteArray(driverKey(d)) + " vs " + of->block + '.' + of->key;
        QVERIFY2(driver.minimum * of->scale == field.minimum, what.constData());
        QVERIFY2(driver.maximum * of->scale == field.maximum, what.constData());
        QVERIFY2(driver.minExclusive == field.minExclusive, what.constData());
        // As precise as the field where they share the unit (egress: TB to 3 decimals, about a GB).
        if (of->scale == 1.0)
            QVERIFY2(driver.decimals >= field.decimals, what.constData());
        ++fields;
    }
    QCOMPARE(fields, 11);
}

void TestWhatIf::typedRangeAndSliderTravel_data()
{
    QTest::addColumn<Driver>("driver");
    QTest::addColumn<double>("minimum");
    QTest::addColumn<double>("maximum");
    QTest::addColumn<double>("sliderMinimum");
    QTest::addColumn<double>("sliderMaximum");
    QTest::newRow("gpuCount") << Driver::GpuCount << 1.0 << 1e7 << 1.0 << 4096.0;
    QTest::newRow("pue") << Driver::Pue << 1.0 << 5.0 << 1.0 << 2.5;
    // > 0 in the file: the smallest value of one decimal.
    QTest::newRow("spotMeanHours") << Driver::SpotMeanHoursBetweenInterruptions << 0.1 << kHugeAmount << 1.0 << 2000.0;
    // 1e-9 in the file: the smallest of four decimals (a spin box would round 1e-9 to 0).
    QTest::newRow("exchangeRate") << Driver::ExchangeRate << 0.0001 << 1e9 << 0.01 << 1000.0;
    QTest::newRow("egress") << Driver::EgressTbPerMonth << 0.0 << kHugeAmount / 1024 << 0.0 << 2000.0;
    QTest::newRow("discountRate") << Driver::DiscountRatePercent << 0.0 << 100.0 << 0.0 << 30.0;
    QTest::newRow("serverPrice") << Driver::ServerPriceChangePercent << -80.0 << 200.0 << -80.0 << 200.0;
}

void TestWhatIf::typedRangeAndSliderTravel()
{
    QFETCH(Driver, driver);
    QFETCH(double, minimum);
    QFETCH(double, maximum);
    QFETCH(double, sliderMinimum);
    QFETCH(double, sliderMaximum);
    const DriverSpec spec = WhatIf::spec(driver, mA100);
    QCOMPARE(spec.minimum, minimum);
    QCOMPARE(spec.maximum, maximum);
    QCOMPARE(spec.sliderMinimum, sliderMinimum);
    QCOMPARE(spec.sliderMaximum, sliderMaximum);
}

void TestWhatIf::variantBeyondTheSliderReopensAndComputes()
{
    // Issue 26: 6,000 GPUs, a what-if of 5,000 GPUs at PUE 2.8 kept as a variant; the file
    // was refused ("the largest allowed value is 4096", then 2.5).
    Scenario s = mA100;
    s.demand.gpuCount = 6000;
    s.variants.push_back(
        {QStringLiteral("5,000 GPUs, PUE 2.8"), {{QStringLiteral("gpuCount"), 5000.0}, {QStringLiteral("pue"), 2.8}}});
    const LoadResult reopened = ScenarioLoader::loadBytes(ScenarioWriter::toJson(s), QStringLiteral("variant.json"));
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    QCOMPARE(reopened.scenario->variants.size(), std::size_t(1));
    WhatIf w;
    for (const auto &[key, value] : reopened.scenario->variants.front().drivers)
        w.values[*driverFromKey(key)] = value;
    QCOMPARE(w.values.size(), std::size_t(2));
    const ScenarioResult r = CostEngine::compute(w.apply(*reopened.scenario));
    QVERIFY(r.ok());
    // On demand: 5,000 / 8 = 625 instances x 730 h x 361.397 x 36 months = 5,935,945,725.
    QVERIFY2(
        std::abs(r.options[0].total - 5935945725.0) < 1e-3, qPrintable(QString::number(r.options[0].total, 'f', 3)));
    // Power of the self-hosted option (its 8 servers) at PUE 2.8: 8 x 5 kW x 730 h x 2.8 x 0.63
    // = 51,508.80 a month (busy all month: the idle share does not count).
    QVERIFY2(std::abs(r.options[3].monthly[0][index(Category::Power)] - 51508.8) < 1e-6,
        qPrintable(QString::number(r.options[3].monthly[0][index(Category::Power)], 'f', 6)));
}

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
