#include "constraints.h"
#include "reportbuilder.h"
#include "reporthtml.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace gputco {

void ReportBuilder::addCover()
{
    // ---- Cover: what was compared, how old the prices are, who signs, the contents.
    const PriceLines::AsOfRange dated = PriceLines::asOfRange(priceLines);
    const int lineCount = dated.dated + dated.undated;
    QString asOfRange;
    if (dated.dated == 0)
        asOfRange = tr("not dated: none of the %1 price lines has a date (see Price provenance)").arg(lineCount);
    else
        asOfRange = sentences(
            {dated.oldest == dated.newest ? dated.oldest : tr("oldest %1, newest %2").arg(dated.oldest, dated.newest),
                dated.undated == 0 ? tr("(every price line dated)")
                                   : tr("(%1 of %2 price lines not dated)").arg(dated.undated).arg(lineCount)});
    // The scenario file signed off: its name and the SHA-256 of its bytes as saved.
    // The file also holds the user's "x-" notes the loader skips (shown with the prices).
    QString scenarioFile = tr("(not saved)");
    QString fileHash = tr("(not saved)");
    if (!in.sourceFile.isEmpty()) {
        scenarioFile = QFileInfo(in.sourceFile).fileName();
        QFile file(in.sourceFile);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            annotations = PriceLines::annotations(bytes);
            const QString hex
                = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
            QStringList groups; // in groups of 8, so that the cell can wrap it
            for (int i = 0; i < int(hex.size()); i += 8)
                groups << hex.mid(i, 8);
            fileHash = groups.join(QLatin1Char(' '));
            if (in.sourceModified)
                fileHash += QLatin1Char('\n')
                    + tr("of the file as last saved: this report includes changes not saved to it");
        } else {
            fileHash = tr("(the file cannot be read)");
        }
    }
    html += QStringLiteral("<h1 style=\"color:#1f3b63;\">%1</h1>").arg(esc(ReportWriter::title(s)));
    html += QStringLiteral("<p style=\"font-size:14pt;\"><b>%1</b></p>").arg(esc(s.name));
    html += table({tr("Item"), tr("Value")},
        {{tr("Date"), dateText(in.date)}, {tr("Reporting currency"), cur},
            {tr("Horizon"), tr("%1 months").arg(r.horizonMonths)}, {tr("Prices as of"), asOfRange},
            {tr("Options compared"), QString::number(r.options.size())}, {tr("Scenario file"), scenarioFile},
            {tr("Scenario file SHA-256"), fileHash}});
    if (!s.description.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(s.description));
    // Sign-off: empty lines to sign on paper.
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Sign-off")));
    {
        QString block = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" border=\"1\" "
                                       "style=\"border-collapse: collapse; border-color: #999;\"><tr>");
        for (const QString &h : {tr("Role"), tr("Name"), tr("Signature"), tr("Date")})
            block += QStringLiteral("<th style=\"background-color:#e8eef6;\">%1</th>").arg(esc(h));
        block += QStringLiteral("</tr>");
        for (const QString &role : {tr("Prepared by"), tr("Reviewed by"), tr("Approved by")})
            block += QStringLiteral(
                "<tr><td width=\"22%\">%1<br>&nbsp;</td><td width=\"30%\"></td><td width=\"30%\"></td>"
                "<td width=\"18%\"></td></tr>")
                         .arg(esc(role));
        html += block + QStringLiteral("</table>");
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Signed for the scenario file %1 (SHA-256 above) as computed on %2.")
                                 .arg(scenarioFile, dateText(in.date))));
    }
    // Contents: filled in once the document is laid out (page numbers).
    html += QStringLiteral("<h3>%1</h3><!--TOC-->").arg(esc(tr("Contents")));
}

void ReportBuilder::addExecutiveSummary()
{
    // ---- Executive summary: the only forced page break, after the cover.
    coverLength = html.size();
    html += heading(tr("Executive summary"), true);
    addRecommendation();
    addBudgetVerdict();
    addConstraintVerdict();
}

