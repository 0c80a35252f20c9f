#pragma once

#include "scenario.h"

#include <QString>

namespace gputco {

/*!
 * How many cards of an option deliver the work of the demand's reference cards (issue 18):
 *   cards = ceil(reference cards / (relative throughput x stack efficiency)),
 * sized per whole instance or server afterwards as before. The relative throughput is entered
 * per option, or the ratio of the dense BF16 peaks of the option's GPU model and the reference
 * model (GpuModels) when both are known, else 1 (and it must be entered).
 */
struct OptionSizing
{
    enum class Source {
        Entered, ///< ecosystem.relativeThroughput
        PeakRatio, ///< option peak / reference peak, both from GpuModels
        SameModel, ///< the option runs the reference GPU
        NotKnown, ///< 1 assumed: must be entered
    };
    double relativeThroughput = 1.0;
    Source source = Source::NotKnown;
    double stackEfficiency = 1.0;
    QString gpuModel; ///< the option's model id, if known
    QString referenceModel; ///< the demand's model id, if known
    std::optional<double> optionPeakTflops;
    std::optional<double> referencePeakTflops;

    /// Work of one card of the option in reference cards: throughput x stack efficiency.
    double factor() const { return relativeThroughput * stackEfficiency; }
    /// True when the option is sized exactly like the demand (factor 1).
    bool identity() const { return factor() == 1.0; }
    /// Cards that deliver `referenceCards` (0 stays 0).
    int cardsFor(int referenceCards) const;
    /// JSON key of the source: "entered", "peakRatio", "sameModel", "notKnown".
    QString sourceKey() const;
    /// One translated sentence: how the factor came about, e.g. for a tooltip or the report.
    QString explanation() const;
};

/// The sizing of `option` against `scenario.demand`.
OptionSizing sizingOf(const Scenario &scenario, const Option &option);

/// Model id of the demand's reference GPU (referenceGpuModel, else gpuClass when it names a
/// known model), or empty.
QString referenceGpuModelOf(const Demand &demand);

} // namespace gputco
