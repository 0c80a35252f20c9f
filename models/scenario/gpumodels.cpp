#include "gpumodels.h"

#include <QHash>
#include <QStringList>

namespace gputco {

namespace {

constexpr AcceleratorOrigin kDomestic = AcceleratorOrigin::Domestic;
constexpr AcceleratorOrigin kForeign = AcceleratorOrigin::Foreign;

// NVIDIA figures: the vendor datasheets, as in the pricing catalog seed (gpu_models_source).
constexpr const char *kNvidia = "NVIDIA datasheets (dense tensor-core BF16, FP16 where the part has no BF16)";

const GpuModelFacts kModels[] = {
    {"a100-40gb", "NVIDIA", "A100 40GB", kForeign, 312, 40, kNvidia},
    {"a100-80gb", "NVIDIA", "A100 80GB", kForeign, 312, 80, kNvidia},
    {"a800-40gb", "NVIDIA", "A800 40GB", kForeign, 312, 40, kNvidia},
    {"a800-80gb", "NVIDIA", "A800 80GB", kForeign, 312, 80,
        "NVIDIA A800 datasheet: the A100's compute (312 TFLOPS BF16 dense) with NVLink limited to 400 GB/s"},
    {"h100-80gb", "NVIDIA", "H100 80GB SXM", kForeign, 989, 80, kNvidia},
    {"h200-141gb", "NVIDIA", "H200 141GB", kForeign, 989, 141, kNvidia},
    {"h800-80gb", "NVIDIA", "H800 80GB SXM", kForeign, 989, 80,
        "NVIDIA H800 datasheet: the H100 SXM's compute (989 TFLOPS BF16 dense) with NVLink limited to 400 GB/s"},
    {"l40s", "NVIDIA", "L40S 48GB", kForeign, 362, 48, kNvidia},
    {"b200", "NVIDIA", "B200", kForeign, 2250, 179, kNvidia},
    {"b300", "NVIDIA", "B300", kForeign, std::nullopt, 269, "memory: SkyPilot catalog; no checked BF16 figure"},
    {"v100-16gb", "NVIDIA", "V100 16GB", kForeign, 125, 16, kNvidia},
    {"v100-32gb", "NVIDIA", "V100 32GB", kForeign, 125, 32, kNvidia},
    {"t4", "NVIDIA", "T4 16GB", kForeign, 65, 16, kNvidia},
    {"a10", "NVIDIA", "A10 24GB", kForeign, 125, 24, kNvidia},
    {"a30", "NVIDIA", "A30 24GB", kForeign, 165, 24, kNvidia},
    {"h20", "NVIDIA", "H20 96GB", kForeign, 148, 96, kNvidia},
    {"l20", "NVIDIA", "L20 48GB", kForeign, std::nullopt, 48,
        "memory: NVIDIA; no checked BF16 figure: enter relativeThroughput"},
    {"p4", "NVIDIA", "P4 8GB", kForeign, std::nullopt, 8, "no BF16 or FP16 tensor cores"},
    {"p40", "NVIDIA", "P40 24GB", kForeign, std::nullopt, 24, "no BF16 or FP16 tensor cores"},
    {"p100-16gb", "NVIDIA", "P100 16GB", kForeign, std::nullopt, 16, "no tensor cores"},
    {"rtx5880-ada", "NVIDIA", "RTX 5880 Ada 48GB", kForeign, std::nullopt, 48, "no checked BF16 figure"},
    {"intel-sg1", "Intel", "Intel SG1", kForeign, std::nullopt, std::nullopt, "no checked figures"},
    {"ascend-910", "Huawei", "Ascend 910", kDomestic, 256, 32,
        "Huawei, Ascend 910 launch 2019-08-23 and Hot Chips 31: 256 TFLOPS FP16 (no BF16), 32 GB HBM2"},
    {"ascend-910b", "Huawei", "Ascend 910B", kDomestic, std::nullopt, std::nullopt,
        "Huawei publishes no datasheet peak for the 910B: enter relativeThroughput from a benchmark or quote"},
    {"ascend-910c", "Huawei", "Ascend 910C", kDomestic, std::nullopt, std::nullopt,
        "no vendor-published peak: enter relativeThroughput"},
    {"kunlun-p800", "Kunlunxin", "Kunlun P800", kDomestic, std::nullopt, std::nullopt,
        "Kunlunxin (Baidu) publishes no peak: enter relativeThroughput"},
    {"zixiao-c100", "Tencent", "Tencent Zixiao C100", kDomestic, std::nullopt, std::nullopt, "no checked figures"},
};

QString normalized(const QString &s)
{
    QString n = s.trimmed().toLower();
    n.replace(QLatin1Char(' '), QLatin1Char('-'));
    return n;
}

} // namespace

std::span<const GpuModelFacts> GpuModels::all()
{
    return kModels;
}

const GpuModelFacts *GpuModels::find(const QString &idOrName)
{
    if (idOrName.isEmpty())
        return nullptr;
    // Ids and normalized names, built once (the engine looks models up for every option it prices).
    static const QHash<QString, const GpuModelFacts *> index = [] {
        QHash<QString, const GpuModelFacts *> h;
        QHash<QString, int> shortNames; // "h800" of "h800-80gb": kept when it names one model
        for (const GpuModelFacts &g : kModels) {
            h.insert(normalized(QLatin1String(g.name)), &g);
            h.insert(QLatin1String(g.id), &g);
            ++shortNames[QString::fromLatin1(g.id).section(QLatin1Char('-'), 0, 0)];
        }
        for (const GpuModelFacts &g : kModels) {
            const QString shortName = QString::fromLatin1(g.id).section(QLatin1Char('-'), 0, 0);
            if (shortNames.value(shortName) == 1 && !h.contains(shortName))
                h.insert(shortName, &g);
        }
        return h;
    }();
    return index.value(normalized(idOrName), nullptr);
}

QString GpuModels::knownIds()
{
    QStringList ids;
    for (const GpuModelFacts &g : kModels)
        ids << QLatin1String(g.id);
    return ids.join(QStringLiteral(", "));
}

} // namespace gputco
