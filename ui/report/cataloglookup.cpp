#include "cataloglookup.h"

#include "pricingdatabase.h"
#include "sqldialect.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace gputco {

namespace {

PriceLine lineOf(const PriceRow &r)
{
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
    l.taxRatePercent = r.taxRatePercent;
    // A quote: who gave it and until when, judged on today.
    l.quote = quoteDescription(r);
    const QuoteStatus status = quoteStatus(r, QDate::currentDate());
    l.quoteExpired = status == QuoteStatus::Expired;
    l.quoteExpiring = status == QuoteStatus::Expiring;
    l.quoteValidUntil = r.validUntil;
    return l;
}

/// The price's staleness (the catalog's limit, today) and its change since its earliest
/// recorded price ("as of 2021-09-27, changed -8 % since 2020-03-01").
void addAge(const PricingDatabase &db, const PriceRow &r, PriceLine &l)
{
    l.staleAfterMonths = db.staleAfterMonths();
    l.stale = isStaleAsOf(r.asOf, QDate::currentDate(), l.staleAfterMonths);
    if (const auto history = db.priceHistory(r.id); history.ok())
        if (const auto change = priceChangeSinceEarliest(r, history.value())) {
            l.changePercent = change->percent;
            l.changedSince = change->since;
        }
}

QString commitDateNote()
{
    return QCoreApplication::translate(
        "gputco::CatalogLookup", " (as of: the commit date of the source file; the source states no date)");
}

/*!
 * A catalog price as a provenance line: its source and date (the commit date when the source
 * states none), its age, the upper end of a published range, and the negotiated discount of
 * the price book (商务折扣) that applies to it, so that a report can say where a discount
 * comes from.
 */
PriceLine catalogLine(const PricingDatabase &db, const PriceRow &r, const QList<NegotiatedDiscount> &discounts)
{
    PriceLine l = lineOf(r);
    addAge(db, r, l);
    l.source += r.asOfBasis == QLatin1String("commit") ? commitDateNote() : QString();
    // A published range: the option takes its upper end (CatalogDialog), the report says so.
    const auto low = r.hourlyMin ? r.hourlyMin : r.monthlyMin;
    const auto high = r.hourlyMax ? r.hourlyMax : r.monthlyMax;
    if (!r.hourlyAmount && !r.monthlyAmount && !r.upfrontAmount && low && high) {
        l.amount = *high;
        l.source += QCoreApplication::translate(
            "gputco::CatalogLookup", "; published as the range %1 to %2, the upper end used")
                        .arg(QString::number(*low, 'f', 2), QString::number(*high, 'f', 2));
    }
    if (const auto d = matchNegotiatedDiscount(discounts, r)) {
        l.priceBookDiscountPercent = d->discount * 100.0;
        l.priceBookDiscountNote = d->note;
    }
    return l;
}

/// A fee preset (storage, egress, bandwidth, requests ...) as a provenance line.
PriceLine lineOfPreset(const PricingDatabase &db, const FeePreset &f)
{
    PriceLine l;
    l.provider = f.providerId;
    l.item = QStringList{f.product, f.item, f.region, f.tier}
                 .filter(QRegularExpression(QStringLiteral("\\S")))
                 .join(QLatin1Char(' '));
    l.amount = f.price;
    l.unit = f.unit;
    l.currency = f.currency;
    l.asOf = f.asOf;
    l.source = f.source + (f.asOfBasis == QLatin1String("commit") ? commitDateNote() : QString());
    l.staleAfterMonths = db.staleAfterMonths();
    l.stale = isStaleAsOf(f.asOf, QDate::currentDate(), l.staleAfterMonths);
    return l;
}

/// A self-hosted hardware row (a vendor's server quote, or a shipped reference figure) as a
/// provenance line: a published range takes its upper end, as the catalog's cloud prices do.
PriceLine lineOfHardware(const PricingDatabase &db, const HardwareItem &h)
{
    PriceLine l = lineOf(quoteRowOf(h));
    l.provider = h.quoteVendor;
    l.item = h.name;
    l.amount = h.priceHigh.value_or(h.priceLow);
    l.currency = h.currency;
    l.asOf = h.asOf;
    l.source = h.source;
    l.notes = h.notes;
    if (h.priceHigh && *h.priceHigh > h.priceLow)
        l.source += QCoreApplication::translate(
            "gputco::CatalogLookup", "; published as the range %1 to %2, the upper end used")
                        .arg(QString::number(h.priceLow, 'f', 2), QString::number(*h.priceHigh, 'f', 2));
    l.staleAfterMonths = db.staleAfterMonths();
    l.stale = isStaleAsOf(h.asOf, QDate::currentDate(), l.staleAfterMonths);
    return l;
}

/// The fee preset ids of an option's fees (the ones the editor's fee-preset picker fills).
void addPresetIds(const HiddenFees &f, QStringList &ids)
{
    const auto add = [&ids](const QString &id) {
        if (!id.isEmpty() && !ids.contains(id))
            ids << id;
    };
    if (f.egress)
        add(f.egress->presetId);
    if (f.bandwidth)
        add(f.bandwidth->presetId);
    for (const StorageVolume &v : f.storage)
        add(v.presetId);
    for (const RequestFee &r : f.requests)
        add(r.presetId);
}

} // namespace

