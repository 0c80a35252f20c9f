#include "loaderrules.h"

#include "calendar.h"
#include "drivers.h"
#include "efficiencyclasses.h"
#include "gpumodels.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace gputco::LoaderRules {

namespace {

/// This file's messages, in the context of LoaderRules (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::LoaderRules)
};

QString key(const FieldSpec &f)
{
    return QLatin1String(f.key);
}

QString num(double v)
{
    return QString::number(v, 'g', 12);
}

template<class T> T &as(void *object)
{
    return *static_cast<T *>(object);
}

/// The block of the fields of the struct that M is a member of (the extension's for a part).
template<auto M> std::string_view blockOf()
{
    return ScenarioSchema::field<M>().block;
}
/// The child block of the field bound to M.
template<auto M> std::string_view childOf()
{
    return ScenarioSchema::field<M>().child;
}

// --- Top level ----------------------------------------------------------------------------

/// A file of a newer format is refused with the reason.
void readFormatVersion(BlockReader &r, const FieldSpec &f, void *)
{
    if (const auto v = r.integer(f); v && *v > Scenario::kFormatVersion)
        r.error(r.pathOf(f),
            Tr::tr("format %1 was written by a newer version of GPU TCO Planner; "
                   "this version reads format %2")
                .arg(int(*v))
                .arg(Scenario::kFormatVersion));
}

/// Bridges name a cloud option; every currency used has a rate to the reporting currency.
void checkScenario(BlockReader &top, void *object)
{
    const Scenario &s = as<Scenario>(object);
    const FieldSpec &options = top.field<&Scenario::options>();
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        const SelfHostedOption *h = s.options[i].selfHosted();
        if (!h || h->bridgeOptionId.isEmpty())
            continue;
        const QString path = top.elementPathOf(options, i, ScenarioSchema::field<&SelfHostedOption::bridgeOptionId>());
        const auto it = std::find_if(
            s.options.begin(), s.options.end(), [&](const Option &x) { return x.id == h->bridgeOptionId; });
        if (it == s.options.end())
            top.error(path, Tr::tr("no option has the id \"%1\"").arg(h->bridgeOptionId));
        else if (!it->cloud())
            top.error(path,
                Tr::tr("option \"%1\" is not a cloud option: only cloud capacity can bridge").arg(h->bridgeOptionId));
    }
    // A payment schedule pays the whole purchase, once: its percents add up to 100, and a
    // financed purchase is paid by its financing.
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        const SelfHostedOption *h = s.options[i].selfHosted();
        if (!h || h->paymentSchedule.empty())
            continue;
        const QString path = top.elementPathOf(options, i, ScenarioSchema::field<&SelfHostedOption::paymentSchedule>());
        double sum = 0.0;
        for (const PaymentMilestone &m : h->paymentSchedule)
            sum += m.percent;
        if (std::abs(sum - 100.0) > 1e-6)
            top.error(path, Tr::tr("the milestones' percents add up to %1, not 100").arg(sum));
        if (h->financing)
            top.error(path,
                Tr::tr("a financed purchase is paid by its financing: remove %1 or %2")
                    .arg(key(ScenarioSchema::field<&SelfHostedOption::paymentSchedule>()),
                        key(ScenarioSchema::field<&SelfHostedOption::financing>())));
    }
    // A subsidy's end date is a calendar date: plan months without a calendar have none.
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].computeSubsidy && !s.options[i].computeSubsidy->until.isEmpty() && !s.calendar.has())
            top.error(top.elementPathOf(options, i, ScenarioSchema::field<&Option::computeSubsidy>()) + QLatin1Char('.')
                    + key(ScenarioSchema::field<&ComputeSubsidy::until>()),
                Tr::tr("needs the scenario's calendar (calendar.startMonth) to place the date in the plan"));
    const QString rates = key(top.field<&Scenario::exchangeRates>());
    for (const auto &[code, path] : top.context().currencyUses) {
        if (code == s.reportingCurrency)
            continue;
        const bool found = std::any_of(s.exchangeRates.begin(), s.exchangeRates.end(), [&](const ExchangeRate &r) {
            return (r.from == code && r.to == s.reportingCurrency) || (r.from == s.reportingCurrency && r.to == code);
        });
        if (!found)
            top.error(path,
                Tr::tr("no exchange rate from %1 to the reporting currency %2: add one to %3")
                    .arg(code, s.reportingCurrency, rates));
    }
}

/// A rate between two currencies, never to itself, agreeing with an earlier one of its date.
void checkExchangeRate(BlockReader &r, void *object)
{
    const ExchangeRate &rate = as<ExchangeRate>(object);
    const auto &all = r.context().scenario->exchangeRates;
    if (rate.from == rate.to && !rate.from.isEmpty())
        r.error(r.pathOf(r.field<&ExchangeRate::to>()), Tr::tr("a rate from a currency to itself is always 1"));
    const QString list = key(ScenarioSchema::field<&Scenario::exchangeRates>());
    // Two rates for the same currencies and date must agree (either way round).
    for (std::size_t k = 0; k + 1 < all.size(); ++k) {
        const ExchangeRate &o = all[k];
        if (o.asOf != rate.asOf || rate.asOf.isEmpty() || !(o.rate > 0) || !(rate.rate > 0))
            continue;
        const bool same = o.from == rate.from && o.to == rate.to;
        const bool inverse = o.from == rate.to && o.to == rate.from;
        const double implied = same ? o.rate : inverse ? 1.0 / o.rate : 0.0;
        if ((same || inverse) && std::abs(implied - rate.rate) > 1e-9 * std::max(implied, rate.rate))
            r.error(r.pathOf(r.field<&ExchangeRate::rate>()),
                Tr::tr("contradicts %1[%2] (%3 to %4 on %5: %6)")
                    .arg(list)
                    .arg(k)
                    .arg(o.from, o.to, o.asOf, num(o.rate)));
    }
}

