#pragma once

#include "analysis.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QStackedWidget>
#include <QTableWidget>
#include <QWidget>

class QBarSet;
class QCategoryAxis;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace gputco {

/*!
 * The Budget tab (issue 12): spend of every option per fiscal year against the budget, as
 * bars (capex dark, opex light in the option's colour) with the budget as a line; a table of
 * option x fiscal year with headroom (negative in red) and the first month over budget; and
 * what the budget buys with each option (BudgetAnalysis::solveAffordable, solved by Analysis
 * on every recompute, so what-if drivers move it at once). Without a budget it says how to
 * add one.
 */
class BudgetView : public QWidget
{
    Q_OBJECT

public:
    /// Columns of the "what the budget buys" table.
    enum AffordableColumn { AffordOption, AffordFits, AffordGpus, AffordServers, AffordHorizon, AffordColumnCount };

    explicit BudgetView(Analysis *analysis, QWidget *parent = nullptr);

    bool showsBudget() const;
    QChartView *chartView() const { return mChartView; }
    QStackedBarSeries *barSeries() const { return mBars; }
    QList<QLineSeries *> budgetLines() const { return mBudgetLines; }
    QCategoryAxis *fiscalYearAxis() const { return mX; }
    /// Option x fiscal year (plus the whole horizon per option).
    QTableWidget *fiscalYearTable() const { return mTable; }
    /// What the budget buys, one row per option (AffordableColumn).
    QTableWidget *affordableTable() const { return mAffordable; }
    QLabel *note() const { return mNote; }

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The chart's legend, margins and axes.
    void setUpChart();
    /// The page of a scenario with a budget: the chart beside the note and what the budget
    /// buys, above the table of option x fiscal year.
    QWidget *layOutPage();
    void retranslate();
    void update();
    void updateChart();
    /// Removes the bars and budget lines of the previous result.
    void clearChart();
    /// Each option's capex and opex per fiscal year, in the slots of mSlotsPerYear.
    void addSpendBars(int options, int years);
    void showBarToolTip(bool state, int index, QBarSet *set);
    /// The budget of each fiscal year as a line across its bars (two when split).
    void addBudgetLines(int years);
    void updateTable();
    void updateAffordable();

    Analysis *mAnalysis;
    QStackedWidget *mPages = new QStackedWidget(this);
    QLabel *mNoBudget = new QLabel(this);
    QString mNoBudgetText;
    QLabel *mNote = new QLabel(this);
    QChartView *mChartView = new QChartView(new QChart, this); // setChart() would leak the view's default chart
    QStackedBarSeries *mBars = nullptr;
    QList<QLineSeries *> mBudgetLines;
    QCategoryAxis *mX = nullptr;
    QValueAxis *mY = nullptr;
    QHash<QBarSet *, QPair<int, bool>> mSetOption; ///< bar set -> option, capex?
    QLabel *mTableTitle = new QLabel(this);
    QTableWidget *mTable = new QTableWidget(this);
    QLabel *mAffordableTitle = new QLabel(this);
    QTableWidget *mAffordable = new QTableWidget(this);
    double mDivisor = 1.0;
    int mSlotsPerYear = 1;
};

} // namespace gputco
