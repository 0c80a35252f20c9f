#include "priceterms.h"

#include "exchangerates.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace gputco {

void PriceTermRecorder::mirrorSurcharge(int m)
{
    // Only the terms recorded before: indices, since adding may move the vector.
    const std::size_t n = mOut.terms.size();
    for (std::size_t k = 0; k < n; ++k) {
        const PriceTerm &t = mOut.terms[k];
        if (t.month != m || t.rate != RateKey::None
            || (t.category != Category::Compute && t.category != Category::ReservedUpfront))
            continue;
        PriceTerm copy = t;
        copy.category = Category::Platform;
        copy.rate = RateKey::PlatformSurcharge;
        mOut.terms.push_back(copy);
    }
}

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

const CloudOption *cloudAt(const Scenario &s, int option)
{
    if (option < 0 || std::size_t(option) >= s.options.size())
        return nullptr;
    return s.options[std::size_t(option)].cloud();
}

template<class T> const T *at(const std::vector<T> &v, int k)
{
    return k >= 0 && std::size_t(k) < v.size() ? &v[std::size_t(k)] : nullptr;
}

const ReservedPricing *termOf(const CloudOption &o, int block)
{
    if (block < 0)
        return o.reserved ? &*o.reserved : nullptr;
    return at(o.commitments, block);
}

/// The number a price is made of in the scenario (non-const access for input()).
double *field(const CloudOption &c, const PriceRef &ref)
{
    auto mut = [](const double &d) { return const_cast<double *>(&d); };
    const HiddenFees &f = c.fees;
    switch (ref.key) {
    case PriceKey::OnDemand: return c.onDemand ? mut(c.onDemand->pricePerInstanceHour) : nullptr;
    case PriceKey::Spot: return c.spot ? mut(c.spot->pricePerInstanceHour) : nullptr;
    case PriceKey::ReservedUpfront:
    case PriceKey::ReservedMonthly: {
        const ReservedPricing *rp = termOf(c, ref.block);
        if (!rp)
            return nullptr;
        if (rp->effectivePricePerInstanceHour)
            return mut(*rp->effectivePricePerInstanceHour);
        if (rp->listPricePerInstanceHour && rp->discountPercent)
            return mut(*rp->listPricePerInstanceHour);
        return mut(ref.key == PriceKey::ReservedUpfront ? rp->upfrontPerInstance : rp->monthlyPerInstance);
    }
    case PriceKey::PlatformFee: return c.platform ? mut(c.platform->feePerInstanceHour) : nullptr;
    case PriceKey::CloudStaff: return c.staff ? mut(c.staff->monthlyCostPerFte) : nullptr;
    case PriceKey::EgressTier:
        if (!f.egress)
            return nullptr;
        if (const PriceTier *t = at(f.egress->tiers, ref.tier))
            return mut(t->pricePerGb);
        return nullptr;
    case PriceKey::Bandwidth: return f.bandwidth ? mut(f.bandwidth->pricePerMbpsMonth) : nullptr;
    case PriceKey::CrossAz: return f.crossAz ? mut(f.crossAz->pricePerGb) : nullptr;
    case PriceKey::StorageVolume:
        if (const StorageVolume *v = at(f.storage, ref.block))
            return mut(v->pricePerGbMonth);
        return nullptr;
    case PriceKey::Checkpoints: return f.checkpoints ? mut(f.checkpoints->pricePerGbMonth) : nullptr;
    case PriceKey::Requests:
        if (const RequestFee *r = at(f.requests, ref.block))
            return mut(r->pricePer1000);
        return nullptr;
    case PriceKey::ProvisionedIops: return f.provisioned ? mut(f.provisioned->pricePerIopsMonth) : nullptr;
    case PriceKey::ProvisionedThroughput: return f.provisioned ? mut(f.provisioned->pricePerMBpsMonth) : nullptr;
    case PriceKey::OtherFee:
        if (const OtherMonthlyFee *o = at(f.other, ref.block))
            return mut(o->amountPerMonth);
        return nullptr;
    }
    return nullptr;
}

