#include "billreader.h"

#include <QtTest>

#include <cmath>

using namespace gputco;

/// FOCUS bills read for `gputco-cli actuals check` (issue 31, docs/design/actuals.md 2.2, 10, 15.1):
/// the spec's 11 commitment samples pinned to the sums of 2.2, computed by hand, and every
/// problem of section 10 named by file, row and column.
class TestFocusReader : public QObject
{
    Q_OBJECT

private slots:
    void samples_data();
    void samples();
    void duplicateRowsAllowed();
    void requiredColumnsWithoutOptions();
    void columnWarnings();
    void sha256OfTheBytes();
    void totalsByMonthAndCurrency();
    void badFiles_data();
    void badFiles();
    void problemsAreCapped();
    void unreadableFiles();

private:
    QTemporaryDir mDir;
    QString write(const QString &name, const QByteArray &bytes);
};

namespace {

QString sample(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("data/focus/%1").arg(QLatin1String(name)));
}

BillReadOptions usdExample()
{
    return {QStringLiteral("USD"), QStringLiteral("example"), false};
}

qint64 cents(double amount)
{
    return std::llround(amount * 100.0);
}

/// The minimal FOCUS header of the hand-written files, and one good row under it.
const QByteArray kHeader
    = "BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,ChargePeriodEnd,BilledCost,EffectiveCost\n";
const QByteArray kGoodRow = "USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1.00,1.00\n";

} // namespace

QString TestFocusReader::write(const QString &name, const QByteArray &bytes)
{
    const QString path = mDir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestFocusReader::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("rows");
    QTest::addColumn<qint64>("billed"); // cents
    QTest::addColumn<qint64>("effective");
    QTest::addColumn<qint64>("unused");
    QTest::addColumn<QString>("problem"); // the one problem after "FILE: ", or empty: the file reads

    // docs/design/actuals.md 2.2: every sum computed by hand from the files' cells.
    QTest::newRow("flexibility, 1 resource")
        << sample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource.csv")
        << qint64(3) << qint64(275) << qint64(275) << qint64(0) << QString();
    QTest::newRow("flexibility, 2 resources: a row repeated")
        << sample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_2_resources.csv")
        << qint64(3) << qint64(0) << qint64(0) << qint64(0)
        << QStringLiteral("row 6, column -: repeats row 4 exactly (a copied export counts twice; give "
                          "--allow-duplicate-rows if the bill really has both)");
    QTest::newRow("100 % without flexibility")
        << sample("one_hundred_percent_utilization_without_commitment_discount_flexibility.csv") << qint64(2)
        << qint64(150) << qint64(150) << qint64(0) << QString();
    QTest::newRow("0 % without flexibility")
        << sample("zero_percent_utilization_without_commitment_discount_flexibility.csv") << qint64(3) << qint64(350)
        << qint64(350) << qint64(150) << QString();
    QTest::newRow("purchase 1: one-time") << sample("commitment_discount_purchase_scenario_1.csv") << qint64(1)
                                          << qint64(876000) << qint64(0) << qint64(0) << QString();
    QTest::newRow("purchase 2: hour 30") << sample("commitment_discount_purchase_scenario_2.csv") << qint64(3)
                                         << qint64(0) << qint64(0) << qint64(0)
                                         << QStringLiteral("row 4, column ChargePeriodEnd: '2023-02-01T30:00:00Z' is "
                                                           "not a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)");
    QTest::newRow("purchase 3: hour 30") << sample("commitment_discount_purchase_scenario_3.csv") << qint64(4)
                                         << qint64(0) << qint64(0) << qint64(0)
                                         << QStringLiteral("row 5, column ChargePeriodEnd: '2023-02-01T30:00:00Z' is "
                                                           "not a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)");
    QTest::newRow("usage 1: used") << sample("commitment_discount_usage_scenario_1.csv") << qint64(1) << qint64(0)
                                   << qint64(100) << qint64(0) << QString();
    QTest::newRow("usage 2: unused") << sample("commitment_discount_usage_scenario_2.csv") << qint64(1) << qint64(0)
                                     << qint64(100) << qint64(100) << QString();
    QTest::newRow("usage 3: 75 % used") << sample("commitment_discount_usage_scenario_3.csv") << qint64(2) << qint64(0)
                                        << qint64(100) << qint64(25) << QString();
    QTest::newRow("usage 4: overage") << sample("commitment_discount_usage_scenario_4.csv") << qint64(2) << qint64(50)
                                      << qint64(150) << qint64(0) << QString();
}

