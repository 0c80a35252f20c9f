// gputco-cli job and sensitivity as users run them: exit codes, streams, numbers equal to
// the models library's, reproducible Monte Carlo.
#include "job.h"
#include "scenarioloader.h"
#include "sensitivity.h"
#include "uncertainty.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace gputco;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(GPUTCO_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        qFatal("gputco-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError())};
}

QString fixture()
{
    return QFINDTESTDATA("data/job-7b.json");
}

QJsonObject option(const QJsonObject &root, const QString &id)
{
    for (const QJsonValue &v : root.value(QStringLiteral("options")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

} // namespace

class TestAnalysisCli : public QObject
{
    Q_OBJECT

private slots:
    // Its own pricing catalog: never the user's, which another build may have moved to a newer schema.
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8());
    }
    void help();
    void jobJsonEqualsPlanner();
    void jobTable();
    void jobReproducibleSeed();
    void jobErrors_data();
    void jobErrors();
    void sensitivityJsonEqualsModel();
    void sensitivityBreakEvenJsonEqualsModel();
    void uncertaintyJsonEqualsModel();
    void sensitivityTable();
    void sensitivityErrors_data();
    void sensitivityErrors();

private:
    QTemporaryDir mDir;
};

void TestAnalysisCli::help()
{
    Run r = cli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("job SCENARIO")));
    QVERIFY(r.out.contains(QStringLiteral("sensitivity SCENARIO --options A,B")));
    r = cli({QStringLiteral("job"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("--trials N")));
}

void TestAnalysisCli::jobJsonEqualsPlanner()
{
    const Run r = cli({QStringLiteral("job"), fixture(), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--trials"), QStringLiteral("3000"), QStringLiteral("--seed"), QStringLiteral("42")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("monteCarlo")).toObject().value(QStringLiteral("seed")).toString(),
        QStringLiteral("42"));

    const Scenario s = *ScenarioLoader::loadFile(fixture()).scenario;
    MonteCarloSettings mc;
    mc.trials = 3000;
    mc.seed = 42;
    const JobResult planner = JobPlanner::compute(s, &mc);
    QVERIFY(planner.ok());
    for (const JobOptionResult &o : planner.options) {
        const QJsonObject j = option(root, o.id);
        QCOMPARE(j.value(QStringLiteral("cost")).toDouble(), o.cost);
        QCOMPARE(j.value(QStringLiteral("billedGpuHours")).toDouble(), o.billedGpuHours);
        QCOMPARE(j.value(QStringLiteral("wallClockHours")).toDouble(), o.wallClockHours);
        QCOMPARE(j.value(QStringLiteral("monteCarlo")).isObject(), o.monteCarlo.has_value());
        if (o.monteCarlo) {
            const QJsonObject m = j.value(QStringLiteral("monteCarlo")).toObject();
            QCOMPARE(m.value(QStringLiteral("cost")).toObject().value(QStringLiteral("p50")).toDouble(),
                o.monteCarlo->cost.p50);
            QCOMPARE(m.value(QStringLiteral("finishHours")).toObject().value(QStringLiteral("p90")).toDouble(),
                o.monteCarlo->finishHours.p90);
            QVERIFY(m.value(QStringLiteral("deadlineApplied")).toBool());
        }
    }
    // The faster file system and RDMA win despite the higher hourly price (250 vs 300):
    // 186,965.8 useful GPU-hours become 1,495,726.5 billed on cloud disk without RDMA
    // (25 % x 50 %) against 229,124.8 with CPFS and RDMA (85 % x 96 %).
    const QJsonObject disk = option(root, QStringLiteral("od-disk"));
    const QJsonObject cpfs = option(root, QStringLiteral("od-cpfs"));
    QVERIFY(qAbs(disk.value(QStringLiteral("billedGpuHours")).toDouble() - 186965.8119658 / 0.125) < 1e-3);
    QVERIFY(qAbs(cpfs.value(QStringLiteral("billedGpuHours")).toDouble() - 186965.8119658 / 0.816) < 1e-3);
    QVERIFY(cpfs.value(QStringLiteral("cost")).toDouble() < disk.value(QStringLiteral("cost")).toDouble());
    QCOMPARE(cpfs.value(QStringLiteral("meetsDeadline")).toBool(), true);
    QCOMPARE(disk.value(QStringLiteral("meetsDeadline")).toBool(), false);
    QVERIFY(!disk.value(QStringLiteral("why")).toArray().isEmpty());
}

void TestAnalysisCli::jobTable()
{
    const Run r = cli({QStringLiteral("job"), fixture(), QStringLiteral("--trials"), QStringLiteral("1000")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("billed GPU-h")));
    QVERIFY(r.out.contains(QStringLiteral("Monte Carlo: 1000 trials, seed 1")));
    QVERIFY(r.out.contains(QStringLiteral("1,495,726.5")));
    QVERIFY(r.out.contains(QStringLiteral("Pipeline efficiency 25%")));
    // Without trials: no simulation.
    const Run none = cli({QStringLiteral("job"), fixture(), QStringLiteral("--trials"), QStringLiteral("0")});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(!none.out.contains(QStringLiteral("Monte Carlo")));
}

void TestAnalysisCli::jobReproducibleSeed()
{
    const QStringList args{
        QStringLiteral("job"), fixture(), QStringLiteral("--format=json"), QStringLiteral("--trials=2000")};
    const Run a = cli(args + QStringList{QStringLiteral("--seed=5")});
    const Run b = cli(args + QStringList{QStringLiteral("--seed=5")});
    const Run c = cli(args + QStringList{QStringLiteral("--seed=6")});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    auto p50 = [](const Run &r) {
        return option(QJsonDocument::fromJson(r.out.toUtf8()).object(), QStringLiteral("spot-cpfs"))
            .value(QStringLiteral("monteCarlo"))
            .toObject()
            .value(QStringLiteral("finishHours"))
            .toObject()
            .value(QStringLiteral("p50"))
            .toDouble();
    };
    QVERIFY(p50(a) != p50(c));
}

void TestAnalysisCli::jobErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString f = fixture();
    const QString noJob = QFINDTESTDATA("../../resources/examples/research-team-30pct.json");
    QTest::newRow("no file") << QStringList{QStringLiteral("job")} << QStringLiteral("a scenario file is needed");
    QTest::newRow("missing file") << QStringList{QStringLiteral("job"), QStringLiteral("/nonexistent.json")}
                                  << QStringLiteral("does not exist");
    QTest::newRow("no job section") << QStringList{QStringLiteral("job"), noJob}
                                    << QStringLiteral("$.job: the scenario has no job section");
    QTest::newRow("bad trials") << QStringList{QStringLiteral("job"), f, QStringLiteral("--trials"),
        QStringLiteral("lots")} << QStringLiteral("--trials needs a whole number");
    QTest::newRow("negative trials") << QStringList{QStringLiteral("job"), f, QStringLiteral("--trials=-1")}
                                     << QStringLiteral("--trials needs a whole number");
    QTest::newRow("bad seed") << QStringList{QStringLiteral("job"), f, QStringLiteral("--seed"), QStringLiteral("-3")}
                              << QStringLiteral("--seed needs a whole number");
    QTest::newRow("csv") << QStringList{QStringLiteral("job"), f, QStringLiteral("--format"), QStringLiteral("csv")}
                         << QStringLiteral("unknown format \"csv\"");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("job"), f, QStringLiteral("--view"),
        QStringLiteral("cash")} << QStringLiteral("unknown option --view");
    QTest::newRow("value missing") << QStringList{QStringLiteral("job"), f, QStringLiteral("--seed")}
                                   << QStringLiteral("--seed needs a value");
}

