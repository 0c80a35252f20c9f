#include "scenariofields.h"

#include "fieldtable.h"
#include "scenarioloader.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cmath>
#include <unordered_map>

namespace gputco {

namespace {

// clang-format off
constexpr BlockSpec kBlocks[] = {
    {"scenario", "Top level"},
    {"exchangeRate", "exchangeRates[]"},
    {"priceTrends", "priceTrends"},
    {"demand", "demand (capacity view)", nullptr, nullptr, "busyHoursPerMonth|utilizationPercent"},
    {"option", "Options"},
    {"cloud", "Cloud options (\"type\": \"cloud\")", "option", "cloud", "onDemand/reserved/commitments/spot;!onDemand+spot;!reserved+commitments",
     [](const void *o) -> const void * { return static_cast<const Option *>(o)->cloud(); },
     [](void *o) -> void * { return std::get_if<CloudOption>(&static_cast<Option *>(o)->spec); }},
    {"onDemand", "onDemand", nullptr, nullptr, "pricePerInstanceHour|onDemandPricePerInstanceHour+discountPercent|quoteNeeded"},
    {"reserved", "reserved", nullptr, nullptr,
     "upfrontPerInstance/monthlyPerInstance/listUpfrontPerInstance/listMonthlyPerInstance|effectivePricePerInstanceHour|"
     "onDemandPricePerInstanceHour+discountPercent|quoteNeeded;"
     "!instances+sharePercent;listUpfrontPerInstance>negotiatedDiscountPercent;listMonthlyPerInstance>negotiatedDiscountPercent"},
    {"spot", "spot", nullptr, nullptr,
     "pricePerInstanceHour|onDemandPricePerInstanceHour+discountPercent|quoteNeeded;"
     "interruptionsPerInstanceHour|meanHoursBetweenInterruptions"},
    {"selfHosted", "Self-hosted options (\"type\": \"selfHosted\")", "option", "selfHosted", nullptr,
     [](const void *o) -> const void * { return static_cast<const Option *>(o)->selfHosted(); },
     [](void *o) -> void * { return std::get_if<SelfHostedOption>(&static_cast<Option *>(o)->spec); }},
    {"servers", "servers", nullptr, nullptr, "pricePerServer|quoteNeeded"},
    {"capex", "capex"},
    {"depreciation", "depreciation"},
    {"power", "power"},
    {"space", "space", nullptr, nullptr, "pricePerRackMonth>kwPerRack"},
    {"staff", "staff"},
    {"operations", "operations"},
    {"financing", "financing"},
    {"paymentMilestone", "paymentSchedule[] (self-hosted options)"},
    {"provenance", "provenance (of an option and of every block with prices)"},
    {"priceQuote", "provenance.quote"},
    {"fees", "fees (hidden fees, any option)"},
    {"egress", "fees.egress"},
    {"egressTier", "fees.egress.tiers[]"},
    {"bandwidth", "fees.bandwidth"},
    {"crossAz", "fees.crossAz"},
    {"storageVolume", "fees.storage[]"},
    {"checkpoints", "fees.checkpoints"},
    {"requestFee", "fees.requests[]"},
    {"provisioned", "fees.provisioned"},
    {"otherFee", "fees.other[]"},
    {"job", "job", nullptr, nullptr, "usefulGpuHours|trainingFlops|parameters+tokens"},
    {"storageClass", "job.storageClasses[]"},
    {"interconnect", "job.interconnects[]"},
    {"optionProfile", "job.optionProfiles[]"},
    {"uncertainty", "uncertainty"},
    {"uncertainInput", "uncertainty.inputs[]"},
    {"calendar", "calendar"},
    {"budget", "budget", nullptr, nullptr, "perYear|horizonTotal|fiscalYears"},
    {"budgetAmount", "budget.perYear, budget.horizonTotal", nullptr, nullptr, "total|capex+opex"},
    {"fiscalYearBudget", "budget.fiscalYears[]", nullptr, nullptr, "total|capex+opex"},
    {"finance", "finance"},
    {"resalePoint", "finance.resaleByAge[]"},
    {"vat", "vat"},
    {"optionVat", "options[].vat"},
    {"vatRates", "vat.ratesPercent, options[].vat.ratesPercent"},
    {"incomeTax", "incomeTax"},
    {"rdSuperDeduction", "incomeTax.rdSuperDeduction"},
    {"variant", "variants[]"},
    {"drivers", "variants[].drivers (what-if inputs)"},
    {"ecosystem", "options[].ecosystem"},
    {"oneTimeCost", "options[].oneTimeCosts[]"},
    {"computeSubsidy", "options[].computeSubsidy"},
    {"managedPlatform", "managedPlatform (cloud options)"},
    {"cloudStaff", "operationsStaff (cloud options)"},
    {"constraints", "constraints"},
};
// clang-format on

QString translatedText(const char *text)
{
    return text && *text ? QCoreApplication::translate("gputco::Fields", text) : QString();
}

QString num(double v)
{
    if (v >= 1e6 && v == std::pow(10.0, std::round(std::log10(v))))
        return QStringLiteral("10^%1").arg(int(std::round(std::log10(v))));
    if (v == 9007199254740991.0)
        return QStringLiteral("2^53 - 1");
    return QString::number(v, 'g', 12);
}

/// The three parts of the table, joined once.
const std::vector<FieldSpec> &allFields()
{
    static const std::vector<FieldSpec> all = [] {
        std::vector<FieldSpec> v;
        for (const auto part : {FieldTable::cloudFields(), FieldTable::ownedFields(), FieldTable::planFields(),
                 FieldTable::provenanceFields()})
            v.insert(v.end(), part.begin(), part.end());
        return v;
    }();
    return all;
}

/// The key of the field whose Choice selects a block's extension ("type" of an option).
constexpr std::string_view kSelectorKey = "type";

/// The index of every field by block and key, built once.
const QHash<QByteArray, const FieldSpec *> &index()
{
    static const QHash<QByteArray, const FieldSpec *> byKey = [] {
        QHash<QByteArray, const FieldSpec *> h;
        for (const FieldSpec &f : allFields())
            h.insert(QByteArray(f.block) + '.' + f.key, &f);
        return h;
    }();
    return byKey;
}

using ojson = nlohmann::ordered_json;

ojson fieldSchema(const FieldSpec &f)
{
    ojson j;
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        j["type"] = f.type == FieldType::Integer ? "integer" : "number";
        if (f.minExclusive)
            j["exclusiveMinimum"] = f.minimum;
        else
            j["minimum"] = f.minimum;
        j["maximum"] = f.maximum;
        if (f.smallestNonZero > 0.0)
            j["anyOf"] = ojson::array({{{"const", 0}}, {{"minimum", f.smallestNonZero}}});
        if (f.defaultValue)
            j["default"] = *f.defaultValue;
        break;
    case FieldType::Boolean:
        j["type"] = "boolean";
        if (f.defaultValue)
            j["default"] = *f.defaultValue != 0.0;
        break;
    case FieldType::Text:
        j["type"] = "string";
        j["maxLength"] = f.maxLength();
        if (f.required)
            j["pattern"] = "\\S";
        break;
    case FieldType::Currency: {
        ojson codes = ojson::array();
        for (const QString &c : ScenarioLoader::knownCurrencies())
            codes.push_back(c.toStdString());
        j["enum"] = codes;
        break;
    }
    case FieldType::Date:
        j["type"] = "string";
        j["pattern"] = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";
        break;
    case FieldType::Month:
        j["type"] = "string";
        j["pattern"] = "^[0-9]{4}-(0[1-9]|1[0-2])$";
        break;
    case FieldType::Choice: {
        ojson words = ojson::array();
        for (const QString &w : f.choiceList())
            words.push_back(w.toStdString());
        j["enum"] = words;
        break;
    }
    case FieldType::Object:
    case FieldType::Drivers: j["$ref"] = std::string("#/$defs/") + f.child; break;
    case FieldType::Array:
        j["type"] = "array";
        j["items"] = {{"$ref", std::string("#/$defs/") + f.child}};
        if (f.minimum > 0)
            j["minItems"] = int(f.minimum);
        break;
    }
    QString description = QString::fromUtf8(f.help);
    if (f.unit && *f.unit)
        description = QStringLiteral("[%1] %2").arg(QString::fromUtf8(f.unit), description);
    j["description"] = description.toStdString();
    return j;
}

ojson required(const QStringList &keys)
{
    ojson a = ojson::array();
    for (const QString &k : keys)
        a.push_back(k.toStdString());
    return ojson{{"required", a}};
}

/// The JSON Schema of one rule (see BlockSpec::rules).
ojson ruleSchema(const QString &rule)
{
    if (rule.startsWith(QLatin1Char('!')))
        return {{"not", required(rule.mid(1).split(QLatin1Char('+')))}};
    if (rule.contains(QLatin1Char('>'))) {
        const QString a = rule.section(QLatin1Char('>'), 0, 0), b = rule.section(QLatin1Char('>'), 1);
        return {{"dependentRequired", {{a.toStdString(), {b.toStdString()}}}}};
    }
    ojson alternatives = ojson::array();
    for (const QString &alt : rule.split(QLatin1Char('|'))) {
        if (alt.contains(QLatin1Char('/'))) {
            ojson any = ojson::array();
            for (const QString &k : alt.split(QLatin1Char('/')))
                any.push_back(required({k}));
            alternatives.push_back({{"anyOf", any}});
        } else {
            alternatives.push_back(required(alt.split(QLatin1Char('+'))));
        }
    }
    return {{"oneOf", alternatives}};
}

/// Properties, required list and rules of one block (not the object frame).
void addBlock(ojson &j, const BlockSpec &b)
{
    ojson props = ojson::object();
    QStringList req;
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(b.id)) {
        props[f->key] = fieldSchema(*f);
        if (f->required)
            req << QString::fromLatin1(f->key);
    }
    j["properties"] = props;
    if (!req.isEmpty())
        j["required"] = required(req)["required"];
    if (b.rules) {
        ojson all = ojson::array();
        for (const QString &rule : QString::fromLatin1(b.rules).split(QLatin1Char(';')))
            all.push_back(ruleSchema(rule));
        j["allOf"] = all;
    }
}

