#include "exchangerates.h"

namespace gputco {

std::optional<RateChoice> exchangeRateFor(
    std::span<const ExchangeRate> rates, const CurrencyCode &from, const CurrencyCode &to)
{
    std::optional<RateChoice> best;
    for (const ExchangeRate &r : rates) {
        const bool direct = r.from == from && r.to == to;
        const bool inverse = r.from == to && r.to == from;
        if ((direct || inverse) && r.rate > 0.0 && (!best || r.asOf > best->rate->asOf))
            best = RateChoice{&r, inverse};
    }
    return best;
}

std::optional<double> exchangeFactor(
    std::span<const ExchangeRate> rates, const CurrencyCode &from, const CurrencyCode &to)
{
    if (from.isEmpty() || from == to)
        return 1.0;
    if (const auto choice = exchangeRateFor(rates, from, to))
        return choice->factor();
    return std::nullopt;
}

} // namespace gputco
