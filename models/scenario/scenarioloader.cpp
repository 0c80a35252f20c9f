#include "scenarioloader.h"

#include "calendar.h"

#include "currency.h"
#include "duplicatekeys.h"
#include "scenariofields.h"

#include "drivers.h"

#include "efficiencyclasses.h"
#include "gpumodels.h"
#include "translate.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <set>

namespace gputco {

using json = nlohmann::json;

namespace {

QString tr(const char *text)
{
    return translated("gputco::ScenarioLoader", text);
}

QString typeName(const json &j)
{
    if (j.is_number())
        return tr("a number");
    if (j.is_string())
        return tr("a string");
    if (j.is_boolean())
        return tr("true/false");
    if (j.is_object())
        return tr("an object");
    if (j.is_array())
        return tr("an array");
    return tr("null");
}

QString num(double v)
{
    return QString::number(v, 'g', 12);
}

/// Collects problems and the currencies the file uses.
struct Context
{
    QString file;
    std::vector<Diagnostic> problems;
    std::vector<std::pair<QString, QString>> currencyUses; // code, path

    void error(const QString &path, const QString &message) { problems.push_back({file, path, message}); }
};

/// Reads the fields of one JSON object, marking each it reads so that the rest are reported
/// as unknown by finish(). Every field it reads is declared in the field table
/// (ScenarioSchema): its range, default, whether it is required and its child block come from
/// there; a field that is not declared is a programming error.
class Obj
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ScenarioLoader)

public:
    Obj(Context &ctx, const json *j, QString path, const char *block)
        : mCtx(ctx)
        , mJson(j)
        , mPath(std::move(path))
        , mBlock(block)
        , mFields(&ScenarioSchema::blockFields(block))
    {
        if (mJson && !mJson->is_object()) {
            mCtx.error(mPath, tr("must be an object, not %1").arg(typeName(*mJson)));
            mJson = nullptr;
        }
    }

    bool valid() const { return mJson != nullptr; }
    const QString &path() const { return mPath; }
    QString pathOf(const char *key) const { return mPath + QLatin1Char('.') + QLatin1String(key); }
    bool has(const char *key) const { return mJson && mJson->contains(key) && !(*mJson)[key].is_null(); }
    /// Reads the fields of a block that shares this object (the cloud or self-hosted part of an option).
    void extend(const char *block) { mExtension = &ScenarioSchema::blockFields(block); }

    const FieldSpec &spec(const char *key) const
    {
        if (mExtension)
            if (const FieldSpec *f = ScenarioSchema::findIn(*mExtension, key))
                return *f;
        if (const FieldSpec *f = ScenarioSchema::findIn(*mFields, key))
            return *f;
        return ScenarioSchema::field(mBlock, key); // not declared: a programming error
    }

    const json *get(const char *key, bool required)
    {
        if (!mJson)
            return nullptr;
        mSeen.insert(key);
        auto it = mJson->find(key);
        if (it == mJson->end() || it->is_null()) {
            if (required)
                mCtx.error(pathOf(key), tr("required field is missing"));
            return nullptr;
        }
        return &*it;
    }

    /// A number in the field's range; `required` and `maximum` override the table where
    /// another field decides them (a price required in the way the price was given, busy
    /// hours up to the scenario's hours per month).
    std::optional<double> number(const char *key, std::optional<bool> required = {}, std::optional<double> maximum = {})
    {
        const FieldSpec &f = spec(key);
        const json *j = get(key, required.value_or(f.required));
        if (!j)
            return std::nullopt;
        if (!j->is_number()) {
            mCtx.error(pathOf(key), tr("must be a number, not %1").arg(typeName(*j)));
            return std::nullopt;
        }
        const double v = j->get<double>();
        if (!std::isfinite(v)) {
            mCtx.error(pathOf(key), tr("must be a finite number"));
            return std::nullopt;
        }
        const double min = f.minimum, max = maximum.value_or(f.maximum);
        if (f.minExclusive ? v <= min : v < min) {
            if (min == 0.0)
                mCtx.error(pathOf(key),
                    f.minExclusive ? tr("must be greater than 0, not %1").arg(num(v))
                                   : tr("must not be negative (%1)").arg(num(v)));
            else
                mCtx.error(
                    pathOf(key), tr("%1 is out of range: the smallest allowed value is %2").arg(num(v), num(min)));
            return std::nullopt;
        }
        if (v > max) {
            mCtx.error(pathOf(key), tr("%1 is out of range: the largest allowed value is %2").arg(num(v), num(max)));
            return std::nullopt;
        }
        return v;
    }

    /// The number, or the field's default when it is absent or wrong (the error is recorded).
    double numberOr(const char *key) { return number(key).value_or(spec(key).defaultValue.value_or(0.0)); }

    std::optional<int> integer(const char *key, std::optional<bool> required = {})
    {
        const FieldSpec &f = spec(key);
        const json *j = get(key, required.value_or(f.required));
        if (!j)
            return std::nullopt;
        if (!j->is_number()) {
            mCtx.error(pathOf(key), tr("must be a whole number, not %1").arg(typeName(*j)));
            return std::nullopt;
        }
        const double v = j->get<double>();
        if (!std::isfinite(v) || v != std::floor(v)) {
            mCtx.error(pathOf(key), tr("must be a whole number, not %1").arg(num(v)));
            return std::nullopt;
        }
        if (v < f.minimum || v > f.maximum) {
            mCtx.error(pathOf(key),
                tr("%1 is out of range: allowed are %2 to %3").arg(num(v), num(f.minimum), num(f.maximum)));
            return std::nullopt;
        }
        return static_cast<int>(v);
    }

    int integerOr(const char *key) { return integer(key).value_or(int(spec(key).defaultValue.value_or(0.0))); }

    /// A string; a required text field must not be empty.
    std::optional<QString> string(
        const char *key, std::optional<bool> required = {}, std::optional<bool> allowEmpty = {})
    {
        const FieldSpec &f = spec(key);
        const bool req = required.value_or(f.required);
        const json *j = get(key, req);
        if (!j)
            return std::nullopt;
        if (!j->is_string()) {
            mCtx.error(pathOf(key), tr("must be a string, not %1").arg(typeName(*j)));
            return std::nullopt;
        }
        QString s = QString::fromStdString(j->get<std::string>());
        if (!allowEmpty.value_or(!(f.required && f.type == FieldType::Text)) && s.trimmed().isEmpty()) {
            mCtx.error(pathOf(key), tr("must not be empty"));
            return std::nullopt;
        }
        return s;
    }

    QString text(const char *key) { return string(key).value_or(QString()); }

    bool boolean(const char *key)
    {
        const FieldSpec &f = spec(key);
        const bool fallback = f.defaultValue.value_or(0.0) != 0.0;
        const json *j = get(key, f.required);
        if (!j)
            return fallback;
        if (!j->is_boolean()) {
            mCtx.error(pathOf(key), tr("must be true or false, not %1").arg(typeName(*j)));
            return fallback;
        }
        return j->get<bool>();
    }

    /// A currency code; `fallback` when absent. Records the use for the exchange-rate check.
    QString currency(const char *key, const QString &fallback)
    {
        const auto s = string(key);
        if (!s)
            return fallback;
        if (!isKnownCurrencyCode(*s)) {
            mCtx.error(pathOf(key), tr("\"%1\" is not a known currency code (ISO 4217, e.g. CNY, USD)").arg(*s));
            return fallback;
        }
        mCtx.currencyUses.emplace_back(*s, pathOf(key));
        return *s;
    }

