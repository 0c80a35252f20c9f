#pragma once

#include "pricingtypes.h"
#include "sqldialect.h"

#include <QLatin1StringView>
#include <QSqlQuery>
#include <QVariant>

#include <initializer_list>
#include <span>
#include <variant>
#include <vector>

namespace gputco {

/**
 * @brief The columns of the catalog's prices table in one list, with the PriceRow field each
 * one holds and how it is stored.
 *
 * The SELECT lists, the INSERT and upsert statements (the same text on SQLite and PostgreSQL;
 * on PostgreSQL an import sends many rows per statement), the row reader and the binder of
 * a PriceRow are made from this list, so a price column is named once in the program (and in
 * the migration that adds it). The instance type's columns a listed row carries are a second,
 * read-only list of the same kind. docs/development.md ("Add a catalog column") lists what
 * else a new column needs; tst_catalogbackends checks that the list and the migrated schema
 * agree on both databases and that every column is written and read back.
 */
namespace PriceColumns {

/// How a column is stored, bound and read.
enum class Kind {
    Text, ///< QString; a NOT NULL column: an empty value is stored as ''
    OptionalText, ///< QString; NULL when empty
    Integer, ///< std::optional<int>; NULL when unset
    Real, ///< std::optional<double>; NULL when unset
    Flag, ///< std::optional<bool>, stored as 0 or 1; NULL when unset
    Key, ///< std::optional<qint64>: the id of a row of another table; NULL when unset
    List, ///< QStringList, stored as one text separated by ';'; NULL when empty
};

/// The PriceRow field a column holds.
using Member = std::variant<QString PriceRow::*, std::optional<int> PriceRow::*, std::optional<double> PriceRow::*,
    std::optional<bool> PriceRow::*, std::optional<qint64> PriceRow::*, QStringList PriceRow::*>;

/// One column: its name in SQL (for the instance type's columns, the expression of the join), kind and field.
struct Column
{
    const char *name;
    Kind kind;
    Member member;
    /// A change of it (an import or a seed update) keeps the row it replaces in price_history:
    /// the columns the trigger prices_keep_history compares.
    bool tracked = false;
};

/// The SQL type the migrations give a column of @p kind on @p dialect.
QLatin1StringView sqlType(Kind kind, SqlDialect dialect);

/// The value bound for @p column of @p row (NULL where the kind says so).
QVariant value(const Column &column, const PriceRow &row);
/// Sets @p column of @p row from @p value as read through Qt SQL.
void set(const Column &column, PriceRow &row, const QVariant &value);
/// True when @p a and @p b hold the same value in @p column.
bool same(const Column &column, const PriceRow &a, const PriceRow &b);
/// True when @p a and @p b agree in every tracked column (see Column::tracked).
bool sameTracked(const PriceRow &a, const PriceRow &b);
/// Copies the field of @p column from @p from into @p to.
void copy(const Column &column, const PriceRow &from, PriceRow &to);

/// Attachment names are stored as one text separated by ';' (names are trimmed, empty ones dropped).
QStringList splitList(const QString &text);

/**
 * @brief Some columns of one of the lists, in the list's order: what one statement reads or
 * writes. Positions in a statement come from here, never from a number written by hand.
 */
class Set
{
public:
    /// Every column of the prices table, in the order the schema defines them.
    static const Set &prices();
    /// The instance type's columns of a listed row: instance_types it, providers pr, gpu_models gm.
    static const Set &instanceType();

    /// This set without the named columns (each must be in it).
    Set without(std::initializer_list<const char *> names) const;

    qsizetype size() const { return qsizetype(mColumns.size()); }
    const Column &at(qsizetype i) const { return *mColumns[std::size_t(i)]; }
    /// The position of the named column in this set, -1 when it is not in it.
    qsizetype indexOf(const char *name) const;

    /// "p.id, p.region, ..." with @p prefix before each name (the instance type's expressions as they are).
    QString selectList(const char *prefix = "") const;

    enum class OnConflict {
        Keep, ///< a row with the same id stays as it is
        Update, ///< a row with the same id takes the new values (every column of the set but the id)
    };
    /// INSERT INTO prices of these columns, @p rows rows of placeholders, ON CONFLICT(id) as @p onConflict.
    QString insert(int rows, OnConflict onConflict) const;

    /// @p row's values of these columns, as bound.
    QVariantList values(const PriceRow &row) const;
    /// Binds @p row's values of these columns from placeholder @p first on.
    void bind(QSqlQuery &query, int first, const PriceRow &row) const;
    /// Reads these columns into @p row from result column @p first on.
    void read(const QSqlQuery &query, int first, PriceRow &row) const;

private:
    template<std::size_t N> static Set of(const Column (&columns)[N]);

    std::vector<const Column *> mColumns;
};

} // namespace PriceColumns

} // namespace gputco
