#include "pricecolumns.h"
#include "priceio.h"
#include "pricingdatabase.h"
#include "schema.h"
#include "seeddata.h"
#include "sqldialect.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <QtTest>

#include <cstdio>

using namespace gputco;

/**
 * The catalog suite on both databases it runs on: the embedded SQLite file and a real
 * PostgreSQL server (no mock). The server is the one GPUTCO_TEST_PG_URL names
 * (postgresql://USER@HOST/DB, empty parts from PGHOST, PGUSER ...); tests/pricing_db/
 * run-postgres-tests.sh starts a throw-away one with pg_virtualenv (CTest label "postgres").
 * Without it the PostgreSQL rows are skipped, or fail when GPUTCO_TEST_PG_REQUIRED is set.
 * Every test on the server works in a schema of its own (search_path through the URL).
 */
class TestCatalogBackends : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void seedAndQueries_data() { backends(); }
    void seedAndQueries();
    void sameAnswersOnBothDatabases();
    void migrateFromEveryEarlierVersion_data();
    void migrateFromEveryEarlierVersion();
    void importKeepsHistory_data() { backends(); }
    void importKeepsHistory();
    void quotesOnBothDatabases_data() { backends(); }
    void quotesOnBothDatabases();
    void priceColumnsMatchTheSchema_data() { backends(); }
    void priceColumnsMatchTheSchema();
    void everyPriceColumnWrittenAndRead_data() { backends(); }
    void everyPriceColumnWrittenAndRead();
    void plannerMayReadButNotImport();
    void concurrentImports_data() { backends(); }
    void concurrentImports();
    void serverGoneMidImport();
    void unreachableServer();
    void offlineCopy(); // last: stops and restarts the server

private:
    static void backends();
    bool haveBackend(const QString &backend);
    /// A catalog that does not exist yet: a file path, or a URL naming a new empty schema.
    QString freshCatalog(const QString &backend, const QString &name);
    /// A raw connection to the server as the test's (superuser) role, in @p schema if given.
    QSqlDatabase serverConnection(const QString &connection, const QString &schema = QString());
    int count(PricingDatabase &db, const QString &sql);

    QTemporaryDir mDir;
    QString mServer;
    int mSchemas = 0;
    QStringList mCreatedSchemas;
};

namespace {

QString withQueryItem(const QString &url, const QString &key, const QString &value)
{
    QUrl u(url);
    QUrlQuery query(u);
    query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    u.setQuery(query);
    return u.toString();
}

/// A price row with every column of PriceColumns set (price book and origin are the writer's).
PriceRow rowWithEveryColumn()
{
    PriceRow r;
    r.id = QStringLiteral("cols/x1/r1/z1/reserved/12/partial_upfront");
    r.providerId = QStringLiteral("cols");
    r.instanceType = QStringLiteral("x1");
    r.instanceTypeId = QStringLiteral("cols/x1");
    r.region = QStringLiteral("r1");
    r.zone = QStringLiteral("z1");
    r.pricingModel = QStringLiteral("reserved");
    r.termMonths = 12;
    r.paymentOption = QStringLiteral("partial_upfront");
    r.upfrontAmount = 1000.5;
    r.hourlyAmount = 2.25;
    r.monthlyAmount = 300.125;
    r.currency = QStringLiteral("USD");
    r.taxIncluded = false; // stored 0, not NULL
    r.asOf = QStringLiteral("2026-05-01");
    r.source = QStringLiteral("column test");
    r.priceBookId = 1;
    r.origin = QStringLiteral("user");
    r.notes = QStringLiteral("every column");
    r.hourlyMin = 2.0;
    r.hourlyMax = 2.5;
    r.monthlyMin = 280.0;
    r.monthlyMax = 320.0;
    r.asOfBasis = QStringLiteral("commit");
    r.quoteVendor = QStringLiteral("Vendor 经销商");
    r.quoteContact = QStringLiteral("Q-1");
    r.taxRatePercent = 6.35;
    r.validFrom = QStringLiteral("2026-05-01");
    r.validUntil = QStringLiteral("2026-12-31");
    r.attachments = QStringList{QStringLiteral("a.pdf"), QStringLiteral("b.xlsx")};
    return r;
}

/// Compares @p read with @p written in every price column but the writer's own (price book, origin).
void compareEveryColumn(const PriceRow &read, const PriceRow &written, const char *how)
{
    const PriceColumns::Set &columns = PriceColumns::Set::prices();
    for (qsizetype c = 0; c < columns.size(); ++c) {
        const PriceColumns::Column &column = columns.at(c);
        if (qstrcmp(column.name, "price_book_id") == 0 || qstrcmp(column.name, "origin") == 0)
            continue;
        QVERIFY2(PriceColumns::same(column, read, written),
            qPrintable(QStringLiteral("%1: %2 is %3, written %4")
                           .arg(QLatin1StringView(how), QLatin1StringView(column.name),
                               PriceColumns::value(column, read).toString(),
                               PriceColumns::value(column, written).toString())));
    }
}

/// One row per price list entry: id conc/N, instance type conc/t(N % 10), hourly @p amount.
QByteArray concurrentPriceList(const QString &book, double amount, int rows)
{
    QByteArray out = "{\"format\": \"gputco-prices\", \"version\": 1, \"price_book\": {\"name\": \"" + book.toUtf8()
        + "\", \"as_of\": \"2026-06-01\", \"source\": \"test\"}, \"prices\": [\n";
    for (int i = 0; i < rows; ++i) {
        out += QStringLiteral("{\"id\": \"conc/%1\", \"provider\": \"conc\", \"instance_type\": \"t%2\", "
                              "\"region\": \"r1\", \"pricing_model\": \"on_demand\", \"hourly\": %3, "
                              "\"currency\": \"CNY\", \"as_of\": \"2026-06-01\", \"source\": \"test\"}%4\n")
                   .arg(i)
                   .arg(i % 10)
                   .arg(amount)
                   .arg(i + 1 < rows ? QStringLiteral(",") : QString())
                   .toUtf8();
    }
    return out + "]}\n";
}

} // namespace

