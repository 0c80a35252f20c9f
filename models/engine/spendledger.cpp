#include "spendledger.h"

#include <algorithm>
#include <cstddef>
#include <numeric>

namespace gputco::SpendLedger {

namespace {

/// Plan factor of line j; 0 (not eligible) past the end of the plan's factors.
double factorOf(const Plan &plan, std::size_t j)
{
    return j < plan.factor.size() ? plan.factor[j] : 0.0;
}

/// Strict order of lines by (factor, index), without comparing doubles for equality.
bool before(double fa, std::size_t a, double fb, std::size_t b)
{
    return fa < fb || (!(fb < fa) && a < b);
}

} // namespace

void applyHour(std::span<const Line> lines, std::span<const Plan> plans, Hour &out)
{
    const std::size_t lineCount = lines.size();
    out.deducted.assign(plans.size(), 0.0);
    out.covered.assign(lineCount, 0.0);
    out.spill.resize(lineCount);
    for (std::size_t j = 0; j < lineCount; ++j)
        out.spill[j] = std::max(0.0, lines[j].onDemand); // left to cover

    for (std::size_t k = 0; k < plans.size(); ++k) {
        const Plan &plan = plans[k];
        const double amount = std::max(0.0, plan.amount);
        double remaining = amount;
        // The eligible lines lowest factor first, by repeated selection of the next (factor, index)
        // pair: a handful of lines, and no allocation.
        bool first = true;
        double lastFactor = 0.0;
        std::size_t lastIndex = 0;
        while (remaining > 0.0) {
            bool found = false;
            double f = 0.0;
            std::size_t j = 0;
            for (std::size_t c = 0; c < lineCount; ++c) {
                const double fc = factorOf(plan, c);
                if (!(fc > 0.0) || (!first && !before(lastFactor, lastIndex, fc, c)))
                    continue;
                if (!found || before(fc, c, f, j)) {
                    found = true;
                    f = fc;
                    j = c;
                }
            }
            if (!found)
                break;
            first = false;
            lastFactor = f;
            lastIndex = j;
            const double cost = out.spill[j] * f; // at committed rates
            if (cost <= remaining) {
                remaining -= cost;
                out.spill[j] = 0.0;
            } else {
                out.spill[j] = std::max(0.0, out.spill[j] - remaining / f);
                remaining = 0.0;
            }
        }
        out.deducted[k] = amount - remaining;
    }
    for (std::size_t j = 0; j < lineCount; ++j)
        out.covered[j] = std::max(0.0, lines[j].onDemand) - out.spill[j];
}

std::vector<int> drawOrder(std::span<const PlanKey> keys, CommitmentOrder order)
{
    std::vector<std::size_t> at(keys.size());
    std::iota(at.begin(), at.end(), std::size_t{0});
    const auto rank = [](CommitmentScope s) { return s == CommitmentScope::InstanceFamily ? 0 : 1; };
    std::sort(at.begin(), at.end(), [&](std::size_t a, std::size_t b) {
        const PlanKey &x = keys[a];
        const PlanKey &y = keys[b];
        if (rank(x.scope) != rank(y.scope))
            return rank(x.scope) < rank(y.scope);
        if (order == CommitmentOrder::EarliestExpiryFirst) {
            if (x.lastMonth != y.lastMonth)
                return x.lastMonth < y.lastMonth;
            if (x.firstMonth != y.firstMonth)
                return x.firstMonth < y.firstMonth;
        } else {
            if (x.discount > y.discount)
                return true;
            if (y.discount > x.discount)
                return false;
        }
        if (x.index != y.index)
            return x.index < y.index;
        return a < b;
    });
    std::vector<int> out;
    out.reserve(at.size());
    for (std::size_t i : at)
        out.push_back(keys[i].index);
    return out;
}

Payments payments(
    double amountPerHour, int termMonths, PaymentOption payment, double upfrontPercent, double hoursPerMonth)
{
    if (termMonths <= 0)
        return {};
    const double total = amountPerHour * hoursPerMonth * termMonths;
    const double upfrontShare = payment == PaymentOption::AllUpfront ? 1.0
        : payment == PaymentOption::NoUpfront                        ? 0.0
                                                                     : upfrontPercent / 100.0;
    return {total * upfrontShare, total * (1.0 - upfrontShare) / termMonths};
}

std::vector<std::pair<int, int>> terms(int startMonth0, int termMonths, bool renew, int horizonMonths)
{
    std::vector<std::pair<int, int>> out;
    if (termMonths <= 0)
        return out;
    for (int begin = startMonth0; begin < horizonMonths; begin += termMonths) {
        out.emplace_back(begin, begin + termMonths);
        if (!renew)
            break;
    }
    return out;
}

MonthTotals applyMonth(std::span<const Line> lines, std::span<const Plan> plans, double busyHours, double hoursPerMonth)
{
    Hour hour;
    return applyMonth(lines, plans, busyHours, hoursPerMonth, hour);
}

MonthTotals applyMonth(
    std::span<const Line> lines, std::span<const Plan> plans, double busyHours, double hoursPerMonth, Hour &hour)
{
    applyHour(lines, plans, hour);
    MonthTotals t;
    for (std::size_t k = 0; k < plans.size(); ++k) {
        t.committed += std::max(0.0, plans[k].amount) * hoursPerMonth;
        t.deducted += hour.deducted[k] * busyHours;
    }
    for (std::size_t j = 0; j < lines.size(); ++j) {
        t.spill += hour.spill[j] * busyHours;
        t.eligibleOnDemand += std::max(0.0, lines[j].onDemand) * busyHours;
        t.coveredOnDemand += hour.covered[j] * busyHours;
    }
    t.unused = t.committed - t.deducted;
    return t;
}

} // namespace gputco::SpendLedger
