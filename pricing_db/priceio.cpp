#include "priceio.h"

#include "csv.h"
#include "csvreader.h"
#include "currency.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <istream>
#include <optional>
#include <set>
#include <streambuf>
#include <string_view>
#include <vector>

namespace gputco {

namespace {

using json = nlohmann::json;

// Upper bounds that no real list price reaches: larger values are unit or typing errors.
constexpr double kMaxHourly = 1.0e5;
constexpr double kMaxMonthly = 1.0e8;
constexpr double kMaxUpfront = 1.0e9;

// Named context so that lupdate and the run-time lookup agree.
struct PriceIoTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PriceIo)
};

const char *const kColumns[] = {"id", "provider", "instance_type", "family", "gpu_model", "gpu_count", "vcpus",
                                "memory_gib", "region", "zone", "pricing_model", "term_months", "payment_option",
                                "upfront", "hourly", "monthly", "currency", "tax_included", "as_of", "source", "notes",
                                "hourly_min", "hourly_max", "monthly_min", "monthly_max", "as_of_basis",
                                "quote_vendor", "quote_contact", "tax_rate", "valid_from", "valid_until", "attachments"};
constexpr int kColumnCount = static_cast<int>(std::size(kColumns));

/** Indexes into kColumns. */
enum Col {
    CId, CProvider, CInstanceType, CFamily, CGpuModel, CGpuCount, CVcpus, CMemoryGib, CRegion, CZone,
    CPricingModel, CTermMonths, CPaymentOption, CUpfront, CHourly, CMonthly, CCurrency, CTaxIncluded,
    CAsOf, CSource, CNotes, CHourlyMin, CHourlyMax, CMonthlyMin, CMonthlyMax, CAsOfBasis,
    CQuoteVendor, CQuoteContact, CTaxRate, CValidFrom, CValidUntil, CAttachments
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
    Fields(const Fields &other) : mOwned(other.mOwned), mValues(other.mValues)
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

/**
 * Collects the issues of one file: the first kMaxListed are kept, the rest only counted, so
 * that the list does not grow with the file (issue 16). One cell checked twice in a row (a
 * SkyPilot row gives an on-demand and a spot price) is one issue.
 */
struct IssueSink
{
    IssueSink(const QString &f, QList<ImportIssue> &list, qint64 max) : file(f), issues(list), limit(max) {}

    QString file;
    QList<ImportIssue> &issues;
    qint64 limit;               ///< list at most this many, -1: all
    qint64 total = 0;           ///< every issue, listed or not
    qint64 notListed = 0;
    const QHash<QString, QString> *renames = nullptr; ///< column names of the file's own format
    QString hourlyAs;           ///< SkyPilot: the column the hourly amount came from
    qint64 dedupRow = -1;
    QSet<QString> dedupKeys;    ///< issues of row dedupRow

