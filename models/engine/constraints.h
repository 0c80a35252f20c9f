#pragma once

#include "scenario.h"
#include "sizing.h"

#include <QString>

#include <vector>

namespace gputco {

/// One rule an option breaks, with the reason in words.
struct ConstraintViolation
{
    QString key; ///< "acceleratorOrigin", "dataResidency", "rdma", "leadTime"
    QString reason; ///< translated, names the fact and the rule
};

/*!
 * Checks an option against the scenario's constraints (Scenario::constraints). A fact that is
 * not known (origin, data location, RDMA) breaks a rule that needs it: an option is only
 * recommended when it is known to comply. `peakCards` is the most cards the option uses in a
 * month (after sizing), for the RDMA rule.
 */
std::vector<ConstraintViolation> checkConstraints(const Scenario &scenario, const Option &option, int peakCards);

/// The option's accelerator origin: entered, else its GPU model's, else Unknown.
AcceleratorOrigin originOf(const Option &option);
/// The option's lead time in months: entered, else a self-hosted option's servers', else 0.
int leadTimeOf(const Option &option);

/// Translated sentence listing the scenario's constraints ("" when there are none).
QString constraintsText(const Constraints &constraints);

} // namespace gputco
