#include "sqldialect.h"

#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QVariant>

namespace gputco::SqlDialects {

namespace {

/// The advisory lock all catalog writers take on PostgreSQL ("gputco" in ASCII).
constexpr qint64 kWriteLockKey = 0x677075746367;

} // namespace

SqlDialect of(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL") ? SqlDialect::PostgreSQL : SqlDialect::SQLite;
}

bool isServerUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

QString withoutPassword(const QString &url)
{
    if (!isServerUrl(url))
        return url;
    QUrl parsed(url);
    parsed.setPassword(QString());
    QUrlQuery query(parsed);
    if (query.hasQueryItem(QStringLiteral("password"))) {
        query.removeAllQueryItems(QStringLiteral("password"));
        parsed.setQuery(query);
    }
    return parsed.toString();
}

bool beginWrite(QSqlDatabase &db, QSqlError *error)
{
    QSqlQuery q(db);
    if (of(db) == SqlDialect::SQLite) {
        if (q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return true;
        if (error)
            *error = q.lastError();
        return false;
    }
    if (!q.exec(QStringLiteral("BEGIN"))) {
        if (error)
            *error = q.lastError();
        return false;
    }
    if (q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kWriteLockKey)))
        return true;
    if (error)
        *error = q.lastError();
    QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
    return false;
}

QString containsIgnoringCase(SqlDialect dialect, const QString &expr)
{
    return dialect == SqlDialect::PostgreSQL ? QStringLiteral("strpos(lower(%1), lower(?)) > 0").arg(expr)
                                             : QStringLiteral("instr(lower(%1), lower(?)) > 0").arg(expr);
}

int schemaVersion(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (of(db) == SqlDialect::SQLite) {
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return -1;
        return q.value(0).toInt();
    }
    // A server database without the table is empty (version 0), or another program's.
    if (!q.exec(QStringLiteral("SELECT to_regclass('gputco_schema') IS NOT NULL")) || !q.next())
        return -1;
    if (!q.value(0).toBool())
        return 0;
    if (!q.exec(QStringLiteral("SELECT coalesce(max(version), 0) FROM gputco_schema")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

QStringList setSchemaVersion(SqlDialect dialect, int version)
{
    if (dialect == SqlDialect::SQLite)
        return {QStringLiteral("PRAGMA user_version = %1").arg(version)};
    return {QStringLiteral("CREATE TABLE IF NOT EXISTS gputco_schema (version INTEGER NOT NULL)"),
        QStringLiteral("DELETE FROM gputco_schema"),
        QStringLiteral("INSERT INTO gputco_schema (version) VALUES (%1)").arg(version)};
}

bool isPermissionDenied(const QSqlError &error)
{
    return error.nativeErrorCode() == QLatin1String("42501")
        || error.databaseText().contains(QLatin1String("permission denied"), Qt::CaseInsensitive);
}

bool isConnectionFailure(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    if (code.startsWith(QLatin1String("08")) || code == QLatin1String("57P01"))
        return true;
    const QString text = error.text();
    return text.contains(QLatin1String("could not connect"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("Connection refused"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("could not translate host name"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("server closed the connection"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("no connection to the server"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("timeout expired"), Qt::CaseInsensitive);
}

} // namespace gputco::SqlDialects
