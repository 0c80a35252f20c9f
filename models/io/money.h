#pragma once

#include <QLocale>
#include <QString>

namespace gputco {

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

} // namespace Money

} // namespace gputco
