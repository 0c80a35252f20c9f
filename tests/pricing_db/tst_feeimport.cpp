// The user's own fee price lists (issue 15): `catalog fees import FILE` reads CSV or JSON,
// names file, row, column and reason for every problem, imports all rows or none, and the
// presets it adds are listed, found by id and kept by a seed update.
#include "catalogcli.h"
#include "feeio.h"
#include "pricingdatabase.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace gputco;

class TestFeeImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void csvImportsAndIsListed();
    void jsonImports();
    void everyProblemNamed();
    void nothingImportedOnAProblem();
    void longListStreamedAllOrNothing();

private:
    QString write(const QString &name, const QByteArray &bytes);
    int cli(const QStringList &args, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir mDir;
    QString mDb;
};

void TestFeeImport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    mDb = mDir.filePath(QStringLiteral("fees.sqlite"));
}

QString TestFeeImport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = mDir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(bytes);
    return path;
}

int TestFeeImport::cli(const QStringList &args, QString *out, QString *err)
{
    QString o, e;
    QTextStream os(&o), es(&e);
    const int rc = runCatalogCommand(QStringList{QStringLiteral("--db"), mDb} + args, os, es);
    os.flush();
    es.flush();
    if (out)
        *out = o;
    if (err)
        *err = e;
    return rc;
}

void TestFeeImport::csvImportsAndIsListed()
{
    // Two fees of the user's own IDC: object storage at 0.12 元/GB/月 and bandwidth at
    // 38 元/Mbps/月, one given an id and one without (an id is made from what identifies it).
    const QString file = write(QStringLiteral("idc.csv"),
        "id,provider,product,category,item,region,tier,price,unit,currency,as_of,source,notes\n"
        "myidc-oss,myidc,OSS,storage,standard,Shanghai,,0.12,元/GB/月,CNY,2026-10-01,contract 2026-17,\n"
        ",myidc,BGP,bandwidth,BGP line,Shanghai,,38,元/Mbps/月,cny,2026-10,contract 2026-17,monthly peak\n");
    QString out, err;
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), file}, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral("Imported 2 fee presets")), qPrintable(out + err));
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    const auto oss = db.feePresetById(QStringLiteral("myidc-oss"));
    QVERIFY(oss.ok() && oss.value());
    QCOMPARE(oss.value()->price, 0.12);
    QCOMPARE(oss.value()->origin, QStringLiteral("user"));
    QCOMPARE(oss.value()->asOf, QStringLiteral("2026-10-01"));
    FeePresetFilter filter;
    filter.provider = QStringLiteral("myidc");
    filter.category = QStringLiteral("bandwidth");
    const auto bgp = db.feePresets(filter);
    QCOMPARE(bgp.value().size(), 1);
    QVERIFY(bgp.value().first().id.startsWith(QStringLiteral("user-myidc-bgp-")));
    QCOMPARE(bgp.value().first().price, 38.0);
    QCOMPARE(bgp.value().first().currency, QStringLiteral("CNY")); // "cny" as written, upper-cased
    // A second import of a changed price replaces it (one row, the new price).
    const QString again = write(QStringLiteral("idc2.csv"),
        "id,provider,product,category,item,price,unit,currency,source\n"
        "myidc-oss,myidc,OSS,storage,standard,0.11,元/GB/月,CNY,contract 2027-02\n");
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), again}), 0);
    QCOMPARE(db.feePresetById(QStringLiteral("myidc-oss")).value()->price, 0.11);
    // Listed by `catalog fees`.
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("--provider"), QStringLiteral("myidc"),
                     QStringLiteral("--format"), QStringLiteral("json")},
                 &out),
        0);
    QVERIFY(out.contains(QStringLiteral("myidc-oss")));
}

void TestFeeImport::jsonImports()
{
    const QString file = write(QStringLiteral("idc.json"), R"({"format": "gputco-fees", "version": 1, "fees": [
        {"id": "myidc-egress", "provider": "myidc", "product": "Internet", "category": "egress", "item": "to internet",
         "price": 0.5, "unit": "元/GB", "currency": "CNY", "source": "contract 2026-17"}]})");
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), file}), 0);
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    QCOMPARE(db.feePresetById(QStringLiteral("myidc-egress")).value()->price, 0.5);
}

