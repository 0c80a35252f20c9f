#include "catalogcli.h"
#include "catalogcli_p.h"

#include "commandline.h"
#include "resultwriter.h"

#include "pricingdatabase.h"
#include "sqldialect.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <climits>

#include <algorithm>
#include <optional>

namespace gputco {

namespace CatalogCommands {

/*!
 * Aligned columns, two spaces apart, widths in terminal columns (Chinese counts 2); the last
 * column is not padded, trailing spaces are dropped. The one table layout of the catalog
 * commands (list, history, fees).
 */
bool hasPositional(const Arguments &a, qsizetype count, const QString &message, QTextStream &err)
{
    if (a.positional.size() == count)
        return true;
    err << message << '\n';
    return false;
}

bool noPositional(const Arguments &a, QTextStream &err)
{
    if (a.positional.isEmpty())
        return true;
    err << CatalogCliTr::tr("unexpected argument '%1'").arg(a.positional.first()) << '\n';
    return false;
}

QString outputFormat(const Arguments &a, const QStringList &formats, const QString &message, QTextStream &err)
{
    const QString format = a.options.value(QStringLiteral("--format"), QStringLiteral("table"));
    if (formats.contains(format))
        return format;
    err << message.arg(format) << '\n';
    return {};
}

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

/** "2021-09-27 (commit date)" when the date is the source file's commit date. */
QString asOfText(const QString &asOf, const QString &basis)
{
    if (asOf.isEmpty())
        return CatalogCliTr::tr("unknown");
    return basis == QStringLiteral("commit") ? CatalogCliTr::tr("%1 (commit date)").arg(asOf) : asOf;
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

int reportImportFailure(const ImportReport &report, const QString &file, const PricingDatabase &db, QTextStream &err)
{
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
    if (report.error.isEmpty())
        return kOk;
    err << report.error << '\n';
    if (report.notAllowed)
        return kNotAllowed;
    // A file that cannot be read or parsed is the user's input; a failing database is not (a
    // server gone mid-import, the read-only offline copy: exit 1, docs/cli.md). Its messages
    // name the catalog as PricingDatabase::describe() does, without the password (issue 33: a
    // URL with one was not found in them, and such failures exited 2).
    const bool database = report.error.contains(SqlDialects::withoutPassword(db.path()));
    return QFileInfo::exists(file) && database ? kInternalError : kInvalidInput;
}

int runRecover(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!hasPositional(
            a, 1, CatalogCliTr::tr("catalog recover needs exactly one FILE (a kept copy, NAME.corrupt-...)"), err))
        return kInvalidInput;
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const RecoverReport report = db.recoverFrom(a.positional.first());
    if (!report.ok()) {
        err << report.error << '\n';
        return report.invalidInput ? kInvalidInput : kInternalError;
    }
    if (!report.repaired.isEmpty())
        err << CatalogCliTr::tr("note: %1: %2").arg(a.positional.first(), report.repaired) << '\n';
    for (const QString &lost : report.unreadable)
        err << CatalogCliTr::tr("warning: could not read all of %1").arg(lost) << '\n';
    out << CatalogCliTr::tr("Recovered from %1 into %2: %3 prices (%4 of them overrides of shipped prices), %5 price "
                            "books, %6 negotiated discounts, %7 other rows")
               .arg(a.positional.first(), SqlDialects::withoutPassword(db.path()))
               .arg(report.prices)
               .arg(report.overrides)
               .arg(report.priceBooks)
               .arg(report.negotiatedDiscounts)
               .arg(report.otherRows)
        << '\n';
    return kOk;
}

int runCheck(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!noPositional(a, err))
        return kInvalidInput;
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

} // namespace CatalogCommands

using namespace CatalogCommands;

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
               "  hardware [list] [--on DATE] [--format table|json]\n"
               "  hardware add FILE.json       a vendor's quote for servers, switches ... (docs/pricing-db.md)\n"
               "  hardware remove ID\n"
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
    int (*run)(const Arguments &a, QTextStream &out, QTextStream &err);
};

const QList<CommandSpec> &commands()
{
    static const QList<CommandSpec> list = {
        {"list", "",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing"),
                QStringLiteral("format"), QStringLiteral("on")},
            runList},
        {"quotes", "",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing"),
                QStringLiteral("format"), QStringLiteral("on")},
            runQuotes},
        {"import", "FILE",
            {QStringLiteral("book"), QStringLiteral("as-of"), QStringLiteral("source"), QStringLiteral("skypilot"),
                QStringLiteral("provider"), QStringLiteral("currency")},
            runImport},
        {"export", "FILE.csv|FILE.json",
            {QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("region"), QStringLiteral("pricing")},
            runExport},
        {"history", "ID", {}, runHistory},
        {"settings", "", {QStringLiteral("stale-months")}, runSettings},
        {"discount", "list|add|remove [ID]",
            {QStringLiteral("provider"), QStringLiteral("discount"), QStringLiteral("pricing"),
                QStringLiteral("family"), QStringLiteral("region"), QStringLiteral("note")},
            runDiscount},
        {"fees", "[import FILE]",
            {QStringLiteral("provider"), QStringLiteral("category"), QStringLiteral("region"), QStringLiteral("search"),
                QStringLiteral("format")},
            runFees},
        {"hardware", "[list|add FILE.json|remove ID]", {QStringLiteral("format"), QStringLiteral("on")}, runHardware},
        {"check", "", {}, runCheck},
        {"recover", "FILE", {}, runRecover},
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

/// The words of `catalog COMMAND ...` parsed by one parser for the command's own options and
/// --db, --catalog, --lang into @p a; an exit code when the parser is done (help, a bad option).
std::optional<int> parseArguments(const CommandSpec &spec, const QString &command, const QStringList &args,
    Arguments &a, QTextStream &out, QTextStream &err)
{
    CommandLine cl(QStringLiteral("catalog ") + command, QString::fromUtf8(spec.synopsis),
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
        if (!spec.options.contains(name))
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
        return done;
    a.command = command;
    a.positional = cl.positional();
    a.positional.removeOne(command);
    for (const QString &name : valued + QStringList{QStringLiteral("db"), QStringLiteral("catalog")})
        if (cl.isSet(name))
            a.options.insert(QStringLiteral("--") + name, cl.value(name));
    for (const QString &name : flags)
        if (cl.isSet(name))
            a.flags << QStringLiteral("--") + name;
    return std::nullopt;
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
    Arguments a;
    if (const auto done = parseArguments(*spec, command, args, a, out, err))
        return *done;
    const int rc = spec->run(a, out, err);
    out.flush();
    err.flush();
    return rc;
}

} // namespace gputco