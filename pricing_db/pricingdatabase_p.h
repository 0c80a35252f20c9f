#pragma once

// Internals shared by the parts of PricingDatabase (pricingdatabase*.cpp, pricepager.cpp): not
// installed, not for other users of the library.

#include "pricingtypes.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <optional>
#include <utility>
#include <vector>

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

/**
 * The current row of a query, read by column name: a reader that names its columns does not
 * depend on the order of the SELECT list. Each name is looked up in the result once.
 */
class NamedRow
{
public:
    /// @p query has been executed (its record names the columns).
    explicit NamedRow(const QSqlQuery &query)
        : mQuery(query)
        , mRecord(query.record())
    { }

    QVariant value(const char *name) const
    {
        for (const auto &[known, index] : mIndexes) {
            if (known == name)
                return mQuery.value(index);
        }
        const int index = mRecord.indexOf(QLatin1StringView(name));
        Q_ASSERT_X(index >= 0, "NamedRow", name);
        mIndexes.emplace_back(name, index);
        return mQuery.value(index);
    }
    QString text(const char *name) const { return value(name).toString(); }
    double real(const char *name) const { return value(name).toDouble(); }
    std::optional<double> optionalReal(const char *name) const { return optDouble(value(name)); }
    std::optional<int> optionalInt(const char *name) const { return optInt(value(name)); }

private:
    const QSqlQuery &mQuery;
    QSqlRecord mRecord;
    mutable std::vector<std::pair<const char *, int>> mIndexes; ///< names asked for (by address), their index
};

/// Binds "? = '' OR provider_id = ?": every provider when @p providerId is empty, else that one.
inline void bindProviderFilter(QSqlQuery &q, const QString &providerId)
{
    q.addBindValue(providerId.isNull() ? QString(QLatin1String("")) : providerId);
    q.addBindValue(providerId);
}

/// Every row of the executed query @p q, each made by @p make from the row read by column name.
template<typename T, typename Make> QList<T> readRows(QSqlQuery &q, Make make)
{
    QList<T> out;
    const NamedRow c(q);
    while (q.next())
        out.append(make(c));
    return out;
}

} // namespace gputco
