#pragma once

#include <cstddef>
#include <vector>

namespace gputco {

/*!
 * The P(100 x @p p) of @p values by nearest rank: the ceil(p x n)-th smallest of the n values
 * (the first for a small p), always one of the values, never between two. The Monte Carlo
 * and the P10-P90 bands both use it, as docs/scenario-format.md and docs/cli.md say.
 * Reorders @p values (partial sort); NaN when there are none.
 */
double percentile(std::vector<double> &values, double p);

/// The nearest rank of P(100 x @p p) among @p n values: ceil(p x n), from 1 to n (n > 0).
std::size_t nearestRank(double p, std::size_t n);

/// The same over [begin, end): reorders that range.
double percentile(double *begin, double *end, double p);

} // namespace gputco
