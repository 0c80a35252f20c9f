#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "atomicfile.h"
#include "catalogcache.h"
#include "catalogsearch.h"

#include "feeio.h"
#include "priceio.h"
#include "schema.h"
#include "seeddata.h"
#include "sqldialect.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <numeric>
#include <optional>
#include <tuple>
#include <unistd.h>
#include <vector>

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

const QString kKeptAsidePrefix = QStringLiteral("kept_aside:");

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
    mPath = path.isEmpty() ? defaultPath() : path;
    mOffline = false;
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
    int appliedFrom = -1;
    Status status = PricingSchema::migrate(db, -1, &appliedFrom);
    if (!status.ok()) {
        if (status.error.contains(QStringLiteral("permission denied"), Qt::CaseInsensitive))
            mProblem = Problem::NotAllowed;
        return status;
    }
    status = ensureSeeded();
    if (!status.ok())
        return status;
    if (appliedFrom == 0)
        mNotices << describe(PricingDatabaseTr::tr("created a new pricing database from the built-in seed"));
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

        // A cheap check at every start: reading the header and the whole schema fails on a
        // file that is not SQLite or whose first pages are damaged. PRAGMA quick_check reads
        // every page (150 ms at 100,000 prices), so the full check is `catalog check`.
        QSqlQuery query(db);
        int objects = 0;
        int version = 0;
        bool hasMeta = false;
        if (!query.exec(QStringLiteral("SELECT count(*), (SELECT user_version FROM pragma_user_version), "
                                       "(SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta') "
                                       "FROM sqlite_master WHERE sql IS NOT NULL AND length(sql) > 0"))
            || !query.next()) {
            const QSqlError error = query.lastError();
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
        } else {
            objects = query.value(0).toInt();
            version = query.value(1).toInt();
            hasMeta = query.value(2).toInt() > 0;
        }
        query.finish();
        if (corruptReason.isEmpty()) {
            // Ours has a meta table and a user_version set in the same transaction as the
            // tables; anything else with tables belongs to another program.
            if (objects > 0 && (version == 0 || !hasMeta)) {
                mProblem = Problem::Foreign;
                return Status::failure(describe(
                    PricingDatabaseTr::tr("is an SQLite database of another program (it has no GPU TCO Planner "
                                          "catalog tables); it was not changed. Choose another file with --db or "
                                          "the GPUTCO_PRICING_DB environment variable")));
            }
            // Statement journals (one per upsert inside an import transaction) in memory, not
            // in /var/tmp, and a 32 MB page cache: a 100,000-row import then takes about two
            // seconds instead of six.
            if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))
                || !query.exec(QStringLiteral("PRAGMA temp_store = MEMORY"))
                || !query.exec(QStringLiteral("PRAGMA cache_size = -32768")))
                return Status::failure(describe(query.lastError().text()));
            int appliedFrom = -1;
            Status status = PricingSchema::migrate(db, -1, &appliedFrom);
            if (!status.ok()) {
                if (status.error.contains(QStringLiteral("locked"), Qt::CaseInsensitive)) {
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

Status PricingDatabase::ensureSeeded()
{
    // Only the version is read at every start; the seed itself only when it is newer.
    if (seedVersion() >= builtinSeedVersion())
        return Status::success();
    const Result<SeedData> seed = loadBuiltinSeed();
    if (!seed.ok())
        return Status::failure(seed.error());
    return applySeedLocked(seed.value(), true);
}

Status PricingDatabase::applySeed(const SeedData &seed)
{
    return applySeedLocked(seed, false);
}

Status PricingDatabase::applySeedLocked(const SeedData &seed, bool onlyIfNewer)
{
    QSqlDatabase db = connection();
    {
        // The write lock first, then the version again, so that of several processes
        // starting together one seeds and the others find it done.
        QSqlError beginError;
        if (!SqlDialects::beginWrite(db, &beginError)) {
            if (!isServer() && isLockError(beginError)) {
                mProblem = Problem::Locked;
                return lockedFailure();
            }
            return Status::failure(describe(beginError.text()));
        }
    }
    if (onlyIfNewer && seedVersion() >= seed.version) {
        QSqlQuery(db).exec(QStringLiteral("COMMIT"));
        return Status::success();
    }
    QSqlQuery q(db);
    QString failure;
    auto run = [&](const QString &sql, const QVariantList &values) {
        if (!failure.isEmpty())
            return false;
        if (q.lastQuery() != sql && !q.prepare(sql)) {
            failure = q.lastError().text();
            return false;
        }
        bindAll(q, values);
        if (!q.exec()) {
            failure = q.lastError().text() + QStringLiteral(" [") + sql.left(60) + u']';
            return false;
        }
        return true;
    };

    for (const Provider &p : seed.providers)
        run(QStringLiteral("INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, ?, 'seed') "
                           "ON CONFLICT(id) DO UPDATE SET name_en = excluded.name_en, name_zh = excluded.name_zh "
                           "WHERE providers.origin = 'seed'"),
            {p.id, p.nameEn, p.nameZh});
    for (const auto &[provider, region] : seed.regions)
        run(QStringLiteral("INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'seed') "
                           "ON CONFLICT DO NOTHING"),
            {provider, region, region});
    for (const GpuModel &g : seed.gpuModels)
        run(QStringLiteral(
                "INSERT INTO gpu_models (id, vendor, name, memory_gb, bf16_tflops, tdp_w, notes, origin) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, 'seed') ON CONFLICT(id) DO UPDATE SET vendor = excluded.vendor, "
                "name = excluded.name, memory_gb = excluded.memory_gb, bf16_tflops = excluded.bf16_tflops, "
                "tdp_w = excluded.tdp_w, notes = excluded.notes WHERE gpu_models.origin = 'seed'"),
            {g.id, g.vendor, g.name, nullable(g.memoryGb), nullable(g.bf16Tflops), nullable(g.tdpW), g.notes});
    for (const InstanceTypeRecord &t : seed.instanceTypes)
        run(QStringLiteral(
                "INSERT INTO instance_types (id, provider_id, name, family, gpu_count, gpu_model_id, gpu_label, "
                "vcpus, memory_gib, nvlink, rdma_gbps, notes, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "'seed') "
                "ON CONFLICT(id) DO UPDATE SET family = excluded.family, gpu_count = excluded.gpu_count, "
                "gpu_model_id = excluded.gpu_model_id, gpu_label = excluded.gpu_label, vcpus = excluded.vcpus, "
                "memory_gib = excluded.memory_gib, nvlink = excluded.nvlink, rdma_gbps = excluded.rdma_gbps, "
                "notes = excluded.notes WHERE instance_types.origin = 'seed'"),
            {t.id, t.providerId, t.name, t.family, nullable(t.gpuCount), nullable(t.gpuModelId), t.gpuLabel,
                nullable(t.vcpus), nullable(t.memoryGib), nullableBool(t.nvlink), nullable(t.rdmaGbps), t.notes});

    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QHash<QString, qint64> bookIds;
    for (const SeedPriceBook &b : seed.books) {
        run(QStringLiteral("SELECT id FROM price_books WHERE origin = 'seed' AND name = ?"), {b.name});
        if (failure.isEmpty() && q.next()) {
            const qint64 id = q.value(0).toLongLong();
            bookIds.insert(b.key, id);
            run(QStringLiteral("UPDATE price_books SET as_of = ?, source = ?, imported_at = ? WHERE id = ?"),
                {nullable(b.asOf), b.source, now, id});
        } else if (run(QStringLiteral("INSERT INTO price_books (name, as_of, source, imported_at, origin) "
                                      "VALUES (?, ?, ?, ?, 'seed')"),
                       {b.name, nullable(b.asOf), b.source, now})) {
            bookIds.insert(b.key, q.lastInsertId().toLongLong());
        }
    }

    // A shipped price whose amount, currency or date the new seed changes (or drops) is kept
    // as history ('replaced') before the shipped rows are replaced.
    if (failure.isEmpty())
        failure = archiveChangedSeedPrices(seed);
    // Shipped rows are replaced wholesale; a user row with the same id (an override) wins.
    run(QStringLiteral("DELETE FROM prices WHERE origin = 'seed'"), {});
    for (const SeedPrice &sp : seed.prices) {
        const PriceRow &p = sp.row;
        run(QStringLiteral("INSERT INTO prices (id, instance_type_id, region, zone, pricing_model, term_months, "
                           "payment_option, upfront_amount, hourly_amount, monthly_amount, currency, tax_included, "
                           "as_of, source, price_book_id, origin, notes, hourly_min, hourly_max, monthly_min, "
                           "monthly_max, as_of_basis) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed', ?, ?, ?, ?, ?, ?) "
                           "ON CONFLICT(id) DO NOTHING"),
            {p.id, p.instanceTypeId, p.region, p.zone, p.pricingModel, nullable(p.termMonths),
                nullable(p.paymentOption), nullable(p.upfrontAmount), nullable(p.hourlyAmount),
                nullable(p.monthlyAmount), p.currency, nullableBool(p.taxIncluded), nullable(p.asOf), p.source,
                bookIds.contains(sp.bookKey) ? QVariant(bookIds.value(sp.bookKey))
                                             : QVariant(QMetaType::fromType<qint64>()),
                p.notes, nullable(p.hourlyMin), nullable(p.hourlyMax), nullable(p.monthlyMin), nullable(p.monthlyMax),
                nullable(p.asOfBasis)});
    }
    // The source's own earlier versions ship with the seed and are replaced with it.
    run(QStringLiteral("DELETE FROM price_history WHERE kind = 'published' AND origin = 'seed'"), {});
    for (const PriceHistoryEntry &h : seed.history)
        run(QStringLiteral(
                "INSERT INTO price_history (price_id, instance_type_id, region, zone, pricing_model, "
                "term_months, payment_option, upfront_amount, hourly_amount, monthly_amount, hourly_min, "
                "hourly_max, monthly_min, monthly_max, currency, as_of, as_of_basis, source, price_book, "
                "notes, recorded_at, kind, origin) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'published', 'seed')"),
            {h.priceId, h.instanceTypeId, h.region, h.zone, h.pricingModel, nullable(h.termMonths),
                nullable(h.paymentOption), nullable(h.upfrontAmount), nullable(h.hourlyAmount),
                nullable(h.monthlyAmount), nullable(h.hourlyMin), nullable(h.hourlyMax), nullable(h.monthlyMin),
                nullable(h.monthlyMax), h.currency, nullable(h.asOf), nullable(h.asOfBasis), h.source, h.priceBook,
                h.notes, now});
    run(QStringLiteral("DELETE FROM provider_default_discounts WHERE origin = 'seed'"), {});
    for (const DefaultDiscount &d : seed.defaultDiscounts)
        run(QStringLiteral("INSERT INTO provider_default_discounts (id, provider_id, pricing_model, term_months, "
                           "discount_low, discount_high, discount_default, source, origin) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'seed') ON CONFLICT(id) DO NOTHING"),
            {d.providerId + u'/' + d.pricingModel + u'/' + (d.termMonths ? QString::number(*d.termMonths) : QString()),
                d.providerId, d.pricingModel, nullable(d.termMonths), d.low, d.high, d.defaultValue, d.source});
    run(QStringLiteral("DELETE FROM selfhosted_hardware WHERE origin = 'seed'"), {});
    for (const HardwareItem &h : seed.hardware)
        run(QStringLiteral("INSERT INTO selfhosted_hardware (id, kind, name, gpu_model_id, gpu_count, price_low, "
                           "price_high, currency, max_kw, typical_kw_low, typical_kw_high, as_of, source, reliability, "
                           "notes, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed') "
                           "ON CONFLICT(id) DO NOTHING"),
            {h.id, h.kind, h.name, nullable(h.gpuModelId), nullable(h.gpuCount), h.priceLow, nullable(h.priceHigh),
                h.currency, nullable(h.maxKw), nullable(h.typicalKwLow), nullable(h.typicalKwHigh), nullable(h.asOf),
                h.source, h.reliability, h.notes});
    run(QStringLiteral("DELETE FROM facility_profiles WHERE origin = 'seed'"), {});
    for (const FacilityProfile &f : seed.facilities)
        run(QStringLiteral(
                "INSERT INTO facility_profiles (id, name, power_price, power_currency, pue, pue_low, pue_high, "
                "rent_per_kw_month_low, rent_per_kw_month_high, rent_currency, staff_cost_month, "
                "staff_currency, source, reliability, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "'seed') "
                "ON CONFLICT(id) DO NOTHING"),
            {f.id, f.name, nullable(f.powerPrice), nullable(f.powerCurrency), nullable(f.pue), nullable(f.pueLow),
                nullable(f.pueHigh), nullable(f.rentPerKwMonthLow), nullable(f.rentPerKwMonthHigh),
                nullable(f.rentCurrency), nullable(f.staffCostMonth), nullable(f.staffCurrency), f.source,
                f.reliability});
    run(QStringLiteral("DELETE FROM exchange_rates WHERE origin = 'seed'"), {});
    for (const CatalogExchangeRate &r : seed.exchangeRates)
        run(QStringLiteral("INSERT INTO exchange_rates (from_currency, to_currency, rate, as_of, source, origin) "
                           "VALUES (?, ?, ?, ?, ?, 'seed') ON CONFLICT DO NOTHING"),
            {r.fromCurrency, r.toCurrency, r.rate, r.asOf, r.source});
    run(QStringLiteral("DELETE FROM storage_products WHERE origin = 'seed'"), {});
    for (const FeeItem &s : seed.storage)
        run(QStringLiteral("INSERT INTO storage_products (id, provider_id, region, name, kind, unit, price, currency, "
                           "as_of, source, reliability, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed') "
                           "ON CONFLICT(id) DO NOTHING"),
            {s.id, nullable(s.providerId), s.region, s.name, s.kind, s.unit, s.price, s.currency, nullable(s.asOf),
                s.source, s.reliability});
    run(QStringLiteral("DELETE FROM network_fees WHERE origin = 'seed'"), {});
    for (const FeeItem &n : seed.network)
        run(QStringLiteral("INSERT INTO network_fees (id, provider_id, region, kind, tier_from_gb, tier_to_gb, price, "
                           "unit, currency, as_of, source, reliability, origin) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed') ON CONFLICT(id) DO NOTHING"),
            {n.id, nullable(n.providerId), n.region, n.kind, nullable(n.tierFromGb), nullable(n.tierToGb), n.price,
                n.unit, n.currency, nullable(n.asOf), n.source, n.reliability});
    run(QStringLiteral("DELETE FROM fee_presets WHERE origin = 'seed'"), {});
    for (const FeePreset &f : seed.feePresets)
        run(QStringLiteral(
                "INSERT INTO fee_presets (id, provider_id, product, category, item, region, tier, price, unit, "
                "currency, as_of, as_of_basis, source, notes, origin) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed') ON CONFLICT(id) DO NOTHING"),
            {f.id, f.providerId, f.product, f.category, f.item, f.region, f.tier, f.price, f.unit, f.currency,
                nullable(f.asOf), nullable(f.asOfBasis), f.source, f.notes});
    run(QStringLiteral("INSERT INTO meta (key, value) VALUES ('seed_version', ?) "
                       "ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
        {QString::number(seed.version)});
    q.finish();
    QSqlQuery end(db);
    if (!failure.isEmpty()) {
        end.exec(QStringLiteral("ROLLBACK"));
        return Status::failure(describe(PricingDatabaseTr::tr("applying the built-in seed failed: %1").arg(failure)));
    }
    if (!end.exec(QStringLiteral("COMMIT"))) {
        const QString reason = end.lastError().text();
        end.exec(QStringLiteral("ROLLBACK"));
        return Status::failure(describe(PricingDatabaseTr::tr("cannot commit the seed: %1").arg(reason)));
    }
    return Status::success();
}

QString PricingDatabase::archiveChangedSeedPrices(const SeedData &seed)
{
    QHash<QString, const PriceRow *> next;
    next.reserve(seed.prices.size());
    for (const SeedPrice &sp : seed.prices)
        next.insert(sp.row.id, &sp.row);
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT id, hourly_amount, monthly_amount, upfront_amount, hourly_min, hourly_max, "
            "monthly_min, monthly_max, currency, coalesce(as_of, '') FROM prices WHERE origin = 'seed'")))
        return q.lastError().text();
    QStringList changed;
    while (q.next()) {
        const QString id = q.value(0).toString();
        const auto it = next.constFind(id);
        if (it == next.constEnd()) {
            changed << id;
            continue;
        }
        const PriceRow &n = **it;
        const bool same = optDouble(q.value(1)) == n.hourlyAmount && optDouble(q.value(2)) == n.monthlyAmount
            && optDouble(q.value(3)) == n.upfrontAmount && optDouble(q.value(4)) == n.hourlyMin
            && optDouble(q.value(5)) == n.hourlyMax && optDouble(q.value(6)) == n.monthlyMin
            && optDouble(q.value(7)) == n.monthlyMax && q.value(8).toString() == n.currency
            && q.value(9).toString() == n.asOf;
        if (!same)
            changed << id;
    }
    q.finish();
    if (changed.isEmpty())
        return {};
    QSqlQuery insert(connection());
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO price_history (price_id, instance_type_id, region, zone, pricing_model, term_months, "
            "payment_option, upfront_amount, hourly_amount, monthly_amount, hourly_min, hourly_max, monthly_min, "
            "monthly_max, currency, as_of, as_of_basis, source, price_book, notes, recorded_at, kind, origin) "
            "SELECT p.id, p.instance_type_id, p.region, p.zone, p.pricing_model, p.term_months, p.payment_option, "
            "p.upfront_amount, p.hourly_amount, p.monthly_amount, p.hourly_min, p.hourly_max, p.monthly_min, "
            "p.monthly_max, p.currency, p.as_of, p.as_of_basis, p.source, coalesce(pb.name, ''), p.notes, ?, "
            "'replaced', 'seed' FROM prices p LEFT JOIN price_books pb ON pb.id = p.price_book_id WHERE p.id = ?")))
        return insert.lastError().text();
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (const QString &id : std::as_const(changed)) {
        insert.bindValue(0, now);
        insert.bindValue(1, id);
        if (!insert.exec())
            return insert.lastError().text();
    }
    return {};
}

