#pragma once

#include "scenariodocument.h"

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
    QListWidget *optionList() const { return mList; }
    /// The spin box of a scenario-level or option field by its key (for tests).
    QDoubleSpinBox *numberField(const QString &key) const;

    void addCloudOption(const Option &option);
    void addSelfHostedOption();
    void duplicateOption();
    void removeOption();
    void moveOption(int delta);

signals:
    void currentOptionChanged(int index);
    void addFromCatalogRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// A number field bound to the document through a getter and a setter.
    struct NumberField
    {
        QString key;
        const char *label;       ///< untranslated, QT_TR_NOOP
        const char *unit;        ///< untranslated, may be empty
        const char *tip;         ///< untranslated
        QDoubleSpinBox *spin = nullptr;
        QLabel *labelWidget = nullptr;
        std::function<std::optional<double>(const Scenario &, int option)> get;
        std::function<void(Scenario &, int option, double)> set;
        std::function<QString(const Scenario &, int option)> validate;
    };
    struct TextField
    {
        const char *label;
        const char *tip;
        QLineEdit *edit = nullptr;
        QLabel *labelWidget = nullptr;
        std::function<QString(const Scenario &, int option)> get;
        std::function<void(Scenario &, int option, const QString &)> set;
    };

    QDoubleSpinBox *addNumber(QFormLayout *form, NumberField field, double min, double max, int decimals);
    QLineEdit *addText(QFormLayout *form, TextField field);
    void buildScenarioForm(QFormLayout *form);
    void buildCloudForm(QFormLayout *form);
    void buildSelfHostedForm(QFormLayout *form);
    void refresh();
    void retranslate();
    void markField(QWidget *w, const QString &problem, const QString &tip);

    ScenarioDocument *mDocument;
    int mCurrent = 0;
    bool mRefreshing = false;
    std::vector<NumberField> mNumbers;
    std::vector<TextField> mTexts;
    QGroupBox *mScenarioBox;
    QGroupBox *mOptionsBox;
    QListWidget *mList;
    QPushButton *mAddCatalog;
    QPushButton *mAddCloud;
    QPushButton *mAddSelf;
    QPushButton *mDuplicate;
    QPushButton *mRemove;
    QPushButton *mUp;
    QPushButton *mDown;
    QStackedWidget *mForms;
    QComboBox *mCurrency;
    QLabel *mCurrencyLabel;
    QComboBox *mPricing;
    QLabel *mPricingLabel;
    QComboBox *mPayment;
    QLabel *mPaymentLabel;
    QComboBox *mBridge;
    QLabel *mBridgeLabel;
    QLabel *mQuoteHint;
};

} // namespace gputco
