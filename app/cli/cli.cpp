#include "cli.h"

#include "analysiscommands.h"
#include "budgetwriter.h"
#include "decision.h"
#include "job.h"
#include "catalogcheck.h"
#include "costengine.h"
#include "exporter.h"
#include "language.h"
#include "reportwriter.h"
#include "resourcelimits.h"
#include "money.h"
#include "resultwriter.h"
#include "savefile.h"
#include "scenariofields.h"
#include "scenarioloader.h"
#include "translate.h"

#ifdef GPUTCO_HAVE_PRICING_DB
#include "catalogcli.h"
#endif

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <sys/stat.h>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::Cli", text); // lupdate files these free-function calls under "gputco"
}

QString usage()
{
    return tr("Usage: gputco-cli COMMAND [OPTIONS]\n"
              "\n"
              "GPU TCO Planner: total cost of GPU training on clouds and on your own servers.\n"
              "\n"
              "Commands:\n"
              "  compute SCENARIO [--format table|json|csv] [--view cash|amortized]\n"
              "         [--unit auto|1|k|M] [--lang en|zh_CN]\n"
              "        Compute every option of a scenario file: totals, cost by category,\n"
              "        break-even between each cloud and each self-hosted option.\n"
              "  budget SCENARIO [--format table|json|csv] [--lang en|zh_CN]\n"
              "        Spend per fiscal year against the scenario's budget (cash view, capex and\n"
              "        opex), which options fit, and what the budget buys with each: the largest\n"
              "        GPU count and the longest horizon that fit.\n"
              "  job SCENARIO [--format table|json] [--trials N] [--seed S] [--lang en|zh_CN]\n"
              "        The scenario's training job on every option: billed GPU-hours, wall-clock,\n"
              "        cost; for spot options P10/P50/P90 of cost and finish time (Monte Carlo).\n"
              "  sensitivity SCENARIO --options A,B [--percent 20] [--metric cost|breakeven]\n"
              "         [--format table|json] [--lang en|zh_CN]\n"
              "        Tornado: each key input moved by -/+ the percentage, its effect on the\n"
              "        total-cost difference A - B or on the break-even month, largest first.\n"
              "  uncertainty SCENARIO [--trials N] [--seed S] [--format table|json]\n"
              "         [--lang en|zh_CN]\n"
              "        P10/P50/P90 of every option's cost, month by month, from the scenario's\n"
              "        uncertain inputs.\n"
              "  report SCENARIO -o FILE.pdf [--unit auto|1|k|M] [--lang en|zh_CN]\n"
              "        The procurement report as an A4 PDF.\n"
              "  export SCENARIO [--xlsx FILE] [--csv FILE] [--png FILE] [--svg FILE]\n"
              "         [--chart cumulative|categories] [--lang en|zh_CN]\n"
              "        Tables and monthly series as XLSX or CSV (UTF-8 with BOM); a chart as\n"
              "        PNG or SVG.\n"
              "  schema [--docs FILE.md]\n"
              "        The JSON Schema of scenario files (draft 2020-12), generated from the\n"
              "        field table; with --docs, rewrites the generated field tables of FILE.md.\n"
              "  catalog list|import|export|check ...\n"
              "        The pricing database (see 'gputco-cli catalog --help').\n"
              "\n"
              "Options:\n"
              "  --lang en|zh_CN  Language of tables, messages and reports; by default the\n"
              "                   system's (LC_ALL, LC_MESSAGES, LANG: Chinese gives zh_CN,\n"
              "                   anything else en). JSON and CSV keys do not change.\n"
              "  --unit U         Money in tables and the report: auto (default), 1, k or M;\n"
              "                   for CNY 1, k and M are 元, 万元 and 亿元 (also accepted as\n"
              "                   such). JSON, CSV and XLSX keep exact amounts.\n"
              "  -h, --help       Show this help.\n"
              "  -v, --version    Show the version.\n"
              "\n"
              "Exit status: 0 success, 1 a file that cannot be written or an internal error,\n"
              "2 invalid input or usage\n"
              "(the problems are printed on standard error, nothing on standard output).\n")
        + tr("\nWith --strict, a scenario command stops (exit 2) when a catalogPriceId is not in the pricing\n"
             "catalog, or (exit 1) when the catalog cannot be read; without it these are warnings.\n")
        + tr("With --memory-limit MB (or GPUTCO_MEMORY_LIMIT_MB; default 2048, 0 for none), a computation\n"
             "whose estimated memory is above the limit is refused (exit 2) with the estimate.\n");
}

int usageError(QTextStream &err, const QString &message)
{
    err << "gputco-cli: " << message << '\n' << tr("Try 'gputco-cli --help'.") << '\n';
    return ExitInvalidInput;
}

