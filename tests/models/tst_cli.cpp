// gputco-cli as users run it: exit codes, streams, and numbers equal to the engine's.
#include "costengine.h"
#include "resultwriter.h"
#include "scenarioloader.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

using namespace gputco;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs gputco-cli with LANG=`lang` (LC_ALL and LC_MESSAGES unset); English unless told.
Run cli(const QStringList &args, const QString &lang = QStringLiteral("C"))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LANG"), lang);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUTCO_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        qFatal("gputco-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
        QString::fromUtf8(p.readAllStandardError())};
}

QString example(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + QLatin1String(name));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8()); }
    void versionAndHelp();
    void jsonEqualsEngine();
    void tableAndCsv();
    void streamedJsonAndPairs();
    void recommendedAndCheapest();
    void constraintBreakerInJson();
    void invalidInput_data();
    void invalidInput();
    void vatAndIncomeTaxJson();
    void budgetJson();
    void subsidyAndRdLines();
    void tableAlignsChineseNames();
    void outputNeverReplacesTheScenario();
    void fullStandardOutputFails();
    void languageFollowsTheSystem();
    void writersRefuseDevicesAndReadOnlyFiles();
    void reportKilledKeepsThePreviousFile();
    void usageErrorsOfEveryCommand_data();
    void usageErrorsOfEveryCommand();
    void helpOfEveryCommand();
    void catalogFollowsTheLanguage();
    void analysisJsonKeepsItsLayout();
    void tableInDisplayUnit();
    void catalogOptionAnywhere();
    void priceLinesOfEveryExample();
    void variantCompute();
    void actualsCheckTable();
    void actualsCheckJson();
    void actualsCheckRefused();
    void actualsUsageErrors();

private:
    QTemporaryDir mDir;
};

void TestCli::versionAndHelp()
{
    Run r = cli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QStringLiteral("gputco-cli " GPUTCO_VERSION));
    r = cli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("compute SCENARIO")));
}

void TestCli::jsonEqualsEngine()
{
    const QString file = example("a100-64gpu-36-months.json");
    const Run r = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    const ScenarioResult engine = CostEngine::compute(*ScenarioLoader::loadFile(file).scenario);
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), qsizetype(engine.options.size()));
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QJsonObject o = options[i].toObject();
        QCOMPARE(o.value(QStringLiteral("id")).toString(), engine.options[i].id);
        QCOMPARE(o.value(QStringLiteral("total")).toDouble(), engine.options[i].total);
        QCOMPARE(o.value(QStringLiteral("monthly")).toArray().size(), qsizetype(36));
    }
    // --pairs best (the default): spot (26.87 M) does not serve all demand (its work slips),
    // so the cheapest and the recommended cloud option are both the 1-year subscription
    // (37,990,052.64 against 75,980,105.28 on demand; NPV 35.02 M against 67.63 M): one pair,
    // owning cheaper from month 1 (crossings m1, m4, m13).
    const QJsonArray best = root.value(QStringLiteral("breakEven")).toArray();
    QCOMPARE(best.size(), qsizetype(1));
    QCOMPARE(best.first().toObject().value(QStringLiteral("cloud")).toString(), QStringLiteral("ali-subscription-1y"));
    QCOMPARE(best.first().toObject().value(QStringLiteral("firstMonth")).toInt(), 1);
    QCOMPARE(best.first().toObject().value(QStringLiteral("crossings")).toArray().size(), qsizetype(3));
    QCOMPARE(root.value(QStringLiteral("decisions")).toObject().value(QStringLiteral("pairs")).toArray().size(),
        qsizetype(1));
    // --pairs all: every cloud option against the servers, on demand first (month 7).
    const Run all = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--pairs"), QStringLiteral("all")});
    const QJsonArray every
        = QJsonDocument::fromJson(all.out.toUtf8()).object().value(QStringLiteral("breakEven")).toArray();
    QCOMPARE(every.size(), qsizetype(3));
    const QJsonObject be = every.first().toObject();
    QCOMPARE(be.value(QStringLiteral("cloud")).toString(), QStringLiteral("ali-ondemand"));
    QCOMPARE(be.value(QStringLiteral("firstMonth")).toInt(), 7);
}

// compute --format json is streamed (issue 17): one option, break-even and pair at a time. Its
// text must still be exactly what a whole-tree dump(2) prints, and --pairs best (the default)
// lists each self-hosted option against the cheapest and the recommended cloud option and its
// bridge, each entry as --pairs all has it; the table never changes.
void TestCli::streamedJsonAndPairs()
{
    QStringList files;
    const QDir examples(QFINDTESTDATA("../../resources/examples"));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << examples.filePath(name);
    files << QFINDTESTDATA("data/buy-vs-rent-after-tax.json");
    int pairsLeftOut = 0;
    for (const QString &file : files) {
        const Scenario scenario = *ScenarioLoader::loadFile(file).scenario;
        for (const QString &view : {QStringLiteral("cash"), QStringLiteral("amortized")}) {
            const QString what = QFileInfo(file).fileName() + QLatin1Char(' ') + view;
            const Run all = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json"),
                QStringLiteral("--view"), view, QStringLiteral("--pairs"), QStringLiteral("all")});
            QCOMPARE(all.exitCode, 0);
            const QByteArray text = all.out.toUtf8();
            // The layout of nlohmann's dump(2) of the whole tree, byte for byte.
            const std::string redumped = nlohmann::ordered_json::parse(text.toStdString()).dump(2) + '\n';
            QVERIFY2(redumped == text.toStdString(), qPrintable(what));
            const QJsonObject root = QJsonDocument::fromJson(text).object();
            std::vector<QJsonObject> options;
            int clouds = 0, owned = 0;
            for (const QJsonValue &v : root.value(QStringLiteral("options")).toArray()) {
                options.push_back(v.toObject());
                (options.back().value(QStringLiteral("kind")).toString() == QLatin1String("cloud") ? clouds : owned)
                    += 1;
            }
            const QJsonArray allBreakEvens = root.value(QStringLiteral("breakEven")).toArray();
            const QJsonArray allDecisions
                = root.value(QStringLiteral("decisions")).toObject().value(QStringLiteral("pairs")).toArray();
            QCOMPARE(allBreakEvens.size(), qsizetype(clouds * owned));
            QCOMPARE(allDecisions.size(), qsizetype(clouds * owned));

            // The cloud options best keeps, from the JSON's own numbers: lowest total and lowest
            // NPV among the cloud options that serve all demand, meet the constraints and fit the
            // budget; among all cloud options when none does.
            auto ranked = [](const QJsonObject &o) {
                return o.value(QStringLiteral("servesAllDemand")).toBool()
                    && o.value(QStringLiteral("meetsConstraints")).toBool()
                    && o.value(QStringLiteral("fitsBudget")).toBool(true);
            };
            auto lowest = [&](const char *key, bool onlyRanked) {
                QString id;
                double best = 0.0;
                for (const QJsonObject &o : options)
                    if (o.value(QStringLiteral("kind")).toString() == QLatin1String("cloud")
                        && (!onlyRanked || ranked(o))
                        && (id.isEmpty() || o.value(QLatin1String(key)).toDouble() < best)) {
                        id = o.value(QStringLiteral("id")).toString();
                        best = o.value(QLatin1String(key)).toDouble();
                    }
                return id;
            };
            const QString cheapest = !lowest("total", true).isEmpty() ? lowest("total", true) : lowest("total", false);
            const QString recommended = !lowest("totalDiscounted", true).isEmpty() ? lowest("totalDiscounted", true)
                                                                                   : lowest("totalDiscounted", false);
            std::set<std::pair<QString, QString>> expected; // cloud, self-hosted
            for (const QJsonObject &o : options) {
                if (o.value(QStringLiteral("kind")).toString() != QLatin1String("selfHosted"))
                    continue;
                const QString id = o.value(QStringLiteral("id")).toString();
                expected.insert({cheapest, id});
                expected.insert({recommended, id});
                for (const Option &opt : scenario.options)
                    if (opt.id == id && !opt.selfHosted()->bridgeOptionId.isEmpty())
                        expected.insert({opt.selfHosted()->bridgeOptionId, id});
            }
            if (clouds == 0)
                expected.clear();

            const Run best = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json"),
                QStringLiteral("--view"), view, QStringLiteral("--pairs=best")});
            QCOMPARE(best.exitCode, 0);
            const Run byDefault = cli(
                {QStringLiteral("compute"), file, QStringLiteral("--format=json"), QStringLiteral("--view"), view});
            QCOMPARE(byDefault.out, best.out);
            // Up to the pair lists, both are the same text.
            const qsizetype cut = all.out.indexOf(QStringLiteral("\n  \"breakEven\": "));
            QVERIFY(cut > 0);
            QCOMPARE(best.out.left(cut), all.out.left(cut));
            const QJsonObject bestRoot = QJsonDocument::fromJson(best.out.toUtf8()).object();
            for (const char *list : {"breakEven", "decisions"}) {
                const QJsonArray bestList = list == std::string("breakEven")
                    ? bestRoot.value(QStringLiteral("breakEven")).toArray()
                    : bestRoot.value(QStringLiteral("decisions")).toObject().value(QStringLiteral("pairs")).toArray();
                const QJsonArray &allList = list == std::string("breakEven") ? allBreakEvens : allDecisions;
                std::set<std::pair<QString, QString>> listed;
                for (const QJsonValue &v : bestList) {
                    const QJsonObject b = v.toObject();
                    const std::pair<QString, QString> key{
                        b.value(QStringLiteral("cloud")).toString(), b.value(QStringLiteral("selfHosted")).toString()};
                    listed.insert(key);
                    bool same = false;
                    for (const QJsonValue &w : allList)
                        if (w.toObject().value(QStringLiteral("cloud")).toString() == key.first
                            && w.toObject().value(QStringLiteral("selfHosted")).toString() == key.second)
                            same = w.toObject() == b;
                    QVERIFY2(same, qPrintable(what + QLatin1Char(' ') + key.first + QLatin1Char('/') + key.second));
                }
                QVERIFY2(listed == expected, qPrintable(what + QLatin1Char(' ') + QLatin1String(list)));
                QCOMPARE(bestList.size(), qsizetype(expected.size()));
            }
            pairsLeftOut += int(allBreakEvens.size()) - int(expected.size());
        }
        // The table lists every pair whatever --pairs says.
        const Run table = cli({QStringLiteral("compute"), file});
        QCOMPARE(table.exitCode, 0);
        QCOMPARE(
            cli({QStringLiteral("compute"), file, QStringLiteral("--pairs"), QStringLiteral("best")}).out, table.out);
        QCOMPARE(
            cli({QStringLiteral("compute"), file, QStringLiteral("--pairs"), QStringLiteral("all")}).out, table.out);
    }
    QVERIFY(pairsLeftOut > 0); // some example has pairs that best leaves out
}

