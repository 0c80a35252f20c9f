#include "resultwriter.h"

#include "budgetwriter.h"
#include "calendar.h"
#include "csv.h"
#include "job.h"
#include "money.h"
#include "ranking.h"
#include "sensitivity.h"
#include "tax.h"
#include "translate.h"
#include "uncertainty.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::ResultWriter", text);
}

using json = nlohmann::json;

std::string s(const QString &q)
{
    return q.toStdString();
}

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

template<typename T> json optional(const std::optional<T> &v)
{
    return v ? json(*v) : json(nullptr);
}

QString utilizationKey(BreakEven::Utilization u)
{
    switch (u) {
    case BreakEven::Utilization::Found: return QStringLiteral("found");
    case BreakEven::Utilization::CloudCheaperAtAnyUse: return QStringLiteral("cloudCheaperAtAnyUse");
    case BreakEven::Utilization::SelfHostedCheaperAtAnyUse: return QStringLiteral("selfHostedCheaperAtAnyUse");
    }
    return {};
}

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
    return k == OptionKind::Cloud ? tr("cloud") : tr("self-hosted");
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
            + tr("Cheaper but breaks a constraint: %1, %2")
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
        return tr("Recommended: none (no option to compare)");
    const Ranking ranking = rank(r);
    if (ranking.recommended < 0)
        return r.budget ? tr("Recommended: none (no option serves all demand within the budget)")
                        : tr("Recommended: none (no option serves all demand)");
    if (r.budget) {
        QString line = tr("Recommended: %1 (lowest PV of cost among options that serve all demand within the budget)")
                           .arg(r.options[std::size_t(ranking.recommended)].name);
        for (int i : ranking.cheaperOverBudget)
            line += QLatin1Char('\n')
                + tr("Cheaper but over budget: %1, %2")
                      .arg(r.options[std::size_t(i)].name,
                          BudgetWriter::fitText(*r.budget, r.budget->options[std::size_t(i)]));
        return line;
    }
    const QString recommended = r.options[std::size_t(ranking.recommended)].name;
    const QString cheapest = r.options[std::size_t(ranking.cheapest)].name;
    if (ranking.cheapest == ranking.recommended)
        return tr(
            "Recommended and cheapest: %1 (lowest PV of cost and lowest total among options that serve all demand)")
            .arg(recommended);
    return tr("Recommended: %1 (lowest PV of cost among options that serve all demand); cheapest undiscounted: %2")
        .arg(recommended, cheapest);
}

