#include "reportwriter.h"

#include "budget.h"
#include "calendar.h"
#include "chartlabels.h"
#include "chartpainter.h"
#include "decision.h"
#include "language.h"
#include "money.h"
#include "ranking.h"
#include "resultwriter.h"
#include "savefile.h"
#include "sensitivity.h"
#include "tax.h"
#include "translate.h"
#include "uncertainty.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextObjectInterface>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::ReportWriter", text);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

/// The display unit of the report being written (ReportInput::displayUnit); Auto: whole
/// currency units, 万元 beside large yuan amounts in Chinese summaries.
DisplayUnit gDisplayUnit = DisplayUnit::Auto;

/// An amount in a summary or a table of totals: whole currency units (the cents of a
/// multi-million total are noise; the engine keeps them), or in the display unit with it
/// named: "1,234.57万元", "0.18 × 100M CNY", "12.35 M USD".
QString money(double v, const QString &cur)
{
    if (gDisplayUnit == DisplayUnit::Auto)
        return Money::formatWhole(v, cur);
    const QString label = Money::unitLabel(gDisplayUnit, cur);
    if (label.front().unicode() >= 0x3000) // 万元: no space after the number
        return Money::inUnit(v, gDisplayUnit, cur) + label;
    // "0.18 × 100M CNY" (a multiple of the unit), "12.35 M USD".
    return Money::inUnit(v, gDisplayUnit, cur) + (label.front().isDigit() ? QStringLiteral(" × ") : QStringLiteral(" "))
        + label;
}

/// A money column's header: "Total (万元)" in a display unit, else as it is.
QString moneyHeader(const QString &header, const QString &cur)
{
    return gDisplayUnit == DisplayUnit::Auto ? header : tr("%1 (%2)").arg(header, Money::unitLabel(gDisplayUnit, cur));
}

/// An amount in a sentence of the summary: in Chinese, a yuan amount of 100,000 or more also
/// in 万元, as Chinese finance readers count ("¥17,107,079（约1,710.7万元）").
QString summaryMoney(double v, const QString &cur)
{
    if (gDisplayUnit != DisplayUnit::Auto || QLocale().language() != QLocale::Chinese || cur != QLatin1String("CNY")
        || std::abs(v) < 1e5)
        return money(v, cur);
    return money(v, cur) + QStringLiteral("（约%1万元）").arg(QLocale().toString(v / 1e4, 'f', 1));
}

/// A price per unit (per useful GPU-hour), where the cents matter.
QString cents(double v, const QString &cur)
{
    return Money::format(v, cur);
}

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

bool chinese()
{
    return QLocale().language() == QLocale::Chinese;
}

/// What goes between two sentences or a sentence and its parenthesis: a space in English,
/// nothing in Chinese (full-width punctuation carries its own space).
QString sentenceGap()
{
    return chinese() ? QString() : QStringLiteral(" ");
}

/// Sentences of one paragraph: a space between them in English, none after 。 in Chinese.
QString sentences(const QStringList &parts)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.isEmpty())
            kept << p;
    return kept.join(chinese() ? QString() : QStringLiteral(" "));
}

/// A number with as many decimals as it has (up to `maxDecimals`), none when whole: counts,
/// months and unit prices without fake decimals ("25.6", "19", "361.397", "1,150,000").
QString trimmed(double v, int maxDecimals = 6)
{
    QString t = QLocale().toString(v, 'f', maxDecimals);
    const QChar point = QLocale().decimalPoint().isEmpty() ? QLatin1Char('.') : QLocale().decimalPoint().at(0);
    if (t.contains(point)) {
        while (t.endsWith(QLatin1Char('0')))
            t.chop(1);
        if (t.endsWith(point))
            t.chop(1);
    }
    return t;
}

/// A unit price: as many decimals as it was given (up to 6), at least the cents when it has any.
QString unitPrice(double v, const QString &cur)
{
    QString t = trimmed(std::abs(v));
    const QString point = QLocale().decimalPoint();
    if (t.contains(point) && t.section(point, 1).size() == 1)
        t += QLatin1Char('0');
    return (v < 0 ? QStringLiteral("-") : QString()) + Money::symbol(cur) + t;
}

/// A date as readers of the language write it: "3 December 2026", "2026年12月3日".
QString dateText(const QDate &d)
{
    return chinese() ? QStringLiteral("%1年%2月%3日").arg(d.year()).arg(d.month()).arg(d.day())
                     : QLocale().toString(d, QStringLiteral("d MMMM yyyy"));
}

/// A discount off a list price, both ways: "45 % off" and the Chinese "5.5折" (pay 55 %).
QString discountText(double percentOff)
{
    return tr("%1 % off (%2折)").arg(trimmed(percentOff, 2), trimmed((100.0 - percentOff) / 10.0, 3));
}

/// Rows of one table at most: a longer table is split into tables of this many rows, each
/// with its header, so that QTextDocument lays out and paginates small tables (issue 17; the
/// effect of the split alone on the report's time was not measured apart from the pair limit).
constexpr int kRowsPerTable = 40;

/// A table; a newline in a cell starts a new line in it. Long tables are split (kRowsPerTable).
QString table(const QStringList &header, const QList<QStringList> &rows, const QList<int> &rightAligned = {})
{
    QString head = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                                  "style=\"border-collapse: collapse; border-color: #999;\"><thead><tr>");
    for (const QString &c : header)
        head += QStringLiteral("<th style=\"background-color:#e8eef6;\">") + esc(c) + QStringLiteral("</th>");
    head += QStringLiteral("</tr></thead>"); // repeated on every page the table runs onto
    QString h = head;
    for (int row = 0; row < int(rows.size()); ++row) {
        const QStringList &r = rows[row];
        if (row > 0 && row % kRowsPerTable == 0)
            h += QStringLiteral("</table>") + head;
        h += QStringLiteral("<tr>");
        for (int i = 0; i < int(r.size()); ++i)
            h += (rightAligned.contains(i) ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>"))
                + esc(r[i]).replace(QLatin1Char('\n'), QStringLiteral("<br>")) + QStringLiteral("</td>");
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString heading(const QString &text, bool newPage = false)
{
    return QStringLiteral("<h2 style=\"%1color:#1f3b63;\">%2</h2>")
        .arg(newPage ? QStringLiteral("page-break-before: always; ") : QString(), esc(text));
}

QString pricingName(const CloudOption &c)
{
    QStringList parts;
    if (c.reserved)
        parts << tr("reserved %1 months").arg(c.reserved->termMonths);
    if (c.onDemand)
        parts << tr("on-demand");
    if (c.spot)
        parts << tr("spot");
    return parts.join(QStringLiteral(" + "));
}

/// A month in running text: "month 7", or the calendar month ("2027-07" / "2027年7月").
QString monthText(const Calendar &calendar, int month)
{
    return calendar.has() ? Calendars::monthLabel(calendar, month) : tr("month %1").arg(month);
}

/// Where an option's worst overrun lies: the fiscal year's label, or the horizon.
QString overrunPeriod(const BudgetResult &b, const OptionBudget &o)
{
    if (o.worstFiscalYearIndex && std::size_t(*o.worstFiscalYearIndex) < o.fiscalYears.size())
        return Calendars::fiscalYearLabel(b.calendar, o.fiscalYears[std::size_t(*o.worstFiscalYearIndex)].fiscalYear);
    return tr("the horizon");
}

/// The row of the worst overrun (a fiscal year, or the horizon).
const FiscalYearSpend &overrunRow(const OptionBudget &o)
{
    if (o.worstFiscalYearIndex && std::size_t(*o.worstFiscalYearIndex) < o.fiscalYears.size())
        return o.fiscalYears[std::size_t(*o.worstFiscalYearIndex)];
    return o.horizon;
}

/// Which part of a split budget the worst overrun breaks: "the capex budget", "the opex budget"
/// or "the budget" (both, or a budget not split).
QString overrunPart(const OptionBudget &o)
{
    const FiscalYearSpend &row = overrunRow(o);
    const bool capex = row.headroomCapex && *row.headroomCapex < 0;
    const bool opex = row.headroomOpex && *row.headroomOpex < 0;
    if (capex && !opex)
        return tr("the capex budget");
    if (opex && !capex)
        return tr("the opex budget");
    return tr("the budget");
}

/// Headroom (left over) or overrun of a budget, for a table cell.
QString headroomText(const std::optional<double> &headroom, const QString &cur)
{
    if (!headroom)
        return QStringLiteral("–");
    return *headroom < 0 ? tr("over by %1").arg(money(-*headroom, cur)) : money(*headroom, cur);
}

/// VAT and income tax (issue 13): what the amounts include, and with income tax the after-tax
/// totals per option and the after-tax NPV of each buy-versus-rent pair. HTML, placed under the
/// totals table.
QString taxBasisSection(const ScenarioResult &r, const DecisionResult &decision)
{
    const QString cur = r.currency;
    QString html = QStringLiteral("<p>%1</p>").arg(esc(Tax::basisSentence(r)));
    if (!r.incomeTaxRate)
        return html;
    QList<QStringList> rows;
    for (const OptionResult &o : r.options)
        rows << QStringList{
            o.name, money(o.taxSavingTotal, cur), money(o.afterTaxTotal, cur), money(o.afterTaxDiscounted, cur)};
    for (const DecisionPair &p : decision.pairs)
        if (p.afterTaxNpv)
            rows << QStringList{
                tr("Buy %1 instead of renting %2")
                    .arg(r.options[std::size_t(p.selfHostedIndex)].name, r.options[std::size_t(p.cloudIndex)].name),
                QStringLiteral("–"), QStringLiteral("–"), tr("NPV %1").arg(money(*p.afterTaxNpv, cur))};
    html += table({tr("After income tax"), tr("Tax saved"), tr("After-tax total"), tr("After-tax PV of cost / NPV")},
        rows, {1, 2, 3});
    return html;
}

/// The page (from 0) a block's first line is on in a document laid out on pages of
/// `pageHeight` (the layout pushes a line that does not fit, such as a chart, to the next page
/// while its block starts on the previous one).
int pageOf(QTextDocument &doc, const QTextBlock &b, double pageHeight)
{
    double top = doc.documentLayout()->blockBoundingRect(b).top();
    if (b.layout() && b.layout()->lineCount() > 0)
        top += b.layout()->lineAt(0).y();
    return int((top + 1.0) / pageHeight); // a line pushed to a page starts exactly at its top
}

/*!
 * Moves each heading (h2, h3) that would stand at the foot of a page, apart from what it heads
 * (a paragraph, a table's first cell, a chart), to the next page; and with it a heading right
 * above it (a section's title over its first sub-heading), which would otherwise stand alone.
 *
 * One pass in document order: a page break changes nothing above it, and the document lays
 * itself out again lazily from the changed block, as far as the pass reads it (issue 17: the
 * whole document was parsed and laid out again for each moved heading, up to 8 times).
 */
void keepHeadingsWithText(QTextDocument &doc, double pageHeight)
{
    QTextBlock headingAbove; // the heading right above this block, if any
    // The blocks of the top level only: headings are never in a table, and a report has tens
    // of thousands of table cells.
    for (QTextFrame::iterator it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
        const QTextBlock b = it.currentBlock();
        const int level = b.isValid() ? b.blockFormat().headingLevel() : 0;
        if (level != 2 && level != 3) {
            headingAbove = QTextBlock();
            continue;
        }
        const QTextBlock next = b.next();
        const int headingPage = pageOf(doc, b, pageHeight);
        const int nextPage = next.isValid() ? pageOf(doc, next, pageHeight) : headingPage;
        const QTextBlock first = headingAbove.isValid() ? headingAbove : b;
        if (nextPage != headingPage && !(first.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)) {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            // The layout moves the blocks it has laid out below a changed block without breaking
            // them into pages again: mark them changed too, so that it lays them out anew (as far
            // as this pass has read: the layout is lazy). In one edit block: laid out once.
            QTextCursor cursor(first);
            cursor.beginEditBlock();
            cursor.mergeBlockFormat(format);
            doc.markContentsDirty(first.position(), doc.characterCount() - first.position());
            cursor.endEditBlock();
        }
        headingAbove = b;
    }
}

/*!
 * Paints the charts of the report where the document has <img src="chart:NAME">, as vector
 * graphics on the PDF: lines stay lines, text stays text (extractable, searchable, in the
 * report's embedded fonts) and nothing is rasterized. Registered as the document layout's
 * handler of images (the report has no other images); the <img> width and height are in
 * device pixels of the layout device, and the chart is painted in points.
 */
class ChartObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    /// Paints a chart in `rect`, in points.
    using Paint = std::function<void(QPainter &, const QRectF &)>;

    ChartObject(double devicePixelsPerPoint, QObject *parent)
        : QObject(parent)
        , m_pt(devicePixelsPerPoint)
    { }
    void add(const QString &name, Paint paint) { m_charts.emplace_back(name, std::move(paint)); }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const QTextImageFormat image = format.toImageFormat();
        return {image.width(), image.height()};
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        const QString name = format.toImageFormat().name();
        for (const auto &[chart, paint] : m_charts) {
            if (chart != name)
                continue;
            // A chart pushed to the next page starts where the page being painted ends (up to
            // rounding): paint it on its page only, or its text would be in the PDF twice.
            if (painter->hasClipping() && painter->clipBoundingRect().intersected(rect).height() < 1.0)
                continue;
            const QRectF inPoints(QPointF(0, 0), rect.size() / m_pt);
            painter->save();
            painter->translate(rect.topLeft());
            painter->scale(m_pt, m_pt);
            painter->setClipRect(inPoints, Qt::IntersectClip); // within the page being painted
            paint(*painter, inPoints);
            painter->restore();
        }
    }

private:
    double m_pt;
    std::vector<std::pair<QString, Paint>> m_charts;
};

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
    /// The executive summary: the recommendation with its one saving, the budget and the constraints.
    void addExecutiveSummary();
    /// The risks of the options the summary puts forward.
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
    /// Paints the charts where the document shows them, as vector graphics (device pixels of
    /// `pt` per point).
    void addChartPainters(QTextDocument &doc, double pt);
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

