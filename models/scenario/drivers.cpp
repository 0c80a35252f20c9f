#include "drivers.h"

namespace gputco {

const char *driverKey(Driver d)
{
    switch (d) {
    case Driver::GpuCount: return "gpuCount";
    case Driver::UtilizationPercent: return "utilizationPercent";
    case Driver::HorizonMonths: return "horizonMonths";
    case Driver::ReservedDiscountPercent: return "reservedDiscountPercent";
    case Driver::SpotDiscountPercent: return "spotDiscountPercent";
    case Driver::SpotMeanHoursBetweenInterruptions: return "spotMeanHoursBetweenInterruptions";
    case Driver::ElectricityPricePerKwh: return "electricityPricePerKwh";
    case Driver::Pue: return "pue";
    case Driver::ServerPriceChangePercent: return "serverPriceChangePercent";
    case Driver::EgressTbPerMonth: return "egressTbPerMonth";
    case Driver::ExchangeRate: return "exchangeRate";
    case Driver::DiscountRatePercent: return "discountRatePercent";
    case Driver::BudgetPercent: return "budgetPercent";
    }
    return "";
}

std::optional<OverriddenField> overriddenField(Driver d)
{
    switch (d) {
    case Driver::GpuCount: return OverriddenField{"demand", "gpuCount"};
    case Driver::UtilizationPercent: return OverriddenField{"demand", "utilizationPercent"};
    case Driver::HorizonMonths: return OverriddenField{"scenario", "horizonMonths"};
    case Driver::ReservedDiscountPercent: return OverriddenField{"reserved", "discountPercent"};
    case Driver::SpotDiscountPercent: return OverriddenField{"spot", "discountPercent"};
    case Driver::SpotMeanHoursBetweenInterruptions: return OverriddenField{"spot", "meanHoursBetweenInterruptions"};
    case Driver::ElectricityPricePerKwh: return OverriddenField{"power", "pricePerKwh"};
    case Driver::Pue: return OverriddenField{"power", "pue"};
    case Driver::EgressTbPerMonth: return OverriddenField{"egress", "gbPerMonth", 1024.0};
    case Driver::ExchangeRate: return OverriddenField{"exchangeRate", "rate"};
    case Driver::DiscountRatePercent: return OverriddenField{"scenario", "discountRatePercentPerYear"};
    case Driver::ServerPriceChangePercent:
    case Driver::BudgetPercent: return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Driver> driverFromKey(const QString &key)
{
    for (Driver d : kAllDrivers)
        if (key == QLatin1String(driverKey(d)))
            return d;
    return std::nullopt;
}

QString exchangeRateCurrency(const Scenario &s)
{
    // The first rate that converts another currency to or from the reporting one.
    for (const ExchangeRate &r : s.exchangeRates)
        if (r.to == s.reportingCurrency || r.from == s.reportingCurrency)
            return r.to == s.reportingCurrency ? r.from : r.to;
    return {};
}

} // namespace gputco
