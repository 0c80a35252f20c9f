#pragma once

#include "costengine.h"
#include "scenario.h"
#include "whatif.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gputco {

/// The effect of one driver moved down and up on the total-cost difference of two options.
struct SensitivityRow
{
    Driver driver = Driver::GpuCount;
    QString key;                 ///< stable key, e.g. "gpuCount"
    QString name;                ///< translated
    QString unit;                ///< translated
    double baselineValue = 0.0;
    double lowValue = 0.0;       ///< the driver moved down (clamped to its range)
    double highValue = 0.0;      ///< the driver moved up
    double lowDifference = 0.0;  ///< total(A) - total(B) with the low value
    double highDifference = 0.0; ///< total(A) - total(B) with the high value
    /// |highDifference - lowDifference|: the width of the tornado bar.
    double swing() const { return std::abs(highDifference - lowDifference); }
};

struct SensitivityResult
{
    QString optionA;
    QString optionB;
    double percent = 0.0;
    CostView view = CostView::Cash;
    double baselineDifference = 0.0; ///< total(A) - total(B) of the scenario as it is
    std::vector<SensitivityRow> rows;   ///< largest swing first; drivers that apply to nothing are left out
    QStringList errors;                 ///< translated; non-empty: nothing was computed

    bool ok() const { return errors.isEmpty(); }
};

/*!
 * Tornado analysis: each what-if driver (WhatIf) that applies to the scenario is moved by
 * -percent and +percent of its value (the server price change, itself a percentage, by
 * -percent and +percent points), one at a time, and the total-cost difference between
 * two options (A minus B, undiscounted, over the horizon) is recomputed by the CostEngine.
 * Rows are sorted by swing, largest first. Pure function.
 */
class Sensitivity
{
public:
    static SensitivityResult totalCostDifference(const Scenario &scenario, const QString &optionA,
                                                 const QString &optionB, double percent,
                                                 CostView view = CostView::Cash);
};

} // namespace gputco
