#include "charts.h"

#include "chartlabels.h"
#include "chartpainter.h"
#include "displayunit.h"
#include "money.h"
#include "ranking.h"
#include "resourcelimits.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPaintEngine>
#include <QPainter>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QThread>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

double niceCeiling(double v)
{
    return niceAxisCeiling(v);
}

/// The cumulative budget: the budgets of the periods started so far, as steps at the start of
/// each period (x = its first month - 1), up to the end of the horizon; in currency units.
QList<QPointF> budgetSteps(const ScenarioResult &r)
{
    QList<QPointF> budgetPoints;
    if (!r.budget || r.budget->cumulativeBudget.empty())
        return budgetPoints;
    const std::vector<double> &b = r.budget->cumulativeBudget;
    double previous = 0.0;
    for (int m = 1; m <= int(b.size()); ++m) {
        if (m == 1 || b[std::size_t(m - 1)] != previous) {
            if (m > 1)
                budgetPoints.append(QPointF(m - 1, previous));
            previous = b[std::size_t(m - 1)];
            budgetPoints.append(QPointF(m - 1, previous));
        }
    }
    budgetPoints.append(QPointF(double(b.size()), previous));
    return budgetPoints;
}

} // namespace

double niceAxisCeiling(double v)
{
    if (v <= 0)
        return 1.0;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) // 59 -> 60, not 100
        if (m * p >= v)
            return m * p;
    return 10 * p;
}

void setMonthTicks(QCategoryAxis *axis, const Calendar &calendar, double min, double max, int interval, int labelOffset)
{
    const QStringList old = axis->categoriesLabels();
    for (const QString &label : old)
        axis->remove(label);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(min);
    axis->setRange(min, max);
    interval = std::max(1, interval);
    for (int m = int(std::ceil(min / interval)) * interval; m <= max; m += interval)
        axis->append(Calendars::monthTick(calendar, calendar.has() ? m + labelOffset : m), m);
}

AxisScale AxisScale::forLocale(const QString &currency, double maxValue)
{
    AxisScale s;
    if (const DisplayUnit shown = appDisplayUnit(); shown != DisplayUnit::Auto) { // View > Money unit
        s.divisor = Money::divisor(shown, currency);
        s.unit = Money::unitLabel(shown, currency);
    } else if (QLocale().language() == QLocale::Chinese) {
        const bool yi = maxValue >= 1e9;
        s.divisor = yi ? 1e8 : 1e4;
        const QString unit = currency == QLatin1String("CNY") ? QStringLiteral("元") : currency;
        s.unit = (yi ? QStringLiteral("亿") : QStringLiteral("万")) + unit;
    } else if (maxValue >= 1e6) {
        s.divisor = 1e6;
        s.unit = QStringLiteral("M ") + currency;
    } else {
        s.divisor = 1e3;
        s.unit = QStringLiteral("K ") + currency;
    }
    return s;
}

QString AxisScale::labelFormat(double maxScaled)
{
    return maxScaled >= 10.0 ? QStringLiteral("%.0f")
        : maxScaled >= 1.0   ? QStringLiteral("%.1f")
                             : QStringLiteral("%.2f");
}

// ---------------------------------------------------------------- MarkerItem

MarkerItem::MarkerItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptHoverEvents(true);
}

void MarkerItem::setMarkers(const QList<QPointF> &points)
{
    prepareGeometryChange();
    mPoints = points;
    mBounds = QRectF();
    for (const QPointF &p : points) {
        const QRectF r(p.x() - kRadius, p.y() - kRadius, 2 * kRadius, 2 * kRadius);
        mBounds = mBounds.isNull() ? r : mBounds.united(r);
    }
    mBounds.adjust(-1, -1, 1, 1);
    update();
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QPen pen(Qt::white, 0.8);
    const QBrush brush(QColor(0x70, 0x70, 0x70));
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const bool raster = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster
        && painter->transform().type() <= QTransform::TxTranslate; // no scale or rotation
    if (!raster) { // SVG, PDF, a scaled view: real ellipses
        painter->setPen(pen);
        painter->setBrush(brush);
        for (const QPointF &p : std::as_const(mPoints))
            painter->drawEllipse(p, kRadius, kRadius);
        return;
    }
    // On screen: one antialiased marker drawn once and copied to each point (thousands of
    // ellipses stroked one by one were a tenth of a cold start with 200 options).
    if (mSprite.isNull() || mSprite.devicePixelRatio() != ratio) {
        const int side = int(std::ceil(2 * kRadius + 2));
        mSprite = QPixmap(QSize(side, side) * ratio);
        mSprite.setDevicePixelRatio(ratio);
        mSprite.fill(Qt::transparent);
        QPainter sprite(&mSprite);
        sprite.setRenderHint(QPainter::Antialiasing);
        sprite.setPen(pen);
        sprite.setBrush(brush);
        sprite.drawEllipse(QPointF(side / 2.0, side / 2.0), kRadius, kRadius);
    }
    const QPointF centre(mSprite.width() / (2.0 * ratio), mSprite.height() / (2.0 * ratio));
    for (const QPointF &p : std::as_const(mPoints))
        painter->drawPixmap(p - centre, mSprite);
}

