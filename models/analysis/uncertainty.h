#pragma once

#include "costengine.h"
#include "scenario.h"
#include "whatif.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstddef>
#include <functional>
#include <vector>

namespace gputco {

/// The most memory the bands keep for the trials' values at once (the options are taken in groups
/// that fit, one pass over the draws per group; at least one option per pass).
inline constexpr std::size_t kBandSampleBytes = 256ULL * 1024 * 1024;

/// P10, P50 and P90 of one option's cumulative cost, month by month, and of its total.
struct OptionBands
{
    QString id;
    std::vector<double> p10, p50, p90; ///< [month - 1], reporting currency
    double totalP10 = 0.0;
    double totalP50 = 0.0;
    double totalP90 = 0.0;
};

struct UncertaintyResult
{
    int trials = 0;
    quint64 seed = 0;
    CostView view = CostView::Cash;
    std::vector<OptionBands> options; ///< in the scenario's option order
    QStringList inputsUsed; ///< driver keys that apply to the scenario
    QStringList errors; ///< translated; non-empty: no bands
    bool cancelled = false;

    bool ok() const { return errors.isEmpty() && !cancelled; }
};

/*!
 * Uncertainty bands: the scenario's uncertain inputs (Scenario::uncertainty) are drawn together,
 * each from a triangular distribution around its value (low and high given as a relative change
 * in percent; the server price change, itself a percentage, in points), the scenario is
 * recomputed by the CostEngine for every draw, and the P10/P50/P90 of each option's cumulative
 * cost are taken month by month (nearest rank: the ceil(p x n)-th smallest). Reproducible: the
 * same scenario, trials and seed give the same bands on any machine and with any number of
 * threads (the draws are made in one sequence first; the trials then run on every core).
 * Memory is bounded: the trials' values are kept for as many options at a time as fit in
 * kBandSampleBytes, one pass over the same draws per group of options; the bands are exact,
 * the same as one pass over every option would give. A trial prices only the options
 * (CostEngine::priceOptions), without the break-evens and budget the bands do not show.
 */
class UncertaintyAnalysis
{
public:
    /// `whatIf` is applied first (the inputs vary around the what-if's values); `cancel` may be
    /// set from another thread; `progress` gets the trials done (on the calling thread).
    /// `threads` <= 0: defaultMonteCarloThreads(). `sampleBytes`: the memory for the trials'
    /// values at once (tests set it low to force one pass per option); the bands do not depend on it.
    static UncertaintyResult compute(const Scenario &scenario, const WhatIf &whatIf = {},
        CostView view = CostView::Cash, const std::atomic_bool *cancel = nullptr,
        const std::function<void(int)> &progress = {}, int threads = 0, std::size_t sampleBytes = kBandSampleBytes);

    /// The value of the inverse CDF of the triangular distribution (low, mode, high) at u in [0, 1].
    static double triangular(double low, double mode, double high, double u);
};

} // namespace gputco