void TestCli::recommendedAndCheapest()
{
    // Growing team, nothing credited at the end, discounted at 10 % a year: buying with on-demand
    // until delivery has the lowest total (about 23.38 M against 24.70 M for yearly
    // subscriptions) but subscribing the lowest PV of cost (22.18 M against 22.44 M): the JSON
    // names both, and the table says so in one line. (At the example's 8 % the two are level,
    // 22.63 M and 22.61 M, and buying is both.)
    const QString file = example("growing-team-lead-time.json");
    QFile source(file);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject scenario = QJsonDocument::fromJson(source.readAll()).object();
    scenario.insert(
        QStringLiteral("finance"), QJsonObject{{QStringLiteral("endOfHorizon"), QStringLiteral("nothing")}});
    scenario.insert(QStringLiteral("discountRatePercentPerYear"), 10);
    const QString nothing = mDir.filePath(QStringLiteral("growing-nothing.json"));
    QFile out(nothing);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(scenario).toJson());
    out.close();
    Run r = cli({QStringLiteral("compute"), nothing, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("endOfHorizon")).toString(), QStringLiteral("nothing"));
    QCOMPARE(root.value(QStringLiteral("recommended")).toString(), QStringLiteral("ali-subscription-1y"));
    QCOMPARE(root.value(QStringLiteral("cheapest")).toString(), QStringLiteral("buy-bridge-ondemand"));
    r = cli({QStringLiteral("compute"), nothing});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Recommended: Alibaba 1-year subscription (lowest PV of cost among options "
                                           "that serve all demand); cheapest undiscounted: Buy 9 servers, on-demand "
                                           "until delivery\n")),
        qPrintable(r.out));
    QVERIFY2(
        r.out.contains(QStringLiteral("The ranking credits nothing for servers still in service")), qPrintable(r.out));

    // As shipped (book value credited): capex 9 x 1,400,000 + 259,200 + 500,000 + 100,000 =
    // 13,459,200, residual 20 % of the hardware 13,359,200 = 2,671,840; in service 32 of 60
    // months (4 months' lead time): 13,459,200 - 10,787,360 x 32 / 60 = 7,705,941.33. Buying
    // compares at 23,378,394.77 - 7,705,941.33 = 15,672,453.44 and is both recommended and
    // cheapest; the cash total is unchanged.
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("endOfHorizon")).toString(), QStringLiteral("bookValue"));
    QCOMPARE(root.value(QStringLiteral("recommended")).toString(), QStringLiteral("buy-bridge-ondemand"));
    QCOMPARE(root.value(QStringLiteral("cheapest")).toString(), QStringLiteral("buy-bridge-ondemand"));
    for (const QJsonValue &v : root.value(QStringLiteral("options")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() != QLatin1String("buy-bridge-ondemand"))
            continue;
        const double credit = o.value(QStringLiteral("endOfHorizonCredit")).toDouble();
        QCOMPARE(credit, o.value(QStringLiteral("bookValueAtHorizonEnd")).toDouble());
        QCOMPARE(std::round(credit * 100) / 100, 7705941.33);
        QCOMPARE(std::round(o.value(QStringLiteral("total")).toDouble() * 100) / 100, 23378394.77);
        QCOMPARE(std::round(o.value(QStringLiteral("comparisonTotal")).toDouble() * 100) / 100, 15672453.44);
    }
    r = cli({QStringLiteral("compute"), file});
    QVERIFY2(
        r.out.contains(QStringLiteral("Recommended and cheapest: Buy 9 servers, on-demand until delivery (lowest PV "
                                      "of cost and lowest total among options that serve all demand)")),
        qPrintable(r.out));

    // 64 A100s: spot is not cheapest even before buying, and its work slips (64 GPUs cannot be
    // kept busy all month through interruptions): it does not serve all demand.
    r = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--format=json")});
    QCOMPARE(r.exitCode, 0);
    root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("recommended")).toString(), QStringLiteral("buy-8-servers"));
    QCOMPARE(root.value(QStringLiteral("cheapest")).toString(), QStringLiteral("buy-8-servers"));
    for (const QJsonValue &v : root.value(QStringLiteral("options")).toArray()) {
        const QJsonObject o = v.toObject();
        const bool spot = o.value(QStringLiteral("id")).toString() == QLatin1String("ali-spot");
        QCOMPARE(o.value(QStringLiteral("servesAllDemand")).toBool(), !spot);
        QCOMPARE(o.value(QStringLiteral("slippedGpuHours")).toDouble() > 0, spot);
    }
}

void TestCli::tableAndCsv()
{
    const QString file = example("research-team-30pct.json");
    Run r = cli({QStringLiteral("compute"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("3,799,005.26")));
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--format=csv"), QStringLiteral("--view"),
        QStringLiteral("amortized")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("section,option,counterpart,key,value\n")));
    QVERIFY(r.out.contains(QStringLiteral("total,ali-ondemand,,total,")));
}

