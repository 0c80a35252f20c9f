#pragma once

#include "analysis.h"
#include "cataloglookup.h"

#include <QAbstractTableModel>

#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/// Roles shared by the result models.
enum ResultRole {
    SortRole = Qt::UserRole + 1, ///< raw number for sorting
    ValueRole, ///< raw number (double) for charts and tests
};

/*!
 * A table of results of the Analysis: the row and column counts and how a new result reaches
 * the views (a reset when the table's shape changes, otherwise every cell changed).
 */
class ResultTableModel : public QAbstractTableModel
{
public:
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    ResultTableModel(Analysis *analysis, QObject *parent);
    /// The table's new shape. A model reset when it differs or @p reset is set (@p apply then
    /// changes what the shape depends on, between the reset's start and end); otherwise every
    /// cell changed and, with @p headers, every horizontal header.
    void reshape(int rows, int columns, bool headers, bool reset = false, const std::function<void()> &apply = {});

    Analysis *mAnalysis;
    int mRows = 0;
    int mColumns = 0;
};

/*!
 * Totals per option: the number of its risks (the report's, listed in the cell's tooltip), total, difference against
 * the baseline, NPV, cost per useful GPU-hour, hidden fees, book value at the end (self-hosted), and one break-even
 * column per self-hosted option. Options whose price is missing are listed at the end with "quote needed".
 */
class TotalsModel : public ResultTableModel
{
    Q_OBJECT

public:
    /// Npv: the PV of cost (OptionResult::totalDiscounted; not a decision's NPV). BookValue: the
    /// book value of owned servers at the end of the horizon (self-hosted rows). Credit and
    /// ComparedPv: the end-of-horizon credit and the PV of cost less it, which the ranking compares.
    enum Column {
        Name,
        Risks,
        Kind,
        Total,
        Delta,
        Npv,
        PerGpuHour,
        HiddenFees,
        BookValue,
        Credit,
        ComparedPv,
        FirstBreakEvenColumn
    };

    /// The "Fits budget" column (after the break-even columns), or -1 without a budget.
    int fitsBudgetColumn() const;

    explicit TotalsModel(Analysis *analysis, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The pricing catalog was changed in the app (price book, quotes, fee lists): the risks are
    /// read from it again (a quote that expired or was replaced), without waiting for an edit.
    void catalogChanged();

private:
    void refresh();
    std::vector<int> selfHostedIndices() const;
    /// The row of the `i`th option waiting for a quote (after the options computed).
    QVariant quoteNeededData(int i, int col, int role) const;
    QVariant fitsBudgetData(int row, int role) const;
    /// The option's total less the same option's in the baseline (0 without one).
    double deltaOf(int row) const;
    /// The number of a cell (money, or a break-even's first month); none for an empty cell.
    std::optional<double> cellNumber(int row, int col) const;
    QString displayText(int row, int col) const;
    /// Constraints broken, sizing, warnings, what is owed after the horizon, a reserved split.
    QString nameToolTip(int row) const;
    /// Payback and the utilization of equal cost of the break-even in the cell.
    QVariant breakEvenToolTip(int row, int col) const;
    /// Lookups rebuilt by refresh(), so that a cell is not a scan of every break-even and
    /// option (sizing a column of 200 options read each cell: O(n^3) in all).
    void buildLookups();

    /// The risks of every option (optionRisks(), as the report lists them) on the current
    /// result's cash view, by row; the catalog's prices read once per scenario revision.
    void computeRisks();
    QVariant risksData(int row, int role) const;

    std::vector<QStringList> mRisks; ///< by row of the current result
    std::vector<bool> mLeftOut; ///< by row: over the budget or breaking a constraint (shown in red)
    int mRecommended = -1; ///< the row the report recommends (its name in bold, "(recommended)" with its risks)
    CatalogPrices mCatalog;
    std::optional<quint64> mCatalogRevision; ///< the scenario revision mCatalog was read for

    std::size_t mIndexedOptions = 0; ///< the current result's option count when indexed
    std::size_t mSelfHostedCount = 0;
    std::vector<int> mFirstBreakEvenMonth; ///< [cloud row x self-hosted column], -1: never
    std::vector<int> mBaselineRow; ///< the same option in the baseline, -1: none
    bool mHasBudget = false;
};

/*!
 * Buy instead of rent (Analysis::decision()): one row per self-hosted x cloud pair with the
 * undiscounted saving, the NPV of the decision, the IRR, simple and discounted payback and the
 * book value credited at the end. caption() states the timing and end-of-horizon convention.
 */
class DecisionModel : public ResultTableModel
{
    Q_OBJECT

public:
    /// AfterTaxNpv and AfterTaxIrr: with income tax only (the window hides them otherwise).
    enum Column {
        Pair,
        Saving,
        Npv,
        Irr,
        Payback,
        DiscountedPayback,
        BookValueCredited,
        AfterTaxNpv,
        AfterTaxIrr,
        ColumnCount
    };

    explicit DecisionModel(Analysis *analysis, QObject *parent = nullptr);

    /// One line: periods, when payments fall, what is credited at the end; with income tax a
    /// second line with each option's after-tax total and PV of cost (afterTaxText()).
    QString caption() const;
    /// With income tax: the rate and each option's tax saved, after-tax total and after-tax PV of
    /// cost on the cash view; empty without it.
    QString afterTaxText() const;
    /// Whether the scenario has income tax (the after-tax columns are shown).
    bool hasIncomeTax() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();
};

/// Cumulative cost by month: column 0 is the month, column i + 1 option i (current or
/// baseline results). Feeds the line series through QVXYModelMapper.
class CumulativeModel : public ResultTableModel
{
    Q_OBJECT

public:
    CumulativeModel(Analysis *analysis, bool baseline, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const ScenarioResult &result() const;
    /// Values are divided by the scale (e.g. 1e6 for millions) for chart axes.
    void setScale(double scale);
    double scale() const { return mScale; }

private:
    bool mBaseline;
    double mScale = 1.0;
};

/// Monthly cost by category of one option: rows are months, columns the categories the
/// option uses (hidden fees last). Feeds the stacked bars through QVBarModelMapper.
class CategoryModel : public ResultTableModel
{
    Q_OBJECT

public:
    explicit CategoryModel(Analysis *analysis, QObject *parent = nullptr);

    void setOption(int option);
    int option() const { return mOption; }
    Category category(int column) const { return mCategories.at(column); }
    const std::vector<Category> &categories() const { return mCategories; }
    void setScale(double scale);
    double scale() const { return mScale; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    double mScale = 1.0;
    int mOption = 0;
    std::vector<Category> mCategories;
};

/// Totals of every option under the baseline, the current what-if and each kept variant.
class VariantsModel : public ResultTableModel
{
    Q_OBJECT

public:
    explicit VariantsModel(Analysis *analysis, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// The kept variant a column shows (its index in ScenarioDocument::variants()), or -1.
    int variantIndex(int column) const;

private:
    const ScenarioResult *resultForColumn(int column) const;
    void refresh();
};

} // namespace gputco
