#pragma once

// Peak memory of a child process (issue 16's limits are about memory, not time): the program
// runs with its standard output to /dev/null and its standard error to a file, in this
// process's environment. Its peak resident set size is GNU time's (%M): the program is forked
// from /usr/bin/time, a small process. wait4()'s rusage of a program spawned from this process
// counts this process's peak as well: posix_spawn() shares this process's memory until exec,
// and Linux keeps the larger of the old and new peaks across exec (measured: every child
// "peaked" at the test's own 191 MB). Without /usr/bin/time that upper bound is what is given.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

extern char **environ;

namespace gputco::test {

/// AddressSanitizer's shadow memory and quarantine make a peak RSS meaningless.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

struct Measured
{
    int exitCode = -1; ///< -1: not started, or killed by a signal
    long peakKb = 0; ///< ru_maxrss of that one child
    QByteArray err; ///< what it wrote to standard error
};

/// Runs @p program with @p args, standard error to @p errFile, standard output to @p outFile
/// (empty: /dev/null).
inline Measured runMeasured(
    const QByteArray &program, const QStringList &args, const QString &errFile, const QString &outFile = QString())
{
    const QByteArray outPath = outFile.isEmpty() ? QByteArray("/dev/null") : QFile::encodeName(outFile);
    const QByteArray errPath = QFile::encodeName(errFile);
    const QByteArray peakPath = errPath + ".peak-kb";
    const bool timed = access("/usr/bin/time", X_OK) == 0;
    QList<QByteArray> storage;
    if (timed) // exits with the program's status; its line goes to peakPath, not to errFile
        storage << QByteArrayLiteral("/usr/bin/time") << QByteArrayLiteral("-f") << QByteArrayLiteral("%M")
                << QByteArrayLiteral("-o") << peakPath;
    storage << program;
    for (const QString &a : args)
        storage << a.toUtf8();
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    Measured m;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return m;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) == pid && WIFEXITED(status))
        m.exitCode = WEXITSTATUS(status);
    m.peakKb = usage.ru_maxrss;
    if (QFile peak(QString::fromLocal8Bit(peakPath)); timed && peak.open(QIODevice::ReadOnly)) {
        // "Command exited with non-zero status N" comes first when it failed: the last line.
        const QList<QByteArray> lines = peak.readAll().trimmed().split('\n');
        bool ok = false;
        const long kb = lines.last().trimmed().toLong(&ok);
        if (ok)
            m.peakKb = kb;
    }
    QFile err(errFile);
    if (err.open(QIODevice::ReadOnly))
        m.err = err.readAll();
    return m;
}

} // namespace gputco::test
