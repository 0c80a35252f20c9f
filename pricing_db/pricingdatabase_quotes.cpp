// PricingDatabase, quotes and price books: negotiated discounts and the quotes entered by hand.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "pricecolumns.h"
#include "sqldialect.h"

#include <QDate>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace gputco {

namespace {

/// Why a negotiated discount cannot be stored, or empty.
QString discountProblem(const NegotiatedDiscount &discount)
{
    if (!(discount.discount >= 0 && discount.discount < 1))
        return PricingDatabaseTr::tr("a discount must be a fraction from 0 to below 1, not %1").arg(discount.discount);
    if (!discount.pricingModel.isEmpty() && !isValidPricingModel(discount.pricingModel))
        return PricingDatabaseTr::tr("'%1' is not a pricing model").arg(discount.pricingModel);
    if (discount.providerId.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a negotiated discount needs a provider");
    return QString();
}

/// Provider, pricing model, discount, note, family and region of @p discount, as stored.
QVariantList discountValues(const NegotiatedDiscount &discount)
{
    return {discount.providerId, nullable(discount.pricingModel), discount.discount, discount.note,
        nullable(discount.family.trimmed()), nullable(discount.region.trimmed())};
}

} // namespace

Result<qint64> PricingDatabase::addNegotiatedDiscount(const NegotiatedDiscount &discount)
{
    if (const QString problem = discountProblem(discount); !problem.isEmpty())
        return Result<qint64>::failure(describe(problem));
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("INSERT INTO negotiated_discounts (provider_id, pricing_model, discount, note, family, "
                             "region, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    bindAll(q, discountValues(discount) << QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return Result<qint64>::failure(describe(q.lastError().text()));
    return q.lastInsertId().toLongLong();
}

Status PricingDatabase::updateNegotiatedDiscount(const NegotiatedDiscount &discount)
{
    if (const QString problem = discountProblem(discount); !problem.isEmpty())
        return Status::failure(describe(problem));
    QSqlQuery q(connection());
    q.prepare(
        QStringLiteral("UPDATE negotiated_discounts SET provider_id = ?, pricing_model = ?, discount = ?, note = ?, "
                       "family = ?, region = ? WHERE id = ?"));
    bindAll(q, discountValues(discount) << discount.id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    if (q.numRowsAffected() == 0)
        return Status::failure(describe(PricingDatabaseTr::tr("no negotiated discount with ID %1").arg(discount.id)));
    return Status::success();
}

Result<QList<NegotiatedDiscount>> PricingDatabase::negotiatedDiscounts(const QString &providerId) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT id, provider_id, pricing_model, discount, note, created_at, family, region "
                             "FROM negotiated_discounts WHERE ? = '' OR provider_id = ? ORDER BY id"));
    bindProviderFilter(q, providerId);
    if (!q.exec())
        return Result<QList<NegotiatedDiscount>>::failure(describe(q.lastError().text()));
    return readRows<NegotiatedDiscount>(q, [](const NamedRow &c) {
        return NegotiatedDiscount{c.value("id").toLongLong(), c.text("provider_id"), c.text("pricing_model"),
            c.real("discount"), c.text("note"), c.text("created_at"), c.text("family"), c.text("region")};
    });
}

Status PricingDatabase::removeNegotiatedDiscount(qint64 id)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("DELETE FROM negotiated_discounts WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    return Status::success();
}

