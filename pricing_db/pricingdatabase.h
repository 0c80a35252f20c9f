#pragma once

#include "pricingtypes.h"

#include <QDate>
#include <QSqlDatabase>

#include <memory>

namespace gputco {

struct SeedData;
class PricePager;

/**
 * @brief The pricing catalog: a SQLite file holding list prices with their provenance,
 * the user's own prices and negotiated discounts, and on-premise reference figures.
 *
 * open() creates the file from the compiled-in seed when it is missing, migrates older
 * schemas (PRAGMA user_version), refreshes shipped ('seed') rows when the built-in seed
 * is newer, and sets a damaged file aside (NAME.corrupt-YYYYMMDD-HHMMSS) before
 * re-creating it. The kept file is remembered in the new catalog, and every open() says so
 * in notices() until `catalog recover` took the user's rows back from it (or it is deleted).
 * Only SQLite's "damaged" and "not a database" errors set a file aside: a journal that
 * cannot be opened is a permission problem, a lock a lock, and another program's SQLite
 * file (no gputco tables) is refused untouched. Creation, migration and seeding run inside
 * BEGIN IMMEDIATE transactions that re-read the version, so processes starting together
 * on a missing file wait for the first one and then open what it made.
 * Every failure comes back as a value naming the file and the reason.
 *
 * Each instance owns its own Qt SQL connection; it is not thread-safe, use one
 * instance per thread.
 */
class PricingDatabase
{
public:
    /** How long open() and writes wait for another program's lock before giving up. */
    static constexpr int kLockWaitMs = 3000;

    PricingDatabase();
    ~PricingDatabase();
    PricingDatabase(const PricingDatabase &) = delete;
    PricingDatabase &operator=(const PricingDatabase &) = delete;

    /**
     * The catalog open() uses without an explicit one: $GPUTCO_CATALOG if set, else
     * $GPUTCO_PRICING_DB, else the location set with setPreferredLocation() (the app's
     * preference), else "pricing.sqlite" in QStandardPaths::AppDataLocation. A file path or a
     * PostgreSQL URL (postgresql://USER@HOST[:PORT]/DATABASE).
     */
    static QString defaultPath();

    /** The app's preference for the catalog (a file or a PostgreSQL URL); empty: the default file. */
    static void setPreferredLocation(const QString &location);

    /**
     * Opens (creating, migrating, seeding, repairing as needed). Empty path: defaultPath().
     * A path starting with postgresql:// (or postgres://) opens that server's database through
     * Qt's QPSQL driver: the same schema, migrations and seed as a file; empty URL parts are
     * left to libpq and its environment (PGHOST, PGPORT, PGUSER, PGPASSWORD). Query items
     * (?sslmode=require) are passed to libpq.
     * Waits up to @p lockWaitMs for another program's lock, then fails naming the holder.
     */
    Status open(const QString &path = QString(), int lockWaitMs = kLockWaitMs);
    void close();
    bool isOpen() const;
    QString path() const { return mPath; }
    /** True when the catalog is a PostgreSQL server's database, not a file. */
    bool isServer() const;
    /**
     * True when the server could not be reached and open() opened the local read-only copy
     * of the catalog as last read from it instead (notices() says so and since when).
     */
    bool isOfflineCopy() const { return mOffline; }
    /** When the offline copy was last written from the server ("2026-12-03 14:05"); empty when online. */
    QString offlineCopyWritten() const { return mOfflineWritten; }

    /** What open() did that the user should know (file created, corrupt file set aside ...). */
    QStringList notices() const { return mNotices; }

    /** Why the last open() failed, for the exit status and the wording of the caller. */
    enum class Problem {
        None,
        Foreign, ///< another program's SQLite file: refused, left untouched (invalid input)
        Locked, ///< another program holds the lock past the bounded wait
        Permission, ///< the file or its journal cannot be opened or written
        Unreachable, ///< the catalog server cannot be reached (down, wrong address, refused login)
        NotAllowed, ///< the server refused the change: the role may read, not write
        Other ///< damaged and cannot be set aside, newer schema, missing driver ...
    };
    Problem problem() const { return mProblem; }

    /** Damaged catalogs set aside earlier whose rows were not recovered yet (files that exist). */
    QStringList keptAside() const;

