#include "catalogdialog.h"

#include "catalogsearch.h"
#include "exchangerates.h"
#include "gpumodels.h"
#include "money.h"
#include "percent.h"
#include "pricebookdialog.h"
#include "pricingdatabase.h"
#include "scenariofields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace gputco {

/// The catalog rows as a table.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Provider, Instance, Gpu, Gpus, Region, Pricing, Price, PerGpuHour, AsOf, Source, ColumnCount };

    explicit CatalogTableModel(QObject *parent)
        : QAbstractTableModel(parent)
    { }

    void setProviders(QHash<QString, gputco::Provider> providers) { mProviders = std::move(providers); }
    /**
     * A new list of @p matching rows: its first page is read now, the next ones when the view
     * asks for more (scrolling to the end, fetchMore()). A page that cannot be read ends the
     * list: the first one's error is returned, a later one's emitted (fetchFailed()).
     */
    QString setPager(std::shared_ptr<PricePager> pager, qsizetype matching)
    {
        // The first page comes with the reset: nobody told of the reset can ask for rows in between.
        mFetching = true;
        beginResetModel();
        mRows.clear();
        mPager = std::move(pager);
        mMatching = matching;
        QString error;
        if (mPager) {
            auto page = mPager->next(CatalogDialog::kPageRows);
            if (page.ok())
                mRows = std::move(page.value());
            else
                error = page.error();
        }
        if (!error.isEmpty())
            mPager.reset();
        endResetModel();
        mFetching = false;
        return error;
    }
    bool canFetchMore(const QModelIndex &parent) const override
    {
        return !parent.isValid() && mPager && !mPager->atEnd() && !mFetching;
    }
    void fetchMore(const QModelIndex &parent) override { fetch(parent, CatalogDialog::kPageRows); }
    /// Reads the rest of the list (a sort by a column needs every row), in one insertion.
    void fetchAll() { fetch({}, std::numeric_limits<qsizetype>::max()); }
    /// The rows of the whole list, read or not.
    qsizetype matchingCount() const { return mMatching; }
    const PriceRow &row(int r) const { return mRows.at(r); }
    /// Prices dated more than `months` before `today` are flagged stale.
    void setStaleLimit(int months, const QDate &today)
    {
        mStaleMonths = months;
        mToday = today;
    }
    bool isStale(const PriceRow &r) const { return r.hasPrice() && isStaleAsOf(r.asOf, mToday, mStaleMonths); }
    QuoteStatus quoteStatusOf(const PriceRow &r) const { return quoteStatus(r, mToday); }
    /// A quote past its last valid day, or within 30 days of it: flagged like a stale price.
    bool quoteNeedsAttention(const PriceRow &r) const
    {
        const QuoteStatus q = quoteStatusOf(r);
        return q == QuoteStatus::Expired || q == QuoteStatus::Expiring || q == QuoteStatus::NotYetValid;
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(mRows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }

    static QString pricingName(const PriceRow &r)
    {
        if (r.pricingModel == QLatin1String("on_demand"))
            return tr("On-demand");
        if (r.pricingModel == QLatin1String("spot"))
            return tr("Spot");
        if (r.pricingModel == QLatin1String("reserved"))
            return r.termMonths ? tr("Reserved %1 months").arg(*r.termMonths) : tr("Reserved");
        return QString();
    }

    QString providerName(const PriceRow &r) const
    {
        const auto it = mProviders.find(r.providerId);
        if (it == mProviders.end())
            return r.providerName;
        return QLocale().language() == QLocale::Chinese && !it->nameZh.isEmpty() ? it->nameZh : it->nameEn;
    }

    QString priceText(const PriceRow &r) const
    {
        if (!r.hasPrice())
            return tr("Quote needed");
        QStringList parts;
        if (r.hourlyAmount)
            parts << tr("%1/h").arg(Money::format(*r.hourlyAmount, r.currency));
        if (r.monthlyAmount)
            parts << tr("%1/month").arg(Money::format(*r.monthlyAmount, r.currency));
        if (r.upfrontAmount)
            parts << tr("%1 upfront").arg(Money::format(*r.upfrontAmount, r.currency));
        if (r.hourlyMin && r.hourlyMax)
            parts << tr("%1 to %2/h")
                         .arg(Money::format(*r.hourlyMin, r.currency), Money::format(*r.hourlyMax, r.currency));
        if (r.monthlyMin && r.monthlyMax)
            parts << tr("%1 to %2/month")
                         .arg(Money::format(*r.monthlyMin, r.currency), Money::format(*r.monthlyMax, r.currency));
        return parts.join(QStringLiteral(" + "));
    }

    /// "2021-09-27 (commit date), stale", "2026-10-08, quote expired 2026-11-30" or "unknown".
    QString asOfText(const PriceRow &r) const
    {
        if (r.asOf.isEmpty())
            return tr("unknown");
        const QString date = r.asOfBasis == QLatin1String("commit") ? tr("%1 (commit date)").arg(r.asOf) : r.asOf;
        const QString dated = isStale(r) ? tr("%1, stale").arg(date) : date;
        // A quote: "2026-10-08, quote expired 2026-11-30" (or expires, or valid from).
        return quoteNeedsAttention(r) ? tr("%1, quote %2").arg(dated, quoteStatusText(quoteStatusOf(r), r)) : dated;
    }

    /// Why a row is as it is: no price, notes, stale, quote, commit date, range, tax, RDMA.
    QString toolTip(const PriceRow &r) const
    {
        QStringList tip;
        if (!r.hasPrice())
            tip << tr("No public price list: ask the provider for a quote and enter it in the option.");
        if (!r.instanceTypeNotes.isEmpty())
            tip << r.instanceTypeNotes;
        if (!r.notes.isEmpty())
            tip << r.notes;
        if (isStale(r))
            tip << tr("Stale: dated more than %1 months ago (the catalog's limit, `catalog settings --stale-months`); "
                      "confirm it with a current quote.")
                       .arg(mStaleMonths);
        if (isQuote(r))
            tip << quoteDescription(r);
        if (const QString warning = quoteWarning(r, mToday); !warning.isEmpty())
            tip << warning;
        if (r.asOfBasis == QLatin1String("commit"))
            tip << tr("The source states no date: the as-of date is the commit date of the file it was copied from.");
        if (r.hasRange())
            tip << tr("Published as a range: an option added from it takes the upper end; enter your quote.");
        if (r.taxIncluded && r.taxRatePercent)
            tip << (*r.taxIncluded ? tr("Tax included (%1 % VAT)") : tr("Tax not included (%1 % VAT)"))
                       .arg(QLocale().toString(*r.taxRatePercent, 'g', 6));
        else if (r.taxIncluded)
            tip << (*r.taxIncluded ? tr("Tax included") : tr("Tax not included"));
        if (r.rdmaGbps)
            tip << tr("RDMA/InfiniBand: %1 Gbit/s").arg(*r.rdmaGbps);
        return tip.join(QLatin1Char('\n'));
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid))
            return {};
        const PriceRow &r = mRows.at(index.row());
        if (role == Qt::DisplayRole || role == Qt::UserRole) {
            switch (index.column()) {
            case Provider: return providerName(r);
            case Instance: return r.instanceType;
            case Gpu:
                return r.gpuModelName.isEmpty()
                    ? (r.gpuLabel.isEmpty() ? tr("unknown") : r.gpuLabel + tr(" (unmapped)"))
                    : r.gpuModelName;
            case Gpus: return r.gpuCount ? QVariant(*r.gpuCount) : QVariant();
            case Region: return r.zone.isEmpty() ? r.region : r.region + QStringLiteral(" / ") + r.zone;
            case Pricing: return pricingName(r);
            case Price:
                if (role == Qt::UserRole)
                    return r.hourlyAmount ? QVariant(*r.hourlyAmount) : QVariant(std::numeric_limits<double>::max());
                return priceText(r);
            case PerGpuHour: {
                const auto perGpu = CatalogSearch::pricePerGpuHour(r);
                if (role == Qt::UserRole)
                    return perGpu ? QVariant(*perGpu) : QVariant(std::numeric_limits<double>::max());
                return perGpu ? QVariant(Money::format(*perGpu, r.currency)) : QVariant();
            }
            case AsOf: return asOfText(r);
            case Source:
                // The seed's source texts have a translation (context gputco::CatalogSource); yours are as written.
                return r.origin == QLatin1String("user")
                    ? tr("Your price: %1").arg(r.source)
                    : QCoreApplication::translate("gputco::CatalogSource", r.source.toUtf8().constData());
            default: return {};
            }
        }
        if (role == Qt::ForegroundRole && index.column() == Price && !r.hasPrice())
            return QBrush(QColor(0xb0, 0x30, 0x20));
        if (role == Qt::ForegroundRole && index.column() == AsOf && (isStale(r) || quoteNeedsAttention(r)))
            return QBrush(QColor(0xb0, 0x30, 0x20));
        if (role == Qt::ToolTipRole)
            return toolTip(r);
        return {};
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        switch (section) {
        case Provider: return tr("Provider");
        case Instance: return tr("Instance type");
        case Gpu: return tr("GPU");
        case Gpus: return tr("GPUs");
        case Region: return tr("Region / zone");
        case Pricing: return tr("Pricing");
        case Price: return tr("Price");
        case PerGpuHour: return tr("Per GPU-hour");
        case AsOf: return tr("As of");
        case Source: return tr("Source");
        default: return {};
        }
    }