ReportBuilder::ReportBuilder(const ReportInput &input)
    : in(input)
    , s(input.scenario)
    , r(input.result)
{
    CostEngine::suggestReservedSplits(s, r);
    if (r.ok() && r.budget)
        BudgetAnalysis::solveAffordable(s, r); // what the budget buys, for the Budget section
    cur = r.currency;
    if (!r.ok())
        return;
    priceLines = ReportWriter::prices(in);
    // Recommended, cheapest and runner-up: the one ranking decides (models/engine/ranking.h), as in
    // the app's status bar and the CLI.
    ranking = rank(r);
    rec = ranking.recommended;
    byTotal.resize(r.options.size());
    for (int i = 0; i < int(byTotal.size()); ++i)
        byTotal[i] = i;
    // (After the end-of-horizon credit, as the ranking compares them.)
    std::stable_sort(byTotal.begin(), byTotal.end(),
        [&](int a, int b) { return r.options[a].comparisonTotal < r.options[b].comparisonTotal; });
    // Buy instead of rent, always on cash flows (the report's result is the cash view).
    decision = DecisionAnalysis::compute(s, r);
    bookValueCredited = decision.endOfHorizon == EndOfHorizon::BookValue;
    if (s.uncertainty) {
        bands = UncertaintyAnalysis::compute(s);
        if (!bands->ok())
            bands.reset();
    }
    runnerUpIndex = ranking.runnerUpByNpv();
    cheapestCloud = ranking.cheapestOfKind(r, OptionKind::Cloud);
    cheapestOwn = ranking.cheapestOfKind(r, OptionKind::SelfHosted);
    pairCloud = ChartLabels::cheapestCloud(r);
}

QString ReportBuilder::pairsLeftOut(int left) const
{
    if (left <= 0 || pairCloud < 0)
        return {};
    const bool recommendedCloud = rec >= 0 && rec != pairCloud && r.options[std::size_t(rec)].kind == OptionKind::Cloud;
    const QString against = recommendedCloud
        ? tr("%1 (the cheapest cloud option) and %2 (recommended)")
              .arg(r.options[std::size_t(pairCloud)].name, r.options[std::size_t(rec)].name)
        : tr("%1 (the cheapest cloud option)").arg(r.options[std::size_t(pairCloud)].name);
    return QStringLiteral("<p>%1</p>")
        .arg(esc(tr("Listed: each self-hosted option against %1. The other %2 pairs are in the XLSX export "
                    "(gputco-cli export --xlsx), sheets \"Break-even\" and \"Decisions\".")
                     .arg(against)
                     .arg(number(left, 0))));
}

QString ReportBuilder::check(const QString &fileName) const
{
    if (!r.ok())
        return tr("%1: the scenario could not be computed: %2").arg(fileName, r.errors.join(QStringLiteral("; ")));
    return {};
}

void ReportBuilder::addCover()
{
    // ---- Cover: what was compared, how old the prices are, who signs, the contents.
    const PriceLines::AsOfRange dated = PriceLines::asOfRange(priceLines);
    const int lineCount = dated.dated + dated.undated;
    QString asOfRange;
    if (dated.dated == 0)
        asOfRange = tr("not dated: none of the %1 price lines has a date (see Price provenance)").arg(lineCount);
    else
        asOfRange = sentences(
            {dated.oldest == dated.newest ? dated.oldest : tr("oldest %1, newest %2").arg(dated.oldest, dated.newest),
                dated.undated == 0 ? tr("(every price line dated)")
                                   : tr("(%1 of %2 price lines not dated)").arg(dated.undated).arg(lineCount)});
    // The scenario file signed off: its name and the SHA-256 of its bytes as saved.
    // The file also holds the user's "x-" notes the loader skips (shown with the prices).
    QString scenarioFile = tr("(not saved)");
    QString fileHash = tr("(not saved)");
    if (!in.sourceFile.isEmpty()) {
        scenarioFile = QFileInfo(in.sourceFile).fileName();
        QFile file(in.sourceFile);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            annotations = PriceLines::annotations(bytes);
            const QString hex
                = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
            QStringList groups; // in groups of 8, so that the cell can wrap it
            for (int i = 0; i < int(hex.size()); i += 8)
                groups << hex.mid(i, 8);
            fileHash = groups.join(QLatin1Char(' '));
            if (in.sourceModified)
                fileHash += QLatin1Char('\n')
                    + tr("of the file as last saved: this report includes changes not saved to it");
        } else {
            fileHash = tr("(the file cannot be read)");
        }
    }
    html += QStringLiteral("<h1 style=\"color:#1f3b63;\">%1</h1>").arg(esc(ReportWriter::title(s)));
    html += QStringLiteral("<p style=\"font-size:14pt;\"><b>%1</b></p>").arg(esc(s.name));
    html += table({tr("Item"), tr("Value")},
        {{tr("Date"), dateText(in.date)}, {tr("Reporting currency"), cur},
            {tr("Horizon"), tr("%1 months").arg(r.horizonMonths)}, {tr("Prices as of"), asOfRange},
            {tr("Options compared"), QString::number(r.options.size())}, {tr("Scenario file"), scenarioFile},
            {tr("Scenario file SHA-256"), fileHash}});
    if (!s.description.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(s.description));
    // Sign-off: empty lines to sign on paper.
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Sign-off")));
    {
        QString block = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" border=\"1\" "
                                       "style=\"border-collapse: collapse; border-color: #999;\"><tr>");
        for (const QString &h : {tr("Role"), tr("Name"), tr("Signature"), tr("Date")})
            block += QStringLiteral("<th style=\"background-color:#e8eef6;\">%1</th>").arg(esc(h));
        block += QStringLiteral("</tr>");
        for (const QString &role : {tr("Prepared by"), tr("Reviewed by"), tr("Approved by")})
            block += QStringLiteral(
                "<tr><td width=\"22%\">%1<br>&nbsp;</td><td width=\"30%\"></td><td width=\"30%\"></td>"
                "<td width=\"18%\"></td></tr>")
                         .arg(esc(role));
        html += block + QStringLiteral("</table>");
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Signed for the scenario file %1 (SHA-256 above) as computed on %2.")
                                 .arg(scenarioFile, dateText(in.date))));
    }
    // Contents: filled in once the document is laid out (page numbers).
    html += QStringLiteral("<h3>%1</h3><!--TOC-->").arg(esc(tr("Contents")));
}