// --- Demand -------------------------------------------------------------------------------

/// Busy hours, at most the scenario's hours per month.
void readBusyHours(BlockReader &r, const FieldSpec &f, void *object)
{
    if (const auto v = r.number(f, {}, r.context().scenario->hoursPerMonth))
        as<Demand>(object).busyHoursPerMonth = *v;
}

/// Utilization, another way to give the busy hours.
void readUtilization(BlockReader &r, const FieldSpec &f, void *object)
{
    if (const auto v = r.number(f))
        as<Demand>(object).busyHoursPerMonth = *v / 100.0 * r.context().scenario->hoursPerMonth;
}

void checkDemand(BlockReader &d, void *object)
{
    const Demand &demand = as<Demand>(object);
    const FieldSpec &hours = d.field<&Demand::busyHoursPerMonth>();
    const FieldSpec &utilization = d.input<&Demand::busyHoursPerMonth>();
    if (d.has(hours) == d.has(utilization))
        d.error(d.path(), Tr::tr("give how busy the GPUs are one way: %1 or %2").arg(key(hours), key(utilization)));
    if (!demand.referenceGpuModel.isEmpty() && !GpuModels::find(demand.referenceGpuModel))
        d.error(d.pathOf(d.field<&Demand::referenceGpuModel>()),
            Tr::tr("\"%1\" is not a known GPU model; known: %2").arg(demand.referenceGpuModel, GpuModels::knownIds()));
    // The engine counts at most 1e9 GPUs a month (ceilCount); a demand growing past that
    // was capped without a word (issue 16). Refused, naming the growth.
    const int lastMonth = std::clamp(d.context().scenario->horizonMonths, 1, kMaxHorizonMonths);
    const double peak
        = demand.gpuCount * std::pow(1.0 + demand.growthPercentPerYear / 100.0, double((lastMonth - 1) / 12));
    if (std::isfinite(demand.gpuCount) && demand.gpuCount > 0 && !(peak < 1e9))
        d.error(d.pathOf(d.field<&Demand::growthPercentPerYear>()),
            Tr::tr("%1 GPUs growing %2 % a year would demand %3 GPUs in month %4, more than the "
                   "1,000,000,000 the engine counts: lower the growth, the GPU count or the horizon")
                .arg(demand.gpuCount)
                .arg(demand.growthPercentPerYear)
                .arg(peak, 0, 'g', 3)
                .arg(lastMonth));
}

// --- Options ------------------------------------------------------------------------------

/// Ids are unique.
void checkOption(BlockReader &o, void *object)
{
    const Option &option = as<Option>(object);
    for (const Option &earlier : o.context().scenario->options) {
        if (&earlier == &option || option.id.isEmpty())
            break;
        if (earlier.id == option.id) {
            o.error(o.pathOf(o.field<&Option::id>()), Tr::tr("the id \"%1\" is used by another option").arg(option.id));
            break;
        }
    }
}

/// An option's own VAT needs the scenario's.
void checkOptionVat(BlockReader &v, void *)
{
    if (!v.context().top->has(v.context().top->field<&Scenario::vat>()))
        v.error(v.path(), Tr::tr("needs the scenario's vat block (VAT is not modelled without it)"));
}

// --- Cloud options ------------------------------------------------------------------------

/// A price that is awaited ("quoteNeeded") is not given too; true when it is awaited.
bool awaited(BlockReader &r, const FieldSpec &quote, bool priceGiven)
{
    if (!r.has(quote))
        return false;
    if (priceGiven)
        r.error(r.pathOf(quote), Tr::tr("give either a price or %1 (the price is awaited), not both").arg(key(quote)));
    return true;
}

/// The fields of a price per instance-hour (on-demand, spot) and the members they fill.
struct HourlyPrice
{
    const FieldSpec &price, &list, &discount, &quote;
    double &pricePerInstanceHour;
    const std::optional<double> &listPrice, &discountPercent;
};

/// A price per instance-hour given directly or as a discount off an on-demand list price.
void checkHourlyPrice(BlockReader &r, const HourlyPrice &p)
{
    const bool direct = r.has(p.price);
    const bool discounted = r.has(p.list) || r.has(p.discount);
    if (awaited(r, p.quote, direct || discounted))
        return;
    if (direct && discounted) {
        r.error(
            r.path(), Tr::tr("give either %1 or %2 with %3, not both").arg(key(p.price), key(p.list), key(p.discount)));
    } else if (discounted) {
        for (const FieldSpec *f : {&p.list, &p.discount})
            if (!r.has(*f))
                r.missing(*f);
        if (p.discountPercent && *p.discountPercent >= 100.0)
            r.error(r.pathOf(p.discount), Tr::tr("a discount of 100% or more leaves no price"));
        else if (p.listPrice && p.discountPercent)
            p.pricePerInstanceHour = *p.listPrice * (1.0 - *p.discountPercent / 100.0);
    } else if (!direct) {
        r.missing(p.price);
    }
}

