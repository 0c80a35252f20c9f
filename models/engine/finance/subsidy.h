#pragma once

#include <vector>

namespace gputco {

/// What a compute subsidy (算力券) pays, month by month, and what its caps kept back.
struct SubsidySchedule
{
    std::vector<double> earnedByMonth; ///< percent x the month's eligible spend, within the caps
    std::vector<double> paidByMonth; ///< the earned amounts, `paidAfterMonths` later (within the horizon)
    double capped = 0.0; ///< earned but over a year's cap
    double paidAfterHorizon = 0.0; ///< earned, but paid after the last month
    /// Share of the eligible spend in months where more spend earns more, paid within the
    /// horizon (its year's cap not reached): d(paid) / d(spend) = percent x this, spread evenly.
    double marginalShare = 0.0;
};

/*!
 * Compute subsidies and the timing of recovered VAT: pure functions of plain numbers, used by
 * the engine (docs/finance.md, "Subsidies and VAT timing").
 */
namespace Finance {

/// A subsidy of `percent` of each month's `eligible` spend (months whose `yearOf` is < 0 earn
/// nothing: outside the programme), at most `capPerYear` (< 0: no cap) in each year `yearOf`
/// names (indices 0, 1, ... in month order), paid `paidAfterMonths` after the month it is
/// earned in. A year's cap is used up month by month: the month that reaches it earns the rest.
SubsidySchedule subsidySchedule(const std::vector<double> &eligible, const std::vector<int> &yearOf, double percent,
    double capPerYear, int paidAfterMonths);

/// Input VAT paid in each month (`vat`) and recovered `lagMonths` later: the month's VAT
/// added where it is paid and taken off where it is recovered, what is recovered after the
/// last month taken off in the last month (a receivable). The flows sum to nothing; they cost
/// only their time value. Empty when `lagMonths` < 1.
std::vector<double> vatRecoveryTiming(const std::vector<double> &vat, int lagMonths);

} // namespace Finance

} // namespace gputco
