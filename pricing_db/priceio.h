#pragma once

#include "pricingtypes.h"

#include <functional>

namespace gputco {

/** Columns of the price-list exchange format (CSV header, JSON keys), in order. */
QStringList priceListColumns();

/**
 * @brief A price list read from a file and validated, not yet written anywhere.
 *
 * Rows carry the instance-type attributes given in the file (gpuLabel holds the GPU
 * model text as written). Every problem is in issues, each with row, column and reason.
 */
struct ParsedPriceList
{
    QList<PriceRow> rows; ///< readPriceList(file, options) only; the streaming read hands rows on
    QList<ImportIssue> issues; ///< the first problems, at most the limit given
    qint64 issuesNotListed = 0; ///< problems beyond the limit, counted only
    qint64 rowCount = 0; ///< clean rows read
    bool invalidUtf8 = false; ///< some lines are not UTF-8: issues lists only those
    QString error; ///< file-level failure (cannot read, empty)
    QString bookName;
    QString bookAsOf;
    QString bookSource;
};

/** Problems an import lists; the rest are counted ("and N more"), so the list stays small. */
constexpr qint64 kMaxListedImportIssues = 100;

/** Gets each clean row; @p cleanSoFar is false once the file is known to have a problem. */
using PriceRowHandler = std::function<void(PriceRow &row, bool cleanSoFar)>;

/**
 * Reads and validates a price list in the format chosen by @p options, a block at a time
 * (issue 16: memory flat in file size): @p onRow gets every clean row in file order as it is
 * read, the result has the problems (the first @p maxListedIssues, -1 for all), the row count
 * and the price book's name, date and source (for JSON known only at the end). A file with
 * any problem is one to refuse as a whole: rows handed on before the problem was found are
 * the caller's to undo.
 */
ParsedPriceList readPriceList(const QString &file, const ImportOptions &options, const PriceRowHandler &onRow,
    qint64 maxListedIssues = kMaxListedImportIssues);

/** Why @p file cannot be read as a price list at all (cannot open, unknown format), or empty. */
QString priceListFileProblem(const QString &file, const ImportOptions &options);

/** Reads and validates a price list, keeping every row and every problem (small files: the seed, tests). */
ParsedPriceList readPriceList(const QString &file, const ImportOptions &options);

/** Serialises rows in the exchange format; @p json selects JSON, else CSV. */
QByteArray writePriceList(const QList<PriceRow> &rows, bool json);

/** Text of an amount for display: "12.34/h", "1,750/month" or "quote needed". */
QString formatPriceForDisplay(const PriceRow &row);

} // namespace gputco
