// The pricing catalog never replaces the user's data silently (issue 16): damaged, locked,
// unreadable and foreign catalogs through PricingDatabase and through gputco-cli as users run it.
#include "pricingdatabase.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace gputco;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// gputco-cli in English with the catalog at @p db (GPUTCO_PRICING_DB).
QProcess *startCli(const QStringList &args, const QString &db, int lockWaitMs = 0)
{
    auto *p = new QProcess;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("GPUTCO_PRICING_DB"), db);
    if (lockWaitMs > 0)
        env.insert(QStringLiteral("GPUTCO_LOCK_WAIT_MS"), QString::number(lockWaitMs));
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(GPUTCO_CLI_PATH), args);
    return p;
}

Run finish(QProcess *p)
{
    if (!p->waitForFinished(120000))
        qFatal("gputco-cli did not finish");
    Run r{p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1, QString::fromUtf8(p->readAllStandardOutput()),
        QString::fromUtf8(p->readAllStandardError())};
    delete p;
    return r;
}

Run cli(const QStringList &args, const QString &db)
{
    return finish(startCli(args, db));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// A catalog whose first pages are garbage: SQLite says "file is not a database".
QByteArray damagedCatalog()
{
    return QByteArray("this is not a database\n").repeated(200);
}

int count(PricingDatabase &db, const QString &sql)
{
    QSqlQuery q(db.connection());
    if (!q.exec(sql) || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toInt();
}

QString example(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + QLatin1String(name));
}

} // namespace

class TestCatalogSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void damagedCatalogIsSaidByEveryCommand();
    void recoverTakesTheUsersRowsBack();
    void recoverRefusesWhatIsNotAKeptCatalog();
    void recoverAfterTheHeaderWasOverwritten();
    void journalThatCannotBeOpenedIsAPermissionProblem();
    void foreignSqliteFileIsRefused();
    void concurrentFirstStart();
    void lockedCatalogStopsTheReport();
    void unknownCatalogPriceIdWarnsEverywhere();

private:
    QTemporaryDir mDir;
};

void TestCatalogSafety::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestCatalogSafety::damagedCatalogIsSaidByEveryCommand()
{
    // Before: report, export and compute moved a damaged catalog aside, re-created it and said
    // nothing (exit 0). Now the first command says where the damaged file was kept and how to
    // recover; every later command says so once too, until it is recovered.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    writeAll(db, damagedCatalog());
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const QString csv = dir.filePath(QStringLiteral("s.csv"));
    const QList<QStringList> commands = {
        {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf},
        {QStringLiteral("compute"), scenario},
        {QStringLiteral("export"), scenario, QStringLiteral("--csv"), csv},
        {QStringLiteral("budget"), example("xinghe-budget-2027.json")},
        {QStringLiteral("job"), scenario, QStringLiteral("--trials"), QStringLiteral("0")},
        {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("aws")},
    };
    QString kept;
    for (const QStringList &args : commands) {
        const Run r = cli(args, db);
        QVERIFY2(r.exitCode == 0, qPrintable(args.first() + QStringLiteral(": ") + r.err));
        const QStringList asides = QDir(dir.path()).entryList({QStringLiteral("pricing.sqlite.corrupt-*")});
        QCOMPARE(asides.size(), 1); // set aside once, never again
        kept = dir.filePath(asides.first());
        QCOMPARE(readAll(kept), damagedCatalog()); // the damaged file is kept untouched
        QVERIFY2(r.err.count(kept) >= 1, qPrintable(args.first() + QStringLiteral(": ") + r.err));
        QCOMPARE(r.err.count(QStringLiteral("gputco-cli catalog recover ") + kept), 1); // once, with the command
    }
    // The recovery (nothing is readable in this one) ends the notices.
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("recover"), kept}, db);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(kept + QStringLiteral(": nothing can be read from it: ")), qPrintable(r.err));
    QFile::remove(kept);
    r = cli({QStringLiteral("compute"), scenario}, db);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // a deleted kept file is not mentioned again
}

