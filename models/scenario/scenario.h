#pragma once

#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace gputco {

/*!
 * Domain types of a scenario: what the training needs and the options that could provide it.
 * Plain values, no behaviour; the ScenarioLoader fills them and the CostEngine reads them.
 * Every money amount is in the currency named next to it (see Priced), never converted here.
 * Every type compares by value (== on each member, doubles exactly), so that an edit whose
 * result equals what was there is known to change nothing.
 */

/// An ISO 4217 currency code such as "CNY" or "USD".
using CurrencyCode = QString;

/// A dated conversion rate: one unit of `from` buys `rate` units of `to`.
struct ExchangeRate
{
    CurrencyCode from;
    CurrencyCode to;
    double rate = 0.0;
    QString asOf; ///< ISO date, e.g. "2026-11-01"
    QString source;

    bool operator==(const ExchangeRate &) const = default;
};

/// A vendor's quote a price was taken from (a server vendor, a colocation provider, a cloud
/// account manager): who, which quote, how long it is valid, and the file it came in.
struct PriceQuoteRef
{
    QString vendor;
    QString reference; ///< quote number, contact
    QString validFrom; ///< ISO date; empty when not stated
    QString validUntil; ///< ISO date, the last valid day; empty when not stated
    QString attachment; ///< file name or link of the quote document

    bool operator==(const PriceQuoteRef &) const = default;
};

/*!
 * Where the amounts of a block come from (its "provenance" block, issue 27): what a buyer reads
 * beside each price before signing. Any part left empty is taken from the option's own
 * provenance; a tax status stated nowhere is the scenario's VAT setting (docs/scenario-format.md).
 */
struct Provenance
{
    QString source; ///< who or what gave the amounts: a quote, a contract, a price page, an estimate
    QString asOf; ///< ISO date the amounts were valid on
    std::optional<bool> taxIncluded; ///< 含税 (true) or 不含税 (false)
    std::optional<double> taxRatePercent; ///< the VAT rate the amounts include or exclude
    std::optional<PriceQuoteRef> quote = std::nullopt;

    bool operator==(const Provenance &) const = default;
};

/// Capacity view of demand: G GPUs busy U hours per month, optionally growing each year.
struct Demand
{
    QString gpuClass; ///< free text, e.g. "A100 80GB"
    double gpuCount = 0.0; ///< GPUs needed in year 1
    double busyHoursPerMonth = 0.0; ///< hours each GPU is busy per month, 0..hoursPerMonth
    double growthPercentPerYear = 0.0; ///< demand grows in steps at each 12-month anniversary
    /// The reference GPU the counts are in: a GPU model id (gpumodels.h); empty = gpuClass
    /// when it names a known model. Options are sized to deliver the same work (OptionSizing).
    QString referenceGpuModel;

    bool operator==(const Demand &) const = default;
};

/// One tier of a tiered per-GB price: applies to the GB up to `upToGb` (cumulative, per month).
struct PriceTier
{
    std::optional<double> upToGb; ///< empty = no upper bound (last tier)
    double pricePerGb = 0.0;

    bool operator==(const PriceTier &) const = default;
};

struct EgressFee
{
    double gbPerMonth = 0.0;
    std::vector<PriceTier> tiers;
    CurrencyCode currency;
    QString presetId; ///< fee preset of the pricing catalog the price came from, if any

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const EgressFee &) const = default;
};

struct BandwidthFee
{
    double mbps = 0.0;
    double pricePerMbpsMonth = 0.0;
    CurrencyCode currency;
    QString presetId; ///< fee preset of the pricing catalog the price came from, if any

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const BandwidthFee &) const = default;
};

struct CrossAzFee
{
    double gbPerMonth = 0.0; ///< GB moved between zones; billed on both sides
    double pricePerGb = 0.0; ///< per direction
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const CrossAzFee &) const = default;
};

struct StorageVolume
{
    QString name;
    double gbProvisioned = 0.0;
    double pricePerGbMonth = 0.0;
    CurrencyCode currency;
    QString presetId; ///< fee preset of the pricing catalog the price came from, if any

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const StorageVolume &) const = default;
};

struct CheckpointStorage
{
    double sizeGb = 0.0;
    double kept = 0.0; ///< checkpoints retained at any time
    double pricePerGbMonth = 0.0;
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const CheckpointStorage &) const = default;
};

struct RequestFee
{
    QString name;
    double requestsPerMonth = 0.0;
    double pricePer1000 = 0.0;
    CurrencyCode currency;
    QString presetId; ///< fee preset of the pricing catalog the price came from, if any

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const RequestFee &) const = default;
};

struct ProvisionedPerformanceFee
{
    double iops = 0.0;
    double pricePerIopsMonth = 0.0;
    double throughputMBps = 0.0;
    double pricePerMBpsMonth = 0.0;
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const ProvisionedPerformanceFee &) const = default;
};

struct OtherMonthlyFee
{
    QString name;
    double amountPerMonth = 0.0;
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const OtherMonthlyFee &) const = default;
};

