#pragma once

#include "analysis.h"
#include "resultmodels.h"

#include <QChartView>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QStackedBarSeries;
class QValueAxis;

namespace gputco {

/// Scale and unit for money on chart axes: millions in English, 万 (10^4) in Chinese.
struct AxisScale
{
    double divisor = 1e6;
    QString unit; ///< e.g. "M CNY" or "万元"
    static AxisScale forLocale(const QString &currency, double maxValue);
};

/*!
 * Cumulative cost over time, one line per option, driven by CumulativeModel. Break-even
 * points are marked and labelled with month and amount; with a what-if active the baseline
 * stays as a faded dashed overlay. Hovering a line shows its value.
 */
class CumulativeChart : public QChartView
{
    Q_OBJECT

public:
    explicit CumulativeChart(Analysis *analysis, QWidget *parent = nullptr);

    CumulativeModel *model() const { return mModel; }
    QList<QLineSeries *> optionSeries() const { return mSeries; }
    QList<QLineSeries *> baselineSeries() const { return mBaselineSeries; }
    QScatterSeries *breakEvenSeries() const { return mBreakEvens; }
    QStringList breakEvenLabels() const;

    void retranslate();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void update();
    void placeLabels();

    Analysis *mAnalysis;
    CumulativeModel *mModel;
    CumulativeModel *mBaselineModel;
    QList<QLineSeries *> mSeries;
    QList<QLineSeries *> mBaselineSeries;
    QScatterSeries *mBreakEvens = nullptr;
    QList<QGraphicsSimpleTextItem *> mLabels;
    QList<QPointF> mLabelPoints;
    QValueAxis *mX = nullptr;
    QValueAxis *mY = nullptr;
    QStringList mSeriesIds;
};

/// Monthly cost by category of one option as stacked bars, read from CategoryModel; hidden
/// fees in warm colours on top of compute, so they stand out.
class CategoryChart : public QChartView
{
    Q_OBJECT

public:
    explicit CategoryChart(Analysis *analysis, QWidget *parent = nullptr);

    CategoryModel *model() const { return mModel; }
    QStackedBarSeries *series() const { return mSeries; }
    void setOption(int option);
    void retranslate();

    /// Colour of a category, shared with the report.
    static QColor color(Category c);

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();

    Analysis *mAnalysis;
    CategoryModel *mModel;
    QStackedBarSeries *mSeries;
    QValueAxis *mX;
    QValueAxis *mY;
};

} // namespace gputco