    void add(qint64 row, const QString &givenColumn, const QString &reason)
    {
        QString column = givenColumn;
        if (!hourlyAs.isEmpty() && column == QStringLiteral("hourly"))
            column = hourlyAs;
        else if (renames)
            column = renames->value(column, column);
        if (row != dedupRow) {
            dedupRow = row;
            dedupKeys.clear();
        }
        const QString key = column + u'\n' + reason;
        if (dedupKeys.contains(key))
            return;
        dedupKeys.insert(key);
        addListed({file, row, column, reason});
    }
    void addListed(const ImportIssue &issue)
    {
        ++total;
        if (limit < 0 || issues.size() < limit)
            issues.append(issue);
        else
            ++notListed;
    }
};

std::optional<double> parseAmount(IssueSink &sink, qint64 row, const QString &column,
                                  QStringView text, double max, bool allowZero)
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
        sink.add(row, column, allowZero ? PriceIoTr::tr("%1 is negative").arg(t)
                                        : PriceIoTr::tr("%1 is not a positive price").arg(t));
    } else if (value > max) {
        sink.add(row, column, PriceIoTr::tr("%1 is implausibly large (more than %2)").arg(t).arg(max, 0, 'g', 3));
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

bool validDateText(const QString &text)
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

/** What a reader does with each clean row. */
using RowHandler = std::function<void(PriceRow &)>;

/** Validates one row given as column -> text, handing a PriceRow on when it is clean. */
void validateRow(IssueSink &sink, qint64 rowNumber, const Fields &f, const RowHandler &onRow)
{
    const qint64 issuesBefore = sink.total;
    auto text = [&](Col column) { return f.value(column).trimmed(); };
    auto required = [&](Col column) {
        const QString value = text(column).toString();
        if (value.isEmpty())
            sink.add(rowNumber, columnName(column), PriceIoTr::tr("required value is empty"));
        return value;
    };

    PriceRow p;
    p.providerId = required(CProvider);
    p.instanceType = required(CInstanceType);
    p.region = required(CRegion);
    p.zone = text(CZone).toString();
    p.family = text(CFamily).toString();
    p.gpuLabel = text(CGpuModel).toString();
    p.pricingModel = required(CPricingModel);
    if (!p.pricingModel.isEmpty() && !isValidPricingModel(p.pricingModel))
        sink.add(rowNumber, QStringLiteral("pricing_model"),
                 PriceIoTr::tr("'%1' is not one of on_demand, reserved, spot").arg(p.pricingModel));

    if (const auto count = parseQuantity(sink, rowNumber, QStringLiteral("gpu_count"), text(CGpuCount))) {
        if (*count != std::floor(*count) || *count > 1024)
            sink.add(rowNumber, QStringLiteral("gpu_count"), PriceIoTr::tr("'%1' is not a whole number of GPUs").arg(text(CGpuCount)));
        else
            p.gpuCount = static_cast<int>(*count);
    }
    p.vcpus = parseQuantity(sink, rowNumber, QStringLiteral("vcpus"), text(CVcpus));
    p.memoryGib = parseQuantity(sink, rowNumber, QStringLiteral("memory_gib"), text(CMemoryGib));

    const QStringView term = text(CTermMonths);
    if (!term.isEmpty()) {
        bool ok = false;
        const int months = term.toInt(&ok);
        if (!ok || months < 1 || months > 120)
            sink.add(rowNumber, QStringLiteral("term_months"), PriceIoTr::tr("'%1' is not a term of 1 to 120 months").arg(term));
        else if (p.pricingModel != QStringLiteral("reserved"))
            sink.add(rowNumber, QStringLiteral("term_months"), PriceIoTr::tr("a term is only valid for reserved prices"));
        else
            p.termMonths = months;
    } else if (p.pricingModel == QStringLiteral("reserved")) {
        sink.add(rowNumber, QStringLiteral("term_months"), PriceIoTr::tr("reserved prices need a term in months"));
    }
    p.paymentOption = text(CPaymentOption).toString();
    if (!p.paymentOption.isEmpty() && p.paymentOption != QStringLiteral("all_upfront")
        && p.paymentOption != QStringLiteral("partial_upfront") && p.paymentOption != QStringLiteral("no_upfront"))
        sink.add(rowNumber, QStringLiteral("payment_option"),
                 PriceIoTr::tr("'%1' is not one of all_upfront, partial_upfront, no_upfront").arg(p.paymentOption));

    p.upfrontAmount = parseAmount(sink, rowNumber, QStringLiteral("upfront"), text(CUpfront), kMaxUpfront, true);
    p.hourlyAmount = parseAmount(sink, rowNumber, QStringLiteral("hourly"), text(CHourly), kMaxHourly, false);
    p.monthlyAmount = parseAmount(sink, rowNumber, QStringLiteral("monthly"), text(CMonthly), kMaxMonthly, false);
    // All upfront: the whole term is paid at the start. A row with only a monthly or hourly
    // amount would be priced as nothing paid up front and the term for free (issue 16).
    if (p.paymentOption == QStringLiteral("all_upfront") && text(CUpfront).isEmpty())
        sink.add(rowNumber, QStringLiteral("upfront"),
                 PriceIoTr::tr("all_upfront needs the upfront amount (the whole term paid at the start); a monthly or "
                               "hourly amount alone is no_upfront or partial_upfront"));
    // A published range keeps both ends (min <= max); the single amount may stay empty.
    auto range = [&](Col minColumn, Col maxColumn, double limit, std::optional<double> &min, std::optional<double> &max) {
        min = parseAmount(sink, rowNumber, columnName(minColumn), text(minColumn), limit, false);
        max = parseAmount(sink, rowNumber, columnName(maxColumn), text(maxColumn), limit, false);
        if (text(minColumn).isEmpty() != text(maxColumn).isEmpty())
            sink.add(rowNumber, columnName(text(minColumn).isEmpty() ? minColumn : maxColumn),
                     PriceIoTr::tr("a range needs both ends (%1 and %2)").arg(columnName(minColumn), columnName(maxColumn)));
        else if (min && max && *min > *max)
            sink.add(rowNumber, columnName(minColumn), PriceIoTr::tr("%1 is above %2").arg(*min).arg(*max));
    };
    range(CHourlyMin, CHourlyMax, kMaxHourly, p.hourlyMin, p.hourlyMax);
    range(CMonthlyMin, CMonthlyMax, kMaxMonthly, p.monthlyMin, p.monthlyMax);
    if (text(CUpfront).isEmpty() && text(CHourly).isEmpty() && text(CMonthly).isEmpty()
        && text(CHourlyMin).isEmpty() && text(CMonthlyMin).isEmpty())
        sink.add(rowNumber, QStringLiteral("hourly"), PriceIoTr::tr("no amount: give hourly, monthly or upfront"));

    p.currency = required(CCurrency);
    if (!p.currency.isEmpty() && !isKnownCurrencyCode(p.currency))
        sink.add(rowNumber, QStringLiteral("currency"),
                 PriceIoTr::tr("'%1' is not an ISO 4217 currency code (e.g. CNY, USD)").arg(p.currency));

    const QString tax = text(CTaxIncluded).toString().toLower();
    if (tax == QStringLiteral("true") || tax == QStringLiteral("1") || tax == QStringLiteral("yes"))
        p.taxIncluded = true;
    else if (tax == QStringLiteral("false") || tax == QStringLiteral("0") || tax == QStringLiteral("no"))
        p.taxIncluded = false;
    else if (!tax.isEmpty())
        sink.add(rowNumber, QStringLiteral("tax_included"), PriceIoTr::tr("'%1' is not true or false").arg(tax));

    p.asOf = text(CAsOf).toString();
    if (!p.asOf.isEmpty() && !validDateText(p.asOf))
        sink.add(rowNumber, QStringLiteral("as_of"), PriceIoTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(p.asOf));
    p.asOfBasis = text(CAsOfBasis).toString();
    if (!p.asOfBasis.isEmpty() && p.asOfBasis != QStringLiteral("commit"))
        sink.add(rowNumber, QStringLiteral("as_of_basis"),
                 PriceIoTr::tr("'%1' is not empty or commit (as_of is the source file's commit date)").arg(p.asOfBasis));
    // A quote (schema 6): who gave it, the VAT rate, the days it is valid, its attachments.
    p.quoteVendor = text(CQuoteVendor).toString();
    p.quoteContact = text(CQuoteContact).toString();
    const QStringView taxRate = text(CTaxRate);
    if (!taxRate.isEmpty()) {
        bool ok = false;
        const double rate = taxRate.toDouble(&ok);
        if (!ok || !std::isfinite(rate))
            sink.add(rowNumber, columnName(CTaxRate), PriceIoTr::tr("'%1' is not a number").arg(taxRate));
        else if (rate < 0 || rate > 100)
            sink.add(rowNumber, columnName(CTaxRate),
                     PriceIoTr::tr("%1 is not a tax rate from 0 to 100 (percent)").arg(taxRate));
        else if (!p.taxIncluded && tax.isEmpty())
            sink.add(rowNumber, columnName(CTaxRate),
                     PriceIoTr::tr("a tax rate needs tax_included (true: the amount includes the tax; false: it "
                                   "does not)"));
        else
            p.taxRatePercent = rate;
    }
    // Validity dates are whole days (YYYY-MM-DD): a quote ends on a day, not in a month.
    auto validityDate = [&](Col column) {
        const QString value = text(column).toString();
        if (!value.isEmpty() && !QDate::fromString(value, Qt::ISODate).isValid()) {
            sink.add(rowNumber, columnName(column), PriceIoTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(value));
            return QString();
        }
        return value;
    };
    p.validFrom = validityDate(CValidFrom);
    p.validUntil = validityDate(CValidUntil);
    if (!p.validFrom.isEmpty() && !p.validUntil.isEmpty() && p.validUntil < p.validFrom)
        sink.add(rowNumber, columnName(CValidUntil),
                 PriceIoTr::tr("%1 is before valid_from %2").arg(p.validUntil, p.validFrom));
    for (const QString &name : text(CAttachments).toString().split(u';', Qt::SkipEmptyParts)) {
        const QString trimmed = name.trimmed();
        if (trimmed.isEmpty())
            continue;
        // File names only: the catalog keeps the names, not the files or where they lie.
        if (trimmed.contains(u'/') || trimmed.contains(u'\\'))
            sink.add(rowNumber, columnName(CAttachments),
                     PriceIoTr::tr("'%1' is a path; give the file name only").arg(trimmed));
        else
            p.attachments.append(trimmed);
    }
    // Free text is stored as given (prepared statements), only surrounding space trimmed.
    p.source = f.value(CSource).toString();
    p.notes = f.value(CNotes).toString();
    p.id = text(CId).toString();
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

/**
 * Ids of the rows read so far, as 64-bit hashes in an open-addressing table (8 to 16 bytes a
 * row instead of the id text). The hash is std::hash of the UTF-16 text (libstdc++: MurmurHash2
 * 64-bit), with which two different ids collide with a chance of about n^2 / 2^65, 3e-8 for a
 * million rows. Not qHash: Qt 6.4's seeded string hash gave 450 collisions among the 100,000
 * ids of bench_pricing_db for 12 of 400 seeds (its seed is random per process).
 */
class IdHashSet
{
public:
    /// False when @p id was inserted before.
    bool insert(QStringView id)
    {
        quint64 h = std::hash<std::u16string_view>{}(
            std::u16string_view(reinterpret_cast<const char16_t *>(id.utf16()), std::size_t(id.size())));
        if (h == 0)
            h = 1; // 0 marks an empty slot
        if ((mCount + 1) * 4 > qsizetype(mSlots.size()) * 3)
            grow();
        const std::size_t mask = mSlots.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask) {
            if (mSlots[i] == h)
                return false;
            if (mSlots[i] == 0) {
                mSlots[i] = h;
                ++mCount;
                return true;
            }
        }
    }

private:
    void grow()
    {
        std::vector<quint64> old(std::max<std::size_t>(mSlots.size() * 2, 1024), 0);
        old.swap(mSlots);
        const std::size_t mask = mSlots.size() - 1;
        for (const quint64 h : old) {
            if (h == 0)
                continue;
            std::size_t i = h & mask;
            while (mSlots[i] != 0)
                i = (i + 1) & mask;
            mSlots[i] = h;
        }
    }
    std::vector<quint64> mSlots;
    qsizetype mCount = 0;
};

/** One streaming read of a price list: its issues, the rows handed on and the ids seen. */
struct ReadContext
{
    ReadContext(const QString &f, qint64 limit, const PriceRowHandler &handler)
        : file(f), sink{f, rowIssues, limit}, utf8{f, utf8Issues, limit}, onRow(handler)
    {
        // Duplicate ids inside one file would silently overwrite each other.
        cleanRow = [this](PriceRow &p) {
            if (!ids.insert(p.id))
                sink.addListed({file, 0, QStringLiteral("id"), PriceIoTr::tr("id '%1' appears more than once").arg(p.id)});
            ++rows;
            onRow(p, sink.total == 0 && utf8.total == 0 && !fileIssue);
        };
    }
    ReadContext(const ReadContext &) = delete;

    QString file;
    QList<ImportIssue> rowIssues;
    QList<ImportIssue> utf8Issues;
    IssueSink sink;
    IssueSink utf8;                       ///< lines that are not UTF-8: they replace every other issue
    std::optional<ImportIssue> fileIssue; ///< the whole file is unusable (JSON syntax, version ...)
    const PriceRowHandler &onRow;
    RowHandler cleanRow;
    IdHashSet ids;
    qint64 rows = 0;
};

/** The 1-based line of byte @p offset of @p file (read again in blocks, only after an error). */
qint64 lineAtOffset(const QString &file, qint64 offset)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    qint64 line = 1;
    qint64 left = offset;
    QByteArray block(qsizetype(1) << 16, Qt::Uninitialized);
    while (left > 0) {
        const qint64 got = f.read(block.data(), qMin<qint64>(left, block.size()));
        if (got <= 0)
            break;
        line += QByteArrayView(block.constData(), got).count('\n');
        left -= got;
    }
    return line;
}

