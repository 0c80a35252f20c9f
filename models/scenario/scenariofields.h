#pragma once

#include "fieldbinding.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gputco {

/// No real price, count or size in a scenario is larger; larger values are refused.
inline constexpr double kHugeAmount = 1e15;
/// The longest text of a name, id, provider or other short text field, in characters (issue 33:
/// a 100,000-character option name made a 380-page report in 13 s). FieldSpec::maxLength.
inline constexpr int kMaxShortText = 200;
/// The longest description, note, source or quote reason, in characters.
inline constexpr int kMaxLongText = 4000;
/// The longest horizon, in months (the shortest is 1): the loader, the editor, the what-if
/// drivers and the engine use this limit.
inline constexpr int kMaxHorizonMonths = 120;

enum class FieldType : quint8 {
    Number,
    Integer,
    Boolean,
    Text,
    Currency, ///< an ISO 4217 code
    Date, ///< YYYY-MM-DD
    Month, ///< YYYY-MM
    Choice, ///< one of FieldSpec::choices
    Object, ///< a block of its own (FieldSpec::child)
    Array, ///< elements are blocks (FieldSpec::child)
    Drivers, ///< an object of what-if driver keys and numbers (the "drivers" block)
};

/// One value of a choice: its name in the file and the enum value it stands for.
struct ChoiceValue
{
    const char *name;
    int value; ///< the enum's value (a choice read as text, such as a what-if driver, keeps the name)
};

/// When the writer writes a field (ScenarioWriter).
enum class Write : quint8 {
    Auto, ///< a required field always, another when it is not at its default (FieldBinding::isDefault)
    Always,
    IfSet, ///< when it is not at its default, also when required (a block of groups, a list)
};

/// What the writer knows while it writes a block (FieldSpec::writeIf).
struct WriteContext
{
    const Scenario *scenario = nullptr;
    /// The currency the block's amounts inherit: a currency equal to it is left out.
    QString inheritedCurrency;
};

/*!
 * One field of the scenario file, declared once. The loader reads it with this range, default
 * and messages and stores it through its binding; the writer writes it under this name through
 * the same binding; the editor builds its form row (label, unit, tooltip, range, decimals,
 * value) from it; the what-if drivers take their ranges from the "drivers" block; the JSON
 * Schema (docs/scenario.schema.json) and the field tables of docs/scenario-format.md are
 * generated from it (ScenarioSchema). docs/development.md says how to add one.
 *
 * Values are in the file's units (percent as percent); label, unit and help are untranslated
 * (context "gputco::Fields") and translated by the accessors.
 */
struct FieldSpec
{
    const char *block = nullptr; ///< the block it belongs to (BlockSpec::id)
    const char *key = nullptr; ///< JSON name
    FieldBinding bind = {}; ///< where the value lives in the scenario structs
    FieldType type = FieldType::Number;
    bool required = false; ///< always required (conditional rules: BlockSpec::rules)
    double minimum = 0.0;
    double maximum = kHugeAmount;
    bool minExclusive = false; ///< minimum itself is not allowed (> instead of >=)
    /// A divisor where 0 means "none" (servers per person, kW per rack): 0, or at least this
    /// (0 = any value in range); smaller values would make totals overflow.
    double smallestNonZero = 0.0;
    /// Numbers, integers and booleans (0/1) when absent; the struct's member starts at it.
    std::optional<double> defaultValue = std::nullopt;
    /// The value a new option (or scenario) starts with in the editor where it is not the
    /// default, e.g. a PUE of 1.3 for new servers; shown as such in the help and the docs.
    std::optional<double> preset = std::nullopt;
    bool quoteable = false; ///< a price that may be absent because a quote is awaited
    bool money = false; ///< an amount in the currency of its block (the editor shows the code)
    int decimals = 2; ///< shown in the editor
    const char *child = nullptr; ///< block of an Object, or of an Array's elements
    std::span<const ChoiceValue> choices = {}; ///< the names and values of a Choice
    Write write = Write::Auto;
    /// Written only when this says so (a price written the way it was entered); the object is
    /// the block's struct.
    bool (*writeIf)(const void *object, const WriteContext &context) = nullptr;
    /// Where a block shares its object with an extension (an option and its cloud or
    /// self-hosted part), the writer writes the fields of both by this rank, then in table order.
    qint8 writeRank = 0;
    const char *defaultText = nullptr; ///< the default in words where it is not a number
    const char *unit = "";
    const char *label = "";
    const char *help = ""; ///< meaning and the source of the default

