#include "montecarlo.h"

#include "percentile.h"
#include "translate.h"

#include <QThread>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>
#include <vector>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::MonteCarlo", text);
}

constexpr int kBlock = 1024;              // trials per block; each block has its own seed
constexpr long long kExactLossDraws = 16; // above this many losses, their sum is drawn as a normal

std::uint64_t splitMix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

std::uint64_t blockSeed(std::uint64_t seed, std::uint64_t streamKey, int block)
{
    return splitMix64(splitMix64(seed ^ splitMix64(streamKey)) + static_cast<std::uint64_t>(block));
}

/// The job cut into checkpointed segments: `full` segments of `tau` = T + C, then one of
/// `last` = rest + C (0 when the work divides evenly).
struct Segments
{
    long long full = 0;
    double tau = 0.0;
    double last = 0.0;

    long long count() const { return full + (last > 0.0 ? 1 : 0); }
    double length(long long i) const { return i < full ? tau : last; }
    /// Time for segments i.. without interruptions.
    double remaining(long long i) const
    {
        return i < full ? double(full - i) * tau + last : (i == full ? last : 0.0);
    }
};

Segments segments(const SpotRun &r)
{
    Segments s;
    const double T = r.checkpointIntervalHours;
    const double ratio = r.usefulHours / T;
    s.full = static_cast<long long>(std::floor(ratio + 1e-9));
    double rest = r.usefulHours - double(s.full) * T;
    if (rest < 1e-9 * T)
        rest = 0.0;
    s.tau = T + r.checkpointWriteHours;
    s.last = rest > 0.0 ? rest + r.checkpointWriteHours : 0.0;
    return s;
}

/// Expected time to finish one segment of length s at rate lambda, restart R not interruptible.
double expectedSegmentTime(double s, double lambda, double restart)
{
    if (!(lambda > 0.0))
        return s;
    return std::expm1(lambda * s) * (restart + 1.0 / lambda);
}

struct Trial
{
    double finish = 0.0;
    double spotHours = 0.0;     // per instance
    double fallbackHours = 0.0; // per instance
    double lost = 0.0;
    double restarts = 0.0;
    double checkpoints = 0.0;
    long long interruptions = 0;
    bool fellBack = false;
};

/// Draws the work lost by `n` interruptions of a segment of length s: each loss is the time
/// to the interruption given that it came before the segment ended (a truncated exponential).
double sumOfLosses(long long n, double lambda, double s, std::mt19937_64 &rng, std::normal_distribution<double> &z)
{
    if (n <= 0)
        return 0.0;
    const double ls = lambda * s;
    const double q = -std::expm1(-ls); // P(interrupted within the segment)
    if (n <= kExactLossDraws) {
        std::uniform_real_distribution<double> u(0.0, 1.0);
        double sum = 0.0;
        for (long long k = 0; k < n; ++k)
            sum += -std::log1p(-u(rng) * q) / lambda;
        return sum;
    }
    // Sum of many bounded i.i.d. losses: normal with their exact mean and variance.
    double mean, var;
    if (ls < 1e-4) {
        mean = s / 2.0 - lambda * s * s / 12.0;
        var = s * s / 12.0;
    } else {
        const double p = 1.0 - q;
        mean = 1.0 / lambda - s * p / q;
        const double second = (2.0 / (lambda * lambda) - p * (s * s + 2.0 * s / lambda + 2.0 / (lambda * lambda))) / q;
        var = std::max(0.0, second - mean * mean);
    }
    return std::clamp(double(n) * mean + std::sqrt(double(n) * var) * z(rng), 0.0, double(n) * s);
}

/// Without a deadline the path does not matter, only the totals: the number of failed
/// attempts before n successful segments is negative binomial, so each trial costs O(1)
/// whatever the job's length.
Trial simulateTotals(const SpotRun &r, const Segments &seg, double lambda, std::mt19937_64 &rng,
                     std::normal_distribution<double> &z)
{
    Trial t;
    const double C = r.checkpointWriteHours;
    const double R = r.restartHours;
    t.checkpoints = double(seg.count()) * C;
    double time = seg.remaining(0);
    if (lambda > 0.0) {
        long long failures = 0;
        if (seg.full > 0) {
            const double p = std::exp(-lambda * seg.tau);
            if (p < 1.0) {
                std::negative_binomial_distribution<long long> nb(seg.full, p);
                failures = nb(rng);
            }
            t.lost += sumOfLosses(failures, lambda, seg.tau, rng, z);
        }
        if (seg.last > 0.0) {
            const double p = std::exp(-lambda * seg.last);
            long long f = 0;
            if (p < 1.0) {
                std::geometric_distribution<long long> g(p);
                f = g(rng);
            }
            t.lost += sumOfLosses(f, lambda, seg.last, rng, z);
            failures += f;
        }
        t.interruptions = failures;
        t.restarts = double(failures) * R;
        time += t.lost + t.restarts;
    }
    t.finish = time;
    t.spotHours = time;
    return t;
}