void TestCatalogSafety::recoverTakesTheUsersRowsBack()
{
    QTemporaryDir dir;
    const QString old = dir.filePath(QStringLiteral("old.sqlite"));
    const QString overrideId = QStringLiteral("tencent/GT4.41XLARGE948/ap-beijing/ap-beijing-6/on_demand");
    int userPrices = 0;
    {
        PricingDatabase db;
        QVERIFY(db.open(old).ok());
        const ImportReport report = db.importPrices(QFINDTESTDATA("data/prices_good.json"));
        QVERIFY2(report.ok(), qPrintable(report.error));
        NegotiatedDiscount d;
        d.providerId = QStringLiteral("alibaba");
        d.pricingModel = QStringLiteral("reserved");
        d.discount = 0.18;
        d.note = QStringLiteral("framework agreement 2026");
        QVERIFY(db.addNegotiatedDiscount(d).ok());
        userPrices = count(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user'"));
        QCOMPARE(count(db,
                     QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user' AND id = '%1'").arg(overrideId)),
            1);
    }
    QVERIFY(userPrices >= 2);
    // Damage one page of a table that holds only shipped rows (network_fees): the user's rows
    // are still readable, that table is not.
    int rootPage = 0;
    {
        PricingDatabase db;
        QVERIFY(db.open(old).ok());
        rootPage = count(db, QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'network_fees'"));
    }
    QByteArray bytes = readAll(old);
    const int pageSize = 4096;
    QVERIFY(bytes.size() >= rootPage * pageSize);
    for (int i = (rootPage - 1) * pageSize; i < rootPage * pageSize; ++i)
        bytes[i] = char(0xA5);
    const QString damaged = dir.filePath(QStringLiteral("pricing.sqlite.corrupt-20261203-101500"));
    writeAll(damaged, bytes);

    const QString fresh = dir.filePath(QStringLiteral("pricing.sqlite"));
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("--db"), fresh, QStringLiteral("recover"), damaged}, fresh);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // prices_good.json holds userPrices prices, one of which overrides a shipped Tencent price;
    // one negotiated discount; one price book (the import's).
    QVERIFY2(r.out.contains(QStringLiteral(": %1 prices (1 of them overrides of shipped prices), 1 price books, "
                                           "1 negotiated discounts, ")
                                .arg(userPrices)),
        qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral("warning: could not read all of network_fees: ")), qPrintable(r.err));
    {
        PricingDatabase db;
        QVERIFY(db.open(fresh).ok());
        QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user'")), userPrices);
        const auto row = db.priceById(overrideId);
        QVERIFY(row.ok() && row.value());
        QCOMPARE(row.value()->origin, QStringLiteral("user"));
        const auto discounts = db.negotiatedDiscounts(QStringLiteral("alibaba"));
        QCOMPARE(discounts.value().size(), 1);
        QCOMPARE(discounts.value().first().discount, 0.18);
        QCOMPARE(discounts.value().first().note, QStringLiteral("framework agreement 2026"));
        // Every recovered user price points at the recovered (user) price book.
        QCOMPARE(count(db,
                     QStringLiteral("SELECT count(*) FROM prices p JOIN price_books b ON b.id = p.price_book_id "
                                    "WHERE p.origin = 'user' AND b.origin = 'user'")),
            userPrices);
    }
    // A second recovery adds nothing new: the same book and discount are found again.
    r = cli({QStringLiteral("catalog"), QStringLiteral("--db"), fresh, QStringLiteral("recover"), damaged}, fresh);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(", 0 price books, 0 negotiated discounts, ")), qPrintable(r.out));
}

// Issue 33: the first 16 bytes of a catalog overwritten (the most common damage): SQLite says
// "file is not a database" and recover used to give up. Now it writes the fixed header back on
// a copy, takes the user's prices and discount back and says what it repaired; the kept file
// is not changed.
void TestCatalogSafety::recoverAfterTheHeaderWasOverwritten()
{
    QTemporaryDir dir;
    const QString old = dir.filePath(QStringLiteral("old.sqlite"));
    int userPrices = 0;
    {
        PricingDatabase db;
        QVERIFY(db.open(old).ok());
        QVERIFY(db.importPrices(QFINDTESTDATA("data/prices_good.json")).ok());
        NegotiatedDiscount d;
        d.providerId = QStringLiteral("alibaba");
        d.pricingModel = QStringLiteral("reserved");
        d.discount = 0.18;
        QVERIFY(db.addNegotiatedDiscount(d).ok());
        userPrices = count(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user'"));
    }
    QVERIFY(userPrices >= 2);
    QByteArray bytes = readAll(old);
    for (int i = 0; i < 16; ++i)
        bytes[i] = 'x';
    const QString damaged = dir.filePath(QStringLiteral("pricing.sqlite.corrupt-20261205-120000"));
    writeAll(damaged, bytes);

    const QString fresh = dir.filePath(QStringLiteral("pricing.sqlite"));
    const Run r
        = cli({QStringLiteral("catalog"), QStringLiteral("--db"), fresh, QStringLiteral("recover"), damaged}, fresh);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral(": %1 prices (1 of them overrides of shipped prices), 1 price books, "
                                           "1 negotiated discounts, ")
                                .arg(userPrices)),
        qPrintable(r.out));
    QVERIFY2(
        r.err.contains(QStringLiteral("its first 16 bytes (the SQLite header) were overwritten")), qPrintable(r.err));
    QCOMPARE(readAll(damaged), bytes); // the kept file as it was
    PricingDatabase db;
    QVERIFY(db.open(fresh).ok());
    QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'user'")), userPrices);
    QCOMPARE(db.negotiatedDiscounts(QStringLiteral("alibaba")).value().first().discount, 0.18);
}

