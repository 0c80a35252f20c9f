#include "budgetwriter.h"

#include "csv.h"
#include "ranking.h"
#include "resultwriter.h"
#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>

namespace gputco {

namespace {

using ojson = nlohmann::ordered_json;

/// This file's messages, in the context of BudgetWriter (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BudgetWriter)
};

std::string s(const QString &q)
{
    return q.toStdString();
}

ojson number(double v)
{
    return std::isfinite(v) ? ojson(v) : ojson(nullptr);
}

ojson optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : ojson(nullptr);
}

ojson optionalInt(const std::optional<int> &v)
{
    return v ? ojson(*v) : ojson(nullptr);
}

/// What the budget's amounts (and the spend compared with them) include: "includingVat",
/// "excludingVat", or "asEntered" when VAT is not modelled.
const char *vatBasisKey(const BudgetResult &b, AmountBasis results)
{
    if (results == AmountBasis::AsEntered)
        return "asEntered";
    if (b.amountsIncludeVat)
        return *b.amountsIncludeVat ? "includingVat" : "excludingVat";
    return results == AmountBasis::IncludingNonRecoverableVat ? "includingVat" : "excludingVat";
}

const char *acquisitionKey(AcquisitionEvent e)
{
    switch (e) {
    case AcquisitionEvent::Order: return "order";
    case AcquisitionEvent::Delivery: return "delivery";
    case AcquisitionEvent::Acceptance: return "acceptance";
    }
    return "order";
}

QString basisKey(BudgetResult::Basis b)
{
    switch (b) {
    case BudgetResult::Basis::PerFiscalYear: return QStringLiteral("fiscalYears");
    case BudgetResult::Basis::EveryYear: return QStringLiteral("perYear");
    case BudgetResult::Basis::Horizon: return QStringLiteral("horizonTotal");
    }
    return {};
}

QString moneyOrDash(const std::optional<double> &v)
{
    return v ? ResultWriter::money(*v) : QStringLiteral("-");
}

QString monthText(const Calendar &c, const std::optional<int> &m)
{
    return m ? Calendars::monthLabel(c, *m) : QStringLiteral("-");
}

ojson spendJson(const BudgetResult &b, const FiscalYearSpend &fy, bool horizon)
{
    ojson j;
    if (!horizon)
        j["label"] = s(Calendars::fiscalYearKey(b.calendar, fy.fiscalYear));
    j["firstMonth"] = fy.fiscalYear.firstMonth;
    j["months"] = fy.fiscalYear.months;
    if (b.calendar.has())
        j["firstCalendarMonth"] = s(Calendars::monthKey(b.calendar, fy.fiscalYear.firstMonth));
    j["spend"] = number(fy.spend);
    j["capex"] = number(fy.capex);
    j["opex"] = number(fy.opex);
    j["capexPaid"] = number(fy.capexPaid);
    j["budget"] = optionalNumber(fy.budget);
    j["budgetCapex"] = optionalNumber(fy.budgetCapex);
    j["budgetOpex"] = optionalNumber(fy.budgetOpex);
    j["headroom"] = optionalNumber(fy.headroom);
    j["headroomCapex"] = optionalNumber(fy.headroomCapex);
    j["headroomOpex"] = optionalNumber(fy.headroomOpex);
    j["fits"] = fy.fits();
    j["firstOverrunMonth"] = optionalInt(fy.firstOverrunMonth);
    return j;
}

} // namespace

