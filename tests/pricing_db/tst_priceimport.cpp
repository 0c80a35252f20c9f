#include "csv.h"
#include "csvreader.h"
#include "priceio.h"
#include "pricingdatabase.h"

#include <QBuffer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace gputco;

/**
 * Import and export of price lists (CSV, JSON, SkyPilot CSV): validation reports every
 * problem with row and column, and an import is all or nothing.
 */
class TestPriceImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void importCsvHappyPath();
    void importJsonHappyPath();
    void importSkyPilot();
    void providerMatchedByName();
    void badRowsReportEveryProblem();
    void interruptedImportChangesNothing();
    void noPricesNoPriceBook();
    void newProviderSpeltTwoWaysIsOne();
    void badFilesRejected_data();
    void badFilesRejected();
    void badContentReported_data();
    void badContentReported();
    void skyPilotBadRows();
    void skyPilotNeedsProviderAndCurrency();
    void textStoredLiterally();
    void exportRoundTrip_data();
    void exportRoundTrip();
    void rangesValidated();
    void skyPilotZeroSpotMeansNone();
    void csvBatchesParseLikeTheWholeFile_data();
    void csvBatchesParseLikeTheWholeFile();
    void longProblemListIsCapped();
    void jsonPriceBookAfterThePrices();
    void streamedRowsRollBackOnALateProblem();
    void manyDistinctIdsAreNotDuplicates();
    void utf16IsNamed_data();
    void utf16IsNamed();
    void apostrophesBeforeFormulas();

private:
    QString writeFile(const QString &name, const QByteArray &content);
    int priceCount();

    QTemporaryDir mDir;
    std::unique_ptr<PricingDatabase> mDb;
    int mSeedCount = 0;
};

void TestPriceImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestPriceImport::init()
{
    // Each test starts from its own fresh, seeded database file.
    static int n = 0;
    mDb = std::make_unique<PricingDatabase>();
    const Status status = mDb->open(mDir.filePath(QStringLiteral("db%1.sqlite").arg(++n)));
    QVERIFY2(status.ok(), qPrintable(status.error));
    mSeedCount = priceCount();
}

void TestPriceImport::cleanup()
{
    mDb.reset();
}

QString TestPriceImport::writeFile(const QString &name, const QByteArray &content)
{
    const QString path = mDir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(content);
    return path;
}

int TestPriceImport::priceCount()
{
    QSqlQuery q(mDb->connection());
    if (!q.exec(QStringLiteral("SELECT count(*) + (SELECT count(*) FROM price_books) * 100000 FROM prices"))
        || !q.next())
        return -1;
    return q.value(0).toInt();
}

void TestPriceImport::importCsvHappyPath()
{
    ImportOptions options;
    options.bookName = QStringLiteral("Acme price list May 2026");
    options.bookAsOf = QStringLiteral("2026-05-01");
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/prices_good.csv"), options);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    QCOMPARE(report.pricesImported, 3);
    QVERIFY(report.priceBookId > 0);

    // Generated id for the reserved Alibaba row: provider/type/region/zone/model/term/payment.
    const auto reserved
        = mDb->priceById(QStringLiteral("alibaba/ecs.gn7e-c16g1.32xlarge/cn-beijing//reserved/12/all_upfront"));
    QVERIFY(reserved.value().has_value());
    QCOMPARE(*reserved.value()->upfrontAmount, 1800000.0);
    QCOMPARE(reserved.value()->termMonths, std::optional<int>(12));
    QCOMPARE(reserved.value()->taxIncluded, std::optional<bool>(true));
    QCOMPARE(reserved.value()->origin, QStringLiteral("user"));
    QCOMPARE(reserved.value()->gpuModelId, QStringLiteral("a100-80gb")); // existing shipped instance type

    // A new provider and instance type; the GPU named by its catalog name maps to the model id.
    const auto acme = mDb->priceById(QStringLiteral("acme/h100x8/on_demand"));
    QVERIFY(acme.value().has_value());
    QCOMPARE(*acme.value()->hourlyAmount, 150.5);
    QCOMPARE(acme.value()->gpuModelId, QStringLiteral("h100-80gb"));
    QCOMPARE(acme.value()->source, QStringLiteral("Acme GPU cloud, price list page"));
    const auto monthly = mDb->priceById(QStringLiteral("acme/h100x8/monthly"));
    QCOMPARE(*monthly.value()->monthlyAmount, 80000.0);
    QVERIFY(!monthly.value()->taxIncluded.has_value());

    const auto provenance = mDb->provenance({QStringLiteral("acme/h100x8/on_demand")});
    QCOMPARE(provenance.value().first().priceBookName, QStringLiteral("Acme price list May 2026"));
    QCOMPARE(provenance.value().first().priceBookAsOf, QStringLiteral("2026-05-01"));
    QCOMPARE(provenance.value().first().asOf, QStringLiteral("2026-05-01"));
}

