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
            "currency, coalesce(as_of, ''), coalesce(as_of_basis, ''), source, price_book, notes, recorded_at, origin "
            "FROM price_history WHERE price_id = ? ORDER BY coalesce(as_of, ''), recorded_at, id")))
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    q.addBindValue(priceId);
    if (!q.exec())
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    QList<PriceHistoryEntry> out;
    while (q.next()) {
        PriceHistoryEntry h;
        h.priceId = q.value(0).toString();
        h.instanceTypeId = q.value(1).toString();
        h.region = q.value(2).toString();
        h.zone = q.value(3).toString();
        h.pricingModel = q.value(4).toString();
        h.termMonths = optInt(q.value(5));
        h.paymentOption = q.value(6).toString();
        h.upfrontAmount = optDouble(q.value(7));
        h.hourlyAmount = optDouble(q.value(8));
        h.monthlyAmount = optDouble(q.value(9));
        h.hourlyMin = optDouble(q.value(10));
        h.hourlyMax = optDouble(q.value(11));
        h.monthlyMin = optDouble(q.value(12));
        h.monthlyMax = optDouble(q.value(13));
        h.currency = q.value(14).toString();
        h.asOf = q.value(15).toString();
        h.asOfBasis = q.value(16).toString();
        h.source = q.value(17).toString();
        h.priceBook = q.value(18).toString();
        h.notes = q.value(19).toString();
        h.recordedAt = q.value(20).toString();
        h.origin = q.value(21).toString();
        out.append(h);
    }
    return out;
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
        PriceProvenance p;
        p.priceId = id;
        if (q.next()) {
            const PriceRow r = readPriceRow(q);
            p.found = true;
            p.providerId = r.providerId;
            p.instanceType = r.instanceType;
            p.region = r.region;
            p.zone = r.zone;
            p.pricingModel = r.pricingModel;
            p.hourlyAmount = r.hourlyAmount;
            p.monthlyAmount = r.monthlyAmount;
            p.upfrontAmount = r.upfrontAmount;
            p.hourlyMin = r.hourlyMin;
            p.hourlyMax = r.hourlyMax;
            p.monthlyMin = r.monthlyMin;
            p.monthlyMax = r.monthlyMax;
            p.currency = r.currency;
            p.asOf = r.asOf;
            p.asOfBasis = r.asOfBasis;
            p.source = r.source;
            p.origin = r.origin;
            p.priceBookName = q.value(book).toString();
            p.priceBookAsOf = q.value(book + 1).toString();
        }
        out.append(p);
    }
    return out;
}

Result<QList<Provider>> PricingDatabase::providers() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name_en, name_zh, origin FROM providers ORDER BY id")))
        return Result<QList<Provider>>::failure(describe(q.lastError().text()));
    QList<Provider> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    return out;
}

Result<QList<GpuModel>> PricingDatabase::gpuModels() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, vendor, name, memory_gb, bf16_tflops, tdp_w, notes FROM gpu_models ORDER BY id")))
        return Result<QList<GpuModel>>::failure(describe(q.lastError().text()));
    QList<GpuModel> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), optDouble(q.value(3)),
            optDouble(q.value(4)), optDouble(q.value(5)), q.value(6).toString()});
    return out;
}

Result<QList<DefaultDiscount>> PricingDatabase::defaultDiscounts(const QString &providerId) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT provider_id, pricing_model, term_months, discount_low, discount_high, "
                             "discount_default, source FROM provider_default_discounts "
                             "WHERE ? = '' OR provider_id = ? ORDER BY provider_id, pricing_model, term_months"));
    q.addBindValue(providerId.isNull() ? QString(QLatin1String("")) : providerId);
    q.addBindValue(providerId);
    if (!q.exec())
        return Result<QList<DefaultDiscount>>::failure(describe(q.lastError().text()));
    QList<DefaultDiscount> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), optInt(q.value(2)), q.value(3).toDouble(),
            q.value(4).toDouble(), q.value(5).toDouble(), q.value(6).toString()});
    return out;
}

Result<QList<HardwareItem>> PricingDatabase::selfHostedHardware() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, kind, name, gpu_model_id, gpu_count, price_low, price_high, currency, "
                               "max_kw, typical_kw_low, typical_kw_high, as_of, source, reliability, notes "
                               "FROM selfhosted_hardware ORDER BY id")))
        return Result<QList<HardwareItem>>::failure(describe(q.lastError().text()));
    QList<HardwareItem> out;
    while (q.next()) {
        HardwareItem h;
        h.id = q.value(0).toString();
        h.kind = q.value(1).toString();
        h.name = q.value(2).toString();
        h.gpuModelId = q.value(3).toString();
        h.gpuCount = optInt(q.value(4));
        h.priceLow = q.value(5).toDouble();
        h.priceHigh = optDouble(q.value(6));
        h.currency = q.value(7).toString();
        h.maxKw = optDouble(q.value(8));
        h.typicalKwLow = optDouble(q.value(9));
        h.typicalKwHigh = optDouble(q.value(10));
        h.asOf = q.value(11).toString();
        h.source = q.value(12).toString();
        h.reliability = q.value(13).toString();
        h.notes = q.value(14).toString();
        out.append(h);
    }
    return out;
}

