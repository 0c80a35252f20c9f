#include "edits.h"

#include "scenariofields.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace gputco::Edits {

namespace {

/// This file's messages, in the context of Edits (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Edits)
};

/// The option block (an element of the scenario's options), for its presets.
std::string_view optionBlock()
{
    return ScenarioSchema::field<&Scenario::options>().child;
}

bool valid(const Scenario &s, int index)
{
    return index >= 0 && index < int(s.options.size());
}

/// The amounts a 包年包月 quote charges from its list amounts and negotiated discount.
void applyNegotiated(ReservedPricing &r)
{
    const double keep = 1.0 - r.negotiatedDiscountPercent.value_or(0.0) / 100.0;
    if (r.listUpfrontPerInstance)
        r.upfrontPerInstance = *r.listUpfrontPerInstance * keep;
    if (r.listMonthlyPerInstance)
        r.monthlyPerInstance = *r.listMonthlyPerInstance * keep;
    if (r.upfrontPerInstance + r.monthlyPerInstance > 0)
        r.quoteNeeded.clear();
}

} // namespace

Option newCloudOption()
{
    Option o;
    o.name = Tr::tr("New cloud option");
    CloudOption c;
    c.onDemand = OnDemandPricing{}; // price 0: asks for a quote
    o.spec = c;
    ScenarioSchema::applyPresets(optionBlock(), &o); // the table's presets for new options
    return o;
}

Option newSelfHostedOption()
{
    Option o;
    o.id = QStringLiteral("own");
    o.name = Tr::tr("Own servers");
    o.spec = SelfHostedOption{};
    // The table's presets for new servers (a DGX H100's power, China's power price and PUE, a
    // resale value); the server price is left for the user's quote.
    ScenarioSchema::applyPresets(optionBlock(), &o);
    return o;
}

QString uniqueOptionId(const Scenario &s, const QString &base)
{
    QString id = base;
    for (int n = 2;; ++n) {
        if (std::none_of(s.options.begin(), s.options.end(), [&](const Option &o) { return o.id == id; }))
            return id;
        id = base + QLatin1Char('-') + QString::number(n);
    }
}

int addOption(Scenario &s, Option o)
{
    const QString base = !o.id.isEmpty() ? o.id
        : o.kind() == OptionKind::Cloud  ? QStringLiteral("cloud")
                                         : QStringLiteral("own");
    o.id = uniqueOptionId(s, base);
    s.options.push_back(std::move(o));
    return int(s.options.size()) - 1;
}

int duplicateOption(Scenario &s, int index)
{
    if (!valid(s, index))
        return -1;
    Option o = s.options[std::size_t(index)];
    o.id = uniqueOptionId(s, o.id);
    o.name = Tr::tr("%1 (copy)").arg(o.name);
    s.options.insert(s.options.begin() + index + 1, std::move(o));
    return index + 1;
}

void removeOption(Scenario &s, int index)
{
    if (!valid(s, index))
        return;
    const QString id = s.options[std::size_t(index)].id;
    s.options.erase(s.options.begin() + index);
    for (Option &o : s.options) // a removed bridge leaves the demand waiting
        if (auto *h = std::get_if<SelfHostedOption>(&o.spec); h && h->bridgeOptionId == id)
            h->bridgeOptionId.clear();
    if (s.job) // the job's profile of the option goes with it
        std::erase_if(s.job->optionProfiles, [&](const JobOptionProfile &p) { return p.optionId == id; });
}

int moveOption(Scenario &s, int index, int delta)
{
    const int to = index + delta;
    if (!valid(s, index) || !valid(s, to))
        return -1;
    std::swap(s.options[std::size_t(index)], s.options[std::size_t(to)]);
    return to;
}

PricingModel pricingModel(const CloudOption &c)
{
    if (c.reserved)
        return c.onDemand ? PricingModel::ReservedPlusOnDemand
            : c.spot      ? PricingModel::ReservedPlusSpot
                          : PricingModel::Reserved;
    return c.spot ? PricingModel::Spot : PricingModel::OnDemand;
}