void TestCli::constraintBreakerInJson()
{
    // Domestic accelerators only: PAI on A800 has the lowest total (26,754,429.89) but an
    // imported accelerator; the JSON says why it is left out and recommends the 910B servers.
    const Run r = cli({QStringLiteral("compute"), example("domestic-accelerators-2027.json"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("recommended")).toString(), QStringLiteral("buy-910b"));
    QCOMPARE(root.value(QStringLiteral("constraints")).toObject().value(QStringLiteral("acceleratorOrigin")).toString(),
        QStringLiteral("domestic"));
    const QJsonObject a800 = root.value(QStringLiteral("options")).toArray().at(0).toObject();
    QCOMPARE(a800.value(QStringLiteral("id")).toString(), QStringLiteral("pai-a800"));
    QCOMPARE(std::round(a800.value(QStringLiteral("total")).toDouble() * 100) / 100, 26754429.89);
    QCOMPARE(a800.value(QStringLiteral("meetsConstraints")).toBool(), false);
    const QJsonObject why = a800.value(QStringLiteral("constraintViolations")).toArray().at(0).toObject();
    QCOMPARE(why.value(QStringLiteral("constraint")).toString(), QStringLiteral("acceleratorOrigin"));
    QCOMPARE(why.value(QStringLiteral("reason")).toString(),
        QStringLiteral("domestic accelerators only: a800-40gb is not made in China"));
    // The 910B servers: 92 cards for 64 reference cards (64 / 0.7 = 91.4).
    const QJsonObject own = root.value(QStringLiteral("options")).toArray().at(3).toObject();
    QCOMPARE(own.value(QStringLiteral("sizing")).toObject().value(QStringLiteral("peakCards")).toInt(), 92);
}

void TestCli::invalidInput_data()
{
    QVERIFY(mDir.isValid());
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("stderrFragment");
    auto write = [&](const char *name, const QByteArray &bytes) {
        const QString path = mDir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", name);
        return path;
    };
    QFile valid(example("research-team-30pct.json"));
    QVERIFY(valid.open(QIODevice::ReadOnly));
    const QByteArray text = valid.readAll();
    const QString negative = write("negative.json", QByteArray(text).replace("\"gpuCount\": 16", "\"gpuCount\": -16"));
    const QString truncated = write("truncated.json", text.left(text.size() / 2));
    const QString nan = write("nan.json", QByteArray(text).replace("361.397", "NaN"));
    QTest::newRow("negative") << QStringList{QStringLiteral("compute"), negative}
                              << negative
            + QStringLiteral(": $.demand.gpuCount: -16 is out of range: the smallest allowed value is 1");
    QTest::newRow("truncated") << QStringList{QStringLiteral("compute"), truncated, QStringLiteral("--format"),
        QStringLiteral("json")} << truncated + QStringLiteral(": line");
    QTest::newRow("NaN") << QStringList{QStringLiteral("compute"), nan}
                         << QStringLiteral("field \"pricePerInstanceHour\"");
    QTest::newRow("missing file") << QStringList{QStringLiteral("compute"), mDir.filePath(QStringLiteral("none.json"))}
                                  << QStringLiteral("does not exist");
    QTest::newRow("bad format") << QStringList{QStringLiteral("compute"), negative, QStringLiteral("--format"),
        QStringLiteral("xml")} << QStringLiteral("unknown format");
    QTest::newRow("no command") << QStringList{} << QStringLiteral("no command");
    // Every usage error of docs/errors.md, each with the whole message.
    const QString file = example("research-team-30pct.json");
    const QString pdf = mDir.filePath(QStringLiteral("never.pdf"));
    const QString compute = QStringLiteral("compute");
    const QString report = QStringLiteral("report");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                     << QStringLiteral("unknown command \"frobnicate\"");
    QTest::newRow("unknown option") << QStringList{compute, file, QStringLiteral("--colour")}
                                    << QStringLiteral("unknown option --colour");
    QTest::newRow("compute without file") << QStringList{compute} << QStringLiteral("compute needs a scenario file");
    QTest::newRow("compute with two files") << QStringList{compute, file, QStringLiteral("b.json")}
                                            << QStringLiteral("compute takes one scenario file, got also b.json");
    QTest::newRow("format without value") << QStringList{compute, file, QStringLiteral("--format")}
                                          << QStringLiteral("--format needs a value: table, json or csv");
    QTest::newRow("view without value") << QStringList{compute, file, QStringLiteral("--view")}
                                        << QStringLiteral("--view needs a value: cash or amortized");
    QTest::newRow("unknown view") << QStringList{compute, file, QStringLiteral("--view"), QStringLiteral("accrual")}
                                  << QStringLiteral("unknown view \"accrual\": use cash or amortized");
    QTest::newRow("pairs without value") << QStringList{compute, file, QStringLiteral("--pairs")}
                                         << QStringLiteral("--pairs needs a value: all or best");
    QTest::newRow("unknown pairs") << QStringList{compute, file, QStringLiteral("--pairs=some")}
                                   << QStringLiteral("unknown pair selection \"some\": use all or best");
    QTest::newRow("option without value")
        << QStringList{report, file, QStringLiteral("-o")} << QStringLiteral("-o needs a value");
    QTest::newRow("report with two files") << QStringList{report, file, QStringLiteral("b.json"), QStringLiteral("-o"),
        pdf} << QStringLiteral("only one scenario file, got also b.json");
    QTest::newRow("report without file") << QStringList{report, QStringLiteral("-o"), pdf}
                                         << QStringLiteral("a scenario file is needed");
    QTest::newRow("unknown language") << QStringList{report, file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"),
        QStringLiteral("fr")} << QStringLiteral("unknown language \"fr\": use en or zh_CN");
    QTest::newRow("report without output") << QStringList{report, file} << QStringLiteral("report needs -o FILE.pdf");
    QTest::newRow("export without output") << QStringList{
        QStringLiteral("export"), file} << QStringLiteral("export needs at least one of --xlsx, --csv, --png, --svg");
    // Budgets (issue 12): negative, unknown currency, a fiscal year outside the horizon, no budget.
    QFile budgetFile(example("xinghe-budget-2027.json"));
    QVERIFY(budgetFile.open(QIODevice::ReadOnly));
    const QByteArray budgetText = budgetFile.readAll();
    const QString negativeBudget
        = write("negative-budget.json", QByteArray(budgetText).replace("\"capex\": 5000000", "\"capex\": -5000000"));
    QTest::newRow("negative budget") << QStringList{QStringLiteral("budget"),
        negativeBudget} << negativeBudget + QStringLiteral(": $.budget.perYear.capex: must not be negative (-5000000)");
    const QString budgetCurrency = write("budget-currency.json",
        QByteArray(budgetText)
            .replace("\"currency\": \"CNY\",\n    \"source\"", "\"currency\": \"XYZ\",\n    \"source\""));
    QTest::newRow("budget currency") << QStringList{QStringLiteral("budget"),
        budgetCurrency} << budgetCurrency + QStringLiteral(": $.budget.currency: \"XYZ\" is not a known currency code");
    const QString budgetNoRate = write("budget-no-rate.json",
        QByteArray(budgetText)
            .replace("\"currency\": \"CNY\",\n    \"source\"", "\"currency\": \"USD\",\n    \"source\""));
    QTest::newRow("budget without rate") << QStringList{QStringLiteral("compute"), budgetNoRate}
                                         << budgetNoRate
            + QStringLiteral(": $.budget.currency: no exchange rate from USD to the reporting currency CNY");
    nlohmann::ordered_json outsideJson = nlohmann::ordered_json::parse(budgetText.toStdString());
    outsideJson["budget"].erase("perYear");
    outsideJson["budget"]["fiscalYears"] = {{{"year", 2027}, {"total", 1}}, {{"year", 2031}, {"total", 1}}};
    const QString outside = write("budget-outside.json", QByteArray::fromStdString(outsideJson.dump(2)));
    QTest::newRow("fiscal year outside") << QStringList{QStringLiteral("budget"), outside}
                                         << outside
            + QStringLiteral(
                ": $.budget.fiscalYears[1].year: FY2031 is outside the horizon, which runs from FY2027 to FY2029");
    QTest::newRow("no budget") << QStringList{QStringLiteral("budget"), file}
                               << file + QStringLiteral(": the scenario has no budget");
    QTest::newRow("unknown chart") << QStringList{QStringLiteral("export"), file, QStringLiteral("--png"),
        mDir.filePath(QStringLiteral("never.png")), QStringLiteral("--chart"), QStringLiteral("pie")}
                                   << QStringLiteral("unknown chart \"pie\": use cumulative or categories");
}

void TestCli::invalidInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, stderrFragment);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // nothing on stdout, never a partial result
    QVERIFY2(r.err.contains(stderrFragment), qPrintable(r.err));
}

// gputco-cli budget --format json on the Chinese example: the fields docs/cli.md lists, with
// the values of tst_budget (hand-computed there) and of the engine.
// Renting at 1,060,000 a year including 6 % VAT (1,000,000 net) against a server of 3,390,000
// including 13 % (3,000,000 net), recoverable VAT, 25 % income tax with the one-off deduction,
// yearly periods at 8 % (tests/models/tst_tax.cpp has the same case without VAT):
// VAT 3 x 60,000 = 180,000 on renting, 390,000 on the server; after tax renting costs
// 3,000,000 - 750,000 = 2,250,000, buying 3,000,000 - 750,000 = 2,250,000; after-tax flows
// -3,000,000, 1,500,000, 750,000, 750,000: NPV -372,732.82.
void TestCli::vatAndIncomeTaxJson()
{
    const QString file = QFINDTESTDATA("data/buy-vs-rent-after-tax.json");
    const Run r = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("amountBasis")).toString(), QStringLiteral("excludingVat"));
    const QJsonObject rates
        = root.value(QStringLiteral("vat")).toObject().value(QStringLiteral("ratesPercent")).toObject();
    QCOMPARE(rates.value(QStringLiteral("cloud")).toDouble(), 6.0);
    QCOMPARE(rates.value(QStringLiteral("hardware")).toDouble(), 13.0);
    QCOMPARE(root.value(QStringLiteral("incomeTax")).toObject().value(QStringLiteral("ratePercent")).toDouble(), 25.0);
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    auto cents = [](double v) { return std::round(v * 100.0) / 100.0; };
    QCOMPARE(cents(options[0].toObject().value(QStringLiteral("total")).toDouble()), 3000000.0);
    QCOMPARE(cents(options[0].toObject().value(QStringLiteral("vatTotal")).toDouble()), 180000.0);
    QCOMPARE(cents(options[1].toObject().value(QStringLiteral("vatTotal")).toDouble()), 390000.0);
    for (const QJsonValue &o : options)
        QCOMPARE(cents(o.toObject()
                           .value(QStringLiteral("incomeTax"))
                           .toObject()
                           .value(QStringLiteral("afterTaxTotal"))
                           .toDouble()),
            2250000.0);
    const QJsonObject own = options[1].toObject();
    QCOMPARE(
        cents(
            own.value(QStringLiteral("monthly")).toArray()[0].toObject().value(QStringLiteral("taxSaving")).toDouble()),
        750000.0);
    const QJsonObject pair
        = root.value(QStringLiteral("decisions")).toObject().value(QStringLiteral("pairs")).toArray()[0].toObject();
    const QJsonObject afterTax = pair.value(QStringLiteral("afterTax")).toObject();
    QCOMPARE(cents(afterTax.value(QStringLiteral("npv")).toDouble()), -372732.82);
    QCOMPARE(afterTax.value(QStringLiteral("flows")).toArray().size(), 4);
    // The table says what the amounts include.
    const Run table = cli({QStringLiteral("compute"), file, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(QStringLiteral("Amounts exclude VAT.")), qPrintable(table.out));
    QVERIFY2(table.out.contains(QStringLiteral("After income tax at 25%")), qPrintable(table.out));
    const Run csv = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.contains(QStringLiteral("\nbasis,,,amountBasis,excludingVat\n")));
    const qsizetype at = csv.out.indexOf(QStringLiteral("\ntotal,own,,afterTaxTotal,"));
    QVERIFY(at >= 0);
    const QString value = csv.out.mid(at + 1).section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(','), 4);
    QCOMPARE(cents(value.toDouble()), 2250000.0);
}