    /// The index of a choice among the field's words.
    std::optional<int> choice(const char *key)
    {
        const auto s = string(key);
        if (!s)
            return std::nullopt;
        const QStringList words = spec(key).choiceList();
        const int i = int(words.indexOf(*s));
        if (i < 0) {
            mCtx.error(pathOf(key), tr("\"%1\" is not one of: %2").arg(*s, words.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return i;
    }

    /// An element of the array field `key`, read as the field's child block.
    Obj element(const char *key, const json *j, const QString &path) const
    {
        return Obj(mCtx, j, path, spec(key).child);
    }
    Context &context() const { return mCtx; }

    Obj object(const char *key)
    {
        const FieldSpec &f = spec(key);
        return Obj(mCtx, get(key, f.required), pathOf(key), f.child);
    }

    /// Elements of an array field with their paths.
    std::vector<std::pair<const json *, QString>> array(const char *key)
    {
        const FieldSpec &f = spec(key);
        std::vector<std::pair<const json *, QString>> out;
        const json *j = get(key, f.required);
        if (!j)
            return out;
        if (!j->is_array()) {
            mCtx.error(pathOf(key), tr("must be an array, not %1").arg(typeName(*j)));
            return out;
        }
        for (std::size_t i = 0; i < j->size(); ++i)
            out.emplace_back(&(*j)[i], pathOf(key) + QStringLiteral("[%1]").arg(i));
        return out;
    }

    /// Unknown fields are errors: a misspelt field would otherwise silently change a number.
    /// Fields starting with "x-" are kept for the user's own annotations and ignored.
    void finish()
    {
        if (!mJson)
            return;
        for (auto it = mJson->begin(); it != mJson->end(); ++it) {
            const std::string &k = it.key();
            if (mSeen.count(k) || k.rfind("x-", 0) == 0)
                continue;
            mCtx.error(mPath + QLatin1Char('.') + QString::fromStdString(k),
                tr("unknown field (check the spelling; fields for your own notes must start with \"x-\")"));
        }
    }

private:
    Context &mCtx;
    const json *mJson;
    QString mPath;
    const char *mBlock;
    const std::vector<ScenarioSchema::KeyedField> *mFields;
    const std::vector<ScenarioSchema::KeyedField> *mExtension = nullptr;
    std::set<std::string> mSeen;
};

/// Per-GB price tiers in increasing order, the last without an upper bound.
std::vector<PriceTier> readTiers(Obj &e, const char *key)
{
    std::vector<PriceTier> out;
    const auto tiers = e.array(key);
    if (e.has(key) && tiers.empty() && e.get(key, false)->is_array())
        e.context().error(e.pathOf(key), tr("needs at least one tier"));
    double previous = 0.0;
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        Obj t = e.element(key, tiers[i].first, tiers[i].second);
        if (!t.valid())
            continue;
        PriceTier tier;
        tier.upToGb = t.number("upToGb");
        tier.pricePerGb = t.numberOr("pricePerGb");
        const bool last = i + 1 == tiers.size();
        if (tier.upToGb && *tier.upToGb <= previous)
            e.context().error(t.pathOf("upToGb"),
                tr("tiers must be in increasing order: %1 GB is not above the previous tier's %2 GB")
                    .arg(num(*tier.upToGb), num(previous)));
        if (last && tier.upToGb)
            e.context().error(t.pathOf("upToGb"), tr("the last tier must have no upper bound (leave out upToGb)"));
        if (!last && !tier.upToGb && !t.has("upToGb"))
            e.context().error(t.pathOf("upToGb"), tr("only the last tier may leave out upToGb"));
        if (tier.upToGb)
            previous = *tier.upToGb;
        out.push_back(tier);
        t.finish();
    }
    return out;
}

HiddenFees readFees(Obj &parent, const QString &currency)
{
    HiddenFees fees;
    Obj f = parent.object("fees");
    if (!f.valid())
        return fees;
    const QString cur = f.currency("currency", currency);

    if (Obj e = f.object("egress"); e.valid()) {
        EgressFee fee;
        fee.currency = e.currency("currency", cur);
        fee.gbPerMonth = e.numberOr("gbPerMonth");
        fee.presetId = e.text("presetId");
        fee.tiers = readTiers(e, "tiers");
        fees.egress = fee;
        e.finish();
    }
    if (Obj b = f.object("bandwidth"); b.valid()) {
        BandwidthFee fee;
        fee.currency = b.currency("currency", cur);
        fee.mbps = b.numberOr("mbps");
        fee.pricePerMbpsMonth = b.numberOr("pricePerMbpsMonth");
        fee.presetId = b.text("presetId");
        fees.bandwidth = fee;
        b.finish();
    }
    if (Obj x = f.object("crossAz"); x.valid()) {
        CrossAzFee fee;
        fee.currency = x.currency("currency", cur);
        fee.gbPerMonth = x.numberOr("gbPerMonth");
        fee.pricePerGb = x.numberOr("pricePerGbPerDirection");
        fees.crossAz = fee;
        x.finish();
    }
    for (const auto &[j, path] : f.array("storage")) {
        Obj s = f.element("storage", j, path);
        if (!s.valid())
            continue;
        StorageVolume v;
        v.name = s.text("name");
        v.currency = s.currency("currency", cur);
        v.gbProvisioned = s.numberOr("gb");
        v.pricePerGbMonth = s.numberOr("pricePerGbMonth");
        v.presetId = s.text("presetId");
        fees.storage.push_back(v);
        s.finish();
    }
    if (Obj c = f.object("checkpoints"); c.valid()) {
        CheckpointStorage cs;
        cs.currency = c.currency("currency", cur);
        cs.sizeGb = c.numberOr("sizeGb");
        cs.kept = c.numberOr("kept");
        cs.pricePerGbMonth = c.numberOr("pricePerGbMonth");
        fees.checkpoints = cs;
        c.finish();
    }
    for (const auto &[j, path] : f.array("requests")) {
        Obj r = f.element("requests", j, path);
        if (!r.valid())
            continue;
        RequestFee fee;
        fee.name = r.text("name");
        fee.currency = r.currency("currency", cur);
        fee.requestsPerMonth = r.numberOr("countPerMonth");
        fee.pricePer1000 = r.numberOr("pricePer1000");
        fee.presetId = r.text("presetId");
        fees.requests.push_back(fee);
        r.finish();
    }
    if (Obj p = f.object("provisioned"); p.valid()) {
        ProvisionedPerformanceFee fee;
        fee.currency = p.currency("currency", cur);
        fee.iops = p.numberOr("iops");
        fee.pricePerIopsMonth = p.number("pricePerIopsMonth", fee.iops > 0).value_or(0);
        fee.throughputMBps = p.numberOr("throughputMBps");
        fee.pricePerMBpsMonth = p.number("pricePerMBpsMonth", fee.throughputMBps > 0).value_or(0);
        fees.provisioned = fee;
        p.finish();
    }
    for (const auto &[j, path] : f.array("other")) {
        Obj o = f.element("other", j, path);
        if (!o.valid())
            continue;
        OtherMonthlyFee fee;
        fee.name = o.text("name");
        fee.currency = o.currency("currency", cur);
        fee.amountPerMonth = o.numberOr("amountPerMonth");
        fees.other.push_back(fee);
        o.finish();
    }
    f.finish();
    return fees;
}

/// The note of a price that is awaited ("quoteNeeded") instead of given; an error when a price
/// is given too. `priceGiven` says whether any price field is present.
bool readQuoteNeeded(Obj &o, bool priceGiven, QString &note)
{
    if (!o.has("quoteNeeded"))
        return false;
    if (priceGiven)
        o.context().error(o.pathOf("quoteNeeded"),
            tr("give either a price or quoteNeeded (the price is awaited), "
               "not both"));
    note = o.text("quoteNeeded");
    return true;
}

/// Price per instance-hour given directly or as a discount off an on-demand price; the list
/// price and discount are kept in `list` and `discount` when given that way. A price that is
/// awaited leaves `quote` with its note and returns nothing.
std::optional<double> readHourlyPrice(
    Obj &o, std::optional<double> &list, std::optional<double> &discount, QString &quote)
{
    const bool direct = o.has("pricePerInstanceHour");
    const bool discounted = o.has("onDemandPricePerInstanceHour") || o.has("discountPercent");
    if (readQuoteNeeded(o, direct || discounted, quote))
        return std::nullopt;
    if (direct && discounted) {
        o.context().error(o.path(),
            tr("give either pricePerInstanceHour or onDemandPricePerInstanceHour with "
               "discountPercent, not both"));
        return std::nullopt;
    }
    if (discounted) {
        const auto od = o.number("onDemandPricePerInstanceHour", true);
        const auto d = o.number("discountPercent", true);
        if (d && *d >= 100.0) {
            o.context().error(o.pathOf("discountPercent"), tr("a discount of 100% or more leaves no price"));
            return std::nullopt;
        }
        if (od && d) {
            list = od;
            discount = d;
            return *od * (1.0 - *d / 100.0);
        }
        return std::nullopt;
    }
    return o.number("pricePerInstanceHour", true);
}

/// A 包年包月 quote recorded as list amounts with a negotiated discount (商务折扣): the amounts
/// charged are list x (1 - d / 100); upfrontPerInstance / monthlyPerInstance given as well must
/// agree with that within a cent.
void readNegotiated(Obj &r, ReservedPricing &rp, const std::optional<double> &up, const std::optional<double> &mo)
{
    const auto d = r.number("negotiatedDiscountPercent");
    const auto listUp = r.number("listUpfrontPerInstance");
    const auto listMo = r.number("listMonthlyPerInstance");
    if (!r.has("negotiatedDiscountPercent")) {
        r.context().error(
            r.pathOf("negotiatedDiscountPercent"), tr("list amounts need the negotiated discount they are reduced by"));
        return;
    }
    if (!r.has("listUpfrontPerInstance") && !r.has("listMonthlyPerInstance")) {
        r.context().error(r.pathOf("negotiatedDiscountPercent"),
            tr("a negotiated discount needs listUpfrontPerInstance or listMonthlyPerInstance"));
        return;
    }
    if (!d || (r.has("listUpfrontPerInstance") && !listUp) || (r.has("listMonthlyPerInstance") && !listMo))
        return; // the reader has reported the bad number
    if (*d >= 100.0) {
        r.context().error(r.pathOf("negotiatedDiscountPercent"), tr("a discount of 100% or more leaves no price"));
        return;
    }
    const double keep = 1.0 - *d / 100.0;
    // Within a cent: the amounts are written with 2 decimals.
    const auto agree = [&](const char *key, const std::optional<double> &given, const char *listKey, double charged) {
        if (given && std::abs(*given - charged) > 0.01 + 1e-9)
            r.context().error(r.pathOf(key),
                tr("%1 does not agree with %2 x (1 - negotiatedDiscountPercent / 100) = %3")
                    .arg(QString::number(*given, 'f', 2), QLatin1String(listKey), QString::number(charged, 'f', 2)));
    };
    if (listUp) {
        const double charged = *listUp * keep;
        agree("upfrontPerInstance", up, "listUpfrontPerInstance", charged);
        rp.listUpfrontPerInstance = listUp;
        rp.upfrontPerInstance = charged;
    } else if (up) {
        r.context().error(r.pathOf("upfrontPerInstance"),
            tr("give listUpfrontPerInstance as well: the negotiated discount applies to every amount"));
    }
    if (listMo) {
        const double charged = *listMo * keep;
        agree("monthlyPerInstance", mo, "listMonthlyPerInstance", charged);
        rp.listMonthlyPerInstance = listMo;
        rp.monthlyPerInstance = charged;
    } else if (mo) {
        r.context().error(r.pathOf("monthlyPerInstance"),
            tr("give listMonthlyPerInstance as well: the negotiated discount applies to every amount"));
    }
    rp.negotiatedDiscountPercent = d;
}

std::optional<ReservedPricing> readReserved(Obj &r, const QString &currency)
{
    ReservedPricing rp;
    rp.currency = r.currency("currency", currency);
    const auto term = r.integer("termMonths");
    const auto pay = r.choice("payment");
    rp.renew = r.boolean("renew");
    rp.instances = r.integer("instances");
    rp.sharePercent = r.number("sharePercent");
    if (r.has("instances") && r.has("sharePercent"))
        r.context().error(r.pathOf("sharePercent"), tr("give either instances or sharePercent, not both"));
    rp.termMonths = term.value_or(12);
    rp.payment = static_cast<PaymentOption>(pay.value_or(2));

    const bool negotiated
        = r.has("listUpfrontPerInstance") || r.has("listMonthlyPerInstance") || r.has("negotiatedDiscountPercent");
    const bool explicitQuote = r.has("upfrontPerInstance") || r.has("monthlyPerInstance") || negotiated;
    const bool effective = r.has("effectivePricePerInstanceHour");
    const bool discounted = r.has("onDemandPricePerInstanceHour") || r.has("discountPercent");
    if (readQuoteNeeded(r, explicitQuote || effective || discounted, rp.quoteNeeded)) {
        if (rp.payment == PaymentOption::PartialUpfront)
            rp.upfrontPercent = r.numberOr("upfrontPercent");
        r.finish();
        return rp;
    }
    if (int(explicitQuote) + int(effective) + int(discounted) != 1) {
        r.context().error(r.path(),
            tr("give the price one way: upfrontPerInstance/monthlyPerInstance (a quote), "
               "effectivePricePerInstanceHour, onDemandPricePerInstanceHour with "
               "discountPercent, or quoteNeeded while the price is awaited"));
        r.finish();
        return std::nullopt;
    }
    if (explicitQuote) {
        const auto up = r.number("upfrontPerInstance");
        const auto mo = r.number("monthlyPerInstance");
        rp.upfrontPerInstance = up.value_or(0);
        rp.monthlyPerInstance = mo.value_or(0);
        if (negotiated)
            readNegotiated(r, rp, up, mo);
        if (rp.payment == PaymentOption::AllUpfront && rp.monthlyPerInstance > 0)
            r.context().error(r.pathOf("monthlyPerInstance"), tr("an all-upfront term has no monthly payment"));
        if (rp.payment == PaymentOption::NoUpfront && rp.upfrontPerInstance > 0)
            r.context().error(r.pathOf("upfrontPerInstance"), tr("a no-upfront term has no upfront payment"));
        const bool parsed = (!r.has("upfrontPerInstance") || up) && (!r.has("monthlyPerInstance") || mo);
        if (parsed && rp.upfrontPerInstance + rp.monthlyPerInstance <= 0)
            r.context().error(r.path(),
                tr("the reserved price is 0: enter the quote, or quoteNeeded while it is "
                   "awaited"));
    } else {
        if (effective) {
            rp.effectivePricePerInstanceHour = r.number("effectivePricePerInstanceHour", true);
        } else {
            const auto od = r.number("onDemandPricePerInstanceHour", true);
            const auto d = r.number("discountPercent", true);
            if (d && *d >= 100.0) {
                r.context().error(r.pathOf("discountPercent"), tr("a discount of 100% or more leaves no price"));
            } else if (od && d) {
                rp.listPricePerInstanceHour = od;
                rp.discountPercent = d;
            }
        }
        if (rp.payment == PaymentOption::PartialUpfront)
            rp.upfrontPercent = r.numberOr("upfrontPercent");
    }
    r.finish();
    return rp;
}

void readCloud(Obj &o, CloudOption &c, const QString &currency)
{
    c.provider = o.text("provider");
    c.region = o.text("region");
    c.instanceType = o.text("instanceType");
    c.catalogPriceId = o.text("catalogPriceId");
    c.gpusPerInstance = o.integer("gpusPerInstance").value_or(1);

    if (Obj od = o.object("onDemand"); od.valid()) {
        OnDemandPricing p;
        p.currency = od.currency("currency", currency);
        if (const auto price = readHourlyPrice(od, p.listPricePerInstanceHour, p.discountPercent, p.quoteNeeded))
            p.pricePerInstanceHour = *price;
        c.onDemand = p;
        od.finish();
    }
    if (Obj r = o.object("reserved"); r.valid())
        c.reserved = readReserved(r, currency);
    double shares = 0.0;
    for (const auto &[j, path] : o.array("commitments")) {
        Obj r = o.element("commitments", j, path);
        if (!r.valid())
            continue;
        const bool sized = r.has("instances") || r.has("sharePercent");
        if (auto rp = readReserved(r, currency)) {
            shares += rp->sharePercent.value_or(0.0);
            c.commitments.push_back(*rp);
        }
        if (!sized)
            o.context().error(path,
                tr("a commitment needs its size: sharePercent (of the instances needed) or "
                   "instances"));
    }
    if (shares > 100.0 + 1e-9)
        o.context().error(
            o.pathOf("commitments"), tr("the commitments' shares add up to %1%, more than 100%").arg(num(shares)));
    if (o.has("reserved") && o.has("commitments"))
        o.context().error(o.pathOf("commitments"),
            tr("use either reserved (one term) or commitments (a portfolio "
               "of terms), not both"));
    if (Obj s = o.object("spot"); s.valid()) {
        SpotPricing p;
        p.currency = s.currency("currency", currency);
        if (const auto price = readHourlyPrice(s, p.listPricePerInstanceHour, p.discountPercent, p.quoteNeeded))
            p.pricePerInstanceHour = *price;
        const bool rate = s.has("interruptionsPerInstanceHour");
        const bool mtbi = s.has("meanHoursBetweenInterruptions");
        if (rate == mtbi) {
            s.context().error(s.path(),
                tr("give the interruption rate one way: interruptionsPerInstanceHour or "
                   "meanHoursBetweenInterruptions"));
        } else if (rate) {
            p.interruptionsPerInstanceHour = s.number("interruptionsPerInstanceHour", true).value_or(0);
        } else if (const auto m = s.number("meanHoursBetweenInterruptions", true)) {
            p.interruptionsPerInstanceHour = 1.0 / *m;
        }
        p.checkpointIntervalHours = s.numberOr("checkpointIntervalHours");
        p.checkpointWriteHours = s.numberOr("checkpointWriteHours");
        p.restartHours = s.numberOr("restartHours");
        p.gangScheduled = s.boolean("gangScheduled");
        c.spot = p;
        s.finish();
    }
    if (o.has("onDemand") && o.has("spot"))
        o.context().error(o.pathOf("spot"),
            tr("use either onDemand or spot for the capacity beyond the "
               "reservation, not both"));
    if (!o.has("onDemand") && !o.has("spot") && !o.has("reserved") && !o.has("commitments"))
        o.context().error(o.path(),
            tr("a cloud option needs at least one of onDemand, reserved, commitments or "
               "spot"));
    c.fees = readFees(o, currency);
    if (Obj p = o.object("managedPlatform"); p.valid()) {
        ManagedPlatform mp;
        mp.name = p.text("name");
        mp.currency = p.currency("currency", currency);
        mp.feePerInstanceHour = p.numberOr("feePerInstanceHour");
        mp.surchargePercent = p.numberOr("surchargePercent");
        c.platform = mp;
        p.finish();
    }
    if (Obj st = o.object("operationsStaff"); st.valid()) {
        CloudStaff staff;
        staff.instancesPerFte = st.numberOr("instancesPerFte");
        staff.monthlyCostPerFte = st.numberOr("monthlyCostPerFte");
        staff.currency = st.currency("currency", currency);
        c.staff = staff;
        st.finish();
    }
}

void readSelfHosted(Obj &o, SelfHostedOption &h, const QString &currency)
{
    if (Obj s = o.object("servers"); s.valid()) {
        h.capexCurrency = s.currency("currency", currency);
        h.serverCount = s.integer("count");
        h.gpusPerServer = s.integer("gpusPerServer").value_or(8);
        if (!readQuoteNeeded(s, s.has("pricePerServer"), h.serverQuoteNeeded))
            h.pricePerServer = s.number("pricePerServer", true).value_or(0);
        h.alreadyOwnedAgeMonths = s.integer("alreadyOwnedAgeMonths");
        h.typicalKwPerServer = s.numberOr("typicalKw");
        h.maxKwPerServer = s.number("maxKw").value_or(h.typicalKwPerServer);
        if (h.maxKwPerServer < h.typicalKwPerServer)
            s.context().error(s.pathOf("maxKw"),
                tr("the maximum power (%1 kW) is below the typical power (%2 kW)")
                    .arg(num(h.maxKwPerServer), num(h.typicalKwPerServer)));
        s.finish();
    }
    if (Obj c = o.object("capex"); c.valid()) {
        const QString cur = c.currency("currency", h.capexCurrency.isEmpty() ? currency : h.capexCurrency);
        if (cur != h.capexCurrency && !h.capexCurrency.isEmpty())
            c.context().error(c.pathOf("currency"),
                tr("capex must be in the same currency as the server price (%1)").arg(h.capexCurrency));
        h.fabricCapex = c.numberOr("fabric");
        h.storageCapex = c.numberOr("storage");
        h.installationCapex = c.numberOr("installation");
        c.finish();
    }
    h.leadTimeMonths = o.integerOr("leadTimeMonths");
    if (h.alreadyOwnedAgeMonths && h.leadTimeMonths > 0)
        o.context().error(o.pathOf("leadTimeMonths"), tr("servers already owned have no lead time"));
    h.bridgeOptionId = o.string("bridgeWith", false, false).value_or(QString());
    if (Obj d = o.object("depreciation"); d.valid()) {
        h.lifeMonths = d.integerOr("lifeMonths");
        h.residualFraction = d.numberOr("residualPercent") / 100.0;
        h.refresh = d.boolean("refresh");
        if (h.alreadyOwnedAgeMonths && *h.alreadyOwnedAgeMonths >= h.lifeMonths)
            d.context().error(d.pathOf("lifeMonths"),
                tr("the servers already owned are %1 months old: past a life of %2 months")
                    .arg(*h.alreadyOwnedAgeMonths)
                    .arg(h.lifeMonths));
        if (const auto method = d.choice("method"))
            h.depreciationMethod = DepreciationMethod(*method);
        h.decliningFactor = d.numberOr("decliningFactor");
        h.decayPercentPerYear = d.numberOr("decayPercentPerYear");
        d.finish();
    }
    if (Obj p = o.object("power"); p.valid()) {
        h.powerCurrency = p.currency("currency", currency);
        h.powerPricePerKwh = p.numberOr("pricePerKwh");
        h.pue = p.numberOr("pue");
        h.idlePowerFraction = p.numberOr("idlePowerPercent") / 100.0;
        p.finish();
    }
    if (Obj s = o.object("space"); s.valid()) {
        h.spaceCurrency = s.currency("currency", currency);
        h.kwPerRack = s.number("kwPerRack", s.has("pricePerRackMonth")).value_or(0);
        h.rackPricePerMonth = s.numberOr("pricePerRackMonth");
        h.colocationPricePerKwMonth = s.numberOr("pricePerKwMonth");
        s.finish();
    }
    if (Obj s = o.object("staff"); s.valid()) {
        h.staffCurrency = s.currency("currency", currency);
        h.serversPerFte = s.numberOr("serversPerFte");
        h.monthlyCostPerFte = s.numberOr("monthlyCostPerFte");
        s.finish();
    }
    h.maintenancePercentPerYear = o.numberOr("maintenancePercentPerYear");
    if (Obj op = o.object("operations"); op.valid()) {
        h.operationsCurrency = op.currency("currency", currency);
        h.operationsPerMonth = op.numberOr("perMonth");
        h.maintenanceHoursPerMonth = op.numberOr("maintenanceHoursPerMonth");
        h.pricePerMaintenanceHour = op.numberOr("pricePerHour");
        op.finish();
    }
    if (Obj f = o.object("financing"); f.valid()) {
        Financing fin;
        fin.kind = f.choice("type").value_or(0) == 1 ? FinancingKind::FinanceLease : FinancingKind::Loan;
        fin.downPaymentFraction = f.numberOr("downPaymentPercent") / 100.0;
        fin.termMonths = f.integer("termMonths").value_or(36);
        fin.annualRate = f.number("annualRatePercent").value_or(0) / 100.0;
        fin.feesFraction = f.numberOr("feesPercent") / 100.0;
        fin.balloonFraction = f.numberOr("balloonPercent") / 100.0;
        if (fin.downPaymentFraction + fin.balloonFraction > 1.0 + 1e-12)
            f.context().error(f.pathOf("balloonPercent"),
                tr("the down payment and the balloon together exceed the purchase (%1% + %2%)")
                    .arg(num(fin.downPaymentFraction * 100), num(fin.balloonFraction * 100)));
        f.finish();
        h.financing = fin;
    }
    h.fees = readFees(o, currency);
}

/// Efficiency classes of the job: storage (pipeline) or interconnect (multi-node scaling).
std::vector<EfficiencyClass> readEfficiencyClasses(Obj &job, const char *key, const char *percentKey)
{
    std::vector<EfficiencyClass> out;
    QSet<QString> seen;
    for (const auto &[j, path] : job.array(key)) {
        Obj c = job.element(key, j, path);
        if (!c.valid())
            continue;
        EfficiencyClass e;
        e.id = c.text("id");
        if (!e.id.isEmpty() && seen.contains(e.id))
            c.context().error(c.pathOf("id"), tr("the id \"%1\" is used twice").arg(e.id));
        seen.insert(e.id);
        e.name = c.string("name").value_or(e.id);
        e.efficiency = c.number(percentKey).value_or(100.0) / 100.0;
        e.source = c.text("source");
        out.push_back(e);
        c.finish();
    }
    return out;
}

/// The optional job section; needs the options read first (profiles refer to their ids).
void readJob(Obj &top, Scenario &s)
{
    Obj j = top.object("job");
    if (!j.valid())
        return;
    Job job;
    job.name = j.text("name");
    const bool hours = j.has("usefulGpuHours");
    const bool flops = j.has("trainingFlops");
    const bool nd = j.has("parameters") || j.has("tokens");
    if (int(hours) + int(flops) + int(nd) != 1)
        j.context().error(j.path(),
            tr("give the size of the job one way: usefulGpuHours, trainingFlops, or "
               "parameters and tokens"));
    job.usefulGpuHours = j.number("usefulGpuHours");
    job.trainingFlops = j.number("trainingFlops");
    job.parameters = j.number("parameters", nd);
    job.tokens = j.number("tokens", nd);
    job.mfu = j.numberOr("mfuPercent") / 100.0;
    job.peakTflopsPerGpu = j.number("peakTflopsPerGpu");
    job.gpus = j.integer("gpus");
    job.deadlineHours = j.number("deadlineHours");
    // Limits far above any real job (an exabyte, ten thousand epochs), so products stay finite.
    job.datasetGb = j.numberOr("datasetGb");
    job.epochs = j.numberOr("epochs");
    job.readGbPerEpoch = j.number("readGbPerEpoch");
    job.checkpointSizeGb = j.numberOr("checkpointSizeGb");
    job.checkpointsKept = j.integerOr("checkpointsKept");
    job.artifactsEgressGb = j.numberOr("artifactsEgressGb");
    job.storageClasses = readEfficiencyClasses(j, "storageClasses", "pipelineEfficiencyPercent");
    job.interconnects = readEfficiencyClasses(j, "interconnects", "multiNodeEfficiencyPercent");

    QSet<QString> storageIds, interconnectIds;
    for (const EfficiencyClass &e : EfficiencyClasses::storage(job))
        storageIds.insert(e.id);
    for (const EfficiencyClass &e : EfficiencyClasses::interconnects(job))
        interconnectIds.insert(e.id);
    auto classRef = [&](Obj &o, const char *key, const QSet<QString> &known) {
        const QString id = o.text(key);
        if (!id.isEmpty() && !known.contains(id)) {
            QStringList ids = known.values();
            ids.sort();
            o.context().error(o.pathOf(key), tr("\"%1\" is not one of: %2").arg(id, ids.join(QStringLiteral(", "))));
        }
        return id;
    };
    job.storage = classRef(j, "storage", storageIds);
    job.interconnect = classRef(j, "interconnect", interconnectIds);

    QSet<QString> optionIds, profiled;
    for (const Option &o : s.options)
        optionIds.insert(o.id);
    for (const auto &[pj, path] : j.array("optionProfiles")) {
        Obj p = j.element("optionProfiles", pj, path);
        if (!p.valid())
            continue;
        JobOptionProfile prof;
        prof.optionId = p.text("option");
        if (!prof.optionId.isEmpty() && !optionIds.contains(prof.optionId))
            p.context().error(p.pathOf("option"), tr("no option has the id \"%1\"").arg(prof.optionId));
        else if (profiled.contains(prof.optionId))
            p.context().error(p.pathOf("option"), tr("option \"%1\" has another profile").arg(prof.optionId));
        profiled.insert(prof.optionId);
        prof.storage = classRef(p, "storage", storageIds);
        prof.interconnect = classRef(p, "interconnect", interconnectIds);
        if (const auto v = p.number("pipelineEfficiencyPercent"))
            prof.pipelineEfficiency = *v / 100.0;
        if (const auto v = p.number("scalingEfficiencyPercent"))
            prof.scalingEfficiency = *v / 100.0;
        prof.gpus = p.integer("gpus");
        prof.peakTflopsPerGpu = p.number("peakTflopsPerGpu");
        prof.fallbackCurrency = p.currency("currency", QString());
        prof.fallbackPricePerInstanceHour = p.number("fallbackPricePerInstanceHour");
        prof.storagePricePerGbMonth = p.number("storagePricePerGbMonth");
        prof.readPricePerGb = p.number("readPricePerGb");
        prof.egressPricePerGb = p.number("egressPricePerGb");
        job.optionProfiles.push_back(prof);
        p.finish();
    }
    // FLOPs become GPU-hours through each option's peak throughput; an option without one
    // (here or in its profile) is not priced by the job view, which says so: not a file
    // error, so that adding an option in the app never makes the file unreadable.
    j.finish();
    s.job = std::move(job);
}

/// The top level's own fields: version, names, currency, horizon, hours, discount rate.
void readHeader(Obj &top, Scenario &s)
{
    if (const auto v = top.integer("formatVersion"); v && *v > Scenario::kFormatVersion)
        top.context().error(top.pathOf("formatVersion"),
            tr("format %1 was written by a newer version of GPU TCO Planner; "
               "this version reads format %2")
                .arg(*v)
                .arg(Scenario::kFormatVersion));
    s.name = top.text("name");
    s.description = top.text("description");
    s.expectedConclusion = top.text("expectedConclusion");
    {
        const auto cur = top.string("reportingCurrency");
        if (cur && !isKnownCurrencyCode(*cur))
            top.context().error(top.pathOf("reportingCurrency"),
                tr("\"%1\" is not a known currency code (ISO 4217, e.g. CNY, USD)").arg(*cur));
        else if (cur)
            s.reportingCurrency = *cur;
    }
    s.horizonMonths = top.integer("horizonMonths").value_or(36);
    s.hoursPerMonth = top.numberOr("hoursPerMonth");
    s.discountRatePerYear = top.numberOr("discountRatePercentPerYear") / 100.0;
}

/// exchangeRates[]: dated rates between known currencies.
void readExchangeRates(Obj &top, Scenario &s)
{
    for (const auto &[j, path] : top.array("exchangeRates")) {
        Obj r = top.element("exchangeRates", j, path);
        if (!r.valid())
            continue;
        ExchangeRate rate;
        for (auto [key, field] : {std::pair{"from", &rate.from}, std::pair{"to", &rate.to}}) {
            if (const auto c = r.string(key, true)) {
                if (!isKnownCurrencyCode(*c))
                    top.context().error(
                        r.pathOf(key), tr("\"%1\" is not a known currency code (ISO 4217, e.g. CNY, USD)").arg(*c));
                *field = *c;
            }
        }
        rate.rate = r.numberOr("rate");
        if (const auto d = r.string("asOf")) {
            static const QRegularExpression iso(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
            if (!iso.match(*d).hasMatch() || !QDate::fromString(*d, Qt::ISODate).isValid())
                top.context().error(r.pathOf("asOf"), tr("\"%1\" is not a date in the form YYYY-MM-DD").arg(*d));
            rate.asOf = *d;
        }
        rate.source = r.text("source");
        if (rate.from == rate.to && !rate.from.isEmpty())
            top.context().error(r.pathOf("to"), tr("a rate from a currency to itself is always 1"));
        // Two rates for the same currencies and date must agree (either way round).
        for (std::size_t k = 0; k < s.exchangeRates.size(); ++k) {
            const ExchangeRate &o = s.exchangeRates[k];
            if (o.asOf != rate.asOf || rate.asOf.isEmpty() || !(o.rate > 0) || !(rate.rate > 0))
                continue;
            const bool same = o.from == rate.from && o.to == rate.to;
            const bool inverse = o.from == rate.to && o.to == rate.from;
            const double implied = same ? o.rate : inverse ? 1.0 / o.rate : 0.0;
            if ((same || inverse) && std::abs(implied - rate.rate) > 1e-9 * std::max(implied, rate.rate))
                top.context().error(r.pathOf("rate"),
                    tr("contradicts exchangeRates[%1] (%2 to %3 on %4: %5)")
                        .arg(k)
                        .arg(o.from, o.to, o.asOf, num(o.rate)));
        }
        s.exchangeRates.push_back(rate);
        r.finish();
    }
}

/// priceTrends: yearly changes by price class.
void readPriceTrends(Obj &top, Scenario &s)
{
    if (Obj t = top.object("priceTrends"); t.valid()) {
        PriceTrends &p = s.priceTrends;
        for (auto [key, field] : {std::pair{"cloudComputePercentPerYear", &p.cloudComputePercentPerYear},
                 std::pair{"hardwarePercentPerYear", &p.hardwarePercentPerYear},
                 std::pair{"powerPercentPerYear", &p.powerPercentPerYear},
                 std::pair{"spacePercentPerYear", &p.spacePercentPerYear},
                 std::pair{"staffPercentPerYear", &p.staffPercentPerYear},
                 std::pair{"feesPercentPerYear", &p.feesPercentPerYear}})
            *field = t.numberOr(key);
        t.finish();
    }
}

/// demand: the capacity view, busy hours given one way.
void readDemand(Obj &top, Scenario &s)
{
    if (Obj d = top.object("demand"); d.valid()) {
        s.demand.gpuClass = d.text("gpuClass");
        s.demand.gpuCount = d.numberOr("gpuCount");
        const bool hours = d.has("busyHoursPerMonth");
        const bool util = d.has("utilizationPercent");
        if (hours == util)
            top.context().error(
                d.path(), tr("give how busy the GPUs are one way: busyHoursPerMonth or utilizationPercent"));
        else if (hours)
            s.demand.busyHoursPerMonth = d.number("busyHoursPerMonth", true, s.hoursPerMonth).value_or(0);
        else
            s.demand.busyHoursPerMonth = d.number("utilizationPercent", true).value_or(0) / 100.0 * s.hoursPerMonth;
        s.demand.growthPercentPerYear = d.numberOr("growthPercentPerYear");
        s.demand.referenceGpuModel = d.text("referenceGpuModel");
        if (!s.demand.referenceGpuModel.isEmpty() && !GpuModels::find(s.demand.referenceGpuModel))
            top.context().error(d.pathOf("referenceGpuModel"),
                tr("\"%1\" is not a known GPU model id (docs/ecosystem.md lists them)")
                    .arg(s.demand.referenceGpuModel));
        // The engine counts at most 1e9 GPUs a month (ceilCount); a demand growing past that
        // was capped without a word (issue 16). Refused, naming the growth.
        const int lastMonth = std::clamp(s.horizonMonths, 1, kMaxHorizonMonths);
        const double peak
            = s.demand.gpuCount * std::pow(1.0 + s.demand.growthPercentPerYear / 100.0, double((lastMonth - 1) / 12));
        if (std::isfinite(s.demand.gpuCount) && s.demand.gpuCount > 0 && !(peak < 1e9))
            top.context().error(d.pathOf("growthPercentPerYear"),
                tr("%1 GPUs growing %2 % a year would demand %3 GPUs in month %4, more than the "
                   "1,000,000,000 the engine counts: lower the growth, the GPU count or the horizon")
                    .arg(s.demand.gpuCount)
                    .arg(s.demand.growthPercentPerYear)
                    .arg(peak, 0, 'g', 3)
                    .arg(lastMonth));
        d.finish();
    }
}

/// options[].ecosystem: the accelerator, its speed against the reference GPU, compliance facts.
void readEcosystem(Obj &o, OptionEcosystem &e)
{
    Obj x = o.object("ecosystem");
    if (!x.valid())
        return;
    e.gpuModel = x.text("gpuModel");
    e.relativeThroughput = x.number("relativeThroughput");
    e.stackEfficiency = x.numberOr("stackEfficiencyPercent") / 100.0;
    if (!e.gpuModel.isEmpty() && !GpuModels::find(e.gpuModel) && !e.relativeThroughput)
        x.context().error(x.pathOf("gpuModel"),
            tr("\"%1\" is not a known GPU model id (docs/ecosystem.md lists them); for another "
               "model give relativeThroughput")
                .arg(e.gpuModel));
    if (const auto origin = x.choice("acceleratorOrigin"))
        e.origin = *origin == 0 ? AcceleratorOrigin::Domestic : AcceleratorOrigin::Foreign;
    if (const auto where = x.choice("dataLocation"))
        e.dataLocation = *where == 0 ? DataLocation::MainlandChina : DataLocation::OutsideMainlandChina;
    if (x.has("rdma"))
        e.rdma = x.boolean("rdma");
    e.leadTimeMonths = x.integer("leadTimeMonths");
    x.finish();
}

/// options[].oneTimeCosts[]: migration costs in their months, within the horizon.
void readOneTimeCosts(Obj &o, std::vector<OneTimeCost> &out, const QString &currency, int horizonMonths)
{
    for (const auto &[j, path] : o.array("oneTimeCosts")) {
        Obj x = o.element("oneTimeCosts", j, path);
        if (!x.valid())
            continue;
        OneTimeCost c;
        c.name = x.text("name");
        if (const auto kind = x.choice("kind"))
            c.kind = OneTimeKind(*kind);
        c.month = x.integerOr("month");
        if (c.month > horizonMonths)
            x.context().error(
                x.pathOf("month"), tr("month %1 is after the horizon (%2 months)").arg(c.month).arg(horizonMonths));
        c.currency = x.currency("currency", currency);
        c.amount = x.numberOr("amount");
        c.personMonths = x.numberOr("personMonths");
        c.costPerPersonMonth = x.numberOr("costPerPersonMonth");
        c.dataGb = x.numberOr("dataGb");
        c.egressTiers = readTiers(x, "egressTiers");
        if (c.dataGb > 0.0 && c.egressTiers.empty())
            x.context().error(x.pathOf("egressTiers"), tr("data moved in needs the egress price: give egressTiers"));
        c.parallelMonths = x.integerOr("parallelMonths");
        c.parallelAmountPerMonth = x.numberOr("parallelAmountPerMonth");
        c.amortizeMonths = x.integer("amortizeMonths");
        if (c.personMonths > 0.0 && !x.has("costPerPersonMonth"))
            x.context().error(x.pathOf("costPerPersonMonth"), tr("effort needs its cost per person-month"));
        x.finish();
        out.push_back(c);
    }
}

/// constraints: rules every recommended option meets.
void readConstraints(Obj &top, Scenario &s)
{
    Obj c = top.object("constraints");
    if (!c.valid())
        return;
    if (const auto origin = c.choice("acceleratorOrigin"))
        s.constraints.origin = *origin == 1 ? OriginRule::DomesticOnly : OriginRule::Any;
    if (const auto residency = c.choice("dataResidency"))
        s.constraints.residency = *residency == 1 ? ResidencyRule::MainlandChina : ResidencyRule::Anywhere;
    s.constraints.rdmaRequiredAboveGpus = c.integer("rdmaRequiredAboveGpus");
    s.constraints.maxLeadTimeMonths = c.integer("maxLeadTimeMonths");
    c.finish();
}

/// vat.ratesPercent or options[].vat.ratesPercent: the rates given (absent: inherited).
VatRates readVatRates(Obj &parent)
{
    VatRates rates;
    if (Obj r = parent.object("ratesPercent"); r.valid()) {
        rates.cloud = r.number("cloud");
        rates.hardware = r.number("hardware");
        rates.power = r.number("power");
        rates.space = r.number("space");
        rates.staff = r.number("staff");
        rates.maintenance = r.number("maintenance");
        rates.operations = r.number("operations");
        rates.interest = r.number("interest");
        r.finish();
    }
    return rates;
}

/// options[]: unique ids, the cloud or self-hosted part by "type", bridges that exist.
void readOptions(Obj &top, Scenario &s)
{
    QSet<QString> ids;
    std::vector<std::pair<QString, QString>> bridges; // id, path of bridgeWith
    const auto options = top.array("options"); // may be empty while the scenario is set up
    for (const auto &[j, path] : options) {
        Obj o = top.element("options", j, path);
        if (!o.valid())
            continue;
        Option opt;
        opt.id = o.text("id");
        if (!opt.id.isEmpty()) {
            if (ids.contains(opt.id))
                top.context().error(o.pathOf("id"), tr("the id \"%1\" is used by another option").arg(opt.id));
            ids.insert(opt.id);
        }
        opt.name = o.text("name");
        opt.notes = o.text("notes");
        readEcosystem(o, opt.ecosystem);
        const QString currency = o.currency("currency", s.reportingCurrency);
        readOneTimeCosts(o, opt.oneTimeCosts, currency, s.horizonMonths);
        const auto type = o.choice("type");
        if (type == 0) {
            CloudOption c;
            o.extend("cloud");
            readCloud(o, c, currency);
            opt.spec = c;
        } else if (type == 1) {
            SelfHostedOption h;
            o.extend("selfHosted");
            readSelfHosted(o, h, currency);
            opt.spec = h;
        }
        if (Obj v = o.object("vat"); v.valid()) {
            if (v.has("pricesIncludeVat"))
                opt.pricesIncludeVat = v.boolean("pricesIncludeVat");
            opt.vatRates = readVatRates(v);
            if (!top.has("vat"))
                top.context().error(
                    o.pathOf("vat"), tr("needs the scenario's vat block (VAT is not modelled without it)"));
            v.finish();
        }
        o.finish();
        if (type)
            s.options.push_back(opt);
        if (const SelfHostedOption *h = opt.selfHosted(); h && !h->bridgeOptionId.isEmpty())
            bridges.emplace_back(h->bridgeOptionId, o.pathOf("bridgeWith"));
    }
    for (const auto &[id, path] : bridges) {
        const auto it = std::find_if(s.options.begin(), s.options.end(), [&](const Option &x) { return x.id == id; });
        if (it == s.options.end())
            top.context().error(path, tr("no option has the id \"%1\"").arg(id));
        else if (!it->cloud())
            top.context().error(
                path, tr("option \"%1\" is not a cloud option: only cloud capacity can bridge").arg(id));
    }
}

/// uncertainty: what-if inputs drawn between their low and high percentages.
void readUncertainty(Obj &top, Scenario &s)
{
    if (Obj u = top.object("uncertainty"); u.valid()) {
        Uncertainty unc;
        unc.trials = u.integerOr("trials");
        if (const auto seed = u.number("seed")) {
            if (*seed != std::floor(*seed))
                top.context().error(u.pathOf("seed"), tr("must be a whole number, not %1").arg(num(*seed)));
            unc.seed = quint64(*seed);
        }
        QSet<QString> drivers;
        const auto inputs = u.array("inputs");
        if (u.has("inputs") && inputs.empty() && u.get("inputs", false)->is_array())
            top.context().error(u.pathOf("inputs"), tr("needs at least one uncertain input"));
        for (const auto &[j, path] : inputs) {
            Obj in = u.element("inputs", j, path);
            if (!in.valid())
                continue;
            UncertainInput uncertain;
            uncertain.driverKey = in.text("driver");
            if (!uncertain.driverKey.isEmpty()) {
                const auto d = driverFromKey(uncertain.driverKey);
                if (!d)
                    top.context().error(in.pathOf("driver"),
                        tr("\"%1\" is not a what-if input (see docs/scenario-format.md)").arg(uncertain.driverKey));
                else if (*d == Driver::BudgetPercent)
                    top.context().error(
                        in.pathOf("driver"), tr("the budget moves no cost: it cannot be an uncertain input"));
                else if (*d == Driver::HorizonMonths)
                    top.context().error(
                        in.pathOf("driver"), tr("the horizon cannot be uncertain: the months would not line up"));
                else if (drivers.contains(uncertain.driverKey))
                    top.context().error(in.pathOf("driver"), tr("\"%1\" is listed twice").arg(uncertain.driverKey));
                drivers.insert(uncertain.driverKey);
            }
            uncertain.lowPercent = in.numberOr("lowPercent");
            uncertain.highPercent = in.numberOr("highPercent");
            unc.inputs.push_back(uncertain);
            in.finish();
        }
        u.finish();
        s.uncertainty = unc;
    }
}

/// variants[]: what-ifs kept under a name, keys and ranges of the "drivers" block.
void readVariants(Obj &top, Scenario &s)
{
    for (const auto &[j, path] : top.array("variants")) {
        Obj v = top.element("variants", j, path);
        if (!v.valid())
            continue;
        StoredVariant variant;
        variant.name = v.text("name");
        Obj drivers = v.object("drivers");
        if (drivers.valid()) {
            for (const FieldSpec *f : ScenarioSchema::fieldsOf("drivers"))
                if (const auto value = drivers.number(f->key))
                    variant.drivers.emplace_back(QString::fromLatin1(f->key), *value);
            drivers.finish(); // unknown driver keys are reported
        }
        s.variants.push_back(variant);
        v.finish();
    }
}

/// calendar: the plan's first calendar month and the fiscal year.
void readCalendar(Obj &top, Scenario &s)
{
    if (Obj c = top.object("calendar"); c.valid()) {
        if (const auto start = c.string("startMonth")) {
            static const QRegularExpression ym(QStringLiteral("^([0-9]{4})-(0[1-9]|1[0-2])$"));
            const auto match = ym.match(*start);
            if (!match.hasMatch() || match.captured(1).toInt() < 1)
                top.context().error(
                    c.pathOf("startMonth"), tr("\"%1\" is not a month in the form YYYY-MM").arg(*start));
            else {
                s.calendar.startYear = match.captured(1).toInt();
                s.calendar.startMonth = match.captured(2).toInt();
            }
        }
        s.calendar.fiscalYearStartMonth = c.integerOr("fiscalYearStartMonth");
        if (const auto naming = c.choice("fiscalYearNamedBy"))
            s.calendar.naming = *naming == 1 ? FiscalYearNaming::StartYear : FiscalYearNaming::EndYear;
        c.finish();
    }
}

/// finance: conventions of the decision metrics.
void readFinance(Obj &top, Scenario &s)
{
    if (Obj f = top.object("finance"); f.valid()) {
        if (const auto timing = f.choice("timing"))
            s.finance.timing = *timing == 1 ? FinanceTiming::Yearly : FinanceTiming::Monthly;
        if (const auto end = f.choice("endOfHorizon"))
            s.finance.endOfHorizon = *end == 2 ? EndOfHorizon::Resale
                : *end == 1                    ? EndOfHorizon::Nothing
                                               : EndOfHorizon::BookValue;
        for (const auto &[j, path] : f.array("resaleByAge")) {
            Obj p = f.element("resaleByAge", j, path);
            if (!p.valid())
                continue;
            ResalePoint point;
            point.ageMonths = p.integer("ageMonths").value_or(0);
            point.percent = p.number("percent").value_or(0.0);
            if (!s.finance.resaleByAge.empty() && point.ageMonths <= s.finance.resaleByAge.back().ageMonths)
                p.context().error(p.pathOf("ageMonths"), tr("ages must increase from point to point"));
            s.finance.resaleByAge.push_back(point);
            p.finish();
        }
        if (s.finance.endOfHorizon == EndOfHorizon::Resale && s.finance.resaleByAge.empty())
            f.context().error(
                f.pathOf("resaleByAge"), tr("is needed for endOfHorizon \"resale\": the expected resale value by age"));
        f.finish();
    }
}

/// vat: whether prices include VAT, whether it is recoverable, how results show it, the rates.
void readVat(Obj &top, Scenario &s)
{
    if (Obj v = top.object("vat"); v.valid()) {
        VatSettings vat;
        vat.pricesIncludeVat = v.boolean("pricesIncludeVat");
        vat.inputVatRecoverable = v.boolean("inputVatRecoverable");
        if (const auto results = v.choice("results"))
            vat.results = *results == 1 ? VatResults::ExcludingVat : VatResults::CostToCompany;
        vat.rates = readVatRates(v);
        v.finish();
        s.vat = vat;
    }
}

/// A YYYY-MM field as year x 12 + month - 1; `fallback` when absent or wrong (the error is recorded).
int readMonthKey(Obj &o, const char *key, int fallback)
{
    const auto text = o.string(key);
    if (!text)
        return fallback;
    static const QRegularExpression ym(QStringLiteral("^([0-9]{4})-(0[1-9]|1[0-2])$"));
    const auto match = ym.match(*text);
    if (!match.hasMatch() || match.captured(1).toInt() < 1) {
        o.context().error(o.pathOf(key), tr("\"%1\" is not a month in the form YYYY-MM").arg(*text));
        return fallback;
    }
    return match.captured(1).toInt() * 12 + match.captured(2).toInt() - 1;
}

/// incomeTax: rate, tax depreciation and the one-off full deduction.
void readIncomeTax(Obj &top, Scenario &s)
{
    if (Obj t = top.object("incomeTax"); t.valid()) {
        IncomeTax tax;
        tax.rate = t.numberOr("ratePercent") / 100.0;
        tax.depreciationYears = t.integerOr("depreciationYears");
        tax.fullDeduction = t.boolean("fullDeduction");
        tax.fullDeductionFrom = readMonthKey(t, "fullDeductionFrom", tax.fullDeductionFrom);
        tax.fullDeductionUntil = readMonthKey(t, "fullDeductionUntil", tax.fullDeductionUntil);
        if (tax.fullDeductionUntil < tax.fullDeductionFrom)
            t.context().error(t.pathOf("fullDeductionUntil"), tr("is before fullDeductionFrom"));
        tax.fullDeductionUnitLimit = t.numberOr("fullDeductionUnitLimit");
        t.finish();
        s.incomeTax = tax;
    }
}

/// A budget amount: a total, or capex and opex.
std::optional<BudgetAmount> readBudgetAmount(Obj &a)
{
    BudgetAmount amount;
    const bool total = a.has("total");
    const bool capex = a.has("capex");
    const bool opex = a.has("opex");
    amount.total = a.number("total");
    amount.capex = a.number("capex");
    amount.opex = a.number("opex");
    if (total && (capex || opex))
        a.context().error(a.path(), tr("give a total or capex and opex, not both"));
    else if (!total && capex != opex)
        a.context().error(a.path(), tr("a split budget needs both capex and opex"));
    else if (!total && !capex)
        a.context().error(a.path(), tr("needs a total, or capex and opex"));
    a.finish();
    return amount;
}

/// budget: per fiscal year, every year or for the horizon; fiscal years inside the horizon.
void readBudget(Obj &top, Scenario &s)
{
    Obj b = top.object("budget");
    if (!b.valid())
        return;
    Budget budget;
    budget.currency = b.currency("currency", QString());
    budget.source = b.text("source");
    budget.prorateShortYears = b.boolean("prorateShortYears");
    if (const auto upfront = b.choice("reservedUpfront"))
        budget.reservedUpfrontIsCapex = *upfront == 0;
    const int ways = int(b.has("perYear")) + int(b.has("horizonTotal")) + int(b.has("fiscalYears"));
    if (ways != 1)
        top.context().error(b.path(), tr("give the budget one way: perYear, horizonTotal or fiscalYears"));
    if (Obj a = b.object("perYear"); a.valid())
        budget.everyYear = readBudgetAmount(a);
    if (Obj a = b.object("horizonTotal"); a.valid())
        budget.horizon = readBudgetAmount(a);
    const std::vector<FiscalYear> years = Calendars::fiscalYears(s.calendar, s.horizonMonths);
    std::optional<bool> split;
    QSet<int> seen;
    const auto list = b.array("fiscalYears");
    if (b.has("fiscalYears") && list.empty() && b.get("fiscalYears", false)->is_array())
        top.context().error(b.pathOf("fiscalYears"), tr("needs at least one fiscal year"));
    for (const auto &[j, path] : list) {
        Obj y = b.element("fiscalYears", j, path);
        if (!y.valid())
            continue;
        FiscalYearBudget fy;
        if (const auto year = y.integer("year")) {
            fy.year = *year;
            if (seen.contains(fy.year))
                top.context().error(y.pathOf("year"),
                    tr("%1 is listed twice").arg(Calendars::fiscalYearKey(s.calendar, {fy.year, 1, 12})));
            seen.insert(fy.year);
            if (!years.empty()
                && std::none_of(years.begin(), years.end(), [&](const FiscalYear &f) { return f.year == fy.year; }))
                top.context().error(y.pathOf("year"),
                    tr("%1 is outside the horizon, which runs from %2 to %3")
                        .arg(Calendars::fiscalYearKey(s.calendar, {fy.year, 1, 12}),
                            Calendars::fiscalYearKey(s.calendar, years.front()),
                            Calendars::fiscalYearKey(s.calendar, years.back())));
        }
        if (const auto amount = readBudgetAmount(y)) {
            fy.amount = *amount;
            if (split && *split != amount->split())
                top.context().error(y.path(), tr("split every fiscal year into capex and opex, or none"));
            split = amount->split();
        }
        budget.fiscalYears.push_back(fy);
    }
    b.finish();
    s.budget = budget;
}

/// Every currency used needs a rate to the reporting currency.
void checkExchangeRates(Obj &top, Scenario &s)
{
    for (const auto &[code, path] : top.context().currencyUses) {
        if (code == s.reportingCurrency)
            continue;
        const bool found = std::any_of(s.exchangeRates.begin(), s.exchangeRates.end(), [&](const ExchangeRate &r) {
            return (r.from == code && r.to == s.reportingCurrency) || (r.from == s.reportingCurrency && r.to == code);
        });
        if (!found)
            top.context().error(path,
                tr("no exchange rate from %1 to the reporting currency %2: add one to exchangeRates")
                    .arg(code, s.reportingCurrency));
    }
}

/// Line and column (1-based) of a byte offset.
std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    int line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

/// The name of the field whose value starts just before `offset`, if any ("key": <here>).
QString fieldBefore(const QByteArray &bytes, qsizetype offset)
{
    qsizetype i = std::min(offset, bytes.size()) - 1;
    auto skipSpace = [&] {
        while (i >= 0 && QChar::isSpace(uchar(bytes[i])))
            --i;
    };
    // Step back over the partial token the parser choked on (e.g. "NaN", "Infin").
    while (
        i >= 0 && (QChar::isLetterOrNumber(uchar(bytes[i])) || bytes[i] == '-' || bytes[i] == '+' || bytes[i] == '.'))
        --i;
    skipSpace();
    if (i < 0 || bytes[i] != ':')
        return {};
    --i;
    skipSpace();
    if (i < 0 || bytes[i] != '"')
        return {};
    const qsizetype end = i;
    --i;
    while (i >= 0 && bytes[i] != '"')
        --i;
    if (i < 0)
        return {};
    return QString::fromUtf8(bytes.mid(i + 1, end - i - 1));
}

/// Offset of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &b)
{
    const auto *p = reinterpret_cast<const unsigned char *>(b.constData());
    const qsizetype n = b.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int len = 0;
        if (c < 0x80)
            len = 1;
        else if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF)
            len = 3;
        else if (c >= 0xF0 && c <= 0xF4)
            len = 4;
        else
            return i;
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k)
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        if (len == 3 && ((c == 0xE0 && p[i + 1] < 0xA0) || (c == 0xED && p[i + 1] > 0x9F)))
            return i;
        if (len == 4 && ((c == 0xF0 && p[i + 1] < 0x90) || (c == 0xF4 && p[i + 1] > 0x8F)))
            return i;
        i += len;
    }
    return -1;
}

} // namespace

