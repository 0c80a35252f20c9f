// PricingDatabase, seeding: the built-in seed written into a new or older catalog.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "pricecolumns.h"
#include "seeddata.h"
#include "sqldialect.h"

#include <QDateTime>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <functional>

namespace gputco {

Status PricingDatabase::ensureSeeded()
{
    // Only the version is read at every start; the seed itself only when it is newer.
    if (seedVersion() >= builtinSeedVersion())
        return Status::success();
    const Result<SeedData> seed = loadBuiltinSeed();
    if (!seed.ok())
        return Status::failure(seed.error());
    return applySeedLocked(seed.value(), true);
}

Status PricingDatabase::applySeed(const SeedData &seed)
{
    return applySeedLocked(seed, false);
}

namespace {

/**
 * Writes a seed's shipped rows, table by table, inside the transaction applySeedLocked() holds:
 * each table's 'seed' rows are replaced, the user's are never touched. After the first failure
 * nothing more is written, and failure() says what it was.
 */
class SeedWriter
{
public:
    explicit SeedWriter(const QSqlDatabase &db)
        : mQuery(db)
    { }

    QString failure() const { return mFailure; }
    void fail(const QString &reason)
    {
        if (mFailure.isEmpty())
            mFailure = reason;
    }
    void finish() { mQuery.finish(); }

    /// Providers, regions, GPU models and instance types: upserted, a user's row of the same id wins.
    void writeParents(const SeedData &seed)
    {
        for (const Provider &p : seed.providers)
            run(QStringLiteral("INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, ?, 'seed') "
                               "ON CONFLICT(id) DO UPDATE SET name_en = excluded.name_en, name_zh = excluded.name_zh "
                               "WHERE providers.origin = 'seed'"),
                {p.id, p.nameEn, p.nameZh});
        for (const auto &[provider, region] : seed.regions)
            run(QStringLiteral("INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'seed') "
                               "ON CONFLICT DO NOTHING"),
                {provider, region, region});
        for (const GpuModel &g : seed.gpuModels)
            run(QStringLiteral(
                    "INSERT INTO gpu_models (id, vendor, name, memory_gb, bf16_tflops, tdp_w, notes, origin) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, 'seed') ON CONFLICT(id) DO UPDATE SET vendor = excluded.vendor, "
                    "name = excluded.name, memory_gb = excluded.memory_gb, bf16_tflops = excluded.bf16_tflops, "
                    "tdp_w = excluded.tdp_w, notes = excluded.notes WHERE gpu_models.origin = 'seed'"),
                {g.id, g.vendor, g.name, nullable(g.memoryGb), nullable(g.bf16Tflops), nullable(g.tdpW), g.notes});
        for (const InstanceTypeRecord &t : seed.instanceTypes)
            run(QStringLiteral(
                    "INSERT INTO instance_types (id, provider_id, name, family, gpu_count, gpu_model_id, gpu_label, "
                    "vcpus, memory_gib, nvlink, rdma_gbps, notes, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                    "'seed') "
                    "ON CONFLICT(id) DO UPDATE SET family = excluded.family, gpu_count = excluded.gpu_count, "
                    "gpu_model_id = excluded.gpu_model_id, gpu_label = excluded.gpu_label, vcpus = excluded.vcpus, "
                    "memory_gib = excluded.memory_gib, nvlink = excluded.nvlink, rdma_gbps = excluded.rdma_gbps, "
                    "notes = excluded.notes WHERE instance_types.origin = 'seed'"),
                {t.id, t.providerId, t.name, t.family, nullable(t.gpuCount), nullable(t.gpuModelId), t.gpuLabel,
                    nullable(t.vcpus), nullable(t.memoryGib), nullableBool(t.nvlink), nullable(t.rdmaGbps), t.notes});
    }

