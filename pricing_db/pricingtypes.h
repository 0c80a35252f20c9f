#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace gputco {

/**
 * @brief Outcome of an operation that returns nothing: empty error means success.
 *
 * Errors travel as values; no exception crosses the pricing database API.
 */
struct Status
{
    QString error;

    bool ok() const { return error.isEmpty(); }
    static Status success() { return {}; }
    static Status failure(QString message) { return Status{std::move(message)}; }
};

/**
 * @brief A value or an error message naming the file and the reason.
 */
template<typename T> class Result
{
public:
    Result(T value)
        : mValue(std::move(value))
    { }
    static Result failure(QString message)
    {
        Result r;
        r.mError = std::move(message);
        return r;
    }

    bool ok() const { return mValue.has_value(); }
    const T &value() const { return *mValue; }
    T &value() { return *mValue; }
    const QString &error() const { return mError; }

private:
    Result() = default;
    std::optional<T> mValue;
    QString mError;
};

/** Pricing model keys as stored: "on_demand", "reserved", "spot". */
bool isValidPricingModel(const QString &key);

/**
 * The last day an as-of text can mean ("2021" -> 2021-12-31, "2021-09" -> 2021-09-30,
 * "2021-09-27" itself); an invalid date when the text is not one of these.
 */
QDate asOfLastDay(const QString &asOf);

/** True when @p asOf is a date more than @p months months before @p today. */
bool isStaleAsOf(const QString &asOf, const QDate &today, int months);

/**
 * @brief One catalog row: a price joined with its instance type and provider.
 *
 * Instance types without any price (e.g. Huawei Ascend, where no public price list
 * exists) appear with an empty id and no amounts: the user must ask for a quote.
 */
struct PriceRow
{
    QString id; ///< stable text id, referenced by scenarios
    QString providerId;
    QString providerName;
    QString instanceTypeId; ///< "provider/name"
    QString instanceType; ///< provider's name, e.g. "p5.48xlarge"
    QString family;
    QString gpuModelId; ///< empty when the GPU is unknown
    QString gpuModelName;
    QString gpuLabel; ///< vendor label as published, e.g. "G49E"
    std::optional<int> gpuCount;
    std::optional<double> vcpus;
    std::optional<double> memoryGib;
    std::optional<bool> nvlink;
    std::optional<double> rdmaGbps;
    QString region;
    QString zone;
    QString pricingModel; ///< on_demand, reserved or spot; empty when unpriced
    std::optional<int> termMonths;
    QString paymentOption; ///< all_upfront, partial_upfront, no_upfront or empty
    std::optional<double> upfrontAmount;
    std::optional<double> hourlyAmount;
    std::optional<double> monthlyAmount;
    /// A published range ("4671 - 5190"): both ends kept, the single amount left unset.
    std::optional<double> hourlyMin;
    std::optional<double> hourlyMax;
    std::optional<double> monthlyMin;
    std::optional<double> monthlyMax;
    QString currency;
    std::optional<bool> taxIncluded; ///< unset when the source does not say
    QString asOf; ///< ISO date or empty when unknown
    QString asOfBasis; ///< empty: stated by the source; "commit": the source file's commit date
    QString source;
    std::optional<qint64> priceBookId;
    QString origin; ///< "seed" or "user"
    QString notes; ///< note on the price
    QString instanceTypeNotes; ///< note on the instance type (GPU mapping, why unpriced ...)
    // A quote (schema 6): who gave the price, the VAT rate it contains, when it is valid.
    QString quoteVendor; ///< the vendor (reseller, provider's sales team); empty: not a quote
    QString quoteContact; ///< contact person or quote reference
    std::optional<double> taxRatePercent; ///< VAT rate in percent the amount contains (tax_included) or excludes
    QString validFrom; ///< ISO date, empty when not stated
    QString validUntil; ///< ISO date (last valid day), empty when open-ended
    QStringList attachments; ///< file names of the signed quote etc., names only

    bool hasRange() const { return (hourlyMin && hourlyMax) || (monthlyMin && monthlyMax); }
    bool hasPrice() const { return hourlyAmount || monthlyAmount || upfrontAmount || hasRange(); }
};

} // namespace gputco

// Every member (QString, QStringList, std::optional of a number) may be moved in memory as
// bytes: a QList of rows grows by reallocating instead of moving each of 40 fields.
Q_DECLARE_TYPEINFO(gputco::PriceRow, Q_RELOCATABLE_TYPE);

