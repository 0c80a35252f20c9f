// `gputco-cli catalog` prices: list, quotes, import, export and history.
#include "catalogcli_p.h"

#include "catalogsearch.h"
#include "priceio.h"
#include "pricingdatabase.h"
#include "sqldialect.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace gputco::CatalogCommands {

namespace {

/** The price filter of list and export; false (and a message) for a bad --pricing. */
bool priceFilter(const Arguments &a, PriceFilter &filter, QTextStream &err)
{
    filter.provider = a.options.value(QStringLiteral("--provider"));
    filter.gpu = a.options.value(QStringLiteral("--gpu"));
    filter.region = a.options.value(QStringLiteral("--region"));
    filter.pricingModel = a.options.value(QStringLiteral("--pricing"));
    if (!filter.pricingModel.isEmpty() && !isValidPricingModel(filter.pricingModel)) {
        err << CatalogCliTr::tr("--pricing must be on_demand, reserved or spot, not '%1'").arg(filter.pricingModel)
            << '\n';
        return false;
    }
    return true;
}

QString gpuText(const PriceRow &r)
{
    if (!r.gpuModelName.isEmpty())
        return r.gpuModelName;
    if (!r.gpuLabel.isEmpty())
        return CatalogCliTr::tr("%1 (unknown model)").arg(r.gpuLabel);
    return CatalogCliTr::tr("unknown");
}

} // namespace

/**
 * The day quotes are judged on: --on DATE, else today. False (and a message) for a bad date.
 * Shown in upper case in the list table, like STALE.
 */
bool quoteDay(const Arguments &a, QDate &day, QTextStream &err)
{
    day = QDate::currentDate();
    if (!a.options.contains(QStringLiteral("--on")))
        return true;
    day = QDate::fromString(a.options.value(QStringLiteral("--on")), Qt::ISODate);
    if (!day.isValid()) {
        err << CatalogCliTr::tr("--on must be a date (YYYY-MM-DD), not '%1'")
                   .arg(a.options.value(QStringLiteral("--on")))
            << '\n';
        return false;
    }
    return true;
}

namespace {

/** " QUOTE EXPIRED 2026-11-30" / " QUOTE EXPIRES 2026-12-20" / " QUOTE NOT YET VALID", or nothing. */
QString quoteFlag(const PriceRow &r, const QDate &day)
{
    switch (quoteStatus(r, day)) {
    case QuoteStatus::Expired: return CatalogCliTr::tr(" QUOTE EXPIRED %1").arg(r.validUntil);
    case QuoteStatus::Expiring: return CatalogCliTr::tr(" QUOTE EXPIRES %1").arg(r.validUntil);
    case QuoteStatus::NotYetValid: return CatalogCliTr::tr(" QUOTE FROM %1").arg(r.validFrom);
    case QuoteStatus::Valid:
    case QuoteStatus::NotAQuote: break;
    }
    return {};
}

} // namespace

/** "incl. 6 %", "excl. 13 %", "incl. tax", "not stated". */
QString taxText(const PriceRow &r)
{
    if (!r.taxIncluded)
        return CatalogCliTr::tr("not stated");
    if (!r.taxRatePercent)
        return *r.taxIncluded ? CatalogCliTr::tr("incl. tax") : CatalogCliTr::tr("excl. tax");
    const QString rate = QString::number(*r.taxRatePercent, 'g', 6);
    return *r.taxIncluded ? CatalogCliTr::tr("incl. %1 %").arg(rate) : CatalogCliTr::tr("excl. %1 %").arg(rate);
}

