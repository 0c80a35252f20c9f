#include "sizing.h"

#include <QCoreApplication>

#include "ceilcount.h"
#include "gpumodels.h"

namespace gputco {

namespace {

/// This file's messages, in the context of OptionSizing (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::OptionSizing)
};

QString number(double v)
{
    return QString::number(v, 'g', 4);
}

} // namespace

int OptionSizing::cardsFor(int referenceCards) const
{
    if (referenceCards <= 0)
        return 0;
    if (identity() || !(factor() > 0.0))
        return referenceCards;
    return ceilCount(referenceCards / factor());
}

QString OptionSizing::sourceKey() const
{
    switch (source) {
    case Source::Entered: return QStringLiteral("entered");
    case Source::PeakRatio: return QStringLiteral("peakRatio");
    case Source::SameModel: return QStringLiteral("sameModel");
    case Source::NotKnown: return QStringLiteral("notKnown");
    }
    return {};
}

QString OptionSizing::explanation() const
{
    QString throughput;
    switch (source) {
    case Source::Entered:
        throughput = Tr::tr("relative throughput %1 (entered)").arg(number(relativeThroughput));
        break;
    case Source::PeakRatio:
        throughput = Tr::tr("relative throughput %1 = dense BF16 peak %2 / %3 TFLOP/s (catalog default)")
                         .arg(number(relativeThroughput), number(optionPeakTflops.value_or(0)),
                             number(referencePeakTflops.value_or(0)));
        break;
    case Source::SameModel: throughput = Tr::tr("relative throughput 1 (the reference GPU)"); break;
    case Source::NotKnown: throughput = Tr::tr("relative throughput 1 assumed: not known, must be entered"); break;
    }
    return Tr::tr("%1 x stack efficiency %2% = %3 reference cards per card")
        .arg(throughput, number(stackEfficiency * 100.0), number(factor()));
}

QString referenceGpuModelOf(const Demand &demand)
{
    if (const GpuModelFacts *g
        = GpuModels::find(demand.referenceGpuModel.isEmpty() ? demand.gpuClass : demand.referenceGpuModel))
        return QLatin1String(g->id);
    return demand.referenceGpuModel;
}

OptionSizing sizingOf(const Scenario &scenario, const Option &option)
{
    OptionSizing s;
    const OptionEcosystem &e = option.ecosystem;
    s.stackEfficiency = e.stackEfficiency;
    const GpuModelFacts *mine = GpuModels::find(e.gpuModel);
    const QString refId = referenceGpuModelOf(scenario.demand);
    const GpuModelFacts *ref = GpuModels::find(refId);
    s.gpuModel = mine ? QLatin1String(mine->id) : e.gpuModel;
    s.referenceModel = refId;
    if (mine)
        s.optionPeakTflops = mine->bf16Tflops;
    if (ref)
        s.referencePeakTflops = ref->bf16Tflops;
    if (e.relativeThroughput) {
        s.relativeThroughput = *e.relativeThroughput;
        s.source = OptionSizing::Source::Entered;
    } else if (e.gpuModel.isEmpty() || (!s.referenceModel.isEmpty() && s.gpuModel == s.referenceModel)) {
        // No model named: the option runs the demand's GPU class, as before this field existed.
        s.source = OptionSizing::Source::SameModel;
    } else if (s.optionPeakTflops && s.referencePeakTflops && *s.referencePeakTflops > 0.0) {
        s.relativeThroughput = *s.optionPeakTflops / *s.referencePeakTflops;
        s.source = OptionSizing::Source::PeakRatio;
    }
    return s;
}

} // namespace gputco
