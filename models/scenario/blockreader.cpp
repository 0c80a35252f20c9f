#include "blockreader.h"

#include "currency.h"

#include <QDate>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <cmath>

namespace gputco {

namespace {

QString typeName(const nlohmann::json &j)
{
    if (j.is_number())
        return BlockReader::tr("a number");
    if (j.is_string())
        return BlockReader::tr("a string");
    if (j.is_boolean())
        return BlockReader::tr("true/false");
    if (j.is_object())
        return BlockReader::tr("an object");
    if (j.is_array())
        return BlockReader::tr("an array");
    return BlockReader::tr("null");
}

QString num(double v)
{
    return QString::number(v, 'g', 12);
}

} // namespace

BlockReader::BlockReader(
    ReadContext &context, const json *object, QString path, std::string_view block, QString currency)
    : mContext(context)
    , mJson(object)
    , mPath(std::move(path))
    , mBlock(ScenarioSchema::findBlock(block))
    , mCurrency(std::move(currency))
{
    if (mJson && !mJson->is_object()) {
        mContext.error(mPath, tr("must be an object, not %1").arg(typeName(*mJson)));
        mJson = nullptr;
    }
}

void BlockReader::extend(const BlockSpec &extension)
{
    mExtension = &extension;
}

const FieldSpec &BlockReader::field(const void *tag) const
{
    for (const BlockSpec *b : {mExtension, mBlock})
        if (b)
            for (const FieldSpec *f : ScenarioSchema::fieldsOf(b->id))
                if (f->bind.tag == tag)
                    return *f;
    qFatal("block %s has no field bound to this member (models/scenario/fieldtable*.cpp)", mBlock->id);
}

QString BlockReader::elementPathOf(const FieldSpec &array, std::size_t index, const FieldSpec &f) const
{
    return pathOf(array) + QStringLiteral("[%1].").arg(index) + QLatin1String(f.key);
}

bool BlockReader::has(const FieldSpec &f) const
{
    return mJson && mJson->contains(f.key) && !(*mJson)[f.key].is_null();
}

bool BlockReader::elementHas(const FieldSpec &array, std::size_t index, const FieldSpec &f) const
{
    if (!arraySize(array) || index >= *arraySize(array))
        return false;
    const json &e = (*mJson)[array.key][index];
    return e.is_object() && e.contains(f.key) && !e[f.key].is_null();
}

std::optional<std::size_t> BlockReader::arraySize(const FieldSpec &f) const
{
    if (!has(f) || !(*mJson)[f.key].is_array())
        return std::nullopt;
    return (*mJson)[f.key].size();
}

std::vector<std::size_t> BlockReader::objectElements(const FieldSpec &f) const
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < arraySize(f).value_or(0); ++i)
        if ((*mJson)[f.key][i].is_object())
            out.push_back(i);
    return out;
}

void BlockReader::skip(std::string_view block)
{
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(block))
        mSeen.insert(f->key);
}

const BlockReader::json *BlockReader::get(const FieldSpec &f, bool required)
{
    if (!mJson)
        return nullptr;
    mSeen.insert(f.key);
    auto it = mJson->find(f.key);
    if (it == mJson->end() || it->is_null()) {
        if (required)
            mContext.error(pathOf(f), tr("required field is missing"));
        return nullptr;
    }
    return &*it;
}

const BlockReader::json *BlockReader::typed(
    const FieldSpec &f, bool (json::*isType)() const noexcept, const QString &mustBe)
{
    const json *j = get(f, f.required);
    if (j && !(j->*isType)()) {
        mContext.error(pathOf(f), mustBe.arg(typeName(*j)));
        return nullptr;
    }
    return j;
}

std::optional<double> BlockReader::number(
    const FieldSpec &f, std::optional<bool> required, std::optional<double> maximum)
{
    const json *j = get(f, required.value_or(f.required));
    if (!j)
        return std::nullopt;
    if (!j->is_number()) {
        mContext.error(pathOf(f), tr("must be a number, not %1").arg(typeName(*j)));
        return std::nullopt;
    }
    const double v = j->get<double>();
    if (!std::isfinite(v)) {
        mContext.error(pathOf(f), tr("must be a finite number"));
        return std::nullopt;
    }
    const double min = f.minimum, max = maximum.value_or(f.maximum);
    if (f.minExclusive ? v <= min : v < min) {
        if (min == 0.0)
            mContext.error(pathOf(f),
                f.minExclusive ? tr("must be greater than 0, not %1").arg(num(v))
                               : tr("must not be negative (%1)").arg(num(v)));
        else
            mContext.error(pathOf(f), tr("%1 is out of range: the smallest allowed value is %2").arg(num(v), num(min)));
        return std::nullopt;
    }
    if (v > max) {
        mContext.error(pathOf(f), tr("%1 is out of range: the largest allowed value is %2").arg(num(v), num(max)));
        return std::nullopt;
    }
    if (f.smallestNonZero > 0.0 && v != 0.0 && v < f.smallestNonZero) {
        mContext.error(pathOf(f), tr("%1 is too small: 0 (none) or at least %2").arg(num(v), num(f.smallestNonZero)));
        return std::nullopt;
    }
    fine(f);
    return v;
}

