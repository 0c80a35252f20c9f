#include "costengine.h"
#include "fieldwalk.h"
#include "quotes.h"
#include "scenariofields.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "whatif.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace gputco;

/*!
 * The one field table (models/scenario/fieldtable*.cpp) and what is made from it: the committed
 * docs and JSON Schema, the loader's and the schema's agreement on valid and invalid files,
 * and the parts of the format the table brought (quotes awaited, no options yet).
 */
class TestScenarioFields : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tableIsConsistent();
    void everyFieldIsBound();
    void structDefaultsAreTheTable();
    void presetsOfNewStructs();
    void docsAreGenerated();
    void jsonSchemaIsCommitted();
    void schemaAcceptsWhatTheLoaderAccepts();
    void schemaRejectsWhatTheLoaderRejects_data();
    void schemaRejectsWhatTheLoaderRejects();
    void awaitedPricesSaveReopenAndStayOut();
    void scenarioWithoutOptionsSavesAndReopens();
    void reservedAmountsFollowHoursPerMonth();

private:
    QString source(const QString &relative) const { return mSourceDir.filePath(relative); }
    /// "valid" or "invalid: ..." per file, from the validator script.
    QHash<QString, QString> validate(const QStringList &files);

    QDir mSourceDir;
    QTemporaryDir mTemp;
};

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A valid scenario that uses every block, so that mutations can break each.
const char *const kBase = R"({
  "formatVersion": 1,
  "name": "Base",
  "reportingCurrency": "CNY",
  "horizonMonths": 24,
  "exchangeRates": [{"from": "USD", "to": "CNY", "rate": 7.2, "asOf": "2026-11-01", "source": "test"}],
  "priceTrends": {"cloudComputePercentPerYear": -10},
  "demand": {"gpuClass": "A100", "gpuCount": 16, "utilizationPercent": 60},
  "options": [
    {"id": "od", "name": "On-demand", "type": "cloud", "gpusPerInstance": 8,
     "onDemand": {"pricePerInstanceHour": 250},
     "fees": {"egress": {"gbPerMonth": 1000, "tiers": [{"upToGb": 100, "pricePerGb": 0}, {"pricePerGb": 0.5}]}}},
    {"id": "sub", "name": "Subscription", "type": "cloud", "gpusPerInstance": 8,
     "reserved": {"termMonths": 12, "payment": "noUpfront", "onDemandPricePerInstanceHour": 250, "discountPercent": 40}},
    {"id": "spot", "name": "Spot", "type": "cloud", "gpusPerInstance": 8, "currency": "USD",
     "spot": {"pricePerInstanceHour": 10, "meanHoursBetweenInterruptions": 50}},
    {"id": "own", "name": "Own", "type": "selfHosted",
     "servers": {"gpusPerServer": 8, "pricePerServer": 1400000, "typicalKw": 6},
     "power": {"pricePerKwh": 0.63, "pue": 1.3},
     "space": {"kwPerRack": 20, "pricePerRackMonth": 8000}}
  ],
  "job": {"usefulGpuHours": 10000},
  "uncertainty": {"trials": 100, "inputs": [{"driver": "gpuCount", "lowPercent": -10, "highPercent": 20}]},
  "variants": [{"name": "More", "drivers": {"gpuCount": 32}}]
})";

} // namespace

void TestScenarioFields::initTestCase()
{
    mSourceDir = QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR"));
    QVERIFY2(
        mSourceDir.exists(QStringLiteral("docs/scenario-format.md")), "GPUTCO_SOURCE_DIR must name the source tree");
    QVERIFY(mTemp.isValid());
}

