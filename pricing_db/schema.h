#pragma once

#include "pricingtypes.h"

#include <QSqlDatabase>

namespace gputco {

/**
 * @brief Schema migrations of the pricing database, tracked in PRAGMA user_version (SQLite)
 * or the table gputco_schema (PostgreSQL).
 *
 * Version N is reached by running the compiled-in script schema/00N_*.sql (on PostgreSQL
 * schema/postgresql/00N_*.sql where that exists) inside one transaction together with setting
 * the version, so a failed migration changes nothing.
 */
class PricingSchema
{
public:
    /** The schema version this build creates and understands. */
    static int latestVersion();

    /** Reads the schema version (PRAGMA user_version, or gputco_schema on PostgreSQL); -1 on error. */
    static int userVersion(const QSqlDatabase &db);

    /**
     * Migrates @p db from its current user_version up to @p targetVersion
     * (latestVersion() when negative). A database newer than this build is an error.
     * Each step runs in a BEGIN IMMEDIATE transaction that reads the version again, so two
     * processes migrating the same file at once run every step once: the second waits
     * (busy timeout) and finds it done. @p appliedFrom, when given, receives the version
     * this call started from, or -1 when another process (or nobody) had to do anything.
     */
    static Status migrate(QSqlDatabase &db, int targetVersion = -1, int *appliedFrom = nullptr);

    /** Splits an SQL script into statements (comments dropped, split at ';' line ends; a
     *  CREATE TRIGGER runs to its "END;" line, a $$-quoted function body to its closing $$). */
    static QStringList splitStatements(const QString &script);
};

} // namespace gputco
