#include "exporter.h"

#include "cataloglookup.h"
#include "chartpainter.h"
#include "csv.h"
#include "decision.h"
#include "discounting.h"
#include "exchangerates.h"
#include "pricelines.h"
#include "priceterms.h"
#include "savefile.h"
#include "tax.h"
#include "xlsxworkbook.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace gputco {

namespace {

/// This file's messages, in the context of Exporter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Exporter)
};

/// Writes a finished export with saveBytes(): empty, or the message naming the file and why.
QString save(const QString &fileName, const QByteArray &bytes)
{
    if (const QString reason = saveBytes(fileName, bytes); !reason.isEmpty())
        return Tr::tr("%1: cannot be written: %2").arg(fileName, reason);
    return {};
}

/// The monthly series' columns; with a calendar the calendar month (YYYY-MM) comes last, so
/// the columns before it are the same with or without one.
QStringList seriesHeader(const ScenarioResult &r)
{
    QStringList h{Tr::tr("Option"), Tr::tr("Month")};
    for (Category c : kAllCategories)
        h << categoryName(c);
    h << Tr::tr("Total") << Tr::tr("Cumulative") << Tr::tr("Discounted");
    if (r.calendar.has())
        h << Tr::tr("Calendar month");
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

void paintChart(Exporter::Chart chart, QPainter &p, const QRectF &rect, const ScenarioResult &r)
{
    if (chart == Exporter::Chart::Cumulative)
        ChartPainter::paintCumulative(p, rect, r, nullptr, r.calendar);
    else
        ChartPainter::paintCategories(p, rect, r);
}

/// Where every column of the Monthly sheet is, and each option's first row: the sheets of
/// totals refer to them.
struct MonthlyLayout
{
    MonthlyLayout(const ScenarioResult &r, bool tax, bool rd, const QString &sheetName);

    /// Monthly!C2:C25: option i's months first..last (1-based plan months) of column col.
    QString range(std::size_t i, int col, int first, int last) const;
    /// All of option i's months of column col.
    QString rangeAll(std::size_t i, int col) const;

    static constexpr int kCat0 = 2; ///< the first category column
    const int colTotal = kCat0 + int(kCategoryCount);
    const int colCumulative = colTotal + 1;
    const int colDiscounted = colTotal + 2;
    /// Paid at the start of the month (purchases, reserved upfront, resale); the rest at its end.
    const int colAtStart = colTotal + 3;
    // Income tax, else -1: what is deducted apart from the month's expenses (the engine's tax
    // depreciation, upfront over its term, bridge, subsidy), the month's deductions, with the R&D
    // super deduction its qualifying part (apart and in all), the tax saved and after-tax amounts.
    int colDeductedApart = -1;
    int colDeductible = -1;
    int colRdApart = -1;
    int colRdQualifying = -1;
    int colTaxSaved = -1;
    int colAfterTax = -1;
    int colAfterTaxDiscounted = -1;
    int colCalendar = -1;
    int columnCount = 0;
    std::vector<int> firstRow; ///< 0-based row of each option's month 1

private:
    const ScenarioResult &mResult;
    QString mSheet;
};

MonthlyLayout::MonthlyLayout(const ScenarioResult &r, bool tax, bool rd, const QString &sheetName)
    : firstRow(r.options.size())
    , mResult(r)
    , mSheet(sheetName)
{
    int col = colAtStart + 1;
    if (tax) {
        colDeductedApart = col++;
        colDeductible = col++;
        if (rd) {
            colRdApart = col++;
            colRdQualifying = col++;
        }
        colTaxSaved = col++;
        colAfterTax = col++;
        colAfterTaxDiscounted = col++;
    }
    if (r.calendar.has())
        colCalendar = col++;
    columnCount = col;
    int row = 1;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        firstRow[i] = row;
        row += int(r.options[i].monthly.size());
    }
}

QString MonthlyLayout::range(std::size_t i, int col, int first, int last) const
{
    return QStringLiteral("%1!%2:%3")
        .arg(sheetRef(mSheet), cellRef(firstRow[i] + first - 1, col), cellRef(firstRow[i] + last - 1, col));
}

QString MonthlyLayout::rangeAll(std::size_t i, int col) const
{
    return range(i, col, 1, int(mResult.options[i].monthly.size()));
}

/// The XLSX working model being written (Exporter::writeXlsx()): one function per sheet, called
/// in the workbook's order.
class XlsxExport
{
    // Its texts belong to the exporter's translation context (lupdate files them there too).
    Q_DECLARE_TR_FUNCTIONS(gputco::Exporter)

public:
    XlsxExport(
        const Scenario &scenario, const ScenarioResult &r, const Exporter::XlsxSources &sources, XlsxWorkbook &book);

    /// The assumptions (the discount rate is the cell the discounted columns use) and every
    /// price line with its unit, source and date.
    void writeInputs();
    /// Each option's totals: formulas over the Monthly sheet, with the engine's values cached.
    void writeTotals();
    /// Each option's category totals, as sums over the Monthly sheet.
    void writeCategories();
    /// The monthly series per option and category: the engine's amounts (the cells a planner
    /// changes), then the month's total, cumulative and discounted amounts as formulas.
    void writeMonthly();
    /// Per option and fiscal year (plan years of 12 months without a calendar), the categories
    /// and the total as sums over that year's months of the Monthly sheet.
    void writeYears();
    /// One row per option and fiscal year, with the budget of the year and its headroom.
    void writeFiscalYears();
    void writeBreakEven();
    /// Buy instead of rent: one row per self-hosted x cloud pair.
    void writeDecisions();
    /// Which file, which program, how old the prices are, the notes on them.
    void writeProvenance();
    /// The quantities the live amounts multiply their prices by, and the price trends' factors.
    void writeQuantities();

private:
    /// One row of the Quantities sheet: what one price of one option is multiplied by in one
    /// category, month by month (the engine's PriceTerms), and how the formulas use it.
    struct QuantityRow
    {
        int option = -1; ///< position in the scenario's options
        QString optionId;
        Category category = Category::Compute;
        PriceRef price;
        RateKey rate = RateKey::None;
        bool perBusyHour = false;
        TrendClass trend = TrendClass::None;
        CurrencyCode currency;
        std::vector<double> quantity; ///< per month
        std::vector<int> trendMonth; ///< per month, -1: no term that month
        int sheetRow = 0;
    };
    /// Records the engine's terms, which categories they make up, and the Quantities rows.
    void collectTerms();
    /// The formula of a live Monthly cell, empty when the category is the engine's number.
    QString liveCell(std::size_t i, int m, Category c) const;
    /// The live prices, rates and exchange rates on the Inputs sheet from `row`; returns the row after.
    int writeLivePrices(const XlsxSheet &inputs, int row);
    /// The check cell: what the formulas cannot follow after an edit.
    void writeChecks(const XlsxSheet &inputs, int row, const QStringList &perOption);
    /// Fiscal year fy's spend of option i on the budget's basis (part "capex", "opex" or "paid") as
    /// a formula over the Monthly sheet; empty when it cannot be (amortized export).
    QString fiscalSpendFormula(std::size_t i, const FiscalYear &fy, const char *part) const;
    struct Assumption
    {
        QString name;
        QVariant value; // double, int or QString
        QString unit;
        lxw_format *format = nullptr;
        /// A cell the formulas read (yellow, unlocked): its defined name, the scenario field's
        /// JSON path with dots and brackets as underscores (docs/export.md).
        QString definedName = {};
        QString source = {};
        QString formula = {}; ///< a derived cell: its formula, `value` the cached result
    };
    std::vector<Assumption> assumptions() const;
    /// The budget amounts as entered, each a cell the Fiscal years sheet reads, and the
    /// engine's factor into the results' currency and VAT basis.
    std::vector<Assumption> budgetInputs() const;
    /// Writes the assumptions from the first row; returns the row after them.
    int writeAssumptions(const XlsxSheet &inputs);
    /// How formulas name an input of the Inputs sheet: its defined name.
    QString input(const QString &definedName) const;
    /// "C5+E5+...": the cells of row `row` of the Monthly sheet's categories `which` takes ("0" for none).
    QString categoryCells(int row, const std::function<bool(Category)> &which) const;
    /// Option o's month m (0-based) at `row`: deductions, tax saved and after-tax amounts;
    /// `factor` is the formula of the month's end discount factor, `discount` its value.
    void writeTaxCells(
        const XlsxSheet &monthly, const OptionResult &o, int m, int row, const QString &factor, double discount) const;
    /// The formula of fiscal year fy's budget `part` ("total", "capex" or "opex") from the amounts
    /// on the Inputs sheet; empty when the budget gives that year none.
    QString budgetFormula(const FiscalYear &fy, const char *part) const;
    /// Option i's flows of the buy-instead-of-rent pair, period t, as a formula over Monthly.
    QString flowFormula(const DecisionPair &p, std::size_t t, bool monthlyPeriods) const;
    void writePriceLines(const XlsxSheet &inputs, int row) const;
    void writeTotalsRow(const XlsxSheet &totals, std::size_t i) const;
    /// Option i's months; `monthlyRate` is the engine's discount rate a month.
    void writeMonthlyRows(const XlsxSheet &monthly, std::size_t i, double monthlyRate) const;
    /// Option i's fiscal years from `row`; returns the row after them.
    int writeYearRows(const XlsxSheet &years, std::size_t i, const std::vector<FiscalYear> &fy, int row) const;
    void writeFiscalYearRow(const XlsxSheet &fys, int row, std::size_t i, const FiscalYearSpend &y) const;
    /// The file's name and SHA-256, and its "x-" notes read into `annotations`.
    std::pair<QString, QString> sourceFile(PriceLines::Annotations &annotations) const;
    QString pricesAsOf() const;

    const Scenario &mScenario;
    const ScenarioResult &mResult;
    const Exporter::XlsxSources &mSources;
    XlsxWorkbook &mBook;
    const XlsxWorkbook::Formats &mFormats;
    const bool mTax; ///< income tax in the cash view: the after-tax columns
    const QString mMonthlyName;
    const QString mInputsName;
    const QString mCategoriesName;
    const QString mTotalsName;
    const MonthlyLayout mMonthly;
    std::map<QString, QString> mInputs; ///< defined name -> what formulas write for it
    QList<PriceLine> mPriceLines;
    std::vector<OptionTerms> mTerms; ///< per priced option, in the result's order
    std::vector<QuantityRow> mQuantityRows;
    /// Per option of the result: the categories written as formulas of the live prices.
    std::vector<std::array<bool, kCategoryCount>> mLive;
    /// Per option of the result and category: its rows in mQuantityRows.
    std::vector<std::array<std::vector<std::size_t>, kCategoryCount>> mRowsOf;
    QString mQuantitiesName;
    /// PriceTerms::name() of each live price -> what the formulas write for it (its cell, or
    /// the derived cell of a reserved payment priced by an hourly rate).
    std::map<QString, QString> mPriceNames;
    /// Beside each input an edit may need the app for: its value as exported (the same number
    /// written the same way, so that an untouched cell compares equal) and a "changed" cell (1
    /// when the two differ). Per owner (an option's position; kEveryOption: exchange rates,
    /// utilization, hours in a month, trends; kGpuCount), the (row, column) of its "changed"
    /// cells on the Inputs sheet, for the check cells.
    std::map<int, std::vector<std::pair<int, int>>> mChanged;
    static constexpr int kEveryOption = -1;
    static constexpr int kGpuCount = -3;
    static constexpr int kExchangeRates = -4;
    /// Writes the "as exported" value of the input at (row, valueCol) in flagCol and its
    /// "changed" cell in flagCol + 1, owned by `owner`.
    void trackChange(const XlsxSheet &inputs, int owner, int row, int valueCol, int flagCol, double value);
    /// "SUM(H5:H9,I12)": the sum of `cells` of the Inputs sheet, "0" for none.
    static QString sumOf(std::vector<std::pair<int, int>> cells);
    /// The per-option check cells from `row` (the Inputs sheet); returns the row after them and
    /// leaves the cells' references in `perOption`.
    int writeOptionChecks(const XlsxSheet &inputs, int row, QStringList &perOption);
    /// Option i's term of Quantities row q in month m: quantity x price [x fx] [x trend]
    /// [x busy hours] [x rate], before VAT; empty when the row has no term that month.
    QString termFormula(const QuantityRow &q, int m) const;
    /// The share of option i's reserved upfront paid in month m for months after the horizon,
    /// as a formula of the live prices (with the option's VAT factor), or empty when the
    /// formulas cannot make it up (then the engine's amount stays a number).
    QString prepaidAfterHorizonFormula(std::size_t i, int m) const;
};

