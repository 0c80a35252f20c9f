// The field table, part 2: the self-hosted part of an option, its accelerator and its
// one-time costs. See fieldtable.h; the rows' order is the order of the docs and of the written file.
#include "fieldtable.h"

namespace gputco::FieldTable {

namespace {

template<class T> const T &as(const void *object)
{
    return *static_cast<const T *>(object);
}

/// A server price is written as its quote note while it is awaited, never as a price of 0.
bool serverPriceAwaited(const SelfHostedOption &h)
{
    return !h.serverQuoteNeeded.isEmpty() || !(h.pricePerServer > 0);
}
bool writeServerQuote(const void *o, const WriteContext &)
{
    return serverPriceAwaited(as<SelfHostedOption>(o));
}
bool writeServerPrice(const void *o, const WriteContext &)
{
    return !serverPriceAwaited(as<SelfHostedOption>(o));
}

/// The parameter of a depreciation method, with that method only.
template<DepreciationMethod method> bool writeDepreciation(const void *o, const WriteContext &)
{
    return as<SelfHostedOption>(o).depreciationMethod == method;
}

/// Porting effort: its months and their cost together.
bool writeEffort(const void *o, const WriteContext &)
{
    const auto &c = as<OneTimeCost>(o);
    return c.personMonths != 0.0 || c.costPerPersonMonth != 0.0;
}
bool writeParallel(const void *o, const WriteContext &)
{
    return as<OneTimeCost>(o).parallelMonths != 0;
}

constexpr ChoiceValue kDepreciationMethods[] = {{"straightLine", int(DepreciationMethod::StraightLine)},
    {"decliningBalance", int(DepreciationMethod::DecliningBalance)},
    {"exponentialDecay", int(DepreciationMethod::ExponentialDecay)},
    {"sumOfYearsDigits", int(DepreciationMethod::SumOfYearsDigits)}};
constexpr ChoiceValue kDecliningSwitches[] = {{"lastTwoYears", int(DecliningSwitch::LastTwoYears)},
    {"whenStraightLineGivesMore", int(DecliningSwitch::WhenStraightLineGivesMore)}};
constexpr ChoiceValue kFinancingKinds[]
    = {{"loan", int(FinancingKind::Loan)}, {"financeLease", int(FinancingKind::FinanceLease)}};
constexpr ChoiceValue kOrigins[]
    = {{"domestic", int(AcceleratorOrigin::Domestic)}, {"foreign", int(AcceleratorOrigin::Foreign)}};
constexpr ChoiceValue kDataLocations[] = {{"mainlandChina", int(DataLocation::MainlandChina)},
    {"outsideMainlandChina", int(DataLocation::OutsideMainlandChina)}};
constexpr ChoiceValue kOneTimeKinds[]
    = {{"porting", int(OneTimeKind::Porting)}, {"dataMove", int(OneTimeKind::DataMove)},
        {"setupFee", int(OneTimeKind::SetupFee)}, {"parallelRunning", int(OneTimeKind::ParallelRunning)}};

} // namespace

// clang-format off
constexpr FieldSpec kFields[] = {
    {.block = "selfHosted", .key = "servers", .bind = bind::group(), .type = FieldType::Object, .required = true, .child = "servers",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The servers bought.")},
    {.block = "selfHosted", .key = "capex", .bind = bind::group(), .type = FieldType::Object, .child = "capex",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Other capex"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Network fabric, storage system and installation bought with the servers.")},
    {.block = "selfHosted", .key = "leadTimeMonths", .bind = bind::value<&SelfHostedOption::leadTimeMonths>(), .type = FieldType::Integer, .minimum = 0, .maximum = 120, .defaultValue = 0, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Lead time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months from order (paid in month 1) to servers in service; demand before then runs on the bridging cloud option, or is not served.")},
    {.block = "selfHosted", .key = "bridgeWith", .bind = bind::value<&SelfHostedOption::bridgeOptionId>(), .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud bridging"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the cloud option that serves the demand the servers cannot: before they arrive (lead time) and beyond their capacity. A reserved term used as a bridge is paid in full.")},
    {.block = "selfHosted", .key = "depreciation", .bind = bind::group(), .type = FieldType::Object, .child = "depreciation", .write = Write::Always,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Depreciation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Book life, residual value and refresh.")},
    {.block = "selfHosted", .key = "power", .bind = bind::group(), .type = FieldType::Object, .required = true, .child = "power",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity price, PUE and idle draw.")},
    {.block = "selfHosted", .key = "space", .bind = bind::group(), .type = FieldType::Object, .child = "space",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Space"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Rack rent or colocation.")},
    {.block = "selfHosted", .key = "staff", .bind = bind::group(), .type = FieldType::Object, .child = "staff",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Staff"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Operations engineers.")},
    {.block = "selfHosted", .key = "maintenancePercentPerYear", .bind = bind::value<&SelfHostedOption::maintenancePercentPerYear>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of hardware/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Support contracts and spares as a share of hardware capex per year, from the month in service.")},
    {.block = "selfHosted", .key = "operations", .bind = bind::group(), .type = FieldType::Object, .child = "operations",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Operations"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Running costs known as a monthly lump sum, and hands-on maintenance hours.")},
    {.block = "selfHosted", .key = "financing", .bind = bind::object<&SelfHostedOption::financing>(), .type = FieldType::Object, .child = "financing",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Financing"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Purchases paid over time with a loan or a finance lease (融资租赁) instead of in cash.")},
    {.block = "servers", .key = "count", .bind = bind::value<&SelfHostedOption::serverCount>(), .type = FieldType::Integer, .minimum = 1, .maximum = 1000000, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "enough for the peak demand"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "(0 = auto)"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Servers bought; 0 buys enough for the peak demand.")},
    {.block = "servers", .key = "gpusPerServer", .bind = bind::value<&SelfHostedOption::gpusPerServer>(), .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 1024, .preset = 8, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs per server"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs in one server, usually 8.")},
    {.block = "servers", .key = "alreadyOwnedAgeMonths", .bind = bind::value<&SelfHostedOption::alreadyOwnedAgeMonths>(), .type = FieldType::Integer, .minimum = 0, .maximum = 239, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "bought in month 1"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Already owned, age"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Servers the company already owns, this many months into their life at month 1: not bought again (their price is what they cost, for book value and maintenance); replaced when their life ends, if refresh is on.")},
    {.block = "servers", .key = "pricePerServer", .bind = bind::value<&SelfHostedOption::pricePerServer>(), .type = FieldType::Number, .minimum = 0, .minExclusive = true, .quoteable = true, .money = true, .decimals = 0, .writeIf = &writeServerPrice,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Price per server"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capex of one server with its GPUs. Reference: 8 x H100 with InfiniBand NICs about USD 310-317k (2024).")},
    {.block = "servers", .key = "quoteNeeded", .bind = bind::value<&SelfHostedOption::serverQuoteNeeded>(), .type = FieldType::Text, .writeIf = &writeServerQuote,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote needed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The server price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.")},
    {.block = "servers", .key = "typicalKw", .bind = bind::value<&SelfHostedOption::typicalKwPerServer>(), .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1000, .preset = 6.5, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Typical power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Draw of one server with busy GPUs. DGX H100: 6.5-8.5 kW typical.")},
    {.block = "servers", .key = "maxKw", .bind = bind::value<&SelfHostedOption::maxKwPerServer>(), .type = FieldType::Number, .minimum = 0, .maximum = 1000, .preset = 10.2, .decimals = 2, .write = Write::Always,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "typicalKw"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maximum power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Nameplate power, at least the typical power; sizes racks and colocation. DGX H100: 10.2 kW.")},
    {.block = "servers", .key = "currency", .bind = bind::currency<&SelfHostedOption::capexCurrency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of all capex.")},
    {.block = "capex", .key = "currency", .bind = bind::input<&SelfHostedOption::capexCurrency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the server price's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Must be the server price's currency.")},
    {.block = "capex", .key = "fabric", .bind = bind::value<&SelfHostedOption::fabricCapex>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Network fabric"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Switches, NICs and cables. A 64-port 400G InfiniBand switch: USD 36-50k (2024).")},
    {.block = "capex", .key = "storage", .bind = bind::value<&SelfHostedOption::storageCapex>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage system"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Storage bought with the servers.")},
    {.block = "capex", .key = "installation", .bind = bind::value<&SelfHostedOption::installationCapex>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Installation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One-off installation; depreciated, not resold.")},
    {.block = "depreciation", .key = "lifeMonths", .bind = bind::value<&SelfHostedOption::lifeMonths>(), .type = FieldType::Integer, .minimum = 1, .maximum = 240, .defaultValue = 60, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Life"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Straight-line depreciation period, then refresh: 36-72 months (Amazon 5 years, Microsoft and Alphabet 6).")},
    {.block = "depreciation", .key = "residualPercent", .bind = bind::percent<&SelfHostedOption::residualFraction>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .preset = 25, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of hardware"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Residual value"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Resale value at end of life, share of hardware capex (not installation). 25-35% at 36 months is quoted for H100.")},
    {.block = "depreciation", .key = "refresh", .bind = bind::value<&SelfHostedOption::refresh>(), .type = FieldType::Boolean, .defaultValue = 1, .write = Write::Always,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Refresh"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Buy again at end of life while the horizon lasts.")},
    {.block = "depreciation", .key = "method", .bind = bind::value<&SelfHostedOption::depreciationMethod>(), .type = FieldType::Choice, .choices = kDepreciationMethods, .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "straightLine"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Method"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "straightLine: (capex - residual) / life a month; decliningBalance (the books' method): each year of the asset's life, from the month in service, takes decliningFactor / life in years of the book value at its start, a twelfth a month, never below the residual, then straight line (decliningSwitch); sumOfYearsDigits (年数总和法): (capex - residual) x years left / sum of the years' digits a year, a twelfth a month; exponentialDecay: the value falls decayPercentPerYear a year and the resale at end of life is the value then (residualPercent unused). Tax depreciation follows the method over the tax life (straight line for exponentialDecay).")},
    {.block = "depreciation", .key = "decliningFactor", .bind = bind::value<&SelfHostedOption::decliningFactor>(), .type = FieldType::Number, .minimum = 1, .maximum = 4, .defaultValue = 2, .decimals = 1, .writeIf = &writeDepreciation<DepreciationMethod::DecliningBalance>,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Declining factor"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Declining balance: 2 = double declining balance, 1.5 = 150 %.")},
    {.block = "depreciation", .key = "decliningSwitch", .bind = bind::value<&SelfHostedOption::decliningSwitch>(), .type = FieldType::Choice, .choices = kDecliningSwitches, .writeIf = &writeDepreciation<DepreciationMethod::DecliningBalance>, .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "lastTwoYears"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Switch to straight line"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Declining balance: when the rest of the life turns to straight line. lastTwoYears: (book value - residual) / 2 in each of the last two years (Chinese practice for 双倍余额递减法); whenStraightLineGivesMore: from the first year in which straight line over the rest of the life gives at least as much as declining balance.")},
    {.block = "depreciation", .key = "decayPercentPerYear", .bind = bind::value<&SelfHostedOption::decayPercentPerYear>(), .type = FieldType::Number, .minimum = 0, .maximum = 95, .defaultValue = 27.6, .decimals = 1, .writeIf = &writeDepreciation<DepreciationMethod::ExponentialDecay>,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Value decay"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Exponential decay: 27.6 % a year is 0.14 orders of magnitude (Epoch AI hardware cost model, arXiv 2405.21015: 10^-0.14 = 0.724).")},
    {.block = "power", .key = "currency", .bind = bind::currency<&SelfHostedOption::powerCurrency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the electricity price.")},
    {.block = "power", .key = "pricePerKwh", .bind = bind::value<&SelfHostedOption::powerPricePerKwh>(), .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .preset = 0.63, .money = true, .decimals = 3,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per kWh"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "China industrial average about 0.63 CNY/kWh (China Briefing 2024); subsidised western data centres 0.4.")},
    {.block = "power", .key = "pue", .bind = bind::value<&SelfHostedOption::pue>(), .type = FieldType::Number, .minimum = 1, .maximum = 5, .defaultValue = 1, .preset = 1.3, .decimals = 2, .write = Write::Always,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "PUE"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Power usage effectiveness, cooling included: 1.2-1.5 in China.")},
    {.block = "power", .key = "idlePowerPercent", .bind = bind::percent<&SelfHostedOption::idlePowerFraction>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .preset = 30, .decimals = 0, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of typical"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Idle power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of typical power an idle server still draws.")},
    {.block = "space", .key = "currency", .bind = bind::currency<&SelfHostedOption::spaceCurrency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of rent and colocation.")},
    {.block = "space", .key = "kwPerRack", .bind = bind::value<&SelfHostedOption::kwPerRack>(), .type = FieldType::Number, .minimum = 0, .maximum = 1000, .smallestNonZero = 0.1, .decimals = 1, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/rack"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Power per rack"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Racks = total maximum kW / kW per rack, rounded up. 0 = no rack rent.")},
    {.block = "space", .key = "pricePerRackMonth", .bind = bind::value<&SelfHostedOption::rackPricePerMonth>(), .type = FieldType::Number, .minimum = 0, .money = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per rack-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Rack rent"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Monthly rent of one rack.")},
    {.block = "space", .key = "pricePerKwMonth", .bind = bind::value<&SelfHostedOption::colocationPricePerKwMonth>(), .type = FieldType::Number, .minimum = 0, .money = true, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per kW-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Colocation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Colocation priced by power (of maxKw): about USD 150-250 per kW-month.")},
    {.block = "staff", .key = "currency", .bind = bind::currency<&SelfHostedOption::staffCurrency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the staff cost.")},
    {.block = "staff", .key = "serversPerFte", .bind = bind::value<&SelfHostedOption::serversPerFte>(), .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1e6, .smallestNonZero = 0.1, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "servers/FTE"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers per engineer"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One full-time engineer looks after this many servers (FTE = servers / this, fractions allowed). 0 = no staff cost.")},
    {.block = "staff", .key = "monthlyCostPerFte", .bind = bind::value<&SelfHostedOption::monthlyCostPerFte>(), .type = FieldType::Number, .required = true, .minimum = 0, .money = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Engineer cost"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Fully loaded monthly cost of one engineer.")},
    {.block = "operations", .key = "perMonth", .bind = bind::value<&SelfHostedOption::operationsPerMonth>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Running costs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Energy and operations as one monthly amount, for every month in service, when they are not known line by line (leave power, space and staff at 0 then).")},
    {.block = "operations", .key = "maintenanceHoursPerMonth", .bind = bind::value<&SelfHostedOption::maintenanceHoursPerMonth>(), .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .decimals = 1, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance hours"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Hands-on hours a month (vendor engineers, remote hands), at pricePerHour.")},
    {.block = "operations", .key = "pricePerHour", .bind = bind::value<&SelfHostedOption::pricePerMaintenanceHour>(), .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .money = true, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance hour price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of one maintenance hour.")},
    {.block = "operations", .key = "currency", .bind = bind::currency<&SelfHostedOption::operationsCurrency>(), .type = FieldType::Currency, .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the running costs.")},
    {.block = "financing", .key = "type", .bind = bind::value<&Financing::kind>(), .type = FieldType::Choice, .required = true, .choices = kFinancingKinds,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Kind"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "loan or financeLease (融资租赁); both are priced as an annuity with a down payment and a balloon (a lease's buy-out).")},
    {.block = "financing", .key = "downPaymentPercent", .bind = bind::percent<&Financing::downPaymentFraction>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of purchase"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Down payment"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Paid in the month of purchase (a lease's first rent in advance).")},
    {.block = "financing", .key = "termMonths", .bind = bind::value<&Financing::termMonths>(), .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 240, .preset = 36, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Term"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Number of monthly payments, the first in the month of purchase.")},
    {.block = "financing", .key = "annualRatePercent", .bind = bind::percent<&Financing::annualRate>(), .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interest rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Nominal annual rate; the monthly rate is a twelfth of it. Payment = P r / (1 - (1 + r)^-n), less the balloon's present value.")},
    {.block = "financing", .key = "feesPercent", .bind = bind::percent<&Financing::feesFraction>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 2, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of financed"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fees"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Arrangement or handling fees, paid in the month of purchase; shown with the interest.")},
    {.block = "financing", .key = "balloonPercent", .bind = bind::percent<&Financing::balloonFraction>(), .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1, .write = Write::Always,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of purchase"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Balloon"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Paid with the last payment (a lease's buy-out price).")},
    // Ecosystem compatibility (issue 18): accelerator speed, origin and compliance facts.
    {.block = "ecosystem", .key = "gpuModel", .bind = bind::value<&OptionEcosystem::gpuModel>(), .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPU model"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPU model id of the option's accelerator (e.g. h100-80gb, h20, ascend-910b; docs/ecosystem.md lists them with vendor, origin and peak). Empty: the demand's reference GPU.")},
    {.block = "ecosystem", .key = "relativeThroughput", .bind = bind::value<&OptionEcosystem::relativeThroughput>(), .type = FieldType::Number, .minimum = 0.01, .maximum = 100, .decimals = 2,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "dense BF16 peak of gpuModel / peak of the reference GPU; 1 when either is not known (must be entered)"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "x reference"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Relative throughput"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Training work one card does per hour, in reference cards (2.4 = 2.4 times the reference GPU). Best from a benchmark of your model; the default is the ratio of the vendors' dense BF16 peaks.")},
    {.block = "ecosystem", .key = "stackEfficiencyPercent", .bind = bind::percent<&OptionEcosystem::stackEfficiency>(), .type = FieldType::Number, .minimum = 1, .maximum = 200, .defaultValue = 100, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Stack efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of that throughput the software stack reaches on this option (CANN/MindSpore after a first port from CUDA: e.g. 70%). No published default: 100% = as mature as the reference stack.")},
    {.block = "ecosystem", .key = "acceleratorOrigin", .bind = bind::value<&OptionEcosystem::origin>(), .type = FieldType::Choice, .choices = kOrigins,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the GPU model's; unknown without one"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Accelerator origin"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "domestic: designed and supplied in China (信创); foreign: imported (NVIDIA's China parts H20, L20, A800 included).")},
    {.block = "ecosystem", .key = "dataLocation", .bind = bind::value<&OptionEcosystem::dataLocation>(), .type = FieldType::Choice, .choices = kDataLocations,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "unknown"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data location"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the option keeps the training data (the region or the site). Hong Kong, Macao and overseas regions are outside mainland China.")},
    {.block = "ecosystem", .key = "rdma", .bind = bind::value<&OptionEcosystem::rdma>(), .type = FieldType::Boolean,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "unknown"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "RDMA"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "true when the nodes are connected by RDMA (InfiniBand or RoCE), as multi-node training needs.")},
    {.block = "ecosystem", .key = "leadTimeMonths", .bind = bind::value<&OptionEcosystem::leadTimeMonths>(), .type = FieldType::Integer, .minimum = 0, .maximum = 120, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "self-hosted: the servers' lead time; cloud: 0"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Lead time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months until the capacity is there (quota, allocation of scarce cards, delivery), for the maximum lead time constraint.")},
    {.block = "oneTimeCost", .key = "name", .bind = bind::value<&OneTimeCost::name>(), .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What it is, e.g. \"Port from CUDA to CANN\".")},
    {.block = "oneTimeCost", .key = "kind", .bind = bind::value<&OneTimeCost::kind>(), .type = FieldType::Choice, .required = true, .choices = kOneTimeKinds,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Kind"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "porting: engineering effort; dataMove: data pulled out of the current provider; setupFee: a fee or quote; parallelRunning: the old bill while both run. A label: every amount below adds up whatever the kind.")},
    {.block = "oneTimeCost", .key = "month", .bind = bind::value<&OneTimeCost::month>(), .type = FieldType::Integer, .minimum = 1, .maximum = kMaxHorizonMonths, .defaultValue = 1, .decimals = 0, .write = Write::Always,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Plan month it is paid in (the first month of parallel running), within the horizon.")},
    {.block = "oneTimeCost", .key = "currency", .bind = bind::currency<&OneTimeCost::currency>(), .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of its amounts.")},
    {.block = "oneTimeCost", .key = "amount", .bind = bind::value<&OneTimeCost::amount>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Amount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A lump sum: a set-up fee, a quote for the port.")},
    {.block = "oneTimeCost", .key = "personMonths", .bind = bind::value<&OneTimeCost::personMonths>(), .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .decimals = 1, .writeIf = &writeEffort,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "person-months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Effort"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Engineering effort, e.g. porting CUDA code to CANN/MindSpore or converting models through ONNX.")},
    {.block = "oneTimeCost", .key = "costPerPersonMonth", .bind = bind::value<&OneTimeCost::costPerPersonMonth>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .writeIf = &writeEffort,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per person-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cost per person-month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Fully loaded monthly cost of one engineer.")},
    {.block = "oneTimeCost", .key = "dataGb", .bind = bind::value<&OneTimeCost::dataGb>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data moved in"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Data pulled out of the current provider once (datasets, checkpoints), priced by egressTiers.")},
    {.block = "oneTimeCost", .key = "egressTiers", .bind = bind::array<&OneTimeCost::egressTiers>(), .type = FieldType::Array, .child = "egressTier",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress tiers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The current provider's internet egress price per GB, by tier (as fees.egress.tiers), applied to dataGb in one month.")},
    {.block = "oneTimeCost", .key = "parallelMonths", .bind = bind::value<&OneTimeCost::parallelMonths>(), .type = FieldType::Integer, .minimum = 0, .maximum = kMaxHorizonMonths, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Parallel running"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months the old platform is still paid while the new one starts, from month on.")},
    {.block = "oneTimeCost", .key = "parallelAmountPerMonth", .bind = bind::value<&OneTimeCost::parallelAmountPerMonth>(), .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .money = true, .writeIf = &writeParallel,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Old bill per month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the old platform costs in each month of parallel running.")},
    {.block = "oneTimeCost", .key = "amortizeMonths", .bind = bind::value<&OneTimeCost::amortizeMonths>(), .type = FieldType::Integer, .minimum = 1, .maximum = kMaxHorizonMonths, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "from its month to the end of the horizon"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Amortized over"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Amortized view: the total spread evenly over this many months from its month (months after the horizon are not in the totals).")},
};
// clang-format on

std::span<const FieldSpec> ownedFields()
{
    return kFields;
}

} // namespace gputco::FieldTable