void TestScenarioFields::tableIsConsistent()
{
    QSet<QString> keys;
    for (const FieldSpec &f : ScenarioSchema::fields()) {
        const QString where = QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key));
        QVERIFY2(!keys.contains(where), qPrintable(where + QStringLiteral(" is declared twice")));
        keys.insert(where);
        QVERIFY2(ScenarioSchema::findBlock(f.block), qPrintable(where + QStringLiteral(": no such block")));
        QVERIFY2(*f.label && *f.help, qPrintable(where + QStringLiteral(": label and help are needed")));
        if (f.type == FieldType::Object || f.type == FieldType::Array || f.type == FieldType::Drivers)
            QVERIFY2(
                f.child && ScenarioSchema::findBlock(f.child), qPrintable(where + QStringLiteral(": child block")));
        QVERIFY2(f.minimum <= f.maximum, qPrintable(where));
        if (f.defaultValue && (f.type == FieldType::Number || f.type == FieldType::Integer)) {
            QVERIFY2(*f.defaultValue >= f.minimum && *f.defaultValue <= f.maximum,
                qPrintable(where + QStringLiteral(": the default is out of range")));
            QVERIFY2(!f.required, qPrintable(where + QStringLiteral(": a required field has no default")));
        }
        if (f.quoteable)
            QVERIFY2(ScenarioSchema::find(f.block, "quoteNeeded"), qPrintable(where + QStringLiteral(": quoteNeeded")));
    }
    for (const BlockSpec &b : ScenarioSchema::blocks())
        QVERIFY2(!ScenarioSchema::fieldsOf(b.id).empty(), b.id);
    // The what-if drivers are the "drivers" block, in both directions.
    Scenario empty;
    for (Driver d : kAllDrivers)
        QVERIFY(ScenarioSchema::find("drivers", WhatIf::spec(d, empty).key.toStdString()));
    QCOMPARE(ScenarioSchema::fieldsOf("drivers").size(), kAllDrivers.size());
    // Uncertain inputs name any driver but the horizon and the budget (which moves no cost).
    const QStringList inputs = ScenarioSchema::field("uncertainInput", "driver").choiceList();
    QCOMPARE(inputs.size(), qsizetype(kAllDrivers.size() - 2));
    QVERIFY(!inputs.contains(QStringLiteral("horizonMonths")));
    QVERIFY(!inputs.contains(QStringLiteral("budgetPercent")));
    // The horizon has one limit everywhere.
    QCOMPARE(ScenarioSchema::field("scenario", "horizonMonths").maximum, double(kMaxHorizonMonths));
    QCOMPARE(WhatIf::spec(Driver::HorizonMonths, empty).maximum, double(kMaxHorizonMonths));
}

void TestScenarioFields::everyFieldIsBound()
{
    // Every field reaches its place in the scenario structs, through a binding that fits its
    // type; the what-if drivers are (key, value) pairs of their block, kept by the variant.
    using Kind = FieldBinding::Kind;
    QHash<std::pair<QString, const void *>, QString> tags;
    for (const FieldSpec &f : ScenarioSchema::fields()) {
        const QString where = QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key));
        if (QLatin1String(f.block) == QLatin1String(ScenarioSchema::field<&StoredVariant::drivers>().child)) {
            QVERIFY2(!f.bind.tag, qPrintable(where));
            continue;
        }
        QVERIFY2(f.bind.tag, qPrintable(where + QStringLiteral(" has no binding")));
        switch (f.type) {
        case FieldType::Object: QCOMPARE(f.bind.kind, Kind::Object); break;
        case FieldType::Array: QCOMPARE(f.bind.kind, Kind::Array); break;
        case FieldType::Drivers: QCOMPARE(f.bind.kind, Kind::Drivers); break;
        case FieldType::Currency:
            // An amount's currency, a code (the reporting currency, a rate's), or one checked by a rule.
            QVERIFY2(f.bind.kind == Kind::Currency || f.bind.kind == Kind::Input || f.bind.text, qPrintable(where));
            break;
        case FieldType::Text:
        case FieldType::Date:
        case FieldType::Month: QVERIFY2(f.bind.text && f.bind.setText, qPrintable(where)); break;
        case FieldType::Choice:
            QVERIFY2(!f.choices.empty(), qPrintable(where));
            QVERIFY2((f.bind.number && f.bind.setNumber) || f.bind.setText, qPrintable(where));
            break;
        case FieldType::Number:
        case FieldType::Integer:
        case FieldType::Boolean:
            QVERIFY2(f.bind.kind == Kind::Input || (f.bind.number && f.bind.setNumber), qPrintable(where));
            break;
        }
        // Within a block (with its extension) one field per member, so that a rule can name a
        // field by its member; groups and inherited currencies share a tag of their own.
        if (f.bind.kind == Kind::Value || f.bind.kind == Kind::Input || f.bind.kind == Kind::Array) {
            const BlockSpec *b = ScenarioSchema::findBlock(f.block);
            const auto scope = std::make_pair(QString::fromLatin1(b->extends ? b->extends : b->id), f.bind.tag);
            QVERIFY2(!tags.contains(scope), qPrintable(where + QStringLiteral(" is bound like ") + tags.value(scope)));
            tags.insert(scope, where);
        }
    }
}