    /// The seed's price books (one per source), by their key in the seed: updated or added.
    QHash<QString, qint64> writeBooks(const SeedData &seed, const QString &now)
    {
        QHash<QString, qint64> bookIds;
        for (const SeedPriceBook &b : seed.books) {
            run(QStringLiteral("SELECT id FROM price_books WHERE origin = 'seed' AND name = ?"), {b.name});
            if (mFailure.isEmpty() && mQuery.next()) {
                const qint64 id = mQuery.value(0).toLongLong();
                bookIds.insert(b.key, id);
                run(QStringLiteral("UPDATE price_books SET as_of = ?, source = ?, imported_at = ? WHERE id = ?"),
                    {nullable(b.asOf), b.source, now, id});
            } else if (run(QStringLiteral("INSERT INTO price_books (name, as_of, source, imported_at, origin) "
                                          "VALUES (?, ?, ?, ?, 'seed')"),
                           {b.name, nullable(b.asOf), b.source, now})) {
                bookIds.insert(b.key, mQuery.lastInsertId().toLongLong());
            }
        }
        return bookIds;
    }

    /// Shipped prices replaced wholesale; a user row with the same id (an override) wins.
    void writePrices(const SeedData &seed, const QHash<QString, qint64> &bookIds)
    {
        run(QStringLiteral("DELETE FROM prices WHERE origin = 'seed'"), {});
        const PriceColumns::Set &columns = PriceColumns::Set::prices();
        const QString sql = columns.insert(1, PriceColumns::Set::OnConflict::Keep);
        const int origin = int(columns.indexOf("origin"));
        const int book = int(columns.indexOf("price_book_id"));
        for (const SeedPrice &sp : seed.prices)
            runBound(sql, [&](QSqlQuery &q) {
                columns.bind(q, 0, sp.row);
                q.bindValue(origin, QStringLiteral("seed"));
                q.bindValue(book,
                    bookIds.contains(sp.bookKey) ? QVariant(bookIds.value(sp.bookKey))
                                                 : QVariant(QMetaType::fromType<qint64>()));
            });
    }

    void writeHistory(const SeedData &seed, const QString &now)
    {
        // The source's own earlier versions ship with the seed and are replaced with it.
        run(QStringLiteral("DELETE FROM price_history WHERE kind = 'published' AND origin = 'seed'"), {});
        for (const PriceHistoryEntry &h : seed.history)
            run(QStringLiteral(
                    "INSERT INTO price_history (price_id, instance_type_id, region, zone, pricing_model, "
                    "term_months, payment_option, upfront_amount, hourly_amount, monthly_amount, hourly_min, "
                    "hourly_max, monthly_min, monthly_max, currency, as_of, as_of_basis, source, price_book, "
                    "notes, recorded_at, kind, origin) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', 'seed')"),
                {h.priceId, h.instanceTypeId, h.region, h.zone, h.pricingModel, nullable(h.termMonths),
                    nullable(h.paymentOption), nullable(h.upfrontAmount), nullable(h.hourlyAmount),
                    nullable(h.monthlyAmount), nullable(h.hourlyMin), nullable(h.hourlyMax), nullable(h.monthlyMin),
                    nullable(h.monthlyMax), h.currency, nullable(h.asOf), nullable(h.asOfBasis), h.source, h.priceBook,
                    h.notes, now});
    }

    /// Default discounts, self-hosted hardware, facility profiles and exchange rates.
    void writeDefaults(const SeedData &seed)
    {
        replaceShipped("provider_default_discounts",
            "id, provider_id, pricing_model, term_months, discount_low, discount_high, discount_default, source",
            seed.defaultDiscounts, [](const DefaultDiscount &d) {
                return QVariantList{d.providerId + u'/' + d.pricingModel + u'/'
                        + (d.termMonths ? QString::number(*d.termMonths) : QString()),
                    d.providerId, d.pricingModel, nullable(d.termMonths), d.low, d.high, d.defaultValue, d.source};
            });
        replaceShipped("selfhosted_hardware",
            "id, kind, name, gpu_model_id, gpu_count, price_low, price_high, currency, max_kw, typical_kw_low, "
            "typical_kw_high, as_of, source, reliability, notes",
            seed.hardware, [](const HardwareItem &h) {
                return QVariantList{h.id, h.kind, h.name, nullable(h.gpuModelId), nullable(h.gpuCount), h.priceLow,
                    nullable(h.priceHigh), h.currency, nullable(h.maxKw), nullable(h.typicalKwLow),
                    nullable(h.typicalKwHigh), nullable(h.asOf), h.source, h.reliability, h.notes};
            });
        replaceShipped("facility_profiles",
            "id, name, power_price, power_currency, pue, pue_low, pue_high, rent_per_kw_month_low, "
            "rent_per_kw_month_high, rent_currency, staff_cost_month, staff_currency, source, reliability",
            seed.facilities, [](const FacilityProfile &f) {
                return QVariantList{f.id, f.name, nullable(f.powerPrice), nullable(f.powerCurrency), nullable(f.pue),
                    nullable(f.pueLow), nullable(f.pueHigh), nullable(f.rentPerKwMonthLow),
                    nullable(f.rentPerKwMonthHigh), nullable(f.rentCurrency), nullable(f.staffCostMonth),
                    nullable(f.staffCurrency), f.source, f.reliability};
            });
        replaceShipped(
            "exchange_rates", "from_currency, to_currency, rate, as_of, source", seed.exchangeRates,
            [](const CatalogExchangeRate &r) {
                return QVariantList{r.fromCurrency, r.toCurrency, r.rate, r.asOf, r.source};
            },
            "ON CONFLICT DO NOTHING");
    }

