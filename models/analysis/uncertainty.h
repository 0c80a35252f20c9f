#pragma once

#include "costengine.h"
#include "scenario.h"
#include "whatif.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <vector>

namespace gputco {

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
    std::vector<OptionBands> options;   ///< in the scenario's option order
    QStringList inputsUsed;             ///< driver keys that apply to the scenario
    QStringList errors;                 ///< translated; non-empty: no bands
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
 */
class UncertaintyAnalysis
{
public:
    /// `whatIf` is applied first (the inputs vary around the what-if's values); `cancel` may be
    /// set from another thread; `progress` gets the trials done (on the calling thread).
    /// `threads` <= 0: defaultMonteCarloThreads().
    static UncertaintyResult compute(const Scenario &scenario, const WhatIf &whatIf = {},
                                     CostView view = CostView::Cash, const std::atomic_bool *cancel = nullptr,
                                     const std::function<void(int)> &progress = {}, int threads = 0);

    /// The value of the inverse CDF of the triangular distribution (low, mode, high) at u in [0, 1].
    static double triangular(double low, double mode, double high, double u);
};

} // namespace gputco
