/*
 * The app's catalog dialog on a large catalog (issue 17): it reads the list a page at a time,
 * filters in SQL and reads on when the user scrolls to the end; the counts it shows are the
 * catalog's, not the rows read.
 */
#include "catalogdialog.h"
#include "cataloglookup.h"
#include "costengine.h"
#include "pricelines.h"
#include "pricingdatabase.h"
#include "scenarioloader.h"
#include "serverquotedialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gputco;

class TestCatalogDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensWithTheFirstPage();
    void scrollingReadsTheNextPages();
    void filtersAndSearchCountInTheCatalog();
    void sortingByAColumnReadsEveryRow();
    void modelPassesTheTester();
    void serverQuoteFillsTheServers();
    void cleanupTestCase();

private:
    static QString instanceTypeAt(const QTableView *view, int row);
    QTemporaryDir mDir;
    qsizetype mCatalogRows = 0;
};

// 5 providers x 100 instance types x 10 regions x 3 zones x 2 pricing models = 30,000 prices,
// 60 a type; GPUs by type number modulo 5 (20 types of each GPU per provider).
void TestCatalogDialog::initTestCase()
{
    QVERIFY(mDir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    const QString catalog = mDir.filePath(QStringLiteral("big.sqlite"));
    qputenv("GPUTCO_PRICING_DB", catalog.toUtf8());
    const QString csv = mDir.filePath(QStringLiteral("prices.csv"));
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QTextStream out(&file);
        out << "provider,instance_type,gpu_model,gpu_count,region,zone,pricing_model,hourly,currency,as_of,source\n";
        const char *gpus[] = {"h100-80gb", "a100-80gb", "l20", "h20", "ascend-910b"};
        for (int provider = 0; provider < 5; ++provider)
            for (int type = 0; type < 100; ++type)
                for (int region = 0; region < 10; ++region)
                    for (int zone = 0; zone < 3; ++zone)
                        for (const char *model : {"on_demand", "spot"})
                            out << "bench" << provider << ",type" << QString::number(type).rightJustified(3, u'0')
                                << ',' << gpus[type % 5] << ",8,region" << region << ",zone" << zone << ',' << model
                                << ',' << (10 + type) << ".5,USD,2026-06-01,benchmark\n";
    }
    PricingDatabase db;
    QVERIFY(db.open(catalog).ok());
    const ImportReport report = db.importPrices(csv);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.pricesImported, 30000);
    // The whole list: every price and every instance type without one (counted by plain SQL).
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT (SELECT count(*) FROM prices) + (SELECT count(*) FROM instance_types it "
                                  "WHERE NOT EXISTS (SELECT 1 FROM prices p WHERE p.instance_type_id = it.id))")));
    QVERIFY(q.next());
    mCatalogRows = q.value(0).toLongLong();
    QVERIFY(mCatalogRows > 30000 + 6000); // the seed's 6,076 prices and its unpriced types
}

