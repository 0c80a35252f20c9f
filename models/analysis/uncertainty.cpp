#include "uncertainty.h"

#include "cpustate.h"
#include "montecarlo.h"
#include "percentile.h"
#include "quotes.h"
#include "translate.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::UncertaintyAnalysis", text);
}

/// Uniform in [0, 1) from the top 53 bits: the same numbers with every standard library.
double uniform(std::mt19937_64 &rng)
{
    return double(rng() >> 11) * 0x1.0p-53;
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
        result.errors << tr("the scenario has no uncertain inputs");
        return result;
    }
    const Uncertainty &u = *baseline.uncertainty;
    result.trials = u.trials;
    result.seed = u.seed;
    if (u.trials < kMinUncertaintyTrials || u.trials > kMaxUncertaintyTrials) {
        result.errors << tr("the number of trials must be between %1 and %2")
                             .arg(kMinUncertaintyTrials)
                             .arg(kMaxUncertaintyTrials);
        return result;
    }
    if (u.seed > kMaxSeed) {
        result.errors << tr("the seed must be between 0 and %1").arg(kMaxSeed);
        return result;
    }
    const Scenario centre = whatIf.apply(baseline);

    struct Input
    {
        Driver driver;
        double value, low, high, minimum, maximum;
    };
    std::vector<Input> inputs;
    for (const UncertainInput &in : u.inputs) {
        const std::optional<Driver> driver = driverFromKey(in.driverKey);
        if (!driver) {
            result.errors << tr("\"%1\" is not a what-if input").arg(in.driverKey);
            return result;
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

    if (inputs.empty()) {
        result.errors << tr("$.uncertainty.inputs: none of the uncertain inputs (%1) applies to an option of this "
                            "scenario, so there is nothing to vary")
                             .arg([&] {
                                 QStringList keys;
                                 for (const UncertainInput &in : u.inputs)
                                     keys << in.driverKey;
                                 return keys.join(QStringLiteral(", "));
                             }());
        return result;
    }
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
    const std::size_t K = inputs.size();
    // Every draw first, in one sequence from the seed (cheap; N x K doubles); then the trials on
    // every core, each writing its own slot: the bands do not depend on the number of threads.
    std::vector<double> draws(N * K);
    std::mt19937_64 rng(u.seed);
    for (std::size_t t = 0; t < N; ++t)
        for (std::size_t k = 0; k < K; ++k) // one draw per input per trial, always in the same order
            draws[t * K + k] = std::clamp(triangular(inputs[k].low, inputs[k].value, inputs[k].high, uniform(rng)),
                inputs[k].minimum, inputs[k].maximum);
    auto whatIfOf = [&](std::size_t t) {
        WhatIf w;
        for (std::size_t k = 0; k < K; ++k) // a later input of the same driver wins, as it always did
            w.values[inputs[k].driver] = draws[t * K + k];
        return w;
    };

    // Bounded memory: the quantiles need every trial's value of a cell (option, month), so the
    // options are taken in groups whose values fit in sampleBytes (at least one option),
    // each group a pass over the same draws. Exact: the same bands as one pass would give.
    const std::size_t cells = H + 1; // months, then the total
    const std::size_t perOption = cells * N * sizeof(double);
    const std::size_t group = std::clamp<std::size_t>(sampleBytes / perOption, 1, std::max<std::size_t>(1, nOptions));
    std::vector<double> samples(std::min(group, nOptions) * cells * N); // [option in group][cell][trial]
    std::vector<QStringList> trialErrors(N);
    result.options.resize(nOptions);

    constexpr std::size_t kChunk = 8;
    const int threads = std::clamp(threadCount > 0 ? threadCount : defaultMonteCarloThreads(), 1,
        int(std::min<std::size_t>(64, (N + kChunk - 1) / kChunk)));
    std::atomic<bool> stop{false};
    for (std::size_t first = 0; first < nOptions && !stop; first += group) {
        const std::size_t last = std::min(nOptions, first + group);
        std::atomic<std::size_t> next{0};
        std::atomic<std::size_t> done{0};
        auto worker = [&](bool reportProgress) {
            clearAvxUpperState(); // see cpustate.h
            while (!stop.load(std::memory_order_relaxed)) {
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    stop = true;
                    break;
                }
                const std::size_t begin = next.fetch_add(kChunk);
                if (begin >= N)
                    break;
                const std::size_t end = std::min(N, begin + kChunk);
                for (std::size_t t = begin; t < end; ++t) {
                    QStringList errors;
                    const std::vector<OptionResult> r
                        = CostEngine::priceOptions(whatIfOf(t).apply(priced), view, errors, first, last);
                    const bool sameShape = r.size() == last - first
                        && std::all_of(
                            r.begin(), r.end(), [&](const OptionResult &x) { return x.cumulative.size() == H; });
                    if (!errors.isEmpty() || !sameShape) {
                        trialErrors[t]
                            = errors.isEmpty() ? QStringList{tr("a trial changed the options or the horizon")} : errors;
                        stop = true;
                        break;
                    }
                    for (std::size_t o = 0; o < r.size(); ++o) {
                        double *cell = samples.data() + o * cells * N + t;
                        for (std::size_t m = 0; m < H; ++m)
                            cell[m * N] = r[o].cumulative[m];
                        cell[H * N] = r[o].total;
                    }
                }
                const std::size_t finished = done.fetch_add(end - begin) + (end - begin);
                if (reportProgress && progress) // trials done, counted over every group
                    progress(int((first * N + finished * (last - first)) / nOptions));
            }
        };
        std::vector<std::thread> pool;
        for (int i = 1; i < threads; ++i)
            pool.emplace_back(worker, false);
        worker(true);
        for (std::thread &th : pool)
            th.join();
        for (const QStringList &e : trialErrors) { // the first failing trial, whatever the threads
            if (!e.isEmpty()) {
                result.errors = e;
                result.options.clear();
                return result;
            }
        }
        if (stop || (cancel && cancel->load())) {
            result.cancelled = true;
            result.options.clear();
            return result;
        }
        // The quantiles of this group's cells, also on every core (each cell is its own).
        for (std::size_t o = first; o < last; ++o) {
            OptionBands &b = result.options[o];
            b.id = reference.options[o].id;
            b.p10.resize(H);
            b.p50.resize(H);
            b.p90.resize(H);
        }
        std::atomic<std::size_t> nextCell{0};
        const std::size_t groupCells = (last - first) * cells;
        auto quantiles = [&] {
            for (std::size_t c = nextCell.fetch_add(1); c < groupCells; c = nextCell.fetch_add(1)) {
                double *v = samples.data() + c * N;
                // P50 first; P10 is then among the values below it and P90 among those above.
                const std::size_t k10 = nearestRank(0.1, N) - 1, k50 = nearestRank(0.5, N) - 1,
                                  k90 = nearestRank(0.9, N) - 1;
                std::nth_element(v, v + k50, v + N);
                const double p50 = v[k50];
                std::nth_element(v, v + k10, v + k50); // k10 <= k50; [k50] itself stays
                const double p10 = v[k10];
                std::nth_element(v + k50, v + k90, v + N); // k90 >= k50
                const double p90 = v[k90];
                OptionBands &b = result.options[first + c / cells];
                const std::size_t m = c % cells;
                (m == H ? b.totalP10 : b.p10[m]) = p10;
                (m == H ? b.totalP50 : b.p50[m]) = p50;
                (m == H ? b.totalP90 : b.p90[m]) = p90;
            }
        };
        for (int i = 1; i < threads; ++i)
            pool[std::size_t(i - 1)] = std::thread(quantiles);
        quantiles();
        for (std::thread &th : pool)
            th.join();
    }
    if (progress)
        progress(int(N));
    return result;
}

} // namespace gputco
