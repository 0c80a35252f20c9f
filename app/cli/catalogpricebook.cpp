// `gputco-cli catalog` price book and settings: discount, fees and settings.
#include "catalogcli_p.h"

#include "percent.h"
#include "pricingdatabase.h"
#include "sqldialect.h"

#include <algorithm>

namespace gputco::CatalogCommands {

namespace {

/// A discount's share off as a percentage: two decimals, more where they would show 100.00.
QString discountPercent(double discount)
{
    const double percent = discount * 100.0;
    return QString::number(percent, 'f', Percent::decimalsFor(percent, 2));
}

/// catalog fees import FILE: the user's own fee price list, all rows or none.
int runFeesImport(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!hasPositional(a, 2, CatalogCliTr::tr("catalog fees import needs exactly one FILE (.csv or .json)"), err))
        return kInvalidInput;
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const ImportReport report = db.importFeePresets(a.positional.at(1));
    if (const int rc = reportImportFailure(report, a.positional.at(1), db, err); rc != kOk)
        return rc;
    out << CatalogCliTr::tr("Imported %1 fee presets (%2)")
               .arg(report.pricesImported)
               .arg(SqlDialects::withoutPassword(db.path()))
        << '\n';
    return kOk;
}

/// The fee presets as JSON, or as a table.
void printFees(const QList<FeePreset> &fees, bool asJson, QTextStream &out)
{
    if (asJson) {
        json array = json::array();
        for (const FeePreset &f : fees)
            array.push_back({{"id", f.id.toStdString()}, {"provider", f.providerId.toStdString()},
                {"product", f.product.toStdString()}, {"category", f.category.toStdString()},
                {"item", f.item.toStdString()}, {"region", f.region.toStdString()}, {"tier", f.tier.toStdString()},
                {"price", f.price}, {"unit", f.unit.toStdString()}, {"currency", f.currency.toStdString()},
                {"as_of", f.asOf.isEmpty() ? json(nullptr) : json(f.asOf.toStdString())},
                {"as_of_basis",
                    f.asOf.isEmpty() ? json(nullptr)
                                     : json(f.asOfBasis == QStringLiteral("commit") ? "commit" : "source")},
                {"source", f.source.toStdString()}, {"notes", f.notes.toStdString()},
                {"origin", f.origin.toStdString()}});
        out << QString::fromStdString(array.dump(2)) << '\n';
        return;
    }
    QList<QStringList> lines;
    lines << QStringList{CatalogCliTr::tr("ID"), CatalogCliTr::tr("PROVIDER"), CatalogCliTr::tr("PRODUCT"),
        CatalogCliTr::tr("CATEGORY"), CatalogCliTr::tr("REGION"), CatalogCliTr::tr("TIER"), CatalogCliTr::tr("PRICE"),
        CatalogCliTr::tr("UNIT"), CatalogCliTr::tr("AS OF"), CatalogCliTr::tr("ITEM")};
    for (const FeePreset &f : fees)
        lines << QStringList{f.id, f.providerId, f.product, f.category, f.region, f.tier,
            QString::number(f.price, 'g', 10), f.unit, asOfText(f.asOf, f.asOfBasis), f.item};
    printColumns(lines, out);
}

} // namespace

int runFees(const Arguments &a, QTextStream &out, QTextStream &err)
{
    static const QStringList categories = {QStringLiteral("storage"), QStringLiteral("disk"),
        QStringLiteral("snapshot"), QStringLiteral("requests"), QStringLiteral("egress"), QStringLiteral("transfer"),
        QStringLiteral("bandwidth"), QStringLiteral("performance"), QStringLiteral("ip"), QStringLiteral("other")};
    const QString format = outputFormat(a, {QStringLiteral("table"), QStringLiteral("json")},
        CatalogCliTr::tr("--format must be table or json, not '%1'"), err);
    if (format.isEmpty())
        return kInvalidInput;
    FeePresetFilter filter;
    filter.provider = a.options.value(QStringLiteral("--provider"));
    filter.category = a.options.value(QStringLiteral("--category"));
    filter.region = a.options.value(QStringLiteral("--region"));
    filter.text = a.options.value(QStringLiteral("--search"));
    if (!filter.category.isEmpty() && !categories.contains(filter.category)) {
        err << CatalogCliTr::tr("--category must be one of %1, not '%2'")
                   .arg(categories.join(QStringLiteral(", ")), filter.category)
            << '\n';
        return kInvalidInput;
    }
    if (a.positional.value(0) == QStringLiteral("import"))
        return runFeesImport(a, out, err);
    if (!noPositional(a, err))
        return kInvalidInput;
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    const auto fees = db.feePresets(filter);
    if (!fees.ok()) {
        err << fees.error() << '\n';
        return kInternalError;
    }
    printFees(fees.value(), format == QStringLiteral("json"), out);
    return kOk;
}

