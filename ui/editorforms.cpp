// The scenario editor's forms: one row per field of the table, built from the field's row
// (label, unit, tooltip, range) and bound through its member (ScenarioSchema::field<&X::y>());
// rows whose edit does more than set a value keep their rule here. See scenarioeditor.h.
#include "calendar.h"
#include "editorplaces.h"
#include "edits.h"
#include "provenancedialog.h"
#include "scenarioloader.h"
#include "sizing.h"

#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <cmath>

namespace gputco {

using namespace EditorPlaces;
using ScenarioSchema::field;

namespace {

/// Validator of a price that may await a quote: 0 means the quote is still needed.
ScenarioEditor::Validator priceNeeded(std::function<std::optional<double>(const Scenario &, int)> price)
{
    return [price](const Scenario &s, int i) {
        const auto v = price(s, i);
        return v && *v <= 0 ? ScenarioEditor::tr("Price needed: ask for a quote.") : QString();
    };
}

std::optional<double> onDemandPrice(const Scenario &s, int i)
{
    auto *c = cloudOf(s, i);
    return c && c->onDemand ? std::optional<double>(c->onDemand->pricePerInstanceHour) : std::nullopt;
}

std::optional<double> spotPrice(const Scenario &s, int i)
{
    auto *c = cloudOf(s, i);
    return c && c->spot ? std::optional<double>(c->spot->pricePerInstanceHour) : std::nullopt;
}

std::optional<double> reservedTotal(const Scenario &s, int i)
{
    auto *c = cloudOf(s, i);
    if (!c || !c->reserved)
        return std::nullopt;
    const ReservedAmounts a = c->reserved->amounts(s.hoursPerMonth);
    return a.upfront + a.monthly;
}

} // namespace

void ScenarioEditor::buildScenarioForm(QFormLayout *form)
{
    addText(form, kScenario, field<&Scenario::name>());
    form->addRow(mCurrencyLabel, mCurrency);
    mCurrency->addItems(ScenarioLoader::knownCurrencies());
    mCurrency->setObjectName(widgetName(field<&Scenario::reportingCurrency>()));
    mPricing->setObjectName(QStringLiteral("pricing"));
    mPayment->setObjectName(widgetName(field<&ReservedPricing::payment>()));
    connect(mCurrency, &QComboBox::currentTextChanged, this, [this](const QString &code) {
        if (mRefreshing || code == mDocument->scenario().reportingCurrency)
            return;
        // Amounts keep their currency (pinned) and are converted; no rate, no change.
        mDocument->changeReportingCurrency(code);
    });
    addNumber(form, kScenario, field<&Scenario::horizonMonths>());
    addNumber(
        form, field<&Scenario::hoursPerMonth>(),
        [](const Scenario &s, int) { return std::optional<double>(s.hoursPerMonth); },
        [](Scenario &s, int, double v) { Edits::setHoursPerMonth(s, v); });
    addNumber(form, kScenario, field<&Scenario::discountRatePerYear>());
    addText(form, kDemand, field<&Demand::gpuClass>());
    addNumber(form, kDemand, field<&Demand::gpuCount>());
    addNumber(
        form, field<&Demand::busyHoursPerMonth>(),
        [](const Scenario &s, int) { return std::optional<double>(s.demand.busyHoursPerMonth); },
        [](Scenario &s, int, double v) { Edits::setBusyHours(s, v); });
    addNumber(form, kDemand, field<&Demand::growthPercentPerYear>());
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(field<&Scenario::priceTrends>().child))
        addNumber(form, kPriceTrends, *f);
    buildBudgetRows(form);
    buildFinanceRows(form);
    buildTaxRows(form);
    buildConstraintRows(form);
}

void ScenarioEditor::buildConstraintRows(QFormLayout *form)
{
    mConstraintsTitle = new QLabel(this);
    form->addRow(mConstraintsTitle);
    mOrigin = new QComboBox(this);
    mOriginLabel = new QLabel(this);
    mResidency = new QComboBox(this);
    mResidencyLabel = new QLabel(this);
    for (QComboBox *c : {mOrigin, mResidency})
        c->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    for (const auto &[combo, spec] :
        {std::pair{mOrigin, &field<&Constraints::origin>()}, std::pair{mResidency, &field<&Constraints::residency>()}})
        combo->setObjectName(QStringLiteral("%1.%2").arg(QLatin1String(spec->block), QLatin1String(spec->key)));
    mOriginLabel->setBuddy(mOrigin);
    mResidencyLabel->setBuddy(mResidency);
    form->addRow(mOriginLabel, mOrigin);
    form->addRow(mResidencyLabel, mResidency);
    connect(mOrigin, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (mRefreshing || i < 0)
            return;
        const auto rule = OriginRule(mOrigin->itemData(i).toInt());
        mDocument->editScenario(
            tr("Change allowed accelerators"), [rule](Scenario &s) { s.constraints.origin = rule; });
    });
    connect(mResidency, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (mRefreshing || i < 0)
            return;
        const auto rule = ResidencyRule(mResidency->itemData(i).toInt());
        mDocument->editScenario(tr("Change data residency"), [rule](Scenario &s) { s.constraints.residency = rule; });
    });
    // Below the field's minimum: "none" (no such rule).
    const auto limit = [this, form](const FieldSpec &spec, std::optional<int> Constraints::*member) {
        addNumber(
            form, spec,
            [member](const Scenario &s, int) { return std::optional<double>((s.constraints.*member).value_or(-1)); },
            [member](Scenario &s, int, double v) {
                const int n = int(std::lround(v));
                s.constraints.*member = n >= 0 ? std::optional<int>(n) : std::nullopt;
            })
            ->setMinimum(-1);
    };
    limit(field<&Constraints::rdmaRequiredAboveGpus>(), &Constraints::rdmaRequiredAboveGpus);
    limit(field<&Constraints::maxLeadTimeMonths>(), &Constraints::maxLeadTimeMonths);
}

