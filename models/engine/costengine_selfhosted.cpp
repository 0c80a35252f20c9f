#include "costengine_p.h"

#include "annuity.h"
#include "ceilcount.h"
#include "depreciation.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/*!
 * The fleets of a self-hosted option over time. Fleet k is in service from month
 * D + k x life; the first is bought at order (month 1), each refresh when the previous fleet
 * reaches the end of its life, at the hardware price then. Servers already owned (`age` months
 * into their life at month 1) are not bought again: the first fleet has life - age months left.
 */
struct FleetTimeline
{
    const Trends &trends;
    int life = 1;
    int leadTime = 0; ///< D: the first month in service, 0-based
    int age = 0;
    int firstLife = 1; ///< life - age

    /// The month fleet k - 1 ends and fleet k starts (k >= 1).
    int endOfLife(int k) const { return leadTime + firstLife + (k - 1) * life; }
    /// The hardware price factor of fleet k (the trend when it is bought).
    double priceFactor(int k) const { return k == 0 ? 1.0 : Trends::at(trends.hardware, endOfLife(k)); }
    /// The fleet in service t months after the first is in service, and months into its life.
    std::pair<int, int> at(int t) const
    {
        if (t < firstLife)
            return std::pair{0, age + t};
        return std::pair{1 + (t - firstLife) / life, (t - firstLife) % life};
    }
};

/// Income tax: a fleet deducted through tax depreciation from the month it enters service (or
/// in full then, when the one-off deduction applies), and when it is sold, if it is.
struct TaxAsset
{
    int inService = 0;
    double amount = 0.0;
    int ageMonths = 0;
    bool full = false;
    int soldAt = -1;
};

/*!
 * Prices one self-hosted option into its result, step by step: the purchases (in cash or
 * financed) and refreshes, their tax depreciation, the running costs of every month in service,
 * the demand the servers do not serve (on the cloud bridge, or unmet), and the value of the
 * fleet at the end. The finance (depreciation by method, annuities, tax write-offs) is in
 * finance/; this class applies it to the option's fleets and months.
 */
class SelfHostedPricing
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CostEngine)

public:
    SelfHostedPricing(const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r);

    /// The purchases, and the old fleet sold for its residual value at each refresh (cash view).
    void buyFleets();
    /// Income tax: each fleet's tax depreciation, what is written off when it is sold, and the
    /// tax basis left at the end.
    void deductTaxDepreciation();
    void warnFinancingOwed();
    /// Power, space, staff, maintenance, operations, depreciation and fees of every month in
    /// service; returns the GPUs the servers do not serve, per month.
    std::vector<int> runMonths();
    /// The demand the servers do not serve: priced on the cloud bridge, or unmet.
    void serveTheRest(std::vector<int> &bridgeDemand);
    /// Book value and expected resale value of the fleet in service at the end of the horizon.
    void valueAtEnd();

private:
    /// A purchase ordered (and paid, or financed) in `month`, in service in `inService`.
    void purchase(int month, int inService, double amount);
    void addTaxAsset(int month, int inService, double amount, int k);
    void addRunningCosts(int m, int served);
    const Option *bridgeOption() const;
    void toBridgeCards(const Option &bridge, std::vector<int> &bridgeDemand) const;
    void priceOnBridge(const Option &bridge, const std::vector<int> &bridgeDemand);
    void addBridge(const OptionResult &b, const OptionResult &ba, const ViewRows &bridgeRows);

    const PricingContext &mCtx;
    const SelfHostedOption &mO;
    Converter &mCv;
    OptionResult &mR;
    const int mH;
    const double mU;
    const double mHoursPerMonth;
    int mServers = 0;
    int mCapacityGpus = 0;
    double mCapexFactor = 1.0;
    double mHardware = 0.0; ///< servers, fabric and storage
    double mCapex = 0.0; ///< the hardware and its installation
    FleetTimeline mFleets;
    DepreciationTerms mDepreciation;
    std::vector<double> mDepreciationByMonth; ///< of one fleet's life; only in the amortized view
    double mSpace = 0.0;
    double mStaff = 0.0;
    double mMaintenancePerHardware = 0.0;
    double mPowerFactor = 1.0;
    CategoryAmounts mFees{};
    double mOperations = 0.0;
    std::vector<TaxAsset> mTaxAssets;
};