/** Adds the lines of @p file that are not UTF-8, read in blocks of whole lines. */
void checkUtf8(const QString &file, IssueSink &sink)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QByteArray pending;
    qint64 firstLine = 1;
    for (bool end = false; !end;) {
        const QByteArray block = f.read(qint64(1) << 20);
        end = block.isEmpty();
        pending += block;
        const qsizetype cut = end ? pending.size() : pending.lastIndexOf('\n') + 1;
        if (cut <= 0)
            continue;
        const QByteArray lines = pending.left(cut);
        pending.remove(0, cut);
        for (const qint64 line : invalidUtf8Lines(lines))
            sink.addListed({file, firstLine + line - 1, QStringLiteral("-"), PriceIoTr::tr("line is not valid UTF-8")});
        firstLine += lines.count('\n');
    }
}

/**
 * Reads CSV records a batch at a time: @p onHeader checks the header (false: the rows are not
 * read), @p onRecord gets every record with as many fields as the header.
 */
template <typename HeaderFn, typename RecordFn>
void streamCsv(ReadContext &ctx, QIODevice &device, ParsedPriceList &out, HeaderFn onHeader, RecordFn onRecord)
{
    CsvFileReader reader(&device);
    CsvDocument batch;
    bool haveHeader = false;
    bool headerOk = false;
    QStringList header;
    while (reader.nextBatch(batch)) {
        for (const qint64 line : std::as_const(batch.invalidUtf8Lines))
            ctx.utf8.addListed({ctx.file, line, QStringLiteral("-"), PriceIoTr::tr("line is not valid UTF-8")});
        if (ctx.utf8.total > 0)
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
            if (record.fields.size() != header.size()) {
                ctx.sink.add(record.line, QStringLiteral("-"),
                             PriceIoTr::tr("row has %1 fields, the header has %2 (truncated file?)")
                                 .arg(record.fields.size()).arg(header.size()));
                continue;
            }
            onRecord(record, header);
        }
        if (batch.unterminatedQuote)
            ctx.sink.add(batch.unterminatedQuoteLine, QStringLiteral("-"),
                         PriceIoTr::tr("quoted field is not closed before the end of the file (truncated file?)"));
    }
    if (!reader.errorString().isEmpty())
        out.error = PriceIoTr::tr("%1: cannot read the file: %2").arg(ctx.file, reader.errorString());
    else if (!haveHeader && ctx.utf8.total == 0)
        ctx.sink.add(1, QStringLiteral("-"), PriceIoTr::tr("the file is empty"));
}

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
    streamCsv(ctx, device, out, onHeader, onRecord);
}