/// Finance conventions (docs/finance.md): the decision timing, and what owned servers are
/// credited with at the end of the horizon (a single resale percent; a table by age is edited
/// in the file, its row is then disabled).
void ScenarioEditor::buildFinanceRows(QFormLayout *form)
{
    addChoice(
        form, kFinance, field<&FinanceSettings::timing>(), [] { return tr("Decision timing"); },
        [] {
            return std::vector<std::pair<QString, int>>{
                {tr("Monthly"), int(FinanceTiming::Monthly)}, {tr("Yearly"), int(FinanceTiming::Yearly)}};
        });
    addChoice(
        form, field<&FinanceSettings::endOfHorizon>(), [] { return tr("Credit at the end of the horizon"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Book value"), int(EndOfHorizon::BookValue)},
                {tr("Nothing"), int(EndOfHorizon::Nothing)}, {tr("Expected resale value"), int(EndOfHorizon::Resale)}};
        },
        [](const Scenario &s, int) { return std::optional<int>(int(s.finance.endOfHorizon)); },
        [](Scenario &s, int, int v) { Edits::setEndOfHorizon(s.finance, EndOfHorizon(v)); });
    addNumber(
        form, field<&ResalePoint::percent>(),
        [](const Scenario &s, int) {
            return s.finance.resaleByAge.size() == 1 ? std::optional<double>(s.finance.resaleByAge[0].percent)
                                                     : std::nullopt;
        },
        [](Scenario &s, int, double v) { Edits::setResalePercent(s.finance, v); });
}