/// With a deadline: interruption by interruption, applying the fallback policy.
Trial simulatePath(const SpotRun &r, const Segments &seg, double lambda, double deadline, std::mt19937_64 &rng)
{
    Trial t;
    const double C = r.checkpointWriteHours;
    const double R = r.restartHours;
    const long long n = seg.count();
    long long i = 0;
    double now = 0.0;
    auto fallBack = [&](double restart) {
        t.fellBack = true;
        t.spotHours = now;
        t.fallbackHours = restart + seg.remaining(i);
        t.restarts += restart;
        t.checkpoints += double(n - i) * C;
        t.finish = now + t.fallbackHours;
    };
    if (now + seg.length(i) + R + seg.remaining(i) > deadline) {
        fallBack(0.0); // not even one segment can be risked: on-demand from the start
        return t;
    }
    std::exponential_distribution<double> gapDist(lambda > 0.0 ? lambda : 1.0);
    while (true) {
        const double gap = lambda > 0.0 ? gapDist(rng) : std::numeric_limits<double>::infinity();
        // Whole segments done before the next interruption.
        const long long k = i < seg.full
                ? std::min<long long>(seg.full - i, static_cast<long long>(std::min(gap / seg.tau, 9e18)))
                : 0;
        double used = double(k) * seg.tau;
        i += k;
        t.checkpoints += double(k) * C;
        if (i == seg.full && seg.last > 0.0 && gap - used >= seg.last) {
            used += seg.last;
            ++i;
            t.checkpoints += C;
        }
        if (i >= n) {
            now += used;
            t.finish = now;
            t.spotHours = now;
            return t;
        }
        // Interrupted inside segment i: everything since its start is lost.
        now += gap;
        t.lost += gap - used;
        ++t.interruptions;
        if (now + R + seg.length(i) + R + seg.remaining(i) > deadline) {
            fallBack(R);
            return t;
        }
        now += R;
        t.restarts += R;
    }
}

Distribution distribution(std::vector<double> &v)
{
    Distribution d;
    if (v.empty())
        return d;
    double sum = 0.0;
    for (double x : v)
        sum += x;
    d.mean = sum / double(v.size());
    const auto [mn, mx] = std::minmax_element(v.begin(), v.end());
    d.min = *mn;
    d.max = *mx;
    d.p10 = percentile(v, 0.10);
    d.p50 = percentile(v, 0.50);
    d.p90 = percentile(v, 0.90);
    return d;
}

struct BlockSums
{
    double lost = 0.0, restarts = 0.0, checkpoints = 0.0, spot = 0.0, fallback = 0.0, interruptions = 0.0;
    int fellBack = 0, missed = 0;
};

} // namespace

double MonteCarlo::expectedOverhead(const SpotRun &r)
{
    if (!(r.usefulHours > 0.0) || !(r.checkpointIntervalHours > 0.0))
        return 0.0;
    const Segments seg = segments(r);
    const double lambda = r.jobRate();
    const double total = double(seg.full) * expectedSegmentTime(seg.tau, lambda, r.restartHours)
            + (seg.last > 0.0 ? expectedSegmentTime(seg.last, lambda, r.restartHours) : 0.0);
    return total / r.usefulHours - 1.0;
}

int defaultMonteCarloThreads()
{
    return std::max(1, QThread::idealThreadCount());
}

