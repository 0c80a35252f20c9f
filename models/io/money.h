#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace gputco {

/*!
 * The unit money is shown in (a display setting, never applied to JSON, CSV or XLSX): Auto
 * keeps each place's own choice (whole units in tables, 万元 in Chinese summaries); the others
 * divide amounts by 1, 10^4 or 10^8 for CNY (元 / 万元 / 亿元) and by 1, 10^3 or 10^6 for other
 * currencies (1 / k / M).
 */
enum class DisplayUnit { Auto, One, Mid, Large };

/// Money and number formatting for the UI language: "¥1,234,567.89", "$12.3M", "¥1,234万".
namespace Money {

/// Currency symbol for a code ("¥" for CNY, "$" for USD), else the code itself.
QString symbol(const QString &currency);
/// Full amount with thousands separators and cents.
QString format(double amount, const QString &currency, const QLocale &locale = QLocale());
/// Whole units, for tables of large totals.
QString formatWhole(double amount, const QString &currency, const QLocale &locale = QLocale());
/// Short form for chart axes and labels: K/M/B in English, 万/亿 in Chinese.
QString compact(double amount, const QString &currency, const QLocale &locale = QLocale());

/// What an amount is divided by to be shown in `unit`: 1 for Auto and One; 1e4 / 1e8 for CNY,
/// 1e3 / 1e6 for other currencies.
double divisor(DisplayUnit unit, const QString &currency);
/// The unit as a header says it: "元", "万元", "亿元" (Chinese, CNY), "CNY", "10k CNY",
/// "100M CNY" (English, CNY), "USD", "k USD", "M USD"; Auto gives the currency code.
QString unitLabel(DisplayUnit unit, const QString &currency, const QLocale &locale = QLocale());
/// The amount divided by divisor(), two decimals, with the locale's grouping and no symbol:
/// 12,345,678.9 CNY is "12,345,678.90" in 元, "1,234.57" in 万元 and "0.12" in 亿元.
QString inUnit(double amount, DisplayUnit unit, const QString &currency, const QLocale &locale = QLocale());
/// "auto", "1", "k", "M": the key of a setting (k and M are 万元 and 亿元 for CNY).
QString unitKey(DisplayUnit unit);
/// A key or a unit name: auto, 1, 元, k, 万, 万元, M, 亿, 亿元 (case-insensitive); empty when none.
std::optional<DisplayUnit> parseUnit(const QString &text);

} // namespace Money

} // namespace gputco