/// A rule in words, for the docs.
QString ruleText(const QString &rule)
{
    auto code = [](const QString &k) { return QStringLiteral("`%1`").arg(k); };
    if (rule.startsWith(QLatin1Char('!'))) {
        QStringList keys;
        for (const QString &k : rule.mid(1).split(QLatin1Char('+')))
            keys << code(k);
        return QStringLiteral("not %1 together").arg(keys.join(QStringLiteral(" and ")));
    }
    if (rule.contains(QLatin1Char('>')))
        return QStringLiteral("%1 needs %2")
            .arg(code(rule.section(QLatin1Char('>'), 0, 0)), code(rule.section(QLatin1Char('>'), 1)));
    QStringList alternatives;
    for (const QString &alt : rule.split(QLatin1Char('|'))) {
        QStringList keys;
        if (alt.contains(QLatin1Char('/'))) {
            for (const QString &k : alt.split(QLatin1Char('/')))
                keys << code(k);
            alternatives << QStringLiteral("at least one of %1").arg(keys.join(QStringLiteral(", ")));
        } else {
            for (const QString &k : alt.split(QLatin1Char('+')))
                keys << code(k);
            alternatives << keys.join(QStringLiteral(" with "));
        }
    }
    return alternatives.size() == 1 ? alternatives.first()
                                    : QStringLiteral("exactly one of: %1").arg(alternatives.join(QStringLiteral("; ")));
}

