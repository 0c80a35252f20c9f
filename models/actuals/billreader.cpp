#include "billreader.h"

#include "billcolumns.h"
#include "csvreader.h"
#include "currency.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BillReader)
};

/// The largest amount or quantity a bill row may have: beyond it, a unit or typing error.
constexpr double kMaxBillAmount = 1e12;

/// A null cell: empty, or the literal null the spec's samples write (2.1).
bool isNull(QStringView cell)
{
    const QStringView t = cell.trimmed();
    return t.isEmpty() || t == u"null";
}

QString id(FocusCol col)
{
    return QString::fromLatin1(focusColumn(col).id);
}

/**
 * The rows seen, as 64-bit hashes of their fields with the file line of the first (16 bytes a
 * row): an open-addressing table that finds a row repeated exactly (the idea of IdHashSet in
 * pricing_db/listreader.h, kept here until bills have their own capped set).
 */
class DuplicateRows
{
public:
    /// 0 when @p hash is new (it is inserted with @p line); else the line of the first row with it.
    qint64 insert(quint64 hash, qint64 line)
    {
        if (hash == 0)
            hash = 1; // 0 marks an empty slot
        if ((mCount + 1) * 2 > qsizetype(mSlots.size()))
            grow();
        const size_t mask = mSlots.size() - 1;
        for (size_t i = size_t(hash) & mask;; i = (i + 1) & mask) {
            Slot &slot = mSlots[i];
            if (slot.hash == 0) {
                slot = {hash, line};
                ++mCount;
                return 0;
            }
            if (slot.hash == hash)
                return slot.line;
        }
    }

private:
    struct Slot
    {
        quint64 hash = 0;
        qint64 line = 0;
    };
    void grow()
    {
        std::vector<Slot> old(mSlots.empty() ? 1024 : mSlots.size() * 2);
        old.swap(mSlots);
        const size_t mask = mSlots.size() - 1;
        for (const Slot &slot : old) {
            if (slot.hash == 0)
                continue;
            size_t i = size_t(slot.hash) & mask;
            while (mSlots[i].hash != 0)
                i = (i + 1) & mask;
            mSlots[i] = slot;
        }
    }
    std::vector<Slot> mSlots;
    qsizetype mCount = 0;
};

/** A date-time cell read: seconds since 1970 (UTC) and its month. */
struct DateTime
{
    qint64 seconds = 0;
    QString month; ///< YYYY-MM
};

/// YYYY-MM-DDTHH:mm:ssZ, optionally with 1 to 3 digits of a second after a point (FOCUS date-time format).
std::optional<DateTime> parseDateTime(QStringView t)
{
    const auto digits = [&](qsizetype from, qsizetype count, int &value) {
        value = 0;
        for (qsizetype i = from; i < from + count; ++i) {
            const QChar c = t.at(i);
            if (c < u'0' || c > u'9')
                return false;
            value = value * 10 + (c.unicode() - u'0');
        }
        return true;
    };
    if (t.size() < 20 || t.size() > 24 || t.back() != u'Z')
        return std::nullopt;
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, frac = 0;
    if (!digits(0, 4, y) || t.at(4) != u'-' || !digits(5, 2, mo) || t.at(7) != u'-' || !digits(8, 2, d)
        || t.at(10) != u'T' || !digits(11, 2, h) || t.at(13) != u':' || !digits(14, 2, mi) || t.at(16) != u':'
        || !digits(17, 2, s))
        return std::nullopt;
    if (t.size() > 20 && (t.size() == 21 || t.at(19) != u'.' || !digits(20, t.size() - 21, frac)))
        return std::nullopt;
    const QDate date(y, mo, d);
    if (!date.isValid() || h > 23 || mi > 59 || s > 59)
        return std::nullopt;
    return DateTime{
        (date.toJulianDay() - QDate(1970, 1, 1).toJulianDay()) * 86400 + h * 3600 + mi * 60 + s, t.first(7).toString()};
}

/// Sums per (month, currency), sorted by month then currency.
using Totals = std::map<std::pair<QString, QString>, BillTotal>;

