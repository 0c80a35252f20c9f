#include "whatif.h"

#include "exchangerates.h"
#include "scenariofields.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <utility>

namespace gputco {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Variants)
};

/// On-demand list price of an instance: its own list price if it has one, else the
/// on-demand price of another option for the same provider, region and instance type.
std::optional<double> listPrice(const Scenario &s, const CloudOption &c, const std::optional<double> &own)
{
    if (own)
        return own;
    for (const Option &o : s.options) {
        const CloudOption *other = o.cloud();
        if (other && other->onDemand && other->instanceType == c.instanceType && other->region == c.region
            && other->provider == c.provider && !c.instanceType.isEmpty())
            return other->onDemand->listPricePerInstanceHour.value_or(other->onDemand->pricePerInstanceHour);
    }
    return std::nullopt;
}

/// A discount of @p percent (at most 99) off the list price of a reserved or spot price: false,
/// and nothing changed, when no list price is known (listPrice()).
template<class Pricing> bool discountOffList(const Scenario &baseline, const CloudOption &c, Pricing &p, double percent)
{
    const auto list = listPrice(baseline, c, p.listPricePerInstanceHour);
    if (!list)
        return false;
    p.listPricePerInstanceHour = list;
    p.discountPercent = std::clamp(percent, 0.0, 99.0);
    return true;
}

/// The first currency other than the reporting one that a rate converts.
std::optional<std::size_t> firstForeignRate(const Scenario &s)
{
    for (std::size_t i = 0; i < s.exchangeRates.size(); ++i) {
        const ExchangeRate &r = s.exchangeRates[i];
        if (r.to == s.reportingCurrency || r.from == s.reportingCurrency)
            return i;
    }
    return std::nullopt;
}

/// Where a driver's slider travels: the plausible values of a planning meeting. The spin box
/// beside it takes the whole range of the field (DriverSpec::minimum..maximum).
std::pair<double, double> sliderTravel(Driver d)
{
    switch (d) {
    case Driver::GpuCount: return {1, 4096};
    case Driver::UtilizationPercent: return {0, 100};
    case Driver::HorizonMonths: return {1, kMaxHorizonMonths};
    case Driver::ReservedDiscountPercent: return {0, 90};
    case Driver::SpotDiscountPercent: return {0, 95};
    case Driver::SpotMeanHoursBetweenInterruptions: return {1, 2000};
    case Driver::ElectricityPricePerKwh: return {0, 3};
    case Driver::Pue: return {1, 2.5};
    case Driver::ServerPriceChangePercent: return {-80, 200};
    case Driver::EgressTbPerMonth: return {0, 2000};
    case Driver::ExchangeRate: return {0.01, 1000};
    case Driver::DiscountRatePercent: return {0, 30};
    case Driver::BudgetPercent: return {0, 500};
    }
    return {0, 100};
}

} // namespace

DriverSpec WhatIf::spec(Driver d, const Scenario &b)
{
    // Range, unit, name and description come from the field table ("drivers" block), the
    // same limits the loader applies to a stored variant.
    const FieldSpec &f = ScenarioSchema::field("drivers", driverKey(d));
    const double step = std::pow(10.0, -f.decimals);
    // The range in steps of the driver's decimals (a spin box rounds its limits to them: an
    // exchange rate's 1e-9 would become 0, which no file may hold).
    const double minimum = std::ceil(f.editorMinimum() / step - 1e-9) * step;
    const double maximum = std::floor(f.maximum / step + 1e-9) * step;
    const auto [sliderMinimum, sliderMaximum] = sliderTravel(d);
    DriverSpec spec{.minimum = minimum,
        .maximum = maximum,
        .sliderMinimum = std::clamp(sliderMinimum, minimum, maximum),
        .sliderMaximum = std::clamp(sliderMaximum, minimum, maximum),
        .step = step,
        .decimals = f.decimals,
        .unit = f.translatedUnit(),
        .name = f.translatedLabel(),
        .description = f.translatedHelp(),
        .key = QString::fromLatin1(f.key)};
    if (d == Driver::ExchangeRate) {
        const QString foreign = exchangeRateCurrency(b);
        spec.unit = QStringLiteral("%1/%2").arg(b.reportingCurrency, foreign.isEmpty() ? QStringLiteral("?") : foreign);
    }
    return spec;
}

