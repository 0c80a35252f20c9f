#pragma once

#include <QStringList>
#include <QTextStream>

namespace gputco {

/// Exit codes of gputco-cli.
/// 1 also for the environment: a file that cannot be written, a database that cannot be opened.
enum ExitCode { ExitOk = 0, ExitInternalError = 1, ExitEnvironment = 1, ExitInvalidInput = 2 };

/*!
 * The headless command line. `args` excludes the program name. Output goes to `out` only
 * when the whole command succeeded; every problem goes to `err`.
 */
int runCli(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace gputco
