#include "calendar.h"
#include "costengine_p.h"
#include "subsidy.h"
#include "tax.h"

#include <QCoreApplication>
#include <QDate>
#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of CostEngine (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)
};

/// VAT (Scenario::vat): every amount of `r` as entered turned into the results basis by the
/// factor of its category (a self-hosted option's cloud bridging by its bridge's settings).
/// In the cash view, input VAT recovered recoveryLagMonths after it is paid is paid and
/// recovered in category VatTiming (Finance::vatRecoveryTiming).
void applyVat(const Scenario &s, const Option &opt, CostView view, OptionResult &r, CategoryAmounts *perBusyHour)
{
    const VatSettings &vat = *s.vat;
    const Option *bridge = Tax::bridgeOf(s, opt);
    CategoryAmounts f{}, g{};
    for (Category c : kAllCategories) {
        const Option &owner = c == Category::CloudBridge && bridge ? *bridge : opt;
        f[index(c)] = Tax::vatFactor(vat, owner, c);
        g[index(c)] = Tax::vatIn(vat, owner, c, 1.0);
    }
    const bool lag = view == CostView::Cash && vat.inputVatRecoverable && vat.recoveryLagMonths > 0;
    std::vector<double> paid(lag ? r.monthly.size() : 0, 0.0);
    double vatTotal = 0.0;
    for (std::size_t m = 0; m < r.monthly.size(); ++m) {
        CategoryAmounts &row = r.monthly[m];
        double inMonth = 0.0;
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            inMonth += row[c] * g[c];
            row[c] *= f[c];
        }
        vatTotal += inMonth;
        if (lag)
            paid[m] = inMonth;
    }
    if (lag) {
        const std::vector<double> flows = Finance::vatRecoveryTiming(paid, vat.recoveryLagMonths);
        for (std::size_t m = 0; m < flows.size(); ++m)
            r.monthly[m][index(Category::VatTiming)] += flows[m];
    }
    for (CategoryAmounts &row : r.taxDeductions)
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            row[c] *= f[c];
    if (perBusyHour)
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            (*perBusyHour)[c] *= f[c];
    double owed = 0.0;
    for (std::size_t c = 0; c < kCategoryCount; ++c)
        owed += r.owedAfterHorizonByCategory[c] *= f[c];
    r.owedAfterHorizon = owed;
    const double prepaid = f[index(opt.cloud() ? Category::ReservedUpfront : Category::CloudBridge)];
    for (double &p : r.prepaidAfterHorizonByMonth)
        p *= prepaid;
    for (double &a : r.acquiredByMonth)
        a *= f[index(Category::Capex)];
    r.bookValueAtHorizonEnd *= f[index(Category::Capex)];
    r.resaleValueAtHorizonEnd *= f[index(Category::Capex)];
    r.taxBasisAtHorizonEnd *= f[index(Category::Capex)];
    if (r.blendedRatePerInstanceHour)
        *r.blendedRatePerInstanceHour *= f[index(Category::Compute)];
    r.vatTotal = vatTotal;
}