std::optional<double> WhatIf::baselineValue(const Scenario &s, Driver d)
{
    switch (d) {
    case Driver::GpuCount: return s.demand.gpuCount;
    case Driver::UtilizationPercent:
        return s.hoursPerMonth > 0 ? s.demand.busyHoursPerMonth / s.hoursPerMonth * 100.0 : 0.0;
    case Driver::HorizonMonths: return s.horizonMonths;
    case Driver::ReservedDiscountPercent:
        for (const Option &o : s.options)
            if (const CloudOption *c = o.cloud(); c && c->reserved) {
                if (c->reserved->discountPercent)
                    return c->reserved->discountPercent;
                const auto list = listPrice(s, *c, c->reserved->listPricePerInstanceHour);
                if (list && *list > 0 && c->reserved->effectivePricePerInstanceHour)
                    return (1.0 - *c->reserved->effectivePricePerInstanceHour / *list) * 100.0;
            }
        return std::nullopt;
    case Driver::SpotDiscountPercent:
        for (const Option &o : s.options)
            if (const CloudOption *c = o.cloud(); c && c->spot) {
                const auto list = listPrice(s, *c, c->spot->listPricePerInstanceHour);
                if (list && *list > 0)
                    return (1.0 - c->spot->pricePerInstanceHour / *list) * 100.0;
            }
        return std::nullopt;
    case Driver::SpotMeanHoursBetweenInterruptions:
        for (const Option &o : s.options)
            if (const CloudOption *c = o.cloud(); c && c->spot && c->spot->interruptionsPerInstanceHour > 0)
                return 1.0 / c->spot->interruptionsPerInstanceHour;
        return std::nullopt;
    case Driver::ElectricityPricePerKwh:
        for (const Option &o : s.options)
            if (const SelfHostedOption *h = o.selfHosted())
                return h->powerPricePerKwh;
        return std::nullopt;
    case Driver::Pue:
        for (const Option &o : s.options)
            if (const SelfHostedOption *h = o.selfHosted())
                return h->pue;
        return std::nullopt;
    case Driver::ServerPriceChangePercent:
        for (const Option &o : s.options)
            if (o.selfHosted())
                return 0.0;
        return std::nullopt;
    case Driver::EgressTbPerMonth:
        for (const Option &o : s.options) {
            const HiddenFees &f = o.cloud() ? o.cloud()->fees : o.selfHosted()->fees;
            if (f.egress)
                return f.egress->gbPerMonth / 1024.0;
        }
        return std::nullopt;
    case Driver::ExchangeRate:
        // The rate the engine uses (the latest dated), as "reporting units per foreign unit".
        if (const QString foreign = exchangeRateCurrency(s); !foreign.isEmpty())
            return exchangeFactor(s.exchangeRates, foreign, s.reportingCurrency);
        return std::nullopt;
    case Driver::DiscountRatePercent: return s.discountRatePerYear * 100.0;
    case Driver::BudgetPercent:
        if (s.budget)
            return 100.0;
        return std::nullopt;
    }
    return std::nullopt;
}

Scenario WhatIf::apply(const Scenario &baseline) const
{
    Scenario s;
    applyInto(baseline, s);
    return s;
}

void WhatIf::applyInto(const Scenario &baseline, Scenario &s) const
{
    s = baseline; // element by element: the vectors of `s` keep their storage when the shapes agree
    for (const auto &[driver, v] : values) {
        switch (driver) {
        case Driver::GpuCount: s.demand.gpuCount = std::max(1.0, v); break;
        case Driver::UtilizationPercent:
            s.demand.busyHoursPerMonth = std::clamp(v, 0.0, 100.0) / 100.0 * s.hoursPerMonth;
            break;
        case Driver::HorizonMonths: s.horizonMonths = std::clamp(int(std::lround(v)), 1, kMaxHorizonMonths); break;
        case Driver::ReservedDiscountPercent:
            for (Option &o : s.options)
                if (auto *c = std::get_if<CloudOption>(&o.spec); c && c->reserved)
                    if (discountOffList(baseline, *c, *c->reserved, v))
                        c->reserved->effectivePricePerInstanceHour.reset();
            break;
        case Driver::SpotDiscountPercent:
            for (Option &o : s.options)
                if (auto *c = std::get_if<CloudOption>(&o.spec); c && c->spot)
                    if (discountOffList(baseline, *c, *c->spot, v))
                        c->spot->pricePerInstanceHour
                            = *c->spot->listPricePerInstanceHour * (1.0 - *c->spot->discountPercent / 100.0);
            break;
        case Driver::SpotMeanHoursBetweenInterruptions:
            for (Option &o : s.options)
                if (auto *c = std::get_if<CloudOption>(&o.spec); c && c->spot)
                    c->spot->interruptionsPerInstanceHour = v > 0 ? 1.0 / v : 0.0;
            break;
        case Driver::ElectricityPricePerKwh:
            for (Option &o : s.options)
                if (auto *h = std::get_if<SelfHostedOption>(&o.spec))
                    h->powerPricePerKwh = std::max(0.0, v);
            break;
        case Driver::Pue:
            for (Option &o : s.options)
                if (auto *h = std::get_if<SelfHostedOption>(&o.spec))
                    h->pue = std::max(1.0, v);
            break;
        case Driver::ServerPriceChangePercent:
            for (Option &o : s.options)
                if (auto *h = std::get_if<SelfHostedOption>(&o.spec))
                    h->pricePerServer *= std::max(0.0, 1.0 + v / 100.0);
            break;
        case Driver::EgressTbPerMonth:
            for (Option &o : s.options) {
                HiddenFees &f
                    = o.cloud() ? std::get<CloudOption>(o.spec).fees : std::get<SelfHostedOption>(o.spec).fees;
                if (f.egress)
                    f.egress->gbPerMonth = std::max(0.0, v) * 1024.0;
            }
            break;
        case Driver::ExchangeRate:
            if (const auto i = firstForeignRate(s); i && v > 0) {
                ExchangeRate &r = s.exchangeRates[*i];
                const QString foreign = r.to == s.reportingCurrency ? r.from : r.to;
                // Every rate of that pair gets the new value so the latest-dated one cannot win.
                for (ExchangeRate &x : s.exchangeRates) {
                    if (x.from == foreign && x.to == s.reportingCurrency)
                        x.rate = v;
                    else if (x.to == foreign && x.from == s.reportingCurrency)
                        x.rate = 1.0 / v;
                }
            }
            break;
        case Driver::DiscountRatePercent: s.discountRatePerYear = std::clamp(v, 0.0, 100.0) / 100.0; break;
        case Driver::BudgetPercent:
            if (s.budget) {
                const double f = std::max(0.0, v) / 100.0;
                auto scale = [f](BudgetAmount &a) {
                    for (std::optional<double> *x : {&a.total, &a.capex, &a.opex})
                        if (*x)
                            **x *= f;
                };
                if (s.budget->everyYear)
                    scale(*s.budget->everyYear);
                if (s.budget->horizon)
                    scale(*s.budget->horizon);
                for (FiscalYearBudget &fy : s.budget->fiscalYears)
                    scale(fy.amount);
            }
            break;
        }
    }
}

