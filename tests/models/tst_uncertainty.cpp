// P10-P90 bands: the triangular draw by hand, a linear case whose quantiles are known in
// closed form, reproducibility for a seed.
#include "builders.h"
#include "uncertainty.h"

#include <QTest>

#include <cmath>

using namespace gputco;

namespace {

/// 8 GPUs (one instance) busy 365 h a month for 12 months on demand at 100 an instance-hour:
/// 438,000, proportional to the utilization. Beside it, a server nothing uncertain touches.
Scenario linearScenario(int trials, quint64 seed)
{
    Scenario s = test::scenario(8, 365, 12);
    s.options.push_back(test::cloud(QStringLiteral("rent"), test::onDemand(100.0)));
    s.options.push_back(test::selfHosted(QStringLiteral("buy"), test::server(1, 500000)));
    Uncertainty u;
    u.trials = trials;
    u.seed = seed;
    u.inputs.push_back({QStringLiteral("utilizationPercent"), -20.0, 20.0});
    s.uncertainty = u;
    return s;
}

} // namespace

class TestUncertainty : public QObject
{
    Q_OBJECT

private slots:
    void triangularInverse_data();
    void triangularInverse();
    void linearQuantiles();
    void reproducibleForASeed();
    void errors();
};

void TestUncertainty::triangularInverse_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("mode");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("u");
    QTest::addColumn<double>("expected");
    // Symmetric: the median is the mode.
    QTest::newRow("median") << 0.0 << 0.5 << 1.0 << 0.5 << 0.5;
    // Mode at the low end: F(x) = 1 - (1 - x)^2, so F^-1(0.75) = 0.5.
    QTest::newRow("right triangle") << 0.0 << 0.0 << 1.0 << 0.75 << 0.5;
    // (-1, 0, 1): F(x) = (x + 1)^2 / 2 below 0, so F^-1(0.1) = sqrt(0.2) - 1.
    QTest::newRow("P10 of (-1, 0, 1)") << -1.0 << 0.0 << 1.0 << 0.1 << std::sqrt(0.2) - 1.0;
    QTest::newRow("P90 of (-1, 0, 1)") << -1.0 << 0.0 << 1.0 << 0.9 << 1.0 - std::sqrt(0.2);
    QTest::newRow("no width") << 3.0 << 3.0 << 3.0 << 0.3 << 3.0;
}

void TestUncertainty::triangularInverse()
{
    QFETCH(double, low);
    QFETCH(double, mode);
    QFETCH(double, high);
    QFETCH(double, u);
    QFETCH(double, expected);
    QVERIFY(std::abs(UncertaintyAnalysis::triangular(low, mode, high, u) - expected) < 1e-12);
}

void TestUncertainty::linearQuantiles()
{
    // Utilization 50% +/- 20% of itself, triangular: the total is 438,000 x (1 + x) with x
    // from (-0.2, 0, 0.2). P10 = 438,000 x (1 - 0.2 (1 - sqrt(0.2))) = 389,575.4,
    // P50 = 438,000, P90 = 486,424.6. With 4,000 trials the standard error of a P10 is about
    // 0.3% here; the tolerance is 1%.
    const UncertaintyResult r = UncertaintyAnalysis::compute(linearScenario(4000, 7));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.trials, 4000);
    QCOMPARE(r.inputsUsed, QStringList{QStringLiteral("utilizationPercent")});
    const OptionBands &rent = r.options[0];
    const double q = 0.2 * (1.0 - std::sqrt(0.2));
    const auto near = [](double value, double expected) { return std::abs(value / expected - 1.0) < 0.01; };
    QVERIFY2(near(rent.totalP10, 438000.0 * (1 - q)), qPrintable(QString::number(rent.totalP10)));
    QVERIFY2(near(rent.totalP50, 438000.0), qPrintable(QString::number(rent.totalP50)));
    QVERIFY2(near(rent.totalP90, 438000.0 * (1 + q)), qPrintable(QString::number(rent.totalP90)));
    // Month 6 is half of the year for every draw.
    QVERIFY(std::abs(rent.p50[5] - rent.totalP50 / 2) < 1e-6 * rent.totalP50);
    for (std::size_t m = 0; m < rent.p10.size(); ++m)
        QVERIFY(rent.p10[m] <= rent.p50[m] && rent.p50[m] <= rent.p90[m]);
    // The server's cost does not depend on the utilization here (no power priced): no band.
    const OptionBands &buy = r.options[1];
    QCOMPARE(buy.totalP10, 500000.0);
    QCOMPARE(buy.totalP90, 500000.0);
}

