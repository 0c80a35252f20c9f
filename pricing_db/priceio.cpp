#include "priceio.h"

#include "csv.h"
#include "csvreader.h"
#include "currency.h"
#include "listreader.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QStringDecoder>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <vector>

namespace gputco {

namespace {

using json = nlohmann::json;

// Upper bounds that no real list price reaches: larger values are unit or typing errors.
constexpr double kMaxHourly = 1.0e5;
constexpr double kMaxMonthly = 1.0e8;
constexpr double kMaxUpfront = 1.0e9;
// The smallest amount above zero (per hour, month or up front) a price list may give: less is a
// unit or typing error (issue 33: 4.9e-324 per hour was imported). The scenario's field table
// bounds its divisors the same way (smallestNonZero).
constexpr double kSmallestAmount = 1.0e-6;

// Named context so that lupdate and the run-time lookup agree.
struct PriceIoTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PriceIo)
};

const char *const kColumns[] = {"id", "provider", "instance_type", "family", "gpu_model", "gpu_count", "vcpus",
    "memory_gib", "region", "zone", "pricing_model", "term_months", "payment_option", "upfront", "hourly", "monthly",
    "currency", "tax_included", "as_of", "source", "notes", "hourly_min", "hourly_max", "monthly_min", "monthly_max",
    "as_of_basis", "quote_vendor", "quote_contact", "tax_rate", "valid_from", "valid_until", "attachments"};
constexpr int kColumnCount = static_cast<int>(std::size(kColumns));

/** Indexes into kColumns. */
enum Col {
    CId,
    CProvider,
    CInstanceType,
    CFamily,
    CGpuModel,
    CGpuCount,
    CVcpus,
    CMemoryGib,
    CRegion,
    CZone,
    CPricingModel,
    CTermMonths,
    CPaymentOption,
    CUpfront,
    CHourly,
    CMonthly,
    CCurrency,
    CTaxIncluded,
    CAsOf,
    CSource,
    CNotes,
    CHourlyMin,
    CHourlyMax,
    CMonthlyMin,
    CMonthlyMax,
    CAsOfBasis,
    CQuoteVendor,
    CQuoteContact,
    CTaxRate,
    CValidFrom,
    CValidUntil,
    CAttachments
};

QString columnName(Col column)
{
    return QString::fromLatin1(kColumns[column]);
}

int columnIndex(QAnyStringView name)
{
    for (int i = 0; i < kColumnCount; ++i) {
        if (QAnyStringView::compare(name, QLatin1StringView(kColumns[i])) == 0)
            return i;
    }
    return -1;
}

/**
 * One row's values by exchange-format column, without a hash per row. CSV rows hold views
 * into the decoded file (no copy per field); JSON and SkyPilot rows own their text.
 */
class Fields
{
public:
    Fields() = default;
    Fields(const Fields &other)
        : mOwned(other.mOwned)
        , mValues(other.mValues)
    {
        for (int c = 0; c < kColumnCount; ++c) {
            if (other.mValues[c].data() == other.mOwned[c].constData() && !other.mOwned[c].isNull())
                mValues[c] = mOwned[c];
        }
    }
    Fields &operator=(const Fields &) = delete;

    void set(int column, const QString &value)
    {
        if (column >= 0) {
            mOwned[column] = value;
            mValues[column] = mOwned[column];
        }
    }
    void setView(int column, QStringView value)
    {
        if (column >= 0)
            mValues[column] = value;
    }
    void insert(QAnyStringView name, const QString &value) { set(columnIndex(name), value); }
    QStringView value(Col column) const { return mValues[column]; }

private:
    std::array<QString, kColumnCount> mOwned;
    std::array<QStringView, kColumnCount> mValues;
};

std::optional<double> parseAmount(
    IssueSink &sink, qint64 row, const QString &column, QStringView text, double max, bool allowZero)
{
    const QStringView t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok) {
        sink.add(row, column, PriceIoTr::tr("'%1' is not a number").arg(t));
    } else if (!std::isfinite(value)) {
        sink.add(row, column, PriceIoTr::tr("'%1' is not a finite number").arg(t));
    } else if (value < 0 || (!allowZero && value == 0)) {
        sink.add(row, column,
            allowZero ? PriceIoTr::tr("%1 is negative").arg(t) : PriceIoTr::tr("%1 is not a positive price").arg(t));
    } else if (value > max) {
        sink.add(row, column, PriceIoTr::tr("%1 is implausibly large (more than %2)").arg(t).arg(max, 0, 'g', 3));
    } else if (value > 0 && value < kSmallestAmount) {
        sink.add(row, column,
            PriceIoTr::tr("%1 is implausibly small (less than %2 but not 0): a unit or typing error?")
                .arg(t)
                .arg(kSmallestAmount, 0, 'g', 3));
    } else {
        return value;
    }
    return std::nullopt;
}

