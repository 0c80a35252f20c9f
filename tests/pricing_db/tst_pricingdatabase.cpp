#include "catalogsearch.h"
#include "pricingdatabase.h"
#include "schema.h"
#include "seeddata.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace gputco;

/**
 * Opening, seeding, migrating and repairing the pricing database, and its queries.
 */
class TestPricingDatabase : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void seedCounts_data();
    void seedCounts();
    void seedExactPrices_data();
    void seedExactPrices();
    void seedFiltersAndLabels();
    void subscriptionsAndRanges_data();
    void subscriptionsAndRanges();
    void gcpAndSkyPilotClouds();
    void publishedHistory();
    void seedReferenceData();
    void defaultPathFromEnvironment();
    void migrateFromEveryEarlierVersion_data();
    void migrateFromEveryEarlierVersion();
    void newerSeedKeepsUserRows();
    void newerSchemaRefused();
    void corruptFileSetAside_data();
    void corruptFileSetAside();
    void readOnlyFile();
    void lockedFile();
    void folderCannotBeCreated();
    void damagedFileCannotBeMovedAside();
    void notOpen();
    void failedSeedChangesNothing();
    void connectionsAreSeparate();
    void listFilters_data();
    void listFilters();
    void listEqualsAPlainJoin_data();
    void listEqualsAPlainJoin();
    void listedRowsEqualTheRowsById();
    void pagesMakeTheList_data();
    void pagesMakeTheList();
    void searchFindsTheWordsAnywhere_data();
    void searchFindsTheWordsAnywhere();
    void listChoices();
    void searchOfTooManyWords();
    void provenance();
    void negotiatedDiscounts();
    void checkFindings();

private:
    QString freshPath(const QString &name) const { return mDir.filePath(name); }
    int countRows(PricingDatabase &db, const QString &sql);

    QTemporaryDir mDir;
    PricingDatabase mSeeded;
};

void TestPricingDatabase::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    const Status status = mSeeded.open(freshPath(QStringLiteral("seeded.sqlite")));
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(mSeeded.notices().size(), 1); // "created ... from the built-in seed"
}

int TestPricingDatabase::countRows(PricingDatabase &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next()) {
        qWarning() << q.lastError().text();
        return -1;
    }
    return q.value(0).toInt();
}

void TestPricingDatabase::seedCounts_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("expected");
    // AWS: 132 rows, 9 without on-demand price (p5e) -> 123 on-demand; 104 rows with a spot price.
    QTest::newRow("aws on-demand")
        << "SELECT count(*) FROM prices WHERE id LIKE 'aws/%' AND pricing_model = 'on_demand'" << 123;
    QTest::newRow("aws spot") << "SELECT count(*) FROM prices WHERE id LIKE 'aws/%' AND pricing_model = 'spot'" << 104;
    // Alibaba: 591 rows less 3 anomaly rows (gn5i-c12g1.6xlarge at 0.011592); every row has a spot price.
    QTest::newRow("alibaba on-demand")
        << "SELECT count(*) FROM prices WHERE id LIKE 'alibaba/%' AND pricing_model = 'on_demand'" << 588;
    QTest::newRow("alibaba spot") << "SELECT count(*) FROM prices WHERE id LIKE 'alibaba/%' AND pricing_model = 'spot'"
                                  << 588;
    // Tencent CVM API: all 405 rows, no spot prices at all (never invented).
    QTest::newRow("tencent api on-demand") << "SELECT count(*) FROM prices WHERE id LIKE 'tencent/%' AND region <> "
                                              "'cn-mainland' AND pricing_model = 'on_demand'"
                                           << 405;
    QTest::newRow("tencent spot") << "SELECT count(*) FROM prices WHERE id LIKE 'tencent/%' AND pricing_model = 'spot'"
                                  << 0;
    // Tencent docs page (2021-09-27): 30 table rows less the 2 vGPU shares (GN7.LARGE20 1/4 T4,
    // GN7.2XLARGE40 1/2 T4) = 28 types, each with a 包年包月 and a 按量 price; 13 of them (GN10X x4,
    // GN8 x4, GN7 x5) published as ranges in both columns.
    QTest::newRow("tencent docs subscription")
        << "SELECT count(*) FROM prices WHERE region = 'cn-mainland' AND pricing_model = 'reserved' AND term_months = "
           "1 AND payment_option = 'no_upfront'"
        << 28;
    QTest::newRow("tencent docs on-demand")
        << "SELECT count(*) FROM prices WHERE region = 'cn-mainland' AND pricing_model = 'on_demand'" << 28;
    QTest::newRow("tencent docs monthly ranges") << "SELECT count(*) FROM prices WHERE monthly_min IS NOT NULL AND "
                                                    "monthly_max > monthly_min AND monthly_amount IS NULL"
                                                 << 13;
    QTest::newRow("tencent docs hourly ranges") << "SELECT count(*) FROM prices WHERE hourly_min IS NOT NULL AND "
                                                   "hourly_max > hourly_min AND hourly_amount IS NULL"
                                                << 13;
    QTest::newRow("tencent docs dated by commit")
        << "SELECT count(*) FROM prices WHERE as_of = '2021-09-27' AND as_of_basis = 'commit'" << 56;
    // 384 history rows, 8 of them "-" in both columns: 376 x (包年包月 + 按量) = 752 entries.
    QTest::newRow("tencent history")
        << "SELECT count(*) FROM price_history WHERE kind = 'published' AND origin = 'seed'" << 752;
    // GCP: 984 rows less 60 fractional-GPU g4 rows (g4-standard-6/12/24 x 20 regions) = 924;
    // spot in all, 1y CUD in 760 and 3y CUD in 764 (the rest has no CUD SKU upstream).
    QTest::newRow("gcp on-demand")
        << "SELECT count(*) FROM prices WHERE id LIKE 'gcp/%' AND pricing_model = 'on_demand'" << 924;
    QTest::newRow("gcp spot") << "SELECT count(*) FROM prices WHERE id LIKE 'gcp/%' AND pricing_model = 'spot'" << 924;
    QTest::newRow("gcp 1y cud") << "SELECT count(*) FROM prices WHERE id LIKE 'gcp/%' AND term_months = 12" << 760;
    QTest::newRow("gcp 3y cud") << "SELECT count(*) FROM prices WHERE id LIKE 'gcp/%' AND term_months = 36" << 764;
    QTest::newRow("gcp dated by source")
        << "SELECT count(*) FROM prices WHERE id LIKE 'gcp/%' AND as_of = '2026-07-30' AND as_of_basis IS NULL" << 3372;
    // SkyPilot GPU clouds: 840 rows with a Region and a price (seeweb: 15 rows without Region
    // left out; mithril: placeholder prices left out; vast: SpotPrice 0.00 = no spot offer).
    QTest::newRow("skypilot clouds")
        << "SELECT count(*) FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
           "WHERE it.provider_id NOT IN ('aws', 'alibaba', 'tencent', 'gcp')"
        << 840;
    QTest::newRow("lambda") << "SELECT count(*) FROM prices WHERE id LIKE 'lambda/%'" << 374;
    QTest::newRow("vast spot") << "SELECT count(*) FROM prices WHERE id LIKE 'vast/%' AND pricing_model = 'spot'" << 0;
    QTest::newRow("vast placeholder sizes") << "SELECT count(*) FROM instance_types WHERE provider_id = 'vast' AND "
                                               "(vcpus IS NOT NULL OR memory_gib IS NOT NULL)"
                                            << 0;
    QTest::newRow("mithril prices") << "SELECT count(*) FROM prices WHERE id LIKE 'mithril/%'" << 0;
    QTest::newRow("seeweb") << "SELECT count(*) FROM prices WHERE id LIKE 'seeweb/%'" << 12;
    QTest::newRow("spot of skypilot clouds") << "SELECT count(*) FROM prices WHERE pricing_model = 'spot' AND id NOT "
                                                "LIKE 'aws/%' AND id NOT LIKE 'alibaba/%' AND id NOT LIKE 'gcp/%'"
                                             << 39;
    // 1808 + 56 Tencent docs + 3372 GCP + 840 SkyPilot clouds.
    QTest::newRow("all prices") << "SELECT count(*) FROM prices" << 6076;
    QTest::newRow("reserved list prices")
        << "SELECT count(*) FROM prices WHERE pricing_model = 'reserved'" << 28 + 760 + 764;
    QTest::newRow("providers") << "SELECT count(*) FROM providers" << 20;
    // 8 AWS + 115 Alibaba + 47 Tencent types, plus 5 unpriced Huawei/Baidu/Volcano families,
    // 26 GCP machine types and 374 SkyPilot-cloud types (4 of them Mithril, unpriced).
    QTest::newRow("instance types") << "SELECT count(*) FROM instance_types" << 575;
    QTest::newRow("unpriced types") << "SELECT count(*) FROM instance_types it WHERE NOT EXISTS "
                                       "(SELECT 1 FROM prices p WHERE p.instance_type_id = it.id)"
                                    << 9;
    QTest::newRow("no price without source")
        << "SELECT count(*) FROM prices WHERE source = '' OR price_book_id IS NULL" << 0;
    // 3 earlier + Tencent docs + GCP + one per SkyPilot cloud (13).
    QTest::newRow("seed price books") << "SELECT count(*) FROM price_books WHERE origin = 'seed'" << 18;
    QTest::newRow("non-positive prices") << "SELECT count(*) FROM prices WHERE hourly_amount <= 0" << 0;
    // Fee presets: Tencent COS 451 + EIP/BWP 67 + CBS 238 cells with exactly one number; GCP
    // egress 387 + Cloud Storage 392 + disks 518 rows (IP, NAT, VPN left out).
    QTest::newRow("tencent fee presets") << "SELECT count(*) FROM fee_presets WHERE provider_id = 'tencent'"
                                         << 451 + 67 + 238;
    QTest::newRow("gcp fee presets") << "SELECT count(*) FROM fee_presets WHERE provider_id = 'gcp'" << 387 + 392 + 518;
    QTest::newRow("fee presets dated") << "SELECT count(*) FROM fee_presets WHERE as_of IS NULL OR source = ''" << 0;
    // COS internet egress in mainland public regions: 0.50 元/GB (流量费用 page of 2021-07-07).
    QTest::newRow("cos egress 0.50")
        << "SELECT count(*) FROM fee_presets WHERE id = 'tencent-cos-9a5c6b95c0' AND price = 0.5 "
           "AND category = 'egress' AND unit = '元/GB' AND as_of = '2021-07-07' AND as_of_basis = 'commit'"
        << 1;
    // GCP us-central1 egress to China, first tier: 0.23 USD/GiB.
    QTest::newRow("gcp egress to China")
        << "SELECT count(*) FROM fee_presets WHERE provider_id = 'gcp' AND region = 'us-central1' "
           "AND item LIKE 'to China%' AND tier = '0-1 TiB/month' AND price = 0.23"
        << 1;
}

