// The one atomic file writer (models/io/atomicfile.h), on the file system as users have it:
// symlinks, devices, pipes, read-only files, a full disk, and kills in the middle of a write.
#include "atomicfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace gputco;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writePlain(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

mode_t modeOf(const QString &path)
{
    struct stat st
    { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & 07777 : 0;
}

QStringList everything(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void writesANewFile();
    void staleTemporariesAreRemoved();
    void keepsThePermissionsOfTheFileItReplaces();
    void writesThroughSymlinks();
    void refusesWhatIsNotARegularFile();
    void refusesReadOnlyFiles();
    void fullDiskKeepsThePreviousFile();
    void streamedFileIsThePiecesInOrder();
    void fullDiskStopsAStreamedFile();
    void killsNeverLeaveAHalfFileOrATemporaryFile();
};

void TestAtomicFile::writesANewFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.csv"));
    QCOMPARE(saveBytes(path, "one,two\r\n"), QString());
    QCOMPARE(readAll(path), QByteArray("one,two\r\n"));
    const mode_t mask = ::umask(0);
    ::umask(mask);
    QCOMPARE(modeOf(path), mode_t(0666 & ~mask)); // as a plain create would make it, not mkstemp's 0600
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("a.csv")});
    QVERIFY(!saveBytes(dir.filePath(QStringLiteral("no/such/folder/a.csv")), "x").isEmpty());
}

void TestAtomicFile::keepsThePermissionsOfTheFileItReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("private.json"));
    writePlain(path, "old");
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0600) == 0);
    QCOMPARE(saveBytes(path, "new"), QString());
    QCOMPARE(readAll(path), QByteArray("new"));
    QCOMPARE(modeOf(path), mode_t(0600));
}

void TestAtomicFile::writesThroughSymlinks()
{
    // Before: exports replaced a symlink with a regular file, so the file it pointed to kept
    // the old content and the link was gone.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("reports")));
    const QString target = dir.filePath(QStringLiteral("reports/latest.pdf"));
    writePlain(target, "old report");
    const QString link = dir.filePath(QStringLiteral("latest.pdf"));
    QVERIFY(QFile::link(QStringLiteral("reports/latest.pdf"), link)); // relative, as ln -s makes it
    const QString chain = dir.filePath(QStringLiteral("chain.pdf"));
    QVERIFY(QFile::link(link, chain));
    QCOMPARE(saveBytes(chain, "new report"), QString());
    QVERIFY(QFileInfo(chain).isSymLink());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readAll(target), QByteArray("new report"));
    // A dangling link: its target is created.
    const QString dangling = dir.filePath(QStringLiteral("next.pdf"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("reports/next.pdf")), dangling));
    QCOMPARE(saveBytes(dangling, "first"), QString());
    QVERIFY(QFileInfo(dangling).isSymLink());
    QCOMPARE(readAll(dir.filePath(QStringLiteral("reports/next.pdf"))), QByteArray("first"));
    // A loop is an error, not a hang.
    const QString loopA = dir.filePath(QStringLiteral("loop-a"));
    const QString loopB = dir.filePath(QStringLiteral("loop-b"));
    QVERIFY(QFile::link(loopB, loopA));
    QVERIFY(QFile::link(loopA, loopB));
    QCOMPARE(saveBytes(loopA, "x"), qt_error_string(ELOOP));
}

void TestAtomicFile::refusesWhatIsNotARegularFile()
{
    // Before: exports replaced a device node with a regular file (as root, /dev/full became a
    // file), and `-o /dev/full` exited 0.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
    const QString refused = QStringLiteral("is not a regular file (a device, pipe or socket); choose a file name");
    QCOMPARE(saveBytes(fifo, "x"), refused);
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    QCOMPARE(saveBytes(QStringLiteral("/dev/full"), "x"), refused);
    QCOMPARE(saveBytes(QStringLiteral("/dev/null"), "x"), refused);
    struct stat st
    { };
    QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode)); // still the device
    QCOMPARE(saveBytes(dir.path(), "x"), QStringLiteral("is a folder"));
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("pipe")});
}

void TestAtomicFile::refusesReadOnlyFiles()
{
    // Before: the XLSX export replaced a file the user had made read-only. The owner's write
    // bit decides, also for root (who may write anyway).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("signed-off.xlsx"));
    writePlain(path, "approved numbers");
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0444) == 0);
    QCOMPARE(saveBytes(path, "other numbers"),
        QStringLiteral("the file is read-only; make it writable or choose another name"));
    QCOMPARE(readAll(path), QByteArray("approved numbers"));
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("signed-off.xlsx")});
}

void TestAtomicFile::fullDiskKeepsThePreviousFile()
{
    // A full disk, as a file size limit of 4 KB (SIGXFSZ ignored; it binds root too): 10,000
    // bytes do not fit, the reason is the system's, the previous file and nothing else remains.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    writePlain(path, "previous report");
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const QString reason = saveBytes(path, QByteArray(10000, 'x'));
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    QCOMPARE(reason, qt_error_string(EFBIG));
    QCOMPARE(readAll(path), QByteArray("previous report"));
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("report.pdf")});
}

