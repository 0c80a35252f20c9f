// The desktop app on the offscreen platform: inputs drive the totals and charts through the
// same engine, undo restores, malformed files leave the document alone, languages switch,
// and every item model passes QAbstractItemModelTester.
#include "analysis.h"
#include "budgetview.h"
#include "charts.h"
#include "costengine.h"
#include "decision.h"
#include "jobview.h"
#include "mainwindow.h"
#include "manyoptions.h"
#include "money.h"
#include "optionrisks.h"
#include "ranking.h"
#include "reportpreview.h"
#include "reportwriter.h"
#include "resultmodels.h"
#include "scenarioeditor.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "sensitivityview.h"
#include "uncertainty.h"
#include "whatifpanel.h"

#include "catalogdialog.h"
#include "pricingdatabase.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QInputDialog>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QValueAxis>

#include <memory>

using namespace gputco;

namespace {

int column(const ScenarioResult &r, const char *id)
{
    for (int i = 0; i < int(r.options.size()); ++i)
        if (r.options[i].id == QLatin1String(id))
            return i;
    return -1;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void inputChangesTotalsAndChart();
    void undoRestoresPreviousValues();
    void sliderDragIsOneUndoStep();
    void whatIfShowsBaselineAndDelta();
    void whatIfBaselineIsCachedAndRedrawn();
    void totalsBreakEvenColumnsOfManyOptions();
    void malformedFileKeepsDocument();
    void saveAndReopen();
    void removeVariantFromItsColumn();
    void variantBeyondTheSliderSavesAndReopens();
    void missingPriceAsksForQuote();
    void newOptionsStartAtThePresets();
    void negotiatedSubscriptionFromTheEditor();
    void autosaveIsOfferedForRecovery();
    void unreadableAutosaveIsKept_data();
    void unreadableAutosaveIsKept();
    void statusBarNamesTheRecommendation();
    void languageSwitchChangesVisibleStrings();
    void itemModelsPassTester();
    void catalogBrowser();
    void exportsFromTheApp();
    void spreadsheetNamesOptionsByTheirPlaceInTheFile();
    void jobMonteCarloInWorkerThread();
    void bridgingAndTrendsFromTheEditor();
    void sensitivityOnTheBreakEvenMonth();
    void uncertaintyBandsOnTheCumulativeChart();
    void breakEvenLabelsDoNotOverlap();
    void budgetTabFollowsTheBudgetDriver();
    void risksColumnFollowsTheWhatIf();
    void risksFollowTheCatalogAndTheLanguage();
    void decisionTableShowsTheEngine();
    void endOfHorizonCreditAndAfterTaxShown();
    void financeVatAndTaxFromTheEditor();
    void decisionTimePerWhatIfStep();
    void reportingCurrencyConvertsAmounts();
    void financingAndOwnershipFromTheEditor();
    void fitsA1280x800Screen();
    void constraintsFromTheEditor();
    void damagedCatalogIsSaidInTheApp();
    void largeBandsWaitForARequest();
    void moneyUnitInTotalsAndAxis();
    void openingAScenarioShowsTheFormFromTheTop();

private:
    QTemporaryDir mDir;
    MainWindow *mWindow = nullptr;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(mDir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mDir.filePath(QStringLiteral("settings")));
    qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8());
    // Watchdog: a modal dialog nobody expects would hang the test; fail instead.
    auto *watchdog = new QTimer(this);
    connect(watchdog, &QTimer::timeout, this, [] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            qWarning("unexpected modal dialog: %s", qPrintable(modal->windowTitle()));
            modal->close();
        }
    });
    watchdog->start(500);
}

void TestMainWindow::init()
{
    mWindow = new MainWindow;
    mWindow->setInteractive(false);
    mWindow->openExample(QStringLiteral("a100-64gpu-36-months.json"));
    mWindow->show();
}

void TestMainWindow::cleanup()
{
    mWindow->setLanguage(QStringLiteral("en"));
    delete mWindow;
    mWindow = nullptr;
}

void TestMainWindow::inputChangesTotalsAndChart()
{
    QDoubleSpinBox *gpus = mWindow->editor()->numberField(QStringLiteral("demand.gpuCount"));
    QVERIFY(gpus);
    QCOMPARE(gpus->value(), 64.0);
    gpus->setValue(32);
    // The engine on the edited scenario is the reference.
    Scenario expected = mWindow->document()->scenario();
    QCOMPARE(expected.demand.gpuCount, 32.0);
    const ScenarioResult r = CostEngine::compute(expected);
    const int od = column(r, "ali-ondemand");
    // On-demand: 4 instances x 730 h x 361.397 x 36 = 37,990,052.64 (half of 64 GPUs).
    QVERIFY(std::abs(r.options[od].total - 37990052.64) < 1e-6);
    TotalsModel *totals = mWindow->totalsModel();
    QCOMPARE(totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble(), r.options[od].total);
    // The chart's line ends at the same total, in the axis unit.
    CumulativeChart *chart = mWindow->cumulativeChart();
    QLineSeries *series = chart->optionSeries().at(od);
    QCOMPARE(series->count(), 37); // months 0..36
    QCOMPARE(series->at(36).y() * chart->model()->scale(), r.options[od].total);
    QCOMPARE(series->at(12).y() * chart->model()->scale(), r.options[od].cumulative[11]);
}

void TestMainWindow::undoRestoresPreviousValues()
{
    TotalsModel *totals = mWindow->totalsModel();
    const double before = totals->data(totals->index(0, TotalsModel::Total), ValueRole).toDouble();
    QVERIFY(std::abs(before - 75980105.28) < 1e-6);
    mWindow->editor()->numberField(QStringLiteral("demand.busyHoursPerMonth"))->setValue(365);
    mWindow->document()->endMerge();
    QVERIFY(std::abs(totals->data(totals->index(0, TotalsModel::Total), ValueRole).toDouble() - before / 2) < 1e-6);
    QVERIFY(mWindow->document()->isModified());
    mWindow->document()->undoStack()->undo();
    QCOMPARE(totals->data(totals->index(0, TotalsModel::Total), ValueRole).toDouble(), before);
    QCOMPARE(mWindow->editor()->numberField(QStringLiteral("demand.busyHoursPerMonth"))->value(), 730.0);
    QVERIFY(!mWindow->document()->isModified());
    mWindow->document()->undoStack()->redo();
    QCOMPARE(mWindow->document()->scenario().demand.busyHoursPerMonth, 365.0);
}

void TestMainWindow::sliderDragIsOneUndoStep()
{
    QSlider *slider = mWindow->whatIfPanel()->slider(Driver::UtilizationPercent);
    const int steps = mWindow->document()->undoStack()->count();
    slider->setSliderDown(true);
    for (int v : {90, 80, 70, 60, 50})
        slider->setValue(v);
    slider->setSliderDown(false); // emits sliderReleased: the drag ends
    QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
    QCOMPARE(*mWindow->document()->whatIf().value(Driver::UtilizationPercent), 50.0);
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->document()->whatIf().isEmpty());
}

void TestMainWindow::whatIfShowsBaselineAndDelta()
{
    CumulativeChart *chart = mWindow->cumulativeChart();
    QVERIFY(!chart->baselineShown());
    mWindow->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(50);
    QVERIFY(chart->baselineShown());
    QCOMPARE(chart->baselineLines().size(), chart->optionSeries().size());
    TotalsModel *totals = mWindow->totalsModel();
    // On-demand at half the hours costs half: the delta is -37,990,052.64.
    QVERIFY(std::abs(totals->data(totals->index(0, TotalsModel::Delta), ValueRole).toDouble() + 37990052.64) < 1e-6);
    // The baseline line still ends at the baseline total.
    QCOMPARE(chart->baselineLines().first().at(36).y() * chart->model()->scale(),
        mWindow->analysis()->baseline().options[0].total);
    mWindow->document()->resetWhatIf();
    QVERIFY(!chart->baselineShown());
    QCOMPARE(totals->data(totals->index(0, TotalsModel::Delta), ValueRole).toDouble(), 0.0);
}

namespace {

/// Where the baseline's first line passes at `months` (axis units) on a grab of the chart view,
/// in the image's pixels.
QList<QPoint> baselinePixels(CumulativeChart *chart, const QPolygonF &line, const QList<int> &months, qreal ratio)
{
    QList<QPoint> out;
    for (int m : months) {
        const QPointF inChart = chart->chart()->mapToPosition(line.at(m), chart->optionSeries().first());
        const QPoint inView = chart->viewport()->mapTo(chart, chart->mapFromScene(chart->chart()->mapToScene(inChart)));
        out << QPoint(int(std::lround(inView.x() * ratio)), int(std::lround(inView.y() * ratio)));
    }
    return out;
}

/// How many of `points` have a pixel of `color` (give or take a little) within 2 pixels.
int pixelsOfColor(const QImage &image, const QList<QPoint> &points, const QColor &color)
{
    int found = 0;
    for (const QPoint &p : points) {
        bool hit = false;
        for (int dy = -2; dy <= 2 && !hit; ++dy)
            for (int dx = -2; dx <= 2 && !hit; ++dx) {
                const QPoint q = p + QPoint(dx, dy);
                if (!image.rect().contains(q))
                    continue;
                const QColor c = image.pixelColor(q);
                hit = std::abs(c.red() - color.red()) <= 6 && std::abs(c.green() - color.green()) <= 6
                    && std::abs(c.blue() - color.blue()) <= 6;
            }
        found += hit ? 1 : 0;
    }
    return found;
}

} // namespace

void TestMainWindow::whatIfBaselineIsCachedAndRedrawn()
{
    // The baseline under a what-if is stroked once into a pixmap and copied on later frames:
    // it is still drawn where its lines are, a what-if step does not stroke it again, and a
    // new baseline (the scenario edited) replaces the old picture.
    mWindow->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    CumulativeChart *chart = mWindow->cumulativeChart();
    mWindow->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(50);
    QVERIFY(chart->baselineShown());
    QVERIFY(chart->width() > 300 && chart->height() > 200);
    const QColor full = chart->optionSeries().first()->pen().color();
    const QColor pale((full.red() + 3 * 255) / 4, (full.green() + 3 * 255) / 4, (full.blue() + 3 * 255) / 4);
    const QList<int> months{14, 18, 22, 26, 30, 34};

    QImage image = chart->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    const QList<QPoint> before = baselinePixels(chart, chart->baselineLines().first(), months, ratio);
    QVERIFY2(pixelsOfColor(image, before, pale) >= 4, "the baseline is not drawn where its line is");
    const int builds = chart->baselineItem()->cacheBuilds();
    QVERIFY(builds >= 1);

    // A what-if step: the baseline stays, painted from the pixmap.
    mWindow->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(60);
    image = chart->grab().toImage();
    QCOMPARE(chart->baselineItem()->cacheBuilds(), builds);
    QVERIFY(pixelsOfColor(image, before, pale) >= 4);

    // The scenario changes under the what-if: half the busy hours halve the on-demand baseline.
    mWindow->editor()->numberField(QStringLiteral("demand.busyHoursPerMonth"))->setValue(365);
    QVERIFY(chart->baselineShown());
    image = chart->grab().toImage();
    QVERIFY(chart->baselineItem()->cacheBuilds() > builds);
    const QList<QPoint> after = baselinePixels(chart, chart->baselineLines().first(), months, ratio);
    QVERIFY(after != before);
    QVERIFY2(pixelsOfColor(image, after, pale) >= 4, "the new baseline is not drawn");
    QVERIFY2(pixelsOfColor(image, before, pale) <= 1, "the old baseline is still drawn");
}

void TestMainWindow::openingAScenarioShowsTheFormFromTheTop()
{
    // Scrolled down to the constraints, then another scenario is opened: its form starts at its
    // name, not where the previous one was left (the Chinese screenshots showed the middle).
    mWindow->resize(1280, 800);
    auto *scroll = mWindow->editor()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QCoreApplication::processEvents();
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    QVERIFY(scroll->verticalScrollBar()->value() > 0);
    mWindow->openExample(QStringLiteral("growing-team-lead-time.json"));
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
}

void TestMainWindow::totalsBreakEvenColumnsOfManyOptions()
{
    // The totals table reads break-even months and deltas from lookups built once per result
    // (a scan per cell made fitting 200 options' columns O(n^3)): every cell equals a scan of
    // the engine's break-evens, with and without a what-if.
    mWindow->document()->reset(test::manyOptions(9), QString()); // 3 self-hosted x 6 cloud
    TotalsModel *totals = mWindow->totalsModel();
    int months = 0;
    for (int step = 0; step < 2; ++step) {
        if (step == 1)
            mWindow->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(35);
        const ScenarioResult &r = mWindow->analysis()->current();
        const ScenarioResult &base = mWindow->analysis()->baseline();
        QCOMPARE(totals->rowCount(), 9);
        QCOMPARE(totals->columnCount(), TotalsModel::FirstBreakEvenColumn + 3);
        for (int row = 0; row < 9; ++row) {
            const OptionResult &o = r.options[std::size_t(row)];
            QCOMPARE(totals->data(totals->index(row, TotalsModel::Delta), ValueRole).toDouble(),
                o.total - base.options[std::size_t(row)].total);
            for (int j = 0; j < 3; ++j) {
                const int self = 3 * j + 2; // options 2, 5, 8 are self-hosted
                QVariant expected;
                if (o.kind == OptionKind::Cloud)
                    for (const BreakEven &b : r.breakEvens)
                        if (b.cloudIndex == row && b.selfHostedIndex == self && b.firstMonth) {
                            expected = double(*b.firstMonth);
                            break;
                        }
                const QVariant shown
                    = totals->data(totals->index(row, TotalsModel::FirstBreakEvenColumn + j), ValueRole);
                QCOMPARE(shown, expected);
                months += expected.isValid() ? 1 : 0;
            }
        }
    }
    QVERIFY(months > 0); // some pairs break even within the 120 months
    QVERIFY(mWindow->analysis()->current().options[0].total < mWindow->analysis()->baseline().options[0].total);
}

