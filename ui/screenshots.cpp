#include "screenshots.h"

#include "budgetview.h"
#include "charts.h"
#include "edits.h"
#include "jobview.h"
#include "mainwindow.h"
#include "resultmodels.h"
#include "scenarioeditor.h"
#include "sensitivityview.h"
#include "whatifpanel.h"

#include "catalogdialog.h"
#include "feepresetdialog.h"
#include "pricebookdialog.h"
#include "provenancedialog.h"
#include "serverquotedialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

namespace gputco {

namespace {

bool grab(QWidget *w, const QString &file, QStringList &written)
{
    QApplication::processEvents();
    if (!w->grab().save(file))
        return false;
    written << file;
    return true;
}

/// The first example at the common laptop sizes and larger, its editor, chart and decisions;
/// the category chart of the data-heavy example.
void shootMain(MainWindow *window, const QString &dir, QStringList &written)
{
    // The common laptop sizes first: nothing may be cut there.
    for (const QSize size : {QSize(1280, 800), QSize(1440, 900)}) {
        window->resize(size);
        grab(window, dir + QStringLiteral("/main-%1x%2.png").arg(size.width()).arg(size.height()), written);
    }
    window->resize(1600, 1000);
    grab(window, dir + QStringLiteral("/main.png"), written);
    grab(window->editor(), dir + QStringLiteral("/editor.png"), written);
    grab(window->cumulativeChart(), dir + QStringLiteral("/chart-cumulative.png"), written);
    // Buy instead of rent: the decision metrics of the servers against each cloud option.
    window->resultTabs()->setCurrentIndex(6);
    grab(window->resultTabs(), dir + QStringLiteral("/decision.png"), written);
    window->resultTabs()->setCurrentIndex(0);
    // Cost by category of the option with the most hidden fees: AWS in the data-heavy example.
    window->openExample(QStringLiteral("data-heavy-egress.json"));
    window->resultTabs()->setCurrentIndex(1);
    window->categoryChart()->setOption(0);
    window->resultTabs()->resize(window->resultTabs()->width(), 520);
    grab(window->resultTabs(), dir + QStringLiteral("/chart-category.png"), written);
    window->openExample(QStringLiteral("a100-64gpu-36-months.json"));
}

/// A what-if on the first example, kept as a variant; the sensitivity and the training job.
void shootWhatIf(MainWindow *window, const QString &dir, const QString &language, QStringList &written)
{
    // A what-if: fewer busy hours and cheaper power; the baseline shows faded.
    window->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(60);
    window->document()->endMerge();
    window->whatIfPanel()->spinBox(Driver::ElectricityPricePerKwh)->setValue(0.4);
    window->document()->endMerge();
    window->resultTabs()->setCurrentIndex(0);
    grab(window, dir + QStringLiteral("/whatif-main.png"), written);
    grab(window->whatIfPanel(), dir + QStringLiteral("/whatif-panel.png"), written);
    window->document()->keepVariant(
        language == QLatin1String("zh_CN") ? QStringLiteral("利用率 60%") : QStringLiteral("60% busy"));
    window->resultTabs()->setCurrentIndex(2);
    grab(window->resultTabs(), dir + QStringLiteral("/comparison.png"), written);

    window->resultTabs()->setCurrentIndex(3);
    grab(window->resultTabs(), dir + QStringLiteral("/sensitivity.png"), written);
    // The training job with a Monte Carlo of spot interruptions (worker thread).
    window->resultTabs()->setCurrentIndex(4);
    {
        QEventLoop loop;
        QObject::connect(window->jobView(), &JobView::simulationFinished, &loop, &QEventLoop::quit);
        window->jobView()->simulate();
        if (window->jobView()->isSimulating())
            loop.exec();
    }
    grab(window->resultTabs(), dir + QStringLiteral("/job.png"), written);
}

/// The growing team with a lead time: bands, the break-even tornado, the bridge in the editor.
void shootLeadTime(MainWindow *window, const QString &dir, QStringList &written)
{
    // A growing team with a lead time: the bridged servers, P10-P90 bands (worker thread),
    // and the tornado of the break-even month.
    window->openExample(QStringLiteral("growing-team-lead-time.json"));
    window->resultTabs()->setCurrentIndex(0);
    {
        QEventLoop loop;
        QObject::connect(window->cumulativeChart(), &CumulativeChart::bandsUpdated, &loop, &QEventLoop::quit);
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        if (window->cumulativeChart()->uncertainty().options.empty())
            loop.exec();
    }
    grab(window->cumulativeChart(), dir + QStringLiteral("/chart-bands.png"), written);
    window->resultTabs()->setCurrentIndex(3);
    window->sensitivityView()->setMetric(SensitivityMetric::BreakEvenMonth);
    grab(window->resultTabs(), dir + QStringLiteral("/sensitivity-breakeven.png"), written);
    window->sensitivityView()->setMetric(SensitivityMetric::TotalCostDifference);
    window->editor()->setCurrentOption(3);
    if (auto *scroll = window->editor()->findChild<QScrollArea *>())
        scroll->ensureWidgetVisible(window->editor()->findChild<QComboBox *>(QStringLiteral("bridge")), 50, 200);
    grab(window->editor(), dir + QStringLiteral("/editor-bridge.png"), written);
}

/// The editor showing option @p o, added for the picture and removed after it, scrolled to
/// the row of @p field.
void shootNewOption(
    MainWindow *window, const Option &o, const QString &field, const QString &file, QStringList &written)
{
    window->editor()->addCloudOption(o);
    if (auto *scroll = window->editor()->findChild<QScrollArea *>())
        scroll->ensureWidgetVisible(window->editor()->numberField(field), 50, 200);
    grab(window->editor(), file, written);
    window->document()->undoStack()->undo();
}

/// The editor's ownership rows, a cloud option awaiting a quote and a negotiated subscription.
void shootEditor(MainWindow *window, const QString &dir, QStringList &written)
{
    // How the servers are owned: bought or already owned, depreciation, financing, running costs.
    if (auto *scroll = window->editor()->findChild<QScrollArea *>())
        scroll->ensureWidgetVisible(window->editor()->numberField(QStringLiteral("operations.pricePerHour")), 50, 50);
    grab(window->editor(), dir + QStringLiteral("/editor-ownership.png"), written);
    // Where the option's prices come from (issue 27), and the button that makes every line take it.
    const int current = window->editor()->currentOption();
    window->document()->editScenario(QStringLiteral("provenance"), [current](Scenario &s) {
        if (current >= 0 && current < int(s.options.size()))
            Edits::editProvenance(s.options[std::size_t(current)], [](Provenance &p) {
                p.source = QStringLiteral("Inspur quote QT-2026-1128-07");
                p.asOf = QStringLiteral("2026-11-28");
                p.taxIncluded = true;
                p.taxRatePercent = 13;
            });
    });
    for (QPushButton *b : window->editor()->findChildren<QPushButton *>(QStringLiteral("applyProvenance")))
        if (auto *scroll = window->editor()->findChild<QScrollArea *>(); scroll && b->isVisibleTo(window->editor()))
            scroll->ensureWidgetVisible(b, 0, 50);
    grab(window->editor(), dir + QStringLiteral("/editor-provenance.png"), written);
    // Provenance of each block…: the servers' own quote typed in; the other blocks' parts they
    // leave out show the option's, grey and italic.
    {
        ProvenanceDialog blocks(window->document(), current, window);
        ProvenanceTableModel *m = blocks.model();
        m->setData(m->index(0, ProvenanceTableModel::Source), QStringLiteral("Inspur quote QT-2026-1128-07"));
        m->setData(m->index(0, ProvenanceTableModel::Vendor), QStringLiteral("浪潮信息"));
        m->setData(m->index(0, ProvenanceTableModel::Reference), QStringLiteral("QT-2026-1128-07"));
        m->setData(m->index(0, ProvenanceTableModel::ValidFrom), QStringLiteral("2026-11-28"));
        m->setData(m->index(0, ProvenanceTableModel::ValidUntil), QStringLiteral("2026-12-31"));
        m->setData(m->index(0, ProvenanceTableModel::Attachment), QStringLiteral("inspur-1128.pdf"));
        m->setData(m->index(1, ProvenanceTableModel::AsOf), QStringLiteral("28.11.2026")); // refused: the message
        blocks.table()->resizeColumnToContents(ProvenanceTableModel::Reference);
        blocks.show();
        grab(&blocks, dir + QStringLiteral("/provenance-blocks.png"), written);
        blocks.reject();
    }
    window->document()->undoStack()->undo();
    // Server price from the catalog…: the user's server quotes, then the shipped reference servers.
    {
        ServerQuoteDialog servers(window);
        if (servers.isUsable()) {
            servers.show();
            grab(&servers, dir + QStringLiteral("/server-quotes.png"), written);
            servers.reject();
        }
    }
    // A cloud option just added: its price is awaited ("quote needed"), never 0.
    shootNewOption(window, Edits::newCloudOption(), QStringLiteral("onDemand.pricePerInstanceHour"),
        dir + QStringLiteral("/editor-quote.png"), written);
    // A 包年包月 quote with a negotiated discount (商务折扣): list 114,016 a month, 10 % off.
    Option o;
    o.name = QStringLiteral("Tencent GT4.41XLARGE948");
    CloudOption c;
    c.provider = QStringLiteral("tencent");
    c.instanceType = QStringLiteral("GT4.41XLARGE948");
    c.gpusPerInstance = 8;
    ReservedPricing r;
    r.termMonths = 1;
    r.payment = PaymentOption::NoUpfront;
    r.listMonthlyPerInstance = 114016.0;
    r.negotiatedDiscountPercent = 10.0;
    r.monthlyPerInstance = 114016.0 * 0.9;
    r.currency = QStringLiteral("CNY");
    c.reserved = r;
    o.spec = c;
    shootNewOption(window, o, QStringLiteral("reserved.negotiatedDiscountPercent"),
        dir + QStringLiteral("/editor-negotiated.png"), written);
}

/// Budgets and fiscal years: the Chinese example with a capex/opex budget per calendar year.
void shootBudget(MainWindow *window, const QString &dir, QStringList &written)
{
    // Budgets and fiscal years: the Chinese example with a capex/opex budget per calendar year.
    window->openExample(QStringLiteral("xinghe-budget-2027.json"));
    window->resultTabs()->setCurrentIndex(5);
    grab(window, dir + QStringLiteral("/budget-main.png"), written);
    // The tab on its own with room: the scenario editor closed.
    auto *editorDock = window->findChild<QWidget *>(QStringLiteral("editorDock"));
    auto *results = window->findChild<QSplitter *>(QStringLiteral("resultsSplitter"));
    const QList<int> resultSizes = results->sizes();
    editorDock->hide();
    results->setSizes({200, 760});
    grab(window->resultTabs(), dir + QStringLiteral("/budget.png"), written);
    // The budget at 121%: owning four servers fits every fiscal year.
    window->whatIfPanel()->spinBox(Driver::BudgetPercent)->setValue(121);
    window->document()->endMerge();
    grab(window->resultTabs(), dir + QStringLiteral("/budget-whatif.png"), written);
    grab(window->whatIfPanel(), dir + QStringLiteral("/budget-whatif-panel.png"), written);
    editorDock->show();
    results->setSizes(resultSizes);
    window->document()->resetWhatIf();
    window->resultTabs()->setCurrentIndex(0);
}

/// Ecosystem compatibility: options sized against the reference GPU, a constraint breaker.
void shootEcosystem(MainWindow *window, const QString &dir, QStringList &written)
{
    // Ecosystem compatibility: options sized against the reference GPU, a constraint breaker.
    window->openExample(QStringLiteral("domestic-accelerators-2027.json"));
    grab(window, dir + QStringLiteral("/ecosystem-main.png"), written);
    if (auto *scroll = window->editor()->findChild<QScrollArea *>())
        scroll->ensureWidgetVisible(
            window->editor()->findChild<QComboBox *>(QStringLiteral("constraints.acceleratorOrigin")), 50, 400);
    grab(window->editor(), dir + QStringLiteral("/editor-constraints.png"), written);
}

/// The catalog, the price book, the fee presets and the import of a fee list (issue 15).
void shootCatalog(MainWindow *window, const QString &dir, QStringList &written)
{
    CatalogDialog catalog(window);
    catalog.resize(1300, 700);
    catalog.show();
    grab(&catalog, dir + QStringLiteral("/catalog.png"), written);
    catalog.close();
    // Price book (negotiated discounts) and the fee-preset picker (issue 15).
    PriceBookDialog book(window);
    book.show();
    grab(&book, dir + QStringLiteral("/price-book.png"), written);
    // The Quotes tab: vendor, tax status, validity and status of each quote.
    if (auto *tabs = book.findChild<QTabWidget *>(QStringLiteral("priceBookTabs"))) {
        tabs->setCurrentIndex(1);
        grab(&book, dir + QStringLiteral("/price-book-quotes.png"), written);
    }
    book.close();
    FeePresetDialog fees(QStringLiteral("tencent"), window);
    fees.resize(1100, 560);
    fees.setSearchText(QStringLiteral("COS"));
    fees.show();
    grab(&fees, dir + QStringLiteral("/fee-presets.png"), written);
    // Import fee list…: a list with a wrong row (nothing imported), then the corrected one.
    QTemporaryDir feeFiles;
    const auto importShot = [&](const QString &rows, const QString &name) {
        const QString file = feeFiles.filePath(QStringLiteral("idc-fees.csv"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return;
        f.write(
            QStringLiteral("id,provider,product,category,item,region,tier,price,unit,currency,as_of,source\n").toUtf8()
            + rows.toUtf8());
        f.close();
        const bool ok = fees.importFile(file);
        QMessageBox box(ok ? QMessageBox::Information : QMessageBox::Warning, FeePresetDialog::tr("Import fee list"),
            fees.importMessage(), QMessageBox::Ok, &fees);
        box.show();
        grab(&box, dir + name, written);
    };
    importShot(
        QStringLiteral("myidc-oss,myidc,OSS,storage,standard,Shanghai,,0.12,元/GB/月,CNY,2026-10-01,contract 2026-17\n"
                       "myidc-bgp,myidc,BGP,bandwidth,BGP line,Shanghai,,-38,元/Mbps/月,CNY,2026-10,contract 2026-17\n"
                       "myidc-cdn,myidc,CDN,warp,edge,Shanghai,,0.2,元/GB,RMB,2026-10,contract 2026-17\n"),
        QStringLiteral("/fee-import-problems.png"));
    importShot(
        QStringLiteral("myidc-oss,myidc,OSS,storage,standard,Shanghai,,0.12,元/GB/月,CNY,2026-10-01,contract 2026-17\n"
                       "myidc-bgp,myidc,BGP,bandwidth,BGP line,Shanghai,,38,元/Mbps/月,CNY,2026-10,contract 2026-17\n"),
        QStringLiteral("/fee-import-done.png"));
    fees.close();
    FeePresetDialog mine(QString(), window);
    mine.resize(1100, 360);
    mine.setSearchText(QStringLiteral("myidc"));
    mine.show();
    grab(&mine, dir + QStringLiteral("/fee-presets-imported.png"), written);
    mine.close();
}

} // namespace

QStringList renderScreenshots(MainWindow *window, const QString &directory)
{
    QStringList written;
    window->setInteractive(false);
    window->resize(1600, 1000);
    window->show();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString dir = directory + QLatin1Char('/') + language;
        QDir().mkpath(dir);
        window->setLanguage(language, MainWindow::DontRemember); // rendering saves no preference
        window->openExample(QStringLiteral("a100-64gpu-36-months.json"));
        window->resultTabs()->setCurrentIndex(0);
        shootMain(window, dir, written);
        shootWhatIf(window, dir, language, written);
        shootLeadTime(window, dir, written);
        shootEditor(window, dir, written);
        shootBudget(window, dir, written);
        shootEcosystem(window, dir, written);
        shootCatalog(window, dir, written);
    }
    window->setLanguage(QStringLiteral("en"), MainWindow::DontRemember);
    return written;
}

} // namespace gputco