QString BudgetWriter::describe(const Scenario &scenario, const BudgetResult &b)
{
    const QString cur = b.currency;
    auto amount = [&](const BudgetAmount &a) {
        return a.split()
            ? Tr::tr("capex %1 and opex %2 %3")
                  .arg(ResultWriter::money(a.capex.value_or(0)), ResultWriter::money(a.opex.value_or(0)), cur)
            : Tr::tr("%1 %2").arg(ResultWriter::money(a.total.value_or(0)), cur);
    };
    QString text;
    const Budget &given = *scenario.budget;
    switch (b.basis) {
    case BudgetResult::Basis::EveryYear:
        text = Tr::tr("Budget: %1 every fiscal year").arg(amount(*given.everyYear));
        if (b.prorateShortYears)
            text += Tr::tr(" (short fiscal years prorated by months)");
        break;
    case BudgetResult::Basis::Horizon:
        text = Tr::tr("Budget: %1 for the whole horizon").arg(amount(*given.horizon));
        break;
    case BudgetResult::Basis::PerFiscalYear: {
        QStringList parts;
        for (const FiscalYearBudget &fy : given.fiscalYears)
            parts << Tr::tr("%1: %2").arg(Calendars::fiscalYearLabel(b.calendar, {fy.year, 1, 12}), amount(fy.amount));
        text = Tr::tr("Budget per fiscal year: %1").arg(parts.join(QStringLiteral("; ")));
        break;
    }
    }
    if (cur != scenario.reportingCurrency)
        text += Tr::tr(", converted at %1 %2 per %3").arg(b.factor, 0, 'g', 6).arg(scenario.reportingCurrency, cur);
    //: Joins the budget as given and its capex convention: "Budget: ... every fiscal year. Reserved ..."
    text = Tr::tr("%1. %2").arg(text,
        b.reservedUpfrontIsCapex ? Tr::tr("Reserved upfront payments count as capex.")
                                 : Tr::tr("Reserved upfront payments count as opex."));
    text += QLatin1Char(' ')
        + (b.capexBasis == CapexBasis::Payments ? Tr::tr("Capex counts as it is paid (down payments and repayments).")
                : b.acquiredAt == AcquisitionEvent::Delivery
                ? Tr::tr("Servers count as capex in full when delivered, whatever the financing.")
                : b.acquiredAt == AcquisitionEvent::Acceptance
                ? Tr::tr(
                    "Servers count as capex in full when accepted (验收), %n month(s) after delivery, whatever the "
                    "financing.",
                    nullptr, b.acceptanceMonths)
                : Tr::tr("Servers count as capex in full when ordered, whatever the financing."));
    if (b.amountsIncludeVat)
        text += QLatin1Char(' ')
            + (*b.amountsIncludeVat ? Tr::tr("The budget includes VAT (含税): the spend is compared with its VAT.")
                                    : Tr::tr("The budget excludes VAT: the spend is compared without it."));
    if (!b.source.isEmpty())
        text = Tr::tr("%1 Source: %2.").arg(text, b.source);
    return text;
}

QString BudgetWriter::fitText(const BudgetResult &b, const OptionBudget &o)
{
    if (o.fits)
        return Tr::tr("fits");
    const QString month = Calendars::monthLabel(b.calendar, *o.firstOverrunMonth);
    if (o.worstFiscalYearIndex)
        return Tr::tr("over budget from %1 (most in %2: %3)")
            .arg(month, Calendars::fiscalYearLabel(b.calendar, b.fiscalYears[std::size_t(*o.worstFiscalYearIndex)]),
                ResultWriter::money(o.worstOverrun));
    return Tr::tr("over budget from %1 (horizon: %2)").arg(month, ResultWriter::money(o.worstOverrun));
}

namespace {

/// The sections of BudgetWriter::table(), its messages in its translation context.
class TableSections
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BudgetWriter)