void TestPriceImport::importJsonHappyPath()
{
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/prices_good.json"));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.pricesImported, 2);
    const auto provenance
        = mDb->provenance({QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand")});
    QCOMPARE(provenance.value().first().priceBookName, QStringLiteral("Tencent quote 2026-05"));
    QCOMPARE(provenance.value().first().origin, QStringLiteral("user"));
    const auto reserved
        = mDb->priceById(QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing//reserved/36/partial_upfront"));
    QVERIFY(reserved.value().has_value());
    QCOMPARE(*reserved.value()->upfrontAmount, 500000.0);
    QCOMPARE(*reserved.value()->monthlyAmount, 30000.0);
}

void TestPriceImport::importSkyPilot()
{
    ImportOptions options;
    options.format = ImportOptions::Format::SkyPilot;
    options.provider = QStringLiteral("lambda");
    options.currency = QStringLiteral("USD");
    options.bookName = QStringLiteral("Lambda catalog sample");
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/skypilot_lambda_sample.csv"), options);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    QCOMPARE(report.pricesImported, 5); // 4 on-demand + 1 spot
    const auto v100 = mDb->priceById(QStringLiteral("lambda/gpu_8x_v100/us-east-1//on_demand"));
    QVERIFY(v100.value().has_value());
    QCOMPARE(*v100.value()->hourlyAmount, 6.32);
    QCOMPARE(v100.value()->gpuCount, std::optional<int>(8));
    QCOMPARE(v100.value()->currency, QStringLiteral("USD"));
    const auto spot = mDb->priceById(QStringLiteral("lambda/gpu_2x_a6000/us-east-1//spot"));
    QCOMPARE(*spot.value()->hourlyAmount, 1.5);
    PriceFilter filter;
    filter.provider = QStringLiteral("lambda");
    // The seed ships Lambda's catalog (374 prices); the sample's 4 on-demand rows override
    // shipped ids (now the user's), its spot row is new: 375 rows, 5 of them the user's.
    const auto lambda = mDb->listPrices(filter).value();
    QCOMPARE(lambda.size(), 375);
    QCOMPARE(std::count_if(
                 lambda.begin(), lambda.end(), [](const PriceRow &r) { return r.origin == QStringLiteral("user"); }),
        5);
}

void TestPriceImport::providerMatchedByName()
{
    QString csv = QStringLiteral("provider,instance_type,region,pricing_model,hourly,currency\n"
                                 "Alibaba Cloud,ecs.gn7e-c16g1.4xlarge,cn-beijing,on_demand,30.5,CNY\n"
                                 "阿里云,ecs.gn7e-c16g1.4xlarge,cn-shanghai,on_demand,31.5,CNY\n"
                                 "ALIBABA,ecs.gn7e-c16g1.4xlarge,cn-hangzhou,on_demand,32.5,CNY\n");
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("names.csv"), csv.toUtf8()));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(mDb->providers().value().size(), 20); // no new provider
    for (const QString &region :
        {QStringLiteral("cn-beijing"), QStringLiteral("cn-shanghai"), QStringLiteral("cn-hangzhou")}) {
        const auto row = mDb->priceById(QStringLiteral("alibaba/ecs.gn7e-c16g1.4xlarge/%1//on_demand").arg(region));
        QVERIFY2(row.value().has_value(), qPrintable(region));
        QCOMPARE(row.value()->gpuModelId, QStringLiteral("a100-80gb")); // the shipped instance type
    }
    PriceFilter filter;
    filter.provider = QStringLiteral("ALIBABA CLOUD");
    filter.region = QStringLiteral("cn-shanghai");
    filter.gpu = QStringLiteral("a100");
    QVERIFY(!mDb->listPrices(filter).value().isEmpty());
}

void TestPriceImport::badRowsReportEveryProblem()
{
    const int before = priceCount();
    const QString file = QFINDTESTDATA("data/prices_bad.csv");
    const ImportReport report = mDb->importPrices(file);
    QVERIFY(!report.ok());
    QCOMPARE(report.pricesImported, 0);
    QList<std::pair<qint64, QString>> got;
    for (const ImportIssue &issue : report.issues) {
        QCOMPARE(issue.file, file);
        QVERIFY(!issue.reason.isEmpty());
        got.append({issue.row, issue.column});
    }
    const QList<std::pair<qint64, QString>> expected = {
        {2, QStringLiteral("hourly")}, // -3.5
        {3, QStringLiteral("hourly")}, // 0
        {4, QStringLiteral("hourly")}, // NaN
        {5, QStringLiteral("hourly")}, // 1e12
        {6, QStringLiteral("currency")}, // RMB
        {7, QStringLiteral("pricing_model")}, // hourly
        {8, QStringLiteral("as_of")}, // 2026-13-45
        {9, QStringLiteral("hourly")}, // twelve
        {10, QStringLiteral("-")}, // 18 fields instead of 21
    };
    QCOMPARE(got, expected);
    QVERIFY(report.issues.at(0).toString().contains(QStringLiteral("row 2, column hourly")));
    QCOMPARE(priceCount(), before); // nothing committed, not even the good row 11 or a price book
    QVERIFY(!mDb->priceById(QStringLiteral("acme/a10/cn-north//on_demand")).value().has_value());
}

void TestPriceImport::interruptedImportChangesNothing()
{
    // The database itself fails on the third of three valid rows (a trigger stands in for
    // a full disk or a crash): the two rows already written and the price book roll back.
    QSqlQuery q(mDb->connection());
    QVERIFY(q.exec(
        QStringLiteral("CREATE TEMP TRIGGER fail_third BEFORE INSERT ON prices "
                       "WHEN NEW.id = 'acme/h100x8/monthly' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END")));
    const int before = priceCount();
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/prices_good.csv"));
    QVERIFY(!report.ok());
    QVERIFY(report.issues.isEmpty());
    QVERIFY2(report.error.contains(QStringLiteral("simulated failure")), qPrintable(report.error));
    QVERIFY(report.error.contains(QStringLiteral("nothing was changed")));
    QCOMPARE(report.pricesImported, 0);
    QCOMPARE(priceCount(), before);
    QVERIFY(!mDb->priceById(QStringLiteral("acme/h100x8/on_demand")).value().has_value());
    PriceFilter filter;
    filter.provider = QStringLiteral("acme");
    QCOMPARE(mDb->listPrices(filter).value().size(), 0);
    QVERIFY(q.exec(QStringLiteral("DROP TRIGGER fail_third")));
    QVERIFY(mDb->importPrices(QFINDTESTDATA("data/prices_good.csv")).ok());
}

void TestPriceImport::noPricesNoPriceBook()
{
    // Before: a file with a header and no rows (or an empty "prices" array) made an empty price book.
    const int before = priceCount();
    for (const auto &[name, content] :
        {std::pair{QStringLiteral("header-only.csv"),
             QByteArray("provider,instance_type,region,pricing_model,hourly,currency\n")},
            std::pair{QStringLiteral("none.json"), QByteArray(R"({"prices": []})")}}) {
        const QString path = writeFile(name, content);
        const ImportReport report = mDb->importPrices(path);
        QCOMPARE(report.error, path + QStringLiteral(": the file has no prices; nothing was imported"));
        QCOMPARE(report.pricesImported, 0);
        QCOMPARE(priceCount(), before); // no price, no price book
    }
}

void TestPriceImport::newProviderSpeltTwoWaysIsOne()
{
    // Before: "Foo" and "foo" in one file became two providers. The first spelling wins.
    const int providers = int(mDb->providers().value().size());
    const QString csv = QStringLiteral("provider,instance_type,region,pricing_model,hourly,currency\n"
                                       "Foo,big,r1,on_demand,10,CNY\n"
                                       "foo,big,r2,on_demand,11,CNY\n"
                                       "FOO,small,r1,on_demand,5,CNY\n");
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("foo.csv"), csv.toUtf8()));
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.pricesImported, 3);
    QCOMPARE(int(mDb->providers().value().size()), providers + 1);
    PriceFilter filter;
    filter.provider = QStringLiteral("Foo");
    const auto rows = mDb->listPrices(filter).value();
    QCOMPARE(rows.size(), 3);
    for (const PriceRow &r : rows)
        QCOMPARE(r.providerId, QStringLiteral("Foo"));
}