void setPricingModel(CloudOption &c, PricingModel model)
{
    const bool wantReserved = model == PricingModel::Reserved || model == PricingModel::ReservedPlusOnDemand
        || model == PricingModel::ReservedPlusSpot;
    const bool wantOnDemand = model == PricingModel::OnDemand || model == PricingModel::ReservedPlusOnDemand;
    const bool wantSpot = model == PricingModel::Spot || model == PricingModel::ReservedPlusSpot;
    const double od = c.onDemand ? c.onDemand->pricePerInstanceHour : 0.0;
    if (wantReserved && !c.reserved) {
        ReservedPricing rp;
        rp.currency = c.onDemand ? c.onDemand->currency : QString();
        c.reserved = rp; // price 0 until entered: asks for a quote
    } else if (!wantReserved) {
        c.reserved.reset();
    }
    if (wantOnDemand && !c.onDemand)
        c.onDemand = OnDemandPricing{};
    else if (!wantOnDemand)
        c.onDemand.reset();
    if (wantSpot && !c.spot) {
        SpotPricing sp;
        sp.listPricePerInstanceHour = od > 0 ? std::optional<double>(od) : std::nullopt;
        c.spot = sp; // price 0 until entered
    } else if (!wantSpot) {
        c.spot.reset();
    }
}

void setPayment(ReservedPricing &r, PaymentOption payment)
{
    const double termTotal = r.upfrontPerInstance + r.monthlyPerInstance * r.termMonths;
    r.payment = payment;
    if (r.derivedHourly())
        return;
    r.upfrontPerInstance = termTotal * r.upfrontShare();
    r.monthlyPerInstance = termTotal * (1 - r.upfrontShare()) / r.termMonths;
    r.listUpfrontPerInstance.reset();
    r.listMonthlyPerInstance.reset();
    r.negotiatedDiscountPercent.reset();
}

void setReservedAmount(ReservedPricing &r, double hoursPerMonth, TermAmount which, double amount)
{
    const ReservedAmounts a = r.amounts(hoursPerMonth);
    r.upfrontPerInstance = a.upfront;
    r.monthlyPerInstance = a.monthly;
    r.listPricePerInstanceHour.reset();
    r.discountPercent.reset();
    r.effectivePricePerInstanceHour.reset();
    r.listUpfrontPerInstance.reset();
    r.listMonthlyPerInstance.reset();
    r.negotiatedDiscountPercent.reset();
    (which == TermAmount::Upfront ? r.upfrontPerInstance : r.monthlyPerInstance) = amount;
    if (r.upfrontPerInstance + r.monthlyPerInstance > 0)
        r.quoteNeeded.clear();
}

void setNegotiatedList(ReservedPricing &r, TermAmount which, double amount)
{
    std::optional<double> &list = which == TermAmount::Upfront ? r.listUpfrontPerInstance : r.listMonthlyPerInstance;
    if (amount <= 0) {
        list.reset();
        if (!r.listUpfrontPerInstance && !r.listMonthlyPerInstance)
            r.negotiatedDiscountPercent.reset();
        return;
    }
    list = amount;
    if (!r.negotiatedDiscountPercent)
        r.negotiatedDiscountPercent = 0.0;
    applyNegotiated(r);
}

void setNegotiatedDiscount(ReservedPricing &r, double percent)
{
    if (percent >= 100.0)
        return; // a discount of 100 % or more leaves no price (the file's reader refuses it too)
    if (!r.listUpfrontPerInstance && !r.listMonthlyPerInstance) {
        if (percent <= 0)
            return;
        if (r.payment != PaymentOption::NoUpfront && r.upfrontPerInstance > 0)
            r.listUpfrontPerInstance = r.upfrontPerInstance;
        if (r.payment != PaymentOption::AllUpfront && r.monthlyPerInstance > 0)
            r.listMonthlyPerInstance = r.monthlyPerInstance;
        if (!r.listUpfrontPerInstance && !r.listMonthlyPerInstance)
            return; // nothing quoted yet to take a discount off
    }
    r.negotiatedDiscountPercent = percent;
    applyNegotiated(r);
}

void setOnDemandPrice(OnDemandPricing &p, double price)
{
    p.pricePerInstanceHour = price;
    p.listPricePerInstanceHour.reset();
    p.discountPercent.reset();
    if (price > 0)
        p.quoteNeeded.clear();
}

void setSpotPrice(SpotPricing &p, double price)
{
    p.pricePerInstanceHour = price;
    p.discountPercent.reset();
    if (price > 0)
        p.quoteNeeded.clear();
}

