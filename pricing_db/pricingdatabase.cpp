// PricingDatabase, connection: where the catalog is, opening a file or a server (creating,
// migrating, seeding as needed), the offline copy, locks, versions and the stale setting.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "catalogcache.h"
#include "schema.h"
#include "sqldialect.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <optional>
#include <unistd.h>

namespace gputco {

namespace {

QAtomicInteger<quint64> gConnectionCounter;

/*!
 * The processes that have @p path (or its journal) open, as "1234 (sqlitebrowser)": the
 * likely holder of a lock. Read from /proc, so only on Linux and only processes the user may
 * look at; empty when none is found.
 */
QStringList lockHolders(const QString &path)
{
    QStringList holders;
    const QString target = QFileInfo(path).canonicalFilePath();
    if (target.isEmpty())
        return holders;
    const QString journal = target + QStringLiteral("-journal");
    const QString wal = target + QStringLiteral("-wal");
    const QString self = QString::number(QCoreApplication::applicationPid());
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        if (pid == self || !pid.at(0).isDigit())
            continue;
        const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
        const QStringList entries = fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
        for (const QString &fd : entries) {
            const QString link = QFile::symLinkTarget(fds.filePath(fd));
            if (link == target || link == journal || link == wal) {
                QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
                QString name;
                if (comm.open(QIODevice::ReadOnly))
                    name = QString::fromLocal8Bit(comm.readAll()).trimmed();
                holders << (name.isEmpty() ? pid : QStringLiteral("%1 (%2)").arg(pid, name));
                break;
            }
        }
    }
    return holders;
}

/// What the first look at a catalog file found: its schema objects, user_version and whether it
/// has the meta table, or the error reading them gave.
struct FileLook
{
    int objects = 0;
    int version = 0;
    bool hasMeta = false;
    std::optional<QSqlError> error;
};

/**
 * A cheap check at every start: reading the header and the whole schema fails on a file that
 * is not SQLite or whose first pages are damaged. PRAGMA quick_check reads every page (150 ms
 * at 100,000 prices), so the full check is `catalog check`.
 */
FileLook lookAt(const QSqlDatabase &db)
{
    FileLook look;
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT count(*), (SELECT user_version FROM pragma_user_version), "
                                   "(SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta') "
                                   "FROM sqlite_master WHERE sql IS NOT NULL AND length(sql) > 0"))
        || !query.next()) {
        look.error = query.lastError();
        return look;
    }
    look.objects = query.value(0).toInt();
    look.version = query.value(1).toInt();
    look.hasMeta = query.value(2).toInt() > 0;
    return look;
}

} // namespace

PricingDatabase::PricingDatabase()
    : mConnectionName(QStringLiteral("gputco_pricing_db_%1").arg(++gConnectionCounter))
{ }

PricingDatabase::~PricingDatabase()
{
    close();
}

namespace {
QString &preferredLocation()
{
    static QString location;
    return location;
}
} // namespace

void PricingDatabase::setPreferredLocation(const QString &location)
{
    preferredLocation() = location.trimmed();
}

QString PricingDatabase::defaultPath()
{
    for (const char *variable : {"GPUTCO_CATALOG", "GPUTCO_PRICING_DB"}) {
        const QString fromEnv = qEnvironmentVariable(variable);
        if (!fromEnv.isEmpty())
            return fromEnv;
    }
    if (!preferredLocation().isEmpty())
        return preferredLocation();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/pricing.sqlite");
}

bool PricingDatabase::isServer() const
{
    return SqlDialects::isServerUrl(mPath);
}

QSqlDatabase PricingDatabase::connection() const
{
    return QSqlDatabase::database(mConnectionName, false);
}

bool PricingDatabase::isOpen() const
{
    return QSqlDatabase::contains(mConnectionName) && connection().isOpen();
}

void PricingDatabase::close()
{
    if (!QSqlDatabase::contains(mConnectionName))
        return;
    {
        QSqlDatabase db = connection();
        db.close();
    }
    QSqlDatabase::removeDatabase(mConnectionName);
}

