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

/// Runs @p statements (text and values) with @p sql in the write transaction open on @p db and
/// commits it: empty, or the reason after rolling it back.
QString runAndCommit(QSqlDatabase &db, QSqlQuery &sql, const QList<std::pair<QString, QVariantList>> &statements)
{
    for (const auto &[text, values] : statements) {
        sql.prepare(text);
        bindAll(sql, values);
        if (!sql.exec()) {
            const QString reason = sql.lastError().text();
            sql.finish();
            db.rollback();
            return reason;
        }
    }
    sql.finish();
    if (!db.commit()) {
        const QString reason = db.lastError().text();
        db.rollback();
        return reason;
    }
    return {};
}

QString quoteTermsProblem(const PriceRow &q);

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
    return quoteTermsProblem(q);
}

/// Why the quote's own terms (vendor, VAT, validity, attachments) cannot be stored, or empty.
QString quoteTermsProblem(const PriceRow &q)
{
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
    if (const QString reason = runAndCommit(db, sql, statements); !reason.isEmpty())
        return Result<QString>::failure(describe(reason));
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

namespace {

/// The columns of selfhosted_hardware a HardwareItem holds, in the order hardwareValues() gives them.
constexpr const char *kHardwareColumns
    = "id, kind, name, gpu_model_id, gpu_count, price_low, price_high, currency, max_kw, typical_kw_low, "
      "typical_kw_high, as_of, source, reliability, notes, origin, quote_vendor, quote_contact, tax_included, "
      "tax_rate, valid_from, valid_until, attachments";

QVariantList hardwareValues(const HardwareItem &h)
{
    return {h.id, h.kind, h.name, nullable(h.gpuModelId), nullable(h.gpuCount), h.priceLow, nullable(h.priceHigh),
        h.currency, nullable(h.maxKw), nullable(h.typicalKwLow), nullable(h.typicalKwHigh), nullable(h.asOf), h.source,
        h.reliability, h.notes, h.origin, nullable(h.quoteVendor), nullable(h.quoteContact),
        nullableBool(h.taxIncluded), nullable(h.taxRatePercent), nullable(h.validFrom), nullable(h.validUntil),
        h.attachments.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(h.attachments.join(u';'))};
}

HardwareItem hardwareOf(const NamedRow &c)
{
    const QString attachments = c.text("attachments");
    return HardwareItem{.id = c.text("id"),
        .kind = c.text("kind"),
        .name = c.text("name"),
        .gpuModelId = c.text("gpu_model_id"),
        .gpuCount = c.optionalInt("gpu_count"),
        .priceLow = c.real("price_low"),
        .priceHigh = c.optionalReal("price_high"),
        .currency = c.text("currency"),
        .maxKw = c.optionalReal("max_kw"),
        .typicalKwLow = c.optionalReal("typical_kw_low"),
        .typicalKwHigh = c.optionalReal("typical_kw_high"),
        .asOf = c.text("as_of"),
        .source = c.text("source"),
        .reliability = c.text("reliability"),
        .notes = c.text("notes"),
        .origin = c.text("origin"),
        .quoteVendor = c.text("quote_vendor"),
        .quoteContact = c.text("quote_contact"),
        .taxIncluded = optBool(c.value("tax_included")),
        .taxRatePercent = c.optionalReal("tax_rate"),
        .validFrom = c.text("valid_from"),
        .validUntil = c.text("valid_until"),
        .attachments = attachments.isEmpty() ? QStringList() : attachments.split(u';')};
}

} // namespace

QString PricingDatabase::hardwareQuoteProblem(const HardwareItem &h)
{
    static const QStringList kinds{QStringLiteral("server"), QStringLiteral("switch"), QStringLiteral("card"),
        QStringLiteral("storage"), QStringLiteral("other")};
    if (!kinds.contains(h.kind))
        return PricingDatabaseTr::tr("'%1' is not one of server, switch, card, storage, other").arg(h.kind);
    if (h.name.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a hardware quote needs the name of what is quoted");
    if (!(std::isfinite(h.priceLow) && h.priceLow > 0 && h.priceLow < 1e12))
        return PricingDatabaseTr::tr("a hardware quote needs a price above 0, not %1").arg(h.priceLow);
    if (h.currency.trimmed().size() != 3)
        return PricingDatabaseTr::tr("'%1' is not a currency code (CNY, USD ...)").arg(h.currency);
    if (h.gpuCount && (*h.gpuCount < 1 || *h.gpuCount > 1024))
        return PricingDatabaseTr::tr("%1 GPUs in a server is not a number from 1 to 1024").arg(*h.gpuCount);
    if (h.kind == QLatin1String("server") && !h.gpuCount)
        return PricingDatabaseTr::tr("a server quote needs the number of GPUs in the server");
    for (const auto &kw : {h.maxKw, h.typicalKwLow})
        if (kw && !(std::isfinite(*kw) && *kw >= 0 && *kw <= 1000))
            return PricingDatabaseTr::tr("%1 kW is not a power from 0 to 1000").arg(*kw);
    if (!h.asOf.isEmpty() && !QDate::fromString(h.asOf, QStringLiteral("yyyy-MM-dd")).isValid())
        return PricingDatabaseTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(h.asOf);
    return quoteTermsProblem(quoteRowOf(h));
}

Result<QList<HardwareItem>> PricingDatabase::selfHostedHardware() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT %1 FROM selfhosted_hardware ORDER BY id").arg(QLatin1String(kHardwareColumns))))
        return Result<QList<HardwareItem>>::failure(describe(q.lastError().text()));
    return readRows<HardwareItem>(q, hardwareOf);
}

Result<std::optional<HardwareItem>> PricingDatabase::hardwareById(const QString &id) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT %1 FROM selfhosted_hardware WHERE id = ?").arg(QLatin1String(kHardwareColumns)));
    q.addBindValue(id);
    if (!q.exec())
        return Result<std::optional<HardwareItem>>::failure(describe(q.lastError().text()));
    const QList<HardwareItem> rows = readRows<HardwareItem>(q, hardwareOf);
    return rows.isEmpty() ? std::optional<HardwareItem>() : std::optional<HardwareItem>(rows.first());
}

