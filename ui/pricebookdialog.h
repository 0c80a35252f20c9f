#pragma once

#include "pricingtypes.h"

#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>

class QPushButton;

namespace gputco {

class QuotesPanel;

/*!
 * The price book: the discounts negotiated with providers (商务折扣), per provider and
 * optionally per pricing model, instance family or region; the same store as
 * `gputco-cli catalog discount`. Add, edit and remove; a catalog row added to a scenario
 * takes the most specific one that matches (matchNegotiatedDiscount). A second tab holds the
 * quotes (QuotesPanel).
 */
class PriceBookDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PriceBookDialog(QWidget *parent = nullptr);

    bool isUsable() const { return mError.isEmpty(); }
    QString errorString() const { return mError; }
    /// Shows only the discounts of one provider (empty: all) and preselects it for a new one.
    void setProviderFilter(const QString &providerId);
    /// The discounts shown, in table order.
    const QList<NegotiatedDiscount> &discounts() const { return mShown; }

    /// Fills the form (for tests and for editing): discount as a percentage.
    void setForm(const QString &providerId, const QString &pricingModel, const QString &family, const QString &region,
        double percent, const QString &note);
    /// Adds the form as a new discount; false with the reason in statusText() when refused.
    bool addFromForm();
    /// Replaces the selected discount with the form.
    bool updateSelected();
    /// Removes the selected discount.
    bool removeSelected();
    void selectRow(int row);
    QString statusText() const;
    /// The Quotes tab (add, change, remove quotes with vendor, tax status, validity, attachments).
    QuotesPanel *quotesPanel() const { return mQuotes; }

private:
    void setUpFields();
    /// Opens the catalog for the providers of the filter and the form, then shows the discounts.
    void loadProviders();
    void reload();
    void fillFormFromSelection();
    NegotiatedDiscount formValue() const;
    bool fail(const QString &message);
    /// Adds a warning to the status line when @p d is implausibly deep (Percent::kPlausibleDiscount).
    void warnIfImplausible(const NegotiatedDiscount &d);

    QString mError;
    QString mFilter;
    QList<NegotiatedDiscount> mShown;
    QTableWidget *mTable = new QTableWidget(this);
    QComboBox *mFilterProvider = new QComboBox(this);
    QComboBox *mProvider = new QComboBox(this);
    QComboBox *mPricing = new QComboBox(this);
    QLineEdit *mFamily = new QLineEdit(this);
    QLineEdit *mRegion = new QLineEdit(this);
    QDoubleSpinBox *mPercent = new QDoubleSpinBox(this);
    QLineEdit *mNote = new QLineEdit(this);
    QLabel *mStatus = new QLabel(this);
    QuotesPanel *mQuotes = nullptr;
};

} // namespace gputco