/// The fees that hide in a bill beside the GPU price, each its own cost category.
struct HiddenFees
{
    std::optional<EgressFee> egress;
    std::optional<BandwidthFee> bandwidth;
    std::optional<CrossAzFee> crossAz;
    std::vector<StorageVolume> storage;
    std::optional<CheckpointStorage> checkpoints;
    std::vector<RequestFee> requests;
    std::optional<ProvisionedPerformanceFee> provisioned;
    std::vector<OtherMonthlyFee> other;

    bool operator==(const HiddenFees &) const = default;
};

enum class PaymentOption { AllUpfront, PartialUpfront, NoUpfront };

/// What a spend commitment (节省计划, Savings Plan) can cover (issue 32, docs/design/commitments.md 2):
/// one instance family in one region (EC2 Instance Savings Plan, ECS 计算型), drawn first, or any
/// family (Compute Savings Plan, 通用型).
enum class CommitmentScope { InstanceFamily, Compute };

/// Which of an option's spend commitments draws first within a scope: the earliest to expire (then
/// the earliest to start; Alibaba's 先过期的先抵扣) or the highest discount (AWS).
enum class CommitmentOrder { EarliestExpiryFirst, HighestDiscountFirst };

/// What a reserved term costs per instance: paid in the first month of each term, and in
/// every month of it.
struct ReservedAmounts
{
    double upfront = 0.0;
    double monthly = 0.0;

    bool operator==(const ReservedAmounts &) const = default;
};

/// A reserved or subscription term (包年包月), paid for every month whether used or not.
/// Kept as entered (a quote, an effective hourly rate, or a list price and discount); the
/// amounts it costs are derived by amounts(), never stored.
struct ReservedPricing
{
    int termMonths = 12;
    PaymentOption payment = PaymentOption::NoUpfront;
    double upfrontPerInstance = 0.0; ///< a quote: paid in the first month of each term
    double monthlyPerInstance = 0.0; ///< a quote: paid in every month of the term
    /// A quote recorded as list amounts and a negotiated discount (商务折扣): upfrontPerInstance
    /// and monthlyPerInstance are then list x (1 - negotiatedDiscountPercent / 100).
    std::optional<double> listUpfrontPerInstance;
    std::optional<double> listMonthlyPerInstance;
    std::optional<double> negotiatedDiscountPercent;
    bool renew = true; ///< renew back to back while the horizon lasts
    std::optional<double> listPricePerInstanceHour;
    std::optional<double> discountPercent;
    std::optional<double> effectivePricePerInstanceHour;
    double upfrontPercent = 50.0; ///< share paid upfront for partialUpfront (derived prices)
    /// Instances reserved; empty = sized per term to the peak demand within the term.
    std::optional<int> instances;
    /// Share of the instances needed (0..100) reserved, instead of `instances`: each term
    /// reserves floor(share / 100 x the peak instances needed within the term).
    std::optional<double> sharePercent;
    CurrencyCode currency;
    QString quoteNeeded; ///< why there is no price yet (saved as "quoteNeeded")

    /// Hourly rate the term is priced at, if entered as list price + discount or effective rate.
    std::optional<double> derivedHourly() const
    {
        if (effectivePricePerInstanceHour)
            return effectivePricePerInstanceHour;
        if (listPricePerInstanceHour && discountPercent)
            return *listPricePerInstanceHour * (1.0 - *discountPercent / 100.0);
        return std::nullopt;
    }

    /// Share of a derived term's total paid upfront.
    double upfrontShare() const
    {
        return payment == PaymentOption::AllUpfront ? 1.0
            : payment == PaymentOption::NoUpfront   ? 0.0
                                                    : upfrontPercent / 100.0;
    }

    /// Upfront and monthly amount per instance: the quote, or the term's total at the derived
    /// hourly rate (hourly x hoursPerMonth x termMonths) split by the payment option.
    ReservedAmounts amounts(double hoursPerMonth) const
    {
        const auto hourly = derivedHourly();
        if (!hourly)
            return {upfrontPerInstance, monthlyPerInstance};
        const double termTotal = *hourly * hoursPerMonth * termMonths;
        return {termTotal * upfrontShare(), termTotal * (1.0 - upfrontShare()) / termMonths};
    }

    /// True when the term has a price (not awaiting a quote).
    bool priced(double hoursPerMonth) const
    {
        const ReservedAmounts a = amounts(hoursPerMonth);
        return quoteNeeded.isEmpty() && a.upfront + a.monthly > 0;
    }

    /// True when the quote is recorded as list amounts with a negotiated discount.
    bool negotiated() const { return negotiatedDiscountPercent && (listUpfrontPerInstance || listMonthlyPerInstance); }

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const ReservedPricing &) const = default;
};

