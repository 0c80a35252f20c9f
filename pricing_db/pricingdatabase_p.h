#pragma once

// Internals shared by the parts of PricingDatabase (pricingdatabase*.cpp, pricepager.cpp): not
// installed, not for other users of the library.

#include "pricingtypes.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace gputco {

// Named context so that lupdate and the run-time lookup agree.
struct PricingDatabaseTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PricingDatabase)
};

// An invalid QVariant binds as SQL NULL; a null QString would too, so text meant to be
// stored (NOT NULL columns) goes through bindAll(), which turns null strings into "".
inline QVariant nullable(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

inline void bindAll(QSqlQuery &query, const QVariantList &values)
{
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QVariant &v = values.at(i);
        if (v.metaType() == QMetaType::fromType<QString>() && v.toString().isNull())
            query.bindValue(static_cast<int>(i), QStringLiteral(""));
        else
            query.bindValue(static_cast<int>(i), v);
    }
}

template<typename T> inline QVariant nullable(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant(QMetaType::fromType<T>());
}

inline QVariant nullableBool(const std::optional<bool> &value)
{
    return value ? QVariant(*value ? 1 : 0) : QVariant(QMetaType::fromType<int>());
}

inline std::optional<double> optDouble(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

inline std::optional<int> optInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}

inline std::optional<bool> optBool(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<bool>(v.toInt() != 0);
}

/// SQLite's primary result code of @p error (extended codes carry it in the low byte).
inline int primaryCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

inline bool isLockError(const QSqlError &error)
{
    const int code = primaryCode(error);
    return code == 5 || code == 6 || error.text().contains(QStringLiteral("locked"), Qt::CaseInsensitive);
}

/// SQLITE_CORRUPT and SQLITE_NOTADB: the only errors that mean the file itself is damaged.
inline bool isDamageError(const QSqlError &error)
{
    const int code = primaryCode(error);
    return code == 11 || code == 26;
}

/// SQLITE_PERM, SQLITE_READONLY, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_AUTH: the file or its
/// journal cannot be opened, read or written; the data may well be fine.
inline bool isAccessError(const QSqlError &error)
{
    const int code = primaryCode(error);
    return code == 3 || code == 8 || code == 10 || code == 14 || code == 23;
}

// The instance-type columns and the price columns, in the order readTypeColumns() and
// readPriceColumns() take them; listPrices() reads the two apart (a type once, its prices after).
inline const QString kTypeColumns
    = QStringLiteral("it.id, it.provider_id, pr.name_en, it.name, it.family, it.gpu_model_id, gm.name, it.gpu_label, "
                     "it.gpu_count, it.vcpus, it.memory_gib, it.nvlink, it.rdma_gbps, it.notes");
inline constexpr int kTypeColumnCount = 14;
inline const QString kPriceOnlyColumns = QStringLiteral(
    "p.id, p.region, p.zone, p.pricing_model, p.term_months, p.payment_option, p.upfront_amount, "
    "p.hourly_amount, p.monthly_amount, p.currency, p.tax_included, p.as_of, p.source, p.price_book_id, "
    "p.origin, p.notes, p.hourly_min, p.hourly_max, p.monthly_min, p.monthly_max, p.as_of_basis, p.instance_type_id, "
    "p.quote_vendor, p.quote_contact, p.tax_rate, p.valid_from, p.valid_until, p.attachments");
inline constexpr int kPriceTypeIdColumn = 21; ///< p.instance_type_id within kPriceOnlyColumns

/** Attachment names are stored as one text, separated by ';'. */
inline QStringList splitAttachments(const QString &text)
{
    QStringList names;
    for (const QString &name : text.split(u';', Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            names.append(name.trimmed());
    }
    return names;
}

inline QVariant joinedAttachments(const QStringList &names)
{
    return names.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(names.join(u';'));
}

/** Reads the quote columns (schema 6) starting at column @p first. */
inline void readQuoteColumns(const QSqlQuery &q, int first, PriceRow &r)
{
    r.quoteVendor = q.value(first).toString();
    r.quoteContact = q.value(first + 1).toString();
    r.taxRatePercent
        = q.value(first + 2).isNull() ? std::nullopt : std::optional<double>(q.value(first + 2).toDouble());
    r.validFrom = q.value(first + 3).toString();
    r.validUntil = q.value(first + 4).toString();
    r.attachments = splitAttachments(q.value(first + 5).toString());
}

/** The instance-type columns of kTypeColumns, from column 0. */
inline void readTypeColumns(const QSqlQuery &q, PriceRow &t)
{
    t.instanceTypeId = q.value(0).toString();
    t.providerId = q.value(1).toString();
    t.providerName = q.value(2).toString();
    t.instanceType = q.value(3).toString();
    t.family = q.value(4).toString();
    t.gpuModelId = q.value(5).toString();
    t.gpuModelName = q.value(6).toString();
    t.gpuLabel = q.value(7).toString();
    t.gpuCount = optInt(q.value(8));
    t.vcpus = optDouble(q.value(9));
    t.memoryGib = optDouble(q.value(10));
    t.nvlink = optBool(q.value(11));
    t.rdmaGbps = optDouble(q.value(12));
    t.instanceTypeNotes = q.value(13).toString();
}

/** The price columns of kPriceOnlyColumns, from column @p first, read through Qt SQL. */
inline void readPriceColumns(const QSqlQuery &q, int first, PriceRow &r)
{
    const auto v = [&](int c) { return q.value(first + c); };
    r.id = v(0).toString();
    r.region = v(1).toString();
    r.zone = v(2).toString();
    r.pricingModel = v(3).toString();
    r.termMonths = optInt(v(4));
    r.paymentOption = v(5).toString();
    r.upfrontAmount = optDouble(v(6));
    r.hourlyAmount = optDouble(v(7));
    r.monthlyAmount = optDouble(v(8));
    r.currency = v(9).toString();
    r.taxIncluded = optBool(v(10));
    r.asOf = v(11).toString();
    r.source = v(12).toString();
    if (!v(13).isNull())
        r.priceBookId = v(13).toLongLong();
    r.origin = v(14).toString();
    r.notes = v(15).toString();
    r.hourlyMin = optDouble(v(16));
    r.hourlyMax = optDouble(v(17));
    r.monthlyMin = optDouble(v(18));
    r.monthlyMax = optDouble(v(19));
    r.asOfBasis = v(20).toString();
    readQuoteColumns(q, first + kPriceTypeIdColumn + 1, r); // after the instance type id
}

/** A row of SELECT kTypeColumns, kPriceOnlyColumns. */
inline PriceRow readPriceRow(const QSqlQuery &q)
{
    PriceRow r;
    readTypeColumns(q, r);
    readPriceColumns(q, kTypeColumnCount, r);
    return r;
}

} // namespace gputco
