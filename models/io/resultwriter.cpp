#include "resultwriter.h"

#include "budgetwriter.h"
#include "money.h"
#include "ranking.h"
#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of ResultWriter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ResultWriter)
};

} // namespace

qsizetype ResultWriter::displayWidth(const QString &text)
{
    // Terminal columns: East Asian wide and fullwidth characters (CJK, Hangul, fullwidth
    // forms) take two, combining marks none, everything else one (Unicode UAX #11, in short).
    qsizetype width = 0;
    for (const char32_t c : text.toUcs4()) {
        if (QChar::category(c) == QChar::Mark_NonSpacing || QChar::category(c) == QChar::Mark_Enclosing)
            continue;
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
            || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
            || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        width += wide ? 2 : 1;
    }
    return width;
}

QString ResultWriter::textTable(const QStringList &header, const QList<QStringList> &rows)
{
    QList<qsizetype> widths(header.size(), 0);
    auto measure = [&](const QStringList &r) {
        for (qsizetype c = 0; c < r.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(r[c]));
    };
    measure(header);
    for (const QStringList &r : rows)
        measure(r);
    auto line = [&](const QStringList &r) {
        QString out;
        for (qsizetype c = 0; c < r.size(); ++c) {
            if (c > 0)
                out += QStringLiteral("  ");
            const QString pad(std::max<qsizetype>(0, widths[c] - displayWidth(r[c])), QLatin1Char(' '));
            out += c == 0 ? r[c] + pad : pad + r[c];
        }
        return out.trimmed() + QLatin1Char('\n');
    };
    QString out = line(header);
    qsizetype total = 0;
    for (qsizetype w : widths)
        total += w;
    out += QString(total + 2 * (widths.size() - 1), QLatin1Char('-')) + QLatin1Char('\n');
    for (const QStringList &r : rows)
        out += line(r);
    return out;
}

namespace {

QString kindName(OptionKind k)
{
    return k == OptionKind::Cloud ? Tr::tr("cloud") : Tr::tr("self-hosted");
}

} // namespace

QString ResultWriter::money(double amount)
{
    if (!std::isfinite(amount))
        return QStringLiteral("-");
    QLocale locale(QLocale::English, QLocale::UnitedStates);
    const double rounded = std::round(amount * 100.0) / 100.0;
    return locale.toString(rounded == 0.0 ? 0.0 : rounded, 'f', 2);
}

QString ResultWriter::cardsText(const OptionResult &o)
{
    if (o.sizing.identity())
        return QString::number(o.peakCards);
    return QStringLiteral("%1 (x%2)").arg(o.peakCards).arg(QString::number(o.sizing.factor(), 'g', 4));
}

QString ResultWriter::viewKey(CostView view)
{
    return view == CostView::Cash ? QStringLiteral("cash") : QStringLiteral("amortized");
}

namespace {

/// The reasons an option breaks the constraints, joined.
QString violationText(const OptionResult &o)
{
    QStringList reasons;
    for (const ConstraintViolation &v : o.violations)
        reasons << v.reason;
    return reasons.join(QStringLiteral("; "));
}

/// Lines naming the options cheaper than the recommendation that break a constraint.
QString constraintLines(const ScenarioResult &r, const Ranking &ranking)
{
    QString out;
    for (int i : ranking.cheaperBreakingConstraints)
        out += QLatin1Char('\n')
            + Tr::tr("Cheaper but breaks a constraint: %1, %2")
                  .arg(r.options[std::size_t(i)].name, violationText(r.options[std::size_t(i)]));
    return out;
}

} // namespace

QString ResultWriter::rankingLine(const ScenarioResult &r)
{
    return budgetRankingLine(r) + constraintLines(r, rank(r));
}