MonteCarloResult MonteCarlo::run(const SpotRun &r, const MonteCarloSettings &settings)
{
    MonteCarloResult result;
    result.seed = settings.seed;
    result.trials = settings.trials;
    if (settings.trials < kMinTrials || settings.trials > kMaxTrials)
        result.errors << tr("the number of trials must be between %1 and %2").arg(kMinTrials).arg(kMaxTrials);
    if (settings.seed > kMaxSeed)
        result.errors << tr("the seed must be between 0 and %1").arg(kMaxSeed);
    if (!(r.usefulHours > 0.0) || !std::isfinite(r.usefulHours))
        result.errors << tr("the job needs a positive number of useful hours");
    if (!(r.checkpointIntervalHours > 0.0))
        result.errors << tr("the checkpoint interval must be positive");
    if (r.checkpointWriteHours < 0.0 || r.restartHours < 0.0 || r.interruptionsPerInstanceHour < 0.0)
        result.errors << tr("checkpoint write time, restart time and interruption rate must not be negative");
    if (r.instances < 1)
        result.errors << tr("the job needs at least one instance");
    if (r.deadlineHours && !(*r.deadlineHours > 0.0))
        result.errors << tr("the deadline must be positive");
    if (!result.errors.isEmpty())
        return result;
    if (r.usefulHours / r.checkpointIntervalHours > 1e12)
        result.errors << tr("the checkpoint interval is too short for this job (more than 10^12 checkpoints)");
    const Segments seg = segments(r);
    const double lambda = r.jobRate();
    // Each segment of length s needs e^(lambda s) - 1 failed attempts on average.
    const double expectedFailures = double(seg.full) * std::expm1(std::min(lambda * seg.tau, 700.0))
            + std::expm1(std::min(lambda * seg.last, 700.0));
    if (expectedFailures > 1e10)
        result.errors << tr("interruptions are too frequent for the checkpoint interval (%1 expected per interval): "
                            "the job would practically never finish; shorten the interval")
                             .arg(lambda * seg.tau, 0, 'g', 3);
    if (!result.errors.isEmpty())
        return result;

    const int trials = settings.trials;
    const int blocks = (trials + kBlock - 1) / kBlock;
    std::vector<double> cost(static_cast<std::size_t>(trials)), finish(static_cast<std::size_t>(trials));
    std::vector<BlockSums> sums(static_cast<std::size_t>(blocks));
    std::atomic<int> nextBlock{0};
    std::atomic<int> trialsDone{0};
    std::atomic<bool> stopped{false};

    const double N = double(r.instances);
    auto runBlock = [&](int b) {
        std::mt19937_64 rng(blockSeed(settings.seed, r.streamKey, b));
        std::normal_distribution<double> z(0.0, 1.0);
        const int begin = b * kBlock;
        const int end = std::min(trials, begin + kBlock);
        BlockSums &s = sums[std::size_t(b)];
        for (int k = begin; k < end; ++k) {
            const Trial t = r.deadlineHours ? simulatePath(r, seg, lambda, *r.deadlineHours, rng)
                                            : simulateTotals(r, seg, lambda, rng, z);
            double c = N * (t.spotHours * r.spotPricePerInstanceHour
                            + t.fallbackHours * r.fallbackPricePerInstanceHour)
                    + r.otherCostPerHour * t.finish;
            if (r.reservedInstances > 0 && r.reservedTermHours > 0.0)
                c += double(r.reservedInstances) * std::ceil(t.finish / r.reservedTermHours - 1e-9)
                        * r.reservedCostPerInstanceTerm;
            cost[std::size_t(k)] = c;
            finish[std::size_t(k)] = t.finish;
            s.lost += t.lost;
            s.restarts += t.restarts;
            s.checkpoints += t.checkpoints;
            s.spot += t.spotHours;
            s.fallback += t.fallbackHours;
            s.interruptions += double(t.interruptions);
            s.fellBack += t.fellBack ? 1 : 0;
            s.missed += r.deadlineHours && t.finish > *r.deadlineHours + 1e-9 ? 1 : 0;
        }
        trialsDone += end - begin;
    };
    auto worker = [&](bool reportProgress) {
        while (!stopped.load(std::memory_order_relaxed)) {
            if (settings.cancel && settings.cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                break;
            }
            const int b = nextBlock.fetch_add(1);
            if (b >= blocks)
                break;
            runBlock(b);
            if (reportProgress && settings.progress)
                settings.progress(trialsDone.load(), trials);
        }
    };
    const int threads = std::clamp(settings.threads, 1, std::min(64, blocks));
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(threads - 1));
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker, false);
    worker(true);
    for (std::thread &th : pool)
        th.join();
    if (stopped || (settings.cancel && settings.cancel->load()) || trialsDone.load() < trials) {
        result.cancelled = true;
        return result;
    }
    if (settings.progress)
        settings.progress(trials, trials);

    BlockSums total;
    for (const BlockSums &s : sums) { // in block order, so sums do not depend on the threads
        total.lost += s.lost;
        total.restarts += s.restarts;
        total.checkpoints += s.checkpoints;
        total.spot += s.spot;
        total.fallback += s.fallback;
        total.interruptions += s.interruptions;
        total.fellBack += s.fellBack;
        total.missed += s.missed;
    }
    const double n = double(trials);
    result.meanLostHours = total.lost / n;
    result.meanRestartHours = total.restarts / n;
    result.meanCheckpointHours = total.checkpoints / n;
    result.meanSpotHours = total.spot / n;
    result.meanFallbackHours = total.fallback / n;
    result.meanInterruptions = total.interruptions / n;
    result.fallbackShare = double(total.fellBack) / n;
    result.deadlineMissShare = double(total.missed) / n;
    result.cost = distribution(cost);
    result.finishHours = distribution(finish);
    // The overhead is an increasing affine function of the finish time: same order statistics.
    auto overhead = [&](double hours) { return hours / r.usefulHours - 1.0; };
    const Distribution &f = result.finishHours;
    result.overheadFraction = {overhead(f.mean), overhead(f.p10), overhead(f.p50), overhead(f.p90),
                               overhead(f.min), overhead(f.max)};
    return result;
}

} // namespace gputco
