#include "resultwriter.h"

#include "calendar.h"
#include "csv.h"
#include "ranking.h"
#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace gputco {

namespace {

using json = nlohmann::json;

std::string s(const QString &q)
{
    return q.toStdString();
}

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

template<typename T> json optional(const std::optional<T> &v)
{
    return v ? json(*v) : json(nullptr);
}

QString utilizationKey(BreakEven::Utilization u)
{
    switch (u) {
    case BreakEven::Utilization::Found: return QStringLiteral("found");
    case BreakEven::Utilization::CloudCheaperAtAnyUse: return QStringLiteral("cloudCheaperAtAnyUse");
    case BreakEven::Utilization::SelfHostedCheaperAtAnyUse: return QStringLiteral("selfHostedCheaperAtAnyUse");
    }
    return {};
}

} // namespace

namespace {

using ojson = nlohmann::ordered_json;

/*!
 * Streamed JSON text, laid out exactly as nlohmann's dump(2) lays out the whole tree: pieces
 * are appended to a buffer that goes to the sink whenever it passes 64 KiB (always between
 * two pieces, so never inside a UTF-8 character).
 */
class JsonOut
{
public:
    explicit JsonOut(const ResultWriter::JsonSink &sink)
        : mSink(sink)
    {
        mBuffer.reserve(kChunk + 8192);
    }