QList<BillTotal> toList(const Totals &totals)
{
    QList<BillTotal> list;
    list.reserve(qsizetype(totals.size()));
    for (const auto &[key, total] : totals)
        list << total;
    return list;
}

/// Why the first bytes are not a CSV text bill (another format, UTF-16), or empty.
QString formatProblem(QIODevice &device)
{
    const QByteArray head = device.peek(4096);
    if (head.startsWith("PAR1"))
        return Tr::tr("a Parquet file: export the bill as CSV");
    if (head.startsWith("\x1f\x8b"))
        return Tr::tr("gzip-compressed: unpack it first");
    if (head.startsWith("PK\x03\x04"))
        return Tr::tr("a zip archive: unpack it first");
    if (head.startsWith("\xff\xfe") || head.startsWith("\xfe\xff"))
        return Tr::tr("is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8");
    // A bill's header is ASCII: in UTF-16 every other byte of it is NUL.
    if (head.count('\0') * 4 >= head.size() && !head.isEmpty())
        return Tr::tr("looks like UTF-16 without a byte-order mark: save it as UTF-8");
    return {};
}

/** The checks of one row's cells; each problem goes to the file's issues. */
class RowReader
{
public:
    RowReader(const FocusHeader &header, const BillReadOptions &options, BillCheck &check)
        : mHeader(header)
        , mOptions(options)
        , mCheck(check)
    { }

    void read(const CsvRecord &record);

    Totals byCharge;
    Totals byBilling;

private:
    QStringView cell(FocusCol col) const { return mFields->at(mHeader.at(col)); }
    void problem(FocusCol col, const QString &reason) { mCheck.issues.add(mLine, id(col), reason); }
    void empty(FocusCol col)
    {
        problem(col, Tr::tr("required value is empty (FOCUS: %1 MUST NOT be null)").arg(id(col)));
    }
    /// The amount of @p col; nullopt when null (a problem if @p required) or not a plain number.
    std::optional<double> decimal(FocusCol col, bool required);
    std::optional<DateTime> dateTime(FocusCol col);
    /// The value of @p col when it is one of @p allowed (nullopt when null or not one: a problem
    /// then, and when null if @p required).
    std::optional<QString> allowed(FocusCol col, const QStringList &allowed, bool required);
    /// A row repeated exactly (unless --allow-duplicate-rows).
    void checkDuplicate(const CsvRecord &record);
    /// Another ServiceCategory than FOCUS's is a warning, once a value.
    void checkServiceCategory();
    /// The row's currency (BillingCurrency checked against --currency); ProviderName not null.
    QString readCurrency();
    void checkTags();
    void addTotal(
        Totals &totals, const QString &month, const QString &currency, double billed, double effective, double unused);

    const FocusHeader &mHeader;
    const BillReadOptions &mOptions;
    BillCheck &mCheck;
    const QList<QStringView> *mFields = nullptr;
    qint64 mLine = 0;
    DuplicateRows mSeen;
    std::u16string mJoined;
    QSet<QString> mWarnedServiceCategories;
};

std::optional<double> RowReader::decimal(FocusCol col, bool required)
{
    if (!mHeader.has(col))
        return std::nullopt;
    const QStringView t = cell(col).trimmed();
    if (isNull(t)) {
        if (required)
            empty(col);
        return std::nullopt;
    }
    if (t.contains(u'$') || t.contains(u',')) {
        problem(
            col, Tr::tr("'%1' is not a number (FOCUS numbers have no currency symbol or thousands separator)").arg(t));
        return std::nullopt;
    }
    if (t.startsWith(u'+')) {
        problem(col, Tr::tr("'%1' is not a number (FOCUS numbers have no plus sign)").arg(t));
        return std::nullopt;
    }
    bool ok = false;
    const double value = t.toDouble(&ok);
    if (!ok)
        problem(col, Tr::tr("'%1' is not a number").arg(t));
    else if (!std::isfinite(value))
        problem(col, Tr::tr("'%1' is not a finite number").arg(t));
    else if (std::abs(value) > kMaxBillAmount)
        problem(col, Tr::tr("%1 is implausibly large (more than %2)").arg(t).arg(kMaxBillAmount, 0, 'g', 3));
    else
        return value;
    return std::nullopt;
}

