#pragma once

#include <optional>
#include <vector>

namespace gputco {

/*!
 * Discounting: rates, discount factors, NPV, IRR and payback of a series of flows per period
 * (t = 0 .. n). Pure functions of plain numbers; the engine's PV of cost and the decision
 * metrics follow these definitions (docs/finance.md).
 */
namespace Finance {

/// (1 + d)^(1/12) - 1 for an annual rate d given as a fraction.
double monthlyRate(double annualRate);

/// (1 + m)^12 - 1: the annual rate of a monthly rate m (the inverse of monthlyRate()).
double annualRate(double monthlyRate);

/// The discount factors at the end of periods 1 .. n: 1 / (1 + rate)^t, each the one before
/// divided by (1 + rate).
std::vector<double> discountFactors(double rate, int n);

/// `flows` (t = 0 .. n) discounted at `rate` per period: flow t / (1 + rate)^t.
std::vector<double> discounted(const std::vector<double> &flows, double rate);

/// NPV of `flows` (t = 0 .. n) at `rate` per period.
double npv(const std::vector<double> &flows, double rate);

/// How often the non-zero flows change sign.
int signChanges(const std::vector<double> &flows);

/// IRR per period of `flows`: the rate at which the NPV is zero, found by bisection after
/// bracketing on a grid from -99.9 % to 10,000 % per period; empty when the flows never change
/// sign or no rate in that range makes the NPV zero.
std::optional<double> irr(const std::vector<double> &flows);

/// Periods until the cumulative sum of `flows` turns non-negative for good (linear inside the
/// period); empty when it ends negative.
std::optional<double> payback(const std::vector<double> &flows);

} // namespace Finance

} // namespace gputco