SelfHostedPricing::SelfHostedPricing(
    const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r)
    : mCtx(ctx)
    , mO(o)
    , mCv(cv)
    , mR(r)
    , mH(ctx.scenario.horizonMonths)
    , mU(ctx.busyHours)
    , mHoursPerMonth(ctx.scenario.hoursPerMonth)
    , mFleets{ctx.trends}
{
    const int gps = std::max(1, o.gpusPerServer);
    const int peak = *std::max_element(ctx.demand.begin(), ctx.demand.end());
    mServers = o.serverCount ? *o.serverCount : ceilCount(double(peak) / gps);
    mCapacityGpus = mServers * gps;
    r.servers = mServers;

    mCapexFactor = cv.factor(o.capexCurrency);
    mHardware = (mServers * o.pricePerServer + o.fabricCapex + o.storageCapex) * mCapexFactor;
    mCapex = mHardware + o.installationCapex * mCapexFactor;
    mFleets.life = std::max(1, o.lifeMonths);
    mFleets.leadTime = std::max(0, o.leadTimeMonths);
    mFleets.age = o.alreadyOwnedAgeMonths ? std::clamp(*o.alreadyOwnedAgeMonths, 0, mFleets.life - 1) : 0;
    mFleets.firstLife = mFleets.life - mFleets.age;
    // Resale at the end of life is the book value then.
    mDepreciation.method = o.depreciationMethod;
    mDepreciation.cost = mCapex;
    mDepreciation.residual = o.depreciationMethod == DepreciationMethod::ExponentialDecay
        ? Finance::decayedValue(mCapex, o.decayPercentPerYear, mFleets.life)
        : o.residualFraction * (mServers * o.pricePerServer + o.fabricCapex + o.storageCapex) * mCapexFactor;
    mDepreciation.lifeMonths = mFleets.life;
    mDepreciation.decliningFactor = o.decliningFactor;
    mDepreciation.decliningSwitch = o.decliningSwitch;
    mDepreciation.decayPercentPerYear = o.decayPercentPerYear;
    if (ctx.view == CostView::Amortized || ctx.amortized)
        mDepreciationByMonth = Finance::depreciationSchedule(mDepreciation);

    const double maxKw = o.maxKwPerServer > 0.0 ? o.maxKwPerServer : o.typicalKwPerServer;
    const int racks = o.kwPerRack > 0.0 ? ceilCount(mServers * maxKw / o.kwPerRack) : 0;
    if (o.kwPerRack > 0.0)
        r.racks = racks;
    const double spaceF = cv.factor(o.spaceCurrency);
    mSpace = (racks * o.rackPricePerMonth + mServers * maxKw * o.colocationPricePerKwMonth) * spaceF;
    mStaff
        = o.serversPerFte > 0.0 ? mServers / o.serversPerFte * o.monthlyCostPerFte * cv.factor(o.staffCurrency) : 0.0;
    mMaintenancePerHardware = o.maintenancePercentPerYear / 100.0 / 12.0;
    mPowerFactor = cv.factor(o.powerCurrency);
    mFees = monthlyFees(o.fees, cv);
}

// The month a purchase ordered in `ordered` and delivered in `delivered` consumes the capex
// budget on the acquisition basis (Budget::acquiredAt).
static int acquisitionMonth(const std::optional<Budget> &budget, int ordered, int delivered)
{
    if (!budget)
        return ordered;
    switch (budget->acquiredAt) {
    case AcquisitionEvent::Order: break;
    case AcquisitionEvent::Delivery: return delivered;
    case AcquisitionEvent::Acceptance: return delivered + budget->acceptanceMonths;
    }
    return ordered;
}

