// The filtered price list read a page at a time: PricePager, PricingDatabase::pagePrices() and
// listPrices().
#include "pricingdatabase.h"
#include "pricingdatabase_p.h"

#include "catalogsearch.h"
#include "pricecolumns.h"

#include <QHash>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cstring>
#include <limits>
#include <numeric>
#include <sqlite3.h>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace gputco {

namespace {

/// The SQLite connection under a Qt one, or nullptr (PostgreSQL).
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3 *const *>(v.constData());
    return nullptr;
}

QString placeholders(qsizetype n)
{
    QStringList marks(n, QStringLiteral("?"));
    return QStringLiteral("(") + marks.join(QStringLiteral(", ")) + QStringLiteral(")");
}

/// A word of the search as a LIKE pattern on a lower-case column: "%word%", with % _ ! escaped by '!'.
QString likePattern(const QString &word)
{
    QString escaped;
    for (const QChar c : word.toLower()) {
        if (c == u'%' || c == u'_' || c == u'!')
            escaped += u'!';
        escaped += c;
    }
    return u'%' + escaped + u'%';
}

} // namespace

struct PricePager::Private
{
    QString (*describe)(const PricingDatabase *, const QString &) = nullptr;
    const PricingDatabase *owner = nullptr;
    QSqlDatabase db;
    sqlite3 *lite = nullptr; ///< the SQLite handle under db, or nullptr (PostgreSQL)
    QList<PriceRow> types; ///< the matching instance types, in the list's order
    std::vector<int> ranks; ///< types of one provider and name share a rank
    QHash<QString, qsizetype> typeIndex; ///< instance type id -> types
    /// Per type, the words of the search it lacks (bit i: word i): its prices must have them
    /// in their region or zone. Empty without a search.
    std::vector<quint64> missed;
    QStringList wordPatterns; ///< LIKE patterns of the words
    QString priceWhere; ///< " AND ..." on the prices (pricing model, region)
    QVariantList priceValues;
    bool everyType = false; ///< no provider or GPU: the types were not narrowed
    bool unpricedShown = false; ///< unpriced types are rows of the list
    std::vector<qsizetype> counts; ///< rows per type, once counted
    bool counted = false;
    qsizetype next = 0; ///< the first type not read yet
    qsizetype read = 0; ///< rows returned so far

    QString fail(const QString &reason) const { return describe(owner, reason); }
    quint64 missedOf(qsizetype type) const { return missed.empty() ? 0 : missed[std::size_t(type)]; }

