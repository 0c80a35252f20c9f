// Saving and loading again gives the same scenario and the same numbers.
#include "costengine.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace gputco;

class TestScenarioWriter : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void writesTheGoldenBytes_data();
    void writesTheGoldenBytes();
    void saveIsAtomic();
    void fullDiskKeepsPreviousFile();
};

void TestScenarioWriter::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QFINDTESTDATA("../../resources/examples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    // Files that use the fields the examples do not (financing, operations, finance, budgets per fiscal year).
    for (const QString &folder : {QStringLiteral("roundtrip"), QStringLiteral("writerinputs")}) {
        const QDir more(QFINDTESTDATA(folder));
        for (const QString &name : more.entryList({QStringLiteral("*.json")}))
            QTest::newRow(qPrintable(name)) << more.filePath(name);
    }
}

void TestScenarioWriter::roundTrip()
{
    QFETCH(QString, file);
    const LoadResult first = ScenarioLoader::loadFile(file);
    QVERIFY2(first.ok(), qPrintable(first.errorString()));
    const QByteArray written = ScenarioWriter::toJson(*first.scenario);
    const LoadResult second = ScenarioLoader::loadBytes(written, QStringLiteral("written.json"));
    QVERIFY2(second.ok(), qPrintable(second.errorString() + QLatin1Char('\n') + QString::fromUtf8(written)));
    // Writing what was read back gives the same bytes: nothing is lost or reinterpreted.
    QCOMPARE(ScenarioWriter::toJson(*second.scenario), written);
    for (CostView view : {CostView::Cash, CostView::Amortized}) {
        const ScenarioResult a = CostEngine::compute(*first.scenario, view);
        const ScenarioResult b = CostEngine::compute(*second.scenario, view);
        QCOMPARE(a.options.size(), b.options.size());
        for (std::size_t i = 0; i < a.options.size(); ++i) {
            QCOMPARE(b.options[i].total, a.options[i].total);
            QCOMPARE(b.options[i].monthlyTotal, a.options[i].monthlyTotal);
        }
    }
}

void TestScenarioWriter::writesTheGoldenBytes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("golden");
    const QDir written(QFINDTESTDATA("written"));
    // writerinputs: states the other files do not reach (prices awaited, servers already owned, ...).
    for (const QString &folder : {QStringLiteral("../../resources/examples"), QStringLiteral("roundtrip"),
             QStringLiteral("data"), QStringLiteral("writerinputs")}) {
        const QDir dir(QFINDTESTDATA(folder));
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}))
            QTest::newRow(qPrintable(name)) << dir.filePath(name) << written.filePath(name);
    }
}

void TestScenarioWriter::writesTheGoldenBytes()
{
    // What the writer writes for every example and test file, byte for byte: key order, number
    // formatting, the defaults it leaves out. The files in tests/models/written were made by the
    // writer before it walked the field table; a change of the format changes them on purpose
    // (GPUTCO_WRITE_GOLDEN=1 rewrites them; review the diff).
    QFETCH(QString, file);
    QFETCH(QString, golden);
    const LoadResult r = ScenarioLoader::loadFile(file);
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    const QByteArray written = ScenarioWriter::toJson(*r.scenario);
    if (qEnvironmentVariableIsSet("GPUTCO_WRITE_GOLDEN")) {
        QFile out(golden);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(written);
    }
    QFile expected(golden);
    QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(golden));
    QCOMPARE(written, expected.readAll());
}

void TestScenarioWriter::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("s.json"));
    const Scenario s
        = *ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/research-team-30pct.json")).scenario;
    QCOMPARE(ScenarioWriter::save(s, name), QString());
    QVERIFY(ScenarioLoader::loadFile(name).ok());
    // A folder in the way: the save fails with a message naming the file.
    const QString blocked = dir.filePath(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(blocked));
    const QString error = ScenarioWriter::save(s, blocked);
    QVERIFY(error.startsWith(blocked));
    QVERIFY(QFileInfo(blocked).isDir());
}

void TestScenarioWriter::fullDiskKeepsPreviousFile()
{
    // A full disk, simulated with a file size limit: writes beyond 1,000 bytes fail (EFBIG;
    // SIGXFSZ ignored so the process lives). It applies to root too.
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("s.json"));
    const QByteArray previous = "{\"an\": \"older file\"}";
    {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(previous);
    }
    const Scenario s
        = *ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/research-team-30pct.json")).scenario;
    QVERIFY(ScenarioWriter::toJson(s).size() > 1000);
    rlimit old{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 1000;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const QString error = ScenarioWriter::save(s, name);
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY2(error.startsWith(name + QStringLiteral(": saving failed, the previous file is unchanged: ")),
        qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral(": File too large")), qPrintable(error)); // the system's reason
    QFile f(name);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), previous);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("s.json")});
}

QTEST_GUILESS_MAIN(TestScenarioWriter)
#include "tst_scenariowriter.moc"
