#pragma once

#include "costengine.h"

#include <vector>

namespace gputco {

/*!
 * The one place that decides which option is "recommended" and which is "cheapest". The
 * status bar, the variants table, the report and the CLI all ask rank(), so they can never
 * name different winners for the same result.
 *
 * Rules:
 * - An option is *ranked* when it serves all demand (servesAllDemand()), fits the budget
 *   (fitsBudget(): no fiscal year overruns; every option fits a scenario without a budget) and
 *   meets the scenario's constraints (OptionResult::violations empty).
 * - recommended: the ranked option with the lowest PV of cost after the end-of-horizon credit
 *   (OptionResult::comparisonDiscounted; docs/finance.md).
 * - cheapest: the ranked option with the lowest undiscounted total after that credit
 *   (OptionResult::comparisonTotal).
 * - Options that are not ranked are never recommended or cheapest, however cheap they look:
 *   work left undone is not free.
 * - Ties go to the lower index (the order of the scenario's options).
 * - When no option is ranked, recommended and cheapest are -1: callers say so.
 */
struct Ranking
{
    int recommended = -1; ///< index into ScenarioResult::options, or -1
    int cheapest = -1; ///< index into ScenarioResult::options, or -1
    std::vector<int> byNpv; ///< ranked options, lowest comparisonDiscounted first (ties: lower index)
    std::vector<int> byTotal; ///< ranked options, lowest comparisonTotal first
    std::vector<int> notRanked; ///< options left out, in the scenario's order
    std::vector<bool> servesAllDemand; ///< per option
    std::vector<bool> fitsBudget; ///< per option; all true without a budget
    /// Options that serve all demand with a lower NPV than the recommendation (or any, when
    /// nothing is recommended) but break the budget, lowest NPV first: what a report must name.
    std::vector<int> cheaperOverBudget;
    std::vector<bool> meetsConstraints; ///< per option; all true without constraints
    /// Options that serve all demand with a lower NPV than the recommendation (or any, when
    /// nothing is recommended) but break a constraint, lowest NPV first: what a report must name.
    std::vector<int> cheaperBreakingConstraints;

    /// The second ranked option by NPV (the runner-up of the recommendation), or -1.
    int runnerUpByNpv() const { return byNpv.size() > 1 ? byNpv[1] : -1; }
    /// The ranked option after the cheapest by undiscounted total, or -1.
    int runnerUpByTotal() const { return byTotal.size() > 1 ? byTotal[1] : -1; }
    /// Whether option `index` takes part in the ranking.
    bool isRanked(int index) const;
    /// The cheapest ranked option of a kind (undiscounted total), or -1.
    int cheapestOfKind(const ScenarioResult &result, OptionKind kind) const;
};

/// Serves all demand: no GPU-hours left unserved and no spot capacity that needs more hours
/// than a month has (the work would slip past the month, see OptionResult::slippedGpuHours).
bool servesAllDemand(const OptionResult &option);

/// Whether option `index` of `result` fits the scenario's budget (ScenarioResult::budget); true
/// without a budget.
bool fitsBudget(const ScenarioResult &result, int index);

/// Ranks the options of a computed result. Pure; an empty Ranking for a result with errors.
Ranking rank(const ScenarioResult &result);

/// What the ranking compares, in one sentence for the CLI table, the app and the report: the
/// end-of-horizon treatment of owned servers (ScenarioResult::endOfHorizon). Empty when no
/// option is self-hosted.
QString comparisonSentence(const ScenarioResult &result);

} // namespace gputco
