#include "subsidy.h"

#include <algorithm>

namespace gputco {

SubsidySchedule Finance::subsidySchedule(const std::vector<double> &eligible, const std::vector<int> &yearOf,
    double percent, double capPerYear, int paidAfterMonths)
{
    const std::size_t n = eligible.size();
    SubsidySchedule s;
    s.earnedByMonth.assign(n, 0.0);
    s.paidByMonth.assign(n, 0.0);
    std::vector<double> usedByYear;
    for (std::size_t m = 0; m < n; ++m) {
        const int year = m < yearOf.size() ? yearOf[m] : -1;
        if (year < 0 || eligible[m] <= 0.0)
            continue;
        if (usedByYear.size() <= std::size_t(year))
            usedByYear.resize(std::size_t(year) + 1, 0.0);
        double earned = eligible[m] * percent / 100.0;
        if (capPerYear >= 0.0) {
            const double room = std::max(0.0, capPerYear - usedByYear[std::size_t(year)]);
            s.capped += std::max(0.0, earned - room);
            earned = std::min(earned, room);
        }
        usedByYear[std::size_t(year)] += earned;
        s.earnedByMonth[m] = earned;
        const std::size_t paid = m + std::size_t(std::max(0, paidAfterMonths));
        if (paid < n)
            s.paidByMonth[paid] += earned;
        else
            s.paidAfterHorizon += earned;
    }
    double total = 0.0, marginal = 0.0;
    for (std::size_t m = 0; m < n; ++m) {
        const int year = m < yearOf.size() ? yearOf[m] : -1;
        if (year < 0 || eligible[m] <= 0.0)
            continue;
        total += eligible[m];
        const bool capReached = capPerYear >= 0.0 && usedByYear[std::size_t(year)] >= capPerYear;
        if (!capReached && m + std::size_t(std::max(0, paidAfterMonths)) < n)
            marginal += eligible[m];
    }
    s.marginalShare = total > 0.0 ? marginal / total : 0.0;
    return s;
}

std::vector<double> Finance::vatRecoveryTiming(const std::vector<double> &vat, int lagMonths)
{
    if (lagMonths < 1 || vat.empty())
        return {};
    const std::size_t n = vat.size();
    std::vector<double> flows(n, 0.0);
    for (std::size_t m = 0; m < n; ++m) {
        flows[m] += vat[m];
        flows[std::min(n - 1, m + std::size_t(lagMonths))] -= vat[m];
    }
    return flows;
}

} // namespace gputco