// A purchase in month `month` (0-based): paid in cash (cash view) when ordered or by its payment
// milestones (from the order or from `inService`, the delivery), or financed: the down
// payment then, annuity payments from that month on (principal as capex in the cash view,
// interest and fees as their own category in both views), a balloon with the last one.
// Payments after the horizon are owed after it.
void SelfHostedPricing::purchase(int month, int inService, double amount)
{
    const bool cash = mCtx.view == CostView::Cash;
    // The capex budget's acquisition basis: the whole price when acquired, whatever the financing.
    if (const int acquired = acquisitionMonth(mCtx.scenario.budget, month, inService); cash && acquired < mH) {
        mR.acquiredByMonth.resize(std::size_t(mH), 0.0);
        mR.acquiredByMonth[std::size_t(acquired)] += amount;
    }
    if (!mO.financing && !mO.paymentSchedule.empty()) {
        // By milestones: each its share in its month; what falls after the horizon is owed then.
        if (!cash)
            return;
        for (const PaymentMilestone &p : mO.paymentSchedule) {
            const int m = (p.from == MilestoneFrom::Delivery ? inService : month) + p.afterMonths;
            const double paid = amount * p.percent / 100.0;
            if (m < mH) {
                mR.monthly[m][index(Category::Capex)] += paid;
            } else {
                mR.owedAfterHorizon += paid;
                mR.owedAfterHorizonByCategory[index(Category::Capex)] += paid;
            }
        }
        return;
    }
    if (!mO.financing) {
        if (cash)
            mR.monthly[month][index(Category::Capex)] += amount;
        return;
    }
    const Financing &f = *mO.financing;
    const double down = amount * f.downPaymentFraction;
    const double financed = amount - down;
    const double balloon = std::min(financed, amount * f.balloonFraction);
    const int n = std::max(1, f.termMonths);
    const std::vector<LoanPayment> payments = Finance::annuitySchedule(financed, f.annualRate / 12.0, n, balloon);
    if (cash)
        mR.monthly[month][index(Category::Capex)] += down;
    mR.monthly[month][index(Category::Interest)] += financed * f.feesFraction;
    for (int k = 1; k <= n; ++k) {
        const int m = month + k - 1;
        const auto [principal, interest] = payments[std::size_t(k - 1)];
        if (m < mH) {
            if (cash)
                mR.monthly[m][index(Category::Capex)] += principal;
            mR.monthly[m][index(Category::Interest)] += interest;
            continue;
        }
        mR.owedAfterHorizon += interest + (cash ? principal : 0.0);
        mR.owedAfterHorizonByCategory[index(Category::Interest)] += interest;
        if (cash)
            mR.owedAfterHorizonByCategory[index(Category::Capex)] += principal;
        if (mCtx.amortized) { // the principal is not a cost of the amortized view
            mCtx.amortized->owedAfterHorizon += interest + 0.0;
            mCtx.amortized->owedAfterHorizonByCategory[index(Category::Interest)] += interest;
        }
    }
}

void SelfHostedPricing::addTaxAsset(int month, int inService, double amount, int k)
{
    if (!mCtx.tax())
        return;
    const IncomeTax &t = *mCtx.scenario.incomeTax;
    bool full = false;
    if (t.fullDeduction) {
        // The limit is per unit (a server), in CNY, on the price the company books.
        const double unitCny = mO.pricePerServer * mCapexFactor * mFleets.priceFactor(k) * mCtx.vat(Category::Capex)
            / mCv.factor(QStringLiteral("CNY"));
        QString why;
        full = Tax::fullDeductionApplies(t, mCtx.scenario.calendar, month, unitCny, &why);
        if (!full && !why.isEmpty() && !mR.warnings.contains(why))
            mR.warnings << why;
    }
    mTaxAssets.push_back(TaxAsset{inService, amount, 0, full});
}

void SelfHostedPricing::buyFleets()
{
    if (!mO.alreadyOwnedAgeMonths) {
        purchase(0, mFleets.leadTime, mCapex);
        addTaxAsset(0, mFleets.leadTime, mCapex, 0);
    } else if (mCtx.tax()) {
        mTaxAssets.push_back(TaxAsset{0, mCapex, mFleets.age, false});
    }
    for (int k = 1, endOfLife = mFleets.endOfLife(1); endOfLife < mH; ++k, endOfLife += mFleets.life) {
        if (mCtx.view == CostView::Cash)
            mR.monthly[endOfLife][index(Category::ResidualValue)]
                -= mDepreciation.residual * mFleets.priceFactor(k - 1);
        if (mCtx.tax())
            mTaxAssets[std::size_t(k - 1)].soldAt = endOfLife;
        if (!mO.refresh)
            break;
        purchase(endOfLife, endOfLife, mCapex * mFleets.priceFactor(k));
        addTaxAsset(endOfLife, endOfLife, mCapex * mFleets.priceFactor(k), k);
    }
}

