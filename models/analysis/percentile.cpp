#include "percentile.h"

#include "ceilcount.h"

#include <algorithm>
#include <cmath>

namespace gputco {

std::size_t nearestRank(double p, std::size_t n)
{
    // ceilCount: 0.07 x 100 is 7.000000000000001 in floating point; the rank is 7, not 8.
    return std::clamp<std::size_t>(std::size_t(ceilCount(p * double(n))), 1, n);
}

double percentile(std::vector<double> &values, double p)
{
    return percentile(values.data(), values.data() + values.size(), p);
}

double percentile(double *begin, double *end, double p)
{
    const std::size_t n = std::size_t(end - begin);
    if (n == 0)
        return std::nan("");
    const auto k = std::ptrdiff_t(nearestRank(p, n) - 1);
    std::nth_element(begin, begin + k, end);
    return begin[k];
}

} // namespace gputco
