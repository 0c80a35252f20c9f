#include "catalogcache.h"
#include "catalogcli.h"
#include "pricingdatabase.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace gputco;

/**
 * `gputco-cli catalog ...`: output formats and exit codes (0 ok, 2 invalid input, 1 internal).
 */
class TestCatalogCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exitCodes_data();
    void exitCodes();
    void listJson();
    void listTableQuoteNeeded();
    void listCsv();
    void listAliases_data();
    void listAliases();
    void listNothingGivesAHint();
    void listPricePerGpuHour();
    void importReportsEveryProblem();
    void importAndExport();
    void importSkyPilot();
    void checkFindings();
    void checkImplausibleAmounts();
    void listSubscriptionRanges();
    void history();
    void feesStaleAndDiscounts();
    void implausibleDiscount();
    void unusableDatabase();
    void exportOnFullDiskKeepsPreviousFile();
    void exportOverTheCatalogIsRefused();
    void offlineImportIsNotInvalidInput();

private:
    struct Run
    {
        int code = -1;
        QString out;
        QString err;
    };
    Run run(const QStringList &args);

    QTemporaryDir mDir;
    QString mDb;
};

void TestCatalogCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    mDb = mDir.filePath(QStringLiteral("cli.sqlite"));
    const Run first = run(
        {QStringLiteral("list"), QStringLiteral("--db"), mDb, QStringLiteral("--provider"), QStringLiteral("aws")});
    QCOMPARE(first.code, 0);
    QVERIFY2(first.err.contains(QStringLiteral("created")), qPrintable(first.err));
}

TestCatalogCli::Run TestCatalogCli::run(const QStringList &args)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = runCatalogCommand(args, out, err);
    return result;
}

void TestCatalogCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("errPart");
    QTest::newRow("list") << QStringList{QStringLiteral("list")} << 0 << "";
    QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << "";
    QTest::newRow("help word") << QStringList{QStringLiteral("help")} << 0 << "";
    QTest::newRow("db after command") << QStringList{QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("baidu")} << 0 << "";
    QTest::newRow("no command") << QStringList{} << 2 << "missing catalog command";
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2
                                     << "unknown catalog command 'frobnicate'";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("list"), QStringLiteral("--colour")} << 2
                                    << "unknown option --colour";
    QTest::newRow("option without value")
        << QStringList{QStringLiteral("list"), QStringLiteral("--provider")} << 2 << "option --provider needs a value";
    QTest::newRow("bad pricing") << QStringList{QStringLiteral("list"), QStringLiteral("--pricing"),
        QStringLiteral("weekly")} << 2
                                 << "--pricing must be on_demand, reserved or spot, not 'weekly'";
    QTest::newRow("bad format") << QStringList{QStringLiteral("list"), QStringLiteral("--format"),
        QStringLiteral("xml")} << 2
                                << "--format must be table, json or csv, not 'xml'";
    QTest::newRow("import without file") << QStringList{QStringLiteral("import")} << 2
                                         << "catalog import needs exactly one FILE";
    QTest::newRow("import missing file") << QStringList{QStringLiteral("import"),
        QStringLiteral("/nonexistent/prices.csv")}
                                         << 2 << "/nonexistent/prices.csv";
    QTest::newRow("skypilot without provider") << QStringList{QStringLiteral("import"),
        QFINDTESTDATA("data/skypilot_lambda_sample.csv"), QStringLiteral("--skypilot"), QStringLiteral("--currency"),
        QStringLiteral("USD")} << 2 << "--provider";
    QTest::newRow("currency without skypilot") << QStringList{QStringLiteral("import"),
        QFINDTESTDATA("data/prices_good.csv"), QStringLiteral("--currency"), QStringLiteral("USD")}
                                               << 2 << "--provider and --currency are only used with --skypilot";
    QTest::newRow("export bad extension") << QStringList{QStringLiteral("export"), QStringLiteral("prices.xml")} << 2
                                          << "prices.xml: unknown export format; use a .csv or .json file name";
    QTest::newRow("export without file") << QStringList{QStringLiteral("export")} << 2
                                         << "catalog export needs exactly one FILE (.csv or .json)";
    QTest::newRow("export to a missing folder")
        << QStringList{QStringLiteral("export"), QStringLiteral("/nonexistent/prices.csv")} << 1
        << "/nonexistent/prices.csv: cannot write: ";
    QTest::newRow("check extra argument")
        << QStringList{QStringLiteral("check"), QStringLiteral("now")} << 2 << "unexpected argument 'now'";
}

void TestCatalogCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, errPart);
    const Run r = run(QStringList{QStringLiteral("--db"), mDb} + args);
    QCOMPARE(r.code, code);
    if (code != 0) {
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // failed: nothing on out
        QVERIFY2(r.err.contains(errPart), qPrintable(r.err));
    } else {
        QVERIFY(!r.out.isEmpty());
    }
}

void TestCatalogCli::listJson()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
        QStringLiteral("--gpu"), QStringLiteral("A100"), QStringLiteral("--pricing"), QStringLiteral("on_demand"),
        QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"), mDb});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray rows = doc.array();
    QCOMPARE(rows.size(), 23);
    for (const QJsonValue &row : rows) {
        QCOMPARE(row[QStringLiteral("gpu_model")].toString(), QStringLiteral("a100-80gb"));
        QCOMPARE(row[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
        QCOMPARE(row[QStringLiteral("status")].toString(), QStringLiteral("priced"));
        QVERIFY(row[QStringLiteral("as_of")].isNull()); // unknown, not invented
    }
}

void TestCatalogCli::listTableQuoteNeeded()
{
    const Run r = run(
        {QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("huawei")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3); // header + ModelArts Ascend 910B + P-series
    QVERIFY(lines.at(0).startsWith(QStringLiteral("ID")));
    QVERIFY(lines.at(1).contains(QStringLiteral("quote needed")));
    QVERIFY(lines.at(2).contains(QStringLiteral("quote needed")));
    QVERIFY(r.out.contains(QStringLiteral("Ascend 910B")));
}

void TestCatalogCli::listCsv()
{
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("volcengine"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.at(0).endsWith(QStringLiteral(",status")));
    QVERIFY(lines.at(1).endsWith(QStringLiteral(",quote needed")));
}

void TestCatalogCli::importReportsEveryProblem()
{
    const QString file = QFINDTESTDATA("data/prices_bad.csv");
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("import"), file});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 10); // 9 problems + summary
    QVERIFY(lines.at(0).startsWith(file + QStringLiteral(": row 2, column hourly: ")));
    QVERIFY(lines.at(4).contains(QStringLiteral("row 6, column currency: 'RMB'")));
    QVERIFY(lines.last().contains(QStringLiteral("nothing was imported")));
}

void TestCatalogCli::importAndExport()
{
    const Run imported = run({QStringLiteral("import"), QFINDTESTDATA("data/prices_good.csv"), QStringLiteral("--book"),
        QStringLiteral("Acme 2026"), QStringLiteral("--db"), mDb});
    QCOMPARE(imported.code, 0);
    QVERIFY2(imported.out.startsWith(QStringLiteral("Imported 3 prices")), qPrintable(imported.out));
    const Run listed = run(
        {QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("acme")});
    QCOMPARE(listed.out.split(u'\n', Qt::SkipEmptyParts).size(), 3);
    QVERIFY(listed.out.contains(QStringLiteral("150.5000/h")));
    QVERIFY(listed.out.contains(QStringLiteral("80000.00/month")));

    const QString out = mDir.filePath(QStringLiteral("acme.json"));
    const Run exported = run({QStringLiteral("--db"), mDb, QStringLiteral("export"), out, QStringLiteral("--provider"),
        QStringLiteral("acme")});
    QCOMPARE(exported.code, 0);
    QVERIFY(exported.out.contains(QStringLiteral("Exported 2 prices")));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(doc[QStringLiteral("format")].toString(), QStringLiteral("gputco-prices"));
    QCOMPARE(doc[QStringLiteral("prices")].toArray().size(), 2);
}

void TestCatalogCli::importSkyPilot()
{
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("import"),
        QFINDTESTDATA("data/skypilot_lambda_sample.csv"), QStringLiteral("--skypilot"), QStringLiteral("--provider"),
        QStringLiteral("lambda"), QStringLiteral("--currency"), QStringLiteral("USD")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("Imported 5 prices")));
}

