#pragma once

#include "reportwriter.h"

#include <QHash>
#include <QStringList>

namespace gputco {

/*!
 * The catalog prices a scenario refers to (CloudOption::catalogPriceId) and the fee presets
 * its fees were priced from (presetId of egress, bandwidth, storage and requests), read from the user's
 * pricing database once, so that a report's provenance can never be "entered in the
 * scenario" because the catalog happened to be locked: the caller sees `error` instead.
 */
struct CatalogPrices
{
    QHash<QString, PriceLine> found;
    QStringList unknownIds; ///< catalogPriceIds the catalog does not have (a missing fee preset leaves
                            ///< its fee "entered in the scenario")
    QHash<QString, QString> quoteWarnings; ///< id -> a quote expired, expiring or not yet valid today
    QString error; ///< the catalog could not be read (locked, another program's file ...)
    bool invalidInput = false; ///< `error` is about the user's input (another program's file)
    bool checked = false; ///< false: no catalog in this build, or nothing to look up
    /// Set when the shared catalog's server could not be reached and the prices come from the
    /// local read-only copy: says so and since when (a warning on each option priced from it).
    QString offlineCopyWarning;

    bool ok() const { return error.isEmpty(); }
};

/// Looks the scenario's catalog price ids up; nothing is opened when there are none.
CatalogPrices resolveCatalogPrices(const Scenario &scenario);

/// A PriceLookup over prices already read.
PriceLookup lookupIn(const CatalogPrices &prices);

/// "catalog price X is not in the pricing catalog ..." for an unknown id.
QString unknownCatalogPriceWarning(const QString &priceId);

/// Adds unknownCatalogPriceWarning() to the result of every option that refers to an unknown id,
/// and the quote warning of every option whose price is a quote expired, expiring or not yet valid.
void addCatalogWarnings(const Scenario &scenario, const CatalogPrices &prices, ScenarioResult &result);

/*!
 * What opening the pricing catalog has to tell the user: that a damaged one was kept aside
 * (and how to recover from it), that an earlier kept copy was not recovered yet; and in
 * @p warning why it cannot be used (another program's file, no permission; a lock is left to
 * the commands that need the catalog, which wait for it). Nothing when no catalog file exists
 * yet: a command that does not need the catalog does not create one.
 */
QStringList catalogNotices(QString *warning = nullptr);

/// Price lookup in the user's pricing database, opened per lookup; prefer resolveCatalogPrices().
PriceLookup catalogPriceLookup();

} // namespace gputco
