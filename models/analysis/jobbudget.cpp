#include "jobbudget.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// The job's spend spread over plan months: evenly over the hours it runs, from `waitHours` to
/// `wallClockHours` after the start of month 1.
std::vector<double> jobSpendByMonth(const JobOptionResult &r, double hoursPerMonth, int horizonMonths, int &lastMonth)
{
    const double start = std::max(0.0, r.waitHours);
    const double end = std::max(start, r.wallClockHours);
    lastMonth = std::max(1, int(std::ceil(end / hoursPerMonth - 1e-9)));
    std::vector<double> spend(std::size_t(horizonMonths), 0.0);
    if (!(end > start)) {
        spend[0] = r.cost;
        return spend;
    }
    for (int m = 0; m < horizonMonths; ++m) {
        const double a = std::max(start, m * hoursPerMonth), b = std::min(end, (m + 1) * hoursPerMonth);
        if (b > a)
            spend[std::size_t(m)] = r.cost * (b - a) / (end - start);
    }
    return spend;
}

/// Whether the spend fits every period's total budget; the first overrun month.
std::optional<int> jobOverrun(const std::vector<double> &spend, const std::vector<BudgetPeriod> &periods)
{
    for (const BudgetPeriod &p : periods) {
        double sum = 0.0;
        for (int m = p.firstMonth - 1; m < p.lastMonth() && m < int(spend.size()); ++m) {
            sum += spend[std::size_t(m)];
            if (BudgetAnalysis::exceeds(sum, *p.total))
                return m + 1;
        }
    }
    return std::nullopt;
}

/// The job's spend against the scenario's budget periods.
struct JobFit
{
    const Scenario &s;
    std::vector<BudgetPeriod> periods;
    int covered = 0; ///< the months the budget covers

    void evaluate(const JobOptionResult &r, JobBudget &b) const
    {
        const std::vector<double> spend = jobSpendByMonth(r, s.hoursPerMonth, s.horizonMonths, b.lastMonth);
        b.firstOverrunMonth = jobOverrun(spend, periods);
        b.fits = !b.firstOverrunMonth;
        b.beyondBudget = b.lastMonth > covered;
    }
};

/// `s` with the job alone on option `opt` (and its bridge), its GPUs left to the job's count.
Scenario jobAlone(const Scenario &s, const Option &opt)
{
    Scenario t = s;
    t.options = {opt};
    if (const SelfHostedOption *h = opt.selfHosted(); h && !h->bridgeOptionId.isEmpty())
        for (const Option &o : s.options)
            if (o.id == h->bridgeOptionId)
                t.options.push_back(o);
    for (JobOptionProfile &p : t.job->optionProfiles)
        p.gpus.reset();
    t.variants.clear();
    t.uncertainty.reset();
    return t;
}

/// The most GPUs with which the job alone (`t`) fits the budget, and its wall-clock then, into
/// `b`; starting from the `start` GPUs planned. Fit only gets harder with more GPUs (the same
/// work, spent faster): the count is bracketed from the start and bisected.
void solveEarliestFit(const JobFit &fit, Scenario &t, int start, JobBudget &b)
{
    auto run = [&](int g) -> std::optional<JobOptionResult> {
        t.job->gpus = g;
        const JobResult jr = JobPlanner::compute(t);
        if (!jr.ok() || jr.options.empty() || !jr.options.front().priced)
            return std::nullopt;
        JobBudget probe;
        fit.evaluate(jr.options.front(), probe);
        if (!probe.fits)
            return std::nullopt;
        return jr.options.front();
    };
    if (run(BudgetAnalysis::kMaxJobGpus)) {
        b.finishNotLimitedByBudget = true;
        return;
    }
    int lo = 0, hi = BudgetAnalysis::kMaxJobGpus; // hi does not fit
    std::optional<JobOptionResult> best;
    if (auto r = run(start)) {
        lo = start;
        best = r;
        for (int step = std::max(1, start); lo + 1 < hi; step *= 2) {
            const int next = std::min(hi, lo + step);
            if (next == hi)
                break;
            if (auto rn = run(next)) {
                lo = next;
                best = rn;
            } else {
                hi = next;
                break;
            }
        }
    } else {
        hi = start;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (auto r = run(mid)) {
            lo = mid;
            best = r;
        } else {
            hi = mid;
        }
    }
    if (best && lo > 0) {
        b.earliestFitGpus = lo;
        b.earliestFitWallClockHours = best->wallClockHours;
    }
}

} // namespace

std::vector<JobBudget> BudgetAnalysis::checkJob(const Scenario &s, const std::vector<JobOptionResult> &job, bool solve)
{
    std::vector<JobBudget> out;
    if (!s.budget || !s.job)
        return out;
    QStringList errors;
    const double factor = BudgetAnalysis::budgetFactor(s, &errors);
    if (!std::isfinite(factor))
        return out;
    JobFit fit{s, BudgetAnalysis::periods(*s.budget, s.calendar, s.horizonMonths, factor)};
    fit.covered = fit.periods.empty() ? 0 : fit.periods.back().lastMonth();
    for (const JobOptionResult &r : job) {
        JobBudget b;
        b.optionId = r.id;
        b.priced = r.priced;
        if (r.priced)
            fit.evaluate(r, b);
        out.push_back(b);
    }
    if (!solve)
        return out;
    for (JobBudget &b : out) {
        if (!b.priced)
            continue;
        const auto opt
            = std::find_if(s.options.begin(), s.options.end(), [&](const Option &o) { return o.id == b.optionId; });
        if (opt == s.options.end())
            continue;
        const auto current
            = std::find_if(job.begin(), job.end(), [&](const JobOptionResult &r) { return r.id == b.optionId; });
        Scenario t = jobAlone(s, *opt);
        solveEarliestFit(fit, t, std::clamp(current->gpus, 1, kMaxJobGpus), b);
    }
    return out;
}

} // namespace gputco