/// Spot / preemptible capacity (抢占式, 竞价) with the expected-value interruption model.
struct SpotPricing
{
    double pricePerInstanceHour = 0.0;
    std::optional<double> listPricePerInstanceHour; ///< when entered as a discount off on-demand
    std::optional<double> discountPercent;
    double interruptionsPerInstanceHour = 0.0;
    double checkpointIntervalHours = 1.0;
    double checkpointWriteHours = 0.0;
    double restartHours = 0.0;
    /// True when one interrupted instance stops the whole job (data-parallel training).
    bool gangScheduled = true;
    CurrencyCode currency;
    QString quoteNeeded; ///< why there is no price yet (saved as "quoteNeeded")

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const SpotPricing &) const = default;
};

struct OnDemandPricing
{
    double pricePerInstanceHour = 0.0;
    CurrencyCode currency;
    std::optional<double> listPricePerInstanceHour; ///< when entered with a negotiated discount
    std::optional<double> discountPercent;
    QString quoteNeeded; ///< why there is no price yet (saved as "quoteNeeded")

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const OnDemandPricing &) const = default;
};

/// A managed training platform (Alibaba PAI, Huawei ModelArts ...) on top of the instances:
/// a fee per instance-hour used and/or a surcharge on the compute bill.
struct ManagedPlatform
{
    QString name;
    double feePerInstanceHour = 0.0;
    double surchargePercent = 0.0; ///< of compute (on-demand, spot, reserved)
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const ManagedPlatform &) const = default;
};

/// Engineers who run a cloud option (cluster, scheduler, images, failures): FTE per N
/// instances x loaded monthly cost. A managed platform needs fewer.
struct CloudStaff
{
    double instancesPerFte = 0.0; ///< 0 = no staff cost
    double monthlyCostPerFte = 0.0;
    CurrencyCode currency;

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const CloudStaff &) const = default;
};

/// A cloud option: a reserved base (optional) plus pay-as-you-go capacity for the rest
/// (on-demand or spot, optional). Pure on-demand, pure reserved, pure spot and mixed are
/// all special cases of it.
struct CloudOption
{
    QString provider;
    QString region;
    QString instanceType;
    QString catalogPriceId; ///< stable id of the catalog price row, if any
    int gpusPerInstance = 1;
    std::optional<ReservedPricing> reserved;
    /// A portfolio of reserved terms (each with its own term, payment and share or count),
    /// exclusive with `reserved`; the demand they do not cover runs on demand or spot.
    std::vector<ReservedPricing> commitments;
    std::optional<OnDemandPricing> onDemand;
    std::optional<SpotPricing> spot;
    HiddenFees fees;
    std::optional<ManagedPlatform> platform;
    std::optional<CloudStaff> staff;

    bool operator==(const CloudOption &) const = default;
};

enum class FinancingKind { Loan, FinanceLease };

/// How owned hardware loses value over its life (book value, amortized view, resale).
enum class DepreciationMethod {
    StraightLine, ///< (capex - residual) / life a month
    /// The books' declining balance: factor / life in years of the book value at the start of
    /// each year of the asset's life, a twelfth of it a month, then straight line (DecliningSwitch)
    DecliningBalance,
    ExponentialDecay, ///< the value falls by decayPercentPerYear a year; resale at end of life is the value then
    SumOfYearsDigits, ///< 年数总和法: (capex - residual) x years left / sum of the years' digits a year
};

/// When declining balance turns to straight line over the rest of the life.
enum class DecliningSwitch {
    LastTwoYears, ///< Chinese practice: (book value - residual) / 2 in each of the last two years
    WhenStraightLineGivesMore, ///< at the first year straight line over the rest gives at least as much
};

/*!
 * A purchase paid over time (loan, or finance lease 融资租赁): a down payment in the month of
 * purchase, then `termMonths` equal payments (annuity at annualRate / 12 a month) from that
 * month on, and a balloon with the last payment. Applies to every purchase of the option.
 */
struct Financing
{
    FinancingKind kind = FinancingKind::Loan;
    double downPaymentFraction = 0.0; ///< of the purchase
    int termMonths = 36;
    double annualRate = 0.0; ///< nominal; monthly rate = annualRate / 12
    double feesFraction = 0.0; ///< of the financed amount, paid at the start
    double balloonFraction = 0.0; ///< of the purchase, paid with the last payment

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const Financing &) const = default;
};

/// What a payment milestone counts its months from: the order (the month of the purchase) or
/// the delivery (the month the servers enter service, after the lead time).
enum class MilestoneFrom { Order, Delivery };

/*!
 * One payment of a purchase paid by milestones (付款节点, issue 34): `percent` of the purchase,
 * `afterMonths` after the order or the delivery: 预付款 (advance, at the order), 到货款 (on
 * delivery), 验收款 (on acceptance, a month or two after delivery), 质保金 (the retention, at the
 * end of the warranty). The percents of a schedule add up to 100.
 */
struct PaymentMilestone
{
    QString name;
    double percent = 0.0;
    MilestoneFrom from = MilestoneFrom::Order;
    int afterMonths = 0;

    bool operator==(const PaymentMilestone &) const = default;
};

