#include "scenarioeditor.h"

#include "analysis.h"
#include "scenarioloader.h"

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
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>

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

enum PricingChoice { OnDemandOnly, ReservedOnly, SpotOnly, ReservedPlusOnDemand, ReservedPlusSpot };

PricingChoice pricingOf(const CloudOption &c)
{
    if (c.reserved)
        return c.onDemand ? ReservedPlusOnDemand : c.spot ? ReservedPlusSpot : ReservedOnly;
    return c.spot ? SpotOnly : OnDemandOnly;
}

QString uniqueId(const Scenario &s, const QString &base)
{
    QString id = base;
    for (int n = 2;; ++n) {
        if (std::none_of(s.options.begin(), s.options.end(), [&](const Option &o) { return o.id == id; }))
            return id;
        id = base + QLatin1Char('-') + QString::number(n);
    }
}

} // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), mDocument(document), mScenarioBox(new QGroupBox(this)), mOptionsBox(new QGroupBox(this)),
      mList(new QListWidget(this)), mAddCatalog(new QPushButton(this)), mAddCloud(new QPushButton(this)),
      mAddSelf(new QPushButton(this)), mDuplicate(new QPushButton(this)), mRemove(new QPushButton(this)),
      mUp(new QPushButton(QStringLiteral("▲"), this)), mDown(new QPushButton(QStringLiteral("▼"), this)),
      mForms(new QStackedWidget(this)), mCurrency(new QComboBox(this)), mCurrencyLabel(new QLabel(this)),
      mPricing(new QComboBox(this)), mPricingLabel(new QLabel(this)), mPayment(new QComboBox(this)),
      mPaymentLabel(new QLabel(this)), mBridge(new QComboBox(this)), mBridgeLabel(new QLabel(this)),
      mQuoteHint(new QLabel(this))
{
    auto *inner = new QWidget;
    auto *layout = new QVBoxLayout(inner);

    auto *scenarioForm = new QFormLayout(mScenarioBox);
    buildScenarioForm(scenarioForm);
    layout->addWidget(mScenarioBox);

    auto *optionsLayout = new QVBoxLayout(mOptionsBox);
    mList->setMaximumHeight(150);
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
    connect(mAddCloud, &QPushButton::clicked, this, [this] {
        Option o;
        o.name = tr("New cloud option");
        CloudOption c;
        c.gpusPerInstance = 8;
        c.onDemand = OnDemandPricing{}; // price 0: asks for a quote
        o.spec = c;
        addCloudOption(o);
    });
    connect(mAddSelf, &QPushButton::clicked, this, &ScenarioEditor::addSelfHostedOption);
    connect(mDuplicate, &QPushButton::clicked, this, &ScenarioEditor::duplicateOption);
    connect(mRemove, &QPushButton::clicked, this, &ScenarioEditor::removeOption);
    connect(mUp, &QPushButton::clicked, this, [this] { moveOption(-1); });
    connect(mDown, &QPushButton::clicked, this, [this] { moveOption(1); });

    connect(mDocument, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
    retranslate();
}

QDoubleSpinBox *ScenarioEditor::addNumber(QFormLayout *form, NumberField field, double min, double max, int decimals)
{
    field.spin = new QDoubleSpinBox(this);
    field.spin->setRange(min, max);
    field.spin->setDecimals(decimals);
    field.spin->setKeyboardTracking(false);
    field.spin->setGroupSeparatorShown(true);
    field.spin->setObjectName(field.key);
    // Long suffixes and large ranges make wide size hints: let the dock's width decide.
    field.spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.spin->setMinimumWidth(110);
    field.labelWidget = new QLabel(this);
    field.labelWidget->setBuddy(field.spin);
    form->addRow(field.labelWidget, field.spin);
    const int index = int(mNumbers.size());
    connect(field.spin, &QDoubleSpinBox::valueChanged, this, [this, index](double v) {
        if (mRefreshing)
            return;
        const NumberField &f = mNumbers[index];
        const int option = mCurrent;
        const auto set = f.set;
        mDocument->editScenario(tr("Edit %1").arg(tr(f.label)), [set, option, v](Scenario &s) { set(s, option, v); },
                                index);
    });
    connect(field.spin, &QDoubleSpinBox::editingFinished, mDocument, &ScenarioDocument::endMerge);
    mNumbers.push_back(std::move(field));
    return mNumbers.back().spin;
}

QLineEdit *ScenarioEditor::addText(QFormLayout *form, TextField field)
{
    field.edit = new QLineEdit(this);
    field.edit->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.edit->setMinimumWidth(110);
    field.labelWidget = new QLabel(this);
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
        const auto set = f.set;
        mDocument->editScenario(tr("Edit %1").arg(tr(f.label)), [set, option, text](Scenario &s) { set(s, option, text); });
    });
    mTexts.push_back(std::move(field));
    return mTexts.back().edit;
}

