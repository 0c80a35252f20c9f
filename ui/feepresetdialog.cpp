#include "feepresetdialog.h"

#include "pricingdatabase.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <climits>

namespace gputco {

namespace {

/// The catalog categories a fee takes presets from.
QStringList categoriesOf(FeePresetDialog::Fee fee)
{
    switch (fee) {
    case FeePresetDialog::Fee::Storage: return {QStringLiteral("storage"), QStringLiteral("disk")};
    case FeePresetDialog::Fee::Egress: return {QStringLiteral("egress")};
    case FeePresetDialog::Fee::Bandwidth: return {QStringLiteral("bandwidth")};
    case FeePresetDialog::Fee::Requests: return {QStringLiteral("requests")};
    }
    return {};
}

/// A unit per month ("元/GB/月", "USD/GiB-month", "元/Mbps/月").
bool perMonth(const QString &unit)
{
    return unit.endsWith(QStringLiteral("/月")) || unit.endsWith(QStringLiteral("-month"))
        || unit.endsWith(QStringLiteral("/month"));
}

bool perGb(const QString &unit)
{
    return unit.contains(QStringLiteral("/GB")) || unit.contains(QStringLiteral("/GiB"));
}

/// Requests per price unit: 10,000 for "元/万次", 1,000 for "per 1,000"; 0 for anything else
/// (per object processed, per tag ...).
double requestsPerUnit(const QString &unit)
{
    if (unit.endsWith(QStringLiteral("/万次")) || unit.endsWith(QStringLiteral("/万个")))
        return 10000.0;
    if (unit.contains(QStringLiteral("1,000")) || unit.contains(QStringLiteral("1000"))
        || unit.contains(QStringLiteral("千次")))
        return 1000.0;
    return 0.0;
}

} // namespace

FeePresetDialog::FeePresetDialog(const QString &providerId, QWidget *parent)
    : QDialog(parent)
    , mProviderId(providerId)
{
    setWindowTitle(tr("Fee from a price list"));
    mFee->addItem(tr("Storage (per GB-month)"), int(Fee::Storage));
    mFee->addItem(tr("Internet egress (per GB)"), int(Fee::Egress));
    mFee->addItem(tr("Bandwidth (per Mbps-month)"), int(Fee::Bandwidth));
    mFee->addItem(tr("Requests (per 1,000)"), int(Fee::Requests));
    mSearch->setPlaceholderText(tr("Search: product, class, region…"));
    mSearch->setClearButtonEnabled(true);
    mTable->setObjectName(QStringLiteral("presetTable"));
    mTable->setColumnCount(8);
    mTable->setHorizontalHeaderLabels(
        {tr("Provider"), tr("Product"), tr("Item"), tr("Region"), tr("Tier"), tr("Price"), tr("As of"), tr("Source")});
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setStretchLastSection(true);

    auto *filters = new QHBoxLayout;
    filters->addWidget(mFee, 1);
    filters->addWidget(mProvider, 1);
    filters->addWidget(mSearch, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use this price"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTable, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    // The user's own fee price list (an IDC's bandwidth, a negotiated storage price ...).
    QPushButton *importButton = buttons->addButton(tr("Import fee list…"), QDialogButtonBox::ActionRole);
    importButton->setObjectName(QStringLiteral("importFeeList"));
    importButton->setToolTip(
        tr("Add your own fee prices from a CSV or JSON file (the columns are described in "
           "docs/pricing-db.md); every row is checked and nothing is imported when one is wrong."));
    connect(importButton, &QPushButton::clicked, this, &FeePresetDialog::chooseAndImport);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(mTable, 1);
    layout->addWidget(mCount);
    layout->addWidget(buttons);
    resize(900, 480);

    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        mError = s.error;
        return;
    }
    mStaleMonths = db.staleAfterMonths();
    const auto providers = db.providers();
    if (!providers.ok()) {
        mError = providers.error();
        return;
    }
    const bool zh = QLocale().language() == QLocale::Chinese;
    mProvider->addItem(tr("All providers"), QString());
    for (const Provider &p : providers.value())
        mProvider->addItem(zh && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn, p.id);
    mProvider->setCurrentIndex(std::max(0, mProvider->findData(providerId)));
    connect(mFee, &QComboBox::currentIndexChanged, this, &FeePresetDialog::reload);
    connect(mProvider, &QComboBox::currentIndexChanged, this, &FeePresetDialog::reload);
    connect(mSearch, &QLineEdit::textChanged, this, &FeePresetDialog::reload);
    reload();
}

void FeePresetDialog::setFee(Fee fee)
{
    mFee->setCurrentIndex(std::max(0, mFee->findData(int(fee))));
}

FeePresetDialog::Fee FeePresetDialog::fee() const
{
    return Fee(mFee->currentData().toInt());
}

void FeePresetDialog::setSearchText(const QString &text)
{
    mSearch->setText(text);
}

int FeePresetDialog::rowCount() const
{
    return mTable->rowCount();
}

void FeePresetDialog::selectRow(int row)
{
    mTable->selectRow(row);
}

std::optional<FeePreset> FeePresetDialog::selectedPreset() const
{
    const int row = mTable->currentRow();
    if (row < 0 || row >= mShown.size() || mTable->selectionModel()->selectedRows().isEmpty())
        return std::nullopt;
    return mShown.at(row);
}

void FeePresetDialog::reload()
{
    if (!mError.isEmpty())
        return;
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        mCount->setText(s.error);
        return;
    }
    mShown.clear();
    const Fee fee = Fee(mFee->currentData().toInt());
    const QStringList words = mSearch->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &category : categoriesOf(fee)) {
        FeePresetFilter filter;
        filter.provider = mProvider->currentData().toString();
        filter.category = category;
        const auto presets = db.feePresets(filter);
        if (!presets.ok()) {
            mCount->setText(presets.error());
            return;
        }
        for (const FeePreset &p : presets.value()) {
            // Only prices the fee can take: per month for storage and bandwidth, per GB for egress.
            if ((fee == Fee::Storage && !(perGb(p.unit) && perMonth(p.unit)))
                || (fee == Fee::Bandwidth && !perMonth(p.unit)) || (fee == Fee::Egress && !perGb(p.unit))
                || (fee == Fee::Requests && requestsPerUnit(p.unit) == 0.0))
                continue;
            const QString hay = p.providerId + u' ' + p.product + u' ' + p.item + u' ' + p.region + u' ' + p.tier;
            if (std::all_of(
                    words.begin(), words.end(), [&](const QString &w) { return hay.contains(w, Qt::CaseInsensitive); }))
                mShown << p;
        }
    }
    mTable->setRowCount(0);
    mTable->setRowCount(int(mShown.size()));
    const QDate today = QDate::currentDate();
    for (int row = 0; row < int(mShown.size()); ++row) {
        const FeePreset &p = mShown.at(row);
        QString asOf = p.asOf.isEmpty()              ? tr("unknown")
            : p.asOfBasis == QLatin1String("commit") ? tr("%1 (commit date)").arg(p.asOf)
                                                     : p.asOf;
        const bool stale = isStaleAsOf(p.asOf, today, mStaleMonths);
        if (stale)
            asOf = tr("%1, stale").arg(asOf);
        const QStringList cells{p.providerId, p.product, p.item, p.region, p.tier,
            QStringLiteral("%1 %2").arg(QLocale().toString(p.price, 'g', 8), p.unit), asOf, p.source};
        for (int c = 0; c < int(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (!p.notes.isEmpty())
                item->setToolTip(p.notes);
            if (c == 6 && stale) {
                item->setForeground(QColor(0xb0, 0x30, 0x20));
                item->setToolTip(tr("Stale: dated more than %1 months ago; confirm it with a current price list.")
                                     .arg(mStaleMonths));
            }
            mTable->setItem(row, c, item);
        }
    }
    mTable->resizeColumnsToContents();
    mCount->setText(tr("%1 prices").arg(mShown.size()));
}

