#include "pricingtypes.h"

#include "csvreader.h"

#include <QCoreApplication>

namespace gputco {

bool isValidPricingModel(const QString &key)
{
    return key == QStringLiteral("on_demand") || key == QStringLiteral("reserved") || key == QStringLiteral("spot");
}

QDate asOfLastDay(const QString &asOf)
{
    QString text = asOf.trimmed();
    if (text.size() == 4)
        text += QStringLiteral("-12-31");
    else if (text.size() == 7)
        return QDate::fromString(text + QStringLiteral("-01"), Qt::ISODate).addMonths(1).addDays(-1);
    return QDate::fromString(text, Qt::ISODate);
}

bool isStaleAsOf(const QString &asOf, const QDate &today, int months)
{
    const QDate date = asOfLastDay(asOf);
    return date.isValid() && date < today.addMonths(-months);
}

std::optional<NegotiatedDiscount> matchNegotiatedDiscount(
    const QList<NegotiatedDiscount> &discounts, const PriceRow &row)
{
    if (!row.hasPrice())
        return std::nullopt;
    std::optional<NegotiatedDiscount> best;
    int bestScore = -1;
    for (const NegotiatedDiscount &d : discounts) {
        if (d.providerId.compare(row.providerId, Qt::CaseInsensitive) != 0)
            continue;
        if (!d.pricingModel.isEmpty() && d.pricingModel != row.pricingModel)
            continue;
        if (!d.family.isEmpty() && d.family.compare(row.family, Qt::CaseInsensitive) != 0)
            continue;
        if (!d.region.isEmpty() && d.region.compare(row.region, Qt::CaseInsensitive) != 0
            && d.region.compare(row.zone, Qt::CaseInsensitive) != 0)
            continue;
        const int score = int(!d.pricingModel.isEmpty()) + int(!d.family.isEmpty()) + int(!d.region.isEmpty());
        if (score > bestScore || (score == bestScore && best && d.id > best->id)) {
            best = d;
            bestScore = score;
        }
    }
    return best;
}

PriceRow priceRowOf(const PriceHistoryEntry &h)
{
    PriceRow r;
    r.hourlyAmount = h.hourlyAmount;
    r.monthlyAmount = h.monthlyAmount;
    r.upfrontAmount = h.upfrontAmount;
    r.hourlyMin = h.hourlyMin;
    r.hourlyMax = h.hourlyMax;
    r.monthlyMin = h.monthlyMin;
    r.monthlyMax = h.monthlyMax;
    r.currency = h.currency;
    r.asOf = h.asOf;
    r.asOfBasis = h.asOfBasis;
    r.notes = h.notes;
    return r;
}

std::optional<PriceChange> priceChangeSinceEarliest(const PriceRow &row, const QList<PriceHistoryEntry> &history)
{
    if (row.hasRange())
        return std::nullopt;
    const bool hourly = row.hourlyAmount.has_value();
    const std::optional<double> now = hourly ? row.hourlyAmount : row.monthlyAmount;
    if (!now || !(*now > 0))
        return std::nullopt;
    // History comes oldest first; an undated entry sorts before dated ones and is skipped
    // when a dated one exists.
    const PriceHistoryEntry *earliest = nullptr;
    for (const PriceHistoryEntry &h : history) {
        const std::optional<double> then = hourly ? h.hourlyAmount : h.monthlyAmount;
        if (!then || !(*then > 0) || h.currency != row.currency)
            continue;
        if (hourly ? (h.hourlyMin || h.hourlyMax) : (h.monthlyMin || h.monthlyMax))
            continue;
        if (!earliest || (earliest->asOf.isEmpty() && !h.asOf.isEmpty())
            || (!h.asOf.isEmpty() && h.asOf < earliest->asOf))
            earliest = &h;
    }
    if (!earliest)
        return std::nullopt;
    const double then = hourly ? *earliest->hourlyAmount : *earliest->monthlyAmount;
    return PriceChange{earliest->asOf, then, (*now / then - 1.0) * 100.0};
}

namespace {

// Named context so that lupdate and the run-time lookup agree.
struct QuoteTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Quote)
};

} // namespace

bool isQuote(const PriceRow &row)
{
    return !row.quoteVendor.isEmpty() || !row.validFrom.isEmpty() || !row.validUntil.isEmpty();
}

