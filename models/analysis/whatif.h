#pragma once

#include "scenario.h"

#include <QString>

#include <array>
#include <map>
#include <optional>

namespace gputco {

/// The inputs people argue about in a planning meeting.
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

/// Range, step and unit of a driver, for sliders and spin boxes.
struct DriverSpec
{
    double minimum = 0.0;
    double maximum = 100.0;
    double step = 1.0;
    int decimals = 0;
    QString unit; ///< translated
    QString name; ///< translated
    QString description; ///< translated: what it means and what it applies to
    QString key; ///< stable key for files
};

/*!
 * A what-if: some drivers moved away from the scenario's own values. apply() returns the
 * varied scenario; the baseline scenario itself is never changed. Pure functions, so the
 * GUI, the CLI and tests vary scenarios the same way.
 */
class WhatIf
{
public:
    std::map<Driver, double> values;

    bool isEmpty() const { return values.empty(); }
    std::optional<double> value(Driver d) const
    {
        auto it = values.find(d);
        return it == values.end() ? std::nullopt : std::optional<double>(it->second);
    }

    static DriverSpec spec(Driver d, const Scenario &baseline);
    /// The scenario's own value of the driver, or nothing when it applies to no input.
    static std::optional<double> baselineValue(const Scenario &s, Driver d);
    Scenario apply(const Scenario &baseline) const;
    static std::optional<Driver> driverFromKey(const QString &key);
    /// The currency the ExchangeRate driver prices in the reporting currency (the first foreign
    /// currency with a rate), or empty.
    static QString exchangeRateCurrency(const Scenario &s);
};

/// A what-if kept under a name, to compare side by side.
struct Variant
{
    QString name;
    WhatIf whatIf;
};

} // namespace gputco