void ReportBuilder::addExecutiveSummary()
{
    // ---- Executive summary: the only forced page break, after the cover.
    coverLength = html.size();
    html += heading(tr("Executive summary"), true);
    if (rec >= 0) {
        const OptionResult &o = r.options[rec];
        const int runnerUp = ranking.runnerUpByNpv();
        // The figures the ranking compares: after the end-of-horizon credit (comparisonSentence).
        QStringList reason{tr("%1 has the lowest cost over %2 months once money is discounted at %3% a year "
                              "(PV of cost %4, undiscounted total %5).")
                               .arg(o.name)
                               .arg(r.horizonMonths)
                               .arg(trimmed(s.discountRatePerYear * 100, 2))
                               .arg(summaryMoney(o.comparisonDiscounted, cur), summaryMoney(o.comparisonTotal, cur))};
        if (o.endOfHorizonCredit != 0.0)
            reason << tr("Both are after crediting %1 for its servers still in service at the end of the horizon.")
                          .arg(summaryMoney(o.endOfHorizonCredit, cur));
        if (runnerUp >= 0) {
            // The one saving of the summary: net present value, as the recommendation is made,
            // with the undiscounted difference of the same pair beside it.
            const OptionResult &second = r.options[std::size_t(runnerUp)];
            const double saving = second.comparisonDiscounted - o.comparisonDiscounted;
            reason << tr("Saving against %1, the runner-up: %2 in PV of cost (%3% of its PV of cost; "
                         "undiscounted: %4).")
                          .arg(second.name, summaryMoney(saving, cur),
                              number(saving / second.comparisonDiscounted * 100, 1),
                              summaryMoney(second.comparisonTotal - o.comparisonTotal, cur));
            if (saving < 0.02 * second.comparisonDiscounted)
                reason << tr("The margin is small: check the sensitivity and uncertainty sections before deciding.");
        }
        // Undiscounted, another option may be cheaper: say so rather than show two winners.
        const int cheapest = ranking.cheapest;
        if (cheapest >= 0 && cheapest != rec)
            reason << tr("Undiscounted, %1 costs less (%2 against %3): the choice turns on the discount rate.")
                          .arg(r.options[cheapest].name, money(r.options[cheapest].comparisonTotal, cur),
                              money(o.comparisonTotal, cur));
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Recommendation:")), esc(sentences(reason)));
        for (const QString &w : o.warnings)
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(w));
    } else if (!r.options.empty()) {
        const bool anyServes = std::find(ranking.servesAllDemand.begin(), ranking.servesAllDemand.end(), true)
            != ranking.servesAllDemand.end();
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Recommendation:")),
                        esc(anyServes && r.budget
                                ? tr("none. No option that serves all the demand fits the budget, so none is "
                                     "recommended: raise the budget or plan for less (see what the budget buys in "
                                     "the Budget section).")
                                : tr("none. No option serves all the demand over %1 months, so none is recommended: "
                                     "add capacity (on-demand beyond a reservation, a cloud bridge until servers "
                                     "arrive) and compare again.")
                                      .arg(r.horizonMonths)));
    }
    // The budget: which options fit it, and every option that would be cheaper but breaks it
    // (never left out silently).
    if (r.budget) {
        QStringList fit, over;
        for (int i = 0; i < int(r.options.size()); ++i)
            (ranking.fitsBudget[std::size_t(i)] ? fit : over) << r.options[std::size_t(i)].name;
        //: Separator of option names in a sentence
        const QString sep = tr(", ");
        QString text
            = fit.isEmpty() ? tr("No option fits the budget.") : tr("Within the budget: %1.").arg(fit.join(sep));
        if (!over.isEmpty() && !fit.isEmpty())
            text += sentenceGap() + tr("Over the budget: %1.").arg(over.join(sep));
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Budget:")), esc(text));
        for (int i : ranking.cheaperOverBudget) {
            const OptionResult &o = r.options[std::size_t(i)];
            const OptionBudget &ob = r.budget->options[std::size_t(i)];
            const QString line = rec >= 0
                ? tr("%1 is cheaper by PV of cost (%2 against %3 for %4) but overruns %5 by %6 in %7, "
                     "so it is not recommended.")
                      .arg(o.name, money(o.comparisonDiscounted, cur),
                          money(r.options[std::size_t(rec)].comparisonDiscounted, cur),
                          r.options[std::size_t(rec)].name, overrunPart(ob), money(ob.worstOverrun, cur),
                          overrunPeriod(*r.budget, ob))
                : tr("%1 serves all the demand (PV of cost %2) but overruns %3 by %4 in %5.")
                      .arg(o.name, money(o.comparisonDiscounted, cur), overrunPart(ob), money(ob.worstOverrun, cur),
                          overrunPeriod(*r.budget, ob));
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(line));
        }
    }
    // Constraints (issue 18): the rules, and every option that breaks one, with the reason.
    if (s.constraints.any()) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Constraints:")), esc(constraintsText(s.constraints) + tr(".")));
        for (int i = 0; i < int(r.options.size()); ++i) {
            const OptionResult &o = r.options[std::size_t(i)];
            if (o.violations.empty())
                continue;
            QStringList reasons;
            for (const ConstraintViolation &v : o.violations)
                reasons << v.reason;
            const bool cheaper
                = std::find(ranking.cheaperBreakingConstraints.begin(), ranking.cheaperBreakingConstraints.end(), i)
                != ranking.cheaperBreakingConstraints.end();
            const QString line = cheaper && rec >= 0
                ? tr("%1 is cheaper by PV of cost (%2 against %3 for %4) but breaks the constraints (%5), so it "
                     "is not recommended.")
                      .arg(o.name, money(o.comparisonDiscounted, cur),
                          money(r.options[std::size_t(rec)].comparisonDiscounted, cur),
                          r.options[std::size_t(rec)].name, reasons.join(tr("; ")))
                : tr("%1 breaks the constraints (%2) and is not recommended.").arg(o.name, reasons.join(tr("; ")));
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(line));
        }
    }
}

void ReportBuilder::addRisks()
{
    // Risks of the options the summary puts forward (the recommended one, and the cheapest
    // undiscounted when it differs): what could make the plan cost more or deliver less.
    {
        std::vector<int> named;
        if (rec >= 0)
            named.push_back(rec);
        if (ranking.cheapest >= 0 && ranking.cheapest != rec)
            named.push_back(ranking.cheapest);
        QString list;
        for (int i : named) {
            const OptionResult &o = r.options[std::size_t(i)];
            const Option *opt = nullptr;
            for (const Option &candidate : s.options)
                if (candidate.id == o.id)
                    opt = &candidate;
            if (!opt)
                continue;
            QStringList risks;
            if (const CloudOption *c = opt->cloud()) {
                if (c->onDemand)
                    risks << tr("On-demand (按量付费) capacity is not reserved: large GPU instances may be sold out in "
                                "the region when they are needed, and list prices can change.");
                if (c->spot)
                    risks << tr(
                        "Spot capacity is not guaranteed and its price varies: instances can be reclaimed at any "
                        "time or be unavailable, and the spot price (%1 per instance-hour in this plan) is set by "
                        "the provider and changes with demand. The plan assumes %2 hours between interruptions.")
                                 .arg(unitPrice(c->spot->pricePerInstanceHour,
                                          c->spot->currency.isEmpty() ? cur : c->spot->currency),
                                     c->spot->interruptionsPerInstanceHour > 0
                                         ? trimmed(1.0 / c->spot->interruptionsPerInstanceHour, 1)
                                         : QStringLiteral("∞"));
                std::vector<ReservedPricing> terms = c->commitments;
                if (c->reserved)
                    terms.push_back(*c->reserved);
                const double utilization = s.demand.busyHoursPerMonth / s.hoursPerMonth * 100.0;
                for (const ReservedPricing &t : terms)
                    risks << (utilization < 99.95
                            ? tr("The %1-month subscription (包年包月) is paid for every hour of its term whether the "
                                 "GPUs are busy or not: at the planned %2% utilization, %3% of the subscribed hours "
                                 "are paid and idle, and a smaller need later does not lower the bill.")
                                  .arg(t.termMonths)
                                  .arg(trimmed(utilization, 1), trimmed(100.0 - utilization, 1))
                            : tr("The %1-month subscription (包年包月) is paid for every hour of its term whether the "
                                 "GPUs are busy or not: a smaller need later does not lower the bill.")
                                  .arg(t.termMonths));
                if (o.owedAfterHorizon > 0)
                    risks << tr("%1 of subscription fees fall after the horizon and are still owed.")
                                 .arg(money(o.owedAfterHorizon, cur));
            } else if (const SelfHostedOption *h = opt->selfHosted()) {
                QString bridge;
                for (const Option &b : s.options)
                    if (!h->bridgeOptionId.isEmpty() && b.id == h->bridgeOptionId)
                        bridge = b.name;
                const QString delay = bridge.isEmpty()
                    ? tr("each month of delay leaves the demand unserved")
                    : tr("each month of delay is paid on %1, the cloud bridge").arg(bridge);
                risks << (h->leadTimeMonths > 0
                        ? tr("Servers take time to deliver: the plan assumes them in service %1 months after the "
                             "order; %2.")
                              .arg(h->leadTimeMonths)
                              .arg(delay)
                        : tr("The plan assumes the servers in service in the first month (no lead time), while GPU "
                             "servers often take weeks to months to deliver; %1.")
                              .arg(delay));
                risks << (h->financing
                        ? tr("The hardware is bought on credit: the payments are owed whether the GPUs are "
                             "busy or not, and its resale value at the end is an estimate.")
                        : tr("The hardware is paid up front (%1 in the first month) and is paid for whether "
                             "the GPUs are busy or not; its resale value at the end is an estimate.")
                              .arg(money(o.monthly.empty() ? 0.0 : o.monthly.front()[index(Category::Capex)], cur)));
            }
            int undated = 0, lines = 0, stale = 0, staleMonths = 0;
            QString oldestStale;
            QStringList expiredQuotes, expiringQuotes;
            for (const PriceLine &l : priceLines)
                if (l.optionId == o.id) {
                    ++lines;
                    if (l.fromCatalog && l.quoteExpired && !expiredQuotes.contains(l.quoteValidUntil))
                        expiredQuotes << l.quoteValidUntil;
                    else if (l.fromCatalog && l.quoteExpiring && !expiringQuotes.contains(l.quoteValidUntil))
                        expiringQuotes << l.quoteValidUntil;
                    undated += l.asOf.isEmpty() ? 1 : 0;
                    if (l.stale) {
                        ++stale;
                        staleMonths = l.staleAfterMonths;
                        if (oldestStale.isEmpty() || l.asOf < oldestStale)
                            oldestStale = l.asOf;
                    }
                }
            if (!expiredQuotes.isEmpty())
                risks << tr("Its price is a quote that expired on %1: the vendor is not bound by it; ask for a new "
                            "quote before ordering.")
                             .arg(expiredQuotes.join(tr(", ")));
            if (!expiringQuotes.isEmpty())
                risks << tr("Its price is a quote that expires on %1: order or renew the quote before then.")
                             .arg(expiringQuotes.join(tr(", ")));
            if (stale > 0)
                risks << tr("%1 of its %2 prices are stale (the oldest as of %3, the catalog's limit is %4 months): "
                            "prices change, confirm them with a current quote before ordering.")
                             .arg(stale)
                             .arg(lines)
                             .arg(oldestStale)
                             .arg(staleMonths);
            if (undated > 0 && undated == lines)
                risks << tr("None of its prices has a date: confirm them with a current quote before ordering.");
            else if (undated > 0)
                risks << tr("%1 of its %2 prices have no date: confirm them with a current quote before ordering.")
                             .arg(undated)
                             .arg(lines);
            list += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(o.name));
            for (const QString &risk : risks)
                list += QStringLiteral("<li>%1</li>").arg(esc(risk));
            list += QStringLiteral("</ul>");
        }
        if (!list.isEmpty())
            html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Risks"))) + list;
    }
}

