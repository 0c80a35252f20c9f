#pragma once

#include "montecarlolimits.h"

#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/// Threads for a Monte Carlo when none are asked for: as many as the machine runs at once
/// (QThread::idealThreadCount(), at least 1), the same in the app and the CLI.
int defaultMonteCarloThreads();

/*!
 * One run of a job on spot capacity, as the Monte Carlo simulates it. Times are in hours,
 * money in the reporting currency.
 *
 * The job is a sequence of segments: T hours of useful work, then a checkpoint written in C
 * hours; the last segment holds the rest of the work and is also followed by a checkpoint.
 * Interruptions arrive as a Poisson process with the job's rate (per-instance rate x
 * instances when gang-scheduled). An interruption, also one during a checkpoint write, loses
 * the work since the last completed checkpoint; the job then restarts after R hours (not
 * interruptible). Every elapsed hour, restarts included, is billed.
 *
 * With a deadline the policy is safe: stay on spot for another segment only if, were that
 * segment lost entirely, a restart on on-demand would still finish in time
 * (t + segment + R + remaining <= deadline); otherwise move the rest to on-demand at the
 * fallback price (restart R, then the remaining segments without interruptions). A trial
 * draws its failures and lost work as without a deadline (so a trial the deadline does not
 * touch is the same trial); when it can bind, the interruptions are laid out in an order and
 * with losses consistent with those draws, and the first one that triggers the fallback is
 * found by bisection (montecarlo.cpp).
 */
struct SpotRun
{
    double usefulHours = 0.0; ///< W: wall-clock hours of useful work at the job's size
    int instances = 1; ///< spot instances the job runs on
    double interruptionsPerInstanceHour = 0.0;
    bool gangScheduled = true; ///< one interrupted instance stops the whole job
    double checkpointIntervalHours = 1.0; ///< T
    double checkpointWriteHours = 0.0; ///< C
    double restartHours = 0.0; ///< R
    double spotPricePerInstanceHour = 0.0;
    std::optional<double> deadlineHours; ///< from the start of the job
    double fallbackPricePerInstanceHour = 0.0; ///< on-demand price after falling back
    double otherCostPerHour = 0.0; ///< per elapsed hour: prorated monthly fees and the like
    /// A reserved base held for the whole run (mixed option): whole terms are paid.
    int reservedInstances = 0;
    double reservedTermHours = 0.0;
    double reservedCostPerInstanceTerm = 0.0;
    /// Mixed into the seed, so that several options simulated with one seed get their own streams.
    std::uint64_t streamKey = 0;

    /// The job's interruption rate per hour.
    double jobRate() const
    {
        return interruptionsPerInstanceHour * (gangScheduled ? (instances > 0 ? instances : 1) : 1);
    }
};

/// How many trials, which seed, and the hooks a worker thread needs.
struct MonteCarloSettings
{
    int trials = 10000;
    std::uint64_t seed = 1;
    /// Threads to use (1 to 64). Trials are drawn in fixed blocks with seeds derived from
    /// `seed`, so the result does not depend on the number of threads. The app and the CLI
    /// pass defaultMonteCarloThreads().
    int threads = 2;
    /// Checked between blocks of trials; when it becomes true run() returns cancelled.
    const std::atomic<bool> *cancel = nullptr;
    /// Called on the calling thread with the trials done so far (for a progress bar).
    std::function<void(int done, int total)> progress;
};

/// Mean and percentiles (nearest rank: percentile()) of one quantity.
struct Distribution
{
    double mean = 0.0;
    double p10 = 0.0;
    double p50 = 0.0;
    double p90 = 0.0;
    double min = 0.0;
    double max = 0.0;
};

struct MonteCarloResult
{
    std::uint64_t seed = 0;
    int trials = 0;
    bool cancelled = false;
    Distribution cost; ///< per trial: spot + fallback + reserved + other costs
    Distribution finishHours; ///< elapsed from start to the last checkpoint
    Distribution overheadFraction; ///< billed job hours / useful hours - 1
    double meanInterruptions = 0.0;
    double meanLostHours = 0.0; ///< work lost since the last checkpoint (incl. partial writes)
    double meanRestartHours = 0.0;
    double meanCheckpointHours = 0.0; ///< completed checkpoint writes
    double meanSpotHours = 0.0; ///< billed hours on spot, per instance
    double meanFallbackHours = 0.0; ///< billed hours on on-demand after falling back, per instance
    double fallbackShare = 0.0; ///< share of trials that fell back to on-demand
    double deadlineMissShare = 0.0; ///< share of trials finishing after the deadline
    QStringList errors; ///< translated; non-empty: nothing was simulated

    bool ok() const { return errors.isEmpty() && !cancelled; }
};

/// One trial as MonteCarlo::trials() gives it (hours per instance).
struct TrialOutcome
{
    double finish = 0.0;
    double spotHours = 0.0;
    double fallbackHours = 0.0;
    double lost = 0.0;
    double restarts = 0.0;
    long long interruptions = 0;
    bool fellBack = false;
};

/*!
 * Monte Carlo of spot interruptions for one job on one option (model in SpotRun). Random
 * numbers come from std::mt19937_64 seeded from the user-visible seed, so the same inputs and
 * seed give the same result on every machine and with any number of threads. Safe to call
 * from a worker thread; several runs may go on at once.
 */
class MonteCarlo
{
public:
    static MonteCarloResult run(const SpotRun &run, const MonteCarloSettings &settings);

    /// The trials run() draws for `seed`, one by one (for tests). With a deadline run() finds
    /// each trial's fallback by a screen and a bisection; `walkEveryInterruption` visits every
    /// interruption in turn instead, the straightforward reference that must give the same.
    static std::vector<TrialOutcome> trials(
        const SpotRun &run, std::uint64_t seed, int trials, bool walkEveryInterruption = false);

    /// Exact expected overhead per useful hour of the model without a deadline:
    /// each segment of length s takes (e^(lambda s) - 1)(R + 1/lambda) hours on average.
    static double expectedOverhead(const SpotRun &run);
};

} // namespace gputco
