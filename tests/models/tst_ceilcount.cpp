#include "ceilcount.h"

#include <QtTest>

#include <limits>

using namespace gputco;

/// The one ceilCount (models/engine/ceilcount.h) of the cost engine and the job planner.
class TestCeilCount : public QObject
{
    Q_OBJECT

private slots:
    void counts_data();
    void counts();
};

void TestCeilCount::counts_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("expected");
    QTest::newRow("whole") << 8.0 << 8;
    QTest::newRow("a little more") << 8.01 << 9;
    QTest::newRow("64 plus a rounding error") << 64.0000000001 << 64;
    QTest::newRow("64 minus a rounding error") << 63.9999999999 << 64;
    QTest::newRow("zero") << 0.0 << 0;
    QTest::newRow("negative") << -3.5 << 0;
    QTest::newRow("huge") << 1e15 << 1000000000;
    QTest::newRow("infinite") << std::numeric_limits<double>::infinity() << 1000000000;
    QTest::newRow("NaN") << qQNaN() << 0; // was undefined behaviour (a NaN cast to int)
}

void TestCeilCount::counts()
{
    QFETCH(double, x);
    QFETCH(int, expected);
    QCOMPARE(ceilCount(x), expected);
}

QTEST_GUILESS_MAIN(TestCeilCount)
#include "tst_ceilcount.moc"
