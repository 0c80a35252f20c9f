// PricingDatabase, queries: prices by id, history, provenance and the catalog's other tables.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "pricecolumns.h"
#include "sqldialect.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace gputco {

Result<QList<PriceHistoryEntry>> PricingDatabase::priceHistory(const QString &priceId) const
{
    if (!isOpen())
        return Result<QList<PriceHistoryEntry>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral(
            "SELECT price_id, instance_type_id, region, zone, pricing_model, term_months, payment_option, "
            "upfront_amount, hourly_amount, monthly_amount, hourly_min, hourly_max, monthly_min, monthly_max, "
            "currency, coalesce(as_of, '') AS as_of, coalesce(as_of_basis, '') AS as_of_basis, source, price_book, "
            "notes, "
            "recorded_at, origin "
            "FROM price_history WHERE price_id = ? ORDER BY coalesce(as_of, ''), recorded_at, id")))
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    q.addBindValue(priceId);
    if (!q.exec())
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    return readRows<PriceHistoryEntry>(q, [](const NamedRow &c) {
        return PriceHistoryEntry{.priceId = c.text("price_id"),
            .instanceTypeId = c.text("instance_type_id"),
            .region = c.text("region"),
            .zone = c.text("zone"),
            .pricingModel = c.text("pricing_model"),
            .termMonths = c.optionalInt("term_months"),
            .paymentOption = c.text("payment_option"),
            .upfrontAmount = c.optionalReal("upfront_amount"),
            .hourlyAmount = c.optionalReal("hourly_amount"),
            .monthlyAmount = c.optionalReal("monthly_amount"),
            .hourlyMin = c.optionalReal("hourly_min"),
            .hourlyMax = c.optionalReal("hourly_max"),
            .monthlyMin = c.optionalReal("monthly_min"),
            .monthlyMax = c.optionalReal("monthly_max"),
            .currency = c.text("currency"),
            .asOf = c.text("as_of"),
            .asOfBasis = c.text("as_of_basis"),
            .source = c.text("source"),
            .priceBook = c.text("price_book"),
            .notes = c.text("notes"),
            .recordedAt = c.text("recorded_at"),
            .origin = c.text("origin")};
    });
}

Result<PriceListChoices> PricingDatabase::listChoices() const
{
    if (!isOpen())
        return Result<PriceListChoices>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    PriceListChoices choices;
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    // The types and prices the list shows: those of a provider the catalog has.
    if (!q.exec(
            QStringLiteral("SELECT DISTINCT gm.name FROM instance_types it JOIN providers pr ON pr.id = it.provider_id "
                           "JOIN gpu_models gm ON gm.id = it.gpu_model_id WHERE gm.name <> ''")))
        return Result<PriceListChoices>::failure(describe(q.lastError().text()));
    while (q.next())
        choices.gpuNames << q.value(0).toString();
    // The distinct regions through idx_prices_region_model, then one price with a listed type
    // for each (a test per region, not per price: 11 ms instead of 75 ms at 106,085 rows).
    if (!q.exec(
            QStringLiteral("SELECT r.region FROM (SELECT DISTINCT region FROM prices WHERE region <> '') r "
                           "WHERE EXISTS (SELECT 1 FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
                           "JOIN providers pr ON pr.id = it.provider_id WHERE p.region = r.region)")))
        return Result<PriceListChoices>::failure(describe(q.lastError().text()));
    while (q.next())
        choices.regions << q.value(0).toString();
    // Sorted here, not by the server's collation: the same order on both databases.
    std::sort(choices.gpuNames.begin(), choices.gpuNames.end());
    std::sort(choices.regions.begin(), choices.regions.end());
    return choices;
}

namespace {

/// SELECT of a price row with its instance type (PriceColumns: the type's columns, then the price's).
QString priceRowSelect()
{
    return QStringLiteral("SELECT ") + PriceColumns::Set::instanceType().selectList() + QStringLiteral(", ")
        + PriceColumns::Set::prices().selectList("p.");
}

/// A row of priceRowSelect().
PriceRow readPriceRow(const QSqlQuery &q)
{
    PriceRow r;
    const PriceColumns::Set &type = PriceColumns::Set::instanceType();
    type.read(q, 0, r);
    PriceColumns::Set::prices().read(q, int(type.size()), r);
    return r;
}

} // namespace