    /**
     * Runs "SELECT columns FROM prices p WHERE ..." for the types [from, to) (all prices when
     * @p all), a statement per group of at most 500 types lacking the same words, and calls
     * @p row with the SQLite statement (on SQLite) or the query (PostgreSQL) of each row.
     */
    template<typename Row>
    QString select(qsizetype from, qsizetype to, bool all, const QString &columns, const QString &suffix, Row &&row)
    {
        constexpr qsizetype kTypesPerStatement = 500;
        std::vector<std::pair<quint64, std::vector<qsizetype>>> groups; // words lacked -> types
        if (all) {
            groups.push_back({0, {}});
        } else {
            for (qsizetype i = from; i < to; ++i) {
                if (counted && counts[std::size_t(i)] == 0)
                    continue; // counted already: none of its prices matches
                const quint64 mask = missedOf(i);
                auto g = std::find_if(groups.begin(), groups.end(), [mask](const auto &e) { return e.first == mask; });
                if (g == groups.end())
                    g = groups.insert(groups.end(), {mask, {}});
                g->second.push_back(i);
            }
        }
        for (const auto &[mask, members] : groups) {
            for (std::size_t start = 0; all ? start == 0 : start < members.size(); start += kTypesPerStatement) {
                QString sql = QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM prices p WHERE 1 = 1");
                QVariantList values;
                if (!all) {
                    const std::size_t n = std::min(std::size_t(kTypesPerStatement), members.size() - start);
                    sql += QStringLiteral(" AND p.instance_type_id IN ") + placeholders(qsizetype(n));
                    for (std::size_t k = start; k < start + n; ++k)
                        values << types.at(members[k]).instanceTypeId;
                }
                sql += priceWhere;
                values << priceValues;
                for (int w = 0; w < wordPatterns.size(); ++w) {
                    if (!(mask & (quint64(1) << w)))
                        continue;
                    sql += QStringLiteral(
                        " AND (lower(p.region) LIKE ? ESCAPE '!' OR lower(p.zone) LIKE ? ESCAPE '!')");
                    values << wordPatterns.at(w) << wordPatterns.at(w);
                }
                sql += suffix;
                if (lite) {
                    sqlite3_stmt *stmt = nullptr;
                    const QByteArray utf8 = sql.toUtf8();
                    if (sqlite3_prepare_v2(lite, utf8.constData(), int(utf8.size()), &stmt, nullptr) != SQLITE_OK) {
                        const QString reason = QString::fromUtf8(sqlite3_errmsg(lite));
                        sqlite3_finalize(stmt);
                        return fail(reason);
                    }
                    std::vector<QByteArray> bound; // alive until the statement is finalized
                    bound.reserve(std::size_t(values.size()));
                    for (qsizetype i = 0; i < values.size(); ++i) {
                        bound.push_back(values.at(i).toString().toUtf8());
                        sqlite3_bind_text(
                            stmt, int(i + 1), bound.back().constData(), int(bound.back().size()), SQLITE_STATIC);
                    }
                    int rc;
                    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW)
                        row(stmt, static_cast<QSqlQuery *>(nullptr));
                    const QString reason = rc == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(lite));
                    sqlite3_finalize(stmt);
                    if (!reason.isEmpty())
                        return fail(reason);
                    continue;
                }
                QSqlQuery q(db);
                q.setForwardOnly(true);
                if (!q.prepare(sql))
                    return fail(q.lastError().text());
                bindAll(q, values);
                if (!q.exec())
                    return fail(q.lastError().text());
                while (q.next())
                    row(static_cast<sqlite3_stmt *>(nullptr), &q);
            }
        }
        return QString();
    }

    /// The type a price row belongs to (an index into types), or -1.
    qsizetype typeOf(const QString &typeId, QString &lastId, qsizetype &lastType) const
    {
        // A type's prices come one after another: the last answer is usually right.
        if (typeId.constData() == lastId.constData() || typeId == lastId)
            return lastType;
        const auto it = typeIndex.constFind(typeId);
        lastId = typeId;
        lastType = it == typeIndex.constEnd() ? -1 : *it;
        return lastType;
    }

    /**
     * Narrows step 1 (the instance types) to the provider users typed: its id or a name
     * ("aliyun", "火山引擎") mapped to the catalog's ids through the small providers table, then
     * the index on instance_types(provider_id). False in @p found when no provider matches.
     */
    QString whereProvider(const QString &provider, QString &where, QVariantList &values, bool &found)
    {
        QSqlQuery providers(db);
        providers.setForwardOnly(true);
        if (!providers.prepare(QStringLiteral(
                "SELECT id FROM providers WHERE lower(id) = lower(?) OR lower(name_en) = lower(?) OR name_zh = ?")))
            return fail(providers.lastError().text());
        bindAll(providers, {CatalogSearch::providerId(provider), provider, provider});
        if (!providers.exec())
            return fail(providers.lastError().text());
        QVariantList ids;
        while (providers.next())
            ids << providers.value(0).toString();
        found = !ids.isEmpty();
        if (!found)
            return {};
        where += QStringLiteral(" AND it.provider_id IN ") + placeholders(ids.size());
        values << ids;
        return {};
    }

    /**
     * Narrows step 1 to a GPU: by its id or vendor label, or a word of its name from its start,
     * in any case ("910B" finds "Ascend 910B", "h100" finds "H100 80GB SXM", "H" only the label
     * H). The names are matched here on the few GPU models; readTypes() tests each type exactly.
     */
    QString whereGpu(const QString &gpu, QString &where, QVariantList &values)
    {
        QSqlQuery models(db);
        models.setForwardOnly(true);
        if (!models.exec(QStringLiteral("SELECT id, name FROM gpu_models")))
            return fail(models.lastError().text());
        QVariantList ids;
        while (models.next())
            if (CatalogSearch::matchesWordStart(models.value(1).toString(), gpu))
                ids << models.value(0).toString();
        where += QStringLiteral(" AND (lower(it.gpu_model_id) = lower(?) OR lower(it.gpu_label) = lower(?)");
        values << gpu << gpu;
        if (!ids.isEmpty()) {
            where += QStringLiteral(" OR it.gpu_model_id IN ") + placeholders(ids.size());
            values << ids;
        }
        where += u')';
        return {};
    }

    /// Step 2's filters on the prices (pricing model, region); they narrow the types too when nothing else does.
    void wherePrices(const PriceFilter &filter, QString &where, QVariantList &values)
    {
        everyType = filter.provider.isEmpty() && filter.gpu.isEmpty() && filter.gpuName.isEmpty();
        if (!filter.pricingModel.isEmpty()) {
            priceWhere += QStringLiteral(" AND p.pricing_model = ?");
            priceValues << filter.pricingModel;
        }
        if (!filter.region.isEmpty()) {
            priceWhere += QStringLiteral(" AND p.region = ?");
            priceValues << filter.region;
        }
        unpricedShown = filter.includeUnpriced && filter.region.isEmpty() && filter.pricingModel.isEmpty();
        if (everyType && !priceWhere.isEmpty()) {
            // Only a region or pricing model: the types that have such a price (idx_prices_region_model).
            where += QStringLiteral(" AND it.id IN (SELECT p.instance_type_id FROM prices p WHERE 1 = 1") + priceWhere
                + u')';
            values << priceValues;
        }
    }

    /// The instance types step 1 finds with @p where, each tested exactly against the filter's GPU.
    QString readTypes(const QString &gpu, const QString &where, const QVariantList &values, QList<PriceRow> &matching)
    {
        const PriceColumns::Set &columns = PriceColumns::Set::instanceType();
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.prepare(QStringLiteral("SELECT ") + columns.selectList()
                + QStringLiteral(" FROM instance_types it JOIN providers pr ON pr.id = it.provider_id "
                                 "LEFT JOIN gpu_models gm ON gm.id = it.gpu_model_id")
                + where))
            return fail(query.lastError().text());
        bindAll(query, values);
        if (!query.exec())
            return fail(query.lastError().text());
        while (query.next()) {
            PriceRow t;
            columns.read(query, 0, t);
            if (!gpu.isEmpty() && t.gpuModelId.compare(gpu, Qt::CaseInsensitive) != 0
                && t.gpuLabel.compare(gpu, Qt::CaseInsensitive) != 0
                && !CatalogSearch::matchesWordStart(t.gpuModelName, gpu))
                continue;
            matching.append(t);
        }
        return {};
    }

    /// The providers' Chinese names by id, which the search finds a type by too.
    QString chineseNames(QHash<QString, QString> &names)
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT id, name_zh FROM providers")))
            return fail(q.lastError().text());
        while (q.next())
            names.insert(q.value(0).toString(), q.value(1).toString());
        return {};
    }

    /**
     * Keeps @p matching in the list's order: provider, then instance type (types of one
     * provider and name share a rank); with a search, which of its @p words each type lacks.
     */
    void setTypes(const QList<PriceRow> &matching, const QStringList &words, const QHash<QString, QString> &zhNames)
    {
        std::vector<qsizetype> order(std::size_t(matching.size()));
        std::iota(order.begin(), order.end(), qsizetype(0));
        const auto typeKey
            = [&](qsizetype i) { return std::tie(matching.at(i).providerId, matching.at(i).instanceType); };
        std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return typeKey(a) < typeKey(b); });
        types.reserve(matching.size());
        ranks.reserve(order.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            const PriceRow &t = matching.at(order[i]);
            ranks.push_back(i == 0 ? 0 : ranks.back() + (typeKey(order[i - 1]) != typeKey(order[i]) ? 1 : 0));
            if (!words.isEmpty()) {
                const QString hay = CatalogSearch::providerWords(t.providerId).join(u' ') + u' ' + t.providerId + u' '
                    + t.providerName + u' ' + zhNames.value(t.providerId) + u' ' + t.instanceType + u' ' + t.family
                    + u' ' + t.gpuModelName + u' ' + t.gpuLabel;
                quint64 mask = 0;
                for (qsizetype w = 0; w < words.size(); ++w)
                    if (!hay.contains(words.at(w), Qt::CaseInsensitive))
                        mask |= quint64(1) << w;
                missed.push_back(mask);
            }
            typeIndex.insert(t.instanceTypeId, qsizetype(types.size()));
            types.append(t);
        }
    }

    /// Where the page from type @p from ends (@p to): whole types up to at least @p atLeast rows, @p expected of them.
    QString pageEnd(qsizetype from, qsizetype atLeast, qsizetype &to, qsizetype &expected);
    /// The rows of the types [from, to), in the order read; unpriced types as rows where they are shown.
    QString readRows(qsizetype from, qsizetype to, qsizetype expected, QList<PriceRow> &rows);
    /// @p rows in the list's order.
    QList<PriceRow> inListOrder(QList<PriceRow> rows) const;

    QString countRows()
    {
        counts.assign(std::size_t(types.size()), 0);
        const bool all = everyType && wordPatterns.isEmpty();
        QString lastId;
        qsizetype lastType = -1;
        const QString error = select(0, types.size(), all, QStringLiteral("p.instance_type_id, count(*)"),
            QStringLiteral(" GROUP BY p.instance_type_id"), [&](sqlite3_stmt *s, QSqlQuery *q) {
                QString typeId;
                qsizetype n;
                if (s) {
                    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(s, 0));
                    typeId = QString::fromUtf8(text, text ? sqlite3_column_bytes(s, 0) : 0);
                    n = qsizetype(sqlite3_column_int64(s, 1));
                } else {
                    typeId = q->value(0).toString();
                    n = qsizetype(q->value(1).toLongLong());
                }
                if (const qsizetype t = typeOf(typeId, lastId, lastType); t >= 0)
                    counts[std::size_t(t)] += n;
            });
        if (!error.isEmpty())
            return error;
        if (unpricedShown)
            for (qsizetype i = 0; i < types.size(); ++i)
                if (counts[std::size_t(i)] == 0 && missedOf(i) == 0)
                    counts[std::size_t(i)] = 1;
        counted = true;
        return QString();
    }
};

