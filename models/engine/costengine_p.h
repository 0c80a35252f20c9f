#pragma once

// The cost engine's internals, shared by its source files (costengine*.cpp): not an API.

#include "costengine.h"

#include "discounting.h"
#include "exchangerates.h"
#include "priceterms.h"
#include "tax.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <map>
#include <vector>

namespace gputco {

/// Converts amounts into the reporting currency with the latest dated rate for each pair,
/// and records which rates it used.
class Converter
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)

public:
    Converter(const Scenario &scenario, QStringList &errors)
        : mScenario(scenario)
        , mErrors(errors)
    { }

    double factor(const CurrencyCode &from)
    {
        const CurrencyCode &to = mScenario.reportingCurrency;
        if (from.isEmpty() || from == to)
            return 1.0;
        if (auto it = mUsed.find(from); it != mUsed.end())
            return it->second.factor;
        const auto best = exchangeRateFor(mScenario.exchangeRates, from, to);
        if (!best) {
            const QString msg = tr("no exchange rate from %1 to %2").arg(from, to);
            if (!mErrors.contains(msg))
                mErrors << msg;
            mUsed[from] = RateUsed{from, to, std::nan(""), {}, {}};
            return std::nan("");
        }
        RateUsed used{from, to, best->factor(), best->rate->asOf, best->rate->source};
        mUsed[from] = used;
        return used.factor;
    }

    std::vector<RateUsed> used() const
    {
        std::vector<RateUsed> out;
        for (const auto &[key, rate] : mUsed)
            if (std::isfinite(rate.factor))
                out.push_back(rate);
        return out;
    }

private:
    const Scenario &mScenario;
    QStringList &mErrors;
    std::map<QString, RateUsed> mUsed;
};

/// The hidden fees of one month (HiddenFees) by category, in the reporting currency.
CategoryAmounts monthlyFees(const HiddenFees &f, Converter &cv);

/// The hidden-fee categories, StorageCapacity to OtherFees: the only ones monthlyFees() fills.
constexpr std::size_t kFirstFee = index(Category::StorageCapacity), kEndOfFees = index(Category::OtherFees) + 1;
static_assert([] {
    for (Category c : kAllCategories)
        if (isHiddenFee(c) != (index(c) >= kFirstFee && index(c) < kEndOfFees))
            return false;
    return true;
}());

/// Adds a row of monthlyFees() x `factor` (a fee trend: finite, positive). Only its fee
/// categories: the others are +0 in a fees row, and adding +0 changes no amount of a monthly
/// row (they are sums that start at +0, so never -0, before VAT applies its factors).
inline void addFeeRow(CategoryAmounts &into, const CategoryAmounts &fees, double factor)
{
    for (std::size_t c = kFirstFee; c < kEndOfFees; ++c)
        into[c] += fees[c] * factor;
}

/// Price factors of the scenario's trends, one per year of the horizon: factor(year) of
/// each price class is (1 + percent / 100)^year.
struct Trends
{
    std::vector<double> cloud, hardware, power, space, staff, fees;
    /// Discount factors of a flow at the end and at the start of month m + 1, [m], on the
    /// decision's timing (finance.timing), so that PV of cost, the ranking and the decision NPV
    /// discount alike (issue 34): monthly (1 + monthly rate)^-(m + 1) and ^-m; yearly (1 + rate)^-t
    /// for the first year end t at or after the moment (a purchase in month 1 at time 0).
    std::vector<double> discount;
    std::vector<double> discountStart;

    explicit Trends(const Scenario &s)
    {
        const int years = s.horizonMonths / 12 + 1;
        const PriceTrends &t = s.priceTrends;
        auto fill = [years](std::vector<double> &v, double percent) {
            v.resize(years);
            for (int y = 0; y < years; ++y)
                v[y] = percent == 0.0 ? 1.0 : std::pow(1.0 + percent / 100.0, y);
        };
        fill(cloud, t.cloudComputePercentPerYear);
        fill(hardware, t.hardwarePercentPerYear);
        fill(power, t.powerPercentPerYear);
        fill(space, t.spacePercentPerYear);
        fill(staff, t.staffPercentPerYear);
        fill(fees, t.feesPercentPerYear);
        const int H = std::max(0, s.horizonMonths);
        if (s.finance.timing == FinanceTiming::Yearly) {
            discount.resize(std::size_t(H));
            discountStart.resize(std::size_t(H));
            for (int m = 0; m < H; ++m) {
                discountStart[std::size_t(m)] = std::pow(1.0 + s.discountRatePerYear, -double((m + 11) / 12));
                discount[std::size_t(m)] = std::pow(1.0 + s.discountRatePerYear, -double((m + 12) / 12));
            }
            return;
        }
        discount = Finance::discountFactors(Finance::monthlyRate(s.discountRatePerYear), H);
        discountStart.assign(std::size_t(H), 1.0);
        for (int m = 1; m < H; ++m)
            discountStart[std::size_t(m)] = discount[std::size_t(m - 1)];
    }

    /// Factor of a class in month m (0-based).
    static double at(const std::vector<double> &v, int m) { return v[std::size_t(m / 12)]; }
};