void TestCatalogSafety::recoverRefusesWhatIsNotAKeptCatalog()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    const QString foreign = dir.filePath(QStringLiteral("notes.sqlite"));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("notes"));
        other.setDatabaseName(foreign);
        QVERIFY(other.open());
        QVERIFY(QSqlQuery(other).exec(QStringLiteral("CREATE TABLE notes (t TEXT)")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("notes"));
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("recover"), foreign}, db);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(foreign + QStringLiteral(": is not a GPU TCO Planner catalog")), qPrintable(r.err));
    r = cli({QStringLiteral("catalog"), QStringLiteral("recover"), db}, db);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is the catalog in use")), qPrintable(r.err));
}

void TestCatalogSafety::journalThatCannotBeOpenedIsAPermissionProblem()
{
    // Before: a journal SQLite could not open ("disk I/O error") was taken for damage and the
    // healthy catalog replaced by the seed. A folder in the journal's place fails to open even
    // for root (who ignores permission bits).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        PricingDatabase db;
        QVERIFY(db.open(path).ok());
        QVERIFY(db.importPrices(QFINDTESTDATA("data/prices_good.csv")).ok());
    }
    const QByteArray before = readAll(path);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("pricing.sqlite-journal")));
    PricingDatabase db;
    const Status status = db.open(path);
    QVERIFY(!status.ok());
    QCOMPARE(db.problem(), PricingDatabase::Problem::Permission);
    QVERIFY2(status.error.contains(QStringLiteral("its journal ") + path + QStringLiteral("-journal cannot be opened")),
        qPrintable(status.error));
    QVERIFY(status.error.contains(QStringLiteral("The catalog is not damaged")));
    QCOMPARE(readAll(path), before);
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}).isEmpty());
    // Through the CLI: exit 1 (the environment), the file untouched.
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("list")}, path);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot be opened")), qPrintable(r.err));
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.corrupt-*")}).isEmpty());
}

void TestCatalogSafety::foreignSqliteFileIsRefused()
{
    // Before: --db or GPUTCO_PRICING_DB naming another program's SQLite file added 15 tables
    // and 1,808 rows to it and set its user_version, exit 0.
    QTemporaryDir dir;
    const QString foreign = dir.filePath(QStringLiteral("browser-history.sqlite"));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        other.setDatabaseName(foreign);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE visits (url TEXT, at TEXT)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO visits VALUES ('https://example.org', '2026-12-01')")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    const QByteArray before = readAll(foreign);
    {
        PricingDatabase db;
        const Status status = db.open(foreign);
        QVERIFY(!status.ok());
        QCOMPARE(db.problem(), PricingDatabase::Problem::Foreign);
        QVERIFY2(status.error.startsWith(foreign + QStringLiteral(": is an SQLite database of another program")),
            qPrintable(status.error));
    }
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("--db"), foreign, QStringLiteral("list")}, foreign);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("is an SQLite database of another program")), qPrintable(r.err));
    // The report needs the catalog for its provenance: exit 2, no PDF.
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    r = cli({QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), pdf}, foreign);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is an SQLite database of another program")), qPrintable(r.err));
    QVERIFY(!QFile::exists(pdf));
    // compute does not show provenance: a warning, the result all the same.
    r = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json")}, foreign);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.contains(QStringLiteral("warning: ")));
    QCOMPARE(readAll(foreign), before); // never changed
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("browser-history.sqlite")});
}