XlsxExport::XlsxExport(
    const Scenario &scenario, const ScenarioResult &r, const Exporter::XlsxSources &sources, XlsxWorkbook &book)
    : mScenario(scenario)
    , mResult(r)
    , mSources(sources)
    , mBook(book)
    , mFormats(book.formats())
    , mTax(scenario.incomeTax.has_value() && r.view == CostView::Cash)
    , mMonthlyName(Tr::tr("Monthly"))
    , mInputsName(Tr::tr("Inputs"))
    , mCategoriesName(Tr::tr("Categories"))
    , mTotalsName(Tr::tr("Totals"))
    , mMonthly(r, mTax, mTax && scenario.incomeTax->rdSuperDeduction.has_value(), mMonthlyName)
    , mQuantitiesName(Tr::tr("Quantities"))
{
    collectTerms();
}

void XlsxExport::collectTerms()
{
    const std::size_t n = mResult.options.size();
    mLive.assign(n, {});
    mRowsOf.assign(n, {});
    const int H = mResult.horizonMonths;
    std::vector<OptionTerms> all = CostEngine::priceTerms(mScenario, mResult.view);
    mTerms.resize(n);
    for (OptionTerms &t : all)
        for (std::size_t i = 0; i < n; ++i)
            if (mResult.options[i].id == t.optionId && mResult.options[i].monthly.size() == t.asEntered.size())
                mTerms[i] = std::move(t);
    for (std::size_t i = 0; i < n; ++i) {
        const OptionTerms &t = mTerms[i];
        if (t.terms.empty())
            continue;
        const auto made = PriceTerms::madeUp(mScenario, t);
        for (const PriceTerm &term : t.terms) {
            const std::size_t c = index(term.category);
            if (!made[c])
                continue;
            mLive[i][c] = true;
            // The row of this price in this category whose month is free or has the same trend month.
            QuantityRow *row = nullptr;
            for (std::size_t k : mRowsOf[i][c]) {
                QuantityRow &q = mQuantityRows[k];
                const int tm = q.trendMonth[std::size_t(term.month)];
                if (q.price == term.price && q.rate == term.rate && q.perBusyHour == term.perBusyHour
                    && q.trend == term.trend && q.currency == term.currency && (tm < 0 || tm == term.trendMonth)) {
                    row = &q;
                    break;
                }
            }
            if (!row) {
                mRowsOf[i][c].push_back(mQuantityRows.size());
                QuantityRow q{t.option, t.optionId, term.category, term.price, term.rate, term.perBusyHour, term.trend,
                    term.currency, std::vector<double>(std::size_t(H), 0.0), std::vector<int>(std::size_t(H), -1)};
                mQuantityRows.push_back(std::move(q));
                row = &mQuantityRows.back();
            }
            row->quantity[std::size_t(term.month)] += term.quantity;
            row->trendMonth[std::size_t(term.month)] = term.trendMonth;
        }
    }
    // Quantities sheet: the header, six trend rows, a blank row and a header, then the rows.
    for (std::size_t k = 0; k < mQuantityRows.size(); ++k)
        mQuantityRows[k].sheetRow = 9 + int(k);
}

std::vector<XlsxExport::Assumption> XlsxExport::assumptions() const
{
    const Scenario &scenario = mScenario;
    std::vector<Assumption> rows{
        {Tr::tr("Scenario"), scenario.name, {}},
        {Tr::tr("Reporting currency"), scenario.reportingCurrency, {}},
        {Tr::tr("Horizon"), scenario.horizonMonths, Tr::tr("months")},
        {Tr::tr("Hours in a month"), scenario.hoursPerMonth, Tr::tr("hours")},
        {Tr::tr("Discount rate"), scenario.discountRatePerYear, Tr::tr("a year"), mFormats.inputPercent,
            QStringLiteral("discountRatePercentPerYear")},
        {Tr::tr("GPUs needed in year 1"), scenario.demand.gpuCount, scenario.demand.gpuClass, mFormats.inputNumber,
            QStringLiteral("demand_gpuCount")},
        {Tr::tr("Utilization"), scenario.demand.busyHoursPerMonth / scenario.hoursPerMonth,
            Tr::tr("of the hours in a month"), mFormats.inputPercent, QStringLiteral("demand_utilizationPercent")},
        {Tr::tr("Busy hours per GPU"), scenario.demand.busyHoursPerMonth, Tr::tr("hours a month"), mFormats.decimal,
            QStringLiteral("demand_busyHoursPerMonth"), Tr::tr("formula"),
            QStringLiteral("=demand_utilizationPercent*hoursPerMonth")},
        //: Busy hours as the engine uses them: between 0 and the hours in a month.
        {Tr::tr("Busy hours used"), std::clamp(scenario.demand.busyHoursPerMonth, 0.0, scenario.hoursPerMonth),
            Tr::tr("hours a month"), mFormats.decimal, QStringLiteral("busyHoursUsed"), Tr::tr("formula"),
            QStringLiteral("=MIN(MAX(demand_busyHoursPerMonth,0),hoursPerMonth)")},
        {Tr::tr("Demand growth"), scenario.demand.growthPercentPerYear / 100.0, Tr::tr("a year"), mFormats.percent},
    };
    // Named so that formulas can read them (the hours in a month bound the busy hours).
    rows[3].definedName = QStringLiteral("hoursPerMonth");
    const PriceTrends &t = scenario.priceTrends;
    const std::tuple<QString, double, const char *> trends[]
        = {{Tr::tr("Cloud compute price change"), t.cloudComputePercentPerYear, "cloudComputePercentPerYear"},
            {Tr::tr("Hardware price change"), t.hardwarePercentPerYear, "hardwarePercentPerYear"},
            {Tr::tr("Power price change"), t.powerPercentPerYear, "powerPercentPerYear"},
            {Tr::tr("Space price change"), t.spacePercentPerYear, "spacePercentPerYear"},
            {Tr::tr("Staff cost change"), t.staffPercentPerYear, "staffPercentPerYear"},
            {Tr::tr("Fees price change"), t.feesPercentPerYear, "feesPercentPerYear"}};
    // Every trend, 0 % included: the Quantities sheet's trend factors read them.
    for (const auto &[name, v, key] : trends)
        rows.push_back({name, v / 100.0, Tr::tr("a year"), mFormats.inputPercent,
            QStringLiteral("priceTrends_") + QLatin1String(key)});
    rows.push_back({Tr::tr("End of horizon"),
        scenario.finance.endOfHorizon == EndOfHorizon::BookValue    ? Tr::tr("book value credited")
            : scenario.finance.endOfHorizon == EndOfHorizon::Resale ? Tr::tr("expected resale value credited")
                                                                    : Tr::tr("nothing credited"),
        {}});
    if (scenario.vat) {
        rows.push_back(
            {Tr::tr("Prices include VAT"), scenario.vat->pricesIncludeVat ? Tr::tr("yes") : Tr::tr("no"), {}});
        rows.push_back(
            {Tr::tr("Input VAT recoverable"), scenario.vat->inputVatRecoverable ? Tr::tr("yes") : Tr::tr("no"), {}});
        if (scenario.vat->recoveryLagMonths > 0)
            rows.push_back({Tr::tr("Input VAT recovered after"), scenario.vat->recoveryLagMonths, Tr::tr("months")});
    }
    if (scenario.incomeTax) {
        rows.push_back({Tr::tr("Income tax rate"), scenario.incomeTax->rate, {}, mFormats.inputPercent,
            QStringLiteral("incomeTax_ratePercent")});
        rows.push_back({Tr::tr("Tax depreciation"), scenario.incomeTax->depreciationYears,
            Tr::tr("years, by each option's depreciation method (straight line for value decay)")});
        rows.push_back(
            {Tr::tr("One-off full deduction"), scenario.incomeTax->fullDeduction ? Tr::tr("yes") : Tr::tr("no"), {}});
        if (const auto &rd = scenario.incomeTax->rdSuperDeduction) {
            const Provenance p = rd->provenance.value_or(Provenance{});
            rows.push_back({Tr::tr("R&D super deduction"), rd->percent / 100.0, {}, mFormats.inputPercent,
                QStringLiteral("incomeTax_rdSuperDeduction_percent"), p.source});
            rows.push_back({Tr::tr("R&D share of the qualifying spend"), rd->rdSharePercent / 100.0, {},
                mFormats.inputPercent, QStringLiteral("incomeTax_rdSuperDeduction_rdSharePercent")});
        }
    }
    for (const Option &o : scenario.options)
        if (const auto &sub = o.computeSubsidy) {
            const Provenance p = sub->provenance.value_or(Provenance{});
            QString terms = Tr::tr("%1; paid after %2 months").arg(sub->name).arg(sub->paidAfterMonths);
            if (sub->capPerYear)
                terms += Tr::tr("; at most %1 a year").arg(QLocale().toString(*sub->capPerYear, 'f', 0));
            if (!sub->until.isEmpty())
                terms += Tr::tr("; spend until %1").arg(sub->until);
            if (!p.source.isEmpty())
                terms += QStringLiteral("; ") + p.source;
            rows.push_back({Tr::tr("Compute subsidy: %1").arg(o.name), sub->percent / 100.0, terms, mFormats.percent});
        }
    return rows;
}

void XlsxExport::writeInputs()
{
    const XlsxSheet inputs = mBook.addSheet(mInputsName);
    mPriceLines = PriceLines::collect(mScenario, mResult, mSources.lookup);
    int row = writeAssumptions(inputs);
    const int checkRow = row++;
    row = writeLivePrices(inputs, row + 1);
    QStringList perOption;
    row = writeOptionChecks(inputs, row, perOption);
    writeChecks(inputs, checkRow, perOption);
    // Price lines (the report's price provenance).
    writePriceLines(inputs, row + 1);
    inputs.setColumns(0, 0, 30);
    inputs.setColumns(1, 3, 22);
    inputs.setColumns(4, 10, 14);
    inputs.setColumns(11, 11, 40);
    inputs.setColumns(12, 12, 24);
}

std::vector<XlsxExport::Assumption> XlsxExport::budgetInputs() const
{
    std::vector<Assumption> rows;
    if (!mScenario.budget || !mResult.budget)
        return rows;
    const Budget &b = *mScenario.budget;
    const QString unit = mResult.budget->currency
        + (!b.amountsIncludeVat        ? QString()
                : *b.amountsIncludeVat ? QLatin1Char(' ') + Tr::tr("incl. VAT")
                                       : QLatin1Char(' ') + Tr::tr("excl. VAT"));
    auto amount = [&](const QString &label, const QString &path, const BudgetAmount &a) {
        const std::tuple<const std::optional<double> *, const char *, QString> parts[]
            = {{&a.total, "total", Tr::tr("Total")}, {&a.capex, "capex", Tr::tr("Capex")},
                {&a.opex, "opex", Tr::tr("Opex")}};
        for (const auto &[v, key, name] : parts)
            if (v->has_value())
                //: An input's name: what it is, then which part ("Budget 2027: Capex").
                rows.push_back({Tr::tr("%1: %2").arg(label, name), **v, unit, mFormats.inputMoney,
                    path + QLatin1Char('_') + QLatin1String(key), b.source});
    };
    if (b.everyYear)
        amount(Tr::tr("Budget every fiscal year"), QStringLiteral("budget_perYear"), *b.everyYear);
    if (b.horizon)
        amount(Tr::tr("Budget for the horizon"), QStringLiteral("budget_horizonTotal"), *b.horizon);
    for (std::size_t k = 0; k < b.fiscalYears.size(); ++k)
        amount(Tr::tr("Budget %1").arg(Calendars::fiscalYearKey(mScenario.calendar, {b.fiscalYears[k].year, 1, 12})),
            QStringLiteral("budget_fiscalYears_%1").arg(k), b.fiscalYears[k].amount);
    rows.push_back({Tr::tr("Budget into the results' currency and VAT basis (engine)"), mResult.budget->factor,
        Tr::tr("factor"), mFormats.decimal, QStringLiteral("engine_budgetFactor"),
        Tr::tr("computed by the engine from the exchange rates and the VAT rates of the budget's basis; change "
               "those in the app")});
    return rows;
}