void TestPriceImport::badFilesRejected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("row");
    QTest::addColumn<QString>("reasonPart");
    QTest::newRow("truncated csv") << "data/prices_truncated.csv" << qint64(2) << "truncated";
    QTest::newRow("truncated json") << "data/prices_truncated.json" << qint64(5) << "truncated";
    QTest::newRow("latin-1 csv") << "data/prices_latin1.csv" << qint64(3) << "UTF-8";
}

void TestPriceImport::badFilesRejected()
{
    QFETCH(QString, file);
    QFETCH(qint64, row);
    QFETCH(QString, reasonPart);
    const int before = priceCount();
    const QString path = QFINDTESTDATA(file);
    const ImportReport report = mDb->importPrices(path);
    QVERIFY(!report.ok());
    QCOMPARE(report.issues.size(), 1);
    QCOMPARE(report.issues.first().file, path);
    QCOMPARE(report.issues.first().row, row);
    QVERIFY2(report.issues.first().reason.contains(reasonPart), qPrintable(report.issues.first().reason));
    QCOMPARE(priceCount(), before);

    const ImportReport missing = mDb->importPrices(mDir.filePath(QStringLiteral("does-not-exist.csv")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error.contains(QStringLiteral("does-not-exist.csv")));
    const ImportReport wrongExtension = mDb->importPrices(writeFile(QStringLiteral("prices.txt"), "x"));
    QVERIFY(wrongExtension.error.contains(QStringLiteral(".csv")));
}

void TestPriceImport::badContentReported_data()
{
    // One row per import message of docs/errors.md: the file, where in it, and the exact reason.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("skyPilot");
    QTest::addColumn<qint64>("row");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("reason");
    const QByteArray header = "id,provider,instance_type,region,pricing_model,term_months,payment_option,hourly,"
                              "monthly,currency,tax_included\n";
    auto csv = [&](const QByteArray &row) { return header + row + '\n'; };
    const QByteArray good = "acme/x/od,acme,x,cn-north,on_demand,,,10,,CNY,";
    const QString csvName = QStringLiteral("list.csv");
    const QString jsonName = QStringLiteral("list.json");

    QTest::newRow("empty csv") << csvName << QByteArray() << false << qint64(1) << "-"
                               << "the file is empty";
    // Issue 33: one 200 MB cell, a 100 MB line without a line end. Reading stops at the first
    // record over 1 MiB (memory: a batch plus 1 MiB), the message names its line.
    const QString tooLong = QStringLiteral(
        "this row is longer than 1 MiB (a price or fee row is a few hundred bytes): not a list, or a cell far too "
        "long; the file was not read further");
    QTest::newRow("2 MiB cell") << csvName
                                << csv(good).append(csv(QByteArray("acme/x/2,acme,x,cn-north,on_demand,,,10,,CNY,")
                                       + QByteArray(2 << 20, 'y'))
                                                        .mid(header.size()))
                                << false << qint64(3) << "-" << tooLong;
    QTest::newRow("3 MiB without a line end")
        << csvName << QByteArray(3 << 20, 'z') << false << qint64(1) << "-" << tooLong;
    QTest::newRow("unknown column") << csvName
                                    << QByteArray(
                                           "provider,instance_type,region,pricing_model,hourly,currency,colour\n")
                                    << false << qint64(1) << "colour"
                                    << "unknown column";
    QTest::newRow("column twice") << csvName
                                  << QByteArray(
                                         "provider,instance_type,region,pricing_model,hourly,currency,currency\n")
                                  << false << qint64(1) << "currency"
                                  << "column appears twice";
    QTest::newRow("required column missing")
        << csvName << QByteArray("provider,instance_type,pricing_model,hourly,currency\n") << false << qint64(1)
        << "region"
        << "required column is missing";
    QTest::newRow("quote not closed") << csvName
                                      << csv(good).append("acme/x/2,acme,\"x,cn-north,on_demand,,,10,,CNY,\n") << false
                                      << qint64(3) << "-"
                                      << "quoted field is not closed before the end of the file (truncated file?)";
    QTest::newRow("term out of range") << csvName << csv("acme/x/r,acme,x,cn-north,reserved,200,no_upfront,,900,CNY,")
                                       << false << qint64(2) << "term_months"
                                       << "'200' is not a term of 1 to 120 months";
    QTest::newRow("term on on-demand") << csvName << csv("acme/x/od,acme,x,cn-north,on_demand,12,,10,,CNY,") << false
                                       << qint64(2) << "term_months"
                                       << "a term is only valid for reserved prices";
    QTest::newRow("reserved without term") << csvName << csv("acme/x/r,acme,x,cn-north,reserved,,no_upfront,,900,CNY,")
                                           << false << qint64(2) << "term_months"
                                           << "reserved prices need a term in months";
    QTest::newRow("bad payment option") << csvName << csv("acme/x/r,acme,x,cn-north,reserved,12,half_upfront,,900,CNY,")
                                        << false << qint64(2) << "payment_option"
                                        << "'half_upfront' is not one of all_upfront, partial_upfront, no_upfront";
    // Issue 16: all_upfront with only a monthly amount was imported and priced as a free term.
    QTest::newRow("all_upfront with only monthly")
        << csvName << csv("acme/x/r,acme,x,cn-north,reserved,12,all_upfront,,900,CNY,") << false << qint64(2)
        << "upfront"
        << "all_upfront needs the upfront amount (the whole term paid at the "
           "start); a monthly or hourly amount alone is no_upfront or "
           "partial_upfront";
    QTest::newRow("all_upfront with only hourly")
        << csvName << csv("acme/x/r,acme,x,cn-north,reserved,12,all_upfront,1.5,,CNY,") << false << qint64(2)
        << "upfront"
        << "all_upfront needs the upfront amount (the whole term paid at the "
           "start); a monthly or hourly amount alone is no_upfront or "
           "partial_upfront";
    // Issue 33: 4.9e-324 per hour and an upfront payment of 0 were imported without a word.
    const QByteArray withUpfront = "id,provider,instance_type,region,pricing_model,term_months,payment_option,"
                                   "upfront,hourly,monthly,currency\n";
    QTest::newRow("denormal hourly") << csvName << csv("acme/x/od,acme,x,cn-north,on_demand,,,4.9e-324,,CNY,") << false
                                     << qint64(2) << "hourly"
                                     << "4.9e-324 is implausibly small (less than 1e-06 but not 0): a unit or typing "
                                        "error?";
    QTest::newRow("json denormal monthly")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "reserved", "term_months": 12, "monthly": 4.9e-324, "currency": "CNY"}]})")
        << false << qint64(1) << "monthly"
        << "4.9e-324 is implausibly small (less than 1e-06 but not 0): a unit or typing error?";
    QTest::newRow("all_upfront with upfront 0")
        << csvName << withUpfront + "acme/x/r,acme,x,cn-north,reserved,12,all_upfront,0,,,CNY\n"
        << false << qint64(2) << "upfront"
        << "all_upfront with an upfront amount of 0: give the amount paid at the start, or write no_upfront";
    QTest::newRow("partial_upfront with upfront 0")
        << csvName << withUpfront + "acme/x/r,acme,x,cn-north,reserved,12,partial_upfront,0,,900,CNY\n"
        << false << qint64(2) << "upfront"
        << "partial_upfront with an upfront amount of 0: give the amount paid at the start, or write no_upfront";
    QTest::newRow("no amount") << csvName << csv("acme/x/od,acme,x,cn-north,on_demand,,,,,CNY,") << false << qint64(2)
                               << "hourly"
                               << "no amount: give hourly, monthly or upfront";
    QTest::newRow("bad tax flag") << csvName << csv(good + "maybe") << false << qint64(2) << "tax_included"
                                  << "'maybe' is not true or false";
    QTest::newRow("id twice") << csvName << csv(good).append(good + '\n') << false << qint64(0) << "id"
                              << "id 'acme/x/od' appears more than once";
    QTest::newRow("json without prices") << jsonName << QByteArray("[1, 2]") << false << qint64(1) << "prices"
                                         << "expected an object with a \"prices\" array";
    QTest::newRow("json entry not an object")
        << jsonName << QByteArray(R"({"prices": [1]})") << false << qint64(1) << "-"
        << "price entry is not an object";
    QTest::newRow("json unknown field")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "on_demand", "hourly": 10, "currency": "CNY", "colour": "red"}]})")
        << false << qint64(1) << "colour"
        << "unknown field";
    QTest::newRow("json nested value") << jsonName << QByteArray(R"({"prices": [{"provider": {"id": "acme"}}]})")
                                       << false << qint64(1) << "provider"
                                       << "expected a string, number or boolean";
    QTest::newRow("json key twice")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "on_demand", "hourly": 10, "hourly": 1000, "currency": "CNY"}]})")
        << false << qint64(1) << "$.prices[0].hourly"
        << "the key is given twice in one object; keep one";
    // Issue 16, point 13: a later version of the format is refused, not read as version 1.
    QTest::newRow("json 2 MiB text") << jsonName
                                     << (QByteArray(
                                             R"({"prices": [{"provider": "acme", "instance_type": "x", "region": ")")
                                            + QByteArray(2 << 20, 'r')
                                            + QByteArray(R"(", "pricing_model": "on_demand", "hourly": 10, )"
                                                         R"("currency": "CNY"}]})"))
                                     << false << qint64(1) << "region"
                                     << "a text of more than 1 MiB: not kept";
    QTest::newRow("201-character instance type")
        << csvName << csv("acme/x/od,acme," + QByteArray(201, 'x') + ",cn-north,on_demand,,,10,,CNY,") << false
        << qint64(2) << "instance_type"
        << "201 characters long: at most 200 are allowed";
    QTest::newRow("json version 99")
        << jsonName
        << QByteArray(R"({"format": "gputco-prices", "version": 99, "prices": [{"provider": "acme", )"
                      R"("instance_type": "x", "region": "r", "pricing_model": "on_demand", "hourly": 10, )"
                      R"("currency": "CNY"}]})")
        << false << qint64(1) << "version"
        << "price-list version 99 is not supported: this program reads version 1";
    QTest::newRow("json other format") << jsonName << QByteArray(R"({"format": "skypilot", "prices": []})") << false
                                       << qint64(1) << "format"
                                       << "expected \"gputco-prices\"";
    // Issue 33: a misspelt key lost the price book's name and source without a word.
    QTest::newRow("json misspelt top-level key")
        << jsonName
        << QByteArray(R"({"format": "gputco-prices", "version": 1, "price_bok": {"name": "Q"}, "x-note": "ok", )"
                      R"("prices": [{"provider": "acme", "instance_type": "x", "region": "r", "pricing_model": )"
                      R"("on_demand", "hourly": 1, "currency": "CNY"}]})")
        << false << qint64(1) << "price_bok"
        << "unknown top-level key (known: format, version, price_book, prices; x-... for notes)";
    // Issue 33: a number past 2^64 - 1 was quoted as "-1" (read as a signed 64-bit number), and
    // 2^64 as 1.8446744073709552e+19: messages quote the number as written.
    QTest::newRow("json 2^64 hourly")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "on_demand", "hourly": 18446744073709551616, "currency": "CNY"}]})")
        << false << qint64(1) << "hourly"
        << "18446744073709551616 is implausibly large (more than 1e+05)";
    QTest::newRow("json 2^64 - 1 term")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "reserved", "term_months": 18446744073709551615, "monthly": 900, )"
                      R"("currency": "CNY"}]})")
        << false << qint64(1) << "term_months"
        << "'18446744073709551615' is not a term of 1 to 120 months";
    QTest::newRow("json 2^64 - 1 GPUs")
        << jsonName
        << QByteArray(R"({"prices": [{"provider": "acme", "instance_type": "x", "region": "r", )"
                      R"("pricing_model": "on_demand", "gpu_count": 18446744073709551615, "hourly": 1, )"
                      R"("currency": "CNY"}]})")
        << false << qint64(1) << "gpu_count"
        << "'18446744073709551615' is not a valid non-negative number";
    QTest::newRow("skypilot column missing")
        << csvName << QByteArray("InstanceType,Price\nx,1\n") << true << qint64(1) << "AcceleratorName"
        << "required SkyPilot column is missing";
}