void ReportBuilder::addRecommendation()
{
    if (rec >= 0) {
        const OptionResult &o = r.options[rec];
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Recommendation:")), esc(sentences(recommendationReasons(o))));
        for (const QString &w : o.warnings)
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(w));
    } else if (!r.options.empty()) {
        const bool anyServes = std::find(ranking.servesAllDemand.begin(), ranking.servesAllDemand.end(), true)
            != ranking.servesAllDemand.end();
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Recommendation:")),
                        esc(anyServes && r.budget
                                ? tr("none. No option that serves all the demand fits the budget, so none is "
                                     "recommended: raise the budget or plan for less (see what the budget buys in "
                                     "the Budget section).")
                                : tr("none. No option serves all the demand over %1 months, so none is recommended: "
                                     "add capacity (on-demand beyond a reservation, a cloud bridge until servers "
                                     "arrive) and compare again.")
                                      .arg(r.horizonMonths)));
    }
}

QStringList ReportBuilder::recommendationReasons(const OptionResult &o) const
{
    const int runnerUp = ranking.runnerUpByNpv();
    // The figures the ranking compares: after the end-of-horizon credit (comparisonSentence).
    QStringList reason{tr("%1 has the lowest cost over %2 months once money is discounted at %3% a year "
                          "(PV of cost %4, undiscounted total %5).")
                           .arg(o.name)
                           .arg(r.horizonMonths)
                           .arg(trimmed(s.discountRatePerYear * 100, 2))
                           .arg(summaryMoney(o.comparisonDiscounted, cur), summaryMoney(o.comparisonTotal, cur))};
    if (o.endOfHorizonCredit != 0.0)
        reason << tr("Both are after crediting %1 for its servers still in service at the end of the horizon.")
                      .arg(summaryMoney(o.endOfHorizonCredit, cur));
    if (o.debtAtHorizonEnd != 0.0)
        reason << tr("Both include %1 of financing principal still owed at the end of the horizon.")
                      .arg(summaryMoney(o.debtAtHorizonEnd, cur));
    if (runnerUp >= 0) {
        // The one saving of the summary: net present value, as the recommendation is made,
        // with the undiscounted difference of the same pair beside it.
        const OptionResult &second = r.options[std::size_t(runnerUp)];
        const double saving = second.comparisonDiscounted - o.comparisonDiscounted;
        reason << tr("Saving against %1, the runner-up: %2 in PV of cost (%3% of its PV of cost; "
                     "undiscounted: %4).")
                      .arg(second.name, summaryMoney(saving, cur),
                          number(saving / second.comparisonDiscounted * 100, 1),
                          summaryMoney(second.comparisonTotal - o.comparisonTotal, cur));
        if (saving < 0.02 * second.comparisonDiscounted)
            reason << tr("The margin is small: check the sensitivity and uncertainty sections before deciding.");
    }
    // Undiscounted, another option may be cheaper: say so rather than show two winners.
    const int cheapest = ranking.cheapest;
    if (cheapest >= 0 && cheapest != rec)
        reason << tr("Undiscounted, %1 costs less (%2 against %3): the choice turns on the discount rate.")
                      .arg(r.options[cheapest].name, money(r.options[cheapest].comparisonTotal, cur),
                          money(o.comparisonTotal, cur));
    return reason;
}

void ReportBuilder::addBudgetVerdict()
{
    // The budget: which options fit it, and every option that would be cheaper but breaks it
    // (never left out silently).
    if (!r.budget)
        return;
    QStringList fit, over;
    for (int i = 0; i < int(r.options.size()); ++i)
        (ranking.fitsBudget[std::size_t(i)] ? fit : over) << r.options[std::size_t(i)].name;
    //: Separator of option names in a sentence
    const QString sep = tr(", ");
    QString text = fit.isEmpty() ? tr("No option fits the budget.") : tr("Within the budget: %1.").arg(fit.join(sep));
    if (!over.isEmpty() && !fit.isEmpty())
        text += sentenceGap() + tr("Over the budget: %1.").arg(over.join(sep));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Budget:")), esc(text));
    for (int i : ranking.cheaperOverBudget) {
        const OptionResult &o = r.options[std::size_t(i)];
        const OptionBudget &ob = r.budget->options[std::size_t(i)];
        const QString line = rec >= 0
            ? tr("%1 is cheaper by PV of cost (%2 against %3 for %4) but overruns %5 by %6 in %7, "
                 "so it is not recommended.")
                  .arg(o.name, money(o.comparisonDiscounted, cur),
                      money(r.options[std::size_t(rec)].comparisonDiscounted, cur), r.options[std::size_t(rec)].name,
                      overrunPart(ob), money(ob.worstOverrun, cur), overrunPeriod(*r.budget, ob))
            : tr("%1 serves all the demand (PV of cost %2) but overruns %3 by %4 in %5.")
                  .arg(o.name, money(o.comparisonDiscounted, cur), overrunPart(ob), money(ob.worstOverrun, cur),
                      overrunPeriod(*r.budget, ob));
        html += QStringLiteral("<p>⚠ %1</p>").arg(esc(line));
    }
}

