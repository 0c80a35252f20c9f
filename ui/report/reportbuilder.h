#pragma once

#include "decision.h"
#include "ranking.h"
#include "reportwriter.h"
#include "sensitivity.h"
#include "uncertainty.h"

#include <QCoreApplication>
#include <QList>
#include <QSizeF>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QPainter;
class QPdfWriter;
class QTextDocument;

// Internal to ui/report: the report's sections are in reportsummary.cpp, reportcosts.cpp,
// reportanalysis.cpp and its layout on pages in reportrender.cpp.

namespace gputco {

/// The report being written: its input, what several sections share (ranking, decision pairs,
/// bands, sensitivities) and the HTML so far. ReportWriter::writePdf() runs the steps in order.
class ReportBuilder
{
    // Its texts belong to the report's translation context (lupdate files them there too).
    Q_DECLARE_TR_FUNCTIONS(gputco::ReportWriter)

public:
    explicit ReportBuilder(const ReportInput &input);
    /// Empty when the result can be reported, else why not (naming `fileName`).
    QString check(const QString &fileName) const;

    /// The cover: what was compared, how old the prices are, who signs, the contents.
    void addCover();
    /// A report of a what-if or kept variant: every input it changes, as saved and as reported.
    void addWhatIfDeclaration();
    /// The executive summary: the recommendation with its one saving, the budget and the constraints.
    void addExecutiveSummary();
    /// The risks of every option, ranked or left out (optionRisks()).
    void addRisks();
    /// The results table: recommended, cheapest, options not ranked and why, break-evens.
    void addSummaryTable();
    /// The totals of every option, how options on other accelerators were sized, the tax basis.
    void addTotals();
    /// Buy instead of rent: the decision metrics of each self-hosted and cloud pair.
    void addBuyInsteadOfRent();
    /// The budget, each option's fit and its spend per fiscal year.
    void addBudget();
    /// The cumulative cost and category charts (painted at render time).
    void addCharts();
    /// Each option's cost by year and category.
    void addPerOption();
    /// The fees beside the GPU price.
    void addHiddenFees();
    /// The sensitivity of the recommendation and of the break-even month.
    void addSensitivity();
    /// The P10/P50/P90 bands of each option's total.
    void addUncertainty();
    /// The assumptions as entered.
    void addAssumptions();
    /// Every price line that enters a total, and the exchange rates.
    void addProvenance();
    /// Lays the HTML out on A4 pages with header, footer and contents, and saves the PDF.
    QString render(const QString &fileName);

private:
    /// The source of an input `driver` moves: the what-if's change when the report's what-if
    /// changes it, else `otherwise`.
    QString sourceOf(Driver driver, const QString &otherwise) const;
    /// The executive summary's recommendation (or why there is none) and its warnings.
    void addRecommendation();
    /// Why `o` is recommended: the saving against the runner-up, the undiscounted order.
    QStringList recommendationReasons(const OptionResult &o) const;
    /// The executive summary on the budget: which options fit, which cheaper ones overrun it.
    void addBudgetVerdict();
    /// The executive summary on the constraints: the rules and the options that break them.
    void addConstraintVerdict();
    /// The budget's terms as given: basis, split, currency, source, calendar (Item, Value rows).
    QList<QStringList> budgetAsGiven(const BudgetResult &b) const;
    /// The budget of each period, and what counts as capex and opex.
    void addBudgetPeriods(const BudgetResult &b);
    /// Whether each option fits, and the most GPUs and months the budget buys with it.
    void addWhatTheBudgetBuys(const BudgetResult &b);
    /// Each option's spend per fiscal year against the budget.
    void addSpendPerFiscalYear(const BudgetResult &b);

    /// A price line's row of the provenance tables: item, price, unit, currency, discount, tax,
    /// as of, source.
    static QStringList priceRow(const PriceLine &l);
    /// Where a price comes from: the scenario, the catalog row, the price book, a quote.
    static QString priceSource(const PriceLine &l);
    static QString priceAmount(const PriceLine &l);
    static QString priceTax(const PriceLine &l);

    /// Paints the charts where the document shows them, as vector graphics (device pixels of
    /// `pt` per point).
    void addChartPainters(QTextDocument &doc, double pt);
    /// The HTML of the body (from the executive summary on), its charts `bodyWidth` wide
    /// (device pixels).
    QString bodyHtml(double bodyWidth) const;
    /// Lays the cover out with its contents: the body's h2 headings and their pages (0-based
    /// `bodyPages` in the body document, whose first is the executive summary's).
    void layOutCover(QTextDocument &coverDoc, QPdfWriter &writer, const QSizeF &body, const QString &bodyText,
        const QList<int> &bodyPages);
    /// A document of the report's fonts and styles laid out on pages of `body` (device pixels
    /// of the PDF writer), from `text`, with headings kept with what they head.
    void layOut(QTextDocument &doc, QPdfWriter &writer, const QString &text, const QSizeF &body);
    /// Header, footer and body of every page: the pages of each document in turn.
    /// The pages of each document from its first (`docs`: document and first page) in turn.
    void paintPages(QPdfWriter &writer, QPainter &painter, const QList<std::pair<QTextDocument *, int>> &docs,
        double headerHeight, double footerHeight, const QSizeF &body);

    const ReportInput &in;
    const Scenario &s;
    ScenarioResult r;
    QString cur;
    QList<PriceLine> priceLines;
    PriceLines::Annotations annotations; ///< the scenario file's "x-" notes (read by the cover)
    Ranking ranking;
    int rec = -1;
    /// All options by undiscounted total (ties: scenario order), for the totals table.
    std::vector<int> byTotal;
    DecisionResult decision;
    bool bookValueCredited = false;
    std::optional<UncertaintyResult> bands;
    /// Why the bands are not in the report (they would take longer than the time limit), or empty.
    QString bandsLeftOut;
    /// ReportInput::progress asked to stop: nothing is written.
    bool cancelled = false;
    int runnerUpIndex = -1;
    int cheapestCloud = -1;
    int cheapestOwn = -1;
    std::optional<SensitivityResult> sensitivity;
    std::optional<SensitivityResult> breakEvenSensitivity;
    /// The cloud option the pair tables compare against (ChartLabels::cheapestCloud), or -1.
    int pairCloud = -1;
    QString html;
    /// Where the cover ends in `html` (the executive summary starts on a new page): the cover
    /// and the body are laid out as two documents (issue 17).
    qsizetype coverLength = -1;

    /// Whether the pair tables (break-evens, buy instead of rent) list the pair: every pair of
    /// a small scenario, else each self-hosted option against the cheapest cloud option and the
    /// recommended one (issue 17: 200 options have 7,500 pairs; the XLSX lists them all).
    bool pairShown(int cloudIndex, int pairCount) const
    {
        return pairCount <= kAllPairsUpTo || cloudIndex == pairCloud || cloudIndex == rec;
    }
    /// The sentence under a pair table that leaves `left` pairs out, or empty.
    QString pairsLeftOut(int left) const;
    static constexpr int kAllPairsUpTo = 12;
};

} // namespace gputco
