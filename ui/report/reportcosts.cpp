#include "chartlabels.h"
#include "reportbuilder.h"
#include "reporthtml.h"
#include "resultwriter.h"
#include "scenariofields.h"
#include "sizing.h"

#include <algorithm>
#include <cmath>

namespace gputco {

void ReportBuilder::addTotals()
{
    // The book value of owned servers at the end: a column of its own, never in the totals.
    const bool anySelfHosted = std::any_of(
        r.options.begin(), r.options.end(), [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; });
    const bool anySized
        = std::any_of(r.options.begin(), r.options.end(), [](const OptionResult &o) { return !o.sizing.identity(); });
    const bool credited = anySelfHosted && r.view == CostView::Cash;
    QList<QStringList> totals;
    for (int i : byTotal) {
        const OptionResult &o = r.options[i];
        // An option left out of the ranking says so where its (lower) cost is shown.
        totals << QStringList{ranking.isRanked(i) ? o.name : o.name + QLatin1Char('\n') + tr("(not ranked)"),
            money(o.total, cur), money(o.totalDiscounted, cur),
            o.costPerUsefulGpuHour ? cents(*o.costPerUsefulGpuHour, cur) : QStringLiteral("–"),
            money(o.hiddenFeesTotal, cur)};
        if (anySelfHosted)
            totals.back() << (o.kind == OptionKind::SelfHosted ? money(o.bookValueAtHorizonEnd, cur)
                                                               : QStringLiteral("–"));
        if (credited) // the end-of-horizon credit and the PV of cost the ranking compares
            totals.back() << (o.kind == OptionKind::SelfHosted ? money(o.endOfHorizonCredit, cur) : QStringLiteral("–"))
                          << money(o.comparisonDiscounted, cur);
        if (anySized)
            totals.back() << ResultWriter::cardsText(o);
    }
    QStringList totalsHeader{tr("Option"), moneyHeader(tr("Total"), cur), moneyHeader(tr("PV of cost"), cur),
        tr("Per useful GPU-hour"), moneyHeader(tr("Hidden fees"), cur)};
    if (anySelfHosted)
        totalsHeader << moneyHeader(tr("Book value at end"), cur);
    if (credited)
        totalsHeader << moneyHeader(tr("Credit at end"), cur) << moneyHeader(tr("Compared PV"), cur);
    if (anySized)
        totalsHeader << tr("Cards (x work)");
    html += QStringLiteral("<p></p>") + table(totalsHeader, totals, {1, 2, 3, 4, 5, 6, 7, 8});
    if (anySized) {
        // How each option on another accelerator was sized to the demand's work (issue 18).
        QString sizing = tr("Options on other accelerators are sized to deliver the work of %1 reference cards (%2): "
                            "cards = reference cards / (relative throughput x stack efficiency), rounded up.")
                             .arg(r.options.empty() ? 0 : r.options.front().peakReferenceCards)
                             .arg(s.demand.gpuClass.isEmpty() ? referenceGpuModelOf(s.demand) : s.demand.gpuClass);
        for (const OptionResult &o : r.options)
            if (!o.sizing.identity() || o.sizing.source == OptionSizing::Source::NotKnown)
                sizing += QLatin1Char(' ')
                    + tr("%1: %2 cards; %3.").arg(o.name).arg(o.peakCards).arg(o.sizing.explanation());
        html += QStringLiteral("<p>%1</p>").arg(esc(sizing));
    }
    if (anySelfHosted)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(comparisonSentence(r) + sentenceGap()
                        + tr("PV of cost is each option's costs discounted at the scenario's rate (lower is "
                             "better), not the NPV of a decision.")
                        + sentenceGap()
                        + (bookValueCredited
                                ? tr("The buy-instead-of-rent metrics (next section) credit the book value to owning.")
                                : decision.endOfHorizon == EndOfHorizon::Resale
                                ? tr("The buy-instead-of-rent metrics (next section) credit the expected resale value "
                                     "instead.")
                                : tr("The buy-instead-of-rent metrics (next section) do not credit it "
                                     "either (the scenario credits nothing at the end)."))));
    html += taxBasisSection(r, decision);
    html += incentiveSection(s, r);
}