    /**
     * Takes the user's data back from a damaged or older copy of the catalog: user prices
     * and overrides of shipped prices (origin 'user'), their price books, instance types,
     * providers and GPU models, negotiated discounts (the quotes a sales team gave), user
     * exchange rates and reference rows. Reads row by row and keeps whatever SQLite can still
     * read; a table it cannot read is named in RecoverReport::unreadable. Everything read is
     * written in one transaction (all or nothing); user rows already present are replaced.
     * A file without the gputco tables is refused. On success the file is no longer reported
     * as kept aside.
     */
    RecoverReport recoverFrom(const QString &file);

    int schemaVersion() const;
    int seedVersion() const;

    // --- catalog queries ---------------------------------------------------------------
    /**
     * The prices (and, with PriceFilter::includeUnpriced, the instance types without a price)
     * that match @p filter, by provider, instance type, region, zone, pricing model, term and id.
     */
    Result<QList<PriceRow>> listPrices(const PriceFilter &filter = PriceFilter()) const;
    /**
     * The same list read a page at a time (the app's catalog dialog on a large catalog): the
     * instance types that match are found now, their prices as PricePager::next() gets to
     * them. This catalog must stay open while the pager is used.
     */
    Result<std::shared_ptr<PricePager>> pagePrices(const PriceFilter &filter = PriceFilter()) const;
    /** The GPU names and regions the list holds, for filters that offer them. */
    Result<PriceListChoices> listChoices() const;
    /** Looks a price up by its stable id; an unknown id gives an empty optional. */
    Result<std::optional<PriceRow>> priceById(const QString &id) const;
    /**
     * Earlier prices of @p priceId, oldest first: the source's published history and the rows
     * an import or a seed update replaced. Empty for an id without history.
     */
    Result<QList<PriceHistoryEntry>> priceHistory(const QString &priceId) const;
    /** Provenance of the given price ids, in the same order; unknown ids have found=false. */
    Result<QList<PriceProvenance>> provenance(const QStringList &priceIds) const;

    Result<QList<Provider>> providers() const;
    Result<QList<GpuModel>> gpuModels() const;
    Result<QList<DefaultDiscount>> defaultDiscounts(const QString &providerId = QString()) const;
    /** The self-hosted hardware: the shipped reference figures and the user's hardware quotes. */
    Result<QList<HardwareItem>> selfHostedHardware() const;
    /** One hardware row by its id (servers.catalogHardwareId of a scenario); empty when unknown. */
    Result<std::optional<HardwareItem>> hardwareById(const QString &id) const;
    /**
     * Writes a vendor's hardware quote (a server, a switch ...) as the user's row of
     * selfhosted_hardware, in one transaction, and returns its id: the one given, else
     * "quote/hardware/VENDOR/REFERENCE" (the name when there is no reference; lower case, other characters as '-'). An
     * existing quote of that id is replaced; a shipped reference figure is not. Needs the vendor, a price above 0, the
     * currency, and for a server its GPU count; dates are YYYY-MM-DD.
     */
    Result<QString> saveHardwareQuote(const HardwareItem &quote);
    /** Why @p quote cannot be saved by saveHardwareQuote() (kind, name, price, currency, GPUs, dates ...), or empty. */
    static QString hardwareQuoteProblem(const HardwareItem &quote);
    /** Deletes one of the user's hardware quotes. */
    Status removeHardwareQuote(const QString &id);
    Result<QList<FacilityProfile>> facilityProfiles() const;
    Result<QList<CatalogExchangeRate>> exchangeRates() const;
    /** Storage products and network fees (egress tiers ...), FeeItem::table tells which. */
    Result<QList<FeeItem>> fees() const;
    /** Fee price lists (storage, requests, egress, bandwidth, disks ...) matching @p filter. */
    Result<QList<FeePreset>> feePresets(const FeePresetFilter &filter = FeePresetFilter()) const;
    /** One fee preset by id; an unknown id gives an empty optional. */
    Result<std::optional<FeePreset>> feePresetById(const QString &id) const;

    // --- user data -----------------------------------------------------------------------
    Result<qint64> addNegotiatedDiscount(const NegotiatedDiscount &discount);
    Result<QList<NegotiatedDiscount>> negotiatedDiscounts(const QString &providerId = QString()) const;
    Status removeNegotiatedDiscount(qint64 id);
    /** Replaces provider, pricing model, family, region, discount and note of discount @p discount.id. */
    Status updateNegotiatedDiscount(const NegotiatedDiscount &discount);