template<class P> void checkHourly(BlockReader &r, void *object)
{
    P &p = as<P>(object);
    checkHourlyPrice(r,
        {r.field<&P::pricePerInstanceHour>(), r.field<&P::listPricePerInstanceHour>(), r.field<&P::discountPercent>(),
            r.field<&P::quoteNeeded>(), p.pricePerInstanceHour, p.listPricePerInstanceHour, p.discountPercent});
}

/// Spot: its price, and the interruption rate given one way.
void checkSpot(BlockReader &s, void *object)
{
    checkHourly<SpotPricing>(s, object);
    const FieldSpec &rate = s.field<&SpotPricing::interruptionsPerInstanceHour>();
    const FieldSpec &mtbi = s.input<&SpotPricing::interruptionsPerInstanceHour>();
    if (s.has(rate) == s.has(mtbi))
        s.error(s.path(), Tr::tr("give the interruption rate one way: %1 or %2").arg(key(rate), key(mtbi)));
    else if (const auto m = s.kept(mtbi))
        as<SpotPricing>(object).interruptionsPerInstanceHour = 1.0 / *m;
}

/// A 包年包月 quote recorded as list amounts with a negotiated discount (商务折扣): the amounts
/// charged are list x (1 - d / 100); upfrontPerInstance / monthlyPerInstance given as well must
/// agree with that within a cent.
void checkNegotiated(BlockReader &r, ReservedPricing &rp, std::optional<double> up, std::optional<double> mo)
{
    const FieldSpec &discount = r.field<&ReservedPricing::negotiatedDiscountPercent>();
    const FieldSpec &listUp = r.field<&ReservedPricing::listUpfrontPerInstance>();
    const FieldSpec &listMo = r.field<&ReservedPricing::listMonthlyPerInstance>();
    if (!r.has(discount)) {
        r.error(r.pathOf(discount), Tr::tr("list amounts need the negotiated discount they are reduced by"));
        return;
    }
    if (!r.has(listUp) && !r.has(listMo)) {
        r.error(r.pathOf(discount), Tr::tr("a negotiated discount needs %1 or %2").arg(key(listUp), key(listMo)));
        return;
    }
    if (!r.ok(discount) || (r.has(listUp) && !r.ok(listUp)) || (r.has(listMo) && !r.ok(listMo)))
        return; // the reader has reported the bad number
    if (*rp.negotiatedDiscountPercent >= 100.0) {
        r.error(r.pathOf(discount), Tr::tr("a discount of 100% or more leaves no price"));
        return;
    }
    const double keep = 1.0 - *rp.negotiatedDiscountPercent / 100.0;
    // Within a cent: the amounts are written with 2 decimals.
    auto charge = [&](const FieldSpec &amount, const std::optional<double> &given, const FieldSpec &list,
                      const std::optional<double> &listed, double &charged) {
        if (!listed) {
            if (given)
                r.error(r.pathOf(amount),
                    Tr::tr("give %1 as well: the negotiated discount applies to every amount").arg(key(list)));
            return;
        }
        charged = *listed * keep;
        if (given && std::abs(*given - charged) > 0.01 + 1e-9)
            r.error(r.pathOf(amount),
                Tr::tr("%1 does not agree with %2 x (1 - %3 / 100) = %4")
                    .arg(QString::number(*given, 'f', 2), key(list), key(discount), QString::number(charged, 'f', 2)));
    };
    charge(
        r.field<&ReservedPricing::upfrontPerInstance>(), up, listUp, rp.listUpfrontPerInstance, rp.upfrontPerInstance);
    charge(
        r.field<&ReservedPricing::monthlyPerInstance>(), mo, listMo, rp.listMonthlyPerInstance, rp.monthlyPerInstance);
}

/// A quote: upfront and monthly amounts as the payment option has them, not both 0.
void checkQuote(BlockReader &r, ReservedPricing &rp, bool negotiated)
{
    const FieldSpec &upfront = r.field<&ReservedPricing::upfrontPerInstance>();
    const FieldSpec &monthly = r.field<&ReservedPricing::monthlyPerInstance>();
    const auto up = r.ok(upfront) ? std::optional<double>(rp.upfrontPerInstance) : std::nullopt;
    const auto mo = r.ok(monthly) ? std::optional<double>(rp.monthlyPerInstance) : std::nullopt;
    if (negotiated)
        checkNegotiated(r, rp, up, mo);
    if (rp.payment == PaymentOption::AllUpfront && rp.monthlyPerInstance > 0)
        r.error(r.pathOf(monthly), Tr::tr("an all-upfront term has no monthly payment"));
    if (rp.payment == PaymentOption::NoUpfront && rp.upfrontPerInstance > 0)
        r.error(r.pathOf(upfront), Tr::tr("a no-upfront term has no upfront payment"));
    const bool parsed = (!r.has(upfront) || up) && (!r.has(monthly) || mo);
    if (parsed && rp.upfrontPerInstance + rp.monthlyPerInstance <= 0)
        r.error(r.path(),
            Tr::tr("the reserved price is 0: enter the quote, or %1 while it is awaited")
                .arg(key(r.field<&ReservedPricing::quoteNeeded>())));
}