void TestCatalogCli::checkFindings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("check.sqlite"));
    Run r = run({QStringLiteral("check"), QStringLiteral("--db"), path});
    QCOMPARE(r.code, 0);
    // 3 spot-above-on-demand warnings in the AWS data, plus the stale-price warnings, whose
    // number depends on today's date (the Tencent docs prices of 2021 are always stale).
    QVERIFY2(r.out.contains(QStringLiteral("0 errors, ")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral(
        "price tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront is stale: more than 12 months")));
    QVERIFY(r.out.contains(QStringLiteral("is above the on-demand price")));
    QVERIFY(r.out.contains(QStringLiteral("quote needed")));
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral(
            "UPDATE prices SET hourly_amount = -5 WHERE id = 'aws/p5.48xlarge/us-east-1/use1-az1/on_demand'")));
    }
    r = run({QStringLiteral("check"), QStringLiteral("--db"), path});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.contains(
        QStringLiteral("error: price aws/p5.48xlarge/us-east-1/use1-az1/on_demand is zero or negative")));
    QVERIFY(r.out.contains(QStringLiteral("1 errors")));
}

// Issue 33: a reserved price paid up front with an upfront of 0, and 4.9e-324 per hour, were
// passed by `catalog check` without a word (catalogs written before the import refused them).
void TestCatalogCli::checkImplausibleAmounts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("implausible.sqlite"));
    QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--db"), path}).code, 0);
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral(
            "UPDATE prices SET hourly_amount = 4.9e-324 WHERE id = 'aws/p5.48xlarge/us-east-1/use1-az1/on_demand'")));
        QVERIFY(q.exec(QStringLiteral("UPDATE prices SET payment_option = 'partial_upfront', upfront_amount = 0 "
                                      "WHERE id = 'gcp/a3-highgpu-8g/us-central1//reserved/12/no_upfront'")));
    }
    const Run r = run({QStringLiteral("check"), QStringLiteral("--db"), path});
    QCOMPARE(r.code, 0); // warnings (SQLite gives the stored double back as 5e-324)
    QVERIFY2(r.out.contains(QStringLiteral("warning: price aws/p5.48xlarge/us-east-1/use1-az1/on_demand has an amount "
                                           "above 0 but below 1e-06 (hourly 5e-324")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("warning: reserved price gcp/a3-highgpu-8g/us-central1//reserved/12/"
                                           "no_upfront is partial_upfront with no upfront amount")),
        qPrintable(r.out));
}

void TestCatalogCli::listSubscriptionRanges()
{
    // Tencent's 包年包月 list prices of the docs page: one value, or the range as published.
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("tencent"), QStringLiteral("--region"), QStringLiteral("cn-mainland"),
        QStringLiteral("--pricing"), QStringLiteral("reserved")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 28);
    const auto line = [&](const QString &type) {
        for (const QString &l : lines)
            if (l.contains(QStringLiteral("tencent/") + type + u'/'))
                return l;
        return QString();
    };
    QVERIFY2(line(QStringLiteral("GT4.41XLARGE948")).contains(QStringLiteral("114016.00/month")), qPrintable(r.out));
    QVERIFY(line(QStringLiteral("GT4.41XLARGE948")).contains(QStringLiteral("reserved 1m")));
    QVERIFY(line(QStringLiteral("GT4.41XLARGE948")).contains(QStringLiteral("2021-09-27 (commit date")));
    QVERIFY2(
        line(QStringLiteral("GN10X.2XLARGE40")).contains(QStringLiteral("4671.00-5190.00/month")), qPrintable(r.out));

    const Run json = run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("tencent"), QStringLiteral("--region"), QStringLiteral("cn-mainland"),
        QStringLiteral("--pricing"), QStringLiteral("on_demand"), QStringLiteral("--gpu"), QStringLiteral("v100"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    const QJsonArray rows = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QCOMPARE(rows.size(), 8); // GN10X x4 (ranges) + GN10Xp x4
    bool range = false;
    for (const QJsonValue &row : rows) {
        QCOMPARE(row[QStringLiteral("as_of")].toString(), QStringLiteral("2021-09-27"));
        QCOMPARE(row[QStringLiteral("as_of_basis")].toString(), QStringLiteral("commit"));
        if (row[QStringLiteral("instance_type")].toString() == QStringLiteral("GN10X.2XLARGE40")) {
            range = true;
            QVERIFY(row[QStringLiteral("hourly")].isNull());
            QCOMPARE(row[QStringLiteral("hourly_min")].toDouble(), 16.21);
            QCOMPARE(row[QStringLiteral("hourly_max")].toDouble(), 18.04);
        }
    }
    QVERIFY(range);
}