namespace {

/**
 * The text of a result column, one QString per distinct value: the region, zone, pricing model,
 * currency, date and source of a list repeat from row to row, and a repeated value shares the
 * string made for its first row (no allocation, no UTF-8 conversion). Remembers the last
 * few values of its column and tries the one it gave last first.
 */
class TextColumn
{
public:
    QString get(sqlite3_value *value)
    {
        const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
        if (!text)
            return QString();
        const int size = sqlite3_value_bytes(value);
        const auto same = [&](const Entry &e) {
            return e.bytes.size() == size && std::memcmp(e.bytes.constData(), text, std::size_t(size)) == 0;
        };
        if (mLast < mEntries.size() && same(mEntries[mLast]))
            return mEntries[mLast].text;
        for (std::size_t i = 0; i < mEntries.size(); ++i)
            if (same(mEntries[i])) {
                mLast = i;
                return mEntries[i].text;
            }
        Entry fresh{QByteArray(text, size), QString::fromUtf8(text, size)};
        if (mEntries.size() < kSize) {
            mLast = mEntries.size();
            mEntries.push_back(fresh);
        } else {
            mLast = mNext++ % kSize;
            mEntries[mLast] = fresh;
        }
        return fresh.text;
    }

private:
    static constexpr std::size_t kSize = 16;
    struct Entry
    {
        QByteArray bytes;
        QString text;
    };
    std::vector<Entry> mEntries;
    std::size_t mNext = 0;
    std::size_t mLast = 0;
};

/**
 * The price columns read straight from SQLite: Qt SQL makes a QVariant of every value of every
 * row, which was most of the time of a list of a few thousand prices. The reading of each
 * column is made at compile time from the column table (PriceColumns::kPrices, the order of
 * the SELECT list): no loop, no look-up of a column's kind or field per value.
 */
class SqlitePriceReader
{
public:
    // The values are read through sqlite3_column_value(): one call (and one lock of the
    // connection's mutex) per column instead of two or three. Such a value may be read only on
    // the connection's thread, which a PricingDatabase is used on anyway.
    void read(sqlite3_stmt *s, PriceRow &r)
    {
        [&]<std::size_t... I>(std::index_sequence<I...>)
        {
            (readColumn<I>(s, r), ...);
        }
        (std::make_index_sequence<std::size(PriceColumns::kPrices)>());
    }
    QString typeId(sqlite3_stmt *s) { return mText[kTypeId].get(sqlite3_column_value(s, kTypeId)); }

private:
    static constexpr int kTypeId = PriceColumns::indexOfPrice("instance_type_id");

