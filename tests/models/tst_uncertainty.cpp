// P10-P90 bands: the triangular draw by hand, a linear case whose quantiles are known in
// closed form, reproducibility for a seed.
#include "builders.h"
#include "percentile.h"
#include "uncertainty.h"

#include <random>

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
    void onePassPerOptionGivesTheSameBands();
    void errors();
    void drawsBeyondTheSliderTravel();
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
    const UncertaintyResult one
        = UncertaintyAnalysis::compute(linearScenario(301, 42), {}, CostView::Cash, nullptr, {}, 1);
    for (int threads : {2, 5}) {
        const UncertaintyResult many
            = UncertaintyAnalysis::compute(linearScenario(301, 42), {}, CostView::Cash, nullptr, {}, threads);
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

void TestUncertainty::onePassPerOptionGivesTheSameBands()
{
    // Bounded memory: with room for one option's values at a time the bands are made in one
    // pass per option over the same draws. They must equal, bit for bit, the straightforward
    // method: every trial priced by CostEngine::compute (the whole scenario), each cell's values
    // collected and its nearest-rank percentile taken.
    Scenario s = linearScenario(203, 11);
    s.options.push_back(test::cloud(QStringLiteral("rent-more"), test::onDemand(130.0)));
    s.uncertainty->inputs.push_back({QStringLiteral("serverPriceChangePercent"), -30.0, 50.0});
    const UncertaintyResult onePass = UncertaintyAnalysis::compute(s, {}, CostView::Cash, nullptr, {}, 2);
    const UncertaintyResult perOption = UncertaintyAnalysis::compute(s, {}, CostView::Cash, nullptr, {}, 2, 1);
    QVERIFY2(perOption.ok(), qPrintable(perOption.errors.join(QLatin1Char('\n'))));
    QCOMPARE(perOption.options.size(), std::size_t(3));

    // The straightforward reference, with the draws made as documented: one sequence from the
    // seed, one uniform per input per trial, in the order of the inputs.
    std::mt19937_64 rng(11);
    std::vector<std::vector<std::vector<double>>> cells(3, std::vector<std::vector<double>>(13));
    const ScenarioResult centre = CostEngine::compute(s);
    for (int t = 0; t < 203; ++t) {
        WhatIf w;
        const double u1 = double(rng() >> 11) * 0x1.0p-53;
        const double u2 = double(rng() >> 11) * 0x1.0p-53;
        // Utilization 50 % +/- 20 % of itself (40..60 %); the server price change in points
        // around 0 (-30..+50), both clamped to their driver's range as the bands clamp them.
        const DriverSpec util = WhatIf::spec(Driver::UtilizationPercent, s);
        const DriverSpec price = WhatIf::spec(Driver::ServerPriceChangePercent, s);
        const double busy = *WhatIf::baselineValue(s, Driver::UtilizationPercent); // 365 / 730 = 50 %
        w.values[Driver::UtilizationPercent] = std::clamp(
            UncertaintyAnalysis::triangular(busy * (1.0 - 20.0 / 100.0), busy, busy * (1.0 + 20.0 / 100.0), u1),
            util.minimum, util.maximum);
        w.values[Driver::ServerPriceChangePercent]
            = std::clamp(UncertaintyAnalysis::triangular(-30.0, 0.0, 50.0, u2), price.minimum, price.maximum);
        const ScenarioResult r = CostEngine::compute(w.apply(s));
        QVERIFY(r.ok());
        for (std::size_t o = 0; o < 3; ++o) {
            for (std::size_t m = 0; m < 12; ++m)
                cells[o][m].push_back(r.options[o].cumulative[m]);
            cells[o][12].push_back(r.options[o].total);
        }
    }
    QCOMPARE(centre.options.size(), std::size_t(3));
    for (std::size_t o = 0; o < 3; ++o) {
        for (std::size_t m = 0; m < 12; ++m) {
            QCOMPARE(perOption.options[o].p10[m], percentile(cells[o][m], 0.1));
            QCOMPARE(perOption.options[o].p50[m], percentile(cells[o][m], 0.5));
            QCOMPARE(perOption.options[o].p90[m], percentile(cells[o][m], 0.9));
            QCOMPARE(onePass.options[o].p10[m], perOption.options[o].p10[m]);
            QCOMPARE(onePass.options[o].p90[m], perOption.options[o].p90[m]);
        }
        QCOMPARE(perOption.options[o].totalP10, percentile(cells[o][12], 0.1));
        QCOMPARE(perOption.options[o].totalP50, percentile(cells[o][12], 0.5));
        QCOMPARE(perOption.options[o].totalP90, percentile(cells[o][12], 0.9));
        QCOMPARE(onePass.options[o].totalP50, perOption.options[o].totalP50);
        QCOMPARE(onePass.options[o].id, perOption.options[o].id);
    }
    // The rented options vary with the utilization and the server with its price: real bands.
    QVERIFY(perOption.options[2].totalP90 > perOption.options[2].totalP10);
    QVERIFY(perOption.options[1].totalP90 > perOption.options[1].totalP10);
    // The same on one thread as on five, one pass per option.
    const UncertaintyResult five = UncertaintyAnalysis::compute(s, {}, CostView::Cash, nullptr, {}, 5, 1);
    for (std::size_t o = 0; o < 3; ++o)
        QCOMPARE(five.options[o].p50, perOption.options[o].p50);
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

void TestUncertainty::drawsBeyondTheSliderTravel()
{
    // 6,000 GPUs +/-10 %, beyond the GPU slider's travel (4,096): the draws stay in the field's
    // range (1..1e7), not pinned at 4,096 (every draw was, and all bands sat far below the plan).
    Scenario s = linearScenario(4000, 7);
    s.demand.gpuCount = 6000;
    s.uncertainty->inputs = {{QStringLiteral("gpuCount"), -10.0, 10.0}};
    const UncertaintyResult r = UncertaintyAnalysis::compute(s);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    // One instance-year is 365 h x 12 x 100 = 438,000: 5,400..6,600 GPUs are 675..825
    // instances, 295,650,000..361,350,000; the symmetric triangle's median is 750 instances.
    const OptionBands &rent = r.options[0];
    QVERIFY2(rent.totalP10 >= 675 * 438000.0 && rent.totalP90 <= 825 * 438000.0,
        qPrintable(QStringLiteral("%1 .. %2").arg(rent.totalP10, 0, 'f', 0).arg(rent.totalP90, 0, 'f', 0)));
    QVERIFY2(
        std::abs(rent.totalP50 / (750 * 438000.0) - 1.0) < 0.01, qPrintable(QString::number(rent.totalP50, 'f', 0)));
}

QTEST_GUILESS_MAIN(TestUncertainty)
#include "tst_uncertainty.moc"