int XlsxExport::writeAssumptions(const XlsxSheet &inputs)
{
    const QString entered = Tr::tr("entered in the scenario");
    inputs.text(0, 0, Tr::tr("Assumptions"), mFormats.bold);
    inputs.headerRow(1,
        {Tr::tr("Input"), Tr::tr("Value"), Tr::tr("Unit"), Tr::tr("Source"), Tr::tr("As of"), Tr::tr("Name"),
            Tr::tr("As exported"), Tr::tr("Changed")});
    int row = 2;
    std::vector<Assumption> rows = assumptions();
    for (Assumption &a : budgetInputs())
        rows.push_back(std::move(a));
    for (const Assumption &a : rows) {
        inputs.text(row, 0, a.name);
        if (!a.formula.isEmpty())
            inputs.formula(row, 1, a.formula, a.value.toDouble(), a.format);
        else if (a.value.typeId() == QMetaType::QString)
            inputs.text(row, 1, a.value.toString());
        else
            inputs.number(row, 1, a.value.toDouble(), a.format);
        inputs.text(row, 2, a.unit);
        inputs.text(row, 3, a.source.isEmpty() ? entered : a.source);
        if (!a.definedName.isEmpty()) {
            const QString ref = QStringLiteral("%1!%2").arg(sheetRef(mInputsName), absCellRef(row, 1));
            const bool named = mBook.defineName(a.definedName, ref);
            mInputs[a.definedName] = named ? a.definedName : ref;
            if (named)
                inputs.text(row, 5, a.definedName);
            // What monthly amounts depend on (not the discount rate, taxes or budgets).
            if (a.definedName == QLatin1String("demand_utilizationPercent")
                || a.definedName == QLatin1String("hoursPerMonth")
                || a.definedName.startsWith(QLatin1String("priceTrends_")))
                trackChange(inputs, kEveryOption, row, 1, 6, a.value.toDouble());
            else if (a.definedName == QLatin1String("demand_gpuCount"))
                trackChange(inputs, kGpuCount, row, 1, 6, a.value.toDouble());
        }
        ++row;
    }
    inputs.text(row++, 0,
        Tr::tr("Yellow cells are read by the formulas: change one and every sheet follows (the discount rate, the "
               "income-tax rates, the budget amounts, the busy hours, the price trends, and the cloud prices, rates "
               "and exchange rates below). Monthly amounts in formulas are made of the Quantities sheet's "
               "quantities and these prices; the other monthly amounts are the engine's and may be changed too: "
               "totals, tax saved, decisions and fiscal years follow. Quantities (instances, servers, terms, "
               "interruptions) are the engine's for the GPU count shown: the check cell below says when an edit "
               "needs the app."));
    return row;
}

int XlsxExport::writeLivePrices(const XlsxSheet &inputs, int row)
{
    // The prices the live amounts read, each once, with the price line it comes from.
    // By option, then price (the order of the file).
    const auto byOption = [](const PriceRef &a, const PriceRef &b) {
        return std::tie(a.option, a.key, a.block, a.tier) < std::tie(b.option, b.key, b.block, b.tier);
    };
    std::map<PriceRef, std::size_t, decltype(byOption)> used(byOption);
    std::map<std::pair<int, RateKey>, bool> rates;
    std::set<QString> currencies;
    for (std::size_t k = 0; k < mQuantityRows.size(); ++k) {
        const QuantityRow &q = mQuantityRows[k];
        used.emplace(q.price, k);
        if (q.rate != RateKey::None)
            rates[{q.option, q.rate}] = true;
        if (!q.currency.isEmpty() && q.currency != mScenario.reportingCurrency)
            currencies.insert(q.currency);
    }
    if (used.empty())
        return row;
    inputs.text(row++, 0, Tr::tr("Prices the formulas read"), mFormats.bold);
    inputs.headerRow(row++,
        {Tr::tr("Option"), Tr::tr("Price"), Tr::tr("Value"), Tr::tr("Currency"), Tr::tr("Source"), Tr::tr("As of"),
            Tr::tr("Name"), Tr::tr("As exported"), Tr::tr("Changed")});
    const QString entered = Tr::tr("entered in the scenario");
    // A row: a yellow input, or (with `formula`) a price derived from inputs above it.
    auto addInput = [&](int owner, const QString &what, double value, lxw_format *format, const QString &currency,
                        const QString &source, const QString &asOf, const QString &name, const QString &formula = {}) {
        inputs.text(row, 0, mScenario.options[std::size_t(owner)].name);
        inputs.text(row, 1, what);
        if (formula.isEmpty())
            inputs.number(row, 2, value, format);
        else
            inputs.formula(row, 2, formula, value, mFormats.decimal);
        inputs.text(row, 3, currency);
        inputs.text(row, 4, source.isEmpty() ? entered : source);
        inputs.text(row, 5, asOf.isEmpty() ? Tr::tr("unknown") : asOf);
        const QString ref = QStringLiteral("%1!%2").arg(sheetRef(mInputsName), absCellRef(row, 2));
        const bool named = mBook.defineName(name, ref);
        mInputs[name] = named ? name : ref;
        if (named)
            inputs.text(row, 6, name);
        if (formula.isEmpty())
            trackChange(inputs, owner, row, 2, 7, value);
        ++row;
    };
    // The option's line of an amount (its source and date).
    const auto lineOf = [this](const Option &o, double value) -> const PriceLine * {
        for (const PriceLine &l : mPriceLines)
            if (l.optionId == o.id && std::abs(l.amount - value) <= 1e-12 * std::max(1.0, std::abs(value)))
                return &l;
        return nullptr;
    };
    std::set<std::pair<int, int>> ratesWritten; // (option, block) of reserved terms priced by an hourly rate
    for (const auto &[ref, k] : used) {
        const Option &o = mScenario.options[std::size_t(ref.option)];
        const double value = PriceTerms::unitPrice(mScenario, ref);
        const QString currency
            = mQuantityRows[k].currency.isEmpty() ? mScenario.reportingCurrency : mQuantityRows[k].currency;
        const PriceLine *line = lineOf(o, value);
        const ReservedPricing *rp = nullptr;
        if (ref.key == PriceKey::ReservedUpfront || ref.key == PriceKey::ReservedMonthly)
            rp = ref.block < 0 ? (o.cloud()->reserved ? &*o.cloud()->reserved : nullptr)
                               : &o.cloud()->commitments[std::size_t(ref.block)];
        const auto hourly = rp ? rp->derivedHourly() : std::nullopt;
        if (!hourly) {
            addInput(ref.option, PriceTerms::label(ref), value, mFormats.inputNumber, currency,
                line ? line->source : QString(), line ? line->asOf : QString(), PriceTerms::name(ref));
            mPriceNames[PriceTerms::name(ref)] = input(PriceTerms::name(ref));
            continue;
        }
        // A term priced by an hourly rate (or a list price and a discount): those are the
        // inputs, its payments derived from them as ReservedPricing::amounts() derives them.
        const QString path
            = QStringLiteral("options_%1_%2")
                  .arg(ref.option)
                  .arg(ref.block < 0 ? QStringLiteral("reserved") : QStringLiteral("commitments_%1").arg(ref.block));
        const PriceLine *rateLine = lineOf(o, *hourly);
        const QString rateSource = rateLine ? rateLine->source : QString();
        const QString rateAsOf = rateLine ? rateLine->asOf : QString();
        QString rate;
        if (rp->effectivePricePerInstanceHour) {
            rate = path + QStringLiteral("_effectivePricePerInstanceHour");
            if (ratesWritten.insert({ref.option, ref.block}).second)
                addInput(ref.option, Tr::tr("Reserved term: rate, per instance-hour"),
                    *rp->effectivePricePerInstanceHour, mFormats.inputNumber, currency, rateSource, rateAsOf, rate);
            rate = input(rate);
        } else {
            const QString list = path + QStringLiteral("_onDemandPricePerInstanceHour");
            const QString discount = path + QStringLiteral("_discountPercent");
            if (ratesWritten.insert({ref.option, ref.block}).second) {
                addInput(ref.option, Tr::tr("Reserved term: list price, per instance-hour"),
                    *rp->listPricePerInstanceHour, mFormats.inputNumber, currency, rateSource, rateAsOf, list);
                addInput(ref.option, Tr::tr("Reserved term: discount off the list price"), *rp->discountPercent / 100.0,
                    mFormats.inputPercent, QString(), rateSource, rateAsOf, discount);
            }
            rate = QStringLiteral("%1*(1-%2)").arg(input(list), input(discount));
        }
        const QString hpm = input(QStringLiteral("hoursPerMonth"));
        const double share = rp->upfrontShare();
        const QString derived = QStringLiteral("derived_") + PriceTerms::name(ref);
        const QString formula = ref.key == PriceKey::ReservedUpfront
            ? QStringLiteral("=%1*%2*%3*%4").arg(rate, hpm).arg(rp->termMonths).arg(share, 0, 'g', 17)
            : QStringLiteral("=%1*%2*%3").arg(rate, hpm).arg(1.0 - share, 0, 'g', 17);
        addInput(ref.option, PriceTerms::label(ref), value, nullptr, currency,
            Tr::tr("derived: rate x hours in a month x %1 months, %2 % upfront")
                .arg(rp->termMonths)
                .arg(share * 100.0, 0, 'g', 4),
            rateAsOf, derived, formula);
        mPriceNames[PriceTerms::name(ref)] = input(derived);
    }
    for (const auto &[key, present] : rates) {
        addInput(key.first, Tr::tr("Platform surcharge on compute"),
            PriceTerms::rateValue(mScenario, key.first, key.second), mFormats.inputPercent, QString(), QString(),
            QString(), PriceTerms::rateName(key.first, key.second));
    }
    if (currencies.empty())
        return row + 1;
    // Exchange rates as entered, and the factor each currency is converted with.
    ++row;
    inputs.text(row++, 0, Tr::tr("Exchange rates the formulas read"), mFormats.bold);
    inputs.headerRow(row++,
        {Tr::tr("From"), Tr::tr("To"), Tr::tr("Rate"), Tr::tr("Factor into %1").arg(mScenario.reportingCurrency),
            Tr::tr("Source"), Tr::tr("As of"), Tr::tr("Name"), Tr::tr("As exported"), Tr::tr("Changed")});
    for (const QString &cur : currencies) {
        const auto choice = exchangeRateFor(mScenario.exchangeRates, cur, mScenario.reportingCurrency);
        if (!choice)
            continue;
        const ExchangeRate &rate = *choice->rate;
        const auto k = int(choice->rate - mScenario.exchangeRates.data());
        const QString rateName = QStringLiteral("exchangeRates_%1_rate").arg(k);
        const QString fxName = QStringLiteral("fx_%1").arg(cur);
        inputs.text(row, 0, rate.from);
        inputs.text(row, 1, rate.to);
        inputs.number(row, 2, rate.rate, mFormats.inputNumber);
        const QString rateRef = QStringLiteral("%1!%2").arg(sheetRef(mInputsName), absCellRef(row, 2));
        const bool named = !mInputs.count(rateName) && mBook.defineName(rateName, rateRef);
        if (named)
            mInputs[rateName] = rateName;
        const QString rateCell = mInputs.count(rateName) ? mInputs[rateName] : rateRef;
        inputs.formula(row, 3,
            choice->inverse ? QStringLiteral("=1/%1").arg(rateCell) : QStringLiteral("=%1").arg(rateCell),
            choice->factor(), mFormats.decimal);
        const QString fxRef = QStringLiteral("%1!%2").arg(sheetRef(mInputsName), absCellRef(row, 3));
        mInputs[fxName] = mBook.defineName(fxName, fxRef) ? fxName : fxRef;
        inputs.text(row, 4, rate.source.isEmpty() ? entered : rate.source);
        inputs.text(row, 5, rate.asOf.isEmpty() ? Tr::tr("unknown") : rate.asOf);
        inputs.text(row, 6, named ? QStringLiteral("%1, %2").arg(rateName, fxName) : fxName);
        trackChange(inputs, kExchangeRates, row, 2, 7, rate.rate);
        ++row;
    }
    return row + 1;
}

namespace {

/// A text as a formula's string literal: quotes doubled, and in pieces joined by & so that no
/// literal passes Excel's 255 characters.
QString quotedText(const QString &text)
{
    QStringList pieces;
    for (qsizetype at = 0; at < text.size() || pieces.isEmpty(); at += 120) {
        QString piece = text.mid(at, 120);
        pieces << QLatin1Char('"') + piece.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    }
    return pieces.join(QLatin1Char('&'));
}

} // namespace