    /**
     * Writes a quote entered by hand (the app's Quotes tab): its provider, region and instance
     * type when new, and the price row with vendor, contact, tax status and rate, validity and
     * attachment names, origin 'user', in one transaction. An empty id gets
     * "quote/PROVIDER/TYPE/REGION/ZONE/MODEL[/TERM/PAYMENT]"; an existing id is replaced.
     * Returns the id, or the reason it was refused (no vendor, no amount, a bad date ...).
     */
    Result<QString> saveQuote(const PriceRow &quote);
    /** Deletes one of the user's quotes (a 'user' row with a vendor or validity dates). */
    Status removeQuote(const QString &id);
    /** The price rows that are quotes (isQuote()) matching @p filter. */
    Result<QList<PriceRow>> quotes(const PriceFilter &filter = PriceFilter()) const;

    /** Imports a price list (CSV, JSON or SkyPilot CSV): all rows or none. */
    ImportReport importPrices(const QString &file, const ImportOptions &options = ImportOptions());
    /**
     * Imports the user's own fee price list (CSV or JSON, see readFeeList()): all presets or none,
     * with origin 'user' (an id already there is replaced; a seed update keeps them). Unknown
     * providers are added as the user's. ImportReport::pricesImported counts the presets.
     */
    ImportReport importFeePresets(const QString &file);
    /** Exports prices matching @p filter; format from the extension (.csv or .json). */
    Result<int> exportPrices(const QString &file, const PriceFilter &filter = PriceFilter()) const;

    /** Prices dated more than this many months before today are stale (default 12). */
    int staleAfterMonths() const;
    /** Stores the stale threshold in the catalog (1 to 240 months). */
    Status setStaleAfterMonths(int months);

    /** Integrity and sanity findings; @p today decides which prices are stale. */
    Result<QList<CheckFinding>> check(const QDate &today = QDate::currentDate()) const;

    /**
     * Applies a seed: upserts shipped rows, deletes shipped rows the seed no longer has,
     * and never touches 'user' rows, negotiated discounts or price overrides (a user row
     * with the id of a shipped price). Records the seed version. Used by open(); public
     * so that a newer seed can be tested.
     */
    Status applySeed(const SeedData &seed);

    /** The underlying connection, for tests and diagnostics. */
    QSqlDatabase connection() const;

private:
    Status openFile(bool mayRecreate);
    Status openServer();
    /// Migrates the opened catalog to the latest schema and applies the built-in seed when newer.
    Status migrateAndSeed(QSqlDatabase &db);
    bool openOfflineCopy(const QString &why);
    Status setAsideCorrupt(const QString &reason, QString *target);
    Status ensureSeeded();
    Status applySeedLocked(const SeedData &seed, bool onlyIfNewer);
    Status lockedFailure() const;
    void rememberKeptAside(const QString &target, const QString &reason);
    void announceKeptAside(const QString &justMoved);
    QString describe(const QString &reason) const;
    QString archiveChangedSeedPrices(const SeedData &seed);

    QString mConnectionName;
    QString mPath;
    QStringList mNotices;
    Problem mProblem = Problem::None;
    int mLockWaitMs = kLockWaitMs;
    bool mOffline = false;
    QString mOfflineWritten;
};

/**
 * @brief A filtered price list read a page at a time, in the order of listPrices().
 *
 * Made by PricingDatabase::pagePrices(). The instance types that match are found when it is
 * made (a few thousand at most); next() reads the prices of the next types, a few hundred
 * types a statement, and returns whole instance types, so that the pages put together are
 * what listPrices() returns (which reads through a pager too). count() counts the rows in
 * SQL without reading them. Each call runs its own statements: nothing stays open between
 * pages, and a change to the catalog between two pages shows in the later ones.
 */
class PricePager
{
public:
    ~PricePager();
    PricePager(const PricePager &) = delete;
    PricePager &operator=(const PricePager &) = delete;

    /** How many rows the whole list holds (counted once, when first asked). */
    Result<qsizetype> count();
    /** How many rows next() has returned so far. */
    qsizetype rowsRead() const;
    bool atEnd() const;
    /** The next rows: at least @p atLeast of them, fewer only at the end of the list. */
    Result<QList<PriceRow>> next(qsizetype atLeast);

private:
    friend class PricingDatabase;
    PricePager();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gputco
