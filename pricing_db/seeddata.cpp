#include "seeddata.h"

#include "csvreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <nlohmann/json.hpp>

#include <cmath>

namespace gputco {

namespace {

using json = nlohmann::json;

const QString kPrefix = QStringLiteral(":/gputco/pricing_db/seed/");

// The sugarlxn fetchers convert CNY list prices to USD with this factor.
constexpr double kForkCnyToUsd = 0.138;

// Named context so that lupdate and the run-time lookup agree.
struct SeedDataTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::SeedData)
};

QString str(const json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return {};
    return QString::fromStdString(it->get<std::string>());
}

std::optional<double> num(const json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

std::optional<int> integer(const json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer())
        return std::nullopt;
    return it->get<int>();
}

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

std::optional<double> positive(const QString &text)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value <= 0)
        return std::nullopt;
    return value;
}

Result<QList<QHash<QString, QString>>> readCsvResource(const QString &name)
{
    QFile file(kPrefix + name);
    if (!file.open(QIODevice::ReadOnly))
        return Result<QList<QHash<QString, QString>>>::failure(
            SeedDataTr::tr("internal error: seed file %1 is missing").arg(file.fileName()));
    const CsvDocument doc = parseCsv(file.readAll());
    if (doc.records.isEmpty() || doc.unterminatedQuote || !doc.invalidUtf8Lines.isEmpty())
        return Result<QList<QHash<QString, QString>>>::failure(
            SeedDataTr::tr("internal error: seed file %1 is malformed").arg(file.fileName()));
    const QStringList header = doc.records.first().toStringList();
    QList<QHash<QString, QString>> rows;
    for (qsizetype i = 1; i < doc.records.size(); ++i) {
        const QList<QStringView> &fields = doc.records.at(i).fields;
        if (fields.size() != header.size())
            return Result<QList<QHash<QString, QString>>>::failure(
                SeedDataTr::tr("internal error: seed file %1 line %2 has %3 fields, expected %4")
                    .arg(file.fileName()).arg(doc.records.at(i).line)
                    .arg(fields.size()).arg(header.size()));
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size(); ++c)
            row.insert(header.at(c), fields.at(c).toString());
        rows.append(row);
    }
    return rows;
}

QHash<QString, QString> stringMap(const json &object, const char *key)
{
    QHash<QString, QString> map;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_object())
        return map;
    for (auto entry = it->begin(); entry != it->end(); ++entry) {
        if (entry->is_string())
            map.insert(QString::fromStdString(entry.key()),
                       QString::fromStdString(entry->get<std::string>()));
    }
    return map;
}

/** Shared state while turning the SkyPilot-layout CSVs into seed rows. */
struct CatalogBuilder
{
    SeedData &seed;
    QSet<QString> instanceIds;
    QSet<QString> regionKeys;

    void addRegion(const QString &provider, const QString &region)
    {
        const QString key = provider + u'/' + region;
        if (regionKeys.contains(key))
            return;
        regionKeys.insert(key);
        seed.regions.append({provider, region});
    }

    void addInstance(const InstanceTypeRecord &record)
    {
        if (instanceIds.contains(record.id))
            return;
        instanceIds.insert(record.id);
        seed.instanceTypes.append(record);
    }

    void addPrice(const QString &instanceId, const QHash<QString, QString> &row,
                  const QString &model, double amount, const QString &currency,
                  std::optional<bool> taxIncluded, const QString &bookKey, const QString &source)
    {
        SeedPrice price;
        PriceRow &p = price.row;
        p.instanceTypeId = instanceId;
        p.region = row.value(QStringLiteral("Region"));
        p.zone = row.value(QStringLiteral("AvailabilityZone"));
        p.pricingModel = model;
        p.hourlyAmount = amount;
        p.currency = currency;
        p.taxIncluded = taxIncluded;
        p.source = source;
        p.origin = QStringLiteral("seed");
        p.id = instanceId + u'/' + p.region + u'/' + p.zone + u'/' + model;
        price.bookKey = bookKey;
        seed.prices.append(price);
    }
};