void TestFocusReader::samples()
{
    QFETCH(QString, file);
    QFETCH(qint64, rows);
    QFETCH(qint64, billed);
    QFETCH(qint64, effective);
    QFETCH(qint64, unused);
    QFETCH(QString, problem);
    QVERIFY(!file.isEmpty());

    const BillCheck check = readFocusForCheck(file, usdExample());
    QCOMPARE(check.rows, rows);
    QCOMPARE(check.focusColumns, QStringLiteral("pre-1.0"));
    if (!problem.isEmpty()) {
        QCOMPARE(check.issues.toStrings(), QStringList{file + QStringLiteral(": ") + problem});
        QVERIFY(check.byChargeMonth.isEmpty());
        return;
    }
    QVERIFY2(check.ok(), qPrintable(check.issues.toStrings().join(QLatin1Char('\n'))));
    // All rows are in charge and billing month 2023-01; the samples have no currency column.
    for (const QList<BillTotal> &totals : {check.byChargeMonth, check.byBillingMonth}) {
        QCOMPARE(totals.size(), 1);
        const BillTotal &t = totals.first();
        QCOMPARE(t.month, QStringLiteral("2023-01"));
        QCOMPARE(t.currency, QStringLiteral("USD"));
        QCOMPARE(t.rows, rows);
        QCOMPARE(cents(t.billed), billed);
        QCOMPARE(cents(t.effective), effective);
        QCOMPARE(cents(t.unusedCommitment), unused);
    }
}