// data/subsidy-and-rd.json: renting 1,060,000 a year including 6 % VAT (1,000,000 net) for 3
// years with a 20 % compute subsidy on the invoice: 0.2 x 3,180,000 = 636,000 received, the
// total 3,000,000 - 636,000 = 2,364,000. Income tax at 25 %: the subsidy is taxable, so 25 % x
// 2,364,000 = 591,000, and the rented compute (3,000,000) is deducted again at 100 %: 750,000
// more, 1,341,000 saved. Owning: the server (3,000,000 net) deducted in full, 750,000, and again,
// 750,000: 1,500,000. Each a line of its own with its source: JSON, CSV, table and budget JSON.
void TestCli::subsidyAndRdLines()
{
    const QString file = QFINDTESTDATA("data/subsidy-and-rd.json");
    const Run r = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray options
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("options")).toArray();
    auto cents = [](double v) { return std::round(v * 100.0) / 100.0; };
    const QJsonObject rent = options[0].toObject(), own = options[1].toObject();
    QCOMPARE(cents(rent.value(QStringLiteral("total")).toDouble()), 2364000.0);
    QCOMPARE(cents(rent.value(QStringLiteral("categoryTotals")).toObject().value(QStringLiteral("subsidy")).toDouble()),
        -636000.0);
    const QJsonObject subsidy = rent.value(QStringLiteral("computeSubsidy")).toObject();
    QCOMPARE(cents(subsidy.value(QStringLiteral("received")).toDouble()), 636000.0);
    QCOMPARE(subsidy.value(QStringLiteral("source")).toString(), QStringLiteral("Test approval letter"));
    const QJsonObject rentTax = rent.value(QStringLiteral("incomeTax")).toObject();
    QCOMPARE(cents(rentTax.value(QStringLiteral("taxSavingTotal")).toDouble()), 1341000.0);
    QCOMPARE(cents(rentTax.value(QStringLiteral("rdSuperDeductionSaving")).toDouble()), 750000.0);
    const QJsonObject ownTax = own.value(QStringLiteral("incomeTax")).toObject();
    QCOMPARE(cents(ownTax.value(QStringLiteral("taxSavingTotal")).toDouble()), 1500000.0);
    QCOMPARE(cents(ownTax.value(QStringLiteral("rdSuperDeductionSaving")).toDouble()), 750000.0);

    const Run table = cli({QStringLiteral("compute"), file, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(QStringLiteral("Subsidies and tax incentives")), qPrintable(table.out));
    QVERIFY2(
        table.out.contains(QStringLiteral("MOF/STA announcement 2023 No. 7, as of 2023-03-26")), qPrintable(table.out));
    QVERIFY2(table.out.contains(QStringLiteral("Compute subsidy \"Test voucher\" (20 % of compute): received")),
        qPrintable(table.out));
    const Run csv = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(csv.out.contains(QStringLiteral("\ntotal,own,,rdSuperDeductionSaving,750000")));

    const Run budget = cli({QStringLiteral("budget"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(budget.exitCode == 0, qPrintable(budget.err));
    const QJsonArray budgetOptions
        = QJsonDocument::fromJson(budget.out.toUtf8()).object().value(QStringLiteral("options")).toArray();
    const QJsonArray lines = budgetOptions[0].toObject().value(QStringLiteral("incentives")).toArray();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("rdSuperDeduction"));
    QCOMPARE(lines[0].toObject().value(QStringLiteral("source")).toString(),
        QStringLiteral("MOF/STA announcement 2023 No. 7"));
    QCOMPARE(lines[1].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("computeSubsidy"));
    QCOMPARE(cents(lines[1].toObject().value(QStringLiteral("amount")).toDouble()), 636000.0);
    QCOMPARE(lines[1].toObject().value(QStringLiteral("asOf")).toString(), QStringLiteral("2025-12-01"));
}

void TestCli::budgetJson()
{
    const QString file = example("xinghe-budget-2027.json");
    const Run r = cli({QStringLiteral("budget"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("recommended")).toString(), QStringLiteral("ali-subscription-1y"));
    // The conventions the spend is counted on (issue 34): servers when acquired, and the VAT basis
    // of the amounts (the example models no VAT: as entered).
    const QJsonObject budget = root.value(QStringLiteral("budget")).toObject();
    QCOMPARE(budget.value(QStringLiteral("capexBasis")).toString(), QStringLiteral("acquisition"));
    QCOMPARE(budget.value(QStringLiteral("acquiredAt")).toString(), QStringLiteral("order"));
    QCOMPARE(budget.value(QStringLiteral("vatBasis")).toString(), QStringLiteral("asEntered"));
    QVERIFY(budget.value(QStringLiteral("amountsIncludeVat")).isNull());
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), 3);
    const QJsonObject od = options[0].toObject();
    QCOMPARE(od.value(QStringLiteral("id")).toString(), QStringLiteral("ali-ondemand"));
    QCOMPARE(od.value(QStringLiteral("fits")).toBool(), false);
    QCOMPARE(od.value(QStringLiteral("firstOverrunMonth")).toInt(), 9);
    const QJsonObject buy = options[2].toObject();
    QCOMPARE(buy.value(QStringLiteral("firstOverrunMonth")).toInt(), 1);
    const QJsonObject fy = buy.value(QStringLiteral("fiscalYears")).toArray()[0].toObject();
    QCOMPARE(fy.value(QStringLiteral("label")).toString(), QStringLiteral("FY2027"));
    QCOMPARE(fy.value(QStringLiteral("firstMonth")).toInt(), 1);
    QCOMPARE(fy.value(QStringLiteral("months")).toInt(), 12);
    QCOMPARE(fy.value(QStringLiteral("capex")).toDouble(), 6029600.0);
    QCOMPARE(fy.value(QStringLiteral("capexPaid")).toDouble(), 6029600.0); // bought in cash
    QCOMPARE(fy.value(QStringLiteral("budgetCapex")).toDouble(), 5000000.0);
    QCOMPARE(fy.value(QStringLiteral("budgetOpex")).toDouble(), 7000000.0);
    QCOMPARE(fy.value(QStringLiteral("budget")).toDouble(), 12000000.0);
    QCOMPARE(
        fy.value(QStringLiteral("headroom")).toDouble(), 12000000.0 - fy.value(QStringLiteral("spend")).toDouble());
    const QJsonObject affordable = buy.value(QStringLiteral("affordable")).toObject();
    QCOMPARE(affordable.value(QStringLiteral("gpuCount")).toInt(), 24);
    QCOMPARE(affordable.value(QStringLiteral("servers")).toInt(), 3);
    QVERIFY(options[0].toObject().value(QStringLiteral("firstCumulativeOverrunMonth")).isDouble());
    QVERIFY(options[1].toObject().value(QStringLiteral("firstOverrunMonth")).isNull());
    // compute gains the totals per fiscal year, adding up to the total.
    const Run c = cli({QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(c.exitCode, 0);
    const QJsonObject computed = QJsonDocument::fromJson(c.out.toUtf8()).object();
    for (const QJsonValue &v : computed.value(QStringLiteral("options")).toArray()) {
        const QJsonObject o = v.toObject();
        double sum = 0.0;
        const QJsonArray years = o.value(QStringLiteral("fiscalYears")).toArray();
        QCOMPARE(years.size(), 3);
        for (const QJsonValue &y : years)
            sum += y.toObject().value(QStringLiteral("total")).toDouble();
        QCOMPARE(std::llround(sum * 100), std::llround(o.value(QStringLiteral("total")).toDouble() * 100));
    }
    const Run csv = cli({QStringLiteral("budget"), file, QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.contains(QStringLiteral("buy-4-servers,FY2027,1,12,6969144.")));
}

// Chinese option names take two terminal columns a character: the totals rows of the Chinese
// example end in the same column as the header (issue 14: tables misaligned).
void TestCli::tableAlignsChineseNames()
{
    QCOMPARE(ResultWriter::displayWidth(QStringLiteral("阿里云 按量付费")), qsizetype(15));
    QCOMPARE(ResultWriter::displayWidth(QStringLiteral("Buy 8")), qsizetype(5));
    const Run r = cli({QStringLiteral("compute"), example("xinghe-budget-2027.json")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QStringLiteral("Totals")) + 1;
    QVERIFY(header > 0);
    const qsizetype width = ResultWriter::displayWidth(lines[header]);
    for (qsizetype i = header + 2; i < header + 5; ++i) {
        QVERIFY2(lines[i].contains(QStringLiteral("阿里云")) || lines[i].contains(QStringLiteral("自建")),
            qPrintable(lines[i]));
        QCOMPARE(ResultWriter::displayWidth(lines[i]), width);
    }
}

// Issue 16: `report plan.json -o plan.json` replaced the scenario with a PDF, exit 0. Every
// output that is the scenario (by name, through a symlink or a hard link) is refused with exit 2
// and the scenario is unchanged.
void TestCli::outputNeverReplacesTheScenario()
{
    const QString plan = mDir.filePath(QStringLiteral("plan.json"));
    QFile::remove(plan);
    QVERIFY(QFile::copy(example("research-team-30pct.json"), plan));
    QFile original(plan);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    const QString symlink = mDir.filePath(QStringLiteral("link.json"));
    const QString hardlink = mDir.filePath(QStringLiteral("hard.json"));
    QFile::remove(symlink);
    QFile::remove(hardlink);
    QVERIFY(QFile::link(plan, symlink));
    QVERIFY(::link(QFile::encodeName(plan).constData(), QFile::encodeName(hardlink).constData()) == 0);
    const QList<QStringList> runs{
        {QStringLiteral("report"), plan, QStringLiteral("-o"), plan},
        {QStringLiteral("report"), plan, QStringLiteral("-o"), symlink},
        {QStringLiteral("export"), plan, QStringLiteral("--csv"), hardlink},
        {QStringLiteral("export"), plan, QStringLiteral("--xlsx"), plan},
        {QStringLiteral("export"), plan, QStringLiteral("--png"), symlink},
        {QStringLiteral("export"), plan, QStringLiteral("--svg"), plan},
    };
    for (const QStringList &args : runs) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("is the scenario being read")), qPrintable(r.err));
        QFile f(plan);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }
}

// Issue 16: `compute --format json > file` on a full disk exited 0 with a truncated result. A
// failed write to standard output exits 1 and says why.
void TestCli::fullStandardOutputFails()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--format"),
            QStringLiteral("json")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("cannot write to standard output")));
}