    template<std::size_t I> void readColumn(sqlite3_stmt *s, PriceRow &r)
    {
        using PriceColumns::Kind;
        constexpr const PriceColumns::Column &column = PriceColumns::kPrices[I];
        if constexpr (int(I) != kTypeId) { // read on its own first (typeId()); the row has it from its type
            sqlite3_value *v = sqlite3_column_value(s, int(I));
            if constexpr (column.kind == Kind::Text || column.kind == Kind::OptionalText) {
                constexpr auto field = std::get<QString PriceRow::*>(column.member);
                // The id differs from row to row: not looked for among the last texts.
                r.*field = std::string_view(column.name) == "id" ? unique(v) : mText[I].get(v);
            } else if constexpr (column.kind == Kind::Integer) {
                r.*std::get<std::optional<int> PriceRow::*>(column.member)
                    = isNull(v) ? std::nullopt : std::optional<int>(sqlite3_value_int(v));
            } else if constexpr (column.kind == Kind::Real) {
                r.*std::get<std::optional<double> PriceRow::*>(column.member)
                    = isNull(v) ? std::nullopt : std::optional<double>(sqlite3_value_double(v));
            } else if constexpr (column.kind == Kind::Flag) {
                r.*std::get<std::optional<bool> PriceRow::*>(column.member)
                    = isNull(v) ? std::nullopt : std::optional<bool>(sqlite3_value_int(v) != 0);
            } else if constexpr (column.kind == Kind::Key) {
                r.*std::get<std::optional<qint64> PriceRow::*>(column.member)
                    = isNull(v) ? std::nullopt : std::optional<qint64>(sqlite3_value_int64(v));
            } else {
                static_assert(column.kind == Kind::List);
                if (const QString text = mText[I].get(v); !text.isEmpty())
                    r.*std::get<QStringList PriceRow::*>(column.member) = PriceColumns::splitList(text);
            }
        }
    }

