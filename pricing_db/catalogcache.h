#pragma once

#include <QSqlDatabase>
#include <QString>

namespace gputco {

/**
 * @brief The local read-only copy of a shared (PostgreSQL) catalog, for working offline.
 *
 * After every successful open of a server catalog, refresh() compares a fingerprint of the
 * server's catalog (seed version, settings, price and price-book counts, history and discount
 * ids) with the copy's and, when they differ, writes a new SQLite copy next to the user's
 * catalog (AppDataLocation/catalog-copies/NAME.sqlite), atomically (temporary file, rename).
 * When the server cannot be reached, PricingDatabase opens this copy read-only and says so.
 */
namespace CatalogCache {

/** Where the copy of the catalog at @p url (password ignored) lives. */
QString pathFor(const QString &url);

/**
 * Brings the copy of @p url up to date with @p server. Returns an empty string, or why the
 * copy could not be written (the old copy, if any, is then left as it was).
 */
QString refresh(const QSqlDatabase &server, const QString &url);

} // namespace CatalogCache

} // namespace gputco