public:
    /// Whether each option fits, the GPUs and the horizon its budget buys, and the ranking within the budget.
    static QString fitSection(const ScenarioResult &r, const BudgetResult &b)
    {
        QList<QStringList> rows;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const OptionBudget &o = b.options[i];
            QString gpus = QStringLiteral("-"), horizon = QStringLiteral("-");
            if (o.affordable) {
                gpus = o.affordable->gpuCountAtLimit ? Tr::tr(">= %1").arg(o.affordable->gpuCount)
                                                     : QString::number(o.affordable->gpuCount);
                if (o.affordable->servers)
                    gpus += Tr::tr(" (%n server(s))", nullptr, *o.affordable->servers);
                horizon = QString::number(o.affordable->horizonMonths);
            }
            rows << QStringList{r.options[i].name, BudgetWriter::fitText(b, o), gpus, horizon};
        }
        QString out = Tr::tr("Fit\n");
        out += ResultWriter::textTable(
            {Tr::tr("Option"), Tr::tr("Budget"), Tr::tr("GPUs it buys"), Tr::tr("Longest horizon (months)")}, rows);
        const Ranking ranking = rank(r);
        if (ranking.recommended >= 0)
            out += Tr::tr("Recommended: %1 (lowest PV of cost among options that serve all demand within the budget)\n")
                       .arg(r.options[std::size_t(ranking.recommended)].name);
        else
            out += Tr::tr("Recommended: none (no option serves all demand within the budget)\n");
        for (int i : ranking.cheaperOverBudget)
            out += Tr::tr("Cheaper but over budget: %1, %2\n")
                       .arg(r.options[std::size_t(i)].name, BudgetWriter::fitText(b, b.options[std::size_t(i)]));
        return out;
    }

    /// Spend, capex, opex, budget, headroom and first overrun of every option per fiscal year and
    /// over the horizon.
    static QString fiscalYearSection(const ScenarioResult &r, const BudgetResult &b)
    {
        QList<QStringList> rows;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const OptionBudget &o = b.options[i];
            auto add = [&](const QString &label, const FiscalYearSpend &fy) {
                QString budget = moneyOrDash(fy.budget), headroom = moneyOrDash(fy.headroom);
                if (fy.budgetCapex) {
                    budget = Tr::tr("%1 + %2").arg(
                        ResultWriter::money(*fy.budgetCapex), ResultWriter::money(*fy.budgetOpex));
                    headroom = Tr::tr("%1 / %2").arg(
                        ResultWriter::money(*fy.headroomCapex), ResultWriter::money(*fy.headroomOpex));
                }
                rows << QStringList{r.options[i].name, label, ResultWriter::money(fy.spend),
                    ResultWriter::money(fy.capex), ResultWriter::money(fy.opex), budget, headroom,
                    monthText(b.calendar, fy.firstOverrunMonth)};
            };
            for (const FiscalYearSpend &fy : o.fiscalYears)
                add(Calendars::fiscalYearLabel(b.calendar, fy.fiscalYear), fy);
            add(Tr::tr("Horizon"), o.horizon);
        }
        return QLatin1Char('\n') + Tr::tr("Per fiscal year (%1)\n").arg(r.currency)
            + ResultWriter::textTable(
                {Tr::tr("Option"), Tr::tr("Fiscal year"), Tr::tr("Spend"), Tr::tr("Capex"), Tr::tr("Opex"),
                    b.split ? Tr::tr("Budget capex + opex") : Tr::tr("Budget"),
                    b.split ? Tr::tr("Headroom capex / opex") : Tr::tr("Headroom"), Tr::tr("First overrun")},
                rows);
    }

    /// The training job against the total budget: whether it fits as planned and its earliest finish inside it.
    static QString jobSection(const Scenario &scenario, const BudgetResult &b, const BudgetWriter::JobSection &job)
    {
        QList<QStringList> rows;
        for (std::size_t i = 0; i < job.options.size() && i < job.budgets.size(); ++i) {
            const JobOptionResult &o = job.options[i];
            const JobBudget &jb = job.budgets[i];
            if (!jb.priced) {
                rows << QStringList{o.name, Tr::tr("not priced"), QStringLiteral("-"), QStringLiteral("-")};
                continue;
            }
            QString fit = jb.fits
                ? Tr::tr("fits")
                : Tr::tr("over budget from %1").arg(Calendars::monthLabel(b.calendar, *jb.firstOverrunMonth));
            if (jb.beyondBudget)
                fit += Tr::tr(" (runs past the budgeted months)");
            const QString earliest = jb.finishNotLimitedByBudget ? Tr::tr("not limited by the budget")
                : jb.earliestFitGpus
                ? Tr::tr("%1 GPUs, %2 h").arg(*jb.earliestFitGpus).arg(*jb.earliestFitWallClockHours, 0, 'f', 0)
                : Tr::tr("none");
            rows << QStringList{
                o.name, fit, Tr::tr("%1 GPUs, %2 h").arg(o.gpus).arg(o.wallClockHours, 0, 'f', 0), earliest};
        }
        return QLatin1Char('\n')
            + Tr::tr("Training job \"%1\" (expected cost spread over the months it runs, against the total budget)\n")
                  .arg(scenario.job->name)
            + ResultWriter::textTable(
                {Tr::tr("Option"), Tr::tr("Budget"), Tr::tr("As planned"), Tr::tr("Earliest finish inside the budget")},
                rows);
    }
};

} // namespace

QString BudgetWriter::table(const Scenario &scenario, const ScenarioResult &r, const JobSection *job)
{
    const BudgetResult &b = *r.budget;
    QString out;
    out += Tr::tr("Scenario: %1\n").arg(scenario.name);
    out += describe(scenario, b) + QLatin1Char('\n');
    out += Tr::tr("Spend on the cash view, amounts in %1.\n\n").arg(r.currency);
    out += TableSections::fitSection(r, b);
    out += TableSections::fiscalYearSection(r, b);
    if (job)
        out += TableSections::jobSection(scenario, b, *job);
    return out;
}

