#include "csvreader.h"

#include <QStringDecoder>

namespace gputco {

QList<qint64> invalidUtf8Lines(const QByteArray &data)
{
    QList<qint64> bad;
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
    CsvDocument doc;
    doc.invalidUtf8Lines = invalidUtf8Lines(data);
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);

    CsvRecord record;
    QString field;
    bool inQuotes = false;
    bool fieldQuoted = false;
    bool recordHasContent = false;
    qint64 line = 1;
    record.line = 1;

    auto endField = [&]() {
        record.fields.append(field);
        field.clear();
        fieldQuoted = false;
    };
    auto endRecord = [&]() {
        endField();
        // A blank line is one empty unquoted field: skip it.
        if (recordHasContent || record.fields.size() > 1)
            doc.records.append(record);
        record = CsvRecord();
        recordHasContent = false;
    };

    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u'"' && field.isEmpty() && !fieldQuoted) {
            inQuotes = true;
            fieldQuoted = true;
            recordHasContent = true;
        } else if (c == u',') {
            endField();
            recordHasContent = true;
        } else if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n') {
            continue;
        } else if (c == u'\n') {
            endRecord();
            ++line;
            record.line = line;
        } else {
            field.append(c);
            recordHasContent = true;
        }
    }
    if (inQuotes) {
        doc.unterminatedQuote = true;
        doc.unterminatedQuoteLine = record.line;
    }
    if (recordHasContent || !field.isEmpty() || !record.fields.isEmpty())
        endRecord();
    return doc;
}

QString csvEscape(const QString &field)
{
    bool needsQuotes = false;
    for (const QChar c : field) {
        if (c == u',' || c == u'"' || c == u'\n' || c == u'\r') {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return field;
    QString quoted = field;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace gputco
