#include "pricecolumns.h"

#include <QStringList>

#include <algorithm>
#include <cstring>

namespace gputco::PriceColumns {

namespace {

template<typename T> QVariant nullable(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant(QMetaType::fromType<T>());
}

} // namespace

QLatin1StringView sqlType(Kind kind, SqlDialect dialect)
{
    const bool server = dialect == SqlDialect::PostgreSQL;
    switch (kind) {
    case Kind::Integer:
    case Kind::Flag: return QLatin1StringView("INTEGER");
    case Kind::Real: return server ? QLatin1StringView("DOUBLE PRECISION") : QLatin1StringView("REAL");
    case Kind::Key: return server ? QLatin1StringView("BIGINT") : QLatin1StringView("INTEGER");
    case Kind::Text:
    case Kind::OptionalText:
    case Kind::List: break;
    }
    return QLatin1StringView("TEXT");
}

QVariant value(const Column &column, const PriceRow &row)
{
    switch (column.kind) {
    case Kind::Text: {
        // A null QString would bind as NULL: NOT NULL text is stored as ''.
        const QString &text = row.*std::get<QString PriceRow::*>(column.member);
        return text.isNull() ? QVariant(QStringLiteral("")) : QVariant(text);
    }
    case Kind::OptionalText: {
        const QString &text = row.*std::get<QString PriceRow::*>(column.member);
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    case Kind::Integer: return nullable(row.*std::get<std::optional<int> PriceRow::*>(column.member));
    case Kind::Real: return nullable(row.*std::get<std::optional<double> PriceRow::*>(column.member));
    case Kind::Flag: {
        const std::optional<bool> &flag = row.*std::get<std::optional<bool> PriceRow::*>(column.member);
        return flag ? QVariant(*flag ? 1 : 0) : QVariant(QMetaType::fromType<int>());
    }
    case Kind::Key: return nullable(row.*std::get<std::optional<qint64> PriceRow::*>(column.member));
    case Kind::List: {
        const QStringList &names = row.*std::get<QStringList PriceRow::*>(column.member);
        return names.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(names.join(u';'));
    }
    }
    return {};
}

void set(const Column &column, PriceRow &row, const QVariant &value)
{
    switch (column.kind) {
    case Kind::Text:
    case Kind::OptionalText: row.*std::get<QString PriceRow::*>(column.member) = value.toString(); return;
    case Kind::Integer:
        row.*std::get<std::optional<int> PriceRow::*>(column.member)
            = value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
        return;
    case Kind::Real:
        row.*std::get<std::optional<double> PriceRow::*>(column.member)
            = value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
        return;
    case Kind::Flag:
        row.*std::get<std::optional<bool> PriceRow::*>(column.member)
            = value.isNull() ? std::nullopt : std::optional<bool>(value.toInt() != 0);
        return;
    case Kind::Key:
        row.*std::get<std::optional<qint64> PriceRow::*>(column.member)
            = value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
        return;
    case Kind::List: row.*std::get<QStringList PriceRow::*>(column.member) = splitList(value.toString()); return;
    }
}

bool same(const Column &column, const PriceRow &a, const PriceRow &b)
{
    return std::visit([&](auto member) { return a.*member == b.*member; }, column.member);
}

bool sameTracked(const PriceRow &a, const PriceRow &b)
{
    return std::all_of(
        std::begin(kPrices), std::end(kPrices), [&](const Column &c) { return !c.tracked || same(c, a, b); });
}

void copy(const Column &column, const PriceRow &from, PriceRow &to)
{
    std::visit([&](auto member) { to.*member = from.*member; }, column.member);
}

QStringList splitList(const QString &text)
{
    QStringList names;
    for (const QString &name : text.split(u';', Qt::SkipEmptyParts)) {
        if (!name.trimmed().isEmpty())
            names.append(name.trimmed());
    }
    return names;
}

const Set &Set::prices()
{
    static const Set every = of(kPrices);
    return every;
}

const Set &Set::instanceType()
{
    static const Set every = of(kInstanceType);
    return every;
}

template<std::size_t N> Set Set::of(const Column (&columns)[N])
{
    Set set;
    for (const Column &c : columns)
        set.mColumns.push_back(&c);
    return set;
}

Set Set::without(std::initializer_list<const char *> names) const
{
    Set set;
    for (const Column *c : mColumns) {
        if (std::none_of(names.begin(), names.end(), [c](const char *name) { return std::strcmp(c->name, name) == 0; }))
            set.mColumns.push_back(c);
    }
    Q_ASSERT(set.mColumns.size() + names.size() == mColumns.size());
    return set;
}

qsizetype Set::indexOf(const char *name) const
{
    for (std::size_t i = 0; i < mColumns.size(); ++i) {
        if (std::strcmp(mColumns[i]->name, name) == 0)
            return qsizetype(i);
    }
    return -1;
}

QString Set::selectList(const char *prefix) const
{
    QStringList names;
    for (const Column *c : mColumns)
        names << QLatin1StringView(prefix) + QLatin1StringView(c->name);
    return names.join(QStringLiteral(", "));
}

QString Set::insert(int rows, OnConflict onConflict) const
{
    QStringList names;
    QStringList updates;
    for (const Column *c : mColumns) {
        const QLatin1StringView name(c->name);
        names << name;
        if (name != QLatin1StringView("id"))
            updates << name + QStringLiteral(" = excluded.") + name;
    }
    const QString row = u'(' + QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", ")) + u')';
    QString sql = QStringLiteral("INSERT INTO prices (") + names.join(QStringLiteral(", "))
        + QStringLiteral(") VALUES ") + QStringList(rows, row).join(QStringLiteral(", "));
    if (onConflict == OnConflict::Keep)
        return sql + QStringLiteral(" ON CONFLICT(id) DO NOTHING");
    return sql + QStringLiteral(" ON CONFLICT(id) DO UPDATE SET ") + updates.join(QStringLiteral(", "));
}

QVariantList Set::values(const PriceRow &row) const
{
    QVariantList out;
    out.reserve(size());
    for (const Column *c : mColumns)
        out << value(*c, row);
    return out;
}

void Set::bind(QSqlQuery &query, int first, const PriceRow &row) const
{
    for (std::size_t i = 0; i < mColumns.size(); ++i)
        query.bindValue(first + int(i), value(*mColumns[i], row));
}

void Set::read(const QSqlQuery &query, int first, PriceRow &row) const
{
    for (std::size_t i = 0; i < mColumns.size(); ++i)
        set(*mColumns[i], row, query.value(first + int(i)));
}

} // namespace gputco::PriceColumns
