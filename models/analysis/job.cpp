#include "job.h"

#include "efficiencyclasses.h"

#include "sizing.h"

#include "ceilcount.h"
#include "checkpointinterval.h"
#include "exchangerates.h"
#include "tax.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of JobPlanner (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::JobPlanner)
};

QString fixed(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

QString percent(double fraction)
{
    return QString::number(fraction * 100.0, 'g', 4) + QLatin1Char('%');
}

/// Factor from `from` into the reporting currency, with the rate the engine uses.
std::optional<double> toReporting(const Scenario &s, const CurrencyCode &from)
{
    return exchangeFactor(s.exchangeRates, from, s.reportingCurrency);
}

const EfficiencyClass *findClass(const std::vector<EfficiencyClass> &classes, const QString &id)
{
    for (const EfficiencyClass &c : classes)
        if (c.id == id)
            return &c;
    return nullptr;
}

struct Context
{
    const Scenario &scenario;
    const Job &job;
    const ScenarioResult &capacity; // amortized view of the capacity demand
    const MonteCarloSettings *monteCarlo;
    std::vector<EfficiencyClass> storage;
    std::vector<EfficiencyClass> interconnects;
    std::optional<double> flops;
    int defaultGpus = 1;
};

void notPriced(JobOptionResult &r, const QString &reason)
{
    r.priced = false;
    r.notPricedReason = reason;
}

/// VAT (Scenario::vat): the factor that puts an amount of `category` of `option` as entered on
/// the results' basis, as the engine does for the capacity view; 1 without a vat block.
double vatFactor(const Scenario &s, const Option &option, Category category)
{
    return s.vat ? Tax::vatFactor(*s.vat, option, category) : 1.0;
}

/// The reserved instances a cloud option runs the job on: paid a whole term at a time,
/// renewed while the job runs.
struct ReservedTerms
{
    int instances = 0;
    double termHours = 0.0;
    double termCost = 0.0; ///< per instance and term, on the results' basis

    double cost(double hours) const
    {
        return instances > 0 ? double(instances) * std::ceil(hours / termHours - 1e-9) * termCost : 0.0;
    }
};

ReservedTerms reservedTerms(
    const Scenario &s, const ReservedPricing &rp, int needed, double computeVat, double upfrontVat)
{
    const double hpm = s.hoursPerMonth;
    ReservedTerms out;
    out.instances = rp.instances ? std::min(*rp.instances, needed) : needed;
    out.termHours = double(std::max(1, rp.termMonths)) * hpm;
    const double f = toReporting(s, rp.currency).value_or(std::nan(""));
    const ReservedAmounts a = rp.amounts(hpm);
    out.termCost = (a.upfront * upfrontVat + a.monthly * rp.termMonths * computeVat) * f;
    return out;
}

/// The deadline's on-demand fallback of a spot run: the price in the option's job profile, else
/// the spot price's list price; without either the run is simulated without the deadline.
void setFallback(
    const Context &ctx, const SpotPricing &sp, double spotF, double computeVat, SpotRun &run, JobOptionResult &r)
{
    const JobOptionProfile *prof = nullptr;
    for (const JobOptionProfile &p : ctx.job.optionProfiles)
        if (p.optionId == r.id)
            prof = &p;
    if (prof && prof->fallbackPricePerInstanceHour) {
        const CurrencyCode cur = prof->fallbackCurrency.isEmpty() ? sp.currency : prof->fallbackCurrency;
        run.fallbackPricePerInstanceHour
            = *prof->fallbackPricePerInstanceHour * toReporting(ctx.scenario, cur).value_or(std::nan("")) * computeVat;
        run.deadlineHours = ctx.job.deadlineHours;
    } else if (sp.listPricePerInstanceHour) {
        run.fallbackPricePerInstanceHour = *sp.listPricePerInstanceHour * spotF * computeVat;
        run.deadlineHours = ctx.job.deadlineHours;
    } else {
        r.warnings << Tr::tr("No on-demand price to fall back to (give fallbackPricePerInstanceHour in the "
                             "option's job profile): simulated without the deadline.");
    }
}

/// The spot run of `rest` instances for `wall` useful hours, with the reserved terms and fees
/// the Monte Carlo adds to each trial's cost.
SpotRun spotRun(const Context &ctx, const SpotPricing &sp, double wall, int rest, const ReservedTerms &reserved,
    double feesPerHour, double computeVat, JobOptionResult &r)
{
    SpotRun run;
    run.usefulHours = wall;
    run.instances = rest;
    run.interruptionsPerInstanceHour = sp.interruptionsPerInstanceHour;
    run.gangScheduled = sp.gangScheduled;
    run.checkpointIntervalHours = sp.checkpointIntervalHours;
    run.checkpointWriteHours = sp.checkpointWriteHours;
    run.restartHours = sp.restartHours;
    const double spotF = toReporting(ctx.scenario, sp.currency).value_or(std::nan(""));
    run.spotPricePerInstanceHour = sp.pricePerInstanceHour * spotF * computeVat;
    run.otherCostPerHour = feesPerHour;
    run.reservedInstances = reserved.instances;
    run.reservedTermHours = reserved.termHours;
    run.reservedCostPerInstanceTerm = reserved.termCost;
    run.streamKey = JobPlanner::streamKey(r.id);
    if (ctx.job.deadlineHours)
        setFallback(ctx, sp, spotF, computeVat, run, r);
    r.deadlineSimulated = run.deadlineHours.has_value();
    return run;
}

/// The job's `rest` instances on spot capacity: the expected overhead of interruptions sets the
/// wall-clock time and cost, and the Monte Carlo (when asked for) their distribution. Returns
/// false when the Monte Carlo was cancelled; `wallTotal` and `cost` get the expected values.
bool priceSpot(const Context &ctx, const SpotPricing &sp, double wall, int rest, const ReservedTerms &reserved,
    double feesPerHour, double computeVat, double &wallTotal, double &cost, JobOptionResult &r)
{
    const SpotRun run = spotRun(ctx, sp, wall, rest, reserved, feesPerHour, computeVat, r);
    const double lambda = run.jobRate();
    const double overhead = MonteCarlo::expectedOverhead(run);
    r.spotOverheadFraction = overhead;
    if (lambda > 0.0) {
        r.youngIntervalHours = CheckpointInterval::young(sp.checkpointWriteHours, 1.0 / lambda);
        r.dalyIntervalHours = CheckpointInterval::daly(sp.checkpointWriteHours, 1.0 / lambda);
    }
    wallTotal = wall * (1.0 + overhead);
    cost = double(rest) * wallTotal * run.spotPricePerInstanceHour;
    r.why << Tr::tr("Spot: %1 interruption(s) per hour for the job (%2 instance(s)), checkpoint every %3 h written "
                    "in %4 h, restart %5 h: expected overhead %6 of the useful time (lost work, restarts, "
                    "checkpoints).")
                 .arg(QString::number(lambda, 'g', 3))
                 .arg(rest)
                 .arg(sp.checkpointIntervalHours)
                 .arg(sp.checkpointWriteHours)
                 .arg(sp.restartHours)
                 .arg(percent(overhead));
    if (ctx.monteCarlo) {
        MonteCarloResult mc = MonteCarlo::run(run, *ctx.monteCarlo);
        if (mc.cancelled)
            return false;
        if (!mc.errors.isEmpty())
            notPriced(r, mc.errors.join(QLatin1Char(' ')));
        else
            r.monteCarlo = std::move(mc);
    } else if (lambda * (sp.checkpointIntervalHours + sp.checkpointWriteHours) > 50.0) {
        notPriced(r,
            Tr::tr("interruptions are too frequent for the checkpoint interval: the job would practically "
                   "never finish"));
    }
    return true;
}

/// Returns false when the Monte Carlo was cancelled.
bool priceCloud(const Context &ctx, std::size_t index, const CloudOption &c, double wall, JobOptionResult &r)
{
    const Scenario &s = ctx.scenario;
    // Prices on the results' VAT basis, like the capacity view (fees come from it already).
    const double computeVat = vatFactor(s, s.options[index], Category::Compute);
    const double upfrontVat = vatFactor(s, s.options[index], Category::ReservedUpfront);
    const double hpm = s.hoursPerMonth;
    const int gpi = std::max(1, c.gpusPerInstance);
    const int needed = ceilCount(double(r.gpus) / gpi);
    r.instances = needed;
    const double feesPerHour = ctx.capacity.options[index].hiddenFeesTotal / double(s.horizonMonths) / hpm;
    const ReservedTerms reserved
        = c.reserved ? reservedTerms(s, *c.reserved, needed, computeVat, upfrontVat) : ReservedTerms{};
    const int rest = needed - reserved.instances;

    double wallTotal = wall;
    double cost = 0.0;
    if (rest > 0 && c.spot) {
        if (!priceSpot(ctx, *c.spot, wall, rest, reserved, feesPerHour, computeVat, wallTotal, cost, r))
            return false;
        if (!r.priced)
            return true;
    } else if (rest > 0 && c.onDemand) {
        cost = double(rest) * wall * c.onDemand->pricePerInstanceHour
            * toReporting(s, c.onDemand->currency).value_or(std::nan("")) * computeVat;
        r.why << Tr::tr("On-demand: %1 instance(s) x %2 h.").arg(rest).arg(fixed(wall));
    } else if (rest > 0) {
        notPriced(r,
            Tr::tr("the reserved instances do not cover the job's GPUs and the option has no on-demand or spot "
                   "capacity"));
        return true;
    }
    if (reserved.instances > 0) {
        const int terms = ceilCount(wallTotal / reserved.termHours);
        cost += reserved.cost(wallTotal);
        r.why << Tr::tr("Reserved: %1 instance(s) x %2 term(s) of %3 months, paid whether used or not.")
                     .arg(reserved.instances)
                     .arg(terms)
                     .arg(c.reserved->termMonths);
        if (!c.reserved->renew && terms > 1)
            r.warnings << Tr::tr("The job outlasts one reserved term; the job view renews the term.");
    }
    if (feesPerHour > 0.0) {
        cost += feesPerHour * wallTotal;
        r.why << Tr::tr("Monthly fees of the option for the %1 month(s) the job runs.").arg(fixed(wallTotal / hpm, 2));
    }
    if (s.vat && computeVat != 1.0)
        r.why << Tr::tr("Prices x %1 to put them on the results' VAT basis, as in the capacity view.")
                     .arg(QString::number(computeVat, 'g', 6));
    r.wallClockHours = wallTotal;
    r.cost = cost;
    return true;
}

void priceSelfHosted(
    const Context &ctx, std::size_t index, const SelfHostedOption &h, double billed, JobOptionResult &r)
{
    const OptionResult &cap = ctx.capacity.options[index];
    // The servers' own cost per busy GPU-hour: without the cloud bridge of the capacity view,
    // which the job does not use (it waits for the servers).
    const double ownHours = cap.usefulGpuHours - cap.bridgedGpuHours;
    if (!(ownHours > 0.0)) {
        notPriced(r, Tr::tr("the capacity demand gives the servers no busy hours to share their cost over"));
        return;
    }
    const double rate = (cap.total - cap.categoryTotals[gputco::index(Category::CloudBridge)]) / ownHours;
    const int owned = cap.servers.value_or(0) * std::max(1, h.gpusPerServer);
    int used = r.gpus;
    if (owned > 0 && r.gpus > owned) {
        used = owned;
        r.warnings
            << Tr::tr("The job asks for %1 GPUs; the option owns %2 and runs it on those.").arg(r.gpus).arg(owned);
    }
    r.instances = cap.servers.value_or(0);
    const double lead = double(std::max(0, h.leadTimeMonths)) * ctx.scenario.hoursPerMonth;
    r.waitHours = lead;
    r.wallClockHours = lead + billed / std::max(1, used);
    r.cost = billed * rate;
    r.why << Tr::tr("Self-hosted: the job is charged the option's cost per busy GPU-hour in the capacity view "
                    "(amortized), %1 %2.")
                 .arg(fixed(rate, 2), ctx.scenario.reportingCurrency);
    if (h.leadTimeMonths > 0)
        r.why << Tr::tr("The servers arrive after %1 month(s): the job starts then.").arg(h.leadTimeMonths);
    if (cap.bridgedGpuHours > 0.0)
        r.why << Tr::tr("The capacity view's cloud bridge is left out: the job view runs the job on the servers only.");
}

/// The job's data on one option: the dataset and kept checkpoints stored for the months the
/// job runs (wall-clock), the data read each epoch, the artifacts downloaded.
void priceData(
    const Scenario &s, const Option &option, const Job &job, const JobOptionProfile &prof, JobOptionResult &r)
{
    const double storedGb = job.datasetGb + job.checkpointSizeGb * job.checkpointsKept;
    const double readGb = job.readGbPerEpoch.value_or(job.datasetGb) * job.epochs;
    if (storedGb <= 0.0 && readGb <= 0.0 && job.artifactsEgressGb <= 0.0)
        return;
    const CurrencyCode cur = prof.fallbackCurrency.isEmpty() ? s.reportingCurrency : prof.fallbackCurrency;
    const double f = toReporting(s, cur).value_or(std::nan(""));
    const double months = (r.wallClockHours - r.waitHours) / s.hoursPerMonth; // while the job runs
    QStringList missing;
    double cost = 0.0;
    if (storedGb > 0.0) {
        if (prof.storagePricePerGbMonth) {
            const double price = *prof.storagePricePerGbMonth * f * vatFactor(s, option, Category::StorageCapacity);
            const double c = storedGb * months * price;
            cost += c;
            r.why << Tr::tr("Data stored: %1 GB (dataset and %2 checkpoint(s)) for %3 month(s) x %4 per GB-month = %5.")
                         .arg(fixed(storedGb, 0), fixed(job.checkpointsKept, 0), fixed(months, 2),
                             QString::number(price, 'g', 6), fixed(c, 2));
        } else {
            missing << Tr::tr("storage");
        }
    }
    if (readGb > 0.0) {
        if (prof.readPricePerGb) {
            const double price = *prof.readPricePerGb * f * vatFactor(s, option, Category::StorageIo);
            const double c = readGb * price;
            cost += c;
            r.why << Tr::tr("Data read: %1 GB (%2 epoch(s)) x %3 per GB = %4.")
                         .arg(fixed(readGb, 0), fixed(job.epochs, 2), QString::number(price, 'g', 6), fixed(c, 2));
        } else if (prof.storagePricePerGbMonth || prof.egressPricePerGb) {
            r.why << Tr::tr("Data read: no per-GB read price for this option (none counted).");
        }
    }
    if (job.artifactsEgressGb > 0.0) {
        if (prof.egressPricePerGb) {
            const double price = *prof.egressPricePerGb * f * vatFactor(s, option, Category::Egress);
            const double c = job.artifactsEgressGb * price;
            cost += c;
            r.why << Tr::tr("Artifacts downloaded: %1 GB x %2 per GB egress = %3.")
                         .arg(fixed(job.artifactsEgressGb, 0), QString::number(price, 'g', 6), fixed(c, 2));
        } else {
            missing << Tr::tr("egress");
        }
    }
    if (!missing.isEmpty())
        r.warnings << Tr::tr("The job's data is not fully priced on this option: no %1 price in its job profile.")
                          .arg(missing.join(QStringLiteral(", ")));
    r.dataCost = cost;
    r.cost += cost;
    if (r.monteCarlo && cost > 0.0) { // the data at its expected cost in every trial
        Distribution &d = r.monteCarlo->cost;
        for (double *v : {&d.mean, &d.p10, &d.p50, &d.p90, &d.min, &d.max})
            *v += cost;
        r.why << Tr::tr("The Monte Carlo costs include the data at its expected cost.");
    }
}

/// The steps of JobPlanner::compute() for one option, its messages in its translation context.
class JobSteps
{
    Q_DECLARE_TR_FUNCTIONS(gputco::JobPlanner)

public:
    /// The useful GPU-hours of the job on option `r`'s own GPUs: from its FLOPs at this option's peak
    /// and MFU, or the reference GPU-hours given. False (not priced) without a peak for FLOPs.
    static bool setUsefulHours(
        const Context &ctx, const OptionSizing &sizing, const JobOptionProfile &prof, JobOptionResult &r)
    {
        const Job &job = ctx.job;
        if (!ctx.flops) {
            // Given in reference GPU-hours: the option's cards do factor() of them per hour.
            r.usefulGpuHours = *job.usefulGpuHours / (sizing.factor() > 0.0 ? sizing.factor() : 1.0);
            if (!sizing.identity())
                r.why << Tr::tr("Useful GPU-hours: %1 reference GPU-hours / %2 = %3.")
                             .arg(fixed(*job.usefulGpuHours), QString::number(sizing.factor(), 'g', 4),
                                 fixed(r.usefulGpuHours));
            return true;
        }
        // This option's peak: its own (profile), else the reference peak x relative throughput.
        const std::optional<double> basePeak = job.peakTflopsPerGpu ? job.peakTflopsPerGpu : sizing.referencePeakTflops;
        const std::optional<double> peak = prof.peakTflopsPerGpu ? prof.peakTflopsPerGpu
            : basePeak ? std::optional<double>(*basePeak * sizing.relativeThroughput)
                       : std::nullopt;
        if (!peak) {
            notPriced(r, Tr::tr("no peak TFLOP/s for this option's GPU: needed to turn FLOPs into GPU-hours"));
            return false;
        }
        // The job's MFU on the reference stack, times this option's stack efficiency.
        const double mfu = job.mfu * sizing.stackEfficiency;
        r.peakTflopsPerGpu = *peak;
        r.usefulGpuHours = JobPlanner::flopsToGpuHours(*ctx.flops, *peak, mfu);
        r.why << Tr::tr("Useful GPU-hours: %1 FLOPs / (%2 TFLOP/s x %3 MFU) / 3600 = %4.")
                     .arg(QString::number(*ctx.flops, 'g', 4), QString::number(*peak, 'g', 6), percent(mfu),
                         fixed(r.usefulGpuHours));
        return true;
    }

    /// Pipeline efficiency: how busy the storage keeps the GPUs.
    static void setPipelineEfficiency(const Context &ctx, const JobOptionProfile &prof, JobOptionResult &r)
    {
        const QString storageId = prof.storage.isEmpty() ? ctx.job.storage : prof.storage;
        const EfficiencyClass *storage = storageId.isEmpty() ? nullptr : findClass(ctx.storage, storageId);
        if (storage)
            r.storageName = storage->name;
        if (prof.pipelineEfficiency) {
            r.pipelineEfficiency = *prof.pipelineEfficiency;
            r.why << Tr::tr("Pipeline efficiency %1, entered for this option.").arg(percent(r.pipelineEfficiency));
        } else if (storage) {
            r.pipelineEfficiency = storage->efficiency;
            r.why << Tr::tr("Pipeline efficiency %1: %2 (%3).")
                         .arg(percent(r.pipelineEfficiency), storage->name, storage->source);
        } else {
            r.why << Tr::tr("No storage given: pipeline efficiency 100% assumed.");
        }
    }

    /// Scaling efficiency: one node has no multi-node loss; more depend on the interconnect.
    static void setScalingEfficiency(
        const Context &ctx, const Option &o, const JobOptionProfile &prof, JobOptionResult &r)
    {
        const int perNode
            = o.cloud() ? std::max(1, o.cloud()->gpusPerInstance) : std::max(1, o.selfHosted()->gpusPerServer);
        r.nodes = ceilCount(double(r.gpus) / perNode);
        const QString netId = prof.interconnect.isEmpty() ? ctx.job.interconnect : prof.interconnect;
        const EfficiencyClass *net = netId.isEmpty() ? nullptr : findClass(ctx.interconnects, netId);
        if (net)
            r.interconnectName = net->name;
        if (r.nodes <= 1) {
            r.scalingEfficiency = 1.0;
            r.why << Tr::tr("One node: no multi-node scaling loss.");
        } else if (prof.scalingEfficiency) {
            r.scalingEfficiency = *prof.scalingEfficiency;
            r.why << Tr::tr("Scaling efficiency %1 over %2 nodes, entered for this option.")
                         .arg(percent(r.scalingEfficiency))
                         .arg(r.nodes);
        } else if (net) {
            r.scalingEfficiency = net->efficiency;
            r.why << Tr::tr("Scaling efficiency %1 over %2 nodes: %3 (%4).")
                         .arg(percent(r.scalingEfficiency))
                         .arg(r.nodes)
                         .arg(net->name, net->source);
        } else {
            r.why << Tr::tr("No interconnect given: scaling efficiency 100% assumed over %1 nodes.").arg(r.nodes);
        }
    }

    /// What a priced option adds last: the job's data, a note on price trends, the cost per useful
    /// GPU-hour and whether it meets the deadline.
    static void finishPriced(const Scenario &s, const Option &o, const JobOptionProfile &prof, JobOptionResult &r)
    {
        const Job &job = *s.job;
        priceData(s, o, job, prof, r);
        if (!s.priceTrends.isZero())
            r.why << Tr::tr("Prices as entered: the job view does not apply the scenario's price trends.");
        if (r.usefulGpuHours > 0.0)
            r.costPerUsefulGpuHour = r.cost / r.usefulGpuHours;
        if (job.deadlineHours) {
            r.meetsDeadline = r.monteCarlo && r.deadlineSimulated ? r.monteCarlo->deadlineMissShare == 0.0
                                                                  : r.wallClockHours <= *job.deadlineHours + 1e-9;
            if (!*r.meetsDeadline)
                r.warnings << Tr::tr("Misses the deadline of %1 h (expected %2 h).")
                                  .arg(fixed(*job.deadlineHours), fixed(r.wallClockHours));
        }
    }

    /// The job on option `i`: its GPUs, useful and billed GPU-hours, wall-clock and cost. Returns
    /// false when the Monte Carlo was cancelled.
    static bool priceOption(const Context &ctx, std::size_t i, JobOptionResult &r)
    {
        const Scenario &s = ctx.scenario;
        const Option &o = s.options[i];
        r.id = o.id;
        r.name = o.name;
        r.kind = o.kind();
        JobOptionProfile prof;
        for (const JobOptionProfile &p : ctx.job.optionProfiles)
            if (p.optionId == o.id)
                prof = p;
        // The same factors as the capacity view (issue 18): the job's GPUs and GPU-hours are in
        // reference cards; this option needs fewer or more of its own.
        const OptionSizing sizing = sizingOf(s, o);
        r.gpus = prof.gpus.value_or(sizing.cardsFor(ctx.defaultGpus));
        if (!prof.gpus && !sizing.identity())
            r.why << Tr::tr("%1 GPUs of this option for %2 reference GPUs: %3.")
                         .arg(r.gpus)
                         .arg(ctx.defaultGpus)
                         .arg(sizing.explanation());
        if (!setUsefulHours(ctx, sizing, prof, r))
            return true;
        setPipelineEfficiency(ctx, prof, r);
        setScalingEfficiency(ctx, o, prof, r);
        r.billedGpuHours = r.usefulGpuHours / (r.pipelineEfficiency * r.scalingEfficiency);
        r.why << Tr::tr("Billed GPU-hours = %1 / (%2 x %3) = %4.")
                     .arg(fixed(r.usefulGpuHours), percent(r.pipelineEfficiency), percent(r.scalingEfficiency),
                         fixed(r.billedGpuHours));
        const double wall = r.billedGpuHours / std::max(1, r.gpus);
        if (const CloudOption *c = o.cloud()) {
            if (!priceCloud(ctx, i, *c, wall, r))
                return false;
        } else {
            priceSelfHosted(ctx, i, *o.selfHosted(), r.billedGpuHours, r);
        }
        if (r.priced)
            finishPriced(s, o, prof, r);
        return true;
    }
};

} // namespace