bool FeePresetDialog::importFile(const QString &file)
{
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        mImportMessage = s.error;
        return false;
    }
    const ImportReport report = db.importFeePresets(file);
    if (!report.issues.isEmpty()) {
        // Every problem, as the CLI prints them; a long list is cut so that the message fits.
        constexpr int kShown = 20;
        QStringList lines;
        for (const ImportIssue &issue : report.issues.mid(0, kShown))
            lines << issue.toString();
        if (report.issues.size() > kShown)
            lines << tr("… and %1 more").arg(report.issues.size() - kShown);
        // The last line of a long list says how many more there are (issue 16): count those too.
        const qint64 problems = report.issues.size() - (report.issuesNotListed > 0 ? 1 : 0) + report.issuesNotListed;
        mImportMessage = tr("%n problem(s) found; nothing was imported:", nullptr, int(qMin<qint64>(problems, INT_MAX)))
            + u'\n' + lines.join(u'\n');
        return false;
    }
    if (!report.error.isEmpty()) {
        mImportMessage = report.error; // names the file (and says "not allowed" to a planner on a server)
        return false;
    }
    mImportMessage
        = tr("Imported %1 fee presets from %2.").arg(report.pricesImported).arg(QDir::toNativeSeparators(file));
    reload();
    return true;
}

