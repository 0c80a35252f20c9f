#include "exporter.h"

#include "chartpainter.h"
#include "csv.h"
#include "decision.h"
#include "savefile.h"
#include "translate.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>
#include <QTemporaryFile>

#include <xlsxwriter.h>

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

/// Keeps an xlsx string alive for the C API.
struct Utf8
{
    QByteArray bytes;
    explicit Utf8(const QString &s) : bytes(s.toUtf8()) {}
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

QString Exporter::writeXlsx(const Scenario &scenario, const ScenarioResult &r, const QString &fileName)
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

    auto sheet = [&](const QString &name) { return workbook_add_worksheet(wb, Utf8(name).c()); };
    auto text = [&](lxw_worksheet *ws, int row, int col, const QString &s, lxw_format *f = nullptr) {
        worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(col), Utf8(s).c(), f);
    };
    auto num = [&](lxw_worksheet *ws, int row, int col, double v, lxw_format *f) {
        if (std::isfinite(v))
            worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(col), v, f);
    };

    // Totals
    lxw_worksheet *totals = sheet(tr("Totals"));
    const QStringList th{tr("Option"), tr("Kind"), tr("Total (%1)").arg(r.currency), tr("NPV (%1)").arg(r.currency),
                         tr("Hidden fees"), tr("Per useful GPU-hour"), tr("Useful GPU-hours"), tr("Unmet GPU-hours"),
                         tr("Book value at end (%1)").arg(r.currency)};
    for (int c = 0; c < int(th.size()); ++c)
        text(totals, 0, c, th[c], bold);
    for (int i = 0; i < int(r.options.size()); ++i) {
        const OptionResult &o = r.options[i];
        text(totals, i + 1, 0, o.name);
        text(totals, i + 1, 1, o.kind == OptionKind::Cloud ? tr("Cloud") : tr("Self-hosted"));
        num(totals, i + 1, 2, o.total, moneyFormat);
        num(totals, i + 1, 3, o.totalDiscounted, moneyFormat);
        num(totals, i + 1, 4, o.hiddenFeesTotal, moneyFormat);
        if (o.costPerUsefulGpuHour)
            num(totals, i + 1, 5, *o.costPerUsefulGpuHour, moneyFormat);
        num(totals, i + 1, 6, o.usefulGpuHours, hoursFormat);
        num(totals, i + 1, 7, o.unmetGpuHours, hoursFormat);
        // Owned servers' book value at the end of the horizon (not in the totals); empty for cloud.
        if (o.kind == OptionKind::SelfHosted)
            num(totals, i + 1, 8, o.bookValueAtHorizonEnd, moneyFormat);
    }
    worksheet_set_column(totals, 0, 0, 34, nullptr);
    worksheet_set_column(totals, 1, 8, 18, nullptr);

    // Categories
    lxw_worksheet *cats = sheet(tr("Categories"));
    text(cats, 0, 0, tr("Option"), bold);
    for (int c = 0; c < int(kCategoryCount); ++c)
        text(cats, 0, c + 1, categoryName(kAllCategories[c]), bold);
    for (int i = 0; i < int(r.options.size()); ++i) {
        text(cats, i + 1, 0, r.options[i].name);
        for (int c = 0; c < int(kCategoryCount); ++c)
            num(cats, i + 1, c + 1, r.options[i].categoryTotals[c], moneyFormat);
    }
    worksheet_set_column(cats, 0, 0, 34, nullptr);
    worksheet_set_column(cats, 1, lxw_col_t(kCategoryCount), 16, nullptr);

    // Monthly series per option and category
    lxw_worksheet *monthly = sheet(tr("Monthly"));
    const QStringList mh = seriesHeader(r);
    for (int c = 0; c < int(mh.size()); ++c)
        text(monthly, 0, c, mh[c], bold);
    int row = 1;
    for (const OptionResult &o : r.options) {
        for (int m = 0; m < int(o.monthly.size()); ++m, ++row) {
            text(monthly, row, 0, o.name);
            num(monthly, row, 1, m + 1, nullptr);
            for (int c = 0; c < int(kCategoryCount); ++c)
                num(monthly, row, c + 2, o.monthly[m][c], moneyFormat);
            num(monthly, row, int(kCategoryCount) + 2, o.monthlyTotal[m], moneyFormat);
            num(monthly, row, int(kCategoryCount) + 3, o.cumulative[m], moneyFormat);
            num(monthly, row, int(kCategoryCount) + 4, o.monthlyDiscounted[m], moneyFormat);
            if (r.calendar.has())
                text(monthly, row, int(kCategoryCount) + 5, Calendars::monthKey(r.calendar, m + 1));
        }
    }
    worksheet_freeze_panes(monthly, 1, 2);
    worksheet_set_column(monthly, 0, 0, 34, nullptr);
    worksheet_set_column(monthly, 2, lxw_col_t(mh.size()), 15, nullptr);

    // Fiscal years: one row per option and fiscal year (plan years without a calendar), with
    // the budget of the year and its headroom when the scenario has a budget. Spend is the cash
    // view split into capex and opex as the budget counts them (BudgetAnalysis::check()).
    lxw_worksheet *fys = sheet(tr("Fiscal years"));
    {
        const Calendar &calendar = scenario.calendar;
        const bool upfrontIsCapex = scenario.budget ? scenario.budget->reservedUpfrontIsCapex : true;
        const std::vector<FiscalYear> years = Calendars::fiscalYears(calendar, r.horizonMonths);
        const QStringList fh{tr("Option"), tr("Fiscal year"), tr("Starts"), tr("Months"),
                             tr("Spend (%1)").arg(r.currency), tr("Capex"), tr("Opex"), tr("Budget"), tr("Headroom"),
                             tr("Capex budget"), tr("Capex headroom"), tr("Opex budget"), tr("Opex headroom"),
                             tr("First overrun month")};
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
                const std::pair<int, std::optional<double>> optional[] = {
                    {7, y.budget},       {8, y.headroom},       {9, y.budgetCapex},
                    {10, y.headroomCapex}, {11, y.budgetOpex}, {12, y.headroomOpex}};
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
        const QStringList dh{tr("Self-hosted option"), tr("Cloud option"), tr("Saving, undiscounted (%1)").arg(r.currency),
                             tr("NPV of the decision (%1)").arg(r.currency), tr("IRR (a year)"),
                             monthlyPeriods ? tr("Payback (months)") : tr("Payback (years)"),
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
             (monthlyPeriods ? tr("Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end.")
                      : tr("Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end of their year."))
                 + QLatin1Char(' ')
                 + (d.endOfHorizon == EndOfHorizon::BookValue ? tr("The book value at the end of the horizon is credited to owning.")
                    : d.endOfHorizon == EndOfHorizon::Resale
                        ? tr("The expected resale value at the end of the horizon is credited to owning.")
                        : tr("Nothing is credited at the end of the horizon.")));
        worksheet_set_column(dec, 0, 1, 34, nullptr);
        worksheet_set_column(dec, 2, 7, 20, nullptr);
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
    auto number = [](double v) {
        // Shortest form that reads back as the same double: 398551.968, not 398551.96799999999.
        return std::isfinite(v) ? QString::number(v, 'f', QLocale::FloatingPointShortest) : QString();
    };
    QString out = seriesHeader(r).join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const OptionResult &o : r.options) {
        for (int m = 0; m < int(o.monthly.size()); ++m) {
            QStringList row{csvField(o.name), QString::number(m + 1)};
            for (double v : o.monthly[m])
                row << number(v);
            row << number(o.monthlyTotal[m]) << number(o.cumulative[m]) << number(o.monthlyDiscounted[m]);
            if (r.calendar.has())
                row << Calendars::monthKey(r.calendar, m + 1);
            out += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
    }
    const QByteArray bytes = QByteArray("\xEF\xBB\xBF") + out.toUtf8(); // BOM: Excel reads UTF-8
    return save(fileName, bytes);
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