    void raw(std::string_view text)
    {
        mBuffer.append(text);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// `j` as dump(2) prints it nested `indent` spaces deep (strings never hold a raw newline).
    void value(const ojson &j, int indent)
    {
        append(j, indent);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// An object `j` printed like value() but left open after its last member, to append more.
    void openObject(const ojson &j, int indent)
    {
        append(j, indent);
        // Drop the closing "\n" + indent + "}" (still in the buffer: append() never flushes).
        mBuffer.resize(mBuffer.size() - std::size_t(indent) - 2);
        if (mBuffer.size() >= kChunk)
            flush();
    }
    /// A double as nlohmann prints it (shortest round trip, "1.0" for whole numbers, null if not finite).
    void number(double v)
    {
        if (!std::isfinite(v)) {
            mBuffer.append("null");
            return;
        }
        char text[64];
        char *end = nlohmann::detail::to_chars(text, text + sizeof text, v);
        mBuffer.append(text, std::size_t(end - text));
    }
    void integer(long long v)
    {
        char text[24];
        const auto res = std::to_chars(text, text + sizeof text, v);
        mBuffer.append(text, std::size_t(res.ptr - text));
    }
    void flush()
    {
        if (!mBuffer.empty())
            mSink(std::string_view(mBuffer));
        mBuffer.clear();
    }

private:
    void append(const ojson &j, int indent)
    {
        const std::string text = j.dump(2);
        for (char c : text) {
            mBuffer.push_back(c);
            if (c == '\n')
                mBuffer.append(std::size_t(indent), ' ');
        }
    }

    static constexpr std::size_t kChunk = 64 * 1024;
    const ResultWriter::JsonSink &mSink;
    std::string mBuffer;
};

/// An array streamed element by element, `indent` spaces deep (its elements two more).
class JsonArray
{
public:
    JsonArray(JsonOut &out, int indent)
        : mOut(out)
        , mIndent(indent)
    { }
    /// Starts the next element: what follows is its text, `indent() + 2` spaces deep.
    void next()
    {
        mOut.raw(mCount++ == 0 ? std::string_view("[\n") : std::string_view(",\n"));
        mOut.raw(std::string(std::size_t(mIndent) + 2, ' '));
    }
    void add(const ojson &j)
    {
        next();
        mOut.value(j, mIndent + 2);
    }
    void close()
    {
        if (mCount == 0) {
            mOut.raw("[]");
            return;
        }
        mOut.raw("\n");
        mOut.raw(std::string(std::size_t(mIndent), ' '));
        mOut.raw("]");
    }

private:
    JsonOut &mOut;
    int mIndent;
    int mCount = 0;
};

/// The month-by-month series of an option, written by hand: 120 months of 1,000 options as
/// nlohmann trees were most of the time of compute --format json. The layout is dump(2)'s:
/// the "monthly" key 6 spaces deep, months 8, their members 10, categories 12.
void writeMonths(JsonOut &out, const OptionResult &o, const std::vector<std::string> &calendarMonths)
{
    if (o.monthly.empty()) {
        out.raw("[]");
        return;
    }
    static const std::string member(10, ' ');
    static const std::vector<std::string> categoryPrefix = [] {
        std::vector<std::string> v;
        for (Category c : kAllCategories)
            v.push_back("\n" + std::string(12, ' ') + '"' + categoryKey(c).toStdString() + "\": ");
        return v;
    }();
    out.raw("[\n");
    for (std::size_t m = 0; m < o.monthly.size(); ++m) {
        out.raw(m == 0 ? std::string_view("        {\n") : std::string_view(",\n        {\n"));
        out.raw(member);
        out.raw("\"month\": ");
        out.integer(static_cast<long long>(m) + 1);
        if (m < calendarMonths.size()) {
            out.raw(",\n");
            out.raw(member);
            out.raw("\"calendarMonth\": ");
            out.raw(calendarMonths[m]);
        }
        auto field = [&](std::string_view key, double v) {
            out.raw(",\n");
            out.raw(member);
            out.raw(key);
            out.number(v);
        };
        field("\"total\": ", o.monthlyTotal[m]);
        field("\"cumulative\": ", o.cumulative[m]);
        field("\"discounted\": ", o.monthlyDiscounted[m]);
        field("\"cumulativeDiscounted\": ", o.cumulativeDiscounted[m]);
        field("\"usefulGpuHours\": ", o.usefulGpuHoursByMonth[m]);
        if (m < o.taxSavingByMonth.size())
            field("\"taxSaving\": ", o.taxSavingByMonth[m]);
        out.raw(",\n");
        out.raw(member);
        out.raw("\"categories\": ");
        bool any = false;
        for (Category c : kAllCategories) {
            const double v = o.monthly[m][index(c)];
            if (v == 0.0)
                continue;
            out.raw(any ? std::string_view(",") : std::string_view("{"));
            out.raw(categoryPrefix[index(c)]);
            any = true;
            out.number(v);
        }
        out.raw(any ? std::string_view("\n          }") : std::string_view("{}"));
        out.raw("\n        }");
    }
    out.raw("\n      ]");
}

} // namespace

void ResultWriter::writeJson(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &r,
    const QString &sourceFile, const ScenarioResult *cash, const PairFilter &pairs, const JsonContext &context)
{
    writeJsonTo(sink, scenario, r, sourceFile, nullptr, cash, pairs, context);
}

QByteArray ResultWriter::json(const Scenario &scenario, const ScenarioResult &r, const QString &sourceFile,
    const DecisionResult *decision, const JsonContext &context)
{
    QByteArray out;
    writeJsonTo([&out](std::string_view text) { out.append(text.data(), qsizetype(text.size())); }, scenario, r,
        sourceFile, decision, nullptr, PairFilter(), context);
    return out;
}

namespace {

/// The VAT settings and the rate of every class, as the results used them.
ojson vatJson(const VatSettings &vat)
{
    nlohmann::ordered_json ratesPercent;
    for (int c = 0; c < Tax::kVatClassCount; ++c) {
        const auto vc = Tax::VatClass(c);
        ratesPercent[Tax::vatClassKey(vc)] = Tax::rateIn(vat.rates, vc).value_or(Tax::defaultVatPercent(vc));
    }
    return {{"pricesIncludeVat", vat.pricesIncludeVat}, {"inputVatRecoverable", vat.inputVatRecoverable},
        {"results", vat.results == VatResults::CostToCompany ? "costToCompany" : "excludingVat"},
        {"ratesPercent", ratesPercent}};
}

const char *endOfHorizonKey(EndOfHorizon e)
{
    return e == EndOfHorizon::BookValue ? "bookValue" : e == EndOfHorizon::Resale ? "resale" : "nothing";
}

/// Everything before "options": the scenario, the view and its settings, the rates used, what
/// the amounts include, the ranking and the constraints.
ojson headJson(const Scenario &scenario, const ScenarioResult &r, const QString &sourceFile)
{
    nlohmann::ordered_json root;
    root["outputVersion"] = 1;
    root["generator"] = "gputco " GPUTCO_VERSION;
    root["scenario"] = {{"name", s(scenario.name)}, {"file", s(sourceFile)}};
    root["view"] = s(ResultWriter::viewKey(r.view));
    root["currency"] = s(r.currency);
    root["horizonMonths"] = r.horizonMonths;
    root["hoursPerMonth"] = r.hoursPerMonth;
    root["discountRatePerYear"] = scenario.discountRatePerYear;
    root["monthlyDiscountRate"] = r.monthlyDiscountRate;
    root["demandGpusByMonth"] = r.demandGpusByMonth;
    auto rates = nlohmann::ordered_json::array();
    for (const RateUsed &u : r.ratesUsed)
        rates.push_back(
            {{"from", s(u.from)}, {"to", s(u.to)}, {"factor", u.factor}, {"asOf", s(u.asOf)}, {"source", s(u.source)}});
    root["exchangeRatesUsed"] = rates;
    // What the amounts include (VAT), and the settings and rates behind it.
    root["amountBasis"] = s(Tax::amountBasisKey(r.amountBasis));
    if (scenario.vat)
        root["vat"] = vatJson(*scenario.vat);
    if (scenario.incomeTax)
        root["incomeTax"] = {{"ratePercent", scenario.incomeTax->rate * 100.0},
            {"depreciationYears", scenario.incomeTax->depreciationYears},
            {"fullDeduction", scenario.incomeTax->fullDeduction}, {"afterTaxComputed", r.incomeTaxRate.has_value()}};
    // The one ranking (models/engine/ranking.h): ids, or null when no option serves all demand.
    const Ranking ranking = rank(r);
    auto idOrNull = [&](int i) {
        return i < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s(r.options[std::size_t(i)].id));
    };
    // The end-of-horizon treatment of the comparison totals (credited in the cash view only).
    root["endOfHorizon"] = endOfHorizonKey(r.endOfHorizon);
    root["recommended"] = idOrNull(ranking.recommended);
    root["cheapest"] = idOrNull(ranking.cheapest);
    if (scenario.constraints.any()) {
        const Constraints &c = scenario.constraints;
        root["constraints"] = {{"acceleratorOrigin", c.origin == OriginRule::DomesticOnly ? "domestic" : "any"},
            {"dataResidency", c.residency == ResidencyRule::MainlandChina ? "mainlandChina" : "anywhere"},
            {"rdmaRequiredAboveGpus", optional(c.rdmaRequiredAboveGpus)},
            {"maxLeadTimeMonths", optional(c.maxLeadTimeMonths)}};
    }
    return root;
}

ojson sizingJson(const OptionResult &o)
{
    auto modelOrNull = [](const QString &model) {
        return model.isEmpty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(s(model));
    };
    return {{"gpuModel", modelOrNull(o.sizing.gpuModel)}, {"referenceGpuModel", modelOrNull(o.sizing.referenceModel)},
        {"relativeThroughput", o.sizing.relativeThroughput}, {"throughputSource", s(o.sizing.sourceKey())},
        {"stackEfficiency", o.sizing.stackEfficiency}, {"factor", o.sizing.factor()},
        {"peakReferenceCards", o.peakReferenceCards}, {"peakCards", o.peakCards}};
}

/// Totals per fiscal year (plan years without a calendar); they add up to "total".
ojson fiscalYearsJson(const Scenario &scenario, const OptionResult &o)
{
    auto years = nlohmann::ordered_json::array();
    for (const FiscalYear &fy : Calendars::fiscalYears(scenario.calendar, int(o.monthlyTotal.size()))) {
        double t = 0.0;
        for (int m = fy.firstMonth - 1; m < fy.lastMonth(); ++m)
            t += o.monthlyTotal[std::size_t(m)];
        years.push_back({{"label", s(Calendars::fiscalYearKey(scenario.calendar, fy))}, {"firstMonth", fy.firstMonth},
            {"months", fy.months}, {"total", number(t)}});
    }
    return years;
}

/// What an option owns, owes in VAT and saves in income tax, as far as it applies.
void addOwnedAndTax(const Scenario &scenario, const ScenarioResult &r, const OptionResult &o, ojson &j)
{
    if (o.servers) {
        j["servers"] = *o.servers;
        j["racks"] = optional(o.racks);
        j["bookValueAtHorizonEnd"] = o.bookValueAtHorizonEnd;
        if (!scenario.finance.resaleByAge.empty())
            j["resaleValueAtHorizonEnd"] = o.resaleValueAtHorizonEnd;
    }
    if (scenario.vat)
        j["vatTotal"] = number(o.vatTotal);
    if (r.incomeTaxRate)
        j["incomeTax"] = {{"taxSavingTotal", number(o.taxSavingTotal)}, {"afterTaxTotal", number(o.afterTaxTotal)},
            {"afterTaxDiscounted", number(o.afterTaxDiscounted)},
            {"taxBasisAtHorizonEnd", number(o.taxBasisAtHorizonEnd)}};
    if (r.incomeTaxRate && scenario.incomeTax && scenario.incomeTax->rdSuperDeduction)
        j["incomeTax"]["rdSuperDeductionSaving"] = number(o.rdDeductionSavingTotal);
    const auto opt
        = std::find_if(scenario.options.begin(), scenario.options.end(), [&](const Option &x) { return x.id == o.id; });
    if (opt != scenario.options.end() && opt->computeSubsidy) {
        const ComputeSubsidy &sub = *opt->computeSubsidy;
        const Provenance p = sub.provenance.value_or(Provenance{});
        j["computeSubsidy"] = {{"name", s(sub.name)}, {"received", number(-o.categoryTotals[index(Category::Subsidy)])},
            {"overCap", number(o.subsidyCapped)}, {"paidAfterHorizon", number(o.subsidyAfterHorizon)},
            {"source", s(p.source)}, {"asOf", s(p.asOf)}};
    }
}

/// Option `i` of `r` without its months: totals, sizing, constraints, categories, spot, split,
/// what it owns, warnings, fiscal years and budget.
ojson optionJson(const Scenario &scenario, const ScenarioResult &r, std::size_t i)
{
    const OptionResult &o = r.options[i];
    nlohmann::ordered_json j;
    j["id"] = s(o.id);
    j["name"] = s(o.name);
    j["kind"] = o.kind == OptionKind::Cloud ? "cloud" : "selfHosted";
    j["total"] = number(o.total);
    j["totalDiscounted"] = number(o.totalDiscounted); // PV of cost, not a decision's NPV
    // What the ranking compares: the totals less the end-of-horizon credit, plus the financing
    // principal still owed then (docs/finance.md, the net position at the end).
    j["endOfHorizonCredit"] = number(o.endOfHorizonCredit);
    j["debtAtHorizonEnd"] = number(o.debtAtHorizonEnd);
    j["comparisonTotal"] = number(o.comparisonTotal);
    j["comparisonDiscounted"] = number(o.comparisonDiscounted);
    j["hiddenFeesTotal"] = number(o.hiddenFeesTotal);
    j["usefulGpuHours"] = o.usefulGpuHours;
    j["unmetGpuHours"] = o.unmetGpuHours;
    j["slippedGpuHours"] = o.slippedGpuHours;
    j["servesAllDemand"] = servesAllDemand(o);
    j["costPerUsefulGpuHour"] = optional(o.costPerUsefulGpuHour);
    j["owedAfterHorizon"] = o.owedAfterHorizon;
    if (o.blendedRatePerInstanceHour)
        j["blendedRatePerInstanceHour"] = number(*o.blendedRatePerInstanceHour);
    j["sizing"] = sizingJson(o);
    j["meetsConstraints"] = o.violations.empty();
    auto violations = nlohmann::ordered_json::array();
    for (const ConstraintViolation &v : o.violations)
        violations.push_back({{"constraint", s(v.key)}, {"reason", s(v.reason)}});
    j["constraintViolations"] = violations;
    nlohmann::ordered_json cats;
    for (Category c : kAllCategories)
        cats[s(categoryKey(c))] = number(o.categoryTotals[index(c)]);
    j["categoryTotals"] = cats;
    if (o.spotOverheadFraction)
        j["spot"] = {
            {"overheadFraction", *o.spotOverheadFraction}, {"youngIntervalHours", optional(o.spotYoungIntervalHours)}};
    if (o.cheapestReservedInstances)
        j["cheapestReservedSplit"] = {{"reservedInstances", *o.cheapestReservedInstances},
            {"cost", number(*o.cheapestReservedCost)}, {"costAsEntered", number(o.costAsEntered)}};
    addOwnedAndTax(scenario, r, o, j);
    auto warnings = nlohmann::ordered_json::array();
    for (const QString &w : o.warnings)
        warnings.push_back(s(w));
    j["warnings"] = warnings;
    j["fiscalYears"] = fiscalYearsJson(scenario, o);
    if (r.budget && i < r.budget->options.size()) {
        const OptionBudget &ob = r.budget->options[i];
        j["fitsBudget"] = ob.fits;
        j["firstOverrunMonth"] = optional(ob.firstOverrunMonth);
    }
    return j;
}

/// One price line with its provenance, as the report's provenance tables print it (issue 27).
ojson priceLineJson(const PriceLine &l)
{
    return {{"optionId", s(l.optionId)}, {"kind", PriceLines::kindKey(l.kind)}, {"item", s(l.item)},
        {"amount", l.amount}, {"unit", s(l.unit)}, {"currency", s(l.currency)},
        {"taxStatus", PriceLines::taxStatusKey(l.taxStatus())}, {"taxIncluded", optional(l.taxIncluded)},
        {"taxRatePercent", optional(l.taxRatePercent)}, {"taxStatusFrom", s(l.taxStatusFrom)}, {"asOf", s(l.asOf)},
        {"source", s(l.source)}, {"enteredSource", s(l.enteredSource)}, {"catalogId", s(l.catalogId)},
        {"fromCatalog", l.fromCatalog}, {"quote", s(l.quote)}, {"quoteValidUntil", s(l.quoteValidUntil)},
        {"quoteExpired", l.quoteExpired}, {"quoteExpiring", l.quoteExpiring}, {"stale", l.stale},
        {"fromWhatIf", l.fromWhatIf}, {"listAmount", optional(l.listAmount)},
        {"discountPercent", optional(l.discountPercent)}};
}

ojson breakEvenJson(const ScenarioResult &r, const BreakEven &b)
{
    nlohmann::ordered_json j;
    j["cloud"] = s(r.options[b.cloudIndex].id);
    j["selfHosted"] = s(r.options[b.selfHostedIndex].id);
    j["firstMonth"] = optional(b.firstMonth);
    // The crossings of the cumulative costs; the pair's payback is the decision's (issue 27).
    j["firstCrossingMonth"] = optional(b.firstCrossingMonth);
    j["ownedCheaperForGoodFromMonth"] = optional(b.ownedCheaperForGoodFromMonth);
    auto cs = nlohmann::ordered_json::array();
    for (const Crossing &c : b.crossings)
        cs.push_back({{"month", c.month}, {"exactMonth", c.exactMonth},
            {"direction", c.selfHostedBecomesCheaper ? "selfHostedCheaper" : "cloudCheaper"},
            {"cumulativeCloud", c.cumulativeCloud}, {"cumulativeSelfHosted", c.cumulativeSelfHosted}});
    j["crossings"] = cs;
    j["utilization"] = s(utilizationKey(b.utilization));
    j["breakEvenBusyHoursPerMonth"] = optional(b.breakEvenBusyHoursPerMonth);
    j["breakEvenUtilizationPercent"] = b.breakEvenBusyHoursPerMonth
        ? nlohmann::ordered_json(*b.breakEvenBusyHoursPerMonth / r.hoursPerMonth * 100.0)
        : nlohmann::ordered_json(nullptr);
    return j;
}

ojson pairJson(const ScenarioResult &r, const DecisionResult &settings, const DecisionPair &p)
{
    nlohmann::ordered_json j;
    j["selfHosted"] = s(r.options[std::size_t(p.selfHostedIndex)].id);
    j["cloud"] = s(r.options[std::size_t(p.cloudIndex)].id);
    j["flows"] = p.flows;
    j["terminalValue"] = number(p.terminalValue);
    j["undiscountedSaving"] = number(p.undiscountedSaving);
    j["npv"] = number(p.npv);
    j["irr"] = optional(p.irr);
    j["signChanges"] = p.signChanges;
    j["paybackPeriods"] = optional(p.paybackPeriods);
    j["discountedPaybackPeriods"] = optional(p.discountedPaybackPeriods);
    if (settings.incomeTaxRate)
        j["afterTax"] = {{"flows", p.afterTaxFlows}, {"terminalValue", number(p.afterTaxTerminalValue)},
            {"npv", optional(p.afterTaxNpv)}, {"irr", optional(p.afterTaxIrr)}};
    return j;
}

/// "decisions": the settings, then the pairs given in `decision`, or else computed one at a
/// time from the cash view `cash`; nothing without either.
void writeDecisions(JsonOut &out, const Scenario &scenario, const ScenarioResult &r, const DecisionResult *decision,
    const ScenarioResult *cash, const PairFilter &pairs)
{
    std::optional<DecisionResult> computed;
    if (!decision && cash)
        computed = DecisionAnalysis::settings(scenario, *cash);
    const DecisionResult *settings = decision ? decision : computed ? &*computed : nullptr;
    if (!settings)
        return;
    const nlohmann::ordered_json head = {{"timing", settings->timing == FinanceTiming::Monthly ? "monthly" : "yearly"},
        {"period", settings->timing == FinanceTiming::Monthly ? "month" : "year"}, {"periodRate", settings->periodRate},
        {"endOfHorizon", endOfHorizonKey(settings->endOfHorizon)}};
    out.raw(",\n  \"decisions\": ");
    out.openObject(head, 2);
    out.raw(",\n    \"pairs\": ");
    JsonArray list(out, 4);
    if (decision) {
        for (const DecisionPair &p : decision->pairs)
            if (pairs.keeps(p.cloudIndex, p.selfHostedIndex))
                list.add(pairJson(r, *settings, p));
    } else if (cash->ok() && cash->view == CostView::Cash && cash->options.size() == r.options.size()) {
        for (int i = 0; i < int(cash->options.size()); ++i) {
            if (cash->options[std::size_t(i)].kind != OptionKind::Cloud)
                continue;
            for (int j = 0; j < int(cash->options.size()); ++j)
                if (cash->options[std::size_t(j)].kind == OptionKind::SelfHosted && pairs.keeps(i, j))
                    list.add(pairJson(r, *settings, DecisionAnalysis::pair(*settings, *cash, i, j)));
        }
    }
    list.close();
    out.raw("\n  }");
}

} // namespace

void ResultWriter::writeJsonTo(const JsonSink &sink, const Scenario &scenario, const ScenarioResult &r,
    const QString &sourceFile, const DecisionResult *decision, const ScenarioResult *cash, const PairFilter &pairs,
    const JsonContext &context)
{
    JsonOut out(sink);
    // Everything before "options" in one small tree, left open; then the options, break-evens
    // and pairs one at a time.
    ojson head = headJson(scenario, r, sourceFile);
    if (!context.variantName.isEmpty()) {
        // The kept variant the result is of, and what it changes against the scenario as saved.
        auto drivers = nlohmann::ordered_json::array();
        for (const DriverChange &c : context.variantChanges)
            drivers.push_back(
                {{"driver", driverKey(c.driver)}, {"baseline", optional(c.baseline)}, {"value", c.value}});
        head["variant"] = {{"name", s(context.variantName)}, {"drivers", drivers}};
    }
    out.openObject(head, 0);
    out.raw(",\n  \"options\": ");
    std::vector<std::string> calendarMonths; // "2027-03" per month, as JSON strings
    if (scenario.calendar.has())
        for (int m = 1; m <= r.horizonMonths; ++m)
            calendarMonths.push_back(ojson(s(Calendars::monthKey(scenario.calendar, m))).dump());
    JsonArray options(out, 2);
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        options.next();
        out.openObject(optionJson(scenario, r, i), 4);
        out.raw(",\n      \"monthly\": ");
        writeMonths(out, r.options[i], calendarMonths);
        out.raw("\n    }");
    }
    options.close();