QString PricingDatabase::describe(const QString &reason) const
{
    const QString where
        = SqlDialects::isServerUrl(mPath) ? SqlDialects::withoutPassword(mPath) : QDir::toNativeSeparators(mPath);
    return PricingDatabaseTr::tr("%1: %2").arg(where, reason);
}

Status PricingDatabase::open(const QString &path, int lockWaitMs)
{
    close();
    mNotices.clear();
    mProblem = Problem::None;
    mLockWaitMs = lockWaitMs;
    // GPUTCO_LOCK_WAIT_MS lengthens the default wait (a slow machine; the sanitizer runs of the
    // tests, where seeding a new catalog takes longer than 3 s while others wait for it).
    if (const int wait = qEnvironmentVariableIntValue("GPUTCO_LOCK_WAIT_MS"); wait > 0 && lockWaitMs == kLockWaitMs)
        mLockWaitMs = wait;
    mPath = path.isEmpty() ? defaultPath() : path;
    mOffline = false;
    mOfflineWritten.clear();
    if (SqlDialects::isServerUrl(mPath)) {
        const Status status = openServer();
        if (!status.ok()) {
            if (mProblem == Problem::None)
                mProblem = Problem::Other;
            close();
            if (mProblem == Problem::Unreachable && openOfflineCopy(status.error))
                return Status::success();
        }
        return status;
    }
    const QFileInfo info(mPath);
    if (!QDir().mkpath(info.absolutePath())) {
        mProblem = Problem::Permission;
        return Status::failure(describe(PricingDatabaseTr::tr("cannot create the folder %1").arg(info.absolutePath())));
    }
    if (info.exists()) {
        if (info.isDir()) {
            mProblem = Problem::Other;
            return Status::failure(describe(PricingDatabaseTr::tr("is a folder, not a database file")));
        }
        // The owner write bit counts even for root, who could write anyway: the user marked it read-only.
        if (!info.isWritable() || !(info.permissions() & QFileDevice::WriteOwner)) {
            mProblem = Problem::Permission;
            return Status::failure(describe(
                PricingDatabaseTr::tr("the file is read-only; make it writable, or choose another file with --db "
                                      "or the GPUTCO_PRICING_DB environment variable")));
        }
    } else if (!QFileInfo(info.absolutePath()).isWritable()) {
        mProblem = Problem::Permission;
        return Status::failure(
            describe(PricingDatabaseTr::tr("cannot create the database: the folder is not writable")));
    }
    // A journal left by an interrupted write holds the data needed to finish or undo it:
    // when it cannot be opened the catalog is not damaged, the permissions are wrong.
    // Tried by opening it: another process's journal may come and go between two looks (a
    // concurrent first start), and a journal that has gone is no problem.
    const QFileInfo journal(mPath + QStringLiteral("-journal"));
    const auto journalUnusable = [&journal] {
        const int fd = ::open(QFile::encodeName(journal.filePath()).constData(), O_RDWR | O_CLOEXEC);
        if (fd >= 0) {
            ::close(fd);
            return false;
        }
        return errno != ENOENT;
    };
    if (journalUnusable()) {
        mProblem = Problem::Permission;
        return Status::failure(describe(
            PricingDatabaseTr::tr("its journal %1 cannot be opened (it is not a file you may read and write). The "
                                  "catalog is not damaged: give your user read and write access to the journal, "
                                  "then start again; do not delete it, it holds an unfinished change")
                .arg(QDir::toNativeSeparators(journal.filePath()))));
    }
    const Status status = openFile(true);
    if (!status.ok()) {
        if (mProblem == Problem::None)
            mProblem = Problem::Other;
        close();
        return status;
    }
    announceKeptAside(mNotices.join(u'\n'));
    return status;
}