/// VAT and income tax (docs/finance.md): the vat block and the incomeTax block, whose rows are
/// disabled while the block is not modelled.
void ScenarioEditor::buildTaxRows(QFormLayout *form)
{
    addChoice(
        form, field<&Scenario::vat>(), [] { return tr("VAT"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Not modelled"), int(Edits::VatChoice::NotModelled)},
                {tr("Prices include VAT (含税)"), int(Edits::VatChoice::PricesIncludeVat)},
                {tr("Prices exclude VAT (不含税)"), int(Edits::VatChoice::PricesExcludeVat)}};
        },
        [](const Scenario &s, int) {
            return std::optional<int>(!s.vat ? 0 : s.vat->pricesIncludeVat ? 1 : 2);
        },
        [](Scenario &s, int, int choice) { Edits::setVat(s, Edits::VatChoice(choice)); });
    addChoice(
        form, kVat, field<&VatSettings::inputVatRecoverable>(), [] { return tr("Input VAT"); },
        [] {
            return std::vector<std::pair<QString, int>>{
                {tr("Recoverable (general taxpayer)"), 1}, {tr("Not recoverable (small-scale taxpayer)"), 0}};
        });
    addChoice(
        form, kVat, field<&VatSettings::results>(), [] { return tr("Results"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Cost to the company"), int(VatResults::CostToCompany)},
                {tr("Excluding VAT"), int(VatResults::ExcludingVat)}};
        });
    addNumber(form, kVat, field<&VatSettings::recoveryLagMonths>());
    addChoice(
        form, field<&Scenario::incomeTax>(), [] { return tr("Income tax"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Not modelled"), 0}, {tr("After-tax figures"), 1}};
        },
        [](const Scenario &s, int) { return std::optional<int>(s.incomeTax ? 1 : 0); },
        [](Scenario &s, int, int choice) { Edits::setIncomeTax(s, choice == 1); });
    addNumber(form, kIncomeTax, field<&IncomeTax::rate>());
    addNumber(form, kIncomeTax, field<&IncomeTax::depreciationYears>());
    addChoice(
        form, kIncomeTax, field<&IncomeTax::fullDeduction>(), [] { return tr("One-off full deduction"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("No"), 0}, {tr("Yes, when eligible"), 1}};
        });
    addChoice(
        form, field<&IncomeTax::rdSuperDeduction>(), [] { return tr("R&D super deduction"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Not claimed"), 0}, {tr("Claimed (研发费用加计扣除)"), 1}};
        },
        [](const Scenario &s, int) {
            return s.incomeTax ? std::optional<int>(s.incomeTax->rdSuperDeduction ? 1 : 0) : std::nullopt;
        },
        [](Scenario &s, int, int choice) { Edits::setRdSuperDeduction(s, choice == 1); });
    addNumber(form, kRdSuperDeduction, field<&RdSuperDeduction::percent>());
    addNumber(form, kRdSuperDeduction, field<&RdSuperDeduction::rdSharePercent>());
}

/// Calendar and the simplest budget: one amount every fiscal year, as a total or as capex and
/// opex. Budgets given per fiscal year or for the horizon are edited in the file; their rows
/// here are then disabled.
void ScenarioEditor::buildBudgetRows(QFormLayout *form)
{
    form->addRow(mBudgetTitle);
    addText(
        form, field<&Calendar::startMonth>(), [](const Scenario &s, int) { return Calendars::startText(s.calendar); },
        [](Scenario &s, int, const QString &t) {
            Edits::setCalendarStart(s.calendar, t); // anything else than YYYY-MM: refresh() shows it again
        });
    addNumber(form, kCalendar, field<&Calendar::fiscalYearStartMonth>());
    // Which amount of a yearly budget a row edits; nullopt when the budget has another shape.
    using Part = std::optional<double> BudgetAmount::*;
    auto yearly = [](Part part, bool splitRow) {
        return [part, splitRow](const Scenario &s, int) -> std::optional<double> {
            if (!s.budget)
                return 0.0;
            if (!s.budget->everyYear || s.budget->everyYear->split() != splitRow)
                return std::nullopt;
            return (*s.budget->everyYear).*part;
        };
    };
    auto setYearly = [](Edits::BudgetPart part) {
        return [part](Scenario &s, int, double v) { Edits::setYearlyBudget(s, part, v); };
    };
    const CurrencyGetter currency = [](const Scenario &s, int) { return s.budget ? s.budget->currency : QString(); };
    addNumber(form, field<&BudgetAmount::total>(), yearly(&BudgetAmount::total, false),
        setYearly(Edits::BudgetPart::Total), {}, currency);
    addNumber(form, field<&BudgetAmount::capex>(), yearly(&BudgetAmount::capex, true),
        setYearly(Edits::BudgetPart::Capex), {}, currency);
    addNumber(form, field<&BudgetAmount::opex>(), yearly(&BudgetAmount::opex, true), setYearly(Edits::BudgetPart::Opex),
        {}, currency);
    // How spend counts against it (issue 34): disabled without a budget.
    addChoice(
        form, field<&Budget::capexBasis>(), [] { return tr("Servers count as capex"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("In full when ordered"), 0},
                {tr("In full when delivered"), 1}, {tr("In full when accepted (验收)"), 3}, {tr("As paid"), 2}};
        },
        [](const Scenario &s, int) -> std::optional<int> {
            if (!s.budget)
                return std::nullopt;
            if (s.budget->capexBasis == CapexBasis::Payments)
                return 2;
            switch (s.budget->acquiredAt) {
            case AcquisitionEvent::Order: return 0;
            case AcquisitionEvent::Delivery: return 1;
            case AcquisitionEvent::Acceptance: return 3;
            }
            return 0;
        },
        [](Scenario &s, int, int value) {
            if (!s.budget)
                return;
            s.budget->capexBasis = value == 2 ? CapexBasis::Payments : CapexBasis::Acquisition;
            if (value != 2)
                s.budget->acquiredAt = value == 1 ? AcquisitionEvent::Delivery
                    : value == 3                  ? AcquisitionEvent::Acceptance
                                                  : AcquisitionEvent::Order;
        });
    addNumber(form, kAcceptance, field<&Budget::acceptanceMonths>());
    addChoice(
        form, field<&Budget::amountsIncludeVat>(), [] { return tr("Budget amounts"); },
        [] {
            return std::vector<std::pair<QString, int>>{
                {tr("On the results' VAT basis"), -1}, {tr("Include VAT (含税)"), 1}, {tr("Exclude VAT"), 0}};
        },
        [](const Scenario &s, int) -> std::optional<int> {
            if (!s.budget)
                return std::nullopt;
            return s.budget->amountsIncludeVat ? int(*s.budget->amountsIncludeVat) : -1;
        },
        [](Scenario &s, int, int value) {
            if (s.budget)
                s.budget->amountsIncludeVat = value < 0 ? std::nullopt : std::optional<bool>(value == 1);
        });
}