    out.raw(",\n  \"breakEven\": ");
    JsonArray breakEvens(out, 2);
    for (const BreakEven &b : r.breakEvens)
        if (pairs.keeps(b.cloudIndex, b.selfHostedIndex))
            breakEvens.add(breakEvenJson(r, b));
    breakEvens.close();
    auto awaiting = nlohmann::ordered_json::array();
    for (const AwaitingQuote &q : r.awaitingQuotes)
        awaiting.push_back({{"id", s(q.optionId)}, {"name", s(q.optionName)}, {"reason", s(q.reason)}});
    out.raw(",\n  \"awaitingQuotes\": ");
    out.value(awaiting, 2);
    // Every price the computation used, with where it comes from: what the report's provenance prints.
    out.raw(",\n  \"priceLines\": ");
    JsonArray priceLines(out, 2);
    QList<PriceLine> lines
        = context.priceLines ? *context.priceLines : PriceLines::collect(scenario, r, context.lookup);
    if (!context.priceLines && !context.variantName.isEmpty())
        Variants::declare(lines, context.variantName, context.variantChanges, scenario);
    for (const PriceLine &l : lines)
        priceLines.add(priceLineJson(l));
    priceLines.close();
    // Buy instead of rent: the pairs given, or computed one at a time from the cash view.
    writeDecisions(out, scenario, r, decision, cash, pairs);
    out.raw("\n}\n");
    out.flush();
}

