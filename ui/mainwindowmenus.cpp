#include "mainwindow.h"

#include "charts.h"
#include "language.h"
#include "money.h"
#include "preferences.h"
#include "resultmodels.h"
#include "scenarioeditor.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QTabWidget>
#include <QToolButton>

// MainWindow's actions and menus, their texts in the language chosen, and the language and
// money unit they switch (the rest of MainWindow is in mainwindow.cpp).

namespace gputco {

namespace {

const Preference<QString> kLanguage("language"); // unset: app/gui/main.cpp uses defaultLanguage()
const Preference<QString> kMoneyUnit("view/moneyUnit", QStringLiteral("auto")); // Money::unitKey()

const char *const kExamples[][2] = {
    {"a100-64gpu-36-months.json", QT_TRANSLATE_NOOP("gputco::MainWindow", "64 A100s for 3 years: rent or buy")},
    {"research-team-30pct.json", QT_TRANSLATE_NOOP("gputco::MainWindow", "Research team at 30% utilization")},
    {"data-heavy-egress.json", QT_TRANSLATE_NOOP("gputco::MainWindow", "Data-heavy job: egress changes the ranking")},
    {"growing-team-lead-time.json",
        QT_TRANSLATE_NOOP("gputco::MainWindow", "Growing team: servers with a 4-month lead time")},
    {"xinghe-budget-2027.json",
        QT_TRANSLATE_NOOP("gputco::MainWindow", "Budget per fiscal year: 32 A100s, FY2027-FY2029 (Chinese)")},
    {"domestic-accelerators-2027.json",
        QT_TRANSLATE_NOOP(
            "gputco::MainWindow", "Domestic accelerators only: PAI, ModelArts or own Ascend servers (Chinese)")},
};

} // namespace

void MainWindow::createActions()
{
    createFileActions();
    createEditActions();
    createViewActions();
    createLanguageActions();
}

void MainWindow::createFileActions()
{
    mNew = new QAction(this);
    mNew->setShortcut(QKeySequence::New);
    connect(mNew, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        Scenario s;
        s.name = tr("New scenario");
        s.demand.gpuCount = 8;
        s.demand.busyHoursPerMonth = 730;
        mDocument->reset(s, QString());
        mEditor->scrollToTop();
    });
    mOpen = new QAction(this);
    mOpen->setShortcut(QKeySequence::Open);
    connect(mOpen, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Open scenario"), QString(), tr("Scenarios (*.json);;All files (*)"));
        if (!file.isEmpty())
            openFile(file);
    });
    mSave = new QAction(this);
    mSave->setShortcut(QKeySequence::Save);
    connect(mSave, &QAction::triggered, this, &MainWindow::save);
    mSaveAs = new QAction(this);
    mSaveAs->setShortcut(QKeySequence::SaveAs);
    connect(mSaveAs, &QAction::triggered, this, [this] { saveAs(); });
    mExportReport = new QAction(this);
    mExportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(mExportReport, &QAction::triggered, this, [this] {
        exportWithDialog(tr("PDF report (*.pdf)"), QStringLiteral(".pdf"),
            [this](const QString &f) { return exportReport(f, true); });
    });
    mExportXlsx = new QAction(this);
    connect(mExportXlsx, &QAction::triggered, this, [this] {
        exportWithDialog(tr("Excel workbook (*.xlsx)"), QStringLiteral(".xlsx"),
            [this](const QString &f) { return exportSpreadsheet(f); });
    });
    mExportCsv = new QAction(this);
    connect(mExportCsv, &QAction::triggered, this, [this] {
        exportWithDialog(
            tr("CSV (*.csv)"), QStringLiteral(".csv"), [this](const QString &f) { return exportSeries(f); });
    });
    mExportCumulative = new QAction(this);
    connect(mExportCumulative, &QAction::triggered, this, [this] {
        exportWithDialog(tr("PNG image (*.png);;SVG image (*.svg)"), QStringLiteral(".png"),
            [this](const QString &f) { return exportChart(f, true); });
    });
    mExportCategories = new QAction(this);
    connect(mExportCategories, &QAction::triggered, this, [this] {
        exportWithDialog(tr("PNG image (*.png);;SVG image (*.svg)"), QStringLiteral(".png"),
            [this](const QString &f) { return exportChart(f, false); });
    });
    mQuit = new QAction(this);
    mQuit->setShortcut(QKeySequence::Quit);
    connect(mQuit, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createEditActions()
{
    mUndo = mDocument->undoStack()->createUndoAction(this);
    mUndo->setShortcut(QKeySequence::Undo);
    mRedo = mDocument->undoStack()->createRedoAction(this);
    mRedo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    mAddCatalog = new QAction(this);
    mAddCatalog->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(mAddCatalog, &QAction::triggered, this, &MainWindow::addFromCatalog);
    mPriceBook = new QAction(this);
    connect(mPriceBook, &QAction::triggered, this, &MainWindow::editPriceBook);
    mCatalogLocation = new QAction(this);
    connect(mCatalogLocation, &QAction::triggered, this, &MainWindow::chooseCatalogLocation);
    mAddSelf = new QAction(this);
    connect(mAddSelf, &QAction::triggered, mEditor, &ScenarioEditor::addSelfHostedOption);
    mDuplicate = new QAction(this);
    mDuplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(mDuplicate, &QAction::triggered, mEditor, &ScenarioEditor::duplicateOption);
    mRemove = new QAction(this);
    connect(mRemove, &QAction::triggered, mEditor, &ScenarioEditor::removeOption);
    mResetWhatIf = new QAction(this);
    mResetWhatIf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(mResetWhatIf, &QAction::triggered, mDocument, &ScenarioDocument::resetWhatIf);
}

void MainWindow::createViewActions()
{
    mViewGroup = new QActionGroup(this);
    mCashView = new QAction(this);
    mCashView->setCheckable(true);
    mCashView->setChecked(true);
    mAmortizedView = new QAction(this);
    mAmortizedView->setCheckable(true);
    mViewGroup->addAction(mCashView);
    mViewGroup->addAction(mAmortizedView);
    connect(mCashView, &QAction::triggered, this, [this] { mAnalysis->setView(CostView::Cash); });
    connect(mAmortizedView, &QAction::triggered, this, [this] { mAnalysis->setView(CostView::Amortized); });
    // Large uncertainty bands are computed on request only (issue 16: never by surprise).
    mComputeBands = new QAction(this);
    connect(mComputeBands, &QAction::triggered, this, [this] {
        if (const QString refused = mCumulative->computeBands(); !refused.isEmpty())
            showMessage(tr("Uncertainty bands"), refused);
    });

    // View > Money unit: 元 / 万元 / 亿元 (1 / k / M), remembered; Auto keeps each place's own.
    mUnitGroup = new QActionGroup(this);
    appDisplayUnit() = Money::parseUnit(kMoneyUnit.get()).value_or(DisplayUnit::Auto);
    for (DisplayUnit u : {DisplayUnit::Auto, DisplayUnit::One, DisplayUnit::Mid, DisplayUnit::Large}) {
        QAction *a = new QAction(this);
        a->setCheckable(true);
        a->setChecked(u == appDisplayUnit());
        a->setObjectName(QStringLiteral("moneyUnit.") + Money::unitKey(u));
        mUnitGroup->addAction(a);
        mUnitActions[int(u)] = a;
        connect(a, &QAction::triggered, this, [this, u] { setDisplayUnit(u); });
    }
}

void MainWindow::createLanguageActions()
{
    mLanguageGroup = new QActionGroup(this);
    mEnglish = new QAction(QStringLiteral("English"), this);
    mChinese = new QAction(QStringLiteral("简体中文"), this);
    for (QAction *a : {mEnglish, mChinese}) {
        a->setCheckable(true);
        mLanguageGroup->addAction(a);
    }
    mEnglish->setChecked(true);
    connect(mEnglish, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("en")); });
    connect(mChinese, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("zh_CN")); });
    mAbout = new QAction(this);
    connect(mAbout, &QAction::triggered, this, [this] {
        showMessage(tr("About GPU TCO Planner"),
            tr("GPU TCO Planner %1\n\nWhat GPU training really costs on clouds and on your own servers, "
               "month by month, and when buying beats renting.")
                .arg(QStringLiteral(GPUTCO_VERSION)));
    });
}

