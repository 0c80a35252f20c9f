#include "uncertainty.h"

#include "montecarlo.h"
#include "percentile.h"
#include "translate.h"

#include <algorithm>
#include <cmath>
#include <random>

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
                                               const std::atomic_bool *cancel, const std::function<void(int)> &progress)
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
    // samples[option][month][trial]
    std::vector<std::vector<std::vector<double>>> samples(nOptions, std::vector<std::vector<double>>(H));
    for (auto &option : samples)
        for (auto &month : option)
            month.reserve(N);
    std::vector<std::vector<double>> totals(nOptions);

    std::mt19937_64 rng(u.seed);
    for (std::size_t t = 0; t < N; ++t) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return result;
        }
        WhatIf draw;
        for (const Input &in : inputs) // one draw per input per trial, always in the same order
            draw.values[in.driver] = std::clamp(triangular(in.low, in.value, in.high, uniform(rng)), in.minimum,
                                                in.maximum);
        const ScenarioResult r = CostEngine::compute(draw.apply(centre), view);
        if (!r.ok()) {
            result.errors = r.errors;
            return result;
        }
        for (std::size_t o = 0; o < nOptions; ++o) {
            for (std::size_t m = 0; m < H; ++m)
                samples[o][m].push_back(r.options[o].cumulative[m]);
            totals[o].push_back(r.options[o].total);
        }
        if (progress && (t + 1) % 64 == 0)
            progress(int(t + 1));
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