/// One-time costs of moving to the option (category Migration): in their months (cash view),
/// or their total spread evenly over amortizeMonths from their month (amortized view). Months
/// after the horizon are not in the totals (a warning to `warnings` says so). `migration(m)` is
/// the Migration amount of month m (0-based) to add to.
template<class MonthCell>
void addOneTimeCosts(const Scenario &s, CostView view, const std::vector<OneTimeCost> &costs, Converter &cv,
    MonthCell migration, QStringList &warnings)
{
    const int H = s.horizonMonths;
    for (const OneTimeCost &c : costs) {
        const double f = cv.factor(c.currency);
        const int first = std::max(1, c.month) - 1; // 0-based
        std::vector<std::pair<int, double>> cash; // month, amount
        cash.emplace_back(first,
            (c.amount + c.personMonths * c.costPerPersonMonth + CostEngine::tieredCost(c.dataGb, c.egressTiers)) * f);
        for (int k = 0; k < c.parallelMonths; ++k)
            cash.emplace_back(first + k, c.parallelAmountPerMonth * f);
        double total = 0.0, outside = 0.0;
        for (const auto &[m, amount] : cash)
            total += amount;
        if (view == CostView::Cash) {
            for (const auto &[m, amount] : cash)
                (m < H ? migration(m) : outside) += amount;
        } else {
            const int spread = std::max(1, c.amortizeMonths.value_or(H - first));
            for (int k = 0; k < spread; ++k)
                (first + k < H ? migration(first + k) : outside) += total / spread;
        }
        if (outside > 0.0)
            warnings << Tr::tr("One-time cost \"%1\": %2 falls after the horizon and is not in the totals.")
                            .arg(c.name)
                            .arg(outside, 0, 'f', 2);
    }
}

/// The compute subsidy of `opt` (算力券, Option::computeSubsidy) into `r`, whose amounts are as
/// entered (before VAT): percent of each month's rented compute as invoiced (with VAT), within
/// each fiscal year's cap and up to the programme's last month, received paidAfterMonths later
/// (category Subsidy, negative; Finance::subsidySchedule); taxable income when received unless
/// the programme's is not. `perBusyHour`, when given, gets the subsidy's share of the slope:
/// the spend in months whose year's cap is not reached and whose money arrives in the horizon.
void addSubsidy(const Scenario &s, const Option &opt, OptionResult &r, CategoryAmounts *perBusyHour)
{
    const ComputeSubsidy &sub = *opt.computeSubsidy;
    const int H = int(r.monthly.size());
    constexpr std::array<Category, 4> kEligible
        = {Category::Compute, Category::ReservedUpfront, Category::Platform, Category::CloudBridge};
    std::array<double, kEligible.size()> invoiced{1.0, 1.0, 1.0, 1.0};
    if (s.vat) {
        const Option *bridge = Tax::bridgeOf(s, opt);
        for (std::size_t k = 0; k < kEligible.size(); ++k) {
            const Option &owner = kEligible[k] == Category::CloudBridge && bridge ? *bridge : opt;
            if (!Tax::pricesIncludeVat(*s.vat, owner))
                invoiced[k] = 1.0 + Tax::vatPercent(*s.vat, owner, kEligible[k]) / 100.0;
        }
    }
    std::vector<double> eligible(std::size_t(H), 0.0);
    for (int m = 0; m < H; ++m)
        for (std::size_t k = 0; k < kEligible.size(); ++k)
            eligible[std::size_t(m)] += r.monthly[std::size_t(m)][index(kEligible[k])] * invoiced[k];
    int lastMonth = H; // plan months 1..lastMonth qualify
    if (const QDate until = QDate::fromString(sub.until, Qt::ISODate); until.isValid() && s.calendar.has())
        lastMonth = until.year() * 12 + until.month() - (s.calendar.startYear * 12 + s.calendar.startMonth) + 1;
    std::vector<int> yearOf(std::size_t(H), -1);
    const std::vector<FiscalYear> years = Calendars::fiscalYears(s.calendar, H);
    for (std::size_t y = 0; y < years.size(); ++y)
        for (int m = years[y].firstMonth; m <= std::min(years[y].lastMonth(), lastMonth); ++m)
            yearOf[std::size_t(m - 1)] = int(y);
    const SubsidySchedule paid
        = Finance::subsidySchedule(eligible, yearOf, sub.percent, sub.capPerYear.value_or(-1.0), sub.paidAfterMonths);
    const bool taxed = sub.taxable && !r.taxDeductions.empty();
    for (int m = 0; m < H; ++m) {
        r.monthly[std::size_t(m)][index(Category::Subsidy)] -= paid.paidByMonth[std::size_t(m)];
        if (taxed) // income: a negative deduction
            r.taxDeductions[std::size_t(m)][index(Category::Subsidy)] -= paid.paidByMonth[std::size_t(m)];
    }
    r.subsidyCapped = paid.capped;
    r.subsidyAfterHorizon = paid.paidAfterHorizon;
    if (perBusyHour) {
        double slope = 0.0;
        for (std::size_t k = 0; k < kEligible.size(); ++k)
            slope += (*perBusyHour)[index(kEligible[k])] * invoiced[k];
        (*perBusyHour)[index(Category::Subsidy)] -= slope * sub.percent / 100.0 * paid.marginalShare;
    }
    if (paid.capped > 0.0)
        r.warnings << Tr::tr("Compute subsidy \"%1\": %2 over the yearly cap is not received.")
                          .arg(sub.name)
                          .arg(paid.capped, 0, 'f', 2);
    if (paid.paidAfterHorizon > 0.0)
        r.warnings << Tr::tr("Compute subsidy \"%1\": %2 would be paid after the horizon and is not in the totals.")
                          .arg(sub.name)
                          .arg(paid.paidAfterHorizon, 0, 'f', 2);
}

