#include "exporter.h"

#include "cataloglookup.h"
#include "chartpainter.h"
#include "csv.h"
#include "decision.h"
#include "pricelines.h"
#include "savefile.h"
#include "tax.h"
#include "translate.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>
#include <QTemporaryFile>
#include <QVariant>

#include <xlsxwriter.h>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

QString tr(const char *text)
{
    return translated("gputco::Exporter", text);
}

/// Writes a finished export with saveBytes(): empty, or the message naming the file and why.
QString save(const QString &fileName, const QByteArray &bytes)
{
    if (const QString reason = saveBytes(fileName, bytes); !reason.isEmpty())
        return tr("%1: cannot be written: %2").arg(fileName, reason);
    return {};
}

/// The monthly series' columns; with a calendar the calendar month (YYYY-MM) comes last, so
/// the columns before it are the same with or without one.
QStringList seriesHeader(const ScenarioResult &r)
{
    QStringList h{tr("Option"), tr("Month")};
    for (Category c : kAllCategories)
        h << categoryName(c);
    h << tr("Total") << tr("Cumulative") << tr("Discounted");
    if (r.calendar.has())
        h << tr("Calendar month");
    return h;
}

/// A1 reference of a 0-based cell: (0, 0) is "A1".
QString cellRef(int row, int col)
{
    QString letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return letters + QString::number(row + 1);
}

/// $A$1 reference of a 0-based cell.
QString absCellRef(int row, int col)
{
    const QString ref = cellRef(row, col);
    const qsizetype digits = std::find_if(ref.begin(), ref.end(), [](QChar c) { return c.isDigit(); }) - ref.begin();
    return QLatin1Char('$') + ref.left(digits) + QLatin1Char('$') + ref.mid(digits);
}

/// A sheet name as formulas write it: quoted, with quotes doubled ('Monthly', '月度').
QString sheetRef(const QString &name)
{
    QString quoted = name;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/// Keeps an xlsx string alive for the C API.
struct Utf8
{
    QByteArray bytes;
    explicit Utf8(const QString &s)
        : bytes(s.toUtf8())
    { }
    const char *c() const { return bytes.constData(); }
};

void paintChart(Exporter::Chart chart, QPainter &p, const QRectF &rect, const ScenarioResult &r)
{
    if (chart == Exporter::Chart::Cumulative)
        ChartPainter::paintCumulative(p, rect, r, nullptr, r.calendar);
    else
        ChartPainter::paintCategories(p, rect, r);
}

} // namespace

