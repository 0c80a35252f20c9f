#pragma once

#include "pricingtypes.h"
#include "scenario.h"

#include <QDialog>
#include <QLabel>
#include <QTableWidget>

#include <optional>

namespace gputco {

/*!
 * Picks a server price for a self-hosted option from the catalog's hardware rows (issue 27):
 * the user's vendor quotes (`gputco-cli catalog hardware add`, with vendor, reference, VAT and
 * validity) and the shipped reference figures. The chosen row fills the server price, GPUs per
 * server, currency and power of the option and its `servers.catalogHardwareId`, so that the
 * report cites the quote and warns when it has expired.
 */
class ServerQuoteDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerQuoteDialog(QWidget *parent = nullptr);

    bool isUsable() const { return mError.isEmpty(); }
    QString errorString() const { return mError; }
    int rowCount() const { return mTable->rowCount(); }
    void selectRow(int row);
    std::optional<HardwareItem> selectedItem() const;

    /**
     * Fills @p servers from @p item: the price per server (a range's upper end), its currency,
     * the GPUs per server and the typical and maximum power where the row states them, and the
     * row's id; a "quote needed" note is cleared. A row that is not a server, or has no GPU
     * count, is refused: false with the reason in @p error and @p servers unchanged.
     */
    static bool applyItem(SelfHostedOption &servers, const HardwareItem &item, QString *error);
    /// One line for the status bar: "Acme Servers, NF5688M7, 2,100,000 CNY, valid until 2026-12-31".
    static QString describe(const HardwareItem &item);

private:
    void load();

    QTableWidget *mTable = new QTableWidget(this);
    QLabel *mNote = new QLabel(this);
    QList<HardwareItem> mItems; ///< the rows shown, in table order
    QString mError;
};

} // namespace gputco
