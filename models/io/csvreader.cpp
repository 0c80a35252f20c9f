#include "csvreader.h"

#include "csv.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace gputco {

QList<qint64> invalidUtf8Lines(const QByteArray &data)
{
    QList<qint64> bad;
    {
        // Fast path: one pass over the whole file; lines are only looked at on failure.
        QStringDecoder whole(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = whole.decode(data);
        Q_UNUSED(text);
        if (!whole.hasError())
            return bad;
    }
    qint64 line = 1;
    qsizetype start = 0;
    while (start <= data.size()) {
        qsizetype end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = decoder.decode(QByteArrayView(data).sliced(start, end - start));
        Q_UNUSED(text);
        if (decoder.hasError())
            bad.append(line);
        ++line;
        start = end + 1;
    }
    return bad;
}

CsvDocument parseCsv(const QByteArray &data)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(data);
    CsvDocument doc = parseCsvText(std::move(text));
    if (decoder.hasError())
        doc.invalidUtf8Lines = invalidUtf8Lines(data);
    return doc;
}

namespace {

/**
 * The quoted field that starts at @p i (its opening quote), up to the separator after it: a
 * doubled quote is one, a line feed inside counts in @p line, and text after the closing quote
 * belongs to the field. @p closed is false when the text ends inside the quotes.
 */
QString readQuoted(const QChar *chars, qsizetype n, qsizetype &i, qint64 &line, bool &closed)
{
    QString quoted;
    ++i;
    while (i < n) {
        const QChar c = chars[i];
        if (c == u'"') {
            if (i + 1 < n && chars[i + 1] == u'"') {
                quoted.append(u'"');
                i += 2;
                continue;
            }
            ++i;
            closed = true;
            break;
        }
        if (c == u'\n')
            ++line;
        quoted.append(c);
        ++i;
    }
    const qsizetype start = i;
    while (i < n && chars[i] != u',' && chars[i] != u'\n' && chars[i] != u'\r')
        ++i;
    quoted.append(QStringView(chars + start, i - start));
    return quoted;
}

} // namespace

CsvDocument parseCsvText(QString decoded, bool skipBom)
{
    CsvDocument doc;
    doc.text = std::move(decoded);
    if (skipBom && doc.text.startsWith(QChar(0xFEFF)))
        doc.text.remove(0, 1);
    const QString &text = doc.text;

    // Unquoted fields are copied as one slice; only quoted fields are built char by char.
    const QChar *chars = text.constData();
    const qsizetype n = text.size();
    qsizetype i = 0;
    qint64 line = 1;
    CsvRecord record;
    record.line = 1;
    // Growing lists one element at a time dominated the parse time of large files.
    doc.records.reserve(text.count(u'\n') + 1);
    qsizetype expectedFields = 16;
    record.fields.reserve(expectedFields);
    while (i < n) {
        QStringView field;
        if (chars[i] == u'"') {
            bool closed = false;
            QString quoted = readQuoted(chars, n, i, line, closed);
            if (!closed) {
                doc.unterminatedQuote = true;
                doc.unterminatedQuoteLine = record.line;
            }
            // The QList may move the QString objects, never their character buffers.
            doc.quotedFields.append(quoted);
            field = doc.quotedFields.last();
        } else {
            const qsizetype start = i;
            while (i < n && chars[i] != u',' && chars[i] != u'\n' && chars[i] != u'\r')
                ++i;
            field = QStringView(chars + start, i - start);
        }
        // A cell written as '=... (csvField's guard against formulas) reads back as =..., and
        // ''=... as '=... (text that starts with an apostrophe keeps it).
        if (field.size() > 1 && field.front() == u'\'' && needsFormulaGuard(field.mid(1)))
            field = field.mid(1);
        record.fields.append(field);
        if (i < n && chars[i] == u'\r') {
            if (i + 1 < n && chars[i + 1] == u'\n')
                ++i;
            else {
                ++i; // a lone CR inside a line is kept out of the field
                continue;
            }
        }
        if (i >= n || chars[i] == u'\n') {
            // A blank line is one empty unquoted field: skip it.
            expectedFields = qMax(expectedFields, record.fields.size());
            if (record.fields.size() > 1 || !record.fields.first().isEmpty())
                doc.records.append(std::move(record));
            record = CsvRecord();
            record.fields.reserve(expectedFields);
            if (i < n)
                ++line;
            record.line = line;
            ++i;
            continue;
        }
        ++i; // the comma
        if (i == n)
            record.fields.append(QStringView()); // a trailing comma ends with an empty field
    }
    if (!record.fields.isEmpty())
        doc.records.append(std::move(record));
    return doc;
}