void TestCatalogBackends::backends()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestCatalogBackends::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    mServer = qEnvironmentVariable("GPUTCO_TEST_PG_URL");
    if (mServer.isEmpty() && qEnvironmentVariableIsSet("GPUTCO_TEST_PG_REQUIRED"))
        QFAIL("GPUTCO_TEST_PG_REQUIRED is set but GPUTCO_TEST_PG_URL names no server");
}

void TestCatalogBackends::cleanupTestCase()
{
    // The offline copies of this run's catalogs (the test's own data folder).
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog-copies"))
        .removeRecursively();
    if (mServer.isEmpty() || mCreatedSchemas.isEmpty())
        return;
    {
        QSqlDatabase db = serverConnection(QStringLiteral("cleanup"));
        QSqlQuery q(db);
        for (const QString &schema : std::as_const(mCreatedSchemas))
            q.exec(QStringLiteral("DROP SCHEMA %1 CASCADE").arg(schema));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("cleanup"));
}

bool TestCatalogBackends::haveBackend(const QString &backend)
{
    return backend == QLatin1String("sqlite") || !mServer.isEmpty();
}

#define REQUIRE_BACKEND(backend)                                                                                       \
    do {                                                                                                               \
        if (!haveBackend(backend))                                                                                     \
            QSKIP("no PostgreSQL server: set GPUTCO_TEST_PG_URL, or run ctest -L postgres");                           \
    } while (false)

QSqlDatabase TestCatalogBackends::serverConnection(const QString &connection, const QString &schema)
{
    const QUrl url(mServer);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    db.setHostName(url.host());
    if (url.port() > 0)
        db.setPort(url.port());
    db.setUserName(url.userName());
    db.setPassword(url.password());
    db.setDatabaseName(url.path().mid(1));
    if (!schema.isEmpty())
        db.setConnectOptions(QStringLiteral("options=-csearch_path=%1").arg(schema));
    if (!db.open())
        qWarning() << "cannot connect to" << mServer << db.lastError().text();
    QSqlQuery(db).exec(QStringLiteral("SET client_min_messages = warning"));
    return db;
}

QString TestCatalogBackends::freshCatalog(const QString &backend, const QString &name)
{
    if (backend == QLatin1String("sqlite"))
        return mDir.filePath(name + QStringLiteral(".sqlite"));
    const QString schema
        = QStringLiteral("t%1_%2_%3").arg(QCoreApplication::applicationPid()).arg(++mSchemas).arg(name);
    {
        QSqlDatabase db = serverConnection(QStringLiteral("admin"));
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("CREATE SCHEMA %1").arg(schema)))
            qWarning() << q.lastError().text();
        mCreatedSchemas << schema;
    }
    QSqlDatabase::removeDatabase(QStringLiteral("admin"));
    return withQueryItem(mServer, QStringLiteral("options"), QStringLiteral("-csearch_path=") + schema);
}

int TestCatalogBackends::count(PricingDatabase &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next()) {
        qWarning() << sql << q.lastError().text();
        return -1;
    }
    return q.value(0).toInt();
}

