#include "chartpainter.h"

#include "chartlabels.h"
#include "language.h"
#include "money.h"
#include "ranking.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of ChartPainter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ChartPainter)
};

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double p = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-12))));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * p >= raw)
            return m * p;
    return 10 * p;
}

/// Callers paint in points (the painter is scaled so that one unit is one point), so fonts
/// are sized in units, not in the device's points.
QFont font(double pointSize, bool bold = false)
{
    QFont f;
    f.setFamilies(reportFontFamilies());
    f.setPixelSize(std::max(1, int(std::lround(pointSize))));
    f.setBold(bold);
    return f;
}

/// Axes, grid and tick labels; returns the plot rectangle.
QRectF drawFrame(QPainter &p, const QRectF &rect, const QString &title, double yMax, double xMax,
    const QString &currency, bool monthAxis, const QStringList &xLabels, const Calendar &calendar = {})
{
    p.setFont(font(9, true));
    const QFontMetricsF titleMetrics(p.font());
    p.setPen(Qt::black);
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), titleMetrics.height() * 1.4), Qt::AlignCenter, title);
    p.setFont(font(7));
    const QFontMetricsF fm(p.font());
    const double step = niceStep(yMax, 5);
    const double top = std::ceil(yMax / step) * step;
    double labelWidth = 0;
    for (double v = 0; v <= top + step / 2; v += step)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(Money::compact(v, currency)));
    const QRectF plot(rect.left() + labelWidth + 8, rect.top() + titleMetrics.height() * 1.6,
        rect.width() - labelWidth - 22, rect.height() - titleMetrics.height() * 1.6 - fm.height() * 3.2);
    p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.5));
    for (double v = 0; v <= top + step / 2; v += step) {
        const double y = plot.bottom() - v / top * plot.height();
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(Qt::black);
        p.drawText(QRectF(rect.left(), y - fm.height() / 2, labelWidth + 4, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, Money::compact(v, currency));
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.5));
    }
    p.setPen(QPen(Qt::black, 0.8));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    if (monthAxis) {
        const double xStep = xMax <= 12 ? 1 : xMax <= 36 ? 6 : 12;
        for (double m = 0; m <= xMax + 0.01; m += xStep) {
            const double x = plot.left() + m / xMax * plot.width();
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3));
            // A month's cumulative cost is drawn at its end: the tick at m is calendar month m
            // (none at 0, which is the start of month 1).
            const QString tick = !calendar.has() ? QString::number(int(m))
                : m >= 1                         ? Calendars::monthTick(calendar, int(m))
                                                 : QString();
            // Centred under the tick, kept inside the chart (the last one would be cut).
            const double w = fm.horizontalAdvance(tick) + 2;
            const double left = std::clamp(x - w / 2, rect.left(), std::max(rect.left(), rect.right() - w));
            p.drawText(QRectF(left, plot.bottom() + 4, w, fm.height()), Qt::AlignHCenter | Qt::AlignTop, tick);
        }
        p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 5, plot.width(), fm.height()), Qt::AlignCenter,
            Tr::tr("Month"));
    } else {
        const double slot = plot.width() / double(std::max<qsizetype>(1, xLabels.size()));
        for (int i = 0; i < int(xLabels.size()); ++i)
            p.drawText(QRectF(plot.left() + i * slot, plot.bottom() + 3, slot, fm.height() * 2),
                Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, xLabels[i]);
    }
    return plot;
}

/// Where each legend item goes in rows of `width` starting at (0, 0): a coloured square and
/// the name, never cut. A name wider than a row is wrapped onto several lines.
QList<QRectF> legendLayout(const QFontMetricsF &fm, double width, const QList<QPair<QString, QColor>> &items)
{
    QList<QRectF> out;
    double x = 0, y = 0, rowHeight = 0;
    for (const auto &item : items) {
        QSizeF size(fm.horizontalAdvance(item.first) + 18, fm.height());
        if (size.width() > width) { // wrap the name inside a full row
            const QRectF text
                = fm.boundingRect(QRectF(0, 0, std::max(1.0, width - 11), 1e6), Qt::TextWordWrap, item.first);
            size = QSizeF(width, std::max(fm.height(), text.height()));
        }
        if (x + size.width() > width && x > 0) {
            x = 0;
            y += rowHeight + 2;
            rowHeight = 0;
        }
        out << QRectF(QPointF(x, y), size);
        x += size.width();
        rowHeight = std::max(rowHeight, size.height());
    }
    return out;
}