    bool isInteger() const { return type == FieldType::Integer; }
    /// Text: the most characters (Unicode code points) it holds: `maximum` where a field sets
    /// it (kMaxLongText), else kMaxShortText.
    int maxLength() const { return maximum < kHugeAmount ? int(maximum) : kMaxShortText; }
    QString translatedLabel() const;
    QString translatedUnit() const;
    /// The help, and the preset for new options where there is one.
    QString translatedHelp() const;
    QStringList choiceList() const;
    /// The name of a choice's value, nullptr when it has none.
    const char *choiceName(int value) const;
    /// The value of a choice's name.
    std::optional<int> choiceValue(const QString &name) const;
    /// The range in words, e.g. "> 0", "0..100", "1..120" ("" for unbounded text).
    QString rangeText() const;
    /// Smallest value the editor lets one type (the exclusive minimum plus one step).
    double editorMinimum() const;
};

/*!
 * A JSON object of the format: its fields are FieldSpec rows with the same block id. Blocks
 * that `extend` another share its object (the cloud and self-hosted parts of an option, chosen
 * by its "type"). Rules are the cross-field constraints the JSON Schema can express:
 *   "a|b+c|d/e"  exactly one alternative: a; b with c; at least one of d and e
 *   "!a+b"       not a and b together
 *   "a>b"        b is required when a is given
 * Several rules are separated by ';'. The loader checks the same rules with its own messages.
 */
struct BlockSpec
{
    const char *id = nullptr;
    const char *title = nullptr;
    const char *extends = nullptr; ///< the block whose object this one shares
    const char *when = nullptr; ///< value of the extended block's "type" that selects it
    const char *rules = nullptr;
    /// The extension's struct in the extended block's (the CloudOption of an Option).
    const void *(*part)(const void *object) = nullptr;
    void *(*makePart)(void *object) = nullptr;
};

/// The whole declared format: the field and block tables and what is generated from them.
namespace ScenarioSchema {

/// Every field, block by block in the order of the docs.
std::span<const FieldSpec> fields();
std::span<const BlockSpec> blocks();
/// The top level's block (the file's object).
const BlockSpec &top();
/// The field (block, key); a programming error (qFatal) when it is not declared.
const FieldSpec &field(std::string_view block, std::string_view key);
const FieldSpec *find(std::string_view block, std::string_view key);
const BlockSpec *findBlock(std::string_view id);
/// The field whose binding has this tag (FieldBinding::tag), the first in table order; a
/// programming error (qFatal) when none has.
const FieldSpec &fieldByTag(const void *tag);
/// The field bound to the member M, e.g. field<&Demand::gpuCount>().
template<auto M> const FieldSpec &field()
{
    static const FieldSpec &f = fieldByTag(bind::tagOf<M>());
    return f;
}
/// The blocks that extend `block`, chosen by its selector field (an option's cloud or
/// self-hosted part, chosen by "type").
std::vector<const BlockSpec *> extensionsOf(std::string_view block);
/// The Choice field of `block` whose value selects an extension; nullptr when it has none.
const FieldSpec *selector(std::string_view block);
/// The extension of `block` the selector's value `name` chooses.
const BlockSpec *extension(std::string_view block, std::string_view name);
std::vector<const FieldSpec *> fieldsOf(std::string_view block);
/// A field's key and row, for readers that look up many fields of one block.
struct KeyedField
{
    std::string_view key;
    const FieldSpec *spec;
};
/// The fields of a block, looked up once (for readers that look up many of its fields).
const std::vector<KeyedField> &blockFields(std::string_view block);
/// A field of `fields` (from blockFields()) by key, or nullptr; no allocation.
const FieldSpec *findIn(const std::vector<KeyedField> &fields, std::string_view key);
/// Sets every field of `block` that has a preset (FieldSpec::preset) to it, and those of the
/// blocks it groups, of its children present and of its chosen extension: a new option
/// made by the editor starts so.
void applyPresets(std::string_view block, void *object);
/// JSON Schema (draft 2020-12) of the scenario file, as committed in docs/scenario.schema.json.
QByteArray jsonSchema();
/// The markdown field table of a block, as in docs/scenario-format.md.
QString markdownTable(std::string_view block);
/// `markdown` with every generated table (between "<!-- fields:BLOCK -->" and
/// "<!-- /fields -->") replaced by the current one.
QString updateMarkdown(const QString &markdown);

} // namespace ScenarioSchema

} // namespace gputco