void ReportBuilder::addSummaryTable()
{
    QList<QStringList> summary;
    // Ranked: only the options that serve all the demand (work left undone is not free).
    if (ranking.cheapest >= 0) {
        const OptionResult &cheapest = r.options[std::size_t(ranking.cheapest)];
        if (rec >= 0)
            summary << QStringList{tr("Recommended (lowest PV of cost)"), r.options[std::size_t(rec)].name,
                money(r.options[std::size_t(rec)].comparisonDiscounted, cur)};
        summary << QStringList{
            tr("Cheapest over the horizon (undiscounted total)"), cheapest.name, money(cheapest.comparisonTotal, cur)};
    } else if (!r.options.empty()) {
        summary << QStringList{tr("Cheapest over the horizon"), tr("none serves all demand"), QString()};
    }
    for (int i : byTotal) {
        if (ranking.isRanked(i))
            continue;
        const OptionResult &o = r.options[std::size_t(i)];
        if (o.unmetGpuHours > 0)
            summary << QStringList{
                tr("Not ranked: leaves demand unserved"), o.name, tr("%1 GPU-hours").arg(number(o.unmetGpuHours, 0))};
        else if (o.slippedGpuHours > 0)
            summary << QStringList{tr("Not ranked: spot capacity cannot keep up, the work slips"), o.name,
                tr("%1 GPU-hours").arg(number(o.slippedGpuHours, 0))};
        else if (!ranking.meetsConstraints[std::size_t(i)])
            summary << QStringList{tr("Not ranked: breaks a constraint"), o.name,
                o.violations.empty() ? QString() : o.violations.front().reason};
        else if (r.budget && !ranking.fitsBudget[std::size_t(i)])
            summary << QStringList{tr("Not ranked: over budget"), o.name,
                tr("%1 over in %2")
                    .arg(money(r.budget->options[std::size_t(i)].worstOverrun, cur),
                        overrunPeriod(*r.budget, r.budget->options[std::size_t(i)]))};
    }
    for (const AwaitingQuote &q : r.awaitingQuotes) // never priced at zero
        summary << QStringList{tr("Not compared: price awaited"), q.optionName, q.reason};
    int pairsLeft = 0;
    for (const BreakEven &b : r.breakEvens) {
        if (!pairShown(b.cloudIndex, int(r.breakEvens.size()))) {
            ++pairsLeft;
            continue;
        }
        const QString what
            = tr("Break-even of %1 against %2").arg(r.options[b.selfHostedIndex].name, r.options[b.cloudIndex].name);
        QString when = b.firstMonth ? monthText(s.calendar, *b.firstMonth) : tr("never within the horizon");
        if (b.paybackMonths && b.firstMonth)
            when += sentenceGap() + tr("(payback %1 months)").arg(number(*b.paybackMonths, 1));
        // Owning may be cheaper for a while and the cloud again at the end.
        if (!b.crossings.empty() && !b.crossings.back().selfHostedBecomesCheaper && b.firstMonth)
            when += sentenceGap()
                + tr("(the cloud is cheaper again from %1)").arg(monthText(s.calendar, b.crossings.back().month));
        if (r.options[b.selfHostedIndex].unmetGpuHours > 0)
            when += sentenceGap() + tr("(the servers leave demand unserved)");
        QString util;
        if (b.breakEvenBusyHoursPerMonth)
            util = tr("same cost at %1% utilization")
                       .arg(number(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100, 1));
        summary << QStringList{what, when, util};
    }
    html += table({tr("Result"), tr("Option / month"), tr("Amount")}, summary, {2});
    html += pairsLeftOut(pairsLeft);
}

void ReportBuilder::addTotals()
{
    // The book value of owned servers at the end: a column of its own, never in the totals.
    const bool anySelfHosted = std::any_of(
        r.options.begin(), r.options.end(), [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; });
    const bool anySized
        = std::any_of(r.options.begin(), r.options.end(), [](const OptionResult &o) { return !o.sizing.identity(); });
    const bool credited = anySelfHosted && r.view == CostView::Cash;
    QList<QStringList> totals;
    for (int i : byTotal) {
        const OptionResult &o = r.options[i];
        // An option left out of the ranking says so where its (lower) cost is shown.
        totals << QStringList{ranking.isRanked(i) ? o.name : o.name + QLatin1Char('\n') + tr("(not ranked)"),
            money(o.total, cur), money(o.totalDiscounted, cur),
            o.costPerUsefulGpuHour ? cents(*o.costPerUsefulGpuHour, cur) : QStringLiteral("–"),
            money(o.hiddenFeesTotal, cur)};
        if (anySelfHosted)
            totals.back() << (o.kind == OptionKind::SelfHosted ? money(o.bookValueAtHorizonEnd, cur)
                                                               : QStringLiteral("–"));
        if (credited) // the end-of-horizon credit and the PV of cost the ranking compares
            totals.back() << (o.kind == OptionKind::SelfHosted ? money(o.endOfHorizonCredit, cur) : QStringLiteral("–"))
                          << money(o.comparisonDiscounted, cur);
        if (anySized)
            totals.back() << ResultWriter::cardsText(o);
    }
    QStringList totalsHeader{tr("Option"), moneyHeader(tr("Total"), cur), moneyHeader(tr("PV of cost"), cur),
        tr("Per useful GPU-hour"), moneyHeader(tr("Hidden fees"), cur)};
    if (anySelfHosted)
        totalsHeader << moneyHeader(tr("Book value at end"), cur);
    if (credited)
        totalsHeader << moneyHeader(tr("Credit at end"), cur) << moneyHeader(tr("Compared PV"), cur);
    if (anySized)
        totalsHeader << tr("Cards (x work)");
    html += QStringLiteral("<p></p>") + table(totalsHeader, totals, {1, 2, 3, 4, 5, 6, 7, 8});
    if (anySized) {
        // How each option on another accelerator was sized to the demand's work (issue 18).
        QString sizing = tr("Options on other accelerators are sized to deliver the work of %1 reference cards (%2): "
                            "cards = reference cards / (relative throughput x stack efficiency), rounded up.")
                             .arg(r.options.empty() ? 0 : r.options.front().peakReferenceCards)
                             .arg(s.demand.gpuClass.isEmpty() ? referenceGpuModelOf(s.demand) : s.demand.gpuClass);
        for (const OptionResult &o : r.options)
            if (!o.sizing.identity() || o.sizing.source == OptionSizing::Source::NotKnown)
                sizing += QLatin1Char(' ')
                    + tr("%1: %2 cards; %3.").arg(o.name).arg(o.peakCards).arg(o.sizing.explanation());
        html += QStringLiteral("<p>%1</p>").arg(esc(sizing));
    }
    if (anySelfHosted)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(comparisonSentence(r) + sentenceGap()
                        + tr("PV of cost is each option's costs discounted at the scenario's rate (lower is "
                             "better), not the NPV of a decision.")
                        + sentenceGap()
                        + (bookValueCredited
                                ? tr("The buy-instead-of-rent metrics (next section) credit the book value to owning.")
                                : decision.endOfHorizon == EndOfHorizon::Resale
                                ? tr("The buy-instead-of-rent metrics (next section) credit the expected resale value "
                                     "instead.")
                                : tr("The buy-instead-of-rent metrics (next section) do not credit it "
                                     "either (the scenario credits nothing at the end)."))));
    html += taxBasisSection(r, decision);
}

