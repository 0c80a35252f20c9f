#pragma once

#include "scenariodocument.h"
#include "scenariofields.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;
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
    using ChoiceGetter = std::function<std::optional<int>(const Scenario &, int option)>;
    using ChoiceSetter = std::function<void(Scenario &, int option, int choice)>;
    using ChoiceLabels = std::function<QStringList()>;

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
        ChoiceLabels labels;
        ChoiceGetter get;
        ChoiceSetter set;
    };

    QDoubleSpinBox *addNumber(
        QFormLayout *form, const FieldSpec &spec, NumberGetter get, NumberSetter set, Validator validate = {});
    QLineEdit *addText(QFormLayout *form, const FieldSpec &spec, TextGetter get, TextSetter set);
    QComboBox *addChoice(QFormLayout *form, const FieldSpec &spec, std::function<QString()> title, ChoiceLabels labels,
        ChoiceGetter get, ChoiceSetter set);
    void buildOwnershipRows(QFormLayout *form);
    void buildScenarioForm(QFormLayout *form);
    void buildBudgetRows(QFormLayout *form);
    void buildFinanceRows(QFormLayout *form);
    void buildCloudForm(QFormLayout *form);
    void buildSelfHostedForm(QFormLayout *form);
    /// GPU model, relative throughput and stack efficiency of the current option (both kinds).
    void addEcosystemRows(QFormLayout *form);
    /// The scenario's constraints: accelerator origin, data residency, RDMA, lead time.
    void buildConstraintRows(QFormLayout *form);
    void refresh();
    void retranslate();
    void markField(QWidget *w, const QString &problem, const QString &tip);

    ScenarioDocument *mDocument;
    int mCurrent = 0;
    bool mRefreshing = false;
    std::vector<NumberField> mNumbers;
    std::vector<TextField> mTexts;
    std::vector<ChoiceField> mChoices;
    QGroupBox *mScenarioBox;
    QGroupBox *mOptionsBox;
    QListWidget *mList;
    QPushButton *mAddCatalog;
    QPushButton *mFeePreset = nullptr; ///< "Fee from price list…" on the cloud form
    QPushButton *mAddCloud;
    QPushButton *mAddSelf;
    QPushButton *mDuplicate;
    QPushButton *mRemove;
    QPushButton *mUp;
    QPushButton *mDown;
    QStackedWidget *mForms;
    QScrollArea *mScroll = nullptr;
    QComboBox *mCurrency;
    QLabel *mCurrencyLabel;
    QLabel *mBudgetTitle;
    QComboBox *mPricing;
    QLabel *mPricingLabel;
    QComboBox *mPayment;
    QLabel *mPaymentLabel;
    QComboBox *mBridge;
    QLabel *mBridgeLabel;
    QLabel *mQuoteHint;
    QLabel *mConstraintsTitle = nullptr;
    QComboBox *mOrigin = nullptr;
    QLabel *mOriginLabel = nullptr;
    QComboBox *mResidency = nullptr;
    QLabel *mResidencyLabel = nullptr;
};

} // namespace gputco
