#pragma once

#include "scenario.h" // CommitmentScope, CommitmentOrder, PaymentOption

#include <span>
#include <utility>
#include <vector>

/*!
 * The hour-by-hour rule of spend commitments (节省计划, Savings Plans; issue 32,
 * docs/design/commitments.md 4.1): an amount per hour paid for every hour of a term, drawn by
 * eligible pay-as-you-go usage at the committed rate up to the amount; the rest of the usage
 * pays on demand (spill), the amount not drawn is paid anyway (unused). Pure functions of plain
 * numbers: no scenario, no currency, no Qt use of their own. The cost engine calls them with the
 * option's amounts already in its currency.
 */
namespace gputco::SpendLedger {

/// Eligible usage of one kind in one hour, at on-demand prices (e.g. the option's on-demand
/// instances x price); a negative value counts as 0.
struct Line
{
    double onDemand = 0.0;
};

/// A commitment as it draws in one hour: its amount per hour (at committed rates) and, per line,
/// the committed / on-demand rate (1 - discount). A factor of 0 or less, or a line past the end
/// of `factor`, is not eligible for this plan.
struct Plan
{
    double amount = 0.0;
    std::span<const double> factor;
};

/// What one hour did: per plan the amount deducted (已抵扣金额, at committed rates); per line the
/// on-demand value covered and the on-demand value left to pay on demand (spill). Sized by
/// applyHour(); its storage is reused from call to call.
struct Hour
{
    std::vector<double> deducted; ///< per plan, 0..amount; unused = amount - deducted
    std::vector<double> covered; ///< per line, on-demand value covered by any plan
    std::vector<double> spill; ///< per line, on-demand value not covered: covered + spill = onDemand
};

/// Draws the plans, in the order given (see drawOrder()), against the lines for one hour. Each
/// plan covers its eligible lines lowest factor first (highest discount; ties: lower line index),
/// min(left_j, remaining / factor_j) of line j, deducting factor_j x that from its amount; within
/// one plan that is the cheapest allocation (a fractional knapsack). With a single line the total
/// spill does not depend on the plan order: max(0, onDemand - sum of amount_k / factor_k).
void applyHour(std::span<const Line> lines, std::span<const Plan> plans, Hour &out);

/// What orders the plans active in a month: scope, term (0-based months, as terms() gives them),
/// discount and position in the file.
struct PlanKey
{
    CommitmentScope scope = CommitmentScope::InstanceFamily;
    int lastMonth = 0; ///< last month of the current term (its expiry)
    int firstMonth = 0; ///< first month of the current term
    double discount = 0.0; ///< 1 - factor, as a fraction (0.35 = 35 % off); only compared
    int index = 0; ///< the commitment's position in the option's list (file order)
};

/// The order in which plans draw: instance-family scope before compute scope; then, by `order`,
/// earliest expiry (then earliest start; Alibaba's 先过期的先抵扣) or highest discount (AWS); then
/// file order. Returns the keys' `index` values in that order.
std::vector<int> drawOrder(std::span<const PlanKey> keys, CommitmentOrder order);

/// What a term of a commitment costs: paid in its first month, and in every month of it.
struct Payments
{
    double upfront = 0.0;
    double perMonth = 0.0;
};

/// The payments of one term: its total amountPerHour x hoursPerMonth x termMonths split by the
/// payment option (all upfront; partial: upfrontPercent of it upfront, the rest spread evenly
/// over the months; none upfront: all monthly). A term of 0 months or less costs nothing.
Payments payments(
    double amountPerHour, int termMonths, PaymentOption payment, double upfrontPercent, double hoursPerMonth);

/// The terms of a commitment as half-open 0-based month ranges [begin, end): the first starts at
/// startMonth0, the next ones follow back to back while `renew` and their start is within the
/// horizon (begin < horizonMonths); the last may end after the horizon. Empty when the first
/// term starts at or after the horizon, or termMonths is 0 or less.
std::vector<std::pair<int, int>> terms(int startMonth0, int termMonths, bool renew, int horizonMonths);

/// One month's sums for the plans active in it: all on the basis of the amounts given (the
/// option's currency), over busyHours hours with the lines' usage and the rest of the month's
/// hoursPerMonth hours with none (all instances busy together, decision 14.7).
struct MonthTotals
{
    double committed = 0.0; ///< sum of amount x hoursPerMonth: paid whatever runs
    double deducted = 0.0; ///< 已抵扣金额: busyHours x the hour's deducted amounts
    double unused = 0.0; ///< committed - deducted
    double spill = 0.0; ///< busyHours x the hour's spill: paid on demand
    double eligibleOnDemand = 0.0; ///< busyHours x the lines' on-demand value
    double coveredOnDemand = 0.0; ///< busyHours x the on-demand value covered
};

/// applyHour() for one busy hour, summed over a month of busyHours busy hours and
/// hoursPerMonth hours in all (the plans are paid for every hour of it). Plans in draw order.
MonthTotals applyMonth(
    std::span<const Line> lines, std::span<const Plan> plans, double busyHours, double hoursPerMonth);

/// applyMonth() with the hour kept in `hour` (per plan deducted, per line covered and spill of one
/// busy hour, for the engine's per-commitment shares); reusing it allocates nothing from month to month.
MonthTotals applyMonth(
    std::span<const Line> lines, std::span<const Plan> plans, double busyHours, double hoursPerMonth, Hour &hour);

} // namespace gputco::SpendLedger