QString ResultWriter::csv(const Scenario &scenario, const ScenarioResult &r, const PairFilter &pairs)
{
    QByteArray out;
    writeCsv([&out](std::string_view text) { out.append(text.data(), qsizetype(text.size())); }, scenario, r, pairs);
    return QString::fromUtf8(out);
}

namespace {

/*!
 * CSV rows "section,option,counterpart,key,value" into a buffer that goes to the sink whenever
 * it passes 64 KiB (always after a whole row): the text is never held whole (1,000 options with
 * every pair: 42 MB of UTF-8, and twice that as a QString).
 */
class CsvRows
{
public:
    explicit CsvRows(const ResultWriter::TextSink &sink)
        : mSink(sink)
    {
        mBuffer.reserve(kChunk + 4096);
        mBuffer += "section,option,counterpart,key,value\n";
    }

    /// Every text field goes through csvField (quoting, CSV injection): the option ids, which
    /// are the user's, and the section names and keys, each once rather than once per row.
    static QByteArray field(const QString &text) { return csvField(text).toUtf8(); }
    /// Shortest form that reads back as the same double: 398551.968, not 398551.96799999999. A
    /// number written so is left as it is by csvField (no comma, quote or blank).
    static QByteArray number(double v)
    {
        return std::isfinite(v) ? QString::number(v, 'f', QLocale::FloatingPointShortest).toUtf8() : QByteArray();
    }

