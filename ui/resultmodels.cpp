#include "resultmodels.h"

#include "displayunit.h"
#include "money.h"
#include "optionrisks.h"
#include "ranking.h"
#include "resultwriter.h"
#include "tax.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

/// Same option (by id) in another result, or nullptr.
const OptionResult *findOption(const ScenarioResult &r, const QString &id)
{
    for (const OptionResult &o : r.options)
        if (o.id == id)
            return &o;
    return nullptr;
}

/// A long header on two lines (broken at the space nearest its middle), so that the tables
/// fit the middle of the window; Chinese headers have no space and stay as they are.
QString twoLines(QString text)
{
    if (text.size() < 12)
        return text;
    const qsizetype middle = text.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char(' ') && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    if (best > 0)
        text[best] = QLatin1Char('\n');
    return text;
}

} // namespace

// ---------------------------------------------------------------- ResultTableModel

ResultTableModel::ResultTableModel(Analysis *analysis, QObject *parent)
    : QAbstractTableModel(parent)
    , mAnalysis(analysis)
{ }

int ResultTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : mRows;
}

int ResultTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : mColumns;
}

void ResultTableModel::reshape(int rows, int columns, bool headers, bool reset, const std::function<void()> &apply)
{
    if (reset || rows != mRows || columns != mColumns) {
        beginResetModel();
        mRows = rows;
        mColumns = columns;
        if (apply)
            apply();
        endResetModel();
    } else if (mRows > 0 && mColumns > 0) {
        emit dataChanged(index(0, 0), index(mRows - 1, mColumns - 1));
        if (headers)
            emit headerDataChanged(Qt::Horizontal, 0, mColumns - 1);
    }
}

// ---------------------------------------------------------------- TotalsModel

TotalsModel::TotalsModel(Analysis *analysis, QObject *parent)
    : ResultTableModel(analysis, parent)
{
    connect(analysis, &Analysis::updated, this, &TotalsModel::refresh);
    refresh();
}

std::vector<int> TotalsModel::selfHostedIndices() const
{
    std::vector<int> out;
    const ScenarioResult &r = mAnalysis->current();
    for (int i = 0; i < int(r.options.size()); ++i)
        if (r.options[i].kind == OptionKind::SelfHosted)
            out.push_back(i);
    return out;
}

void TotalsModel::buildLookups()
{
    const ScenarioResult &r = mAnalysis->current();
    const std::vector<int> self = selfHostedIndices();
    std::vector<int> column(r.options.size(), -1);
    for (std::size_t j = 0; j < self.size(); ++j)
        column[std::size_t(self[j])] = int(j);
    mIndexedOptions = r.options.size();
    mSelfHostedCount = self.size();
    mFirstBreakEvenMonth.assign(mIndexedOptions * mSelfHostedCount, -1);
    for (const BreakEven &b : r.breakEvens) { // the first listed for a pair, as a scan would find
        if (!b.firstMonth || b.cloudIndex < 0 || b.cloudIndex >= int(mIndexedOptions) || b.selfHostedIndex < 0
            || b.selfHostedIndex >= int(mIndexedOptions) || column[std::size_t(b.selfHostedIndex)] < 0)
            continue;
        int &slot = mFirstBreakEvenMonth[std::size_t(b.cloudIndex) * mSelfHostedCount
            + std::size_t(column[std::size_t(b.selfHostedIndex)])];
        if (slot < 0)
            slot = *b.firstMonth;
    }
    QHash<QString, int> baseline;
    const ScenarioResult &base = mAnalysis->baseline();
    for (int i = int(base.options.size()) - 1; i >= 0; --i) // the first of equal ids, as findOption
        baseline.insert(base.options[std::size_t(i)].id, i);
    mBaselineRow.assign(mIndexedOptions, -1);
    for (std::size_t i = 0; i < mIndexedOptions; ++i)
        mBaselineRow[i] = baseline.value(r.options[i].id, -1);
}