std::optional<double> parseQuantity(IssueSink &sink, qint64 row, const QString &column, QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0 || value > 1.0e7) {
        sink.add(row, column, PriceIoTr::tr("'%1' is not a valid non-negative number").arg(t));
        return std::nullopt;
    }
    return value;
}

/** What a reader does with each clean row. */
using RowHandler = std::function<void(PriceRow &)>;

/** One row being checked: its fields, where its problems go, and the PriceRow it becomes. */
struct RowCheck
{
    IssueSink &sink;
    qint64 row;
    const Fields &f;
    PriceRow p;

    QStringView text(Col column) const { return f.value(column).trimmed(); }
    void add(const QString &column, const QString &reason) { sink.add(row, column, reason); }
    QString required(Col column)
    {
        const QString value = text(column).toString();
        if (value.isEmpty())
            add(columnName(column), PriceIoTr::tr("required value is empty"));
        return value;
    }
    std::optional<double> amount(Col column, double max, bool allowZero)
    {
        return parseAmount(sink, row, columnName(column), text(column), max, allowZero);
    }
};

/// The longest id, provider, instance type, region, zone, family or GPU label (the scenario's
/// kMaxShortText).
constexpr qsizetype kMaxNameText = 200;

/// Provider, instance type, region, zone, family, GPU label and pricing model.
void checkWhat(RowCheck &c)
{
    PriceRow &p = c.p;
    p.providerId = c.required(CProvider);
    p.instanceType = c.required(CInstanceType);
    p.region = c.required(CRegion);
    p.zone = c.text(CZone).toString();
    p.family = c.text(CFamily).toString();
    p.gpuLabel = c.text(CGpuModel).toString();
    p.pricingModel = c.required(CPricingModel);
    // Names a scenario takes over hold at most 200 characters there (docs/scenario-format.md):
    // a longer one here would make a saved scenario unreadable (issue 33).
    for (const Col column : {CId, CProvider, CInstanceType, CRegion, CZone, CFamily, CGpuModel})
        if (const qsizetype length = c.text(column).size(); length > kMaxNameText)
            c.add(columnName(column),
                PriceIoTr::tr("%1 characters long: at most %2 are allowed").arg(length).arg(kMaxNameText));
    if (!p.pricingModel.isEmpty() && !isValidPricingModel(p.pricingModel))
        c.add(QStringLiteral("pricing_model"),
            PriceIoTr::tr("'%1' is not one of on_demand, reserved, spot").arg(p.pricingModel));
}

/// GPU count, vCPUs and memory.
void checkHardware(RowCheck &c)
{
    if (const auto count = parseQuantity(c.sink, c.row, QStringLiteral("gpu_count"), c.text(CGpuCount))) {
        if (*count != std::floor(*count) || *count > 1024)
            c.add(QStringLiteral("gpu_count"),
                PriceIoTr::tr("'%1' is not a whole number of GPUs").arg(c.text(CGpuCount)));
        else
            c.p.gpuCount = static_cast<int>(*count);
    }
    c.p.vcpus = parseQuantity(c.sink, c.row, QStringLiteral("vcpus"), c.text(CVcpus));
    c.p.memoryGib = parseQuantity(c.sink, c.row, QStringLiteral("memory_gib"), c.text(CMemoryGib));
}

/// A reserved price's term, and the payment option.
void checkTerm(RowCheck &c)
{
    PriceRow &p = c.p;
    const QStringView term = c.text(CTermMonths);
    if (!term.isEmpty()) {
        bool ok = false;
        const int months = term.toInt(&ok);
        if (!ok || months < 1 || months > 120)
            c.add(QStringLiteral("term_months"), PriceIoTr::tr("'%1' is not a term of 1 to 120 months").arg(term));
        else if (p.pricingModel != QStringLiteral("reserved"))
            c.add(QStringLiteral("term_months"), PriceIoTr::tr("a term is only valid for reserved prices"));
        else
            p.termMonths = months;
    } else if (p.pricingModel == QStringLiteral("reserved")) {
        c.add(QStringLiteral("term_months"), PriceIoTr::tr("reserved prices need a term in months"));
    }
    p.paymentOption = c.text(CPaymentOption).toString();
    if (!p.paymentOption.isEmpty() && p.paymentOption != QStringLiteral("all_upfront")
        && p.paymentOption != QStringLiteral("partial_upfront") && p.paymentOption != QStringLiteral("no_upfront"))
        c.add(QStringLiteral("payment_option"),
            PriceIoTr::tr("'%1' is not one of all_upfront, partial_upfront, no_upfront").arg(p.paymentOption));
}

