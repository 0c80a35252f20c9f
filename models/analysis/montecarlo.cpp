#include "montecarlo.h"

#include "cpustate.h"

#include "percentile.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <thread>
#include <vector>

namespace gputco {

namespace {

constexpr int kBlock = 1024; // trials per block; each block has its own seed
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
    double remaining(long long i) const { return i < full ? double(full - i) * tau + last : (i == full ? last : 0.0); }
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
    double spotHours = 0.0; // per instance
    double fallbackHours = 0.0; // per instance
    double lost = 0.0;
    double restarts = 0.0;
    double checkpoints = 0.0;
    long long interruptions = 0;
    bool fellBack = false;
};

/// Mean and variance of one loss: the time to an interruption that came before the end of a
/// segment of length s (an exponential at rate lambda truncated to [0, s)).
struct LossMoments
{
    double mean = 0.0;
    double var = 0.0;
};

LossMoments lossMoments(double lambda, double s)
{
    const double ls = lambda * s;
    const double q = -std::expm1(-ls); // P(interrupted within the segment)
    LossMoments m;
    if (ls < 1e-4) {
        m.mean = s / 2.0 - lambda * s * s / 12.0;
        m.var = s * s / 12.0;
    } else {
        const double p = 1.0 - q;
        m.mean = 1.0 / lambda - s * p / q;
        const double second = (2.0 / (lambda * lambda) - p * (s * s + 2.0 * s / lambda + 2.0 / (lambda * lambda))) / q;
        m.var = std::max(0.0, second - m.mean * m.mean);
    }
    return m;
}

/// Draws the work lost by `n` interruptions of a segment of length s: each loss is the time
/// to the interruption given that it came before the segment ended (a truncated exponential).
double sumOfLosses(long long n, double lambda, double s, std::mt19937_64 &rng, std::normal_distribution<double> &z)
{
    if (n <= 0)
        return 0.0;
    if (n <= kExactLossDraws) {
        const double q = -std::expm1(-lambda * s);
        std::uniform_real_distribution<double> u(0.0, 1.0);
        double sum = 0.0;
        for (long long k = 0; k < n; ++k)
            sum += -std::log1p(-u(rng) * q) / lambda;
        return sum;
    }
    // Sum of many bounded i.i.d. losses: normal with their exact mean and variance.
    const LossMoments m = lossMoments(lambda, s);
    return std::clamp(double(n) * m.mean + std::sqrt(double(n) * m.var) * z(rng), 0.0, double(n) * s);
}

/// The random part of a trial: failures on the full segments (negative binomial) and on the
/// last one (geometric), and the work each group lost.
struct Failures
{
    long long full = 0;
    double fullLoss = 0.0;
    long long last = 0;
    double lastLoss = 0.0;
};

Failures drawFailures(const Segments &seg, double lambda, std::mt19937_64 &rng, std::normal_distribution<double> &z)
{
    Failures f;
    if (!(lambda > 0.0))
        return f;
    if (seg.full > 0) {
        const double p = std::exp(-lambda * seg.tau);
        if (p < 1.0) {
            std::negative_binomial_distribution<long long> nb(seg.full, p);
            f.full = nb(rng);
        }
        f.fullLoss = sumOfLosses(f.full, lambda, seg.tau, rng, z);
    }
    if (seg.last > 0.0) {
        const double p = std::exp(-lambda * seg.last);
        if (p < 1.0) {
            std::geometric_distribution<long long> g(p);
            f.last = g(rng);
        }
        f.lastLoss = sumOfLosses(f.last, lambda, seg.last, rng, z);
    }
    return f;
}

/// Without a deadline the path does not matter, only the totals: the number of failed
/// attempts before n successful segments is negative binomial, so each trial costs O(1)
/// whatever the job's length.
Trial totalsTrial(const SpotRun &r, const Segments &seg, double lambda, const Failures &f)
{
    Trial t;
    const double C = r.checkpointWriteHours;
    const double R = r.restartHours;
    t.checkpoints = double(seg.count()) * C;
    double time = seg.remaining(0);
    if (lambda > 0.0) {
        t.lost += f.fullLoss;
        t.lost += f.lastLoss;
        const long long failures = f.full + f.last;
        t.interruptions = failures;
        t.restarts = double(failures) * R;
        time += t.lost + t.restarts;
    }
    t.finish = time;
    t.spotHours = time;
    return t;
}

/// A small counter-based generator (SplitMix64) for the draws that must not depend on the
/// order in which they are made: usable with the <random> distributions.
struct SplitMixEngine
{
    using result_type = std::uint64_t;
    std::uint64_t state;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return ~result_type(0); }
    result_type operator()() { return splitMix64(state += 0x9E3779B97F4A7C15ull); }
};

