#pragma once

#include "priceio.h"
#include "pricingtypes.h"

#include <functional>

namespace gputco {

/** Columns of the fee price-list format (CSV header, JSON keys), in order. */
QStringList feeListColumns();

/** Fee categories a fee preset may have (the fee_presets CHECK constraint). */
QStringList feeCategories();

/**
 * @brief A user's fee price list read from a file and validated, not yet written anywhere.
 *
 * Every problem is in issues (the first of them; the rest are counted in issuesNotListed),
 * each with file, row (CSV: the line, header 1; JSON: the entry, first 1), column and reason;
 * a list with issues is never imported.
 */
struct ParsedFeeList
{
    QList<FeePreset> presets; ///< readFeeList(file) only; the streaming read hands presets on
    QList<ImportIssue> issues;
    qint64 issuesNotListed = 0; ///< problems beyond the limit, counted only
    qint64 presetCount = 0; ///< clean presets read
    QString error; ///< file-level failure (cannot read)
};

/** Gets each clean preset; @p cleanSoFar is false once the file is known to have a problem. */
using FeePresetHandler = std::function<void(const FeePreset &preset, bool cleanSoFar)>;

/**
 * Reads a fee price list: CSV with the header feeListColumns() (id, region, tier, as_of and
 * notes may be left out), or JSON {"format": "gputco-fees", "version": 1, "fees": [{...}]}.
 * Required: provider, product, category, item, price (a number >= 0), unit, currency (ISO 4217),
 * source. A row without an id gets "user-PROVIDER-PRODUCT-HASH" from what identifies it.
 *
 * Streams like readPriceList() (issue 16: memory flat in file size): CSV a batch of records at
 * a time, JSON through a SAX parser; @p onPreset gets every clean preset in file order as it is
 * read, the result lists the first @p maxListedIssues problems (-1: all). A file with any
 * problem is one to refuse as a whole: presets handed on before it was found are the caller's
 * to undo.
 */
ParsedFeeList readFeeList(
    const QString &file, const FeePresetHandler &onPreset, qint64 maxListedIssues = kMaxListedImportIssues);

/** Why @p file cannot be read as a fee list at all (cannot open, not .csv or .json), or empty. */
QString feeListFileProblem(const QString &file);

/** Reads a fee price list keeping every preset and every problem (small files, tests). */
ParsedFeeList readFeeList(const QString &file);

} // namespace gputco
