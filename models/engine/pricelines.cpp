#include "pricelines.h"

#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

namespace gputco {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PriceLines)
};

bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

QString orReporting(const QString &currency, const Scenario &s)
{
    return currency.isEmpty() ? s.reportingCurrency : currency;
}

QString gb(double v)
{
    return QLocale().toString(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 2);
}

/// The parts of a block's provenance that are set, the option's for the others.
Provenance merged(const std::optional<Provenance> &block, const std::optional<Provenance> &option)
{
    Provenance p = option.value_or(Provenance{});
    if (!block)
        return p;
    if (!block->source.isEmpty())
        p.source = block->source;
    if (!block->asOf.isEmpty())
        p.asOf = block->asOf;
    if (block->taxIncluded) {
        p.taxIncluded = block->taxIncluded;
        p.taxRatePercent = block->taxRatePercent;
    }
    if (block->quote)
        p.quote = block->quote;
    return p;
}

/// "Quote from VENDOR (REFERENCE), valid FROM to UNTIL; attachment: FILE", as the catalog's quotes read.
QString quoteText(const PriceQuoteRef &q)
{
    QString text = Tr::tr("Quote from %1").arg(q.vendor);
    if (!q.reference.isEmpty())
        text = Tr::tr("%1 (%2)").arg(text, q.reference);
    if (!q.validFrom.isEmpty() || !q.validUntil.isEmpty())
        text = Tr::tr("%1, valid %2 to %3")
                   .arg(text, q.validFrom.isEmpty() ? QStringLiteral("…") : q.validFrom,
                       q.validUntil.isEmpty() ? QStringLiteral("…") : q.validUntil);
    if (!q.attachment.isEmpty())
        text = Tr::tr("%1; attachment: %2").arg(text, q.attachment);
    return text;
}

/// Days before its last valid day from which a quote counts as expiring (as the catalog's).
constexpr qint64 kExpiringDays = 30;

/// The provenance `p` on a line entered in the scenario.
void applyProvenance(PriceLine &l, const Provenance &p, const QDate &today)
{
    if (p.quote) {
        l.quote = quoteText(*p.quote);
        l.source = l.quote;
        const QDate until = QDate::fromString(p.quote->validUntil, Qt::ISODate);
        l.quoteValidUntil = p.quote->validUntil;
        l.quoteExpired = until.isValid() && until < today;
        l.quoteExpiring = until.isValid() && !l.quoteExpired && today.daysTo(until) <= kExpiringDays;
    }
    if (!p.source.isEmpty())
        l.source = l.enteredSource = p.source;
    l.asOf = p.asOf;
    if (p.taxIncluded) {
        l.taxIncluded = p.taxIncluded;
        l.taxRatePercent = p.taxRatePercent;
        l.taxStatusFrom = QStringLiteral("source");
    }
}

/// The cost category whose VAT rate applies to a line of `kind`.
Category vatCategoryOf(PriceLineKind kind)
{
    switch (kind) {
    case PriceLineKind::OnDemand:
    case PriceLineKind::Reserved:
    case PriceLineKind::Spot: return Category::Compute;
    case PriceLineKind::Fee: return Category::OtherFees;
    case PriceLineKind::Capex: return Category::Capex;
    case PriceLineKind::Power: return Category::Power;
    case PriceLineKind::Space: return Category::Space;
    case PriceLineKind::Staff: return Category::Staff;
    case PriceLineKind::Maintenance: return Category::Maintenance;
    case PriceLineKind::Operations: return Category::Operations;
    case PriceLineKind::Financing: return Category::Interest;
    case PriceLineKind::Migration:
    case PriceLineKind::ExchangeRate: break;
    }
    return Category::Migration;
}

