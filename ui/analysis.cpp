#include "analysis.h"

namespace gputco {

Analysis::Analysis(ScenarioDocument *document, QObject *parent) : QObject(parent), mDocument(document)
{
    connect(document, &ScenarioDocument::changed, this, &Analysis::recompute);
    recompute();
}

void Analysis::setView(CostView view)
{
    if (view == mView)
        return;
    mView = view;
    recompute();
}

void Analysis::recompute()
{
    mQuoteNeeded.clear();
    std::vector<AwaitingQuote> awaiting;
    mBaselineScenario = Quotes::pricedOnly(mDocument->scenario(), &awaiting);
    for (const AwaitingQuote &q : awaiting)
        mQuoteNeeded.append({q.optionName, q.reason});
    mBaseline = CostEngine::compute(mBaselineScenario, mView);
    // What the budget buys is solved here, not by compute(), so that it follows every what-if
    // (about 0.1-0.3 ms per option; nothing without a budget).
    BudgetAnalysis::solveAffordable(mBaselineScenario, mBaseline);
    if (hasWhatIf()) {
        mCurrentScenario = Quotes::pricedOnly(mDocument->whatIf().apply(mDocument->scenario()));
        mCurrent = CostEngine::compute(mCurrentScenario, mView);
        BudgetAnalysis::solveAffordable(mCurrentScenario, mCurrent);
    } else {
        mCurrentScenario = mBaselineScenario;
        mCurrent = mBaseline;
    }
    // Buy instead of rent, on cash flows whatever the screen shows (one more engine run in the
    // amortized view).
    if (!mCurrent.ok())
        mDecision = DecisionResult{};
    else if (mView == CostView::Cash)
        mDecision = DecisionAnalysis::compute(mCurrentScenario, mCurrent);
    else
        mDecision = DecisionAnalysis::compute(mCurrentScenario, CostEngine::compute(mCurrentScenario, CostView::Cash));
    mVariants.clear();
    for (const Variant &v : mDocument->variants())
        mVariants.push_back(CostEngine::compute(v.whatIf.apply(mDocument->scenario()), mView));
    emit updated();
}

} // namespace gputco
