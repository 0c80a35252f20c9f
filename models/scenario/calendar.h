#pragma once

#include "scenario.h"

#include <QString>

#include <vector>

namespace gputco {

/// One fiscal year as far as it lies inside the horizon (a short first or last one is cut).
struct FiscalYear
{
    int year = 0; ///< the year that names it (FY2027 = 2027), or the plan year 1, 2, ...
    int firstMonth = 1; ///< plan month (1-based) of its first month inside the horizon
    int months = 12; ///< its months inside the horizon, 1..12

    int lastMonth() const { return firstMonth + months - 1; }
};

/*!
 * Plan months as calendar months and plan years as fiscal years (Scenario::calendar).
 *
 * With a calendar, plan month 1 is Calendar::startYear-startMonth, and a fiscal year runs
 * from Calendar::fiscalYearStartMonth for 12 months, named by the calendar year it ends in
 * (FiscalYearNaming::EndYear) or starts in. A horizon that starts or ends inside a fiscal year
 * has a short first or last fiscal year. Without a calendar, years are plan years: months
 * 1-12 are year 1, 13-24 year 2, and so on; the last may be short.
 *
 * Keys are language-neutral ("2027-03", "FY2027", "M3", "Y1") for JSON and CSV; labels are
 * translated ("2027年3月", "2027财年").
 */
namespace Calendars {

/// The fiscal years the first `horizonMonths` plan months fall into, in order; their months add
/// up to the horizon.
std::vector<FiscalYear> fiscalYears(const Calendar &calendar, int horizonMonths);
/// Index into fiscalYears() of plan month `month` (1-based).
int fiscalYearIndex(const Calendar &calendar, int month);
/// The fiscal year (its naming year) of the calendar month year-month.
int fiscalYearOf(const Calendar &calendar, int year, int month);
/// Calendar year and month (1..12) of plan month `month` (1-based); needs a calendar.
std::pair<int, int> yearMonth(const Calendar &calendar, int month);

/// "2027-03" with a calendar, "3" without.
QString monthKey(const Calendar &calendar, int month);
/// "2027-03" / "2027年3月" with a calendar, "Month 3" / "第 3 个月" without.
QString monthLabel(const Calendar &calendar, int month);
/// Axis tick: "2027-03" / "2027年3月" with a calendar, "3" without.
QString monthTick(const Calendar &calendar, int month);
/// "FY2027" with a calendar, "Y1" without.
QString fiscalYearKey(const Calendar &calendar, const FiscalYear &fy);
/// "FY2027" / "2027财年" with a calendar, "Year 1" / "第 1 年" without.
QString fiscalYearLabel(const Calendar &calendar, const FiscalYear &fy);
/// "YYYY-MM" of the calendar's start, or "" without a calendar.
QString startText(const Calendar &calendar);

} // namespace Calendars

} // namespace gputco
