#include "catalogcli.h"

#include "catalogsearch.h"
#include "commandline.h"
#include "resultwriter.h"

#include "priceio.h"
#include "pricingdatabase.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>

#include <sys/stat.h>

namespace gputco {

namespace {

using json = nlohmann::json;

// Named context so that lupdate and the run-time lookup agree.
struct CatalogCliTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::CatalogCli)
};

constexpr int kOk = 0;
constexpr int kInternalError = 1;
constexpr int kInvalidInput = 2;
/// The catalog server refused a change: the user's role may read prices, not import them.
constexpr int kNotAllowed = 3;

/** A catalog command's words, parsed (CommandLine): its options by "--name", flags and positional words. */
struct Arguments
{
    QString command;
    QStringList positional;
    QHash<QString, QString> options;
    QStringList flags;
};

/*!
 * Aligned columns, two spaces apart, widths in terminal columns (Chinese counts 2); the last
 * column is not padded, trailing spaces are dropped. The one table layout of the catalog
 * commands (list, history, fees).
 */
void printColumns(const QList<QStringList> &lines, QTextStream &out)
{
    QList<qsizetype> widths(lines.isEmpty() ? 0 : lines.first().size(), 0);
    for (const QStringList &line : lines)
        for (qsizetype c = 0; c + 1 < line.size(); ++c)
            widths[c] = qMax(widths[c], ResultWriter::displayWidth(line.at(c)));
    for (const QStringList &line : lines) {
        QString text;
        for (qsizetype c = 0; c < line.size(); ++c) {
            text += line.at(c);
            if (c + 1 < line.size())
                text += QString(widths[c] - ResultWriter::displayWidth(line.at(c)) + 2, u' ');
        }
        while (text.endsWith(u' '))
            text.chop(1);
        out << text << '\n';
    }
}

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

/** "2021-09-27 (commit date)" when the date is the source file's commit date. */
QString asOfText(const QString &asOf, const QString &basis)
{
    if (asOf.isEmpty())
        return CatalogCliTr::tr("unknown");
    return basis == QStringLiteral("commit") ? CatalogCliTr::tr("%1 (commit date)").arg(asOf) : asOf;
}

QString gpuText(const PriceRow &r)
{
    if (!r.gpuModelName.isEmpty())
        return r.gpuModelName;
    if (!r.gpuLabel.isEmpty())
        return CatalogCliTr::tr("%1 (unknown model)").arg(r.gpuLabel);
    return CatalogCliTr::tr("unknown");
}

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

int openDatabase(PricingDatabase &db, const Arguments &a, QTextStream &err)
{
    // --catalog FILE|postgresql://... (every command); --db FILE is the older spelling.
    const Status status
        = db.open(a.options.value(QStringLiteral("--catalog"), a.options.value(QStringLiteral("--db"))));
    for (const QString &notice : db.notices())
        err << notice << '\n';
    if (!status.ok()) {
        err << status.error << '\n';
        // Another program's file named by --db or GPUTCO_PRICING_DB is the user's input.
        return db.problem() == PricingDatabase::Problem::Foreign ? kInvalidInput : kInternalError;
    }
    return kOk;
}

