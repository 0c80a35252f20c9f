#include "cli.h"

#include "actualscommands.h"
#include "analysiscommands.h"
#include "budgetwriter.h"
#include "catalogcheck.h"
#include "commandline.h"
#include "costengine.h"
#include "decision.h"
#include "exporter.h"
#include "job.h"
#include "jobbudget.h"
#include "language.h"
#include "money.h"
#include "pairselection.h"
#include "reportwriter.h"
#include "resourcelimits.h"
#include "resultwriter.h"
#include "savefile.h"
#include "scenariofields.h"
#include "scenarioloader.h"

#include "catalogcli.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <sys/stat.h>

namespace gputco {

namespace {

/// This file's messages, in the context of Cli (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Cli)
};

QString usage()
{
    return Tr::tr("Usage: gputco-cli COMMAND [OPTIONS]\n"
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
                  "  actuals check BILL... [--currency C] [--provider P] [--allow-duplicate-rows]\n"
                  "         [--format table|json] [--lang en|zh_CN]\n"
                  "        Read FOCUS CSV bills: every problem by file, row and column; per month\n"
                  "        and currency the rows, BilledCost, EffectiveCost and unused commitment.\n"
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
        + Tr::tr("\nWith --strict, a scenario command stops (exit 2) when a catalogPriceId is not in the pricing\n"
                 "catalog, or (exit 1) when the catalog cannot be read; without it these are warnings.\n")
        + Tr::tr("With --memory-limit MB (or GPUTCO_MEMORY_LIMIT_MB; default 2048, 0 for none), a computation\n"
                 "whose estimated memory is above the limit is refused (exit 2) with the estimate.\n")
        + Tr::tr("With --time-limit SECONDS (or GPUTCO_TIME_LIMIT_S; default 60, 0 for none), uncertainty bands\n"
                 "whose measured pace says they would take longer are stopped (exit 2); a report leaves them out.\n")
        + Tr::tr("compute --format json|csv lists with --pairs best (the default) each self-hosted option against\n"
                 "the cheapest and the recommended cloud option and its own bridge, with --pairs all every\n"
                 "cloud/self-hosted pair; the table always lists every pair.\n")
        + Tr::tr("'gputco-cli COMMAND --help' lists the options of one command, with their defaults.\n");
}

/// The kept variant --variant names, applied: the varied scenario (its name saying so) and
/// what it changes against the scenario as saved.
struct Varied
{
    QString name; ///< empty: no --variant
    std::vector<DriverChange> changes;
};

/*!
 * Applies the kept variant --variant names to @p scenario (nothing without --variant). An
 * unknown name is an error naming the file and the variants it keeps: false then.
 */
bool applyVariant(const CommandLine &cl, const QString &file, Scenario &scenario, Varied &varied, QTextStream &err)
{
    if (!cl.isSet(QStringLiteral("variant")))
        return true;
    const QString name = cl.value(QStringLiteral("variant"));
    const std::optional<Variant> v = Variants::find(scenario, name);
    if (!v) {
        QStringList known;
        for (const StoredVariant &stored : scenario.variants)
            known << QStringLiteral("\"%1\"").arg(stored.name);
        err << file << ": "
            << (known.isEmpty() ? Tr::tr("no variant is named \"%1\": the scenario keeps no variants").arg(name)
                                : Tr::tr("no variant is named \"%1\"; the scenario keeps %2")
                                      .arg(name, known.join(QStringLiteral(", "))))
            << '\n';
        return false;
    }
    varied.name = v->name;
    varied.changes = Variants::changes(v->whatIf, scenario);
    scenario = v->whatIf.apply(scenario);
    scenario.name = Tr::tr("%1 (variant %2)").arg(scenario.name, v->name);
    return true;
}

int compute(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("compute"), Tr::tr("SCENARIO"),
        Tr::tr("Compute every option of a scenario file: totals, cost by category, break-even between each "
               "cloud and each self-hosted option."));
    cl.addValue({QStringLiteral("format")}, QStringLiteral("table|json|csv"), Tr::tr("Output format."),
        QStringLiteral("table"), Tr::tr("--format needs a value: table, json or csv"));
    cl.addValue({QStringLiteral("view")}, QStringLiteral("cash|amortized"),
        Tr::tr("Cash flows, or capital spread over its depreciation."), QStringLiteral("cash"),
        Tr::tr("--view needs a value: cash or amortized"));
    cl.addValue({QStringLiteral("pairs")}, QStringLiteral("best|all"),
        Tr::tr("Break-even and buy-or-rent pairs in JSON and CSV: the ones that matter, or every pair."),
        QStringLiteral("best"), Tr::tr("--pairs needs a value: all or best"));
    cl.addValue({QStringLiteral("unit")}, QStringLiteral("auto|1|k|M"),
        Tr::tr("Money unit of the table: 元, 万元 or 亿元 (1, k or M for other currencies)."), QString(),
        Tr::tr("--unit needs a value: auto, 1, k or M"));
    cl.addScenarioCommonOptions();
    cl.addVariantOption();
    QString file;
    if (const auto stop = cl.parseScenarioCommand(args, out, err, file, Tr::tr("compute needs a scenario file"),
            Tr::tr("compute takes one scenario file, got also %1")))
        return *stop;
    const QString format = cl.value(QStringLiteral("format"));
    const QString view = cl.value(QStringLiteral("view"));
    const QString pairs = cl.value(QStringLiteral("pairs"));
    const QString unitText = cl.value(QStringLiteral("unit"));
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return usageError(err, Tr::tr("unknown format \"%1\": use table, json or csv").arg(format));
    if (view != QLatin1String("cash") && view != QLatin1String("amortized"))
        return usageError(err, Tr::tr("unknown view \"%1\": use cash or amortized").arg(view));
    const std::optional<PairSelection> pairSelection = PairFilter::fromKey(pairs);
    if (!pairSelection)
        return usageError(err, Tr::tr("unknown pair selection \"%1\": use all or best").arg(pairs));
    const std::optional<DisplayUnit> unit = unitText.isEmpty() ? DisplayUnit::Auto : Money::parseUnit(unitText);
    if (!unit)
        return usageError(err, Tr::tr("unknown unit \"%1\": use auto, 1, k or M (元, 万元, 亿元)").arg(unitText));
    if (!unitText.isEmpty() && format != QLatin1String("table"))
        return usageError(err, Tr::tr("--unit applies to --format table: JSON and CSV keep exact amounts"));

    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return ExitInvalidInput;
    }
    Scenario scenario = *loaded.scenario;
    Varied varied;
    if (!applyVariant(cl, file, scenario, varied, err))
        return ExitInvalidInput;
    const auto output = format == QLatin1String("table") ? ResourceLimits::ComputeOutput::Table
                                                         : ResourceLimits::ComputeOutput::Streamed;
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::compute(scenario, output)); !tooBig.isEmpty()) {
        err << file << ": " << tooBig << '\n';
        return ExitInvalidInput;
    }
    CatalogPrices prices;
    if (const auto stop = CliCatalog::check(scenario, file, false, err, prices))
        return *stop;
    ScenarioResult result
        = CostEngine::compute(scenario, view == QLatin1String("cash") ? CostView::Cash : CostView::Amortized);
    if (!result.ok()) {
        for (const QString &e : result.errors)
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    addCatalogWarnings(scenario, prices, result);
    CostEngine::suggestReservedSplits(scenario, result);
    // Buy instead of rent: always on cash flows (the amortized view's computation priced them).
    const ScenarioResult &cash = result.cashView();
    // JSON and CSV list the pairs --pairs selects, streamed as they are written (1,000 options
    // would be a JSON tree of gigabytes); the table, for people, lists every pair.
    const PairFilter filter(scenario, result, *pairSelection);
    const auto sink = [&out](std::string_view text) { out << QString::fromUtf8(text.data(), qsizetype(text.size())); };
    if (format == QLatin1String("json")) {
        JsonContext context{lookupIn(prices), varied.name, varied.changes};
        {
            // JSON values are the same in every language (docs/cli.md): the price lines' words in English.
            const QString language
                = QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
            setApplicationLanguage(QStringLiteral("en"));
            context.priceLines = PriceLines::collect(scenario, result, context.lookup);
            if (!varied.name.isEmpty())
                Variants::declare(*context.priceLines, varied.name, varied.changes, scenario);
            setApplicationLanguage(language);
        }
        ResultWriter::writeJson(sink, scenario, result, file, &cash, filter, context);
    } else if (format == QLatin1String("csv")) {
        ResultWriter::writeCsv(sink, scenario, result, filter);
    } else {
        const DecisionResult decision = DecisionAnalysis::compute(scenario, cash);
        out << ResultWriter::table(scenario, result, &decision, *unit);
    }
    return ExitOk;
}

