#include "costengine.h"

#include "annuity.h"
#include "ceilcount.h"
#include "depreciation.h"
#include "discounting.h"
#include "exchangerates.h"
#include "scenariofields.h"
#include "tax.h"
#include "translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::CostEngine", text);
}

/// Converts amounts into the reporting currency with the latest dated rate for each pair,
/// and records which rates it used.
class Converter
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)

public:
    Converter(const Scenario &scenario, QStringList &errors)
        : mScenario(scenario)
        , mErrors(errors)
    { }

    double factor(const CurrencyCode &from)
    {
        const CurrencyCode &to = mScenario.reportingCurrency;
        if (from.isEmpty() || from == to)
            return 1.0;
        if (auto it = mUsed.find(from); it != mUsed.end())
            return it->second.factor;
        const auto best = exchangeRateFor(mScenario.exchangeRates, from, to);
        if (!best) {
            const QString msg = tr("no exchange rate from %1 to %2").arg(from, to);
            if (!mErrors.contains(msg))
                mErrors << msg;
            mUsed[from] = RateUsed{from, to, std::nan(""), {}, {}};
            return std::nan("");
        }
        RateUsed used{from, to, best->factor(), best->rate->asOf, best->rate->source};
        mUsed[from] = used;
        return used.factor;
    }

    std::vector<RateUsed> used() const
    {
        std::vector<RateUsed> out;
        for (const auto &[key, rate] : mUsed)
            if (std::isfinite(rate.factor))
                out.push_back(rate);
        return out;
    }

private:
    const Scenario &mScenario;
    QStringList &mErrors;
    std::map<QString, RateUsed> mUsed;
};

CategoryAmounts monthlyFees(const HiddenFees &f, Converter &cv)
{
    CategoryAmounts row{};
    if (f.egress)
        row[index(Category::Egress)]
            += CostEngine::tieredCost(f.egress->gbPerMonth, f.egress->tiers) * cv.factor(f.egress->currency);
    if (f.bandwidth)
        row[index(Category::Bandwidth)]
            += f.bandwidth->mbps * f.bandwidth->pricePerMbpsMonth * cv.factor(f.bandwidth->currency);
    if (f.crossAz) // charged on both sides of the zone boundary
        row[index(Category::CrossAz)]
            += 2.0 * f.crossAz->gbPerMonth * f.crossAz->pricePerGb * cv.factor(f.crossAz->currency);
    for (const StorageVolume &v : f.storage)
        row[index(Category::StorageCapacity)] += v.gbProvisioned * v.pricePerGbMonth * cv.factor(v.currency);
    if (f.checkpoints)
        row[index(Category::StorageCapacity)] += f.checkpoints->sizeGb * f.checkpoints->kept
            * f.checkpoints->pricePerGbMonth * cv.factor(f.checkpoints->currency);
    for (const RequestFee &r : f.requests)
        row[index(Category::StorageIo)] += r.requestsPerMonth / 1000.0 * r.pricePer1000 * cv.factor(r.currency);
    if (f.provisioned)
        row[index(Category::StorageIo)] += (f.provisioned->iops * f.provisioned->pricePerIopsMonth
                                               + f.provisioned->throughputMBps * f.provisioned->pricePerMBpsMonth)
            * cv.factor(f.provisioned->currency);
    for (const OtherMonthlyFee &o : f.other)
        row[index(Category::OtherFees)] += o.amountPerMonth * cv.factor(o.currency);
    return row;
}

/// The hidden-fee categories, StorageCapacity to OtherFees: the only ones monthlyFees() fills.
constexpr std::size_t kFirstFee = index(Category::StorageCapacity), kEndOfFees = index(Category::OtherFees) + 1;
static_assert([] {
    for (Category c : kAllCategories)
        if (isHiddenFee(c) != (index(c) >= kFirstFee && index(c) < kEndOfFees))
            return false;
    return true;
}());

/// Adds a row of monthlyFees() x `factor` (a fee trend: finite, positive). Only its fee
/// categories: the others are +0 in a fees row, and adding +0 changes no amount of a monthly
/// row (they are sums that start at +0, so never -0, before VAT applies its factors).
void addFeeRow(CategoryAmounts &into, const CategoryAmounts &fees, double factor)
{
    for (std::size_t c = kFirstFee; c < kEndOfFees; ++c)
        into[c] += fees[c] * factor;
}

/// Price factors of the scenario's trends, one per year of the horizon: factor(year) of
/// each price class is (1 + percent / 100)^year.
struct Trends
{
    std::vector<double> cloud, hardware, power, space, staff, fees;
    std::vector<double> discount; ///< [month - 1]

    explicit Trends(const Scenario &s)
    {
        const int years = s.horizonMonths / 12 + 1;
        const PriceTrends &t = s.priceTrends;
        auto fill = [years](std::vector<double> &v, double percent) {
            v.resize(years);
            for (int y = 0; y < years; ++y)
                v[y] = percent == 0.0 ? 1.0 : std::pow(1.0 + percent / 100.0, y);
        };
        fill(cloud, t.cloudComputePercentPerYear);
        fill(hardware, t.hardwarePercentPerYear);
        fill(power, t.powerPercentPerYear);
        fill(space, t.spacePercentPerYear);
        fill(staff, t.staffPercentPerYear);
        fill(fees, t.feesPercentPerYear);
        // Discount factor at the end of month m + 1: 1 / (1 + monthly rate)^(m + 1), once per scenario.
        discount = Finance::discountFactors(Finance::monthlyRate(s.discountRatePerYear), s.horizonMonths);
    }

    /// Factor of a class in month m (0-based).
    static double at(const std::vector<double> &v, int m) { return v[std::size_t(m / 12)]; }
};

/// Categories whose monthly amounts differ between the cash and the amortized view: purchases
/// and their resale against depreciation, reserved upfront payments (and the platform surcharge
/// on them, and a bridge's), one-time costs. Every other category gets the same additions in
/// the same order in both views, so a pass pricing both computes them once.
constexpr std::array<Category, 7> kViewCategories = {
    Category::ReservedUpfront,
    Category::Capex,
    Category::ResidualValue,
    Category::Depreciation,
    Category::CloudBridge,
    Category::Migration,
    Category::Platform,
};

/// Per category, its place in kViewCategories, or -1 (the same in both views).
constexpr std::array<int, kCategoryCount> kViewSlot = [] {
    std::array<int, kCategoryCount> out{};
    out.fill(-1);
    for (std::size_t j = 0; j < kViewCategories.size(); ++j)
        out[index(kViewCategories[j])] = int(j);
    return out;
}();

/// The amortized view's amounts of the categories that depend on the view, month by month, in
/// a pass pricing both views (the amortized view's other categories are the cash view's). Only
/// these are zeroed and added to during the pass; the amortized rows are built once at the end.
struct ViewRows
{
    using Row = std::array<double, kViewCategories.size()>;
    std::vector<Row> rows;

