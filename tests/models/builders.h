#pragma once

#include "scenario.h"

namespace gputco::test {

/// A one-option scenario in CNY with no discounting, for hand-computed checks.
inline Scenario scenario(double gpus, double busyHours, int horizon = 12)
{
    Scenario s;
    s.name = QStringLiteral("test");
    s.reportingCurrency = QStringLiteral("CNY");
    s.horizonMonths = horizon;
    s.hoursPerMonth = 730.0;
    s.demand.gpuCount = gpus;
    s.demand.busyHoursPerMonth = busyHours;
    return s;
}

inline Option cloud(const QString &id, const CloudOption &c)
{
    Option o;
    o.id = id;
    o.name = id;
    o.spec = c;
    return o;
}

inline Option selfHosted(const QString &id, const SelfHostedOption &h)
{
    Option o;
    o.id = id;
    o.name = id;
    o.spec = h;
    return o;
}

inline CloudOption onDemand(double pricePerInstanceHour, int gpusPerInstance = 8)
{
    CloudOption c;
    c.gpusPerInstance = gpusPerInstance;
    c.onDemand = OnDemandPricing{};
    c.onDemand->pricePerInstanceHour = pricePerInstanceHour;
    c.onDemand->currency = QStringLiteral("CNY");
    return c;
}

/// Spot capacity of 8-GPU instances at 30 an instance-hour, 0.01 interruptions per
/// instance-hour, checkpoints every 2 h taking 0.1 h, restarts of 0.5 h.
inline CloudOption spot(bool gangScheduled = true)
{
    CloudOption c;
    c.gpusPerInstance = 8;
    SpotPricing sp;
    sp.pricePerInstanceHour = 30.0;
    sp.interruptionsPerInstanceHour = 0.01;
    sp.checkpointIntervalHours = 2.0;
    sp.checkpointWriteHours = 0.1;
    sp.restartHours = 0.5;
    sp.gangScheduled = gangScheduled;
    c.spot = sp;
    return c;
}

/// A server with only capex and power, everything else zero.
inline SelfHostedOption server(int count, double price)
{
    SelfHostedOption h;
    h.serverCount = count;
    h.gpusPerServer = 8;
    h.pricePerServer = price;
    h.lifeMonths = 60;
    h.capexCurrency = QStringLiteral("CNY");
    return h;
}

} // namespace gputco::test
