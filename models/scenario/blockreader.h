#pragma once

#include "scenariofields.h"
#include "scenarioloader.h"

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gputco {

class BlockReader;

/// What the loader collects while it reads a file: the problems, the currencies used (for the
/// exchange-rate check), and the scenario read so far (for rules that look at another block).
struct ReadContext
{
    QString file;
    std::vector<Diagnostic> problems;
    std::vector<std::pair<QString, QString>> currencyUses; ///< code, path
    Scenario *scenario = nullptr;
    const BlockReader *top = nullptr; ///< the file's object

    void error(const QString &path, const QString &message) { problems.push_back({file, path, message}); }
};

/*!
 * Reads the fields of one JSON object of the scenario file as one block of the field table
 * (ScenarioSchema): each with its type, range, whether it is required and its child block from
 * the table, marking each it reads so that the rest are reported as unknown by finish(). The
 * loader (scenarioloader.cpp) walks the blocks with it; the rules (loaderrules.cpp) find the
 * fields of their block by member (field<&Demand::gpuCount>()) and report with their paths.
 */
class BlockReader
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ScenarioLoader)

public:
    using json = nlohmann::json;

    /// `currency` is the one the block's amounts inherit (its own "currency" field replaces it).
    BlockReader(ReadContext &context, const json *object, QString path, std::string_view block, QString currency);

    bool valid() const { return mJson != nullptr; }
    const QString &path() const { return mPath; }
    ReadContext &context() const { return mContext; }
    const BlockSpec &block() const { return *mBlock; }
    /// Reads the fields of a block that shares this object (the cloud or self-hosted part of an option).
    void extend(const BlockSpec &extension);
    const BlockSpec *extension() const { return mExtension; }
    void error(const QString &path, const QString &message) const { mContext.error(path, message); }

    /// The field of this block (or its extension) whose binding has `tag`; a programming error
    /// (qFatal) when there is none.
    const FieldSpec &field(const void *tag) const;
    template<auto M> const FieldSpec &field() const { return field(bind::tagOf<M>()); }
    /// The field bound as another way to give M (bind::input).
    template<auto M> const FieldSpec &input() const { return field(bind::inputTagOf<M>()); }

    QString pathOf(const FieldSpec &f) const { return mPath + QLatin1Char('.') + QLatin1String(f.key); }
    /// The path of `f` in element `index` of the array field `array`.
    QString elementPathOf(const FieldSpec &array, std::size_t index, const FieldSpec &f) const;
    /// The field is given (and not null).
    bool has(const FieldSpec &f) const;
    /// Element `index` of the array field `array` gives `f`.
    bool elementHas(const FieldSpec &array, std::size_t index, const FieldSpec &f) const;
    /// The number of elements of an array field, when it is an array.
    std::optional<std::size_t> arraySize(const FieldSpec &f) const;
    /// The indexes of the elements of an array field that are objects: the elements read, in
    /// the order of their structs.
    std::vector<std::size_t> objectElements(const FieldSpec &f) const;
    /// Reports a field missing that another field makes required.
    void missing(const FieldSpec &f) const { error(pathOf(f), tr("required field is missing")); }
    /// The field was read without a problem (given and valid).
    bool ok(const FieldSpec &f) const { return mOk.count(&f) > 0; }
    /// The field was read (its problems reported): the walker reads it no more.
    bool seen(const FieldSpec &f) const { return mSeen.count(f.key) > 0; }
    /// Marks fields as read without reading them (an extension that was not chosen).
    void skip(std::string_view block);

    /// The value as JSON (marks the field read); `required` reports it missing.
    const json *get(const FieldSpec &f, bool required);
    /// The value when it is given and of the JSON type @p isType says (json::is_string ...),
    /// else null; a value of another type is reported with @p mustBe ("must be ..., not %1").
    const json *typed(const FieldSpec &f, bool (json::*isType)() const noexcept, const QString &mustBe);

    /// A number in the field's range; `required` and `maximum` override the table where
    /// another field decides them (busy hours up to the scenario's hours per month).
    std::optional<double> number(
        const FieldSpec &f, std::optional<bool> required = {}, std::optional<double> maximum = {});
    /// A whole number in the field's range.
    std::optional<double> integer(const FieldSpec &f);
    /// A string; a required text field must not be empty (`allowEmpty` overrides).
    std::optional<QString> string(const FieldSpec &f, std::optional<bool> allowEmpty = {});
    std::optional<bool> boolean(const FieldSpec &f);
    /// A known currency code (ISO 4217).
    std::optional<QString> code(const FieldSpec &f);
    /// An amount's currency: a known code, recorded for the exchange-rate check.
    std::optional<QString> currencyCode(const FieldSpec &f);
    /// "YYYY-MM-DD" or "YYYY-MM" for a Date or Month field.
    std::optional<QString> dateOrMonth(const FieldSpec &f);
    /// The value (FieldSpec::choices) of a choice's name.
    std::optional<int> choice(const FieldSpec &f);
    /// The elements of an array field with their paths.
    std::vector<std::pair<const json *, QString>> array(const FieldSpec &f);
    /// The object field `f` as its child block, inheriting this block's currency.
    BlockReader object(const FieldSpec &f);
    /// An element of the array field `f` as its child block.
    BlockReader element(const FieldSpec &f, const json *j, const QString &path, const QString &currency) const;

    /// A value read for a rule (an input() or constant() field), and the value read.
    void keep(const FieldSpec &f, double value) { mKept.emplace_back(&f, value); }
    std::optional<double> kept(const FieldSpec &f) const;
    void keepText(const FieldSpec &f, const QString &value) { mKeptText.emplace_back(&f, value); }
    std::optional<QString> keptText(const FieldSpec &f) const;

    /// The currency the block's children inherit: its own once read, else the inherited one.
    const QString &currency() const { return mCurrency; }
    void setCurrency(const QString &currency) { mCurrency = currency; }

    /// Unknown fields are errors: a misspelt field would otherwise silently change a number.
    /// Fields starting with "x-" are kept for the user's own annotations and ignored.
    void finish();

private:
    void fine(const FieldSpec &f) { mOk.insert(&f); }

    ReadContext &mContext;
    const json *mJson;
    QString mPath;
    const BlockSpec *mBlock;
    const BlockSpec *mExtension = nullptr;
    QString mCurrency;
    std::set<std::string> mSeen;
    std::set<const FieldSpec *> mOk;
    std::vector<std::pair<const FieldSpec *, double>> mKept;
    std::vector<std::pair<const FieldSpec *, QString>> mKeptText;
};

} // namespace gputco
