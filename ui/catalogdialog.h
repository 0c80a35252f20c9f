#pragma once

#include "pricingtypes.h"
#include "scenario.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>

#include <memory>
#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QSortFilterProxyModel;

namespace gputco {

class CatalogTableModel;
class PricingDatabase;

/*!
 * Browses the pricing catalog: search, filters by provider, GPU model, region and pricing
 * model; shows price, currency, as-of date and source. Instance types without a public
 * price are listed as "quote needed". The chosen row becomes a cloud option that references
 * the catalog price by its stable id.
 */
class CatalogDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogDialog(QWidget *parent = nullptr);
    ~CatalogDialog() override;

    /// Rows read from the catalog at a time: the first page when the list opens or a filter
    /// changes, then one more each time the view is scrolled to its end.
    static constexpr int kPageRows = 200;

    bool isUsable() const { return mError.isEmpty(); }
    QString errorString() const { return mError; }
    /// The rows that match the filters (counted in the catalog, read or not).
    int rowCount() const;
    /// The rows read so far.
    int loadedRowCount() const;
    /// Scrolls the list to its last row read, as a user dragging the scroll bar down does.
    void scrollToEnd();
    void setSearchText(const QString &text);
    void setProviderFilter(const QString &providerId);
    void selectRow(int row);

    /// The selected catalog row as a cloud option, or nothing.
    std::optional<Option> selectedOption() const;
    /// The catalog's latest rate for `from` into `to`, for a scenario that lacks one.
    std::optional<ExchangeRate> exchangeRate(const QString &from, const QString &to) const;

    /// Turns a catalog row into a cloud option (price 0 where the catalog has none).
    static Option optionFromRow(const PriceRow &row);
    /// The same with a negotiated discount (商务折扣) off the list price: hourly prices keep
    /// the list price and the discount (onDemandPricePerInstanceHour + discountPercent), monthly
    /// and upfront subscription amounts are discounted; the option's notes name the discount
    /// and its source. No discount: as optionFromRow(row).
    static Option optionFromRow(const PriceRow &row, const NegotiatedDiscount *discount);

    /// Whether negotiated discounts of the price book are applied to the option added.
    void setApplyDiscounts(bool apply);
    /// The negotiated discount the selected row gets, as text ("15 % off (contract 2026-07)"), or empty.
    QString selectedDiscountText() const;
    /// Shows the price history of the selected row (modal).
    void showHistory();
    /// Opens the price book (negotiated discounts) and reloads it afterwards.
    void editPriceBook();

private:
    void setUpView();
    QDialogButtonBox *makeButtons();
    /// Opens the catalog (kept open while the dialog is), fills the filters, shows the first page.
    void openCatalog();
    void retranslate();
    void applyFilters();
    /// Reads the rest of the list, for a sort by a column.
    void readEveryRow();

    QString mError;
    std::unique_ptr<PricingDatabase> mDb;
    qsizetype mTotal = 0; ///< rows of the whole catalog's list
    CatalogTableModel *mModel = nullptr;
    QSortFilterProxyModel *mProxy = nullptr;
    QTableView *mView = new QTableView(this);
    QLineEdit *mSearch = new QLineEdit(this);
    QComboBox *mProvider = new QComboBox(this);
    QComboBox *mGpu = new QComboBox(this);
    QComboBox *mRegion = new QComboBox(this);
    QComboBox *mPricing = new QComboBox(this);
    QLabel *mCount = new QLabel(this);
    QLabel *mDbPath = new QLabel(this);
    QList<ExchangeRate> mRates;
    QList<NegotiatedDiscount> mDiscounts;
    QCheckBox *mApplyDiscounts = nullptr;
    QLabel *mDiscountInfo = nullptr;
    void reloadDiscounts();
    void updateDiscountInfo();
    const PriceRow *selectedRow() const;
};

} // namespace gputco
