#include "percentile.h"

#include <QtTest>

#include <cmath>

using namespace gputco;

/// The one percentile definition (nearest rank) of the Monte Carlo and the P10-P90 bands.
class TestPercentile : public QObject
{
    Q_OBJECT

private slots:
    void nearestRank_data();
    void nearestRank();
};

void TestPercentile::nearestRank_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("expected");
    // 10 values, shuffled: P10 is the 1st smallest, P50 the 5th, P90 the 9th (ceil(p x 10)).
    // The Monte Carlo interpolated before (Hyndman-Fan 7): 1.9, 5.5 and 9.1 for these.
    const std::vector<double> ten{7, 3, 10, 1, 9, 5, 2, 8, 6, 4};
    QTest::newRow("P10 of 10") << ten << 0.1 << 1.0;
    QTest::newRow("P50 of 10") << ten << 0.5 << 5.0;
    QTest::newRow("P90 of 10") << ten << 0.9 << 9.0;
    QTest::newRow("P100 of 10") << ten << 1.0 << 10.0;
    QTest::newRow("P0 of 10: the smallest") << ten << 0.0 << 1.0;
    // 4 values: P10 is the ceil(0.4) = 1st, P50 the 2nd, P90 the ceil(3.6) = 4th.
    const std::vector<double> four{40, 10, 30, 20};
    QTest::newRow("P10 of 4") << four << 0.1 << 10.0;
    QTest::newRow("P50 of 4") << four << 0.5 << 20.0;
    QTest::newRow("P90 of 4") << four << 0.9 << 40.0;
    QTest::newRow("one value") << std::vector<double>{42} << 0.9 << 42.0;
    // 0.07 x 100 is 7.000000000000001 in floating point: still the 7th, not the 8th.
    std::vector<double> hundred(100);
    for (int i = 0; i < 100; ++i)
        hundred[std::size_t(i)] = 100 - i;
    QTest::newRow("P7 of 1..100") << hundred << 0.07 << 7.0;
    QTest::newRow("none") << std::vector<double>{} << 0.5 << qQNaN();
}

void TestPercentile::nearestRank()
{
    QFETCH(std::vector<double>, values);
    QFETCH(double, p);
    QFETCH(double, expected);
    const double v = percentile(values, p);
    if (std::isnan(expected))
        QVERIFY(std::isnan(v));
    else
        QCOMPARE(v, expected);
}

QTEST_GUILESS_MAIN(TestPercentile)
#include "tst_percentile.moc"
