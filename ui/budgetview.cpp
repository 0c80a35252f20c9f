#include "budgetview.h"

#include "chartpainter.h"
#include "charts.h"
#include "money.h"
#include "ranking.h"
#include "resultmodels.h"

#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

const QColor kOverColor(0xb0, 0x30, 0x20);

/// The option's colour mixed with white: the opex shade of its bars.
QColor lightShade(const QColor &c)
{
    return QColor((c.red() + 2 * 255) / 3, (c.green() + 2 * 255) / 3, (c.blue() + 2 * 255) / 3);
}

QTableWidgetItem *textItem(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setTextAlignment(alignment);
    return item;
}

QTableWidgetItem *moneyItem(std::optional<double> value, const QString &currency, bool redWhenNegative = false)
{
    auto *item = textItem(
        value ? Money::formatWhole(*value, currency) : QStringLiteral("–"), Qt::AlignRight | Qt::AlignVCenter);
    if (value) {
        item->setData(ValueRole, *value);
        if (redWhenNegative && *value < -0.005)
            item->setForeground(kOverColor);
    }
    return item;
}

void setupTable(QTableWidget *table)
{
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setAlternatingRowColors(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->setWordWrap(false);
}

} // namespace

BudgetView::BudgetView(Analysis *analysis, QWidget *parent)
    : QWidget(parent)
    , mAnalysis(analysis)
{
    setObjectName(QStringLiteral("budgetView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mPages);

    mNoBudget->setWordWrap(true);
    mNoBudget->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mNoBudget->setMargin(12);
    mNoBudget->setObjectName(QStringLiteral("noBudget"));
    mPages->addWidget(mNoBudget);

    setUpChart();

    mNote->setWordWrap(true);
    mNote->setObjectName(QStringLiteral("budgetNote"));
    mTable->setObjectName(QStringLiteral("budgetFiscalYears"));
    mAffordable->setObjectName(QStringLiteral("budgetAffordable"));
    setupTable(mTable);
    setupTable(mAffordable);
    QFont bold = mTableTitle->font();
    bold.setBold(true);
    mTableTitle->setFont(bold);
    mAffordableTitle->setFont(bold);

    mPages->addWidget(layOutPage());

    connect(analysis, &Analysis::updated, this, &BudgetView::update);
    retranslate();
}

void BudgetView::setUpChart()
{
    mChartView->setRenderHint(QPainter::Antialiasing);
    QChart *chart = mChartView->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true); // names cut short in a narrow tab
    {
        QFont f = chart->legend()->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        chart->legend()->setFont(f);
    }
    chart->setMargins(QMargins(4, 4, 4, 4));
    mChartView->setMinimumWidth(360);
    mX = new QCategoryAxis(this);
    mX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    mY = new QValueAxis(this);
    mY->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(mX, Qt::AlignBottom);
    chart->addAxis(mY, Qt::AlignLeft);
}

QWidget *BudgetView::layOutPage()
{
    // Top: the chart beside the note and what the budget buys; below: option x fiscal year.
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(4, 0, 0, 0);
    sideLayout->addWidget(mNote);
    sideLayout->addWidget(mAffordableTitle);
    sideLayout->addWidget(mAffordable, 1);
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(mChartView);
    top->addWidget(side);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setSizes({600, 400});
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(mTableTitle);
    bottomLayout->addWidget(mTable, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("budgetSplitter"));
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    mChartView->setMinimumHeight(220);
    return splitter;
}

bool BudgetView::showsBudget() const
{
    return mPages->currentIndex() == 1;
}

void BudgetView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BudgetView::retranslate()
{
    mNoBudgetText = tr("This scenario has no budget. Add a \"budget\" block to the scenario file (a budget per "
                       "fiscal year, every year or for the whole horizon, optionally split into capex and opex; "
                       "see docs/scenario-format.md) and this tab shows the spend of every option per fiscal "
                       "year against it, where it first goes over, and what the budget buys.");
    mTableTitle->setText(tr("Spend per fiscal year (cash view)"));
    mAffordableTitle->setText(tr("What the budget buys"));
    update();
}

void BudgetView::update()
{
    const ScenarioResult &r = mAnalysis->current();
    const bool has = r.ok() && r.budget.has_value() && !r.options.empty();
    mPages->setCurrentIndex(has ? 1 : 0);
    if (!has) {
        // A budget that cannot be checked is not "no budget": say why.
        if (mAnalysis->currentScenario().budget && !r.ok())
            mNoBudget->setText(tr("The budget cannot be checked: %1").arg(r.errors.join(QStringLiteral("; "))));
        else if (mAnalysis->currentScenario().budget)
            mNoBudget->setText(tr("The scenario has a budget but no option to check against it."));
        else
            mNoBudget->setText(mNoBudgetText);
        mTable->setRowCount(0);
        mAffordable->setRowCount(0);
        return;
    }
    const BudgetResult &b = *r.budget;
    const QString cur = r.currency;
    QStringList notes;
    switch (b.basis) {
    case BudgetResult::Basis::Horizon:
        if (!b.periods.empty()) {
            const BudgetPeriod &p = b.periods.front();
            notes << (p.split() ? tr("Budget for the whole horizon (%1 months): capex %2, opex %3. The bars show the "
                                     "spend per fiscal year; there is no budget per year.")
                                      .arg(p.months)
                                      .arg(Money::formatWhole(*p.capex, cur), Money::formatWhole(*p.opex, cur))
                                : tr("Budget for the whole horizon (%1 months): %2. The bars show the spend per "
                                     "fiscal year; there is no budget per year.")
                                      .arg(p.months)
                                      .arg(Money::formatWhole(p.total.value_or(0.0), cur)));
        }
        break;
    default:
        notes << (b.split ? tr("Budget per fiscal year, capex and opex separately; checked on the cash view.")
                          : tr("Budget per fiscal year; checked on the cash view."));
        break;
    }
    if (const auto percent = mAnalysis->document()->whatIf().value(Driver::BudgetPercent))
        notes << tr("What-if: the budget at %1% of the scenario's.").arg(QLocale().toString(*percent, 'f', 0));
    if (!b.source.isEmpty())
        notes << tr("Source: %1").arg(b.source);
    mNote->setText(notes.join(QLatin1Char(' ')));
    updateChart();
    updateTable();
    updateAffordable();
}

void BudgetView::updateChart()
{
    const ScenarioResult &r = mAnalysis->current();
    const BudgetResult &b = *r.budget;
    clearChart();
    const int options = int(std::min(r.options.size(), b.options.size()));
    const int years = int(b.fiscalYears.size());
    // Slots on the x axis: per fiscal year one bar per option (capex and opex stacked), or two
    // side by side when the budget is split (each against its own line), then a gap.
    mSlotsPerYear = options * (b.split ? 2 : 1) + 1;
    double maxValue = 0.0;
    for (int i = 0; i < options; ++i)
        for (const FiscalYearSpend &fy : b.options[std::size_t(i)].fiscalYears)
            maxValue = std::max(maxValue, b.split ? std::max(fy.capex, fy.opex) : fy.spend);
    if (options > 0)
        for (const FiscalYearSpend &fy : b.options.front().fiscalYears)
            for (const std::optional<double> &v :
                b.split ? std::vector{fy.budgetCapex, fy.budgetOpex} : std::vector{fy.budget})
                if (v)
                    maxValue = std::max(maxValue, *v);
    const AxisScale scale = AxisScale::forLocale(r.currency, maxValue);
    mDivisor = scale.divisor;
    addSpendBars(options, years);
    if (options > 0)
        addBudgetLines(years);

    // Fiscal year labels centred under their bars; the boundaries fall in the gaps.
    const QStringList old = mX->categoriesLabels();
    for (const QString &label : old)
        mX->remove(label);
    mX->setStartValue(-1.0);
    for (int y = 0; y < years; ++y)
        mX->append(
            Calendars::fiscalYearLabel(b.calendar, b.fiscalYears[std::size_t(y)]), (y + 1) * mSlotsPerYear - 1.0);
    mX->setRange(-1.0, std::max(1.0, years * mSlotsPerYear - 1.0));
    mY->setTickCount(6);
    mY->setRange(0, niceAxisCeiling(maxValue / scale.divisor * 1.05));
    mY->applyNiceNumbers();
    mY->setLabelFormat(AxisScale::labelFormat(mY->max()));
    mY->setTitleText(scale.unit);
    mChartView->chart()->setTitle(b.split
            ? tr("Spend per fiscal year against the budget (dark: capex, light: opex)")
            : tr("Spend per fiscal year against the budget (dark: capex, light: opex, stacked)"));
}

void BudgetView::clearChart()
{
    QChart *chart = mChartView->chart();
    if (mBars) {
        chart->removeSeries(mBars);
        delete mBars;
        mBars = nullptr;
    }
    for (QLineSeries *s : std::as_const(mBudgetLines)) {
        chart->removeSeries(s);
        delete s;
    }
    mBudgetLines.clear();
    mSetOption.clear();
}

void BudgetView::addSpendBars(int options, int years)
{
    const ScenarioResult &r = mAnalysis->current();
    const BudgetResult &b = *r.budget;
    QChart *chart = mChartView->chart();
    const int barsPerOption = b.split ? 2 : 1;
    const int slotCount = std::max(1, years * mSlotsPerYear - 1);
    mBars = new QStackedBarSeries(this);
    mBars->setBarWidth(0.85);
    for (int i = 0; i < options; ++i) {
        const QColor color = seriesColor(i);
        const OptionBudget &ob = b.options[std::size_t(i)];
        for (bool capex : {true, false}) {
            auto *set = new QBarSet(
                capex ? r.options[std::size_t(i)].name : tr("%1 (opex)").arg(r.options[std::size_t(i)].name));
            QList<qreal> values(slotCount, 0.0);
            for (int y = 0; y < years && y < int(ob.fiscalYears.size()); ++y) {
                const FiscalYearSpend &fy = ob.fiscalYears[std::size_t(y)];
                const int slot = y * mSlotsPerYear + i * barsPerOption + (b.split && !capex ? 1 : 0);
                // Negative capex (resale) would stack below zero: the bars show what is paid.
                values[slot] = std::max(0.0, capex ? fy.capex : fy.opex) / mDivisor;
            }
            set->append(values);
            set->setColor(capex ? color : lightShade(color));
            set->setBorderColor(color.darker(120));
            mBars->append(set);
            mSetOption.insert(set, {i, capex});
        }
    }
    chart->addSeries(mBars);
    mBars->attachAxis(mX);
    mBars->attachAxis(mY);
    // One legend entry per option (its capex shade); the title says which shade is what.
    for (QLegendMarker *m : chart->legend()->markers(mBars)) {
        const auto it = mSetOption.find(
            qobject_cast<QBarLegendMarker *>(m) ? static_cast<QBarLegendMarker *>(m)->barset() : nullptr);
        if (it != mSetOption.end() && !it->second)
            m->setVisible(false);
    }
    connect(mBars, &QStackedBarSeries::hovered, this, &BudgetView::showBarToolTip);
}

void BudgetView::showBarToolTip(bool state, int index, QBarSet *set)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const ScenarioResult &res = mAnalysis->current();
    const auto it = mSetOption.find(set);
    if (!res.budget || it == mSetOption.end() || mSlotsPerYear <= 0)
        return;
    const int year = index / mSlotsPerYear;
    const int option = it->first;
    if (option >= int(res.budget->options.size())
        || year >= int(res.budget->options[std::size_t(option)].fiscalYears.size()))
        return;
    const FiscalYearSpend &fy = res.budget->options[std::size_t(option)].fiscalYears[std::size_t(year)];
    QToolTip::showText(QCursor::pos(),
        tr("%1, %2\nSpend %3 (capex %4, opex %5)")
            .arg(res.options[std::size_t(option)].name, Calendars::fiscalYearLabel(res.budget->calendar, fy.fiscalYear),
                Money::formatWhole(fy.spend, res.currency), Money::formatWhole(fy.capex, res.currency),
                Money::formatWhole(fy.opex, res.currency)));
}