Result<std::optional<PriceRow>> PricingDatabase::priceById(const QString &id) const
{
    QSqlQuery q(connection());
    q.prepare(priceRowSelect()
        + QStringLiteral(" FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
                         "JOIN providers pr ON pr.id = it.provider_id "
                         "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id WHERE p.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Result<std::optional<PriceRow>>::failure(describe(q.lastError().text()));
    if (!q.next())
        return std::optional<PriceRow>();
    return std::optional<PriceRow>(readPriceRow(q));
}

Result<QList<PriceProvenance>> PricingDatabase::provenance(const QStringList &priceIds) const
{
    QSqlQuery q(connection());
    // The price row, then its price book's name and date.
    if (!q.prepare(priceRowSelect()
            + QStringLiteral(", pb.name, pb.as_of FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
                             "LEFT JOIN providers pr ON pr.id = it.provider_id "
                             "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id "
                             "LEFT JOIN price_books pb ON pb.id = p.price_book_id WHERE p.id = ?")))
        return Result<QList<PriceProvenance>>::failure(describe(q.lastError().text()));
    const int book = int(PriceColumns::Set::instanceType().size() + PriceColumns::Set::prices().size());
    QList<PriceProvenance> out;
    for (const QString &id : priceIds) {
        q.bindValue(0, id);
        if (!q.exec())
            return Result<QList<PriceProvenance>>::failure(describe(q.lastError().text()));
        if (!q.next()) {
            PriceProvenance unknown;
            unknown.priceId = id;
            out.append(unknown);
            continue;
        }
        const PriceRow r = readPriceRow(q);
        out.append({.priceId = id,
            .found = true,
            .providerId = r.providerId,
            .instanceType = r.instanceType,
            .region = r.region,
            .zone = r.zone,
            .pricingModel = r.pricingModel,
            .hourlyAmount = r.hourlyAmount,
            .monthlyAmount = r.monthlyAmount,
            .upfrontAmount = r.upfrontAmount,
            .hourlyMin = r.hourlyMin,
            .hourlyMax = r.hourlyMax,
            .monthlyMin = r.monthlyMin,
            .monthlyMax = r.monthlyMax,
            .currency = r.currency,
            .asOf = r.asOf,
            .asOfBasis = r.asOfBasis,
            .source = r.source,
            .priceBookName = q.value(book).toString(),
            .priceBookAsOf = q.value(book + 1).toString(),
            .origin = r.origin});
    }
    return out;
}

Result<QList<Provider>> PricingDatabase::providers() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name_en, name_zh, origin FROM providers ORDER BY id")))
        return Result<QList<Provider>>::failure(describe(q.lastError().text()));
    return readRows<Provider>(q, [](const NamedRow &c) {
        return Provider{c.text("id"), c.text("name_en"), c.text("name_zh"), c.text("origin")};
    });
}

Result<QList<GpuModel>> PricingDatabase::gpuModels() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, vendor, name, memory_gb, bf16_tflops, tdp_w, notes FROM gpu_models ORDER BY id")))
        return Result<QList<GpuModel>>::failure(describe(q.lastError().text()));
    return readRows<GpuModel>(q, [](const NamedRow &c) {
        return GpuModel{c.text("id"), c.text("vendor"), c.text("name"), c.optionalReal("memory_gb"),
            c.optionalReal("bf16_tflops"), c.optionalReal("tdp_w"), c.text("notes")};
    });
}

Result<QList<DefaultDiscount>> PricingDatabase::defaultDiscounts(const QString &providerId) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT provider_id, pricing_model, term_months, discount_low, discount_high, "
                             "discount_default, source FROM provider_default_discounts "
                             "WHERE ? = '' OR provider_id = ? ORDER BY provider_id, pricing_model, term_months"));
    bindProviderFilter(q, providerId);
    if (!q.exec())
        return Result<QList<DefaultDiscount>>::failure(describe(q.lastError().text()));
    return readRows<DefaultDiscount>(q, [](const NamedRow &c) {
        return DefaultDiscount{c.text("provider_id"), c.text("pricing_model"), c.optionalInt("term_months"),
            c.real("discount_low"), c.real("discount_high"), c.real("discount_default"), c.text("source")};
    });
}

Result<QList<FacilityProfile>> PricingDatabase::facilityProfiles() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name, power_price, power_currency, pue, pue_low, pue_high, "
                               "rent_per_kw_month_low, rent_per_kw_month_high, rent_currency, staff_cost_month, "
                               "staff_currency, source, reliability FROM facility_profiles ORDER BY id")))
        return Result<QList<FacilityProfile>>::failure(describe(q.lastError().text()));
    return readRows<FacilityProfile>(q, [](const NamedRow &c) {
        return FacilityProfile{.id = c.text("id"),
            .name = c.text("name"),
            .powerPrice = c.optionalReal("power_price"),
            .powerCurrency = c.text("power_currency"),
            .pue = c.optionalReal("pue"),
            .pueLow = c.optionalReal("pue_low"),
            .pueHigh = c.optionalReal("pue_high"),
            .rentPerKwMonthLow = c.optionalReal("rent_per_kw_month_low"),
            .rentPerKwMonthHigh = c.optionalReal("rent_per_kw_month_high"),
            .rentCurrency = c.text("rent_currency"),
            .staffCostMonth = c.optionalReal("staff_cost_month"),
            .staffCurrency = c.text("staff_currency"),
            .source = c.text("source"),
            .reliability = c.text("reliability")};
    });
}