/// A line whose amount is the catalog row's price (same amount and currency): it takes the row's
/// source and date (a row that states no date or tax status leaves the block's), its tax
/// status, age, quote and price-book discount.
void takeCatalog(PriceLine &l, const PriceLine &catalog)
{
    l.fromCatalog = true;
    // A catalog row that states no date or tax status leaves those of the block's provenance
    // (the day the price was taken from the catalog, the status its source gives).
    if (!catalog.asOf.isEmpty())
        l.asOf = catalog.asOf;
    l.source = catalog.source;
    if (catalog.taxIncluded) {
        l.taxIncluded = catalog.taxIncluded;
        l.taxRatePercent = catalog.taxRatePercent;
        l.taxStatusFrom = QStringLiteral("source");
    }
    l.notes = catalog.notes;
    l.stale = catalog.stale;
    l.staleAfterMonths = catalog.staleAfterMonths;
    l.changePercent = catalog.changePercent;
    l.changedSince = catalog.changedSince;
    l.quote = catalog.quote;
    l.quoteExpired = catalog.quoteExpired;
    l.quoteExpiring = catalog.quoteExpiring;
    l.quoteValidUntil = catalog.quoteValidUntil;
    l.priceBookDiscountPercent = catalog.priceBookDiscountPercent;
    l.priceBookDiscountNote = catalog.priceBookDiscountNote;
}

/// Lines of `o` whose tax status their source does not give take the scenario's (its vat
/// block's pricesIncludeVat and the rate of the line's price class), and those that give the
/// status without a rate take the rate.
void fillTaxFromScenario(const Scenario &s, const Option &o, QList<PriceLine> &lines, qsizetype from)
{
    if (!s.vat)
        return;
    for (qsizetype i = from; i < lines.size(); ++i) {
        PriceLine &l = lines[i];
        if (l.currency.isEmpty())
            continue; // a percentage or a term: no tax status
        if (!l.taxIncluded) {
            l.taxIncluded = Tax::pricesIncludeVat(*s.vat, o);
            l.taxStatusFrom = QStringLiteral("scenario");
        }
        if (!l.taxRatePercent)
            l.taxRatePercent = Tax::vatPercent(*s.vat, o, vatCategoryOf(l.kind));
    }
}

/// Collects the lines of one option.
class Collector
{
public:
    Collector(const Scenario &s, const Option &o, QList<PriceLine> &out, const QDate &today)
        : mS(s)
        , mO(o)
        , mOut(out)
        , mToday(today)
    { }

    /// A line entered in the scenario, with the provenance of its `block` (the option's where
    /// the block does not say).
    PriceLine &add(PriceLineKind kind, const QString &item, double amount, const QString &unit, const QString &currency,
        const std::optional<Provenance> &block = std::nullopt)
    {
        PriceLine l;
        l.optionId = mO.id;
        l.option = mO.name;
        l.provider = mProvider;
        l.resource = mResource;
        l.item = item;
        l.kind = kind;
        l.amount = amount;
        l.unit = unit;
        l.currency = currency;
        l.source = Tr::tr("entered in the scenario");
        applyProvenance(l, merged(block, mO.provenance), mToday);
        mOut << l;
        return mOut.back();
    }

    void setProvider(const QString &p) { mProvider = p; }
    void setLookup(const PriceLookup *lookup) { mLookup = lookup; }

    /// A fee priced from a catalog fee preset: its source and date when the amount is the
    /// preset's (x scale: Tencent prices requests per 10,000, the scenario per 1,000).
    void preset(PriceLine &l, const QString &id)
    {
        if (id.isEmpty())
            return;
        l.catalogId = id;
        if (!mLookup || !*mLookup)
            return;
        const std::optional<PriceLine> p = (*mLookup)(id);
        if (!p)
            return;
        const double scale = p->unit.contains(QStringLiteral("万")) ? 10.0 : 1.0;
        l.catalogAmount = p->amount;
        l.catalogCurrency = p->currency;
        if (!same(l.amount * scale, p->amount) || l.currency != p->currency)
            return;
        l.fromCatalog = true;
        if (!p->asOf.isEmpty())
            l.asOf = p->asOf;
        l.source = p->source;
        l.quote.clear();
        l.stale = p->stale;
        l.staleAfterMonths = p->staleAfterMonths;
    }
    void setResource(const QString &r) { mResource = r; }

