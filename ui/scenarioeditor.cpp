#include "scenarioeditor.h"

#include "analysis.h"
#include "calendar.h"
#include "edits.h"
#include "quotes.h"
#include "scenarioloader.h"
#include "sizing.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace gputco {

namespace {

CloudOption *cloudIn(Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? std::get_if<CloudOption>(&s.options[i].spec) : nullptr;
}
const CloudOption *cloudOf(const Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? s.options[i].cloud() : nullptr;
}
SelfHostedOption *selfIn(Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? std::get_if<SelfHostedOption>(&s.options[i].spec) : nullptr;
}
const SelfHostedOption *selfOf(const Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? s.options[i].selfHosted() : nullptr;
}

/*!
 * The currency of each money field the editor shows, by "block.key": an amount's currency is
 * shown with it (prefix "USD "), so that a colocation price in USD among CNY fields cannot be
 * read as yuan. Fields not listed are not money.
 */
ScenarioEditor::CurrencyGetter moneyCurrency(const FieldSpec &spec)
{
    using Get = ScenarioEditor::CurrencyGetter;
    const auto cloud = [](auto member) -> Get {
        return [member](const Scenario &s, int i) {
            const CloudOption *c = cloudOf(s, i);
            return c ? member(*c) : QString();
        };
    };
    const auto self = [](CurrencyCode SelfHostedOption::*member) -> Get {
        return [member](const Scenario &s, int i) {
            const SelfHostedOption *h = selfOf(s, i);
            return h ? h->*member : QString();
        };
    };
    static const std::map<std::string, Get> table = {
        {"onDemand.pricePerInstanceHour",
            cloud([](const CloudOption &c) { return c.onDemand ? c.onDemand->currency : QString(); })},
        {"reserved.upfrontPerInstance",
            cloud([](const CloudOption &c) { return c.reserved ? c.reserved->currency : QString(); })},
        {"reserved.monthlyPerInstance",
            cloud([](const CloudOption &c) { return c.reserved ? c.reserved->currency : QString(); })},
        {"reserved.listUpfrontPerInstance",
            cloud([](const CloudOption &c) { return c.reserved ? c.reserved->currency : QString(); })},
        {"reserved.listMonthlyPerInstance",
            cloud([](const CloudOption &c) { return c.reserved ? c.reserved->currency : QString(); })},
        {"spot.pricePerInstanceHour",
            cloud([](const CloudOption &c) { return c.spot ? c.spot->currency : QString(); })},
        {"egressTier.pricePerGb",
            cloud([](const CloudOption &c) { return c.fees.egress ? c.fees.egress->currency : QString(); })},
        {"storageVolume.pricePerGbMonth", cloud([](const CloudOption &c) {
             return c.fees.storage.empty() ? QString() : c.fees.storage.front().currency;
         })},
        {"servers.pricePerServer", self(&SelfHostedOption::capexCurrency)},
        {"capex.fabric", self(&SelfHostedOption::capexCurrency)},
        {"capex.storage", self(&SelfHostedOption::capexCurrency)},
        {"capex.installation", self(&SelfHostedOption::capexCurrency)},
        {"power.pricePerKwh", self(&SelfHostedOption::powerCurrency)},
        {"space.pricePerRackMonth", self(&SelfHostedOption::spaceCurrency)},
        {"space.pricePerKwMonth", self(&SelfHostedOption::spaceCurrency)},
        {"staff.monthlyCostPerFte", self(&SelfHostedOption::staffCurrency)},
        {"operations.perMonth", self(&SelfHostedOption::operationsCurrency)},
        {"operations.pricePerHour", self(&SelfHostedOption::operationsCurrency)},
        {"budgetAmount.total", [](const Scenario &s, int) { return s.budget ? s.budget->currency : QString(); }},
        {"budgetAmount.capex", [](const Scenario &s, int) { return s.budget ? s.budget->currency : QString(); }},
        {"budgetAmount.opex", [](const Scenario &s, int) { return s.budget ? s.budget->currency : QString(); }},
    };
    const auto it = table.find(std::string(spec.block) + '.' + spec.key);
    return it == table.end() ? Get() : it->second;
}

} // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mScenarioBox(new QGroupBox(this))
    , mOptionsBox(new QGroupBox(this))
    , mList(new QListWidget(this))
    , mAddCatalog(new QPushButton(this))
    , mAddCloud(new QPushButton(this))
    , mAddSelf(new QPushButton(this))
    , mDuplicate(new QPushButton(this))
    , mRemove(new QPushButton(this))
    , mUp(new QPushButton(QStringLiteral("▲"), this))
    , mDown(new QPushButton(QStringLiteral("▼"), this))
    , mForms(new QStackedWidget(this))
    , mCurrency(new QComboBox(this))
    , mCurrencyLabel(new QLabel(this))
    , mBudgetTitle(new QLabel(this))
    , mPricing(new QComboBox(this))
    , mPricingLabel(new QLabel(this))
    , mPayment(new QComboBox(this))
    , mPaymentLabel(new QLabel(this))
    , mBridge(new QComboBox(this))
    , mBridgeLabel(new QLabel(this))
    , mQuoteHint(new QLabel(this))
{
    auto *inner = new QWidget;
    auto *layout = new QVBoxLayout(inner);

    auto *scenarioForm = new QFormLayout(mScenarioBox);
    buildScenarioForm(scenarioForm);
    layout->addWidget(mScenarioBox);

    auto *optionsLayout = new QVBoxLayout(mOptionsBox);
    mList->setMaximumHeight(200);
    mList->setDragDropMode(QAbstractItemView::NoDragDrop);
    optionsLayout->addWidget(mList);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {mAddCatalog, mAddCloud, mAddSelf, mDuplicate, mRemove, mUp, mDown})
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    for (QComboBox *c : {mCurrency, mPricing, mPayment, mBridge})
        c->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    for (QPushButton *b : {mAddCatalog, mAddCloud, mAddSelf})
        buttons->addWidget(b);
    optionsLayout->addLayout(buttons);
    auto *buttons2 = new QHBoxLayout;
    for (QPushButton *b : {mDuplicate, mRemove, mUp, mDown})
        buttons2->addWidget(b);
    optionsLayout->addLayout(buttons2);
    mQuoteHint->setWordWrap(true);
    mBudgetTitle->setWordWrap(true);
    mQuoteHint->setStyleSheet(QStringLiteral("color: #b03020;"));
    optionsLayout->addWidget(mQuoteHint);

    auto *cloudPage = new QWidget;
    buildCloudForm(new QFormLayout(cloudPage));
    auto *selfPage = new QWidget;
    buildSelfHostedForm(new QFormLayout(selfPage));
    mForms->addWidget(cloudPage);
    mForms->addWidget(selfPage);
    mForms->addWidget(new QWidget); // no option
    optionsLayout->addWidget(mForms);
    layout->addWidget(mOptionsBox);
    layout->addStretch(1);

    auto *scroll = new QScrollArea(this);
    mScroll = scroll;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(mList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!mRefreshing && row >= 0)
            setCurrentOption(row);
    });
    mList->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(mList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (mRefreshing)
            return;
        const int row = mList->row(item);
        const QString name = item->text().trimmed();
        if (name.isEmpty() || row < 0 || row >= int(mDocument->scenario().options.size())
            || name == mDocument->scenario().options[row].name)
            return;
        mDocument->editScenario(tr("Rename option"), [row, name](Scenario &s) { s.options[row].name = name; });
    });
    connect(mAddCatalog, &QPushButton::clicked, this, &ScenarioEditor::addFromCatalogRequested);
    connect(mAddCloud, &QPushButton::clicked, this, [this] { addCloudOption(Edits::newCloudOption()); });
    connect(mAddSelf, &QPushButton::clicked, this, &ScenarioEditor::addSelfHostedOption);
    connect(mDuplicate, &QPushButton::clicked, this, &ScenarioEditor::duplicateOption);
    connect(mRemove, &QPushButton::clicked, this, &ScenarioEditor::removeOption);
    connect(mUp, &QPushButton::clicked, this, [this] { moveOption(-1); });
    connect(mDown, &QPushButton::clicked, this, [this] { moveOption(1); });

    connect(mDocument, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
    retranslate();
}