void ReportBuilder::addBuyInsteadOfRent()
{
    // ---- Buy instead of rent: every self-hosted option against every cloud option.
    if (!decision.pairs.empty()) {
        html += heading(tr("Buy instead of rent"), false);
        const bool monthly = decision.timing == FinanceTiming::Monthly;
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Cash flows of buying instead of renting (rent minus own; positive when owning costs "
                                "less in a period), discounted at %1% a year.")
                                 .arg(number(s.discountRatePerYear * 100, 1))
                        + sentenceGap()
                        + (monthly ? tr("Monthly periods: purchases and upfront payments at the start of their "
                                        "month, other costs at its end.")
                                   : tr("Yearly periods: purchases of month 1 at time 0, other costs at the end "
                                        "of their plan year."))
                        + sentenceGap()
                        + (bookValueCredited ? tr("The book value of the servers at the end of the horizon is "
                                                  "credited to owning in the last period.")
                                : decision.endOfHorizon == EndOfHorizon::Resale
                                ? tr("The expected resale value of the servers at the end of the horizon is credited "
                                     "to owning in the last period.")
                                : tr("Nothing is credited at the end of the horizon."))
                        + sentenceGap() + tr("A positive NPV means buying is worth it at the discount rate.")));
        auto periods = [&](const std::optional<double> &v) {
            if (!v)
                return tr("never");
            return monthly ? tr("%1 months").arg(number(*v, 1)) : tr("%1 years").arg(number(*v, 1));
        };
        QList<QStringList> rows;
        QStringList notes;
        int pairsLeft = 0;
        for (const DecisionPair &p : decision.pairs) {
            if (!pairShown(p.cloudIndex, int(decision.pairs.size()))) {
                ++pairsLeft;
                continue;
            }
            const QString own = r.options[std::size_t(p.selfHostedIndex)].name;
            const QString rent = r.options[std::size_t(p.cloudIndex)].name;
            rows << QStringList{own + QStringLiteral(" /\n") + rent, money(p.undiscountedSaving, cur),
                money(p.npv, cur), p.irr ? QStringLiteral("%1%").arg(number(*p.irr * 100.0, 1)) : tr("none"),
                periods(p.paybackPeriods), periods(p.discountedPaybackPeriods), money(p.terminalValue, cur)};
            if (!p.irr && p.signChanges == 0)
                notes << tr("%1 / %2: no IRR, the cash flows never change sign.").arg(own, rent);
            else if (!p.irr)
                notes << (p.npv >= 0 ? tr("%1 / %2: no IRR, the NPV stays positive at every discount rate.")
                                     : tr("%1 / %2: no IRR, the NPV stays negative at every discount rate."))
                             .arg(own, rent);
            else if (p.signChanges > 1)
                notes << tr("%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one.")
                             .arg(own, rent)
                             .arg(p.signChanges);
        }
        html += table({tr("Own / rent"), tr("Saving (undiscounted)"), tr("NPV of the decision"), tr("IRR"),
                          tr("Payback"), tr("Discounted payback"), tr("Book value credited")},
            rows, {1, 2, 3, 4, 5, 6});
        html += pairsLeftOut(pairsLeft);
        for (const QString &n : notes)
            html += QStringLiteral("<p>%1</p>").arg(esc(n));
    }
}

void ReportBuilder::addBudget()
{
    // ---- Budget: as given, each option's spend per fiscal year against it, what it buys.
    if (!r.budget)
        return;
    const BudgetResult &b = *r.budget;
    html += heading(tr("Budget"));
    html += table({tr("Item"), tr("Value")}, budgetAsGiven(b));
    addBudgetPeriods(b);
    addWhatTheBudgetBuys(b);
    addSpendPerFiscalYear(b);
}