void TestPriceImport::badContentReported()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(bool, skyPilot);
    QFETCH(qint64, row);
    QFETCH(QString, column);
    QFETCH(QString, reason);
    const int before = priceCount();
    const QString path = writeFile(name, content);
    QVERIFY(!path.isEmpty());
    ImportOptions options;
    if (skyPilot) {
        options.format = ImportOptions::Format::SkyPilot;
        options.provider = QStringLiteral("lambda");
        options.currency = QStringLiteral("USD");
    }
    const ImportReport report = mDb->importPrices(path, options);
    QVERIFY(!report.ok());
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QStringList got;
    bool found = false;
    for (const ImportIssue &issue : report.issues) {
        QCOMPARE(issue.file, path);
        got << issue.toString();
        if (issue.row == row && issue.column == column && issue.reason == reason)
            found = true;
    }
    QVERIFY2(found,
        qPrintable(
            QStringLiteral("expected row %1, column %2: %3; got:\n%4").arg(row).arg(column, reason, got.join(u'\n'))));
    QCOMPARE(report.pricesImported, 0);
    QCOMPARE(priceCount(), before); // nothing imported
}

void TestPriceImport::skyPilotBadRows()
{
    const int before = priceCount();
    ImportOptions options;
    options.format = ImportOptions::Format::SkyPilot;
    options.provider = QStringLiteral("lambda");
    options.currency = QStringLiteral("USD");
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/skypilot_bad.csv"), options);
    QList<std::pair<qint64, QString>> got;
    for (const ImportIssue &issue : report.issues)
        got.append({issue.row, issue.column});
    const QList<std::pair<qint64, QString>> expected = {
        {2, QStringLiteral("Price")}, // -2.49
        {3, QStringLiteral("AcceleratorCount")}, // "eight", reported once
        {3, QStringLiteral("SpotPrice")}, // inf
        {4, QStringLiteral("InstanceType")}, // empty
    };
    QCOMPARE(got, expected);
    QCOMPARE(priceCount(), before);
}

