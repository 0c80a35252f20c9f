#pragma once

#include "pricingtypes.h"

#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QWidget>

#include <functional>
#include <utility>

class QHBoxLayout;

namespace gputco {

/*!
 * The Quotes tab of the price book: the quotes in the catalog (price rows with a vendor or
 * validity dates) with their tax status, validity and status on a day, and a form to add,
 * change or remove one (PricingDatabase::saveQuote / removeQuote, each one transaction).
 * Quotes imported from a price list are listed too; only the user's own ones can be removed.
 */
class QuotesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit QuotesPanel(QWidget *parent = nullptr);

    /// The day quotes are judged on (default today; tests pass a fixed one).
    void setToday(const QDate &today);
    /// The quotes shown, in table order.
    const QList<PriceRow> &quotes() const { return mShown; }
    /// The table's text of row @p row, column @p column (for tests).
    QString cellText(int row, int column) const;

    /// Fills the form from @p quote (provider, type, region, pricing, amounts, tax, vendor, dates ...).
    void setForm(const PriceRow &quote);
    /// The form as a quote (id empty).
    PriceRow formValue() const;
    /// Writes the form as a new quote; false with the reason in statusText() when refused.
    bool addFromForm();
    /// Replaces the selected quote with the form (same id).
    bool updateSelected();
    /// Removes the selected quote.
    bool removeSelected();
    void selectRow(int row);
    QString statusText() const;

    enum Column { Id, Instance, Region, Price, Tax, Vendor, Contact, Valid, State, Attachments, ColumnCount };

private:
    void setUpFields();
    QHBoxLayout *makeForm();
    void reload();
    void fillFormFromSelection();
    bool fail(const QString &message);

    QDate mToday = QDate::currentDate();
    QList<PriceRow> mShown;
    QTableWidget *mTable = new QTableWidget(this);
    QComboBox *mProvider = new QComboBox(this);
    QLineEdit *mInstance = new QLineEdit(this);
    QLineEdit *mRegion = new QLineEdit(this);
    QComboBox *mPricing = new QComboBox(this);
    QSpinBox *mTerm = new QSpinBox(this);
    QDoubleSpinBox *mHourly;
    QDoubleSpinBox *mMonthly;
    QDoubleSpinBox *mUpfront;
    QLineEdit *mCurrency = new QLineEdit(QStringLiteral("CNY"), this);
    QComboBox *mTaxStatus = new QComboBox(this);
    QDoubleSpinBox *mTaxRate = new QDoubleSpinBox(this);
    QLineEdit *mVendor = new QLineEdit(this);
    QLineEdit *mContact = new QLineEdit(this);
    QLineEdit *mValidFrom = new QLineEdit(this);
    QLineEdit *mValidUntil = new QLineEdit(this);
    QLineEdit *mAttachments = new QLineEdit(this);
    QLabel *mStatus = new QLabel(this);
};

/// A read-only list of the price book's tabs: @p headers, whole rows selected one at a time, no row numbers.
void setUpListTable(QTableWidget *table, const QStringList &headers);

class PricingDatabase;

/**
 * One change the price book's tabs make: opens the catalog and runs @p change on it, which
 * gives the id of the row it wrote or why it could not; after a change @p reload, then
 * @p status says @p done with the id for %1, or the reason. True when the change was made.
 */
bool changeCatalog(QLabel *status, const std::function<Result<QString>(PricingDatabase &)> &change, const QString &done,
    const std::function<void()> &reload);

/// The row of @p table the user selected, or -1 when none of the @p shown rows is.
int selectedRow(const QTableWidget *table, qsizetype shown);

/// A row of buttons of the price book's tabs (add, update, remove ...), each calling its action, then space.
QHBoxLayout *actionButtons(QWidget *parent, const QList<std::pair<QString, std::function<void()>>> &actions);

} // namespace gputco
