#pragma once

#include "costengine.h"
#include "decision.h"
#include "money.h"
#include "pairselection.h"
#include "pricelines.h"
#include "scenario.h"
#include "whatif.h"

#include <QByteArray>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>
#include <string_view>

namespace gputco {

struct JobResult;
struct MonteCarloSettings;
struct SensitivityResult;
struct UncertaintyResult;

/*!
 * Renders a ScenarioResult as text for people (table), as JSON for programs (structure in
 * docs/cli-json.md) and as CSV (long format, one value per row). Numbers in JSON and CSV are
 * unrounded; the table rounds to the cent for display only.
 */
/// What compute's JSON says beside the result: where prices come from, and the kept variant the
/// result is of (issue 27).
struct JsonContext
{
    PriceLookup lookup; ///< the catalog, for the sources of "priceLines"; may be empty
    QString variantName; ///< set: the scenario was varied by this kept variant
    std::vector<DriverChange> variantChanges; ///< what the variant changes, against the scenario as saved
    /// The price lines when the caller collected them (the CLI does, in English: JSON values are
    /// the same in every language); else collected from `lookup` and declared for the variant.
    std::optional<QList<PriceLine>> priceLines = std::nullopt;
};

class ResultWriter
{
public:
    /// `decision`: the buy-instead-of-rent metrics (DecisionAnalysis, on the cash view), if given.
    /// `unit`: the amounts of the totals, categories and after-tax tables in 元/万元/亿元 (1/k/M),
    /// the headers naming it; Auto: the currency with cents.
    static QString table(const Scenario &scenario, const ScenarioResult &result,
        const DecisionResult *decision = nullptr, DisplayUnit unit = DisplayUnit::Auto);
    static QByteArray json(const Scenario &scenario, const ScenarioResult &result, const QString &sourceFile,
        const DecisionResult *decision = nullptr, const JsonContext &context = {});
    /// Receives streamed output, piece by piece (UTF-8; a piece never ends inside a character).
    using TextSink = std::function<void(std::string_view)>;
    using JsonSink = TextSink;
    /// The text of json(), streamed to `sink` about 64 KiB at a time: the options one by one, the
    /// break-evens and buy-instead-of-rent pairs one by one (the pairs computed one at a time from
    /// `cash`, the cash view of the same scenario; null: no "decisions"), never the whole tree.
    /// Only the pairs `pairs` keeps are listed (compute --pairs). "priceLines" lists every price
    /// the computation used with its provenance (PriceLines::collect over the context's lookup).
    static void writeJson(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &result,
        const QString &sourceFile, const ScenarioResult *cash, const PairFilter &pairs,
        const JsonContext &context = {});
    /// Only the break-even pairs `pairs` keeps are listed (compute --pairs). The text of writeCsv().
    static QString csv(const Scenario &scenario, const ScenarioResult &result, const PairFilter &pairs = PairFilter());
    /// The CSV of compute (long format: section, option, counterpart, key, value), streamed to
    /// `sink` about 64 KiB at a time as its rows are made, never held whole.
    static void writeCsv(const TextSink &sink, const Scenario &scenario, const ScenarioResult &result,
        const PairFilter &pairs = PairFilter());

    /// One line naming the recommended and the cheapest option (models/engine/ranking.h), or saying
    /// that no option serves all demand. Printed under the totals of the table.
    static QString rankingLine(const ScenarioResult &result);
    /// Most cards the option uses, with the work factor when it was sized against the
    /// demand's reference GPU: "30 (x2.16)".
    static QString cardsText(const OptionResult &option);

    /// Columns `text` takes in a terminal: 2 for East Asian wide characters (中文), else 1.
    static qsizetype displayWidth(const QString &text);
    /// An aligned text table for terminals: first column left-aligned, the rest right-aligned;
    /// widths in terminal columns, so Chinese option names line up.
    static QString textTable(const QStringList &header, const QList<QStringList> &rows);

    /// "1,234,567.89" (English grouping), as printed in tables.
    static QString money(double amount);
    static QString viewKey(CostView view);
    /// The cheapest reserved/burst split of a mixed option as a sentence, or empty when the
    /// option has none to suggest. Shared by the table, the app and the report.
    static QString splitNote(const OptionResult &option, const QString &currency, const QLocale &locale = QLocale());

    /*!
     * The JSON of `gputco-cli job`, `sensitivity` and `uncertainty` (docs/cli.md). Their keys
     * are in alphabetical order and laid out with four spaces, as these outputs have always been
     * (they were QJsonDocument's; see jsonText()). `monteCarlo`: the settings of the run, or
     * null when it had none.
     */
    static QByteArray jobJson(const Scenario &scenario, const JobResult &result, const QString &sourceFile,
        const MonteCarloSettings *monteCarlo);
    static QByteArray sensitivityJson(
        const Scenario &scenario, const SensitivityResult &result, const QString &sourceFile);
    static QByteArray uncertaintyJson(
        const Scenario &scenario, const UncertaintyResult &result, const QString &sourceFile);

private:
    static void writeJsonTo(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &result,
        const QString &sourceFile, const DecisionResult *decision, const ScenarioResult *cash, const PairFilter &pairs,
        const JsonContext &context);
    /// rankingLine() without the lines naming cheaper options that break a constraint.
    static QString budgetRankingLine(const ScenarioResult &result);
};

} // namespace gputco