void TestAnalysisCli::jobErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestAnalysisCli::sensitivityJsonEqualsModel()
{
    const Run r
        = cli({QStringLiteral("sensitivity"), fixture(), QStringLiteral("--options"), QStringLiteral("od-cpfs,buy"),
            QStringLiteral("--percent"), QStringLiteral("10"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const SensitivityResult m = Sensitivity::totalCostDifference(
        *ScenarioLoader::loadFile(fixture()).scenario, QStringLiteral("od-cpfs"), QStringLiteral("buy"), 10);
    QVERIFY(m.ok());
    QCOMPARE(root.value(QStringLiteral("baselineDifference")).toDouble(), m.baselineOutcome);
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), qsizetype(m.rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        QCOMPARE(row.value(QStringLiteral("driver")).toString(), m.rows[std::size_t(i)].key);
        QCOMPARE(row.value(QStringLiteral("lowDifference")).toDouble(), m.rows[std::size_t(i)].lowOutcome);
        QCOMPARE(row.value(QStringLiteral("highDifference")).toDouble(), m.rows[std::size_t(i)].highOutcome);
        if (i > 0) // largest swing first
            QVERIFY(row.value(QStringLiteral("swing")).toDouble()
                <= rows[i - 1].toObject().value(QStringLiteral("swing")).toDouble());
    }
}

void TestAnalysisCli::sensitivityBreakEvenJsonEqualsModel()
{
    const Run r = cli({QStringLiteral("sensitivity"), fixture(), QStringLiteral("--options=od-cpfs,buy"),
        QStringLiteral("--metric"), QStringLiteral("breakeven"), QStringLiteral("--format=json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("metric")).toString(), QStringLiteral("breakEvenMonth"));
    const SensitivityResult m = Sensitivity::breakEvenMonth(
        *ScenarioLoader::loadFile(fixture()).scenario, QStringLiteral("od-cpfs"), QStringLiteral("buy"), 20);
    QVERIFY(m.ok());
    const QJsonValue base = root.value(QStringLiteral("baselineBreakEvenMonth"));
    QCOMPARE(base.isNull(), m.baselineBeyondHorizon);
    if (!m.baselineBeyondHorizon)
        QCOMPARE(base.toDouble(), m.baselineOutcome);
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), qsizetype(m.rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        const SensitivityRow &mr = m.rows[std::size_t(i)];
        QCOMPARE(row.value(QStringLiteral("driver")).toString(), mr.key);
        QCOMPARE(row.value(QStringLiteral("lowBreakEvenMonth")).isNull(), mr.lowBeyondHorizon);
        QCOMPARE(row.value(QStringLiteral("highBreakEvenMonth")).isNull(), mr.highBeyondHorizon);
        if (!mr.lowBeyondHorizon)
            QCOMPARE(row.value(QStringLiteral("lowBreakEvenMonth")).toDouble(), mr.lowOutcome);
        QCOMPARE(row.value(QStringLiteral("swing")).toDouble(), mr.swing());
    }
    // Two cloud options have no break-even: exit 2, the reason on stderr.
    const Run bad = cli({QStringLiteral("sensitivity"), fixture(), QStringLiteral("--options=od-cpfs,od-disk"),
        QStringLiteral("--metric=breakeven")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());
    QVERIFY2(bad.err.contains(QStringLiteral("one cloud and one self-hosted")), qPrintable(bad.err));
    const Run unknown = cli({QStringLiteral("sensitivity"), fixture(), QStringLiteral("--options=od-cpfs,buy"),
        QStringLiteral("--metric=npv")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("--metric")));
}

void TestAnalysisCli::uncertaintyJsonEqualsModel()
{
    const QString file = QFINDTESTDATA("../../resources/examples/growing-team-lead-time.json");
    const Run r = cli({QStringLiteral("uncertainty"), file, QStringLiteral("--trials=200"), QStringLiteral("--seed=5"),
        QStringLiteral("--format=json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    Scenario s = *ScenarioLoader::loadFile(file).scenario;
    s.uncertainty->trials = 200;
    s.uncertainty->seed = 5;
    const UncertaintyResult m = UncertaintyAnalysis::compute(s);
    QVERIFY(m.ok());
    QCOMPARE(root.value(QStringLiteral("trials")).toInt(), 200);
    QCOMPARE(root.value(QStringLiteral("seed")).toString(), QStringLiteral("5"));
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), qsizetype(m.options.size()));
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QJsonObject o = options[i].toObject();
        const OptionBands &b = m.options[std::size_t(i)];
        QCOMPARE(o.value(QStringLiteral("id")).toString(), b.id);
        QCOMPARE(o.value(QStringLiteral("totalP10")).toDouble(), b.totalP10);
        QCOMPARE(o.value(QStringLiteral("totalP90")).toDouble(), b.totalP90);
        const QJsonArray months = o.value(QStringLiteral("cumulative")).toArray();
        QCOMPARE(months.size(), qsizetype(36));
        QCOMPARE(months[11].toObject().value(QStringLiteral("p50")).toDouble(), b.p50[11]);
    }
    // A scenario without uncertain inputs: exit 2, the field named.
    const Run none = cli({QStringLiteral("uncertainty"), fixture()});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.out.isEmpty());
    QVERIFY2(none.err.contains(QStringLiteral("$.uncertainty")), qPrintable(none.err));
}

void TestAnalysisCli::sensitivityTable()
{
    const Run r = cli({QStringLiteral("sensitivity"), fixture(), QStringLiteral("--options=od-cpfs,buy")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("-/+20%")));
    QVERIFY(r.out.contains(QStringLiteral("swing")));
}

void TestAnalysisCli::sensitivityErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString f = fixture();
    QTest::newRow("no options") << QStringList{QStringLiteral("sensitivity"), f}
                                << QStringLiteral("--options needs two option ids");
    QTest::newRow("one option") << QStringList{QStringLiteral("sensitivity"), f, QStringLiteral("--options=buy")}
                                << QStringLiteral("--options needs two option ids");
    QTest::newRow("unknown id") << QStringList{QStringLiteral("sensitivity"), f, QStringLiteral("--options=buy,nope")}
                                << QStringLiteral("no option has the id \"nope\"");
    QTest::newRow("same option") << QStringList{QStringLiteral("sensitivity"), f, QStringLiteral("--options=buy,buy")}
                                 << QStringLiteral("two different options");
    QTest::newRow("percent 0") << QStringList{QStringLiteral("sensitivity"), f, QStringLiteral("--options=buy,od-cpfs"),
        QStringLiteral("--percent=0")}
                               << QStringLiteral("--percent needs a number");
}

void TestAnalysisCli::sensitivityErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysiscli.moc"
