#pragma once

#include <QStringList>
#include <QTextStream>

namespace gputco {

/**
 * Runs `gputco-cli catalog ...`. @p args are the words after "catalog", e.g.
 * {"list", "--provider", "alibaba", "--format", "json"}. "--db PATH" and "--lang en|zh_CN"
 * may come before or after the subcommand; without --db the database is $GPUTCO_PRICING_DB or
 * the user's data folder, without --lang the language is the system's (as every command).
 * Each subcommand's options are parsed by CommandLine (commandline.h). Results go to @p out,
 * messages to @p err. "--help", "-h" or "help" print the usage on @p out and return 0
 * ("catalog list --help": the options of list).
 *
 * @return 0 on success, 2 on invalid input (bad arguments, an import file with problems,
 *         or `check` finding errors), 1 on an internal error (database cannot be opened ...).
 */
int runCatalogCommand(const QStringList &args, QTextStream &out, QTextStream &err);

/** Usage text of the catalog command. */
QString catalogUsage();

} // namespace gputco
