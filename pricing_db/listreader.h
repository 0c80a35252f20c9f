#pragma once

// Streaming readers shared by the price-list and the fee-list import (issue 16: memory flat in
// file size): the capped problem list, the duplicate-id set, CSV a batch of records at a time
// and JSON through a SAX handler that never builds the document. Internal to pricing_db.

#include "csvreader.h"
#include "pricingtypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <set>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

namespace gputco {

/// The shared messages keep the context of the price-list reader they came from.
struct ListReaderTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PriceIo)
};

/**
 * Collects the issues of one file: the first @p limit are kept, the rest only counted, so
 * that the list does not grow with the file (issue 16). One cell checked twice in a row (a
 * SkyPilot row gives an on-demand and a spot price) is one issue.
 */
struct IssueSink
{
    IssueSink(const QString &f, QList<ImportIssue> &list, qint64 max)
        : file(f)
        , issues(list)
        , limit(max)
    { }

    QString file;
    QList<ImportIssue> &issues;
    qint64 limit; ///< list at most this many, -1: all
    qint64 total = 0; ///< every issue, listed or not
    qint64 notListed = 0;
    const QHash<QString, QString> *renames = nullptr; ///< column names of the file's own format
    QString hourlyAs; ///< SkyPilot: the column the hourly amount came from
    qint64 dedupRow = -1;
    QSet<QString> dedupKeys; ///< issues of row dedupRow

    void add(qint64 row, const QString &givenColumn, const QString &reason);
    void addListed(const ImportIssue &issue);
};

/**
 * The ids seen in one file, for the duplicate check, kept as 64-bit hashes (8-16 bytes a row,
 * not the ids: memory of a million rows is 16 MB). std::hash of the UTF-16 text (FNV/murmur,
 * 64-bit), with which two different ids collide with a chance of about n^2 / 2^65, 3e-8 for a
 * million rows. Not qHash: Qt 6.4's seeded string hash gave 450 collisions among the 100,000
 * ids of bench_pricing_db for 12 of 400 seeds (its seed is random per process).
 */
class IdHashSet
{
public:
    /// False when @p id was inserted before.
    bool insert(QStringView id);

private:
    void grow();
    std::vector<quint64> mSlots;
    qsizetype mCount = 0;
};

/**
 * The problems of one streaming read: the rows' (capped), the lines that are not UTF-8 (they
 * replace every other problem) and one problem of the whole file (JSON syntax, format ...).
 */
struct StreamIssues
{
    StreamIssues(const QString &file, qint64 limit)
        : sink{file, rowIssues, limit}
        , utf8{file, utf8Issues, limit}
    { }
    StreamIssues(const StreamIssues &) = delete;

    /// No problem found so far.
    bool clean() const { return sink.total == 0 && utf8.total == 0 && !fileIssue; }
    /// Moves the problems to report into @p issues: lines that are not UTF-8 first (the old
    /// readers checked the whole file before anything else), then a problem of the whole file,
    /// then the rows'. True when lines are not UTF-8.
    bool take(QList<ImportIssue> &issues, qint64 &notListed);

    QList<ImportIssue> rowIssues;
    QList<ImportIssue> utf8Issues;
    IssueSink sink;
    IssueSink utf8;
    std::optional<ImportIssue> fileIssue;
};

/** True for an as-of date of a price or fee list: YYYY, YYYY-MM or YYYY-MM-DD, a day that exists. */
bool isAsOfDateText(const QString &text);

/** The 1-based line of byte @p offset of @p file (read again in blocks, only after an error). */
qint64 lineAtOffset(const QString &file, qint64 offset);

/**
 * Why the list in @p device (open, nothing read yet) is UTF-16 and not UTF-8, naming @p file,
 * or empty: a UTF-16 byte-order mark, or NUL bytes in every other byte of the first 4 KiB
 * (UTF-16 LE or BE without a mark, as some editors save "Unicode" text). Peeks only.
 */
QString utf16Problem(QIODevice &device, const QString &file);