void TestMainWindow::malformedFileKeepsDocument()
{
    const QString name = mDir.filePath(QStringLiteral("bad.json"));
    QFile f(name);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"formatVersion": 1, "name": "Bad", "reportingCurrency": "CNY", "horizonMonths": 12,
               "demand": {"gpuCount": -3, "busyHoursPerMonth": 100}, "options": {}})");
    f.close();
    const QString before = mWindow->document()->scenario().name;
    mWindow->editor()->numberField(QStringLiteral("demand.gpuCount"))->setValue(48); // an unsaved edit
    QVERIFY(!mWindow->openFile(name));
    QCOMPARE(mWindow->document()->scenario().name, before);
    QCOMPARE(mWindow->document()->scenario().demand.gpuCount, 48.0);
    QVERIFY(mWindow->document()->isModified());
    QVERIFY(mWindow->messages().last().contains(QStringLiteral("$.demand.gpuCount")));
    QVERIFY(mWindow->messages().last().contains(QStringLiteral("$.options")));
}

void TestMainWindow::saveAndReopen()
{
    const QString name = mDir.filePath(QStringLiteral("saved.json"));
    mWindow->editor()->numberField(QStringLiteral("scenario.horizonMonths"))->setValue(24);
    mWindow->whatIfPanel()->spinBox(Driver::ElectricityPricePerKwh)->setValue(0.4);
    mWindow->document()->keepVariant(QStringLiteral("Cheap power"));
    mWindow->document()->resetWhatIf();
    QVERIFY(mWindow->saveAs(name));
    QVERIFY(!mWindow->document()->isModified());
    MainWindow other;
    other.setInteractive(false);
    QVERIFY(other.openFile(name));
    QCOMPARE(other.document()->scenario().horizonMonths, 24);
    // Kept variants are saved with the scenario.
    QCOMPARE(other.document()->variants().size(), std::size_t(1));
    QCOMPARE(other.document()->variants()[0].name, QStringLiteral("Cheap power"));
    QCOMPARE(*other.document()->variants()[0].whatIf.value(Driver::ElectricityPricePerKwh), 0.4);
    QCOMPARE(other.analysis()->variantResults().size(), std::size_t(1));
    QCOMPARE(other.analysis()->current().options[0].total, mWindow->analysis()->current().options[0].total);
}

void TestMainWindow::removeVariantFromItsColumn()
{
    // Two kept variants; the second one's column (after Option, Baseline and no live what-if)
    // offers "Remove variant", which removes it as one undo step.
    mWindow->whatIfPanel()->spinBox(Driver::ElectricityPricePerKwh)->setValue(0.4);
    QVERIFY(mWindow->document()->keepVariant(QStringLiteral("Cheap power")).isEmpty());
    mWindow->whatIfPanel()->spinBox(Driver::ElectricityPricePerKwh)->setValue(0.9);
    QVERIFY(mWindow->document()->keepVariant(QStringLiteral("Dear power")).isEmpty());
    mWindow->document()->resetWhatIf();
    QCOMPARE(mWindow->document()->variants().size(), std::size_t(2));
    QVERIFY(!mWindow->variantsMenu(0)); // the option names
    QVERIFY(!mWindow->variantsMenu(1)); // the baseline
    std::unique_ptr<QMenu> menu(mWindow->variantsMenu(3));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 1);
    QCOMPARE(menu->actions().first()->text(), QStringLiteral("Remove variant “Dear power”"));
    const int steps = mWindow->document()->undoStack()->count();
    menu->actions().first()->trigger();
    QCOMPARE(mWindow->document()->variants().size(), std::size_t(1));
    QCOMPARE(mWindow->document()->variants()[0].name, QStringLiteral("Cheap power"));
    QCOMPARE(mWindow->variantsModel()->columnCount(), 3);
    QCOMPARE(mWindow->document()->undoStack()->count(), steps + 1);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->document()->variants().size(), std::size_t(2));
    QCOMPARE(mWindow->document()->variants()[1].name, QStringLiteral("Dear power"));
}

void TestMainWindow::variantBeyondTheSliderSavesAndReopens()
{
    // Issue 26: 6,000 GPUs, a what-if of 5,000 GPUs at PUE 2.8 kept as a variant and saved;
    // the file was refused on reopening ("the largest allowed value is 4096").
    const QString name = mDir.filePath(QStringLiteral("variant-6000.json"));
    mWindow->editor()->numberField(QStringLiteral("demand.gpuCount"))->setValue(6000);
    mWindow->document()->endMerge();
    WhatIfPanel *panel = mWindow->whatIfPanel();
    QSlider *gpuSlider = panel->slider(Driver::GpuCount);
    QSlider *pueSlider = panel->slider(Driver::Pue);
    // The spin boxes take the fields' ranges; the sliders travel 1..4,096 GPUs and PUE 1..2.5,
    // and a value beyond the travel pins the slider at its end, not the value.
    QCOMPARE(panel->spinBox(Driver::GpuCount)->maximum(), 1e7);
    QCOMPARE(panel->spinBox(Driver::Pue)->maximum(), 5.0);
    QCOMPARE(gpuSlider->maximum(), 4095); // 1..4,096 in steps of 1
    QCOMPARE(pueSlider->maximum(), 150); // 1..2.5 in steps of 0.01
    QCOMPARE(gpuSlider->value(), gpuSlider->maximum());
    panel->spinBox(Driver::GpuCount)->setValue(5000);
    mWindow->document()->endMerge();
    panel->spinBox(Driver::Pue)->setValue(2.8);
    mWindow->document()->endMerge();
    QCOMPARE(*mWindow->document()->whatIf().value(Driver::GpuCount), 5000.0);
    QCOMPARE(*mWindow->document()->whatIf().value(Driver::Pue), 2.8);
    QCOMPARE(gpuSlider->value(), gpuSlider->maximum());
    QCOMPARE(pueSlider->value(), pueSlider->maximum());

    // Keep as variant through the button and its name dialog.
    QPushButton *keep = nullptr;
    for (QPushButton *b : panel->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Keep as variant…"))
            keep = b;
    QVERIFY(keep && keep->isEnabled());
    QTimer::singleShot(0, this, [] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            dialog->setTextValue(QStringLiteral("5,000 GPUs, PUE 2.8"));
            dialog->accept();
        }
    });
    keep->click();
    QCOMPARE(mWindow->document()->variants().size(), std::size_t(1));
    QVERIFY(mWindow->saveAs(name));

    MainWindow other;
    other.setInteractive(false);
    QVERIFY2(other.openFile(name), qPrintable(other.messages().join(QLatin1Char('\n'))));
    QCOMPARE(other.document()->scenario().demand.gpuCount, 6000.0);
    QCOMPARE(other.document()->variants().size(), std::size_t(1));
    const Variant &v = other.document()->variants().front();
    QCOMPARE(v.name, QStringLiteral("5,000 GPUs, PUE 2.8"));
    QCOMPARE(*v.whatIf.value(Driver::GpuCount), 5000.0);
    QCOMPARE(*v.whatIf.value(Driver::Pue), 2.8);
    // It computes: on demand 5,000 / 8 = 625 instances x 730 h x 361.397 x 36 = 5,935,945,725.
    QCOMPARE(other.analysis()->variantResults().size(), std::size_t(1));
    const ScenarioResult &r = other.analysis()->variantResults().front();
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const int od = column(r, "ali-ondemand");
    QVERIFY(std::abs(r.options[std::size_t(od)].total - 5935945725.0) < 1e-3);

    // A variant the file cannot hold is not kept, and the status bar says why.
    mWindow->document()->setWhatIf(Driver::GpuCount, 2e7);
    QVERIFY(!mWindow->document()->keepVariant(QStringLiteral("Too many")).isEmpty());
    QCOMPARE(mWindow->document()->variants().size(), std::size_t(1));
    const QString message = mWindow->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("Keep variant Too many"))
            && message.contains(QStringLiteral("$.variants[1].drivers.gpuCount")),
        qPrintable(message));
}

namespace {

/// A cloud option with on-demand pricing but no price: it awaits a quote.
Option awaitingQuote()
{
    Option o;
    o.id = QStringLiteral("huawei");
    o.name = QStringLiteral("Huawei Ascend");
    CloudOption c;
    c.gpusPerInstance = 8;
    c.onDemand = OnDemandPricing{};
    o.spec = c;
    return o;
}

} // namespace

void TestMainWindow::missingPriceAsksForQuote()
{
    mWindow->editor()->addCloudOption(awaitingQuote());
    const Analysis *a = mWindow->analysis();
    QCOMPARE(a->quoteNeeded().size(), qsizetype(1));
    QCOMPARE(a->current().options.size(), std::size_t(4)); // never priced at zero
    TotalsModel *totals = mWindow->totalsModel();
    QCOMPARE(totals->rowCount(), 5);
    QCOMPARE(totals->data(totals->index(4, TotalsModel::Total)).toString(), QStringLiteral("Quote needed"));
    // Entering the quote brings it into the comparison.
    mWindow->editor()->numberField(QStringLiteral("onDemand.pricePerInstanceHour"))->setValue(250);
    QCOMPARE(a->quoteNeeded().size(), qsizetype(0));
    QCOMPARE(a->current().options.size(), std::size_t(5));
}

