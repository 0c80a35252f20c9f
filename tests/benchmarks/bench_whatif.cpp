// The what-if path of the GUI: a driver changes, the engine recomputes, the models and the
// charts update and the window repaints, over 120 months. QBENCHMARK, not a test. The option
// count is the first argument (default 10; a third of the options are self-hosted, so the
// break-even pairs grow as n^2):
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_whatif 50 -median 9
// The scenario is written to a file and loaded from it, as the app opens one.
#include "analysis.h"
#include "charts.h"
#include "mainwindow.h"
#include "manyoptions.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "whatifpanel.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace gputco;

namespace {

int gOptionCount = 10;

} // namespace

class BenchWhatIf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void driverChangeToRepaint()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("bench.json"));
        QCOMPARE(ScenarioWriter::save(test::manyOptions(gOptionCount), file), QString());
        const LoadResult loaded = ScenarioLoader::loadFile(file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        MainWindow window;
        window.setInteractive(false);
        window.resize(1600, 1000);
        window.document()->reset(*loaded.scenario, file);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDoubleSpinBox *spin = window.whatIfPanel()->spinBox(Driver::UtilizationPercent);
        int step = 0;
        QBENCHMARK
        {
            spin->setValue(40 + (step++ % 50));
            window.cumulativeChart()->repaint();
        }
        // The lines show the last what-if: their ratio is the engine's.
        const ScenarioResult &r = window.analysis()->current();
        const QList<QLineSeries *> lines = window.cumulativeChart()->optionSeries();
        QVERIFY(lines.size() >= 2 && r.options.size() >= 2);
        const double shown = lines[0]->points().back().y() / lines[1]->points().back().y();
        const double engine = r.options[0].cumulative.back() / r.options[1].cumulative.back();
        QVERIFY(std::abs(shown / engine - 1.0) < 1e-9);
        qInfo("%d options, %d break-even labels, %d unlabelled markers", gOptionCount,
            int(window.cumulativeChart()->breakEvenLabels().size()), window.cumulativeChart()->minorBreakEvenCount());
    }
};

int main(int argc, char **argv)
{
    // The option count: a leading number, taken out before QTest reads the arguments.
    std::vector<char *> args(argv, argv + argc);
    if (args.size() > 1 && std::strspn(args[1], "0123456789") == std::strlen(args[1]) && args[1][0] != '\0') {
        gOptionCount = std::max(1, std::atoi(args[1]));
        args.erase(args.begin() + 1);
    }
    int count = int(args.size());
    QApplication app(count, args.data());
    BenchWhatIf bench;
    return QTest::qExec(&bench, count, args.data());
}

#include "bench_whatif.moc"
