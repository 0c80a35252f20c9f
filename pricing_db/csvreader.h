#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gputco {

/** One parsed CSV record with the 1-based line number it starts on. */
struct CsvRecord
{
    qint64 line = 0;
    QStringList fields;
};

/**
 * @brief Result of parsing RFC 4180 CSV text (quoted fields, "" escapes, CRLF or LF).
 *
 * Non-UTF-8 lines and an unterminated quote at the end of the file (a truncated file)
 * are reported as problems with their line numbers instead of guessed at.
 */
struct CsvDocument
{
    QList<CsvRecord> records;      ///< header first, blank lines skipped
    QList<qint64> invalidUtf8Lines;
    bool unterminatedQuote = false;
    qint64 unterminatedQuoteLine = 0;
};

/** Parses CSV bytes that must be UTF-8 (a BOM is skipped). */
CsvDocument parseCsv(const QByteArray &data);

/** Finds the 1-based lines of @p data that are not valid UTF-8. */
QList<qint64> invalidUtf8Lines(const QByteArray &data);

/** Quotes a field for CSV output when it needs it. */
QString csvEscape(const QString &field);

} // namespace gputco
