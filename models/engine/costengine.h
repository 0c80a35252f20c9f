#pragma once

#include "budget.h"
#include "constraints.h"
#include "costcategory.h"
#include "scenario.h"
#include "sizing.h"

#include "quotes.h"
#include "scenariofields.h" // kMaxHorizonMonths

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace gputco {

struct OptionTerms; // priceterms.h

/// Cash view: money counts in the month it is paid. Amortized: capex and upfront spread.
enum class CostView { Cash, Amortized };

/// What a result's amounts include (Scenario::vat, docs/finance.md).
enum class AmountBasis {
    AsEntered, ///< VAT not modelled: the prices as entered
    ExcludingVat, ///< net of VAT (recoverable, or left out by choice)
    IncludingNonRecoverableVat, ///< VAT the company cannot recover is a cost and included
};

/// The cost of one option, month by month, in the scenario's reporting currency.
struct OptionResult
{
    QString id;
    QString name;
    OptionKind kind = OptionKind::Cloud;

    std::vector<CategoryAmounts> monthly; ///< [month - 1][category]
    std::vector<double> monthlyTotal; ///< undiscounted
    std::vector<double> cumulative; ///< undiscounted
    std::vector<double> monthlyDiscounted;
    std::vector<double> cumulativeDiscounted;
    std::vector<double> usefulGpuHoursByMonth;

    CategoryAmounts categoryTotals{};
    double total = 0.0;
    /// PV of cost: the monthly amounts discounted at the scenario's rate on finance.timing
    /// (purchases, reserved upfront and resale from the start of their month, the rest from its end).
    /// Not the NPV of a decision (DecisionPair::npv): lower is better.
    double totalDiscounted = 0.0;
    /// End of horizon (FinanceSettings::endOfHorizon), self-hosted options in the cash view:
    /// the value of the servers still in service at the end credited to the option (book value,
    /// expected resale value or nothing), at the end of the last month. 0 for cloud options and
    /// in the amortized view, whose totals charge only the value used up within the horizon.
    double endOfHorizonCredit = 0.0;
    /// Financing that runs past the end (self-hosted options in the cash view): the principal and
    /// balloon still owed at the end of the last month, what a financed purchase has not yet paid
    /// of the servers the credit values. The principal part of owedAfterHorizon (its Capex
    /// category); the interest of later months is not in it (a cost of months after the horizon,
    /// like their running costs). 0 for cloud options and in the amortized view, whose totals
    /// charge depreciation, not principal.
    double debtAtHorizonEnd = 0.0;
    /// What the ranking compares (recommended, cheapest, savings): the total less the net position
    /// at the end, total - endOfHorizonCredit + debtAtHorizonEnd.
    double comparisonTotal = 0.0;
    /// totalDiscounted - (endOfHorizonCredit - debtAtHorizonEnd) / (1 + monthly rate)^horizon.
    double comparisonDiscounted = 0.0;
    double hiddenFeesTotal = 0.0;
    double usefulGpuHours = 0.0;
    double unmetGpuHours = 0.0; ///< demand this option did not serve
    /// Spot: demand served only late, because with interruptions the spot capacity needs more
    /// hours than a month has (the work slips into later months). Not part of unmetGpuHours.
    double slippedGpuHours = 0.0;
    double bridgedGpuHours = 0.0; ///< self-hosted: of usefulGpuHours, served by the cloud bridge
    std::optional<double> costPerUsefulGpuHour;
    /// Reserved terms and financing running past the end: their cost for the months after the
    /// horizon (reserved terms whether prepaid upfront within it or still owed; financing payments,
    /// principal and interest); never in the totals. The financing principal is debtAtHorizonEnd.
    double owedAfterHorizon = 0.0;
    /// Cash view: per month, upfront payments made in that month for months after the horizon
    /// (part of owedAfterHorizon, not of `monthly`); empty when none. Budgets count them as spent.
    std::vector<double> prepaidAfterHorizonByMonth;
    /// Cash view, self-hosted: the price of the servers (and their other capex) acquired in each
    /// month (Budget::acquiredAt: ordered or in service), on the results' basis, whatever the
    /// financing; empty when nothing is bought. The capex budget's acquisition basis.
    std::vector<double> acquiredByMonth;

    /// Cloud: compute cost over the horizon (on-demand, spot, reserved monthly and upfront,
    /// in-horizon share) / instance-hours used; the blended rate of a commitment portfolio.
    std::optional<double> blendedRatePerInstanceHour;

    // Spot, in month 1: expected overhead per useful hour and Young's optimal interval.
    std::optional<double> spotOverheadFraction;
    std::optional<double> spotYoungIntervalHours;

    // Reserved base + on-demand or spot: the reserved instance count (the same every term)
    // with the lowest cost over the horizon including what is owed after it, and that cost.
    // Filled by CostEngine::suggestReservedSplits, not by compute().
    std::optional<int> cheapestReservedInstances;
    std::optional<double> cheapestReservedCost;
    double costAsEntered = 0.0; ///< total + owed after the horizon, to compare with

    // Self-hosted facts for display.
    std::optional<int> servers;
    std::optional<int> racks;
    double bookValueAtHorizonEnd = 0.0;

    /// Expected resale value of the fleet in service at the end (FinanceSettings::resaleByAge:
    /// the fleet's hardware capex x the percent at its age then); 0 without a resale table.
    double resaleValueAtHorizonEnd = 0.0;

    /// owedAfterHorizon by category (VAT is applied per category); sums to owedAfterHorizon.
    CategoryAmounts owedAfterHorizonByCategory{};
    /// VAT (Scenario::vat): the VAT in the option's payments within the horizon, less the VAT
    /// charged on resales, whether recovered or not; 0 when VAT is not modelled.
    double vatTotal = 0.0;

    // Income tax (Scenario::incomeTax), cash view only; empty and 0 otherwise.
    /// Per month and category, what is deductible: expenses when incurred, a reserved upfront
    /// payment over its term, tax depreciation of purchases under capex (and what is left of it
    /// when a fleet is sold), resale proceeds as taxable income (negative).
    std::vector<CategoryAmounts> taxDeductions;
    std::vector<double> taxSavingByMonth; ///< rate x the month's deductions (negative: tax due)
    double taxSavingTotal = 0.0;
    double afterTaxTotal = 0.0; ///< total - taxSavingTotal
    double afterTaxDiscounted = 0.0; ///< monthly total - tax saving, discounted like totalDiscounted
    /// Of taxSavingTotal, what the R&D super deduction (IncomeTax::rdSuperDeduction) saves.
    double rdDeductionSavingTotal = 0.0;
    /// Tax value of the servers in service at the end of the horizon not yet deducted.
    double taxBasisAtHorizonEnd = 0.0;

    /// The compute subsidy (Option::computeSubsidy): received within the horizon is category
    /// Subsidy; these were earned but not received: over a year's cap, and after the horizon.
    double subsidyCapped = 0.0;
    double subsidyAfterHorizon = 0.0;

    QStringList warnings;

    /// How the option was sized against the demand's reference GPU (issue 18): its cards are
    /// ceil(reference cards / sizing.factor()). GPU-hours above are hours of its own cards.
    OptionSizing sizing;
    int peakReferenceCards = 0; ///< most reference cards demanded in a month
    int peakCards = 0; ///< most of the option's own cards needed in a month
    /// Constraints of the scenario this option breaks (filled by compute()); never recommended then.
    std::vector<ConstraintViolation> violations;
};

/// Where the cumulative cost of a cloud option and a self-hosted option change order.
struct Crossing
{
    int month = 0; ///< first month (1-based) in the new order
    double exactMonth = 0.0; ///< linear interpolation inside the month
    bool selfHostedBecomesCheaper = true;
    double cumulativeCloud = 0.0; ///< at the end of `month`
    double cumulativeSelfHosted = 0.0;
};

/// Break-even of one cloud option against one self-hosted option (cash view).
struct BreakEven
{
    int cloudIndex = 0;
    int selfHostedIndex = 0;
    std::vector<Crossing> crossings;
    std::optional<int> firstMonth; ///< first month owning is not dearer
    /// The first crossing towards owning, as a fractional month (0 when owning is not dearer
    /// from the start). Not a payback: the payback of a pair is the decision's
    /// (DecisionPair::paybackPeriods, on the scenario's timing and with its end-of-horizon credit).
    std::optional<double> firstCrossingMonth;
    /// Owning stays cheaper from this month (1-based) to the end of the horizon; empty when the
    /// cloud is cheaper at the end.
    std::optional<int> ownedCheaperForGoodFromMonth;
    /// Busy hours per GPU-month at which both cost the same over the horizon.
    std::optional<double> breakEvenBusyHoursPerMonth;
    enum class Utilization { Found, CloudCheaperAtAnyUse, SelfHostedCheaperAtAnyUse };
    Utilization utilization = Utilization::Found;
};

struct RateUsed
{
    CurrencyCode from;
    CurrencyCode to;
    double factor = 1.0; ///< multiply an amount in `from` by this to get `to`
    QString asOf;
    QString source;
};

struct ScenarioResult
{
    CostView view = CostView::Cash;
    CurrencyCode currency;
    int horizonMonths = 0;
    double hoursPerMonth = 730.0;
    double monthlyDiscountRate = 0.0;
    std::vector<int> demandGpusByMonth;
    std::vector<OptionResult> options;
    std::vector<BreakEven> breakEvens; ///< always on the cash view
    std::vector<RateUsed> ratesUsed;
    QStringList errors; ///< non-empty: the scenario could not be computed
    /// Options left out because a price is awaited (Quotes); they have no OptionResult.
    std::vector<AwaitingQuote> awaitingQuotes;
    /// The scenario's calendar (months and fiscal years for labels; empty: plan months).
    Calendar calendar;
    /// The budget check on the cash view, when the scenario has a budget (one entry per option).
    std::optional<BudgetResult> budget;
    /// What the amounts include (VAT); every amount of the result is on this basis.
    AmountBasis amountBasis = AmountBasis::AsEntered;
    /// The end-of-horizon treatment the comparison totals use (FinanceSettings::endOfHorizon);
    /// it credits something only in the cash view (OptionResult::endOfHorizonCredit).
    EndOfHorizon endOfHorizon = EndOfHorizon::BookValue;
    /// Income tax rate when the scenario has one (after-tax fields filled on the cash view).
    std::optional<double> incomeTaxRate;
    /// Amortized view: the cash view of the same scenario, equal to compute(scenario,
    /// CostView::Cash) and priced in the same pass (break-even, budgets and buy-instead-of-rent
    /// are on cash flows); null in the cash view and when the scenario could not be computed.
    std::shared_ptr<const ScenarioResult> cash;

    bool ok() const { return errors.isEmpty(); }
    /// This result in the cash view, else its `cash` (this result when that is missing).
    const ScenarioResult &cashView() const { return cash ? *cash : *this; }
};

/*!
 * The one cost engine. The CLI, the GUI and the report all call compute(), so no two parts
 * of the product can disagree on a number. Pure function of its inputs, no I/O.
 */
class CostEngine
{
public:
    static ScenarioResult compute(const Scenario &scenario, CostView view = CostView::Cash);

    /// The same result, computed in the storage of `reuse`, a result no longer needed (the
    /// previous what-if's): its month vectors are kept instead of allocated anew (the cash view
    /// an amortized result keeps only when no one else holds it). Every number is the same.
    static ScenarioResult compute(const Scenario &scenario, CostView view, ScenarioResult &&reuse);

    /// Fills the cheapest reserved/burst split of every mixed option (reserved base with
    /// on-demand or spot beyond it) of `result`, computed by compute() from `scenario`. Kept out
    /// of compute(): it prices each mixed option several times, and only reports and tooltips
    /// need it, not the what-if redraw. Option `index` only when given.
    static void suggestReservedSplits(const Scenario &scenario, ScenarioResult &result, int index = -1);

    /// One option of `scenario` priced alone on the scenario's demand (a self-hosted option's
    /// bridge is looked up in scenario.options), without break-evens. For searches that price
    /// one option again and again (the budget solve). Conversion errors go to `errors`.
    static OptionResult priceOption(const Scenario &scenario, const Option &option, CostView view, QStringList &errors);

    /// Options [first, last) of `scenario` (last clamped to the option count), priced exactly as
    /// compute() prices them, without constraints, break-evens or the budget: for analyses that
    /// recompute a scenario thousands of times and only read the options' costs (uncertainty
    /// bands). The scenario must have no option awaiting a quote (Quotes::pricedOnly). Errors
    /// (horizon, hours per month, conversions) go to `errors`.
    static std::vector<OptionResult> priceOptions(const Scenario &scenario, CostView view, QStringList &errors,
        std::size_t first = 0, std::size_t last = SIZE_MAX);
    /// priceOptions() into `out` (resized to the options priced), reusing the storage of its
    /// results: a worker pricing draw after draw allocates nothing once warm.
    static void priceOptionsInto(const Scenario &scenario, CostView view, QStringList &errors, std::size_t first,
        std::size_t last, std::vector<OptionResult> &out);

    /// What each option's monthly amounts are made of in `view` (PriceTerms, issue 28): the
    /// terms the engine records while pricing the options whose prices are known, with option
    /// positions in `scenario.options`. Empty when the scenario cannot be computed.
    static std::vector<OptionTerms> priceTerms(const Scenario &scenario, CostView view);

    /// GPUs demanded in month m (1-based): yearly step growth, rounded up to whole GPUs.
    static int demandGpus(const Demand &demand, int month);

    /// Cost of `gb` in one month under tiered per-GB prices.
    static double tieredCost(double gb, const std::vector<PriceTier> &tiers);

    /// Expected overhead per useful hour of spot capacity (first-order model, see docs).
    static double spotOverhead(const SpotPricing &spot, int instances);
    /// Young's optimal checkpoint interval sqrt(2 C M), hours.
    static double youngInterval(double checkpointWriteHours, double meanHoursBetweenInterruptions);

    /// Equal payment of `n` periods at `rate` per period that repays `principal` except a
    /// `balloon` paid with the last: (P - B (1 + r)^-n) r / (1 - (1 + r)^-n); (P - B) / n at r = 0.
    static double annuityPayment(double principal, double rate, int n, double balloon = 0.0);

    /// (1 + d)^(1/12) - 1 for an annual rate d given as a fraction.
    static double monthlyRate(double annualRate);

    /// Percent of a resale table at `ageMonths`: linear between points, flat beyond (0 when empty).
    static double resalePercent(const std::vector<ResalePoint> &table, double ageMonths);
};

} // namespace gputco