void ScenarioEditor::buildScenarioForm(QFormLayout *form)
{
    addText(form, {QT_TR_NOOP("Name"), QT_TR_NOOP("Shown in charts and reports."), nullptr, nullptr,
                   [](const Scenario &s, int) { return s.name; },
                   [](Scenario &s, int, const QString &t) { s.name = t; }});
    form->addRow(mCurrencyLabel, mCurrency);
    mCurrency->addItems(ScenarioLoader::knownCurrencies());
    connect(mCurrency, &QComboBox::currentTextChanged, this, [this](const QString &code) {
        if (mRefreshing || code == mDocument->scenario().reportingCurrency)
            return;
        mDocument->editScenario(tr("Change reporting currency"), [code](Scenario &s) { s.reportingCurrency = code; });
    });
    addNumber(form, {QStringLiteral("horizonMonths"), QT_TR_NOOP("Horizon"), QT_TR_NOOP("months"),
                     QT_TR_NOOP("Months to plan for, 1 to 120. Default 36."), nullptr, nullptr,
                     [](const Scenario &s, int) { return std::optional<double>(s.horizonMonths); },
                     [](Scenario &s, int, double v) { s.horizonMonths = int(std::lround(v)); }, {}},
              1, 120, 0);
    addNumber(form, {QStringLiteral("hoursPerMonth"), QT_TR_NOOP("Hours per month"), QT_TR_NOOP("h"),
                     QT_TR_NOOP("730 = 8,760 hours a year / 12 (COST-MODEL convention). Some sources use 720."),
                     nullptr, nullptr, [](const Scenario &s, int) { return std::optional<double>(s.hoursPerMonth); },
                     [](Scenario &s, int, double v) {
                         const double share = s.hoursPerMonth > 0 ? s.demand.busyHoursPerMonth / s.hoursPerMonth : 1.0;
                         s.hoursPerMonth = v;
                         s.demand.busyHoursPerMonth = std::min(v, share * v);
                     }, {}},
              1, 744, 0);
    addNumber(form, {QStringLiteral("discountRate"), QT_TR_NOOP("Discount rate"), QT_TR_NOOP("%/year"),
                     QT_TR_NOOP("Annual cost of capital for the net present value; 0 = no discounting."), nullptr,
                     nullptr, [](const Scenario &s, int) { return std::optional<double>(s.discountRatePerYear * 100); },
                     [](Scenario &s, int, double v) { s.discountRatePerYear = v / 100.0; }, {}},
              0, 100, 1);
    addText(form, {QT_TR_NOOP("GPU class"), QT_TR_NOOP("The GPU the training needs, e.g. A100 80GB."), nullptr,
                   nullptr, [](const Scenario &s, int) { return s.demand.gpuClass; },
                   [](Scenario &s, int, const QString &t) { s.demand.gpuClass = t; }});
    addNumber(form, {QStringLiteral("gpuCount"), QT_TR_NOOP("GPU count"), QT_TR_NOOP("GPUs"),
                     QT_TR_NOOP("GPUs needed in year 1. Instances and servers are rounded up to whole units."),
                     nullptr, nullptr, [](const Scenario &s, int) { return std::optional<double>(s.demand.gpuCount); },
                     [](Scenario &s, int, double v) { s.demand.gpuCount = v; },
                     [](const Scenario &s, int) { return s.demand.gpuCount > 0 ? QString() : tr("At least one GPU is needed."); }},
              0, 1e6, 0);
    addNumber(form, {QStringLiteral("busyHours"), QT_TR_NOOP("Busy hours"), QT_TR_NOOP("h/month"),
                     QT_TR_NOOP("Hours each GPU is busy per month; 730 = always busy. Reserved terms and owned "
                                "servers cost the same whatever this is."),
                     nullptr, nullptr, [](const Scenario &s, int) { return std::optional<double>(s.demand.busyHoursPerMonth); },
                     [](Scenario &s, int, double v) { s.demand.busyHoursPerMonth = std::min(v, s.hoursPerMonth); }, {}},
              0, 744, 0);
    addNumber(form, {QStringLiteral("growth"), QT_TR_NOOP("Growth"), QT_TR_NOOP("%/year"),
                     QT_TR_NOOP("Demand grows by this much at each 12-month anniversary."), nullptr, nullptr,
                     [](const Scenario &s, int) { return std::optional<double>(s.demand.growthPercentPerYear); },
                     [](Scenario &s, int, double v) { s.demand.growthPercentPerYear = v; }, {}},
              -99, 1000, 0);
    struct Trend
    {
        const char *key, *label, *tip;
        double PriceTrends::*member;
    };
    const Trend trends[] = {
        {"trendCloud", QT_TR_NOOP("Cloud price trend"),
         QT_TR_NOOP("Yearly change of on-demand and spot prices, and of each new reserved term (a term keeps the price "
                    "it starts with). GPU-hour prices have been falling; negative = cheaper each year."),
         &PriceTrends::cloudComputePercentPerYear},
        {"trendHardware", QT_TR_NOOP("Hardware price trend"),
         QT_TR_NOOP("Yearly change of the server price paid at each refresh."), &PriceTrends::hardwarePercentPerYear},
        {"trendPower", QT_TR_NOOP("Electricity price trend"), QT_TR_NOOP("Yearly change of the electricity price."),
         &PriceTrends::powerPercentPerYear},
        {"trendSpace", QT_TR_NOOP("Space price trend"), QT_TR_NOOP("Yearly change of rack rent and colocation."),
         &PriceTrends::spacePercentPerYear},
        {"trendStaff", QT_TR_NOOP("Salary trend"), QT_TR_NOOP("Yearly change of the cost of operations staff."),
         &PriceTrends::staffPercentPerYear},
        {"trendFees", QT_TR_NOOP("Fee trend"), QT_TR_NOOP("Yearly change of the hidden fees (storage, IO, egress ...)."),
         &PriceTrends::feesPercentPerYear},
    };
    for (const Trend &t : trends) {
        const auto member = t.member;
        addNumber(form, {QString::fromLatin1(t.key), t.label, QT_TR_NOOP("%/year"), t.tip, nullptr, nullptr,
                         [member](const Scenario &s, int) { return std::optional<double>(s.priceTrends.*member); },
                         [member](Scenario &s, int, double v) { s.priceTrends.*member = v; }, {}},
                  -90, 100, 1);
    }
}