Status loadAws(CatalogBuilder &builder, const json &catalog)
{
    const auto rows = readCsvResource(QStringLiteral("aws_vms_p_family_subset.csv"));
    if (!rows.ok())
        return Status::failure(rows.error());
    const QHash<QString, QString> gpuMap = stringMap(catalog, "aws_gpu_map");
    const json &links = catalog.at("aws_interconnect");
    const QString linkSource = str(catalog, "aws_interconnect_source");
    const QString source = QStringLiteral("SkyPilot catalog v8 aws/vms.csv (USD, Linux on-demand; spot per AZ)");
    for (const auto &row : rows.value()) {
        const QString type = row.value(QStringLiteral("InstanceType"));
        InstanceTypeRecord it;
        it.id = QStringLiteral("aws/") + type;
        it.providerId = QStringLiteral("aws");
        it.name = type;
        it.family = type.section(u'.', 0, 0);
        it.gpuCount = qRound(row.value(QStringLiteral("AcceleratorCount")).toDouble());
        it.gpuLabel = row.value(QStringLiteral("AcceleratorName"));
        it.gpuModelId = gpuMap.value(it.gpuLabel);
        it.vcpus = row.value(QStringLiteral("vCPUs")).toDouble();
        it.memoryGib = row.value(QStringLiteral("MemoryGiB")).toDouble();
        const auto link = links.find(type.toStdString());
        if (link != links.end()) {
            it.nvlink = link->at("nvlink").get<bool>();
            it.rdmaGbps = link->at("rdma_gbps").get<double>();
            it.notes = SeedDataTr::tr("interconnect: %1").arg(linkSource);
        }
        builder.addInstance(it);
        builder.addRegion(it.providerId, row.value(QStringLiteral("Region")));
        // p5e has no on-demand price upstream: only its spot rows are kept.
        if (const auto price = positive(row.value(QStringLiteral("Price"))))
            builder.addPrice(it.id, row, QStringLiteral("on_demand"), *price, QStringLiteral("USD"),
                             false, QStringLiteral("aws-skypilot-v8"), source);
        if (const auto spot = positive(row.value(QStringLiteral("SpotPrice"))))
            builder.addPrice(it.id, row, QStringLiteral("spot"), *spot, QStringLiteral("USD"),
                             false, QStringLiteral("aws-skypilot-v8"), source);
    }
    return Status::success();
}

Status loadChinese(CatalogBuilder &builder, const json &catalog, const QString &provider,
                   const QString &file, const char *mapKey, int decimals, const QString &bookKey,
                   const QString &source)
{
    const auto rows = readCsvResource(file);
    if (!rows.ok())
        return Status::failure(rows.error());
    const QHash<QString, QString> gpuMap = stringMap(catalog, mapKey);
    const QHash<QString, QString> unknown = stringMap(catalog, "alibaba_unknown_labels");
    for (const auto &row : rows.value()) {
        const QString type = row.value(QStringLiteral("InstanceType"));
        const auto usd = positive(row.value(QStringLiteral("Price")));
        // Known anomaly in the fork (README): 0.011592 USD/h for an 2x P4 instance.
        if (type == QStringLiteral("ecs.gn5i-c12g1.6xlarge") && row.value(QStringLiteral("Price")) == QStringLiteral("0.011592"))
            continue;
        InstanceTypeRecord it;
        it.id = provider + u'/' + type;
        it.providerId = provider;
        it.name = type;
        it.family = row.value(QStringLiteral("Generation"));
        it.gpuCount = qRound(row.value(QStringLiteral("AcceleratorCount")).toDouble());
        it.gpuLabel = row.value(QStringLiteral("AcceleratorName"));
        const QString info = row.value(QStringLiteral("GpuInfo"));
        it.gpuModelId = gpuMap.value(info, gpuMap.value(it.gpuLabel));
        if (it.gpuModelId.isEmpty())
            it.notes = unknown.value(it.gpuLabel, SeedDataTr::tr("vendor GPU label not mapped"));
        it.vcpus = row.value(QStringLiteral("vCPUs")).toDouble();
        it.memoryGib = row.value(QStringLiteral("MemoryGiB")).toDouble();
        builder.addInstance(it);
        builder.addRegion(provider, row.value(QStringLiteral("Region")));
        if (usd)
            builder.addPrice(it.id, row, QStringLiteral("on_demand"), roundTo(*usd / kForkCnyToUsd, decimals),
                             QStringLiteral("CNY"), std::nullopt, bookKey, source);
        if (const auto spot = positive(row.value(QStringLiteral("SpotPrice"))); spot && usd)
            builder.addPrice(it.id, row, QStringLiteral("spot"), roundTo(*spot / kForkCnyToUsd, decimals),
                             QStringLiteral("CNY"), std::nullopt, bookKey, source);
    }
    return Status::success();
}