    /// Storage products, network fees and fee presets.
    void writeFees(const SeedData &seed)
    {
        replaceShipped("storage_products",
            "id, provider_id, region, name, kind, unit, price, currency, as_of, source, reliability", seed.storage,
            [](const FeeItem &s) {
                return QVariantList{s.id, nullable(s.providerId), s.region, s.name, s.kind, s.unit, s.price, s.currency,
                    nullable(s.asOf), s.source, s.reliability};
            });
        replaceShipped("network_fees",
            "id, provider_id, region, kind, tier_from_gb, tier_to_gb, price, unit, currency, as_of, source, "
            "reliability",
            seed.network, [](const FeeItem &n) {
                return QVariantList{n.id, nullable(n.providerId), n.region, n.kind, nullable(n.tierFromGb),
                    nullable(n.tierToGb), n.price, n.unit, n.currency, nullable(n.asOf), n.source, n.reliability};
            });
        replaceShipped("fee_presets",
            "id, provider_id, product, category, item, region, tier, price, unit, currency, as_of, as_of_basis, "
            "source, notes",
            seed.feePresets, [](const FeePreset &f) {
                return QVariantList{f.id, f.providerId, f.product, f.category, f.item, f.region, f.tier, f.price,
                    f.unit, f.currency, nullable(f.asOf), nullable(f.asOfBasis), f.source, f.notes};
            });
    }