/// Empties `r` for a new computation, keeping the storage of its vectors.
void resetKeepingStorage(OptionResult &r)
{
    OptionResult fresh;
    fresh.monthly.swap(r.monthly);
    fresh.monthlyTotal.swap(r.monthlyTotal);
    fresh.cumulative.swap(r.cumulative);
    fresh.monthlyDiscounted.swap(r.monthlyDiscounted);
    fresh.cumulativeDiscounted.swap(r.cumulativeDiscounted);
    fresh.usefulGpuHoursByMonth.swap(r.usefulGpuHoursByMonth);
    fresh.prepaidAfterHorizonByMonth.swap(r.prepaidAfterHorizonByMonth);
    fresh.taxDeductions.swap(r.taxDeductions);
    fresh.taxSavingByMonth.swap(r.taxSavingByMonth);
    r = std::move(fresh);
    r.prepaidAfterHorizonByMonth.clear();
}

/// The months' totals, their cumulative and discounted sums, the category totals and the useful
/// hours of an option whose monthly amounts are complete. Purchases, reserved upfront payments
/// and resale are discounted from the start of their month, the rest from its end, on the
/// decision's timing (Trends::discount). Returns the discount factor of the end of the last
/// month (1 without months).
double addUpMonths(const Trends &trends, int H, OptionResult &r)
{
    r.monthlyTotal.resize(H);
    r.cumulative.resize(H);
    r.monthlyDiscounted.resize(H);
    r.cumulativeDiscounted.resize(H);
    // Sums in locals so the compiler keeps them in registers. The months' totals are added up
    // four at a time (four independent sums, each in category order as before); what runs
    // through the months (cumulative sums) follows month by month.
    CategoryAmounts totals{};
    double cum = 0.0, cumDisc = 0.0, discount = 1.0, useful = 0.0;
    const double *discounts = trends.discount.data();
    const double *starts = trends.discountStart.data();
    int m = 0;
    auto month = [&](int k, double t) {
        const CategoryAmounts &row = r.monthly[k];
        const double atStart
            = row[index(Category::Capex)] + row[index(Category::ReservedUpfront)] + row[index(Category::ResidualValue)];
        discount = discounts[k];
        const double d = atStart * starts[k] + (t - atStart) * discount;
        r.monthlyTotal[k] = t;
        r.monthlyDiscounted[k] = d;
        cum += t;
        cumDisc += d;
        r.cumulative[k] = cum;
        r.cumulativeDiscounted[k] = cumDisc;
        useful += r.usefulGpuHoursByMonth[k];
    };
    for (; m + 4 <= H; m += 4) {
        const CategoryAmounts &a = r.monthly[m], &b = r.monthly[m + 1], &c = r.monthly[m + 2], &d = r.monthly[m + 3];
        double ta = 0.0, tb = 0.0, tc = 0.0, td = 0.0;
        for (std::size_t k = 0; k < kCategoryCount; ++k) {
            ta += a[k];
            tb += b[k];
            tc += c[k];
            td += d[k];
            totals[k] += a[k];
            totals[k] += b[k];
            totals[k] += c[k];
            totals[k] += d[k];
        }
        month(m, ta);
        month(m + 1, tb);
        month(m + 2, tc);
        month(m + 3, td);
    }
    for (; m < H; ++m) {
        const CategoryAmounts &row = r.monthly[m];
        double t = 0.0;
        for (std::size_t k = 0; k < kCategoryCount; ++k) {
            t += row[k];
            totals[k] += row[k];
        }
        month(m, t);
    }
    r.categoryTotals = totals;
    for (Category c : kAllCategories)
        if (isHiddenFee(c))
            r.hiddenFeesTotal += totals[index(c)];
    r.usefulGpuHours = useful;
    r.total = cum;
    r.totalDiscounted = cumDisc;
    return discount;
}

