#include "exchangerates.h"

#include <QtTest>

using namespace gputco;

/// The one exchange-rate choice (models/scenario/exchangerates.h) of the engine, the job, the what-if
/// drivers and the catalog dialog.
class TestExchangeRates : public QObject
{
    Q_OBJECT

private slots:
    void factor_data();
    void factor();
    void choiceNamesTheRateUsed();
};

namespace {

ExchangeRate rate(const char *from, const char *to, double r, const char *asOf)
{
    return ExchangeRate{
        QString::fromLatin1(from), QString::fromLatin1(to), r, QString::fromLatin1(asOf), QStringLiteral("test")};
}

// Listed newest first and oldest last on purpose: the date decides, not the order.
const std::vector<ExchangeRate> kRates = {
    rate("USD", "CNY", 7.10, "2026-03-01"),
    rate("USD", "CNY", 7.25, "2026-11-01"),
    rate("CNY", "USD", 0.1375, "2026-06-01"), // inverse, between the two: loses to 2026-11-01
    rate("CNY", "EUR", 0.125, "2026-10-01"), // only the inverse of EUR -> CNY is given
    rate("CNY", "EUR", 0.128, "2026-09-30"),
    rate("CNY", "JPY", 0.0, "2026-12-01"), // not a rate: never chosen
    rate("CNY", "JPY", 20.0, "2026-01-01"),
};

} // namespace

void TestExchangeRates::factor_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<double>("expected"); // NaN: no rate
    QTest::newRow("direct, latest of two dated rates") << QStringLiteral("USD") << QStringLiteral("CNY") << 7.25;
    QTest::newRow("inverse of the latest direct rate") << QStringLiteral("CNY") << QStringLiteral("USD") << 1.0 / 7.25;
    QTest::newRow("only the inverse given, latest")
        << QStringLiteral("EUR") << QStringLiteral("CNY") << 8.0; // 1 / 0.125
    QTest::newRow("as given") << QStringLiteral("CNY") << QStringLiteral("EUR") << 0.125;
    QTest::newRow("a zero rate is skipped") << QStringLiteral("CNY") << QStringLiteral("JPY") << 20.0;
    QTest::newRow("missing pair") << QStringLiteral("USD") << QStringLiteral("EUR") << qQNaN();
    QTest::newRow("unknown currency") << QStringLiteral("HKD") << QStringLiteral("CNY") << qQNaN();
    QTest::newRow("same currency") << QStringLiteral("CNY") << QStringLiteral("CNY") << 1.0;
    QTest::newRow("no currency: already the reporting one") << QStringLiteral("") << QStringLiteral("CNY") << 1.0;
}

void TestExchangeRates::factor()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(double, expected);
    const std::optional<double> f = exchangeFactor(kRates, from, to);
    if (std::isnan(expected)) {
        QVERIFY(!f);
        QVERIFY(!exchangeRateFor(kRates, from, to));
        return;
    }
    QVERIFY(f);
    QCOMPARE(*f, expected);
}

void TestExchangeRates::choiceNamesTheRateUsed()
{
    const auto choice = exchangeRateFor(kRates, QStringLiteral("CNY"), QStringLiteral("USD"));
    QVERIFY(choice);
    QCOMPARE(choice->rate, &kRates[1]); // the engine reports its date and source
    QVERIFY(choice->inverse);
    QCOMPARE(choice->rate->asOf, QStringLiteral("2026-11-01"));
    // Two rates of one date: the first listed, whichever its direction.
    const std::vector<ExchangeRate> tie
        = {rate("CNY", "USD", 0.14, "2026-11-01"), rate("USD", "CNY", 7.0, "2026-11-01")};
    QCOMPARE(exchangeFactor(tie, QStringLiteral("USD"), QStringLiteral("CNY")).value_or(0.0), 1.0 / 0.14);
}

QTEST_GUILESS_MAIN(TestExchangeRates)
#include "tst_exchangerates.moc"