void TestPriceImport::skyPilotNeedsProviderAndCurrency()
{
    ImportOptions options;
    options.format = ImportOptions::Format::SkyPilot;
    options.currency = QStringLiteral("usd");
    const ImportReport report = mDb->importPrices(QFINDTESTDATA("data/skypilot_lambda_sample.csv"), options);
    QCOMPARE(report.issues.size(), 2);
    QCOMPARE(report.issues.at(0).column, QStringLiteral("--provider"));
    QCOMPARE(report.issues.at(1).column, QStringLiteral("--currency"));
}

void TestPriceImport::textStoredLiterally()
{
    const QString injection = QStringLiteral("x'); DROP TABLE prices; --");
    const QString control = QStringLiteral("tab\there, bell\x07, nul-free \"quotes\" and\nnewline");
    QString csv = priceListColumns().join(u',') + u'\n';
    QStringList fields(priceListColumns().size());
    auto set = [&](const char *column, const QString &value) {
        fields[priceListColumns().indexOf(QString::fromLatin1(column))] = csvField(value);
    };
    set("id", QStringLiteral("evil'; DELETE FROM prices WHERE '1'='1"));
    set("provider", QStringLiteral("robert'); DROP TABLE providers;--"));
    set("instance_type", injection);
    set("region", QStringLiteral("r1"));
    set("pricing_model", QStringLiteral("on_demand"));
    set("hourly", QStringLiteral("1.25"));
    set("currency", QStringLiteral("USD"));
    set("source", control);
    set("notes", QStringLiteral("%s %n %1 \\ ; SELECT * FROM meta"));
    csv += fields.join(u',') + u'\n';
    const QString path = writeFile(QStringLiteral("evil.csv"), csv.toUtf8());
    const int before = priceCount();
    const ImportReport report = mDb->importPrices(path);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    QCOMPARE(priceCount(), before + 1 + 100000); // one price and one price book, nothing dropped

    const auto row = mDb->priceById(QStringLiteral("evil'; DELETE FROM prices WHERE '1'='1"));
    QVERIFY(row.value().has_value());
    QCOMPARE(row.value()->providerId, QStringLiteral("robert'); DROP TABLE providers;--"));
    QCOMPARE(row.value()->instanceType, injection);
    QCOMPARE(row.value()->source, control);
    QCOMPARE(row.value()->notes, QStringLiteral("%s %n %1 \\ ; SELECT * FROM meta"));
    PriceFilter filter;
    filter.provider = QStringLiteral("robert'); DROP TABLE providers;--");
    QCOMPARE(mDb->listPrices(filter).value().size(), 1);
    QCOMPARE(mDb->providers().value().size(), 21);

    // And it survives an export / import round trip byte for byte.
    const QString exported = mDir.filePath(QStringLiteral("evil-out.json"));
    QVERIFY(mDb->exportPrices(exported, filter).ok());
    PricingDatabase other;
    QVERIFY(other.open(mDir.filePath(QStringLiteral("evil-copy.sqlite"))).ok());
    QVERIFY(other.importPrices(exported).ok());
    QCOMPARE(other.priceById(row.value()->id).value()->source, control);
}

void TestPriceImport::exportRoundTrip_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow("csv") << "csv";
    QTest::newRow("json") << "json";
}

