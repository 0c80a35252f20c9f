#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace gputco {

/// What main() takes from the command line before the command runs.
struct GlobalOptions
{
    QStringList args; ///< the command and its words, without the global options
    std::optional<QString> catalog; ///< --catalog FILE|URL (the last one given)
    QString error; ///< a usage error: --catalog without its value
    /// The command paints (a report or a chart image): it needs a GUI application.
    bool paints() const;
};

/*!
 * Takes the options that apply to every command out of `args` (the words after the program
 * name), wherever they stand: `--catalog VALUE` and `--catalog=VALUE`. The command is then the
 * first word left, so `gputco-cli --catalog FILE report ...` is the report command.
 */
GlobalOptions takeGlobalOptions(QStringList args);

} // namespace gputco
