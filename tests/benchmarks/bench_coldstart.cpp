// The app's start with a large scenario, as a user opens one (`gputco FILE`): the main window
// is built, the file is opened, the window is shown and painted with its charts, then closed.
// QBENCHMARK, not a test. The option count is the first argument (default 200; a third of the
// options are self-hosted, 120 months):
//   QT_QPA_PLATFORM=offscreen build/tests/benchmarks/bench_coldstart 200 -median 5
// Each run also prints its phases (build, open, show and paint, close). The whole process
// (start, libraries, QApplication, first paint) is measured with `gputco --measure-startup FILE`;
// `bench_coldstart --write-scenario=FILE [COUNT]` writes the scenario for it and exits;
// `bench_coldstart [COUNT] --grab=DIR` saves the window with it in English and Chinese.
#include "charts.h"
#include "mainwindow.h"
#include "manyoptions.h"
#include "scenariowriter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineSeries>
#include <QPaintEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstring>
#include <vector>

using namespace gputco;

namespace {

int gOptionCount = 200;

/// Notes the first paint of the cumulative chart's viewport (the chart drawn on screen).
class PaintSpy : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            painted = true;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class BenchColdStart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
        mFile = mDir.filePath(QStringLiteral("bench.json"));
        QCOMPARE(ScenarioWriter::save(test::manyOptions(gOptionCount), mFile), QString());
    }

    void openShowAndClose()
    {
        QElapsedTimer phase;
        qint64 built = 0, opened = 0, shown = 0, closed = 0;
        int lines = 0;
        QBENCHMARK
        {
            phase.start();
            auto *window = new MainWindow;
            window->setInteractive(false);
            window->resize(1600, 1000);
            built = phase.restart();
            QVERIFY(window->openFile(mFile));
            opened = phase.restart();
            PaintSpy spy;
            window->cumulativeChart()->viewport()->installEventFilter(&spy);
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
            while (!spy.painted)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            window->cumulativeChart()->viewport()->removeEventFilter(&spy);
            shown = phase.restart();
            lines = int(window->cumulativeChart()->optionSeries().size());
            window->close();
            delete window;
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // what the close left for later
            closed = phase.restart();
            qInfo("build %lld ms, open %lld ms, show and paint %lld ms, close %lld ms", built, opened, shown, closed);
        }
        QCOMPARE(lines, gOptionCount);
    }

private:
    QTemporaryDir mDir;
    QString mFile;
};

int main(int argc, char **argv)
{
    // The option count: a leading number, taken out before QTest reads the arguments.
    std::vector<char *> args(argv, argv + argc);
    if (args.size() > 1 && std::strspn(args[1], "0123456789") == std::strlen(args[1]) && args[1][0] != '\0') {
        gOptionCount = std::max(1, std::atoi(args[1]));
        args.erase(args.begin() + 1);
    }
    const char *flag = "--write-scenario=";
    if (args.size() > 1 && std::strncmp(args[1], flag, std::strlen(flag)) == 0) {
        const int count = args.size() > 2 ? std::max(1, std::atoi(args[2])) : gOptionCount;
        const QString error
            = ScenarioWriter::save(test::manyOptions(count), QString::fromLocal8Bit(args[1] + std::strlen(flag)));
        if (!error.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(error));
        return error.isEmpty() ? 0 : 1;
    }
    int count = int(args.size());
    QApplication app(count, args.data());
    // --grab=DIR: the window with the scenario in English and Chinese, as PNGs to look at.
    const char *grab = "--grab=";
    if (args.size() > 1 && std::strncmp(args[1], grab, std::strlen(grab)) == 0) {
        QStandardPaths::setTestModeEnabled(true);
        const QString dir = QString::fromLocal8Bit(args[1] + std::strlen(grab));
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("many.json"));
        if (!ScenarioWriter::save(test::manyOptions(gOptionCount), file).isEmpty())
            return 1;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            MainWindow window;
            window.setInteractive(false);
            window.setLanguage(language, MainWindow::DontRemember);
            window.resize(1600, 1000);
            if (!window.openFile(file))
                return 1;
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return 1;
            QTest::qWait(400); // the tables fit their columns after 250 ms
            const QString out = dir + QStringLiteral("/many-%1-%2.png").arg(gOptionCount).arg(language);
            if (!window.grab().save(out))
                return 1;
            std::printf("%s\n", qPrintable(out));
        }
        return 0;
    }
    BenchColdStart bench;
    return QTest::qExec(&bench, count, args.data());
}

#include "bench_coldstart.moc"