/// Height the legend needs at the bottom of `width`.
double legendHeight(QPainter &p, double width, const QList<QPair<QString, QColor>> &items)
{
    p.setFont(font(7));
    const QFontMetricsF fm(p.font());
    double bottom = fm.height();
    for (const QRectF &r : legendLayout(fm, width, items))
        bottom = std::max(bottom, r.bottom());
    return bottom + 6;
}

/// Legend rows of coloured squares at the bottom of the chart.
void drawLegend(QPainter &p, const QRectF &rect, const QList<QPair<QString, QColor>> &items)
{
    const double height = legendHeight(p, rect.width(), items);
    p.setFont(font(7));
    const QFontMetricsF fm(p.font());
    const QList<QRectF> layout = legendLayout(fm, rect.width(), items);
    const QPointF origin(rect.left(), rect.bottom() - height + 4);
    for (int i = 0; i < int(items.size()); ++i) {
        const QRectF r = layout[i].translated(origin);
        p.fillRect(QRectF(r.left(), r.top() + fm.height() / 2 - 4, 8, 8), items[i].second);
        p.setPen(Qt::black);
        p.drawText(QRectF(r.left() + 11, r.top(), r.width() - 11, r.height()),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, items[i].first);
    }
}

/// The band of each option, if any, found by id: only for the recommended option and the
/// options in `bandIds`, so that bands do not pile up into one shaded area.
std::vector<const OptionBands *> shownBands(
    const ScenarioResult &r, const UncertaintyResult *bands, const QStringList &bandIds)
{
    std::vector<const OptionBands *> band(r.options.size(), nullptr);
    if (!bands || !bands->ok())
        return band;
    const int recommended = rank(r).recommended;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        if (int(i) != recommended && !bandIds.contains(r.options[i].id))
            continue;
        for (const OptionBands &ob : bands->options)
            if (ob.id == r.options[i].id && ob.p90.size() == r.options[i].cumulative.size())
                band[i] = &ob;
    }
    return band;
}

/// Where a month's amount is in the plot of the cumulative chart.
struct MonthMap
{
    QRectF plot;
    int months; ///< the horizon: the right edge
    double top; ///< the amount at the top edge

    QPointF at(double month, double value) const
    {
        return QPointF(plot.left() + month / months * plot.width(), plot.bottom() - value / top * plot.height());
    }
};

/// The break-even markers; labels (pair, month and amount) for those that matter
/// (ChartLabels::marks), placed so that none overlaps another, with a leader line when moved.
void drawBreakEvens(
    QPainter &p, const ScenarioResult &r, const MonthMap &map, const Calendar &calendar, QList<QRectF> *labelRects)
{
    const std::vector<BreakEvenMark> marks = ChartLabels::marks(r);
    p.setFont(font(6.5));
    const QFontMetricsF lm(p.font());
    QList<QPointF> anchors;
    QList<QSizeF> sizes;
    QStringList texts;
    QList<int> labelColors;
    for (const BreakEvenMark &mark : marks) {
        const QPointF pt = map.at(mark.month, mark.amount);
        const int cloud = r.breakEvens[std::size_t(mark.breakEven)].cloudIndex;
        p.setPen(QPen(Qt::white, mark.labelled ? 1.0 : 0.6));
        p.setBrush(mark.labelled ? QColor(Qt::black) : QColor(0x70, 0x70, 0x70));
        p.drawEllipse(pt, mark.labelled ? 3.0 : 1.8, mark.labelled ? 3.0 : 1.8);
        if (!mark.labelled)
            continue;
        // Whole names, wrapped: an elided name may not tell two options apart.
        const QString text = ChartLabels::wrapped(ChartLabels::pairText(r, mark), lm, map.plot.width() * 0.4)
            + QLatin1Char('\n') + ChartLabels::amountText(r, mark, calendar);
        anchors << pt;
        sizes << lm.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, text).size() + QSizeF(2, 0);
        texts << text;
        labelColors << cloud;
    }
    const QList<ChartLabels::Placement> placed = ChartLabels::place(anchors, sizes, map.plot);
    for (int i = 0; i < int(placed.size()); ++i) {
        const QRectF &box = placed[i].rect;
        if (box.isNull())
            continue;
        if (labelRects)
            *labelRects << box;
        if (placed[i].leader) {
            const QPointF to(std::clamp(anchors[i].x(), box.left(), box.right()),
                std::clamp(anchors[i].y(), box.top(), box.bottom()));
            p.setPen(QPen(QColor(0x80, 0x80, 0x80), 0.4));
            p.drawLine(anchors[i], to);
        }
        // Above the lines and markers, on an opaque ground, so that no line runs through a label.
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawRect(box.adjusted(-1.0, -0.5, 1.0, 0.5));
        p.setBrush(Qt::NoBrush);
        p.setPen(seriesColor(labelColors[i]).darker(140));
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop, texts[i]);
    }
}

} // namespace