void XlsxExport::trackChange(const XlsxSheet &inputs, int owner, int row, int valueCol, int flagCol, double value)
{
    inputs.number(row, flagCol, value, nullptr);
    inputs.formula(row, flagCol + 1,
        QStringLiteral("=IF(%1=%2,0,1)").arg(cellRef(row, valueCol), cellRef(row, flagCol)), 0.0, nullptr);
    mChanged[owner].push_back({row, flagCol + 1});
}

QString XlsxExport::sumOf(std::vector<std::pair<int, int>> cells)
{
    if (cells.empty())
        return QStringLiteral("0");
    // By column, then row: runs of rows in one column become ranges.
    std::sort(cells.begin(), cells.end(),
        [](auto a, auto b) { return std::tie(a.second, a.first) < std::tie(b.second, b.first); });
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    QStringList args;
    for (std::size_t k = 0; k < cells.size();) {
        std::size_t e = k;
        while (
            e + 1 < cells.size() && cells[e + 1].second == cells[k].second && cells[e + 1].first == cells[e].first + 1)
            ++e;
        args << (e == k ? cellRef(cells[k].first, cells[k].second)
                        : cellRef(cells[k].first, cells[k].second) + QLatin1Char(':')
                    + cellRef(cells[e].first, cells[e].second));
        k = e + 1;
    }
    // SUM takes at most 255 arguments.
    QStringList sums;
    for (qsizetype k = 0; k < args.size(); k += 200)
        sums << QStringLiteral("SUM(%1)").arg(args.mid(k, 200).join(QLatin1Char(',')));
    return sums.join(QLatin1Char('+'));
}

int XlsxExport::writeOptionChecks(const XlsxSheet &inputs, int row, QStringList &perOption)
{
    inputs.text(row++, 0, Tr::tr("Recompute in the app, by option"), mFormats.bold);
    inputs.headerRow(row++, {Tr::tr("Option"), Tr::tr("Check")});
    // The inputs every option reads (exchange rates, utilization, hours in a month, trends).
    const int everyRow = row++;
    inputs.text(everyRow, 0, Tr::tr("Inputs every option reads: changed"));
    std::vector<std::pair<int, int>> everyCells = mChanged[kEveryOption];
    everyCells.insert(everyCells.end(), mChanged[kExchangeRates].begin(), mChanged[kExchangeRates].end());
    inputs.formula(everyRow, 1, QLatin1Char('=') + sumOf(everyCells), 0.0, nullptr);
    const QString every = cellRef(everyRow, 1);
    // Per option, what stays the engine's number although an input it depends on changed: its
    // own prices, its bridge's, and the inputs every option reads. One-time costs (Migration)
    // depend on none of those but an exchange rate.
    for (std::size_t i = 0; i < mResult.options.size(); ++i) {
        const OptionResult &o = mResult.options[i];
        const Option *opt = nullptr;
        for (const Option &candidate : mScenario.options)
            if (candidate.id == o.id)
                opt = &candidate;
        const bool foreignOneTime
            = opt && std::any_of(opt->oneTimeCosts.begin(), opt->oneTimeCosts.end(), [&](const OneTimeCost &c) {
                  return !c.currency.isEmpty() && c.currency != mScenario.reportingCurrency;
              });
        QStringList what;
        bool migration = false;
        for (Category c : kAllCategories) {
            if (mLive[i][index(c)] || c == Category::VatTiming)
                continue;
            if (c == Category::Migration && !foreignOneTime)
                continue;
            for (const CategoryAmounts &a : o.monthly)
                if (a[index(c)] != 0.0) {
                    what << categoryName(c);
                    migration = migration || c == Category::Migration;
                    break;
                }
        }
        if (mTax)
            for (const CategoryAmounts &d : o.taxDeductions)
                if (d[index(Category::ReservedUpfront)] != 0.0 || d[index(Category::Capex)] != 0.0
                    || d[index(Category::CloudBridge)] != 0.0) {
                    what << Tr::tr("tax deducted apart");
                    break;
                }
        if (mResult.view != CostView::Cash)
            what << Tr::tr("fiscal-year spend");
        if (what.isEmpty())
            continue;
        std::vector<std::pair<int, int>> own;
        QString changed = every;
        if (migration && what.size() == 1) // only one-time costs in another currency
            changed.clear();
        const auto add = [&](int owner) {
            if (const auto it = mChanged.find(owner); it != mChanged.end())
                own.insert(own.end(), it->second.begin(), it->second.end());
        };
        if (changed.isEmpty()) {
            add(kExchangeRates);
        } else {
            add(mTerms[i].option >= 0 ? mTerms[i].option : -2);
            if (const Option *bridge = opt ? Tax::bridgeOf(mScenario, *opt) : nullptr)
                for (std::size_t b = 0; b < mScenario.options.size(); ++b)
                    if (&mScenario.options[b] == bridge)
                        add(int(b));
        }
        inputs.text(row, 0, o.name);
        inputs.formulaText(row, 1,
            QStringLiteral("=IF(%1>0,%2,\"\")")
                .arg((changed.isEmpty() ? QString() : changed + QLatin1Char('+')) + sumOf(own),
                    quotedText(Tr::tr("%1: %2 are the engine's and do not follow the inputs changed; recompute in "
                                      "the app. ")
                                   .arg(o.name, what.join(QStringLiteral(", "))))),
            QString());
        perOption << cellRef(row, 1);
        ++row;
    }
    return row;
}

void XlsxExport::writeChecks(const XlsxSheet &inputs, int row, const QStringList &perOption)
{
    const double gpus = mScenario.demand.gpuCount;
    QStringList parts;
    parts << QStringLiteral("IF(%1>0,%2,\"\")")
                 .arg(sumOf(mChanged[kGpuCount]),
                     quotedText(Tr::tr("The GPU count changed: instances, reserved terms, servers and the Quantities "
                                       "sheet are the engine's for %1 GPUs; recompute in the app. ")
                                    .arg(QLocale().toString(gpus, 'g', 10))));
    parts += perOption;
    inputs.text(row, 0, Tr::tr("Recompute in the app"), mFormats.bold);
    inputs.formulaText(row, 1, QStringLiteral("=TRIM(%1)").arg(parts.join(QLatin1Char('&'))), QString());
    const QString ref = QStringLiteral("%1!%2").arg(sheetRef(mInputsName), absCellRef(row, 1));
    if (mBook.defineName(QStringLiteral("checks_recomputeInApp"), ref))
        inputs.text(row, 5, QStringLiteral("checks_recomputeInApp"));
}

QString XlsxExport::input(const QString &definedName) const
{
    const auto it = mInputs.find(definedName);
    Q_ASSERT(it != mInputs.end());
    return it == mInputs.end() ? QStringLiteral("0") : it->second;
}

void XlsxExport::writePriceLines(const XlsxSheet &inputs, int row) const
{
    inputs.text(row++, 0, Tr::tr("Price lines"), mFormats.bold);
    inputs.headerRow(row++,
        {Tr::tr("Option"), Tr::tr("Provider"), Tr::tr("Resource"), Tr::tr("Item"), Tr::tr("Value"), Tr::tr("Unit"),
            Tr::tr("Currency"), Tr::tr("Tax"), Tr::tr("Discount"), Tr::tr("List price"), Tr::tr("As of"),
            Tr::tr("Source"), Tr::tr("Catalog id")});
    for (const PriceLine &l : mPriceLines) {
        inputs.text(row, 0, l.optionId.isEmpty() ? Tr::tr("(all options)") : l.option);
        inputs.text(row, 1, l.provider);
        inputs.text(row, 2, l.resource);
        inputs.text(row, 3, l.item);
        inputs.number(row, 4, l.amount, nullptr);
        inputs.text(row, 5, l.unit);
        inputs.text(row, 6, l.currency);
        inputs.text(row, 7,
            !l.taxIncluded       ? Tr::tr("not stated")
                : *l.taxIncluded ? Tr::tr("incl. VAT")
                                 : Tr::tr("excl. VAT"));
        if (l.discountPercent)
            inputs.number(row, 8, *l.discountPercent / 100.0, mFormats.percent);
        if (l.listAmount)
            inputs.number(row, 9, *l.listAmount, nullptr);
        inputs.text(row, 10, l.asOf.isEmpty() ? Tr::tr("unknown") : l.asOf);
        inputs.text(row, 11, l.source);
        inputs.text(row, 12, l.catalogId);
        ++row;
    }
}

void XlsxExport::writeTotals()
{
    const QString cur = mResult.currency;
    const XlsxSheet totals = mBook.addSheet(mTotalsName);
    QStringList th{Tr::tr("Option"), Tr::tr("Kind"), Tr::tr("Total (%1)").arg(cur), Tr::tr("PV of cost (%1)").arg(cur),
        Tr::tr("Hidden fees"), Tr::tr("Per useful GPU-hour"), Tr::tr("Useful GPU-hours"), Tr::tr("Unmet GPU-hours"),
        Tr::tr("Book value at end (%1)").arg(cur), Tr::tr("End-of-horizon credit (%1)").arg(cur),
        Tr::tr("Debt owed at the end (%1)").arg(cur), Tr::tr("Compared total (%1)").arg(cur)};
    if (mTax)
        th << Tr::tr("Tax saved (%1)").arg(cur) << Tr::tr("After-tax total (%1)").arg(cur)
           << Tr::tr("After-tax PV of cost (%1)").arg(cur);
    if (mTax && mScenario.incomeTax->rdSuperDeduction)
        th << Tr::tr("Of tax saved: R&D super deduction (%1)").arg(cur);
    totals.headerRow(0, th);
    for (std::size_t i = 0; i < mResult.options.size(); ++i)
        writeTotalsRow(totals, i);
    totals.text(int(mResult.options.size()) + 2, 0,
        Tr::tr("Totals are formulas over the Monthly sheet. The end-of-horizon credit follows the scenario's "
               "treatment (see Inputs) and the debt is the principal of financing still owed after the horizon; "
               "the compared total (total - credit + debt) is what the ranking compares. The total itself is the "
               "cash spent within the horizon."));
    totals.setColumns(0, 0, 34);
    totals.setColumns(1, int(th.size() - 1), 18);
    totals.protect();
}

