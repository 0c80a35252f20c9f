#include "pairselection.h"

#include "ranking.h"

#include <QHash>

namespace gputco {

PairFilter::PairFilter(const Scenario &s, const ScenarioResult &r, PairSelection selection)
    : mSelection(selection)
{
    if (selection == PairSelection::All)
        return;
    const int n = int(r.options.size());
    const Ranking ranking = rank(r);
    auto isCloud = [&](int i) { return r.options[std::size_t(i)].kind == OptionKind::Cloud; };
    int fallbackCheapest = -1, fallbackRecommended = -1;
    for (int i : ranking.byTotal)
        if (isCloud(i)) {
            mCheapestCloud = i;
            break;
        }
    for (int i : ranking.byNpv)
        if (isCloud(i)) {
            mRecommendedCloud = i;
            break;
        }
    // No cloud option is ranked (none serves all demand, fits the budget and meets the
    // constraints): the pairs with the lowest total and the lowest NPV are still the informative
    // ones. Ties go to the option listed first, as in the ranking.
    for (int i = 0; i < n; ++i) {
        if (!isCloud(i))
            continue;
        const OptionResult &o = r.options[std::size_t(i)];
        if (fallbackCheapest < 0 || o.total < r.options[std::size_t(fallbackCheapest)].total)
            fallbackCheapest = i;
        if (fallbackRecommended < 0 || o.totalDiscounted < r.options[std::size_t(fallbackRecommended)].totalDiscounted)
            fallbackRecommended = i;
    }
    if (mCheapestCloud < 0)
        mCheapestCloud = fallbackCheapest;
    if (mRecommendedCloud < 0)
        mRecommendedCloud = fallbackRecommended;
    // Bridges by id: the result leaves out options whose price is awaited, so indices differ.
    QHash<QString, int> indexOf;
    for (int i = 0; i < n; ++i)
        indexOf.insert(r.options[std::size_t(i)].id, i);
    mBridgeOf.assign(std::size_t(n), -1);
    for (const Option &o : s.options) {
        const SelfHostedOption *h = o.selfHosted();
        if (!h || h->bridgeOptionId.isEmpty())
            continue;
        const int self = indexOf.value(o.id, -1);
        const int bridge = indexOf.value(h->bridgeOptionId, -1);
        if (self >= 0 && bridge >= 0 && isCloud(bridge))
            mBridgeOf[std::size_t(self)] = bridge;
    }
}

bool PairFilter::keeps(int cloudIndex, int selfHostedIndex) const
{
    if (mSelection == PairSelection::All)
        return true;
    return cloudIndex == mCheapestCloud || cloudIndex == mRecommendedCloud
        || (selfHostedIndex >= 0 && std::size_t(selfHostedIndex) < mBridgeOf.size()
            && mBridgeOf[std::size_t(selfHostedIndex)] == cloudIndex);
}

std::optional<PairSelection> PairFilter::fromKey(const QString &key)
{
    if (key == QLatin1String("all"))
        return PairSelection::All;
    if (key == QLatin1String("best"))
        return PairSelection::Best;
    return std::nullopt;
}

QString PairFilter::key(PairSelection selection)
{
    return selection == PairSelection::All ? QStringLiteral("all") : QStringLiteral("best");
}

} // namespace gputco