void TestMainWindow::newOptionsStartAtThePresets()
{
    // A new self-hosted option starts at the field table's presets (a DGX H100's power, China's
    // electricity price and PUE, 25 % resale), each said in its field's tooltip; the server
    // price is left for the quote.
    ScenarioEditor *editor = mWindow->editor();
    editor->addSelfHostedOption();
    const SelfHostedOption *h = mWindow->document()->scenario().options.back().selfHosted();
    QVERIFY(h);
    QCOMPARE(h->typicalKwPerServer, 6.5);
    QCOMPARE(h->maxKwPerServer, 10.2);
    QCOMPARE(h->idlePowerFraction, 0.3);
    QCOMPARE(h->pue, 1.3);
    QCOMPARE(h->powerPricePerKwh, 0.63);
    QCOMPARE(h->residualFraction, 0.25);
    QCOMPARE(h->pricePerServer, 0.0);
    QCOMPARE(editor->numberField(QStringLiteral("power.pue"))->value(), 1.3);
    QVERIFY2(editor->numberField(QStringLiteral("power.pue"))
                 ->toolTip()
                 .endsWith(QStringLiteral("Preset for new options and scenarios: 1.3.")),
        qPrintable(editor->numberField(QStringLiteral("power.pue"))->toolTip()));
    // A new cloud option (the editor's Cloud button): 8 GPUs an instance, its price awaited.
    for (QPushButton *b : editor->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Cloud"))
            b->click();
    const CloudOption *c = mWindow->document()->scenario().options.back().cloud();
    QVERIFY(c && c->onDemand);
    QCOMPARE(c->gpusPerInstance, 8);
    QCOMPARE(c->onDemand->pricePerInstanceHour, 0.0);
}

void TestMainWindow::negotiatedSubscriptionFromTheEditor()
{
    // A 包年包月 quote of 114,016 a month, then a negotiated discount (商务折扣) typed in the editor.
    Option o;
    o.id = QStringLiteral("gt4-monthly");
    o.name = QStringLiteral("Tencent GT4 包年包月");
    CloudOption c;
    c.gpusPerInstance = 8;
    ReservedPricing r;
    r.termMonths = 1;
    r.payment = PaymentOption::NoUpfront;
    r.monthlyPerInstance = 114016.0;
    r.currency = QStringLiteral("CNY");
    c.reserved = r;
    o.spec = c;
    ScenarioEditor *editor = mWindow->editor();
    editor->addCloudOption(o);
    const auto term = [this]() -> const ReservedPricing & {
        return *mWindow->document()->scenario().options.back().cloud()->reserved;
    };
    QDoubleSpinBox *discount = editor->numberField(QStringLiteral("reserved.negotiatedDiscountPercent"));
    QDoubleSpinBox *listMonthly = editor->numberField(QStringLiteral("reserved.listMonthlyPerInstance"));
    QDoubleSpinBox *monthly = editor->numberField(QStringLiteral("reserved.monthlyPerInstance"));
    QVERIFY(discount && listMonthly && monthly);
    QVERIFY(discount->isEnabled() && listMonthly->isEnabled());
    // No upfront payment: the upfront list amount is not this term's.
    QVERIFY(!editor->numberField(QStringLiteral("reserved.listUpfrontPerInstance"))->isEnabled());

    // 10 % off: the quoted amount becomes the list amount, charged 114,016 x 0.9 = 102,614.40.
    discount->setValue(10);
    QCOMPARE(term().listMonthlyPerInstance.value(), 114016.0);
    QCOMPARE(term().negotiatedDiscountPercent.value(), 10.0);
    QVERIFY(qAbs(term().monthlyPerInstance - 102614.4) < 1e-6);
    QVERIFY(qAbs(monthly->value() - 102614.4) < 0.005);
    QCOMPARE(listMonthly->value(), 114016.0);

    // A new list amount keeps the discount: 120,000 x 0.9 = 108,000.
    listMonthly->setValue(120000);
    QVERIFY(qAbs(term().monthlyPerInstance - 108000.0) < 1e-6);
    QVERIFY(qAbs(monthly->value() - 108000.0) < 0.005);

    // Saved and reopened: list, discount and the amount charged; 12 months cost 12 x 108,000.
    const QString file = mDir.filePath(QStringLiteral("negotiated-editor.gputco.json"));
    QCOMPARE(mWindow->document()->saveAs(file), QString());
    const LoadResult reopened = ScenarioLoader::loadFile(file);
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    const ReservedPricing &saved = *reopened.scenario->options.back().cloud()->reserved;
    QCOMPARE(saved.listMonthlyPerInstance.value(), 120000.0);
    QCOMPARE(saved.negotiatedDiscountPercent.value(), 10.0);
    QVERIFY(qAbs(saved.monthlyPerInstance - 108000.0) < 1e-6);

    // A discount of 100 % would leave no price: refused, the 10 % stays.
    discount->setValue(100);
    QCOMPARE(term().negotiatedDiscountPercent.value(), 10.0);

    // An amount typed in is a plain quote again: list and discount go.
    monthly->setValue(100000);
    QCOMPARE(term().monthlyPerInstance, 100000.0);
    QVERIFY(!term().listMonthlyPerInstance);
    QVERIFY(!term().negotiatedDiscountPercent);
    QCOMPARE(discount->value(), 0.0);
    editor->removeOption();
}

void TestMainWindow::autosaveIsOfferedForRecovery()
{
    mWindow->editor()->numberField(QStringLiteral("demand.gpuCount"))->setValue(40);
    mWindow->autosave();
    QVERIFY(QFile::exists(MainWindow::autosavePath()));
    MainWindow next;
    next.setInteractive(false);
    QVERIFY(next.offerRecovery());
    QCOMPARE(next.document()->scenario().demand.gpuCount, 40.0);
    QVERIFY(next.document()->isModified());
    QVERIFY(next.messages().last().contains(QStringLiteral("did not close normally")));
    QFile::remove(MainWindow::autosavePath());
}

void TestMainWindow::unreadableAutosaveIsKept_data()
{
    QTest::addColumn<bool>("withOrigin");
    // The .origin note names the scenario the edits belong to: the autosave is kept beside it.
    QTest::newRow("beside the original") << true;
    // Without a note (edits never saved): in the autosave's own folder.
    QTest::newRow("in the autosave's folder") << false;
}

void TestMainWindow::unreadableAutosaveIsKept()
{
    QFETCH(bool, withOrigin);
    // A cut-off autosave (a crash while writing) that the loader refuses.
    const QByteArray bytes = "{\"formatVersion\": 1, \"name\": \"plan\", \"horizonMonths\": 3";
    const QString autosave = MainWindow::autosavePath();
    QVERIFY(QDir().mkpath(QFileInfo(autosave).absolutePath()));
    QFile f(autosave);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const LoadResult refused = ScenarioLoader::loadFile(autosave);
    QVERIFY(!refused.ok());
    QVERIFY(!refused.problems.empty());
    const QString reason = refused.problems.front().message;

    const QDir originalDir(mDir.filePath(QStringLiteral("plans")));
    QVERIFY(QDir().mkpath(originalDir.path()));
    const QString origin = autosave + QStringLiteral(".origin");
    QFile::remove(origin);
    if (withOrigin) {
        QFile note(origin);
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write(originalDir.filePath(QStringLiteral("plan.gputco.json")).toUtf8());
    }
    const QDir expectedDir = withOrigin ? originalDir : QFileInfo(autosave).absoluteDir();
    const QString expectedBase = withOrigin ? QStringLiteral("plan") : QStringLiteral("autosave");
    const QStringList pattern{expectedBase + QStringLiteral(".unrecovered-*.gputco.json")};
    const QStringList before = expectedDir.entryList(pattern, QDir::Files);

    MainWindow next;
    next.setInteractive(false);
    QVERIFY(!next.offerRecovery());
    QVERIFY(!QFile::exists(autosave)); // moved, so the next autosave cannot overwrite it
    QVERIFY(!QFile::exists(origin));
    QStringList kept = expectedDir.entryList(pattern, QDir::Files);
    for (const QString &old : before)
        kept.removeOne(old);
    QCOMPARE(kept.size(), qsizetype(1));
    QVERIFY2(QRegularExpression(QRegularExpression::anchoredPattern(
                                    expectedBase + QStringLiteral("\\.unrecovered-\\d{8}-\\d{6}\\.gputco\\.json")))
                 .match(kept.first())
                 .hasMatch(),
        qPrintable(kept.first()));
    const QString keptPath = expectedDir.filePath(kept.first());
    QFile keptFile(keptPath);
    QVERIFY(keptFile.open(QIODevice::ReadOnly));
    QCOMPARE(keptFile.readAll(), bytes); // identical bytes
    // The message says why (the loader's own words) and where the file is now.
    QVERIFY(!next.messages().isEmpty());
    const QString message = next.messages().last();
    QVERIFY2(message.contains(reason), qPrintable(message));
    QVERIFY2(message.contains(QDir::toNativeSeparators(keptPath)), qPrintable(message));
    QVERIFY(QFile::remove(keptPath));
}

void TestMainWindow::statusBarNamesTheRecommendation()
{
    // 64 A100s for 36 months: buying has both the lowest NPV and the lowest total of the options
    // that serve all demand (spot cannot keep 64 GPUs busy all month, so it is not ranked).
    const ScenarioResult &r = mWindow->analysis()->current();
    QVERIFY(r.ok());
    const Ranking ranking = rank(r);
    QVERIFY(ranking.recommended >= 0);
    QCOMPARE(r.options[std::size_t(ranking.recommended)].id, QStringLiteral("buy-8-servers"));
    QCOMPARE(ranking.cheapest, ranking.recommended);
    const int spot = column(r, "ali-spot");
    QVERIFY(spot >= 0);
    QVERIFY(r.options[std::size_t(spot)].slippedGpuHours > 0);
    QVERIFY(!ranking.isRanked(spot));
    const QString text = mWindow->statusText();
    QVERIFY2(text.startsWith(QStringLiteral("Recommended over 36 months: %1, PV of cost ")
                                 .arg(r.options[std::size_t(ranking.recommended)].name)),
        qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("cheapest undiscounted")), qPrintable(text));
}

void TestMainWindow::languageSwitchChangesVisibleStrings()
{
    const QString english = mWindow->menuBar()->actions().first()->text();
    QCOMPARE(english, QStringLiteral("&File"));
    mWindow->setLanguage(QStringLiteral("zh_CN"));
    const QString chinese = mWindow->menuBar()->actions().first()->text();
    QVERIFY2(chinese.contains(QStringLiteral("文件")), qPrintable(chinese));
    TotalsModel *totals = mWindow->totalsModel();
    QVERIFY(!totals->headerData(TotalsModel::Name, Qt::Horizontal).toString().contains(QStringLiteral("Option")));
    // Money is formatted for the language and still the engine's number.
    QVERIFY(totals->data(totals->index(0, TotalsModel::Total)).toString().startsWith(QStringLiteral("¥")));
    mWindow->setLanguage(QStringLiteral("en"));
    QCOMPARE(mWindow->menuBar()->actions().first()->text(), english);
}