    void fees(const HiddenFees &f)
    {
        const auto fee = [&](const QString &item, double amount, const QString &unit, const QString &cur,
                             const std::optional<Provenance> &provenance, const QString &presetId = QString()) {
            preset(add(PriceLineKind::Fee, item, amount, unit, orReporting(cur, mS), provenance), presetId);
        };
        if (f.egress && f.egress->gbPerMonth > 0) {
            double from = 0;
            for (const PriceTier &t : f.egress->tiers) {
                if (from >= f.egress->gbPerMonth)
                    break; // a tier the traffic never reaches enters no total
                const QString item = f.egress->tiers.size() == 1 ? Tr::tr("internet egress")
                    : t.upToGb ? Tr::tr("internet egress, %1 to %2 GB a month").arg(gb(from), gb(*t.upToGb))
                               : Tr::tr("internet egress, above %1 GB a month").arg(gb(from));
                // A fee preset prices the open-ended (last) tier.
                fee(item, t.pricePerGb, Tr::tr("per GB"), f.egress->currency, f.egress->provenance,
                    t.upToGb ? QString() : f.egress->presetId);
                from = t.upToGb.value_or(from);
            }
        }
        if (f.bandwidth && f.bandwidth->mbps > 0)
            fee(Tr::tr("bandwidth, %1 Mbps").arg(gb(f.bandwidth->mbps)), f.bandwidth->pricePerMbpsMonth,
                Tr::tr("per Mbps-month"), f.bandwidth->currency, f.bandwidth->provenance, f.bandwidth->presetId);
        if (f.crossAz && f.crossAz->gbPerMonth > 0)
            fee(Tr::tr("cross-zone traffic"), f.crossAz->pricePerGb, Tr::tr("per GB and direction"),
                f.crossAz->currency, f.crossAz->provenance);
        for (const StorageVolume &v : f.storage)
            if (v.gbProvisioned > 0)
                fee(Tr::tr("storage %1, %2 GB").arg(v.name, gb(v.gbProvisioned)).simplified(), v.pricePerGbMonth,
                    Tr::tr("per GB-month"), v.currency, v.provenance, v.presetId);
        if (f.checkpoints && f.checkpoints->sizeGb * f.checkpoints->kept > 0)
            fee(Tr::tr("checkpoint storage"), f.checkpoints->pricePerGbMonth, Tr::tr("per GB-month"),
                f.checkpoints->currency, f.checkpoints->provenance);
        for (const RequestFee &r : f.requests)
            if (r.requestsPerMonth > 0)
                fee(Tr::tr("requests %1").arg(r.name).trimmed(), r.pricePer1000, Tr::tr("per 1,000 requests"),
                    r.currency, r.provenance, r.presetId);
        if (f.provisioned && f.provisioned->iops > 0)
            fee(Tr::tr("provisioned IOPS"), f.provisioned->pricePerIopsMonth, Tr::tr("per IOPS-month"),
                f.provisioned->currency, f.provisioned->provenance);
        if (f.provisioned && f.provisioned->throughputMBps > 0)
            fee(Tr::tr("provisioned throughput"), f.provisioned->pricePerMBpsMonth, Tr::tr("per MB/s-month"),
                f.provisioned->currency, f.provisioned->provenance);
        for (const OtherMonthlyFee &o : f.other)
            if (o.amountPerMonth != 0)
                fee(o.name.isEmpty() ? Tr::tr("other fee") : o.name, o.amountPerMonth, Tr::tr("per month"), o.currency,
                    o.provenance);
    }

private:
    const Scenario &mS;
    const Option &mO;
    QList<PriceLine> &mOut;
    QDate mToday;
    QString mProvider;
    const PriceLookup *mLookup = nullptr;
    QString mResource;
};

QString termName(const ReservedPricing &r)
{
    const QString payment = r.payment == PaymentOption::AllUpfront ? Tr::tr("all upfront")
        : r.payment == PaymentOption::NoUpfront                    ? Tr::tr("no upfront")
                                                                   : Tr::tr("partial upfront");
    return Tr::tr("%1-month subscription (reserved), %2").arg(r.termMonths).arg(payment);
}

/*!
 * The price lines of a cloud option: on-demand, spot and every reserved term (its hourly rate
 * and the payments derived from it, or the payments as quoted), then its fees. A line whose
 * amount is the catalog row's price takes the row's source and date.
 */
