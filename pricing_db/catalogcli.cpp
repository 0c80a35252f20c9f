#include "catalogcli.h"

#include "catalogsearch.h"

#include "priceio.h"
#include "pricingdatabase.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <nlohmann/json.hpp>

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

/** Options after the subcommand: --name value pairs, flags and positional words. */
struct Arguments
{
    QString command;
    QStringList positional;
    QHash<QString, QString> options;
    QStringList flags;
    QString error;
};

Arguments parseArguments(const QStringList &args)
{
    static const QStringList valued = {QStringLiteral("--db"), QStringLiteral("--provider"), QStringLiteral("--gpu"),
                                       QStringLiteral("--region"), QStringLiteral("--pricing"), QStringLiteral("--format"),
                                       QStringLiteral("--currency"), QStringLiteral("--book"), QStringLiteral("--as-of"),
                                       QStringLiteral("--source")};
    static const QStringList flags = {QStringLiteral("--skypilot")};
    Arguments a;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &word = args.at(i);
        if (valued.contains(word)) {
            if (i + 1 >= args.size()) {
                a.error = CatalogCliTr::tr("option %1 needs a value").arg(word);
                return a;
            }
            a.options.insert(word, args.at(++i));
        } else if (flags.contains(word)) {
            a.flags << word;
        } else if (word.startsWith(QStringLiteral("--"))) {
            a.error = CatalogCliTr::tr("unknown option %1").arg(word);
            return a;
        } else if (a.command.isEmpty()) {
            a.command = word;
        } else {
            a.positional << word;
        }
    }
    return a;
}

QString gpuText(const PriceRow &r)
{
    if (!r.gpuModelName.isEmpty())
        return r.gpuModelName;
    if (!r.gpuLabel.isEmpty())
        return CatalogCliTr::tr("%1 (unknown model)").arg(r.gpuLabel);
    return CatalogCliTr::tr("unknown");
}

void printTable(const QList<PriceRow> &rows, QTextStream &out)
{
    const QStringList header = {CatalogCliTr::tr("ID"), CatalogCliTr::tr("PROVIDER"), CatalogCliTr::tr("INSTANCE"), CatalogCliTr::tr("GPU"), CatalogCliTr::tr("GPUS"), CatalogCliTr::tr("REGION"),
                                CatalogCliTr::tr("ZONE"), CatalogCliTr::tr("PRICING"), CatalogCliTr::tr("PRICE"),
                                CatalogCliTr::tr("PER GPU-HOUR"), CatalogCliTr::tr("CURRENCY"), CatalogCliTr::tr("AS OF")};
    QList<QStringList> lines;
    lines << header;
    for (const PriceRow &r : rows) {
        QString pricing = r.pricingModel;
        if (r.termMonths)
            pricing += QStringLiteral(" %1m").arg(*r.termMonths);
        lines << QStringList{r.id.isEmpty() ? QStringLiteral("-") : r.id, r.providerId, r.instanceType, gpuText(r),
                             r.gpuCount ? QString::number(*r.gpuCount) : QStringLiteral("?"), r.region, r.zone,
                             pricing, formatPriceForDisplay(r),
                             CatalogSearch::pricePerGpuHour(r) ? QString::number(*CatalogSearch::pricePerGpuHour(r), 'f', 4)
                                                               : QStringLiteral("-"),
                             r.currency,
                             r.hasPrice() && r.asOf.isEmpty() ? CatalogCliTr::tr("unknown") : r.asOf};
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &line : std::as_const(lines))
        for (qsizetype c = 0; c < line.size(); ++c)
            widths[c] = qMax(widths[c], line.at(c).size());
    for (const QStringList &line : std::as_const(lines)) {
        QString text;
        for (qsizetype c = 0; c < line.size(); ++c)
            text += line.at(c).leftJustified(widths[c] + 2);
        out << text.trimmed() << '\n';
    }
}

void printJson(const QList<PriceRow> &rows, QTextStream &out)
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
            {"currency", r.currency.isEmpty() ? json(nullptr) : json(r.currency.toStdString())},
            {"tax_included", optional(r.taxIncluded)},
            {"as_of", r.asOf.isEmpty() ? json(nullptr) : json(r.asOf.toStdString())},
            {"source", r.source.toStdString()},
            {"origin", r.origin.toStdString()},
            {"status", r.hasPrice() ? "priced" : "quote needed"},
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
        const QString status = i == 0 ? QStringLiteral("status")
            : (rows.at(i - 1).hasPrice() ? QStringLiteral("priced") : QStringLiteral("quote needed"));
        out << lines.at(i) << ',' << status << '\n';
    }
}