QString ResultWriter::table(
    const Scenario &scenario, const ScenarioResult &r, const DecisionResult *decision, DisplayUnit displayUnit)
{
    // Totals in the display unit (--unit): "Total (万元)" with 1,234.57; prices per GPU-hour
    // keep their cents in the currency itself.
    const QString cur = displayUnit == DisplayUnit::Auto ? r.currency : Money::unitLabel(displayUnit, r.currency);
    auto money = [&](double v) {
        return displayUnit == DisplayUnit::Auto
            ? ResultWriter::money(v)
            : Money::inUnit(v, displayUnit, r.currency, QLocale(QLocale::English, QLocale::UnitedStates));
    };
    QString out;
    out += tr("Scenario: %1\n").arg(scenario.name);
    out += tr("View: %1, horizon %2 months, %3 h/month, amounts in %4, discount rate %5% a year\n\n")
               .arg(r.view == CostView::Cash ? tr("cash") : tr("amortized"))
               .arg(r.horizonMonths)
               .arg(r.hoursPerMonth)
               .arg(cur)
               .arg(scenario.discountRatePerYear * 100.0);
    out += Tax::basisSentence(r) + QStringLiteral("\n\n");

    // The book value of owned servers at the end of the horizon: a column of its own (never in
    // the totals), shown when some option is self-hosted.
    const bool anySelfHosted = std::any_of(
        r.options.begin(), r.options.end(), [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; });
    // Options on other accelerators than the demand's: the cards that deliver its work and the
    // factor that sized them (issue 18).
    const bool anySized
        = std::any_of(r.options.begin(), r.options.end(), [](const OptionResult &o) { return !o.sizing.identity(); });
    // The end-of-horizon credit and the totals the ranking compares, in the cash view.
    const bool credited = anySelfHosted && r.view == CostView::Cash;
    QList<QStringList> rows;
    for (const OptionResult &o : r.options) {
        rows << QStringList{o.name, kindName(o.kind), money(o.total), money(o.totalDiscounted),
            o.costPerUsefulGpuHour ? ResultWriter::money(*o.costPerUsefulGpuHour) : QStringLiteral("-"),
            money(o.hiddenFeesTotal),
            o.unmetGpuHours > 0 ? QLocale(QLocale::English).toString(o.unmetGpuHours, 'f', 0) : QStringLiteral("0")};
        if (anySelfHosted)
            rows.back() << (o.kind == OptionKind::SelfHosted ? money(o.bookValueAtHorizonEnd) : QStringLiteral("-"));
        if (credited) // what the ranking compares (comparisonSentence)
            rows.back() << (o.kind == OptionKind::SelfHosted ? money(o.endOfHorizonCredit) : QStringLiteral("-"))
                        << money(o.comparisonTotal) << money(o.comparisonDiscounted);
        if (anySized)
            rows.back() << cardsText(o);
    }
    QStringList totalsHeader{tr("Option"), tr("Kind"), tr("Total (%1)").arg(cur), tr("PV of cost (%1)").arg(cur),
        tr("Per useful GPU-h"), displayUnit == DisplayUnit::Auto ? tr("Hidden fees") : tr("Hidden fees (%1)").arg(cur),
        tr("Unmet GPU-h")};
    if (anySelfHosted)
        totalsHeader << (displayUnit == DisplayUnit::Auto ? tr("Book value at end")
                                                          : tr("Book value at end (%1)").arg(cur));
    if (credited)
        totalsHeader << (displayUnit == DisplayUnit::Auto ? tr("Credit at end") : tr("Credit at end (%1)").arg(cur))
                     << (displayUnit == DisplayUnit::Auto ? tr("Compared total") : tr("Compared total (%1)").arg(cur))
                     << (displayUnit == DisplayUnit::Auto ? tr("Compared PV") : tr("Compared PV (%1)").arg(cur));
    if (anySized)
        totalsHeader << tr("Cards (x work)");
    out += tr("Totals\n");
    out += textTable(totalsHeader, rows);
    if (const QString basis = comparisonSentence(r); !basis.isEmpty())
        out += basis + QLatin1Char('\n');
    out += rankingLine(r) + QLatin1Char('\n');

    if (r.incomeTaxRate) {
        rows.clear();
        for (const OptionResult &o : r.options)
            rows << QStringList{o.name, money(o.taxSavingTotal), money(o.afterTaxTotal), money(o.afterTaxDiscounted)};
        out += tr("\nAfter income tax at %1% (%2)\n").arg(*r.incomeTaxRate * 100.0).arg(cur);
        out += textTable({tr("Option"), tr("Tax saved"), tr("After-tax total"), tr("After-tax PV of cost")}, rows);
    }

    // Only the categories some option uses.
    std::vector<Category> used;
    for (Category c : kAllCategories)
        for (const OptionResult &o : r.options)
            if (o.categoryTotals[index(c)] != 0.0) {
                used.push_back(c);
                break;
            }
    QStringList header{tr("Option")};
    for (Category c : used)
        header << categoryName(c) + (isHiddenFee(c) ? QStringLiteral("*") : QString());
    rows.clear();
    for (const OptionResult &o : r.options) {
        QStringList row{o.name};
        for (Category c : used)
            row << money(o.categoryTotals[index(c)]);
        rows << row;
    }
    out += tr("\nCost by category (%1; * = hidden fee)\n").arg(cur);
    out += textTable(header, rows);

    if (scenario.calendar.has() || scenario.budget) {
        out += tr("\nPer fiscal year (%1)\n").arg(r.currency); // not scaled by the display unit
        out += BudgetWriter::fiscalYearTable(scenario, r);
        if (r.budget) {
            for (std::size_t i = 0; i < r.options.size(); ++i)
                if (!r.budget->options[i].fits)
                    out += tr("%1: %2\n")
                               .arg(r.options[i].name, BudgetWriter::fitText(*r.budget, r.budget->options[i]));
            out += tr("(gputco-cli budget shows the budget per fiscal year and what it buys.)\n");
        }
    }

    if (!r.breakEvens.empty()) {
        out += tr("\nBreak-even (cash view)\n");
        rows.clear();
        for (const BreakEven &b : r.breakEvens) {
            QStringList crossings;
            for (const Crossing &c : b.crossings)
                crossings
                    << (c.selfHostedBecomesCheaper ? tr("m%1 owning cheaper") : tr("m%1 cloud cheaper")).arg(c.month);
            QString util;
            switch (b.utilization) {
            case BreakEven::Utilization::Found:
                util = b.breakEvenBusyHoursPerMonth
                    ? tr("%1 h/month (%2%)")
                          .arg(*b.breakEvenBusyHoursPerMonth, 0, 'f', 1)
                          .arg(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100.0, 0, 'f', 1)
                    : QStringLiteral("-");
                break;
            case BreakEven::Utilization::CloudCheaperAtAnyUse: util = tr("cloud cheaper at any use"); break;
            case BreakEven::Utilization::SelfHostedCheaperAtAnyUse: util = tr("owning cheaper at any use"); break;
            }
            rows << QStringList{
                r.options[b.cloudIndex].name + QStringLiteral(" / ") + r.options[b.selfHostedIndex].name,
                b.firstMonth ? QString::number(*b.firstMonth) : tr("none"),
                b.paybackMonths ? QString::number(*b.paybackMonths, 'f', 1) : tr("none"), util,
                crossings.isEmpty() ? tr("none") : crossings.join(QStringLiteral(", "))};
        }
        out += textTable({tr("Cloud / self-hosted"), tr("First month"), tr("Payback (months)"), tr("Break-even use"),
                             tr("Crossings")},
            rows);
    }

    QStringList notes;
    for (const OptionResult &o : r.options) {
        if (const QString split = splitNote(o, r.currency, QLocale(QLocale::English)); !split.isEmpty())
            notes << o.name + QStringLiteral(": ") + split;
        if (o.spotOverheadFraction)
            notes << tr("%1: spot overhead %2% of useful hours; Young's optimal checkpoint interval %3 h")
                         .arg(o.name)
                         .arg(*o.spotOverheadFraction * 100.0, 0, 'f', 1)
                         .arg(o.spotYoungIntervalHours ? QString::number(*o.spotYoungIntervalHours, 'f', 2)
                                                       : QStringLiteral("-"));
        if (o.owedAfterHorizon > 0.0)
            notes << tr("%1: %2 %3 owed after the horizon for reserved terms or financing, not in the totals")
                         .arg(o.name, money(o.owedAfterHorizon), cur);
        for (const QString &w : o.warnings)
            notes << o.name + QStringLiteral(": ") + w;
        if (!o.sizing.identity() || o.sizing.source == OptionSizing::Source::NotKnown)
            notes << tr("%1: sized to %2 cards for %3 reference cards: %4")
                         .arg(o.name)
                         .arg(o.peakCards)
                         .arg(o.peakReferenceCards)
                         .arg(o.sizing.explanation());
        if (!o.violations.empty())
            notes << tr("%1: never recommended, breaks the constraints: %2").arg(o.name, violationText(o));
    }
    if (scenario.constraints.any())
        notes << tr("Constraints: %1").arg(constraintsText(scenario.constraints));
    if (decision && !decision->pairs.empty()) {
        const bool monthly = decision->timing == FinanceTiming::Monthly;
        out += tr("\nBuy instead of rent (cash flows rent - own; %1; %2)\n")
                   .arg(monthly ? tr("monthly periods, purchases at the start of their month, other costs at the end")
                                : tr("yearly periods, month-1 purchases at time 0, other costs at year end"),
                       decision->endOfHorizon == EndOfHorizon::Resale
                           ? tr("expected resale value at the end credited to owning")
                           : decision->endOfHorizon == EndOfHorizon::BookValue
                           ? tr("book value at the end credited to owning")
                           : tr("nothing credited at the end"));
        QList<QStringList> decisionRows;
        const QString unit = monthly ? tr("months") : tr("years");
        auto periods = [&](const std::optional<double> &v) {
            return v ? QStringLiteral("%1 %2").arg(*v, 0, 'f', 1).arg(unit) : tr("never");
        };
        const bool afterTax = decision->incomeTaxRate.has_value();
        for (const DecisionPair &p : decision->pairs) {
            decisionRows << QStringList{r.options[std::size_t(p.selfHostedIndex)].name + QStringLiteral(" / ")
                    + r.options[std::size_t(p.cloudIndex)].name,
                money(p.undiscountedSaving), money(p.npv),
                p.irr ? QStringLiteral("%1%").arg(*p.irr * 100.0, 0, 'f', 2) : tr("none"), periods(p.paybackPeriods),
                periods(p.discountedPaybackPeriods), money(p.terminalValue)};
            if (afterTax)
                decisionRows.back() << money(p.afterTaxNpv.value_or(0.0))
                                    << (p.afterTaxIrr ? QStringLiteral("%1%").arg(*p.afterTaxIrr * 100.0, 0, 'f', 2)
                                                      : tr("none"));
        }
        QStringList decisionHeader{tr("Own / rent"), tr("Saving (%1)").arg(cur), tr("NPV (%1)").arg(cur), tr("IRR"),
            tr("Payback"), tr("Discounted payback"),
            decision->endOfHorizon == EndOfHorizon::Resale ? tr("Resale value credited") : tr("Book value credited")};
        if (afterTax)
            decisionHeader << tr("After-tax NPV (%1)").arg(cur) << tr("After-tax IRR");
        out += textTable(decisionHeader, decisionRows);
        for (const DecisionPair &p : decision->pairs)
            if (!p.irr && p.signChanges == 0)
                notes << tr("%1 / %2: no IRR, the cash flows never change sign")
                             .arg(r.options[std::size_t(p.selfHostedIndex)].name,
                                 r.options[std::size_t(p.cloudIndex)].name);
            else if (!p.irr)
                notes << tr("%1 / %2: no IRR, no discount rate from -99.9% to 10,000% a period makes the NPV zero "
                            "(it is %3 at every rate)")
                             .arg(r.options[std::size_t(p.selfHostedIndex)].name,
                                 r.options[std::size_t(p.cloudIndex)].name,
                                 p.npv >= 0 ? tr("positive") : tr("negative"));
            else if (p.signChanges > 1)
                notes << tr("%1 / %2: the cash flows change sign %3 times; the IRR shown may not be the only one")
                             .arg(r.options[std::size_t(p.selfHostedIndex)].name,
                                 r.options[std::size_t(p.cloudIndex)].name)
                             .arg(p.signChanges);
    }
    for (const AwaitingQuote &q : r.awaitingQuotes)
        notes << tr("%1: not compared, %2").arg(q.optionName, q.reason);
    if (r.options.empty())
        notes << tr("no option can be compared yet: add options, or enter the prices that are awaited");
    if (!notes.isEmpty()) {
        out += tr("\nNotes\n");
        for (const QString &n : notes)
            out += QStringLiteral("- ") + n + QLatin1Char('\n');
    }
    return out;
}