QString ResultWriter::budgetRankingLine(const ScenarioResult &r)
{
    if (r.options.empty())
        return Tr::tr("Recommended: none (no option to compare)");
    const Ranking ranking = rank(r);
    if (ranking.recommended < 0)
        return r.budget ? Tr::tr("Recommended: none (no option serves all demand within the budget)")
                        : Tr::tr("Recommended: none (no option serves all demand)");
    if (r.budget) {
        QString line
            = Tr::tr("Recommended: %1 (lowest PV of cost among options that serve all demand within the budget)")
                  .arg(r.options[std::size_t(ranking.recommended)].name);
        for (int i : ranking.cheaperOverBudget)
            line += QLatin1Char('\n')
                + Tr::tr("Cheaper but over budget: %1, %2")
                      .arg(r.options[std::size_t(i)].name,
                          BudgetWriter::fitText(*r.budget, r.budget->options[std::size_t(i)]));
        return line;
    }
    const QString recommended = r.options[std::size_t(ranking.recommended)].name;
    const QString cheapest = r.options[std::size_t(ranking.cheapest)].name;
    if (ranking.cheapest == ranking.recommended)
        return Tr::tr(
            "Recommended and cheapest: %1 (lowest PV of cost and lowest total among options that serve all demand)")
            .arg(recommended);
    return Tr::tr("Recommended: %1 (lowest PV of cost among options that serve all demand); cheapest undiscounted: %2")
        .arg(recommended, cheapest);
}

namespace {

/// Amounts in the display unit (--unit): "Total (万元)" with 1,234.57; prices per GPU-hour
/// keep their cents in the currency itself.
struct DisplayMoney
{
    DisplayUnit unit;
    QString currency;
    QString label; ///< for headings: the currency, or the unit (万元)