QString typeText(const FieldSpec &f)
{
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        return (f.isInteger() ? QStringLiteral("integer ") : QStringLiteral("number ")) + f.rangeText();
    case FieldType::Boolean: return QStringLiteral("true/false");
    case FieldType::Text: return QStringLiteral("string, at most %1 characters").arg(f.maxLength());
    case FieldType::Currency: return QStringLiteral("ISO 4217 code");
    case FieldType::Date: return QStringLiteral("YYYY-MM-DD");
    case FieldType::Month: return QStringLiteral("YYYY-MM");
    case FieldType::Choice: {
        QStringList words;
        for (const QString &w : f.choiceList())
            words << QStringLiteral("`%1`").arg(w);
        return words.join(QStringLiteral(", "));
    }
    case FieldType::Object:
    case FieldType::Drivers: return QStringLiteral("object");
    case FieldType::Array:
        return f.minimum > 0 ? QStringLiteral("array, at least %1").arg(num(f.minimum)) : QStringLiteral("array");
    }
    return {};
}

} // namespace

QString FieldSpec::translatedLabel() const
{
    return translatedText(label);
}

QString FieldSpec::translatedUnit() const
{
    return translatedText(unit);
}

QString FieldSpec::translatedHelp() const
{
    if (!preset)
        return translatedText(help);
    return translatedText(help) + QLatin1Char(' ')
        + QCoreApplication::translate("gputco::Fields", "Preset for new options and scenarios: %1.")
              .arg(QLocale().toString(*preset, 'g', 12));
}

QStringList FieldSpec::choiceList() const
{
    QStringList names;
    for (const ChoiceValue &c : choices)
        names << QString::fromLatin1(c.name);
    return names;
}