/** A std::streambuf over a QIODevice, so that nlohmann::json reads the file a block at a time. */
class DeviceStreamBuf : public std::streambuf
{
public:
    explicit DeviceStreamBuf(QIODevice &device) : mDevice(device) {}

protected:
    int_type underflow() override
    {
        const qint64 got = mDevice.read(mBlock.data(), qint64(mBlock.size()));
        if (got <= 0)
            return traits_type::eof();
        setg(mBlock.data(), mBlock.data(), mBlock.data() + got);
        return traits_type::to_int_type(mBlock[0]);
    }

private:
    QIODevice &mDevice;
    std::array<char, 1 << 16> mBlock{};
};

/**
 * SAX handler of the price-list JSON: one price entry at a time is collected and validated,
 * the document is never built. Keeps every check of the whole-document reader: duplicate keys
 * (named by path), the "prices" array, format and version, unknown and nested fields.
 */
class PriceJsonHandler final : public json::json_sax_t
{
public:
    PriceJsonHandler(ReadContext &ctx, ParsedPriceList &out) : mCtx(ctx), mOut(out) {}

    bool null() override { return scalar(Scalar{}); }
    bool boolean(bool value) override
    {
        return scalar(Scalar{value ? QStringLiteral("true") : QStringLiteral("false")});
    }
    bool number_integer(number_integer_t value) override
    {
        return scalar(Scalar{QString::number(value), false, true, value == 1});
    }
    bool number_unsigned(number_unsigned_t value) override
    {
        return scalar(Scalar{QString::number(static_cast<qint64>(value)), false, true, value == 1});
    }
    bool number_float(number_float_t value, const string_t &) override
    {
        return scalar(Scalar{QString::number(value, 'g', 17)});
    }
    bool string(string_t &value) override { return scalar(Scalar{QString::fromStdString(value), true}); }
    bool binary(binary_t &) override { return scalar(Scalar{}); }
    bool start_object(std::size_t) override { return container(true); }
    bool start_array(std::size_t) override { return container(false); }
    bool end_object() override
    {
        const Role role = mFrames.back().role;
        mFrames.pop_back();
        if (role == Role::Entry)
            finishEntry();
        return true;
    }
    bool end_array() override
    {
        mFrames.pop_back();
        return true;
    }
    bool key(string_t &name) override
    {
        Frame &f = mFrames.back();
        f.key = name;
        if (!f.keys.insert(name).second && mDuplicatePath.isEmpty())
            mDuplicatePath = pathHere() + QLatin1Char('.') + QString::fromStdString(name);
        return true;
    }
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex) override
    {
        mSyntaxError = true;
        if (dynamic_cast<const json::parse_error *>(&ex)) {
            // position counts the bytes read, so the offending byte is at index position - 1.
            const qint64 offset = qMax<qint64>(0, static_cast<qint64>(position) - 1);
            mCtx.fileIssue = ImportIssue{mCtx.file, lineAtOffset(mCtx.file, offset), QStringLiteral("-"),
                                         PriceIoTr::tr("not valid JSON near byte %1 (truncated file?)")
                                             .arg(static_cast<qint64>(position))};
        } else {
            // Not a syntax error: a number too large for a double (1e999) is out_of_range.
            mCtx.fileIssue = ImportIssue{mCtx.file, 1, QStringLiteral("-"),
                                         PriceIoTr::tr("not valid JSON (%1)").arg(QString::fromUtf8(ex.what()))};
        }
        return false;
    }

    /// After the parse: the problems of the document as a whole, in the order the old reader checked them.
    void finish()
    {
        if (mSyntaxError) {
            checkUtf8(mCtx.file, mCtx.utf8);
            return;
        }
        auto fileIssue = [&](const QString &column, const QString &reason) {
            mCtx.fileIssue = ImportIssue{mCtx.file, 1, column, reason};
        };
        if (!mDuplicatePath.isEmpty())
            fileIssue(mDuplicatePath, PriceIoTr::tr("the key is given twice in one object; keep one"));
        else if (!mRootIsObject || !mPricesIsArray)
            fileIssue(QStringLiteral("prices"), PriceIoTr::tr("expected an object with a \"prices\" array"));
        // A later version may mean something else by the same keys: refuse it rather than guess.
        else if (mFormatSeen && !mFormatOk)
            fileIssue(QStringLiteral("format"), PriceIoTr::tr("expected \"gputco-prices\""));
        else if (mVersionSeen && !mVersionOk)
            fileIssue(QStringLiteral("version"),
                      PriceIoTr::tr("price-list version %1 is not supported: this program reads version 1").arg(mVersionText));
    }