void ReportBuilder::addBuyInsteadOfRent()
{
    // ---- Buy instead of rent: every self-hosted option against every cloud option.
    if (!decision.pairs.empty()) {
        html += heading(tr("Buy instead of rent"), false);
        const bool monthly = decision.timing == FinanceTiming::Monthly;
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Cash flows of buying instead of renting (rent minus own; positive when owning costs "
                                "less in a period), discounted at %1% a year.")
                                 .arg(number(s.discountRatePerYear * 100, 1))
                        + sentenceGap()
                        + (monthly ? tr("Monthly periods: purchases and upfront payments at the start of their "
                                        "month, other costs at its end.")
                                   : tr("Yearly periods: purchases of month 1 at time 0, other costs at the end "
                                        "of their plan year."))
                        + sentenceGap()
                        + (bookValueCredited ? tr("The book value of the servers at the end of the horizon is "
                                                  "credited to owning in the last period.")
                                : decision.endOfHorizon == EndOfHorizon::Resale
                                ? tr("The expected resale value of the servers at the end of the horizon is credited "
                                     "to owning in the last period.")
                                : tr("Nothing is credited at the end of the horizon."))
                        + sentenceGap() + tr("A positive NPV means buying is worth it at the discount rate.")));
        auto periods = [&](const std::optional<double> &v) {
            if (!v)
                return tr("never");
            return monthly ? tr("%1 months").arg(number(*v, 1)) : tr("%1 years").arg(number(*v, 1));
        };
        QList<QStringList> rows;
        QStringList notes;
        int pairsLeft = 0;
        for (const DecisionPair &p : decision.pairs) {
            if (!pairShown(p.cloudIndex, int(decision.pairs.size()))) {
                ++pairsLeft;
                continue;
            }
            const QString own = r.options[std::size_t(p.selfHostedIndex)].name;
            const QString rent = r.options[std::size_t(p.cloudIndex)].name;
            rows << QStringList{own + QStringLiteral(" /\n") + rent, money(p.undiscountedSaving, cur),
                money(p.npv, cur), p.irr ? QStringLiteral("%1%").arg(number(*p.irr * 100.0, 1)) : tr("none"),
                periods(p.paybackPeriods), periods(p.discountedPaybackPeriods), money(p.terminalValue, cur)};
            if (!p.irr && p.signChanges == 0)
                notes << tr("%1 / %2: no IRR, the cash flows never change sign.").arg(own, rent);
            else if (!p.irr)
                notes << (p.npv >= 0 ? tr("%1 / %2: no IRR, the NPV stays positive at every discount rate.")
                                     : tr("%1 / %2: no IRR, the NPV stays negative at every discount rate."))
                             .arg(own, rent);
            else if (p.signChanges > 1)
                notes << tr("%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one.")
                             .arg(own, rent)
                             .arg(p.signChanges);
        }
        html += table({tr("Own / rent"), tr("Saving (undiscounted)"), tr("NPV of the decision"), tr("IRR"),
                          tr("Payback"), tr("Discounted payback"), tr("Book value credited")},
            rows, {1, 2, 3, 4, 5, 6});
        html += pairsLeftOut(pairsLeft);
        for (const QString &n : notes)
            html += QStringLiteral("<p>%1</p>").arg(esc(n));
    }
}

void ReportBuilder::addBudget()
{
    // ---- Budget: as given, each option's spend per fiscal year against it, what it buys.
    if (r.budget) {
        const BudgetResult &b = *r.budget;
        const Calendar &cal = b.calendar;
        html += heading(tr("Budget"));
        QList<QStringList> given;
        given << QStringList{tr("Given"),
            b.basis == BudgetResult::Basis::PerFiscalYear   ? tr("for each fiscal year named")
                : b.basis == BudgetResult::Basis::EveryYear ? tr("the same amount every fiscal year")
                                                            : tr("one amount for the whole horizon")};
        given << QStringList{tr("Capex and opex"),
            b.split ? tr("budgeted separately, each checked on its own") : tr("one total for both")};
        given << QStringList{tr("Currency"),
            b.currency.isEmpty() || b.currency == cur
                ? cur
                : tr("%1, converted to %2 at %3").arg(b.currency, cur, number(b.factor, 4))};
        given << QStringList{tr("Source"), b.source.isEmpty() ? tr("not given") : b.source};
        given << QStringList{
            tr("Reserved upfront payments"), b.reservedUpfrontIsCapex ? tr("count as capex") : tr("count as opex")};
        if (b.basis == BudgetResult::Basis::EveryYear
            && std::any_of(
                b.fiscalYears.begin(), b.fiscalYears.end(), [](const FiscalYear &fy) { return fy.months != 12; }))
            given << QStringList{tr("Short fiscal years"),
                b.prorateShortYears ? tr("months / 12 of the yearly amount") : tr("the whole yearly amount")};
        if (cal.has())
            given << QStringList{tr("Calendar"),
                tr("month 1 is %1; fiscal years start in month %2 of the calendar year")
                    .arg(Calendars::monthLabel(cal, 1))
                    .arg(cal.fiscalYearStartMonth)};
        html += table({tr("Item"), tr("Value")}, given);
        QList<QStringList> periods;
        for (const BudgetPeriod &p : b.periods) {
            QString name = tr("Whole horizon");
            for (const FiscalYear &fy : b.fiscalYears)
                if (fy.firstMonth == p.firstMonth && fy.months == p.months)
                    name = Calendars::fiscalYearLabel(cal, fy);
            periods << QStringList{name,
                tr("%1 to %2").arg(Calendars::monthLabel(cal, p.firstMonth), Calendars::monthLabel(cal, p.lastMonth())),
                p.total ? money(*p.total, cur) : QStringLiteral("–"),
                p.capex ? money(*p.capex, cur) : QStringLiteral("–"),
                p.opex ? money(*p.opex, cur) : QStringLiteral("–")};
        }
        html += QStringLiteral("<p></p>")
            + table({tr("Period"), tr("Months"), tr("Budget"), tr("Capex"), tr("Opex")}, periods, {2, 3, 4});
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(esc(b.reservedUpfrontIsCapex
                           ? tr("Spend is the cash view in %1: purchases of servers, fabric, storage and installation, "
                                "their resale and reserved upfront payments count as capex; everything else (cloud "
                                "usage, reserved monthly fees, power, space, staff, maintenance and fees) counts as "
                                "opex.")
                                 .arg(cur)
                           : tr("Spend is the cash view in %1: purchases of servers, fabric, storage and installation "
                                "and their resale count as capex; everything else (cloud usage, reserved upfront and "
                                "monthly fees, power, space, staff, maintenance and fees) counts as opex.")
                                 .arg(cur)));

        // Fit and what the budget buys, per option.
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Fit and what the budget buys")));
        QList<QStringList> buys;
        for (int i = 0; i < int(r.options.size()) && i < int(b.options.size()); ++i) {
            const OptionBudget &ob = b.options[std::size_t(i)];
            QStringList row{r.options[std::size_t(i)].name};
            row << (ob.fits ? tr("yes")
                            : tr("no: %1 over in %2").arg(money(ob.worstOverrun, cur), overrunPeriod(b, ob)));
            row << (ob.firstOverrunMonth ? Calendars::monthLabel(cal, *ob.firstOverrunMonth) : QStringLiteral("–"));
            if (const std::optional<Affordable> &a = ob.affordable) {
                row << (a->gpuCountAtLimit ? tr("%1 or more").arg(a->gpuCount) : QString::number(a->gpuCount));
                row << (a->servers ? QString::number(*a->servers) : QStringLiteral("–"));
                row << (a->horizonMonths > 0 && cal.has() ? tr("%1 months (to %2)")
                                                                .arg(a->horizonMonths)
                                                                .arg(Calendars::monthLabel(cal, a->horizonMonths))
                                                          : tr("%1 months").arg(a->horizonMonths));
            } else {
                row << QStringLiteral("–") << QStringLiteral("–") << QStringLiteral("–");
            }
            buys << row;
        }
        html += table({tr("Option"), tr("Fits the budget"), tr("First overrun"), tr("GPUs the budget buys"),
                          tr("Servers"), tr("Longest horizon that fits")},
            buys, {3, 4, 5});
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(esc(tr(
                       "GPUs the budget buys: the largest year-1 demand (this plan: %1 GPUs) the option serves "
                       "within every budget period, sized to that demand. Longest horizon: the most months of the "
                       "planned demand whose spend fits every budget period, up to %2 months (a yearly budget repeats; "
                       "others cover their periods only).")
                                .arg(number(s.demand.gpuCount, 0))
                                .arg(b.basis == BudgetResult::Basis::EveryYear ? kMaxHorizonMonths
                                                                               : b.coveredMonths())));

        // Spend per fiscal year against the budget, per option.
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Spend per fiscal year")));
        const auto budgetCell = [&](const FiscalYearSpend &y) -> QString {
            if (y.budgetCapex && y.budgetOpex)
                return money(*y.budgetCapex, cur) + QStringLiteral(" / ") + money(*y.budgetOpex, cur);
            return y.budget ? money(*y.budget, cur) : QStringLiteral("–");
        };
        const auto headroomCell = [&](const FiscalYearSpend &y) -> QString {
            if (y.headroomCapex && y.headroomOpex)
                return headroomText(y.headroomCapex, cur) + QStringLiteral(" / ") + headroomText(y.headroomOpex, cur);
            return headroomText(y.headroom, cur);
        };
        for (int i = 0; i < int(r.options.size()) && i < int(b.options.size()); ++i) {
            const OptionBudget &ob = b.options[std::size_t(i)];
            QList<QStringList> rows;
            const auto add = [&](const QString &name, const FiscalYearSpend &y) {
                rows << QStringList{name, money(y.spend, cur), money(y.capex, cur), money(y.opex, cur), budgetCell(y),
                    headroomCell(y),
                    y.firstOverrunMonth ? Calendars::monthLabel(cal, *y.firstOverrunMonth) : QStringLiteral("–")};
            };
            for (const FiscalYearSpend &y : ob.fiscalYears) {
                QString name = Calendars::fiscalYearLabel(cal, y.fiscalYear);
                if (y.fiscalYear.months != 12)
                    name += QLatin1Char('\n') + tr("%1 months").arg(y.fiscalYear.months);
                add(name, y);
            }
            add(tr("Whole horizon"), ob.horizon);
            html += QStringLiteral("<p><b>%1</b> – %2</p>")
                        .arg(esc(r.options[std::size_t(i)].name),
                            esc(ob.fits ? tr("fits the budget")
                                        : tr("over the budget: %1 in %2")
                                              .arg(money(ob.worstOverrun, cur), overrunPeriod(b, ob))));
            html += table({tr("Fiscal year"), tr("Spend"), tr("Capex"), tr("Opex"),
                              b.split ? tr("Budget (capex / opex)") : tr("Budget"),
                              b.split ? tr("Headroom or overrun (capex / opex)") : tr("Headroom or overrun"),
                              tr("First overrun")},
                rows, {1, 2, 3, 4, 5});
        }
    }
}

void ReportBuilder::addCharts()
{
    // ---- Charts
    html += heading(tr("Charts"));
    html += QStringLiteral("<p><img src=\"chart:cumulative\" width=\"480\"></p>");
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("Each dot marks a month where a cloud option and a self-hosted option change "
                            "order (cash view); the labelled ones are each self-hosted option against the "
                            "cheapest cloud option.")));
    if (bands)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("The shaded band around the recommended option's line runs from P10 to P90 of "
                                "its cumulative cost when the uncertain inputs vary (see Uncertainty).")));
    html += QStringLiteral("<p><img src=\"chart:categories\" width=\"480\"></p>");
}

