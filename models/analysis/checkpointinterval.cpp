#include "checkpointinterval.h"

#include <cmath>

namespace gputco {

double CheckpointInterval::young(double c, double m)
{
    if (!(c > 0.0) || !(m > 0.0))
        return 0.0;
    return std::sqrt(2.0 * c * m);
}

double CheckpointInterval::daly(double c, double m)
{
    if (!(c > 0.0) || !(m > 0.0))
        return 0.0;
    if (c >= 2.0 * m)
        return m;
    const double x = c / (2.0 * m);
    return std::sqrt(2.0 * c * m) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - c;
}

} // namespace gputco
