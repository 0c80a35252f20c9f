// PricingDatabase, repair: a damaged catalog set aside, remembered and announced; the user's rows
// taken back from it (recoverFrom).
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "sqldialect.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <optional>

namespace gputco {

namespace {

const QString kKeptAsidePrefix = QStringLiteral("kept_aside:");

} // namespace

Status PricingDatabase::setAsideCorrupt(const QString &reason, QString *kept)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = QFileInfo(mPath).absoluteFilePath();
    QString target = base + QStringLiteral(".corrupt-") + stamp;
    for (int n = 2; QFile::exists(target); ++n)
        target = base + QStringLiteral(".corrupt-") + stamp + u'-' + QString::number(n);
    if (!QFile::rename(mPath, target))
        return Status::failure(describe(
            PricingDatabaseTr::tr("the file is damaged (%1) and could not be moved aside to %2").arg(reason, target)));
    // A stale rollback journal belongs to the damaged file.
    const QString journal = mPath + QStringLiteral("-journal");
    if (QFile::exists(journal))
        QFile::rename(journal, target + QStringLiteral("-journal"));
    *kept = target;
    mNotices << describe(
        PricingDatabaseTr::tr("the file was damaged (%1); it was kept as %2 and the pricing database "
                              "was re-created from the built-in seed. Your own prices, overrides and negotiated "
                              "discounts are in the kept file: take them back with \"gputco-cli catalog recover %2\".")
            .arg(reason, QDir::toNativeSeparators(target)));
    return Status::success();
}

void PricingDatabase::rememberKeptAside(const QString &target, const QString &reason)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(kKeptAsidePrefix + target);
    q.addBindValue(QDateTime::currentDateTime().toString(Qt::ISODate) + u' ' + reason);
    q.exec();
}

QStringList PricingDatabase::keptAside() const
{
    QStringList files;
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT key FROM meta WHERE key LIKE 'kept_aside:%' ORDER BY key")))
        return files;
    while (q.next()) {
        const QString file = q.value(0).toString().mid(kKeptAsidePrefix.size());
        if (QFile::exists(file))
            files << file;
    }
    return files;
}

void PricingDatabase::announceKeptAside(const QString &saidAlready)
{
    for (const QString &file : keptAside())
        if (!saidAlready.contains(QDir::toNativeSeparators(file)))
            mNotices << describe(PricingDatabaseTr::tr("an earlier damaged catalog was kept as %1; your own prices in "
                                                       "it are not in use. Take them back with \"gputco-cli catalog "
                                                       "recover %1\", or delete the file if you need nothing from it.")
                                     .arg(QDir::toNativeSeparators(file)));
}

namespace {

/// Rows read from one table of a damaged copy, by column name.
struct RecoveredTable
{
    QStringList columns;
    QList<QVariantList> rows;

    QVariant value(const QVariantList &row, const QString &column) const
    {
        const qsizetype i = columns.indexOf(column);
        return i < 0 ? QVariant() : row.at(i);
    }
};

QStringList tableColumns(const QSqlDatabase &db, const QString &table)
{
    QStringList columns;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table)))
        while (q.next())
            columns << q.value(0).toString();
    return columns;
}

/// What recover read from a damaged copy: the rows to take back by table, or why nothing could be read.
struct RecoveredCopy
{
    QHash<QString, RecoveredTable> tables;
    QString error; ///< nothing can be read from the file
    bool foreign = false; ///< the file has no prices table
};

/// Why recover refuses @p file for catalog @p db before reading it (set in @p report); false when it may go on.
bool refuseRecovery(const PricingDatabase &db, const QString &file, RecoverReport &report)
{
    if (!db.isOpen()) {
        report.error = PricingDatabaseTr::tr("the pricing database is not open");
        return true;
    }
    if (db.isServer()) {
        report.error = PricingDatabaseTr::tr("%1: recover works on a catalog file; take the rows back into a local "
                                             "file and import them as a price administrator")
                           .arg(SqlDialects::withoutPassword(db.path()));
        return true;
    }
    const QFileInfo info(file);
    if (!info.isFile()) {
        report.invalidInput = true;
        report.error = PricingDatabaseTr::tr("%1: no such file").arg(file);
        return true;
    }
    if (info.canonicalFilePath() == QFileInfo(db.path()).canonicalFilePath()) {
        report.invalidInput = true;
        report.error
            = PricingDatabaseTr::tr("%1: is the catalog in use; name the kept copy (NAME.corrupt-...)").arg(file);
        return true;
    }
    return false;
}