int runRecover(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (a.positional.size() != 1) {
        err << CatalogCliTr::tr("catalog recover needs exactly one FILE (a kept copy, NAME.corrupt-...)") << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const RecoverReport report = db.recoverFrom(a.positional.first());
    if (!report.ok()) {
        err << report.error << '\n';
        return report.invalidInput ? kInvalidInput : kInternalError;
    }
    for (const QString &lost : report.unreadable)
        err << CatalogCliTr::tr("warning: could not read all of %1").arg(lost) << '\n';
    out << CatalogCliTr::tr("Recovered from %1 into %2: %3 prices (%4 of them overrides of shipped prices), %5 price "
                            "books, %6 negotiated discounts, %7 other rows")
               .arg(a.positional.first(), db.path())
               .arg(report.prices)
               .arg(report.overrides)
               .arg(report.priceBooks)
               .arg(report.negotiatedDiscounts)
               .arg(report.otherRows)
        << '\n';
    return kOk;
}

/** What list and quotes share: the filter, the day quotes are judged on, the catalog's rows. */
struct Listed
{
    int rc = kOk;
    QDate day;
    QList<PriceRow> rows;
};

Listed listFiltered(const Arguments &a, PricingDatabase &db, bool includeUnpriced, QTextStream &err)
{
    Listed listed;
    PriceFilter filter;
    if (!priceFilter(a, filter, err)) {
        listed.rc = kInvalidInput;
        return listed;
    }
    filter.includeUnpriced = filter.includeUnpriced && includeUnpriced;
    if (!a.positional.isEmpty()) {
        err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
        listed.rc = kInvalidInput;
        return listed;
    }
    if (!quoteDay(a, listed.day, err)) {
        listed.rc = kInvalidInput;
        return listed;
    }
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

int runList(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString format = a.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QStringLiteral("table") && format != QStringLiteral("json") && format != QStringLiteral("csv")) {
        err << CatalogCliTr::tr("--format must be table, json or csv, not '%1'").arg(format) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    const Listed rows = listFiltered(a, db, true, err);
    if (rows.rc != kOk)
        return rows.rc;
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
    const QString format = a.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QStringLiteral("table") && format != QStringLiteral("json")) {
        err << CatalogCliTr::tr("--format must be table or json, not '%1'").arg(format) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    const Listed rows = listFiltered(a, db, false, err);
    if (rows.rc != kOk)
        return rows.rc;
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
    if (a.positional.size() != 1) {
        err << CatalogCliTr::tr("catalog import needs exactly one FILE") << '\n';
        return kInvalidInput;
    }
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
    if (!report.issues.isEmpty()) {
        for (const ImportIssue &issue : report.issues)
            err << issue.toString() << '\n';
        // The last listed line of a long list says how many more there are (issue 16).
        const qint64 problems = report.issues.size() - (report.issuesNotListed > 0 ? 1 : 0) + report.issuesNotListed;
        err << QCoreApplication::translate("gputco::CatalogCli", "%n problem(s) found; nothing was imported", nullptr,
            static_cast<int>(qMin<qint64>(problems, INT_MAX)))
            << '\n';
        return kInvalidInput;
    }
    if (!report.error.isEmpty()) {
        err << report.error << '\n';
        if (report.notAllowed)
            return kNotAllowed;
        // A file that cannot be read or parsed is the user's input; a failing database is not.
        return QFileInfo::exists(a.positional.first()) && report.error.contains(db.path()) ? kInternalError
                                                                                           : kInvalidInput;
    }
    out << CatalogCliTr::tr("Imported %1 prices into price book %2 (%3)")
               .arg(report.pricesImported)
               .arg(report.priceBookId)
               .arg(db.path())
        << '\n';
    return kOk;
}

int runExport(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (a.positional.size() != 1) {
        err << CatalogCliTr::tr("catalog export needs exactly one FILE (.csv or .json)") << '\n';
        return kInvalidInput;
    }
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
    const auto count = db.exportPrices(a.positional.first(), filter);
    if (!count.ok()) {
        err << count.error() << '\n';
        return kInternalError;
    }
    out << CatalogCliTr::tr("Exported %1 prices to %2").arg(count.value()).arg(a.positional.first()) << '\n';
    return kOk;
}

/** The single amount of a history entry or price, when it has exactly one (no range). */
std::optional<double> singleAmount(const std::optional<double> &hourly, const std::optional<double> &monthly)
{
    return hourly ? hourly : monthly;
}

int runHistory(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (a.positional.size() != 1) {
        err << CatalogCliTr::tr("catalog history needs exactly one price ID") << '\n';
        return kInvalidInput;
    }
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
    for (const PriceHistoryEntry &h : history.value()) {
        PriceRow r;
        r.hourlyAmount = h.hourlyAmount;
        r.monthlyAmount = h.monthlyAmount;
        r.upfrontAmount = h.upfrontAmount;
        r.hourlyMin = h.hourlyMin;
        r.hourlyMax = h.hourlyMax;
        r.monthlyMin = h.monthlyMin;
        r.monthlyMax = h.monthlyMax;
        r.currency = h.currency;
        r.asOf = h.asOf;
        r.asOfBasis = h.asOfBasis;
        r.notes = h.notes;
        add(r, CatalogCliTr::tr("earlier"), h.priceBook);
    }
    if (current.value())
        add(*current.value(), CatalogCliTr::tr("current"), current.value()->source);
    else
        lines << QStringList{
            QString(), QString(), QString(), QString(), CatalogCliTr::tr("no longer listed"), QString(), QString()};
    out << id << '\n';
    printColumns(lines, out);
    return kOk;
}

int runFees(const Arguments &a, QTextStream &out, QTextStream &err)
{
    static const QStringList categories = {QStringLiteral("storage"), QStringLiteral("disk"),
        QStringLiteral("snapshot"), QStringLiteral("requests"), QStringLiteral("egress"), QStringLiteral("transfer"),
        QStringLiteral("bandwidth"), QStringLiteral("performance"), QStringLiteral("ip"), QStringLiteral("other")};
    const QString format = a.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QStringLiteral("table") && format != QStringLiteral("json")) {
        err << CatalogCliTr::tr("--format must be table or json, not '%1'").arg(format) << '\n';
        return kInvalidInput;
    }
    FeePresetFilter filter;
    filter.provider = a.options.value(QStringLiteral("--provider"));
    filter.category = a.options.value(QStringLiteral("--category"));
    filter.region = a.options.value(QStringLiteral("--region"));
    filter.text = a.options.value(QStringLiteral("--search"));
    if (!filter.category.isEmpty() && !categories.contains(filter.category)) {
        err << CatalogCliTr::tr("--category must be one of %1, not '%2'")
                   .arg(categories.join(QStringLiteral(", ")), filter.category)
            << '\n';
        return kInvalidInput;
    }
    if (a.positional.value(0) == QStringLiteral("import")) {
        // catalog fees import FILE: the user's own fee price list, all rows or none.
        if (a.positional.size() != 2) {
            err << CatalogCliTr::tr("catalog fees import needs exactly one FILE (.csv or .json)") << '\n';
            return kInvalidInput;
        }
        PricingDatabase db;
        if (const int rc = openDatabase(db, a, err); rc != kOk)
            return rc;
        const ImportReport report = db.importFeePresets(a.positional.at(1));
        if (!report.issues.isEmpty()) {
            for (const ImportIssue &issue : report.issues)
                err << issue.toString() << '\n';
            // The last listed line of a long list says how many more there are (issue 16).
            const qint64 problems
                = report.issues.size() - (report.issuesNotListed > 0 ? 1 : 0) + report.issuesNotListed;
            err << QCoreApplication::translate("gputco::CatalogCli", "%n problem(s) found; nothing was imported",
                nullptr, static_cast<int>(qMin<qint64>(problems, INT_MAX)))
                << '\n';
            return kInvalidInput;
        }
        if (!report.error.isEmpty()) {
            err << report.error << '\n';
            return QFileInfo::exists(a.positional.at(1)) && report.error.contains(db.path()) ? kInternalError
                                                                                             : kInvalidInput;
        }
        out << CatalogCliTr::tr("Imported %1 fee presets (%2)").arg(report.pricesImported).arg(db.path()) << '\n';
        return kOk;
    }
    if (!a.positional.isEmpty()) {
        err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto fees = db.feePresets(filter);
    if (!fees.ok()) {
        err << fees.error() << '\n';
        return kInternalError;
    }
    if (format == QStringLiteral("json")) {
        json array = json::array();
        for (const FeePreset &f : fees.value())
            array.push_back({{"id", f.id.toStdString()}, {"provider", f.providerId.toStdString()},
                {"product", f.product.toStdString()}, {"category", f.category.toStdString()},
                {"item", f.item.toStdString()}, {"region", f.region.toStdString()}, {"tier", f.tier.toStdString()},
                {"price", f.price}, {"unit", f.unit.toStdString()}, {"currency", f.currency.toStdString()},
                {"as_of", f.asOf.isEmpty() ? json(nullptr) : json(f.asOf.toStdString())},
                {"as_of_basis",
                    f.asOf.isEmpty() ? json(nullptr)
                                     : json(f.asOfBasis == QStringLiteral("commit") ? "commit" : "source")},
                {"source", f.source.toStdString()}, {"notes", f.notes.toStdString()},
                {"origin", f.origin.toStdString()}});
        out << QString::fromStdString(array.dump(2)) << '\n';
        return kOk;
    }
    QList<QStringList> lines;
    lines << QStringList{CatalogCliTr::tr("ID"), CatalogCliTr::tr("PROVIDER"), CatalogCliTr::tr("PRODUCT"),
        CatalogCliTr::tr("CATEGORY"), CatalogCliTr::tr("REGION"), CatalogCliTr::tr("TIER"), CatalogCliTr::tr("PRICE"),
        CatalogCliTr::tr("UNIT"), CatalogCliTr::tr("AS OF"), CatalogCliTr::tr("ITEM")};
    for (const FeePreset &f : fees.value())
        lines << QStringList{f.id, f.providerId, f.product, f.category, f.region, f.tier,
            QString::number(f.price, 'g', 10), f.unit, asOfText(f.asOf, f.asOfBasis), f.item};
    printColumns(lines, out);
    return kOk;
}

int runSettings(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!a.positional.isEmpty()) {
        err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
        return kInvalidInput;
    }
    std::optional<int> months;
    if (a.options.contains(QStringLiteral("--stale-months"))) {
        bool ok = false;
        const int value = a.options.value(QStringLiteral("--stale-months")).toInt(&ok);
        if (!ok || value < 1 || value > 240) {
            err << CatalogCliTr::tr("--stale-months must be a whole number from 1 to 240, not '%1'")
                       .arg(a.options.value(QStringLiteral("--stale-months")))
                << '\n';
            return kInvalidInput;
        }
        months = value;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    if (months) {
        if (const Status s = db.setStaleAfterMonths(*months); !s.ok()) {
            err << s.error << '\n';
            return kInternalError;
        }
    }
    out << CatalogCliTr::tr("stale-months: %1 (prices dated more than this many months ago are flagged as stale)")
               .arg(db.staleAfterMonths())
        << '\n';
    return kOk;
}

int runDiscount(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString action = a.positional.value(0);
    if (action != QStringLiteral("list") && action != QStringLiteral("add") && action != QStringLiteral("remove")) {
        err << CatalogCliTr::tr("catalog discount needs list, add or remove") << '\n';
        return kInvalidInput;
    }
    if ((action == QStringLiteral("remove") && a.positional.size() != 2)
        || (action != QStringLiteral("remove") && a.positional.size() != 1)) {
        err << CatalogCliTr::tr("usage: catalog discount list [--provider P] | add --provider P --discount F "
                                "[--pricing M] [--family F] [--region R] [--note TEXT] | remove ID")
            << '\n';
        return kInvalidInput;
    }
    NegotiatedDiscount d;
    qint64 removeId = -1;
    if (action == QStringLiteral("add")) {
        // "0.15" or "15%": the fraction off the list price.
        QString text = a.options.value(QStringLiteral("--discount")).trimmed();
        const bool percent = text.endsWith(u'%');
        if (percent)
            text.chop(1);
        bool ok = false;
        double value = text.toDouble(&ok);
        if (percent)
            value /= 100.0;
        if (!ok || !(value > 0 && value < 1)) {
            err << CatalogCliTr::tr(
                "--discount must be a fraction above 0 and below 1 (0.15) or a percentage (15%), not '%1'")
                       .arg(a.options.value(QStringLiteral("--discount")))
                << '\n';
            return kInvalidInput;
        }
        d.discount = value;
        d.pricingModel = a.options.value(QStringLiteral("--pricing"));
        if (!d.pricingModel.isEmpty() && !isValidPricingModel(d.pricingModel)) {
            err << CatalogCliTr::tr("--pricing must be on_demand, reserved or spot, not '%1'").arg(d.pricingModel)
                << '\n';
            return kInvalidInput;
        }
        d.note = a.options.value(QStringLiteral("--note"));
        d.family = a.options.value(QStringLiteral("--family")).trimmed();
        d.region = a.options.value(QStringLiteral("--region")).trimmed();
        if (a.options.value(QStringLiteral("--provider")).isEmpty()) {
            err << CatalogCliTr::tr("catalog discount add needs --provider") << '\n';
            return kInvalidInput;
        }
    } else if (action == QStringLiteral("remove")) {
        bool ok = false;
        removeId = a.positional.at(1).toLongLong(&ok);
        if (!ok) {
            err << CatalogCliTr::tr("'%1' is not a discount ID (see catalog discount list)").arg(a.positional.at(1))
                << '\n';
            return kInvalidInput;
        }
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    // The provider by id or English/Chinese name, as elsewhere.
    QString provider = a.options.value(QStringLiteral("--provider"));
    if (!provider.isEmpty()) {
        const auto providers = db.providers();
        if (!providers.ok()) {
            err << providers.error() << '\n';
            return kInternalError;
        }
        QString found;
        for (const Provider &p : providers.value())
            if (p.id.compare(provider, Qt::CaseInsensitive) == 0 || p.nameEn.compare(provider, Qt::CaseInsensitive) == 0
                || (!p.nameZh.isEmpty() && p.nameZh == provider))
                found = p.id;
        if (found.isEmpty()) {
            err << CatalogCliTr::tr("unknown provider '%1'").arg(provider) << '\n';
            return kInvalidInput;
        }
        provider = found;
    }
    if (action == QStringLiteral("add")) {
        d.providerId = provider;
        const auto id = db.addNegotiatedDiscount(d);
        if (!id.ok()) {
            err << id.error() << '\n';
            return kInternalError;
        }
        out << CatalogCliTr::tr("Added negotiated discount %1: %2 % off %3 list prices")
                   .arg(id.value())
                   .arg(QString::number(d.discount * 100.0, 'f', 2))
                   .arg(provider)
            << '\n';
        return kOk;
    }
    const auto all = db.negotiatedDiscounts(provider);
    if (!all.ok()) {
        err << all.error() << '\n';
        return kInternalError;
    }
    if (action == QStringLiteral("remove")) {
        const bool known = std::any_of(
            all.value().begin(), all.value().end(), [&](const NegotiatedDiscount &n) { return n.id == removeId; });
        if (!known) {
            err << CatalogCliTr::tr("no negotiated discount with ID %1").arg(removeId) << '\n';
            return kInvalidInput;
        }
        if (const Status s = db.removeNegotiatedDiscount(removeId); !s.ok()) {
            err << s.error << '\n';
            return kInternalError;
        }
        out << CatalogCliTr::tr("Removed negotiated discount %1").arg(removeId) << '\n';
        return kOk;
    }
    out << CatalogCliTr::tr("ID  PROVIDER  PRICING  FAMILY  REGION  DISCOUNT  NOTE") << '\n';
    for (const NegotiatedDiscount &n : all.value())
        out << n.id << "  " << n.providerId << "  "
            << (n.pricingModel.isEmpty() ? CatalogCliTr::tr("all") : n.pricingModel) << "  "
            << (n.family.isEmpty() ? CatalogCliTr::tr("all") : n.family) << "  "
            << (n.region.isEmpty() ? CatalogCliTr::tr("all") : n.region) << "  "
            << QString::number(n.discount * 100.0, 'f', 2) << " %  " << n.note << '\n';
    return kOk;
}

int runCheck(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!a.positional.isEmpty()) {
        err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto findings = db.check();
    if (!findings.ok()) {
        err << findings.error() << '\n';
        return kInternalError;
    }
    int errors = 0;
    int warnings = 0;
    for (const CheckFinding &f : findings.value()) {
        QString level;
        switch (f.severity) {
        case CheckFinding::Severity::Error:
            level = CatalogCliTr::tr("error");
            ++errors;
            break;
        case CheckFinding::Severity::Warning:
            level = CatalogCliTr::tr("warning");
            ++warnings;
            break;
        case CheckFinding::Severity::Info: level = CatalogCliTr::tr("info"); break;
        }
        out << level << ": " << f.message << '\n';
    }
    out << CatalogCliTr::tr("%1 errors, %2 warnings").arg(errors).arg(warnings) << '\n';
    return errors > 0 ? kInvalidInput : kOk;
}

} // namespace

QString catalogUsage()
{
    return CatalogCliTr::tr(
               "usage: gputco-cli catalog [--catalog FILE|URL] [--db PATH] [--lang en|zh_CN] COMMAND\n"
               "  list [--provider P] [--gpu G] [--region R] [--pricing on_demand|reserved|spot]\n"
               "       [--on DATE] [--format table|json|csv]\n"
               "  import FILE [--book NAME] [--as-of DATE] [--source TEXT]\n"
               "  import FILE --skypilot --provider P --currency C [--book NAME] [--as-of DATE]\n"
               "  export FILE.csv|FILE.json [--provider P] [--gpu G] [--region R] [--pricing M]\n"
               "  quotes [--provider P] [--gpu G] [--region R] [--on DATE] [--format table|json]\n"
               "  history ID\n"
               "  settings [--stale-months N]\n"
               "  discount list [--provider P]\n"
               "  discount add --provider P --discount 0.15|15% [--pricing M] [--family F] [--region R] [--note TEXT]\n"
               "  discount remove ID\n"
               "  fees [--provider P] [--category C] [--region R] [--search TEXT] [--format table|json]\n"
               "  fees import FILE.csv|FILE.json\n"
               "  check\n")
        + CatalogCliTr::tr("  recover FILE\n"
                           "       Take your own prices, overrides and negotiated discounts back from a damaged\n"
                           "       catalog that was kept aside (NAME.corrupt-YYYYMMDD-HHMMSS).\n")
        + CatalogCliTr::tr(
            "  --catalog FILE|postgresql://USER@HOST[:PORT]/DATABASE\n"
            "       The catalog to use (default: $GPUTCO_CATALOG, else the file in your data folder).\n");
}

namespace {

/** An option of the catalog commands: its value name (empty for a flag) and help. */
struct OptionSpec
{
    const char *name;
    const char *valueName;
    const char *help;
};

const OptionSpec kOptions[] = {
    {"provider", "P", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Provider by id or name (aws, aliyun, 阿里云 ...).")},
    {"gpu", "G", QT_TRANSLATE_NOOP("gputco::CatalogCli", "A word of the GPU's name (A100, H800, 910B).")},
    {"region", "R", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Region id (cn-beijing).")},
    {"pricing", "on_demand|reserved|spot", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Pricing model.")},
    {"format", "FORMAT", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Output format.")},
    {"book", "NAME", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Name of the price book the import makes.")},
    {"as-of", "DATE", QT_TRANSLATE_NOOP("gputco::CatalogCli", "The date the prices are valid at (YYYY-MM-DD).")},
    {"source", "TEXT", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Where the prices come from.")},
    {"currency", "C", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Currency of a SkyPilot file.")},
    {"skypilot", "", QT_TRANSLATE_NOOP("gputco::CatalogCli", "The file is a SkyPilot catalog CSV.")},
    {"stale-months", "N", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Flag prices dated more than N months ago.")},
    {"discount", "F", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Fraction off the list price: 0.15 or 15%.")},
    {"note", "TEXT", QT_TRANSLATE_NOOP("gputco::CatalogCli", "A note kept with the discount.")},
    {"family", "F",
        QT_TRANSLATE_NOOP("gputco::CatalogCli", "Instance family the discount applies to (GT4); all when not given.")},
    {"category", "C", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Fee category (storage, egress, bandwidth ...).")},
    {"search", "TEXT", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Words in the fee's product or item.")},
    {"on", "DATE", QT_TRANSLATE_NOOP("gputco::CatalogCli", "Judge quotes as on this day (YYYY-MM-DD); default today.")},
};

/** Each catalog command: its positional words for the usage line and the options it takes. */
struct CommandSpec
{
    const char *name;
    const char *synopsis;
    QStringList options;
};

const QList<CommandSpec> &commands()
{
    static const QList<CommandSpec> list = {
        {"list", "",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing"),
                QStringLiteral("format"), QStringLiteral("on")}},
        {"quotes", "",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing"),
                QStringLiteral("format"), QStringLiteral("on")}},
        {"import", "FILE",
            {QStringLiteral("book"), QStringLiteral("as-of"), QStringLiteral("source"), QStringLiteral("skypilot"),
                QStringLiteral("provider"), QStringLiteral("currency")}},
        {"export", "FILE.csv|FILE.json",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing")}},
        {"history", "ID", {}},
        {"settings", "", {QStringLiteral("stale-months")}},
        {"discount", "list|add|remove [ID]",
            {QStringLiteral("provider"), QStringLiteral("discount"), QStringLiteral("pricing"),
                QStringLiteral("family"), QStringLiteral("region"), QStringLiteral("note")}},
        {"fees", "[import FILE]",
            {QStringLiteral("provider"), QStringLiteral("category"), QStringLiteral("region"), QStringLiteral("search"),
                QStringLiteral("format")}},
        {"check", "", {}},
        {"recover", "FILE", {}},
    };
    return list;
}

/** The catalog command among @p args: the first word that is neither an option nor an option's value. */
QString commandWord(const QStringList &args)
{
    QStringList valued{QStringLiteral("--db"), QStringLiteral("--catalog"), QStringLiteral("--lang")};
    for (const OptionSpec &o : kOptions)
        if (*o.valueName)
            valued << QStringLiteral("--") + QLatin1String(o.name);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (valued.contains(args[i]))
            ++i;
        else if (!args[i].startsWith(u'-'))
            return args[i];
    }
    return {};
}

} // namespace

int runCatalogCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    // Tables, messages and help follow --lang or the system's language, as every command.
    if (!applyLanguage(requestedLanguage(args), err))
        return kInvalidInput;
    const QString command = commandWord(args);
    const bool help = args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"));
    const auto spec = std::find_if(
        commands().begin(), commands().end(), [&](const CommandSpec &c) { return command == QLatin1String(c.name); });
    if (command == QStringLiteral("help") || (help && spec == commands().end())) {
        out << catalogUsage();
        return kOk;
    }
    if (command.isEmpty()) {
        err << CatalogCliTr::tr("missing catalog command") << '\n' << catalogUsage();
        return kInvalidInput;
    }
    if (spec == commands().end()) {
        err << CatalogCliTr::tr("unknown catalog command '%1'").arg(command) << '\n' << catalogUsage();
        return kInvalidInput;
    }
    // One parser for the command's own options and --db, --catalog, --lang.
    CommandLine cl(QStringLiteral("catalog ") + command, QString::fromUtf8(spec->synopsis),
        CatalogCliTr::tr("The pricing catalog; see 'gputco-cli catalog --help' for every command."));
    cl.setMissingValueFormat(CatalogCliTr::tr("option %1 needs a value"));
    cl.addValue({QStringLiteral("db")}, QStringLiteral("PATH"),
        CatalogCliTr::tr("The catalog database; by default $GPUTCO_PRICING_DB or the user's data folder."));
    cl.addValue({QStringLiteral("catalog")}, QStringLiteral("FILE|URL"),
        CatalogCliTr::tr("The catalog: a file or postgresql://USER@HOST/DB; by default $GPUTCO_CATALOG."));
    cl.addLanguageOption();
    QStringList valued, flags;
    for (const OptionSpec &o : kOptions) {
        const QString name = QString::fromLatin1(o.name);
        if (!spec->options.contains(name))
            continue;
        const QString text = QCoreApplication::translate("gputco::CatalogCli", o.help);
        if (*o.valueName) {
            const QString valueName = name == QLatin1String("format")
                ? (command == QLatin1String("list") ? QStringLiteral("table|json|csv") : QStringLiteral("table|json"))
                : QString::fromLatin1(o.valueName);
            cl.addValue({name}, valueName, text);
            valued << name;
        } else {
            cl.addFlag({name}, text);
            flags << name;
        }
    }
    if (const auto done = cl.parse(args, out, err))
        return *done;
    Arguments a;
    a.command = command;
    a.positional = cl.positional();
    a.positional.removeOne(command);
    for (const QString &name : valued + QStringList{QStringLiteral("db"), QStringLiteral("catalog")})
        if (cl.isSet(name))
            a.options.insert(QStringLiteral("--") + name, cl.value(name));
    for (const QString &name : flags)
        if (cl.isSet(name))
            a.flags << QStringLiteral("--") + name;

    int rc = kInvalidInput;
    if (command == QStringLiteral("list"))
        rc = runList(a, out, err);
    else if (command == QStringLiteral("import"))
        rc = runImport(a, out, err);
    else if (command == QStringLiteral("export"))
        rc = runExport(a, out, err);
    else if (command == QStringLiteral("fees"))
        rc = runFees(a, out, err);
    else if (command == QStringLiteral("settings"))
        rc = runSettings(a, out, err);
    else if (command == QStringLiteral("discount"))
        rc = runDiscount(a, out, err);
    else if (command == QStringLiteral("history"))
        rc = runHistory(a, out, err);
    else if (command == QStringLiteral("quotes"))
        rc = runQuotes(a, out, err);
    else if (command == QStringLiteral("check"))
        rc = runCheck(a, out, err);
    else if (command == QStringLiteral("recover"))
        rc = runRecover(a, out, err);
    out.flush();
    err.flush();
    return rc;
}

} // namespace gputco