    DisplayMoney(DisplayUnit u, const QString &cur)
        : unit(u)
        , currency(cur)
        , label(u == DisplayUnit::Auto ? cur : Money::unitLabel(u, cur))
    { }
    bool inCurrency() const { return unit == DisplayUnit::Auto; }
    QString operator()(double v) const
    {
        return inCurrency() ? ResultWriter::money(v)
                            : Money::inUnit(v, unit, currency, QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

/// The sections of ResultWriter::table(), its messages in its translation context.
class TableSections
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ResultWriter)

public:
    /// The totals of every option, with the book value, the end-of-horizon credit and the cards
    /// when some option has them, then the comparison and the ranking.
    static QString totalsSection(const ScenarioResult &r, const DisplayMoney &money)
    {
        // The book value of owned servers at the end of the horizon: a column of its own (never in
        // the totals), shown when some option is self-hosted.
        const bool anySelfHosted = std::any_of(
            r.options.begin(), r.options.end(), [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; });
        // Options on other accelerators than the demand's: the cards that deliver its work and the
        // factor that sized them (issue 18).
        const bool anySized = std::any_of(
            r.options.begin(), r.options.end(), [](const OptionResult &o) { return !o.sizing.identity(); });
        // The end-of-horizon credit and the totals the ranking compares, in the cash view.
        const bool credited = anySelfHosted && r.view == CostView::Cash;
        QList<QStringList> rows;
        for (const OptionResult &o : r.options) {
            rows << QStringList{o.name, kindName(o.kind), money(o.total), money(o.totalDiscounted),
                o.costPerUsefulGpuHour ? ResultWriter::money(*o.costPerUsefulGpuHour) : QStringLiteral("-"),
                money(o.hiddenFeesTotal),
                o.unmetGpuHours > 0 ? QLocale(QLocale::English).toString(o.unmetGpuHours, 'f', 0)
                                    : QStringLiteral("0")};
            if (anySelfHosted)
                rows.back() << (o.kind == OptionKind::SelfHosted ? money(o.bookValueAtHorizonEnd)
                                                                 : QStringLiteral("-"));
            if (credited) // what the ranking compares (comparisonSentence)
                rows.back() << (o.kind == OptionKind::SelfHosted ? money(o.endOfHorizonCredit) : QStringLiteral("-"))
                            << money(o.comparisonTotal) << money(o.comparisonDiscounted);
            if (anySized)
                rows.back() << ResultWriter::cardsText(o);
        }
        const QString &cur = money.label;
        QStringList header{Tr::tr("Option"), Tr::tr("Kind"), Tr::tr("Total (%1)").arg(cur),
            Tr::tr("PV of cost (%1)").arg(cur), Tr::tr("Per useful GPU-h"),
            money.inCurrency() ? Tr::tr("Hidden fees") : Tr::tr("Hidden fees (%1)").arg(cur), Tr::tr("Unmet GPU-h")};
        if (anySelfHosted)
            header << (money.inCurrency() ? Tr::tr("Book value at end") : Tr::tr("Book value at end (%1)").arg(cur));
        if (credited)
            header << (money.inCurrency() ? Tr::tr("Credit at end") : Tr::tr("Credit at end (%1)").arg(cur))
                   << (money.inCurrency() ? Tr::tr("Compared total") : Tr::tr("Compared total (%1)").arg(cur))
                   << (money.inCurrency() ? Tr::tr("Compared PV") : Tr::tr("Compared PV (%1)").arg(cur));
        if (anySized)
            header << Tr::tr("Cards (x work)");
        QString out = Tr::tr("Totals\n");
        out += ResultWriter::textTable(header, rows);
        if (const QString basis = comparisonSentence(r); !basis.isEmpty())
            out += basis + QLatin1Char('\n');
        return out + ResultWriter::rankingLine(r) + QLatin1Char('\n');
    }

    /// Tax saved, after-tax total and PV of cost of every option, when income tax was computed.
    static QString afterTaxSection(const ScenarioResult &r, const DisplayMoney &money)
    {
        if (!r.incomeTaxRate)
            return {};
        QList<QStringList> rows;
        for (const OptionResult &o : r.options)
            rows << QStringList{o.name, money(o.taxSavingTotal), money(o.afterTaxTotal), money(o.afterTaxDiscounted)};
        return Tr::tr("\nAfter income tax at %1% (%2)\n").arg(*r.incomeTaxRate * 100.0).arg(money.label)
            + ResultWriter::textTable(
                {Tr::tr("Option"), Tr::tr("Tax saved"), Tr::tr("After-tax total"), Tr::tr("After-tax PV of cost")},
                rows);
    }

    /// Subsidies and tax incentives, each a line with its source (Tax::incentives()).
    static QString incentiveSection(const Scenario &scenario, const ScenarioResult &r, const DisplayMoney &money)
    {
        const std::vector<Tax::Incentive> lines = Tax::incentives(scenario, r);
        if (lines.empty())
            return {};
        QList<QStringList> rows;
        for (const Tax::Incentive &i : lines)
            rows << QStringList{i.option, i.what, money(i.amount),
                i.source.isEmpty()     ? Tr::tr("not stated")
                    : i.asOf.isEmpty() ? i.source
                                       : Tr::tr("%1, as of %2").arg(i.source, i.asOf)};
        return Tr::tr("\nSubsidies and tax incentives (%1)\n").arg(money.label)
            + ResultWriter::textTable({Tr::tr("Option"), Tr::tr("Line"), Tr::tr("Amount"), Tr::tr("Source")}, rows);
    }

    /// The cost of every option by category, only the categories some option uses.
    static QString categorySection(const ScenarioResult &r, const DisplayMoney &money)
    {
        std::vector<Category> used;
        for (Category c : kAllCategories)
            for (const OptionResult &o : r.options)
                if (o.categoryTotals[index(c)] != 0.0) {
                    used.push_back(c);
                    break;
                }
        QStringList header{Tr::tr("Option")};
        for (Category c : used)
            header << categoryName(c) + (isHiddenFee(c) ? QStringLiteral("*") : QString());
        QList<QStringList> rows;
        for (const OptionResult &o : r.options) {
            QStringList row{o.name};
            for (Category c : used)
                row << money(o.categoryTotals[index(c)]);
            rows << row;
        }
        return Tr::tr("\nCost by category (%1; * = hidden fee)\n").arg(money.label)
            + ResultWriter::textTable(header, rows);
    }

    /// The spend per fiscal year, and which options do not fit the budget, when the scenario has a
    /// calendar or a budget.
    static QString fiscalYearSection(const Scenario &scenario, const ScenarioResult &r)
    {
        if (!scenario.calendar.has() && !scenario.budget)
            return {};
        QString out = Tr::tr("\nPer fiscal year (%1)\n").arg(r.currency); // not scaled by the display unit
        out += BudgetWriter::fiscalYearTable(scenario, r);
        if (r.budget) {
            for (std::size_t i = 0; i < r.options.size(); ++i)
                if (!r.budget->options[i].fits)
                    out += Tr::tr("%1: %2\n")
                               .arg(r.options[i].name, BudgetWriter::fitText(*r.budget, r.budget->options[i]));
            out += Tr::tr("(gputco-cli budget shows the budget per fiscal year and what it buys.)\n");
        }
        return out;
    }

    /// The break-even use of a pair: the busy hours a month (and their share), or who is cheaper at any use.
    static QString breakEvenUse(const BreakEven &b, double hoursPerMonth)
    {
        switch (b.utilization) {
        case BreakEven::Utilization::Found:
            return b.breakEvenBusyHoursPerMonth
                ? Tr::tr("%1 h/month (%2%)")
                      .arg(*b.breakEvenBusyHoursPerMonth, 0, 'f', 1)
                      .arg(*b.breakEvenBusyHoursPerMonth / hoursPerMonth * 100.0, 0, 'f', 1)
                : QStringLiteral("-");
        case BreakEven::Utilization::CloudCheaperAtAnyUse: return Tr::tr("cloud cheaper at any use");
        case BreakEven::Utilization::SelfHostedCheaperAtAnyUse: return Tr::tr("owning cheaper at any use");
        }
        return {};
    }

    /// Break-even of every cloud / self-hosted pair on the cash view.
    static QString breakEvenSection(const ScenarioResult &r)
    {
        if (r.breakEvens.empty())
            return {};
        QList<QStringList> rows;
        for (const BreakEven &b : r.breakEvens) {
            QStringList crossings;
            for (const Crossing &c : b.crossings)
                crossings << (c.selfHostedBecomesCheaper ? Tr::tr("m%1 owning cheaper") : Tr::tr("m%1 cloud cheaper"))
                                 .arg(c.month);
            rows << QStringList{
                r.options[b.cloudIndex].name + QStringLiteral(" / ") + r.options[b.selfHostedIndex].name,
                b.firstMonth ? QString::number(*b.firstMonth) : Tr::tr("none"),
                b.ownedCheaperForGoodFromMonth ? QString::number(*b.ownedCheaperForGoodFromMonth) : Tr::tr("none"),
                breakEvenUse(b, r.hoursPerMonth),
                crossings.isEmpty() ? Tr::tr("none") : crossings.join(QStringLiteral(", "))};
        }
        return Tr::tr("\nBreak-even (cash view)\n")
            + ResultWriter::textTable(
                {Tr::tr("Cloud / self-hosted"), Tr::tr("First month"), Tr::tr("Cheaper for good from"),
                    Tr::tr("Break-even use"), Tr::tr("Crossings")},
                rows);
    }

    /// What the notes say of each option: its cheapest reserved split, spot overhead, what it owes
    /// after the horizon, its warnings, its sizing and the constraints it breaks; then the constraints.
    static QStringList optionNotes(const Scenario &scenario, const ScenarioResult &r, const DisplayMoney &money)
    {
        QStringList notes;
        for (const OptionResult &o : r.options) {
            if (const QString split = ResultWriter::splitNote(o, r.currency, QLocale(QLocale::English));
                !split.isEmpty())
                notes << o.name + QStringLiteral(": ") + split;
            if (o.spotOverheadFraction)
                notes << Tr::tr("%1: spot overhead %2% of useful hours; Young's optimal checkpoint interval %3 h")
                             .arg(o.name)
                             .arg(*o.spotOverheadFraction * 100.0, 0, 'f', 1)
                             .arg(o.spotYoungIntervalHours ? QString::number(*o.spotYoungIntervalHours, 'f', 2)
                                                           : QStringLiteral("-"));
            if (o.owedAfterHorizon > 0.0)
                notes << Tr::tr("%1: %2 %3 owed after the horizon for reserved terms or financing, not in the totals")
                             .arg(o.name, money(o.owedAfterHorizon), money.label);
            for (const QString &w : o.warnings)
                notes << o.name + QStringLiteral(": ") + w;
            if (!o.sizing.identity() || o.sizing.source == OptionSizing::Source::NotKnown)
                notes << Tr::tr("%1: sized to %2 cards for %3 reference cards: %4")
                             .arg(o.name)
                             .arg(o.peakCards)
                             .arg(o.peakReferenceCards)
                             .arg(o.sizing.explanation());
            if (!o.violations.empty())
                notes << Tr::tr("%1: never recommended, breaks the constraints: %2").arg(o.name, violationText(o));
        }
        if (scenario.constraints.any())
            notes << Tr::tr("Constraints: %1").arg(constraintsText(scenario.constraints));
        return notes;
    }

    /// Buy instead of rent: every pair's saving, NPV, IRR, paybacks and credit at the end (and
    /// after tax), under a heading that states the timing and the end-of-horizon treatment.
    static QString decisionSection(const ScenarioResult &r, const DecisionResult &decision, const DisplayMoney &money)
    {
        const bool monthly = decision.timing == FinanceTiming::Monthly;
        QString out = Tr::tr("\nBuy instead of rent (cash flows rent - own; %1; %2)\n")
                          .arg(monthly ? Tr::tr(
                                   "monthly periods, purchases at the start of their month, other costs at the end")
                                       : Tr::tr("yearly periods, month-1 purchases at time 0, other costs at year end"),
                              decision.endOfHorizon == EndOfHorizon::Resale
                                  ? Tr::tr("expected resale value at the end credited to owning")
                                  : decision.endOfHorizon == EndOfHorizon::BookValue
                                  ? Tr::tr("book value at the end credited to owning")
                                  : Tr::tr("nothing credited at the end"));
        QList<QStringList> rows;
        const QString unit = monthly ? Tr::tr("months") : Tr::tr("years");
        auto periods = [&](const std::optional<double> &v) {
            return v ? QStringLiteral("%1 %2").arg(*v, 0, 'f', 1).arg(unit) : Tr::tr("never");
        };
        auto rate = [](const std::optional<double> &v) {
            return v ? QStringLiteral("%1%").arg(*v * 100.0, 0, 'f', 2) : Tr::tr("none");
        };
        const bool afterTax = decision.incomeTaxRate.has_value();
        for (const DecisionPair &p : decision.pairs) {
            rows << QStringList{r.options[std::size_t(p.selfHostedIndex)].name + QStringLiteral(" / ")
                    + r.options[std::size_t(p.cloudIndex)].name,
                money(p.undiscountedSaving), money(p.npv), rate(p.irr), periods(p.paybackPeriods),
                periods(p.discountedPaybackPeriods), money(p.terminalValue)};
            if (afterTax)
                rows.back() << money(p.afterTaxNpv.value_or(0.0)) << rate(p.afterTaxIrr);
        }
        const QString &cur = money.label;
        QStringList header{Tr::tr("Own / rent"), Tr::tr("Saving (%1)").arg(cur), Tr::tr("NPV (%1)").arg(cur),
            Tr::tr("IRR"), Tr::tr("Payback"), Tr::tr("Discounted payback"),
            decision.endOfHorizon == EndOfHorizon::Resale ? Tr::tr("Resale value credited")
                                                          : Tr::tr("Book value credited")};
        if (afterTax)
            header << Tr::tr("After-tax NPV (%1)").arg(cur) << Tr::tr("After-tax IRR");
        return out + ResultWriter::textTable(header, rows);
    }

    /// Why a pair has no IRR, or why its IRR may not be the only one.
    static QStringList decisionNotes(const ScenarioResult &r, const DecisionResult &decision)
    {
        QStringList notes;
        for (const DecisionPair &p : decision.pairs) {
            const QString &own = r.options[std::size_t(p.selfHostedIndex)].name;
            const QString &rent = r.options[std::size_t(p.cloudIndex)].name;
            if (!p.irr && p.signChanges == 0)
                notes << Tr::tr("%1 / %2: no IRR, the cash flows never change sign").arg(own, rent);
            else if (!p.irr)
                notes << Tr::tr("%1 / %2: no IRR, no discount rate from -99.9% to 10,000% a period makes the NPV zero "
                                "(it is %3 at every rate)")
                             .arg(own, rent, p.npv >= 0 ? Tr::tr("positive") : Tr::tr("negative"));
            else if (p.signChanges > 1)
                notes << Tr::tr("%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one")
                             .arg(own, rent)
                             .arg(p.signChanges);
        }
        return notes;
    }
};

} // namespace

QString ResultWriter::table(
    const Scenario &scenario, const ScenarioResult &r, const DecisionResult *decision, DisplayUnit displayUnit)
{
    const DisplayMoney money(displayUnit, r.currency);
    QString out;
    out += Tr::tr("Scenario: %1\n").arg(scenario.name);
    out += Tr::tr("View: %1, horizon %2 months, %3 h/month, amounts in %4, discount rate %5% a year\n\n")
               .arg(r.view == CostView::Cash ? Tr::tr("cash") : Tr::tr("amortized"))
               .arg(r.horizonMonths)
               .arg(r.hoursPerMonth)
               .arg(money.label)
               .arg(scenario.discountRatePerYear * 100.0);
    out += Tax::basisSentence(r) + QStringLiteral("\n\n");
    out += TableSections::totalsSection(r, money);
    out += TableSections::afterTaxSection(r, money);
    out += TableSections::incentiveSection(scenario, r, money);
    out += TableSections::categorySection(r, money);
    out += TableSections::fiscalYearSection(scenario, r);
    out += TableSections::breakEvenSection(r);
    QStringList notes = TableSections::optionNotes(scenario, r, money);
    if (decision && !decision->pairs.empty()) {
        out += TableSections::decisionSection(r, *decision, money);
        notes << TableSections::decisionNotes(r, *decision);
    }
    for (const AwaitingQuote &q : r.awaitingQuotes)
        notes << Tr::tr("%1: not compared, %2").arg(q.optionName, q.reason);
    if (r.options.empty())
        notes << Tr::tr("no option can be compared yet: add options, or enter the prices that are awaited");
    if (!notes.isEmpty()) {
        out += Tr::tr("\nNotes\n");
        for (const QString &n : notes)
            out += QStringLiteral("- ") + n + QLatin1Char('\n');
    }
    return out;
}

QString ResultWriter::splitNote(const OptionResult &o, const QString &currency, const QLocale &locale)
{
    if (!o.cheapestReservedInstances || !o.cheapestReservedCost)
        return {};
    const double saving = o.costAsEntered - *o.cheapestReservedCost;
    if (saving <= 0.005 * std::max(1.0, std::abs(o.costAsEntered)) / 100.0)
        return Tr::tr("the reserved base as entered is already the cheapest split (%1 incl. what is owed after the "
                      "horizon).")
            .arg(Money::formatWhole(o.costAsEntered, currency, locale));
    if (*o.cheapestReservedInstances == 0)
        return Tr::tr("the cheapest split reserves nothing and runs everything as burst capacity: %1 instead of %2 "
                      "(incl. what is owed after the horizon), %3 less.")
            .arg(Money::formatWhole(*o.cheapestReservedCost, currency, locale),
                Money::formatWhole(o.costAsEntered, currency, locale), Money::formatWhole(saving, currency, locale));
    return Tr::tr("the cheapest split reserves %1 instances each term and runs the rest as burst capacity: "
                  "%2 instead of %3 (incl. what is owed after the horizon), %4 less.")
        .arg(*o.cheapestReservedInstances)
        .arg(Money::formatWhole(*o.cheapestReservedCost, currency, locale),
            Money::formatWhole(o.costAsEntered, currency, locale), Money::formatWhole(saving, currency, locale));
}

} // namespace gputco