void TestMainWindow::itemModelsPassTester()
{
    Analysis *a = mWindow->analysis();
    TotalsModel totals(a);
    CumulativeModel cumulative(a, false);
    CategoryModel categories(a);
    VariantsModel variants(a);
    QAbstractItemModelTester t1(&totals, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&cumulative, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&categories, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&variants, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Exercise resets and data changes: options added and removed, horizon, what-if, variants.
    categories.setOption(3);
    mWindow->editor()->numberField(QStringLiteral("scenario.horizonMonths"))->setValue(48);
    mWindow->whatIfPanel()->spinBox(Driver::GpuCount)->setValue(80);
    mWindow->document()->keepVariant(QStringLiteral("80 GPUs"));
    mWindow->editor()->duplicateOption();
    mWindow->editor()->removeOption();
    mWindow->document()->undoStack()->undo();
    QCOMPARE(variants.columnCount(), 4); // option, baseline, current what-if, one variant
    QCOMPARE(cumulative.rowCount(), 49);
    QVERIFY(!QTest::currentTestFailed());
}

void TestMainWindow::catalogBrowser()
{
    CatalogDialog dialog;
    QVERIFY2(dialog.isUsable(), qPrintable(dialog.errorString()));
    const int all = dialog.rowCount();
    QVERIFY(all > 500);
    dialog.setSearchText(QStringLiteral("p5.48xlarge us-east-1"));
    QVERIFY(dialog.rowCount() > 0);
    QVERIFY(dialog.rowCount() < all);
    // The names users type find the provider's rows: "aliyun" and "阿里云" what the provider
    // filter "alibaba" finds; a word of a GPU name in any case ("910b": Ascend 910B).
    dialog.setSearchText(QString());
    dialog.setProviderFilter(QStringLiteral("alibaba"));
    const int alibaba = dialog.rowCount();
    QVERIFY(alibaba > 0);
    dialog.setProviderFilter(QString());
    for (const QString &alias : {QStringLiteral("aliyun"), QStringLiteral("阿里云"), QStringLiteral("ALIYUN")}) {
        dialog.setSearchText(alias);
        QCOMPARE(dialog.rowCount(), alibaba);
    }
    dialog.setSearchText(QStringLiteral("910b"));
    QVERIFY(dialog.rowCount() > 0);
    dialog.setSearchText(QString());
    dialog.setProviderFilter(QStringLiteral("huawei"));
    QVERIFY(dialog.rowCount() > 0);
    dialog.selectRow(0);
    const auto option = dialog.selectedOption();
    QVERIFY(option.has_value());
    QVERIFY(!Quotes::missingPrice(*option, 730.0).isEmpty()); // no public price: a quote is needed
    // The catalog's GPU model comes along: the option is sized against the reference GPU.
    dialog.setSearchText(QStringLiteral("ModelArts"));
    dialog.selectRow(0);
    QCOMPARE(dialog.selectedOption()->ecosystem.gpuModel, QStringLiteral("ascend-910b"));
    dialog.setProviderFilter(QStringLiteral("aws"));
    dialog.setSearchText(QStringLiteral("p5.48xlarge us-east-1"));
    dialog.selectRow(0);
    QCOMPARE(dialog.selectedOption()->ecosystem.gpuModel, QStringLiteral("h100-80gb"));

    // Tencent GN10X.2XLARGE40 包年包月, published as 4,671 - 5,190 元/月: a 1-month subscription
    // renewed monthly at the upper end, 5,190 (never a midpoint), with a note saying so.
    PricingDatabase db;
    QVERIFY(db.open().ok());
    const auto range = db.priceById(QStringLiteral("tencent/GN10X.2XLARGE40/cn-mainland//reserved/1/no_upfront"));
    QVERIFY(range.ok() && range.value());
    const Option sub = CatalogDialog::optionFromRow(*range.value());
    QVERIFY(sub.cloud() && sub.cloud()->reserved);
    QCOMPARE(sub.cloud()->reserved->termMonths, 1);
    QCOMPARE(sub.cloud()->reserved->payment, PaymentOption::NoUpfront);
    QCOMPARE(sub.cloud()->reserved->monthlyPerInstance, 5190.0);
    QCOMPARE(sub.cloud()->reserved->upfrontPerInstance, 0.0);
    QVERIFY2(sub.notes.contains(QStringLiteral("upper end")), qPrintable(sub.notes));
    const Option gt4 = CatalogDialog::optionFromRow(
        db.priceById(QStringLiteral("tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront")).value().value());
    QCOMPARE(gt4.cloud()->reserved->monthlyPerInstance, 114016.0);
    QVERIFY(gt4.notes.isEmpty());
}

void TestMainWindow::exportsFromTheApp()
{
    // The what-if shown on screen is what gets exported, on the cash view.
    mWindow->whatIfPanel()->spinBox(Driver::UtilizationPercent)->setValue(50);
    const QString pdf = mDir.filePath(QStringLiteral("app-report.pdf"));
    QCOMPARE(mWindow->exportReport(pdf, false), QString());
    ReportPreview preview(pdf);
    QVERIFY(preview.pageCount() >= 5);
    const QString xlsx = mDir.filePath(QStringLiteral("app.xlsx"));
    QCOMPARE(mWindow->exportSpreadsheet(xlsx), QString());
    QVERIFY(QFileInfo(xlsx).size() > 1000);
    const QString csv = mDir.filePath(QStringLiteral("app.csv"));
    QCOMPARE(mWindow->exportSeries(csv), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    // On-demand at 50%: month 1 = 8 x 365 h x 361.397 = 1,055,279.24.
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY(lines.at(1).contains("1055279.24"));
    const QString svg = mDir.filePath(QStringLiteral("app.svg"));
    QCOMPARE(mWindow->exportChart(svg, true), QString());
    QVERIFY(QFileInfo(svg).size() > 1000);
    // A folder in the way: a message naming the file, no crash.
    const QString blocked = mDir.filePath(QStringLiteral("blocked.pdf"));
    QVERIFY(QDir().mkpath(blocked));
    QVERIFY(mWindow->exportReport(blocked, false).contains(blocked));
}

/// The workbook's names number options by their place in the scenario file (docs/export.md),
/// also when an option before them awaits a quote and the app's results leave it out.
void TestMainWindow::spreadsheetNamesOptionsByTheirPlaceInTheFile()
{
    mWindow->document()->editScenario(
        QStringLiteral("quote first"), [](Scenario &s) { s.options.insert(s.options.begin(), awaitingQuote()); });
    QCOMPARE(mWindow->analysis()->quoteNeeded().size(), qsizetype(1));
    const QString xlsx = mDir.filePath(QStringLiteral("quote-first.xlsx"));
    QCOMPARE(mWindow->exportSpreadsheet(xlsx), QString());
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
        {QStringLiteral("-c"),
            QStringLiteral("import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).read('xl/workbook.xml').decode())"),
            xlsx});
    QVERIFY(python.waitForFinished(60000));
    const QString workbook = QString::fromUtf8(python.readAllStandardOutput());
    QVERIFY2(workbook.contains(QLatin1String("<definedName")), python.readAllStandardError().constData());
    // The example's on-demand option is the file's second option now.
    QVERIFY2(
        workbook.contains(QLatin1String("name=\"options_1_onDemand_pricePerInstanceHour\"")), qPrintable(workbook));
    QVERIFY2(
        !workbook.contains(QLatin1String("name=\"options_0_onDemand_pricePerInstanceHour\"")), qPrintable(workbook));
}

void TestMainWindow::jobMonteCarloInWorkerThread()
{
    const QString file = QFINDTESTDATA("../models/data/job-7b.json");
    QVERIFY(mWindow->openFile(file));
    JobView *view = mWindow->jobView();
    // Without a simulation: the planner's expected values, the same function the CLI uses.
    const JobResult expected = JobPlanner::compute(mWindow->document()->scenario(), nullptr);
    QVERIFY(expected.ok());
    QCOMPARE(view->result().options.size(), expected.options.size());
    for (std::size_t i = 0; i < expected.options.size(); ++i)
        QCOMPARE(view->result().options[i].cost, expected.options[i].cost);
    // The Monte Carlo runs in a worker thread; the event loop keeps running meanwhile.
    QSignalSpy finished(view, &JobView::simulationFinished);
    view->simulate();
    QVERIFY(view->isSimulating());
    QVERIFY(finished.wait(60000));
    QVERIFY(!view->isSimulating());
    bool anySpot = false;
    for (const JobOptionResult &o : view->result().options)
        anySpot = anySpot || o.monteCarlo.has_value();
    QVERIFY(anySpot);
    // Cancel: a large run stops early and leaves the previous results.
    view->simulate();
    view->cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(!view->isSimulating());
}

void TestMainWindow::bridgingAndTrendsFromTheEditor()
{
    mWindow->openExample(QStringLiteral("growing-team-lead-time.json"));
    const auto optionResult = [this](const char *id) {
        for (const OptionResult &o : mWindow->analysis()->current().options)
            if (o.id == QLatin1String(id))
                return o;
        return OptionResult{};
    };
    ScenarioEditor *editor = mWindow->editor();
    editor->setCurrentOption(3); // Buy 9 servers, on-demand until delivery
    auto *bridge = editor->findChild<QComboBox *>(QStringLiteral("bridge"));
    QVERIFY(bridge);
    QCOMPARE(bridge->currentData().toString(), QStringLiteral("ali-ondemand"));
    QCOMPARE(optionResult("buy-bridge-ondemand").unmetGpuHours, 0.0);

    // No bridge: months 1-4 of 32 GPUs x 730 h wait: 93,440 GPU-h unmet, 4,221,116.96 less cost.
    const double bridged = optionResult("buy-bridge-ondemand").total;
    bridge->setCurrentIndex(bridge->findData(QString()));
    QVERIFY(mWindow->document()->scenario().options[3].selfHosted()->bridgeOptionId.isEmpty());
    QCOMPARE(optionResult("buy-bridge-ondemand").unmetGpuHours, 4 * 32 * 730.0);
    QVERIFY(std::abs(bridged - optionResult("buy-bridge-ondemand").total - 4221116.96) < 0.01);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(bridge->currentData().toString(), QStringLiteral("ali-ondemand"));

    // Flat cloud prices: on-demand 730 x 361.397 x 12 x (4 + 6 + 9) = 60,150,916.68.
    QDoubleSpinBox *trend = editor->numberField(QStringLiteral("priceTrends.cloudComputePercentPerYear"));
    QVERIFY(trend);
    QCOMPARE(trend->value(), -15.0);
    trend->setValue(0);
    QVERIFY(std::abs(optionResult("ali-ondemand").total - 60150916.68) < 0.01);

    // Removing the bridging option leaves the servers without a bridge, not with a dangling id.
    editor->setCurrentOption(0);
    editor->removeOption();
    for (const Option &o : mWindow->document()->scenario().options)
        if (const SelfHostedOption *h = o.selfHosted())
            QVERIFY(h->bridgeOptionId != QLatin1String("ali-ondemand"));
    QVERIFY(ScenarioLoader::loadBytes(
        ScenarioWriter::toJson(mWindow->document()->scenario()), QStringLiteral("edited.json"))
                .ok());
}

void TestMainWindow::sensitivityOnTheBreakEvenMonth()
{
    SensitivityView *view = mWindow->sensitivityView();
    view->setMetric(SensitivityMetric::BreakEvenMonth);
    // The two cheapest options of the A100 example are buying and spot; the break-even metric
    // keeps that pair (one cloud, one self-hosted) or picks the cheapest of each kind.
    const SensitivityResult &r = view->result();
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.metric, SensitivityMetric::BreakEvenMonth);
    QVERIFY(r.optionA == QLatin1String("buy-8-servers") || r.optionB == QLatin1String("buy-8-servers"));
    QVERIFY(r.optionA != r.optionB);
    const SensitivityResult expected
        = Sensitivity::breakEvenMonth(mWindow->document()->scenario(), r.optionA, r.optionB, 20);
    QCOMPARE(r.baselineOutcome, expected.baselineOutcome);
    QCOMPARE(r.rows.size(), expected.rows.size());
    QVERIFY(!view->grab().isNull());
}

void TestMainWindow::damagedCatalogIsSaidInTheApp()
{
    // Before: the app moved a damaged catalog aside, re-created it and said nothing. Now it
    // says where the damaged file is kept and how to take the user's prices back from it.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("this is not a database\n").repeated(200));
    }
    const QByteArray previous = qgetenv("GPUTCO_PRICING_DB");
    qputenv("GPUTCO_PRICING_DB", db.toUtf8());
    mWindow->checkCatalog();
    qputenv("GPUTCO_PRICING_DB", previous);
    const QStringList kept = QDir(dir.path()).entryList({QStringLiteral("pricing.sqlite.corrupt-*")});
    QCOMPARE(kept.size(), 1);
    const QString said = mWindow->messages().join(QLatin1Char('\n'));
    QVERIFY2(
        said.contains(QStringLiteral("gputco-cli catalog recover ") + dir.filePath(kept.first())), qPrintable(said));
}

