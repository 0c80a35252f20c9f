#pragma once

#include "drivers.h"
#include "scenario.h"

#include <QString>

#include <map>
#include <optional>

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

    bool operator==(const WhatIf &) const = default;
};

/// A what-if kept under a name, to compare side by side.
struct Variant
{
    QString name;
    WhatIf whatIf;

    bool operator==(const Variant &) const = default;
};

} // namespace gputco
