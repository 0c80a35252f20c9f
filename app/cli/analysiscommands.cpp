#include "analysiscommands.h"

#include "resultwriter.h"

#include "catalogcheck.h"
#include "cli.h"
#include "job.h"
#include "money.h"
#include "resourcelimits.h"
#include "scenarioloader.h"
#include "sensitivity.h"
#include "uncertainty.h"
#include "translate.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::Cli", text); // lupdate files these free-function calls under "gputco"
}

int usageError(QTextStream &err, const QString &message)
{
    err << "gputco-cli: " << message << '\n' << tr("Try 'gputco-cli --help'.") << '\n';
    return ExitInvalidInput;
}

/// "--name value" or "--name=value" options among `names`, one positional scenario file.
struct Args
{
    QString file;
    QHash<QString, QString> values;
    QString error;
    bool help = false;
};

Args parse(const QStringList &args, const QStringList &names)
{
    Args p;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            p.help = true;
        } else if (a.startsWith(QLatin1String("--"))) {
            const QString name = a.section(QLatin1Char('='), 0, 0);
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
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            p.error = tr("unknown option %1").arg(a);
            return p;
        } else if (p.file.isEmpty()) {
            p.file = a;
        } else {
            p.error = tr("only one scenario file, got also %1").arg(a);
            return p;
        }
    }
    if (p.file.isEmpty() && !p.help)
        p.error = tr("a scenario file is needed");
    return p;
}