void TestCatalogBackends::seedAndQueries()
{
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    PricingDatabase db;
    const Status status = db.open(freshCatalog(backend, QStringLiteral("seed")));
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(db.isServer(), backend == QLatin1String("postgresql"));
    QCOMPARE(db.notices().size(), 1); // "created a new pricing database from the built-in seed"
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    QCOMPARE(db.seedVersion(), builtinSeedVersion());
    // 1808 + 56 Tencent docs + 3372 GCP + 840 SkyPilot clouds (as tst_pricingdatabase::seedCounts).
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM prices")), 6076);
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM price_history WHERE kind = 'published'")), 752);
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM fee_presets")), 756 + 1297);

    // Amounts keep every digit: PostgreSQL's REAL would give 88.49 and 44810.1.
    const auto a3 = db.priceById(QStringLiteral("gcp/a3-highgpu-8g/us-central1//on_demand"));
    QVERIFY(a3.ok() && a3.value());
    QCOMPARE(*a3.value()->hourlyAmount, 88.4899999025753);
    const auto gt4 = db.priceById(QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand"));
    QVERIFY(gt4.ok() && gt4.value());
    QCOMPARE(*gt4.value()->hourlyAmount, 237.56);
    QCOMPARE(gt4.value()->gpuModelName.isEmpty(), false);

    // Filters: "aliyun" is Alibaba (588 spot rows); 28 Tencent 包年包月 rows are reserved.
    PriceFilter spot;
    spot.provider = QStringLiteral("aliyun");
    spot.pricingModel = QStringLiteral("spot");
    QCOMPARE(db.listPrices(spot).value().size(), 588);
    PriceFilter subscriptions;
    subscriptions.provider = QStringLiteral("腾讯云");
    subscriptions.pricingModel = QStringLiteral("reserved");
    QCOMPARE(db.listPrices(subscriptions).value().size(), 28);
    // Provider names in any case ("LAMBDA" is the provider lambda: 374 prices).
    PriceFilter lambda;
    lambda.provider = QStringLiteral("LAMBDA");
    QCOMPARE(db.listPrices(lambda).value().size(), 374);

    // Fee presets: text search in any case; GCP us-central1 egress to China, first tier 0.23 USD/GiB.
    FeePresetFilter china;
    china.provider = QStringLiteral("GCP");
    china.region = QStringLiteral("US-CENTRAL1");
    china.text = QStringLiteral("TO CHINA");
    const auto fees = db.feePresets(china);
    QVERIFY2(fees.ok(), qPrintable(fees.error()));
    QVERIFY(!fees.value().isEmpty());
    bool firstTier = false;
    for (const FeePreset &f : fees.value()) {
        QVERIFY(f.item.startsWith(QStringLiteral("to China")));
        firstTier = firstTier || (f.tier == QStringLiteral("0-1 TiB/month") && f.price == 0.23);
    }
    QVERIFY(firstTier);

    const auto findings = db.check(QDate(2026, 12, 1));
    QVERIFY2(findings.ok(), qPrintable(findings.error()));
    for (const CheckFinding &f : findings.value())
        QVERIFY2(f.severity != CheckFinding::Severity::Error, qPrintable(f.message));
    const auto history = db.priceHistory(QStringLiteral("tencent/GT4.41XLARGE948/cn-mainland//on_demand"));
    QVERIFY2(history.ok(), qPrintable(history.error()));
}

void TestCatalogBackends::sameAnswersOnBothDatabases()
{
    REQUIRE_BACKEND(QStringLiteral("postgresql"));
    PricingDatabase file;
    PricingDatabase server;
    QVERIFY(file.open(freshCatalog(QStringLiteral("sqlite"), QStringLiteral("same"))).ok());
    const Status status = server.open(freshCatalog(QStringLiteral("postgresql"), QStringLiteral("same")));
    QVERIFY2(status.ok(), qPrintable(status.error));
    QList<PriceFilter> filters(8);
    filters[1].provider = QStringLiteral("gcp");
    filters[1].region = QStringLiteral("us-central1");
    filters[2].gpu = QStringLiteral("h100");
    filters[3].provider = QStringLiteral("tencent");
    filters[3].pricingModel = QStringLiteral("reserved");
    filters[4].provider = QStringLiteral("huawei"); // quote needed: unpriced types only
    // The catalog dialog's search (words in regions and zones through lower() LIKE) and GPU name.
    filters[5].text = QStringLiteral("aliyun CN-BEIJING");
    filters[6].text = QStringLiteral("p5 use1-az us_east");
    filters[7].gpuName = QStringLiteral("A100 80GB");
    filters[7].pricingModel = QStringLiteral("spot");
    for (const PriceFilter &filter : std::as_const(filters)) {
        const QList<PriceRow> a = file.listPrices(filter).value();
        const QList<PriceRow> b = server.listPrices(filter).value();
        QCOMPARE(b.size(), a.size());
        if (&filter != &filters[6])
            QVERIFY(!a.isEmpty()); // "us_east": '_' is no wildcard, no region has it
        // Read a page at a time on the server: the same rows and count.
        auto pager = server.pagePrices(filter);
        QVERIFY2(pager.ok(), qPrintable(pager.error()));
        QCOMPARE(pager.value()->count().value(), a.size());
        QStringList paged;
        while (!pager.value()->atEnd()) {
            const auto page = pager.value()->next(25);
            QVERIFY2(page.ok(), qPrintable(page.error()));
            for (const PriceRow &r : page.value())
                paged << r.id + u' ' + r.instanceTypeId;
        }
        QStringList listed;
        for (const PriceRow &r : a)
            listed << r.id + u' ' + r.instanceTypeId;
        QCOMPARE(paged, listed);
        for (qsizetype i = 0; i < a.size(); ++i) {
            QCOMPARE(b.at(i).id, a.at(i).id);
            QCOMPARE(b.at(i).hourlyAmount, a.at(i).hourlyAmount);
            QCOMPARE(b.at(i).monthlyAmount, a.at(i).monthlyAmount);
            QCOMPARE(b.at(i).monthlyMin, a.at(i).monthlyMin);
            QCOMPARE(b.at(i).taxIncluded, a.at(i).taxIncluded);
            QCOMPARE(b.at(i).nvlink, a.at(i).nvlink);
            QCOMPARE(b.at(i).asOf, a.at(i).asOf);
            QCOMPARE(b.at(i).asOfBasis, a.at(i).asOfBasis);
        }
    }
    QCOMPARE(server.feePresets().value().size(), file.feePresets().value().size());
    QCOMPARE(server.defaultDiscounts().value().size(), file.defaultDiscounts().value().size());
    QCOMPARE(server.selfHostedHardware().value().size(), file.selfHostedHardware().value().size());
    QCOMPARE(server.exchangeRates().value().size(), file.exchangeRates().value().size());
    QCOMPARE(server.gpuModels().value().size(), file.gpuModels().value().size());
    QCOMPARE(server.listChoices().value().regions, file.listChoices().value().regions);
    QCOMPARE(server.listChoices().value().gpuNames, file.listChoices().value().gpuNames);
}

void TestCatalogBackends::migrateFromEveryEarlierVersion_data()
{
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("fromVersion");
    for (const char *backend : {"sqlite", "postgresql"})
        for (int v = 0; v < PricingSchema::latestVersion(); ++v)
            QTest::addRow("%s from version %d", backend, v) << QString::fromLatin1(backend) << v;
}

void TestCatalogBackends::migrateFromEveryEarlierVersion()
{
    QFETCH(QString, backend);
    QFETCH(int, fromVersion);
    REQUIRE_BACKEND(backend);
    const QString location = freshCatalog(backend, QStringLiteral("migrate%1").arg(fromVersion));
    {
        QSqlDatabase old;
        if (backend == QLatin1String("sqlite")) {
            old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            old.setDatabaseName(location);
            QVERIFY(old.open());
        } else {
            old = serverConnection(QStringLiteral("old"),
                QUrlQuery(QUrl(location))
                    .queryItemValue(QStringLiteral("options"), QUrl::FullyDecoded)
                    .mid(QStringLiteral("-csearch_path=").size()));
            QVERIFY(old.isOpen());
        }
        const Status migrated = PricingSchema::migrate(old, fromVersion);
        QVERIFY2(migrated.ok(), qPrintable(migrated.error));
        QCOMPARE(PricingSchema::userVersion(old), fromVersion);
        if (fromVersion >= 1) {
            // User data written by an older program survives the upgrade.
            QSqlQuery q(old);
            QVERIFY(q.exec(
                QStringLiteral("INSERT INTO providers (id, name_en, origin) VALUES ('mycloud', 'My cloud', 'user')")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO instance_types (id, provider_id, name, origin) VALUES "
                                          "('mycloud/big', 'mycloud', 'big', 'user')")));
            QVERIFY(q.exec(QStringLiteral(
                "INSERT INTO prices (id, instance_type_id, region, pricing_model, hourly_amount, currency, origin) "
                "VALUES ('mine', 'mycloud/big', 'r1', 'on_demand', 9.5, 'CNY', 'user')")));
        }
        old.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));

    PricingDatabase db;
    const Status status = db.open(location);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'seed'")), 6076);
    // Columns of versions 2 and 3, and the version 3 history trigger, exist.
    QSqlQuery q(db.connection());
    QVERIFY2(q.exec(QStringLiteral(
                 "SELECT notes, hourly_min, hourly_max, monthly_min, monthly_max, as_of_basis FROM prices")),
        qPrintable(q.lastError().text()));
    QVERIFY2(q.exec(QStringLiteral("SELECT count(*) FROM spot_statistics")), qPrintable(q.lastError().text()));
    QVERIFY2(q.exec(QStringLiteral(
                 "UPDATE prices SET hourly_amount = 1.25 WHERE id = 'gcp/a3-highgpu-8g/us-central1//on_demand'")),
        qPrintable(q.lastError().text()));
    const auto history = db.priceHistory(QStringLiteral("gcp/a3-highgpu-8g/us-central1//on_demand"));
    QCOMPARE(history.value().size(), 1);
    QCOMPARE(history.value().first().hourlyAmount, std::optional<double>(88.4899999025753));
    // Version 5: the filtered list's indexes, by the same SQL on both.
    const QString indexes = backend == QLatin1String("sqlite")
        ? QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN ")
        : QStringLiteral("SELECT count(*) FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN ");
    QCOMPARE(count(db, indexes + QStringLiteral("('idx_prices_region_model', 'idx_instance_types_gpu')")), 2);
    if (fromVersion >= 1) {
        const auto mine = db.priceById(QStringLiteral("mine"));
        QVERIFY(mine.value().has_value());
        QCOMPARE(*mine.value()->hourlyAmount, 9.5);
        QCOMPARE(mine.value()->origin, QStringLiteral("user"));
    }
    // A second open finds nothing to do.
    db.close();
    QVERIFY(db.open(location).ok());
    QVERIFY(db.notices().isEmpty());
}