namespace gputco {

/** An earlier price of a price id (published history, or a row an import replaced). */
struct PriceHistoryEntry
{
    QString priceId;
    QString instanceTypeId;
    QString region;
    QString zone;
    QString pricingModel;
    std::optional<int> termMonths;
    QString paymentOption;
    std::optional<double> upfrontAmount;
    std::optional<double> hourlyAmount;
    std::optional<double> monthlyAmount;
    std::optional<double> hourlyMin;
    std::optional<double> hourlyMax;
    std::optional<double> monthlyMin;
    std::optional<double> monthlyMax;
    QString currency;
    QString asOf;
    QString asOfBasis;
    QString source;
    QString priceBook;
    QString notes;
    QString recordedAt; ///< when it was written to the history (UTC, ISO)
    QString origin;
};

/** The price of history entry @p h as a row (amounts, ranges, currency, as-of date and basis, notes), to show it. */
PriceRow priceRowOf(const PriceHistoryEntry &h);

/** How a price changed since its earliest recorded price (PricingDatabase::priceHistory). */
struct PriceChange
{
    QString since; ///< as-of date of the earlier price (may be empty when undated)
    double earlierAmount = 0;
    double percent = 0; ///< (current / earlier - 1) x 100
};

/**
 * The change of @p row's single amount (hourly, else monthly; never a range) against the
 * earliest entry of @p history with the same kind of amount and the same currency. Nothing when
 * there is no such entry, or either amount is a range or not above 0.
 */
std::optional<PriceChange> priceChangeSinceEarliest(const PriceRow &row, const QList<PriceHistoryEntry> &history);

/** Where a quote stands on a given day (quoteStatus()). */
enum class QuoteStatus {
    NotAQuote, ///< no vendor and no validity dates: a list price
    Valid, ///< valid on the day, and for more than 30 days after it (or open-ended)
    Expiring, ///< valid on the day, but its last valid day is within 30 days
    Expired, ///< its last valid day is before the day
    NotYetValid, ///< its first valid day is after the day
};

/** Days before valid_until from which a quote counts as expiring. */
constexpr int kQuoteExpiringDays = 30;

/** True when @p row is a quote: it names a vendor or has validity dates. */
bool isQuote(const PriceRow &row);

/**
 * Where quote @p row stands on @p today: expired when valid_until is before @p today, expiring
 * when valid_until is @p today or within kQuoteExpiringDays days after it, not yet valid
 * before valid_from. Callers pass the day (tests a fixed one, the app and CLI today).
 */
QuoteStatus quoteStatus(const PriceRow &row, const QDate &today);

/** "valid", "expiring", "expired", "not_yet_valid" or "" (not a quote): the JSON and CSV keys. */
QString quoteStatusKey(QuoteStatus status);

/** The status in words of the current language ("expired 2026-11-30", "已于2026-11-30过期"). */
QString quoteStatusText(QuoteStatus status, const PriceRow &row);

/**
 * The warning a computation using quote @p row gives on @p today: expired, expiring within
 * kQuoteExpiringDays days, or not valid yet; empty for a valid quote or a list price.
 */
QString quoteWarning(const PriceRow &row, const QDate &today);

/** "Quote from VENDOR (CONTACT), valid FROM to UNTIL; attachments: A; B" for provenance; empty if not a quote. */
QString quoteDescription(const PriceRow &row);

/** Filter for PricingDatabase::listPrices; empty fields match everything. */
struct PriceFilter
{
    QString provider; ///< provider id or English/Chinese name, case-insensitive
    QString gpu; ///< GPU model id, name prefix or vendor label
    QString region;
    QString pricingModel; ///< on_demand, reserved, spot
    bool includeUnpriced = true; ///< list instance types that have no price at all
    /// The exact name of a GPU model ("A100 80GB"): the app's GPU filter, which offers the names.
    QString gpuName;
    /**
     * Words separated by spaces, each found (in any case) in the provider's id, names or
     * aliases ("aliyun", "阿里云"), the instance type, its family, GPU name or label, or in the
     * price's region or zone: the app's search box. At most 64 words.
     */
    QString text;
};

/** What the catalog's list can be narrowed to: the app's GPU and region filters offer these. */
struct PriceListChoices
{
    QStringList gpuNames; ///< names of the GPU models of the listed instance types, sorted
    QStringList regions; ///< regions of the prices, sorted
};

/** Where a price used by a computation came from, for the report. */
struct PriceProvenance
{
    QString priceId;
    bool found = false;
    QString providerId;
    QString instanceType;
    QString region;
    QString zone;
    QString pricingModel;
    std::optional<double> hourlyAmount;
    std::optional<double> monthlyAmount;
    std::optional<double> upfrontAmount;
    std::optional<double> hourlyMin;
    std::optional<double> hourlyMax;
    std::optional<double> monthlyMin;
    std::optional<double> monthlyMax;
    QString currency;
    QString asOf;
    QString asOfBasis; ///< "commit": as_of is the source file's commit date
    QString source;
    QString priceBookName;
    QString priceBookAsOf;
    QString origin;
};

/** One problem found in an import file: file, 1-based row (header is row 1), column, reason. */
struct ImportIssue
{
    QString file;
    qint64 row = 0;
    QString column;
    QString reason;

