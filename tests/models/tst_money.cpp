// The money display unit (元 / 万元 / 亿元; 1 / k / M), formatted by hand: 12,345,678.9 元 is
// 1,234.57 万元 (12,345,678.9 / 10^4 = 1,234.56789) and 0.12 亿元 (/ 10^8 = 0.123456789).
#include "money.h"

#include <QTest>

using namespace gputco;

class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void inUnit_data();
    void inUnit();
    void labels();
    void parse();
};

void TestMoney::inUnit_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("expected");
    const int one = int(DisplayUnit::One), mid = int(DisplayUnit::Mid), large = int(DisplayUnit::Large);
    QTest::newRow("元") << 12345678.9 << QStringLiteral("CNY") << one << QStringLiteral("12,345,678.90");
    QTest::newRow("万元") << 12345678.9 << QStringLiteral("CNY") << mid << QStringLiteral("1,234.57"); // 1,234.56789
    QTest::newRow("亿元") << 12345678.9 << QStringLiteral("CNY") << large << QStringLiteral("0.12"); // 0.123456789
    QTest::newRow("USD 1") << 12345678.9 << QStringLiteral("USD") << one << QStringLiteral("12,345,678.90");
    QTest::newRow("USD k") << 12345678.9 << QStringLiteral("USD") << mid << QStringLiteral("12,345.68"); // 12,345.6789
    QTest::newRow("USD M") << 12345678.9 << QStringLiteral("USD") << large << QStringLiteral("12.35"); // 12.3456789
    QTest::newRow("auto is 1") << 1234.5 << QStringLiteral("CNY") << int(DisplayUnit::Auto)
                               << QStringLiteral("1,234.50");
    QTest::newRow("negative 万元") << -5000.0 << QStringLiteral("CNY") << mid
                                   << QStringLiteral("-0.50"); // -5,000 / 10^4
    // -400,000 / 10^8 = -0.004: rounds to zero, shown without a minus sign.
    QTest::newRow("no -0.00") << -400000.0 << QStringLiteral("CNY") << large << QStringLiteral("0.00");
    // 1.5 亿元 = 150,000,000 元 = 15,000 万元.
    QTest::newRow("1.5 亿 in 万元") << 150000000.0 << QStringLiteral("CNY") << mid << QStringLiteral("15,000.00");
}

void TestMoney::inUnit()
{
    QFETCH(double, amount);
    QFETCH(QString, currency);
    QFETCH(int, unit);
    QFETCH(QString, expected);
    QCOMPARE(
        Money::inUnit(amount, DisplayUnit(unit), currency, QLocale(QLocale::English, QLocale::UnitedStates)), expected);
}

void TestMoney::labels()
{
    const QLocale zh(QLocale::Chinese, QLocale::China);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    QCOMPARE(Money::unitLabel(DisplayUnit::One, QStringLiteral("CNY"), zh), QStringLiteral("元"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Mid, QStringLiteral("CNY"), zh), QStringLiteral("万元"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Large, QStringLiteral("CNY"), zh), QStringLiteral("亿元"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Mid, QStringLiteral("CNY"), en), QStringLiteral("10k CNY"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Large, QStringLiteral("CNY"), en), QStringLiteral("100M CNY"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Mid, QStringLiteral("USD"), zh), QStringLiteral("k USD"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Large, QStringLiteral("USD"), en), QStringLiteral("M USD"));
    QCOMPARE(Money::unitLabel(DisplayUnit::Auto, QStringLiteral("USD"), en), QStringLiteral("USD"));
    QCOMPARE(Money::divisor(DisplayUnit::Mid, QStringLiteral("CNY")), 1e4);
    QCOMPARE(Money::divisor(DisplayUnit::Large, QStringLiteral("CNY")), 1e8);
    QCOMPARE(Money::divisor(DisplayUnit::Mid, QStringLiteral("EUR")), 1e3);
    QCOMPARE(Money::divisor(DisplayUnit::Large, QStringLiteral("EUR")), 1e6);
}

void TestMoney::parse()
{
    QCOMPARE(Money::parseUnit(QStringLiteral("auto")), std::optional(DisplayUnit::Auto));
    QCOMPARE(Money::parseUnit(QStringLiteral("1")), std::optional(DisplayUnit::One));
    QCOMPARE(Money::parseUnit(QStringLiteral("元")), std::optional(DisplayUnit::One));
    QCOMPARE(Money::parseUnit(QStringLiteral("k")), std::optional(DisplayUnit::Mid));
    QCOMPARE(Money::parseUnit(QStringLiteral("万元")), std::optional(DisplayUnit::Mid));
    QCOMPARE(Money::parseUnit(QStringLiteral("M")), std::optional(DisplayUnit::Large));
    QCOMPARE(Money::parseUnit(QStringLiteral("亿")), std::optional(DisplayUnit::Large));
    QCOMPARE(Money::parseUnit(QStringLiteral("thousands")), std::nullopt);
    for (DisplayUnit u : {DisplayUnit::Auto, DisplayUnit::One, DisplayUnit::Mid, DisplayUnit::Large})
        QCOMPARE(Money::parseUnit(Money::unitKey(u)), std::optional(u)); // the setting reads back
}

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
