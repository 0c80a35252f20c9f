#pragma once

#include "costengine.h"
#include "scenario.h"
#include "whatif.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gputco {

/// What the tornado measures.
enum class SensitivityMetric {
    TotalCostDifference, ///< total(A) - total(B) over the horizon, in the reporting currency
    BreakEvenMonth, ///< month (fractional) the self-hosted option has paid back against the cloud one
};

/// The effect of one driver moved down and up on the metric.
struct SensitivityRow
{
    Driver driver = Driver::GpuCount;
    QString key; ///< stable key, e.g. "gpuCount"
    QString name; ///< translated
    QString unit; ///< translated
    double baselineValue = 0.0;
    double lowValue = 0.0; ///< the driver moved down (clamped to its range)
    double highValue = 0.0; ///< the driver moved up
    double lowOutcome = 0.0; ///< the metric with the low value
    double highOutcome = 0.0; ///< the metric with the high value
    /// Break-even month only: no break-even within the (varied) horizon; the outcome is then
    /// the horizon + 1, so that the bar still shows the direction.
    bool lowBeyondHorizon = false;
    bool highBeyondHorizon = false;
    /// |highOutcome - lowOutcome|: the width of the tornado bar; 0 when neither end has a
    /// break-even within its horizon (nothing moved that matters).
    double swing() const { return lowBeyondHorizon && highBeyondHorizon ? 0.0 : std::abs(highOutcome - lowOutcome); }
};

struct SensitivityResult
{
    SensitivityMetric metric = SensitivityMetric::TotalCostDifference;
    QString optionA;
    QString optionB;
    double percent = 0.0;
    CostView view = CostView::Cash;
    double baselineOutcome = 0.0; ///< the metric of the scenario as it is
    bool baselineBeyondHorizon = false; ///< break-even month only: none within the horizon
    std::vector<SensitivityRow> rows; ///< largest swing first; drivers that apply to nothing are left out
    QStringList errors; ///< translated; non-empty: nothing was computed

    bool ok() const { return errors.isEmpty(); }
};

/*!
 * Tornado analysis: each what-if driver (WhatIf) that applies to the scenario is moved by
 * -percent and +percent of its value (the server price change, itself a percentage, by
 * -percent and +percent points), one at a time, and the metric is recomputed by the
 * CostEngine: the total-cost difference between two options (A minus B, undiscounted, over
 * the horizon), or the break-even month of a self-hosted option against a cloud option
 * (cash view, interpolated inside the month; either may be A). The horizon is left out of the
 * break-even metric: a break-even inside the horizon does not depend on it, and a longer one
 * would only re-size a fleet bought for the peak. Rows are sorted by swing, largest first.
 * Pure function.
 */
class Sensitivity
{
public:
    static SensitivityResult analyse(const Scenario &scenario, SensitivityMetric metric, const QString &optionA,
        const QString &optionB, double percent, CostView view = CostView::Cash);
    static SensitivityResult totalCostDifference(const Scenario &scenario, const QString &optionA,
        const QString &optionB, double percent, CostView view = CostView::Cash)
    {
        return analyse(scenario, SensitivityMetric::TotalCostDifference, optionA, optionB, percent, view);
    }
    static SensitivityResult breakEvenMonth(
        const Scenario &scenario, const QString &optionA, const QString &optionB, double percent)
    {
        return analyse(scenario, SensitivityMetric::BreakEvenMonth, optionA, optionB, percent, CostView::Cash);
    }
};

} // namespace gputco