void ScenarioEditor::buildCloudForm(QFormLayout *form)
{
    for (const FieldSpec *spec :
        {&field<&CloudOption::provider>(), &field<&CloudOption::region>(), &field<&CloudOption::instanceType>()})
        addText(form, kCloud, *spec);
    addNumber(form, kCloud, field<&CloudOption::gpusPerInstance>());
    addEcosystemRows(form);
    addProvenanceRows(form);
    form->addRow(mPricingLabel, mPricing);
    connect(mPricing, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (mRefreshing || row < 0)
            return;
        const int i = mCurrent;
        const int choice = mPricing->itemData(row).toInt();
        mDocument->editScenario(tr("Change pricing model"), [i, choice](Scenario &s) {
            if (auto *c = cloudIn(s, i))
                Edits::setPricingModel(*c, Edits::PricingModel(choice));
        });
    });
    addNumber(
        form, field<&OnDemandPricing::pricePerInstanceHour>(), onDemandPrice,
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->onDemand)
                Edits::setOnDemandPrice(*c->onDemand, v);
        },
        priceNeeded(onDemandPrice),
        [](const Scenario &s, int i) {
            const CloudOption *c = cloudOf(s, i);
            return c && c->onDemand ? c->onDemand->currency : QString();
        });
    addNumber(form, kReserved, field<&ReservedPricing::termMonths>());
    form->addRow(mPaymentLabel, mPayment);
    connect(mPayment, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (mRefreshing || row < 0)
            return;
        const int i = mCurrent;
        const int payment = mPayment->itemData(row).toInt();
        mDocument->editScenario(tr("Change payment option"), [i, payment](Scenario &s) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setPayment(*c->reserved, PaymentOption(payment));
        });
    });
    buildReservedRows(form);
    buildSpotRows(form);
    buildCloudFeeRows(form);
}

void ScenarioEditor::buildReservedRows(QFormLayout *form)
{
    const CurrencyGetter currency = kReserved.currency;
    // The amounts of the term (a quote, or what its hourly price comes to), as its payment has them.
    const auto amountRow = [&](const FieldSpec &spec, bool upfront) {
        addNumber(
            form, spec,
            [upfront](const Scenario &s, int i) -> std::optional<double> {
                auto *c = cloudOf(s, i);
                if (!c || !c->reserved
                    || c->reserved->payment == (upfront ? PaymentOption::NoUpfront : PaymentOption::AllUpfront))
                    return std::nullopt;
                const ReservedAmounts a = c->reserved->amounts(s.hoursPerMonth);
                return upfront ? a.upfront : a.monthly;
            },
            [upfront](Scenario &s, int i, double v) {
                if (auto *c = cloudIn(s, i); c && c->reserved)
                    Edits::setReservedAmount(*c->reserved, s.hoursPerMonth,
                        upfront ? Edits::TermAmount::Upfront : Edits::TermAmount::Monthly, v);
            },
            priceNeeded(reservedTotal), currency);
    };
    amountRow(field<&ReservedPricing::upfrontPerInstance>(), true);
    amountRow(field<&ReservedPricing::monthlyPerInstance>(), false);
    // 商务折扣 on a 包年包月 quote: the list amounts and the discount; the amounts above are then
    // list x (1 - discount). Shown for a quote (not for a term priced by the hour).
    const auto quotedTerm = [](const Scenario &s, int i) -> const ReservedPricing * {
        const CloudOption *c = cloudOf(s, i);
        return c && c->reserved && !c->reserved->derivedHourly() ? &*c->reserved : nullptr;
    };
    const auto listRow = [&](const FieldSpec &spec, bool upfront) {
        addNumber(
            form, spec,
            [quotedTerm, upfront](const Scenario &s, int i) -> std::optional<double> {
                const ReservedPricing *r = quotedTerm(s, i);
                if (!r || r->payment == (upfront ? PaymentOption::NoUpfront : PaymentOption::AllUpfront))
                    return std::nullopt;
                return (upfront ? r->listUpfrontPerInstance : r->listMonthlyPerInstance).value_or(0.0);
            },
            [upfront](Scenario &s, int i, double v) {
                if (auto *c = cloudIn(s, i); c && c->reserved)
                    Edits::setNegotiatedList(
                        *c->reserved, upfront ? Edits::TermAmount::Upfront : Edits::TermAmount::Monthly, v);
            },
            {}, currency);
    };
    listRow(field<&ReservedPricing::listUpfrontPerInstance>(), true);
    listRow(field<&ReservedPricing::listMonthlyPerInstance>(), false);
    addNumber(
        form, field<&ReservedPricing::negotiatedDiscountPercent>(),
        [quotedTerm](const Scenario &s, int i) {
            const ReservedPricing *r = quotedTerm(s, i);
            return r ? std::optional<double>(r->negotiatedDiscountPercent.value_or(0.0)) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setNegotiatedDiscount(*c->reserved, v);
        });
    addNumber(
        form, field<&ReservedPricing::instances>(),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c && c->reserved ? std::optional<double>(c->reserved->instances.value_or(0)) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved) {
                const int n = int(std::lround(v));
                c->reserved->instances = n > 0 ? std::optional<int>(n) : std::nullopt;
            }
        });
}

