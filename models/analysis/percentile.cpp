#include "percentile.h"

#include "ceilcount.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double percentile(std::vector<double> &values, double p)
{
    const std::size_t n = values.size();
    if (n == 0)
        return std::nan("");
    // ceilCount: 0.07 x 100 is 7.000000000000001 in floating point; the rank is 7, not 8.
    const std::size_t rank = std::clamp<std::size_t>(std::size_t(ceilCount(p * double(n))), 1, n);
    const auto k = std::ptrdiff_t(rank - 1);
    std::nth_element(values.begin(), values.begin() + k, values.end());
    return values[std::size_t(k)];
}

} // namespace gputco