QColor seriesColor(int index)
{
    static const QColor colors[] = {
        QColor(0x1f, 0x77, 0xb4),
        QColor(0xd6, 0x27, 0x28),
        QColor(0x2c, 0xa0, 0x2c),
        QColor(0xff, 0x7f, 0x0e),
        QColor(0x94, 0x67, 0xbd),
        QColor(0x8c, 0x56, 0x4b),
        QColor(0xe3, 0x77, 0xc2),
        QColor(0x7f, 0x7f, 0x7f),
        QColor(0xbc, 0xbd, 0x22),
        QColor(0x17, 0xbe, 0xcf),
    };
    return colors[std::abs(index) % 10];
}

QColor categoryColor(Category c)
{
    switch (c) {
    case Category::Compute: return QColor(0x3b, 0x6e, 0xa8);
    case Category::ReservedUpfront: return QColor(0x6a, 0x9f, 0xd4);
    case Category::Capex: return QColor(0x4a, 0x5a, 0x6a);
    case Category::Depreciation: return QColor(0x7a, 0x8a, 0x9a);
    case Category::ResidualValue: return QColor(0xa0, 0xc0, 0xa0);
    case Category::Power: return QColor(0x2e, 0x8b, 0x57);
    case Category::Space: return QColor(0x66, 0xb2, 0x8a);
    case Category::Staff: return QColor(0x8e, 0x7c, 0xc3);
    case Category::Maintenance: return QColor(0xb0, 0xa4, 0xd8);
    case Category::CloudBridge: return QColor(0x17, 0xbe, 0xcf); // cyan: cloud, but not a plan of its own
    case Category::Operations: return QColor(0x8c, 0x6d, 0x31); // brown-olive: running the site
    case Category::Interest: return QColor(0x84, 0x3c, 0x39); // dark red: the cost of money
    case Category::Migration: return QColor(0x5c, 0x5c, 0x8a); // slate: one-time cost of moving
    case Category::Platform: return QColor(0x2a, 0x9d, 0x8f); // teal: the managed platform on the compute
    case Category::Subsidy: return QColor(0x9c, 0xd0, 0x6c); // light green: money back, like resale
    case Category::VatTiming:
        return QColor(0xb8, 0xb8, 0xb8); // grey: tax in transit
    // Hidden fees: warm colours, so they stand out against compute.
    case Category::StorageCapacity: return QColor(0xe0, 0x8a, 0x1e);
    case Category::StorageIo: return QColor(0xf0, 0xb4, 0x3c);
    case Category::Egress: return QColor(0xd6, 0x27, 0x28);
    case Category::Bandwidth: return QColor(0xe8, 0x6a, 0x5a);
    case Category::CrossAz: return QColor(0xc2, 0x40, 0x7a);
    case Category::OtherFees: return QColor(0xa0, 0x52, 0x2d);
    }
    return Qt::gray;
}