/// Servers bought and run on premises.
struct SelfHostedOption
{
    std::optional<int> serverCount; ///< empty = enough for the peak demand
    int gpusPerServer = 8;
    double pricePerServer = 0.0; ///< 0 = not known yet (quote needed)
    QString serverQuoteNeeded; ///< why there is no server price yet
    /// Id of the pricing catalog's hardware row (a vendor's server quote) the price comes from, if any.
    QString serverCatalogHardwareId;
    double fabricCapex = 0.0; ///< switches, NICs, cables
    double storageCapex = 0.0;
    double installationCapex = 0.0;
    CurrencyCode capexCurrency;
    int leadTimeMonths = 0; ///< months from order (month 1) to servers in service
    /// Id of a cloud option that serves the demand the servers cannot: before they arrive
    /// (lead time) and beyond their capacity. Empty = that demand is not served.
    QString bridgeOptionId;
    int lifeMonths = 60; ///< straight-line depreciation period, then refresh
    double residualFraction = 0.0; ///< resale value at end of life, share of hardware capex
    DepreciationMethod depreciationMethod = DepreciationMethod::StraightLine;
    double decliningFactor = 2.0; ///< declining balance: 2 = double declining
    DecliningSwitch decliningSwitch = DecliningSwitch::LastTwoYears;
    double decayPercentPerYear = 27.6; ///< exponential decay; 27.6 % = 10^-0.14 (Epoch AI)
    /// Servers already owned, this many months into their life at month 1: not bought again
    /// (the price is what they cost, for book value and maintenance); empty = bought in month 1.
    std::optional<int> alreadyOwnedAgeMonths;
    bool refresh = true; ///< buy again at end of life while the horizon lasts

    double typicalKwPerServer = 0.0; ///< draw when GPUs are busy
    double maxKwPerServer = 0.0; ///< nameplate, used to size racks
    double idlePowerFraction = 0.0; ///< share of typical kW drawn when idle
    double pue = 1.0;
    double powerPricePerKwh = 0.0;
    CurrencyCode powerCurrency;

    double kwPerRack = 0.0; ///< 0 = no rack-based rent
    double rackPricePerMonth = 0.0;
    double colocationPricePerKwMonth = 0.0;
    CurrencyCode spaceCurrency;

    double serversPerFte = 0.0; ///< 0 = no staff cost
    double monthlyCostPerFte = 0.0;
    CurrencyCode staffCurrency;

    double maintenancePercentPerYear = 0.0; ///< of capex, from the month in service

    /// Running costs known only as a lump sum (energy and operations), per month in service.
    double operationsPerMonth = 0.0;
    double maintenanceHoursPerMonth = 0.0; ///< hands-on hours a month, at pricePerMaintenanceHour
    double pricePerMaintenanceHour = 0.0;
    CurrencyCode operationsCurrency;

    std::optional<Financing> financing; ///< empty: purchases paid in cash
    /// Purchases paid by milestones (not with financing); empty: in full in the month of the order.
    std::vector<PaymentMilestone> paymentSchedule;

    HiddenFees fees; ///< egress, bandwidth, other fees of the site

    /// Where the amounts of each group come from (its "provenance" block); empty: the option's.
    std::optional<Provenance> serversProvenance = std::nullopt;
    std::optional<Provenance> capexProvenance = std::nullopt;
    std::optional<Provenance> powerProvenance = std::nullopt;
    std::optional<Provenance> spaceProvenance = std::nullopt;
    std::optional<Provenance> staffProvenance = std::nullopt;
    std::optional<Provenance> operationsProvenance = std::nullopt;

    bool operator==(const SelfHostedOption &) const = default;
};

/// Where an option's accelerator comes from (信创 rules ask for domestic ones).
enum class AcceleratorOrigin { Unknown, Domestic, Foreign };
/// Where an option keeps the data.
enum class DataLocation { Unknown, MainlandChina, OutsideMainlandChina };

/*!
 * What an option offers beyond its price (issue 18): the accelerator it runs on, how much
 * work a card does against the demand's reference GPU, and the facts constraints check.
 * Everything optional: an option without it is sized 1:1 and its facts are unknown.
 */
struct OptionEcosystem
{
    QString gpuModel; ///< a GPU model id (gpumodels.h), e.g. "ascend-910b"
    std::optional<double> relativeThroughput; ///< work per card / reference card; empty = peak ratio
    double stackEfficiency = 1.0; ///< fraction of that the software stack reaches (0.7 for a first port)
    AcceleratorOrigin origin = AcceleratorOrigin::Unknown; ///< Unknown: from the GPU model
    DataLocation dataLocation = DataLocation::Unknown;
    std::optional<bool> rdma; ///< RDMA / InfiniBand between nodes
    std::optional<int> leadTimeMonths; ///< months until capacity; empty: self-hosted servers' lead time, cloud 0

    bool operator==(const OptionEcosystem &) const = default;
};

/// What a one-time migration cost is for (its label; every kind may use every amount).
enum class OneTimeKind { Porting, DataMove, SetupFee, ParallelRunning };

