#include "discounting.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double Finance::monthlyRate(double annualRate)
{
    return std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
}

double Finance::annualRate(double monthlyRate)
{
    return std::pow(1.0 + monthlyRate, 12.0) - 1.0;
}

std::vector<double> Finance::discountFactors(double rate, int n)
{
    std::vector<double> out(std::size_t(std::max(0, n)));
    double d = 1.0;
    for (double &v : out)
        v = d /= (1.0 + rate);
    return out;
}

std::vector<double> Finance::discounted(const std::vector<double> &flows, double rate)
{
    std::vector<double> out(flows.size());
    double factor = 1.0;
    for (std::size_t t = 0; t < flows.size(); ++t) {
        out[t] = flows[t] / factor;
        factor *= 1.0 + rate;
    }
    return out;
}

double Finance::npv(const std::vector<double> &flows, double rate)
{
    double sum = 0.0, factor = 1.0;
    for (double f : flows) {
        sum += f / factor;
        factor *= 1.0 + rate;
    }
    return sum;
}

int Finance::signChanges(const std::vector<double> &flows)
{
    int changes = 0, last = 0;
    for (double f : flows) {
        const int sign = f > 0 ? 1 : f < 0 ? -1 : 0;
        if (sign != 0) {
            if (last != 0 && sign != last)
                ++changes;
            last = sign;
        }
    }
    return changes;
}

std::optional<double> Finance::irr(const std::vector<double> &flows)
{
    if (signChanges(flows) == 0)
        return std::nullopt;
    // Bracket a root on a grid of rates per period, then bisect.
    static constexpr double grid[] = {-0.999, -0.99, -0.9, -0.5, -0.2, -0.1, -0.05, -0.02, -0.01, -0.005, 0.0, 0.002,
        0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 100.0};
    double lo = grid[0], flo = npv(flows, lo);
    for (double hi : grid) {
        const double fhi = npv(flows, hi);
        if (fhi == 0.0)
            return hi;
        if ((flo < 0.0) != (fhi < 0.0) && hi > lo) {
            for (int i = 0; i < 200 && hi - lo > 1e-15; ++i) {
                const double mid = (lo + hi) / 2.0;
                const double fm = npv(flows, mid);
                if ((fm < 0.0) == (flo < 0.0)) {
                    lo = mid;
                    flo = fm;
                } else {
                    hi = mid;
                }
            }
            return (lo + hi) / 2.0;
        }
        lo = hi;
        flo = fhi;
    }
    return std::nullopt;
}

std::optional<double> Finance::payback(const std::vector<double> &flows)
{
    std::vector<double> cum(flows.size());
    double sum = 0.0;
    for (std::size_t t = 0; t < flows.size(); ++t)
        cum[t] = sum += flows[t];
    if (cum.empty() || cum.back() < 0.0)
        return std::nullopt;
    // The last period that ends below zero; payback is inside the next one.
    int last = -1;
    for (std::size_t t = 0; t < cum.size(); ++t)
        if (cum[t] < 0.0)
            last = int(t);
    if (last < 0)
        return 0.0;
    const double next = flows[std::size_t(last) + 1];
    return last + (next > 0.0 ? -cum[std::size_t(last)] / next : 1.0);
}

} // namespace gputco