void TestFeeImport::everyProblemNamed()
{
    // Row 2: negative price; row 3: unknown category and currency; row 4: bad date, no source;
    // row 5: the id of row 2 again. Each message names file, row, column and reason.
    const QString file = write(QStringLiteral("bad.csv"),
        "id,provider,product,category,item,price,unit,currency,as_of,source\n"
        "a,myidc,OSS,storage,standard,-1,元/GB/月,CNY,,s\n"
        "b,myidc,OSS,cold,standard,1,元/GB/月,RMB,,s\n"
        "c,myidc,OSS,storage,standard,1,元/GB/月,CNY,2026-13-01,\n"
        "a,myidc,OSS,storage,standard,1,元/GB/月,CNY,,s\n");
    const ParsedFeeList parsed = readFeeList(file);
    QStringList got;
    for (const ImportIssue &i : parsed.issues)
        got << QStringLiteral("%1|%2|%3").arg(i.row).arg(i.column, i.file);
    QVERIFY2(got.contains(QStringLiteral("2|price|") + file), qPrintable(got.join(u'\n')));
    QVERIFY(got.contains(QStringLiteral("3|category|") + file));
    QVERIFY(got.contains(QStringLiteral("3|currency|") + file));
    QVERIFY(got.contains(QStringLiteral("4|as_of|") + file));
    QVERIFY(got.contains(QStringLiteral("4|source|") + file));
    QVERIFY(got.contains(QStringLiteral("5|id|") + file));
    QCOMPARE(parsed.issues.size(), 6);
    QString err;
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), file}, nullptr, &err), 2);
    QVERIFY2(err.contains(file + QStringLiteral(": row 2, column price: -1 is negative")), qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("6 problem")));
    // Issue 33: a denormal price is a typing error; a real per-request fee of 4e-7 is not.
    const ParsedFeeList tiny = readFeeList(write(QStringLiteral("tiny.csv"),
        "provider,product,category,item,price,unit,currency,source\n"
        "myidc,OSS,requests,GET,4.9e-324,USD/request,USD,s\n"
        "myidc,OSS,requests,PUT,4e-7,USD/request,USD,s\n"
        "myidc,OSS,requests,HEAD,0,USD/request,USD,s\n"));
    QCOMPARE(tiny.issues.size(), 1);
    QCOMPARE(tiny.issues.first().row, 2);
    QCOMPARE(tiny.issues.first().column, QStringLiteral("price"));
    QCOMPARE(tiny.issues.first().reason,
        QStringLiteral("4.9e-324 is implausibly small (less than 1e-09 but not 0): a unit or typing error?"));
    // A missing required column, an unknown one; JSON of another format; a file that is not there.
    QCOMPARE(readFeeList(write(QStringLiteral("cols.csv"), "provider,product,colour\nx,y,z\n")).issues.size(), 7);
    const ParsedFeeList other
        = readFeeList(write(QStringLiteral("other.json"), R"({"format": "gputco-prices", "fees": []})"));
    QCOMPARE(other.issues.size(), 1);
    QCOMPARE(other.issues.first().column, QStringLiteral("format"));
    QVERIFY(!readFeeList(mDir.filePath(QStringLiteral("missing.csv"))).error.isEmpty());
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), mDir.filePath(QStringLiteral("missing.csv"))}), 2);
}

void TestFeeImport::nothingImportedOnAProblem()
{
    // One good row and one bad: the good one is not imported either.
    const QString file = write(QStringLiteral("half.csv"),
        "id,provider,product,category,item,price,unit,currency,source\n"
        "good-one,myidc,OSS,storage,standard,0.1,元/GB/月,CNY,s\n"
        "bad-one,myidc,OSS,storage,standard,abc,元/GB/月,CNY,s\n");
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), file}), 2);
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    QVERIFY(!db.feePresetById(QStringLiteral("good-one")).value());
}