QString unknownCatalogPriceWarning(const QString &priceId)
{
    return QCoreApplication::translate("gputco::CatalogLookup",
        "catalog price %1 is not in the pricing catalog (removed, or the scenario comes "
        "from another catalog): its price is the one entered in the scenario")
        .arg(priceId);
}

CatalogPrices resolveCatalogPrices(const Scenario &scenario)
{
    CatalogPrices out;
    QStringList ids;
    // A fee records its preset in presetId (as the app's fee-preset picker fills it), not in
    // a catalogPriceId: both are read, so that the report's provenance lists fee presets too.
    QStringList presetIds;
    QStringList hardwareIds; // servers.catalogHardwareId: a vendor's server quote
    for (const Option &o : scenario.options) {
        if (const CloudOption *c = o.cloud()) {
            if (!c->catalogPriceId.isEmpty() && !ids.contains(c->catalogPriceId))
                ids << c->catalogPriceId;
            addPresetIds(c->fees, presetIds);
        } else if (const SelfHostedOption *h = o.selfHosted()) {
            if (!h->serverCatalogHardwareId.isEmpty() && !hardwareIds.contains(h->serverCatalogHardwareId))
                hardwareIds << h->serverCatalogHardwareId;
            addPresetIds(h->fees, presetIds);
        }
    }
    if (ids.isEmpty() && presetIds.isEmpty() && hardwareIds.isEmpty())
        return out;
    PricingDatabase db;
    const Status status = db.open();
    if (!status.ok()) {
        out.error = status.error;
        out.invalidInput = db.problem() == PricingDatabase::Problem::Foreign;
        return out;
    }
    out.checked = true;
    if (db.isOfflineCopy())
        out.offlineCopyWarning = QCoreApplication::translate("gputco::CatalogLookup",
            "the catalog server could not be reached: catalog prices come from the local read-only copy "
            "of the catalog as last read from the server on %1; changes made there since are not included")
                                     .arg(db.offlineCopyWritten());
    std::optional<QList<NegotiatedDiscount>> discounts; // read once, with the first price found
    for (const QString &id : std::as_const(ids)) {
        const auto row = db.priceById(id);
        if (!row.ok()) {
            out.error = row.error();
            out.checked = false;
            return out;
        }
        if (row.value()) {
            if (!discounts) {
                const auto all = db.negotiatedDiscounts();
                if (!all.ok()) {
                    out.error = all.error();
                    out.checked = false;
                    return out;
                }
                discounts = all.value();
            }
            out.found.insert(id, catalogLine(db, *row.value(), *discounts));
            if (const QString warning = quoteWarning(*row.value(), QDate::currentDate()); !warning.isEmpty())
                out.quoteWarnings.insert(id, warning);
        } else
            out.unknownIds << id;
    }
    for (const QString &id : std::as_const(hardwareIds)) {
        const auto item = db.hardwareById(id);
        if (!item.ok()) {
            out.error = item.error();
            out.checked = false;
            return out;
        }
        if (!item.value()) {
            out.unknownIds << id;
            continue;
        }
        out.found.insert(id, lineOfHardware(db, *item.value()));
        if (const QString warning = quoteWarning(quoteRowOf(*item.value()), QDate::currentDate()); !warning.isEmpty())
            out.quoteWarnings.insert(id, warning);
    }
    for (const QString &id : std::as_const(presetIds)) {
        if (out.found.contains(id))
            continue;
        const auto fee = db.feePresetById(id);
        if (!fee.ok()) {
            out.error = fee.error();
            out.checked = false;
            return out;
        }
        // A preset the catalog no longer has leaves the fee "entered in the scenario".
        if (fee.value())
            out.found.insert(id, lineOfPreset(db, *fee.value()));
    }
    if (db.isOfflineCopy()) {
        // Each line traces to the copy, not to the server's catalog of today.
        const QString note = QCoreApplication::translate(
            "gputco::CatalogLookup", " (from the offline copy of the catalog as read on %1)")
                                 .arg(db.offlineCopyWritten());
        for (PriceLine &line : out.found)
            line.source += note;
    }
    return out;
}