class CloudLines
{
public:
    CloudLines(const Scenario &s, const Option &o, const CloudOption &c, const PriceLookup &lookup,
        QList<PriceLine> &out, const QDate &today)
        : mS(s)
        , mC(c)
        , mK(s, o, out, today)
    {
        if (!c.catalogPriceId.isEmpty() && lookup)
            mCatalog = lookup(c.catalogPriceId);
        mK.setLookup(&lookup);
        mK.setProvider(PriceLines::providerName(c.provider));
        mK.setResource(QStringLiteral("%1 %2").arg(c.instanceType, c.region).simplified());
        mModel = mCatalog ? mCatalog->pricingModel : QString();
    }

    void collect()
    {
        if (mC.onDemand && mC.onDemand->quoteNeeded.isEmpty())
            priced(PriceLineKind::OnDemand, Tr::tr("on-demand"), mC.onDemand->pricePerInstanceHour,
                mC.onDemand->listPricePerInstanceHour, mC.onDemand->discountPercent, mC.onDemand->currency,
                onDemandRow(), mC.onDemand->provenance);
        if (mC.spot && mC.spot->quoteNeeded.isEmpty())
            priced(PriceLineKind::Spot, Tr::tr("spot"), mC.spot->pricePerInstanceHour,
                mC.spot->listPricePerInstanceHour, mC.spot->discountPercent, mC.spot->currency,
                {QStringLiteral("spot")}, mC.spot->provenance);
        std::vector<ReservedPricing> terms = mC.commitments;
        if (mC.reserved)
            terms.insert(terms.begin(), *mC.reserved);
        for (const ReservedPricing &r : terms)
            if (r.priced(mS.hoursPerMonth))
                reserved(r);
        if (const auto &p = mC.platform) {
            const QString cur = orReporting(p->currency, mS);
            if (p->feePerInstanceHour > 0)
                mK.add(PriceLineKind::Fee, Tr::tr("%1 platform fee").arg(p->name).trimmed(), p->feePerInstanceHour,
                    Tr::tr("per instance-hour"), cur, p->provenance);
            if (p->surchargePercent > 0)
                mK.add(PriceLineKind::Fee, Tr::tr("%1 platform surcharge").arg(p->name).trimmed(), p->surchargePercent,
                    Tr::tr("% of compute"), QString(), p->provenance);
        }
        if (mC.staff && mC.staff->instancesPerFte > 0 && mC.staff->monthlyCostPerFte > 0)
            mK.add(PriceLineKind::Staff,
                Tr::tr("staff, one per %1 instances").arg(QLocale().toString(mC.staff->instancesPerFte, 'g', 6)),
                mC.staff->monthlyCostPerFte, Tr::tr("per person-month"), orReporting(mC.staff->currency, mS),
                mC.staff->provenance);
        mK.fees(mC.fees);
    }

private:
    static QStringList onDemandRow() { return {QStringLiteral("on_demand")}; }

    /// Takes the catalog row's source and date when `amount` is its price (same currency, and
    /// the row's pricing model among `models`).
    void fromCatalog(PriceLine &l, double amount, const QString &currency, const QStringList &models) const
    {
        if (mC.catalogPriceId.isEmpty())
            return;
        l.catalogId = mC.catalogPriceId;
        if (!mCatalog)
            return;
        const PriceLine &catalog = *mCatalog;
        l.catalogAmount = catalog.amount;
        l.catalogCurrency = catalog.currency;
        if (!same(amount, catalog.amount) || currency != catalog.currency
            || (!mModel.isEmpty() && !models.contains(mModel)))
            return;
        takeCatalog(l, catalog);
        if (l.provider.isEmpty() || l.provider == mC.provider)
            l.provider = catalog.provider;
    }