private:
    enum class Role { Root, Prices, Entry, Book, Other };
    struct Frame
    {
        Role role = Role::Other;
        bool array = false;
        long long index = -1;
        std::string key;
        std::set<std::string> keys;
    };
    struct Scalar
    {
        QString text;
        bool isString = false;
        bool isInteger = false;
        bool isOne = false;
    };

    QString pathHere() const
    {
        QString p = QStringLiteral("$");
        for (std::size_t i = 1; i < mFrames.size(); ++i) {
            const Frame &parent = mFrames[i - 1];
            p += parent.array ? QStringLiteral("[%1]").arg(parent.index)
                              : QLatin1Char('.') + QString::fromStdString(parent.key);
        }
        return p;
    }

    /// A value starts where the top frame says; returns the role a container there gets.
    Role place(const Scalar *value, bool object)
    {
        const bool isContainer = value == nullptr;
        if (mFrames.empty()) {
            mRootIsObject = object;
            return object ? Role::Root : Role::Other;
        }
        Frame &top = mFrames.back();
        if (top.array)
            ++top.index;
        switch (top.role) {
        case Role::Root:
            if (top.key == "prices") {
                mPricesIsArray = isContainer && !object;
                return mPricesIsArray ? Role::Prices : Role::Other;
            }
            if (top.key == "format") {
                mFormatSeen = true;
                mFormatOk = value && value->isString && value->text == QStringLiteral("gputco-prices");
            } else if (top.key == "version") {
                mVersionSeen = true;
                mVersionOk = value && value->isInteger && value->isOne;
                mVersionText = value ? value->text : QString();
            } else if (top.key == "price_book" && object) {
                return Role::Book;
            }
            return Role::Other;
        case Role::Prices:
            mRow = top.index + 1;
            if (object) {
                mFields.emplace();
                mEntryIssues.clear();
                return Role::Entry;
            }
            mCtx.sink.add(mRow, QStringLiteral("-"), PriceIoTr::tr("price entry is not an object"));
            return Role::Other;
        case Role::Entry: {
            const QString key = QString::fromStdString(top.key);
            if (!mKnown.contains(key) && key != QStringLiteral("status"))
                mEntryIssues.emplace_back(top.key, PriceIoTr::tr("unknown field"));
            else if (isContainer)
                mEntryIssues.emplace_back(top.key, PriceIoTr::tr("expected a string, number or boolean"));
            else
                mFields->insert(key, value->text);
            return Role::Other;
        }
        case Role::Book:
            if (top.key == "name")
                mOut.bookName = value ? value->text : QString();
            else if (top.key == "as_of")
                mOut.bookAsOf = value ? value->text : QString();
            else if (top.key == "source")
                mOut.bookSource = value ? value->text : QString();
            return Role::Other;
        case Role::Other:
            break;
        }
        return Role::Other;
    }
    bool scalar(const Scalar &value)
    {
        place(&value, false);
        return true;
    }
    bool container(bool object)
    {
        const Role role = place(nullptr, object);
        mFrames.push_back(Frame{role, !object, -1, {}, {}});
        return true;
    }
    void finishEntry()
    {
        // The whole-document reader met the keys of an entry in sorted order.
        std::stable_sort(mEntryIssues.begin(), mEntryIssues.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &[key, reason] : mEntryIssues)
            mCtx.sink.add(mRow, QString::fromStdString(key), reason);
        if (mEntryIssues.empty())
            validateRow(mCtx.sink, mRow, *mFields, mCtx.cleanRow);
        mFields.reset();
    }

    ReadContext &mCtx;
    ParsedPriceList &mOut;
    const QStringList mKnown = priceListColumns();
    std::vector<Frame> mFrames;
    std::optional<Fields> mFields;
    std::vector<std::pair<std::string, QString>> mEntryIssues;
    qint64 mRow = 0;
    QString mDuplicatePath;
    bool mSyntaxError = false;
    bool mRootIsObject = false;
    bool mPricesIsArray = false;
    bool mFormatSeen = false;
    bool mFormatOk = false;
    bool mVersionSeen = false;
    bool mVersionOk = false;
    QString mVersionText;
};