    void row(const QByteArray &section, const QByteArray &option, const QByteArray &counterpart, const QByteArray &key,
        const QByteArray &value)
    {
        mBuffer += section;
        mBuffer += ',';
        mBuffer += option;
        mBuffer += ',';
        mBuffer += counterpart;
        mBuffer += ',';
        mBuffer += key;
        mBuffer += ',';
        mBuffer += value;
        mBuffer += '\n';
        if (mBuffer.size() >= kChunk)
            flush();
    }

    void flush()
    {
        if (!mBuffer.isEmpty())
            mSink(std::string_view(mBuffer.constData(), std::size_t(mBuffer.size())));
        mBuffer.clear();
    }

private:
    static constexpr qsizetype kChunk = 64 * 1024;
    const ResultWriter::TextSink &mSink;
    QByteArray mBuffer;
};

/// The totals and category totals of every option (`ids`: their CSV fields), and what the R&D
/// super deduction saves.
void writeTotalsCsv(CsvRows &csv, const Scenario &scenario, const ScenarioResult &r, const std::vector<QByteArray> &ids)
{
    auto field = CsvRows::field;
    auto number = CsvRows::number;
    std::array<QByteArray, kCategoryCount> categoryKeys;
    for (Category c : kAllCategories)
        categoryKeys[index(c)] = field(categoryKey(c));
    const QByteArray none, total = field(QStringLiteral("total")), category = field(QStringLiteral("category"));
    const QByteArray totalDiscounted = field(QStringLiteral("totalDiscounted")),
                     hiddenFeesTotal = field(QStringLiteral("hiddenFeesTotal")),
                     usefulGpuHours = field(QStringLiteral("usefulGpuHours")),
                     costPerUsefulGpuHour = field(QStringLiteral("costPerUsefulGpuHour")),
                     endOfHorizonCredit = field(QStringLiteral("endOfHorizonCredit")),
                     debtAtHorizonEnd = field(QStringLiteral("debtAtHorizonEnd")),
                     comparisonTotal = field(QStringLiteral("comparisonTotal")),
                     comparisonDiscounted = field(QStringLiteral("comparisonDiscounted")),
                     vatTotal = field(QStringLiteral("vatTotal")),
                     taxSavingTotal = field(QStringLiteral("taxSavingTotal")),
                     afterTaxTotal = field(QStringLiteral("afterTaxTotal")),
                     afterTaxDiscounted = field(QStringLiteral("afterTaxDiscounted")),
                     rdSuperDeductionSaving = field(QStringLiteral("rdSuperDeductionSaving"));
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult &o = r.options[i];
        const QByteArray &id = ids[i];
        csv.row(total, id, none, total, number(o.total));
        csv.row(total, id, none, totalDiscounted, number(o.totalDiscounted));
        csv.row(total, id, none, hiddenFeesTotal, number(o.hiddenFeesTotal));
        csv.row(total, id, none, usefulGpuHours, number(o.usefulGpuHours));
        csv.row(total, id, none, costPerUsefulGpuHour, o.costPerUsefulGpuHour ? number(*o.costPerUsefulGpuHour) : none);
        if (o.kind == OptionKind::SelfHosted) { // what the ranking compares
            csv.row(total, id, none, endOfHorizonCredit, number(o.endOfHorizonCredit));
            csv.row(total, id, none, debtAtHorizonEnd, number(o.debtAtHorizonEnd));
            csv.row(total, id, none, comparisonTotal, number(o.comparisonTotal));
            csv.row(total, id, none, comparisonDiscounted, number(o.comparisonDiscounted));
        }
        if (r.amountBasis != AmountBasis::AsEntered)
            csv.row(total, id, none, vatTotal, number(o.vatTotal));
        if (r.incomeTaxRate) {
            csv.row(total, id, none, taxSavingTotal, number(o.taxSavingTotal));
            csv.row(total, id, none, afterTaxTotal, number(o.afterTaxTotal));
            csv.row(total, id, none, afterTaxDiscounted, number(o.afterTaxDiscounted));
            if (scenario.incomeTax && scenario.incomeTax->rdSuperDeduction)
                csv.row(total, id, none, rdSuperDeductionSaving, number(o.rdDeductionSavingTotal));
        }
        for (Category c : kAllCategories)
            csv.row(category, id, none, categoryKeys[index(c)], number(o.categoryTotals[index(c)]));
    }
}