int MarkerItem::markerAt(const QPointF &pos) const
{
    int best = -1;
    double bestDistance = 2 * kRadius;
    for (int i = 0; i < int(mPoints.size()); ++i) {
        const double d = QLineF(pos, mPoints[i]).length();
        if (d <= bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

void MarkerItem::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    if (onHover)
        onHover(markerAt(event->pos()), event->screenPos());
}

void MarkerItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    if (onHover)
        onHover(-1, {});
}

// ---------------------------------------------------------------- BaselineItem

BaselineItem::BaselineItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{ }

void BaselineItem::setLines(const QList<QPolygonF> &lines, const QList<QColor> &colors, const QRectF &clip)
{
    if (lines == mLines && colors == mColors && clip == mClip) // a what-if step: the baseline stays
        return;
    prepareGeometryChange();
    mLines = lines;
    mColors = colors;
    mClip = clip;
    mCache = QPixmap();
    update();
}

void BaselineItem::strokeLines(QPainter *painter) const
{
    painter->setClipRect(mClip, Qt::IntersectClip);
    painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < int(mLines.size()); ++i) {
        // Wide, solid (faster to stroke than dashed on a 120-month line), opaque and pale: a
        // translucent wide line darkens where its segments overlap.
        QPen pen(mColors.value(i, Qt::lightGray));
        pen.setWidthF(4.0);
        painter->setPen(pen);
        painter->drawPolyline(mLines[i]);
    }
}

void BaselineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (mLines.isEmpty() || mClip.isEmpty())
        return;
    painter->save();
    // The painter's world transform maps item coordinates to the device's logical pixels; the
    // device pixel ratio scales those to device pixels.
    const QTransform transform = painter->worldTransform();
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
    if (transform.type() > QTransform::TxTranslate) { // scaled or rotated: no pixmap
        strokeLines(painter);
        painter->restore();
        return;
    }
    const QPainter::RenderHints hints = painter->renderHints();
    if (mCache.isNull() || transform != mCacheTransform || ratio != mCacheRatio || hints != mCacheHints) {
        // The pixmap's top left on a device pixel, so that it is copied without resampling and
        // the lines' antialiasing is the same as stroking them on the device.
        const QPointF logical = transform.map(mClip.topLeft());
        const QPointF aligned(std::floor(logical.x() * ratio) / ratio, std::floor(logical.y() * ratio) / ratio);
        mCacheOrigin = mClip.topLeft() - (logical - aligned);
        const QSize size(int(std::ceil((mClip.right() - mCacheOrigin.x()) * ratio)) + 1,
            int(std::ceil((mClip.bottom() - mCacheOrigin.y()) * ratio)) + 1);
        mCache = QPixmap(size);
        mCache.setDevicePixelRatio(ratio);
        mCache.fill(Qt::transparent);
        QPainter cache(&mCache);
        cache.setRenderHints(hints);
        cache.translate(-mCacheOrigin);
        strokeLines(&cache);
        cache.end();
        mCacheTransform = transform;
        mCacheRatio = ratio;
        mCacheHints = hints;
        ++mCacheBuilds;
    }
    painter->drawPixmap(mCacheOrigin, mCache);
    painter->restore();
}

// ---------------------------------------------------------------- ResultChartView

ResultChartView::ResultChartView(Analysis *analysis, QWidget *parent)
    : QChartView(new QChart, parent)
    , mAnalysis(analysis)
{
    setRenderHint(QPainter::Antialiasing);
}

void ResultChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

// ---------------------------------------------------------------- CumulativeChart