Status loadReference(SeedData &seed, const json &catalog)
{
    const auto rows = readCsvResource(QStringLiteral("onprem_and_misc_reference_figures.csv"));
    if (!rows.ok())
        return Status::failure(rows.error());
    const json &power = catalog.at("hardware_power");
    for (const auto &row : rows.value()) {
        const QString id = row.value(QStringLiteral("id"));
        const QString category = row.value(QStringLiteral("category"));
        const QString item = row.value(QStringLiteral("item"));
        const QString url = row.value(QStringLiteral("source_url"));
        const QString sourceType = row.value(QStringLiteral("source_type"));
        const QString source = url + QStringLiteral(" (") + sourceType + u')';
        const auto low = positive(row.value(QStringLiteral("value_low")));
        const auto high = positive(row.value(QStringLiteral("value_high")));
        if (category == QStringLiteral("hardware_price") && low) {
            HardwareItem hw;
            hw.id = QStringLiteral("ref-") + id;
            const QString lower = item.toLower();
            hw.kind = lower.contains(QStringLiteral("switch")) ? QStringLiteral("switch")
                    : (lower.contains(QStringLiteral("server")) || lower.contains(QStringLiteral("node")))
                        ? QStringLiteral("server") : QStringLiteral("card");
            hw.name = item;
            hw.priceLow = *low;
            hw.priceHigh = high;
            hw.currency = row.value(QStringLiteral("currency"));
            hw.asOf = row.value(QStringLiteral("as_of"));
            hw.source = source;
            hw.reliability = row.value(QStringLiteral("reliability"));
            hw.notes = row.value(QStringLiteral("notes"));
            const auto extra = power.find(id.toStdString());
            if (extra != power.end()) {
                hw.gpuModelId = str(*extra, "gpu_model");
                hw.gpuCount = integer(*extra, "gpu_count");
                hw.maxKw = num(*extra, "max_kw");
                hw.typicalKwLow = num(*extra, "typical_kw_low");
                hw.typicalKwHigh = num(*extra, "typical_kw_high");
                if (const QString powerSource = str(*extra, "source"); !powerSource.isEmpty())
                    hw.notes += QStringLiteral("; power: ") + powerSource;
            }
            seed.hardware.append(hw);
        } else if (category.startsWith(QStringLiteral("storage")) && low) {
            const bool range = high && *high != *low;
            const QList<std::pair<double, QString>> values = range
                ? QList<std::pair<double, QString>>{{*low, QStringLiteral("-low")}, {*high, QStringLiteral("-high")}}
                : QList<std::pair<double, QString>>{{*low, QString()}};
            for (const auto &[value, suffix] : values) {
                FeeItem fee;
                fee.id = QStringLiteral("ref-") + id + suffix;
                fee.table = QStringLiteral("storage");
                fee.providerId = QStringLiteral("aws");
                fee.region = QStringLiteral("us-east-1");
                fee.name = item + (suffix.isEmpty() ? QString()
                                   : (suffix == QStringLiteral("-low") ? SeedDataTr::tr(" (low end of range)")
                                                                       : SeedDataTr::tr(" (high end of range)")));
                fee.kind = category;
                fee.price = value;
                fee.unit = row.value(QStringLiteral("unit"));
                fee.currency = row.value(QStringLiteral("currency"));
                fee.asOf = row.value(QStringLiteral("as_of"));
                fee.source = source;
                fee.reliability = row.value(QStringLiteral("reliability"));
                seed.storage.append(fee);
            }
        }
    }
    return Status::success();
}

Result<SeedData> loadBuiltinSeedUnchecked();

} // namespace

