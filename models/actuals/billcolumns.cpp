#include "billcolumns.h"

#include "billissues.h"

#include <QCoreApplication>
#include <QHash>

namespace gputco {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BillReader)
};

using K = FocusColumn::Kind;
using N = FocusColumn::Need;

} // namespace

const std::array<FocusColumn, kFocusColumnCount> &focusColumns()
{
    static const std::array<FocusColumn, kFocusColumnCount> columns = {{
        {FocusCol::BilledCost, "BilledCost", K::Decimal, N::Required, "0.5"},
        {FocusCol::EffectiveCost, "EffectiveCost", K::Decimal, N::Required, "0.5"},
        {FocusCol::ChargeCategory, "ChargeCategory", K::AllowedValues, N::Required, "0.5"},
        {FocusCol::ChargePeriodStart, "ChargePeriodStart", K::DateTime, N::Required, "0.5"},
        {FocusCol::ChargePeriodEnd, "ChargePeriodEnd", K::DateTime, N::Required, "0.5"},
        {FocusCol::BillingCurrency, "BillingCurrency", K::Text, N::RequiredUnlessCurrency, "0.5"},
        {FocusCol::ProviderName, "ProviderName", K::Text, N::RequiredUnlessProvider, "0.5"},
        {FocusCol::BillingAccountId, "BillingAccountId", K::Text, N::Mandatory, "0.5"},
        {FocusCol::BillingPeriodStart, "BillingPeriodStart", K::DateTime, N::Mandatory, "0.5"},
        {FocusCol::BillingPeriodEnd, "BillingPeriodEnd", K::DateTime, N::Mandatory, "0.5"},
        {FocusCol::ChargeClass, "ChargeClass", K::AllowedValues, N::Mandatory, "1.0"},
        {FocusCol::ChargeFrequency, "ChargeFrequency", K::AllowedValues, N::Optional, "0.5"},
        {FocusCol::PricingCategory, "PricingCategory", K::AllowedValues, N::Optional, "1.0"},
        {FocusCol::ServiceName, "ServiceName", K::Text, N::Mandatory, "0.5"},
        {FocusCol::ServiceCategory, "ServiceCategory", K::AllowedValues, N::Mandatory, "0.5"},
        {FocusCol::SkuId, "SkuId", K::Text, N::Optional, "0.5"},
        {FocusCol::SkuPriceId, "SkuPriceId", K::Text, N::Optional, "0.5"},
        {FocusCol::RegionId, "RegionId", K::Text, N::Optional, "1.0"},
        {FocusCol::ResourceId, "ResourceId", K::Text, N::Optional, "0.5"},
        {FocusCol::ResourceType, "ResourceType", K::Text, N::Optional, "0.5"},
        {FocusCol::SubAccountId, "SubAccountId", K::Text, N::Optional, "0.5"},
        {FocusCol::Tags, "Tags", K::Json, N::Optional, "1.0"},
        {FocusCol::ListCost, "ListCost", K::Decimal, N::Mandatory, "0.5"},
        {FocusCol::ContractedCost, "ContractedCost", K::Decimal, N::Mandatory, "1.0"},
        {FocusCol::PricingQuantity, "PricingQuantity", K::Decimal, N::Mandatory, "1.0"},
        {FocusCol::PricingUnit, "PricingUnit", K::Text, N::Mandatory, "1.0"},
        {FocusCol::ConsumedQuantity, "ConsumedQuantity", K::Decimal, N::Optional, "1.0"},
        {FocusCol::ConsumedUnit, "ConsumedUnit", K::Text, N::Optional, "1.0"},
        {FocusCol::CommitmentDiscountId, "CommitmentDiscountId", K::Text, N::Optional, "1.0"},
        {FocusCol::CommitmentDiscountStatus, "CommitmentDiscountStatus", K::AllowedValues, N::Optional, "1.0"},
        {FocusCol::CommitmentDiscountCategory, "CommitmentDiscountCategory", K::AllowedValues, N::Optional, "1.0"},
        {FocusCol::CommitmentDiscountType, "CommitmentDiscountType", K::Text, N::Optional, "1.0"},
        {FocusCol::CommitmentDiscountQuantity, "CommitmentDiscountQuantity", K::Decimal, N::Optional, "1.1"},
        {FocusCol::CommitmentDiscountUnit, "CommitmentDiscountUnit", K::Text, N::Optional, "1.1"},
        {FocusCol::InvoiceId, "InvoiceId", K::Text, N::Optional, "1.2"},
    }};
    return columns;
}

