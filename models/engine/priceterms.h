#pragma once

#include "costcategory.h"
#include "scenario.h"

#include <QString>

#include <array>
#include <compare>
#include <cstdint>
#include <vector>

namespace gputco {

/*!
 * What an amount of the engine is made of (issue 28, docs/design/xlsx-live-inputs.md): each
 * `quantity x unit price x exchange factor x price trend [x busy hours] [x rate]` the engine adds
 * to a month, recorded apart, so that the XLSX can write the month as a formula of the prices the
 * user may change. Recorded only when CostEngine::priceTerms() asks; compute() records nothing.
 *
 * Increment 1 records every amount of a cloud option (reserved, commitments, on-demand, spot,
 * platform fee and surcharge, the staff who run the instances, hidden fees). Self-hosted options,
 * bridges, one-time costs and subsidies record nothing yet: their categories keep the engine's
 * numbers (OptionTerms::rest() says which).
 */

/// One unit price of an option, as the scenario file holds it (or a payment derived from it).
enum class PriceKey : std::uint8_t {
    OnDemand, ///< onDemand.pricePerInstanceHour
    Spot, ///< spot.pricePerInstanceHour
    ReservedUpfront, ///< a reserved term's upfront payment per instance; block: -1 reserved, k commitments[k]
    ReservedMonthly, ///< a reserved term's monthly payment per instance; block as above
    PlatformFee, ///< platform.feePerInstanceHour
    CloudStaff, ///< staff.monthlyCostPerFte (the quantity is instances / instancesPerFte)
    EgressTier, ///< fees.egress.tiers[tier].pricePerGb
    Bandwidth, ///< fees.bandwidth.pricePerMbpsMonth
    CrossAz, ///< fees.crossAz.pricePerGbPerDirection
    StorageVolume, ///< fees.storage[block].pricePerGbMonth
    Checkpoints, ///< fees.checkpoints.pricePerGbMonth
    Requests, ///< fees.requests[block].pricePer1000
    ProvisionedIops, ///< fees.provisioned.pricePerIopsMonth
    ProvisionedThroughput, ///< fees.provisioned.pricePerMBpsMonth
    OtherFee, ///< fees.other[block].amountPerMonth
};

/// A second input a term is multiplied by.
enum class RateKey : std::uint8_t {
    None,
    PlatformSurcharge, ///< platform.surchargePercent / 100
};

/// Which price trend (PriceTrends) a term follows.
enum class TrendClass : std::uint8_t { None, Cloud, Hardware, Power, Space, Staff, Fees };

struct PriceRef
{
    PriceKey key = PriceKey::OnDemand;
    int option = -1; ///< the option's position in the scenario's options
    int block = -1;
    int tier = -1;
    auto operator<=>(const PriceRef &) const = default;
};

struct PriceTerm
{
    PriceRef price;
    RateKey rate = RateKey::None;
    Category category = Category::Compute;
    int month = 0; ///< 0-based
    double quantity = 0.0; ///< what the price was multiplied by, without exchange, trend or VAT
    bool perBusyHour = false; ///< the quantity is per busy hour of a GPU: x the busy hours a month
    TrendClass trend = TrendClass::None;
    int trendMonth = 0; ///< the month (0-based) whose trend factor applies: the term's start for reserved
    CurrencyCode currency; ///< the price's currency
};

/// The terms of one option, and its monthly amounts as entered (before VAT).
struct OptionTerms
{
    QString optionId;
    int option = -1; ///< position in the scenario's options
    std::vector<PriceTerm> terms;
    std::vector<CategoryAmounts> asEntered;
};

/// Where the engine's pricing functions record terms (PricingContext::terms).
class PriceTermRecorder
{
public:
    explicit PriceTermRecorder(OptionTerms &out)
        : mOut(out)
    { }
    void add(const PriceTerm &t) { mOut.terms.push_back(t); }
    /// The platform surcharge: the Compute and ReservedUpfront terms of month m recorded so far,
    /// again in category Platform, times the surcharge.
    void mirrorSurcharge(int m);
    OptionTerms &out() { return mOut; }

private:
    OptionTerms &mOut;
};

namespace PriceTerms {

/// The unit price `ref` stands for, as the engine uses it (a reserved payment derived from an
/// hourly rate included), in the price's own currency; NaN when the scenario has no such price.
double unitPrice(const Scenario &s, const PriceRef &ref);
/// The input `ref` is linear in, to change it in a test or a spreadsheet: the number the file
/// holds (a derived reserved payment: its hourly rate, or its list price when entered with a
/// discount). Null when there is none.
double *input(Scenario &s, const PriceRef &ref);
/// The rate a term is multiplied by (a fraction), 1 for RateKey::None.
double rateValue(const Scenario &s, int option, RateKey rate);
/// The defined name of the cell holding the price: the scenario field's JSON path with dots and
/// brackets as underscores, options by position ("options_0_onDemand_pricePerInstanceHour").
QString name(const PriceRef &ref);
/// What the price is, for people ("Egress, tier 2"), translated.
QString label(const PriceRef &ref);
/// The defined name of a rate ("options_2_platform_surchargePercent").
QString rateName(int option, RateKey rate);

/// The factor of a price trend in month `month` (0-based), as the engine's Trends have it.
double trendFactor(const Scenario &s, TrendClass c, int month);

/// The value of the terms of `t` in the reporting currency, evaluated on `s` (its current
/// prices, exchange rates, trends and busy hours) before VAT, per month and category.
std::vector<CategoryAmounts> evaluate(const Scenario &s, const OptionTerms &t);

/// Per category, whether the terms make up the amounts as entered in every month (within 1e-9
/// relative): a category with no term and no amount counts as made up.
std::array<bool, kCategoryCount> madeUp(const Scenario &s, const OptionTerms &t);

} // namespace PriceTerms

} // namespace gputco