QDoubleSpinBox *ScenarioEditor::addNumber(
    QFormLayout *form, const FieldSpec &spec, NumberGetter get, NumberSetter set, Validator validate)
{
    NumberField field{&spec, new QDoubleSpinBox(this), new QLabel(this), std::move(get), std::move(set),
        std::move(validate), moneyCurrency(spec)};
    // Range and decimals from the field table. A price awaiting a quote is 0 ("quote needed");
    // a count whose absence means "enough for the demand" is 0 ("auto").
    double minimum = spec.editorMinimum();
    if (spec.quoteable || (spec.isInteger() && spec.defaultText && spec.minimum >= 1))
        minimum = 0.0;
    field.spin->setRange(minimum, spec.maximum);
    field.spin->setDecimals(spec.decimals);
    field.spin->setKeyboardTracking(false);
    field.spin->setGroupSeparatorShown(true);
    field.spin->setObjectName(QStringLiteral("%1.%2").arg(QLatin1String(spec.block), QLatin1String(spec.key)));
    // Long suffixes and large ranges make wide size hints: let the dock's width decide.
    field.spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.spin->setMinimumWidth(110);
    field.labelWidget->setBuddy(field.spin);
    form->addRow(field.labelWidget, field.spin);
    const int index = int(mNumbers.size());
    connect(field.spin, &QDoubleSpinBox::valueChanged, this, [this, index](double v) {
        if (mRefreshing)
            return;
        const NumberField &f = mNumbers[index];
        const int option = mCurrent;
        const auto setter = f.set;
        mDocument->editScenario(
            tr("Edit %1").arg(f.spec->translatedLabel()), [setter, option, v](Scenario &s) { setter(s, option, v); },
            index);
    });
    connect(field.spin, &QDoubleSpinBox::editingFinished, mDocument, &ScenarioDocument::endMerge);
    mNumbers.push_back(std::move(field));
    return mNumbers.back().spin;
}

QLineEdit *ScenarioEditor::addText(QFormLayout *form, const FieldSpec &spec, TextGetter get, TextSetter set)
{
    TextField field{&spec, new QLineEdit(this), new QLabel(this), std::move(get), std::move(set)};
    field.edit->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.edit->setMinimumWidth(110);
    field.edit->setObjectName(QStringLiteral("%1.%2").arg(QLatin1String(spec.block), QLatin1String(spec.key)));
    field.labelWidget->setBuddy(field.edit);
    form->addRow(field.labelWidget, field.edit);
    const int index = int(mTexts.size());
    connect(field.edit, &QLineEdit::editingFinished, this, [this, index] {
        if (mRefreshing)
            return;
        const TextField &f = mTexts[index];
        const QString text = f.edit->text();
        const int option = mCurrent;
        if (f.get(mDocument->scenario(), option) == text)
            return;
        const auto setter = f.set;
        mDocument->editScenario(tr("Edit %1").arg(f.spec->translatedLabel()),
            [setter, option, text](Scenario &s) { setter(s, option, text); });
    });
    mTexts.push_back(std::move(field));
    return mTexts.back().edit;
}

QComboBox *ScenarioEditor::addChoice(QFormLayout *form, const FieldSpec &spec, std::function<QString()> title,
    ChoiceLabels labels, ChoiceGetter get, ChoiceSetter set)
{
    ChoiceField field{&spec, new QComboBox(this), new QLabel(this), std::move(title), std::move(labels), std::move(get),
        std::move(set)};
    field.combo->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.combo->setMinimumWidth(110);
    field.combo->setObjectName(QStringLiteral("%1.%2").arg(QLatin1String(spec.block), QLatin1String(spec.key)));
    field.labelWidget->setBuddy(field.combo);
    form->addRow(field.labelWidget, field.combo);
    const int index = int(mChoices.size());
    connect(field.combo, &QComboBox::currentIndexChanged, this, [this, index](int choice) {
        if (mRefreshing || choice < 0)
            return;
        const ChoiceField &f = mChoices[index];
        const int option = mCurrent;
        if (f.get(mDocument->scenario(), option) == choice)
            return;
        const auto setter = f.set;
        mDocument->editScenario(
            tr("Edit %1").arg(f.title()), [setter, option, choice](Scenario &s) { setter(s, option, choice); });
    });
    mChoices.push_back(std::move(field));
    return mChoices.back().combo;
}