void TestCatalogBackends::importKeepsHistory()
{
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    PricingDatabase db;
    QVERIFY(db.open(freshCatalog(backend, QStringLiteral("import"))).ok());
    const ImportReport report = db.importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.pricesImported, 2);
    // 18 seed price books (tst_pricingdatabase::seedCounts) + this one.
    QCOMPARE(report.priceBookId, qint64(19));
    const QString overrideId = QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand");
    QCOMPARE(*db.priceById(overrideId).value()->hourlyAmount, 200.0);
    QCOMPARE(db.priceById(overrideId).value()->origin, QStringLiteral("user"));
    const auto history = db.priceHistory(overrideId);
    QCOMPARE(history.value().size(), 1);
    QCOMPARE(history.value().first().hourlyAmount, std::optional<double>(237.56));
    QCOMPARE(history.value().first().priceBook, QStringLiteral("sugarlxn/skypilot-catalog v8: Tencent CVM GPU"));
    // The 36-month quote: 500,000 upfront + 30,000 a month, tax included.
    PriceFilter quote;
    quote.provider = QStringLiteral("tencent");
    quote.pricingModel = QStringLiteral("reserved");
    quote.region = QStringLiteral("ap-beijing");
    const auto rows = db.listPrices(quote).value();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(*rows.first().upfrontAmount, 500000.0);
    QCOMPARE(*rows.first().monthlyAmount, 30000.0);
    QCOMPARE(rows.first().taxIncluded, std::optional<bool>(true));

    NegotiatedDiscount deal;
    deal.providerId = QStringLiteral("tencent");
    deal.discount = 0.25;
    deal.note = QStringLiteral("商务折扣 2026");
    const auto id = db.addNegotiatedDiscount(deal);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    QCOMPARE(id.value(), qint64(1)); // the first row of an empty table
    QCOMPARE(db.negotiatedDiscounts(QStringLiteral("tencent")).value().first().note, QStringLiteral("商务折扣 2026"));
    QVERIFY(db.removeNegotiatedDiscount(id.value()).ok());
    QVERIFY(db.negotiatedDiscounts().value().isEmpty());
    QVERIFY(db.setStaleAfterMonths(18).ok());
    QCOMPARE(db.staleAfterMonths(), 18);
}