Result<QList<PriceHistoryEntry>> PricingDatabase::priceHistory(const QString &priceId) const
{
    if (!isOpen())
        return Result<QList<PriceHistoryEntry>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.prepare(QStringLiteral(
            "SELECT price_id, instance_type_id, region, zone, pricing_model, term_months, payment_option, "
            "upfront_amount, hourly_amount, monthly_amount, hourly_min, hourly_max, monthly_min, monthly_max, "
            "currency, coalesce(as_of, ''), coalesce(as_of_basis, ''), source, price_book, notes, recorded_at, origin "
            "FROM price_history WHERE price_id = ? ORDER BY coalesce(as_of, ''), recorded_at, id")))
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    q.addBindValue(priceId);
    if (!q.exec())
        return Result<QList<PriceHistoryEntry>>::failure(describe(q.lastError().text()));
    QList<PriceHistoryEntry> out;
    while (q.next()) {
        PriceHistoryEntry h;
        h.priceId = q.value(0).toString();
        h.instanceTypeId = q.value(1).toString();
        h.region = q.value(2).toString();
        h.zone = q.value(3).toString();
        h.pricingModel = q.value(4).toString();
        h.termMonths = optInt(q.value(5));
        h.paymentOption = q.value(6).toString();
        h.upfrontAmount = optDouble(q.value(7));
        h.hourlyAmount = optDouble(q.value(8));
        h.monthlyAmount = optDouble(q.value(9));
        h.hourlyMin = optDouble(q.value(10));
        h.hourlyMax = optDouble(q.value(11));
        h.monthlyMin = optDouble(q.value(12));
        h.monthlyMax = optDouble(q.value(13));
        h.currency = q.value(14).toString();
        h.asOf = q.value(15).toString();
        h.asOfBasis = q.value(16).toString();
        h.source = q.value(17).toString();
        h.priceBook = q.value(18).toString();
        h.notes = q.value(19).toString();
        h.recordedAt = q.value(20).toString();
        h.origin = q.value(21).toString();
        out.append(h);
    }
    return out;
}

namespace {

/// The SQLite connection under a Qt one, or nullptr (PostgreSQL).
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(v.constData());
    return nullptr;
}

/// The instance-type fields of @p t (those readTypeColumns() sets) copied into @p r.
void copyTypeColumns(const PriceRow &t, PriceRow &r)
{
    r.instanceTypeId = t.instanceTypeId;
    r.providerId = t.providerId;
    r.providerName = t.providerName;
    r.instanceType = t.instanceType;
    r.family = t.family;
    r.gpuModelId = t.gpuModelId;
    r.gpuModelName = t.gpuModelName;
    r.gpuLabel = t.gpuLabel;
    r.gpuCount = t.gpuCount;
    r.vcpus = t.vcpus;
    r.memoryGib = t.memoryGib;
    r.nvlink = t.nvlink;
    r.rdmaGbps = t.rdmaGbps;
    r.instanceTypeNotes = t.instanceTypeNotes;
}

QString placeholders(qsizetype n)
{
    QStringList marks(n, QStringLiteral("?"));
    return QStringLiteral("(") + marks.join(QStringLiteral(", ")) + QStringLiteral(")");
}

/// A word of the search as a LIKE pattern on a lower-case column: "%word%", with % _ ! escaped by '!'.
QString likePattern(const QString &word)
{
    QString escaped;
    for (const QChar c : word.toLower()) {
        if (c == u'%' || c == u'_' || c == u'!')
            escaped += u'!';
        escaped += c;
    }
    return u'%' + escaped + u'%';
}

} // namespace

struct PricePager::Private
{
    QString (*describe)(const PricingDatabase *, const QString &) = nullptr;
    const PricingDatabase *owner = nullptr;
    QSqlDatabase db;
    sqlite3 *lite = nullptr; ///< the SQLite handle under db, or nullptr (PostgreSQL)
    QList<PriceRow> types; ///< the matching instance types, in the list's order
    std::vector<int> ranks; ///< types of one provider and name share a rank
    QHash<QString, qsizetype> typeIndex; ///< instance type id -> types
    /// Per type, the words of the search it lacks (bit i: word i): its prices must have them
    /// in their region or zone. Empty without a search.
    std::vector<quint64> missed;
    QStringList wordPatterns; ///< LIKE patterns of the words
    QString priceWhere; ///< " AND ..." on the prices (pricing model, region)
    QVariantList priceValues;
    bool everyType = false; ///< no provider or GPU: the types were not narrowed
    bool unpricedShown = false; ///< unpriced types are rows of the list
    std::vector<qsizetype> counts; ///< rows per type, once counted
    bool counted = false;
    qsizetype next = 0; ///< the first type not read yet
    qsizetype read = 0; ///< rows returned so far

    QString fail(const QString &reason) const { return describe(owner, reason); }
    quint64 missedOf(qsizetype type) const { return missed.empty() ? 0 : missed[std::size_t(type)]; }

    /**
     * Runs "SELECT columns FROM prices p WHERE ..." for the types [from, to) (all prices when
     * @p all), a statement per group of at most 500 types lacking the same words, and calls
     * @p row with the SQLite statement (on SQLite) or the query (PostgreSQL) of each row.
     */
    template<typename Row>
    QString select(qsizetype from, qsizetype to, bool all, const QString &columns, const QString &suffix, Row &&row)
    {
        constexpr qsizetype kTypesPerStatement = 500;
        std::vector<std::pair<quint64, std::vector<qsizetype>>> groups; // words lacked -> types
        if (all) {
            groups.push_back({0, {}});
        } else {
            for (qsizetype i = from; i < to; ++i) {
                if (counted && counts[std::size_t(i)] == 0)
                    continue; // counted already: none of its prices matches
                const quint64 mask = missedOf(i);
                auto g = std::find_if(groups.begin(), groups.end(), [mask](const auto &e) { return e.first == mask; });
                if (g == groups.end())
                    g = groups.insert(groups.end(), {mask, {}});
                g->second.push_back(i);
            }
        }
        for (const auto &[mask, members] : groups) {
            for (std::size_t start = 0; all ? start == 0 : start < members.size(); start += kTypesPerStatement) {
                QString sql = QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM prices p WHERE 1 = 1");
                QVariantList values;
                if (!all) {
                    const std::size_t n = std::min(std::size_t(kTypesPerStatement), members.size() - start);
                    sql += QStringLiteral(" AND p.instance_type_id IN ") + placeholders(qsizetype(n));
                    for (std::size_t k = start; k < start + n; ++k)
                        values << types.at(members[k]).instanceTypeId;
                }
                sql += priceWhere;
                values << priceValues;
                for (int w = 0; w < wordPatterns.size(); ++w) {
                    if (!(mask & (quint64(1) << w)))
                        continue;
                    sql += QStringLiteral(
                        " AND (lower(p.region) LIKE ? ESCAPE '!' OR lower(p.zone) LIKE ? ESCAPE '!')");
                    values << wordPatterns.at(w) << wordPatterns.at(w);
                }
                sql += suffix;
                if (lite) {
                    sqlite3_stmt *stmt = nullptr;
                    const QByteArray utf8 = sql.toUtf8();
                    if (sqlite3_prepare_v2(lite, utf8.constData(), int(utf8.size()), &stmt, nullptr) != SQLITE_OK) {
                        const QString reason = QString::fromUtf8(sqlite3_errmsg(lite));
                        sqlite3_finalize(stmt);
                        return fail(reason);
                    }
                    std::vector<QByteArray> bound; // alive until the statement is finalized
                    bound.reserve(std::size_t(values.size()));
                    for (qsizetype i = 0; i < values.size(); ++i) {
                        bound.push_back(values.at(i).toString().toUtf8());
                        sqlite3_bind_text(
                            stmt, int(i + 1), bound.back().constData(), int(bound.back().size()), SQLITE_STATIC);
                    }
                    int rc;
                    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW)
                        row(stmt, static_cast<QSqlQuery *>(nullptr));
                    const QString reason = rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(lite));
                    sqlite3_finalize(stmt);
                    if (!reason.isEmpty())
                        return fail(reason);
                    continue;
                }
                QSqlQuery q(db);
                q.setForwardOnly(true);
                if (!q.prepare(sql))
                    return fail(q.lastError().text());
                bindAll(q, values);
                if (!q.exec())
                    return fail(q.lastError().text());
                while (q.next())
                    row(static_cast<sqlite3_stmt *>(nullptr), &q);
            }
        }
        return QString();
    }

    /// The type a price row belongs to (an index into types), or -1.
    qsizetype typeOf(const QString &typeId, QString &lastId, qsizetype &lastType) const
    {
        // A type's prices come one after another: the last answer is usually right.
        if (typeId.constData() == lastId.constData() || typeId == lastId)
            return lastType;
        const auto it = typeIndex.constFind(typeId);
        lastId = typeId;
        lastType = it == typeIndex.constEnd() ? -1 : *it;
        return lastType;
    }

    QString countRows()
    {
        counts.assign(std::size_t(types.size()), 0);
        const bool all = everyType && wordPatterns.isEmpty();
        QString lastId;
        qsizetype lastType = -1;
        const QString error = select(0, types.size(), all, QStringLiteral("p.instance_type_id, count(*)"),
            QStringLiteral(" GROUP BY p.instance_type_id"), [&](sqlite3_stmt *s, QSqlQuery *q) {
                QString typeId;
                qsizetype n;
                if (s) {
                    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(s, 0));
                    typeId = QString::fromUtf8(text, text ? sqlite3_column_bytes(s, 0) : 0);
                    n = qsizetype(sqlite3_column_int64(s, 1));
                } else {
                    typeId = q->value(0).toString();
                    n = qsizetype(q->value(1).toLongLong());
                }
                if (const qsizetype t = typeOf(typeId, lastId, lastType); t >= 0)
                    counts[std::size_t(t)] += n;
            });
        if (!error.isEmpty())
            return error;
        if (unpricedShown)
            for (qsizetype i = 0; i < types.size(); ++i)
                if (counts[std::size_t(i)] == 0 && missedOf(i) == 0)
                    counts[std::size_t(i)] = 1;
        counted = true;
        return QString();
    }
};