void ReportBuilder::addConstraintVerdict()
{
    // Constraints (issue 18): the rules, and every option that breaks one, with the reason.
    if (!s.constraints.any())
        return;
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Constraints:")), esc(constraintsText(s.constraints) + tr(".")));
    for (int i = 0; i < int(r.options.size()); ++i) {
        const OptionResult &o = r.options[std::size_t(i)];
        if (o.violations.empty())
            continue;
        QStringList reasons;
        for (const ConstraintViolation &v : o.violations)
            reasons << v.reason;
        const bool cheaper
            = std::find(ranking.cheaperBreakingConstraints.begin(), ranking.cheaperBreakingConstraints.end(), i)
            != ranking.cheaperBreakingConstraints.end();
        const QString line = cheaper && rec >= 0
            ? tr("%1 is cheaper by PV of cost (%2 against %3 for %4) but breaks the constraints (%5), so it "
                 "is not recommended.")
                  .arg(o.name, money(o.comparisonDiscounted, cur),
                      money(r.options[std::size_t(rec)].comparisonDiscounted, cur), r.options[std::size_t(rec)].name,
                      reasons.join(tr("; ")))
            : tr("%1 breaks the constraints (%2) and is not recommended.").arg(o.name, reasons.join(tr("; ")));
        html += QStringLiteral("<p>⚠ %1</p>").arg(esc(line));
    }
}

