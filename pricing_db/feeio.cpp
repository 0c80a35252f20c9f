#include "feeio.h"

#include "csvreader.h"
#include "currency.h"
#include "listreader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace gputco {

namespace {

struct FeeIoTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::FeeIo)
};

/** One streaming read of a fee list: its issues and the ids seen. */
struct FeeReadContext : StreamIssues
{
    FeeReadContext(const QString &f, qint64 limit, const FeePresetHandler &handler)
        : StreamIssues(f, limit)
        , file(f)
        , onPreset(handler)
    { }

    QString file;
    const FeePresetHandler &onPreset;
    IdHashSet ids; ///< 8-16 bytes a row, not the ids
    qint64 presets = 0;
};

/// Validates one row (column -> text); hands the preset on when it is clean.
void validate(FeeReadContext &ctx, qint64 row, const QHash<QString, QString> &f)
{
    IssueSink &sink = ctx.sink;
    const qint64 before = sink.total;
    const auto text = [&](const char *column) { return f.value(QString::fromLatin1(column)).trimmed(); };
    for (const char *column : {"provider", "product", "category", "item", "price", "unit", "currency", "source"})
        if (text(column).isEmpty())
            sink.add(row, QString::fromLatin1(column), FeeIoTr::tr("is required"));
    FeePreset p;
    p.providerId = text("provider").toLower();
    static const QRegularExpression providerPattern(QStringLiteral("^[a-z0-9][a-z0-9_.-]*$"));
    if (!p.providerId.isEmpty() && !providerPattern.match(p.providerId).hasMatch())
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
        // Issue 33: 4.9e-324 was imported. A fee may be tiny per unit (object storage requests
        // cost about 4e-7 USD each), so the bound is lower than a price list's 1e-6.
        else if (p.price > 0 && p.price < 1.0e-9)
            sink.add(row, QStringLiteral("price"),
                FeeIoTr::tr("%1 is implausibly small (less than 1e-09 but not 0): a unit or typing error?").arg(price));
    }
    p.unit = text("unit");
    p.currency = text("currency").toUpper();
    if (!p.currency.isEmpty() && !isKnownCurrencyCode(p.currency))
        sink.add(row, QStringLiteral("currency"),
            FeeIoTr::tr("'%1' is not an ISO 4217 currency code").arg(text("currency")));
    p.asOf = text("as_of");
    if (!p.asOf.isEmpty() && !isAsOfDateText(p.asOf))
        sink.add(
            row, QStringLiteral("as_of"), FeeIoTr::tr("'%1' is not a date (YYYY-MM-DD, YYYY-MM or YYYY)").arg(p.asOf));
    p.source = text("source");
    p.notes = text("notes");
    p.origin = QStringLiteral("user");
    p.id = text("id");
    if (p.id.isEmpty()) {
        const QStringList identity{p.category, p.item, p.region, p.tier, p.unit};
        const QByteArray hash
            = QCryptographicHash::hash(identity.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1).toHex();
        p.id = QStringLiteral("user-") + p.providerId + u'-' + p.product.toLower().replace(u' ', u'-') + u'-'
            + QString::fromLatin1(hash.left(10));
    }
    if (!ctx.ids.insert(p.id))
        sink.add(row, QStringLiteral("id"),
            FeeIoTr::tr("'%1' is given twice in the file (the same provider, product, category, item, region, tier "
                        "and unit make the same id)")
                .arg(p.id));
    if (sink.total == before) {
        ++ctx.presets;
        ctx.onPreset(p, ctx.clean());
    }
}

void readCsv(FeeReadContext &ctx, QIODevice &device, QString &error)
{
    IssueSink &sink = ctx.sink;
    auto onHeader = [&](const QStringList &header) {
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
        return sink.total == 0;
    };
    QHash<QString, QString> fields;
    auto onRecord = [&](const CsvRecord &record, const QStringList &header) {
        fields.clear();
        for (qsizetype c = 0; c < header.size(); ++c)
            fields.insert(header.at(c), record.fields.at(c).toString());
        validate(ctx, record.line, fields);
    };
    const qint64 records = streamCsv(CsvStreamSinks{ctx.file, sink, ctx.utf8, error}, device, onHeader, onRecord);
    if (records == 0 && error.isEmpty() && ctx.clean())
        sink.add(1, QStringLiteral("-"), FeeIoTr::tr("the file has a header and no fee"));
}

