// PricingDatabase, check: integrity and sanity findings of `catalog check`.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "percent.h"

#include <QSqlError>
#include <QSqlQuery>

#include <functional>

namespace gputco {

namespace {

using Severity = CheckFinding::Severity;
using Findings = QList<CheckFinding>;

// Each check runs its query on q and adds what it finds; false when the query failed (q says why).

/// Runs @p sql on @p q and calls @p row with each row of the result, read by column name.
bool eachRow(QSqlQuery &q, const QString &sql, const std::function<void(const NamedRow &)> &row)
{
    if (!q.exec(sql))
        return false;
    const NamedRow c(q);
    while (q.next())
        row(c);
    return true;
}

/// A file's pages and foreign keys (a server checks these itself).
bool checkFile(QSqlQuery &q, Findings &findings)
{
    return eachRow(q, QStringLiteral("PRAGMA integrity_check"), [&](const NamedRow &c) {
        const QString line = c.text("integrity_check");
        if (line != QStringLiteral("ok"))
            findings.append({Severity::Error, QString(), PricingDatabaseTr::tr("integrity check: %1").arg(line)});
    }) && eachRow(q, QStringLiteral("PRAGMA foreign_key_check"), [&](const NamedRow &c) {
        findings.append({Severity::Error, QString(),
            PricingDatabaseTr::tr("table %1 row %2 refers to a missing row in %3")
                .arg(c.text("table"), c.text("rowid"), c.text("parent"))});
    });
}

/// Prices without any amount, or with an amount of zero or below.
bool checkAmounts(QSqlQuery &q, Findings &findings)
{
    const QString sql
        = QStringLiteral("SELECT id, hourly_amount, monthly_amount, upfront_amount FROM prices "
                         "WHERE hourly_amount <= 0 OR monthly_amount <= 0 OR upfront_amount < 0 "
                         "OR (hourly_amount IS NULL AND monthly_amount IS NULL AND upfront_amount IS NULL "
                         "AND hourly_min IS NULL AND monthly_min IS NULL) ORDER BY id");
    return eachRow(q, sql, [&](const NamedRow &c) {
        const QString id = c.text("id");
        const QVariant hourly = c.value("hourly_amount");
        const QVariant monthly = c.value("monthly_amount");
        const QVariant upfront = c.value("upfront_amount");
        if (hourly.isNull() && monthly.isNull() && upfront.isNull())
            findings.append({Severity::Error, id, PricingDatabaseTr::tr("price %1 has no amount").arg(id)});
        else
            findings.append({Severity::Error, id,
                PricingDatabaseTr::tr("price %1 is zero or negative (hourly %2, monthly %3, upfront %4)")
                    .arg(id, hourly.toString(), monthly.toString(), upfront.toString())});
    });
}

/// Amounts above zero but too small to be a price (4.9e-324 per hour), and reserved prices paid
/// (partly) up front with no upfront amount: a unit or typing error, or a term priced as free.
bool checkImplausibleAmounts(QSqlQuery &q, Findings &findings)
{
    const QString tiny = QStringLiteral(
        "SELECT id, hourly_amount, monthly_amount, upfront_amount, hourly_min, monthly_min FROM prices WHERE "
        "(hourly_amount > 0 AND hourly_amount < 1e-6) OR (monthly_amount > 0 AND monthly_amount < 1e-6) "
        "OR (upfront_amount > 0 AND upfront_amount < 1e-6) OR (hourly_min > 0 AND hourly_min < 1e-6) "
        "OR (monthly_min > 0 AND monthly_min < 1e-6) ORDER BY id");
    const QString freeUpfront
        = QStringLiteral("SELECT id, payment_option FROM prices WHERE pricing_model = 'reserved' AND "
                         "payment_option IN ('all_upfront', 'partial_upfront') AND "
                         "(upfront_amount = 0 OR (upfront_amount IS NULL AND payment_option = 'all_upfront')) "
                         "ORDER BY id");
    return eachRow(q, tiny, [&](const NamedRow &c) {
        findings.append({Severity::Warning, c.text("id"),
            PricingDatabaseTr::tr("price %1 has an amount above 0 but below 1e-06 (hourly %2, monthly %3, upfront "
                                  "%4): a unit or typing error?")
                .arg(c.text("id"), c.text("hourly_amount"), c.text("monthly_amount"), c.text("upfront_amount"))});
    }) && eachRow(q, freeUpfront, [&](const NamedRow &c) {
        findings.append({Severity::Warning, c.text("id"),
            PricingDatabaseTr::tr("reserved price %1 is %2 with no upfront amount: the term would be priced as "
                                  "(partly) free")
                .arg(c.text("id"), c.text("payment_option"))});
    });
}

/// Negotiated discounts above the plausible share off (90 %): a typing error or a misread quote.
bool checkDiscounts(QSqlQuery &q, Findings &findings)
{
    const QString sql = QStringLiteral("SELECT id, provider_id, discount FROM negotiated_discounts WHERE discount > %1 "
                                       "ORDER BY id")
                            .arg(Percent::kPlausibleDiscount);
    return eachRow(q, sql, [&](const NamedRow &c) {
        const double percent = c.value("discount").toDouble() * 100.0;
        findings.append({Severity::Warning, QString(),
            PricingDatabaseTr::tr("negotiated discount %1 of %2 % off %3 list prices is implausible: check the quote")
                .arg(c.text("id"), QString::number(percent, 'f', Percent::decimalsFor(percent, 2)),
                    c.text("provider_id"))});
    });
}

/// Ranges with one end, an end of zero or below, or the low end above the high one.
bool checkRanges(QSqlQuery &q, Findings &findings)
{
    const QString sql
        = QStringLiteral("SELECT id, coalesce(hourly_min, monthly_min) AS low, "
                         "coalesce(hourly_max, monthly_max) AS high "
                         "FROM prices WHERE hourly_min <= 0 OR monthly_min <= 0 OR hourly_min > hourly_max "
                         "OR monthly_min > monthly_max OR (hourly_min IS NULL) <> (hourly_max IS NULL) "
                         "OR (monthly_min IS NULL) <> (monthly_max IS NULL) ORDER BY id");
    return eachRow(q, sql, [&](const NamedRow &c) {
        findings.append({Severity::Error, c.text("id"),
            PricingDatabaseTr::tr("price %1 has a broken range (%2 to %3): both ends must be positive, "
                                  "the first not above the second")
                .arg(c.text("id"), c.text("low"), c.text("high"))});
    });
}

/// Spot prices above the on-demand price of the same type, region, zone and currency.
bool checkSpotAboveOnDemand(QSqlQuery &q, Findings &findings)
{
    const QString sql
        = QStringLiteral("SELECT s.id AS spot_id, s.hourly_amount AS spot_hourly, o.hourly_amount AS on_demand_hourly, "
                         "o.id AS on_demand_id FROM prices s JOIN prices o "
                         "ON o.instance_type_id = s.instance_type_id AND o.region = s.region AND o.zone = s.zone "
                         "AND o.pricing_model = 'on_demand' AND o.currency = s.currency "
                         "WHERE s.pricing_model = 'spot' AND s.hourly_amount > o.hourly_amount ORDER BY s.id");
    return eachRow(q, sql, [&](const NamedRow &c) {
        findings.append({Severity::Warning, c.text("spot_id"),
            PricingDatabaseTr::tr("spot price %1 (%2/h) is above the on-demand price %3 (%4/h)")
                .arg(c.text("spot_id"), c.text("spot_hourly"), c.text("on_demand_id"), c.text("on_demand_hourly"))});
    });
}

/// As-of dates that cannot be read, or that are more than @p staleMonths before @p today.
bool checkDates(QSqlQuery &q, const QDate &today, int staleMonths, Findings &findings)
{
    const QString sql
        = QStringLiteral("SELECT id, as_of FROM prices WHERE as_of IS NOT NULL AND as_of <> '' ORDER BY id");
    return eachRow(q, sql, [&](const NamedRow &c) {
        const QString id = c.text("id");
        const QString asOf = c.text("as_of");
        if (!asOfLastDay(asOf).isValid())
            findings.append({Severity::Warning, id,
                PricingDatabaseTr::tr("price %1 has an unreadable as-of date '%2'").arg(id, asOf)});
        else if (isStaleAsOf(asOf, today, staleMonths))
            findings.append({Severity::Warning, id,
                PricingDatabaseTr::tr("price %1 is stale: more than %2 months old (as of %3)")
                    .arg(id)
                    .arg(staleMonths)
                    .arg(asOf)});
    });
}

/// For information: undated prices per price book, and instance types without a price per provider.
bool countUndatedAndUnpriced(QSqlQuery &q, Findings &findings)
{
    const QString undated = QStringLiteral(
        "SELECT coalesce(pb.name, '') AS book, count(*) AS prices FROM prices p LEFT JOIN price_books pb "
        "ON pb.id = p.price_book_id WHERE p.as_of IS NULL OR p.as_of = '' GROUP BY 1 ORDER BY 1");
    const QString unpriced
        = QStringLiteral("SELECT it.provider_id, count(*) AS types FROM instance_types it WHERE NOT EXISTS "
                         "(SELECT 1 FROM prices p WHERE p.instance_type_id = it.id) GROUP BY 1 ORDER BY 1");
    return eachRow(q, undated, [&](const NamedRow &c) {
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("%1 prices from price book '%2' have no as-of date (the source does not record one)")
                .arg(c.text("prices"), c.text("book"))});
    }) && eachRow(q, unpriced, [&](const NamedRow &c) {
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("provider %1: %2 instance types have no price (quote needed)")
                .arg(c.text("provider_id"), c.text("types"))});
    });
}

} // namespace

Result<QList<CheckFinding>> PricingDatabase::check(const QDate &today) const
{
    Findings findings;
    const int staleMonths = staleAfterMonths();
    QSqlQuery q(connection());
    const bool done = (isServer() || checkFile(q, findings)) && checkAmounts(q, findings)
        && checkImplausibleAmounts(q, findings) && checkDiscounts(q, findings) && checkRanges(q, findings)
        && checkSpotAboveOnDemand(q, findings) && checkDates(q, today, staleMonths, findings)
        && countUndatedAndUnpriced(q, findings);
    if (!done)
        return Result<QList<CheckFinding>>::failure(describe(q.lastError().text()));
    return findings;
}

} // namespace gputco