void TestPriceImport::exportRoundTrip()
{
    QFETCH(QString, extension);
    PriceFilter filter;
    filter.provider = QStringLiteral("tencent");
    const QString path = mDir.filePath(QStringLiteral("tencent.") + extension);
    const auto exported = mDb->exportPrices(path, filter);
    QVERIFY2(exported.ok(), qPrintable(exported.error()));
    // 405 CVM API prices + 28 包年包月 and 28 按量 from the docs page (13 + 13 of them ranges).
    QCOMPARE(exported.value(), 461);

    PricingDatabase other;
    QVERIFY(other.open(mDir.filePath(QStringLiteral("roundtrip-%1.sqlite").arg(extension))).ok());
    const ImportReport report = other.importPrices(path);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    QCOMPARE(report.pricesImported, 461);
    const auto original = mDb->listPrices(filter).value();
    const auto copy = other.listPrices(filter).value();
    QCOMPARE(copy.size(), original.size());
    for (qsizetype i = 0; i < copy.size(); ++i) {
        QCOMPARE(copy.at(i).id, original.at(i).id);
        QCOMPARE(copy.at(i).hourlyAmount, original.at(i).hourlyAmount);
        QCOMPARE(copy.at(i).monthlyAmount, original.at(i).monthlyAmount);
        QCOMPARE(copy.at(i).hourlyMin, original.at(i).hourlyMin);
        QCOMPARE(copy.at(i).hourlyMax, original.at(i).hourlyMax);
        QCOMPARE(copy.at(i).monthlyMin, original.at(i).monthlyMin);
        QCOMPARE(copy.at(i).monthlyMax, original.at(i).monthlyMax);
        QCOMPARE(copy.at(i).termMonths, original.at(i).termMonths);
        QCOMPARE(copy.at(i).asOf, original.at(i).asOf);
        QCOMPARE(copy.at(i).asOfBasis, original.at(i).asOfBasis);
        QCOMPARE(copy.at(i).currency, original.at(i).currency);
        QCOMPARE(copy.at(i).origin, QStringLiteral("user")); // re-imported rows are the user's
    }
    QVERIFY(!mDb->exportPrices(mDir.filePath(QStringLiteral("x.xml"))).ok());
}

void TestPriceImport::rangesValidated()
{
    const QString header
        = QStringLiteral("provider,instance_type,region,pricing_model,term_months,payment_option,"
                         "hourly,monthly_min,monthly_max,hourly_min,hourly_max,currency,as_of,as_of_basis\n");
    const QString good = header
        + QStringLiteral("acme,v100x1,cn-north,reserved,1,no_upfront,,4671,5190,,,CNY,2021-09-27,commit\n"
                         "acme,v100x1,cn-north,on_demand,,,,,,16.21,18.04,CNY,2021-09-27,commit\n");
    const ImportReport ok = mDb->importPrices(writeFile(QStringLiteral("ranges.csv"), good.toUtf8()));
    QVERIFY2(ok.ok(), qPrintable(ok.error + (ok.issues.isEmpty() ? QString() : ok.issues.first().toString())));
    const auto sub = mDb->priceById(QStringLiteral("acme/v100x1/cn-north//reserved/1/no_upfront")).value();
    QVERIFY(sub);
    QCOMPARE(sub->monthlyMin, std::optional<double>(4671.0));
    QCOMPARE(sub->monthlyMax, std::optional<double>(5190.0));
    QVERIFY(!sub->monthlyAmount && sub->hasPrice());
    QCOMPARE(sub->asOfBasis, QStringLiteral("commit"));
    QCOMPARE(formatPriceForDisplay(*sub), QStringLiteral("4671.00-5190.00/month"));

    const QString bad = header
        + QStringLiteral("acme,a,r,on_demand,,,,,,18.04,16.21,CNY,,\n" // min above max
                         "acme,b,r,on_demand,,,,,,16.21,,CNY,,\n" // one end only
                         "acme,c,r,on_demand,,,,,,-1,2,CNY,,\n" // not positive
                         "acme,d,r,on_demand,,,5,,,,,CNY,2021,someday\n"); // unknown basis
    const int before = priceCount();
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("ranges-bad.csv"), bad.toUtf8()));
    QList<std::pair<qint64, QString>> got;
    for (const ImportIssue &issue : report.issues)
        got.append({issue.row, issue.column});
    const QList<std::pair<qint64, QString>> expected = {{2, QStringLiteral("hourly_min")},
        {3, QStringLiteral("hourly_max")}, {4, QStringLiteral("hourly_min")}, {5, QStringLiteral("as_of_basis")}};
    QCOMPARE(got, expected);
    QCOMPARE(priceCount(), before);
}

void TestPriceImport::skyPilotZeroSpotMeansNone()
{
    // vast.ai writes SpotPrice 0.00 where there is no spot offer: an on-demand row only.
    const QByteArray csv
        = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
          "1x-RTX5090-x,RTX5090,1,32,64.0,{},0.35,0.00,\"Oslo, NO, EU\"\n";
    ImportOptions options;
    options.format = ImportOptions::Format::SkyPilot;
    options.provider = QStringLiteral("vast");
    options.currency = QStringLiteral("USD");
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("vast.csv"), csv), options);
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    QCOMPARE(report.pricesImported, 1);
    QVERIFY(mDb->priceById(QStringLiteral("vast/1x-RTX5090-x/Oslo, NO, EU//on_demand")).value());
    QVERIFY(!mDb->priceById(QStringLiteral("vast/1x-RTX5090-x/Oslo, NO, EU//spot")).value());
}

void TestPriceImport::csvBatchesParseLikeTheWholeFile_data()
{
    QTest::addColumn<QByteArray>("data");
    // BOM, CRLF, a quoted field with a line break and a "" escape, a quote inside an unquoted
    // field, text after a closing quote, a lone CR, blank lines, a line that is not UTF-8.
    const QByteArray mixed = "\xEF\xBB\xBF"
                             "a,b,c\r\n1,\"two\nlines\",3\r\n\r\n"
                             "x\"y,\"q \"\"z\"\"\"tail,4\n5,6\r7\n\n\"end,\"\"\n,\n"
                             "bad \xFF\xFE,8,9\nlast,\"\",\n";
    QTest::newRow("mixed") << mixed;
    QTest::newRow("mixed, no final line break") << mixed.chopped(1);
    QTest::newRow("unterminated quote") << QByteArray("h1,h2\nv1,\"open\nstill open\n");
    QTest::newRow("empty") << QByteArray();
}