void ChartPainter::paintCumulative(QPainter &p, const QRectF &rect, const ScenarioResult &r,
    const UncertaintyResult *bands, const Calendar &calendar, const QStringList &bandIds, QList<QRectF> *labelRects)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const std::vector<const OptionBands *> band = shownBands(r, bands, bandIds);
    double yMax = 1;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        if (!o.cumulative.empty())
            yMax = std::max(yMax, *std::max_element(o.cumulative.begin(), o.cumulative.end()));
        if (band[i] && !band[i]->p90.empty())
            yMax = std::max(yMax, *std::max_element(band[i]->p90.begin(), band[i]->p90.end()));
    }
    QList<QPair<QString, QColor>> legend;
    for (int i = 0; i < int(r.options.size()); ++i)
        legend.append({r.options[i].name, seriesColor(i)});
    const QRectF chartRect(
        rect.left(), rect.top(), rect.width(), rect.height() - legendHeight(p, rect.width(), legend));
    const double step = niceStep(yMax, 5);
    const QRectF plot = drawFrame(
        p, chartRect, Tr::tr("Cumulative cost (cash view)"), yMax, r.horizonMonths, r.currency, true, {}, calendar);
    const MonthMap map{plot, r.horizonMonths, std::ceil(yMax / step) * step};
    for (int i = 0; i < int(r.options.size()); ++i) {
        if (!band[std::size_t(i)])
            continue;
        const OptionBands &b = *band[std::size_t(i)];
        QPolygonF area;
        area << map.at(0, 0);
        for (int m = 0; m < int(b.p90.size()); ++m)
            area << map.at(m + 1, b.p90[std::size_t(m)]);
        for (int m = int(b.p10.size()) - 1; m >= 0; --m)
            area << map.at(m + 1, b.p10[std::size_t(m)]);
        QColor fill = seriesColor(i);
        fill.setAlpha(50);
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawPolygon(area);
    }
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < int(r.options.size()); ++i) {
        QPainterPath path(map.at(0, 0));
        for (int m = 0; m < int(r.options[i].cumulative.size()); ++m)
            path.lineTo(map.at(m + 1, r.options[i].cumulative[m]));
        p.setPen(QPen(seriesColor(i), 1.6));
        p.drawPath(path);
    }
    drawBreakEvens(p, r, map, calendar, labelRects);
    drawLegend(p, rect, legend);
    p.restore();
}

void ChartPainter::paintCategories(QPainter &p, const QRectF &rect, const ScenarioResult &r)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    std::vector<Category> used;
    for (bool hidden : {false, true})
        for (Category c : kAllCategories)
            if (isHiddenFee(c) == hidden && c != Category::ResidualValue
                && std::any_of(r.options.begin(), r.options.end(),
                    [&](const OptionResult &o) { return o.categoryTotals[index(c)] > 0; }))
                used.push_back(c);
    double yMax = 1;
    QStringList names;
    for (const OptionResult &o : r.options) {
        double sum = 0;
        for (Category c : used)
            sum += std::max(0.0, o.categoryTotals[index(c)]);
        yMax = std::max(yMax, sum);
        names << o.name;
    }
    QList<QPair<QString, QColor>> legend;
    for (Category c : used)
        legend.append({categoryName(c) + (isHiddenFee(c) ? QStringLiteral("*") : QString()), categoryColor(c)});
    const QRectF chartRect(
        rect.left(), rect.top(), rect.width(), rect.height() - legendHeight(p, rect.width(), legend));
    const double step = niceStep(yMax, 5);
    const double top = std::ceil(yMax / step) * step;
    const QRectF plot
        = drawFrame(p, chartRect, Tr::tr("Total cost by category (* hidden fee)"), yMax, 1, r.currency, false, names);
    const double slot = plot.width() / double(std::max<qsizetype>(1, names.size()));
    for (int i = 0; i < int(r.options.size()); ++i) {
        double base = 0;
        for (Category c : used) {
            const double v = std::max(0.0, r.options[i].categoryTotals[index(c)]);
            if (v <= 0)
                continue;
            const double y0 = plot.bottom() - base / top * plot.height();
            const double y1 = plot.bottom() - (base + v) / top * plot.height();
            const QRectF bar(plot.left() + i * slot + slot * 0.2, y1, slot * 0.6, y0 - y1);
            p.fillRect(bar, categoryColor(c));
            if (isHiddenFee(c)) {
                p.setPen(QPen(categoryColor(c).darker(160), 0.6));
                p.setBrush(Qt::NoBrush);
                p.drawRect(bar);
            }
            base += v;
        }
    }
    drawLegend(p, rect, legend);
    p.restore();
}