signals:
    void fetchFailed(const QString &error);

private:
    void fetch(const QModelIndex &parent, qsizetype atLeast)
    {
        if (!canFetchMore(parent))
            return;
        // A view (or a proxy) told of the new rows may ask for more while they are inserted:
        // one page at a time.
        mFetching = true;
        auto page = mPager->next(atLeast);
        if (!page.ok()) {
            mPager.reset();
            mFetching = false;
            emit fetchFailed(page.error());
            return;
        }
        if (!page.value().isEmpty()) {
            const int first = int(mRows.size());
            beginInsertRows({}, first, first + int(page.value().size()) - 1);
            mRows.append(std::move(page.value()));
            endInsertRows();
        }
        mFetching = false;
    }

    QList<PriceRow> mRows;
    std::shared_ptr<PricePager> mPager;
    qsizetype mMatching = 0;
    bool mFetching = false;
    QHash<QString, gputco::Provider> mProviders;
    int mStaleMonths = 12;
    QDate mToday = QDate::currentDate();
};

CatalogDialog::CatalogDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Pricing catalog"));
    setUpView();
    auto *filters = new QHBoxLayout;
    mSearch->setPlaceholderText(tr("Search: instance, GPU, region…"));
    mSearch->setClearButtonEnabled(true);
    filters->addWidget(mSearch, 2);
    for (QComboBox *c : {mProvider, mGpu, mRegion, mPricing})
        filters->addWidget(c, 1);

    QDialogButtonBox *buttons = makeButtons();
    // Made after the buttons: the order the keyboard focus moves in.
    mApplyDiscounts = new QCheckBox(tr("Apply negotiated discounts (price book)"), this);
    mApplyDiscounts->setChecked(true);
    mApplyDiscounts->setToolTip(
        tr("The option added takes the list price less the discount of the price book that "
           "matches its provider, pricing model, family and region; the option's notes name it."));
    mDiscountInfo = new QLabel(this);
    mDiscountInfo->setObjectName(QStringLiteral("discountInfo"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(mView, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(mCount);
    bottom->addStretch(1);
    bottom->addWidget(mDbPath);
    layout->addLayout(bottom);
    auto *discountRow = new QHBoxLayout;
    discountRow->addWidget(mApplyDiscounts);
    discountRow->addWidget(mDiscountInfo, 1);
    layout->addLayout(discountRow);
    layout->addWidget(buttons);

    openCatalog();
}

void CatalogDialog::setUpView()
{
    mProvider->setObjectName(QStringLiteral("providerFilter"));
    mGpu->setObjectName(QStringLiteral("gpuFilter"));
    mRegion->setObjectName(QStringLiteral("regionFilter"));
    mPricing->setObjectName(QStringLiteral("pricingFilter"));
    mCount->setObjectName(QStringLiteral("catalogCount"));
    mModel = new CatalogTableModel(this);
    // Filters run in SQL (PricingDatabase::pagePrices); the proxy only sorts by a column the
    // user clicks. Until then the list keeps the catalog's order and is read a page at a time.
    mProxy = new QSortFilterProxyModel(this);
    mProxy->setSourceModel(mModel);
    mProxy->setSortRole(Qt::UserRole);
    mView->setModel(mProxy);
    mView->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    mView->setSortingEnabled(true);
    // A sort by a column orders every row: the rest of the list is read first.
    connect(mView->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this](int section) {
        if (section >= 0)
            readEveryRow();
    });
    connect(mModel, &CatalogTableModel::fetchFailed, this,
        [this](const QString &error) { mCount->setText(tr("Cannot read more prices: %1").arg(error)); });
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mView->setSelectionMode(QAbstractItemView::SingleSelection);
    mView->verticalHeader()->hide();
    mView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mView->horizontalHeader()->setStretchLastSection(true);
    mView->setAlternatingRowColors(true);
}

QDialogButtonBox *CatalogDialog::makeButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add option"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mView, &QTableView::doubleClicked, this, &QDialog::accept);
    auto *history = buttons->addButton(tr("Price &history…"), QDialogButtonBox::ActionRole);
    history->setObjectName(QStringLiteral("priceHistory"));
    connect(history, &QPushButton::clicked, this, &CatalogDialog::showHistory);
    auto *book = buttons->addButton(tr("Price &book…"), QDialogButtonBox::ActionRole);
    book->setObjectName(QStringLiteral("priceBook"));
    connect(book, &QPushButton::clicked, this, &CatalogDialog::editPriceBook);
    return buttons;
}

