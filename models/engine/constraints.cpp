#include "constraints.h"

#include "gpumodels.h"

#include <QCoreApplication>
#include <QStringList>

namespace gputco {

namespace {

/// This file's messages, in the context of Constraints (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Constraints)
};

} // namespace

AcceleratorOrigin originOf(const Option &option)
{
    if (option.ecosystem.origin != AcceleratorOrigin::Unknown)
        return option.ecosystem.origin;
    if (const GpuModelFacts *g = GpuModels::find(option.ecosystem.gpuModel))
        return g->origin;
    return AcceleratorOrigin::Unknown;
}

int leadTimeOf(const Option &option)
{
    if (option.ecosystem.leadTimeMonths)
        return *option.ecosystem.leadTimeMonths;
    if (const SelfHostedOption *h = option.selfHosted())
        return h->leadTimeMonths;
    return 0;
}

std::vector<ConstraintViolation> checkConstraints(const Scenario &s, const Option &o, int peakCards)
{
    std::vector<ConstraintViolation> out;
    const Constraints &c = s.constraints;
    if (c.origin == OriginRule::DomesticOnly) {
        const AcceleratorOrigin origin = originOf(o);
        if (origin == AcceleratorOrigin::Foreign)
            out.push_back({QStringLiteral("acceleratorOrigin"),
                Tr::tr("domestic accelerators only: %1 is not made in China")
                    .arg(o.ecosystem.gpuModel.isEmpty() ? Tr::tr("its accelerator") : o.ecosystem.gpuModel)});
        else if (origin == AcceleratorOrigin::Unknown)
            out.push_back({QStringLiteral("acceleratorOrigin"),
                Tr::tr("domestic accelerators only: the accelerator's origin is not known (enter "
                       "ecosystem.acceleratorOrigin or a known gpuModel)")});
    }
    if (c.residency == ResidencyRule::MainlandChina) {
        if (o.ecosystem.dataLocation == DataLocation::OutsideMainlandChina)
            out.push_back({QStringLiteral("dataResidency"),
                Tr::tr("data must stay in mainland China: this option keeps it outside")});
        else if (o.ecosystem.dataLocation == DataLocation::Unknown)
            out.push_back({QStringLiteral("dataResidency"),
                Tr::tr("data must stay in mainland China: where this option keeps the data is not known "
                       "(enter ecosystem.dataLocation)")});
    }
    if (c.rdmaRequiredAboveGpus && peakCards > *c.rdmaRequiredAboveGpus && o.ecosystem.rdma != true)
        out.push_back({QStringLiteral("rdma"),
            o.ecosystem.rdma ? Tr::tr("RDMA is required above %1 GPUs: this option uses %2 without RDMA")
                                   .arg(*c.rdmaRequiredAboveGpus)
                                   .arg(peakCards)
                             : Tr::tr("RDMA is required above %1 GPUs: this option uses %2 and has no RDMA stated "
                                      "(enter ecosystem.rdma)")
                                   .arg(*c.rdmaRequiredAboveGpus)
                                   .arg(peakCards)});
    if (c.maxLeadTimeMonths && leadTimeOf(o) > *c.maxLeadTimeMonths)
        out.push_back({QStringLiteral("leadTime"),
            Tr::tr("lead time at most %1 months: this option needs %2").arg(*c.maxLeadTimeMonths).arg(leadTimeOf(o))});
    return out;
}

QString constraintsText(const Constraints &c)
{
    QStringList parts;
    if (c.origin == OriginRule::DomesticOnly)
        parts << Tr::tr("domestic accelerators only");
    if (c.residency == ResidencyRule::MainlandChina)
        parts << Tr::tr("data in mainland China");
    if (c.rdmaRequiredAboveGpus)
        parts << Tr::tr("RDMA above %1 GPUs").arg(*c.rdmaRequiredAboveGpus);
    if (c.maxLeadTimeMonths)
        parts << Tr::tr("lead time at most %1 months").arg(*c.maxLeadTimeMonths);
    return parts.join(Tr::tr(", "));
}

} // namespace gputco