void TestMainWindow::largeBandsWaitForARequest()
{
    // Before: opening a scenario whose bands needed gigabytes started them at once (5.0 GB for
    // 52 options x 100,000 trials). The growing-team example over 120 months with 100,000
    // trials: 5 options x (120 + 1) values x 100,000 trials x 8 bytes = 484 MB of samples, plus
    // 64 MiB and 5 x 120 x 4,800 bytes: about 554 MB, above the 256 MB the app starts by itself
    // and below the 2 GB limit.
    QFile example(QStringLiteral(":/examples/growing-team-lead-time.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QByteArray text = example.readAll();
    QVERIFY(text.contains("\"trials\": 500") && text.contains("\"horizonMonths\": 36"));
    text.replace("\"trials\": 500", "\"trials\": 100000").replace("\"horizonMonths\": 36", "\"horizonMonths\": 120");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("large-bands.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    QVERIFY(mWindow->openFile(file));
    CumulativeChart *chart = mWindow->cumulativeChart();
    QVERIFY2(chart->bandsWithheld().contains(QStringLiteral("Uncertainty bands not computed")),
        qPrintable(chart->bandsWithheld()));
    QVERIFY(chart->uncertainty().options.empty());
    QVERIFY(mWindow->messages().join(QLatin1Char('\n')).contains(QStringLiteral("View > Compute uncertainty bands")));
    // On request, still within the limit: with a 100 MB limit it is refused with the estimate.
    qputenv("GPUTCO_MEMORY_LIMIT_MB", "100");
    const QString refused = chart->computeBands();
    qunsetenv("GPUTCO_MEMORY_LIMIT_MB");
    QVERIFY2(refused.contains(QStringLiteral("more than the limit of 100")), qPrintable(refused));
    QVERIFY(chart->uncertainty().options.empty());
    // Issue 33: a long run shows its progress in the status bar and can be cancelled there.
    QVERIFY(!mWindow->bandProgress()->isVisibleTo(mWindow));
    QCOMPARE(chart->computeBands(), QString());
    QVERIFY(chart->bandsRunning());
    QVERIFY(mWindow->bandProgress()->isVisibleTo(mWindow));
    QVERIFY(mWindow->bandCancelButton()->isVisibleTo(mWindow));
    QCOMPARE(mWindow->bandProgress()->maximum(), 100000); // trials
    QTest::mouseClick(mWindow->bandCancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!chart->bandsRunning(), 60000);
    QVERIFY(chart->uncertainty().options.empty());
    QVERIFY(chart->bandSeries().isEmpty() || !chart->bandSeries().first()->isVisible());
    QVERIFY2(chart->bandsWithheld().startsWith(QStringLiteral("Uncertainty bands cancelled.")),
        qPrintable(chart->bandsWithheld()));
    QVERIFY(!mWindow->bandProgress()->isVisibleTo(mWindow));
    QVERIFY(!mWindow->bandCancelButton()->isVisibleTo(mWindow));
}

void TestMainWindow::uncertaintyBandsOnTheCumulativeChart()
{
    CumulativeChart *chart = mWindow->cumulativeChart();
    QVERIFY(chart->uncertainty().options.empty()); // the A100 example has no uncertain inputs
    // No uncertain inputs: no band series at all (they would double the chart's series).
    QVERIFY(chart->bandSeries().isEmpty());

    mWindow->openExample(QStringLiteral("growing-team-lead-time.json"));
    // The bands arrive from the worker thread; they equal the model's for the same scenario.
    const auto bandsMatch = [&](const Scenario &scenario) {
        const UncertaintyResult expected = UncertaintyAnalysis::compute(scenario);
        const UncertaintyResult &shown = chart->uncertainty();
        if (!expected.ok() || shown.options.size() != expected.options.size())
            return false;
        for (std::size_t i = 0; i < expected.options.size(); ++i)
            if (shown.options[i].p10 != expected.options[i].p10 || shown.options[i].p90 != expected.options[i].p90)
                return false;
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(bandsMatch(mWindow->analysis()->currentScenario()), 20000);
    QCOMPARE(chart->bandSeries().size(), 5);
    // Only the recommended option's band is drawn (five bands overlap into one grey area).
    const int recommended = rank(mWindow->analysis()->current()).recommended;
    QVERIFY(recommended >= 0);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(chart->bandSeries()[i]->isVisible(), i == recommended);
    QAreaSeries *band = chart->bandSeries()[recommended];
    // Drawn in axis units: the ratio of the top to the bottom of the band at month 36 is P90 / P10.
    const OptionBands &od = chart->uncertainty().options[std::size_t(recommended)];
    QCOMPARE(band->upperSeries()->count(), 37);
    const double ratio = band->upperSeries()->at(36).y() / band->lowerSeries()->at(36).y();
    QVERIFY(std::abs(ratio - od.p90[35] / od.p10[35]) < 1e-9);
    QVERIFY(od.p10[35] < od.p50[35] && od.p50[35] < od.p90[35]);
    QVERIFY(chart->chart()->title().contains(QStringLiteral("P10")));
    // The first option (on demand) costs less at a lower utilization. A copy: the result is replaced below.
    const double medianBefore = chart->uncertainty().options[0].p50[35];

    // A what-if moves the bands with the lines.
    QSlider *utilization = mWindow->whatIfPanel()->slider(Driver::UtilizationPercent);
    QVERIFY(utilization);
    utilization->setValue(50);
    QTRY_VERIFY_WITH_TIMEOUT(bandsMatch(mWindow->analysis()->currentScenario()), 20000);
    QVERIFY(chart->uncertainty().options[0].p50[35] < medianBefore);
    // Selecting options in the totals draws their bands instead.
    const ScenarioResult &r = mWindow->analysis()->current();
    const int nowRecommended = rank(r).recommended; // the what-if may change it
    const int other = nowRecommended == 0 ? 1 : 0;
    chart->setSelectedOptions({r.options[std::size_t(other)].id});
    for (int i = 0; i < 5; ++i)
        QCOMPARE(chart->bandSeries()[i]->isVisible(), i == other);
    chart->setSelectedOptions({});
    for (int i = 0; i < 5; ++i)
        QCOMPARE(chart->bandSeries()[i]->isVisible(), i == nowRecommended);
}

void TestMainWindow::breakEvenLabelsDoNotOverlap()
{
    // Every example in the app's chart: no two break-even labels intersect, each lies inside
    // the plot and names its pair; a selected option gets its own crossings labelled.
    CumulativeChart *chart = mWindow->cumulativeChart();
    auto check = [&](const QByteArray &what) {
        const QList<QRectF> rects = chart->labelRects();
        for (int i = 0; i < int(rects.size()); ++i) {
            QVERIFY2(chart->chart()->plotArea().adjusted(-0.5, -0.5, 0.5, 0.5).contains(rects[i]), what.constData());
            for (int j = i + 1; j < int(rects.size()); ++j)
                QVERIFY2(!rects[i].intersects(rects[j]), what.constData());
        }
        for (QString label : chart->breakEvenLabels()) // long names wrap onto several lines
            QVERIFY2(
                label.replace(QLatin1Char('\n'), QLatin1Char(' ')).contains(QStringLiteral(" vs ")), qPrintable(label));
    };
    for (const char *name : {"a100-64gpu-36-months.json", "research-team-30pct.json", "data-heavy-egress.json",
             "xinghe-budget-2027.json", "growing-team-lead-time.json"}) {
        mWindow->openExample(QString::fromLatin1(name));
        QCoreApplication::processEvents();
        check(name);
    }
    mWindow->openExample(QStringLiteral("a100-64gpu-36-months.json"));
    QCoreApplication::processEvents();
    // The servers' crossings with the subscription (the cheapest ranked cloud option) are
    // labelled; on-demand crosses them too (month 7) but is named only on hover ...
    const auto hasLabel = [&](const QString &part) {
        const QStringList labels = chart->breakEvenLabels();
        return std::any_of(labels.begin(), labels.end(),
            [&](QString l) { return l.replace(QLatin1Char('\n'), QLatin1Char(' ')).contains(part); });
    };
    QVERIFY(!hasLabel(QStringLiteral("on-demand")) && !hasLabel(QStringLiteral("On-demand")));
    QVERIFY(chart->minorBreakEvenCount() >= 1);
    // ... until on-demand is selected in the totals.
    QTableView *totals = mWindow->findChild<QTableView *>(QStringLiteral("totals"));
    QVERIFY(totals);
    for (int row = 0; row < totals->model()->rowCount(); ++row)
        if (totals->model()->index(row, 0).data().toString() == mWindow->analysis()->current().options[0].name)
            totals->selectRow(row);
    QCOMPARE(chart->selectedOptions(), QStringList{QStringLiteral("ali-ondemand")});
    QVERIFY(hasLabel(mWindow->analysis()->current().options[0].name));
    check("a100 with on-demand selected");
}

void TestMainWindow::endOfHorizonCreditAndAfterTaxShown()
{
    // The a100 example (36 months of a 60-month life): the Totals tab shows the credit the ranking
    // uses and the PV of cost less it, as the engine computes them; the status bar names the
    // figures the ranking compared. With income tax the decision tab adds the after-tax NPV and
    // IRR of every pair and each option's after-tax total and PV of cost.
    TotalsModel *totals = mWindow->totalsModel();
    auto check = [&](const char *when) {
        const Scenario &s = mWindow->analysis()->currentScenario();
        const ScenarioResult expected = CostEngine::compute(s, CostView::Cash);
        const int own = column(expected, "buy-8-servers");
        const OptionResult &o = expected.options[std::size_t(own)];
        QVERIFY2(o.endOfHorizonCredit > 0, when);
        QVERIFY2(
            totals->data(totals->index(own, TotalsModel::Credit), ValueRole).toDouble() == o.endOfHorizonCredit, when);
        QVERIFY2(
            totals->data(totals->index(own, TotalsModel::ComparedPv), ValueRole).toDouble() == o.comparisonDiscounted,
            when);
        QVERIFY2(
            !totals->data(totals->index(column(expected, "ali-ondemand"), TotalsModel::Credit), ValueRole).isValid(),
            when);
        const Ranking ranking = rank(expected);
        const OptionResult &rec = expected.options[std::size_t(ranking.recommended)];
        QVERIFY2(mWindow->statusText().contains(Money::formatWhole(rec.comparisonDiscounted, expected.currency)),
            qPrintable(mWindow->statusText()));
    };
    check("book value");
    QCOMPARE(totals->headerData(TotalsModel::Npv, Qt::Horizontal).toString(), QStringLiteral("PV of cost\n(CNY)"));
    QVERIFY(totals->headerData(TotalsModel::Credit, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("book value")));
    QVERIFY(!mWindow->totalsView()->isColumnHidden(TotalsModel::Credit));
    QVERIFY(!mWindow->totalsView()->isColumnHidden(TotalsModel::ComparedPv));
    // Resale at 30 % at any age: the credit follows the setting.
    mWindow->document()->editScenario(QStringLiteral("resale"), [](Scenario &s) {
        s.finance.endOfHorizon = EndOfHorizon::Resale;
        s.finance.resaleByAge = {ResalePoint{0, 30}};
    });
    check("resale");

    DecisionModel *model = mWindow->decisionModel();
    auto *decisions = mWindow->findChild<QTableView *>(QStringLiteral("decisions"));
    QVERIFY(decisions);
    QVERIFY(decisions->isColumnHidden(DecisionModel::AfterTaxNpv)); // no income tax yet
    mWindow->document()->editScenario(QStringLiteral("income tax"), [](Scenario &s) { s.incomeTax = IncomeTax{}; });
    QVERIFY(!decisions->isColumnHidden(DecisionModel::AfterTaxNpv));
    QVERIFY(!decisions->isColumnHidden(DecisionModel::AfterTaxIrr));
    const Scenario &s = mWindow->analysis()->currentScenario();
    const ScenarioResult cash = CostEngine::compute(s, CostView::Cash);
    const DecisionResult d = DecisionAnalysis::compute(s, cash);
    QCOMPARE(model->rowCount(), int(d.pairs.size()));
    for (int i = 0; i < model->rowCount(); ++i) {
        const DecisionPair &p = d.pairs[std::size_t(i)];
        QVERIFY(p.afterTaxNpv.has_value());
        QCOMPARE(model->data(model->index(i, DecisionModel::AfterTaxNpv), ValueRole).toDouble(), *p.afterTaxNpv);
        QCOMPARE(model->data(model->index(i, DecisionModel::AfterTaxNpv)).toString(),
            Money::formatWhole(*p.afterTaxNpv, cash.currency));
        if (p.afterTaxIrr)
            QCOMPARE(model->data(model->index(i, DecisionModel::AfterTaxIrr), ValueRole).toDouble(), *p.afterTaxIrr);
    }
    auto *caption = mWindow->findChild<QLabel *>(QStringLiteral("decisionCaption"));
    QVERIFY(caption);
    for (const OptionResult &o : cash.options) {
        QVERIFY(o.taxSavingTotal != 0.0);
        QVERIFY2(caption->text().contains(QStringLiteral("%1: tax saved %2, total %3, PV of cost %4")
                                              .arg(o.name, Money::formatWhole(o.taxSavingTotal, cash.currency),
                                                  Money::formatWhole(o.afterTaxTotal, cash.currency),
                                                  Money::formatWhole(o.afterTaxDiscounted, cash.currency))),
            qPrintable(caption->text()));
    }
    // The amortized view on screen: the after-tax figures stay those of the cash view.
    mWindow->analysis()->setView(CostView::Amortized);
    QVERIFY2(caption->text().contains(Money::formatWhole(cash.options[0].afterTaxTotal, cash.currency)),
        qPrintable(caption->text()));
    QVERIFY(mWindow->totalsView()->isColumnHidden(TotalsModel::Credit)); // nothing credited when amortized
    mWindow->analysis()->setView(CostView::Cash);
}

// Issue 27: the Risks column reads the catalog again when it was changed in the app (a server
// quote renewed), without waiting for an edit of the scenario; a constraint broken is named in
// the language of the app.
void TestMainWindow::risksFollowTheCatalogAndTheLanguage()
{
    TotalsModel *totals = mWindow->totalsModel();
    HardwareItem quote;
    quote.id = QStringLiteral("acme/servers");
    quote.kind = QStringLiteral("server");
    quote.name = QStringLiteral("8 x A100 server");
    quote.gpuCount = 8;
    quote.priceLow = 1400000.0;
    quote.currency = QStringLiteral("CNY");
    quote.quoteVendor = QStringLiteral("Acme Servers");
    quote.validFrom = QStringLiteral("2020-01-01");
    quote.validUntil = QStringLiteral("2020-06-30");
    {
        PricingDatabase db;
        QVERIFY(db.open().ok());
        QVERIFY(db.saveHardwareQuote(quote).ok());
    }
    mWindow->openExample(QStringLiteral("a100-64gpu-36-months.json"));
    mWindow->document()->editScenario(QStringLiteral("quote"), [](Scenario &s) {
        for (Option &o : s.options)
            if (auto *h = std::get_if<SelfHostedOption>(&o.spec))
                h->serverCatalogHardwareId = QStringLiteral("acme/servers"); // at its price, 1,400,000 CNY
    });
    const int self = column(mWindow->analysis()->current(), "buy-8-servers");
    QVERIFY(self >= 0);
    auto tip = [&] { return totals->data(totals->index(self, TotalsModel::Risks), Qt::ToolTipRole).toString(); };
    QVERIFY2(tip().contains(QStringLiteral("a quote that expired on 2020-06-30")), qPrintable(tip()));
    // The vendor renews the quote: the catalog changes, the scenario does not.
    quote.validFrom = QStringLiteral("2026-11-01");
    quote.validUntil = QStringLiteral("2099-12-31");
    {
        PricingDatabase db;
        QVERIFY(db.open().ok());
        QVERIFY(db.saveHardwareQuote(quote).ok());
    }
    QVERIFY(tip().contains(QStringLiteral("expired"))); // read once per scenario revision
    totals->catalogChanged();
    QVERIFY2(!tip().contains(QStringLiteral("expired")), qPrintable(tip()));
    // The option the report recommends (the ranking of the cash view): its name in bold, and
    // "(recommended)" after it in its risks; no other row is marked.
    const int recommended = rank(mWindow->analysis()->current().cashView()).recommended;
    QVERIFY(recommended >= 0);
    for (int row = 0; row < int(mWindow->analysis()->current().options.size()); ++row) {
        const QVariant font = totals->data(totals->index(row, TotalsModel::Name), Qt::FontRole);
        QCOMPARE(font.isValid() && font.value<QFont>().bold(), row == recommended);
        const QString risks = totals->data(totals->index(row, TotalsModel::Risks), Qt::ToolTipRole).toString();
        QCOMPARE(risks.contains(QStringLiteral(" (recommended)")), row == recommended);
    }
    // A constraint broken, in Chinese: the engine's reason in the app's language.
    mWindow->openExample(QStringLiteral("domestic-accelerators-2027.json"));
    mWindow->setLanguage(QStringLiteral("zh_CN"));
    const ScenarioResult &r = mWindow->analysis()->current();
    int foreign = -1;
    for (int i = 0; i < int(r.options.size()); ++i)
        if (!r.options[i].violations.empty())
            foreign = i;
    QVERIFY(foreign >= 0);
    const QString chinese = totals->data(totals->index(foreign, TotalsModel::Risks), Qt::ToolTipRole).toString();
    mWindow->setLanguage(QStringLiteral("en"));
    QVERIFY2(chinese.contains(QStringLiteral("仅限国产加速卡")) && !chinese.contains(QStringLiteral("domestic")),
        qPrintable(chinese));
}

void TestMainWindow::risksColumnFollowsTheWhatIf()
{
    // The report's risks of each option (optionRisks()) in the totals: a count, the list in the
    // tooltip; an option over budget says so until a what-if brings it within the budget.
    TotalsModel *totals = mWindow->totalsModel();
    auto *spin = mWindow->whatIfPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("whatIf.budgetPercent.spin"));
    QVERIFY(spin);
    mWindow->openExample(QStringLiteral("xinghe-budget-2027.json"));
    const ScenarioResult &r = mWindow->analysis()->current();
    const int self = column(r, "buy-4-servers");
    QVERIFY(self >= 0);
    QCOMPARE(totals->headerData(TotalsModel::Risks, Qt::Horizontal).toString(), QStringLiteral("Risks"));
    auto tip = [&] { return totals->data(totals->index(self, TotalsModel::Risks), Qt::ToolTipRole).toString(); };
    // The lines the report prints for the option, from the same function on the same input.
    const auto reportRisks = [&] {
        const ScenarioResult &cash = mWindow->analysis()->current().cashView();
        const QList<PriceLine> lines = ReportWriter::prices(mWindow->analysis()->currentScenario(), cash, {},
            mWindow->analysis()->hasWhatIf() ? QStringLiteral("what-if") : QString(),
            Variants::changes(mWindow->document()->whatIf(), mWindow->document()->scenario()));
        for (const OptionRisks &o : optionRisks(mWindow->analysis()->currentScenario(), cash, lines, rank(cash)))
            if (o.option == self)
                return o.risks;
        return QStringList();
    };
    QStringList risks = reportRisks();
    QVERIFY(!risks.isEmpty());
    QCOMPARE(
        totals->data(totals->index(self, TotalsModel::Risks)).toString(), QStringLiteral("⚠ %1").arg(risks.size()));
    QCOMPARE(totals->data(totals->index(self, TotalsModel::Risks), ValueRole).toInt(), int(risks.size()));
    for (const QString &risk : risks)
        QVERIFY2(tip().contains(risk.toHtmlEscaped()), qPrintable(risk));
    // Buying 4 servers breaks the 5,000,000 capex budget in FY2027.
    QVERIFY2(tip().contains(QStringLiteral("Left out: over the budget by ")), qPrintable(tip()));
    QVERIFY(tip().contains(QStringLiteral("FY2027")));
    QVERIFY(totals->data(totals->index(self, TotalsModel::Risks), Qt::ForegroundRole).isValid()); // in red
    QVERIFY(tip().contains(QStringLiteral("its resale value at the end is an estimate")));

    // 121 %: owning fits every fiscal year, and the risk is gone; its other risks stay.
    spin->setValue(121);
    mWindow->document()->endMerge();
    QVERIFY(fitsBudget(mWindow->analysis()->current(), self));
    QVERIFY2(!tip().contains(QStringLiteral("over the budget")), qPrintable(tip()));
    QVERIFY(!totals->data(totals->index(self, TotalsModel::Risks), Qt::ForegroundRole).isValid());
    QVERIFY(tip().contains(QStringLiteral("its resale value at the end is an estimate")));
    risks = reportRisks();
    QCOMPARE(totals->data(totals->index(self, TotalsModel::Risks), ValueRole).toInt(), int(risks.size()));
    spin->setValue(100);
    mWindow->document()->endMerge();
    QVERIFY(tip().contains(QStringLiteral("Left out: over the budget by ")));

    // In Chinese: the header and the report's sentence.
    mWindow->setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(totals->headerData(TotalsModel::Risks, Qt::Horizontal).toString(), QStringLiteral("风险"));
    QVERIFY2(tip().contains(QStringLiteral("未参与排名：在 ")) && tip().contains(QStringLiteral("超出预算")),
        qPrintable(tip()));
    mWindow->setLanguage(QStringLiteral("en"));

    // The cost per what-if step at 50 options: the price lines and the rules of every option.
    mWindow->document()->reset(test::manyOptions(50), QString());
    const ScenarioResult &many = mWindow->analysis()->current();
    QCOMPARE(int(many.options.size()), 50);
    QElapsedTimer timer;
    timer.start();
    const int runs = 20;
    std::size_t count = 0;
    for (int i = 0; i < runs; ++i) {
        const QList<PriceLine> lines = ReportWriter::prices(mWindow->analysis()->currentScenario(), many, {});
        count += optionRisks(mWindow->analysis()->currentScenario(), many, lines, rank(many)).size();
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6 / runs;
    qInfo("risks of 50 options: %.3f ms per what-if step", ms);
    QCOMPARE(count, std::size_t(50 * runs));
    QVERIFY2(ms < 50.0, qPrintable(QString::number(ms)));
}

void TestMainWindow::decisionTableShowsTheEngine()
{
    // The "Buy instead of rent" tab of the a100 example: one row per self-hosted x cloud pair
    // with DecisionAnalysis's NPV on the cash view, in the amortized view too, and it follows a
    // what-if. The totals list the servers' book value at the end.
    DecisionModel *model = mWindow->decisionModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto expected = [this] {
        const Scenario &s = mWindow->analysis()->currentScenario();
        return DecisionAnalysis::compute(s, CostEngine::compute(s, CostView::Cash));
    };
    auto check = [&](const char *when) {
        const DecisionResult d = expected();
        QVERIFY2(model->rowCount() == int(d.pairs.size()), when);
        QVERIFY(!d.pairs.empty());
        const ScenarioResult &r = mWindow->analysis()->current();
        for (int i = 0; i < model->rowCount(); ++i) {
            const DecisionPair &p = d.pairs[std::size_t(i)];
            QVERIFY2(model->data(model->index(i, DecisionModel::Npv), ValueRole).toDouble() == p.npv, when);
            QCOMPARE(
                model->data(model->index(i, DecisionModel::Npv)).toString(), Money::formatWhole(p.npv, r.currency));
            QCOMPARE(
                model->data(model->index(i, DecisionModel::BookValueCredited), ValueRole).toDouble(), p.terminalValue);
            QCOMPARE(model->data(model->index(i, DecisionModel::Pair)).toString(),
                r.options[std::size_t(p.selfHostedIndex)].name + QStringLiteral(" /\n")
                    + r.options[std::size_t(p.cloudIndex)].name);
            if (p.irr)
                QCOMPARE(model->data(model->index(i, DecisionModel::Irr), ValueRole).toDouble(), *p.irr);
            else
                QCOMPARE(model->data(model->index(i, DecisionModel::Irr)).toString(), QStringLiteral("none"));
        }
    };
    check("cash");
    QCOMPARE(model->rowCount(), 3); // 3 cloud options x 1 self-hosted
    const double npvBefore = model->data(model->index(0, DecisionModel::Npv), ValueRole).toDouble();
    // The caption states the convention.
    auto *caption = mWindow->findChild<QLabel *>(QStringLiteral("decisionCaption"));
    QVERIFY(caption);
    QVERIFY2(caption->text().contains(QStringLiteral("monthly")), qPrintable(caption->text()));
    QVERIFY(caption->text().contains(QStringLiteral("book value")));
    // Totals: the book value column, for the self-hosted option only.
    TotalsModel *totals = mWindow->totalsModel();
    const ScenarioResult &r = mWindow->analysis()->current();
    const int own = column(r, "buy-8-servers");
    QCOMPARE(totals->data(totals->index(own, TotalsModel::BookValue), ValueRole).toDouble(),
        r.options[own].bookValueAtHorizonEnd);
    QVERIFY(r.options[own].bookValueAtHorizonEnd > 0);
    QVERIFY(!totals->data(totals->index(column(r, "ali-ondemand"), TotalsModel::BookValue), ValueRole).isValid());
    QCOMPARE(
        totals->headerData(TotalsModel::BookValue, Qt::Horizontal).toString(), QStringLiteral("Book value\nat end"));

    // Amortized on screen: the decision stays on cash flows.
    mWindow->analysis()->setView(CostView::Amortized);
    check("amortized");
    QCOMPARE(model->data(model->index(0, DecisionModel::Npv), ValueRole).toDouble(), npvBefore);
    mWindow->analysis()->setView(CostView::Cash);
    // A what-if: half the GPUs changes the decision, and the table follows.
    mWindow->document()->setWhatIf(Driver::GpuCount, 32);
    check("what-if");
    QVERIFY(model->data(model->index(0, DecisionModel::Npv), ValueRole).toDouble() != npvBefore);
    mWindow->document()->resetWhatIf();
    check("reset");
}

void TestMainWindow::decisionTimePerWhatIfStep()
{
    // Not a pass/fail limit: how long one what-if step takes (the whole recompute, and the
    // decision metrics alone) with 3 and with 10 options, printed for the record.
    const Scenario base = mWindow->document()->scenario();
    for (int count : {3, 10}) {
        Scenario s = base;
        // 3: two clouds and the servers; 10: copies of the example's options.
        std::vector<Option> options;
        for (int i = 0; int(options.size()) < count; ++i) {
            Option o = base.options[std::size_t(i) % base.options.size()];
            if (count == 3 && o.id == QLatin1String("ali-spot"))
                continue;
            o.id += QStringLiteral("-%1").arg(i);
            o.name += QStringLiteral(" %1").arg(i);
            options.push_back(o);
        }
        s.options = options;
        ScenarioDocument document;
        document.reset(s, QString());
        Analysis analysis(&document);
        const int pairs = int(analysis.decision().pairs.size());
        QVERIFY(pairs > 0);
        constexpr int kSteps = 20;
        QSignalSpy updates(&analysis, &Analysis::updated);
        QElapsedTimer timer;
        timer.start();
        for (int step = 0; step < kSteps; ++step)
            document.setWhatIf(Driver::GpuCount, 40 + step);
        QCOMPARE(updates.size(), kSteps); // every step recomputed
        const double perStep = double(timer.nsecsElapsed()) / 1e6 / kSteps;
        timer.restart();
        for (int step = 0; step < kSteps; ++step)
            DecisionAnalysis::compute(analysis.currentScenario(), analysis.current());
        const double decisionOnly = double(timer.nsecsElapsed()) / 1e6 / kSteps;
        // The amortized view adds one engine run on cash for the decision.
        analysis.setView(CostView::Amortized);
        timer.restart();
        for (int step = 0; step < kSteps; ++step)
            document.setWhatIf(Driver::GpuCount, 60 + step);
        const double amortizedStep = double(timer.nsecsElapsed()) / 1e6 / kSteps;
        QCOMPARE(analysis.decision().pairs.size(), std::size_t(pairs));
        qInfo("%d options, %d pairs: one what-if step %.2f ms (amortized view %.2f ms), of which decision "
              "metrics %.3f ms",
            count, pairs, perStep, amortizedStep, decisionOnly);
    }
}

void TestMainWindow::financingAndOwnershipFromTheEditor()
{
    // The a100 example's "Buy 8 servers": 8 x 1,400,000 + fabric 259,200 + storage 500,000 +
    // installation 100,000 = 12,059,200 CNY bought in month 1, over a 36-month horizon.
    ScenarioEditor *editor = mWindow->editor();
    const Scenario &s0 = mWindow->analysis()->currentScenario();
    int own = -1;
    for (int i = 0; i < int(s0.options.size()); ++i)
        if (s0.options[std::size_t(i)].id == QLatin1String("buy-8-servers"))
            own = i;
    QVERIFY(own >= 0);
    editor->setCurrentOption(own);
    const auto interest = [this, own] {
        return mWindow->analysis()->current().options[std::size_t(own)].categoryTotals[index(Category::Interest)];
    };
    QCOMPARE(interest(), 0.0);
    // Money fields show their currency: the colocation price is in USD among CNY prices.
    QCOMPARE(editor->numberField(QStringLiteral("space.pricePerKwMonth"))->prefix(), QStringLiteral("USD "));
    QCOMPARE(editor->numberField(QStringLiteral("power.pricePerKwh"))->prefix(), QStringLiteral("CNY "));
    QCOMPARE(editor->numberField(QStringLiteral("servers.count"))->prefix(), QString());

    auto *financing = editor->findChild<QComboBox *>(QStringLiteral("financing.type"));
    auto *rate = editor->numberField(QStringLiteral("financing.annualRatePercent"));
    auto *term = editor->numberField(QStringLiteral("financing.termMonths"));
    QVERIFY(financing && rate && term);
    QCOMPARE(financing->currentIndex(), 0); // paid in cash
    QVERIFY(!rate->isEnabled()); // no loan, no rate
    financing->setCurrentIndex(1); // a loan
    QVERIFY(rate->isEnabled());
    QCOMPARE(term->value(), 36.0);
    rate->setValue(6.0);
    emit rate->editingFinished();
    // Annuity at 0.5 % a month over 36 payments: 12,059,200 x 0.005 / (1 - 1.005^-36)
    // = 366,864.2281 a month; interest = 36 x 366,864.2281 - 12,059,200 = 1,147,912.21.
    QVERIFY2(std::abs(interest() - 1147912.2122) < 0.01, qPrintable(QString::number(interest(), 'f', 4)));
    const SelfHostedOption *h = mWindow->analysis()->currentScenario().options[std::size_t(own)].selfHosted();
    QVERIFY(h && h->financing);
    QCOMPARE(h->financing->kind, FinancingKind::Loan);
    QCOMPARE(h->financing->annualRate, 0.06);

    // Depreciation method: the decay rate is editable only for exponential decay.
    auto *method = editor->findChild<QComboBox *>(QStringLiteral("depreciation.method"));
    auto *decay = editor->numberField(QStringLiteral("depreciation.decayPercentPerYear"));
    QVERIFY(method && decay);
    QVERIFY(!decay->isEnabled());
    method->setCurrentIndex(method->findText(QStringLiteral("Exponential value decay")));
    QVERIFY(decay->isEnabled());
    QCOMPARE(mWindow->analysis()->currentScenario().options[std::size_t(own)].selfHosted()->depreciationMethod,
        DepreciationMethod::ExponentialDecay);

    // Already owned: not bought again, so the loan (and its interest) is gone.
    auto *owned = editor->findChild<QComboBox *>(QStringLiteral("servers.alreadyOwnedAgeMonths"));
    QVERIFY(owned);
    owned->setCurrentIndex(1);
    QCOMPARE(interest(), 0.0);

    // Undo takes back the last edit only.
    mWindow->document()->undoStack()->undo();
    QVERIFY(std::abs(interest() - 1147912.2122) < 0.01);
    // Saved and reopened, the financing and the method are in the file.
    const QString file = mDir.filePath(QStringLiteral("financed.gputco.json"));
    QCOMPARE(mWindow->document()->saveAs(file), QString());
    const LoadResult reopened = ScenarioLoader::loadFile(file);
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    const SelfHostedOption *r = reopened.scenario->options[std::size_t(own)].selfHosted();
    QVERIFY(r && r->financing);
    QCOMPARE(r->financing->termMonths, 36);
    QCOMPARE(r->financing->annualRate, 0.06);
    QCOMPARE(r->depreciationMethod, DepreciationMethod::ExponentialDecay);
}

void TestMainWindow::financeVatAndTaxFromTheEditor()
{
    // The a100 example's "Buy 8 servers": hardware 8 x 1,400,000 + fabric 259,200 + storage
    // 500,000 = 11,959,200 (installation is never resold), still in service after 36 months.
    ScenarioEditor *editor = mWindow->editor();
    const int own = column(mWindow->analysis()->current(), "buy-8-servers");
    QVERIFY(own >= 0);
    const auto credit
        = [this, own] { return mWindow->analysis()->current().options[std::size_t(own)].endOfHorizonCredit; };
    auto *end = editor->findChild<QComboBox *>(QStringLiteral("finance.endOfHorizon"));
    auto *resale = editor->numberField(QStringLiteral("resalePoint.percent"));
    auto *vat = editor->findChild<QComboBox *>(QStringLiteral("scenario.vat"));
    auto *recoverable = editor->findChild<QComboBox *>(QStringLiteral("vat.inputVatRecoverable"));
    auto *tax = editor->findChild<QComboBox *>(QStringLiteral("scenario.incomeTax"));
    auto *rate = editor->numberField(QStringLiteral("incomeTax.ratePercent"));
    QVERIFY(end && resale && vat && recoverable && tax && rate);
    QCOMPARE(end->currentIndex(), 0); // book value, the default
    QVERIFY(!resale->isEnabled());
    QCOMPARE(credit(), mWindow->analysis()->current().options[std::size_t(own)].bookValueAtHorizonEnd);

    // Expected resale value: 0 % until entered, then 30 % at any age: 11,959,200 x 0.30 = 3,587,760.
    end->setCurrentIndex(2);
    QCOMPARE(mWindow->analysis()->currentScenario().finance.endOfHorizon, EndOfHorizon::Resale);
    QVERIFY(resale->isEnabled());
    QCOMPARE(credit(), 0.0);
    resale->setValue(30.0);
    emit resale->editingFinished();
    QVERIFY2(std::abs(credit() - 3587760.0) < 0.005, qPrintable(QString::number(credit(), 'f', 4)));

    // VAT: prices include 13 % on hardware, recoverable: 3,587,760 / 1.13 = 3,175,008.85.
    QVERIFY(!recoverable->isEnabled());
    vat->setCurrentIndex(1);
    QVERIFY(recoverable->isEnabled());
    QVERIFY(mWindow->analysis()->currentScenario().vat.has_value());
    QVERIFY2(std::abs(credit() - 3175008.85) < 0.005, qPrintable(QString::number(credit(), 'f', 4)));
    // Not recoverable, results as the cost to the company: VAT is a cost again, 3,587,760.
    recoverable->setCurrentIndex(1);
    QVERIFY2(std::abs(credit() - 3587760.0) < 0.005, qPrintable(QString::number(credit(), 'f', 4)));

    // Income tax at 25 % by default, then 15 %; undo takes the rate back.
    QVERIFY(!rate->isEnabled());
    tax->setCurrentIndex(1);
    QVERIFY(rate->isEnabled());
    QCOMPARE(rate->value(), 25.0);
    QVERIFY(mWindow->analysis()->current().incomeTaxRate.has_value());
    rate->setValue(15.0);
    emit rate->editingFinished();
    QCOMPARE(mWindow->analysis()->currentScenario().incomeTax->rate, 0.15);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->analysis()->currentScenario().incomeTax->rate, 0.25);
    QCOMPARE(rate->value(), 25.0);

    // Saved and reopened: the blocks are in the file.
    const QString file = mDir.filePath(QStringLiteral("finance.gputco.json"));
    QCOMPARE(mWindow->document()->saveAs(file), QString());
    const LoadResult reopened = ScenarioLoader::loadFile(file);
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    const Scenario &r = *reopened.scenario;
    QCOMPARE(r.finance.endOfHorizon, EndOfHorizon::Resale);
    QCOMPARE(r.finance.resaleByAge.size(), std::size_t(1));
    QCOMPARE(r.finance.resaleByAge[0].percent, 30.0);
    QVERIFY(r.vat && r.vat->pricesIncludeVat && !r.vat->inputVatRecoverable);
    QVERIFY(r.incomeTax);
    QCOMPARE(r.incomeTax->rate, 0.25);
    // Back to "not modelled": the block is gone.
    vat->setCurrentIndex(0);
    QVERIFY(!mWindow->analysis()->currentScenario().vat.has_value());
    QVERIFY(!recoverable->isEnabled());
}

void TestMainWindow::fitsA1280x800Screen()
{
    // The smallest common laptop screen: the window's minimum must fit it in both languages
    // (it was 1395 px wide, so the what-if panel was clipped and the window overflowed).
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        mWindow->setLanguage(language, MainWindow::DontRemember);
        QApplication::processEvents();
        const QSize minimum = mWindow->minimumSizeHint();
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 800,
            qPrintable(QStringLiteral("%1: %2 x %3").arg(language).arg(minimum.width()).arg(minimum.height())));
        // The what-if panel needs no more than its dock gives it.
        QVERIFY2(mWindow->whatIfPanel()->minimumSizeHint().width() <= mWindow->whatIfPanel()->minimumWidth(),
            qPrintable(QStringLiteral("%1: %2 > %3")
                           .arg(language)
                           .arg(mWindow->whatIfPanel()->minimumSizeHint().width())
                           .arg(mWindow->whatIfPanel()->minimumWidth())));
    }
}

void TestMainWindow::moneyUnitInTotalsAndAxis()
{
    // View > Money unit: the totals table's header names the unit and its cells are in it; the
    // chart axis follows; the choice is remembered. 8 instances x 730 h x 361.397 x 36 months
    // = 75,980,105.28 元 = 7,598.01 万元 (/ 10^4) = 0.76 亿元 (/ 10^8).
    mWindow->setLanguage(QStringLiteral("en"), MainWindow::DontRemember);
    mWindow->openExample(QStringLiteral("a100-64gpu-36-months.json"));
    const ScenarioResult r = CostEngine::compute(mWindow->document()->scenario());
    const int od = column(r, "ali-ondemand");
    QVERIFY(std::abs(r.options[od].total - 75980105.28) < 1e-6);
    TotalsModel *totals = mWindow->totalsModel();
    auto header = [&] { return totals->headerData(TotalsModel::Total, Qt::Horizontal, Qt::DisplayRole).toString(); };
    auto cell = [&] { return totals->data(totals->index(od, TotalsModel::Total), Qt::DisplayRole).toString(); };
    QCOMPARE(cell(), QStringLiteral("¥75,980,105")); // automatic: whole yuan, as before

    mWindow->setDisplayUnit(DisplayUnit::Mid);
    QCOMPARE(header(), QStringLiteral("Total (10k CNY)"));
    QCOMPARE(cell(), QStringLiteral("7,598.01"));
    QCOMPARE(totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble(), r.options[od].total); // exact
    QVERIFY2(mWindow->cumulativeChart()->moneyAxis()->titleText().contains(QStringLiteral("10k CNY")),
        qPrintable(mWindow->cumulativeChart()->moneyAxis()->titleText()));
    QCOMPARE(QSettings().value(QStringLiteral("view/moneyUnit")).toString(), QStringLiteral("k"));

    mWindow->setLanguage(QStringLiteral("zh_CN"), MainWindow::DontRemember);
    QVERIFY2(header().contains(QStringLiteral("万元")), qPrintable(header()));
    QVERIFY(mWindow->cumulativeChart()->moneyAxis()->titleText().contains(QStringLiteral("万元")));
    mWindow->setDisplayUnit(DisplayUnit::Large);
    QVERIFY2(header().contains(QStringLiteral("亿元")), qPrintable(header()));
    QCOMPARE(cell(), QStringLiteral("0.76"));

    mWindow->setDisplayUnit(DisplayUnit::Auto);
    mWindow->setLanguage(QStringLiteral("en"), MainWindow::DontRemember);
    QCOMPARE(cell(), QStringLiteral("¥75,980,105"));
    QCOMPARE(QSettings().value(QStringLiteral("view/moneyUnit")).toString(), QStringLiteral("auto"));
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::constraintsFromTheEditor()
{
    // The domestic-accelerator example: 信创 rule on, the 910B servers are recommended and
    // PAI on A800 (the lowest cash total) is red in the totals. Allowing any accelerator in the
    // editor and crediting nothing at the end makes PAI A800 the recommendation; "none" for the
    // lead time removes that rule.
    mWindow->openExample(QStringLiteral("domestic-accelerators-2027.json"));
    auto *origin = mWindow->editor()->findChild<QComboBox *>(QStringLiteral("constraints.acceleratorOrigin"));
    QVERIFY(origin);
    QCOMPARE(origin->currentIndex(), 1);
    auto recommended = [this] {
        const ScenarioResult &r = mWindow->analysis()->current();
        const int i = rank(r).recommended;
        return i < 0 ? QString() : r.options[std::size_t(i)].id;
    };
    QCOMPARE(recommended(), QStringLiteral("buy-910b"));
    const TotalsModel *totals = mWindow->findChild<TotalsModel *>();
    QVERIFY(totals);
    QVERIFY(totals->data(totals->index(0, TotalsModel::Name), Qt::ForegroundRole).isValid());
    QCOMPARE(totals->data(totals->index(0, TotalsModel::Kind), Qt::DisplayRole).toString(), QStringLiteral("Cloud"));
    QVERIFY(totals->data(totals->index(1, TotalsModel::Kind), Qt::DisplayRole)
                .toString()
                .contains(QStringLiteral("135 (x0.4744)")));
    QVERIFY(totals->data(totals->index(2, TotalsModel::Kind), Qt::DisplayRole)
                .toString()
                .contains(QStringLiteral("92 (x0.7)")));
    origin->setCurrentIndex(0);
    QCOMPARE(mWindow->document()->scenario().constraints.origin, OriginRule::Any);
    QVERIFY(!totals->data(totals->index(0, TotalsModel::Name), Qt::ForegroundRole).isValid());
    // The ranking credits the 910B servers' book value at the end (9,640,000), which makes them
    // cheaper than PAI A800 even by PV of cost (22,414,246 against 23,813,918); crediting nothing
    // (the editor's row), PAI A800 is the recommendation. Undo takes that back.
    QCOMPARE(recommended(), QStringLiteral("buy-910b"));
    auto *end = mWindow->editor()->findChild<QComboBox *>(QStringLiteral("finance.endOfHorizon"));
    QVERIFY(end);
    end->setCurrentIndex(1);
    QCOMPARE(mWindow->document()->scenario().finance.endOfHorizon, EndOfHorizon::Nothing);
    QCOMPARE(recommended(), QStringLiteral("pai-a800"));
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->document()->scenario().finance.endOfHorizon, EndOfHorizon::BookValue);
    QCOMPARE(end->currentIndex(), 0);
    QDoubleSpinBox *lead = mWindow->editor()->numberField(QStringLiteral("constraints.maxLeadTimeMonths"));
    QVERIFY(lead);
    QCOMPARE(lead->value(), 3.0);
    lead->setValue(-1);
    QVERIFY(!mWindow->document()->scenario().constraints.maxLeadTimeMonths);
    QCOMPARE(lead->text(), QStringLiteral("none"));
    mWindow->document()->undoStack()->undo();
    mWindow->document()->undoStack()->undo();
    QCOMPARE(*mWindow->document()->scenario().constraints.maxLeadTimeMonths, 3);
    QCOMPARE(mWindow->document()->scenario().constraints.origin, OriginRule::DomesticOnly);

    // The facts of an option from its form: ModelArts keeps the data outside mainland China,
    // and breaks the residency rule too (the cloud and self-hosted forms each have the rows).
    mWindow->editor()->setCurrentOption(2);
    QComboBox *where = nullptr;
    for (auto *c : mWindow->editor()->findChildren<QComboBox *>(QStringLiteral("ecosystem.dataLocation")))
        if (c->isVisibleTo(mWindow->editor()))
            where = c;
    QVERIFY(where);
    QCOMPARE(where->currentIndex(), 1); // mainland China, as in the file
    where->setCurrentIndex(2);
    QCOMPARE(mWindow->document()->scenario().options[2].ecosystem.dataLocation, DataLocation::OutsideMainlandChina);
    const OptionResult &ma = mWindow->analysis()->current().options[2];
    QCOMPARE(ma.violations.size(), std::size_t(1));
    QCOMPARE(ma.violations[0].key, QStringLiteral("dataResidency"));
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->analysis()->current().options[2].violations.empty());
}