/**
 * Reads @p table of the damaged copy @p src: the columns this catalog (@p ours) has too, and
 * only the user's rows where the table tells them apart. What cannot be read is named in
 * @p unreadable; nothing when not a column can be read.
 */
std::optional<RecoveredTable> readRecoveredTable(
    const QSqlDatabase &src, const QSqlDatabase &ours, const QString &table, QStringList &unreadable)
{
    const QStringList srcColumns = tableColumns(src, table);
    const QStringList ourColumns = tableColumns(ours, table);
    RecoveredTable t;
    for (const QString &c : ourColumns)
        if (srcColumns.contains(c))
            t.columns << c;
    if (t.columns.isEmpty()) {
        unreadable << QStringLiteral("%1: %2").arg(table, PricingDatabaseTr::tr("its columns cannot be read"));
        return std::nullopt;
    }
    // Only the user's rows; shipped rows come from the seed. Negotiated discounts
    // are all the user's. Referenced shipped parents are picked later (keepNeededParents()).
    const bool all = !t.columns.contains(QStringLiteral("origin")) || table == QStringLiteral("providers")
        || table == QStringLiteral("gpu_models") || table == QStringLiteral("instance_types");
    QSqlQuery q(src);
    q.setForwardOnly(true);
    const QString sql = QStringLiteral("SELECT %1 FROM %2%3")
                            .arg(t.columns.join(QStringLiteral(", ")), table,
                                all ? QString() : QStringLiteral(" WHERE origin = 'user'"));
    if (!q.exec(sql)) {
        unreadable << QStringLiteral("%1: %2").arg(table, q.lastError().text());
        return std::nullopt;
    }
    while (q.next()) {
        QVariantList row;
        row.reserve(t.columns.size());
        for (int c = 0; c < t.columns.size(); ++c)
            row << q.value(c);
        t.rows << row;
    }
    // Rows read before a damaged page are kept; the rest of the table is lost.
    if (q.lastError().isValid())
        unreadable << PricingDatabaseTr::tr("%1: %2 (%3 rows read before it)")
                          .arg(table, q.lastError().text())
                          .arg(t.rows.size());
    return t;
}

/// Reads the rows to take back from every table of the open damaged copy @p src.
RecoveredCopy readRecoveredCopy(const QSqlDatabase &src, const QSqlDatabase &ours, QStringList &unreadable)
{
    static const QStringList tables = {QStringLiteral("providers"), QStringLiteral("gpu_models"),
        QStringLiteral("regions"), QStringLiteral("price_books"), QStringLiteral("instance_types"),
        QStringLiteral("prices"), QStringLiteral("negotiated_discounts"), QStringLiteral("provider_default_discounts"),
        QStringLiteral("exchange_rates"), QStringLiteral("spot_statistics"), QStringLiteral("storage_products"),
        QStringLiteral("network_fees"), QStringLiteral("selfhosted_hardware"), QStringLiteral("facility_profiles")};
    RecoveredCopy copy;
    QSqlQuery master(src);
    QStringList present;
    if (!master.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        copy.error = master.lastError().text();
    } else {
        while (master.next())
            present << master.value(0).toString();
        if (master.lastError().isValid())
            copy.error = master.lastError().text();
    }
    master.finish();
    copy.foreign = copy.error.isEmpty() && !present.contains(QStringLiteral("prices"));
    if (!copy.error.isEmpty() || copy.foreign)
        return copy;
    for (const QString &table : tables) {
        if (!present.contains(table))
            continue;
        if (std::optional<RecoveredTable> t = readRecoveredTable(src, ours, table, unreadable))
            copy.tables.insert(table, *t);
    }
    return copy;
}

/**
 * Keeps of the instance types, providers and GPU models read the user's own and those the
 * user's rows need: shipped ones the user's prices, overrides or discounts refer to (the
 * current seed may lack them).
 */