double trendPercent(const PriceTrends &t, TrendClass c)
{
    switch (c) {
    case TrendClass::None: return 0.0;
    case TrendClass::Cloud: return t.cloudComputePercentPerYear;
    case TrendClass::Hardware: return t.hardwarePercentPerYear;
    case TrendClass::Power: return t.powerPercentPerYear;
    case TrendClass::Space: return t.spacePercentPerYear;
    case TrendClass::Staff: return t.staffPercentPerYear;
    case TrendClass::Fees: return t.feesPercentPerYear;
    }
    return 0.0;
}

} // namespace

double PriceTerms::unitPrice(const Scenario &s, const PriceRef &ref)
{
    const CloudOption *c = cloudAt(s, ref.option);
    if (!c)
        return kNaN;
    if (ref.key == PriceKey::ReservedUpfront || ref.key == PriceKey::ReservedMonthly) {
        const ReservedPricing *rp = termOf(*c, ref.block);
        if (!rp)
            return kNaN;
        const ReservedAmounts a = rp->amounts(s.hoursPerMonth);
        return ref.key == PriceKey::ReservedUpfront ? a.upfront : a.monthly;
    }
    const double *v = field(*c, ref);
    return v ? *v : kNaN;
}

double *PriceTerms::input(Scenario &s, const PriceRef &ref)
{
    const CloudOption *c = cloudAt(s, ref.option);
    return c ? field(*c, ref) : nullptr;
}

double PriceTerms::rateValue(const Scenario &s, int option, RateKey rate)
{
    if (rate == RateKey::None)
        return 1.0;
    const CloudOption *c = cloudAt(s, option);
    return c && c->platform ? c->platform->surchargePercent / 100.0 : kNaN;
}

QString PriceTerms::name(const PriceRef &ref)
{
    const QString option = QStringLiteral("options_%1_").arg(ref.option);
    const QString term = ref.block < 0 ? QStringLiteral("reserved_") : QStringLiteral("commitments_%1_").arg(ref.block);
    switch (ref.key) {
    case PriceKey::OnDemand: return option + QStringLiteral("onDemand_pricePerInstanceHour");
    case PriceKey::Spot: return option + QStringLiteral("spot_pricePerInstanceHour");
    case PriceKey::ReservedUpfront: return option + term + QStringLiteral("upfrontPerInstance");
    case PriceKey::ReservedMonthly: return option + term + QStringLiteral("monthlyPerInstance");
    case PriceKey::PlatformFee: return option + QStringLiteral("managedPlatform_feePerInstanceHour");
    case PriceKey::CloudStaff: return option + QStringLiteral("operationsStaff_monthlyCostPerFte");
    case PriceKey::EgressTier: return option + QStringLiteral("fees_egress_tiers_%1_pricePerGb").arg(ref.tier);
    case PriceKey::Bandwidth: return option + QStringLiteral("fees_bandwidth_pricePerMbpsMonth");
    case PriceKey::CrossAz: return option + QStringLiteral("fees_crossAz_pricePerGbPerDirection");
    case PriceKey::StorageVolume: return option + QStringLiteral("fees_storage_%1_pricePerGbMonth").arg(ref.block);
    case PriceKey::Checkpoints: return option + QStringLiteral("fees_checkpoints_pricePerGbMonth");
    case PriceKey::Requests: return option + QStringLiteral("fees_requests_%1_pricePer1000").arg(ref.block);
    case PriceKey::ProvisionedIops: return option + QStringLiteral("fees_provisioned_pricePerIopsMonth");
    case PriceKey::ProvisionedThroughput: return option + QStringLiteral("fees_provisioned_pricePerMBpsMonth");
    case PriceKey::OtherFee: return option + QStringLiteral("fees_other_%1_amountPerMonth").arg(ref.block);
    }
    return {};
}

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PriceTerms)
};
} // namespace

