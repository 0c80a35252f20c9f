// The field table, part 4: where amounts come from (issue 27). Every block that holds prices
// may carry a "provenance" block: source, date, tax status and the quote the amounts were
// taken from. See fieldtable.h; the rows' order is the order of the docs and of the written file.
#include "fieldtable.h"

namespace gputco::FieldTable {

namespace {

/// The "provenance" row of a block whose struct keeps it in the member M.
template<auto M> constexpr FieldSpec provenanceOf(const char *block, qint8 writeRank = 0)
{
    return {.block = block,
        .key = "provenance",
        .bind = bind::object<M>(),
        .type = FieldType::Object,
        .child = "provenance",
        .writeRank = writeRank,
        .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provenance"),
        .help = QT_TRANSLATE_NOOP("gputco::Fields",
            "Where these amounts come from: source, date, tax status and quote. Parts left out are the option's; the "
            "tax status, when stated nowhere, is the scenario's vat block.")};
}

} // namespace

// clang-format off
constexpr FieldSpec kFields[] = {
    {.block = "option", .key = "provenance", .bind = bind::object<&Option::provenance>(), .type = FieldType::Object, .child = "provenance", .writeRank = 6,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the option's amounts come from, for every line whose own block does not say: source, date, tax status and quote.")},
    provenanceOf<&OnDemandPricing::provenance>("onDemand"),
    provenanceOf<&ReservedPricing::provenance>("reserved"),
    provenanceOf<&SpotPricing::provenance>("spot"),
    provenanceOf<&ManagedPlatform::provenance>("managedPlatform"),
    provenanceOf<&CloudStaff::provenance>("cloudStaff"),
    provenanceOf<&SelfHostedOption::serversProvenance>("servers"),
    provenanceOf<&SelfHostedOption::capexProvenance>("capex"),
    provenanceOf<&SelfHostedOption::powerProvenance>("power"),
    provenanceOf<&SelfHostedOption::spaceProvenance>("space"),
    provenanceOf<&SelfHostedOption::staffProvenance>("staff"),
    provenanceOf<&SelfHostedOption::operationsProvenance>("operations"),
    provenanceOf<&Financing::provenance>("financing"),
    provenanceOf<&EgressFee::provenance>("egress"),
    provenanceOf<&BandwidthFee::provenance>("bandwidth"),
    provenanceOf<&CrossAzFee::provenance>("crossAz"),
    provenanceOf<&StorageVolume::provenance>("storageVolume"),
    provenanceOf<&CheckpointStorage::provenance>("checkpoints"),
    provenanceOf<&RequestFee::provenance>("requestFee"),
    provenanceOf<&ProvisionedPerformanceFee::provenance>("provisioned"),
    provenanceOf<&OtherMonthlyFee::provenance>("otherFee"),
    provenanceOf<&OneTimeCost::provenance>("oneTimeCost"),
    provenanceOf<&ComputeSubsidy::provenance>("computeSubsidy"),
    provenanceOf<&RdSuperDeduction::provenance>("rdSuperDeduction"),
    {.block = "vat", .key = "provenance", .bind = bind::object<&VatSettings::provenance>(), .type = FieldType::Object, .child = "provenance",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Who set these VAT settings and when (the finance department, a tax advisor, the company's taxpayer status): the report's assumptions cite it.")},
    {.block = "incomeTax", .key = "provenance", .bind = bind::object<&IncomeTax::provenance>(), .type = FieldType::Object, .child = "provenance",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Who set these income tax settings and when (the finance department, a tax advisor, the high-tech certificate): the report's assumptions cite it.")},
    {.block = "provenance", .key = "source", .bind = bind::value<&Provenance::source>(), .type = FieldType::Text, .maximum = kMaxLongText,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Source of the prices"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Who or what gave the amounts: a quote, a contract, a price page, an estimate and by whom.")},
    {.block = "provenance", .key = "asOf", .bind = bind::value<&Provenance::asOf>(), .type = FieldType::Date,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Prices as of"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The date the amounts were valid on.")},
    {.block = "provenance", .key = "taxIncluded", .bind = bind::value<&Provenance::taxIncluded>(), .type = FieldType::Boolean,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the vat block's pricesIncludeVat"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Prices include VAT"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Whether the amounts include VAT (含税) or not (不含税), as the source states them.")},
    {.block = "provenance", .key = "taxRatePercent", .bind = bind::value<&Provenance::taxRatePercent>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 2,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the vat block's rate of the price class"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "VAT rate of the prices"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The VAT rate the source states with the amounts (13 % for hardware, 6 % for cloud services in China).")},
    {.block = "provenance", .key = "quote", .bind = bind::object<&Provenance::quote>(), .type = FieldType::Object, .child = "priceQuote",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The vendor's quote the amounts were taken from: a report warns when it has expired or expires within 30 days.")},
    {.block = "priceQuote", .key = "vendor", .bind = bind::value<&PriceQuoteRef::vendor>(), .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Vendor"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Who quoted: the server vendor, the data centre, the cloud's account team.")},
    {.block = "priceQuote", .key = "reference", .bind = bind::value<&PriceQuoteRef::reference>(), .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reference"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The quote's number, or the contact it came from.")},
    {.block = "priceQuote", .key = "validFrom", .bind = bind::value<&PriceQuoteRef::validFrom>(), .type = FieldType::Date,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Valid from"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The first day the quote holds.")},
    {.block = "priceQuote", .key = "validUntil", .bind = bind::value<&PriceQuoteRef::validUntil>(), .type = FieldType::Date,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Valid until"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The last day the quote holds.")},
    {.block = "priceQuote", .key = "attachment", .bind = bind::value<&PriceQuoteRef::attachment>(), .type = FieldType::Text, .maximum = kMaxLongText,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Attachment"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The file or link the quote came in, for whoever checks it.")},
};
// clang-format on

std::span<const FieldSpec> provenanceFields()
{
    return kFields;
}

} // namespace gputco::FieldTable