namespace {

void printTable(const QList<PriceRow> &rows, QTextStream &out, int staleMonths, const QDate &today)
{
    const QStringList header = {CatalogCliTr::tr("ID"), CatalogCliTr::tr("PROVIDER"), CatalogCliTr::tr("INSTANCE"),
        CatalogCliTr::tr("GPU"), CatalogCliTr::tr("GPUS"), CatalogCliTr::tr("REGION"), CatalogCliTr::tr("ZONE"),
        CatalogCliTr::tr("PRICING"), CatalogCliTr::tr("PRICE"), CatalogCliTr::tr("PER GPU-HOUR"),
        CatalogCliTr::tr("CURRENCY"), CatalogCliTr::tr("AS OF")};
    QList<QStringList> lines;
    lines << header;
    for (const PriceRow &r : rows) {
        QString pricing = r.pricingModel;
        if (r.termMonths)
            pricing += QStringLiteral(" %1m").arg(*r.termMonths);
        lines << QStringList{r.id.isEmpty() ? QStringLiteral("-") : r.id, r.providerId, r.instanceType, gpuText(r),
            r.gpuCount ? QString::number(*r.gpuCount) : QStringLiteral("?"), r.region, r.zone, pricing,
            formatPriceForDisplay(r),
            CatalogSearch::pricePerGpuHour(r) ? QString::number(*CatalogSearch::pricePerGpuHour(r), 'f', 4)
                                              : QStringLiteral("-"),
            r.currency,
            r.hasPrice() ? asOfText(r.asOf, r.asOfBasis)
                    + (isStaleAsOf(r.asOf, today, staleMonths) ? CatalogCliTr::tr(" STALE") : QString())
                    + quoteFlag(r, today)
                         : QString()};
    }
    printColumns(lines, out);
}

/** The quote fields of a row for JSON (catalog list, catalog quotes); null when not a quote. */
} // namespace

json quoteJson(const PriceRow &r, const QDate &day)
{
    if (!isQuote(r))
        return nullptr;
    auto text = [](const QString &value) { return value.isEmpty() ? json(nullptr) : json(value.toStdString()); };
    json attachments = json::array();
    for (const QString &name : r.attachments)
        attachments.push_back(name.toStdString());
    return {{"vendor", text(r.quoteVendor)}, {"contact", text(r.quoteContact)},
        {"tax_rate", r.taxRatePercent ? json(*r.taxRatePercent) : json(nullptr)}, {"valid_from", text(r.validFrom)},
        {"valid_until", text(r.validUntil)}, {"attachments", attachments},
        {"status", quoteStatusKey(quoteStatus(r, day)).toStdString()}};
}

namespace {

void printJson(const QList<PriceRow> &rows, QTextStream &out, int staleMonths, const QDate &today)
{
    json array = json::array();
    auto optional = [](const auto &value) { return value ? json(*value) : json(nullptr); };
    for (const PriceRow &r : rows) {
        json o = {
            {"id", r.id.isEmpty() ? json(nullptr) : json(r.id.toStdString())},
            {"provider", r.providerId.toStdString()},
            {"instance_type", r.instanceType.toStdString()},
            {"family", r.family.toStdString()},
            {"gpu_model", r.gpuModelId.isEmpty() ? json(nullptr) : json(r.gpuModelId.toStdString())},
            {"gpu_label", r.gpuLabel.toStdString()},
            {"gpu_count", optional(r.gpuCount)},
            {"vcpus", optional(r.vcpus)},
            {"memory_gib", optional(r.memoryGib)},
            {"region", r.region.toStdString()},
            {"zone", r.zone.toStdString()},
            {"pricing_model", r.pricingModel.isEmpty() ? json(nullptr) : json(r.pricingModel.toStdString())},
            {"term_months", optional(r.termMonths)},
            {"payment_option", r.paymentOption.isEmpty() ? json(nullptr) : json(r.paymentOption.toStdString())},
            {"upfront", optional(r.upfrontAmount)},
            {"hourly", optional(r.hourlyAmount)},
            {"monthly", optional(r.monthlyAmount)},
            {"hourly_per_gpu", optional(CatalogSearch::pricePerGpuHour(r))},
            {"hourly_min", optional(r.hourlyMin)},
            {"hourly_max", optional(r.hourlyMax)},
            {"monthly_min", optional(r.monthlyMin)},
            {"monthly_max", optional(r.monthlyMax)},
            {"currency", r.currency.isEmpty() ? json(nullptr) : json(r.currency.toStdString())},
            {"tax_included", optional(r.taxIncluded)},
            {"as_of", r.asOf.isEmpty() ? json(nullptr) : json(r.asOf.toStdString())},
            {"as_of_basis",
                r.asOf.isEmpty() ? json(nullptr) : json(r.asOfBasis == QStringLiteral("commit") ? "commit" : "source")},
            {"stale", isStaleAsOf(r.asOf, today, staleMonths)},
            {"source", r.source.toStdString()},
            {"origin", r.origin.toStdString()},
            {"status", r.hasPrice() ? "priced" : "quote needed"},
            {"quote", quoteJson(r, today)},
        };
        array.push_back(o);
    }
    out << QString::fromStdString(array.dump(2)) << '\n';
}

void printCsv(const QList<PriceRow> &rows, QTextStream &out)
{
    // The exchange format plus a status column (ignored on import).
    const QStringList lines = QString::fromUtf8(writePriceList(rows, false)).split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString status = i == 0
            ? QStringLiteral("status")
            : (rows.at(i - 1).hasPrice() ? QStringLiteral("priced") : QStringLiteral("quote needed"));
        out << lines.at(i) << ',' << status << '\n';
    }
}