void TestCatalogCli::history()
{
    // GN2.7XLARGE56 包年包月: 2,928 (2018-05-24), 4,248 (2018-05-28), 2,928 again (2018-10-28 ...).
    // Change: 4248 / 2928 - 1 = +45.1 %; 2928 / 4248 - 1 = -31.1 %.
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("history"),
        QStringLiteral("tencent/GN2.7XLARGE56/cn-mainland//reserved/1/no_upfront")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 1 + 12 + 1); // id, header, 12 versions, "no longer listed"
    QVERIFY(lines.at(2).startsWith(QStringLiteral("2018-05-24 (commit date)")));
    QVERIFY(lines.at(2).contains(QStringLiteral("2928.00/month")));
    QVERIFY2(lines.at(3).contains(QStringLiteral("4248.00/month")) && lines.at(3).contains(QStringLiteral("+45.1 %")),
        qPrintable(r.out));
    QVERIFY2(lines.at(4).contains(QStringLiteral("-31.1 %")), qPrintable(r.out));
    QVERIFY(lines.last().contains(QStringLiteral("no longer listed")));

    // GT4.41XLARGE948: four earlier versions at 114,016, then the current row, unchanged (+0.0 %).
    const Run gt4 = run({QStringLiteral("--db"), mDb, QStringLiteral("history"),
        QStringLiteral("tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront")});
    QCOMPARE(gt4.code, 0);
    const QStringList gt4Lines = gt4.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(gt4Lines.size(), 1 + 1 + 4 + 1);
    QVERIFY(gt4Lines.last().startsWith(QStringLiteral("2021-09-27 (commit date)")));
    QVERIFY(gt4Lines.last().contains(QStringLiteral("current")));
    QVERIFY(gt4Lines.last().contains(QStringLiteral("+0.0 %")));

    const Run unknown = run({QStringLiteral("--db"), mDb, QStringLiteral("history"), QStringLiteral("no/such/id")});
    QCOMPARE(unknown.code, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("no price and no history")));
    QCOMPARE(run({QStringLiteral("--db"), mDb, QStringLiteral("history")}).code, 2);
}