std::optional<double> BlockReader::integer(const FieldSpec &f)
{
    const json *j = typed(f, &json::is_number, tr("must be a whole number, not %1"));
    if (!j)
        return std::nullopt;
    const double v = j->get<double>();
    if (!std::isfinite(v) || v != std::floor(v)) {
        mContext.error(pathOf(f), tr("must be a whole number, not %1").arg(num(v)));
        return std::nullopt;
    }
    if (v < f.minimum || v > f.maximum) {
        mContext.error(
            pathOf(f), tr("%1 is out of range: allowed are %2 to %3").arg(num(v), num(f.minimum), num(f.maximum)));
        return std::nullopt;
    }
    fine(f);
    return v;
}

std::optional<QString> BlockReader::string(const FieldSpec &f, std::optional<bool> allowEmpty)
{
    const json *j = typed(f, &json::is_string, tr("must be a string, not %1"));
    if (!j)
        return std::nullopt;
    QString s = QString::fromStdString(j->get<std::string>());
    // A UTF-16 string has at least as many units as code points: count these only when needed.
    if (f.type == FieldType::Text && s.size() > f.maxLength()) {
        if (const qsizetype length = QStringView(s).toUcs4().size(); length > f.maxLength()) {
            mContext.error(
                pathOf(f), tr("is %1 characters long: at most %2 are allowed").arg(length).arg(f.maxLength()));
            return std::nullopt;
        }
    }
    if (!allowEmpty.value_or(!(f.required && f.type == FieldType::Text)) && s.trimmed().isEmpty()) {
        mContext.error(pathOf(f), tr("must not be empty"));
        return std::nullopt;
    }
    fine(f);
    return s;
}

std::optional<bool> BlockReader::boolean(const FieldSpec &f)
{
    const json *j = typed(f, &json::is_boolean, tr("must be true or false, not %1"));
    if (!j)
        return std::nullopt;
    fine(f);
    return j->get<bool>();
}

std::optional<QString> BlockReader::code(const FieldSpec &f)
{
    const auto s = string(f);
    if (s && !isKnownCurrencyCode(*s)) {
        mOk.erase(&f);
        mContext.error(pathOf(f), tr("\"%1\" is not a known currency code (ISO 4217, e.g. CNY, USD)").arg(*s));
        return std::nullopt;
    }
    return s;
}

std::optional<QString> BlockReader::currencyCode(const FieldSpec &f)
{
    const auto c = code(f);
    if (c)
        mContext.currencyUses.emplace_back(*c, pathOf(f));
    return c;
}

std::optional<QString> BlockReader::dateOrMonth(const FieldSpec &f)
{
    const auto s = string(f);
    if (!s)
        return std::nullopt;
    if (f.type == FieldType::Date) {
        static const QRegularExpression iso(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
        if (iso.match(*s).hasMatch() && QDate::fromString(*s, Qt::ISODate).isValid())
            return s;
        mContext.error(pathOf(f), tr("\"%1\" is not a date in the form YYYY-MM-DD").arg(*s));
    } else {
        static const QRegularExpression ym(QStringLiteral("^([0-9]{4})-(0[1-9]|1[0-2])$"));
        if (const auto m = ym.match(*s); m.hasMatch() && m.captured(1).toInt() >= 1)
            return s;
        mContext.error(pathOf(f), tr("\"%1\" is not a month in the form YYYY-MM").arg(*s));
    }
    mOk.erase(&f);
    return std::nullopt;
}

std::optional<int> BlockReader::choice(const FieldSpec &f)
{
    const auto s = string(f);
    if (!s)
        return std::nullopt;
    const auto value = f.choiceValue(*s);
    if (!value) {
        mOk.erase(&f);
        mContext.error(pathOf(f), tr("\"%1\" is not one of: %2").arg(*s, f.choiceList().join(QStringLiteral(", "))));
    }
    return value;
}

std::vector<std::pair<const BlockReader::json *, QString>> BlockReader::array(const FieldSpec &f)
{
    std::vector<std::pair<const json *, QString>> out;
    const json *j = typed(f, &json::is_array, tr("must be an array, not %1"));
    if (!j)
        return out;
    fine(f);
    for (std::size_t i = 0; i < j->size(); ++i)
        out.emplace_back(&(*j)[i], pathOf(f) + QStringLiteral("[%1]").arg(i));
    return out;
}

BlockReader BlockReader::object(const FieldSpec &f)
{
    return BlockReader(mContext, get(f, f.required), pathOf(f), f.child, mCurrency);
}

BlockReader BlockReader::element(const FieldSpec &f, const json *j, const QString &path, const QString &currency) const
{
    return BlockReader(mContext, j, path, f.child, currency);
}

std::optional<double> BlockReader::kept(const FieldSpec &f) const
{
    for (const auto &[spec, v] : mKept)
        if (spec == &f)
            return v;
    return std::nullopt;
}

std::optional<QString> BlockReader::keptText(const FieldSpec &f) const
{
    for (const auto &[spec, v] : mKeptText)
        if (spec == &f)
            return v;
    return std::nullopt;
}

void BlockReader::finish()
{
    if (!mJson)
        return;
    for (auto it = mJson->begin(); it != mJson->end(); ++it) {
        const std::string &k = it.key();
        if (mSeen.count(k) || k.rfind("x-", 0) == 0)
            continue;
        mContext.error(mPath + QLatin1Char('.') + QString::fromStdString(k),
            tr("unknown field (check the spelling; fields for your own notes must start with \"x-\")"));
    }
}

} // namespace gputco