void TestScenarioFields::structDefaultsAreTheTable()
{
    // A default-constructed struct holds the table's default of each of its fields (absent
    // optional members mean "the default", e.g. the VAT rates), and a choice's default in words.
    for (const FieldSpec &f : ScenarioSchema::fields()) {
        if (!f.bind.number || f.bind.kind != FieldBinding::Kind::Value)
            continue;
        const QString where = QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key));
        Scenario s;
        const void *object = test::makeBlock(s, f.block);
        const std::optional<double> value = f.bind.number(object);
        if (f.defaultValue && value)
            QVERIFY2(std::abs(*value - *f.defaultValue) < 1e-9,
                qPrintable(QStringLiteral("%1: the struct starts at %2, the table says %3")
                               .arg(where)
                               .arg(*value)
                               .arg(*f.defaultValue)));
        if (f.type == FieldType::Choice && f.defaultText && f.choiceValue(QLatin1String(f.defaultText)) && value)
            QVERIFY2(qstrcmp(f.choiceName(int(*value)), f.defaultText) == 0,
                qPrintable(where + QStringLiteral(" starts at ") + QLatin1String(f.choiceName(int(*value)))));
    }
}

void TestScenarioFields::presetsOfNewStructs()
{
    // The presets of a new scenario are its struct's starting values; applyPresets gives a new
    // self-hosted option the reference servers (COST-MODEL.md): 6.5 kW, PUE 1.3, 0.63 per kWh.
    QCOMPARE(double(Scenario{}.horizonMonths), *ScenarioSchema::field<&Scenario::horizonMonths>().preset);
    Option o;
    o.spec = SelfHostedOption{};
    ScenarioSchema::applyPresets(ScenarioSchema::field<&Scenario::options>().child, &o);
    const SelfHostedOption &h = *o.selfHosted();
    QCOMPARE(h.gpusPerServer, 8);
    QCOMPARE(h.typicalKwPerServer, 6.5);
    QCOMPARE(h.maxKwPerServer, 10.2);
    QCOMPARE(h.pue, 1.3);
    QCOMPARE(h.powerPricePerKwh, 0.63);
    QCOMPARE(h.idlePowerFraction, 0.3);
    QCOMPARE(h.residualFraction, 0.25);
    QCOMPARE(h.lifeMonths, 60); // the default
    QVERIFY(!h.financing); // absent blocks stay absent
    Option c;
    ScenarioSchema::applyPresets(ScenarioSchema::field<&Scenario::options>().child, &c);
    QCOMPARE(c.cloud()->gpusPerInstance, 8);
}

void TestScenarioFields::docsAreGenerated()
{
    const QString docs = QString::fromUtf8(readAll(source(QStringLiteral("docs/scenario-format.md"))));
    QVERIFY(docs.contains(QStringLiteral("<!-- fields:reserved -->")));
    // Every block of the table has its generated table in the docs.
    for (const BlockSpec &b : ScenarioSchema::blocks())
        QVERIFY2(docs.contains(QStringLiteral("<!-- fields:%1 -->").arg(QLatin1String(b.id))), b.id);
    QVERIFY2(ScenarioSchema::updateMarkdown(docs) == docs,
        "docs/scenario-format.md differs from the field table: run bash scripts/update-schema.sh");
}

void TestScenarioFields::jsonSchemaIsCommitted()
{
    QVERIFY2(readAll(source(QStringLiteral("docs/scenario.schema.json"))) == ScenarioSchema::jsonSchema(),
        "docs/scenario.schema.json differs from the field table: run bash scripts/update-schema.sh");
}

