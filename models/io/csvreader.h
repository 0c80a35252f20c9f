#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

namespace gputco {

/** One parsed CSV record with the 1-based line number it starts on. */
struct CsvRecord
{
    qint64 line = 0;
    QList<QStringView> fields; ///< views into the owning CsvDocument

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
    QString text; ///< decoded file; unquoted fields are views into it
    QList<QString> quotedFields; ///< storage of unescaped quoted fields
    QList<CsvRecord> records; ///< header first, blank lines skipped; valid while this lives
    QList<qint64> invalidUtf8Lines;
    bool unterminatedQuote = false;
    qint64 unterminatedQuoteLine = 0;
};

/** Parses CSV bytes that must be UTF-8 (a BOM is skipped). */
CsvDocument parseCsv(const QByteArray &data);

/**
 * Parses already decoded CSV text (no UTF-8 check). @p skipBom drops a leading U+FEFF
 * (the start of a file; not in a later batch of CsvFileReader).
 */
CsvDocument parseCsvText(QString text, bool skipBom = true);

/// The longest CSV record a list may have (issue 33: one 200 MB cell made an import peak at
/// 1.42 GB): price and fee rows are a few hundred bytes.
inline constexpr qsizetype kMaxCsvRecordBytes = qsizetype(1) << 20;

/**
 * @brief Reads a CSV file a batch of whole records at a time (issue 16: memory flat in file size).
 *
 * Each batch is about @p batchBytes of the file cut after a record's line end (a quoted
 * field with line breaks is never split), parsed exactly as parseCsv() parses a whole file:
 * the BOM of the first batch is skipped, CRLF and LF both end a record, and record lines,
 * invalid UTF-8 lines and the unterminated-quote line are lines of the whole file. Memory
 * is the batch plus the longest record, whatever the file size.
 */
class CsvFileReader
{
public:
    explicit CsvFileReader(QIODevice *device, qsizetype batchBytes = qsizetype(1) << 20);

    /// The next batch of records (header in the first); false at the end of the file or on a read error.
    bool nextBatch(CsvDocument &batch);
    /// Empty, or why reading the device failed.
    QString errorString() const { return mError; }
    /// The line of a record longer than kMaxCsvRecordBytes where reading stopped, or 0.
    qint64 oversizedLine() const { return mOversizedLine; }

private:
    enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted, AfterQuoted };
    QIODevice *mDevice;
    qsizetype mBatchBytes;
    QByteArray mBuffer;
    qsizetype mScanned = 0; ///< bytes of mBuffer already run through the state machine
    qsizetype mLastBoundary = 0; ///< end of the last complete record in mBuffer
    State mState = State::FieldStart;
    qint64 mNextLine = 1; ///< file line of mBuffer's first byte
    bool mFirst = true;
    bool mEof = false;
    qint64 mOversizedLine = 0;
    QString mError;
};

/** Finds the 1-based lines of @p data that are not valid UTF-8. */
QList<qint64> invalidUtf8Lines(const QByteArray &data);

/// A problem in a file read row by row, as every importer words it: "FILE: row R, column C:
/// REASON", or "FILE: C: REASON" for the file as a whole (row 0), in the translation context
/// gputco::ImportIssue.
QString fileIssueText(const QString &file, qint64 row, const QString &column, const QString &reason);

} // namespace gputco