/// A reserved term: sized one way, priced one way (a quote, an effective hourly rate, a
/// discount off the on-demand price, or awaited).
void checkReserved(BlockReader &r, void *object)
{
    ReservedPricing &rp = as<ReservedPricing>(object);
    const FieldSpec &instances = r.field<&ReservedPricing::instances>();
    const FieldSpec &share = r.field<&ReservedPricing::sharePercent>();
    if (r.has(instances) && r.has(share))
        r.error(r.pathOf(share), Tr::tr("give either %1 or %2, not both").arg(key(instances), key(share)));
    const FieldSpec &up = r.field<&ReservedPricing::upfrontPerInstance>();
    const FieldSpec &mo = r.field<&ReservedPricing::monthlyPerInstance>();
    const FieldSpec &effective = r.field<&ReservedPricing::effectivePricePerInstanceHour>();
    const FieldSpec &list = r.field<&ReservedPricing::listPricePerInstanceHour>();
    const FieldSpec &discount = r.field<&ReservedPricing::discountPercent>();
    const FieldSpec &quote = r.field<&ReservedPricing::quoteNeeded>();
    const bool negotiated = r.has(r.field<&ReservedPricing::listUpfrontPerInstance>())
        || r.has(r.field<&ReservedPricing::listMonthlyPerInstance>())
        || r.has(r.field<&ReservedPricing::negotiatedDiscountPercent>());
    const bool explicitQuote = r.has(up) || r.has(mo) || negotiated;
    const bool discounted = r.has(list) || r.has(discount);
    if (awaited(r, quote, explicitQuote || r.has(effective) || discounted))
        return;
    if (int(explicitQuote) + int(r.has(effective)) + int(discounted) != 1) {
        r.error(r.path(),
            Tr::tr("give the price one way: %1/%2 (a quote), %3, %4 with %5, or %6 while the price is awaited")
                .arg(key(up), key(mo), key(effective), key(list), key(discount), key(quote)));
    } else if (explicitQuote) {
        checkQuote(r, rp, negotiated);
    } else if (discounted) {
        for (const FieldSpec *f : {&list, &discount})
            if (!r.has(*f))
                r.missing(*f);
        if (rp.discountPercent && *rp.discountPercent >= 100.0)
            r.error(r.pathOf(discount), Tr::tr("a discount of 100% or more leaves no price"));
    }
}

/// A cloud option: some capacity to pay for, one reserved term or a portfolio of sized
/// commitments (shares up to 100 %), on-demand or spot for the rest.
void checkCloud(BlockReader &o, void *object)
{
    const CloudOption &c = as<CloudOption>(object);
    const FieldSpec &commitments = o.field<&CloudOption::commitments>();
    const FieldSpec &instances = ScenarioSchema::field<&ReservedPricing::instances>();
    const FieldSpec &share = ScenarioSchema::field<&ReservedPricing::sharePercent>();
    double shares = 0.0;
    for (const ReservedPricing &rp : c.commitments)
        shares += rp.sharePercent.value_or(0.0);
    for (const std::size_t i : o.objectElements(commitments))
        if (!o.elementHas(commitments, i, instances) && !o.elementHas(commitments, i, share))
            o.error(o.pathOf(commitments) + QStringLiteral("[%1]").arg(i),
                Tr::tr("a commitment needs its size: %1 (of the instances needed) or %2")
                    .arg(key(share), key(instances)));
    if (shares > 100.0 + 1e-9)
        o.error(
            o.pathOf(commitments), Tr::tr("the commitments' shares add up to %1%, more than 100%").arg(num(shares)));
    const FieldSpec &reserved = o.field<&CloudOption::reserved>();
    const FieldSpec &onDemand = o.field<&CloudOption::onDemand>();
    const FieldSpec &spot = o.field<&CloudOption::spot>();
    if (o.has(reserved) && o.has(commitments))
        o.error(o.pathOf(commitments),
            Tr::tr("use either %1 (one term) or %2 (a portfolio of terms), not both")
                .arg(key(reserved), key(commitments)));
    if (o.has(onDemand) && o.has(spot))
        o.error(o.pathOf(spot),
            Tr::tr("use either %1 or %2 for the capacity beyond the reservation, not both")
                .arg(key(onDemand), key(spot)));
    if (!o.has(onDemand) && !o.has(spot) && !o.has(reserved) && !o.has(commitments))
        o.error(o.path(),
            Tr::tr("a cloud option needs at least one of %1, %2, %3 or %4")
                .arg(key(onDemand), key(reserved), key(commitments), key(spot)));
}

// --- Self-hosted options ------------------------------------------------------------------

/// The id of the bridging option, never empty when given.
void readBridge(BlockReader &r, const FieldSpec &f, void *object)
{
    if (const auto id = r.string(f, false))
        as<SelfHostedOption>(object).bridgeOptionId = *id;
}

/// The field of the self-hosted part whose block groups `f` (servers, depreciation ...).
const FieldSpec &groupOf(const BlockReader &o, const FieldSpec &f)
{
    for (const FieldSpec *g : ScenarioSchema::fieldsOf(o.extension()->id))
        if (g->child && qstrcmp(g->child, f.block) == 0)
            return *g;
    qFatal("%s is not grouped in a self-hosted option", f.key);
}