QString Exporter::writeXlsx(
    const Scenario &scenario, const ScenarioResult &r, const QString &fileName, const XlsxSources &sources)
{
    // libxlsxwriter 1.1.4 writes only to a path (no memory buffer yet): it writes a temporary
    // file of our own, whose bytes then replace the target atomically like every other export.
    // Never a name beside the target: that could be the user's file, and a kill would leave it.
    QTemporaryFile tmp(QDir::tempPath() + QStringLiteral("/gputco-export-XXXXXX.xlsx"));
    if (!tmp.open())
        return tr("%1: cannot be written: %2").arg(fileName, tmp.errorString());
    tmp.close(); // libxlsxwriter opens it by name; the object removes it when it goes
    const TemporaryFileCleanup onSignal(tmp.fileName()); // and SIGINT/SIGTERM remove it too
    lxw_workbook_options options{};
    options.constant_memory = LXW_FALSE;
    options.tmpdir = nullptr;
    const Utf8 tmpName(tmp.fileName());
    lxw_workbook *wb = workbook_new_opt(tmpName.c(), &options);
    if (!wb)
        return tr("%1: cannot be written").arg(fileName);
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    lxw_format *moneyFormat = workbook_add_format(wb);
    format_set_num_format(moneyFormat, "#,##0.00");
    lxw_format *hoursFormat = workbook_add_format(wb);
    format_set_num_format(hoursFormat, "#,##0");
    lxw_format *percentFormat = workbook_add_format(wb);
    format_set_num_format(percentFormat, "0.0%");
    lxw_format *decimalFormat = workbook_add_format(wb);
    format_set_num_format(decimalFormat, "0.00");
    lxw_format *inputPercentFormat = workbook_add_format(wb);
    format_set_num_format(inputPercentFormat, "0.00%");
    format_set_bg_color(inputPercentFormat, 0xFFF2CC);

    auto sheet = [&](const QString &name) { return workbook_add_worksheet(wb, Utf8(name).c()); };
    auto text = [&](lxw_worksheet *ws, int row, int col, const QString &s, lxw_format *f = nullptr) {
        worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(col), Utf8(s).c(), f);
    };
    auto num = [&](lxw_worksheet *ws, int row, int col, double v, lxw_format *f) {
        if (std::isfinite(v))
            worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(col), v, f);
    };
    // A formula with the engine's value as its cached result, so that viewers that do not
    // recalculate show the number; Excel, WPS and LibreOffice recalculate it from the cells.
    auto formula = [&](lxw_worksheet *ws, int row, int col, const QString &f, double cached, lxw_format *fmt) {
        worksheet_write_formula_num(
            ws, lxw_row_t(row), lxw_col_t(col), Utf8(f).c(), fmt, std::isfinite(cached) ? cached : 0.0);
    };

    const bool tax = scenario.incomeTax.has_value() && r.view == CostView::Cash;
    const QString cur = r.currency;
    const QString monthlyName = tr("Monthly");
    const QString inputsName = tr("Inputs");

    // ---- Where every column of the Monthly sheet is (the sheets of totals refer to it).
    const int kCat0 = 2; // first category column
    const int colTotal = kCat0 + int(kCategoryCount);
    const int colCumulative = colTotal + 1;
    const int colDiscounted = colTotal + 2;
    const int colTaxSaved = tax ? colTotal + 3 : -1;
    const int colAfterTax = tax ? colTotal + 4 : -1;
    const int colAfterTaxDiscounted = tax ? colTotal + 5 : -1;
    const int colCalendar = (tax ? colTotal + 6 : colTotal + 3);
    std::vector<int> firstRow(r.options.size()); // 0-based row of each option's month 1
    {
        int row = 1;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            firstRow[i] = row;
            row += int(r.options[i].monthly.size());
        }
    }
    // Monthly!C2:C25: option i's months first..last (1-based plan months) of column col.
    auto monthlyRange = [&](std::size_t i, int col, int first, int last) {
        return QStringLiteral("%1!%2:%3")
            .arg(sheetRef(monthlyName), cellRef(firstRow[i] + first - 1, col), cellRef(firstRow[i] + last - 1, col));
    };
    auto monthlyRangeAll
        = [&](std::size_t i, int col) { return monthlyRange(i, col, 1, int(r.options[i].monthly.size())); };

    // ---- Inputs: the assumptions (the discount rate is the cell the discounted columns use)
    // and every price line with its unit, source and date.
    lxw_worksheet *inputs = nullptr;
    QString discountRateCell; // Inputs!$B$n
    QList<PriceLine> priceLines;
    {
        struct Assumption
        {
            QString name;
            QVariant value; // double, int or QString
            QString unit;
            lxw_format *format = nullptr;
            bool discountRate = false;
        };
        const QString entered = tr("entered in the scenario");
        std::vector<Assumption> rows{
            {tr("Scenario"), scenario.name, {}},
            {tr("Reporting currency"), scenario.reportingCurrency, {}},
            {tr("Horizon"), scenario.horizonMonths, tr("months")},
            {tr("Hours in a month"), scenario.hoursPerMonth, tr("hours")},
            {tr("Discount rate"), scenario.discountRatePerYear, tr("a year"), inputPercentFormat, true},
            {tr("GPUs needed in year 1"), scenario.demand.gpuCount, scenario.demand.gpuClass},
            {tr("Busy hours per GPU"), scenario.demand.busyHoursPerMonth, tr("hours a month")},
            {tr("Demand growth"), scenario.demand.growthPercentPerYear / 100.0, tr("a year"), percentFormat},
        };
        const PriceTrends &t = scenario.priceTrends;
        const std::pair<QString, double> trends[] = {{tr("Cloud compute price change"), t.cloudComputePercentPerYear},
            {tr("Hardware price change"), t.hardwarePercentPerYear}, {tr("Power price change"), t.powerPercentPerYear},
            {tr("Space price change"), t.spacePercentPerYear}, {tr("Staff cost change"), t.staffPercentPerYear},
            {tr("Fees price change"), t.feesPercentPerYear}};
        for (const auto &[name, v] : trends)
            if (v != 0.0)
                rows.push_back({name, v / 100.0, tr("a year"), percentFormat});
        rows.push_back({tr("End of horizon"),
            scenario.finance.endOfHorizon == EndOfHorizon::BookValue    ? tr("book value credited")
                : scenario.finance.endOfHorizon == EndOfHorizon::Resale ? tr("expected resale value credited")
                                                                        : tr("nothing credited"),
            {}});
        if (scenario.vat) {
            rows.push_back({tr("Prices include VAT"), scenario.vat->pricesIncludeVat ? tr("yes") : tr("no"), {}});
            rows.push_back({tr("Input VAT recoverable"), scenario.vat->inputVatRecoverable ? tr("yes") : tr("no"), {}});
        }
        if (scenario.incomeTax) {
            rows.push_back({tr("Income tax rate"), scenario.incomeTax->rate, {}, percentFormat});
            rows.push_back({tr("Tax depreciation"), scenario.incomeTax->depreciationYears, tr("years, straight line")});
            rows.push_back(
                {tr("One-off full deduction"), scenario.incomeTax->fullDeduction ? tr("yes") : tr("no"), {}});
        }

        inputs = sheet(inputsName);
        text(inputs, 0, 0, tr("Assumptions"), bold);
        const QStringList ah{tr("Input"), tr("Value"), tr("Unit"), tr("Source"), tr("As of")};
        for (int c = 0; c < int(ah.size()); ++c)
            text(inputs, 1, c, ah[c], bold);
        int row = 2;
        for (const Assumption &a : rows) {
            text(inputs, row, 0, a.name);
            if (a.value.typeId() == QMetaType::QString)
                text(inputs, row, 1, a.value.toString());
            else
                num(inputs, row, 1, a.value.toDouble(), a.format);
            text(inputs, row, 2, a.unit);
            text(inputs, row, 3, entered);
            if (a.discountRate)
                discountRateCell = QStringLiteral("%1!%2").arg(sheetRef(inputsName), absCellRef(row, 1));
            ++row;
        }
        text(inputs, row++, 0,
            tr("The monthly amounts are the engine's; every total is a formula over the Monthly sheet, and the "
               "discounted columns follow the discount rate above. Change a cell and the totals follow."));

        // Price lines (the report's price provenance).
        priceLines = PriceLines::collect(scenario, r, sources.lookup);
        ++row;
        text(inputs, row++, 0, tr("Price lines"), bold);
        const QStringList ph{tr("Option"), tr("Provider"), tr("Resource"), tr("Item"), tr("Value"), tr("Unit"),
            tr("Currency"), tr("Tax"), tr("Discount"), tr("List price"), tr("As of"), tr("Source"), tr("Catalog id")};
        for (int c = 0; c < int(ph.size()); ++c)
            text(inputs, row, c, ph[c], bold);
        ++row;
        for (const PriceLine &l : priceLines) {
            text(inputs, row, 0, l.optionId.isEmpty() ? tr("(all options)") : l.option);
            text(inputs, row, 1, l.provider);
            text(inputs, row, 2, l.resource);
            text(inputs, row, 3, l.item);
            num(inputs, row, 4, l.amount, nullptr);
            text(inputs, row, 5, l.unit);
            text(inputs, row, 6, l.currency);
            text(inputs, row, 7,
                !l.taxIncluded       ? tr("not stated")
                    : *l.taxIncluded ? tr("incl. VAT")
                                     : tr("excl. VAT"));
            if (l.discountPercent)
                num(inputs, row, 8, *l.discountPercent / 100.0, percentFormat);
            if (l.listAmount)
                num(inputs, row, 9, *l.listAmount, nullptr);
            text(inputs, row, 10, l.asOf.isEmpty() ? tr("unknown") : l.asOf);
            text(inputs, row, 11, l.source);
            text(inputs, row, 12, l.catalogId);
            ++row;
        }
        worksheet_set_column(inputs, 0, 0, 30, nullptr);
        worksheet_set_column(inputs, 1, 3, 22, nullptr);
        worksheet_set_column(inputs, 4, 10, 14, nullptr);
        worksheet_set_column(inputs, 11, 11, 40, nullptr);
        worksheet_set_column(inputs, 12, 12, 24, nullptr);
    }

    // ---- Totals: formulas over the Monthly sheet, with the engine's values cached.
    lxw_worksheet *totals = sheet(tr("Totals"));
    QStringList th{tr("Option"), tr("Kind"), tr("Total (%1)").arg(cur), tr("NPV (%1)").arg(cur), tr("Hidden fees"),
        tr("Per useful GPU-hour"), tr("Useful GPU-hours"), tr("Unmet GPU-hours"), tr("Book value at end (%1)").arg(cur),
        tr("End-of-horizon credit (%1)").arg(cur), tr("Total less the credit (%1)").arg(cur)};
    if (tax)
        th << tr("Tax saved (%1)").arg(cur) << tr("After-tax total (%1)").arg(cur) << tr("After-tax NPV (%1)").arg(cur);
    for (int c = 0; c < int(th.size()); ++c)
        text(totals, 0, c, th[c], bold);
    const QString categoriesName = tr("Categories");
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        const int row = int(i) + 1;
        text(totals, row, 0, o.name);
        text(totals, row, 1, o.kind == OptionKind::Cloud ? tr("Cloud") : tr("Self-hosted"));
        if (o.monthly.empty())
            continue;
        formula(totals, row, 2, QStringLiteral("=SUM(%1)").arg(monthlyRangeAll(i, colTotal)), o.total, moneyFormat);
        formula(totals, row, 3, QStringLiteral("=SUM(%1)").arg(monthlyRangeAll(i, colDiscounted)), o.totalDiscounted,
            moneyFormat);
        QStringList hidden; // the hidden-fee categories of the Categories sheet
        for (int c = 0; c < int(kCategoryCount); ++c)
            if (isHiddenFee(kAllCategories[std::size_t(c)]))
                hidden << QStringLiteral("%1!%2").arg(sheetRef(categoriesName), cellRef(row, c + 1));
        formula(totals, row, 4,
            QStringLiteral("=%1").arg(hidden.isEmpty() ? QStringLiteral("0") : hidden.join(QLatin1Char('+'))),
            o.hiddenFeesTotal, moneyFormat);
        if (o.costPerUsefulGpuHour)
            formula(totals, row, 5, QStringLiteral("=%1/%2").arg(cellRef(row, 2), cellRef(row, 6)),
                *o.costPerUsefulGpuHour, moneyFormat);
        num(totals, row, 6, o.usefulGpuHours, hoursFormat);
        num(totals, row, 7, o.unmetGpuHours, hoursFormat);
        // Owned servers' book value at the end of the horizon, and what the scenario credits at
        // the end (book value, expected resale or nothing); empty for cloud options.
        if (o.kind == OptionKind::SelfHosted) {
            num(totals, row, 8, o.bookValueAtHorizonEnd, moneyFormat);
            const double credit = scenario.finance.endOfHorizon == EndOfHorizon::BookValue ? o.bookValueAtHorizonEnd
                : scenario.finance.endOfHorizon == EndOfHorizon::Resale                    ? o.resaleValueAtHorizonEnd
                                                                                           : 0.0;
            num(totals, row, 9, credit, moneyFormat);
            formula(totals, row, 10, QStringLiteral("=%1-%2").arg(cellRef(row, 2), cellRef(row, 9)), o.total - credit,
                moneyFormat);
        } else {
            formula(totals, row, 10, QStringLiteral("=%1").arg(cellRef(row, 2)), o.total, moneyFormat);
        }
        if (tax) {
            formula(totals, row, 11, QStringLiteral("=SUM(%1)").arg(monthlyRangeAll(i, colTaxSaved)), o.taxSavingTotal,
                moneyFormat);
            formula(totals, row, 12, QStringLiteral("=%1-%2").arg(cellRef(row, 2), cellRef(row, 11)), o.afterTaxTotal,
                moneyFormat);
            formula(totals, row, 13, QStringLiteral("=SUM(%1)").arg(monthlyRangeAll(i, colAfterTaxDiscounted)),
                o.afterTaxDiscounted, moneyFormat);
        }
    }
    {
        const int note = int(r.options.size()) + 2;
        text(totals, note, 0,
            tr("Totals are formulas over the Monthly sheet. The end-of-horizon credit follows the scenario's "
               "treatment (see Inputs); the total itself is the cash spent within the horizon."));
    }
    worksheet_set_column(totals, 0, 0, 34, nullptr);
    worksheet_set_column(totals, 1, lxw_col_t(th.size() - 1), 18, nullptr);

    // ---- Categories: each option's category totals, as sums over the Monthly sheet.
    lxw_worksheet *cats = sheet(categoriesName);
    text(cats, 0, 0, tr("Option"), bold);
    for (int c = 0; c < int(kCategoryCount); ++c)
        text(cats, 0, c + 1, categoryName(kAllCategories[std::size_t(c)]), bold);
    text(cats, 0, int(kCategoryCount) + 1, tr("Total"), bold);
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        const int row = int(i) + 1;
        text(cats, row, 0, o.name);
        if (o.monthly.empty())
            continue;
        for (int c = 0; c < int(kCategoryCount); ++c)
            formula(cats, row, c + 1, QStringLiteral("=SUM(%1)").arg(monthlyRangeAll(i, kCat0 + c)),
                o.categoryTotals[std::size_t(c)], moneyFormat);
        formula(cats, row, int(kCategoryCount) + 1,
            QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, 1), cellRef(row, int(kCategoryCount))), o.total,
            moneyFormat);
    }
    worksheet_set_column(cats, 0, 0, 34, nullptr);
    worksheet_set_column(cats, 1, lxw_col_t(kCategoryCount + 1), 16, nullptr);

    // ---- Monthly series per option and category: the engine's amounts (the cells a planner
    // changes), then the month's total, cumulative and discounted amounts as formulas.
    lxw_worksheet *monthly = sheet(monthlyName);
    const double monthlyRate = CostEngine::monthlyRate(scenario.discountRatePerYear);
    QStringList mh{tr("Option"), tr("Month")};
    for (Category c : kAllCategories)
        mh << categoryName(c);
    mh << tr("Total") << tr("Cumulative") << tr("Discounted");
    if (tax)
        mh << tr("Tax saved") << tr("After tax") << tr("After tax, discounted");
    if (r.calendar.has())
        mh << tr("Calendar month");
    for (int c = 0; c < int(mh.size()); ++c)
        text(monthly, 0, c, mh[c], bold);
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        double discount = 1.0; // the engine's: divided by (1 + monthly rate) each month
        for (int m = 0; m < int(o.monthly.size()); ++m) {
            const int row = firstRow[i] + m;
            const std::size_t um = std::size_t(m);
            discount /= 1.0 + monthlyRate;
            text(monthly, row, 0, o.name);
            num(monthly, row, 1, m + 1, nullptr);
            for (int c = 0; c < int(kCategoryCount); ++c)
                num(monthly, row, kCat0 + c, o.monthly[um][std::size_t(c)], moneyFormat);
            formula(monthly, row, colTotal,
                QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, kCat0), cellRef(row, colTotal - 1)), o.monthlyTotal[um],
                moneyFormat);
            formula(monthly, row, colCumulative,
                m == 0 ? QStringLiteral("=%1").arg(cellRef(row, colTotal))
                       : QStringLiteral("=%1+%2").arg(cellRef(row - 1, colCumulative), cellRef(row, colTotal)),
                o.cumulative[um], moneyFormat);
            // Discounted from the end of the month: total / (1 + annual rate)^(month / 12).
            const QString factor = QStringLiteral("(1+%1)^(%2/12)").arg(discountRateCell, cellRef(row, 1));
            formula(monthly, row, colDiscounted, QStringLiteral("=%1/%2").arg(cellRef(row, colTotal), factor),
                o.monthlyDiscounted[um], moneyFormat);
            if (tax) {
                const double saved = um < o.taxSavingByMonth.size() ? o.taxSavingByMonth[um] : 0.0;
                num(monthly, row, colTaxSaved, saved, moneyFormat);
                formula(monthly, row, colAfterTax,
                    QStringLiteral("=%1-%2").arg(cellRef(row, colTotal), cellRef(row, colTaxSaved)),
                    o.monthlyTotal[um] - saved, moneyFormat);
                formula(monthly, row, colAfterTaxDiscounted,
                    QStringLiteral("=%1/%2").arg(cellRef(row, colAfterTax), factor),
                    (o.monthlyTotal[um] - saved) * discount, moneyFormat);
            }
            if (r.calendar.has())
                text(monthly, row, colCalendar, Calendars::monthKey(r.calendar, m + 1));
        }
    }
    worksheet_freeze_panes(monthly, 1, 2);
    worksheet_set_column(monthly, 0, 0, 34, nullptr);
    worksheet_set_column(monthly, 2, lxw_col_t(mh.size()), 15, nullptr);

    // ---- Years: per option and fiscal year (plan years of 12 months without a calendar), the
    // categories and the total as sums over that year's months of the Monthly sheet.
    lxw_worksheet *yearsSheet = sheet(tr("Years"));
    {
        const std::vector<FiscalYear> fy = Calendars::fiscalYears(scenario.calendar, r.horizonMonths);
        QStringList yh{tr("Option"), tr("Year"), tr("First month"), tr("Months")};
        for (Category c : kAllCategories)
            yh << categoryName(c);
        yh << tr("Total (%1)").arg(cur);
        if (tax)
            yh << tr("After tax (%1)").arg(cur);
        for (int c = 0; c < int(yh.size()); ++c)
            text(yearsSheet, 0, c, yh[c], bold);
        const int yTotal = 4 + int(kCategoryCount);
        int row = 1;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const OptionResult &o = r.options[i];
            for (const FiscalYear &y : fy) {
                if (y.lastMonth() > int(o.monthly.size()))
                    break;
                text(yearsSheet, row, 0, o.name);
                text(yearsSheet, row, 1, Calendars::fiscalYearLabel(scenario.calendar, y));
                num(yearsSheet, row, 2, y.firstMonth, nullptr);
                num(yearsSheet, row, 3, y.months, nullptr);
                double total = 0.0, afterTax = 0.0;
                for (int c = 0; c < int(kCategoryCount); ++c) {
                    double v = 0.0;
                    for (int m = y.firstMonth; m <= y.lastMonth(); ++m)
                        v += o.monthly[std::size_t(m - 1)][std::size_t(c)];
                    formula(yearsSheet, row, 4 + c,
                        QStringLiteral("=SUM(%1)").arg(monthlyRange(i, kCat0 + c, y.firstMonth, y.lastMonth())), v,
                        moneyFormat);
                }
                for (int m = y.firstMonth; m <= y.lastMonth(); ++m) {
                    total += o.monthlyTotal[std::size_t(m - 1)];
                    if (tax && std::size_t(m - 1) < o.taxSavingByMonth.size())
                        afterTax += o.monthlyTotal[std::size_t(m - 1)] - o.taxSavingByMonth[std::size_t(m - 1)];
                }
                formula(yearsSheet, row, yTotal,
                    QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, 4), cellRef(row, yTotal - 1)), total, moneyFormat);
                if (tax)
                    formula(yearsSheet, row, yTotal + 1,
                        QStringLiteral("=SUM(%1)").arg(monthlyRange(i, colAfterTax, y.firstMonth, y.lastMonth())),
                        afterTax, moneyFormat);
                ++row;
            }
        }
        worksheet_freeze_panes(yearsSheet, 1, 2);
        worksheet_set_column(yearsSheet, 0, 0, 34, nullptr);
        worksheet_set_column(yearsSheet, 1, 3, 10, nullptr);
        worksheet_set_column(yearsSheet, 4, lxw_col_t(yh.size()), 15, nullptr);
    }

    // Fiscal years: one row per option and fiscal year (plan years without a calendar), with
    // the budget of the year and its headroom when the scenario has a budget. Spend is the cash
    // view split into capex and opex as the budget counts them (BudgetAnalysis::check()).
    lxw_worksheet *fys = sheet(tr("Fiscal years"));
    {
        const Calendar &calendar = scenario.calendar;
        const bool upfrontIsCapex = scenario.budget ? scenario.budget->reservedUpfrontIsCapex : true;
        const std::vector<FiscalYear> years = Calendars::fiscalYears(calendar, r.horizonMonths);
        const QStringList fh{tr("Option"), tr("Fiscal year"), tr("Starts"), tr("Months"),
            tr("Spend (%1)").arg(r.currency), tr("Capex"), tr("Opex"), tr("Budget"), tr("Headroom"), tr("Capex budget"),
            tr("Capex headroom"), tr("Opex budget"), tr("Opex headroom"), tr("First overrun month")};
        for (int c = 0; c < int(fh.size()); ++c)
            text(fys, 0, c, fh[c], bold);
        int fr = 1;
        for (int i = 0; i < int(r.options.size()); ++i) {
            const OptionResult &o = r.options[std::size_t(i)];
            // The engine's check when there is a budget, else the same sums without one.
            const OptionBudget check = r.budget && std::size_t(i) < r.budget->options.size()
                ? r.budget->options[std::size_t(i)]
                : BudgetAnalysis::check(o, years, {}, upfrontIsCapex);
            for (const FiscalYearSpend &y : check.fiscalYears) {
                text(fys, fr, 0, o.name);
                text(fys, fr, 1, Calendars::fiscalYearLabel(calendar, y.fiscalYear));
                if (calendar.has())
                    text(fys, fr, 2, Calendars::monthKey(calendar, y.fiscalYear.firstMonth));
                else
                    num(fys, fr, 2, y.fiscalYear.firstMonth, nullptr);
                num(fys, fr, 3, y.fiscalYear.months, nullptr);
                num(fys, fr, 4, y.spend, moneyFormat);
                num(fys, fr, 5, y.capex, moneyFormat);
                num(fys, fr, 6, y.opex, moneyFormat);
                const std::pair<int, std::optional<double>> optional[] = {{7, y.budget}, {8, y.headroom},
                    {9, y.budgetCapex}, {10, y.headroomCapex}, {11, y.budgetOpex}, {12, y.headroomOpex}};
                for (const auto &[col, v] : optional)
                    if (v)
                        num(fys, fr, col, *v, moneyFormat);
                if (y.firstOverrunMonth) {
                    if (calendar.has())
                        text(fys, fr, 13, Calendars::monthKey(calendar, *y.firstOverrunMonth));
                    else
                        num(fys, fr, 13, *y.firstOverrunMonth, nullptr);
                }
                ++fr;
            }
        }
        worksheet_freeze_panes(fys, 1, 2);
        worksheet_set_column(fys, 0, 0, 34, nullptr);
        worksheet_set_column(fys, 1, 3, 12, nullptr);
        worksheet_set_column(fys, 4, 13, 16, nullptr);
    }

    // Break-even
    lxw_worksheet *be = sheet(tr("Break-even"));
    const QStringList bh{tr("Cloud option"), tr("Self-hosted option"), tr("First month"), tr("Payback (months)"),
        tr("Break-even busy hours per month"), tr("Break-even utilization")};
    for (int c = 0; c < int(bh.size()); ++c)
        text(be, 0, c, bh[c], bold);
    for (int i = 0; i < int(r.breakEvens.size()); ++i) {
        const BreakEven &b = r.breakEvens[i];
        text(be, i + 1, 0, r.options[b.cloudIndex].name);
        text(be, i + 1, 1, r.options[b.selfHostedIndex].name);
        if (b.firstMonth)
            num(be, i + 1, 2, *b.firstMonth, nullptr);
        else
            text(be, i + 1, 2, tr("never"));
        if (b.paybackMonths)
            num(be, i + 1, 3, *b.paybackMonths, decimalFormat);
        if (b.breakEvenBusyHoursPerMonth) {
            num(be, i + 1, 4, *b.breakEvenBusyHoursPerMonth, decimalFormat);
            num(be, i + 1, 5, *b.breakEvenBusyHoursPerMonth / r.hoursPerMonth, percentFormat);
        }
    }
    worksheet_set_column(be, 0, 1, 34, nullptr);
    worksheet_set_column(be, 2, 5, 20, nullptr);

    // Buy instead of rent: one row per self-hosted x cloud pair (DecisionAnalysis on the cash
    // view); periods are months or years as the scenario's finance timing says.
    lxw_worksheet *dec = sheet(tr("Decisions"));
    {
        const DecisionResult d = DecisionAnalysis::compute(scenario, r);
        const bool monthlyPeriods = d.timing == FinanceTiming::Monthly;
        const QStringList dh{tr("Self-hosted option"), tr("Cloud option"),
            tr("Saving, undiscounted (%1)").arg(r.currency), tr("NPV of the decision (%1)").arg(r.currency),
            tr("IRR (a year)"), monthlyPeriods ? tr("Payback (months)") : tr("Payback (years)"),
            monthlyPeriods ? tr("Discounted payback (months)") : tr("Discounted payback (years)"),
            tr("Book value credited (%1)").arg(r.currency)};
        for (int c = 0; c < int(dh.size()); ++c)
            text(dec, 0, c, dh[c], bold);
        for (int i = 0; i < int(d.pairs.size()); ++i) {
            const DecisionPair &p = d.pairs[std::size_t(i)];
            text(dec, i + 1, 0, r.options[std::size_t(p.selfHostedIndex)].name);
            text(dec, i + 1, 1, r.options[std::size_t(p.cloudIndex)].name);
            num(dec, i + 1, 2, p.undiscountedSaving, moneyFormat);
            num(dec, i + 1, 3, p.npv, moneyFormat);
            if (p.irr)
                num(dec, i + 1, 4, *p.irr, percentFormat);
            else
                text(dec, i + 1, 4, tr("none"));
            for (const auto &[col, v] : {std::pair{5, p.paybackPeriods}, std::pair{6, p.discountedPaybackPeriods}}) {
                if (v)
                    num(dec, i + 1, col, *v, decimalFormat);
                else
                    text(dec, i + 1, col, tr("never"));
            }
            num(dec, i + 1, 7, p.terminalValue, moneyFormat);
        }
        const int note = int(d.pairs.size()) + 2;
        text(dec, note, 0,
            (monthlyPeriods ? tr(
                 "Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end.")
                            : tr("Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end "
                                 "of their year."))
                + QLatin1Char(' ')
                + (d.endOfHorizon == EndOfHorizon::BookValue
                        ? tr("The book value at the end of the horizon is credited to owning.")
                        : d.endOfHorizon == EndOfHorizon::Resale
                        ? tr("The expected resale value at the end of the horizon is credited to owning.")
                        : tr("Nothing is credited at the end of the horizon.")));
        worksheet_set_column(dec, 0, 1, 34, nullptr);
        worksheet_set_column(dec, 2, 7, 20, nullptr);
    }

    // ---- Provenance: which file, which program, how old the prices are, the notes on them.
    lxw_worksheet *prov = sheet(tr("Provenance"));
    {
        QString fileNameText = tr("(not saved)");
        QString hash = tr("(not saved)");
        PriceLines::Annotations annotations;
        if (!sources.sourceFile.isEmpty()) {
            fileNameText = QFileInfo(sources.sourceFile).fileName();
            QFile file(sources.sourceFile);
            if (file.open(QIODevice::ReadOnly)) {
                const QByteArray bytes = file.readAll();
                annotations = PriceLines::annotations(bytes);
                hash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
            } else {
                hash = tr("(the file cannot be read)");
            }
        }
        const PriceLines::AsOfRange dated = PriceLines::asOfRange(priceLines);
        QString asOf = dated.dated == 0    ? tr("not dated")
            : dated.oldest == dated.newest ? dated.oldest
                                           : tr("oldest %1, newest %2").arg(dated.oldest, dated.newest);
        if (dated.dated > 0 && dated.undated > 0)
            asOf += QLatin1Char(' ')
                + tr("(%1 of %2 price lines not dated)").arg(dated.undated).arg(dated.dated + dated.undated);
        const QList<std::pair<QString, QString>> facts{
            {tr("Scenario file"), fileNameText},
            {tr("SHA-256 of the file"), hash},
            {tr("Program"), QStringLiteral("GPU TCO Planner " GPUTCO_VERSION)},
            {tr("Exported"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
            {tr("Prices as of"), asOf},
            {tr("Amounts"), Tax::basisSentence(r)},
            {tr("Cost view"),
                r.view == CostView::Cash ? tr("cash: payments in the month they are made")
                                         : tr("amortized: purchases spread over their life")},
        };
        int row = 0;
        for (const auto &[k, v] : facts) {
            text(prov, row, 0, k, bold);
            text(prov, row, 1, v);
            ++row;
        }
        for (const QString &id : sources.unknownCatalogIds) {
            text(prov, row, 0, tr("Warning"), bold);
            text(prov, row++, 1, unknownCatalogPriceWarning(id));
        }
        // The notes on the prices: the option's notes and the file's "x-" annotations.
        ++row;
        text(prov, row, 0, tr("Option"), bold);
        text(prov, row++, 1, tr("Notes"), bold);
        for (const QString &a : annotations.scenario) {
            text(prov, row, 0, tr("(scenario)"));
            text(prov, row++, 1, a);
        }
        for (const Option &o : scenario.options)
            for (const QString &n : PriceLines::optionNotes(o, annotations)) {
                text(prov, row, 0, o.name);
                text(prov, row++, 1, n);
            }
        worksheet_set_column(prov, 0, 0, 28, nullptr);
        worksheet_set_column(prov, 1, 1, 90, nullptr);
    }

    QByteArray title = scenario.name.toUtf8();
    QByteArray comments("GPU TCO Planner " GPUTCO_VERSION);
    lxw_doc_properties props{};
    props.title = title.data();
    props.comments = comments.data();
    workbook_set_properties(wb, &props);

    const lxw_error err = workbook_close(wb);
    if (err != LXW_NO_ERROR)
        return tr("%1: cannot be written: %2").arg(fileName, QString::fromUtf8(lxw_strerror(err)));
    const QByteArray bytes = tmp.open() ? tmp.readAll() : QByteArray();
    if (bytes.isEmpty()) // a workbook is never empty: the temporary file could not be read back
        return tr("%1: cannot be written: %2").arg(fileName, tmp.errorString());
    return save(fileName, bytes);
}

QString Exporter::writeCsv(const ScenarioResult &r, const QString &fileName)
{
    auto number = [](QString &line, double v) {
        // Shortest form that reads back as the same double: 398551.968, not 398551.96799999999.
        line += QLatin1Char(',');
        if (std::isfinite(v))
            line += QString::number(v, 'f', QLocale::FloatingPointShortest);
    };
    // Streamed (issue 17): each option's months are written as they are made, about 64 KiB at a
    // time, so 1,000 options never hold the whole text (and its UTF-8 copy) in memory.
    const QString reason = saveStreamed(fileName, [&](const ByteSink &write) {
        QString text = seriesHeader(r).join(QLatin1Char(',')) + QStringLiteral("\r\n");
        QByteArray bytes("\xEF\xBB\xBF"); // BOM: Excel reads UTF-8
        auto flush = [&] {
            bytes += text.toUtf8();
            text.clear();
            const bool ok = write(bytes.constData(), bytes.size());
            bytes.clear();
            return ok;
        };
        for (const OptionResult &o : r.options) {
            const QString name = csvField(o.name);
            for (int m = 0; m < int(o.monthly.size()); ++m) {
                text += name;
                text += QLatin1Char(',');
                text += QString::number(m + 1);
                for (double v : o.monthly[m])
                    number(text, v);
                number(text, o.monthlyTotal[m]);
                number(text, o.cumulative[m]);
                number(text, o.monthlyDiscounted[m]);
                if (r.calendar.has()) {
                    text += QLatin1Char(',');
                    text += Calendars::monthKey(r.calendar, m + 1);
                }
                text += QStringLiteral("\r\n");
            }
            if (text.size() >= 32 * 1024 && !flush()) // 32 Ki UTF-16 units: 32-96 KiB of UTF-8
                return;
        }
        flush();
    });
    if (!reason.isEmpty())
        return tr("%1: cannot be written: %2").arg(fileName, reason);
    return {};
}

QString Exporter::writePng(Chart chart, const ScenarioResult &r, const QString &fileName)
{
    const double dpi = 200;
    QImage img(2000, 1150, QImage::Format_RGB32);
    img.fill(Qt::white);
    img.setDotsPerMeterX(int(dpi / 0.0254));
    img.setDotsPerMeterY(int(dpi / 0.0254));
    {
        QPainter p(&img);
        p.scale(dpi / 72.0, dpi / 72.0);
        paintChart(chart, p, QRectF(8, 8, img.width() * 72.0 / dpi - 16, img.height() * 72.0 / dpi - 16), r);
    }
    // Encoded in memory first: when libpng fails to write to a full disk, Qt 6.4 leaks its
    // row buffer and reports no reason; a failed file write here gives the system's.
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !img.save(&buffer, "PNG"))
        return tr("%1: cannot be written").arg(fileName);
    return save(fileName, png);
}

QString Exporter::writeSvg(Chart chart, const ScenarioResult &r, const QString &fileName)
{
    // Drawn into memory, then written with save() like every other export.
    QByteArray bytes;
    QBuffer file(&bytes);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot be written").arg(fileName);
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(QSize(720, 414));
    svg.setViewBox(QRectF(0, 0, 720, 414));
    svg.setResolution(72);
    svg.setTitle(chart == Chart::Cumulative ? tr("Cumulative cost") : tr("Total cost by category"));
    {
        QPainter p;
        if (!p.begin(&svg))
            return tr("%1: cannot be written").arg(fileName);
        p.fillRect(QRectF(0, 0, 720, 414), Qt::white);
        paintChart(chart, p, QRectF(6, 6, 708, 402), r);
        p.end();
    }
    file.close();
    return save(fileName, bytes);
}

} // namespace gputco