void TestFeeImport::longListStreamedAllOrNothing()
{
    // Issue 16: the fee list is read a batch at a time and presets are written as read, inside
    // one transaction. 3,000 good rows of about 380 bytes (1.1 MB: more than the 1 MB first
    // batch, so they are written before the bad rows are read), then 150 rows priced "abc".
    const QByteArray note = QByteArray("negotiated list price, renewal yearly; ").repeated(8);
    QByteArray csv = "id,provider,product,category,item,price,unit,currency,source,notes\n";
    for (int i = 0; i < 3000; ++i)
        csv += "long-" + QByteArray::number(i) + ",myidc,OSS,storage,item" + QByteArray::number(i) + ",0.1,GB,CNY,s,\""
            + note + "\"\n";
    QVERIFY(csv.size() > (1 << 20));
    for (int i = 0; i < 150; ++i)
        csv += "bad-" + QByteArray::number(i) + ",myidc,OSS,storage,bad" + QByteArray::number(i) + ",abc,GB,CNY,s,\n";
    const QString file = write(QStringLiteral("long.csv"), csv);
    // Every problem when asked for all: lines 3002 (header 1, good rows 2..3001) to 3151.
    const ParsedFeeList all = readFeeList(file);
    QCOMPARE(all.issues.size(), 150);
    QCOMPARE(all.issues.first().row, 3002);
    QCOMPARE(all.issues.last().row, 3151);
    QCOMPARE(all.presets.size(), 3000);
    {
        PricingDatabase db;
        QVERIFY(db.open(mDb).ok());
        const ImportReport report = db.importFeePresets(file);
        // The first 100 problems and one line for the 150 - 100 = 50 more.
        QCOMPARE(report.issues.size(), 101);
        QCOMPARE(report.issuesNotListed, 50);
        QCOMPARE(report.issues.first().row, 3002);
        QCOMPARE(report.issues.at(99).row, 3101);
        QVERIFY2(
            report.issues.last().reason.contains(QStringLiteral("50 more")), qPrintable(report.issues.last().reason));
        QCOMPARE(report.pricesImported, 0);
        QVERIFY(!db.feePresetById(QStringLiteral("long-0")).value()); // written, then rolled back
    }
    QString err;
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), file}, nullptr, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("150 problem")), qPrintable(err.right(300)));
    QCOMPARE(err.count(QStringLiteral(" is not a number")), 100);

    // JSON: good entries, then a key given twice at the end of the document (found only after
    // every entry was read and written): refused as a whole, the path named.
    QByteArray json = R"({"format": "gputco-fees", "fees": [)";
    for (int i = 0; i < 3000; ++i)
        json += QByteArray(i ? "," : "") + R"({"id": "lj-)" + QByteArray::number(i)
            + R"(", "provider": "myidc", "product": "OSS",)" + R"( "category": "storage", "item": "i)"
            + QByteArray::number(i) + R"(", "price": 0.1, "unit": "GB", "currency": "CNY", "source": "s", "notes": ")"
            + note + "\"}";
    json += R"(], "version": 1, "version": 1})";
    const QString jsonFile = write(QStringLiteral("long.json"), json);
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), jsonFile}, nullptr, &err), 2);
    QVERIFY2(
        err.contains(jsonFile + QStringLiteral(": row 1, column $.version: the key is given twice")), qPrintable(err));
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    QVERIFY(!db.feePresetById(QStringLiteral("lj-0")).value());
    // The same entries without the second key: all 3,000 imported.
    json.replace(R"(, "version": 1})", "}");
    QCOMPARE(cli({QStringLiteral("fees"), QStringLiteral("import"), write(QStringLiteral("long2.json"), json)}, nullptr,
                 &err),
        0);
    QCOMPARE(db.feePresetById(QStringLiteral("lj-2999")).value()->price, 0.1);
}

QTEST_GUILESS_MAIN(TestFeeImport)
#include "tst_feeimport.moc"