void TestPricingDatabase::seedCounts()
{
    QFETCH(QString, sql);
    QFETCH(int, expected);
    QCOMPARE(countRows(mSeeded, sql), expected);
}

void TestPricingDatabase::seedExactPrices_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("hourly");
    QTest::addColumn<QString>("currency");
    // 3.663072 USD / 0.138 = 26.544 CNY/h (README reference value).
    QTest::newRow("gn6v on-demand") << "alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/on_demand" << 26.544
                                    << "CNY";
    // 1.1435508 / 0.138 = 8.2866 CNY/h.
    QTest::newRow("gn6v spot") << "alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/spot" << 8.2866 << "CNY";
    // 5.14026954 / 0.138 = 37.248330... -> 37.2483 (4 decimals kept for Alibaba).
    QTest::newRow("gn7e A100 80G") << "alibaba/ecs.gn7e-c16g1.4xlarge/ap-northeast-1/ap-northeast-1b/on_demand"
                                   << 37.2483 << "CNY";
    // Tencent GT4 8x A100: 32.78328 / 0.138 = 237.56 CNY/h (2 decimals).
    QTest::newRow("tencent GT4") << "tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand" << 237.56 << "CNY";
    // AWS p5.48xlarge us-east-1 on-demand $55.04/h (README reference value), spot per AZ.
    QTest::newRow("aws p5 on-demand") << "aws/p5.48xlarge/us-east-1/use1-az1/on_demand" << 55.04 << "USD";
    QTest::newRow("aws p5 spot az2") << "aws/p5.48xlarge/us-east-1/use1-az2/spot" << 19.2531 << "USD";
    QTest::newRow("aws p4d") << "aws/p4d.24xlarge/us-east-1/use1-az1/on_demand" << 21.957642 << "USD";
}

void TestPricingDatabase::seedExactPrices()
{
    QFETCH(QString, id);
    QFETCH(double, hourly);
    QFETCH(QString, currency);
    const auto row = mSeeded.priceById(id);
    QVERIFY2(row.ok(), qPrintable(row.error()));
    QVERIFY2(row.value().has_value(), qPrintable(id));
    const PriceRow &p = *row.value();
    QVERIFY(p.hourlyAmount.has_value());
    QCOMPARE(*p.hourlyAmount, hourly);
    QCOMPARE(p.currency, currency);
    QCOMPARE(p.origin, QStringLiteral("seed"));
    QVERIFY(!p.source.isEmpty());
}

void TestPricingDatabase::seedFiltersAndLabels()
{
    // The anomaly is dropped, not repaired.
    QVERIFY(
        !mSeeded.priceById(QStringLiteral("alibaba/ecs.gn5i-c12g1.6xlarge/cn-beijing/cn-beijing-k/on_demand")).value());
    // p5e has spot prices only: no on-demand row is invented.
    QCOMPARE(countRows(mSeeded,
                 QStringLiteral("SELECT count(*) FROM prices WHERE instance_type_id = 'aws/p5e.48xlarge' AND "
                                "pricing_model = 'on_demand'")),
        0);
    QVERIFY(
        countRows(mSeeded,
            QStringLiteral(
                "SELECT count(*) FROM prices WHERE instance_type_id = 'aws/p5e.48xlarge' AND pricing_model = 'spot'"))
        > 0);

    PriceFilter filter;
    filter.provider = QStringLiteral("alibaba");
    filter.gpu = QStringLiteral("H");
    const auto masked = mSeeded.listPrices(filter);
    QVERIFY(masked.ok());
    QVERIFY(!masked.value().isEmpty());
    for (const PriceRow &r : masked.value()) {
        QVERIFY2(r.gpuModelId.isEmpty(), qPrintable(r.instanceType)); // masked label: model unknown
        QCOMPARE(r.gpuLabel, QStringLiteral("H"));
        QVERIFY(r.instanceTypeNotes.contains(QStringLiteral("unconfirmed")));
    }
    const auto a100
        = mSeeded.priceById(QStringLiteral("alibaba/ecs.gn7e-c16g1.4xlarge/ap-northeast-1/ap-northeast-1b/on_demand"));
    QCOMPARE(a100.value()->gpuModelId, QStringLiteral("a100-80gb"));
    QCOMPARE(a100.value()->gpuLabel, QStringLiteral("A100 80G"));
    const auto p5 = mSeeded.priceById(QStringLiteral("aws/p5.48xlarge/us-east-1/use1-az1/on_demand"));
    QCOMPARE(p5.value()->gpuCount, std::optional<int>(8));
    QCOMPARE(p5.value()->nvlink, std::optional<bool>(true));
    QCOMPARE(p5.value()->rdmaGbps, std::optional<double>(3200));
    QCOMPARE(p5.value()->taxIncluded, std::optional<bool>(false));

    // Huawei, Baidu and Volcano Engine are in the catalog without any price.
    filter = PriceFilter();
    filter.provider = QStringLiteral("huawei");
    const auto huawei = mSeeded.listPrices(filter);
    QCOMPARE(huawei.value().size(), 2);
    for (const PriceRow &r : huawei.value()) {
        QVERIFY(!r.hasPrice());
        QVERIFY(r.id.isEmpty());
    }
    filter.provider = QStringLiteral("火山引擎");
    QCOMPARE(mSeeded.listPrices(filter).value().size(), 2);
}

