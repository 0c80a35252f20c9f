// Crash safety with real kills: crash_child saves scenarios, imports price lists or holds an
// autosave, and is killed with SIGKILL at random points; what it leaves on disk must be a
// complete earlier state. The random delays come from a seed printed at the start
// (GPUTCO_CRASH_SEED=N repeats a run's kill points as far as timing allows).
#include "costengine.h"
#include "mainwindow.h"
#include "pricingdatabase.h"
#include "scenariodocument.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <map>
#include <set>

using namespace gputco;

namespace {

/// Long enough for a child under the sanitizers; only a hung child ever waits this long.
constexpr int kChildTimeoutMs = 60'000;

QString examplePath(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + QLatin1String(name));
}

/// Starts crash_child and waits until it prints "ready"; returns an error text or empty.
/// What the child printed after "ready" so far goes to @p after.
QString startChild(QProcess &child, const QStringList &args, QByteArray *after = nullptr)
{
    child.setProgram(QStringLiteral(GPUTCO_CRASH_CHILD_PATH));
    child.setArguments(args);
    child.start();
    if (!child.waitForStarted(kChildTimeoutMs))
        return QStringLiteral("crash_child did not start: ") + child.errorString();
    QByteArray out;
    while (!out.contains("ready\n")) {
        if (!child.waitForReadyRead(kChildTimeoutMs))
            return QStringLiteral("crash_child ended or hung before it was ready: ")
                + QString::fromLocal8Bit(child.readAllStandardError());
        out += child.readAllStandardOutput();
    }
    if (after)
        *after = out.mid(out.indexOf("ready\n") + 6);
    return {};
}

/// Reads the child's output until it contains @p text (or the child ends or hangs).
bool waitForOutput(QProcess &child, QByteArray &out, const QByteArray &text)
{
    while (!out.contains(text)) {
        if (!child.waitForReadyRead(kChildTimeoutMs))
            return false;
        out += child.readAllStandardOutput();
    }
    return true;
}

/// SIGKILL, and the child's output after "ready". Empty optional: it had ended on its own.
std::optional<QByteArray> killChild(QProcess &child, QByteArray *error)
{
    child.kill();
    child.waitForFinished(kChildTimeoutMs);
    if (child.exitStatus() != QProcess::CrashExit) {
        *error = child.readAllStandardError();
        return std::nullopt;
    }
    return child.readAllStandardOutput();
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scenarioSavesSurviveKills();
    void priceImportsSurviveKills();
    void autosaveIsRecoveredAfterKill();

private:
    int kills(int fallback) const;

    QTemporaryDir mDir;
    quint32 mSeed = 0;
};

void TestCrashSafety::initTestCase()
{
    QVERIFY(mDir.isValid());
    // The child inherits these: both processes see the same AppDataLocation (the autosave),
    // and neither touches the user's settings or pricing catalog.
    qputenv("XDG_DATA_HOME", mDir.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", mDir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_CACHE_HOME", mDir.filePath(QStringLiteral("cache")).toUtf8());
    qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("catalog.sqlite")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("gputco-crashtest"));
    QCoreApplication::setApplicationName(QStringLiteral("gputco-crashtest"));
    QVERIFY(MainWindow::autosavePath().startsWith(mDir.path()));
    bool given = false;
    mSeed = qEnvironmentVariable("GPUTCO_CRASH_SEED").toUInt(&given);
    if (!given)
        mSeed = QRandomGenerator::system()->generate();
    qInfo("seed %u (repeat with GPUTCO_CRASH_SEED=%u)", mSeed, mSeed);
}

int TestCrashSafety::kills(int fallback) const
{
    bool ok = false;
    const int n = qEnvironmentVariable("GPUTCO_CRASH_KILLS").toInt(&ok);
    return ok && n > 0 ? n : fallback;
}