Status PricingDatabase::openServer()
{
    const QUrl url(mPath, QUrl::StrictMode);
    if (!url.isValid() || url.path().size() < 2) {
        mProblem = Problem::Foreign;
        return Status::failure(describe(
            PricingDatabaseTr::tr("is not a PostgreSQL address; write postgresql://USER@HOST[:PORT]/DATABASE")));
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), mConnectionName);
    if (!db.isValid())
        return Status::failure(describe(PricingDatabaseTr::tr(
            "the Qt PostgreSQL driver (QPSQL) is not available; install the package libqt6sql6-psql")));
    // Empty parts are left to libpq's defaults and environment (PGHOST, PGUSER, PGPASSWORD ...).
    db.setHostName(url.host());
    if (url.port() > 0)
        db.setPort(url.port());
    db.setUserName(url.userName());
    db.setPassword(url.password());
    db.setDatabaseName(url.path().mid(1));
    QStringList options;
    bool timeoutGiven = false;
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        options << key + u'=' + value;
        timeoutGiven = timeoutGiven || key == QLatin1String("connect_timeout");
    }
    if (!timeoutGiven)
        options << QStringLiteral("connect_timeout=%1").arg(std::max(2, mLockWaitMs / 1000));
    db.setConnectOptions(options.join(u';'));
    if (!db.open()) {
        mProblem = Problem::Unreachable;
        return Status::failure(describe(
            PricingDatabaseTr::tr("cannot connect to the catalog server: %1").arg(db.lastError().text().trimmed())));
    }
    QSqlQuery query(db);
    // The server's notices ("relation ... already exists, skipping") are not the user's business.
    query.exec(QStringLiteral("SET client_min_messages = warning"));
    if (PricingSchema::userVersion(db) == 0) {
        // Tables of ours without a schema version, or another program's tables of the same names.
        if (!query.exec(QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                                       "current_schema() AND table_name IN ('meta', 'prices', 'providers')"))
            || !query.next())
            return Status::failure(describe(query.lastError().text()));
        if (query.value(0).toInt() > 0) {
            mProblem = Problem::Foreign;
            return Status::failure(describe(PricingDatabaseTr::tr(
                "the database holds tables of another program (no GPU TCO Planner schema version); it was not "
                "changed. Name an empty database or a GPU TCO Planner catalog")));
        }
    }
    query.finish();
    if (const Status status = migrateAndSeed(db); !status.ok())
        return status;
    // The copy for working offline: rewritten only when the catalog changed since.
    if (const QString reason = CatalogCache::refresh(db, mPath); !reason.isEmpty())
        mNotices << describe(
            PricingDatabaseTr::tr("the local copy for working offline could not be written: %1").arg(reason));
    return Status::success();
}

bool PricingDatabase::openOfflineCopy(const QString &why)
{
    const QString copy = CatalogCache::pathFor(mPath);
    if (!QFileInfo(copy).isFile())
        return false;
    QString written;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mConnectionName);
        db.setDatabaseName(copy);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open() && PricingSchema::userVersion(db) == PricingSchema::latestVersion()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'copy_written'")) && q.next())
                written = q.value(0).toString();
        }
        if (written.isEmpty())
            db.close();
    }
    if (written.isEmpty()) {
        QSqlDatabase::removeDatabase(mConnectionName);
        return false;
    }
    mOffline = true;
    mOfflineWritten = written;
    mProblem = Problem::None;
    mNotices << why
             << describe(
                    PricingDatabaseTr::tr("working offline from the local read-only copy of the catalog as read on "
                                          "%1 (%2); imports and other changes need the server")
                        .arg(written, QDir::toNativeSeparators(copy)));
    return true;
}

Status PricingDatabase::lockedFailure() const
{
    const QStringList holders = lockHolders(mPath);
    const QString who = holders.isEmpty()
        ? PricingDatabaseTr::tr("another program (an import still running, or an SQLite browser with unsaved changes)")
        : PricingDatabaseTr::tr("another program (process %1)").arg(holders.join(QStringLiteral(", ")));
    return Status::failure(describe(PricingDatabaseTr::tr("the database is locked by %1 and did not become free within "
                                                          "%2 seconds; close that program or let it finish, then try "
                                                          "again")
                                        .arg(who)
                                        .arg(QString::number(mLockWaitMs / 1000.0))));
}

