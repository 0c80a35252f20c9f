// The what-if path of the GUI as the user waits for it: a driver changes, the engine
// recomputes, the models and the charts update, and the event loop runs until the cumulative
// chart's viewport has painted a frame showing the new value (a paint event seen by an event
// filter, with the series' ratio at that moment equal to the engine's), over 120 months.
// QBENCHMARK, not a test. The option count is the first argument (default 10; a third of the
// options are self-hosted, so the break-even pairs grow as n^2):
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_whatif 50 -median 9
// delayedTableFit times the tables' re-fit that follows a what-if 250 ms later (MainWindow's
// fit timer), from the timer's event until the event loop is idle again (the tables repainted).
// The scenario is written to a file and loaded from it, as the app opens one.
#include "analysis.h"
#include "charts.h"
#include "mainwindow.h"
#include "manyoptions.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "whatifpanel.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace gputco;

namespace {

int gOptionCount = 10;

/// The ratio of the last points of the first two lines: what the chart shows of the result.
double shownRatio(const QList<QLineSeries *> &lines)
{
    if (lines.size() < 2 || lines[0]->count() == 0 || lines[1]->count() == 0)
        return std::nan("");
    return lines[0]->at(lines[0]->count() - 1).y() / lines[1]->at(lines[1]->count() - 1).y();
}

double engineRatio(const ScenarioResult &r)
{
    if (r.options.size() < 2 || r.options[0].cumulative.empty() || r.options[1].cumulative.empty())
        return std::nan("");
    return r.options[0].cumulative.back() / r.options[1].cumulative.back();
}

/// Counts the paint events of a chart view's viewport and notes what the lines showed then
/// (the filter runs just before the paint, so the series hold what is painted).
class PaintWatcher : public QObject
{
public:
    explicit PaintWatcher(CumulativeChart *chart)
        : mChart(chart)
    {
        chart->viewport()->installEventFilter(this);
    }
    int paints = 0;
    double paintedRatio = std::nan("");

    /// Runs the event loop until a paint after `since` showed `ratio`; false after 10 s.
    bool waitForPaint(int since, double ratio)
    {
        const QDeadlineTimer deadline(10000);
        while (!(paints > since && std::abs(paintedRatio / ratio - 1.0) < 1e-9)) {
            if (deadline.hasExpired())
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        }
        return true;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            ++paints;
            paintedRatio = shownRatio(mChart->optionSeries());
        }
        return QObject::eventFilter(watched, event);
    }

private:
    CumulativeChart *mChart;
};

/// Notes when a timer's event arrives (an event filter runs before its timeout() is emitted).
class TimerWatcher : public QObject
{
public:
    QElapsedTimer clock;
    qint64 fired = -1;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Timer)
            fired = clock.nsecsElapsed();
        return QObject::eventFilter(watched, event);
    }
};

/// The scenario of gOptionCount options written to a file in @p dir and opened in @p window,
/// shown at 1600 x 1000 as the app opens a file; false when any step fails.
bool openManyOptions(MainWindow &window, const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("bench.json"));
    if (!dir.isValid() || !ScenarioWriter::save(test::manyOptions(gOptionCount), file).isEmpty())
        return false;
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok())
        return false;
    window.setInteractive(false);
    window.resize(1600, 1000);
    window.document()->reset(*loaded.scenario, file);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

class BenchWhatIf : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void driverChangeToRepaint()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openManyOptions(window, dir));
        QDoubleSpinBox *spin = window.whatIfPanel()->spinBox(Driver::UtilizationPercent);
        PaintWatcher watcher(window.cumulativeChart());
        // A first what-if, not timed: it shows the baseline, which then stays for every step.
        spin->setValue(39);
        QTest::qWait(300); // painted, and the table fit after it done
        int step = 0;
        QBENCHMARK
        {
            const int before = watcher.paints;
            spin->setValue(40 + (step++ % 50));
            QVERIFY2(watcher.waitForPaint(before, engineRatio(window.analysis()->current())),
                "the chart did not paint the new value");
        }
        // The lines show the last what-if: their ratio is the engine's, and it was painted.
        const double engine = engineRatio(window.analysis()->current());
        QVERIFY(std::abs(shownRatio(window.cumulativeChart()->optionSeries()) / engine - 1.0) < 1e-9);
        QVERIFY(std::abs(watcher.paintedRatio / engine - 1.0) < 1e-9);
        qInfo("%d options, %d break-even labels, %d unlabelled markers, baseline pixmap made %d times in %d steps",
            gOptionCount, int(window.cumulativeChart()->breakEvenLabels().size()),
            window.cumulativeChart()->minorBreakEvenCount(), window.cumulativeChart()->baselineItem()->cacheBuilds(),
            step + 1);
    }

    /*!
     * The tables' re-fit 250 ms after a what-if (MainWindow's single-shot fit timer): from the
     * timer's event until the event loop has nothing left to do (the tables laid out and
     * repainted). Timed by hand, since the wait for the timer is not part of it; the median of
     * 9 is printed. The what-if before each fit is not timed.
     */
    void delayedTableFit()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openManyOptions(window, dir));
        QTimer *fit = nullptr;
        for (QTimer *t : window.findChildren<QTimer *>())
            if (t->isSingleShot() && t->interval() == 250 && t->parent() == &window)
                fit = t;
        QVERIFY2(fit, "no 250 ms fit timer in MainWindow");
        TimerWatcher timerWatcher;
        fit->installEventFilter(&timerWatcher);
        timerWatcher.clock.start();
        PaintWatcher watcher(window.cumulativeChart());
        QTest::qWait(300);
        QDoubleSpinBox *spin = window.whatIfPanel()->spinBox(Driver::UtilizationPercent);
        std::vector<double> ms;
        for (int i = 0; i < 9; ++i) {
            const int before = watcher.paints;
            spin->setValue(40 + (i % 50));
            QVERIFY(watcher.waitForPaint(before, engineRatio(window.analysis()->current())));
            QVERIFY(fit->isActive());
            timerWatcher.fired = -1;
            const QDeadlineTimer deadline(5000);
            while (timerWatcher.fired < 0 && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            QVERIFY(timerWatcher.fired >= 0);
            // The fit ran in that timer event; then what it posted (layouts, repaints).
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            ms.push_back(double(timerWatcher.clock.nsecsElapsed() - timerWatcher.fired) / 1e6);
            QTest::qWait(50);
        }
        std::sort(ms.begin(), ms.end());
        qInfo("%d options: table re-fit after a what-if, median of 9: %.1f ms (min %.1f, max %.1f)", gOptionCount,
            ms[ms.size() / 2], ms.front(), ms.back());
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
