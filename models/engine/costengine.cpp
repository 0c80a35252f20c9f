#include "costengine.h"

#include "costengine_p.h"

#include "annuity.h"
#include "ceilcount.h"
#include "depreciation.h"
#include "scenariofields.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gputco {

namespace {

/// This file's messages, in the context of CostEngine (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)
};

constexpr double kTie = 1e-6; // a millionth of a currency unit

/// The GPUs the demand asks for in each of the first @p months months.
std::vector<int> demandByMonth(const Demand &d, int months)
{
    std::vector<int> demand(std::size_t(std::max(months, 0)));
    for (int m = 0; m < months; ++m)
        demand[std::size_t(m)] = CostEngine::demandGpus(d, m + 1);
    return demand;
}

/// The busy hours of a month, within the month's hours.
double busyHours(const Scenario &s)
{
    return std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
}

/// Finds the reserved instance count with the lowest cost (total + owed after the horizon,
/// which is the same in both views) for a cloud option with a reserved base and on-demand or
/// spot capacity beyond it. The cost is convex in the count (each month pays
/// count x term price + a convex, non-increasing cost of the rest), so counts up to 64 are
/// all tried and larger ranges are bisected on the sign of the next step.
void suggestReservedSplit(const Scenario &s, const Option &opt, double busyHours, const std::vector<int> &demand,
    Converter &cv, const Trends &trends, OptionResult &r)
{
    const CloudOption *c = opt.cloud();
    if (!c || !c->reserved || (!c->onDemand && !c->spot))
        return;
    const int gpi = std::max(1, c->gpusPerInstance);
    const int peak
        = ceilCount(double(sizingOf(s, opt).cardsFor(*std::max_element(demand.begin(), demand.end()))) / gpi);
    // With spot for the rest, a split whose spot capacity needs more hours than a month has
    // (interruptions, gang scheduling) lets the work slip: only counts from the smallest one
    // that keeps up are suggested. Fewer spot instances have less overhead, so that is a bound.
    int lowest = 0;
    if (!c->onDemand && c->spot)
        while (lowest < peak
            && busyHours * (1.0 + CostEngine::spotOverhead(*c->spot, peak - lowest)) > s.hoursPerMonth + 1e-9)
            ++lowest;
    Option trial = opt;
    OptionResult scratch;
    auto cost = [&](int instances) {
        std::get<CloudOption>(trial.spec).reserved->instances = instances;
        computeOptionInto(s, trial, CostView::Cash, busyHours, demand, cv, trends, scratch);
        return scratch.total + scratch.owedAfterHorizon;
    };
    int best = lowest;
    double bestCost = cost(lowest);
    if (peak - lowest <= 64) {
        for (int n = lowest + 1; n <= peak; ++n) {
            const double c2 = cost(n);
            if (c2 < bestCost - kTie) {
                best = n;
                bestCost = c2;
            }
        }
    } else {
        int lo = lowest, hi = peak; // the minimum is in [lo, hi]
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (cost(mid + 1) < cost(mid) - kTie)
                lo = mid + 1;
            else
                hi = mid;
        }
        best = lo;
        bestCost = cost(lo);
    }
    r.cheapestReservedInstances = best;
    r.cheapestReservedCost = bestCost;
    r.costAsEntered = r.total + r.owedAfterHorizon;
}

/// The first month m in [from, n) where (a[m] - b[m] >= -kTie) is not `selfCheaper` (the order
/// changes), or n. Crossings are rare: most pairs keep one order for the whole horizon, so this
/// scan over every month of every pair is most of the break-even search. Four months a step
/// with SSE2 (part of every x86-64 CPU): the same subtraction and comparison as one at a time.
std::size_t firstChangeOfOrder(const double *a, const double *b, std::size_t from, std::size_t n, bool selfCheaper)
{
    std::size_t m = from;
#if defined(__SSE2__)
    const __m128d tie = _mm_set1_pd(-kTie);
    const unsigned same = selfCheaper ? 0xFu : 0u;
    for (; m + 4 <= n; m += 4) {
        const __m128d d0 = _mm_sub_pd(_mm_loadu_pd(a + m), _mm_loadu_pd(b + m));
        const __m128d d1 = _mm_sub_pd(_mm_loadu_pd(a + m + 2), _mm_loadu_pd(b + m + 2));
        // _mm_cmpge_pd is false for NaN, like the scalar >=.
        const unsigned mask
            = unsigned(_mm_movemask_pd(_mm_cmpge_pd(d0, tie))) | unsigned(_mm_movemask_pd(_mm_cmpge_pd(d1, tie))) << 2;
        if (mask != same)
            return m + std::size_t(std::countr_zero(mask ^ same));
    }
#endif
    while (m < n && (a[m] - b[m] >= -kTie) == selfCheaper) // the same order as the month before
        ++m;
    return m;
}

