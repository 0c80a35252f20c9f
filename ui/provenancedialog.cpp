#include "provenancedialog.h"

#include "scenariodocument.h"

#include <QColor>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFont>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco {

namespace {

bool isDateColumn(int column)
{
    return column == ProvenanceTableModel::AsOf || column == ProvenanceTableModel::ValidFrom
        || column == ProvenanceTableModel::ValidUntil;
}

bool isQuoteColumn(int column)
{
    return column >= ProvenanceTableModel::Vendor && column <= ProvenanceTableModel::Attachment;
}

/// A date the file can hold: yyyy-MM-dd of a real day.
bool isIsoDate(const QString &text)
{
    return text.size() == 10 && QDate::fromString(text, Qt::ISODate).isValid();
}

QString *quoteField(PriceQuoteRef &q, int column)
{
    switch (column) {
    case ProvenanceTableModel::Vendor: return &q.vendor;
    case ProvenanceTableModel::Reference: return &q.reference;
    case ProvenanceTableModel::ValidFrom: return &q.validFrom;
    case ProvenanceTableModel::ValidUntil: return &q.validUntil;
    case ProvenanceTableModel::Attachment: return &q.attachment;
    default: return nullptr;
    }
}

QString rateText(std::optional<double> rate)
{
    return rate ? QLocale().toString(*rate, 'g', 6) : QString();
}

/// The Tax column edited with a combo box: from the option, included (含税), excluded (不含税).
class TaxDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *combo = new QComboBox(parent);
        combo->addItem(ProvenanceTableModel::tr("From the option"), int(ProvenanceTableModel::TaxFromOption));
        combo->addItem(ProvenanceTableModel::tr("Included (含税)"), int(ProvenanceTableModel::TaxIncluded));
        combo->addItem(ProvenanceTableModel::tr("Excluded (不含税)"), int(ProvenanceTableModel::TaxExcluded));
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *combo = static_cast<QComboBox *>(editor);
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole).toInt())));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
    }
};

} // namespace

ProvenanceTableModel::ProvenanceTableModel(const Option &option, QObject *parent)
    : QAbstractTableModel(parent)
    , mOption(option)
    , mBlocks(Edits::blockProvenances(mOption))
{ }

int ProvenanceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mBlocks.size());
}

int ProvenanceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProvenanceTableModel::blockName(const Edits::BlockProvenanceRef &block)
{
    using B = Edits::ProvenanceBlock;
    const auto named = [&block](const QString &kind) {
        return block.name.isEmpty() ? tr("%1 %2").arg(kind).arg(block.index + 1) : tr("%1: %2").arg(kind, block.name);
    };
    switch (block.block) {
    case B::OnDemand: return tr("On-demand");
    case B::Spot: return tr("Spot");
    case B::Reserved: return tr("Reserved term");
    case B::Commitment: return tr("Commitment %1").arg(block.index + 1);
    case B::Platform: return block.name.isEmpty() ? tr("Managed platform") : tr("Managed platform: %1").arg(block.name);
    case B::CloudStaff: return tr("Operations staff");
    case B::Servers: return tr("Servers");
    case B::Capex: return tr("Fabric, storage, installation");
    case B::Power: return tr("Power");
    case B::Space: return tr("Racks and colocation");
    case B::Staff: return tr("Staff");
    case B::Operations: return tr("Running costs and maintenance");
    case B::Financing: return tr("Financing");
    case B::Egress: return tr("Egress fee");
    case B::Bandwidth: return tr("Bandwidth fee");
    case B::CrossAz: return tr("Cross-zone traffic fee");
    case B::Storage: return named(tr("Storage"));
    case B::Checkpoints: return tr("Checkpoint storage");
    case B::Requests: return named(tr("Requests"));
    case B::Provisioned: return tr("Provisioned performance");
    case B::OtherFee: return named(tr("Other fee"));
    case B::OneTime: return named(tr("One-time"));
    }
    return {};
}

QString ProvenanceTableModel::taxText(std::optional<bool> included)
{
    return !included ? tr("Not stated") : *included ? tr("Included (含税)") : tr("Excluded (不含税)");
}

bool ProvenanceTableModel::inherits(int row, int column) const
{
    if (row < 0 || row >= int(mBlocks.size()) || column == Block)
        return false;
    const std::optional<Provenance> &p = *mBlocks[std::size_t(row)].provenance;
    if (!p)
        return true;
    switch (column) {
    case Source: return p->source.isEmpty();
    case AsOf: return p->asOf.isEmpty();
    case Tax:
    case VatRate: return !p->taxIncluded; // the rate goes with the tax status (PriceLines)
    default: return !p->quote; // a block's quote replaces the option's whole
    }
}

QString ProvenanceTableModel::ownText(const Provenance &p, int column) const
{
    switch (column) {
    case Source: return p.source;
    case AsOf: return p.asOf;
    case Tax: return p.taxIncluded ? taxText(p.taxIncluded) : QString();
    case VatRate: return rateText(p.taxRatePercent);
    default:
        if (!p.quote)
            return {};
        PriceQuoteRef q = *p.quote;
        const QString *field = quoteField(q, column);
        return field ? *field : QString();
    }
}