    /// A price per instance-hour, entered as it is or as a list price and a discount: the list
    /// price is what the catalog may know.
    void priced(PriceLineKind kind, const QString &item, double price, const std::optional<double> &list,
        const std::optional<double> &discount, const QString &currency, const QStringList &models,
        const std::optional<Provenance> &provenance)
    {
        PriceLine &l = mK.add(kind, item, price, Tr::tr("per instance-hour"), orReporting(currency, mS), provenance);
        if (list && discount) {
            l.listAmount = list;
            l.discountPercent = discount;
            // The list price is the catalog's on-demand price, or the row's own price when a
            // negotiated discount was applied to it (CatalogDialog).
            fromCatalog(l, *list, l.currency, onDemandRow() + models);
        } else {
            fromCatalog(l, price, l.currency, models);
        }
    }

    /// A reserved term: its hourly rate and the payments derived from it, or the payments quoted.
    void reserved(const ReservedPricing &r)
    {
        const QString cur = orReporting(r.currency, mS);
        const QString term = termName(r);
        const ReservedAmounts a = r.amounts(mS.hoursPerMonth);
        if (const auto hourly = r.derivedHourly()) {
            // The rate the term is priced at, then what is charged, derived from it.
            PriceLine &rate
                = mK.add(PriceLineKind::Reserved, term, *hourly, Tr::tr("per instance-hour"), cur, r.provenance);
            if (r.listPricePerInstanceHour && r.discountPercent && !r.effectivePricePerInstanceHour) {
                rate.listAmount = r.listPricePerInstanceHour;
                rate.discountPercent = r.discountPercent;
                fromCatalog(
                    rate, *r.listPricePerInstanceHour, cur, {QStringLiteral("on_demand"), QStringLiteral("reserved")});
            } else {
                fromCatalog(rate, *hourly, cur, {QStringLiteral("reserved")});
            }
            const QString derived
                = Tr::tr("derived: %1 an hour x %2 h x %3 months")
                      .arg(QLocale().toString(*hourly, 'g', 10), QLocale().toString(mS.hoursPerMonth, 'g', 6))
                      .arg(r.termMonths);
            // The payments follow from the rate: its date and tax status, their own source. (A
            // copy: adding a line may move the list's lines.)
            const PriceLine rateLine = rate;
            const auto payment = [&](const QString &item, double amount, const QString &unit) {
                PriceLine &l = mK.add(PriceLineKind::Reserved, item, amount, unit, cur, r.provenance);
                l.source = derived;
                l.asOf = rateLine.asOf;
                l.taxIncluded = rateLine.taxIncluded;
                l.taxRatePercent = rateLine.taxRatePercent;
                l.taxStatusFrom = rateLine.taxStatusFrom;
            };
            if (a.upfront > 0)
                payment(Tr::tr("%1: upfront payment").arg(term), a.upfront, Tr::tr("per instance and term"));
            if (a.monthly > 0)
                payment(Tr::tr("%1: monthly payment").arg(term), a.monthly, Tr::tr("per instance-month"));
            return;
        }
        if (a.upfront > 0)
            quoted(r, cur, Tr::tr("%1: upfront payment").arg(term), a.upfront, Tr::tr("per instance and term"),
                r.listUpfrontPerInstance);
        if (a.monthly > 0)
            quoted(r, cur, Tr::tr("%1: monthly payment").arg(term), a.monthly, Tr::tr("per instance-month"),
                r.listMonthlyPerInstance);
    }

    /// A quoted payment of a reserved term; with a negotiated discount (商务折扣) the line gives
    /// the list amount and the discount, and the list amount is what the catalog row may know.
    void quoted(const ReservedPricing &r, const QString &cur, const QString &item, double amount, const QString &unit,
        const std::optional<double> &list)
    {
        PriceLine &l = mK.add(PriceLineKind::Reserved, item, amount, unit, cur, r.provenance);
        if (list && r.negotiatedDiscountPercent) {
            l.listAmount = list;
            l.discountPercent = r.negotiatedDiscountPercent;
            fromCatalog(l, *list, cur, {QStringLiteral("reserved")});
        } else {
            fromCatalog(l, amount, cur, {QStringLiteral("reserved")});
        }
    }

    const Scenario &mS;
    const CloudOption &mC;
    Collector mK;
    std::optional<PriceLine> mCatalog;
    QString mModel; ///< the catalog row's pricing model
};

void cloudLines(const Scenario &s, const Option &o, const CloudOption &c, const PriceLookup &lookup,
    QList<PriceLine> &out, const QDate &today)
{
    CloudLines(s, o, c, lookup, out, today).collect();
}

