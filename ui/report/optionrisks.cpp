#include "optionrisks.h"

#include "reporthtml.h"
#include "reportwriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace gputco {

namespace {

/// The rules of optionRisks(); their texts in the report's translation context.
class RiskRules
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ReportWriter)

public:
    RiskRules(
        const Scenario &scenario, const ScenarioResult &result, const QList<PriceLine> &lines, const Ranking &rankingOf)
        : s(scenario)
        , r(result)
        , priceLines(lines)
        , ranking(rankingOf)
        , cur(result.currency)
    { }

    /// Every risk of option `i` (whose scenario option is `opt`).
    QStringList of(int i, const Option &opt) const;

private:
    /// Why option `i` is left out of the ranking: a constraint it breaks, the budget it overruns.
    QStringList exclusionRisks(int i) const;
    /// How sure its size is (an entered or datasheet speed, the stack's efficiency) and its currencies.
    QStringList sizingAndCurrencyRisks(const OptionResult &o, const Option &opt) const;
    QStringList cloudRisks(const OptionResult &o, const CloudOption &c) const;
    QStringList selfHostedRisks(const OptionResult &o, const SelfHostedOption &h) const;
    /// Expired or expiring quotes, stale and undated prices of the option.
    QStringList priceRisks(const OptionResult &o) const;

    const Scenario &s;
    const ScenarioResult &r;
    const QList<PriceLine> &priceLines;
    const Ranking &ranking;
    QString cur;
};

QStringList RiskRules::of(int i, const Option &opt) const
{
    const OptionResult &o = r.options[std::size_t(i)];
    QStringList risks = exclusionRisks(i);
    if (const CloudOption *c = opt.cloud())
        risks << cloudRisks(o, *c);
    else if (const SelfHostedOption *h = opt.selfHosted())
        risks << selfHostedRisks(o, *h);
    risks << sizingAndCurrencyRisks(o, opt);
    if (opt.computeSubsidy && o.categoryTotals[index(Category::Subsidy)] < 0.0)
        risks << tr("Its total counts %1 of compute subsidy (%2) paid %3 months after the spend: if the "
                    "application is not approved, or the programme ends early or pays late, it costs up to "
                    "that much more.")
                     .arg(money(-o.categoryTotals[index(Category::Subsidy)], cur), opt.computeSubsidy->name)
                     .arg(opt.computeSubsidy->paidAfterMonths);
    risks << priceRisks(o);
    return risks;
}

QStringList RiskRules::exclusionRisks(int i) const
{
    const OptionResult &o = r.options[std::size_t(i)];
    QStringList risks;
    if (!ranking.meetsConstraints[std::size_t(i)] && !o.violations.empty())
        risks << tr("Left out: it breaks a constraint of the scenario (%1).").arg(o.violations.front().reason);
    if (r.budget && !ranking.fitsBudget[std::size_t(i)]) {
        const OptionBudget &ob = r.budget->options[std::size_t(i)];
        risks << tr("Left out: over the budget by %1 in %2.")
                     .arg(money(ob.worstOverrun, cur), overrunPeriod(*r.budget, ob));
    }
    return risks;
}