Status PricingDatabase::openFile(bool mayRecreate)
{
    QString corruptReason;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mConnectionName);
        if (!db.isValid())
            return Status::failure(describe(PricingDatabaseTr::tr("the Qt SQLite driver (QSQLITE) is not available")));
        db.setDatabaseName(mPath);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(mLockWaitMs));
        if (!db.open()) {
            mProblem = isAccessError(db.lastError()) ? Problem::Permission : Problem::Other;
            return Status::failure(describe(PricingDatabaseTr::tr("cannot open: %1").arg(db.lastError().text())));
        }
        const FileLook look = lookAt(db);
        if (look.error) {
            const QSqlError &error = *look.error;
            if (isLockError(error)) {
                mProblem = Problem::Locked;
                return lockedFailure();
            }
            if (!isDamageError(error)) {
                // Not SQLite's "damaged": never replace a file on a guess.
                mProblem = isAccessError(error) ? Problem::Permission : Problem::Other;
                return Status::failure(describe(
                    PricingDatabaseTr::tr("cannot be read (%1); it was left as it is: check its permissions and "
                                          "the disk")
                        .arg(error.text())));
            }
            corruptReason = error.text();
        }
        if (corruptReason.isEmpty()) {
            // Ours has a meta table and a user_version set in the same transaction as the
            // tables; anything else with tables belongs to another program.
            if (look.objects > 0 && (look.version == 0 || !look.hasMeta)) {
                mProblem = Problem::Foreign;
                return Status::failure(describe(
                    PricingDatabaseTr::tr("is an SQLite database of another program (it has no GPU TCO Planner "
                                          "catalog tables); it was not changed. Choose another file with --db or "
                                          "the GPUTCO_PRICING_DB environment variable")));
            }
            // Statement journals (one per upsert inside an import transaction) in memory, not
            // in /var/tmp, and a 32 MB page cache: a 100,000-row import then takes about two
            // seconds instead of six.
            QSqlQuery query(db);
            if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))
                || !query.exec(QStringLiteral("PRAGMA temp_store = MEMORY"))
                || !query.exec(QStringLiteral("PRAGMA cache_size = -32768")))
                return Status::failure(describe(query.lastError().text()));
            return migrateAndSeed(db);
        }
        if (!mayRecreate)
            return Status::failure(
                describe(PricingDatabaseTr::tr("the re-created database is damaged: %1").arg(corruptReason)));
        db.close();
    }
    QSqlDatabase::removeDatabase(mConnectionName);
    QString target;
    const Status moved = setAsideCorrupt(corruptReason, &target);
    if (!moved.ok())
        return moved;
    const QStringList before = mNotices;
    const Status reopened = openFile(false);
    if (!reopened.ok())
        return reopened;
    mNotices = before; // "created" is implied by the set-aside notice
    rememberKeptAside(target, corruptReason);
    return reopened;
}

Status PricingDatabase::migrateAndSeed(QSqlDatabase &db)
{
    int appliedFrom = -1;
    Status status = PricingSchema::migrate(db, -1, &appliedFrom);
    if (!status.ok()) {
        if (isServer() && status.error.contains(QStringLiteral("permission denied"), Qt::CaseInsensitive))
            mProblem = Problem::NotAllowed;
        if (!isServer() && status.error.contains(QStringLiteral("locked"), Qt::CaseInsensitive)) {
            mProblem = Problem::Locked;
            return lockedFailure();
        }
        return status;
    }
    status = ensureSeeded();
    if (!status.ok())
        return status;
    // Said only once everything worked, and only by the process that made the tables.
    if (appliedFrom == 0)
        mNotices << describe(PricingDatabaseTr::tr("created a new pricing database from the built-in seed"));
    return Status::success();
}

int PricingDatabase::schemaVersion() const
{
    return isOpen() ? PricingSchema::userVersion(connection()) : -1;
}

int PricingDatabase::seedVersion() const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = 'seed_version'"));
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toInt();
}

int PricingDatabase::staleAfterMonths() const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = 'stale_after_months'"));
    if (!q.exec() || !q.next())
        return 12;
    bool ok = false;
    const int months = q.value(0).toInt(&ok);
    return ok && months >= 1 && months <= 240 ? months : 12;
}

Status PricingDatabase::setStaleAfterMonths(int months)
{
    if (months < 1 || months > 240)
        return Status::failure(
            describe(PricingDatabaseTr::tr("the stale threshold must be 1 to 240 months, not %1").arg(months)));
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('stale_after_months', ?) "
                             "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(QString::number(months));
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    return Status::success();
}

} // namespace gputco