void TestCatalogBackends::quotesOnBothDatabases()
{
    // A quote's columns (schema 5) written and read back the same on both: vendor, contact,
    // a tax rate of 6.35 % (not a float's 6.349999904632568: DOUBLE PRECISION on the server),
    // validity dates and two attachment names.
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    PricingDatabase db;
    QVERIFY(db.open(freshCatalog(backend, QStringLiteral("quotes"))).ok());
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    const QString file = mDir.filePath(QStringLiteral("quote-%1.json").arg(backend));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(R"({"format": "gputco-prices", "version": 1, "prices": [
        {"id": "acme/q1", "provider": "acme", "instance_type": "h100x8", "region": "cn-north",
         "pricing_model": "on_demand", "hourly": 150, "currency": "CNY", "tax_included": true,
         "quote_vendor": "Acme 经销商", "quote_contact": "Q-2026-031", "tax_rate": 6.35,
         "valid_from": "2026-10-01", "valid_until": "2026-12-31", "attachments": "Q-2026-031.pdf;sheet.xlsx"}]})");
    f.close();
    const ImportReport report = db.importPrices(file);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const auto row = db.priceById(QStringLiteral("acme/q1"));
    QVERIFY(row.ok() && row.value());
    QCOMPARE(row.value()->quoteVendor, QStringLiteral("Acme 经销商"));
    QCOMPARE(row.value()->quoteContact, QStringLiteral("Q-2026-031"));
    QVERIFY(row.value()->taxRatePercent && *row.value()->taxRatePercent == 6.35);
    QCOMPARE(row.value()->validFrom, QStringLiteral("2026-10-01"));
    QCOMPARE(row.value()->validUntil, QStringLiteral("2026-12-31"));
    QCOMPARE(row.value()->attachments, (QStringList{QStringLiteral("Q-2026-031.pdf"), QStringLiteral("sheet.xlsx")}));
    // The filtered list reads the same columns (Qt SQL on the server, SQLite's own reader on a file).
    PriceFilter acme;
    acme.provider = QStringLiteral("acme");
    const auto listed = db.listPrices(acme);
    QVERIFY2(listed.ok(), qPrintable(listed.error()));
    QCOMPARE(listed.value().size(), 1);
    QCOMPARE(listed.value().first().quoteVendor, QStringLiteral("Acme 经销商"));
    QVERIFY(listed.value().first().taxRatePercent && *listed.value().first().taxRatePercent == 6.35);
    QCOMPARE(listed.value().first().validUntil, QStringLiteral("2026-12-31"));
    QCOMPARE(listed.value().first().attachments, row.value()->attachments);
    // A list price has none of them.
    const auto list = db.listPrices().value();
    for (const PriceRow &r : list)
        if (r.origin == QLatin1String("seed"))
            QVERIFY2(!isQuote(r) && !r.taxRatePercent && r.attachments.isEmpty(), qPrintable(r.id));
}

void TestCatalogBackends::priceColumnsMatchTheSchema()
{
    // The column table and the migrated prices table have the same columns, each of the SQL
    // type its kind gives on this database: a column added to one and not the other fails here.
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    PricingDatabase db;
    QVERIFY(db.open(freshCatalog(backend, QStringLiteral("schema"))).ok());
    const SqlDialect dialect = SqlDialects::of(db.connection());
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(dialect == SqlDialect::SQLite
            ? QStringLiteral("SELECT name, upper(type) FROM pragma_table_info('prices')")
            : QStringLiteral("SELECT column_name, upper(data_type) FROM information_schema.columns "
                             "WHERE table_schema = current_schema() AND table_name = 'prices'")));
    QMap<QString, QString> schema;
    while (q.next())
        schema.insert(q.value(0).toString(), q.value(1).toString());
    QMap<QString, QString> table;
    const PriceColumns::Set &columns = PriceColumns::Set::prices();
    for (qsizetype c = 0; c < columns.size(); ++c)
        table.insert(QLatin1StringView(columns.at(c).name), PriceColumns::sqlType(columns.at(c).kind, dialect));
    QCOMPARE(table, schema);
    QCOMPARE(columns.size(), qsizetype(28));
}

