#pragma once

#include "calendar.h"
#include "costcategory.h"
#include "scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gputco {

struct OptionResult;
struct ScenarioResult;

/// Whether a cost category is capital expenditure in the budget (cash view), see docs/budgets.md:
/// purchases (Capex) and resale (ResidualValue, negative) are capex; reserved upfront payments
/// are capex unless the budget counts them as opex; everything else is opex.
bool isCapexInBudget(Category c, bool reservedUpfrontIsCapex);

/// How one option's cash view counts against the budget (BudgetAnalysis::rulesFor).
struct BudgetRules
{
    bool reservedUpfrontIsCapex = true;
    /// Payments: the capex category as paid (down payment, principal repayments); acquisition:
    /// OptionResult::acquiredByMonth instead, the repayments in neither capex nor opex.
    CapexBasis capexBasis = CapexBasis::Payments;
    /// Multiplies each category's amount from the results' VAT basis into the budget's.
    CategoryAmounts vat = []() {
        CategoryAmounts ones{};
        ones.fill(1.0);
        return ones;
    }();
};

/// A stretch of months with one budget: a fiscal year, or the whole horizon.
struct BudgetPeriod
{
    int firstMonth = 1; ///< plan month, 1-based
    int months = 0;
    std::optional<double> total; ///< in the reporting currency
    std::optional<double> capex; ///< set with opex when the budget is split
    std::optional<double> opex;

    bool split() const { return capex.has_value(); }
    int lastMonth() const { return firstMonth + months - 1; }
};

/// Spend of one option in one fiscal year against its budget (none when not checked).
struct FiscalYearSpend
{
    FiscalYear fiscalYear;
    double spend = 0.0;
    double capex = 0.0; ///< on the budget's capex basis (BudgetResult::capexBasis)
    double opex = 0.0;
    double capexPaid = 0.0; ///< capex as paid (the payments basis), whatever the budget's basis
    std::optional<double> budget; ///< this year's budget, when the budget is per year
    std::optional<double> budgetCapex;
    std::optional<double> budgetOpex;
    std::optional<double> headroom; ///< budget - spend; negative = overrun
    std::optional<double> headroomCapex;
    std::optional<double> headroomOpex;
    std::optional<int> firstOverrunMonth; ///< first plan month the year's spend to date passes its budget
    bool fits() const { return !firstOverrunMonth.has_value(); }
};

/// What the budget buys with one option, solved by BudgetAnalysis::solveAffordable().
struct Affordable
{
    /// The largest year-1 GPU count (demand.gpuCount) whose costs fit every budget period and
    /// whose demand the option serves, the option sized to it; 0 = not even one GPU.
    int gpuCount = 0;
    bool gpuCountAtLimit = false; ///< fits even at the search limit (kMaxAffordableGpus)
    std::optional<int> servers; ///< self-hosted: servers bought for gpuCount
    /// The longest horizon (months) that fits, up to the months the budget covers (at most
    /// kMaxHorizonMonths); 0 = not even one month.
    int horizonMonths = 0;
};

/// The budget check of one option.
struct OptionBudget
{
    std::vector<FiscalYearSpend> fiscalYears;
    FiscalYearSpend horizon; ///< the whole horizon, with the horizon budget if that is how it is given
    bool fits = true;
    std::optional<int> firstOverrunMonth; ///< first month any period's spend to date passes its budget
    std::optional<int> firstCumulativeOverrunMonth; ///< first month cumulative spend passes the cumulative budget
    /// Fiscal year with the largest overrun and that overrun (positive), when it does not fit.
    std::optional<int> worstFiscalYearIndex;
    double worstOverrun = 0.0;
    std::optional<Affordable> affordable;
};

/// The budget against every option of a result (ScenarioResult::budget).
struct BudgetResult
{
    Calendar calendar;
    std::vector<FiscalYear> fiscalYears;
    std::vector<BudgetPeriod> periods; ///< per fiscal year with a budget, or one for the horizon
    enum class Basis { PerFiscalYear, EveryYear, Horizon } basis = Basis::EveryYear;
    bool split = false; ///< capex and opex budgeted separately
    bool reservedUpfrontIsCapex = true;
    bool prorateShortYears = false;
    CapexBasis capexBasis = CapexBasis::Acquisition;
    AcquisitionEvent acquiredAt = AcquisitionEvent::Order;
    int acceptanceMonths = 1; ///< with acquiredAt acceptance: months after delivery
    /// Whether the budget's amounts include VAT; empty: on the results' basis (spend as shown).
    std::optional<bool> amountsIncludeVat;
    /// The spend was converted to the budget's VAT basis (false: compared as the results show it,
    /// also when VAT is not modelled and there is nothing to convert).
    bool vatConverted = false;
    QString source;
    CurrencyCode currency; ///< as entered; amounts here are in the reporting currency
    double factor = 1.0; ///< budget currency -> reporting currency
    std::vector<double> cumulativeBudget; ///< per month: budgets of the periods started so far (stepped)
    std::vector<OptionBudget> options; ///< one per ScenarioResult::options

    /// Months the budget covers from month 1 (the end of the last period).
    int coveredMonths() const { return periods.empty() ? 0 : periods.back().lastMonth(); }
};

/*!
 * Budgets and fiscal years (issue 12). All amounts are on the cash view, in the reporting
 * currency. The CostEngine calls check() for every result of a scenario with a budget; the
 * affordable solve is separate because it prices each option again and again.
 */
namespace BudgetAnalysis {

/// The largest GPU count the affordable search tries.
inline constexpr int kMaxAffordableGpus = 1 << 20;

/// Whether spend passes a budget: it may exceed it by rounding noise (a billionth of it) and still fit.
bool exceeds(double spend, double budget);

/// The factor from the budget's currency into the reporting currency; NaN (and an error in
/// `errors` when given) without an exchange rate. The scenario must have a budget.
double budgetFactor(const Scenario &s, QStringList *errors);

/// The budget periods of `budget` for a horizon, in the reporting currency (`factor` converts).
/// Errors (a fiscal year outside the horizon, listed twice) go to `errors` when given.
std::vector<BudgetPeriod> periods(
    const Budget &budget, const Calendar &calendar, int horizonMonths, double factor, QStringList *errors = nullptr);

/// How `option` of `scenario` counts against its budget: the budget's capex basis and the
/// factors from the results' VAT basis into the budget's (docs/budgets.md). Without a budget,
/// the payments basis and no conversion.
BudgetRules rulesFor(const Scenario &scenario, const Option &option);

/// Spend per fiscal year and the fit of `cash` (cash-view monthly amounts) against `periods`.
OptionBudget check(const OptionResult &cash, const std::vector<FiscalYear> &fiscalYears,
    const std::vector<BudgetPeriod> &periods, const BudgetRules &rules);

/// The budget result of `scenario` for the cash-view options `cash` (empty when no budget).
std::optional<BudgetResult> analyse(
    const Scenario &scenario, const std::vector<OptionResult> &cash, QStringList &errors);

/// Fills OptionBudget::affordable of every option of result.budget (option `index` only when
/// given). The search is documented in docs/budgets.md.
void solveAffordable(const Scenario &scenario, ScenarioResult &result, int index = -1);

/// The affordable GPU count of option `index` by trying every count from 0 to `limit`
/// (tests compare the solve with it).
int bruteForceGpuCount(const Scenario &scenario, int index, int limit);

} // namespace BudgetAnalysis

} // namespace gputco