void ScenarioEditor::buildCloudForm(QFormLayout *form)
{
    addText(form, {QT_TR_NOOP("Provider"), QT_TR_NOOP("Cloud provider, e.g. alibaba, tencent, aws."), nullptr, nullptr,
                   [](const Scenario &s, int i) { return cloudOf(s, i) ? cloudOf(s, i)->provider : QString(); },
                   [](Scenario &s, int i, const QString &t) { if (auto *c = cloudIn(s, i)) c->provider = t; }});
    addText(form, {QT_TR_NOOP("Region"), QT_TR_NOOP("Region or availability zone of the price."), nullptr, nullptr,
                   [](const Scenario &s, int i) { return cloudOf(s, i) ? cloudOf(s, i)->region : QString(); },
                   [](Scenario &s, int i, const QString &t) { if (auto *c = cloudIn(s, i)) c->region = t; }});
    addText(form, {QT_TR_NOOP("Instance type"), QT_TR_NOOP("The provider's instance type name."), nullptr, nullptr,
                   [](const Scenario &s, int i) { return cloudOf(s, i) ? cloudOf(s, i)->instanceType : QString(); },
                   [](Scenario &s, int i, const QString &t) { if (auto *c = cloudIn(s, i)) c->instanceType = t; }});
    addNumber(form, {QStringLiteral("gpusPerInstance"), QT_TR_NOOP("GPUs per instance"), QT_TR_NOOP("GPUs"),
                     QT_TR_NOOP("Instances = GPUs needed / GPUs per instance, rounded up."), nullptr, nullptr,
                     [](const Scenario &s, int i) { return cloudOf(s, i) ? std::optional<double>(cloudOf(s, i)->gpusPerInstance) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i)) c->gpusPerInstance = std::max(1, int(std::lround(v))); }, {}},
              1, 1024, 0);
    form->addRow(mPricingLabel, mPricing);
    connect(mPricing, &QComboBox::currentIndexChanged, this, [this](int choice) {
        if (mRefreshing || choice < 0)
            return;
        const int i = mCurrent;
        mDocument->editScenario(tr("Change pricing model"), [i, choice](Scenario &s) {
            CloudOption *c = cloudIn(s, i);
            if (!c)
                return;
            const bool wantReserved = choice == ReservedOnly || choice == ReservedPlusOnDemand || choice == ReservedPlusSpot;
            const bool wantOnDemand = choice == OnDemandOnly || choice == ReservedPlusOnDemand;
            const bool wantSpot = choice == SpotOnly || choice == ReservedPlusSpot;
            const double od = c->onDemand ? c->onDemand->pricePerInstanceHour : 0.0;
            if (wantReserved && !c->reserved) {
                ReservedPricing rp;
                rp.currency = c->onDemand ? c->onDemand->currency : QString();
                c->reserved = rp; // price 0 until entered: asks for a quote
            } else if (!wantReserved) {
                c->reserved.reset();
            }
            if (wantOnDemand && !c->onDemand)
                c->onDemand = OnDemandPricing{};
            else if (!wantOnDemand)
                c->onDemand.reset();
            if (wantSpot && !c->spot) {
                SpotPricing sp;
                sp.listPricePerInstanceHour = od > 0 ? std::optional<double>(od) : std::nullopt;
                c->spot = sp; // price 0 until entered
            } else if (!wantSpot) {
                c->spot.reset();
            }
        });
    });
    addNumber(form, {QStringLiteral("onDemandPrice"), QT_TR_NOOP("On-demand price"), QT_TR_NOOP("per instance-hour"),
                     QT_TR_NOOP("Pay-as-you-go (按量付费) price of one instance for one hour, in the option's currency."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->onDemand ? std::optional<double>(c->onDemand->pricePerInstanceHour) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->onDemand) { c->onDemand->pricePerInstanceHour = v; c->onDemand->listPricePerInstanceHour.reset(); c->onDemand->discountPercent.reset(); } },
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->onDemand && c->onDemand->pricePerInstanceHour <= 0 ? tr("Price needed: ask for a quote.") : QString(); }},
              0, 1e7, 4);
    addNumber(form, {QStringLiteral("termMonths"), QT_TR_NOOP("Reserved term"), QT_TR_NOOP("months"),
                     QT_TR_NOOP("Length of the reserved or subscription term (包年包月). Paid for every month whether "
                                "used or not; renewed while the horizon lasts."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved ? std::optional<double>(c->reserved->termMonths) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->reserved) { c->reserved->termMonths = std::max(1, int(std::lround(v))); c->reserved->resolve(s.hoursPerMonth); } }, {}},
              1, 120, 0);
    form->addRow(mPaymentLabel, mPayment);
    connect(mPayment, &QComboBox::currentIndexChanged, this, [this](int p) {
        if (mRefreshing || p < 0)
            return;
        const int i = mCurrent;
        mDocument->editScenario(tr("Change payment option"), [i, p](Scenario &s) {
            if (auto *c = cloudIn(s, i); c && c->reserved) {
                ReservedPricing &r = *c->reserved;
                const double termTotal = r.upfrontPerInstance + r.monthlyPerInstance * r.termMonths;
                r.payment = PaymentOption(p);
                if (r.derivedHourly()) {
                    r.resolve(s.hoursPerMonth);
                } else { // a quote: keep the term's total, split it the new way
                    const double share = r.payment == PaymentOption::AllUpfront ? 1.0
                            : r.payment == PaymentOption::NoUpfront ? 0.0 : r.upfrontPercent / 100.0;
                    r.upfrontPerInstance = termTotal * share;
                    r.monthlyPerInstance = termTotal * (1 - share) / r.termMonths;
                }
            }
        });
    });
    auto reservedQuote = [](Scenario &s, int i, double v, bool upfront) {
        if (auto *c = cloudIn(s, i); c && c->reserved) {
            ReservedPricing &r = *c->reserved;
            r.listPricePerInstanceHour.reset();
            r.discountPercent.reset();
            r.effectivePricePerInstanceHour.reset();
            (upfront ? r.upfrontPerInstance : r.monthlyPerInstance) = v;
        }
    };
    addNumber(form, {QStringLiteral("reservedUpfront"), QT_TR_NOOP("Upfront per instance"), QT_TR_NOOP("per term"),
                     QT_TR_NOOP("Paid in the first month of each term. Entering it turns the price into a quote."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved && c->reserved->payment != PaymentOption::NoUpfront ? std::optional<double>(c->reserved->upfrontPerInstance) : std::nullopt; },
                     [reservedQuote](Scenario &s, int i, double v) { reservedQuote(s, i, v, true); },
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved && c->reserved->upfrontPerInstance + c->reserved->monthlyPerInstance <= 0 ? tr("Price needed: ask for a quote.") : QString(); }},
              0, 1e12, 2);
    addNumber(form, {QStringLiteral("reservedMonthly"), QT_TR_NOOP("Monthly per instance"), QT_TR_NOOP("per month"),
                     QT_TR_NOOP("Paid every month of the term, used or not."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved && c->reserved->payment != PaymentOption::AllUpfront ? std::optional<double>(c->reserved->monthlyPerInstance) : std::nullopt; },
                     [reservedQuote](Scenario &s, int i, double v) { reservedQuote(s, i, v, false); },
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved && c->reserved->upfrontPerInstance + c->reserved->monthlyPerInstance <= 0 ? tr("Price needed: ask for a quote.") : QString(); }},
              0, 1e12, 2);
    addNumber(form, {QStringLiteral("reservedInstances"), QT_TR_NOOP("Reserved instances"), QT_TR_NOOP("(0 = auto)"),
                     QT_TR_NOOP("Instances reserved; 0 sizes each term to the peak demand in it. With fewer, the rest "
                                "runs on demand or spot (a mixed strategy)."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->reserved ? std::optional<double>(c->reserved->instances.value_or(0)) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->reserved) { const int n = int(std::lround(v)); c->reserved->instances = n > 0 ? std::optional<int>(n) : std::nullopt; } }, {}},
              0, 1e6, 0);
    addNumber(form, {QStringLiteral("spotPrice"), QT_TR_NOOP("Spot price"), QT_TR_NOOP("per instance-hour"),
                     QT_TR_NOOP("Spot (抢占式/竞价) price. Some spot prices equal on-demand: never assume a discount."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot ? std::optional<double>(c->spot->pricePerInstanceHour) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->spot) { c->spot->pricePerInstanceHour = v; c->spot->discountPercent.reset(); } },
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot && c->spot->pricePerInstanceHour <= 0 ? tr("Price needed: ask for a quote.") : QString(); }},
              0, 1e7, 4);
    addNumber(form, {QStringLiteral("spotMtbi"), QT_TR_NOOP("Hours between interruptions"), QT_TR_NOOP("h"),
                     QT_TR_NOOP("Mean hours between interruptions of one spot instance (0 = never interrupted)."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot ? std::optional<double>(c->spot->interruptionsPerInstanceHour > 0 ? 1.0 / c->spot->interruptionsPerInstanceHour : 0.0) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->spot) c->spot->interruptionsPerInstanceHour = v > 0 ? 1.0 / v : 0.0; }, {}},
              0, 1e6, 1);
    addNumber(form, {QStringLiteral("checkpointInterval"), QT_TR_NOOP("Checkpoint interval"), QT_TR_NOOP("h"),
                     QT_TR_NOOP("T: hours between checkpoints. Work since the last checkpoint is lost at an interruption; "
                                "Young's optimum sqrt(2 C M) is shown in the results."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot ? std::optional<double>(c->spot->checkpointIntervalHours) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->spot) c->spot->checkpointIntervalHours = std::max(0.01, v); }, {}},
              0.01, 1000, 2);
    addNumber(form, {QStringLiteral("checkpointWrite"), QT_TR_NOOP("Checkpoint write time"), QT_TR_NOOP("h"),
                     QT_TR_NOOP("C: hours to write one checkpoint."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot ? std::optional<double>(c->spot->checkpointWriteHours) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->spot) c->spot->checkpointWriteHours = v; }, {}},
              0, 100, 3);
    addNumber(form, {QStringLiteral("restart"), QT_TR_NOOP("Restart time"), QT_TR_NOOP("h"),
                     QT_TR_NOOP("R: hours to get capacity back and reload the checkpoint after an interruption."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->spot ? std::optional<double>(c->spot->restartHours) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i); c && c->spot) c->spot->restartHours = v; }, {}},
              0, 100, 2);
    addNumber(form, {QStringLiteral("egressGb"), QT_TR_NOOP("Egress"), QT_TR_NOOP("GB/month"),
                     QT_TR_NOOP("Data sent to the internet each month, priced by the option's egress tiers."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c ? std::optional<double>(c->fees.egress ? c->fees.egress->gbPerMonth : 0.0) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i)) { if (!c->fees.egress) c->fees.egress = EgressFee{0, {{std::nullopt, 0.0}}, {}}; c->fees.egress->gbPerMonth = v; } }, {}},
              0, 1e12, 0);
    addNumber(form, {QStringLiteral("egressPrice"), QT_TR_NOOP("Egress price"), QT_TR_NOOP("per GB"),
                     QT_TR_NOOP("Price per GB of the last (open-ended) egress tier; tiers before it are kept as they are."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c && c->fees.egress && !c->fees.egress->tiers.empty() ? std::optional<double>(c->fees.egress->tiers.back().pricePerGb) : std::optional<double>(c ? 0.0 : std::optional<double>()); },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i)) { if (!c->fees.egress) c->fees.egress = EgressFee{0, {{std::nullopt, 0.0}}, {}}; c->fees.egress->tiers.back().pricePerGb = v; } }, {}},
              0, 1e6, 4);
    addNumber(form, {QStringLiteral("storageGb"), QT_TR_NOOP("Storage"), QT_TR_NOOP("GB"),
                     QT_TR_NOOP("Capacity of the first storage volume (disks, parallel file system, object storage)."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c ? std::optional<double>(c->fees.storage.empty() ? 0.0 : c->fees.storage.front().gbProvisioned) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i)) { if (c->fees.storage.empty()) c->fees.storage.push_back({tr("Storage"), 0, 0, {}}); c->fees.storage.front().gbProvisioned = v; } }, {}},
              0, 1e12, 0);
    addNumber(form, {QStringLiteral("storagePrice"), QT_TR_NOOP("Storage price"), QT_TR_NOOP("per GB-month"),
                     QT_TR_NOOP("Price of the first storage volume per GB and month."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *c = cloudOf(s, i); return c ? std::optional<double>(c->fees.storage.empty() ? 0.0 : c->fees.storage.front().pricePerGbMonth) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *c = cloudIn(s, i)) { if (c->fees.storage.empty()) c->fees.storage.push_back({tr("Storage"), 0, 0, {}}); c->fees.storage.front().pricePerGbMonth = v; } }, {}},
              0, 1e6, 4);
}