    static bool isNull(sqlite3_value *v) { return sqlite3_value_type(v) == SQLITE_NULL; }

    static QString unique(sqlite3_value *v)
    {
        const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(v));
        return QString::fromUtf8(text, text ? sqlite3_value_bytes(v) : 0);
    }

    TextColumn mText[std::size(PriceColumns::kPrices)]; ///< per column
};

} // namespace

PricePager::PricePager()
    : d(std::make_unique<Private>())
{ }

PricePager::~PricePager() = default;

bool PricePager::atEnd() const
{
    return d->next >= d->types.size();
}

qsizetype PricePager::rowsRead() const
{
    return d->read;
}

Result<qsizetype> PricePager::count()
{
    if (!d->counted)
        if (const QString error = d->countRows(); !error.isEmpty())
            return Result<qsizetype>::failure(error);
    return std::accumulate(d->counts.begin(), d->counts.end(), qsizetype(0));
}

QString PricePager::Private::pageEnd(qsizetype from, qsizetype atLeast, qsizetype &to, qsizetype &expected)
{
    // Whole instance types (and the types that share their rank) up to at least atLeast rows.
    if (!counted)
        if (const QString error = countRows(); !error.isEmpty())
            return error;
    expected = 0;
    to = from;
    atLeast = std::max(atLeast, qsizetype(1));
    while (to < types.size()
        && (expected < atLeast || (to > from && ranks[std::size_t(to)] == ranks[std::size_t(to - 1)])))
        expected += counts[std::size_t(to++)];
    // Types with no row left at the end (a search's words in none of their prices) go with
    // this page: no page after it would be empty.
    qsizetype rest = to;
    while (rest < types.size() && counts[std::size_t(rest)] == 0)
        ++rest;
    if (rest == types.size())
        to = rest;
    return {};
}