void ScenarioEditor::buildScenarioForm(QFormLayout *form)
{
    using ScenarioSchema::field;
    addText(
        form, field("scenario", "name"), [](const Scenario &s, int) { return s.name; },
        [](Scenario &s, int, const QString &t) { s.name = t; });
    form->addRow(mCurrencyLabel, mCurrency);
    mCurrency->addItems(ScenarioLoader::knownCurrencies());
    mCurrency->setObjectName(QStringLiteral("scenario.reportingCurrency"));
    mPricing->setObjectName(QStringLiteral("pricing"));
    mPayment->setObjectName(QStringLiteral("reserved.payment"));
    connect(mCurrency, &QComboBox::currentTextChanged, this, [this](const QString &code) {
        if (mRefreshing || code == mDocument->scenario().reportingCurrency)
            return;
        // Amounts keep their currency (pinned) and are converted; no rate, no change.
        mDocument->changeReportingCurrency(code);
    });
    addNumber(
        form, field("scenario", "horizonMonths"),
        [](const Scenario &s, int) { return std::optional<double>(s.horizonMonths); },
        [](Scenario &s, int, double v) { s.horizonMonths = int(std::lround(v)); });
    addNumber(
        form, field("scenario", "hoursPerMonth"),
        [](const Scenario &s, int) { return std::optional<double>(s.hoursPerMonth); },
        [](Scenario &s, int, double v) { Edits::setHoursPerMonth(s, v); });
    addNumber(
        form, field("scenario", "discountRatePercentPerYear"),
        [](const Scenario &s, int) { return std::optional<double>(s.discountRatePerYear * 100); },
        [](Scenario &s, int, double v) { s.discountRatePerYear = v / 100.0; });
    addText(
        form, field("demand", "gpuClass"), [](const Scenario &s, int) { return s.demand.gpuClass; },
        [](Scenario &s, int, const QString &t) { s.demand.gpuClass = t; });
    addNumber(
        form, field("demand", "gpuCount"),
        [](const Scenario &s, int) { return std::optional<double>(s.demand.gpuCount); },
        [](Scenario &s, int, double v) { s.demand.gpuCount = v; });
    addNumber(
        form, field("demand", "busyHoursPerMonth"),
        [](const Scenario &s, int) { return std::optional<double>(s.demand.busyHoursPerMonth); },
        [](Scenario &s, int, double v) { Edits::setBusyHours(s, v); });
    addNumber(
        form, field("demand", "growthPercentPerYear"),
        [](const Scenario &s, int) { return std::optional<double>(s.demand.growthPercentPerYear); },
        [](Scenario &s, int, double v) { s.demand.growthPercentPerYear = v; });
    const std::pair<const char *, double PriceTrends::*> trends[] = {
        {"cloudComputePercentPerYear", &PriceTrends::cloudComputePercentPerYear},
        {"hardwarePercentPerYear", &PriceTrends::hardwarePercentPerYear},
        {"powerPercentPerYear", &PriceTrends::powerPercentPerYear},
        {"spacePercentPerYear", &PriceTrends::spacePercentPerYear},
        {"staffPercentPerYear", &PriceTrends::staffPercentPerYear},
        {"feesPercentPerYear", &PriceTrends::feesPercentPerYear},
    };
    for (const auto &[key, member] : trends) {
        const auto m = member;
        addNumber(
            form, field("priceTrends", key),
            [m](const Scenario &s, int) { return std::optional<double>(s.priceTrends.*m); },
            [m](Scenario &s, int, double v) { s.priceTrends.*m = v; });
    }
    buildBudgetRows(form);
    buildFinanceRows(form);
    buildConstraintRows(form);
}

void ScenarioEditor::buildConstraintRows(QFormLayout *form)
{
    using ScenarioSchema::field;
    mConstraintsTitle = new QLabel(this);
    form->addRow(mConstraintsTitle);
    mOrigin = new QComboBox(this);
    mOriginLabel = new QLabel(this);
    mResidency = new QComboBox(this);
    mResidencyLabel = new QLabel(this);
    for (QComboBox *c : {mOrigin, mResidency})
        c->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    mOrigin->setObjectName(QStringLiteral("constraints.acceleratorOrigin"));
    mResidency->setObjectName(QStringLiteral("constraints.dataResidency"));
    mOriginLabel->setBuddy(mOrigin);
    mResidencyLabel->setBuddy(mResidency);
    form->addRow(mOriginLabel, mOrigin);
    form->addRow(mResidencyLabel, mResidency);
    connect(mOrigin, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (mRefreshing || i < 0)
            return;
        mDocument->editScenario(tr("Change allowed accelerators"),
            [i](Scenario &s) { s.constraints.origin = i == 1 ? OriginRule::DomesticOnly : OriginRule::Any; });
    });
    connect(mResidency, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (mRefreshing || i < 0)
            return;
        mDocument->editScenario(tr("Change data residency"), [i](Scenario &s) {
            s.constraints.residency = i == 1 ? ResidencyRule::MainlandChina : ResidencyRule::Anywhere;
        });
    });
    // Below the field's minimum: "none" (no such rule).
    const std::pair<const char *, std::optional<int> Constraints::*> limits[]
        = {{"rdmaRequiredAboveGpus", &Constraints::rdmaRequiredAboveGpus},
            {"maxLeadTimeMonths", &Constraints::maxLeadTimeMonths}};
    for (const auto &[key, member] : limits) {
        const auto m = member;
        addNumber(
            form, field("constraints", key),
            [m](const Scenario &s, int) { return std::optional<double>((s.constraints.*m).value_or(-1)); },
            [m](Scenario &s, int, double v) {
                const int n = int(std::lround(v));
                s.constraints.*m = n >= 0 ? std::optional<int>(n) : std::nullopt;
            })
            ->setMinimum(-1);
    }
}

