#include "cataloglookup.h"

#ifdef GPUTCO_HAVE_PRICING_DB
#include "pricingdatabase.h"

#include <QCoreApplication>
#include <QRegularExpression>
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
        if (!row.ok())
            return std::nullopt;
        const QString commitNote =
            QCoreApplication::translate("gputco::CatalogLookup", " (as of: the commit date of the source file; the source states no date)");
        if (!row.value()) {
            // Not an instance price: a fee preset (storage, egress, bandwidth, requests ...).
            const auto fee = db.feePresetById(id);
            if (!fee.ok() || !fee.value())
                return std::nullopt;
            const FeePreset &f = *fee.value();
            PriceLine l;
            l.provider = f.providerId;
            l.item = QStringList{f.product, f.item, f.region, f.tier}.filter(QRegularExpression(QStringLiteral("\\S"))).join(QLatin1Char(' '));
            l.amount = f.price;
            l.unit = f.unit;
            l.currency = f.currency;
            l.asOf = f.asOf;
            l.source = f.source + (f.asOfBasis == QLatin1String("commit") ? commitNote : QString());
            return l;
        }
        const PriceRow &r = *row.value();
        PriceLine l;
        l.provider = r.providerName;
        l.item = r.instanceType + QLatin1Char(' ') + r.region;
        l.amount = r.hourlyAmount.value_or(r.monthlyAmount.value_or(r.upfrontAmount.value_or(0.0)));
        l.currency = r.currency;
        l.asOf = r.asOf;
        l.source = r.source + (r.asOfBasis == QLatin1String("commit") ? commitNote : QString());
        // A published range: the option takes its upper end (CatalogDialog), the report says so.
        const auto low = r.hourlyMin ? r.hourlyMin : r.monthlyMin;
        const auto high = r.hourlyMax ? r.hourlyMax : r.monthlyMax;
        if (!r.hourlyAmount && !r.monthlyAmount && !r.upfrontAmount && low && high) {
            l.amount = *high;
            l.source += QCoreApplication::translate("gputco::CatalogLookup", "; published as the range %1 to %2, the upper end used")
                            .arg(QString::number(*low, 'f', 2), QString::number(*high, 'f', 2));
        }
        return l;
    };
#else
    return {};
#endif
}

} // namespace gputco