int compute(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString file, format = QStringLiteral("table"), view = QStringLiteral("cash"), unitText;
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
        } else if (a == QLatin1String("--unit")) {
            if (!value(unitText))
                return usageError(err, tr("--unit needs a value: auto, 1, k or M"));
        } else if (a.startsWith(QLatin1String("--unit="))) {
            unitText = a.mid(7);
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
    const std::optional<DisplayUnit> unit = unitText.isEmpty() ? DisplayUnit::Auto : Money::parseUnit(unitText);
    if (!unit)
        return usageError(err, tr("unknown unit \"%1\": use auto, 1, k or M (元, 万元, 亿元)").arg(unitText));
    if (!unitText.isEmpty() && format != QLatin1String("table"))
        return usageError(err, tr("--unit applies to --format table: JSON and CSV keep exact amounts"));

    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return ExitInvalidInput;
    }
    const Scenario &scenario = *loaded.scenario;
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::compute(scenario)); !tooBig.isEmpty()) {
        err << file << ": " << tooBig << '\n';
        return ExitInvalidInput;
    }
    CatalogPrices prices;
    if (const auto stop = CliCatalog::check(scenario, file, false, err, prices))
        return *stop;
    ScenarioResult result = CostEngine::compute(
            scenario, view == QLatin1String("cash") ? CostView::Cash : CostView::Amortized);
    if (!result.ok()) {
        for (const QString &e : result.errors)
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    addCatalogWarnings(scenario, prices, result);
    CostEngine::suggestReservedSplits(scenario, result);
    // Buy instead of rent: always on cash flows.
    const DecisionResult decision = DecisionAnalysis::compute(
            scenario, result.view == CostView::Cash ? result : CostEngine::compute(scenario, CostView::Cash));
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(ResultWriter::json(scenario, result, file, &decision));
    else if (format == QLatin1String("csv"))
        out << ResultWriter::csv(scenario, result);
    else
        out << ResultWriter::table(scenario, result, &decision, *unit);
    return ExitOk;
}

/// Options of report and export: "--name value" or "--name=value"; one positional file.
struct Parsed
{
    QString file;
    QHash<QString, QString> values;
    QString error;
};

Parsed parseOptions(const QStringList &args, const QStringList &names)
{
    Parsed p;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            QString name = a.section(QLatin1Char('='), 0, 0);
            if (name == QLatin1String("-o"))
                name = QStringLiteral("--output");
            if (!names.contains(name)) {
                p.error = tr("unknown option %1").arg(a);
                return p;
            }
            if (a.contains(QLatin1Char('='))) {
                p.values[name] = a.section(QLatin1Char('='), 1);
            } else if (i + 1 < args.size()) {
                p.values[name] = args[++i];
            } else {
                p.error = tr("%1 needs a value").arg(a);
                return p;
            }
        } else if (p.file.isEmpty()) {
            p.file = a;
        } else {
            p.error = tr("only one scenario file, got also %1").arg(a);
            return p;
        }
    }
    if (p.file.isEmpty())
        p.error = tr("a scenario file is needed");
    return p;
}

/// Whether `output` is the file `input` (same device and inode: also through links and other
/// names); writing it would destroy the scenario being read.
bool sameFile(const QString &input, const QString &output)
{
    struct stat a{}, b{};
    return ::stat(QFile::encodeName(input).constData(), &a) == 0 && ::stat(QFile::encodeName(output).constData(), &b) == 0
        && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// An error when one of `outputs` is the scenario file `input`, else empty.
QString overwritesInput(const QString &input, const QStringList &outputs)
{
    for (const QString &o : outputs)
        if (!o.isEmpty() && sameFile(input, o))
            return tr("%1: is the scenario being read; write the output to another file").arg(o);
    return {};
}

/// A scenario computed (cash view) with the catalog prices it refers to.
struct Computed
{
    Scenario scenario;
    ScenarioResult result;
    CatalogPrices prices;
};

/*!
 * Loads and computes (cash view), printing problems; nullopt and the exit code in @p code on
 * failure. @p catalogNeeded: the command shows where prices come from (the report), so a
 * catalog that cannot be read stops it.
 */
std::optional<Computed> loadAndCompute(const QString &file, QTextStream &err, int &code, bool catalogNeeded = false)
{
    code = ExitInvalidInput;
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return std::nullopt;
    }
    Computed c{*loaded.scenario, {}, {}};
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::compute(c.scenario)); !tooBig.isEmpty()) {
        err << file << ": " << tooBig << '\n';
        return std::nullopt;
    }
    if (const auto stop = CliCatalog::check(c.scenario, file, catalogNeeded, err, c.prices)) {
        code = *stop;
        return std::nullopt;
    }
    c.result = CostEngine::compute(c.scenario, CostView::Cash);
    if (!c.result.ok()) {
        for (const QString &e : c.result.errors)
            err << file << ": " << e << '\n';
        return std::nullopt;
    }
    addCatalogWarnings(c.scenario, c.prices, c.result);
    return c;
}

