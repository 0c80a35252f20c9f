#pragma once

#include "costengine.h"
#include "sensitivity.h"
#include "uncertainty.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QStringList>

class QPainter;

namespace gputco {

/// Colour of an option's line (by index) and of a cost category, shared by app and report.
QColor seriesColor(int index);
QColor categoryColor(Category c);

/*!
 * Paints the report's charts with QPainter onto any device (PDF page, PNG image, SVG), so the
 * CLI can render them without a window: the cumulative cost of every option with the
 * break-even points labelled, and the total cost of every option stacked by category.
 */
class ChartPainter
{
public:
    /// With `bands`, the P10-P90 band (matched by option id) of the recommended option and of
    /// the options in `bandIds` is shaded under its line (the others are left out: many bands
    /// overlap into one unreadable area). With a calendar (Calendar::has()), the month axis and
    /// the break-even labels show calendar months; without one, plan months. Break-even labels
    /// follow ChartLabels (which ones, where); `labelRects` receives the rectangle of each label
    /// drawn.
    static void paintCumulative(QPainter &p, const QRectF &rect, const ScenarioResult &result,
        const UncertaintyResult *bands = nullptr, const Calendar &calendar = {}, const QStringList &bandIds = {},
        QList<QRectF> *labelRects = nullptr);
    static void paintCategories(QPainter &p, const QRectF &rect, const ScenarioResult &result);
    /// Tornado: each driver's low and high effect on the cost difference of two options,
    /// largest swing on top, around the difference of the scenario as it is.
    static void paintTornado(QPainter &p, const QRectF &rect, const SensitivityResult &result, const QString &nameA,
        const QString &nameB, const QString &currency);
};

} // namespace gputco