void keepNeededParents(QHash<QString, RecoveredTable> &read)
{
    const RecoveredTable prices = read.value(QStringLiteral("prices"));
    QSet<QString> neededTypes;
    for (const QVariantList &row : prices.rows)
        neededTypes.insert(prices.value(row, QStringLiteral("instance_type_id")).toString());
    auto isUser = [](const RecoveredTable &t, const QVariantList &row) {
        return t.value(row, QStringLiteral("origin")).toString() == QStringLiteral("user");
    };
    RecoveredTable &types = read[QStringLiteral("instance_types")];
    QSet<QString> neededProviders;
    QSet<QString> neededGpus;
    QList<QVariantList> keptTypes;
    for (const QVariantList &row : std::as_const(types.rows)) {
        if (isUser(types, row) || neededTypes.contains(types.value(row, QStringLiteral("id")).toString())) {
            keptTypes << row;
            neededProviders.insert(types.value(row, QStringLiteral("provider_id")).toString());
            neededGpus.insert(types.value(row, QStringLiteral("gpu_model_id")).toString());
        }
    }
    types.rows = keptTypes;
    const RecoveredTable discounts = read.value(QStringLiteral("negotiated_discounts"));
    for (const QVariantList &row : discounts.rows)
        neededProviders.insert(discounts.value(row, QStringLiteral("provider_id")).toString());
    for (const QString &table : {QStringLiteral("providers"), QStringLiteral("gpu_models")}) {
        RecoveredTable &t = read[table];
        const QSet<QString> &needed = table == QStringLiteral("providers") ? neededProviders : neededGpus;
        QList<QVariantList> kept;
        for (const QVariantList &row : std::as_const(t.rows))
            if (isUser(t, row) || needed.contains(t.value(row, QStringLiteral("id")).toString()))
                kept << row;
        t.rows = kept;
    }
}

/**
 * Writes what recover read into the catalog, inside the transaction recoverFrom() holds,
 * counting in the report what it took back. After the first failure nothing more is written.
 */
class RecoveryWriter
{
public:
    RecoveryWriter(const QSqlDatabase &db, RecoverReport &report)
        : mDb(db)
        , mReport(report)
    { }

    QString failure() const { return mFailure; }

    void write(const QHash<QString, RecoveredTable> &read)
    {
        // Parents missing from this catalog come in as the user's (the seed does not have them).
        for (const QString &table : {QStringLiteral("providers"), QStringLiteral("gpu_models"),
                 QStringLiteral("regions"), QStringLiteral("instance_types")})
            insertRows(table, read.value(table), QStringLiteral("INSERT OR IGNORE"), &mReport.otherRows, true);
        const QHash<qint64, qint64> bookIds = insertBooks(read.value(QStringLiteral("price_books")));
        insertPrices(read.value(QStringLiteral("prices")), bookIds);
        insertDiscounts(read.value(QStringLiteral("negotiated_discounts")));
        for (const QString &table : {QStringLiteral("provider_default_discounts"), QStringLiteral("exchange_rates"),
                 QStringLiteral("spot_statistics"), QStringLiteral("storage_products"), QStringLiteral("network_fees"),
                 QStringLiteral("selfhosted_hardware"), QStringLiteral("facility_profiles")})
            insertRows(table, read.value(table), QStringLiteral("INSERT OR REPLACE"), &mReport.otherRows, false);
    }

    /// The file is no longer reported as kept aside (under either of its names).
    void forget(const QStringList &keys)
    {
        if (!mFailure.isEmpty())
            return;
        QSqlQuery forget(mDb);
        forget.prepare(QStringLiteral("DELETE FROM meta WHERE key = ? OR key = ?"));
        for (const QString &key : keys)
            forget.addBindValue(key);
        if (!forget.exec())
            mFailure = forget.lastError().text();
    }

private:
    /// "VERB INTO table (columns) VALUES ..." of every row of @p t, counted in @p counter where it changed a row.
    void insertRows(const QString &table, const RecoveredTable &t, const QString &verb, int *counter, bool forceUser)
    {
        if (!mFailure.isEmpty() || t.rows.isEmpty())
            return;
        QStringList marks;
        for (int i = 0; i < t.columns.size(); ++i)
            marks << QStringLiteral("?");
        QSqlQuery ins(mDb);
        if (!ins.prepare(
                QStringLiteral("%1 INTO %2 (%3) VALUES (%4)")
                    .arg(verb, table, t.columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))) {
            mFailure = ins.lastError().text();
            return;
        }
        const qsizetype origin = t.columns.indexOf(QStringLiteral("origin"));
        for (QVariantList row : t.rows) {
            if (forceUser && origin >= 0)
                row[origin] = QStringLiteral("user");
            for (int i = 0; i < row.size(); ++i)
                ins.bindValue(i, row.at(i));
            if (!ins.exec()) {
                mFailure = QStringLiteral("%1: %2").arg(table, ins.lastError().text());
                return;
            }
            if (counter && ins.numRowsAffected() > 0)
                ++*counter;
        }
    }