void XlsxExport::writeTotalsRow(const XlsxSheet &totals, std::size_t i) const
{
    const OptionResult &o = mResult.options[i];
    const MonthlyLayout &m = mMonthly;
    lxw_format *const money = mFormats.money;
    const int row = int(i) + 1;
    totals.text(row, 0, o.name);
    totals.text(row, 1, o.kind == OptionKind::Cloud ? Tr::tr("Cloud") : Tr::tr("Self-hosted"));
    if (o.monthly.empty())
        return;
    totals.formula(row, 2, QStringLiteral("=SUM(%1)").arg(m.rangeAll(i, m.colTotal)), o.total, money);
    totals.formula(row, 3, QStringLiteral("=SUM(%1)").arg(m.rangeAll(i, m.colDiscounted)), o.totalDiscounted, money);
    QStringList hidden; // the hidden-fee categories of the Categories sheet
    for (int c = 0; c < int(kCategoryCount); ++c)
        if (isHiddenFee(kAllCategories[std::size_t(c)]))
            hidden << QStringLiteral("%1!%2").arg(sheetRef(mCategoriesName), cellRef(row, c + 1));
    totals.formula(row, 4,
        QStringLiteral("=%1").arg(hidden.isEmpty() ? QStringLiteral("0") : hidden.join(QLatin1Char('+'))),
        o.hiddenFeesTotal, money);
    if (o.costPerUsefulGpuHour)
        totals.formula(
            row, 5, QStringLiteral("=%1/%2").arg(cellRef(row, 2), cellRef(row, 6)), *o.costPerUsefulGpuHour, money);
    // GPU-hours are GPU-months served (or not) x the busy hours of a GPU a month: formulas of
    // the busy hours, so that a utilization edit moves them and the cost per useful hour.
    const double busy = std::clamp(mScenario.demand.busyHoursPerMonth, 0.0, mScenario.hoursPerMonth);
    const std::pair<int, double> hours[] = {{6, o.usefulGpuHours}, {7, o.unmetGpuHours}};
    for (const auto &[col, value] : hours) {
        const double gpuMonths = busy > 0.0 ? std::round(value / busy) : -1.0;
        if (gpuMonths >= 0.0 && std::abs(gpuMonths * busy - value) <= 1e-9 * std::max(1.0, value))
            totals.formula(row, col,
                QStringLiteral("=%1*%2").arg(
                    QString::number(gpuMonths, 'f', 0), input(QStringLiteral("busyHoursUsed"))),
                value, mFormats.hours);
        else
            totals.number(row, col, value, mFormats.hours);
    }
    // Owned servers' book value at the end of the horizon, and what the scenario credits at
    // the end (book value, expected resale or nothing); empty for cloud options.
    if (o.kind == OptionKind::SelfHosted) {
        totals.number(row, 8, o.bookValueAtHorizonEnd, mFormats.engine);
        const EndOfHorizon end = mScenario.finance.endOfHorizon;
        const double credit = end == EndOfHorizon::BookValue ? o.bookValueAtHorizonEnd
            : end == EndOfHorizon::Resale                    ? o.resaleValueAtHorizonEnd
                                                             : 0.0;
        totals.number(row, 9, credit, mFormats.engine);
        totals.number(row, 10, o.debtAtHorizonEnd, mFormats.engine);
        totals.formula(row, 11, QStringLiteral("=%1-%2+%3").arg(cellRef(row, 2), cellRef(row, 9), cellRef(row, 10)),
            o.total - credit + o.debtAtHorizonEnd, money);
    } else {
        totals.formula(row, 11, QStringLiteral("=%1").arg(cellRef(row, 2)), o.total, money);
    }
    if (mTax) {
        totals.formula(row, 12, QStringLiteral("=SUM(%1)").arg(m.rangeAll(i, m.colTaxSaved)), o.taxSavingTotal, money);
        totals.formula(
            row, 13, QStringLiteral("=%1-%2").arg(cellRef(row, 2), cellRef(row, 12)), o.afterTaxTotal, money);
        totals.formula(row, 14, QStringLiteral("=SUM(%1)").arg(m.rangeAll(i, m.colAfterTaxDiscounted)),
            o.afterTaxDiscounted, money);
        if (mScenario.incomeTax->rdSuperDeduction) {
            // The R&D part of the tax saved: rate x extra deduction x the qualifying deductions.
            totals.formula(row, 15,
                QStringLiteral("=%1*%2*%3*SUM(%4)")
                    .arg(input(QStringLiteral("incomeTax_ratePercent")),
                        input(QStringLiteral("incomeTax_rdSuperDeduction_percent")),
                        input(QStringLiteral("incomeTax_rdSuperDeduction_rdSharePercent")),
                        m.rangeAll(i, m.colRdQualifying)),
                o.rdDeductionSavingTotal, money);
        }
    }
}

void XlsxExport::writeCategories()
{
    const XlsxSheet cats = mBook.addSheet(mCategoriesName);
    cats.text(0, 0, Tr::tr("Option"), mFormats.bold);
    for (int c = 0; c < int(kCategoryCount); ++c)
        cats.text(0, c + 1, categoryName(kAllCategories[std::size_t(c)]), mFormats.bold);
    cats.text(0, int(kCategoryCount) + 1, Tr::tr("Total"), mFormats.bold);
    for (std::size_t i = 0; i < mResult.options.size(); ++i) {
        const OptionResult &o = mResult.options[i];
        const int row = int(i) + 1;
        cats.text(row, 0, o.name);
        if (o.monthly.empty())
            continue;
        for (int c = 0; c < int(kCategoryCount); ++c)
            cats.formula(row, c + 1, QStringLiteral("=SUM(%1)").arg(mMonthly.rangeAll(i, MonthlyLayout::kCat0 + c)),
                o.categoryTotals[std::size_t(c)], mFormats.money);
        cats.formula(row, int(kCategoryCount) + 1,
            QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, 1), cellRef(row, int(kCategoryCount))), o.total,
            mFormats.money);
    }
    cats.setColumns(0, 0, 34);
    cats.setColumns(1, int(kCategoryCount + 1), 16);
    cats.protect();
}

void XlsxExport::writeMonthly()
{
    const XlsxSheet monthly = mBook.addSheet(mMonthlyName);
    const MonthlyLayout &l = mMonthly;
    QStringList mh{Tr::tr("Option"), Tr::tr("Month")};
    for (Category c : kAllCategories)
        mh << categoryName(c);
    mh << Tr::tr("Total") << Tr::tr("Cumulative") << Tr::tr("Discounted") << Tr::tr("Paid at the start of the month");
    if (mTax) {
        mh << Tr::tr("Deducted apart (engine)") << Tr::tr("Tax deductions");
        if (l.colRdApart >= 0)
            mh << Tr::tr("R&D qualifying apart (engine)") << Tr::tr("R&D qualifying deductions");
        mh << Tr::tr("Tax saved") << Tr::tr("After tax") << Tr::tr("After tax, discounted");
    }
    if (mResult.calendar.has())
        mh << Tr::tr("Calendar month");
    Q_ASSERT(mh.size() == l.columnCount);
    monthly.headerRow(0, mh);
    const double monthlyRate = CostEngine::monthlyRate(mScenario.discountRatePerYear);
    for (std::size_t i = 0; i < mResult.options.size(); ++i)
        writeMonthlyRows(monthly, i, monthlyRate);
    monthly.freezePanes(1, 2);
    monthly.setColumns(0, 0, 34);
    monthly.setColumns(2, int(mh.size()), 15);
}

QString XlsxExport::termFormula(const QuantityRow &q, int m) const
{
    const auto um = std::size_t(m);
    if (q.trendMonth[um] < 0)
        return {};
    const auto price = mPriceNames.find(PriceTerms::name(q.price));
    Q_ASSERT(price != mPriceNames.end());
    QStringList factors{QStringLiteral("%1!%2").arg(sheetRef(mQuantitiesName), cellRef(q.sheetRow, 6 + m)),
        price == mPriceNames.end() ? QStringLiteral("0") : price->second};
    if (!q.currency.isEmpty() && q.currency != mScenario.reportingCurrency)
        factors << input(QStringLiteral("fx_") + q.currency);
    if (q.trend != TrendClass::None)
        factors << QStringLiteral("%1!%2").arg(
            sheetRef(mQuantitiesName), absCellRef(int(q.trend), 6 + q.trendMonth[um]));
    if (q.perBusyHour)
        factors << input(QStringLiteral("busyHoursUsed"));
    if (q.rate != RateKey::None)
        factors << input(PriceTerms::rateName(q.option, q.rate));
    return factors.join(QLatin1Char('*'));
}

QString XlsxExport::liveCell(std::size_t i, int m, Category c) const
{
    if (i >= mLive.size() || !mLive[i][index(c)])
        return {};
    QStringList terms;
    for (std::size_t k : mRowsOf[i][index(c)])
        if (const QString t = termFormula(mQuantityRows[k], m); !t.isEmpty())
            terms << t;
    if (terms.isEmpty())
        return {};
    const Option &opt = mScenario.options[std::size_t(mTerms[i].option)];
    const double vat = mScenario.vat ? Tax::vatFactor(*mScenario.vat, opt, c) : 1.0;
    if (vat == 1.0)
        return QLatin1Char('=') + terms.join(QLatin1Char('+'));
    return QStringLiteral("=(%1)*%2").arg(terms.join(QLatin1Char('+')), QString::number(vat, 'g', 17));
}

QString XlsxExport::prepaidAfterHorizonFormula(std::size_t i, int m) const
{
    const OptionResult &o = mResult.options[i];
    const auto um = std::size_t(m);
    constexpr auto upfront = index(Category::ReservedUpfront);
    if (o.kind != OptionKind::Cloud || um >= o.prepaidAfterHorizonByMonth.size() || !mLive[i][upfront])
        return {};
    const Option &opt = mScenario.options[std::size_t(mTerms[i].option)];
    const int H = mResult.horizonMonths;
    // The upfront of a term starting in month m covers T months, T - beyond of them within the
    // horizon: the months after it are the upfront paid within the horizon x beyond / (T - beyond).
    QStringList terms;
    OptionTerms scaled{mTerms[i].optionId, mTerms[i].option, {}, {}};
    for (std::size_t k : mRowsOf[i][upfront]) {
        const QuantityRow &q = mQuantityRows[k];
        if (q.price.key != PriceKey::ReservedUpfront || q.trendMonth[um] < 0)
            continue;
        const CloudOption *cloud = opt.cloud();
        const ReservedPricing *rp = q.price.block < 0 ? (cloud && cloud->reserved ? &*cloud->reserved : nullptr)
                                                      : (cloud && std::size_t(q.price.block) < cloud->commitments.size()
                                                              ? &cloud->commitments[std::size_t(q.price.block)]
                                                              : nullptr);
        if (!rp)
            return {};
        const int T = std::max(1, rp->termMonths);
        const int beyond = std::max(0, m + T - H);
        if (beyond == 0)
            continue;
        terms << QStringLiteral("%1*%2/%3").arg(termFormula(q, m)).arg(beyond).arg(T - beyond);
        for (const PriceTerm &t : mTerms[i].terms)
            if (t.month == m && t.category == Category::ReservedUpfront && t.price == q.price) {
                PriceTerm p = t;
                p.quantity = t.quantity * beyond / (T - beyond);
                scaled.terms.push_back(p);
            }
    }
    if (terms.isEmpty())
        return {};
    // The formulas must make up the engine's amount (before and after VAT) to 1e-9.
    scaled.asEntered.assign(std::size_t(H), CategoryAmounts{});
    const std::vector<CategoryAmounts> v = PriceTerms::evaluate(mScenario, scaled);
    const double vat = mScenario.vat ? Tax::vatFactor(*mScenario.vat, opt, Category::ReservedUpfront) : 1.0;
    const double expected = o.prepaidAfterHorizonByMonth[um];
    if (um >= v.size() || std::abs(v[um][upfront] * vat - expected) > 1e-9 * std::max(1.0, std::abs(expected)))
        return {};
    return vat == 1.0 ? terms.join(QLatin1Char('+'))
                      : QStringLiteral("(%1)*%2").arg(terms.join(QLatin1Char('+')), QString::number(vat, 'g', 17));
}

void XlsxExport::writeQuantities()
{
    if (mQuantityRows.empty())
        return;
    const XlsxSheet q = mBook.addSheet(mQuantitiesName);
    const int H = mResult.horizonMonths;
    QStringList header{Tr::tr("Option"), Tr::tr("Category"), Tr::tr("Price"), Tr::tr("Per busy hour"),
        Tr::tr("Price trend"), Tr::tr("Currency")};
    for (int m = 1; m <= H; ++m)
        header << Tr::tr("Month %1").arg(m);
    q.headerRow(0, header);
    // The trends' factors: (1 + change a year)^whole years since month 1, as the engine has them.
    const std::pair<TrendClass, QString> trends[] = {{TrendClass::Cloud, QStringLiteral("cloudComputePercentPerYear")},
        {TrendClass::Hardware, QStringLiteral("hardwarePercentPerYear")},
        {TrendClass::Power, QStringLiteral("powerPercentPerYear")},
        {TrendClass::Space, QStringLiteral("spacePercentPerYear")},
        {TrendClass::Staff, QStringLiteral("staffPercentPerYear")},
        {TrendClass::Fees, QStringLiteral("feesPercentPerYear")}};
    const QString trendNames[] = {
        Tr::tr("Cloud compute"), Tr::tr("Hardware"), Tr::tr("Power"), Tr::tr("Space"), Tr::tr("Staff"), Tr::tr("Fees")};
    for (const auto &[trend, key] : trends) {
        const int row = int(trend);
        q.text(row, 0, Tr::tr("Price trend factor"));
        q.text(row, 4, trendNames[row - 1]);
        for (int m = 0; m < H; ++m)
            q.formula(row, 6 + m,
                QStringLiteral("=(1+%1)^INT(%2/12)").arg(input(QStringLiteral("priceTrends_") + key)).arg(m),
                PriceTerms::trendFactor(mScenario, trend, m), mFormats.decimal);
    }
    q.headerRow(8,
        QStringList{Tr::tr("Option"), Tr::tr("Category"), Tr::tr("Price"), Tr::tr("Per busy hour"),
            Tr::tr("Price trend"), Tr::tr("Currency")}
            + QStringList(header.mid(6)));
    for (const QuantityRow &r : mQuantityRows) {
        q.text(r.sheetRow, 0, mScenario.options[std::size_t(r.option)].name);
        q.text(r.sheetRow, 1, categoryName(r.category));
        QString price = PriceTerms::name(r.price);
        if (r.rate != RateKey::None)
            price += QStringLiteral(" x ") + PriceTerms::rateName(r.option, r.rate);
        q.text(r.sheetRow, 2, price);
        q.text(r.sheetRow, 3, r.perBusyHour ? Tr::tr("yes") : Tr::tr("no"));
        q.text(r.sheetRow, 4, r.trend == TrendClass::None ? QString() : trendNames[int(r.trend) - 1]);
        q.text(r.sheetRow, 5, r.currency.isEmpty() ? mScenario.reportingCurrency : r.currency);
        for (int m = 0; m < H; ++m)
            if (r.trendMonth[std::size_t(m)] >= 0)
                q.number(r.sheetRow, 6 + m, r.quantity[std::size_t(m)], nullptr);
    }
    q.freezePanes(1, 6);
    q.setColumns(0, 0, 30);
    q.setColumns(1, 1, 16);
    q.setColumns(2, 2, 44);
    q.protect();
}