namespace {

using ojson = nlohmann::ordered_json;

/*!
 * Streamed JSON text, laid out exactly as nlohmann's dump(2) lays out the whole tree: pieces
 * are appended to a buffer that goes to the sink whenever it passes 64 KiB (always between
 * two pieces, so never inside a UTF-8 character).
 */
class JsonOut
{
public:
    explicit JsonOut(const ResultWriter::JsonSink &sink)
        : mSink(sink)
    {
        mBuffer.reserve(kChunk + 8192);
    }

    void raw(std::string_view text)
    {
        mBuffer.append(text);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// `j` as dump(2) prints it nested `indent` spaces deep (strings never hold a raw newline).
    void value(const ojson &j, int indent)
    {
        append(j, indent);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// An object `j` printed like value() but left open after its last member, to append more.
    void openObject(const ojson &j, int indent)
    {
        append(j, indent);
        // Drop the closing "\n" + indent + "}" (still in the buffer: append() never flushes).
        mBuffer.resize(mBuffer.size() - std::size_t(indent) - 2);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// A double as nlohmann prints it (shortest round trip, "1.0" for whole numbers, null if not finite).
    void number(double v)
    {
        if (!std::isfinite(v)) {
            mBuffer.append("null");
            return;
        }
        char text[64];
        char *end = nlohmann::detail::to_chars(text, text + sizeof text, v);
        mBuffer.append(text, std::size_t(end - text));
    }
    void integer(long long v)
    {
        char text[24];
        const auto res = std::to_chars(text, text + sizeof text, v);
        mBuffer.append(text, std::size_t(res.ptr - text));
    }
    void flush()
    {
        if (!mBuffer.empty())
            mSink(std::string_view(mBuffer));
        mBuffer.clear();
    }

private:
    void append(const ojson &j, int indent)
    {
        const std::string text = j.dump(2);
        for (char c : text) {
            mBuffer.push_back(c);
            if (c == '\n')
                mBuffer.append(std::size_t(indent), ' ');
        }
    }

    static constexpr std::size_t kChunk = 64 * 1024;
    const ResultWriter::JsonSink &mSink;
    std::string mBuffer;
};

/// An array streamed element by element, `indent` spaces deep (its elements two more).
class JsonArray
{
public:
    JsonArray(JsonOut &out, int indent)
        : mOut(out)
        , mIndent(indent)
    { }
    /// Starts the next element: what follows is its text, `indent() + 2` spaces deep.
    void next()
    {
        mOut.raw(mCount++ == 0 ? std::string_view("[\n") : std::string_view(",\n"));
        mOut.raw(std::string(std::size_t(mIndent) + 2, ' '));
    }
    void add(const ojson &j)
    {
        next();
        mOut.value(j, mIndent + 2);
    }
    void close()
    {
        if (mCount == 0) {
            mOut.raw("[]");
            return;
        }
        mOut.raw("\n");
        mOut.raw(std::string(std::size_t(mIndent), ' '));
        mOut.raw("]");
    }

private:
    JsonOut &mOut;
    int mIndent;
    int mCount = 0;
};

/// The month-by-month series of an option, written by hand: 120 months of 1,000 options as
/// nlohmann trees were most of the time of compute --format json. The layout is dump(2)'s:
/// the "monthly" key 6 spaces deep, months 8, their members 10, categories 12.
void writeMonths(JsonOut &out, const OptionResult &o, const std::vector<std::string> &calendarMonths)
{
    if (o.monthly.empty()) {
        out.raw("[]");
        return;
    }
    static const std::string member(10, ' ');
    static const std::vector<std::string> categoryPrefix = [] {
        std::vector<std::string> v;
        for (Category c : kAllCategories)
            v.push_back("\n" + std::string(12, ' ') + '"' + categoryKey(c).toStdString() + "\": ");
        return v;
    }();
    out.raw("[\n");
    for (std::size_t m = 0; m < o.monthly.size(); ++m) {
        out.raw(m == 0 ? std::string_view("        {\n") : std::string_view(",\n        {\n"));
        out.raw(member);
        out.raw("\"month\": ");
        out.integer(static_cast<long long>(m) + 1);
        if (m < calendarMonths.size()) {
            out.raw(",\n");
            out.raw(member);
            out.raw("\"calendarMonth\": ");
            out.raw(calendarMonths[m]);
        }
        auto field = [&](std::string_view key, double v) {
            out.raw(",\n");
            out.raw(member);
            out.raw(key);
            out.number(v);
        };
        field("\"total\": ", o.monthlyTotal[m]);
        field("\"cumulative\": ", o.cumulative[m]);
        field("\"discounted\": ", o.monthlyDiscounted[m]);
        field("\"cumulativeDiscounted\": ", o.cumulativeDiscounted[m]);
        field("\"usefulGpuHours\": ", o.usefulGpuHoursByMonth[m]);
        if (m < o.taxSavingByMonth.size())
            field("\"taxSaving\": ", o.taxSavingByMonth[m]);
        out.raw(",\n");
        out.raw(member);
        out.raw("\"categories\": ");
        bool any = false;
        for (Category c : kAllCategories) {
            const double v = o.monthly[m][index(c)];
            if (v == 0.0)
                continue;
            out.raw(any ? std::string_view(",") : std::string_view("{"));
            out.raw(categoryPrefix[index(c)]);
            any = true;
            out.number(v);
        }
        out.raw(any ? std::string_view("\n          }") : std::string_view("{}"));
        out.raw("\n        }");
    }
    out.raw("\n      ]");
}

} // namespace

void ResultWriter::writeJson(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &r,
    const QString &sourceFile, const ScenarioResult *cash, const PairFilter &pairs)
{
    writeJsonTo(sink, scenario, r, sourceFile, nullptr, cash, pairs);
}

QByteArray ResultWriter::json(
    const Scenario &scenario, const ScenarioResult &r, const QString &sourceFile, const DecisionResult *decision)
{
    QByteArray out;
    writeJsonTo([&out](std::string_view text) { out.append(text.data(), qsizetype(text.size())); }, scenario, r,
        sourceFile, decision, nullptr, PairFilter());
    return out;
}

void ResultWriter::writeJsonTo(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &r,
    const QString &sourceFile, const DecisionResult *decision, const ScenarioResult *cash, const PairFilter &pairs)
{
    JsonOut out(sink);
    nlohmann::ordered_json root;
    root["outputVersion"] = 1;
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["scenario"] = {{"name", s(scenario.name)}, {"file", s(sourceFile)}};
    root["view"] = s(viewKey(r.view));
    root["currency"] = s(r.currency);
    root["horizonMonths"] = r.horizonMonths;
    root["hoursPerMonth"] = r.hoursPerMonth;
    root["discountRatePerYear"] = scenario.discountRatePerYear;
    root["monthlyDiscountRate"] = r.monthlyDiscountRate;
    root["demandGpusByMonth"] = r.demandGpusByMonth;
    auto rates = nlohmann::ordered_json::array();
    for (const RateUsed &u : r.ratesUsed)
        rates.push_back(
            {{"from", s(u.from)}, {"to", s(u.to)}, {"factor", u.factor}, {"asOf", s(u.asOf)}, {"source", s(u.source)}});
    root["exchangeRatesUsed"] = rates;
    // What the amounts include (VAT), and the settings and rates behind it.
    root["amountBasis"] = s(Tax::amountBasisKey(r.amountBasis));
    if (scenario.vat) {
        nlohmann::ordered_json ratesPercent;
        for (int c = 0; c < Tax::kVatClassCount; ++c) {
            const auto vc = Tax::VatClass(c);
            ratesPercent[Tax::vatClassKey(vc)]
                = Tax::rateIn(scenario.vat->rates, vc).value_or(Tax::defaultVatPercent(vc));
        }
        root["vat"] = {{"pricesIncludeVat", scenario.vat->pricesIncludeVat},
            {"inputVatRecoverable", scenario.vat->inputVatRecoverable},
            {"results", scenario.vat->results == VatResults::CostToCompany ? "costToCompany" : "excludingVat"},
            {"ratesPercent", ratesPercent}};
    }
    if (scenario.incomeTax)
        root["incomeTax"] = {{"ratePercent", scenario.incomeTax->rate * 100.0},
            {"depreciationYears", scenario.incomeTax->depreciationYears},
            {"fullDeduction", scenario.incomeTax->fullDeduction}, {"afterTaxComputed", r.incomeTaxRate.has_value()}};
    // The one ranking (models/engine/ranking.h): ids, or null when no option serves all demand.
    const Ranking ranking = rank(r);
    auto idOrNull = [&](int i) {
        return i < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s(r.options[std::size_t(i)].id));
    };
    // The end-of-horizon treatment of the comparison totals (credited in the cash view only).
    root["endOfHorizon"] = r.endOfHorizon == EndOfHorizon::BookValue ? "bookValue"
        : r.endOfHorizon == EndOfHorizon::Resale                     ? "resale"
                                                                     : "nothing";
    root["recommended"] = idOrNull(ranking.recommended);
    root["cheapest"] = idOrNull(ranking.cheapest);
    if (scenario.constraints.any()) {
        const Constraints &c = scenario.constraints;
        root["constraints"] = {{"acceleratorOrigin", c.origin == OriginRule::DomesticOnly ? "domestic" : "any"},
            {"dataResidency", c.residency == ResidencyRule::MainlandChina ? "mainlandChina" : "anywhere"},
            {"rdmaRequiredAboveGpus", optional(c.rdmaRequiredAboveGpus)},
            {"maxLeadTimeMonths", optional(c.maxLeadTimeMonths)}};
    }

    // Everything before "options" in one small tree, left open; then the options, break-evens
    // and pairs one at a time.
    out.openObject(root, 0);
    out.raw(",\n  \"options\": ");
    std::vector<std::string> calendarMonths; // "2027-03" per month, as JSON strings
    if (scenario.calendar.has())
        for (int m = 1; m <= r.horizonMonths; ++m)
            calendarMonths.push_back(ojson(s(Calendars::monthKey(scenario.calendar, m))).dump());
    JsonArray options(out, 2);
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        nlohmann::ordered_json j;
        j["id"] = s(o.id);
        j["name"] = s(o.name);
        j["kind"] = o.kind == OptionKind::Cloud ? "cloud" : "selfHosted";
        j["total"] = number(o.total);
        j["totalDiscounted"] = number(o.totalDiscounted); // PV of cost, not a decision's NPV
        // What the ranking compares: the totals less the end-of-horizon credit (docs/finance.md).
        j["endOfHorizonCredit"] = number(o.endOfHorizonCredit);
        j["comparisonTotal"] = number(o.comparisonTotal);
        j["comparisonDiscounted"] = number(o.comparisonDiscounted);
        j["hiddenFeesTotal"] = number(o.hiddenFeesTotal);
        j["usefulGpuHours"] = o.usefulGpuHours;
        j["unmetGpuHours"] = o.unmetGpuHours;
        j["slippedGpuHours"] = o.slippedGpuHours;
        j["servesAllDemand"] = servesAllDemand(o);
        j["costPerUsefulGpuHour"] = optional(o.costPerUsefulGpuHour);
        j["owedAfterHorizon"] = o.owedAfterHorizon;
        if (o.blendedRatePerInstanceHour)
            j["blendedRatePerInstanceHour"] = number(*o.blendedRatePerInstanceHour);
        j["sizing"] = {{"gpuModel",
                           o.sizing.gpuModel.isEmpty() ? nlohmann::ordered_json(nullptr)
                                                       : nlohmann::ordered_json(s(o.sizing.gpuModel))},
            {"referenceGpuModel",
                o.sizing.referenceModel.isEmpty() ? nlohmann::ordered_json(nullptr)
                                                  : nlohmann::ordered_json(s(o.sizing.referenceModel))},
            {"relativeThroughput", o.sizing.relativeThroughput}, {"throughputSource", s(o.sizing.sourceKey())},
            {"stackEfficiency", o.sizing.stackEfficiency}, {"factor", o.sizing.factor()},
            {"peakReferenceCards", o.peakReferenceCards}, {"peakCards", o.peakCards}};
        j["meetsConstraints"] = o.violations.empty();
        auto violations = nlohmann::ordered_json::array();
        for (const ConstraintViolation &v : o.violations)
            violations.push_back({{"constraint", s(v.key)}, {"reason", s(v.reason)}});
        j["constraintViolations"] = violations;
        nlohmann::ordered_json cats;
        for (Category c : kAllCategories)
            cats[s(categoryKey(c))] = number(o.categoryTotals[index(c)]);
        j["categoryTotals"] = cats;
        if (o.spotOverheadFraction)
            j["spot"] = {{"overheadFraction", *o.spotOverheadFraction},
                {"youngIntervalHours", optional(o.spotYoungIntervalHours)}};
        if (o.cheapestReservedInstances)
            j["cheapestReservedSplit"] = {{"reservedInstances", *o.cheapestReservedInstances},
                {"cost", number(*o.cheapestReservedCost)}, {"costAsEntered", number(o.costAsEntered)}};
        if (o.servers) {
            j["servers"] = *o.servers;
            j["racks"] = optional(o.racks);
            j["bookValueAtHorizonEnd"] = o.bookValueAtHorizonEnd;
            if (!scenario.finance.resaleByAge.empty())
                j["resaleValueAtHorizonEnd"] = o.resaleValueAtHorizonEnd;
        }
        if (scenario.vat)
            j["vatTotal"] = number(o.vatTotal);
        if (r.incomeTaxRate)
            j["incomeTax"] = {{"taxSavingTotal", number(o.taxSavingTotal)}, {"afterTaxTotal", number(o.afterTaxTotal)},
                {"afterTaxDiscounted", number(o.afterTaxDiscounted)},
                {"taxBasisAtHorizonEnd", number(o.taxBasisAtHorizonEnd)}};
        auto warnings = nlohmann::ordered_json::array();
        for (const QString &w : o.warnings)
            warnings.push_back(s(w));
        j["warnings"] = warnings;
        // Totals per fiscal year (plan years without a calendar); they add up to "total".
        auto years = nlohmann::ordered_json::array();
        for (const FiscalYear &fy : Calendars::fiscalYears(scenario.calendar, int(o.monthlyTotal.size()))) {
            double t = 0.0;
            for (int m = fy.firstMonth - 1; m < fy.lastMonth(); ++m)
                t += o.monthlyTotal[std::size_t(m)];
            years.push_back({{"label", s(Calendars::fiscalYearKey(scenario.calendar, fy))},
                {"firstMonth", fy.firstMonth}, {"months", fy.months}, {"total", number(t)}});
        }
        j["fiscalYears"] = years;
        if (r.budget && i < r.budget->options.size()) {
            const OptionBudget &ob = r.budget->options[i];
            j["fitsBudget"] = ob.fits;
            j["firstOverrunMonth"] = optional(ob.firstOverrunMonth);
        }
        options.next();
        out.openObject(j, 4);
        out.raw(",\n      \"monthly\": ");
        writeMonths(out, o, calendarMonths);
        out.raw("\n    }");
    }
    options.close();

