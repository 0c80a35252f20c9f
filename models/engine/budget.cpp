#include "budget.h"

#include "costengine.h"
#include "exchangerates.h"
#include "ranking.h"
#include "tax.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

namespace {

/// This file's messages, in the context of BudgetAnalysis (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BudgetAnalysis)
};

BudgetPeriod periodOf(const BudgetAmount &a, int firstMonth, int months, double factor)
{
    BudgetPeriod p;
    p.firstMonth = firstMonth;
    p.months = months;
    if (a.split()) {
        p.capex = a.capex.value_or(0.0) * factor;
        p.opex = a.opex.value_or(0.0) * factor;
        p.total = *p.capex + *p.opex;
    } else {
        p.total = a.total.value_or(0.0) * factor;
    }
    return p;
}

/// The option with the counts a planner leaves open: servers and reserved instances sized to
/// the demand (a fixed count would not grow with the budget).
Option sizedToDemand(Option o)
{
    if (SelfHostedOption *h = std::get_if<SelfHostedOption>(&o.spec))
        h->serverCount.reset();
    if (CloudOption *c = std::get_if<CloudOption>(&o.spec); c && c->reserved)
        c->reserved->instances.reset();
    return o;
}

/// `scenario` reduced to option `option` and its bridge, both sized to the demand.
Scenario aloneSizedToDemand(const Scenario &scenario, const Option &option)
{
    Scenario t = scenario;
    t.options.clear();
    t.options.push_back(sizedToDemand(option));
    if (const SelfHostedOption *h = option.selfHosted(); h && !h->bridgeOptionId.isEmpty())
        for (const Option &o : scenario.options)
            if (o.id == h->bridgeOptionId)
                t.options.push_back(sizedToDemand(o));
    t.variants.clear();
    t.job.reset();
    t.uncertainty.reset();
    return t;
}

} // namespace

bool BudgetAnalysis::exceeds(double spend, double budget)
{
    return spend > budget + 1e-9 * std::max(1.0, std::abs(budget)) + 1e-6;
}

double BudgetAnalysis::budgetFactor(const Scenario &s, QStringList *errors)
{
    const auto f = exchangeFactor(s.exchangeRates, s.budget->currency, s.reportingCurrency);
    if (!f) {
        if (errors)
            *errors << Tr::tr("budget: no exchange rate from %1 to %2").arg(s.budget->currency, s.reportingCurrency);
        return std::nan("");
    }
    return *f;
}

bool isCapexInBudget(Category c, bool reservedUpfrontIsCapex)
{
    switch (c) {
    case Category::Capex:
    case Category::ResidualValue: return true;
    case Category::ReservedUpfront: return reservedUpfrontIsCapex;
    default: return false;
    }
}

std::vector<BudgetPeriod> BudgetAnalysis::periods(
    const Budget &b, const Calendar &calendar, int horizonMonths, double factor, QStringList *errors)
{
    std::vector<BudgetPeriod> out;
    const std::vector<FiscalYear> years = Calendars::fiscalYears(calendar, horizonMonths);
    if (b.horizon) {
        out.push_back(periodOf(*b.horizon, 1, horizonMonths, factor));
    } else if (b.everyYear) {
        for (const FiscalYear &fy : years) {
            const double share = b.prorateShortYears ? fy.months / 12.0 : 1.0;
            out.push_back(periodOf(*b.everyYear, fy.firstMonth, fy.months, factor * share));
        }
    } else {
        for (std::size_t i = 0; i < b.fiscalYears.size(); ++i) {
            const FiscalYearBudget &given = b.fiscalYears[i];
            const auto fy
                = std::find_if(years.begin(), years.end(), [&](const FiscalYear &y) { return y.year == given.year; });
            const bool twice = std::any_of(b.fiscalYears.begin(), b.fiscalYears.begin() + std::ptrdiff_t(i),
                [&](const FiscalYearBudget &o) { return o.year == given.year; });
            if (fy == years.end() || twice) {
                if (errors && fy == years.end() && !years.empty())
                    *errors << Tr::tr("budget.fiscalYears[%1].year: %2 is outside the horizon (%3 to %4)")
                                   .arg(i)
                                   .arg(Calendars::fiscalYearKey(calendar, {given.year, 1, 12}),
                                       Calendars::fiscalYearKey(calendar, years.front()),
                                       Calendars::fiscalYearKey(calendar, years.back()));
                else if (errors && twice)
                    *errors << Tr::tr("budget.fiscalYears[%1].year: %2 is listed twice")
                                   .arg(i)
                                   .arg(Calendars::fiscalYearKey(calendar, {given.year, 1, 12}));
                continue;
            }
            out.push_back(periodOf(given.amount, fy->firstMonth, fy->months, factor));
        }
        std::sort(out.begin(), out.end(),
            [](const BudgetPeriod &x, const BudgetPeriod &y) { return x.firstMonth < y.firstMonth; });
    }
    return out;
}