/// A published range keeps both ends (min <= max); the single amount may stay empty.
void checkRange(
    RowCheck &c, Col minColumn, Col maxColumn, double limit, std::optional<double> &min, std::optional<double> &max)
{
    min = c.amount(minColumn, limit, false);
    max = c.amount(maxColumn, limit, false);
    if (c.text(minColumn).isEmpty() != c.text(maxColumn).isEmpty())
        c.add(columnName(c.text(minColumn).isEmpty() ? minColumn : maxColumn),
            PriceIoTr::tr("a range needs both ends (%1 and %2)").arg(columnName(minColumn), columnName(maxColumn)));
    else if (min && max && *min > *max)
        c.add(columnName(minColumn), PriceIoTr::tr("%1 is above %2").arg(*min).arg(*max));
}

/// Upfront, hourly and monthly amounts and ranges: at least one of them.
void checkAmounts(RowCheck &c)
{
    PriceRow &p = c.p;
    p.upfrontAmount = parseAmount(c.sink, c.row, QStringLiteral("upfront"), c.text(CUpfront), kMaxUpfront, true);
    p.hourlyAmount = parseAmount(c.sink, c.row, QStringLiteral("hourly"), c.text(CHourly), kMaxHourly, false);
    p.monthlyAmount = parseAmount(c.sink, c.row, QStringLiteral("monthly"), c.text(CMonthly), kMaxMonthly, false);
    // All upfront: the whole term is paid at the start. A row with only a monthly or hourly
    // amount would be priced as nothing paid up front and the term for free (issue 16).
    if (p.paymentOption == QStringLiteral("all_upfront") && c.text(CUpfront).isEmpty())
        c.add(QStringLiteral("upfront"),
            PriceIoTr::tr("all_upfront needs the upfront amount (the whole term paid at the start); a monthly or "
                          "hourly amount alone is no_upfront or partial_upfront"));
    // An upfront of 0 with an upfront payment option priced the term as partly or wholly free
    // without a word (issue 33).
    else if ((p.paymentOption == QStringLiteral("all_upfront") || p.paymentOption == QStringLiteral("partial_upfront"))
        && p.upfrontAmount && *p.upfrontAmount == 0)
        c.add(QStringLiteral("upfront"),
            PriceIoTr::tr("%1 with an upfront amount of 0: give the amount paid at the start, or write no_upfront")
                .arg(p.paymentOption));
    checkRange(c, CHourlyMin, CHourlyMax, kMaxHourly, p.hourlyMin, p.hourlyMax);
    checkRange(c, CMonthlyMin, CMonthlyMax, kMaxMonthly, p.monthlyMin, p.monthlyMax);
    if (c.text(CUpfront).isEmpty() && c.text(CHourly).isEmpty() && c.text(CMonthly).isEmpty()
        && c.text(CHourlyMin).isEmpty() && c.text(CMonthlyMin).isEmpty())
        c.add(QStringLiteral("hourly"), PriceIoTr::tr("no amount: give hourly, monthly or upfront"));
}

/// Currency, tax status, as-of date and its basis; returns the tax status as written (lower case).
QString checkCurrencyTaxDate(RowCheck &c)
{
    PriceRow &p = c.p;
    p.currency = c.required(CCurrency);
    if (!p.currency.isEmpty() && !isKnownCurrencyCode(p.currency))
        c.add(QStringLiteral("currency"),
            PriceIoTr::tr("'%1' is not an ISO 4217 currency code (e.g. CNY, USD)").arg(p.currency));
    const QString tax = c.text(CTaxIncluded).toString().toLower();
    if (tax == QStringLiteral("true") || tax == QStringLiteral("1") || tax == QStringLiteral("yes"))
        p.taxIncluded = true;
    else if (tax == QStringLiteral("false") || tax == QStringLiteral("0") || tax == QStringLiteral("no"))
        p.taxIncluded = false;
    else if (!tax.isEmpty())
        c.add(QStringLiteral("tax_included"), PriceIoTr::tr("'%1' is not true or false").arg(tax));
    p.asOf = c.text(CAsOf).toString();
    if (!p.asOf.isEmpty() && !isAsOfDateText(p.asOf))
        c.add(QStringLiteral("as_of"), PriceIoTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(p.asOf));
    p.asOfBasis = c.text(CAsOfBasis).toString();
    if (!p.asOfBasis.isEmpty() && p.asOfBasis != QStringLiteral("commit"))
        c.add(QStringLiteral("as_of_basis"),
            PriceIoTr::tr("'%1' is not empty or commit (as_of is the source file's commit date)").arg(p.asOfBasis));
    return tax;
}

