#pragma once

#include <QStringList>
#include <QTextStream>

namespace gputco {

/*!
 * The analysis commands of gputco-cli over the models library: `job` (the scenario's job on
 * every option, with a Monte Carlo of spot interruptions) and `sensitivity` (tornado of the
 * total-cost difference of two options). `args` exclude the command name. Same contract as
 * runCli: output only on success, every problem on `err`; returns an ExitCode.
 */
int runJobCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runSensitivityCommand(const QStringList &args, QTextStream &out, QTextStream &err);
/// `uncertainty`: P10/P50/P90 bands of every option from the scenario's uncertain inputs.
int runUncertaintyCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace gputco
