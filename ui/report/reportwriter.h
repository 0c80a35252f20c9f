#pragma once

#include "costengine.h"
#include "scenario.h"

#include <QDate>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace gputco {

/// One price a computation used, with where it came from.
struct PriceLine
{
    QString option;       ///< option name
    QString provider;
    QString item;         ///< instance type, region, pricing model
    double amount = 0.0;
    QString unit;         ///< e.g. "per instance-hour"
    QString currency;
    QString asOf;         ///< empty when unknown
    QString source;
};

/// Looks a catalog price up by its stable id (the app and CLI pass the pricing database).
using PriceLookup = std::function<std::optional<PriceLine>(const QString &priceId)>;

struct ReportInput
{
    Scenario scenario;
    ScenarioResult result;   ///< cash view
    QString sourceFile;
    QDate date = QDate::currentDate();
    PriceLookup lookup;      ///< may be empty
};

/*!
 * The procurement report: an A4 PDF with header, footer and page numbers, cover, executive
 * summary, charts, per-option tables by year and category, hidden fees, assumptions and
 * price provenance. The text is in the current application language (setApplicationLanguage)
 * with CJK fonts named explicitly and embedded. Every number comes from the engine result.
 */
class ReportWriter
{
public:
    /// Empty string on success, else the reason naming the file.
    static QString writePdf(const ReportInput &input, const QString &fileName);
    /// The prices the scenario uses, enriched from the catalog where it references one.
    static QList<PriceLine> prices(const ReportInput &input);
    /// The report title for the PDF metadata and header.
    static QString title(const Scenario &scenario);
};

} // namespace gputco