void readExchangeJson(ReadContext &ctx, QIODevice &device, ParsedPriceList &out)
{
    DeviceStreamBuf buffer(device);
    std::istream stream(&buffer);
    PriceJsonHandler handler(ctx, out);
    json::sax_parse(stream, &handler);
    handler.finish();
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
        for (const char *column : {"InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs",
                                   "MemoryGiB", "Price", "SpotPrice", "Region"}) {
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
    streamCsv(ctx, device, out, onHeader, onRecord);
}

QString amountText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 15) : QString();
}

} // namespace

QStringList priceListColumns()
{
    return {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("instance_type"),
            QStringLiteral("family"), QStringLiteral("gpu_model"), QStringLiteral("gpu_count"),
            QStringLiteral("vcpus"), QStringLiteral("memory_gib"), QStringLiteral("region"),
            QStringLiteral("zone"), QStringLiteral("pricing_model"), QStringLiteral("term_months"),
            QStringLiteral("payment_option"), QStringLiteral("upfront"), QStringLiteral("hourly"),
            QStringLiteral("monthly"), QStringLiteral("currency"), QStringLiteral("tax_included"),
            QStringLiteral("as_of"), QStringLiteral("source"), QStringLiteral("notes"),
            QStringLiteral("hourly_min"), QStringLiteral("hourly_max"), QStringLiteral("monthly_min"),
            QStringLiteral("monthly_max"), QStringLiteral("as_of_basis"), QStringLiteral("quote_vendor"),
            QStringLiteral("quote_contact"), QStringLiteral("tax_rate"), QStringLiteral("valid_from"),
            QStringLiteral("valid_until"), QStringLiteral("attachments")};
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
    return {};
}

