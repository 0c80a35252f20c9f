#include "calendar.h"

#include <QCoreApplication>
#include <algorithm>

namespace gputco {

namespace {

/// This file's messages, in the context of Calendars (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Calendars)
};

/// Months since year 0 of plan month `month` (1-based).
int absoluteMonth(const Calendar &c, int month)
{
    return c.startYear * 12 + (c.startMonth - 1) + (month - 1);
}

} // namespace

std::pair<int, int> Calendars::yearMonth(const Calendar &c, int month)
{
    const int a = absoluteMonth(c, month);
    return {a / 12, a % 12 + 1};
}

int Calendars::fiscalYearOf(const Calendar &c, int year, int month)
{
    const int fs = std::clamp(c.fiscalYearStartMonth, 1, 12);
    const int startYear = month >= fs ? year : year - 1;
    return fs == 1 || c.naming == FiscalYearNaming::StartYear ? startYear : startYear + 1;
}

std::vector<FiscalYear> Calendars::fiscalYears(const Calendar &c, int horizonMonths)
{
    std::vector<FiscalYear> out;
    for (int m = 1; m <= horizonMonths; ++m) {
        int year;
        if (c.has()) {
            const auto [y, mo] = yearMonth(c, m);
            year = fiscalYearOf(c, y, mo);
        } else {
            year = (m - 1) / 12 + 1;
        }
        if (out.empty() || out.back().year != year)
            out.push_back({year, m, 0});
        ++out.back().months;
    }
    return out;
}

int Calendars::fiscalYearIndex(const Calendar &c, int month)
{
    if (!c.has())
        return (month - 1) / 12;
    // Months before the first fiscal year boundary belong to index 0.
    const int fs = std::clamp(c.fiscalYearStartMonth, 1, 12);
    const int offset = (c.startMonth - fs + 12) % 12; // months of the first FY before plan month 1
    return (offset + month - 1) / 12;
}

QString Calendars::monthKey(const Calendar &c, int month)
{
    if (!c.has())
        return QString::number(month);
    const auto [y, mo] = yearMonth(c, month);
    return QStringLiteral("%1-%2").arg(y, 4, 10, QLatin1Char('0')).arg(mo, 2, 10, QLatin1Char('0'));
}

QString Calendars::monthTick(const Calendar &c, int month)
{
    if (!c.has())
        return QString::number(month);
    const auto [y, mo] = yearMonth(c, month);
    //: Calendar month on axes and in tables; {yyyy} = year, {mm} = month with leading zero, {m} = month
    QString pattern = Tr::tr("{yyyy}-{mm}");
    return pattern.replace(QLatin1String("{yyyy}"), QString::number(y))
        .replace(QLatin1String("{mm}"), QStringLiteral("%1").arg(mo, 2, 10, QLatin1Char('0')))
        .replace(QLatin1String("{m}"), QString::number(mo));
}

QString Calendars::monthLabel(const Calendar &c, int month)
{
    if (!c.has())
        return Tr::tr("Month %1").arg(month);
    return monthTick(c, month);
}

QString Calendars::fiscalYearKey(const Calendar &c, const FiscalYear &fy)
{
    return c.has() ? QStringLiteral("FY%1").arg(fy.year) : QStringLiteral("Y%1").arg(fy.year);
}

QString Calendars::fiscalYearLabel(const Calendar &c, const FiscalYear &fy)
{
    return c.has() ? Tr::tr("FY%1").arg(fy.year) : Tr::tr("Year %1").arg(fy.year);
}

QString Calendars::startText(const Calendar &c)
{
    if (!c.has())
        return {};
    return QStringLiteral("%1-%2").arg(c.startYear, 4, 10, QLatin1Char('0')).arg(c.startMonth, 2, 10, QLatin1Char('0'));
}

} // namespace gputco
