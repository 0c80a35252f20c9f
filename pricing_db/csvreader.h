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
    QList<QStringView> fields;  ///< views into the owning CsvDocument

    QStringList toStringList() const;
};

/**
 * @brief Result of parsing RFC 4180 CSV text (quoted fields, "" escapes, CRLF or LF).
 *
 * Records hold views, not copies: keep the document alive while using them (moving it is
 * fine, the text buffers stay where they are).
 * Non-UTF-8 lines and an unterminated quote at the end of the file (a truncated file)
 * are reported as problems with their line numbers instead of guessed at.
 */
struct CsvDocument
{
    QString text;                  ///< decoded file; unquoted fields are views into it
    QList<QString> quotedFields;   ///< storage of unescaped quoted fields
    QList<CsvRecord> records;      ///< header first, blank lines skipped; valid while this lives
    QList<qint64> invalidUtf8Lines;
    bool unterminatedQuote = false;
    qint64 unterminatedQuoteLine = 0;
};

/** Parses CSV bytes that must be UTF-8 (a BOM is skipped). */
CsvDocument parseCsv(const QByteArray &data);

/** Parses already decoded CSV text (no UTF-8 check). */
CsvDocument parseCsvText(QString text);

/** Finds the 1-based lines of @p data that are not valid UTF-8. */
QList<qint64> invalidUtf8Lines(const QByteArray &data);

} // namespace gputco
