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
    QTest::newRow("aws on-demand") << "SELECT count(*) FROM prices WHERE id LIKE 'aws/%' AND pricing_model = 'on_demand'" << 123;
    QTest::newRow("aws spot") << "SELECT count(*) FROM prices WHERE id LIKE 'aws/%' AND pricing_model = 'spot'" << 104;
    // Alibaba: 591 rows less 3 anomaly rows (gn5i-c12g1.6xlarge at 0.011592); every row has a spot price.
    QTest::newRow("alibaba on-demand") << "SELECT count(*) FROM prices WHERE id LIKE 'alibaba/%' AND pricing_model = 'on_demand'" << 588;
    QTest::newRow("alibaba spot") << "SELECT count(*) FROM prices WHERE id LIKE 'alibaba/%' AND pricing_model = 'spot'" << 588;
    // Tencent: all 405 rows, no spot prices at all (never invented).
    QTest::newRow("tencent on-demand") << "SELECT count(*) FROM prices WHERE id LIKE 'tencent/%' AND pricing_model = 'on_demand'" << 405;
    QTest::newRow("tencent spot") << "SELECT count(*) FROM prices WHERE id LIKE 'tencent/%' AND pricing_model = 'spot'" << 0;
    QTest::newRow("all prices") << "SELECT count(*) FROM prices" << 1808;
    QTest::newRow("no reserved list prices") << "SELECT count(*) FROM prices WHERE pricing_model = 'reserved'" << 0;
    QTest::newRow("providers") << "SELECT count(*) FROM providers" << 6;
    // 8 AWS + 115 Alibaba + 47 Tencent types, plus 5 unpriced Huawei/Baidu/Volcano families.
    QTest::newRow("instance types") << "SELECT count(*) FROM instance_types" << 175;
    QTest::newRow("unpriced types") << "SELECT count(*) FROM instance_types it WHERE NOT EXISTS "
                                       "(SELECT 1 FROM prices p WHERE p.instance_type_id = it.id)" << 5;
    QTest::newRow("no price without source") << "SELECT count(*) FROM prices WHERE source = '' OR price_book_id IS NULL" << 0;
    QTest::newRow("seed price books") << "SELECT count(*) FROM price_books WHERE origin = 'seed'" << 3;
    QTest::newRow("non-positive prices") << "SELECT count(*) FROM prices WHERE hourly_amount <= 0" << 0;
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
    QTest::newRow("gn6v on-demand") << "alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/on_demand" << 26.544 << "CNY";
    // 1.1435508 / 0.138 = 8.2866 CNY/h.
    QTest::newRow("gn6v spot") << "alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/spot" << 8.2866 << "CNY";
    // 5.14026954 / 0.138 = 37.248330... -> 37.2483 (4 decimals kept for Alibaba).
    QTest::newRow("gn7e A100 80G") << "alibaba/ecs.gn7e-c16g1.4xlarge/ap-northeast-1/ap-northeast-1b/on_demand" << 37.2483 << "CNY";
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
    QVERIFY(!mSeeded.priceById(QStringLiteral("alibaba/ecs.gn5i-c12g1.6xlarge/cn-beijing/cn-beijing-k/on_demand")).value());
    // p5e has spot prices only: no on-demand row is invented.
    QCOMPARE(countRows(mSeeded, QStringLiteral("SELECT count(*) FROM prices WHERE instance_type_id = 'aws/p5e.48xlarge' AND pricing_model = 'on_demand'")), 0);
    QVERIFY(countRows(mSeeded, QStringLiteral("SELECT count(*) FROM prices WHERE instance_type_id = 'aws/p5e.48xlarge' AND pricing_model = 'spot'")) > 0);

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
    const auto a100 = mSeeded.priceById(QStringLiteral("alibaba/ecs.gn7e-c16g1.4xlarge/ap-northeast-1/ap-northeast-1b/on_demand"));
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
            QVERIFY(q.exec(QStringLiteral("INSERT INTO providers (id, name_en, origin) VALUES ('mycloud', 'My cloud', 'user')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO instance_types (id, provider_id, name, origin) VALUES ('mycloud/big', 'mycloud', 'big', 'user')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO prices (id, instance_type_id, region, pricing_model, hourly_amount, currency, origin) "
                                          "VALUES ('mine', 'mycloud/big', 'r1', 'on_demand', 9.5, 'CNY', 'user')")));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));

    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    QCOMPARE(db.seedVersion(), loadBuiltinSeed().value().version);
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'seed'")), 1808);
    // Version 2 objects exist.
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'idx_prices_type_model'")), 1);
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM pragma_table_info('prices') WHERE name = 'notes'")), 1);
    if (fromVersion >= 1) {
        const auto mine = db.priceById(QStringLiteral("mine"));
        QVERIFY(mine.value().has_value());
        QCOMPARE(*mine.value()->hourlyAmount, 9.5);
        QCOMPARE(mine.value()->origin, QStringLiteral("user"));
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
    QVERIFY(QRegularExpression(QStringLiteral("^pricing\\.sqlite\\.corrupt-\\d{8}-\\d{6}$")).match(asides.first()).hasMatch());
    QFile kept(dir.filePath(asides.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged); // the bad file is kept untouched
    QCOMPARE(countRows(db, QStringLiteral("SELECT count(*) FROM prices")), 1808);
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
    QVERIFY2(status.error.contains(QStringLiteral(") and could not be moved aside to ") + path + QStringLiteral(".corrupt-")),
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
    QVERIFY2(status.error.startsWith(path + QStringLiteral(": applying the built-in seed failed: ")), qPrintable(status.error));
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
    QTest::newRow("alibaba") << "alibaba" << "" << "" << "" << 1176;
    QTest::newRow("alibaba by chinese name") << "阿里云" << "" << "" << "" << 1176;
    QTest::newRow("tencent") << "tencent" << "" << "" << "" << 405;
    QTest::newRow("aws") << "AWS" << "" << "" << "" << 227;
    QTest::newRow("aws spot") << "aws" << "" << "" << "spot" << 104;
    QTest::newRow("aws h100") << "aws" << "h100-80gb" << "" << "" << 89;
    QTest::newRow("aws h100 us-east-1 on-demand") << "aws" << "H100" << "us-east-1" << "on_demand" << 13;
    QTest::newRow("alibaba A100 on-demand") << "alibaba" << "A100" << "" << "on_demand" << 23;
    QTest::newRow("alibaba V100 by name prefix") << "alibaba" << "V100" << "" << "" << 158;
    QTest::newRow("alibaba cn-hangzhou on-demand") << "alibaba" << "" << "cn-hangzhou" << "on_demand" << 91;
    QTest::newRow("tencent ap-beijing") << "tencent" << "" << "ap-beijing" << "" << 57;
    QTest::newRow("baidu unpriced") << "baidu" << "" << "" << "" << 1;
    QTest::newRow("baidu on-demand") << "baidu" << "" << "" << "on_demand" << 0;
    QTest::newRow("unknown provider") << "nosuchcloud" << "" << "" << "" << 0;
    QTest::newRow("injection text") << "x' OR '1'='1" << "" << "" << "" << 0;
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

void TestPricingDatabase::provenance()
{
    const QStringList ids = {QStringLiteral("aws/p5.48xlarge/us-east-1/use1-az1/on_demand"), QStringLiteral("no/such/id"),
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
    QCOMPARE(*db.priceById(QStringLiteral("alibaba/ecs.gn6v-c8g1.2xlarge/cn-beijing/cn-beijing-f/on_demand")).value()->hourlyAmount, 26.544);
    QVERIFY(db.removeNegotiatedDiscount(id.value()).ok());
    QCOMPARE(db.negotiatedDiscounts().value().size(), 0);
}

void TestPricingDatabase::checkFindings()
{
    PricingDatabase db;
    QVERIFY(db.open(freshPath(QStringLiteral("check.sqlite"))).ok());
    const QDate today(2026, 12, 2);
    auto count = [](const QList<CheckFinding> &findings, CheckFinding::Severity severity) {
        return std::count_if(findings.begin(), findings.end(),
                             [severity](const CheckFinding &f) { return f.severity == severity; });
    };
    const auto clean = db.check(today);
    QVERIFY(clean.ok());
    QCOMPARE(count(clean.value(), CheckFinding::Severity::Error), 0);
    // Real finding in the source: spot a few hundredths of a cent above on-demand
    // (p4d euc1-az2/az3 27.433 > 27.43298, p4de apse1-az3 32.9365 > 32.93646).
    QCOMPARE(count(clean.value(), CheckFinding::Severity::Warning), 3);

    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO prices (id, instance_type_id, region, pricing_model, hourly_amount, currency, origin, as_of) "
                                  "VALUES ('bad-negative', 'aws/p5.48xlarge', 'us-east-1', 'on_demand', -1, 'USD', 'user', '2026-10-01'), "
                                  "('bad-zero', 'aws/p5.48xlarge', 'us-east-1', 'reserved', 0, 'USD', 'user', '2026-10-01'), "
                                  "('old', 'aws/p5.48xlarge', 'us-west-2', 'on_demand', 50, 'USD', 'user', '2025-06-30')")));
    const auto findings = db.check(today);
    QVERIFY(findings.ok());
    QCOMPARE(count(findings.value(), CheckFinding::Severity::Error), 2);
    QCOMPARE(count(findings.value(), CheckFinding::Severity::Warning), 4);
    QStringList ids;
    for (const CheckFinding &f : findings.value())
        ids << f.priceId;
    QVERIFY(ids.contains(QStringLiteral("bad-negative")));
    QVERIFY(ids.contains(QStringLiteral("bad-zero")));
    QVERIFY(ids.contains(QStringLiteral("old")));
}

QTEST_GUILESS_MAIN(TestPricingDatabase)
#include "tst_pricingdatabase.moc"