/// A quote (schema 6): who gave it, the VAT rate (@p tax: the tax status as written), the days it is valid.
void checkQuote(RowCheck &c, const QString &tax)
{
    PriceRow &p = c.p;
    p.quoteVendor = c.text(CQuoteVendor).toString();
    p.quoteContact = c.text(CQuoteContact).toString();
    const QStringView taxRate = c.text(CTaxRate);
    if (!taxRate.isEmpty()) {
        bool ok = false;
        const double rate = taxRate.toDouble(&ok);
        if (!ok || !std::isfinite(rate))
            c.add(columnName(CTaxRate), PriceIoTr::tr("'%1' is not a number").arg(taxRate));
        else if (rate < 0 || rate > 100)
            c.add(columnName(CTaxRate), PriceIoTr::tr("%1 is not a tax rate from 0 to 100 (percent)").arg(taxRate));
        else if (!p.taxIncluded && tax.isEmpty())
            c.add(columnName(CTaxRate),
                PriceIoTr::tr("a tax rate needs tax_included (true: the amount includes the tax; false: it "
                              "does not)"));
        else
            p.taxRatePercent = rate;
    }
    // Validity dates are whole days (YYYY-MM-DD): a quote ends on a day, not in a month.
    auto validityDate = [&c](Col column) {
        const QString value = c.text(column).toString();
        if (!value.isEmpty() && !QDate::fromString(value, QStringLiteral("yyyy-MM-dd")).isValid()) {
            c.add(columnName(column), PriceIoTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(value));
            return QString();
        }
        return value;
    };
    p.validFrom = validityDate(CValidFrom);
    p.validUntil = validityDate(CValidUntil);
    if (!p.validFrom.isEmpty() && !p.validUntil.isEmpty() && p.validUntil < p.validFrom)
        c.add(columnName(CValidUntil), PriceIoTr::tr("%1 is before valid_from %2").arg(p.validUntil, p.validFrom));
}

/// The quote's attachments: file names only (the catalog keeps the names, not the files or where they lie).
void checkAttachments(RowCheck &c)
{
    for (const QString &name : c.text(CAttachments).toString().split(u';', Qt::SkipEmptyParts)) {
        const QString trimmed = name.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (trimmed.contains(u'/') || trimmed.contains(u'\\'))
            c.add(columnName(CAttachments), PriceIoTr::tr("'%1' is a path; give the file name only").arg(trimmed));
        else
            c.p.attachments.append(trimmed);
    }
}

/** Validates one row given as column -> text, handing a PriceRow on when it is clean. */
void validateRow(IssueSink &sink, qint64 rowNumber, const Fields &f, const RowHandler &onRow)
{
    const qint64 issuesBefore = sink.total;
    RowCheck c{sink, rowNumber, f, {}};
    checkWhat(c);
    checkHardware(c);
    checkTerm(c);
    checkAmounts(c);
    const QString tax = checkCurrencyTaxDate(c);
    checkQuote(c, tax);
    checkAttachments(c);
    // Free text is stored as given (prepared statements), only surrounding space trimmed.
    PriceRow &p = c.p;
    p.source = f.value(CSource).toString();
    p.notes = f.value(CNotes).toString();
    p.id = c.text(CId).toString();
    if (p.id.isEmpty()) {
        p.id = p.providerId + u'/' + p.instanceType + u'/' + p.region + u'/' + p.zone + u'/' + p.pricingModel;
        if (p.termMonths)
            p.id += u'/' + QString::number(*p.termMonths) + u'/' + p.paymentOption;
    }
    p.instanceTypeId = p.providerId + u'/' + p.instanceType;
    p.origin = QStringLiteral("user");
    if (sink.total == issuesBefore)
        onRow(p);
}

/** One streaming read of a price list: its issues, the rows handed on and the ids seen. */
struct ReadContext : StreamIssues
{
    ReadContext(const QString &f, qint64 limit, const PriceRowHandler &handler)
        : StreamIssues(f, limit)
        , file(f)
        , onRow(handler)
    {
        // Duplicate ids inside one file would silently overwrite each other.
        cleanRow = [this](PriceRow &p) {
            if (!ids.insert(p.id))
                sink.addListed(
                    {file, 0, QStringLiteral("id"), PriceIoTr::tr("id '%1' appears more than once").arg(p.id)});
            ++rows;
            onRow(p, clean());
        };
    }