/*!
 * A one-time cost of moving to an option (category Migration): porting effort, data moved in
 * (egress out of the current provider, by its tiers), set-up fees, and the old bill paid while
 * both run. Cash view: each amount in its month (parallel running in each of its months);
 * amortized view: the total spread evenly over amortizeMonths from `month`.
 */
struct OneTimeCost
{
    QString name;
    OneTimeKind kind = OneTimeKind::SetupFee;
    int month = 1; ///< plan month it is paid in (first month of parallel running)
    CurrencyCode currency;
    double amount = 0.0; ///< a lump sum (fees, a quote)
    double personMonths = 0.0; ///< porting effort
    double costPerPersonMonth = 0.0; ///< fully loaded
    double dataGb = 0.0; ///< data moved in
    std::vector<PriceTier> egressTiers; ///< the current provider's egress price per GB
    int parallelMonths = 0; ///< months both old and new are paid
    double parallelAmountPerMonth = 0.0; ///< the old bill in those months
    std::optional<int> amortizeMonths; ///< amortized view; empty = to the end of the horizon

    std::optional<Provenance> provenance = std::nullopt; ///< where the amounts come from

    bool operator==(const OneTimeCost &) const = default;
};

/*!
 * A compute subsidy on an option (算力券, issue 34): a programme pays back `percent` of the
 * compute rented (instances, reserved terms, a managed platform, cloud bridging) as invoiced,
 * with VAT, at most capPerYear in each fiscal year (plan year without a calendar), paid
 * paidAfterMonths after the month of the spend, for spend up to `until`. Category Subsidy,
 * negative; taxable income unless `taxable` is false (不征税收入). What would be paid after the
 * horizon is not counted.
 */
struct ComputeSubsidy
{
    QString name; ///< the programme, e.g. "上海市算力券"
    double percent = 0.0;
    std::optional<double> capPerYear; ///< in the reporting currency; empty: no cap
    int paidAfterMonths = 6;
    QString until; ///< ISO date: spend in months up to this one qualifies (needs a calendar); empty: all
    bool taxable = true;
    std::optional<Provenance> provenance = std::nullopt; ///< the programme's terms

    bool operator==(const ComputeSubsidy &) const = default;
};

enum class OptionKind { Cloud, SelfHosted };

/*!
 * VAT rates (增值税) by price class, in percent; empty: the default (scenario) or the
 * scenario's rate (an option's override). Hidden fees use the cloud rate; capex, resale and
 * depreciation the hardware rate. Defaults and sources: docs/finance.md.
 */
struct VatRates
{
    std::optional<double> cloud; ///< cloud services, fees, bridging: 6 %
    std::optional<double> hardware; ///< servers, fabric, storage, installation: 13 %
    std::optional<double> power; ///< electricity: 13 %
    std::optional<double> space; ///< colocation (IDC services): 6 %
    std::optional<double> staff; ///< salaries: 0 %
    std::optional<double> maintenance; ///< repair, spares: 13 %
    std::optional<double> operations; ///< the monthly running-cost lump sum: 6 %
    std::optional<double> interest; ///< loan interest (input VAT not deductible): 0 %

    bool operator==(const VatRates &) const = default;
};

struct Option
{
    QString id;
    QString name;
    QString notes;
    std::variant<CloudOption, SelfHostedOption> spec;
    OptionEcosystem ecosystem;
    std::vector<OneTimeCost> oneTimeCosts;
    std::optional<ComputeSubsidy> computeSubsidy = std::nullopt; ///< 算力券
    /// VAT overrides of this option (its "vat" block); empty: the scenario's.
    std::optional<bool> pricesIncludeVat = std::nullopt;
    VatRates vatRates = {};
    /// Where the option's amounts come from, for every line whose block does not say.
    std::optional<Provenance> provenance = std::nullopt;

    OptionKind kind() const
    {
        return std::holds_alternative<CloudOption>(spec) ? OptionKind::Cloud : OptionKind::SelfHosted;
    }
    const CloudOption *cloud() const { return std::get_if<CloudOption>(&spec); }
    const SelfHostedOption *selfHosted() const { return std::get_if<SelfHostedOption>(&spec); }

    bool operator==(const Option &) const = default;
};

/// How well a storage choice keeps the GPUs fed (pipeline efficiency), or how well an
/// interconnect keeps per-GPU throughput across nodes (scaling efficiency), with its source.
struct EfficiencyClass
{
    QString id; ///< what job profiles refer to, e.g. "parallelFileSystem"
    QString name; ///< for display
    double efficiency = 1.0; ///< fraction 0..1
    QString source;

    bool operator==(const EfficiencyClass &) const = default;
};

