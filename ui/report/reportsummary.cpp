#include "constraints.h"
#include "optionrisks.h"
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
    // others by total (optionRisks(), which the app's Risks column shows too).
    QString list;
    for (const OptionRisks &o : optionRisks(s, r, priceLines, ranking)) {
        list += QStringLiteral("<p><b>%1</b>%2</p><ul>")
                    .arg(esc(r.options[std::size_t(o.option)].name),
                        o.recommended ? esc(tr(" (recommended)")) : QString());
        for (const QString &risk : o.risks)
            list += QStringLiteral("<li>%1</li>").arg(esc(risk));
        list += QStringLiteral("</ul>");
    }
    if (!list.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Risks"))) + list;
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
