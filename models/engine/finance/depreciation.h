#pragma once

#include "scenario.h" // DepreciationMethod, ResalePoint

#include <vector>

namespace gputco {

/// What an asset is depreciated by: its cost, its value at the end of its life, the life and
/// the method with its parameter (docs/scenario-format.md, `depreciation`).
struct DepreciationTerms
{
    DepreciationMethod method = DepreciationMethod::StraightLine;
    double cost = 0.0;
    double residual = 0.0; ///< value at the end of the life (the resale value then)
    int lifeMonths = 1;
    double decliningFactor = 2.0; ///< declining balance: 2 = double declining
    double decayPercentPerYear = 0.0; ///< exponential decay
};

/// Straight-line tax depreciation of one asset within the months it may be deducted in: a
/// constant amount a month for `months` months, and what is left of its tax value after them.
struct WriteOff
{
    double perMonth = 0.0;
    int months = 0;
    double left = 0.0;
};

/*!
 * Book and tax depreciation, and resale values by age. Pure functions of plain numbers; the
 * engine depreciates a fleet and deducts its tax depreciation with them (docs/finance.md).
 */
namespace Finance {

/// The value of `cost` after `months` of exponential decay: cost x (1 - percent / 100)^(months / 12).
double decayedValue(double cost, double decayPercentPerYear, double months);

/// Book value `months` into the life (0 .. lifeMonths):
/// - straight line: cost - (cost - residual) x months / life;
/// - declining balance: cost x (1 - factor / life)^months, never below the residual, the
///   residual at the end of the life;
/// - exponential decay: decayedValue(cost, decay, months).
double bookValue(const DepreciationTerms &terms, int months);

/// Depreciation of each month of the life, [month - 1]: bookValue(m - 1) - bookValue(m).
std::vector<double> depreciationSchedule(const DepreciationTerms &terms);

/// Straight-line tax depreciation of `amount` over `lifeMonths` (at least 1), of which
/// `monthsDeducted` are behind (an asset already owned), deducted over at most
/// `monthsAvailable` months: amount / life a month while any of its life is left, and
/// amount x (months of its life still left) / life after them.
WriteOff straightLineWriteOff(double amount, int lifeMonths, int monthsDeducted, int monthsAvailable);

/// Percent of a resale table at `ageMonths`: linear between points, flat beyond (0 when empty).
double resalePercent(const std::vector<ResalePoint> &table, double ageMonths);

} // namespace Finance

} // namespace gputco
