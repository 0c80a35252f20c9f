#pragma once

#include "scenario.h"

#include <QString>

#include <array>
#include <optional>

namespace gputco {

/// The inputs people argue about in a planning meeting: the what-if drivers. Each is a field
/// of the "drivers" block of the field table (its key is the field's key), so a variant stored
/// in a scenario file names its drivers by these keys.
enum class Driver : int {
    GpuCount, ///< GPUs demanded in year 1
    UtilizationPercent, ///< busy share of the month
    HorizonMonths,
    ReservedDiscountPercent, ///< off on-demand, for every reserved term with a known list price
    SpotDiscountPercent, ///< off on-demand, for every spot option with a known list price
    SpotMeanHoursBetweenInterruptions, ///< per instance, every spot option
    ElectricityPricePerKwh, ///< every self-hosted option, in its power currency
    Pue, ///< every self-hosted option
    ServerPriceChangePercent, ///< relative change of every self-hosted server price
    EgressTbPerMonth, ///< every option that pays internet egress
    ExchangeRate, ///< the first foreign currency's rate to the reporting currency
    DiscountRatePercent, ///< annual, for NPV
    BudgetPercent, ///< every budget amount, as a share of the scenario's (100 = as entered)
};

inline constexpr std::array<Driver, 13> kAllDrivers = {
    Driver::GpuCount,
    Driver::UtilizationPercent,
    Driver::HorizonMonths,
    Driver::ReservedDiscountPercent,
    Driver::SpotDiscountPercent,
    Driver::SpotMeanHoursBetweenInterruptions,
    Driver::ElectricityPricePerKwh,
    Driver::Pue,
    Driver::ServerPriceChangePercent,
    Driver::EgressTbPerMonth,
    Driver::ExchangeRate,
    Driver::DiscountRatePercent,
    Driver::BudgetPercent,
};

/// Whether a driver moves costs (every driver but the budget, which only moves the fit).
constexpr bool movesCosts(Driver d)
{
    return d != Driver::BudgetPercent;
}

/// The driver's key: its field in the "drivers" block of the field table.
const char *driverKey(Driver d);

/// The scenario field a driver overrides: a driver value v sets that field to v x scale
/// (egress: TB to GB; the exchange rate sets a rate or its inverse, whose range is symmetric).
struct OverriddenField
{
    const char *block = nullptr;
    const char *key = nullptr;
    double scale = 1.0;
};

/// The field the driver overrides, whose range and decimals its row in the "drivers" block
/// has (a what-if that could not be saved and opened again is no what-if); nothing for the
/// drivers that are relative changes of their own (server price, budget).
std::optional<OverriddenField> overriddenField(Driver d);
/// The driver with this key, or nothing.
std::optional<Driver> driverFromKey(const QString &key);
/// The currency the ExchangeRate driver prices in the reporting currency (the first foreign
/// currency with a rate), or empty.
QString exchangeRateCurrency(const Scenario &s);

} // namespace gputco