/*!
 * Takes "--lang X" or "--lang=X" out of `args` and switches to that language; without it, to
 * the system's (LC_ALL, LC_MESSAGES, LANG). Only text for people changes: JSON and CSV keys
 * are language-neutral. False (and a message) for an unknown language.
 */
bool applyLanguage(QStringList &args, QTextStream &err)
{
    QString lang = defaultLanguage();
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang")) {
            if (i + 1 >= args.size()) {
                err << "gputco-cli: " << tr("%1 needs a value").arg(args[i]) << '\n';
                return false;
            }
            lang = args[i + 1];
            args.remove(i, 2);
            --i;
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            lang = args[i].mid(7);
            args.remove(i);
            --i;
        }
    }
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN")) {
        err << "gputco-cli: " << tr("unknown language \"%1\": use en or zh_CN").arg(lang) << '\n';
        return false;
    }
    setApplicationLanguage(lang);
    return true;
}

int report(const QStringList &args, QTextStream &err)
{
    const Parsed p = parseOptions(args, {QStringLiteral("--output"), QStringLiteral("--unit")});
    if (!p.error.isEmpty())
        return usageError(err, p.error);
    const QString unitText = p.values.value(QStringLiteral("--unit"), QStringLiteral("auto"));
    const std::optional<DisplayUnit> unit = Money::parseUnit(unitText);
    if (!unit)
        return usageError(err, tr("unknown unit \"%1\": use auto, 1, k or M (元, 万元, 亿元)").arg(unitText));
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        return usageError(err, tr("report needs -o FILE.pdf"));
    if (const QString e = overwritesInput(p.file, {output}); !e.isEmpty())
        return usageError(err, e);
    int code = ExitOk;
    const auto computed = loadAndCompute(p.file, err, code, true);
    if (!computed)
        return code;
    ReportInput in;
    in.scenario = computed->scenario;
    in.result = computed->result;
    in.sourceFile = p.file;
    in.lookup = lookupIn(computed->prices);
    in.displayUnit = *unit;
    if (const QString error = ReportWriter::writePdf(in, output); !error.isEmpty()) {
        err << error << '\n';
        return ExitEnvironment; // the scenario was valid: the file could not be written
    }
    return ExitOk;
}

int exportFiles(const QStringList &args, QTextStream &err)
{
    const Parsed p = parseOptions(args, {QStringLiteral("--xlsx"), QStringLiteral("--csv"), QStringLiteral("--png"),
                                         QStringLiteral("--svg"), QStringLiteral("--chart")});
    if (!p.error.isEmpty())
        return usageError(err, p.error);
    if (!p.values.contains(QStringLiteral("--xlsx")) && !p.values.contains(QStringLiteral("--csv"))
        && !p.values.contains(QStringLiteral("--png")) && !p.values.contains(QStringLiteral("--svg")))
        return usageError(err, tr("export needs at least one of --xlsx, --csv, --png, --svg"));
    const QString chartName = p.values.value(QStringLiteral("--chart"), QStringLiteral("cumulative"));
    if (chartName != QLatin1String("cumulative") && chartName != QLatin1String("categories"))
        return usageError(err, tr("unknown chart \"%1\": use cumulative or categories").arg(chartName));
    if (const QString e = overwritesInput(p.file, {p.values.value(QStringLiteral("--xlsx")), p.values.value(QStringLiteral("--csv")),
                                                   p.values.value(QStringLiteral("--png")), p.values.value(QStringLiteral("--svg"))});
        !e.isEmpty())
        return usageError(err, e);
    int code = ExitOk;
    // The XLSX lists where every price comes from: like the report, a catalog that cannot be
    // read stops it rather than give its prices the wrong source.
    const auto computed = loadAndCompute(p.file, err, code, p.values.contains(QStringLiteral("--xlsx")));
    if (!computed)
        return code;
    const Scenario &scenario = computed->scenario;
    const ScenarioResult &result = computed->result;
    const Exporter::Chart chart = chartName == QLatin1String("cumulative") ? Exporter::Chart::Cumulative
                                                                           : Exporter::Chart::Categories;
    QStringList errors;
    if (p.values.contains(QStringLiteral("--xlsx")))
        errors << Exporter::writeXlsx(scenario, result, p.values[QStringLiteral("--xlsx")],
                                      {lookupIn(computed->prices), p.file, computed->prices.unknownIds});
    if (p.values.contains(QStringLiteral("--csv")))
        errors << Exporter::writeCsv(result, p.values[QStringLiteral("--csv")]);
    if (p.values.contains(QStringLiteral("--png")))
        errors << Exporter::writePng(chart, result, p.values[QStringLiteral("--png")]);
    if (p.values.contains(QStringLiteral("--svg")))
        errors << Exporter::writeSvg(chart, result, p.values[QStringLiteral("--svg")]);
    errors.removeAll(QString());
    for (const QString &e : errors)
        err << e << '\n';
    return errors.isEmpty() ? ExitOk : ExitEnvironment;
}