/// Categories whose monthly amounts differ between the cash and the amortized view: purchases
/// and their resale against depreciation, reserved upfront payments (and the platform surcharge
/// on them, and a bridge's), one-time costs. Every other category gets the same additions in
/// the same order in both views, so a pass pricing both computes them once.
constexpr std::array<Category, 7> kViewCategories = {
    Category::ReservedUpfront,
    Category::Capex,
    Category::ResidualValue,
    Category::Depreciation,
    Category::CloudBridge,
    Category::Migration,
    Category::Platform,
};

/// Per category, its place in kViewCategories, or -1 (the same in both views).
constexpr std::array<int, kCategoryCount> kViewSlot = [] {
    std::array<int, kCategoryCount> out{};
    out.fill(-1);
    for (std::size_t j = 0; j < kViewCategories.size(); ++j)
        out[index(kViewCategories[j])] = int(j);
    return out;
}();

/// The amortized view's amounts of the categories that depend on the view, month by month, in
/// a pass pricing both views (the amortized view's other categories are the cash view's). Only
/// these are zeroed and added to during the pass; the amortized rows are built once at the end.
struct ViewRows
{
    using Row = std::array<double, kViewCategories.size()>;
    std::vector<Row> rows;

    double &at(int m, Category c) { return rows[std::size_t(m)][std::size_t(kViewSlot[index(c)])]; }

    /// The amortized view's monthly rows: the cash rows, with this view's own categories.
    void build(const std::vector<CategoryAmounts> &cash, std::vector<CategoryAmounts> &out) const
    {
        out = cash;
        for (std::size_t m = 0; m < out.size(); ++m)
            for (std::size_t j = 0; j < kViewCategories.size(); ++j)
                out[m][index(kViewCategories[j])] = rows[m][j];
    }

    /// The sum of the amortized view's row of month m as build() makes it (from the cash row
    /// `cash`), in category order, without building it.
    double monthSum(const CategoryAmounts &cash, int m) const
    {
        double sum = 0.0;
        for (std::size_t k = 0; k < kCategoryCount; ++k)
            sum += kViewSlot[k] >= 0 ? rows[std::size_t(m)][std::size_t(kViewSlot[k])] : cash[k];
        return sum;
    }
};

/// What pricing one option needs: the scenario, the view, the demand in the option's cards,
/// the price trends, and where the amounts of a pass that prices both views go.
struct PricingContext
{
    const Scenario &scenario;
    CostView view;
    double busyHours;
    const std::vector<int> &demand; // GPUs per month, index month - 1
    const Trends &trends;
    /// Hidden fees only in months with demand (a cloud option bridging a self-hosted one).
    bool feesOnlyWhenServing = false;
    const Option *option = nullptr; ///< the option priced (VAT overrides); null for a bridge

    /// Income tax is computed: the scenario has it and this is the cash view.
    bool tax() const { return scenario.incomeTax && view == CostView::Cash; }
    /// The VAT factor of a category of the option (1 without VAT).
    double vat(Category c) const { return scenario.vat && option ? Tax::vatFactor(*scenario.vat, *option, c) : 1.0; }
    /// Reference cards per month and the work of one of the option's cards in them (OptionSizing);
    /// `demand` is then in the option's own cards. Null: demand is in reference cards.
    const std::vector<int> *reference = nullptr;
    double sizingFactor = 1.0;
    /// Where the derivative of each category's total with respect to the busy hours per month
    /// goes (the closed form of the break-even utilization); null: not wanted.
    CategoryAmounts *perBusyHour = nullptr;
    void addSlope(Category c, double v) const
    {
        if (perBusyHour)
            (*perBusyHour)[index(c)] += v;
    }
    /// A pass that prices both views (view is Cash): the amortized view's own amounts go here,
    /// its warnings and what it owes after the horizon, and to `amortizedRows` the categories
    /// of its monthly rows that differ between the views (ViewRows::build() makes its rows from
    /// the cash result's). Null: one view only.
    OptionResult *amortized = nullptr;
    ViewRows *amortizedRows = nullptr;
    /// Where each amount's price, quantity and factors are recorded (CostEngine::priceTerms(),
    /// a pass of one view); null: nothing recorded (every other caller).
    PriceTermRecorder *terms = nullptr;
    /// A warning of both views.
    void warn(OptionResult &r, const QString &w) const
    {
        r.warnings << w;
        if (amortized)
            amortized->warnings << w;
    }
};

/// Income tax: adds the option's expenses to its deductions (costengine_option.cpp).
void addExpenseDeductions(OptionResult &r);

/// A cloud option's costs month by month into `r` (costengine_cloud.cpp).
void computeCloud(const PricingContext &ctx, const CloudOption &o, Converter &cv, OptionResult &r);

/// A self-hosted option's costs month by month into `r` (costengine_selfhosted.cpp).
void computeSelfHosted(const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r);

/// One option priced into `r` (costengine_option.cpp, where its arguments are described).
void computeOptionInto(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, OptionResult &r,
    CategoryAmounts *perBusyHour = nullptr, OptionResult *amortized = nullptr, ViewRows *amortizedRows = nullptr,
    PriceTermRecorder *terms = nullptr);

/// One option priced into a new result.
OptionResult computeOption(const Scenario &s, const Option &opt, CostView view, double busyHours,
    const std::vector<int> &demand, Converter &cv, const Trends &trends, CategoryAmounts *perBusyHour = nullptr);

} // namespace gputco
