#pragma once

#include "scenario.h"

namespace gputco::test {

/*!
 * A scenario of `count` options over 120 months for tests and benchmarks at scale (issue 17):
 * 64 GPUs busy 500 h a month; every third option self-hosted (8 servers, 1.2 M + 0.1 M per
 * index), the others cloud 8-GPU instances at 300 + index an hour, on demand or reserved for
 * 12 months at 40 % off. So the break-even pairs grow as n^2 (n / 3 x 2n / 3). Shared by
 * bench_whatif, tst_chartlabels and tst_resourcelimits.
 */
inline Scenario manyOptions(int count)
{
    Scenario s;
    s.name = QStringLiteral("many");
    s.horizonMonths = 120;
    s.demand.gpuCount = 64;
    s.demand.busyHoursPerMonth = 500;
    for (int i = 0; i < count; ++i) {
        Option o;
        o.id = QStringLiteral("o%1").arg(i);
        o.name = QStringLiteral("Option %1").arg(i);
        if (i % 3 == 2) {
            SelfHostedOption h;
            h.serverCount = 8;
            h.pricePerServer = 1.2e6 + i * 1e5;
            h.typicalKwPerServer = 6.5;
            h.maxKwPerServer = 10.2;
            h.powerPricePerKwh = 0.63;
            h.pue = 1.3;
            h.idlePowerFraction = 0.3;
            h.lifeMonths = 48;
            o.spec = h;
        } else {
            CloudOption c;
            c.gpusPerInstance = 8;
            if (i % 3 == 1) {
                ReservedPricing rp;
                rp.termMonths = 12;
                rp.listPricePerInstanceHour = 300.0 + i;
                rp.discountPercent = 40;
                c.reserved = rp;
            } else {
                c.onDemand = OnDemandPricing{};
                c.onDemand->pricePerInstanceHour = 300.0 + i;
            }
            o.spec = c;
        }
        s.options.push_back(o);
    }
    return s;
}

} // namespace gputco::test