void CatalogDialog::openCatalog()
{
    // The catalog stays open while the dialog is: the list is read from it as the user scrolls.
    mDb = std::make_unique<PricingDatabase>();
    PricingDatabase &db = *mDb;
    if (const Status s = db.open(); !s.ok()) {
        mError = s.error;
        return;
    }
    mDbPath->setText(tr("Catalog: %1").arg(db.path()));
    const auto providers = db.providers();
    const auto choices = db.listChoices();
    if (!providers.ok() || !choices.ok()) {
        mError = !providers.ok() ? providers.error() : choices.error();
        return;
    }
    if (const auto rates = db.exchangeRates(); rates.ok())
        for (const CatalogExchangeRate &r : rates.value())
            mRates.push_back({r.fromCurrency, r.toCurrency, r.rate, r.asOf, r.source});
    QHash<QString, gputco::Provider> byId;
    for (const gputco::Provider &p : providers.value())
        byId.insert(p.id, p);
    mModel->setProviders(byId);
    mModel->setStaleLimit(db.staleAfterMonths(), QDate::currentDate());
    if (const auto discounts = db.negotiatedDiscounts(); discounts.ok())
        mDiscounts = discounts.value();

    const bool zh = QLocale().language() == QLocale::Chinese;
    mProvider->addItem(tr("All providers"), QString());
    for (const gputco::Provider &p : providers.value())
        mProvider->addItem(zh && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn, p.id);
    mGpu->addItem(tr("All GPUs"), QString());
    for (const QString &g : choices.value().gpuNames)
        mGpu->addItem(g, g);
    mRegion->addItem(tr("All regions"), QString());
    for (const QString &r : choices.value().regions)
        mRegion->addItem(r, r);
    mPricing->addItem(tr("All pricing models"), QString());
    mPricing->addItem(tr("On-demand"), QStringLiteral("on_demand"));
    mPricing->addItem(tr("Reserved"), QStringLiteral("reserved"));
    mPricing->addItem(tr("Spot"), QStringLiteral("spot"));

    connect(mSearch, &QLineEdit::textChanged, this, &CatalogDialog::applyFilters);
    for (QComboBox *c : {mProvider, mGpu, mRegion, mPricing})
        connect(c, &QComboBox::currentIndexChanged, this, &CatalogDialog::applyFilters);
    connect(mView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CatalogDialog::updateDiscountInfo);
    connect(mApplyDiscounts, &QCheckBox::toggled, this, &CatalogDialog::updateDiscountInfo);
    applyFilters();
}