void MainWindow::createMenus()
{
    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(mNew);
    mFileMenu->addAction(mOpen);
    mExamplesMenu = mFileMenu->addMenu(QString());
    mRecentMenu = mFileMenu->addMenu(QString());
    mFileMenu->addSeparator();
    mFileMenu->addAction(mSave);
    mFileMenu->addAction(mSaveAs);
    mExportMenu = mFileMenu->addMenu(QString());
    mExportMenu->addAction(mExportReport);
    mExportMenu->addAction(mExportXlsx);
    mExportMenu->addAction(mExportCsv);
    mExportMenu->addAction(mExportCumulative);
    mExportMenu->addAction(mExportCategories);
    mFileMenu->addSeparator();
    mFileMenu->addAction(mQuit);
    mEditMenu = menuBar()->addMenu(QString());
    mEditMenu->addAction(mUndo);
    mEditMenu->addAction(mRedo);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mAddCatalog);
    mEditMenu->addAction(mPriceBook);
    mEditMenu->addAction(mCatalogLocation);
    mEditMenu->addAction(mAddSelf);
    mEditMenu->addAction(mDuplicate);
    mEditMenu->addAction(mRemove);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mResetWhatIf);
    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->addAction(mCashView);
    mViewMenu->addAction(mAmortizedView);
    mViewMenu->addAction(mComputeBands);
    mUnitMenu = mViewMenu->addMenu(QString());
    for (QAction *a : mUnitActions)
        mUnitMenu->addAction(a);
    mViewMenu->addSeparator();
    mViewMenu->addAction(mEditorDock->toggleViewAction());
    mViewMenu->addAction(mWhatIfDock->toggleViewAction());
    mLanguageMenu = menuBar()->addMenu(QString());
    mLanguageMenu->addAction(mEnglish);
    mLanguageMenu->addAction(mChinese);
    mHelpMenu = menuBar()->addMenu(QString());
    mHelpMenu->addAction(mAbout);
}

