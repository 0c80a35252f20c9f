#pragma once

#include "costengine.h"
#include "scenario.h"

#include <optional>
#include <vector>

namespace gputco {

/*!
 * Decision metrics of owning instead of renting (issue 13): for every self-hosted option
 * against every cloud option, the incremental cash flows "rent minus own" (positive: owning
 * saves money in that period), their NPV at the scenario's discount rate, the IRR, and simple
 * and discounted payback. Pure arithmetic on the cash view of a result; docs/finance.md states
 * the conventions.
 *
 * Timing (FinanceSettings::timing):
 * - Monthly (default): period t = 0 .. H. Payments made when something is bought or a term
 *   starts (capex, reserved upfront) fall at the start of their month (t = month - 1); every
 *   other cost at the end of its month (t = month). Rate: (1 + d)^(1/12) - 1.
 * - Yearly: period t = 0 .. ceil(H / 12). The payments at the start of month 1 fall at t = 0;
 *   everything else at the end of its plan year (t = year). Rate: d. The textbook layout of
 *   published buy-versus-rent examples (capex at time zero, savings at year end).
 * End of horizon (FinanceSettings::endOfHorizon): with BookValue (default) the self-hosted
 * option's book value at the end of the horizon (OptionResult::bookValueAtHorizonEnd) is
 * credited to owning in the last period; with Resale its expected resale value
 * (OptionResult::resaleValueAtHorizonEnd); with Nothing nothing. Whatever the treatment, the
 * financing principal and balloon still owed then (OptionResult::debtAtHorizonEnd) are charged
 * to owning in the same period: the flows net the same position as the comparison totals.
 */
struct DecisionPair
{
    int cloudIndex = 0; ///< into ScenarioResult::options
    int selfHostedIndex = 0;
    std::vector<double> flows; ///< rent - own, per period t = 0 .. n
    double terminalValue = 0.0; ///< book or resale value credited in the last period (in flows)
    /// Financing principal and balloon still owed at the end, charged in the last period (in flows).
    double debtAtHorizonEnd = 0.0;
    double undiscountedSaving = 0.0; ///< sum of flows
    double npv = 0.0; ///< at the period rate
    /// Annual IRR (yearly: the period rate; monthly: (1 + monthly IRR)^12 - 1). Empty when the
    /// flows never change sign (no rate makes them zero) or no root is found.
    std::optional<double> irr;
    int signChanges = 0; ///< more than 1: several IRRs may exist (irr is one of them)
    /// Periods until cumulative flows turn non-negative for good, interpolated within the period;
    /// empty when they never do within the horizon.
    std::optional<double> paybackPeriods;
    std::optional<double> discountedPaybackPeriods;

    // After income tax (Scenario::incomeTax; empty without it): each option's cash flows less
    // the tax its deductions save (at the end of their month, or of their year), and the
    // credit at the end less the tax on its excess over the remaining tax value:
    // bookValue - rate x (bookValue - taxBasis); less the debt at the end (repaying principal
    // saves no tax).
    std::vector<double> afterTaxFlows;
    double afterTaxTerminalValue = 0.0;
    std::optional<double> afterTaxNpv;
    std::optional<double> afterTaxIrr; ///< annual, like irr
};

struct DecisionResult
{
    FinanceTiming timing = FinanceTiming::Monthly;
    EndOfHorizon endOfHorizon = EndOfHorizon::BookValue;
    double periodRate = 0.0; ///< discount rate per period
    std::optional<double> incomeTaxRate; ///< set: the pairs carry after-tax metrics
    std::vector<DecisionPair> pairs;
};

namespace DecisionAnalysis {

/// Decision metrics of every cloud x self-hosted pair of `result` (needs the cash view).
DecisionResult compute(const Scenario &scenario, const ScenarioResult &result);
/// The settings of compute() (timing, end of horizon, rates) without any pair.
DecisionResult settings(const Scenario &scenario, const ScenarioResult &result);
/// One pair of compute(): `cloudIndex` against `selfHostedIndex` of `result` (cash view), with
/// the settings of settings(). For writers that stream pairs one at a time (compute --format json).
DecisionPair pair(const DecisionResult &settings, const ScenarioResult &result, int cloudIndex, int selfHostedIndex);

/// Whether an amount of `c` is paid at the start of its month (purchases, reserved upfront,
/// resale) rather than at its end: the timing of the flows and of the PV of cost (docs/finance.md).
bool paidAtStart(Category c);

/// NPV of `flows` (t = 0 .. n) at `rate` per period.
double npv(const std::vector<double> &flows, double rate);
/// IRR per period of `flows`, by bisection; empty when the flows never change sign.
std::optional<double> irr(const std::vector<double> &flows);
/// Periods until the cumulative sum of `flows` turns non-negative for good (linear inside the period).
std::optional<double> payback(const std::vector<double> &flows);

} // namespace DecisionAnalysis

} // namespace gputco