    QString toString() const;
};

/** How to read a file for import. */
struct ImportOptions
{
    enum class Format { Auto, Csv, Json, SkyPilot };
    Format format = Format::Auto; ///< Auto: by extension (.csv or .json)
    QString provider; ///< SkyPilot only: provider id the rows belong to
    QString currency; ///< SkyPilot only: ISO 4217 code of Price/SpotPrice
    QString bookName; ///< price book name; default: the file name
    QString bookAsOf; ///< price book date; default: from the file or empty
    QString bookSource; ///< default: the file path
};

/** Outcome of an import: either rows were committed or nothing changed. */
struct ImportReport
{
    QString error; ///< set for file-level failures (cannot read, not UTF-8 ...)
    QList<ImportIssue>
        issues; ///< the first row-level problems (a last line says how many more); non-empty means nothing committed
    qint64 issuesNotListed = 0; ///< problems beyond the listed ones (issue 16: the list does not grow with the file)
    int pricesImported = 0;
    qint64 priceBookId = -1;
    /// The catalog server refused the write: the user's role may read prices but not import
    /// them (a planner, not a price administrator). Nothing was changed.
    bool notAllowed = false;

    bool ok() const { return error.isEmpty() && issues.isEmpty(); }
};

/** What PricingDatabase::recoverFrom() took back, per kind, and what it could not read. */
struct RecoverReport
{
    QString error; ///< nothing was changed when set
    bool invalidInput = false; ///< the file is not a gputco catalog (or is the catalog itself)
    int prices = 0; ///< user prices, overrides included
    int overrides = 0; ///< of which replace a shipped price (same id as a seed row)
    int priceBooks = 0;
    int negotiatedDiscounts = 0;
    int otherRows = 0; ///< providers, instance types, GPU models, rates, reference rows
    QStringList unreadable; ///< "table: reason" for tables SQLite could not read to the end
    QString repaired; ///< what had to be repaired on a copy before the rows could be read

