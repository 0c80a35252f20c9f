#pragma once

#include "milp.h"

namespace gputco {

/*!
 * Solves @p model with COIN-OR CBC (2.10, the C++ API through CbcMain1), silently (nothing on
 * stdout or stderr), deterministically (sequential, fixed seeds), one solve at a time per
 * process (CbcMain1 keeps process-wide state; a second caller waits). The search stops at the
 * wall-clock time limit, at maxNodes or when *cancel is set, and reports the best point found
 * with the proven bound and the gap. Integer columns are rounded and the rounded point is
 * checked row by row here (checkFeasible), not taken on CBC's word; its objective is
 * evaluate(model, x). An infeasibility is confirmed by a second solve without preprocessing
 * (docs/design/plan-solver.md, 1.5).
 */
MilpResult solveWithCbc(const MilpModel &model, const MilpOptions &options = {});

} // namespace gputco