int runSettings(const Arguments &a, QTextStream &out, QTextStream &err)
{
    if (!noPositional(a, err))
        return kInvalidInput;
    std::optional<int> months;
    if (a.options.contains(QStringLiteral("--stale-months"))) {
        bool ok = false;
        const int value = a.options.value(QStringLiteral("--stale-months")).toInt(&ok);
        if (!ok || value < 1 || value > 240) {
            err << CatalogCliTr::tr("--stale-months must be a whole number from 1 to 240, not '%1'")
                       .arg(a.options.value(QStringLiteral("--stale-months")))
                << '\n';
            return kInvalidInput;
        }
        months = value;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    if (months) {
        if (const Status s = db.setStaleAfterMonths(*months); !s.ok()) {
            err << s.error << '\n';
            return kInternalError;
        }
    }
    out << CatalogCliTr::tr("stale-months: %1 (prices dated more than this many months ago are flagged as stale)")
               .arg(db.staleAfterMonths())
        << '\n';
    return kOk;
}

namespace {

/// The discount `catalog discount add` gives (all but the provider), into @p d; kOk or kInvalidInput.
int parseDiscount(const Arguments &a, NegotiatedDiscount &d, QTextStream &err)
{
    // "0.15" or "15%": the fraction off the list price.
    QString text = a.options.value(QStringLiteral("--discount")).trimmed();
    const bool percent = text.endsWith(u'%');
    if (percent)
        text.chop(1);
    bool ok = false;
    double value = text.toDouble(&ok);
    if (percent)
        value /= 100.0;
    if (!ok || !(value > 0 && value < 1)) {
        err << CatalogCliTr::tr(
            "--discount must be a fraction above 0 and below 1 (0.15) or a percentage (15%), not '%1'")
                   .arg(a.options.value(QStringLiteral("--discount")))
            << '\n';
        return kInvalidInput;
    }
    d.discount = value;
    d.pricingModel = a.options.value(QStringLiteral("--pricing"));
    if (!d.pricingModel.isEmpty() && !isValidPricingModel(d.pricingModel)) {
        err << CatalogCliTr::tr("--pricing must be on_demand, reserved or spot, not '%1'").arg(d.pricingModel) << '\n';
        return kInvalidInput;
    }
    d.note = a.options.value(QStringLiteral("--note"));
    d.family = a.options.value(QStringLiteral("--family")).trimmed();
    d.region = a.options.value(QStringLiteral("--region")).trimmed();
    if (a.options.value(QStringLiteral("--provider")).isEmpty()) {
        err << CatalogCliTr::tr("catalog discount add needs --provider") << '\n';
        return kInvalidInput;
    }
    return kOk;
}

/// @p provider (an id or an English or Chinese name, as elsewhere) as the catalog's id; kOk or an exit code.
int resolveProvider(PricingDatabase &db, QString &provider, QTextStream &err)
{
    const auto providers = db.providers();
    if (!providers.ok()) {
        err << providers.error() << '\n';
        return kInternalError;
    }
    QString found;
    for (const Provider &p : providers.value())
        if (p.id.compare(provider, Qt::CaseInsensitive) == 0 || p.nameEn.compare(provider, Qt::CaseInsensitive) == 0
            || (!p.nameZh.isEmpty() && p.nameZh == provider))
            found = p.id;
    if (found.isEmpty()) {
        err << CatalogCliTr::tr("unknown provider '%1'").arg(provider) << '\n';
        return kInvalidInput;
    }
    provider = found;
    return kOk;
}

/// Adds @p d as a discount of @p provider (the catalog's id).
int addDiscount(PricingDatabase &db, NegotiatedDiscount d, const QString &provider, QTextStream &out, QTextStream &err)
{
    d.providerId = provider;
    const auto id = db.addNegotiatedDiscount(d);
    if (!id.ok()) {
        err << id.error() << '\n';
        return kInternalError;
    }
    out << CatalogCliTr::tr("Added negotiated discount %1: %2 % off %3 list prices")
               .arg(id.value())
               .arg(discountPercent(d.discount))
               .arg(provider)
        << '\n';
    // Issue 33: 99.999999 % off priced a 3-year subscription at 0.33 CNY, and it was recommended.
    if (d.discount > Percent::kPlausibleDiscount)
        err << CatalogCliTr::tr("warning: a discount of %1 % is implausible: check the quote")
                   .arg(discountPercent(d.discount))
            << '\n';
    return kOk;
}

/// Removes discount @p removeId, one of @p all (the ones listed).
int removeDiscount(
    PricingDatabase &db, const QList<NegotiatedDiscount> &all, qint64 removeId, QTextStream &out, QTextStream &err)
{
    const bool known
        = std::any_of(all.begin(), all.end(), [&](const NegotiatedDiscount &n) { return n.id == removeId; });
    if (!known) {
        err << CatalogCliTr::tr("no negotiated discount with ID %1").arg(removeId) << '\n';
        return kInvalidInput;
    }
    if (const Status s = db.removeNegotiatedDiscount(removeId); !s.ok()) {
        err << s.error << '\n';
        return kInternalError;
    }
    out << CatalogCliTr::tr("Removed negotiated discount %1").arg(removeId) << '\n';
    return kOk;
}

void printDiscounts(const QList<NegotiatedDiscount> &all, QTextStream &out)
{
    out << CatalogCliTr::tr("ID  PROVIDER  PRICING  FAMILY  REGION  DISCOUNT  NOTE") << '\n';
    for (const NegotiatedDiscount &n : all)
        out << n.id << "  " << n.providerId << "  "
            << (n.pricingModel.isEmpty() ? CatalogCliTr::tr("all") : n.pricingModel) << "  "
            << (n.family.isEmpty() ? CatalogCliTr::tr("all") : n.family) << "  "
            << (n.region.isEmpty() ? CatalogCliTr::tr("all") : n.region) << "  " << discountPercent(n.discount)
            << " %  " << n.note << '\n';
}

} // namespace

int runDiscount(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString action = a.positional.value(0);
    if (action != QStringLiteral("list") && action != QStringLiteral("add") && action != QStringLiteral("remove")) {
        err << CatalogCliTr::tr("catalog discount needs list, add or remove") << '\n';
        return kInvalidInput;
    }
    if ((action == QStringLiteral("remove") && a.positional.size() != 2)
        || (action != QStringLiteral("remove") && a.positional.size() != 1)) {
        err << CatalogCliTr::tr("usage: catalog discount list [--provider P] | add --provider P --discount F "
                                "[--pricing M] [--family F] [--region R] [--note TEXT] | remove ID")
            << '\n';
        return kInvalidInput;
    }
    NegotiatedDiscount d;
    qint64 removeId = -1;
    if (action == QStringLiteral("add")) {
        if (const int rc = parseDiscount(a, d, err); rc != kOk)
            return rc;
    } else if (action == QStringLiteral("remove")) {
        bool ok = false;
        removeId = a.positional.at(1).toLongLong(&ok);
        if (!ok) {
            err << CatalogCliTr::tr("'%1' is not a discount ID (see catalog discount list)").arg(a.positional.at(1))
                << '\n';
            return kInvalidInput;
        }
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    QString provider = a.options.value(QStringLiteral("--provider"));
    if (!provider.isEmpty())
        if (const int rc = resolveProvider(db, provider, err); rc != kOk)
            return rc;
    if (action == QStringLiteral("add"))
        return addDiscount(db, d, provider, out, err);
    const auto all = db.negotiatedDiscounts(provider);
    if (!all.ok()) {
        err << all.error() << '\n';
        return kInternalError;
    }
    if (action == QStringLiteral("remove"))
        return removeDiscount(db, all.value(), removeId, out, err);
    printDiscounts(all.value(), out);
    return kOk;
}

} // namespace gputco::CatalogCommands
