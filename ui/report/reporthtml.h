#pragma once

#include "budget.h"
#include "calendar.h"
#include "costengine.h"
#include "decision.h"
#include "money.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// The HTML and the number formats of the report's sections (ReportBuilder): internal to
// ui/report, included by the report's own files only.

namespace gputco {

/// The display unit of the report being written (ReportInput::displayUnit); Auto: whole
/// currency units, 万元 beside large yuan amounts in Chinese summaries.
extern DisplayUnit gDisplayUnit;

/// `s` without bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069):
/// a name with a right-to-left override printed "evil" as "live" (issue 33).
QString withoutBidiControls(const QString &s);
/// `s` for HTML: escaped, without bidirectional controls.
QString esc(const QString &s);
/// An amount in a summary or a table of totals: whole currency units (the cents of a
/// multi-million total are noise; the engine keeps them), or in the display unit with it
/// named: "1,234.57万元", "0.18 × 100M CNY", "12.35 M USD".
QString money(double v, const QString &cur);
/// A money column's header: "Total (万元)" in a display unit, else as it is.
QString moneyHeader(const QString &header, const QString &cur);
/// An amount in a sentence of the summary: in Chinese, a yuan amount of 100,000 or more also
/// in 万元, as Chinese finance readers count ("¥17,107,079（约1,710.7万元）").
QString summaryMoney(double v, const QString &cur);
/// A price per unit (per useful GPU-hour), where the cents matter.
QString cents(double v, const QString &cur);
QString number(double v, int decimals);
/// What goes between two sentences or a sentence and its parenthesis: a space in English,
/// nothing in Chinese (full-width punctuation carries its own space).
QString sentenceGap();
/// Sentences of one paragraph: a space between them in English, none after 。 in Chinese.
QString sentences(const QStringList &parts);
/// A number with as many decimals as it has (up to `maxDecimals`), none when whole: counts,
/// months and unit prices without fake decimals ("25.6", "19", "361.397", "1,150,000").
QString trimmed(double v, int maxDecimals = 6);
/// A unit price: as many decimals as it was given (up to 6), at least the cents when it has any.
QString unitPrice(double v, const QString &cur);
/// A date as readers of the language write it: "3 December 2026", "2026年12月3日".
QString dateText(const QDate &d);
/// A discount off a list price, both ways: "45 % off" and the Chinese "5.5折" (pay 55 %).
QString discountText(double percentOff);
/// A table; a newline in a cell starts a new line in it. Long tables are split into tables of
/// at most 40 rows, each with its header.
QString table(const QStringList &header, const QList<QStringList> &rows, const QList<int> &rightAligned = {});
QString heading(const QString &text, bool newPage = false);
QString pricingName(const CloudOption &c);
/// A month in running text: "month 7", or the calendar month ("2027-07" / "2027年7月").
QString monthText(const Calendar &calendar, int month);
/// Where an option's worst overrun lies: the fiscal year's label, or the horizon.
QString overrunPeriod(const BudgetResult &b, const OptionBudget &o);
/// Which part of a split budget the worst overrun breaks: "the capex budget", "the opex budget"
/// or "the budget" (both, or a budget not split).
QString overrunPart(const OptionBudget &o);
/// Headroom (left over) or overrun of a budget, for a table cell.
QString headroomText(const std::optional<double> &headroom, const QString &cur);
/// VAT and income tax (issue 13): what the amounts include, and with income tax the after-tax
/// totals per option and the after-tax NPV of each buy-versus-rent pair. HTML, placed under the
/// totals table.
QString taxBasisSection(const ScenarioResult &r, const DecisionResult &decision);
/// Subsidies and tax incentives (Tax::incentives()), a line each with its source; empty when
/// there are none.
QString incentiveSection(const Scenario &s, const ScenarioResult &r);

} // namespace gputco
