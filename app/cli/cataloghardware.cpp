// `gputco-cli catalog hardware`: the self-hosted hardware of the catalog (the shipped reference
// figures and the user's vendor quotes for servers, switches ...), and adding or removing quotes.
#include "catalogcli_p.h"

#include "pricingdatabase.h"

#include <QFile>

#include <algorithm>
#include <cmath>

namespace gputco::CatalogCommands {

namespace {

QString text(const json &o, const char *key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

/// One quote of a `catalog hardware add` file, or the problems of its fields (named by key).
HardwareItem hardwareFromJson(const json &o, QStringList &problems)
{
    static const QStringList known{QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("name"),
        QStringLiteral("vendor"), QStringLiteral("contact"), QStringLiteral("gpuModel"),
        QStringLiteral("gpusPerServer"), QStringLiteral("price"), QStringLiteral("currency"),
        QStringLiteral("taxIncluded"), QStringLiteral("taxRatePercent"), QStringLiteral("validFrom"),
        QStringLiteral("validUntil"), QStringLiteral("attachments"), QStringLiteral("asOf"), QStringLiteral("source"),
        QStringLiteral("notes"), QStringLiteral("maxKw"), QStringLiteral("typicalKw")};
    HardwareItem h;
    QStringList unknown;
    for (const auto &[key, value] : o.items()) {
        const QString name = QString::fromStdString(key);
        if (!known.contains(name)) {
            unknown << CatalogCliTr::tr("%1: not a field of a hardware quote (%2)")
                           .arg(name, known.join(QStringLiteral(", ")));
            continue;
        }
        const bool number = name == QLatin1String("gpusPerServer") || name == QLatin1String("price")
            || name == QLatin1String("taxRatePercent") || name == QLatin1String("maxKw")
            || name == QLatin1String("typicalKw");
        if (number && !value.is_number())
            problems << CatalogCliTr::tr("%1: must be a number").arg(name);
        else if (name == QLatin1String("taxIncluded") && !value.is_boolean())
            problems << CatalogCliTr::tr("%1: must be true or false").arg(name);
        else if (name == QLatin1String("attachments")
            && !(value.is_array()
                && std::all_of(value.begin(), value.end(), [](const json &v) { return v.is_string(); })))
            problems << CatalogCliTr::tr("%1: must be a list of file names").arg(name);
        else if (!number && name != QLatin1String("taxIncluded") && name != QLatin1String("attachments")
            && !value.is_string())
            problems << CatalogCliTr::tr("%1: must be text").arg(name);
    }
    if (!problems.isEmpty()) {
        problems << unknown;
        return h;
    }
    problems << unknown;
    const auto real = [&o](const char *key) {
        return o.contains(key) ? std::optional<double>(o.at(key).get<double>()) : std::nullopt;
    };
    h.id = text(o, "id");
    h.kind = o.contains("kind") ? text(o, "kind").trimmed().toLower() : QStringLiteral("server");
    h.name = text(o, "name").trimmed();
    h.quoteVendor = text(o, "vendor").trimmed();
    h.quoteContact = text(o, "contact").trimmed();
    h.gpuModelId = text(o, "gpuModel").trimmed();
    if (const auto gpus = real("gpusPerServer")) {
        if (*gpus != std::floor(*gpus) || *gpus < 1 || *gpus > 1024)
            problems << CatalogCliTr::tr("gpusPerServer: %1 is not a whole number from 1 to 1024").arg(*gpus);
        else
            h.gpuCount = int(*gpus);
    }
    h.priceLow = real("price").value_or(0.0);
    h.currency = text(o, "currency").trimmed().toUpper();
    if (o.contains("taxIncluded"))
        h.taxIncluded = o.at("taxIncluded").get<bool>();
    h.taxRatePercent = real("taxRatePercent");
    h.validFrom = text(o, "validFrom").trimmed();
    h.validUntil = text(o, "validUntil").trimmed();
    if (o.contains("attachments"))
        for (const json &a : o.at("attachments"))
            h.attachments << QString::fromStdString(a.get<std::string>()).trimmed();
    h.asOf = text(o, "asOf").trimmed();
    h.source = text(o, "source").trimmed();
    h.notes = text(o, "notes").trimmed();
    h.maxKw = real("maxKw");
    h.typicalKwLow = real("typicalKw");
    h.typicalKwHigh = h.typicalKwLow;
    if (const QString problem = PricingDatabase::hardwareQuoteProblem(h); !problem.isEmpty())
        problems << problem;
    return h;
}

/// catalog hardware add FILE.json: one quote (an object) or several (an array), all or none.
int addHardware(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString file = a.positional.value(1);
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        err << CatalogCliTr::tr("%1: cannot be read: %2").arg(file, in.errorString()) << '\n';
        return kInvalidInput;
    }
    if (in.size() > 16 * 1024 * 1024) {
        err << CatalogCliTr::tr("%1: larger than 16 MB, not a file of quotes").arg(file) << '\n';
        return kInvalidInput;
    }
    const QByteArray bytes = in.readAll();
    const json doc = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (doc.is_discarded() || !(doc.is_object() || doc.is_array())) {
        err << CatalogCliTr::tr("%1: not a JSON object or array of hardware quotes").arg(file) << '\n';
        return kInvalidInput;
    }
    const json entries = doc.is_array() ? doc : json::array({doc});
    QList<HardwareItem> quotes;
    QStringList problems;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QString where = doc.is_array() ? QStringLiteral("%1: [%2]").arg(file).arg(i) : file;
        if (!entries[i].is_object()) {
            problems << CatalogCliTr::tr("%1: not a JSON object").arg(where);
            continue;
        }
        QStringList own;
        quotes << hardwareFromJson(entries[i], own);
        for (const QString &p : std::as_const(own))
            problems << CatalogCliTr::tr("%1: %2").arg(where, p);
    }
    if (!problems.isEmpty()) {
        for (const QString &p : std::as_const(problems))
            err << p << '\n';
        err << CatalogCliTr::tr("Nothing was added.") << '\n';
        return kInvalidInput;
    }
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    for (const HardwareItem &h : std::as_const(quotes)) {
        const auto saved = db.saveHardwareQuote(h);
        if (!saved.ok()) {
            err << saved.error() << '\n';
            return kInternalError;
        }
        out << CatalogCliTr::tr("Saved hardware quote %1").arg(saved.value()) << '\n';
    }
    return kOk;
}

QString priceText(const HardwareItem &h)
{
    const QString low = QString::number(h.priceLow, 'f', 2);
    return h.priceHigh && *h.priceHigh > h.priceLow
        ? low + QStringLiteral(" - ") + QString::number(*h.priceHigh, 'f', 2)
        : low;
}

void printHardware(const QList<HardwareItem> &items, const QDate &day, bool asJson, QTextStream &out)
{
    if (asJson) {
        json array = json::array();
        for (const HardwareItem &h : items) {
            const PriceRow quote = quoteRowOf(h);
            array.push_back({{"id", h.id.toStdString()}, {"kind", h.kind.toStdString()}, {"name", h.name.toStdString()},
                {"gpu_model", h.gpuModelId.isEmpty() ? json(nullptr) : json(h.gpuModelId.toStdString())},
                {"gpus", h.gpuCount ? json(*h.gpuCount) : json(nullptr)}, {"price_low", h.priceLow},
                {"price_high", h.priceHigh ? json(*h.priceHigh) : json(nullptr)},
                {"currency", h.currency.toStdString()},
                {"tax_included", h.taxIncluded ? json(*h.taxIncluded) : json(nullptr)},
                {"as_of", h.asOf.isEmpty() ? json(nullptr) : json(h.asOf.toStdString())},
                {"source", h.source.toStdString()}, {"reliability", h.reliability.toStdString()},
                {"origin", h.origin.toStdString()}, {"quote", quoteJson(quote, day)}});
        }
        out << QString::fromStdString(array.dump(2)) << '\n';
        return;
    }
    QList<QStringList> lines;
    lines << QStringList{CatalogCliTr::tr("ID"), CatalogCliTr::tr("KIND"), CatalogCliTr::tr("GPUS"),
        CatalogCliTr::tr("PRICE"), CatalogCliTr::tr("CURRENCY"), CatalogCliTr::tr("TAX"), CatalogCliTr::tr("AS OF"),
        CatalogCliTr::tr("VENDOR"), CatalogCliTr::tr("STATUS"), CatalogCliTr::tr("NAME")};
    for (const HardwareItem &h : items) {
        const PriceRow quote = quoteRowOf(h);
        lines << QStringList{h.id, h.kind, h.gpuCount ? QString::number(*h.gpuCount) : QString(), priceText(h),
            h.currency, taxText(quote), h.asOf, h.quoteVendor, quoteStatusText(quoteStatus(quote, day), quote), h.name};
    }
    printColumns(lines, out);
}

} // namespace

