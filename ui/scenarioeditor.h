#pragma once

#include "scenariodocument.h"
#include "scenariofields.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QWidget>

#include <functional>
#include <vector>

class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QScrollArea;

namespace gputco {

/*!
 * Edits the scenario: demand, horizon, currency, discount rate, and the list of options with
 * a form for the selected one. Every field shows its unit and a tooltip saying what it means
 * and where its default comes from; invalid values are marked at the field with the reason.
 * All edits go through ScenarioDocument (undoable); the form refreshes from changed().
 */
class ScenarioEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    int currentOption() const { return mCurrent; }
    void setCurrentOption(int index);
    /// Shows the form from its first row (another scenario was opened).
    void scrollToTop();
    QListWidget *optionList() const { return mList; }
    /// The spin box of a field by "block.key", e.g. "demand.gpuCount" (for tests).
    QDoubleSpinBox *numberField(const QString &key) const;

    /// Opens the provenance of each block of the current option (ProvenanceDialog), modal.
    void editBlockProvenances();

    void addCloudOption(const Option &option);
    void addSelfHostedOption();
    void duplicateOption();
    void removeOption();
    void moveOption(int delta);

signals:
    void currentOptionChanged(int index);
    void addFromCatalogRequested();
    /// The user asks for a fee from the catalog's fee price lists for the current cloud option.
    void feePresetRequested();
    /// "Server price from the catalog…" was pressed on the self-hosted form.
    void serverQuoteRequested();

protected:
    void changeEvent(QEvent *event) override;

public:
    using NumberGetter = std::function<std::optional<double>(const Scenario &, int option)>;
    using NumberSetter = std::function<void(Scenario &, int option, double)>;
    using Validator = std::function<QString(const Scenario &, int option)>;
    using TextGetter = std::function<QString(const Scenario &, int option)>;
    using TextSetter = std::function<void(Scenario &, int option, const QString &)>;
    /// Currency of a money field for the current option (empty: the reporting currency).
    using CurrencyGetter = std::function<QString(const Scenario &, int option)>;
    /// The value chosen (an enum's), none when the row does not apply to the current option.
    using ChoiceGetter = std::function<std::optional<int>(const Scenario &, int option)>;
    using ChoiceSetter = std::function<void(Scenario &, int option, int value)>;
    /// The choices of a row: each translated label with the value it stands for.
    using ChoiceItems = std::function<std::vector<std::pair<QString, int>>()>;

    /*!
     * Where the rows of one block find its struct (the object of the fields' bindings) for the
     * current option; nullptr where the scenario or the option has none, and the row is then
     * disabled. `currency` is the one of the block's amounts (money rows show it).
     */
    struct Place
    {
        const void *(*get)(const Scenario &, int option) = nullptr;
        void *(*edit)(Scenario &, int option) = nullptr;
        QString (*currency)(const Scenario &, int option) = nullptr;
    };

private:
    /// A form row bound to a field of the table (label, unit, tooltip, range) and to the
    /// document through a getter and a setter.
    struct NumberField
    {
        const FieldSpec *spec;
        QDoubleSpinBox *spin;
        QLabel *labelWidget;
        NumberGetter get;
        NumberSetter set;
        Validator validate;
        CurrencyGetter currency; ///< money fields: shown as the spin box's prefix
    };
    struct TextField
    {
        const FieldSpec *spec;
        QLineEdit *edit;
        QLabel *labelWidget;
        TextGetter get;
        TextSetter set;
    };

    /// A row choosing one of several ways (a combo box): labels translated, the field's help
    /// as tooltip; disabled when the getter has no value for the current option.
    struct ChoiceField
    {
        const FieldSpec *spec;
        QComboBox *combo;
        QLabel *labelWidget;
        std::function<QString()> title; ///< the row's label: the field's, named more fully
        ChoiceItems items;
        ChoiceGetter get;
        ChoiceSetter set;
    };