CatalogDialog::~CatalogDialog()
{
    // The pager reads through the catalog's connection: let it go before the catalog closes.
    if (mModel)
        mModel->setPager(nullptr, 0);
}

void CatalogDialog::applyFilters()
{
    if (!mDb)
        return;
    PriceFilter filter;
    filter.text = mSearch->text().trimmed();
    filter.provider = mProvider->currentData().toString();
    filter.gpuName = mGpu->currentData().toString();
    filter.region = mRegion->currentData().toString();
    filter.pricingModel = mPricing->currentData().toString();
    const bool everything = filter.text.isEmpty() && filter.provider.isEmpty() && filter.gpuName.isEmpty()
        && filter.region.isEmpty() && filter.pricingModel.isEmpty();
    auto pager = mDb->pagePrices(filter);
    auto count = pager.ok() ? pager.value()->count() : Result<qsizetype>::failure(pager.error());
    if (!count.ok()) {
        mModel->setPager(nullptr, 0);
        mCount->setText(count.error());
        return;
    }
    if (everything)
        mTotal = count.value();
    if (const QString error = mModel->setPager(pager.value(), count.value()); !error.isEmpty()) {
        mCount->setText(error);
        return;
    }
    if (mView->horizontalHeader()->sortIndicatorSection() >= 0)
        readEveryRow(); // sorted by a column: every row
    if (count.value() == 0 && mTotal > 0)
        mCount->setText(tr("No price matches: search by provider (阿里云, aliyun, 火山引擎, volc), instance type, GPU "
                           "(A100, H800, 910B) or region (cn-beijing), or clear a filter."));
    else
        mCount->setText(tr("%1 of %2 prices").arg(count.value()).arg(mTotal));
}