int runHardware(const Arguments &a, QTextStream &out, QTextStream &err)
{
    const QString action = a.positional.value(0, QStringLiteral("list"));
    const qsizetype words = action == QLatin1String("list") ? (a.positional.isEmpty() ? 0 : 1) : 2;
    if ((action != QLatin1String("list") && action != QLatin1String("add") && action != QLatin1String("remove"))
        || a.positional.size() != words) {
        err << CatalogCliTr::tr("usage: catalog hardware [list] [--on DATE] [--format table|json] | add FILE.json | "
                                "remove ID")
            << '\n';
        return kInvalidInput;
    }
    if (action == QLatin1String("add"))
        return addHardware(a, out, err);
    PricingDatabase db;
    if (const int rc = openDatabase(db, a, err); rc != kOk)
        return rc;
    if (action == QLatin1String("remove")) {
        if (const Status removed = db.removeHardwareQuote(a.positional.at(1)); !removed.ok()) {
            err << removed.error << '\n';
            return kInvalidInput;
        }
        out << CatalogCliTr::tr("Removed hardware quote %1").arg(a.positional.at(1)) << '\n';
        return kOk;
    }
    const QString format = outputFormat(a, {QStringLiteral("table"), QStringLiteral("json")},
        CatalogCliTr::tr("--format must be table or json, not '%1'"), err);
    QDate day;
    if (format.isEmpty() || !quoteDay(a, day, err))
        return kInvalidInput;
    const auto items = db.selfHostedHardware();
    if (!items.ok()) {
        err << items.error() << '\n';
        return kInternalError;
    }
    printHardware(items.value(), day, format == QLatin1String("json"), out);
    return kOk;
}

} // namespace gputco::CatalogCommands