QuoteStatus quoteStatus(const PriceRow &row, const QDate &today)
{
    if (!isQuote(row))
        return QuoteStatus::NotAQuote;
    const QDate until = QDate::fromString(row.validUntil, Qt::ISODate);
    if (until.isValid() && until < today)
        return QuoteStatus::Expired;
    const QDate from = QDate::fromString(row.validFrom, Qt::ISODate);
    if (from.isValid() && from > today)
        return QuoteStatus::NotYetValid;
    if (until.isValid() && today.daysTo(until) <= kQuoteExpiringDays)
        return QuoteStatus::Expiring;
    return QuoteStatus::Valid;
}

QString quoteStatusKey(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::NotAQuote: return {};
    case QuoteStatus::Valid: return QStringLiteral("valid");
    case QuoteStatus::Expiring: return QStringLiteral("expiring");
    case QuoteStatus::Expired: return QStringLiteral("expired");
    case QuoteStatus::NotYetValid: return QStringLiteral("not_yet_valid");
    }
    return {};
}

QString quoteStatusText(QuoteStatus status, const PriceRow &row)
{
    switch (status) {
    case QuoteStatus::NotAQuote: return {};
    case QuoteStatus::Valid:
        return row.validUntil.isEmpty() ? QuoteTr::tr("valid") : QuoteTr::tr("valid until %1").arg(row.validUntil);
    case QuoteStatus::Expiring: return QuoteTr::tr("expires %1").arg(row.validUntil);
    case QuoteStatus::Expired: return QuoteTr::tr("expired %1").arg(row.validUntil);
    case QuoteStatus::NotYetValid: return QuoteTr::tr("valid from %1").arg(row.validFrom);
    }
    return {};
}

QString quoteWarning(const PriceRow &row, const QDate &today)
{
    const QString vendor = row.quoteVendor.isEmpty() ? QuoteTr::tr("an unnamed vendor") : row.quoteVendor;
    switch (quoteStatus(row, today)) {
    case QuoteStatus::Expired:
        return QuoteTr::tr("catalog price %1 is a quote from %2 that expired on %3: ask for a "
                           "new quote before relying on it")
            .arg(row.id, vendor, row.validUntil);
    case QuoteStatus::Expiring:
        return QuoteTr::tr("catalog price %1 is a quote from %2 that expires on %3 (in %4 "
                           "days): renew it before ordering")
            .arg(row.id, vendor, row.validUntil)
            .arg(today.daysTo(QDate::fromString(row.validUntil, Qt::ISODate)));
    case QuoteStatus::NotYetValid:
        return QuoteTr::tr("catalog price %1 is a quote from %2 that is valid only from %3")
            .arg(row.id, vendor, row.validFrom);
    case QuoteStatus::Valid:
    case QuoteStatus::NotAQuote: break;
    }
    return {};
}

PriceRow quoteRowOf(const HardwareItem &item)
{
    PriceRow row;
    row.id = item.id;
    row.quoteVendor = item.quoteVendor;
    row.quoteContact = item.quoteContact;
    row.validFrom = item.validFrom;
    row.validUntil = item.validUntil;
    row.attachments = item.attachments;
    row.taxIncluded = item.taxIncluded;
    row.taxRatePercent = item.taxRatePercent;
    return row;
}

QString quoteDescription(const PriceRow &row)
{
    if (!isQuote(row))
        return {};
    QString text = row.quoteVendor.isEmpty() ? QuoteTr::tr("Quote") : QuoteTr::tr("Quote from %1").arg(row.quoteVendor);
    if (!row.quoteContact.isEmpty())
        text = QuoteTr::tr("%1 (%2)").arg(text, row.quoteContact);
    if (!row.validFrom.isEmpty() && !row.validUntil.isEmpty())
        text = QuoteTr::tr("%1, valid %2 to %3").arg(text, row.validFrom, row.validUntil);
    else if (!row.validUntil.isEmpty())
        text = QuoteTr::tr("%1, valid until %2").arg(text, row.validUntil);
    else if (!row.validFrom.isEmpty())
        text = QuoteTr::tr("%1, valid from %2").arg(text, row.validFrom);
    if (!row.attachments.isEmpty())
        text = QuoteTr::tr("%1; attachments: %2").arg(text, row.attachments.join(QStringLiteral("; ")));
    return text;
}

QString ImportIssue::toString() const
{
    return fileIssueText(file, row, column, reason);
}

} // namespace gputco