QJsonValue number(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

template<typename T>
QJsonValue optional(const std::optional<T> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject distribution(const Distribution &d)
{
    return {{QStringLiteral("mean"), number(d.mean)}, {QStringLiteral("p10"), number(d.p10)},
            {QStringLiteral("p50"), number(d.p50)}, {QStringLiteral("p90"), number(d.p90)},
            {QStringLiteral("min"), number(d.min)}, {QStringLiteral("max"), number(d.max)}};
}

QString money(double amount, const QString &currency)
{
    return Money::format(amount, currency, QLocale(QLocale::English, QLocale::UnitedStates));
}

QString grouped(double v, int decimals = 0)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(v, 'f', decimals);
}

QString jobJson(const Scenario &s, const JobResult &r, const QString &file, const MonteCarloSettings *mc)
{
    QJsonObject root;
    root[QStringLiteral("outputVersion")] = 1;
    root[QStringLiteral("generator")] = QStringLiteral("gputco " GPUTCO_VERSION);
    root[QStringLiteral("scenario")] = QJsonObject{{QStringLiteral("name"), s.name}, {QStringLiteral("file"), file}};
    root[QStringLiteral("currency")] = r.currency;
    root[QStringLiteral("job")] = QJsonObject{{QStringLiteral("name"), r.jobName},
                                              {QStringLiteral("trainingFlops"), optional(r.trainingFlops)},
                                              {QStringLiteral("mfu"), r.mfu},
                                              {QStringLiteral("deadlineHours"), optional(r.deadlineHours)}};
    root[QStringLiteral("monteCarlo")] = mc ? QJsonValue(QJsonObject{
            {QStringLiteral("trials"), mc->trials},
            {QStringLiteral("seed"), QString::number(mc->seed)}}) : QJsonValue();
    QJsonArray options;
    for (const JobOptionResult &o : r.options) {
        QJsonObject j;
        j[QStringLiteral("id")] = o.id;
        j[QStringLiteral("name")] = o.name;
        j[QStringLiteral("kind")] = o.kind == OptionKind::Cloud ? QStringLiteral("cloud") : QStringLiteral("selfHosted");
        j[QStringLiteral("priced")] = o.priced;
        j[QStringLiteral("notPricedReason")] = o.priced ? QJsonValue() : QJsonValue(o.notPricedReason);
        j[QStringLiteral("gpus")] = o.gpus;
        j[QStringLiteral("nodes")] = o.nodes;
        j[QStringLiteral("instances")] = o.instances;
        j[QStringLiteral("peakTflopsPerGpu")] = o.peakTflopsPerGpu > 0.0 ? QJsonValue(o.peakTflopsPerGpu) : QJsonValue();
        j[QStringLiteral("usefulGpuHours")] = number(o.usefulGpuHours);
        j[QStringLiteral("storage")] = o.storageName.isEmpty() ? QJsonValue() : QJsonValue(o.storageName);
        j[QStringLiteral("interconnect")] = o.interconnectName.isEmpty() ? QJsonValue() : QJsonValue(o.interconnectName);
        j[QStringLiteral("pipelineEfficiency")] = o.pipelineEfficiency;
        j[QStringLiteral("scalingEfficiency")] = o.scalingEfficiency;
        j[QStringLiteral("billedGpuHours")] = number(o.billedGpuHours);
        j[QStringLiteral("wallClockHours")] = o.priced ? number(o.wallClockHours) : QJsonValue();
        j[QStringLiteral("cost")] = o.priced ? number(o.cost) : QJsonValue();
        j[QStringLiteral("dataCost")] = o.priced ? number(o.dataCost) : QJsonValue();
        j[QStringLiteral("costPerUsefulGpuHour")] = optional(o.costPerUsefulGpuHour);
        j[QStringLiteral("meetsDeadline")] = optional(o.meetsDeadline);
        if (o.spotOverheadFraction)
            j[QStringLiteral("spot")] = QJsonObject{
                {QStringLiteral("overheadFraction"), number(*o.spotOverheadFraction)},
                {QStringLiteral("youngIntervalHours"), optional(o.youngIntervalHours)},
                {QStringLiteral("dalyIntervalHours"), optional(o.dalyIntervalHours)}};
        if (o.monteCarlo) {
            const MonteCarloResult &m = *o.monteCarlo;
            j[QStringLiteral("monteCarlo")] = QJsonObject{
                {QStringLiteral("seed"), QString::number(m.seed)},
                {QStringLiteral("trials"), m.trials},
                {QStringLiteral("cost"), distribution(m.cost)},
                {QStringLiteral("finishHours"), distribution(m.finishHours)},
                {QStringLiteral("overheadFraction"), distribution(m.overheadFraction)},
                {QStringLiteral("meanInterruptions"), m.meanInterruptions},
                {QStringLiteral("meanLostHours"), m.meanLostHours},
                {QStringLiteral("meanRestartHours"), m.meanRestartHours},
                {QStringLiteral("meanCheckpointHours"), m.meanCheckpointHours},
                {QStringLiteral("meanSpotHours"), m.meanSpotHours},
                {QStringLiteral("meanFallbackHours"), m.meanFallbackHours},
                {QStringLiteral("deadlineApplied"), o.deadlineSimulated},
                {QStringLiteral("fallbackShare"), m.fallbackShare},
                {QStringLiteral("deadlineMissShare"), m.deadlineMissShare}};
        }
        j[QStringLiteral("why")] = QJsonArray::fromStringList(o.why);
        j[QStringLiteral("warnings")] = QJsonArray::fromStringList(o.warnings);
        options.append(j);
    }
    root[QStringLiteral("options")] = options;
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

QString jobTable(const Scenario &s, const JobResult &r, const MonteCarloSettings *mc)
{
    QString out;
    out += tr("Job: %1 (%2)").arg(r.jobName.isEmpty() ? s.name : r.jobName, r.currency) + QLatin1Char('\n');
    if (r.trainingFlops)
        out += tr("Training FLOPs %1 at %2% MFU").arg(QString::number(*r.trainingFlops, 'g', 4))
                       .arg(r.mfu * 100.0, 0, 'g', 4) + QLatin1Char('\n');
    if (r.deadlineHours)
        out += tr("Deadline %1 h (%2 days)").arg(grouped(*r.deadlineHours, 1), grouped(*r.deadlineHours / 24.0, 1))
                + QLatin1Char('\n');
    out += QLatin1Char('\n');
    QList<QStringList> rows;
    for (const JobOptionResult &o : r.options) {
        if (!o.priced) {
            rows << QStringList{o.id, QString::number(o.gpus), QString(), QString(), QString(), QString(),
                                tr("not priced"), QString()};
            continue;
        }
        QString wall = grouped(o.wallClockHours, 1);
        if (o.meetsDeadline && !*o.meetsDeadline)
            wall += QLatin1Char('!');
        rows << QStringList{o.id, QString::number(o.gpus), QString::number(o.pipelineEfficiency * 100.0, 'g', 4) + QLatin1Char('%'),
                            QString::number(o.scalingEfficiency * 100.0, 'g', 4) + QLatin1Char('%'),
                            grouped(o.billedGpuHours, 1), wall, money(o.cost, r.currency),
                            o.costPerUsefulGpuHour ? money(*o.costPerUsefulGpuHour, r.currency) : QString()};
    }
    out += ResultWriter::textTable({tr("option"), tr("GPUs"), tr("pipeline"), tr("scaling"), tr("billed GPU-h"),
                        tr("wall-clock h"), tr("cost"), tr("per useful GPU-h")}, rows);
    if (r.deadlineHours)
        out += tr("! misses the deadline") + QLatin1Char('\n');

    QList<QStringList> mcRows;
    for (const JobOptionResult &o : r.options) {
        if (!o.monteCarlo)
            continue;
        const MonteCarloResult &m = *o.monteCarlo;
        mcRows << QStringList{o.id, money(m.cost.p10, r.currency), money(m.cost.p50, r.currency),
                              money(m.cost.p90, r.currency), grouped(m.finishHours.p10, 1),
                              grouped(m.finishHours.p50, 1), grouped(m.finishHours.p90, 1),
                              grouped(m.meanInterruptions, 1),
                              o.deadlineSimulated ? QString::number(m.fallbackShare * 100.0, 'f', 1) + QLatin1Char('%')
                                                  : QStringLiteral("-")};
    }
    if (mc && !mcRows.isEmpty()) {
        out += QLatin1Char('\n') + tr("Spot interruptions, Monte Carlo: %1 trials, seed %2").arg(mc->trials).arg(mc->seed)
                + QLatin1Char('\n');
        out += ResultWriter::textTable({tr("option"), tr("cost P10"), tr("cost P50"), tr("cost P90"), tr("finish P10 h"),
                            tr("finish P50 h"), tr("finish P90 h"), tr("interruptions"), tr("fell back")},
                           mcRows);
    }
    out += QLatin1Char('\n') + tr("Why") + QLatin1Char('\n');
    for (const JobOptionResult &o : r.options) {
        out += QStringLiteral("%1 (%2)\n").arg(o.id, o.name);
        if (!o.priced)
            out += QStringLiteral("  ") + tr("Not priced: %1").arg(o.notPricedReason) + QLatin1Char('\n');
        for (const QString &w : o.why)
            out += QStringLiteral("  ") + w + QLatin1Char('\n');
        if (o.youngIntervalHours && o.dalyIntervalHours)
            out += QStringLiteral("  ") + tr("Optimal checkpoint interval: Young %1 h, Daly %2 h.")
                                                .arg(*o.youngIntervalHours, 0, 'f', 2).arg(*o.dalyIntervalHours, 0, 'f', 2)
                    + QLatin1Char('\n');
        for (const QString &w : o.warnings)
            out += QStringLiteral("  ") + tr("Warning: %1").arg(w) + QLatin1Char('\n');
    }
    return out;
}

/// Loads the scenario and checks its catalog price ids; on failure @p code is the exit code.
std::optional<Scenario> load(const QString &file, QTextStream &err, int &code)
{
    code = ExitInvalidInput;
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    if (!loaded.ok()) {
        err << loaded.errorString() << '\n';
        return std::nullopt;
    }
    CatalogPrices prices;
    if (const auto stop = CliCatalog::check(*loaded.scenario, file, false, err, prices)) {
        code = *stop;
        return std::nullopt;
    }
    return *loaded.scenario;
}

bool checkFormat(const QString &format, QTextStream &err)
{
    if (format == QLatin1String("table") || format == QLatin1String("json"))
        return true;
    usageError(err, tr("unknown format \"%1\": use table or json").arg(format));
    return false;
}

/// The start every analysis command shares: usage errors, --help and --format. Returns the
/// exit code when the command ends there.
std::optional<int> begin(const Args &p, const QString &usage, QTextStream &out, QTextStream &err, QString &format)
{
    if (!p.error.isEmpty())
        return usageError(err, p.error);
    if (p.help) {
        out << usage;
        return ExitOk;
    }
    format = p.values.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (!checkFormat(format, err))
        return ExitInvalidInput;
    return std::nullopt;
}

} // namespace

int runJobCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Args p = parse(args, {QStringLiteral("--format"), QStringLiteral("--trials"), QStringLiteral("--seed")});
    const QString usage = tr("Usage: gputco-cli job SCENARIO [--format table|json] [--trials N] [--seed S]\n"
                             "  The scenario's job on every option: billed GPU-hours, wall-clock, cost, and for\n"
                             "  spot options a Monte Carlo of interruptions (N trials from %1 to %2, default 10000;\n"
                             "  0 for none) with the seed S (0 to %3, default 1), on as many threads as the app uses.\n")
                              .arg(kMinTrials).arg(kMaxTrials).arg(kMaxSeed);
    QString format;
    if (const auto done = begin(p, usage, out, err, format))
        return *done;
    bool ok = true;
    const int trials = p.values.value(QStringLiteral("--trials"), QStringLiteral("10000")).toInt(&ok);
    if (!ok || (trials != 0 && (trials < kMinTrials || trials > kMaxTrials)))
        return usageError(err, tr("--trials needs a whole number from %1 to %2, or 0 for none")
                                   .arg(kMinTrials).arg(kMaxTrials));
    const std::uint64_t seed = p.values.value(QStringLiteral("--seed"), QStringLiteral("1")).toULongLong(&ok);
    if (!ok || seed > kMaxSeed)
        return usageError(err, tr("--seed needs a whole number from 0 to %1").arg(kMaxSeed));

    int code = ExitOk;
    const std::optional<Scenario> scenario = load(p.file, err, code);
    if (!scenario)
        return code;
    if (!scenario->job) {
        err << p.file << ": $.job: " << tr("the scenario has no job section (see docs/scenario-format.md)") << '\n';
        return ExitInvalidInput;
    }
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::monteCarlo(*scenario, trials)); !tooBig.isEmpty()) {
        err << p.file << ": " << tooBig << '\n';
        return ExitInvalidInput;
    }
    MonteCarloSettings mc;
    mc.trials = trials;
    mc.seed = seed;
    mc.threads = defaultMonteCarloThreads(); // as in the app
    const MonteCarloSettings *settings = trials > 0 ? &mc : nullptr;
    const JobResult result = JobPlanner::compute(*scenario, settings);
    if (!result.ok()) {
        for (const QString &e : result.errors)
            err << p.file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    out << (format == QLatin1String("json") ? jobJson(*scenario, result, p.file, settings)
                                            : jobTable(*scenario, result, settings));
    return ExitOk;
}

int runSensitivityCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Args p = parse(args, {QStringLiteral("--options"), QStringLiteral("--percent"), QStringLiteral("--format"),
                                QStringLiteral("--metric")});
    const QString usage = tr("Usage: gputco-cli sensitivity SCENARIO --options A,B [--percent 20] [--metric cost|breakeven]\n"
                             "                              [--format table|json]\n"
                             "  Moves each key input by -/+ the percentage and shows, largest effect first, the change of\n"
                             "  cost:      the total-cost difference A - B (cash view, undiscounted; the default)\n"
                             "  breakeven: the month the self-hosted option of A and B has paid back against the cloud one\n");
    QString format;
    if (const auto done = begin(p, usage, out, err, format))
        return *done;
    const QString metricName = p.values.value(QStringLiteral("--metric"), QStringLiteral("cost"));
    if (metricName != QLatin1String("cost") && metricName != QLatin1String("breakeven"))
        return usageError(err, tr("--metric is cost or breakeven, not \"%1\"").arg(metricName));
    const bool breakEven = metricName == QLatin1String("breakeven");
    const QStringList ids = p.values.value(QStringLiteral("--options")).split(QLatin1Char(','));
    if (ids.size() != 2 || ids[0].trimmed().isEmpty() || ids[1].trimmed().isEmpty())
        return usageError(err, tr("--options needs two option ids: --options A,B"));
    bool ok = true;
    const double percent = p.values.value(QStringLiteral("--percent"), QStringLiteral("20")).toDouble(&ok);
    if (!ok || !(percent > 0.0) || percent > 100.0)
        return usageError(err, tr("--percent needs a number above 0 and at most 100"));

    int code = ExitOk;
    const std::optional<Scenario> scenario = load(p.file, err, code);
    if (!scenario)
        return code;
    const SensitivityResult r = Sensitivity::analyse(*scenario, breakEven ? SensitivityMetric::BreakEvenMonth
                                                                          : SensitivityMetric::TotalCostDifference,
                                                     ids[0].trimmed(), ids[1].trimmed(), percent);
    if (!r.ok()) {
        for (const QString &e : r.errors)
            err << p.file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    const QString &cur = scenario->reportingCurrency;
    // A break-even month beyond the horizon is null in JSON and "> N" in the table.
    auto jsonMonth = [](double v, bool beyond) { return beyond ? QJsonValue() : QJsonValue(number(v)); };
    auto month = [](double v, bool beyond) {
        return beyond ? tr("none (> %1)").arg(v - 1.0, 0, 'f', 0) : QString::number(v, 'f', 1);
    };
    if (format == QLatin1String("json")) {
        QJsonArray rows;
        for (const SensitivityRow &row : r.rows) {
            QJsonObject o{{QStringLiteral("driver"), row.key}, {QStringLiteral("name"), row.name},
                          {QStringLiteral("unit"), row.unit},
                          {QStringLiteral("baselineValue"), number(row.baselineValue)},
                          {QStringLiteral("lowValue"), number(row.lowValue)},
                          {QStringLiteral("highValue"), number(row.highValue)},
                          {QStringLiteral("swing"), number(row.swing())}};
            if (breakEven) {
                o.insert(QStringLiteral("lowBreakEvenMonth"), jsonMonth(row.lowOutcome, row.lowBeyondHorizon));
                o.insert(QStringLiteral("highBreakEvenMonth"), jsonMonth(row.highOutcome, row.highBeyondHorizon));
            } else {
                o.insert(QStringLiteral("lowDifference"), number(row.lowOutcome));
                o.insert(QStringLiteral("highDifference"), number(row.highOutcome));
            }
            rows.append(o);
        }
        QJsonObject root{{QStringLiteral("outputVersion"), 1},
                         {QStringLiteral("generator"), QStringLiteral("gputco " GPUTCO_VERSION)},
                         {QStringLiteral("scenario"), QJsonObject{{QStringLiteral("name"), scenario->name},
                                                                  {QStringLiteral("file"), p.file}}},
                         {QStringLiteral("currency"), cur},
                         {QStringLiteral("view"), QStringLiteral("cash")},
                         {QStringLiteral("metric"), breakEven ? QStringLiteral("breakEvenMonth")
                                                              : QStringLiteral("totalCostDifference")},
                         {QStringLiteral("optionA"), r.optionA},
                         {QStringLiteral("optionB"), r.optionB},
                         {QStringLiteral("percent"), r.percent},
                         {QStringLiteral("rows"), rows}};
        if (breakEven) {
            root.insert(QStringLiteral("baselineBreakEvenMonth"), jsonMonth(r.baselineOutcome, r.baselineBeyondHorizon));
            root.insert(QStringLiteral("horizonMonths"), scenario->horizonMonths);
        } else {
            root.insert(QStringLiteral("baselineDifference"), number(r.baselineOutcome));
        }
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    QList<QStringList> rows;
    if (breakEven) {
        // Name the self-hosted option first whichever order the ids came in.
        QString own = r.optionA, cloud = r.optionB;
        for (const Option &o : scenario->options)
            if (o.id == r.optionA && o.kind() == OptionKind::Cloud)
                std::swap(own, cloud);
        out << tr("Month in which %1 has paid back against %2 (cash view): %3; each input moved by -/+%4%, largest "
                  "effect first.")
                       .arg(own, cloud, month(r.baselineOutcome, r.baselineBeyondHorizon)).arg(r.percent)
            << "\n\n";
        for (const SensitivityRow &row : r.rows)
            rows << QStringList{row.name, QStringLiteral("%1 / %2 / %3 %4")
                                              .arg(grouped(row.lowValue, 2), grouped(row.baselineValue, 2),
                                                   grouped(row.highValue, 2), row.unit).trimmed(),
                                month(row.lowOutcome, row.lowBeyondHorizon),
                                month(row.highOutcome, row.highBeyondHorizon), QString::number(row.swing(), 'f', 1)};
        out << ResultWriter::textTable({tr("input"), tr("low / baseline / high"), tr("month at low"),
                                        tr("month at high"), tr("swing (months)")}, rows);
        return ExitOk;
    }
    out << tr("Total cost %1 - %2 (cash view): %3; each input moved by -/+%4%, largest effect first.")
                   .arg(r.optionA, r.optionB, money(r.baselineOutcome, cur)).arg(r.percent)
        << "\n\n";
    for (const SensitivityRow &row : r.rows)
        rows << QStringList{row.name, QStringLiteral("%1 / %2 / %3 %4")
                                          .arg(grouped(row.lowValue, 2), grouped(row.baselineValue, 2),
                                               grouped(row.highValue, 2), row.unit).trimmed(),
                            money(row.lowOutcome, cur), money(row.highOutcome, cur), money(row.swing(), cur)};
    out << ResultWriter::textTable({tr("input"), tr("low / baseline / high"), tr("A - B at low"), tr("A - B at high"), tr("swing")},
                       rows);
    return ExitOk;
}

int runUncertaintyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Args p = parse(args, {QStringLiteral("--format"), QStringLiteral("--trials"), QStringLiteral("--seed")});
    const QString usage = tr("Usage: gputco-cli uncertainty SCENARIO [--trials N] [--seed S] [--format table|json]\n"
                             "  Draws the scenario's uncertain inputs (its \"uncertainty\" section) N times (default: the\n"
                             "  file's, else 500) with the seed S (default: the file's, else 1) and prints P10/P50/P90 of\n"
                             "  every option's total; --format json adds the cumulative bands month by month.\n");
    QString format;
    if (const auto done = begin(p, usage, out, err, format))
        return *done;
    int code = ExitOk;
    std::optional<Scenario> scenario = load(p.file, err, code);
    if (!scenario)
        return code;
    if (!scenario->uncertainty) {
        err << p.file << ": $.uncertainty: " << tr("the scenario has no uncertain inputs (see docs/scenario-format.md)")
            << '\n';
        return ExitInvalidInput;
    }
    bool ok = true;
    if (p.values.contains(QStringLiteral("--trials"))) {
        const int trials = p.values.value(QStringLiteral("--trials")).toInt(&ok);
        if (!ok || trials < kMinUncertaintyTrials || trials > kMaxUncertaintyTrials)
            return usageError(err, tr("--trials needs a whole number from %1 to %2")
                                       .arg(kMinUncertaintyTrials).arg(kMaxUncertaintyTrials));
        scenario->uncertainty->trials = trials;
    }
    if (p.values.contains(QStringLiteral("--seed"))) {
        const quint64 seed = p.values.value(QStringLiteral("--seed")).toULongLong(&ok);
        if (!ok || seed > kMaxSeed)
            return usageError(err, tr("--seed needs a whole number from 0 to %1").arg(kMaxSeed));
        scenario->uncertainty->seed = seed;
    }
    // Estimated before running: a 14 KB file can ask for gigabytes (issue 16).
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::uncertainty(*scenario)); !tooBig.isEmpty()) {
        err << p.file << ": " << tooBig << '\n';
        return ExitInvalidInput;
    }
    const UncertaintyResult r = UncertaintyAnalysis::compute(*scenario);
    if (!r.ok()) {
        for (const QString &e : r.errors)
            err << p.file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    const QString &cur = scenario->reportingCurrency;
    if (format == QLatin1String("json")) {
        QJsonArray options;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const OptionBands &b = r.options[i];
            QJsonArray months;
            for (std::size_t m = 0; m < b.p10.size(); ++m)
                months.append(QJsonObject{{QStringLiteral("month"), int(m + 1)},
                                          {QStringLiteral("p10"), number(b.p10[m])},
                                          {QStringLiteral("p50"), number(b.p50[m])},
                                          {QStringLiteral("p90"), number(b.p90[m])}});
            options.append(QJsonObject{{QStringLiteral("id"), b.id},
                                       {QStringLiteral("name"), scenario->options[i].name},
                                       {QStringLiteral("totalP10"), number(b.totalP10)},
                                       {QStringLiteral("totalP50"), number(b.totalP50)},
                                       {QStringLiteral("totalP90"), number(b.totalP90)},
                                       {QStringLiteral("cumulative"), months}});
        }
        const QJsonObject root{{QStringLiteral("outputVersion"), 1},
                               {QStringLiteral("generator"), QStringLiteral("gputco " GPUTCO_VERSION)},
                               {QStringLiteral("scenario"), QJsonObject{{QStringLiteral("name"), scenario->name},
                                                                        {QStringLiteral("file"), p.file}}},
                               {QStringLiteral("currency"), cur},
                               {QStringLiteral("view"), QStringLiteral("cash")},
                               {QStringLiteral("trials"), r.trials},
                               {QStringLiteral("seed"), QString::number(r.seed)},
                               {QStringLiteral("inputs"), QJsonArray::fromStringList(r.inputsUsed)},
                               {QStringLiteral("options"), options}};
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    QStringList inputs;
    for (const QString &key : r.inputsUsed)
        if (const auto d = WhatIf::driverFromKey(key))
            inputs << WhatIf::spec(*d, *scenario).name;
    out << tr("Total cost over %1 months (cash view) from %2 draws of %3 (seed %4).")
                   .arg(scenario->horizonMonths).arg(r.trials).arg(inputs.join(QStringLiteral(", ")))
                   .arg(r.seed)
        << "\n\n";
    QList<QStringList> rows;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBands &b = r.options[i];
        rows << QStringList{scenario->options[i].name, money(b.totalP10, cur), money(b.totalP50, cur),
                            money(b.totalP90, cur)};
    }
    out << ResultWriter::textTable({tr("Option"), tr("P10"), tr("P50"), tr("P90")}, rows);
    return ExitOk;
}

} // namespace gputco
