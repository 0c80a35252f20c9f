#include "pricebookdialog.h"

#include "percent.h"
#include "pricingdatabase.h"
#include "quotespanel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco {

namespace {

QString pricingLabel(const QString &model)
{
    if (model == QLatin1String("on_demand"))
        return PriceBookDialog::tr("On-demand");
    if (model == QLatin1String("reserved"))
        return PriceBookDialog::tr("Subscription (reserved)");
    if (model == QLatin1String("spot"))
        return PriceBookDialog::tr("Spot");
    return PriceBookDialog::tr("All pricing models");
}

/// Discount @p id's number when @p status is a success, else why it failed.
Result<QString> withId(const Status &status, qint64 id)
{
    return status.ok() ? Result<QString>(QString::number(id)) : Result<QString>::failure(status.error);
}

} // namespace

PriceBookDialog::PriceBookDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Price book: negotiated discounts and quotes"));
    mTable->setObjectName(QStringLiteral("discountTable"));
    setUpListTable(mTable,
        {tr("ID"), tr("Provider"), tr("Pricing"), tr("Family"), tr("Region"), tr("Discount"), tr("Source / note")});
    setUpFields();
    auto *form = new QFormLayout;
    form->addRow(tr("Provider"), mProvider);
    form->addRow(tr("Pricing model"), mPricing);
    form->addRow(tr("Instance family"), mFamily);
    form->addRow(tr("Region"), mRegion);
    form->addRow(tr("Discount off list price"), mPercent);
    form->addRow(tr("Source"), mNote);

    QHBoxLayout *actions = actionButtons(this,
        {{tr("&Add"), [this] { addFromForm(); }}, {tr("&Update selected"), [this] { updateSelected(); }},
            {tr("&Remove selected"), [this] { removeSelected(); }}});
    auto *filter = new QHBoxLayout;
    filter->addWidget(new QLabel(tr("Show"), this));
    filter->addWidget(mFilterProvider, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::accept);

    // Two tabs: the negotiated discounts (this dialog's own form) and the quotes (QuotesPanel).
    auto *discountPage = new QWidget(this);
    auto *layout = new QVBoxLayout(discountPage);
    auto *intro
        = new QLabel(tr("Discounts negotiated with a provider (商务折扣) apply when a catalog price is added as an "
                        "option: the most specific match (pricing model, family, region) wins, and the option "
                        "keeps the list price and the discount, so the report shows both."),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(filter);
    layout->addWidget(mTable, 1);
    layout->addLayout(form);
    layout->addLayout(actions);
    layout->addWidget(mStatus);
    mQuotes = new QuotesPanel(this);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("priceBookTabs"));
    tabs->addTab(discountPage, tr("Negotiated discounts"));
    tabs->addTab(mQuotes, tr("Quotes"));
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(tabs, 1);
    outer->addWidget(close);
    resize(960, 680);

    loadProviders();
}

void PriceBookDialog::setUpFields()
{
    mFamily->setPlaceholderText(tr("all families"));
    mFamily->setToolTip(tr("Only this instance family of the provider (e.g. GN10X, p5); empty: every family."));
    mRegion->setPlaceholderText(tr("all regions"));
    mRegion->setToolTip(tr("Only this region or zone (e.g. ap-guangzhou); empty: every region."));
    mPercent->setRange(0.01, 99.99);
    mPercent->setDecimals(2);
    mPercent->setSuffix(QStringLiteral(" %"));
    mPercent->setValue(10.0);
    mPercent->setToolTip(tr("Share off the list price: 15 % off is 8.5折 (pay 85 % of the list price)."));
    mNote->setPlaceholderText(tr("contract, quote number or contact"));
    mStatus->setObjectName(QStringLiteral("status"));
    mStatus->setWordWrap(true);
    for (const QString &m :
        {QString(), QStringLiteral("on_demand"), QStringLiteral("reserved"), QStringLiteral("spot")})
        mPricing->addItem(pricingLabel(m), m);
}

void PriceBookDialog::loadProviders()
{
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        mError = s.error;
        mStatus->setText(mError);
        return;
    }
    const auto providers = db.providers();
    if (!providers.ok()) {
        mError = providers.error();
        mStatus->setText(mError);
        return;
    }
    const bool zh = QLocale().language() == QLocale::Chinese;
    mFilterProvider->addItem(tr("All providers"), QString());
    for (const Provider &p : providers.value()) {
        const QString name = zh && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn;
        mFilterProvider->addItem(name, p.id);
        mProvider->addItem(name, p.id);
    }
    connect(mFilterProvider, &QComboBox::currentIndexChanged, this, [this] {
        mFilter = mFilterProvider->currentData().toString();
        if (!mFilter.isEmpty())
            mProvider->setCurrentIndex(std::max(0, mProvider->findData(mFilter)));
        reload();
    });
    connect(mTable, &QTableWidget::itemSelectionChanged, this, &PriceBookDialog::fillFormFromSelection);
    reload();
}