void TestPriceImport::csvBatchesParseLikeTheWholeFile()
{
    // CsvFileReader cuts the file after whole records only: every batch size, down to one byte,
    // gives the records, lines and problems that parsing the whole file at once gives.
    QFETCH(QByteArray, data);
    const CsvDocument whole = parseCsv(data);
    for (const qsizetype batchBytes :
        {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(5), qsizetype(8), qsizetype(13), qsizetype(1) << 20}) {
        QBuffer device(&data);
        QVERIFY(device.open(QIODevice::ReadOnly));
        CsvFileReader reader(&device, batchBytes);
        QList<std::pair<qint64, QStringList>> records;
        QList<qint64> badLines;
        bool unterminated = false;
        qint64 unterminatedLine = 0;
        CsvDocument batch;
        while (reader.nextBatch(batch)) {
            for (const CsvRecord &r : std::as_const(batch.records))
                records.append({r.line, r.toStringList()});
            badLines += batch.invalidUtf8Lines;
            if (batch.unterminatedQuote) {
                unterminated = true;
                unterminatedLine = batch.unterminatedQuoteLine;
            }
        }
        QList<std::pair<qint64, QStringList>> expected;
        for (const CsvRecord &r : whole.records)
            expected.append({r.line, r.toStringList()});
        QCOMPARE(records, expected);
        QCOMPARE(badLines, whole.invalidUtf8Lines);
        QCOMPARE(unterminated, whole.unterminatedQuote);
        QCOMPARE(unterminatedLine, whole.unterminatedQuoteLine);
        QVERIFY(reader.errorString().isEmpty());
    }
}

void TestPriceImport::longProblemListIsCapped()
{
    // 250 rows with a price that is not a number: the first 100 are listed (rows 2 to 101),
    // a last line counts the other 150, and nothing is imported (issue 16: the list does not
    // grow with the file).
    QByteArray csv = "provider,instance_type,region,pricing_model,hourly,currency\n";
    for (int i = 0; i < 250; ++i)
        csv += "acme,t" + QByteArray::number(i) + ",r1,on_demand,ten,CNY\n";
    const int before = priceCount();
    const QString path = writeFile(QStringLiteral("many-bad.csv"), csv);
    const ImportReport report = mDb->importPrices(path);
    QVERIFY(!report.ok());
    QCOMPARE(report.issuesNotListed, qint64(150));
    QCOMPARE(report.issues.size(), 101);
    QCOMPARE(report.issues.first().row, qint64(2));
    QCOMPARE(report.issues.at(99).row, qint64(101));
    QCOMPARE(report.issues.at(99).reason, QStringLiteral("'ten' is not a number"));
    QCOMPARE(report.issues.last().reason, QStringLiteral("and 150 more problems not listed"));
    QCOMPARE(report.pricesImported, 0);
    QCOMPARE(priceCount(), before);
    // The whole-list reader (seed, tests) keeps every problem.
    QCOMPARE(readPriceList(path, ImportOptions()).issues.size(), 250);

    // A message quoting a 500,000-character cell keeps its first 500 characters (issue 33: a
    // 100 MB line printed a 100 MB message).
    const QString longPath = writeFile(QStringLiteral("long-cell.csv"),
        "provider,instance_type,region,pricing_model,hourly,currency\nacme,t,r1,on_demand," + QByteArray(500000, '9')
            + "x,CNY\n");
    const ImportReport cut = mDb->importPrices(longPath);
    QVERIFY(!cut.ok());
    QCOMPARE(cut.issues.size(), 1);
    const QString full = QStringLiteral("'%1x' is not a number").arg(QString(500000, QLatin1Char('9')));
    QCOMPARE(full.size(), 500019);
    QCOMPARE(cut.issues.first().reason, QStringLiteral("%1... [cut: 500019 characters in all]").arg(full.left(500)));
}

void TestPriceImport::jsonPriceBookAfterThePrices()
{
    // The document is read as it comes: a price_book written after the prices still names the
    // book, and a version after the prices still refuses the file.
    const QByteArray entry
        = R"({"provider": "acme", "instance_type": "late", "region": "r1", "pricing_model": "on_demand", "hourly": 7.5, "currency": "CNY"})";
    const QString good = writeFile(QStringLiteral("late-book.json"),
        "{\"prices\": [" + entry + "], \"price_book\": {\"name\": \"Q4 list\", \"as_of\": \"2026-10-01\"}}");
    const ImportReport report = mDb->importPrices(good);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QSqlQuery q(mDb->connection());
    QVERIFY(q.exec(QStringLiteral("SELECT name, as_of FROM price_books WHERE id = %1").arg(report.priceBookId)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("Q4 list"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("2026-10-01"));

    const int before = priceCount();
    const QString later
        = writeFile(QStringLiteral("late-version.json"), "{\"prices\": [" + entry + "], \"version\": 2}");
    const ImportReport refused = mDb->importPrices(later);
    QCOMPARE(refused.issues.size(), 1);
    QCOMPARE(refused.issues.first().column, QStringLiteral("version"));
    QCOMPARE(priceCount(), before);
}

void TestPriceImport::streamedRowsRollBackOnALateProblem()
{
    // 3,000 good rows are written as they are read; the bad last row rolls all of them back.
    QByteArray csv = "provider,instance_type,region,pricing_model,hourly,currency\n";
    for (int i = 0; i < 3000; ++i)
        csv += "acme,t" + QByteArray::number(i) + ",r1,on_demand,1.5,CNY\n";
    csv += "acme,last,r1,on_demand,1.5,RMB\n";
    const int before = priceCount();
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("late-bad.csv"), csv));
    QCOMPARE(report.issues.size(), 1);
    QCOMPARE(report.issues.first().row, qint64(3002));
    QCOMPARE(report.issues.first().column, QStringLiteral("currency"));
    QCOMPARE(report.pricesImported, 0);
    QCOMPARE(priceCount(), before);
    QVERIFY(!mDb->priceById(QStringLiteral("acme/t0/r1//on_demand")).value().has_value());
}

