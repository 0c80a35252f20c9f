#pragma once

#include "costengine.h"
#include "decision.h"
#include "scenariodocument.h"

#include <QObject>
#include <QStringList>

namespace gputco {

/*!
 * Recomputes the engine whenever the document changes: the baseline scenario, the scenario
 * with the current what-if, and every kept variant. Options whose price is missing are left
 * out of the computation (never priced at zero) and listed by quoteNeeded().
 */
class Analysis : public QObject
{
    Q_OBJECT

public:
    explicit Analysis(ScenarioDocument *document, QObject *parent = nullptr);

    ScenarioDocument *document() const { return mDocument; }
    CostView view() const { return mView; }
    void setView(CostView view);

    const Scenario &baselineScenario() const { return mBaselineScenario; }
    const Scenario &currentScenario() const { return mCurrentScenario; }
    const ScenarioResult &baseline() const { return mBaseline; }
    /// With the what-if applied; equal to baseline() when there is none.
    const ScenarioResult &current() const { return mCurrent; }
    bool hasWhatIf() const { return !mDocument->whatIf().isEmpty(); }
    const std::vector<ScenarioResult> &variantResults() const { return mVariants; }
    /// Buy instead of rent for the current scenario (with the what-if), always on the cash
    /// view: computed from current() in the cash view, from a cash computation otherwise.
    /// Computed when first asked for after a change (NPV and IRR of every pair are far more
    /// work than the engine at 50 options, and only the decision tab shows them).
    const DecisionResult &decision() const;
    /// The cash-view result decision() was computed from: current() in the cash view, else that
    /// cash computation (its after-tax totals are filled when the scenario has income tax).
    const ScenarioResult &decisionCashResult() const;
    /// The number of pairs decision() has (every cloud x self-hosted pair), without computing it.
    int decisionPairCount() const;
    /// Options left out because a price is missing: name and what is missing.
    const QList<QPair<QString, QString>> &quoteNeeded() const { return mQuoteNeeded; }

    void recompute();
    /// Recomputes the baseline too, though the scenario did not change: after a change of the
    /// language, so that the engine's texts (constraints broken, prices awaited) are translated again.
    void recomputeEverything();
    /// How many times the baseline was computed (once per scenario revision and view, not per
    /// what-if step).
    int baselineComputations() const { return mBaselineComputations; }

signals:
    void updated();

private:
    ScenarioDocument *mDocument;
    CostView mView = CostView::Cash;
    Scenario mBaselineScenario;
    Scenario mCurrentScenario;
    ScenarioResult mBaseline;
    ScenarioResult mCurrent;
    std::vector<ScenarioResult> mVariants;
    mutable DecisionResult mDecision;
    mutable ScenarioResult mDecisionCash; ///< the cash computation of decision() in the amortized view
    mutable bool mDecisionStale = true;
    QList<QPair<QString, QString>> mQuoteNeeded;
    bool mComputed = false;
    CostView mComputedView = CostView::Cash;
    quint64 mScenarioRevision = 0;
    quint64 mVariantsRevision = 0;
    int mBaselineComputations = 0;
};

} // namespace gputco