CsvFileReader::CsvFileReader(QIODevice *device, qsizetype batchBytes)
    : mDevice(device)
    , mBatchBytes(qMax<qsizetype>(batchBytes, 1))
{ }

bool CsvFileReader::nextBatch(CsvDocument &batch)
{
    if (mOversizedLine > 0)
        return false;
    qsizetype cut = 0;
    for (;;) {
        // The record ends where parseCsvText() ends it: a line feed outside quotes. A quote
        // opens a quoted field only at the start of a field; "" inside one is a quote; text
        // after the closing quote belongs to the field; a CR ends a field (CRLF or lone CR).
        const char *bytes = mBuffer.constData();
        for (; mScanned < mBuffer.size(); ++mScanned) {
            const char c = bytes[mScanned];
            switch (mState) {
            case State::QuoteInQuoted:
                if (c == '"') {
                    mState = State::Quoted;
                    continue;
                }
                mState = State::AfterQuoted;
                [[fallthrough]];
            case State::FieldStart:
            case State::Unquoted:
            case State::AfterQuoted:
                if (c == '\n') {
                    mState = State::FieldStart;
                    mLastBoundary = mScanned + 1;
                } else if (c == ',' || c == '\r') {
                    mState = State::FieldStart;
                } else if (mState == State::FieldStart) {
                    mState = c == '"' ? State::Quoted : State::Unquoted;
                }
                break;
            case State::Quoted:
                if (c == '"')
                    mState = State::QuoteInQuoted;
                break;
            }
        }
        // A record longer than any price list's (a 200 MB cell, a file without line ends): the
        // complete records before it are returned, then reading stops at its line.
        if (mBuffer.size() - mLastBoundary > kMaxCsvRecordBytes) {
            if (mLastBoundary > 0) {
                cut = mLastBoundary;
                break;
            }
            mOversizedLine = mNextLine;
            mBuffer.clear();
            mScanned = 0;
            return false;
        }
        if (mEof) {
            cut = mBuffer.size();
            break;
        }
        if (mLastBoundary > 0 && mBuffer.size() >= mBatchBytes) {
            cut = mLastBoundary;
            break;
        }
        const qsizetype old = mBuffer.size();
        mBuffer.resize(old + mBatchBytes);
        const qint64 got = mDevice->read(mBuffer.data() + old, mBatchBytes);
        mBuffer.resize(old + qMax<qint64>(got, 0));
        if (got < 0)
            mError = mDevice->errorString();
        if (got <= 0)
            mEof = true;
    }
    if (cut == 0)
        return false;
    const QByteArray chunk = mBuffer.left(cut);
    mBuffer.remove(0, cut);
    mScanned -= cut;
    mLastBoundary = 0;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    batch = parseCsvText(decoder.decode(chunk), mFirst);
    const qint64 offset = mNextLine - 1;
    if (decoder.hasError()) {
        batch.invalidUtf8Lines = invalidUtf8Lines(chunk);
        for (qint64 &line : batch.invalidUtf8Lines)
            line += offset;
    }
    for (CsvRecord &record : batch.records)
        record.line += offset;
    if (batch.unterminatedQuote)
        batch.unterminatedQuoteLine += offset;
    mNextLine += chunk.count('\n');
    mFirst = false;
    return true;
}

QStringList CsvRecord::toStringList() const
{
    QStringList list;
    list.reserve(fields.size());
    for (const QStringView field : fields)
        list.append(field.toString());
    return list;
}

QString fileIssueText(const QString &file, qint64 row, const QString &column, const QString &reason)
{
    if (row <= 0)
        return QCoreApplication::translate("gputco::ImportIssue", "%1: %2: %3").arg(file, column, reason);
    return QCoreApplication::translate("gputco::ImportIssue", "%1: row %2, column %3: %4")
        .arg(file)
        .arg(row)
        .arg(column, reason);
}

} // namespace gputco
