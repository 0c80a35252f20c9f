// What-if drivers change the inputs they name, and only those.
#include "costengine.h"
#include "scenarioloader.h"
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

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