Result<QList<CatalogExchangeRate>> PricingDatabase::exchangeRates() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT from_currency, to_currency, rate, as_of, source FROM exchange_rates "
                               "ORDER BY from_currency, to_currency, as_of")))
        return Result<QList<CatalogExchangeRate>>::failure(describe(q.lastError().text()));
    return readRows<CatalogExchangeRate>(q, [](const NamedRow &c) {
        return CatalogExchangeRate{
            c.text("from_currency"), c.text("to_currency"), c.real("rate"), c.text("as_of"), c.text("source")};
    });
}

Result<QList<FeeItem>> PricingDatabase::fees() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, 'storage' AS fee_table, provider_id, region, name, kind, NULL AS tier_from_gb, "
            "NULL AS tier_to_gb, price, unit, currency, as_of, source, reliability FROM storage_products UNION ALL "
            "SELECT id, 'network', provider_id, region, '', kind, tier_from_gb, tier_to_gb, price, unit, currency, "
            "as_of, source, reliability FROM network_fees ORDER BY 2, 1")))
        return Result<QList<FeeItem>>::failure(describe(q.lastError().text()));
    return readRows<FeeItem>(q, [](const NamedRow &c) {
        return FeeItem{.id = c.text("id"),
            .table = c.text("fee_table"),
            .providerId = c.text("provider_id"),
            .region = c.text("region"),
            .name = c.text("name"),
            .kind = c.text("kind"),
            .tierFromGb = c.optionalReal("tier_from_gb"),
            .tierToGb = c.optionalReal("tier_to_gb"),
            .price = c.real("price"),
            .unit = c.text("unit"),
            .currency = c.text("currency"),
            .asOf = c.text("as_of"),
            .source = c.text("source"),
            .reliability = c.text("reliability")};
    });
}

namespace {

const QString kFeePresetColumns = QStringLiteral(
    "f.id, f.provider_id, f.product, f.category, f.item, f.region, f.tier, f.price, f.unit, f.currency, "
    "coalesce(f.as_of, '') AS as_of, coalesce(f.as_of_basis, '') AS as_of_basis, f.source, f.notes, f.origin");

/// A row of SELECT kFeePresetColumns.
FeePreset readFeePreset(const NamedRow &c)
{
    return FeePreset{.id = c.text("id"),
        .providerId = c.text("provider_id"),
        .product = c.text("product"),
        .category = c.text("category"),
        .item = c.text("item"),
        .region = c.text("region"),
        .tier = c.text("tier"),
        .price = c.real("price"),
        .unit = c.text("unit"),
        .currency = c.text("currency"),
        .asOf = c.text("as_of"),
        .asOfBasis = c.text("as_of_basis"),
        .source = c.text("source"),
        .notes = c.text("notes"),
        .origin = c.text("origin")};
}

} // namespace

Result<QList<FeePreset>> PricingDatabase::feePresets(const FeePresetFilter &filter) const
{
    if (!isOpen())
        return Result<QList<FeePreset>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QString sql = QStringLiteral("SELECT ") + kFeePresetColumns
        + QStringLiteral(" FROM fee_presets f JOIN providers pr ON pr.id = f.provider_id WHERE 1 = 1");
    QVariantList values;
    if (!filter.provider.isEmpty()) {
        sql += QStringLiteral(
            " AND (lower(f.provider_id) = lower(?) OR lower(pr.name_en) = lower(?) OR pr.name_zh = ?)");
        values << filter.provider << filter.provider << filter.provider;
    }
    if (!filter.category.isEmpty()) {
        sql += QStringLiteral(" AND f.category = ?");
        values << filter.category;
    }
    if (!filter.region.isEmpty()) {
        sql += QStringLiteral(" AND ")
            + SqlDialects::containsIgnoringCase(SqlDialects::of(connection()), QStringLiteral("f.region"));
        values << filter.region;
    }
    if (!filter.text.isEmpty()) {
        sql += QStringLiteral(" AND ")
            + SqlDialects::containsIgnoringCase(
                SqlDialects::of(connection()), QStringLiteral("f.product || ' ' || f.item || ' ' || f.tier"));
        values << filter.text;
    }
    sql += QStringLiteral(" ORDER BY f.provider_id, f.product, f.category, f.item, f.region, f.tier, f.id");
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return Result<QList<FeePreset>>::failure(describe(q.lastError().text()));
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec())
        return Result<QList<FeePreset>>::failure(describe(q.lastError().text()));
    return readRows<FeePreset>(q, readFeePreset);
}

Result<std::optional<FeePreset>> PricingDatabase::feePresetById(const QString &id) const
{
    if (!isOpen())
        return Result<std::optional<FeePreset>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT ") + kFeePresetColumns + QStringLiteral(" FROM fee_presets f WHERE f.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Result<std::optional<FeePreset>>::failure(describe(q.lastError().text()));
    if (!q.next())
        return std::optional<FeePreset>();
    return std::optional<FeePreset>(readFeePreset(NamedRow(q)));
}

} // namespace gputco