void TestCrashSafety::scenarioSavesSurviveKills()
{
    // Two different scenarios; the file must always be exactly one of them.
    const QString pathA = examplePath("research-team-30pct.json");
    const QString pathB = examplePath("data-heavy-egress.json");
    const LoadResult a = ScenarioLoader::loadFile(pathA);
    const LoadResult b = ScenarioLoader::loadFile(pathB);
    QVERIFY2(a.ok() && b.ok(), qPrintable(a.errorString() + b.errorString()));
    const QByteArray bytesA = ScenarioWriter::toJson(*a.scenario);
    const QByteArray bytesB = ScenarioWriter::toJson(*b.scenario);
    QVERIFY(bytesA != bytesB);
    const double totalA = CostEngine::compute(*a.scenario).options.front().total;
    const double totalB = CostEngine::compute(*b.scenario).options.front().total;
    QVERIFY(totalA != totalB);

    const QString dir = mDir.filePath(QStringLiteral("saves"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = QDir(dir).filePath(QStringLiteral("scenario.json"));
    QCOMPARE(ScenarioWriter::save(*a.scenario, file), QString());

    QRandomGenerator rng(mSeed);
    const int n = kills(200);
    qint64 saveUs = 0; // one save as the first child took it: kill delays scale with it
    int seenA = 0;
    int seenB = 0;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < n; ++i) {
        QProcess child;
        QByteArray printed;
        const QString started = startChild(child, {QStringLiteral("save"), file, pathA, pathB}, &printed);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        if (i == 0) {
            // Ten saves after "ready" measure one (an fsync each: slow disks, sanitizers).
            QElapsedTimer ten;
            ten.start();
            QVERIFY2(waitForOutput(child, printed, "saved 10\n"), child.readAllStandardError().constData());
            saveUs = std::max<qint64>(ten.nsecsElapsed() / 10'000, 1);
        }
        // Anywhere in the next eight saves (at least 20 ms), so a kill lands anywhere in one.
        const quint32 delayUs = rng.bounded(static_cast<quint32>(std::max<qint64>(20'000, 8 * saveUs)));
        QThread::usleep(delayUs);
        QByteArray error;
        QVERIFY2(killChild(child, &error), error.constData());

        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly),
            qPrintable(QStringLiteral("kill %1 after %2 us: %3: %4").arg(i).arg(delayUs).arg(file, f.errorString())));
        const QByteArray bytes = f.readAll();
        f.close();
        const bool isA = bytes == bytesA;
        QVERIFY2(isA || bytes == bytesB,
            qPrintable(QStringLiteral("kill %1 after %2 us: the file is neither A nor B (%3 bytes)")
                           .arg(i)
                           .arg(delayUs)
                           .arg(bytes.size())));
        const LoadResult loaded = ScenarioLoader::loadFile(file);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        QCOMPARE(CostEngine::compute(*loaded.scenario).options.front().total, isA ? totalA : totalB);
        ++(isA ? seenA : seenB);
    }
    // What an interrupted QSaveFile leaves behind: it must not stop the next save or load
    // (every round above started a new child on the same folder).
    const QStringList leftovers = QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    qInfo("%d kills in %lld ms (one save: %lld us): %d left scenario A, %d scenario B; left in the folder: %s", n,
        static_cast<long long>(clock.elapsed()), static_cast<long long>(saveUs), seenA, seenB,
        qPrintable(leftovers.join(QStringLiteral(", "))));
    QVERIFY(leftovers.contains(QStringLiteral("scenario.json")));
    // Both outcomes occur, so the kills fell at different points of the save loop.
    QVERIFY(seenA > 0);
    QVERIFY(seenB > 0);
}

void TestCrashSafety::priceImportsSurviveKills()
{
    // Imports of kRows rows into kSlots groups of ids: import k replaces group k % kSlots.
    // After every kill the database must pass integrity_check and hold, per group, all rows
    // of exactly one committed import (or none yet), and a price book per committed import.
    constexpr int kRows = 20'000;
    constexpr int kSlots = 3;
    const QString work = mDir.filePath(QStringLiteral("imports"));
    QVERIFY(QDir().mkpath(work));
    const QString dbPath = QDir(work).filePath(QStringLiteral("pricing.sqlite"));
    int seedCount = 0;
    {
        PricingDatabase db;
        const Status status = db.open(dbPath);
        QVERIFY2(status.ok(), qPrintable(status.error));
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM prices")) && q.next());
        seedCount = q.value(0).toInt();
        QVERIFY(seedCount > 500);
    }

    QRandomGenerator rng(mSeed ^ 0x5eedu);
    const int n = kills(40);
    qint64 cycleMs = 0; // one import as the first child took it, kill delays scale with it
    std::map<int, qint64> expected; // slot -> the import whose rows it must hold
    std::set<qint64> committed; // imports whose price book must exist
    qint64 next = 0; // the import the next child starts with
    int midTransaction = 0; // kills that left a hot journal
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < n; ++i) {
        QProcess child;
        QByteArray printed;
        QElapsedTimer cycle;
        cycle.start();
        const QString started = startChild(child,
            {QStringLiteral("import"), dbPath, work, QString::number(next), QString::number(kRows),
                QString::number(kSlots)},
            &printed);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        // The first child commits one import and so measures how long one takes (slower under
        // the sanitizers); later kills fall anywhere in the next one and a half imports.
        if (i == 0) {
            QVERIFY2(waitForOutput(child, printed, "committed "), child.readAllStandardError().constData());
            cycleMs = std::max<qint64>(cycle.elapsed(), 1);
        }
        const quint32 delayMs = i == 0 ? 0 : rng.bounded(static_cast<quint32>(cycleMs * 3 / 2));
        QThread::msleep(delayMs);
        QByteArray error;
        const std::optional<QByteArray> rest = killChild(child, &error);
        QVERIFY2(rest, error.constData());
        for (const QByteArray &line : (printed + *rest).split('\n')) {
            if (!line.startsWith("committed "))
                continue;
            const qint64 k = line.mid(10).toLongLong();
            QCOMPARE(k, next);
            expected[static_cast<int>(k % kSlots)] = k;
            committed.insert(k);
            ++next;
        }
        const QString where = QStringLiteral("kill %1 after %2 ms, import %3 under way").arg(i).arg(delayMs).arg(next);
        if (QFile::exists(dbPath + QStringLiteral("-journal")))
            ++midTransaction;

        // A plain SQLite connection, not PricingDatabase: it would set a damaged file aside
        // and re-create it, which would hide the damage from this test.
        const QString name = QStringLiteral("crashcheck");
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            raw.setDatabaseName(dbPath);
            QVERIFY2(raw.open(), qPrintable(where + raw.lastError().text()));
            QSqlQuery q(raw);
            QVERIFY2(q.exec(QStringLiteral("PRAGMA integrity_check")), qPrintable(where + q.lastError().text()));
            QStringList integrity;
            while (q.next())
                integrity << q.value(0).toString();
            QCOMPARE(integrity, QStringList{QStringLiteral("ok")});
            QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_key_check")));
            QVERIFY2(!q.next(), qPrintable(where + QStringLiteral(": a foreign key is broken")));

            // The import under way may have committed just before the kill, before it said so.
            std::map<int, qint64> found;
            int groups = 0;
            for (int slot = 0; slot < kSlots; ++slot) {
                QVERIFY(q.exec(
                    QStringLiteral("SELECT COUNT(*), COUNT(DISTINCT notes), MIN(notes), COUNT(DISTINCT price_book_id) "
                                   "FROM prices WHERE id LIKE 'crash/s%1/%'")
                        .arg(slot)));
                QVERIFY(q.next());
                const int rows = q.value(0).toInt();
                if (rows == 0) {
                    QVERIFY2(!expected.count(slot),
                        qPrintable(where + QStringLiteral(": group %1 lost its rows").arg(slot)));
                    continue;
                }
                ++groups;
                QVERIFY2(rows == kRows && q.value(1).toInt() == 1 && q.value(3).toInt() == 1,
                    qPrintable(where
                        + QStringLiteral(": group %1 has %2 rows from %3 imports")
                              .arg(slot)
                              .arg(rows)
                              .arg(q.value(1).toInt())));
                const QString notes = q.value(2).toString();
                QVERIFY(notes.startsWith(QStringLiteral("import ")));
                found[slot] = notes.mid(7).toLongLong();
            }
            if (found.size() != expected.size() || found != expected) {
                // Only acceptable difference: import `next` is complete in its group.
                std::map<int, qint64> withNext = expected;
                withNext[static_cast<int>(next % kSlots)] = next;
                QVERIFY2(found == withNext, qPrintable(where + QStringLiteral(": the rows are not a committed state")));
                expected = withNext;
                committed.insert(next);
                ++next;
            }
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM prices")) && q.next());
            QCOMPARE(q.value(0).toInt(), seedCount + groups * kRows);
            QVERIFY(q.exec(QStringLiteral("SELECT name FROM price_books WHERE name LIKE 'crash import %'")));
            std::set<qint64> books;
            while (q.next())
                books.insert(q.value(0).toString().mid(13).toLongLong());
            QVERIFY2(books == committed,
                qPrintable(where
                    + QStringLiteral(": %1 price books for %2 committed imports")
                          .arg(books.size())
                          .arg(committed.size())));
        }
        QSqlDatabase::removeDatabase(name);
    }
    qInfo("%d kills in %lld ms (one import: %lld ms): %lld imports of %d rows committed, %d kills left a hot journal "
          "(mid-transaction)",
        n, static_cast<long long>(clock.elapsed()), static_cast<long long>(cycleMs),
        static_cast<long long>(committed.size()), kRows, midTransaction);

    // The program itself opens what the kills left without setting anything aside.
    PricingDatabase db;
    const Status status = db.open(dbPath);
    QVERIFY2(status.ok(), qPrintable(status.error));
    QVERIFY2(db.notices().isEmpty(), qPrintable(db.notices().join(u'\n')));
    PriceFilter filter;
    filter.provider = QStringLiteral("crash");
    QCOMPARE(db.listPrices(filter).value().size(), qsizetype(expected.size()) * kRows);
    QCOMPARE(QDir(work).entryList({QStringLiteral("*.corrupt-*")}), QStringList());
    // Without kills in the transaction this test would not have tested the rollback (with
    // delays spread over one and a half imports, most kills land in one).
    QVERIFY(midTransaction > 0);
    QVERIFY(!committed.empty()); // the first child committed one
}

void TestCrashSafety::autosaveIsRecoveredAfterKill()
{
    const QString scenario = mDir.filePath(QStringLiteral("autosave-source.json"));
    QVERIFY(QFile::copy(examplePath("a100-64gpu-36-months.json"), scenario));
    const QString autosave = MainWindow::autosavePath();
    const QString origin = autosave + QStringLiteral(".origin");

    // Yes: the edit, the kept variant and the file name come back, not yet saved.
    {
        QProcess child;
        const QString started = startChild(child, {QStringLiteral("autosave"), scenario});
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QByteArray error;
        QVERIFY2(killChild(child, &error), error.constData());
    }
    QVERIFY(QFile::exists(autosave));
    {
        MainWindow next;
        next.setInteractive(false);
        QVERIFY(next.document()->scenario().demand.gpuCount != 40.0);
        QVERIFY(next.offerRecovery());
        QCOMPARE(next.document()->scenario().demand.gpuCount, 40.0);
        QCOMPARE(next.document()->variants().size(), std::size_t(1));
        QCOMPARE(next.document()->variants().front().name, QStringLiteral("80 GPUs"));
        QCOMPARE(next.document()->variants().front().whatIf.value(Driver::GpuCount).value_or(-1), 80.0);
        QCOMPARE(next.document()->fileName(), scenario);
        QVERIFY(next.document()->isModified());
        QVERIFY(next.messages().last().contains(QStringLiteral("did not close normally")));
        // The file on disk is untouched until the user saves.
        QCOMPARE(ScenarioLoader::loadFile(scenario).scenario->demand.gpuCount, 64.0);
    }

    // No: the autosave is removed and the new window keeps its own document.
    {
        QProcess child;
        const QString started = startChild(child, {QStringLiteral("autosave"), scenario});
        QVERIFY2(started.isEmpty(), qPrintable(started));
        QByteArray error;
        QVERIFY2(killChild(child, &error), error.constData());
    }
    QVERIFY(QFile::exists(autosave));
    MainWindow third;
    third.setInteractive(true);
    const double before = third.document()->scenario().demand.gpuCount;
    QString question;
    // The question is a modal QMessageBox: answer it from the event loop it runs.
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            question = box->text();
            box->button(QMessageBox::No)->click();
        }
    });
    answer.start(20);
    QVERIFY(!third.offerRecovery());
    answer.stop();
    QVERIFY2(question.contains(QStringLiteral("did not close normally")), qPrintable(question));
    QCOMPARE(third.document()->scenario().demand.gpuCount, before);
    QVERIFY(!third.document()->isModified());
    QVERIFY(!QFile::exists(autosave));
    QVERIFY(!QFile::exists(origin));
    // Nothing is offered a second time.
    third.setInteractive(false);
    QVERIFY(!third.offerRecovery());
}

QTEST_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
