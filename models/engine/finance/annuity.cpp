#include "annuity.h"

#include <cmath>

namespace gputco {

double Finance::annuityPayment(double principal, double rate, int n, double balloon)
{
    if (n < 1)
        return principal;
    if (rate == 0.0)
        return (principal - balloon) / n;
    const double q = std::pow(1.0 + rate, -n);
    return (principal - balloon * q) * rate / (1.0 - q);
}

std::vector<LoanPayment> Finance::annuitySchedule(double principal, double rate, int n, double balloon)
{
    std::vector<LoanPayment> out;
    if (n < 1)
        return out;
    out.reserve(std::size_t(n));
    const double payment = annuityPayment(principal, rate, n, balloon);
    double balance = principal;
    for (int k = 1; k <= n; ++k) {
        const double interest = balance * rate;
        double repaid = payment - interest;
        if (k == n)
            repaid = balance; // the balloon, and rounding, with the last payment
        balance -= repaid;
        out.push_back(LoanPayment{repaid, interest});
    }
    return out;
}

} // namespace gputco