/** The fee-list JSON read by the shared SAX reader, one fee entry at a time. */
class FeeJsonHandler final : public ListJsonReader
{
public:
    explicit FeeJsonHandler(FeeReadContext &ctx)
        : ListJsonReader("fees", QStringLiteral("gputco-fees"), ctx.sink,
            Words{FeeIoTr::tr("fee entry is not an object"), FeeIoTr::tr("expected an object with a \"fees\" array"),
                FeeIoTr::tr("expected \"gputco-fees\""),
                FeeIoTr::tr("fee-list version %1 is not supported: this program reads version 1"),
                FeeIoTr::tr("the key is given twice in one object; keep one"),
                FeeIoTr::tr("unknown top-level key (known: format, version, fees; x-... for notes)")})
        , mCtx(ctx)
    { }

    /// Reads the document; then the problems of the document as a whole, in the order the old reader checked them.
    void run(QIODevice &device)
    {
        const Problem problem = read(device);
        if (problem == Problem::Syntax || problem == Problem::NotJson)
            mCtx.fileIssue
                = ImportIssue{mCtx.file, 1, QStringLiteral("-"), FeeIoTr::tr("not valid JSON (truncated file?)")};
        else if (problem != Problem::None)
            mCtx.fileIssue = documentIssue(problem);
        else if (entries() == 0)
            mCtx.sink.add(1, QStringLiteral("fees"), FeeIoTr::tr("the list has no fee"));
    }

protected:
    void beginEntry(qint64) override { mFields.clear(); }
    void entryValue(const std::string &key, const Scalar *value) override
    {
        const QString name = QString::fromStdString(key);
        if (!mKnown.contains(name))
            entryIssue(key, FeeIoTr::tr("unknown field"));
        else if (!value || !(value->isString || value->isNumber))
            entryIssue(key, FeeIoTr::tr("expected a string or a number"));
        else
            mFields.insert(name, value->text);
    }
    void entryComplete(qint64 row) override { validate(mCtx, row, mFields); }

private:
    FeeReadContext &mCtx;
    const QStringList mKnown = feeListColumns();
    QHash<QString, QString> mFields;
};

/** Opens @p input; the reason when it cannot be read as a fee list. */
QString openFeeList(QFile &input)
{
    const QString file = input.fileName();
    if (!input.open(QIODevice::ReadOnly))
        return FeeIoTr::tr("%1: cannot read: %2").arg(file, input.errorString());
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix != QStringLiteral("csv") && suffix != QStringLiteral("json"))
        return FeeIoTr::tr("%1: a fee price list is a .csv or .json file").arg(file);
    return utf16Problem(input, file);
}

} // namespace

QStringList feeListColumns()
{
    return {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("product"), QStringLiteral("category"),
        QStringLiteral("item"), QStringLiteral("region"), QStringLiteral("tier"), QStringLiteral("price"),
        QStringLiteral("unit"), QStringLiteral("currency"), QStringLiteral("as_of"), QStringLiteral("source"),
        QStringLiteral("notes")};
}

QStringList feeCategories()
{
    return {QStringLiteral("storage"), QStringLiteral("disk"), QStringLiteral("snapshot"), QStringLiteral("requests"),
        QStringLiteral("egress"), QStringLiteral("transfer"), QStringLiteral("bandwidth"),
        QStringLiteral("performance"), QStringLiteral("ip"), QStringLiteral("other")};
}

QString feeListFileProblem(const QString &file)
{
    QFile input(file);
    return openFeeList(input);
}

ParsedFeeList readFeeList(const QString &file, const FeePresetHandler &onPreset, qint64 maxListedIssues)
{
    ParsedFeeList out;
    QFile input(file);
    out.error = openFeeList(input);
    if (!out.error.isEmpty())
        return out;
    FeeReadContext ctx(file, maxListedIssues, onPreset);
    if (QFileInfo(file).suffix().toLower() == QStringLiteral("json"))
        FeeJsonHandler(ctx).run(input);
    else
        readCsv(ctx, input, out.error);
    ctx.take(out.issues, out.issuesNotListed);
    out.presetCount = ctx.presets;
    return out;
}

ParsedFeeList readFeeList(const QString &file)
{
    QList<FeePreset> presets;
    ParsedFeeList out = readFeeList(
        file, [&presets](const FeePreset &p, bool) { presets.append(p); }, -1);
    out.presets = std::move(presets);
    return out;
}

} // namespace gputco
