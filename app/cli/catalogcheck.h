#pragma once

#include "cataloglookup.h"

#include <QTextStream>

#include <optional>

namespace gputco {

/// What the CLI does with the pricing catalog around a scenario command.
namespace CliCatalog {

/// `--strict`: an unknown catalog price id, or a catalog that cannot be checked, is an error.
void setStrict(bool strict);
bool strict();

/// Prints, once per run, what the catalog has to tell the user (a damaged catalog kept aside ...).
void printNotices(QTextStream &err);

/*!
 * Looks up the catalog prices @p scenario refers to. Unknown ids are warnings on @p err (and
 * an error with --strict). When the catalog cannot be read: an error for a command that shows
 * provenance (@p needed, the report), a warning otherwise (an error with --strict). Returns
 * the exit code when the command must stop.
 */
std::optional<int> check(
    const Scenario &scenario, const QString &file, bool needed, QTextStream &err, CatalogPrices &prices);

} // namespace CliCatalog

} // namespace gputco
