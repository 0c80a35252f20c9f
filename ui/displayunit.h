#pragma once

#include "money.h"

namespace gputco {

/// The app's money display unit (View > Money unit, remembered in the settings): used by the
/// totals table, the chart axes and the report written from the app. Auto: each place's own.
inline DisplayUnit &appDisplayUnit()
{
    static DisplayUnit unit = DisplayUnit::Auto;
    return unit;
}

} // namespace gputco
