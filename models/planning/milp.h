#pragma once

// A mixed-integer linear program and its answer, in plain std types: the formulation of the
// procurement plan (docs/planning.md) builds a MilpModel, a backend (cbcbackend.h) solves it.
// No solver header and no Qt here.

#include <atomic>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace gputco {

/*!
 * min constant + sum_j objective[j] x[j]
 * s.t. rowLower[i] <= sum_j a_ij x[j] <= rowUpper[i], colLower[j] <= x[j] <= colUpper[j],
 *      x[j] integer where integer[j].
 * The matrix is stored by column (CSC): column j's entries are index/value[start[j] ..
 * start[j+1]). Rows are added first, then each column with its entries (addRow, addColumn).
 * An infinite bound is +-infinity().
 */
struct MilpModel
{
    static constexpr double infinity() { return std::numeric_limits<double>::infinity(); }

    // Columns.
    std::vector<double> colLower;
    std::vector<double> colUpper;
    std::vector<double> objective;
    std::vector<bool> integer;
    std::vector<std::string> names; ///< unique; empty ones get "c<j>" (columnName())
    // Rows.
    std::vector<double> rowLower;
    std::vector<double> rowUpper;
    // The matrix by column.
    std::vector<int> start{0}; ///< columns() + 1 entries
    std::vector<int> index; ///< row of each entry
    std::vector<double> value;
    double constant = 0; ///< added to the objective

    int columns() const { return int(colLower.size()); }
    int rows() const { return int(rowLower.size()); }
    bool hasIntegers() const;

    /// A row lower <= a x <= upper; its entries come with the columns. Returns its index.
    int addRow(double lower, double upper);
    /// A column with its entries (row, coefficient); rows must exist. Returns its index.
    int addColumn(double lower, double upper, double cost, bool isInteger,
        const std::vector<std::pair<int, double>> &entries, std::string name = {});
    /// names[j], or "c<j>" when that is empty.
    std::string columnName(int j) const;
    /// Row activities a x.
    std::vector<double> activities(const std::vector<double> &x) const;
};

/// What the search has reached, reported while it runs (about five times a second at most).
struct MilpProgress
{
    double objective = MilpModel::infinity(); ///< best plan so far (+infinity: none yet)
    double bound = -MilpModel::infinity(); ///< no plan can cost less
    double gap = MilpModel::infinity(); ///< (objective - bound) / max(|objective|, 1)
    long nodes = 0;
    double seconds = 0;
};

struct MilpOptions
{
    double timeLimitSeconds = 0; ///< wall clock; 0: none
    int maxNodes = -1; ///< branch-and-bound nodes; < 0: none (deterministic, unlike time)
    const std::atomic<bool> *cancel = nullptr; ///< set from any thread to stop the search
    /// Called on the solving thread; must not throw and should return quickly.
    std::function<void(const MilpProgress &)> progress;
    /// A known point (one value per column, by index) to start from; empty: none.
    std::vector<double> mipStart;
    /// The solver's presolve of integer programs (on by default; a backend may turn it off to
    /// confirm an infeasibility).
    bool preprocess = true;
};

struct MilpResult
{
    enum class Status { Optimal, TimeLimit, NodeLimit, Cancelled, Infeasible, Unbounded, Error };
    Status status = Status::Error;
    /// The best point found, integer columns rounded; empty when none was found.
    std::vector<double> x;
    /// evaluate(model, x): the objective at the rounded point (NaN without a point).
    double objective = std::numeric_limits<double>::quiet_NaN();
    /// No point costs less (proven by the search); equals objective when Optimal.
    double bound = -MilpModel::infinity();
    /// (objective - bound) / max(|objective|, 1), >= 0; infinity without a point.
    double gap = MilpModel::infinity();
    long nodes = 0;
    double seconds = 0;
    int solves = 0; ///< solver runs (2 when an infeasibility was confirmed without preprocessing)
    std::string message; ///< why, for Error

    bool hasPoint() const { return !x.empty(); }
};

const char *statusName(MilpResult::Status status);

/// constant + sum_j objective[j] x[j], summed in long double.
double evaluate(const MilpModel &model, const std::vector<double> &x);

/*!
 * The largest violation of @p x: bounds, integrality, rows; each measured relative to
 * max(1, |bound|) (the rows' coefficients may be ~1e7). 0 for a feasible point; infinity when
 * @p x has the wrong size.
 */
double maxViolation(const MilpModel &model, const std::vector<double> &x);

/// maxViolation(model, x) <= tolerance.
bool checkFeasible(const MilpModel &model, const std::vector<double> &x, double tolerance = 1e-6);

} // namespace gputco