CumulativeChart::CumulativeChart(Analysis *analysis, QWidget *parent)
    : ResultChartView(analysis, parent)
{
    QChart *chart = this->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    mX = new QCategoryAxis(this);
    mY = new QValueAxis(this);
    mY->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(mX, Qt::AlignBottom);
    chart->addAxis(mY, Qt::AlignLeft);
    mBreakEvens = new QScatterSeries(this);
    mBreakEvens->setMarkerSize(11);
    mBreakEvens->setColor(Qt::black);
    mBreakEvens->setBorderColor(Qt::white);
    chart->addSeries(mBreakEvens);
    mBreakEvens->attachAxis(mX);
    mBreakEvens->attachAxis(mY);
    // The baseline under a what-if: above the grid and axes (z 3), below the series (z 4).
    mBaselineItem = new BaselineItem(chart);
    mBaselineItem->setZValue(3.5);
    mBaselineItem->hide();
    // Crossings without a label: small grey markers, named on hover, painted by one item.
    mMinorMarkers = new MarkerItem(chart);
    mMinorMarkers->setZValue(15);
    mMinorMarkers->onHover = [this](int index, QPoint screenPos) {
        if (index < 0 || index >= int(mMinorMarks.size())) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(screenPos,
            ChartLabels::toolTip(
                mAnalysis->current(), mMarks[std::size_t(mMinorMarks[index])], mAnalysis->currentScenario().calendar));
    };
    connect(mBreakEvens, &QScatterSeries::hovered, this,
        [this](const QPointF &p, bool state) { showBreakEvenToolTip(p, state); });
    // A name the legend has to shorten is shown whole on hover.
    chart->legend()->setShowToolTips(true);
    mBudget = new QLineSeries(this);
    {
        QPen pen(QColor(0x30, 0x30, 0x30));
        pen.setWidthF(2.0);
        pen.setStyle(Qt::DashLine);
        mBudget->setPen(pen);
    }
    chart->addSeries(mBudget);
    mBudget->attachAxis(mX);
    mBudget->attachAxis(mY);
    connect(chart, &QChart::plotAreaChanged, this, &CumulativeChart::placeLabels);
    connect(analysis, &Analysis::updated, this, &CumulativeChart::update);
    retranslate();
    update();
}

CumulativeChart::~CumulativeChart()
{
    if (mBandCancel)
        mBandCancel->store(true);
    if (mBandThread) {
        // Its deleteLater() would come from the finished() handler, which dies with this chart.
        mBandThread->wait();
        delete mBandThread;
    }
}

void CumulativeChart::retranslate()
{
    chart()->setTitle(tr("Cumulative cost"));
    mX->setTitleText(tr("Month"));
    mBreakEvens->setName(tr("Break-even"));
    mBudget->setName(tr("Budget"));
    update();
}

void CumulativeChart::rebuild()
{
    for (QLineSeries *s : std::as_const(mSeries)) {
        chart()->removeSeries(s);
        delete s;
    }
    for (QAreaSeries *s : mBands) {
        chart()->removeSeries(s);
        delete s;
    }
    mSeries.clear();
    mBaselineKey = {};
    mBaselineColors.clear();
    mBands.clear();
    mSeriesIds.clear();
    const ScenarioResult &r = mAnalysis->current();
    // The bands first, so that the lines are drawn over them; only for a scenario with uncertain
    // inputs (an area series per option would double the chart's series for nothing).
    const int bandCount = mAnalysis->currentScenario().uncertainty ? int(r.options.size()) : 0;
    for (int i = 0; i < bandCount; ++i) {
        auto *band = new QAreaSeries(this);
        band->setUpperSeries(new QLineSeries(band));
        band->setLowerSeries(new QLineSeries(band));
        QColor fill = seriesColor(i);
        fill.setAlpha(45);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        chart()->addSeries(band);
        band->attachAxis(mX);
        band->attachAxis(mY);
        for (QLegendMarker *m : chart()->legend()->markers(band))
            m->setVisible(false);
        mBands << band;
    }
    for (int i = 0; i < int(r.options.size()); ++i) {
        const QColor color = seriesColor(i);
        // The baseline's line: pale (BaselineItem), below every series.
        mBaselineColors << QColor(
            (color.red() + 3 * 255) / 4, (color.green() + 3 * 255) / 4, (color.blue() + 3 * 255) / 4);
        auto *series = new QLineSeries(this);
        QPen pen(color);
        pen.setWidthF(2.5);
        series->setPen(pen);
        chart()->addSeries(series);
        series->attachAxis(mX);
        series->attachAxis(mY);
        mSeries << series;
        connect(series, &QLineSeries::hovered, this,
            [this, series](const QPointF &p, bool state) { showLineToolTip(series, p, state); });
        mSeriesIds << r.options[i].id;
    }
    // Keep the budget line and the break-even markers above the lines.
    for (QXYSeries *s : {static_cast<QXYSeries *>(mBudget), static_cast<QXYSeries *>(mBreakEvens)}) {
        chart()->removeSeries(s);
        chart()->addSeries(s);
        s->attachAxis(mX);
        s->attachAxis(mY);
    }
}

