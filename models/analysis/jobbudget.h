#pragma once

#include "budget.h"
#include "job.h"

#include <QString>

#include <optional>
#include <vector>

namespace gputco {

/// The scenario's training job on one option against the budget (BudgetAnalysis::checkJob).
struct JobBudget
{
    QString optionId;
    bool priced = false; ///< false: the job view could not price it (nothing checked)
    bool fits = true;
    std::optional<int> firstOverrunMonth;
    int lastMonth = 0; ///< plan month the job ends in
    bool beyondBudget = false; ///< the job runs past the months the budget covers (those are not checked)
    /// The most GPUs (up to kMaxJobGpus) with which the job still fits, and its wall-clock then:
    /// the earliest finish inside the budget. Empty when not even one GPU fits.
    std::optional<int> earliestFitGpus;
    std::optional<double> earliestFitWallClockHours;
    /// The budget does not limit how soon the job ends: it fits even on kMaxJobGpus GPUs (the
    /// same work costs about the same on more GPUs; only capacity limits the speed then).
    bool finishNotLimitedByBudget = false;
};

/// The job view against the budget: in the analysis layer because it prices the job
/// (JobPlanner), which the engine's budget check does not know.
namespace BudgetAnalysis {

/// The most GPUs the job search tries.
inline constexpr int kMaxJobGpus = 65536;

/// The job on each priced option (`job` from JobPlanner::compute of `scenario`) against the
/// budget: its expected cost spread evenly over the hours it runs from month 1 (after waiting
/// for servers), checked per budget period against the total budget (the job view is not split
/// into capex and opex). With `solve`, also the earliest finish that fits (more GPUs finish
/// sooner and spend faster: the most GPUs that fit, found by bisection).
std::vector<JobBudget> checkJob(const Scenario &scenario, const std::vector<JobOptionResult> &job, bool solve);

} // namespace BudgetAnalysis

} // namespace gputco
