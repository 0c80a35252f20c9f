#pragma once

#include "scenario.h"

#include <QString>

namespace gputco {

/// The scenario with another reporting currency, or why it cannot have it.
struct ReportingCurrencyChange
{
    Scenario scenario; ///< meaningful only when `refused` is empty
    QString refused; ///< empty when the change can be made
};

/*!
 * @p s reported in @p newCode. Every amount in the old reporting currency, named or inherited
 * (an empty currency), keeps it: it is pinned, written out explicitly, so ¥227/h stays ¥227/h
 * and the engine converts it with the scenario's exchange rates; amounts in other currencies
 * are unchanged. Refused, with the reason, when a currency in use has no exchange rate to
 * @p newCode (the numbers could not be converted) or a job option profile's one currency
 * cannot hold both its prices. Pure: no I/O, @p s is not changed.
 */
ReportingCurrencyChange withReportingCurrency(const Scenario &s, const CurrencyCode &newCode);

/*!
 * A what-if exchange rate ("reporting units per unit of the first foreign currency") set on
 * @p before, carried to @p after (the same scenario in another reporting currency): inverted
 * when the pair only turns round (CNY per USD becomes USD per CNY), nothing (drop it) when it
 * would price another pair, so that a number is never read in the wrong currencies.
 */
std::optional<double> carriedExchangeRate(const Scenario &before, const Scenario &after, double rate);

} // namespace gputco