void TestFocusReader::duplicateRowsAllowed()
{
    BillReadOptions options = usdExample();
    options.allowDuplicateRows = true;
    const BillCheck check = readFocusForCheck(
        sample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_2_resources.csv"), options);
    QVERIFY2(check.ok(), qPrintable(check.issues.toStrings().join(QLatin1Char('\n'))));
    QCOMPARE(check.byChargeMonth.size(), 1);
    // 2.00 + 0 + 0 billed; 0 + 1.00 + 1.00 effective.
    QCOMPARE(cents(check.byChargeMonth.first().billed), qint64(200));
    QCOMPARE(cents(check.byChargeMonth.first().effective), qint64(200));
    QCOMPARE(check.byChargeMonth.first().rows, qint64(3));
}

void TestFocusReader::requiredColumnsWithoutOptions()
{
    const QString file = sample("commitment_discount_usage_scenario_1.csv");
    const BillCheck none = readFocusForCheck(file, {});
    QCOMPARE(none.issues.toStrings(),
        QStringList({file
                + QStringLiteral(": row 1, column BillingCurrency: required FOCUS column is missing (give --currency C "
                                 "if the whole file is in one currency)"),
            file
                + QStringLiteral(": row 1, column ProviderName: required FOCUS column is missing (give --provider P if "
                                 "the whole file is from one provider)")}));
    QVERIFY(none.byChargeMonth.isEmpty());
    const BillCheck currencyOnly = readFocusForCheck(file, {QStringLiteral("USD"), QString(), false});
    QCOMPARE(currencyOnly.issues.total(), qint64(1));
    QCOMPARE(currencyOnly.issues.listed().first().column, QStringLiteral("ProviderName"));
}

void TestFocusReader::columnWarnings()
{
    const BillCheck check = readFocusForCheck(
        sample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource.csv"),
        usdExample());
    QVERIFY(check.ok());
    // ListUnitPrice is FOCUS (not read, no warning); x_CommitmentDiscountUnitPrice a provider's own.
    QCOMPARE(check.warnings,
        QStringList({QStringLiteral("SkuPriceid: not a FOCUS column (names are case-sensitive; SkuPriceId?): not read"),
            QStringLiteral("mandatory FOCUS columns missing, not needed to check the bill: BillingAccountId, "
                           "ChargeClass, ServiceName, ServiceCategory, ContractedCost, PricingUnit")}));
}

void TestFocusReader::sha256OfTheBytes()
{
    // sha256sum of the files as the spec publishes them.
    QCOMPARE(readFocusForCheck(sample("commitment_discount_usage_scenario_4.csv"), usdExample()).sha256,
        QStringLiteral("75070e2b1a3e244b72d3c227f0ca1f3a5f83167224927a2eb5fa46f9357032db"));
    QCOMPARE(readFocusForCheck(
                 sample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource.csv"),
                 usdExample())
                 .sha256,
        QStringLiteral("405810f784decec022985c8ddc727fdd63a68a4a32f0d4918dcde747054e48fe"));
}

void TestFocusReader::totalsByMonthAndCurrency()
{
    // A row at 23:00 on 31 January is charged in 2027-01 and billed (invoiced) in 2027-02.
    const QString file = write(QStringLiteral("months.csv"),
        "BillingPeriodStart,BillingPeriodEnd,BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,"
        "ChargePeriodEnd,BilledCost,EffectiveCost,CommitmentDiscountId,CommitmentDiscountStatus\r\n"
        "2027-01-01T00:00:00Z,2027-02-01T00:00:00Z,USD,Example,Usage,2027-01-02T00:00:00Z,2027-01-02T01:00:00Z,"
        "1.25,1.25,null,null\r\n"
        "2027-02-01T00:00:00Z,2027-03-01T00:00:00Z,USD,Example,Usage,2027-01-31T23:00:00.000Z,2027-02-01T00:00:00Z,"
        "2.50,2.50,,\r\n"
        "2027-02-01T00:00:00Z,2027-03-01T00:00:00Z,EUR,Example,Usage,2027-02-03T00:00:00Z,2027-02-03T01:00:00Z,"
        "0,0.40,c1,Unused\r\n"
        "2027-02-01T00:00:00Z,2027-03-01T00:00:00Z,USD,Example,Credit,2027-02-05T00:00:00Z,2027-02-05T00:00:00Z,"
        " -0.75 ,-0.75,,\r\n");
    const BillCheck check = readFocusForCheck(file, {QString(), QString(), false});
    QVERIFY2(check.ok(), qPrintable(check.issues.toStrings().join(QLatin1Char('\n'))));
    QCOMPARE(check.rows, qint64(4));
    QCOMPARE(check.byChargeMonth.size(), 3);
    const BillTotal &janUsd = check.byChargeMonth.at(0);
    QCOMPARE(janUsd.month, QStringLiteral("2027-01"));
    QCOMPARE(janUsd.currency, QStringLiteral("USD"));
    QCOMPARE(janUsd.rows, qint64(2));
    QCOMPARE(cents(janUsd.billed), qint64(375)); // 1.25 + 2.50
    const BillTotal &febEur = check.byChargeMonth.at(1);
    QCOMPARE(febEur.month, QStringLiteral("2027-02"));
    QCOMPARE(febEur.currency, QStringLiteral("EUR"));
    QCOMPARE(cents(febEur.billed), qint64(0));
    QCOMPARE(cents(febEur.unusedCommitment), qint64(40));
    const BillTotal &febUsd = check.byChargeMonth.at(2);
    QCOMPARE(febUsd.currency, QStringLiteral("USD"));
    QCOMPARE(cents(febUsd.billed), qint64(-75)); // a credit: negative amounts are valid
    QCOMPARE(check.byBillingMonth.size(), 3);
    QCOMPARE(check.byBillingMonth.at(0).month, QStringLiteral("2027-01"));
    QCOMPARE(cents(check.byBillingMonth.at(0).billed), qint64(125));
    QCOMPARE(check.byBillingMonth.at(2).month, QStringLiteral("2027-02"));
    QCOMPARE(check.byBillingMonth.at(2).currency, QStringLiteral("USD"));
    QCOMPARE(cents(check.byBillingMonth.at(2).billed), qint64(175)); // 2.50 - 0.75
}

void TestFocusReader::badFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("currency"); // --currency
    QTest::addColumn<QStringList>("problems"); // after "FILE: "

    const auto row = [](const QByteArray &cells) { return kHeader + cells + '\n'; };
    QTest::newRow("truncated quote") << kHeader + kGoodRow + "USD,\"Exam" << QString()
                                     << QStringList{QStringLiteral("row 3, column -: quoted field is not closed before "
                                                                   "the end of the file (truncated file?)")};
    QTest::newRow("short row") << row("USD,Example,Usage") << QString()
                               << QStringList{QStringLiteral(
                                      "row 2, column -: row has 3 fields, the header has 7 (truncated file?)")};
    QTest::newRow("RMB")
        << row("RMB,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1,1") << QString()
        << QStringList{
               QStringLiteral("row 2, column BillingCurrency: 'RMB' is not an ISO 4217 currency code (e.g. CNY, USD)")};
    QTest::newRow("USD, --currency CNY") << kHeader + kGoodRow << QStringLiteral("CNY")
                                         << QStringList{QStringLiteral(
                                                "row 2, column BillingCurrency: 'USD', but --currency says CNY")};
    QTest::newRow("$1,000.00") << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,\"$1,000.00\",1")
                               << QString()
                               << QStringList{QStringLiteral(
                                      "row 2, column BilledCost: '$1,000.00' is not a number (FOCUS numbers have no "
                                      "currency symbol or thousands separator)")};
    QTest::newRow("NaN") << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1,NaN") << QString()
                         << QStringList{QStringLiteral("row 2, column EffectiveCost: 'NaN' is not a finite number")};
    QTest::newRow("plus sign")
        << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,+5,1") << QString()
        << QStringList{
               QStringLiteral("row 2, column BilledCost: '+5' is not a number (FOCUS numbers have no plus sign)")};
    QTest::newRow("fraction") << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1/2,1") << QString()
                              << QStringList{QStringLiteral("row 2, column BilledCost: '1/2' is not a number")};
    QTest::newRow("1e15") << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1e15,1") << QString()
                          << QStringList{QStringLiteral(
                                 "row 2, column BilledCost: 1e15 is implausibly large (more than 1e+12)")};
    QTest::newRow("null BilledCost")
        << row("USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,null,1") << QString()
        << QStringList{QStringLiteral(
               "row 2, column BilledCost: required value is empty (FOCUS: BilledCost MUST NOT be null)")};
    QTest::newRow("no Z") << row("USD,Example,Usage,2027-01-01T00:00:00,2027-01-01T01:00:00Z,1,1") << QString()
                          << QStringList{QStringLiteral("row 2, column ChargePeriodStart: '2027-01-01T00:00:00' is not "
                                                        "a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)")};
    QTest::newRow("30 February") << row("USD,Example,Usage,2027-02-30T00:00:00Z,2027-03-01T01:00:00Z,1,1") << QString()
                                 << QStringList{
                                        QStringLiteral("row 2, column ChargePeriodStart: '2027-02-30T00:00:00Z' "
                                                       "is not a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)")};
    QTest::newRow("end before start")
        << row("USD,Example,Usage,2027-01-01T01:00:00Z,2027-01-01T00:00:00Z,1,1") << QString()
        << QStringList{QStringLiteral("row 2, column ChargePeriodEnd: ChargePeriodEnd 2027-01-01T00:00:00Z is before "
                                      "ChargePeriodStart 2027-01-01T01:00:00Z")};
    QTest::newRow("Refund") << row("USD,Example,Refund,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,-1,-1") << QString()
                            << QStringList{QStringLiteral("row 2, column ChargeCategory: 'Refund' is not one of Usage, "
                                                          "Purchase, Tax, Credit, Adjustment")};
    QTest::newRow("empty file") << QByteArray() << QString() << QStringList{QStringLiteral("-: the file is empty")};
    QTest::newRow("header only") << kHeader << QString()
                                 << QStringList{QStringLiteral("-: the file has a header and no bill rows")};
    QTest::newRow("Latin-1 line") << kHeader + kGoodRow + "USD,Caf\xe9,Usage,2027-01-01T00:00:00Z,x,1,1\n"
                                  << QString()
                                  << QStringList{QStringLiteral("row 3, column -: line is not valid UTF-8")};
    QTest::newRow("column twice") << QByteArray(
        "BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,ChargePeriodEnd,BilledCost,"
        "EffectiveCost,BilledCost\nUSD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1,1,1\n")
                                  << QString()
                                  << QStringList{QStringLiteral("row 1, column BilledCost: column appears twice")};
    QTest::newRow("not a bill") << QByteArray("name,amount\nA100,1\n") << QString()
                                << QStringList{QStringLiteral(
                                       "row 1, column -: not a FOCUS bill: the header has none of BilledCost, "
                                       "EffectiveCost, ChargeCategory, ChargePeriodStart")};
    QTest::newRow("required column missing")
        << QByteArray("BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,ChargePeriodEnd,BilledCost\n"
                      "USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1\n")
        << QString() << QStringList{QStringLiteral("row 1, column EffectiveCost: required FOCUS column is missing")};
    QTest::newRow("Parquet") << QByteArray("PAR1\x15\x04") << QString()
                             << QStringList{QStringLiteral("-: a Parquet file: export the bill as CSV")};
    QTest::newRow("gzip") << QByteArray("\x1f\x8b\x08\x00", 4) << QString()
                          << QStringList{QStringLiteral("-: gzip-compressed: unpack it first")};
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe"
                                          "B\0i\0",
        6) << QString()
                            << QStringList{QStringLiteral(
                                   "-: is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8")};
    QTest::newRow("tags") << QByteArray(
        "BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,ChargePeriodEnd,BilledCost,EffectiveCost,Tags\n"
        "USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,1,1,\"{\"\"team\"\":[\"\"a\"\"]}\"\n")
                          << QString()
                          << QStringList{QStringLiteral(
                                 "row 2, column Tags: Tags is not a JSON object of keys and scalar values")};
    QTest::newRow("unused without status")
        << QByteArray("BillingCurrency,ProviderName,ChargeCategory,ChargePeriodStart,ChargePeriodEnd,BilledCost,"
                      "EffectiveCost,CommitmentDiscountId,CommitmentDiscountStatus\n"
                      "USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,0,1,c1,null\n")
        << QString()
        << QStringList{QStringLiteral("row 2, column CommitmentDiscountStatus: required value is empty (FOCUS: "
                                      "CommitmentDiscountStatus MUST NOT be null on a Usage row with a "
                                      "CommitmentDiscountId)")};
}