/** What list and quotes share: the filter, the day quotes are judged on, the catalog's rows. */
struct Listed
{
    int rc = kOk;
    QString format; ///< --format, one of those the command takes
    QDate day;
    QList<PriceRow> rows;
};

/**
 * The rows list and quotes show: the format (one of @p formats, else @p formatMessage), the
 * filter, the day quotes are judged on, then the catalog's rows (unpriced types when
 * @p includeUnpriced). rc says whether to go on.
 */
Listed listFiltered(const Arguments &a, PricingDatabase &db, bool includeUnpriced, const QStringList &formats,
    const QString &formatMessage, QTextStream &err)
{
    Listed listed;
    listed.format = outputFormat(a, formats, formatMessage, err);
    PriceFilter filter;
    if (listed.format.isEmpty() || !priceFilter(a, filter, err) || !noPositional(a, err)
        || !quoteDay(a, listed.day, err)) {
        listed.rc = kInvalidInput;
        return listed;
    }
    filter.includeUnpriced = filter.includeUnpriced && includeUnpriced;
    if (listed.rc = openDatabase(db, a, err); listed.rc != kOk)
        return listed;
    auto rows = db.listPrices(filter);
    if (!rows.ok()) {
        err << rows.error() << '\n';
        listed.rc = kInternalError;
        return listed;
    }
    listed.rows = std::move(rows.value());
    return listed;
}

} // namespace

int runList(const Arguments &a, QTextStream &out, QTextStream &err)
{
    PricingDatabase db;
    const Listed rows
        = listFiltered(a, db, true, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")},
            CatalogCliTr::tr("--format must be table, json or csv, not '%1'"), err);
    if (rows.rc != kOk)
        return rows.rc;
    const QString &format = rows.format;
    const QDate today = rows.day;
    const int staleMonths = db.staleAfterMonths();
    if (format == QStringLiteral("json"))
        printJson(rows.rows, out, staleMonths, today);
    else if (format == QStringLiteral("csv"))
        printCsv(rows.rows, out);
    else
        printTable(rows.rows, out, staleMonths, today);
    // Nothing found: say what the catalog knows rather than print an empty table alone.
    if (rows.rows.isEmpty()) {
        QStringList names;
        if (const auto providers = db.providers(); providers.ok())
            for (const Provider &p : providers.value()) {
                QStringList words{p.nameEn};
                if (!p.nameZh.isEmpty())
                    words << p.nameZh;
                for (const QString &w : CatalogSearch::providerWords(p.id))
                    if (w != p.id && !words.contains(w, Qt::CaseInsensitive) && w.at(0).unicode() < 0x80)
                        words << w;
                names << QStringLiteral("%1 (%2)").arg(p.id, words.join(QStringLiteral(", ")));
            }
        err << CatalogCliTr::tr("No catalog price matches these filters. Providers: %1. A GPU is found by a word of "
                                "its name, e.g. A100, H800, 910B; a region by its id, e.g. cn-beijing; pricing is "
                                "on_demand, reserved or spot.")
                   .arg(names.join(QStringLiteral("; ")))
            << '\n';
    }
    return kOk;
}