    QString file;
    const PriceRowHandler &onRow;
    RowHandler cleanRow;
    IdHashSet ids;
    qint64 rows = 0;
};

void readExchangeCsv(ReadContext &ctx, QIODevice &device, ParsedPriceList &out)
{
    IssueSink &sink = ctx.sink;
    QList<int> headerIndex;
    auto onHeader = [&](const QStringList &header) {
        const QStringList known = priceListColumns();
        QSet<QString> seen;
        for (const QString &column : header) {
            if (!known.contains(column) && column != QStringLiteral("status"))
                sink.add(1, column, PriceIoTr::tr("unknown column"));
            if (seen.contains(column))
                sink.add(1, column, PriceIoTr::tr("column appears twice"));
            seen.insert(column);
        }
        for (const char *column : {"provider", "instance_type", "region", "pricing_model", "currency"}) {
            if (!header.contains(QString::fromLatin1(column)))
                sink.add(1, QString::fromLatin1(column), PriceIoTr::tr("required column is missing"));
        }
        for (const QString &column : header)
            headerIndex.append(columnIndex(column));
        return sink.total == 0;
    };
    auto onRecord = [&](const CsvRecord &record, const QStringList &header) {
        Fields fields;
        for (qsizetype c = 0; c < header.size(); ++c)
            fields.setView(headerIndex.at(c), record.fields.at(c));
        validateRow(sink, record.line, fields, ctx.cleanRow);
    };
    streamCsv(CsvStreamSinks{ctx.file, ctx.sink, ctx.utf8, out.error}, device, onHeader, onRecord);
}

/**
 * The price-list JSON read by the shared SAX reader: one price entry at a time is collected and
 * validated, the document is never built. Keeps every check of the whole-document reader.
 */
class PriceJsonHandler final : public ListJsonReader
{
public:
    PriceJsonHandler(ReadContext &ctx, ParsedPriceList &out)
        : ListJsonReader("prices", QStringLiteral("gputco-prices"), ctx.sink,
            Words{PriceIoTr::tr("price entry is not an object"),
                PriceIoTr::tr("expected an object with a \"prices\" array"),
                PriceIoTr::tr("expected \"gputco-prices\""),
                PriceIoTr::tr("price-list version %1 is not supported: this program reads version 1"),
                PriceIoTr::tr("the key is given twice in one object; keep one"),
                PriceIoTr::tr("unknown top-level key (known: format, version, price_book, prices; x-... for notes)")})
        , mCtx(ctx)
        , mOut(out)
    { }

    /// Reads the document; then the problems of the document as a whole, in the order the old reader checked them.
    void run(QIODevice &device)
    {
        const Problem problem = read(device);
        if (problem == Problem::Syntax) {
            // errorPosition counts the bytes read, so the offending byte is at index position - 1.
            const qint64 offset = qMax<qint64>(0, errorPosition() - 1);
            mCtx.fileIssue = ImportIssue{mCtx.file, lineAtOffset(mCtx.file, offset), QStringLiteral("-"),
                PriceIoTr::tr("not valid JSON near byte %1 (truncated file?)").arg(errorPosition())};
            checkUtf8(mCtx.file, mCtx.utf8);
        } else if (problem == Problem::NotJson) {
            mCtx.fileIssue
                = ImportIssue{mCtx.file, 1, QStringLiteral("-"), PriceIoTr::tr("not valid JSON (%1)").arg(errorWhat())};
            checkUtf8(mCtx.file, mCtx.utf8);
        } else {
            mCtx.fileIssue = documentIssue(problem);
        }
    }

protected:
    void beginEntry(qint64) override { mFields.emplace(); }
    void entryValue(const std::string &key, const Scalar *value) override
    {
        const QString name = QString::fromStdString(key);
        if (!mKnown.contains(name) && name != QStringLiteral("status"))
            entryIssue(key, PriceIoTr::tr("unknown field"));
        else if (!value)
            entryIssue(key, PriceIoTr::tr("expected a string, number or boolean"));
        else
            mFields->insert(name, value->text);
    }
    void entryComplete(qint64 row) override
    {
        validateRow(mCtx.sink, row, *mFields, mCtx.cleanRow);
        mFields.reset();
    }
    bool wantsSection(const std::string &key) override { return key == "price_book"; }
    void sectionValue(const std::string &key, const Scalar *value) override
    {
        const QString text = value ? value->text : QString();
        if (key == "name")
            mOut.bookName = text;
        else if (key == "as_of")
            mOut.bookAsOf = text;
        else if (key == "source")
            mOut.bookSource = text;
    }

private:
    ReadContext &mCtx;
    ParsedPriceList &mOut;
    const QStringList mKnown = priceListColumns();
    std::optional<Fields> mFields;
};