QString Diagnostic::toString() const
{
    QString s = file;
    if (!path.isEmpty())
        s += QStringLiteral(": ") + path;
    return s + QStringLiteral(": ") + message;
}

QString LoadResult::errorString() const
{
    QStringList lines;
    for (const Diagnostic &d : problems)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

const QStringList &ScenarioLoader::knownCurrencies()
{
    // Every ISO 4217 code in use (models/io/currency.h), the ones planners use most first.
    static const QStringList codes = [] {
        QStringList list = {QStringLiteral("CNY"), QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("HKD"),
            QStringLiteral("JPY"), QStringLiteral("GBP"), QStringLiteral("SGD")};
        for (const QString &code : knownCurrencyCodes())
            if (!list.contains(code))
                list << code;
        return list;
    }();
    return codes;
}

LoadResult ScenarioLoader::loadFile(const QString &fileName)
{
    LoadResult result;
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (!info.exists()) {
        result.problems.push_back({fileName, {}, tr("the file does not exist")});
        return result;
    }
    if (info.isDir()) {
        result.problems.push_back({fileName, {}, tr("this is a folder, not a scenario file")});
        return result;
    }
    if (info.size() > kMaxFileBytes) {
        result.problems.push_back({fileName, {},
            tr("the file is %1 MB; scenario files larger than %2 MB are refused "
               "(is this really a scenario?)")
                .arg(double(info.size()) / 1e6, 0, 'f', 1)
                .arg(kMaxFileBytes / (1024 * 1024))});
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.push_back({fileName, {}, tr("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.problems.push_back({fileName, {}, tr("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    return loadBytes(bytes, fileName);
}

LoadResult ScenarioLoader::loadBytes(const QByteArray &input, const QString &fileName)
{
    LoadResult result;
    auto fail = [&](const QString &path, const QString &message) {
        result.problems.push_back({fileName, path, message});
        return result;
    };
    if (input.size() > kMaxFileBytes)
        return fail({},
            tr("the file is %1 MB; scenario files larger than %2 MB are refused")
                .arg(double(input.size()) / 1e6, 0, 'f', 1)
                .arg(kMaxFileBytes / (1024 * 1024)));
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty())
        return fail({}, tr("the file is empty"));
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, col] = lineColumn(bytes, bad);
        return fail({},
            tr("not UTF-8 text: byte 0x%1 at line %2, column %3; save the file as UTF-8")
                .arg(static_cast<unsigned char>(bytes[bad]), 2, 16, QLatin1Char('0'))
                .arg(line)
                .arg(col));
    }

    json root;
    DuplicateKeyFinder duplicates;
    try {
        root = json::parse(bytes.constBegin(), bytes.constEnd(), std::ref(duplicates));
    } catch (const json::parse_error &e) {
        const qsizetype offset = qsizetype(e.byte) > 0 ? qsizetype(e.byte) - 1 : 0;
        const auto [line, col] = lineColumn(bytes, offset);
        const QString field = fieldBefore(bytes, offset + 1);
        QString reason;
        const QByteArray rest = bytes.mid(offset).trimmed();
        const QByteArray tail = bytes.mid(std::max<qsizetype>(0, offset - 9), 10);
        if (offset + 1 >= bytes.size() || bytes.mid(offset).trimmed().isEmpty())
            reason = tr("the file ends too early (truncated?)");
        else if (tail.contains("NaN") || rest.startsWith("NaN") || tail.contains("Infinity")
            || rest.startsWith("Infinity") || rest.startsWith("-Infinity") || tail.contains("Infin"))
            reason = tr("NaN and Infinity are not numbers JSON allows; write a finite number");
        else
            reason = tr("not valid JSON (%1)").arg(QString::fromUtf8(e.what()).section(QStringLiteral(": "), -1));
        QString where = tr("line %1, column %2").arg(line).arg(col);
        if (!field.isEmpty())
            where += tr(", field \"%1\"").arg(field);
        return fail(where, reason);
    } catch (const json::out_of_range &e) {
        // A number too large for a double, e.g. 1e400: name where it is.
        const QString what = QString::fromUtf8(e.what());
        const QString token = what.section(QLatin1Char('\''), 1, 1);
        const qsizetype at = token.isEmpty() ? -1 : bytes.indexOf(token.toUtf8());
        if (at < 0)
            return fail({}, tr("a number is too large (%1)").arg(what));
        const auto [line, col] = lineColumn(bytes, at);
        QString where = tr("line %1, column %2").arg(line).arg(col);
        if (const QString field = fieldBefore(bytes, at); !field.isEmpty())
            where += tr(", field \"%1\"").arg(field);
        return fail(where, tr("the number %1 is too large to be a finite number").arg(token));
    } catch (const std::exception &e) {
        return fail({}, tr("not valid JSON (%1)").arg(QString::fromUtf8(e.what())));
    }

    if (!duplicates.path().isEmpty())
        return fail(duplicates.path(), tr("the key is given twice in one object; keep one"));

    Context ctx;
    ctx.file = fileName;
    Scenario s;
    Obj top(ctx, &root, QStringLiteral("$"), "scenario");
    if (!top.valid()) {
        result.problems = ctx.problems;
        return result;
    }
    readHeader(top, s);
    readExchangeRates(top, s);
    readPriceTrends(top, s);
    readDemand(top, s);
    readOptions(top, s);
    readJob(top, s);
    readUncertainty(top, s);
    readVariants(top, s);
    readCalendar(top, s);
    readBudget(top, s);
    readFinance(top, s);
    readConstraints(top, s);
    readVat(top, s);
    readIncomeTax(top, s);
    top.finish();
    checkExchangeRates(top, s);

    result.problems = std::move(ctx.problems);
    if (result.problems.empty())
        result.scenario = std::move(s);
    return result;
}

} // namespace gputco