void ScenarioEditor::buildSpotRows(QFormLayout *form)
{
    addNumber(
        form, field<&SpotPricing::pricePerInstanceHour>(), spotPrice,
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->spot)
                Edits::setSpotPrice(*c->spot, v);
        },
        priceNeeded(spotPrice), kSpot.currency);
    addNumber(
        form, ScenarioSchema::fieldByTag(bind::inputTagOf<&SpotPricing::interruptionsPerInstanceHour>()),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c && c->spot ? std::optional<double>(
                       c->spot->interruptionsPerInstanceHour > 0 ? 1.0 / c->spot->interruptionsPerInstanceHour : 0.0)
                                : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->spot)
                c->spot->interruptionsPerInstanceHour = v > 0 ? 1.0 / v : 0.0;
        });
    for (const FieldSpec *spec : {&field<&SpotPricing::checkpointIntervalHours>(),
             &field<&SpotPricing::checkpointWriteHours>(), &field<&SpotPricing::restartHours>()})
        addNumber(form, kSpot, *spec);
}

void ScenarioEditor::buildCloudFeeRows(QFormLayout *form)
{
    const CurrencyGetter egressCurrency = [](const Scenario &s, int i) {
        const CloudOption *c = cloudOf(s, i);
        return c && c->fees.egress ? c->fees.egress->currency : QString();
    };
    addNumber(
        form, field<&EgressFee::gbPerMonth>(),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(c->fees.egress ? c->fees.egress->gbPerMonth : 0.0) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::egressFee(*c).gbPerMonth = v;
        });
    addNumber(
        form, field<&PriceTier::pricePerGb>(),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(
                       c->fees.egress && !c->fees.egress->tiers.empty() ? c->fees.egress->tiers.back().pricePerGb : 0.0)
                     : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::egressFee(*c).tiers.back().pricePerGb = v;
        },
        {}, egressCurrency);
    using Volume = double StorageVolume::*;
    const auto volumeRow = [&](const FieldSpec &spec, Volume member, CurrencyGetter currency) {
        addNumber(
            form, spec,
            [member](const Scenario &s, int i) {
                auto *c = cloudOf(s, i);
                return c ? std::optional<double>(c->fees.storage.empty() ? 0.0 : c->fees.storage.front().*member)
                         : std::nullopt;
            },
            [member](Scenario &s, int i, double v) {
                if (auto *c = cloudIn(s, i))
                    Edits::firstStorageVolume(*c).*member = v;
            },
            {}, std::move(currency));
    };
    volumeRow(field<&StorageVolume::gbProvisioned>(), &StorageVolume::gbProvisioned, {});
    volumeRow(field<&StorageVolume::pricePerGbMonth>(), &StorageVolume::pricePerGbMonth, [](const Scenario &s, int i) {
        const CloudOption *c = cloudOf(s, i);
        return c && !c->fees.storage.empty() ? c->fees.storage.front().currency : QString();
    });
    // Storage, egress, bandwidth or request prices from the catalog's fee price lists (the main
    // window opens the picker; the scenario records the preset's id).
    mFeePreset = new QPushButton(this);
    mFeePreset->setObjectName(QStringLiteral("feePreset"));
    connect(mFeePreset, &QPushButton::clicked, this, &ScenarioEditor::feePresetRequested);
    form->addRow(QString(), mFeePreset);
}

void ScenarioEditor::buildSelfHostedForm(QFormLayout *form)
{
    addNumber(
        form, field<&SelfHostedOption::serverCount>(),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->serverCount.value_or(0)) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i)) {
                const int n = int(std::lround(v));
                h->serverCount = n > 0 ? std::optional<int>(n) : std::nullopt;
            }
        });
    constexpr Place servers = selfHosted<&SelfHostedOption::capexCurrency>();
    addNumber(form, servers, field<&SelfHostedOption::gpusPerServer>());
    buildServerRows(form);
    addNumber(form, servers, field<&SelfHostedOption::leadTimeMonths>());
    mBridge->setObjectName(QStringLiteral("bridge"));
    mBridgeLabel->setBuddy(mBridge);
    form->addRow(mBridgeLabel, mBridge);
    connect(mBridge, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (mRefreshing || index < 0)
            return;
        const QString id = mBridge->itemData(index).toString();
        const SelfHostedOption *h = selfOf(mDocument->scenario(), mCurrent);
        if (!h || h->bridgeOptionId == id)
            return;
        const int option = mCurrent;
        mDocument->editScenario(tr("Change cloud bridging"), [id, option](Scenario &s) {
            if (auto *o = selfIn(s, option))
                o->bridgeOptionId = id;
        });
    });
    addNumber(form, servers, field<&SelfHostedOption::lifeMonths>());
    buildOwnershipRows(form);
    buildFinancingRows(form);
    addEcosystemRows(form);
    addProvenanceRows(form);
}

