#pragma once

#include <QStringList>

namespace gputco {

/*!
 * The ISO 4217 codes of the currencies in use today, sorted: what a scenario, a price list or
 * the catalog may name. Funds, precious metals, test and "no currency" codes are not in it.
 */
const QStringList &knownCurrencyCodes();

/// Whether @p code is one of knownCurrencyCodes() (case-sensitive: "usd" is not a code).
bool isKnownCurrencyCode(const QString &code);

} // namespace gputco