/** Adds the lines of @p file that are not UTF-8, read in blocks of whole lines. */
void checkUtf8(const QString &file, IssueSink &sink);

/** Where a streaming CSV read reports: row problems, lines that are not UTF-8, a read error. */
struct CsvStreamSinks
{
    const QString &file;
    IssueSink &rows;
    IssueSink &utf8; ///< lines that are not UTF-8: only those are reported
    QString &error; ///< set when the device cannot be read
};

/**
 * Reads CSV records a batch at a time: @p onHeader checks the header (false: the rows are not
 * read), @p onRecord gets every record with as many fields as the header. Reports lines that
 * are not UTF-8, rows of the wrong width, an unterminated quote and an empty file. Returns
 * the number of records after the header.
 */
template<typename HeaderFn, typename RecordFn>
qint64 streamCsv(const CsvStreamSinks &s, QIODevice &device, HeaderFn onHeader, RecordFn onRecord)
{
    CsvFileReader reader(&device);
    CsvDocument batch;
    bool haveHeader = false;
    bool headerOk = false;
    qint64 records = 0;
    QStringList header;
    while (reader.nextBatch(batch)) {
        for (const qint64 line : std::as_const(batch.invalidUtf8Lines))
            s.utf8.addListed({s.file, line, QStringLiteral("-"), ListReaderTr::tr("line is not valid UTF-8")});
        if (s.utf8.total > 0)
            continue; // only the lines that are not UTF-8 are reported: keep looking for them
        for (qsizetype i = 0; i < batch.records.size(); ++i) {
            const CsvRecord &record = batch.records.at(i);
            if (!haveHeader) {
                haveHeader = true;
                header = record.toStringList();
                headerOk = onHeader(header);
                continue;
            }
            if (!headerOk)
                break;
            if (batch.unterminatedQuote && i == batch.records.size() - 1)
                break; // reported below as a truncated file
            ++records;
            if (record.fields.size() != header.size()) {
                s.rows.add(record.line, QStringLiteral("-"),
                    ListReaderTr::tr("row has %1 fields, the header has %2 (truncated file?)")
                        .arg(record.fields.size())
                        .arg(header.size()));
                continue;
            }
            onRecord(record, header);
        }
        if (batch.unterminatedQuote)
            s.rows.add(batch.unterminatedQuoteLine, QStringLiteral("-"),
                ListReaderTr::tr("quoted field is not closed before the end of the file (truncated file?)"));
    }
    if (reader.oversizedLine() > 0)
        s.rows.add(reader.oversizedLine(), QStringLiteral("-"),
            ListReaderTr::tr("this row is longer than %1 MiB (a price or fee row is a few hundred bytes): not a "
                             "list, or a cell far too long; the file was not read further")
                .arg(kMaxCsvRecordBytes >> 20));
    if (!reader.errorString().isEmpty())
        s.error = ListReaderTr::tr("%1: cannot read the file: %2").arg(s.file, reader.errorString());
    else if (!haveHeader && s.utf8.total == 0 && reader.oversizedLine() == 0)
        s.rows.add(1, QStringLiteral("-"), ListReaderTr::tr("the file is empty"));
    return records;
}

/** A std::streambuf over a QIODevice, so that nlohmann::json reads the file a block at a time. */
class DeviceStreamBuf : public std::streambuf
{
public:
    explicit DeviceStreamBuf(QIODevice &device)
        : mDevice(device)
    { }

protected:
    int_type underflow() override;

private:
    QIODevice &mDevice;
    std::array<char, 1 << 16> mBlock{};
};

/**
 * SAX reader of a list document {"format": F, "version": 1, ARRAY: [{...}, ...]}: one entry
 * at a time is collected and handed on, the document is never built. Checks what the
 * whole-document readers checked: duplicate keys (named by path), the array, format and
 * version, entries that are not objects and nested values; the subclass names the problems
 * in its own words and validates the entries.
 */
