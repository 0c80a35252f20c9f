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
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

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
    void fixturesHoldEveryField();
    void boundaries_data();
    void boundaries();
    void schemaAgreesOnBoundaries();
    void noFieldNameIsSpelled();
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
    void loadFixtures();
    /// A file with one field set to a boundary (or left out), and what the loader should say.
    struct Boundary
    {
        QString name;
        QByteArray bytes;
        QString path; ///< of the field
        bool accepted;
        QString reason; ///< a pattern of the reason when refused
        int field; ///< index in ScenarioSchema::fields()
        QString pointer; ///< JSON pointer of the field's object
        double number; ///< the value set, NaN for text
        QString text;
        bool ruled; ///< a rule of the loader decides (RuleBoundary), not the field's row
    };
    std::vector<Boundary> boundaryCases();
    /// "valid" or "invalid: ..." per file, from the validator script.
    QHash<QString, QString> validate(const QStringList &files);

    QDir mSourceDir;
    QTemporaryDir mTemp;
    /// tests/models/boundaries/fixture-*.json, and the objects of every block in them.
    std::vector<test::ojson> mFixtures;
    std::map<std::string, std::vector<test::BlockInstance>> mInstances;
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
        // A default the help names is the table's (the horizon's said "Default 36" when it had none).
        static const QRegularExpression said(QStringLiteral(R"(\bDefault:? ([-0-9.]+))"));
        if (const auto m = said.match(QLatin1String(f.help)); m.hasMatch())
            QVERIFY2(f.defaultValue && *f.defaultValue == m.captured(1).toDouble(),
                qPrintable(where + QStringLiteral(": the help says default ") + m.captured(1)));
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

void TestScenarioFields::loadFixtures()
{
    if (!mFixtures.empty())
        return;
    const QDir dir(QFINDTESTDATA("boundaries"));
    for (const QString &name : dir.entryList({QStringLiteral("fixture-*.json")})) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(f.fileName()));
        mFixtures.push_back(test::ojson::parse(f.readAll().toStdString()));
        test::collectBlocks(
            mFixtures.back(), ScenarioSchema::top().id, std::string(), int(mFixtures.size()) - 1, mInstances);
    }
}

namespace {

/// The first object of the field's block in the fixtures that gives the field.
std::optional<test::BlockInstance> instanceOf(const FieldSpec &f, const std::vector<test::ojson> &fixtures,
    const std::map<std::string, std::vector<test::BlockInstance>> &instances)
{
    const auto it = instances.find(f.block);
    if (it == instances.end())
        return std::nullopt;
    for (const test::BlockInstance &i : it->second)
        if (fixtures[std::size_t(i.fixture)][test::ojson::json_pointer(i.pointer)].contains(f.key))
            return i;
    return std::nullopt;
}

/// "$.options[3].reserved.key" of a field at a JSON pointer.
QString jsonPath(const std::string &pointer, const char *key)
{
    QString path = QStringLiteral("$");
    for (const QString &token : QString::fromStdString(pointer).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        bool index = false;
        token.toInt(&index);
        path += index ? QStringLiteral("[%1]").arg(token) : QLatin1Char('.') + token;
    }
    return path + QLatin1Char('.') + QLatin1String(key);
}

/// A boundary the loader's rules move (a value the table allows that another field refuses),
/// with the reason it gives; everything else is decided by the field's own row.
struct RuleBoundary
{
    const FieldSpec *field;
    bool maximum; ///< the maximum, else the minimum
    const char *reason;
};

std::vector<RuleBoundary> ruleBoundaries()
{
    using ScenarioSchema::field;
    const char *noPrice = "a discount of 100% or more leaves no price";
    return {
        {&ScenarioSchema::fieldByTag(bind::inputTagOf<&Scenario::kFormatVersion>()), true, "newer version"},
        {&field<&OnDemandPricing::discountPercent>(), true, noPrice},
        {&field<&SpotPricing::discountPercent>(), true, noPrice},
        {&field<&ReservedPricing::discountPercent>(), true, noPrice},
        {&field<&ReservedPricing::negotiatedDiscountPercent>(), true, noPrice},
        // The fixtures' hours per month are 730, their servers' typical power 6 kW, their
        // life 60 months, their horizon 24 months (fiscal years 1 and 2).
        {&field<&Demand::busyHoursPerMonth>(), true, "the largest allowed value is 730"},
        {&field<&SelfHostedOption::maxKwPerServer>(), false, "is below the typical power"},
        {&field<&SelfHostedOption::alreadyOwnedAgeMonths>(), true, "past a life of 60 months"},
        {&field<&OneTimeCost::month>(), true, "is after the horizon"},
        {&field<&FiscalYearBudget::year>(), true, "is outside the horizon"},
        // A payment schedule's percents add up to 100: one milestone at 0 or 100 breaks it.
        {&field<&PaymentMilestone::percent>(), false, "not 100"},
        {&field<&PaymentMilestone::percent>(), true, "not 100"},
    };
}

} // namespace

