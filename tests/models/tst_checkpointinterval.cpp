// Optimal checkpoint intervals against Daly's published table.
#include "checkpointinterval.h"
#include "costengine.h"

#include <QTest>

#include <cmath>

using namespace gputco;

class TestCheckpointInterval : public QObject
{
    Q_OBJECT

private slots:
    void dalyTable_data();
    void dalyTable();
    void largeCheckpointFallsBackToM();
    void degenerateInputs();
    void youngMatchesEngine();
};

void TestCheckpointInterval::dalyTable_data()
{
    // Daly 2006, table of optimum intervals for a dump time of 5 min and a restart of 10 min
    // (the restart time does not enter the optimum). The table gives whole minutes above
    // 10 min and one decimal below, and so do these rows.
    QTest::addColumn<double>("mtbfMinutes");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<double>("daly");
    QTest::addColumn<double>("young");
    QTest::newRow("MTBF 24 h") << 24.0 * 60.0 << 0 << 117.0 << 120.0;
    QTest::newRow("MTBF 6 h") << 6.0 * 60.0 << 0 << 57.0 << 60.0;
    QTest::newRow("MTBF 15 min") << 15.0 << 1 << 9.1 << 12.2;
}

void TestCheckpointInterval::dalyTable()
{
    QFETCH(double, mtbfMinutes);
    QFETCH(int, decimals);
    QFETCH(double, daly);
    QFETCH(double, young);
    const double dump = 5.0;
    const double scale = std::pow(10.0, decimals);
    QCOMPARE(std::round(CheckpointInterval::daly(dump, mtbfMinutes) * scale) / scale, daly);
    QCOMPARE(std::round(CheckpointInterval::young(dump, mtbfMinutes) * scale) / scale, young);
    // The same in hours, as the engine uses them.
    QCOMPARE(std::round(CheckpointInterval::daly(dump / 60.0, mtbfMinutes / 60.0) * 60.0 * scale) / scale, daly);
}

void TestCheckpointInterval::largeCheckpointFallsBackToM()
{
    // C >= 2M: Daly's expansion does not hold; the optimum is M.
    QCOMPARE(CheckpointInterval::daly(10.0, 5.0), 5.0);
    QCOMPARE(CheckpointInterval::daly(10.0, 4.0), 4.0);
}

void TestCheckpointInterval::degenerateInputs()
{
    QCOMPARE(CheckpointInterval::daly(0.0, 10.0), 0.0);
    QCOMPARE(CheckpointInterval::daly(1.0, 0.0), 0.0);
    QCOMPARE(CheckpointInterval::young(-1.0, 10.0), 0.0);
}

void TestCheckpointInterval::youngMatchesEngine()
{
    QCOMPARE(CheckpointInterval::young(0.1, 50.0), CostEngine::youngInterval(0.1, 50.0));
}

QTEST_GUILESS_MAIN(TestCheckpointInterval)
#include "tst_checkpointinterval.moc"