void TestCli::languageFollowsTheSystem()
{
    const QString file = example("research-team-30pct.json");
    const QString chineseTotals = QStringLiteral("总计\n");
    // The system's language: Chinese with LANG=zh_CN.UTF-8, English with LANG=C.
    Run zh = cli({QStringLiteral("compute"), file}, QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(zh.exitCode, 0);
    QVERIFY2(zh.out.contains(chineseTotals), qPrintable(zh.out));
    QVERIFY(!zh.out.contains(QStringLiteral("Totals\n")));
    Run en = cli({QStringLiteral("compute"), file}, QStringLiteral("C"));
    QCOMPARE(en.exitCode, 0);
    QVERIFY(en.out.contains(QStringLiteral("Totals\n")));
    QVERIFY(!en.out.contains(chineseTotals));
    // LC_ALL comes before LANG.
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUTCO_CLI_PATH), {QStringLiteral("compute"), file});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(chineseTotals));
    }
    // --lang wins over the system, in both spellings.
    Run forced = cli({QStringLiteral("compute"), file, QStringLiteral("--lang"), QStringLiteral("en")},
        QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(forced.exitCode, 0);
    QCOMPARE(forced.out, en.out);
    forced = cli({QStringLiteral("compute"), QStringLiteral("--lang=zh_CN"), file}, QStringLiteral("C"));
    QCOMPARE(forced.exitCode, 0);
    QCOMPARE(forced.out, zh.out);
    // The other commands that print text for people take --lang too: with --lang en they print
    // under LANG=zh_CN what they print under LANG=C.
    for (const char *command : {"budget", "job", "uncertainty"}) {
        const QString scenario
            = example(qstrcmp(command, "budget") == 0 ? "xinghe-budget-2027.json" : "research-team-30pct.json");
        const Run english = cli({QLatin1String(command), scenario}, QStringLiteral("C"));
        const Run r = cli({QLatin1String(command), scenario, QStringLiteral("--lang"), QStringLiteral("en")},
            QStringLiteral("zh_CN.UTF-8"));
        QVERIFY2(!r.err.contains(QStringLiteral("--lang")),
            qPrintable(QLatin1String(command) + QStringLiteral(": ") + r.err));
        QCOMPARE(r.exitCode, english.exitCode);
        QCOMPARE(r.out, english.out);
        QCOMPARE(r.err, english.err);
    }
    const Run unknown = cli({QStringLiteral("compute"), file, QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.out.isEmpty());
    QVERIFY(unknown.err.contains(QStringLiteral("use en or zh_CN")));
    // JSON and CSV do not change with the language.
    for (const char *format : {"--format=json", "--format=csv"}) {
        const Run a = cli({QStringLiteral("compute"), file, QLatin1String(format)}, QStringLiteral("zh_CN.UTF-8"));
        const Run b = cli({QStringLiteral("compute"), file, QLatin1String(format)}, QStringLiteral("C"));
        QCOMPARE(a.exitCode, 0);
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(a.out, b.out);
    }
}

void TestCli::writersRefuseDevicesAndReadOnlyFiles()
{
    // Before: `report -o /dev/full` exited 0; exports replaced device nodes and symlinks with
    // regular files; the XLSX export replaced a read-only file. Every writer is now the one
    // atomic writer: devices and read-only files refused (exit 1, nothing changed), symlinks
    // written through.
    const QString plan = example("research-team-30pct.json");
    QTemporaryDir dir;
    const QString device = QStringLiteral("is not a regular file (a device, pipe or socket); choose a file name");
    const QList<QStringList> devices{
        {QStringLiteral("report"), plan, QStringLiteral("-o"), QStringLiteral("/dev/full")},
        {QStringLiteral("export"), plan, QStringLiteral("--csv"), QStringLiteral("/dev/full")},
        {QStringLiteral("export"), plan, QStringLiteral("--xlsx"), QStringLiteral("/dev/null")},
        {QStringLiteral("export"), plan, QStringLiteral("--png"), QStringLiteral("/dev/full")},
        {QStringLiteral("export"), plan, QStringLiteral("--svg"), QStringLiteral("/dev/full")},
    };
    for (const QStringList &args : devices) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(args.last() + QStringLiteral(": cannot be written: ") + device)
                || r.err.contains(args.last() + QStringLiteral(": ") + device),
            qPrintable(r.err));
    }
    struct stat st
    { };
    QVERIFY(::stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
    QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));

    const QByteArray approved = "approved before the meeting";
    for (const char *suffix : {".pdf", ".xlsx", ".csv", ".png", ".svg"}) {
        const QString file = dir.filePath(QStringLiteral("signed-off") + QLatin1String(suffix));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(approved);
        }
        QVERIFY(::chmod(QFile::encodeName(file).constData(), 0444) == 0);
        const QString option = QLatin1String(suffix) == QLatin1String(".pdf")
            ? QStringLiteral("-o")
            : QStringLiteral("--") + QLatin1String(suffix + 1);
        const Run r
            = cli({QLatin1String(suffix) == QLatin1String(".pdf") ? QStringLiteral("report") : QStringLiteral("export"),
                plan, option, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("read-only")), qPrintable(r.err));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), approved);
    }

    // A symlink stays a symlink; its target gets the workbook (a zip: "PK").
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("shared")));
    const QString target = dir.filePath(QStringLiteral("shared/costs.xlsx"));
    const QString link = dir.filePath(QStringLiteral("costs.xlsx"));
    QVERIFY(QFile::link(target, link));
    const Run r = cli({QStringLiteral("export"), plan, QStringLiteral("--xlsx"), link});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(link).isSymLink());
    QFile workbook(target);
    QVERIFY(workbook.open(QIODevice::ReadOnly));
    QVERIFY(workbook.read(2) == "PK");
}

void TestCli::reportKilledKeepsThePreviousFile()
{
    // Before: SIGINT/SIGTERM during a report left the previous report empty or truncated in 8
    // of 10 kills. Now, killed 20 times from half-way through one report's run to past its end
    // (rendering, writing, renaming), the file is the previous report or the new one, whole,
    // and no temporary file stays in the folder.
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("board.pdf"));
    const QStringList args{QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), pdf};
    QElapsedTimer clock;
    clock.start();
    const Run first = cli(args);
    const qint64 runMs = clock.elapsed();
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray previous = f.readAll();
    f.close();
    QVERIFY(previous.startsWith("%PDF") && previous.trimmed().endsWith("%%EOF"));
    int completed = 0;
    for (int i = 0; i < 20; ++i) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUTCO_CLI_PATH), args);
        QVERIFY(p.waitForStarted());
        QTest::qWait(int(runMs * (10 + i) / 20)); // from half-way through the run to past its end
        // processId() is 0 once the report has ended: kill(0) would stop this whole process group.
        if (const qint64 pid = p.processId(); pid > 0 && p.state() == QProcess::Running)
            ::kill(pid_t(pid), i % 2 ? SIGINT : SIGTERM);
        if (p.state() != QProcess::NotRunning)
            QVERIFY(p.waitForFinished(60000));
        completed += p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 ? 1 : 0;
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray now = f.readAll();
        f.close();
        QVERIFY2(now.startsWith("%PDF") && now.trimmed().endsWith("%%EOF"),
            qPrintable(QStringLiteral("kill %1: %2 bytes").arg(i).arg(now.size())));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("board.pdf")});
    }
    qInfo("20 kills over a %lld ms report: %d runs had finished", static_cast<long long>(runMs), completed);
}