    /// Price books get new ids here; a book recovered before (same name and import time) is reused. Old id -> new.
    QHash<qint64, qint64> insertBooks(const RecoveredTable &books)
    {
        QHash<qint64, qint64> bookIds;
        for (const QVariantList &row : books.rows) {
            if (!mFailure.isEmpty())
                break;
            const qint64 oldId = books.value(row, QStringLiteral("id")).toLongLong();
            QSqlQuery find(mDb);
            find.prepare(
                QStringLiteral("SELECT id FROM price_books WHERE origin = 'user' AND name = ? AND imported_at = ?"));
            find.addBindValue(books.value(row, QStringLiteral("name")));
            find.addBindValue(books.value(row, QStringLiteral("imported_at")));
            if (find.exec() && find.next()) {
                bookIds.insert(oldId, find.value(0).toLongLong());
                continue;
            }
            QSqlQuery ins(mDb);
            ins.prepare(QStringLiteral(
                "INSERT INTO price_books (name, as_of, source, imported_at, origin) VALUES (?, ?, ?, ?, 'user')"));
            for (const char *column : {"name", "as_of", "source", "imported_at"})
                ins.addBindValue(books.value(row, QString::fromLatin1(column)));
            if (!ins.exec()) {
                mFailure = QStringLiteral("price_books: ") + ins.lastError().text();
                break;
            }
            bookIds.insert(oldId, ins.lastInsertId().toLongLong());
            ++mReport.priceBooks;
        }
        return bookIds;
    }

    /// The user's prices with their books' new ids; one wins over a shipped price of its id, as after an import.
    void insertPrices(RecoveredTable prices, const QHash<qint64, qint64> &bookIds)
    {
        const qsizetype bookColumn = prices.columns.indexOf(QStringLiteral("price_book_id"));
        const qsizetype idColumn = prices.columns.indexOf(QStringLiteral("id"));
        for (QVariantList &row : prices.rows) {
            if (bookColumn >= 0 && !row.at(bookColumn).isNull()) {
                const qint64 old = row.at(bookColumn).toLongLong();
                row[bookColumn]
                    = bookIds.contains(old) ? QVariant(bookIds.value(old)) : QVariant(QMetaType::fromType<qint64>());
            }
            if (mFailure.isEmpty() && idColumn >= 0) {
                QSqlQuery seed(mDb);
                seed.prepare(QStringLiteral("SELECT 1 FROM prices WHERE id = ? AND origin = 'seed'"));
                seed.addBindValue(row.at(idColumn));
                if (seed.exec() && seed.next())
                    ++mReport.overrides;
            }
        }
        insertRows(QStringLiteral("prices"), prices, QStringLiteral("INSERT OR REPLACE"), &mReport.prices, false);
    }

    /// Negotiated discounts: added (with new ids) unless the same one is there already (a second recovery).
    void insertDiscounts(const RecoveredTable &discounts)
    {
        RecoveredTable newDiscounts = discounts;
        newDiscounts.rows.clear();
        const qsizetype discountId = discounts.columns.indexOf(QStringLiteral("id"));
        if (discountId >= 0)
            newDiscounts.columns.removeAt(discountId);
        for (QVariantList row : discounts.rows) {
            QSqlQuery same(mDb);
            same.prepare(QStringLiteral("SELECT 1 FROM negotiated_discounts WHERE provider_id = ? AND "
                                        "coalesce(pricing_model, '') = coalesce(?, '') AND discount = ? AND note = ? "
                                        "AND created_at = ?"));
            for (const char *c : {"provider_id", "pricing_model", "discount", "note", "created_at"})
                same.addBindValue(discounts.value(row, QString::fromLatin1(c)));
            if (same.exec() && same.next())
                continue;
            if (discountId >= 0)
                row.removeAt(discountId);
            newDiscounts.rows << row;
        }
        insertRows(QStringLiteral("negotiated_discounts"), newDiscounts, QStringLiteral("INSERT"),
            &mReport.negotiatedDiscounts, false);
    }