int builtinSeedVersion()
{
    QFile file(kPrefix + QStringLiteral("catalog.json"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray bytes = file.readAll();
    const json catalog = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (catalog.is_discarded() || !catalog.is_object())
        return -1;
    return integer(catalog, "seed_version").value_or(-1);
}

Result<SeedData> loadBuiltinSeed()
{
    // The seed is ours, but a malformed catalog.json must not throw across the API.
    try {
        return loadBuiltinSeedUnchecked();
    } catch (const json::exception &e) {
        return Result<SeedData>::failure(SeedDataTr::tr("internal error: the built-in seed is malformed: %1")
                                             .arg(QString::fromUtf8(e.what())));
    }
}

namespace {

Result<SeedData> loadBuiltinSeedUnchecked()
{
    QFile file(kPrefix + QStringLiteral("catalog.json"));
    if (!file.open(QIODevice::ReadOnly))
        return Result<SeedData>::failure(SeedDataTr::tr("internal error: seed file %1 is missing").arg(file.fileName()));
    const QByteArray bytes = file.readAll();
    const json catalog = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (catalog.is_discarded() || !catalog.is_object())
        return Result<SeedData>::failure(SeedDataTr::tr("internal error: seed file %1 is not valid JSON").arg(file.fileName()));

    SeedData seed;
    seed.version = integer(catalog, "seed_version").value_or(0);
    for (const auto &p : catalog.at("providers"))
        seed.providers.append({str(p, "id"), str(p, "name_en"), str(p, "name_zh"), QStringLiteral("seed")});
    const QString gpuSource = str(catalog, "gpu_models_source");
    for (const auto &g : catalog.at("gpu_models")) {
        GpuModel model{str(g, "id"), str(g, "vendor"), str(g, "name"), num(g, "memory_gb"),
                       num(g, "bf16_tflops"), num(g, "tdp_w"), str(g, "notes")};
        model.notes = model.notes.isEmpty() ? gpuSource : model.notes + QStringLiteral("; ") + gpuSource;
        seed.gpuModels.append(model);
    }

    seed.books = {
        {QStringLiteral("aws-skypilot-v8"), QStringLiteral("SkyPilot catalog v8: AWS p-family"), QString(),
         QStringLiteral("github.com/skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv at commit "
                        "00148f2af3672e2229b4f7bf8157d5a3f36e3c35; date not recorded (late 2025 or later)")},
        {QStringLiteral("alibaba-sugarlxn-v8"), QStringLiteral("sugarlxn/skypilot-catalog v8: Alibaba ECS GPU"), QString(),
         QStringLiteral("github.com/sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv at commit "
                        "003c56a723d369190b11308e630e4cfd33e25c86; CNY = USD / 0.138; date not recorded (2025 or later)")},
        {QStringLiteral("tencent-sugarlxn-v8"), QStringLiteral("sugarlxn/skypilot-catalog v8: Tencent CVM GPU"), QString(),
         QStringLiteral("github.com/sugarlxn/skypilot-catalog catalogs/v8/tencentcloud/vms.csv at commit "
                        "319364519647e37c5ee585be5338b02b10f744be; CNY = USD / 0.138; date not recorded")},
    };

    CatalogBuilder builder{seed, {}, {}};
    Status status = loadAws(builder, catalog);
    if (status.ok())
        status = loadChinese(builder, catalog, QStringLiteral("alibaba"),
                             QStringLiteral("alicloud_vms_gpu_filtered.csv"), "alibaba_gpu_map", 4,
                             QStringLiteral("alibaba-sugarlxn-v8"),
                             QStringLiteral("sugarlxn/skypilot-catalog v8 alicloud/vms.csv (CNY = USD / 0.138, 4 decimals)"));
    if (status.ok())
        status = loadChinese(builder, catalog, QStringLiteral("tencent"),
                             QStringLiteral("tencentcloud_vms.csv"), "tencent_gpu_map", 2,
                             QStringLiteral("tencent-sugarlxn-v8"),
                             QStringLiteral("sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv (CNY = USD / 0.138, 2 decimals)"));
    if (status.ok())
        status = loadReference(seed, catalog);
    if (!status.ok())
        return Result<SeedData>::failure(status.error);

    for (const auto &u : catalog.at("unpriced_instance_types")) {
        InstanceTypeRecord it;
        it.providerId = str(u, "provider");
        it.name = str(u, "name");
        it.id = it.providerId + u'/' + it.name;
        it.family = str(u, "family");
        it.gpuModelId = str(u, "gpu_model");
        it.gpuLabel = str(u, "gpu_label");
        it.notes = str(u, "notes");
        builder.addInstance(it);
    }
    for (const auto &d : catalog.at("default_discounts")) {
        seed.defaultDiscounts.append({str(d, "provider"), str(d, "pricing_model"), integer(d, "term_months"),
                                      num(d, "low").value_or(0), num(d, "high").value_or(0),
                                      num(d, "default").value_or(0), str(d, "source")});
    }
    for (const auto &r : catalog.at("exchange_rates"))
        seed.exchangeRates.append({str(r, "from"), str(r, "to"), num(r, "rate").value_or(0), str(r, "as_of"), str(r, "source")});
    for (const auto &f : catalog.at("facility_profiles")) {
        FacilityProfile p;
        p.id = str(f, "id");
        p.name = str(f, "name");
        p.powerPrice = num(f, "power_price");
        p.powerCurrency = str(f, "power_currency");
        p.pue = num(f, "pue");
        p.pueLow = num(f, "pue_low");
        p.pueHigh = num(f, "pue_high");
        p.rentPerKwMonthLow = num(f, "rent_per_kw_month_low");
        p.rentPerKwMonthHigh = num(f, "rent_per_kw_month_high");
        p.rentCurrency = str(f, "rent_currency");
        p.staffCostMonth = num(f, "staff_cost_month");
        p.staffCurrency = str(f, "staff_currency");
        p.source = str(f, "source");
        p.reliability = str(f, "reliability");
        seed.facilities.append(p);
    }
    for (const auto &n : catalog.at("network_fees")) {
        FeeItem fee;
        fee.id = str(n, "id");
        fee.table = QStringLiteral("network");
        fee.providerId = str(n, "provider");
        fee.region = str(n, "region");
        fee.kind = str(n, "kind");
        fee.tierFromGb = num(n, "from_gb");
        fee.tierToGb = num(n, "to_gb");
        fee.price = num(n, "price").value_or(0);
        fee.unit = str(n, "unit");
        fee.currency = str(n, "currency");
        fee.asOf = str(n, "as_of");
        fee.source = str(n, "source");
        fee.reliability = str(n, "reliability");
        seed.network.append(fee);
    }
    return seed;
}

} // namespace

} // namespace gputco