void ScenarioEditor::buildSelfHostedForm(QFormLayout *form)
{
    struct Spec
    {
        const char *key, *label, *unit, *tip;
        double min, max;
        int decimals;
        double SelfHostedOption::*member;
        double scale; // shown value = member x scale
    };
    const Spec specs[] = {
        {"pricePerServer", QT_TR_NOOP("Price per server"), QT_TR_NOOP("per server"),
         QT_TR_NOOP("Capex of one server with its GPUs. Reference: 8 x H100 with InfiniBand NICs about USD 310-317k (2024)."),
         0, 1e10, 0, &SelfHostedOption::pricePerServer, 1},
        {"typicalKw", QT_TR_NOOP("Typical power"), QT_TR_NOOP("kW/server"),
         QT_TR_NOOP("Draw of one server with busy GPUs. DGX H100: 6.5-8.5 kW typical."), 0, 100, 2,
         &SelfHostedOption::typicalKwPerServer, 1},
        {"maxKw", QT_TR_NOOP("Maximum power"), QT_TR_NOOP("kW/server"),
         QT_TR_NOOP("Nameplate power, sizes racks and colocation. DGX H100: 10.2 kW."), 0, 100, 2,
         &SelfHostedOption::maxKwPerServer, 1},
        {"fabric", QT_TR_NOOP("Network fabric"), QT_TR_NOOP("capex"),
         QT_TR_NOOP("Switches, NICs and cables. A 64-port 400G InfiniBand switch: USD 36-50k (2024)."), 0, 1e10, 0,
         &SelfHostedOption::fabricCapex, 1},
        {"storageCapex", QT_TR_NOOP("Storage system"), QT_TR_NOOP("capex"), QT_TR_NOOP("Storage bought with the servers."),
         0, 1e10, 0, &SelfHostedOption::storageCapex, 1},
        {"installation", QT_TR_NOOP("Installation"), QT_TR_NOOP("capex"),
         QT_TR_NOOP("One-off installation; depreciated, not resold."), 0, 1e10, 0, &SelfHostedOption::installationCapex, 1},
        {"residual", QT_TR_NOOP("Residual value"), QT_TR_NOOP("% of hardware"),
         QT_TR_NOOP("Resale value at end of life. 25-35% at 36 months is quoted for H100."), 0, 100, 0,
         &SelfHostedOption::residualFraction, 100},
        {"powerPrice", QT_TR_NOOP("Electricity"), QT_TR_NOOP("per kWh"),
         QT_TR_NOOP("China industrial average about 0.63 CNY/kWh (China Briefing 2024); subsidised western data "
                    "centres 0.4."), 0, 10, 3, &SelfHostedOption::powerPricePerKwh, 1},
        {"pue", QT_TR_NOOP("PUE"), "", QT_TR_NOOP("Power usage effectiveness, cooling included: 1.2-1.5 in China."),
         1, 5, 2, &SelfHostedOption::pue, 1},
        {"idle", QT_TR_NOOP("Idle power"), QT_TR_NOOP("% of typical"),
         QT_TR_NOOP("Share of typical power an idle server still draws."), 0, 100, 0,
         &SelfHostedOption::idlePowerFraction, 100},
        {"kwPerRack", QT_TR_NOOP("Power per rack"), QT_TR_NOOP("kW/rack"),
         QT_TR_NOOP("Racks = total maximum kW / kW per rack, rounded up. 0 = no rack rent."), 0, 1000, 1,
         &SelfHostedOption::kwPerRack, 1},
        {"rackPrice", QT_TR_NOOP("Rack rent"), QT_TR_NOOP("per rack-month"), QT_TR_NOOP("Monthly rent of one rack."),
         0, 1e9, 0, &SelfHostedOption::rackPricePerMonth, 1},
        {"colocation", QT_TR_NOOP("Colocation"), QT_TR_NOOP("per kW-month"),
         QT_TR_NOOP("Colocation priced by power: about USD 150-250 per kW-month."), 0, 1e9, 2,
         &SelfHostedOption::colocationPricePerKwMonth, 1},
        {"serversPerFte", QT_TR_NOOP("Servers per engineer"), QT_TR_NOOP("servers/FTE"),
         QT_TR_NOOP("One full-time engineer looks after this many servers. 0 = no staff cost."), 0, 1e6, 1,
         &SelfHostedOption::serversPerFte, 1},
        {"costPerFte", QT_TR_NOOP("Engineer cost"), QT_TR_NOOP("per month"),
         QT_TR_NOOP("Fully loaded monthly cost of one engineer."), 0, 1e9, 0, &SelfHostedOption::monthlyCostPerFte, 1},
        {"maintenance", QT_TR_NOOP("Maintenance"), QT_TR_NOOP("% of hardware/year"),
         QT_TR_NOOP("Support contracts and spares as a share of hardware capex per year."), 0, 100, 1,
         &SelfHostedOption::maintenancePercentPerYear, 1},
    };
    addNumber(form, {QStringLiteral("servers"), QT_TR_NOOP("Servers"), QT_TR_NOOP("(0 = auto)"),
                     QT_TR_NOOP("Servers bought; 0 buys enough for the peak demand."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h ? std::optional<double>(h->serverCount.value_or(0)) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *h = selfIn(s, i)) { const int n = int(std::lround(v)); h->serverCount = n > 0 ? std::optional<int>(n) : std::nullopt; } }, {}},
              0, 1e6, 0);
    addNumber(form, {QStringLiteral("gpusPerServer"), QT_TR_NOOP("GPUs per server"), QT_TR_NOOP("GPUs"),
                     QT_TR_NOOP("GPUs in one server, usually 8."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h ? std::optional<double>(h->gpusPerServer) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *h = selfIn(s, i)) h->gpusPerServer = std::max(1, int(std::lround(v))); }, {}},
              1, 1024, 0);
    for (const Spec &sp : specs) {
        auto member = sp.member;
        const double scale = sp.scale;
        NumberField f{QLatin1String(sp.key), sp.label, sp.unit, sp.tip, nullptr, nullptr,
                      [member, scale](const Scenario &s, int i) { auto *h = selfOf(s, i); return h ? std::optional<double>(h->*member * scale) : std::nullopt; },
                      [member, scale](Scenario &s, int i, double v) { if (auto *h = selfIn(s, i)) h->*member = v / scale; }, {}};
        if (member == &SelfHostedOption::pricePerServer)
            f.validate = [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h && h->pricePerServer <= 0 ? tr("Price needed: ask for a quote.") : QString(); };
        if (member == &SelfHostedOption::maxKwPerServer)
            f.validate = [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h && h->maxKwPerServer < h->typicalKwPerServer ? tr("Maximum power is below the typical power.") : QString(); };
        addNumber(form, std::move(f), sp.min, sp.max, sp.decimals);
    }
    addNumber(form, {QStringLiteral("leadTime"), QT_TR_NOOP("Lead time"), QT_TR_NOOP("months"),
                     QT_TR_NOOP("Months from order (paid in month 1) to servers in service; demand before then runs on the "
                                "bridging cloud option, or is not served."),
                     nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h ? std::optional<double>(h->leadTimeMonths) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *h = selfIn(s, i)) h->leadTimeMonths = int(std::lround(v)); }, {}},
              0, 120, 0);
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
    addNumber(form, {QStringLiteral("life"), QT_TR_NOOP("Life"), QT_TR_NOOP("months"),
                     QT_TR_NOOP("Straight-line depreciation period, then refresh: 36-72 months (Amazon 5 years, Microsoft "
                                "and Alphabet 6)."), nullptr, nullptr,
                     [](const Scenario &s, int i) { auto *h = selfOf(s, i); return h ? std::optional<double>(h->lifeMonths) : std::nullopt; },
                     [](Scenario &s, int i, double v) { if (auto *h = selfIn(s, i)) h->lifeMonths = std::max(1, int(std::lround(v))); }, {}},
              1, 240, 0);
}