namespace {

/** Why a quote entered by hand cannot be written; empty when it can. */
QString quoteProblem(const PriceRow &q)
{
    if (q.providerId.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the provider");
    if (q.instanceType.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the instance type");
    if (q.region.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the region");
    if (!isValidPricingModel(q.pricingModel))
        return PricingDatabaseTr::tr("'%1' is not one of on_demand, reserved, spot").arg(q.pricingModel);
    if (q.pricingModel == QLatin1String("reserved") && (!q.termMonths || *q.termMonths < 1 || *q.termMonths > 120))
        return PricingDatabaseTr::tr("a reserved quote needs a term of 1 to 120 months");
    if (q.currency.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the currency");
    const auto positive = [](const std::optional<double> &v) { return v && std::isfinite(*v) && *v > 0; };
    if (!positive(q.hourlyAmount) && !positive(q.monthlyAmount) && !positive(q.upfrontAmount))
        return PricingDatabaseTr::tr("a quote needs an hourly, monthly or upfront amount above 0");
    if (q.quoteVendor.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the vendor who gave it");
    if (q.taxRatePercent && !(*q.taxRatePercent >= 0 && *q.taxRatePercent <= 100))
        return PricingDatabaseTr::tr("%1 is not a tax rate from 0 to 100 (percent)").arg(*q.taxRatePercent);
    if (q.taxRatePercent && !q.taxIncluded)
        return PricingDatabaseTr::tr("a tax rate needs the tax status (included or not)");
    for (const QString &date : {q.validFrom, q.validUntil})
        if (!date.isEmpty() && !QDate::fromString(date, QStringLiteral("yyyy-MM-dd")).isValid())
            return PricingDatabaseTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(date);
    if (!q.validFrom.isEmpty() && !q.validUntil.isEmpty() && q.validUntil < q.validFrom)
        return PricingDatabaseTr::tr("the quote ends (%1) before it starts (%2)").arg(q.validUntil, q.validFrom);
    for (const QString &name : q.attachments)
        if (name.contains(u'/') || name.contains(u'\\') || name.contains(u';'))
            return PricingDatabaseTr::tr("'%1' is not a file name (no path, no ';')").arg(name);
    return {};
}

} // namespace

Result<QString> PricingDatabase::saveQuote(const PriceRow &quote)
{
    if (const QString problem = quoteProblem(quote); !problem.isEmpty())
        return Result<QString>::failure(describe(problem));
    PriceRow q = quote;
    q.providerId = q.providerId.trimmed();
    q.instanceType = q.instanceType.trimmed();
    q.region = q.region.trimmed();
    q.instanceTypeId = q.providerId + u'/' + q.instanceType;
    if (q.id.trimmed().isEmpty()) {
        // The id a price list would give the row, marked as a quote so that it does not replace a list price.
        q.id = QStringLiteral("quote/") + q.providerId + u'/' + q.instanceType + u'/' + q.region + u'/' + q.zone + u'/'
            + q.pricingModel;
        if (q.termMonths)
            q.id += u'/' + QString::number(*q.termMonths) + u'/' + q.paymentOption;
    }
    QSqlDatabase db = connection();
    QSqlError beginError;
    if (!SqlDialects::beginWrite(db, &beginError))
        return Result<QString>::failure(describe(!isServer() && isLockError(beginError)
                ? PricingDatabaseTr::tr("the database is locked by another program; "
                                        "close it and try again")
                : beginError.text()));
    q.currency = q.currency.trimmed().toUpper();
    q.asOf = q.asOf.isEmpty() ? q.validFrom : q.asOf;
    q.quoteVendor = q.quoteVendor.trimmed();
    q.quoteContact = q.quoteContact.trimmed();
    q.origin = QStringLiteral("user");
    // A quote has one amount, no range and no price book: saved over an existing row, it leaves
    // that row's price book, range and as-of basis as they were.
    const PriceColumns::Set quoteColumns = PriceColumns::Set::prices().without(
        {"price_book_id", "hourly_min", "hourly_max", "monthly_min", "monthly_max", "as_of_basis"});
    // Provider, region and instance type as an import adds them, then the price row: one transaction.
    QSqlQuery sql(db);
    const QList<std::pair<QString, QVariantList>> statements = {
        {QStringLiteral(
             "INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, '', 'user') ON CONFLICT DO NOTHING"),
            {q.providerId, q.providerId}},
        {QStringLiteral(
             "INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'user') ON CONFLICT DO NOTHING"),
            {q.providerId, q.region, q.region}},
        {QStringLiteral("INSERT INTO instance_types (id, provider_id, name, family, gpu_count, origin) "
                        "VALUES (?, ?, ?, ?, ?, 'user') ON CONFLICT(id) DO NOTHING"),
            {q.instanceTypeId, q.providerId, q.instanceType, q.family, nullable(q.gpuCount)}},
        {quoteColumns.insert(1, PriceColumns::Set::OnConflict::Update), quoteColumns.values(q)},
    };
    for (const auto &[text, values] : statements) {
        sql.prepare(text);
        bindAll(sql, values);
        if (!sql.exec()) {
            const QString reason = sql.lastError().text();
            sql.finish();
            db.rollback();
            return Result<QString>::failure(describe(reason));
        }
    }
    sql.finish();
    if (!db.commit()) {
        const QString reason = db.lastError().text();
        db.rollback();
        return Result<QString>::failure(describe(reason));
    }
    return q.id;
}

Status PricingDatabase::removeQuote(const QString &id)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("DELETE FROM prices WHERE id = ? AND origin = 'user' AND (quote_vendor IS NOT NULL "
                             "OR valid_from IS NOT NULL OR valid_until IS NOT NULL)"));
    q.addBindValue(id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    if (q.numRowsAffected() == 0)
        return Status::failure(describe(PricingDatabaseTr::tr("no quote of yours with ID %1").arg(id)));
    return Status::success();
}

Result<QList<PriceRow>> PricingDatabase::quotes(const PriceFilter &filter) const
{
    PriceFilter priced = filter;
    priced.includeUnpriced = false;
    auto rows = listPrices(priced);
    if (!rows.ok())
        return rows;
    QList<PriceRow> out;
    for (PriceRow &r : rows.value())
        if (isQuote(r))
            out.append(std::move(r));
    return out;
}

} // namespace gputco
