#include "currency.h"

#include <QtTest>

using namespace gputco;

/// The one list of currency codes (models/io/currency.h) of the loader, the editor, the
/// JSON Schema and the pricing catalog.
class TestCurrency : public QObject
{
    Q_OBJECT

private slots:
    void listIsSortedCodes();
    void earlierListsStillKnown();
    void notCurrencies_data();
    void notCurrencies();
};

void TestCurrency::listIsSortedCodes()
{
    const QStringList &codes = knownCurrencyCodes();
    QCOMPARE(codes.size(), 157);
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    for (qsizetype i = 0; i < codes.size(); ++i) {
        QVERIFY2(code.match(codes[i]).hasMatch(), qPrintable(codes[i]));
        if (i > 0)
            QVERIFY2(codes[i - 1] < codes[i], qPrintable(codes[i])); // sorted, no repeats
    }
}

void TestCurrency::earlierListsStillKnown()
{
    // The scenario loader's 24 codes and the catalog's 32 before there was one list: a file
    // that was accepted stays accepted.
    const char *earlier[] = {"CNY", "USD", "EUR", "HKD", "JPY", "GBP", "SGD", "KRW", "TWD", "AUD", "CAD", "CHF", "INR",
        "MYR", "THB", "IDR", "BRL", "AED", "SAR", "SEK", "NOK", "DKK", "NZD", "MOP", "PLN", "MXN", "ZAR", "ILS", "PHP",
        "VND", "RUB", "TRY", "CZK"};
    for (const char *c : earlier)
        QVERIFY2(isKnownCurrencyCode(QString::fromLatin1(c)), c);
}

void TestCurrency::notCurrencies_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("RMB is a name, not a code") << QStringLiteral("RMB");
    QTest::newRow("lower case") << QStringLiteral("usd");
    QTest::newRow("empty") << QString();
    QTest::newRow("gold") << QStringLiteral("XAU");
    QTest::newRow("no currency") << QStringLiteral("XXX");
    QTest::newRow("test code") << QStringLiteral("XTS");
    QTest::newRow("withdrawn: kuna, euro since 2023") << QStringLiteral("HRK");
}

void TestCurrency::notCurrencies()
{
    QFETCH(QString, code);
    QVERIFY(!isKnownCurrencyCode(code));
    QVERIFY(!knownCurrencyCodes().contains(code));
}

QTEST_GUILESS_MAIN(TestCurrency)
#include "tst_currency.moc"
