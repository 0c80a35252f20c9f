#include "builders.h"
#include "costengine.h"
#include "csv.h"
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

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
