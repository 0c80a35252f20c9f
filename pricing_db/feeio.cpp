#include "feeio.h"

#include "csvreader.h"
#include "currency.h"
#include "duplicatekeys.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

#include <cmath>

namespace gputco {

namespace {

using json = nlohmann::json;

struct FeeIoTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::FeeIo)
};

struct Sink
{
    QString file;
    QList<ImportIssue> &issues;
    void add(qint64 row, const QString &column, const QString &reason) { issues.append({file, row, column, reason}); }
};

bool validDate(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}(-\\d{2}(-\\d{2})?)?$"));
    if (!pattern.match(text).hasMatch())
        return false;
    QString full = text;
    if (full.size() == 4)
        full += QStringLiteral("-01-01");
    else if (full.size() == 7)
        full += QStringLiteral("-01");
    return QDate::fromString(full, Qt::ISODate).isValid();
}

/// Validates one row (column -> text); appends the preset when it is clean.
void validate(Sink &sink, qint64 row, const QHash<QString, QString> &f, QSet<QString> &ids, QList<FeePreset> &out)
{
    const qsizetype before = sink.issues.size();
    const auto text = [&](const char *column) { return f.value(QString::fromLatin1(column)).trimmed(); };
    for (const char *column : {"provider", "product", "category", "item", "price", "unit", "currency", "source"})
        if (text(column).isEmpty())
            sink.add(row, QString::fromLatin1(column), FeeIoTr::tr("is required"));
    FeePreset p;
    p.providerId = text("provider").toLower();
    if (!p.providerId.isEmpty() && !QRegularExpression(QStringLiteral("^[a-z0-9][a-z0-9_.-]*$")).match(p.providerId).hasMatch())
        sink.add(row, QStringLiteral("provider"),
                 FeeIoTr::tr("'%1' is not a provider id (letters, digits, '-', '_' and '.')").arg(text("provider")));
    p.product = text("product");
    p.category = text("category");
    if (!p.category.isEmpty() && !feeCategories().contains(p.category))
        sink.add(row, QStringLiteral("category"),
                 FeeIoTr::tr("'%1' is not a fee category (%2)").arg(p.category, feeCategories().join(QStringLiteral(", "))));
    p.item = text("item");
    p.region = text("region");
    p.tier = text("tier");
    const QString price = text("price");
    if (!price.isEmpty()) {
        bool ok = false;
        p.price = price.toDouble(&ok);
        if (!ok || !std::isfinite(p.price))
            sink.add(row, QStringLiteral("price"), FeeIoTr::tr("'%1' is not a number").arg(price));
        else if (p.price < 0)
            sink.add(row, QStringLiteral("price"), FeeIoTr::tr("%1 is negative").arg(price));
        else if (p.price > 1.0e9)
            sink.add(row, QStringLiteral("price"), FeeIoTr::tr("%1 is implausibly large (more than 1e+09)").arg(price));
    }
    p.unit = text("unit");
    p.currency = text("currency").toUpper();
    if (!p.currency.isEmpty() && !isKnownCurrencyCode(p.currency))
        sink.add(row, QStringLiteral("currency"), FeeIoTr::tr("'%1' is not an ISO 4217 currency code").arg(text("currency")));
    p.asOf = text("as_of");
    if (!p.asOf.isEmpty() && !validDate(p.asOf))
        sink.add(row, QStringLiteral("as_of"), FeeIoTr::tr("'%1' is not a date (YYYY-MM-DD, YYYY-MM or YYYY)").arg(p.asOf));
    p.source = text("source");
    p.notes = text("notes");
    p.origin = QStringLiteral("user");
    p.id = text("id");
    if (p.id.isEmpty()) {
        const QStringList identity{p.category, p.item, p.region, p.tier, p.unit};
        const QByteArray hash =
            QCryptographicHash::hash(identity.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1).toHex();
        p.id = QStringLiteral("user-") + p.providerId + u'-' + p.product.toLower().replace(u' ', u'-') + u'-'
            + QString::fromLatin1(hash.left(10));
    }
    if (ids.contains(p.id))
        sink.add(row, QStringLiteral("id"),
                 FeeIoTr::tr("'%1' is given twice in the file (the same provider, product, category, item, region, tier "
                             "and unit make the same id)").arg(p.id));
    ids.insert(p.id);
    if (sink.issues.size() == before)
        out.append(p);
}

