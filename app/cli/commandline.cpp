#include "commandline.h"

#include "catalogcheck.h"
#include "cli.h"
#include "language.h"
#include "resourcelimits.h"
#include "resultwriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace gputco {

namespace {

/// The command line's words are in context "gputco::Cli" (as in cli.cpp).
struct CliTr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Cli)
};

QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace

int usageError(QTextStream &err, const QString &message)
{
    err << "gputco-cli: " << message << '\n' << CliTr::tr("Try 'gputco-cli --help'.") << '\n';
    return ExitInvalidInput;
}

CommandLine::CommandLine(const QString &command, const QString &synopsis, const QString &description)
    : mCommand(command)
    , mSynopsis(synopsis)
    , mDescription(description)
{
    // "-o FILE" and "-colour" as one word each: a typo is named whole, not letter by letter.
    mParser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    mParser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    add(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, CliTr::tr("Show this help.")));
}

void CommandLine::add(const QCommandLineOption &option)
{
    mParser.addOption(option);
    mOptions << option;
}

void CommandLine::addValue(const QStringList &names, const QString &valueName, const QString &help,
    const QString &defaultValue, const QString &missing)
{
    add(QCommandLineOption(names, help, valueName, defaultValue));
    mValued << names;
    if (!missing.isEmpty())
        for (const QString &n : names)
            mMissing.insert(n, missing);
}

void CommandLine::addFlag(const QStringList &names, const QString &help)
{
    add(QCommandLineOption(names, help));
}

void CommandLine::addLanguageOption()
{
    addValue({QStringLiteral("lang")}, QStringLiteral("en|zh_CN"),
        CliTr::tr("Language of tables and messages; by default the system's (LC_ALL, LC_MESSAGES, LANG)."));
}

void CommandLine::addScenarioCommonOptions()
{
    addLanguageOption();
    addFlag({QStringLiteral("strict")},
        CliTr::tr("Stop (exit 2) when a catalogPriceId is not in the pricing catalog, or (exit 1) when the "
                  "catalog cannot be read."));
    addValue({QStringLiteral("memory-limit")}, QStringLiteral("MB"),
        CliTr::tr("Refuse (exit 2) a computation whose estimated memory is above MB (default 2048, or "
                  "GPUTCO_MEMORY_LIMIT_MB; 0 for none)."),
        QString(), CliTr::tr("--memory-limit needs a value in MB (0 for no limit)"));
    addValue({QStringLiteral("time-limit")}, QStringLiteral("SECONDS"),
        CliTr::tr("Stop (exit 2) uncertainty bands whose measured pace says they would take longer than SECONDS "
                  "(default 60, or GPUTCO_TIME_LIMIT_S; 0 for none); a report leaves them out and says so."),
        QString(), CliTr::tr("--time-limit needs a value in seconds (0 for no limit)"));
}

void CommandLine::addVariantOption()
{
    addValue({QStringLiteral("variant")}, QStringLiteral("NAME"),
        CliTr::tr("Render the scenario's kept variant NAME (its \"variants\" block) instead of the scenario as "
                  "saved, exactly as the app's report made from it."),
        QString(), CliTr::tr("--variant needs the name of a kept variant"));
}

std::optional<int> CommandLine::applyScenarioCommonOptions(QTextStream &err) const
{
    CliCatalog::setStrict(isSet(QStringLiteral("strict")));
    if (isSet(QStringLiteral("memory-limit"))) {
        QStringList words{QStringLiteral("--memory-limit"), value(QStringLiteral("memory-limit"))};
        if (QString error; !ResourceLimits::takeMemoryLimitOption(words, error))
            return usageError(err, error);
    }
    if (isSet(QStringLiteral("time-limit"))) {
        QStringList words{QStringLiteral("--time-limit"), value(QStringLiteral("time-limit"))};
        if (QString error; !ResourceLimits::takeTimeLimitOption(words, error))
            return usageError(err, error);
    }
    return std::nullopt;
}

std::optional<int> CommandLine::parseScenarioCommand(const QStringList &args, QTextStream &out, QTextStream &err,
    QString &file, const QString &missing, const QString &extra)
{
    if (const auto done = parse(args, out, err))
        return done;
    if (const auto bad = applyScenarioCommonOptions(err))
        return bad;
    return takeFile(file, err, missing, extra);
}