QString PricePager::Private::readRows(qsizetype from, qsizetype to, qsizetype expected, QList<PriceRow> &rows)
{
    // Every price at once when every type is read and none was narrowed (one statement, no list).
    const bool all = from == 0 && to == types.size() && everyType && wordPatterns.isEmpty();
    if (expected > 0)
        rows.reserve(expected);
    std::vector<bool> priced(std::size_t(to - from), false);
    const PriceColumns::Set &columns = PriceColumns::Set::prices();
    const int typeIdColumn = int(columns.indexOf("instance_type_id"));
    SqlitePriceReader reader;
    QString lastId;
    qsizetype lastType = -1;
    const QString error
        = select(from, to, all, columns.selectList("p."), QString(), [&](sqlite3_stmt *s, QSqlQuery *q) {
              const qsizetype t = typeOf(s ? reader.typeId(s) : q->value(typeIdColumn).toString(), lastId, lastType);
              if (t < from || t >= to)
                  return; // a price of a type whose provider is not in the catalog (as the join left it out)
              priced[std::size_t(t - from)] = true;
              // A price row starts as its instance type (a type holds only the type's columns).
              PriceRow &r = rows.emplace_back(types.at(t));
              if (s)
                  reader.read(s, r);
              else
                  columns.read(*q, 0, r);
          });
    if (!error.isEmpty())
        return error;
    // Unpriced instance types have no region or zone: shown only when the search found them by the type.
    if (unpricedShown)
        for (qsizetype i = from; i < to; ++i)
            if (!priced[std::size_t(i - from)] && missedOf(i) == 0)
                rows.append(types.at(i));
    return {};
}

QList<PriceRow> PricePager::Private::inListOrder(QList<PriceRow> rows) const
{
    // Sorted here (an SQL ORDER BY over the wide rows cost 10 ms for 2,000 rows) by provider,
    // instance type, region, zone, pricing model, term and id: the types are in order already
    // (their rank), then positions are sorted, not the wide rows; a string the reader shares
    // between rows is equal without comparing its text.
    struct Key
    {
        int rank;
        qsizetype row;
    };
    std::vector<Key> keys;
    keys.reserve(std::size_t(rows.size()));
    QString lastId;
    qsizetype lastType = -1;
    for (qsizetype i = 0; i < rows.size(); ++i)
        keys.push_back({ranks[std::size_t(typeOf(rows.at(i).instanceTypeId, lastId, lastType))], i});
    const auto compare = [](const QString &a, const QString &b) {
        return a.constData() == b.constData() && a.size() == b.size() ? 0 : QString::compare(a, b);
    };
    const auto before = [&](const Key &ka, const Key &kb) {
        if (ka.rank != kb.rank)
            return ka.rank < kb.rank;
        const PriceRow &a = rows.at(ka.row), &b = rows.at(kb.row);
        for (const auto &[x, y] : {std::pair<const QString &, const QString &>{a.region, b.region}, {a.zone, b.zone},
                 {a.pricingModel, b.pricingModel}})
            if (const int c = compare(x, y))
                return c < 0;
        if (a.termMonths != b.termMonths)
            return a.termMonths < b.termMonths;
        return compare(a.id, b.id) < 0;
    };
    // SQLite returns a type's prices by id, and ids are mostly "type/region/zone/model...": the
    // rows are often in order already, and then neither sorted nor moved.
    if (std::is_sorted(keys.begin(), keys.end(), before))
        return rows;
    std::sort(keys.begin(), keys.end(), before);
    QList<PriceRow> sorted;
    sorted.reserve(rows.size());
    for (const Key &k : keys)
        sorted.append(std::move(rows[k.row]));
    return sorted;
}

