#pragma once

#include "costengine.h"
#include "pricelines.h"
#include "ranking.h"
#include "scenario.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace gputco {

/// The risks of one option: what could make it cost more or deliver less, and why it was left out.
struct OptionRisks
{
    int option = -1; ///< index into ScenarioResult::options
    bool recommended = false;
    QStringList risks; ///< sentences in the current language
};

/*!
 * The risks of every option, ranked or left out (issue 27), the recommended one first, then the
 * others by total after the end-of-horizon credit: over budget, a constraint broken, an
 * estimated speed or stack efficiency, foreign currencies, spot and on-demand capacity,
 * subscriptions, lead time, payment, subsidies, expired or expiring quotes, stale and undated
 * prices. The one set of rules of the report's Risks section and the app's Risks column.
 * `result` is the cash view of `scenario`; `priceLines` are ReportWriter::prices() of both
 * (a what-if's lines declared); `ranking` is rank(result). Amounts in whole currency units
 * (or the report's display unit while a report is written).
 */
std::vector<OptionRisks> optionRisks(
    const Scenario &scenario, const ScenarioResult &result, const QList<PriceLine> &priceLines, const Ranking &ranking);

} // namespace gputco