namespace {

/**
 * The text of a result column, one QString per distinct value: the region, zone, pricing model,
 * currency, date and source of a list repeat from row to row, and a repeated value shares the
 * string made for its first row (no allocation, no UTF-8 conversion). Remembers the last
 * few values of its column and tries the one it gave last first.
 */
class TextColumn
{
public:
    QString get(sqlite3_value *value)
    {
        const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
        if (!text)
            return QString();
        const int size = sqlite3_value_bytes(value);
        const auto same = [&](const Entry &e) {
            return e.bytes.size() == size && std::memcmp(e.bytes.constData(), text, std::size_t(size)) == 0;
        };
        if (mLast < mEntries.size() && same(mEntries[mLast]))
            return mEntries[mLast].text;
        for (std::size_t i = 0; i < mEntries.size(); ++i)
            if (same(mEntries[i])) {
                mLast = i;
                return mEntries[i].text;
            }
        Entry fresh{QByteArray(text, size), QString::fromUtf8(text, size)};
        if (mEntries.size() < kSize) {
            mLast = mEntries.size();
            mEntries.push_back(fresh);
        } else {
            mLast = mNext++ % kSize;
            mEntries[mLast] = fresh;
        }
        return fresh.text;
    }

private:
    static constexpr std::size_t kSize = 16;
    struct Entry
    {
        QByteArray bytes;
        QString text;
    };
    std::vector<Entry> mEntries;
    std::size_t mNext = 0;
    std::size_t mLast = 0;
};

/// The same columns read straight from SQLite: Qt SQL makes a QVariant of every value of every
/// row, which was most of the time of a list of a few thousand prices.
class SqlitePriceReader
{
public:
    // The values are read through sqlite3_column_value(): one call (and one lock of the
    // connection's mutex) per column instead of two or three. Such a value may be read only on
    // the connection's thread, which a PricingDatabase is used on anyway.
    void read(sqlite3_stmt *s, PriceRow &r)
    {
        const auto value = [s](int c) { return sqlite3_column_value(s, c); };
        const auto real = [&](int c) {
            sqlite3_value *v = value(c);
            return sqlite3_value_type(v) == SQLITE_NULL ? std::nullopt : std::optional<double>(sqlite3_value_double(v));
        };
        const auto integer = [&](int c) {
            sqlite3_value *v = value(c);
            return sqlite3_value_type(v) == SQLITE_NULL ? std::nullopt : std::optional<int>(sqlite3_value_int(v));
        };
        const auto text = [&](int c) { return mText[c].get(value(c)); };
        sqlite3_value *id = value(0);
        const auto *idText = reinterpret_cast<const char *>(sqlite3_value_text(id));
        r.id = QString::fromUtf8(idText, idText ? sqlite3_value_bytes(id) : 0);
        r.region = text(1);
        r.zone = text(2);
        r.pricingModel = text(3);
        r.termMonths = integer(4);
        r.paymentOption = text(5);
        r.upfrontAmount = real(6);
        r.hourlyAmount = real(7);
        r.monthlyAmount = real(8);
        r.currency = text(9);
        if (const auto tax = integer(10))
            r.taxIncluded = *tax != 0;
        r.asOf = text(11);
        r.source = text(12);
        if (sqlite3_value *book = value(13); sqlite3_value_type(book) != SQLITE_NULL)
            r.priceBookId = sqlite3_value_int64(book);
        r.origin = text(14);
        r.notes = text(15);
        r.hourlyMin = real(16);
        r.hourlyMax = real(17);
        r.monthlyMin = real(18);
        r.monthlyMax = real(19);
        r.asOfBasis = text(20);
        // A quote (schema 6), after the instance type id (21).
        r.quoteVendor = text(22);
        r.quoteContact = text(23);
        r.taxRatePercent = real(24);
        r.validFrom = text(25);
        r.validUntil = text(26);
        if (const QString attachments = text(27); !attachments.isEmpty())
            r.attachments = splitAttachments(attachments);
    }
    QString typeId(sqlite3_stmt *s)
    {
        return mText[kPriceTypeIdColumn].get(sqlite3_column_value(s, kPriceTypeIdColumn));
    }

private:
    TextColumn mText[28];
};

} // namespace

PricePager::PricePager()
    : d(std::make_unique<Private>())
{ }

PricePager::~PricePager() = default;

bool PricePager::atEnd() const
{
    return d->next >= d->types.size();
}

qsizetype PricePager::rowsRead() const
{
    return d->read;
}

Result<qsizetype> PricePager::count()
{
    if (!d->counted)
        if (const QString error = d->countRows(); !error.isEmpty())
            return Result<qsizetype>::failure(error);
    return std::accumulate(d->counts.begin(), d->counts.end(), qsizetype(0));
}

Result<QList<PriceRow>> PricePager::next(qsizetype atLeast)
{
    using Rows = Result<QList<PriceRow>>;
    if (atEnd())
        return QList<PriceRow>();
    Private &p = *d;
    const qsizetype from = p.next;
    qsizetype to = p.types.size();
    qsizetype expected = -1;
    if (atLeast < std::numeric_limits<qsizetype>::max() / 2) {
        // Whole instance types (and the types that share their rank) up to at least atLeast rows.
        if (!p.counted)
            if (const QString error = p.countRows(); !error.isEmpty())
                return Rows::failure(error);
        expected = 0;
        to = from;
        atLeast = std::max(atLeast, qsizetype(1));
        while (to < p.types.size()
            && (expected < atLeast || (to > from && p.ranks[std::size_t(to)] == p.ranks[std::size_t(to - 1)])))
            expected += p.counts[std::size_t(to++)];
        // Types with no row left at the end (a search's words in none of their prices) go with
        // this page: no page after it would be empty.
        qsizetype rest = to;
        while (rest < p.types.size() && p.counts[std::size_t(rest)] == 0)
            ++rest;
        if (rest == p.types.size())
            to = rest;
    }
    // Every price at once when every type is read and none was narrowed (one statement, no list).
    const bool all = from == 0 && to == p.types.size() && p.everyType && p.wordPatterns.isEmpty();

    QList<PriceRow> rows;
    if (expected > 0)
        rows.reserve(expected);
    std::vector<bool> priced(std::size_t(to - from), false);
    SqlitePriceReader reader;
    QString lastId;
    qsizetype lastType = -1;
    const QString error = p.select(from, to, all, kPriceOnlyColumns, QString(), [&](sqlite3_stmt *s, QSqlQuery *q) {
        const qsizetype t = p.typeOf(s ? reader.typeId(s) : q->value(kPriceTypeIdColumn).toString(), lastId, lastType);
        if (t < from || t >= to)
            return; // a price of a type whose provider is not in the catalog (as the join left it out)
        priced[std::size_t(t - from)] = true;
        PriceRow &r = rows.emplace_back();
        copyTypeColumns(p.types.at(t), r);
        if (s)
            reader.read(s, r);
        else
            readPriceColumns(*q, 0, r);
    });
    if (!error.isEmpty())
        return Rows::failure(error);
    // Unpriced instance types have no region or zone: shown only when the search found them by the type.
    if (p.unpricedShown)
        for (qsizetype i = from; i < to; ++i)
            if (!priced[std::size_t(i - from)] && p.missedOf(i) == 0)
                rows.append(p.types.at(i));
    p.next = to;

    // Sorted here (an SQL ORDER BY over the wide rows cost 10 ms for 2,000 rows) by provider,
    // instance type, region, zone, pricing model, term and id: the types are in order already
    // (their rank), then positions are sorted, not the wide rows; a string the reader shares
    // between rows is equal without comparing its text.
    struct Key
    {
        int rank;
        qsizetype row;
    };
    std::vector<Key> keys;
    keys.reserve(std::size_t(rows.size()));
    lastId.clear();
    lastType = -1;
    for (qsizetype i = 0; i < rows.size(); ++i)
        keys.push_back({p.ranks[std::size_t(p.typeOf(rows.at(i).instanceTypeId, lastId, lastType))], i});
    const auto compare = [](const QString &a, const QString &b) {
        return a.constData() == b.constData() && a.size() == b.size() ? 0 : QString::compare(a, b);
    };
    const auto before = [&](const Key &ka, const Key &kb) {
        if (ka.rank != kb.rank)
            return ka.rank < kb.rank;
        const PriceRow &a = rows.at(ka.row), &b = rows.at(kb.row);
        for (const auto &[x, y] : {std::pair<const QString &, const QString &>{a.region, b.region}, {a.zone, b.zone},
                 {a.pricingModel, b.pricingModel}})
            if (const int c = compare(x, y))
                return c < 0;
        if (a.termMonths != b.termMonths)
            return a.termMonths < b.termMonths;
        return compare(a.id, b.id) < 0;
    };
    // SQLite returns a type's prices by id, and ids are mostly "type/region/zone/model...": the
    // rows are often in order already, and then neither sorted nor moved.
    p.read += rows.size();
    if (std::is_sorted(keys.begin(), keys.end(), before))
        return rows;
    std::sort(keys.begin(), keys.end(), before);
    QList<PriceRow> sorted;
    sorted.reserve(rows.size());
    for (const Key &k : keys)
        sorted.append(std::move(rows[k.row]));
    return sorted;
}