void readExchangeJson(ReadContext &ctx, QIODevice &device, ParsedPriceList &out)
{
    PriceJsonHandler handler(ctx, out);
    handler.run(device);
}

/// The exchange-format fields of one SkyPilot row (@p sky: its columns by name), without the price.
Fields skyPilotFields(
    const QHash<QString, QString> &sky, const QString &provider, const ImportOptions &options, const QString &file)
{
    Fields base;
    base.insert(QStringLiteral("provider"), provider);
    base.insert(QStringLiteral("instance_type"), sky.value(QStringLiteral("InstanceType")));
    base.insert(QStringLiteral("family"), sky.value(QStringLiteral("Generation")));
    base.insert(QStringLiteral("gpu_model"), sky.value(QStringLiteral("AcceleratorName")));
    const QString count = sky.value(QStringLiteral("AcceleratorCount")).trimmed();
    bool countOk = false;
    const double countValue = count.toDouble(&countOk);
    if (!count.isEmpty() && countOk && std::isfinite(countValue) && countValue == std::floor(countValue))
        base.insert(QStringLiteral("gpu_count"), QString::number(static_cast<qint64>(countValue)));
    else
        base.insert(QStringLiteral("gpu_count"), count);
    base.insert(QStringLiteral("vcpus"), sky.value(QStringLiteral("vCPUs")));
    base.insert(QStringLiteral("memory_gib"), sky.value(QStringLiteral("MemoryGiB")));
    base.insert(QStringLiteral("region"), sky.value(QStringLiteral("Region")));
    base.insert(QStringLiteral("zone"), sky.value(QStringLiteral("AvailabilityZone")));
    base.insert(QStringLiteral("currency"), options.currency);
    base.insert(QStringLiteral("source"), options.bookSource.isEmpty() ? file : options.bookSource);
    base.insert(QStringLiteral("as_of"), options.bookAsOf);
    return base;
}

void readSkyPilot(ReadContext &ctx, QIODevice &device, const ImportOptions &options, ParsedPriceList &out)
{
    const QString &file = ctx.file;
    IssueSink &sink = ctx.sink;
    if (options.provider.trimmed().isEmpty())
        sink.add(0, QStringLiteral("--provider"), PriceIoTr::tr("a SkyPilot import needs the provider"));
    if (!isKnownCurrencyCode(options.currency))
        sink.add(0, QStringLiteral("--currency"),
            PriceIoTr::tr("'%1' is not an ISO 4217 currency code (e.g. CNY, USD)").arg(options.currency));
    // Provider and currency problems are reported once (row 0), not per row.
    const bool optionsBad = sink.total > 0;
    auto onHeader = [&](const QStringList &header) {
        for (const char *column : {"InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "Price",
                 "SpotPrice", "Region"}) {
            if (!header.contains(QString::fromLatin1(column)))
                sink.add(1, QString::fromLatin1(column), PriceIoTr::tr("required SkyPilot column is missing"));
        }
        return sink.total == 0;
    };
    // Issues name the file's own columns (Price, vCPUs ...), not ours.
    static const QHash<QString, QString> skyNames = {
        {QStringLiteral("instance_type"), QStringLiteral("InstanceType")},
        {QStringLiteral("gpu_count"), QStringLiteral("AcceleratorCount")},
        {QStringLiteral("vcpus"), QStringLiteral("vCPUs")},
        {QStringLiteral("memory_gib"), QStringLiteral("MemoryGiB")},
        {QStringLiteral("region"), QStringLiteral("Region")},
        {QStringLiteral("currency"), QStringLiteral("--currency")},
        {QStringLiteral("provider"), QStringLiteral("--provider")},
    };
    const QString provider = options.provider.trimmed();
    auto onRecord = [&](const CsvRecord &record, const QStringList &header) {
        QHash<QString, QString> sky;
        for (qsizetype c = 0; c < header.size(); ++c)
            sky.insert(header.at(c), record.fields.at(c).toString());
        const Fields base = skyPilotFields(sky, provider, options, file);
        const QString price = sky.value(QStringLiteral("Price")).trimmed();
        QString spot = sky.value(QStringLiteral("SpotPrice")).trimmed();
        // vast.ai writes 0.00 where there is no spot offer: zero means none, not a free price.
        bool spotNumber = false;
        if (!spot.isEmpty() && spot.toDouble(&spotNumber) == 0.0 && spotNumber)
            spot.clear();
        if (price.isEmpty() && spot.isEmpty())
            return; // upstream lists some types without any price; nothing to import
        if (optionsBad)
            return;
        auto importAs = [&](const QString &model, const QString &amount, const QString &column) {
            Fields fields = base;
            fields.insert(QStringLiteral("pricing_model"), model);
            fields.insert(QStringLiteral("hourly"), amount);
            sink.renames = &skyNames;
            sink.hourlyAs = column;
            validateRow(sink, record.line, fields, ctx.cleanRow);
            sink.renames = nullptr;
            sink.hourlyAs.clear();
        };
        if (!price.isEmpty())
            importAs(QStringLiteral("on_demand"), price, QStringLiteral("Price"));
        if (!spot.isEmpty())
            importAs(QStringLiteral("spot"), spot, QStringLiteral("SpotPrice"));
    };
    streamCsv(CsvStreamSinks{ctx.file, ctx.sink, ctx.utf8, out.error}, device, onHeader, onRecord);
}

