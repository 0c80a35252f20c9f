#pragma once

#include "pricingtypes.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gputco {

/*!
 * How users name what they look for in the catalog, and what the catalog calls it: the
 * aliases a Chinese or English user types for a provider ("aliyun", "阿里云", "volc",
 * "火山引擎"), GPU names matched on a word start and in any case ("910B" finds
 * "Ascend 910B", "h100" finds "H100 80GB SXM"), and the price per GPU-hour. Used by the CLI's
 * `catalog list` (through PricingDatabase::listPrices) and the app's catalog dialog.
 */
namespace CatalogSearch {

/// The catalog's provider id for a name or alias (case-insensitive), or the word unchanged.
QString providerId(const QString &word);

/// Every word that names the provider (its id and aliases, English and Chinese).
QStringList providerWords(const QString &providerId);

/// Whether `name` has a word starting with `query` (case-insensitive): "910B" in "Ascend 910B".
bool matchesWordStart(const QString &name, const QString &query);

/// The hourly price per GPU of a row priced by the hour with a known GPU count.
std::optional<double> pricePerGpuHour(const PriceRow &row);

} // namespace CatalogSearch

} // namespace gputco