void TestUncertainty::reproducibleForASeed()
{
    const UncertaintyResult a = UncertaintyAnalysis::compute(linearScenario(200, 42));
    const UncertaintyResult b = UncertaintyAnalysis::compute(linearScenario(200, 42));
    const UncertaintyResult c = UncertaintyAnalysis::compute(linearScenario(200, 43));
    QCOMPARE(a.options[0].p10, b.options[0].p10);
    QCOMPARE(a.options[0].p90, b.options[0].p90);
    QVERIFY(a.options[0].totalP10 != c.options[0].totalP10);
    // The same bands on 1, 2 and 5 threads (the draws come from one sequence; each trial has
    // its slot), and every month of every percentile, not only a few.
    const UncertaintyResult one = UncertaintyAnalysis::compute(linearScenario(301, 42), {}, CostView::Cash, nullptr, {}, 1);
    for (int threads : {2, 5}) {
        const UncertaintyResult many =
            UncertaintyAnalysis::compute(linearScenario(301, 42), {}, CostView::Cash, nullptr, {}, threads);
        QVERIFY(many.ok());
        QCOMPARE(many.options.size(), one.options.size());
        for (std::size_t o = 0; o < one.options.size(); ++o) {
            QCOMPARE(many.options[o].p10, one.options[o].p10);
            QCOMPARE(many.options[o].p50, one.options[o].p50);
            QCOMPARE(many.options[o].p90, one.options[o].p90);
            QCOMPARE(many.options[o].totalP50, one.options[o].totalP50);
        }
    }

    // A what-if moves the centre: at 25% utilization the median halves.
    WhatIf w;
    w.values[Driver::UtilizationPercent] = 25;
    const UncertaintyResult half = UncertaintyAnalysis::compute(linearScenario(4000, 7), w);
    QVERIFY(std::abs(half.options[0].totalP50 / 219000.0 - 1.0) < 0.01);

    // Cancelled before the first trial: no bands.
    std::atomic_bool cancel{true};
    QVERIFY(UncertaintyAnalysis::compute(linearScenario(200, 42), {}, CostView::Cash, &cancel).cancelled);
}

void TestUncertainty::errors()
{
    Scenario none = linearScenario(100, 1);
    none.uncertainty.reset();
    QVERIFY(!UncertaintyAnalysis::compute(none).ok());
    Scenario unknown = linearScenario(100, 1);
    unknown.uncertainty->inputs[0].driverKey = QStringLiteral("moonPhase");
    const UncertaintyResult r = UncertaintyAnalysis::compute(unknown);
    QVERIFY(!r.ok());
    QVERIFY(r.errors.join(QString()).contains(QStringLiteral("moonPhase")));
    // An input that applies to no option (no spot option here) varies nothing: an error, not
    // a band of zero width that looks like certainty.
    Scenario nothing = linearScenario(100, 1);
    nothing.uncertainty->inputs[0].driverKey = QStringLiteral("spotDiscountPercent");
    const UncertaintyResult n = UncertaintyAnalysis::compute(nothing);
    QVERIFY(!n.ok());
    QVERIFY(n.errors.join(QString()).contains(QStringLiteral("$.uncertainty.inputs")));
}

QTEST_GUILESS_MAIN(TestUncertainty)
#include "tst_uncertainty.moc"
