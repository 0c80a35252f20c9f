#pragma once

#include "costengine.h"
#include "scenario.h"

#include <QString>

#include <optional>
#include <vector>

namespace gputco {

/// Which cloud x self-hosted pairs a machine-readable output lists (`compute --pairs`).
enum class PairSelection {
    All, ///< every cloud option against every self-hosted option (n x m)
    Best, ///< each self-hosted option against the cloud options that matter (at most 3 each)
};

/*!
 * Decides which cloud x self-hosted pairs `compute --format json|csv` lists (break-even and
 * buy-instead-of-rent). With Best, each self-hosted option is paired with
 * - the cheapest cloud option (lowest undiscounted total among ranked cloud options, see
 *   models/engine/ranking.h; without any ranked one, the lowest total of all cloud options),
 * - the recommended cloud option (lowest NPV among ranked cloud options; likewise),
 * - its own bridge option (SelfHostedOption::bridgeOptionId), when it has one;
 * so the list grows with the options, not with their square. The table always lists every pair.
 */
class PairFilter
{
public:
    PairFilter() = default;
    PairFilter(const Scenario &scenario, const ScenarioResult &result, PairSelection selection);

    /// Whether the pair of option indices (into ScenarioResult::options) is listed.
    bool keeps(int cloudIndex, int selfHostedIndex) const;
    PairSelection selection() const { return mSelection; }
    int cheapestCloud() const { return mCheapestCloud; }
    int recommendedCloud() const { return mRecommendedCloud; }

    /// "all" or "best" (the CLI's words); nullopt for anything else.
    static std::optional<PairSelection> fromKey(const QString &key);
    static QString key(PairSelection selection);

private:
    PairSelection mSelection = PairSelection::All;
    int mCheapestCloud = -1;
    int mRecommendedCloud = -1;
    std::vector<int> mBridgeOf; ///< per option: the index of its bridge option, or -1
};

} // namespace gputco
