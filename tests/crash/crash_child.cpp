// The process tst_crashsafety kills with SIGKILL. Each mode does real work with the product's
// own code, forever, and says "ready" on standard output once it is under way:
//   crash_child save FILE A.json B.json
//       saves scenario B, then A, B, A ... to FILE with ScenarioWriter::save (QSaveFile),
//       saying "saved N" after saves 2 to 11.
//   crash_child import DB WORKDIR FIRST ROWS GROUPS
//       opens the pricing database DB and imports generated price lists k = FIRST, FIRST+1 ...
//       (ROWS rows each, ids crash/s<k % GROUPS>/<row>, so an import replaces the rows of the
//       import GROUPS before it), printing "committed k" after each import that returned.
//   crash_child autosave SCENARIO
//       opens SCENARIO in a MainWindow, sets 40 GPUs, keeps a what-if of 80 GPUs as the variant
//       "80 GPUs", writes the autosave and waits in the event loop.
// Any failure is printed on standard error with exit code 1, so the test tells a child that
// failed on its own from one it killed.
#include "mainwindow.h"
#include "pricingdatabase.h"
#include "scenariodocument.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QApplication>
#include <QDir>
#include <QFile>

#include <cstdio>
#include <memory>

using namespace gputco;

namespace {

void say(const QByteArray &line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int fail(const QString &message)
{
    std::fprintf(stderr, "crash_child: %s\n", qPrintable(message));
    return 1;
}

/// The application name decides AppDataLocation: the test and its child use the same one.
void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gputco-crashtest"));
    QCoreApplication::setApplicationName(QStringLiteral("gputco-crashtest"));
}

int saveForever(const QStringList &args)
{
    if (args.size() != 3)
        return fail(QStringLiteral("usage: save FILE A.json B.json"));
    const LoadResult a = ScenarioLoader::loadFile(args[1]);
    const LoadResult b = ScenarioLoader::loadFile(args[2]);
    if (!a.ok() || !b.ok())
        return fail(a.errorString() + b.errorString());
    for (quint64 i = 0;; ++i) {
        const QString error = ScenarioWriter::save(i % 2 == 0 ? *b.scenario : *a.scenario, args[0]);
        if (!error.isEmpty())
            return fail(error);
        if (i == 0)
            say("ready");
        else if (i <= 10) // lets the test measure how long one save takes
            say("saved " + QByteArray::number(i));
    }
}

/// A price list of @p rows on-demand prices whose amounts and notes tell import @p k apart.
QByteArray priceList(qint64 k, int rows, int groups)
{
    QByteArray csv
        = "id,provider,instance_type,gpu_model,gpu_count,region,pricing_model,hourly,currency,as_of,source,notes\n";
    csv.reserve(rows * 96);
    const QByteArray slot = QByteArray::number(k % groups);
    const QByteArray kText = QByteArray::number(k);
    for (int r = 0; r < rows; ++r) {
        const QByteArray row = QByteArray::number(r);
        csv += "crash/s" + slot + '/' + row + ",crash,t" + QByteArray::number(r % 100) + ",A100,8,r" + slot
            + ",on_demand," + QByteArray::number(static_cast<double>(1 + k % 1000) + r * 0.001, 'f', 3)
            + ",CNY,2026-06-01,crash test,import " + kText + '\n';
    }
    return csv;
}

int importForever(const QStringList &args)
{
    if (args.size() != 5)
        return fail(QStringLiteral("usage: import DB WORKDIR FIRST ROWS GROUPS"));
    const qint64 first = args[2].toLongLong();
    const int rows = args[3].toInt();
    const int groups = args[4].toInt();
    PricingDatabase db;
    const Status opened = db.open(args[0]);
    if (!opened.ok())
        return fail(opened.error);
    say("ready");
    const QString list = QDir(args[1]).filePath(QStringLiteral("prices.csv"));
    for (qint64 k = first;; ++k) {
        QFile f(list);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(priceList(k, rows, groups)) < 0)
            return fail(list + QStringLiteral(": ") + f.errorString());
        f.close();
        ImportOptions options;
        options.bookName = QStringLiteral("crash import %1").arg(k);
        const ImportReport report = db.importPrices(list, options);
        if (!report.ok())
            return fail(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString()));
        if (report.pricesImported != rows)
            return fail(QStringLiteral("import %1 wrote %2 rows, not %3").arg(k).arg(report.pricesImported).arg(rows));
        say("committed " + QByteArray::number(k));
    }
}

int autosaveAndWait(const QStringList &args)
{
    if (args.size() != 1)
        return fail(QStringLiteral("usage: autosave SCENARIO"));
    auto window = std::make_unique<MainWindow>();
    window->setInteractive(false);
    if (!window->openFile(args[0]))
        return fail(window->messages().join(u'\n'));
    ScenarioDocument *doc = window->document();
    doc->editScenario(QStringLiteral("GPU count"), [](Scenario &s) { s.demand.gpuCount = 40; });
    doc->setWhatIf(Driver::GpuCount, 80);
    doc->keepVariant(QStringLiteral("80 GPUs"));
    window->autosave();
    if (!QFile::exists(MainWindow::autosavePath()))
        return fail(MainWindow::autosavePath() + QStringLiteral(": the autosave was not written"));
    say("ready");
    return QApplication::exec(); // until killed
}

} // namespace

int main(int argc, char *argv[])
{
    const QByteArray mode = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    if (mode == "autosave") {
        QApplication app(argc, argv);
        nameApplication();
        return autosaveAndWait(app.arguments().mid(2));
    }
    QCoreApplication app(argc, argv);
    nameApplication();
    if (mode == "save")
        return saveForever(app.arguments().mid(2));
    if (mode == "import")
        return importForever(app.arguments().mid(2));
    return fail(QStringLiteral("usage: crash_child save|import|autosave ..."));
}