void TestScenarioFields::fixturesHoldEveryField()
{
    // Every field of the table is given somewhere in the fixtures, so that the boundary tests
    // reach it; the fixtures load.
    loadFixtures();
    for (std::size_t i = 0; i < mFixtures.size(); ++i) {
        const LoadResult r
            = ScenarioLoader::loadBytes(QByteArray::fromStdString(mFixtures[i].dump()), QStringLiteral("f"));
        QVERIFY2(r.ok(), qPrintable(r.errorString()));
    }
    QStringList missing;
    for (const FieldSpec &f : ScenarioSchema::fields())
        if (!instanceOf(f, mFixtures, mInstances))
            missing << QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key));
    QVERIFY2(
        missing.isEmpty(), qPrintable(QStringLiteral("not in the fixtures: ") + missing.join(QStringLiteral(", "))));
}

std::vector<TestScenarioFields::Boundary> TestScenarioFields::boundaryCases()
{
    // Generated from the table: for every number its minimum and maximum (accepted), just
    // outside both and an exclusive minimum (refused), a whole number's fraction (refused);
    // every required field missing (refused); every choice (accepted). Each in the first
    // object of the fixtures that gives the field, the rest of the file as it is.
    loadFixtures();
    std::vector<Boundary> cases;
    const auto rules = ruleBoundaries();
    const auto fields = ScenarioSchema::fields();
    for (std::size_t n = 0; n < fields.size(); ++n) {
        const FieldSpec &f = fields[n];
        const auto at = instanceOf(f, mFixtures, mInstances);
        if (!at || f.bind.kind == FieldBinding::Kind::Object || f.bind.kind == FieldBinding::Kind::Array)
            continue;
        const test::ojson::json_pointer pointer(at->pointer);
        const QString where = QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key));
        const auto row = [&](const QString &name, const std::optional<test::ojson> &value, const QString &reason,
                             double number, const QString &text = {}, const RuleBoundary *rule = nullptr) {
            test::ojson doc = mFixtures[std::size_t(at->fixture)];
            if (value)
                doc[pointer][f.key] = *value;
            else
                doc[pointer].erase(f.key);
            cases.push_back({where + QLatin1Char(' ') + name, QByteArray::fromStdString(doc.dump(1)),
                jsonPath(at->pointer, f.key), reason.isEmpty() && !rule, rule ? QLatin1String(rule->reason) : reason,
                int(n), QString::fromStdString(at->pointer), number, text, rule != nullptr});
        };
        const double nan = std::numeric_limits<double>::quiet_NaN();
        if (f.required)
            row(QStringLiteral("missing"), std::nullopt, QStringLiteral("required field is missing"), nan);
        if (f.type == FieldType::Choice && f.bind.kind == FieldBinding::Kind::Value
            && &f != ScenarioSchema::selector(f.block)) {
            for (const ChoiceValue &c : f.choices)
                row(QStringLiteral("choice %1").arg(QLatin1String(c.name)), test::ojson(c.name), {},
                    f.bind.number ? double(c.value) : nan, f.bind.number ? QString() : QLatin1String(c.name));
            continue;
        }
        // Text: one character more than its longest (CJK: characters, not bytes) is refused.
        if (f.type == FieldType::Text && f.bind.kind == FieldBinding::Kind::Value)
            row(QStringLiteral("too long"), test::ojson(QString(f.maxLength() + 1, QChar(0x540D)).toStdString()),
                QStringLiteral("characters long: at most %1 are allowed").arg(f.maxLength()), nan);
        if (f.type != FieldType::Number && f.type != FieldType::Integer)
            continue;
        const auto rule = [&](bool maximum) -> const RuleBoundary * {
            for (const RuleBoundary &r : rules)
                if (r.field == &f && r.maximum == maximum)
                    return &r;
            return nullptr;
        };
        const bool whole = f.type == FieldType::Integer;
        const auto step = [&](double bound) { return whole ? 1.0 : std::max(std::abs(bound) * 1e-6, 1e-6); };
        const auto number = [&](double v) { return whole ? test::ojson(std::llround(v)) : test::ojson(v); };
        const QString below = QStringLiteral("must not be negative|is out of range|must be greater than 0");
        if (f.minExclusive) {
            row(QStringLiteral("exclusive minimum"), number(f.minimum), below, nan);
            row(QStringLiteral("just above the minimum"), number(f.minimum + step(f.minimum)), {},
                f.minimum + step(f.minimum));
        } else {
            row(QStringLiteral("minimum"), number(f.minimum), {}, f.minimum, {}, rule(false));
            row(QStringLiteral("below the minimum"), number(f.minimum - step(f.minimum)), below, nan);
        }
        row(QStringLiteral("maximum"), number(f.maximum), {}, f.maximum, {}, rule(true));
        row(QStringLiteral("above the maximum"), number(f.maximum + step(f.maximum)), QStringLiteral("is out of range"),
            nan);
        if (f.smallestNonZero > 0.0) {
            row(QStringLiteral("smallest non-zero"), number(f.smallestNonZero), {}, f.smallestNonZero);
            row(QStringLiteral("below the smallest non-zero"), number(f.smallestNonZero / 2),
                QStringLiteral("is too small"), nan);
        }
        if (whole && f.minimum + 0.5 < f.maximum)
            row(QStringLiteral("not whole"), test::ojson(f.minimum + 1.5), QStringLiteral("must be a whole number"),
                nan);
    }
    return cases;
}

