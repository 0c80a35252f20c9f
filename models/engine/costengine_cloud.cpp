#include "costengine_p.h"

#include "ceilcount.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

namespace {

/// This file's messages, in the context of CostEngine (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)
};

} // namespace

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

namespace {

/// The terms of monthlyFees(): one per price, its quantity a month (month and trend month unset).
std::vector<PriceTerm> feeTerms(const HiddenFees &f)
{
    std::vector<PriceTerm> out;
    auto add = [&out](PriceKey key, Category c, double quantity, const CurrencyCode &currency, int block = -1,
                   int tier = -1) {
        PriceTerm t;
        t.price = PriceRef{key, -1, block, tier};
        t.category = c;
        t.quantity = quantity;
        t.trend = TrendClass::Fees;
        t.currency = currency;
        out.push_back(t);
    };
    if (f.egress) { // the GB within each tier, as CostEngine::tieredCost() takes them
        double lower = 0.0;
        const double gb = f.egress->gbPerMonth;
        for (std::size_t k = 0; k < f.egress->tiers.size(); ++k) {
            const PriceTier &t = f.egress->tiers[k];
            const double upper = t.upToGb ? *t.upToGb : std::numeric_limits<double>::infinity();
            if (gb > lower)
                add(PriceKey::EgressTier, Category::Egress, std::min(gb, upper) - lower, f.egress->currency, -1,
                    int(k));
            lower = upper;
            if (gb <= upper)
                break;
        }
    }
    if (f.bandwidth)
        add(PriceKey::Bandwidth, Category::Bandwidth, f.bandwidth->mbps, f.bandwidth->currency);
    if (f.crossAz)
        add(PriceKey::CrossAz, Category::CrossAz, 2.0 * f.crossAz->gbPerMonth, f.crossAz->currency);
    for (std::size_t k = 0; k < f.storage.size(); ++k)
        add(PriceKey::StorageVolume, Category::StorageCapacity, f.storage[k].gbProvisioned, f.storage[k].currency,
            int(k));
    if (f.checkpoints)
        add(PriceKey::Checkpoints, Category::StorageCapacity, f.checkpoints->sizeGb * f.checkpoints->kept,
            f.checkpoints->currency);
    for (std::size_t k = 0; k < f.requests.size(); ++k)
        add(PriceKey::Requests, Category::StorageIo, f.requests[k].requestsPerMonth / 1000.0, f.requests[k].currency,
            int(k));
    if (f.provisioned) {
        add(PriceKey::ProvisionedIops, Category::StorageIo, f.provisioned->iops, f.provisioned->currency);
        add(PriceKey::ProvisionedThroughput, Category::StorageIo, f.provisioned->throughputMBps,
            f.provisioned->currency);
    }
    for (std::size_t k = 0; k < f.other.size(); ++k)
        add(PriceKey::OtherFee, Category::OtherFees, 1.0, f.other[k].currency, int(k));
    return out;
}

/// Adds the monthly hidden fees with the fee trend to every month (every month served).
void addFees(const PricingContext &ctx, const HiddenFees &f, const CategoryAmounts &fees, OptionResult &r)
{
    const std::vector<PriceTerm> terms = ctx.terms ? feeTerms(f) : std::vector<PriceTerm>{};
    for (int m = 0; m < ctx.scenario.horizonMonths; ++m)
        if (!ctx.feesOnlyWhenServing || ctx.demand[m] > 0) {
            addFeeRow(r.monthly[m], fees, Trends::at(ctx.trends.fees, m));
            for (PriceTerm t : terms) {
                t.month = t.trendMonth = m;
                ctx.terms->add(t);
            }
        }
}

/// Records a term of a cloud price in month m (ctx.terms must be set).
void recordCloud(const PricingContext &ctx, PriceKey key, int block, Category c, int m, double quantity,
    bool perBusyHour, TrendClass trend, int trendMonth, const CurrencyCode &currency)
{
    PriceTerm t;
    t.price = PriceRef{key, -1, block, -1};
    t.category = c;
    t.month = m;
    t.quantity = quantity;
    t.perBusyHour = perBusyHour;
    t.trend = trend;
    t.trendMonth = trendMonth;
    t.currency = currency;
    ctx.terms->add(t);
}

/// Adds the terms of one reservation (the single "reserved" block or one commitment of a
/// portfolio) to `r`, back to back while it renews, and its instances to `reservedInstances`.
void addReservedTerms(const PricingContext &ctx, const ReservedPricing &rp, int block, Converter &cv,
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
            if (ctx.terms) {
                recordCloud(ctx, PriceKey::ReservedMonthly, block, Category::Compute, m, R, false, TrendClass::Cloud,
                    start, rp.currency);
                if (ctx.view == CostView::Amortized)
                    recordCloud(ctx, PriceKey::ReservedUpfront, block, Category::ReservedUpfront, m, double(R) / T,
                        false, TrendClass::Cloud, start, rp.currency);
            }
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
            if (ctx.terms)
                recordCloud(ctx, PriceKey::ReservedUpfront, block, Category::ReservedUpfront, start,
                    R * double(T - beyond) / T, false, TrendClass::Cloud, start, rp.currency);
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
                = Tr::tr("The last reserved term runs %1 month(s) past the horizon; its cost for them "
                         "(paid upfront or still owed) is reported as after the horizon, not in the totals.")
                      .arg(beyond);
            if (beyond * (monthly + upfront / T) > 0.0 && !r.warnings.contains(warning))
                ctx.warn(r, warning);
        }
    }
}