void TestFocusReader::badFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, currency);
    QFETCH(QStringList, problems);
    const QString file = write(QStringLiteral("bad.csv"), bytes);
    const BillCheck check = readFocusForCheck(file, {currency, QString(), false});
    QStringList expected;
    for (const QString &p : std::as_const(problems))
        expected << file + QStringLiteral(": ") + p;
    QCOMPARE(check.issues.toStrings(), expected);
    QVERIFY(!check.ok());
    QVERIFY(check.byChargeMonth.isEmpty());
}

void TestFocusReader::problemsAreCapped()
{
    QByteArray bytes = kHeader;
    for (int i = 0; i < 150; ++i)
        bytes += "USD,Example,Usage,2027-01-01T00:00:00Z,2027-01-01T01:00:00Z,oops," + QByteArray::number(i) + '\n';
    const QString file = write(QStringLiteral("many.csv"), bytes);
    const BillCheck check = readFocusForCheck(file, {});
    QCOMPARE(check.issues.total(), qint64(150));
    const QStringList lines = check.issues.toStrings();
    QCOMPARE(lines.size(), 101);
    QCOMPARE(lines.first(), file + QStringLiteral(": row 2, column BilledCost: 'oops' is not a number"));
    QCOMPARE(lines.at(99), file + QStringLiteral(": row 101, column BilledCost: 'oops' is not a number"));
    QCOMPARE(lines.last(), file + QStringLiteral(": -: and 50 more problems not listed"));
}

void TestFocusReader::unreadableFiles()
{
    const QString missing = mDir.filePath(QStringLiteral("missing.csv"));
    const BillCheck none = readFocusForCheck(missing, {});
    QCOMPARE(none.issues.total(), qint64(1));
    QVERIFY2(none.issues.listed().first().reason.startsWith(QStringLiteral("cannot read the file: ")),
        qPrintable(none.issues.listed().first().reason));
    QVERIFY(none.sha256.isEmpty());
    const BillCheck folder = readFocusForCheck(mDir.path(), {});
    QCOMPARE(folder.issues.toStrings(),
        QStringList{mDir.path() + QStringLiteral(": -: cannot read the file: it is a folder")});
}

QTEST_GUILESS_MAIN(TestFocusReader)
#include "tst_focusreader.moc"
