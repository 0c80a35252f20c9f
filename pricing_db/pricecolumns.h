#pragma once

#include "pricingtypes.h"
#include "sqldialect.h"

#include <QLatin1StringView>
#include <QSqlQuery>
#include <QVariant>

#include <initializer_list>
#include <iterator>
#include <string_view>
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

// The constructors of the table's lines, one per kind.

constexpr Column text(const char *name, QString PriceRow::*member, bool tracked = false)
{
    return {name, Kind::Text, member, tracked};
}

constexpr Column optionalText(const char *name, QString PriceRow::*member, bool tracked = false)
{
    return {name, Kind::OptionalText, member, tracked};
}

constexpr Column integer(const char *name, std::optional<int> PriceRow::*member)
{
    return {name, Kind::Integer, member};
}

constexpr Column real(const char *name, std::optional<double> PriceRow::*member, bool tracked = false)
{
    return {name, Kind::Real, member, tracked};
}

constexpr Column flag(const char *name, std::optional<bool> PriceRow::*member)
{
    return {name, Kind::Flag, member};
}

constexpr Column key(const char *name, std::optional<qint64> PriceRow::*member)
{
    return {name, Kind::Key, member};
}

constexpr Column list(const char *name, QStringList PriceRow::*member)
{
    return {name, Kind::List, member};
}

inline constexpr bool kTracked = true;

// clang-format off
/// The prices table (schema 7 on SQLite; the same columns on PostgreSQL), in the schema's order.
inline constexpr Column kPrices[] = {
    text("id", &PriceRow::id),
    text("instance_type_id", &PriceRow::instanceTypeId),
    text("region", &PriceRow::region),
    text("zone", &PriceRow::zone),
    text("pricing_model", &PriceRow::pricingModel),
    integer("term_months", &PriceRow::termMonths),
    optionalText("payment_option", &PriceRow::paymentOption),
    real("upfront_amount", &PriceRow::upfrontAmount, kTracked),
    real("hourly_amount", &PriceRow::hourlyAmount, kTracked),
    real("monthly_amount", &PriceRow::monthlyAmount, kTracked),
    text("currency", &PriceRow::currency, kTracked),
    flag("tax_included", &PriceRow::taxIncluded),
    optionalText("as_of", &PriceRow::asOf, kTracked),
    text("source", &PriceRow::source),
    key("price_book_id", &PriceRow::priceBookId),
    text("origin", &PriceRow::origin),
    text("notes", &PriceRow::notes),
    real("hourly_min", &PriceRow::hourlyMin, kTracked),
    real("hourly_max", &PriceRow::hourlyMax, kTracked),
    real("monthly_min", &PriceRow::monthlyMin, kTracked),
    real("monthly_max", &PriceRow::monthlyMax, kTracked),
    optionalText("as_of_basis", &PriceRow::asOfBasis),
    optionalText("quote_vendor", &PriceRow::quoteVendor),
    optionalText("quote_contact", &PriceRow::quoteContact),
    real("tax_rate", &PriceRow::taxRatePercent),
    optionalText("valid_from", &PriceRow::validFrom),
    optionalText("valid_until", &PriceRow::validUntil),
    list("attachments", &PriceRow::attachments),
};

/// A listed row's instance type: FROM instance_types it JOIN providers pr LEFT JOIN gpu_models gm.
inline constexpr Column kInstanceType[] = {
    text("it.id", &PriceRow::instanceTypeId),
    text("it.provider_id", &PriceRow::providerId),
    text("pr.name_en", &PriceRow::providerName),
    text("it.name", &PriceRow::instanceType),
    text("it.family", &PriceRow::family),
    text("it.gpu_model_id", &PriceRow::gpuModelId),
    text("gm.name", &PriceRow::gpuModelName),
    text("it.gpu_label", &PriceRow::gpuLabel),
    integer("it.gpu_count", &PriceRow::gpuCount),
    real("it.vcpus", &PriceRow::vcpus),
    real("it.memory_gib", &PriceRow::memoryGib),
    flag("it.nvlink", &PriceRow::nvlink),
    real("it.rdma_gbps", &PriceRow::rdmaGbps),
    text("it.notes", &PriceRow::instanceTypeNotes),
};
// clang-format on

/// The position of column @p name in kPrices, -1 when there is none (at compile time too).
constexpr int indexOfPrice(std::string_view name)
{
    for (std::size_t i = 0; i < std::size(kPrices); ++i)
        if (std::string_view(kPrices[i].name) == name)
            return int(i);
    return -1;
}

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