namespace {

/// Capex and opex of each month of an option's cash view, as the budget counts them, and the
/// capex as paid (the payments basis, for the tables' second column).
struct MonthlySpend
{
    std::vector<double> capex, opex, capexPaid;
};

MonthlySpend monthlySpend(const OptionResult &cash, const BudgetRules &rules)
{
    const int H = int(cash.monthly.size());
    MonthlySpend out{std::vector<double>(H), std::vector<double>(H), std::vector<double>(H)};
    const bool acquisition = rules.capexBasis == CapexBasis::Acquisition;
    for (int m = 0; m < H; ++m) {
        double c = 0.0, o = 0.0, paid = 0.0;
        for (Category cat : kAllCategories) {
            if (cat == Category::VatTiming) // a receivable from the tax office, not spend
                continue;
            const double v = cash.monthly[m][index(cat)] * rules.vat[index(cat)];
            if (isCapexInBudget(cat, rules.reservedUpfrontIsCapex))
                paid += v;
            // On the acquisition basis a purchase counts once, when acquired (below); its
            // payments are financing, neither capex nor opex.
            if (cat == Category::Capex && acquisition)
                continue;
            (isCapexInBudget(cat, rules.reservedUpfrontIsCapex) ? c : o) += v;
        }
        if (acquisition && std::size_t(m) < cash.acquiredByMonth.size())
            c += cash.acquiredByMonth[std::size_t(m)] * rules.vat[index(Category::Capex)];
        // Upfront paid now for months after the horizon: cash leaves now (a reserved upfront
        // payment, or a bridge's bill for a self-hosted option).
        if (std::size_t(m) < cash.prepaidAfterHorizonByMonth.size()) {
            const bool upfront = cash.kind == OptionKind::Cloud;
            const double prepaid = cash.prepaidAfterHorizonByMonth[std::size_t(m)]
                * rules.vat[index(upfront ? Category::ReservedUpfront : Category::CloudBridge)];
            const bool capex = upfront && rules.reservedUpfrontIsCapex;
            (capex ? c : o) += prepaid;
            if (capex)
                paid += prepaid;
        }
        out.capex[m] = c;
        out.opex[m] = o;
        out.capexPaid[m] = paid;
    }
    return out;
}

/// The spend of each fiscal year, and of the horizon, without budgets.
void addFiscalYears(const MonthlySpend &spend, const std::vector<FiscalYear> &fiscalYears, OptionBudget &out)
{
    const int H = int(spend.capex.size());
    out.horizon.fiscalYear = {0, 1, H};
    out.fiscalYears.reserve(fiscalYears.size());
    for (const FiscalYear &fy : fiscalYears) {
        FiscalYearSpend row;
        row.fiscalYear = fy;
        for (int m = fy.firstMonth - 1; m < std::min(H, fy.lastMonth()); ++m) {
            row.capex += spend.capex[m];
            row.opex += spend.opex[m];
            row.capexPaid += spend.capexPaid[m];
        }
        row.spend = row.capex + row.opex;
        out.horizon.capex += row.capex;
        out.horizon.opex += row.opex;
        out.horizon.capexPaid += row.capexPaid;
        out.fiscalYears.push_back(row);
    }
    out.horizon.spend = out.horizon.capex + out.horizon.opex;
}

/// One period's spend to date against its budget, month by month: its row (its fiscal year, or
/// the horizon) gets the budget, the headroom and the first month over, and `out` the worst overrun.
void checkPeriod(const MonthlySpend &spend, const BudgetPeriod &p, OptionBudget &out)
{
    const int H = int(spend.capex.size());
    FiscalYearSpend *row = &out.horizon;
    int fyIndex = -1;
    for (std::size_t i = 0; i < out.fiscalYears.size(); ++i)
        if (out.fiscalYears[i].fiscalYear.firstMonth == p.firstMonth
            && out.fiscalYears[i].fiscalYear.months == p.months) {
            row = &out.fiscalYears[i];
            fyIndex = int(i);
        }
    row->budget = p.total;
    row->budgetCapex = p.capex;
    row->budgetOpex = p.opex;
    double c = 0.0, o = 0.0;
    for (int m = p.firstMonth - 1; m < std::min(H, p.lastMonth()); ++m) {
        c += spend.capex[m];
        o += spend.opex[m];
        const bool over = p.split() ? BudgetAnalysis::exceeds(c, *p.capex) || BudgetAnalysis::exceeds(o, *p.opex)
                                    : BudgetAnalysis::exceeds(c + o, *p.total);
        if (over && !row->firstOverrunMonth)
            row->firstOverrunMonth = m + 1;
    }
    double overrun;
    if (p.split()) {
        row->headroomCapex = *p.capex - c;
        row->headroomOpex = *p.opex - o;
        overrun = std::max(0.0, c - *p.capex) + std::max(0.0, o - *p.opex);
    } else {
        overrun = std::max(0.0, c + o - *p.total);
    }
    row->headroom = *p.total - (c + o);
    if (row != &out.horizon && p.firstMonth == 1 && p.months == H) { // one fiscal year is the horizon
        const FiscalYear horizon = out.horizon.fiscalYear;
        out.horizon = *row;
        out.horizon.fiscalYear = horizon;
    }
    if (row->firstOverrunMonth) {
        if (out.fits || overrun > out.worstOverrun) {
            out.worstOverrun = overrun;
            out.worstFiscalYearIndex = fyIndex >= 0 ? std::optional<int>(fyIndex) : std::nullopt;
        }
        out.fits = false;
        if (!out.firstOverrunMonth || *row->firstOverrunMonth < *out.firstOverrunMonth)
            out.firstOverrunMonth = row->firstOverrunMonth;
    }
}

/// The first month the cumulative spend passes the cumulative (stepped) budget `cumulativeBudget`,
/// over the months the periods cover; capex and opex each against their own when the budget is split.
std::optional<int> firstCumulativeOverrun(
    const MonthlySpend &spend, const std::vector<BudgetPeriod> &periods, const std::vector<double> &cumulativeBudget)
{
    const int H = int(spend.capex.size());
    const int covered = periods.empty() ? 0 : std::min(H, periods.back().lastMonth());
    double cumCapex = 0.0, cumOpex = 0.0, budgetCapex = 0.0, budgetOpex = 0.0;
    std::size_t next = 0;
    for (int m = 0; m < covered; ++m) {
        for (; next < periods.size() && periods[next].firstMonth - 1 <= m; ++next) {
            budgetCapex += periods[next].capex.value_or(0.0);
            budgetOpex += periods[next].opex.value_or(0.0);
        }
        cumCapex += spend.capex[m];
        cumOpex += spend.opex[m];
        const bool over = !periods.empty() && periods.front().split()
            ? BudgetAnalysis::exceeds(cumCapex, budgetCapex) || BudgetAnalysis::exceeds(cumOpex, budgetOpex)
            : BudgetAnalysis::exceeds(cumCapex + cumOpex, cumulativeBudget[m]);
        if (over)
            return m + 1;
    }
    return std::nullopt;
}

} // namespace