void TestAtomicFile::streamedFileIsThePiecesInOrder()
{
    // saveStreamed (the CSV export of 1,000 options): 300 pieces of 0 to 2,990 bytes, each
    // written as it comes, make the file; 0 + 10 + ... + 2,990 = 10 x 299 x 300 / 2 = 448,500 bytes.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("series.csv"));
    writePlain(path, "previous");
    QByteArray expected;
    const QString reason = saveStreamed(path, [&expected](const ByteSink &write) {
        for (int i = 0; i < 300; ++i) {
            const QByteArray piece(i * 10, char('a' + i % 26));
            expected += piece;
            QVERIFY(write(piece.constData(), piece.size()));
        }
    });
    QCOMPARE(reason, QString());
    QCOMPARE(expected.size(), 448500);
    QCOMPARE(readAll(path), expected);
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("series.csv")});
}

void TestAtomicFile::fullDiskStopsAStreamedFile()
{
    // A file size limit of 4 KB: the third 2,000-byte piece does not fit. The sink says so
    // (false), the producer stops, the reason is the system's, the previous file stays and the
    // temporary file is gone.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("series.csv"));
    writePlain(path, "previous series");
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    int written = 0;
    const QString reason = saveStreamed(path, [&written](const ByteSink &write) {
        const QByteArray piece(2000, 'x');
        while (written < 10 && write(piece.constData(), piece.size()))
            ++written;
    });
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    QCOMPARE(written, 2); // 4,000 bytes fit, the third piece would make 6,000
    QCOMPARE(reason, qt_error_string(EFBIG));
    QCOMPARE(readAll(path), QByteArray("previous series"));
    QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("series.csv")});
}

void TestAtomicFile::killsNeverLeaveAHalfFileOrATemporaryFile()
{
    // A child saves 8 MB versions A and B in turn; it is stopped with SIGTERM (or SIGINT) at
    // random moments, 50 times. After every kill the file is all of A or all of B, and the
    // folder holds nothing else: the signal handler removed the temporary file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const QByteArray a(8 << 20, 'A');
    const QByteArray b(8 << 20, 'B');
    QCOMPARE(saveBytes(path, a), QString());
    QRandomGenerator rng(16);
    int seenA = 0;
    int seenB = 0;
    for (int i = 0; i < 50; ++i) {
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            for (int k = 0;; ++k)
                saveBytes(path, k % 2 ? a : b);
        }
        ::usleep(useconds_t(rng.bounded(2000, 60000)));
        const int sig = i % 5 == 4 ? SIGINT : SIGTERM;
        QCOMPARE(::kill(child, sig), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status) || WIFEXITED(status)); // QtTest's own handler may chain after ours
        const QByteArray now = readAll(path);
        QVERIFY2(now == a || now == b, qPrintable(QStringLiteral("kill %1: %2 bytes").arg(i).arg(now.size())));
        ++(now == a ? seenA : seenB);
        QCOMPARE(everything(dir.path()), QStringList{QStringLiteral("report.pdf")});
    }
    qInfo("50 kills: %d left A, %d left B", seenA, seenB);
}

void TestAtomicFile::staleTemporariesAreRemoved()
{
    // Issue 33: kill -9 during saves left NAME.XXXXXX files beside the user's scenario, and
    // killed exports left gputco-export-*.xlsx in the temporary folder, that nothing removed.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("plan.json"));
    const QDateTime twoHoursAgo = QDateTime::currentDateTimeUtc().addSecs(-2 * 3600);
    auto make = [](const QString &path, const QDateTime &modified) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write("debris") != 6 || !f.flush())
            return false; // flushed: a write at close would make it new again
        return !modified.isValid() || f.setFileTime(modified, QFileDevice::FileModificationTime);
    };
    const QString stale = target + QStringLiteral(".gputco-tmp-a1B2c3");
    const QString running = target + QStringLiteral(".gputco-tmp-x9Y8z7"); // another save, now
    const QString usersBackup = target + QStringLiteral(".backup"); // six characters, not ours
    const QString otherFile = dir.filePath(QStringLiteral("other.json.gputco-tmp-q1w2e3")); // another file's
    QVERIFY(make(stale, twoHoursAgo));
    QVERIFY(make(running, {}));
    QVERIFY(make(usersBackup, twoHoursAgo));
    QVERIFY(make(otherFile, twoHoursAgo));
    QCOMPARE(saveBytes(target, "{}"), QString());
    QVERIFY(!QFile::exists(stale));
    QVERIFY(QFile::exists(running));
    QVERIFY(QFile::exists(usersBackup));
    QVERIFY(QFile::exists(otherFile));
    QCOMPARE(everything(dir.path()),
        QStringList({QStringLiteral("other.json.gputco-tmp-q1w2e3"), QStringLiteral("plan.json"),
            QStringLiteral("plan.json.backup"), QStringLiteral("plan.json.gputco-tmp-x9Y8z7")}));

    // The temporary folder: exports older than an hour go when the app or the CLI starts.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QByteArray previous = qgetenv("TMPDIR");
    qputenv("TMPDIR", QFile::encodeName(tmp.path()));
    const QString oldExport = tmp.filePath(QStringLiteral("gputco-export-Ab12Cd.xlsx"));
    const QString newExport = tmp.filePath(QStringLiteral("gputco-export-Ef34Gh.xlsx"));
    const QString someonesFile = tmp.filePath(QStringLiteral("report.xlsx"));
    QVERIFY(make(oldExport, twoHoursAgo));
    QVERIFY(make(newExport, {}));
    QVERIFY(make(someonesFile, twoHoursAgo));
    QCOMPARE(removeStaleExports(), 1);
    qputenv("TMPDIR", previous);
    QVERIFY(!QFile::exists(oldExport));
    QVERIFY(QFile::exists(newExport));
    QVERIFY(QFile::exists(someonesFile));
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