/** catalog quotes: every price row that is a quote, with vendor, tax, validity and its status on --on. */
int runQuotes(const Arguments &a, QTextStream &out, QTextStream &err)
{
    PricingDatabase db;
    const Listed rows = listFiltered(a, db, false, {QStringLiteral("table"), QStringLiteral("json")},
        CatalogCliTr::tr("--format must be table or json, not '%1'"), err);
    if (rows.rc != kOk)
        return rows.rc;
    const QString &format = rows.format;
    const QDate day = rows.day;
    QList<PriceRow> quotes;
    for (const PriceRow &r : rows.rows)
        if (isQuote(r))
            quotes.append(r);
    if (format == QStringLiteral("json")) {
        json array = json::array();
        for (const PriceRow &r : std::as_const(quotes)) {
            json o = quoteJson(r, day);
            o["id"] = r.id.toStdString();
            o["provider"] = r.providerId.toStdString();
            o["instance_type"] = r.instanceType.toStdString();
            o["region"] = r.region.toStdString();
            o["pricing_model"] = r.pricingModel.toStdString();
            o["price"] = formatPriceForDisplay(r).toStdString();
            o["currency"] = r.currency.toStdString();
            o["tax_included"] = r.taxIncluded ? json(*r.taxIncluded) : json(nullptr);
            array.push_back(o);
        }
        out << QString::fromStdString(array.dump(2)) << '\n';
        return kOk;
    }
    if (quotes.isEmpty()) {
        err << CatalogCliTr::tr("No quotes in the catalog match. A quote is a price row with quote_vendor or validity "
                                "dates; import one with 'catalog import FILE' (docs/pricing-db.md, Quotes).")
            << '\n';
        return kOk;
    }
    QList<QStringList> lines;
    lines << QStringList{CatalogCliTr::tr("ID"), CatalogCliTr::tr("INSTANCE"), CatalogCliTr::tr("REGION"),
        CatalogCliTr::tr("PRICE"), CatalogCliTr::tr("CURRENCY"), CatalogCliTr::tr("TAX"), CatalogCliTr::tr("VENDOR"),
        CatalogCliTr::tr("CONTACT"), CatalogCliTr::tr("VALID"), CatalogCliTr::tr("STATUS"),
        CatalogCliTr::tr("ATTACHMENTS")};
    int expired = 0;
    int expiring = 0;
    for (const PriceRow &r : std::as_const(quotes)) {
        const QuoteStatus status = quoteStatus(r, day);
        expired += status == QuoteStatus::Expired;
        expiring += status == QuoteStatus::Expiring;
        const QString valid = r.validFrom.isEmpty() && r.validUntil.isEmpty()
            ? CatalogCliTr::tr("not stated")
            : QStringLiteral("%1 .. %2")
                  .arg(r.validFrom.isEmpty() ? QStringLiteral("?") : r.validFrom,
                      r.validUntil.isEmpty() ? QStringLiteral("?") : r.validUntil);
        lines << QStringList{r.id, r.providerId + u' ' + r.instanceType, r.region, formatPriceForDisplay(r), r.currency,
            taxText(r), r.quoteVendor, r.quoteContact, valid, quoteStatusText(status, r),
            r.attachments.join(QStringLiteral("; "))};
    }
    printColumns(lines, out);
    out << CatalogCliTr::tr("%1 quotes on %2: %3 expired, %4 expire within %5 days")
               .arg(quotes.size())
               .arg(day.toString(Qt::ISODate))
               .arg(expired)
               .arg(expiring)
               .arg(kQuoteExpiringDays)
        << '\n';
    return kOk;
}

int runImport(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!hasPositional(a, 1, CatalogCliTr::tr("catalog import needs exactly one FILE"), err))
        return kInvalidInput;
    ImportOptions options;
    const bool skyPilot = a.flags.contains(QStringLiteral("--skypilot"));
    if (skyPilot) {
        options.format = ImportOptions::Format::SkyPilot;
        options.provider = a.options.value(QStringLiteral("--provider"));
        options.currency = a.options.value(QStringLiteral("--currency"));
    } else if (a.options.contains(QStringLiteral("--provider")) || a.options.contains(QStringLiteral("--currency"))) {
        err << CatalogCliTr::tr("--provider and --currency are only used with --skypilot") << '\n';
        return kInvalidInput;
    }
    options.bookName = a.options.value(QStringLiteral("--book"));
    options.bookAsOf = a.options.value(QStringLiteral("--as-of"));
    options.bookSource = a.options.value(QStringLiteral("--source"));
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const ImportReport report = db.importPrices(a.positional.first(), options);
    if (const int rc = reportImportFailure(report, a.positional.first(), db, err); rc != kOk)
        return rc;
    out << CatalogCliTr::tr("Imported %1 prices into price book %2 (%3)")
               .arg(report.pricesImported)
               .arg(report.priceBookId)
               .arg(SqlDialects::withoutPassword(db.path()))
        << '\n';
    return kOk;
}