void TotalsModel::computeRisks()
{
    const ScenarioResult &current = mAnalysis->current();
    mRisks.assign(current.options.size(), {});
    mLeftOut.assign(current.options.size(), false);
    mRecommended = -1;
    const ScenarioResult &cash = current.cashView(); // the report's result: the same options, in order
    if (!cash.ok() || cash.options.size() != current.options.size())
        return;
    // Quotes and stale prices come from the catalog: read when the scenario changes, not on
    // every what-if step (a what-if moves amounts, never which catalog row an option uses).
    const quint64 revision = mAnalysis->document()->scenarioRevision();
    if (mCatalogRevision != revision) {
        mCatalog = resolveCatalogPrices(mAnalysis->baselineScenario());
        mCatalogRevision = revision;
    }
    // A what-if's amounts are declared as its own, as in a report made from it (the name is
    // not shown: only which lines it replaced counts).
    const Scenario &scenario = mAnalysis->currentScenario();
    const bool whatIf = mAnalysis->hasWhatIf();
    const QList<PriceLine> lines
        = ReportWriter::prices(scenario, cash, lookupIn(mCatalog), whatIf ? QStringLiteral("what-if") : QString(),
            whatIf ? Variants::changes(mAnalysis->document()->whatIf(), mAnalysis->document()->scenario())
                   : std::vector<DriverChange>{});
    const Ranking ranking = rank(cash);
    mRecommended = ranking.recommended;
    for (OptionRisks &o : optionRisks(scenario, cash, lines, ranking))
        mRisks[std::size_t(o.option)] = std::move(o.risks);
    for (std::size_t i = 0; i < mLeftOut.size(); ++i)
        mLeftOut[i] = (i < ranking.fitsBudget.size() && !ranking.fitsBudget[i])
            || (i < ranking.meetsConstraints.size() && !ranking.meetsConstraints[i]);
}

void TotalsModel::catalogChanged()
{
    mCatalogRevision.reset();
    computeRisks();
    if (rowCount() > 0)
        emit dataChanged(index(0, Risks), index(rowCount() - 1, Risks));
}

void TotalsModel::refresh()
{
    buildLookups();
    computeRisks();
    const int rows = int(mAnalysis->current().options.size()) + int(mAnalysis->quoteNeeded().size());
    const bool budget = mAnalysis->current().budget.has_value();
    const int columns = FirstBreakEvenColumn + int(selfHostedIndices().size()) + (budget ? 1 : 0);
    reshape(rows, columns, true, budget != mHasBudget, [&] { mHasBudget = budget; });
}

int TotalsModel::fitsBudgetColumn() const
{
    return mHasBudget ? mColumns - 1 : -1;
}

QVariant TotalsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= mColumns)
        return {};
    const QString cur = mAnalysis->current().currency;
    if (section == fitsBudgetColumn()) {
        if (role == Qt::ToolTipRole)
            return tr("Whether the option's spend stays within the budget in every fiscal year (cash view), "
                      "and if not, the first month it goes over.");
        return role == Qt::DisplayRole ? QVariant(tr("Fits budget")) : QVariant();
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Risks:
            return tr("What could make the option cost more or deliver less, and why it is left out of the "
                      "ranking, as the report lists them: hold the pointer over a cell to read them.");
        case Total:
            return tr("Undiscounted total over the horizon, in the reporting currency.") + QLatin1Char(' ')
                + Tax::basisSentence(mAnalysis->current());
        case Delta: return tr("Change against the baseline scenario caused by the what-if.");
        case Npv:
            return tr("PV of cost: each month's cost discounted at the scenario's discount rate. Not the NPV of "
                      "a decision (the \"Buy instead of rent\" tab).");
        case PerGpuHour: return tr("Total divided by the GPU-hours of demand the option actually served.");
        case HiddenFees: return tr("Storage capacity and IO, egress, bandwidth, cross-AZ and other fees.");
        case BookValue: return tr("Book value of the owned servers at the end of the horizon. Not in the totals.");
        case Credit:
        case ComparedPv: {
            const QString basis = comparisonSentence(mAnalysis->current());
            return section == Credit ? tr("What the ranking credits to owning for servers still in service at "
                                          "the end of the horizon.")
                    + QLatin1Char(' ') + basis
                                     : tr("PV of cost less the end-of-horizon credit: what the ranking compares.")
                    + QLatin1Char(' ') + basis;
        }
        default:
            return tr("First month (cash view) in which owning is not dearer than this cloud option; the "
                      "tooltip of a cell gives the payback period and the break-even utilization.");
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    // In a display unit (View > Money unit) the headers of amounts name it: "Total (万元)".
    const DisplayUnit unit = appDisplayUnit();
    const QString shown = unit == DisplayUnit::Auto ? cur : Money::unitLabel(unit, cur);
    auto inUnit
        = [&](const QString &header) { return unit == DisplayUnit::Auto ? header : tr("%1 (%2)").arg(header, shown); };
    switch (section) {
    case Name: return tr("Option");
    case Risks: return tr("Risks");
    case Kind: return tr("Kind");
    case Total: {
        // Says what the amounts include when the scenario models VAT.
        const QString basis = Tax::basisShort(mAnalysis->current().amountBasis);
        return basis.isEmpty() ? tr("Total (%1)").arg(shown) : twoLines(tr("Total (%1, %2)").arg(shown, basis));
    }
    case Delta: return twoLines(inUnit(tr("Δ vs baseline")));
    case Npv: return twoLines(tr("PV of cost (%1)").arg(shown));
    case PerGpuHour: return twoLines(tr("Per useful GPU-h"));
    case HiddenFees: return inUnit(tr("Hidden fees"));
    case BookValue: return twoLines(inUnit(tr("Book value at end")));
    case Credit: return twoLines(inUnit(tr("Credit at end")));
    case ComparedPv: return twoLines(inUnit(tr("Compared PV")));
    default: {
        const auto self = selfHostedIndices();
        const int i = section - FirstBreakEvenColumn;
        if (i < int(self.size()))
            return twoLines(tr("Break-even vs %1").arg(mAnalysis->current().options[self[i]].name));
        return {};
    }
    }
}