void TestCatalogCli::feesStaleAndDiscounts()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("fees.sqlite"));
    // GCP egress from us-central1 (pricing.yml 2026-07-30): to China 0.23 / 0.22 / 0.20 USD/GiB.
    Run r = run({QStringLiteral("--db"), db, QStringLiteral("fees"), QStringLiteral("--provider"),
        QStringLiteral("gcp"), QStringLiteral("--category"), QStringLiteral("egress"), QStringLiteral("--region"),
        QStringLiteral("us-central1"), QStringLiteral("--search"), QStringLiteral("to China"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonArray fees = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(fees.size(), 3);
    QList<double> prices;
    for (const QJsonValue &f : fees) {
        prices << f[QStringLiteral("price")].toDouble();
        QCOMPARE(f[QStringLiteral("unit")].toString(), QStringLiteral("USD/GiB"));
        QCOMPARE(f[QStringLiteral("as_of")].toString(), QStringLiteral("2026-07-30"));
        QCOMPARE(f[QStringLiteral("as_of_basis")].toString(), QStringLiteral("source"));
    }
    std::sort(prices.begin(), prices.end());
    QCOMPARE(prices, (QList<double>{0.20, 0.22, 0.23}));
    // Tencent COS standard storage, 北京/上海/广州 (计费项 page of 2021-09-10): 0.118 元/GB/月.
    r = run({QStringLiteral("--db"), db, QStringLiteral("fees"), QStringLiteral("--provider"), QStringLiteral("腾讯云"),
        QStringLiteral("--category"), QStringLiteral("storage"), QStringLiteral("--search"),
        QStringLiteral("存储容量定价 › 标准存储 ›"), QStringLiteral("--region"), QStringLiteral("广州"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    fees = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(fees.size(), 1);
    QCOMPARE(fees.first()[QStringLiteral("price")].toDouble(), 0.118);
    QCOMPARE(fees.first()[QStringLiteral("unit")].toString(), QStringLiteral("元/GB/月"));
    QCOMPARE(fees.first()[QStringLiteral("as_of")].toString(), QStringLiteral("2021-09-10"));
    QCOMPARE(fees.first()[QStringLiteral("as_of_basis")].toString(), QStringLiteral("commit"));
    QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("fees"), QStringLiteral("--category"),
                     QStringLiteral("cheese")})
                 .code,
        2);

    // Stale flag: the Tencent docs prices (2021-09-27) are older than 12 months, and than 240.
    r = run({QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("tencent"), QStringLiteral("--region"), QStringLiteral("cn-mainland"),
        QStringLiteral("--format"), QStringLiteral("json")});
    for (const QJsonValue &row : QJsonDocument::fromJson(r.out.toUtf8()).array())
        QVERIFY(row[QStringLiteral("stale")].toBool());
    r = run({QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("tencent"), QStringLiteral("--region"), QStringLiteral("cn-mainland"),
        QStringLiteral("--pricing"), QStringLiteral("reserved")});
    QVERIFY(r.out.contains(QStringLiteral("(commit date) STALE")));
    r = run({QStringLiteral("--db"), db, QStringLiteral("settings"), QStringLiteral("--stale-months"),
        QStringLiteral("0")});
    QCOMPARE(r.code, 2);
    r = run({QStringLiteral("--db"), db, QStringLiteral("settings"), QStringLiteral("--stale-months"),
        QStringLiteral("240")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("stale-months: 240")));
    // 240 months before any date up to 2041-09 is before 2021-09-27: no longer stale.
    r = run({QStringLiteral("--db"), db, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("tencent"), QStringLiteral("--region"), QStringLiteral("cn-mainland"),
        QStringLiteral("--pricing"), QStringLiteral("reserved")});
    QVERIFY(!r.out.contains(QStringLiteral("STALE")));

    // Negotiated discounts (商务折扣): add by Chinese provider name, list, remove.
    r = run(
        {QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"), QStringLiteral("--provider"),
            QStringLiteral("腾讯云"), QStringLiteral("--discount"), QStringLiteral("15%"), QStringLiteral("--pricing"),
            QStringLiteral("reserved"), QStringLiteral("--note"), QStringLiteral("2026 框架协议")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("15.00 % off tencent")), qPrintable(r.out));
    r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("list")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("tencent  reserved  all  all  15.00 %  2026 框架协议")), qPrintable(r.out));
    // Narrowed to one family and one region (schema 4), then removed again.
    r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"),
        QStringLiteral("--provider"), QStringLiteral("tencent"), QStringLiteral("--discount"), QStringLiteral("0.1"),
        QStringLiteral("--family"), QStringLiteral("GT4"), QStringLiteral("--region"), QStringLiteral("ap-guangzhou")});
    QCOMPARE(r.code, 0);
    r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("list")});
    QVERIFY2(r.out.contains(QStringLiteral("tencent  all  GT4  ap-guangzhou  10.00 %")), qPrintable(r.out));
    {
        PricingDatabase check;
        QVERIFY(check.open(db).ok());
        const auto deals = check.negotiatedDiscounts();
        QCOMPARE(deals.value().size(), 2);
        QCOMPARE(deals.value().last().family, QStringLiteral("GT4"));
        QCOMPARE(deals.value().last().region, QStringLiteral("ap-guangzhou"));
        QVERIFY(check.removeNegotiatedDiscount(deals.value().last().id).ok());
    }
    QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"),
                     QStringLiteral("--provider"), QStringLiteral("nosuch"), QStringLiteral("--discount"),
                     QStringLiteral("0.1")})
                 .code,
        2);
    QCOMPARE(run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"),
                     QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"),
                     QStringLiteral("1.5")})
                 .code,
        2);
    QCOMPARE(
        run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("remove"), QStringLiteral("99")})
            .code,
        2);
    {
        PricingDatabase check;
        QVERIFY(check.open(db).ok());
        const auto deals = check.negotiatedDiscounts();
        QCOMPARE(deals.value().size(), 1);
        QCOMPARE(deals.value().first().discount, 0.15);
        r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("remove"),
            QString::number(deals.value().first().id)});
    }
    QCOMPARE(r.code, 0);
    PricingDatabase after;
    QVERIFY(after.open(db).ok());
    QVERIFY(after.negotiatedDiscounts().value().isEmpty());
}