    bool ok() const { return error.isEmpty(); }
};

/** A provider-level default discount: a labelled default with its source, never a quote. */
struct DefaultDiscount
{
    QString providerId;
    QString pricingModel; ///< reserved or spot
    std::optional<int> termMonths;
    double low = 0; ///< fraction off list price, e.g. 0.5 = 50% off
    double high = 0;
    double defaultValue = 0;
    QString source;
};

/** A discount the user negotiated with a provider (商务折扣), kept apart from list prices. */
struct NegotiatedDiscount
{
    qint64 id = -1;
    QString providerId;
    QString pricingModel; ///< empty: applies to every pricing model
    double discount = 0; ///< fraction off list price
    QString note; ///< where it comes from (contract, quote number ...)
    QString createdAt;
    QString family; ///< empty: every instance family of the provider (schema 4)
    QString region; ///< empty: every region; else the row's region or zone (schema 4)
};

/**
 * The negotiated discount that applies to @p row: same provider, and pricing model, family and
 * region empty or equal (family and region without regard to case; region matches the row's
 * region or zone). The most specific wins (each of pricing model, family and region that is
 * set counts one); among equally specific ones the latest added (highest id). Nothing for an
 * unpriced row or when none applies.
 */
std::optional<NegotiatedDiscount> matchNegotiatedDiscount(
    const QList<NegotiatedDiscount> &discounts, const PriceRow &row);

/** A provider with its names. */
struct Provider
{
    QString id;
    QString nameEn;
    QString nameZh;
    QString origin;
};

/** A self-hosted hardware item (server, switch, card) with price range and power. */
struct HardwareItem
{
    QString id;
    QString kind;
    QString name;
    QString gpuModelId;
    std::optional<int> gpuCount;
    double priceLow = 0;
    std::optional<double> priceHigh;
    QString currency;
    std::optional<double> maxKw;
    std::optional<double> typicalKwLow;
    std::optional<double> typicalKwHigh;
    QString asOf;
    QString source;
    QString reliability;
    QString notes;
    QString origin; ///< "seed" (a published reference figure) or "user" (a quote entered by the user)
    // A quote (schema 8), as a price row's (schema 6): who gave it, its VAT, when it is valid.
    QString quoteVendor; ///< the vendor (server maker, integrator, reseller); empty: not a quote
    QString quoteContact; ///< contact person or quote reference
    std::optional<bool> taxIncluded; ///< unset when the source does not say
    std::optional<double> taxRatePercent; ///< VAT rate in percent the price contains (taxIncluded) or excludes
    QString validFrom; ///< ISO date, empty when not stated
    QString validUntil; ///< ISO date (last valid day), empty when open-ended
    QStringList attachments; ///< file names of the signed quote etc., names only
};

/**
 * The quote fields of @p item as a price row (id, vendor, contact, validity, attachments), so that
 * the quote rules of price rows (isQuote(), quoteStatus(), quoteWarning(), quoteDescription()) judge
 * hardware quotes the same way.
 */
PriceRow quoteRowOf(const HardwareItem &item);

/** Data-centre defaults: power price, PUE, space rent, staff. Unset where no source exists. */
struct FacilityProfile
{
    QString id;
    QString name;
    std::optional<double> powerPrice;
    QString powerCurrency;
    std::optional<double> pue;
    std::optional<double> pueLow;
    std::optional<double> pueHigh;
    std::optional<double> rentPerKwMonthLow;
    std::optional<double> rentPerKwMonthHigh;
    QString rentCurrency;
    std::optional<double> staffCostMonth;
    QString staffCurrency;
    QString source;
    QString reliability;
};

/** A dated exchange rate: 1 unit of fromCurrency = rate units of toCurrency. */
struct CatalogExchangeRate
{
    QString fromCurrency;
    QString toCurrency;
    double rate = 0;
    QString asOf;
    QString source;
};

/** A storage or network fee line (object storage, requests, egress tier ...). */
struct FeeItem
{
    QString id;
    QString table; ///< "storage" or "network"
    QString providerId;
    QString region;
    QString name; ///< storage: product name; network: empty
    QString kind;
    std::optional<double> tierFromGb;
    std::optional<double> tierToGb;
    double price = 0;
    QString unit;
    QString currency;
    QString asOf;
    QString source;
    QString reliability;
};

/**
 * @brief One price of a provider's fee price list (object storage, requests, egress,
 * bandwidth, disks ...), as published, with its source and date; a scenario fee records the id.
 */
struct FeePreset
{
    QString id; ///< stable id, e.g. "tencent-cos-1a2b3c4d5e"
    QString providerId;
    QString product; ///< COS, EIP, BWP, CBS, GCS, Compute Engine disk, network egress
    QString category; ///< storage, disk, snapshot, requests, egress, transfer, bandwidth, performance, ip, other
    QString item; ///< what is priced, as the source words it
    QString region; ///< region or region group as published
    QString tier; ///< volume tier, e.g. "0-1 TiB/month"
    double price = 0;
    QString unit; ///< as published, e.g. "元/GB/月", "USD/GiB"
    QString currency;
    QString asOf;
    QString asOfBasis; ///< "commit": as_of is the source file's commit date
    QString source;
    QString notes;
    QString origin;
};

/** Filter for PricingDatabase::feePresets; empty fields match everything. */
struct FeePresetFilter
{
    QString provider; ///< provider id or English/Chinese name
    QString category;
    QString region; ///< substring of the region (group) text
    QString text; ///< substring of product, item or tier
};

/** A finding of PricingDatabase::check(). */
struct CheckFinding
{
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Warning;
    QString priceId; ///< empty for database-level findings
    QString message;
};

} // namespace gputco

namespace gputco {

/** A GPU model with the figures the engine needs; unset where no checked figure exists. */
struct GpuModel
{
    QString id;
    QString vendor;
    QString name;
    std::optional<double> memoryGb;
    std::optional<double> bf16Tflops; ///< peak dense BF16 (FP16 for parts without BF16)
    std::optional<double> tdpW;
    QString notes;
};

/** An instance type of a provider: GPUs, CPU, memory and interconnect. */
struct InstanceTypeRecord
{
    QString id; ///< "provider/name"
    QString providerId;
    QString name;
    QString family;
    std::optional<int> gpuCount;
    QString gpuModelId; ///< empty when the GPU model is unknown
    QString gpuLabel; ///< the vendor's label as published
    std::optional<double> vcpus;
    std::optional<double> memoryGib;
    std::optional<bool> nvlink;
    std::optional<double> rdmaGbps;
    QString notes;
};

} // namespace gputco
