#include "milp.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gputco {

bool MilpModel::hasIntegers() const
{
    return std::find(integer.begin(), integer.end(), true) != integer.end();
}

int MilpModel::addRow(double lower, double upper)
{
    rowLower.push_back(lower);
    rowUpper.push_back(upper);
    return rows() - 1;
}

int MilpModel::addColumn(double lower, double upper, double cost, bool isInteger,
    const std::vector<std::pair<int, double>> &entries, std::string name)
{
    for (const auto &[row, coefficient] : entries) {
        if (row < 0 || row >= rows())
            throw std::out_of_range("MilpModel::addColumn: no row " + std::to_string(row));
        index.push_back(row);
        value.push_back(coefficient);
    }
    colLower.push_back(lower);
    colUpper.push_back(upper);
    objective.push_back(cost);
    integer.push_back(isInteger);
    names.push_back(std::move(name));
    start.push_back(int(index.size()));
    return columns() - 1;
}

std::string MilpModel::columnName(int j) const
{
    const std::string &name = names[std::size_t(j)];
    return name.empty() ? "c" + std::to_string(j) : name;
}

std::vector<double> MilpModel::activities(const std::vector<double> &x) const
{
    std::vector<long double> sums(std::size_t(rows()), 0.0L);
    for (std::size_t j = 0; j < std::size_t(columns()); ++j)
        for (auto k = std::size_t(start[j]); k < std::size_t(start[j + 1]); ++k)
            sums[std::size_t(index[k])] += static_cast<long double>(value[k]) * x[j];
    return std::vector<double>(sums.begin(), sums.end());
}

const char *statusName(MilpResult::Status status)
{
    switch (status) {
    case MilpResult::Status::Optimal: return "optimal";
    case MilpResult::Status::TimeLimit: return "timeLimit";
    case MilpResult::Status::NodeLimit: return "nodeLimit";
    case MilpResult::Status::Cancelled: return "cancelled";
    case MilpResult::Status::Infeasible: return "infeasible";
    case MilpResult::Status::Unbounded: return "unbounded";
    case MilpResult::Status::Error: return "error";
    }
    return "error";
}

double evaluate(const MilpModel &model, const std::vector<double> &x)
{
    if (x.size() != std::size_t(model.columns()))
        return std::numeric_limits<double>::quiet_NaN();
    long double sum = model.constant;
    for (std::size_t j = 0; j < x.size(); ++j)
        sum += static_cast<long double>(model.objective[j]) * x[j];
    return double(sum);
}

namespace {

/// How far @p v lies outside [lower, upper], relative to the bound it passes.
double outside(double v, double lower, double upper)
{
    if (v < lower)
        return (lower - v) / std::max(1.0, std::abs(lower));
    if (v > upper)
        return (v - upper) / std::max(1.0, std::abs(upper));
    return 0;
}

} // namespace

double maxViolation(const MilpModel &model, const std::vector<double> &x)
{
    if (x.size() != std::size_t(model.columns()))
        return MilpModel::infinity();
    double worst = 0;
    for (std::size_t j = 0; j < x.size(); ++j) {
        if (!std::isfinite(x[j]))
            return MilpModel::infinity();
        worst = std::max(worst, outside(x[j], model.colLower[j], model.colUpper[j]));
        if (model.integer[j])
            worst = std::max(worst, std::abs(x[j] - std::round(x[j])));
    }
    const std::vector<double> activity = model.activities(x);
    for (std::size_t i = 0; i < activity.size(); ++i)
        worst = std::max(worst, outside(activity[i], model.rowLower[i], model.rowUpper[i]));
    return worst;
}

bool checkFeasible(const MilpModel &model, const std::vector<double> &x, double tolerance)
{
    return maxViolation(model, x) <= tolerance;
}

} // namespace gputco
