#include "uncertainty.h"

#include "cpustate.h"
#include "montecarlo.h"
#include "percentile.h"
#include "quotes.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

namespace gputco {

namespace {

/// This file's messages, in the context of UncertaintyAnalysis (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::UncertaintyAnalysis)
};

/// Uniform in [0, 1) from the top 53 bits: the same numbers with every standard library.
double uniform(std::mt19937_64 &rng)
{
    return double(rng() >> 11) * 0x1.0p-53;
}

constexpr std::size_t kChunk = 8; ///< trials a thread takes at a time

/// One uncertain input: its driver, its value in the scenario, the range it is drawn from and
/// the range the what-if allows.
struct InputRange
{
    Driver driver;
    double value, low, high, minimum, maximum;
};

/// The inputs UncertaintyAnalysis::compute() draws, its messages in its translation context.
class UncertainInputs
{
    Q_DECLARE_TR_FUNCTIONS(gputco::UncertaintyAnalysis)

public:
    /// The scenario's uncertain inputs that apply to `centre`, each with its range; their keys go to
    /// `result.inputsUsed`, an input that is no what-if driver to `result.errors`.
    static std::vector<InputRange> inputRanges(const Uncertainty &u, const Scenario &centre, UncertaintyResult &result)
    {
        std::vector<InputRange> inputs;
        for (const UncertainInput &in : u.inputs) {
            const std::optional<Driver> driver = driverFromKey(in.driverKey);
            if (!driver) {
                result.errors << Tr::tr("\"%1\" is not a what-if input").arg(in.driverKey);
                return {};
            }
            const std::optional<double> value = WhatIf::baselineValue(centre, *driver);
            if (!value)
                continue; // applies to no option of this scenario
            const DriverSpec spec = WhatIf::spec(*driver, centre);
            const bool points = *driver == Driver::ServerPriceChangePercent;
            const double low = points ? *value + in.lowPercent : *value * (1.0 + in.lowPercent / 100.0);
            const double high = points ? *value + in.highPercent : *value * (1.0 + in.highPercent / 100.0);
            inputs.push_back({*driver, *value, std::min(low, high), std::max(low, high), spec.minimum, spec.maximum});
            result.inputsUsed << spec.key;
        }
        if (inputs.empty())
            result.errors << Tr::tr(
                "$.uncertainty.inputs: none of the uncertain inputs (%1) applies to an option of this "
                "scenario, so there is nothing to vary")
                                 .arg([&] {
                                     QStringList keys;
                                     for (const UncertainInput &in : u.inputs)
                                         keys << in.driverKey;
                                     return keys.join(QStringLiteral(", "));
                                 }());
        return inputs;
    }
};

/// Every draw first, in one sequence from the seed (cheap; trials x inputs doubles), so that the
/// bands do not depend on the number of threads: [trial x inputs + input].
std::vector<double> drawAll(const std::vector<InputRange> &inputs, std::size_t trials, quint64 seed)
{
    const std::size_t K = inputs.size();
    std::vector<double> draws(trials * K);
    std::mt19937_64 rng(seed);
    for (std::size_t t = 0; t < trials; ++t)
        for (std::size_t k = 0; k < K; ++k) // one draw per input per trial, always in the same order
            draws[t * K + k] = std::clamp(
                UncertaintyAnalysis::triangular(inputs[k].low, inputs[k].value, inputs[k].high, uniform(rng)),
                inputs[k].minimum, inputs[k].maximum);
    return draws;
}

/*!
 * The trials of the bands, on every core: each trial prices a group of options of the scenario
 * with its draws and keeps every month's cumulative cost and the total, each in its own slot;
 * then the quantiles of each cell (option, month), also on every core.
 */
class BandRun
{
    Q_DECLARE_TR_FUNCTIONS(gputco::UncertaintyAnalysis)

public:
    BandRun(const Scenario &priced, const std::vector<InputRange> &inputs, std::size_t trials, quint64 seed,
        CostView view, std::size_t group, const std::atomic_bool *cancel, const std::function<void(int)> &progress,
        int threads)
        : mPriced(priced)
        , mInputs(inputs)
        , mDraws(drawAll(inputs, trials, seed))
        , mView(view)
        , mN(trials)
        , mH(std::size_t(priced.horizonMonths))
        , mCells(mH + 1)
        , mCancel(cancel)
        , mProgress(progress)
        , mThreads(threads)
        , mSamples(group * mCells * mN)
        , mTrialErrors(mN)
    { }