    out.raw(",\n  \"breakEven\": ");
    JsonArray breakEvens(out, 2);
    for (const BreakEven &b : r.breakEvens) {
        if (!pairs.keeps(b.cloudIndex, b.selfHostedIndex))
            continue;
        nlohmann::ordered_json j;
        j["cloud"] = s(r.options[b.cloudIndex].id);
        j["selfHosted"] = s(r.options[b.selfHostedIndex].id);
        j["firstMonth"] = optional(b.firstMonth);
        j["paybackMonths"] = optional(b.paybackMonths);
        auto cs = nlohmann::ordered_json::array();
        for (const Crossing &c : b.crossings)
            cs.push_back({{"month", c.month}, {"exactMonth", c.exactMonth},
                {"direction", c.selfHostedBecomesCheaper ? "selfHostedCheaper" : "cloudCheaper"},
                {"cumulativeCloud", c.cumulativeCloud}, {"cumulativeSelfHosted", c.cumulativeSelfHosted}});
        j["crossings"] = cs;
        j["utilization"] = s(utilizationKey(b.utilization));
        j["breakEvenBusyHoursPerMonth"] = optional(b.breakEvenBusyHoursPerMonth);
        j["breakEvenUtilizationPercent"] = b.breakEvenBusyHoursPerMonth
            ? nlohmann::ordered_json(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100.0)
            : nlohmann::ordered_json(nullptr);
        breakEvens.add(j);
    }
    breakEvens.close();
    auto awaiting = nlohmann::ordered_json::array();
    for (const AwaitingQuote &q : r.awaitingQuotes)
        awaiting.push_back({{"id", s(q.optionId)}, {"name", s(q.optionName)}, {"reason", s(q.reason)}});
    out.raw(",\n  \"awaitingQuotes\": ");
    out.value(awaiting, 2);

