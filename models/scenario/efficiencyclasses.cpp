#include "efficiencyclasses.h"

#include <algorithm>

namespace gputco {

namespace {

std::vector<EfficiencyClass> merged(
    const std::vector<EfficiencyClass> &builtIn, const std::vector<EfficiencyClass> &own)
{
    std::vector<EfficiencyClass> out = builtIn;
    for (const EfficiencyClass &c : own) {
        auto it = std::find_if(out.begin(), out.end(), [&](const EfficiencyClass &b) { return b.id == c.id; });
        if (it != out.end())
            *it = c;
        else
            out.push_back(c);
    }
    return out;
}

} // namespace

const std::vector<EfficiencyClass> &EfficiencyClasses::builtInStorage()
{
    static const std::vector<EfficiencyClass> classes = {
        {QStringLiteral("cloudDisk"), tr("Ordinary cloud disk"), 0.25,
            tr("Seed documents: ordinary cloud disks leave GPUs 20-30% busy (IO-bound); 25% is the middle")},
        {QStringLiteral("parallelFileSystem"), tr("Parallel file system (CPFS, Lustre/FSx, Turbo)"), 0.85,
            tr("Seed documents: parallel file systems keep GPUs above 80% busy")},
    };
    return classes;
}

const std::vector<EfficiencyClass> &EfficiencyClasses::builtInInterconnects()
{
    static const std::vector<EfficiencyClass> classes = {
        {QStringLiteral("tcp"), tr("Ethernet without RDMA"), 0.5,
            tr("Seed documents: multi-node training without RDMA/InfiniBand can lose 50% or more")},
        {QStringLiteral("rdma"), tr("RDMA fabric (InfiniBand, RoCE, EFA)"), 0.96,
            tr("MosaicML llm-foundry benchmark tables: per-GPU throughput within a few percent from 8 to 128 GPUs")},
    };
    return classes;
}

std::vector<EfficiencyClass> EfficiencyClasses::storage(const Job &job)
{
    return merged(builtInStorage(), job.storageClasses);
}

std::vector<EfficiencyClass> EfficiencyClasses::interconnects(const Job &job)
{
    return merged(builtInInterconnects(), job.interconnects);
}

} // namespace gputco