std::vector<Crossing> crossings(const OptionResult &cloud, const OptionResult &self)
{
    std::vector<Crossing> out;
    const std::size_t n = cloud.cumulative.size();
    const double *a = cloud.cumulative.data(), *b = self.cumulative.data();
    // Month m (0-based) starts a new order; prevDiff is the difference the month before (0
    // before month 1). Rare: out of the scan below, which keeps its state in registers.
    auto add = [&](std::size_t m, double prevDiff, bool selfCheaper) {
        const double diff = a[m] - b[m];
        Crossing c;
        c.month = int(m) + 1;
        const double span = diff - prevDiff;
        c.exactMonth = double(m) + (std::abs(span) > 0.0 ? std::clamp(-prevDiff / span, 0.0, 1.0) : 1.0);
        c.selfHostedBecomesCheaper = selfCheaper;
        c.cumulativeCloud = a[m];
        c.cumulativeSelfHosted = b[m];
        out.push_back(c);
    };
    if (n == 0)
        return out;
    bool selfCheaper = a[0] - b[0] >= -kTie;
    if (selfCheaper) // owning is not dearer from month 1
        add(0, 0.0, true);
    for (std::size_t m = 1;; ++m) {
        m = firstChangeOfOrder(a, b, m, n, selfCheaper);
        if (m == n)
            break;
        selfCheaper = !selfCheaper;
        add(m, a[m - 1] - b[m - 1], selfCheaper);
    }
    return out;
}

/// The first month whose demand is 1e9 GPUs or more (what ceilCount caps), or 0.
int firstMonthBeyondCount(const Demand &demand, int months)
{
    for (int m = 1; m <= months; m += 12) { // demand changes once a year
        const double gpus = demand.gpuCount * std::pow(1.0 + demand.growthPercentPerYear / 100.0, (m - 1) / 12);
        if (!(gpus < 1e9))
            return m;
    }
    return 0;
}

/// A result with the scenario's settings and no option yet.
ScenarioResult emptyResult(const Scenario &s, CostView view)
{
    ScenarioResult result;
    result.view = view;
    result.currency = s.reportingCurrency;
    result.calendar = s.calendar;
    result.horizonMonths = s.horizonMonths;
    result.hoursPerMonth = s.hoursPerMonth;
    result.monthlyDiscountRate = CostEngine::monthlyRate(s.discountRatePerYear);
    result.amountBasis = Tax::amountBasis(s.vat);
    result.endOfHorizon = s.finance.endOfHorizon;
    if (s.incomeTax && view == CostView::Cash)
        result.incomeTaxRate = s.incomeTax->rate;
    return result;
}

/// compute() of the options whose prices are known, listing those awaiting a quote.
ScenarioResult computeWithoutAwaiting(const Scenario &s, CostView view, ScenarioResult &&reuse)
{
    std::vector<AwaitingQuote> awaiting;
    ScenarioResult r = CostEngine::compute(Quotes::pricedOnly(s, &awaiting), view, std::move(reuse));
    if (r.cash) {
        auto c = std::make_shared<ScenarioResult>(*r.cash);
        c->awaitingQuotes = awaiting;
        r.cash = std::move(c);
    }
    r.awaitingQuotes = std::move(awaiting);
    return r;
}

/// Prices every option of `s` into `result.options`: in the cash view, or in both views in one
/// pass, the cash view to `cashStorage`. Both keep the storage of `reuse`, a result no longer
/// needed: computeOptionInto() resets every field and keeps the vectors' capacity (a kept cash
/// view is taken only when no one else holds it). Returns each option's d(total) / d(busy
/// hours), the same in both views (what scales with busy hours is compute, platform and power,
/// never capex or upfront payments).
std::vector<double> priceAll(const Scenario &s, CostView view, double U, Converter &cv, const Trends &trends,
    ScenarioResult &&reuse, ScenarioResult &result, std::vector<OptionResult> &cashStorage)
{
    const int n = int(s.options.size());
    std::vector<double> slope(std::size_t(n), 0.0);
    CategoryAmounts perBusyHour{};
    ViewRows amortizedRows;
    result.options = std::move(reuse.options);
    if (view != CostView::Cash) {
        if (reuse.cash && reuse.cash.use_count() == 1)
            // Every kept cash view is made by cashViewOf() with make_shared<ScenarioResult> (not const).
            cashStorage = std::move(const_cast<ScenarioResult &>(*reuse.cash).options);
        cashStorage.resize(std::size_t(n));
    }
    reuse.cash.reset();
    result.options.resize(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        const auto k = std::size_t(i);
        if (view == CostView::Cash)
            computeOptionInto(
                s, s.options[k], view, U, result.demandGpusByMonth, cv, trends, result.options[k], &perBusyHour);
        else
            computeOptionInto(s, s.options[k], CostView::Cash, U, result.demandGpusByMonth, cv, trends, cashStorage[k],
                &perBusyHour, &result.options[k], &amortizedRows);
        for (double v : perBusyHour)
            slope[k] += v;
    }
    return slope;
}