std::optional<DateTime> RowReader::dateTime(FocusCol col)
{
    const QStringView t = cell(col);
    if (isNull(t)) {
        empty(col);
        return std::nullopt;
    }
    std::optional<DateTime> value = parseDateTime(t);
    if (!value)
        problem(col, Tr::tr("'%1' is not a date-time YYYY-MM-DDTHH:mm:ssZ (UTC)").arg(t));
    return value;
}

std::optional<QString> RowReader::allowed(FocusCol col, const QStringList &allowed, bool required)
{
    if (!mHeader.has(col))
        return std::nullopt;
    const QStringView t = cell(col);
    if (isNull(t)) {
        if (required)
            empty(col);
        return std::nullopt;
    }
    for (const QString &value : allowed)
        if (t == value)
            return value;
    problem(col, Tr::tr("'%1' is not one of %2").arg(t, allowed.join(QStringLiteral(", "))));
    return std::nullopt;
}

void RowReader::addTotal(
    Totals &totals, const QString &month, const QString &currency, double billed, double effective, double unused)
{
    BillTotal &total = totals[{month, currency}];
    total.month = month;
    total.currency = currency;
    ++total.rows;
    total.billed += billed;
    total.effective += effective;
    total.unusedCommitment += unused;
}

void RowReader::checkDuplicate(const CsvRecord &record)
{
    if (!mOptions.allowDuplicateRows) {
        mJoined.clear();
        for (const QStringView field : record.fields) {
            mJoined.append(reinterpret_cast<const char16_t *>(field.utf16()), size_t(field.size()));
            mJoined.push_back(u'\x1f');
        }
        const quint64 hash = std::hash<std::u16string_view>{}(mJoined);
        if (const qint64 first = mSeen.insert(hash, mLine); first > 0)
            mCheck.issues.add(mLine, QStringLiteral("-"),
                Tr::tr("repeats row %1 exactly (a copied export counts twice; give --allow-duplicate-rows if the "
                       "bill really has both)")
                    .arg(first));
    }
}

void RowReader::checkServiceCategory()
{
    if (mHeader.has(FocusCol::ServiceCategory)) {
        static const QStringList categories = {QStringLiteral("AI and Machine Learning"), QStringLiteral("Analytics"),
            QStringLiteral("Business Applications"), QStringLiteral("Compute"), QStringLiteral("Databases"),
            QStringLiteral("Developer Tools"), QStringLiteral("Multicloud"), QStringLiteral("Identity"),
            QStringLiteral("Integration"), QStringLiteral("Internet of Things"),
            QStringLiteral("Management and Governance"), QStringLiteral("Media"), QStringLiteral("Migration"),
            QStringLiteral("Mobile"), QStringLiteral("Networking"), QStringLiteral("Security"),
            QStringLiteral("Storage"), QStringLiteral("Web"), QStringLiteral("Other")};
        const QStringView t = cell(FocusCol::ServiceCategory);
        if (!isNull(t) && !categories.contains(t) && !mWarnedServiceCategories.contains(t.toString())) {
            mWarnedServiceCategories.insert(t.toString());
            mCheck.warnings << Tr::tr("row %1, column ServiceCategory: '%2' is not a FOCUS service category: taken "
                                      "as Other")
                                   .arg(mLine)
                                   .arg(t);
        }
    }
}

QString RowReader::readCurrency()
{
    QString currency = mOptions.currency;
    if (mHeader.has(FocusCol::BillingCurrency)) {
        const QStringView t = cell(FocusCol::BillingCurrency);
        if (isNull(t))
            empty(FocusCol::BillingCurrency);
        else if (!isKnownCurrencyCode(t.toString()))
            problem(FocusCol::BillingCurrency, Tr::tr("'%1' is not an ISO 4217 currency code (e.g. CNY, USD)").arg(t));
        else if (!mOptions.currency.isEmpty() && t != mOptions.currency)
            problem(FocusCol::BillingCurrency, Tr::tr("'%1', but --currency says %2").arg(t, mOptions.currency));
        else
            currency = t.toString();
    }
    if (mHeader.has(FocusCol::ProviderName) && mOptions.provider.isEmpty() && isNull(cell(FocusCol::ProviderName)))
        empty(FocusCol::ProviderName);
    return currency;
}