    /// Options [first, last) in every trial; false when a trial failed (its errors in `errors`)
    /// or the run was cancelled.
    bool runTrials(std::size_t first, std::size_t last, std::size_t nOptions, QStringList &errors);
    /// The P10, P50 and P90 of every cell of options [first, last) into `bands`.
    void quantiles(std::size_t first, std::size_t last, std::vector<OptionBands> &bands);

private:
    WhatIf whatIfOf(std::size_t t) const
    {
        WhatIf w;
        for (std::size_t k = 0; k < mInputs.size(); ++k) // a later input of the same driver wins, as it always did
            w.values[mInputs[k].driver] = mDraws[t * mInputs.size() + k];
        return w;
    }
    /// What a worker reuses from trial to trial: the drawn scenario and the options' results.
    struct TrialStorage
    {
        Scenario scenario;
        std::vector<OptionResult> results;
    };
    /// Trial t of options [first, last) into its slots; false when it failed.
    bool runTrial(std::size_t t, std::size_t first, std::size_t last, TrialStorage &storage);
    /// Runs `work` on the calling thread (the one that reports progress) and the others.
    template<typename Work> void onEveryThread(Work &&work);

    const Scenario &mPriced;
    const std::vector<InputRange> &mInputs;
    const std::vector<double> mDraws;
    const CostView mView;
    const std::size_t mN; ///< trials
    const std::size_t mH; ///< months
    const std::size_t mCells; ///< months, then the total
    const std::atomic_bool *mCancel;
    const std::function<void(int)> &mProgress;
    const int mThreads;
    std::atomic<bool> mStop{false};
    std::vector<double> mSamples; ///< [option in group][cell][trial]
    std::vector<QStringList> mTrialErrors;
};

template<typename Work> void BandRun::onEveryThread(Work &&work)
{
    std::vector<std::thread> pool;
    for (int i = 1; i < mThreads; ++i)
        pool.emplace_back(work, false);
    work(true);
    for (std::thread &th : pool)
        th.join();
}

bool BandRun::runTrial(std::size_t t, std::size_t first, std::size_t last, TrialStorage &storage)
{
    QStringList errors;
    whatIfOf(t).applyInto(mPriced, storage.scenario);
    CostEngine::priceOptionsInto(storage.scenario, mView, errors, first, last, storage.results);
    const std::vector<OptionResult> &r = storage.results;
    const bool sameShape = r.size() == last - first
        && std::all_of(r.begin(), r.end(), [&](const OptionResult &x) { return x.cumulative.size() == mH; });
    if (!errors.isEmpty() || !sameShape) {
        mTrialErrors[t] = errors.isEmpty() ? QStringList{Tr::tr("a trial changed the options or the horizon")} : errors;
        return false;
    }
    for (std::size_t o = 0; o < r.size(); ++o) {
        double *cell = mSamples.data() + o * mCells * mN + t;
        for (std::size_t m = 0; m < mH; ++m)
            cell[m * mN] = r[o].cumulative[m];
        cell[mH * mN] = r[o].total;
    }
    return true;
}

bool BandRun::runTrials(std::size_t first, std::size_t last, std::size_t nOptions, QStringList &errors)
{
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    onEveryThread([&](bool reportProgress) {
        clearAvxUpperState(); // see cpustate.h
        TrialStorage storage;
        while (!mStop.load(std::memory_order_relaxed)) {
            if (mCancel && mCancel->load(std::memory_order_relaxed)) {
                mStop = true;
                break;
            }
            const std::size_t begin = next.fetch_add(kChunk);
            if (begin >= mN)
                break;
            const std::size_t end = std::min(mN, begin + kChunk);
            for (std::size_t t = begin; t < end; ++t) {
                if (!runTrial(t, first, last, storage)) {
                    mStop = true;
                    break;
                }
            }
            const std::size_t finished = done.fetch_add(end - begin) + (end - begin);
            if (reportProgress && mProgress) // trials done, counted over every group
                mProgress(int((first * mN + finished * (last - first)) / nOptions));
        }
    });
    for (const QStringList &e : mTrialErrors) { // the first failing trial, whatever the threads
        if (!e.isEmpty()) {
            errors = e;
            return false;
        }
    }
    return !mStop && !(mCancel && mCancel->load());
}

void BandRun::quantiles(std::size_t first, std::size_t last, std::vector<OptionBands> &bands)
{
    std::atomic<std::size_t> nextCell{0};
    const std::size_t groupCells = (last - first) * mCells;
    const std::size_t N = mN;
    onEveryThread([&](bool) {
        for (std::size_t c = nextCell.fetch_add(1); c < groupCells; c = nextCell.fetch_add(1)) {
            double *v = mSamples.data() + c * N;
            // P50 first; P10 is then among the values below it and P90 among those above.
            const std::size_t k10 = nearestRank(0.1, N) - 1, k50 = nearestRank(0.5, N) - 1,
                              k90 = nearestRank(0.9, N) - 1;
            std::nth_element(v, v + k50, v + N);
            const double p50 = v[k50];
            std::nth_element(v, v + k10, v + k50); // k10 <= k50; [k50] itself stays
            const double p10 = v[k10];
            std::nth_element(v + k50, v + k90, v + N); // k90 >= k50
            const double p90 = v[k90];
            OptionBands &b = bands[first + c / mCells];
            const std::size_t m = c % mCells;
            (m == mH ? b.totalP10 : b.p10[m]) = p10;
            (m == mH ? b.totalP50 : b.p50[m]) = p50;
            (m == mH ? b.totalP90 : b.p90[m]) = p90;
        }
    });
}

} // namespace