QString XlsxExport::categoryCells(int row, const std::function<bool(Category)> &which) const
{
    QStringList cells;
    for (Category c : kAllCategories)
        if (which(c))
            cells << cellRef(row, MonthlyLayout::kCat0 + int(index(c)));
    return cells.isEmpty() ? QStringLiteral("0") : cells.join(QLatin1Char('+'));
}

void XlsxExport::writeMonthlyRows(const XlsxSheet &monthly, std::size_t i, double monthlyRate) const
{
    const OptionResult &o = mResult.options[i];
    const MonthlyLayout &l = mMonthly;
    lxw_format *const money = mFormats.money;
    const bool yearly = mScenario.finance.timing == FinanceTiming::Yearly;
    const QString rate = input(QStringLiteral("discountRatePercentPerYear"));
    for (int m = 0; m < int(o.monthly.size()); ++m) {
        const int row = l.firstRow[i] + m;
        const std::size_t um = std::size_t(m);
        const CategoryAmounts &amounts = o.monthly[um];
        // The engine's factor of the end of the month, for the after-tax cell's cached value.
        const double discount = yearly ? std::pow(1.0 + mScenario.discountRatePerYear, -double((m + 12) / 12))
                                       : std::pow(1.0 + monthlyRate, -double(m + 1));
        monthly.text(row, 0, o.name);
        monthly.number(row, 1, m + 1, nullptr);
        for (int c = 0; c < int(kCategoryCount); ++c) {
            const QString live = liveCell(i, m, kAllCategories[std::size_t(c)]);
            if (live.isEmpty())
                monthly.number(row, MonthlyLayout::kCat0 + c, amounts[std::size_t(c)], money);
            else
                monthly.formula(row, MonthlyLayout::kCat0 + c, live, amounts[std::size_t(c)], money);
        }
        monthly.formula(row, l.colTotal,
            QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, MonthlyLayout::kCat0), cellRef(row, l.colTotal - 1)),
            o.monthlyTotal[um], money);
        monthly.formula(row, l.colCumulative,
            m == 0 ? QStringLiteral("=%1").arg(cellRef(row, l.colTotal))
                   : QStringLiteral("=%1+%2").arg(cellRef(row - 1, l.colCumulative), cellRef(row, l.colTotal)),
            o.cumulative[um], money);
        double atStart = 0.0;
        for (Category c : kAllCategories)
            if (DecisionAnalysis::paidAtStart(c))
                atStart += amounts[index(c)];
        monthly.formula(
            row, l.colAtStart, QLatin1Char('=') + categoryCells(row, DecisionAnalysis::paidAtStart), atStart, money);
        // Discounted on the decision's timing (docs/finance.md): purchases, reserved upfront and
        // resale from the start of the month, the rest from its end, (1 + annual rate)^years with
        // years (month - 1) / 12 and month / 12, or whole years rounded up on yearly timing.
        const QString monthCell = cellRef(row, 1);
        const QString startYears = yearly ? QStringLiteral("ROUNDUP((%1-1)/12,0)").arg(monthCell)
                                          : QStringLiteral("(%1-1)/12").arg(monthCell);
        const QString endYears
            = yearly ? QStringLiteral("ROUNDUP(%1/12,0)").arg(monthCell) : QStringLiteral("%1/12").arg(monthCell);
        const QString factor = QStringLiteral("(1+%1)^(%2)").arg(rate, endYears);
        monthly.formula(row, l.colDiscounted,
            QStringLiteral("=%1/(1+%2)^(%3)+(%4-%1)/%5")
                .arg(cellRef(row, l.colAtStart), rate, startYears, cellRef(row, l.colTotal), factor),
            o.monthlyDiscounted[um], money);
        if (mTax)
            writeTaxCells(monthly, o, m, row, factor, discount);
        if (mResult.calendar.has())
            monthly.text(row, l.colCalendar, Calendars::monthKey(mResult.calendar, m + 1));
    }
}

void XlsxExport::writeTaxCells(
    const XlsxSheet &monthly, const OptionResult &o, int m, int row, const QString &factor, double discount) const
{
    // The engine's rule (Tax::deductedWhenIncurred): the month's expenses are deducted as they
    // are, so the deductions follow an edited amount; what is deducted apart (tax depreciation,
    // upfront over its term, the bridge's own deductions, a taxable subsidy) is the engine's.
    const MonthlyLayout &l = mMonthly;
    lxw_format *const money = mFormats.money;
    const std::size_t um = std::size_t(m);
    const CategoryAmounts noDeductions{};
    const CategoryAmounts &deductions = um < o.taxDeductions.size() ? o.taxDeductions[um] : noDeductions;
    const auto &rd = mScenario.incomeTax->rdSuperDeduction;
    const CategoryAmounts qualifying = rd ? Tax::rdQualifying(*rd) : CategoryAmounts{};
    double apart = 0.0, deductible = 0.0, rdApart = 0.0, rdQualifying = 0.0;
    for (Category c : kAllCategories) {
        const double d = deductions[index(c)];
        deductible += d;
        rdQualifying += d * qualifying[index(c)];
        if (!Tax::deductedWhenIncurred(c)) {
            apart += d;
            rdApart += d * qualifying[index(c)];
        }
    }
    monthly.number(row, l.colDeductedApart, apart, mFormats.engine);
    monthly.formula(row, l.colDeductible,
        QStringLiteral("=%1+%2").arg(categoryCells(row, Tax::deductedWhenIncurred), cellRef(row, l.colDeductedApart)),
        deductible, money);
    const QString taxRate = input(QStringLiteral("incomeTax_ratePercent"));
    QString saved = QStringLiteral("=%1*%2").arg(taxRate, cellRef(row, l.colDeductible));
    if (rd) {
        monthly.number(row, l.colRdApart, rdApart, mFormats.engine);
        monthly.formula(row, l.colRdQualifying,
            QStringLiteral("=%1+%2").arg(
                categoryCells(
                    row, [&](Category c) { return Tax::deductedWhenIncurred(c) && qualifying[index(c)] != 0.0; }),
                cellRef(row, l.colRdApart)),
            rdQualifying, money);
        saved = QStringLiteral("=%1*(%2+%3*%4*%5)")
                    .arg(taxRate, cellRef(row, l.colDeductible),
                        input(QStringLiteral("incomeTax_rdSuperDeduction_percent")),
                        input(QStringLiteral("incomeTax_rdSuperDeduction_rdSharePercent")),
                        cellRef(row, l.colRdQualifying));
    }
    const double taxSaved = um < o.taxSavingByMonth.size() ? o.taxSavingByMonth[um] : 0.0;
    monthly.formula(row, l.colTaxSaved, saved, taxSaved, money);
    monthly.formula(row, l.colAfterTax,
        QStringLiteral("=%1-%2").arg(cellRef(row, l.colTotal), cellRef(row, l.colTaxSaved)),
        o.monthlyTotal[um] - taxSaved, money);
    monthly.formula(row, l.colAfterTaxDiscounted,
        QStringLiteral("=%1-%2/%3").arg(cellRef(row, l.colDiscounted), cellRef(row, l.colTaxSaved), factor),
        o.monthlyDiscounted[um] - taxSaved * discount, money);
}

void XlsxExport::writeYears()
{
    const XlsxSheet years = mBook.addSheet(Tr::tr("Years"));
    const std::vector<FiscalYear> fy = Calendars::fiscalYears(mScenario.calendar, mResult.horizonMonths);
    QStringList yh{Tr::tr("Option"), Tr::tr("Year"), Tr::tr("First month", "the plan month a fiscal year starts in"),
        Tr::tr("Months")};
    for (Category c : kAllCategories)
        yh << categoryName(c);
    yh << Tr::tr("Total (%1)").arg(mResult.currency);
    if (mTax)
        yh << Tr::tr("After tax (%1)").arg(mResult.currency);
    years.headerRow(0, yh);
    int row = 1;
    for (std::size_t i = 0; i < mResult.options.size(); ++i)
        row = writeYearRows(years, i, fy, row);
    years.freezePanes(1, 2);
    years.setColumns(0, 0, 34);
    years.setColumns(1, 3, 10);
    years.setColumns(4, int(yh.size()), 15);
    years.protect();
}

int XlsxExport::writeYearRows(const XlsxSheet &years, std::size_t i, const std::vector<FiscalYear> &fy, int row) const
{
    const OptionResult &o = mResult.options[i];
    const int yTotal = 4 + int(kCategoryCount);
    for (const FiscalYear &y : fy) {
        if (y.lastMonth() > int(o.monthly.size()))
            break;
        years.text(row, 0, o.name);
        years.text(row, 1, Calendars::fiscalYearLabel(mScenario.calendar, y));
        years.number(row, 2, y.firstMonth, nullptr);
        years.number(row, 3, y.months, nullptr);
        double total = 0.0, afterTax = 0.0;
        for (int c = 0; c < int(kCategoryCount); ++c) {
            double v = 0.0;
            for (int m = y.firstMonth; m <= y.lastMonth(); ++m)
                v += o.monthly[std::size_t(m - 1)][std::size_t(c)];
            years.formula(row, 4 + c,
                QStringLiteral("=SUM(%1)")
                    .arg(mMonthly.range(i, MonthlyLayout::kCat0 + c, y.firstMonth, y.lastMonth())),
                v, mFormats.money);
        }
        for (int m = y.firstMonth; m <= y.lastMonth(); ++m) {
            total += o.monthlyTotal[std::size_t(m - 1)];
            if (mTax && std::size_t(m - 1) < o.taxSavingByMonth.size())
                afterTax += o.monthlyTotal[std::size_t(m - 1)] - o.taxSavingByMonth[std::size_t(m - 1)];
        }
        years.formula(row, yTotal, QStringLiteral("=SUM(%1:%2)").arg(cellRef(row, 4), cellRef(row, yTotal - 1)), total,
            mFormats.money);
        if (mTax)
            years.formula(row, yTotal + 1,
                QStringLiteral("=SUM(%1)").arg(mMonthly.range(i, mMonthly.colAfterTax, y.firstMonth, y.lastMonth())),
                afterTax, mFormats.money);
        ++row;
    }
    return row;
}

void XlsxExport::writeFiscalYears()
{
    // Spend is the cash view split into capex and opex as the budget counts them
    // (BudgetAnalysis::check()).
    const XlsxSheet fys = mBook.addSheet(Tr::tr("Fiscal years"));
    const ScenarioResult &r = mResult;
    const std::vector<FiscalYear> years = Calendars::fiscalYears(mScenario.calendar, r.horizonMonths);
    fys.headerRow(0,
        {Tr::tr("Option"), Tr::tr("Fiscal year"), Tr::tr("Starts"), Tr::tr("Months"),
            Tr::tr("Spend (%1)").arg(r.currency), Tr::tr("Capex"), Tr::tr("Opex"), Tr::tr("Capex as paid"),
            Tr::tr("Budget"), Tr::tr("Headroom"), Tr::tr("Capex budget"), Tr::tr("Capex headroom"),
            Tr::tr("Opex budget"), Tr::tr("Opex headroom"), Tr::tr("First overrun month")});
    int fr = 1;
    for (int i = 0; i < int(r.options.size()); ++i) {
        const OptionResult &o = r.options[std::size_t(i)];
        // The engine's check when there is a budget, else the same sums without one.
        // The option by id: the scenario may hold options awaiting a quote that the result has not.
        const auto opt = std::find_if(mScenario.options.begin(), mScenario.options.end(),
            [&](const Option &candidate) { return candidate.id == o.id; });
        const OptionBudget check = r.budget && std::size_t(i) < r.budget->options.size()
            ? r.budget->options[std::size_t(i)]
            : BudgetAnalysis::check(o, years, {},
                opt != mScenario.options.end() ? BudgetAnalysis::rulesFor(mScenario, *opt) : BudgetRules{});
        for (const FiscalYearSpend &y : check.fiscalYears)
            writeFiscalYearRow(fys, fr++, std::size_t(i), y);
    }
    fys.freezePanes(1, 2);
    fys.setColumns(0, 0, 34);
    fys.setColumns(1, 3, 12);
    fys.setColumns(4, 14, 16);
    fys.protect();
}