/// End of horizon: the net position of the servers still in service (docs/finance.md), what they
/// are worth (the credit) less what is still owed on them (financing principal and balloon),
/// taken off the comparison totals at the end of the last month (`lastDiscount`). Without the
/// debt a purchase financed past the horizon looked cheaper than paying cash, even free (issue 33).
/// The amortized view has charged only the depreciation of the months within the horizon and
/// no principal: it has neither.
void creditEndOfHorizon(const Scenario &s, const Option &opt, CostView view, double lastDiscount, OptionResult &r)
{
    r.endOfHorizonCredit = 0.0;
    r.debtAtHorizonEnd = 0.0;
    if (view == CostView::Cash && opt.selfHosted()) {
        switch (s.finance.endOfHorizon) {
        case EndOfHorizon::BookValue: r.endOfHorizonCredit = r.bookValueAtHorizonEnd; break;
        case EndOfHorizon::Resale: r.endOfHorizonCredit = r.resaleValueAtHorizonEnd; break;
        case EndOfHorizon::Nothing: break;
        }
        // Owed whatever the credit: with none, the servers are still to be paid for. Only the
        // principal of financed purchases is in this category (VAT already applied).
        r.debtAtHorizonEnd = r.owedAfterHorizonByCategory[index(Category::Capex)];
    }
    r.comparisonTotal = r.total - r.endOfHorizonCredit + r.debtAtHorizonEnd;
    r.comparisonDiscounted = r.totalDiscounted - (r.endOfHorizonCredit - r.debtAtHorizonEnd) * lastDiscount;
}

/// Income tax: the tax the month's deductions save, at the end of the month, and the after-tax
/// totals. The R&D super deduction deducts the R&D share of the qualifying deductions again.
void addTaxSavings(const IncomeTax &tax, const Trends &trends, int H, OptionResult &r)
{
    const double rate = tax.rate;
    const CategoryAmounts qualifying
        = tax.rdSuperDeduction ? Tax::rdQualifying(*tax.rdSuperDeduction) : CategoryAmounts{};
    const double extra = tax.rdSuperDeduction
        ? tax.rdSuperDeduction->percent / 100.0 * tax.rdSuperDeduction->rdSharePercent / 100.0
        : 0.0;
    r.taxSavingByMonth.resize(std::size_t(H));
    double saved = 0.0, afterTax = 0.0, rd = 0.0;
    for (int m = 0; m < H; ++m) {
        double deductible = 0.0, rdBase = 0.0;
        const CategoryAmounts &row = r.taxDeductions[std::size_t(m)];
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            deductible += row[c];
            rdBase += row[c] * qualifying[c];
        }
        const double rdSaving = rate * extra * rdBase;
        const double saving = rate * deductible + rdSaving;
        r.taxSavingByMonth[std::size_t(m)] = saving;
        saved += saving;
        rd += rdSaving;
        afterTax += r.monthlyDiscounted[std::size_t(m)] - saving * trends.discount[std::size_t(m)];
    }
    r.rdDeductionSavingTotal = rd;
    r.taxSavingTotal = saved;
    r.afterTaxTotal = r.total - saved;
    r.afterTaxDiscounted = afterTax;
}

