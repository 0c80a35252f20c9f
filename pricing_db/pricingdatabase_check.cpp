// PricingDatabase, check: integrity and sanity findings of `catalog check`.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include <QSqlError>
#include <QSqlQuery>

namespace gputco {

Result<QList<CheckFinding>> PricingDatabase::check(const QDate &today) const
{
    using Severity = CheckFinding::Severity;
    QList<CheckFinding> findings;
    QSqlQuery q(connection());
    auto fail = [&]() { return Result<QList<CheckFinding>>::failure(describe(q.lastError().text())); };

    // A server checks integrity and foreign keys itself; a file is checked here.
    const bool file = !isServer();
    if (file && !q.exec(QStringLiteral("PRAGMA integrity_check")))
        return fail();
    while (file && q.next()) {
        const QString line = q.value(0).toString();
        if (line != QStringLiteral("ok"))
            findings.append({Severity::Error, QString(), PricingDatabaseTr::tr("integrity check: %1").arg(line)});
    }
    if (file && !q.exec(QStringLiteral("PRAGMA foreign_key_check")))
        return fail();
    while (file && q.next())
        findings.append({Severity::Error, QString(),
            PricingDatabaseTr::tr("table %1 row %2 refers to a missing row in %3")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString())});

    if (!q.exec(QStringLiteral("SELECT id, hourly_amount, monthly_amount, upfront_amount FROM prices "
                               "WHERE hourly_amount <= 0 OR monthly_amount <= 0 OR upfront_amount < 0 "
                               "OR (hourly_amount IS NULL AND monthly_amount IS NULL AND upfront_amount IS NULL "
                               "AND hourly_min IS NULL AND monthly_min IS NULL) ORDER BY id")))
        return fail();
    while (q.next()) {
        const QString id = q.value(0).toString();
        if (q.value(1).isNull() && q.value(2).isNull() && q.value(3).isNull())
            findings.append({Severity::Error, id, PricingDatabaseTr::tr("price %1 has no amount").arg(id)});
        else
            findings.append({Severity::Error, id,
                PricingDatabaseTr::tr("price %1 is zero or negative (hourly %2, monthly %3, upfront %4)")
                    .arg(id, q.value(1).toString(), q.value(2).toString(), q.value(3).toString())});
    }

    if (!q.exec(QStringLiteral("SELECT id, coalesce(hourly_min, monthly_min), coalesce(hourly_max, monthly_max) "
                               "FROM prices WHERE hourly_min <= 0 OR monthly_min <= 0 OR hourly_min > hourly_max "
                               "OR monthly_min > monthly_max OR (hourly_min IS NULL) <> (hourly_max IS NULL) "
                               "OR (monthly_min IS NULL) <> (monthly_max IS NULL) ORDER BY id")))
        return fail();
    while (q.next())
        findings.append({Severity::Error, q.value(0).toString(),
            PricingDatabaseTr::tr("price %1 has a broken range (%2 to %3): both ends must be positive, "
                                  "the first not above the second")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString())});

    if (!q.exec(QStringLiteral("SELECT s.id, s.hourly_amount, o.hourly_amount, o.id FROM prices s JOIN prices o "
                               "ON o.instance_type_id = s.instance_type_id AND o.region = s.region AND o.zone = s.zone "
                               "AND o.pricing_model = 'on_demand' AND o.currency = s.currency "
                               "WHERE s.pricing_model = 'spot' AND s.hourly_amount > o.hourly_amount ORDER BY s.id")))
        return fail();
    while (q.next())
        findings.append({Severity::Warning, q.value(0).toString(),
            PricingDatabaseTr::tr("spot price %1 (%2/h) is above the on-demand price %3 (%4/h)")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(3).toString(), q.value(2).toString())});

    const int staleMonths = staleAfterMonths();
    if (!q.exec(QStringLiteral("SELECT id, as_of FROM prices WHERE as_of IS NOT NULL AND as_of <> '' ORDER BY id")))
        return fail();
    while (q.next()) {
        const QString asOf = q.value(1).toString();
        if (!asOfLastDay(asOf).isValid())
            findings.append({Severity::Warning, q.value(0).toString(),
                PricingDatabaseTr::tr("price %1 has an unreadable as-of date '%2'").arg(q.value(0).toString(), asOf)});
        else if (isStaleAsOf(asOf, today, staleMonths))
            findings.append({Severity::Warning, q.value(0).toString(),
                PricingDatabaseTr::tr("price %1 is stale: more than %2 months old (as of %3)")
                    .arg(q.value(0).toString())
                    .arg(staleMonths)
                    .arg(asOf)});
    }

    if (!q.exec(
            QStringLiteral("SELECT coalesce(pb.name, ''), count(*) FROM prices p LEFT JOIN price_books pb "
                           "ON pb.id = p.price_book_id WHERE p.as_of IS NULL OR p.as_of = '' GROUP BY 1 ORDER BY 1")))
        return fail();
    while (q.next())
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("%1 prices from price book '%2' have no as-of date (the source does not record one)")
                .arg(q.value(1).toString(), q.value(0).toString())});
    if (!q.exec(QStringLiteral("SELECT it.provider_id, count(*) FROM instance_types it WHERE NOT EXISTS "
                               "(SELECT 1 FROM prices p WHERE p.instance_type_id = it.id) GROUP BY 1 ORDER BY 1")))
        return fail();
    while (q.next())
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("provider %1: %2 instance types have no price (quote needed)")
                .arg(q.value(0).toString(), q.value(1).toString())});
    return findings;
}

} // namespace gputco