QString XlsxExport::fiscalSpendFormula(std::size_t i, const FiscalYear &fy, const char *part) const
{
    // BudgetAnalysis::monthlySpend() over the year's months of the Monthly sheet: each category on
    // its side, times the budget's VAT rule. What the sheet does not show: upfront paid for
    // months after the horizon as a formula of the live prices where it can be, and what was
    // acquired on the acquisition basis (and a bridge's prepaid bill) as the engine's amounts.
    if (mResult.view != CostView::Cash || i >= mResult.options.size() || fy.months < 1)
        return {};
    const OptionResult &o = mResult.options[i];
    const Option *opt = nullptr;
    for (const Option &candidate : mScenario.options)
        if (candidate.id == o.id)
            opt = &candidate;
    if (!opt)
        return {};
    const BudgetRules rules = BudgetAnalysis::rulesFor(mScenario, *opt);
    const bool acquisition = rules.capexBasis == CapexBasis::Acquisition;
    const bool paid = qstrcmp(part, "paid") == 0, capex = paid || qstrcmp(part, "capex") == 0;
    const int first = fy.firstMonth, last = fy.firstMonth + fy.months - 1;
    QStringList terms;
    for (Category c : kAllCategories) {
        if (c == Category::VatTiming || isCapexInBudget(c, rules.reservedUpfrontIsCapex) != capex)
            continue;
        if (c == Category::Capex && acquisition && !paid)
            continue;
        const double f = rules.vat[index(c)];
        QString sum
            = QStringLiteral("SUM(%1)").arg(mMonthly.range(i, MonthlyLayout::kCat0 + int(index(c)), first, last));
        if (f != 1.0)
            sum += QLatin1Char('*') + QString::number(f, 'g', 17);
        terms << sum;
    }
    double extra = 0.0;
    for (int m = first - 1; m < last; ++m) {
        const auto um = std::size_t(m);
        if (acquisition && !paid && capex && um < o.acquiredByMonth.size())
            extra += o.acquiredByMonth[um] * rules.vat[index(Category::Capex)];
        if (um < o.prepaidAfterHorizonByMonth.size() && o.prepaidAfterHorizonByMonth[um] != 0.0) {
            const bool upfront = o.kind == OptionKind::Cloud;
            const bool isCapex = upfront && rules.reservedUpfrontIsCapex;
            if (isCapex != capex)
                continue;
            const double f = rules.vat[index(upfront ? Category::ReservedUpfront : Category::CloudBridge)];
            // Upfront paid for months after the horizon: a formula of the live prices where it can be.
            if (const QString live = prepaidAfterHorizonFormula(i, m); !live.isEmpty())
                terms << (f == 1.0 ? live : QStringLiteral("(%1)*%2").arg(live, QString::number(f, 'g', 17)));
            else
                extra += o.prepaidAfterHorizonByMonth[um] * f;
        }
    }
    if (extra != 0.0)
        terms << QString::number(extra, 'g', 17);
    return terms.isEmpty() ? QStringLiteral("=0") : QLatin1Char('=') + terms.join(QLatin1Char('+'));
}

void XlsxExport::writeFiscalYearRow(const XlsxSheet &fys, int row, std::size_t i, const FiscalYearSpend &y) const
{
    const QString option = mResult.options[i].name;
    const Calendar &calendar = mScenario.calendar;
    // A month: the calendar month (YYYY-MM) with a calendar, else the plan month.
    const auto month = [&](int col, int m) {
        if (calendar.has())
            fys.text(row, col, Calendars::monthKey(calendar, m));
        else
            fys.number(row, col, m, nullptr);
    };
    fys.text(row, 0, option);
    fys.text(row, 1, Calendars::fiscalYearLabel(calendar, y.fiscalYear));
    month(2, y.fiscalYear.firstMonth);
    fys.number(row, 3, y.fiscalYear.months, nullptr);
    // Spend as formulas of the Monthly sheet, so that an edited price moves the headroom.
    const std::tuple<int, double, const char *> spend[]
        = {{5, y.capex, "capex"}, {6, y.opex, "opex"}, {7, y.capexPaid, "paid"}};
    for (const auto &[col, value, part] : spend) {
        const QString f = fiscalSpendFormula(i, y.fiscalYear, part);
        if (f.isEmpty())
            fys.number(row, col, value, mFormats.money);
        else
            fys.formula(row, col, f, value, mFormats.money);
    }
    fys.formula(row, 4, QStringLiteral("=%1+%2").arg(cellRef(row, 5), cellRef(row, 6)), y.spend, mFormats.money);
    // The budget from the amounts on the Inputs sheet, the headroom = budget - spend to date.
    const std::tuple<int, std::optional<double>, const char *, QString> budgets[]
        = {{8, y.budget, "total", QStringLiteral("=%1-(%2+%3)").arg(cellRef(row, 8), cellRef(row, 5), cellRef(row, 6))},
            {10, y.budgetCapex, "capex", QStringLiteral("=%1-%2").arg(cellRef(row, 10), cellRef(row, 5))},
            {12, y.budgetOpex, "opex", QStringLiteral("=%1-%2").arg(cellRef(row, 12), cellRef(row, 6))}};
    const std::optional<double> headrooms[] = {y.headroom, y.headroomCapex, y.headroomOpex};
    for (std::size_t k = 0; k < 3; ++k) {
        const auto &[col, budget, part, headroom] = budgets[k];
        if (!budget)
            continue;
        const QString formula = budgetFormula(y.fiscalYear, part);
        if (formula.isEmpty())
            fys.number(row, col, *budget, mFormats.money);
        else
            fys.formula(row, col, formula, *budget, mFormats.money);
        if (headrooms[k])
            fys.formula(row, col + 1, headroom, *headrooms[k], mFormats.money);
    }
    if (y.firstOverrunMonth)
        month(14, *y.firstOverrunMonth);
}

QString XlsxExport::budgetFormula(const FiscalYear &fy, const char *part) const
{
    if (!mScenario.budget || !mResult.budget)
        return {};
    const Budget &b = *mScenario.budget;
    QString path;
    const BudgetAmount *amount = nullptr;
    QString share;
    if (b.horizon) {
        path = QStringLiteral("budget_horizonTotal");
        amount = &*b.horizon;
    } else if (b.everyYear) {
        path = QStringLiteral("budget_perYear");
        amount = &*b.everyYear;
        if (b.prorateShortYears && fy.months != 12)
            share = QStringLiteral("*%1/12").arg(fy.months);
    } else {
        for (std::size_t k = 0; k < b.fiscalYears.size() && !amount; ++k)
            if (b.fiscalYears[k].year == fy.year) {
                path = QStringLiteral("budget_fiscalYears_%1").arg(k);
                amount = &b.fiscalYears[k].amount;
            }
    }
    if (!amount)
        return {};
    const QString factor = input(QStringLiteral("engine_budgetFactor"));
    auto one = [&](const char *key) {
        return QStringLiteral("%1*%2%3").arg(input(path + QLatin1Char('_') + QLatin1String(key)), factor, share);
    };
    if (qstrcmp(part, "total") == 0 && amount->split())
        return QStringLiteral("=%1+%2").arg(one("capex"), one("opex"));
    return QLatin1Char('=') + one(part);
}

void XlsxExport::writeBreakEven()
{
    const ScenarioResult &r = mResult;
    const XlsxSheet be = mBook.addSheet(Tr::tr("Break-even"));
    be.headerRow(0,
        {Tr::tr("Cloud option"), Tr::tr("Self-hosted option"), Tr::tr("First month"),
            Tr::tr("Owning cheaper for good from month"), Tr::tr("Break-even busy hours per month"),
            Tr::tr("Break-even utilization")});
    for (int i = 0; i < int(r.breakEvens.size()); ++i) {
        const BreakEven &b = r.breakEvens[i];
        be.text(i + 1, 0, r.options[b.cloudIndex].name);
        be.text(i + 1, 1, r.options[b.selfHostedIndex].name);
        if (b.firstMonth)
            be.number(i + 1, 2, *b.firstMonth, nullptr);
        else
            be.text(i + 1, 2, Tr::tr("never"));
        if (b.ownedCheaperForGoodFromMonth)
            be.number(i + 1, 3, *b.ownedCheaperForGoodFromMonth, nullptr);
        if (b.breakEvenBusyHoursPerMonth) {
            be.number(i + 1, 4, *b.breakEvenBusyHoursPerMonth, mFormats.decimal);
            be.number(i + 1, 5, *b.breakEvenBusyHoursPerMonth / r.hoursPerMonth, mFormats.percent);
        }
    }
    be.setColumns(0, 1, 34);
    be.setColumns(2, 5, 20);
    be.protect();
}

