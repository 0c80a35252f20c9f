#pragma once

#include <QString>

#include <optional>

namespace gputco {

/// A catalog price as the report needs it (kept apart from the scenario types on purpose).
struct CatalogPriceInfo
{
    QString provider;
    QString item;
    double amount = 0.0;
    QString currency;
    QString asOf;
    QString source;
};

/// Looks a price up in the user's pricing database; nothing when there is no database or no
/// such price.
std::optional<CatalogPriceInfo> lookupCatalogPrice(const QString &priceId);

} // namespace gputco