void MainWindow::retranslate()
{
    mBandProgress->setFormat(tr("Uncertainty bands %p %"));
    mBandProgress->setToolTip(tr("P10-P90 bands of the cumulative chart, computed in the background"));
    mBandCancel->setText(tr("Cancel"));
    mBandCancel->setToolTip(tr("Stop computing the uncertainty bands"));
    mFileMenu->setTitle(tr("&File"));
    mExamplesMenu->setTitle(tr("Open &example"));
    mExamplesMenu->clear();
    for (const auto &example : kExamples) {
        QAction *a = mExamplesMenu->addAction(tr(example[1]));
        const QString name = QLatin1String(example[0]);
        connect(a, &QAction::triggered, this, [this, name] {
            if (maybeSave())
                openExample(name);
        });
    }
    mRecentMenu->setTitle(tr("Open &recent"));
    mEditMenu->setTitle(tr("&Edit"));
    mViewMenu->setTitle(tr("&View"));
    mComputeBands->setText(tr("Compute uncertainty &bands"));
    mUnitMenu->setTitle(tr("&Money unit"));
    mUnitActions[int(DisplayUnit::Auto)]->setText(tr("&Automatic (万元 in Chinese summaries)"));
    mUnitActions[int(DisplayUnit::One)]->setText(tr("元 / 1"));
    mUnitActions[int(DisplayUnit::Mid)]->setText(tr("万元 / k"));
    mUnitActions[int(DisplayUnit::Large)]->setText(tr("亿元 / M"));
    mLanguageMenu->setTitle(tr("&Language"));
    mHelpMenu->setTitle(tr("&Help"));
    mNew->setText(tr("&New"));
    mOpen->setText(tr("&Open…"));
    mSave->setText(tr("&Save"));
    mSaveAs->setText(tr("Save &as…"));
    mQuit->setText(tr("&Quit"));
    mExportMenu->setTitle(tr("E&xport"));
    mExportReport->setText(tr("&Report (PDF)…"));
    mExportXlsx->setText(tr("&Spreadsheet (XLSX)…"));
    mExportCsv->setText(tr("Monthly &series (CSV)…"));
    mExportCumulative->setText(tr("&Cumulative chart (PNG, SVG)…"));
    mExportCategories->setText(tr("C&ategory chart (PNG, SVG)…"));
    mUndo->setText(tr("&Undo"));
    mRedo->setText(tr("&Redo"));
    mAddCatalog->setText(tr("Add cloud option from &catalog…"));
    mPriceBook->setText(tr("&Price book (negotiated discounts)…"));
    mCatalogLocation->setText(tr("Pricing catalog &location…"));
    mAddSelf->setText(tr("Add &self-hosted option"));
    mDuplicate->setText(tr("&Duplicate option"));
    mRemove->setText(tr("Re&move option"));
    mResetWhatIf->setText(tr("Reset what-if to &baseline"));
    mCashView->setText(tr("&Cash view"));
    mCashView->setToolTip(tr("Money counts in the month it is paid (capex upfront)."));
    mAmortizedView->setText(tr("&Amortized view"));
    mAmortizedView->setToolTip(
        tr("Capex and upfront payments spread over their life. Break-even stays on the cash view."));
    mAbout->setText(tr("&About"));
    mEditorDock->setWindowTitle(tr("Scenario"));
    mWhatIfDock->setWindowTitle(tr("What-if"));
    mTabs->setTabText(0, tr("Totals"));
    mTabs->setTabText(1, tr("Cost by category"));
    mTabs->setTabText(2, tr("Variants"));
    mTabs->setTabText(3, tr("Sensitivity"));
    mTabs->setTabText(4, tr("Training job"));
    mTabs->setTabText(5, tr("Budget"));
    mTabs->setTabText(6, tr("Buy instead of rent"));
    mDecisionCaption->setText(mDecision->caption());
    mCategoryOption->setToolTip(tr("Option whose monthly cost is shown"));
    updateRecentMenu();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString &language, LanguageMemory memory)
{
    mLanguage = language == QLatin1String("zh_CN") ? language : QStringLiteral("en");
    setApplicationLanguage(mLanguage);
    (mLanguage == QLatin1String("zh_CN") ? mChinese : mEnglish)->setChecked(true);
    // Widgets get LanguageChange as posted events: deliver them now so that everything is
    // in the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    if (memory == Remember)
        kLanguage.set(mLanguage);
    // Numbers and money are formatted for the language, and the engine's texts (a constraint
    // broken, a price awaited) and the catalog's notes are in it: recompute everything.
    mTotals->catalogChanged();
    mAnalysis->recomputeEverything();
}

void MainWindow::setDisplayUnit(DisplayUnit unit)
{
    appDisplayUnit() = unit;
    mUnitActions[int(unit)]->setChecked(true);
    kMoneyUnit.set(Money::unitKey(unit));
    // The totals table and the chart axes format money when they refresh.
    mAnalysis->recompute();
}

} // namespace gputco