/// Totals, discounting, the end-of-horizon credit and income tax of an option whose monthly
/// amounts are complete.
void finishOption(const Scenario &s, const Option &opt, CostView view, const Trends &trends, OptionResult &r)
{
    const double lastDiscount = addUpMonths(trends, s.horizonMonths, r);
    creditEndOfHorizon(s, opt, view, lastDiscount, r);
    if (r.usefulGpuHours > 0.0)
        r.costPerUsefulGpuHour = r.total / r.usefulGpuHours;
    r.taxSavingByMonth.clear();
    if (s.incomeTax && view == CostView::Cash)
        addTaxSavings(*s.incomeTax, trends, s.horizonMonths, r);
}

/// The demand of each month in the option's own cards (issue 18: sized to deliver the work of
/// the reference cards), filled in `ownCards` unless they are the reference cards; the option's
/// sizing and peaks go to `r`.
const std::vector<int> &sizeToOwnCards(
    const Scenario &s, const Option &opt, const std::vector<int> &demand, std::vector<int> &ownCards, OptionResult &r)
{
    r.sizing = sizingOf(s, opt);
    if (!r.sizing.identity()) {
        ownCards.resize(demand.size());
        for (std::size_t m = 0; m < demand.size(); ++m)
            ownCards[m] = r.sizing.cardsFor(demand[m]);
    }
    const std::vector<int> &own = ownCards.empty() ? demand : ownCards;
    r.peakReferenceCards = demand.empty() ? 0 : *std::max_element(demand.begin(), demand.end());
    r.peakCards = own.empty() ? 0 : *std::max_element(own.begin(), own.end());
    return own;
}

/// The amortized view of an option priced in the same pass as its cash view `r`: its one-time
/// costs, its rows (the cash rows with its own categories), the facts both views share, VAT and
/// totals.
void finishAmortized(const Scenario &s, const Option &opt, Converter &cv, const Trends &trends, const OptionResult &r,
    ViewRows &amortizedRows, OptionResult &a)
{
    addOneTimeCosts(
        s, CostView::Amortized, opt.oneTimeCosts, cv,
        [&amortizedRows](int m) -> double & { return amortizedRows.at(m, Category::Migration); }, a.warnings);
    amortizedRows.build(r.monthly, a.monthly);
    if (opt.computeSubsidy) { // from the amortized view's own rows, as a pass of its own would
        for (CategoryAmounts &row : a.monthly)
            row[index(Category::Subsidy)] = 0.0;
        addSubsidy(s, opt, a, nullptr);
    }
    a.id = r.id;
    a.name = r.name;
    a.kind = r.kind;
    a.sizing = r.sizing;
    a.peakReferenceCards = r.peakReferenceCards;
    a.peakCards = r.peakCards;
    a.usefulGpuHoursByMonth = r.usefulGpuHoursByMonth;
    a.unmetGpuHours = r.unmetGpuHours;
    a.slippedGpuHours = r.slippedGpuHours;
    a.bridgedGpuHours = r.bridgedGpuHours;
    a.spotOverheadFraction = r.spotOverheadFraction;
    a.spotYoungIntervalHours = r.spotYoungIntervalHours;
    a.servers = r.servers;
    a.racks = r.racks;
    a.bookValueAtHorizonEnd = r.bookValueAtHorizonEnd;
    a.resaleValueAtHorizonEnd = r.resaleValueAtHorizonEnd;
    if (s.vat)
        applyVat(s, opt, CostView::Amortized, a, nullptr);
    finishOption(s, opt, CostView::Amortized, trends, a);
}

} // namespace

