// PricingDatabase, import and export: price lists and fee price lists read into the catalog (all
// rows or none), and the list written out.
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "atomicfile.h"
#include "feeio.h"
#include "pricecolumns.h"
#include "priceio.h"
#include "sqldialect.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>
#include <vector>

namespace gputco {

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
    // As for price lists: the offline copy is read-only (SQLite's "attempt to write a readonly
    // database" said nothing about why).
    if (mOffline) {
        report.error
            = describe(PricingDatabaseTr::tr("the catalog server cannot be reached and the local copy is "
                                             "read-only: nothing was imported; try again when the server is back"));
        return report;
    }
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
    static constexpr int kServerBatch = 250;

    PriceUpsert(const QSqlDatabase &db, bool server)
        : mDb(db)
        , mBatch(server ? kServerBatch : 1)
        , mFull(db)
    {
        mFull.prepare(mColumns.insert(int(mBatch), PriceColumns::Set::OnConflict::Update));
        mPending.reserve(mBatch);
    }

    /// Adds one row (written now or with its batch); false with lastError() when the database refused.
    bool add(const PriceRow &p)
    {
        // One statement must not update the same row twice (PostgreSQL refuses); "Foo/x" and
        // "foo/x" are one id once the provider is resolved.
        if (mBatch == 1) {
            mColumns.bind(mFull, 0, p);
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
            tail->prepare(mColumns.insert(int(mPending.size()), PriceColumns::Set::OnConflict::Update));
            query = &*tail;
        }
        for (std::size_t r = 0; r < mPending.size(); ++r)
            mColumns.bind(*query, int(r * std::size_t(mColumns.size())), mPending[r]);
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
    const PriceColumns::Set &mColumns = PriceColumns::Set::prices();
    QSqlDatabase mDb;
    qsizetype mBatch;
    QSqlQuery mFull;
    std::vector<PriceRow> mPending;
    QSet<QString> mPendingIds;
    qint64 mWritten = 0;
    QSqlError mError;
};

/// The names a price list may give a provider or a GPU model by, in lower case, with the id each means.
struct KnownNames
{
    QHash<QString, QString> providers; ///< id, English or Chinese name: "alibaba", "Alibaba", "阿里云" -> "alibaba"
    QHash<QString, QString> gpus; ///< id or name
};

KnownNames knownNames(const QSqlDatabase &db)
{
    KnownNames names;
    QSqlQuery q(db);
    // The first provider of a name keeps it; an empty name is no name.
    if (q.exec(QStringLiteral("SELECT id, name_en, name_zh FROM providers")))
        while (q.next())
            for (int c = 0; c < 3; ++c)
                if (const QString key = q.value(c).toString().toLower();
                    !key.isEmpty() && !names.providers.contains(key))
                    names.providers.insert(key, q.value(0).toString());
    if (q.exec(QStringLiteral("SELECT id, name FROM gpu_models")))
        while (q.next())
            for (int c = 0; c < 2; ++c)
                names.gpus.insert(q.value(c).toString().toLower(), q.value(0).toString());
    return names;
}

/**
 * Writes an imported price list as it is read, inside the import's transaction: its price
 * book, then for each clean row its provider, region and instance type when new, and the
 * price. After the first failure (or the first problem in the file) the rest of the file is
 * only checked: it is rolled back in the end.
 */
class PriceListWriter
{
public:
    PriceListWriter(const QSqlDatabase &db, bool server, KnownNames names)
        : mDb(db)
        , mProviderIds(std::move(names.providers))
        , mGpuIds(std::move(names.gpus))
        , mProvider(db)
        , mRegion(db)
        , mType(db)
        , mPrices(db, server)
    { }

    QString failure() const { return mFailure; }
    QSqlError failureError() const { return mFailureError; }
    qint64 written() const { return mPrices.written(); }

    /// Adds the import's price book (named after the file unless the options name it); its id, or -1.
    qint64 addBook(const QString &file, const ImportOptions &options)
    {
        QSqlQuery book(mDb);
        book.prepare(QStringLiteral("INSERT INTO price_books (name, as_of, source, imported_at, origin) "
                                    "VALUES (?, ?, ?, ?, 'user')"));
        book.addBindValue(options.bookName.isEmpty() ? QFileInfo(file).fileName() : options.bookName);
        book.addBindValue(nullable(options.bookAsOf));
        book.addBindValue(options.bookSource.isEmpty() ? QFileInfo(file).absoluteFilePath() : options.bookSource);
        book.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!book.exec()) {
            fail(book.lastError());
            return -1;
        }
        mBookId = book.lastInsertId().toLongLong();
        return mBookId;
    }

    /// Prepares the statements of write(); after addBook().
    void prepare()
    {
        mProvider.prepare(
            QStringLiteral("INSERT INTO providers (id, name_en, name_zh, origin) VALUES (?, ?, '', 'user') "
                           "ON CONFLICT DO NOTHING"));
        mRegion.prepare(QStringLiteral("INSERT INTO regions (provider_id, code, name, origin) VALUES (?, ?, ?, 'user') "
                                       "ON CONFLICT DO NOTHING"));
        mType.prepare(
            QStringLiteral("INSERT INTO instance_types (id, provider_id, name, family, gpu_count, gpu_model_id, "
                           "gpu_label, vcpus, memory_gib, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'user') "
                           "ON CONFLICT(id) DO NOTHING"));
    }