    double &at(int m, Category c) { return rows[std::size_t(m)][std::size_t(kViewSlot[index(c)])]; }

    /// The amortized view's monthly rows: the cash rows, with this view's own categories.
    void build(const std::vector<CategoryAmounts> &cash, std::vector<CategoryAmounts> &out) const
    {
        out = cash;
        for (std::size_t m = 0; m < out.size(); ++m)
            for (std::size_t j = 0; j < kViewCategories.size(); ++j)
                out[m][index(kViewCategories[j])] = rows[m][j];
    }

    /// The sum of the amortized view's row of month m as build() makes it (from the cash row
    /// `cash`), in category order, without building it.
    double monthSum(const CategoryAmounts &cash, int m) const
    {
        double sum = 0.0;
        for (std::size_t k = 0; k < kCategoryCount; ++k)
            sum += kViewSlot[k] >= 0 ? rows[std::size_t(m)][std::size_t(kViewSlot[k])] : cash[k];
        return sum;
    }
};

/// What pricing one option needs: the scenario, the view, the demand in the option's cards,
/// the price trends, and where the amounts of a pass that prices both views go.
struct PricingContext
{
    const Scenario &scenario;
    CostView view;
    double busyHours;
    const std::vector<int> &demand; // GPUs per month, index month - 1
    const Trends &trends;
    /// Hidden fees only in months with demand (a cloud option bridging a self-hosted one).
    bool feesOnlyWhenServing = false;
    const Option *option = nullptr; ///< the option priced (VAT overrides); null for a bridge

    /// Income tax is computed: the scenario has it and this is the cash view.
    bool tax() const { return scenario.incomeTax && view == CostView::Cash; }
    /// The VAT factor of a category of the option (1 without VAT).
    double vat(Category c) const { return scenario.vat && option ? Tax::vatFactor(*scenario.vat, *option, c) : 1.0; }
    /// Reference cards per month and the work of one of the option's cards in them (OptionSizing);
    /// `demand` is then in the option's own cards. Null: demand is in reference cards.
    const std::vector<int> *reference = nullptr;
    double sizingFactor = 1.0;
    /// Where the derivative of each category's total with respect to the busy hours per month
    /// goes (the closed form of the break-even utilization); null: not wanted.
    CategoryAmounts *perBusyHour = nullptr;
    void addSlope(Category c, double v) const
    {
        if (perBusyHour)
            (*perBusyHour)[index(c)] += v;
    }
    /// A pass that prices both views (view is Cash): the amortized view's own amounts go here,
    /// its warnings and what it owes after the horizon, and to `amortizedRows` the categories
    /// of its monthly rows that differ between the views (ViewRows::build() makes its rows from
    /// the cash result's). Null: one view only.
    OptionResult *amortized = nullptr;
    ViewRows *amortizedRows = nullptr;
    /// A warning of both views.
    void warn(OptionResult &r, const QString &w) const
    {
        r.warnings << w;
        if (amortized)
            amortized->warnings << w;
    }
};

/// Income tax: expenses are deductible when incurred. Capex (tax depreciation instead), reserved
/// upfront (over its term), depreciation (book, not tax) and cloud bridging (the bridge's own
/// deductions) are deducted separately; resale proceeds (negative) are taxable income.
void addExpenseDeductions(OptionResult &r)
{
    for (std::size_t m = 0; m < r.monthly.size(); ++m)
        for (Category c : kAllCategories)
            if (c != Category::Capex && c != Category::ReservedUpfront && c != Category::Depreciation
                && c != Category::CloudBridge)
                r.taxDeductions[m][index(c)] += r.monthly[m][index(c)];
}

/// Adds the monthly hidden fees with the fee trend to every month (every month served).
void addFees(const PricingContext &ctx, const CategoryAmounts &fees, OptionResult &r)
{
    for (int m = 0; m < ctx.scenario.horizonMonths; ++m)
        if (!ctx.feesOnlyWhenServing || ctx.demand[m] > 0)
            addFeeRow(r.monthly[m], fees, Trends::at(ctx.trends.fees, m));
}

/// Adds the terms of one reservation (the single "reserved" block or one commitment of a
/// portfolio) to `r`, back to back while it renews, and its instances to `reservedInstances`.
void addReservedTerms(const PricingContext &ctx, const ReservedPricing &rp, Converter &cv,
    const std::vector<int> &needInstances, std::vector<int> &reservedInstances, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const double hpm = ctx.scenario.hoursPerMonth;
    const double f = cv.factor(rp.currency);
    const int T = std::max(1, rp.termMonths);
    const ReservedAmounts perInstance = rp.amounts(hpm);
    for (int start = 0; start < H; start += T) {
        if (start > 0 && !rp.renew)
            break;
        const int end = std::min(start + T, H);
        const int peak = *std::max_element(needInstances.begin() + start, needInstances.begin() + end);
        // A share is rounded down: the commitments stay within the demand, the rest pays as it goes.
        const int R = rp.instances ? *rp.instances
            : rp.sharePercent      ? int(std::floor(peak * *rp.sharePercent / 100.0 + 1e-9))
                                   : peak;
        const double locked = Trends::at(ctx.trends.cloud, start); // the price when the term starts
        const double upfront = R * perInstance.upfront * f * locked;
        const double monthly = R * perInstance.monthly * f * locked;
        for (int m = start; m < end; ++m) {
            reservedInstances[m] += R;
            r.monthly[m][index(Category::Compute)] += monthly;
            if (ctx.view == CostView::Amortized)
                r.monthly[m][index(Category::ReservedUpfront)] += upfront / T;
            if (ctx.amortized)
                ctx.amortizedRows->at(m, Category::ReservedUpfront) += upfront / T;
            if (ctx.tax()) // a prepaid expense, deducted over its term
                r.taxDeductions[m][index(Category::ReservedUpfront)] += upfront / T;
        }
        // A term that runs past the horizon: its months after the horizon are not in the
        // totals in either view (docs/scenario-format.md). The upfront payment is made in
        // the term's first month; the share of it for the months after the horizon is
        // reported with what is still owed, and kept per month for budgets (cash paid).
        const int beyond = std::max(0, start + T - H);
        const double prepaidBeyond = upfront * beyond / T;
        if (ctx.view == CostView::Cash) {
            r.monthly[start][index(Category::ReservedUpfront)] += upfront - prepaidBeyond;
            if (prepaidBeyond > 0.0) {
                r.prepaidAfterHorizonByMonth.resize(std::size_t(H), 0.0);
                r.prepaidAfterHorizonByMonth[std::size_t(start)] += prepaidBeyond;
            }
        }
        if (beyond > 0) {
            for (OptionResult *o : {&r, ctx.amortized}) {
                if (!o)
                    continue;
                o->owedAfterHorizon += beyond * (monthly + upfront / T);
                o->owedAfterHorizonByCategory[index(Category::Compute)] += beyond * monthly;
                o->owedAfterHorizonByCategory[index(Category::ReservedUpfront)] += beyond * upfront / T;
            }
            const QString warning
                = tr("The last reserved term runs %1 month(s) past the horizon; its cost for them "
                     "(paid upfront or still owed) is reported as after the horizon, not in the totals.")
                      .arg(beyond);
            if (beyond * (monthly + upfront / T) > 0.0 && !r.warnings.contains(warning))
                ctx.warn(r, warning);
        }
    }
}