/// The terms of a loan or lease beside its rate: what is paid when, as percentages.
void financingLines(Collector &k, const Financing &f)
{
    const auto term = [&](const QString &item, double value, const QString &unit) {
        k.add(PriceLineKind::Financing, item, value, unit, QString(), f.provenance);
    };
    term(f.kind == FinancingKind::Loan ? Tr::tr("loan interest") : Tr::tr("finance lease interest"),
        f.annualRate * 100.0, Tr::tr("% a year"));
    term(Tr::tr("financing term"), f.termMonths, Tr::tr("months"));
    if (f.downPaymentFraction > 0)
        term(Tr::tr("down payment"), f.downPaymentFraction * 100.0, Tr::tr("% of the purchase"));
    if (f.feesFraction > 0)
        term(Tr::tr("financing fees"), f.feesFraction * 100.0, Tr::tr("% of the amount financed"));
    if (f.balloonFraction > 0)
        term(Tr::tr("balloon payment"), f.balloonFraction * 100.0, Tr::tr("% of the purchase"));
}

/// The one-time costs of moving to an option (porting, data moved, set-up, parallel running).
void oneTimeLines(const Scenario &s, const Option &o, Collector &k)
{
    for (const OneTimeCost &c : o.oneTimeCosts) {
        const QString cur = orReporting(c.currency, s);
        const auto line = [&](const QString &item, double amount, const QString &unit) {
            k.add(PriceLineKind::Migration, item, amount, unit, cur, c.provenance);
        };
        if (c.amount != 0.0)
            line(c.name, c.amount, Tr::tr("once, in month %1").arg(c.month));
        if (c.personMonths != 0.0 && c.costPerPersonMonth != 0.0)
            line(Tr::tr("%1: %2 person-months").arg(c.name, QLocale().toString(c.personMonths, 'g', 6)),
                c.costPerPersonMonth, Tr::tr("per person-month"));
        if (c.dataGb > 0) {
            double from = 0;
            for (const PriceTier &t : c.egressTiers) {
                if (from >= c.dataGb)
                    break;
                line(Tr::tr("%1: %2 GB moved out").arg(c.name, gb(c.dataGb)), t.pricePerGb, Tr::tr("per GB"));
                from = t.upToGb.value_or(from);
            }
        }
        if (c.parallelMonths > 0 && c.parallelAmountPerMonth != 0.0)
            line(Tr::tr("%1: %2 months of parallel running").arg(c.name).arg(c.parallelMonths),
                c.parallelAmountPerMonth, Tr::tr("per month"));
    }
}

/// The server price's line takes the catalog's hardware row (a vendor's quote) it names when
/// the price is the row's (same amount and currency).
void serverFromCatalog(PriceLine &l, const SelfHostedOption &h, const PriceLookup &lookup)
{
    if (h.serverCatalogHardwareId.isEmpty())
        return;
    l.catalogId = h.serverCatalogHardwareId;
    const std::optional<PriceLine> catalog = lookup ? lookup(h.serverCatalogHardwareId) : std::nullopt;
    if (!catalog)
        return;
    l.catalogAmount = catalog->amount;
    l.catalogCurrency = catalog->currency;
    if (same(l.amount, catalog->amount) && l.currency == catalog->currency)
        takeCatalog(l, *catalog);
}