const QStringList &allFocusColumnIds()
{
    static const QStringList ids = [] {
        QStringList list;
        for (const FocusColumn &c : focusColumns())
            list << QString::fromLatin1(c.id);
        list << QStringLiteral("AvailabilityZone") << QStringLiteral("BillingAccountName")
             << QStringLiteral("BillingAccountType") << QStringLiteral("CapacityReservationId")
             << QStringLiteral("CapacityReservationStatus") << QStringLiteral("ChargeDescription")
             << QStringLiteral("CommitmentDiscountName") << QStringLiteral("ContractedUnitPrice")
             << QStringLiteral("InvoiceIssuerName") << QStringLiteral("ListUnitPrice")
             << QStringLiteral("PricingCurrency") << QStringLiteral("PricingCurrencyContractedUnitPrice")
             << QStringLiteral("PricingCurrencyEffectiveCost") << QStringLiteral("PricingCurrencyListUnitPrice")
             << QStringLiteral("PublisherName") << QStringLiteral("RegionName") << QStringLiteral("ResourceName")
             << QStringLiteral("ServiceSubcategory") << QStringLiteral("SkuMeter") << QStringLiteral("SkuPriceDetails")
             << QStringLiteral("SubAccountName") << QStringLiteral("SubAccountType");
        return list;
    }();
    return ids;
}

FocusHeader checkFocusHeader(
    const QStringList &header, bool haveCurrency, bool haveProvider, BillIssues &issues, QStringList &warnings)
{
    FocusHeader h;
    h.index.fill(-1);
    QHash<QString, int> read;
    for (const FocusColumn &c : focusColumns())
        read.insert(QString::fromLatin1(c.id), int(c.col));

    QHash<QString, int> seen;
    bool anyKey = false;
    for (int i = 0; i < header.size(); ++i) {
        const QString &name = header.at(i);
        if (seen.contains(name)) {
            issues.add(1, name, Tr::tr("column appears twice"));
            continue;
        }
        seen.insert(name, i);
        if (const auto it = read.constFind(name); it != read.constEnd()) {
            h.index[size_t(it.value())] = i;
            const auto col = FocusCol(it.value());
            anyKey = anyKey || col == FocusCol::BilledCost || col == FocusCol::EffectiveCost
                || col == FocusCol::ChargeCategory || col == FocusCol::ChargePeriodStart;
            continue;
        }
        if (name.startsWith(QLatin1String("x_")) || allFocusColumnIds().contains(name))
            continue; // a provider's own column, or a FOCUS column this does not read
        QString match;
        for (const QString &id : allFocusColumnIds())
            if (id.compare(name, Qt::CaseInsensitive) == 0)
                match = id;
        warnings << (match.isEmpty()
                ? Tr::tr("%1: not a FOCUS column: not read").arg(name)
                : Tr::tr("%1: not a FOCUS column (names are case-sensitive; %2?): not read").arg(name, match));
    }
    if (!anyKey) {
        issues.add(1, QStringLiteral("-"),
            Tr::tr("not a FOCUS bill: the header has none of BilledCost, EffectiveCost, ChargeCategory, "
                   "ChargePeriodStart"));
        return h;
    }

    QStringList unneeded;
    for (const FocusColumn &c : focusColumns()) {
        if (h.has(c.col))
            continue;
        const QString id = QString::fromLatin1(c.id);
        switch (c.need) {
        case FocusColumn::Need::Required: issues.add(1, id, Tr::tr("required FOCUS column is missing")); break;
        case FocusColumn::Need::RequiredUnlessCurrency:
            if (!haveCurrency)
                issues.add(1, id,
                    Tr::tr("required FOCUS column is missing (give --currency C if the whole file is in one "
                           "currency)"));
            break;
        case FocusColumn::Need::RequiredUnlessProvider:
            if (!haveProvider)
                issues.add(1, id,
                    Tr::tr("required FOCUS column is missing (give --provider P if the whole file is from one "
                           "provider)"));
            break;
        case FocusColumn::Need::Mandatory: unneeded << id; break;
        case FocusColumn::Need::Optional: break;
        }
    }
    if (!unneeded.isEmpty())
        warnings << Tr::tr("mandatory FOCUS columns missing, not needed to check the bill: %1")
                        .arg(unneeded.join(QStringLiteral(", ")));

    if (seen.contains(QStringLiteral("PricingCurrency")))
        h.version = QStringLiteral("1.2");
    else if (h.has(FocusCol::ContractedCost))
        h.version = QStringLiteral("1.0+");
    else
        h.version = QStringLiteral("pre-1.0");
    h.ok = issues.isEmpty();
    return h;
}

} // namespace gputco