/// Servers already owned: no lead time, and younger than their life (the default life too:
/// the writer writes it, so a file that left it out would not reopen once saved).
void checkSelfHosted(BlockReader &o, void *object)
{
    const SelfHostedOption &h = as<SelfHostedOption>(object);
    if (h.alreadyOwnedAgeMonths && h.leadTimeMonths > 0)
        o.error(
            o.pathOf(o.field<&SelfHostedOption::leadTimeMonths>()), Tr::tr("servers already owned have no lead time"));
    if (h.alreadyOwnedAgeMonths && *h.alreadyOwnedAgeMonths >= h.lifeMonths) {
        const FieldSpec &life = ScenarioSchema::field<&SelfHostedOption::lifeMonths>();
        const FieldSpec &age = ScenarioSchema::field<&SelfHostedOption::alreadyOwnedAgeMonths>();
        const FieldSpec &at = o.has(groupOf(o, life)) ? life : age;
        o.error(o.pathOf(groupOf(o, at)) + QLatin1Char('.') + key(at),
            Tr::tr("the servers already owned are %1 months old: past a life of %2 months")
                .arg(*h.alreadyOwnedAgeMonths)
                .arg(h.lifeMonths));
    }
}

/// The servers: a price or a quote awaited, a maximum power (the typical one when not given)
/// not below the typical power.
void checkServers(BlockReader &s, void *object)
{
    SelfHostedOption &h = as<SelfHostedOption>(object);
    const FieldSpec &price = s.field<&SelfHostedOption::pricePerServer>();
    if (!awaited(s, s.field<&SelfHostedOption::serverQuoteNeeded>(), s.has(price)) && !s.has(price))
        s.missing(price);
    const FieldSpec &maxKw = s.field<&SelfHostedOption::maxKwPerServer>();
    if (!s.ok(maxKw))
        h.maxKwPerServer = h.typicalKwPerServer;
    if (h.maxKwPerServer < h.typicalKwPerServer)
        s.error(s.pathOf(maxKw),
            Tr::tr("the maximum power (%1 kW) is below the typical power (%2 kW)")
                .arg(num(h.maxKwPerServer), num(h.typicalKwPerServer)));
}

/// Capex is bought with the servers, in their currency.
void checkCapex(BlockReader &c, void *object)
{
    const SelfHostedOption &h = as<SelfHostedOption>(object);
    const FieldSpec &currency = c.input<&SelfHostedOption::capexCurrency>();
    if (const auto code = c.keptText(currency); code && *code != h.capexCurrency && !h.capexCurrency.isEmpty())
        c.error(c.pathOf(currency),
            Tr::tr("capex must be in the same currency as the server price (%1)").arg(h.capexCurrency));
}

/// Rack rent needs the kW a rack holds.
void checkSpace(BlockReader &s, void *)
{
    const FieldSpec &kw = s.field<&SelfHostedOption::kwPerRack>();
    if (s.has(s.field<&SelfHostedOption::rackPricePerMonth>()) && !s.has(kw))
        s.missing(kw);
}

void checkFinancing(BlockReader &f, void *object)
{
    const Financing &fin = as<Financing>(object);
    if (fin.downPaymentFraction + fin.balloonFraction > 1.0 + 1e-12)
        f.error(f.pathOf(f.field<&Financing::balloonFraction>()),
            Tr::tr("the down payment and the balloon together exceed the purchase (%1% + %2%)")
                .arg(num(fin.downPaymentFraction * 100), num(fin.balloonFraction * 100)));
}

// --- Fees, accelerator, one-time costs ----------------------------------------------------

/// Per-GB price tiers in increasing order, the last without an upper bound.
void checkTiers(BlockReader &r, const FieldSpec &array, const std::vector<PriceTier> &tiers)
{
    if (r.arraySize(array) == std::size_t(0))
        r.error(r.pathOf(array), Tr::tr("needs at least one tier"));
    const FieldSpec &upTo = ScenarioSchema::field<&PriceTier::upToGb>();
    const std::vector<std::size_t> elements = r.objectElements(array);
    double previous = 0.0;
    for (std::size_t k = 0; k < elements.size() && k < tiers.size(); ++k) {
        const std::size_t i = elements[k];
        const PriceTier &tier = tiers[k];
        const bool last = i + 1 == *r.arraySize(array);
        const QString path = r.elementPathOf(array, i, upTo);
        if (tier.upToGb && *tier.upToGb <= previous)
            r.error(path,
                Tr::tr("tiers must be in increasing order: %1 GB is not above the previous tier's %2 GB")
                    .arg(num(*tier.upToGb), num(previous)));
        if (last && tier.upToGb)
            r.error(path, Tr::tr("the last tier must have no upper bound (leave out %1)").arg(key(upTo)));
        if (!last && !tier.upToGb && !r.elementHas(array, i, upTo))
            r.error(path, Tr::tr("only the last tier may leave out %1").arg(key(upTo)));
        if (tier.upToGb)
            previous = *tier.upToGb;
    }
}

void checkEgress(BlockReader &e, void *object)
{
    checkTiers(e, e.field<&EgressFee::tiers>(), as<EgressFee>(object).tiers);
}

/// Provisioned IOPS or throughput need their price.
void checkProvisioned(BlockReader &p, void *object)
{
    const ProvisionedPerformanceFee &fee = as<ProvisionedPerformanceFee>(object);
    const FieldSpec &iops = p.field<&ProvisionedPerformanceFee::pricePerIopsMonth>();
    const FieldSpec &throughput = p.field<&ProvisionedPerformanceFee::pricePerMBpsMonth>();
    if (fee.iops > 0 && !p.has(iops))
        p.missing(iops);
    if (fee.throughputMBps > 0 && !p.has(throughput))
        p.missing(throughput);
}