std::optional<int> CommandLine::takeFile(
    QString &file, QTextStream &err, const QString &missing, const QString &extra) const
{
    const QStringList words = positional();
    if (words.isEmpty())
        return usageError(err, missing.isEmpty() ? CliTr::tr("a scenario file is needed") : missing);
    if (words.size() > 1)
        return usageError(
            err, (extra.isEmpty() ? CliTr::tr("only one scenario file, got also %1") : extra).arg(words[1]));
    file = words.first();
    return std::nullopt;
}

std::optional<int> CommandLine::parse(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.contains(QStringLiteral("-h")) || args.contains(QStringLiteral("--help"))) {
        out << help();
        return ExitOk;
    }
    // parse() wants the program name first.
    if (mParser.parse(QStringList{QStringLiteral("gputco-cli")} + args))
        return std::nullopt;
    if (const QStringList unknown = mParser.unknownOptionNames(); !unknown.isEmpty()) {
        // Named as typed ("-colour", "--colour"), without its "=value".
        QString typed = dashed(unknown.first());
        for (const QString &a : args) {
            const QString word = a.section(QLatin1Char('='), 0, 0);
            if (word.startsWith(QLatin1Char('-'))
                && QStringView(word).mid(word.startsWith(QLatin1String("--")) ? 2 : 1) == unknown.first()) {
                typed = word;
                break;
            }
        }
        return usageError(err, CliTr::tr("unknown option %1").arg(typed));
    }
    // QCommandLineParser takes the next word as the value, so only the last word can lack one.
    if (!args.isEmpty()) {
        const QString last = args.last();
        const QString name = last.startsWith(QLatin1String("--")) ? last.mid(2) : last.mid(1);
        if (last.startsWith(QLatin1Char('-')) && mValued.contains(name))
            return usageError(err,
                mMissing.value(
                    name, (mMissingFormat.isEmpty() ? CliTr::tr("%1 needs a value") : mMissingFormat).arg(last)));
    }
    return usageError(err, mParser.errorText()); // "Unexpected value after '--strict=yes'."
}

QString CommandLine::help() const
{
    QString text = CliTr::tr("Usage: gputco-cli %1 [OPTIONS]")
                       .arg(mSynopsis.isEmpty() ? mCommand : mCommand + QLatin1Char(' ') + mSynopsis)
        + QStringLiteral("\n\n") + mDescription.trimmed() + QStringLiteral("\n\n") + CliTr::tr("Options:")
        + QLatin1Char('\n');
    QList<QStringList> rows;
    for (const QCommandLineOption &o : mOptions) {
        QStringList names;
        for (const QString &n : o.names())
            names << dashed(n);
        QString left = names.join(QStringLiteral(", "));
        if (!o.valueName().isEmpty())
            left += QLatin1Char(' ') + o.valueName();
        QString right = o.description();
        if (!o.defaultValues().isEmpty())
            right += QLatin1Char(' ') + CliTr::tr("Default: %1.").arg(o.defaultValues().join(QLatin1Char(',')));
        rows << QStringList{left, right};
    }
    qsizetype width = 0;
    for (const QStringList &r : std::as_const(rows))
        width = std::max(width, ResultWriter::displayWidth(r[0]));
    for (const QStringList &r : std::as_const(rows))
        text += QStringLiteral("  ") + r[0] + QString(width - ResultWriter::displayWidth(r[0]) + 2, QLatin1Char(' '))
            + r[1] + QLatin1Char('\n');
    return text;
}

QString requestedLanguage(const QStringList &args)
{
    QString lang;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            lang = args[++i];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            lang = args[i].mid(7);
    }
    return lang;
}

bool applyLanguage(const QString &requested, QTextStream &err)
{
    const QString lang = requested.isEmpty() ? defaultLanguage() : requested;
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN")) {
        err << "gputco-cli: " << CliTr::tr("unknown language \"%1\": use en or zh_CN").arg(lang) << '\n';
        return false;
    }
    setApplicationLanguage(lang);
    return true;
}

} // namespace gputco