QString ProvenanceTableModel::inheritedText(int column) const
{
    const Provenance p = mOption.provenance.value_or(Provenance{});
    if (column == Tax)
        return taxText(p.taxIncluded);
    return ownText(p, column);
}

QVariant ProvenanceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(mBlocks.size()))
        return {};
    const Edits::BlockProvenanceRef &block = mBlocks[std::size_t(index.row())];
    const int column = index.column();
    if (column == Block)
        return role == Qt::DisplayRole || role == Qt::ToolTipRole ? QVariant(blockName(block)) : QVariant();
    const bool inherited = inherits(index.row(), column);
    const Provenance own = block.provenance->value_or(Provenance{});
    switch (role) {
    case Qt::DisplayRole: return inherited ? inheritedText(column) : ownText(own, column);
    case Qt::EditRole:
        if (column == Tax)
            return !own.taxIncluded ? int(TaxFromOption) : *own.taxIncluded ? int(TaxIncluded) : int(TaxExcluded);
        return inherited ? QString() : ownText(own, column);
    case Qt::ForegroundRole:
        if (column == ValidUntil && expired(index.row()))
            return QColor(0xb0, 0x00, 0x20);
        return inherited ? QVariant(QPalette().brush(QPalette::Disabled, QPalette::Text)) : QVariant();
    case Qt::FontRole:
        if (inherited) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == ValidUntil && expired(index.row()))
            return tr("This quote expired after %1: ask the vendor for a new one.").arg(data(index).toString());
        if (!inherited)
            return ownText(own, column);
        if (column == VatRate)
            return tr("From the option, with its tax status: choose this block's tax status to state a rate of its "
                      "own.");
        if (isQuoteColumn(column))
            return tr("From the option's quote: a quote typed here replaces the option's whole quote for this "
                      "block.");
        return tr("From the option: type to give this block its own; clear it to take the option's again.");
    default: return {};
    }
}

bool ProvenanceTableModel::expired(int row) const
{
    const QDate until = QDate::fromString(data(index(row, ValidUntil)).toString(), Qt::ISODate);
    return until.isValid() && until < QDate::currentDate();
}

void ProvenanceTableModel::refuse(const QString &message)
{
    mMessage = message;
    emit messageChanged(mMessage);
}

bool ProvenanceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() == Block || index.row() >= int(mBlocks.size()))
        return false;
    const int column = index.column();
    std::optional<Provenance> &target = *mBlocks[std::size_t(index.row())].provenance;
    Provenance p = target.value_or(Provenance{});
    const QString text = value.toString().trimmed();
    if (isDateColumn(column) && !text.isEmpty() && !isIsoDate(text)) {
        refuse(tr("“%1” is not a date: enter it as yyyy-MM-dd (e.g. 2026-11-28), or leave it empty.").arg(text));
        return false;
    }
    switch (column) {
    case Source: p.source = text; break;
    case AsOf: p.asOf = text; break;
    case Tax: {
        bool ok = false;
        const int choice = value.toInt(&ok);
        if (!ok || choice < TaxFromOption || choice > TaxExcluded)
            return false;
        p.taxIncluded = choice == TaxFromOption ? std::nullopt : std::optional<bool>(choice == TaxIncluded);
        if (!p.taxIncluded)
            p.taxRatePercent.reset(); // the option's status comes with the option's rate
        break;
    }
    case VatRate: {
        if (text.isEmpty()) {
            p.taxRatePercent.reset();
            break;
        }
        bool ok = false;
        double rate = QLocale().toDouble(QString(text).remove(QLatin1Char('%')).trimmed(), &ok);
        if (!ok)
            rate = QString(text).remove(QLatin1Char('%')).trimmed().toDouble(&ok);
        if (!ok || rate < 0 || rate > 100) {
            refuse(tr("“%1” is not a VAT rate: enter a percent from 0 to 100, or leave it empty.").arg(text));
            return false;
        }
        if (!p.taxIncluded) {
            refuse(tr("Choose this block's tax status (included or excluded) first: its VAT rate goes with it."));
            return false;
        }
        p.taxRatePercent = rate;
        break;
    }
    default: {
        PriceQuoteRef q = p.quote.value_or(PriceQuoteRef{});
        if (QString *field = quoteField(q, column))
            *field = text;
        p.quote = q;
        break;
    }
    }
    target = Edits::nonEmpty(p);
    mMessage.clear();
    emit messageChanged(mMessage);
    emit dataChanged(this->index(index.row(), Source), this->index(index.row(), ColumnCount - 1));
    return true;
}

Qt::ItemFlags ProvenanceTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return index.column() == Block ? f : f | Qt::ItemIsEditable;
}