    // Buy instead of rent: the pairs given, or computed one at a time from the cash view.
    std::optional<DecisionResult> computed;
    if (!decision && cash)
        computed = DecisionAnalysis::settings(scenario, *cash);
    const DecisionResult *settings = decision ? decision : computed ? &*computed : nullptr;
    if (settings) {
        auto pairJson = [&](const DecisionPair &p) {
            nlohmann::ordered_json j;
            j["selfHosted"] = s(r.options[std::size_t(p.selfHostedIndex)].id);
            j["cloud"] = s(r.options[std::size_t(p.cloudIndex)].id);
            j["flows"] = p.flows;
            j["terminalValue"] = number(p.terminalValue);
            j["undiscountedSaving"] = number(p.undiscountedSaving);
            j["npv"] = number(p.npv);
            j["irr"] = optional(p.irr);
            j["signChanges"] = p.signChanges;
            j["paybackPeriods"] = optional(p.paybackPeriods);
            j["discountedPaybackPeriods"] = optional(p.discountedPaybackPeriods);
            if (settings->incomeTaxRate)
                j["afterTax"] = {{"flows", p.afterTaxFlows}, {"terminalValue", number(p.afterTaxTerminalValue)},
                    {"npv", optional(p.afterTaxNpv)}, {"irr", optional(p.afterTaxIrr)}};
            return j;
        };
        const nlohmann::ordered_json head
            = {{"timing", settings->timing == FinanceTiming::Monthly ? "monthly" : "yearly"},
                {"period", settings->timing == FinanceTiming::Monthly ? "month" : "year"},
                {"periodRate", settings->periodRate},
                {"endOfHorizon",
                    settings->endOfHorizon == EndOfHorizon::BookValue     ? "bookValue"
                        : settings->endOfHorizon == EndOfHorizon::Nothing ? "nothing"
                                                                          : "resale"}};
        out.raw(",\n  \"decisions\": ");
        out.openObject(head, 2);
        out.raw(",\n    \"pairs\": ");
        JsonArray list(out, 4);
        if (decision) {
            for (const DecisionPair &p : decision->pairs)
                if (pairs.keeps(p.cloudIndex, p.selfHostedIndex))
                    list.add(pairJson(p));
        } else if (cash->ok() && cash->view == CostView::Cash && cash->options.size() == r.options.size()) {
            for (int i = 0; i < int(cash->options.size()); ++i) {
                if (cash->options[std::size_t(i)].kind != OptionKind::Cloud)
                    continue;
                for (int j = 0; j < int(cash->options.size()); ++j)
                    if (cash->options[std::size_t(j)].kind == OptionKind::SelfHosted && pairs.keeps(i, j))
                        list.add(pairJson(DecisionAnalysis::pair(*settings, *cash, i, j)));
            }
        }
        list.close();
        out.raw("\n  }");
    }
    out.raw("\n}\n");
    out.flush();
}

QString ResultWriter::csv(const Scenario &scenario, const ScenarioResult &r, const PairFilter &pairs)
{
    QByteArray out;
    writeCsv([&out](std::string_view text) { out.append(text.data(), qsizetype(text.size())); }, scenario, r, pairs);
    return QString::fromUtf8(out);
}

void ResultWriter::writeCsv(const TextSink &sink, const Scenario &, const ScenarioResult &r, const PairFilter &pairs)
{
    // Rows go to a buffer that goes to the sink whenever it passes 64 KiB (always after a whole
    // row): the text is never held whole (1,000 options with every pair: 42 MB of UTF-8, and
    // twice that as a QString).
    constexpr qsizetype kChunk = 64 * 1024;
    QByteArray buffer;
    buffer.reserve(kChunk + 4096);
    auto flush = [&] {
        if (!buffer.isEmpty())
            sink(std::string_view(buffer.constData(), std::size_t(buffer.size())));
        buffer.clear();
    };
    // Every text field goes through csvField (quoting, CSV injection): the option ids, which are
    // the user's, and the section names and keys, each once rather than once per row. A number
    // written here ('f', shortest round trip) is left as it is by csvField (a number, no comma,
    // quote or blank), so numbers are written as they are.
    auto field = [](const QString &text) { return csvField(text).toUtf8(); };
    auto number = [](double v) {
        // Shortest form that reads back as the same double: 398551.968, not 398551.96799999999.
        return std::isfinite(v) ? QString::number(v, 'f', QLocale::FloatingPointShortest).toUtf8() : QByteArray();
    };
    auto row = [&](const QByteArray &section, const QByteArray &option, const QByteArray &counterpart,
                   const QByteArray &key, const QByteArray &value) {
        buffer += section;
        buffer += ',';
        buffer += option;
        buffer += ',';
        buffer += counterpart;
        buffer += ',';
        buffer += key;
        buffer += ',';
        buffer += value;
        buffer += '\n';
        if (buffer.size() >= kChunk)
            flush();
    };
    buffer += "section,option,counterpart,key,value\n";
    std::vector<QByteArray> ids;
    ids.reserve(r.options.size());
    for (const OptionResult &o : r.options)
        ids.push_back(field(o.id));
    std::array<QByteArray, kCategoryCount> categoryKeys;
    for (Category c : kAllCategories)
        categoryKeys[index(c)] = field(categoryKey(c));
    const QByteArray none, total = field(QStringLiteral("total")), category = field(QStringLiteral("category"));
    const QByteArray totalDiscounted = field(QStringLiteral("totalDiscounted")),
                     hiddenFeesTotal = field(QStringLiteral("hiddenFeesTotal")),
                     usefulGpuHours = field(QStringLiteral("usefulGpuHours")),
                     costPerUsefulGpuHour = field(QStringLiteral("costPerUsefulGpuHour")),
                     endOfHorizonCredit = field(QStringLiteral("endOfHorizonCredit")),
                     comparisonTotal = field(QStringLiteral("comparisonTotal")),
                     comparisonDiscounted = field(QStringLiteral("comparisonDiscounted")),
                     vatTotal = field(QStringLiteral("vatTotal")),
                     taxSavingTotal = field(QStringLiteral("taxSavingTotal")),
                     afterTaxTotal = field(QStringLiteral("afterTaxTotal")),
                     afterTaxDiscounted = field(QStringLiteral("afterTaxDiscounted"));
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        const QByteArray &id = ids[i];
        row(total, id, none, total, number(o.total));
        row(total, id, none, totalDiscounted, number(o.totalDiscounted));
        row(total, id, none, hiddenFeesTotal, number(o.hiddenFeesTotal));
        row(total, id, none, usefulGpuHours, number(o.usefulGpuHours));
        row(total, id, none, costPerUsefulGpuHour, o.costPerUsefulGpuHour ? number(*o.costPerUsefulGpuHour) : none);
        if (o.kind == OptionKind::SelfHosted) { // what the ranking compares
            row(total, id, none, endOfHorizonCredit, number(o.endOfHorizonCredit));
            row(total, id, none, comparisonTotal, number(o.comparisonTotal));
            row(total, id, none, comparisonDiscounted, number(o.comparisonDiscounted));
        }
        if (r.amountBasis != AmountBasis::AsEntered)
            row(total, id, none, vatTotal, number(o.vatTotal));
        if (r.incomeTaxRate) {
            row(total, id, none, taxSavingTotal, number(o.taxSavingTotal));
            row(total, id, none, afterTaxTotal, number(o.afterTaxTotal));
            row(total, id, none, afterTaxDiscounted, number(o.afterTaxDiscounted));
        }
        for (Category c : kAllCategories)
            row(category, id, none, categoryKeys[index(c)], number(o.categoryTotals[index(c)]));
    }
    // What the amounts include, when VAT is modelled (docs/finance.md).
    if (r.amountBasis != AmountBasis::AsEntered)
        row(field(QStringLiteral("basis")), none, none, field(QStringLiteral("amountBasis")),
            field(Tax::amountBasisKey(r.amountBasis)));
    const QByteArray breakEven = field(QStringLiteral("breakEven")), crossing = field(QStringLiteral("crossing"));
    const QByteArray firstMonth = field(QStringLiteral("firstMonth")),
                     paybackMonths = field(QStringLiteral("paybackMonths")),
                     busyHours = field(QStringLiteral("breakEvenBusyHoursPerMonth")),
                     utilization = field(QStringLiteral("utilization")),
                     selfHostedCheaper = field(QStringLiteral("selfHostedCheaper")),
                     cloudCheaper = field(QStringLiteral("cloudCheaper"));
    const std::array<QByteArray, 3> utilizationKeys = {field(utilizationKey(BreakEven::Utilization::Found)),
        field(utilizationKey(BreakEven::Utilization::CloudCheaperAtAnyUse)),
        field(utilizationKey(BreakEven::Utilization::SelfHostedCheaperAtAnyUse))};
    for (const BreakEven &b : r.breakEvens) {
        if (!pairs.keeps(b.cloudIndex, b.selfHostedIndex))
            continue;
        const QByteArray &c = ids[std::size_t(b.cloudIndex)], &h = ids[std::size_t(b.selfHostedIndex)];
        row(breakEven, c, h, firstMonth, b.firstMonth ? QByteArray::number(*b.firstMonth) : none);
        row(breakEven, c, h, paybackMonths, b.paybackMonths ? number(*b.paybackMonths) : none);
        row(breakEven, c, h, busyHours, b.breakEvenBusyHoursPerMonth ? number(*b.breakEvenBusyHoursPerMonth) : none);
        row(breakEven, c, h, utilization, utilizationKeys[std::size_t(b.utilization)]);
        for (const Crossing &x : b.crossings)
            row(crossing, c, h, x.selfHostedBecomesCheaper ? selfHostedCheaper : cloudCheaper,
                QByteArray::number(x.month));
    }
    flush();
}

