#include "reporthtml.h"

#include "percent.h"
#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gputco {

namespace {

/// This file's messages, in the context of ReportWriter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ReportWriter)
};

bool chinese()
{
    return QLocale().language() == QLocale::Chinese;
}

/// The row of the worst overrun (a fiscal year, or the horizon).
const FiscalYearSpend &overrunRow(const OptionBudget &o)
{
    if (o.worstFiscalYearIndex && std::size_t(*o.worstFiscalYearIndex) < o.fiscalYears.size())
        return o.fiscalYears[std::size_t(*o.worstFiscalYearIndex)];
    return o.horizon;
}

} // namespace

QString withoutBidiControls(const QString &s)
{
    QString text = s;
    text.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
    });
    return text;
}

QString esc(const QString &s)
{
    return withoutBidiControls(s).toHtmlEscaped();
}

DisplayUnit gDisplayUnit = DisplayUnit::Auto;

/// An amount in a summary or a table of totals: whole currency units (the cents of a
/// multi-million total are noise; the engine keeps them), or in the display unit with it
/// named: "1,234.57万元", "0.18 × 100M CNY", "12.35 M USD".
QString money(double v, const QString &cur)
{
    if (gDisplayUnit == DisplayUnit::Auto)
        return Money::formatWhole(v, cur);
    const QString label = Money::unitLabel(gDisplayUnit, cur);
    if (label.front().unicode() >= 0x3000) // 万元: no space after the number
        return Money::inUnit(v, gDisplayUnit, cur) + label;
    // "0.18 × 100M CNY" (a multiple of the unit), "12.35 M USD".
    return Money::inUnit(v, gDisplayUnit, cur) + (label.front().isDigit() ? QStringLiteral(" × ") : QStringLiteral(" "))
        + label;
}

/// A money column's header: "Total (万元)" in a display unit, else as it is.
QString moneyHeader(const QString &header, const QString &cur)
{
    return gDisplayUnit == DisplayUnit::Auto ? header
                                             : Tr::tr("%1 (%2)").arg(header, Money::unitLabel(gDisplayUnit, cur));
}

/// An amount in a sentence of the summary: in Chinese, a yuan amount of 100,000 or more also
/// in 万元, as Chinese finance readers count ("¥17,107,079（约1,710.7万元）").
QString summaryMoney(double v, const QString &cur)
{
    if (gDisplayUnit != DisplayUnit::Auto || QLocale().language() != QLocale::Chinese || cur != QLatin1String("CNY")
        || std::abs(v) < 1e5)
        return money(v, cur);
    return money(v, cur) + QStringLiteral("（约%1万元）").arg(QLocale().toString(v / 1e4, 'f', 1));
}

/// A price per unit (per useful GPU-hour), where the cents matter.
QString cents(double v, const QString &cur)
{
    return Money::format(v, cur);
}

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

/// What goes between two sentences or a sentence and its parenthesis: a space in English,
/// nothing in Chinese (full-width punctuation carries its own space).
QString sentenceGap()
{
    return chinese() ? QString() : QStringLiteral(" ");
}

/// Sentences of one paragraph: a space between them in English, none after 。 in Chinese.
QString sentences(const QStringList &parts)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.isEmpty())
            kept << p;
    return kept.join(chinese() ? QString() : QStringLiteral(" "));
}

/// A number with as many decimals as it has (up to `maxDecimals`), none when whole: counts,
/// months and unit prices without fake decimals ("25.6", "19", "361.397", "1,150,000").
QString trimmed(double v, int maxDecimals)
{
    QString t = QLocale().toString(v, 'f', maxDecimals);
    const QChar point = QLocale().decimalPoint().isEmpty() ? QLatin1Char('.') : QLocale().decimalPoint().at(0);
    if (t.contains(point)) {
        while (t.endsWith(QLatin1Char('0')))
            t.chop(1);
        if (t.endsWith(point))
            t.chop(1);
    }
    return t;
}

/// A unit price: as many decimals as it was given (up to 6), at least the cents when it has any.
QString unitPrice(double v, const QString &cur)
{
    QString t = trimmed(std::abs(v));
    const QString point = QLocale().decimalPoint();
    if (t.contains(point) && t.section(point, 1).size() == 1)
        t += QLatin1Char('0');
    return (v < 0 ? QStringLiteral("-") : QString()) + Money::symbol(cur) + t;
}

/// A date as readers of the language write it: "3 December 2026", "2026年12月3日".
QString dateText(const QDate &d)
{
    return chinese() ? QStringLiteral("%1年%2月%3日").arg(d.year()).arg(d.month()).arg(d.day())
                     : QLocale().toString(d, QStringLiteral("d MMMM yyyy"));
}

/// A discount off a list price, both ways: "45 % off" and the Chinese "5.5折" (pay 55 %).
QString discountText(double percentOff)
{
    // Enough decimals that 99.9999 % off is not "100 % off (0折)" (issue 33).
    const double pay = (100.0 - percentOff) / 10.0;
    return Tr::tr("%1 % off (%2折)")
        .arg(trimmed(percentOff, Percent::decimalsFor(percentOff, 2)), trimmed(pay, Percent::decimalsFor(pay, 3)));
}

/// Rows of one table at most: a longer table is split into tables of this many rows, each
/// with its header, so that QTextDocument lays out and paginates small tables (issue 17; the
/// effect of the split alone on the report's time was not measured apart from the pair limit).
constexpr int kRowsPerTable = 40;