/// A GPU model the product knows, unless its speed is given.
void checkEcosystem(BlockReader &x, void *object)
{
    const OptionEcosystem &e = as<OptionEcosystem>(object);
    if (!e.gpuModel.isEmpty() && !GpuModels::find(e.gpuModel) && !e.relativeThroughput)
        x.error(x.pathOf(x.field<&OptionEcosystem::gpuModel>()),
            Tr::tr("\"%1\" is not a known GPU model (known: %2); for another model give %3")
                .arg(e.gpuModel, GpuModels::knownIds(), key(x.field<&OptionEcosystem::relativeThroughput>())));
}

/// A migration cost inside the horizon, each quantity with its price.
void checkOneTimeCost(BlockReader &x, void *object)
{
    const OneTimeCost &c = as<OneTimeCost>(object);
    const int horizon = x.context().scenario->horizonMonths;
    if (c.month > horizon)
        x.error(x.pathOf(x.field<&OneTimeCost::month>()),
            Tr::tr("month %1 is after the horizon (%2 months)").arg(c.month).arg(horizon));
    const FieldSpec &tiers = x.field<&OneTimeCost::egressTiers>();
    checkTiers(x, tiers, c.egressTiers);
    if (c.dataGb > 0.0 && c.egressTiers.empty())
        x.error(x.pathOf(tiers), Tr::tr("data moved in needs the egress price: give %1").arg(key(tiers)));
    const FieldSpec &cost = x.field<&OneTimeCost::costPerPersonMonth>();
    if (c.personMonths > 0.0 && !x.has(cost))
        x.error(x.pathOf(cost), Tr::tr("effort needs its cost per person-month"));
}

// --- Job ----------------------------------------------------------------------------------

/// A storage class or interconnect: its name is its id unless it has one.
void checkEfficiencyClass(BlockReader &c, void *object)
{
    EfficiencyClass &e = as<EfficiencyClass>(object);
    if (!c.ok(c.field<&EfficiencyClass::name>()))
        e.name = e.id;
}

/// Ids used once in each list of classes.
void checkClassIds(BlockReader &j, const FieldSpec &list, const std::vector<EfficiencyClass> &classes)
{
    QSet<QString> seen;
    const std::vector<std::size_t> elements = j.objectElements(list);
    for (std::size_t k = 0; k < elements.size() && k < classes.size(); ++k) {
        const QString &id = classes[k].id;
        if (!id.isEmpty() && seen.contains(id))
            j.error(j.elementPathOf(list, elements[k], ScenarioSchema::field<&EfficiencyClass::id>()),
                Tr::tr("the id \"%1\" is used twice").arg(id));
        seen.insert(id);
    }
}

/// A storage class or interconnect named by the job or a profile exists.
void checkClassRef(BlockReader &r, const QString &path, const QString &id, const QSet<QString> &known)
{
    if (!id.isEmpty() && !known.contains(id)) {
        QStringList ids = known.values();
        ids.sort();
        r.error(path, Tr::tr("\"%1\" is not one of: %2").arg(id, ids.join(QStringLiteral(", "))));
    }
}

/// Each profile names an option once, and classes that exist.
void checkProfiles(
    BlockReader &j, const Job &job, const QSet<QString> &storageIds, const QSet<QString> &interconnectIds)
{
    QSet<QString> optionIds, profiled;
    for (const Option &o : j.context().scenario->options)
        optionIds.insert(o.id);
    const FieldSpec &list = j.field<&Job::optionProfiles>();
    const FieldSpec &option = ScenarioSchema::field<&JobOptionProfile::optionId>();
    const FieldSpec &storage = ScenarioSchema::field<&JobOptionProfile::storage>();
    const FieldSpec &interconnect = ScenarioSchema::field<&JobOptionProfile::interconnect>();
    const std::vector<std::size_t> elements = j.objectElements(list);
    for (std::size_t k = 0; k < elements.size() && k < job.optionProfiles.size(); ++k) {
        const JobOptionProfile &p = job.optionProfiles[k];
        const QString path = j.elementPathOf(list, elements[k], option);
        if (!p.optionId.isEmpty() && !optionIds.contains(p.optionId))
            j.error(path, Tr::tr("no option has the id \"%1\"").arg(p.optionId));
        else if (profiled.contains(p.optionId))
            j.error(path, Tr::tr("option \"%1\" has another profile").arg(p.optionId));
        profiled.insert(p.optionId);
        checkClassRef(j, j.elementPathOf(list, elements[k], storage), p.storage, storageIds);
        checkClassRef(j, j.elementPathOf(list, elements[k], interconnect), p.interconnect, interconnectIds);
    }
}