void CatalogDialog::readEveryRow()
{
    if (!mModel->canFetchMore({}))
        return;
    // A sorting proxy places each inserted row on its own (a search and a move in a list of
    // 100,000: 1.6 s for the whole catalog): the rows are added in one go while it does not
    // sort, and sorted once after (0.5 s).
    mProxy->setDynamicSortFilter(false);
    mModel->fetchAll();
    mProxy->setDynamicSortFilter(true);
}

int CatalogDialog::rowCount() const
{
    return int(mModel->matchingCount());
}

int CatalogDialog::loadedRowCount() const
{
    return mModel->rowCount();
}

void CatalogDialog::scrollToEnd()
{
    mView->scrollToBottom();
}

void CatalogDialog::setSearchText(const QString &text)
{
    mSearch->setText(text);
}

void CatalogDialog::setProviderFilter(const QString &providerId)
{
    mProvider->setCurrentIndex(std::max(0, mProvider->findData(providerId)));
}

void CatalogDialog::selectRow(int row)
{
    // A row further down than the pages read so far: read up to it.
    while (row >= mProxy->rowCount() && mModel->canFetchMore({}))
        mModel->fetchMore({});
    mView->selectRow(row);
}

Option CatalogDialog::optionFromRow(const PriceRow &r)
{
    return optionFromRow(r, nullptr);
}