// Issue 27: a self-hosted option's server price from a vendor's quote in the catalog. The dialog
// lists the user's server quotes first, then the shipped reference servers (ref-5, ref-11, ref-12);
// the chosen row fills the servers and names its id, and the price line then cites the quote.
void TestCatalogDialog::serverQuoteFillsTheServers()
{
    {
        PricingDatabase db;
        QVERIFY(db.open().ok());
        HardwareItem quote;
        quote.kind = QStringLiteral("server");
        quote.name = QStringLiteral("NF5468M6, 8 x A100 80GB");
        quote.gpuCount = 8;
        quote.priceLow = 1380000.0;
        quote.currency = QStringLiteral("CNY");
        quote.maxKw = 6.8;
        quote.typicalKwLow = 5.2;
        quote.quoteVendor = QStringLiteral("Acme Servers");
        quote.quoteContact = QStringLiteral("Q-2026-130");
        quote.taxIncluded = true;
        quote.taxRatePercent = 13.0;
        quote.validFrom = QStringLiteral("2026-11-25");
        quote.validUntil = QStringLiteral("2099-12-31");
        QCOMPARE(db.saveHardwareQuote(quote).value(), QStringLiteral("quote/hardware/acme-servers/q-2026-130"));
        HardwareItem card = quote;
        card.kind = QStringLiteral("card");
        card.id = QStringLiteral("acme/card");
        card.gpuCount.reset();
        QVERIFY(db.saveHardwareQuote(card).ok());
    }
    ServerQuoteDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    QCOMPARE(dialog.rowCount(), 4); // the quote and three reference servers; not the card
    dialog.selectRow(0);
    const std::optional<HardwareItem> chosen = dialog.selectedItem();
    QVERIFY(chosen);
    QCOMPARE(chosen->id, QStringLiteral("quote/hardware/acme-servers/q-2026-130"));
    const LoadResult loaded
        = ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    SelfHostedOption *h = nullptr;
    for (Option &o : s.options)
        if (auto *own = std::get_if<SelfHostedOption>(&o.spec))
            h = own;
    QVERIFY(h);
    QString error;
    QVERIFY(ServerQuoteDialog::applyItem(*h, *chosen, &error));
    QCOMPARE(h->pricePerServer, 1380000.0);
    QCOMPARE(h->capexCurrency, QStringLiteral("CNY"));
    QCOMPARE(h->gpusPerServer, 8);
    QCOMPARE(h->typicalKwPerServer, 5.2);
    QCOMPARE(h->maxKwPerServer, 6.8);
    QCOMPARE(h->serverCatalogHardwareId, chosen->id);
    QVERIFY(h->serverQuoteNeeded.isEmpty());
    // The server price line cites the quote, as the report's provenance prints it.
    const CatalogPrices prices = resolveCatalogPrices(s);
    QVERIFY2(prices.ok(), qPrintable(prices.error));
    bool cited = false;
    for (const PriceLine &l : PriceLines::collect(s, CostEngine::compute(s), lookupIn(prices)))
        if (l.serverPrice) {
            QVERIFY(l.fromCatalog);
            QCOMPARE(l.source, QStringLiteral("Quote from Acme Servers (Q-2026-130), valid 2026-11-25 to 2099-12-31"));
            QCOMPARE(l.asOf, QStringLiteral("2026-11-25"));
            QCOMPARE(l.taxRatePercent.value(), 13.0);
            cited = true;
        }
    QVERIFY(cited);
    // A row that is not a server cannot price the servers.
    PricingDatabase db;
    QVERIFY(db.open().ok());
    const SelfHostedOption before = *h;
    QVERIFY(!ServerQuoteDialog::applyItem(*h, *db.hardwareById(QStringLiteral("acme/card")).value(), &error));
    QVERIFY(error.contains(QStringLiteral("acme/card")));
    QVERIFY(*h == before);
}

void TestCatalogDialog::cleanupTestCase()
{
    qunsetenv("GPUTCO_PRICING_DB");
}

QString TestCatalogDialog::instanceTypeAt(const QTableView *view, int row)
{
    return view->model()->index(row, 1).data().toString();
}

void TestCatalogDialog::opensWithTheFirstPage()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    // Counted in the catalog, not read: the first page only (whole instance types, at least 200 rows).
    QCOMPARE(dialog.rowCount(), int(mCatalogRows));
    QVERIFY2(dialog.loadedRowCount() >= CatalogDialog::kPageRows && dialog.loadedRowCount() < 1000,
        qPrintable(QString::number(dialog.loadedRowCount())));
    auto *count = dialog.findChild<QLabel *>(QStringLiteral("catalogCount"));
    QVERIFY(count);
    QCOMPARE(count->text(), QStringLiteral("%1 of %1 prices").arg(mCatalogRows));
}

void TestCatalogDialog::scrollingReadsTheNextPages()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    dialog.setProviderFilter(QStringLiteral("bench2"));
    // 100 types x 60 prices = 6,000 rows; a page is whole types up to at least 200 rows:
    // 4 types x 60 = 240 (3 types are 180).
    QCOMPARE(dialog.rowCount(), 6000);
    QCOMPARE(dialog.loadedRowCount(), 240);
    dialog.resize(900, 500);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.loadedRowCount(), 240); // the first page fills the view: nothing more is read
    auto *view = dialog.findChild<QTableView *>();
    QVERIFY(view);
    QCOMPARE(instanceTypeAt(view, 0), QStringLiteral("type000"));
    QCOMPARE(instanceTypeAt(view, 239), QStringLiteral("type003"));
    dialog.scrollToEnd();
    QCOMPARE(dialog.loadedRowCount(), 480);
    QCOMPARE(instanceTypeAt(view, 240), QStringLiteral("type004"));
    QCOMPARE(instanceTypeAt(view, 479), QStringLiteral("type007"));
    dialog.scrollToEnd();
    QCOMPARE(dialog.loadedRowCount(), 720);
    // Selecting a row further down reads the pages up to it: row 1,000 is in type 016
    // (16 x 60 = 960), on the fifth page of 4 types (rows 960-1,199).
    dialog.selectRow(1000);
    QCOMPARE(dialog.loadedRowCount(), 1200);
    const auto option = dialog.selectedOption();
    QVERIFY(option.has_value());
    QCOMPARE(option->cloud()->instanceType, QStringLiteral("type016"));
    QCOMPARE(option->cloud()->onDemand->pricePerInstanceHour, 26.5); // 10 + 16, ".5"
}

