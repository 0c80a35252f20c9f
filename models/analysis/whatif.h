#pragma once

#include "drivers.h"
#include "pricelines.h"
#include "scenario.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gputco {

/// Range, step and unit of a driver, for sliders and spin boxes.
struct DriverSpec
{
    /// What can be typed, saved in a variant and varied by the analyses: the range of the field
    /// the driver overrides (overriddenField()), to the driver's decimals.
    double minimum = 0.0;
    double maximum = 100.0;
    /// The slider's travel, inside minimum..maximum: narrower where the field's range is too
    /// wide to drag through (1e7 GPUs); a value outside it pins the slider at its end.
    double sliderMinimum = 0.0;
    double sliderMaximum = 100.0;
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
    /// apply() into `out`, reusing its storage (a worker that applies draw after draw).
    void applyInto(const Scenario &baseline, Scenario &out) const;

    bool operator==(const WhatIf &) const = default;
};

/// A what-if kept under a name, to compare side by side.
struct Variant
{
    QString name;
    WhatIf whatIf;

    bool operator==(const Variant &) const = default;
};

/// One driver a what-if moves: the scenario's own value (empty when it applies to no input)
/// and the what-if's. What a report made from a what-if declares (issue 27).
struct DriverChange
{
    Driver driver = Driver::GpuCount;
    std::optional<double> baseline;
    double value = 0.0;
};

namespace Variants {

/// A variant kept in a scenario file as a what-if (keys the loader refused never get here).
WhatIf whatIfOf(const StoredVariant &stored);
/// The variant named `name` of the scenario's kept variants, or nothing.
std::optional<Variant> find(const Scenario &s, const QString &name);
/// The drivers `whatIf` sets to a value other than the scenario's own, in the drivers' order.
std::vector<DriverChange> changes(const WhatIf &whatIf, const Scenario &baseline);
/// "Electricity price 0.9 CNY/kWh (as saved: 0.63)": a change in words, in the current language.
QString describe(const DriverChange &change, const Scenario &baseline);
/*!
 * Marks the price lines whose amounts `changes` replaced (electricity, the server price, reserved
 * and spot discounts, the exchange rate): their source becomes the what-if named `name` with the
 * change, never the source of the amount as saved, and they lose its date, quote and catalog match.
 */
void declare(
    QList<PriceLine> &lines, const QString &name, const std::vector<DriverChange> &changes, const Scenario &baseline);

} // namespace Variants

} // namespace gputco
