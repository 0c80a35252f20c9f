#include "depreciation.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double Finance::decayedValue(double cost, double decayPercentPerYear, double months)
{
    return cost * std::pow(1.0 - decayPercentPerYear / 100.0, months / 12.0);
}

double Finance::bookValue(const DepreciationTerms &t, int months)
{
    switch (t.method) {
    case DepreciationMethod::StraightLine: break;
    case DepreciationMethod::DecliningBalance:
        return months >= t.lifeMonths
            ? t.residual
            : std::max(t.residual, t.cost * std::pow(1.0 - t.decliningFactor / t.lifeMonths, months));
    case DepreciationMethod::ExponentialDecay: return decayedValue(t.cost, t.decayPercentPerYear, months);
    }
    return t.cost - (t.cost - t.residual) * months / t.lifeMonths;
}

std::vector<double> Finance::depreciationSchedule(const DepreciationTerms &t)
{
    std::vector<double> out(std::size_t(std::max(0, t.lifeMonths)));
    double before = bookValue(t, 0);
    for (std::size_t j = 0; j < out.size(); ++j) {
        const double after = bookValue(t, int(j) + 1);
        out[j] = before - after;
        before = after;
    }
    return out;
}

WriteOff Finance::straightLineWriteOff(double amount, int lifeMonths, int monthsDeducted, int monthsAvailable)
{
    const int months = std::max(0, lifeMonths - monthsDeducted); // of the life still to deduct
    const int done = std::clamp(monthsAvailable, 0, months);
    return WriteOff{amount / lifeMonths, done, amount * (months - done) / lifeMonths};
}

double Finance::resalePercent(const std::vector<ResalePoint> &table, double ageMonths)
{
    if (table.empty())
        return 0.0;
    if (ageMonths <= table.front().ageMonths)
        return table.front().percent;
    for (std::size_t i = 1; i < table.size(); ++i)
        if (ageMonths <= table[i].ageMonths) {
            const ResalePoint &a = table[i - 1], &b = table[i];
            return a.percent + (b.percent - a.percent) * (ageMonths - a.ageMonths) / (b.ageMonths - a.ageMonths);
        }
    return table.back().percent;
}

} // namespace gputco
