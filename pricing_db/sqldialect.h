#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

namespace gputco {

/** The two databases the catalog runs on: the embedded SQLite file and a PostgreSQL server. */
enum class SqlDialect { SQLite, PostgreSQL };

/**
 * @brief Everything the catalog writes differently for SQLite and PostgreSQL, in one place.
 *
 * The rest of the catalog's SQL is written once in what both accept (INSERT ... ON CONFLICT,
 * lower(a) = lower(b), coalesce ...). The schema scripts that differ live in
 * pricing_db/schema/postgresql/ (see PricingSchema).
 */
namespace SqlDialects {

/** The dialect of an open connection (QPSQL: PostgreSQL, anything else: SQLite). */
SqlDialect of(const QSqlDatabase &db);

/** True for a catalog location that names a server: postgresql://... or postgres://... */
bool isServerUrl(const QString &location);

/** @p url with its password (user:password@) removed, for messages. */
QString withoutPassword(const QString &url);

/**
 * Starts a write transaction that holds the catalog's write lock, so that writers (migration,
 * seed, import) run one after the other. SQLite: BEGIN IMMEDIATE (the file's write lock,
 * waiting up to the busy timeout). PostgreSQL: BEGIN and a transaction-level advisory lock,
 * waited for without limit, released at COMMIT or ROLLBACK. Readers are never blocked: they see
 * the catalog as it was before the transaction or after its commit.
 */
bool beginWrite(QSqlDatabase &db, QSqlError *error);

/** "@p expr contains the bound text, ignoring case": instr() in SQLite, strpos() in PostgreSQL. */
QString containsIgnoringCase(SqlDialect dialect, const QString &expr);

/** The schema version (SQLite: PRAGMA user_version; PostgreSQL: table gputco_schema); -1 on error. */
int schemaVersion(const QSqlDatabase &db);

/** The statements that record @p version inside the migration's transaction. */
QStringList setSchemaVersion(SqlDialect dialect, int version);

/** The server refused the statement for lack of privileges (PostgreSQL SQLSTATE 42501). */
bool isPermissionDenied(const QSqlError &error);

/** The server cannot be reached (connection refused, unknown host, timeout, server gone). */
bool isConnectionFailure(const QSqlError &error);

} // namespace SqlDialects

} // namespace gputco
