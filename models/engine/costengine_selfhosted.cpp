#include "costengine_p.h"

#include "ceilcount.h"
#include "translate.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::CostEngine", text);
}

} // namespace

void computeSelfHosted(const PricingContext &ctx, const SelfHostedOption &o, Converter &cv, OptionResult &r)
{
    const int H = ctx.scenario.horizonMonths;
    const double U = ctx.busyHours;
    const double hpm = ctx.scenario.hoursPerMonth;
    const Trends &trends = ctx.trends;
    const int gps = std::max(1, o.gpusPerServer);
    const int peak = *std::max_element(ctx.demand.begin(), ctx.demand.end());
    const int S = o.serverCount ? *o.serverCount : ceilCount(double(peak) / gps);
    const int capacityGpus = S * gps;
    r.servers = S;

    const double capexF = cv.factor(o.capexCurrency);
    const double hardware = (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
    const double capex = hardware + o.installationCapex * capexF;
    const int life = std::max(1, o.lifeMonths);
    const int D = std::max(0, o.leadTimeMonths); // first month in service, 0-based
    // Fleet k is in service from month D + k * life; the first is bought at order (month 1),
    // each refresh when the previous fleet reaches end of life, at the hardware price then.
    // Servers already owned (age months into their life at month 1) are not bought again: the
    // first fleet has life - age months left. Fleet k >= 1 is bought when fleet k - 1 ends.
    const int age = o.alreadyOwnedAgeMonths ? std::clamp(*o.alreadyOwnedAgeMonths, 0, life - 1) : 0;
    const int firstLife = life - age;
    auto endOfLifeOf
        = [&](int k) { return D + firstLife + (k - 1) * life; }; // fleet k - 1 ends, fleet k starts (k >= 1)
    auto fleetFactor = [&](int k) { return k == 0 ? 1.0 : Trends::at(trends.hardware, endOfLifeOf(k)); };
    // The fleet in service t months after the first is in service, and months into its life.
    auto fleetAt = [&](int t) {
        if (t < firstLife)
            return std::pair{0, age + t};
        return std::pair{1 + (t - firstLife) / life, (t - firstLife) % life};
    };
    // Book value of a fleet bought for `capex`, j months into its life (0..life), by the
    // depreciation method; resale at the end of life is its value then.
    const double residual = o.depreciationMethod == DepreciationMethod::ExponentialDecay
        ? capex * std::pow(1.0 - o.decayPercentPerYear / 100.0, life / 12.0)
        : o.residualFraction * (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
    auto bookValue = [&](int j) {
        switch (o.depreciationMethod) {
        case DepreciationMethod::StraightLine: break;
        case DepreciationMethod::DecliningBalance:
            return j >= life ? residual : std::max(residual, capex * std::pow(1.0 - o.decliningFactor / life, j));
        case DepreciationMethod::ExponentialDecay:
            return capex * std::pow(1.0 - o.decayPercentPerYear / 100.0, j / 12.0);
        }
        return capex - (capex - residual) * j / life;
    };

    const double maxKw = o.maxKwPerServer > 0.0 ? o.maxKwPerServer : o.typicalKwPerServer;
    const int racks = o.kwPerRack > 0.0 ? ceilCount(S * maxKw / o.kwPerRack) : 0;
    if (o.kwPerRack > 0.0)
        r.racks = racks;
    const double spaceF = cv.factor(o.spaceCurrency);
    const double space = (racks * o.rackPricePerMonth + S * maxKw * o.colocationPricePerKwMonth) * spaceF;
    const double staff
        = o.serversPerFte > 0.0 ? S / o.serversPerFte * o.monthlyCostPerFte * cv.factor(o.staffCurrency) : 0.0;
    const double maintenancePerHardware = o.maintenancePercentPerYear / 100.0 / 12.0;
    const double powerF = cv.factor(o.powerCurrency);
    const CategoryAmounts fees = monthlyFees(o.fees, cv);

    // A purchase in month `month` (0-based): paid in cash (cash view), or financed: the down
    // payment then, annuity payments from that month on (principal as capex in the cash view,
    // interest and fees as their own category in both views), a balloon with the last one.
    // Payments after the horizon are owed after it.
    auto purchase = [&](int month, double amount) {
        if (!o.financing) {
            if (ctx.view == CostView::Cash)
                r.monthly[month][index(Category::Capex)] += amount;
            return;
        }
        const Financing &f = *o.financing;
        const double down = amount * f.downPaymentFraction;
        const double financed = amount - down;
        const double balloon = std::min(financed, amount * f.balloonFraction);
        const int n = std::max(1, f.termMonths);
        const double rate = f.annualRate / 12.0;
        const double payment = CostEngine::annuityPayment(financed, rate, n, balloon);
        if (ctx.view == CostView::Cash)
            r.monthly[month][index(Category::Capex)] += down;
        r.monthly[month][index(Category::Interest)] += financed * f.feesFraction;
        double balance = financed;
        for (int k = 1; k <= n; ++k) {
            const int m = month + k - 1;
            const double interest = balance * rate;
            double principal = payment - interest;
            if (k == n)
                principal = balance; // the balloon, and rounding, with the last payment
            balance -= principal;
            if (m < H) {
                if (ctx.view == CostView::Cash)
                    r.monthly[m][index(Category::Capex)] += principal;
                r.monthly[m][index(Category::Interest)] += interest;
            } else {
                r.owedAfterHorizon += interest + (ctx.view == CostView::Cash ? principal : 0.0);
                r.owedAfterHorizonByCategory[index(Category::Interest)] += interest;
                if (ctx.view == CostView::Cash)
                    r.owedAfterHorizonByCategory[index(Category::Capex)] += principal;
                if (ctx.amortized) { // the principal is not a cost of the amortized view
                    ctx.amortized->owedAfterHorizon += interest + 0.0;
                    ctx.amortized->owedAfterHorizonByCategory[index(Category::Interest)] += interest;
                }
            }
        }
    };

    // Income tax: each fleet is deducted through tax depreciation from the month it enters
    // service (or in full then, when the one-off deduction applies); what is left of it when
    // it is sold is deducted then, what is left at the end is its tax basis.
    struct TaxAsset
    {
        int inService = 0;
        double amount = 0.0;
        int ageMonths = 0;
        bool full = false;
        int soldAt = -1;
    };
    std::vector<TaxAsset> taxAssets;
    auto taxAsset = [&](int month, int inService, double amount, int k) {
        if (!ctx.tax())
            return;
        const IncomeTax &t = *ctx.scenario.incomeTax;
        bool full = false;
        if (t.fullDeduction) {
            // The limit is per unit (a server), in CNY, on the price the company books.
            const double unitCny = o.pricePerServer * capexF * fleetFactor(k) * ctx.vat(Category::Capex)
                / cv.factor(QStringLiteral("CNY"));
            QString why;
            full = Tax::fullDeductionApplies(t, ctx.scenario.calendar, month, unitCny, &why);
            if (!full && !why.isEmpty() && !r.warnings.contains(why))
                r.warnings << why;
        }
        taxAssets.push_back(TaxAsset{inService, amount, 0, full});
    };

    // The purchases, and the old fleet sold for its residual value at each refresh (cash view).
    if (!o.alreadyOwnedAgeMonths) {
        purchase(0, capex);
        taxAsset(0, D, capex, 0);
    } else if (ctx.tax()) {
        taxAssets.push_back(TaxAsset{0, capex, age, false});
    }
    for (int k = 1, endOfLife = endOfLifeOf(1); endOfLife < H; ++k, endOfLife += life) {
        if (ctx.view == CostView::Cash)
            r.monthly[endOfLife][index(Category::ResidualValue)] -= residual * fleetFactor(k - 1);
        if (ctx.tax())
            taxAssets[std::size_t(k - 1)].soldAt = endOfLife;
        if (o.refresh) {
            purchase(endOfLife, capex * fleetFactor(k));
            taxAsset(endOfLife, endOfLife, capex * fleetFactor(k), k);
        }
        if (!o.refresh)
            break;
    }
    if (ctx.tax()) {
        const int L = std::max(1, ctx.scenario.incomeTax->depreciationYears * 12);
        for (const TaxAsset &a : taxAssets) {
            const int end = a.soldAt >= 0 ? a.soldAt : H; // deducted in the months before
            double left = 0.0;
            if (a.full) {
                left = a.amount;
                if (a.inService < end) {
                    r.taxDeductions[std::size_t(a.inService)][index(Category::Capex)] += a.amount;
                    left = 0.0;
                }
            } else {
                const int months = std::max(0, L - a.ageMonths); // of tax life still to deduct
                int done = 0;
                for (int m = a.inService; m < end && done < months; ++m, ++done)
                    r.taxDeductions[std::size_t(m)][index(Category::Capex)] += a.amount / L;
                left = a.amount * (months - done) / L;
            }
            if (a.soldAt >= 0) {
                r.taxDeductions[std::size_t(a.soldAt)][index(Category::Capex)] += left; // written off when sold
                left = 0.0;
            }
            r.taxBasisAtHorizonEnd += left;
        }
    }
    for (OptionResult *v : {&r, ctx.amortized})
        if (v && o.financing && v->owedAfterHorizon > 0.0)
            v->warnings << tr("Financing payments run past the horizon: %1 is owed after it, not in the totals.")
                               .arg(v->owedAfterHorizonByCategory[index(Category::Capex)] * ctx.vat(Category::Capex)
                                       + v->owedAfterHorizonByCategory[index(Category::Interest)]
                                           * ctx.vat(Category::Interest),
                                   0, 'f', 2);
    const double operations = (o.operationsPerMonth + o.maintenanceHoursPerMonth * o.pricePerMaintenanceHour)
        * cv.factor(o.operationsCurrency);

    std::vector<int> bridgeDemand(H, 0); // GPUs the servers do not serve, per month
    bool warnedCapacity = false;
    for (int m = 0; m < H; ++m) {
        const int G = ctx.demand[m];
        const bool inService = m >= D && (o.refresh || m < D + firstLife);
        if (!inService) {
            bridgeDemand[m] = G;
            continue;
        }
        const int served = std::min(G, capacityGpus);
        bridgeDemand[m] = G - served;
        if (served < G && !warnedCapacity && o.bridgeOptionId.isEmpty()) {
            warnedCapacity = true;
            ctx.warn(r,
                tr("From month %1 demand (%2 GPUs) exceeds the %3 GPUs owned: the rest is not served.")
                    .arg(m + 1)
                    .arg(G)
                    .arg(capacityGpus));
        }
        r.usefulGpuHoursByMonth[m] = served * U;
        const auto [fleetIndex, intoLife] = fleetAt(m - D);
        const double fleet = fleetFactor(fleetIndex);
        const double busyShare = capacityGpus > 0 ? std::min(1.0, served * U / (capacityGpus * hpm)) : 0.0;
        const double kwh
            = S * o.typicalKwPerServer * (o.idlePowerFraction + (1.0 - o.idlePowerFraction) * busyShare) * hpm * o.pue;
        CategoryAmounts &row = r.monthly[m];
        row[index(Category::Power)] += kwh * o.powerPricePerKwh * powerF * Trends::at(trends.power, m);
        // served <= capacity and U <= hours per month: the busy share never reaches its cap of 1,
        // so power is affine in U with this slope.
        if (capacityGpus > 0)
            ctx.addSlope(Category::Power,
                S * o.typicalKwPerServer * (1.0 - o.idlePowerFraction) * served / (double(capacityGpus) * hpm) * hpm
                    * o.pue * o.powerPricePerKwh * powerF * Trends::at(trends.power, m));
        row[index(Category::Space)] += space * Trends::at(trends.space, m);
        row[index(Category::Staff)] += staff * Trends::at(trends.staff, m);
        row[index(Category::Maintenance)] += hardware * fleet * maintenancePerHardware;
        row[index(Category::Operations)] += operations * Trends::at(trends.staff, m);
        if (ctx.view == CostView::Amortized)
            row[index(Category::Depreciation)] += (bookValue(intoLife) - bookValue(intoLife + 1)) * fleet;
        if (ctx.amortized)
            ctx.amortizedRows->at(m, Category::Depreciation) += (bookValue(intoLife) - bookValue(intoLife + 1)) * fleet;
        addFeeRow(row, fees, Trends::at(trends.fees, m));
    }

    const bool waitsForDelivery
        = std::any_of(ctx.demand.begin(), ctx.demand.begin() + std::min(D, H), [](int g) { return g > 0; });
    const Option *bridge = nullptr;
    if (!o.bridgeOptionId.isEmpty()) {
        for (const Option &candidate : ctx.scenario.options)
            if (candidate.id == o.bridgeOptionId && candidate.cloud())
                bridge = &candidate;
    }
    if (bridge) {
        // The demand left over is in this option's cards: back to reference cards (at most the
        // reference demand), then into the bridge's own cards (issue 18).
        if (const OptionSizing bs = sizingOf(ctx.scenario, *bridge); ctx.reference || !bs.identity())
            for (int m = 0; m < H; ++m) {
                const int reference = ctx.reference
                    ? std::min((*ctx.reference)[m], ceilCount(bridgeDemand[m] * ctx.sizingFactor))
                    : bridgeDemand[m];
                bridgeDemand[m] = bs.cardsFor(reference);
            }
        // The bridge is priced as its own cloud option on the demand left over; its reserved
        // terms are paid in full, its fees only in the months it serves.
        OptionResult b, ba; // ba: the amortized view's, when both are priced
        b.monthly.assign(H, CategoryAmounts{});
        b.usefulGpuHoursByMonth.assign(H, 0.0);
        if (ctx.tax())
            b.taxDeductions.assign(H, CategoryAmounts{});
        PricingContext bctx{ctx.scenario, ctx.view, U, bridgeDemand, trends, true};
        ViewRows bridgeRows; // the bridge's amortized categories, when both views are priced
        if (ctx.amortized) {
            bridgeRows.rows.assign(std::size_t(H), ViewRows::Row{});
            bctx.amortized = &ba;
            bctx.amortizedRows = &bridgeRows;
        }
        CategoryAmounts bridgeSlope{};
        if (ctx.perBusyHour)
            bctx.perBusyHour = &bridgeSlope;
        computeCloud(bctx, *bridge->cloud(), cv, b);
        for (double v : bridgeSlope)
            ctx.addSlope(Category::CloudBridge, v);
        if (ctx.tax())
            addExpenseDeductions(b);
        for (int m = 0; m < H; ++m) {
            double sum = 0.0;
            for (double v : b.monthly[m])
                sum += v;
            r.monthly[m][index(Category::CloudBridge)] += sum;
            if (ctx.amortized)
                ctx.amortizedRows->at(m, Category::CloudBridge) += bridgeRows.monthSum(b.monthly[m], m);
            if (ctx.tax())
                for (double v : b.taxDeductions[m])
                    r.taxDeductions[m][index(Category::CloudBridge)] += v;
            r.usefulGpuHoursByMonth[m] += b.usefulGpuHoursByMonth[m];
            r.bridgedGpuHours += b.usefulGpuHoursByMonth[m];
        }
        r.unmetGpuHours += b.unmetGpuHours;
        r.slippedGpuHours += b.slippedGpuHours;
        r.owedAfterHorizon += b.owedAfterHorizon;
        r.owedAfterHorizonByCategory[index(Category::CloudBridge)] += b.owedAfterHorizon;
        if (ctx.amortized) {
            ctx.amortized->owedAfterHorizon += ba.owedAfterHorizon;
            ctx.amortized->owedAfterHorizonByCategory[index(Category::CloudBridge)] += ba.owedAfterHorizon;
        }
        if (!b.prepaidAfterHorizonByMonth.empty()) {
            r.prepaidAfterHorizonByMonth.resize(std::size_t(H), 0.0);
            for (int m = 0; m < H; ++m)
                r.prepaidAfterHorizonByMonth[std::size_t(m)] += b.prepaidAfterHorizonByMonth[std::size_t(m)];
        }
        for (const QString &w : b.warnings) // the same in both views
            ctx.warn(r, tr("Bridge %1: %2").arg(bridge->name, w));
        if (waitsForDelivery)
            ctx.warn(r,
                tr("Servers arrive in month %1 (lead time %2 months): until then the demand runs on %3.")
                    .arg(D + 1)
                    .arg(D)
                    .arg(bridge->name));
    } else {
        for (int m = 0; m < H; ++m)
            r.unmetGpuHours += bridgeDemand[m] * U;
        if (D >= H)
            ctx.warn(r,
                tr("The servers arrive after the horizon (lead time %1 months): they are paid for and "
                   "never serve the demand within it.")
                    .arg(D));
        else if (waitsForDelivery)
            ctx.warn(r,
                tr("Servers arrive in month %1 (lead time %2 months): demand before then is not "
                   "served by this option.")
                    .arg(D + 1)
                    .arg(D));
    }

    // Book value of the fleet in service at the end of the horizon.
    if (H > D) {
        // After the last month in service: the fleet of month H - 1, one month further.
        const auto [k, intoLife] = fleetAt(H - 1 - D);
        if (o.refresh || H - D <= firstLife)
            r.bookValueAtHorizonEnd = bookValue(intoLife + 1) * fleetFactor(k);
    } else {
        r.bookValueAtHorizonEnd = o.alreadyOwnedAgeMonths ? bookValue(age) : capex;
    }
    // Expected resale value of that fleet (hardware, not installation) at its age then.
    if (const auto &table = ctx.scenario.finance.resaleByAge; !table.empty()) {
        const double fleetHardware = (S * o.pricePerServer + o.fabricCapex + o.storageCapex) * capexF;
        if (H > D) {
            const auto [k, intoLife] = fleetAt(H - 1 - D);
            if (o.refresh || H - D <= firstLife)
                r.resaleValueAtHorizonEnd
                    = fleetHardware * fleetFactor(k) * CostEngine::resalePercent(table, intoLife + 1) / 100.0;
        } else {
            r.resaleValueAtHorizonEnd
                = fleetHardware * CostEngine::resalePercent(table, o.alreadyOwnedAgeMonths ? age : 0) / 100.0;
        }
    }
}

} // namespace gputco
