#pragma once

#include "pricingtypes.h"

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
    QList<PriceRow> rows;
    QList<ImportIssue> issues;
    QString error;        ///< file-level failure (cannot read, empty)
    QString bookName;
    QString bookAsOf;
    QString bookSource;
};

/** Reads and validates a price list in the format chosen by @p options. */
ParsedPriceList readPriceList(const QString &file, const ImportOptions &options);

/** Serialises rows in the exchange format; @p json selects JSON, else CSV. */
QByteArray writePriceList(const QList<PriceRow> &rows, bool json);

/** Text of an amount for display: "12.34/h", "1,750/month" or "quote needed". */
QString formatPriceForDisplay(const PriceRow &row);

} // namespace gputco