QVariant TotalsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ScenarioResult &r = mAnalysis->current();
    const int row = index.row();
    const int col = index.column();
    if (row >= int(r.options.size())) // an option waiting for a quote
        return quoteNeededData(row - int(r.options.size()), col, role);
    if (col == fitsBudgetColumn())
        return fitsBudgetData(row, role);
    if (col == Risks)
        return risksData(row, role);
    const OptionResult &o = r.options[row];
    switch (role) {
    case Qt::DisplayRole: return displayText(row, col);
    case SortRole:
    case ValueRole: {
        if (col == Name)
            return o.name;
        if (col == Kind)
            return int(o.kind);
        const auto v = cellNumber(row, col);
        return v ? QVariant(*v) : QVariant(role == SortRole ? std::numeric_limits<double>::max() : QVariant());
    }
    case Qt::TextAlignmentRole:
        return col <= Kind ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        if (col == Name && !o.violations.empty())
            return QBrush(QColor(0xb0, 0x30, 0x20)); // breaks a constraint: never recommended
        const double delta = col == Delta ? deltaOf(row) : 0.0;
        if (col == Delta && mAnalysis->hasWhatIf() && std::abs(delta) > 0.005)
            return QBrush(delta > 0 ? QColor(0xb0, 0x30, 0x20) : QColor(0x20, 0x80, 0x40));
        return {};
    }
    case Qt::ToolTipRole:
        if (col == Name)
            return nameToolTip(row);
        if (col >= FirstBreakEvenColumn && o.kind == OptionKind::Cloud)
            return breakEvenToolTip(row, col);
        return {};
    case Qt::FontRole:
        // The cheapest option the ranking allows (models/engine/ranking.h): one that leaves demand
        // unserved, breaks the budget or a constraint is not shown as the cheapest.
        if (col == Total && rank(r).cheapest == row) {
            QFont f;
            f.setBold(true);
            return f;
        }
        // The recommended option (the report's, on the cash view): its name in bold.
        if (col == Name && row == mRecommended) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

QVariant TotalsModel::quoteNeededData(int i, int col, int role) const
{
    const auto &q = mAnalysis->quoteNeeded().at(i);
    if (role == Qt::DisplayRole)
        return col == Name ? q.first : col == Total ? tr("Quote needed") : QVariant();
    if (role == Qt::ToolTipRole)
        return q.second;
    if (role == Qt::ForegroundRole)
        return QBrush(QColor(0xb0, 0x30, 0x20));
    if (role == SortRole)
        return col == Name ? QVariant(q.first) : QVariant(std::numeric_limits<double>::max());
    return {};
}

