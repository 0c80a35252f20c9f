#include "decision.h"

#include "discounting.h"

namespace gputco {

namespace {

/// The option's cash flows per period (costs positive).
std::vector<double> periodFlows(const OptionResult &o, FinanceTiming timing, int periods)
{
    std::vector<double> out(std::size_t(periods) + 1, 0.0);
    const int H = int(o.monthly.size());
    for (int m = 1; m <= H; ++m) {
        double start = 0.0, end = 0.0;
        for (Category c : kAllCategories)
            (DecisionAnalysis::paidAtStart(c) ? start : end) += o.monthly[std::size_t(m - 1)][index(c)];
        // Each flow falls on the first period boundary at or after its moment.
        const int tStart = timing == FinanceTiming::Monthly ? m - 1 : (m - 1 + 11) / 12;
        const int tEnd = timing == FinanceTiming::Monthly ? m : (m + 11) / 12;
        out[std::size_t(tStart)] += start;
        out[std::size_t(tEnd)] += end;
    }
    return out;
}

/// The option's cash flows per period less the tax its deductions save (at the end of their month).
std::vector<double> afterTaxPeriodFlows(const OptionResult &o, FinanceTiming timing, int periods)
{
    std::vector<double> out = periodFlows(o, timing, periods);
    for (std::size_t m = 1; m <= o.taxSavingByMonth.size(); ++m)
        out[std::size_t(timing == FinanceTiming::Monthly ? int(m) : (int(m) + 11) / 12)] -= o.taxSavingByMonth[m - 1];
    return out;
}

/// Annual rate of a period rate.
std::optional<double> annualIrr(const std::vector<double> &flows, FinanceTiming timing)
{
    const auto rate = DecisionAnalysis::irr(flows);
    if (!rate)
        return std::nullopt;
    return timing == FinanceTiming::Monthly ? Finance::annualRate(*rate) : *rate;
}

} // namespace

bool DecisionAnalysis::paidAtStart(Category c)
{
    return c == Category::Capex || c == Category::ReservedUpfront || c == Category::ResidualValue;
}

double DecisionAnalysis::npv(const std::vector<double> &flows, double rate)
{
    return Finance::npv(flows, rate);
}

std::optional<double> DecisionAnalysis::irr(const std::vector<double> &flows)
{
    return Finance::irr(flows);
}

std::optional<double> DecisionAnalysis::payback(const std::vector<double> &flows)
{
    return Finance::payback(flows);
}

DecisionResult DecisionAnalysis::settings(const Scenario &s, const ScenarioResult &r)
{
    DecisionResult out;
    out.timing = s.finance.timing;
    out.endOfHorizon = s.finance.endOfHorizon;
    out.incomeTaxRate = r.incomeTaxRate;
    out.periodRate
        = out.timing == FinanceTiming::Monthly ? Finance::monthlyRate(s.discountRatePerYear) : s.discountRatePerYear;
    return out;
}

DecisionPair DecisionAnalysis::pair(
    const DecisionResult &settings, const ScenarioResult &r, int cloudIndex, int selfHostedIndex)
{
    const int H = r.horizonMonths;
    const int periods = settings.timing == FinanceTiming::Monthly ? H : (H + 11) / 12;
    const OptionResult &cloud = r.options[std::size_t(cloudIndex)];
    const OptionResult &owned = r.options[std::size_t(selfHostedIndex)];
    const std::vector<double> rent = periodFlows(cloud, settings.timing, periods);
    const std::vector<double> own = periodFlows(owned, settings.timing, periods);
    DecisionPair p;
    p.cloudIndex = cloudIndex;
    p.selfHostedIndex = selfHostedIndex;
    p.flows.resize(rent.size());
    for (std::size_t t = 0; t < rent.size(); ++t)
        p.flows[t] = rent[t] - own[t];
    if (settings.endOfHorizon != EndOfHorizon::Nothing) {
        p.terminalValue = settings.endOfHorizon == EndOfHorizon::Resale ? owned.resaleValueAtHorizonEnd
                                                                        : owned.bookValueAtHorizonEnd;
        p.flows.back() += p.terminalValue;
    }
    // What is still owed on the servers at the end is paid by owning, whatever is credited.
    p.debtAtHorizonEnd = owned.debtAtHorizonEnd;
    if (p.debtAtHorizonEnd != 0.0)
        p.flows.back() -= p.debtAtHorizonEnd;
    for (double f : p.flows)
        p.undiscountedSaving += f;
    p.npv = npv(p.flows, settings.periodRate);
    p.signChanges = Finance::signChanges(p.flows);
    p.irr = annualIrr(p.flows, settings.timing);
    p.paybackPeriods = payback(p.flows);
    p.discountedPaybackPeriods = payback(Finance::discounted(p.flows, settings.periodRate));
    if (settings.incomeTaxRate) {
        const std::vector<double> rentAfter = afterTaxPeriodFlows(cloud, settings.timing, periods);
        const std::vector<double> ownAfter = afterTaxPeriodFlows(owned, settings.timing, periods);
        p.afterTaxFlows.resize(rentAfter.size());
        for (std::size_t t = 0; t < rentAfter.size(); ++t)
            p.afterTaxFlows[t] = rentAfter[t] - ownAfter[t];
        if (settings.endOfHorizon != EndOfHorizon::Nothing) {
            // Credited as if sold at that value: the excess over the tax basis is taxed.
            p.afterTaxTerminalValue
                = p.terminalValue - *settings.incomeTaxRate * (p.terminalValue - owned.taxBasisAtHorizonEnd);
            p.afterTaxFlows.back() += p.afterTaxTerminalValue;
        }
        if (p.debtAtHorizonEnd != 0.0)
            p.afterTaxFlows.back() -= p.debtAtHorizonEnd;
        p.afterTaxNpv = npv(p.afterTaxFlows, settings.periodRate);
        p.afterTaxIrr = annualIrr(p.afterTaxFlows, settings.timing);
    }
    return p;
}

DecisionResult DecisionAnalysis::compute(const Scenario &s, const ScenarioResult &r)
{
    DecisionResult out = settings(s, r);
    if (!r.ok() || r.view != CostView::Cash)
        return out;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        if (r.options[i].kind != OptionKind::Cloud)
            continue;
        for (std::size_t j = 0; j < r.options.size(); ++j)
            if (r.options[j].kind == OptionKind::SelfHosted)
                out.pairs.push_back(pair(out, r, int(i), int(j)));
    }
    return out;
}

} // namespace gputco
