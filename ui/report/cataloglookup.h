#pragma once

#include "reportwriter.h"

namespace gputco {

/// Price lookup in the user's pricing database for the report's provenance table; empty
/// when the build has no catalog or the database cannot be opened.
PriceLookup catalogPriceLookup();

} // namespace gputco