QHash<QString, QString> TestScenarioFields::validate(const QStringList &files)
{
    QHash<QString, QString> verdicts;
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
        QStringList{source(QStringLiteral("tests/models/validate_schema.py")),
            source(QStringLiteral("docs/scenario.schema.json"))}
            + files);
    if (!python.waitForFinished(120000) || python.exitCode() != 0) {
        qWarning().noquote() << python.readAllStandardError() << python.readAllStandardOutput();
        return verdicts; // the callers fail on the missing verdicts
    }
    for (const QString &line :
        QString::fromUtf8(python.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype at = line.lastIndexOf(QStringLiteral(".json: "));
        if (at > 0)
            verdicts.insert(line.left(at + 5), line.mid(at + 7));
    }
    return verdicts;
}

void TestScenarioFields::schemaAcceptsWhatTheLoaderAccepts()
{
    // The examples as committed, and as the app saves them.
    QStringList files;
    const QDir examples(source(QStringLiteral("resources/examples")));
    for (const QString &name : examples.entryList({QStringLiteral("*.json")})) {
        files << examples.filePath(name);
        const LoadResult r = ScenarioLoader::loadFile(examples.filePath(name));
        QVERIFY2(r.ok(), qPrintable(r.errorString()));
        const QString saved = mTemp.filePath(QStringLiteral("saved-") + name);
        QCOMPARE(ScenarioWriter::save(*r.scenario, saved), QString());
        files << saved;
    }
    QFile base(mTemp.filePath(QStringLiteral("base.json")));
    QVERIFY(base.open(QIODevice::WriteOnly));
    base.write(kBase);
    base.close();
    QVERIFY(ScenarioLoader::loadFile(base.fileName()).ok());
    files << base.fileName();
    const auto verdicts = validate(files);
    for (const QString &f : files)
        QVERIFY2(verdicts.value(f) == QLatin1String("valid"),
            qPrintable(f + QStringLiteral(": ")
                + verdicts.value(f, QStringLiteral("no verdict (is python3-jsonschema installed?)"))));
}

void TestScenarioFields::schemaRejectsWhatTheLoaderRejects_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    auto row = [](const char *name, const char *from, const char *to) {
        QTest::newRow(name) << QString::fromUtf8(from) << QString::fromUtf8(to);
    };
    row("negative GPU count", R"("gpuCount": 16)", R"("gpuCount": -3)");
    row("GPU count as text", R"("gpuCount": 16)", R"("gpuCount": "16")");
    row("horizon above 120", R"("horizonMonths": 24)", R"("horizonMonths": 121)");
    row("horizon not whole", R"("horizonMonths": 24)", R"("horizonMonths": 12.5)");
    row("misspelt field", R"("gpuCount": 16)", R"("gpuCout": 16)");
    row("unknown option type", R"("type": "selfHosted")", R"("type": "rented")");
    row("no name", R"("name": "Base",)", "");
    row("empty name", R"("name": "Base")", R"("name": " ")");
    row("unknown currency", R"("reportingCurrency": "CNY")", R"("reportingCurrency": "XXX")");
    row("busy hours given twice", R"("utilizationPercent": 60)",
        R"("utilizationPercent": 60, "busyHoursPerMonth": 400)");
    row("busy hours missing", R"(, "utilizationPercent": 60)", "");
    row("price and quote", R"("pricePerInstanceHour": 250})",
        R"("pricePerInstanceHour": 250, "quoteNeeded": "asked"})");
    row("price of 0", R"("pricePerInstanceHour": 250})", R"("pricePerInstanceHour": 0})");
    row("no payment", R"("payment": "noUpfront", )", "");
    row("unknown payment", R"("payment": "noUpfront")", R"("payment": "monthly")");
    row("reserved priced twice", R"("discountPercent": 40})",
        R"("discountPercent": 40, "effectivePricePerInstanceHour": 100})");
    row("discount without list price", R"("onDemandPricePerInstanceHour": 250, "discountPercent": 40})",
        R"("discountPercent": 40})");
    row("no interruption rate", R"(, "meanHoursBetweenInterruptions": 50)", "");
    row("no GPUs per server", R"("gpusPerServer": 8, )", "");
    row("PUE below 1", R"("pue": 1.3)", R"("pue": 0.9)");
    row("rack rent without kW per rack", R"("kwPerRack": 20, )", "");
    row("no egress tier", R"("tiers": [{"upToGb": 100, "pricePerGb": 0}, {"pricePerGb": 0.5}])", R"("tiers": [])");
    row("no uncertain input", R"("inputs": [{"driver": "gpuCount", "lowPercent": -10, "highPercent": 20}])",
        R"("inputs": [])");
    row("uncertain horizon", R"("driver": "gpuCount")", R"("driver": "horizonMonths")");
    row("unknown what-if key", R"("drivers": {"gpuCount": 32})", R"("drivers": {"gpuCounts": 32})");
    row("what-if out of range", R"("drivers": {"gpuCount": 32})", R"("drivers": {"gpuCount": 5000})");
    row("date not ISO", R"("asOf": "2026-11-01")", R"("asOf": "2026/11/01")");
    row("on-demand with spot", R"("spot": {"pricePerInstanceHour": 10, "meanHoursBetweenInterruptions": 50})",
        R"("spot": {"pricePerInstanceHour": 10, "meanHoursBetweenInterruptions": 50}, "onDemand": {"pricePerInstanceHour": 20})");
    row("cloud without pricing", R"(,
     "onDemand": {"pricePerInstanceHour": 250})",
        "");
    row("job sized twice", R"("usefulGpuHours": 10000)", R"("usefulGpuHours": 10000, "trainingFlops": 1e21)");
    row("zero exchange rate", R"("rate": 7.2)", R"("rate": 0)");
    row("options not an array", R"("options": [)", R"("options": {"x": [)");
}

