#include "catalogcache.h"

#include "schema.h"
#include "sqldialect.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QVariant>

#include <cstdio>

namespace gputco::CatalogCache {

namespace {

// Parents before children (foreign keys), every table of the schema but the version table.
const char *const kTables[] = {
    "meta",
    "providers",
    "regions",
    "gpu_models",
    "instance_types",
    "price_books",
    "prices",
    "provider_default_discounts",
    "negotiated_discounts",
    "storage_products",
    "network_fees",
    "selfhosted_hardware",
    "facility_profiles",
    "exchange_rates",
    "spot_statistics",
    "price_history",
    "fee_presets",
};

QAtomicInteger<quint64> gCopyCounter;

/// Changes whenever an import, a seed update, a discount or a setting changed the catalog.
QString fingerprint(const QSqlDatabase &server)
{
    QSqlQuery q(server);
    if (!q.exec(QStringLiteral(
            "SELECT (SELECT coalesce(string_agg(key || '=' || value, ';' ORDER BY key), '') FROM meta) || '|' || "
            "(SELECT count(*) FROM prices) || '|' || (SELECT coalesce(max(id), 0) FROM price_books) || '|' || "
            "(SELECT count(*) FROM price_books) || '|' || (SELECT coalesce(max(id), 0) FROM price_history) || '|' || "
            "(SELECT coalesce(max(id), 0) FROM negotiated_discounts) || '|' || (SELECT count(*) FROM "
            "negotiated_discounts)"))
        || !q.next())
        return {};
    return q.value(0).toString();
}

QString copyFingerprint(const QString &path)
{
    if (!QFile::exists(path))
        return {};
    const QString name = QStringLiteral("gputco_cache_read_%1").arg(++gCopyCounter);
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'copy_fingerprint'")) && q.next())
                value = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

/// Copies every row of @p table from the server into the copy (the same columns); the failure, or empty.
QString copyTable(const QSqlDatabase &server, const QSqlDatabase &copy, QLatin1String table)
{
    QSqlQuery r(server);
    r.setForwardOnly(true);
    if (!r.exec(QStringLiteral("SELECT * FROM %1").arg(table)))
        return r.lastError().text();
    const QSqlRecord record = r.record();
    QStringList columns;
    QStringList marks;
    for (int c = 0; c < record.count(); ++c) {
        columns << record.fieldName(c);
        marks << QStringLiteral("?");
    }
    QSqlQuery insert(copy);
    if (!insert.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, columns.join(u','), marks.join(u','))))
        return insert.lastError().text();
    while (r.next()) {
        for (int c = 0; c < record.count(); ++c)
            insert.bindValue(c, r.value(c));
        if (!insert.exec())
            return QStringLiteral("%1: %2").arg(table, insert.lastError().text());
    }
    return {};
}

/// What the copy says about itself: the server's fingerprint when copied, the server, when; the failure, or empty.
QString writeFacts(const QSqlDatabase &copy, const QString &fingerprint, const QString &url)
{
    QSqlQuery meta(copy);
    meta.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                                "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    const QList<std::pair<QString, QString>> facts = {
        {QStringLiteral("copy_fingerprint"), fingerprint},
        {QStringLiteral("copy_of"), SqlDialects::withoutPassword(url)},
        {QStringLiteral("copy_written"), QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))},
    };
    for (const auto &[key, value] : facts) {
        meta.bindValue(0, key);
        meta.bindValue(1, value);
        if (!meta.exec())
            return meta.lastError().text();
    }
    return {};
}

} // namespace

QString pathFor(const QString &url)
{
    const QByteArray key = SqlDialects::withoutPassword(url).toUtf8();
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalog-copies/") + hash
        + QStringLiteral(".sqlite");
}

QString refresh(const QSqlDatabase &server, const QString &url)
{
    const QString target = pathFor(url);
    const QString current = fingerprint(server);
    if (current.isEmpty())
        return server.lastError().text();
    if (copyFingerprint(target) == current)
        return {};
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        return QStringLiteral("cannot create %1").arg(QFileInfo(target).absolutePath());
    const QString temporary = target + QStringLiteral(".new");
    QFile::remove(temporary);
    const QString name = QStringLiteral("gputco_cache_write_%1").arg(++gCopyCounter);
    QString failure;
    {
        QSqlDatabase copy = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        copy.setDatabaseName(temporary);
        if (!copy.open()) {
            failure = copy.lastError().text();
        } else {
            const Status migrated = PricingSchema::migrate(copy);
            if (!migrated.ok())
                failure = migrated.error;
            QSqlQuery w(copy);
            if (failure.isEmpty() && !w.exec(QStringLiteral("BEGIN")))
                failure = w.lastError().text();
            for (const char *table : kTables) {
                if (!failure.isEmpty())
                    break;
                failure = copyTable(server, copy, QLatin1String(table));
            }
            if (failure.isEmpty())
                failure = writeFacts(copy, current, url);
            if (failure.isEmpty() && !w.exec(QStringLiteral("COMMIT")))
                failure = w.lastError().text();
            copy.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    if (!failure.isEmpty()) {
        QFile::remove(temporary);
        return failure;
    }
    // rename(2) replaces the old copy in one step: a reader sees the old or the new file.
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(target).constData()) != 0) {
        QFile::remove(temporary);
        return QStringLiteral("cannot replace %1").arg(target);
    }
    return {};
}

} // namespace gputco::CatalogCache
