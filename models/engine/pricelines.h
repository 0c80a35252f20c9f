#pragma once

#include "costengine.h"
#include "scenario.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gputco {

/// What a price line prices, so that readers (report, exports) can group and word it.
enum class PriceLineKind {
    OnDemand,
    Reserved, ///< a reserved / 包年包月 term or one commitment of a portfolio
    Spot,
    Fee, ///< egress, storage, bandwidth, cross-AZ, requests, provisioned, other
    Capex, ///< servers, fabric, storage hardware, installation
    Power,
    Space, ///< racks and colocation
    Staff,
    Maintenance, ///< a share of capex a year, or hands-on hours at a rate
    Operations, ///< a flat monthly running cost
    Financing, ///< the terms of a loan or lease: rate, down payment, fees, balloon, term
    Migration, ///< one-time costs of moving: porting effort, data moved, set-up, parallel running
    ExchangeRate,
};

/// Whether a line's amount includes VAT: as stated, not applicable (a percentage, a term, a
/// rate), or unknown (neither its source nor the scenario says).
enum class TaxStatus { Included, Excluded, NotApplicable, Unknown };

/*!
 * One price a computation used, with where it came from: the provenance a buyer checks before
 * signing. A line enters a total (a fee with no quantity, a capex item of 0 is left out).
 */
struct PriceLine
{
    QString optionId; ///< empty for exchange rates
    QString option; ///< option name
    QString provider; ///< display name (catalog name, or the provider as entered)
    QString resource; ///< cloud options: instance type and region, e.g. "ecs.gn7i-c8g1.2xlarge cn-beijing"
    QString item; ///< what is priced, e.g. "on-demand", "internet egress, 100 to 10,240 GB a month"
    PriceLineKind kind = PriceLineKind::OnDemand;
    double amount = 0.0;
    QString unit; ///< e.g. "per instance-hour"
    QString currency; ///< empty for percentages (maintenance, loan rate)
    std::optional<bool> taxIncluded; ///< unset when the source does not say
    /// A discount applied to a list price: amount = listAmount x (1 - discountPercent / 100).
    std::optional<double> discountPercent;
    std::optional<double> listAmount;
    QString asOf; ///< ISO date, empty when unknown
    QString source; ///< the catalog's source text, the block's provenance, or "entered in the scenario"
    /// The source the block's provenance gives, kept when the catalog's replaces it in `source`
    /// (it says where a discount or a conversion comes from).
    QString enteredSource;
    /// A what-if or kept variant changed the amount (Variants::declare): `source` says which
    /// driver and from what, and the line has no date of its own.
    bool fromWhatIf = false;
    bool serverPrice = false; ///< the price of one server (what the server price driver changes)
    /// Where the tax status comes from: "source" (the catalog row or the block's provenance),
    /// "scenario" (the vat block's pricesIncludeVat), or empty when unknown or not applicable.
    QString taxStatusFrom;
    QString catalogId; ///< the catalog row the price (or its list price) comes from
    bool fromCatalog = false; ///< the amount (or list amount) equals the catalog row's
    std::optional<double> catalogAmount; ///< the catalog row's price, when the row was found
    QString catalogCurrency;
    QString pricingModel; ///< catalog rows: on_demand, reserved, spot
    QString notes; ///< catalog rows: the note on the price
    /// Catalog rows: dated more than the catalog's stale limit (default 12 months) ago.
    bool stale = false;
    int staleAfterMonths = 0;
    /// Catalog rows: change of the price since its earliest recorded one ("-8 % since 2020-03-01").
    std::optional<double> changePercent;
    QString changedSince;
    /// Catalog rows that are quotes: "Quote from VENDOR (CONTACT), valid FROM to UNTIL".
    QString quote;
    bool quoteExpired = false; ///< its last valid day was before the day the lookup was made
    bool quoteExpiring = false; ///< its last valid day is within 30 days of that day
    QString quoteValidUntil;
    /// The VAT rate (percent) the quote states with its tax status (taxIncluded).
    std::optional<double> taxRatePercent;
    /// Catalog rows: the negotiated discount (商务折扣, percent) the price book holds for the row
    /// today and the note it was entered with; unset when none applies.
    std::optional<double> priceBookDiscountPercent;
    QString priceBookDiscountNote;

    TaxStatus taxStatus() const
    {
        if (currency.isEmpty())
            return TaxStatus::NotApplicable;
        return !taxIncluded ? TaxStatus::Unknown : *taxIncluded ? TaxStatus::Included : TaxStatus::Excluded;
    }
};

/// Looks a catalog price up by its stable id (the app and CLI pass the pricing database).
using PriceLookup = std::function<std::optional<PriceLine>(const QString &priceId)>;

/// Where the prices of a scenario come from: every price line that enters a total.
namespace PriceLines {

/// Every price line of the scenario's options that enters a total, then the exchange rates the
/// result used. `lookup` may be empty (no catalog: every price is "entered in the scenario").
/// A line not from the catalog takes its block's provenance, each part it leaves empty from the
/// option's; a tax status stated nowhere is the scenario's vat block's. Quotes are judged on `today`.
QList<PriceLine> collect(const Scenario &scenario, const ScenarioResult &result, const PriceLookup &lookup,
    const QDate &today = QDate::currentDate());

/// Machine key of a kind ("onDemand", "reserved", ... "exchangeRate") and of a tax status
/// ("included", "excluded", "notApplicable", "unknown"), as compute's JSON writes them.
const char *kindKey(PriceLineKind kind);
const char *taxStatusKey(TaxStatus status);

/// Display name of a provider id in the current language ("alibaba" -> "Alibaba Cloud" / "阿里云"),
/// or the id as entered when it is not a provider the catalog knows.
QString providerName(const QString &id);

/// The "x-" fields of a scenario file (the user's own notes, which the loader skips): those
/// outside the options, and per option id those of the option and its blocks, each as
/// "x-source: text" or "reserved.x-note: text" (a value that is not a string as compact JSON).
struct Annotations
{
    QStringList scenario;
    QHash<QString, QStringList> byOption;
};
/// Empty when the bytes are not JSON (the loader reports that).
Annotations annotations(const QByteArray &scenarioJson);

/// The option's notes and its "x-" annotations, for the provenance of its prices.
QStringList optionNotes(const Option &option, const Annotations &annotations);

/// The range of dates of dated lines.
struct AsOfRange
{
    QString oldest; ///< empty when no line is dated
    QString newest;
    int dated = 0;
    int undated = 0;
};
/// The dates of the prices, exchange rates left out (their date is not the prices').
AsOfRange asOfRange(const QList<PriceLine> &lines);

} // namespace PriceLines

} // namespace gputco
