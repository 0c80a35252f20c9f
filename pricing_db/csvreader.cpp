#include "csvreader.h"

#include "csv.h"

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

CsvDocument parseCsvText(QString decoded)
{
    CsvDocument doc;
    doc.text = std::move(decoded);
    if (doc.text.startsWith(QChar(0xFEFF)))
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
            QString quoted;
            ++i;
            bool closed = false;
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
            if (!closed) {
                doc.unterminatedQuote = true;
                doc.unterminatedQuoteLine = record.line;
            }
            // Text after the closing quote up to the separator belongs to the field.
            const qsizetype start = i;
            while (i < n && chars[i] != u',' && chars[i] != u'\n' && chars[i] != u'\r')
                ++i;
            quoted.append(QStringView(chars + start, i - start));
            // The QList may move the QString objects, never their character buffers.
            doc.quotedFields.append(quoted);
            field = doc.quotedFields.last();
        } else {
            const qsizetype start = i;
            while (i < n && chars[i] != u',' && chars[i] != u'\n' && chars[i] != u'\r')
                ++i;
            field = QStringView(chars + start, i - start);
        }
        // A cell written as '=... (csvField's guard against formulas) reads back as =...
        if (field.size() > 1 && field.front() == u'\'' && startsLikeFormula(field.mid(1)))
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

QStringList CsvRecord::toStringList() const
{
    QStringList list;
    list.reserve(fields.size());
    for (const QStringView field : fields)
        list.append(field.toString());
    return list;
}

} // namespace gputco
