#pragma once

#include "pricingtypes.h"

namespace gputco {

/** Columns of the fee price-list format (CSV header, JSON keys), in order. */
QStringList feeListColumns();

/** Fee categories a fee preset may have (the fee_presets CHECK constraint). */
QStringList feeCategories();

/**
 * @brief A user's fee price list read from a file and validated, not yet written anywhere.
 *
 * Every problem is in issues, each with file, row (CSV: the line, header 1; JSON: the entry,
 * first 1), column and reason; a list with issues is never imported.
 */
struct ParsedFeeList
{
    QList<FeePreset> presets;
    QList<ImportIssue> issues;
    QString error;        ///< file-level failure (cannot read)
};

/**
 * Reads a fee price list: CSV with the header feeListColumns() (id, region, tier, as_of and
 * notes may be left out), or JSON {"format": "gputco-fees", "version": 1, "fees": [{...}]}.
 * Required: provider, product, category, item, price (a number >= 0), unit, currency (ISO 4217),
 * source. A row without an id gets "user-PROVIDER-PRODUCT-HASH" from what identifies it.
 */
ParsedFeeList readFeeList(const QString &file);

} // namespace gputco