BudgetRules BudgetAnalysis::rulesFor(const Scenario &s, const Option &option)
{
    BudgetRules rules;
    if (!s.budget)
        return rules;
    rules.reservedUpfrontIsCapex = s.budget->reservedUpfrontIsCapex;
    rules.capexBasis = s.budget->capexBasis;
    if (!s.budget->amountsIncludeVat || !s.vat)
        return rules;
    const AmountBasis results = Tax::amountBasis(s.vat);
    const bool budgetGross = *s.budget->amountsIncludeVat;
    // Results without VAT against a budget with it: add the VAT paid; results with the (not
    // recoverable) VAT against a budget without it: take it off.
    const bool add = results == AmountBasis::ExcludingVat && budgetGross;
    const bool remove = results == AmountBasis::IncludingNonRecoverableVat && !budgetGross;
    if (!add && !remove)
        return rules;
    const Option *bridge = Tax::bridgeOf(s, option);
    for (Category c : kAllCategories) {
        const Option &owner = c == Category::CloudBridge && bridge ? *bridge : option;
        const double v = Tax::vatPercent(*s.vat, owner, c) / 100.0;
        rules.vat[index(c)] = !bearsVat(c) ? 1.0 : add ? 1.0 + v : 1.0 / (1.0 + v);
    }
    return rules;
}