QList<QStringList> ReportBuilder::budgetAsGiven(const BudgetResult &b) const
{
    const Calendar &cal = b.calendar;
    QList<QStringList> given;
    given << QStringList{tr("Given"),
        b.basis == BudgetResult::Basis::PerFiscalYear   ? tr("for each fiscal year named")
            : b.basis == BudgetResult::Basis::EveryYear ? tr("the same amount every fiscal year")
                                                        : tr("one amount for the whole horizon")};
    given << QStringList{
        tr("Capex and opex"), b.split ? tr("budgeted separately, each checked on its own") : tr("one total for both")};
    given << QStringList{tr("Currency"),
        b.currency.isEmpty() || b.currency == cur
            ? cur
            : tr("%1, converted to %2 at %3").arg(b.currency, cur, number(b.factor, 4))};
    given << QStringList{
        tr("Source"), sourceOf(Driver::BudgetPercent, b.source.isEmpty() ? tr("not given") : b.source)};
    given << QStringList{
        tr("Reserved upfront payments"), b.reservedUpfrontIsCapex ? tr("count as capex") : tr("count as opex")};
    given << QStringList{tr("Servers count as capex"),
        b.capexBasis == CapexBasis::Payments             ? tr("as paid (down payments and principal repayments)")
            : b.acquiredAt == AcquisitionEvent::Delivery ? tr("in full when delivered, whatever the financing")
            : b.acquiredAt == AcquisitionEvent::Acceptance
            ? tr("in full when accepted (验收), %n month(s) after delivery, whatever the financing", nullptr,
                b.acceptanceMonths)
            : tr("in full when ordered, whatever the financing")};
    given << QStringList{tr("VAT in the budget"),
        r.amountBasis == AmountBasis::AsEntered ? tr("not modelled: amounts as entered")
            : !b.amountsIncludeVat
            ? (r.amountBasis == AmountBasis::ExcludingVat ? tr("excluded, as the results")
                                                          : tr("included (not recoverable), as the results"))
            : *b.amountsIncludeVat ? tr("included (含税): the spend is compared with its VAT")
                                   : tr("excluded: the spend is compared without it")};
    if (b.basis == BudgetResult::Basis::EveryYear
        && std::any_of(
            b.fiscalYears.begin(), b.fiscalYears.end(), [](const FiscalYear &fy) { return fy.months != 12; }))
        given << QStringList{tr("Short fiscal years"),
            b.prorateShortYears ? tr("months / 12 of the yearly amount") : tr("the whole yearly amount")};
    if (cal.has())
        given << QStringList{tr("Calendar"),
            tr("month 1 is %1; fiscal years start in month %2 of the calendar year")
                .arg(Calendars::monthLabel(cal, 1))
                .arg(cal.fiscalYearStartMonth)};
    return given;
}

void ReportBuilder::addBudgetPeriods(const BudgetResult &b)
{
    const Calendar &cal = b.calendar;
    QList<QStringList> periods;
    for (const BudgetPeriod &p : b.periods) {
        QString name = tr("Whole horizon");
        for (const FiscalYear &fy : b.fiscalYears)
            if (fy.firstMonth == p.firstMonth && fy.months == p.months)
                name = Calendars::fiscalYearLabel(cal, fy);
        periods << QStringList{name,
            tr("%1 to %2").arg(Calendars::monthLabel(cal, p.firstMonth), Calendars::monthLabel(cal, p.lastMonth())),
            p.total ? money(*p.total, cur) : QStringLiteral("–"), p.capex ? money(*p.capex, cur) : QStringLiteral("–"),
            p.opex ? money(*p.opex, cur) : QStringLiteral("–")};
    }
    html += QStringLiteral("<p></p>")
        + table({tr("Period"), tr("Months"), tr("Budget"), tr("Capex"), tr("Opex")}, periods, {2, 3, 4});
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(b.reservedUpfrontIsCapex
                        ? tr("Spend is the cash view in %1: purchases of servers, fabric, storage and installation, "
                             "their resale and reserved upfront payments count as capex; everything else (cloud "
                             "usage, reserved monthly fees, power, space, staff, maintenance and fees) counts as "
                             "opex.")
                              .arg(cur)
                        : tr("Spend is the cash view in %1: purchases of servers, fabric, storage and installation "
                             "and their resale count as capex; everything else (cloud usage, reserved upfront and "
                             "monthly fees, power, space, staff, maintenance and fees) counts as opex.")
                              .arg(cur)));
}