// Issue 33: 99.9999 % off was shown as "100.00 % off", and 99.999999 % off (a 3-year
// subscription at 0.33 CNY) was taken without a word.
void TestCatalogCli::implausibleDiscount()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("discounts.sqlite"));
    Run r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"),
        QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--discount"), QStringLiteral("99.9999%")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("99.9999 % off aws list prices")), qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral("warning: a discount of 99.9999 % is implausible: check the quote")),
        qPrintable(r.err));
    r = run(
        {QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"), QStringLiteral("--provider"),
            QStringLiteral("gcp"), QStringLiteral("--discount"), QStringLiteral("0.99999999")});
    QVERIFY2(r.out.contains(QStringLiteral("99.999999 % off gcp list prices")), qPrintable(r.out));
    r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("add"),
        QStringLiteral("--provider"), QStringLiteral("tencent"), QStringLiteral("--discount"), QStringLiteral("90%")});
    QVERIFY2(r.out.contains(QStringLiteral("90.00 % off tencent list prices")), qPrintable(r.out));
    QVERIFY2(!r.err.contains(QStringLiteral("implausible")), qPrintable(r.err)); // 90 % is the bound
    r = run({QStringLiteral("--db"), db, QStringLiteral("discount"), QStringLiteral("list")});
    QVERIFY2(r.out.contains(QStringLiteral("aws  all  all  all  99.9999 %")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("gcp  all  all  all  99.999999 %")), qPrintable(r.out));
    r = run({QStringLiteral("check"), QStringLiteral("--db"), db});
    QCOMPARE(r.code, 0); // warnings
    QVERIFY2(r.out.contains(QStringLiteral(
                 "warning: negotiated discount 1 of 99.9999 % off aws list prices is implausible: check the quote")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral(
                 "warning: negotiated discount 2 of 99.999999 % off gcp list prices is implausible: check the quote")),
        qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("negotiated discount 3")), qPrintable(r.out));
}

void TestCatalogCli::unusableDatabase()
{
    // A folder where the database file should be: an environment problem, exit 1.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("pricing.sqlite")));
    const Run r = run({QStringLiteral("list"), QStringLiteral("--db"), dir.filePath(QStringLiteral("pricing.sqlite"))});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.contains(QStringLiteral("folder")));
}

void TestCatalogCli::exportOnFullDiskKeepsPreviousFile()
{
    // A full disk, simulated with a file size limit of 4 KB (SIGXFSZ ignored; it applies to
    // root too): the export fails with the reason and the earlier file stays as it was.
    const QString target = mDir.filePath(QStringLiteral("full-disk.csv"));
    const QByteArray previous = "id,provider,instance_type\nan earlier export\n";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(previous);
    }
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("export"), target});
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(target + QStringLiteral(": cannot write: File too large")), qPrintable(r.err));
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), previous);
}