PriceLookup lookupIn(const CatalogPrices &prices)
{
    if (prices.found.isEmpty())
        return {};
    return [found = prices.found](const QString &id) -> std::optional<PriceLine> {
        const auto it = found.constFind(id);
        return it == found.constEnd() ? std::nullopt : std::optional<PriceLine>(*it);
    };
}

void addCatalogWarnings(const Scenario &scenario, const CatalogPrices &prices, ScenarioResult &result)
{
    for (const Option &o : scenario.options) {
        const CloudOption *c = o.cloud();
        const SelfHostedOption *h = o.selfHosted();
        const QString id = c ? c->catalogPriceId : h ? h->serverCatalogHardwareId : QString();
        if (id.isEmpty())
            continue;
        QStringList warnings;
        if (prices.unknownIds.contains(id))
            warnings << unknownCatalogPriceWarning(id);
        else if (const QString quote = prices.quoteWarnings.value(id); !quote.isEmpty())
            warnings << quote;
        if (!prices.offlineCopyWarning.isEmpty() && prices.found.contains(id))
            warnings << prices.offlineCopyWarning;
        if (warnings.isEmpty())
            continue;
        for (OptionResult &r : result.options)
            if (r.id == o.id && r.name == o.name)
                r.warnings << warnings;
    }
}

QStringList catalogNotices(QString *warning)
{
    // A shared catalog is always asked: it may be unreachable (then the offline copy is said).
    const QString location = PricingDatabase::defaultPath();
    if (!SqlDialects::isServerUrl(location) && !QFileInfo::exists(location))
        return {};
    PricingDatabase db;
    // A short wait: a command that needs the catalog waits the full time and says why.
    const Status status = db.open(QString(), 200);
    if (!status.ok() && warning && db.problem() != PricingDatabase::Problem::Locked)
        *warning = status.error;
    return db.notices();
}

PriceLookup catalogPriceLookup()
{
    return [](const QString &id) -> std::optional<PriceLine> {
        // Opened per lookup (0.5 ms): no database object outlives the application object.
        PricingDatabase db;
        if (!db.open().ok())
            return std::nullopt;
        const auto row = db.priceById(id);
        if (!row.ok())
            return std::nullopt;
        if (!row.value()) {
            // Not an instance price: a fee preset (storage, egress, bandwidth, requests ...).
            const auto fee = db.feePresetById(id);
            if (!fee.ok() || !fee.value())
                return std::nullopt;
            return lineOfPreset(db, *fee.value());
        }
        const auto discounts = db.negotiatedDiscounts();
        return catalogLine(db, *row.value(), discounts.ok() ? discounts.value() : QList<NegotiatedDiscount>());
    };
}

} // namespace gputco