void ReportBuilder::addWhatTheBudgetBuys(const BudgetResult &b)
{
    // Fit and what the budget buys, per option.
    const Calendar &cal = b.calendar;
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Fit and what the budget buys")));
    QList<QStringList> buys;
    for (int i = 0; i < int(r.options.size()) && i < int(b.options.size()); ++i) {
        const OptionBudget &ob = b.options[std::size_t(i)];
        QStringList row{r.options[std::size_t(i)].name};
        row << (ob.fits ? tr("yes") : tr("no: %1 over in %2").arg(money(ob.worstOverrun, cur), overrunPeriod(b, ob)));
        row << (ob.firstOverrunMonth ? Calendars::monthLabel(cal, *ob.firstOverrunMonth) : QStringLiteral("–"));
        if (const std::optional<Affordable> &a = ob.affordable) {
            row << (a->gpuCountAtLimit ? tr("%1 or more").arg(a->gpuCount) : QString::number(a->gpuCount));
            row << (a->servers ? QString::number(*a->servers) : QStringLiteral("–"));
            row << (a->horizonMonths > 0 && cal.has()
                    ? tr("%1 months (to %2)").arg(a->horizonMonths).arg(Calendars::monthLabel(cal, a->horizonMonths))
                    : tr("%1 months").arg(a->horizonMonths));
        } else {
            row << QStringLiteral("–") << QStringLiteral("–") << QStringLiteral("–");
        }
        buys << row;
    }
    html += table({tr("Option"), tr("Fits the budget"), tr("First overrun"), tr("GPUs the budget buys"), tr("Servers"),
                      tr("Longest horizon that fits")},
        buys, {3, 4, 5});
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("GPUs the budget buys: the largest year-1 demand (this plan: %1 GPUs) the option serves "
                            "within every budget period, sized to that demand. Longest horizon: the most months of the "
                            "planned demand whose spend fits every budget period, up to %2 months (a yearly budget "
                            "repeats; others cover their periods only).")
                             .arg(number(s.demand.gpuCount, 0))
                             .arg(b.basis == BudgetResult::Basis::EveryYear ? kMaxHorizonMonths : b.coveredMonths())));
}

