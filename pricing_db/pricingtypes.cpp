#include "pricingtypes.h"

#include <QCoreApplication>

namespace gputco {

bool isValidPricingModel(const QString &key)
{
    return key == QStringLiteral("on_demand") || key == QStringLiteral("reserved")
        || key == QStringLiteral("spot");
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

std::optional<NegotiatedDiscount> matchNegotiatedDiscount(const QList<NegotiatedDiscount> &discounts, const PriceRow &row)
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

QString ImportIssue::toString() const
{
    if (row <= 0)
        return QCoreApplication::translate("gputco::ImportIssue", "%1: %2: %3").arg(file, column, reason);
    return QCoreApplication::translate("gputco::ImportIssue", "%1: row %2, column %3: %4")
        .arg(file).arg(row).arg(column, reason);
}

} // namespace gputco
