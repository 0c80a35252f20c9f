#pragma once

#include <QStringList>
#include <QTextStream>

namespace gputco {

/*!
 * `gputco-cli actuals ...` (issue 31, docs/actuals.md). Increment 1 has one subcommand:
 * `actuals check BILL...`, which reads FOCUS CSV bills streamed, names every problem by file,
 * row and column, and prints per charge month and billing month and currency the rows,
 * BilledCost, EffectiveCost and unused commitment. `args` exclude the word "actuals". Same
 * contract as runCli: output only on success, every problem on `err`; returns an ExitCode.
 */
int runActualsCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace gputco