void ScenarioEditor::buildServerRows(QFormLayout *form)
{
    constexpr Place servers = selfHosted<&SelfHostedOption::capexCurrency>();
    const auto price = [](const Scenario &s, int i) {
        auto *h = selfOf(s, i);
        return h ? std::optional<double>(h->pricePerServer) : std::nullopt;
    };
    addNumber(
        form, field<&SelfHostedOption::pricePerServer>(), price,
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                Edits::setServerPrice(*h, v);
        },
        priceNeeded(price), servers.currency);
    // The server price from a vendor's quote in the catalog (the main window opens the picker;
    // the scenario records the row's id, servers.catalogHardwareId).
    mServerQuote = new QPushButton(this);
    mServerQuote->setObjectName(QStringLiteral("serverQuote"));
    connect(mServerQuote, &QPushButton::clicked, this, &ScenarioEditor::serverQuoteRequested);
    form->addRow(QString(), mServerQuote);
    addNumber(
        form, field<&SelfHostedOption::typicalKwPerServer>(),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->typicalKwPerServer) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                Edits::setTypicalKw(*h, v); // raises the nameplate power with it
        });
    addNumber(form, servers, field<&SelfHostedOption::maxKwPerServer>(), [](const Scenario &s, int i) {
        auto *h = selfOf(s, i);
        return h && h->maxKwPerServer < h->typicalKwPerServer ? tr("Maximum power is below the typical power.")
                                                              : QString();
    });
    for (const FieldSpec *spec : {&field<&SelfHostedOption::fabricCapex>(), &field<&SelfHostedOption::storageCapex>(),
             &field<&SelfHostedOption::installationCapex>(), &field<&SelfHostedOption::residualFraction>()})
        addNumber(form, servers, *spec);
    constexpr Place power = selfHosted<&SelfHostedOption::powerCurrency>();
    for (const FieldSpec *spec : {&field<&SelfHostedOption::powerPricePerKwh>(), &field<&SelfHostedOption::pue>(),
             &field<&SelfHostedOption::idlePowerFraction>()})
        addNumber(form, power, *spec);
    constexpr Place space = selfHosted<&SelfHostedOption::spaceCurrency>();
    for (const FieldSpec *spec : {&field<&SelfHostedOption::kwPerRack>(),
             &field<&SelfHostedOption::rackPricePerMonth>(), &field<&SelfHostedOption::colocationPricePerKwMonth>()})
        addNumber(form, space, *spec);
    constexpr Place staff = selfHosted<&SelfHostedOption::staffCurrency>();
    addNumber(form, staff, field<&SelfHostedOption::serversPerFte>());
    addNumber(form, staff, field<&SelfHostedOption::monthlyCostPerFte>());
    addNumber(form, servers, field<&SelfHostedOption::maintenancePercentPerYear>());
}

/// How the servers are owned: bought or already owned, and the depreciation method. Rows of a
/// way not chosen are disabled (their getter has no value).
void ScenarioEditor::buildOwnershipRows(QFormLayout *form)
{
    addChoice(
        form, field<&SelfHostedOption::alreadyOwnedAgeMonths>(), [] { return tr("Servers"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Bought in month 1"), 0}, {tr("Already owned"), 1}};
        },
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<int>(h->alreadyOwnedAgeMonths ? 1 : 0) : std::nullopt;
        },
        [](Scenario &s, int i, int choice) {
            if (auto *h = selfIn(s, i))
                Edits::setAlreadyOwned(*h, choice == 1);
        });
    addNumber(
        form, field<&SelfHostedOption::alreadyOwnedAgeMonths>(),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->alreadyOwnedAgeMonths ? std::optional<double>(*h->alreadyOwnedAgeMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i); h && h->alreadyOwnedAgeMonths)
                h->alreadyOwnedAgeMonths = int(std::lround(v));
        });
    constexpr Place servers = selfHosted<&SelfHostedOption::capexCurrency>();
    addChoice(
        form, servers, field<&SelfHostedOption::depreciationMethod>(), [] { return tr("Depreciation method"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Straight line"), int(DepreciationMethod::StraightLine)},
                {tr("Declining balance"), int(DepreciationMethod::DecliningBalance)},
                {tr("Sum of the years' digits (年数总和法)"), int(DepreciationMethod::SumOfYearsDigits)},
                {tr("Exponential value decay"), int(DepreciationMethod::ExponentialDecay)}};
        });
    addChoice(
        form, field<&SelfHostedOption::decliningSwitch>(),
        [] { return tr("Declining balance turns to straight line"); },
        [] {
            return std::vector<std::pair<QString, int>>{
                {tr("In the last two years"), int(DecliningSwitch::LastTwoYears)},
                {tr("When straight line gives more"), int(DecliningSwitch::WhenStraightLineGivesMore)}};
        },
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->depreciationMethod == DepreciationMethod::DecliningBalance
                ? std::optional<int>(int(h->decliningSwitch))
                : std::nullopt;
        },
        [](Scenario &s, int i, int value) {
            if (auto *h = selfIn(s, i))
                h->decliningSwitch = DecliningSwitch(value);
        });
    // The parameter of a method, for that method only.
    using Parameter = double SelfHostedOption::*;
    const auto parameter = [&](const FieldSpec &spec, Parameter member, DepreciationMethod method) {
        addNumber(
            form, spec,
            [member, method](const Scenario &s, int i) {
                auto *h = selfOf(s, i);
                return h && h->depreciationMethod == method ? std::optional<double>(h->*member) : std::nullopt;
            },
            [member](Scenario &s, int i, double v) {
                if (auto *h = selfIn(s, i))
                    h->*member = v;
            });
    };
    parameter(field<&SelfHostedOption::decliningFactor>(), &SelfHostedOption::decliningFactor,
        DepreciationMethod::DecliningBalance);
    parameter(field<&SelfHostedOption::decayPercentPerYear>(), &SelfHostedOption::decayPercentPerYear,
        DepreciationMethod::ExponentialDecay);
}