    void write(PriceRow &p, bool cleanSoFar)
    {
        if (!mFailure.isEmpty() || !cleanSoFar)
            return; // rolled back in the end: the rest of the file is only checked
        resolveProvider(p);
        if (!addParents(p))
            return;
        // The price book of this import; the upsert makes an earlier row of the id the user's.
        p.priceBookId = mBookId;
        p.origin = QStringLiteral("user");
        if (!mPrices.add(p))
            fail(mPrices.lastError());
        // The book may not be written (a role that only reads): the failure is said above.
    }

    /// After a clean file: the rows still waiting, and the book's name, date and source from the file.
    void finish(const ParsedPriceList &parsed)
    {
        if (!mFailure.isEmpty())
            return;
        if (!mPrices.flush()) {
            fail(mPrices.lastError());
            return;
        }
        // The JSON price book's name, date and source come with the file, maybe after its prices.
        QSqlQuery names(mDb);
        names.prepare(QStringLiteral("UPDATE price_books SET name = ?, as_of = ?, source = ? WHERE id = ?"));
        names.addBindValue(parsed.bookName);
        names.addBindValue(nullable(parsed.bookAsOf));
        names.addBindValue(parsed.bookSource);
        names.addBindValue(mBookId);
        if (!names.exec())
            fail(names.lastError());
    }

private:
    void fail(const QSqlError &error)
    {
        mFailureError = error;
        mFailure = error.text();
    }

    /// A new provider spelt "Foo" and "foo" in one file is one provider: the first spelling.
    void resolveProvider(PriceRow &p)
    {
        const QString key = p.providerId.toLower();
        const auto known = mProviderIds.constFind(key);
        if (known == mProviderIds.constEnd()) {
            mProviderIds.insert(key, p.providerId);
        } else if (*known != p.providerId) {
            const QString resolved = *known;
            if (p.id.startsWith(p.providerId + u'/'))
                p.id = resolved + p.id.mid(p.providerId.size());
            p.providerId = resolved;
            p.instanceTypeId = resolved + u'/' + p.instanceType;
        }
    }

    /// The row's provider, region and instance type, each added once (they do nothing a second time).
    bool addParents(const PriceRow &p)
    {
        if (!mSeenProviders.contains(p.providerId)) {
            mSeenProviders.insert(p.providerId);
            bindAll(mProvider, {p.providerId, p.providerId});
            if (!mProvider.exec()) {
                fail(mProvider.lastError());
                return false;
            }
        }
        const QString regionKey = p.providerId + u'\n' + p.region;
        if (firstTime(mSeenRegions, regionKey)) {
            bindAll(mRegion, {p.providerId, p.region, p.region});
            if (!mRegion.exec()) {
                fail(mRegion.lastError());
                return false;
            }
        }
        if (firstTime(mSeenTypes, p.instanceTypeId)) {
            bindAll(mType,
                {p.instanceTypeId, p.providerId, p.instanceType, p.family, nullable(p.gpuCount),
                    nullable(mGpuIds.value(p.gpuLabel.toLower())), p.gpuLabel, nullable(p.vcpus),
                    nullable(p.memoryGib)});
            if (!mType.exec()) {
                fail(mType.lastError());
                return false;
            }
        }
        return true;
    }

    /// Seen region and type keys save a statement per row; the inserts do nothing a second
    /// time, so the sets may be emptied to keep memory flat in a file of many types.
    static bool firstTime(QSet<QString> &seen, const QString &key)
    {
        constexpr qsizetype kSeenLimit = 20000;
        if (seen.contains(key))
            return false;
        if (seen.size() >= kSeenLimit)
            seen.clear();
        seen.insert(key);
        return true;
    }

    QSqlDatabase mDb;
    QHash<QString, QString> mProviderIds; ///< lower-case id or name -> id
    QHash<QString, QString> mGpuIds; ///< lower-case id or name -> id
    QSqlQuery mProvider;
    QSqlQuery mRegion;
    QSqlQuery mType;
    PriceUpsert mPrices;
    qint64 mBookId = -1;
    QSet<QString> mSeenProviders;
    QSet<QString> mSeenRegions;
    QSet<QString> mSeenTypes;
    QString mFailure;
    QSqlError mFailureError;
};

/// Why an import failed in the database (nothing was changed); @p notAllowed: the role may not write.
QString importFailure(const QString &file, const QString &failure, bool notAllowed)
{
    if (notAllowed)
        return PricingDatabaseTr::tr("not allowed: your database role may read prices but not import them (only price "
                                     "administrators import price lists); nothing was changed. Keep your own prices "
                                     "in a local catalog file, or ask a price administrator. The server said: %1")
            .arg(failure.trimmed());
    return PricingDatabaseTr::tr("import of %1 failed, nothing was changed: %2").arg(file, failure);
}

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
    KnownNames names = knownNames(db);
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
        PriceListWriter writer(db, server, std::move(names));
        report.priceBookId = writer.addBook(file, options);
        writer.prepare();
        parsed = readPriceList(file, options, [&writer](PriceRow &p, bool clean) { writer.write(p, clean); });
        if (parsed.error.isEmpty() && parsed.issues.isEmpty())
            writer.finish(parsed);
        report.pricesImported = int(writer.written());
        failure = writer.failure();
        failureError = writer.failureError();
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
        report.notAllowed = server && SqlDialects::isPermissionDenied(failureError);
        report.error = describe(importFailure(file, failure, report.notAllowed));
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

} // namespace gputco
