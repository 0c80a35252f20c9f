#include "currencypin.h"

#include "drivers.h"

#include "exchangerates.h"

#include <QCoreApplication>
#include <QStringList>

namespace gputco {

namespace {

/// For tr(): the strings are filed under "gputco::CurrencyPin".
struct CurrencyPin
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CurrencyPin)
};

/// Pins the amounts of one scenario and collects the currencies they are in.
class Pinner
{
public:
    explicit Pinner(const CurrencyCode &old)
        : mOld(old)
    { }

    /// An empty currency inherits the old reporting one: name it.
    void pin(CurrencyCode &c)
    {
        if (c.isEmpty())
            c = mOld;
        if (!mUsed.contains(c))
            mUsed << c;
    }

    void fees(HiddenFees &f)
    {
        if (f.egress)
            pin(f.egress->currency);
        if (f.bandwidth)
            pin(f.bandwidth->currency);
        if (f.crossAz)
            pin(f.crossAz->currency);
        for (StorageVolume &v : f.storage)
            pin(v.currency);
        if (f.checkpoints)
            pin(f.checkpoints->currency);
        for (RequestFee &r : f.requests)
            pin(r.currency);
        if (f.provisioned)
            pin(f.provisioned->currency);
        for (OtherMonthlyFee &o : f.other)
            pin(o.currency);
    }

    const QStringList &used() const { return mUsed; }

private:
    CurrencyCode mOld;
    QStringList mUsed;
};

/// The spot currency of option @p id, empty when it has no spot pricing.
CurrencyCode spotCurrency(const Scenario &s, const QString &id)
{
    for (const Option &o : s.options)
        if (o.id == id && o.cloud() && o.cloud()->spot)
            return o.cloud()->spot->currency.isEmpty() ? s.reportingCurrency : o.cloud()->spot->currency;
    return {};
}

} // namespace

ReportingCurrencyChange withReportingCurrency(const Scenario &s, const CurrencyCode &newCode)
{
    const CurrencyCode old = s.reportingCurrency;
    ReportingCurrencyChange change{s, {}};
    Scenario &out = change.scenario;
    if (newCode == old)
        return change;

    Pinner p(old);
    for (Option &o : out.options) {
        if (auto *c = std::get_if<CloudOption>(&o.spec)) {
            if (c->onDemand)
                p.pin(c->onDemand->currency);
            if (c->reserved)
                p.pin(c->reserved->currency);
            for (ReservedPricing &r : c->commitments)
                p.pin(r.currency);
            if (c->spot)
                p.pin(c->spot->currency);
            p.fees(c->fees);
        } else if (auto *h = std::get_if<SelfHostedOption>(&o.spec)) {
            p.pin(h->capexCurrency);
            p.pin(h->powerCurrency);
            p.pin(h->spaceCurrency);
            p.pin(h->staffCurrency);
            p.pin(h->operationsCurrency);
            p.fees(h->fees);
        }
    }
    if (out.budget)
        p.pin(out.budget->currency);
    if (out.job) {
        for (JobOptionProfile &prof : out.job->optionProfiles) {
            if (!prof.fallbackCurrency.isEmpty()) {
                p.pin(prof.fallbackCurrency);
                continue;
            }
            // An empty currency means two things: the fallback price is in the option's spot
            // currency, the data prices in the reporting one. One code must now hold both.
            const bool dataPrices = prof.storagePricePerGbMonth || prof.readPricePerGb || prof.egressPricePerGb;
            if (!dataPrices)
                continue; // the fallback price follows the spot currency, pinned above
            const CurrencyCode spot = spotCurrency(s, prof.optionId);
            if (prof.fallbackPricePerInstanceHour && !spot.isEmpty() && spot != old) {
                change.refused = CurrencyPin::tr("the job's prices for option %1 are in two currencies (fallback "
                                                 "price in %2, data prices in %3): give them a currency first")
                                     .arg(prof.optionId, spot, old);
                return change;
            }
            p.pin(prof.fallbackCurrency);
        }
    }

    QStringList missing;
    for (const CurrencyCode &code : p.used())
        if (code != newCode && !exchangeFactor(out.exchangeRates, code, newCode))
            missing << code;
    if (!missing.isEmpty()) {
        change.refused = CurrencyPin::tr("no exchange rate from %1 to %2: add one to the exchange rates first, "
                                         "so that amounts keep their currency and are converted")
                             .arg(missing.join(QStringLiteral(", ")), newCode);
        return change;
    }
    out.reportingCurrency = newCode;
    // Kept variants' exchange rates follow the pair (carriedExchangeRate).
    const QString key = QStringLiteral("exchangeRate");
    for (StoredVariant &v : out.variants) {
        for (auto it = v.drivers.begin(); it != v.drivers.end();) {
            if (it->first != key) {
                ++it;
            } else if (const auto carried = carriedExchangeRate(s, out, it->second)) {
                it->second = *carried;
                ++it;
            } else {
                it = v.drivers.erase(it);
            }
        }
    }
    return change;
}

std::optional<double> carriedExchangeRate(const Scenario &before, const Scenario &after, double rate)
{
    if (before.reportingCurrency == after.reportingCurrency
        && exchangeRateCurrency(before) == exchangeRateCurrency(after))
        return rate;
    if (rate > 0 && exchangeRateCurrency(after) == before.reportingCurrency
        && exchangeRateCurrency(before) == after.reportingCurrency)
        return 1.0 / rate;
    return std::nullopt;
}

} // namespace gputco