int runExport(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!hasPositional(a, 1, CatalogCliTr::tr("catalog export needs exactly one FILE (.csv or .json)"), err))
        return kInvalidInput;
    const QString suffix = QFileInfo(a.positional.first()).suffix().toLower();
    if (suffix != QStringLiteral("csv") && suffix != QStringLiteral("json")) {
        err << CatalogCliTr::tr("%1: unknown export format; use a .csv or .json file name").arg(a.positional.first())
            << '\n';
        return kInvalidInput;
    }
    PriceFilter filter;
    if (!priceFilter(a, filter, err))
        return kInvalidInput;
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    // Exporting over the catalog itself would replace the user's prices with a text file
    // (issue 16): the same device and inode, as the other writers check, also through links.
    struct stat catalogStat
    {
    }, outputStat{};
    if (::stat(QFile::encodeName(db.path()).constData(), &catalogStat) == 0
        && ::stat(QFile::encodeName(a.positional.first()).constData(), &outputStat) == 0
        && catalogStat.st_dev == outputStat.st_dev && catalogStat.st_ino == outputStat.st_ino) {
        err << CatalogCliTr::tr("%1: is the pricing catalog being read; export to another file")
                   .arg(a.positional.first())
            << '\n';
        return kInvalidInput;
    }
    // An existing file that is not a price list (a scenario named plan.json, issue 33) is the
    // user's work: never replaced by an export. A price list exported before may be.
    if (QFile existing(a.positional.first()); existing.open(QIODevice::ReadOnly)) {
        const QByteArray start = existing.read(4096);
        const bool priceList = suffix == QStringLiteral("json")
            ? start.trimmed().isEmpty() || start.contains("\"gputco-prices\"")
            : start.trimmed().isEmpty() || start.startsWith("id,provider,") || start.startsWith("provider,");
        if (!priceList) {
            err << CatalogCliTr::tr("%1: exists and is not a price list (a scenario or another file?); export to "
                                    "another file, or remove it first")
                       .arg(a.positional.first())
                << '\n';
            return kInvalidInput;
        }
    }
    const auto count = db.exportPrices(a.positional.first(), filter);
    if (!count.ok()) {
        err << count.error() << '\n';
        return kInternalError;
    }
    out << CatalogCliTr::tr("Exported %1 prices to %2").arg(count.value()).arg(a.positional.first()) << '\n';
    return kOk;
}

namespace {

/** The single amount of a history entry or price, when it has exactly one (no range). */
std::optional<double> singleAmount(const std::optional<double> &hourly, const std::optional<double> &monthly)
{
    return hourly ? hourly : monthly;
}

} // namespace

int runHistory(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!hasPositional(a, 1, CatalogCliTr::tr("catalog history needs exactly one price ID"), err))
        return kInvalidInput;
    const QString id = a.positional.first();
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto history = db.priceHistory(id);
    const auto current = db.priceById(id);
    if (!history.ok() || !current.ok()) {
        err << (!history.ok() ? history.error() : current.error()) << '\n';
        return kInternalError;
    }
    if (history.value().isEmpty() && !current.value()) {
        err << CatalogCliTr::tr("no price and no history with ID '%1'").arg(id) << '\n';
        return kInvalidInput;
    }
    // One line per dated price, oldest first, the current row last; the change is against
    // the line before and only between two single amounts (a range is not averaged).
    QList<QStringList> lines;
    lines << QStringList{CatalogCliTr::tr("AS OF"), CatalogCliTr::tr("PRICE"), CatalogCliTr::tr("CURRENCY"),
        CatalogCliTr::tr("CHANGE"), CatalogCliTr::tr("STATUS"), CatalogCliTr::tr("PRICE BOOK"),
        CatalogCliTr::tr("NOTES")};
    std::optional<double> previous;
    auto add = [&](const PriceRow &r, const QString &status, const QString &book) {
        const std::optional<double> amount
            = r.hasRange() ? std::nullopt : singleAmount(r.hourlyAmount, r.monthlyAmount);
        QString change;
        if (amount && previous && *previous > 0)
            change = QStringLiteral("%1%2 %")
                         .arg(*amount >= *previous ? QStringLiteral("+") : QString())
                         .arg(QString::number((*amount / *previous - 1.0) * 100.0, 'f', 1));
        previous = amount;
        lines << QStringList{
            asOfText(r.asOf, r.asOfBasis), formatPriceForDisplay(r), r.currency, change, status, book, r.notes};
    };
    for (const PriceHistoryEntry &h : history.value())
        add(priceRowOf(h), CatalogCliTr::tr("earlier"), h.priceBook);
    if (current.value())
        add(*current.value(), CatalogCliTr::tr("current"), current.value()->source);
    else
        lines << QStringList{
            QString(), QString(), QString(), QString(), CatalogCliTr::tr("no longer listed"), QString(), QString()};
    out << id << '\n';
    printColumns(lines, out);
    return kOk;
}

} // namespace gputco::CatalogCommands