/// The exchange rate of a price, looked up the first time a month uses it (so a rate missing
/// for a price never used is no error, as before), then kept.
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

/// The instances a cloud option used beyond its reservations, for its platform fee and its
/// blended rate.
struct InstanceUse
{
    double instanceHours = 0.0; ///< instance-hours used over the horizon, reserved ones included
    std::vector<int> byMonth; ///< instances busy U hours each month; only with a platform
    /// Per month, d(compute) / d(busy hours): what scales with U (on-demand and spot hours);
    /// only with a platform and when slopes are wanted.
    std::vector<double> computeSlope;

    void addSlope(const PricingContext &ctx, int m, double v)
    {
        ctx.addSlope(Category::Compute, v);
        if (!computeSlope.empty())
            computeSlope[std::size_t(m)] += v;
    }
};

/// Spot capacity with `overhead` for `rest` GPUs on `inst` instances in month m (0-based): the
/// work that slips when it needs more hours than a month has, and month 1's overhead and
/// Young's checkpoint interval. Out of the month loop: most months have neither.
void noteSpotOverhead(const PricingContext &ctx, const SpotPricing &spot, int m, int inst, int rest, double overhead,
    bool &warnedHours, OptionResult &r)
{
    const double U = ctx.busyHours;
    const double hpm = ctx.scenario.hoursPerMonth;
    if (m == 0) {
        r.spotOverheadFraction = overhead;
        const double lambda = spot.interruptionsPerInstanceHour * (spot.gangScheduled ? inst : 1);
        if (lambda > 0.0)
            r.spotYoungIntervalHours = CostEngine::youngInterval(spot.checkpointWriteHours, 1.0 / lambda);
    }
    if (U * (1.0 + overhead) > hpm + 1e-9) // only hpm / (1 + overhead) useful hours fit
        r.slippedGpuHours += rest * (U - hpm / (1.0 + overhead));
    if (!warnedHours && U * (1.0 + overhead) > hpm + 1e-9) {
        warnedHours = true;
        ctx.warn(r,
            Tr::tr("With interruptions the spot capacity needs %1 hours a month, more than the "
                   "%2 hours a month has: the work slips.")
                .arg(U * (1.0 + overhead), 0, 'f', 1)
                .arg(hpm, 0, 'f', 0));
    }
}

