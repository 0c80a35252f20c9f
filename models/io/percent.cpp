#include "percent.h"

#include <cmath>

namespace gputco::Percent {

int decimalsFor(double percent, int decimals)
{
    int d = decimals < 0 ? 0 : decimals;
    for (; d < 10; ++d) {
        const double scale = std::pow(10.0, d);
        const double shown = std::round(percent * scale) / scale;
        if (!(percent < 100.0 && shown >= 100.0) && !(percent > 0.0 && shown <= 0.0))
            break;
    }
    return d;
}

} // namespace gputco::Percent