    void writeVersion(const SeedData &seed)
    {
        run(QStringLiteral("INSERT INTO meta (key, value) VALUES ('seed_version', ?) "
                           "ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
            {QString::number(seed.version)});
    }

private:
    /**
     * Replaces the shipped rows of @p table: "INSERT INTO table (columns, origin) VALUES (?, ...,
     * 'seed')" for each of @p rows, its values from @p values; a user's row of the same key stays.
     */
    template<typename Row, typename Values>
    void replaceShipped(const char *table, const char *columns, const QList<Row> &rows, Values values,
        const char *onConflict = "ON CONFLICT(id) DO NOTHING")
    {
        const QLatin1StringView name(table);
        run(QStringLiteral("DELETE FROM %1 WHERE origin = 'seed'").arg(name), {});
        const QString marks = QStringLiteral("?, ").repeated(QLatin1StringView(columns).count(u',') + 1);
        const QString sql = QStringLiteral("INSERT INTO %1 (%2, origin) VALUES (%3'seed') %4")
                                .arg(name, QLatin1StringView(columns), marks, QLatin1StringView(onConflict));
        for (const Row &row : rows)
            run(sql, values(row));
    }

    /// Runs @p sql (prepared again only when it changes) with the values @p bind binds.
    bool runBound(const QString &sql, const std::function<void(QSqlQuery &)> &bind)
    {
        if (!mFailure.isEmpty())
            return false;
        if (mQuery.lastQuery() != sql && !mQuery.prepare(sql)) {
            mFailure = mQuery.lastError().text();
            return false;
        }
        bind(mQuery);
        if (!mQuery.exec()) {
            mFailure = mQuery.lastError().text() + QStringLiteral(" [") + sql.left(60) + u']';
            return false;
        }
        return true;
    }
    bool run(const QString &sql, const QVariantList &values)
    {
        return runBound(sql, [&values](QSqlQuery &q) { bindAll(q, values); });
    }

    QSqlQuery mQuery;
    QString mFailure;
};

} // namespace

Status PricingDatabase::applySeedLocked(const SeedData &seed, bool onlyIfNewer)
{
    QSqlDatabase db = connection();
    {
        // The write lock first, then the version again, so that of several processes
        // starting together one seeds and the others find it done.
        QSqlError beginError;
        if (!SqlDialects::beginWrite(db, &beginError)) {
            if (!isServer() && isLockError(beginError)) {
                mProblem = Problem::Locked;
                return lockedFailure();
            }
            return Status::failure(describe(beginError.text()));
        }
    }
    if (onlyIfNewer && seedVersion() >= seed.version) {
        QSqlQuery(db).exec(QStringLiteral("COMMIT"));
        return Status::success();
    }
    SeedWriter writer(db);
    writer.writeParents(seed);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QHash<QString, qint64> bookIds = writer.writeBooks(seed, now);
    // A shipped price whose amount, currency or date the new seed changes (or drops) is kept
    // as history ('replaced') before the shipped rows are replaced.
    if (writer.failure().isEmpty())
        writer.fail(archiveChangedSeedPrices(seed));
    writer.writePrices(seed, bookIds);
    writer.writeHistory(seed, now);
    writer.writeDefaults(seed);
    writer.writeFees(seed);
    writer.writeVersion(seed);
    writer.finish();
    const QString failure = writer.failure();
    QSqlQuery end(db);
    if (!failure.isEmpty()) {
        end.exec(QStringLiteral("ROLLBACK"));
        return Status::failure(describe(PricingDatabaseTr::tr("applying the built-in seed failed: %1").arg(failure)));
    }
    if (!end.exec(QStringLiteral("COMMIT"))) {
        const QString reason = end.lastError().text();
        end.exec(QStringLiteral("ROLLBACK"));
        return Status::failure(describe(PricingDatabaseTr::tr("cannot commit the seed: %1").arg(reason)));
    }
    return Status::success();
}

QString PricingDatabase::archiveChangedSeedPrices(const SeedData &seed)
{
    QHash<QString, const PriceRow *> next;
    next.reserve(seed.prices.size());
    for (const SeedPrice &sp : seed.prices)
        next.insert(sp.row.id, &sp.row);
    // The shipped rows as they are, compared in the columns whose change price_history keeps.
    const PriceColumns::Set &columns = PriceColumns::Set::prices();
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.exec(
            QStringLiteral("SELECT ") + columns.selectList() + QStringLiteral(" FROM prices WHERE origin = 'seed'")))
        return q.lastError().text();
    QStringList changed;
    while (q.next()) {
        PriceRow stored;
        columns.read(q, 0, stored);
        const auto it = next.constFind(stored.id);
        if (it == next.constEnd() || !PriceColumns::sameTracked(stored, **it))
            changed << stored.id;
    }
    q.finish();
    if (changed.isEmpty())
        return {};
    QSqlQuery insert(connection());
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO price_history (price_id, instance_type_id, region, zone, pricing_model, term_months, "
            "payment_option, upfront_amount, hourly_amount, monthly_amount, hourly_min, hourly_max, monthly_min, "
            "monthly_max, currency, as_of, as_of_basis, source, price_book, notes, recorded_at, kind, origin) "
            "SELECT p.id, p.instance_type_id, p.region, p.zone, p.pricing_model, p.term_months, p.payment_option, "
            "p.upfront_amount, p.hourly_amount, p.monthly_amount, p.hourly_min, p.hourly_max, p.monthly_min, "
            "p.monthly_max, p.currency, p.as_of, p.as_of_basis, p.source, coalesce(pb.name, ''), p.notes, ?, "
            "'replaced', 'seed' FROM prices p LEFT JOIN price_books pb ON pb.id = p.price_book_id WHERE p.id = ?")))
        return insert.lastError().text();
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (const QString &id : std::as_const(changed)) {
        insert.bindValue(0, now);
        insert.bindValue(1, id);
        if (!insert.exec())
            return insert.lastError().text();
    }
    return {};
}

} // namespace gputco