QVariant TotalsModel::fitsBudgetData(int row, int role) const
{
    const ScenarioResult &r = mAnalysis->current();
    const bool fits = fitsBudget(r, row);
    std::optional<int> over;
    if (r.budget && row < int(r.budget->options.size()))
        over = r.budget->options[std::size_t(row)].firstOverrunMonth;
    switch (role) {
    case Qt::DisplayRole:
        if (fits)
            return tr("Yes");
        return over ? tr("Over budget from %1").arg(Calendars::monthLabel(r.budget->calendar, *over))
                    : tr("Over budget");
    case SortRole:
    case ValueRole: return fits ? 0 : over.value_or(1);
    case Qt::ForegroundRole: return fits ? QVariant() : QVariant(QBrush(QColor(0xb0, 0x30, 0x20)));
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant TotalsModel::risksData(int row, int role) const
{
    const QStringList none;
    const QStringList &risks = row < int(mRisks.size()) ? mRisks[std::size_t(row)] : none;
    switch (role) {
    case Qt::DisplayRole: return risks.isEmpty() ? QString() : QStringLiteral("⚠ %1").arg(risks.size());
    case SortRole:
    case ValueRole: return int(risks.size());
    case Qt::ToolTipRole: {
        if (risks.isEmpty())
            return {};
        // Rich text, so that the tooltip wraps the report's long sentences.
        QString html = QStringLiteral("<b>%1</b>%2<ul style=\"margin-left:12px; -qt-list-indent:0;\">")
                           .arg(mAnalysis->current().options[std::size_t(row)].name.toHtmlEscaped(),
                               row == mRecommended ? tr(" (recommended)").toHtmlEscaped() : QString());
        for (const QString &risk : risks)
            html += QStringLiteral("<li>%1</li>").arg(risk.toHtmlEscaped());
        return html + QStringLiteral("</ul>");
    }
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole: // left out of the ranking: its first risks say why
        return row < int(mLeftOut.size()) && mLeftOut[std::size_t(row)] ? QVariant(QBrush(QColor(0xb0, 0x30, 0x20)))
                                                                        : QVariant();
    default: return {};
    }
}

double TotalsModel::deltaOf(int row) const
{
    const ScenarioResult &r = mAnalysis->current();
    const OptionResult &o = r.options[std::size_t(row)];
    const OptionResult *base = nullptr;
    if (mIndexedOptions != r.options.size())
        base = findOption(mAnalysis->baseline(), o.id);
    else if (const int b = mBaselineRow[std::size_t(row)]; b >= 0 && b < int(mAnalysis->baseline().options.size()))
        base = &mAnalysis->baseline().options[std::size_t(b)];
    return base ? o.total - base->total : 0.0;
}

std::optional<double> TotalsModel::cellNumber(int row, int col) const
{
    const ScenarioResult &r = mAnalysis->current();
    const OptionResult &o = r.options[std::size_t(row)];
    switch (col) {
    case Total: return o.total;
    case Delta: return deltaOf(row);
    case Npv: return o.totalDiscounted;
    case PerGpuHour: return o.costPerUsefulGpuHour;
    case HiddenFees: return o.hiddenFeesTotal;
    case BookValue:
        return o.kind == OptionKind::SelfHosted ? std::optional<double>(o.bookValueAtHorizonEnd) : std::nullopt;
    case Credit: return o.kind == OptionKind::SelfHosted ? std::optional<double>(o.endOfHorizonCredit) : std::nullopt;
    case ComparedPv: return o.comparisonDiscounted;
    default: break;
    }
    const bool indexed = mIndexedOptions == r.options.size();
    if (col >= FirstBreakEvenColumn && o.kind == OptionKind::Cloud && indexed) {
        const std::size_t j = std::size_t(col - FirstBreakEvenColumn);
        if (j >= mSelfHostedCount)
            return std::nullopt;
        const int month = mFirstBreakEvenMonth[std::size_t(row) * mSelfHostedCount + j];
        return month >= 0 ? std::optional<double>(month) : std::nullopt;
    }
    if (col >= FirstBreakEvenColumn && o.kind == OptionKind::Cloud) {
        const int self = selfHostedIndices()[col - FirstBreakEvenColumn];
        for (const BreakEven &b : r.breakEvens)
            if (b.cloudIndex == row && b.selfHostedIndex == self && b.firstMonth)
                return double(*b.firstMonth);
    }
    return std::nullopt;
}

QString TotalsModel::displayText(int row, int col) const
{
    const ScenarioResult &r = mAnalysis->current();
    const OptionResult &o = r.options[std::size_t(row)];
    const QString cur = r.currency;
    if (col == Name)
        return o.name;
    if (col == Kind) {
        const QString kind = o.kind == OptionKind::Cloud ? tr("Cloud") : tr("Self-hosted");
        // Sized against the demand's reference GPU (issue 18): the cards and the work factor.
        return o.sizing.identity() ? kind : tr("%1 · %2 cards").arg(kind, ResultWriter::cardsText(o));
    }
    const auto v = cellNumber(row, col);
    if (col >= FirstBreakEvenColumn) {
        if (o.kind != OptionKind::Cloud)
            return QString();
        if (v && mAnalysis->currentScenario().calendar.has())
            return Calendars::monthLabel(mAnalysis->currentScenario().calendar, int(*v));
        return v ? tr("month %1").arg(int(*v)) : tr("never");
    }
    if (!v)
        return QStringLiteral("–");
    // A display unit (View > Money unit): the number in it, the header names the unit;
    // the price per GPU-hour keeps its cents in the currency.
    const DisplayUnit unit = appDisplayUnit();
    auto amount = [&](double a) {
        return unit == DisplayUnit::Auto ? Money::formatWhole(a, cur) : Money::inUnit(a, unit, cur);
    };
    if (col == Delta)
        return mAnalysis->hasWhatIf() ? (*v > 0 ? QStringLiteral("+") : QString()) + amount(*v) : QString();
    if (col == PerGpuHour)
        return Money::format(*v, cur);
    return amount(*v);
}

QString TotalsModel::nameToolTip(int row) const
{
    const ScenarioResult &r = mAnalysis->current();
    const OptionResult &o = r.options[std::size_t(row)];
    const QString cur = r.currency;
    QStringList lines{o.name};
    for (const ConstraintViolation &v : o.violations)
        lines << QStringLiteral("⛔ ") + tr("Never recommended: %1").arg(v.reason);
    if (!o.sizing.identity() || o.sizing.source == OptionSizing::Source::NotKnown)
        lines << tr("%1 cards for %2 reference cards: %3")
                     .arg(o.peakCards)
                     .arg(o.peakReferenceCards)
                     .arg(o.sizing.explanation());
    for (const QString &w : o.warnings)
        lines << QStringLiteral("⚠ ") + w;
    if (o.owedAfterHorizon > 0)
        lines << tr("%1 is owed after the horizon for reserved terms or financing, not in the totals.")
                     .arg(Money::formatWhole(o.owedAfterHorizon, cur));
    if (o.kind == OptionKind::Cloud) { // the split search runs when the tooltip is asked for
        ScenarioResult one = r;
        CostEngine::suggestReservedSplits(mAnalysis->currentScenario(), one, row);
        if (const QString split = ResultWriter::splitNote(one.options[std::size_t(row)], cur); !split.isEmpty())
            lines << QStringLiteral("💡 ") + split;
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant TotalsModel::breakEvenToolTip(int row, int col) const
{
    const ScenarioResult &r = mAnalysis->current();
    const int self = selfHostedIndices()[col - FirstBreakEvenColumn];
    for (const BreakEven &b : r.breakEvens) {
        if (b.cloudIndex != row || b.selfHostedIndex != self)
            continue;
        QStringList lines;
        if (b.ownedCheaperForGoodFromMonth)
            lines << tr("Owning is cheaper for good from month %1").arg(*b.ownedCheaperForGoodFromMonth);
        if (b.breakEvenBusyHoursPerMonth)
            lines << tr("Owning and renting cost the same at %1% utilization")
                         .arg(QLocale().toString(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100, 'f', 1));
        else if (b.utilization == BreakEven::Utilization::CloudCheaperAtAnyUse)
            lines << tr("The cloud option is cheaper at any utilization");
        else if (b.utilization == BreakEven::Utilization::SelfHostedCheaperAtAnyUse)
            lines << tr("Owning is cheaper at any utilization");
        if (b.crossings.size() > 1)
            lines << tr("The order changes %1 times over the horizon").arg(b.crossings.size());
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

// ---------------------------------------------------------------- DecisionModel

DecisionModel::DecisionModel(Analysis *analysis, QObject *parent)
    : ResultTableModel(analysis, parent)
{
    connect(analysis, &Analysis::updated, this, &DecisionModel::refresh);
    refresh();
}

void DecisionModel::refresh()
{
    // The pair count without the NPVs and IRRs: they are computed when a cell is shown.
    const int rows = mAnalysis->decisionPairCount();
    reshape(rows, ColumnCount, true);
}

QString DecisionModel::caption() const
{
    const FinanceSettings &d = mAnalysis->currentScenario().finance;
    if (mAnalysis->decisionPairCount() == 0)
        return tr("Needs at least one cloud and one self-hosted option.");
    const QString timing = d.timing == FinanceTiming::Monthly
        ? tr("Cash flows rent - own, monthly: purchases at the start of their month, other costs at the end")
        : tr("Cash flows rent - own, yearly: month-1 purchases at time 0, other costs at the end of their year");
    const QString end = d.endOfHorizon == EndOfHorizon::BookValue
        ? tr("the book value at the end of the horizon is credited to owning")
        : d.endOfHorizon == EndOfHorizon::Resale
        ? tr("the expected resale value at the end of the horizon is credited to owning")
        : tr("nothing is credited at the end of the horizon");
    const QString line = tr("%1; %2. Positive NPV: owning is worth it.").arg(timing, end);
    const QString afterTax = afterTaxText();
    return afterTax.isEmpty() ? line : line + QLatin1Char('\n') + afterTax;
}

bool DecisionModel::hasIncomeTax() const
{
    return mAnalysis->currentScenario().incomeTax.has_value();
}

QString DecisionModel::afterTaxText() const
{
    if (!hasIncomeTax() || mAnalysis->decisionPairCount() == 0)
        return {};
    const ScenarioResult &cash = mAnalysis->decisionCashResult();
    if (!cash.ok() || !cash.incomeTaxRate)
        return {};
    QStringList parts;
    for (const OptionResult &o : cash.options)
        parts << tr("%1: tax saved %2, total %3, PV of cost %4")
                     .arg(o.name, Money::formatWhole(o.taxSavingTotal, cash.currency),
                         Money::formatWhole(o.afterTaxTotal, cash.currency),
                         Money::formatWhole(o.afterTaxDiscounted, cash.currency));
    return tr("After income tax at %1%: %2.")
        .arg(QLocale().toString(*cash.incomeTaxRate * 100.0, 'g', 4), parts.join(tr("; ")));
}

QVariant DecisionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    const QString cur = mAnalysis->current().currency;
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Saving:
            return tr("Sum of the cash flows rent - own, undiscounted, with the book value credited if it is.");
        case Npv: return tr("Net present value of buying instead of renting at the scenario's discount rate.");
        case Irr: return tr("Annual discount rate at which the NPV of the decision is zero.");
        case Payback: return tr("Time until the cumulative cash flows rent - own stay non-negative.");
        case DiscountedPayback: return tr("The same on discounted cash flows.");
        case BookValueCredited: return tr("Book value of the owned servers credited in the last period.");
        case AfterTaxNpv:
            return tr("NPV of the cash flows after income tax: each option's flows less the tax its deductions "
                      "save, and the credit at the end less the tax on its excess over the remaining tax value.");
        case AfterTaxIrr: return tr("Annual discount rate at which the after-tax NPV of the decision is zero.");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Pair: return tr("Own / rent");
    case Saving: return twoLines(tr("Saving (%1)").arg(cur));
    case Npv: return twoLines(tr("NPV of the decision (%1)").arg(cur));
    case Irr: return tr("IRR");
    case Payback: return tr("Payback");
    case DiscountedPayback: return twoLines(tr("Discounted payback"));
    case BookValueCredited: return twoLines(tr("Book value credited"));
    case AfterTaxNpv: return twoLines(tr("After-tax NPV (%1)").arg(cur));
    case AfterTaxIrr: return twoLines(tr("After-tax IRR"));
    default: return {};
    }
}

QVariant DecisionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const DecisionResult &d = mAnalysis->decision();
    const ScenarioResult &r = mAnalysis->current();
    if (index.row() >= int(d.pairs.size()))
        return {};
    const DecisionPair &p = d.pairs[std::size_t(index.row())];
    if (std::size_t(std::max(p.cloudIndex, p.selfHostedIndex)) >= r.options.size())
        return {};
    const QString cur = r.currency;
    const int col = index.column();
    auto number = [&]() -> std::optional<double> {
        switch (col) {
        case Saving: return p.undiscountedSaving;
        case Npv: return p.npv;
        case Irr: return p.irr;
        case Payback: return p.paybackPeriods;
        case DiscountedPayback: return p.discountedPaybackPeriods;
        case BookValueCredited: return p.terminalValue;
        case AfterTaxNpv: return p.afterTaxNpv;
        case AfterTaxIrr: return p.afterTaxIrr;
        default: return std::nullopt;
        }
    };
    switch (role) {
    case Qt::DisplayRole: {
        if (col == Pair) // on two lines: the table fits the middle of the window
            return r.options[std::size_t(p.selfHostedIndex)].name + QStringLiteral(" /\n")
                + r.options[std::size_t(p.cloudIndex)].name;
        const auto v = number();
        if (col == Irr || col == AfterTaxIrr) {
            if (col == AfterTaxIrr && !p.afterTaxNpv)
                return QString(); // no income tax
            return v ? QStringLiteral("%1%").arg(QLocale().toString(*v * 100.0, 'f', 1)) : tr("none");
        }
        if (col == Payback || col == DiscountedPayback) {
            if (!v)
                return tr("never");
            return d.timing == FinanceTiming::Monthly ? tr("%1 months").arg(QLocale().toString(*v, 'f', 1))
                                                      : tr("%1 years").arg(QLocale().toString(*v, 'f', 1));
        }
        return v ? Money::formatWhole(*v, cur) : QString();
    }
    case SortRole:
    case ValueRole: {
        if (col == Pair)
            return index.row();
        const auto v = number();
        return v ? QVariant(*v) : QVariant(role == SortRole ? std::numeric_limits<double>::max() : QVariant());
    }
    case Qt::TextAlignmentRole:
        return col == Pair ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (col == Npv)
            return QBrush(p.npv >= 0 ? QColor(0x20, 0x80, 0x40) : QColor(0xb0, 0x30, 0x20));
        if (col == AfterTaxNpv && p.afterTaxNpv)
            return QBrush(*p.afterTaxNpv >= 0 ? QColor(0x20, 0x80, 0x40) : QColor(0xb0, 0x30, 0x20));
        return {};
    case Qt::ToolTipRole:
        if (col == Irr && !p.irr)
            return p.signChanges == 0 ? tr("No IRR: the cash flows never change sign")
                                      : tr("No IRR: no rate makes the NPV zero");
        if (col == Irr && p.signChanges > 1)
            return tr("The cash flows change sign %1 times; the IRR shown may not be the only one").arg(p.signChanges);
        return {};
    default: return {};
    }
}

// ---------------------------------------------------------------- CumulativeModel

CumulativeModel::CumulativeModel(Analysis *analysis, bool baseline, QObject *parent)
    : ResultTableModel(analysis, parent)
    , mBaseline(baseline)
{
    auto refresh = [this] {
        const ScenarioResult &r = result();
        const int rows = r.horizonMonths + 1; // month 0 = nothing spent yet
        const int columns = 1 + int(r.options.size());
        reshape(rows, columns, false);
    };
    connect(analysis, &Analysis::updated, this, refresh);
    refresh();
}

const ScenarioResult &CumulativeModel::result() const
{
    return mBaseline ? mAnalysis->baseline() : mAnalysis->current();
}

QVariant CumulativeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role != Qt::DisplayRole && role != ValueRole && role != Qt::EditRole)
        return {};
    const int month = index.row();
    if (index.column() > 0 && index.column() - 1 >= int(result().options.size()))
        return {};
    if (index.column() == 0)
        return double(month);
    const OptionResult &o = result().options.at(index.column() - 1);
    return month == 0 ? 0.0 : o.cumulative.at(month - 1) / mScale;
}

void CumulativeModel::setScale(double scale)
{
    if (scale <= 0 || scale == mScale)
        return;
    mScale = scale;
    if (mRows > 0)
        emit dataChanged(index(0, 1), index(mRows - 1, mColumns - 1));
}

QVariant CumulativeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    if (section == 0)
        return tr("Month");
    const auto &options = result().options;
    return section - 1 < int(options.size()) ? options[section - 1].name : QString();
}