namespace {

/// The budget as given and its conventions, with its periods.
ojson budgetJson(const BudgetResult &b, AmountBasis results)
{
    ojson periods = ojson::array();
    for (const BudgetPeriod &p : b.periods)
        periods.push_back({{"firstMonth", p.firstMonth}, {"months", p.months}, {"budget", optionalNumber(p.total)},
            {"budgetCapex", optionalNumber(p.capex)}, {"budgetOpex", optionalNumber(p.opex)}});
    return {{"basis", s(basisKey(b.basis))}, {"split", b.split}, {"currency", s(b.currency)}, {"factor", b.factor},
        {"reservedUpfront", b.reservedUpfrontIsCapex ? "capex" : "opex"},
        {"capexBasis", b.capexBasis == CapexBasis::Acquisition ? "acquisition" : "payments"},
        {"acquiredAt", acquisitionKey(b.acquiredAt)},
        {"acceptanceMonths",
            b.acquiredAt == AcquisitionEvent::Acceptance ? optionalInt(b.acceptanceMonths) : ojson(nullptr)},
        {"amountsIncludeVat", b.amountsIncludeVat ? ojson(*b.amountsIncludeVat) : ojson(nullptr)},
        {"vatBasis", vatBasisKey(b, results)}, {"prorateShortYears", b.prorateShortYears}, {"source", s(b.source)},
        {"periods", periods}};
}

} // namespace

QByteArray BudgetWriter::json(
    const Scenario &scenario, const ScenarioResult &r, const QString &sourceFile, const JobSection *job)
{
    const BudgetResult &b = *r.budget;
    ojson root;
    root["outputVersion"] = 1;
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["scenario"] = {{"name", s(scenario.name)}, {"file", s(sourceFile)}};
    root["currency"] = s(r.currency);
    root["view"] = "cash";
    if (b.calendar.has())
        root["calendar"] = {{"startMonth", s(Calendars::startText(b.calendar))},
            {"fiscalYearStartMonth", b.calendar.fiscalYearStartMonth},
            {"fiscalYearNamedBy", b.calendar.naming == FiscalYearNaming::EndYear ? "endYear" : "startYear"}};
    else
        root["calendar"] = nullptr;
    root["budget"] = budgetJson(b, r.amountBasis);
    const Ranking ranking = rank(r);
    root["recommended"]
        = ranking.recommended < 0 ? ojson(nullptr) : ojson(s(r.options[std::size_t(ranking.recommended)].id));
    ojson cheaper = ojson::array();
    for (int i : ranking.cheaperOverBudget)
        cheaper.push_back(s(r.options[std::size_t(i)].id));
    root["cheaperOverBudget"] = cheaper;
    const std::vector<Tax::Incentive> incentives = Tax::incentives(scenario, r);
    ojson options = ojson::array();
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBudget &o = b.options[i];
        ojson j;
        j["id"] = s(r.options[i].id);
        j["name"] = s(r.options[i].name);
        j["kind"] = r.options[i].kind == OptionKind::Cloud ? "cloud" : "selfHosted";
        j["fits"] = o.fits;
        j["firstOverrunMonth"] = optionalInt(o.firstOverrunMonth);
        j["firstOverrunCalendarMonth"] = o.firstOverrunMonth && b.calendar.has()
            ? ojson(s(Calendars::monthKey(b.calendar, *o.firstOverrunMonth)))
            : ojson(nullptr);
        j["firstCumulativeOverrunMonth"] = optionalInt(o.firstCumulativeOverrunMonth);
        j["worstOverrun"] = number(o.worstOverrun);
        j["worstOverrunFiscalYear"] = o.worstFiscalYearIndex
            ? ojson(s(Calendars::fiscalYearKey(b.calendar, b.fiscalYears[std::size_t(*o.worstFiscalYearIndex)])))
            : ojson(nullptr);
        ojson years = ojson::array();
        for (const FiscalYearSpend &fy : o.fiscalYears)
            years.push_back(spendJson(b, fy, false));
        j["fiscalYears"] = years;
        j["horizon"] = spendJson(b, o.horizon, true);
        if (o.affordable)
            j["affordable"] = {{"gpuCount", o.affordable->gpuCount}, {"gpuCountAtLimit", o.affordable->gpuCountAtLimit},
                {"servers", optionalInt(o.affordable->servers)}, {"horizonMonths", o.affordable->horizonMonths}};
        else
            j["affordable"] = nullptr;
        // Subsidies and tax incentives, each with its source (in the fiscal years' opex net).
        ojson lines = ojson::array();
        for (const Tax::Incentive &in : incentives)
            if (in.optionId == r.options[i].id)
                lines.push_back({{"kind", in.kind}, {"line", s(in.what)}, {"amount", number(in.amount)},
                    {"source", s(in.source)}, {"asOf", s(in.asOf)}});
        j["incentives"] = lines;
        options.push_back(j);
    }
    root["options"] = options;
    if (job) {
        ojson jobs = ojson::array();
        for (std::size_t i = 0; i < job->options.size() && i < job->budgets.size(); ++i) {
            const JobOptionResult &o = job->options[i];
            const JobBudget &jb = job->budgets[i];
            jobs.push_back(
                {{"id", s(o.id)}, {"priced", jb.priced}, {"gpus", o.gpus}, {"wallClockHours", number(o.wallClockHours)},
                    {"cost", number(o.cost)}, {"fits", jb.priced ? ojson(jb.fits) : ojson(nullptr)},
                    {"firstOverrunMonth", optionalInt(jb.firstOverrunMonth)},
                    {"lastMonth", jb.priced ? ojson(jb.lastMonth) : ojson(nullptr)},
                    {"runsPastBudget", jb.beyondBudget}, {"earliestFitGpus", optionalInt(jb.earliestFitGpus)},
                    {"earliestFitWallClockHours", optionalNumber(jb.earliestFitWallClockHours)},
                    {"finishNotLimitedByBudget", jb.finishNotLimitedByBudget}});
        }
        root["job"] = {{"name", s(scenario.job->name)}, {"options", jobs}};
    }
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