void TestCatalogBackends::everyPriceColumnWrittenAndRead()
{
    // A row with every column of the table set, written by the import (one statement per row on
    // SQLite, many rows per statement on PostgreSQL) and by the seed, read back by id (Qt SQL)
    // and through the list (SQLite's own reader on a file): every column as written.
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    const PriceRow row = rowWithEveryColumn();
    const PriceColumns::Set &columns = PriceColumns::Set::prices();
    for (qsizetype c = 0; c < columns.size(); ++c) // a column the table gains needs a value here
        QVERIFY2(!PriceColumns::value(columns.at(c), row).isNull()
                && !PriceColumns::value(columns.at(c), row).toString().isEmpty(),
            columns.at(c).name);
    PricingDatabase db;
    QVERIFY(db.open(freshCatalog(backend, QStringLiteral("columns"))).ok());
    const QString file = mDir.filePath(QStringLiteral("columns-%1.csv").arg(backend));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(writePriceList({row}, false));
    f.close();
    const ImportReport report = db.importPrices(file);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    const auto byId = db.priceById(row.id);
    QVERIFY(byId.ok() && byId.value());
    compareEveryColumn(*byId.value(), row, "imported, by id");
    QCOMPARE(byId.value()->priceBookId, std::optional<qint64>(report.priceBookId));
    QCOMPARE(byId.value()->origin, QStringLiteral("user"));
    PriceFilter cols;
    cols.provider = QStringLiteral("cols");
    const auto listed = db.listPrices(cols);
    QVERIFY2(listed.ok(), qPrintable(listed.error()));
    QCOMPARE(listed.value().size(), 1);
    compareEveryColumn(listed.value().first(), row, "imported, listed");
    QCOMPARE(listed.value().first().priceBookId, std::optional<qint64>(report.priceBookId));

    // The same row shipped with a seed (the built-in prices removed first: nothing to archive).
    QSqlQuery(db.connection()).exec(QStringLiteral("DELETE FROM prices"));
    SeedData seed;
    seed.version = builtinSeedVersion() + 1;
    seed.providers = {{QStringLiteral("cols"), QStringLiteral("Cols"), QString(), QStringLiteral("seed")}};
    seed.instanceTypes = {{row.instanceTypeId, row.providerId, row.instanceType, QString(), {}, QString(), QString(),
        {}, {}, {}, {}, QString()}};
    seed.books = {{QStringLiteral("cols-book"), QStringLiteral("Cols price list"), QString(), QStringLiteral("test")}};
    seed.prices = {{row, QStringLiteral("cols-book")}};
    const Status applied = db.applySeed(seed);
    QVERIFY2(applied.ok(), qPrintable(applied.error));
    const auto shipped = db.priceById(row.id);
    QVERIFY(shipped.ok() && shipped.value());
    compareEveryColumn(*shipped.value(), row, "seeded, by id");
    QCOMPARE(shipped.value()->origin, QStringLiteral("seed"));
    QVERIFY(shipped.value()->priceBookId && *shipped.value()->priceBookId != report.priceBookId);
    const auto listedSeed = db.listPrices(cols);
    QVERIFY2(listedSeed.ok(), qPrintable(listedSeed.error()));
    QCOMPARE(listedSeed.value().size(), 1);
    compareEveryColumn(listedSeed.value().first(), row, "seeded, listed");
}

