#include "atomicfile.h"
#include "language.h"
#include "mainwindow.h"
#include "screenshots.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFont>
#include <QSettings>
#include <QTimer>

#include <cstdio>

namespace {

/// Reports the time from start to the first painted window, then quits (--measure-startup).
class FirstPaint : public QObject
{
public:
    FirstPaint(const QElapsedTimer &timer)
        : mTimer(timer)
    { }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !mDone) {
            mDone = true;
            QTimer::singleShot(0, [this] {
                std::printf("first paint after %lld ms\n", static_cast<long long>(mTimer.elapsed()));
                qApp->quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &mTimer;
    bool mDone = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("gputco"));
    QApplication::setOrganizationName(QStringLiteral("gputco"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU TCO Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    gputco::removeStaleExports(); // what exports killed earlier left in the temporary folder
    // Name CJK fonts explicitly so Chinese renders on machines without fontconfig defaults.
    QFont font = QApplication::font();
    font.setFamilies({font.family(), QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Sans CJK SC")});
    QApplication::setFont(font);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GPU TCO Planner"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario file to open."));
    const QCommandLineOption lang(
        QStringLiteral("lang"), QStringLiteral("Language: en or zh_CN."), QStringLiteral("language"));
    const QCommandLineOption shots(
        QStringLiteral("screenshots"), QStringLiteral("Render screenshots into DIR and quit."), QStringLiteral("DIR"));
    const QCommandLineOption measure(
        QStringLiteral("measure-startup"), QStringLiteral("Print the time to the first painted window and quit."));
    parser.addOptions({lang, shots, measure});
    parser.process(app);

    gputco::MainWindow window;
    if (parser.isSet(shots)) {
        const QStringList files = gputco::renderScreenshots(&window, parser.value(shots));
        for (const QString &f : files)
            std::printf("%s\n", qPrintable(f));
        return files.isEmpty() ? 1 : 0;
    }
    // --lang wins, then the choice saved from the Language menu, then the system's language.
    // Neither --lang nor the system's language is saved: only a choice in the menu is.
    const QVariant saved = QSettings().value(QStringLiteral("language"));
    if (parser.isSet(lang))
        window.setLanguage(parser.value(lang), gputco::MainWindow::DontRemember);
    else if (saved.isValid())
        window.setLanguage(saved.toString());
    else
        window.setLanguage(gputco::defaultLanguage(), gputco::MainWindow::DontRemember);
    const QStringList args = parser.positionalArguments();
    if (!args.isEmpty()) {
        if (!window.openFile(args.first()))
            window.openExample(QStringLiteral("a100-64gpu-36-months.json"));
    } else if (!parser.isSet(measure) && window.offerRecovery()) {
        // recovered
    } else {
        window.openExample(QStringLiteral("a100-64gpu-36-months.json"));
    }
    FirstPaint firstPaint(startup);
    if (parser.isSet(measure))
        window.installEventFilter(&firstPaint);
    window.show();
    // The pricing catalog (created on the first start): what it has to say, once, after the
    // window is up (a damaged catalog kept aside, how to recover it).
    if (!parser.isSet(measure))
        QTimer::singleShot(0, &window, &gputco::MainWindow::checkCatalog);
    return app.exec();
}