void BudgetView::addBudgetLines(int years)
{
    // The budget of each fiscal year as a line across its bars (two when split).
    const BudgetResult &b = *mAnalysis->current().budget;
    QChart *chart = mChartView->chart();
    struct Line
    {
        bool capex;
        bool opex;
        QString name;
        QColor color;
        Qt::PenStyle style;
    };
    QList<Line> lines;
    if (b.split)
        lines = {{true, false, tr("Capex budget"), QColor(0x30, 0x30, 0x30), Qt::SolidLine},
            {false, true, tr("Opex budget"), QColor(0x90, 0x50, 0x10), Qt::DashLine}};
    else
        lines = {{false, false, tr("Budget"), QColor(0x30, 0x30, 0x30), Qt::DashLine}};
    for (const Line &line : std::as_const(lines)) {
        bool first = true;
        for (int y = 0; y < years && y < int(b.options.front().fiscalYears.size()); ++y) {
            const FiscalYearSpend &fy = b.options.front().fiscalYears[std::size_t(y)];
            const std::optional<double> amount = line.capex ? fy.budgetCapex : line.opex ? fy.budgetOpex : fy.budget;
            if (!amount)
                continue;
            auto *s = new QLineSeries(this);
            const double left = y * mSlotsPerYear - 0.5, right = y * mSlotsPerYear + mSlotsPerYear - 1.5;
            s->append(left, *amount / mDivisor);
            s->append(right, *amount / mDivisor);
            QPen pen(line.color);
            pen.setWidthF(2.5);
            pen.setStyle(line.style);
            s->setPen(pen);
            s->setName(line.name);
            chart->addSeries(s);
            s->attachAxis(mX);
            s->attachAxis(mY);
            if (!first)
                for (QLegendMarker *m : chart->legend()->markers(s))
                    m->setVisible(false);
            first = false;
            mBudgetLines << s;
        }
    }
}