/// The job: its size given one way, classes and profiles that refer to what exists.
void checkJob(BlockReader &j, void *object)
{
    const Job &job = as<Job>(object);
    const FieldSpec &hours = j.field<&Job::usefulGpuHours>();
    const FieldSpec &flops = j.field<&Job::trainingFlops>();
    const FieldSpec &parameters = j.field<&Job::parameters>();
    const FieldSpec &tokens = j.field<&Job::tokens>();
    const bool nd = j.has(parameters) || j.has(tokens);
    if (int(j.has(hours)) + int(j.has(flops)) + int(nd) != 1)
        j.error(j.path(),
            Tr::tr("give the size of the job one way: %1, %2, or %3 and %4")
                .arg(key(hours), key(flops), key(parameters), key(tokens)));
    for (const FieldSpec *f : {&parameters, &tokens})
        if (nd && !j.has(*f))
            j.missing(*f);
    checkClassIds(j, j.field<&Job::storageClasses>(), job.storageClasses);
    checkClassIds(j, j.field<&Job::interconnects>(), job.interconnects);
    QSet<QString> storageIds, interconnectIds;
    for (const EfficiencyClass &e : EfficiencyClasses::storage(job))
        storageIds.insert(e.id);
    for (const EfficiencyClass &e : EfficiencyClasses::interconnects(job))
        interconnectIds.insert(e.id);
    checkClassRef(j, j.pathOf(j.field<&Job::storage>()), job.storage, storageIds);
    checkClassRef(j, j.pathOf(j.field<&Job::interconnect>()), job.interconnect, interconnectIds);
    // FLOPs become GPU-hours through each option's peak throughput; an option without one
    // (here or in its profile) is not priced by the job view, which says so: not a file
    // error, so that adding an option in the app never makes the file unreadable.
    checkProfiles(j, job, storageIds, interconnectIds);
}

// --- Uncertainty, budget, finance, income tax ---------------------------------------------

/// Uncertain inputs: at least one, each a what-if driver that moves a cost, each once.
void checkUncertainty(BlockReader &u, void *object)
{
    const Uncertainty &unc = as<Uncertainty>(object);
    const FieldSpec &inputs = u.field<&Uncertainty::inputs>();
    if (u.arraySize(inputs) == std::size_t(0))
        u.error(u.pathOf(inputs), Tr::tr("needs at least one uncertain input"));
    const FieldSpec &driver = ScenarioSchema::field<&UncertainInput::driverKey>();
    QSet<QString> drivers;
    const std::vector<std::size_t> elements = u.objectElements(inputs);
    for (std::size_t k = 0; k < elements.size() && k < unc.inputs.size(); ++k) {
        const QString &name = unc.inputs[k].driverKey;
        if (name.isEmpty())
            continue;
        const QString path = u.elementPathOf(inputs, elements[k], driver);
        const auto d = driverFromKey(name);
        if (!d)
            u.error(path, Tr::tr("\"%1\" is not a what-if input (see docs/scenario-format.md)").arg(name));
        else if (*d == Driver::BudgetPercent)
            u.error(path, Tr::tr("the budget moves no cost: it cannot be an uncertain input"));
        else if (*d == Driver::HorizonMonths)
            u.error(path, Tr::tr("the horizon cannot be uncertain: the months would not line up"));
        else if (drivers.contains(name))
            u.error(path, Tr::tr("\"%1\" is listed twice").arg(name));
        drivers.insert(name);
    }
}

/// A budget amount: a total, or capex and opex.
void checkAmount(BlockReader &a, void *)
{
    const bool total = a.has(a.field<&BudgetAmount::total>());
    const bool capex = a.has(a.field<&BudgetAmount::capex>());
    const bool opex = a.has(a.field<&BudgetAmount::opex>());
    if (total && (capex || opex))
        a.error(a.path(), Tr::tr("give a total or capex and opex, not both"));
    else if (!total && capex != opex)
        a.error(a.path(), Tr::tr("a split budget needs both capex and opex"));
    else if (!total && !capex)
        a.error(a.path(), Tr::tr("needs a total, or capex and opex"));
}

/// Fiscal years named once, inside the horizon, all split into capex and opex or none.
void checkFiscalYears(BlockReader &b, const Budget &budget)
{
    const Scenario &s = *b.context().scenario;
    const std::vector<FiscalYear> years = Calendars::fiscalYears(s.calendar, s.horizonMonths);
    const FieldSpec &list = b.field<&Budget::fiscalYears>();
    const FieldSpec &year = ScenarioSchema::field<&FiscalYearBudget::year>();
    if (b.arraySize(list) == std::size_t(0))
        b.error(b.pathOf(list), Tr::tr("needs at least one fiscal year"));
    std::optional<bool> split;
    QSet<int> seen;
    const std::vector<std::size_t> elements = b.objectElements(list);
    for (std::size_t k = 0; k < elements.size() && k < budget.fiscalYears.size(); ++k) {
        const FiscalYearBudget &fy = budget.fiscalYears[k];
        const QString name = Calendars::fiscalYearKey(s.calendar, {fy.year, 1, 12});
        if (fy.year > 0 && seen.contains(fy.year))
            b.error(b.elementPathOf(list, elements[k], year), Tr::tr("%1 is listed twice").arg(name));
        seen.insert(fy.year);
        if (fy.year > 0 && !years.empty()
            && std::none_of(years.begin(), years.end(), [&](const FiscalYear &f) { return f.year == fy.year; }))
            b.error(b.elementPathOf(list, elements[k], year),
                Tr::tr("%1 is outside the horizon, which runs from %2 to %3")
                    .arg(name, Calendars::fiscalYearKey(s.calendar, years.front()),
                        Calendars::fiscalYearKey(s.calendar, years.back())));
        if (split && *split != fy.amount.split())
            b.error(b.pathOf(list) + QStringLiteral("[%1]").arg(elements[k]),
                Tr::tr("split every fiscal year into capex and opex, or none"));
        split = fy.amount.split();
    }
}