    QDoubleSpinBox *addNumber(QFormLayout *form, const FieldSpec &spec, NumberGetter get, NumberSetter set,
        Validator validate = {}, CurrencyGetter currency = {});
    /// A row of the field's value as its binding has it, in the struct at `place`.
    QDoubleSpinBox *addNumber(QFormLayout *form, const Place &place, const FieldSpec &spec, Validator validate = {});
    QLineEdit *addText(QFormLayout *form, const FieldSpec &spec, TextGetter get, TextSetter set);
    QLineEdit *addText(QFormLayout *form, const Place &place, const FieldSpec &spec);
    QComboBox *addChoice(QFormLayout *form, const FieldSpec &spec, std::function<QString()> title, ChoiceItems items,
        ChoiceGetter get, ChoiceSetter set);
    /// A choice of the field's value (an enum's) as its binding has it, in the struct at `place`.
    QComboBox *addChoice(QFormLayout *form, const Place &place, const FieldSpec &spec, std::function<QString()> title,
        ChoiceItems items);
    void buildOptionsBox();
    void connectOptionList();
    void buildScenarioForm(QFormLayout *form);
    void buildBudgetRows(QFormLayout *form);
    /// Decision timing and the credit at the end of the horizon.
    void buildFinanceRows(QFormLayout *form);
    /// VAT and income tax.
    void buildTaxRows(QFormLayout *form);
    /// The scenario's constraints: accelerator origin, data residency, RDMA, lead time.
    void buildConstraintRows(QFormLayout *form);
    void buildCloudForm(QFormLayout *form);
    /// A quoted reserved term: its amounts, list amounts and negotiated discount, its size.
    void buildReservedRows(QFormLayout *form);
    void buildSpotRows(QFormLayout *form);
    /// Egress and storage of a cloud option, and the fee presets of the catalog.
    void buildCloudFeeRows(QFormLayout *form);
    void buildSelfHostedForm(QFormLayout *form);
    /// Price, power, capex, space, staff and maintenance of the servers.
    void buildServerRows(QFormLayout *form);
    void buildOwnershipRows(QFormLayout *form);
    /// A loan or finance lease, and running costs known as a lump sum.
    void buildFinancingRows(QFormLayout *form);
    /// GPU model, relative throughput and stack efficiency of the current option (both kinds).
    void addEcosystemRows(QFormLayout *form);
    /// Where the current option's prices come from (its own provenance, both kinds), a button
    /// that makes every line take it, and one that edits each block's (ProvenanceDialog).
    void addProvenanceRows(QFormLayout *form);
    void refresh();
    void refreshOptionList(const Scenario &s);
    void refreshRows(const Scenario &s);
    void retranslate();
    void retranslateRows();
    void markField(QWidget *w, const QString &problem, const QString &tip);

    ScenarioDocument *mDocument;
    int mCurrent = 0;
    bool mRefreshing = false;
    std::vector<NumberField> mNumbers;
    std::vector<TextField> mTexts;
    std::vector<ChoiceField> mChoices;
    QGroupBox *mScenarioBox = new QGroupBox(this);
    QGroupBox *mOptionsBox = new QGroupBox(this);
    QListWidget *mList = new QListWidget(this);
    QPushButton *mAddCatalog = new QPushButton(this);
    QPushButton *mFeePreset = nullptr; ///< "Fee from price list…" on the cloud form
    QPushButton *mServerQuote = nullptr; ///< "Server price from the catalog…" on the self-hosted form
    QPushButton *mAddCloud = new QPushButton(this);
    QPushButton *mAddSelf = new QPushButton(this);
    QPushButton *mDuplicate = new QPushButton(this);
    QPushButton *mRemove = new QPushButton(this);
    QPushButton *mUp = new QPushButton(QStringLiteral("▲"), this);
    QPushButton *mDown = new QPushButton(QStringLiteral("▼"), this);
    QStackedWidget *mForms = new QStackedWidget(this);
    QScrollArea *mScroll = nullptr;
    QComboBox *mCurrency = new QComboBox(this);
    QLabel *mCurrencyLabel = new QLabel(this);
    QLabel *mBudgetTitle = new QLabel(this);
    QComboBox *mPricing = new QComboBox(this);
    QLabel *mPricingLabel = new QLabel(this);
    QComboBox *mPayment = new QComboBox(this);
    QLabel *mPaymentLabel = new QLabel(this);
    QComboBox *mBridge = new QComboBox(this);
    QLabel *mBridgeLabel = new QLabel(this);
    QLabel *mQuoteHint = new QLabel(this);
    std::vector<QPushButton *> mApplyProvenance; ///< "Apply to all lines of this option", one per form
    std::vector<QPushButton *> mBlockProvenance; ///< "Provenance of each block…", one per form
    QLabel *mConstraintsTitle = nullptr;
    QComboBox *mOrigin = nullptr;
    QLabel *mOriginLabel = nullptr;
    QComboBox *mResidency = nullptr;
    QLabel *mResidencyLabel = nullptr;
};

} // namespace gputco