// ---------------------------------------------------------------- CategoryModel

CategoryModel::CategoryModel(Analysis *analysis, QObject *parent)
    : ResultTableModel(analysis, parent)
{
    connect(analysis, &Analysis::updated, this, &CategoryModel::refresh);
    refresh();
}

void CategoryModel::setOption(int option)
{
    if (option == mOption)
        return;
    mOption = option;
    refresh();
}

void CategoryModel::refresh()
{
    const ScenarioResult &r = mAnalysis->current();
    std::vector<Category> used;
    if (mOption >= 0 && mOption < int(r.options.size())) {
        const OptionResult &o = r.options[mOption];
        // Compute-like categories first, hidden fees after, so the fees stack on top.
        for (bool hidden : {false, true})
            for (Category c : kAllCategories)
                if (isHiddenFee(c) == hidden && o.categoryTotals[gputco::index(c)] != 0.0)
                    used.push_back(c);
    }
    const int rows = (mOption >= 0 && mOption < int(r.options.size())) ? r.horizonMonths : 0;
    reshape(rows, int(used.size()), false, used != mCategories, [&] { mCategories = used; });
}

QVariant CategoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (role != Qt::DisplayRole && role != ValueRole && role != Qt::EditRole)
        return {};
    const OptionResult &o = mAnalysis->current().options.at(mOption);
    return o.monthly.at(index.row())[gputco::index(mCategories.at(index.column()))] / mScale;
}