/// The busy hours a month at which a cloud and a self-hosted option cost the same over the
/// horizon, from f(u) = cloud total - self-hosted total at no use (f0) and at every hour (f1):
/// owning wins where f > 0.
void setBreakEvenUse(BreakEven &be, double f0, double f1, double hoursPerMonth)
{
    if (f0 > kTie && f1 > kTie) {
        be.utilization = BreakEven::Utilization::SelfHostedCheaperAtAnyUse;
    } else if (f0 < -kTie && f1 < -kTie) {
        be.utilization = BreakEven::Utilization::CloudCheaperAtAnyUse;
    } else if (std::abs(f1 - f0) <= kTie) {
        be.breakEvenBusyHoursPerMonth = 0.0; // equal at every utilization
    } else {
        be.breakEvenBusyHoursPerMonth = -f0 / (f1 - f0) * hoursPerMonth;
    }
}

/// Break-even of every cloud option against every self-hosted one on the cash view `cash`: the
/// crossings of their cumulative costs and the busy hours at which their totals are equal.
std::vector<BreakEven> breakEvens(
    const Scenario &s, const std::vector<OptionResult> &cash, const std::vector<double> &slope, double U)
{
    // Totals are affine in busy hours for every model (instances, terms and fees do not depend
    // on them): each option's total at 0 and at every hour of the month follows from its total
    // and its slope, with no further evaluation (tst_breakeven checks this against evaluations).
    const int n = int(s.options.size());
    std::vector<double> t0(static_cast<std::size_t>(n)), t1(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        t0[std::size_t(i)] = cash[std::size_t(i)].total - slope[std::size_t(i)] * U;
        t1[std::size_t(i)] = t0[std::size_t(i)] + slope[std::size_t(i)] * s.hoursPerMonth;
    }
    const auto clouds = std::count_if(
        s.options.begin(), s.options.end(), [](const Option &o) { return o.kind() == OptionKind::Cloud; });
    std::vector<BreakEven> out;
    out.reserve(std::size_t(clouds) * std::size_t(n - clouds));
    for (int i = 0; i < n; ++i) {
        if (s.options[i].kind() != OptionKind::Cloud)
            continue;
        for (int j = 0; j < n; ++j) {
            if (s.options[j].kind() != OptionKind::SelfHosted)
                continue;
            BreakEven be;
            be.cloudIndex = i;
            be.selfHostedIndex = j;
            be.crossings = crossings(cash[i], cash[j]);
            for (const Crossing &c : be.crossings) {
                if (c.selfHostedBecomesCheaper) {
                    be.firstMonth = c.month;
                    be.firstCrossingMonth = c.exactMonth;
                    break;
                }
            }
            if (!be.crossings.empty() && be.crossings.back().selfHostedBecomesCheaper)
                be.ownedCheaperForGoodFromMonth = be.crossings.back().month;
            setBreakEvenUse(be, t0[i] - t0[j], t1[i] - t1[j], s.hoursPerMonth);
            out.push_back(std::move(be));
        }
    }
    return out;
}

/// The cash view of the amortized `result`, as compute(s, CostView::Cash) gives it, from the
/// same pass: its options `cashOptions`, and the result's demand, break-evens, rates and budget.
std::shared_ptr<const ScenarioResult> cashViewOf(
    const Scenario &s, const ScenarioResult &result, std::vector<OptionResult> &&cashOptions)
{
    auto c = std::make_shared<ScenarioResult>();
    c->view = CostView::Cash;
    c->currency = result.currency;
    c->horizonMonths = result.horizonMonths;
    c->hoursPerMonth = result.hoursPerMonth;
    c->monthlyDiscountRate = result.monthlyDiscountRate;
    c->demandGpusByMonth = result.demandGpusByMonth;
    c->options = std::move(cashOptions);
    c->breakEvens = result.breakEvens;
    c->ratesUsed = result.ratesUsed;
    c->calendar = result.calendar;
    c->budget = result.budget;
    c->amountBasis = result.amountBasis;
    c->endOfHorizon = result.endOfHorizon;
    if (s.incomeTax)
        c->incomeTaxRate = s.incomeTax->rate;
    return c;
}

} // namespace

