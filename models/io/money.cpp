#include "money.h"

#include <cmath>

namespace gputco::Money {

QString symbol(const QString &currency)
{
    if (currency == QLatin1String("CNY") || currency == QLatin1String("JPY"))
        return QStringLiteral("¥");
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$");
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (currency == QLatin1String("GBP"))
        return QStringLiteral("£");
    if (currency == QLatin1String("HKD"))
        return QStringLiteral("HK$");
    return currency + QLatin1Char(' ');
}

namespace {

/// "-¥1,234.50": an explicit minus sign, never accounting parentheses.
QString withSymbol(double amount, const QString &currency, const QLocale &locale, int decimals)
{
    if (!std::isfinite(amount))
        return QStringLiteral("–");
    const double rounded = std::round(amount * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString sign = rounded < 0 ? QStringLiteral("-") : QString();
    return sign + symbol(currency) + locale.toString(std::abs(rounded), 'f', decimals);
}

} // namespace

QString format(double amount, const QString &currency, const QLocale &locale)
{
    return withSymbol(amount, currency, locale, 2);
}

QString formatWhole(double amount, const QString &currency, const QLocale &locale)
{
    return withSymbol(amount, currency, locale, 0);
}

QString compact(double amount, const QString &currency, const QLocale &locale)
{
    if (!std::isfinite(amount))
        return QStringLiteral("–");
    const double a = std::abs(amount);
    const QString sign = amount < 0 ? QStringLiteral("-") : QString();
    const QString sym = symbol(currency);
    if (locale.language() == QLocale::Chinese) {
        if (a >= 1e8)
            return sign + sym + locale.toString(a / 1e8, 'f', a >= 1e9 ? 1 : 2) + QStringLiteral("亿");
        if (a >= 1e4)
            return sign + sym + locale.toString(a / 1e4, 'f', a >= 1e6 ? 0 : 1) + QStringLiteral("万");
        return sign + sym + locale.toString(a, 'f', 0);
    }
    if (a >= 1e9)
        return sign + sym + locale.toString(a / 1e9, 'f', 2) + QLatin1Char('B');
    if (a >= 1e6)
        return sign + sym + locale.toString(a / 1e6, 'f', a >= 1e8 ? 0 : 1) + QLatin1Char('M');
    if (a >= 1e3)
        return sign + sym + locale.toString(a / 1e3, 'f', 0) + QLatin1Char('K');
    return sign + sym + locale.toString(a, 'f', 0);
}

double divisor(DisplayUnit unit, const QString &currency)
{
    const bool yuan = currency == QLatin1String("CNY");
    switch (unit) {
    case DisplayUnit::Auto:
    case DisplayUnit::One: return 1.0;
    case DisplayUnit::Mid: return yuan ? 1e4 : 1e3;
    case DisplayUnit::Large: return yuan ? 1e8 : 1e6;
    }
    return 1.0;
}

QString unitLabel(DisplayUnit unit, const QString &currency, const QLocale &locale)
{
    const bool yuan = currency == QLatin1String("CNY");
    if (yuan && locale.language() == QLocale::Chinese) {
        switch (unit) {
        case DisplayUnit::Auto:
        case DisplayUnit::One: return QStringLiteral("元");
        case DisplayUnit::Mid: return QStringLiteral("万元");
        case DisplayUnit::Large: return QStringLiteral("亿元");
        }
    }
    switch (unit) {
    case DisplayUnit::Auto:
    case DisplayUnit::One: return currency;
    case DisplayUnit::Mid: return (yuan ? QStringLiteral("10k ") : QStringLiteral("k ")) + currency;
    case DisplayUnit::Large: return (yuan ? QStringLiteral("100M ") : QStringLiteral("M ")) + currency;
    }
    return currency;
}

QString inUnit(double amount, DisplayUnit unit, const QString &currency, const QLocale &locale)
{
    if (!std::isfinite(amount))
        return QStringLiteral("-");
    const double v = std::round(amount / divisor(unit, currency) * 100.0) / 100.0;
    return locale.toString(v == 0.0 ? 0.0 : v, 'f', 2); // never "-0.00"
}

QString unitKey(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::Auto: return QStringLiteral("auto");
    case DisplayUnit::One: return QStringLiteral("1");
    case DisplayUnit::Mid: return QStringLiteral("k");
    case DisplayUnit::Large: return QStringLiteral("M");
    }
    return QStringLiteral("auto");
}

std::optional<DisplayUnit> parseUnit(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("auto"))
        return DisplayUnit::Auto;
    if (t == QLatin1String("1") || t == QStringLiteral("元"))
        return DisplayUnit::One;
    if (t == QLatin1String("k") || t == QStringLiteral("万") || t == QStringLiteral("万元"))
        return DisplayUnit::Mid;
    if (t == QLatin1String("m") || t == QStringLiteral("亿") || t == QStringLiteral("亿元"))
        return DisplayUnit::Large;
    return std::nullopt;
}

} // namespace gputco::Money