void XlsxExport::writeDecisions()
{
    // DecisionAnalysis on the cash view; periods are months or years as the scenario's finance
    // timing says.
    const ScenarioResult &r = mResult;
    const XlsxSheet dec = mBook.addSheet(Tr::tr("Decisions"));
    const DecisionResult d = DecisionAnalysis::compute(mScenario, r);
    const bool monthlyPeriods = d.timing == FinanceTiming::Monthly;
    // The period numbers; a row of flows per pair below, then their running sums (undiscounted
    // and discounted), which the paybacks read.
    const int flowsTop = int(d.pairs.size()) + 4;
    const int cumTop = flowsTop + int(d.pairs.size()) + 2;
    const int cumDiscTop = cumTop + int(d.pairs.size()) + 2;
    dec.headerRow(0,
        {Tr::tr("Self-hosted option"), Tr::tr("Cloud option"), Tr::tr("Saving, undiscounted (%1)").arg(r.currency),
            Tr::tr("NPV of the decision (%1)").arg(r.currency), Tr::tr("IRR (a year)"),
            monthlyPeriods ? Tr::tr("Payback (months)") : Tr::tr("Payback (years)"),
            monthlyPeriods ? Tr::tr("Discounted payback (months)") : Tr::tr("Discounted payback (years)"),
            Tr::tr("Book value credited (%1)").arg(r.currency)});
    for (int i = 0; i < int(d.pairs.size()); ++i) {
        const DecisionPair &p = d.pairs[std::size_t(i)];
        dec.text(i + 1, 0, r.options[std::size_t(p.selfHostedIndex)].name);
        dec.text(i + 1, 1, r.options[std::size_t(p.cloudIndex)].name);
        const int last = int(p.flows.size()); // the column of the last period
        dec.formula(i + 1, 2,
            QStringLiteral("=SUM(%1:%2)").arg(cellRef(flowsTop + 1 + i, 1), cellRef(flowsTop + 1 + i, last)),
            p.undiscountedSaving, mFormats.money);
        // The NPV and IRR are formulas of the pair's flows (below) and the discount rate on the
        // Inputs sheet, so that they follow a changed rate (issue 28); the cached values are the
        // engine's. The IRR is a formula only when the flows change sign once (one root).
        const int flowRow = flowsTop + 1 + i;
        const QString flows = QStringLiteral("%1:%2").arg(cellRef(flowRow, 1), cellRef(flowRow, int(p.flows.size())));
        const QString periods
            = QStringLiteral("%1:%2").arg(absCellRef(flowsTop, 1), absCellRef(flowsTop, int(p.flows.size())));
        dec.formula(i + 1, 3,
            QStringLiteral("=SUMPRODUCT(%1,(1+%2)^(-%3%4))")
                .arg(flows, input(QStringLiteral("discountRatePercentPerYear")), periods,
                    monthlyPeriods ? QStringLiteral("/12") : QString()),
            p.npv, mFormats.money);
        if (p.irr && p.signChanges == 1)
            dec.formula(i + 1, 4,
                monthlyPeriods ? QStringLiteral("=(1+IRR(%1))^12-1").arg(flows) : QStringLiteral("=IRR(%1)").arg(flows),
                *p.irr, mFormats.percent);
        else if (p.irr)
            dec.number(i + 1, 4, *p.irr, mFormats.percent);
        else
            dec.text(i + 1, 4, Tr::tr("none"));
        // Finance::payback() over the running sums: the last period ending below zero (L), then
        // L + what is left / the next period's flow; "never" when the sum ends below zero.
        const QString never = Tr::tr("never");
        for (const auto &[col, v, top] :
            {std::tuple{5, p.paybackPeriods, cumTop}, std::tuple{6, p.discountedPaybackPeriods, cumDiscTop}}) {
            const QString cum = QStringLiteral("%1:%2").arg(absCellRef(top + 1 + i, 1), absCellRef(top + 1 + i, last));
            const QString L = QStringLiteral("(SUMPRODUCT(MAX((%1<0)*(%2+1)))-1)").arg(cum, periods);
            const QString f
                = QStringLiteral("=IF(INDEX(%1,%2)<0,\"%3\",IF(%4<0,0,%4+IF(INDEX(%1,%4+2)-INDEX(%1,%4+1)>0,"
                                 "-INDEX(%1,%4+1)/(INDEX(%1,%4+2)-INDEX(%1,%4+1)),1)))")
                      .arg(cum)
                      .arg(last)
                      .arg(never, L);
            if (v)
                dec.formula(i + 1, col, f, *v, mFormats.decimal);
            else
                dec.formulaText(i + 1, col, f, never);
        }
        dec.number(i + 1, 7, p.terminalValue, mFormats.money);
    }
    // The flows of every pair by period (t = 0 .. n), what the NPV and IRR formulas read.
    dec.text(flowsTop, 0,
        monthlyPeriods ? Tr::tr("Cash flows rent - own, by month") : Tr::tr("Cash flows rent - own, by year"));
    std::size_t periodCount = 0;
    for (const DecisionPair &p : d.pairs)
        periodCount = std::max(periodCount, p.flows.size());
    for (std::size_t t = 0; t < periodCount; ++t)
        dec.number(flowsTop, int(t) + 1, double(t), nullptr);
    for (int i = 0; i < int(d.pairs.size()); ++i) {
        const DecisionPair &p = d.pairs[std::size_t(i)];
        dec.text(flowsTop + 1 + i, 0,
            Tr::tr("%1 / %2").arg(
                r.options[std::size_t(p.selfHostedIndex)].name, r.options[std::size_t(p.cloudIndex)].name));
        for (std::size_t t = 0; t < p.flows.size(); ++t)
            dec.formula(flowsTop + 1 + i, int(t) + 1, flowFormula(p, t, monthlyPeriods), p.flows[t], mFormats.money);
    }
    // Their running sums, undiscounted and discounted at the Inputs sheet's rate.
    const std::pair<int, QString> sums[]
        = {{cumTop, monthlyPeriods ? Tr::tr("Cumulative, by month") : Tr::tr("Cumulative, by year")},
            {cumDiscTop,
                monthlyPeriods ? Tr::tr("Cumulative discounted, by month") : Tr::tr("Cumulative discounted, by year")}};
    for (const auto &[top, title] : sums) {
        dec.text(top, 0, title);
        for (std::size_t t = 0; t < periodCount; ++t)
            dec.number(top, int(t) + 1, double(t), nullptr);
        const bool discounted = top == cumDiscTop;
        for (int i = 0; i < int(d.pairs.size()); ++i) {
            const DecisionPair &p = d.pairs[std::size_t(i)];
            const std::vector<double> flows = discounted ? Finance::discounted(p.flows, d.periodRate) : p.flows;
            dec.text(top + 1 + i, 0,
                Tr::tr("%1 / %2").arg(
                    r.options[std::size_t(p.selfHostedIndex)].name, r.options[std::size_t(p.cloudIndex)].name));
            double sum = 0.0;
            for (std::size_t t = 0; t < p.flows.size(); ++t) {
                sum += flows[t];
                const int col = int(t) + 1;
                // The period's flow (discounted: x (1 + rate)^-years), plus the sum before it.
                QString f = cellRef(flowsTop + 1 + i, col);
                if (discounted)
                    f += QStringLiteral("*(1+%1)^(-%2%3)")
                             .arg(input(QStringLiteral("discountRatePercentPerYear")), absCellRef(top, col),
                                 monthlyPeriods ? QStringLiteral("/12") : QString());
                if (t > 0)
                    f = cellRef(top + 1 + i, col - 1) + QLatin1Char('+') + f;
                dec.formula(top + 1 + i, col, QLatin1Char('=') + f, sum, mFormats.money);
            }
        }
    }
    dec.text(int(d.pairs.size()) + 2, 0,
        (monthlyPeriods ? Tr::tr(
             "Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end.")
                        : Tr::tr("Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end "
                                 "of their year."))
            + QLatin1Char(' ')
            + (d.endOfHorizon == EndOfHorizon::BookValue
                    ? Tr::tr("The book value at the end of the horizon is credited to owning.")
                    : d.endOfHorizon == EndOfHorizon::Resale
                    ? Tr::tr("The expected resale value at the end of the horizon is credited to owning.")
                    : Tr::tr("Nothing is credited at the end of the horizon.")));
    dec.setColumns(0, 1, 34);
    dec.setColumns(2, 7, 20);
    dec.protect();
}

QString XlsxExport::flowFormula(const DecisionPair &p, std::size_t t, bool monthlyPeriods) const
{
    // DecisionAnalysis's flows: what is paid at the start of a month falls on the period boundary
    // at its start, the rest on the one at its end (yearly: the first boundary at or after it).
    const MonthlyLayout &l = mMonthly;
    const int H = mResult.horizonMonths;
    const int period = int(t);
    const int startFirst = monthlyPeriods ? period + 1 : (period == 0 ? 1 : 12 * (period - 1) + 2);
    const int startLast = std::min(H, monthlyPeriods ? period + 1 : (period == 0 ? 1 : 12 * period + 1));
    const int endFirst = monthlyPeriods ? period : 12 * (period - 1) + 1;
    const int endLast = std::min(H, monthlyPeriods ? period : 12 * period);
    auto paid = [&](std::size_t option) {
        QStringList terms;
        if (period >= 1 && endFirst <= endLast)
            terms << QStringLiteral("SUM(%1)-SUM(%2)")
                         .arg(l.range(option, l.colTotal, endFirst, endLast),
                             l.range(option, l.colAtStart, endFirst, endLast));
        if (startFirst <= startLast)
            terms << QStringLiteral("SUM(%1)").arg(l.range(option, l.colAtStart, startFirst, startLast));
        return terms.isEmpty() ? QStringLiteral("0") : terms.join(QLatin1Char('+'));
    };
    QString f = QStringLiteral("=(%1)-(%2)").arg(paid(std::size_t(p.cloudIndex)), paid(std::size_t(p.selfHostedIndex)));
    if (t + 1 == p.flows.size()) {
        // Owning is credited the value at the end and pays what is still owed (Totals).
        const int totalsRow = p.selfHostedIndex + 1;
        const QString totals = sheetRef(mTotalsName);
        if (p.terminalValue != 0.0)
            f += QStringLiteral("+%1!%2").arg(totals, absCellRef(totalsRow, 9));
        if (p.debtAtHorizonEnd != 0.0)
            f += QStringLiteral("-%1!%2").arg(totals, absCellRef(totalsRow, 10));
    }
    return f;
}

std::pair<QString, QString> XlsxExport::sourceFile(PriceLines::Annotations &annotations) const
{
    if (mSources.sourceFile.isEmpty())
        return {Tr::tr("(not saved)"), Tr::tr("(not saved)")};
    const QString name = QFileInfo(mSources.sourceFile).fileName();
    QFile file(mSources.sourceFile);
    if (!file.open(QIODevice::ReadOnly))
        return {name, Tr::tr("(the file cannot be read)")};
    const QByteArray bytes = file.readAll();
    annotations = PriceLines::annotations(bytes);
    return {name, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())};
}

QString XlsxExport::pricesAsOf() const
{
    const PriceLines::AsOfRange dated = PriceLines::asOfRange(mPriceLines);
    QString asOf = dated.dated == 0    ? Tr::tr("not dated")
        : dated.oldest == dated.newest ? dated.oldest
                                       : Tr::tr("oldest %1, newest %2").arg(dated.oldest, dated.newest);
    if (dated.dated > 0 && dated.undated > 0)
        asOf += QLatin1Char(' ')
            + Tr::tr("(%1 of %2 price lines not dated)").arg(dated.undated).arg(dated.dated + dated.undated);
    return asOf;
}

void XlsxExport::writeProvenance()
{
    const XlsxSheet prov = mBook.addSheet(Tr::tr("Provenance"));
    lxw_format *const bold = mFormats.bold;
    PriceLines::Annotations annotations;
    const auto [fileNameText, hash] = sourceFile(annotations);
    const QList<std::pair<QString, QString>> facts{
        {Tr::tr("Scenario file"), fileNameText},
        {Tr::tr("SHA-256 of the file"), hash},
        {Tr::tr("Program"), QStringLiteral("GPU TCO Planner " GPUTCO_VERSION)},
        {Tr::tr("Exported"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {Tr::tr("Prices as of"), pricesAsOf()},
        {Tr::tr("Amounts"), Tax::basisSentence(mResult)},
        {Tr::tr("Cost view"),
            mResult.view == CostView::Cash ? Tr::tr("cash: payments in the month they are made")
                                           : Tr::tr("amortized: purchases spread over their life")},
    };
    int row = 0;
    for (const auto &[k, v] : facts) {
        prov.text(row, 0, k, bold);
        prov.text(row, 1, v);
        ++row;
    }
    for (const QString &id : mSources.unknownCatalogIds) {
        prov.text(row, 0, Tr::tr("Warning"), bold);
        prov.text(row++, 1, unknownCatalogPriceWarning(id));
    }
    // The notes on the prices: the option's notes and the file's "x-" annotations.
    ++row;
    prov.text(row, 0, Tr::tr("Option"), bold);
    prov.text(row++, 1, Tr::tr("Notes"), bold);
    for (const QString &a : annotations.scenario) {
        prov.text(row, 0, Tr::tr("(scenario)"));
        prov.text(row++, 1, a);
    }
    for (const Option &o : mScenario.options)
        for (const QString &n : PriceLines::optionNotes(o, annotations)) {
            prov.text(row, 0, o.name);
            prov.text(row++, 1, n);
        }
    prov.setColumns(0, 0, 28);
    prov.setColumns(1, 1, 90);
    prov.protect();
}

} // namespace

QString Exporter::writeXlsx(
    const Scenario &scenario, const ScenarioResult &r, const QString &fileName, const XlsxSources &sources)
{
    XlsxWorkbook book;
    if (!book.isOpen())
        return book.errorString().isEmpty() ? Tr::tr("%1: cannot be written").arg(fileName)
                                            : Tr::tr("%1: cannot be written: %2").arg(fileName, book.errorString());
    XlsxExport workbook(scenario, r, sources, book);
    workbook.writeInputs();
    workbook.writeTotals();
    workbook.writeCategories();
    workbook.writeMonthly();
    workbook.writeQuantities();
    workbook.writeYears();
    workbook.writeFiscalYears();
    workbook.writeBreakEven();
    workbook.writeDecisions();
    workbook.writeProvenance();
    book.setProperties(scenario.name, QStringLiteral("GPU TCO Planner " GPUTCO_VERSION));
    const QByteArray bytes = book.finish();
    if (bytes.isEmpty())
        return Tr::tr("%1: cannot be written: %2").arg(fileName, book.errorString());
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
        return Tr::tr("%1: cannot be written: %2").arg(fileName, reason);
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
        return Tr::tr("%1: cannot be written").arg(fileName);
    return save(fileName, png);
}

QString Exporter::writeSvg(Chart chart, const ScenarioResult &r, const QString &fileName)
{
    // Drawn into memory, then written with save() like every other export.
    QByteArray bytes;
    QBuffer file(&bytes);
    if (!file.open(QIODevice::WriteOnly))
        return Tr::tr("%1: cannot be written").arg(fileName);
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(QSize(720, 414));
    svg.setViewBox(QRectF(0, 0, 720, 414));
    svg.setResolution(72);
    svg.setTitle(chart == Chart::Cumulative ? Tr::tr("Cumulative cost") : Tr::tr("Total cost by category"));
    {
        QPainter p;
        if (!p.begin(&svg))
            return Tr::tr("%1: cannot be written").arg(fileName);
        p.fillRect(QRectF(0, 0, 720, 414), Qt::white);
        paintChart(chart, p, QRectF(6, 6, 708, 402), r);
        p.end();
    }
    file.close();
    return save(fileName, bytes);
}

} // namespace gputco