QString ResultWriter::splitNote(const OptionResult &o, const QString &currency, const QLocale &locale)
{
    if (!o.cheapestReservedInstances || !o.cheapestReservedCost)
        return {};
    const double saving = o.costAsEntered - *o.cheapestReservedCost;
    if (saving <= 0.005 * std::max(1.0, std::abs(o.costAsEntered)) / 100.0)
        return tr("the reserved base as entered is already the cheapest split (%1 incl. what is owed after the "
                  "horizon).")
            .arg(Money::formatWhole(o.costAsEntered, currency, locale));
    if (*o.cheapestReservedInstances == 0)
        return tr("the cheapest split reserves nothing and runs everything as burst capacity: %1 instead of %2 "
                  "(incl. what is owed after the horizon), %3 less.")
            .arg(Money::formatWhole(*o.cheapestReservedCost, currency, locale),
                Money::formatWhole(o.costAsEntered, currency, locale), Money::formatWhole(saving, currency, locale));
    return tr("the cheapest split reserves %1 instances each term and runs the rest as burst capacity: "
              "%2 instead of %3 (incl. what is owed after the horizon), %4 less.")
        .arg(*o.cheapestReservedInstances)
        .arg(Money::formatWhole(*o.cheapestReservedCost, currency, locale),
            Money::formatWhole(o.costAsEntered, currency, locale), Money::formatWhole(saving, currency, locale));
}

