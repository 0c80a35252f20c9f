#include "cli.h"

#include "costengine.h"
#include "resultwriter.h"
#include "scenarioloader.h"

#ifdef GPUTCO_HAVE_PRICING_DB
#include "catalogcli.h"
#endif

#include <QCoreApplication>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gputco::Cli", text);
}

QString usage()
{
    return tr("Usage: gputco-cli COMMAND [OPTIONS]\n"
              "\n"
              "GPU TCO Planner: total cost of GPU training on clouds and on your own servers.\n"
              "\n"
              "Commands:\n"
              "  compute SCENARIO [--format table|json|csv] [--view cash|amortized]\n"
              "        Compute every option of a scenario file: totals, cost by category,\n"
              "        break-even between each cloud and each self-hosted option.\n"
              "  catalog list|import|export|check ...\n"
              "        The pricing database (see 'gputco-cli catalog --help').\n"
              "\n"
              "Options:\n"
              "  -h, --help       Show this help.\n"
              "  -v, --version    Show the version.\n"
              "\n"
              "Exit status: 0 success, 1 internal error, 2 invalid input or usage\n"
              "(the problems are printed on standard error, nothing on standard output).\n");
}

int usageError(QTextStream &err, const QString &message)
{
    err << "gputco-cli: " << message << '\n' << tr("Try 'gputco-cli --help'.") << '\n';
    return ExitInvalidInput;
}

int compute(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString file, format = QStringLiteral("table"), view = QStringLiteral("cash");
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&](QString &into) {
            if (i + 1 >= args.size())
                return false;
            into = args[++i];
            return true;
        };
        if (a == QLatin1String("--format")) {
            if (!value(format))
                return usageError(err, tr("--format needs a value: table, json or csv"));
        } else if (a.startsWith(QLatin1String("--format="))) {
            format = a.mid(9);
        } else if (a == QLatin1String("--view")) {
            if (!value(view))
                return usageError(err, tr("--view needs a value: cash or amortized"));
        } else if (a.startsWith(QLatin1String("--view="))) {
            view = a.mid(7);
        } else if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            out << usage();
            return ExitOk;
        } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
            return usageError(err, tr("unknown option %1").arg(a));
        } else if (file.isEmpty()) {
            file = a;
        } else {
            return usageError(err, tr("compute takes one scenario file, got also %1").arg(a));
        }
    }
    if (file.isEmpty())
        return usageError(err, tr("compute needs a scenario file"));
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return usageError(err, tr("unknown format \"%1\": use table, json or csv").arg(format));
    if (view != QLatin1String("cash") && view != QLatin1String("amortized"))
        return usageError(err, tr("unknown view \"%1\": use cash or amortized").arg(view));

    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return ExitInvalidInput;
    }
    const Scenario &scenario = *loaded.scenario;
    const ScenarioResult result = CostEngine::compute(
            scenario, view == QLatin1String("cash") ? CostView::Cash : CostView::Amortized);
    if (!result.ok()) {
        for (const QString &e : result.errors)
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(ResultWriter::json(scenario, result, file));
    else if (format == QLatin1String("csv"))
        out << ResultWriter::csv(scenario, result);
    else
        out << ResultWriter::table(scenario, result);
    return ExitOk;
}

} // namespace

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty())
        return usageError(err, tr("no command given"));
    const QString &command = args.first();
    if (command == QLatin1String("-h") || command == QLatin1String("--help") || command == QLatin1String("help")) {
        out << usage();
        return ExitOk;
    }
    if (command == QLatin1String("-v") || command == QLatin1String("--version")) {
        out << "gputco-cli " << GPUTCO_VERSION << '\n';
        return ExitOk;
    }
    if (command == QLatin1String("compute"))
        return compute(args.mid(1), out, err);
#ifdef GPUTCO_HAVE_PRICING_DB
    if (command == QLatin1String("catalog"))
        return runCatalogCommand(args.mid(1), out, err);
#endif
    return usageError(err, tr("unknown command \"%1\"").arg(command));
}

} // namespace gputco