namespace {

/// Appends @p sentence to an option's @p notes, a space apart.
void addNote(QString &notes, const QString &sentence)
{
    notes = (notes.isEmpty() ? QString() : notes + QLatin1Char(' ')) + sentence;
}

/**
 * The cloud pricing of catalog row @p r: spot, a reserved term or on demand. A published range
 * has no single price: it takes the upper end (never a midpoint), and @p notes says so.
 */
CloudOption cloudFromRow(const PriceRow &r, QString &notes)
{
    PriceRow priced = r;
    if (!r.hourlyAmount && r.hourlyMax)
        priced.hourlyAmount = r.hourlyMax;
    if (!r.monthlyAmount && r.monthlyMax)
        priced.monthlyAmount = r.monthlyMax;
    CloudOption c;
    c.provider = r.providerId;
    c.region = r.zone.isEmpty() ? r.region : r.zone;
    c.instanceType = r.instanceType;
    c.catalogPriceId = r.id;
    c.gpusPerInstance = std::max(1, r.gpuCount.value_or(1));
    const QString currency = r.currency;
    if (r.pricingModel == QLatin1String("spot")) {
        SpotPricing sp;
        sp.currency = currency;
        sp.pricePerInstanceHour = priced.hourlyAmount.value_or(0);
        c.spot = sp;
        notes = CatalogDialog::tr("The catalog has no interruption rate for this spot price: enter one.");
    } else if (r.pricingModel == QLatin1String("reserved")) {
        ReservedPricing rp;
        rp.currency = currency;
        rp.termMonths = r.termMonths.value_or(12);
        rp.payment = r.paymentOption == QLatin1String("all_upfront") ? PaymentOption::AllUpfront
            : r.paymentOption == QLatin1String("partial_upfront")    ? PaymentOption::PartialUpfront
                                                                     : PaymentOption::NoUpfront;
        rp.upfrontPerInstance = priced.upfrontAmount.value_or(0);
        rp.monthlyPerInstance = priced.monthlyAmount.value_or(0);
        if (priced.hourlyAmount && !priced.upfrontAmount && !priced.monthlyAmount)
            rp.effectivePricePerInstanceHour = priced.hourlyAmount;
        c.reserved = rp;
    } else {
        OnDemandPricing od;
        od.currency = currency;
        od.pricePerInstanceHour = priced.hourlyAmount.value_or(0); // 0: the option asks for a quote
        c.onDemand = od;
    }
    if (r.hasRange()) {
        const bool hourly = r.hourlyMin && r.hourlyMax;
        const double low = hourly ? *r.hourlyMin : *r.monthlyMin;
        const double high = hourly ? *r.hourlyMax : *r.monthlyMax;
        addNote(notes,
            (hourly ? CatalogDialog::tr(
                 "The catalog gives the range %1 to %2 per hour; the upper end is used: enter your quote.")
                    : CatalogDialog::tr(
                        "The catalog gives the range %1 to %2 per month; the upper end is used: enter your quote."))
                .arg(Money::format(low, r.currency), Money::format(high, r.currency)));
    }
    return c;
}

/**
 * 商务折扣 @p d on @p c: prices keep the list price and the discount (the report shows "list X,
 * N % off"): hourly prices in their list price, a subscription's monthly and upfront amounts in
 * listMonthlyPerInstance / listUpfrontPerInstance with negotiatedDiscountPercent. Returns the note.
 */
QString applyDiscount(CloudOption &c, const NegotiatedDiscount &d)
{
    const double percent = d.discount * 100.0;
    const double keep = 1.0 - d.discount;
    const QString source = d.note.isEmpty() ? CatalogDialog::tr("no source given") : d.note;
    const QString note
        = CatalogDialog::tr("Negotiated discount (商务折扣) of %1 % off the list price from the price book (%2).")
              .arg(QLocale().toString(percent, 'g', 2 + Percent::decimalsFor(percent, 4)), source);
    if (c.onDemand && c.onDemand->pricePerInstanceHour > 0) {
        c.onDemand->listPricePerInstanceHour = c.onDemand->pricePerInstanceHour;
        c.onDemand->discountPercent = percent;
        c.onDemand->pricePerInstanceHour *= keep;
    } else if (c.spot && c.spot->pricePerInstanceHour > 0) {
        c.spot->listPricePerInstanceHour = c.spot->pricePerInstanceHour;
        c.spot->discountPercent = percent;
        c.spot->pricePerInstanceHour *= keep;
    } else if (c.reserved && c.reserved->effectivePricePerInstanceHour) {
        c.reserved->listPricePerInstanceHour = c.reserved->effectivePricePerInstanceHour;
        c.reserved->discountPercent = percent;
        c.reserved->effectivePricePerInstanceHour.reset();
    } else if (c.reserved) {
        // 包年包月: the list amounts and the discount are kept like the hourly prices'.
        ReservedPricing &rp = *c.reserved;
        if (rp.monthlyPerInstance > 0)
            rp.listMonthlyPerInstance = rp.monthlyPerInstance;
        if (rp.upfrontPerInstance > 0)
            rp.listUpfrontPerInstance = rp.upfrontPerInstance;
        rp.negotiatedDiscountPercent = percent;
        rp.monthlyPerInstance *= keep;
        rp.upfrontPerInstance *= keep;
    }
    return note;
}

} // namespace