void CategoryModel::setScale(double scale)
{
    if (scale <= 0 || scale == mScale)
        return;
    mScale = scale;
    if (mRows > 0 && !mCategories.empty())
        emit dataChanged(index(0, 0), index(mRows - 1, int(mCategories.size()) - 1));
}

QVariant CategoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical) {
        if (const Calendar &cal = mAnalysis->currentScenario().calendar; cal.has())
            return Calendars::monthLabel(cal, section + 1);
        return tr("Month %1").arg(section + 1);
    }
    return section < int(mCategories.size()) ? categoryName(mCategories[section]) : QString();
}

// ---------------------------------------------------------------- VariantsModel

VariantsModel::VariantsModel(Analysis *analysis, QObject *parent)
    : ResultTableModel(analysis, parent)
{
    connect(analysis, &Analysis::updated, this, &VariantsModel::refresh);
    refresh();
}

void VariantsModel::refresh()
{
    const int rows = int(mAnalysis->baseline().options.size()) + 1; // + the cheapest option
    const int columns = 2 + (mAnalysis->hasWhatIf() ? 1 : 0) + int(mAnalysis->variantResults().size());
    reshape(rows, columns, true);
}

const ScenarioResult *VariantsModel::resultForColumn(int column) const
{
    if (column == 1)
        return &mAnalysis->baseline();
    int c = column - 2;
    if (mAnalysis->hasWhatIf()) {
        if (c == 0)
            return &mAnalysis->current();
        --c;
    }
    return c >= 0 && c < int(mAnalysis->variantResults().size()) ? &mAnalysis->variantResults()[c] : nullptr;
}