void TestPricingDatabase::subscriptionsAndRanges_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("single"); // 0: published as a range
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    // Values as printed on the Tencent docs page 价格总览 of 2021-09-27.
    QTest::newRow("GT4 8x A100 包年包月")
        << "tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront" << 114016.0 << 0.0 << 0.0;
    QTest::newRow("GT4 8x A100 按量") << "tencent/GT4.41XLARGE948/cn-mainland//on_demand" << 237.51 << 0.0 << 0.0;
    QTest::newRow("GN10X 1x V100 包年包月 range")
        << "tencent/GN10X.2XLARGE40/cn-mainland//reserved/1/no_upfront" << 0.0 << 4671.0 << 5190.0;
    QTest::newRow("GN10X 1x V100 按量 range")
        << "tencent/GN10X.2XLARGE40/cn-mainland//on_demand" << 0.0 << 16.21 << 18.04;
    QTest::newRow("GN6S 2x P4 包年包月") << "tencent/GN6S.2XLARGE40/cn-mainland//reserved/1/no_upfront" << 4000.0 << 0.0
                                         << 0.0;
}

void TestPricingDatabase::subscriptionsAndRanges()
{
    QFETCH(QString, id);
    QFETCH(double, single);
    QFETCH(double, min);
    QFETCH(double, max);
    const auto found = mSeeded.priceById(id);
    QVERIFY2(found.ok() && found.value(), qPrintable(id));
    const PriceRow &p = *found.value();
    const bool subscription = p.pricingModel == QStringLiteral("reserved");
    QCOMPARE(p.currency, QStringLiteral("CNY"));
    QCOMPARE(p.asOf, QStringLiteral("2021-09-27"));
    QCOMPARE(p.asOfBasis, QStringLiteral("commit")); // the page states no date
    QVERIFY(!p.taxIncluded); // the page does not say
    QVERIFY(p.hasPrice());
    if (subscription) {
        QCOMPARE(p.termMonths, std::optional<int>(1));
        QCOMPARE(p.paymentOption, QStringLiteral("no_upfront"));
        QVERIFY(!p.hourlyAmount && !p.upfrontAmount);
    } else {
        QVERIFY(!p.termMonths && !p.monthlyAmount);
    }
    const std::optional<double> amount = subscription ? p.monthlyAmount : p.hourlyAmount;
    const std::optional<double> low = subscription ? p.monthlyMin : p.hourlyMin;
    const std::optional<double> high = subscription ? p.monthlyMax : p.hourlyMax;
    if (single > 0) {
        QCOMPARE(amount, std::optional<double>(single));
        QVERIFY(!low && !high && !p.hasRange());
    } else {
        QVERIFY(!amount); // nothing inferred from a range: no midpoint, no end chosen
        QCOMPARE(low, std::optional<double>(min));
        QCOMPARE(high, std::optional<double>(max));
        QVERIFY(p.hasRange());
        QVERIFY(p.notes.contains(QStringLiteral("range")));
    }
    // Listing shows the same row.
    PriceFilter filter;
    filter.provider = QStringLiteral("腾讯云");
    filter.region = QStringLiteral("cn-mainland");
    filter.pricingModel = p.pricingModel;
    const auto rows = mSeeded.listPrices(filter);
    QVERIFY(rows.ok());
    QCOMPARE(rows.value().size(), 28);
    const auto it
        = std::find_if(rows.value().begin(), rows.value().end(), [&](const PriceRow &r) { return r.id == id; });
    QVERIFY(it != rows.value().end());
    QCOMPARE(it->monthlyMin, p.monthlyMin);
    QCOMPARE(it->hourlyMax, p.hourlyMax);
    QCOMPARE(it->asOfBasis, p.asOfBasis);
}

void TestPricingDatabase::gcpAndSkyPilotClouds()
{
    // a3-highgpu-8g (8x H100) in us-central1, pricing.yml of 2026-07-30 (PROVENANCE reference:
    // 88.49 on-demand, 50.61 spot, 1y CUD 61.38/h and 3y 38.86/h = monthly / 730).
    const QString base = QStringLiteral("gcp/a3-highgpu-8g/us-central1//");
    const auto od = mSeeded.priceById(base + QStringLiteral("on_demand")).value();
    QVERIFY(od);
    QCOMPARE(*od->hourlyAmount, 88.4899999025753);
    QCOMPARE(od->currency, QStringLiteral("USD"));
    QCOMPARE(od->asOf, QStringLiteral("2026-07-30"));
    QVERIFY(od->asOfBasis.isEmpty()); // the file states its generation date
    QCOMPARE(od->gpuModelId, QStringLiteral("h100-80gb"));
    QCOMPARE(od->gpuCount, std::optional<int>(8));
    QCOMPARE(*mSeeded.priceById(base + QStringLiteral("spot")).value()->hourlyAmount, 50.6095408219178);
    const auto cud1 = mSeeded.priceById(base + QStringLiteral("reserved/12/no_upfront")).value();
    QVERIFY(cud1);
    QCOMPARE(*cud1->monthlyAmount, 44810.08066464);
    QVERIFY(!cud1->hourlyAmount); // the derived hourly figure is not stored
    QCOMPARE(qRound(*cud1->monthlyAmount / 730.0 * 100), 6138); // 44810.08066464 / 730 = 61.38
    QCOMPARE(
        *mSeeded.priceById(base + QStringLiteral("reserved/36/no_upfront")).value()->monthlyAmount, 28370.99821392);
    // a2-ultragpu has no CUD upstream ("connect with your sales account team"): none invented.
    QVERIFY(mSeeded.priceById(QStringLiteral("gcp/a2-ultragpu-8g/us-central1//on_demand")).value());
    QVERIFY(!mSeeded.priceById(QStringLiteral("gcp/a2-ultragpu-8g/us-central1//reserved/12/no_upfront")).value());
    // Fractional-GPU g4 types are not in the catalog.
    QCOMPARE(
        countRows(mSeeded, QStringLiteral("SELECT count(*) FROM instance_types WHERE id = 'gcp/g4-standard-6'")), 0);

    // Lambda B200 8x 53.52 USD/h (PROVENANCE reference), no spot; the SkyPilot import's ids.
    PriceFilter filter;
    filter.provider = QStringLiteral("lambda");
    filter.gpu = QStringLiteral("B200");
    const auto lambda = mSeeded.listPrices(filter);
    QVERIFY(lambda.ok());
    bool eightB200 = false;
    for (const PriceRow &r : lambda.value()) {
        QCOMPARE(r.pricingModel, QStringLiteral("on_demand"));
        if (r.gpuCount == 8) {
            QCOMPARE(*r.hourlyAmount, 53.52);
            eightB200 = true;
        }
    }
    QVERIFY(eightB200);
    // Nebius H100 8x: 23.60 on-demand, 10.00 preemptible (spot) in eu-north1.
    QCOMPARE(*mSeeded.priceById(QStringLiteral("nebius/gpu-h100-sxm_8gpu-128vcpu-1600gb/eu-north1//on_demand"))
                  .value()
                  ->hourlyAmount,
        23.60);
    QCOMPARE(*mSeeded.priceById(QStringLiteral("nebius/gpu-h100-sxm_8gpu-128vcpu-1600gb/eu-north1//spot"))
                  .value()
                  ->hourlyAmount,
        10.00);
    // Mithril: listed, quote needed (its 1.0 USD per GPU-hour is a placeholder).
    filter = PriceFilter();
    filter.provider = QStringLiteral("mithril");
    const auto mithril = mSeeded.listPrices(filter);
    QCOMPARE(mithril.value().size(), 4);
    for (const PriceRow &r : mithril.value()) {
        QVERIFY(!r.hasPrice());
        QVERIFY(r.instanceTypeNotes.contains(QStringLiteral("placeholder")));
    }
}