// ---------------------------------------------------------------- job, sensitivity, uncertainty

namespace {

using ojson = nlohmann::ordered_json;

ojson onumber(double v)
{
    return std::isfinite(v) ? ojson(v) : ojson(nullptr);
}

template<typename T> ojson ooptional(const std::optional<T> &v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

ojson ostrings(const QStringList &list)
{
    auto a = ojson::array();
    for (const QString &t : list)
        a.push_back(s(t));
    return a;
}

ojson distribution(const Distribution &d)
{
    return {{"max", onumber(d.max)}, {"mean", onumber(d.mean)}, {"min", onumber(d.min)}, {"p10", onumber(d.p10)},
        {"p50", onumber(d.p50)}, {"p90", onumber(d.p90)}};
}

void layout(const ojson &v, QByteArray &out, int indent);

/// The members of an object or array, one a line at @p indent levels of four spaces.
void layoutContent(const ojson &v, QByteArray &out, int indent)
{
    const QByteArray spaces(4 * indent, ' ');
    std::size_t left = v.size();
    for (auto it = v.begin(); it != v.end(); ++it) {
        out += spaces;
        if (v.is_object())
            out += QByteArray::fromStdString(ojson(it.key()).dump(-1, ' ', false, ojson::error_handler_t::replace))
                + ": ";
        layout(*it, out, indent);
        out += --left > 0 ? ",\n" : "\n";
    }
}

void layout(const ojson &v, QByteArray &out, int indent)
{
    switch (v.type()) {
    case ojson::value_t::object:
    case ojson::value_t::array:
        out += v.is_object() ? "{\n" : "[\n";
        layoutContent(v, out, indent + 1);
        out += QByteArray(4 * indent, ' ') + (v.is_object() ? '}' : ']');
        break;
    case ojson::value_t::number_integer: out += QByteArray::number(qint64(v.get<std::int64_t>())); break;
    case ojson::value_t::number_unsigned: out += QByteArray::number(quint64(v.get<std::uint64_t>())); break;
    case ojson::value_t::number_float: {
        const double d = v.get<double>();
        out += std::isfinite(d) ? QByteArray::number(d, 'g', QLocale::FloatingPointShortest) : QByteArray("null");
        break;
    }
    default: // strings, booleans, null
        out += QByteArray::fromStdString(v.dump(-1, ' ', false, ojson::error_handler_t::replace));
        break;
    }
}

/*!
 * @p root laid out as QJsonDocument::Indented lays it out (four spaces, "[\n    ]" for an
 * empty array, numbers in their shortest form, a newline at the end), so that the job,
 * sensitivity and uncertainty outputs stay byte for byte what they were before they were
 * written with nlohmann.
 */
QByteArray jsonText(const ojson &root)
{
    QByteArray out;
    layout(root, out, 0);
    return out + '\n';
}

ojson scenarioRef(const Scenario &scenario, const QString &file)
{
    return {{"file", s(file)}, {"name", s(scenario.name)}};
}

} // namespace

// Keys are written in alphabetical order: the order these outputs have always had.
QByteArray ResultWriter::jobJson(
    const Scenario &scenario, const JobResult &r, const QString &file, const MonteCarloSettings *mc)
{
    ojson root;
    root["currency"] = s(r.currency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["job"] = {{"deadlineHours", ooptional(r.deadlineHours)}, {"mfu", r.mfu}, {"name", s(r.jobName)},
        {"trainingFlops", ooptional(r.trainingFlops)}};
    root["monteCarlo"] = mc ? ojson{{"seed", std::to_string(mc->seed)}, {"trials", mc->trials}} : ojson(nullptr);
    auto options = ojson::array();
    for (const JobOptionResult &o : r.options) {
        ojson j;
        j["billedGpuHours"] = onumber(o.billedGpuHours);
        j["cost"] = o.priced ? onumber(o.cost) : ojson(nullptr);
        j["costPerUsefulGpuHour"] = ooptional(o.costPerUsefulGpuHour);
        j["dataCost"] = o.priced ? onumber(o.dataCost) : ojson(nullptr);
        j["gpus"] = o.gpus;
        j["id"] = s(o.id);
        j["instances"] = o.instances;
        j["interconnect"] = o.interconnectName.isEmpty() ? ojson(nullptr) : ojson(s(o.interconnectName));
        j["kind"] = o.kind == OptionKind::Cloud ? "cloud" : "selfHosted";
        j["meetsDeadline"] = ooptional(o.meetsDeadline);
        if (o.monteCarlo) {
            const MonteCarloResult &m = *o.monteCarlo;
            j["monteCarlo"] = {{"cost", distribution(m.cost)}, {"deadlineApplied", o.deadlineSimulated},
                {"deadlineMissShare", m.deadlineMissShare}, {"fallbackShare", m.fallbackShare},
                {"finishHours", distribution(m.finishHours)}, {"meanCheckpointHours", m.meanCheckpointHours},
                {"meanFallbackHours", m.meanFallbackHours}, {"meanInterruptions", m.meanInterruptions},
                {"meanLostHours", m.meanLostHours}, {"meanRestartHours", m.meanRestartHours},
                {"meanSpotHours", m.meanSpotHours}, {"overheadFraction", distribution(m.overheadFraction)},
                {"seed", std::to_string(m.seed)}, {"trials", m.trials}};
        }
        j["name"] = s(o.name);
        j["nodes"] = o.nodes;
        j["notPricedReason"] = o.priced ? ojson(nullptr) : ojson(s(o.notPricedReason));
        j["peakTflopsPerGpu"] = o.peakTflopsPerGpu > 0.0 ? ojson(o.peakTflopsPerGpu) : ojson(nullptr);
        j["pipelineEfficiency"] = o.pipelineEfficiency;
        j["priced"] = o.priced;
        j["scalingEfficiency"] = o.scalingEfficiency;
        if (o.spotOverheadFraction)
            j["spot"] = {{"dalyIntervalHours", ooptional(o.dalyIntervalHours)},
                {"overheadFraction", onumber(*o.spotOverheadFraction)},
                {"youngIntervalHours", ooptional(o.youngIntervalHours)}};
        j["storage"] = o.storageName.isEmpty() ? ojson(nullptr) : ojson(s(o.storageName));
        j["usefulGpuHours"] = onumber(o.usefulGpuHours);
        j["wallClockHours"] = o.priced ? onumber(o.wallClockHours) : ojson(nullptr);
        j["warnings"] = ostrings(o.warnings);
        j["why"] = ostrings(o.why);
        options.push_back(std::move(j));
    }
    root["options"] = std::move(options);
    root["outputVersion"] = 1;
    root["scenario"] = scenarioRef(scenario, file);
    return jsonText(root);
}

QByteArray ResultWriter::sensitivityJson(const Scenario &scenario, const SensitivityResult &r, const QString &file)
{
    const bool breakEven = r.metric == SensitivityMetric::BreakEvenMonth;
    // A break-even month beyond the horizon is null.
    auto month = [](double v, bool beyond) { return beyond ? ojson(nullptr) : onumber(v); };
    ojson root;
    if (breakEven)
        root["baselineBreakEvenMonth"] = month(r.baselineOutcome, r.baselineBeyondHorizon);
    else
        root["baselineDifference"] = onumber(r.baselineOutcome);
    root["currency"] = s(scenario.reportingCurrency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    if (breakEven)
        root["horizonMonths"] = scenario.horizonMonths;
    root["metric"] = breakEven ? "breakEvenMonth" : "totalCostDifference";
    root["optionA"] = s(r.optionA);
    root["optionB"] = s(r.optionB);
    root["outputVersion"] = 1;
    root["percent"] = r.percent;
    auto rows = ojson::array();
    for (const SensitivityRow &row : r.rows) {
        ojson o;
        o["baselineValue"] = onumber(row.baselineValue);
        o["driver"] = s(row.key);
        if (breakEven)
            o["highBreakEvenMonth"] = month(row.highOutcome, row.highBeyondHorizon);
        else
            o["highDifference"] = onumber(row.highOutcome);
        o["highValue"] = onumber(row.highValue);
        if (breakEven)
            o["lowBreakEvenMonth"] = month(row.lowOutcome, row.lowBeyondHorizon);
        else
            o["lowDifference"] = onumber(row.lowOutcome);
        o["lowValue"] = onumber(row.lowValue);
        o["name"] = s(row.name);
        o["swing"] = onumber(row.swing());
        o["unit"] = s(row.unit);
        rows.push_back(std::move(o));
    }
    root["rows"] = std::move(rows);
    root["scenario"] = scenarioRef(scenario, file);
    root["view"] = "cash";
    return jsonText(root);
}

QByteArray ResultWriter::uncertaintyJson(const Scenario &scenario, const UncertaintyResult &r, const QString &file)
{
    ojson root;
    root["currency"] = s(scenario.reportingCurrency);
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["inputs"] = ostrings(r.inputsUsed);
    auto options = ojson::array();
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBands &b = r.options[i];
        auto months = ojson::array();
        for (std::size_t m = 0; m < b.p10.size(); ++m)
            months.push_back({{"month", int(m + 1)}, {"p10", onumber(b.p10[m])}, {"p50", onumber(b.p50[m])},
                {"p90", onumber(b.p90[m])}});
        options.push_back({{"cumulative", std::move(months)}, {"id", s(b.id)}, {"name", s(scenario.options[i].name)},
            {"totalP10", onumber(b.totalP10)}, {"totalP50", onumber(b.totalP50)}, {"totalP90", onumber(b.totalP90)}});
    }
    root["options"] = std::move(options);
    root["outputVersion"] = 1;
    root["scenario"] = scenarioRef(scenario, file);
    root["seed"] = std::to_string(r.seed);
    root["trials"] = r.trials;
    root["view"] = "cash";
    return jsonText(root);
}

} // namespace gputco