void computeCloud(const PricingContext &ctx, const CloudOption &o, Converter &cv, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const double U = ctx.busyHours;
    const double hpm = ctx.scenario.hoursPerMonth;
    const int gpi = std::max(1, o.gpusPerInstance);

    std::vector<int> needInstances(H);
    for (int m = 0; m < H; ++m)
        needInstances[m] = ceilCount(double(ctx.demand[m]) / gpi);

    std::vector<int> reservedInstances(H, 0);
    if (o.reserved)
        addReservedTerms(ctx, *o.reserved, cv, needInstances, reservedInstances, r);
    for (const ReservedPricing &c : o.commitments)
        addReservedTerms(ctx, c, cv, needInstances, reservedInstances, r);

    bool warnedSpotHours = false;
    bool warnedUnmet = false;
    double instanceHoursUsed = 0.0;
    // Per month, d(compute) / d(busy hours): what scales with U (on-demand and spot hours).
    std::vector<double> computeSlope(o.platform && ctx.perBusyHour ? H : 0, 0.0);
    auto slope = [&](int m, double v) {
        ctx.addSlope(Category::Compute, v);
        if (!computeSlope.empty())
            computeSlope[std::size_t(m)] += v;
    };
    std::vector<int> instancesUsed(o.platform ? H : 0, 0); // busy U hours each month, for a platform fee
    // The exchange rate of a price, looked up the first time a month uses it (so a rate
    // missing for a price never used is no error, as before), then kept.
    struct LazyFactor
    {
        const CurrencyCode *currency = nullptr;
        double factor = 0.0;
        bool known = false;
        double operator()(Converter &cv)
        {
            if (!known) {
                factor = cv.factor(*currency);
                known = true;
            }
            return factor;
        }
    };
    LazyFactor spotF{o.spot ? &o.spot->currency : nullptr}, onDemandF{o.onDemand ? &o.onDemand->currency : nullptr};
    for (int m = 0; m < H; ++m) {
        const int G = ctx.demand[m];
        const double trend = Trends::at(ctx.trends.cloud, m);
        const int coveredGpus = std::min(G, reservedInstances[m] * gpi);
        const int rest = G - coveredGpus;
        int served = coveredGpus;
        instanceHoursUsed += ceilCount(double(coveredGpus) / gpi) * U;
        if (o.platform)
            instancesUsed[m] = ceilCount(double(coveredGpus) / gpi);
        if (rest > 0) {
            const int inst = ceilCount(double(rest) / gpi);
            if (o.spot || o.onDemand) {
                instanceHoursUsed += inst * U;
                if (o.platform)
                    instancesUsed[m] += inst;
            }
            if (o.spot) {
                const double overhead = CostEngine::spotOverhead(*o.spot, inst);
                const double billed = inst * U * (1.0 + overhead);
                r.monthly[m][index(Category::Compute)] += billed * o.spot->pricePerInstanceHour * spotF(cv) * trend;
                slope(m, inst * (1.0 + overhead) * o.spot->pricePerInstanceHour * spotF(cv) * trend);
                if (m == 0) {
                    r.spotOverheadFraction = overhead;
                    const double lambda = o.spot->interruptionsPerInstanceHour * (o.spot->gangScheduled ? inst : 1);
                    if (lambda > 0.0)
                        r.spotYoungIntervalHours
                            = CostEngine::youngInterval(o.spot->checkpointWriteHours, 1.0 / lambda);
                }
                if (U * (1.0 + overhead) > hpm + 1e-9) // only hpm / (1 + overhead) useful hours fit
                    r.slippedGpuHours += rest * (U - hpm / (1.0 + overhead));
                if (!warnedSpotHours && U * (1.0 + overhead) > hpm + 1e-9) {
                    warnedSpotHours = true;
                    ctx.warn(r,
                        tr("With interruptions the spot capacity needs %1 hours a month, more than the "
                           "%2 hours a month has: the work slips.")
                            .arg(U * (1.0 + overhead), 0, 'f', 1)
                            .arg(hpm, 0, 'f', 0));
                }
                served = G;
            } else if (o.onDemand) {
                r.monthly[m][index(Category::Compute)]
                    += inst * U * o.onDemand->pricePerInstanceHour * onDemandF(cv) * trend;
                slope(m, inst * o.onDemand->pricePerInstanceHour * onDemandF(cv) * trend);
                served = G;
            } else if (!warnedUnmet) {
                warnedUnmet = true;
                ctx.warn(r,
                    tr("From month %1 demand exceeds the reserved instances and no on-demand or spot "
                       "capacity is configured: that demand is not served.")
                        .arg(m + 1));
            }
        }
        r.usefulGpuHoursByMonth[m] = served * U;
        r.unmetGpuHours += (G - served) * U;
    }
    // A managed platform on top of the instances, and the engineers who run them (issue 18).
    if (o.platform) {
        const double f = cv.factor(o.platform->currency);
        for (int m = 0; m < H; ++m) {
            CategoryAmounts &row = r.monthly[m];
            const double fee
                = instancesUsed[m] * U * o.platform->feePerInstanceHour * f * Trends::at(ctx.trends.cloud, m);
            row[index(Category::Platform)] += fee;
            row[index(Category::Platform)] += o.platform->surchargePercent / 100.0
                * (row[index(Category::Compute)] + row[index(Category::ReservedUpfront)]);
            if (ctx.amortized) { // the surcharge on the amortized view's upfront share
                double &platform = ctx.amortizedRows->at(m, Category::Platform);
                platform += fee;
                platform += o.platform->surchargePercent / 100.0
                    * (row[index(Category::Compute)] + ctx.amortizedRows->at(m, Category::ReservedUpfront));
            }
            if (ctx.perBusyHour)
                ctx.addSlope(Category::Platform,
                    instancesUsed[m] * o.platform->feePerInstanceHour * f * Trends::at(ctx.trends.cloud, m)
                        + o.platform->surchargePercent / 100.0 * computeSlope[std::size_t(m)]);
        }
    }
    if (o.staff && o.staff->instancesPerFte > 0.0) {
        const double perInstance = o.staff->monthlyCostPerFte / o.staff->instancesPerFte * cv.factor(o.staff->currency);
        for (int m = 0; m < H; ++m)
            r.monthly[m][index(Category::Staff)] += needInstances[m] * perInstance * Trends::at(ctx.trends.staff, m);
    }

    if (instanceHoursUsed > 0.0) {
        double compute = 0.0, amortized = 0.0;
        for (int m = 0; m < H; ++m) {
            compute += r.monthly[m][index(Category::Compute)] + r.monthly[m][index(Category::ReservedUpfront)];
            if (ctx.amortized)
                amortized
                    += r.monthly[m][index(Category::Compute)] + ctx.amortizedRows->at(m, Category::ReservedUpfront);
        }
        r.blendedRatePerInstanceHour = compute / instanceHoursUsed;
        if (ctx.amortized)
            ctx.amortized->blendedRatePerInstanceHour = amortized / instanceHoursUsed;
    }

    addFees(ctx, monthlyFees(o.fees, cv), r);
}