void TestPricingDatabase::publishedHistory()
{
    // GT4.41XLARGE948 包年包月: in four table versions (2021-04-12, 2021-05-11, twice on
    // 2021-05-25), always 114,016 元/月; the current row (2021-09-27) is in prices.
    const auto gt4 = mSeeded.priceHistory(QStringLiteral("tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront"));
    QVERIFY(gt4.ok());
    QCOMPARE(gt4.value().size(), 4);
    QCOMPARE(gt4.value().first().asOf, QStringLiteral("2021-04-12"));
    for (const PriceHistoryEntry &h : gt4.value()) {
        QCOMPARE(h.monthlyAmount, std::optional<double>(114016.0));
        QCOMPARE(h.asOfBasis, QStringLiteral("commit"));
        QVERIFY(h.source.contains(QStringLiteral("qcloud-documents")));
    }
    // GN2.7XLARGE56 (retired): 2,928 on 2018-05-24, 4,248 on 2018-05-28, 2,928 again from
    // 2018-10-28; 12 versions, no current price.
    const QString gn2 = QStringLiteral("tencent/GN2.7XLARGE56/cn-mainland//reserved/1/no_upfront");
    const auto retired = mSeeded.priceHistory(gn2);
    QCOMPARE(retired.value().size(), 12);
    QCOMPARE(retired.value().at(0).monthlyAmount, std::optional<double>(2928.0));
    QCOMPARE(retired.value().at(1).monthlyAmount, std::optional<double>(4248.0));
    QCOMPARE(retired.value().at(1).asOf, QStringLiteral("2018-05-28"));
    QCOMPARE(retired.value().at(2).monthlyAmount, std::optional<double>(2928.0));
    QVERIFY(!mSeeded.priceById(gn2).value());
    // GN10X.2XLARGE40: one value (5,190) until 2019-12-11, then the range 4,671-5,190.
    const auto gn10x
        = mSeeded.priceHistory(QStringLiteral("tencent/GN10X.2XLARGE40/cn-mainland//reserved/1/no_upfront"));
    QCOMPARE(gn10x.value().size(), 14);
    QCOMPARE(gn10x.value().first().monthlyAmount, std::optional<double>(5190.0));
    QCOMPARE(gn10x.value().last().monthlyMin, std::optional<double>(4671.0));
    QCOMPARE(gn10x.value().last().monthlyMax, std::optional<double>(5190.0));
    QVERIFY(!gn10x.value().last().monthlyAmount);
    // "15.09 元/小时起" was a minimum: the cell as printed is kept.
    const auto gn8 = mSeeded.priceHistory(QStringLiteral("tencent/GN8.LARGE56/cn-mainland//on_demand"));
    QCOMPARE(gn8.value().first().notes, QStringLiteral("as printed: 15.09 元/小时起"));
    QVERIFY(mSeeded.priceHistory(QStringLiteral("no/such/id")).value().isEmpty());
}

void TestPricingDatabase::seedReferenceData()
{
    const auto discounts = mSeeded.defaultDiscounts(QStringLiteral("aws"));
    QVERIFY(discounts.ok());
    QCOMPARE(discounts.value().size(), 3);
    bool found3y = false;
    for (const DefaultDiscount &d : discounts.value()) {
        QVERIFY(d.source.contains(QStringLiteral("COST-MODEL")) || d.source.contains(QStringLiteral("seed")));
        if (d.pricingModel == QStringLiteral("reserved") && d.termMonths == 36) {
            // 1 - 1.45 / 4.10 = 0.6463
            QCOMPARE(d.defaultValue, 0.6463);
            found3y = true;
        }
    }
    QVERIFY(found3y);
    const auto allDiscounts = mSeeded.defaultDiscounts();
    QCOMPARE(allDiscounts.value().size(), 13);

    const auto hardware = mSeeded.selfHostedHardware();
    QVERIFY(hardware.ok());
    QCOMPARE(hardware.value().size(), 8);
    bool server = false;
    for (const HardwareItem &h : hardware.value()) {
        QVERIFY(!h.source.isEmpty());
        QVERIFY(!h.reliability.isEmpty());
        if (h.id == QStringLiteral("ref-5")) {
            server = true;
            QCOMPARE(h.priceLow, 310000.0);
            QCOMPARE(h.priceHigh, std::optional<double>(317000.0));
            QCOMPARE(h.currency, QStringLiteral("USD"));
            QCOMPARE(h.maxKw, std::optional<double>(10.2));
            QCOMPARE(h.gpuCount, std::optional<int>(8));
            QCOMPARE(h.kind, QStringLiteral("server"));
        }
    }
    QVERIFY(server);
    const auto facilities = mSeeded.facilityProfiles();
    QCOMPARE(facilities.value().size(), 2);
    QCOMPARE(facilities.value().at(0).powerPrice, std::optional<double>(0.63));
    QCOMPARE(facilities.value().at(1).powerPrice, std::optional<double>(0.4));
    QVERIFY(!facilities.value().at(0).staffCostMonth); // no source: left for the user
    QCOMPARE(mSeeded.exchangeRates().value().size(), 2);
    QCOMPARE(mSeeded.fees().value().size(), 9); // 5 storage lines (one range split in two) + 4 egress tiers
    QVERIFY(mSeeded.gpuModels().value().size() >= 20);
}

void TestPricingDatabase::defaultPathFromEnvironment()
{
    const QString path = freshPath(QStringLiteral("from-env.sqlite"));
    qputenv("GPUTCO_PRICING_DB", path.toUtf8());
    QCOMPARE(PricingDatabase::defaultPath(), path);
    {
        PricingDatabase db;
        QVERIFY(db.open().ok());
        QCOMPARE(db.path(), path);
    }
    QVERIFY(QFile::exists(path));
    qunsetenv("GPUTCO_PRICING_DB");
    QVERIFY(PricingDatabase::defaultPath().endsWith(QStringLiteral("/pricing.sqlite")));
}

void TestPricingDatabase::migrateFromEveryEarlierVersion_data()
{
    QTest::addColumn<int>("fromVersion");
    for (int v = 0; v < PricingSchema::latestVersion(); ++v)
        QTest::addRow("from version %d", v) << v;
}

void TestPricingDatabase::migrateFromEveryEarlierVersion()
{
    QFETCH(int, fromVersion);
    const QString path = freshPath(QStringLiteral("migrate-%1.sqlite").arg(fromVersion));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        const Status migrated = PricingSchema::migrate(db, fromVersion);
        QVERIFY2(migrated.ok(), qPrintable(migrated.error));
        QCOMPARE(PricingSchema::userVersion(db), fromVersion);
        if (fromVersion >= 1) {
            // User data written by an older program must survive the upgrade.
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("INSERT INTO providers (id, name_en, origin) VALUES ('mycloud', 'My cloud', 'user')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO instance_types (id, provider_id, name, origin) VALUES "
                                          "('mycloud/big', 'mycloud', 'big', 'user')")));
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO prices (id, instance_type_id, region, pricing_model, hourly_amount, currency, origin) "
                "VALUES ('mine', 'mycloud/big', 'r1', 'on_demand', 9.5, 'CNY', 'user')")));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));

    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    // Version 5: the list's indexes.
    QCOMPARE(countRows(db,
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                                "('idx_prices_region_model', 'idx_instance_types_gpu')")),
        2);
    QCOMPARE(db.seedVersion(), loadBuiltinSeed().value().version);
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'seed'")), 6076);
    // Version 3 objects exist.
    QCOMPARE(countRows(db,
                 QStringLiteral("SELECT count(*) FROM pragma_table_info('prices') WHERE name IN "
                                "('hourly_min', 'hourly_max', 'monthly_min', 'monthly_max', 'as_of_basis')")),
        5);
    QCOMPARE(countRows(db,
                 QStringLiteral(
                     "SELECT count(*) FROM sqlite_master WHERE name IN ('price_history', 'prices_keep_history')")),
        2);
    // Version 7: prices keyed by (instance_type_id, id), the id still unique; the type index
    // of version 2 dropped with the old table (the key starts with the type).
    QSqlQuery key(db.connection());
    QVERIFY(key.exec(QStringLiteral("SELECT name FROM pragma_table_info('prices') WHERE pk > 0 ORDER BY pk")));
    QStringList keyColumns;
    while (key.next())
        keyColumns << key.value(0).toString();
    QCOMPARE(keyColumns, QStringList({QStringLiteral("instance_type_id"), QStringLiteral("id")}));
    QCOMPARE(countRows(db,
                 QStringLiteral("SELECT count(*) FROM pragma_index_list('prices') WHERE name = 'idx_prices_id' "
                                "AND \"unique\" = 1")),
        1);
    QCOMPARE(countRows(db,
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name IN ('idx_prices_type_model', "
                                "'prices_by_type')")),
        0);
    QCOMPARE(countRows(db,
                 QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name IN ('idx_prices_book', "
                                "'idx_prices_region_model')")),
        2);
    // Version 2 objects exist.
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM pragma_table_info('prices') WHERE name = 'notes'")), 1);
    if (fromVersion >= 1) {
        const auto mine = db.priceById(QStringLiteral("mine"));
        QVERIFY(mine.value().has_value());
        QCOMPARE(*mine.value()->hourlyAmount, 9.5);
        QCOMPARE(mine.value()->origin, QStringLiteral("user"));
        // The history trigger, made again with the rebuilt table, keeps the 9.5 a change replaces.
        QSqlQuery change(db.connection());
        QVERIFY(change.exec(QStringLiteral("UPDATE prices SET hourly_amount = 8.5 WHERE id = 'mine'")));
        const auto history = db.priceHistory(QStringLiteral("mine"));
        QVERIFY2(history.ok(), qPrintable(history.error()));
        QCOMPARE(history.value().size(), 1);
        QCOMPARE(history.value().first().hourlyAmount, std::optional<double>(9.5));
        // A second price with the same id cannot be added under another type.
        QVERIFY(
            !change.exec(QStringLiteral("INSERT INTO prices (id, instance_type_id, region, pricing_model, currency) "
                                        "SELECT 'mine', id, 'r2', 'spot', 'CNY' FROM instance_types "
                                        "WHERE id <> 'mycloud/big' LIMIT 1")));
    }
}

