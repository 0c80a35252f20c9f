#include "cataloglookup.h"

#ifdef GPUTCO_HAVE_PRICING_DB
#include "pricingdatabase.h"
#endif

namespace gputco {

PriceLookup catalogPriceLookup()
{
#ifdef GPUTCO_HAVE_PRICING_DB
    return [](const QString &id) -> std::optional<PriceLine> {
        // Opened per lookup (0.5 ms): no database object outlives the application object.
        PricingDatabase db;
        if (!db.open().ok())
            return std::nullopt;
        const auto row = db.priceById(id);
        if (!row.ok() || !row.value())
            return std::nullopt;
        const PriceRow &r = *row.value();
        PriceLine l;
        l.provider = r.providerName;
        l.item = r.instanceType + QLatin1Char(' ') + r.region;
        l.amount = r.hourlyAmount.value_or(r.monthlyAmount.value_or(r.upfrontAmount.value_or(0.0)));
        l.currency = r.currency;
        l.asOf = r.asOf;
        l.source = r.source;
        l.taxIncluded = r.taxIncluded;
        l.pricingModel = r.pricingModel;
        l.notes = r.notes;
        return l;
    };
#else
    return {};
#endif
}

} // namespace gputco