void TestCatalogBackends::plannerMayReadButNotImport()
{
    REQUIRE_BACKEND(QStringLiteral("postgresql"));
    const QString location = freshCatalog(QStringLiteral("postgresql"), QStringLiteral("roles"));
    const QString schema = QUrlQuery(QUrl(location))
                               .queryItemValue(QStringLiteral("options"), QUrl::FullyDecoded)
                               .mid(QStringLiteral("-csearch_path=").size());
    {
        PricingDatabase owner;
        const Status status = owner.open(location); // the owner creates and seeds it
        QVERIFY2(status.ok(), qPrintable(status.error));
    }
    // The roles and grants of docs/pricing-db.md, for this schema.
    const QString suffix = QString::number(QCoreApplication::applicationPid());
    const QString planner = QStringLiteral("gputco_planner_") + suffix;
    const QString admin = QStringLiteral("gputco_price_admin_") + suffix;
    {
        QSqlDatabase db = serverConnection(QStringLiteral("grants"));
        QSqlQuery q(db);
        const QStringList statements = {
            QStringLiteral("DROP ROLE IF EXISTS %1").arg(planner),
            QStringLiteral("DROP ROLE IF EXISTS %1").arg(admin),
            QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'planner-pw'").arg(planner),
            QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'admin-pw'").arg(admin),
            QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2, %3").arg(schema, planner, admin),
            QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, planner),
            QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, admin),
            QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schema, admin),
        };
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql + u' ' + q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("grants"));
    const auto as = [&](const QString &role, const QString &password) {
        return withQueryItem(
            withQueryItem(location, QStringLiteral("user"), role), QStringLiteral("password"), password);
    };

    PricingDatabase reader;
    const Status opened = reader.open(as(planner, QStringLiteral("planner-pw")));
    QVERIFY2(opened.ok(), qPrintable(opened.error));
    QCOMPARE(reader.listPrices().value().size() >= 6076, true);
    const ImportReport refused = reader.importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY(!refused.ok());
    QVERIFY(refused.notAllowed);
    QVERIFY2(refused.error.contains(QStringLiteral("not allowed")), qPrintable(refused.error));
    QVERIFY(!refused.error.contains(QStringLiteral("planner-pw")));
    QCOMPARE(*reader.priceById(QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand"))
                  .value()
                  ->hourlyAmount,
        237.56);

    PricingDatabase administrator;
    QVERIFY(administrator.open(as(admin, QStringLiteral("admin-pw"))).ok());
    const ImportReport imported = administrator.importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    // Issue 33, item 3: the CLI's import message names the catalog without its password.
    {
        QProcess cli;
        cli.start(QStringLiteral(GPUTCO_CLI_PATH),
            {QStringLiteral("catalog"), QStringLiteral("--catalog"), as(admin, QStringLiteral("admin-pw")),
                QStringLiteral("import"), QFINDTESTDATA("data/prices_good.json")});
        QVERIFY(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("Imported")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("admin-pw")), qPrintable(out));
    }
    // The planner reads the administrator's price (and its history: the trigger ran as the admin).
    QCOMPARE(*reader.priceById(QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand"))
                  .value()
                  ->hourlyAmount,
        200.0);
    reader.close();
    administrator.close();
    {
        QSqlDatabase db = serverConnection(QStringLiteral("drop"));
        QSqlQuery q(db);
        for (const QString &role : {planner, admin}) {
            q.exec(QStringLiteral("DROP OWNED BY %1").arg(role));
            q.exec(QStringLiteral("DROP ROLE %1").arg(role));
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("drop"));
}

void TestCatalogBackends::concurrentImports()
{
    QFETCH(QString, backend);
    REQUIRE_BACKEND(backend);
    const QString location = freshCatalog(backend, QStringLiteral("concurrent"));
    PricingDatabase reader;
    QVERIFY(reader.open(location).ok());
    // Two administrators import price lists of the same 3,000 ids at once: one at 1.5, one at
    // 2.5 per hour. Each import is one transaction: at every moment a reader sees none of the
    // rows, or all 3,000 from one book with that book's price.
    constexpr int kRows = 3000;
    QStringList files;
    for (const auto &[book, amount] :
        {std::pair{QStringLiteral("book A"), 1.5}, std::pair{QStringLiteral("book B"), 2.5}}) {
        const QString file = mDir.filePath(backend + book + QStringLiteral(".json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(concurrentPriceList(book, amount, kRows));
        files << file;
    }
    QList<QProcess *> importers;
    for (const QString &file : std::as_const(files)) {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPUTCO_TEST_IMPORT_CATALOG"), location);
        env.insert(QStringLiteral("GPUTCO_TEST_IMPORT_FILE"), file);
        p->setProcessEnvironment(env);
        p->start(QCoreApplication::applicationFilePath(), {});
        importers << p;
    }
    int observations = 0;
    QSet<QString> seen;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60000 && std::any_of(importers.begin(), importers.end(), [](QProcess *p) {
        return p->state() != QProcess::NotRunning;
    })) {
        QSqlQuery q(reader.connection());
        if (q.exec(
                QStringLiteral("SELECT count(*), count(DISTINCT price_book_id), min(hourly_amount), max(hourly_amount) "
                               "FROM prices WHERE id LIKE 'conc/%'"))
            && q.next()) {
            const int rows = q.value(0).toInt();
            QVERIFY2(rows == 0 || rows == kRows, qPrintable(QStringLiteral("a reader saw %1 rows").arg(rows)));
            if (rows == kRows) {
                QCOMPARE(q.value(1).toInt(), 1);
                QCOMPARE(q.value(2).toDouble(), q.value(3).toDouble());
                seen.insert(q.value(2).toString());
            }
            ++observations;
        }
        QTest::qWait(5);
    }
    for (QProcess *p : std::as_const(importers)) {
        if (p->state() != QProcess::NotRunning)
            QVERIFY(p->waitForFinished(60000));
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    }
    QVERIFY(observations > 0);
    // Both succeeded, one after the other: the second replaced the first's rows and kept them
    // as history (3,000 'replaced' entries), and the catalog holds the second's price.
    QCOMPARE(count(reader, QStringLiteral("SELECT count(*) FROM price_books WHERE name IN ('book A', 'book B')")), 2);
    QCOMPARE(
        count(reader,
            QStringLiteral("SELECT count(*) FROM price_history WHERE price_id LIKE 'conc/%' AND kind = 'replaced'")),
        kRows);
    QCOMPARE(count(reader, QStringLiteral("SELECT count(*) FROM prices WHERE id LIKE 'conc/%'")), kRows);
    QCOMPARE(
        count(reader, QStringLiteral("SELECT count(DISTINCT price_book_id) FROM prices WHERE id LIKE 'conc/%'")), 1);
    qDeleteAll(importers);
}

// Issue 33: the server gone during an import exited 2 (invalid input) where docs/cli.md says 1:
// the file is fine, the catalog failed. The import's connection is ended by the server
// (pg_terminate_backend) once it holds the write lock, inside its transaction.
void TestCatalogBackends::serverGoneMidImport()
{
    REQUIRE_BACKEND(QStringLiteral("postgresql"));
    const QString location = freshCatalog(QStringLiteral("postgresql"), QStringLiteral("gone"));
    {
        PricingDatabase db;
        QVERIFY(db.open(location).ok()); // created and seeded before the import starts
    }
    const QString file = mDir.filePath(QStringLiteral("gone.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(concurrentPriceList(QStringLiteral("gone"), 1.5, 200000));
    f.close();
    // With the password in the address, as users write it (the messages name the catalog without it).
    const QString password = qEnvironmentVariable("PGPASSWORD", QStringLiteral("unused-with-trust"));
    QProcess cli;
    cli.start(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("catalog"), QStringLiteral("--catalog"),
            withQueryItem(location, QStringLiteral("password"), password), QStringLiteral("import"), file});
    QVERIFY(cli.waitForStarted());
    bool terminated = false;
    {
        QSqlDatabase admin = serverConnection(QStringLiteral("terminator"));
        QElapsedTimer timer;
        timer.start();
        while (!terminated && cli.state() != QProcess::NotRunning && timer.elapsed() < 60000) {
            QSqlQuery q(admin);
            // The import holds the catalog's write lock (a transaction-level advisory lock)
            // from its BEGIN to its commit: its connection is the one holding it.
            terminated = q.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = "
                                               "'advisory' AND granted AND pid <> pg_backend_pid()"))
                && q.next() && q.value(0).toBool();
            if (!terminated)
                QTest::qWait(2);
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("terminator"));
    QVERIFY2(terminated, "the import finished before its connection could be ended");
    QVERIFY(cli.waitForFinished(60000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(cli.readAllStandardOutput().isEmpty(), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("nothing was changed")) || err.contains(QStringLiteral("cannot commit")),
        qPrintable(err));
    QVERIFY2(!err.contains(password), qPrintable(err));
    QCOMPARE(cli.exitCode(), 1);
    PricingDatabase after;
    QVERIFY(after.open(location).ok());
    QCOMPARE(count(after, QStringLiteral("SELECT count(*) FROM prices WHERE id LIKE 'conc/%'")), 0);
}

void TestCatalogBackends::unreachableServer()
{
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    PricingDatabase db;
    const Status status = db.open(QStringLiteral("postgresql://planner:secret@127.0.0.1:1/catalog"));
    QVERIFY(!status.ok());
    QCOMPARE(db.problem(), PricingDatabase::Problem::Unreachable);
    QVERIFY2(status.error.startsWith(QStringLiteral("postgresql://planner@127.0.0.1:1/catalog: cannot connect")),
        qPrintable(status.error));
    QVERIFY(!status.error.contains(QStringLiteral("secret")));
    QVERIFY(!db.isOpen());
    PricingDatabase bad;
    QVERIFY(!bad.open(QStringLiteral("postgresql://host")).ok());
    QCOMPARE(bad.problem(), PricingDatabase::Problem::Foreign);
}

void TestCatalogBackends::offlineCopy()
{
    REQUIRE_BACKEND(QStringLiteral("postgresql"));
    const QString stop = qEnvironmentVariable("GPUTCO_TEST_PG_STOP");
    const QString start = qEnvironmentVariable("GPUTCO_TEST_PG_START");
    if (stop.isEmpty() || start.isEmpty())
        QSKIP("GPUTCO_TEST_PG_STOP and GPUTCO_TEST_PG_START are not set (run-postgres-tests.sh sets them)");
    const QString location = freshCatalog(QStringLiteral("postgresql"), QStringLiteral("offline"));
    const QString overrideId = QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand");
    {
        PricingDatabase db;
        QVERIFY(db.open(location).ok());
        QVERIFY(!db.isOfflineCopy());
        QVERIFY(db.importPrices(QFINDTESTDATA("data/prices_good.json")).ok());
        NegotiatedDiscount deal;
        deal.providerId = QStringLiteral("tencent");
        deal.discount = 0.25;
        QVERIFY(db.addNegotiatedDiscount(deal).ok());
    }
    {
        // The copy is written when the catalog is read after a change: this open sees the import.
        PricingDatabase db;
        QVERIFY(db.open(location).ok());
        QVERIFY2(db.notices().isEmpty(), qPrintable(db.notices().join(u'\n')));
    }
    QCOMPARE(QProcess::execute(QStringLiteral("sh"), {QStringLiteral("-c"), stop}), 0);
    PricingDatabase offline;
    const Status status = offline.open(location);
    QCOMPARE(QProcess::execute(QStringLiteral("sh"), {QStringLiteral("-c"), start}), 0);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QVERIFY(offline.isOfflineCopy());
    // Said: why (the server's error) and from what (the copy, read when).
    QCOMPARE(offline.notices().size(), 2);
    QVERIFY2(offline.notices().at(0).contains(QStringLiteral("cannot connect to the catalog server")),
        qPrintable(offline.notices().at(0)));
    QVERIFY2(offline.notices().at(1).contains(QStringLiteral("working offline from the local read-only copy")),
        qPrintable(offline.notices().at(1)));
    // The catalog as last read: the seed, the administrator's import and the discount.
    QCOMPARE(count(offline, QStringLiteral("SELECT count(*) FROM prices")), 6076 + 1);
    QCOMPARE(*offline.priceById(overrideId).value()->hourlyAmount, 200.0);
    QCOMPARE(offline.priceHistory(overrideId).value().size(), 1);
    QCOMPARE(offline.negotiatedDiscounts().value().size(), 1);
    PriceFilter spot;
    spot.provider = QStringLiteral("aliyun");
    spot.pricingModel = QStringLiteral("spot");
    QCOMPARE(offline.listPrices(spot).value().size(), 588);
    // Read-only: an import is refused with a message, nothing changes.
    const ImportReport refused = offline.importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.contains(QStringLiteral("read-only")), qPrintable(refused.error));
    offline.close();

    // The server is back: the catalog is the server's again.
    PricingDatabase back;
    QElapsedTimer timer;
    timer.start();
    Status again = back.open(location);
    while (back.isOfflineCopy() && timer.elapsed() < 30000) {
        QTest::qWait(200);
        again = back.open(location);
    }
    QVERIFY2(again.ok(), qPrintable(again.error));
    QVERIFY(!back.isOfflineCopy());
    QVERIFY(back.isServer());
}

// The test binary is also the second process of concurrentImports(): with
// GPUTCO_TEST_IMPORT_CATALOG set it imports one file into that catalog and exits.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("GPUTCO_TEST_IMPORT_CATALOG")) {
        PricingDatabase db;
        const Status status = db.open(qEnvironmentVariable("GPUTCO_TEST_IMPORT_CATALOG"), 60000);
        if (!status.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(status.error));
            return 1;
        }
        const ImportReport report = db.importPrices(qEnvironmentVariable("GPUTCO_TEST_IMPORT_FILE"));
        if (!report.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(report.error));
            return 1;
        }
        return 0;
    }
    TestCatalogBackends test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_catalogbackends.moc"
