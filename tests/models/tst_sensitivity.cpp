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

/// Break-even: 16 GPUs busy all month. Rent: 2 instances x 730 h x 100 = 146,000 a month.
/// Buy: 2 servers for 1,000,000 each in month 1, 10 kW x 730 h x 1 CNY = 7,300 a month.
/// Owning catches up when 138,700 m = 2,000,000: month 14.42 (interpolated).
Scenario breakEvenScenario(int horizon)
{
    Scenario s = rentOrBuy();
    s.horizonMonths = horizon;
    s.demand.busyHoursPerMonth = 730;
    return s;
}

struct Expected
{
    const char *key;
    double low, high;
};

/// Empty when the rows are `expected` in that order (outcomes within `tolerance`), else what differs.
QString mismatch(const SensitivityResult &r, const std::vector<Expected> &expected, double tolerance)
{
    if (r.rows.size() != expected.size())
        return QStringLiteral("%1 rows, expected %2").arg(r.rows.size()).arg(expected.size());
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
        const SensitivityRow &row = r.rows[i];
        if (row.key != QLatin1String(expected[i].key))
            return QStringLiteral("row %1 is %2, expected %3").arg(i).arg(row.key, QLatin1String(expected[i].key));
        if (qAbs(row.lowOutcome - expected[i].low) >= tolerance)
            return QStringLiteral("%1 low %2").arg(row.key).arg(row.lowOutcome, 0, 'f', 6);
        if (qAbs(row.highOutcome - expected[i].high) >= tolerance)
            return QStringLiteral("%1 high %2").arg(row.key).arg(row.highOutcome, 0, 'f', 6);
    }
    return {};
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private slots:
    void handChecked();
    void errors();
    void breakEvenMonth();
    void breakEvenBeyondHorizon();
    void movesBeyondTheSliderTravel();
};

void TestSensitivity::handChecked()
{
    const SensitivityResult r
        = Sensitivity::totalCostDifference(rentOrBuy(), QStringLiteral("rent"), QStringLiteral("buy"), 20.0);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.baselineOutcome, 876000.0 - 2043800.0);

    // Largest swing first.
    const std::vector<Expected> expected = {
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
    const QString problem = mismatch(r, expected, 1e-6);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
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

void TestSensitivity::breakEvenMonth()
{
    // Either order of the two options gives the same break-even.
    const SensitivityResult r
        = Sensitivity::breakEvenMonth(breakEvenScenario(36), QStringLiteral("buy"), QStringLiteral("rent"), 20.0);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.metric, SensitivityMetric::BreakEvenMonth);
    QCOMPARE(r.baselineOutcome, 2e6 / 138700.0);
    QVERIFY(!r.baselineBeyondHorizon);

    const std::vector<Expected> expected = {
        // Capex 1.6 M / 2.4 M against the same 138,700 a month.
        {"serverPriceChangePercent", 1.6e6 / 138700.0, 2.4e6 / 138700.0},
        // 12.8 -> 13 GPUs: still 2 instances; power 7,300 x 13/16 = 5,931.25. 19.2 -> 20 GPUs:
        // 3 instances, 219,000 a month against 7,300.
        {"gpuCount", 2e6 / (146000.0 - 5931.25), 2e6 / (219000.0 - 7300.0)},
        // 80 %: 584 h, rent 116,800, power 5,840. 120 % is clamped to 100 %.
        {"utilizationPercent", 2e6 / (116800.0 - 5840.0), 2e6 / 138700.0},
        // Power 5,840 / 8,760 a month.
        {"electricityPricePerKwh", 2e6 / 140160.0, 2e6 / 137240.0},
        // PUE 0.8 is clamped to 1; 1.2: power 8,760.
        {"pue", 2e6 / 138700.0, 2e6 / 137240.0},
        // The horizon is not varied for the break-even month (it would only re-size fleets).
        {"discountRatePercent", 2e6 / 138700.0, 2e6 / 138700.0},
    };
    const QString problem = mismatch(r, expected, 1e-9);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // Two cloud options have no break-even month.
    Scenario two = breakEvenScenario(36);
    two.options[1] = test::cloud(QStringLiteral("buy"), test::onDemand(90.0));
    QVERIFY(!Sensitivity::breakEvenMonth(two, QStringLiteral("rent"), QStringLiteral("buy"), 20).ok());
}

void TestSensitivity::breakEvenBeyondHorizon()
{
    // Over 12 months owning never catches up (month 14.42): the outcome is the horizon + 1,
    // flagged. Capex 20 % lower pays back in 11.54 months, inside the horizon.
    const SensitivityResult r
        = Sensitivity::breakEvenMonth(breakEvenScenario(12), QStringLiteral("rent"), QStringLiteral("buy"), 20.0);
    QVERIFY(r.ok());
    QVERIFY(r.baselineBeyondHorizon);
    QCOMPARE(r.baselineOutcome, 13.0);
    const auto server = std::find_if(r.rows.begin(), r.rows.end(),
        [](const SensitivityRow &row) { return row.key == QLatin1String("serverPriceChangePercent"); });
    QVERIFY(server != r.rows.end());
    QVERIFY(!server->lowBeyondHorizon);
    QCOMPARE(server->lowOutcome, 1.6e6 / 138700.0);
    QVERIFY(server->highBeyondHorizon);
    QCOMPARE(server->highOutcome, 13.0);
}

void TestSensitivity::movesBeyondTheSliderTravel()
{
    // 6,000 GPUs at PUE 2.8, both beyond the what-if sliders' travel (4,096 GPUs, PUE 2.5):
    // each is moved by 20 % in the field's range, not pinned to the slider's end (both GPU
    // ends were 4,096 below the baseline, and PUE's high end 2.5 below its 2.8).
    Scenario s = rentOrBuy();
    s.demand.gpuCount = 6000;
    std::get<SelfHostedOption>(s.options[1].spec).pue = 2.8;
    const SensitivityResult r
        = Sensitivity::totalCostDifference(s, QStringLiteral("rent"), QStringLiteral("buy"), 20.0);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    // Rent: 750 instances x 365 h x 12 x 100 = 328,500,000. Buy: the 2 servers, busy all 365 h:
    // 2,000,000 + 10 kW x 365 h x 12 x 2.8 = 2,122,640.
    QCOMPARE(r.baselineOutcome, 328500000.0 - 2122640.0);
    const auto row = [&r](const char *key) {
        for (const SensitivityRow &x : r.rows)
            if (x.key == QLatin1String(key))
                return x;
        return SensitivityRow{};
    };
    const SensitivityRow gpus = row("gpuCount");
    QCOMPARE(gpus.lowValue, 4800.0);
    QCOMPARE(gpus.highValue, 7200.0);
    // 600 and 900 instances.
    QVERIFY(std::abs(gpus.lowOutcome - (262800000.0 - 2122640.0)) < 1e-6);
    QVERIFY(std::abs(gpus.highOutcome - (394200000.0 - 2122640.0)) < 1e-6);
    const SensitivityRow pue = row("pue");
    QVERIFY(std::abs(pue.lowValue - 2.24) < 1e-12);
    QVERIFY(std::abs(pue.highValue - 3.36) < 1e-12);
    // Power 43,800 kWh x 2.24 = 98,112 and x 3.36 = 147,168.
    QVERIFY(std::abs(pue.lowOutcome - (328500000.0 - 2098112.0)) < 1e-6);
    QVERIFY(std::abs(pue.highOutcome - (328500000.0 - 2147168.0)) < 1e-6);
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