int CostEngine::demandGpus(const Demand &demand, int month)
{
    const int years = (month - 1) / 12;
    return ceilCount(demand.gpuCount * std::pow(1.0 + demand.growthPercentPerYear / 100.0, years));
}

double CostEngine::tieredCost(double gb, const std::vector<PriceTier> &tiers)
{
    double cost = 0.0;
    double lower = 0.0;
    for (const PriceTier &t : tiers) {
        const double upper = t.upToGb ? *t.upToGb : std::numeric_limits<double>::infinity();
        if (gb > lower)
            cost += (std::min(gb, upper) - lower) * t.pricePerGb;
        lower = upper;
        if (gb <= upper)
            break;
    }
    return cost;
}

double CostEngine::spotOverhead(const SpotPricing &spot, int instances)
{
    const double lambda = spot.interruptionsPerInstanceHour * (spot.gangScheduled ? std::max(1, instances) : 1);
    const double T = spot.checkpointIntervalHours;
    const double writing = T > 0.0 ? spot.checkpointWriteHours / T : 0.0;
    return writing + lambda * (T / 2.0 + spot.restartHours);
}

double CostEngine::youngInterval(double checkpointWriteHours, double meanHoursBetweenInterruptions)
{
    return std::sqrt(2.0 * checkpointWriteHours * meanHoursBetweenInterruptions);
}

double CostEngine::annuityPayment(double principal, double rate, int n, double balloon)
{
    return Finance::annuityPayment(principal, rate, n, balloon);
}

double CostEngine::monthlyRate(double annualRate)
{
    return Finance::monthlyRate(annualRate);
}

double CostEngine::resalePercent(const std::vector<ResalePoint> &table, double ageMonths)
{
    return Finance::resalePercent(table, ageMonths);
}

OptionResult CostEngine::priceOption(const Scenario &s, const Option &option, CostView view, QStringList &errors)
{
    const std::vector<int> demand = demandByMonth(s.demand, std::clamp(s.horizonMonths, 1, kMaxHorizonMonths));
    Converter cv(s, errors);
    const Trends trends(s);
    return computeOption(s, option, view, busyHours(s), demand, cv, trends);
}

std::vector<OptionResult> CostEngine::priceOptions(
    const Scenario &s, CostView view, QStringList &errors, std::size_t first, std::size_t last)
{
    std::vector<OptionResult> out;
    priceOptionsInto(s, view, errors, first, last, out);
    return out;
}

void CostEngine::priceOptionsInto(const Scenario &s, CostView view, QStringList &errors, std::size_t first,
    std::size_t last, std::vector<OptionResult> &out)
{
    if (s.horizonMonths < 1 || s.horizonMonths > kMaxHorizonMonths) {
        errors << Tr::tr("the horizon must be between 1 and %1 months").arg(kMaxHorizonMonths);
        out.clear();
        return;
    }
    if (!(s.hoursPerMonth > 0.0)) {
        errors << Tr::tr("hours per month must be positive");
        out.clear();
        return;
    }
    const std::vector<int> demand = demandByMonth(s.demand, s.horizonMonths);
    Converter cv(s, errors);
    const Trends trends(s);
    const double U = busyHours(s);
    last = std::min(last, s.options.size());
    out.resize(last > first ? last - first : 0);
    for (std::size_t i = first; i < last; ++i) // the same call as compute()'s
        computeOptionInto(s, s.options[i], view, U, demand, cv, trends, out[i - first]);
}

void CostEngine::suggestReservedSplits(const Scenario &s, ScenarioResult &result, int index)
{
    if (!result.ok() || result.options.size() != s.options.size() || s.horizonMonths != result.horizonMonths)
        return;
    QStringList errors;
    Converter cv(s, errors);
    const Trends trends(s);
    const double U = std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if ((index < 0 || std::size_t(index) == i) && s.options[i].id == result.options[i].id)
            suggestReservedSplit(s, s.options[i], U, result.demandGpusByMonth, cv, trends, result.options[i]);
}