void TestScenarioFields::schemaRejectsWhatTheLoaderRejects()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QString text = QString::fromUtf8(kBase);
    QVERIFY2(text.contains(from), qPrintable(from));
    text.replace(text.indexOf(from), from.size(), to);
    if (from.startsWith(QLatin1String("\"options\": [")))
        text.replace(QStringLiteral("  ],\n  \"job\""), QStringLiteral("  ]},\n  \"job\""));
    const QString name
        = mTemp.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))
            + QStringLiteral(".json"));
    QFile f(name);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
    f.close();
    const LoadResult r = ScenarioLoader::loadFile(name);
    QVERIFY2(!r.ok(), "the loader accepts it");
    const QString verdict = validate({name}).value(name);
    QVERIFY2(verdict.startsWith(QLatin1String("invalid")),
        qPrintable(QStringLiteral("the schema says \"%1\"; the loader: %2").arg(verdict, r.errorString())));
}

void TestScenarioFields::awaitedPricesSaveReopenAndStayOut()
{
    // A cloud option just added in the app (price 0), a reserved term and a server price
    // awaiting quotes, and one priced option.
    Scenario s;
    s.name = QStringLiteral("Quotes");
    s.demand.gpuCount = 16;
    s.demand.busyHoursPerMonth = 730;
    Option priced{QStringLiteral("od"), QStringLiteral("On-demand"), {}, CloudOption{}, {}, {}};
    auto &c = std::get<CloudOption>(priced.spec);
    c.gpusPerInstance = 8;
    c.onDemand = OnDemandPricing{100.0, {}, {}, {}, {}};
    Option fresh{QStringLiteral("new"), QStringLiteral("New cloud option"), {}, CloudOption{}, {}, {}};
    std::get<CloudOption>(fresh.spec).onDemand = OnDemandPricing{};
    Option ascend{QStringLiteral("ascend"), QStringLiteral("910B subscription"), {}, CloudOption{}, {}, {}};
    ReservedPricing rp;
    rp.quoteNeeded = QStringLiteral("asked Huawei on 2026-11-20");
    std::get<CloudOption>(ascend.spec).reserved = rp;
    Option own{QStringLiteral("own"), QStringLiteral("Own"), {}, SelfHostedOption{}, {}, {}};
    auto &h = std::get<SelfHostedOption>(own.spec);
    h.serverQuoteNeeded = QStringLiteral("vendor quote due in December");
    h.typicalKwPerServer = 6;
    h.maxKwPerServer = 6;
    h.powerPricePerKwh = 0.63;
    s.options = {priced, fresh, ascend, own};

    const QByteArray json = ScenarioWriter::toJson(s);
    QVERIFY(!json.contains("\"pricePerInstanceHour\": 0"));
    QVERIFY(json.contains("\"quoteNeeded\": \"asked Huawei on 2026-11-20\""));
    const LoadResult r = ScenarioLoader::loadBytes(json, QStringLiteral("quotes.json"));
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    QCOMPARE(ScenarioWriter::toJson(*r.scenario), json); // reopens as saved
    QCOMPARE(r.scenario->options.size(), std::size_t(4));

    // Computed: the priced option only, the others listed with the reason: 2 instances x
    // 730 h x 100 = 146,000 a month, 36 months = 5,256,000.
    const ScenarioResult result = CostEngine::compute(*r.scenario);
    QVERIFY(result.ok());
    QCOMPARE(result.options.size(), std::size_t(1));
    QCOMPARE(result.options[0].total, 5256000.0);
    QCOMPARE(result.awaitingQuotes.size(), std::size_t(3));
    QCOMPARE(result.awaitingQuotes[0].optionId, QStringLiteral("new"));
    QCOMPARE(result.awaitingQuotes[0].reason, QStringLiteral("on-demand price needed: ask for a quote"));
    QCOMPARE(result.awaitingQuotes[1].reason, QStringLiteral("reserved price needed: asked Huawei on 2026-11-20"));
    QCOMPARE(result.awaitingQuotes[2].reason, QStringLiteral("server price needed: vendor quote due in December"));
}

