#include "chartlabels.h"

#include "money.h"
#include "ranking.h"

#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gputco::ChartLabels {

int cheapestCloud(const ScenarioResult &r)
{
    const int ranked = rank(r).cheapestOfKind(r, OptionKind::Cloud);
    if (ranked >= 0)
        return ranked;
    int best = -1;
    for (int i = 0; i < int(r.options.size()); ++i)
        if (r.options[std::size_t(i)].kind == OptionKind::Cloud
            && (best < 0 || r.options[std::size_t(i)].total < r.options[std::size_t(best)].total))
            best = i;
    return best;
}

std::vector<BreakEvenMark> marks(const ScenarioResult &r, const QStringList &selectedIds)
{
    std::vector<BreakEvenMark> out;
    const int cheapest = cheapestCloud(r);
    std::vector<bool> selected(r.options.size(), false);
    for (std::size_t i = 0; i < r.options.size(); ++i)
        selected[i] = selectedIds.contains(r.options[i].id);
    for (int bi = 0; bi < int(r.breakEvens.size()); ++bi) {
        const BreakEven &b = r.breakEvens[std::size_t(bi)];
        const OptionResult &c = r.options[std::size_t(b.cloudIndex)];
        const bool labelled = b.cloudIndex == cheapest || selected[std::size_t(b.cloudIndex)]
            || selected[std::size_t(b.selfHostedIndex)];
        for (int xi = 0; xi < int(b.crossings.size()); ++xi) {
            const Crossing &x = b.crossings[std::size_t(xi)];
            const int m = x.month;
            if (m < 1 || m > int(c.cumulative.size()))
                continue;
            BreakEvenMark mark;
            mark.breakEven = bi;
            mark.crossing = xi;
            // Owning cheaper from the very start: mark the end of month 1, not the origin.
            mark.month = m == 1 && x.exactMonth < 0.5 ? 1.0 : x.exactMonth;
            const double before = m >= 2 ? c.cumulative[std::size_t(m - 2)] : 0.0;
            mark.amount = before + (c.cumulative[std::size_t(m - 1)] - before) * (mark.month - (m - 1));
            mark.labelled = labelled;
            out.push_back(mark);
        }
    }
    return out;
}

namespace {

const Crossing &crossingOf(const ScenarioResult &r, const BreakEvenMark &mark)
{
    return r.breakEvens[std::size_t(mark.breakEven)].crossings[std::size_t(mark.crossing)];
}

} // namespace

QString amountText(const ScenarioResult &r, const BreakEvenMark &mark, const Calendar &calendar)
{
    const int m = crossingOf(r, mark).month;
    const QString amount = Money::compact(mark.amount, r.currency);
    if (calendar.has())
        //: Break-even label on the chart: calendar month, amount
        return QCoreApplication::translate("gputco::ChartLabels", "%1: %2")
            .arg(Calendars::monthTick(calendar, m), amount);
    return QCoreApplication::translate("gputco::ChartLabels", "month %1: %2").arg(m).arg(amount);
}

QString pairText(const ScenarioResult &r, const BreakEvenMark &mark, const QFontMetricsF *metrics, double nameWidth)
{
    const BreakEven &b = r.breakEvens[std::size_t(mark.breakEven)];
    QString own = r.options[std::size_t(b.selfHostedIndex)].name;
    QString rent = r.options[std::size_t(b.cloudIndex)].name;
    if (metrics && nameWidth > 0) {
        own = metrics->elidedText(own, Qt::ElideMiddle, nameWidth);
        rent = metrics->elidedText(rent, Qt::ElideMiddle, nameWidth);
    }
    //: Break-even label on the chart: the self-hosted option and the cloud option that cross
    return QCoreApplication::translate("gputco::ChartLabels", "%1 vs %2").arg(own, rent);
}