void TestCatalogCli::exportOverTheCatalogIsRefused()
{
    // Issue 16: `catalog export` onto the catalog file (here through a link named .csv, which
    // the writer follows) replaced the SQLite catalog with CSV text, exit 0. Refused with exit
    // 2 by device and inode; the catalog is untouched and still opens.
    const QString link = mDir.filePath(QStringLiteral("catalog-link.csv"));
    QVERIFY(QFile::link(mDb, link));
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("export"), link});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(link + QStringLiteral(": is the pricing catalog being read; export to another file")),
        qPrintable(r.err));
    QFile db(mDb);
    QVERIFY(db.open(QIODevice::ReadOnly));
    QCOMPARE(db.read(16), QByteArray("SQLite format 3\0", 16)); // still the catalog, not CSV
    db.close();
    QCOMPARE(
        run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("aws")})
            .code,
        0);
    // A different file still exports, and again over its own export.
    QCOMPARE(
        run({QStringLiteral("--db"), mDb, QStringLiteral("export"), mDir.filePath(QStringLiteral("other.csv"))}).code,
        0);
    QCOMPARE(
        run({QStringLiteral("--db"), mDb, QStringLiteral("export"), mDir.filePath(QStringLiteral("other.csv"))}).code,
        0);
    const QString json = mDir.filePath(QStringLiteral("other.json"));
    QCOMPARE(run({QStringLiteral("--db"), mDb, QStringLiteral("export"), json}).code, 0);
    QCOMPARE(run({QStringLiteral("--db"), mDb, QStringLiteral("export"), json}).code, 0);

    // Issue 33: `catalog export plan.json` replaced a scenario with exit 0. A file that is not a
    // price list is refused (exit 2) and kept byte for byte.
    const QString plan = mDir.filePath(QStringLiteral("plan.json"));
    const QByteArray scenario = R"({"name": "Plan", "horizonMonths": 12, "options": []})";
    {
        QFile f(plan);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(scenario);
    }
    const Run refused = run({QStringLiteral("--db"), mDb, QStringLiteral("export"), plan});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains(plan + QStringLiteral(": exists and is not a price list")), qPrintable(refused.err));
    QFile kept(plan);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), scenario);
}

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "tst_catalogcli.moc"

// Issue 33: an import into the offline copy of a server catalog exited 2 (invalid input)
// where docs/cli.md and docs/pricing-db.md say 1: the input is fine, the server is not there.
// The copy is made here as open() makes it (a seeded catalog with the date it was copied);
// the server's address has a password and a port nobody listens on.
void TestCatalogCli::offlineImportIsNotInvalidInput()
{
    const QString url = QStringLiteral("postgresql://planner:secret@127.0.0.1:1/gputco?connect_timeout=2");
    const QString copy = CatalogCache::pathFor(url);
    QVERIFY(QDir().mkpath(QFileInfo(copy).absolutePath()));
    QFile::remove(copy);
    {
        PricingDatabase db;
        QVERIFY(db.open(copy).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('copy_written', '2026-12-03 14:05')")));
    }
    const Run r
        = run({QStringLiteral("--catalog"), url, QStringLiteral("import"), QFINDTESTDATA("data/prices_good.csv")});
    QVERIFY2(r.err.contains(QStringLiteral("working offline from the local read-only copy")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("the catalog server cannot be reached and the local copy is read-only: "
                                           "nothing was imported")),
        qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("secret")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.code, 1);
    // A fee list alike: the copy is read-only, the file is fine.
    QTemporaryDir dir;
    const QString fees = dir.filePath(QStringLiteral("fees.csv"));
    QFile feeFile(fees);
    QVERIFY(feeFile.open(QIODevice::WriteOnly));
    feeFile.write("provider,product,category,item,price,unit,currency,source\n"
                  "myidc,BGP,bandwidth,standard,80,元/Mbps/月,CNY,contract 2026\n");
    feeFile.close();
    const Run f = run({QStringLiteral("--catalog"), url, QStringLiteral("fees"), QStringLiteral("import"), fees});
    QVERIFY2(!f.err.contains(QStringLiteral("secret")), qPrintable(f.err));
    QVERIFY(f.out.isEmpty());
    QVERIFY2(f.err.contains(QStringLiteral("the catalog server cannot be reached and the local copy is read-only: "
                                           "nothing was imported")),
        qPrintable(f.err));
    QCOMPARE(f.code, 1);
    QFile::remove(copy);
}

void TestCatalogCli::listAliases_data()
{
    QTest::addColumn<QStringList>("filter");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("gpuName");
    QTest::addColumn<QStringList>("sameAs"); // the filter that names it the catalog's way
    QTest::newRow("aliyun") << QStringList{QStringLiteral("--provider"), QStringLiteral("aliyun")} << "alibaba"
                            << "" << QStringList{QStringLiteral("--provider"), QStringLiteral("alibaba")};
    QTest::newRow("阿里云") << QStringList{QStringLiteral("--provider"), QStringLiteral("阿里云")} << "alibaba"
                            << "" << QStringList{QStringLiteral("--provider"), QStringLiteral("alibaba")};
    QTest::newRow("ALIYUN") << QStringList{QStringLiteral("--provider"), QStringLiteral("ALIYUN")} << "alibaba"
                            << "" << QStringList{QStringLiteral("--provider"), QStringLiteral("alibaba")};
    QTest::newRow("volc") << QStringList{QStringLiteral("--provider"), QStringLiteral("volc")} << "volcengine"
                          << "" << QStringList{QStringLiteral("--provider"), QStringLiteral("volcengine")};
    QTest::newRow("火山引擎") << QStringList{QStringLiteral("--provider"), QStringLiteral("火山引擎")} << "volcengine"
                              << "" << QStringList{QStringLiteral("--provider"), QStringLiteral("volcengine")};
    // A word of the GPU's name: "910B" is the second word of "Ascend 910B".
    QTest::newRow("910B") << QStringList{QStringLiteral("--gpu"), QStringLiteral("910B")} << "huawei"
                          << "Ascend 910B" << QStringList{QStringLiteral("--gpu"), QStringLiteral("Ascend 910B")};
    // Any case: "h100" finds what "H100" finds (the seed has no H800; the rule is the same).
    QTest::newRow("h100") << QStringList{QStringLiteral("--gpu"), QStringLiteral("h100")} << ""
                          << "H100" << QStringList{QStringLiteral("--gpu"), QStringLiteral("H100")};
}

void TestCatalogCli::listAliases()
{
    // The names users type find the same rows as the catalog's own names.
    QFETCH(QStringList, filter);
    QFETCH(QString, provider);
    QFETCH(QString, gpuName);
    QFETCH(QStringList, sameAs);
    const QStringList json{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"), mDb};
    const Run r = run(QStringList{QStringLiteral("list")} + filter + json);
    const Run ref = run(QStringList{QStringLiteral("list")} + sameAs + json);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows, QJsonDocument::fromJson(ref.out.toUtf8()).array());
    for (const QJsonValue &row : rows) {
        if (!provider.isEmpty())
            QCOMPARE(row[QStringLiteral("provider")].toString(), provider);
        if (!gpuName.isEmpty())
            QVERIFY2(
                row[QStringLiteral("gpu_model")].toString().contains(gpuName.section(QLatin1Char(' '), -1).toLower())
                    || row[QStringLiteral("gpu_label")].toString().contains(gpuName, Qt::CaseInsensitive),
                qPrintable(row[QStringLiteral("instance_type")].toString()));
    }
}

void TestCatalogCli::listNothingGivesAHint()
{
    // A filter that matches nothing: the (empty) table, exit 0, and on stderr what the catalog
    // knows, so that the user can correct the filter.
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("nosuchcloud")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).size(), 1); // the header only
    QVERIFY2(r.err.contains(QStringLiteral("No catalog price matches")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("alibaba (Alibaba Cloud, 阿里云, aliyun")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("910B")));
}