QVariant ProvenanceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Block: return tr("Block");
        case Source: return tr("Source");
        case AsOf: return tr("As of");
        case Tax: return tr("Tax");
        case VatRate: return tr("VAT %");
        case Vendor: return tr("Quote vendor");
        case Reference: return tr("Quote reference");
        case ValidFrom: return tr("Valid from");
        case ValidUntil: return tr("Valid until");
        case Attachment: return tr("Attachment");
        default: return {};
        }
    }
    switch (section) {
    case Source: return tr("Who or what gave the amounts: a quote, a contract, a price page, an estimate.");
    case AsOf:
    case ValidFrom:
    case ValidUntil: return tr("A date as yyyy-MM-dd, or empty.");
    case Tax:
        return tr("Whether the amounts include VAT (含税) or not (不含税); not stated anywhere, the scenario's VAT "
                  "settings say.");
    case VatRate: return tr("The VAT rate the amounts include or exclude, with the block's tax status.");
    default:
        return isQuoteColumn(section)
            ? tr("The vendor's quote the amounts were taken from; the report warns when it expired or expires "
                 "within 30 days.")
            : QVariant();
    }
}

ProvenanceDialog::ProvenanceDialog(ScenarioDocument *document, int option, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
    , mOption(option)
{
    const Scenario &s = document->scenario();
    const bool valid = option >= 0 && option < int(s.options.size());
    mModel = new ProvenanceTableModel(valid ? s.options[std::size_t(option)] : Option{}, this);
    setWindowTitle(tr("Provenance of each block: %1").arg(valid ? s.options[std::size_t(option)].name : QString()));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Where the amounts of each block of this option come from. Grey italic parts are "
                                "the option's own provenance, which a block takes for every part it does not "
                                "state; clear a part to take the option's again. The tax status and VAT rate go "
                                "together, and a block's quote replaces the option's whole."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    mTable = new QTableView(this);
    mTable->setObjectName(QStringLiteral("provenanceTable"));
    mTable->setModel(mModel);
    mTable->setItemDelegateForColumn(ProvenanceTableModel::Tax, new TaxDelegate(mTable));
    mTable->setEditTriggers(QAbstractItemView::AllEditTriggers);
    mTable->verticalHeader()->hide();
    mTable->setWordWrap(false);
    // Sized to what the cells hold, within bounds that keep the table within a laptop's width;
    // a long source is elided, its whole text in the tooltip.
    mTable->resizeColumnsToContents();
    const QFontMetrics fm = mTable->fontMetrics();
    const int em = fm.horizontalAdvance(QLatin1Char('M'));
    const auto clamp = [this](int column, int least, int most) {
        mTable->setColumnWidth(column, std::clamp(mTable->columnWidth(column), least, most));
    };
    clamp(ProvenanceTableModel::Source, 14 * em, 20 * em);
    clamp(ProvenanceTableModel::Vendor, 6 * em, 10 * em);
    clamp(ProvenanceTableModel::Reference, 6 * em, 10 * em);
    const int date = fm.horizontalAdvance(QStringLiteral("2026-11-28")) + em;
    for (int c :
        {int(ProvenanceTableModel::AsOf), int(ProvenanceTableModel::ValidFrom), int(ProvenanceTableModel::ValidUntil)})
        clamp(c, date, 3 * date);
    clamp(ProvenanceTableModel::Attachment, 10 * em, 14 * em);
    int width = 0;
    for (int c = 0; c < ProvenanceTableModel::ColumnCount; ++c)
        width += mTable->columnWidth(c);
    mTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(mTable, 1);
    mMessage = new QLabel(this);
    mMessage->setObjectName(QStringLiteral("provenanceMessage"));
    mMessage->setWordWrap(true);
    mMessage->setStyleSheet(QStringLiteral("color: #b00020;"));
    mMessage->hide();
    layout->addWidget(mMessage);
    connect(mModel, &ProvenanceTableModel::messageChanged, this, [this](const QString &m) {
        mMessage->setText(m);
        mMessage->setVisible(!m.isEmpty());
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ProvenanceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ProvenanceDialog::reject);
    layout->addWidget(buttons);
    resize(std::min(width + 60, 1260), 460);
}

QString ProvenanceDialog::message() const
{
    return mMessage->text();
}

void ProvenanceDialog::accept()
{
    // The edited blocks in the order blockProvenances() lists them; the dialog is modal, so the
    // option's blocks are the ones it was opened on.
    Option edited = mModel->option();
    std::vector<std::optional<Provenance>> values;
    for (const Edits::BlockProvenanceRef &b : Edits::blockProvenances(edited))
        values.push_back(*b.provenance);
    const int option = mOption;
    const QString refused
        = mDocument->editScenario(tr("Edit the provenance of each block"), [option, &values](Scenario &s) {
              if (option < 0 || option >= int(s.options.size()))
                  return;
              const std::vector<Edits::BlockProvenanceRef> blocks
                  = Edits::blockProvenances(s.options[std::size_t(option)]);
              if (blocks.size() != values.size())
                  return;
              for (std::size_t i = 0; i < blocks.size(); ++i)
                  *blocks[i].provenance = values[i];
          });
    if (!refused.isEmpty()) {
        mMessage->setText(refused);
        mMessage->show();
        return;
    }
    QDialog::accept();
}

} // namespace gputco
