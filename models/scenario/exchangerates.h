#pragma once

#include "scenario.h"

#include <optional>
#include <span>

namespace gputco {

/// The rate chosen to convert one currency into another, as exchangeRateFor() finds it.
struct RateChoice
{
    const ExchangeRate *rate = nullptr; ///< as given: possibly the other way round
    bool inverse = false; ///< the rate converts `to` into `from`

    /// Units of `to` per unit of `from`.
    double factor() const { return inverse ? 1.0 / rate->rate : rate->rate; }
};

/*!
 * The rate that converts @p from into @p to: of the positive rates given for the pair in
 * either direction, the one with the latest `asOf` (ISO dates compare as text); the first
 * listed among equals. Empty when none is given. The engine, the job, the what-if drivers
 * and the catalog dialog all choose with it, so that they never use different rates.
 */
std::optional<RateChoice> exchangeRateFor(
    std::span<const ExchangeRate> rates, const CurrencyCode &from, const CurrencyCode &to);

/*!
 * Units of @p to per unit of @p from with exchangeRateFor(); 1 when @p from is @p to or empty
 * (an amount without a currency is in the reporting one). Empty when no rate is given.
 */
std::optional<double> exchangeFactor(
    std::span<const ExchangeRate> rates, const CurrencyCode &from, const CurrencyCode &to);

} // namespace gputco