void TestPricingDatabase::newerSeedKeepsUserRows()
{
    const QString path = freshPath(QStringLiteral("newer-seed.sqlite"));
    PricingDatabase db;
    QVERIFY(db.open(path).ok());
    // A user price list that also overrides one shipped price (same id).
    const ImportReport report = db.importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY2(report.ok(), qPrintable(report.error));
    const QString overrideId = QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand");
    QCOMPARE(*db.priceById(overrideId).value()->hourlyAmount, 200.0);
    // The shipped price the import replaced is kept as history.
    const auto overriddenHistory = db.priceHistory(overrideId);
    QCOMPARE(overriddenHistory.value().size(), 1);
    QCOMPARE(overriddenHistory.value().first().hourlyAmount, std::optional<double>(237.56));
    QCOMPARE(overriddenHistory.value().first().origin, QStringLiteral("seed"));
    QCOMPARE(
        overriddenHistory.value().first().priceBook, QStringLiteral("sugarlxn/skypilot-catalog v8: Tencent CVM GPU"));
    NegotiatedDiscount deal;
    deal.providerId = QStringLiteral("tencent");
    deal.discount = 0.25;
    deal.note = QStringLiteral("商务折扣 2026");
    QVERIFY(db.addNegotiatedDiscount(deal).ok());

    Result<SeedData> seed = loadBuiltinSeed();
    QVERIFY(seed.ok());
    SeedData newer = seed.value();
    newer.version += 1;
    const QString changedId = QStringLiteral("aws/p5.48xlarge/us-east-1/use1-az1/on_demand");
    QString removedId;
    for (qsizetype i = 0; i < newer.prices.size(); ++i) {
        PriceRow &row = newer.prices[i].row;
        if (row.id == changedId)
            row.hourlyAmount = 60.0;
        if (row.id == overrideId)
            row.hourlyAmount = 999.0; // must not replace the user's override
    }
    removedId = newer.prices.takeLast().row.id;
    QVERIFY(db.applySeed(newer).ok());

    QCOMPARE(db.seedVersion(), seed.value().version + 1);
    QCOMPARE(*db.priceById(changedId).value()->hourlyAmount, 60.0);
    QVERIFY(!db.priceById(removedId).value().has_value());
    // The changed and the removed shipped prices are kept as history; unchanged ones are not.
    QCOMPARE(db.priceHistory(changedId).value().size(), 1);
    QCOMPARE(db.priceHistory(changedId).value().first().hourlyAmount, std::optional<double>(55.04));
    QCOMPARE(db.priceHistory(removedId).value().size(), 1);
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM price_history WHERE kind = 'replaced'")), 3);
    const auto overridden = db.priceById(overrideId).value();
    QCOMPARE(*overridden->hourlyAmount, 200.0);
    QCOMPARE(overridden->origin, QStringLiteral("user"));
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user'")), 2);
    QCOMPARE(db.negotiatedDiscounts(QStringLiteral("tencent")).value().size(), 1);
    QCOMPARE(db.negotiatedDiscounts().value().first().note, QStringLiteral("商务折扣 2026"));

    // Re-opening with the (older) built-in seed does not downgrade shipped rows.
    db.close();
    QVERIFY(db.open(path).ok());
    QCOMPARE(db.seedVersion(), seed.value().version + 1);
    QCOMPARE(*db.priceById(changedId).value()->hourlyAmount, 60.0);
}

void TestPricingDatabase::newerSchemaRefused()
{
    const QString path = freshPath(QStringLiteral("future.sqlite"));
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 99")));
    }
    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error.contains(QStringLiteral("newer")), qPrintable(status.error));
    QVERIFY(status.error.contains(path));
    QVERIFY(QFile::exists(path)); // not set aside: it is not damaged, just newer
    QVERIFY(db.notices().isEmpty());
}

void TestPricingDatabase::corruptFileSetAside_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("not a database") << 0;
    QTest::newRow("damaged pages") << 1;
}

void TestPricingDatabase::corruptFileSetAside()
{
    QFETCH(int, kind);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pricing.sqlite"));
    QByteArray damaged;
    if (kind == 0) {
        damaged = QByteArray("this is not a database\n").repeated(200);
    } else {
        {
            PricingDatabase db;
            QVERIFY(db.open(path).ok());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        damaged = file.readAll();
        file.close();
        // Keep the 100-byte header, overwrite the rest of the first pages with garbage.
        for (qsizetype i = 100; i < qMin<qsizetype>(damaged.size(), 40000); ++i)
            damaged[i] = static_cast<char>((i * 37) & 0xff);
    }
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(damaged);
    }
    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(db.notices().size(), 1);
    QVERIFY2(db.notices().first().contains(QStringLiteral(".corrupt-")), qPrintable(db.notices().first()));
    QVERIFY(db.notices().first().contains(QStringLiteral("re-created")));
    const QStringList asides = QDir(dir.path()).entryList({QStringLiteral("pricing.sqlite.corrupt-*")});
    QCOMPARE(asides.size(), 1);
    QVERIFY(QRegularExpression(QStringLiteral("^pricing\\.sqlite\\.corrupt-\\d{8}-\\d{6}$"))
                .match(asides.first())
                .hasMatch());
    QFile kept(dir.filePath(asides.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged); // the bad file is kept untouched
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices")), 6076);
}

void TestPricingDatabase::readOnlyFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
    }
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error.contains(path), qPrintable(status.error));
    QVERIFY2(status.error.contains(QStringLiteral("read-only")), qPrintable(status.error));
    QVERIFY(!db.isOpen());
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
}

void TestPricingDatabase::folderCannotBeCreated()
{
    // A regular file where the folder should be: mkpath fails even for root.
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    {
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QString path = blocker + QStringLiteral("/gputco/pricing.sqlite");
    PricingDatabase db;
    const Status status = db.open(path);
    QCOMPARE(status.error, path + QStringLiteral(": cannot create the folder ") + blocker + QStringLiteral("/gputco"));
    QVERIFY(!db.isOpen());
}

void TestPricingDatabase::damagedFileCannotBeMovedAside()
{
    // The aside name adds ".corrupt-YYYYMMDD-HHMMSS" (24 characters): with a 240-character
    // file name it exceeds the 255 a file name may have, so the rename fails.
    QTemporaryDir dir;
    const QString path = dir.filePath(QString(240 - 7, u'p') + QStringLiteral(".sqlite"));
    const QByteArray damaged = QByteArray("this is not a database\n").repeated(200);
    {
        QFile file(path);
        QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(file.errorString()));
        file.write(damaged);
    }
    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY(!status.ok());
    QVERIFY2(status.error.startsWith(path + QStringLiteral(": the file is damaged (")), qPrintable(status.error));
    QVERIFY2(status.error.contains(
                 QStringLiteral(") and could not be moved aside to ") + path + QStringLiteral(".corrupt-")),
        qPrintable(status.error));
    QVERIFY(!db.isOpen());
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged); // left as it was for the user to move
}

