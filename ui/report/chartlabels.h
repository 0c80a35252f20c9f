#pragma once

#include "calendar.h"
#include "costengine.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QStringList>

#include <vector>

class QFontMetricsF;

namespace gputco {

/// One break-even crossing as a chart marks it: which pair, where (x in months, y in money).
struct BreakEvenMark
{
    int breakEven = 0; ///< index into ScenarioResult::breakEvens
    int crossing = 0; ///< index into that BreakEven's crossings
    double month = 0.0; ///< interpolated month (a crossing before the end of month 1 is drawn at 1)
    double amount = 0.0; ///< the cloud option's cumulative cost there
    bool labelled = false; ///< gets a text label; the others are markers with a tooltip
};

/*!
 * Which break-evens a cumulative chart labels, and where the labels go, shared by the app's
 * chart and the report's painter so both show the same.
 *
 * With n options there are O(n^2) crossings (1,341 at 50 options), far too many to label. A
 * label goes to each crossing of a self-hosted option with the cheapest cloud option (the
 * question the chart answers: when does buying beat the best way to rent), and to every
 * crossing of a pair with a selected option (the app's selection in the totals table). The
 * other crossings stay markers, named on hover and listed in the tables.
 */
namespace ChartLabels {

/// The cloud option the labels compare against: the cheapest ranked cloud option (Ranking),
/// else the cloud option with the lowest total; -1 without a cloud option.
int cheapestCloud(const ScenarioResult &result);

/// Every crossing of `result` in the order of breakEvens and crossings, `labelled` set as above.
std::vector<BreakEvenMark> marks(const ScenarioResult &result, const QStringList &selectedIds = {});

/// "month 7: ¥12.7M" (or the calendar month), the second line of a label.
QString amountText(const ScenarioResult &result, const BreakEvenMark &mark, const Calendar &calendar);
/// "Buy 8 servers vs Alibaba spot", each name middle-elided to `nameWidth` with `metrics`
/// (no elision when nameWidth <= 0): the first line of a label.
QString pairText(const ScenarioResult &result, const BreakEvenMark &mark, const QFontMetricsF *metrics = nullptr,
    double nameWidth = 0.0);
/// `text` broken into lines no wider than `width` (at spaces, or anywhere in CJK text), joined
/// with '\n': a long pair of names wraps instead of being cut.
QString wrapped(const QString &text, const QFontMetricsF &metrics, double width);
/// The full sentence for a tooltip: both names, month and cumulative amount.
QString toolTip(const ScenarioResult &result, const BreakEvenMark &mark, const Calendar &calendar);

/// A placed label: its rectangle, or an empty (null) rectangle when no free place was found
/// (the marker stays, without text).
struct Placement
{
    QRectF rect;
    bool leader = false; ///< not next to its anchor: draw a line from the anchor to it
};

/*!
 * Places labels of the given sizes near their anchors (device coordinates) inside `bounds`,
 * so that no two placed rectangles intersect (a gap of `gap` is kept between them). Labels are
 * taken left to right by anchor; no label covers a marker; each tries beside its anchor
 * (right/left, above/below), then
 * further up and down with a leader line; a label with no free place is left out.
 * O(L log L): one sort, then each candidate is checked against a uniform grid of placed labels
 * (cells as large as the largest label, so a check looks at a few cells only).
 */
QList<Placement> place(
    const QList<QPointF> &anchors, const QList<QSizeF> &sizes, const QRectF &bounds, double gap = 1.0);

} // namespace ChartLabels

} // namespace gputco
