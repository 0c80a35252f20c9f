#pragma once

#include "costengine.h"
#include "montecarlo.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gputco {

/// The cost and duration of the scenario's job on one option.
struct JobOptionResult
{
    QString id;
    QString name;
    OptionKind kind = OptionKind::Cloud;
    /// False when the job cannot be priced on this option (see notPricedReason).
    bool priced = true;
    QString notPricedReason; ///< translated

    int gpus = 0; ///< GPUs the job runs on
    int nodes = 0; ///< instances or servers those GPUs span
    int instances = 0; ///< cloud: instances billed (reserved + pay-as-you-go)
    double peakTflopsPerGpu = 0.0; ///< 0 when the job was given in GPU-hours
    double usefulGpuHours = 0.0; ///< the work itself on this option's GPUs
    double pipelineEfficiency = 1.0;
    double scalingEfficiency = 1.0;
    QString storageName; ///< empty when none was given (100 % assumed)
    QString interconnectName;
    double billedGpuHours = 0.0; ///< useful / (pipeline x scaling), before interruptions
    double wallClockHours = 0.0; ///< expected, from the start (lead time and spot overhead included)
    double waitHours = 0.0; ///< of which waiting for the servers to arrive
    double cost = 0.0; ///< expected, reporting currency, data included
    double dataCost = 0.0; ///< of which the job's data: storage, reads, egress
    std::optional<double> costPerUsefulGpuHour;
    std::optional<bool> meetsDeadline; ///< with the expected wall-clock; empty without a deadline

    // Spot options: expected overhead of the simulated model and the optimal intervals.
    std::optional<double> spotOverheadFraction;
    std::optional<double> youngIntervalHours;
    std::optional<double> dalyIntervalHours;
    std::optional<MonteCarloResult> monteCarlo;
    bool deadlineSimulated = false; ///< the Monte Carlo applied the deadline's on-demand fallback

    QStringList why; ///< translated: how the numbers came about
    QStringList warnings; ///< translated
};

struct JobResult
{
    QString jobName;
    CurrencyCode currency;
    std::optional<double> trainingFlops; ///< when the job was given in FLOPs or N x D
    double mfu = 0.0;
    std::optional<double> deadlineHours;
    std::vector<JobOptionResult> options;
    bool cancelled = false; ///< the Monte Carlo was cancelled
    QStringList errors; ///< non-empty: nothing could be computed

    bool ok() const { return errors.isEmpty() && !cancelled; }
};

/*!
 * Prices the scenario's job (Scenario::job) on every option: the same work costs different
 * GPU-hours on different platforms, because storage decides how busy the GPUs are and the
 * interconnect how well they scale across nodes, and spot capacity loses work.
 *
 * billed GPU-hours = useful GPU-hours / (pipeline efficiency x scaling efficiency); with one
 * node the scaling efficiency is 1. Cloud costs are instances x wall-clock x price (reserved:
 * whole terms), plus the option's monthly fees for the months the job runs; a self-hosted
 * option charges the job its cost per busy GPU-hour in the capacity view (amortized), and the
 * job starts when the servers arrive. The job's data (dataset and checkpoints stored for the
 * months the job runs, the data read each epoch, the artifacts downloaded) is priced with each
 * option's profile prices and added at its expected value. Spot options get a Monte Carlo of
 * interruptions when settings are given (the data enters its percentiles at its expected cost).
 * Pure function of its inputs.
 */
class JobPlanner
{
public:
    /// `monteCarlo` null: expected values only (no simulation).
    static JobResult compute(const Scenario &scenario, const MonteCarloSettings *monteCarlo = nullptr);

    /// GPU-hours to do `flops` at `peakTflops` (dense, per GPU) x `mfu` (fraction).
    static double flopsToGpuHours(double flops, double peakTflops, double mfu);

    /// A stable 64-bit key of an option id (FNV-1a of its UTF-8), the Monte Carlo stream key.
    static std::uint64_t streamKey(const QString &optionId);
};

} // namespace gputco