/// What one option offers the job: its storage and interconnect, the GPUs it runs on.
struct JobOptionProfile
{
    QString optionId;
    QString storage; ///< storage class id; empty = the job's default
    QString interconnect; ///< interconnect class id; empty = the job's default
    std::optional<double> pipelineEfficiency; ///< fraction; overrides the storage class
    std::optional<double> scalingEfficiency; ///< fraction, multi-node; overrides the interconnect
    std::optional<int> gpus; ///< GPUs the job uses on this option
    std::optional<double> peakTflopsPerGpu; ///< dense BF16 peak of this option's GPU
    /// On-demand price per instance-hour a spot option falls back to when a deadline forces it.
    std::optional<double> fallbackPricePerInstanceHour;
    CurrencyCode fallbackCurrency; ///< of every price in the profile; empty: spot's / the reporting currency
    // What the job's data costs on this option (Job::datasetGb ...); empty = not counted.
    std::optional<double> storagePricePerGbMonth; ///< dataset and checkpoints, for the months the job runs
    std::optional<double> readPricePerGb; ///< reading the data each epoch (requests, throughput)
    std::optional<double> egressPricePerGb; ///< downloading the artifacts

    bool operator==(const JobOptionProfile &) const = default;
};

/// Job view of demand: one training job priced on every option. Its size is given one way:
/// useful GPU-hours, training FLOPs, or parameters and tokens (6 x N x D FLOPs).
struct Job
{
    QString name;
    std::optional<double> usefulGpuHours;
    std::optional<double> trainingFlops;
    std::optional<double> parameters;
    std::optional<double> tokens;
    double mfu = 0.4; ///< model FLOPs utilization of a well-fed node
    std::optional<double> peakTflopsPerGpu; ///< default for options without their own
    std::optional<int> gpus; ///< GPUs the job runs on; empty = demand's gpuCount
    std::optional<double> deadlineHours; ///< wall-clock from the start
    // The job's data, priced per option with the profile's data prices.
    double datasetGb = 0.0; ///< stored while the job runs
    double epochs = 1.0; ///< passes over the data
    std::optional<double> readGbPerEpoch; ///< data read per epoch; empty = the dataset
    double checkpointSizeGb = 0.0; ///< one checkpoint
    double checkpointsKept = 1.0; ///< checkpoints stored at any time
    double artifactsEgressGb = 0.0; ///< models and logs downloaded out of the option
    QString storage; ///< default storage class of every option
    QString interconnect; ///< default interconnect of every option
    std::vector<EfficiencyClass> storageClasses; ///< added to or replacing the built-in ones
    std::vector<EfficiencyClass> interconnects; ///< added to or replacing the built-in ones
    std::vector<JobOptionProfile> optionProfiles;

    bool operator==(const Job &) const = default;
};

/// Yearly price changes by price class, in percent per year (negative = falling). Applied in
/// steps at each 12-month anniversary, like demand growth: month 13 pays (1 + r) times the
/// price of month 1. A reserved term keeps the price of the month it starts in.
struct PriceTrends
{
    double cloudComputePercentPerYear = 0.0; ///< on-demand, spot and each new reserved term
    double hardwarePercentPerYear = 0.0; ///< capex of each refresh (the first purchase is as entered)
    double powerPercentPerYear = 0.0;
    double spacePercentPerYear = 0.0; ///< racks and colocation
    double staffPercentPerYear = 0.0;
    double feesPercentPerYear = 0.0; ///< hidden fees of every option

    bool isZero() const
    {
        return cloudComputePercentPerYear == 0.0 && hardwarePercentPerYear == 0.0 && powerPercentPerYear == 0.0
            && spacePercentPerYear == 0.0 && staffPercentPerYear == 0.0 && feesPercentPerYear == 0.0;
    }

    bool operator==(const PriceTrends &) const = default;
};

/// An input whose value is not known exactly: drawn from a triangular distribution from
/// value x (1 + lowPercent / 100) through the value to value x (1 + highPercent / 100); the
/// server price change (itself a percentage) moves by points instead.
struct UncertainInput
{
    QString driverKey; ///< a what-if driver key (WhatIf::spec().key), e.g. "utilizationPercent"
    double lowPercent = 0.0; ///< <= 0
    double highPercent = 0.0; ///< >= 0

    bool operator==(const UncertainInput &) const = default;
};

/// The inputs that are uncertain and how many draws make the P10-P90 bands.
struct Uncertainty
{
    std::vector<UncertainInput> inputs;
    int trials = 500;
    quint64 seed = 1;

    bool operator==(const Uncertainty &) const = default;
};

/// A what-if kept under a name, as stored in the file: driver keys (WhatIf::spec().key) and
/// their values. The app turns it into a WhatIf.
struct StoredVariant
{
    QString name;
    std::vector<std::pair<QString, double>> drivers;

    bool operator==(const StoredVariant &) const = default;
};

/// When decision cash flows fall (docs/finance.md).
enum class FinanceTiming { Monthly, Yearly };
/// What owning is credited with for assets still in service at the end of the horizon.
enum class EndOfHorizon { BookValue, Nothing, Resale };

/// A point of the expected resale value by age: percent of the hardware capex of a fleet.
struct ResalePoint
{
    int ageMonths = 0;
    double percent = 0.0;