Result<std::shared_ptr<PricePager>> PricingDatabase::pagePrices(const PriceFilter &filter) const
{
    using Pager = Result<std::shared_ptr<PricePager>>;
    if (!isOpen())
        return Pager::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    if (!filter.pricingModel.isEmpty() && !isValidPricingModel(filter.pricingModel))
        return Pager::failure(
            PricingDatabaseTr::tr("'%1' is not a pricing model (on_demand, reserved, spot)").arg(filter.pricingModel));
    std::shared_ptr<PricePager> pager(new PricePager);
    PricePager::Private &p = *pager->d;
    p.owner = this;
    p.describe = [](const PricingDatabase *db, const QString &reason) { return db->describe(reason); };
    p.db = connection();
    p.lite = sqliteHandle(p.db);
    const QSqlDatabase &db = p.db;
    // Step 1: the matching instance types, narrowed in SQL so that only they are read. The
    // provider through its id or name (the small providers table), then the index on
    // instance_types(provider_id); the GPU matched on the small gpu_models table.
    QString where = QStringLiteral(" WHERE 1 = 1");
    QVariantList whereValues;
    if (!filter.provider.isEmpty()) {
        // Names users type ("aliyun", "火山引擎") are mapped to the catalog's id first.
        QSqlQuery providers(db);
        providers.setForwardOnly(true);
        if (!providers.prepare(QStringLiteral(
                "SELECT id FROM providers WHERE lower(id) = lower(?) OR lower(name_en) = lower(?) OR name_zh = ?")))
            return Pager::failure(describe(providers.lastError().text()));
        bindAll(providers, {CatalogSearch::providerId(filter.provider), filter.provider, filter.provider});
        if (!providers.exec())
            return Pager::failure(describe(providers.lastError().text()));
        QVariantList ids;
        while (providers.next())
            ids << providers.value(0).toString();
        if (ids.isEmpty())
            return pager; // no such provider: an empty list
        where += QStringLiteral(" AND it.provider_id IN ") + placeholders(ids.size());
        whereValues << ids;
    }
    if (!filter.gpu.isEmpty()) {
        // A GPU is found by its id or vendor label, or a word of its name from its start, in
        // any case: "910B" finds "Ascend 910B", "h100" finds "H100 80GB SXM", "H" only the label H.
        // The names are matched here on the few GPU models; the exact test below on each type.
        QSqlQuery models(db);
        models.setForwardOnly(true);
        if (!models.exec(QStringLiteral("SELECT id, name FROM gpu_models")))
            return Pager::failure(describe(models.lastError().text()));
        QVariantList ids;
        while (models.next())
            if (CatalogSearch::matchesWordStart(models.value(1).toString(), filter.gpu))
                ids << models.value(0).toString();
        where += QStringLiteral(" AND (lower(it.gpu_model_id) = lower(?) OR lower(it.gpu_label) = lower(?)");
        whereValues << filter.gpu << filter.gpu;
        if (!ids.isEmpty()) {
            where += QStringLiteral(" OR it.gpu_model_id IN ") + placeholders(ids.size());
            whereValues << ids;
        }
        where += u')';
    }
    if (!filter.gpuName.isEmpty()) {
        where += QStringLiteral(" AND gm.name = ?");
        whereValues << filter.gpuName;
    }
    // Step 2's filters on the prices.
    p.everyType = filter.provider.isEmpty() && filter.gpu.isEmpty() && filter.gpuName.isEmpty();
    if (!filter.pricingModel.isEmpty()) {
        p.priceWhere += QStringLiteral(" AND p.pricing_model = ?");
        p.priceValues << filter.pricingModel;
    }
    if (!filter.region.isEmpty()) {
        p.priceWhere += QStringLiteral(" AND p.region = ?");
        p.priceValues << filter.region;
    }
    p.unpricedShown = filter.includeUnpriced && filter.region.isEmpty() && filter.pricingModel.isEmpty();
    if (p.everyType && !p.priceWhere.isEmpty()) {
        // Only a region or pricing model: the types that have such a price (idx_prices_region_model).
        where += QStringLiteral(" AND it.id IN (SELECT p.instance_type_id FROM prices p WHERE 1 = 1") + p.priceWhere
            + u')';
        whereValues << p.priceValues;
    }
    QSqlQuery types(db);
    types.setForwardOnly(true);
    if (!types.prepare(QStringLiteral("SELECT ") + kTypeColumns
            + QStringLiteral(" FROM instance_types it JOIN providers pr ON pr.id = it.provider_id "
                             "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id")
            + where))
        return Pager::failure(describe(types.lastError().text()));
    bindAll(types, whereValues);
    if (!types.exec())
        return Pager::failure(describe(types.lastError().text()));
    QList<PriceRow> matching;
    while (types.next()) {
        PriceRow t;
        readTypeColumns(types, t);
        if (!filter.gpu.isEmpty() && t.gpuModelId.compare(filter.gpu, Qt::CaseInsensitive) != 0
            && t.gpuLabel.compare(filter.gpu, Qt::CaseInsensitive) != 0
            && !CatalogSearch::matchesWordStart(t.gpuModelName, filter.gpu))
            continue;
        matching.append(t);
    }
    types.finish();

    // The search: each word in the type (provider names and aliases, type, family, GPU) or
    // else in each price's region or zone (in SQL).
    QStringList words = filter.text.split(u' ', Qt::SkipEmptyParts);
    words.removeDuplicates();
    if (words.size() > 64)
        return Pager::failure(
            PricingDatabaseTr::tr("the search has %1 words; at most 64 are allowed").arg(words.size()));
    QHash<QString, QString> chineseNames; // provider id -> name_zh
    if (!words.isEmpty()) {
        QSqlQuery names(db);
        names.setForwardOnly(true);
        if (!names.exec(QStringLiteral("SELECT id, name_zh FROM providers")))
            return Pager::failure(describe(names.lastError().text()));
        while (names.next())
            chineseNames.insert(names.value(0).toString(), names.value(1).toString());
        for (const QString &w : std::as_const(words))
            p.wordPatterns << likePattern(w);
    }

    // In the list's order: provider, then instance type (types of one provider and name share a rank).
    std::vector<qsizetype> order(std::size_t(matching.size()));
    std::iota(order.begin(), order.end(), qsizetype(0));
    const auto typeKey = [&](qsizetype i) { return std::tie(matching.at(i).providerId, matching.at(i).instanceType); };
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return typeKey(a) < typeKey(b); });
    p.types.reserve(matching.size());
    p.ranks.reserve(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const PriceRow &t = matching.at(order[i]);
        p.ranks.push_back(i == 0 ? 0 : p.ranks.back() + (typeKey(order[i - 1]) != typeKey(order[i]) ? 1 : 0));
        if (!words.isEmpty()) {
            const QString hay = CatalogSearch::providerWords(t.providerId).join(u' ') + u' ' + t.providerId + u' '
                + t.providerName + u' ' + chineseNames.value(t.providerId) + u' ' + t.instanceType + u' ' + t.family
                + u' ' + t.gpuModelName + u' ' + t.gpuLabel;
            quint64 mask = 0;
            for (qsizetype w = 0; w < words.size(); ++w)
                if (!hay.contains(words.at(w), Qt::CaseInsensitive))
                    mask |= quint64(1) << w;
            p.missed.push_back(mask);
        }
        p.typeIndex.insert(t.instanceTypeId, qsizetype(p.types.size()));
        p.types.append(t);
    }
    return pager;
}

Result<QList<PriceRow>> PricingDatabase::listPrices(const PriceFilter &filter) const
{
    auto pager = pagePrices(filter);
    if (!pager.ok())
        return Result<QList<PriceRow>>::failure(pager.error());
    return pager.value()->next(std::numeric_limits<qsizetype>::max());
}

Result<PriceListChoices> PricingDatabase::listChoices() const
{
    if (!isOpen())
        return Result<PriceListChoices>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    PriceListChoices choices;
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    // The types and prices the list shows: those of a provider the catalog has.
    if (!q.exec(
            QStringLiteral("SELECT DISTINCT gm.name FROM instance_types it JOIN providers pr ON pr.id = it.provider_id "
                           "JOIN gpu_models gm ON gm.id = it.gpu_model_id WHERE gm.name <> ''")))
        return Result<PriceListChoices>::failure(describe(q.lastError().text()));
    while (q.next())
        choices.gpuNames << q.value(0).toString();
    // The distinct regions through idx_prices_region_model, then one price with a listed type
    // for each (a test per region, not per price: 11 ms instead of 75 ms at 106,085 rows).
    if (!q.exec(
            QStringLiteral("SELECT r.region FROM (SELECT DISTINCT region FROM prices WHERE region <> '') r "
                           "WHERE EXISTS (SELECT 1 FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
                           "JOIN providers pr ON pr.id = it.provider_id WHERE p.region = r.region)")))
        return Result<PriceListChoices>::failure(describe(q.lastError().text()));
    while (q.next())
        choices.regions << q.value(0).toString();
    // Sorted here, not by the server's collation: the same order on both databases.
    std::sort(choices.gpuNames.begin(), choices.gpuNames.end());
    std::sort(choices.regions.begin(), choices.regions.end());
    return choices;
}

Result<std::optional<PriceRow>> PricingDatabase::priceById(const QString &id) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT ") + kTypeColumns + QStringLiteral(", ") + kPriceOnlyColumns
        + QStringLiteral(" FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
                         "JOIN providers pr ON pr.id = it.provider_id "
                         "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id WHERE p.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Result<std::optional<PriceRow>>::failure(describe(q.lastError().text()));
    if (!q.next())
        return std::optional<PriceRow>();
    return std::optional<PriceRow>(readPriceRow(q));
}

Result<QList<PriceProvenance>> PricingDatabase::provenance(const QStringList &priceIds) const
{
    QSqlQuery q(connection());
    if (!q.prepare(QStringLiteral(
            "SELECT it.provider_id, it.name, p.region, p.zone, p.pricing_model, p.hourly_amount, "
            "p.monthly_amount, p.upfront_amount, p.currency, p.as_of, p.source, pb.name, pb.as_of, p.origin, "
            "p.hourly_min, p.hourly_max, p.monthly_min, p.monthly_max, p.as_of_basis "
            "FROM prices p JOIN instance_types it ON it.id = p.instance_type_id "
            "LEFT JOIN price_books pb ON pb.id = p.price_book_id WHERE p.id = ?")))
        return Result<QList<PriceProvenance>>::failure(describe(q.lastError().text()));
    QList<PriceProvenance> out;
    for (const QString &id : priceIds) {
        q.bindValue(0, id);
        if (!q.exec())
            return Result<QList<PriceProvenance>>::failure(describe(q.lastError().text()));
        PriceProvenance p;
        p.priceId = id;
        if (q.next()) {
            p.found = true;
            p.providerId = q.value(0).toString();
            p.instanceType = q.value(1).toString();
            p.region = q.value(2).toString();
            p.zone = q.value(3).toString();
            p.pricingModel = q.value(4).toString();
            p.hourlyAmount = optDouble(q.value(5));
            p.monthlyAmount = optDouble(q.value(6));
            p.upfrontAmount = optDouble(q.value(7));
            p.currency = q.value(8).toString();
            p.asOf = q.value(9).toString();
            p.source = q.value(10).toString();
            p.priceBookName = q.value(11).toString();
            p.priceBookAsOf = q.value(12).toString();
            p.origin = q.value(13).toString();
            p.hourlyMin = optDouble(q.value(14));
            p.hourlyMax = optDouble(q.value(15));
            p.monthlyMin = optDouble(q.value(16));
            p.monthlyMax = optDouble(q.value(17));
            p.asOfBasis = q.value(18).toString();
        }
        out.append(p);
    }
    return out;
}

Result<QList<Provider>> PricingDatabase::providers() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name_en, name_zh, origin FROM providers ORDER BY id")))
        return Result<QList<Provider>>::failure(describe(q.lastError().text()));
    QList<Provider> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    return out;
}

Result<QList<GpuModel>> PricingDatabase::gpuModels() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, vendor, name, memory_gb, bf16_tflops, tdp_w, notes FROM gpu_models ORDER BY id")))
        return Result<QList<GpuModel>>::failure(describe(q.lastError().text()));
    QList<GpuModel> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), optDouble(q.value(3)),
            optDouble(q.value(4)), optDouble(q.value(5)), q.value(6).toString()});
    return out;
}

Result<QList<DefaultDiscount>> PricingDatabase::defaultDiscounts(const QString &providerId) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT provider_id, pricing_model, term_months, discount_low, discount_high, "
                             "discount_default, source FROM provider_default_discounts "
                             "WHERE ? = '' OR provider_id = ? ORDER BY provider_id, pricing_model, term_months"));
    q.addBindValue(providerId.isNull() ? QString(QLatin1String("")) : providerId);
    q.addBindValue(providerId);
    if (!q.exec())
        return Result<QList<DefaultDiscount>>::failure(describe(q.lastError().text()));
    QList<DefaultDiscount> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), optInt(q.value(2)), q.value(3).toDouble(),
            q.value(4).toDouble(), q.value(5).toDouble(), q.value(6).toString()});
    return out;
}

Result<QList<HardwareItem>> PricingDatabase::selfHostedHardware() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, kind, name, gpu_model_id, gpu_count, price_low, price_high, currency, "
                               "max_kw, typical_kw_low, typical_kw_high, as_of, source, reliability, notes "
                               "FROM selfhosted_hardware ORDER BY id")))
        return Result<QList<HardwareItem>>::failure(describe(q.lastError().text()));
    QList<HardwareItem> out;
    while (q.next()) {
        HardwareItem h;
        h.id = q.value(0).toString();
        h.kind = q.value(1).toString();
        h.name = q.value(2).toString();
        h.gpuModelId = q.value(3).toString();
        h.gpuCount = optInt(q.value(4));
        h.priceLow = q.value(5).toDouble();
        h.priceHigh = optDouble(q.value(6));
        h.currency = q.value(7).toString();
        h.maxKw = optDouble(q.value(8));
        h.typicalKwLow = optDouble(q.value(9));
        h.typicalKwHigh = optDouble(q.value(10));
        h.asOf = q.value(11).toString();
        h.source = q.value(12).toString();
        h.reliability = q.value(13).toString();
        h.notes = q.value(14).toString();
        out.append(h);
    }
    return out;
}