/// Finance conventions, VAT and income tax (docs/finance.md): the decision timing, what owned
/// servers are credited with at the end of the horizon (a single resale percent; a table by age
/// is edited in the file, its row is then disabled), the vat block and the incomeTax block. The
/// blocks' rows are disabled while the block is not modelled.
void ScenarioEditor::buildFinanceRows(QFormLayout *form)
{
    using ScenarioSchema::field;
    addChoice(
        form, field("finance", "timing"), [] { return tr("Decision timing"); },
        [] {
            return QStringList{tr("Monthly"), tr("Yearly")};
        },
        [](const Scenario &s, int) { return std::optional<int>(int(s.finance.timing)); },
        [](Scenario &s, int, int choice) { s.finance.timing = FinanceTiming(choice); });
    addChoice(
        form, field("finance", "endOfHorizon"), [] { return tr("Credit at the end of the horizon"); },
        [] {
            return QStringList{tr("Book value"), tr("Nothing"), tr("Expected resale value")};
        },
        [](const Scenario &s, int) { return std::optional<int>(int(s.finance.endOfHorizon)); },
        [](Scenario &s, int, int choice) { Edits::setEndOfHorizon(s.finance, EndOfHorizon(choice)); });
    addNumber(
        form, field("resalePoint", "percent"),
        [](const Scenario &s, int) {
            return s.finance.resaleByAge.size() == 1 ? std::optional<double>(s.finance.resaleByAge[0].percent)
                                                     : std::nullopt;
        },
        [](Scenario &s, int, double v) { Edits::setResalePercent(s.finance, v); });

    addChoice(
        form, field("scenario", "vat"), [] { return tr("VAT"); },
        [] {
            return QStringList{tr("Not modelled"), tr("Prices include VAT (含税)"), tr("Prices exclude VAT (不含税)")};
        },
        [](const Scenario &s, int) {
            return std::optional<int>(!s.vat ? 0 : s.vat->pricesIncludeVat ? 1 : 2);
        },
        [](Scenario &s, int, int choice) { Edits::setVat(s, Edits::VatChoice(choice)); });
    addChoice(
        form, field("vat", "inputVatRecoverable"), [] { return tr("Input VAT"); },
        [] {
            return QStringList{tr("Recoverable (general taxpayer)"), tr("Not recoverable (small-scale taxpayer)")};
        },
        [](const Scenario &s, int) {
            return s.vat ? std::optional<int>(s.vat->inputVatRecoverable ? 0 : 1) : std::nullopt;
        },
        [](Scenario &s, int, int choice) {
            if (s.vat)
                s.vat->inputVatRecoverable = choice == 0;
        });
    addChoice(
        form, field("vat", "results"), [] { return tr("Results"); },
        [] {
            return QStringList{tr("Cost to the company"), tr("Excluding VAT")};
        },
        [](const Scenario &s, int) { return s.vat ? std::optional<int>(int(s.vat->results)) : std::nullopt; },
        [](Scenario &s, int, int choice) {
            if (s.vat)
                s.vat->results = VatResults(choice);
        });

    addChoice(
        form, field("scenario", "incomeTax"), [] { return tr("Income tax"); },
        [] {
            return QStringList{tr("Not modelled"), tr("After-tax figures")};
        },
        [](const Scenario &s, int) { return std::optional<int>(s.incomeTax ? 1 : 0); },
        [](Scenario &s, int, int choice) { Edits::setIncomeTax(s, choice == 1); });
    addNumber(
        form, field("incomeTax", "ratePercent"),
        [](const Scenario &s, int) {
            return s.incomeTax ? std::optional<double>(s.incomeTax->rate * 100.0) : std::nullopt;
        },
        [](Scenario &s, int, double v) {
            if (s.incomeTax)
                s.incomeTax->rate = v / 100.0;
        });
    addNumber(
        form, field("incomeTax", "depreciationYears"),
        [](const Scenario &s, int) {
            return s.incomeTax ? std::optional<double>(s.incomeTax->depreciationYears) : std::nullopt;
        },
        [](Scenario &s, int, double v) {
            if (s.incomeTax)
                s.incomeTax->depreciationYears = int(std::lround(v));
        });
    addChoice(
        form, field("incomeTax", "fullDeduction"), [] { return tr("One-off full deduction"); },
        [] {
            return QStringList{tr("No"), tr("Yes, when eligible")};
        },
        [](const Scenario &s, int) {
            return s.incomeTax ? std::optional<int>(s.incomeTax->fullDeduction ? 1 : 0) : std::nullopt;
        },
        [](Scenario &s, int, int choice) {
            if (s.incomeTax)
                s.incomeTax->fullDeduction = choice == 1;
        });
}

/// Calendar and the simplest budget: one amount every fiscal year, as a total or as capex and
/// opex. Budgets given per fiscal year or for the horizon are edited in the file; their rows
/// here are then disabled.
void ScenarioEditor::buildBudgetRows(QFormLayout *form)
{
    using ScenarioSchema::field;
    form->addRow(mBudgetTitle);
    addText(
        form, field("calendar", "startMonth"), [](const Scenario &s, int) { return Calendars::startText(s.calendar); },
        [](Scenario &s, int, const QString &t) {
            Edits::setCalendarStart(s.calendar, t); // anything else than YYYY-MM: refresh() shows it again
        });
    addNumber(
        form, field("calendar", "fiscalYearStartMonth"),
        [](const Scenario &s, int) {
            return s.calendar.has() ? std::optional<double>(s.calendar.fiscalYearStartMonth) : std::nullopt;
        },
        [](Scenario &s, int, double v) { s.calendar.fiscalYearStartMonth = int(std::lround(v)); });
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
    addNumber(
        form, field("budgetAmount", "total"), yearly(&BudgetAmount::total, false), setYearly(Edits::BudgetPart::Total));
    addNumber(
        form, field("budgetAmount", "capex"), yearly(&BudgetAmount::capex, true), setYearly(Edits::BudgetPart::Capex));
    addNumber(
        form, field("budgetAmount", "opex"), yearly(&BudgetAmount::opex, true), setYearly(Edits::BudgetPart::Opex));
}

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