/// A budget given one way.
void checkBudget(BlockReader &b, void *object)
{
    const FieldSpec &perYear = b.field<&Budget::everyYear>();
    const FieldSpec &horizon = b.field<&Budget::horizon>();
    const FieldSpec &fiscalYears = b.field<&Budget::fiscalYears>();
    if (int(b.has(perYear)) + int(b.has(horizon)) + int(b.has(fiscalYears)) != 1)
        b.error(b.path(),
            Tr::tr("give the budget one way: %1, %2 or %3").arg(key(perYear), key(horizon), key(fiscalYears)));
    checkFiscalYears(b, as<Budget>(object));
}

/// Resale values by increasing age, given when the end of the horizon is credited with them.
void checkFinance(BlockReader &f, void *object)
{
    const FinanceSettings &finance = as<FinanceSettings>(object);
    const FieldSpec &list = f.field<&FinanceSettings::resaleByAge>();
    const std::vector<std::size_t> elements = f.objectElements(list);
    for (std::size_t k = 1; k < elements.size() && k < finance.resaleByAge.size(); ++k)
        if (finance.resaleByAge[k].ageMonths <= finance.resaleByAge[k - 1].ageMonths)
            f.error(f.elementPathOf(list, elements[k], ScenarioSchema::field<&ResalePoint::ageMonths>()),
                Tr::tr("ages must increase from point to point"));
    const FieldSpec &end = f.field<&FinanceSettings::endOfHorizon>();
    if (finance.endOfHorizon == EndOfHorizon::Resale && finance.resaleByAge.empty())
        f.error(f.pathOf(list),
            Tr::tr("is needed for %1 \"%2\": the expected resale value by age")
                .arg(key(end), QLatin1String(end.choiceName(int(EndOfHorizon::Resale)))));
}

void checkIncomeTax(BlockReader &t, void *object)
{
    const IncomeTax &tax = as<IncomeTax>(object);
    if (tax.fullDeductionUntil < tax.fullDeductionFrom)
        t.error(t.pathOf(t.field<&IncomeTax::fullDeductionUntil>()),
            Tr::tr("is before %1").arg(key(t.field<&IncomeTax::fullDeductionFrom>())));
}

} // namespace

FieldReader fieldReader(const FieldSpec &field)
{
    static const std::map<const FieldSpec *, FieldReader> readers = {
        {&ScenarioSchema::fieldByTag(bind::inputTagOf<&Scenario::kFormatVersion>()), &readFormatVersion},
        {&ScenarioSchema::field<&Demand::busyHoursPerMonth>(), &readBusyHours},
        {&ScenarioSchema::fieldByTag(bind::inputTagOf<&Demand::busyHoursPerMonth>()), &readUtilization},
        {&ScenarioSchema::field<&SelfHostedOption::bridgeOptionId>(), &readBridge},
    };
    const auto it = readers.find(&field);
    return it == readers.end() ? nullptr : it->second;
}

BlockRule blockRule(const BlockSpec &block)
{
    static const std::map<std::string_view, BlockRule> rules = {
        {ScenarioSchema::top().id, &checkScenario},
        {childOf<&Scenario::exchangeRates>(), &checkExchangeRate},
        {childOf<&Scenario::demand>(), &checkDemand},
        {childOf<&Scenario::options>(), &checkOption},
        {blockOf<&CloudOption::gpusPerInstance>(), &checkCloud},
        {childOf<&CloudOption::onDemand>(), &checkHourly<OnDemandPricing>},
        {childOf<&CloudOption::reserved>(), &checkReserved},
        {childOf<&CloudOption::spot>(), &checkSpot},
        {blockOf<&SelfHostedOption::leadTimeMonths>(), &checkSelfHosted},
        {blockOf<&SelfHostedOption::typicalKwPerServer>(), &checkServers},
        {blockOf<&SelfHostedOption::fabricCapex>(), &checkCapex},
        {blockOf<&SelfHostedOption::kwPerRack>(), &checkSpace},
        {childOf<&SelfHostedOption::financing>(), &checkFinancing},
        {childOf<&HiddenFees::egress>(), &checkEgress},
        {childOf<&HiddenFees::provisioned>(), &checkProvisioned},
        {childOf<&Option::ecosystem>(), &checkEcosystem},
        {childOf<&Option::oneTimeCosts>(), &checkOneTimeCost},
        {blockOf<&Option::pricesIncludeVat>(), &checkOptionVat},
        {childOf<&Scenario::job>(), &checkJob},
        {childOf<&Job::storageClasses>(), &checkEfficiencyClass},
        {childOf<&Job::interconnects>(), &checkEfficiencyClass},
        {childOf<&Scenario::uncertainty>(), &checkUncertainty},
        {childOf<&Scenario::budget>(), &checkBudget},
        {childOf<&Budget::everyYear>(), &checkAmount},
        {childOf<&Budget::fiscalYears>(), &checkAmount},
        {childOf<&Scenario::finance>(), &checkFinance},
        {childOf<&Scenario::incomeTax>(), &checkIncomeTax},
    };
    const auto it = rules.find(block.id);
    return it == rules.end() ? nullptr : it->second;
}

} // namespace gputco::LoaderRules