Result<QList<FacilityProfile>> PricingDatabase::facilityProfiles() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT id, name, power_price, power_currency, pue, pue_low, pue_high, "
                               "rent_per_kw_month_low, rent_per_kw_month_high, rent_currency, staff_cost_month, "
                               "staff_currency, source, reliability FROM facility_profiles ORDER BY id")))
        return Result<QList<FacilityProfile>>::failure(describe(q.lastError().text()));
    QList<FacilityProfile> out;
    while (q.next()) {
        FacilityProfile f;
        f.id = q.value(0).toString();
        f.name = q.value(1).toString();
        f.powerPrice = optDouble(q.value(2));
        f.powerCurrency = q.value(3).toString();
        f.pue = optDouble(q.value(4));
        f.pueLow = optDouble(q.value(5));
        f.pueHigh = optDouble(q.value(6));
        f.rentPerKwMonthLow = optDouble(q.value(7));
        f.rentPerKwMonthHigh = optDouble(q.value(8));
        f.rentCurrency = q.value(9).toString();
        f.staffCostMonth = optDouble(q.value(10));
        f.staffCurrency = q.value(11).toString();
        f.source = q.value(12).toString();
        f.reliability = q.value(13).toString();
        out.append(f);
    }
    return out;
}

Result<QList<CatalogExchangeRate>> PricingDatabase::exchangeRates() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral("SELECT from_currency, to_currency, rate, as_of, source FROM exchange_rates "
                               "ORDER BY from_currency, to_currency, as_of")))
        return Result<QList<CatalogExchangeRate>>::failure(describe(q.lastError().text()));
    QList<CatalogExchangeRate> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toDouble(), q.value(3).toString(),
            q.value(4).toString()});
    return out;
}

Result<QList<FeeItem>> PricingDatabase::fees() const
{
    QSqlQuery q(connection());
    if (!q.exec(QStringLiteral(
            "SELECT id, 'storage', provider_id, region, name, kind, NULL, NULL, price, unit, currency, as_of, "
            "source, reliability FROM storage_products UNION ALL "
            "SELECT id, 'network', provider_id, region, '', kind, tier_from_gb, tier_to_gb, price, unit, currency, "
            "as_of, source, reliability FROM network_fees ORDER BY 2, 1")))
        return Result<QList<FeeItem>>::failure(describe(q.lastError().text()));
    QList<FeeItem> out;
    while (q.next()) {
        FeeItem f;
        f.id = q.value(0).toString();
        f.table = q.value(1).toString();
        f.providerId = q.value(2).toString();
        f.region = q.value(3).toString();
        f.name = q.value(4).toString();
        f.kind = q.value(5).toString();
        f.tierFromGb = optDouble(q.value(6));
        f.tierToGb = optDouble(q.value(7));
        f.price = q.value(8).toDouble();
        f.unit = q.value(9).toString();
        f.currency = q.value(10).toString();
        f.asOf = q.value(11).toString();
        f.source = q.value(12).toString();
        f.reliability = q.value(13).toString();
        out.append(f);
    }
    return out;
}

namespace {

const QString kFeePresetColumns = QStringLiteral(
    "f.id, f.provider_id, f.product, f.category, f.item, f.region, f.tier, f.price, f.unit, f.currency, "
    "coalesce(f.as_of, ''), coalesce(f.as_of_basis, ''), f.source, f.notes, f.origin");

FeePreset readFeePreset(const QSqlQuery &q)
{
    FeePreset f;
    f.id = q.value(0).toString();
    f.providerId = q.value(1).toString();
    f.product = q.value(2).toString();
    f.category = q.value(3).toString();
    f.item = q.value(4).toString();
    f.region = q.value(5).toString();
    f.tier = q.value(6).toString();
    f.price = q.value(7).toDouble();
    f.unit = q.value(8).toString();
    f.currency = q.value(9).toString();
    f.asOf = q.value(10).toString();
    f.asOfBasis = q.value(11).toString();
    f.source = q.value(12).toString();
    f.notes = q.value(13).toString();
    f.origin = q.value(14).toString();
    return f;
}

} // namespace

Result<QList<FeePreset>> PricingDatabase::feePresets(const FeePresetFilter &filter) const
{
    if (!isOpen())
        return Result<QList<FeePreset>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QString sql = QStringLiteral("SELECT ") + kFeePresetColumns
        + QStringLiteral(" FROM fee_presets f JOIN providers pr ON pr.id = f.provider_id WHERE 1 = 1");
    QVariantList values;
    if (!filter.provider.isEmpty()) {
        sql += QStringLiteral(
            " AND (lower(f.provider_id) = lower(?) OR lower(pr.name_en) = lower(?) OR pr.name_zh = ?)");
        values << filter.provider << filter.provider << filter.provider;
    }
    if (!filter.category.isEmpty()) {
        sql += QStringLiteral(" AND f.category = ?");
        values << filter.category;
    }
    if (!filter.region.isEmpty()) {
        sql += QStringLiteral(" AND ")
            + SqlDialects::containsIgnoringCase(SqlDialects::of(connection()), QStringLiteral("f.region"));
        values << filter.region;
    }
    if (!filter.text.isEmpty()) {
        sql += QStringLiteral(" AND ")
            + SqlDialects::containsIgnoringCase(
                SqlDialects::of(connection()), QStringLiteral("f.product || ' ' || f.item || ' ' || f.tier"));
        values << filter.text;
    }
    sql += QStringLiteral(" ORDER BY f.provider_id, f.product, f.category, f.item, f.region, f.tier, f.id");
    QSqlQuery q(connection());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return Result<QList<FeePreset>>::failure(describe(q.lastError().text()));
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec())
        return Result<QList<FeePreset>>::failure(describe(q.lastError().text()));
    QList<FeePreset> out;
    while (q.next())
        out.append(readFeePreset(q));
    return out;
}

Result<std::optional<FeePreset>> PricingDatabase::feePresetById(const QString &id) const
{
    if (!isOpen())
        return Result<std::optional<FeePreset>>::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT ") + kFeePresetColumns + QStringLiteral(" FROM fee_presets f WHERE f.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Result<std::optional<FeePreset>>::failure(describe(q.lastError().text()));
    if (!q.next())
        return std::optional<FeePreset>();
    return std::optional<FeePreset>(readFeePreset(q));
}

namespace {

/// Why a negotiated discount cannot be stored, or empty.
QString discountProblem(const NegotiatedDiscount &discount)
{
    if (!(discount.discount >= 0 && discount.discount < 1))
        return PricingDatabaseTr::tr("a discount must be a fraction from 0 to below 1, not %1").arg(discount.discount);
    if (!discount.pricingModel.isEmpty() && !isValidPricingModel(discount.pricingModel))
        return PricingDatabaseTr::tr("'%1' is not a pricing model").arg(discount.pricingModel);
    if (discount.providerId.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a negotiated discount needs a provider");
    return QString();
}

} // namespace

Result<qint64> PricingDatabase::addNegotiatedDiscount(const NegotiatedDiscount &discount)
{
    if (const QString problem = discountProblem(discount); !problem.isEmpty())
        return Result<qint64>::failure(describe(problem));
    QSqlQuery q(connection());
    q.prepare(
        QStringLiteral("INSERT INTO negotiated_discounts (provider_id, pricing_model, discount, note, created_at, "
                       "family, region) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    bindAll(q,
        {discount.providerId, nullable(discount.pricingModel), discount.discount, discount.note,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODate), nullable(discount.family.trimmed()),
            nullable(discount.region.trimmed())});
    if (!q.exec())
        return Result<qint64>::failure(describe(q.lastError().text()));
    return q.lastInsertId().toLongLong();
}

Status PricingDatabase::updateNegotiatedDiscount(const NegotiatedDiscount &discount)
{
    if (const QString problem = discountProblem(discount); !problem.isEmpty())
        return Status::failure(describe(problem));
    QSqlQuery q(connection());
    q.prepare(
        QStringLiteral("UPDATE negotiated_discounts SET provider_id = ?, pricing_model = ?, discount = ?, note = ?, "
                       "family = ?, region = ? WHERE id = ?"));
    bindAll(q,
        {discount.providerId, nullable(discount.pricingModel), discount.discount, discount.note,
            nullable(discount.family.trimmed()), nullable(discount.region.trimmed()), discount.id});
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    if (q.numRowsAffected() == 0)
        return Status::failure(describe(PricingDatabaseTr::tr("no negotiated discount with ID %1").arg(discount.id)));
    return Status::success();
}

Result<QList<NegotiatedDiscount>> PricingDatabase::negotiatedDiscounts(const QString &providerId) const
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("SELECT id, provider_id, pricing_model, discount, note, created_at, family, region "
                             "FROM negotiated_discounts WHERE ? = '' OR provider_id = ? ORDER BY id"));
    q.addBindValue(providerId.isNull() ? QString(QLatin1String("")) : providerId);
    q.addBindValue(providerId);
    if (!q.exec())
        return Result<QList<NegotiatedDiscount>>::failure(describe(q.lastError().text()));
    QList<NegotiatedDiscount> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toDouble(),
            q.value(4).toString(), q.value(5).toString(), q.value(6).toString(), q.value(7).toString()});
    return out;
}

Status PricingDatabase::removeNegotiatedDiscount(qint64 id)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("DELETE FROM negotiated_discounts WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    return Status::success();
}

namespace {

/// An import refused as a whole: nothing imported, the problems listed, a last line for the ones not listed.
void refuseImport(
    ImportReport &report, const QString &file, const QString &error, const QList<ImportIssue> &issues, qint64 notListed)
{
    report.pricesImported = 0;
    report.priceBookId = -1;
    report.error = error;
    report.issues = issues;
    report.issuesNotListed = notListed;
    if (notListed > 0)
        report.issues.append(
            {file, 0, QStringLiteral("-"), PricingDatabaseTr::tr("and %1 more problems not listed").arg(notListed)});
}

} // namespace

ImportReport PricingDatabase::importFeePresets(const QString &file)
{
    ImportReport report;
    // A file that cannot be read at all is said before the catalog is locked.
    report.error = feeListFileProblem(file);
    if (!report.error.isEmpty())
        return report;
    QSqlDatabase db = connection();
    QSqlError beginError;
    if (!SqlDialects::beginWrite(db, &beginError)) {
        report.error = describe(isLockError(beginError)
                ? PricingDatabaseTr::tr("the database is locked by another program; close it and try again")
                : beginError.text());
        return report;
    }
    // Presets are written as the file is read (issue 16: memory flat in file size), inside this
    // one transaction: a problem anywhere in the file rolls all of them back.
    QString failure;
    ParsedFeeList parsed;
    {
        QSqlQuery provider(db);
        provider.prepare(
            QStringLiteral("INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, '', 'user') "
                           "ON CONFLICT(id) DO NOTHING"));
        QSqlQuery fee(db);
        fee.prepare(QStringLiteral(
            "INSERT INTO fee_presets (id, provider_id, product, category, item, region, tier, price, unit, currency, "
            "as_of, "
            "as_of_basis, source, notes, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 'user') "
            "ON CONFLICT(id) DO UPDATE SET provider_id = excluded.provider_id, product = excluded.product, "
            "category = excluded.category, item = excluded.item, region = excluded.region, tier = excluded.tier, "
            "price = excluded.price, unit = excluded.unit, currency = excluded.currency, as_of = excluded.as_of, "
            "as_of_basis = NULL, source = excluded.source, notes = excluded.notes, origin = 'user'"));
        // Providers already inserted save a statement per row; the insert does nothing a second
        // time, so the set may be emptied to keep memory flat in a file of many providers.
        constexpr qsizetype kSeenLimit = 20000;
        QSet<QString> seenProviders;
        auto write = [&](const FeePreset &p, bool cleanSoFar) {
            if (!failure.isEmpty() || !cleanSoFar)
                return; // rolled back in the end: the rest of the file is only checked
            if (!seenProviders.contains(p.providerId)) {
                if (seenProviders.size() >= kSeenLimit)
                    seenProviders.clear();
                seenProviders.insert(p.providerId);
                bindAll(provider, {p.providerId, p.providerId});
                if (!provider.exec()) {
                    failure = provider.lastError().text();
                    return;
                }
            }
            bindAll(fee,
                {p.id, p.providerId, p.product, p.category, p.item, p.region, p.tier, p.price, p.unit, p.currency,
                    nullable(p.asOf), p.source, p.notes});
            if (!fee.exec()) {
                failure = fee.lastError().text();
                return;
            }
            ++report.pricesImported;
        };
        parsed = readFeeList(file, write);
        // Rolled back before the prepared statements go: a server frees them only outside a
        // failed transaction.
        if (!failure.isEmpty() || !parsed.error.isEmpty() || !parsed.issues.isEmpty())
            db.rollback();
    }
    if (!parsed.error.isEmpty() || !parsed.issues.isEmpty()) {
        refuseImport(report, file, parsed.error, parsed.issues, parsed.issuesNotListed);
        return report;
    }
    if (failure.isEmpty() && !db.commit()) {
        failure = db.lastError().text();
        db.rollback();
    }
    if (!failure.isEmpty()) {
        report.pricesImported = 0;
        report.error
            = describe(PricingDatabaseTr::tr("importing %1 failed, nothing was imported: %2").arg(file, failure));
    }
    return report;
}

