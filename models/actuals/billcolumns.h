#pragma once

#include <QString>
#include <QStringList>

#include <array>

namespace gputco {

class BillIssues;

/// The FOCUS columns the bill reader reads (docs/design/actuals.md 2.1), in the order of the table.
enum class FocusCol {
    BilledCost,
    EffectiveCost,
    ChargeCategory,
    ChargePeriodStart,
    ChargePeriodEnd,
    BillingCurrency,
    ProviderName,
    BillingAccountId,
    BillingPeriodStart,
    BillingPeriodEnd,
    ChargeClass,
    ChargeFrequency,
    PricingCategory,
    ServiceName,
    ServiceCategory,
    SkuId,
    SkuPriceId,
    RegionId,
    ResourceId,
    ResourceType,
    SubAccountId,
    Tags,
    ListCost,
    ContractedCost,
    PricingQuantity,
    PricingUnit,
    ConsumedQuantity,
    ConsumedUnit,
    CommitmentDiscountId,
    CommitmentDiscountStatus,
    CommitmentDiscountCategory,
    CommitmentDiscountType,
    CommitmentDiscountQuantity,
    CommitmentDiscountUnit,
    InvoiceId,
};
inline constexpr int kFocusColumnCount = int(FocusCol::InvoiceId) + 1;

/** One FOCUS column the reader reads: its id (case-sensitive), how a cell is read, whether it is needed. */
struct FocusColumn
{
    enum class Kind { Decimal, DateTime, Text, AllowedValues, Json };
    enum class Need {
        Required, ///< the file is refused without it
        RequiredUnlessCurrency, ///< refused unless --currency names the file's one currency
        RequiredUnlessProvider, ///< refused unless --provider names the file's one provider
        Mandatory, ///< mandatory in FOCUS but not needed here: missing ones share one warning
        Optional, ///< conditional or recommended in FOCUS
    };

    FocusCol col;
    const char *id;
    Kind kind;
    Need need;
    const char *since; ///< the FOCUS version that introduced it
};

/// The columns of 2.1, indexed by FocusCol.
const std::array<FocusColumn, kFocusColumnCount> &focusColumns();
inline const FocusColumn &focusColumn(FocusCol col)
{
    return focusColumns()[size_t(col)];
}
/// Every FOCUS 1.2 column id, read or not (specification/columns/*.md).
const QStringList &allFocusColumnIds();

/** Where the read columns are in a file's header. */
struct FocusHeader
{
    std::array<int, kFocusColumnCount> index; ///< -1: not in the file
    /// "1.2" (PricingCurrency columns present), "1.0+" (ContractedCost) or "pre-1.0".
    QString version;
    bool ok = false; ///< no row-1 problem: the rows can be read

    int at(FocusCol col) const { return index[size_t(col)]; }
    bool has(FocusCol col) const { return at(col) >= 0; }
};

/**
 * Checks a bill's header (file line 1): the row-1 problems (not FOCUS at all, a required
 * column missing, a column twice) go to @p issues; a column that is not FOCUS (x_ columns are
 * ignored), one whose case differs from a FOCUS id, and the mandatory columns not needed here
 * become @p warnings. @p haveCurrency and @p haveProvider: --currency and --provider were given.
 */
FocusHeader checkFocusHeader(
    const QStringList &header, bool haveCurrency, bool haveProvider, BillIssues &issues, QStringList &warnings);

} // namespace gputco