void SelfHostedPricing::deductTaxDepreciation()
{
    if (!mCtx.tax())
        return;
    // The books' method over the tax life (straight line for exponential decay, which is not an
    // accounting method), down to nothing.
    DepreciationTerms tax = mDepreciation;
    tax.lifeMonths = std::max(1, mCtx.scenario.incomeTax->depreciationYears * 12);
    tax.residual = 0.0;
    if (tax.method == DepreciationMethod::ExponentialDecay)
        tax.method = DepreciationMethod::StraightLine;
    auto deduct = [this](int m, double amount) { mR.taxDeductions[std::size_t(m)][index(Category::Capex)] += amount; };
    for (const TaxAsset &a : mTaxAssets) {
        const int end = a.soldAt >= 0 ? a.soldAt : mH; // deducted in the months before
        double left = 0.0;
        if (a.full) {
            left = a.amount;
            if (a.inService < end) {
                deduct(a.inService, a.amount);
                left = 0.0;
            }
        } else {
            tax.cost = a.amount;
            const WriteOff w = Finance::writeOff(tax, a.ageMonths, end - a.inService);
            for (std::size_t i = 0; i < w.perMonth.size(); ++i)
                deduct(a.inService + int(i), w.perMonth[i]);
            left = w.left;
        }
        if (a.soldAt >= 0) {
            deduct(a.soldAt, left); // written off when sold
            left = 0.0;
        }
        mR.taxBasisAtHorizonEnd += left;
    }
}

// In the cash view the principal still owed is netted against the servers' value in the compared
// totals (OptionResult::debtAtHorizonEnd); the amortized view owes only interest after the horizon.
void SelfHostedPricing::warnFinancingOwed()
{
    for (OptionResult *v : {&mR, mCtx.amortized}) {
        if (!v || !mO.financing || !(v->owedAfterHorizon > 0.0))
            continue;
        const double principal = v->owedAfterHorizonByCategory[index(Category::Capex)] * mCtx.vat(Category::Capex);
        const double owed
            = principal + v->owedAfterHorizonByCategory[index(Category::Interest)] * mCtx.vat(Category::Interest);
        v->warnings << (principal > 0.0 ? tr("Financing payments run past the horizon: %1 is owed after it, not in "
                                             "the totals; its principal, %2, is netted against the servers' value "
                                             "in the compared totals.")
                                              .arg(owed, 0, 'f', 2)
                                              .arg(principal, 0, 'f', 2)
                                        : tr("Financing payments run past the horizon: %1 is owed after it, not in "
                                             "the totals.")
                                              .arg(owed, 0, 'f', 2));
    }
}

std::vector<int> SelfHostedPricing::runMonths()
{
    mOperations = (mO.operationsPerMonth + mO.maintenanceHoursPerMonth * mO.pricePerMaintenanceHour)
        * mCv.factor(mO.operationsCurrency);
    std::vector<int> bridgeDemand(mH, 0); // GPUs the servers do not serve, per month
    bool warnedCapacity = false;
    const int D = mFleets.leadTime;
    for (int m = 0; m < mH; ++m) {
        const int G = mCtx.demand[m];
        const bool inService = m >= D && (mO.refresh || m < D + mFleets.firstLife);
        if (!inService) {
            bridgeDemand[m] = G;
            continue;
        }
        const int served = std::min(G, mCapacityGpus);
        bridgeDemand[m] = G - served;
        if (served < G && !warnedCapacity && mO.bridgeOptionId.isEmpty()) {
            warnedCapacity = true;
            mCtx.warn(mR,
                tr("From month %1 demand (%2 GPUs) exceeds the %3 GPUs owned: the rest is not served.")
                    .arg(m + 1)
                    .arg(G)
                    .arg(mCapacityGpus));
        }
        mR.usefulGpuHoursByMonth[m] = served * mU;
        addRunningCosts(m, served);
    }
    return bridgeDemand;
}