void ReportBuilder::addPerOption()
{
    // ---- Per option
    html += heading(tr("Cost per option by year and category"));
    for (const OptionResult &o : r.options) {
        std::vector<Category> used;
        for (Category c : kAllCategories)
            if (o.categoryTotals[index(c)] != 0.0)
                used.push_back(c);
        QStringList header{s.calendar.has() ? tr("Fiscal year") : tr("Year")};
        for (Category c : used)
            header << categoryName(c);
        header << tr("Total");
        QList<QStringList> rows;
        QList<int> right;
        for (int i = 1; i < int(header.size()); ++i)
            right << i;
        // Plan years of 12 months from month 1, or fiscal years with a calendar.
        for (const FiscalYear &fy : Calendars::fiscalYears(s.calendar, r.horizonMonths)) {
            QStringList row{s.calendar.has() ? Calendars::fiscalYearLabel(s.calendar, fy) : QString::number(fy.year)};
            double total = 0;
            for (Category c : used) {
                double v = 0;
                for (int m = fy.firstMonth - 1; m < std::min({r.horizonMonths, fy.lastMonth(), int(o.monthly.size())});
                     ++m)
                    v += o.monthly[std::size_t(m)][index(c)];
                total += v;
                row << money(v, cur);
            }
            row << money(total, cur);
            rows << row;
        }
        QStringList sum{tr("Total")};
        for (Category c : used)
            sum << money(o.categoryTotals[index(c)], cur);
        sum << money(o.total, cur);
        rows << sum;
        html += QStringLiteral("<h3>%1</h3>").arg(esc(o.name));
        html += table(header, rows, right);
        QStringList facts{tr("PV of cost: %1").arg(money(o.totalDiscounted, cur)),
            tr("Per useful GPU-hour: %1")
                .arg(o.costPerUsefulGpuHour ? cents(*o.costPerUsefulGpuHour, cur) : QStringLiteral("–"))};
        // Work that slips past its month (spot capacity that cannot keep up) is not delivered when
        // needed: it counts as unmet, and the option is not ranked.
        if (o.unmetGpuHours + o.slippedGpuHours > 0)
            facts << (o.slippedGpuHours > 0
                    ? tr("Unmet demand: %1 GPU-hours (%2 of them slip past their month: the spot capacity cannot keep "
                         "up)")
                          .arg(number(o.unmetGpuHours + o.slippedGpuHours, 0), number(o.slippedGpuHours, 0))
                    : tr("Unmet demand: %1 GPU-hours").arg(number(o.unmetGpuHours, 0)));
        const int optionIndex = int(&o - r.options.data());
        if (!ranking.isRanked(optionIndex))
            facts << (o.unmetGpuHours + o.slippedGpuHours > 0 ? tr("not ranked: work left undone is not free")
                                                              : tr("not ranked: over budget"));
        if (o.owedAfterHorizon > 0)
            facts << tr("Owed after the horizon: %1").arg(money(o.owedAfterHorizon, cur));
        if (o.spotOverheadFraction)
            facts << tr("Spot overhead: %1% of useful hours").arg(number(*o.spotOverheadFraction * 100, 1));
        html += QStringLiteral("<p>%1</p>").arg(esc(facts.join(QStringLiteral(" · "))));
        if (const QString split = ResultWriter::splitNote(o, cur); !split.isEmpty())
            html += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("Reserved/burst split:")), esc(split));
        for (const QString &w : o.warnings)
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(w));
    }
}

void ReportBuilder::addHiddenFees()
{
    // ---- Hidden fees
    html += heading(tr("Hidden fees"));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("Fees beside the GPU price: egress, storage capacity and IO, cross-AZ traffic, bandwidth "
                            "and other fees, with their share of each option's total.")));
    {
        const Category hidden[] = {Category::Egress, Category::StorageCapacity, Category::StorageIo, Category::CrossAz,
            Category::Bandwidth, Category::OtherFees};
        QStringList header{tr("Option")};
        for (Category c : hidden)
            header << categoryName(c);
        header << tr("Hidden fees") << tr("Share of total");
        QList<QStringList> rows;
        for (const OptionResult &o : r.options) {
            QStringList row{o.name};
            for (Category c : hidden)
                row << money(o.categoryTotals[index(c)], cur);
            row << money(o.hiddenFeesTotal, cur)
                << (o.total != 0 ? number(o.hiddenFeesTotal / o.total * 100, 1) + QLatin1Char('%')
                                 : QStringLiteral("–"));
            rows << row;
        }
        html += table(header, rows, {1, 2, 3, 4, 5, 6, 7, 8});
    }
}

void ReportBuilder::addSensitivity()
{
    // ---- Sensitivity: the recommended option against the runner-up, each input +/-20%.
    if (rec >= 0 && runnerUpIndex >= 0) {
        sensitivity = Sensitivity::totalCostDifference(s, r.options[rec].id, r.options[runnerUpIndex].id, 20.0);
        if (sensitivity->ok() && !sensitivity->rows.empty()) {
            html += heading(tr("Sensitivity"));
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("How the cost difference between %1 and %2 (%3 as planned) moves "
                                    "when each input is 20% lower or higher, largest effect first. A "
                                    "negative difference means %1 is cheaper.")
                                     .arg(r.options[rec].name, r.options[runnerUpIndex].name,
                                         money(sensitivity->baselineOutcome, cur))));
            html += QStringLiteral("<p><img src=\"chart:tornado\" width=\"480\"></p>");
            QList<QStringList> rows;
            for (const SensitivityRow &row : sensitivity->rows)
                rows << QStringList{row.name, trimmed(row.lowValue, 2) + QLatin1Char(' ') + row.unit,
                    trimmed(row.highValue, 2) + QLatin1Char(' ') + row.unit, money(row.lowOutcome, cur),
                    money(row.highOutcome, cur), money(row.swing(), cur)};
            html += table({tr("Input"), tr("Lower"), tr("Higher"), tr("Difference (lower)"), tr("Difference (higher)"),
                              tr("Swing")},
                rows, {1, 2, 3, 4, 5});
        }
    }
    // The break-even month of the cheapest self-hosted option against the cheapest cloud option,
    // when owning pays back within the horizon: which inputs move it most.
    if (cheapestCloud >= 0 && cheapestOwn >= 0) {
        breakEvenSensitivity = Sensitivity::breakEvenMonth(
            s, r.options[std::size_t(cheapestOwn)].id, r.options[std::size_t(cheapestCloud)].id, 20.0);
        if (!breakEvenSensitivity->ok() || breakEvenSensitivity->baselineBeyondHorizon
            || breakEvenSensitivity->rows.empty()) {
            breakEvenSensitivity.reset();
        } else {
            const QString own = r.options[std::size_t(cheapestOwn)].name;
            const QString cloud = r.options[std::size_t(cheapestCloud)].name;
            html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Break-even month")));
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("%1 pays back against %2 in month %3 (cash view). How that month "
                                    "moves when each input is 20% lower or higher:")
                                     .arg(own, cloud)
                                     .arg(number(breakEvenSensitivity->baselineOutcome, 1))));
            html += QStringLiteral("<p><img src=\"chart:tornado-breakeven\" width=\"480\"></p>");
            const auto month = [&](double v, bool beyond) {
                return beyond ? tr("none within %1 months").arg(number(v - 1.0, 0)) : number(v, 1);
            };
            QList<QStringList> rows;
            for (const SensitivityRow &row : breakEvenSensitivity->rows)
                rows << QStringList{row.name, trimmed(row.lowValue, 2) + QLatin1Char(' ') + row.unit,
                    trimmed(row.highValue, 2) + QLatin1Char(' ') + row.unit,
                    month(row.lowOutcome, row.lowBeyondHorizon), month(row.highOutcome, row.highBeyondHorizon),
                    number(row.swing(), 1)};
            html += table({tr("Input"), tr("Lower"), tr("Higher"), tr("Month (lower)"), tr("Month (higher)"),
                              tr("Swing (months)")},
                rows, {1, 2, 3, 4, 5});
        }
    }
}

void ReportBuilder::addUncertainty()
{
    // ---- Uncertainty: P10/P50/P90 of each option's total from the scenario's uncertain inputs.
    if (bands) {
        html += heading(tr("Uncertainty"));
        QStringList ranges;
        for (const UncertainInput &input : s.uncertainty->inputs) {
            const auto d = driverFromKey(input.driverKey);
            if (!d || !bands->inputsUsed.contains(input.driverKey))
                continue;
            const DriverSpec spec = WhatIf::spec(*d, s);
            ranges << (*d == Driver::ServerPriceChangePercent
                    ? tr("%1 %2 to +%3 points")
                          .arg(spec.name, number(input.lowPercent, 0), number(input.highPercent, 0))
                    : tr("%1 %2% to +%3%").arg(spec.name, number(input.lowPercent, 0), number(input.highPercent, 0)));
        }
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("%1 draws (seed %2), each input from a triangular distribution "
                                "around its planned value: %3.")
                                 .arg(bands->trials)
                                 .arg(bands->seed)
                                 .arg(ranges.join(QStringLiteral("; ")))));
        QList<QStringList> rows;
        for (const OptionBands &b : bands->options) {
            QString name = b.id;
            for (const OptionResult &o : r.options)
                if (o.id == b.id)
                    name = o.name;
            rows << QStringList{name, money(b.totalP10, cur), money(b.totalP50, cur), money(b.totalP90, cur)};
        }
        html += table({tr("Option"), tr("P10"), tr("P50 (median)"), tr("P90")}, rows, {1, 2, 3});
    }
}

