#include "builders.h"
#include "costengine.h"
#include "csv.h"
#include "csvreader.h"
#include "resultwriter.h"

#include <QtTest>

using namespace gputco;

/// The one CSV field writer (models/io/csv.h) and the writers that use it.
class TestCsv : public QObject
{
    Q_OBJECT

private slots:
    void field_data();
    void field();
    void resultCsvQuotesCarriageReturn();
    void resultCsvGuardsIdsOfPairs();
    void formulaGuardRoundTrips();
};

void TestCsv::field_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("written");
    QTest::newRow("plain") << QStringLiteral("ali-spot") << QStringLiteral("ali-spot");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("inner space") << QStringLiteral("8 x A100") << QStringLiteral("8 x A100");
    QTest::newRow("Chinese") << QStringLiteral("阿里云 抢占式") << QStringLiteral("阿里云 抢占式");
    // A lone CR ends a record for Excel and for the catalog's reader: it must be quoted.
    QTest::newRow("carriage return") << QStringLiteral("a\rb") << QStringLiteral("\"a\rb\"");
    QTest::newRow("CRLF") << QStringLiteral("a\r\nb") << QStringLiteral("\"a\r\nb\"");
    QTest::newRow("line feed") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
    QTest::newRow("quote") << QStringLiteral("8\" rack") << QStringLiteral("\"8\"\" rack\"");
    QTest::newRow("only a quote") << QStringLiteral("\"") << QStringLiteral("\"\"\"\"");
    QTest::newRow("comma") << QStringLiteral("1,5") << QStringLiteral("\"1,5\"");
    QTest::newRow("leading space") << QStringLiteral(" x") << QStringLiteral("\" x\"");
    QTest::newRow("trailing space") << QStringLiteral("x ") << QStringLiteral("\"x \"");
    QTest::newRow("trailing tab") << QStringLiteral("x\t") << QStringLiteral("\"x\t\"");
    QTest::newRow("all of them") << QStringLiteral(" a,\"b\"\r\nc ") << QStringLiteral("\" a,\"\"b\"\"\r\nc \"");
    // CSV injection (OWASP): text a spreadsheet would evaluate gets a leading ', numbers do not.
    QTest::newRow("formula =") << QStringLiteral("=HYPERLINK(\"x\")") << QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\"");
    QTest::newRow("formula +") << QStringLiteral("+cmd") << QStringLiteral("'+cmd");
    QTest::newRow("formula -") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
    QTest::newRow("formula @") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("formula tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
    QTest::newRow("formula CR") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
    // Text that starts with an apostrophe before a formula character gets one more (issue 33:
    // the reader took the user's own apostrophe away); other apostrophes are left alone.
    QTest::newRow("apostrophe and formula") << QStringLiteral("'=1+1") << QStringLiteral("''=1+1");
    QTest::newRow("two apostrophes and formula") << QStringLiteral("''@x") << QStringLiteral("'''@x");
    QTest::newRow("apostrophe and text") << QStringLiteral("'quoted") << QStringLiteral("'quoted");
    QTest::newRow("negative number") << QStringLiteral("-72604.48") << QStringLiteral("-72604.48");
    QTest::newRow("exponent") << QStringLiteral("-1.5e-05") << QStringLiteral("-1.5e-05");
}

void TestCsv::field()
{
    QFETCH(QString, field);
    QFETCH(QString, written);
    QCOMPARE(csvField(field), written);
}

void TestCsv::resultCsvQuotesCarriageReturn()
{
    // `compute --format csv`: an option id with a CR stays one field of one record.
    Scenario s = test::scenario(8, 730, 1);
    s.options.push_back(test::cloud(QStringLiteral("a\rb"), test::onDemand(100.0)));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.errors.isEmpty());
    const QString csv = ResultWriter::csv(s, r);
    QVERIFY2(csv.contains(QStringLiteral("\ntotal,\"a\rb\",,total,73000\n")), qPrintable(csv));
}

void TestCsv::resultCsvGuardsIdsOfPairs()
{
    // The streamed CSV escapes each option id once and reuses it in every row, the break-even
    // pairs' option and counterpart columns included: ids a spreadsheet would run as formulas
    // keep their ' guard there too. Cloud 100,000 a month (1 instance at 100,000 / 730 an hour,
    // 730 h) against owning for 1,000,000: owning is not dearer from month 10 (a tie counts).
    Scenario s = test::scenario(8, 730, 12);
    s.options.push_back(test::cloud(QStringLiteral("=1+2"), test::onDemand(100000.0 / 730.0)));
    s.options.push_back(test::selfHosted(QStringLiteral("@own"), test::server(1, 1000000)));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.errors.isEmpty());
    const QString csv = ResultWriter::csv(s, r);
    QVERIFY2(csv.contains(QStringLiteral("\ntotal,'=1+2,,total,")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\nbreakEven,'=1+2,'@own,firstMonth,10\n")), qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral("\ncrossing,'=1+2,'@own,selfHostedCheaper,10\n")), qPrintable(csv));
}

// A guarded cell reads back as it was: the price importer's reader removes the ' again.
void TestCsv::formulaGuardRoundTrips()
{
    const QStringList cells{QStringLiteral("=1+1"), QStringLiteral("-x"), QStringLiteral("-12.5"),
        QStringLiteral("'quoted"), QStringLiteral("@a"), QStringLiteral("plain"), QStringLiteral("'=1+1"),
        QStringLiteral("''-x"), QStringLiteral("'@a"), QStringLiteral("'"), QStringLiteral("''"), QStringLiteral("'+1"),
        QStringLiteral("'-12.5"), QStringLiteral("'\t=1")};
    QStringList written;
    for (const QString &c : cells)
        written << csvField(c);
    const CsvDocument doc = parseCsvText(written.join(QLatin1Char(',')) + QLatin1Char('\n'));
    QCOMPARE(doc.records.size(), qsizetype(1));
    QCOMPARE(doc.records[0].toStringList(), cells);
}

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
