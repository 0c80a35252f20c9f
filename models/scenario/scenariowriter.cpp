#include "scenariowriter.h"

#include "savefile.h"
#include "scenariofields.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace gputco {

namespace {

/*
 * The writer walks the field table (ScenarioSchema): every block is written field by field,
 * in table order (and FieldSpec::writeRank where a block shares its object with an
 * extension), each value taken through the field's binding. What is left out is the table's
 * too: a field at its default (Write::IfSet), a block all at its defaults, a currency equal to
 * the one inherited, and what FieldSpec::writeIf says (a price written the way it was
 * entered). No field name is spelled here.
 */

using ojson = nlohmann::ordered_json;

ojson block(std::string_view id, const void *object, const WriteContext &context);

bool atDefault(const FieldSpec &f, const void *object);

/// True when every field of the block is at its default (currencies aside: a block of
/// amounts all 0 is left out whatever their currency).
bool blockAtDefault(std::string_view id, const void *object)
{
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(id))
        if (f->bind.kind != FieldBinding::Kind::Currency && f->bind.kind != FieldBinding::Kind::Input
            && !atDefault(*f, object))
            return false;
    return true;
}

bool atDefault(const FieldSpec &f, const void *object)
{
    if (f.bind.isDefault)
        return f.bind.isDefault(object);
    if (f.bind.kind == FieldBinding::Kind::Object) // a struct, or fields grouped in the block's own
        return blockAtDefault(f.child, f.bind.child(object));
    return false;
}

bool written(const FieldSpec &f, const void *object, const WriteContext &context)
{
    const FieldBinding &b = f.bind;
    if (f.writeIf)
        return f.writeIf(object, context);
    switch (b.kind) {
    case FieldBinding::Kind::Input: return b.number != nullptr; // a constant: the format version
    case FieldBinding::Kind::Currency:
        return b.text && !b.text(object).isEmpty() && b.text(object) != context.inheritedCurrency;
    case FieldBinding::Kind::Object:
        if (!b.child(object))
            return false;
        break;
    default: break;
    }
    const Write rule = f.write == Write::Auto ? (f.required ? Write::Always : Write::IfSet) : f.write;
    return rule == Write::Always || !atDefault(f, object);
}

ojson value(const FieldSpec &f, const void *object)
{
    const FieldBinding &b = f.bind;
    if (!b.number)
        return b.text(object).toStdString();
    const double v = b.number(object).value_or(0.0);
    if (f.type == FieldType::Boolean)
        return v != 0.0;
    if (f.type == FieldType::Choice)
        return f.choiceName(int(v));
    if (b.integral)
        return std::int64_t(std::llround(v));
    return v;
}

ojson field(const FieldSpec &f, const void *object, const WriteContext &context)
{
    const FieldBinding &b = f.bind;
    switch (b.kind) {
    case FieldBinding::Kind::Object: return block(f.child, b.child(object), context);
    case FieldBinding::Kind::Array: {
        WriteContext inner = context;
        // Options are written with the reporting currency as their own (it is not kept).
        if (b.tag == bind::tagOf<&Scenario::options>())
            inner.inheritedCurrency = context.scenario->reportingCurrency;
        ojson a = ojson::array();
        for (std::size_t i = 0; i < b.count(object); ++i)
            a.push_back(block(f.child, b.element(object, i), inner));
        return a;
    }
    case FieldBinding::Kind::Drivers: {
        ojson d = ojson::object();
        for (const auto &[key, v] : *static_cast<const DriverValues *>(b.child(object)))
            d[key.toStdString()] = v;
        return d;
    }
    default: return value(f, object);
    }
}

ojson block(std::string_view id, const void *object, const WriteContext &context)
{
    std::vector<std::pair<const FieldSpec *, const void *>> fields;
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(id))
        fields.emplace_back(f, object);
    if (const FieldSpec *selector = ScenarioSchema::selector(id))
        if (const char *name = selector->choiceName(int(*selector->bind.number(object))))
            if (const BlockSpec *e = ScenarioSchema::extension(id, name))
                for (const FieldSpec *f : ScenarioSchema::fieldsOf(e->id))
                    fields.emplace_back(f, e->part(object));
    std::stable_sort(fields.begin(), fields.end(),
        [](const auto &a, const auto &b) { return a.first->writeRank < b.first->writeRank; });
    ojson j = ojson::object();
    for (const auto &[f, o] : fields)
        if (written(*f, o, context))
            j[f->key] = field(*f, o, context);
    return j;
}

} // namespace

QByteArray ScenarioWriter::toJson(const Scenario &sc)
{
    const WriteContext context{&sc, QString()};
    return QByteArray::fromStdString(block(ScenarioSchema::top().id, &sc, context).dump(2)) + '\n';
}

QString ScenarioWriter::save(const Scenario &scenario, const QString &fileName)
{
    const QString reason = saveBytes(fileName, toJson(scenario));
    if (!reason.isEmpty())
        return QCoreApplication::translate("gputco::ScenarioWriter",
            "%1: saving failed, the previous file is "
            "unchanged: %2")
            .arg(fileName, reason);
    return {};
}

} // namespace gputco
