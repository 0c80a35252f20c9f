#include "scenarioeditor.h"

#include "editorplaces.h"
#include "edits.h"
#include "quotes.h"
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
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>

namespace gputco {

using namespace EditorPlaces;

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    auto *inner = new QWidget;
    auto *layout = new QVBoxLayout(inner);
    buildScenarioForm(new QFormLayout(mScenarioBox));
    layout->addWidget(mScenarioBox);
    buildOptionsBox();
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

    connectOptionList();
    connect(mDocument, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
    retranslate();
}

/// The options: their list, the buttons that add, duplicate, remove and move them, and the
/// form of the one selected (cloud, self-hosted, or none).
void ScenarioEditor::buildOptionsBox()
{
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
}

void ScenarioEditor::connectOptionList()
{
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
}

QDoubleSpinBox *ScenarioEditor::addNumber(QFormLayout *form, const FieldSpec &spec, NumberGetter get, NumberSetter set,
    Validator validate, CurrencyGetter currency)
{
    NumberField field{&spec, new QDoubleSpinBox(this), new QLabel(this), std::move(get), std::move(set),
        std::move(validate), spec.money ? std::move(currency) : CurrencyGetter()};
    // Range and decimals from the field table. A price awaiting a quote is 0 ("quote needed");
    // a count whose absence means "enough for the demand" is 0 ("auto").
    double minimum = spec.editorMinimum();
    if (spec.quoteable || (spec.isInteger() && spec.defaultText && spec.minimum >= 1))
        minimum = 0.0;
    field.spin->setRange(minimum, spec.maximum);
    field.spin->setDecimals(spec.decimals);
    field.spin->setKeyboardTracking(false);
    field.spin->setGroupSeparatorShown(true);
    field.spin->setObjectName(widgetName(spec));
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

QDoubleSpinBox *ScenarioEditor::addNumber(
    QFormLayout *form, const Place &place, const FieldSpec &spec, Validator validate)
{
    const FieldBinding b = spec.bind;
    return addNumber(
        form, spec,
        [place, b](const Scenario &s, int i) {
            const void *o = place.get(s, i);
            return o ? b.number(o) : std::nullopt;
        },
        [place, b](Scenario &s, int i, double v) {
            if (void *o = place.edit(s, i))
                b.setNumber(o, v);
        },
        std::move(validate), place.currency ? CurrencyGetter(place.currency) : CurrencyGetter());
}

QLineEdit *ScenarioEditor::addText(QFormLayout *form, const FieldSpec &spec, TextGetter get, TextSetter set)
{
    TextField field{&spec, new QLineEdit(this), new QLabel(this), std::move(get), std::move(set)};
    field.edit->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.edit->setMinimumWidth(110);
    field.edit->setObjectName(widgetName(spec));
    if (spec.type == FieldType::Text)
        field.edit->setMaxLength(spec.maxLength());
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

QLineEdit *ScenarioEditor::addText(QFormLayout *form, const Place &place, const FieldSpec &spec)
{
    const FieldBinding b = spec.bind;
    return addText(
        form, spec,
        [place, b](const Scenario &s, int i) {
            const void *o = place.get(s, i);
            return o ? b.text(o) : QString();
        },
        [place, b](Scenario &s, int i, const QString &t) {
            if (void *o = place.edit(s, i))
                b.setText(o, t);
        });
}

QComboBox *ScenarioEditor::addChoice(QFormLayout *form, const FieldSpec &spec, std::function<QString()> title,
    ChoiceItems items, ChoiceGetter get, ChoiceSetter set)
{
    ChoiceField field{&spec, new QComboBox(this), new QLabel(this), std::move(title), std::move(items), std::move(get),
        std::move(set)};
    field.combo->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    field.combo->setMinimumWidth(110);
    field.combo->setObjectName(widgetName(spec));
    field.labelWidget->setBuddy(field.combo);
    form->addRow(field.labelWidget, field.combo);
    const int index = int(mChoices.size());
    connect(field.combo, &QComboBox::currentIndexChanged, this, [this, index](int row) {
        if (mRefreshing || row < 0)
            return;
        const ChoiceField &f = mChoices[index];
        const int option = mCurrent;
        const int value = f.combo->itemData(row).toInt();
        if (f.get(mDocument->scenario(), option) == value)
            return;
        const auto setter = f.set;
        mDocument->editScenario(
            tr("Edit %1").arg(f.title()), [setter, option, value](Scenario &s) { setter(s, option, value); });
    });
    mChoices.push_back(std::move(field));
    return mChoices.back().combo;
}

QComboBox *ScenarioEditor::addChoice(
    QFormLayout *form, const Place &place, const FieldSpec &spec, std::function<QString()> title, ChoiceItems items)
{
    const FieldBinding b = spec.bind;
    return addChoice(
        form, spec, std::move(title), std::move(items),
        [place, b](const Scenario &s, int i) -> std::optional<int> {
            const void *o = place.get(s, i);
            return o ? std::optional<int>(int(*b.number(o))) : std::nullopt;
        },
        [place, b](Scenario &s, int i, int value) {
            if (void *o = place.edit(s, i))
                b.setNumber(o, value);
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
    refreshOptionList(s);
    const Option *current = mCurrent >= 0 ? &s.options[mCurrent] : nullptr;
    mForms->setCurrentIndex(!current ? 2 : current->kind() == OptionKind::Cloud ? 0 : 1);
    refreshRows(s);
    mCurrency->setCurrentText(s.reportingCurrency);
    mOrigin->setCurrentIndex(mOrigin->findData(int(s.constraints.origin)));
    mResidency->setCurrentIndex(mResidency->findData(int(s.constraints.residency)));
    if (const CloudOption *c = cloudOf(s, mCurrent)) {
        mPricing->setCurrentIndex(int(Edits::pricingModel(*c)));
        mPayment->setEnabled(c->reserved.has_value());
        mPaymentLabel->setEnabled(c->reserved.has_value());
        if (c->reserved)
            mPayment->setCurrentIndex(mPayment->findData(int(c->reserved->payment)));
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

/// The options with the prices still awaited, in the list and in the hint below it.
void ScenarioEditor::refreshOptionList(const Scenario &s)
{
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
}

/// Every row's value for the current option: disabled (and empty) where the option has no such
/// field, money with its currency, problems marked at the field.
void ScenarioEditor::refreshRows(const Scenario &s)
{
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
        f.combo->setCurrentIndex(v ? f.combo->findData(*v) : -1);
    }
    for (TextField &f : mTexts)
        if (!f.edit->hasFocus() || f.edit->text() != f.get(s, mCurrent)) {
            f.edit->setText(f.get(s, mCurrent));
            f.edit->setCursorPosition(0); // a long name shows its beginning, not its end
        }
}

void ScenarioEditor::retranslate()
{
    mScenarioBox->setTitle(tr("Scenario"));
    mOptionsBox->setTitle(tr("Options"));
    mAddCatalog->setText(tr("From catalog…"));
    if (mServerQuote) {
        mServerQuote->setText(tr("Server price from the catalog…"));
        mServerQuote->setToolTip(tr("Take the price per server, GPUs per server and power from a vendor's server "
                                    "quote in the pricing catalog (gputco-cli catalog hardware add) or a reference "
                                    "figure; the report cites it and warns when the quote has expired."));
    }
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
    mPaymentLabel->setText(tr("Payment"));
    mBridgeLabel->setText(tr("Cloud bridging"));
    for (QPushButton *b : mBlockProvenance) {
        b->setText(tr("Provenance of each block…"));
        b->setToolTip(tr("Source, date, tax status and vendor quote of each price block of this option (servers, "
                         "power, each fee ...); what a block does not state is taken from the option."));
    }
    for (QPushButton *b : mApplyProvenance) {
        b->setText(tr("Apply to all lines of this option"));
        b->setToolTip(tr("Every price line of this option takes the source, date and tax status above: the "
                         "provenance its blocks record of their own (servers, power, each fee ...) is removed."));
    }
    mBridge->setToolTip(tr("The cloud option that serves the demand the servers cannot: before they arrive (lead time) "
                           "and beyond their capacity. A reserved term used as a bridge is paid in full."));
    mConstraintsTitle->setText(tr("<b>Constraints</b> (options that break one are never recommended)"));
    const FieldSpec &origin = ScenarioSchema::field<&Constraints::origin>();
    const FieldSpec &residency = ScenarioSchema::field<&Constraints::residency>();
    mOriginLabel->setText(origin.translatedLabel());
    mOrigin->setToolTip(origin.translatedHelp());
    mResidencyLabel->setText(residency.translatedLabel());
    mResidency->setToolTip(residency.translatedHelp());
    // The combo boxes' items, each with the value it stands for (the pricing model's row).
    using Items = std::vector<std::pair<QString, int>>;
    const std::pair<QComboBox *, Items> combos[] = {
        {mPricing,
            {{tr("On-demand"), int(Edits::PricingModel::OnDemand)},
                {tr("Reserved"), int(Edits::PricingModel::Reserved)}, {tr("Spot"), int(Edits::PricingModel::Spot)},
                {tr("Reserved + on-demand"), int(Edits::PricingModel::ReservedPlusOnDemand)},
                {tr("Reserved + spot"), int(Edits::PricingModel::ReservedPlusSpot)}}},
        {mPayment,
            {{tr("All upfront"), int(PaymentOption::AllUpfront)},
                {tr("Partial upfront"), int(PaymentOption::PartialUpfront)},
                {tr("No upfront"), int(PaymentOption::NoUpfront)}}},
        {mOrigin, {{tr("Any"), int(OriginRule::Any)}, {tr("Domestic only (信创)"), int(OriginRule::DomesticOnly)}}},
        {mResidency,
            {{tr("Anywhere"), int(ResidencyRule::Anywhere)},
                {tr("Mainland China"), int(ResidencyRule::MainlandChina)}}},
    };
    for (const auto &[combo, items] : combos) {
        const QSignalBlocker block(combo);
        const int i = combo->currentIndex();
        combo->clear();
        for (const auto &[label, value] : items)
            combo->addItem(label, value);
        combo->setCurrentIndex(i);
    }
    retranslateRows();
    refresh();
}

/// The rows' labels, units, tooltips and the words a spin box shows at its special value.
void ScenarioEditor::retranslateRows()
{
    const char *constraints = ScenarioSchema::field<&Scenario::constraints>().child;
    for (NumberField &f : mNumbers) {
        f.labelWidget->setText(f.spec->translatedLabel());
        if (f.spec->quoteable)
            f.spin->setSpecialValueText(tr("quote needed"));
        else if (f.spin->minimum() < f.spec->minimum && qstrcmp(f.spec->block, constraints) == 0)
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
        for (const auto &[label, value] : f.items())
            f.combo->addItem(label, value);
        f.labelWidget->setText(f.title());
        f.combo->setToolTip(f.spec->translatedHelp());
    }
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