WhatIf Variants::whatIfOf(const StoredVariant &stored)
{
    WhatIf w;
    for (const auto &[key, value] : stored.drivers)
        if (const auto d = driverFromKey(key))
            w.values[*d] = value;
    return w;
}

std::optional<Variant> Variants::find(const Scenario &s, const QString &name)
{
    for (const StoredVariant &stored : s.variants)
        if (stored.name == name)
            return Variant{stored.name, whatIfOf(stored)};
    return std::nullopt;
}

std::vector<DriverChange> Variants::changes(const WhatIf &whatIf, const Scenario &baseline)
{
    std::vector<DriverChange> out;
    for (const Driver d : kAllDrivers) {
        const auto v = whatIf.value(d);
        if (!v)
            continue;
        const auto base = WhatIf::baselineValue(baseline, d);
        // A relative driver at no change (server price 0 %, budget 100 %) changes nothing.
        if (base && std::abs(*base - *v) <= 1e-9 * std::max(1.0, std::abs(*base)))
            continue;
        out.push_back({d, base, *v});
    }
    return out;
}

QString Variants::describe(const DriverChange &c, const Scenario &baseline)
{
    const DriverSpec spec = WhatIf::spec(c.driver, baseline);
    const auto number = [&](double v) { return QLocale().toString(v, 'f', spec.decimals); };
    const QString value = QStringLiteral("%1 %2").arg(number(c.value), spec.unit).trimmed();
    if (!c.baseline)
        return QStringLiteral("%1 %2").arg(spec.name, value);
    return Tr::tr("%1 %2 (as saved: %3)").arg(spec.name, value, number(*c.baseline));
}

void Variants::declare(
    QList<PriceLine> &lines, const QString &name, const std::vector<DriverChange> &changes, const Scenario &baseline)
{
    for (const DriverChange &c : changes) {
        const auto changed = [&c](const PriceLine &l) {
            switch (c.driver) {
            case Driver::ElectricityPricePerKwh: return l.kind == PriceLineKind::Power;
            case Driver::ServerPriceChangePercent: return l.kind == PriceLineKind::Capex && l.serverPrice;
            case Driver::ReservedDiscountPercent: return l.kind == PriceLineKind::Reserved;
            case Driver::SpotDiscountPercent: return l.kind == PriceLineKind::Spot;
            case Driver::ExchangeRate: return l.kind == PriceLineKind::ExchangeRate;
            default: return false; // not a price: the report's assumptions and budget declare it
            }
        };
        const QString text = Tr::tr("what-if \"%1\": %2").arg(name, describe(c, baseline));
        for (PriceLine &l : lines)
            if (changed(l)) {
                l.source = l.fromWhatIf ? l.source + QStringLiteral("; ") + text : text;
                l.fromWhatIf = true;
                l.asOf.clear();
                l.fromCatalog = false;
                l.quote.clear();
                l.quoteExpired = l.quoteExpiring = false;
                l.stale = false;
            }
    }
}

} // namespace gputco