void TestPricingDatabase::notOpen()
{
    PricingDatabase db;
    QCOMPARE(db.listPrices().error(), QStringLiteral("the pricing database is not open"));
    const ImportReport report = db.importPrices(QFINDTESTDATA("data/prices_good.csv"));
    QCOMPARE(report.error, QStringLiteral("the pricing database is not open"));
    QCOMPARE(report.pricesImported, 0);
}

void TestPricingDatabase::failedSeedChangesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pricing.sqlite"));
    PricingDatabase db;
    QVERIFY(db.open(path).ok());
    const int prices = countRows(db, QStringLiteral("SELECT count(*) FROM prices"));
    Result<SeedData> seed = loadBuiltinSeed();
    QVERIFY(seed.ok());
    SeedData broken = seed.value();
    broken.version += 1;
    // A price of an instance type the seed does not have: the foreign key refuses it.
    SeedPrice orphan = broken.prices.first();
    orphan.row.id = QStringLiteral("nowhere/none/on_demand");
    orphan.row.instanceTypeId = QStringLiteral("nowhere/none");
    broken.prices.append(orphan);
    const Status status = db.applySeed(broken);
    QVERIFY2(status.error.startsWith(path + QStringLiteral(": applying the built-in seed failed: ")),
        qPrintable(status.error));
    QCOMPARE(db.seedVersion(), seed.value().version);
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices")), prices);
}

void TestPricingDatabase::lockedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
    }
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        PricingDatabase db;
        const Status status = db.open(path);
        QVERIFY(!status.ok());
        QVERIFY2(status.error.contains(QStringLiteral("locked")), qPrintable(status.error));
        QVERIFY(status.error.contains(path));
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    PricingDatabase db;
    QVERIFY(db.open(path).ok()); // and the file is intact afterwards
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}).isEmpty());
}

void TestPricingDatabase::connectionsAreSeparate()
{
    const QStringList before = QSqlDatabase::connectionNames();
    {
        PricingDatabase a;
        PricingDatabase b;
        QVERIFY(a.open(freshPath(QStringLiteral("a.sqlite"))).ok());
        QVERIFY(b.open(freshPath(QStringLiteral("b.sqlite"))).ok());
        QCOMPARE(QSqlDatabase::connectionNames().size(), before.size() + 2);
        QVERIFY(a.connection().connectionName() != b.connection().connectionName());
    }
    QCOMPARE(QSqlDatabase::connectionNames().size(), before.size());
}

void TestPricingDatabase::listFilters_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<int>("expected");
    QTest::newRow("alibaba") << "alibaba"
                             << ""
                             << ""
                             << "" << 1176;
    QTest::newRow("alibaba by chinese name") << "阿里云"
                                             << ""
                                             << ""
                                             << "" << 1176;
    QTest::newRow("tencent") << "tencent"
                             << ""
                             << ""
                             << "" << 405 + 56; // CVM API + docs page
    QTest::newRow("aws") << "AWS"
                         << ""
                         << ""
                         << "" << 227;
    QTest::newRow("aws spot") << "aws"
                              << ""
                              << ""
                              << "spot" << 104;
    QTest::newRow("aws h100") << "aws"
                              << "h100-80gb"
                              << ""
                              << "" << 89;
    QTest::newRow("aws h100 us-east-1 on-demand") << "aws"
                                                  << "H100"
                                                  << "us-east-1"
                                                  << "on_demand" << 13;
    QTest::newRow("alibaba A100 on-demand") << "alibaba"
                                            << "A100"
                                            << ""
                                            << "on_demand" << 23;
    QTest::newRow("alibaba V100 by name prefix") << "alibaba"
                                                 << "V100"
                                                 << ""
                                                 << "" << 158;
    QTest::newRow("alibaba cn-hangzhou on-demand") << "alibaba"
                                                   << ""
                                                   << "cn-hangzhou"
                                                   << "on_demand" << 91;
    QTest::newRow("tencent ap-beijing") << "tencent"
                                        << ""
                                        << "ap-beijing"
                                        << "" << 57;
    QTest::newRow("baidu unpriced") << "baidu"
                                    << ""
                                    << ""
                                    << "" << 1;
    QTest::newRow("baidu on-demand") << "baidu"
                                     << ""
                                     << ""
                                     << "on_demand" << 0;
    QTest::newRow("unknown provider") << "nosuchcloud"
                                      << ""
                                      << ""
                                      << "" << 0;
    QTest::newRow("injection text") << "x' OR '1'='1"
                                    << ""
                                    << ""
                                    << "" << 0;
}

void TestPricingDatabase::listFilters()
{
    QFETCH(QString, provider);
    QFETCH(QString, gpu);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(int, expected);
    PriceFilter filter;
    filter.provider = provider;
    filter.gpu = gpu;
    filter.region = region;
    filter.pricingModel = pricing;
    const auto rows = mSeeded.listPrices(filter);
    QVERIFY2(rows.ok(), qPrintable(rows.error()));
    QCOMPARE(rows.value().size(), expected);
    for (const PriceRow &r : rows.value()) {
        if (!region.isEmpty())
            QCOMPARE(r.region, region);
        if (!pricing.isEmpty())
            QCOMPARE(r.pricingModel, pricing);
    }
}

void TestPricingDatabase::listEqualsAPlainJoin_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::newRow("everything") << ""
                                << ""
                                << ""
                                << "";
    QTest::newRow("provider alias") << "aliyun"
                                    << ""
                                    << ""
                                    << "";
    QTest::newRow("provider chinese name") << "火山引擎"
                                           << ""
                                           << ""
                                           << "";
    QTest::newRow("provider english name, other case") << "Amazon Web Services"
                                                       << ""
                                                       << ""
                                                       << "";
    QTest::newRow("gpu word start, no provider") << ""
                                                 << "a100"
                                                 << ""
                                                 << "";
    QTest::newRow("gpu 910B") << ""
                              << "910B"
                              << ""
                              << "";
    QTest::newRow("gpu id") << ""
                            << "H100-80GB"
                            << ""
                            << "";
    QTest::newRow("gpu label") << ""
                               << "H"
                               << ""
                               << "";
    QTest::newRow("region only") << ""
                                 << ""
                                 << "us-east-1"
                                 << "";
    QTest::newRow("pricing only") << ""
                                  << ""
                                  << ""
                                  << "reserved";
    QTest::newRow("region and pricing") << ""
                                        << ""
                                        << "cn-mainland"
                                        << "on_demand";
    QTest::newRow("all four") << "gcp"
                              << "L4"
                              << "us-central1"
                              << "spot";
    QTest::newRow("unpriced types") << "huawei"
                                    << ""
                                    << ""
                                    << "";
    QTest::newRow("nothing") << ""
                             << "no-such-gpu"
                             << ""
                             << "";
}

