#pragma once

#include <QCommandLineParser>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace gputco {

/// Prints "gputco-cli: MESSAGE" and the hint to --help on @p err; returns ExitInvalidInput.
int usageError(QTextStream &err, const QString &message);

/*!
 * The options of one gputco-cli command, parsed with QCommandLineParser::parse() (never
 * process(): a usage error exits 2 with our message, not 1 with Qt's). Every command builds
 * one: its options, its positional words, a one-line summary for --help. "--name value" and
 * "--name=value" both work; "-" is a positional word (standard input).
 *
 *     CommandLine cl(QStringLiteral("compute"), tr("SCENARIO"), tr("Compute every option ..."));
 *     cl.addValue({QStringLiteral("format")}, QStringLiteral("table|json|csv"), tr("..."), QStringLiteral("table"));
 *     if (const auto done = cl.parse(args, out, err))
 *         return *done;
 *     const QString format = cl.value(QStringLiteral("format"));
 */
class CommandLine
{
public:
    /// @p command as typed ("compute", "catalog list"), @p synopsis the positional part of the
    /// usage line ("SCENARIO"), @p description what the command does (shown by --help).
    CommandLine(const QString &command, const QString &synopsis, const QString &description);

    /// An option with a value; @p missing is the message when the value is missing (default
    /// "--NAME needs a value").
    void addValue(const QStringList &names, const QString &valueName, const QString &help,
        const QString &defaultValue = {}, const QString &missing = {});
    void addFlag(const QStringList &names, const QString &help);
    /// The message for a missing value of any option without its own, with %1 the option as
    /// typed (default "%1 needs a value").
    void setMissingValueFormat(const QString &format) { mMissingFormat = format; }
    /// --lang, --strict and --memory-limit, which every scenario command takes (runCli applies
    /// them; declared here so that they are accepted and listed by --help).
    void addScenarioCommonOptions();
    /// --lang only (the catalog commands).
    void addLanguageOption();
    /// --variant NAME: the commands that render a kept variant (compute, budget, report, export).
    void addVariantOption();

    /*!
     * Parses @p args (the words after the command). Returns nullopt when the command goes
     * on; else the exit code: 0 after printing the help for -h/--help, 2 after a usage error
     * naming the option.
     */
    std::optional<int> parse(const QStringList &args, QTextStream &out, QTextStream &err);

    /// After parse(): --strict and --memory-limit of addScenarioCommonOptions() take effect;
    /// the exit code when the limit is not a number.
    std::optional<int> applyScenarioCommonOptions(QTextStream &err) const;
    /*!
     * The one positional word (a scenario file) in @p file; else a usage error: @p missing when
     * there is none, @p extra (with %1 the second word) when there are more.
     */
    std::optional<int> takeFile(
        QString &file, QTextStream &err, const QString &missing = {}, const QString &extra = {}) const;
    /// A scenario command's start: parse(), applyScenarioCommonOptions() and takeFile() in turn;
    /// nullopt when the command goes on with @p file, else the exit code of the first that stops.
    std::optional<int> parseScenarioCommand(const QStringList &args, QTextStream &out, QTextStream &err, QString &file,
        const QString &missing = {}, const QString &extra = {});

    QString value(const QString &name) const { return mParser.value(name); }
    bool isSet(const QString &name) const { return mParser.isSet(name); }
    QStringList positional() const { return mParser.positionalArguments(); }
    /// The help text of this command.
    QString help() const;

private:
    /// Adds @p option to the parser and to the list --help prints.
    void add(const QCommandLineOption &option);

    QCommandLineParser mParser;
    QList<QCommandLineOption> mOptions; ///< in the order added, for help()
    QString mCommand, mSynopsis, mDescription;
    QStringList mValued; ///< names that take a value, for the "needs a value" message
    QHash<QString, QString> mMissing;
    QString mMissingFormat;
};

/*!
 * The language a command's words ask for: the value of the last "--lang X" or "--lang=X",
 * else empty. Read before parsing, so that the command's help and messages are already in
 * that language.
 */
QString requestedLanguage(const QStringList &args);

/// Switches to @p lang (empty: the system's); false and a usage message for an unknown one.
bool applyLanguage(const QString &lang, QTextStream &err);

} // namespace gputco
