#include "chartpainter.h"
#include "language.h"
#include "reportbuilder.h"
#include "reporthtml.h"
#include "savefile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextObjectInterface>

#include <functional>

namespace gputco {

namespace {

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

/// The page (from 0) of each h2 heading of a document laid out on pages of `pageHeight`.
QList<int> headingPages(QTextDocument &doc, double pageHeight)
{
    QList<int> pages;
    for (QTextFrame::iterator it = doc.rootFrame()->begin(); !it.atEnd(); ++it)
        if (it.currentBlock().isValid() && it.currentBlock().blockFormat().headingLevel() == 2)
            pages << pageOf(doc, it.currentBlock(), pageHeight);
    return pages;
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

} // namespace

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
    QTextDocument bodyDoc;
    addChartPainters(bodyDoc, pt);
    const QString bodyText = bodyHtml(body.width());
    layOut(bodyDoc, writer, bodyText, body);
    // The body's pages before the executive summary's page break (the line above it, see
    // bodyHtml()) are not printed.
    const QList<int> bodyPages = headingPages(bodyDoc, body.height());
    const int firstBodyPage = bodyPages.isEmpty() ? 0 : bodyPages.front();
    QTextDocument coverDoc;
    layOutCover(coverDoc, writer, body, bodyText, bodyPages);
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

QString ReportBuilder::bodyHtml(double bodyWidth) const
{
    // A line of the cover's place before the executive summary's page break: the page break
    // then comes after text, as in one document with the cover, and the summary's heading keeps
    // its space above (the first block of a document has none).
    QString text = coverLength >= 0 ? QStringLiteral("<p>&nbsp;</p>") + html.mid(coverLength) : QString();
    const double imageWidth = bodyWidth * 0.98;
    // The chart's size in device pixels, read by ChartObject::intrinsicSize().
    text.replace(QStringLiteral("width=\"480\""),
        QStringLiteral("width=\"%1\" height=\"%2\"").arg(int(imageWidth)).arg(int(imageWidth * 0.58)));
    return text;
}

void ReportBuilder::layOutCover(QTextDocument &coverDoc, QPdfWriter &writer, const QSizeF &body,
    const QString &bodyText, const QList<int> &bodyPages)
{
    const QString coverHtml = coverLength >= 0 ? html.left(coverLength) : html;
    const int firstBodyPage = bodyPages.isEmpty() ? 0 : bodyPages.front();
    // Contents: the h2 headings of the body and their pages after the cover's.
    QStringList titles;
    static const QRegularExpression h2(QStringLiteral("<h2 [^>]*>(.*?)</h2>"));
    for (auto it = h2.globalMatch(bodyText); it.hasNext();)
        titles << it.next().captured(1); // already escaped
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
    layOut(coverDoc, writer, coverText(0), body); // placeholders as wide as two digits
    int coverPages = coverDoc.pageCount();
    for (int round = 0; round < 3; ++round) { // the numbers could make the cover longer
        layOut(coverDoc, writer, coverText(coverPages), body);
        if (coverDoc.pageCount() == coverPages)
            break;
        coverPages = coverDoc.pageCount();
    }
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

} // namespace gputco

#include "reportrender.moc"