void ChartPainter::paintTornado(QPainter &p, const QRectF &rect, const SensitivityResult &s, const QString &nameA,
    const QString &nameB, const QString &currency)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const bool months = s.metric == SensitivityMetric::BreakEvenMonth;
    const QString title = months
        ? Tr::tr("Sensitivity of the break-even month, %1 against %2 (each input ±%3%)")
              .arg(nameA, nameB)
              .arg(s.percent)
        : Tr::tr("Sensitivity of %1 minus %2 (each input ±%3%)").arg(nameA, nameB).arg(s.percent);
    // Long option names: a smaller title, then an elided one, never one cut at both ends.
    double titleSize = 9;
    p.setFont(font(titleSize, true));
    while (titleSize > 6 && QFontMetricsF(p.font()).horizontalAdvance(title) > rect.width()) {
        titleSize -= 0.5;
        p.setFont(font(titleSize, true));
    }
    const QFontMetricsF tm(p.font());
    p.setPen(Qt::black);
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), tm.height() * 1.4), Qt::AlignCenter,
        tm.elidedText(title, Qt::ElideMiddle, rect.width()));
    if (s.rows.empty()) {
        p.restore();
        return;
    }
    p.setFont(font(7));
    const QFontMetricsF fm(p.font());
    double labelWidth = 0;
    for (const SensitivityRow &r : s.rows)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.name));
    double lo = s.baselineOutcome, hi = s.baselineOutcome;
    for (const SensitivityRow &r : s.rows) {
        lo = std::min({lo, r.lowOutcome, r.highOutcome});
        hi = std::max({hi, r.lowOutcome, r.highOutcome});
    }
    const double pad = std::max(months ? 0.5 : 1.0, (hi - lo) * 0.08);
    lo -= pad;
    hi += pad;
    const QRectF plot(rect.left() + labelWidth + 10, rect.top() + tm.height() * 1.8, rect.width() - labelWidth - 16,
        rect.height() - tm.height() * 1.8 - fm.height() * 3.5);
    auto x = [&](double v) { return plot.left() + (v - lo) / (hi - lo) * plot.width(); };
    const double rowHeight = plot.height() / double(s.rows.size());
    for (int i = 0; i < int(s.rows.size()); ++i) {
        const SensitivityRow &r = s.rows[i];
        const double top = plot.top() + i * rowHeight;
        const double h = rowHeight * 0.7;
        const double base = x(s.baselineOutcome);
        p.setPen(Qt::black);
        p.drawText(QRectF(rect.left(), top, labelWidth + 4, rowHeight), Qt::AlignRight | Qt::AlignVCenter, r.name);
        // Low input in blue, high input in orange, each from the baseline to its effect.
        p.fillRect(QRectF(QPointF(std::min(base, x(r.lowOutcome)), top + (rowHeight - h) / 2),
                       QPointF(std::max(base, x(r.lowOutcome)), top + (rowHeight + h) / 2)),
            QColor(0x3b, 0x6e, 0xa8));
        p.fillRect(QRectF(QPointF(std::min(base, x(r.highOutcome)), top + (rowHeight - h) / 2),
                       QPointF(std::max(base, x(r.highOutcome)), top + (rowHeight + h) / 2)),
            QColor(0xe0, 0x8a, 0x1e));
    }
    p.setPen(QPen(Qt::black, 0.8));
    const double base = x(s.baselineOutcome);
    p.drawLine(QPointF(base, plot.top()), QPointF(base, plot.bottom()));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    const double step = niceStep(hi - lo, 5);
    for (double v = std::ceil(lo / step) * step; v <= hi; v += step) {
        p.drawLine(QPointF(x(v), plot.bottom()), QPointF(x(v), plot.bottom() + 3));
        p.drawText(QRectF(x(v) - 40, plot.bottom() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
            months ? Tr::tr("month %1").arg(QLocale().toString(v, 'g', 4)) : Money::compact(v, currency));
    }
    if (months) { // "no break-even within the horizon" is drawn at horizon + 1: say so
        bool beyond = s.baselineBeyondHorizon;
        for (const SensitivityRow &r : s.rows)
            beyond = beyond || r.lowBeyondHorizon || r.highBeyondHorizon;
        if (beyond)
            p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 3, plot.width(), fm.height()),
                Qt::AlignRight | Qt::AlignTop, Tr::tr("bars at the right end: no break-even within the horizon"));
    }
    drawLegend(p, rect,
        {{Tr::tr("input lower"), QColor(0x3b, 0x6e, 0xa8)}, {Tr::tr("input higher"), QColor(0xe0, 0x8a, 0x1e)}});
    p.restore();
}

} // namespace gputco