QString amountText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 15) : QString();
}

} // namespace

QStringList priceListColumns()
{
    return {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("family"),
        QStringLiteral("gpu_model"), QStringLiteral("gpu_count"), QStringLiteral("vcpus"), QStringLiteral("memory_gib"),
        QStringLiteral("region"), QStringLiteral("zone"), QStringLiteral("pricing_model"),
        QStringLiteral("term_months"), QStringLiteral("payment_option"), QStringLiteral("upfront"),
        QStringLiteral("hourly"), QStringLiteral("monthly"), QStringLiteral("currency"), QStringLiteral("tax_included"),
        QStringLiteral("as_of"), QStringLiteral("source"), QStringLiteral("notes"), QStringLiteral("hourly_min"),
        QStringLiteral("hourly_max"), QStringLiteral("monthly_min"), QStringLiteral("monthly_max"),
        QStringLiteral("as_of_basis"), QStringLiteral("quote_vendor"), QStringLiteral("quote_contact"),
        QStringLiteral("tax_rate"), QStringLiteral("valid_from"), QStringLiteral("valid_until"),
        QStringLiteral("attachments")};
}

/** Opens @p input and settles an Auto @p format; the reason when it cannot be read. */
QString openPriceList(QFile &input, ImportOptions::Format &format)
{
    const QString file = input.fileName();
    if (!input.open(QIODevice::ReadOnly))
        return PriceIoTr::tr("%1: cannot read the file: %2").arg(file, input.errorString());
    if (format == ImportOptions::Format::Auto) {
        const QString suffix = QFileInfo(file).suffix().toLower();
        if (suffix == QStringLiteral("json"))
            format = ImportOptions::Format::Json;
        else if (suffix == QStringLiteral("csv"))
            format = ImportOptions::Format::Csv;
        else
            return PriceIoTr::tr("%1: unknown price-list format; use a .csv or .json file").arg(file);
    }
    return utf16Problem(input, file);
}

QString priceListFileProblem(const QString &file, const ImportOptions &options)
{
    QFile input(file);
    ImportOptions::Format format = options.format;
    return openPriceList(input, format);
}

ParsedPriceList readPriceList(
    const QString &file, const ImportOptions &options, const PriceRowHandler &onRow, qint64 maxListedIssues)
{
    ParsedPriceList out;
    QFile input(file);
    ImportOptions::Format format = options.format;
    out.error = openPriceList(input, format);
    if (!out.error.isEmpty())
        return out;
    ReadContext ctx(file, maxListedIssues, onRow);
    switch (format) {
    case ImportOptions::Format::Json: readExchangeJson(ctx, input, out); break;
    case ImportOptions::Format::SkyPilot: readSkyPilot(ctx, input, options, out); break;
    default: readExchangeCsv(ctx, input, out); break;
    }
    out.invalidUtf8 = ctx.take(out.issues, out.issuesNotListed);
    out.rowCount = ctx.rows;
    // A file without a single price would make an empty price book: say so instead.
    if (out.error.isEmpty() && out.issues.isEmpty() && out.rowCount == 0)
        out.error = PriceIoTr::tr("%1: the file has no prices; nothing was imported").arg(file);
    if (!options.bookName.isEmpty())
        out.bookName = options.bookName;
    if (out.bookName.isEmpty())
        out.bookName = QFileInfo(file).fileName();
    if (!options.bookAsOf.isEmpty())
        out.bookAsOf = options.bookAsOf;
    if (!options.bookSource.isEmpty())
        out.bookSource = options.bookSource;
    if (out.bookSource.isEmpty())
        out.bookSource = QFileInfo(file).absoluteFilePath();
    return out;
}