int openDatabase(PricingDatabase &db, const Arguments &a, QTextStream &err)
{
    const Status status = db.open(a.options.value(QStringLiteral("--db")));
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

int runList(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString format = a.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (format != QStringLiteral("table") && format != QStringLiteral("json") && format != QStringLiteral("csv")) {
        err << CatalogCliTr::tr("--format must be table, json or csv, not '%1'").arg(format) << '\n';
        return kInvalidInput;
    }
    PriceFilter filter;
    filter.provider = a.options.value(QStringLiteral("--provider"));
    filter.gpu = a.options.value(QStringLiteral("--gpu"));
    filter.region = a.options.value(QStringLiteral("--region"));
    filter.pricingModel = a.options.value(QStringLiteral("--pricing"));
    if (!filter.pricingModel.isEmpty() && !isValidPricingModel(filter.pricingModel)) {
        err << CatalogCliTr::tr("--pricing must be on_demand, reserved or spot, not '%1'").arg(filter.pricingModel) << '\n';
        return kInvalidInput;
    }
    if (!a.positional.isEmpty()) {
        err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto rows = db.listPrices(filter);
    if (!rows.ok()) {
        err << rows.error() << '\n';
        return kInternalError;
    }
    if (format == QStringLiteral("json"))
        printJson(rows.value(), out);
    else if (format == QStringLiteral("csv"))
        printCsv(rows.value(), out);
    else
        printTable(rows.value(), out);
    // Nothing found: say what the catalog knows rather than print an empty table alone.
    if (rows.value().isEmpty()) {
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
        err << QCoreApplication::translate("gputco::CatalogCli", "%n problem(s) found; nothing was imported",
                                           nullptr, static_cast<int>(report.issues.size()))
            << '\n';
        return kInvalidInput;
    }
    if (!report.error.isEmpty()) {
        err << report.error << '\n';
        // A file that cannot be read or parsed is the user's input; a failing database is not.
        return QFileInfo::exists(a.positional.first()) && report.error.contains(db.path())
            ? kInternalError : kInvalidInput;
    }
    out << CatalogCliTr::tr("Imported %1 prices into price book %2 (%3)")
               .arg(report.pricesImported).arg(report.priceBookId).arg(db.path())
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
        err << CatalogCliTr::tr("%1: unknown export format; use a .csv or .json file name").arg(a.positional.first()) << '\n';
        return kInvalidInput;
    }
    PriceFilter filter;
    filter.provider = a.options.value(QStringLiteral("--provider"));
    filter.gpu = a.options.value(QStringLiteral("--gpu"));
    filter.region = a.options.value(QStringLiteral("--region"));
    filter.pricingModel = a.options.value(QStringLiteral("--pricing"));
    if (!filter.pricingModel.isEmpty() && !isValidPricingModel(filter.pricingModel)) {
        err << CatalogCliTr::tr("--pricing must be on_demand, reserved or spot, not '%1'").arg(filter.pricingModel) << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto count = db.exportPrices(a.positional.first(), filter);
    if (!count.ok()) {
        err << count.error() << '\n';
        return kInternalError;
    }
    out << CatalogCliTr::tr("Exported %1 prices to %2").arg(count.value()).arg(a.positional.first()) << '\n';
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
        case CheckFinding::Severity::Info:
            level = CatalogCliTr::tr("info");
            break;
        }
        out << level << ": " << f.message << '\n';
    }
    out << CatalogCliTr::tr("%1 errors, %2 warnings").arg(errors).arg(warnings) << '\n';
    return errors > 0 ? kInvalidInput : kOk;
}

} // namespace

QString catalogUsage()
{
    return CatalogCliTr::tr("usage: gputco-cli catalog [--db PATH] COMMAND\n"
              "  list [--provider P] [--gpu G] [--region R] [--pricing on_demand|reserved|spot]\n"
              "       [--format table|json|csv]\n"
              "  import FILE [--book NAME] [--as-of DATE] [--source TEXT]\n"
              "  import FILE --skypilot --provider P --currency C [--book NAME] [--as-of DATE]\n"
              "  export FILE.csv|FILE.json [--provider P] [--gpu G] [--region R] [--pricing M]\n"
              "  check\n")
        + CatalogCliTr::tr("  recover FILE\n"
                           "       Take your own prices, overrides and negotiated discounts back from a damaged\n"
                           "       catalog that was kept aside (NAME.corrupt-YYYYMMDD-HHMMSS).\n");
}

int runCatalogCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const Arguments a = parseArguments(args);
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))
        || a.command == QStringLiteral("help")) {
        out << catalogUsage();
        out.flush();
        return kOk;
    }
    int rc = kInvalidInput;
    if (!a.error.isEmpty()) {
        err << a.error << '\n' << catalogUsage();
    } else if (a.command == QStringLiteral("list")) {
        rc = runList(a, out, err);
    } else if (a.command == QStringLiteral("import")) {
        rc = runImport(a, out, err);
    } else if (a.command == QStringLiteral("export")) {
        rc = runExport(a, out, err);
    } else if (a.command == QStringLiteral("check")) {
        rc = runCheck(a, out, err);
    } else if (a.command == QStringLiteral("recover")) {
        rc = runRecover(a, out, err);
    } else if (a.command.isEmpty()) {
        err << CatalogCliTr::tr("missing catalog command") << '\n' << catalogUsage();
    } else {
        err << CatalogCliTr::tr("unknown catalog command '%1'").arg(a.command) << '\n' << catalogUsage();
    }
    out.flush();
    err.flush();
    return rc;
}

} // namespace gputco