int VariantsModel::variantIndex(int column) const
{
    int c = column - 2;
    if (mAnalysis->hasWhatIf())
        --c;
    return c >= 0 && c < int(mAnalysis->document()->variants().size()) ? c : -1;
}

QVariant VariantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    if (section == 0)
        return tr("Option");
    if (section == 1)
        return tr("Baseline");
    int c = section - 2;
    if (mAnalysis->hasWhatIf()) {
        if (c == 0)
            return tr("Current what-if");
        --c;
    }
    const auto &variants = mAnalysis->document()->variants();
    return c >= 0 && c < int(variants.size()) ? variants[c].name : QString();
}

QVariant VariantsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ScenarioResult &base = mAnalysis->baseline();
    const bool cheapestRow = index.row() == int(base.options.size());
    if (index.column() == 0) {
        if (role != Qt::DisplayRole)
            return {};
        return cheapestRow ? tr("Cheapest option") : base.options[index.row()].name;
    }
    const ScenarioResult *r = resultForColumn(index.column());
    if (!r)
        return {};
    if (cheapestRow) {
        // Among the options that serve all demand (the one ranking, as in the report).
        if (r->options.empty())
            return {};
        const int best = rank(*r).cheapest;
        if (role == Qt::DisplayRole)
            return best < 0 ? tr("none serves all demand") : r->options[std::size_t(best)].name;
        if (role == Qt::FontRole) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    const OptionResult *o = findOption(*r, base.options[index.row()].id);
    if (!o)
        return {};
    switch (role) {
    case Qt::DisplayRole: return Money::formatWhole(o->total, r->currency);
    case ValueRole:
    case SortRole: return o->total;
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

} // namespace gputco
