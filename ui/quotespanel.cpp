#include "quotespanel.h"

#include "priceio.h"
#include "pricingdatabase.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco {

namespace {

QDoubleSpinBox *amountBox(QWidget *parent, double max)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.0, max);
    box->setDecimals(4);
    box->setSpecialValueText(QuotesPanel::tr("none"));
    return box;
}

std::optional<double> amountOf(const QDoubleSpinBox *box)
{
    return box->value() > 0.0 ? std::optional<double>(box->value()) : std::nullopt;
}

} // namespace

void setUpListTable(QTableWidget *table, const QStringList &headers)
{
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
}

bool changeCatalog(QLabel *status, const std::function<Result<QString>(PricingDatabase &)> &change, const QString &done,
    const std::function<void()> &reload)
{
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        status->setText(s.error);
        return false;
    }
    const Result<QString> id = change(db);
    if (!id.ok()) {
        status->setText(id.error());
        return false;
    }
    reload();
    status->setText(done.arg(id.value()));
    return true;
}

int selectedRow(const QTableWidget *table, qsizetype shown)
{
    const int row = table->currentRow();
    return row >= 0 && row < shown ? row : -1;
}

QHBoxLayout *actionButtons(QWidget *parent, const QList<std::pair<QString, std::function<void()>>> &actions)
{
    auto *row = new QHBoxLayout;
    for (const auto &[text, action] : actions) {
        auto *button = new QPushButton(text, parent);
        QObject::connect(button, &QPushButton::clicked, parent, action);
        row->addWidget(button);
    }
    row->addStretch(1);
    return row;
}

QuotesPanel::QuotesPanel(QWidget *parent)
    : QWidget(parent)
    , mHourly(amountBox(this, 1.0e5))
    , mMonthly(amountBox(this, 1.0e8))
    , mUpfront(amountBox(this, 1.0e9))
{
    mTable->setObjectName(QStringLiteral("quoteTable"));
    setUpListTable(mTable,
        {tr("ID"), tr("Instance type"), tr("Region"), tr("Price"), tr("Tax"), tr("Vendor"), tr("Contact / reference"),
            tr("Valid"), tr("Status"), tr("Attachments")});
    setUpFields();
    QHBoxLayout *form = makeForm();
    QHBoxLayout *actions = actionButtons(this,
        {{tr("Add &quote"), [this] { addFromForm(); }}, {tr("Update selected quote"), [this] { updateSelected(); }},
            {tr("Remove selected quote"), [this] { removeSelected(); }}});
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("Quotes a vendor gave: the price with its tax status, validity and attachments. An "
                        "expired quote, or one that expires within 30 days, is flagged in the catalog, when it is "
                        "added to a scenario, in warnings and in the report."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(mTable, 1);
    layout->addLayout(form);
    layout->addLayout(actions);
    layout->addWidget(mStatus);

    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        fail(s.error);
        return;
    }
    if (const auto providers = db.providers(); providers.ok())
        for (const Provider &p : providers.value())
            mProvider->addItem(p.id, p.id);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &QuotesPanel::fillFormFromSelection);
    reload();
}

void QuotesPanel::setUpFields()
{
    mProvider->setEditable(true);
    mProvider->setToolTip(
        tr("The provider the instance is rented from; a new id (e.g. a reseller's) is added to the catalog."));
    mInstance->setPlaceholderText(tr("e.g. GT4.41XLARGE948"));
    mRegion->setPlaceholderText(tr("e.g. ap-beijing"));
    mPricing->addItem(tr("On-demand"), QStringLiteral("on_demand"));
    mPricing->addItem(tr("Subscription (reserved, 包年包月)"), QStringLiteral("reserved"));
    mPricing->addItem(tr("Spot"), QStringLiteral("spot"));
    mTerm->setRange(1, 120);
    mTerm->setValue(12);
    mTerm->setSuffix(tr(" months"));
    mTaxStatus->addItem(tr("not stated"), QString());
    mTaxStatus->addItem(tr("tax included (含税)"), QStringLiteral("true"));
    mTaxStatus->addItem(tr("tax excluded (不含税)"), QStringLiteral("false"));
    mTaxRate->setRange(0.0, 100.0);
    mTaxRate->setDecimals(2);
    mTaxRate->setSuffix(QStringLiteral(" %"));
    mTaxRate->setValue(6.0);
    mTaxRate->setToolTip(tr("The VAT rate the tax status refers to (cloud services 6 %, goods 13 %)."));
    mVendor->setPlaceholderText(tr("who gave the quote"));
    mContact->setPlaceholderText(tr("contact person or quote number"));
    mValidFrom->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    mValidUntil->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    mAttachments->setPlaceholderText(tr("file names separated by ; (e.g. Q-2026-031.pdf)"));
    mStatus->setObjectName(QStringLiteral("quoteStatus"));
    mStatus->setWordWrap(true);
    const auto termFollowsPricing
        = [this] { mTerm->setEnabled(mPricing->currentData().toString() == QLatin1String("reserved")); };
    connect(mPricing, &QComboBox::currentIndexChanged, this, termFollowsPricing);
    termFollowsPricing();
    connect(mTaxStatus, &QComboBox::currentIndexChanged, this,
        [this] { mTaxRate->setEnabled(!mTaxStatus->currentData().toString().isEmpty()); });
    mTaxRate->setEnabled(false);
}

