// Tornado analysis on a scenario small enough to check every bar by hand.
#include "builders.h"
#include "sensitivity.h"

#include <QTest>

using namespace gputco;

namespace {

/// 16 GPUs busy 365 h a month for 12 months. A: on-demand at 100 per 8-GPU instance-hour.
/// B: 2 servers bought for 1,000,000 each, 5 kW each when busy, 1 CNY/kWh, PUE 1, no idle draw.
/// A = 2 x 365 x 12 x 100 = 876,000; B = 2,000,000 + 10 kW x 365 h x 12 = 2,043,800.
Scenario rentOrBuy()
{
    Scenario s = test::scenario(16, 365, 12);
    s.options.push_back(test::cloud(QStringLiteral("rent"), test::onDemand(100.0)));
    SelfHostedOption h = test::server(2, 1e6);
    h.typicalKwPerServer = 5.0;
    h.maxKwPerServer = 5.0;
    h.powerPricePerKwh = 1.0;
    h.pue = 1.0;
    h.powerCurrency = QStringLiteral("CNY");
    s.options.push_back(test::selfHosted(QStringLiteral("buy"), h));
    return s;
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private slots:
    void handChecked();
    void errors();
};

void TestSensitivity::handChecked()
{
    const SensitivityResult r = Sensitivity::totalCostDifference(rentOrBuy(), QStringLiteral("rent"),
                                                                 QStringLiteral("buy"), 20.0);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.baselineDifference, 876000.0 - 2043800.0);

    struct Expected { const char *key; double low, high; };
    // Largest swing first.
    const Expected expected[] = {
        // Server price -20 / +20 points: capex 1.6 M / 2.4 M.
        {"serverPriceChangePercent", 876000.0 - 1643800.0, 876000.0 - 2443800.0},
        // 12.8 GPUs -> 13: 2 instances, power 10 x 365 x 13/16 x 12 = 35,587.5. 19.2 -> 20 GPUs:
        // 3 instances (1,314,000); the 2 servers serve only 16 (power as at baseline).
        {"gpuCount", 876000.0 - 2035587.5, 1314000.0 - 2043800.0},
        // Utilization 40 % / 60 %: 292 / 438 h; A - B = 2,280 U - 2,000,000.
        {"utilizationPercent", 2280.0 * 292.0 - 2e6, 2280.0 * 438.0 - 2e6},
        // Horizon 9.6 / 14.4 months, whole months 10 / 14: 69,350 H - 2,000,000.
        {"horizonMonths", 69350.0 * 10 - 2e6, 69350.0 * 14 - 2e6},
        // Electricity 0.8 / 1.2 CNY/kWh: power 35,040 / 52,560.
        {"electricityPricePerKwh", 876000.0 - 2035040.0, 876000.0 - 2052560.0},
        // PUE 0.8 is clamped to 1 (no change); 1.2 adds 20 % to the power.
        {"pue", 876000.0 - 2043800.0, 876000.0 - 2052560.0},
        // No discounting in the scenario: 0 moved by 20 % is still 0.
        {"discountRatePercent", 876000.0 - 2043800.0, 876000.0 - 2043800.0},
    };
    QCOMPARE(r.rows.size(), std::size(expected));
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const SensitivityRow &row = r.rows[i];
        QCOMPARE(row.key, QLatin1String(expected[i].key));
        QVERIFY2(qAbs(row.lowDifference - expected[i].low) < 1e-6,
                 qPrintable(QStringLiteral("%1 low %2").arg(row.key).arg(row.lowDifference, 0, 'f', 3)));
        QVERIFY2(qAbs(row.highDifference - expected[i].high) < 1e-6,
                 qPrintable(QStringLiteral("%1 high %2").arg(row.key).arg(row.highDifference, 0, 'f', 3)));
    }
    QCOMPARE(r.rows[0].lowValue, -20.0);
    QCOMPARE(r.rows[1].lowValue, 12.8);
    QCOMPARE(r.rows[1].highValue, 19.2);
    QCOMPARE(r.rows[0].swing(), 800000.0);
}

void TestSensitivity::errors()
{
    const Scenario s = rentOrBuy();
    QVERIFY(!Sensitivity::totalCostDifference(s, QStringLiteral("rent"), QStringLiteral("nope"), 20).ok());
    QVERIFY(!Sensitivity::totalCostDifference(s, QStringLiteral("rent"), QStringLiteral("rent"), 20).ok());
    QVERIFY(!Sensitivity::totalCostDifference(s, QStringLiteral("rent"), QStringLiteral("buy"), 0).ok());
    QVERIFY(!Sensitivity::totalCostDifference(s, QStringLiteral("rent"), QStringLiteral("buy"), 150).ok());
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
