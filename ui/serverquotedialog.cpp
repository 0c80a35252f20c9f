#include "serverquotedialog.h"

#include "edits.h"
#include "pricingdatabase.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco {

namespace {

QString priceText(const HardwareItem &h)
{
    const QLocale locale;
    const QString low = locale.toString(h.priceLow, 'f', 0);
    return h.priceHigh && *h.priceHigh > h.priceLow
        ? low + QStringLiteral(" – ") + locale.toString(*h.priceHigh, 'f', 0)
        : low;
}

} // namespace

ServerQuoteDialog::ServerQuoteDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Server price from the catalog"));
    mTable->setObjectName(QStringLiteral("serverQuoteTable"));
    mTable->setColumnCount(8);
    mTable->setHorizontalHeaderLabels(
        {tr("Vendor"), tr("Quote"), tr("Server"), tr("GPUs"), tr("Price"), tr("Currency"), tr("Tax"), tr("As of")});
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mNote->setWordWrap(true);
    mNote->setText(tr("Your vendors' server quotes (added with gputco-cli catalog hardware add, docs/pricing-db.md) "
                      "and the shipped reference figures. The report cites the row chosen and warns when its quote "
                      "has expired."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use this price"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTable, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mNote);
    layout->addWidget(mTable, 1);
    layout->addWidget(buttons);
    resize(1000, 420);
    load();
}

void ServerQuoteDialog::load()
{
    PricingDatabase db;
    if (const Status opened = db.open(); !opened.ok()) {
        mError = opened.error;
        return;
    }
    const auto items = db.selfHostedHardware();
    if (!items.ok()) {
        mError = items.error();
        return;
    }
    // The user's quotes first, then the reference figures; servers only.
    for (const bool quotes : {true, false})
        for (const HardwareItem &h : items.value())
            if (h.kind == QLatin1String("server") && (h.origin == QLatin1String("user")) == quotes)
                mItems << h;
    const QDate today = QDate::currentDate();
    mTable->setRowCount(int(mItems.size()));
    for (int row = 0; row < int(mItems.size()); ++row) {
        const HardwareItem &h = mItems[row];
        const PriceRow quote = quoteRowOf(h);
        const QuoteStatus status = quoteStatus(quote, today);
        const QString tax = !h.taxIncluded ? tr("not stated")
            : h.taxRatePercent ? (*h.taxIncluded ? tr("incl. %1 %") : tr("excl. %1 %")).arg(*h.taxRatePercent)
            : *h.taxIncluded   ? tr("incl. VAT")
                               : tr("excl. VAT");
        const QStringList cells{h.quoteVendor.isEmpty() ? tr("reference figure") : h.quoteVendor,
            quoteStatusText(status, quote), h.name, h.gpuCount ? QString::number(*h.gpuCount) : QString(), priceText(h),
            h.currency, tax, h.asOf};
        for (int column = 0; column < int(cells.size()); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setToolTip(column == 2 ? h.source : cells[column]);
            if (status == QuoteStatus::Expired)
                item->setForeground(Qt::red);
            mTable->setItem(row, column, item);
        }
    }
    mTable->resizeColumnsToContents();
    mTable->setColumnWidth(2, std::min(mTable->columnWidth(2), 380)); // a long name is elided, whole in the tooltip
    // The first quote still valid is chosen to start with (an expired one is shown in red).
    int first = 0;
    while (first < int(mItems.size()) && quoteStatus(quoteRowOf(mItems[first]), today) == QuoteStatus::Expired)
        ++first;
    if (!mItems.isEmpty())
        mTable->selectRow(first < int(mItems.size()) ? first : 0);
}

void ServerQuoteDialog::selectRow(int row)
{
    mTable->selectRow(row);
}

std::optional<HardwareItem> ServerQuoteDialog::selectedItem() const
{
    const QModelIndexList rows = mTable->selectionModel()->selectedRows();
    if (rows.isEmpty() || rows.first().row() >= int(mItems.size()))
        return std::nullopt;
    return mItems[rows.first().row()];
}

bool ServerQuoteDialog::applyItem(SelfHostedOption &servers, const HardwareItem &item, QString *error)
{
    if (item.kind != QLatin1String("server") || !item.gpuCount || *item.gpuCount < 1) {
        if (error)
            *error = tr("%1 is not a server with a number of GPUs: it cannot price the servers").arg(item.id);
        return false;
    }
    Edits::setServerPrice(servers, item.priceHigh.value_or(item.priceLow));
    servers.capexCurrency = CurrencyCode(item.currency);
    servers.gpusPerServer = *item.gpuCount;
    if (item.typicalKwHigh || item.typicalKwLow)
        Edits::setTypicalKw(servers, item.typicalKwHigh.value_or(*item.typicalKwLow));
    if (item.maxKw && *item.maxKw >= servers.typicalKwPerServer)
        servers.maxKwPerServer = *item.maxKw;
    servers.serverCatalogHardwareId = item.id;
    return true;
}

QString ServerQuoteDialog::describe(const HardwareItem &item)
{
    const QString who = item.quoteVendor.isEmpty() ? tr("reference figure") : item.quoteVendor;
    QString text = tr("%1, %2, %3 %4").arg(who, item.name, priceText(item), item.currency);
    if (!item.validUntil.isEmpty())
        text = tr("%1, valid until %2").arg(text, item.validUntil);
    return text;
}

} // namespace gputco