OptionBudget BudgetAnalysis::check(const OptionResult &cash, const std::vector<FiscalYear> &fiscalYears,
    const std::vector<BudgetPeriod> &periods, const BudgetRules &rules)
{
    OptionBudget out;
    const int H = int(cash.monthly.size());
    const MonthlySpend spend = monthlySpend(cash, rules);
    addFiscalYears(spend, fiscalYears, out);
    // Each period: spend to date against its budget, month by month.
    std::vector<double> cumulativeBudget(H, 0.0);
    for (const BudgetPeriod &p : periods) {
        checkPeriod(spend, p, out);
        for (int m = p.firstMonth - 1; m < H; ++m)
            cumulativeBudget[m] += *p.total;
    }
    out.firstCumulativeOverrunMonth = firstCumulativeOverrun(spend, periods, cumulativeBudget);
    return out;
}

std::optional<BudgetResult> BudgetAnalysis::analyse(
    const Scenario &s, const std::vector<OptionResult> &cash, QStringList &errors)
{
    if (!s.budget)
        return std::nullopt;
    const Budget &b = *s.budget;
    BudgetResult r;
    r.calendar = s.calendar;
    r.fiscalYears = Calendars::fiscalYears(s.calendar, s.horizonMonths);
    r.basis = b.horizon ? BudgetResult::Basis::Horizon
        : b.everyYear   ? BudgetResult::Basis::EveryYear
                        : BudgetResult::Basis::PerFiscalYear;
    r.reservedUpfrontIsCapex = b.reservedUpfrontIsCapex;
    r.prorateShortYears = b.prorateShortYears;
    r.capexBasis = b.capexBasis;
    r.acquiredAt = b.acquiredAt;
    r.acceptanceMonths = b.acceptanceMonths;
    r.amountsIncludeVat = b.amountsIncludeVat;
    r.source = b.source;
    r.currency = b.currency.isEmpty() ? s.reportingCurrency : b.currency;
    r.factor = budgetFactor(s, &errors);
    if (!std::isfinite(r.factor))
        return std::nullopt;
    r.periods = periods(b, s.calendar, s.horizonMonths, r.factor, &errors);
    r.split = !r.periods.empty() && r.periods.front().split();
    r.cumulativeBudget.assign(std::size_t(s.horizonMonths), 0.0);
    for (const BudgetPeriod &p : r.periods)
        for (int m = p.firstMonth - 1; m < s.horizonMonths; ++m)
            r.cumulativeBudget[std::size_t(m)] += *p.total;
    r.options.reserve(cash.size());
    for (std::size_t i = 0; i < cash.size(); ++i) {
        const BudgetRules rules = i < s.options.size() ? rulesFor(s, s.options[i]) : BudgetRules{};
        for (double f : rules.vat)
            r.vatConverted = r.vatConverted || f != 1.0;
        r.options.push_back(check(cash[i], r.fiscalYears, r.periods, rules));
    }
    return r;
}