void ReportBuilder::addSpendPerFiscalYear(const BudgetResult &b)
{
    // Spend per fiscal year against the budget, per option.
    const Calendar &cal = b.calendar;
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Spend per fiscal year")));
    const auto budgetCell = [&](const FiscalYearSpend &y) -> QString {
        if (y.budgetCapex && y.budgetOpex)
            return money(*y.budgetCapex, cur) + QStringLiteral(" / ") + money(*y.budgetOpex, cur);
        return y.budget ? money(*y.budget, cur) : QStringLiteral("–");
    };
    const auto headroomCell = [&](const FiscalYearSpend &y) -> QString {
        if (y.headroomCapex && y.headroomOpex)
            return headroomText(y.headroomCapex, cur) + QStringLiteral(" / ") + headroomText(y.headroomOpex, cur);
        return headroomText(y.headroom, cur);
    };
    for (int i = 0; i < int(r.options.size()) && i < int(b.options.size()); ++i) {
        const OptionBudget &ob = b.options[std::size_t(i)];
        QList<QStringList> rows;
        const auto add = [&](const QString &name, const FiscalYearSpend &y) {
            // Capex as the budget counts it, and as paid where that differs (a financed purchase).
            const QString capex = std::abs(y.capexPaid - y.capex) < 0.5
                ? money(y.capex, cur)
                : money(y.capex, cur) + QLatin1Char('\n') + tr("paid %1").arg(money(y.capexPaid, cur));
            rows << QStringList{name, money(y.spend, cur), capex, money(y.opex, cur), budgetCell(y), headroomCell(y),
                y.firstOverrunMonth ? Calendars::monthLabel(cal, *y.firstOverrunMonth) : QStringLiteral("–")};
        };
        for (const FiscalYearSpend &y : ob.fiscalYears) {
            QString name = Calendars::fiscalYearLabel(cal, y.fiscalYear);
            if (y.fiscalYear.months != 12)
                name += QLatin1Char('\n') + tr("%1 months").arg(y.fiscalYear.months);
            add(name, y);
        }
        add(tr("Whole horizon"), ob.horizon);
        html += QStringLiteral("<p><b>%1</b> – %2</p>")
                    .arg(esc(r.options[std::size_t(i)].name),
                        esc(ob.fits ? tr("fits the budget")
                                    : tr("over the budget: %1 in %2")
                                          .arg(money(ob.worstOverrun, cur), overrunPeriod(b, ob))));
        html += table(
            {tr("Fiscal year"), tr("Spend"), tr("Capex"), tr("Opex"),
                b.split ? tr("Budget (capex / opex)") : tr("Budget"),
                b.split ? tr("Headroom or overrun (capex / opex)") : tr("Headroom or overrun"), tr("First overrun")},
            rows, {1, 2, 3, 4, 5});
    }
}

void ReportBuilder::addCharts()
{
    // ---- Charts
    html += heading(tr("Charts"));
    html += QStringLiteral("<p><img src=\"chart:cumulative\" width=\"480\"></p>");
    // The captions say what is drawn: the dots and labels there are, the band when it is shown.
    const std::vector<BreakEvenMark> marks = ChartLabels::marks(r);
    const bool labelled = std::any_of(marks.begin(), marks.end(), [](const BreakEvenMark &m) { return m.labelled; });
    if (labelled)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Each dot marks a month where a cloud option and a self-hosted option change "
                                "order (cash view); the labelled ones are each self-hosted option against the "
                                "cheapest cloud option.")));
    else if (!marks.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Each dot marks a month where a cloud option and a self-hosted option change "
                                "order (cash view).")));
    const bool bandShown = bands && rec >= 0
        && std::any_of(bands->options.begin(), bands->options.end(),
            [&](const OptionBands &b) { return b.id == r.options[std::size_t(rec)].id; });
    if (bandShown)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("The shaded band around the recommended option's line runs from P10 to P90 of "
                                "its cumulative cost when the uncertain inputs vary (see Uncertainty).")));
    html += QStringLiteral("<p><img src=\"chart:categories\" width=\"480\"></p>");
}

