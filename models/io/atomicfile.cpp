#include "atomicfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <pthread.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gputco {

namespace {

/// This file's messages, in the context of AtomicFile (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::AtomicFile)
};

// Temporary files to remove when a signal stops the process. The handler may only use
// async-signal-safe calls: fixed buffers, atomics and unlink().
constexpr int kSlots = 16;
struct Slot
{
    std::atomic<bool> used{false};
    std::atomic<bool> armed{false};
    char path[4096] = {};
};
std::array<Slot, kSlots> gSlots;
struct sigaction gPrevious[2];
constexpr int kSignals[2] = {SIGINT, SIGTERM};

extern "C" void removeTemporaryFiles(int sig)
{
    for (Slot &s : gSlots)
        if (s.armed.load(std::memory_order_acquire))
            ::unlink(s.path);
    // Then what would have happened without us: the previous handler, or the default action.
    for (int i = 0; i < 2; ++i) {
        if (kSignals[i] != sig)
            continue;
        const struct sigaction &old = gPrevious[i];
        if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN) {
            old.sa_handler(sig);
            return;
        }
    }
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void installHandlers()
{
    static std::once_flag once;
    std::call_once(once, [] {
        for (int i = 0; i < 2; ++i) {
            struct sigaction current
            { };
            ::sigaction(kSignals[i], nullptr, &current);
            gPrevious[i] = current;
            if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN)
                continue; // ignored (nohup ...): stays ignored
            struct sigaction ours
            { };
            ours.sa_handler = removeTemporaryFiles;
            sigemptyset(&ours.sa_mask);
            ours.sa_flags = SA_RESTART;
            ::sigaction(kSignals[i], &ours, nullptr);
        }
    });
}

int armSlot(const QByteArray &path)
{
    installHandlers();
    if (path.size() >= int(sizeof(Slot::path)))
        return -1;
    for (int i = 0; i < kSlots; ++i) {
        bool expected = false;
        if (gSlots[i].used.compare_exchange_strong(expected, true)) {
            std::memcpy(gSlots[i].path, path.constData(), std::size_t(path.size()) + 1);
            gSlots[i].armed.store(true, std::memory_order_release);
            return i;
        }
    }
    return -1;
}

void disarmSlot(int slot)
{
    if (slot < 0)
        return;
    gSlots[slot].armed.store(false, std::memory_order_release);
    gSlots[slot].used.store(false, std::memory_order_release);
}

/// The file a write to @p path lands in: symlinks followed (up to 40), also a dangling one.
QByteArray resolveLinks(QByteArray path, int &error)
{
    for (int depth = 0; depth < 40; ++depth) {
        struct stat st
        { };
        if (::lstat(path.constData(), &st) != 0 || !S_ISLNK(st.st_mode))
            return path;
        QByteArray target(4096, '\0');
        const ssize_t n = ::readlink(path.constData(), target.data(), std::size_t(target.size()));
        if (n < 0 || n >= target.size()) {
            error = n < 0 ? errno : ENAMETOOLONG;
            return {};
        }
        target.truncate(n);
        if (!target.startsWith('/')) {
            const qsizetype slash = path.lastIndexOf('/');
            target = (slash < 0 ? QByteArray() : path.left(slash + 1)) + target;
        }
        path = target;
    }
    error = ELOOP;
    return {};
}

mode_t currentUmask()
{
    static std::mutex m;
    const std::lock_guard<std::mutex> lock(m);
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

} // namespace

TemporaryFileCleanup::TemporaryFileCleanup(const QString &path)
    : mSlot(armSlot(QFile::encodeName(path)))
{ }

TemporaryFileCleanup::~TemporaryFileCleanup()
{
    disarmSlot(mSlot);
}

