#pragma once

#include <vector>

namespace gputco {

/// One payment of a loan or finance lease: what repays the balance and what pays the interest.
struct LoanPayment
{
    double principal = 0.0;
    double interest = 0.0;
};

/*!
 * Annuities: the equal payment that repays a loan or finance lease, and its payments period by
 * period. Pure functions of plain numbers; the engine prices a financed purchase with them
 * (docs/finance.md, "Financing").
 */
namespace Finance {

/// Equal payment of `n` periods at `rate` per period that repays `principal` except a
/// `balloon` paid with the last: (P - B (1 + r)^-n) r / (1 - (1 + r)^-n); (P - B) / n at r = 0;
/// P when n < 1.
double annuityPayment(double principal, double rate, int n, double balloon = 0.0);

/// The `n` payments of annuityPayment(), period by period: interest on the balance at `rate`,
/// the rest of the payment repays it, and the last repays what is left (the balloon, and
/// rounding). Empty when n < 1.
std::vector<LoanPayment> annuitySchedule(double principal, double rate, int n, double balloon = 0.0);

} // namespace Finance

} // namespace gputco
