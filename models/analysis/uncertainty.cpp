#include "uncertainty.h"

#include "cpustate.h"
#include "montecarlo.h"
#include "percentile.h"
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
                                               const std::atomic_bool *cancel, const std::function<void(int)> &progress,
                                               int threadCount)
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
                             .arg(kMinUncertaintyTrials).arg(kMaxUncertaintyTrials);
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
        const std::optional<Driver> driver = WhatIf::driverFromKey(in.driverKey);
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
    const std::size_t nOptions = reference.options.size();
    const std::size_t H = std::size_t(centre.horizonMonths);
    const std::size_t N = std::size_t(std::max(1, u.trials));
    // Every draw first, in one sequence from the seed (cheap); then the trials on every core,
    // each writing its own slot: the bands do not depend on the number of threads.
    std::vector<WhatIf> draws(N);
    std::mt19937_64 rng(u.seed);
    for (std::size_t t = 0; t < N; ++t)
        for (const Input &in : inputs) // one draw per input per trial, always in the same order
            draws[t].values[in.driver] = std::clamp(triangular(in.low, in.value, in.high, uniform(rng)), in.minimum,
                                                    in.maximum);
    // samples[option][month][trial]
    std::vector<std::vector<std::vector<double>>> samples(nOptions, std::vector<std::vector<double>>(H, std::vector<double>(N)));
    std::vector<std::vector<double>> totals(nOptions, std::vector<double>(N));
    std::vector<QStringList> trialErrors(N);

    constexpr std::size_t kChunk = 8;
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stop{false};
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
                const ScenarioResult r = CostEngine::compute(draws[t].apply(centre), view);
                if (!r.ok()) {
                    trialErrors[t] = r.errors;
                    stop = true;
                    break;
                }
                for (std::size_t o = 0; o < nOptions; ++o) {
                    for (std::size_t m = 0; m < H; ++m)
                        samples[o][m][t] = r.options[o].cumulative[m];
                    totals[o][t] = r.options[o].total;
                }
            }
            const std::size_t finished = done.fetch_add(end - begin) + (end - begin);
            if (reportProgress && progress)
                progress(int(finished));
        }
    };
    const int threads = std::clamp(threadCount > 0 ? threadCount : defaultMonteCarloThreads(), 1,
                                   int(std::min<std::size_t>(64, (N + kChunk - 1) / kChunk)));
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker, false);
    worker(true);
    for (std::thread &th : pool)
        th.join();
    for (const QStringList &e : trialErrors) { // the first failing trial, whatever the threads
        if (!e.isEmpty()) {
            result.errors = e;
            return result;
        }
    }
    if (stop || (cancel && cancel->load())) {
        result.cancelled = true;
        return result;
    }

    result.options.resize(nOptions);
    for (std::size_t o = 0; o < nOptions; ++o) {
        OptionBands &b = result.options[o];
        b.id = reference.options[o].id;
        b.p10.resize(H);
        b.p50.resize(H);
        b.p90.resize(H);
        for (std::size_t m = 0; m < H; ++m) {
            b.p10[m] = percentile(samples[o][m], 0.1);
            b.p50[m] = percentile(samples[o][m], 0.5);
            b.p90[m] = percentile(samples[o][m], 0.9);
        }
        b.totalP10 = percentile(totals[o], 0.1);
        b.totalP50 = percentile(totals[o], 0.5);
        b.totalP90 = percentile(totals[o], 0.9);
    }
    if (progress)
        progress(int(N));
    return result;
}

} // namespace gputco
