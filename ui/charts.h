#pragma once

#include "analysis.h"
#include "chartlabels.h"
#include "resultmodels.h"
#include "uncertainty.h"

#include <QCategoryAxis>
#include <QChartView>
#include <QGraphicsItem>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <functional>

#include <atomic>
#include <memory>

class QAreaSeries;
class QGraphicsLineItem;
class QGraphicsSimpleTextItem;
class QThread;
class QLineSeries;
class QScatterSeries;

namespace gputco {

/// Scale and unit for money on chart axes: millions in English, 万 (10^4) in Chinese.
struct AxisScale
{
    double divisor = 1e6;
    QString unit; ///< e.g. "M CNY" or "万元"
    static AxisScale forLocale(const QString &currency, double maxValue);
    /// Tick label format for an axis up to `maxScaled`: decimals when the display unit makes
    /// the numbers small (0.12 亿元), none otherwise.
    static QString labelFormat(double maxScaled);
};

/// A "nice" axis maximum: 1, 1.2, 1.5, 2, ... times a power of ten at or above v.
double niceAxisCeiling(double v);

/// Month ticks on `axis` (range min..max) every `interval` months: the month numbers as before
/// without a calendar, calendar months (Calendars::monthTick of m + labelOffset) with one.
void setMonthTicks(
    QCategoryAxis *axis, const Calendar &calendar, double min, double max, int interval, int labelOffset = 0);

/// Many small markers painted by one graphics item (a QScatterSeries makes an item per point,
/// too slow for the O(n^2) crossings of many options); onHover gets the marker under the mouse
/// (-1: none) and the screen position.
class MarkerItem : public QGraphicsItem
{
public:
    explicit MarkerItem(QGraphicsItem *parent);
    /// Positions in the parent's coordinates.
    void setMarkers(const QList<QPointF> &points);
    QRectF boundingRect() const override { return mBounds; }
    /// Only on a marker, so that the lines under the item keep their hover.
    bool contains(const QPointF &point) const override { return markerAt(point) >= 0; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    int markerAt(const QPointF &pos) const;

    std::function<void(int index, QPoint screenPos)> onHover;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    static constexpr double kRadius = 3.0;
    QList<QPointF> mPoints;
    QPixmap mSprite; ///< one marker, copied to each point on screen
    QRectF mBounds;
};

/*!
 * The baseline under a what-if: one pale wide line per option, painted by one graphics item
 * below the series (a QLineSeries per option doubles the chart's series, and QtCharts' set-up
 * and teardown grow with their square). Points in the parent's coordinates.
 *
 * The baseline does not change during a what-if, but the chart repaints it under every frame:
 * its antialiased wide lines are stroked once into a pixmap in device pixels (the painter's
 * device pixel ratio, aligned to the device's pixel grid) and the pixmap is copied on later
 * frames. The pixmap is made again when the lines, colours or clip change, or the item's
 * transform to the device, the device pixel ratio or the render hints do; under a transform
 * that is more than a translation the lines are stroked directly.
 */
class BaselineItem : public QGraphicsItem
{
public:
    explicit BaselineItem(QGraphicsItem *parent);
    void setLines(const QList<QPolygonF> &lines, const QList<QColor> &colors, const QRectF &clip);
    QRectF boundingRect() const override { return mClip; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    /// How many times the lines were stroked into the pixmap (tests).
    int cacheBuilds() const { return mCacheBuilds; }

private:
    void strokeLines(QPainter *painter) const;

    QList<QPolygonF> mLines;
    QList<QColor> mColors;
    QRectF mClip;
    QPixmap mCache; ///< the lines in device pixels; null: to be made
    QPointF mCacheOrigin; ///< item coordinates of the pixmap's top left
    QTransform mCacheTransform; ///< the painter's device transform it was made for
    qreal mCacheRatio = 0.0;
    QPainter::RenderHints mCacheHints;
    int mCacheBuilds = 0;
};

/// A chart of the analysis' results: its own QChart (not setChart() later: it would leak the
/// view's default chart), antialiased, its texts translated again when the language changes.
class ResultChartView : public QChartView
{
public:
    ResultChartView(Analysis *analysis, QWidget *parent);
    /// Sets the chart's texts in the current language.
    virtual void retranslate() = 0;

protected:
    void changeEvent(QEvent *event) override;

    Analysis *mAnalysis;
};

/*!
 * Cumulative cost over time, one line per option, driven by CumulativeModel. Break-even
 * points are marked and labelled with month and amount; with a what-if active the baseline
 * stays as a faded dashed overlay. Hovering a line shows its value. When the scenario has
 * uncertain inputs, a shaded band per option shows P10 to P90 of its cumulative cost; the
 * bands are drawn on a worker thread after the lines, so a what-if redraws at once.
 */
class CumulativeChart : public ResultChartView
{
    Q_OBJECT

public:
    explicit CumulativeChart(Analysis *analysis, QWidget *parent = nullptr);
    ~CumulativeChart() override;