/// The budget per fiscal year: fit and what the budget buys, per option.
int budget(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Parsed p = parseOptions(args, {QStringLiteral("--format")});
    if (!p.error.isEmpty())
        return usageError(err, p.error);
    const QString format = p.values.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return usageError(err, tr("unknown format \"%1\": use table, json or csv").arg(format));
    int code = ExitOk;
    auto computed = loadAndCompute(p.file, err, code);
    if (!computed)
        return code;
    const Scenario &scenario = computed->scenario;
    ScenarioResult &result = computed->result;
    if (!result.budget) {
        err << p.file << ": " << tr("the scenario has no budget: add a \"budget\" block (docs/scenario-format.md)") << '\n';
        return ExitInvalidInput;
    }
    BudgetAnalysis::solveAffordable(scenario, result);
    // The job view, expected values (no Monte Carlo): does the training run fit, and how soon can it end?
    std::optional<BudgetWriter::JobSection> job;
    if (scenario.job) {
        const JobResult jr = JobPlanner::compute(scenario);
        if (jr.ok())
            job = BudgetWriter::JobSection{jr.options, BudgetAnalysis::checkJob(scenario, jr.options, true)};
    }
    const BudgetWriter::JobSection *jobPtr = job ? &*job : nullptr;
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(BudgetWriter::json(scenario, result, p.file, jobPtr));
    else if (format == QLatin1String("csv"))
        out << BudgetWriter::csv(scenario, result);
    else
        out << BudgetWriter::table(scenario, result, jobPtr);
    return ExitOk;
}

/// The JSON Schema on standard output, or the generated tables of a markdown file rewritten.
int schema(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty()) {
        out << QString::fromUtf8(ScenarioSchema::jsonSchema());
        return ExitOk;
    }
    if (args.size() != 2 || args[0] != QLatin1String("--docs"))
        return usageError(err, tr("schema takes no argument, or --docs FILE.md"));
    QFile file(args[1]);
    if (!file.open(QIODevice::ReadOnly)) {
        err << args[1] << ": " << file.errorString() << '\n';
        return ExitInvalidInput;
    }
    const QString before = QString::fromUtf8(file.readAll());
    file.close();
    const QString after = ScenarioSchema::updateMarkdown(before);
    if (after == before)
        return ExitOk;
    if (const QString reason = saveBytes(args[1], after.toUtf8()); !reason.isEmpty()) {
        err << args[1] << ": " << reason << '\n';
        return ExitEnvironment;
    }
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
    static const QStringList textCommands = {QStringLiteral("compute"), QStringLiteral("budget"), QStringLiteral("job"),
                                             QStringLiteral("sensitivity"), QStringLiteral("uncertainty"),
                                             QStringLiteral("report"), QStringLiteral("export")};
    QStringList rest = args.mid(1);
    if (textCommands.contains(command) && !applyLanguage(rest, err))
        return ExitInvalidInput;
    if (textCommands.contains(command)) {
        CliCatalog::setStrict(rest.removeAll(QStringLiteral("--strict")) > 0);
        if (QString error; !ResourceLimits::takeMemoryLimitOption(rest, error))
            return usageError(err, error);
        // Every command says, once, what the catalog has to tell (a damaged catalog kept
        // aside and how to recover from it); the catalog command says it itself.
        CliCatalog::printNotices(err);
    }
    if (command == QLatin1String("compute"))
        return compute(rest, out, err);
    if (command == QLatin1String("budget"))
        return budget(rest, out, err);
    if (command == QLatin1String("job"))
        return runJobCommand(rest, out, err);
    if (command == QLatin1String("sensitivity"))
        return runSensitivityCommand(rest, out, err);
    if (command == QLatin1String("uncertainty"))
        return runUncertaintyCommand(rest, out, err);
    if (command == QLatin1String("report"))
        return report(rest, err);
    if (command == QLatin1String("export"))
        return exportFiles(rest, err);
    if (command == QLatin1String("schema"))
        return schema(args.mid(1), out, err);
#ifdef GPUTCO_HAVE_PRICING_DB
    if (command == QLatin1String("catalog"))
        return runCatalogCommand(args.mid(1), out, err);
#endif
    return usageError(err, tr("unknown command \"%1\"").arg(command));
}

} // namespace gputco