double JobPlanner::flopsToGpuHours(double flops, double peakTflops, double mfu)
{
    if (!(peakTflops > 0.0) || !(mfu > 0.0))
        return 0.0;
    return flops / (peakTflops * 1e12 * mfu) / 3600.0;
}

std::uint64_t JobPlanner::streamKey(const QString &optionId)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const char c : optionId.toUtf8()) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    return h;
}

JobResult JobPlanner::compute(const Scenario &s, const MonteCarloSettings *monteCarlo)
{
    JobResult result;
    result.currency = s.reportingCurrency;
    if (!s.job) {
        result.errors << Tr::tr("the scenario has no job section");
        return result;
    }
    const Job &job = *s.job;
    result.jobName = job.name;
    result.mfu = job.mfu;
    result.deadlineHours = job.deadlineHours;
    if (job.trainingFlops)
        result.trainingFlops = job.trainingFlops;
    else if (job.parameters && job.tokens)
        result.trainingFlops = 6.0 * *job.parameters * *job.tokens;
    if (!job.usefulGpuHours && !result.trainingFlops) {
        result.errors << Tr::tr("the job has no size: give useful GPU-hours, training FLOPs, or parameters and tokens");
        return result;
    }
    if (result.trainingFlops && !(job.mfu > 0.0)) {
        result.errors << Tr::tr("the MFU must be positive to turn FLOPs into GPU-hours");
        return result;
    }
    const ScenarioResult capacity = CostEngine::compute(s, CostView::Amortized);
    if (!capacity.ok()) {
        result.errors = capacity.errors;
        return result;
    }
    Context ctx{s, job, capacity, monteCarlo, EfficiencyClasses::storage(job), EfficiencyClasses::interconnects(job),
        result.trainingFlops, job.gpus ? *job.gpus : std::max(1, ceilCount(s.demand.gpuCount))};
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        JobOptionResult r;
        if (!JobSteps::priceOption(ctx, i, r)) {
            result.cancelled = true;
            return result;
        }
        result.options.push_back(std::move(r));
    }
    return result;
}

} // namespace gputco