/// Whether `output` is the file `input` (same device and inode: also through links and other
/// names); writing it would destroy the scenario being read.
bool sameFile(const QString &input, const QString &output)
{
    struct stat a
    {
    }, b{};
    return ::stat(QFile::encodeName(input).constData(), &a) == 0
        && ::stat(QFile::encodeName(output).constData(), &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// An error when one of `outputs` is the scenario file `input`, else empty.
QString overwritesInput(const QString &input, const QStringList &outputs)
{
    for (const QString &o : outputs)
        if (!o.isEmpty() && sameFile(input, o))
            return Tr::tr("%1: is the scenario being read; write the output to another file").arg(o);
    return {};
}

/// A scenario computed (cash view) with the catalog prices it refers to.
struct Computed
{
    Scenario scenario;
    ScenarioResult result;
    CatalogPrices prices;
    Varied variant;
};

/*!
 * Loads and computes (cash view), printing problems; nullopt and the exit code in @p code on
 * failure. @p catalogNeeded: the command shows where prices come from (the report), so a
 * catalog that cannot be read stops it. @p output: how the command's output leaves (the memory
 * estimate checked first); streamed outputs (the CSV export) never hold their text.
 */
std::optional<Computed> loadAndCompute(const CommandLine &cl, const QString &file, QTextStream &err, int &code,
    bool catalogNeeded = false, ResourceLimits::ComputeOutput output = ResourceLimits::ComputeOutput::WholeText)
{
    code = ExitInvalidInput;
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return std::nullopt;
    }
    Computed c{*loaded.scenario, {}, {}, {}};
    if (!applyVariant(cl, file, c.scenario, c.variant, err))
        return std::nullopt;
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::compute(c.scenario, output)); !tooBig.isEmpty()) {
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

int report(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(
        QStringLiteral("report"), Tr::tr("SCENARIO -o FILE.pdf"), Tr::tr("The procurement report as an A4 PDF."));
    cl.addValue(
        {QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("FILE.pdf"), Tr::tr("The PDF file to write."));
    cl.addValue({QStringLiteral("unit")}, QStringLiteral("auto|1|k|M"),
        Tr::tr("Money unit of the report's tables: 元, 万元 or 亿元 (1, k or M for other currencies)."),
        QStringLiteral("auto"), Tr::tr("--unit needs a value: auto, 1, k or M"));
    cl.addScenarioCommonOptions();
    cl.addVariantOption();
    QString file;
    if (const auto stop = cl.parseScenarioCommand(args, out, err, file))
        return *stop;
    const QString unitText = cl.value(QStringLiteral("unit"));
    const std::optional<DisplayUnit> unit = Money::parseUnit(unitText);
    if (!unit)
        return usageError(err, Tr::tr("unknown unit \"%1\": use auto, 1, k or M (元, 万元, 亿元)").arg(unitText));
    const QString output = cl.value(QStringLiteral("output"));
    if (output.isEmpty())
        return usageError(err, Tr::tr("report needs -o FILE.pdf"));
    if (const QString e = overwritesInput(file, {output}); !e.isEmpty())
        return usageError(err, e);
    int code = ExitOk;
    const auto computed = loadAndCompute(cl, file, err, code, true);
    if (!computed)
        return code;
    ReportInput in;
    in.scenario = computed->scenario;
    in.result = computed->result;
    in.sourceFile = file;
    in.lookup = lookupIn(computed->prices);
    in.displayUnit = *unit;
    in.variantName = computed->variant.name;
    in.variantChanges = computed->variant.changes;
    if (const QString error = ReportWriter::writePdf(in, output); !error.isEmpty()) {
        err << error << '\n';
        return ExitEnvironment; // the scenario was valid: the file could not be written
    }
    return ExitOk;
}

int exportFiles(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("export"), Tr::tr("SCENARIO"),
        Tr::tr("Tables and monthly series as XLSX or CSV (UTF-8 with BOM); a chart as PNG or SVG."));
    const QStringList kinds
        = {QStringLiteral("xlsx"), QStringLiteral("csv"), QStringLiteral("png"), QStringLiteral("svg")};
    for (const QString &kind : kinds)
        cl.addValue({kind}, QStringLiteral("FILE"), Tr::tr("Write the %1 file.").arg(kind.toUpper()));
    cl.addValue({QStringLiteral("chart")}, QStringLiteral("cumulative|categories"),
        Tr::tr("The chart of --png and --svg."), QStringLiteral("cumulative"));
    cl.addScenarioCommonOptions();
    cl.addVariantOption();
    QString file;
    if (const auto stop = cl.parseScenarioCommand(args, out, err, file))
        return *stop;
    QHash<QString, QString> files; // kind -> output file
    for (const QString &kind : kinds)
        if (cl.isSet(kind))
            files.insert(kind, cl.value(kind));
    if (files.isEmpty())
        return usageError(err, Tr::tr("export needs at least one of --xlsx, --csv, --png, --svg"));
    const QString chartName = cl.value(QStringLiteral("chart"));
    if (chartName != QLatin1String("cumulative") && chartName != QLatin1String("categories"))
        return usageError(err, Tr::tr("unknown chart \"%1\": use cumulative or categories").arg(chartName));
    if (const QString e = overwritesInput(file, files.values()); !e.isEmpty())
        return usageError(err, e);
    int code = ExitOk;
    // The XLSX lists where every price comes from: like the report, a catalog that cannot be
    // read stops it rather than give its prices the wrong source.
    // The XLSX is built whole; the CSV, PNG and SVG hold the results and no text of the pairs
    // (the CSV is streamed), so they are checked like streamed JSON.
    const bool xlsx = files.contains(QStringLiteral("xlsx"));
    const auto computed = loadAndCompute(cl, file, err, code, xlsx,
        xlsx ? ResourceLimits::ComputeOutput::WholeText : ResourceLimits::ComputeOutput::Streamed);
    if (!computed)
        return code;
    const Scenario &scenario = computed->scenario;
    const ScenarioResult &result = computed->result;
    const Exporter::Chart chart
        = chartName == QLatin1String("cumulative") ? Exporter::Chart::Cumulative : Exporter::Chart::Categories;
    QStringList errors;
    if (files.contains(QStringLiteral("xlsx")))
        errors << Exporter::writeXlsx(scenario, result, files[QStringLiteral("xlsx")],
            {lookupIn(computed->prices), file, computed->prices.unknownIds});
    if (files.contains(QStringLiteral("csv")))
        errors << Exporter::writeCsv(result, files[QStringLiteral("csv")]);
    if (files.contains(QStringLiteral("png")))
        errors << Exporter::writePng(chart, result, files[QStringLiteral("png")]);
    if (files.contains(QStringLiteral("svg")))
        errors << Exporter::writeSvg(chart, result, files[QStringLiteral("svg")]);
    errors.removeAll(QString());
    for (const QString &e : errors)
        err << e << '\n';
    return errors.isEmpty() ? ExitOk : ExitEnvironment;
}

/// The budget per fiscal year: fit and what the budget buys, per option.
int budget(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("budget"), Tr::tr("SCENARIO"),
        Tr::tr("Spend per fiscal year against the scenario's budget (cash view, capex and opex), which options "
               "fit, and what the budget buys with each: the largest GPU count and the longest horizon that fit."));
    cl.addValue({QStringLiteral("format")}, QStringLiteral("table|json|csv"), Tr::tr("Output format."),
        QStringLiteral("table"));
    cl.addScenarioCommonOptions();
    cl.addVariantOption();
    QString file;
    if (const auto stop = cl.parseScenarioCommand(args, out, err, file))
        return *stop;
    const QString format = cl.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return usageError(err, Tr::tr("unknown format \"%1\": use table, json or csv").arg(format));
    int code = ExitOk;
    // The budget's output is per option and fiscal year, never per pair (issue 33: estimated as
    // compute's table, 1,000 options were refused at 10.5 GB and ran in 96 MB).
    auto computed = loadAndCompute(cl, file, err, code, false, ResourceLimits::ComputeOutput::NoPairs);
    if (!computed)
        return code;
    const Scenario &scenario = computed->scenario;
    ScenarioResult &result = computed->result;
    if (!result.budget) {
        err << file << ": " << Tr::tr("the scenario has no budget: add a \"budget\" block (docs/scenario-format.md)")
            << '\n';
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
        out << QString::fromUtf8(BudgetWriter::json(scenario, result, file, jobPtr));
    else if (format == QLatin1String("csv"))
        out << BudgetWriter::csv(scenario, result);
    else
        out << BudgetWriter::table(scenario, result, jobPtr);
    return ExitOk;
}

/// The JSON Schema on standard output, or the generated tables of a markdown file rewritten.
int schema(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("schema"), QString(),
        Tr::tr("The JSON Schema of scenario files (draft 2020-12), generated from the field table; with --docs, "
               "rewrites the generated field tables of FILE.md."));
    cl.addValue({QStringLiteral("docs")}, QStringLiteral("FILE.md"),
        Tr::tr("The markdown file whose field tables to rewrite."));
    if (const auto done = cl.parse(args, out, err))
        return *done;
    if (!cl.positional().isEmpty())
        return usageError(err, Tr::tr("schema takes no argument, or --docs FILE.md"));
    if (!cl.isSet(QStringLiteral("docs"))) {
        out << QString::fromUtf8(ScenarioSchema::jsonSchema());
        return ExitOk;
    }
    const QString docs = cl.value(QStringLiteral("docs"));
    QFile file(docs);
    if (!file.open(QIODevice::ReadOnly)) {
        err << docs << ": " << file.errorString() << '\n';
        return ExitInvalidInput;
    }
    const QString before = QString::fromUtf8(file.readAll());
    file.close();
    const QString after = ScenarioSchema::updateMarkdown(before);
    if (after == before)
        return ExitOk;
    if (const QString reason = saveBytes(docs, after.toUtf8()); !reason.isEmpty()) {
        err << docs << ": " << reason << '\n';
        return ExitEnvironment;
    }
    return ExitOk;
}

} // namespace

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty())
        return usageError(err, Tr::tr("no command given"));
    const QString &command = args.first();
    if (command == QLatin1String("-h") || command == QLatin1String("--help") || command == QLatin1String("help")) {
        out << usage();
        return ExitOk;
    }
    if (command == QLatin1String("-v") || command == QLatin1String("--version")) {
        out << "gputco-cli " << GPUTCO_VERSION << '\n';
        return ExitOk;
    }
    static const QStringList textCommands
        = {QStringLiteral("compute"), QStringLiteral("budget"), QStringLiteral("job"), QStringLiteral("sensitivity"),
            QStringLiteral("uncertainty"), QStringLiteral("report"), QStringLiteral("export")};
    const QStringList rest = args.mid(1);
    // The language first, so that the command's help and usage errors are in it.
    if ((textCommands.contains(command) || command == QLatin1String("catalog") || command == QLatin1String("actuals"))
        && !applyLanguage(requestedLanguage(rest), err))
        return ExitInvalidInput;
    // Every command says, once, what the catalog has to tell (a damaged catalog kept aside
    // and how to recover from it); the catalog command says it itself.
    if (textCommands.contains(command))
        CliCatalog::printNotices(err);
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
        return report(rest, out, err);
    if (command == QLatin1String("export"))
        return exportFiles(rest, out, err);
    if (command == QLatin1String("schema"))
        return schema(rest, out, err);
    if (command == QLatin1String("catalog"))
        return runCatalogCommand(rest, out, err);
    if (command == QLatin1String("actuals"))
        return runActualsCommand(rest, out, err);
    return usageError(err, Tr::tr("unknown command \"%1\"").arg(command));
}

} // namespace gputco