double UncertaintyAnalysis::triangular(double low, double mode, double high, double u)
{
    if (!(high > low))
        return mode;
    const double split = (mode - low) / (high - low);
    if (u < split)
        return low + std::sqrt(u * (high - low) * (mode - low));
    return high - std::sqrt((1.0 - u) * (high - low) * (high - mode));
}

UncertaintyResult UncertaintyAnalysis::compute(const Scenario &baseline, const WhatIf &whatIf, CostView view,
    const std::atomic_bool *cancel, const std::function<void(int)> &progress, int threadCount, std::size_t sampleBytes)
{
    UncertaintyResult result;
    result.view = view;
    if (!baseline.uncertainty || baseline.uncertainty->inputs.empty()) {
        result.errors << Tr::tr("the scenario has no uncertain inputs");
        return result;
    }
    const Uncertainty &u = *baseline.uncertainty;
    result.trials = u.trials;
    result.seed = u.seed;
    if (u.trials < kMinUncertaintyTrials || u.trials > kMaxUncertaintyTrials) {
        result.errors << Tr::tr("the number of trials must be between %1 and %2")
                             .arg(kMinUncertaintyTrials)
                             .arg(kMaxUncertaintyTrials);
        return result;
    }
    if (u.seed > kMaxSeed) {
        result.errors << Tr::tr("the seed must be between 0 and %1").arg(kMaxSeed);
        return result;
    }
    const Scenario centre = whatIf.apply(baseline);
    const std::vector<InputRange> inputs = UncertainInputs::inputRanges(u, centre, result);
    if (!result.errors.isEmpty())
        return result;
    const ScenarioResult reference = CostEngine::compute(centre, view);
    if (!reference.ok()) {
        result.errors = reference.errors;
        return result;
    }
    // Options awaiting a quote are left out of the bands as compute() leaves them out.
    const Scenario priced = Quotes::anyAwaiting(centre) ? Quotes::pricedOnly(centre) : centre;
    const std::size_t nOptions = reference.options.size();
    const std::size_t H = std::size_t(centre.horizonMonths);
    const std::size_t N = std::size_t(std::max(1, u.trials));
    // Bounded memory: the quantiles need every trial's value of a cell (option, month), so the
    // options are taken in groups whose values fit in sampleBytes (at least one option),
    // each group a pass over the same draws. Exact: the same bands as one pass would give.
    const std::size_t perOption = (H + 1) * N * sizeof(double);
    const std::size_t group = std::clamp<std::size_t>(sampleBytes / perOption, 1, std::max<std::size_t>(1, nOptions));
    const int threads = std::clamp(threadCount > 0 ? threadCount : defaultMonteCarloThreads(), 1,
        int(std::min<std::size_t>(64, (N + kChunk - 1) / kChunk)));
    BandRun run(priced, inputs, N, u.seed, view, std::min(group, nOptions), cancel, progress, threads);
    result.options.resize(nOptions);
    for (std::size_t first = 0; first < nOptions; first += group) {
        const std::size_t last = std::min(nOptions, first + group);
        if (!run.runTrials(first, last, nOptions, result.errors)) {
            result.cancelled = result.errors.isEmpty();
            result.options.clear();
            return result;
        }
        for (std::size_t o = first; o < last; ++o) {
            OptionBands &b = result.options[o];
            b.id = reference.options[o].id;
            b.p10.resize(H);
            b.p50.resize(H);
            b.p90.resize(H);
        }
        run.quantiles(first, last, result.options);
    }
    if (progress)
        progress(int(N));
    return result;
}

} // namespace gputco
