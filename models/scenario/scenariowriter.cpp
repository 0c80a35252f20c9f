#include "scenariowriter.h"

#include "calendar.h"
#include "savefile.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace gputco {

namespace {

using ojson = nlohmann::ordered_json;

std::string s(const QString &q)
{
    return q.toStdString();
}

/// Writes "currency" only where it differs from what the block would inherit.
/// The VAT rates given (vat.ratesPercent, options[].vat.ratesPercent); empty when none.
ojson vatRates(const VatRates &r)
{
    ojson j = ojson::object();
    for (auto [key, value] :
        {std::pair{"cloud", r.cloud}, std::pair{"hardware", r.hardware}, std::pair{"power", r.power},
            std::pair{"space", r.space}, std::pair{"staff", r.staff}, std::pair{"maintenance", r.maintenance},
            std::pair{"operations", r.operations}, std::pair{"interest", r.interest}})
        if (value)
            j[key] = *value;
    return j;
}

std::string monthKeyText(int key)
{
    return QStringLiteral("%1-%2")
        .arg(key / 12, 4, 10, QLatin1Char('0'))
        .arg(key % 12 + 1, 2, 10, QLatin1Char('0'))
        .toStdString();
}

void currency(ojson &j, const QString &code, const QString &inherited)
{
    if (!code.isEmpty() && code != inherited)
        j["currency"] = s(code);
}

/// A price that is awaited is written as its note, never as a price of 0.
void hourly(ojson &j, double price, const std::optional<double> &list, const std::optional<double> &discount,
    const QString &quote)
{
    if (!quote.isEmpty() || !(price > 0)) {
        j["quoteNeeded"] = s(quote);
    } else if (list && discount) {
        j["onDemandPricePerInstanceHour"] = *list;
        j["discountPercent"] = *discount;
    } else {
        j["pricePerInstanceHour"] = price;
    }
}

ojson fees(const HiddenFees &f, const QString &cur)
{
    ojson j = ojson::object();
    if (f.egress) {
        ojson e;
        currency(e, f.egress->currency, cur);
        e["gbPerMonth"] = f.egress->gbPerMonth;
        ojson tiers = ojson::array();
        for (const PriceTier &t : f.egress->tiers) {
            ojson tj;
            if (t.upToGb)
                tj["upToGb"] = *t.upToGb;
            tj["pricePerGb"] = t.pricePerGb;
            tiers.push_back(tj);
        }
        e["tiers"] = tiers;
        if (!f.egress->presetId.isEmpty())
            e["presetId"] = s(f.egress->presetId);
        j["egress"] = e;
    }
    if (f.bandwidth) {
        ojson b;
        currency(b, f.bandwidth->currency, cur);
        b["mbps"] = f.bandwidth->mbps;
        b["pricePerMbpsMonth"] = f.bandwidth->pricePerMbpsMonth;
        if (!f.bandwidth->presetId.isEmpty())
            b["presetId"] = s(f.bandwidth->presetId);
        j["bandwidth"] = b;
    }
    if (f.crossAz) {
        ojson x;
        currency(x, f.crossAz->currency, cur);
        x["gbPerMonth"] = f.crossAz->gbPerMonth;
        x["pricePerGbPerDirection"] = f.crossAz->pricePerGb;
        j["crossAz"] = x;
    }
    if (!f.storage.empty()) {
        ojson a = ojson::array();
        for (const StorageVolume &v : f.storage) {
            ojson vj;
            if (!v.name.isEmpty())
                vj["name"] = s(v.name);
            currency(vj, v.currency, cur);
            vj["gb"] = v.gbProvisioned;
            vj["pricePerGbMonth"] = v.pricePerGbMonth;
            if (!v.presetId.isEmpty())
                vj["presetId"] = s(v.presetId);
            a.push_back(vj);
        }
        j["storage"] = a;
    }
    if (f.checkpoints) {
        ojson c;
        currency(c, f.checkpoints->currency, cur);
        c["sizeGb"] = f.checkpoints->sizeGb;
        c["kept"] = f.checkpoints->kept;
        c["pricePerGbMonth"] = f.checkpoints->pricePerGbMonth;
        j["checkpoints"] = c;
    }
    if (!f.requests.empty()) {
        ojson a = ojson::array();
        for (const RequestFee &r : f.requests) {
            ojson rj;
            if (!r.name.isEmpty())
                rj["name"] = s(r.name);
            currency(rj, r.currency, cur);
            rj["countPerMonth"] = r.requestsPerMonth;
            rj["pricePer1000"] = r.pricePer1000;
            if (!r.presetId.isEmpty())
                rj["presetId"] = s(r.presetId);
            a.push_back(rj);
        }
        j["requests"] = a;
    }
    if (f.provisioned) {
        ojson p;
        currency(p, f.provisioned->currency, cur);
        p["iops"] = f.provisioned->iops;
        p["pricePerIopsMonth"] = f.provisioned->pricePerIopsMonth;
        p["throughputMBps"] = f.provisioned->throughputMBps;
        p["pricePerMBpsMonth"] = f.provisioned->pricePerMBpsMonth;
        j["provisioned"] = p;
    }
    if (!f.other.empty()) {
        ojson a = ojson::array();
        for (const OtherMonthlyFee &o : f.other) {
            ojson oj;
            if (!o.name.isEmpty())
                oj["name"] = s(o.name);
            currency(oj, o.currency, cur);
            oj["amountPerMonth"] = o.amountPerMonth;
            a.push_back(oj);
        }
        j["other"] = a;
    }
    return j;
}

const char *paymentKey(PaymentOption p)
{
    switch (p) {
    case PaymentOption::AllUpfront: return "allUpfront";
    case PaymentOption::PartialUpfront: return "partialUpfront";
    case PaymentOption::NoUpfront: return "noUpfront";
    }
    return "noUpfront";
}

ojson cloud(const CloudOption &c, const QString &cur, double hoursPerMonth)
{
    ojson j;
    if (!c.provider.isEmpty())
        j["provider"] = s(c.provider);
    if (!c.region.isEmpty())
        j["region"] = s(c.region);
    if (!c.instanceType.isEmpty())
        j["instanceType"] = s(c.instanceType);
    if (!c.catalogPriceId.isEmpty())
        j["catalogPriceId"] = s(c.catalogPriceId);
    j["gpusPerInstance"] = c.gpusPerInstance;
    if (c.onDemand) {
        ojson o;
        currency(o, c.onDemand->currency, cur);
        hourly(o, c.onDemand->pricePerInstanceHour, c.onDemand->listPricePerInstanceHour, c.onDemand->discountPercent,
            c.onDemand->quoteNeeded);
        j["onDemand"] = o;
    }
    // A reserved term: the single "reserved" block or one of the "commitments".
    auto reserved = [&](const ReservedPricing &r) {
        ojson o;
        currency(o, r.currency, cur);
        o["termMonths"] = r.termMonths;
        o["payment"] = paymentKey(r.payment);
        if (!r.quoteNeeded.isEmpty() || !r.priced(hoursPerMonth)) {
            o["quoteNeeded"] = s(r.quoteNeeded);
        } else if (r.effectivePricePerInstanceHour) {
            o["effectivePricePerInstanceHour"] = *r.effectivePricePerInstanceHour;
        } else if (r.listPricePerInstanceHour && r.discountPercent) {
            o["onDemandPricePerInstanceHour"] = *r.listPricePerInstanceHour;
            o["discountPercent"] = *r.discountPercent;
        } else {
            if (r.payment != PaymentOption::NoUpfront)
                o["upfrontPerInstance"] = r.upfrontPerInstance;
            if (r.payment != PaymentOption::AllUpfront)
                o["monthlyPerInstance"] = r.monthlyPerInstance;
            // 商务折扣: the list amounts and the discount; the amounts above are what they give.
            if (r.negotiated()) {
                bool list = false;
                if (r.listUpfrontPerInstance && r.payment != PaymentOption::NoUpfront) {
                    o["listUpfrontPerInstance"] = *r.listUpfrontPerInstance;
                    list = true;
                }
                if (r.listMonthlyPerInstance && r.payment != PaymentOption::AllUpfront) {
                    o["listMonthlyPerInstance"] = *r.listMonthlyPerInstance;
                    list = true;
                }
                if (list)
                    o["negotiatedDiscountPercent"] = *r.negotiatedDiscountPercent;
            }
        }
        if (r.derivedHourly() && r.payment == PaymentOption::PartialUpfront && r.quoteNeeded.isEmpty())
            o["upfrontPercent"] = r.upfrontPercent;
        if (!r.renew)
            o["renew"] = false;
        if (r.instances)
            o["instances"] = *r.instances;
        if (r.sharePercent)
            o["sharePercent"] = *r.sharePercent;
        return o;
    };
    if (c.reserved)
        j["reserved"] = reserved(*c.reserved);
    if (!c.commitments.empty()) {
        ojson a = ojson::array();
        for (const ReservedPricing &r : c.commitments)
            a.push_back(reserved(r));
        j["commitments"] = a;
    }
    if (c.spot) {
        const SpotPricing &p = *c.spot;
        ojson o;
        currency(o, p.currency, cur);
        hourly(o, p.pricePerInstanceHour, p.listPricePerInstanceHour, p.discountPercent, p.quoteNeeded);
        o["interruptionsPerInstanceHour"] = p.interruptionsPerInstanceHour;
        o["checkpointIntervalHours"] = p.checkpointIntervalHours;
        o["checkpointWriteHours"] = p.checkpointWriteHours;
        o["restartHours"] = p.restartHours;
        o["gangScheduled"] = p.gangScheduled;
        j["spot"] = o;
    }
    return j;
}

ojson selfHosted(const SelfHostedOption &h, const QString &cur)
{
    ojson j;
    ojson servers;
    if (h.serverCount)
        servers["count"] = *h.serverCount;
    servers["gpusPerServer"] = h.gpusPerServer;
    if (h.alreadyOwnedAgeMonths)
        servers["alreadyOwnedAgeMonths"] = *h.alreadyOwnedAgeMonths;
    if (!h.serverQuoteNeeded.isEmpty() || !(h.pricePerServer > 0))
        servers["quoteNeeded"] = s(h.serverQuoteNeeded);
    else
        servers["pricePerServer"] = h.pricePerServer;
    servers["typicalKw"] = h.typicalKwPerServer;
    servers["maxKw"] = h.maxKwPerServer;
    currency(servers, h.capexCurrency, cur);
    j["servers"] = servers;
    if (h.fabricCapex > 0 || h.storageCapex > 0 || h.installationCapex > 0)
        j["capex"] = {{"fabric", h.fabricCapex}, {"storage", h.storageCapex}, {"installation", h.installationCapex}};
    j["leadTimeMonths"] = h.leadTimeMonths;
    if (!h.bridgeOptionId.isEmpty())
        j["bridgeWith"] = s(h.bridgeOptionId);
    j["depreciation"]
        = {{"lifeMonths", h.lifeMonths}, {"residualPercent", h.residualFraction * 100.0}, {"refresh", h.refresh}};
    if (h.depreciationMethod == DepreciationMethod::DecliningBalance) {
        j["depreciation"]["method"] = "decliningBalance";
        j["depreciation"]["decliningFactor"] = h.decliningFactor;
    } else if (h.depreciationMethod == DepreciationMethod::ExponentialDecay) {
        j["depreciation"]["method"] = "exponentialDecay";
        j["depreciation"]["decayPercentPerYear"] = h.decayPercentPerYear;
    }
    ojson power;
    currency(power, h.powerCurrency, cur);
    power["pricePerKwh"] = h.powerPricePerKwh;
    power["pue"] = h.pue;
    power["idlePowerPercent"] = h.idlePowerFraction * 100.0;
    j["power"] = power;
    if (h.kwPerRack > 0 || h.rackPricePerMonth > 0 || h.colocationPricePerKwMonth > 0) {
        ojson space;
        currency(space, h.spaceCurrency, cur);
        space["kwPerRack"] = h.kwPerRack; // 0 = no rack rent, even with a rack price entered
        if (h.rackPricePerMonth > 0)
            space["pricePerRackMonth"] = h.rackPricePerMonth;
        if (h.colocationPricePerKwMonth > 0)
            space["pricePerKwMonth"] = h.colocationPricePerKwMonth;
        j["space"] = space;
    }
    if (h.serversPerFte > 0 || h.monthlyCostPerFte > 0) { // serversPerFte 0 = no staff cost
        ojson staff;
        currency(staff, h.staffCurrency, cur);
        staff["serversPerFte"] = h.serversPerFte;
        staff["monthlyCostPerFte"] = h.monthlyCostPerFte;
        j["staff"] = staff;
    }
    if (h.maintenancePercentPerYear > 0)
        j["maintenancePercentPerYear"] = h.maintenancePercentPerYear;
    if (h.operationsPerMonth > 0 || h.maintenanceHoursPerMonth > 0 || h.pricePerMaintenanceHour > 0) {
        ojson op;
        op["perMonth"] = h.operationsPerMonth;
        op["maintenanceHoursPerMonth"] = h.maintenanceHoursPerMonth;
        op["pricePerHour"] = h.pricePerMaintenanceHour;
        currency(op, h.operationsCurrency, cur);
        j["operations"] = op;
    }
    if (h.financing) {
        const Financing &f = *h.financing;
        j["financing"] = {{"type", f.kind == FinancingKind::Loan ? "loan" : "financeLease"},
            {"downPaymentPercent", f.downPaymentFraction * 100.0}, {"termMonths", f.termMonths},
            {"annualRatePercent", f.annualRate * 100.0}, {"feesPercent", f.feesFraction * 100.0},
            {"balloonPercent", f.balloonFraction * 100.0}};
    }
    return j;
}

ojson efficiencyClasses(const std::vector<EfficiencyClass> &classes, const char *percentKey)
{
    ojson a = ojson::array();
    for (const EfficiencyClass &e : classes) {
        ojson c;
        c["id"] = s(e.id);
        if (!e.name.isEmpty() && e.name != e.id)
            c["name"] = s(e.name);
        c[percentKey] = e.efficiency * 100.0;
        if (!e.source.isEmpty())
            c["source"] = s(e.source);
        a.push_back(c);
    }
    return a;
}

ojson budgetAmount(const BudgetAmount &a, ojson j = ojson::object())
{
    if (a.split()) {
        j["capex"] = a.capex.value_or(0.0);
        j["opex"] = a.opex.value_or(0.0);
    } else {
        j["total"] = a.total.value_or(0.0);
    }
    return j;
}

ojson budget(const Budget &b)
{
    ojson j;
    if (!b.currency.isEmpty())
        j["currency"] = s(b.currency);
    if (!b.source.isEmpty())
        j["source"] = s(b.source);
    if (b.horizon)
        j["horizonTotal"] = budgetAmount(*b.horizon);
    else if (b.everyYear)
        j["perYear"] = budgetAmount(*b.everyYear);
    else {
        ojson years = ojson::array();
        for (const FiscalYearBudget &fy : b.fiscalYears)
            years.push_back(budgetAmount(fy.amount, {{"year", fy.year}}));
        j["fiscalYears"] = years;
    }
    if (b.prorateShortYears)
        j["prorateShortYears"] = true;
    j["reservedUpfront"] = b.reservedUpfrontIsCapex ? "capex" : "opex";
    return j;
}

ojson job(const Job &jb)
{
    ojson j;
    if (!jb.name.isEmpty())
        j["name"] = s(jb.name);
    if (jb.usefulGpuHours)
        j["usefulGpuHours"] = *jb.usefulGpuHours;
    if (jb.trainingFlops)
        j["trainingFlops"] = *jb.trainingFlops;
    if (jb.parameters)
        j["parameters"] = *jb.parameters;
    if (jb.tokens)
        j["tokens"] = *jb.tokens;
    j["mfuPercent"] = jb.mfu * 100.0;
    if (jb.peakTflopsPerGpu)
        j["peakTflopsPerGpu"] = *jb.peakTflopsPerGpu;
    if (jb.gpus)
        j["gpus"] = *jb.gpus;
    if (jb.deadlineHours)
        j["deadlineHours"] = *jb.deadlineHours;
    if (jb.datasetGb > 0)
        j["datasetGb"] = jb.datasetGb;
    if (jb.epochs != 1.0)
        j["epochs"] = jb.epochs;
    if (jb.readGbPerEpoch)
        j["readGbPerEpoch"] = *jb.readGbPerEpoch;
    if (jb.checkpointSizeGb > 0)
        j["checkpointSizeGb"] = jb.checkpointSizeGb;
    if (jb.checkpointsKept != 1.0)
        j["checkpointsKept"] = jb.checkpointsKept;
    if (jb.artifactsEgressGb > 0)
        j["artifactsEgressGb"] = jb.artifactsEgressGb;
    if (!jb.storage.isEmpty())
        j["storage"] = s(jb.storage);
    if (!jb.interconnect.isEmpty())
        j["interconnect"] = s(jb.interconnect);
    if (!jb.storageClasses.empty())
        j["storageClasses"] = efficiencyClasses(jb.storageClasses, "pipelineEfficiencyPercent");
    if (!jb.interconnects.empty())
        j["interconnects"] = efficiencyClasses(jb.interconnects, "multiNodeEfficiencyPercent");
    if (!jb.optionProfiles.empty()) {
        ojson a = ojson::array();
        for (const JobOptionProfile &p : jb.optionProfiles) {
            ojson pj;
            pj["option"] = s(p.optionId);
            if (!p.storage.isEmpty())
                pj["storage"] = s(p.storage);
            if (!p.interconnect.isEmpty())
                pj["interconnect"] = s(p.interconnect);
            if (p.pipelineEfficiency)
                pj["pipelineEfficiencyPercent"] = *p.pipelineEfficiency * 100.0;
            if (p.scalingEfficiency)
                pj["scalingEfficiencyPercent"] = *p.scalingEfficiency * 100.0;
            if (p.gpus)
                pj["gpus"] = *p.gpus;
            if (p.peakTflopsPerGpu)
                pj["peakTflopsPerGpu"] = *p.peakTflopsPerGpu;
            if (p.fallbackPricePerInstanceHour)
                pj["fallbackPricePerInstanceHour"] = *p.fallbackPricePerInstanceHour;
            if (p.storagePricePerGbMonth)
                pj["storagePricePerGbMonth"] = *p.storagePricePerGbMonth;
            if (p.readPricePerGb)
                pj["readPricePerGb"] = *p.readPricePerGb;
            if (p.egressPricePerGb)
                pj["egressPricePerGb"] = *p.egressPricePerGb;
            if (!p.fallbackCurrency.isEmpty())
                pj["currency"] = s(p.fallbackCurrency);
            a.push_back(pj);
        }
        j["optionProfiles"] = a;
    }
    return j;
}

ojson oneTimeCosts(const std::vector<OneTimeCost> &costs, const QString &cur)
{
    static const char *const kinds[] = {"porting", "dataMove", "setupFee", "parallelRunning"};
    ojson a = ojson::array();
    for (const OneTimeCost &c : costs) {
        ojson j;
        j["name"] = s(c.name);
        j["kind"] = kinds[int(c.kind)];
        j["month"] = c.month;
        currency(j, c.currency, cur);
        if (c.amount != 0.0)
            j["amount"] = c.amount;
        if (c.personMonths != 0.0 || c.costPerPersonMonth != 0.0) {
            j["personMonths"] = c.personMonths;
            j["costPerPersonMonth"] = c.costPerPersonMonth;
        }
        if (c.dataGb != 0.0)
            j["dataGb"] = c.dataGb;
        if (!c.egressTiers.empty()) {
            ojson tiers = ojson::array();
            for (const PriceTier &t : c.egressTiers) {
                ojson tj;
                if (t.upToGb)
                    tj["upToGb"] = *t.upToGb;
                tj["pricePerGb"] = t.pricePerGb;
                tiers.push_back(tj);
            }
            j["egressTiers"] = tiers;
        }
        if (c.parallelMonths != 0) {
            j["parallelMonths"] = c.parallelMonths;
            j["parallelAmountPerMonth"] = c.parallelAmountPerMonth;
        }
        if (c.amortizeMonths)
            j["amortizeMonths"] = *c.amortizeMonths;
        a.push_back(j);
    }
    return a;
}

ojson ecosystem(const OptionEcosystem &e)
{
    ojson j = ojson::object();
    if (!e.gpuModel.isEmpty())
        j["gpuModel"] = s(e.gpuModel);
    if (e.relativeThroughput)
        j["relativeThroughput"] = *e.relativeThroughput;
    if (e.stackEfficiency != 1.0)
        j["stackEfficiencyPercent"] = e.stackEfficiency * 100.0;
    if (e.origin != AcceleratorOrigin::Unknown)
        j["acceleratorOrigin"] = e.origin == AcceleratorOrigin::Domestic ? "domestic" : "foreign";
    if (e.dataLocation != DataLocation::Unknown)
        j["dataLocation"] = e.dataLocation == DataLocation::MainlandChina ? "mainlandChina" : "outsideMainlandChina";
    if (e.rdma)
        j["rdma"] = *e.rdma;
    if (e.leadTimeMonths)
        j["leadTimeMonths"] = *e.leadTimeMonths;
    return j;
}

} // namespace