void FeePresetDialog::chooseAndImport()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Import fee list"), QString(), tr("Fee lists (*.csv *.json);;All files (*)"));
    if (file.isEmpty())
        return;
    if (importFile(file))
        QMessageBox::information(this, tr("Import fee list"), mImportMessage);
    else
        QMessageBox::warning(this, tr("Import fee list"), mImportMessage);
}

QString FeePresetDialog::describe(const FeePreset &p)
{
    QStringList parts{QStringLiteral("%1 %2").arg(p.product, p.item).simplified()};
    if (!p.region.isEmpty())
        parts << p.region;
    if (!p.tier.isEmpty())
        parts << p.tier;
    parts << QStringLiteral("%1 %2").arg(QLocale().toString(p.price, 'g', 8), p.unit);
    if (!p.asOf.isEmpty())
        parts << tr("as of %1").arg(p.asOf);
    return parts.join(QStringLiteral(", "));
}

bool FeePresetDialog::applyPreset(CloudOption &c, Fee fee, const FeePreset &p, QString *error)
{
    const auto refuse = [&](const QString &why) {
        if (error)
            *error = tr("Fee preset %1 (%2): %3").arg(p.id, p.unit, why);
        return false;
    };
    switch (fee) {
    case Fee::Storage: {
        if (!perGb(p.unit) || !perMonth(p.unit))
            return refuse(tr("storage takes a price per GB-month"));
        if (c.fees.storage.empty())
            c.fees.storage.push_back({p.product, 0, 0, {}, {}});
        StorageVolume &v = c.fees.storage.front();
        v.pricePerGbMonth = p.price;
        v.currency = p.currency;
        v.presetId = p.id;
        return true;
    }
    case Fee::Egress: {
        if (!perGb(p.unit) || perMonth(p.unit))
            return refuse(tr("internet egress takes a price per GB"));
        if (!c.fees.egress)
            c.fees.egress = EgressFee{0, {{std::nullopt, 0.0}}, {}, {}};
        if (c.fees.egress->tiers.empty())
            c.fees.egress->tiers.push_back({std::nullopt, 0.0});
        // The preset prices the open-ended (last) tier, as the report's provenance reads it.
        c.fees.egress->tiers.back().pricePerGb = p.price;
        c.fees.egress->currency = p.currency;
        c.fees.egress->presetId = p.id;
        return true;
    }
    case Fee::Bandwidth: {
        if (!p.unit.contains(QStringLiteral("Mbps")) || !perMonth(p.unit))
            return refuse(tr("bandwidth takes a price per Mbps-month"));
        if (!c.fees.bandwidth)
            c.fees.bandwidth = BandwidthFee{};
        c.fees.bandwidth->pricePerMbpsMonth = p.price;
        c.fees.bandwidth->currency = p.currency;
        c.fees.bandwidth->presetId = p.id;
        return true;
    }
    case Fee::Requests: {
        // Tencent prices requests per 10,000 (万次); the scenario per 1,000.
        const double perUnit = requestsPerUnit(p.unit);
        if (perUnit == 0.0)
            return refuse(tr("requests take a price per 1,000 or per 10,000 requests"));
        RequestFee r;
        r.name = p.product;
        r.pricePer1000 = p.price * 1000.0 / perUnit;
        r.currency = p.currency;
        r.presetId = p.id;
        if (c.fees.requests.empty())
            c.fees.requests.push_back(r);
        else {
            r.requestsPerMonth = c.fees.requests.front().requestsPerMonth;
            c.fees.requests.front() = r;
        }
        return true;
    }
    }
    return refuse(QString());
}

} // namespace gputco