// listPrices() narrows the instance types in SQL (provider ids, GPU models) and reads prices
// a list of types at a time; the answer must be exactly the one of a plain join of every type
// and price filtered row by row as the catalog documents it (docs/pricing-db.md).
void TestPricingDatabase::listEqualsAPlainJoin()
{
    QFETCH(QString, provider);
    QFETCH(QString, gpu);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QSqlQuery q(mSeeded.connection());
    QVERIFY(q.exec(QStringLiteral(
        "SELECT it.id, it.provider_id, pr.name_en, pr.name_zh, coalesce(it.gpu_model_id, ''), coalesce(gm.name, ''), "
        "it.gpu_label, p.id, p.region, p.pricing_model FROM instance_types it JOIN providers pr ON pr.id = "
        "it.provider_id "
        "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id LEFT JOIN prices p ON p.instance_type_id = it.id")));
    QStringList expected;
    const bool unpricedShown = region.isEmpty() && pricing.isEmpty();
    while (q.next()) {
        const auto is = [](const QString &a, const QString &b) { return a.compare(b, Qt::CaseInsensitive) == 0; };
        if (!provider.isEmpty() && !is(q.value(1).toString(), CatalogSearch::providerId(provider))
            && !is(q.value(2).toString(), provider) && q.value(3).toString() != provider)
            continue;
        if (!gpu.isEmpty() && !is(q.value(4).toString(), gpu) && !is(q.value(6).toString(), gpu)
            && !CatalogSearch::matchesWordStart(q.value(5).toString(), gpu))
            continue;
        if (q.value(7).isNull()) {
            if (unpricedShown)
                expected << QStringLiteral("unpriced ") + q.value(0).toString();
            continue;
        }
        if ((!region.isEmpty() && q.value(8).toString() != region)
            || (!pricing.isEmpty() && q.value(9).toString() != pricing))
            continue;
        expected << q.value(7).toString() + u' ' + q.value(0).toString();
    }
    PriceFilter filter;
    filter.provider = provider;
    filter.gpu = gpu;
    filter.region = region;
    filter.pricingModel = pricing;
    const auto rows = mSeeded.listPrices(filter);
    QVERIFY2(rows.ok(), qPrintable(rows.error()));
    QStringList listed;
    for (const PriceRow &r : rows.value())
        listed << (r.id.isEmpty() ? QStringLiteral("unpriced ") : r.id + u' ') + r.instanceTypeId;
    expected.sort();
    listed.sort();
    QCOMPARE(listed.size(), expected.size());
    QCOMPARE(listed, expected);
    if (qstrcmp(QTest::currentDataTag(), "nothing") != 0)
        QVERIFY(!listed.isEmpty()); // every row but the last finds something in the seed
}

// Every field of a listed row (read straight from SQLite) equals the same price read by id
// (through Qt SQL): ranges, terms, tax status, price books, commit dates, notes.
void TestPricingDatabase::listedRowsEqualTheRowsById()
{
    const auto fields = [](const PriceRow &r) {
        const auto d
            = [](const std::optional<double> &v) { return v ? QString::number(*v, 'g', 17) : QStringLiteral("-"); };
        const auto i = [](const auto &v) { return v ? QString::number(qint64(*v)) : QStringLiteral("-"); };
        return QStringList{r.id, r.providerId, r.providerName, r.instanceTypeId, r.instanceType, r.family, r.gpuModelId,
            r.gpuModelName, r.gpuLabel, i(r.gpuCount), d(r.vcpus), d(r.memoryGib), i(r.nvlink), d(r.rdmaGbps), r.region,
            r.zone, r.pricingModel, i(r.termMonths), r.paymentOption, d(r.upfrontAmount), d(r.hourlyAmount),
            d(r.monthlyAmount), d(r.hourlyMin), d(r.hourlyMax), d(r.monthlyMin), d(r.monthlyMax), r.currency,
            i(r.taxIncluded), r.asOf, r.asOfBasis, r.source, i(r.priceBookId), r.origin, r.notes, r.instanceTypeNotes}
            .join(u'|');
    };
    const auto rows = mSeeded.listPrices();
    QVERIFY2(rows.ok(), qPrintable(rows.error()));
    QCOMPARE(countRows(mSeeded, QStringLiteral("SELECT count(*) FROM prices")), 6076);
    int priced = 0, ranges = 0, terms = 0, commitDates = 0;
    for (const PriceRow &r : rows.value()) {
        if (r.id.isEmpty())
            continue;
        ++priced;
        ranges += r.hasRange();
        terms += r.termMonths.has_value();
        commitDates += r.asOfBasis == QLatin1String("commit");
        const auto byId = mSeeded.priceById(r.id);
        QVERIFY(byId.ok() && byId.value());
        QCOMPARE(fields(r), fields(*byId.value()));
    }
    QCOMPARE(priced, 6076);
    // The seed's kinds of rows are all among them (counts in seedCounts).
    QVERIFY(ranges >= 13 && terms >= 760 + 764 && commitDates == 56);
}

void TestPricingDatabase::pagesMakeTheList_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("pricing");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("page");
    QTest::newRow("everything, 300 a page") << ""
                                            << ""
                                            << ""
                                            << ""
                                            << "" << 300;
    QTest::newRow("everything, 1 a page") << ""
                                          << ""
                                          << ""
                                          << ""
                                          << "" << 1;
    QTest::newRow("provider") << "aws"
                              << ""
                              << ""
                              << ""
                              << "" << 50;
    QTest::newRow("gpu") << ""
                         << "a100"
                         << ""
                         << ""
                         << "" << 64;
    QTest::newRow("region and pricing") << ""
                                        << ""
                                        << "cn-mainland"
                                        << "on_demand"
                                        << "" << 10;
    QTest::newRow("search") << ""
                            << ""
                            << ""
                            << ""
                            << "aliyun a100" << 40;
    QTest::newRow("search in zones") << ""
                                     << ""
                                     << ""
                                     << ""
                                     << "p5 use1-az" << 3;
    QTest::newRow("unpriced types") << "huawei"
                                    << ""
                                    << ""
                                    << ""
                                    << "" << 1; // two types, no price
}

// The catalog dialog reads the list a page at a time: the pages put together are the list, in
// its order; each page but the last has at least the rows asked for and ends with an instance
// type (the next page starts with another); count() is the list's length.
void TestPricingDatabase::pagesMakeTheList()
{
    QFETCH(QString, provider);
    QFETCH(QString, gpu);
    QFETCH(QString, region);
    QFETCH(QString, pricing);
    QFETCH(QString, text);
    QFETCH(int, page);
    PriceFilter filter;
    filter.provider = provider;
    filter.gpu = gpu;
    filter.region = region;
    filter.pricingModel = pricing;
    filter.text = text;
    const auto list = mSeeded.listPrices(filter);
    QVERIFY2(list.ok(), qPrintable(list.error()));
    QVERIFY(!list.value().isEmpty());
    const auto key = [](const PriceRow &r) { return r.id + u' ' + r.instanceTypeId; };
    QStringList expected;
    for (const PriceRow &r : list.value())
        expected << key(r);

    auto pager = mSeeded.pagePrices(filter);
    QVERIFY2(pager.ok(), qPrintable(pager.error()));
    PricePager &p = *pager.value();
    const auto count = p.count();
    QVERIFY2(count.ok(), qPrintable(count.error()));
    QCOMPARE(count.value(), list.value().size());
    QStringList paged;
    QString lastType;
    int pages = 0;
    while (!p.atEnd()) {
        const auto rows = p.next(page);
        QVERIFY2(rows.ok(), qPrintable(rows.error()));
        QVERIFY(!rows.value().isEmpty());
        if (!p.atEnd())
            QVERIFY2(rows.value().size() >= page, qPrintable(QString::number(rows.value().size())));
        QVERIFY(rows.value().first().instanceTypeId != lastType);
        lastType = rows.value().last().instanceTypeId;
        for (const PriceRow &r : rows.value())
            paged << key(r);
        ++pages;
        QCOMPARE(p.rowsRead(), paged.size());
    }
    QCOMPARE(paged, expected);
    QVERIFY(pages > 1);
    QVERIFY(p.next(page).value().isEmpty());
}

void TestPricingDatabase::searchFindsTheWordsAnywhere_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("finds");
    QTest::newRow("alias") << "aliyun" << true;
    QTest::newRow("chinese name") << "阿里云" << true;
    QTest::newRow("alias, other case") << "ALIYUN" << true;
    QTest::newRow("gpu word") << "910b" << true;
    QTest::newRow("type and region") << "p5.48xlarge us-east-1" << true;
    QTest::newRow("zone") << "use1-az2" << true;
    QTest::newRow("family") << "gn7i" << true;
    QTest::newRow("provider id and region") << "tencent ap-beijing" << true;
    QTest::newRow("three words, one twice") << "gcp l4 us-central1 l4" << true;
    // '_' and '%' are characters, not LIKE wildcards: "us-east_1" and "us%1" find no region.
    QTest::newRow("underscore") << "us-east_1" << false;
    QTest::newRow("percent") << "us%1" << false;
    QTest::newRow("nothing") << "no-such-word" << false;
}

