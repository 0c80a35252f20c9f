#pragma once

#include "scenario.h"

#include <QString>

#include <optional>
#include <span>

namespace gputco {

/*!
 * Facts of a GPU or accelerator model that size options and check constraints: its vendor,
 * whether it is made in China (信创), its dense BF16 peak (FP16 for parts without BF16) and
 * memory, with the source of the figures. Ids are those of the pricing catalog's gpu_models
 * (tst_gpumodels checks that the figures agree with its seed). A figure without a checked
 * source is empty: sizing then falls back to 1 and says it must be entered.
 */
struct GpuModelFacts
{
    const char *id = "";
    const char *vendor = "";
    const char *name = "";
    AcceleratorOrigin origin = AcceleratorOrigin::Unknown;
    std::optional<double> bf16Tflops; ///< dense, per card
    std::optional<double> memoryGb;
    const char *source = "";
};

namespace GpuModels {

std::span<const GpuModelFacts> all();
/// The model with this id or name (case-insensitive; "A100 80GB" also finds "a100-80gb"; a
/// vendor's short name such as "H800" finds it when it names one model), or nullptr.
const GpuModelFacts *find(const QString &idOrName);
/// Every id, comma-separated, for messages that refuse an unknown model.
QString knownIds();

} // namespace GpuModels

} // namespace gputco