void ScenarioEditor::buildFinancingRows(QFormLayout *form)
{
    addChoice(
        form, field<&Financing::kind>(), [] { return tr("Financing"); },
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Paid in cash"), -1},
                {tr("Loan"), int(FinancingKind::Loan)},
                {tr("Finance lease (融资租赁)"), int(FinancingKind::FinanceLease)}};
        },
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            if (!h)
                return std::optional<int>();
            return std::optional<int>(h->financing ? int(h->financing->kind) : -1);
        },
        [](Scenario &s, int i, int choice) {
            if (auto *h = selfIn(s, i))
                Edits::setFinancing(
                    *h, choice < 0 ? std::nullopt : std::optional<FinancingKind>(FinancingKind(choice)));
        });
    for (const FieldSpec *spec : {&field<&Financing::downPaymentFraction>(), &field<&Financing::annualRate>(),
             &field<&Financing::feesFraction>(), &field<&Financing::balloonFraction>(),
             &field<&Financing::termMonths>()})
        addNumber(form, kFinancing, *spec);
    constexpr Place operations = selfHosted<&SelfHostedOption::operationsCurrency>();
    for (const FieldSpec *spec :
        {&field<&SelfHostedOption::operationsPerMonth>(), &field<&SelfHostedOption::maintenanceHoursPerMonth>(),
            &field<&SelfHostedOption::pricePerMaintenanceHour>()})
        addNumber(form, operations, *spec);
}

void ScenarioEditor::addEcosystemRows(QFormLayout *form)
{
    // The accelerator and how much work a card does against the demand's reference GPU
    // (issue 18). The throughput shows the value in use (entered, or the catalog's peak ratio);
    // typing one enters it.
    auto valid = [](const Scenario &s, int i) { return i >= 0 && i < int(s.options.size()); };
    addText(
        form, field<&OptionEcosystem::gpuModel>(),
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? s.options[std::size_t(i)].ecosystem.gpuModel : QString();
        },
        [valid](Scenario &s, int i, const QString &t) {
            if (valid(s, i))
                s.options[std::size_t(i)].ecosystem.gpuModel = t.trimmed();
        });
    addNumber(
        form, field<&OptionEcosystem::relativeThroughput>(),
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<double>(sizingOf(s, s.options[std::size_t(i)]).relativeThroughput)
                               : std::nullopt;
        },
        [valid](Scenario &s, int i, double v) {
            if (valid(s, i) && v > 0)
                s.options[std::size_t(i)].ecosystem.relativeThroughput = v;
        });
    addNumber(form, kEcosystem, field<&OptionEcosystem::stackEfficiency>());
    // The facts the scenario's constraints check, "not stated" first.
    const auto label = [](const FieldSpec &spec) { return [&spec] { return spec.translatedLabel(); }; };
    const FieldSpec &origin = field<&OptionEcosystem::origin>();
    addChoice(form, kEcosystem, origin, label(origin), [] {
        return std::vector<std::pair<QString, int>>{{tr("From the GPU model"), int(AcceleratorOrigin::Unknown)},
            {tr("Domestic"), int(AcceleratorOrigin::Domestic)}, {tr("Foreign"), int(AcceleratorOrigin::Foreign)}};
    });
    const FieldSpec &location = field<&OptionEcosystem::dataLocation>();
    addChoice(form, kEcosystem, location, label(location), [] {
        return std::vector<std::pair<QString, int>>{{tr("Not stated"), int(DataLocation::Unknown)},
            {tr("Mainland China"), int(DataLocation::MainlandChina)},
            {tr("Outside mainland China"), int(DataLocation::OutsideMainlandChina)}};
    });
    const FieldSpec &rdmaSpec = field<&OptionEcosystem::rdma>();
    addChoice(
        form, rdmaSpec, label(rdmaSpec),
        [] {
            return std::vector<std::pair<QString, int>>{{tr("Not stated"), 0}, {tr("Yes"), 1}, {tr("No"), 2}};
        },
        [valid](const Scenario &s, int i) {
            if (!valid(s, i))
                return std::optional<int>();
            const std::optional<bool> rdma = s.options[std::size_t(i)].ecosystem.rdma;
            return std::optional<int>(rdma ? (*rdma ? 1 : 2) : 0);
        },
        [valid](Scenario &s, int i, int c) {
            if (valid(s, i))
                s.options[std::size_t(i)].ecosystem.rdma = c == 0 ? std::nullopt : std::optional<bool>(c == 1);
        });
}