void CumulativeChart::showLineToolTip(QLineSeries *series, const QPointF &p, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const ScenarioResult &res = mAnalysis->current();
    const int month = std::clamp(int(std::lround(p.x())), 0, res.horizonMonths);
    const int option = int(mSeries.indexOf(series));
    if (option < 0 || option >= int(res.options.size()))
        return;
    const double value = month == 0 ? 0.0 : res.options[option].cumulative[month - 1];
    const Calendar &cal = mAnalysis->currentScenario().calendar;
    if (cal.has())
        QToolTip::showText(QCursor::pos(),
            QStringLiteral("%1\n%2: %3")
                .arg(res.options[option].name, Calendars::monthLabel(cal, month),
                    Money::formatWhole(value, res.currency)));
    else
        QToolTip::showText(QCursor::pos(),
            tr("%1\nMonth %2: %3")
                .arg(res.options[option].name)
                .arg(month)
                .arg(Money::formatWhole(value, res.currency)));
}

void CumulativeChart::update()
{
    const ScenarioResult &r = mAnalysis->current();
    QStringList ids;
    for (const OptionResult &o : r.options)
        ids << o.id;
    const qsizetype bandCount = mAnalysis->currentScenario().uncertainty ? qsizetype(r.options.size()) : 0;
    if (ids != mSeriesIds || mSeries.size() != qsizetype(r.options.size()) || mBands.size() != bandCount)
        rebuild();
    for (int i = 0; i < int(mSeries.size()); ++i)
        mSeries[i]->setName(r.options[i].name);

    double maxValue = 0;
    for (const OptionResult &o : r.options)
        if (!o.cumulative.empty())
            maxValue = std::max(maxValue, o.cumulative.back());
    const bool overlay = mAnalysis->hasWhatIf();
    if (overlay)
        for (const OptionResult &o : mAnalysis->baseline().options)
            if (!o.cumulative.empty())
                maxValue = std::max(maxValue, o.cumulative.back());
    mBaselineItem->setVisible(overlay);
    if (!mApplyingBands)
        startBands();
    const bool bands = !mUncertainty.options.empty();
    if (bands)
        for (const OptionBands &b : mUncertainty.options)
            if (!b.p90.empty())
                maxValue = std::max(maxValue, b.p90.back());

    const int months = std::max(1, std::max(r.horizonMonths, overlay ? mAnalysis->baseline().horizonMonths : 0));
    QList<QPointF> budgetPoints = budgetSteps(r);
    if (!budgetPoints.isEmpty())
        maxValue = std::max(maxValue, budgetPoints.back().y());
    const AxisScale scale = AxisScale::forLocale(r.currency, maxValue);
    mScaleDivisor = scale.divisor;
    for (QPointF &p : budgetPoints)
        p.setY(p.y() / scale.divisor);
    mBudget->replace(budgetPoints);
    mBudget->setVisible(!budgetPoints.isEmpty());
    fillBands();
    fillLines(scale.divisor, overlay);
    updateAxes(scale, maxValue, months);
    updateBreakEvens(scale.divisor);
    placeLabels();
}

void CumulativeChart::fillLines(double divisor, bool overlay)
{
    mModel->setScale(divisor);
    mBaselineModel->setScale(divisor);
    // Each line is read from its model column and replaced in one call: a model mapper would
    // replace point by point and recompute the line's geometry for every point.
    auto fill = [](QLineSeries *series, const CumulativeModel *model, int column) {
        QList<QPointF> points;
        points.reserve(model->rowCount());
        for (int row = 0; row < model->rowCount(); ++row)
            points.append(QPointF(model->data(model->index(row, 0), ValueRole).toDouble(),
                model->data(model->index(row, column), ValueRole).toDouble()));
        series->replace(points);
    };
    for (int i = 0; i < int(mSeries.size()); ++i)
        fill(mSeries[i], mModel, i + 1);
    // The baseline lines change only with the baseline (computed once per scenario revision)
    // or the axis scale: not on every what-if step.
    const BaselineKey key{overlay, mAnalysis->baselineComputations(), divisor, int(mSeries.size())};
    if (key == mBaselineKey)
        return;
    mBaselineKey = key;
    const int baselineColumns = mBaselineModel->columnCount() - 1;
    mBaselineLines.clear();
    for (int i = 0; overlay && i < int(mSeries.size()) && i < baselineColumns; ++i) {
        QPolygonF line;
        line.reserve(mBaselineModel->rowCount());
        for (int row = 0; row < mBaselineModel->rowCount(); ++row)
            line.append(QPointF(mBaselineModel->data(mBaselineModel->index(row, 0), ValueRole).toDouble(),
                mBaselineModel->data(mBaselineModel->index(row, i + 1), ValueRole).toDouble()));
        mBaselineLines << line;
    }
}