void ReportBuilder::addAssumptions()
{
    // ---- Assumptions
    html += heading(tr("Assumptions"));
    {
        const QString fromScenario = tr("scenario");
        QList<QStringList> rows{
            {tr("Horizon"), QString::number(s.horizonMonths), tr("months"), fromScenario},
            {tr("Hours per month"), number(s.hoursPerMonth, 0), tr("h"),
                tr("scenario (730 = 8,760 / 12 by convention)")},
            {tr("Discount rate"), number(s.discountRatePerYear * 100, 2), tr("% per year"), fromScenario},
            {tr("GPUs needed"), trimmed(s.demand.gpuCount, 2), s.demand.gpuClass, fromScenario},
            {tr("Utilization"), trimmed(s.demand.busyHoursPerMonth / s.hoursPerMonth * 100.0, 1),
                tr("% of the hours of a month"),
                tr("scenario: %1 busy hours of %2 per GPU-month")
                    .arg(trimmed(s.demand.busyHoursPerMonth, 1), trimmed(s.hoursPerMonth, 1))},
            {tr("Demand growth"), number(s.demand.growthPercentPerYear, 1), tr("% per year"), fromScenario},
        };
        const PriceTrends &t = s.priceTrends;
        for (const auto &[name, value] :
            {std::pair{tr("Cloud price trend"), t.cloudComputePercentPerYear},
                std::pair{tr("Hardware price trend"), t.hardwarePercentPerYear},
                std::pair{tr("Electricity price trend"), t.powerPercentPerYear},
                std::pair{tr("Space price trend"), t.spacePercentPerYear},
                std::pair{tr("Salary trend"), t.staffPercentPerYear}, std::pair{tr("Fee trend"), t.feesPercentPerYear}})
            if (value != 0.0)
                rows << QStringList{name, number(value, 1), tr("% per year"),
                    tr("scenario; in steps at each 12-month anniversary, reserved terms keep their starting price")};
        for (const RateUsed &u : r.ratesUsed)
            rows << QStringList{tr("Exchange rate %1 → %2").arg(u.from, u.to), number(u.factor, 4), QString(),
                u.source.isEmpty() ? u.asOf : tr("%1 (%2)").arg(u.source, u.asOf)};
        for (const Option &o : s.options) {
            if (const CloudOption *c = o.cloud()) {
                rows << QStringList{tr("%1: instance").arg(o.name),
                    QStringLiteral("%1 %2").arg(c->instanceType, c->region), tr("%1 GPUs each").arg(c->gpusPerInstance),
                    pricingName(*c)};
                if (c->spot)
                    rows << QStringList{tr("%1: spot interruptions").arg(o.name),
                        c->spot->interruptionsPerInstanceHour > 0
                            ? number(1.0 / c->spot->interruptionsPerInstanceHour, 1)
                            : QStringLiteral("∞"),
                        tr("h between interruptions"),
                        tr("checkpoint every %1 h, write %2 h, restart %3 h")
                            .arg(number(c->spot->checkpointIntervalHours, 2), number(c->spot->checkpointWriteHours, 2),
                                number(c->spot->restartHours, 2))};
            } else if (const SelfHostedOption *h = o.selfHosted()) {
                rows << QStringList{tr("%1: servers").arg(o.name),
                    h->serverCount ? QString::number(*h->serverCount) : tr("enough for the peak"),
                    tr("%1 GPUs each").arg(h->gpusPerServer), fromScenario};
                rows << QStringList{tr("%1: power").arg(o.name),
                    tr("%1 kW typical, %2 kW max").arg(number(h->typicalKwPerServer, 2), number(h->maxKwPerServer, 2)),
                    tr("PUE %1, idle %2%").arg(number(h->pue, 2), number(h->idlePowerFraction * 100, 0)), fromScenario};
                rows << QStringList{tr("%1: life").arg(o.name), QString::number(h->lifeMonths), tr("months"),
                    tr("residual %1%, lead time %2 months")
                        .arg(number(h->residualFraction * 100, 0))
                        .arg(h->leadTimeMonths)};
                if (!h->bridgeOptionId.isEmpty()) {
                    QString bridge = h->bridgeOptionId;
                    for (const Option &b : s.options)
                        if (b.id == h->bridgeOptionId)
                            bridge = b.name;
                    rows << QStringList{tr("%1: cloud bridging").arg(o.name), bridge, QString(),
                        tr("serves the demand before delivery and beyond the servers' capacity")};
                }
            }
        }
        html += table({tr("Input"), tr("Value"), tr("Unit"), tr("Source")}, rows, {1});
    }
}

void ReportBuilder::addProvenance()
{
    // ---- Price provenance: every price line that enters a total, grouped by option, with the
    // option's notes and "x-" annotations; then the exchange rates.
    html += heading(tr("Price provenance"));
    {
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(
                        tr("Every price that enters a total, as entered or as the pricing catalog lists it. A discount "
                           "is shown both as a share off the list price and in 折 (5.5折 = pay 55% of the list "
                           "price, i.e. 45% off).")));
        // Catalog source texts are stored in English; the seed's (pricing_db/seeddata.cpp) are
        // listed here for translation, a user's imported source is shown as written.
        [[maybe_unused]] static const char *const seedSources[] = {
            QT_TRANSLATE_NOOP(
                "gputco::CatalogSource", "SkyPilot catalog v8 aws/vms.csv (USD, Linux on-demand; spot per AZ)"),
            QT_TRANSLATE_NOOP("gputco::CatalogSource",
                "sugarlxn/skypilot-catalog v8 alicloud/vms.csv (CNY = USD / 0.138, 4 decimals)"),
            QT_TRANSLATE_NOOP("gputco::CatalogSource",
                "sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv (CNY = USD / 0.138, 2 decimals)"),
        };
        const auto sourceText = [&](const PriceLine &l) -> QString {
            const QString catalogSource
                = QCoreApplication::translate("gputco::CatalogSource", l.source.toUtf8().constData());
            // A quote says who gave it and until when: "...; Quote from X (ref), valid 2026-10-01 to 2026-12-31".
            const QString quote = l.quote.isEmpty() ? QString() : tr("; %1").arg(l.quote);
            if (l.fromCatalog && l.listAmount) {
                // Where the discount comes from: the price book's negotiated discount for the row
                // when the scenario uses that one, else the scenario (saying what the book holds now).
                const QString list = tr("list price: catalog %1, %2").arg(l.catalogId, catalogSource);
                const auto &book = l.priceBookDiscountPercent;
                if (book && l.discountPercent && qAbs(*book - *l.discountPercent) < 1e-6)
                    return tr("%1; negotiated discount from the price book: %2")
                               .arg(list,
                                   l.priceBookDiscountNote.isEmpty() ? tr("no source given") : l.priceBookDiscountNote)
                        + quote;
                if (book)
                    return tr("%1; discount entered in the scenario (the price book now gives %2)")
                               .arg(list, discountText(*book))
                        + quote;
                return tr("%1; discount entered in the scenario").arg(list) + quote;
            }
            if (l.fromCatalog)
                return tr("catalog %1, %2").arg(l.catalogId, catalogSource) + quote;
            if (!l.catalogId.isEmpty() && l.catalogAmount)
                return tr("%1; the catalog row %2 lists %3")
                    .arg(l.source, l.catalogId, unitPrice(*l.catalogAmount, l.catalogCurrency));
            if (!l.catalogId.isEmpty())
                return tr("%1; the catalog price %2 was not found").arg(l.source, l.catalogId);
            return l.source;
        };
        const auto amountText = [&](const PriceLine &l) -> QString {
            if (l.kind == PriceLineKind::ExchangeRate)
                return trimmed(l.amount, 6);
            if (l.currency.isEmpty()) // a percentage (maintenance, interest)
                return trimmed(l.amount, 4) + QStringLiteral(" %");
            return unitPrice(l.amount, l.currency);
        };
        const auto taxText = [&](const PriceLine &l) -> QString {
            if (l.kind == PriceLineKind::ExchangeRate || l.currency.isEmpty())
                return QStringLiteral("–");
            if (l.taxIncluded && l.taxRatePercent) // a quote's tax status with its rate
                return *l.taxIncluded ? tr("incl. %1 % VAT").arg(trimmed(*l.taxRatePercent, 2))
                                      : tr("excl. %1 % VAT").arg(trimmed(*l.taxRatePercent, 2));
            return !l.taxIncluded ? tr("not stated") : *l.taxIncluded ? tr("incl. tax") : tr("excl. tax");
        };
        const QStringList header{
            tr("Item"), tr("Price"), tr("Unit"), tr("Currency"), tr("Discount"), tr("Tax"), tr("As of"), tr("Source")};
        const auto rowOf = [&](const PriceLine &l) {
            QString discount = QStringLiteral("–");
            if (l.discountPercent)
                discount = l.listAmount
                    ? tr("list %1, %2").arg(unitPrice(*l.listAmount, l.currency), discountText(*l.discountPercent))
                    : discountText(*l.discountPercent);
            // "2021-09-27, changed -8 % since 2020-03-01", and "stale" past the catalog's limit.
            QString asOf = l.asOf.isEmpty() ? tr("not dated") : l.asOf;
            if (l.changePercent && !l.changedSince.isEmpty())
                asOf = tr("%1, changed %2 % since %3")
                           .arg(asOf,
                               (*l.changePercent > 0 ? QStringLiteral("+") : QString()) + trimmed(*l.changePercent, 1),
                               l.changedSince);
            if (l.stale)
                asOf = tr("%1 (stale: older than %2 months)").arg(asOf).arg(l.staleAfterMonths);
            if (l.quoteExpired)
                asOf = tr("%1 (quote expired %2)").arg(asOf, l.quoteValidUntil);
            else if (l.quoteExpiring)
                asOf = tr("%1 (quote expires %2)").arg(asOf, l.quoteValidUntil);
            return QStringList{l.item, amountText(l), l.unit, l.currency.isEmpty() ? QStringLiteral("–") : l.currency,
                discount, taxText(l), asOf, sourceText(l)};
        };
        for (const Option &o : s.options) {
            QList<QStringList> rows;
            QStringList about; // provider, instance type and region
            for (const PriceLine &l : priceLines)
                if (l.kind != PriceLineKind::ExchangeRate && l.optionId == o.id) {
                    rows << rowOf(l);
                    for (const QString &a : {l.provider, l.resource})
                        if (!a.isEmpty() && !about.contains(a))
                            about << a;
                }
            if (rows.isEmpty())
                continue;
            html += QStringLiteral("<h3>%1</h3>")
                        .arg(esc(about.isEmpty() ? o.name : tr("%1 (%2)").arg(o.name, about.join(tr(", ")))));
            const QStringList notes = PriceLines::optionNotes(o, annotations);
            for (const QString &n : notes)
                html += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("Note:")), esc(n));
            html += table(header, rows, {1});
        }
        QList<QStringList> rates;
        for (const PriceLine &l : priceLines)
            if (l.kind == PriceLineKind::ExchangeRate)
                rates << QStringList{
                    l.item, amountText(l), l.unit, l.asOf.isEmpty() ? tr("not dated") : l.asOf, l.source};
        if (!rates.isEmpty()) {
            html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Exchange rates")));
            html += table({tr("Item"), tr("Rate"), tr("Unit"), tr("As of"), tr("Source")}, rates, {1});
        }
    }
}