// The search box's words, now matched in listPrices (types in C++, regions and zones in SQL),
// find what the dialog found when it filtered every row in memory: each word somewhere in the
// provider's id, names and aliases, type, family, GPU name or label, region or zone.
void TestPricingDatabase::searchFindsTheWordsAnywhere()
{
    QFETCH(QString, text);
    QFETCH(bool, finds);
    const auto all = mSeeded.listPrices();
    QVERIFY(all.ok());
    QHash<QString, QString> chinese;
    const auto providers = mSeeded.providers();
    QVERIFY(providers.ok());
    for (const Provider &p : providers.value())
        chinese.insert(p.id, p.nameZh);
    QStringList expected;
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (const PriceRow &r : all.value()) {
        const QString hay = CatalogSearch::providerWords(r.providerId).join(u' ') + u' ' + r.providerId + u' '
            + r.providerName + u' ' + chinese.value(r.providerId) + u' ' + r.instanceType + u' ' + r.family + u' '
            + r.gpuModelName + u' ' + r.gpuLabel + u' ' + r.region + u' ' + r.zone;
        if (std::all_of(
                words.begin(), words.end(), [&](const QString &w) { return hay.contains(w, Qt::CaseInsensitive); }))
            expected << r.id + u' ' + r.instanceTypeId;
    }
    PriceFilter filter;
    filter.text = text;
    const auto found = mSeeded.listPrices(filter);
    QVERIFY2(found.ok(), qPrintable(found.error()));
    QStringList listed;
    for (const PriceRow &r : found.value())
        listed << r.id + u' ' + r.instanceTypeId;
    QCOMPARE(listed.size(), expected.size());
    QCOMPARE(listed, expected);
    QCOMPARE(!listed.isEmpty(), finds);
}

void TestPricingDatabase::listChoices()
{
    const auto choices = mSeeded.listChoices();
    QVERIFY2(choices.ok(), qPrintable(choices.error()));
    // The same GPU names and regions as the rows of the whole list hold.
    QStringList gpus, regions;
    const auto all = mSeeded.listPrices();
    QVERIFY(all.ok());
    for (const PriceRow &r : all.value()) {
        if (!r.gpuModelName.isEmpty() && !gpus.contains(r.gpuModelName))
            gpus << r.gpuModelName;
        if (!r.region.isEmpty() && !regions.contains(r.region))
            regions << r.region;
    }
    gpus.sort();
    regions.sort();
    QCOMPARE(choices.value().gpuNames, gpus);
    QCOMPARE(choices.value().regions, regions);
    QVERIFY(regions.contains(QStringLiteral("us-east-1")) && gpus.contains(QStringLiteral("Ascend 910B")));
}

void TestPricingDatabase::searchOfTooManyWords()
{
    // Each word is a bit of a 64-bit mask: 65 different words are refused with the reason.
    QStringList words;
    for (int i = 0; i < 65; ++i)
        words << QStringLiteral("w%1").arg(i);
    PriceFilter filter;
    filter.text = words.join(u' ');
    const auto rows = mSeeded.listPrices(filter);
    QVERIFY(!rows.ok());
    QCOMPARE(rows.error(), QStringLiteral("the search has 65 words; at most 64 are allowed"));
    // 64 words, or 65 with one twice, are read.
    words.removeLast();
    filter.text = words.join(u' ') + QStringLiteral(" w0");
    QVERIFY2(mSeeded.listPrices(filter).ok(), qPrintable(mSeeded.listPrices(filter).error()));
}

void TestPricingDatabase::provenance()
{
    const QStringList ids
        = {QStringLiteral("aws/p5.48xlarge/us-east-1/use1-az1/on_demand"), QStringLiteral("no/such/id"),
            QStringLiteral("alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/on_demand")};
    const auto rows = mSeeded.provenance(ids);
    QVERIFY(rows.ok());
    QCOMPARE(rows.value().size(), 3);
    QVERIFY(rows.value().at(0).found);
    QCOMPARE(rows.value().at(0).priceId, ids.at(0));
    QCOMPARE(rows.value().at(0).priceBookName, QStringLiteral("SkyPilot catalog v8: AWS p-family"));
    QCOMPARE(*rows.value().at(0).hourlyAmount, 55.04);
    QVERIFY(rows.value().at(0).asOf.isEmpty()); // the source records no date: none is invented
    QVERIFY(!rows.value().at(1).found);
    QCOMPARE(rows.value().at(2).currency, QStringLiteral("CNY"));
    QVERIFY(rows.value().at(2).source.contains(QStringLiteral("0.138")));
}

void TestPricingDatabase::negotiatedDiscounts()
{
    PricingDatabase db;
    QVERIFY(db.open(freshPath(QStringLiteral("discounts.sqlite"))).ok());
    NegotiatedDiscount d;
    d.providerId = QStringLiteral("alibaba");
    d.pricingModel = QStringLiteral("on_demand");
    d.discount = 0.15;
    const auto id = db.addNegotiatedDiscount(d);
    QVERIFY(id.ok());
    d.discount = 1.5;
    QVERIFY(!db.addNegotiatedDiscount(d).ok());
    d.discount = 0.1;
    d.pricingModel = QStringLiteral("weekly");
    QVERIFY(!db.addNegotiatedDiscount(d).ok());
    QCOMPARE(db.negotiatedDiscounts(QStringLiteral("alibaba")).value().size(), 1);
    QCOMPARE(db.negotiatedDiscounts(QStringLiteral("aws")).value().size(), 0);
    // List prices are untouched by a negotiated discount.
    QCOMPARE(*db.priceById(QStringLiteral("alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/on_demand"))
                  .value()
                  ->hourlyAmount,
        26.544);
    QVERIFY(db.removeNegotiatedDiscount(id.value()).ok());
    QCOMPARE(db.negotiatedDiscounts().value().size(), 0);
}

void TestPricingDatabase::checkFindings()
{
    PricingDatabase db;
    QVERIFY(db.open(freshPath(QStringLiteral("check.sqlite"))).ok());
    const QDate today(2026, 12, 2);
    auto count = [](const QList<CheckFinding> &findings, CheckFinding::Severity severity) {
        return std::count_if(
            findings.begin(), findings.end(), [severity](const CheckFinding &f) { return f.severity == severity; });
    };
    const auto clean = db.check(today);
    QVERIFY(clean.ok());
    QCOMPARE(count(clean.value(), CheckFinding::Severity::Error), 0);
    // Real finding in the source: spot a few hundredths of a cent above on-demand
    // (p4d euc1-az2/az3 27.433 > 27.43298, p4de apse1-az3 32.9365 > 32.93646).
    // Plus 56 stale prices: the Tencent docs page of 2021-09-27 is more than 12 months before
    // 2026-12-02 (GCP's 2026-07-30 is not).
    QCOMPARE(count(clean.value(), CheckFinding::Severity::Warning), 3 + 56);

    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral(
        "INSERT INTO prices (id, instance_type_id, region, pricing_model, hourly_amount, currency, origin, as_of) "
        "VALUES ('bad-negative', 'aws/p5.48xlarge', 'us-east-1', 'on_demand', -1, 'USD', 'user', '2026-10-01'), "
        "('bad-zero', 'aws/p5.48xlarge', 'us-east-1', 'reserved', 0, 'USD', 'user', '2026-10-01'), "
        "('old', 'aws/p5.48xlarge', 'us-west-2', 'on_demand', 50, 'USD', 'user', '2025-06-30')")));
    const auto findings = db.check(today);
    QVERIFY(findings.ok());
    QCOMPARE(count(findings.value(), CheckFinding::Severity::Error), 2);
    QCOMPARE(count(findings.value(), CheckFinding::Severity::Warning), 4 + 56);
    QStringList ids;
    for (const CheckFinding &f : findings.value())
        ids << f.priceId;
    QVERIFY(ids.contains(QStringLiteral("bad-negative")));
    QVERIFY(ids.contains(QStringLiteral("bad-zero")));
    QVERIFY(ids.contains(QStringLiteral("old")));
}

QTEST_GUILESS_MAIN(TestPricingDatabase)
#include "tst_pricingdatabase.moc"