Result<QList<PriceRow>> PricePager::next(qsizetype atLeast)
{
    using Rows = Result<QList<PriceRow>>;
    if (atEnd())
        return QList<PriceRow>();
    Private &p = *d;
    const qsizetype from = p.next;
    qsizetype to = p.types.size();
    qsizetype expected = -1;
    if (atLeast < std::numeric_limits<qsizetype>::max() / 2)
        if (const QString error = p.pageEnd(from, atLeast, to, expected); !error.isEmpty())
            return Rows::failure(error);
    QList<PriceRow> rows;
    if (const QString error = p.readRows(from, to, expected, rows); !error.isEmpty())
        return Rows::failure(error);
    p.next = to;
    p.read += rows.size();
    return p.inListOrder(std::move(rows));
}

Result<std::shared_ptr<PricePager>> PricingDatabase::pagePrices(const PriceFilter &filter) const
{
    using Pager = Result<std::shared_ptr<PricePager>>;
    if (!isOpen())
        return Pager::failure(PricingDatabaseTr::tr("the pricing database is not open"));
    if (!filter.pricingModel.isEmpty() && !isValidPricingModel(filter.pricingModel))
        return Pager::failure(
            PricingDatabaseTr::tr("'%1' is not a pricing model (on_demand, reserved, spot)").arg(filter.pricingModel));
    std::shared_ptr<PricePager> pager(new PricePager);
    PricePager::Private &p = *pager->d;
    p.owner = this;
    p.describe = [](const PricingDatabase *db, const QString &reason) { return db->describe(reason); };
    p.db = connection();
    p.lite = sqliteHandle(p.db);
    // Step 1: the matching instance types, narrowed in SQL so that only they are read.
    QString where = QStringLiteral(" WHERE 1 = 1");
    QVariantList whereValues;
    if (!filter.provider.isEmpty()) {
        bool found = false;
        if (const QString error = p.whereProvider(filter.provider, where, whereValues, found); !error.isEmpty())
            return Pager::failure(error);
        if (!found)
            return pager; // no such provider: an empty list
    }
    if (!filter.gpu.isEmpty())
        if (const QString error = p.whereGpu(filter.gpu, where, whereValues); !error.isEmpty())
            return Pager::failure(error);
    if (!filter.gpuName.isEmpty()) {
        where += QStringLiteral(" AND gm.name = ?");
        whereValues << filter.gpuName;
    }
    p.wherePrices(filter, where, whereValues);
    QList<PriceRow> matching;
    if (const QString error = p.readTypes(filter.gpu, where, whereValues, matching); !error.isEmpty())
        return Pager::failure(error);

    // The search: each word in the type (provider names and aliases, type, family, GPU) or
    // else in each price's region or zone (in SQL).
    QStringList words = filter.text.split(u' ', Qt::SkipEmptyParts);
    words.removeDuplicates();
    if (words.size() > 64)
        return Pager::failure(
            PricingDatabaseTr::tr("the search has %1 words; at most 64 are allowed").arg(words.size()));
    QHash<QString, QString> chineseNames; // provider id -> name_zh
    if (!words.isEmpty()) {
        if (const QString error = p.chineseNames(chineseNames); !error.isEmpty())
            return Pager::failure(error);
        for (const QString &w : std::as_const(words))
            p.wordPatterns << likePattern(w);
    }
    p.setTypes(matching, words, chineseNames);
    return pager;
}

Result<QList<PriceRow>> PricingDatabase::listPrices(const PriceFilter &filter) const
{
    auto pager = pagePrices(filter);
    if (!pager.ok())
        return Result<QList<PriceRow>>::failure(pager.error());
    return pager.value()->next(std::numeric_limits<qsizetype>::max());
}

} // namespace gputco
