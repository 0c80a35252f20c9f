#include "seeddata.h"

#include "csvreader.h"
#include "priceio.h"

#include <QCoreApplication>
#include <QCryptographicHash>
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
                    .arg(file.fileName())
                    .arg(doc.records.at(i).line)
                    .arg(fields.size())
                    .arg(header.size()));
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
            map.insert(QString::fromStdString(entry.key()), QString::fromStdString(entry->get<std::string>()));
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

    void addPrice(const QString &instanceId, const QHash<QString, QString> &row, const QString &model, double amount,
        const QString &currency, std::optional<bool> taxIncluded, const QString &bookKey, const QString &source)
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
            builder.addPrice(it.id, row, QStringLiteral("on_demand"), *price, QStringLiteral("USD"), false,
                QStringLiteral("aws-skypilot-v8"), source);
        if (const auto spot = positive(row.value(QStringLiteral("SpotPrice"))))
            builder.addPrice(it.id, row, QStringLiteral("spot"), *spot, QStringLiteral("USD"), false,
                QStringLiteral("aws-skypilot-v8"), source);
    }
    return Status::success();
}

Status loadChinese(CatalogBuilder &builder, const json &catalog, const QString &provider, const QString &file,
    const char *mapKey, int decimals, const QString &bookKey, const QString &source)
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
        if (type == QStringLiteral("ecs.gn5i-c12g1.6xlarge")
            && row.value(QStringLiteral("Price")) == QStringLiteral("0.011592"))
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
                ? QStringLiteral("server")
                : QStringLiteral("card");
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
                fee.name = item
                    + (suffix.isEmpty() ? QString()
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

std::optional<double> number(const QHash<QString, QString> &row, const QString &column)
{
    return positive(row.value(column));
}

// The Tencent docs page (价格总览) gives 包年包月 per month and 按量 per hour, one value or a
// range ("4671 - 5190"); the CSV keeps the single value empty and both ends in *_min/*_max.
constexpr auto kTencentDocsDate = "2021-09-27";
const QString kTencentDocsRegion = QStringLiteral("cn-mainland");

QString tencentDocsId(const QString &type, bool subscription)
{
    return QStringLiteral("tencent/") + type + u'/' + kTencentDocsRegion
        + (subscription ? QStringLiteral("//reserved/1/no_upfront") : QStringLiteral("//on_demand"));
}

/** Fills hourly or monthly amount (one value) or its range from the docs CSV columns. */
bool tencentDocsAmount(const QHash<QString, QString> &row, const QString &prefix, std::optional<double> &single,
    std::optional<double> &min, std::optional<double> &max)
{
    single = number(row, prefix);
    if (single)
        return true;
    min = number(row, prefix + QStringLiteral("_min"));
    max = number(row, prefix + QStringLiteral("_max"));
    if (min && max && *min == *max) {
        single = min;
        min.reset();
        max.reset();
    }
    return single || (min && max);
}

/**
 * The pricing model and amount of a docs row as a subscription (包年包月: reserved, one month,
 * no upfront, the monthly amount) or as pay-as-you-go (on demand, the hourly amount), into
 * @p r (a PriceRow or a PriceHistoryEntry) and the cell as printed into @p printed. False when
 * the row has no such price.
 */
template<typename Row>
bool tencentDocsPricing(const QHash<QString, QString> &row, bool subscription, Row &r, QString &printed)
{
    if (subscription) {
        r.pricingModel = QStringLiteral("reserved");
        r.termMonths = 1;
        r.paymentOption = QStringLiteral("no_upfront");
        printed = row.value(QStringLiteral("price_monthly_text"));
        return tencentDocsAmount(row, QStringLiteral("price_monthly_cny"), r.monthlyAmount, r.monthlyMin, r.monthlyMax);
    }
    r.pricingModel = QStringLiteral("on_demand");
    printed = row.value(QStringLiteral("price_hourly_text"));
    return tencentDocsAmount(row, QStringLiteral("price_hourly_cny"), r.hourlyAmount, r.hourlyMin, r.hourlyMax);
}

/// A docs row's instance type: whole GPUs only, the GPU model mapped from its label.
InstanceTypeRecord tencentDocsType(const QHash<QString, QString> &row, const QHash<QString, QString> &gpuMap)
{
    const QString type = row.value(QStringLiteral("instance_type"));
    InstanceTypeRecord it;
    it.id = QStringLiteral("tencent/") + type;
    it.providerId = QStringLiteral("tencent");
    it.name = type;
    it.family = row.value(QStringLiteral("family"));
    it.gpuCount = static_cast<int>(row.value(QStringLiteral("gpu_count")).toDouble());
    it.gpuLabel = row.value(QStringLiteral("gpu_model"));
    it.gpuModelId = gpuMap.value(it.gpuLabel);
    it.vcpus = number(row, QStringLiteral("vcpu"));
    it.memoryGib = number(row, QStringLiteral("memory_gib"));
    return it;
}

/// The page's current list prices (tencentcloud_gpu_list_prices.csv): each type as a subscription and by the hour.
Status loadTencentDocsPrices(CatalogBuilder &builder, const json &catalog)
{
    const auto rows = readCsvResource(QStringLiteral("tencentcloud_gpu_list_prices.csv"));
    if (!rows.ok())
        return Status::failure(rows.error());
    const QHash<QString, QString> gpuMap = stringMap(catalog, "tencent_docs_gpu_map");
    const QString source = QStringLiteral("Tencent Cloud docs 价格总览 (cloud.tencent.com/document/product/560/8025), "
                                          "tencentyun/qcloud-documents commit 6c436478fbf42507e35cd16c63f2248fd8960c8e "
                                          "(2021-09-27); standard list price, compute only (CPU, memory, GPU)");
    const QString scope
        = SeedDataTr::tr("mainland China reference price (the page: 本页参考价格主要以中国大陆地区为主)");
    builder.addRegion(QStringLiteral("tencent"), kTencentDocsRegion);
    for (const auto &row : rows.value()) {
        // vGPU shares (1/4, 1/2 of a T4) are left out: the cost model counts whole GPUs.
        const double gpus = row.value(QStringLiteral("gpu_count")).toDouble();
        if (gpus != std::floor(gpus) || gpus < 1)
            continue;
        const InstanceTypeRecord it = tencentDocsType(row, gpuMap);
        builder.addInstance(it); // the CVM API rows (loaded first) keep their record
        for (const bool subscription : {true, false}) {
            SeedPrice price;
            PriceRow &p = price.row;
            p.instanceTypeId = it.id;
            p.region = kTencentDocsRegion;
            p.currency = QStringLiteral("CNY");
            p.asOf = QString::fromLatin1(kTencentDocsDate);
            p.asOfBasis = QStringLiteral("commit");
            p.source = source;
            p.origin = QStringLiteral("seed");
            price.bookKey = QStringLiteral("tencent-docs-gpu-2021");
            QString printed;
            if (!tencentDocsPricing(row, subscription, p, printed))
                continue;
            p.notes = subscription ? SeedDataTr::tr("包年包月 (subscription) per month, renewed monthly; %1").arg(scope)
                                   : SeedDataTr::tr("按量计费 (pay-as-you-go) per hour; %1").arg(scope);
            if (p.hasRange())
                p.notes += SeedDataTr::tr("; published as the range \"%1\" (the page does not say what it spans)")
                               .arg(printed);
            p.id = tencentDocsId(it.name, subscription);
            builder.seed.prices.append(price);
        }
    }
    return Status::success();
}

/// Every earlier version of the page's tables, dated by the commit that introduced it.
Status loadTencentDocsHistory(CatalogBuilder &builder)
{
    const auto history = readCsvResource(QStringLiteral("tencentcloud_gpu_list_prices_history.csv"));
    if (!history.ok())
        return Status::failure(history.error());
    for (const auto &row : history.value()) {
        const QString type = row.value(QStringLiteral("instance_type"));
        for (const bool subscription : {true, false}) {
            PriceHistoryEntry h;
            h.priceId = tencentDocsId(type, subscription);
            h.instanceTypeId = QStringLiteral("tencent/") + type;
            h.region = kTencentDocsRegion;
            h.currency = QStringLiteral("CNY");
            h.asOf = row.value(QStringLiteral("source_commit_date")).left(10);
            h.asOfBasis = QStringLiteral("commit");
            h.source = QStringLiteral("Tencent Cloud docs 价格总览, tencentyun/qcloud-documents commit ")
                + row.value(QStringLiteral("source_commit"));
            h.priceBook = SeedDataTr::tr("Tencent Cloud GPU list prices (docs), earlier versions");
            h.origin = QStringLiteral("seed");
            QString printed;
            if (!tencentDocsPricing(row, subscription, h, printed))
                continue; // "-": not offered in that version
            // "13.86 元/小时起" is a minimum, "含本地 SSD 盘价格" includes disks: keep the cell as printed.
            h.notes = SeedDataTr::tr("as printed: %1").arg(printed);
            builder.seed.history.append(h);
        }
    }
    return Status::success();
}

Status loadTencentDocs(CatalogBuilder &builder, const json &catalog)
{
    const Status prices = loadTencentDocsPrices(builder, catalog);
    return prices.ok() ? loadTencentDocsHistory(builder) : prices;
}

Status loadGcp(CatalogBuilder &builder, const json &catalog)
{
    const auto rows = readCsvResource(QStringLiteral("gcp_gpu_machine_prices.csv"));
    if (!rows.ok())
        return Status::failure(rows.error());
    const QHash<QString, QString> gpuMap = stringMap(catalog, "gcp_gpu_map");
    const QHash<QString, QString> labels = stringMap(catalog, "gcp_gpu_labels");
    const QString source = QStringLiteral("Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml "
                                          "(Google Cloud Billing Catalog API, generated 2026-07-30), commit "
                                          "fd66b26ff84fee5cdd94f341ea89206e76c06b99; USD list prices, tax not stated");
    for (const auto &row : rows.value()) {
        // g4-standard-6/12/24 carry 1/8, 1/4, 1/2 of a GPU: left out, the cost model counts whole GPUs.
        const double gpus = row.value(QStringLiteral("gpu_count")).toDouble();
        if (gpus != std::floor(gpus) || gpus < 1)
            continue;
        const QString type = row.value(QStringLiteral("machine_type"));
        const QString key = row.value(QStringLiteral("gpu_model"));
        InstanceTypeRecord it;
        it.id = QStringLiteral("gcp/") + type;
        it.providerId = QStringLiteral("gcp");
        it.name = type;
        it.family = type.section(u'-', 0, 1);
        it.gpuCount = static_cast<int>(gpus);
        it.gpuLabel = labels.value(key, key);
        it.gpuModelId = gpuMap.value(key);
        it.vcpus = number(row, QStringLiteral("vcpu"));
        it.memoryGib = number(row, QStringLiteral("memory_gb"));
        if (const auto ssd = number(row, QStringLiteral("local_ssd_gb")))
            it.notes = SeedDataTr::tr("price includes %1 GB of local SSD").arg(*ssd);
        builder.addInstance(it);
        const QString region = row.value(QStringLiteral("region"));
        builder.addRegion(it.providerId, region);
        auto add = [&](const QString &model, std::optional<double> hourly, std::optional<double> monthly,
                       std::optional<int> term, const QString &note) {
            if (!hourly && !monthly)
                return;
            SeedPrice price;
            PriceRow &p = price.row;
            p.instanceTypeId = it.id;
            p.region = region;
            p.pricingModel = model;
            p.termMonths = term;
            if (term)
                p.paymentOption = QStringLiteral("no_upfront");
            p.hourlyAmount = hourly;
            p.monthlyAmount = monthly;
            p.currency = QStringLiteral("USD");
            p.taxIncluded = false;
            p.asOf = QStringLiteral("2026-07-30");
            p.source = source;
            p.notes = note;
            p.origin = QStringLiteral("seed");
            p.id = it.id + u'/' + region + QStringLiteral("//") + model;
            if (term)
                p.id += u'/' + QString::number(*term) + QStringLiteral("/no_upfront");
            price.bookKey = QStringLiteral("gcp-cyclenerd-2026-07-30");
            builder.seed.prices.append(price);
        };
        add(QStringLiteral("on_demand"), number(row, QStringLiteral("ondemand_hourly_usd")), std::nullopt, std::nullopt,
            QString());
        add(QStringLiteral("spot"), number(row, QStringLiteral("spot_hourly_usd")), std::nullopt, std::nullopt,
            SeedDataTr::tr("Spot VM price at generation time; spot prices change often"));
        // Resource-based committed use: a monthly price over a 1- or 3-year commitment.
        add(QStringLiteral("reserved"), std::nullopt, number(row, QStringLiteral("cud_1y_monthly_usd")), 12,
            SeedDataTr::tr("1-year committed use discount (CUD), per month"));
        add(QStringLiteral("reserved"), std::nullopt, number(row, QStringLiteral("cud_3y_monthly_usd")), 36,
            SeedDataTr::tr("3-year committed use discount (CUD), per month"));
    }
    return Status::success();
}

Status loadSkyPilotClouds(CatalogBuilder &builder, const json &catalog)
{
    const QHash<QString, QString> gpuMap = stringMap(catalog, "skypilot_gpu_map");
    for (const auto &cloud : catalog.at("skypilot_clouds")) {
        const QString provider = str(cloud, "provider");
        const QString file = kPrefix + str(cloud, "file");
        ImportOptions options;
        options.format = ImportOptions::Format::SkyPilot;
        options.provider = provider;
        options.currency = QStringLiteral("USD");
        options.bookSource = QStringLiteral("SkyPilot catalog v8 %1/vms.csv (GPU rows), skypilot-org/skypilot-catalog "
                                            "commit %2; USD, date not recorded (2025 or later)")
                                 .arg(provider, str(cloud, "commit"));
        // The existing SkyPilot import reads the file; rows it rejects (seeweb GPU rows with an
        // empty Region) are left out, every other row must be clean.
        const ParsedPriceList parsed = readPriceList(file, options);
        if (!parsed.error.isEmpty())
            return Status::failure(parsed.error);
        for (const ImportIssue &issue : parsed.issues) {
            if (issue.column != QStringLiteral("Region"))
                return Status::failure(SeedDataTr::tr("internal error: seed file %1: %2").arg(file, issue.toString()));
        }
        // Mithril's Price = SpotPrice = 1.0 per GPU-hour is a placeholder (PROVENANCE.md): its
        // types are listed without a price (quote needed).
        const bool placeholderPrices = provider == QStringLiteral("mithril");
        for (PriceRow p : parsed.rows) {
            InstanceTypeRecord it;
            it.id = p.instanceTypeId;
            it.providerId = provider;
            it.name = p.instanceType;
            it.family = p.family;
            it.gpuCount = p.gpuCount;
            it.gpuLabel = p.gpuLabel;
            it.gpuModelId = gpuMap.value(p.gpuLabel);
            // vast.ai gives 32 vCPUs and 64 GiB in every row: placeholders, not the host's size.
            if (provider != QStringLiteral("vast")) {
                it.vcpus = p.vcpus;
                it.memoryGib = p.memoryGib;
            }
            if (placeholderPrices)
                it.notes = SeedDataTr::tr("the SkyPilot catalog gives 1.0 USD per GPU-hour for on-demand and spot, "
                                          "a placeholder: ask for a quote");
            builder.addInstance(it);
            if (placeholderPrices)
                continue;
            builder.addRegion(provider, p.region);
            p.origin = QStringLiteral("seed");
            p.taxIncluded.reset();
            if (provider == QStringLiteral("vast"))
                p.notes = SeedDataTr::tr("marketplace offer at the time SkyPilot fetched it");
            builder.seed.prices.append({p, QStringLiteral("skypilot-") + provider});
        }
        builder.seed.books.append({QStringLiteral("skypilot-") + provider,
            SeedDataTr::tr("SkyPilot catalog v8: %1 GPU").arg(provider), QString(), options.bookSource});
    }
    return Status::success();
}

/** A stable preset id from what identifies the price in its source. */
QString presetId(const QString &provider, const QString &product, const QStringList &identity)
{
    const QByteArray hash = QCryptographicHash::hash(identity.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1).toHex();
    return provider + u'-' + product.toLower().replace(u' ', u'-') + u'-' + QString::fromLatin1(hash.left(10));
}

QString lastSegment(const QString &path)
{
    return path.section(QStringLiteral(" > "), -1).trimmed();
}

// Tencent Cloud docs (COS, EIP/BWP, CBS): the long layout of ../shared/pricing-sources,
// rows with exactly one number in the cell (price_cny); "-" (not offered) is left out.
Status loadTencentFees(SeedData &seed)
{
    QSet<QString> ids;
    for (const char *name :
        {"fees/tencentcloud_cos_prices.csv", "fees/tencentcloud_eip_prices.csv", "fees/tencentcloud_cbs_prices.csv"}) {
        const auto rows = readCsvResource(QString::fromLatin1(name));
        if (!rows.ok())
            return Status::failure(rows.error());
        for (const auto &row : rows.value()) {
            const auto price = row.value(QStringLiteral("price_cny")).trimmed();
            bool ok = false;
            const double value = price.toDouble(&ok);
            if (price.isEmpty() || !ok || value < 0)
                continue;
            FeePreset f;
            f.providerId = QStringLiteral("tencent");
            f.product = row.value(QStringLiteral("product"));
            const QString section = row.value(QStringLiteral("section"));
            const QString unit = row.value(QStringLiteral("unit"));
            const QString feeItem = row.value(QStringLiteral("fee_item"));
            const QString what = feeItem + u' ' + section;
            if (section.contains(QStringLiteral("快照")))
                f.category = QStringLiteral("snapshot");
            else if (unit.contains(QStringLiteral("万次")) || unit.contains(QStringLiteral("万个")))
                f.category = QStringLiteral("requests");
            else if (unit.contains(QStringLiteral("Mbps")))
                f.category = QStringLiteral("bandwidth");
            else if (unit.contains(QStringLiteral("MBps")))
                f.category = QStringLiteral("performance");
            else if (f.product == QStringLiteral("CBS"))
                f.category = QStringLiteral("disk");
            else if (unit == QStringLiteral("元/GB/月"))
                f.category = QStringLiteral("storage");
            else if (unit == QStringLiteral("元/GB")
                && (what.contains(QStringLiteral("外网下行")) || section == QStringLiteral("按流量")))
                f.category = QStringLiteral("egress");
            else if (unit == QStringLiteral("元/GB"))
                f.category = QStringLiteral("transfer");
            else if (f.product == QStringLiteral("EIP") && unit == QStringLiteral("元/小时"))
                f.category = QStringLiteral("ip");
            else
                f.category = QStringLiteral("other");
            QStringList parts;
            for (const QString &part : {section, row.value(QStringLiteral("class_or_spec")), lastSegment(feeItem),
                     row.value(QStringLiteral("sub_item"))})
                if (!part.trimmed().isEmpty() && !parts.contains(part.trimmed()))
                    parts << part.trimmed();
            f.item = parts.join(QStringLiteral(" › "));
            f.region = row.value(QStringLiteral("region_group"));
            f.price = value;
            f.unit = unit;
            f.currency = QStringLiteral("CNY");
            f.asOf = row.value(QStringLiteral("source_commit_date")).left(10);
            f.asOfBasis = QStringLiteral("commit");
            f.source = QStringLiteral("Tencent Cloud docs, tencentyun/qcloud-documents %1 at commit %2")
                           .arg(row.value(QStringLiteral("source_path")), row.value(QStringLiteral("source_commit")));
            if (row.value(QStringLiteral("price_text")).trimmed() != price)
                f.notes = SeedDataTr::tr("as printed: %1").arg(row.value(QStringLiteral("price_text")));
            // PROVENANCE: a later, undated version of the CBS page gives 南京 pay-as-you-go 0.0005 / 0.0014.
            if (f.product == QStringLiteral("CBS") && f.region.contains(QStringLiteral("南京"))
                && unit.contains(QStringLiteral("小时")))
                f.notes += (f.notes.isEmpty() ? QString() : QStringLiteral("; "))
                    + SeedDataTr::tr("a later, undated version of the page lists a lower 南京 pay-as-you-go price: "
                                     "check before use");
            f.origin = QStringLiteral("seed");
            f.id = presetId(f.providerId, f.product,
                {row.value(QStringLiteral("source_path")), section, f.region,
                    row.value(QStringLiteral("class_or_spec")), feeItem, row.value(QStringLiteral("sub_item"))});
            if (ids.contains(f.id))
                continue; // the same cell twice (a merged cell expanded): keep one
            ids.insert(f.id);
            seed.feePresets.append(f);
        }
    }
    return Status::success();
}

// GCP (Cyclenerd pricing.yml of 2026-07-30): internet egress tiers, Cloud Storage and disks.
Status loadGcpFees(SeedData &seed)
{
    const auto rows = readCsvResource(QStringLiteral("fees/gcp_network_storage_prices.csv"));
    if (!rows.ok())
        return Status::failure(rows.error());
    QSet<QString> ids;
    for (const auto &row : rows.value()) {
        const QString category = row.value(QStringLiteral("category"));
        const QString unit = row.value(QStringLiteral("unit"));
        FeePreset f;
        if (category == QStringLiteral("network_egress_internet_premium")) {
            f.product = QStringLiteral("Network egress");
            f.category = QStringLiteral("egress");
        } else if (category == QStringLiteral("cloud_storage")) {
            f.product = QStringLiteral("GCS");
            f.category
                = unit.endsWith(QStringLiteral("-month")) ? QStringLiteral("storage") : QStringLiteral("transfer");
        } else if (category == QStringLiteral("compute_disk")) {
            f.product = QStringLiteral("Disk");
            f.category = QStringLiteral("disk");
        } else {
            continue; // IP, NAT, VPN: not fee presets here
        }
        bool ok = false;
        f.price = row.value(QStringLiteral("price_usd")).toDouble(&ok);
        if (!ok || f.price < 0)
            continue;
        f.providerId = QStringLiteral("gcp");
        f.item = row.value(QStringLiteral("item"));
        f.region = row.value(QStringLiteral("region"));
        f.tier = row.value(QStringLiteral("tier"));
        f.unit = unit;
        f.currency = QStringLiteral("USD");
        f.asOf = QStringLiteral("2026-07-30");
        f.source = QStringLiteral("Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml (generated 2026-07-30), "
                                  "commit fd66b26ff84fee5cdd94f341ea89206e76c06b99, key ")
            + row.value(QStringLiteral("pricing_yml_key"));
        if (f.category == QStringLiteral("egress") && f.region == QStringLiteral("asia-northeast3"))
            f.notes = SeedDataTr::tr(
                "Seoul's egress tiers are not monotonic upstream (the SKU's tiers probably differ): verify");
        f.origin = QStringLiteral("seed");
        f.id = presetId(f.providerId, f.product, {category, f.item, f.region, f.tier, unit});
        if (ids.contains(f.id))
            continue;
        ids.insert(f.id);
        seed.feePresets.append(f);
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
        return Result<SeedData>::failure(
            SeedDataTr::tr("internal error: the built-in seed is malformed: %1").arg(QString::fromUtf8(e.what())));
    }
}

namespace {

/// The seed's price books, one per source file, by the key its prices name.
QList<SeedPriceBook> seedBooks()
{
    return {
        {QStringLiteral("aws-skypilot-v8"), QStringLiteral("SkyPilot catalog v8: AWS p-family"), QString(),
            QStringLiteral("github.com/skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv at commit "
                           "00148f2af3672e2229b4f7bf8157d5a3f36e3c35; date not recorded (late 2025 or later)")},
        {QStringLiteral("alibaba-sugarlxn-v8"), QStringLiteral("sugarlxn/skypilot-catalog v8: Alibaba ECS GPU"),
            QString(),
            QStringLiteral(
                "github.com/sugarlxn/skypilot-catalog catalogs/v8/alicloud/vms.csv at commit "
                "003c56a723d369190b11308e630e4cfd33e25c86; CNY = USD / 0.138; date not recorded (2025 or later)")},
        {QStringLiteral("tencent-sugarlxn-v8"), QStringLiteral("sugarlxn/skypilot-catalog v8: Tencent CVM GPU"),
            QString(),
            QStringLiteral("github.com/sugarlxn/skypilot-catalog catalogs/v8/tencentcloud/vms.csv at commit "
                           "319364519647e37c5ee585be5338b02b10f744be; CNY = USD / 0.138; date not recorded")},
        {QStringLiteral("tencent-docs-gpu-2021"), QStringLiteral("Tencent Cloud GPU list prices (docs 价格总览)"),
            QStringLiteral("2021-09-27"),
            QStringLiteral(
                "github.com/tencentyun/qcloud-documents product/计算与网络/GPU 云服务器/购买指导/价格总览.md at commit "
                "6c436478fbf42507e35cd16c63f2248fd8960c8e; the page states no date: as of = commit date 2021-09-27")},
        {QStringLiteral("gcp-cyclenerd-2026-07-30"),
            QStringLiteral("Google Cloud GPU machine prices (Cyclenerd pricing.yml)"), QStringLiteral("2026-07-30"),
            QStringLiteral("github.com/Cyclenerd/google-cloud-pricing-cost-calculator pricing.yml at commit "
                           "fd66b26ff84fee5cdd94f341ea89206e76c06b99, generated 2026-07-30 (Apache-2.0)")},
    };
}

/// The price lists, each from its own file: AWS, Alibaba, Tencent (API and docs), GCP, the SkyPilot clouds.
Status loadPriceLists(CatalogBuilder &builder, const json &catalog)
{
    Status status = loadAws(builder, catalog);
    if (status.ok())
        status
            = loadChinese(builder, catalog, QStringLiteral("alibaba"), QStringLiteral("alicloud_vms_gpu_filtered.csv"),
                "alibaba_gpu_map", 4, QStringLiteral("alibaba-sugarlxn-v8"),
                QStringLiteral("sugarlxn/skypilot-catalog v8 alicloud/vms.csv (CNY = USD / 0.138, 4 decimals)"));
    if (status.ok())
        status = loadChinese(builder, catalog, QStringLiteral("tencent"), QStringLiteral("tencentcloud_vms.csv"),
            "tencent_gpu_map", 2, QStringLiteral("tencent-sugarlxn-v8"),
            QStringLiteral("sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv (CNY = USD / 0.138, 2 decimals)"));
    if (status.ok())
        status = loadTencentDocs(builder, catalog);
    if (status.ok())
        status = loadGcp(builder, catalog);
    if (status.ok())
        status = loadSkyPilotClouds(builder, catalog);
    return status;
}

/// Instance types listed without a price (they ask for a quote).
void addUnpricedTypes(CatalogBuilder &builder, const json &catalog)
{
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
}

/// catalog.json's default discounts, exchange rates, facility profiles and network fees.
void loadCatalogReference(SeedData &seed, const json &catalog)
{
    for (const auto &d : catalog.at("default_discounts")) {
        seed.defaultDiscounts.append({str(d, "provider"), str(d, "pricing_model"), integer(d, "term_months"),
            num(d, "low").value_or(0), num(d, "high").value_or(0), num(d, "default").value_or(0), str(d, "source")});
    }
    for (const auto &r : catalog.at("exchange_rates"))
        seed.exchangeRates.append(
            {str(r, "from"), str(r, "to"), num(r, "rate").value_or(0), str(r, "as_of"), str(r, "source")});
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
}

Result<SeedData> loadBuiltinSeedUnchecked()
{
    QFile file(kPrefix + QStringLiteral("catalog.json"));
    if (!file.open(QIODevice::ReadOnly))
        return Result<SeedData>::failure(
            SeedDataTr::tr("internal error: seed file %1 is missing").arg(file.fileName()));
    const QByteArray bytes = file.readAll();
    const json catalog = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (catalog.is_discarded() || !catalog.is_object())
        return Result<SeedData>::failure(
            SeedDataTr::tr("internal error: seed file %1 is not valid JSON").arg(file.fileName()));

    SeedData seed;
    seed.version = integer(catalog, "seed_version").value_or(0);
    for (const auto &p : catalog.at("providers"))
        seed.providers.append({str(p, "id"), str(p, "name_en"), str(p, "name_zh"), QStringLiteral("seed")});
    const QString gpuSource = str(catalog, "gpu_models_source");
    for (const auto &g : catalog.at("gpu_models")) {
        GpuModel model{str(g, "id"), str(g, "vendor"), str(g, "name"), num(g, "memory_gb"), num(g, "bf16_tflops"),
            num(g, "tdp_w"), str(g, "notes")};
        model.notes = model.notes.isEmpty() ? gpuSource : model.notes + QStringLiteral("; ") + gpuSource;
        seed.gpuModels.append(model);
    }
    seed.books = seedBooks();

    CatalogBuilder builder{seed, {}, {}};
    Status status = loadPriceLists(builder, catalog);
    if (status.ok())
        status = loadReference(seed, catalog);
    if (status.ok())
        status = loadTencentFees(seed);
    if (status.ok())
        status = loadGcpFees(seed);
    if (!status.ok())
        return Result<SeedData>::failure(status.error);
    addUnpricedTypes(builder, catalog);
    loadCatalogReference(seed, catalog);
    return seed;
}

} // namespace

} // namespace gputco