QString wrapped(const QString &text, const QFontMetricsF &metrics, double width)
{
    QStringList lines;
    QString line;
    // Greedy by words (spaces), and by characters inside a word wider than the width.
    const QStringList words = text.split(QLatin1Char(' '));
    for (const QString &word : words) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(candidate) <= width || line.isEmpty()) {
            line = candidate;
        } else {
            lines << line;
            line = word;
        }
        while (metrics.horizontalAdvance(line) > width && line.size() > 1) { // one long word or CJK
            int cut = int(line.size()) - 1;
            while (cut > 1 && metrics.horizontalAdvance(line.left(cut)) > width)
                --cut;
            lines << line.left(cut);
            line = line.mid(cut);
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

QString toolTip(const ScenarioResult &r, const BreakEvenMark &mark, const Calendar &calendar)
{
    const BreakEven &b = r.breakEvens[std::size_t(mark.breakEven)];
    const int m = crossingOf(r, mark).month;
    const QString when = calendar.has() ? Calendars::monthLabel(calendar, m)
                                        : QCoreApplication::translate("gputco::ChartLabels", "month %1").arg(m);
    return QCoreApplication::translate("gputco::ChartLabels", "%1 and %2 change order in %3 (cumulative %4)")
        .arg(r.options[std::size_t(b.cloudIndex)].name, r.options[std::size_t(b.selfHostedIndex)].name, when,
            Money::formatWhole(mark.amount, r.currency));
}

namespace {

/*!
 * The rectangles taken so far (placed labels and the markers) in a uniform grid of cells at
 * least as large as any label (plus the gap): a rectangle, grown by the gap, covers at most
 * 3 x 3 cells, so each check looks at a bounded number of labels.
 */
class TakenGrid
{
public:
    TakenGrid(const QRectF &bounds, const QList<QSizeF> &sizes, int n, double gap)
        : mBounds(bounds)
        , mGap(gap)
    {
        for (int i = 0; i < n; ++i) {
            mCellW = std::max(mCellW, sizes[i].width() + 2 * gap);
            mCellH = std::max(mCellH, sizes[i].height() + 2 * gap);
        }
        mCols = int(std::ceil(bounds.width() / mCellW)) + 1;
        mRows = int(std::ceil(bounds.height() / mCellH)) + 1;
        mGrid.resize(std::size_t(mCols) * std::size_t(mRows));
    }

    void take(const QRectF &r)
    {
        const int index = int(mTaken.size());
        mTaken.push_back(r);
        const Cells c = cellsOf(r);
        for (int y = c.r0; y <= c.r1; ++y)
            for (int x = c.c0; x <= c.c1; ++x)
                mGrid[cell(x, y)].push_back(index);
    }

    /// Whether `r`, grown by the gap, meets nothing taken.
    bool isFree(const QRectF &r) const
    {
        const QRectF grown = r.adjusted(-mGap, -mGap, mGap, mGap);
        const Cells c = cellsOf(grown);
        for (int y = c.r0; y <= c.r1; ++y)
            for (int x = c.c0; x <= c.c1; ++x)
                for (int j : mGrid[cell(x, y)])
                    if (mTaken[std::size_t(j)].intersects(grown))
                        return false;
        return true;
    }

private:
    struct Cells
    {
        int c0, c1, r0, r1; ///< first and last column and row, inclusive
    };
    Cells cellsOf(const QRectF &r) const
    {
        return {std::clamp(int(std::floor((r.left() - mBounds.left()) / mCellW)), 0, mCols - 1),
            std::clamp(int(std::floor((r.right() - mBounds.left()) / mCellW)), 0, mCols - 1),
            std::clamp(int(std::floor((r.top() - mBounds.top()) / mCellH)), 0, mRows - 1),
            std::clamp(int(std::floor((r.bottom() - mBounds.top()) / mCellH)), 0, mRows - 1)};
    }
    std::size_t cell(int x, int y) const { return std::size_t(y) * std::size_t(mCols) + std::size_t(x); }

    QRectF mBounds;
    double mGap;
    double mCellW = 8.0 + 2 * mGap; ///< at least a marker (7 x 7)
    double mCellH = 8.0 + 2 * mGap;
    int mCols = 0;
    int mRows = 0;
    std::vector<std::vector<int>> mGrid; ///< indexes into mTaken, by cell
    std::vector<QRectF> mTaken;
};

constexpr double kOffset = 5.0; // between a marker and its label, clear of the marker

/// The first free place of a `size` label for the marker at `a`: beside it (right/left,
/// above/below), then further up and down; taken in `taken`. A null rectangle when none is free.
Placement placeOne(const QPointF &a, const QSizeF &size, const QRectF &bounds, double gap, TakenGrid &taken)
{
    constexpr int kSteps = 12; // positions tried above and below, each a label height further
    const double w = size.width();
    const double h = size.height();
    if (w > bounds.width() || h > bounds.height())
        return {};
    auto clamped = [&](double x, double y) {
        return QRectF(
            std::clamp(x, bounds.left(), bounds.right() - w), std::clamp(y, bounds.top(), bounds.bottom() - h), w, h);
    };
    const double right = a.x() + kOffset, left = a.x() - kOffset - w;
    const double above = a.y() - kOffset - h, below = a.y() + kOffset;
    for (int k = 0; k <= kSteps; ++k) {
        const double shift = k * (h + gap);
        for (const QRectF &candidate : {clamped(right, above - shift), clamped(left, above - shift),
                 clamped(right, below + shift), clamped(left, below + shift)}) {
            if (!taken.isFree(candidate))
                continue;
            // Away from its marker (moved up or down, or pushed in by the bounds): a leader line.
            const double dx = std::max({candidate.left() - a.x(), 0.0, a.x() - candidate.right()});
            const double dy = std::max({candidate.top() - a.y(), 0.0, a.y() - candidate.bottom()});
            taken.take(candidate);
            return {candidate, std::hypot(dx, dy) > 2 * kOffset};
        }
    }
    return {};
}

} // namespace

QList<Placement> place(const QList<QPointF> &anchors, const QList<QSizeF> &sizes, const QRectF &bounds, double gap)
{
    const int n = int(std::min(anchors.size(), sizes.size()));
    QList<Placement> out(n);
    if (n == 0 || !(bounds.width() > 0) || !(bounds.height() > 0))
        return out;
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return anchors[a].x() < anchors[b].x() || (anchors[a].x() == anchors[b].x() && anchors[a].y() < anchors[b].y());
    });
    TakenGrid taken(bounds, sizes, n, gap);
    // No label covers a marker.
    constexpr double kMarker = 3.5;
    for (const QPointF &a : anchors)
        taken.take(QRectF(a.x() - kMarker, a.y() - kMarker, 2 * kMarker, 2 * kMarker));
    for (int i : order)
        out[i] = placeOne(anchors[i], sizes[i], bounds, gap, taken);
    return out;
}

} // namespace gputco::ChartLabels