void CumulativeChart::updateAxes(const AxisScale &scale, double maxValue, int months)
{
    mY->setTitleText(tr("Cumulative cost (%1)").arg(scale.unit));
    const Calendar &calendar = mAnalysis->currentScenario().calendar;
    // Room at the right for the last calendar month's label, centred on the axis end.
    QMargins margins = chart()->margins();
    margins.setRight(calendar.has() ? 40 : margins.left());
    chart()->setMargins(margins);
    // x = m is the end of month m: with a calendar its tick names the month that starts there.
    setMonthTicks(mX, calendar, 0, months, months <= 12 ? 1 : months <= 48 ? 6 : 12, 1);
    // applyNiceNumbers() also sets the tick count, which its next call starts from: reset it,
    // or the axis drifts to coarser steps (0-100 for data up to 58).
    mY->setTickCount(6);
    mY->setRange(0, niceCeiling(maxValue / scale.divisor * 1.02));
    mY->applyNiceNumbers();
    mY->setLabelFormat(AxisScale::labelFormat(mY->max()));
}

void CumulativeChart::updateBreakEvens(double divisor)
{
    // Break-even markers: every crossing at its interpolated month and amount; labels only for
    // those that matter (ChartLabels::marks), the rest named on hover. The label items are
    // kept and reused: a what-if changes their text and place, it does not re-create them.
    const ScenarioResult &r = mAnalysis->current();
    const Calendar &calendar = mAnalysis->currentScenario().calendar;
    mMarks = ChartLabels::marks(r, mSelected);
    QList<QPointF> points;
    mMinorPoints.clear();
    mLabelPoints.clear();
    mLabelMarks.clear();
    mMinorMarks.clear();
    for (int i = 0; i < int(mMarks.size()); ++i) {
        const BreakEvenMark &mark = mMarks[std::size_t(i)];
        const QPointF at(mark.month, mark.amount / divisor);
        if (!mark.labelled) {
            mMinorPoints << at;
            mMinorMarks << i;
            continue;
        }
        points << at;
        QGraphicsSimpleTextItem *item = labelItem(int(mLabelPoints.size()));
        mLabelPoints << at;
        mLabelMarks << i;
        const QFontMetricsF metrics(item->font());
        const int cloud = r.breakEvens[std::size_t(mark.breakEven)].cloudIndex;
        // Whole names, wrapped: an elided name may not tell two options apart.
        item->setText(ChartLabels::wrapped(ChartLabels::pairText(r, mark), metrics, 260.0) + QLatin1Char('\n')
            + ChartLabels::amountText(r, mark, calendar));
        item->setBrush(mSeries.value(cloud) ? mSeries[cloud]->color().darker(130) : QColor(Qt::black));
        item->setToolTip(ChartLabels::toolTip(r, mark, calendar));
    }
    for (int i = int(mLabelPoints.size()); i < int(mLabels.size()); ++i) {
        mLabels[i]->hide();
        mLeaders[i]->hide();
    }
    mBreakEvens->replace(points);
}

QGraphicsSimpleTextItem *CumulativeChart::labelItem(int label)
{
    if (label == mLabels.size()) {
        auto *item = new QGraphicsSimpleTextItem(chart());
        QFont f = item->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        item->setFont(f);
        item->setZValue(20);
        mLabels << item;
        auto *leader = new QGraphicsLineItem(chart());
        leader->setPen(QPen(QColor(0x80, 0x80, 0x80), 0.8));
        leader->setZValue(19);
        mLeaders << leader;
    }
    return mLabels[label];
}

void CumulativeChart::setSelectedOptions(const QStringList &ids)
{
    if (ids == mSelected)
        return;
    mSelected = ids;
    update();
}