std::vector<OptionTerms> CostEngine::priceTerms(const Scenario &scenario, CostView view)
{
    const Scenario s = Quotes::pricedOnly(scenario);
    if (s.horizonMonths < 1 || s.horizonMonths > kMaxHorizonMonths || !(s.hoursPerMonth > 0.0)
        || firstMonthBeyondCount(s.demand, s.horizonMonths) > 0)
        return {};
    const std::vector<int> demand = demandByMonth(s.demand, s.horizonMonths);
    QStringList errors;
    Converter cv(s, errors);
    const Trends trends(s);
    std::vector<OptionTerms> out;
    out.reserve(s.options.size());
    for (const Option &opt : s.options) {
        OptionTerms t;
        t.optionId = opt.id;
        for (std::size_t k = 0; k < scenario.options.size(); ++k)
            if (scenario.options[k].id == opt.id)
                t.option = int(k);
        PriceTermRecorder recorder(t);
        OptionResult r;
        computeOptionInto(s, opt, view, busyHours(s), demand, cv, trends, r, nullptr, nullptr, nullptr, &recorder);
        for (PriceTerm &term : t.terms)
            term.price.option = t.option;
        out.push_back(std::move(t));
    }
    return errors.isEmpty() ? out : std::vector<OptionTerms>{};
}

ScenarioResult CostEngine::compute(const Scenario &s, CostView view)
{
    return compute(s, view, ScenarioResult{});
}

ScenarioResult CostEngine::compute(const Scenario &s, CostView view, ScenarioResult &&reuse)
{
    ScenarioResult result = emptyResult(s, view);
    if (s.horizonMonths < 1 || s.horizonMonths > kMaxHorizonMonths) {
        result.errors << Tr::tr("the horizon must be between 1 and %1 months").arg(kMaxHorizonMonths);
        return result;
    }
    // Options awaiting a quote are never priced at zero: they are left out and listed.
    if (Quotes::anyAwaiting(s))
        return computeWithoutAwaiting(s, view, std::move(reuse));
    if (!(s.hoursPerMonth > 0.0)) {
        result.errors << Tr::tr("hours per month must be positive");
        return result;
    }
    const int H = s.horizonMonths;
    // The engine counts at most 1e9 GPUs a month (ceilCount). Files are refused at load beyond
    // that; a what-if (GPU count, horizon) may still get there: an error, never a silent cap.
    if (const int month = firstMonthBeyondCount(s.demand, H); month > 0) {
        result.errors << Tr::tr("the demand reaches more than 1,000,000,000 GPUs in month %1, more than the engine "
                                "counts: lower the growth, the GPU count or the horizon")
                             .arg(month);
        return result;
    }
    result.demandGpusByMonth = demandByMonth(s.demand, H);

    Converter cv(s, result.errors);
    const Trends trends(s);
    const double U = busyHours(s);
    // Break-even and budgets are defined on the cash view: the amortized view prices both views
    // in one pass over the months (what they share computed once) and keeps the cash view.
    std::vector<OptionResult> cashStorage;
    const std::vector<double> slope = priceAll(s, view, U, cv, trends, std::move(reuse), result, cashStorage);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        result.options[i].violations = checkConstraints(s, s.options[i], result.options[i].peakCards);
    for (std::size_t i = 0; i < cashStorage.size(); ++i)
        cashStorage[i].violations = result.options[i].violations;
    result.ratesUsed = cv.used();
    if (!result.errors.isEmpty())
        return result;
    // The field table bounds every divisor; an amount that still overflows is refused, never
    // shown as a blank total that silently leaves the ranking.
    for (const OptionResult &o : result.options)
        if (!std::isfinite(o.total) || !std::isfinite(o.totalDiscounted) || !std::isfinite(o.endOfHorizonCredit))
            result.errors << Tr::tr("option %1: its total is not a finite number: an amount, a count or a divisor "
                                    "(servers or instances per person, kW per rack, checkpoint interval) is too "
                                    "large or too small")
                                 .arg(o.id);
    if (!result.errors.isEmpty())
        return result;

    const std::vector<OptionResult> &cash = view == CostView::Cash ? result.options : cashStorage;
    result.budget = BudgetAnalysis::analyse(s, cash, result.errors);
    if (!result.errors.isEmpty())
        return result;
    result.breakEvens = breakEvens(s, cash, slope, U);
    if (view != CostView::Cash)
        result.cash = cashViewOf(s, result, std::move(cashStorage));
    return result;
}

} // namespace gputco