QString priceListFileProblem(const QString &file, const ImportOptions &options)
{
    QFile input(file);
    ImportOptions::Format format = options.format;
    return openPriceList(input, format);
}

ParsedPriceList readPriceList(const QString &file, const ImportOptions &options,
                              const PriceRowHandler &onRow, qint64 maxListedIssues)
{
    ParsedPriceList out;
    QFile input(file);
    ImportOptions::Format format = options.format;
    out.error = openPriceList(input, format);
    if (!out.error.isEmpty())
        return out;
    ReadContext ctx(file, maxListedIssues, onRow);
    switch (format) {
    case ImportOptions::Format::Json:
        readExchangeJson(ctx, input, out);
        break;
    case ImportOptions::Format::SkyPilot:
        readSkyPilot(ctx, input, options, out);
        break;
    default:
        readExchangeCsv(ctx, input, out);
        break;
    }
    // Lines that are not UTF-8 come first (the old reader checked the whole file before
    // anything else), then a problem of the whole file, then the rows' problems.
    if (ctx.utf8.total > 0) {
        out.invalidUtf8 = true;
        out.issues = std::move(ctx.utf8Issues);
        out.issuesNotListed = ctx.utf8.notListed;
    } else if (ctx.fileIssue) {
        out.issues = {*ctx.fileIssue};
    } else {
        out.issues = std::move(ctx.rowIssues);
        out.issuesNotListed = ctx.sink.notListed;
    }
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
    ParsedPriceList out = readPriceList(file, options, [&rows](PriceRow &row, bool) { rows.append(std::move(row)); }, -1);
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
                           p.gpuModelId.isEmpty() ? p.gpuLabel : p.gpuModelId,
                           p.gpuCount ? QString::number(*p.gpuCount) : QString(),
                           amountText(p.vcpus), amountText(p.memoryGib), p.region, p.zone,
                           p.pricingModel, p.termMonths ? QString::number(*p.termMonths) : QString(),
                           p.paymentOption, amountText(p.upfrontAmount), amountText(p.hourlyAmount),
                           amountText(p.monthlyAmount), p.currency,
                           p.taxIncluded ? (*p.taxIncluded ? QStringLiteral("true") : QStringLiteral("false")) : QString(),
                           p.asOf, p.source, p.notes, amountText(p.hourlyMin), amountText(p.hourlyMax),
                           amountText(p.monthlyMin), amountText(p.monthlyMax), p.asOfBasis,
                           p.quoteVendor, p.quoteContact, amountText(p.taxRatePercent), p.validFrom,
                           p.validUntil, p.attachments.join(u';')};
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
        parts << PriceIoTr::tr("%1-%2/h").arg(QString::number(*row.hourlyMin, 'f', 4), QString::number(*row.hourlyMax, 'f', 4));
    if (row.monthlyMin && row.monthlyMax)
        parts << PriceIoTr::tr("%1-%2/month").arg(QString::number(*row.monthlyMin, 'f', 2), QString::number(*row.monthlyMax, 'f', 2));
    return parts.join(QStringLiteral(" + "));
}

} // namespace gputco