QString PriceTerms::label(const PriceRef &ref)
{
    const QString term = ref.block < 0 ? Tr::tr("Reserved term") : Tr::tr("Commitment %1").arg(ref.block + 1);
    switch (ref.key) {
    case PriceKey::OnDemand: return Tr::tr("On-demand, per instance-hour");
    case PriceKey::Spot: return Tr::tr("Spot, per instance-hour");
    case PriceKey::ReservedUpfront: return Tr::tr("%1: upfront payment per instance").arg(term);
    case PriceKey::ReservedMonthly: return Tr::tr("%1: monthly payment per instance").arg(term);
    case PriceKey::PlatformFee: return Tr::tr("Platform fee, per instance-hour");
    case PriceKey::CloudStaff: return Tr::tr("Operations staff, per FTE-month");
    case PriceKey::EgressTier: return Tr::tr("Internet egress, tier %1, per GB").arg(ref.tier + 1);
    case PriceKey::Bandwidth: return Tr::tr("Bandwidth, per Mbps-month");
    case PriceKey::CrossAz: return Tr::tr("Cross-zone traffic, per GB and direction");
    case PriceKey::StorageVolume: return Tr::tr("Storage volume %1, per GB-month").arg(ref.block + 1);
    case PriceKey::Checkpoints: return Tr::tr("Checkpoint storage, per GB-month");
    case PriceKey::Requests: return Tr::tr("Storage requests %1, per 1,000").arg(ref.block + 1);
    case PriceKey::ProvisionedIops: return Tr::tr("Provisioned IOPS, per IOPS-month");
    case PriceKey::ProvisionedThroughput: return Tr::tr("Provisioned throughput, per MB/s-month");
    case PriceKey::OtherFee: return Tr::tr("Other fee %1, per month").arg(ref.block + 1);
    }
    return {};
}

QString PriceTerms::rateName(int option, RateKey rate)
{
    return rate == RateKey::PlatformSurcharge
        ? QStringLiteral("options_%1_managedPlatform_surchargePercent").arg(option)
        : QString();
}

double PriceTerms::trendFactor(const Scenario &s, TrendClass c, int month)
{
    const double percent = trendPercent(s.priceTrends, c);
    return percent == 0.0 ? 1.0 : std::pow(1.0 + percent / 100.0, month / 12);
}

std::vector<CategoryAmounts> PriceTerms::evaluate(const Scenario &s, const OptionTerms &t)
{
    std::vector<CategoryAmounts> out(std::size_t(std::max(0, s.horizonMonths)), CategoryAmounts{});
    const double U = std::clamp(s.demand.busyHoursPerMonth, 0.0, s.hoursPerMonth);
    for (const PriceTerm &term : t.terms) {
        if (term.month < 0 || std::size_t(term.month) >= out.size())
            continue;
        const double fx = exchangeFactor(s.exchangeRates, term.currency, s.reportingCurrency).value_or(kNaN);
        out[std::size_t(term.month)][index(term.category)] += term.quantity * unitPrice(s, term.price) * fx
            * trendFactor(s, term.trend, term.trendMonth) * (term.perBusyHour ? U : 1.0)
            * rateValue(s, term.price.option, term.rate);
    }
    return out;
}

std::array<bool, kCategoryCount> PriceTerms::madeUp(const Scenario &s, const OptionTerms &t)
{
    std::array<bool, kCategoryCount> ok;
    ok.fill(true);
    const std::vector<CategoryAmounts> sum = evaluate(s, t);
    for (std::size_t m = 0; m < t.asEntered.size() && m < sum.size(); ++m)
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            const double a = t.asEntered[m][c], b = sum[m][c];
            if (!(std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a))))
                ok[c] = false;
        }
    return ok;
}

} // namespace gputco