// One parser for every command (app/cli/commandline.*): a usage error exits 2, prints nothing on
// standard output and names the option on standard error.
void TestCli::usageErrorsOfEveryCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString file = example("research-team-30pct.json");
    const QString budget = example("xinghe-budget-2027.json");
    const QString job = QFINDTESTDATA("data/job-7b.json");
    const QString uncertain = example("growing-team-lead-time.json");
    const QString db = mDir.filePath(QStringLiteral("usage.sqlite"));
    auto row = [](const char *name, const QStringList &args, const QString &message) {
        QTest::newRow(name) << args << message;
    };
    for (const char *command : {"compute", "budget", "job", "sensitivity", "uncertainty", "report", "export"}) {
        const QString c = QLatin1String(command);
        const QString f = c == QLatin1String("budget") ? budget
            : c == QLatin1String("job")                ? job
            : c == QLatin1String("uncertainty")        ? uncertain
                                                       : file;
        row(qPrintable(c + QStringLiteral(" unknown option")), {c, f, QStringLiteral("--colour=red")},
            QStringLiteral("gputco-cli: unknown option --colour\n"));
        row(qPrintable(c + QStringLiteral(" single-dash word")), {c, f, QStringLiteral("-colour")},
            QStringLiteral("gputco-cli: unknown option -colour\n"));
        row(qPrintable(c + QStringLiteral(" --lang without value")), {c, f, QStringLiteral("--lang")},
            QStringLiteral("gputco-cli: --lang needs a value\n"));
        row(qPrintable(c + QStringLiteral(" --memory-limit not a number")),
            {c, f, QStringLiteral("--memory-limit=lots")}, QStringLiteral("--memory-limit needs a whole number of MB"));
        row(qPrintable(c + QStringLiteral(" flag with a value")), {c, f, QStringLiteral("--strict=yes")},
            QStringLiteral("gputco-cli: Unexpected value after '--strict'."));
    }
    row("budget format without value", {QStringLiteral("budget"), budget, QStringLiteral("--format")},
        QStringLiteral("gputco-cli: --format needs a value\n"));
    row("budget two files", {QStringLiteral("budget"), budget, file},
        QStringLiteral("only one scenario file, got also ") + file);
    row("job two files", {QStringLiteral("job"), job, file},
        QStringLiteral("only one scenario file, got also ") + file);
    row("uncertainty seed without value", {QStringLiteral("uncertainty"), uncertain, QStringLiteral("--seed")},
        QStringLiteral("gputco-cli: --seed needs a value\n"));
    row("sensitivity options without value", {QStringLiteral("sensitivity"), file, QStringLiteral("--options")},
        QStringLiteral("gputco-cli: --options needs a value\n"));
    row("sensitivity metric",
        {QStringLiteral("sensitivity"), file, QStringLiteral("--options=a,b"), QStringLiteral("--metric=npv")},
        QStringLiteral("--metric is cost or breakeven, not \"npv\""));
    row("export png without value", {QStringLiteral("export"), file, QStringLiteral("--png")},
        QStringLiteral("gputco-cli: --png needs a value\n"));
    row("report output without value", {QStringLiteral("report"), file, QStringLiteral("--output")},
        QStringLiteral("gputco-cli: --output needs a value\n"));
    row("schema unknown option", {QStringLiteral("schema"), QStringLiteral("--colour")},
        QStringLiteral("gputco-cli: unknown option --colour\n"));
    row("schema docs without value", {QStringLiteral("schema"), QStringLiteral("--docs")},
        QStringLiteral("gputco-cli: --docs needs a value\n"));
    row("schema positional", {QStringLiteral("schema"), file},
        QStringLiteral("schema takes no argument, or --docs FILE.md"));
    // The catalog's commands, each with its own options.
    const QStringList catalog{QStringLiteral("catalog"), QStringLiteral("--db"), db};
    row("catalog list unknown option", catalog + QStringList{QStringLiteral("list"), QStringLiteral("--colour")},
        QStringLiteral("unknown option --colour"));
    row("catalog fees option of list",
        catalog + QStringList{QStringLiteral("fees"), QStringLiteral("--gpu"), QStringLiteral("A100")},
        QStringLiteral("unknown option --gpu"));
    row("catalog history option",
        catalog + QStringList{QStringLiteral("history"), QStringLiteral("x"), QStringLiteral("--provider=aws")},
        QStringLiteral("unknown option --provider"));
    row("catalog import book without value",
        catalog + QStringList{QStringLiteral("import"), file, QStringLiteral("--book")},
        QStringLiteral("option --book needs a value"));
    row("catalog settings stale months",
        catalog + QStringList{QStringLiteral("settings"), QStringLiteral("--stale-months=0")},
        QStringLiteral("--stale-months must be a whole number from 1 to 240, not '0'"));
    row("catalog unknown language", catalog + QStringList{QStringLiteral("list"), QStringLiteral("--lang=fr")},
        QStringLiteral("unknown language \"fr\": use en or zh_CN"));
}

void TestCli::usageErrorsOfEveryCommand()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

// Every command has its own --help: exit 0, the usage line and each of its options with
// their defaults, in the language asked for.
void TestCli::helpOfEveryCommand()
{
    const QList<QPair<QStringList, QStringList>> cases = {
        {{QStringLiteral("compute"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli compute SCENARIO [OPTIONS]"), QStringLiteral("--format table|json|csv"),
                QStringLiteral("--view cash|amortized"), QStringLiteral("Default: cash."),
                QStringLiteral("--lang en|zh_CN"), QStringLiteral("--strict"), QStringLiteral("--memory-limit MB"),
                QStringLiteral("-h, --help")}},
        {{QStringLiteral("budget"), QStringLiteral("-h")},
            {QStringLiteral("Usage: gputco-cli budget SCENARIO [OPTIONS]"), QStringLiteral("--format table|json|csv")}},
        {{QStringLiteral("job"), QStringLiteral("x.json"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli job SCENARIO [OPTIONS]"), QStringLiteral("--trials N"),
                QStringLiteral("Default: 10000."), QStringLiteral("--seed S")}},
        {{QStringLiteral("sensitivity"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli sensitivity SCENARIO --options A,B [OPTIONS]"),
                QStringLiteral("--percent P"), QStringLiteral("Default: 20."),
                QStringLiteral("--metric cost|breakeven")}},
        {{QStringLiteral("uncertainty"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli uncertainty SCENARIO [OPTIONS]"), QStringLiteral("--trials N")}},
        {{QStringLiteral("report"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli report SCENARIO -o FILE.pdf [OPTIONS]"),
                QStringLiteral("-o, --output FILE.pdf")}},
        {{QStringLiteral("export"), QStringLiteral("--help")},
            {QStringLiteral("--xlsx FILE"), QStringLiteral("--svg FILE"),
                QStringLiteral("--chart cumulative|categories")}},
        {{QStringLiteral("schema"), QStringLiteral("--help")}, {QStringLiteral("--docs FILE.md")}},
        {{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--help")},
            {QStringLiteral("Usage: gputco-cli catalog list [OPTIONS]"), QStringLiteral("--db PATH"),
                QStringLiteral("--gpu G"), QStringLiteral("--format table|json|csv"),
                QStringLiteral("--lang en|zh_CN")}},
        {{QStringLiteral("catalog"), QStringLiteral("fees"), QStringLiteral("-h")},
            {QStringLiteral("--category C"), QStringLiteral("--format table|json")}},
        {{QStringLiteral("catalog"), QStringLiteral("--help")},
            {QStringLiteral("usage: gputco-cli catalog [--catalog FILE|URL] [--db PATH] [--lang en|zh_CN] COMMAND")}},
    };
    for (const auto &[args, parts] : cases) {
        const Run r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(u' ') + QStringLiteral(": ") + r.err));
        for (const QString &part : parts)
            QVERIFY2(r.out.contains(part),
                qPrintable(args.join(u' ') + QStringLiteral(" lacks ") + part + QStringLiteral(":\n") + r.out));
    }
    // --lang before the help: the help is printed (in Chinese once the lead's translation run
    // has the new strings; the option names stay).
    const Run zh = cli({QStringLiteral("compute"), QStringLiteral("--lang=zh_CN"), QStringLiteral("--help")});
    QCOMPARE(zh.exitCode, 0);
    QVERIFY2(zh.out.contains(QStringLiteral("gputco-cli compute")) && zh.out.contains(QStringLiteral("--view")),
        qPrintable(zh.out));
}

// Issue 14: every catalog command takes --lang and follows LANG like the other commands. The
// list's headers in Chinese (PROVIDER 云厂商, PRICING 计费方式 as in the translations), aligned by
// display width: each header starts in the column where its values start.
void TestCli::catalogFollowsTheLanguage()
{
    const QString db = mDir.filePath(QStringLiteral("lang.sqlite"));
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("--db"), db, QStringLiteral("list"),
        QStringLiteral("--provider"), QStringLiteral("aliyun"), QStringLiteral("--gpu"), QStringLiteral("A100")};
    const Run en = cli(list);
    QCOMPARE(en.exitCode, 0);
    QVERIFY2(en.out.startsWith(QStringLiteral("ID ")), qPrintable(en.out));
    QVERIFY(en.out.contains(QStringLiteral("PROVIDER")));
    const Run forced = cli(list + QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    const Run system = cli(list, QStringLiteral("zh_CN.UTF-8"));
    for (const Run &zh : {forced, system}) {
        QCOMPARE(zh.exitCode, 0);
        QVERIFY2(zh.out.contains(QStringLiteral("云厂商")) && zh.out.contains(QStringLiteral("计费方式")),
            qPrintable(zh.out));
        QVERIFY(!zh.out.contains(QStringLiteral("PROVIDER")));
        // "云厂商" is 3 characters but 6 columns: the instance column starts at the same display
        // column in the header and in the first row.
        const QStringList lines = zh.out.split(u'\n');
        QVERIFY(lines.size() > 2);
        const QString header = lines[0], first = lines[1];
        const qsizetype headerColumn = ResultWriter::displayWidth(header.left(header.indexOf(QStringLiteral("实例"))));
        const QString instance = en.out.split(u'\n')[1].section(QStringLiteral("  "), 0, 0); // the id; the row's words
        Q_UNUSED(instance)
        const QStringList words = first.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY(words.size() > 3);
        const qsizetype rowColumn
            = ResultWriter::displayWidth(first.left(first.indexOf(QLatin1Char(' ') + words[2] + QLatin1Char(' ')) + 1));
        QCOMPARE(rowColumn, headerColumn);
    }
    QCOMPARE(forced.out, system.out);
    // The other catalog commands too: settings and check speak Chinese.
    const Run settings = cli({QStringLiteral("catalog"), QStringLiteral("--db"), db, QStringLiteral("settings"),
        QStringLiteral("--lang=zh_CN")});
    QCOMPARE(settings.exitCode, 0);
    QVERIFY2(!settings.out.contains(QStringLiteral("prices dated more than")), qPrintable(settings.out));
    // JSON keys do not change with the language.
    const QStringList json = list + QStringList{QStringLiteral("--format"), QStringLiteral("json")};
    QCOMPARE(cli(json, QStringLiteral("zh_CN.UTF-8")).out, cli(json).out);
}

// The job, sensitivity and uncertainty JSON are written with nlohmann::ordered_json
// (ResultWriter) and keep the layout they had when QJsonDocument wrote them: read back and
// written again by QJsonDocument (which sorts keys), they are the same bytes.
void TestCli::analysisJsonKeepsItsLayout()
{
    const QList<QStringList> runs = {
        {QStringLiteral("job"), QFINDTESTDATA("data/job-7b.json"), QStringLiteral("--trials=500")},
        {QStringLiteral("job"), example("a100-64gpu-36-months.json"), QStringLiteral("--trials=0")},
        {QStringLiteral("sensitivity"), example("a100-64gpu-36-months.json"),
            QStringLiteral("--options=ali-ondemand,buy-8-servers")},
        {QStringLiteral("sensitivity"), example("a100-64gpu-36-months.json"),
            QStringLiteral("--options=ali-ondemand,buy-8-servers"), QStringLiteral("--metric=breakeven")},
        {QStringLiteral("uncertainty"), example("growing-team-lead-time.json"), QStringLiteral("--trials=50")},
    };
    for (const QStringList &args : runs) {
        const Run r = cli(args + QStringList{QStringLiteral("--format=json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(r.out.toUtf8(), doc.toJson(QJsonDocument::Indented));
    }
}

void TestCli::tableInDisplayUnit()
{
    // compute --unit: the totals in 万元 / 亿元 (k / M), the headers naming the unit; JSON keeps
    // the exact amounts and refuses --unit.
    const QString file = example("a100-64gpu-36-months.json");
    Run r = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject first
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("options")).toArray()[0].toObject();
    const QString name = first.value(QStringLiteral("name")).toString();
    const double total = first.value(QStringLiteral("total")).toDouble();
    QVERIFY(total > 1e6);
    auto rowOf = [&](const QString &table) {
        for (const QString &line : table.split(QLatin1Char('\n')))
            if (line.startsWith(name + QLatin1Char(' ')))
                return line.simplified();
        return QString();
    };
    // The total divided by 10^4 with two decimals, in English grouping ("1,234.57").
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--unit"), QStringLiteral("万元")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Total (10k CNY)")), qPrintable(r.out));
    QVERIFY2(rowOf(r.out).contains(
                 QLatin1Char(' ') + en.toString(std::round(total / 1e4 * 100.0) / 100.0, 'f', 2) + QLatin1Char(' ')),
        qPrintable(rowOf(r.out)));
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--unit=M"), QStringLiteral("--lang"),
        QStringLiteral("zh_CN")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("亿元")), qPrintable(r.out));
    QVERIFY2(rowOf(r.out).contains(
                 QLatin1Char(' ') + en.toString(std::round(total / 1e8 * 100.0) / 100.0, 'f', 2) + QLatin1Char(' ')),
        qPrintable(rowOf(r.out)));
    // Auto is today's table: cents in the currency.
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--unit"), QStringLiteral("auto")});
    QVERIFY(rowOf(r.out).contains(en.toString(std::round(total * 100.0) / 100.0, 'f', 2)));
    // Bad input: named, exit 2, nothing on standard output.
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--unit"), QStringLiteral("thousands")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(QStringLiteral("unknown unit \"thousands\"")), qPrintable(r.err));
    r = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json"), QStringLiteral("--unit=k")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--unit applies to --format table")), qPrintable(r.err));
}