/// A table; a newline in a cell starts a new line in it. Long tables are split (kRowsPerTable).
QString table(const QStringList &header, const QList<QStringList> &rows, const QList<int> &rightAligned)
{
    QString head = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
                                  "style=\"border-collapse: collapse; border-color: #999;\"><thead><tr>");
    for (const QString &c : header)
        head += QStringLiteral("<th style=\"background-color:#e8eef6;\">") + esc(c) + QStringLiteral("</th>");
    head += QStringLiteral("</tr></thead>"); // repeated on every page the table runs onto
    QString h = head;
    for (int row = 0; row < int(rows.size()); ++row) {
        const QStringList &r = rows[row];
        if (row > 0 && row % kRowsPerTable == 0)
            h += QStringLiteral("</table>") + head;
        h += QStringLiteral("<tr>");
        for (int i = 0; i < int(r.size()); ++i)
            h += (rightAligned.contains(i) ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>"))
                + esc(r[i]).replace(QLatin1Char('\n'), QStringLiteral("<br>")) + QStringLiteral("</td>");
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString heading(const QString &text, bool newPage)
{
    return QStringLiteral("<h2 style=\"%1color:#1f3b63;\">%2</h2>")
        .arg(newPage ? QStringLiteral("page-break-before: always; ") : QString(), esc(text));
}

QString pricingName(const CloudOption &c)
{
    QStringList parts;
    if (c.reserved)
        parts << Tr::tr("reserved %1 months").arg(c.reserved->termMonths);
    if (c.onDemand)
        parts << Tr::tr("on-demand");
    if (c.spot)
        parts << Tr::tr("spot");
    return parts.join(QStringLiteral(" + "));
}

/// A month in running text: "month 7", or the calendar month ("2027-07" / "2027年7月").
QString monthText(const Calendar &calendar, int month)
{
    return calendar.has() ? Calendars::monthLabel(calendar, month) : Tr::tr("month %1").arg(month);
}

/// Where an option's worst overrun lies: the fiscal year's label, or the horizon.
QString overrunPeriod(const BudgetResult &b, const OptionBudget &o)
{
    if (o.worstFiscalYearIndex && std::size_t(*o.worstFiscalYearIndex) < o.fiscalYears.size())
        return Calendars::fiscalYearLabel(b.calendar, o.fiscalYears[std::size_t(*o.worstFiscalYearIndex)].fiscalYear);
    return Tr::tr("the horizon");
}

/// Which part of a split budget the worst overrun breaks: "the capex budget", "the opex budget"
/// or "the budget" (both, or a budget not split).
QString overrunPart(const OptionBudget &o)
{
    const FiscalYearSpend &row = overrunRow(o);
    const bool capex = row.headroomCapex && *row.headroomCapex < 0;
    const bool opex = row.headroomOpex && *row.headroomOpex < 0;
    if (capex && !opex)
        return Tr::tr("the capex budget");
    if (opex && !capex)
        return Tr::tr("the opex budget");
    return Tr::tr("the budget");
}

/// Headroom (left over) or overrun of a budget, for a table cell.
QString headroomText(const std::optional<double> &headroom, const QString &cur)
{
    if (!headroom)
        return QStringLiteral("–");
    return *headroom < 0 ? Tr::tr("over by %1").arg(money(-*headroom, cur)) : money(*headroom, cur);
}

/// VAT and income tax (issue 13): what the amounts include, and with income tax the after-tax
/// totals per option and the after-tax NPV of each buy-versus-rent pair. HTML, placed under the
/// totals table.
QString incentiveSection(const Scenario &s, const ScenarioResult &r)
{
    const std::vector<Tax::Incentive> lines = Tax::incentives(s, r);
    if (lines.empty())
        return {};
    QList<QStringList> rows;
    for (const Tax::Incentive &i : lines)
        rows << QStringList{i.option, i.what, money(i.amount, r.currency),
            i.source.isEmpty()     ? Tr::tr("not stated")
                : i.asOf.isEmpty() ? i.source
                                   : Tr::tr("%1, as of %2").arg(i.source, i.asOf)};
    return table(
        {Tr::tr("Subsidies and tax incentives"), Tr::tr("Line"), Tr::tr("Amount"), Tr::tr("Source")}, rows, {2});
}

QString taxBasisSection(const ScenarioResult &r, const DecisionResult &decision)
{
    const QString cur = r.currency;
    QString html = QStringLiteral("<p>%1</p>").arg(esc(Tax::basisSentence(r)));
    if (!r.incomeTaxRate)
        return html;
    QList<QStringList> rows;
    for (const OptionResult &o : r.options)
        rows << QStringList{
            o.name, money(o.taxSavingTotal, cur), money(o.afterTaxTotal, cur), money(o.afterTaxDiscounted, cur)};
    for (const DecisionPair &p : decision.pairs)
        if (p.afterTaxNpv)
            rows << QStringList{
                Tr::tr("Buy %1 instead of renting %2")
                    .arg(r.options[std::size_t(p.selfHostedIndex)].name, r.options[std::size_t(p.cloudIndex)].name),
                QStringLiteral("–"), QStringLiteral("–"), Tr::tr("NPV %1").arg(money(*p.afterTaxNpv, cur))};
    html += table({Tr::tr("After income tax"), Tr::tr("Tax saved"), Tr::tr("After-tax total"),
                      Tr::tr("After-tax PV of cost / NPV")},
        rows, {1, 2, 3});
    return html;
}

} // namespace gputco