ParsedPriceList readPriceList(const QString &file, const ImportOptions &options)
{
    QList<PriceRow> rows;
    ParsedPriceList out = readPriceList(
        file, options, [&rows](PriceRow &row, bool) { rows.append(std::move(row)); }, -1);
    // As before streaming: a file with lines that are not UTF-8 gives no rows at all.
    if (out.invalidUtf8)
        rows.clear();
    out.rows = std::move(rows);
    return out;
}

QByteArray writePriceList(const QList<PriceRow> &rows, bool asJson)
{
    auto values = [](const PriceRow &p) {
        return QStringList{p.id, p.providerId, p.instanceType, p.family,
            p.gpuModelId.isEmpty() ? p.gpuLabel : p.gpuModelId, p.gpuCount ? QString::number(*p.gpuCount) : QString(),
            amountText(p.vcpus), amountText(p.memoryGib), p.region, p.zone, p.pricingModel,
            p.termMonths ? QString::number(*p.termMonths) : QString(), p.paymentOption, amountText(p.upfrontAmount),
            amountText(p.hourlyAmount), amountText(p.monthlyAmount), p.currency,
            p.taxIncluded ? (*p.taxIncluded ? QStringLiteral("true") : QStringLiteral("false")) : QString(), p.asOf,
            p.source, p.notes, amountText(p.hourlyMin), amountText(p.hourlyMax), amountText(p.monthlyMin),
            amountText(p.monthlyMax), p.asOfBasis, p.quoteVendor, p.quoteContact, amountText(p.taxRatePercent),
            p.validFrom, p.validUntil, p.attachments.join(u';')};
    };
    const QStringList columns = priceListColumns();
    if (!asJson) {
        QString text = columns.join(u',') + u'\n';
        for (const PriceRow &p : rows) {
            QStringList fields = values(p);
            for (QString &field : fields)
                field = csvField(field);
            text += fields.join(u',') + u'\n';
        }
        return text.toUtf8();
    }
    json prices = json::array();
    for (const PriceRow &p : rows) {
        const QStringList fields = values(p);
        json entry = json::object();
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString &column = columns.at(c);
            const QString &value = fields.at(c);
            if (value.isEmpty())
                continue;
            const bool numeric = column == QStringLiteral("gpu_count") || column == QStringLiteral("vcpus")
                || column == QStringLiteral("memory_gib") || column == QStringLiteral("term_months")
                || column == QStringLiteral("upfront") || column == QStringLiteral("hourly")
                || column == QStringLiteral("monthly") || column.endsWith(QStringLiteral("_min"))
                || column.endsWith(QStringLiteral("_max")) || column == QStringLiteral("tax_rate");
            if (numeric)
                entry[column.toStdString()] = value.toDouble();
            else if (column == QStringLiteral("tax_included"))
                entry[column.toStdString()] = value == QStringLiteral("true");
            else
                entry[column.toStdString()] = value.toStdString();
        }
        prices.push_back(entry);
    }
    json doc = {{"format", "gputco-prices"}, {"version", 1}, {"prices", prices}};
    return QByteArray::fromStdString(doc.dump(2)) + '\n';
}

QString formatPriceForDisplay(const PriceRow &row)
{
    if (!row.hasPrice())
        return PriceIoTr::tr("quote needed");
    QStringList parts;
    if (row.upfrontAmount && *row.upfrontAmount > 0)
        parts << PriceIoTr::tr("%1 upfront").arg(QString::number(*row.upfrontAmount, 'f', 2));
    if (row.hourlyAmount)
        parts << PriceIoTr::tr("%1/h").arg(QString::number(*row.hourlyAmount, 'f', 4));
    if (row.monthlyAmount)
        parts << PriceIoTr::tr("%1/month").arg(QString::number(*row.monthlyAmount, 'f', 2));
    if (row.hourlyMin && row.hourlyMax)
        parts << PriceIoTr::tr("%1-%2/h").arg(
            QString::number(*row.hourlyMin, 'f', 4), QString::number(*row.hourlyMax, 'f', 4));
    if (row.monthlyMin && row.monthlyMax)
        parts << PriceIoTr::tr("%1-%2/month")
                     .arg(QString::number(*row.monthlyMin, 'f', 2), QString::number(*row.monthlyMax, 'f', 2));
    return parts.join(QStringLiteral(" + "));
}

} // namespace gputco