QString ReportBuilder::render(const QString &fileName)
{
    // Into memory, then to the file with saveBytes(): QPdfWriter(fileName) writes in place, so
    // a full disk or a kill left a truncated report where the previous one was.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly))
        return tr("%1: cannot be written").arg(fileName);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(300);
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setTitle(ReportWriter::title(s) + QStringLiteral(" – ") + s.name);
    writer.setCreator(QStringLiteral("GPU TCO Planner " GPUTCO_VERSION));
    QPainter painter;
    if (!painter.begin(&writer))
        return tr("%1: cannot be written").arg(fileName);

    // The documents are laid out on the PDF device itself (device pixels at 300 dpi), so point
    // sizes mean points on paper; header and footer are drawn in the same coordinates.
    const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
    const double pt = writer.resolution() / 72.0; // device pixels per point
    const double headerHeight = 22 * pt, footerHeight = 18 * pt;
    const QSizeF body(page.width(), page.height() - headerHeight - footerHeight);

    // Two documents (issue 17): the cover, whose contents need the page numbers of the body,
    // and the body, from the executive summary on (which always starts a new page). The body
    // is laid out once; only the small cover is laid out again with the page numbers.
    const QString coverHtml = coverLength >= 0 ? html.left(coverLength) : html;
    // A line of the cover's place before the executive summary's page break: the page break
    // then comes after text, as in one document with the cover, and the summary's heading keeps
    // its space above (the first block of a document has none).
    QString bodyHtml = coverLength >= 0 ? QStringLiteral("<p>&nbsp;</p>") + html.mid(coverLength) : QString();
    const double imageWidth = body.width() * 0.98;
    // The chart's size in device pixels, read by ChartObject::intrinsicSize().
    bodyHtml.replace(QStringLiteral("width=\"480\""),
        QStringLiteral("width=\"%1\" height=\"%2\"").arg(int(imageWidth)).arg(int(imageWidth * 0.58)));
    QTextDocument bodyDoc;
    addChartPainters(bodyDoc, pt);
    layOut(bodyDoc, writer, bodyHtml, body);

    // The body's pages before the executive summary's page break (the line above) are not printed.
    int firstBodyPage = 0;
    for (QTextFrame::iterator it = bodyDoc.rootFrame()->begin(); !it.atEnd(); ++it)
        if (it.currentBlock().isValid() && it.currentBlock().blockFormat().headingLevel() == 2) {
            firstBodyPage = pageOf(bodyDoc, it.currentBlock(), body.height());
            break;
        }

    // Contents: the h2 headings of the body and their pages after the cover's.
    QStringList titles;
    static const QRegularExpression h2(QStringLiteral("<h2 [^>]*>(.*?)</h2>"));
    for (auto it = h2.globalMatch(bodyHtml); it.hasNext();)
        titles << it.next().captured(1); // already escaped
    QList<int> bodyPages; // 0-based page in the body document
    for (QTextFrame::iterator it = bodyDoc.rootFrame()->begin(); !it.atEnd(); ++it)
        if (it.currentBlock().isValid() && it.currentBlock().blockFormat().headingLevel() == 2)
            bodyPages << pageOf(bodyDoc, it.currentBlock(), body.height());
    const auto coverText = [&](int coverPages) {
        QString contents = QStringLiteral("<table width=\"70%\" cellspacing=\"0\" cellpadding=\"2\">");
        for (int i = 0; i < int(titles.size()); ++i)
            contents += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                            .arg(titles[i],
                                i < int(bodyPages.size()) && coverPages > 0
                                    ? QString::number(coverPages + bodyPages[i] - firstBodyPage + 1)
                                    : QStringLiteral("00"));
        QString text = coverHtml;
        return text.replace(QStringLiteral("<!--TOC-->"), contents + QStringLiteral("</table>"));
    };
    QTextDocument coverDoc;
    layOut(coverDoc, writer, coverText(0), body); // placeholders as wide as two digits
    int coverPages = coverDoc.pageCount();
    for (int round = 0; round < 3; ++round) { // the numbers could make the cover longer
        layOut(coverDoc, writer, coverText(coverPages), body);
        if (coverDoc.pageCount() == coverPages)
            break;
        coverPages = coverDoc.pageCount();
    }
    QList<std::pair<QTextDocument *, int>> docs{{&coverDoc, 0}};
    if (coverLength >= 0)
        docs.append({&bodyDoc, firstBodyPage});
    paintPages(writer, painter, docs, headerHeight, footerHeight, body);
    if (!painter.end())
        return tr("%1: writing the PDF failed").arg(fileName);
    if (const QString reason = saveBytes(fileName, pdf); !reason.isEmpty())
        return tr("%1: cannot be written: %2").arg(fileName, reason);
    return {};
}

void ReportBuilder::addChartPainters(QTextDocument &doc, double pt)
{
    auto *charts = new ChartObject(pt, &doc);
    charts->add(QStringLiteral("chart:cumulative"), [&](QPainter &p, const QRectF &rc) {
        ChartPainter::paintCumulative(p, rc, r, bands ? &*bands : nullptr, s.calendar);
    });
    charts->add(QStringLiteral("chart:categories"),
        [&](QPainter &p, const QRectF &rc) { ChartPainter::paintCategories(p, rc, r); });
    if (sensitivity && sensitivity->ok())
        charts->add(QStringLiteral("chart:tornado"), [&](QPainter &p, const QRectF &rc) {
            ChartPainter::paintTornado(p, rc, *sensitivity, r.options[rec].name, r.options[runnerUpIndex].name, cur);
        });
    if (breakEvenSensitivity)
        charts->add(QStringLiteral("chart:tornado-breakeven"), [&](QPainter &p, const QRectF &rc) {
            ChartPainter::paintTornado(p, rc, *breakEvenSensitivity, r.options[std::size_t(cheapestOwn)].name,
                r.options[std::size_t(cheapestCloud)].name, cur);
        });
    doc.documentLayout()->registerHandler(QTextFormat::ImageObject, charts);
}

void ReportBuilder::layOut(QTextDocument &doc, QPdfWriter &writer, const QString &text, const QSizeF &body)
{
    doc.setUndoRedoEnabled(false);
    doc.documentLayout()->setPaintDevice(&writer);
    QFont base;
    base.setFamilies(reportFontFamilies());
    base.setPointSizeF(8.5);
    doc.setDefaultFont(base);
    doc.setDefaultStyleSheet(QStringLiteral("h1 { font-size: 20pt; } h2 { font-size: 14pt; } h3 { font-size: 10pt; } "
                                            "th { font-size: 8pt; } td { font-size: 8pt; }"));
    // Without a page size the document is not laid out: set the text first, then the size.
    doc.setPageSize(QSizeF());
    doc.setHtml(text);
    doc.setDocumentMargin(0);
    doc.setPageSize(body);
    keepHeadingsWithText(doc, body.height());
}

void ReportBuilder::paintPages(QPdfWriter &writer, QPainter &painter,
    const QList<std::pair<QTextDocument *, int>> &docs, double headerHeight, double footerHeight, const QSizeF &body)
{
    const double pt = writer.resolution() / 72.0; // device pixels per point
    int pages = 0;
    for (const auto &[doc, first] : docs)
        pages += doc->pageCount() - first;
    QFont small = docs.front().first->defaultFont();
    small.setPointSizeF(7);
    painter.setFont(small);
    const QFontMetricsF fm(small, &writer);
    int pageNumber = 0;
    for (const auto &[doc, first] : docs) {
        for (int i = first; i < doc->pageCount(); ++i, ++pageNumber) {
            if (pageNumber > 0)
                writer.newPage();
            painter.save();
            painter.setPen(QColor(0x55, 0x55, 0x55));
            const QRectF header(0, 0, body.width(), headerHeight - 6 * pt);
            const QString left = ReportWriter::title(s);
            painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, left);
            const double room = body.width() - fm.horizontalAdvance(left) - 20 * pt;
            painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter, fm.elidedText(s.name, Qt::ElideRight, room));
            painter.drawLine(QPointF(0, headerHeight - 5 * pt), QPointF(body.width(), headerHeight - 5 * pt));
            const double footerTop = headerHeight + body.height() + 3 * pt;
            painter.drawLine(QPointF(0, footerTop), QPointF(body.width(), footerTop));
            const QRectF footer(0, footerTop + 2 * pt, body.width(), footerHeight - 5 * pt);
            painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, dateText(in.date));
            painter.drawText(
                footer, Qt::AlignRight | Qt::AlignVCenter, tr("Page %1 of %2").arg(pageNumber + 1).arg(pages));
            painter.translate(0, headerHeight - i * body.height());
            // Half a device pixel (1/600 inch) less at the top and the bottom: a line pushed to
            // the next page starts exactly where this page ends, and the layout draws a line that
            // touches the clip; clipped away, its text was still in the PDF twice.
            const double edge = 0.5;
            doc->drawContents(&painter, QRectF(0, i * body.height() + edge, body.width(), body.height() - 2 * edge));
            painter.restore();
        }
    }
}

} // namespace

QString ReportWriter::title(const Scenario &)
{
    return tr("GPU training cost report");
}

QList<PriceLine> ReportWriter::prices(const ReportInput &in)
{
    return PriceLines::collect(in.scenario, in.result, in.lookup);
}

QString ReportWriter::writePdf(const ReportInput &in, const QString &fileName)
{
    // money() follows the display unit while this report is written (one report at a time:
    // the app and the CLI write reports on their main thread).
    gDisplayUnit = in.displayUnit;
    const auto resetUnit = qScopeGuard([] { gDisplayUnit = DisplayUnit::Auto; });
    ReportBuilder report(in);
    if (const QString error = report.check(fileName); !error.isEmpty())
        return error;
    report.addCover();
    report.addExecutiveSummary();
    report.addRisks();
    report.addSummaryTable();
    report.addTotals();
    report.addBuyInsteadOfRent();
    report.addBudget();
    report.addCharts();
    report.addPerOption();
    report.addHiddenFees();
    report.addSensitivity();
    report.addUncertainty();
    report.addAssumptions();
    report.addProvenance();
    return report.render(fileName);
}

} // namespace gputco

#include "reportwriter.moc"