    QSqlDatabase mDb;
    RecoverReport &mReport;
    QString mFailure;
};

/// Reads the rows to take back from the catalog file @p file (read-only), or why it cannot.
RecoveredCopy readCopyAt(
    const QString &file, const QString &connectionName, const QSqlDatabase &ours, RecoverReport &report)
{
    RecoveredCopy copy;
    {
        QSqlDatabase src = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        src.setDatabaseName(file);
        src.setConnectOptions(
            QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(PricingDatabase::kLockWaitMs));
        if (!src.open()) {
            copy.error = src.lastError().text();
        } else {
            copy = readRecoveredCopy(src, ours, report.unreadable);
            src.close();
        }
    }
    QSqlDatabase::removeDatabase(connectionName);
    return copy;
}

/// A copy of @p file in @p folder with SQLite's 16-byte header written back, when the file is
/// long enough to be a database and its header is not SQLite's; else empty.
QString withSqliteHeaderRestored(const QString &file, const QString &folder)
{
    static const QByteArray kHeader("SQLite format 3\0", 16);
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly) || in.size() < 512)
        return {};
    QByteArray bytes = in.readAll();
    if (bytes.size() != in.size() || bytes.startsWith(kHeader))
        return {};
    bytes.replace(0, kHeader.size(), kHeader);
    const QString copy = QDir(folder).filePath(QStringLiteral("header-restored.sqlite"));
    QFile out(copy);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
        return {};
    out.close();
    return copy;
}

} // namespace

RecoverReport PricingDatabase::recoverFrom(const QString &file)
{
    RecoverReport report;
    if (refuseRecovery(*this, file, report))
        return report;
    // Read everything first, from a read-only connection: the damaged copy is never written.
    RecoveredCopy copy = readCopyAt(file, mConnectionName + QStringLiteral("_recover"), connection(), report);
    // The most common damage: the first bytes overwritten, and SQLite says "file is not a
    // database". Its first 16 bytes are always the same: written back on a copy, SQLite reads
    // the rest (issue 33). The kept file is not changed.
    if (!copy.error.isEmpty()) {
        QTemporaryDir dir;
        const QString repaired = dir.isValid() ? withSqliteHeaderRestored(file, dir.path()) : QString();
        if (!repaired.isEmpty()) {
            RecoverReport again;
            RecoveredCopy second
                = readCopyAt(repaired, mConnectionName + QStringLiteral("_recover2"), connection(), again);
            if (second.error.isEmpty()) {
                copy = std::move(second);
                report.unreadable = again.unreadable;
                report.repaired = PricingDatabaseTr::tr(
                    "its first 16 bytes (the SQLite header) were overwritten: they were written back on a "
                    "copy and the rows read from it (the kept file is unchanged)");
            }
        }
    }
    if (!copy.error.isEmpty()) {
        report.error = PricingDatabaseTr::tr("%1: nothing can be read from it: %2").arg(file, copy.error);
        return report;
    }
    if (copy.foreign) {
        report.invalidInput = true;
        report.error = PricingDatabaseTr::tr("%1: is not a GPU TCO Planner catalog (it has no prices table)").arg(file);
        return report;
    }
    keepNeededParents(copy.tables);

    QSqlDatabase db = connection();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        report.error = isLockError(q.lastError()) ? lockedFailure().error : describe(q.lastError().text());
        return report;
    }
    RecoveryWriter writer(db, report);
    writer.write(copy.tables);
    writer.forget({kKeptAsidePrefix + file, kKeptAsidePrefix + QFileInfo(file).absoluteFilePath()});
    if (!writer.failure().isEmpty()) {
        q.exec(QStringLiteral("ROLLBACK"));
        RecoverReport failed;
        failed.error = describe(
            PricingDatabaseTr::tr("recovery from %1 failed, nothing was changed: %2").arg(file, writer.failure()));
        return failed;
    }
    if (!q.exec(QStringLiteral("COMMIT"))) {
        const QString reason = q.lastError().text();
        q.exec(QStringLiteral("ROLLBACK"));
        RecoverReport failed;
        failed.error = describe(PricingDatabaseTr::tr("cannot commit the recovery: %1").arg(reason));
        return failed;
    }
    return report;
}

} // namespace gputco