class ListJsonReader : public nlohmann::json::json_sax_t
{
public:
    /// What is wrong with the document as a whole, checked in this order after the parse.
    enum class Problem { None, Syntax, NotJson, DuplicateKey, NoArray, Format, Version };

    /// One scalar value as text (numbers as the old readers printed them).
    struct Scalar
    {
        QString text;
        bool isString = false;
        bool isInteger = false;
        bool isOne = false;
        bool isNumber = false;
        bool isNull = false;
    };

    /// The words of one list format for the problems the reader names itself.
    struct Words
    {
        QString notAnObject; ///< an array element that is not an object
        QString noArray; ///< expected an object with a "…" array
        QString format; ///< expected "gputco-…"
        QString version; ///< %1: the version as written
        QString duplicateKey;
        QString unknownKey; ///< a top-level key the format does not have (names the known ones)
    };

    /// Reads the list in @p arrayKey of format @p format; problems of entries go to @p sink.
    ListJsonReader(std::string arrayKey, QString format, IssueSink &sink, Words words)
        : mArrayKey(std::move(arrayKey))
        , mFormat(std::move(format))
        , mSink(sink)
        , mWords(std::move(words))
    { }

    /// Parses @p device to the end (handing entries to the subclass) and returns the problem of the whole document.
    Problem read(QIODevice &device);

    /// The issue of a duplicate key, a missing array, another format or version (row 1), or none.
    std::optional<ImportIssue> documentIssue(Problem problem) const;

    qint64 entries() const { return mEntries; }
    qint64 errorPosition() const { return mErrorPosition; } ///< Syntax: bytes read up to the error
    QString errorWhat() const { return mErrorWhat; } ///< NotJson: the parser's reason

    bool null() override;
    bool boolean(bool value) override;
    bool number_integer(number_integer_t value) override;
    bool number_unsigned(number_unsigned_t value) override;
    bool number_float(number_float_t value, const string_t &) override;
    bool string(string_t &value) override;
    bool binary(binary_t &) override;
    bool start_object(std::size_t) override;
    bool start_array(std::size_t) override;
    bool end_object() override;
    bool end_array() override;
    bool key(string_t &name) override;
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex) override;

protected:
    /// An entry object starts (row: 1 for the first element of the array).
    virtual void beginEntry(qint64 row) = 0;
    /// A member of the entry; @p value is null for a nested object or array.
    virtual void entryValue(const std::string &key, const Scalar *value) = 0;
    /// The entry ended without a problem of its members (those went to the sink in key order).
    virtual void entryComplete(qint64 row) = 0;
    /// An object under a root key other than the array (price_book): true to get its members.
    virtual bool wantsSection(const std::string &) { return false; }
    virtual void sectionValue(const std::string &, const Scalar *) { }

    /// A problem of one member of the current entry (reported in key order at its end).
    void entryIssue(const std::string &key, const QString &reason) { mEntryIssues.emplace_back(key, reason); }

private:
    enum class Role { Root, List, Entry, Section, Other };
    struct Frame
    {
        Role role = Role::Other;
        bool array = false;
        long long index = -1;
        std::string key;
        std::set<std::string> keys;
    };

    QString pathHere() const;
    Role place(const Scalar *value, bool object);
    bool scalar(const Scalar &value);
    bool container(bool object);

    std::string mArrayKey;
    QString mFormat;
    IssueSink &mSink;
    Words mWords;
    std::vector<Frame> mFrames;
    std::vector<std::pair<std::string, QString>> mEntryIssues;
    qint64 mRow = 0;
    qint64 mEntries = 0;
    QString mDuplicatePath;
    bool mSyntaxError = false;
    bool mParseError = false;
    qint64 mErrorPosition = 0;
    QString mErrorWhat;
    bool mRootIsObject = false;
    bool mArrayIsArray = false;
    bool mFormatSeen = false;
    bool mFormatOk = false;
    bool mVersionSeen = false;
    bool mVersionOk = false;
    QString mVersionText;
};

} // namespace gputco