void TestCatalogDialog::filtersAndSearchCountInTheCatalog()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    // Provider and GPU: 20 L20 types of bench1 x 60 = 1,200 rows, read 240 at first.
    dialog.setProviderFilter(QStringLiteral("bench1"));
    auto *gpu = dialog.findChild<QComboBox *>(QStringLiteral("gpuFilter"));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("L20 48GB")));
    QVERIFY(gpu->currentIndex() > 0);
    QCOMPARE(dialog.rowCount(), 1200);
    QCOMPARE(dialog.loadedRowCount(), 240);
    // The search's words in the type (provider) and in the price (region, zone): bench3 has
    // 100 types x 1 region x 1 zone x 2 pricing models = 200 rows in region7, zone2.
    gpu->setCurrentIndex(0);
    dialog.setProviderFilter(QString());
    dialog.setSearchText(QStringLiteral("bench3 REGION7 zone2"));
    QCOMPARE(dialog.rowCount(), 200);
    // A region alone (the combo box): 5 x 100 x 3 x 2 = 3,000 rows.
    dialog.setSearchText(QString());
    auto *region = dialog.findChild<QComboBox *>(QStringLiteral("regionFilter"));
    region->setCurrentIndex(region->findData(QStringLiteral("region4")));
    QCOMPARE(dialog.rowCount(), 3000);
    dialog.setSearchText(QStringLiteral("no-such-word"));
    QCOMPARE(dialog.rowCount(), 0);
    QCOMPARE(dialog.loadedRowCount(), 0);
}

void TestCatalogDialog::sortingByAColumnReadsEveryRow()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    dialog.setProviderFilter(QStringLiteral("bench4"));
    QCOMPARE(dialog.loadedRowCount(), 240);
    auto *view = dialog.findChild<QTableView *>();
    view->sortByColumn(6, Qt::DescendingOrder); // Price: the dearest first, from every row
    QCOMPARE(dialog.loadedRowCount(), 6000);
    QCOMPARE(instanceTypeAt(view, 0), QStringLiteral("type099")); // 10 + 99 = 109.5 an hour
    // A new filter while sorted reads its rows whole too: bench4's 1,200 H100 rows.
    auto *gpu = dialog.findChild<QComboBox *>(QStringLiteral("gpuFilter"));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("H100 80GB SXM")));
    QVERIFY(gpu->currentIndex() > 0);
    QCOMPARE(dialog.rowCount(), 1200);
    QCOMPARE(dialog.loadedRowCount(), 1200);
    QCOMPARE(instanceTypeAt(view, 0), QStringLiteral("type095"));
}

// The list's model and the sorting proxy through Qt's model tester while pages are read,
// filters change (model resets) and a sort reads every row.
void TestCatalogDialog::modelPassesTheTester()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    auto *view = dialog.findChild<QTableView *>();
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
    QVERIFY(proxy);
    QAbstractItemModelTester sourceTester(proxy->sourceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.setProviderFilter(QStringLiteral("bench0"));
    dialog.selectRow(700);
    dialog.setSearchText(QStringLiteral("region1"));
    QCOMPARE(dialog.rowCount(), 600); // bench0: 100 types x region1 x 3 zones x 2 models
    view->sortByColumn(3, Qt::AscendingOrder);
    QCOMPARE(dialog.loadedRowCount(), 600);
    dialog.setProviderFilter(QString());
    QCOMPARE(dialog.rowCount(), 3000); // 5 providers x 600; no seed region or zone holds "region1"
}

QTEST_MAIN(TestCatalogDialog)
#include "tst_catalogdialog.moc"