void BudgetView::updateTable()
{
    const ScenarioResult &r = mAnalysis->current();
    const BudgetResult &b = *r.budget;
    const QString cur = r.currency;
    const bool split = b.split;
    QStringList headers{tr("Option"), tr("Fiscal year"), tr("Spend"), tr("Capex"), tr("Opex"), tr("Budget")};
    if (split)
        headers << tr("Capex budget") << tr("Opex budget");
    headers << tr("Headroom");
    if (split)
        headers << tr("Capex headroom") << tr("Opex headroom");
    headers << tr("First month over");
    mTable->clear();
    mTable->clearSpans();
    mTable->setColumnCount(int(headers.size()));
    mTable->setHorizontalHeaderLabels(headers);
    mTable->horizontalHeaderItem(int(headers.size()) - 1)
        ->setToolTip(tr("First month in which the fiscal year's spend to date passes its budget."));

    int rows = 0;
    const int options = int(std::min(r.options.size(), b.options.size()));
    for (int i = 0; i < options; ++i)
        rows += int(b.options[std::size_t(i)].fiscalYears.size()) + 1;
    mTable->setRowCount(rows);
    int row = 0;
    for (int i = 0; i < options; ++i) {
        const OptionBudget &ob = b.options[std::size_t(i)];
        std::vector<const FiscalYearSpend *> lines;
        for (const FiscalYearSpend &fy : ob.fiscalYears)
            lines.push_back(&fy);
        lines.push_back(&ob.horizon);
        if (lines.size() > 1)
            mTable->setSpan(row, 0, int(lines.size()), 1);
        for (std::size_t k = 0; k < lines.size(); ++k, ++row) {
            const FiscalYearSpend &fy = *lines[k];
            const bool horizon = k + 1 == lines.size();
            int c = 0;
            mTable->setItem(row, c++, textItem(r.options[std::size_t(i)].name));
            mTable->setItem(row, c++,
                textItem(horizon ? tr("Whole horizon") : Calendars::fiscalYearLabel(b.calendar, fy.fiscalYear)));
            mTable->setItem(row, c++, moneyItem(fy.spend, cur));
            mTable->setItem(row, c++, moneyItem(fy.capex, cur));
            mTable->setItem(row, c++, moneyItem(fy.opex, cur));
            mTable->setItem(row, c++, moneyItem(fy.budget, cur));
            if (split) {
                mTable->setItem(row, c++, moneyItem(fy.budgetCapex, cur));
                mTable->setItem(row, c++, moneyItem(fy.budgetOpex, cur));
            }
            mTable->setItem(row, c++, moneyItem(fy.headroom, cur, true));
            if (split) {
                mTable->setItem(row, c++, moneyItem(fy.headroomCapex, cur, true));
                mTable->setItem(row, c++, moneyItem(fy.headroomOpex, cur, true));
            }
            QTableWidgetItem *over
                = textItem(fy.firstOverrunMonth ? Calendars::monthLabel(b.calendar, *fy.firstOverrunMonth)
                                                : (fy.budget ? QStringLiteral("–") : QString()));
            if (fy.firstOverrunMonth) {
                over->setForeground(kOverColor);
                over->setData(ValueRole, *fy.firstOverrunMonth);
            }
            mTable->setItem(row, c++, over);
            if (horizon)
                for (int col = 0; col < mTable->columnCount(); ++col)
                    if (QTableWidgetItem *item = mTable->item(row, col)) {
                        QFont f = item->font();
                        f.setBold(true);
                        item->setFont(f);
                    }
        }
    }
}