void readCsv(Sink &sink, const QByteArray &data, ParsedFeeList &out)
{
    const CsvDocument doc = parseCsv(data);
    for (const qint64 line : doc.invalidUtf8Lines)
        sink.add(line, QStringLiteral("-"), FeeIoTr::tr("line is not valid UTF-8"));
    if (!out.issues.isEmpty())
        return;
    if (doc.records.isEmpty()) {
        sink.add(1, QStringLiteral("-"), FeeIoTr::tr("the file is empty"));
        return;
    }
    const QStringList header = doc.records.first().toStringList();
    QSet<QString> seen;
    for (const QString &column : header) {
        if (!feeListColumns().contains(column))
            sink.add(1, column, FeeIoTr::tr("unknown column"));
        if (seen.contains(column))
            sink.add(1, column, FeeIoTr::tr("column appears twice"));
        seen.insert(column);
    }
    for (const char *column : {"provider", "product", "category", "item", "price", "unit", "currency", "source"})
        if (!header.contains(QString::fromLatin1(column)))
            sink.add(1, QString::fromLatin1(column), FeeIoTr::tr("required column is missing"));
    if (!out.issues.isEmpty())
        return;
    QSet<QString> ids;
    for (qsizetype i = 1; i < doc.records.size(); ++i) {
        const CsvRecord &record = doc.records.at(i);
        if (doc.unterminatedQuote && i == doc.records.size() - 1)
            break;
        if (record.fields.size() != header.size()) {
            sink.add(record.line, QStringLiteral("-"),
                     FeeIoTr::tr("row has %1 fields, the header has %2 (truncated file?)").arg(record.fields.size()).arg(header.size()));
            continue;
        }
        QHash<QString, QString> fields;
        for (qsizetype c = 0; c < header.size(); ++c)
            fields.insert(header.at(c), record.fields.at(c).toString());
        validate(sink, record.line, fields, ids, out.presets);
    }
    if (doc.unterminatedQuote)
        sink.add(doc.unterminatedQuoteLine, QStringLiteral("-"),
                 FeeIoTr::tr("quoted field is not closed before the end of the file (truncated file?)"));
    if (doc.records.size() == 1 && out.issues.isEmpty())
        sink.add(1, QStringLiteral("-"), FeeIoTr::tr("the file has a header and no fee"));
}

QString jsonText(const json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_number_integer())
        return QString::number(value.get<qint64>());
    if (value.is_number())
        return QString::number(value.get<double>(), 'g', 17);
    return {};
}

void readJson(Sink &sink, const QByteArray &data, ParsedFeeList &out)
{
    DuplicateKeyFinder duplicates;
    const json doc = json::parse(data.constBegin(), data.constEnd(), std::ref(duplicates), false);
    if (doc.is_discarded()) {
        sink.add(1, QStringLiteral("-"), FeeIoTr::tr("not valid JSON (truncated file?)"));
        return;
    }
    if (!duplicates.path().isEmpty()) {
        sink.add(1, duplicates.path(), FeeIoTr::tr("the key is given twice in one object; keep one"));
        return;
    }
    if (!doc.is_object() || !doc.contains("fees") || !doc.at("fees").is_array()) {
        sink.add(1, QStringLiteral("fees"), FeeIoTr::tr("expected an object with a \"fees\" array"));
        return;
    }
    if (doc.contains("format") && doc.at("format") != json("gputco-fees")) {
        sink.add(1, QStringLiteral("format"), FeeIoTr::tr("expected \"gputco-fees\""));
        return;
    }
    if (doc.contains("version") && (!doc.at("version").is_number_integer() || doc.at("version").get<long long>() != 1)) {
        sink.add(1, QStringLiteral("version"),
                 FeeIoTr::tr("fee-list version %1 is not supported: this program reads version 1").arg(jsonText(doc.at("version"))));
        return;
    }
    QSet<QString> ids;
    qint64 row = 0;
    for (const json &entry : doc.at("fees")) {
        ++row;
        if (!entry.is_object()) {
            sink.add(row, QStringLiteral("-"), FeeIoTr::tr("fee entry is not an object"));
            continue;
        }
        QHash<QString, QString> fields;
        bool clean = true;
        for (auto it = entry.begin(); it != entry.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (!feeListColumns().contains(key)) {
                sink.add(row, key, FeeIoTr::tr("unknown field"));
                clean = false;
            } else if (!it->is_string() && !it->is_number()) {
                sink.add(row, key, FeeIoTr::tr("expected a string or a number"));
                clean = false;
            } else {
                fields.insert(key, jsonText(*it));
            }
        }
        if (clean)
            validate(sink, row, fields, ids, out.presets);
    }
    if (row == 0)
        sink.add(1, QStringLiteral("fees"), FeeIoTr::tr("the list has no fee"));
}

} // namespace

QStringList feeListColumns()
{
    return {QStringLiteral("id"),     QStringLiteral("provider"), QStringLiteral("product"),  QStringLiteral("category"),
            QStringLiteral("item"),   QStringLiteral("region"),   QStringLiteral("tier"),     QStringLiteral("price"),
            QStringLiteral("unit"),   QStringLiteral("currency"), QStringLiteral("as_of"),    QStringLiteral("source"),
            QStringLiteral("notes")};
}

QStringList feeCategories()
{
    return {QStringLiteral("storage"),  QStringLiteral("disk"),      QStringLiteral("snapshot"),
            QStringLiteral("requests"), QStringLiteral("egress"),    QStringLiteral("transfer"),
            QStringLiteral("bandwidth"), QStringLiteral("performance"), QStringLiteral("ip"),
            QStringLiteral("other")};
}

ParsedFeeList readFeeList(const QString &file)
{
    ParsedFeeList out;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        out.error = FeeIoTr::tr("%1: cannot read: %2").arg(file, f.errorString());
        return out;
    }
    const QByteArray data = f.readAll();
    Sink sink{file, out.issues};
    if (file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        readJson(sink, data, out);
    else if (file.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        readCsv(sink, data, out);
    else
        out.error = FeeIoTr::tr("%1: a fee price list is a .csv or .json file").arg(file);
    return out;
}

} // namespace gputco