/// Income tax: expenses are deductible when incurred. Capex (tax depreciation instead), reserved
/// upfront (over its term), depreciation (book, not tax), cloud bridging (the bridge's own
/// deductions) and a subsidy (taxed as received, addSubsidy()) are deducted separately; resale
/// proceeds (negative) are taxable income; VAT timing is not income or expense.
void addExpenseDeductions(OptionResult &r)
{
    for (std::size_t m = 0; m < r.monthly.size(); ++m)
        for (Category c : kAllCategories)
            if (Tax::deductedWhenIncurred(c))
                r.taxDeductions[m][index(c)] += r.monthly[m][index(c)];
}

/// Computes one option into `r`, reusing its storage (the reserved split search calls this
/// often). `perBusyHour`, when given, receives d(category total) / d(busy hours per month):
/// every total is affine in the busy hours (instances, terms and fees do not depend on them),
/// so the total at any u is total + sum(perBusyHour) x (u - busyHours).
/// `amortized`, when given (view must be Cash): the amortized view of the option priced in the
/// same pass, equal to the bit to a pass of its own (compute() in the amortized view needs both);
/// `amortizedRows` is the storage of its view-dependent amounts, reused from option to option.
void computeOptionInto(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, OptionResult &r, CategoryAmounts *perBusyHour,
    OptionResult *amortized, ViewRows *amortizedRows, PriceTermRecorder *terms)
{
    Q_ASSERT(!terms || !amortized);
    Q_ASSERT(!amortized || (view == CostView::Cash && amortizedRows));
    resetKeepingStorage(r);
    r.id = opt.id;
    r.name = opt.name;
    r.kind = opt.kind();
    const int H = s.horizonMonths;
    r.monthly.assign(H, CategoryAmounts{});
    r.usefulGpuHoursByMonth.assign(H, 0.0);
    std::vector<int> ownCards;
    const std::vector<int> &own = sizeToOwnCards(s, opt, demand, ownCards, r);
    PricingContext ctx{s, view, busyHours, own, trends, false, &opt};
    if (perBusyHour) {
        *perBusyHour = CategoryAmounts{};
        ctx.perBusyHour = perBusyHour;
    }
    ctx.terms = terms;
    if (!ownCards.empty()) {
        ctx.reference = &demand;
        ctx.sizingFactor = r.sizing.factor();
    }
    if (ctx.tax())
        r.taxDeductions.assign(H, CategoryAmounts{});
    else
        r.taxDeductions.clear();
    if (amortized) {
        resetKeepingStorage(*amortized);
        amortized->taxDeductions.clear();
        amortizedRows->rows.assign(std::size_t(H), ViewRows::Row{});
        ctx.amortized = amortized;
        ctx.amortizedRows = amortizedRows;
    }
    if (const CloudOption *c = opt.cloud())
        computeCloud(ctx, *c, cv, r);
    else
        computeSelfHosted(ctx, *opt.selfHosted(), cv, r);
    addOneTimeCosts(
        s, view, opt.oneTimeCosts, cv,
        [&r](int m) -> double & { return r.monthly[std::size_t(m)][index(Category::Migration)]; }, r.warnings);
    if (opt.computeSubsidy)
        addSubsidy(s, opt, r, perBusyHour);
    if (ctx.tax())
        addExpenseDeductions(r);
    if (amortized) // what the amortized view shares with the cash view, and the rest of its rows
        finishAmortized(s, opt, cv, trends, r, *amortizedRows, *amortized);
    if (terms)
        terms->out().asEntered = r.monthly;
    if (s.vat)
        applyVat(s, opt, view, r, perBusyHour);
    finishOption(s, opt, view, trends, r);
}

OptionResult computeOption(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, CategoryAmounts *perBusyHour)
{
    OptionResult r;
    computeOptionInto(s, opt, view, busyHours, demand, cv, trends, r, perBusyHour);
    return r;
}

} // namespace gputco