void SelfHostedPricing::addRunningCosts(int m, int served)
{
    const Trends &trends = mCtx.trends;
    const SelfHostedOption &o = mO;
    const auto [fleetIndex, intoLife] = mFleets.at(m - mFleets.leadTime);
    const double fleet = mFleets.priceFactor(fleetIndex);
    const double busyShare = mCapacityGpus > 0 ? std::min(1.0, served * mU / (mCapacityGpus * mHoursPerMonth)) : 0.0;
    const double kwh = mServers * o.typicalKwPerServer * (o.idlePowerFraction + (1.0 - o.idlePowerFraction) * busyShare)
        * mHoursPerMonth * o.pue;
    CategoryAmounts &row = mR.monthly[m];
    row[index(Category::Power)] += kwh * o.powerPricePerKwh * mPowerFactor * Trends::at(trends.power, m);
    // served <= capacity and U <= hours per month: the busy share never reaches its cap of 1,
    // so power is affine in U with this slope.
    if (mCapacityGpus > 0)
        mCtx.addSlope(Category::Power,
            mServers * o.typicalKwPerServer * (1.0 - o.idlePowerFraction) * served
                / (double(mCapacityGpus) * mHoursPerMonth) * mHoursPerMonth * o.pue * o.powerPricePerKwh * mPowerFactor
                * Trends::at(trends.power, m));
    row[index(Category::Space)] += mSpace * Trends::at(trends.space, m);
    row[index(Category::Staff)] += mStaff * Trends::at(trends.staff, m);
    row[index(Category::Maintenance)] += mHardware * fleet * mMaintenancePerHardware;
    row[index(Category::Operations)] += mOperations * Trends::at(trends.staff, m);
    if (mCtx.view == CostView::Amortized)
        row[index(Category::Depreciation)] += mDepreciationByMonth[std::size_t(intoLife)] * fleet;
    if (mCtx.amortized)
        mCtx.amortizedRows->at(m, Category::Depreciation) += mDepreciationByMonth[std::size_t(intoLife)] * fleet;
    addFeeRow(row, mFees, Trends::at(trends.fees, m));
}

const Option *SelfHostedPricing::bridgeOption() const
{
    const Option *bridge = nullptr;
    if (!mO.bridgeOptionId.isEmpty()) {
        for (const Option &candidate : mCtx.scenario.options)
            if (candidate.id == mO.bridgeOptionId && candidate.cloud())
                bridge = &candidate;
    }
    return bridge;
}

void SelfHostedPricing::serveTheRest(std::vector<int> &bridgeDemand)
{
    const int D = mFleets.leadTime;
    const bool waitsForDelivery
        = std::any_of(mCtx.demand.begin(), mCtx.demand.begin() + std::min(D, mH), [](int g) { return g > 0; });
    if (const Option *bridge = bridgeOption()) {
        toBridgeCards(*bridge, bridgeDemand);
        priceOnBridge(*bridge, bridgeDemand);
        if (waitsForDelivery)
            mCtx.warn(mR,
                tr("Servers arrive in month %1 (lead time %2 months): until then the demand runs on %3.")
                    .arg(D + 1)
                    .arg(D)
                    .arg(bridge->name));
        return;
    }
    for (int m = 0; m < mH; ++m)
        mR.unmetGpuHours += bridgeDemand[m] * mU;
    if (D >= mH)
        mCtx.warn(mR,
            tr("The servers arrive after the horizon (lead time %1 months): they are paid for and "
               "never serve the demand within it.")
                .arg(D));
    else if (waitsForDelivery)
        mCtx.warn(mR,
            tr("Servers arrive in month %1 (lead time %2 months): demand before then is not "
               "served by this option.")
                .arg(D + 1)
                .arg(D));
}

// The demand left over is in this option's cards: back to reference cards (at most the
// reference demand), then into the bridge's own cards (issue 18).
void SelfHostedPricing::toBridgeCards(const Option &bridge, std::vector<int> &bridgeDemand) const
{
    const OptionSizing bs = sizingOf(mCtx.scenario, bridge);
    if (!mCtx.reference && bs.identity())
        return;
    for (int m = 0; m < mH; ++m) {
        const int reference = mCtx.reference
            ? std::min((*mCtx.reference)[m], ceilCount(bridgeDemand[m] * mCtx.sizingFactor))
            : bridgeDemand[m];
        bridgeDemand[m] = bs.cardsFor(reference);
    }
}

// The bridge is priced as its own cloud option on the demand left over; its reserved terms are
// paid in full, its fees only in the months it serves.
void SelfHostedPricing::priceOnBridge(const Option &bridge, const std::vector<int> &bridgeDemand)
{
    OptionResult b, ba; // ba: the amortized view's, when both are priced
    b.monthly.assign(mH, CategoryAmounts{});
    b.usefulGpuHoursByMonth.assign(mH, 0.0);
    if (mCtx.tax())
        b.taxDeductions.assign(mH, CategoryAmounts{});
    PricingContext bctx{mCtx.scenario, mCtx.view, mU, bridgeDemand, mCtx.trends, true};
    ViewRows bridgeRows; // the bridge's amortized categories, when both views are priced
    if (mCtx.amortized) {
        bridgeRows.rows.assign(std::size_t(mH), ViewRows::Row{});
        bctx.amortized = &ba;
        bctx.amortizedRows = &bridgeRows;
    }
    CategoryAmounts bridgeSlope{};
    if (mCtx.perBusyHour)
        bctx.perBusyHour = &bridgeSlope;
    computeCloud(bctx, *bridge.cloud(), mCv, b);
    for (double v : bridgeSlope)
        mCtx.addSlope(Category::CloudBridge, v);
    if (mCtx.tax())
        addExpenseDeductions(b);
    addBridge(b, ba, bridgeRows);
    for (const QString &w : b.warnings) // the same in both views
        mCtx.warn(mR, tr("Bridge %1: %2").arg(bridge.name, w));
}