void ReportBuilder::addPerOption()
{
    // ---- Per option
    html += heading(tr("Cost per option by year and category"));
    for (const OptionResult &o : r.options) {
        std::vector<Category> used;
        for (Category c : kAllCategories)
            if (o.categoryTotals[index(c)] != 0.0)
                used.push_back(c);
        QStringList header{s.calendar.has() ? tr("Fiscal year") : tr("Year")};
        for (Category c : used)
            header << categoryName(c);
        header << tr("Total");
        QList<QStringList> rows;
        QList<int> right;
        for (int i = 1; i < int(header.size()); ++i)
            right << i;
        // Plan years of 12 months from month 1, or fiscal years with a calendar.
        for (const FiscalYear &fy : Calendars::fiscalYears(s.calendar, r.horizonMonths)) {
            QStringList row{s.calendar.has() ? Calendars::fiscalYearLabel(s.calendar, fy) : QString::number(fy.year)};
            double total = 0;
            for (Category c : used) {
                double v = 0;
                for (int m = fy.firstMonth - 1; m < std::min({r.horizonMonths, fy.lastMonth(), int(o.monthly.size())});
                     ++m)
                    v += o.monthly[std::size_t(m)][index(c)];
                total += v;
                row << money(v, cur);
            }
            row << money(total, cur);
            rows << row;
        }
        QStringList sum{tr("Total")};
        for (Category c : used)
            sum << money(o.categoryTotals[index(c)], cur);
        sum << money(o.total, cur);
        rows << sum;
        html += QStringLiteral("<h3>%1</h3>").arg(esc(o.name));
        html += table(header, rows, right);
        QStringList facts{tr("PV of cost: %1").arg(money(o.totalDiscounted, cur)),
            tr("Per useful GPU-hour: %1")
                .arg(o.costPerUsefulGpuHour ? cents(*o.costPerUsefulGpuHour, cur) : QStringLiteral("–"))};
        // Work that slips past its month (spot capacity that cannot keep up) is not delivered when
        // needed: it counts as unmet, and the option is not ranked.
        if (o.unmetGpuHours + o.slippedGpuHours > 0)
            facts << (o.slippedGpuHours > 0
                    ? tr("Unmet demand: %1 GPU-hours (%2 of them slip past their month: the spot capacity cannot keep "
                         "up)")
                          .arg(number(o.unmetGpuHours + o.slippedGpuHours, 0), number(o.slippedGpuHours, 0))
                    : tr("Unmet demand: %1 GPU-hours").arg(number(o.unmetGpuHours, 0)));
        const int optionIndex = int(&o - r.options.data());
        if (!ranking.isRanked(optionIndex))
            facts << (o.unmetGpuHours + o.slippedGpuHours > 0 ? tr("not ranked: work left undone is not free")
                                                              : tr("not ranked: over budget"));
        if (o.owedAfterHorizon > 0)
            facts << tr("Owed after the horizon: %1").arg(money(o.owedAfterHorizon, cur));
        if (o.spotOverheadFraction)
            facts << tr("Spot overhead: %1% of useful hours").arg(number(*o.spotOverheadFraction * 100, 1));
        html += QStringLiteral("<p>%1</p>").arg(esc(facts.join(QStringLiteral(" · "))));
        if (const QString split = ResultWriter::splitNote(o, cur); !split.isEmpty())
            html += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("Reserved/burst split:")), esc(split));
        for (const QString &w : o.warnings)
            html += QStringLiteral("<p>⚠ %1</p>").arg(esc(w));
    }
}

void ReportBuilder::addHiddenFees()
{
    // ---- Hidden fees
    html += heading(tr("Hidden fees"));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("Fees beside the GPU price: egress, storage capacity and IO, cross-AZ traffic, bandwidth "
                            "and other fees, with their share of each option's total.")));
    {
        const Category hidden[] = {Category::Egress, Category::StorageCapacity, Category::StorageIo, Category::CrossAz,
            Category::Bandwidth, Category::OtherFees};
        QStringList header{tr("Option")};
        for (Category c : hidden)
            header << categoryName(c);
        header << tr("Hidden fees") << tr("Share of total");
        QList<QStringList> rows;
        for (const OptionResult &o : r.options) {
            QStringList row{o.name};
            for (Category c : hidden)
                row << money(o.categoryTotals[index(c)], cur);
            row << money(o.hiddenFeesTotal, cur)
                << (o.total != 0 ? number(o.hiddenFeesTotal / o.total * 100, 1) + QLatin1Char('%')
                                 : QStringLiteral("–"));
            rows << row;
        }
        html += table(header, rows, {1, 2, 3, 4, 5, 6, 7, 8});
    }
}

} // namespace gputco