QString BudgetWriter::csv(const Scenario &, const ScenarioResult &r)
{
    const BudgetResult &b = *r.budget;
    auto numberText = [](const std::optional<double> &v) {
        return v && std::isfinite(*v) ? QString::number(*v, 'f', QLocale::FloatingPointShortest) : QString();
    };
    QString out = QStringLiteral("option,fiscalYear,firstMonth,months,spend,capex,opex,budget,budgetCapex,budgetOpex,"
                                 "headroom,fits,firstOverrunMonth\n");
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionBudget &o = b.options[i];
        auto row = [&](const QString &label, const FiscalYearSpend &fy) {
            QStringList f{csvField(r.options[i].id), csvField(label), QString::number(fy.fiscalYear.firstMonth),
                QString::number(fy.fiscalYear.months), numberText(fy.spend), numberText(fy.capex), numberText(fy.opex),
                numberText(fy.budget), numberText(fy.budgetCapex), numberText(fy.budgetOpex), numberText(fy.headroom),
                fy.fits() ? QStringLiteral("true") : QStringLiteral("false"),
                fy.firstOverrunMonth ? QString::number(*fy.firstOverrunMonth) : QString()};
            out += f.join(QLatin1Char(',')) + QLatin1Char('\n');
        };
        for (const FiscalYearSpend &fy : o.fiscalYears)
            row(Calendars::fiscalYearKey(b.calendar, fy.fiscalYear), fy);
        row(QStringLiteral("horizon"), o.horizon);
    }
    return out;
}

QString BudgetWriter::fiscalYearTable(const Scenario &scenario, const ScenarioResult &r)
{
    const auto years = Calendars::fiscalYears(scenario.calendar, r.horizonMonths);
    QStringList header{Tr::tr("Option")};
    for (const FiscalYear &fy : years)
        header << Calendars::fiscalYearLabel(scenario.calendar, fy);
    header << Tr::tr("Total");
    QList<QStringList> rows;
    for (const OptionResult &o : r.options) {
        QStringList row{o.name};
        for (const FiscalYear &fy : years) {
            double t = 0.0;
            for (int m = fy.firstMonth - 1; m < fy.lastMonth() && m < int(o.monthlyTotal.size()); ++m)
                t += o.monthlyTotal[std::size_t(m)];
            row << ResultWriter::money(t);
        }
        row << ResultWriter::money(o.total);
        rows << row;
    }
    return ResultWriter::textTable(header, rows);
}

} // namespace gputco
