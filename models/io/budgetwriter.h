#pragma once

#include "costengine.h"
#include "job.h"
#include "jobbudget.h"
#include "scenario.h"

#include <QByteArray>
#include <QString>

namespace gputco {

/*!
 * The budget check (ScenarioResult::budget, with OptionBudget::affordable solved) as text for
 * people, JSON for programs and CSV (long format), for `gputco-cli budget`. The JSON layout is
 * documented in docs/cli.md. Amounts are in the reporting currency, cash view.
 */
namespace BudgetWriter {

/// The job's budget check (BudgetAnalysis::checkJob), for a scenario with a job.
struct JobSection
{
    std::vector<JobOptionResult> options; ///< JobResult::options
    std::vector<JobBudget> budgets; ///< one per option
};

QString table(const Scenario &scenario, const ScenarioResult &result, const JobSection *job = nullptr);
QByteArray json(
    const Scenario &scenario, const ScenarioResult &result, const QString &sourceFile, const JobSection *job = nullptr);
QString csv(const Scenario &scenario, const ScenarioResult &result);

/// One sentence on the budget as given: its basis, amounts, currency, source and convention.
QString describe(const Scenario &scenario, const BudgetResult &budget);
/// "fits" or "over budget from 2027-09 (FY2027)", translated.
QString fitText(const BudgetResult &budget, const OptionBudget &option);

/// Totals of each option per fiscal year (in the result's view) as a text table, for `compute`.
QString fiscalYearTable(const Scenario &scenario, const ScenarioResult &result);

} // namespace BudgetWriter

} // namespace gputco