void TestScenarioFields::scenarioWithoutOptionsSavesAndReopens()
{
    // File > New: a scenario with demand and no options yet.
    Scenario s;
    s.name = QStringLiteral("New scenario");
    s.demand.gpuCount = 8;
    s.demand.busyHoursPerMonth = 730;
    const QByteArray json = ScenarioWriter::toJson(s);
    const LoadResult r = ScenarioLoader::loadBytes(json, QStringLiteral("new.json"));
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    QVERIFY(r.scenario->options.empty());
    QCOMPARE(ScenarioWriter::toJson(*r.scenario), json);
    const ScenarioResult result = CostEngine::compute(*r.scenario);
    QVERIFY(result.ok());
    QVERIFY(result.options.empty());
}

void TestScenarioFields::reservedAmountsFollowHoursPerMonth()
{
    // A 12-month term at 60 an hour, 25% upfront: 60 x 730 x 12 = 525,600 -> 131,400 upfront
    // and 32,850 a month; at 720 h: 518,400 -> 129,600 and 32,400. Nothing is cached, so
    // the engine follows a change of hours per month at once.
    Scenario s;
    s.name = QStringLiteral("Hours");
    s.horizonMonths = 12;
    s.demand.gpuCount = 8;
    s.demand.busyHoursPerMonth = 730;
    Option o{QStringLiteral("sub"), QStringLiteral("Sub"), {}, CloudOption{}, {}, {}};
    ReservedPricing rp;
    rp.payment = PaymentOption::PartialUpfront;
    rp.upfrontPercent = 25;
    rp.effectivePricePerInstanceHour = 60;
    auto &c = std::get<CloudOption>(o.spec);
    c.gpusPerInstance = 8;
    c.reserved = rp;
    s.options = {o};
    QCOMPARE(CostEngine::compute(s).options[0].total, 525600.0);
    s.hoursPerMonth = 720;
    s.demand.busyHoursPerMonth = 720;
    QCOMPARE(CostEngine::compute(s).options[0].total, 518400.0);
    QCOMPARE(c.reserved->amounts(720).upfront, 129600.0);
    QCOMPARE(c.reserved->amounts(720).monthly, 32400.0);
}

QTEST_GUILESS_MAIN(TestScenarioFields)
#include "tst_scenariofields.moc"
