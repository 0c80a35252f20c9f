#include "catalogprices.h"

#ifdef GPUTCO_HAVE_PRICING_DB
#include "pricingdatabase.h"
#endif


namespace gputco {

std::optional<CatalogPriceInfo> lookupCatalogPrice(const QString &priceId)
{
#ifdef GPUTCO_HAVE_PRICING_DB
    // Opened per lookup (0.5 ms): no database object outlives the application object.
    PricingDatabase db;
    if (!db.open().ok())
        return std::nullopt;
    const auto row = db.priceById(priceId);
    if (!row.ok() || !row.value())
        return std::nullopt;
    const PriceRow &r = *row.value();
    CatalogPriceInfo info;
    info.provider = r.providerName;
    info.item = r.instanceType + QLatin1Char(' ') + r.region;
    info.amount = r.hourlyAmount.value_or(r.monthlyAmount.value_or(r.upfrontAmount.value_or(0.0)));
    info.currency = r.currency;
    info.asOf = r.asOf;
    info.source = r.source;
    return info;
#else
    (void)priceId;
    return std::nullopt;
#endif
}

} // namespace gputco
