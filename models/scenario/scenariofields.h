#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gputco {

/// No real price, count or size in a scenario is larger; larger values are refused.
inline constexpr double kHugeAmount = 1e15;
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

/*!
 * One field of the scenario file, declared once. The loader reads it with this range, default
 * and messages; the writer writes it under this name; the editor builds its form row (label,
 * unit, tooltip, range, decimals) from it; the what-if drivers take their ranges from the
 * "drivers" block; the JSON Schema (docs/scenario.schema.json) and the field tables of
 * docs/scenario-format.md are generated from it (ScenarioSchema).
 *
 * Values are in the file's units (percent as percent); label, unit and help are untranslated
 * (context "gputco::Fields") and translated by the accessors.
 */
struct FieldSpec
{
    const char *block = nullptr; ///< the block it belongs to (BlockSpec::id)
    const char *key = nullptr; ///< JSON name
    FieldType type = FieldType::Number;
    bool required = false; ///< always required (conditional rules: BlockSpec::rules)
    double minimum = 0.0;
    double maximum = kHugeAmount;
    bool minExclusive = false; ///< minimum itself is not allowed (> instead of >=)
    std::optional<double> defaultValue = std::nullopt; ///< numbers, integers and booleans (0/1) when absent
    bool quoteable = false; ///< a price that may be absent because a quote is awaited
    int decimals = 2; ///< shown in the editor
    const char *child = nullptr; ///< block of an Object, or of an Array's elements
    const char *choices = nullptr; ///< "a|b|c" for a Choice
    const char *defaultText = nullptr; ///< the default in words where it is not a number
    const char *unit = "";
    const char *label = "";
    const char *help = ""; ///< meaning and the source of the default

    bool isInteger() const { return type == FieldType::Integer; }
    QString translatedLabel() const;
    QString translatedUnit() const;
    QString translatedHelp() const;
    QStringList choiceList() const;
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
};

/// The whole declared format: the field and block tables and what is generated from them.
namespace ScenarioSchema {

std::span<const FieldSpec> fields();
std::span<const BlockSpec> blocks();
/// The field (block, key); a programming error (qFatal) when it is not declared.
const FieldSpec &field(std::string_view block, std::string_view key);
const FieldSpec *find(std::string_view block, std::string_view key);
const BlockSpec *findBlock(std::string_view id);
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
/// JSON Schema (draft 2020-12) of the scenario file, as committed in docs/scenario.schema.json.
QByteArray jsonSchema();
/// The markdown field table of a block, as in docs/scenario-format.md.
QString markdownTable(std::string_view block);
/// `markdown` with every generated table (between "<!-- fields:BLOCK -->" and
/// "<!-- /fields -->") replaced by the current one.
QString updateMarkdown(const QString &markdown);

} // namespace ScenarioSchema

} // namespace gputco