// --catalog FILE (or --catalog=FILE) may stand before the command: a report or an export then
// still gets the GUI application it paints with (it aborted with "Must construct a
// QGuiApplication" when --catalog came first, issue 33).
void TestCli::catalogOptionAnywhere()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.sqlite"));
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    Run r = cli({QStringLiteral("--catalog"), catalog, QStringLiteral("report"), example("a100-64gpu-36-months.json"),
        QStringLiteral("-o"), pdf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.read(5), QByteArray("%PDF-"));
    QVERIFY(QFileInfo::exists(catalog)); // the catalog named was the one used

    const QString png = dir.filePath(QStringLiteral("c.png"));
    r = cli({QStringLiteral("--catalog=") + catalog, QStringLiteral("export"), example("a100-64gpu-36-months.json"),
        QStringLiteral("--png"), png});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(png).size() > 0);

    r = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--catalog=") + catalog,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(!r.out.isEmpty());

    r = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--catalog")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("gputco-cli: --catalog needs a value")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::priceLinesOfEveryExample()
{
    // Issue 27: every price line of every shipped example has a source, a date and a known tax
    // status (or none that applies: a percentage, a term), in compute's JSON as in the report.
    const QDir examples(QFINDTESTDATA("../../resources/examples"));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const Run r = cli({QStringLiteral("compute"), examples.filePath(name), QStringLiteral("--format=json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray lines
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("priceLines")).toArray();
        QVERIFY2(!lines.isEmpty(), qPrintable(name));
        for (const QJsonValue &v : lines) {
            const QJsonObject l = v.toObject();
            const QString what = name + QLatin1Char(' ') + l.value(QStringLiteral("optionId")).toString()
                + QLatin1Char(' ') + l.value(QStringLiteral("item")).toString();
            QVERIFY2(!l.value(QStringLiteral("source")).toString().isEmpty(), qPrintable(what));
            QVERIFY2(
                QDate::fromString(l.value(QStringLiteral("asOf")).toString(), Qt::ISODate).isValid(), qPrintable(what));
            QVERIFY2(l.value(QStringLiteral("taxStatus")).toString() != QLatin1String("unknown"), qPrintable(what));
        }
    }
    // The A100 example by hand: the server at 1,400,000 includes 13 % VAT (an assumption, said
    // so), the fabric from FS.com's list price excludes it, the maintenance share has no tax status.
    const Run r
        = cli({QStringLiteral("compute"), example("a100-64gpu-36-months.json"), QStringLiteral("--format=json")});
    const QJsonArray lines
        = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("priceLines")).toArray();
    auto find = [&](const QString &item) {
        for (const QJsonValue &v : lines)
            if (v.toObject().value(QStringLiteral("item")).toString() == item)
                return v.toObject();
        return QJsonObject();
    };
    const QJsonObject server = find(QStringLiteral("server with 8 GPUs"));
    QCOMPARE(server.value(QStringLiteral("amount")).toDouble(), 1400000.0);
    QCOMPARE(server.value(QStringLiteral("taxStatus")).toString(), QStringLiteral("included"));
    QCOMPARE(server.value(QStringLiteral("taxRatePercent")).toDouble(), 13.0);
    QCOMPARE(server.value(QStringLiteral("asOf")).toString(), QStringLiteral("2026-12-02"));
    QVERIFY(server.value(QStringLiteral("source")).toString().startsWith(QStringLiteral("Server price: assumption")));
    const QJsonObject fabric = find(QStringLiteral("network fabric"));
    QCOMPARE(fabric.value(QStringLiteral("amount")).toDouble(), 259200.0);
    QCOMPARE(fabric.value(QStringLiteral("taxStatus")).toString(), QStringLiteral("excluded"));
    QCOMPARE(fabric.value(QStringLiteral("asOf")).toString(), QStringLiteral("2024-12-31"));
    const QJsonObject maintenance = find(QStringLiteral("maintenance"));
    QCOMPARE(maintenance.value(QStringLiteral("amount")).toDouble(), 4.0);
    QCOMPARE(maintenance.value(QStringLiteral("taxStatus")).toString(), QStringLiteral("notApplicable"));
}

void TestCli::variantCompute()
{
    // compute --variant renders a kept variant: xinghe's "电价上涨至 0.9 元" sets every
    // self-hosted electricity price to 0.9; the JSON declares it (baseline 0.63 -> 0.9), the
    // power line is sourced as the variant and undated, and only the owned option's total moves.
    const QString file = example("xinghe-budget-2027.json");
    const Run base = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json")});
    const Run varied = cli({QStringLiteral("compute"), file, QStringLiteral("--format=json"),
        QStringLiteral("--variant"), QStringLiteral("电价上涨至 0.9 元")});
    QCOMPARE(varied.exitCode, 0);
    const QJsonObject b = QJsonDocument::fromJson(base.out.toUtf8()).object();
    const QJsonObject v = QJsonDocument::fromJson(varied.out.toUtf8()).object();
    QVERIFY(!b.contains(QStringLiteral("variant")));
    const QJsonObject declared = v.value(QStringLiteral("variant")).toObject();
    QCOMPARE(declared.value(QStringLiteral("name")).toString(), QStringLiteral("电价上涨至 0.9 元"));
    const QJsonArray drivers = declared.value(QStringLiteral("drivers")).toArray();
    QCOMPARE(drivers.size(), qsizetype(1));
    QCOMPARE(
        drivers[0].toObject().value(QStringLiteral("driver")).toString(), QStringLiteral("electricityPricePerKwh"));
    QCOMPARE(drivers[0].toObject().value(QStringLiteral("baseline")).toDouble(), 0.63);
    QCOMPARE(drivers[0].toObject().value(QStringLiteral("value")).toDouble(), 0.9);
    for (const QJsonValue &l : v.value(QStringLiteral("priceLines")).toArray())
        if (l.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("power")) {
            QCOMPARE(l.toObject().value(QStringLiteral("amount")).toDouble(), 0.9);
            QVERIFY(l.toObject().value(QStringLiteral("fromWhatIf")).toBool());
            QVERIFY(
                l.toObject().value(QStringLiteral("source")).toString().contains(QStringLiteral("电价上涨至 0.9 元")));
            QVERIFY(l.toObject().value(QStringLiteral("asOf")).toString().isEmpty());
        }
    const QJsonArray bo = b.value(QStringLiteral("options")).toArray(),
                     vo = v.value(QStringLiteral("options")).toArray();
    QCOMPARE(bo.size(), vo.size());
    for (qsizetype i = 0; i < bo.size(); ++i) {
        const bool owned = bo[i].toObject().value(QStringLiteral("kind")).toString() == QLatin1String("selfHosted");
        const double before = bo[i].toObject().value(QStringLiteral("total")).toDouble();
        const double after = vo[i].toObject().value(QStringLiteral("total")).toDouble();
        QVERIFY2(owned ? after > before : after == before,
            qPrintable(bo[i].toObject().value(QStringLiteral("id")).toString()));
    }
    // Unknown variant: exit 2, naming the variants the file keeps.
    const Run unknown = cli({QStringLiteral("compute"), file, QStringLiteral("--variant=nope")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral(
                 "no variant is named \"nope\"; the scenario keeps \"预算上调 30%\", \"电价上涨至 0.9 元\"")),
        qPrintable(unknown.err));
    QVERIFY(unknown.out.isEmpty());
}