namespace {

/**
 * The upsert of imported prices. SQLite: one prepared statement run per row (in-process, a
 * statement costs microseconds). PostgreSQL: rows sent kServerBatch at a time in one
 * multi-row INSERT ... ON CONFLICT, since each statement is a round trip to the server
 * (issue 17: 100,000 rows took 51 s one statement each).
 */
class PriceUpsert
{
public:
    static constexpr int kColumns = 27;
    static constexpr int kServerBatch = 250;

    PriceUpsert(const QSqlDatabase &db, bool server)
        : mDb(db)
        , mBatch(server ? kServerBatch : 1)
        , mFull(db)
    {
        mFull.prepare(statement(int(mBatch)));
        mPending.reserve(mBatch);
    }

    /// Adds one row (written now or with its batch); false with lastError() when the database refused.
    bool add(const PriceRow &p, qint64 bookId)
    {
        // One statement must not update the same row twice (PostgreSQL refuses); "Foo/x" and
        // "foo/x" are one id once the provider is resolved.
        mBookId = bookId;
        if (mBatch == 1) {
            bind(mFull, 0, p);
            if (!mFull.exec()) {
                mError = mFull.lastError();
                return false;
            }
            ++mWritten;
            return true;
        }
        if (mPendingIds.contains(p.id) && !flush())
            return false;
        mPending.push_back(p);
        mPendingIds.insert(p.id);
        return qsizetype(mPending.size()) < mBatch || flush();
    }

    /// Writes the rows still waiting; false with lastError() when the database refused.
    bool flush()
    {
        if (mPending.empty())
            return true;
        QSqlQuery *query = &mFull;
        std::optional<QSqlQuery> tail;
        if (qsizetype(mPending.size()) != mBatch) {
            tail.emplace(mDb);
            tail->prepare(statement(int(mPending.size())));
            query = &*tail;
        }
        for (std::size_t r = 0; r < mPending.size(); ++r)
            bind(*query, int(r) * kColumns, mPending[r]);
        const bool ok = query->exec();
        if (ok)
            mWritten += qint64(mPending.size());
        else
            mError = query->lastError();
        mPending.clear();
        mPendingIds.clear();
        return ok;
    }

    qint64 written() const { return mWritten; }
    QSqlError lastError() const { return mError; }

private:
    static QString statement(int rows)
    {
        QString sql = QStringLiteral(
            "INSERT INTO prices (id, instance_type_id, region, zone, pricing_model, term_months, payment_option, "
            "upfront_amount, hourly_amount, monthly_amount, currency, tax_included, as_of, source, price_book_id, "
            "origin, notes, hourly_min, hourly_max, monthly_min, monthly_max, as_of_basis, quote_vendor, "
            "quote_contact, "
            "tax_rate, valid_from, valid_until, attachments) VALUES ");
        const QString row = QStringLiteral(
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'user', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (int r = 0; r < rows; ++r) {
            if (r > 0)
                sql += QStringLiteral(", ");
            sql += row;
        }
        sql += QStringLiteral(
            " ON CONFLICT(id) DO UPDATE SET instance_type_id = excluded.instance_type_id, region = excluded.region, "
            "zone = excluded.zone, pricing_model = excluded.pricing_model, term_months = excluded.term_months, "
            "payment_option = excluded.payment_option, upfront_amount = excluded.upfront_amount, "
            "hourly_amount = excluded.hourly_amount, monthly_amount = excluded.monthly_amount, "
            "currency = excluded.currency, tax_included = excluded.tax_included, as_of = excluded.as_of, "
            "source = excluded.source, price_book_id = excluded.price_book_id, origin = 'user', notes = "
            "excluded.notes, "
            "hourly_min = excluded.hourly_min, hourly_max = excluded.hourly_max, monthly_min = excluded.monthly_min, "
            "monthly_max = excluded.monthly_max, as_of_basis = excluded.as_of_basis, "
            "quote_vendor = excluded.quote_vendor, quote_contact = excluded.quote_contact, "
            "tax_rate = excluded.tax_rate, valid_from = excluded.valid_from, valid_until = excluded.valid_until, "
            "attachments = excluded.attachments");
        return sql;
    }

    /// Binds one row's 27 values from @p first; text that must be stored is never NULL.
    void bind(QSqlQuery &q, int first, const PriceRow &p) const
    {
        const auto text = [](const QString &s) { return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s); };
        int i = first;
        q.bindValue(i++, text(p.id));
        q.bindValue(i++, text(p.instanceTypeId));
        q.bindValue(i++, text(p.region));
        q.bindValue(i++, text(p.zone));
        q.bindValue(i++, text(p.pricingModel));
        q.bindValue(i++, nullable(p.termMonths));
        q.bindValue(i++, nullable(p.paymentOption));
        q.bindValue(i++, nullable(p.upfrontAmount));
        q.bindValue(i++, nullable(p.hourlyAmount));
        q.bindValue(i++, nullable(p.monthlyAmount));
        q.bindValue(i++, text(p.currency));
        q.bindValue(i++, nullableBool(p.taxIncluded));
        q.bindValue(i++, nullable(p.asOf));
        q.bindValue(i++, text(p.source));
        q.bindValue(i++, mBookId);
        q.bindValue(i++, text(p.notes));
        q.bindValue(i++, nullable(p.hourlyMin));
        q.bindValue(i++, nullable(p.hourlyMax));
        q.bindValue(i++, nullable(p.monthlyMin));
        q.bindValue(i++, nullable(p.monthlyMax));
        q.bindValue(i++, nullable(p.asOfBasis));
        q.bindValue(i++, nullable(p.quoteVendor));
        q.bindValue(i++, nullable(p.quoteContact));
        q.bindValue(i++, nullable(p.taxRatePercent));
        q.bindValue(i++, nullable(p.validFrom));
        q.bindValue(i++, nullable(p.validUntil));
        q.bindValue(i++, joinedAttachments(p.attachments));
    }

    QSqlDatabase mDb;
    qsizetype mBatch;
    QSqlQuery mFull;
    std::vector<PriceRow> mPending;
    QSet<QString> mPendingIds;
    qint64 mBookId = -1;
    qint64 mWritten = 0;
    QSqlError mError;
};

} // namespace

ImportReport PricingDatabase::importPrices(const QString &file, const ImportOptions &options)
{
    ImportReport report;
    if (!isOpen()) {
        report.error = PricingDatabaseTr::tr("the pricing database is not open");
        return report;
    }
    if (mOffline) {
        report.error
            = describe(PricingDatabaseTr::tr("the catalog server cannot be reached and the local copy is "
                                             "read-only: nothing was imported; try again when the server is back"));
        return report;
    }
    // A file that cannot be read at all is said before the catalog is locked.
    report.error = priceListFileProblem(file, options);
    if (!report.error.isEmpty())
        return report;

    QSqlDatabase db = connection();
    const bool server = isServer();
    // "Alibaba", "阿里云" and "alibaba" all mean the shipped provider "alibaba".
    QHash<QString, QString> providerIds; // lower-case id or name -> id
    {
        QSqlQuery pq(db);
        if (pq.exec(QStringLiteral("SELECT id, name_en, name_zh FROM providers"))) {
            while (pq.next()) {
                const QString id = pq.value(0).toString();
                for (int c = 0; c < 3; ++c) {
                    const QString key = pq.value(c).toString().toLower();
                    if (!key.isEmpty() && !providerIds.contains(key))
                        providerIds.insert(key, id);
                }
            }
        }
    }
    QHash<QString, QString> gpuIds; // lower-case id or name -> id
    {
        QSqlQuery g(db);
        if (g.exec(QStringLiteral("SELECT id, name FROM gpu_models"))) {
            while (g.next()) {
                gpuIds.insert(g.value(0).toString().toLower(), g.value(0).toString());
                gpuIds.insert(g.value(1).toString().toLower(), g.value(0).toString());
            }
        }
    }
    // The catalog's write lock: a second import waits for this one (a server) or for the
    // busy timeout (a file); readers see the catalog before or after, never half of it.
    QSqlError beginError;
    if (!SqlDialects::beginWrite(db, &beginError)) {
        report.error = describe(!server && isLockError(beginError)
                ? PricingDatabaseTr::tr("the database is locked by another program; close it and try again")
                : beginError.text());
        return report;
    }
    // Rows are written as the file is read (issue 16: memory flat in file size), inside this
    // one transaction: a problem anywhere in the file rolls all of them back.
    QSqlError failureError;
    QString failure;
    ParsedPriceList parsed;
    {
        const QString fileName = QFileInfo(file).fileName();
        QSqlQuery book(db);
        book.prepare(QStringLiteral("INSERT INTO price_books (name, as_of, source, imported_at, origin) "
                                    "VALUES (?, ?, ?, ?, 'user')"));
        book.addBindValue(options.bookName.isEmpty() ? fileName : options.bookName);
        book.addBindValue(nullable(options.bookAsOf));
        book.addBindValue(options.bookSource.isEmpty() ? QFileInfo(file).absoluteFilePath() : options.bookSource);
        book.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (book.exec())
            report.priceBookId = book.lastInsertId().toLongLong();
        else {
            failureError = book.lastError();
            failure = failureError.text();
        }

        QSqlQuery provider(db);
        provider.prepare(
            QStringLiteral("INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, '', 'user') "
                           "ON CONFLICT DO NOTHING"));
        QSqlQuery region(db);
        region.prepare(QStringLiteral("INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'user') "
                                      "ON CONFLICT DO NOTHING"));
        QSqlQuery type(db);
        type.prepare(
            QStringLiteral("INSERT INTO instance_types (id, provider_id, name, family, gpu_count, gpu_model_id, "
                           "gpu_label, vcpus, memory_gib, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'user') "
                           "ON CONFLICT(id) DO NOTHING"));
        PriceUpsert prices(db, server);
        // Seen provider/region/type keys save a statement per row; the inserts do nothing a
        // second time, so the sets may be emptied to keep memory flat in a file of many types.
        constexpr qsizetype kSeenLimit = 20000;
        QSet<QString> seenProviders;
        QSet<QString> seenRegions;
        QSet<QString> seenTypes;
        auto fail = [&](const QSqlError &error) {
            failureError = error;
            failure = error.text();
        };
        auto write = [&](PriceRow &p, bool cleanSoFar) {
            if (!failure.isEmpty() || !cleanSoFar)
                return; // rolled back in the end: the rest of the file is only checked
            // A new provider spelt "Foo" and "foo" in one file is one provider: the first spelling.
            const QString key = p.providerId.toLower();
            const auto known = providerIds.constFind(key);
            if (known == providerIds.constEnd()) {
                providerIds.insert(key, p.providerId);
            } else if (*known != p.providerId) {
                const QString resolved = *known;
                if (p.id.startsWith(p.providerId + u'/'))
                    p.id = resolved + p.id.mid(p.providerId.size());
                p.providerId = resolved;
                p.instanceTypeId = resolved + u'/' + p.instanceType;
            }
            if (!seenProviders.contains(p.providerId)) {
                seenProviders.insert(p.providerId);
                provider.bindValue(0, p.providerId);
                provider.bindValue(1, p.providerId);
                if (!provider.exec())
                    return fail(provider.lastError());
            }
            const QString regionKey = p.providerId + u'\n' + p.region;
            if (!seenRegions.contains(regionKey)) {
                if (seenRegions.size() >= kSeenLimit)
                    seenRegions.clear();
                seenRegions.insert(regionKey);
                region.bindValue(0, p.providerId);
                region.bindValue(1, p.region);
                region.bindValue(2, p.region);
                if (!region.exec())
                    return fail(region.lastError());
            }
            if (!seenTypes.contains(p.instanceTypeId)) {
                if (seenTypes.size() >= kSeenLimit)
                    seenTypes.clear();
                seenTypes.insert(p.instanceTypeId);
                const QVariantList values{p.instanceTypeId, p.providerId, p.instanceType, p.family,
                    nullable(p.gpuCount), nullable(gpuIds.value(p.gpuLabel.toLower())), p.gpuLabel, nullable(p.vcpus),
                    nullable(p.memoryGib)};
                bindAll(type, values);
                if (!type.exec())
                    return fail(type.lastError());
            }
            if (!prices.add(p, report.priceBookId))
                return fail(prices.lastError());
            // The book may not be written (a role that only reads): the failure is said above.
        };
        parsed = readPriceList(file, options, write);
        if (failure.isEmpty() && parsed.error.isEmpty() && parsed.issues.isEmpty() && !prices.flush())
            fail(prices.lastError());
        report.pricesImported = int(prices.written());
        if (failure.isEmpty() && parsed.error.isEmpty() && parsed.issues.isEmpty()) {
            // The JSON price book's name, date and source come with the file, maybe after its prices.
            QSqlQuery names(db);
            names.prepare(QStringLiteral("UPDATE price_books SET name = ?, as_of = ?, source = ? WHERE id = ?"));
            names.addBindValue(parsed.bookName);
            names.addBindValue(nullable(parsed.bookAsOf));
            names.addBindValue(parsed.bookSource);
            names.addBindValue(report.priceBookId);
            if (!names.exec())
                fail(names.lastError());
        }
        // Rolled back before the prepared statements go: a server frees them only outside a
        // failed transaction.
        if (!failure.isEmpty() || !parsed.error.isEmpty() || !parsed.issues.isEmpty())
            db.rollback();
    }
    if (!parsed.error.isEmpty() || !parsed.issues.isEmpty()) {
        refuseImport(report, file, parsed.error, parsed.issues, parsed.issuesNotListed);
        return report;
    }
    if (!failure.isEmpty()) {
        report.pricesImported = 0;
        report.priceBookId = -1;
        if (server && SqlDialects::isPermissionDenied(failureError)) {
            report.notAllowed = true;
            report.error = describe(PricingDatabaseTr::tr(
                "not allowed: your database role may read prices but not import them (only price "
                "administrators import price lists); nothing was changed. Keep your own prices in a local "
                "catalog file, or ask a price administrator. The server said: %1")
                                        .arg(failure.trimmed()));
            return report;
        }
        report.error
            = describe(PricingDatabaseTr::tr("import of %1 failed, nothing was changed: %2").arg(file, failure));
        return report;
    }
    if (!db.commit()) {
        report.pricesImported = 0;
        report.error = describe(PricingDatabaseTr::tr("cannot commit the import: %1").arg(db.lastError().text()));
        db.rollback();
    }
    return report;
}