QByteArray ScenarioWriter::toJson(const Scenario &sc)
{
    ojson root;
    root["formatVersion"] = Scenario::kFormatVersion;
    root["name"] = s(sc.name);
    if (!sc.description.isEmpty())
        root["description"] = s(sc.description);
    if (!sc.expectedConclusion.isEmpty())
        root["expectedConclusion"] = s(sc.expectedConclusion);
    root["reportingCurrency"] = s(sc.reportingCurrency);
    root["horizonMonths"] = sc.horizonMonths;
    root["hoursPerMonth"] = sc.hoursPerMonth;
    root["discountRatePercentPerYear"] = sc.discountRatePerYear * 100.0;
    if (!sc.exchangeRates.empty()) {
        ojson rates = ojson::array();
        for (const ExchangeRate &r : sc.exchangeRates) {
            ojson rj{{"from", s(r.from)}, {"to", s(r.to)}, {"rate", r.rate}, {"asOf", s(r.asOf)}};
            if (!r.source.isEmpty())
                rj["source"] = s(r.source);
            rates.push_back(rj);
        }
        root["exchangeRates"] = rates;
    }
    if (!sc.priceTrends.isZero()) {
        const PriceTrends &t = sc.priceTrends;
        ojson trends;
        for (auto [key, value] : {std::pair{"cloudComputePercentPerYear", t.cloudComputePercentPerYear},
                 std::pair{"hardwarePercentPerYear", t.hardwarePercentPerYear},
                 std::pair{"powerPercentPerYear", t.powerPercentPerYear},
                 std::pair{"spacePercentPerYear", t.spacePercentPerYear},
                 std::pair{"staffPercentPerYear", t.staffPercentPerYear},
                 std::pair{"feesPercentPerYear", t.feesPercentPerYear}})
            if (value != 0.0)
                trends[key] = value;
        root["priceTrends"] = trends;
    }
    ojson demand;
    if (!sc.demand.gpuClass.isEmpty())
        demand["gpuClass"] = s(sc.demand.gpuClass);
    demand["gpuCount"] = sc.demand.gpuCount;
    demand["busyHoursPerMonth"] = sc.demand.busyHoursPerMonth;
    demand["growthPercentPerYear"] = sc.demand.growthPercentPerYear;
    if (!sc.demand.referenceGpuModel.isEmpty())
        demand["referenceGpuModel"] = s(sc.demand.referenceGpuModel);
    root["demand"] = demand;
    ojson options = ojson::array();
    for (const Option &o : sc.options) {
        ojson j;
        j["id"] = s(o.id);
        j["name"] = s(o.name);
        j["type"] = o.kind() == OptionKind::Cloud ? "cloud" : "selfHosted";
        if (!o.notes.isEmpty())
            j["notes"] = s(o.notes);
        // Options are written with the reporting currency as their default.
        const ojson body = o.cloud() ? cloud(*o.cloud(), sc.reportingCurrency, sc.hoursPerMonth)
                                     : selfHosted(*o.selfHosted(), sc.reportingCurrency);
        for (auto it = body.begin(); it != body.end(); ++it)
            j[it.key()] = it.value();
        const HiddenFees &f = o.cloud() ? o.cloud()->fees : o.selfHosted()->fees;
        if (ojson fj = fees(f, sc.reportingCurrency); !fj.empty())
            j["fees"] = fj;
        if (ojson ej = ecosystem(o.ecosystem); !ej.empty())
            j["ecosystem"] = ej;
        if (!o.oneTimeCosts.empty())
            j["oneTimeCosts"] = oneTimeCosts(o.oneTimeCosts, sc.reportingCurrency);
        if (const CloudOption *c = o.cloud()) {
            if (c->platform) {
                ojson pj;
                if (!c->platform->name.isEmpty())
                    pj["name"] = s(c->platform->name);
                currency(pj, c->platform->currency, sc.reportingCurrency);
                if (c->platform->feePerInstanceHour != 0.0)
                    pj["feePerInstanceHour"] = c->platform->feePerInstanceHour;
                if (c->platform->surchargePercent != 0.0)
                    pj["surchargePercent"] = c->platform->surchargePercent;
                j["managedPlatform"] = pj;
            }
            if (c->staff) {
                ojson st;
                st["instancesPerFte"] = c->staff->instancesPerFte;
                st["monthlyCostPerFte"] = c->staff->monthlyCostPerFte;
                currency(st, c->staff->currency, sc.reportingCurrency);
                j["operationsStaff"] = st;
            }
        }
        ojson vat = ojson::object();
        if (o.pricesIncludeVat)
            vat["pricesIncludeVat"] = *o.pricesIncludeVat;
        if (ojson rates = vatRates(o.vatRates); !rates.empty())
            vat["ratesPercent"] = rates;
        if (!vat.empty())
            j["vat"] = vat;
        options.push_back(j);
    }
    root["options"] = options;
    if (sc.job)
        root["job"] = job(*sc.job);
    if (sc.uncertainty) {
        ojson inputs = ojson::array();
        for (const UncertainInput &in : sc.uncertainty->inputs)
            inputs.push_back(
                {{"driver", s(in.driverKey)}, {"lowPercent", in.lowPercent}, {"highPercent", in.highPercent}});
        root["uncertainty"] = {{"trials", sc.uncertainty->trials}, {"seed", sc.uncertainty->seed}, {"inputs", inputs}};
    }
    if (sc.calendar.has()) {
        root["calendar"] = {{"startMonth", s(Calendars::startText(sc.calendar))},
            {"fiscalYearStartMonth", sc.calendar.fiscalYearStartMonth},
            {"fiscalYearNamedBy", sc.calendar.naming == FiscalYearNaming::EndYear ? "endYear" : "startYear"}};
    }
    if (sc.budget)
        root["budget"] = budget(*sc.budget);
    if (sc.finance.timing != FinanceTiming::Monthly || sc.finance.endOfHorizon != EndOfHorizon::BookValue
        || !sc.finance.resaleByAge.empty()) {
        root["finance"] = {{"timing", sc.finance.timing == FinanceTiming::Monthly ? "monthly" : "yearly"},
            {"endOfHorizon",
                sc.finance.endOfHorizon == EndOfHorizon::BookValue     ? "bookValue"
                    : sc.finance.endOfHorizon == EndOfHorizon::Nothing ? "nothing"
                                                                       : "resale"}};
        if (!sc.finance.resaleByAge.empty()) {
            ojson points = ojson::array();
            for (const ResalePoint &p : sc.finance.resaleByAge)
                points.push_back({{"ageMonths", p.ageMonths}, {"percent", p.percent}});
            root["finance"]["resaleByAge"] = points;
        }
    }
    if (sc.vat) {
        ojson vat
            = {{"pricesIncludeVat", sc.vat->pricesIncludeVat}, {"inputVatRecoverable", sc.vat->inputVatRecoverable},
                {"results", sc.vat->results == VatResults::CostToCompany ? "costToCompany" : "excludingVat"}};
        if (ojson rates = vatRates(sc.vat->rates); !rates.empty())
            vat["ratesPercent"] = rates;
        root["vat"] = vat;
    }
    if (sc.incomeTax) {
        const IncomeTax &t = *sc.incomeTax;
        root["incomeTax"] = {{"ratePercent", t.rate * 100.0}, {"depreciationYears", t.depreciationYears},
            {"fullDeduction", t.fullDeduction}, {"fullDeductionFrom", monthKeyText(t.fullDeductionFrom)},
            {"fullDeductionUntil", monthKeyText(t.fullDeductionUntil)},
            {"fullDeductionUnitLimit", t.fullDeductionUnitLimit}};
    }
    if (sc.constraints.any()) {
        const Constraints &c = sc.constraints;
        ojson cj;
        cj["acceleratorOrigin"] = c.origin == OriginRule::DomesticOnly ? "domestic" : "any";
        cj["dataResidency"] = c.residency == ResidencyRule::MainlandChina ? "mainlandChina" : "anywhere";
        if (c.rdmaRequiredAboveGpus)
            cj["rdmaRequiredAboveGpus"] = *c.rdmaRequiredAboveGpus;
        if (c.maxLeadTimeMonths)
            cj["maxLeadTimeMonths"] = *c.maxLeadTimeMonths;
        root["constraints"] = cj;
    }
    if (!sc.variants.empty()) {
        ojson variants = ojson::array();
        for (const StoredVariant &v : sc.variants) {
            ojson drivers = ojson::object();
            for (const auto &[key, value] : v.drivers)
                drivers[s(key)] = value;
            variants.push_back({{"name", s(v.name)}, {"drivers", drivers}});
        }
        root["variants"] = variants;
    }
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

QString ScenarioWriter::save(const Scenario &scenario, const QString &fileName)
{
    const QString reason = saveBytes(fileName, toJson(scenario));
    if (!reason.isEmpty())
        return QCoreApplication::translate("gputco::ScenarioWriter",
            "%1: saving failed, the previous file is "
            "unchanged: %2")
            .arg(fileName, reason);
    return {};
}

} // namespace gputco