Option CatalogDialog::optionFromRow(const PriceRow &r, const NegotiatedDiscount *discount)
{
    Option o;
    o.id = (r.providerId + QLatin1Char('-') + r.instanceType).toLower().replace(QLatin1Char('.'), QLatin1Char('-'));
    const QString pricing = CatalogTableModel::pricingName(r);
    o.name = QStringLiteral("%1 %2%3")
                 .arg(r.providerName, r.instanceType,
                     pricing.isEmpty() ? QString() : QStringLiteral(" (") + pricing + QLatin1Char(')'))
                 .left(ScenarioSchema::field<&Option::name>().maxLength());
    o.id.truncate(ScenarioSchema::field<&Option::id>().maxLength());
    CloudOption c = cloudFromRow(r, o.notes);
    if (discount && discount->discount > 0 && r.hasPrice())
        addNote(o.notes, applyDiscount(c, *discount));
    if (isQuote(r)) {
        // A quote with its tax status and rate: the option's prices are converted like any other
        // tax-included (含税) or tax-excluded price, at the quote's rate (the option's "vat" block).
        if (r.taxIncluded && r.taxRatePercent) {
            o.pricesIncludeVat = *r.taxIncluded;
            o.vatRates.cloud = *r.taxRatePercent;
        }
        addNote(o.notes, tr("%1 (catalog %2).").arg(quoteDescription(r), r.id));
    }
    o.spec = c;
    // The accelerator sizes the option against the demand's reference GPU (issue 18); only a
    // model the engine knows, so that the scenario stays loadable.
    if (GpuModels::find(r.gpuModelId))
        o.ecosystem.gpuModel = r.gpuModelId;
    if (r.rdmaGbps)
        o.ecosystem.rdma = *r.rdmaGbps > 0.0;
    return o;
}

const PriceRow *CatalogDialog::selectedRow() const
{
    const QModelIndexList rows = mView->selectionModel() ? mView->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.isEmpty() || !mModel)
        return nullptr;
    return &mModel->row(mProxy->mapToSource(rows.first()).row());
}

std::optional<Option> CatalogDialog::selectedOption() const
{
    const PriceRow *row = selectedRow();
    if (!row)
        return std::nullopt;
    const auto discount = mApplyDiscounts->isChecked() ? matchNegotiatedDiscount(mDiscounts, *row) : std::nullopt;
    return optionFromRow(*row, discount ? &*discount : nullptr);
}

void CatalogDialog::setApplyDiscounts(bool apply)
{
    mApplyDiscounts->setChecked(apply);
}

namespace {

QString discountLabel(const NegotiatedDiscount &d)
{
    const double share = d.discount * 100.0;
    const QString percent = QLocale().toString(share, 'g', 2 + Percent::decimalsFor(share, 4));
    return d.note.isEmpty() ? CatalogDialog::tr("%1 % off").arg(percent)
                            : CatalogDialog::tr("%1 % off (%2)").arg(percent, d.note);
}

} // namespace

QString CatalogDialog::selectedDiscountText() const
{
    const PriceRow *row = selectedRow();
    if (!row || !mApplyDiscounts->isChecked())
        return QString();
    const auto discount = matchNegotiatedDiscount(mDiscounts, *row);
    return discount ? discountLabel(*discount) : QString();
}

void CatalogDialog::updateDiscountInfo()
{
    const QString text = selectedDiscountText();
    QStringList lines;
    if (!text.isEmpty())
        lines << tr("Negotiated discount for this price: %1").arg(text);
    // Adding an expired (or expiring) quote is allowed, but said before it is added.
    if (const PriceRow *row = selectedRow(); row && mModel)
        if (const QString warning = quoteWarning(*row, QDate::currentDate()); !warning.isEmpty())
            lines << tr("Warning: %1").arg(warning);
    mDiscountInfo->setText(lines.join(QLatin1Char('\n')));
}

void CatalogDialog::reloadDiscounts()
{
    PricingDatabase db;
    if (db.open().ok())
        if (const auto discounts = db.negotiatedDiscounts(); discounts.ok())
            mDiscounts = discounts.value();
    updateDiscountInfo();
}

void CatalogDialog::editPriceBook()
{
    PriceBookDialog dialog(this);
    if (const PriceRow *row = selectedRow())
        dialog.setProviderFilter(row->providerId);
    dialog.exec();
    reloadDiscounts();
}

