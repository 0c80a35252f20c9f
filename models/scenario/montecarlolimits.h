#pragma once

#include <cstdint>

namespace gputco {

/// The one range of Monte Carlo settings, for the engines, the CLI, the job view and the
/// scenario loader alike.
/// Trials of the job's spot-interruption Monte Carlo (MonteCarlo::run): cheap, one job each.
inline constexpr int kMinTrials = 10;
inline constexpr int kMaxTrials = 1000000;
/// Trials of the uncertainty bands (UncertaintyAnalysis, the scenario's "uncertainty"
/// section): each trial recomputes the whole scenario, hence the lower maximum.
inline constexpr int kMinUncertaintyTrials = kMinTrials;
inline constexpr int kMaxUncertaintyTrials = 100000;
/// Seeds: 0 to 2^53 - 1, the largest whole number a JSON number holds exactly, so that any
/// seed can be saved in a scenario and read back unchanged.
inline constexpr std::uint64_t kMaxSeed = 9007199254740991ULL;

} // namespace gputco