void PriceBookDialog::setProviderFilter(const QString &providerId)
{
    mFilterProvider->setCurrentIndex(std::max(0, mFilterProvider->findData(providerId)));
}

void PriceBookDialog::reload()
{
    if (!mError.isEmpty())
        return;
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        fail(s.error);
        return;
    }
    const auto all = db.negotiatedDiscounts(mFilter);
    if (!all.ok()) {
        fail(all.error());
        return;
    }
    mShown = all.value();
    mTable->setRowCount(0);
    for (const NegotiatedDiscount &d : std::as_const(mShown)) {
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        const int idx = mProvider->findData(d.providerId);
        const double share = d.discount * 100.0;
        const QString percent = QLocale().toString(share, 'g', 2 + Percent::decimalsFor(share, 4));
        const QStringList cells{QString::number(d.id), idx >= 0 ? mProvider->itemText(idx) : d.providerId,
            pricingLabel(d.pricingModel), d.family.isEmpty() ? tr("all") : d.family,
            d.region.isEmpty() ? tr("all") : d.region,
            tr("%1 % off (%2折)").arg(percent, QLocale().toString((1.0 - d.discount) * 10.0, 'g', 4)), d.note};
        for (int c = 0; c < int(cells.size()); ++c)
            mTable->setItem(row, c, new QTableWidgetItem(cells.at(c)));
    }
    mTable->resizeColumnsToContents();
}

void PriceBookDialog::selectRow(int row)
{
    mTable->selectRow(row);
}

void PriceBookDialog::fillFormFromSelection()
{
    const int row = mTable->currentRow();
    if (row < 0 || row >= mShown.size())
        return;
    const NegotiatedDiscount &d = mShown.at(row);
    setForm(d.providerId, d.pricingModel, d.family, d.region, d.discount * 100.0, d.note);
}

void PriceBookDialog::setForm(const QString &providerId, const QString &pricingModel, const QString &family,
    const QString &region, double percent, const QString &note)
{
    mProvider->setCurrentIndex(std::max(0, mProvider->findData(providerId)));
    mPricing->setCurrentIndex(std::max(0, mPricing->findData(pricingModel)));
    mFamily->setText(family);
    mRegion->setText(region);
    mPercent->setValue(percent);
    mNote->setText(note);
}

NegotiatedDiscount PriceBookDialog::formValue() const
{
    NegotiatedDiscount d;
    d.providerId = mProvider->currentData().toString();
    d.pricingModel = mPricing->currentData().toString();
    d.family = mFamily->text().trimmed();
    d.region = mRegion->text().trimmed();
    // The spin box shows two decimals; the stored fraction is the value shown / 100.
    d.discount = mPercent->value() / 100.0;
    d.note = mNote->text().trimmed();
    return d;
}

bool PriceBookDialog::fail(const QString &message)
{
    mStatus->setText(message);
    return false;
}

QString PriceBookDialog::statusText() const
{
    return mStatus->text();
}

void PriceBookDialog::warnIfImplausible(const NegotiatedDiscount &d)
{
    // Issue 33: 99.999999 % off priced a 3-year subscription at 0.33 CNY, and it was recommended.
    if (d.discount <= Percent::kPlausibleDiscount)
        return;
    const double percent = d.discount * 100.0;
    mStatus->setText(mStatus->text() + QLatin1Char(' ')
        + tr("Warning: a discount of %1 % is implausible: check the quote.")
              .arg(QLocale().toString(percent, 'f', Percent::decimalsFor(percent, 2))));
}

bool PriceBookDialog::addFromForm()
{
    const NegotiatedDiscount d = formValue();
    const bool added = changeCatalog(
        mStatus,
        [&d](PricingDatabase &db) {
            const auto id = db.addNegotiatedDiscount(d);
            return id.ok() ? Result<QString>(QString::number(id.value())) : Result<QString>::failure(id.error());
        },
        tr("Added discount %1."), [this] { reload(); });
    if (added)
        warnIfImplausible(d);
    return added;
}

bool PriceBookDialog::updateSelected()
{
    const int row = selectedRow(mTable, mShown.size());
    if (row < 0)
        return fail(tr("Select the discount to change first."));
    NegotiatedDiscount d = formValue();
    d.id = mShown.at(row).id;
    const bool changed = changeCatalog(
        mStatus, [&d](PricingDatabase &db) { return withId(db.updateNegotiatedDiscount(d), d.id); },
        tr("Changed discount %1."), [this] { reload(); });
    if (changed)
        warnIfImplausible(d);
    return changed;
}

bool PriceBookDialog::removeSelected()
{
    const int row = selectedRow(mTable, mShown.size());
    if (row < 0)
        return fail(tr("Select the discount to remove first."));
    const qint64 id = mShown.at(row).id;
    return changeCatalog(
        mStatus, [id](PricingDatabase &db) { return withId(db.removeNegotiatedDiscount(id), id); },
        tr("Removed discount %1."), [this] { reload(); });
}

} // namespace gputco