QStringList RiskRules::sizingAndCurrencyRisks(const OptionResult &o, const Option &opt) const
{
    QStringList risks;
    switch (o.sizing.source) {
    case OptionSizing::Source::Entered:
        risks << tr("Its speed against the demand's GPU (x%1) was entered, not measured here: if the cards "
                    "are slower, more of them are needed and the cost rises in proportion.")
                     .arg(trimmed(o.sizing.relativeThroughput, 3));
        break;
    case OptionSizing::Source::PeakRatio:
        risks << tr("Its speed against the demand's GPU (x%1) is the ratio of datasheet peaks, an estimate: "
                    "real training throughput can differ; measure it before ordering.")
                     .arg(trimmed(o.sizing.relativeThroughput, 3));
        break;
    case OptionSizing::Source::NotKnown:
        if (!opt.ecosystem.gpuModel.isEmpty())
            risks << tr("Its speed against the demand's GPU is not known and taken as equal (x1): enter a "
                        "measured relative throughput.");
        break;
    case OptionSizing::Source::SameModel: break;
    }
    if (o.sizing.stackEfficiency < 1.0)
        risks << tr("The software stack is assumed to reach %1% of the cards' throughput (an estimate until "
                    "the port is measured).")
                     .arg(trimmed(o.sizing.stackEfficiency * 100.0, 1));
    QStringList foreign;
    for (const PriceLine &l : priceLines)
        if (l.optionId == o.id && !l.currency.isEmpty() && l.currency != cur && !foreign.contains(l.currency))
            foreign << l.currency;
    if (!foreign.isEmpty())
        risks << tr("Some of its prices are in %1: a change of the exchange rate changes its cost in %2.")
                     .arg(foreign.join(tr(", ")), cur);
    return risks;
}

QStringList RiskRules::cloudRisks(const OptionResult &o, const CloudOption &c) const
{
    QStringList risks;
    if (c.onDemand)
        risks << tr("On-demand (按量付费) capacity is not reserved: large GPU instances may be sold out in "
                    "the region when they are needed, and list prices can change.");
    if (c.spot)
        risks << tr("Spot capacity is not guaranteed and its price varies: instances can be reclaimed at any "
                    "time or be unavailable, and the spot price (%1 per instance-hour in this plan) is set by "
                    "the provider and changes with demand. The plan assumes %2 hours between interruptions.")
                     .arg(unitPrice(c.spot->pricePerInstanceHour, c.spot->currency.isEmpty() ? cur : c.spot->currency),
                         c.spot->interruptionsPerInstanceHour > 0
                             ? trimmed(1.0 / c.spot->interruptionsPerInstanceHour, 1)
                             : QStringLiteral("∞"));
    std::vector<ReservedPricing> terms = c.commitments;
    if (c.reserved)
        terms.push_back(*c.reserved);
    const double utilization = s.demand.busyHoursPerMonth / s.hoursPerMonth * 100.0;
    for (const ReservedPricing &t : terms)
        risks << (utilization < 99.95
                ? tr("The %1-month subscription (包年包月) is paid for every hour of its term whether the "
                     "GPUs are busy or not: at the planned %2% utilization, %3% of the subscribed hours "
                     "are paid and idle, and a smaller need later does not lower the bill.")
                      .arg(t.termMonths)
                      .arg(trimmed(utilization, 1), trimmed(100.0 - utilization, 1))
                : tr("The %1-month subscription (包年包月) is paid for every hour of its term whether the "
                     "GPUs are busy or not: a smaller need later does not lower the bill.")
                      .arg(t.termMonths));
    if (o.owedAfterHorizon > 0)
        risks << tr("%1 of subscription fees fall after the horizon and are still owed.")
                     .arg(money(o.owedAfterHorizon, cur));
    return risks;
}

QStringList RiskRules::selfHostedRisks(const OptionResult &o, const SelfHostedOption &h) const
{
    QString bridge;
    for (const Option &b : s.options)
        if (!h.bridgeOptionId.isEmpty() && b.id == h.bridgeOptionId)
            bridge = b.name;
    const QString delay = bridge.isEmpty() ? tr("each month of delay leaves the demand unserved")
                                           : tr("each month of delay is paid on %1, the cloud bridge").arg(bridge);
    QStringList risks;
    risks << (h.leadTimeMonths > 0
            ? tr("Servers take time to deliver: the plan assumes them in service %1 months after the "
                 "order; %2.")
                  .arg(h.leadTimeMonths)
                  .arg(delay)
            : tr("The plan assumes the servers in service in the first month (no lead time), while GPU "
                 "servers often take weeks to months to deliver; %1.")
                  .arg(delay));
    risks << (h.financing ? tr("The hardware is bought on credit: the payments are owed whether the GPUs are "
                               "busy or not, and its resale value at the end is an estimate.")
                          : tr("The hardware is paid up front (%1 in the first month) and is paid for whether "
                               "the GPUs are busy or not; its resale value at the end is an estimate.")
                                .arg(money(o.monthly.empty() ? 0.0 : o.monthly.front()[index(Category::Capex)], cur)));
    return risks;
}

