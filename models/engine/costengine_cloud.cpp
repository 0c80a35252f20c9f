#include "costengine_p.h"

#include "ceilcount.h"
#include "translate.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::CostEngine", text);
}

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

} // namespace

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

} // namespace gputco