void ScenarioEditor::markField(QWidget *w, const QString &problem, const QString &tip)
{
    w->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("background-color: #fde2e0;"));
    w->setToolTip(problem.isEmpty() ? tip : QStringLiteral("⚠ %1\n\n%2").arg(problem, tip));
}

void ScenarioEditor::refresh()
{
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
        const QString missing = Analysis::missingPrice(o);
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
        markField(f.spin, f.validate && v ? f.validate(s, mCurrent) : QString(), tr(f.tip));
    }
    for (TextField &f : mTexts)
        if (!f.edit->hasFocus() || f.edit->text() != f.get(s, mCurrent))
            f.edit->setText(f.get(s, mCurrent));
    mCurrency->setCurrentText(s.reportingCurrency);
    if (const CloudOption *c = cloudOf(s, mCurrent)) {
        mPricing->setCurrentIndex(pricingOf(*c));
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
    mCurrency->setToolTip(tr("All results are converted into this currency with the scenario's dated exchange rates."));
    mPricingLabel->setText(tr("Pricing model"));
    mPricing->setToolTip(tr("On-demand (按量付费), reserved/subscription (包年包月), spot (抢占式), or a reserved base "
                            "with on-demand or spot for the rest."));
    {
        const QSignalBlocker block(mPricing);
        const int i = mPricing->currentIndex();
        mPricing->clear();
        mPricing->addItems({tr("On-demand"), tr("Reserved"), tr("Spot"), tr("Reserved + on-demand"), tr("Reserved + spot")});
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
    for (NumberField &f : mNumbers) {
        f.labelWidget->setText(tr(f.label));
        const QString unit = f.unit && *f.unit ? tr(f.unit) : QString();
        f.spin->setSuffix(unit.isEmpty() ? QString() : QStringLiteral(" ") + unit);
    }
    for (TextField &f : mTexts) {
        f.labelWidget->setText(tr(f.label));
        f.edit->setToolTip(tr(f.tip));
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
        if (f.key == key)
            return f.spin;
    return nullptr;
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
    Option o = option;
    o.id = uniqueId(mDocument->scenario(), o.id.isEmpty() ? QStringLiteral("cloud") : o.id);
    const int index = int(mDocument->scenario().options.size());
    mDocument->editScenario(tr("Add option %1").arg(o.name), [o](Scenario &s) { s.options.push_back(o); });
    setCurrentOption(index);
}

void ScenarioEditor::addSelfHostedOption()
{
    Option o;
    o.id = uniqueId(mDocument->scenario(), QStringLiteral("own"));
    o.name = tr("Own servers");
    SelfHostedOption h;
    // Reference defaults (COST-MODEL.md): DGX H100 power, China power price and PUE. The
    // server price is left for the user's quote.
    h.gpusPerServer = 8;
    h.typicalKwPerServer = 6.5;
    h.maxKwPerServer = 10.2;
    h.idlePowerFraction = 0.3;
    h.pue = 1.3;
    h.powerPricePerKwh = 0.63;
    h.lifeMonths = 60;
    h.residualFraction = 0.25;
    o.spec = h;
    const int index = int(mDocument->scenario().options.size());
    mDocument->editScenario(tr("Add option %1").arg(o.name), [o](Scenario &s) { s.options.push_back(o); });
    setCurrentOption(index);
}

void ScenarioEditor::duplicateOption()
{
    const Scenario &s = mDocument->scenario();
    if (mCurrent < 0 || mCurrent >= int(s.options.size()))
        return;
    Option o = s.options[mCurrent];
    o.id = uniqueId(s, o.id);
    o.name = tr("%1 (copy)").arg(o.name);
    const int at = mCurrent + 1;
    mDocument->editScenario(tr("Duplicate option"), [o, at](Scenario &sc) { sc.options.insert(sc.options.begin() + at, o); });
    setCurrentOption(at);
}

void ScenarioEditor::removeOption()
{
    const int i = mCurrent;
    if (i < 0 || i >= int(mDocument->scenario().options.size()))
        return;
    mDocument->editScenario(tr("Remove option %1").arg(mDocument->scenario().options[i].name),
                            [i](Scenario &s) {
                                const QString id = s.options[std::size_t(i)].id;
                                s.options.erase(s.options.begin() + i);
                                for (Option &o : s.options) // a removed bridge leaves the demand waiting
                                    if (auto *h = std::get_if<SelfHostedOption>(&o.spec); h && h->bridgeOptionId == id)
                                        h->bridgeOptionId.clear();
                            });
}

void ScenarioEditor::moveOption(int delta)
{
    const int i = mCurrent;
    const int j = i + delta;
    if (i < 0 || j < 0 || j >= int(mDocument->scenario().options.size()))
        return;
    mDocument->editScenario(tr("Move option"), [i, j](Scenario &s) { std::swap(s.options[i], s.options[j]); });
    setCurrentOption(j);
}

} // namespace gputco