    CumulativeModel *model() const { return mModel; }
    QList<QLineSeries *> optionSeries() const { return mSeries; }
    /// The baseline's lines (axis units, one per option of the baseline) and whether they are
    /// shown: while a what-if is active.
    QList<QPolygonF> baselineLines() const { return mBaselineLines; }
    bool baselineShown() const { return mBaselineItem->isVisible(); }
    const BaselineItem *baselineItem() const { return mBaselineItem; }
    /// The labelled break-even markers, and the others (named on hover).
    QScatterSeries *breakEvenSeries() const { return mBreakEvens; }
    int minorBreakEvenCount() const { return int(mMinorPoints.size()); }
    /// The texts and rectangles (chart coordinates) of the break-even labels shown.
    QStringList breakEvenLabels() const;
    QList<QRectF> labelRects() const;
    /// Options chosen by the user (the totals table's selection): their break-evens are
    /// labelled and their P10-P90 bands drawn; with none, the recommended option's band.
    void setSelectedOptions(const QStringList &ids);
    QStringList selectedOptions() const { return mSelected; }
    /// The bands shown (empty when the scenario has no uncertain inputs or they are not ready).
    const UncertaintyResult &uncertainty() const { return mUncertainty; }
    QList<QAreaSeries *> bandSeries() const { return mBands; }
    /// The cumulative budget as a stepped line (hidden when the scenario has no budget).
    QLineSeries *budgetSeries() const { return mBudget; }
    QCategoryAxis *monthAxis() const { return mX; }
    QValueAxis *moneyAxis() const { return mY; }

    void retranslate() override;

    /*!
     * Computes the bands of the current scenario now, also when they are larger than the app
     * computes by itself (ResourceLimits::kAppAutomaticBandsBytes); still refused above the
     * memory limit. Returns the reason when nothing is started, else an empty string.
     */
    QString computeBands();
    /// Stops the bands being computed (if any): none are drawn, and bandsWithheld() says how to
    /// start them again. Also a later what-if starts only the bands the app computes by itself.
    void cancelBands();
    /// Whether bands are being computed on the worker thread.
    bool bandsRunning() const { return mBandThread != nullptr; }
    /// Why the bands are not drawn though the scenario has uncertain inputs (empty otherwise).
    QString bandsWithheld() const { return mBandsWithheld; }

signals:
    /// New P10-P90 bands are drawn (or removed).
    void bandsUpdated();
    /// Bands are being computed: @p done of @p total trials (at most once per percent).
    void bandsProgress(int done, int total);
    /// The worker thread started (true) or ended (false) computing bands.
    void bandsRunningChanged(bool running);
    /// The bands were not started by themselves: @p reason says how large they would be.
    void bandsWithheldChanged(const QString &reason);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void showLineToolTip(QLineSeries *series, const QPointF &p, bool state);
    void update();
    /// The lines of the options and, under a what-if, of the baseline, in axis units.
    void fillLines(double divisor, bool overlay);
    void updateAxes(const AxisScale &scale, double maxValue, int months);
    /// The break-even markers and the texts of their labels (placeLabels() places them).
    void updateBreakEvens(double divisor);
    /// The `label`th label item, made with its leader line when there are not that many yet.
    QGraphicsSimpleTextItem *labelItem(int label);
    void placeLabels();
    /// Axis units to the chart's coordinates (what QChart::mapToPosition does, without its
    /// search of the series list for every point).
    QPointF toPosition(const QPointF &value) const;
    void showBreakEvenToolTip(const QPointF &point, bool state);
    void startBands();
    void fillBands();

    CumulativeModel *mModel = new CumulativeModel(mAnalysis, false, this);
    CumulativeModel *mBaselineModel = new CumulativeModel(mAnalysis, true, this);
    QList<QLineSeries *> mSeries;
    BaselineItem *mBaselineItem = nullptr;
    QList<QPolygonF> mBaselineLines; ///< axis units
    QList<QColor> mBaselineColors;
    /// What the baseline lines were last filled from.
    struct BaselineKey
    {
        bool overlay = false;
        int computation = -1;
        double divisor = 0.0;
        int series = -1;
        bool operator==(const BaselineKey &) const = default;
    };
    BaselineKey mBaselineKey;
    QScatterSeries *mBreakEvens = nullptr;
    MarkerItem *mMinorMarkers = nullptr;
    QList<QPointF> mMinorPoints; ///< axis units
    QLineSeries *mBudget = nullptr;
    std::vector<BreakEvenMark> mMarks;
    QStringList mSelected;
    /// A pool of label and leader items, reused from one update to the next; the first
    /// mLabelPoints.size() are in use.
    QList<QGraphicsSimpleTextItem *> mLabels;
    QList<QGraphicsLineItem *> mLeaders;
    QList<QPointF> mLabelPoints; ///< anchors of the labels in use, axis units
    QList<int> mLabelMarks; ///< their index in mMarks
    QList<int> mMinorMarks; ///< mMarks of the unlabelled markers, in series order
    QCategoryAxis *mX = nullptr;
    QValueAxis *mY = nullptr;
    QStringList mSeriesIds;
    QList<QAreaSeries *> mBands;
    UncertaintyResult mUncertainty;
    QThread *mBandThread = nullptr;
    std::shared_ptr<std::atomic_bool> mBandCancel;
    bool mBandPending = false;
    bool mApplyingBands = false;
    bool mBandsRequested = false; ///< computeBands(): start above the automatic size
    QString mBandsWithheld;
    int mBandGeneration = 0;
    double mScaleDivisor = 1e6;
};

/// Monthly cost by category of one option as stacked bars, read from CategoryModel; hidden
/// fees in warm colours on top of compute, so they stand out. Drawn while visible (a hidden
/// chart catches up when it is shown).
class CategoryChart : public ResultChartView
{
    Q_OBJECT

public:
    explicit CategoryChart(Analysis *analysis, QWidget *parent = nullptr);

    CategoryModel *model() const { return mModel; }
    QStackedBarSeries *series() const { return mSeries; }
    void setOption(int option);
    void retranslate() override;

    /// Colour of a category, shared with the report.
    static QColor color(Category c);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void update();

    bool mStale = false;
    CategoryModel *mModel = new CategoryModel(mAnalysis, this);
    QStackedBarSeries *mSeries = new QStackedBarSeries(this);
    QCategoryAxis *mX = new QCategoryAxis(this);
    QValueAxis *mY = new QValueAxis(this);
};

} // namespace gputco