void ScenarioEditor::buildCloudForm(QFormLayout *form)
{
    using ScenarioSchema::field;
    const std::pair<const char *, QString CloudOption::*> texts[] = {{"provider", &CloudOption::provider},
        {"region", &CloudOption::region}, {"instanceType", &CloudOption::instanceType}};
    for (const auto &[key, member] : texts) {
        const auto m = member;
        addText(
            form, field("cloud", key),
            [m](const Scenario &s, int i) { return cloudOf(s, i) ? cloudOf(s, i)->*m : QString(); },
            [m](Scenario &s, int i, const QString &t) {
                if (auto *c = cloudIn(s, i))
                    c->*m = t;
            });
    }
    addNumber(
        form, field("cloud", "gpusPerInstance"),
        [](const Scenario &s, int i) {
            return cloudOf(s, i) ? std::optional<double>(cloudOf(s, i)->gpusPerInstance) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                c->gpusPerInstance = std::max(1, int(std::lround(v)));
        });
    addEcosystemRows(form);
    form->addRow(mPricingLabel, mPricing);
    connect(mPricing, &QComboBox::currentIndexChanged, this, [this](int choice) {
        if (mRefreshing || choice < 0)
            return;
        const int i = mCurrent;
        mDocument->editScenario(tr("Change pricing model"), [i, choice](Scenario &s) {
            if (auto *c = cloudIn(s, i))
                Edits::setPricingModel(*c, Edits::PricingModel(choice));
        });
    });
    addNumber(
        form, field("onDemand", "pricePerInstanceHour"), onDemandPrice,
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->onDemand)
                Edits::setOnDemandPrice(*c->onDemand, v);
        },
        priceNeeded(onDemandPrice));
    addNumber(
        form, field("reserved", "termMonths"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c && c->reserved ? std::optional<double>(c->reserved->termMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                c->reserved->termMonths = std::max(1, int(std::lround(v)));
        });
    form->addRow(mPaymentLabel, mPayment);
    connect(mPayment, &QComboBox::currentIndexChanged, this, [this](int p) {
        if (mRefreshing || p < 0)
            return;
        const int i = mCurrent;
        mDocument->editScenario(tr("Change payment option"), [i, p](Scenario &s) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setPayment(*c->reserved, PaymentOption(p));
        });
    });
    // Entering an amount turns the price into a quote; the derived amounts are shown until then.
    auto reservedQuote = [](Edits::TermAmount which) {
        return [which](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setReservedAmount(*c->reserved, s.hoursPerMonth, which, v);
        };
    };
    addNumber(
        form, field("reserved", "upfrontPerInstance"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c && c->reserved && c->reserved->payment != PaymentOption::NoUpfront
                ? std::optional<double>(c->reserved->amounts(s.hoursPerMonth).upfront)
                : std::nullopt;
        },
        reservedQuote(Edits::TermAmount::Upfront), priceNeeded(reservedTotal));
    addNumber(
        form, field("reserved", "monthlyPerInstance"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c && c->reserved && c->reserved->payment != PaymentOption::AllUpfront
                ? std::optional<double>(c->reserved->amounts(s.hoursPerMonth).monthly)
                : std::nullopt;
        },
        reservedQuote(Edits::TermAmount::Monthly), priceNeeded(reservedTotal));
    // 商务折扣 on a 包年包月 quote: the list amounts and the discount; the amounts above are then
    // list x (1 - discount). Shown for a quote (not for a term priced by the hour).
    const auto quotedTerm = [](const Scenario &s, int i) -> const ReservedPricing * {
        const CloudOption *c = cloudOf(s, i);
        return c && c->reserved && !c->reserved->derivedHourly() ? &*c->reserved : nullptr;
    };
    addNumber(
        form, field("reserved", "listUpfrontPerInstance"),
        [quotedTerm](const Scenario &s, int i) {
            const ReservedPricing *r = quotedTerm(s, i);
            return r && r->payment != PaymentOption::NoUpfront
                ? std::optional<double>(r->listUpfrontPerInstance.value_or(0.0))
                : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setNegotiatedList(*c->reserved, Edits::TermAmount::Upfront, v);
        });
    addNumber(
        form, field("reserved", "listMonthlyPerInstance"),
        [quotedTerm](const Scenario &s, int i) {
            const ReservedPricing *r = quotedTerm(s, i);
            return r && r->payment != PaymentOption::AllUpfront
                ? std::optional<double>(r->listMonthlyPerInstance.value_or(0.0))
                : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setNegotiatedList(*c->reserved, Edits::TermAmount::Monthly, v);
        });
    addNumber(
        form, field("reserved", "negotiatedDiscountPercent"),
        [quotedTerm](const Scenario &s, int i) {
            const ReservedPricing *r = quotedTerm(s, i);
            return r ? std::optional<double>(r->negotiatedDiscountPercent.value_or(0.0)) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->reserved)
                Edits::setNegotiatedDiscount(*c->reserved, v);
        });
    addNumber(
        form, field("reserved", "instances"),
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
    addNumber(
        form, field("spot", "pricePerInstanceHour"), spotPrice,
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i); c && c->spot)
                Edits::setSpotPrice(*c->spot, v);
        },
        priceNeeded(spotPrice));
    addNumber(
        form, field("spot", "meanHoursBetweenInterruptions"),
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
    const std::pair<const char *, double SpotPricing::*> spotFields[] = {
        {"checkpointIntervalHours", &SpotPricing::checkpointIntervalHours},
        {"checkpointWriteHours", &SpotPricing::checkpointWriteHours},
        {"restartHours", &SpotPricing::restartHours},
    };
    for (const auto &[key, member] : spotFields) {
        const auto m = member;
        addNumber(
            form, field("spot", key),
            [m](const Scenario &s, int i) {
                auto *c = cloudOf(s, i);
                return c && c->spot ? std::optional<double>((*c->spot).*m) : std::nullopt;
            },
            [m](Scenario &s, int i, double v) {
                if (auto *c = cloudIn(s, i); c && c->spot)
                    (*c->spot).*m = v;
            });
    }
    addNumber(
        form, field("egress", "gbPerMonth"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(c->fees.egress ? c->fees.egress->gbPerMonth : 0.0) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::egressFee(*c).gbPerMonth = v;
        });
    addNumber(
        form, field("egressTier", "pricePerGb"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(
                       c->fees.egress && !c->fees.egress->tiers.empty() ? c->fees.egress->tiers.back().pricePerGb : 0.0)
                     : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::egressFee(*c).tiers.back().pricePerGb = v;
        });
    addNumber(
        form, field("storageVolume", "gb"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(c->fees.storage.empty() ? 0.0 : c->fees.storage.front().gbProvisioned)
                     : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::firstStorageVolume(*c).gbProvisioned = v;
        });
    addNumber(
        form, field("storageVolume", "pricePerGbMonth"),
        [](const Scenario &s, int i) {
            auto *c = cloudOf(s, i);
            return c ? std::optional<double>(c->fees.storage.empty() ? 0.0 : c->fees.storage.front().pricePerGbMonth)
                     : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *c = cloudIn(s, i))
                Edits::firstStorageVolume(*c).pricePerGbMonth = v;
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
    using ScenarioSchema::field;
    addNumber(
        form, field("servers", "count"),
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
    addNumber(
        form, field("servers", "gpusPerServer"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->gpusPerServer) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                h->gpusPerServer = std::max(1, int(std::lround(v)));
        });
    struct Member
    {
        const char *block, *key;
        double SelfHostedOption::*member;
        double scale; // shown value = member x scale
    };
    const Member members[] = {
        {"servers", "pricePerServer", &SelfHostedOption::pricePerServer, 1},
        {"servers", "typicalKw", &SelfHostedOption::typicalKwPerServer, 1},
        {"servers", "maxKw", &SelfHostedOption::maxKwPerServer, 1},
        {"capex", "fabric", &SelfHostedOption::fabricCapex, 1},
        {"capex", "storage", &SelfHostedOption::storageCapex, 1},
        {"capex", "installation", &SelfHostedOption::installationCapex, 1},
        {"depreciation", "residualPercent", &SelfHostedOption::residualFraction, 100},
        {"power", "pricePerKwh", &SelfHostedOption::powerPricePerKwh, 1},
        {"power", "pue", &SelfHostedOption::pue, 1},
        {"power", "idlePowerPercent", &SelfHostedOption::idlePowerFraction, 100},
        {"space", "kwPerRack", &SelfHostedOption::kwPerRack, 1},
        {"space", "pricePerRackMonth", &SelfHostedOption::rackPricePerMonth, 1},
        {"space", "pricePerKwMonth", &SelfHostedOption::colocationPricePerKwMonth, 1},
        {"staff", "serversPerFte", &SelfHostedOption::serversPerFte, 1},
        {"staff", "monthlyCostPerFte", &SelfHostedOption::monthlyCostPerFte, 1},
        {"selfHosted", "maintenancePercentPerYear", &SelfHostedOption::maintenancePercentPerYear, 1},
    };
    for (const Member &mb : members) {
        const auto member = mb.member;
        const double scale = mb.scale;
        NumberGetter get = [member, scale](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->*member * scale) : std::nullopt;
        };
        NumberSetter set = [member, scale](Scenario &s, int i, double v) {
            auto *h = selfIn(s, i);
            if (!h)
                return;
            if (member == &SelfHostedOption::pricePerServer)
                Edits::setServerPrice(*h, v);
            else if (member == &SelfHostedOption::typicalKwPerServer)
                Edits::setTypicalKw(*h, v); // raises the nameplate power with it
            else
                h->*member = v / scale;
        };
        Validator validate;
        if (member == &SelfHostedOption::pricePerServer)
            validate = priceNeeded(get);
        if (member == &SelfHostedOption::maxKwPerServer)
            validate = [](const Scenario &s, int i) {
                auto *h = selfOf(s, i);
                return h && h->maxKwPerServer < h->typicalKwPerServer ? tr("Maximum power is below the typical power.")
                                                                      : QString();
            };
        addNumber(form, field(mb.block, mb.key), std::move(get), std::move(set), std::move(validate));
    }
    addNumber(
        form, field("selfHosted", "leadTimeMonths"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->leadTimeMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                h->leadTimeMonths = int(std::lround(v));
        });
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
    addNumber(
        form, field("depreciation", "lifeMonths"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<double>(h->lifeMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                h->lifeMonths = std::max(1, int(std::lround(v)));
        });
    buildOwnershipRows(form);
    addEcosystemRows(form);
}

/// How the servers are owned and run: bought or already owned, the depreciation method, a
/// loan or finance lease, and running costs known as a lump sum. Rows of a way not chosen
/// are disabled (their getter has no value).
void ScenarioEditor::buildOwnershipRows(QFormLayout *form)
{
    using ScenarioSchema::field;
    addChoice(
        form, field("servers", "alreadyOwnedAgeMonths"), [] { return tr("Servers"); },
        [] {
            return QStringList{tr("Bought in month 1"), tr("Already owned")};
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
        form, field("servers", "alreadyOwnedAgeMonths"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->alreadyOwnedAgeMonths ? std::optional<double>(*h->alreadyOwnedAgeMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i); h && h->alreadyOwnedAgeMonths)
                h->alreadyOwnedAgeMonths = int(std::lround(v));
        });
    addChoice(
        form, field("depreciation", "method"), [] { return tr("Depreciation method"); },
        [] {
            return QStringList{tr("Straight line"), tr("Declining balance"), tr("Exponential value decay")};
        },
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h ? std::optional<int>(int(h->depreciationMethod)) : std::nullopt;
        },
        [](Scenario &s, int i, int choice) {
            if (auto *h = selfIn(s, i))
                h->depreciationMethod = DepreciationMethod(choice);
        });
    addNumber(
        form, field("depreciation", "decliningFactor"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->depreciationMethod == DepreciationMethod::DecliningBalance
                ? std::optional<double>(h->decliningFactor)
                : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                h->decliningFactor = v;
        });
    addNumber(
        form, field("depreciation", "decayPercentPerYear"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->depreciationMethod == DepreciationMethod::ExponentialDecay
                ? std::optional<double>(h->decayPercentPerYear)
                : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i))
                h->decayPercentPerYear = v;
        });

    addChoice(
        form, field("financing", "type"), [] { return tr("Financing"); },
        [] {
            return QStringList{tr("Paid in cash"), tr("Loan"), tr("Finance lease (融资租赁)")};
        },
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            if (!h)
                return std::optional<int>();
            return std::optional<int>(!h->financing ? 0 : h->financing->kind == FinancingKind::Loan ? 1 : 2);
        },
        [](Scenario &s, int i, int choice) {
            if (auto *h = selfIn(s, i))
                Edits::setFinancing(*h,
                    choice == 0       ? std::nullopt
                        : choice == 1 ? std::optional<FinancingKind>(FinancingKind::Loan)
                                      : std::optional<FinancingKind>(FinancingKind::FinanceLease));
        });
    struct Term
    {
        const char *key;
        double Financing::*member;
        double scale; // shown value = member x scale
    };
    const Term terms[] = {
        {"downPaymentPercent", &Financing::downPaymentFraction, 100},
        {"annualRatePercent", &Financing::annualRate, 100},
        {"feesPercent", &Financing::feesFraction, 100},
        {"balloonPercent", &Financing::balloonFraction, 100},
    };
    for (const Term &t : terms) {
        const auto member = t.member;
        const double scale = t.scale;
        addNumber(
            form, field("financing", t.key),
            [member, scale](const Scenario &s, int i) {
                auto *h = selfOf(s, i);
                return h && h->financing ? std::optional<double>((*h->financing).*member * scale) : std::nullopt;
            },
            [member, scale](Scenario &s, int i, double v) {
                if (auto *h = selfIn(s, i); h && h->financing)
                    (*h->financing).*member = v / scale;
            });
    }
    addNumber(
        form, field("financing", "termMonths"),
        [](const Scenario &s, int i) {
            auto *h = selfOf(s, i);
            return h && h->financing ? std::optional<double>(h->financing->termMonths) : std::nullopt;
        },
        [](Scenario &s, int i, double v) {
            if (auto *h = selfIn(s, i); h && h->financing)
                h->financing->termMonths = std::max(1, int(std::lround(v)));
        });

    const std::pair<const char *, double SelfHostedOption::*> running[] = {
        {"perMonth", &SelfHostedOption::operationsPerMonth},
        {"maintenanceHoursPerMonth", &SelfHostedOption::maintenanceHoursPerMonth},
        {"pricePerHour", &SelfHostedOption::pricePerMaintenanceHour},
    };
    for (const auto &[key, member] : running) {
        const auto m = member;
        addNumber(
            form, field("operations", key),
            [m](const Scenario &s, int i) {
                auto *h = selfOf(s, i);
                return h ? std::optional<double>(h->*m) : std::nullopt;
            },
            [m](Scenario &s, int i, double v) {
                if (auto *h = selfIn(s, i))
                    h->*m = v;
            });
    }
}