void TestCatalogSafety::concurrentFirstStart()
{
    // Before: six processes starting at once on a missing catalog, 14 of 60 exited 1 with
    // "migration to schema version 1 failed: table meta already exists". Now one creates, the
    // others wait for it and open what it made: 8 processes x 20 rounds, all exit 0, and
    // exactly one of each round says it created the catalog.
    constexpr int kProcesses = 8;
    constexpr int kRounds = 20;
    QElapsedTimer clock;
    clock.start();
    for (int round = 0; round < kRounds; ++round) {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
        QList<QProcess *> running;
        for (int i = 0; i < kProcesses; ++i)
            // The waiters wait up to 60 s: seeding 100,000 prices takes longer than the default 3 s
            // under the sanitizers with eight processes on two cores.
            running << startCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--provider"),
                                    QStringLiteral("aws"), QStringLiteral("--format"), QStringLiteral("csv")},
                db, 60000);
        int created = 0;
        QString firstOut;
        for (QProcess *p : running) {
            const Run r = finish(p);
            QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(r.err)));
            created += int(r.err.count(QStringLiteral("created a new pricing database")));
            if (firstOut.isEmpty())
                firstOut = r.out;
            QCOMPARE(r.out, firstOut); // every process lists the same catalog
        }
        QCOMPARE(created, 1);
        PricingDatabase check;
        QVERIFY(check.open(db).ok());
        QCOMPARE(count(check, QStringLiteral("SELECT count(*) FROM prices WHERE origin = 'seed'")),
            6076); // the seed: 1,808 + 56 Tencent docs + 3,372 GCP + 840 SkyPilot clouds
        QCOMPARE(count(check, QStringLiteral("SELECT count(*) FROM price_books WHERE origin = 'seed'")),
            count(check, QStringLiteral("SELECT count(DISTINCT name) FROM price_books WHERE origin = 'seed'")));
    }
    qInfo("%d x %d first starts in %lld ms", kRounds, kProcesses, static_cast<long long>(clock.elapsed()));
}

void TestCatalogSafety::lockedCatalogStopsTheReport()
{
    // Before: with the catalog locked the report waited 4.7 s, exited 0 and said the catalog
    // prices were "entered in the scenario". Now: a bounded wait (3 s), exit 1, the holder
    // named (this test process holds the lock), no PDF.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        PricingDatabase first;
        QVERIFY(first.open(db).ok());
    }
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
        other.setDatabaseName(db);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QElapsedTimer clock;
        clock.start();
        const Run r
            = cli({QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), pdf}, db);
        const qint64 ms = clock.elapsed();
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(
                QStringLiteral("is locked by another program (process %1 ").arg(QCoreApplication::applicationPid())),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("within 3 seconds")), qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));
        QVERIFY2(ms < 20000, qPrintable(QString::number(ms)));
        // With --strict, compute cannot check its catalog prices either: exit 1.
        const Run strict
            = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--strict")}, db);
        QCOMPARE(strict.exitCode, 1);
        QVERIFY(strict.out.isEmpty());
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    const Run r = cli({QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), pdf}, db);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFile::exists(pdf));
}

void TestCatalogSafety::unknownCatalogPriceIdWarnsEverywhere()
{
    // Before: a catalogPriceId the catalog does not have was dropped without a word.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    QByteArray text = readAll(example("a100-64gpu-36-months.json"));
    const QByteArray known = "alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/on_demand";
    QVERIFY(text.contains(known));
    text.replace(known, "alibaba/no-such-instance/cn-beijing/on_demand");
    const QString scenario = dir.filePath(QStringLiteral("unknown-id.json"));
    writeAll(scenario, text);
    const QString warning = QStringLiteral("catalog price alibaba/no-such-instance/cn-beijing/on_demand is not in the "
                                           "pricing catalog");

    Run r = cli({QStringLiteral("compute"), scenario, QStringLiteral("--format"), QStringLiteral("json")}, db);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(scenario + QStringLiteral(": warning: ") + warning), qPrintable(r.err));
    QCOMPARE(r.err.count(warning), 1); // once on stderr: one id
    const QJsonArray options
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("options")).toArray();
    int warned = 0;
    for (const QJsonValue &o : options)
        for (const QJsonValue &w : o.toObject().value(QStringLiteral("warnings")).toArray())
            warned += w.toString().startsWith(warning) ? 1 : 0;
    QCOMPARE(warned, 2); // in the JSON of the two options that refer to it (on-demand and reserved)
    r = cli({QStringLiteral("compute"), scenario}, db);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(warning), qPrintable(r.out)); // the table's notes
    r = cli({QStringLiteral("compute"), scenario, QStringLiteral("--strict")}, db);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(scenario + QStringLiteral(": error: ") + warning), qPrintable(r.err));
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    r = cli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--strict")}, db);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!QFile::exists(pdf));
    r = cli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf}, db);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.contains(warning));
    // The PDF's text (pdftotext, when installed) carries the warning too.
    if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString body = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        QVERIFY2(body.contains(QStringLiteral("alibaba/no-such-instance/cn-beijing/on_demand is not in the pricing")),
            qPrintable(body.left(3000)));
    }
}

QTEST_GUILESS_MAIN(TestCatalogSafety)
#include "tst_catalogsafety.moc"
