#pragma once

#include "scenariofields.h"

#include <span>

/*
 * The scenario format, one row per field. Ranges, defaults and texts here are the only ones:
 * the loader, writer, editor, what-if drivers, JSON Schema and docs take them from this table.
 * Texts are translated in context "gputco::Fields".
 *
 * The rows are in four parts (one file each, so that none grows past what one reads
 * comfortably); ScenarioSchema::fields() joins them. Only scenariofields.cpp includes this.
 */
namespace gputco::FieldTable {

/// The top level, exchange rates, price trends, demand, options, their cloud part and fees.
std::span<const FieldSpec> cloudFields();
/// The self-hosted part of an option, its accelerator and its one-time costs.
std::span<const FieldSpec> ownedFields();
/// The job, uncertainty, calendar, budget, finance, taxes, variants and constraints.
std::span<const FieldSpec> planFields();
/// Where amounts come from: the "provenance" block of every block with prices, and its quote.
std::span<const FieldSpec> provenanceFields();

} // namespace gputco::FieldTable
