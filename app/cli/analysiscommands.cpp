#include "analysiscommands.h"

#include "resultwriter.h"

#include "catalogcheck.h"
#include "cli.h"
#include "commandline.h"
#include "job.h"
#include "resourcelimits.h"
#include "scenarioloader.h"
#include "sensitivity.h"
#include "uncertainty.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <atomic>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of Cli (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Cli)
};

/// Amounts as in every table of gputco-cli: "1,234,567.89", the currency named in the heading.
QString money(double amount)
{
    return ResultWriter::money(amount);
}

QString grouped(double v, int decimals = 0)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(v, 'f', decimals);
}

QString jobTable(const Scenario &s, const JobResult &r, const MonteCarloSettings *mc)
{
    QString out;
    out += Tr::tr("Job: %1 (%2)").arg(r.jobName.isEmpty() ? s.name : r.jobName, r.currency) + QLatin1Char('\n');
    if (r.trainingFlops)
        out += Tr::tr("Training FLOPs %1 at %2% MFU")
                   .arg(QString::number(*r.trainingFlops, 'g', 4))
                   .arg(r.mfu * 100.0, 0, 'g', 4)
            + QLatin1Char('\n');
    if (r.deadlineHours)
        out += Tr::tr("Deadline %1 h (%2 days)").arg(grouped(*r.deadlineHours, 1), grouped(*r.deadlineHours / 24.0, 1))
            + QLatin1Char('\n');
    out += QLatin1Char('\n');
    QList<QStringList> rows;
    for (const JobOptionResult &o : r.options) {
        if (!o.priced) {
            rows << QStringList{o.id, QString::number(o.gpus), QString(), QString(), QString(), QString(),
                Tr::tr("not priced"), QString()};
            continue;
        }
        QString wall = grouped(o.wallClockHours, 1);
        if (o.meetsDeadline && !*o.meetsDeadline)
            wall += QLatin1Char('!');
        rows << QStringList{o.id, QString::number(o.gpus),
            QString::number(o.pipelineEfficiency * 100.0, 'g', 4) + QLatin1Char('%'),
            QString::number(o.scalingEfficiency * 100.0, 'g', 4) + QLatin1Char('%'), grouped(o.billedGpuHours, 1), wall,
            money(o.cost), o.costPerUsefulGpuHour ? money(*o.costPerUsefulGpuHour) : QString()};
    }
    out += ResultWriter::textTable(
        {Tr::tr("option"), Tr::tr("GPUs"), Tr::tr("pipeline"), Tr::tr("scaling"), Tr::tr("billed GPU-h"),
            Tr::tr("wall-clock h"), Tr::tr("cost"), Tr::tr("per useful GPU-h")},
        rows);
    if (r.deadlineHours)
        out += Tr::tr("! misses the deadline") + QLatin1Char('\n');

    QList<QStringList> mcRows;
    for (const JobOptionResult &o : r.options) {
        if (!o.monteCarlo)
            continue;
        const MonteCarloResult &m = *o.monteCarlo;
        mcRows << QStringList{o.id, money(m.cost.p10), money(m.cost.p50), money(m.cost.p90),
            grouped(m.finishHours.p10, 1), grouped(m.finishHours.p50, 1), grouped(m.finishHours.p90, 1),
            grouped(m.meanInterruptions, 1),
            o.deadlineSimulated ? QString::number(m.fallbackShare * 100.0, 'f', 1) + QLatin1Char('%')
                                : QStringLiteral("-")};
    }
    if (mc && !mcRows.isEmpty()) {
        out += QLatin1Char('\n')
            + Tr::tr("Spot interruptions, Monte Carlo: %1 trials, seed %2").arg(mc->trials).arg(mc->seed)
            + QLatin1Char('\n');
        out += ResultWriter::textTable(
            {Tr::tr("option"), Tr::tr("cost P10"), Tr::tr("cost P50"), Tr::tr("cost P90"), Tr::tr("finish P10 h"),
                Tr::tr("finish P50 h"), Tr::tr("finish P90 h"), Tr::tr("interruptions"), Tr::tr("fell back")},
            mcRows);
    }
    out += QLatin1Char('\n') + Tr::tr("Why") + QLatin1Char('\n');
    for (const JobOptionResult &o : r.options) {
        out += QStringLiteral("%1 (%2)\n").arg(o.id, o.name);
        if (!o.priced)
            out += QStringLiteral("  ") + Tr::tr("Not priced: %1").arg(o.notPricedReason) + QLatin1Char('\n');
        for (const QString &w : o.why)
            out += QStringLiteral("  ") + w + QLatin1Char('\n');
        if (o.youngIntervalHours && o.dalyIntervalHours)
            out += QStringLiteral("  ")
                + Tr::tr("Optimal checkpoint interval: Young %1 h, Daly %2 h.")
                      .arg(*o.youngIntervalHours, 0, 'f', 2)
                      .arg(*o.dalyIntervalHours, 0, 'f', 2)
                + QLatin1Char('\n');
        for (const QString &w : o.warnings)
            out += QStringLiteral("  ") + Tr::tr("Warning: %1").arg(w) + QLatin1Char('\n');
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
    usageError(err, Tr::tr("unknown format \"%1\": use table or json").arg(format));
    return false;
}

/// The start every analysis command shares: --format and the common options, --help, usage
/// errors and the scenario file. Returns the exit code when the command ends there.
std::optional<int> begin(
    CommandLine &cl, const QStringList &args, QTextStream &out, QTextStream &err, QString &file, QString &format)
{
    cl.addValue(
        {QStringLiteral("format")}, QStringLiteral("table|json"), Tr::tr("Output format."), QStringLiteral("table"));
    cl.addScenarioCommonOptions();
    if (const auto stop = cl.parseScenarioCommand(args, out, err, file))
        return stop;
    format = cl.value(QStringLiteral("format"));
    if (!checkFormat(format, err))
        return ExitInvalidInput;
    return std::nullopt;
}

/// A break-even month beyond the horizon is "> N" in the table (null in JSON).
QString monthText(double v, bool beyond)
{
    return beyond ? Tr::tr("none (> %1)").arg(v - 1.0, 0, 'f', 0) : QString::number(v, 'f', 1);
}

/// An input's low, baseline and high values and unit: "0.80 / 1.00 / 1.20 CNY".
QString inputRange(const SensitivityRow &row)
{
    return QStringLiteral("%1 / %2 / %3 %4")
        .arg(grouped(row.lowValue, 2), grouped(row.baselineValue, 2), grouped(row.highValue, 2), row.unit)
        .trimmed();
}

/// The tornado of the month the self-hosted option of the pair has paid back.
QString breakEvenTornado(const Scenario &scenario, const SensitivityResult &r)
{
    // Name the self-hosted option first whichever order the ids came in.
    QString own = r.optionA, cloud = r.optionB;
    for (const Option &o : scenario.options)
        if (o.id == r.optionA && o.kind() == OptionKind::Cloud)
            std::swap(own, cloud);
    QString out = Tr::tr("Month in which %1 has paid back against %2 (cash view): %3; each input moved by -/+%4%, "
                         "largest effect first.")
                      .arg(own, cloud, monthText(r.baselineOutcome, r.baselineBeyondHorizon))
                      .arg(r.percent)
        + QStringLiteral("\n\n");
    QList<QStringList> rows;
    for (const SensitivityRow &row : r.rows)
        rows << QStringList{row.name, inputRange(row), monthText(row.lowOutcome, row.lowBeyondHorizon),
            monthText(row.highOutcome, row.highBeyondHorizon), QString::number(row.swing(), 'f', 1)};
    return out
        + ResultWriter::textTable({Tr::tr("input"), Tr::tr("low / baseline / high"), Tr::tr("month at low"),
                                      Tr::tr("month at high"), Tr::tr("swing (months)")},
            rows);
}

/// The tornado of the total-cost difference A - B.
QString costTornado(const Scenario &scenario, const SensitivityResult &r)
{
    QString out = Tr::tr("Total cost %1 - %2 (cash view): %3 %4; each input moved by -/+%5%, largest effect first.")
                      .arg(r.optionA, r.optionB, money(r.baselineOutcome), scenario.reportingCurrency)
                      .arg(r.percent)
        + QStringLiteral("\n\n");
    QList<QStringList> rows;
    for (const SensitivityRow &row : r.rows)
        rows << QStringList{
            row.name, inputRange(row), money(row.lowOutcome), money(row.highOutcome), money(row.swing())};
    return out
        + ResultWriter::textTable({Tr::tr("input"), Tr::tr("low / baseline / high"), Tr::tr("A - B at low"),
                                      Tr::tr("A - B at high"), Tr::tr("swing")},
            rows);
}

} // namespace

int runJobCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("job"), Tr::tr("SCENARIO"),
        Tr::tr("The scenario's job on every option: billed GPU-hours, wall-clock, cost, and for spot options a "
               "Monte Carlo of interruptions (N trials from %1 to %2, default 10000; 0 for none) with the seed S "
               "(0 to %3, default 1), on as many threads as the app uses.")
            .arg(kMinTrials)
            .arg(kMaxTrials)
            .arg(kMaxSeed));
    cl.addValue(
        {QStringLiteral("trials")}, QStringLiteral("N"), Tr::tr("Monte Carlo trials."), QStringLiteral("10000"));
    cl.addValue({QStringLiteral("seed")}, QStringLiteral("S"), Tr::tr("Random seed."), QStringLiteral("1"));
    QString file, format;
    if (const auto done = begin(cl, args, out, err, file, format))
        return *done;
    bool ok = true;
    const int trials = cl.value(QStringLiteral("trials")).toInt(&ok);
    if (!ok || (trials != 0 && (trials < kMinTrials || trials > kMaxTrials)))
        return usageError(
            err, Tr::tr("--trials needs a whole number from %1 to %2, or 0 for none").arg(kMinTrials).arg(kMaxTrials));
    const std::uint64_t seed = cl.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok || seed > kMaxSeed)
        return usageError(err, Tr::tr("--seed needs a whole number from 0 to %1").arg(kMaxSeed));

    int code = ExitOk;
    const std::optional<Scenario> scenario = load(file, err, code);
    if (!scenario)
        return code;
    if (!scenario->job) {
        err << file << ": $.job: " << Tr::tr("the scenario has no job section (see docs/scenario-format.md)") << '\n';
        return ExitInvalidInput;
    }
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::monteCarlo(*scenario, trials));
        !tooBig.isEmpty()) {
        err << file << ": " << tooBig << '\n';
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
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(ResultWriter::jobJson(*scenario, result, file, settings));
    else
        out << jobTable(*scenario, result, settings);
    return ExitOk;
}

int runSensitivityCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("sensitivity"), Tr::tr("SCENARIO --options A,B"),
        Tr::tr("Moves each key input by -/+ the percentage and shows, largest effect first, the change of\n"
               "  cost:      the total-cost difference A - B (cash view, undiscounted; the default)\n"
               "  breakeven: the month the self-hosted option of A and B has paid back against the cloud one"));
    cl.addValue({QStringLiteral("options")}, QStringLiteral("A,B"), Tr::tr("The two option ids to compare."));
    cl.addValue({QStringLiteral("percent")}, QStringLiteral("P"), Tr::tr("How far each input moves, in percent."),
        QStringLiteral("20"));
    cl.addValue({QStringLiteral("metric")}, QStringLiteral("cost|breakeven"), Tr::tr("What the tornado measures."),
        QStringLiteral("cost"));
    QString file, format;
    if (const auto done = begin(cl, args, out, err, file, format))
        return *done;
    const QString metricName = cl.value(QStringLiteral("metric"));
    if (metricName != QLatin1String("cost") && metricName != QLatin1String("breakeven"))
        return usageError(err, Tr::tr("--metric is cost or breakeven, not \"%1\"").arg(metricName));
    const bool breakEven = metricName == QLatin1String("breakeven");
    const QStringList ids = cl.value(QStringLiteral("options")).split(QLatin1Char(','));
    if (ids.size() != 2 || ids[0].trimmed().isEmpty() || ids[1].trimmed().isEmpty())
        return usageError(err, Tr::tr("--options needs two option ids: --options A,B"));
    bool ok = true;
    const double percent = cl.value(QStringLiteral("percent")).toDouble(&ok);
    if (!ok || !(percent > 0.0) || percent > 100.0)
        return usageError(err, Tr::tr("--percent needs a number above 0 and at most 100"));

    int code = ExitOk;
    const std::optional<Scenario> scenario = load(file, err, code);
    if (!scenario)
        return code;
    const SensitivityResult r = Sensitivity::analyse(*scenario,
        breakEven ? SensitivityMetric::BreakEvenMonth : SensitivityMetric::TotalCostDifference, ids[0].trimmed(),
        ids[1].trimmed(), percent);
    if (!r.ok()) {
        for (const QString &e : r.errors)
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    if (format == QLatin1String("json"))
        out << QString::fromUtf8(ResultWriter::sensitivityJson(*scenario, r, file));
    else
        out << (breakEven ? breakEvenTornado(*scenario, r) : costTornado(*scenario, r));
    return ExitOk;
}

int runUncertaintyCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("uncertainty"), Tr::tr("SCENARIO"),
        Tr::tr("Draws the scenario's uncertain inputs (its \"uncertainty\" section) N times (default: the file's, "
               "else 500) with the seed S (default: the file's, else 1) and prints P10/P50/P90 of every option's "
               "total; --format json adds the cumulative bands month by month."));
    cl.addValue({QStringLiteral("trials")}, QStringLiteral("N"), Tr::tr("Draws."));
    cl.addValue({QStringLiteral("seed")}, QStringLiteral("S"), Tr::tr("Random seed."));
    QString file, format;
    if (const auto done = begin(cl, args, out, err, file, format))
        return *done;
    int code = ExitOk;
    std::optional<Scenario> scenario = load(file, err, code);
    if (!scenario)
        return code;
    if (!scenario->uncertainty) {
        err << file
            << ": $.uncertainty: " << Tr::tr("the scenario has no uncertain inputs (see docs/scenario-format.md)")
            << '\n';
        return ExitInvalidInput;
    }
    bool ok = true;
    if (cl.isSet(QStringLiteral("trials"))) {
        const int trials = cl.value(QStringLiteral("trials")).toInt(&ok);
        if (!ok || trials < kMinUncertaintyTrials || trials > kMaxUncertaintyTrials)
            return usageError(err,
                Tr::tr("--trials needs a whole number from %1 to %2")
                    .arg(kMinUncertaintyTrials)
                    .arg(kMaxUncertaintyTrials));
        scenario->uncertainty->trials = trials;
    }
    if (cl.isSet(QStringLiteral("seed"))) {
        const quint64 seed = cl.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok || seed > kMaxSeed)
            return usageError(err, Tr::tr("--seed needs a whole number from 0 to %1").arg(kMaxSeed));
        scenario->uncertainty->seed = seed;
    }
    // Estimated before running: a 14 KB file can ask for gigabytes (issue 16).
    if (const QString tooBig = ResourceLimits::check(ResourceLimits::uncertainty(*scenario)); !tooBig.isEmpty()) {
        err << file << ": " << tooBig << '\n';
        return ExitInvalidInput;
    }
    // Measured as it runs, stopped when its pace says it would pass the time limit (issue 33).
    std::atomic_bool cancel{false};
    ResourceLimits::TimeWatch watch(scenario->uncertainty->trials, ResourceLimits::timeLimitSeconds(), cancel);
    const UncertaintyResult r = UncertaintyAnalysis::compute(
        *scenario, {}, CostView::Cash, &cancel, [&watch](int done) { watch.progress(done); });
    if (watch.stoppedAt()) {
        err << file << ": " << watch.refusal(ResourceLimits::uncertainty(*scenario).what) << '\n';
        return ExitInvalidInput;
    }
    if (!r.ok()) {
        for (const QString &e : r.errors)
            err << file << ": " << e << '\n';
        return ExitInvalidInput;
    }
    const QString &cur = scenario->reportingCurrency;
    if (format == QLatin1String("json")) {
        out << QString::fromUtf8(ResultWriter::uncertaintyJson(*scenario, r, file));
        return ExitOk;
    }
    QStringList inputs;
    for (const QString &key : r.inputsUsed)
        if (const auto d = driverFromKey(key))
            inputs << WhatIf::spec(*d, *scenario).name;
    out << Tr::tr("Total cost over %1 months (cash view, %5) from %2 draws of %3 (seed %4).")
               .arg(scenario->horizonMonths)
               .arg(r.trials)
               .arg(inputs.join(QStringLiteral(", ")))
               .arg(r.seed)
               .arg(cur)
        << "\n\n";
    QList<QStringList> rows;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBands &b = r.options[i];
        rows << QStringList{scenario->options[i].name, money(b.totalP10), money(b.totalP50), money(b.totalP90)};
    }
    out << ResultWriter::textTable({Tr::tr("Option"), Tr::tr("P10"), Tr::tr("P50"), Tr::tr("P90")}, rows);
    return ExitOk;
}

} // namespace gputco
