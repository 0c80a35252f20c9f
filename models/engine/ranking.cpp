#include "ranking.h"

#include <QCoreApplication>
#include <algorithm>

namespace gputco {

namespace {

/// This file's messages, in the context of Ranking (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Ranking)
};

/// The options that serve the demand at a lower PV of cost than the recommendation but fail
/// @p passes (the budget, the constraints), cheapest first.
std::vector<int> cheaperFailing(const ScenarioResult &result, const Ranking &r, const std::vector<bool> &passes)
{
    const auto cost = [&](int i) { return result.options[std::size_t(i)].comparisonDiscounted; };
    std::vector<int> out;
    for (int i = 0; i < int(passes.size()); ++i)
        if (r.servesAllDemand[std::size_t(i)] && !passes[std::size_t(i)]
            && (r.recommended < 0 || cost(i) < cost(r.recommended)))
            out.push_back(i);
    std::stable_sort(out.begin(), out.end(), [&](int a, int b) { return cost(a) < cost(b); });
    return out;
}

} // namespace

bool servesAllDemand(const OptionResult &option)
{
    return option.unmetGpuHours <= 0.0 && option.slippedGpuHours <= 0.0;
}

bool fitsBudget(const ScenarioResult &result, int index)
{
    if (!result.budget || index < 0 || std::size_t(index) >= result.budget->options.size())
        return true; // no budget: nothing to break
    return result.budget->options[std::size_t(index)].fits;
}

bool Ranking::isRanked(int index) const
{
    return std::find(byTotal.begin(), byTotal.end(), index) != byTotal.end();
}

int Ranking::cheapestOfKind(const ScenarioResult &result, OptionKind kind) const
{
    for (int i : byTotal)
        if (i >= 0 && std::size_t(i) < result.options.size() && result.options[std::size_t(i)].kind == kind)
            return i;
    return -1;
}

Ranking rank(const ScenarioResult &result)
{
    Ranking r;
    if (!result.ok())
        return r;
    const int n = int(result.options.size());
    r.servesAllDemand.resize(std::size_t(n));
    r.fitsBudget.resize(std::size_t(n));
    r.meetsConstraints.resize(std::size_t(n));
    std::vector<int> ranked;
    for (int i = 0; i < n; ++i) {
        r.servesAllDemand[std::size_t(i)] = servesAllDemand(result.options[std::size_t(i)]);
        r.fitsBudget[std::size_t(i)] = fitsBudget(result, i);
        r.meetsConstraints[std::size_t(i)] = result.options[std::size_t(i)].violations.empty();
        if (r.servesAllDemand[std::size_t(i)] && r.fitsBudget[std::size_t(i)] && r.meetsConstraints[std::size_t(i)])
            ranked.push_back(i);
        else
            r.notRanked.push_back(i);
    }
    auto sortedBy = [&](double OptionResult::*value) {
        std::vector<int> order = ranked;
        // Stable on the scenario's order: a tie goes to the lower index.
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return result.options[std::size_t(a)].*value < result.options[std::size_t(b)].*value;
        });
        return order;
    };
    r.byNpv = sortedBy(&OptionResult::comparisonDiscounted);
    r.byTotal = sortedBy(&OptionResult::comparisonTotal);
    r.recommended = r.byNpv.empty() ? -1 : r.byNpv.front();
    r.cheapest = r.byTotal.empty() ? -1 : r.byTotal.front();
    // Options that serve the demand at a lower NPV than the recommendation but break the
    // budget; the same for constraints (a rule broken).
    r.cheaperOverBudget = cheaperFailing(result, r, r.fitsBudget);
    r.cheaperBreakingConstraints = cheaperFailing(result, r, r.meetsConstraints);
    return r;
}

namespace {

/// What the ranking credits at the end of the horizon (comparisonSentence() without the debt).
QString creditSentence(const ScenarioResult &result)
{
    if (std::none_of(result.options.begin(), result.options.end(),
            [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; }))
        return {};
    if (result.view == CostView::Amortized)
        return Tr::tr("The ranking compares the amortized totals: they charge only the depreciation within the "
                      "horizon, so owned servers need no credit at its end.");
    switch (result.endOfHorizon) {
    case EndOfHorizon::BookValue:
        return Tr::tr("The ranking credits each self-hosted option with the book value of its servers still in "
                      "service at the end of the horizon (compared total = total - credit, the credit discounted "
                      "from the end of the last month); break-even stays on cash flows.");
    case EndOfHorizon::Resale:
        return Tr::tr("The ranking credits each self-hosted option with the expected resale value of its servers "
                      "still in service at the end of the horizon (compared total = total - credit, the credit "
                      "discounted from the end of the last month); break-even stays on cash flows.");
    case EndOfHorizon::Nothing: break;
    }
    return Tr::tr("The ranking credits nothing for servers still in service at the end of the horizon, so buying "
                  "is overstated on a horizon shorter than their life.");
}

} // namespace

QString comparisonSentence(const ScenarioResult &result)
{
    QString sentence = creditSentence(result);
    if (std::any_of(result.options.begin(), result.options.end(),
            [](const OptionResult &o) { return o.debtAtHorizonEnd != 0.0; }))
        sentence += QLatin1Char(' ')
            + Tr::tr("Financing principal still owed at the end of the horizon is added to the compared totals "
                     "(compared total = total - credit + debt).");
    return sentence;
}

} // namespace gputco