void computeSelfHosted(const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const double U = ctx.busyHours;
    const double hpm = ctx.scenario.hoursPerMonth;
    const Trends &trends = ctx.trends;
    const int gps = std::max(1, o.gpusPerServer);
    const int peak = *std::max_element(ctx.demand.begin(), ctx.demand.end());
    const int S = o.serverCount ? *o.serverCount : ceilCount(double(peak) / gps);
    const int capacityGpus = S * gps;
    r.servers = S;

    const double capexF = cv.factor(o.capexCurrency);
    const double hardware = (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
    const double capex = hardware + o.installationCapex * capexF;
    const int life = std::max(1, o.lifeMonths);
    const int D = std::max(0, o.leadTimeMonths); // first month in service, 0-based
    // Fleet k is in service from month D + k * life; the first is bought at order (month 1),
    // each refresh when the previous fleet reaches end of life, at the hardware price then.
    // Servers already owned (age months into their life at month 1) are not bought again: the
    // first fleet has life - age months left. Fleet k >= 1 is bought when fleet k - 1 ends.
    const int age = o.alreadyOwnedAgeMonths ? std::clamp(*o.alreadyOwnedAgeMonths, 0, life - 1) : 0;
    const int firstLife = life - age;
    auto endOfLifeOf
        = [&](int k) { return D + firstLife + (k - 1) * life; }; // fleet k - 1 ends, fleet k starts (k >= 1)
    auto fleetFactor = [&](int k) { return k == 0 ? 1.0 : Trends::at(trends.hardware, endOfLifeOf(k)); };
    // The fleet in service t months after the first is in service, and months into its life.
    auto fleetAt = [&](int t) {
        if (t < firstLife)
            return std::pair{0, age + t};
        return std::pair{1 + (t - firstLife) / life, (t - firstLife) % life};
    };
    // Book value of a fleet bought for `capex`, j months into its life (0..life), by the
    // depreciation method; resale at the end of life is its value then.
    const double residual = o.depreciationMethod == DepreciationMethod::ExponentialDecay
        ? capex * std::pow(1.0 - o.decayPercentPerYear / 100.0, life / 12.0)
        : o.residualFraction * (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
    auto bookValue = [&](int j) {
        switch (o.depreciationMethod) {
        case DepreciationMethod::StraightLine: break;
        case DepreciationMethod::DecliningBalance:
            return j >= life ? residual : std::max(residual, capex * std::pow(1.0 - o.decliningFactor / life, j));
        case DepreciationMethod::ExponentialDecay:
            return capex * std::pow(1.0 - o.decayPercentPerYear / 100.0, j / 12.0);
        }
        return capex - (capex - residual) * j / life;
    };

    const double maxKw = o.maxKwPerServer > 0.0 ? o.maxKwPerServer : o.typicalKwPerServer;
    const int racks = o.kwPerRack > 0.0 ? ceilCount(S * maxKw / o.kwPerRack) : 0;
    if (o.kwPerRack > 0.0)
        r.racks = racks;
    const double spaceF = cv.factor(o.spaceCurrency);
    const double space = (racks * o.rackPricePerMonth + S * maxKw * o.colocationPricePerKwMonth) * spaceF;
    const double staff
        = o.serversPerFte > 0.0 ? S / o.serversPerFte * o.monthlyCostPerFte * cv.factor(o.staffCurrency) : 0.0;
    const double maintenancePerHardware = o.maintenancePercentPerYear / 100.0 / 12.0;
    const double powerF = cv.factor(o.powerCurrency);
    const CategoryAmounts fees = monthlyFees(o.fees, cv);

    // A purchase in month `month` (0-based): paid in cash (cash view), or financed: the down
    // payment then, annuity payments from that month on (principal as capex in the cash view,
    // interest and fees as their own category in both views), a balloon with the last one.
    // Payments after the horizon are owed after it.
    auto purchase = [&](int month, double amount) {
        if (!o.financing) {
            if (ctx.view == CostView::Cash)
                r.monthly[month][index(Category::Capex)] += amount;
            return;
        }
        const Financing &f = *o.financing;
        const double down = amount * f.downPaymentFraction;
        const double financed = amount - down;
        const double balloon = std::min(financed, amount * f.balloonFraction);
        const int n = std::max(1, f.termMonths);
        const double rate = f.annualRate / 12.0;
        const double payment = CostEngine::annuityPayment(financed, rate, n, balloon);
        if (ctx.view == CostView::Cash)
            r.monthly[month][index(Category::Capex)] += down;
        r.monthly[month][index(Category::Interest)] += financed * f.feesFraction;
        double balance = financed;
        for (int k = 1; k <= n; ++k) {
            const int m = month + k - 1;
            const double interest = balance * rate;
            double principal = payment - interest;
            if (k == n)
                principal = balance; // the balloon, and rounding, with the last payment
            balance -= principal;
            if (m < H) {
                if (ctx.view == CostView::Cash)
                    r.monthly[m][index(Category::Capex)] += principal;
                r.monthly[m][index(Category::Interest)] += interest;
            } else {
                r.owedAfterHorizon += interest + (ctx.view == CostView::Cash ? principal : 0.0);
                r.owedAfterHorizonByCategory[index(Category::Interest)] += interest;
                if (ctx.view == CostView::Cash)
                    r.owedAfterHorizonByCategory[index(Category::Capex)] += principal;
                if (ctx.amortized) { // the principal is not a cost of the amortized view
                    ctx.amortized->owedAfterHorizon += interest + 0.0;
                    ctx.amortized->owedAfterHorizonByCategory[index(Category::Interest)] += interest;
                }
            }
        }
    };

    // Income tax: each fleet is deducted through tax depreciation from the month it enters
    // service (or in full then, when the one-off deduction applies); what is left of it when
    // it is sold is deducted then, what is left at the end is its tax basis.
    struct TaxAsset
    {
        int inService = 0;
        double amount = 0.0;
        int ageMonths = 0;
        bool full = false;
        int soldAt = -1;
    };
    std::vector<TaxAsset> taxAssets;
    auto taxAsset = [&](int month, int inService, double amount, int k) {
        if (!ctx.tax())
            return;
        const IncomeTax &t = *ctx.scenario.incomeTax;
        bool full = false;
        if (t.fullDeduction) {
            // The limit is per unit (a server), in CNY, on the price the company books.
            const double unitCny = o.pricePerServer * capexF * fleetFactor(k) * ctx.vat(Category::Capex)
                / cv.factor(QStringLiteral("CNY"));
            QString why;
            full = Tax::fullDeductionApplies(t, ctx.scenario.calendar, month, unitCny, &why);
            if (!full && !why.isEmpty() && !r.warnings.contains(why))
                r.warnings << why;
        }
        taxAssets.push_back(TaxAsset{inService, amount, 0, full});
    };

    // The purchases, and the old fleet sold for its residual value at each refresh (cash view).
    if (!o.alreadyOwnedAgeMonths) {
        purchase(0, capex);
        taxAsset(0, D, capex, 0);
    } else if (ctx.tax()) {
        taxAssets.push_back(TaxAsset{0, capex, age, false});
    }
    for (int k = 1, endOfLife = endOfLifeOf(1); endOfLife < H; ++k, endOfLife += life) {
        if (ctx.view == CostView::Cash)
            r.monthly[endOfLife][index(Category::ResidualValue)] -= residual * fleetFactor(k - 1);
        if (ctx.tax())
            taxAssets[std::size_t(k - 1)].soldAt = endOfLife;
        if (o.refresh) {
            purchase(endOfLife, capex * fleetFactor(k));
            taxAsset(endOfLife, endOfLife, capex * fleetFactor(k), k);
        }
        if (!o.refresh)
            break;
    }
    if (ctx.tax()) {
        const int L = std::max(1, ctx.scenario.incomeTax->depreciationYears * 12);
        for (const TaxAsset &a : taxAssets) {
            const int end = a.soldAt >= 0 ? a.soldAt : H; // deducted in the months before
            double left = 0.0;
            if (a.full) {
                left = a.amount;
                if (a.inService < end) {
                    r.taxDeductions[std::size_t(a.inService)][index(Category::Capex)] += a.amount;
                    left = 0.0;
                }
            } else {
                const int months = std::max(0, L - a.ageMonths); // of tax life still to deduct
                int done = 0;
                for (int m = a.inService; m < end && done < months; ++m, ++done)
                    r.taxDeductions[std::size_t(m)][index(Category::Capex)] += a.amount / L;
                left = a.amount * (months - done) / L;
            }
            if (a.soldAt >= 0) {
                r.taxDeductions[std::size_t(a.soldAt)][index(Category::Capex)] += left; // written off when sold
                left = 0.0;
            }
            r.taxBasisAtHorizonEnd += left;
        }
    }
    for (OptionResult *v : {&r, ctx.amortized})
        if (v && o.financing && v->owedAfterHorizon > 0.0)
            v->warnings << tr("Financing payments run past the horizon: %1 is owed after it, not in the totals.")
                               .arg(v->owedAfterHorizonByCategory[index(Category::Capex)] * ctx.vat(Category::Capex)
                                       + v->owedAfterHorizonByCategory[index(Category::Interest)]
                                           * ctx.vat(Category::Interest),
                                   0, 'f', 2);
    const double operations = (o.operationsPerMonth + o.maintenanceHoursPerMonth * o.pricePerMaintenanceHour)
        * cv.factor(o.operationsCurrency);

    std::vector<int> bridgeDemand(H, 0); // GPUs the servers do not serve, per month
    bool warnedCapacity = false;
    for (int m = 0; m < H; ++m) {
        const int G = ctx.demand[m];
        const bool inService = m >= D && (o.refresh || m < D + firstLife);
        if (!inService) {
            bridgeDemand[m] = G;
            continue;
        }
        const int served = std::min(G, capacityGpus);
        bridgeDemand[m] = G - served;
        if (served < G && !warnedCapacity && o.bridgeOptionId.isEmpty()) {
            warnedCapacity = true;
            ctx.warn(r,
                tr("From month %1 demand (%2 GPUs) exceeds the %3 GPUs owned: the rest is not served.")
                    .arg(m + 1)
                    .arg(G)
                    .arg(capacityGpus));
        }
        r.usefulGpuHoursByMonth[m] = served * U;
        const auto [fleetIndex, intoLife] = fleetAt(m - D);
        const double fleet = fleetFactor(fleetIndex);
        const double busyShare = capacityGpus > 0 ? std::min(1.0, served * U / (capacityGpus * hpm)) : 0.0;
        const double kwh
            = S * o.typicalKwPerServer * (o.idlePowerFraction + (1.0 - o.idlePowerFraction) * busyShare) * hpm * o.pue;
        CategoryAmounts &row = r.monthly[m];
        row[index(Category::Power)] += kwh * o.powerPricePerKwh * powerF * Trends::at(trends.power, m);
        // served <= capacity and U <= hours per month: the busy share never reaches its cap of 1,
        // so power is affine in U with this slope.
        if (capacityGpus > 0)
            ctx.addSlope(Category::Power,
                S * o.typicalKwPerServer * (1.0 - o.idlePowerFraction) * served / (double(capacityGpus) * hpm) * hpm
                    * o.pue * o.powerPricePerKwh * powerF * Trends::at(trends.power, m));
        row[index(Category::Space)] += space * Trends::at(trends.space, m);
        row[index(Category::Staff)] += staff * Trends::at(trends.staff, m);
        row[index(Category::Maintenance)] += hardware * fleet * maintenancePerHardware;
        row[index(Category::Operations)] += operations * Trends::at(trends.staff, m);
        if (ctx.view == CostView::Amortized)
            row[index(Category::Depreciation)] += (bookValue(intoLife) - bookValue(intoLife + 1)) * fleet;
        if (ctx.amortized)
            ctx.amortizedRows->at(m, Category::Depreciation) += (bookValue(intoLife) - bookValue(intoLife + 1)) * fleet;
        addFeeRow(row, fees, Trends::at(trends.fees, m));
    }

    const bool waitsForDelivery
        = std::any_of(ctx.demand.begin(), ctx.demand.begin() + std::min(D, H), [](int g) { return g > 0; });
    const Option *bridge = nullptr;
    if (!o.bridgeOptionId.isEmpty()) {
        for (const Option &candidate : ctx.scenario.options)
            if (candidate.id == o.bridgeOptionId && candidate.cloud())
                bridge = &candidate;
    }
    if (bridge) {
        // The demand left over is in this option's cards: back to reference cards (at most the
        // reference demand), then into the bridge's own cards (issue 18).
        if (const OptionSizing bs = sizingOf(ctx.scenario, *bridge); ctx.reference || !bs.identity())
            for (int m = 0; m < H; ++m) {
                const int reference = ctx.reference
                    ? std::min((*ctx.reference)[m], ceilCount(bridgeDemand[m] * ctx.sizingFactor))
                    : bridgeDemand[m];
                bridgeDemand[m] = bs.cardsFor(reference);
            }
        // The bridge is priced as its own cloud option on the demand left over; its reserved
        // terms are paid in full, its fees only in the months it serves.
        OptionResult b, ba; // ba: the amortized view's, when both are priced
        b.monthly.assign(H, CategoryAmounts{});
        b.usefulGpuHoursByMonth.assign(H, 0.0);
        if (ctx.tax())
            b.taxDeductions.assign(H, CategoryAmounts{});
        PricingContext bctx{ctx.scenario, ctx.view, U, bridgeDemand, trends, true};
        ViewRows bridgeRows; // the bridge's amortized categories, when both views are priced
        if (ctx.amortized) {
            bridgeRows.rows.assign(std::size_t(H), ViewRows::Row{});
            bctx.amortized = &ba;
            bctx.amortizedRows = &bridgeRows;
        }
        CategoryAmounts bridgeSlope{};
        if (ctx.perBusyHour)
            bctx.perBusyHour = &bridgeSlope;
        computeCloud(bctx, *bridge->cloud(), cv, b);
        for (double v : bridgeSlope)
            ctx.addSlope(Category::CloudBridge, v);
        if (ctx.tax())
            addExpenseDeductions(b);
        for (int m = 0; m < H; ++m) {
            double sum = 0.0;
            for (double v : b.monthly[m])
                sum += v;
            r.monthly[m][index(Category::CloudBridge)] += sum;
            if (ctx.amortized)
                ctx.amortizedRows->at(m, Category::CloudBridge) += bridgeRows.monthSum(b.monthly[m], m);
            if (ctx.tax())
                for (double v : b.taxDeductions[m])
                    r.taxDeductions[m][index(Category::CloudBridge)] += v;
            r.usefulGpuHoursByMonth[m] += b.usefulGpuHoursByMonth[m];
            r.bridgedGpuHours += b.usefulGpuHoursByMonth[m];
        }
        r.unmetGpuHours += b.unmetGpuHours;
        r.slippedGpuHours += b.slippedGpuHours;
        r.owedAfterHorizon += b.owedAfterHorizon;
        r.owedAfterHorizonByCategory[index(Category::CloudBridge)] += b.owedAfterHorizon;
        if (ctx.amortized) {
            ctx.amortized->owedAfterHorizon += ba.owedAfterHorizon;
            ctx.amortized->owedAfterHorizonByCategory[index(Category::CloudBridge)] += ba.owedAfterHorizon;
        }
        if (!b.prepaidAfterHorizonByMonth.empty()) {
            r.prepaidAfterHorizonByMonth.resize(std::size_t(H), 0.0);
            for (int m = 0; m < H; ++m)
                r.prepaidAfterHorizonByMonth[std::size_t(m)] += b.prepaidAfterHorizonByMonth[std::size_t(m)];
        }
        for (const QString &w : b.warnings) // the same in both views
            ctx.warn(r, tr("Bridge %1: %2").arg(bridge->name, w));
        if (waitsForDelivery)
            ctx.warn(r,
                tr("Servers arrive in month %1 (lead time %2 months): until then the demand runs on %3.")
                    .arg(D + 1)
                    .arg(D)
                    .arg(bridge->name));
    } else {
        for (int m = 0; m < H; ++m)
            r.unmetGpuHours += bridgeDemand[m] * U;
        if (D >= H)
            ctx.warn(r,
                tr("The servers arrive after the horizon (lead time %1 months): they are paid for and "
                   "never serve the demand within it.")
                    .arg(D));
        else if (waitsForDelivery)
            ctx.warn(r,
                tr("Servers arrive in month %1 (lead time %2 months): demand before then is not "
                   "served by this option.")
                    .arg(D + 1)
                    .arg(D));
    }

    // Book value of the fleet in service at the end of the horizon.
    if (H > D) {
        // After the last month in service: the fleet of month H - 1, one month further.
        const auto [k, intoLife] = fleetAt(H - 1 - D);
        if (o.refresh || H - D <= firstLife)
            r.bookValueAtHorizonEnd = bookValue(intoLife + 1) * fleetFactor(k);
    } else {
        r.bookValueAtHorizonEnd = o.alreadyOwnedAgeMonths ? bookValue(age) : capex;
    }
    // Expected resale value of that fleet (hardware, not installation) at its age then.
    if (const auto &table = ctx.scenario.finance.resaleByAge; !table.empty()) {
        const double fleetHardware = (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
        if (H > D) {
            const auto [k, intoLife] = fleetAt(H - 1 - D);
            if (o.refresh || H - D <= firstLife)
                r.resaleValueAtHorizonEnd
                    = fleetHardware * fleetFactor(k) * CostEngine::resalePercent(table, intoLife + 1) / 100.0;
        } else {
            r.resaleValueAtHorizonEnd
                = fleetHardware * CostEngine::resalePercent(table, o.alreadyOwnedAgeMonths ? age : 0) / 100.0;
        }
    }
}

/// VAT (Scenario::vat): every amount of `r` as entered turned into the results basis by the
/// factor of its category (a self-hosted option's cloud bridging by its bridge's settings).
void applyVat(const Scenario &s, const Option &opt, OptionResult &r, CategoryAmounts *perBusyHour)
{
    const VatSettings &vat = *s.vat;
    const Option *bridge = nullptr;
    if (const SelfHostedOption *h = opt.selfHosted(); h && !h->bridgeOptionId.isEmpty())
        for (const Option &o : s.options)
            if (o.id == h->bridgeOptionId && o.cloud())
                bridge = &o;
    CategoryAmounts f{}, g{};
    for (Category c : kAllCategories) {
        const Option &owner = c == Category::CloudBridge && bridge ? *bridge : opt;
        f[index(c)] = Tax::vatFactor(vat, owner, c);
        g[index(c)] = Tax::vatIn(vat, owner, c, 1.0);
    }
    double vatTotal = 0.0;
    for (CategoryAmounts &row : r.monthly)
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            vatTotal += row[c] * g[c];
            row[c] *= f[c];
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
            warnings << tr("One-time cost \"%1\": %2 falls after the horizon and is not in the totals.")
                            .arg(c.name)
                            .arg(outside, 0, 'f', 2);
    }
}

void finishOption(const Scenario &s, const Option &opt, CostView view, const Trends &trends, OptionResult &r);

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

/// Computes one option into `r`, reusing its storage (the reserved split search calls this
/// often). `perBusyHour`, when given, receives d(category total) / d(busy hours per month):
/// every total is affine in the busy hours (instances, terms and fees do not depend on them),
/// so the total at any u is total + sum(perBusyHour) x (u - busyHours).
/// `amortized`, when given (view must be Cash): the amortized view of the option priced in the
/// same pass, equal to the bit to a pass of its own (compute() in the amortized view needs both);
/// `amortizedRows` is the storage of its view-dependent amounts, reused from option to option.
void computeOptionInto(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, OptionResult &r,
    CategoryAmounts *perBusyHour = nullptr, OptionResult *amortized = nullptr, ViewRows *amortizedRows = nullptr)
{
    Q_ASSERT(!amortized || (view == CostView::Cash && amortizedRows));
    resetKeepingStorage(r);
    r.id = opt.id;
    r.name = opt.name;
    r.kind = opt.kind();
    const int H = s.horizonMonths;
    r.monthly.assign(H, CategoryAmounts{});
    r.usefulGpuHoursByMonth.assign(H, 0.0);
    // Sized to deliver the work of the reference cards (issue 18): own cards per month.
    r.sizing = sizingOf(s, opt);
    std::vector<int> ownCards;
    if (!r.sizing.identity()) {
        ownCards.resize(demand.size());
        for (std::size_t m = 0; m < demand.size(); ++m)
            ownCards[m] = r.sizing.cardsFor(demand[m]);
    }
    const std::vector<int> &own = ownCards.empty() ? demand : ownCards;
    r.peakReferenceCards = demand.empty() ? 0 : *std::max_element(demand.begin(), demand.end());
    r.peakCards = own.empty() ? 0 : *std::max_element(own.begin(), own.end());
    PricingContext ctx{s, view, busyHours, own, trends, false, &opt};
    if (perBusyHour) {
        *perBusyHour = CategoryAmounts{};
        ctx.perBusyHour = perBusyHour;
    }
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
    if (ctx.tax())
        addExpenseDeductions(r);
    if (amortized) {
        // What the amortized view shares with the cash view, and the rest of its rows.
        OptionResult &a = *amortized;
        addOneTimeCosts(
            s, CostView::Amortized, opt.oneTimeCosts, cv,
            [amortizedRows](int m) -> double & { return amortizedRows->at(m, Category::Migration); }, a.warnings);
        amortizedRows->build(r.monthly, a.monthly);
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
            applyVat(s, opt, a, nullptr);
        finishOption(s, opt, CostView::Amortized, trends, a);
    }
    if (s.vat)
        applyVat(s, opt, r, perBusyHour);
    finishOption(s, opt, view, trends, r);
}

/// Totals, discounting, the end-of-horizon credit and income tax of an option whose monthly
/// amounts are complete.
void finishOption(const Scenario &s, const Option &opt, CostView view, const Trends &trends, OptionResult &r)
{
    const int H = s.horizonMonths;
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
    int m = 0;
    auto month = [&](int k, double t) {
        discount = discounts[k];
        r.monthlyTotal[k] = t;
        r.monthlyDiscounted[k] = t * discount;
        cum += t;
        cumDisc += t * discount;
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
    // End of horizon: the servers still in service are worth something (docs/finance.md). The
    // amortized view has charged only the depreciation of the months within the horizon.
    r.endOfHorizonCredit = 0.0;
    if (view == CostView::Cash && opt.selfHosted()) {
        switch (s.finance.endOfHorizon) {
        case EndOfHorizon::BookValue: r.endOfHorizonCredit = r.bookValueAtHorizonEnd; break;
        case EndOfHorizon::Resale: r.endOfHorizonCredit = r.resaleValueAtHorizonEnd; break;
        case EndOfHorizon::Nothing: break;
        }
    }
    r.comparisonTotal = r.total - r.endOfHorizonCredit;
    // `discount` is 1 / (1 + monthly)^H here: the credit falls at the end of the last month.
    r.comparisonDiscounted = r.totalDiscounted - r.endOfHorizonCredit * discount;
    if (r.usefulGpuHours > 0.0)
        r.costPerUsefulGpuHour = r.total / r.usefulGpuHours;

    // Income tax: the tax the month's deductions save, at the end of the month.
    r.taxSavingByMonth.clear();
    if (s.incomeTax && view == CostView::Cash) {
        const double rate = s.incomeTax->rate;
        r.taxSavingByMonth.resize(std::size_t(H));
        double saved = 0.0, afterTax = 0.0;
        for (m = 0; m < H; ++m) {
            double deductible = 0.0;
            for (double v : r.taxDeductions[std::size_t(m)])
                deductible += v;
            const double saving = rate * deductible;
            r.taxSavingByMonth[std::size_t(m)] = saving;
            saved += saving;
            afterTax += (r.monthlyTotal[std::size_t(m)] - saving) * discounts[m];
        }
        r.taxSavingTotal = saved;
        r.afterTaxTotal = r.total - saved;
        r.afterTaxDiscounted = afterTax;
    }
}

OptionResult computeOption(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, CategoryAmounts *perBusyHour = nullptr)
{
    OptionResult r;
    computeOptionInto(s, opt, view, busyHours, demand, cv, trends, r, perBusyHour);
    return r;
}

constexpr double kTie = 1e-6; // a millionth of a currency unit

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
    const int H = std::clamp(s.horizonMonths, 1, kMaxHorizonMonths);
    std::vector<int> demand(H);
    for (int m = 0; m < H; ++m)
        demand[m] = demandGpus(s.demand, m + 1);
    Converter cv(s, errors);
    const Trends trends(s);
    const double U = std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
    return computeOption(s, option, view, U, demand, cv, trends);
}

std::vector<OptionResult> CostEngine::priceOptions(
    const Scenario &s, CostView view, QStringList &errors, std::size_t first, std::size_t last)
{
    std::vector<OptionResult> out;
    if (s.horizonMonths < 1 || s.horizonMonths > kMaxHorizonMonths) {
        errors << tr("the horizon must be between 1 and %1 months").arg(kMaxHorizonMonths);
        return out;
    }
    if (!(s.hoursPerMonth > 0.0)) {
        errors << tr("hours per month must be positive");
        return out;
    }
    const int H = s.horizonMonths;
    std::vector<int> demand(H);
    for (int m = 0; m < H; ++m)
        demand[m] = demandGpus(s.demand, m + 1);
    Converter cv(s, errors);
    const Trends trends(s);
    const double U = std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
    last = std::min(last, s.options.size());
    out.reserve(last > first ? last - first : 0);
    for (std::size_t i = first; i < last; ++i) // the same call as compute()'s
        out.push_back(computeOption(s, s.options[i], view, U, demand, cv, trends));
    return out;
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

ScenarioResult CostEngine::compute(const Scenario &s, CostView view)
{
    return compute(s, view, ScenarioResult{});
}

ScenarioResult CostEngine::compute(const Scenario &s, CostView view, ScenarioResult &&reuse)
{
    ScenarioResult result;
    result.view = view;
    result.currency = s.reportingCurrency;
    result.calendar = s.calendar;
    result.horizonMonths = s.horizonMonths;
    result.hoursPerMonth = s.hoursPerMonth;
    result.monthlyDiscountRate = monthlyRate(s.discountRatePerYear);
    result.amountBasis = Tax::amountBasis(s.vat);
    result.endOfHorizon = s.finance.endOfHorizon;
    if (s.incomeTax && view == CostView::Cash)
        result.incomeTaxRate = s.incomeTax->rate;
    if (s.horizonMonths < 1 || s.horizonMonths > kMaxHorizonMonths) {
        result.errors << tr("the horizon must be between 1 and %1 months").arg(kMaxHorizonMonths);
        return result;
    }
    // Options awaiting a quote are never priced at zero: they are left out and listed.
    if (Quotes::anyAwaiting(s)) {
        std::vector<AwaitingQuote> awaiting;
        ScenarioResult r = compute(Quotes::pricedOnly(s, &awaiting), view, std::move(reuse));
        if (r.cash) {
            auto c = std::make_shared<ScenarioResult>(*r.cash);
            c->awaitingQuotes = awaiting;
            r.cash = std::move(c);
        }
        r.awaitingQuotes = std::move(awaiting);
        return r;
    }
    if (!(s.hoursPerMonth > 0.0)) {
        result.errors << tr("hours per month must be positive");
        return result;
    }

    const int H = s.horizonMonths;
    // The engine counts at most 1e9 GPUs a month (ceilCount). Files are refused at load beyond
    // that; a what-if (GPU count, horizon) may still get there: an error, never a silent cap.
    if (const int month = firstMonthBeyondCount(s.demand, H); month > 0) {
        result.errors << tr("the demand reaches more than 1,000,000,000 GPUs in month %1, more than the engine "
                            "counts: lower the growth, the GPU count or the horizon")
                             .arg(month);
        return result;
    }
    result.demandGpusByMonth.resize(H);
    for (int m = 0; m < H; ++m)
        result.demandGpusByMonth[m] = demandGpus(s.demand, m + 1);

    Converter cv(s, result.errors);
    const Trends trends(s);
    const double U = std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
    result.options.reserve(s.options.size());
    // d(total) / d(busy hours) per option, the same in both views (what scales with busy hours
    // is compute, platform and power, never capex or upfront payments).
    const int n = int(s.options.size());
    std::vector<double> slope(std::size_t(n), 0.0);
    CategoryAmounts perBusyHour{};
    // Break-even and budgets are defined on the cash view: the amortized view prices both views
    // in one pass over the months (what they share computed once) and keeps the cash view.
    std::vector<OptionResult> cashStorage;
    ViewRows amortizedRows;
    // The storage of a result no longer needed: computeOptionInto() resets every field and
    // keeps the vectors' capacity. A kept cash view is taken only when no one else holds it.
    result.options = std::move(reuse.options);
    if (view != CostView::Cash) {
        if (reuse.cash && reuse.cash.use_count() == 1)
            // Every kept cash view is made below by make_shared<ScenarioResult> (not const).
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
    for (std::size_t i = 0; i < s.options.size(); ++i)
        result.options[i].violations = checkConstraints(s, s.options[i], result.options[i].peakCards);
    for (std::size_t i = 0; i < cashStorage.size(); ++i)
        cashStorage[i].violations = result.options[i].violations;
    result.ratesUsed = cv.used();
    if (!result.errors.isEmpty())
        return result;

    const std::vector<OptionResult> *cash = view == CostView::Cash ? &result.options : &cashStorage;
    result.budget = BudgetAnalysis::analyse(s, *cash, result.errors);
    if (!result.errors.isEmpty())
        return result;

    // Totals are affine in busy hours for every model (instances, terms and fees do not depend
    // on them): each option's total at 0 and at every hour of the month follows from its total
    // and its slope, with no further evaluation (tst_breakeven checks this against evaluations).
    std::vector<double> t0(static_cast<std::size_t>(n)), t1(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        t0[std::size_t(i)] = (*cash)[std::size_t(i)].total - slope[std::size_t(i)] * U;
        t1[std::size_t(i)] = t0[std::size_t(i)] + slope[std::size_t(i)] * s.hoursPerMonth;
    }

    const auto clouds = std::count_if(
        s.options.begin(), s.options.end(), [](const Option &o) { return o.kind() == OptionKind::Cloud; });
    result.breakEvens.reserve(std::size_t(clouds) * std::size_t(n - clouds));
    for (int i = 0; i < n; ++i) {
        if (s.options[i].kind() != OptionKind::Cloud)
            continue;
        for (int j = 0; j < n; ++j) {
            if (s.options[j].kind() != OptionKind::SelfHosted)
                continue;
            BreakEven be;
            be.cloudIndex = i;
            be.selfHostedIndex = j;
            be.crossings = crossings((*cash)[i], (*cash)[j]);
            for (const Crossing &c : be.crossings) {
                if (c.selfHostedBecomesCheaper) {
                    be.firstMonth = c.month;
                    be.paybackMonths = c.exactMonth;
                    break;
                }
            }
            // f(u) = cloud total - self-hosted total; owning wins where f > 0.
            const double f0 = t0[i] - t0[j];
            const double f1 = t1[i] - t1[j];
            if (f0 > kTie && f1 > kTie) {
                be.utilization = BreakEven::Utilization::SelfHostedCheaperAtAnyUse;
            } else if (f0 < -kTie && f1 < -kTie) {
                be.utilization = BreakEven::Utilization::CloudCheaperAtAnyUse;
            } else if (std::abs(f1 - f0) <= kTie) {
                be.breakEvenBusyHoursPerMonth = 0.0; // equal at every utilization
            } else {
                be.breakEvenBusyHoursPerMonth = -f0 / (f1 - f0) * s.hoursPerMonth;
            }
            result.breakEvens.push_back(std::move(be));
        }
    }
    if (view != CostView::Cash) {
        // The cash view as compute(s, CostView::Cash) gives it, from the same pass.
        auto c = std::make_shared<ScenarioResult>();
        c->view = CostView::Cash;
        c->currency = result.currency;
        c->horizonMonths = result.horizonMonths;
        c->hoursPerMonth = result.hoursPerMonth;
        c->monthlyDiscountRate = result.monthlyDiscountRate;
        c->demandGpusByMonth = result.demandGpusByMonth;
        c->options = std::move(cashStorage);
        c->breakEvens = result.breakEvens;
        c->ratesUsed = result.ratesUsed;
        c->calendar = result.calendar;
        c->budget = result.budget;
        c->amountBasis = result.amountBasis;
        c->endOfHorizon = result.endOfHorizon;
        if (s.incomeTax)
            c->incomeTaxRate = s.incomeTax->rate;
        result.cash = std::move(c);
    }
    return result;
}

} // namespace gputco