#include "tst_mainwindow.moc"

void TestMainWindow::budgetTabFollowsTheBudgetDriver()
{
    // Without a budget: the tab says how to add one, no budget driver, no "fits" column.
    BudgetView *view = mWindow->budgetView();
    TotalsModel *totals = mWindow->totalsModel();
    auto *spin = mWindow->whatIfPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("whatIf.budgetPercent.spin"));
    auto *slider = mWindow->whatIfPanel()->findChild<QSlider *>(QStringLiteral("whatIf.budgetPercent.slider"));
    QVERIFY(spin && slider);
    QVERIFY(!view->showsBudget());
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("noBudget"))->text().contains(QStringLiteral("\"budget\" block")));
    QVERIFY(spin->isHidden() && slider->isHidden());
    QCOMPARE(totals->fitsBudgetColumn(), -1);
    QVERIFY(!mWindow->cumulativeChart()->budgetSeries()->isVisible());
    QCOMPARE(mWindow->cumulativeChart()->monthAxis()->categoriesLabels().first(), QStringLiteral("0"));

    mWindow->openExample(QStringLiteral("xinghe-budget-2027.json"));
    QVERIFY(view->showsBudget());
    QVERIFY(!spin->isHidden() && !slider->isHidden());
    QCOMPARE(spin->value(), 100.0);
    const ScenarioResult &r = mWindow->analysis()->current();
    const int self = column(r, "buy-4-servers");
    const int sub = column(r, "ali-subscription-1y");
    const int od = column(r, "ali-ondemand");
    QVERIFY(self >= 0 && sub >= 0 && od >= 0);
    // Calendar months on the month axes and fiscal years under the budget bars.
    QCOMPARE(mWindow->cumulativeChart()->monthAxis()->categoriesLabels().first(), QStringLiteral("2027-01"));
    QCOMPARE(view->fiscalYearAxis()->categoriesLabels(),
        (QStringList{QStringLiteral("FY2027"), QStringLiteral("FY2028"), QStringLiteral("FY2029")}));
    // The cumulative budget, stepped: 12,000,000 a year, 36,000,000 at the end.
    QLineSeries *budgetLine = mWindow->cumulativeChart()->budgetSeries();
    QVERIFY(budgetLine->isVisible());
    QCOMPARE(budgetLine->at(budgetLine->count() - 1).x(), 36.0);
    QVERIFY(std::abs(budgetLine->at(budgetLine->count() - 1).y() * mWindow->cumulativeChart()->model()->scale() - 36e6)
        < 1e-3);

    const int fits = totals->fitsBudgetColumn();
    QVERIFY(fits >= TotalsModel::FirstBreakEvenColumn);
    QCOMPARE(totals->headerData(fits, Qt::Horizontal).toString(), QStringLiteral("Fits budget"));
    QCOMPARE(totals->data(totals->index(sub, fits)).toString(), QStringLiteral("Yes"));
    // Buying 4 servers (6,029,600 capex) breaks the 5,000,000 capex budget in the first month.
    QCOMPARE(totals->data(totals->index(self, fits)).toString(), QStringLiteral("Over budget from 2027-01"));
    QCOMPARE(*r.budget->options[std::size_t(od)].firstOverrunMonth > 1, true);
    QCOMPARE(totals->data(totals->index(od, fits)).toString(),
        QStringLiteral("Over budget from %1")
            .arg(Calendars::monthLabel(r.budget->calendar, *r.budget->options[std::size_t(od)].firstOverrunMonth)));
    QTableWidget *afford = view->affordableTable();
    QCOMPARE(afford->rowCount(), 3);
    QCOMPARE(afford->item(self, BudgetView::AffordFits)->data(ValueRole).toBool(), false);
    // At 100% the budget buys fewer than the 32 GPUs demanded when owning.
    const int gpusAt100 = afford->item(self, BudgetView::AffordGpus)->data(ValueRole).toInt();
    QVERIFY2(gpusAt100 < 32, qPrintable(QString::number(gpusAt100)));
    QCOMPARE(gpusAt100, r.budget->options[std::size_t(self)].affordable->gpuCount);

    auto reference = [&](double percent) {
        WhatIf w;
        w.values[Driver::BudgetPercent] = percent;
        const Scenario varied = w.apply(mWindow->document()->scenario());
        ScenarioResult expected = CostEngine::compute(varied);
        BudgetAnalysis::solveAffordable(varied, expected);
        return expected;
    };
    // 120% through the slider: 6,000,000 of capex is still short of 6,029,600.
    slider->setSliderDown(true);
    slider->setValue(slider->value() + 20);
    slider->setSliderDown(false);
    QCOMPARE(*mWindow->document()->whatIf().value(Driver::BudgetPercent), 120.0);
    QVERIFY(!reference(120).budget->options[std::size_t(self)].fits);
    QCOMPARE(totals->data(totals->index(self, fits)).toString(), QStringLiteral("Over budget from 2027-01"));
    QCOMPARE(afford->item(self, BudgetView::AffordFits)->data(ValueRole).toBool(), false);

    // 121% through the spin box: owning fits every fiscal year, live in the tab and the totals.
    spin->setValue(121);
    mWindow->document()->endMerge();
    QCOMPARE(*mWindow->document()->whatIf().value(Driver::BudgetPercent), 121.0);
    const ScenarioResult expected = reference(121);
    const OptionBudget &ob = expected.budget->options[std::size_t(self)];
    QVERIFY(ob.fits);
    QVERIFY(ob.affordable.has_value());
    QCOMPARE(totals->data(totals->index(self, fits)).toString(), QStringLiteral("Yes"));
    QCOMPARE(afford->item(self, BudgetView::AffordFits)->data(ValueRole).toBool(), true);
    const int gpus = afford->item(self, BudgetView::AffordGpus)->data(ValueRole).toInt();
    QCOMPARE(gpus, ob.affordable->gpuCount);
    QVERIFY2(gpus >= 32, qPrintable(QString::number(gpus)));
    QCOMPARE(
        afford->item(self, BudgetView::AffordServers)->data(ValueRole).toInt(), ob.affordable->servers.value_or(-1));
    QCOMPARE(afford->item(self, BudgetView::AffordHorizon)->data(ValueRole).toInt(), ob.affordable->horizonMonths);
    QVERIFY(fitsBudget(mWindow->analysis()->current(), self));
    // The fiscal-year table: FY2027 of owning has headroom again, the engine's number.
    QTableWidget *table = view->fiscalYearTable();
    int fy2027 = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == r.options[std::size_t(self)].name
            && table->item(row, 1)->text() == QStringLiteral("FY2027"))
            fy2027 = row;
    QVERIFY(fy2027 >= 0);
    int headroomColumn = -1;
    for (int c = 0; c < table->columnCount(); ++c)
        if (table->horizontalHeaderItem(c)->text() == QStringLiteral("Headroom"))
            headroomColumn = c;
    QVERIFY(headroomColumn >= 0);
    QCOMPARE(table->item(fy2027, headroomColumn)->data(ValueRole).toDouble(), *ob.fiscalYears.front().headroom);
    QVERIFY(*ob.fiscalYears.front().headroom >= 0);

    // In Chinese: the column and the overrun in calendar months.
    mWindow->setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(totals->headerData(fits, Qt::Horizontal).toString(), QStringLiteral("预算内"));
    QVERIFY2(totals->data(totals->index(od, fits)).toString().startsWith(QStringLiteral("超出预算（2027年")),
        qPrintable(totals->data(totals->index(od, fits)).toString()));
    QCOMPARE(mWindow->resultTabs()->tabText(5), QStringLiteral("预算"));
}