void TestScenarioFields::boundaries_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("field"); // index in ScenarioSchema::fields()
    QTest::addColumn<QString>("pointer"); // of the field's object
    QTest::addColumn<double>("number"); // the value set, NaN for text
    QTest::addColumn<QString>("text");
    for (const Boundary &b : boundaryCases())
        QTest::newRow(qPrintable(b.name))
            << b.bytes << b.path << b.accepted << b.reason << b.field << b.pointer << b.number << b.text;
}

void TestScenarioFields::schemaAgreesOnBoundaries()
{
    // The JSON Schema made from the table accepts and refuses what the loader does at every
    // boundary, but for those a rule of the loader moves (the schema knows no other field's value).
    QStringList files;
    const std::vector<Boundary> cases = boundaryCases();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        files << mTemp.filePath(QStringLiteral("boundary-%1.json").arg(i));
        QFile f(files.back());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(cases[i].bytes);
    }
    const auto verdicts = validate(files);
    QCOMPARE(verdicts.size(), files.size());
    QStringList disagree;
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (!cases[i].ruled
            && verdicts.value(files[qsizetype(i)]).startsWith(QLatin1String("valid")) != cases[i].accepted)
            disagree << cases[i].name + QStringLiteral(": ") + verdicts.value(files[qsizetype(i)]);
    QVERIFY2(disagree.isEmpty(), qPrintable(disagree.join(QLatin1Char('\n'))));
}

void TestScenarioFields::boundaries()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(bool, accepted);
    QFETCH(QString, reason);
    QFETCH(int, field);
    QFETCH(QString, pointer);
    QFETCH(double, number);
    QFETCH(QString, text);
    const LoadResult r = ScenarioLoader::loadBytes(bytes, QStringLiteral("b.json"));
    if (!accepted) {
        // Refused at the field, or at the list it is in (a rule over the list's elements, such as
        // a payment schedule adding up to 100 %), with the reason.
        const QRegularExpression why(reason);
        const bool found = std::any_of(r.problems.begin(), r.problems.end(), [&](const Diagnostic &d) {
            const bool at = d.path == path || path.startsWith(d.path + QLatin1Char('['));
            return at && why.match(d.message).hasMatch();
        });
        QVERIFY2(!r.ok() && found,
            qPrintable(QStringLiteral("expected %1: %2, got:\n%3").arg(path, reason, r.errorString())));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    // The value is where its binding says, saved and reopened as it was.
    const FieldSpec &f = ScenarioSchema::fields()[std::size_t(field)];
    const QByteArray saved = ScenarioWriter::toJson(*r.scenario);
    const LoadResult reopened = ScenarioLoader::loadBytes(saved, QStringLiteral("saved.json"));
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString() + QLatin1Char('\n') + QString::fromUtf8(saved)));
    QCOMPARE(ScenarioWriter::toJson(*reopened.scenario), saved);
    if (f.bind.kind != FieldBinding::Kind::Value)
        return; // another way to give a member (utilization, hours between interruptions)
    for (const Scenario *s : {&*r.scenario, &*reopened.scenario}) {
        const void *object = test::structAt(*s, pointer.toStdString(), f.block);
        if (f.bind.number)
            QVERIFY2(f.bind.number(object)
                    && std::abs(*f.bind.number(object) - number) <= 1e-9 * std::max(1.0, std::abs(number)),
                qPrintable(QStringLiteral("holds %1").arg(f.bind.number(object).value_or(-1.0))));
        else
            QCOMPARE(f.bind.text(object), text);
    }
}