void RowReader::checkTags()
{
    if (mHeader.has(FocusCol::Tags) && !isNull(cell(FocusCol::Tags))) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(cell(FocusCol::Tags).toUtf8(), &error);
        bool scalars = error.error == QJsonParseError::NoError && doc.isObject();
        if (scalars) {
            const QJsonObject tags = doc.object();
            for (auto it = tags.begin(); it != tags.end(); ++it)
                scalars = scalars && !it.value().isArray() && !it.value().isObject();
        }
        if (!scalars)
            problem(FocusCol::Tags, Tr::tr("Tags is not a JSON object of keys and scalar values"));
    }
}

void RowReader::read(const CsvRecord &record)
{
    mFields = &record.fields;
    mLine = record.line;
    const qint64 before = mCheck.issues.total();

    checkDuplicate(record);

    const std::optional<double> billed = decimal(FocusCol::BilledCost, true);
    const std::optional<double> effective = decimal(FocusCol::EffectiveCost, true);
    for (const FocusCol col : {FocusCol::ListCost, FocusCol::ContractedCost, FocusCol::PricingQuantity,
             FocusCol::ConsumedQuantity, FocusCol::CommitmentDiscountQuantity})
        decimal(col, false);

    const std::optional<QString> category = allowed(FocusCol::ChargeCategory,
        {QStringLiteral("Usage"), QStringLiteral("Purchase"), QStringLiteral("Tax"), QStringLiteral("Credit"),
            QStringLiteral("Adjustment")},
        true);
    allowed(FocusCol::ChargeClass, {QStringLiteral("Correction")}, false);
    allowed(FocusCol::ChargeFrequency,
        {QStringLiteral("One-Time"), QStringLiteral("Recurring"), QStringLiteral("Usage-Based")}, false);
    allowed(FocusCol::PricingCategory,
        {QStringLiteral("Standard"), QStringLiteral("Dynamic"), QStringLiteral("Committed"), QStringLiteral("Other")},
        false);
    allowed(FocusCol::CommitmentDiscountCategory, {QStringLiteral("Spend"), QStringLiteral("Usage")}, false);
    const std::optional<QString> status
        = allowed(FocusCol::CommitmentDiscountStatus, {QStringLiteral("Used"), QStringLiteral("Unused")}, false);
    if (!status && category == QLatin1String("Usage") && mHeader.has(FocusCol::CommitmentDiscountId)
        && mHeader.has(FocusCol::CommitmentDiscountStatus) && isNull(cell(FocusCol::CommitmentDiscountStatus))
        && !isNull(cell(FocusCol::CommitmentDiscountId)))
        problem(FocusCol::CommitmentDiscountStatus,
            Tr::tr("required value is empty (FOCUS: CommitmentDiscountStatus MUST NOT be null on a Usage row with "
                   "a CommitmentDiscountId)"));

    checkServiceCategory();

    const std::optional<DateTime> start = dateTime(FocusCol::ChargePeriodStart);
    const std::optional<DateTime> end = dateTime(FocusCol::ChargePeriodEnd);
    if (start && end && end->seconds < start->seconds)
        problem(FocusCol::ChargePeriodEnd,
            Tr::tr("ChargePeriodEnd %1 is before ChargePeriodStart %2")
                .arg(cell(FocusCol::ChargePeriodEnd), cell(FocusCol::ChargePeriodStart)));
    std::optional<DateTime> billingStart;
    if (mHeader.has(FocusCol::BillingPeriodStart))
        billingStart = dateTime(FocusCol::BillingPeriodStart);
    if (mHeader.has(FocusCol::BillingPeriodEnd)) {
        const std::optional<DateTime> billingEnd = dateTime(FocusCol::BillingPeriodEnd);
        if (billingStart && billingEnd && billingEnd->seconds < billingStart->seconds)
            problem(FocusCol::BillingPeriodEnd,
                Tr::tr("BillingPeriodEnd %1 is before BillingPeriodStart %2")
                    .arg(cell(FocusCol::BillingPeriodEnd), cell(FocusCol::BillingPeriodStart)));
    }

    const QString currency = readCurrency();
    checkTags();

    if (mCheck.issues.total() != before || !billed || !effective || !start)
        return; // the file is refused: its totals are not shown
    const double unused = status == QLatin1String("Unused") ? *effective : 0.0;
    addTotal(byCharge, start->month, currency, *billed, *effective, unused);
    if (billingStart)
        addTotal(byBilling, billingStart->month, currency, *billed, *effective, unused);
}

} // namespace