Result<int> PricingDatabase::exportPrices(const QString &file, const PriceFilter &filter) const
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix != QStringLiteral("csv") && suffix != QStringLiteral("json"))
        return Result<int>::failure(
            PricingDatabaseTr::tr("%1: unknown export format; use a .csv or .json file name").arg(file));
    PriceFilter priced = filter;
    priced.includeUnpriced = false;
    const auto rows = listPrices(priced);
    if (!rows.ok())
        return Result<int>::failure(rows.error());
    if (const QString reason = saveBytes(file, writePriceList(rows.value(), suffix == QStringLiteral("json")));
        !reason.isEmpty())
        return Result<int>::failure(PricingDatabaseTr::tr("%1: cannot write: %2").arg(file, reason));
    return static_cast<int>(rows.value().size());
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

namespace {

/** Why a quote entered by hand cannot be written; empty when it can. */
QString quoteProblem(const PriceRow &q)
{
    if (q.providerId.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the provider");
    if (q.instanceType.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the instance type");
    if (q.region.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the region");
    if (!isValidPricingModel(q.pricingModel))
        return PricingDatabaseTr::tr("'%1' is not one of on_demand, reserved, spot").arg(q.pricingModel);
    if (q.pricingModel == QLatin1String("reserved") && (!q.termMonths || *q.termMonths < 1 || *q.termMonths > 120))
        return PricingDatabaseTr::tr("a reserved quote needs a term of 1 to 120 months");
    if (q.currency.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the currency");
    const auto positive = [](const std::optional<double> &v) { return v && std::isfinite(*v) && *v > 0; };
    if (!positive(q.hourlyAmount) && !positive(q.monthlyAmount) && !positive(q.upfrontAmount))
        return PricingDatabaseTr::tr("a quote needs an hourly, monthly or upfront amount above 0");
    if (q.quoteVendor.trimmed().isEmpty())
        return PricingDatabaseTr::tr("a quote needs the vendor who gave it");
    if (q.taxRatePercent && !(*q.taxRatePercent >= 0 && *q.taxRatePercent <= 100))
        return PricingDatabaseTr::tr("%1 is not a tax rate from 0 to 100 (percent)").arg(*q.taxRatePercent);
    if (q.taxRatePercent && !q.taxIncluded)
        return PricingDatabaseTr::tr("a tax rate needs the tax status (included or not)");
    for (const QString &date : {q.validFrom, q.validUntil})
        if (!date.isEmpty() && !QDate::fromString(date, Qt::ISODate).isValid())
            return PricingDatabaseTr::tr("'%1' is not a date (YYYY-MM-DD)").arg(date);
    if (!q.validFrom.isEmpty() && !q.validUntil.isEmpty() && q.validUntil < q.validFrom)
        return PricingDatabaseTr::tr("the quote ends (%1) before it starts (%2)").arg(q.validUntil, q.validFrom);
    for (const QString &name : q.attachments)
        if (name.contains(u'/') || name.contains(u'\\') || name.contains(u';'))
            return PricingDatabaseTr::tr("'%1' is not a file name (no path, no ';')").arg(name);
    return {};
}

} // namespace

Result<QString> PricingDatabase::saveQuote(const PriceRow &quote)
{
    if (const QString problem = quoteProblem(quote); !problem.isEmpty())
        return Result<QString>::failure(describe(problem));
    PriceRow q = quote;
    q.providerId = q.providerId.trimmed();
    q.instanceType = q.instanceType.trimmed();
    q.region = q.region.trimmed();
    q.instanceTypeId = q.providerId + u'/' + q.instanceType;
    if (q.id.trimmed().isEmpty()) {
        // The id a price list would give the row, marked as a quote so that it does not replace a list price.
        q.id = QStringLiteral("quote/") + q.providerId + u'/' + q.instanceType + u'/' + q.region + u'/' + q.zone + u'/'
            + q.pricingModel;
        if (q.termMonths)
            q.id += u'/' + QString::number(*q.termMonths) + u'/' + q.paymentOption;
    }
    QSqlDatabase db = connection();
    QSqlError beginError;
    if (!SqlDialects::beginWrite(db, &beginError))
        return Result<QString>::failure(describe(!isServer() && isLockError(beginError)
                ? PricingDatabaseTr::tr("the database is locked by another program; "
                                        "close it and try again")
                : beginError.text()));
    // Provider, region and instance type as an import adds them, then the price row: one transaction.
    QSqlQuery sql(db);
    const QList<std::pair<QString, QVariantList>> statements = {
        {QStringLiteral(
             "INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, '', 'user') ON CONFLICT DO NOTHING"),
            {q.providerId, q.providerId}},
        {QStringLiteral(
             "INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'user') ON CONFLICT DO NOTHING"),
            {q.providerId, q.region, q.region}},
        {QStringLiteral("INSERT INTO instance_types (id, provider_id, name, family, gpu_count, origin) "
                        "VALUES (?, ?, ?, ?, ?, 'user') ON CONFLICT(id) DO NOTHING"),
            {q.instanceTypeId, q.providerId, q.instanceType, q.family, nullable(q.gpuCount)}},
        {QStringLiteral(
             "INSERT INTO prices (id, instance_type_id, region, zone, pricing_model, term_months, payment_option, "
             "upfront_amount, hourly_amount, monthly_amount, currency, tax_included, as_of, source, origin, notes, "
             "quote_vendor, quote_contact, tax_rate, valid_from, valid_until, attachments) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'user', ?, ?, ?, ?, ?, ?, ?) "
             "ON CONFLICT(id) DO UPDATE SET instance_type_id = excluded.instance_type_id, region = excluded.region, "
             "zone = excluded.zone, pricing_model = excluded.pricing_model, term_months = excluded.term_months, "
             "payment_option = excluded.payment_option, upfront_amount = excluded.upfront_amount, "
             "hourly_amount = excluded.hourly_amount, monthly_amount = excluded.monthly_amount, "
             "currency = excluded.currency, tax_included = excluded.tax_included, as_of = excluded.as_of, "
             "source = excluded.source, origin = 'user', notes = excluded.notes, "
             "quote_vendor = excluded.quote_vendor, quote_contact = excluded.quote_contact, "
             "tax_rate = excluded.tax_rate, valid_from = excluded.valid_from, "
             "valid_until = excluded.valid_until, attachments = excluded.attachments"),
            {q.id, q.instanceTypeId, q.region, q.zone, q.pricingModel, nullable(q.termMonths),
                nullable(q.paymentOption), nullable(q.upfrontAmount), nullable(q.hourlyAmount),
                nullable(q.monthlyAmount), q.currency.trimmed().toUpper(), nullableBool(q.taxIncluded),
                nullable(q.asOf.isEmpty() ? q.validFrom : q.asOf), q.source, q.notes, q.quoteVendor.trimmed(),
                nullable(q.quoteContact.trimmed()), nullable(q.taxRatePercent), nullable(q.validFrom),
                nullable(q.validUntil), joinedAttachments(q.attachments)}},
    };
    for (const auto &[text, values] : statements) {
        sql.prepare(text);
        bindAll(sql, values);
        if (!sql.exec()) {
            const QString reason = sql.lastError().text();
            sql.finish();
            db.rollback();
            return Result<QString>::failure(describe(reason));
        }
    }
    sql.finish();
    if (!db.commit()) {
        const QString reason = db.lastError().text();
        db.rollback();
        return Result<QString>::failure(describe(reason));
    }
    return q.id;
}

Status PricingDatabase::removeQuote(const QString &id)
{
    QSqlQuery q(connection());
    q.prepare(QStringLiteral("DELETE FROM prices WHERE id = ? AND origin = 'user' AND (quote_vendor IS NOT NULL "
                             "OR valid_from IS NOT NULL OR valid_until IS NOT NULL)"));
    q.addBindValue(id);
    if (!q.exec())
        return Status::failure(describe(q.lastError().text()));
    if (q.numRowsAffected() == 0)
        return Status::failure(describe(PricingDatabaseTr::tr("no quote of yours with ID %1").arg(id)));
    return Status::success();
}

Result<QList<PriceRow>> PricingDatabase::quotes(const PriceFilter &filter) const
{
    PriceFilter priced = filter;
    priced.includeUnpriced = false;
    auto rows = listPrices(priced);
    if (!rows.ok())
        return rows;
    QList<PriceRow> out;
    for (PriceRow &r : rows.value())
        if (isQuote(r))
            out.append(std::move(r));
    return out;
}

Result<QList<CheckFinding>> PricingDatabase::check(const QDate &today) const
{
    using Severity = CheckFinding::Severity;
    QList<CheckFinding> findings;
    QSqlQuery q(connection());
    auto fail = [&]() { return Result<QList<CheckFinding>>::failure(describe(q.lastError().text())); };

    // A server checks integrity and foreign keys itself; a file is checked here.
    const bool file = !isServer();
    if (file && !q.exec(QStringLiteral("PRAGMA integrity_check")))
        return fail();
    while (file && q.next()) {
        const QString line = q.value(0).toString();
        if (line != QStringLiteral("ok"))
            findings.append({Severity::Error, QString(), PricingDatabaseTr::tr("integrity check: %1").arg(line)});
    }
    if (file && !q.exec(QStringLiteral("PRAGMA foreign_key_check")))
        return fail();
    while (file && q.next())
        findings.append({Severity::Error, QString(),
            PricingDatabaseTr::tr("table %1 row %2 refers to a missing row in %3")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString())});

    if (!q.exec(QStringLiteral("SELECT id, hourly_amount, monthly_amount, upfront_amount FROM prices "
                               "WHERE hourly_amount <= 0 OR monthly_amount <= 0 OR upfront_amount < 0 "
                               "OR (hourly_amount IS NULL AND monthly_amount IS NULL AND upfront_amount IS NULL "
                               "AND hourly_min IS NULL AND monthly_min IS NULL) ORDER BY id")))
        return fail();
    while (q.next()) {
        const QString id = q.value(0).toString();
        if (q.value(1).isNull() && q.value(2).isNull() && q.value(3).isNull())
            findings.append({Severity::Error, id, PricingDatabaseTr::tr("price %1 has no amount").arg(id)});
        else
            findings.append({Severity::Error, id,
                PricingDatabaseTr::tr("price %1 is zero or negative (hourly %2, monthly %3, upfront %4)")
                    .arg(id, q.value(1).toString(), q.value(2).toString(), q.value(3).toString())});
    }

    if (!q.exec(QStringLiteral("SELECT id, coalesce(hourly_min, monthly_min), coalesce(hourly_max, monthly_max) "
                               "FROM prices WHERE hourly_min <= 0 OR monthly_min <= 0 OR hourly_min > hourly_max "
                               "OR monthly_min > monthly_max OR (hourly_min IS NULL) <> (hourly_max IS NULL) "
                               "OR (monthly_min IS NULL) <> (monthly_max IS NULL) ORDER BY id")))
        return fail();
    while (q.next())
        findings.append({Severity::Error, q.value(0).toString(),
            PricingDatabaseTr::tr("price %1 has a broken range (%2 to %3): both ends must be positive, "
                                  "the first not above the second")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(2).toString())});

    if (!q.exec(QStringLiteral("SELECT s.id, s.hourly_amount, o.hourly_amount, o.id FROM prices s JOIN prices o "
                               "ON o.instance_type_id = s.instance_type_id AND o.region = s.region AND o.zone = s.zone "
                               "AND o.pricing_model = 'on_demand' AND o.currency = s.currency "
                               "WHERE s.pricing_model = 'spot' AND s.hourly_amount > o.hourly_amount ORDER BY s.id")))
        return fail();
    while (q.next())
        findings.append({Severity::Warning, q.value(0).toString(),
            PricingDatabaseTr::tr("spot price %1 (%2/h) is above the on-demand price %3 (%4/h)")
                .arg(q.value(0).toString(), q.value(1).toString(), q.value(3).toString(), q.value(2).toString())});

    const int staleMonths = staleAfterMonths();
    if (!q.exec(QStringLiteral("SELECT id, as_of FROM prices WHERE as_of IS NOT NULL AND as_of <> '' ORDER BY id")))
        return fail();
    while (q.next()) {
        const QString asOf = q.value(1).toString();
        if (!asOfLastDay(asOf).isValid())
            findings.append({Severity::Warning, q.value(0).toString(),
                PricingDatabaseTr::tr("price %1 has an unreadable as-of date '%2'").arg(q.value(0).toString(), asOf)});
        else if (isStaleAsOf(asOf, today, staleMonths))
            findings.append({Severity::Warning, q.value(0).toString(),
                PricingDatabaseTr::tr("price %1 is stale: more than %2 months old (as of %3)")
                    .arg(q.value(0).toString())
                    .arg(staleMonths)
                    .arg(asOf)});
    }

    if (!q.exec(
            QStringLiteral("SELECT coalesce(pb.name, ''), count(*) FROM prices p LEFT JOIN price_books pb "
                           "ON pb.id = p.price_book_id WHERE p.as_of IS NULL OR p.as_of = '' GROUP BY 1 ORDER BY 1")))
        return fail();
    while (q.next())
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("%1 prices from price book '%2' have no as-of date (the source does not record one)")
                .arg(q.value(1).toString(), q.value(0).toString())});
    if (!q.exec(QStringLiteral("SELECT it.provider_id, count(*) FROM instance_types it WHERE NOT EXISTS "
                               "(SELECT 1 FROM prices p WHERE p.instance_type_id = it.id) GROUP BY 1 ORDER BY 1")))
        return fail();
    while (q.next())
        findings.append({Severity::Info, QString(),
            PricingDatabaseTr::tr("provider %1: %2 instance types have no price (quote needed)")
                .arg(q.value(0).toString(), q.value(1).toString())});
    return findings;
}

} // namespace gputco