    bool operator==(const ResalePoint &) const = default;
};

/// Finance conventions of the decision metrics (buy instead of rent).
struct FinanceSettings
{
    FinanceTiming timing = FinanceTiming::Monthly;
    EndOfHorizon endOfHorizon = EndOfHorizon::BookValue;
    /// Expected resale value by age (EndOfHorizon::Resale), by increasing age; linear between
    /// points, flat before the first and after the last.
    std::vector<ResalePoint> resaleByAge = {};

    bool operator==(const FinanceSettings &) const = default;
};

/// How results treat VAT when the scenario models it.
enum class VatResults {
    CostToCompany, ///< excluding recoverable VAT, including VAT the company cannot recover
    ExcludingVat, ///< excluding all VAT
};

/*!
 * VAT (增值税) of the scenario's prices: whether they include it, the rates, and whether the
 * company recovers input VAT (一般纳税人 deducts 进项税额; 小规模纳税人 cannot). Applied by the
 * engine as a factor on each month's category amounts (docs/finance.md).
 */
struct VatSettings
{
    bool pricesIncludeVat = true; ///< Chinese list prices are quoted 含税
    bool inputVatRecoverable = true; ///< general taxpayer
    VatResults results = VatResults::CostToCompany;
    VatRates rates; ///< empty entries: the defaults
    /// Months from paying input VAT to recovering it (留抵: credited against output VAT or
    /// refunded later); 0: in the month paid. Costs its time value only (category VatTiming).
    int recoveryLagMonths = 0;
    std::optional<Provenance> provenance
        = std::nullopt; ///< who says so (the finance department, a tax advisor) and when

    bool operator==(const VatSettings &) const = default;
};

/*!
 * 研发费用加计扣除 (issue 34): a share of the qualifying spend is R&D, and R&D expenses are
 * deducted a second time at `percent` (100 % for every enterprise from 2023, MOF/STA
 * announcement 2023 No. 7). Qualifying lines are chosen by group: rented compute (instances,
 * reserved terms, a managed platform, cloud bridging, storage: 租入仪器设备的租赁费), tax
 * depreciation or the one-off deduction of servers (仪器设备折旧费), power (燃料动力费用),
 * maintenance and operations (维护费), staff (人员人工费用, only R&D staff). Never: building
 * space, interest, network fees, migration.
 */
struct RdSuperDeduction
{
    double percent = 100.0;
    double rdSharePercent = 100.0; ///< share of the qualifying spend that is R&D
    bool compute = true;
    bool equipment = true;
    bool power = true;
    bool maintenance = true;
    bool staff = false;
    std::optional<Provenance> provenance = std::nullopt; ///< the policy it follows

    bool operator==(const RdSuperDeduction &) const = default;
};

/*!
 * Enterprise income tax (企业所得税), optional: after-tax cash flows. Cloud bills, running costs
 * and interest are deducted when incurred (a reserved upfront payment over its term); servers
 * through tax depreciation (the option's book method over depreciationYears from the month in
 * service, straight line when the book method is exponential decay, down to nothing), or
 * in full in the month in service when the one-off deduction applies (per-unit price up to
 * fullDeductionUnitLimit CNY, bought within fullDeductionFrom..Until).
 */
struct IncomeTax
{
    double rate = 0.25; ///< 25 % standard; 15 % qualified high-tech enterprises
    int depreciationYears = 3; ///< electronic equipment: at least 3 years (EIT Regulations art. 60)
    bool fullDeduction = false; ///< MOF/STA announcement 2023 No. 37
    int fullDeductionFrom = 2024 * 12; ///< year x 12 + month - 1 (2024-01)
    int fullDeductionUntil = 2027 * 12 + 11; ///< 2027-12
    double fullDeductionUnitLimit = 5000000.0; ///< CNY per unit
    std::optional<RdSuperDeduction> rdSuperDeduction = std::nullopt;
    std::optional<Provenance> provenance
        = std::nullopt; ///< who says so (the finance department, a tax advisor) and when

    bool operator==(const IncomeTax &) const = default;
};

/// Which calendar year names a fiscal year that does not start in January.
enum class FiscalYearNaming { EndYear, StartYear };

/*!
 * Where the plan sits in the calendar. Without a start month, months stay plan months
 * (1, 2, ...) and years are plan years of 12 months from month 1.
 */
struct Calendar
{
    int startYear = 0; ///< year of plan month 1; 0 = no calendar
    int startMonth = 0; ///< 1..12, month of plan month 1
    int fiscalYearStartMonth = 1; ///< 1 = January (China); 4, 7 and 10 are common elsewhere
    /// FY2027 of a July fiscal year: July 2026 - June 2027 (EndYear) or July 2027 - June 2028 (StartYear).
    FiscalYearNaming naming = FiscalYearNaming::EndYear;

    bool has() const { return startYear > 0 && startMonth >= 1 && startMonth <= 12; }

    bool operator==(const Calendar &) const = default;
};