QHBoxLayout *QuotesPanel::makeForm()
{
    // Two columns of fields: what is priced on the left, who quoted it and until when on the right.
    auto *what = new QFormLayout;
    what->addRow(tr("Provider"), mProvider);
    what->addRow(tr("Instance type"), mInstance);
    what->addRow(tr("Region"), mRegion);
    what->addRow(tr("Pricing model"), mPricing);
    what->addRow(tr("Term"), mTerm);
    what->addRow(tr("Per hour"), mHourly);
    what->addRow(tr("Per month"), mMonthly);
    what->addRow(tr("Upfront"), mUpfront);
    auto *who = new QFormLayout;
    who->addRow(tr("Currency"), mCurrency);
    who->addRow(tr("Tax status"), mTaxStatus);
    who->addRow(tr("VAT rate"), mTaxRate);
    who->addRow(tr("Vendor"), mVendor);
    who->addRow(tr("Contact / reference"), mContact);
    who->addRow(tr("Valid from"), mValidFrom);
    who->addRow(tr("Valid until"), mValidUntil);
    who->addRow(tr("Attachments"), mAttachments);
    auto *form = new QHBoxLayout;
    form->addLayout(what, 1);
    form->addLayout(who, 1);

    return form;
}

void QuotesPanel::setToday(const QDate &today)
{
    mToday = today;
    reload();
}

void QuotesPanel::reload()
{
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        fail(s.error);
        return;
    }
    const auto all = db.quotes();
    if (!all.ok()) {
        fail(all.error());
        return;
    }
    mShown = all.value();
    mTable->setRowCount(0);
    for (const PriceRow &q : std::as_const(mShown)) {
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        QString tax = tr("not stated");
        if (q.taxIncluded) {
            const QString rate = q.taxRatePercent ? QLocale().toString(*q.taxRatePercent, 'g', 6) : QString();
            tax = *q.taxIncluded ? (rate.isEmpty() ? tr("incl. tax") : tr("incl. %1 % VAT").arg(rate))
                                 : (rate.isEmpty() ? tr("excl. tax") : tr("excl. %1 % VAT").arg(rate));
        }
        const QString valid = q.validFrom.isEmpty() && q.validUntil.isEmpty()
            ? tr("not stated")
            : tr("%1 to %2")
                  .arg(q.validFrom.isEmpty() ? QStringLiteral("…") : q.validFrom,
                      q.validUntil.isEmpty() ? QStringLiteral("…") : q.validUntil);
        const QuoteStatus status = quoteStatus(q, mToday);
        const QStringList cells{q.id, q.providerId + QLatin1Char(' ') + q.instanceType, q.region,
            formatPriceForDisplay(q) + QLatin1Char(' ') + q.currency, tax, q.quoteVendor, q.quoteContact, valid,
            quoteStatusText(status, q), q.attachments.join(QStringLiteral("; "))};
        for (int c = 0; c < int(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == State
                && (status == QuoteStatus::Expired || status == QuoteStatus::Expiring
                    || status == QuoteStatus::NotYetValid)) {
                item->setForeground(QColor(0xb0, 0x30, 0x20));
                item->setToolTip(quoteWarning(q, mToday));
            }
            mTable->setItem(row, c, item);
        }
    }
    mTable->resizeColumnsToContents();
}

QString QuotesPanel::cellText(int row, int column) const
{
    const QTableWidgetItem *item = mTable->item(row, column);
    return item ? item->text() : QString();
}

void QuotesPanel::selectRow(int row)
{
    mTable->selectRow(row);
}

