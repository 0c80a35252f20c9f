#pragma once

#include "costengine.h"
#include "money.h"
#include "pricelines.h"
#include "scenario.h"
#include "whatif.h"

#include <QDate>
#include <QList>
#include <QString>

#include <functional>

namespace gputco {

struct ReportInput
{
    Scenario scenario;
    ScenarioResult result; ///< cash view
    QString sourceFile;
    /// The scenario has changes not saved to sourceFile: the sign-off block says that its hash
    /// is of the file as last saved.
    bool sourceModified = false;
    QDate date = QDate::currentDate();
    PriceLookup lookup; ///< may be empty
    /// Money in 元/万元/亿元 (1/k/M) with the unit named; Auto: whole currency units.
    DisplayUnit displayUnit = DisplayUnit::Auto;
    /// Set: the report is of a what-if or a kept variant, not of the scenario as saved. Every
    /// page names it, the cover lists every changed input (against the scenario as saved) and
    /// every amount it changed is sourced as the variant (issue 27).
    QString variantName;
    std::vector<DriverChange> variantChanges;
    /// Called on the calling thread while the long part (the uncertainty bands) runs, with the
    /// trials done and in all; returning false stops the report, which is then not written.
    std::function<bool(int done, int total)> progress;
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
    /// The same of `scenario` and its cash-view `result`; with `variantName` set, the lines the
    /// variant's `changes` replaced are declared as the variant's (Variants::declare()).
    static QList<PriceLine> prices(const Scenario &scenario, const ScenarioResult &result, const PriceLookup &lookup,
        const QString &variantName = {}, const std::vector<DriverChange> &changes = {});
    /// The report title for the PDF metadata and header.
    static QString title(const Scenario &scenario);
};

} // namespace gputco