namespace {

/// Prices one option alone and checks it; the scratch scenario is changed by the caller.
struct Trial
{
    Scenario scenario;
    BudgetRules rules;
    double factor = 1.0;

    OptionResult price(QStringList &errors) const
    {
        return CostEngine::priceOption(scenario, scenario.options.front(), CostView::Cash, errors);
    }

    bool fitsGpus(int gpus, const std::vector<FiscalYear> &years, const std::vector<BudgetPeriod> &periods,
        std::optional<int> *servers = nullptr)
    {
        scenario.demand.gpuCount = gpus;
        QStringList errors;
        const OptionResult r = price(errors);
        if (!errors.isEmpty() || !servesAllDemand(r))
            return false;
        if (servers)
            *servers = r.servers;
        return BudgetAnalysis::check(r, years, periods, rules).fits;
    }

    bool fitsHorizon(int months)
    {
        scenario.horizonMonths = months;
        QStringList errors;
        const OptionResult r = price(errors);
        if (!errors.isEmpty())
            return false;
        const auto years = Calendars::fiscalYears(scenario.calendar, months);
        const auto ps = BudgetAnalysis::periods(*scenario.budget, scenario.calendar, months, factor);
        return BudgetAnalysis::check(r, years, ps, rules).fits;
    }
};

int solveGpuCount(
    Trial &t, const BudgetResult &budget, const OptionBudget &current, int currentGpus, std::optional<int> &servers)
{
    const auto fits = [&](int g) { return t.fitsGpus(g, budget.fiscalYears, budget.periods); };
    // A first guess from the current spend: costs grow about in proportion to the GPUs.
    double ratio = std::numeric_limits<double>::infinity();
    for (const BudgetPeriod &p : budget.periods) {
        double spend = 0.0, capex = 0.0, opex = 0.0;
        for (const FiscalYearSpend &fy : current.fiscalYears)
            if (fy.fiscalYear.firstMonth >= p.firstMonth && fy.fiscalYear.lastMonth() <= p.lastMonth()) {
                spend += fy.spend;
                capex += fy.capex;
                opex += fy.opex;
            }
        if (p.split()) {
            if (capex > 0.0)
                ratio = std::min(ratio, *p.capex / capex);
            if (opex > 0.0)
                ratio = std::min(ratio, *p.opex / opex);
        } else if (spend > 0.0) {
            ratio = std::min(ratio, *p.total / spend);
        }
    }
    if (!std::isfinite(ratio))
        ratio = 1.0;
    const int limit = BudgetAnalysis::kMaxAffordableGpus;
    int guess = int(std::clamp(std::floor(std::max(1, currentGpus) * ratio), 1.0, double(limit)));
    // lo fits (0 always counts as fitting), hi does not (limit + 1 never tried).
    int lo = 0, hi = limit + 1;
    if (fits(guess)) {
        lo = guess;
        for (int step = std::max(1, guess / 32);; step *= 2) {
            const int next = int(std::min<long long>(limit + 1LL, static_cast<long long>(lo) + step));
            if (next > limit) {
                break;
            }
            if (fits(next)) {
                lo = next;
            } else {
                hi = next;
                break;
            }
        }
    } else {
        hi = guess;
        for (int step = std::max(1, guess / 32);; step *= 2) {
            const int next = hi - step;
            if (next <= 0) {
                break;
            }
            if (fits(next)) {
                lo = next;
                break;
            }
            hi = next;
        }
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid;
    }
    if (lo > 0)
        t.fitsGpus(lo, budget.fiscalYears, budget.periods, &servers);
    return lo;
}

} // namespace