void selfHostedLines(const Scenario &s, const Option &o, const SelfHostedOption &h, const PriceLookup &lookup,
    QList<PriceLine> &out, const QDate &today)
{
    Collector k(s, o, out, today);
    const QString capexCur = orReporting(h.capexCurrency, s);
    if (h.serverQuoteNeeded.isEmpty() && h.pricePerServer > 0) {
        PriceLine &server = k.add(PriceLineKind::Capex, Tr::tr("server with %1 GPUs").arg(h.gpusPerServer),
            h.pricePerServer, Tr::tr("per server"), capexCur, h.serversProvenance);
        server.serverPrice = true;
        serverFromCatalog(server, h, lookup);
    }
    const auto capex = [&](const QString &item, double amount) {
        if (amount > 0)
            k.add(PriceLineKind::Capex, item, amount, Tr::tr("once per purchase"), capexCur, h.capexProvenance);
    };
    capex(Tr::tr("network fabric"), h.fabricCapex);
    capex(Tr::tr("storage hardware"), h.storageCapex);
    capex(Tr::tr("installation"), h.installationCapex);
    if (h.typicalKwPerServer > 0 && h.powerPricePerKwh > 0)
        k.add(PriceLineKind::Power, Tr::tr("electricity"), h.powerPricePerKwh, Tr::tr("per kWh"),
            orReporting(h.powerCurrency, s), h.powerProvenance);
    const QString spaceCur = orReporting(h.spaceCurrency, s);
    if (h.kwPerRack > 0 && h.rackPricePerMonth > 0)
        k.add(PriceLineKind::Space, Tr::tr("rack rent"), h.rackPricePerMonth, Tr::tr("per rack-month"), spaceCur,
            h.spaceProvenance);
    if (h.colocationPricePerKwMonth > 0)
        k.add(PriceLineKind::Space, Tr::tr("colocation"), h.colocationPricePerKwMonth, Tr::tr("per kW-month"), spaceCur,
            h.spaceProvenance);
    if (h.serversPerFte > 0 && h.monthlyCostPerFte > 0)
        k.add(PriceLineKind::Staff,
            Tr::tr("staff, one per %1 servers").arg(QLocale().toString(h.serversPerFte, 'g', 6)), h.monthlyCostPerFte,
            Tr::tr("per person-month"), orReporting(h.staffCurrency, s), h.staffProvenance);
    if (h.maintenancePercentPerYear > 0)
        k.add(PriceLineKind::Maintenance, Tr::tr("maintenance"), h.maintenancePercentPerYear,
            Tr::tr("% of hardware capex a year"), QString());
    const QString opsCur = orReporting(h.operationsCurrency, s);
    if (h.operationsPerMonth > 0)
        k.add(PriceLineKind::Operations, Tr::tr("operations"), h.operationsPerMonth, Tr::tr("per month"), opsCur,
            h.operationsProvenance);
    if (h.maintenanceHoursPerMonth > 0 && h.pricePerMaintenanceHour > 0)
        k.add(PriceLineKind::Maintenance,
            Tr::tr("maintenance work, %1 h a month").arg(QLocale().toString(h.maintenanceHoursPerMonth, 'g', 6)),
            h.pricePerMaintenanceHour, Tr::tr("per hour"), opsCur, h.operationsProvenance);
    if (h.financing)
        financingLines(k, *h.financing);
    k.fees(h.fees);
    oneTimeLines(s, o, k);
}

} // namespace

QList<PriceLine> PriceLines::collect(
    const Scenario &s, const ScenarioResult &r, const PriceLookup &lookup, const QDate &today)
{
    QList<PriceLine> out;
    for (const Option &o : s.options) {
        const qsizetype first = out.size();
        if (const CloudOption *c = o.cloud()) {
            cloudLines(s, o, *c, lookup, out, today);
            Collector k(s, o, out, today);
            k.setProvider(PriceLines::providerName(c->provider));
            oneTimeLines(s, o, k);
        } else if (const SelfHostedOption *h = o.selfHosted()) {
            selfHostedLines(s, o, *h, lookup, out, today);
        }
        fillTaxFromScenario(s, o, out, first);
    }
    for (const RateUsed &u : r.ratesUsed) {
        PriceLine l;
        l.kind = PriceLineKind::ExchangeRate;
        l.item = Tr::tr("exchange rate %1 → %2").arg(u.from, u.to);
        l.amount = u.factor;
        l.unit = Tr::tr("%1 per %2").arg(u.to, u.from);
        l.asOf = u.asOf;
        l.source = u.source.isEmpty() ? Tr::tr("entered in the scenario") : u.source;
        out << l;
    }
    return out;
}