void TestPriceImport::manyDistinctIdsAreNotDuplicates()
{
    // The duplicate-id check keeps 64-bit hashes of the ids, not the ids: the 100,000 ids of
    // bench_pricing_db (provider/type/region/zone/model) are all different, so no row may be
    // called a duplicate. With Qt's seeded qHash about one process in 30 reported 450 of them.
    const QString path = mDir.filePath(QStringLiteral("distinct.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("provider,instance_type,region,zone,pricing_model,hourly,currency\n");
    QByteArray block;
    for (int p = 0; p < 5; ++p)
        for (int t = 0; t < 200; ++t)
            for (int r = 0; r < 10; ++r)
                for (int z = 0; z < 5; ++z)
                    for (const char *model : {"on_demand", "spot"})
                        block += "bench" + QByteArray::number(p) + ",type" + QByteArray::number(t) + ",region"
                            + QByteArray::number(r) + ",zone" + QByteArray::number(z) + ',' + model + ",10,USD\n";
    f.write(block);
    f.close();
    qint64 rows = 0;
    const ParsedPriceList parsed
        = readPriceList(path, ImportOptions(), [&rows](PriceRow &, bool clean) { rows += clean; });
    QCOMPARE(parsed.issues.size(), 0);
    QCOMPARE(rows, qint64(100000));
    QCOMPARE(parsed.rowCount, qint64(100000));
}

// Issue 33: a UTF-16 file without a byte-order mark was read as UTF-8 with NUL bytes and gave
// messages about unknown columns. It is named, with what to do, for price and fee lists.
void TestPriceImport::utf16IsNamed_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    const QString text = QStringLiteral("provider,instance_type,region,pricing_model,hourly,currency\n"
                                        "acme,x,cn-north,on_demand,10,CNY\n");
    const QByteArray le(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    QByteArray be = le;
    for (qsizetype i = 0; i + 1 < be.size(); i += 2)
        std::swap(be[i], be[i + 1]);
    const QString noMark = QStringLiteral("looks like UTF-16 without a byte-order mark: save it as UTF-8");
    QTest::newRow("csv LE") << "le.csv" << le << noMark;
    QTest::newRow("csv BE") << "be.csv" << be << noMark;
    QTest::newRow("csv LE with mark") << "lebom.csv" << QByteArray("\xFF\xFE").append(le)
                                      << "is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8";
    const QString json = QStringLiteral(R"({"prices": [{"provider": "acme", "instance_type": "x"}]})");
    QTest::newRow("json LE") << "le.json" << QByteArray(reinterpret_cast<const char *>(json.utf16()), json.size() * 2)
                             << noMark;
}

void TestPriceImport::utf16IsNamed()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    const int before = priceCount();
    const QString path = writeFile(name, content);
    const ImportReport report = mDb->importPrices(path);
    QCOMPARE(report.error, path + QStringLiteral(": ") + reason);
    QVERIFY(report.issues.isEmpty());
    QCOMPARE(priceCount(), before);
    const ImportReport fees = mDb->importFeePresets(path);
    QCOMPARE(fees.error, path + QStringLiteral(": ") + reason);
    // UTF-8 with Chinese text has no NUL byte: not taken for UTF-16.
    const QString utf8 = writeFile(QStringLiteral("zh-") + name,
        QStringLiteral("provider,instance_type,region,pricing_model,hourly,currency\n"
                       "腾讯云,GN7.2XLARGE32,广州,on_demand,10,CNY\n")
            .toUtf8());
    QVERIFY(!mDb->importPrices(utf8).error.contains(QStringLiteral("UTF-16")));
}

// Issue 33: a leading apostrophe before = + - @ was dropped. It is the formula guard of our
// own export (and of spreadsheets): one is taken away, and text that starts with an
// apostrophe is written with one more, so that every text reads back as it was.
void TestPriceImport::apostrophesBeforeFormulas()
{
    const QByteArray csv = "id,provider,instance_type,region,pricing_model,hourly,currency,notes\n"
                           "acme/a,acme,a,r1,on_demand,1.5,CNY,'=HYPERLINK(x)\n"
                           "acme/b,acme,b,r1,on_demand,1.5,CNY,''=HYPERLINK(x)\n"
                           "acme/c,acme,c,r1,on_demand,1.5,CNY,'quoted\n"
                           "acme/d,acme,d,r1,on_demand,1.5,CNY,'''-1\n";
    const ImportReport report = mDb->importPrices(writeFile(QStringLiteral("apostrophes.csv"), csv));
    QVERIFY2(report.ok(),
        qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    const QStringList notes{QStringLiteral("=HYPERLINK(x)"), QStringLiteral("'=HYPERLINK(x)"),
        QStringLiteral("'quoted"), QStringLiteral("''-1")};
    for (const char id : {'a', 'b', 'c', 'd'})
        QCOMPARE(mDb->priceById(QStringLiteral("acme/") + QLatin1Char(id)).value()->notes, notes.at(id - 'a'));

    // Our export writes them back with the guard, and they read back unchanged.
    PriceFilter filter;
    filter.provider = QStringLiteral("acme");
    const QString exported = mDir.filePath(QStringLiteral("apostrophes-out.csv"));
    QVERIFY(mDb->exportPrices(exported, filter).ok());
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY2(written.contains(",'=HYPERLINK(x)") && written.contains(",''=HYPERLINK(x)") && written.contains(",'quoted")
            && written.contains(",'''-1"),
        written.constData());
    PricingDatabase other;
    QVERIFY(other.open(mDir.filePath(QStringLiteral("apostrophes-copy.sqlite"))).ok());
    QVERIFY(other.importPrices(exported).ok());
    for (const char id : {'a', 'b', 'c', 'd'})
        QCOMPARE(other.priceById(QStringLiteral("acme/") + QLatin1Char(id)).value()->notes, notes.at(id - 'a'));
}

QTEST_GUILESS_MAIN(TestPriceImport)
#include "tst_priceimport.moc"