namespace {

/// The price history of @p row as a table: oldest first, the current row last.
QTableWidget *historyTable(
    QWidget *parent, const CatalogTableModel &model, const PriceRow &row, const QList<PriceHistoryEntry> &history)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(QStringLiteral("historyTable"));
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels({CatalogDialog::tr("As of"), CatalogDialog::tr("Price"),
        CatalogDialog::tr("Change"), CatalogDialog::tr("Status"), CatalogDialog::tr("Price book / source")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Oldest first, the current row last; the change is against the line before and only
    // between two single amounts of the same kind and currency (a range is not averaged).
    std::optional<double> previous;
    QString previousCurrency;
    const auto add = [&](const PriceRow &r, const QString &status, const QString &book) {
        const std::optional<double> amount = r.hasRange() ? std::nullopt
            : r.hourlyAmount                              ? r.hourlyAmount
                                                          : r.monthlyAmount;
        QString change;
        if (amount && previous && *previous > 0 && previousCurrency == r.currency) {
            const double pct = (*amount / *previous - 1.0) * 100.0;
            change
                = (pct >= 0 ? QStringLiteral("+") : QString()) + QLocale().toString(pct, 'f', 1) + QStringLiteral(" %");
        }
        previous = amount;
        previousCurrency = r.currency;
        const int at = table->rowCount();
        table->insertRow(at);
        const QString date = r.asOf.isEmpty()        ? CatalogDialog::tr("unknown")
            : r.asOfBasis == QLatin1String("commit") ? CatalogDialog::tr("%1 (commit date)").arg(r.asOf)
                                                     : r.asOf;
        const QStringList cells{date, model.priceText(r), change, status, book};
        for (int c = 0; c < int(cells.size()); ++c)
            table->setItem(at, c, new QTableWidgetItem(cells.at(c)));
    };
    for (const PriceHistoryEntry &h : history)
        add(priceRowOf(h), CatalogDialog::tr("earlier"), h.priceBook.isEmpty() ? h.source : h.priceBook);
    add(row, model.isStale(row) ? CatalogDialog::tr("current, stale") : CatalogDialog::tr("current"), row.source);
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

/// "Price as of 2021-09-27, changed -8.0 % since 2020-03-01." (or that nothing earlier is recorded).
QString historySummary(const PriceRow &row, const QList<PriceHistoryEntry> &history)
{
    if (const auto change = priceChangeSinceEarliest(row, history))
        return CatalogDialog::tr("Price as of %1, changed %2 % since %3.")
            .arg(row.asOf.isEmpty() ? CatalogDialog::tr("unknown") : row.asOf,
                (change->percent >= 0 ? QStringLiteral("+") : QString()) + QLocale().toString(change->percent, 'f', 1),
                change->since.isEmpty() ? CatalogDialog::tr("an undated earlier price") : change->since);
    if (history.isEmpty())
        return CatalogDialog::tr("No earlier price is recorded for this row.");
    return {};
}

} // namespace

void CatalogDialog::showHistory()
{
    const PriceRow *row = selectedRow();
    if (!row || row->id.isEmpty())
        return;
    PricingDatabase db;
    if (const Status s = db.open(); !s.ok()) {
        mCount->setText(s.error);
        return;
    }
    const auto history = db.priceHistory(row->id);
    if (!history.ok()) {
        mCount->setText(history.error());
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Price history: %1").arg(row->id));
    QTableWidget *table = historyTable(&dialog, *mModel, *row, history.value());
    auto *summary = new QLabel(&dialog);
    summary->setObjectName(QStringLiteral("historySummary"));
    summary->setWordWrap(true);
    summary->setText(historySummary(*row, history.value()));
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(close, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(summary);
    layout->addWidget(table, 1);
    layout->addWidget(close);
    dialog.resize(720, 360);
    dialog.exec();
}

std::optional<ExchangeRate> CatalogDialog::exchangeRate(const QString &from, const QString &to) const
{
    const auto best = exchangeRateFor(std::span(mRates.constData(), std::size_t(mRates.size())), from, to);
    return best ? std::optional<ExchangeRate>(*best->rate) : std::nullopt;
}

void CatalogDialog::retranslate()
{
    setWindowTitle(tr("Pricing catalog"));
}

} // namespace gputco

#include "catalogdialog.moc"