EgressFee &egressFee(CloudOption &c)
{
    if (!c.fees.egress)
        c.fees.egress = EgressFee{0, {{std::nullopt, 0.0}}, {}, {}};
    return *c.fees.egress;
}

StorageVolume &firstStorageVolume(CloudOption &c)
{
    if (c.fees.storage.empty())
        c.fees.storage.push_back({Tr::tr("Storage"), 0, 0, {}, {}});
    return c.fees.storage.front();
}

void setServerPrice(SelfHostedOption &h, double price)
{
    h.pricePerServer = price;
    if (price > 0)
        h.serverQuoteNeeded.clear();
}

void setTypicalKw(SelfHostedOption &h, double kw)
{
    h.typicalKwPerServer = kw;
    // A lower nameplate power is refused by the loader: raising the typical power raises it.
    h.maxKwPerServer = std::max(h.maxKwPerServer, h.typicalKwPerServer);
}

void setAlreadyOwned(SelfHostedOption &h, bool owned)
{
    h.alreadyOwnedAgeMonths = owned ? std::optional<int>(h.alreadyOwnedAgeMonths.value_or(0)) : std::nullopt;
}

void setFinancing(SelfHostedOption &h, std::optional<FinancingKind> kind)
{
    if (!kind) {
        h.financing.reset();
        return;
    }
    if (!h.financing)
        h.financing = Financing{};
    h.financing->kind = *kind;
}

void setHoursPerMonth(Scenario &s, double hours)
{
    const double share = s.hoursPerMonth > 0 ? s.demand.busyHoursPerMonth / s.hoursPerMonth : 1.0;
    s.hoursPerMonth = hours;
    s.demand.busyHoursPerMonth = std::min(hours, share * hours);
}

void setBusyHours(Scenario &s, double hours)
{
    s.demand.busyHoursPerMonth = std::min(hours, s.hoursPerMonth);
}

void setEndOfHorizon(FinanceSettings &f, EndOfHorizon e)
{
    f.endOfHorizon = e;
    if (e == EndOfHorizon::Resale && f.resaleByAge.empty())
        f.resaleByAge = {ResalePoint{0, 0.0}}; // until a value is entered
}

void setResalePercent(FinanceSettings &f, double percent)
{
    if (f.resaleByAge.size() == 1)
        f.resaleByAge[0] = ResalePoint{0, percent}; // one percent at any age
}

void setVat(Scenario &s, VatChoice choice)
{
    if (choice == VatChoice::NotModelled) {
        s.vat.reset();
        return;
    }
    if (!s.vat)
        s.vat = VatSettings{};
    s.vat->pricesIncludeVat = choice == VatChoice::PricesIncludeVat;
}

void setIncomeTax(Scenario &s, bool modelled)
{
    if (!modelled)
        s.incomeTax.reset();
    else if (!s.incomeTax)
        s.incomeTax = IncomeTax{};
}

void setRdSuperDeduction(Scenario &s, bool claimed)
{
    if (!s.incomeTax)
        return;
    if (!claimed)
        s.incomeTax->rdSuperDeduction.reset();
    else if (!s.incomeTax->rdSuperDeduction)
        s.incomeTax->rdSuperDeduction = RdSuperDeduction{};
}

void setYearlyBudget(Scenario &s, BudgetPart part, double amount)
{
    const bool split = part != BudgetPart::Total;
    if (!s.budget) {
        if (amount <= 0.0)
            return;
        s.budget = Budget{};
        s.budget->everyYear = BudgetAmount{};
        if (split) {
            s.budget->everyYear->capex = 0.0;
            s.budget->everyYear->opex = 0.0;
        } else {
            s.budget->everyYear->total = 0.0;
        }
    }
    if (!s.budget->everyYear || s.budget->everyYear->split() != split)
        return;
    BudgetAmount &a = *s.budget->everyYear;
    (part == BudgetPart::Total ? a.total : part == BudgetPart::Capex ? a.capex : a.opex) = amount;
    if (a.sum() <= 0.0)
        s.budget.reset(); // all amounts 0: no budget
}