void ScenarioEditor::addEcosystemRows(QFormLayout *form)
{
    // The accelerator and how much work a card does against the demand's reference GPU
    // (issue 18). The throughput shows the value in use (entered, or the catalog's peak ratio);
    // typing one enters it.
    using ScenarioSchema::field;
    auto valid = [](const Scenario &s, int i) { return i >= 0 && i < int(s.options.size()); };
    addText(
        form, field("ecosystem", "gpuModel"),
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? s.options[std::size_t(i)].ecosystem.gpuModel : QString();
        },
        [valid](Scenario &s, int i, const QString &t) {
            if (valid(s, i))
                s.options[std::size_t(i)].ecosystem.gpuModel = t.trimmed();
        });
    addNumber(
        form, field("ecosystem", "relativeThroughput"),
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<double>(sizingOf(s, s.options[std::size_t(i)]).relativeThroughput)
                               : std::nullopt;
        },
        [valid](Scenario &s, int i, double v) {
            if (valid(s, i) && v > 0)
                s.options[std::size_t(i)].ecosystem.relativeThroughput = v;
        });
    addNumber(
        form, field("ecosystem", "stackEfficiencyPercent"),
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<double>(s.options[std::size_t(i)].ecosystem.stackEfficiency * 100.0)
                               : std::nullopt;
        },
        [valid](Scenario &s, int i, double v) {
            if (valid(s, i) && v > 0)
                s.options[std::size_t(i)].ecosystem.stackEfficiency = v / 100.0;
        });
    // The facts the scenario's constraints check; choice 0 = not stated.
    auto label
        = [](const char *key) { return [key] { return ScenarioSchema::field("ecosystem", key).translatedLabel(); }; };
    addChoice(
        form, field("ecosystem", "acceleratorOrigin"), label("acceleratorOrigin"),
        [] {
            return QStringList{tr("From the GPU model"), tr("Domestic"), tr("Foreign")};
        },
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<int>(int(s.options[std::size_t(i)].ecosystem.origin)) : std::nullopt;
        },
        [valid](Scenario &s, int i, int c) {
            if (valid(s, i))
                s.options[std::size_t(i)].ecosystem.origin = AcceleratorOrigin(c);
        });
    addChoice(
        form, field("ecosystem", "dataLocation"), label("dataLocation"),
        [] {
            return QStringList{tr("Not stated"), tr("Mainland China"), tr("Outside mainland China")};
        },
        [valid](const Scenario &s, int i) {
            return valid(s, i) ? std::optional<int>(int(s.options[std::size_t(i)].ecosystem.dataLocation))
                               : std::nullopt;
        },
        [valid](Scenario &s, int i, int c) {
            if (valid(s, i))
                s.options[std::size_t(i)].ecosystem.dataLocation = DataLocation(c);
        });
    addChoice(
        form, field("ecosystem", "rdma"), label("rdma"),
        [] {
            return QStringList{tr("Not stated"), tr("Yes"), tr("No")};
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

void ScenarioEditor::markField(QWidget *w, const QString &problem, const QString &tip)
{
    w->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("background-color: #fde2e0;"));
    w->setToolTip(problem.isEmpty() ? tip : QStringLiteral("⚠ %1\n\n%2").arg(problem, tip));
}

void ScenarioEditor::refresh()
{
    // A what-if does not change what the editor shows (the scenario as entered).
    if (mDocument->lastChangeWasWhatIfOnly() && sender() == mDocument)
        return;
    mRefreshing = true;
    const Scenario &s = mDocument->scenario();
    const int count = int(s.options.size());
    if (mCurrent >= count)
        mCurrent = count - 1;
    if (mCurrent < 0 && count > 0)
        mCurrent = 0;

    mList->clear();
    QStringList quoteNeeded;
    for (const Option &o : s.options) {
        auto *item = new QListWidgetItem(
            (o.kind() == OptionKind::Cloud ? QStringLiteral("☁ ") : QStringLiteral("▣ ")) + o.name, mList);
        item->setData(Qt::UserRole, o.name);
        item->setText(o.name);
        item->setIcon(QIcon());
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        const QString missing = Quotes::missingPrice(o, s.hoursPerMonth);
        if (!missing.isEmpty()) {
            item->setForeground(QColor(0xb0, 0x30, 0x20));
            item->setToolTip(missing);
            quoteNeeded << tr("%1: %2").arg(o.name, missing);
        } else {
            item->setToolTip(o.kind() == OptionKind::Cloud ? tr("Cloud option") : tr("Self-hosted option"));
        }
    }
    mList->setCurrentRow(mCurrent);
    mQuoteHint->setText(quoteNeeded.join(QLatin1Char('\n')));
    mQuoteHint->setVisible(!quoteNeeded.isEmpty());

    const Option *current = mCurrent >= 0 ? &s.options[mCurrent] : nullptr;
    mForms->setCurrentIndex(!current ? 2 : current->kind() == OptionKind::Cloud ? 0 : 1);
    for (NumberField &f : mNumbers) {
        const auto v = f.get(s, mCurrent);
        f.spin->setEnabled(v.has_value());
        f.labelWidget->setEnabled(v.has_value());
        if (v && !f.spin->hasFocus())
            f.spin->setValue(*v);
        else if (v && std::abs(f.spin->value() - *v) > 1e-9)
            f.spin->setValue(*v);
        else if (!v)
            f.spin->clear(); // a field this option does not have shows no stale value
        if (f.currency) {
            const QString code = v ? f.currency(s, mCurrent) : QString();
            f.spin->setPrefix(!v ? QString() : (code.isEmpty() ? s.reportingCurrency : code) + QLatin1Char(' '));
        }
        markField(f.spin, f.validate && v ? f.validate(s, mCurrent) : QString(), f.spec->translatedHelp());
    }
    for (ChoiceField &f : mChoices) {
        const auto v = f.get(s, mCurrent);
        f.combo->setEnabled(v.has_value());
        f.labelWidget->setEnabled(v.has_value());
        f.combo->setCurrentIndex(v.value_or(-1));
    }
    for (TextField &f : mTexts)
        if (!f.edit->hasFocus() || f.edit->text() != f.get(s, mCurrent)) {
            f.edit->setText(f.get(s, mCurrent));
            f.edit->setCursorPosition(0); // a long name shows its beginning, not its end
        }
    mCurrency->setCurrentText(s.reportingCurrency);
    mOrigin->setCurrentIndex(s.constraints.origin == OriginRule::DomesticOnly ? 1 : 0);
    mResidency->setCurrentIndex(s.constraints.residency == ResidencyRule::MainlandChina ? 1 : 0);
    if (const CloudOption *c = cloudOf(s, mCurrent)) {
        mPricing->setCurrentIndex(int(Edits::pricingModel(*c)));
        mPayment->setEnabled(c->reserved.has_value());
        mPaymentLabel->setEnabled(c->reserved.has_value());
        if (c->reserved)
            mPayment->setCurrentIndex(int(c->reserved->payment));
    }
    if (const SelfHostedOption *h = selfOf(s, mCurrent)) {
        mBridge->clear();
        mBridge->addItem(tr("None: demand waits"), QString());
        for (const Option &o : s.options)
            if (o.kind() == OptionKind::Cloud)
                mBridge->addItem(o.name, o.id);
        mBridge->setCurrentIndex(std::max(0, mBridge->findData(h->bridgeOptionId)));
    }
    mDuplicate->setEnabled(current);
    mRemove->setEnabled(current);
    mUp->setEnabled(mCurrent > 0);
    mDown->setEnabled(current && mCurrent < count - 1);
    mRefreshing = false;
}

void ScenarioEditor::retranslate()
{
    mScenarioBox->setTitle(tr("Scenario"));
    mOptionsBox->setTitle(tr("Options"));
    mAddCatalog->setText(tr("From catalog…"));
    if (mFeePreset) {
        mFeePreset->setText(tr("Fee from price list…"));
        mFeePreset->setToolTip(
            tr("Fill the storage, egress, bandwidth or request fee from the pricing catalog's fee price "
               "lists; the option records the price's id and the report lists its source and date."));
    }
    mAddCatalog->setToolTip(tr("Add a cloud option from the pricing catalog"));
    mAddCloud->setText(tr("Cloud"));
    mAddCloud->setToolTip(tr("Add a cloud option and enter its price (a quote)"));
    mAddSelf->setText(tr("Self-hosted"));
    mAddSelf->setToolTip(tr("Add servers of your own"));
    mDuplicate->setText(tr("Duplicate"));
    mRemove->setText(tr("Remove"));
    mUp->setToolTip(tr("Move up"));
    mDown->setToolTip(tr("Move down"));
    mCurrencyLabel->setText(tr("Reporting currency"));
    mBudgetTitle->setText(tr("<b>Calendar and budget</b> (the same amount every fiscal year; 0 = none)"));
    mCurrency->setToolTip(tr("All results are converted into this currency with the scenario's dated exchange rates."));
    mPricingLabel->setText(tr("Pricing model"));
    mPricing->setToolTip(tr("On-demand (按量付费), reserved/subscription (包年包月), spot (抢占式), or a reserved base "
                            "with on-demand or spot for the rest."));
    {
        const QSignalBlocker block(mPricing);
        const int i = mPricing->currentIndex();
        mPricing->clear();
        mPricing->addItems(
            {tr("On-demand"), tr("Reserved"), tr("Spot"), tr("Reserved + on-demand"), tr("Reserved + spot")});
        mPricing->setCurrentIndex(i);
    }
    mPaymentLabel->setText(tr("Payment"));
    mBridgeLabel->setText(tr("Cloud bridging"));
    mBridge->setToolTip(tr("The cloud option that serves the demand the servers cannot: before they arrive (lead time) "
                           "and beyond their capacity. A reserved term used as a bridge is paid in full."));
    {
        const QSignalBlocker block(mPayment);
        const int i = mPayment->currentIndex();
        mPayment->clear();
        mPayment->addItems({tr("All upfront"), tr("Partial upfront"), tr("No upfront")});
        mPayment->setCurrentIndex(i);
    }
    mConstraintsTitle->setText(tr("<b>Constraints</b> (options that break one are never recommended)"));
    mOriginLabel->setText(ScenarioSchema::field("constraints", "acceleratorOrigin").translatedLabel());
    mOrigin->setToolTip(ScenarioSchema::field("constraints", "acceleratorOrigin").translatedHelp());
    mResidencyLabel->setText(ScenarioSchema::field("constraints", "dataResidency").translatedLabel());
    mResidency->setToolTip(ScenarioSchema::field("constraints", "dataResidency").translatedHelp());
    for (auto [combo, items] : {std::pair{mOrigin, QStringList{tr("Any"), tr("Domestic only (信创)")}},
             std::pair{mResidency, QStringList{tr("Anywhere"), tr("Mainland China")}}}) {
        const QSignalBlocker block(combo);
        const int i = combo->currentIndex();
        combo->clear();
        combo->addItems(items);
        combo->setCurrentIndex(i);
    }
    for (NumberField &f : mNumbers) {
        f.labelWidget->setText(f.spec->translatedLabel());
        if (f.spec->quoteable)
            f.spin->setSpecialValueText(tr("quote needed"));
        else if (f.spin->minimum() < f.spec->minimum && QLatin1String(f.spec->block) == QLatin1String("constraints"))
            f.spin->setSpecialValueText(tr("none"));
        else if (f.spin->minimum() < f.spec->minimum)
            f.spin->setSpecialValueText(tr("auto"));
        const QString unit = f.spec->translatedUnit();
        f.spin->setSuffix(unit.isEmpty() ? QString() : QStringLiteral(" ") + unit);
    }
    for (TextField &f : mTexts) {
        f.labelWidget->setText(f.spec->translatedLabel());
        f.edit->setToolTip(f.spec->translatedHelp());
    }
    for (ChoiceField &f : mChoices) {
        const QSignalBlocker block(f.combo);
        f.combo->clear();
        f.combo->addItems(f.labels());
        f.labelWidget->setText(f.title());
        f.combo->setToolTip(f.spec->translatedHelp());
    }
    refresh();
}

void ScenarioEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QDoubleSpinBox *ScenarioEditor::numberField(const QString &key) const
{
    for (const NumberField &f : mNumbers)
        if (f.spin->objectName() == key)
            return f.spin;
    return nullptr;
}

void ScenarioEditor::scrollToTop()
{
    mScroll->verticalScrollBar()->setValue(0);
}

void ScenarioEditor::setCurrentOption(int index)
{
    if (index == mCurrent)
        return;
    mDocument->endMerge();
    mCurrent = index;
    refresh();
    emit currentOptionChanged(index);
}

void ScenarioEditor::addCloudOption(const Option &option)
{
    const int index = int(mDocument->scenario().options.size());
    mDocument->editScenario(
        tr("Add option %1").arg(option.name), [option](Scenario &s) { Edits::addOption(s, option); });
    setCurrentOption(index);
}

void ScenarioEditor::addSelfHostedOption()
{
    const Option o = Edits::newSelfHostedOption();
    const int index = int(mDocument->scenario().options.size());
    mDocument->editScenario(tr("Add option %1").arg(o.name), [o](Scenario &s) { Edits::addOption(s, o); });
    setCurrentOption(index);
}

void ScenarioEditor::duplicateOption()
{
    const int i = mCurrent;
    if (i < 0 || i >= int(mDocument->scenario().options.size()))
        return;
    mDocument->editScenario(tr("Duplicate option"), [i](Scenario &s) { Edits::duplicateOption(s, i); });
    setCurrentOption(i + 1);
}

void ScenarioEditor::removeOption()
{
    const int i = mCurrent;
    if (i < 0 || i >= int(mDocument->scenario().options.size()))
        return;
    mDocument->editScenario(tr("Remove option %1").arg(mDocument->scenario().options[std::size_t(i)].name),
        [i](Scenario &s) { Edits::removeOption(s, i); });
}

void ScenarioEditor::moveOption(int delta)
{
    const int i = mCurrent;
    const int j = i + delta;
    if (i < 0 || j < 0 || j >= int(mDocument->scenario().options.size()))
        return;
    mDocument->editScenario(tr("Move option"), [i, delta](Scenario &s) { Edits::moveOption(s, i, delta); });
    setCurrentOption(j);
}

} // namespace gputco