void TestMainWindow::reportingCurrencyConvertsAmounts()
{
    // Issue 13: a new reporting currency converts the totals; the prices keep their currency.
    auto *currency = mWindow->editor()->findChild<QComboBox *>(QStringLiteral("scenario.reportingCurrency"));
    QVERIFY(currency);
    QCOMPARE(currency->currentText(), QStringLiteral("CNY"));
    // An option added in the editor has no currency of its own: it inherits the reporting one.
    Option added;
    added.id = QStringLiteral("added");
    added.name = QStringLiteral("Added");
    CloudOption c;
    c.gpusPerInstance = 8;
    c.onDemand = OnDemandPricing{};
    c.onDemand->pricePerInstanceHour = 227;
    added.spec = c;
    mWindow->editor()->addCloudOption(added);
    const int od = column(mWindow->analysis()->current(), "ali-ondemand");
    const int ad = column(mWindow->analysis()->current(), "added");
    QVERIFY(od >= 0 && ad >= 0);
    TotalsModel *totals = mWindow->totalsModel();
    const double cny = totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble();
    QVERIFY(std::abs(cny - 75980105.28) < 1e-6);
    const double addedCny = totals->data(totals->index(ad, TotalsModel::Total), ValueRole).toDouble();
    QVERIFY(std::abs(addedCny - 8 * 730 * 227 * 36.0) < 1e-6); // 8 instances for 64 GPUs

    // A live what-if and a kept variant at 7.0 CNY per USD: after the change they must read
    // 1/7.0 USD per CNY (the same rate turned round), not 7.0 USD per CNY.
    mWindow->document()->setWhatIf(Driver::ExchangeRate, 7.0);
    mWindow->document()->keepVariant(QStringLiteral("7.0"));
    mWindow->document()->setWhatIf(Driver::ExchangeRate, 7.0);
    const double whatIfCny = mWindow->analysis()->current().options[std::size_t(od)].total;
    QVERIFY(std::abs(whatIfCny - cny) < 1e-6); // the example's prices are CNY: no change
    currency->setCurrentText(QStringLiteral("USD"));
    QCOMPARE(mWindow->document()->scenario().reportingCurrency, QStringLiteral("USD"));
    QCOMPARE(mWindow->analysis()->current().currency, QStringLiteral("USD"));
    QCOMPARE(mWindow->document()->whatIf().values.at(Driver::ExchangeRate), 1.0 / 7.0);
    QCOMPARE(mWindow->document()->variants().back().whatIf.values.at(Driver::ExchangeRate), 1.0 / 7.0);
    // Under the what-if, CNY prices convert at 1/7.0: 75,980,105.28 / 7.0 = 10,854,300.75 USD.
    QVERIFY2(std::abs(mWindow->analysis()->current().options[std::size_t(od)].total - cny / 7.0) < 1e-6,
        qPrintable(QString::number(mWindow->analysis()->current().options[std::size_t(od)].total, 'f', 4)));
    mWindow->document()->resetWhatIf();
    // The example's rate: 1 USD = 7.2 CNY.
    const double usd = totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble();
    QVERIFY2(std::abs(usd - cny / 7.2) < 1e-6, qPrintable(QString::number(usd, 'f', 4)));
    // ¥227/h stays ¥227/h, not $227/h.
    const double addedUsd = totals->data(totals->index(ad, TotalsModel::Total), ValueRole).toDouble();
    QVERIFY2(std::abs(addedUsd - addedCny / 7.2) < 1e-6, qPrintable(QString::number(addedUsd, 'f', 4)));
    const Scenario &s = mWindow->document()->scenario();
    int index = -1;
    for (int i = 0; i < int(s.options.size()); ++i)
        if (s.options[std::size_t(i)].id == QLatin1String("ali-ondemand"))
            index = i;
    QVERIFY(index >= 0);
    QCOMPARE(s.options[std::size_t(index)].cloud()->onDemand->currency, QStringLiteral("CNY"));
    QCOMPARE(s.options.back().cloud()->onDemand->currency, QStringLiteral("CNY"));
    QCOMPARE(s.options.back().cloud()->onDemand->pricePerInstanceHour, 227.0);
    mWindow->editor()->setCurrentOption(index);
    QCOMPARE(mWindow->editor()->numberField(QStringLiteral("onDemand.pricePerInstanceHour"))->value(), 361.397);

    // No rate between the currencies: refused, said in the status bar, nothing relabelled.
    currency->setCurrentText(QStringLiteral("EUR"));
    QCOMPARE(mWindow->document()->scenario().reportingCurrency, QStringLiteral("USD"));
    QCOMPARE(currency->currentText(), QStringLiteral("USD"));
    const QString message = mWindow->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("no exchange rate")) && message.contains(QStringLiteral("EUR")),
        qPrintable(message));
    QCOMPARE(totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble(), usd);

    // Undo brings back the CNY totals (the reset what-if first, then the currency).
    mWindow->document()->undoStack()->undo();
    mWindow->document()->undoStack()->undo();
    QCOMPARE(mWindow->document()->scenario().reportingCurrency, QStringLiteral("CNY"));
    QCOMPARE(mWindow->document()->whatIf().values.at(Driver::ExchangeRate), 7.0);
    QCOMPARE(totals->data(totals->index(od, TotalsModel::Total), ValueRole).toDouble(), cny);
    QCOMPARE(totals->data(totals->index(ad, TotalsModel::Total), ValueRole).toDouble(), addedCny);
}