/// The break-even of the pairs kept and their crossings.
void writeBreakEvenCsv(
    CsvRows &csv, const ScenarioResult &r, const std::vector<QByteArray> &ids, const PairFilter &pairs)
{
    auto field = CsvRows::field;
    auto number = CsvRows::number;
    const QByteArray none;
    const QByteArray breakEven = field(QStringLiteral("breakEven")), crossing = field(QStringLiteral("crossing"));
    const QByteArray firstMonth = field(QStringLiteral("firstMonth")),
                     firstCrossing = field(QStringLiteral("firstCrossingMonth")),
                     forGood = field(QStringLiteral("ownedCheaperForGoodFromMonth")),
                     busyHours = field(QStringLiteral("breakEvenBusyHoursPerMonth")),
                     utilization = field(QStringLiteral("utilization")),
                     selfHostedCheaper = field(QStringLiteral("selfHostedCheaper")),
                     cloudCheaper = field(QStringLiteral("cloudCheaper"));
    const std::array<QByteArray, 3> utilizationKeys = {field(utilizationKey(BreakEven::Utilization::Found)),
        field(utilizationKey(BreakEven::Utilization::CloudCheaperAtAnyUse)),
        field(utilizationKey(BreakEven::Utilization::SelfHostedCheaperAtAnyUse))};
    for (const BreakEven &b : r.breakEvens) {
        if (!pairs.keeps(b.cloudIndex, b.selfHostedIndex))
            continue;
        const QByteArray &c = ids[std::size_t(b.cloudIndex)], &h = ids[std::size_t(b.selfHostedIndex)];
        csv.row(breakEven, c, h, firstMonth, b.firstMonth ? QByteArray::number(*b.firstMonth) : none);
        csv.row(breakEven, c, h, firstCrossing, b.firstCrossingMonth ? number(*b.firstCrossingMonth) : none);
        csv.row(breakEven, c, h, forGood,
            b.ownedCheaperForGoodFromMonth ? QByteArray::number(*b.ownedCheaperForGoodFromMonth) : none);
        csv.row(
            breakEven, c, h, busyHours, b.breakEvenBusyHoursPerMonth ? number(*b.breakEvenBusyHoursPerMonth) : none);
        csv.row(breakEven, c, h, utilization, utilizationKeys[std::size_t(b.utilization)]);
        for (const Crossing &x : b.crossings)
            csv.row(crossing, c, h, x.selfHostedBecomesCheaper ? selfHostedCheaper : cloudCheaper,
                QByteArray::number(x.month));
    }
}

} // namespace

void ResultWriter::writeCsv(
    const TextSink &sink, const Scenario &scenario, const ScenarioResult &r, const PairFilter &pairs)
{
    CsvRows csv(sink);
    std::vector<QByteArray> ids;
    ids.reserve(r.options.size());
    for (const OptionResult &o : r.options)
        ids.push_back(CsvRows::field(o.id));
    writeTotalsCsv(csv, scenario, r, ids);
    // What the amounts include, when VAT is modelled (docs/finance.md).
    if (r.amountBasis != AmountBasis::AsEntered)
        csv.row(CsvRows::field(QStringLiteral("basis")), QByteArray(), QByteArray(),
            CsvRows::field(QStringLiteral("amountBasis")), CsvRows::field(Tax::amountBasisKey(r.amountBasis)));
    writeBreakEvenCsv(csv, r, ids, pairs);
    csv.flush();
}

} // namespace gputco
