#pragma once

#include "edits.h"
#include "scenario.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <optional>
#include <vector>

class QLabel;
class QTableView;

namespace gputco {

class ScenarioDocument;

/*!
 * The provenance of each price-bearing block of one option (issue 27) as a table: a row per
 * block (Edits::blockProvenances), a column per part (source, date, tax status, VAT rate and
 * the quote's vendor, reference, validity and attachment). A part the block does not state
 * shows the option's, grey and italic; clearing a part returns it to the option's. The tax
 * status and VAT rate go together, and a block's quote replaces the option's whole, as the
 * price lines take them (PriceLines). Dates are yyyy-MM-dd or nothing: other text is refused
 * with a message (message()); a quote valid until a day before today shows that day in red.
 */
class ProvenanceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Block,
        Source,
        AsOf,
        Tax,
        VatRate,
        Vendor,
        Reference,
        ValidFrom,
        ValidUntil,
        Attachment,
        ColumnCount
    };
    /// The Tax column's edit values.
    enum TaxChoice { TaxFromOption = 0, TaxIncluded = 1, TaxExcluded = 2 };

    explicit ProvenanceTableModel(const Option &option, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The option with the blocks' provenance as edited.
    const Option &option() const { return mOption; }
    /// True when the row's cell shows the option's value (the block does not state it).
    bool inherits(int row, int column) const;
    /// Why the last edit was refused; empty after an edit that was taken.
    QString message() const { return mMessage; }
    /// The translated name of a block, e.g. "Servers", "Storage: hot data", "One-time: porting".
    static QString blockName(const Edits::BlockProvenanceRef &block);
    static QString taxText(std::optional<bool> included);

signals:
    void messageChanged(const QString &message);

private:
    /// The block's own value of a column, as text ("" when it does not state it).
    QString ownText(const Provenance &p, int column) const;
    QString inheritedText(int column) const;
    void refuse(const QString &message);
    /// The row's quote (its own or the option's) was last valid before today.
    bool expired(int row) const;

    Option mOption;
    std::vector<Edits::BlockProvenanceRef> mBlocks; ///< into mOption, whose blocks never change here
    QString mMessage;
};

/// Edits the provenance of each block of option @p option of the document; OK makes the
/// changes one undoable edit, Cancel none.
class ProvenanceDialog : public QDialog
{
    Q_OBJECT

public:
    ProvenanceDialog(ScenarioDocument *document, int option, QWidget *parent = nullptr);

    ProvenanceTableModel *model() const { return mModel; }
    QTableView *table() const { return mTable; }
    /// The message shown under the table (a refused value, or an edit the document refused).
    QString message() const;

    void accept() override;

private:
    ScenarioDocument *mDocument;
    int mOption;
    ProvenanceTableModel *mModel;
    QTableView *mTable;
    QLabel *mMessage;
};

} // namespace gputco