/// Every month of a cloud option: the reserved instances cover what they can, spot or
/// on-demand capacity the rest (else it is not served); the useful and unmet hours.
InstanceUse addBurstCapacity(const PricingContext &ctx, const CloudOption &o, Converter &cv,
    const std::vector<int> &reservedInstances, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const double U = ctx.busyHours;
    const double hpm = ctx.scenario.hoursPerMonth;
    const int gpi = std::max(1, o.gpusPerInstance);
    InstanceUse use;
    use.computeSlope.assign(o.platform && ctx.perBusyHour ? H : 0, 0.0);
    use.byMonth.assign(o.platform ? H : 0, 0);
    bool warnedSpotHours = false;
    bool warnedUnmet = false;
    LazyFactor spotF{o.spot ? &o.spot->currency : nullptr}, onDemandF{o.onDemand ? &o.onDemand->currency : nullptr};
    for (int m = 0; m < H; ++m) {
        const int G = ctx.demand[m];
        const double trend = Trends::at(ctx.trends.cloud, m);
        const int coveredGpus = std::min(G, reservedInstances[m] * gpi);
        const int rest = G - coveredGpus;
        int served = coveredGpus;
        use.instanceHours += ceilCount(double(coveredGpus) / gpi) * U;
        if (o.platform)
            use.byMonth[m] = ceilCount(double(coveredGpus) / gpi);
        if (rest > 0) {
            const int inst = ceilCount(double(rest) / gpi);
            if (o.spot || o.onDemand) {
                use.instanceHours += inst * U;
                if (o.platform)
                    use.byMonth[m] += inst;
            }
            if (o.spot) {
                // Billed with the overhead of interruptions (lost work, restarts, checkpoints).
                const double f = spotF(cv);
                const double overhead = CostEngine::spotOverhead(*o.spot, inst);
                const double billed = inst * U * (1.0 + overhead);
                r.monthly[m][index(Category::Compute)] += billed * o.spot->pricePerInstanceHour * f * trend;
                if (ctx.terms) // the overhead as the engine computed it (closed form)
                    recordCloud(ctx, PriceKey::Spot, -1, Category::Compute, m, inst * (1.0 + overhead), true,
                        TrendClass::Cloud, m, o.spot->currency);
                use.addSlope(ctx, m, inst * (1.0 + overhead) * o.spot->pricePerInstanceHour * f * trend);
                if (m == 0 || U * (1.0 + overhead) > hpm + 1e-9)
                    noteSpotOverhead(ctx, *o.spot, m, inst, rest, overhead, warnedSpotHours, r);
                served = G;
            } else if (o.onDemand) {
                const double f = onDemandF(cv);
                r.monthly[m][index(Category::Compute)] += inst * U * o.onDemand->pricePerInstanceHour * f * trend;
                if (ctx.terms)
                    recordCloud(ctx, PriceKey::OnDemand, -1, Category::Compute, m, inst, true, TrendClass::Cloud, m,
                        o.onDemand->currency);
                use.addSlope(ctx, m, inst * o.onDemand->pricePerInstanceHour * f * trend);
                served = G;
            } else if (!warnedUnmet) {
                warnedUnmet = true;
                ctx.warn(r,
                    Tr::tr("From month %1 demand exceeds the reserved instances and no on-demand or spot "
                           "capacity is configured: that demand is not served.")
                        .arg(m + 1));
            }
        }
        r.usefulGpuHoursByMonth[m] = served * U;
        r.unmetGpuHours += (G - served) * U;
    }
    return use;
}