const char *FieldSpec::choiceName(int value) const
{
    for (const ChoiceValue &c : choices)
        if (c.value == value)
            return c.name;
    return nullptr;
}

std::optional<int> FieldSpec::choiceValue(const QString &name) const
{
    for (const ChoiceValue &c : choices)
        if (name == QLatin1String(c.name))
            return c.value;
    return std::nullopt;
}

QString FieldSpec::rangeText() const
{
    if (type != FieldType::Number && type != FieldType::Integer)
        return {};
    const bool open = maximum >= kHugeAmount;
    if (smallestNonZero > 0.0)
        return QStringLiteral("0 or %1..%2").arg(num(smallestNonZero), num(maximum));
    if (minExclusive)
        return open ? QStringLiteral("> %1").arg(num(minimum))
                    : QStringLiteral("> %1, ≤ %2").arg(num(minimum), num(maximum));
    if (open)
        return QStringLiteral("≥ %1").arg(num(minimum));
    return QStringLiteral("%1..%2").arg(num(minimum), num(maximum));
}

double FieldSpec::editorMinimum() const
{
    return minExclusive ? minimum + std::pow(10.0, -decimals) : minimum;
}

namespace ScenarioSchema {

std::span<const FieldSpec> fields()
{
    return allFields();
}

std::span<const BlockSpec> blocks()
{
    return kBlocks;
}

const BlockSpec &top()
{
    return kBlocks[0];
}

const FieldSpec *find(std::string_view block, std::string_view key)
{
    QByteArray k(block.data(), qsizetype(block.size()));
    k += '.';
    k.append(key.data(), qsizetype(key.size()));
    return index().value(k, nullptr);
}

const FieldSpec &field(std::string_view block, std::string_view key)
{
    const FieldSpec *f = find(block, key);
    if (!f)
        qFatal("scenario field %.*s.%.*s is not declared in models/scenario/fieldtable*.cpp", int(block.size()),
            block.data(), int(key.size()), key.data());
    return *f;
}

const BlockSpec *findBlock(std::string_view id)
{
    for (const BlockSpec &b : kBlocks)
        if (id == b.id)
            return &b;
    return nullptr;
}

const FieldSpec &fieldByTag(const void *tag)
{
    for (const FieldSpec &f : allFields())
        if (f.bind.tag == tag)
            return f;
    qFatal("no scenario field is bound to this member (models/scenario/fieldtable*.cpp)");
}

std::vector<const BlockSpec *> extensionsOf(std::string_view block)
{
    std::vector<const BlockSpec *> out;
    for (const BlockSpec &b : kBlocks)
        if (b.extends && block == b.extends)
            out.push_back(&b);
    return out;
}

const FieldSpec *selector(std::string_view block)
{
    return extensionsOf(block).empty() ? nullptr : find(block, kSelectorKey);
}

const BlockSpec *extension(std::string_view block, std::string_view name)
{
    for (const BlockSpec *b : extensionsOf(block))
        if (name == b->when)
            return b;
    return nullptr;
}

void applyPresets(std::string_view block, void *object)
{
    for (const FieldSpec *f : fieldsOf(block)) {
        if (f->preset && f->bind.setNumber)
            f->bind.setNumber(object, *f->preset);
        if (f->bind.kind == FieldBinding::Kind::Object && f->bind.child(object))
            applyPresets(f->child, f->bind.makeChild(object));
    }
    if (const FieldSpec *s = selector(block))
        if (const char *name = s->choiceName(int(*s->bind.number(object))))
            if (const BlockSpec *e = extension(block, name))
                applyPresets(e->id, e->makePart(object));
}

const std::vector<KeyedField> &blockFields(std::string_view block)
{
    static const std::unordered_map<std::string_view, std::vector<KeyedField>> byBlock = [] {
        std::unordered_map<std::string_view, std::vector<KeyedField>> m;
        for (const BlockSpec &b : kBlocks) {
            std::vector<KeyedField> fields;
            for (const FieldSpec *f : fieldsOf(b.id))
                fields.push_back({f->key, f});
            m.emplace(b.id, std::move(fields));
        }
        return m;
    }();
    static const std::vector<KeyedField> none;
    const auto it = byBlock.find(block);
    return it == byBlock.end() ? none : it->second;
}

const FieldSpec *findIn(const std::vector<KeyedField> &fields, std::string_view key)
{
    for (const KeyedField &f : fields)
        if (f.key == key)
            return f.spec;
    return nullptr;
}

std::vector<const FieldSpec *> fieldsOf(std::string_view block)
{
    std::vector<const FieldSpec *> out;
    for (const FieldSpec &f : allFields())
        if (block == f.block)
            out.push_back(&f);
    return out;
}

QByteArray jsonSchema()
{
    ojson defs = ojson::object();
    for (const BlockSpec &b : kBlocks) {
        if (b.extends)
            continue;
        ojson j;
        j["type"] = "object";
        j["title"] = b.title;
        addBlock(j, b);
        j["patternProperties"] = {{"^x-", ojson::object()}};
        ojson variants = ojson::array();
        for (const BlockSpec &e : kBlocks) {
            if (!e.extends || std::string_view(e.extends) != b.id)
                continue;
            ojson then;
            addBlock(then, e);
            variants.push_back({{"if",
                                    {{"properties", {{std::string(kSelectorKey), {{"const", e.when}}}}},
                                        {"required", {std::string(kSelectorKey)}}}},
                {"then", then}});
        }
        if (variants.empty()) {
            j["additionalProperties"] = false;
        } else {
            if (j.contains("allOf"))
                for (auto &v : variants)
                    j["allOf"].push_back(v);
            else
                j["allOf"] = variants;
            j["unevaluatedProperties"] = false;
        }
        defs[b.id] = j;
    }
    ojson root;
    root["$schema"] = "https://json-schema.org/draft/2020-12/schema";
    root["title"] = "GPU TCO Planner scenario";
    root["description"]
        = "A .gputco.json scenario file, format version 1. Generated from models/scenario/fieldtable*.cpp "
          "by `gputco-cli schema`; see docs/scenario-format.md.";
    root["$ref"] = "#/$defs/scenario";
    root["$defs"] = defs;
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

QString markdownTable(std::string_view block)
{
    const BlockSpec *b = findBlock(block);
    if (!b)
        return {};
    QStringList lines;
    lines << QStringLiteral("| field | type | unit | required | default | meaning |")
          << QStringLiteral("|---|---|---|---|---|---|");
    QStringList ruleKeys;
    if (b->rules)
        ruleKeys
            = QString::fromLatin1(b->rules).split(QRegularExpression(QStringLiteral("[;|+/!>]")), Qt::SkipEmptyParts);
    for (const FieldSpec *f : fieldsOf(block)) {
        const QString key = QString::fromLatin1(f->key);
        QString req = f->required    ? QStringLiteral("yes")
            : ruleKeys.contains(key) ? QStringLiteral("see below")
                                     : QStringLiteral("no");
        QString def;
        if (f->defaultText)
            def = QString::fromUtf8(f->defaultText);
        else if (f->defaultValue)
            def = f->type == FieldType::Boolean
                ? (*f->defaultValue != 0.0 ? QStringLiteral("true") : QStringLiteral("false"))
                : num(*f->defaultValue);
        if (f->preset)
            def += (def.isEmpty() ? QString() : QStringLiteral(" "))
                + QStringLiteral("(preset %1)").arg(num(*f->preset));
        QString help = QString::fromUtf8(f->help);
        if (f->quoteable)
            help += QStringLiteral(" May be left out with `quoteNeeded` while a quote is awaited.");
        help.replace(QLatin1Char('|'), QStringLiteral("\\|"));
        lines << QStringLiteral("| `%1` | %2 | %3 | %4 | %5 | %6 |")
                     .arg(key, typeText(*f), QString::fromUtf8(f->unit), req, def, help);
    }
    if (b->rules) {
        lines << QString();
        for (const QString &rule : QString::fromLatin1(b->rules).split(QLatin1Char(';')))
            lines << QStringLiteral("- ") + ruleText(rule) + QLatin1Char('.');
    }
    return lines.join(QLatin1Char('\n'));
}

QString updateMarkdown(const QString &markdown)
{
    static const QRegularExpression section(QStringLiteral("<!-- fields:([A-Za-z]+) -->\\n.*?<!-- /fields -->"),
        QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype at = 0;
    auto it = section.globalMatch(markdown);
    while (it.hasNext()) {
        const auto m = it.next();
        out += markdown.mid(at, m.capturedStart() - at);
        out += QStringLiteral("<!-- fields:%1 -->\n%2\n<!-- /fields -->")
                   .arg(m.captured(1), markdownTable(m.captured(1).toStdString()));
        at = m.capturedEnd();
    }
    out += markdown.mid(at);
    return out;
}

} // namespace ScenarioSchema

} // namespace gputco
