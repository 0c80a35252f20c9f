#pragma once

#include "scenario.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/*!
 * The edits a user makes to a scenario, by name, with the rules that go beyond setting one
 * value: what a new option starts with, what goes when an option is removed, what a pricing
 * model or payment switch keeps, how a list amount and a negotiated discount make the amount
 * charged. Each works on the scenario (or the part of it) it is given and on nothing else: no
 * widgets, no files, the same result for the same input. The editor's undo commands call
 * them on a copy of the document's scenario, and the copy's equality with the scenario
 * (Scenario::operator==) says whether the edit changed anything at all.
 *
 * An option index out of range leaves the scenario as it is (the editor's current option may
 * be none).
 */
namespace Edits {

// ---- Options

/// The option the "Cloud" button adds: 8 GPUs an instance, on demand at a price of 0 until
/// one is entered (it asks for a quote).
Option newCloudOption();
/// The option the "Self-hosted" button adds, with reference values (COST-MODEL.md): a DGX
/// H100's power (6.5 kW typical, 10.2 kW nameplate, 30 % idle), PUE 1.3 and 0.63 a kWh
/// (Chinese industrial average), 60 months of life, 25 % residual value. The server price is
/// left to the user's quote.
Option newSelfHostedOption();
/// @p base, or @p base-2, -3 ... : the first id no option of @p s has.
QString uniqueOptionId(const Scenario &s, const QString &base);
/// Appends @p o under an id no other option has (its own, else "cloud" or "own" by its kind,
/// numbered when taken); returns its index.
int addOption(Scenario &s, Option o);
/// Inserts a copy of option @p index after it, named "<name> (copy)" with an id of its own;
/// returns the copy's index, or -1.
int duplicateOption(Scenario &s, int index);
/// Removes option @p index and what refers to it: a self-hosted option bridged by it leaves
/// its demand waiting (no bridge), and the job's profile of it goes. Variants name drivers,
/// not options: they stay.
void removeOption(Scenario &s, int index);
/// Swaps option @p index with its neighbour @p delta away; returns the option's new index, or
/// -1 when either is out of range.
int moveOption(Scenario &s, int index, int delta);

// ---- Cloud pricing

/// How a cloud option buys its capacity, in the order the editor offers them.
enum class PricingModel { OnDemand, Reserved, Spot, ReservedPlusOnDemand, ReservedPlusSpot };

PricingModel pricingModel(const CloudOption &c);
/*!
 * Switches the option to @p model. Parts it keeps keep their prices; a part it gains starts
 * unpriced (it asks for a quote): a reserved term in the on-demand price's currency, spot with
 * the on-demand price as its list price (for the spot discount what-if).
 */
void setPricingModel(CloudOption &c, PricingModel model);
/// A reserved term paid another way. A quote keeps its total over the term, split the new way
/// (its list amounts and negotiated discount were split the old way: they go); a term priced by
/// the hour splits itself.
void setPayment(ReservedPricing &r, PaymentOption payment);

enum class TermAmount { Upfront, Monthly };

/// An amount of a reserved term typed in: the term becomes a quote of the amounts it charged
/// until now (at @p hoursPerMonth) with this one replaced; the hourly price, the list amounts
/// and the negotiated discount it was priced by go.
void setReservedAmount(ReservedPricing &r, double hoursPerMonth, TermAmount which, double amount);
/// A list amount of a 包年包月 quote typed in: the term charges it less the negotiated discount
/// (0 % until one is entered). 0 removes the list amount; the amount charged stays, and with no
/// list amount left the discount goes too.
void setNegotiatedList(ReservedPricing &r, TermAmount which, double amount);
/// A negotiated discount (商务折扣) typed in: the amounts quoted become the list amounts when
/// there are none yet, and the amounts charged are the list amounts less the discount. 100 %
/// or more leaves no price and is not made; a discount with nothing quoted is not either.
void setNegotiatedDiscount(ReservedPricing &r, double percent);
/// An on-demand price typed in: the price as entered (a list price and discount it was derived
/// from go); a price above 0 no longer awaits a quote.
void setOnDemandPrice(OnDemandPricing &p, double price);
/// A spot price typed in: the price as entered (the discount it was derived from goes; the list
/// price stays for the what-if); a price above 0 no longer awaits a quote.
void setSpotPrice(SpotPricing &p, double price);
/// The option's internet egress, created (0 GB, one free tier) for a field to set.
EgressFee &egressFee(CloudOption &c);
/// The option's first storage volume, created (empty) for a field to set.
StorageVolume &firstStorageVolume(CloudOption &c);

// ---- Self-hosted

/// A server price typed in; above 0 it no longer awaits a quote.
void setServerPrice(SelfHostedOption &h, double price);
/// The typical draw of a server; the nameplate power is raised to it (never below it).
void setTypicalKw(SelfHostedOption &h, double kw);
/// Bought in month 1, or already owned (from age 0 until an age is entered; an age entered
/// before is kept).
void setAlreadyOwned(SelfHostedOption &h, bool owned);
/// Paid in cash (nothing), or a loan or finance lease; switching between the two keeps the
/// terms.
void setFinancing(SelfHostedOption &h, std::optional<FinancingKind> kind);

/// Changes the option's own provenance (made when it has none); one left empty is removed, so
/// that a saved file keeps no empty block.
void editProvenance(Option &o, const std::function<void(Provenance &)> &change);
/// Every price line of the option takes the option's provenance: the blocks' own are removed.
void clearBlockProvenances(Option &o);

/// A price-bearing block of an option that may say where its amounts come from.
enum class ProvenanceBlock {
    OnDemand,
    Spot,
    Reserved, ///< the single reserved term
    Commitment, ///< one term of a portfolio (`index` into commitments)
    Platform, ///< the managed platform
    CloudStaff,
    Servers,
    Capex, ///< fabric, storage, installation
    Power,
    Space,
    Staff,
    Operations,
    Financing,
    Egress,
    Bandwidth,
    CrossAz,
    Storage, ///< one storage volume (`name`, `index`)
    Checkpoints,
    Requests, ///< one request fee (`name`, `index`)
    Provisioned,
    OtherFee, ///< one other monthly fee (`name`, `index`)
    OneTime, ///< one one-time cost (`name`, `index`)
};

/// One block of an option with its own provenance (empty: it takes the option's).
struct BlockProvenanceRef
{
    ProvenanceBlock block;
    QString name; ///< the block's own name (a storage volume, a fee, a one-time cost), else empty
    int index = 0; ///< among the blocks of its kind (commitments, volumes, fees, one-time costs)
    std::optional<Provenance> *provenance = nullptr;
};

/*!
 * Every price-bearing block the option has, in the order the editor lists them: the cloud
 * prices (on-demand, spot, reserved, each commitment, the platform, staff) or the self-hosted
 * groups (servers, capex, power, space, staff, operations, financing), then the fees, then the
 * one-time costs. The pointers are into @p o and valid while its blocks are not added or removed.
 */
std::vector<BlockProvenanceRef> blockProvenances(Option &o);
/// @p p, or nothing when every part of it (and of its quote) is empty: no empty block is kept.
std::optional<Provenance> nonEmpty(const Provenance &p);

// ---- Scenario

/// Hours per month; the busy hours keep their share of the month.
void setHoursPerMonth(Scenario &s, double hours);
/// Busy hours a month, at most the hours of the month.
void setBusyHours(Scenario &s, double hours);
/// What owned servers are credited with at the end of the horizon; a resale value starts at
/// 0 % at any age when the scenario has none.
void setEndOfHorizon(FinanceSettings &f, EndOfHorizon e);
/// The resale value as one percent at any age (only when it is one point: a table by age is
/// edited in the file).
void setResalePercent(FinanceSettings &f, double percent);

enum class VatChoice { NotModelled, PricesIncludeVat, PricesExcludeVat };
/// VAT not modelled (the block goes), or prices including or excluding it (the block's other
/// settings kept, or the defaults).
void setVat(Scenario &s, VatChoice choice);
/// Income tax modelled (with the defaults, or the settings it had) or not.
void setIncomeTax(Scenario &s, bool modelled);
/// The R&D super deduction claimed (with the defaults, or the settings it had) or not; nothing
/// without income tax.
void setRdSuperDeduction(Scenario &s, bool claimed);

enum class BudgetPart { Total, Capex, Opex };
/*!
 * One amount of the budget repeated every fiscal year. Without a budget, an amount above 0
 * creates one (as a total, or as capex and opex of 0 for the other part); with all amounts 0
 * the budget goes. A budget of another shape (per fiscal year, for the horizon, or split when
 * the total is set) is left as it is: the file edits it.
 */
void setYearlyBudget(Scenario &s, BudgetPart part, double amount);
/// The plan's first month from "YYYY-MM" (empty: no calendar). Anything else leaves the
/// calendar as it was and returns false.
bool setCalendarStart(Calendar &c, const QString &text);

} // namespace Edits

} // namespace gputco