void BudgetView::updateAffordable()
{
    const ScenarioResult &r = mAnalysis->current();
    const BudgetResult &b = *r.budget;
    const double demanded = mAnalysis->currentScenario().demand.gpuCount;
    mAffordable->clear();
    mAffordable->setColumnCount(AffordColumnCount);
    mAffordable->setHorizontalHeaderLabels(
        {tr("Option"), tr("Fits budget"), tr("GPUs it buys"), tr("Servers"), tr("Longest horizon (months)")});
    mAffordable->horizontalHeaderItem(AffordGpus)
        ->setToolTip(tr("The most GPUs (year 1, %1 demanded) whose costs fit every budget period, the option sized "
                        "to them.")
                         .arg(QLocale().toString(demanded, 'f', 0)));
    mAffordable->horizontalHeaderItem(AffordHorizon)
        ->setToolTip(
            tr("The longest horizon that fits, up to the %1 months the budget covers.").arg(b.coveredMonths()));
    const int options = int(std::min(r.options.size(), b.options.size()));
    mAffordable->setRowCount(options);
    for (int i = 0; i < options; ++i) {
        const OptionBudget &ob = b.options[std::size_t(i)];
        mAffordable->setItem(i, AffordOption, textItem(r.options[std::size_t(i)].name));
        const bool fits = fitsBudget(r, i);
        QTableWidgetItem *fit = textItem(fits ? tr("Yes")
                : ob.firstOverrunMonth
                ? tr("Over budget from %1").arg(Calendars::monthLabel(b.calendar, *ob.firstOverrunMonth))
                : tr("Over budget"));
        fit->setData(ValueRole, fits);
        if (!fits)
            fit->setForeground(kOverColor);
        mAffordable->setItem(i, AffordFits, fit);
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        if (const auto &a = ob.affordable) {
            QTableWidgetItem *gpus = textItem(
                a->gpuCountAtLimit ? tr("≥ %1").arg(QLocale().toString(a->gpuCount)) : QLocale().toString(a->gpuCount),
                right);
            gpus->setData(ValueRole, a->gpuCount);
            if (a->gpuCount < demanded)
                gpus->setForeground(kOverColor);
            mAffordable->setItem(i, AffordGpus, gpus);
            QTableWidgetItem *servers
                = textItem(a->servers ? QLocale().toString(*a->servers) : QStringLiteral("–"), right);
            if (a->servers)
                servers->setData(ValueRole, *a->servers);
            mAffordable->setItem(i, AffordServers, servers);
            QTableWidgetItem *months = textItem(QLocale().toString(a->horizonMonths), right);
            months->setData(ValueRole, a->horizonMonths);
            mAffordable->setItem(i, AffordHorizon, months);
        } else {
            for (int c : {int(AffordGpus), int(AffordServers), int(AffordHorizon)})
                mAffordable->setItem(i, c, textItem(QStringLiteral("–"), right));
        }
    }
}

} // namespace gputco