Result<QString> PricingDatabase::saveHardwareQuote(const HardwareItem &quote)
{
    HardwareItem h = quote;
    h.kind = h.kind.trimmed().toLower();
    h.name = h.name.trimmed();
    h.currency = h.currency.trimmed().toUpper();
    h.quoteVendor = h.quoteVendor.trimmed();
    h.quoteContact = h.quoteContact.trimmed();
    if (const QString problem = hardwareQuoteProblem(h); !problem.isEmpty())
        return Result<QString>::failure(describe(problem));
    if (h.id.trimmed().isEmpty()) {
        // "quote/hardware/acme-servers/q-2026-118": the vendor, and the reference (else the name),
        // in lower case with a '-' for every run of other characters (CJK letters are kept).
        const auto slug = [](const QString &text) {
            QString out;
            for (const QChar c : text.toLower())
                out += c.isLetterOrNumber() ? QString(c) : (out.endsWith(u'-') ? QString() : QStringLiteral("-"));
            while (out.startsWith(u'-'))
                out.remove(0, 1);
            while (out.endsWith(u'-'))
                out.chop(1);
            return out;
        };
        h.id = QStringLiteral("quote/hardware/") + slug(h.quoteVendor) + u'/'
            + slug(h.quoteContact.isEmpty() ? h.name : h.quoteContact);
    }
    h.id = h.id.trimmed();
    h.asOf = h.asOf.isEmpty() ? h.validFrom : h.asOf;
    h.source = h.source.trimmed().isEmpty() ? quoteDescription(quoteRowOf(h)) : h.source.trimmed();
    h.reliability = QStringLiteral("quote");
    h.origin = QStringLiteral("user");
    QSqlDatabase db = connection();
    QSqlError beginError;
    if (!SqlDialects::beginWrite(db, &beginError))
        return Result<QString>::failure(describe(!isServer() && isLockError(beginError)
                ? PricingDatabaseTr::tr("the database is locked by another program; "
                                        "close it and try again")
                : beginError.text()));
    // A shipped reference figure is never overwritten by a quote of the same id.
    QSqlQuery sql(db);
    sql.prepare(QStringLiteral("SELECT origin FROM selfhosted_hardware WHERE id = ?"));
    sql.addBindValue(h.id);
    if (sql.exec() && sql.next() && sql.value(0).toString() != QLatin1String("user")) {
        sql.finish();
        db.rollback();
        return Result<QString>::failure(
            describe(PricingDatabaseTr::tr("%1 is a shipped reference figure, not a quote: give the quote another id")
                         .arg(h.id)));
    }
    sql.finish();
    // The GPU model must be known (a foreign key): an unknown one is added as the user's.
    QList<std::pair<QString, QVariantList>> statements;
    if (!h.gpuModelId.isEmpty())
        statements.append({QStringLiteral("INSERT INTO gpu_models (id, vendor, name, origin) VALUES (?, '', ?, 'user') "
                                          "ON CONFLICT DO NOTHING"),
            {h.gpuModelId, h.gpuModelId}});
    statements.append({QStringLiteral("DELETE FROM selfhosted_hardware WHERE id = ?"), {h.id}});
    statements.append({QStringLiteral("INSERT INTO selfhosted_hardware (%1) VALUES (%2)")
                           .arg(QLatin1String(kHardwareColumns), QStringLiteral("?, ").repeated(22) + u'?'),
        hardwareValues(h)});
    if (const QString reason = runAndCommit(db, sql, statements); !reason.isEmpty())
        return Result<QString>::failure(describe(reason));
    return h.id;
}

Status PricingDatabase::removeHardwareQuote(const QString &id)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("DELETE FROM selfhosted_hardware WHERE id = ? AND origin = 'user'"));
    q.addBindValue(id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    if (q.numRowsAffected() == 0)
        return Status::failure(describe(PricingDatabaseTr::tr("no hardware quote of yours with ID %1").arg(id)));
    return Status::success();
}

} // namespace gputco
