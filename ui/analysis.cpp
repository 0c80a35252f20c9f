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

QString Analysis::missingPrice(const Option &option)
{
    if (const CloudOption *c = option.cloud()) {
        if (!c->onDemand && !c->reserved && !c->spot)
            return tr("no pricing model");
        if (c->onDemand && !(c->onDemand->pricePerInstanceHour > 0))
            return tr("on-demand price needed: ask for a quote");
        if (c->spot && !(c->spot->pricePerInstanceHour > 0))
            return tr("spot price needed: ask for a quote");
        if (c->reserved && !(c->reserved->upfrontPerInstance + c->reserved->monthlyPerInstance > 0))
            return tr("reserved price needed: ask for a quote");
        return {};
    }
    if (!(option.selfHosted()->pricePerServer > 0))
        return tr("server price needed: ask for a quote");
    return {};
}

Scenario Analysis::computable(const Scenario &s, bool record)
{
    Scenario out = s;
    out.options.clear();
    for (const Option &o : s.options) {
        const QString missing = missingPrice(o);
        if (missing.isEmpty())
            out.options.push_back(o);
        else if (record)
            mQuoteNeeded.append({o.name, missing});
    }
    return out;
}

void Analysis::recompute()
{
    mQuoteNeeded.clear();
    mBaselineScenario = computable(mDocument->scenario(), true);
    mBaseline = CostEngine::compute(mBaselineScenario, mView);
    if (hasWhatIf()) {
        mCurrentScenario = computable(mDocument->whatIf().apply(mDocument->scenario()), false);
        mCurrent = CostEngine::compute(mCurrentScenario, mView);
    } else {
        mCurrentScenario = mBaselineScenario;
        mCurrent = mBaseline;
    }
    mVariants.clear();
    for (const Variant &v : mDocument->variants())
        mVariants.push_back(CostEngine::compute(computable(v.whatIf.apply(mDocument->scenario()), false), mView));
    emit updated();
}

} // namespace gputco