void BudgetAnalysis::solveAffordable(const Scenario &s, ScenarioResult &result, int index)
{
    if (!result.budget || !s.budget || !result.ok())
        return;
    BudgetResult &budget = *result.budget;
    for (std::size_t i = 0; i < result.options.size() && i < budget.options.size(); ++i) {
        if (index >= 0 && std::size_t(index) != i)
            continue;
        const auto opt = std::find_if(
            s.options.begin(), s.options.end(), [&](const Option &o) { return o.id == result.options[i].id; });
        if (opt == s.options.end())
            continue;
        Affordable a;
        Trial t{aloneSizedToDemand(s, *opt), rulesFor(s, *opt), budget.factor};
        t.scenario.horizonMonths = s.horizonMonths;
        a.gpuCount = solveGpuCount(t, budget, budget.options[i], int(std::ceil(s.demand.gpuCount)), a.servers);
        a.gpuCountAtLimit = a.gpuCount >= kMaxAffordableGpus;
        if (a.gpuCount == 0)
            a.servers.reset();

        // The longest horizon, the option as entered, up to the months the budget covers.
        Trial h{s, rulesFor(s, *opt), budget.factor};
        h.scenario.variants.clear();
        h.scenario.job.reset();
        h.scenario.options = {*opt};
        if (const SelfHostedOption *sh = opt->selfHosted(); sh && !sh->bridgeOptionId.isEmpty())
            for (const Option &o : s.options)
                if (o.id == sh->bridgeOptionId)
                    h.scenario.options.push_back(o);
        int cover = kMaxHorizonMonths;
        if (budget.basis == BudgetResult::Basis::PerFiscalYear) {
            const auto all = periods(*s.budget, s.calendar, kMaxHorizonMonths, budget.factor);
            cover = all.empty() ? 0 : std::min(kMaxHorizonMonths, all.back().lastMonth());
        }
        const bool monotone = !(budget.basis == BudgetResult::Basis::EveryYear && budget.prorateShortYears);
        int best = 0;
        if (monotone) {
            // Spend in every month grows with the horizon (more months, larger peaks to size
            // for) while the budget of each covered month stays: fit only gets harder, so the
            // longest horizon is the last that fits. Priced once at the longest horizon, the
            // month before the first overrun is the answer when the months do not depend on
            // the horizon (most options); two checks prove it, else bisection finds it.
            h.scenario.horizonMonths = std::max(1, cover);
            QStringList errors;
            const OptionResult whole = h.price(errors);
            const OptionBudget atCover = errors.isEmpty() && cover > 0
                ? check(whole, Calendars::fiscalYears(s.calendar, cover),
                    periods(*s.budget, s.calendar, cover, budget.factor), h.rules)
                : OptionBudget{};
            if (cover > 0 && errors.isEmpty() && atCover.fits) {
                best = cover;
            } else {
                const int guess = atCover.firstOverrunMonth ? *atCover.firstOverrunMonth - 1 : -1;
                if (guess >= 0 && guess < cover && (guess == 0 || h.fitsHorizon(guess)) && !h.fitsHorizon(guess + 1)) {
                    best = guess;
                } else {
                    int lo = 0, hi = cover; // hi does not fit
                    while (hi - lo > 1) {
                        const int mid = lo + (hi - lo) / 2;
                        (h.fitsHorizon(mid) ? lo : hi) = mid;
                    }
                    best = lo;
                }
            }
        } else {
            // A prorated short last year gains budget as the horizon grows: try every horizon.
            for (int m = cover; m >= 1 && best == 0; --m)
                if (h.fitsHorizon(m))
                    best = m;
        }
        a.horizonMonths = best;
        budget.options[i].affordable = a;
    }
}

int BudgetAnalysis::bruteForceGpuCount(const Scenario &s, int index, int limit)
{
    if (!s.budget || index < 0 || std::size_t(index) >= s.options.size())
        return 0;
    QStringList errors;
    const double factor = budgetFactor(s, &errors);
    const auto years = Calendars::fiscalYears(s.calendar, s.horizonMonths);
    const auto ps = periods(*s.budget, s.calendar, s.horizonMonths, factor);
    Trial t{aloneSizedToDemand(s, s.options[std::size_t(index)]), rulesFor(s, s.options[std::size_t(index)]), factor};
    int best = 0;
    for (int g = 1; g <= limit; ++g)
        if (t.fitsGpus(g, years, ps))
            best = g;
    return best;
}

} // namespace gputco