namespace gputco {

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

} // namespace

RecoverReport PricingDatabase::recoverFrom(const QString &file)
{
    RecoverReport report;
    if (!isOpen()) {
        report.error = PricingDatabaseTr::tr("the pricing database is not open");
        return report;
    }
    if (isServer()) {
        report.error = PricingDatabaseTr::tr("%1: recover works on a catalog file; take the rows back into a local "
                                             "file and import them as a price administrator")
                           .arg(SqlDialects::withoutPassword(mPath));
        return report;
    }
    const QFileInfo info(file);
    if (!info.isFile()) {
        report.invalidInput = true;
        report.error = PricingDatabaseTr::tr("%1: no such file").arg(file);
        return report;
    }
    if (info.canonicalFilePath() == QFileInfo(mPath).canonicalFilePath()) {
        report.invalidInput = true;
        report.error
            = PricingDatabaseTr::tr("%1: is the catalog in use; name the kept copy (NAME.corrupt-...)").arg(file);
        return report;
    }

    // Read everything first, from a read-only connection: the damaged copy is never written.
    const QString sourceName = mConnectionName + QStringLiteral("_recover");
    QHash<QString, RecoveredTable> read;
    QString sourceError;
    bool foreign = false;
    {
        QSqlDatabase src = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), sourceName);
        src.setDatabaseName(file);
        src.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(kLockWaitMs));
        if (!src.open()) {
            sourceError = src.lastError().text();
        } else {
            const QStringList tables = {QStringLiteral("providers"), QStringLiteral("gpu_models"),
                QStringLiteral("regions"), QStringLiteral("price_books"), QStringLiteral("instance_types"),
                QStringLiteral("prices"), QStringLiteral("negotiated_discounts"),
                QStringLiteral("provider_default_discounts"), QStringLiteral("exchange_rates"),
                QStringLiteral("spot_statistics"), QStringLiteral("storage_products"), QStringLiteral("network_fees"),
                QStringLiteral("selfhosted_hardware"), QStringLiteral("facility_profiles")};
            QSqlQuery master(src);
            QStringList present;
            if (!master.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
                sourceError = master.lastError().text();
            } else {
                while (master.next())
                    present << master.value(0).toString();
                if (master.lastError().isValid())
                    sourceError = master.lastError().text();
            }
            master.finish();
            foreign = sourceError.isEmpty() && !present.contains(QStringLiteral("prices"));
            for (const QString &table : tables) {
                if (!sourceError.isEmpty() || foreign)
                    break;
                if (!present.contains(table))
                    continue;
                const QStringList srcColumns = tableColumns(src, table);
                const QStringList ourColumns = tableColumns(connection(), table);
                RecoveredTable t;
                for (const QString &c : ourColumns)
                    if (srcColumns.contains(c))
                        t.columns << c;
                if (t.columns.isEmpty()) {
                    report.unreadable << QStringLiteral("%1: %2").arg(
                        table, PricingDatabaseTr::tr("its columns cannot be read"));
                    continue;
                }
                // Only the user's rows; shipped rows come from the seed. Negotiated discounts
                // are all the user's. Referenced shipped parents are picked below.
                const bool all = !t.columns.contains(QStringLiteral("origin")) || table == QStringLiteral("providers")
                    || table == QStringLiteral("gpu_models") || table == QStringLiteral("instance_types");
                QSqlQuery q(src);
                q.setForwardOnly(true);
                const QString sql = QStringLiteral("SELECT %1 FROM %2%3")
                                        .arg(t.columns.join(QStringLiteral(", ")), table,
                                            all ? QString() : QStringLiteral(" WHERE origin = 'user'"));
                if (!q.exec(sql)) {
                    report.unreadable << QStringLiteral("%1: %2").arg(table, q.lastError().text());
                    continue;
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
                    report.unreadable << PricingDatabaseTr::tr("%1: %2 (%3 rows read before it)")
                                             .arg(table, q.lastError().text())
                                             .arg(t.rows.size());
                read.insert(table, t);
            }
            src.close();
        }
    }
    QSqlDatabase::removeDatabase(sourceName);
    if (!sourceError.isEmpty()) {
        report.error = PricingDatabaseTr::tr("%1: nothing can be read from it: %2").arg(file, sourceError);
        return report;
    }
    if (foreign) {
        report.invalidInput = true;
        report.error = PricingDatabaseTr::tr("%1: is not a GPU TCO Planner catalog (it has no prices table)").arg(file);
        return report;
    }

    // Which parents the user's prices need: user instance types, and shipped ones the
    // user's prices or overrides refer to when the current seed lacks them.
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

    QSqlDatabase db = connection();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        report.error = isLockError(q.lastError()) ? lockedFailure().error : describe(q.lastError().text());
        return report;
    }
    QString failure;
    auto insertRows
        = [&](const QString &table, const RecoveredTable &t, const QString &verb, int *counter, bool forceUser) {
              if (!failure.isEmpty() || t.rows.isEmpty())
                  return;
              QStringList marks;
              for (int i = 0; i < t.columns.size(); ++i)
                  marks << QStringLiteral("?");
              QSqlQuery ins(db);
              if (!ins.prepare(
                      QStringLiteral("%1 INTO %2 (%3) VALUES (%4)")
                          .arg(verb, table, t.columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))) {
                  failure = ins.lastError().text();
                  return;
              }
              const qsizetype origin = t.columns.indexOf(QStringLiteral("origin"));
              for (QVariantList row : t.rows) {
                  if (forceUser && origin >= 0)
                      row[origin] = QStringLiteral("user");
                  for (int i = 0; i < row.size(); ++i)
                      ins.bindValue(i, row.at(i));
                  if (!ins.exec()) {
                      failure = QStringLiteral("%1: %2").arg(table, ins.lastError().text());
                      return;
                  }
                  if (counter && ins.numRowsAffected() > 0)
                      ++*counter;
              }
          };
    // Parents missing from this catalog come in as the user's (the seed does not have them).
    insertRows(QStringLiteral("providers"), read.value(QStringLiteral("providers")), QStringLiteral("INSERT OR IGNORE"),
        &report.otherRows, true);
    insertRows(QStringLiteral("gpu_models"), read.value(QStringLiteral("gpu_models")),
        QStringLiteral("INSERT OR IGNORE"), &report.otherRows, true);
    insertRows(QStringLiteral("regions"), read.value(QStringLiteral("regions")), QStringLiteral("INSERT OR IGNORE"),
        &report.otherRows, true);
    insertRows(QStringLiteral("instance_types"), types, QStringLiteral("INSERT OR IGNORE"), &report.otherRows, true);

    // Price books get new ids here; a book recovered before (same name and import time) is reused.
    QHash<qint64, qint64> bookIds;
    const RecoveredTable books = read.value(QStringLiteral("price_books"));
    for (const QVariantList &row : books.rows) {
        if (!failure.isEmpty())
            break;
        const qint64 oldId = books.value(row, QStringLiteral("id")).toLongLong();
        QSqlQuery find(db);
        find.prepare(
            QStringLiteral("SELECT id FROM price_books WHERE origin = 'user' AND name = ? AND imported_at = ?"));
        find.addBindValue(books.value(row, QStringLiteral("name")));
        find.addBindValue(books.value(row, QStringLiteral("imported_at")));
        if (find.exec() && find.next()) {
            bookIds.insert(oldId, find.value(0).toLongLong());
            continue;
        }
        QSqlQuery ins(db);
        ins.prepare(QStringLiteral(
            "INSERT INTO price_books (name, as_of, source, imported_at, origin) VALUES (?, ?, ?, ?, 'user')"));
        ins.addBindValue(books.value(row, QStringLiteral("name")));
        ins.addBindValue(books.value(row, QStringLiteral("as_of")));
        ins.addBindValue(books.value(row, QStringLiteral("source")));
        ins.addBindValue(books.value(row, QStringLiteral("imported_at")));
        if (!ins.exec()) {
            failure = QStringLiteral("price_books: ") + ins.lastError().text();
            break;
        }
        bookIds.insert(oldId, ins.lastInsertId().toLongLong());
        ++report.priceBooks;
    }
    RecoveredTable userPrices = prices;
    const qsizetype bookColumn = userPrices.columns.indexOf(QStringLiteral("price_book_id"));
    const qsizetype idColumn = userPrices.columns.indexOf(QStringLiteral("id"));
    for (QVariantList &row : userPrices.rows) {
        if (bookColumn >= 0 && !row.at(bookColumn).isNull()) {
            const qint64 old = row.at(bookColumn).toLongLong();
            row[bookColumn]
                = bookIds.contains(old) ? QVariant(bookIds.value(old)) : QVariant(QMetaType::fromType<qint64>());
        }
        if (failure.isEmpty() && idColumn >= 0) {
            QSqlQuery seed(db);
            seed.prepare(QStringLiteral("SELECT 1 FROM prices WHERE id = ? AND origin = 'seed'"));
            seed.addBindValue(row.at(idColumn));
            if (seed.exec() && seed.next())
                ++report.overrides;
        }
    }
    // The user's price wins over a shipped one with the same id, as after an import.
    insertRows(QStringLiteral("prices"), userPrices, QStringLiteral("INSERT OR REPLACE"), &report.prices, false);

    // Negotiated discounts: added unless the same one is there already (a second recovery).
    RecoveredTable newDiscounts = discounts;
    newDiscounts.rows.clear();
    const qsizetype discountId = discounts.columns.indexOf(QStringLiteral("id"));
    if (discountId >= 0)
        newDiscounts.columns.removeAt(discountId);
    for (QVariantList row : discounts.rows) {
        QSqlQuery same(db);
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
        &report.negotiatedDiscounts, false);
    for (const QString &table : {QStringLiteral("provider_default_discounts"), QStringLiteral("exchange_rates"),
             QStringLiteral("spot_statistics"), QStringLiteral("storage_products"), QStringLiteral("network_fees"),
             QStringLiteral("selfhosted_hardware"), QStringLiteral("facility_profiles")})
        insertRows(table, read.value(table), QStringLiteral("INSERT OR REPLACE"), &report.otherRows, false);

    if (failure.isEmpty()) {
        QSqlQuery forget(db);
        forget.prepare(QStringLiteral("DELETE FROM meta WHERE key = ? OR key = ?"));
        forget.addBindValue(kKeptAsidePrefix + file);
        forget.addBindValue(kKeptAsidePrefix + info.absoluteFilePath());
        if (!forget.exec())
            failure = forget.lastError().text();
    }
    if (!failure.isEmpty()) {
        q.exec(QStringLiteral("ROLLBACK"));
        RecoverReport failed;
        failed.error
            = describe(PricingDatabaseTr::tr("recovery from %1 failed, nothing was changed: %2").arg(file, failure));
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