void TestCatalogCli::listPricePerGpuHour()
{
    // ecs.sccgn7ex.32xlarge, 8 x A100: the seed's CNY price is USD 49.872786 / 0.138 rounded to
    // 4 decimals = 361.3970 an hour, so 361.397 / 8 = 45.174625 per GPU-hour.
    const Run r = run({QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"),
        QStringLiteral("alibaba"), QStringLiteral("--gpu"), QStringLiteral("A100"), QStringLiteral("--pricing"),
        QStringLiteral("on_demand"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    bool found = false;
    for (const QJsonValue &row : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        if (row[QStringLiteral("id")].toString()
            != QLatin1String("alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/on_demand"))
            continue;
        found = true;
        QCOMPARE(row[QStringLiteral("hourly")].toDouble(), 361.397);
        QCOMPARE(row[QStringLiteral("hourly_per_gpu")].toDouble(), 45.174625);
    }
    QVERIFY(found);
    const Run table = run(
        {QStringLiteral("--db"), mDb, QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("alibaba"),
            QStringLiteral("--gpu"), QStringLiteral("A100"), QStringLiteral("--pricing"), QStringLiteral("on_demand")});
    QVERIFY(table.out.startsWith(QStringLiteral("ID")));
    QVERIFY(table.out.section(u'\n', 0, 0).contains(QStringLiteral("PER GPU-HOUR")));
    QVERIFY(table.out.contains(QStringLiteral("45.1746")));
}
