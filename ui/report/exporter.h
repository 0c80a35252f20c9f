#pragma once

#include "costengine.h"
#include "pricelines.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

namespace gputco {

/*!
 * Exports of a computed scenario for spreadsheets and slides: XLSX (one sheet per table and
 * the monthly series per option and category, numeric cells with number formats), CSV of
 * the same series (UTF-8 with a byte-order mark so Excel reads Chinese), and each chart as
 * PNG or SVG. Every function returns an empty string on success, else the reason naming the
 * file. Headers follow the application language; numbers are the engine's, unrounded.
 */
class Exporter
{
public:
    enum class Chart { Cumulative, Categories };

    /// Where the XLSX's Inputs and Provenance sheets take the prices' sources from.
    struct XlsxSources
    {
        PriceLookup lookup; ///< catalog prices; empty: every price "entered in the scenario"
        QString sourceFile; ///< the scenario file (its name, SHA-256 and "x-" notes); may be empty
        QStringList unknownCatalogIds; ///< catalog price ids the catalog does not have (a warning each)
    };

    /*!
     * The XLSX working model: Inputs (assumptions, the discount rate the formulas use, every
     * price line with unit, source and date), Totals, Categories and Years whose amounts are
     * formulas over the Monthly sheet (with the engine's values cached for viewers that do not
     * recalculate), Monthly, Fiscal years, Break-even, Decisions and Provenance.
     */
    static QString writeXlsx(const Scenario &scenario, const ScenarioResult &result, const QString &fileName,
        const XlsxSources &sources = {});
    static QString writeCsv(const ScenarioResult &result, const QString &fileName);
    static QString writePng(Chart chart, const ScenarioResult &result, const QString &fileName);
    static QString writeSvg(Chart chart, const ScenarioResult &result, const QString &fileName);
};

} // namespace gputco