void CumulativeChart::showBreakEvenToolTip(const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    // The nearest labelled marker (a few dozen: a scan is enough).
    int best = -1;
    double bestDistance = 0.0;
    for (int i : std::as_const(mLabelMarks)) {
        const BreakEvenMark &m = mMarks[std::size_t(i)];
        const double d = std::hypot(m.month - point.x(), m.amount / mScaleDivisor - point.y());
        if (best < 0 || d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    if (best >= 0)
        QToolTip::showText(QCursor::pos(),
            ChartLabels::toolTip(
                mAnalysis->current(), mMarks[std::size_t(best)], mAnalysis->currentScenario().calendar));
}

void CumulativeChart::startBands()
{
    // Bands of another set of options or months would be wrong: drop them at once.
    const ScenarioResult &r = mAnalysis->current();
    bool matches = mUncertainty.options.size() == r.options.size();
    for (std::size_t i = 0; matches && i < r.options.size(); ++i)
        matches = mUncertainty.options[i].id == r.options[i].id
            && int(mUncertainty.options[i].p10.size()) == r.horizonMonths;
    if (!matches)
        mUncertainty = {};
    ++mBandGeneration;
    if (!mAnalysis->currentScenario().uncertainty || !r.ok()) {
        mUncertainty = {};
        if (!mBandsWithheld.isEmpty()) {
            mBandsWithheld.clear();
            emit bandsWithheldChanged(mBandsWithheld);
        }
        return;
    }
    if (mBandThread) { // one run at a time: stop it and start again when it has ended
        mBandCancel->store(true);
        mBandPending = true;
        return;
    }
    // Never by surprise: large bands (and any above the memory limit) wait for computeBands().
    const MemoryEstimate estimate = ResourceLimits::uncertainty(mAnalysis->currentScenario());
    QString withheld = ResourceLimits::check(estimate);
    if (withheld.isEmpty() && !mBandsRequested && estimate.bytes > ResourceLimits::kAppAutomaticBandsBytes)
        withheld = tr("Uncertainty bands not computed: %1 would need about %2 of memory. View > Compute uncertainty "
                      "bands starts them.")
                       .arg(estimate.what, ResourceLimits::formatBytes(estimate.bytes));
    if (withheld != mBandsWithheld) {
        mBandsWithheld = withheld;
        emit bandsWithheldChanged(withheld);
    }
    if (!withheld.isEmpty()) {
        mUncertainty = {};
        return;
    }
    mBandCancel = std::make_shared<std::atomic_bool>(false);
    const Scenario scenario = mAnalysis->currentScenario(); // the what-if is already applied
    const CostView view = mAnalysis->view();
    const int generation = mBandGeneration;
    auto cancel = mBandCancel;
    const int total = mAnalysis->currentScenario().uncertainty->trials;
    mBandThread = QThread::create([this, scenario, view, cancel, generation, total] {
        // Progress to the window, at most once per percent (called on this thread only).
        int shown = -1;
        const auto progress = [this, generation, total, &shown](int done) {
            const int percent = total > 0 ? int(qint64(done) * 100 / total) : 100;
            if (percent == shown)
                return;
            shown = percent;
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total] {
                    if (generation == mBandGeneration)
                        emit bandsProgress(done, total);
                },
                Qt::QueuedConnection);
        };
        UncertaintyResult result = UncertaintyAnalysis::compute(scenario, {}, view, cancel.get(), progress);
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result), generation] {
                if (generation != mBandGeneration || result.cancelled)
                    return;
                mUncertainty = result.ok() ? result : UncertaintyResult{};
                mApplyingBands = true; // redraw with the bands, without starting another run
                update();
                mApplyingBands = false;
                emit bandsUpdated();
            },
            Qt::QueuedConnection);
    });
    connect(mBandThread, &QThread::finished, this, [this] {
        mBandThread->deleteLater();
        mBandThread = nullptr;
        if (mBandPending) {
            mBandPending = false;
            startBands();
        }
        if (!mBandThread)
            emit bandsRunningChanged(false);
    });
    mBandThread->start(QThread::LowPriority);
    emit bandsRunningChanged(true);
    emit bandsProgress(0, total);
}

void CumulativeChart::cancelBands()
{
    if (!mBandThread)
        return;
    mBandCancel->store(true);
    mBandPending = false;
    mBandsRequested = false;
    ++mBandGeneration; // whatever the run still delivers is dropped
    mUncertainty = {};
    mBandsWithheld = tr("Uncertainty bands cancelled. View > Compute uncertainty bands starts them again.");
    emit bandsWithheldChanged(mBandsWithheld);
    mApplyingBands = true; // redraw without the bands, without starting another run
    update();
    mApplyingBands = false;
}

