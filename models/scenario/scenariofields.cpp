#include "scenariofields.h"

#include "montecarlolimits.h"
#include "scenarioloader.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cmath>
#include <unordered_map>

namespace gputco {

namespace {

/*
 * The scenario format, one row per field. Ranges, defaults and texts here are the only ones:
 * the loader, writer, editor, what-if drivers, JSON Schema and docs take them from this table.
 * Texts are translated in context "gputco::Fields".
 */
// clang-format off
const FieldSpec kFields[] = {
    {.block = "scenario", .key = "formatVersion", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 1000000, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Format version"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "1. Files written by a newer version of GPU TCO Planner are refused with a message.")},
    {.block = "scenario", .key = "name", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Shown in charts and reports.")},
    {.block = "scenario", .key = "description", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Description"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the scenario is about, its sources and assumptions.")},
    {.block = "scenario", .key = "expectedConclusion", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Expected conclusion"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The conclusion the author expects (the examples' is checked by tests).")},
    {.block = "scenario", .key = "reportingCurrency", .type = FieldType::Currency, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reporting currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "All results are converted into this currency with the scenario's dated exchange rates.")},
    {.block = "scenario", .key = "horizonMonths", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = kMaxHorizonMonths, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Horizon"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months to plan for, 1 to 120. Default 36.")},
    {.block = "scenario", .key = "hoursPerMonth", .type = FieldType::Number, .minimum = 1, .maximum = 744, .defaultValue = 730, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Hours per month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "730 = 8,760 hours a year / 12 (COST-MODEL convention). Some sources use 720.")},
    {.block = "scenario", .key = "discountRatePercentPerYear", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Discount rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Annual cost of capital for the net present value; 0 = no discounting. Monthly rate = (1 + d)^(1/12) - 1.")},
    {.block = "scenario", .key = "exchangeRates", .type = FieldType::Array, .child = "exchangeRate",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Exchange rates"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Dated rates from every other currency used to the reporting currency (direct or inverse).")},
    {.block = "scenario", .key = "priceTrends", .type = FieldType::Object, .child = "priceTrends",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Price trends"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly price changes by price class.")},
    {.block = "scenario", .key = "demand", .type = FieldType::Object, .required = true, .child = "demand",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Demand"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the training needs (capacity view).")},
    {.block = "scenario", .key = "options", .type = FieldType::Array, .required = true, .child = "option",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Options"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud and self-hosted options; may be empty while a scenario is being set up.")},
    {.block = "scenario", .key = "job", .type = FieldType::Object, .child = "job",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Training job"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One training job priced on every option (job view).")},
    {.block = "scenario", .key = "uncertainty", .type = FieldType::Object, .child = "uncertainty",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Uncertainty"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Uncertain inputs for the P10-P90 bands.")},
    {.block = "scenario", .key = "calendar", .type = FieldType::Object, .child = "calendar",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Calendar"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The plan's first calendar month and the fiscal year; without it months are plan months 1, 2, ...")},
    {.block = "scenario", .key = "budget", .type = FieldType::Object, .child = "budget",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Budget"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the plan may spend, per fiscal year or for the horizon, optionally split into capex and opex.")},
    {.block = "scenario", .key = "finance", .type = FieldType::Object, .child = "finance",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Finance conventions"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Timing and end-of-horizon treatment of the decision metrics (buy instead of rent).")},
    {.block = "scenario", .key = "vat", .type = FieldType::Object, .child = "vat",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "VAT"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Value-added tax (增值税) of the prices: whether they include it, the rates, whether input VAT is recoverable. Without it amounts are the prices as entered.")},
    {.block = "scenario", .key = "incomeTax", .type = FieldType::Object, .child = "incomeTax",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Income tax"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Enterprise income tax (企业所得税): after-tax cash flows and NPV per option and per buy-versus-rent pair.")},
    {.block = "scenario", .key = "variants", .type = FieldType::Array, .child = "variant",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Variants"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What-ifs kept under a name.")},
    {.block = "scenario", .key = "constraints", .type = FieldType::Object, .child = "constraints",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Constraints"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Rules every option must meet to be recommended: accelerator origin, data residency, RDMA, lead time.")},
    {.block = "exchangeRate", .key = "from", .type = FieldType::Currency, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "From"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One unit of this currency buys `rate` units of `to`.")},
    {.block = "exchangeRate", .key = "to", .type = FieldType::Currency, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "To"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The currency the rate converts into.")},
    {.block = "exchangeRate", .key = "rate", .type = FieldType::Number, .required = true, .minimum = 1e-9, .maximum = 1e9, .decimals = 4,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Units of `to` per unit of `from`.")},
    {.block = "exchangeRate", .key = "asOf", .type = FieldType::Date, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "As of"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Date of the rate; of several rates for a pair the latest is used.")},
    {.block = "exchangeRate", .key = "source", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Source"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the rate comes from; shown with results.")},
    {.block = "priceTrends", .key = "cloudComputePercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud price trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of on-demand and spot prices, and of each new reserved term (a term keeps the price it starts with). GPU-hour prices have been falling; negative = cheaper each year.")},
    {.block = "priceTrends", .key = "hardwarePercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Hardware price trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of the server price paid at each refresh.")},
    {.block = "priceTrends", .key = "powerPercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity price trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of the electricity price.")},
    {.block = "priceTrends", .key = "spacePercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Space price trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of rack rent and colocation.")},
    {.block = "priceTrends", .key = "staffPercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Salary trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of the cost of operations staff.")},
    {.block = "priceTrends", .key = "feesPercentPerYear", .type = FieldType::Number, .minimum = -90, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fee trend"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Yearly change of the hidden fees (storage, IO, egress ...).")},
    {.block = "demand", .key = "gpuClass", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPU class"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The GPU the training needs, e.g. A100 80GB.")},
    {.block = "demand", .key = "gpuCount", .type = FieldType::Number, .required = true, .minimum = 1, .maximum = 1e7, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPU count"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs needed in year 1. Instances and servers are rounded up to whole units.")},
    {.block = "demand", .key = "busyHoursPerMonth", .type = FieldType::Number, .minimum = 0, .maximum = 744, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Busy hours"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Hours each GPU is busy per month, at most hoursPerMonth; 730 = always busy. Reserved terms and owned servers cost the same whatever this is.")},
    {.block = "demand", .key = "utilizationPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Utilization"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The busy hours as a share of hoursPerMonth.")},
    {.block = "demand", .key = "growthPercentPerYear", .type = FieldType::Number, .minimum = -99, .maximum = 1000, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Growth"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Demand grows by this much at each 12-month anniversary: GPUs in month m = ceil(gpuCount x (1 + g)^floor((m - 1) / 12)).")},
    {.block = "demand", .key = "referenceGpuModel", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "gpuClass, when it names a known GPU model"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reference GPU model"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPU model id the GPU count is in (e.g. a100-80gb; see docs/ecosystem.md). Options on other accelerators are sized to deliver the same work: cards = ceil(GPUs / (relative throughput x stack efficiency)).")},
    {.block = "option", .key = "id", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Id"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Unique within the file; used in CLI output and break-even pairs.")},
    {.block = "option", .key = "name", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Shown in tables, charts and reports.")},
    {.block = "option", .key = "type", .type = FieldType::Choice, .required = true, .choices = "cloud|selfHosted",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Type"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A cloud option or servers of your own.")},
    {.block = "option", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the reporting currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Default currency of the option's amounts.")},
    {.block = "option", .key = "notes", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Notes"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Free text: quote validity, taxes included, contacts.")},
    {.block = "option", .key = "fees", .type = FieldType::Object, .child = "fees",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Hidden fees"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Egress, storage, IO and other fees beside the GPU price.")},
    {.block = "option", .key = "oneTimeCosts", .type = FieldType::Array, .child = "oneTimeCost",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "One-time costs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Costs of moving to this option, each in its month (category Migration): porting effort, data moved in, set-up fees, parallel running.")},
    {.block = "option", .key = "ecosystem", .type = FieldType::Object, .child = "ecosystem",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Accelerator and compliance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The accelerator the option runs on, its speed against the demand's reference GPU, and the facts the scenario's constraints check.")},
    {.block = "option", .key = "vat", .type = FieldType::Object, .child = "optionVat",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "VAT of this option"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Overrides the scenario's vat block for this option's prices (for example a USD list price quoted without VAT); needs the scenario's vat block.")},
    {.block = "cloud", .key = "provider", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provider"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud provider, e.g. alibaba, tencent, aws.")},
    {.block = "cloud", .key = "region", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Region"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Region or availability zone of the price.")},
    {.block = "cloud", .key = "instanceType", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Instance type"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The provider's instance type name.")},
    {.block = "cloud", .key = "catalogPriceId", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Catalog price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Stable id of the price row in the pricing catalog.")},
    {.block = "cloud", .key = "gpusPerInstance", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 1024, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs per instance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Instances = GPUs needed / GPUs per instance, rounded up.")},
    {.block = "cloud", .key = "onDemand", .type = FieldType::Object, .child = "onDemand",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "On-demand"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Pay-as-you-go (按量付费).")},
    {.block = "cloud", .key = "reserved", .type = FieldType::Object, .child = "reserved",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved or subscription term (包年包月).")},
    {.block = "cloud", .key = "commitments", .type = FieldType::Array, .child = "reserved",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Commitments"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A portfolio of reserved terms instead of one: each with its own term, payment, price and size (sharePercent or instances). Shares add up to at most 100%; the rest runs on demand or spot.")},
    {.block = "cloud", .key = "spot", .type = FieldType::Object, .child = "spot",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Spot"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Spot or preemptible capacity (抢占式, 竞价).")},
    {.block = "cloud", .key = "managedPlatform", .type = FieldType::Object, .child = "managedPlatform",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Managed platform"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A managed training platform on top of the instances (Alibaba PAI, Huawei ModelArts, Volcano Engine machine learning platform, Baidu): its fee or surcharge (category Managed platform).")},
    {.block = "cloud", .key = "operationsStaff", .type = FieldType::Object, .child = "cloudStaff",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Operations staff"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Engineers who run the cloud cluster (category Staff): FTE = instances / instancesPerFte; a managed platform needs fewer.")},
    {.block = "onDemand", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "onDemand", .key = "pricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .quoteable = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "On-demand price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Pay-as-you-go (按量付费) price of one instance for one hour, in the option's currency.")},
    {.block = "onDemand", .key = "onDemandPricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "List price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "List price before a negotiated discount (商务折扣).")},
    {.block = "onDemand", .key = "discountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Negotiated discount off the list price, below 100.")},
    {.block = "onDemand", .key = "quoteNeeded", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote needed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.")},
    {.block = "reserved", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "reserved", .key = "termMonths", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 120, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved term"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Length of the reserved or subscription term (包年包月): 12 and 36 are usual, 1 for a monthly subscription. Paid for every month whether used or not; renewed while the horizon lasts.")},
    {.block = "reserved", .key = "payment", .type = FieldType::Choice, .required = true, .choices = "allUpfront|partialUpfront|noUpfront",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Payment"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "How the term is paid: all upfront, part upfront and the rest monthly, or monthly.")},
    {.block = "reserved", .key = "upfrontPerInstance", .type = FieldType::Number, .minimum = 0, .quoteable = true, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per term"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Upfront per instance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A quote: paid in the first month of each term. Entering it turns the price into a quote.")},
    {.block = "reserved", .key = "monthlyPerInstance", .type = FieldType::Number, .minimum = 0, .quoteable = true, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Monthly per instance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A quote: paid every month of the term, used or not.")},
    {.block = "reserved", .key = "listUpfrontPerInstance", .type = FieldType::Number, .minimum = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per term"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "List upfront per instance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Upfront list price before a negotiated discount (商务折扣), with negotiatedDiscountPercent: the upfront charged is list x (1 - discount). An upfrontPerInstance given as well must agree within a cent.")},
    {.block = "reserved", .key = "listMonthlyPerInstance", .type = FieldType::Number, .minimum = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "List monthly per instance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Monthly list price before a negotiated discount (商务折扣), with negotiatedDiscountPercent: the monthly amount charged is list x (1 - discount). A monthlyPerInstance given as well must agree within a cent.")},
    {.block = "reserved", .key = "negotiatedDiscountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Negotiated discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Negotiated discount (商务折扣) off listUpfrontPerInstance and listMonthlyPerInstance, below 100. Not the reserved discount off the on-demand price (discountPercent).")},
    {.block = "reserved", .key = "effectivePricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Effective hourly price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The term priced by the hour: the term's total per instance = price x hoursPerMonth x termMonths.")},
    {.block = "reserved", .key = "onDemandPricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "List price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "On-demand list price the discount is taken off.")},
    {.block = "reserved", .key = "discountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Discount off the on-demand price, below 100. Seed documents: long terms at 30-50% of list (3-5折).")},
    {.block = "reserved", .key = "upfrontPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 50, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Upfront share"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "For an hourly or discounted price with partial upfront payment: the share of the term's total paid upfront.")},
    {.block = "reserved", .key = "renew", .type = FieldType::Boolean, .defaultValue = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Renew"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Renew back to back while the horizon lasts.")},
    {.block = "reserved", .key = "instances", .type = FieldType::Integer, .minimum = 0, .maximum = 1000000, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "sized per term to the peak demand within the term"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "(0 = auto)"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved instances"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Instances reserved; 0 sizes each term to the peak demand in it. With fewer, the rest runs on demand or spot (a mixed strategy).")},
    {.block = "reserved", .key = "sharePercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "instances, or sized to the peak"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of instances"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Share reserved"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of the instances needed this term reserves, instead of instances: each term reserves the share of the peak demand within it, rounded down; the rest runs on demand or spot.")},
    {.block = "reserved", .key = "quoteNeeded", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote needed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.")},
    {.block = "spot", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "spot", .key = "pricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .quoteable = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Spot price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Spot (抢占式/竞价) price. Some spot prices equal on-demand: never assume a discount.")},
    {.block = "spot", .key = "onDemandPricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "List price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "On-demand price the spot discount is taken off.")},
    {.block = "spot", .key = "discountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Spot discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Discount off the on-demand price, below 100. Seed documents: 70-90%; some spot prices equal on-demand.")},
    {.block = "spot", .key = "quoteNeeded", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote needed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.")},
    {.block = "spot", .key = "interruptionsPerInstanceHour", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interruption rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Interruptions per instance-hour (λ of one instance).")},
    {.block = "spot", .key = "meanHoursBetweenInterruptions", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Hours between interruptions"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Mean hours between interruptions of one spot instance (0 = never interrupted).")},
    {.block = "spot", .key = "checkpointIntervalHours", .type = FieldType::Number, .minimum = 0, .maximum = 10000, .minExclusive = true, .defaultValue = 1, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoint interval"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "T: hours between checkpoints. Work since the last checkpoint is lost at an interruption; Young's optimum sqrt(2 C M) is shown in the results.")},
    {.block = "spot", .key = "checkpointWriteHours", .type = FieldType::Number, .minimum = 0, .maximum = 1000, .defaultValue = 0, .decimals = 3,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoint write time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "C: hours to write one checkpoint.")},
    {.block = "spot", .key = "restartHours", .type = FieldType::Number, .minimum = 0, .maximum = 1000, .defaultValue = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Restart time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "R: hours to get capacity back and reload the checkpoint after an interruption.")},
    {.block = "spot", .key = "gangScheduled", .type = FieldType::Boolean, .defaultValue = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Gang scheduled"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One interrupted instance stops the whole job (data-parallel training).")},
    {.block = "selfHosted", .key = "servers", .type = FieldType::Object, .required = true, .child = "servers",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The servers bought.")},
    {.block = "selfHosted", .key = "capex", .type = FieldType::Object, .child = "capex",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Other capex"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Network fabric, storage system and installation bought with the servers.")},
    {.block = "selfHosted", .key = "leadTimeMonths", .type = FieldType::Integer, .minimum = 0, .maximum = 120, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Lead time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months from order (paid in month 1) to servers in service; demand before then runs on the bridging cloud option, or is not served.")},
    {.block = "selfHosted", .key = "bridgeWith", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud bridging"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the cloud option that serves the demand the servers cannot: before they arrive (lead time) and beyond their capacity. A reserved term used as a bridge is paid in full.")},
    {.block = "selfHosted", .key = "depreciation", .type = FieldType::Object, .child = "depreciation",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Depreciation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Book life, residual value and refresh.")},
    {.block = "selfHosted", .key = "power", .type = FieldType::Object, .required = true, .child = "power",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity price, PUE and idle draw.")},
    {.block = "selfHosted", .key = "space", .type = FieldType::Object, .child = "space",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Space"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Rack rent or colocation.")},
    {.block = "selfHosted", .key = "staff", .type = FieldType::Object, .child = "staff",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Staff"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Operations engineers.")},
    {.block = "selfHosted", .key = "maintenancePercentPerYear", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of hardware/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Support contracts and spares as a share of hardware capex per year, from the month in service.")},
    {.block = "selfHosted", .key = "operations", .type = FieldType::Object, .child = "operations",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Operations"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Running costs known as a monthly lump sum, and hands-on maintenance hours.")},
    {.block = "selfHosted", .key = "financing", .type = FieldType::Object, .child = "financing",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Financing"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Purchases paid over time with a loan or a finance lease (融资租赁) instead of in cash.")},
    {.block = "servers", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of all capex.")},
    {.block = "servers", .key = "alreadyOwnedAgeMonths", .type = FieldType::Integer, .minimum = 0, .maximum = 239, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "bought in month 1"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Already owned, age"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Servers the company already owns, this many months into their life at month 1: not bought again (their price is what they cost, for book value and maintenance); replaced when their life ends, if refresh is on.")},
    {.block = "servers", .key = "count", .type = FieldType::Integer, .minimum = 1, .maximum = 1000000, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "enough for the peak demand"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "(0 = auto)"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Servers bought; 0 buys enough for the peak demand.")},
    {.block = "servers", .key = "gpusPerServer", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 1024, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs per server"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs in one server, usually 8.")},
    {.block = "servers", .key = "pricePerServer", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .quoteable = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Price per server"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capex of one server with its GPUs. Reference: 8 x H100 with InfiniBand NICs about USD 310-317k (2024).")},
    {.block = "servers", .key = "quoteNeeded", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Quote needed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The server price is not known yet: why, or whom it was asked of. The option stays out of the comparison until a price is entered.")},
    {.block = "servers", .key = "typicalKw", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1000, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Typical power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Draw of one server with busy GPUs. DGX H100: 6.5-8.5 kW typical.")},
    {.block = "servers", .key = "maxKw", .type = FieldType::Number, .minimum = 0, .maximum = 1000, .decimals = 2,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "typicalKw"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/server"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maximum power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Nameplate power, at least the typical power; sizes racks and colocation. DGX H100: 10.2 kW.")},
    {.block = "capex", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the server price's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Must be the server price's currency.")},
    {.block = "capex", .key = "fabric", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Network fabric"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Switches, NICs and cables. A 64-port 400G InfiniBand switch: USD 36-50k (2024).")},
    {.block = "capex", .key = "storage", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage system"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Storage bought with the servers.")},
    {.block = "capex", .key = "installation", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Installation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One-off installation; depreciated, not resold.")},
    {.block = "depreciation", .key = "lifeMonths", .type = FieldType::Integer, .minimum = 1, .maximum = 240, .defaultValue = 60, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Life"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Straight-line depreciation period, then refresh: 36-72 months (Amazon 5 years, Microsoft and Alphabet 6).")},
    {.block = "depreciation", .key = "residualPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of hardware"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Residual value"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Resale value at end of life, share of hardware capex (not installation). 25-35% at 36 months is quoted for H100.")},
    {.block = "depreciation", .key = "refresh", .type = FieldType::Boolean, .defaultValue = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Refresh"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Buy again at end of life while the horizon lasts.")},
    {.block = "depreciation", .key = "method", .type = FieldType::Choice, .choices = "straightLine|decliningBalance|exponentialDecay", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "straightLine"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Method"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "straightLine: (capex - residual) / life a month; decliningBalance: decliningFactor / life of the book value a month, never below the residual, the residual at end of life; exponentialDecay: the value falls decayPercentPerYear a year and the resale at end of life is the value then (residualPercent unused).")},
    {.block = "depreciation", .key = "decliningFactor", .type = FieldType::Number, .minimum = 1, .maximum = 4, .defaultValue = 2, .decimals = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Declining factor"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Declining balance: 2 = double declining balance, 1.5 = 150 %.")},
    {.block = "depreciation", .key = "decayPercentPerYear", .type = FieldType::Number, .minimum = 0, .maximum = 95, .defaultValue = 27.6, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Value decay"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Exponential decay: 27.6 % a year is 0.14 orders of magnitude (Epoch AI hardware cost model, arXiv 2405.21015: 10^-0.14 = 0.724).")},
    {.block = "power", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the electricity price.")},
    {.block = "power", .key = "pricePerKwh", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .decimals = 3,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per kWh"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "China industrial average about 0.63 CNY/kWh (China Briefing 2024); subsidised western data centres 0.4.")},
    {.block = "power", .key = "pue", .type = FieldType::Number, .minimum = 1, .maximum = 5, .defaultValue = 1, .decimals = 2,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "PUE"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Power usage effectiveness, cooling included: 1.2-1.5 in China.")},
    {.block = "power", .key = "idlePowerPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of typical"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Idle power"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of typical power an idle server still draws.")},
    {.block = "space", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of rent and colocation.")},
    {.block = "space", .key = "kwPerRack", .type = FieldType::Number, .minimum = 0, .maximum = 1000, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "kW/rack"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Power per rack"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Racks = total maximum kW / kW per rack, rounded up. 0 = no rack rent.")},
    {.block = "space", .key = "pricePerRackMonth", .type = FieldType::Number, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per rack-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Rack rent"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Monthly rent of one rack.")},
    {.block = "space", .key = "pricePerKwMonth", .type = FieldType::Number, .minimum = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per kW-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Colocation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Colocation priced by power (of maxKw): about USD 150-250 per kW-month.")},
    {.block = "staff", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the staff cost.")},
    {.block = "staff", .key = "serversPerFte", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1e6, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "servers/FTE"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Servers per engineer"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One full-time engineer looks after this many servers (FTE = servers / this, fractions allowed). 0 = no staff cost.")},
    {.block = "staff", .key = "monthlyCostPerFte", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Engineer cost"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Fully loaded monthly cost of one engineer.")},
    {.block = "fees", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Default currency of the fees.")},
    {.block = "fees", .key = "egress", .type = FieldType::Object, .child = "egress",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Tiered per-GB internet egress.")},
    {.block = "fees", .key = "bandwidth", .type = FieldType::Object, .child = "bandwidth",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Bandwidth"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Bandwidth billing (按带宽).")},
    {.block = "fees", .key = "crossAz", .type = FieldType::Object, .child = "crossAz",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cross-AZ traffic"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Traffic between zones, billed on both sides.")},
    {.block = "fees", .key = "storage", .type = FieldType::Array, .child = "storageVolume",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Disks, file systems, object storage.")},
    {.block = "fees", .key = "checkpoints", .type = FieldType::Object, .child = "checkpoints",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoints"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Retained checkpoints.")},
    {.block = "fees", .key = "requests", .type = FieldType::Array, .child = "requestFee",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Requests"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Request fees (PUT, GET ...).")},
    {.block = "fees", .key = "provisioned", .type = FieldType::Object, .child = "provisioned",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provisioned performance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Provisioned IOPS and throughput.")},
    {.block = "fees", .key = "other", .type = FieldType::Array, .child = "otherFee",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Other fees"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Public IPs, NAT, support plans ...")},
    {.block = "egress", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the tier prices.")},
    {.block = "egress", .key = "gbPerMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Data sent to the internet each month, priced by the option's egress tiers.")},
    {.block = "egress", .key = "tiers", .type = FieldType::Array, .required = true, .minimum = 1, .child = "egressTier",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Tiers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Tiers in increasing upToGb (cumulative GB per month); the last without upToGb.")},
    {.block = "egress", .key = "presetId", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Catalog fee preset"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the fee price list entry in the pricing catalog the price was taken from (shown in the report's provenance).")},
    {.block = "egressTier", .key = "upToGb", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "no upper bound (the last tier)"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Up to"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The tier applies to the GB of a month up to this amount.")},
    {.block = "egressTier", .key = "pricePerGb", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price per GB of the last (open-ended) egress tier; tiers before it are kept as they are.")},
    {.block = "bandwidth", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "bandwidth", .key = "mbps", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "Mbps"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Bandwidth"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Bandwidth bought.")},
    {.block = "bandwidth", .key = "pricePerMbpsMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per Mbps-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Bandwidth price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of one Mbps for one month.")},
    {.block = "bandwidth", .key = "presetId", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Catalog fee preset"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the fee price list entry in the pricing catalog the price was taken from (shown in the report's provenance).")},
    {.block = "crossAz", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "crossAz", .key = "gbPerMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cross-AZ traffic"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GB moved between zones each month; billed on both sides: 2 x GB x price.")},
    {.block = "crossAz", .key = "pricePerGbPerDirection", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cross-AZ price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price per GB and direction.")},
    {.block = "storageVolume", .key = "name", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the volume is.")},
    {.block = "storageVolume", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "storageVolume", .key = "gb", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capacity of the first storage volume (disks, parallel file system, object storage).")},
    {.block = "storageVolume", .key = "pricePerGbMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of the first storage volume per GB and month.")},
    {.block = "storageVolume", .key = "presetId", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Catalog fee preset"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the fee price list entry in the pricing catalog the price was taken from (shown in the report's provenance).")},
    {.block = "checkpoints", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "checkpoints", .key = "sizeGb", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoint size"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Size of one checkpoint.")},
    {.block = "checkpoints", .key = "kept", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1e6, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoints kept"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoints retained at any time.")},
    {.block = "checkpoints", .key = "pricePerGbMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoint storage price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price per GB and month.")},
    {.block = "requestFee", .key = "name", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Which requests, e.g. PUT or GET.")},
    {.block = "requestFee", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the price.")},
    {.block = "requestFee", .key = "countPerMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "requests/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Requests"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Requests a month.")},
    {.block = "requestFee", .key = "pricePer1000", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per 1,000"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Request price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price per 1,000 requests.")},
    {.block = "requestFee", .key = "presetId", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Catalog fee preset"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Id of the fee price list entry in the pricing catalog the price was taken from (shown in the report's provenance).")},
    {.block = "provisioned", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the prices.")},
    {.block = "provisioned", .key = "iops", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "IOPS"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provisioned IOPS"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "IOPS provisioned.")},
    {.block = "provisioned", .key = "pricePerIopsMonth", .type = FieldType::Number, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per IOPS-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "IOPS price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of one IOPS for one month; required when iops is above 0.")},
    {.block = "provisioned", .key = "throughputMBps", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "MB/s"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Provisioned throughput"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Throughput provisioned.")},
    {.block = "provisioned", .key = "pricePerMBpsMonth", .type = FieldType::Number, .minimum = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per MB/s-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Throughput price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of one MB/s for one month; required when throughputMBps is above 0.")},
    {.block = "otherFee", .key = "name", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the fee is for.")},
    {.block = "otherFee", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the fees' currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the amount.")},
    {.block = "otherFee", .key = "amountPerMonth", .type = FieldType::Number, .required = true, .minimum = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Amount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Paid every month.")},
    {.block = "job", .key = "name", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Shown in results.")},
    {.block = "job", .key = "usefulGpuHours", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPU-hours"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Useful GPU-hours"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The job's size in GPU-hours of useful work.")},
    {.block = "job", .key = "trainingFlops", .type = FieldType::Number, .minimum = 0, .maximum = 1e35, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "FLOPs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Training FLOPs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The job's size in FLOPs, turned into GPU-hours by the peak TFLOP/s and the MFU.")},
    {.block = "job", .key = "parameters", .type = FieldType::Number, .minimum = 0, .maximum = 1e16, .minExclusive = true, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Parameters"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Model parameters N; FLOPs = 6 x N x tokens.")},
    {.block = "job", .key = "tokens", .type = FieldType::Number, .minimum = 0, .maximum = 1e18, .minExclusive = true, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Tokens"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Training tokens D; FLOPs = 6 x parameters x D.")},
    {.block = "job", .key = "mfuPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .minExclusive = true, .defaultValue = 40, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "MFU"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Model FLOPs utilization of a well-fed node (PaLM reported 46 %); storage and multi-node losses come on top.")},
    {.block = "job", .key = "peakTflopsPerGpu", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "TFLOP/s"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Peak TFLOP/s"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Dense BF16 peak of the GPU, e.g. A100 312, H100 SXM 989; needed with FLOPs, here or per option.")},
    {.block = "job", .key = "gpus", .type = FieldType::Integer, .minimum = 1, .maximum = 10000000, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "demand.gpuCount rounded up"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs the job runs on.")},
    {.block = "job", .key = "deadlineHours", .type = FieldType::Number, .minimum = 0, .maximum = 1e7, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Deadline"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Wall-clock from the start; spot options fall back to on-demand to meet it.")},
    {.block = "job", .key = "datasetGb", .type = FieldType::Number, .minimum = 0, .maximum = 1e9, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Dataset"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The training data, stored while the job runs.")},
    {.block = "job", .key = "epochs", .type = FieldType::Number, .minimum = 0, .maximum = 1e4, .minExclusive = true, .defaultValue = 1, .decimals = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Epochs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Passes over the data.")},
    {.block = "job", .key = "readGbPerEpoch", .type = FieldType::Number, .minimum = 0, .maximum = 1e9, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "datasetGb"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Read per epoch"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Data read per epoch (a sample of the dataset, or more with augmentation).")},
    {.block = "job", .key = "checkpointSizeGb", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoint size"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One checkpoint.")},
    {.block = "job", .key = "checkpointsKept", .type = FieldType::Integer, .minimum = 0, .maximum = 100000, .defaultValue = 1, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoints kept"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Checkpoints stored at any time, while the job runs.")},
    {.block = "job", .key = "artifactsEgressGb", .type = FieldType::Number, .minimum = 0, .maximum = 1e9, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Artifacts egress"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Models and logs downloaded out of the option (egress).")},
    {.block = "job", .key = "storage", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "pipeline efficiency 100 %"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage class"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Default storage class of every option (cloudDisk, parallelFileSystem or one of storageClasses).")},
    {.block = "job", .key = "interconnect", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "scaling efficiency 100 %"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interconnect"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Default interconnect of every option (tcp, rdma or one of interconnects).")},
    {.block = "job", .key = "storageClasses", .type = FieldType::Array, .child = "storageClass",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage classes"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Own storage classes; an id equal to a built-in one replaces it.")},
    {.block = "job", .key = "interconnects", .type = FieldType::Array, .child = "interconnect",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interconnects"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Own interconnect classes; an id equal to a built-in one replaces it.")},
    {.block = "job", .key = "optionProfiles", .type = FieldType::Array, .child = "optionProfile",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Option profiles"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What each option offers the job, one profile per option.")},
    {.block = "storageClass", .key = "id", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Id"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What profiles refer to, e.g. parallelFileSystem.")},
    {.block = "storageClass", .key = "name", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the id"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "For display.")},
    {.block = "storageClass", .key = "pipelineEfficiencyPercent", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Pipeline efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "How busy this storage keeps the GPUs.")},
    {.block = "storageClass", .key = "source", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Source"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the figure comes from.")},
    {.block = "interconnect", .key = "id", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Id"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What profiles refer to, e.g. rdma.")},
    {.block = "interconnect", .key = "name", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the id"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "For display.")},
    {.block = "interconnect", .key = "multiNodeEfficiencyPercent", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Multi-node efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Per-GPU throughput kept across nodes.")},
    {.block = "interconnect", .key = "source", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Source"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the figure comes from.")},
    {.block = "optionProfile", .key = "option", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Option"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The id of the option this profile describes.")},
    {.block = "optionProfile", .key = "storage", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the job's"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Storage class"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Storage class id; overrides the job's.")},
    {.block = "optionProfile", .key = "interconnect", .type = FieldType::Text,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the job's"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interconnect"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Interconnect class id; overrides the job's.")},
    {.block = "optionProfile", .key = "pipelineEfficiencyPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Pipeline efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Overrides the storage class.")},
    {.block = "optionProfile", .key = "scalingEfficiencyPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .minExclusive = true, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Scaling efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Multi-node; overrides the interconnect.")},
    {.block = "optionProfile", .key = "gpus", .type = FieldType::Integer, .minimum = 1, .maximum = 10000000, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the job's"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs the job uses on this option.")},
    {.block = "optionProfile", .key = "peakTflopsPerGpu", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .minExclusive = true, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the job's"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "TFLOP/s"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Peak TFLOP/s"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Dense BF16 peak of this option's GPU.")},
    {.block = "optionProfile", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the spot price's for the fallback, the reporting currency for the data"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of every price in the profile.")},
    {.block = "optionProfile", .key = "fallbackPricePerInstanceHour", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 4,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the spot option's onDemandPricePerInstanceHour"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fallback price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "On-demand price a spot option pays after falling back to meet the deadline.")},
    {.block = "optionProfile", .key = "storagePricePerGbMonth", .type = FieldType::Number, .minimum = 0, .maximum = 1e4, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data storage price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Dataset and kept checkpoints, for the months the job runs.")},
    {.block = "optionProfile", .key = "readPricePerGb", .type = FieldType::Number, .minimum = 0, .maximum = 1e4, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data read price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Reading the data each epoch (request or throughput fees).")},
    {.block = "optionProfile", .key = "egressPricePerGb", .type = FieldType::Number, .minimum = 0, .maximum = 1e4, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Artifacts egress price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Downloading the artifacts.")},
    {.block = "uncertainty", .key = "trials", .type = FieldType::Integer, .minimum = kMinUncertaintyTrials, .maximum = kMaxUncertaintyTrials, .defaultValue = 500, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Draws"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Draws of the uncertain inputs.")},
    {.block = "uncertainty", .key = "seed", .type = FieldType::Integer, .minimum = 0, .maximum = double(kMaxSeed), .defaultValue = 1, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Seed"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Random seed: the same file and seed give the same bands on every machine.")},
    {.block = "uncertainty", .key = "inputs", .type = FieldType::Array, .required = true, .minimum = 1, .child = "uncertainInput",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Inputs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The uncertain inputs, at least one.")},
    {.block = "uncertainInput", .key = "driver", .type = FieldType::Choice, .required = true, .choices = "gpuCount|utilizationPercent|reservedDiscountPercent|spotDiscountPercent|spotMeanHoursBetweenInterruptions|electricityPricePerKwh|pue|serverPriceChangePercent|egressTbPerMonth|exchangeRate|discountRatePercent",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Input"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A what-if key (see variants) except horizonMonths and budgetPercent; each at most once.")},
    {.block = "uncertainInput", .key = "lowPercent", .type = FieldType::Number, .required = true, .minimum = -100, .maximum = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Low"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Lowest value, relative to the value (for serverPriceChangePercent: points).")},
    {.block = "uncertainInput", .key = "highPercent", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1000, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "High"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Highest value, likewise.")},
    {.block = "operations", .key = "perMonth", .type = FieldType::Number, .minimum = 0, .defaultValue = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Running costs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Energy and operations as one monthly amount, for every month in service, when they are not known line by line (leave power, space and staff at 0 then).")},
    {.block = "operations", .key = "maintenanceHoursPerMonth", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance hours"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Hands-on hours a month (vendor engineers, remote hands), at pricePerHour.")},
    {.block = "operations", .key = "pricePerHour", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance hour price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Price of one maintenance hour.")},
    {.block = "operations", .key = "currency", .type = FieldType::Currency, .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the running costs.")},
    {.block = "financing", .key = "type", .type = FieldType::Choice, .required = true, .choices = "loan|financeLease",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Kind"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "loan or financeLease (融资租赁); both are priced as an annuity with a down payment and a balloon (a lease's buy-out).")},
    {.block = "financing", .key = "downPaymentPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of purchase"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Down payment"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Paid in the month of purchase (a lease's first rent in advance).")},
    {.block = "financing", .key = "termMonths", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 240, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Term"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Number of monthly payments, the first in the month of purchase.")},
    {.block = "financing", .key = "annualRatePercent", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interest rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Nominal annual rate; the monthly rate is a twelfth of it. Payment = P r / (1 - (1 + r)^-n), less the balloon's present value.")},
    {.block = "financing", .key = "feesPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 2,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of financed"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fees"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Arrangement or handling fees, paid in the month of purchase; shown with the interest.")},
    {.block = "financing", .key = "balloonPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of purchase"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Balloon"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Paid with the last payment (a lease's buy-out price).")},
    {.block = "calendar", .key = "startMonth", .type = FieldType::Month, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "First month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Calendar month of plan month 1, YYYY-MM.")},
    {.block = "calendar", .key = "fiscalYearStartMonth", .type = FieldType::Integer, .minimum = 1, .maximum = 12, .defaultValue = 1, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fiscal year starts in month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "1 = January (China's fiscal year is the calendar year); 4, 7 and 10 are common elsewhere.")},
    {.block = "calendar", .key = "fiscalYearNamedBy", .type = FieldType::Choice, .choices = "endYear|startYear", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "endYear"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fiscal year named by"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The calendar year that names a fiscal year not starting in January: endYear (July 2026 - June 2027 is FY2027, as in the US and Australia) or startYear (April 2026 - March 2027 is FY2026, as in Japan).")},
    {.block = "budget", .key = "currency", .type = FieldType::Currency, .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the reporting currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the budget amounts, converted like any amount.")},
    {.block = "budget", .key = "source", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Source"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Who approved the budget and when; printed in the report.")},
    {.block = "budget", .key = "perYear", .type = FieldType::Object, .child = "budgetAmount",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Every fiscal year"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One amount repeated for every fiscal year of the horizon.")},
    {.block = "budget", .key = "horizonTotal", .type = FieldType::Object, .child = "budgetAmount",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Whole horizon"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "One amount for the whole horizon.")},
    {.block = "budget", .key = "fiscalYears", .type = FieldType::Array, .minimum = 1, .child = "fiscalYearBudget",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Per fiscal year"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "An amount for each fiscal year named; fiscal years not named are not checked.")},
    {.block = "budget", .key = "prorateShortYears", .type = FieldType::Boolean, .defaultValue = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Prorate short years"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "With perYear: a short first or last fiscal year gets months / 12 of the amount (default: the whole amount).")},
    {.block = "budget", .key = "reservedUpfront", .type = FieldType::Choice, .choices = "capex|opex", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "capex"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved upfront counts as"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Upfront payments of reserved terms (包年包月 paid ahead) are capex or opex; accounting practice differs.")},
    {.block = "budgetAmount", .key = "total", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Budget (total)"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capex and opex together, not split.")},
    {.block = "budgetAmount", .key = "capex", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Capex budget"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capital expenditure (资本性支出): purchases of servers, fabric, storage, installation; reserved upfront unless counted as opex.")},
    {.block = "budgetAmount", .key = "opex", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Opex budget"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Operating expenditure (费用性支出): cloud bills, fees, power, space, staff, maintenance.")},
    {.block = "fiscalYearBudget", .key = "year", .type = FieldType::Integer, .required = true, .minimum = 1, .maximum = 9999, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Fiscal year"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "With a calendar the year that names the fiscal year (2027 = FY2027); without one the plan year (1 = months 1-12).")},
    {.block = "fiscalYearBudget", .key = "total", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Total"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capex and opex together, not split.")},
    {.block = "fiscalYearBudget", .key = "capex", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Capex"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Capital expenditure of the fiscal year.")},
    {.block = "fiscalYearBudget", .key = "opex", .type = FieldType::Number, .minimum = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Opex"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Operating expenditure of the fiscal year.")},
    {.block = "finance", .key = "timing", .type = FieldType::Choice, .choices = "monthly|yearly", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "monthly"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cash-flow timing"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "monthly: purchases and upfront payments at the start of their month, other costs at its end, monthly rate (1 + d)^(1/12) - 1; yearly: purchases of month 1 at time 0, everything else at the end of its plan year, rate d (the layout of textbook buy-versus-rent examples).")},
    {.block = "finance", .key = "endOfHorizon", .type = FieldType::Choice, .choices = "bookValue|nothing|resale", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "bookValue"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Owned assets at the end"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What owning is credited with for servers still in service when the horizon ends, in the comparison totals and ranking (cash view) and in the decision metrics: their book value (default), nothing, or their expected resale value (resale, from resaleByAge).")},
    {.block = "finance", .key = "resaleByAge", .type = FieldType::Array, .minimum = 1, .child = "resalePoint",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Resale value by age"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Expected resale value of the hardware (not installation) by age, for endOfHorizon resale: points of age and percent of the fleet's hardware capex, linear between them, flat beyond; one point gives one percent at any age. Published figures: 25-35 % for an H100 at 36 months.")},
    {.block = "resalePoint", .key = "ageMonths", .type = FieldType::Integer, .required = true, .minimum = 0, .maximum = 240, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Age"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months since the fleet entered its life; ages increase from point to point.")},
    {.block = "resalePoint", .key = "percent", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "% of hardware"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Resale value"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Expected resale value at that age, share of the fleet's hardware capex.")},
    {.block = "vat", .key = "pricesIncludeVat", .type = FieldType::Boolean, .defaultValue = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Prices include VAT"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Whether the prices entered include VAT (含税). Default true: Chinese list prices and quotes are usually quoted with VAT; set false on an option whose prices exclude it (AWS list prices, for one).")},
    {.block = "vat", .key = "inputVatRecoverable", .type = FieldType::Boolean, .defaultValue = 1,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Input VAT recoverable"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "true for a general taxpayer (一般纳税人), who deducts input VAT (进项税额) from output VAT; false for a small-scale taxpayer (小规模纳税人) or an entity outside VAT, for whom VAT is a cost.")},
    {.block = "vat", .key = "results", .type = FieldType::Choice, .choices = "costToCompany|excludingVat", .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "costToCompany"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Results"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "costToCompany: amounts exclude VAT that is recovered and include VAT that is not (what the company bears); excludingVat: amounts exclude all VAT.")},
    {.block = "vat", .key = "ratesPercent", .type = FieldType::Object, .child = "vatRates",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "VAT rates"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Rates by price class, in percent; each absent rate is its default.")},
    {.block = "optionVat", .key = "pricesIncludeVat", .type = FieldType::Boolean,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the scenario's"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Prices include VAT"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Whether this option's prices include VAT.")},
    {.block = "optionVat", .key = "ratesPercent", .type = FieldType::Object, .child = "vatRates",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "VAT rates"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Rates of this option's price classes; each absent rate is the scenario's.")},
    {.block = "vatRates", .key = "cloud", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 6, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cloud services"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Instances, reserved terms, storage, traffic and other fees, cloud bridging: 6 % (modern services; cloud computing is invoiced at 6 %).")},
    {.block = "vatRates", .key = "hardware", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 13, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Hardware"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Servers, fabric, storage systems, installation, and their resale: 13 % (goods).")},
    {.block = "vatRates", .key = "power", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 13, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "13 % (electricity is taxed as goods).")},
    {.block = "vatRates", .key = "space", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 6, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Colocation"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Racks and colocation: 6 % as IDC services (value-added telecom); enter 9 % for a lease of real property. Use the rate on the invoice.")},
    {.block = "vatRates", .key = "staff", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Staff"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "0 %: salaries carry no VAT (6 % for outsourced operations services).")},
    {.block = "vatRates", .key = "maintenance", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 13, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maintenance"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Repair, replacement and spares: 13 % (6 % for a pure support-service contract).")},
    {.block = "vatRates", .key = "operations", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 6, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Operations"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The monthly running-cost lump sum and maintenance hours: 6 % (services).")},
    {.block = "vatRates", .key = "interest", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Interest"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "0 %: the input VAT on loan interest cannot be deducted, so interest is a cost as paid. A finance lease's interest is invoiced at 13 % and deductible: enter 13 for it.")},
    {.block = "incomeTax", .key = "ratePercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .defaultValue = 25, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Income tax rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "25 % standard enterprise income tax rate; 15 % for qualified high-tech enterprises.")},
    {.block = "incomeTax", .key = "depreciationYears", .type = FieldType::Integer, .minimum = 1, .maximum = 50, .defaultValue = 3, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "years"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Tax depreciation life"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Straight-line tax depreciation of servers from the month they enter service, separate from book depreciation. Electronic equipment: at least 3 years (Regulations on the Implementation of the Enterprise Income Tax Law, article 60).")},
    {.block = "incomeTax", .key = "fullDeduction", .type = FieldType::Boolean, .defaultValue = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "One-off full deduction"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Deduct servers in full in the month they enter service when the unit price is within the limit and the month of purchase within the validity dates (MOF/STA announcement 2023 No. 37: units up to 5 million CNY bought 2024-01-01 to 2027-12-31). Needs a calendar.")},
    {.block = "incomeTax", .key = "fullDeductionFrom", .type = FieldType::Month,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "2024-01"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Full deduction from"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "First month of purchase the one-off deduction covers, YYYY-MM.")},
    {.block = "incomeTax", .key = "fullDeductionUntil", .type = FieldType::Month,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "2027-12"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Full deduction until"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Last month of purchase the one-off deduction covers, YYYY-MM.")},
    {.block = "incomeTax", .key = "fullDeductionUnitLimit", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .defaultValue = 5000000, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "CNY per unit"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Full deduction limit"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Highest price of one unit (a server) the one-off deduction covers, in CNY, on the price booked (excluding recovered VAT).")},
    {.block = "variant", .key = "name", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The variant's name.")},
    {.block = "variant", .key = "drivers", .type = FieldType::Drivers, .required = true, .child = "drivers",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Inputs"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What-if inputs and their values.")},
    {.block = "drivers", .key = "gpuCount", .type = FieldType::Number, .minimum = 1, .maximum = 1e7, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPU count"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs needed in year 1 (the scenario's demand).")},
    {.block = "drivers", .key = "utilizationPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Utilization"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of each month the GPUs are busy. Reserved terms and owned servers are paid whether busy or not.")},
    {.block = "drivers", .key = "horizonMonths", .type = FieldType::Number, .minimum = 1, .maximum = kMaxHorizonMonths, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Horizon"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months to plan for.")},
    {.block = "drivers", .key = "reservedDiscountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Reserved discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Discount off the on-demand price for every reserved or subscription term whose list price is known. Seed documents: long terms at 30-50% of list (3-5折).")},
    {.block = "drivers", .key = "spotDiscountPercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Spot discount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Discount off the on-demand price for every spot option whose list price is known. Seed documents: 70-90%; some spot prices equal on-demand.")},
    {.block = "drivers", .key = "spotMeanHoursBetweenInterruptions", .type = FieldType::Number, .minimum = 0, .minExclusive = true, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "h"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Spot interruptions"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Mean hours between interruptions of one spot instance, for every spot option.")},
    {.block = "drivers", .key = "electricityPricePerKwh", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 3,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per kWh"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Electricity price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Power price for every self-hosted option, in its power currency. China industrial average about 0.63 CNY/kWh; subsidised western data centres 0.4.")},
    {.block = "drivers", .key = "pue", .type = FieldType::Number, .minimum = 1, .maximum = 5, .decimals = 2,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "PUE"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Power usage effectiveness of every self-hosted site: 1.2-1.5 in China, 1.56 industry average, 1.1-1.2 hyperscale.")},
    {.block = "drivers", .key = "serverPriceChangePercent", .type = FieldType::Number, .minimum = -80, .maximum = 200, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Server price"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Change of every self-hosted server price against the scenario.")},
    {.block = "drivers", .key = "egressTbPerMonth", .type = FieldType::Number, .minimum = 0, .maximum = kHugeAmount / 1024, .decimals = 3,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "TB/month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Data leaving the cloud each month, for every option that pays internet egress.")},
    {.block = "drivers", .key = "exchangeRate", .type = FieldType::Number, .minimum = 1e-9, .maximum = 1e9, .decimals = 4,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Exchange rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Reporting currency per unit of the first foreign currency used.")},
    {.block = "drivers", .key = "discountRatePercent", .type = FieldType::Number, .minimum = 0, .maximum = 100, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%/year"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Discount rate"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Annual rate for the net present value (cost of capital).")},
    {.block = "drivers", .key = "budgetPercent", .type = FieldType::Number, .minimum = 0, .maximum = 500, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Budget"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Every budget amount as a share of the scenario's budget (100% = as approved): which options still fit, and what the budget buys.")},
    // Ecosystem compatibility (issue 18): accelerator speed, origin and compliance facts.
    {.block = "ecosystem", .key = "gpuModel", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "GPU model"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "GPU model id of the option's accelerator (e.g. h100-80gb, h20, ascend-910b; docs/ecosystem.md lists them with vendor, origin and peak). Empty: the demand's reference GPU.")},
    {.block = "ecosystem", .key = "relativeThroughput", .type = FieldType::Number, .minimum = 0, .maximum = 100, .minExclusive = true, .decimals = 2,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "dense BF16 peak of gpuModel / peak of the reference GPU; 1 when either is not known (must be entered)"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "x reference"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Relative throughput"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Training work one card does per hour, in reference cards (2.4 = 2.4 times the reference GPU). Best from a benchmark of your model; the default is the ratio of the vendors' dense BF16 peaks.")},
    {.block = "ecosystem", .key = "stackEfficiencyPercent", .type = FieldType::Number, .minimum = 0, .maximum = 200, .minExclusive = true, .defaultValue = 100, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Stack efficiency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Share of that throughput the software stack reaches on this option (CANN/MindSpore after a first port from CUDA: e.g. 70%). No published default: 100% = as mature as the reference stack.")},
    {.block = "ecosystem", .key = "acceleratorOrigin", .type = FieldType::Choice, .choices = "domestic|foreign",
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the GPU model's; unknown without one"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Accelerator origin"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "domestic: designed and supplied in China (信创); foreign: imported (NVIDIA's China parts H20, L20, A800 included).")},
    {.block = "ecosystem", .key = "dataLocation", .type = FieldType::Choice, .choices = "mainlandChina|outsideMainlandChina",
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "unknown"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data location"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Where the option keeps the training data (the region or the site). Hong Kong, Macao and overseas regions are outside mainland China.")},
    {.block = "ecosystem", .key = "rdma", .type = FieldType::Boolean,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "unknown"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "RDMA"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "true when the nodes are connected by RDMA (InfiniBand or RoCE), as multi-node training needs.")},
    {.block = "ecosystem", .key = "leadTimeMonths", .type = FieldType::Integer, .minimum = 0, .maximum = 120, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "self-hosted: the servers' lead time; cloud: 0"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Lead time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months until the capacity is there (quota, allocation of scarce cards, delivery), for the maximum lead time constraint.")},
    {.block = "oneTimeCost", .key = "name", .type = FieldType::Text, .required = true,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What it is, e.g. \"Port from CUDA to CANN\".")},
    {.block = "oneTimeCost", .key = "kind", .type = FieldType::Choice, .required = true, .choices = "porting|dataMove|setupFee|parallelRunning",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Kind"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "porting: engineering effort; dataMove: data pulled out of the current provider; setupFee: a fee or quote; parallelRunning: the old bill while both run. A label: every amount below adds up whatever the kind.")},
    {.block = "oneTimeCost", .key = "month", .type = FieldType::Integer, .minimum = 1, .maximum = kMaxHorizonMonths, .defaultValue = 1, .decimals = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Plan month it is paid in (the first month of parallel running), within the horizon.")},
    {.block = "oneTimeCost", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of its amounts.")},
    {.block = "oneTimeCost", .key = "amount", .type = FieldType::Number, .minimum = 0, .defaultValue = 0,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Amount"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "A lump sum: a set-up fee, a quote for the port.")},
    {.block = "oneTimeCost", .key = "personMonths", .type = FieldType::Number, .minimum = 0, .maximum = 1e6, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "person-months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Effort"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Engineering effort, e.g. porting CUDA code to CANN/MindSpore or converting models through ONNX.")},
    {.block = "oneTimeCost", .key = "costPerPersonMonth", .type = FieldType::Number, .minimum = 0, .defaultValue = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per person-month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Cost per person-month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Fully loaded monthly cost of one engineer.")},
    {.block = "oneTimeCost", .key = "dataGb", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GB"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data moved in"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Data pulled out of the current provider once (datasets, checkpoints), priced by egressTiers.")},
    {.block = "oneTimeCost", .key = "egressTiers", .type = FieldType::Array, .child = "egressTier",
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Egress tiers"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The current provider's internet egress price per GB, by tier (as fees.egress.tiers), applied to dataGb in one month.")},
    {.block = "oneTimeCost", .key = "parallelMonths", .type = FieldType::Integer, .minimum = 0, .maximum = kMaxHorizonMonths, .defaultValue = 0, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Parallel running"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Months the old platform is still paid while the new one starts, from month on.")},
    {.block = "oneTimeCost", .key = "parallelAmountPerMonth", .type = FieldType::Number, .minimum = 0, .defaultValue = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Old bill per month"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "What the old platform costs in each month of parallel running.")},
    {.block = "oneTimeCost", .key = "amortizeMonths", .type = FieldType::Integer, .minimum = 1, .maximum = kMaxHorizonMonths, .decimals = 0,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "from its month to the end of the horizon"),
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Amortized over"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Amortized view: the total spread evenly over this many months from its month (months after the horizon are not in the totals).")},
    {.block = "managedPlatform", .key = "name", .type = FieldType::Text,
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Name"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "The platform, e.g. PAI-DLC or ModelArts.")},
    {.block = "managedPlatform", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the fee.")},
    {.block = "managedPlatform", .key = "feePerInstanceHour", .type = FieldType::Number, .minimum = 0, .defaultValue = 0, .decimals = 4,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per instance-hour"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Platform fee"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Charged for every instance-hour used (busy hours).")},
    {.block = "managedPlatform", .key = "surchargePercent", .type = FieldType::Number, .minimum = 0, .maximum = 1000, .defaultValue = 0, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "%"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Surcharge"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Added to the compute bill (on-demand, spot, reserved) of each month.")},
    {.block = "cloudStaff", .key = "instancesPerFte", .type = FieldType::Number, .required = true, .minimum = 0, .maximum = 1e6, .minExclusive = true, .decimals = 1,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "instances"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Instances per FTE"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Instances one engineer runs; FTE = instances needed / this (fractions count).")},
    {.block = "cloudStaff", .key = "monthlyCostPerFte", .type = FieldType::Number, .required = true, .minimum = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "per month"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Monthly cost per FTE"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Fully loaded (salary, social insurance, overhead).")},
    {.block = "cloudStaff", .key = "currency", .type = FieldType::Currency,
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "the option's currency"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Currency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Currency of the cost.")},
    {.block = "constraints", .key = "acceleratorOrigin", .type = FieldType::Choice, .choices = "any|domestic",
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "any"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Allowed accelerators"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "domestic: only options whose accelerator is known to be domestic (信创) may be recommended.")},
    {.block = "constraints", .key = "dataResidency", .type = FieldType::Choice, .choices = "anywhere|mainlandChina",
     .defaultText = QT_TRANSLATE_NOOP("gputco::Fields", "anywhere"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Data residency"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "mainlandChina: only options known to keep the data in mainland China may be recommended.")},
    {.block = "constraints", .key = "rdmaRequiredAboveGpus", .type = FieldType::Integer, .minimum = 0, .maximum = 1e7, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "GPUs"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "RDMA required above"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "An option that uses more GPUs than this (after sizing) must have RDMA; multi-node training without it can lose half its speed (COST-MODEL section 2).")},
    {.block = "constraints", .key = "maxLeadTimeMonths", .type = FieldType::Integer, .minimum = 0, .maximum = 120, .decimals = 0,
     .unit = QT_TRANSLATE_NOOP("gputco::Fields", "months"),
     .label = QT_TRANSLATE_NOOP("gputco::Fields", "Maximum lead time"),
     .help = QT_TRANSLATE_NOOP("gputco::Fields", "Options whose capacity takes longer to arrive are not recommended.")},
};

const BlockSpec kBlocks[] = {
    {"scenario", "Top level"},
    {"exchangeRate", "exchangeRates[]"},
    {"priceTrends", "priceTrends"},
    {"demand", "demand (capacity view)", nullptr, nullptr, "busyHoursPerMonth|utilizationPercent"},
    {"option", "Options"},
    {"cloud", "Cloud options (\"type\": \"cloud\")", "option", "cloud", "onDemand/reserved/commitments/spot;!onDemand+spot;!reserved+commitments"},
    {"onDemand", "onDemand", nullptr, nullptr, "pricePerInstanceHour|onDemandPricePerInstanceHour+discountPercent|quoteNeeded"},
    {"reserved", "reserved", nullptr, nullptr,
     "upfrontPerInstance/monthlyPerInstance/listUpfrontPerInstance/listMonthlyPerInstance|effectivePricePerInstanceHour|"
     "onDemandPricePerInstanceHour+discountPercent|quoteNeeded;"
     "!instances+sharePercent;listUpfrontPerInstance>negotiatedDiscountPercent;listMonthlyPerInstance>negotiatedDiscountPercent"},
    {"spot", "spot", nullptr, nullptr,
     "pricePerInstanceHour|onDemandPricePerInstanceHour+discountPercent|quoteNeeded;"
     "interruptionsPerInstanceHour|meanHoursBetweenInterruptions"},
    {"selfHosted", "Self-hosted options (\"type\": \"selfHosted\")", "option", "selfHosted"},
    {"servers", "servers", nullptr, nullptr, "pricePerServer|quoteNeeded"},
    {"capex", "capex"},
    {"depreciation", "depreciation"},
    {"power", "power"},
    {"space", "space", nullptr, nullptr, "pricePerRackMonth>kwPerRack"},
    {"staff", "staff"},
    {"operations", "operations"},
    {"financing", "financing"},
    {"fees", "fees (hidden fees, any option)"},
    {"egress", "fees.egress"},
    {"egressTier", "fees.egress.tiers[]"},
    {"bandwidth", "fees.bandwidth"},
    {"crossAz", "fees.crossAz"},
    {"storageVolume", "fees.storage[]"},
    {"checkpoints", "fees.checkpoints"},
    {"requestFee", "fees.requests[]"},
    {"provisioned", "fees.provisioned"},
    {"otherFee", "fees.other[]"},
    {"job", "job", nullptr, nullptr, "usefulGpuHours|trainingFlops|parameters+tokens"},
    {"storageClass", "job.storageClasses[]"},
    {"interconnect", "job.interconnects[]"},
    {"optionProfile", "job.optionProfiles[]"},
    {"uncertainty", "uncertainty"},
    {"uncertainInput", "uncertainty.inputs[]"},
    {"calendar", "calendar"},
    {"budget", "budget", nullptr, nullptr, "perYear|horizonTotal|fiscalYears"},
    {"budgetAmount", "budget.perYear, budget.horizonTotal", nullptr, nullptr, "total|capex+opex"},
    {"fiscalYearBudget", "budget.fiscalYears[]", nullptr, nullptr, "total|capex+opex"},
    {"finance", "finance"},
    {"resalePoint", "finance.resaleByAge[]"},
    {"vat", "vat"},
    {"optionVat", "options[].vat"},
    {"vatRates", "vat.ratesPercent, options[].vat.ratesPercent"},
    {"incomeTax", "incomeTax"},
    {"variant", "variants[]"},
    {"drivers", "variants[].drivers (what-if inputs)"},
    {"ecosystem", "options[].ecosystem"},
    {"oneTimeCost", "options[].oneTimeCosts[]"},
    {"managedPlatform", "managedPlatform (cloud options)"},
    {"cloudStaff", "operationsStaff (cloud options)"},
    {"constraints", "constraints"},
};
// clang-format on

QString translatedText(const char *text)
{
    return text && *text ? QCoreApplication::translate("gputco::Fields", text) : QString();
}

QString num(double v)
{
    if (v >= 1e6 && v == std::pow(10.0, std::round(std::log10(v))))
        return QStringLiteral("10^%1").arg(int(std::round(std::log10(v))));
    if (v == 9007199254740991.0)
        return QStringLiteral("2^53 - 1");
    return QString::number(v, 'g', 12);
}

/// The index of every field by block and key, built once.
const QHash<QByteArray, const FieldSpec *> &index()
{
    static const QHash<QByteArray, const FieldSpec *> byKey = [] {
        QHash<QByteArray, const FieldSpec *> h;
        for (const FieldSpec &f : kFields)
            h.insert(QByteArray(f.block) + '.' + f.key, &f);
        return h;
    }();
    return byKey;
}

using ojson = nlohmann::ordered_json;

ojson fieldSchema(const FieldSpec &f)
{
    ojson j;
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        j["type"] = f.type == FieldType::Integer ? "integer" : "number";
        if (f.minExclusive)
            j["exclusiveMinimum"] = f.minimum;
        else
            j["minimum"] = f.minimum;
        j["maximum"] = f.maximum;
        if (f.defaultValue)
            j["default"] = *f.defaultValue;
        break;
    case FieldType::Boolean:
        j["type"] = "boolean";
        if (f.defaultValue)
            j["default"] = *f.defaultValue != 0.0;
        break;
    case FieldType::Text:
        j["type"] = "string";
        if (f.required)
            j["pattern"] = "\\S";
        break;
    case FieldType::Currency: {
        ojson codes = ojson::array();
        for (const QString &c : ScenarioLoader::knownCurrencies())
            codes.push_back(c.toStdString());
        j["enum"] = codes;
        break;
    }
    case FieldType::Date:
        j["type"] = "string";
        j["pattern"] = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";
        break;
    case FieldType::Month:
        j["type"] = "string";
        j["pattern"] = "^[0-9]{4}-(0[1-9]|1[0-2])$";
        break;
    case FieldType::Choice: {
        ojson words = ojson::array();
        for (const QString &w : f.choiceList())
            words.push_back(w.toStdString());
        j["enum"] = words;
        break;
    }
    case FieldType::Object:
    case FieldType::Drivers: j["$ref"] = std::string("#/$defs/") + f.child; break;
    case FieldType::Array:
        j["type"] = "array";
        j["items"] = {{"$ref", std::string("#/$defs/") + f.child}};
        if (f.minimum > 0)
            j["minItems"] = int(f.minimum);
        break;
    }
    QString description = QString::fromUtf8(f.help);
    if (f.unit && *f.unit)
        description = QStringLiteral("[%1] %2").arg(QString::fromUtf8(f.unit), description);
    j["description"] = description.toStdString();
    return j;
}

ojson required(const QStringList &keys)
{
    ojson a = ojson::array();
    for (const QString &k : keys)
        a.push_back(k.toStdString());
    return ojson{{"required", a}};
}

/// The JSON Schema of one rule (see BlockSpec::rules).
ojson ruleSchema(const QString &rule)
{
    if (rule.startsWith(QLatin1Char('!')))
        return {{"not", required(rule.mid(1).split(QLatin1Char('+')))}};
    if (rule.contains(QLatin1Char('>'))) {
        const QString a = rule.section(QLatin1Char('>'), 0, 0), b = rule.section(QLatin1Char('>'), 1);
        return {{"dependentRequired", {{a.toStdString(), {b.toStdString()}}}}};
    }
    ojson alternatives = ojson::array();
    for (const QString &alt : rule.split(QLatin1Char('|'))) {
        if (alt.contains(QLatin1Char('/'))) {
            ojson any = ojson::array();
            for (const QString &k : alt.split(QLatin1Char('/')))
                any.push_back(required({k}));
            alternatives.push_back({{"anyOf", any}});
        } else {
            alternatives.push_back(required(alt.split(QLatin1Char('+'))));
        }
    }
    return {{"oneOf", alternatives}};
}

/// Properties, required list and rules of one block (not the object frame).
void addBlock(ojson &j, const BlockSpec &b)
{
    ojson props = ojson::object();
    QStringList req;
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(b.id)) {
        props[f->key] = fieldSchema(*f);
        if (f->required)
            req << QString::fromLatin1(f->key);
    }
    j["properties"] = props;
    if (!req.isEmpty())
        j["required"] = required(req)["required"];
    if (b.rules) {
        ojson all = ojson::array();
        for (const QString &rule : QString::fromLatin1(b.rules).split(QLatin1Char(';')))
            all.push_back(ruleSchema(rule));
        j["allOf"] = all;
    }
}

/// A rule in words, for the docs.
QString ruleText(const QString &rule)
{
    auto code = [](const QString &k) { return QStringLiteral("`%1`").arg(k); };
    if (rule.startsWith(QLatin1Char('!'))) {
        QStringList keys;
        for (const QString &k : rule.mid(1).split(QLatin1Char('+')))
            keys << code(k);
        return QStringLiteral("not %1 together").arg(keys.join(QStringLiteral(" and ")));
    }
    if (rule.contains(QLatin1Char('>')))
        return QStringLiteral("%1 needs %2")
            .arg(code(rule.section(QLatin1Char('>'), 0, 0)), code(rule.section(QLatin1Char('>'), 1)));
    QStringList alternatives;
    for (const QString &alt : rule.split(QLatin1Char('|'))) {
        QStringList keys;
        if (alt.contains(QLatin1Char('/'))) {
            for (const QString &k : alt.split(QLatin1Char('/')))
                keys << code(k);
            alternatives << QStringLiteral("at least one of %1").arg(keys.join(QStringLiteral(", ")));
        } else {
            for (const QString &k : alt.split(QLatin1Char('+')))
                keys << code(k);
            alternatives << keys.join(QStringLiteral(" with "));
        }
    }
    return alternatives.size() == 1 ? alternatives.first()
                                    : QStringLiteral("exactly one of: %1").arg(alternatives.join(QStringLiteral("; ")));
}

QString typeText(const FieldSpec &f)
{
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
        return (f.isInteger() ? QStringLiteral("integer ") : QStringLiteral("number ")) + f.rangeText();
    case FieldType::Boolean: return QStringLiteral("true/false");
    case FieldType::Text: return QStringLiteral("string");
    case FieldType::Currency: return QStringLiteral("ISO 4217 code");
    case FieldType::Date: return QStringLiteral("YYYY-MM-DD");
    case FieldType::Month: return QStringLiteral("YYYY-MM");
    case FieldType::Choice: {
        QStringList words;
        for (const QString &w : f.choiceList())
            words << QStringLiteral("`%1`").arg(w);
        return words.join(QStringLiteral(", "));
    }
    case FieldType::Object:
    case FieldType::Drivers: return QStringLiteral("object");
    case FieldType::Array:
        return f.minimum > 0 ? QStringLiteral("array, at least %1").arg(num(f.minimum)) : QStringLiteral("array");
    }
    return {};
}

} // namespace

QString FieldSpec::translatedLabel() const
{
    return translatedText(label);
}

QString FieldSpec::translatedUnit() const
{
    return translatedText(unit);
}

QString FieldSpec::translatedHelp() const
{
    return translatedText(help);
}

QStringList FieldSpec::choiceList() const
{
    return choices ? QString::fromLatin1(choices).split(QLatin1Char('|')) : QStringList();
}

QString FieldSpec::rangeText() const
{
    if (type != FieldType::Number && type != FieldType::Integer)
        return {};
    const bool open = maximum >= kHugeAmount;
    if (minExclusive)
        return open ? QStringLiteral("> %1").arg(num(minimum))
                    : QStringLiteral("> %1, ≤ %2").arg(num(minimum), num(maximum));
    if (open)
        return QStringLiteral("≥ %1").arg(num(minimum));
    return QStringLiteral("%1..%2").arg(num(minimum), num(maximum));
}

double FieldSpec::editorMinimum() const
{
    return minExclusive ? minimum + std::pow(10.0, -decimals) : minimum;
}

namespace ScenarioSchema {

std::span<const FieldSpec> fields()
{
    return kFields;
}

std::span<const BlockSpec> blocks()
{
    return kBlocks;
}

const FieldSpec *find(std::string_view block, std::string_view key)
{
    QByteArray k(block.data(), qsizetype(block.size()));
    k += '.';
    k.append(key.data(), qsizetype(key.size()));
    return index().value(k, nullptr);
}

const FieldSpec &field(std::string_view block, std::string_view key)
{
    const FieldSpec *f = find(block, key);
    if (!f)
        qFatal("scenario field %.*s.%.*s is not declared in models/scenario/scenariofields.cpp", int(block.size()),
            block.data(), int(key.size()), key.data());
    return *f;
}

const BlockSpec *findBlock(std::string_view id)
{
    for (const BlockSpec &b : kBlocks)
        if (id == b.id)
            return &b;
    return nullptr;
}

const std::vector<KeyedField> &blockFields(std::string_view block)
{
    static const std::unordered_map<std::string_view, std::vector<KeyedField>> byBlock = [] {
        std::unordered_map<std::string_view, std::vector<KeyedField>> m;
        for (const BlockSpec &b : kBlocks) {
            std::vector<KeyedField> fields;
            for (const FieldSpec *f : fieldsOf(b.id))
                fields.push_back({f->key, f});
            m.emplace(b.id, std::move(fields));
        }
        return m;
    }();
    static const std::vector<KeyedField> none;
    const auto it = byBlock.find(block);
    return it == byBlock.end() ? none : it->second;
}

const FieldSpec *findIn(const std::vector<KeyedField> &fields, std::string_view key)
{
    for (const KeyedField &f : fields)
        if (f.key == key)
            return f.spec;
    return nullptr;
}

std::vector<const FieldSpec *> fieldsOf(std::string_view block)
{
    std::vector<const FieldSpec *> out;
    for (const FieldSpec &f : kFields)
        if (block == f.block)
            out.push_back(&f);
    return out;
}

QByteArray jsonSchema()
{
    ojson defs = ojson::object();
    for (const BlockSpec &b : kBlocks) {
        if (b.extends)
            continue;
        ojson j;
        j["type"] = "object";
        j["title"] = b.title;
        addBlock(j, b);
        j["patternProperties"] = {{"^x-", ojson::object()}};
        ojson variants = ojson::array();
        for (const BlockSpec &e : kBlocks) {
            if (!e.extends || std::string_view(e.extends) != b.id)
                continue;
            ojson then;
            addBlock(then, e);
            variants.push_back(
                {{"if", {{"properties", {{"type", {{"const", e.when}}}}}, {"required", {"type"}}}}, {"then", then}});
        }
        if (variants.empty()) {
            j["additionalProperties"] = false;
        } else {
            if (j.contains("allOf"))
                for (auto &v : variants)
                    j["allOf"].push_back(v);
            else
                j["allOf"] = variants;
            j["unevaluatedProperties"] = false;
        }
        defs[b.id] = j;
    }
    ojson root;
    root["$schema"] = "https://json-schema.org/draft/2020-12/schema";
    root["title"] = "GPU TCO Planner scenario";
    root["description"]
        = "A .gputco.json scenario file, format version 1. Generated from models/scenario/scenariofields.cpp "
          "by `gputco-cli schema`; see docs/scenario-format.md.";
    root["$ref"] = "#/$defs/scenario";
    root["$defs"] = defs;
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

QString markdownTable(std::string_view block)
{
    const BlockSpec *b = findBlock(block);
    if (!b)
        return {};
    QStringList lines;
    lines << QStringLiteral("| field | type | unit | required | default | meaning |")
          << QStringLiteral("|---|---|---|---|---|---|");
    QStringList ruleKeys;
    if (b->rules)
        ruleKeys
            = QString::fromLatin1(b->rules).split(QRegularExpression(QStringLiteral("[;|+/!>]")), Qt::SkipEmptyParts);
    for (const FieldSpec *f : fieldsOf(block)) {
        const QString key = QString::fromLatin1(f->key);
        QString req = f->required    ? QStringLiteral("yes")
            : ruleKeys.contains(key) ? QStringLiteral("see below")
                                     : QStringLiteral("no");
        QString def;
        if (f->defaultText)
            def = QString::fromUtf8(f->defaultText);
        else if (f->defaultValue)
            def = f->type == FieldType::Boolean
                ? (*f->defaultValue != 0.0 ? QStringLiteral("true") : QStringLiteral("false"))
                : num(*f->defaultValue);
        QString help = QString::fromUtf8(f->help);
        if (f->quoteable)
            help += QStringLiteral(" May be left out with `quoteNeeded` while a quote is awaited.");
        help.replace(QLatin1Char('|'), QStringLiteral("\\|"));
        lines << QStringLiteral("| `%1` | %2 | %3 | %4 | %5 | %6 |")
                     .arg(key, typeText(*f), QString::fromUtf8(f->unit), req, def, help);
    }
    if (b->rules) {
        lines << QString();
        for (const QString &rule : QString::fromLatin1(b->rules).split(QLatin1Char(';')))
            lines << QStringLiteral("- ") + ruleText(rule) + QLatin1Char('.');
    }
    return lines.join(QLatin1Char('\n'));
}

QString updateMarkdown(const QString &markdown)
{
    static const QRegularExpression section(QStringLiteral("<!-- fields:([A-Za-z]+) -->\\n.*?<!-- /fields -->"),
        QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype at = 0;
    auto it = section.globalMatch(markdown);
    while (it.hasNext()) {
        const auto m = it.next();
        out += markdown.mid(at, m.capturedStart() - at);
        out += QStringLiteral("<!-- fields:%1 -->\n%2\n<!-- /fields -->")
                   .arg(m.captured(1), markdownTable(m.captured(1).toStdString()));
        at = m.capturedEnd();
    }
    out += markdown.mid(at);
    return out;
}

} // namespace ScenarioSchema

} // namespace gputco