void TestScenarioFields::noFieldNameIsSpelled()
{
    // The loader, the writer and the editor find fields through the table (by member or by
    // walking it), so no field's key is a string literal in their sources (comments aside).
    // Allowed: words the code needs for something other than a field, each with its reason.
    const QHash<QString, QString> allowed = {
        {QStringLiteral("cloud"), QStringLiteral("the id a new cloud option starts with (scenarioeditor.cpp)")},
    };
    QSet<QString> keys;
    for (const FieldSpec &f : ScenarioSchema::fields()) {
        keys.insert(QLatin1String(f.key));
        keys.insert(QStringLiteral("%1.%2").arg(QLatin1String(f.block), QLatin1String(f.key)));
    }
    static const QRegularExpression comments(
        QStringLiteral(R"(//[^\n]*|/\*.*?\*/)"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression chars(QStringLiteral(R"('(\\.|[^'\\])')"));
    static const QRegularExpression literals(QStringLiteral(R"re("((?:\\.|[^"\\])*)")re"));
    const QStringList sources
        = {QStringLiteral("models/scenario/scenarioloader.h"), QStringLiteral("models/scenario/scenarioloader.cpp"),
            QStringLiteral("models/scenario/blockreader.h"), QStringLiteral("models/scenario/blockreader.cpp"),
            QStringLiteral("models/scenario/loaderrules.h"), QStringLiteral("models/scenario/loaderrules.cpp"),
            QStringLiteral("models/scenario/scenariowriter.h"), QStringLiteral("models/scenario/scenariowriter.cpp"),
            QStringLiteral("ui/scenarioeditor.h"), QStringLiteral("ui/scenarioeditor.cpp"),
            QStringLiteral("ui/editorforms.cpp"), QStringLiteral("ui/editorplaces.h")};
    int literalsRead = 0;
    for (const QString &file : sources) {
        QString text = QString::fromUtf8(readAll(source(file)));
        QVERIFY2(!text.isEmpty(), qPrintable(file));
        text.remove(comments).remove(chars);
        for (auto it = literals.globalMatch(text); it.hasNext();) {
            const QString literal = it.next().captured(1);
            ++literalsRead;
            QVERIFY2(!keys.contains(literal) || allowed.contains(literal),
                qPrintable(QStringLiteral("%1 spells the field name \"%2\"").arg(file, literal)));
        }
    }
    QVERIFY(literalsRead > 100); // the sources were read
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
    row("GPU count as text", R"("gpuCount": 16)", R"("gpuCount": "16")");
    row("misspelt field", R"("gpuCount": 16)", R"("gpuCout": 16)");
    row("unknown option type", R"("type": "selfHosted")", R"("type": "rented")");
    row("empty name", R"("name": "Base")", R"("name": " ")");
    row("unknown currency", R"("reportingCurrency": "CNY")", R"("reportingCurrency": "XXX")");
    row("busy hours given twice", R"("utilizationPercent": 60)",
        R"("utilizationPercent": 60, "busyHoursPerMonth": 400)");
    row("busy hours missing", R"(, "utilizationPercent": 60)", "");
    row("price and quote", R"("pricePerInstanceHour": 250})",
        R"("pricePerInstanceHour": 250, "quoteNeeded": "asked"})");
    row("unknown payment", R"("payment": "noUpfront")", R"("payment": "monthly")");
    row("reserved priced twice", R"("discountPercent": 40})",
        R"("discountPercent": 40, "effectivePricePerInstanceHour": 100})");
    row("discount without list price", R"("onDemandPricePerInstanceHour": 250, "discountPercent": 40})",
        R"("discountPercent": 40})");
    row("no interruption rate", R"(, "meanHoursBetweenInterruptions": 50)", "");
    row("rack rent without kW per rack", R"("kwPerRack": 20, )", "");
    row("no egress tier", R"("tiers": [{"upToGb": 100, "pricePerGb": 0}, {"pricePerGb": 0.5}])", R"("tiers": [])");
    row("no uncertain input", R"("inputs": [{"driver": "gpuCount", "lowPercent": -10, "highPercent": 20}])",
        R"("inputs": [])");
    row("uncertain horizon", R"("driver": "gpuCount")", R"("driver": "horizonMonths")");
    row("unknown what-if key", R"("drivers": {"gpuCount": 32})", R"("drivers": {"gpuCounts": 32})");
    row("what-if out of range", R"("drivers": {"gpuCount": 32})", R"("drivers": {"gpuCount": 20000000})");
    row("date not ISO", R"("asOf": "2026-11-01")", R"("asOf": "2026/11/01")");
    row("on-demand with spot", R"("spot": {"pricePerInstanceHour": 10, "meanHoursBetweenInterruptions": 50})",
        R"("spot": {"pricePerInstanceHour": 10, "meanHoursBetweenInterruptions": 50}, "onDemand": {"pricePerInstanceHour": 20})");
    row("cloud without pricing", R"(,
     "onDemand": {"pricePerInstanceHour": 250})",
        "");
    row("job sized twice", R"("usefulGpuHours": 10000)", R"("usefulGpuHours": 10000, "trainingFlops": 1e21)");
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
