#pragma once

#include <algorithm>
#include <cmath>

namespace gputco {

/*!
 * Whole things needed for @p x of them (instances, servers, racks, reserved terms): @p x
 * rounded up, except that 64.0000000001 from floating point stays 64. 0 for nothing, a
 * negative or a NaN; at most 1e9, so that the result always fits an int.
 */
inline int ceilCount(double x)
{
    const double c = std::ceil(x - 1e-9);
    if (!(c > 0.0)) // also NaN
        return 0;
    return static_cast<int>(std::min(c, 1e9));
}

} // namespace gputco
