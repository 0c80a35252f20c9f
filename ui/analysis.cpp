#include "analysis.h"

namespace gputco {

Analysis::Analysis(ScenarioDocument *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
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

void Analysis::recomputeEverything()
{
    mComputed = false;
    recompute();
}

void Analysis::recompute()
{
    // The baseline (and the variants) change only with the scenario: a what-if moving leaves
    // them as they are, so they are computed once per scenario revision and view.
    const bool baselineValid
        = mComputed && mScenarioRevision == mDocument->scenarioRevision() && mComputedView == mView;
    const bool variantsValid = baselineValid && mVariantsRevision == mDocument->variantsRevision();
    if (!baselineValid) {
        mQuoteNeeded.clear();
        std::vector<AwaitingQuote> awaiting;
        mBaselineScenario = Quotes::pricedOnly(mDocument->scenario(), &awaiting);
        for (const AwaitingQuote &q : awaiting)
            mQuoteNeeded.append({q.optionName, q.reason});
        // Computed in the storage of the results it replaces (no allocation per month vector).
        mBaseline = CostEngine::compute(mBaselineScenario, mView, std::move(mBaseline));
        // What the budget buys is solved here, not by compute(), so that it follows every
        // what-if (about 0.1-0.3 ms per option; nothing without a budget).
        BudgetAnalysis::solveAffordable(mBaselineScenario, mBaseline);
        ++mBaselineComputations;
    }
    if (hasWhatIf()) {
        mCurrentScenario = Quotes::pricedOnly(mDocument->whatIf().apply(mDocument->scenario()));
        mCurrent = CostEngine::compute(mCurrentScenario, mView, std::move(mCurrent));
        BudgetAnalysis::solveAffordable(mCurrentScenario, mCurrent);
    } else {
        mCurrentScenario = mBaselineScenario;
        mCurrent = mBaseline;
    }
    mDecisionStale = true;
    if (!variantsValid) {
        mVariants.clear();
        for (const Variant &v : mDocument->variants())
            mVariants.push_back(CostEngine::compute(v.whatIf.apply(mDocument->scenario()), mView));
    }
    mComputed = true;
    mComputedView = mView;
    mScenarioRevision = mDocument->scenarioRevision();
    mVariantsRevision = mDocument->variantsRevision();
    emit updated();
}

const DecisionResult &Analysis::decision() const
{
    if (mDecisionStale) {
        mDecisionStale = false;
        // Buy instead of rent, on cash flows whatever the screen shows (one more engine run in
        // the amortized view).
        mDecisionCash = ScenarioResult{};
        if (!mCurrent.ok()) {
            mDecision = DecisionResult{};
        } else if (mView == CostView::Cash) {
            mDecision = DecisionAnalysis::compute(mCurrentScenario, mCurrent);
        } else if (mCurrent.cash) { // the amortized view's computation priced the cash view too
            mDecision = DecisionAnalysis::compute(mCurrentScenario, *mCurrent.cash);
        } else {
            mDecisionCash = CostEngine::compute(mCurrentScenario, CostView::Cash);
            mDecision = DecisionAnalysis::compute(mCurrentScenario, mDecisionCash);
        }
    }
    return mDecision;
}

const ScenarioResult &Analysis::decisionCashResult() const
{
    decision();
    return mView == CostView::Cash || !mCurrent.ok() ? mCurrent : mCurrent.cash ? *mCurrent.cash : mDecisionCash;
}

int Analysis::decisionPairCount() const
{
    if (!mCurrent.ok())
        return 0;
    int cloud = 0, owned = 0;
    for (const OptionResult &o : mCurrent.options)
        (o.kind == OptionKind::Cloud ? cloud : owned) += 1;
    return cloud * owned;
}

} // namespace gputco
