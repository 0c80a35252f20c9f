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
    const DecisionResult &decision() const { return mDecision; }
    /// Options left out because a price is missing: name and what is missing.
    const QList<QPair<QString, QString>> &quoteNeeded() const { return mQuoteNeeded; }

    void recompute();

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
    DecisionResult mDecision;
    QList<QPair<QString, QString>> mQuoteNeeded;
};

} // namespace gputco