namespace {

QString focusSample(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("data/focus/") + QLatin1String(name));
}

} // namespace

void TestCli::actualsCheckTable()
{
    // docs/design/actuals.md 2.2: 0.50 + 0 + 2.25 billed, 0 + 0.50 + 2.25 effective; 1.50 of 3.50 unused.
    const QString one
        = focusSample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_1_resource.csv");
    const QString zero = focusSample("zero_percent_utilization_without_commitment_discount_flexibility.csv");
    const Run r = cli({QStringLiteral("actuals"), QStringLiteral("check"), one, zero, QStringLiteral("--currency"),
        QStringLiteral("USD"), QStringLiteral("--provider=example")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QVERIFY(lines.contains(one));
    QVERIFY(lines.contains(zero));
    QVERIFY(r.out.contains(QStringLiteral("3 bill rows, FOCUS columns pre-1.0, SHA-256 "
                                          "405810f784decec022985c8ddc727fdd63a68a4a32f0d4918dcde747054e48fe")));
    QVERIFY(r.out.contains(
        QStringLiteral("warning: SkuPriceid: not a FOCUS column (names are case-sensitive; SkuPriceId?): not read")));
    const auto cells = [&](const QString &line) { return line.simplified().split(QLatin1Char(' ')); };
    QStringList monthRows;
    for (const QString &line : lines)
        if (line.startsWith(QLatin1String("2023-01")))
            monthRows << line;
    // Each file: one charge-month and one billing-month line.
    QCOMPARE(monthRows.size(), 4);
    QCOMPARE(cells(monthRows.at(0)),
        QStringList({QStringLiteral("2023-01"), QStringLiteral("USD"), QStringLiteral("3"), QStringLiteral("2.75"),
            QStringLiteral("2.75"), QStringLiteral("0.00")}));
    QCOMPARE(cells(monthRows.at(2)),
        QStringList({QStringLiteral("2023-01"), QStringLiteral("USD"), QStringLiteral("3"), QStringLiteral("3.50"),
            QStringLiteral("3.50"), QStringLiteral("1.50")}));
}

void TestCli::actualsCheckJson()
{
    const QString purchase = focusSample("commitment_discount_purchase_scenario_1.csv");
    const QString usage = focusSample("commitment_discount_usage_scenario_3.csv");
    const Run r = cli({QStringLiteral("actuals"), QStringLiteral("check"), QStringLiteral("--format=json"), purchase,
        usage, QStringLiteral("--currency=USD"), QStringLiteral("--provider=example")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    QCOMPARE(root.keys(),
        QStringList({QStringLiteral("files"), QStringLiteral("generator"), QStringLiteral("outputVersion")}));
    QCOMPARE(root.value(QStringLiteral("outputVersion")).toInt(), 1);
    const QJsonArray files = root.value(QStringLiteral("files")).toArray();
    QCOMPARE(files.size(), 2);
    const QJsonObject first = files.at(0).toObject();
    QCOMPARE(first.keys(),
        QStringList({QStringLiteral("byBillingMonth"), QStringLiteral("byChargeMonth"), QStringLiteral("file"),
            QStringLiteral("focusColumns"), QStringLiteral("kind"), QStringLiteral("rows"), QStringLiteral("sha256"),
            QStringLiteral("warnings")}));
    QCOMPARE(first.value(QStringLiteral("file")).toString(), purchase);
    QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("focus"));
    QCOMPARE(first.value(QStringLiteral("rows")).toInteger(), 1);
    QCOMPARE(first.value(QStringLiteral("sha256")).toString().size(), 64);
    // The one-time purchase: its whole BilledCost in its start month, EffectiveCost 0.
    const QJsonObject p = first.value(QStringLiteral("byChargeMonth")).toArray().at(0).toObject();
    QCOMPARE(p.keys(),
        QStringList({QStringLiteral("billed"), QStringLiteral("currency"), QStringLiteral("effective"),
            QStringLiteral("month"), QStringLiteral("rows"), QStringLiteral("unusedCommitment")}));
    QCOMPARE(p.value(QStringLiteral("month")).toString(), QStringLiteral("2023-01"));
    QCOMPARE(p.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(p.value(QStringLiteral("billed")).toDouble(), 8760.0);
    QCOMPARE(p.value(QStringLiteral("effective")).toDouble(), 0.0);
    // 75 % used: 0.75 + 0.25 effective, 0.25 of it unused.
    const QJsonObject u = files.at(1).toObject().value(QStringLiteral("byBillingMonth")).toArray().at(0).toObject();
    QCOMPARE(u.value(QStringLiteral("rows")).toInteger(), 2);
    QCOMPARE(u.value(QStringLiteral("billed")).toDouble(), 0.0);
    QCOMPARE(u.value(QStringLiteral("effective")).toDouble(), 1.0);
    QCOMPARE(u.value(QStringLiteral("unusedCommitment")).toDouble(), 0.25);
}

void TestCli::actualsCheckRefused()
{
    const QString good = focusSample("commitment_discount_usage_scenario_1.csv");
    const QString bad = focusSample("commitment_discount_purchase_scenario_2.csv");
    const QString twice
        = focusSample("one_hundred_percent_utilization_with_commitment_discount_flexibility_with_2_resources.csv");
    const Run r = cli({QStringLiteral("actuals"), QStringLiteral("check"), good, bad, twice,
        QStringLiteral("--currency"), QStringLiteral("USD"), QStringLiteral("--provider"), QStringLiteral("example"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err,
        bad
            + QStringLiteral(": row 4, column ChargePeriodEnd: '2023-02-01T30:00:00Z' is not a date-time "
                             "YYYY-MM-DDTHH:mm:ssZ (UTC)\n")
            + twice
            + QStringLiteral(": row 6, column -: repeats row 4 exactly (a copied export counts twice; give "
                             "--allow-duplicate-rows if the bill really has both)\n"));
    // The bill really has both rows: 2.00 billed.
    const Run allowed = cli({QStringLiteral("actuals"), QStringLiteral("check"), twice,
        QStringLiteral("--currency=USD"), QStringLiteral("--provider=example"),
        QStringLiteral("--allow-duplicate-rows"), QStringLiteral("--format=json")});
    QCOMPARE(allowed.exitCode, 0);
    const QJsonObject t = QJsonDocument::fromJson(allowed.out.toUtf8())
                              .object()
                              .value(QStringLiteral("files"))
                              .toArray()
                              .at(0)
                              .toObject()
                              .value(QStringLiteral("byChargeMonth"))
                              .toArray()
                              .at(0)
                              .toObject();
    QCOMPARE(t.value(QStringLiteral("billed")).toDouble(), 2.0);
    QCOMPARE(t.value(QStringLiteral("effective")).toDouble(), 2.0);
    // Without --currency the samples cannot be read: no BillingCurrency column.
    const Run noCurrency
        = cli({QStringLiteral("actuals"), QStringLiteral("check"), good, QStringLiteral("--provider=example")});
    QCOMPARE(noCurrency.exitCode, 2);
    QVERIFY(noCurrency.out.isEmpty());
    QCOMPARE(noCurrency.err,
        good
            + QStringLiteral(": row 1, column BillingCurrency: required FOCUS column is missing (give --currency C if "
                             "the whole file is in one currency)\n"));
}

void TestCli::actualsUsageErrors()
{
    const QString good = focusSample("commitment_discount_usage_scenario_1.csv");
    const QList<QPair<QStringList, QString>> cases = {
        {{QStringLiteral("actuals")}, QStringLiteral("gputco-cli: missing actuals command: use check\n")},
        {{QStringLiteral("actuals"), QStringLiteral("variance")},
            QStringLiteral("gputco-cli: unknown actuals command \"variance\": use check\n")},
        {{QStringLiteral("actuals"), QStringLiteral("check")}, QStringLiteral("gputco-cli: no bill file given\n")},
        {{QStringLiteral("actuals"), QStringLiteral("check"), good, QStringLiteral("--currency=RMB")},
            QStringLiteral("gputco-cli: --currency: 'RMB' is not an ISO 4217 currency code (e.g. CNY, USD)\n")},
        {{QStringLiteral("actuals"), QStringLiteral("check"), good, QStringLiteral("--kind=alibaba")},
            QStringLiteral("gputco-cli: unknown bill kind \"alibaba\": only focus is read yet\n")},
        {{QStringLiteral("actuals"), QStringLiteral("check"), good, QStringLiteral("--format=csv")},
            QStringLiteral("gputco-cli: unknown format \"csv\": use table or json\n")},
    };
    for (const auto &[args, message] : cases) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith(message), qPrintable(r.err));
    }
    const Run help = cli({QStringLiteral("actuals"), QStringLiteral("check"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("Usage: gputco-cli actuals check BILL... [OPTIONS]")));
    QVERIFY(help.out.contains(QStringLiteral("--allow-duplicate-rows")));
    const Run top = cli({QStringLiteral("--help")});
    QVERIFY(top.out.contains(QStringLiteral("  actuals check BILL...")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
