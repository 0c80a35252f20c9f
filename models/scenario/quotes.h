#pragma once

#include "scenario.h"

#include <QString>

#include <vector>

namespace gputco {

/// An option left out of the comparison because a price is awaited.
struct AwaitingQuote
{
    QString optionId;
    QString optionName;
    QString reason; ///< translated, e.g. "on-demand price needed: asked Huawei on 2026-11-20"
};

/*!
 * Options whose price is not known yet ("quote needed"): a price of 0 or a `quoteNeeded`
 * note. Such an option is saved and reopened like any other, never priced at zero, and left
 * out of every comparison until its price is entered. One rule for the engine, the app, the
 * CLI and the report.
 */
namespace Quotes {

/// Why the option cannot be priced yet, or empty when it can.
QString missingPrice(const Option &option, double hoursPerMonth);
/// The scenario without the options that await a quote; those are listed in `awaiting`. A
/// self-hosted option bridged by an option that awaits a quote is left without a bridge.
Scenario pricedOnly(const Scenario &s, std::vector<AwaitingQuote> *awaiting = nullptr);
bool anyAwaiting(const Scenario &s);

} // namespace Quotes

} // namespace gputco
