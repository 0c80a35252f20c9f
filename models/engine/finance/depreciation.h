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
    DecliningSwitch decliningSwitch = DecliningSwitch::LastTwoYears;
    double decayPercentPerYear = 0.0; ///< exponential decay
};

/// Tax depreciation of one asset within the months it may be deducted in: the amount of each
/// of those months, and what is left of its tax value after them.
struct WriteOff
{
    std::vector<double> perMonth;
    double left = 0.0;
};

/*!
 * Book and tax depreciation, and resale values by age. Pure functions of plain numbers; the
 * engine depreciates a fleet and deducts its tax depreciation with them (docs/finance.md).
 */
namespace Finance {

/// The value of `cost` after `months` of exponential decay: cost x (1 - percent / 100)^(months / 12).
double decayedValue(double cost, double decayPercentPerYear, double months);

/// Book value `months` into the life (0 .. lifeMonths). The years of the life start in the
/// month the asset enters service, and a year's depreciation falls a twelfth a month:
/// - straight line: cost - (cost - residual) x months / life;
/// - declining balance (the books' method): each year takes factor x 12 / life of the book value
///   at its start, never below the residual; the rest of the life is straight line from the
///   switch: the last 24 months (DecliningSwitch::LastTwoYears, Chinese practice), or the first
///   year in which straight line over the rest gives at least as much;
/// - sum of the years' digits (年数总和法): year y (from 0) of a life of Y = life / 12 years
///   takes (cost - residual) x (Y - y) / (Y (Y + 1) / 2); a last part-year of n months weighs
///   (n / 12)^2;
/// - exponential decay: decayedValue(cost, decay, months).
double bookValue(const DepreciationTerms &terms, int months);

/// Depreciation of each month of the life, [month - 1]: bookValue(m - 1) - bookValue(m).
std::vector<double> depreciationSchedule(const DepreciationTerms &terms);

/// Tax depreciation by `terms` (the cost, a residual, the tax life and a method) of an asset of
/// which `monthsDeducted` are behind (one already owned), deducted over at most
/// `monthsAvailable` months: the schedule's months from `monthsDeducted` on, and what the
/// schedule still holds after them.
WriteOff writeOff(const DepreciationTerms &terms, int monthsDeducted, int monthsAvailable);

/// Percent of a resale table at `ageMonths`: linear between points, flat beyond (0 when empty).
double resalePercent(const std::vector<ResalePoint> &table, double ageMonths);

} // namespace Finance

} // namespace gputco