/// One standard normal for node `id` of a loss tree, from a hash (Box-Muller).
double hashedNormal(std::uint64_t key, std::uint64_t id)
{
    const std::uint64_t a = splitMix64(key ^ splitMix64(id));
    const std::uint64_t b = splitMix64(a);
    const double u1 = (double(a >> 11) + 1.0) * 0x1.0p-53; // (0, 1]
    const double u2 = double(b >> 11) * 0x1.0p-53; // [0, 1)
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

/*!
 * The losses of one group of failures, in order, as a binary tree: the root holds the n losses
 * with their drawn sum; a node of n losses and sum S splits into n/2 and n - n/2 losses, the
 * left sum drawn as a normal bridge (mean S n1/n, variance var n1 n2/n, the losses' variance)
 * inside what the segment length allows. Each node's draw comes from a hash of the trial's
 * key and the node's id, so the tree is the same however much of it is looked at: a search
 * that follows one path (O(log n)) sees exactly the losses a walk over every leaf sees.
 */
struct LossTree
{
    std::uint64_t key = 0;
    double segment = 0.0; ///< the segment length: no single loss is longer
    double var = 0.0; ///< variance of one loss

    double leftSum(std::uint64_t id, long long n, double sum) const
    {
        const long long n1 = n / 2;
        const long long n2 = n - n1;
        const double mean = sum * double(n1) / double(n);
        const double sd = std::sqrt(var * double(n1) * double(n2) / double(n));
        const double lo = std::max(0.0, sum - double(n2) * segment);
        const double hi = std::min(sum, double(n1) * segment);
        return std::clamp(mean + sd * hashedNormal(key, id), lo, std::max(lo, hi));
    }

    /// Every loss in order (for the walk).
    void leaves(std::uint64_t id, long long n, double sum, std::vector<double> &out) const
    {
        if (n == 1) {
            out.push_back(sum);
            return;
        }
        const double left = leftSum(id, n, sum);
        leaves(2 * id, n / 2, left, out);
        leaves(2 * id + 1, n - n / 2, sum - left, out);
    }
};

/// The first failure k (1-based) of a group of n with losses `tree` (sum `sum`) at which the
/// wasted time base + (losses 1..k) + k R exceeds `threshold`, or 0; `prefix` gets losses 1..k.
/// By bisection of the tree: wasted time only grows, so one path leads to it.
long long firstCrossing(
    const LossTree &tree, long long n, double sum, double base, double R, double threshold, double &prefix)
{
    if (n <= 0 || !(base + sum + double(n) * R > threshold))
        return 0;
    std::uint64_t id = 1;
    long long offset = 0;
    double before = 0.0;
    while (n > 1) {
        const long long n1 = n / 2;
        const double left = tree.leftSum(id, n, sum);
        if (base + (before + left) + double(offset + n1) * R > threshold) {
            id = 2 * id;
            n = n1;
            sum = left;
        } else {
            before += left;
            offset += n1;
            id = 2 * id + 1;
            n -= n1;
            sum -= left;
        }
    }
    prefix = before + sum;
    return offset + 1;
}

/// The same by walking every failure in turn: the reference the search is tested against.
long long firstCrossingWalk(
    const LossTree &tree, long long n, double sum, double base, double R, double threshold, double &prefix)
{
    if (n <= 0)
        return 0;
    std::vector<double> losses;
    losses.reserve(std::size_t(n));
    tree.leaves(1, n, sum, losses);
    double p = 0.0;
    for (long long k = 1; k <= n; ++k) {
        p += losses[std::size_t(k - 1)];
        if (base + p + double(k) * R > threshold) {
            prefix = p;
            return k;
        }
    }
    return 0;
}

/// Segments completed before the k-th of f failures on the full segments: the failures and the
/// first `others` successes are in random order (the last success ends the group), so the
/// count is beta-binomial(others, k, f - k + 1).
long long successesBefore(long long k, long long f, long long others, std::uint64_t key)
{
    if (others <= 0)
        return 0;
    SplitMixEngine rng{splitMix64(key ^ 0x5851F42D4C957F2Dull)};
    std::gamma_distribution<double> a{double(k), 1.0};
    std::gamma_distribution<double> b{double(f - k + 1), 1.0};
    const double x = a(rng);
    const double y = b(rng);
    const double p = x + y > 0.0 ? x / (x + y) : 0.5;
    std::binomial_distribution<long long> bin(others, std::clamp(p, 0.0, 1.0));
    return bin(rng);
}

/*!
 * With a deadline. The policy (SpotRun) falls back at the first interruption after which the
 * wasted time W (work lost + restarts so far, this restart included) leaves no room to lose
 * the next attempt: S + W + segment + R > deadline, S the uninterrupted time. W never
 * decreases, so:
 * - a trial whose whole waste (drawn as without a deadline) passes the test never falls back:
 *   it is that trial, unchanged (the screen; most trials of a realistic deadline);
 * - otherwise the losses are laid out as a path consistent with the drawn failures (LossTree)
 *   and the first failing interruption is found by bisection (or, with `walk`, by visiting
 *   every interruption: the straightforward reference, same result);
 * - the segments done by then follow from the order of failures and successes.
 */
Trial deadlineTrial(const SpotRun &r, const Segments &seg, double lambda, double deadline, std::mt19937_64 &rng,
    std::normal_distribution<double> &z, std::uint64_t trialKey, bool walk)
{
    const double C = r.checkpointWriteHours;
    const double R = r.restartHours;
    const long long n = seg.count();
    if (seg.length(0) + R + seg.remaining(0) > deadline) {
        Trial t; // not even one segment can be risked: on-demand from the start
        t.fellBack = true;
        t.fallbackHours = seg.remaining(0);
        t.checkpoints = double(n) * C;
        t.finish = t.fallbackHours;
        return t;
    }
    const Failures f = drawFailures(seg, lambda, rng, z);
    const Trial unhindered = totalsTrial(r, seg, lambda, f);
    const double slack = deadline - seg.remaining(0);
    const double longest = seg.full > 0 ? seg.tau : seg.last;
    const double waste = f.fullLoss + f.lastLoss + double(f.full + f.last) * R;
    if (waste + longest + R + 1e-9 * std::max(1.0, deadline) <= slack)
        return unhindered;

    const auto search = walk ? firstCrossingWalk : firstCrossing;
    long long k = 0, done = 0, interruptions = 0;
    double lost = 0.0, prefix = 0.0;
    if (seg.full > 0 && f.full > 0) {
        const LossTree tree{splitMix64(trialKey ^ 0x1ull), seg.tau, lossMoments(lambda, seg.tau).var};
        k = search(tree, f.full, f.fullLoss, 0.0, R, slack - seg.tau - R, prefix);
        if (k > 0) {
            done = successesBefore(k, f.full, seg.full - 1, trialKey);
            interruptions = k;
            lost = prefix;
        }
    }
    if (k == 0 && seg.last > 0.0 && f.last > 0) {
        const LossTree tree{splitMix64(trialKey ^ 0x2ull), seg.last, lossMoments(lambda, seg.last).var};
        const double base = f.fullLoss + double(f.full) * R;
        k = search(tree, f.last, f.lastLoss, base, R, slack - seg.last - R, prefix);
        if (k > 0) {
            done = seg.full;
            interruptions = f.full + k;
            lost = f.fullLoss + prefix;
        }
    }
    if (k == 0)
        return unhindered;
    Trial t;
    t.fellBack = true;
    t.interruptions = interruptions;
    t.lost = lost;
    t.restarts = double(interruptions) * R; // the last one before the on-demand run
    t.spotHours = double(done) * seg.tau + lost + double(interruptions - 1) * R;
    t.fallbackHours = R + seg.remaining(done);
    t.checkpoints = double(n) * C;
    t.finish = t.spotHours + t.fallbackHours;
    return t;
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

/// Block `b` of a run: `count` trials from the block's own seed, each passed to `visit`.
template<typename Visit>
void simulateBlock(const SpotRun &r, const Segments &seg, double lambda, std::uint64_t seed, int b, int count,
    bool walk, Visit &&visit)
{
    const std::uint64_t bs = blockSeed(seed, r.streamKey, b);
    std::mt19937_64 rng(bs);
    std::normal_distribution<double> z(0.0, 1.0);
    for (int i = 0; i < count; ++i) {
        if (r.deadlineHours) {
            const std::uint64_t trialKey = splitMix64(bs + 0xD1B54A32D192ED03ull * std::uint64_t(i + 1));
            visit(i, deadlineTrial(r, seg, lambda, *r.deadlineHours, rng, z, trialKey, walk));
        } else {
            visit(i, totalsTrial(r, seg, lambda, drawFailures(seg, lambda, rng, z)));
        }
    }
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

namespace {

/// What MonteCarlo::run() checks first, its messages in its translation context.
class RunChecks
{
    Q_DECLARE_TR_FUNCTIONS(gputco::MonteCarlo)

public:
    /// Why `r` cannot be simulated with `settings`, translated; empty when it can.
    static QStringList runErrors(const SpotRun &r, const MonteCarloSettings &settings)
    {
        QStringList errors;
        if (settings.trials < kMinTrials || settings.trials > kMaxTrials)
            errors << tr("the number of trials must be between %1 and %2").arg(kMinTrials).arg(kMaxTrials);
        if (settings.seed > kMaxSeed)
            errors << tr("the seed must be between 0 and %1").arg(kMaxSeed);
        if (!(r.usefulHours > 0.0) || !std::isfinite(r.usefulHours))
            errors << tr("the job needs a positive number of useful hours");
        if (!(r.checkpointIntervalHours > 0.0))
            errors << tr("the checkpoint interval must be positive");
        if (r.checkpointWriteHours < 0.0 || r.restartHours < 0.0 || r.interruptionsPerInstanceHour < 0.0)
            errors << tr("checkpoint write time, restart time and interruption rate must not be negative");
        if (r.instances < 1)
            errors << tr("the job needs at least one instance");
        if (r.deadlineHours && !(*r.deadlineHours > 0.0))
            errors << tr("the deadline must be positive");
        if (!errors.isEmpty())
            return errors;
        if (r.usefulHours / r.checkpointIntervalHours > 1e12)
            errors << tr("the checkpoint interval is too short for this job (more than 10^12 checkpoints)");
        const Segments seg = segments(r);
        const double lambda = r.jobRate();
        // Each segment of length s needs e^(lambda s) - 1 failed attempts on average.
        const double expectedFailures = double(seg.full) * std::expm1(std::min(lambda * seg.tau, 700.0))
            + std::expm1(std::min(lambda * seg.last, 700.0));
        if (expectedFailures > 1e10)
            errors << tr("interruptions are too frequent for the checkpoint interval (%1 expected per interval): "
                         "the job would practically never finish; shorten the interval")
                          .arg(lambda * seg.tau, 0, 'g', 3);
        return errors;
    }
};

/// The trials of a run, block by block on every thread: each trial's cost and finish time in
/// its own slot, and each block's sums, so that nothing depends on the number of threads.
struct Trials
{
    std::vector<double> cost, finish;
    std::vector<BlockSums> sums;
};

/// Block `b` (trials [b x kBlock, ...)) of the run into `out`; returns its number of trials.
int runBlock(
    const SpotRun &r, const Segments &seg, double lambda, const MonteCarloSettings &settings, int b, Trials &out)
{
    const int begin = b * kBlock;
    const int end = std::min(settings.trials, begin + kBlock);
    const double N = double(r.instances);
    BlockSums &s = out.sums[std::size_t(b)];
    simulateBlock(r, seg, lambda, settings.seed, b, end - begin, false, [&](int i, const Trial &t) {
        const int k = begin + i;
        double c = N * (t.spotHours * r.spotPricePerInstanceHour + t.fallbackHours * r.fallbackPricePerInstanceHour)
            + r.otherCostPerHour * t.finish;
        if (r.reservedInstances > 0 && r.reservedTermHours > 0.0)
            c += double(r.reservedInstances) * std::ceil(t.finish / r.reservedTermHours - 1e-9)
                * r.reservedCostPerInstanceTerm;
        out.cost[std::size_t(k)] = c;
        out.finish[std::size_t(k)] = t.finish;
        s.lost += t.lost;
        s.restarts += t.restarts;
        s.checkpoints += t.checkpoints;
        s.spot += t.spotHours;
        s.fallback += t.fallbackHours;
        s.interruptions += double(t.interruptions);
        s.fellBack += t.fellBack ? 1 : 0;
        s.missed += r.deadlineHours && t.finish > *r.deadlineHours + 1e-9 ? 1 : 0;
    });
    return end - begin;
}

/// Every trial of the run, blocks taken in turn by the threads; false when cancelled.
bool runTrials(const SpotRun &r, const MonteCarloSettings &settings, Trials &out)
{
    const int trials = settings.trials;
    const int blocks = (trials + kBlock - 1) / kBlock;
    const Segments seg = segments(r);
    const double lambda = r.jobRate();
    out.cost.assign(static_cast<std::size_t>(trials), 0.0);
    out.finish.assign(static_cast<std::size_t>(trials), 0.0);
    out.sums.assign(static_cast<std::size_t>(blocks), BlockSums{});
    std::atomic<int> nextBlock{0};
    std::atomic<int> trialsDone{0};
    std::atomic<bool> stopped{false};
    auto worker = [&](bool reportProgress) {
        clearAvxUpperState(); // see cpustate.h: legacy-SSE code is slow in the dirty upper state
        while (!stopped.load(std::memory_order_relaxed)) {
            if (settings.cancel && settings.cancel->load(std::memory_order_relaxed)) {
                stopped = true;
                break;
            }
            const int b = nextBlock.fetch_add(1);
            if (b >= blocks)
                break;
            trialsDone += runBlock(r, seg, lambda, settings, b, out);
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
    return !(stopped || (settings.cancel && settings.cancel->load()) || trialsDone.load() < trials);
}

/// The means, shares and distributions of a finished run into `result`.
void summarize(const SpotRun &r, Trials &trials, MonteCarloResult &result)
{
    BlockSums total;
    for (const BlockSums &s : trials.sums) { // in block order, so sums do not depend on the threads
        total.lost += s.lost;
        total.restarts += s.restarts;
        total.checkpoints += s.checkpoints;
        total.spot += s.spot;
        total.fallback += s.fallback;
        total.interruptions += s.interruptions;
        total.fellBack += s.fellBack;
        total.missed += s.missed;
    }
    const double n = double(trials.cost.size());
    result.meanLostHours = total.lost / n;
    result.meanRestartHours = total.restarts / n;
    result.meanCheckpointHours = total.checkpoints / n;
    result.meanSpotHours = total.spot / n;
    result.meanFallbackHours = total.fallback / n;
    result.meanInterruptions = total.interruptions / n;
    result.fallbackShare = double(total.fellBack) / n;
    result.deadlineMissShare = double(total.missed) / n;
    result.cost = distribution(trials.cost);
    result.finishHours = distribution(trials.finish);
    // The overhead is an increasing affine function of the finish time: same order statistics.
    auto overhead = [&](double hours) { return hours / r.usefulHours - 1.0; };
    const Distribution &f = result.finishHours;
    result.overheadFraction
        = {overhead(f.mean), overhead(f.p10), overhead(f.p50), overhead(f.p90), overhead(f.min), overhead(f.max)};
}

} // namespace

MonteCarloResult MonteCarlo::run(const SpotRun &r, const MonteCarloSettings &settings)
{
    MonteCarloResult result;
    result.seed = settings.seed;
    result.trials = settings.trials;
    result.errors = RunChecks::runErrors(r, settings);
    if (!result.errors.isEmpty())
        return result;
    Trials trials;
    if (!runTrials(r, settings, trials)) {
        result.cancelled = true;
        return result;
    }
    if (settings.progress)
        settings.progress(settings.trials, settings.trials);
    summarize(r, trials, result);
    return result;
}

} // namespace gputco

namespace gputco {

std::vector<TrialOutcome> MonteCarlo::trials(
    const SpotRun &r, std::uint64_t seed, int trials, bool walkEveryInterruption)
{
    std::vector<TrialOutcome> out;
    if (trials <= 0 || !(r.usefulHours > 0.0) || !(r.checkpointIntervalHours > 0.0))
        return out;
    out.reserve(std::size_t(trials));
    const Segments seg = segments(r);
    const double lambda = r.jobRate();
    for (int b = 0; b * kBlock < trials; ++b)
        simulateBlock(r, seg, lambda, seed, b, std::min(kBlock, trials - b * kBlock), walkEveryInterruption,
            [&](int, const Trial &t) {
                out.push_back(
                    {t.finish, t.spotHours, t.fallbackHours, t.lost, t.restarts, t.interruptions, t.fellBack});
            });
    return out;
}

} // namespace gputco