/// The bridge's months, deductions, hours and what it owes, added to this option's.
void SelfHostedPricing::addBridge(const OptionResult &b, const OptionResult &ba, const ViewRows &bridgeRows)
{
    for (int m = 0; m < mH; ++m) {
        double sum = 0.0;
        for (double v : b.monthly[m])
            sum += v;
        mR.monthly[m][index(Category::CloudBridge)] += sum;
        if (mCtx.amortized)
            mCtx.amortizedRows->at(m, Category::CloudBridge) += bridgeRows.monthSum(b.monthly[m], m);
        if (mCtx.tax())
            for (double v : b.taxDeductions[m])
                mR.taxDeductions[m][index(Category::CloudBridge)] += v;
        mR.usefulGpuHoursByMonth[m] += b.usefulGpuHoursByMonth[m];
        mR.bridgedGpuHours += b.usefulGpuHoursByMonth[m];
    }
    mR.unmetGpuHours += b.unmetGpuHours;
    mR.slippedGpuHours += b.slippedGpuHours;
    mR.owedAfterHorizon += b.owedAfterHorizon;
    mR.owedAfterHorizonByCategory[index(Category::CloudBridge)] += b.owedAfterHorizon;
    if (mCtx.amortized) {
        mCtx.amortized->owedAfterHorizon += ba.owedAfterHorizon;
        mCtx.amortized->owedAfterHorizonByCategory[index(Category::CloudBridge)] += ba.owedAfterHorizon;
    }
    if (!b.prepaidAfterHorizonByMonth.empty()) {
        mR.prepaidAfterHorizonByMonth.resize(std::size_t(mH), 0.0);
        for (int m = 0; m < mH; ++m)
            mR.prepaidAfterHorizonByMonth[std::size_t(m)] += b.prepaidAfterHorizonByMonth[std::size_t(m)];
    }
}

void SelfHostedPricing::valueAtEnd()
{
    const int D = mFleets.leadTime;
    const int age = mFleets.age;
    // The fleet in service at the end: the fleet of month H - 1, one month further.
    const bool servesAtEnd = mH > D && (mO.refresh || mH - D <= mFleets.firstLife);
    const auto [k, intoLife] = mH > D ? mFleets.at(mH - 1 - D) : std::pair{0, 0};
    if (mH > D) {
        if (servesAtEnd)
            mR.bookValueAtHorizonEnd = Finance::bookValue(mDepreciation, intoLife + 1) * mFleets.priceFactor(k);
    } else {
        mR.bookValueAtHorizonEnd = mO.alreadyOwnedAgeMonths ? Finance::bookValue(mDepreciation, age) : mCapex;
    }
    // Expected resale value of that fleet (hardware, not installation) at its age then.
    const std::vector<ResalePoint> &table = mCtx.scenario.finance.resaleByAge;
    if (table.empty())
        return;
    const double fleetHardware = (mServers * mO.pricePerServer + mO.fabricCapex + mO.storageCapex) * mCapexFactor;
    if (mH > D) {
        if (servesAtEnd)
            mR.resaleValueAtHorizonEnd
                = fleetHardware * mFleets.priceFactor(k) * Finance::resalePercent(table, intoLife + 1) / 100.0;
    } else {
        mR.resaleValueAtHorizonEnd
            = fleetHardware * Finance::resalePercent(table, mO.alreadyOwnedAgeMonths ? age : 0) / 100.0;
    }
}

} // namespace

void computeSelfHosted(const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r)
{
    SelfHostedPricing pricing(ctx, o, cv, r);
    pricing.buyFleets();
    pricing.deductTaxDepreciation();
    pricing.warnFinancingOwed();
    std::vector<int> rest = pricing.runMonths();
    pricing.serveTheRest(rest);
    pricing.valueAtEnd();
}

} // namespace gputco