namespace {

constexpr char kTemporaryInfix[] = ".gputco-tmp-";

/// Removes `pattern` files in `folder` not modified for kStaleTemporarySeconds; how many.
int removeStale(const QString &folder, const QString &pattern)
{
    const QDateTime stale = QDateTime::currentDateTimeUtc().addSecs(-kStaleTemporarySeconds);
    int removed = 0;
    const QFileInfoList found = QDir(folder).entryInfoList({pattern}, QDir::Files | QDir::Hidden | QDir::NoSymLinks);
    for (const QFileInfo &f : found)
        if (f.lastModified().toUTC() < stale && QFile::remove(f.absoluteFilePath()))
            ++removed;
    return removed;
}

/// The temporary files of earlier saves of `target` that a kill -9 or a power cut left.
void removeStaleTemporaries(const QByteArray &target)
{
    const QFileInfo info(QFile::decodeName(target));
    removeStale(info.absolutePath(), info.fileName() + QLatin1String(kTemporaryInfix) + QStringLiteral("??????"));
}

} // namespace

int removeStaleExports()
{
    return removeStale(QDir::tempPath(), QStringLiteral("gputco-export-??????.xlsx"));
}

QString saveBytes(const QString &fileName, const QByteArray &bytes)
{
    return saveStreamed(fileName, [&bytes](const ByteSink &write) { write(bytes.constData(), bytes.size()); });
}

QString saveStreamed(const QString &fileName, const std::function<void(const ByteSink &)> &produce)
{
    if (fileName.isEmpty())
        return Tr::tr("no file name");
    int error = 0;
    const QByteArray target = resolveLinks(QFile::encodeName(fileName), error);
    if (target.isEmpty())
        return qt_error_string(error);

    mode_t mode = 0666 & ~currentUmask();
    struct stat st
    { };
    if (::stat(target.constData(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return Tr::tr("is a folder");
        if (!S_ISREG(st.st_mode))
            return Tr::tr("is not a regular file (a device, pipe or socket); choose a file name");
        // The owner write bit counts also for root, who could write anyway: the user marked it read-only.
        if (!(st.st_mode & S_IWUSR) || ::access(target.constData(), W_OK) != 0)
            return Tr::tr("the file is read-only; make it writable or choose another name");
        mode = st.st_mode & 07777;
    } else if (errno != ENOENT) {
        return qt_error_string(errno);
    }

    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray folder = slash < 0 ? QByteArrayLiteral(".")
        : slash == 0                    ? QByteArrayLiteral("/")
                                        : target.left(slash);
    removeStaleTemporaries(target);
    QByteArray temp = target + kTemporaryInfix + "XXXXXX";
    // No SIGINT/SIGTERM between creating the temporary file and arming its removal: a signal
    // there would leave it behind.
    installHandlers();
    sigset_t stops, previousMask;
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    ::pthread_sigmask(SIG_BLOCK, &stops, &previousMask);
    const int fd = ::mkstemp(temp.data());
    const int created = errno;
    const int slot = fd >= 0 ? armSlot(temp) : -1;
    ::pthread_sigmask(SIG_SETMASK, &previousMask, nullptr);
    if (fd < 0)
        return Tr::tr("cannot create a temporary file in %1: %2")
            .arg(QFile::decodeName(folder), qt_error_string(created));
    auto fail = [&](int code) {
        ::close(fd);
        ::unlink(temp.constData());
        disarmSlot(slot);
        return qt_error_string(code);
    };
    // Every piece written at once and checked; after the first failed write the rest is
    // skipped (the producer learns it from the sink's return value) and the file abandoned.
    int writeError = 0;
    const ByteSink sink = [fd, &writeError](const char *data, qsizetype left) {
        while (writeError == 0 && left > 0) {
            const ssize_t n = ::write(fd, data, std::size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                writeError = n < 0 ? errno : ENOSPC;
                break;
            }
            data += n;
            left -= n;
        }
        return writeError == 0;
    };
    produce(sink);
    if (writeError != 0)
        return fail(writeError);
    if (::fchmod(fd, mode) != 0 || ::fsync(fd) != 0)
        return fail(errno);
    if (::close(fd) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        disarmSlot(slot);
        return qt_error_string(code);
    }
    if (::rename(temp.constData(), target.constData()) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        disarmSlot(slot);
        return qt_error_string(code);
    }
    disarmSlot(slot);
    // The rename itself reaches the disk with the folder.
    const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

} // namespace gputco