const char *PriceLines::kindKey(PriceLineKind kind)
{
    switch (kind) {
    case PriceLineKind::OnDemand: return "onDemand";
    case PriceLineKind::Reserved: return "reserved";
    case PriceLineKind::Spot: return "spot";
    case PriceLineKind::Fee: return "fee";
    case PriceLineKind::Capex: return "capex";
    case PriceLineKind::Power: return "power";
    case PriceLineKind::Space: return "space";
    case PriceLineKind::Staff: return "staff";
    case PriceLineKind::Maintenance: return "maintenance";
    case PriceLineKind::Operations: return "operations";
    case PriceLineKind::Financing: return "financing";
    case PriceLineKind::Migration: return "migration";
    case PriceLineKind::ExchangeRate: return "exchangeRate";
    }
    return "";
}

const char *PriceLines::taxStatusKey(TaxStatus status)
{
    switch (status) {
    case TaxStatus::Included: return "included";
    case TaxStatus::Excluded: return "excluded";
    case TaxStatus::NotApplicable: return "notApplicable";
    case TaxStatus::Unknown: return "unknown";
    }
    return "";
}

QString PriceLines::providerName(const QString &id)
{
    static const std::pair<const char *, const char *> known[] = {
        {"aws", QT_TRANSLATE_NOOP("gputco::PriceLines", "Amazon Web Services")},
        {"alibaba", QT_TRANSLATE_NOOP("gputco::PriceLines", "Alibaba Cloud")},
        {"tencent", QT_TRANSLATE_NOOP("gputco::PriceLines", "Tencent Cloud")},
        {"huawei", QT_TRANSLATE_NOOP("gputco::PriceLines", "Huawei Cloud")},
        {"baidu", QT_TRANSLATE_NOOP("gputco::PriceLines", "Baidu AI Cloud")},
        {"volcengine", QT_TRANSLATE_NOOP("gputco::PriceLines", "Volcano Engine")},
    };
    for (const auto &[key, name] : known)
        if (id.compare(QLatin1String(key), Qt::CaseInsensitive) == 0)
            return Tr::tr(name);
    return id;
}

namespace {

/// Collects the "x-" fields under `j` into `out`, each named by its path from the owner.
void collectAnnotations(const nlohmann::json &j, const QString &path, QStringList &out)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            const QString at = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (key.startsWith(QLatin1String("x-")))
                out << at + QStringLiteral(": ")
                        + (it->is_string() ? QString::fromStdString(it->get<std::string>())
                                           : QString::fromStdString(it->dump()));
            else if (key != QLatin1String("options") || !path.isEmpty())
                collectAnnotations(*it, at, out);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            collectAnnotations(j[i], path + QStringLiteral("[%1]").arg(i), out);
    }
}

} // namespace

PriceLines::Annotations PriceLines::annotations(const QByteArray &scenarioJson)
{
    Annotations a;
    const nlohmann::json root
        = nlohmann::json::parse(scenarioJson.constBegin(), scenarioJson.constEnd(), nullptr, false);
    if (!root.is_object())
        return a;
    collectAnnotations(root, QString(), a.scenario);
    if (const auto options = root.find("options"); options != root.end() && options->is_array())
        for (const nlohmann::json &o : *options)
            if (o.is_object() && o.contains("id") && o["id"].is_string())
                collectAnnotations(o, QString(), a.byOption[QString::fromStdString(o["id"].get<std::string>())]);
    return a;
}

QStringList PriceLines::optionNotes(const Option &o, const Annotations &annotations)
{
    QStringList out;
    if (!o.notes.isEmpty())
        out << o.notes;
    return out + annotations.byOption.value(o.id);
}

PriceLines::AsOfRange PriceLines::asOfRange(const QList<PriceLine> &lines)
{
    AsOfRange r;
    std::set<QString> dates;
    for (const PriceLine &l : lines) {
        if (l.kind == PriceLineKind::ExchangeRate || l.fromWhatIf)
            continue; // a rate's date is not the prices' date (listed with the rate; issue 16); a
                      // what-if's amount has none of its own (its source says so)
        if (l.asOf.isEmpty()) {
            ++r.undated;
        } else {
            ++r.dated;
            dates.insert(l.asOf);
        }
    }
    if (!dates.empty()) {
        r.oldest = *dates.begin();
        r.newest = *dates.rbegin();
    }
    return r;
}

} // namespace gputco