/// A budget amount: one total, or split into capex and opex (the total is then their sum).
struct BudgetAmount
{
    std::optional<double> total;
    std::optional<double> capex;
    std::optional<double> opex;

    bool split() const { return capex.has_value() || opex.has_value(); }
    double sum() const { return split() ? capex.value_or(0.0) + opex.value_or(0.0) : total.value_or(0.0); }

    bool operator==(const BudgetAmount &) const = default;
};

/// The budget of one fiscal year, named by its year (with a calendar: FY2027 = 2027; without: plan year 1, 2, ...).
struct FiscalYearBudget
{
    int year = 0;
    BudgetAmount amount;

    bool operator==(const FiscalYearBudget &) const = default;
};

/*!
 * What the plan may spend: per fiscal year, one amount repeated every fiscal year, or one
 * total for the horizon (exactly one of the three). Checked on the cash view.
 */
/// When a purchase of servers consumes the capex budget (docs/budgets.md).
enum class CapexBasis {
    Acquisition, ///< its whole price when acquired, whatever the financing (repayments are financing)
    Payments, ///< as it is paid: the down payment and the principal repayments
};
/// The event that acquires servers, for the capex budget on the acquisition basis.
enum class AcquisitionEvent {
    Order, ///< the month they are ordered (month 1, or a refresh at the end of a life)
    Delivery, ///< the month they enter service (after the lead time)
    Acceptance, ///< the month they are accepted (验收): acceptanceMonths after delivery
};

struct Budget
{
    CurrencyCode currency; ///< empty = the reporting currency
    QString source; ///< who approved it, when
    std::vector<FiscalYearBudget> fiscalYears;
    std::optional<BudgetAmount> everyYear; ///< saved as "perYear"
    std::optional<BudgetAmount> horizon; ///< saved as "horizonTotal"
    /// A repeated yearly amount for a short first or last fiscal year: in full, or months / 12 of it.
    bool prorateShortYears = false;
    /// Reserved upfront payments count as capex (default) or opex.
    bool reservedUpfrontIsCapex = true;
    CapexBasis capexBasis = CapexBasis::Acquisition;
    AcquisitionEvent acquiredAt = AcquisitionEvent::Order;
    /// With acquiredAt acceptance: months from delivery to acceptance (验收).
    int acceptanceMonths = 1;
    /// The amounts include VAT (含税, true) or not; empty: on the results' basis (amountBasis).
    std::optional<bool> amountsIncludeVat;

    bool operator==(const Budget &) const = default;
};

/// Accelerator origins a scenario allows.
enum class OriginRule { Any, DomesticOnly };
/// Where the data may be kept.
enum class ResidencyRule { Anywhere, MainlandChina };

/*!
 * Rules every option must meet (issue 18). An option that breaks one is computed and shown
 * with the reason, and never recommended (ranking.h). Defaults allow everything.
 */
struct Constraints
{
    OriginRule origin = OriginRule::Any;
    ResidencyRule residency = ResidencyRule::Anywhere;
    std::optional<int> rdmaRequiredAboveGpus; ///< an option using more GPUs than this needs RDMA
    std::optional<int> maxLeadTimeMonths;

    bool any() const
    {
        return origin != OriginRule::Any || residency != ResidencyRule::Anywhere || rdmaRequiredAboveGpus
            || maxLeadTimeMonths;
    }

    bool operator==(const Constraints &) const = default;
};

/// A whole planning scenario, as stored in a .gputco.json file.
struct Scenario
{
    static constexpr int kFormatVersion = 1;

    QString name;
    QString description;
    CurrencyCode reportingCurrency = QStringLiteral("CNY");
    int horizonMonths = 36;
    double hoursPerMonth = 730.0;
    double discountRatePerYear = 0.0;
    std::vector<ExchangeRate> exchangeRates;
    PriceTrends priceTrends;
    Demand demand;
    std::vector<Option> options;
    /// Free-form conclusion the example files state; checked by tests, shown to users.
    QString expectedConclusion;
    /// What-ifs kept as named variants.
    std::vector<StoredVariant> variants;
    /// Optional job view (priced by JobPlanner); the capacity view above is unaffected by it.
    std::optional<Job> job;
    /// Optional uncertain inputs: P10-P90 bands on the cumulative cost (UncertaintyAnalysis).
    std::optional<Uncertainty> uncertainty;
    /// Optional calendar: plan months as calendar months, years as fiscal years.
    Calendar calendar;
    /// Optional budget, checked per fiscal year (BudgetAnalysis).
    std::optional<Budget> budget;
    /// Conventions of the decision metrics (DecisionAnalysis).
    FinanceSettings finance;
    /// Rules every option must meet to be recommended.
    Constraints constraints;
    /// VAT of the prices; empty: not modelled, amounts as entered.
    std::optional<VatSettings> vat = std::nullopt;
    /// Enterprise income tax; empty: results before tax only.
    std::optional<IncomeTax> incomeTax = std::nullopt;

    bool operator==(const Scenario &) const = default;
};

} // namespace gputco