/// A managed platform on top of the instances (issue 18): a fee per instance-hour used and a
/// surcharge on the compute and upfront payments of each month.
void addPlatform(
    const PricingContext &ctx, const ManagedPlatform &p, Converter &cv, const InstanceUse &use, OptionResult &r)
{
    const double U = ctx.busyHours;
    const double f = cv.factor(p.currency);
    for (int m = 0; m < ctx.scenario.horizonMonths; ++m) {
        CategoryAmounts &row = r.monthly[m];
        const double fee = use.byMonth[m] * U * p.feePerInstanceHour * f * Trends::at(ctx.trends.cloud, m);
        row[index(Category::Platform)] += fee;
        row[index(Category::Platform)]
            += p.surchargePercent / 100.0 * (row[index(Category::Compute)] + row[index(Category::ReservedUpfront)]);
        if (ctx.terms) {
            ctx.terms->mirrorSurcharge(m);
            recordCloud(ctx, PriceKey::PlatformFee, -1, Category::Platform, m, use.byMonth[m], true, TrendClass::Cloud,
                m, p.currency);
        }
        if (ctx.amortized) { // the surcharge on the amortized view's upfront share
            double &platform = ctx.amortizedRows->at(m, Category::Platform);
            platform += fee;
            platform += p.surchargePercent / 100.0
                * (row[index(Category::Compute)] + ctx.amortizedRows->at(m, Category::ReservedUpfront));
        }
        if (ctx.perBusyHour)
            ctx.addSlope(Category::Platform,
                use.byMonth[m] * p.feePerInstanceHour * f * Trends::at(ctx.trends.cloud, m)
                    + p.surchargePercent / 100.0 * use.computeSlope[std::size_t(m)]);
    }
}

/// Compute over the horizon (on-demand, spot, reserved monthly and upfront, in-horizon share)
/// per instance-hour used, in the view priced and, in a pass of both, the amortized view.
void setBlendedRate(const PricingContext &ctx, double instanceHours, OptionResult &r)
{
    double compute = 0.0, amortized = 0.0;
    for (int m = 0; m < ctx.scenario.horizonMonths; ++m) {
        compute += r.monthly[m][index(Category::Compute)] + r.monthly[m][index(Category::ReservedUpfront)];
        if (ctx.amortized)
            amortized += r.monthly[m][index(Category::Compute)] + ctx.amortizedRows->at(m, Category::ReservedUpfront);
    }
    r.blendedRatePerInstanceHour = compute / instanceHours;
    if (ctx.amortized)
        ctx.amortized->blendedRatePerInstanceHour = amortized / instanceHours;
}

} // namespace

void computeCloud(const PricingContext &ctx, const CloudOption &o, Converter &cv, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const int gpi = std::max(1, o.gpusPerInstance);
    std::vector<int> needInstances(H);
    for (int m = 0; m < H; ++m)
        needInstances[m] = ceilCount(double(ctx.demand[m]) / gpi);

    std::vector<int> reservedInstances(H, 0);
    if (o.reserved)
        addReservedTerms(ctx, *o.reserved, -1, cv, needInstances, reservedInstances, r);
    for (std::size_t k = 0; k < o.commitments.size(); ++k)
        addReservedTerms(ctx, o.commitments[k], int(k), cv, needInstances, reservedInstances, r);
    const InstanceUse use = addBurstCapacity(ctx, o, cv, reservedInstances, r);
    if (o.platform)
        addPlatform(ctx, *o.platform, cv, use, r);
    // The engineers who run the instances (issue 18).
    if (o.staff && o.staff->instancesPerFte > 0.0) {
        const double perInstance = o.staff->monthlyCostPerFte / o.staff->instancesPerFte * cv.factor(o.staff->currency);
        for (int m = 0; m < H; ++m) {
            r.monthly[m][index(Category::Staff)] += needInstances[m] * perInstance * Trends::at(ctx.trends.staff, m);
            if (ctx.terms)
                recordCloud(ctx, PriceKey::CloudStaff, -1, Category::Staff, m,
                    needInstances[m] / o.staff->instancesPerFte, false, TrendClass::Staff, m, o.staff->currency);
        }
    }
    if (use.instanceHours > 0.0)
        setBlendedRate(ctx, use.instanceHours, r);
    addFees(ctx, o.fees, monthlyFees(o.fees, cv), r);
}

} // namespace gputco