bool setCalendarStart(Calendar &c, const QString &text)
{
    static const QRegularExpression ym(QStringLiteral("^\\s*([0-9]{4})-(0?[1-9]|1[0-2])\\s*$"));
    if (text.trimmed().isEmpty()) {
        c.startYear = 0;
        c.startMonth = 0;
        return true;
    }
    const QRegularExpressionMatch m = ym.match(text);
    if (!m.hasMatch() || m.captured(1).toInt() <= 0)
        return false;
    c.startYear = m.captured(1).toInt();
    c.startMonth = m.captured(2).toInt();
    return true;
}

void editProvenance(Option &o, const std::function<void(Provenance &)> &change)
{
    Provenance p = o.provenance.value_or(Provenance{});
    change(p);
    if (p == Provenance{})
        o.provenance.reset();
    else
        o.provenance = p;
}

void clearBlockProvenances(Option &o)
{
    for (const BlockProvenanceRef &b : blockProvenances(o))
        b.provenance->reset();
}

std::vector<BlockProvenanceRef> blockProvenances(Option &o)
{
    std::vector<BlockProvenanceRef> out;
    const auto add
        = [&out](ProvenanceBlock block, std::optional<Provenance> &p, const QString &name = {}, std::size_t index = 0) {
              out.push_back({block, name, int(index), &p});
          };
    const auto addFees = [&add](HiddenFees &f) {
        if (f.egress)
            add(ProvenanceBlock::Egress, f.egress->provenance);
        if (f.bandwidth)
            add(ProvenanceBlock::Bandwidth, f.bandwidth->provenance);
        if (f.crossAz)
            add(ProvenanceBlock::CrossAz, f.crossAz->provenance);
        for (std::size_t i = 0; i < f.storage.size(); ++i)
            add(ProvenanceBlock::Storage, f.storage[i].provenance, f.storage[i].name, i);
        if (f.checkpoints)
            add(ProvenanceBlock::Checkpoints, f.checkpoints->provenance);
        for (std::size_t i = 0; i < f.requests.size(); ++i)
            add(ProvenanceBlock::Requests, f.requests[i].provenance, f.requests[i].name, i);
        if (f.provisioned)
            add(ProvenanceBlock::Provisioned, f.provisioned->provenance);
        for (std::size_t i = 0; i < f.other.size(); ++i)
            add(ProvenanceBlock::OtherFee, f.other[i].provenance, f.other[i].name, i);
    };
    if (auto *c = std::get_if<CloudOption>(&o.spec)) {
        if (c->onDemand)
            add(ProvenanceBlock::OnDemand, c->onDemand->provenance);
        if (c->spot)
            add(ProvenanceBlock::Spot, c->spot->provenance);
        if (c->reserved)
            add(ProvenanceBlock::Reserved, c->reserved->provenance);
        for (std::size_t i = 0; i < c->commitments.size(); ++i)
            add(ProvenanceBlock::Commitment, c->commitments[i].provenance, QString(), i);
        if (c->platform)
            add(ProvenanceBlock::Platform, c->platform->provenance, c->platform->name);
        if (c->staff)
            add(ProvenanceBlock::CloudStaff, c->staff->provenance);
        addFees(c->fees);
    } else if (auto *h = std::get_if<SelfHostedOption>(&o.spec)) {
        add(ProvenanceBlock::Servers, h->serversProvenance);
        add(ProvenanceBlock::Capex, h->capexProvenance);
        add(ProvenanceBlock::Power, h->powerProvenance);
        add(ProvenanceBlock::Space, h->spaceProvenance);
        add(ProvenanceBlock::Staff, h->staffProvenance);
        add(ProvenanceBlock::Operations, h->operationsProvenance);
        if (h->financing)
            add(ProvenanceBlock::Financing, h->financing->provenance);
        addFees(h->fees);
    }
    for (std::size_t i = 0; i < o.oneTimeCosts.size(); ++i)
        add(ProvenanceBlock::OneTime, o.oneTimeCosts[i].provenance, o.oneTimeCosts[i].name, i);
    return out;
}

std::optional<Provenance> nonEmpty(const Provenance &p)
{
    Provenance out = p;
    if (out.quote && *out.quote == PriceQuoteRef{})
        out.quote.reset();
    if (out == Provenance{})
        return std::nullopt;
    return out;
}

} // namespace gputco::Edits