void ReportBuilder::addRisks()
{
    // Risks of every option, ranked or left out (issue 27): the recommended one first, then the
    // others by total; what could make each cost more or deliver less, and why it was left out.
    std::vector<int> order;
    if (rec >= 0)
        order.push_back(rec);
    for (int i : byTotal)
        if (i != rec)
            order.push_back(i);
    QString list;
    for (int i : order) {
        const OptionResult &o = r.options[std::size_t(i)];
        const Option *opt = nullptr;
        for (const Option &candidate : s.options)
            if (candidate.id == o.id)
                opt = &candidate;
        if (!opt)
            continue;
        QStringList risks = exclusionRisks(i);
        if (const CloudOption *c = opt->cloud())
            risks << cloudRisks(o, *c);
        else if (const SelfHostedOption *h = opt->selfHosted())
            risks << selfHostedRisks(o, *h);
        risks << sizingAndCurrencyRisks(o, *opt);
        if (opt->computeSubsidy && o.categoryTotals[index(Category::Subsidy)] < 0.0)
            risks << tr("Its total counts %1 of compute subsidy (%2) paid %3 months after the spend: if the "
                        "application is not approved, or the programme ends early or pays late, it costs up to "
                        "that much more.")
                         .arg(money(-o.categoryTotals[index(Category::Subsidy)], cur), opt->computeSubsidy->name)
                         .arg(opt->computeSubsidy->paidAfterMonths);
        risks << priceRisks(o);
        list += QStringLiteral("<p><b>%1</b>%2</p><ul>")
                    .arg(esc(o.name), i == rec ? esc(tr(" (recommended)")) : QString());
        for (const QString &risk : risks)
            list += QStringLiteral("<li>%1</li>").arg(esc(risk));
        list += QStringLiteral("</ul>");
    }
    if (!list.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Risks"))) + list;
}

QStringList ReportBuilder::exclusionRisks(int i) const
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

QStringList ReportBuilder::sizingAndCurrencyRisks(const OptionResult &o, const Option &opt) const
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

QStringList ReportBuilder::cloudRisks(const OptionResult &o, const CloudOption &c) const
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

QStringList ReportBuilder::selfHostedRisks(const OptionResult &o, const SelfHostedOption &h) const
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

QStringList ReportBuilder::priceRisks(const OptionResult &o) const
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

void ReportBuilder::addSummaryTable()
{
    QList<QStringList> summary;
    // Ranked: only the options that serve all the demand (work left undone is not free).
    if (ranking.cheapest >= 0) {
        const OptionResult &cheapest = r.options[std::size_t(ranking.cheapest)];
        if (rec >= 0)
            summary << QStringList{tr("Recommended (lowest PV of cost)"), r.options[std::size_t(rec)].name,
                money(r.options[std::size_t(rec)].comparisonDiscounted, cur)};
        summary << QStringList{
            tr("Cheapest over the horizon (undiscounted total)"), cheapest.name, money(cheapest.comparisonTotal, cur)};
    } else if (!r.options.empty()) {
        summary << QStringList{tr("Cheapest over the horizon"), tr("none serves all demand"), QString()};
    }
    for (int i : byTotal) {
        if (ranking.isRanked(i))
            continue;
        const OptionResult &o = r.options[std::size_t(i)];
        if (o.unmetGpuHours > 0)
            summary << QStringList{
                tr("Not ranked: leaves demand unserved"), o.name, tr("%1 GPU-hours").arg(number(o.unmetGpuHours, 0))};
        else if (o.slippedGpuHours > 0)
            summary << QStringList{tr("Not ranked: spot capacity cannot keep up, the work slips"), o.name,
                tr("%1 GPU-hours").arg(number(o.slippedGpuHours, 0))};
        else if (!ranking.meetsConstraints[std::size_t(i)])
            summary << QStringList{tr("Not ranked: breaks a constraint"), o.name,
                o.violations.empty() ? QString() : o.violations.front().reason};
        else if (r.budget && !ranking.fitsBudget[std::size_t(i)])
            summary << QStringList{tr("Not ranked: over budget"), o.name,
                tr("%1 over in %2")
                    .arg(money(r.budget->options[std::size_t(i)].worstOverrun, cur),
                        overrunPeriod(*r.budget, r.budget->options[std::size_t(i)]))};
    }
    for (const AwaitingQuote &q : r.awaitingQuotes) // never priced at zero
        summary << QStringList{tr("Not compared: price awaited"), q.optionName, q.reason};
    int pairsLeft = 0;
    for (const BreakEven &b : r.breakEvens) {
        if (!pairShown(b.cloudIndex, int(r.breakEvens.size()))) {
            ++pairsLeft;
            continue;
        }
        const QString what
            = tr("Break-even of %1 against %2").arg(r.options[b.selfHostedIndex].name, r.options[b.cloudIndex].name);
        QString when = b.firstMonth ? monthText(s.calendar, *b.firstMonth) : tr("never within the horizon");
        // The pair's one payback is the decision's (on the scenario's timing, with its credit at
        // the end), as on the decision page; the crossings keep their own names.
        for (const DecisionPair &p : decision.pairs)
            if (p.cloudIndex == b.cloudIndex && p.selfHostedIndex == b.selfHostedIndex && p.paybackPeriods)
                when += sentenceGap()
                    + (decision.timing == FinanceTiming::Monthly
                            ? tr("(payback %1 months)").arg(number(*p.paybackPeriods, 1))
                            : tr("(payback %1 years)").arg(number(*p.paybackPeriods, 1)));
        // Owning may be cheaper for a while and the cloud again at the end.
        if (!b.crossings.empty() && !b.crossings.back().selfHostedBecomesCheaper && b.firstMonth)
            when += sentenceGap()
                + tr("(the cloud is cheaper again from %1)").arg(monthText(s.calendar, b.crossings.back().month));
        if (r.options[b.selfHostedIndex].unmetGpuHours > 0)
            when += sentenceGap() + tr("(the servers leave demand unserved)");
        QString util;
        if (b.breakEvenBusyHoursPerMonth)
            util = tr("same cost at %1% utilization")
                       .arg(number(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100, 1));
        summary << QStringList{what, when, util};
    }
    html += table({tr("Result"), tr("Option / month"), tr("Amount")}, summary, {2});
    html += pairsLeftOut(pairsLeft);
}

} // namespace gputco
