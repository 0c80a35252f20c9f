#pragma once

#include "blockreader.h"

/*
 * The loader's rules: what a field's own type and range cannot say (a price given one of three
 * ways, busy hours up to the scenario's hours per month, a bridge to a cloud option that
 * exists ...). Each names the fields it checks by their members (BlockReader::field<&X::y>()),
 * never by their names, and reports with their paths. scenarioloader.cpp walks the table and
 * calls them.
 */
namespace gputco::LoaderRules {

/// Reads one field its own way, at its turn, instead of the walker; nullptr when the walker
/// reads it.
using FieldReader = void (*)(BlockReader &reader, const FieldSpec &field, void *object);
FieldReader fieldReader(const FieldSpec &field);

/// Checks what depends on several fields of a block, once they are read (`object` is the
/// block's struct).
using BlockRule = void (*)(BlockReader &reader, void *object);
BlockRule blockRule(const BlockSpec &block);

} // namespace gputco::LoaderRules
