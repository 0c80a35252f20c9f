#include "resultwriter.h"

#include "job.h"
#include "sensitivity.h"
#include "uncertainty.h"

#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace gputco {

namespace {

std::string s(const QString &q)
{
    return q.toStdString();
}

using ojson = nlohmann::ordered_json;

ojson onumber(double v)
{
    return std::isfinite(v) ? ojson(v) : ojson(nullptr);
}

template<typename T> ojson ooptional(const std::optional<T> &v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

ojson ostrings(const QStringList &list)
{
    auto a = ojson::array();
    for (const QString &t : list)
        a.push_back(s(t));
    return a;
}

ojson distribution(const Distribution &d)
{
    return {{"max", onumber(d.max)}, {"mean", onumber(d.mean)}, {"min", onumber(d.min)}, {"p10", onumber(d.p10)},
        {"p50", onumber(d.p50)}, {"p90", onumber(d.p90)}};
}

void layout(const ojson &v, QByteArray &out, int indent);

/// The members of an object or array, one a line at @p indent levels of four spaces.
void layoutContent(const ojson &v, QByteArray &out, int indent)
{
    const QByteArray spaces(4 * indent, ' ');
    std::size_t left = v.size();
    for (auto it = v.begin(); it != v.end(); ++it) {
        out += spaces;
        if (v.is_object())
            out += QByteArray::fromStdString(ojson(it.key()).dump(-1, ' ', false, ojson::error_handler_t::replace))
                + ": ";
        layout(*it, out, indent);
        out += --left > 0 ? ",\n" : "\n";
    }
}

void layout(const ojson &v, QByteArray &out, int indent)
{
    switch (v.type()) {
    case ojson::value_t::object:
    case ojson::value_t::array:
        out += v.is_object() ? "{\n" : "[\n";
        layoutContent(v, out, indent + 1);
        out += QByteArray(4 * indent, ' ') + (v.is_object() ? '}' : ']');
        break;
    case ojson::value_t::number_integer: out += QByteArray::number(qint64(v.get<std::int64_t>())); break;
    case ojson::value_t::number_unsigned: out += QByteArray::number(quint64(v.get<std::uint64_t>())); break;
    case ojson::value_t::number_float: {
        const double d = v.get<double>();
        out += std::isfinite(d) ? QByteArray::number(d, 'g', QLocale::FloatingPointShortest) : QByteArray("null");
        break;
    }
    default: // strings, booleans, null
        out += QByteArray::fromStdString(v.dump(-1, ' ', false, ojson::error_handler_t::replace));
        break;
    }
}

/*!
 * @p root laid out as QJsonDocument::Indented lays it out (four spaces, "[\n    ]" for an
 * empty array, numbers in their shortest form, a newline at the end), so that the job,
 * sensitivity and uncertainty outputs stay byte for byte what they were before they were
 * written with nlohmann.
 */
QByteArray jsonText(const ojson &root)
{
    QByteArray out;
    layout(root, out, 0);
    return out + '\n';
}

ojson scenarioRef(const Scenario &scenario, const QString &file)
{
    return {{"file", s(file)}, {"name", s(scenario.name)}};
}

} // namespace

// Keys are written in alphabetical order: the order these outputs have always had.
QByteArray ResultWriter::jobJson(
    const Scenario &scenario, const JobResult &r, const QString &file, const MonteCarloSettings *mc)
{
    ojson root;
    root["currency"] = s(r.currency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["job"] = {{"deadlineHours", ooptional(r.deadlineHours)}, {"mfu", r.mfu}, {"name", s(r.jobName)},
        {"trainingFlops", ooptional(r.trainingFlops)}};
    root["monteCarlo"] = mc ? ojson{{"seed", std::to_string(mc->seed)}, {"trials", mc->trials}} : ojson(nullptr);
    auto options = ojson::array();
    for (const JobOptionResult &o : r.options) {
        ojson j;
        j["billedGpuHours"] = onumber(o.billedGpuHours);
        j["cost"] = o.priced ? onumber(o.cost) : ojson(nullptr);
        j["costPerUsefulGpuHour"] = ooptional(o.costPerUsefulGpuHour);
        j["dataCost"] = o.priced ? onumber(o.dataCost) : ojson(nullptr);
        j["gpus"] = o.gpus;
        j["id"] = s(o.id);
        j["instances"] = o.instances;
        j["interconnect"] = o.interconnectName.isEmpty() ? ojson(nullptr) : ojson(s(o.interconnectName));
        j["kind"] = o.kind == OptionKind::Cloud ? "cloud" : "selfHosted";
        j["meetsDeadline"] = ooptional(o.meetsDeadline);
        if (o.monteCarlo) {
            const MonteCarloResult &m = *o.monteCarlo;
            j["monteCarlo"] = {{"cost", distribution(m.cost)}, {"deadlineApplied", o.deadlineSimulated},
                {"deadlineMissShare", m.deadlineMissShare}, {"fallbackShare", m.fallbackShare},
                {"finishHours", distribution(m.finishHours)}, {"meanCheckpointHours", m.meanCheckpointHours},
                {"meanFallbackHours", m.meanFallbackHours}, {"meanInterruptions", m.meanInterruptions},
                {"meanLostHours", m.meanLostHours}, {"meanRestartHours", m.meanRestartHours},
                {"meanSpotHours", m.meanSpotHours}, {"overheadFraction", distribution(m.overheadFraction)},
                {"seed", std::to_string(m.seed)}, {"trials", m.trials}};
        }
        j["name"] = s(o.name);
        j["nodes"] = o.nodes;
        j["notPricedReason"] = o.priced ? ojson(nullptr) : ojson(s(o.notPricedReason));
        j["peakTflopsPerGpu"] = o.peakTflopsPerGpu > 0.0 ? ojson(o.peakTflopsPerGpu) : ojson(nullptr);
        j["pipelineEfficiency"] = o.pipelineEfficiency;
        j["priced"] = o.priced;
        j["scalingEfficiency"] = o.scalingEfficiency;
        if (o.spotOverheadFraction)
            j["spot"] = {{"dalyIntervalHours", ooptional(o.dalyIntervalHours)},
                {"overheadFraction", onumber(*o.spotOverheadFraction)},
                {"youngIntervalHours", ooptional(o.youngIntervalHours)}};
        j["storage"] = o.storageName.isEmpty() ? ojson(nullptr) : ojson(s(o.storageName));
        j["usefulGpuHours"] = onumber(o.usefulGpuHours);
        j["wallClockHours"] = o.priced ? onumber(o.wallClockHours) : ojson(nullptr);
        j["warnings"] = ostrings(o.warnings);
        j["why"] = ostrings(o.why);
        options.push_back(std::move(j));
    }
    root["options"] = std::move(options);
    root["outputVersion"] = 1;
    root["scenario"] = scenarioRef(scenario, file);
    return jsonText(root);
}

QByteArray ResultWriter::sensitivityJson(const Scenario &scenario, const SensitivityResult &r, const QString &file)
{
    const bool breakEven = r.metric == SensitivityMetric::BreakEvenMonth;
    // A break-even month beyond the horizon is null.
    auto month = [](double v, bool beyond) { return beyond ? ojson(nullptr) : onumber(v); };
    ojson root;
    if (breakEven)
        root["baselineBreakEvenMonth"] = month(r.baselineOutcome, r.baselineBeyondHorizon);
    else
        root["baselineDifference"] = onumber(r.baselineOutcome);
    root["currency"] = s(scenario.reportingCurrency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    if (breakEven)
        root["horizonMonths"] = scenario.horizonMonths;
    root["metric"] = breakEven ? "breakEvenMonth" : "totalCostDifference";
    root["optionA"] = s(r.optionA);
    root["optionB"] = s(r.optionB);
    root["outputVersion"] = 1;
    root["percent"] = r.percent;
    auto rows = ojson::array();
    for (const SensitivityRow &row : r.rows) {
        ojson o;
        o["baselineValue"] = onumber(row.baselineValue);
        o["driver"] = s(row.key);
        if (breakEven)
            o["highBreakEvenMonth"] = month(row.highOutcome, row.highBeyondHorizon);
        else
            o["highDifference"] = onumber(row.highOutcome);
        o["highValue"] = onumber(row.highValue);
        if (breakEven)
            o["lowBreakEvenMonth"] = month(row.lowOutcome, row.lowBeyondHorizon);
        else
            o["lowDifference"] = onumber(row.lowOutcome);
        o["lowValue"] = onumber(row.lowValue);
        o["name"] = s(row.name);
        o["swing"] = onumber(row.swing());
        o["unit"] = s(row.unit);
        rows.push_back(std::move(o));
    }
    root["rows"] = std::move(rows);
    root["scenario"] = scenarioRef(scenario, file);
    root["view"] = "cash";
    return jsonText(root);
}

QByteArray ResultWriter::uncertaintyJson(const Scenario &scenario, const UncertaintyResult &r, const QString &file)
{
    ojson root;
    root["currency"] = s(scenario.reportingCurrency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["inputs"] = ostrings(r.inputsUsed);
    auto options = ojson::array();
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBands &b = r.options[i];
        auto months = ojson::array();
        for (std::size_t m = 0; m < b.p10.size(); ++m)
            months.push_back({{"month", int(m + 1)}, {"p10", onumber(b.p10[m])}, {"p50", onumber(b.p50[m])},
                {"p90", onumber(b.p90[m])}});
        options.push_back({{"cumulative", std::move(months)}, {"id", s(b.id)}, {"name", s(scenario.options[i].name)},
            {"totalP10", onumber(b.totalP10)}, {"totalP50", onumber(b.totalP50)}, {"totalP90", onumber(b.totalP90)}});
    }
    root["options"] = std::move(options);
    root["outputVersion"] = 1;
    root["scenario"] = scenarioRef(scenario, file);
    root["seed"] = std::to_string(r.seed);
    root["trials"] = r.trials;
    root["view"] = "cash";
    return jsonText(root);
}

} // namespace gputco
