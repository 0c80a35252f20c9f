#include "schema.h"

#include "sqldialect.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

namespace gputco {

namespace {

// One script per version. Where PostgreSQL needs other words (types, identity keys, trigger
// functions) the same file name under schema/postgresql/ is used there instead; a version
// written in SQL both accept has no PostgreSQL file.
const char *const kMigrationFiles[] = {
    "001_initial.sql",
    "002_indexes_notes_spot_stats.sql",
    "003_ranges_history_fee_presets.sql",
    "004_discount_scope.sql",
    "005_list_indexes.sql",
    "006_quotes.sql",
    "007_prices_by_type.sql",
    "008_hardware_quotes.sql",
};

QString migrationScript(int version, SqlDialect dialect)
{
    const QString name = QString::fromLatin1(kMigrationFiles[version - 1]);
    if (dialect == SqlDialect::PostgreSQL) {
        const QString own = QStringLiteral(":/gputco/pricing_db/schema/postgresql/") + name;
        if (QFile::exists(own))
            return own;
    }
    return QStringLiteral(":/gputco/pricing_db/schema/") + name;
}

// Named context so that lupdate and the run-time lookup agree.
struct PricingSchemaTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::PricingSchema)
};

} // namespace

int PricingSchema::latestVersion()
{
    return static_cast<int>(std::size(kMigrationFiles));
}

int PricingSchema::userVersion(const QSqlDatabase &db)
{
    return SqlDialects::schemaVersion(db);
}

QStringList PricingSchema::splitStatements(const QString &script)
{
    QStringList statements;
    QString current;
    const QStringList lines = script.split(u'\n');
    for (const QString &rawLine : lines) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty() || line.startsWith(QStringLiteral("--")))
            continue;
        current += rawLine + u'\n';
        // A trigger body holds statements of its own: it ends at "END;", not at their ';'.
        // A PostgreSQL function body is dollar-quoted ($$ ... $$): it ends after the closing $$.
        const bool inTrigger = current.trimmed().startsWith(QStringLiteral("CREATE TRIGGER"), Qt::CaseInsensitive)
            && !current.contains(QStringLiteral("EXECUTE FUNCTION"), Qt::CaseInsensitive);
        const bool inDollarQuote = current.count(QStringLiteral("$$")) % 2 == 1;
        if (inTrigger ? line.compare(QStringLiteral("END;"), Qt::CaseInsensitive) == 0
                      : (!inDollarQuote && line.endsWith(u';'))) {
            statements.append(current.trimmed());
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

Status PricingSchema::migrate(QSqlDatabase &db, int targetVersion, int *appliedFrom)
{
    if (appliedFrom)
        *appliedFrom = -1;
    if (targetVersion < 0)
        targetVersion = latestVersion();
    const int current = userVersion(db);
    if (current < 0)
        return Status::failure(PricingSchemaTr::tr("%1: cannot read the schema version: %2")
                                   .arg(db.databaseName(), db.lastError().text()));
    if (current > latestVersion())
        return Status::failure(PricingSchemaTr::tr("%1: the database has schema version %2, newer than this program "
                                                   "understands (%3); use a newer GPU TCO Planner")
                                   .arg(db.databaseName())
                                   .arg(current)
                                   .arg(latestVersion()));
    const SqlDialect dialect = SqlDialects::of(db);
    for (int version = current + 1; version <= targetVersion; ++version) {
        QFile file(migrationScript(version, dialect));
        if (!file.open(QIODevice::ReadOnly))
            return Status::failure(
                PricingSchemaTr::tr("internal error: migration script %1 is missing").arg(file.fileName()));
        const QStringList statements = splitStatements(QString::fromUtf8(file.readAll()));
        QSqlQuery query(db);
        // The write lock is taken before the version is read again: a process that started
        // at the same time and got here first has then finished the step.
        QSqlError beginError;
        if (!SqlDialects::beginWrite(db, &beginError))
            return Status::failure(
                PricingSchemaTr::tr("%1: cannot start a transaction: %2").arg(db.databaseName(), beginError.text()));
        const int now = userVersion(db);
        if (now >= version) {
            query.exec(QStringLiteral("COMMIT"));
            version = now;
            continue;
        }
        if (appliedFrom && *appliedFrom < 0)
            *appliedFrom = version - 1;
        // A failed step is rolled back; the message is made (with the error) before the rollback.
        const auto rolledBack = [&query](const QString &message) {
            query.exec(QStringLiteral("ROLLBACK"));
            return Status::failure(message);
        };
        for (const QString &statement : statements)
            if (!query.exec(statement))
                return rolledBack(PricingSchemaTr::tr("%1: migration to schema version %2 failed: %3")
                                      .arg(db.databaseName())
                                      .arg(version)
                                      .arg(query.lastError().text()));
        for (const QString &statement : SqlDialects::setSchemaVersion(dialect, version))
            if (!query.exec(statement))
                return rolledBack(PricingSchemaTr::tr("%1: cannot set the schema version: %2")
                                      .arg(db.databaseName(), query.lastError().text()));
        if (!query.exec(QStringLiteral("COMMIT")))
            return rolledBack(PricingSchemaTr::tr("%1: cannot commit migration %2: %3")
                                  .arg(db.databaseName())
                                  .arg(version)
                                  .arg(query.lastError().text()));
    }
    return Status::success();
}

} // namespace gputco