BillCheck readFocusForCheck(const QString &file, const BillReadOptions &options)
{
    BillCheck check(file);
    const auto fileProblem = [&](const QString &reason) {
        check.issues.add(0, QStringLiteral("-"), reason);
        return check;
    };
    if (QFileInfo(file).isDir())
        return fileProblem(Tr::tr("cannot read the file: it is a folder"));
    QFile device(file);
    if (!device.open(QIODevice::ReadOnly))
        return fileProblem(Tr::tr("cannot read the file: %1").arg(device.errorString()));
    if (const QString reason = formatProblem(device); !reason.isEmpty())
        return fileProblem(reason);

    CsvFileReader reader(&device);
    CsvDocument batch;
    bool haveHeader = false;
    FocusHeader header;
    qsizetype headerSize = 0;
    std::optional<RowReader> rows;
    bool invalidUtf8 = false;
    while (reader.nextBatch(batch)) {
        for (const qint64 line : std::as_const(batch.invalidUtf8Lines)) {
            invalidUtf8 = true;
            check.issues.add(line, QStringLiteral("-"), Tr::tr("line is not valid UTF-8"));
        }
        if (invalidUtf8)
            continue; // only the lines that are not UTF-8 are reported: keep looking for them
        for (qsizetype i = 0; i < batch.records.size(); ++i) {
            const CsvRecord &record = batch.records.at(i);
            if (!haveHeader) {
                haveHeader = true;
                const QStringList names = record.toStringList();
                headerSize = names.size();
                header = checkFocusHeader(
                    names, !options.currency.isEmpty(), !options.provider.isEmpty(), check.issues, check.warnings);
                check.focusColumns = header.version;
                if (header.ok)
                    rows.emplace(header, options, check);
                continue;
            }
            if (batch.unterminatedQuote && i == batch.records.size() - 1)
                break; // reported below as a truncated file
            ++check.rows;
            if (!rows)
                continue;
            if (record.fields.size() != headerSize) {
                check.issues.add(record.line, QStringLiteral("-"),
                    Tr::tr("row has %1 fields, the header has %2 (truncated file?)")
                        .arg(record.fields.size())
                        .arg(headerSize));
                continue;
            }
            rows->read(record);
        }
        if (batch.unterminatedQuote)
            check.issues.add(batch.unterminatedQuoteLine, QStringLiteral("-"),
                Tr::tr("quoted field is not closed before the end of the file (truncated file?)"));
    }
    if (reader.oversizedLine() > 0)
        check.issues.add(reader.oversizedLine(), QStringLiteral("-"),
            Tr::tr("this row is longer than %1 MiB (a bill row is a few kilobytes): not a bill, or a cell far too "
                   "long; the file was not read further")
                .arg(kMaxCsvRecordBytes >> 20));
    if (!reader.errorString().isEmpty())
        return fileProblem(Tr::tr("cannot read the file: %1").arg(reader.errorString()));
    if (!invalidUtf8 && !haveHeader)
        return fileProblem(Tr::tr("the file is empty"));
    if (!invalidUtf8 && header.ok && check.rows == 0)
        return fileProblem(Tr::tr("the file has a header and no bill rows"));

    if (rows && check.ok()) {
        check.byChargeMonth = toList(rows->byCharge);
        check.byBillingMonth = toList(rows->byBilling);
    }
    // The bill's identity: its bytes, read a second time (increment 2 hashes in the same pass).
    if (device.seek(0)) {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        if (hash.addData(&device))
            check.sha256 = QString::fromLatin1(hash.result().toHex());
    }
    return check;
}

} // namespace gputco
