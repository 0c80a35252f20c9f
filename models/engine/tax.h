#pragma once

#include "costcategory.h"
#include "costengine.h"
#include "scenario.h"

#include <QString>

#include <optional>
#include <vector>

namespace gputco {

/*!
 * VAT (增值税) and income tax conventions (issue 13), pure functions used by the engine, the
 * writers and the report. docs/finance.md gives the rates, their sources and the rules.
 */
namespace Tax {

/// The price classes a VAT rate is given for (VatRates' members, in that order).
enum class VatClass { Cloud, Hardware, Power, Space, Staff, Maintenance, Operations, Interest };
inline constexpr int kVatClassCount = 8;

/// JSON key of a class ("cloud", "hardware", ...), as in the vat.ratesPercent block.
const char *vatClassKey(VatClass c);
/// The default rate of a class, in percent (cloud 6, hardware 13, power 13, space 6, staff 0,
/// maintenance 13, operations 6, interest 0).
double defaultVatPercent(VatClass c);
/// The class whose rate applies to a cost category.
VatClass vatClassOf(Category c);
/// The rate in `rates` for a class, if given.
std::optional<double> rateIn(const VatRates &rates, VatClass c);

/// The cloud option a self-hosted `option` bridges with, whose VAT settings its cloud bridging
/// follows; null when it has none (or for a cloud option).
const Option *bridgeOf(const Scenario &s, const Option &option);
/// The rate of `category` for `option`: its override, else the scenario's, else the default (percent).
double vatPercent(const VatSettings &vat, const Option &option, Category category);
/// Whether `option`'s prices include VAT (its override, else the scenario's setting).
bool pricesIncludeVat(const VatSettings &vat, const Option &option);
/// Multiplies an amount of `category` of `option` as entered into the results basis:
/// 1 / (1 + v) when the price includes VAT, times (1 + v) when VAT is not recoverable and the
/// results are the cost to the company.
double vatFactor(const VatSettings &vat, const Option &option, Category category);
/// The VAT in an amount of `category` of `option` as entered: the net amount x v.
double vatIn(const VatSettings &vat, const Option &option, Category category, double amount);

/// What the amounts of a scenario's results include.
AmountBasis amountBasis(const std::optional<VatSettings> &vat);
/// Machine key of a basis: "asEntered", "excludingVat", "includingNonRecoverableVat".
QString amountBasisKey(AmountBasis basis);
/// One translated sentence saying what the amounts include, e.g. "Amounts exclude VAT (input
/// VAT is recoverable)."; with `incomeTaxRate`, a second one on the after-tax figures.
QString basisSentence(const ScenarioResult &result);
/// A short translated label for column headers, e.g. "excl. VAT"; empty for AsEntered.
QString basisShort(AmountBasis basis);

/// Income tax: whether a category's amount is deductible in the month it falls in (expenses).
/// Capex (tax depreciation instead), reserved upfront (over its term), book depreciation,
/// cloud bridging (the bridge's own deductions), a subsidy (taxed as received) and VAT timing
/// are deducted separately or not at all; resale proceeds (negative) are taxable income.
bool deductedWhenIncurred(Category c);
/// The categories the R&D super deduction counts (RdSuperDeduction's groups): 1 or 0 each.
CategoryAmounts rdQualifying(const RdSuperDeduction &d);

/// A subsidy or tax incentive of one option, a line of its own in every output (issue 34).
struct Incentive
{
    QString optionId;
    QString option; ///< the option's name
    const char *kind = ""; ///< "rdSuperDeduction" or "computeSubsidy"
    QString what; ///< translated, e.g. "Compute subsidy \"上海市算力券\" (20 % of compute): received"
    double amount = 0.0; ///< what it is worth to the option within the horizon, positive
    QString source; ///< from the block's provenance; empty when not stated
    QString asOf;
};

/// The R&D super deductions and compute subsidies of the options of `r` (the cash view of `s`),
/// in option order; an option without either has no line.
std::vector<Incentive> incentives(const Scenario &s, const ScenarioResult &r);

/// Whether the one-off full deduction covers a purchase in plan month `month0` (0-based) of a
/// unit costing `unitPriceCny`; when it does not, `why` says why (translated).
bool fullDeductionApplies(
    const IncomeTax &tax, const Calendar &calendar, int month0, double unitPriceCny, QString *why = nullptr);

} // namespace Tax

} // namespace gputco