QStringList RiskRules::priceRisks(const OptionResult &o) const
{
    int undated = 0, lines = 0, stale = 0, staleMonths = 0;
    QString oldestStale;
    QStringList expiredQuotes, expiringQuotes;
    for (const PriceLine &l : priceLines)
        if (l.optionId == o.id) {
            ++lines;
            // A catalog quote or one entered with the block's provenance: the same treatment.
            if (l.quoteExpired && !expiredQuotes.contains(l.quoteValidUntil))
                expiredQuotes << l.quoteValidUntil;
            else if (l.quoteExpiring && !expiringQuotes.contains(l.quoteValidUntil))
                expiringQuotes << l.quoteValidUntil;
            undated += l.asOf.isEmpty() && !l.fromWhatIf ? 1 : 0; // a what-if's amount is declared as such
            if (l.stale) {
                ++stale;
                staleMonths = l.staleAfterMonths;
                if (oldestStale.isEmpty() || l.asOf < oldestStale)
                    oldestStale = l.asOf;
            }
        }
    QStringList risks;
    if (!expiredQuotes.isEmpty())
        risks << tr("Its price is a quote that expired on %1: the vendor is not bound by it; ask for a new "
                    "quote before ordering.")
                     .arg(expiredQuotes.join(tr(", ")));
    if (!expiringQuotes.isEmpty())
        risks << tr("Its price is a quote that expires on %1: order or renew the quote before then.")
                     .arg(expiringQuotes.join(tr(", ")));
    if (stale > 0)
        risks << tr("%1 of its %2 prices are stale (the oldest as of %3, the catalog's limit is %4 months): "
                    "prices change, confirm them with a current quote before ordering.")
                     .arg(stale)
                     .arg(lines)
                     .arg(oldestStale)
                     .arg(staleMonths);
    if (undated > 0 && undated == lines)
        risks << tr("None of its prices has a date: confirm them with a current quote before ordering.");
    else if (undated > 0)
        risks << tr("%1 of its %2 prices have no date: confirm them with a current quote before ordering.")
                     .arg(undated)
                     .arg(lines);
    return risks;
}

} // namespace

std::vector<OptionRisks> optionRisks(
    const Scenario &scenario, const ScenarioResult &result, const QList<PriceLine> &priceLines, const Ranking &ranking)
{
    std::vector<OptionRisks> out;
    if (!result.ok())
        return out;
    // The recommended option first, then the others by total after the end-of-horizon credit
    // (as the ranking compares them; ties: scenario order).
    std::vector<int> byTotal(result.options.size());
    for (int i = 0; i < int(byTotal.size()); ++i)
        byTotal[std::size_t(i)] = i;
    std::stable_sort(byTotal.begin(), byTotal.end(), [&](int a, int b) {
        return result.options[std::size_t(a)].comparisonTotal < result.options[std::size_t(b)].comparisonTotal;
    });
    std::vector<int> order;
    if (ranking.recommended >= 0)
        order.push_back(ranking.recommended);
    for (int i : byTotal)
        if (i != ranking.recommended)
            order.push_back(i);
    const RiskRules rules(scenario, result, priceLines, ranking);
    for (int i : order) {
        const OptionResult &o = result.options[std::size_t(i)];
        const Option *opt = nullptr;
        for (const Option &candidate : scenario.options)
            if (candidate.id == o.id)
                opt = &candidate;
        if (!opt)
            continue;
        out.push_back({i, i == ranking.recommended, rules.of(i, *opt)});
    }
    return out;
}

} // namespace gputco