void ScenarioEditor::addProvenanceRows(QFormLayout *form)
{
    // The option's own provenance (issue 27): every price line whose block does not say takes
    // it. Blocks' own provenance and quotes are kept in the file (docs/scenario-format.md).
    auto valid = [](const Scenario &s, int i) { return i >= 0 && i < int(s.options.size()); };
    const auto of = [valid](const Scenario &s, int i) {
        return valid(s, i) ? s.options[std::size_t(i)].provenance.value_or(Provenance{}) : Provenance{};
    };
    const auto edit = [valid](Scenario &s, int i, const std::function<void(Provenance &)> &change) {
        if (valid(s, i))
            Edits::editProvenance(s.options[std::size_t(i)], change);
    };
    addText(
        form, field<&Provenance::source>(), [of](const Scenario &s, int i) { return of(s, i).source; },
        [edit](Scenario &s, int i, const QString &t) { edit(s, i, [&t](Provenance &p) { p.source = t.trimmed(); }); });
    // A date the file can hold, or none: other text is not taken (the field shows the date again).
    addText(
        form, field<&Provenance::asOf>(), [of](const Scenario &s, int i) { return of(s, i).asOf; },
        [edit](Scenario &s, int i, const QString &t) {
            const QString date = t.trimmed();
            if (date.isEmpty() || (date.size() == 10 && QDate::fromString(date, Qt::ISODate).isValid()))
                edit(s, i, [&date](Provenance &p) { p.asOf = date; });
        });
    const FieldSpec &tax = field<&Provenance::taxIncluded>();
    addChoice(
        form, tax, [&tax] { return tax.translatedLabel(); },
        [] {
            return std::vector<std::pair<QString, int>>{
                {tr("Not stated (the VAT settings say)"), 0}, {tr("Included (含税)"), 1}, {tr("Excluded (不含税)"), 2}};
        },
        [valid, of](const Scenario &s, int i) {
            if (!valid(s, i))
                return std::optional<int>();
            const std::optional<bool> included = of(s, i).taxIncluded;
            return std::optional<int>(included ? (*included ? 1 : 2) : 0);
        },
        [edit](Scenario &s, int i, int c) {
            edit(s, i, [c](Provenance &p) { p.taxIncluded = c == 0 ? std::nullopt : std::optional<bool>(c == 1); });
        });
    addNumber(
        form, field<&Provenance::taxRatePercent>(),
        [valid, of](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<double>(of(s, i).taxRatePercent.value_or(0.0)) : std::nullopt;
        },
        [edit](Scenario &s, int i, double v) {
            edit(s, i, [v](Provenance &p) { p.taxRatePercent = v > 0 ? std::optional<double>(v) : std::nullopt; });
        });
    auto *apply = new QPushButton(this);
    apply->setObjectName(QStringLiteral("applyProvenance"));
    form->addRow(QString(), apply);
    mApplyProvenance.push_back(apply);
    connect(apply, &QPushButton::clicked, this, [this] {
        const int option = mCurrent;
        mDocument->editScenario(tr("Apply the option's provenance to all its lines"), [option](Scenario &s) {
            if (option >= 0 && option < int(s.options.size()))
                Edits::clearBlockProvenances(s.options[std::size_t(option)]);
        });
    });
    auto *blocks = new QPushButton(this);
    blocks->setObjectName(QStringLiteral("blockProvenance"));
    form->addRow(QString(), blocks);
    mBlockProvenance.push_back(blocks);
    connect(blocks, &QPushButton::clicked, this, &ScenarioEditor::editBlockProvenances);
}

void ScenarioEditor::editBlockProvenances()
{
    if (mCurrent < 0 || mCurrent >= int(mDocument->scenario().options.size()))
        return;
    ProvenanceDialog dialog(mDocument, mCurrent, this);
    dialog.exec();
}

} // namespace gputco