Result<QList<FacilityProfile>> PricingDatabase::facilityProfiles() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name, power_price, power_currency, pue, pue_low, pue_high, "
                               "rent_per_kw_month_low, rent_per_kw_month_high, rent_currency, staff_cost_month, "
                               "staff_currency, source, reliability FROM facility_profiles ORDER BY id")))
        return Result<QList<FacilityProfile>>::failure(describe(q.lastError().text()));
    QList<FacilityProfile> out;
    while (q.next()) {
        FacilityProfile f;
        f.id = q.value(0).toString();
        f.name = q.value(1).toString();
        f.powerPrice = optDouble(q.value(2));
        f.powerCurrency = q.value(3).toString();
        f.pue = optDouble(q.value(4));
        f.pueLow = optDouble(q.value(5));
        f.pueHigh = optDouble(q.value(6));
        f.rentPerKwMonthLow = optDouble(q.value(7));
        f.rentPerKwMonthHigh = optDouble(q.value(8));
        f.rentCurrency = q.value(9).toString();
        f.staffCostMonth = optDouble(q.value(10));
        f.staffCurrency = q.value(11).toString();
        f.source = q.value(12).toString();
        f.reliability = q.value(13).toString();
        out.append(f);
    }
    return out;
}

Result<QList<CatalogExchangeRate>> PricingDatabase::exchangeRates() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT from_currency, to_currency, rate, as_of, source FROM exchange_rates "
                               "ORDER BY from_currency, to_currency, as_of")))
        return Result<QList<CatalogExchangeRate>>::failure(describe(q.lastError().text()));
    QList<CatalogExchangeRate> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toDouble(), q.value(3).toString(),
            q.value(4).toString()});
    return out;
}

Result<QList<FeeItem>> PricingDatabase::fees() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, 'storage', provider_id, region, name, kind, NULL, NULL, price, unit, currency, as_of, "
            "source, reliability FROM storage_products UNION ALL "
            "SELECT id, 'network', provider_id, region, '', kind, tier_from_gb, tier_to_gb, price, unit, currency, "
            "as_of, source, reliability FROM network_fees ORDER BY 2, 1")))
        return Result<QList<FeeItem>>::failure(describe(q.lastError().text()));
    QList<FeeItem> out;
    while (q.next()) {
        FeeItem f;
        f.id = q.value(0).toString();
        f.table = q.value(1).toString();
        f.providerId = q.value(2).toString();
        f.region = q.value(3).toString();
        f.name = q.value(4).toString();
        f.kind = q.value(5).toString();
        f.tierFromGb = optDouble(q.value(6));
        f.tierToGb = optDouble(q.value(7));
        f.price = q.value(8).toDouble();
        f.unit = q.value(9).toString();
        f.currency = q.value(10).toString();
        f.asOf = q.value(11).toString();
        f.source = q.value(12).toString();
        f.reliability = q.value(13).toString();
        out.append(f);
    }
    return out;
}

namespace {

const QString kFeePresetColumns = QStringLiteral(
    "f.id, f.provider_id, f.product, f.category, f.item, f.region, f.tier, f.price, f.unit, f.currency, "
    "coalesce(f.as_of, ''), coalesce(f.as_of_basis, ''), f.source, f.notes, f.origin");

FeePreset readFeePreset(const QSqlQuery &q)
{
    FeePreset f;
    f.id = q.value(0).toString();
    f.providerId = q.value(1).toString();
    f.product = q.value(2).toString();
    f.category = q.value(3).toString();
    f.item = q.value(4).toString();
    f.region = q.value(5).toString();
    f.tier = q.value(6).toString();
    f.price = q.value(7).toDouble();
    f.unit = q.value(8).toString();
    f.currency = q.value(9).toString();
    f.asOf = q.value(10).toString();
    f.asOfBasis = q.value(11).toString();
    f.source = q.value(12).toString();
    f.notes = q.value(13).toString();
    f.origin = q.value(14).toString();
    return f;
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
    QList<FeePreset> out;
    while (q.next())
        out.append(readFeePreset(q));
    return out;
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
    return std::optional<FeePreset>(readFeePreset(q));
}

} // namespace gputco
