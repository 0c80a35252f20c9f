#include "depreciation.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gputco {

double Finance::decayedValue(double cost, double decayPercentPerYear, double months)
{
    return cost * std::pow(1.0 - decayPercentPerYear / 100.0, months / 12.0);
}

namespace {

/// The books' declining balance, month by month (Finance::bookValue).
std::vector<double> decliningBalance(const DepreciationTerms &t)
{
    const int life = std::max(1, t.lifeMonths);
    const double monthlyRate = t.decliningFactor / life; // factor x 12 / life a year, a twelfth a month
    const int lastTwoYears = t.decliningSwitch == DecliningSwitch::LastTwoYears ? life - 24 : life;
    std::vector<double> out(static_cast<std::size_t>(life));
    double value = t.cost, yearOpening = t.cost, straight = -1.0; // straight: the amount a month once switched
    for (int m = 0; m < life; ++m) {
        if (m % 12 == 0)
            yearOpening = value;
        const bool yearStart = m % 12 == 0;
        if (straight < 0.0
            && (m >= lastTwoYears
                || (t.decliningSwitch == DecliningSwitch::WhenStraightLineGivesMore && yearStart
                    && (value - t.residual) / (life - m) >= yearOpening * monthlyRate)))
            straight = (value - t.residual) / (life - m);
        double d = straight >= 0.0 ? straight : yearOpening * monthlyRate;
        d = m == life - 1 ? value - t.residual : std::clamp(d, 0.0, std::max(0.0, value - t.residual));
        out[std::size_t(m)] = d;
        value -= d;
    }
    return out;
}

/// Sum of the years' digits, month by month (Finance::bookValue).
std::vector<double> sumOfYearsDigits(const DepreciationTerms &t)
{
    const int life = std::max(1, t.lifeMonths);
    const double years = life / 12.0;
    std::vector<double> weights; // of each year of the life
    double sum = 0.0;
    for (int start = 0; start < life; start += 12) {
        const double part = std::min(12, life - start) / 12.0;
        weights.push_back((years - start / 12.0) * part);
        sum += weights.back();
    }
    std::vector<double> out(static_cast<std::size_t>(life));
    for (int m = 0; m < life; ++m) {
        const int inYear = std::min(12, life - m / 12 * 12);
        out[std::size_t(m)] = (t.cost - t.residual) * weights[std::size_t(m / 12)] / sum / inYear;
    }
    return out;
}

bool byYears(DepreciationMethod m)
{
    return m == DepreciationMethod::DecliningBalance || m == DepreciationMethod::SumOfYearsDigits;
}

std::vector<double> yearlyMethodSchedule(const DepreciationTerms &t)
{
    return t.method == DepreciationMethod::DecliningBalance ? decliningBalance(t) : sumOfYearsDigits(t);
}

} // namespace

double Finance::bookValue(const DepreciationTerms &t, int months)
{
    switch (t.method) {
    case DepreciationMethod::StraightLine: break;
    case DepreciationMethod::DecliningBalance:
    case DepreciationMethod::SumOfYearsDigits: {
        if (months >= t.lifeMonths)
            return t.residual;
        const std::vector<double> schedule = yearlyMethodSchedule(t);
        const auto end = schedule.begin() + std::clamp(months, 0, int(schedule.size()));
        return t.cost - std::accumulate(schedule.begin(), end, 0.0);
    }
    case DepreciationMethod::ExponentialDecay: return decayedValue(t.cost, t.decayPercentPerYear, months);
    }
    return t.cost - (t.cost - t.residual) * months / t.lifeMonths;
}

std::vector<double> Finance::depreciationSchedule(const DepreciationTerms &t)
{
    if (byYears(t.method))
        return yearlyMethodSchedule(t);
    std::vector<double> out(std::size_t(std::max(0, t.lifeMonths)));
    double before = bookValue(t, 0);
    for (std::size_t j = 0; j < out.size(); ++j) {
        const double after = bookValue(t, int(j) + 1);
        out[j] = before - after;
        before = after;
    }
    return out;
}

WriteOff Finance::writeOff(const DepreciationTerms &t, int monthsDeducted, int monthsAvailable)
{
    const std::vector<double> schedule = depreciationSchedule(t);
    const auto from = schedule.begin() + std::clamp(monthsDeducted, 0, int(schedule.size()));
    const auto to = from + std::clamp(monthsAvailable, 0, int(schedule.end() - from));
    return WriteOff{std::vector<double>(from, to), std::accumulate(to, schedule.end(), 0.0)};
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