void QuotesPanel::fillFormFromSelection()
{
    const int row = mTable->currentRow();
    if (row >= 0 && row < mShown.size())
        setForm(mShown.at(row));
}

void QuotesPanel::setForm(const PriceRow &q)
{
    if (mProvider->findData(q.providerId) < 0)
        mProvider->addItem(q.providerId, q.providerId);
    mProvider->setCurrentIndex(mProvider->findData(q.providerId));
    mInstance->setText(q.instanceType);
    mRegion->setText(q.region);
    mPricing->setCurrentIndex(std::max(0, mPricing->findData(q.pricingModel)));
    mTerm->setValue(q.termMonths.value_or(12));
    mHourly->setValue(q.hourlyAmount.value_or(0.0));
    mMonthly->setValue(q.monthlyAmount.value_or(0.0));
    mUpfront->setValue(q.upfrontAmount.value_or(0.0));
    mCurrency->setText(q.currency.isEmpty() ? QStringLiteral("CNY") : q.currency);
    mTaxStatus->setCurrentIndex(!q.taxIncluded ? 0 : *q.taxIncluded ? 1 : 2);
    if (q.taxRatePercent)
        mTaxRate->setValue(*q.taxRatePercent);
    mVendor->setText(q.quoteVendor);
    mContact->setText(q.quoteContact);
    mValidFrom->setText(q.validFrom);
    mValidUntil->setText(q.validUntil);
    mAttachments->setText(q.attachments.join(QStringLiteral("; ")));
}

PriceRow QuotesPanel::formValue() const
{
    PriceRow q;
    q.providerId = mProvider->currentText().trimmed();
    if (const int idx = mProvider->findText(mProvider->currentText()); idx >= 0)
        q.providerId = mProvider->itemData(idx).toString();
    q.instanceType = mInstance->text().trimmed();
    q.region = mRegion->text().trimmed();
    q.pricingModel = mPricing->currentData().toString();
    if (q.pricingModel == QLatin1String("reserved")) {
        q.termMonths = mTerm->value();
        q.paymentOption = amountOf(mUpfront)
            ? (amountOf(mMonthly) ? QStringLiteral("partial_upfront") : QStringLiteral("all_upfront"))
            : QStringLiteral("no_upfront");
    }
    q.hourlyAmount = amountOf(mHourly);
    q.monthlyAmount = amountOf(mMonthly);
    q.upfrontAmount = amountOf(mUpfront);
    q.currency = mCurrency->text().trimmed().toUpper();
    const QString tax = mTaxStatus->currentData().toString();
    if (!tax.isEmpty()) {
        q.taxIncluded = tax == QLatin1String("true");
        q.taxRatePercent = mTaxRate->value();
    }
    q.quoteVendor = mVendor->text().trimmed();
    q.quoteContact = mContact->text().trimmed();
    q.validFrom = mValidFrom->text().trimmed();
    q.validUntil = mValidUntil->text().trimmed();
    for (const QString &name : mAttachments->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            q.attachments << name.trimmed();
    q.source = tr("quote entered in the price book");
    return q;
}

bool QuotesPanel::fail(const QString &message)
{
    mStatus->setText(message);
    return false;
}

QString QuotesPanel::statusText() const
{
    return mStatus->text();
}

bool QuotesPanel::addFromForm()
{
    const PriceRow quote = formValue();
    return changeCatalog(
        mStatus, [&quote](PricingDatabase &db) { return db.saveQuote(quote); }, tr("Saved quote %1."),
        [this] { reload(); });
}

bool QuotesPanel::updateSelected()
{
    const int row = selectedRow(mTable, mShown.size());
    if (row < 0)
        return fail(tr("Select the quote to change first."));
    PriceRow quote = formValue();
    quote.id = mShown.at(row).id;
    return changeCatalog(
        mStatus, [&quote](PricingDatabase &db) { return db.saveQuote(quote); }, tr("Changed quote %1."),
        [this] { reload(); });
}

bool QuotesPanel::removeSelected()
{
    const int row = selectedRow(mTable, mShown.size());
    if (row < 0)
        return fail(tr("Select the quote to remove first."));
    const QString id = mShown.at(row).id;
    return changeCatalog(
        mStatus,
        [&id](PricingDatabase &db) {
            const Status s = db.removeQuote(id);
            return s.ok() ? Result<QString>(id) : Result<QString>::failure(s.error);
        },
        tr("Removed quote %1."), [this] { reload(); });
}

} // namespace gputco