QString CumulativeChart::computeBands()
{
    mBandsRequested = true;
    startBands();
    return mBandsWithheld;
}

void CumulativeChart::fillBands()
{
    const bool show = !mBands.isEmpty() && mUncertainty.options.size() == std::size_t(mBands.size());
    // Only the selected options' bands, or the recommended option's when none is selected:
    // several translucent bands overlap into one unreadable area.
    const ScenarioResult &r = mAnalysis->current();
    const int recommended = show ? rank(r).recommended : -1;
    bool anySelected = false;
    for (const OptionResult &o : r.options)
        anySelected = anySelected || mSelected.contains(o.id);
    for (int i = 0; i < int(mBands.size()); ++i) {
        QList<QPointF> upper, lower;
        const bool wanted = show && i < int(r.options.size())
            && (anySelected ? mSelected.contains(r.options[std::size_t(i)].id) : i == recommended);
        if (wanted) {
            const OptionBands &b = mUncertainty.options[std::size_t(i)];
            upper.reserve(qsizetype(b.p90.size()) + 1);
            lower.reserve(qsizetype(b.p10.size()) + 1);
            upper.append(QPointF(0, 0));
            lower.append(QPointF(0, 0));
            for (std::size_t m = 0; m < b.p90.size(); ++m) {
                upper.append(QPointF(double(m + 1), b.p90[m] / mScaleDivisor));
                lower.append(QPointF(double(m + 1), b.p10[m] / mScaleDivisor));
            }
        }
        mBands[i]->upperSeries()->replace(upper);
        mBands[i]->lowerSeries()->replace(lower);
        mBands[i]->setVisible(wanted);
        for (QLegendMarker *m : chart()->legend()->markers(mBands[i])) // showing a series shows its marker
            m->setVisible(false);
    }
    chart()->setTitle(
        show ? tr("Cumulative cost (shaded: P10 to P90 of %1 draws)").arg(mUncertainty.trials) : tr("Cumulative cost"));
}

QPointF CumulativeChart::toPosition(const QPointF &value) const
{
    // Every series is attached to mX and mY, so its domain is their range (XYDomain's mapping).
    const QRectF plot = chart()->plotArea();
    const double width = mX->max() - mX->min(), height = mY->max() - mY->min();
    if (width <= 0 || height <= 0)
        return plot.topLeft();
    return QPointF(plot.left() + (value.x() - mX->min()) * plot.width() / width,
        plot.bottom() - (value.y() - mY->min()) * plot.height() / height);
}

void CumulativeChart::placeLabels()
{
    if (mBaselineItem->isVisible()) {
        QList<QPolygonF> lines;
        lines.reserve(mBaselineLines.size());
        for (const QPolygonF &line : std::as_const(mBaselineLines)) {
            QPolygonF mapped;
            mapped.reserve(line.size());
            for (const QPointF &p : line)
                mapped << toPosition(p);
            lines << mapped;
        }
        mBaselineItem->setLines(lines, mBaselineColors, chart()->plotArea());
    }
    QList<QPointF> minor;
    minor.reserve(mMinorPoints.size());
    for (const QPointF &p : std::as_const(mMinorPoints))
        minor << toPosition(p);
    mMinorMarkers->setMarkers(minor);
    const int count = int(mLabelPoints.size());
    QList<QPointF> anchors;
    QList<QSizeF> sizes;
    anchors.reserve(count);
    sizes.reserve(count);
    for (int i = 0; i < count; ++i) {
        anchors << toPosition(mLabelPoints[i]);
        sizes << mLabels[i]->boundingRect().size();
    }
    const QList<ChartLabels::Placement> placed = ChartLabels::place(anchors, sizes, chart()->plotArea());
    for (int i = 0; i < count; ++i) {
        const QRectF &box = placed[i].rect;
        mLabels[i]->setVisible(!box.isNull());
        mLeaders[i]->setVisible(!box.isNull() && placed[i].leader);
        if (box.isNull())
            continue;
        mLabels[i]->setPos(box.topLeft());
        if (placed[i].leader)
            mLeaders[i]->setLine(QLineF(anchors[i],
                QPointF(std::clamp(anchors[i].x(), box.left(), box.right()),
                    std::clamp(anchors[i].y(), box.top(), box.bottom()))));
    }
}

QList<QRectF> CumulativeChart::labelRects() const
{
    QList<QRectF> out;
    for (int i = 0; i < int(mLabelPoints.size()); ++i)
        if (mLabels[i]->isVisible())
            out << QRectF(mLabels[i]->pos(), mLabels[i]->boundingRect().size());
    return out;
}

void CumulativeChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    placeLabels();
}

QStringList CumulativeChart::breakEvenLabels() const
{
    QStringList out;
    for (int i = 0; i < int(mLabelPoints.size()); ++i)
        if (mLabels[i]->isVisible())
            out << mLabels[i]->text();
    return out;
}

// ---------------------------------------------------------------- CategoryChart

QColor CategoryChart::color(Category c)
{
    return categoryColor(c);
}

CategoryChart::CategoryChart(Analysis *analysis, QWidget *parent)
    : ResultChartView(analysis, parent)
{
    QChart *chart = this->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    mSeries->setBarWidth(0.9);
    chart->addSeries(mSeries);
    chart->addAxis(mX, Qt::AlignBottom);
    chart->addAxis(mY, Qt::AlignLeft);
    mSeries->attachAxis(mX);
    mSeries->attachAxis(mY);
    connect(mSeries, &QStackedBarSeries::hovered, this, [this](bool state, int month, QBarSet *set) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const ScenarioResult &r = mAnalysis->current();
        QToolTip::showText(QCursor::pos(),
            tr("%1, month %2: %3")
                .arg(set->label())
                .arg(month)
                .arg(Money::format(set->at(month) * mModel->scale(), r.currency)));
    });
    connect(analysis, &Analysis::updated, this, &CategoryChart::update);
    retranslate();
}

void CategoryChart::setOption(int option)
{
    mModel->setOption(option);
    update();
}

void CategoryChart::retranslate()
{
    mX->setTitleText(tr("Month"));
    update();
}

void CategoryChart::showEvent(QShowEvent *event)
{
    if (mStale)
        update();
    QChartView::showEvent(event);
}

void CategoryChart::update()
{
    // Hidden in its tab: redrawn when shown, not on every what-if step (18 bar sets of 120
    // months are rebuilt each time).
    mStale = !isVisible();
    if (mStale)
        return;
    const ScenarioResult &r = mAnalysis->current();
    const int option = mModel->option();
    const bool valid = option >= 0 && option < int(r.options.size());
    chart()->setTitle(
        valid ? tr("Monthly cost by category: %1").arg(r.options[option].name) : tr("Monthly cost by category"));
    double maxMonth = 0, minMonth = 0;
    if (valid) {
        for (const CategoryAmounts &m : r.options[option].monthly) {
            double pos = 0, neg = 0;
            for (double v : m)
                (v > 0 ? pos : neg) += v;
            maxMonth = std::max(maxMonth, pos);
            minMonth = std::min(minMonth, neg);
        }
    }
    const AxisScale scale = AxisScale::forLocale(r.currency, maxMonth);
    mModel->setScale(scale.divisor);
    mY->setTitleText(tr("Cost per month (%1)").arg(scale.unit));
    mY->setRange(minMonth / scale.divisor * 1.05, niceCeiling(maxMonth / scale.divisor * 1.02));
    mY->applyNiceNumbers();
    mY->setLabelFormat(AxisScale::labelFormat(mY->max()));
    // Each set starts with an empty month 0 (outside the range), so that bar n is month n.
    setMonthTicks(mX, mAnalysis->currentScenario().calendar, 0.5, std::max(1, r.horizonMonths) + 0.5,
        r.horizonMonths <= 12       ? 1
            : r.horizonMonths <= 48 ? 6
                                    : 12);
    // One bar set per category column of the model, coloured by category: compute-like costs
    // in cool colours, hidden fees in warm colours stacked on top.
    mSeries->clear();
    QList<QBarSet *> sets;
    for (int column = 0; column < mModel->columnCount(); ++column) {
        const Category c = mModel->category(column);
        auto *set = new QBarSet(categoryName(c) + (isHiddenFee(c) ? QStringLiteral(" ⚑") : QString()));
        QList<qreal> values;
        values.reserve(mModel->rowCount() + 1);
        values << 0.0; // month 0
        for (int row = 0; row < mModel->rowCount(); ++row)
            values << mModel->data(mModel->index(row, column), ValueRole).toDouble();
        set->append(values);
        set->setColor(color(c));
        QPen pen(isHiddenFee(c) ? color(c).darker(170) : color(c));
        pen.setWidthF(isHiddenFee(c) ? 1.0 : 0.0);
        set->setPen(pen);
        sets << set;
    }
    mSeries->append(sets);
}

} // namespace gputco
