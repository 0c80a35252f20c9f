#include "mainwindow.h"

#include "budgetview.h"
#include "cataloglookup.h"
#include "charts.h"
#include "exporter.h"
#include "jobview.h"
#include "language.h"
#include "money.h"
#include "preferences.h"
#include "ranking.h"
#include "reportpreview.h"
#include "reportwriter.h"
#include "resultmodels.h"
#include "savefile.h"
#include "scenarioeditor.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "sensitivityview.h"
#include "whatifpanel.h"

#include "catalogdialog.h"
#include "feepresetdialog.h"
#include "pricebookdialog.h"
#include "pricingdatabase.h"
#include "serverquotedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QProgressDialog>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco {

namespace {

const Preference<QStringList> kRecentFiles("recentFiles");
const Preference<QByteArray> kGeometry("window/geometry");
const Preference<QByteArray> kWindowState("window/state");
/// The pricing catalog: empty = the file in the data folder; a file path or postgresql://... URL.
const Preference<QString> kCatalogLocation("catalogLocation");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    PricingDatabase::setPreferredLocation(kCatalogLocation);
    // The order matters where views connect to Analysis::updated (in their constructors too):
    // each refreshes before the next reads it.
    createTables();
    createCentralWidget();
    createDocks();
    createActions();
    createMenus();
    connectViews();
    connect(mAnalysis, &Analysis::updated, this, &MainWindow::refreshResults);
    connectDocument();

    mAutosaveTimer->setInterval(30 * 1000);
    connect(mAutosaveTimer, &QTimer::timeout, this, [this] {
        if (mDocument->isModified())
            autosave();
    });
    mAutosaveTimer->start();

    resize(1500, 900);
    restoreGeometry(kGeometry.get());
    restoreState(kWindowState.get());
    retranslate();
    updateRecentMenu();
}

void MainWindow::createTables()
{
    mTotalsProxy = new QSortFilterProxyModel(this);
    mTotalsProxy->setSourceModel(mTotals);
    mTotalsProxy->setSortRole(SortRole);
    mTotalsView->setModel(mTotalsProxy);
    mTotalsView->setSortingEnabled(true);
    mTotalsView->sortByColumn(-1, Qt::AscendingOrder);
    // Columns fitted to their contents when the tables change shape and once a what-if has
    // settled (fitTables()), not on every change: ResizeToContents measures every cell each time.
    mTotalsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mTotalsView->verticalHeader()->hide();
    mTotalsView->setAlternatingRowColors(true);
    mTotalsView->setObjectName(QStringLiteral("totals"));
    mVariantsView->setModel(mVariants);
    mVariantsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mVariantsView->verticalHeader()->hide();
    mVariantsView->setAlternatingRowColors(true);
    // A kept variant is removed from its column's context menu (header or cells).
    mVariantsView->setContextMenuPolicy(Qt::CustomContextMenu);
    mVariantsView->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mVariantsView, &QWidget::customContextMenuRequested, this, &MainWindow::showVariantsMenu);
    connect(
        mVariantsView->horizontalHeader(), &QWidget::customContextMenuRequested, this, &MainWindow::showVariantsMenu);

    // Buy instead of rent: the caption states the convention, the table one row per pair.
    mDecisionView->setModel(mDecision);
    mDecisionView->setObjectName(QStringLiteral("decisions"));
    mDecisionView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mDecisionView->verticalHeader()->hide();
    mDecisionView->verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mDecisionView->setAlternatingRowColors(true);
    mDecisionCaption->setWordWrap(true);
    mDecisionCaption->setObjectName(QStringLiteral("decisionCaption"));
    auto *decisionLayout = new QVBoxLayout(mDecisionPage);
    decisionLayout->setContentsMargins(0, 0, 0, 0);
    decisionLayout->addWidget(mDecisionCaption);
    decisionLayout->addWidget(mDecisionView);
}

QMenu *MainWindow::variantsMenu(int column)
{
    const int variant = mVariants->variantIndex(column);
    if (variant < 0)
        return nullptr;
    auto *menu = new QMenu(this);
    const QString name = mDocument->variants()[std::size_t(variant)].name;
    menu->addAction(tr("Remove variant “%1”").arg(name), this, [this, variant] {
        if (const QString reason = mDocument->removeVariant(variant); !reason.isEmpty())
            statusBar()->showMessage(reason, 30000);
    });
    return menu;
}

void MainWindow::showVariantsMenu(const QPoint &pos)
{
    // Both the view and its header ask; the header's position is in the header's coordinates.
    const bool fromHeader = sender() == mVariantsView->horizontalHeader();
    const int column
        = fromHeader ? mVariantsView->horizontalHeader()->logicalIndexAt(pos) : mVariantsView->columnAt(pos.x());
    QMenu *menu = variantsMenu(column);
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const QWidget *from
        = fromHeader ? static_cast<QWidget *>(mVariantsView->horizontalHeader()) : mVariantsView->viewport();
    menu->popup(from->mapToGlobal(pos));
}

void MainWindow::createCentralWidget()
{
    auto *categoryPage = new QWidget(this);
    auto *categoryLayout = new QVBoxLayout(categoryPage);
    categoryLayout->setContentsMargins(0, 0, 0, 0);
    categoryLayout->addWidget(mCategoryOption);
    categoryLayout->addWidget(mCategory);
    connect(mCategoryOption, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            mCategory->setOption(i);
    });

    mTabs->addTab(mTotalsView, QString());
    mTabs->addTab(categoryPage, QString());
    mTabs->addTab(mVariantsView, QString());
    mSensitivity = new SensitivityView(mAnalysis, this);
    mTabs->addTab(mSensitivity, QString());
    mJob = new JobView(mAnalysis, this);
    mTabs->addTab(mJob, QString());
    mBudget = new BudgetView(mAnalysis, this);
    mTabs->addTab(mBudget, QString());
    mTabs->addTab(mDecisionPage, QString());
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("resultsSplitter"));
    splitter->addWidget(mCumulative);
    splitter->addWidget(mTabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({560, 300});
    mCumulative->setMinimumHeight(320);
    setCentralWidget(splitter);
}

void MainWindow::createDocks()
{
    mEditorDock->setObjectName(QStringLiteral("editorDock"));
    mEditorDock->setWidget(mEditor);
    mEditor->setMinimumWidth(360);
    addDockWidget(Qt::LeftDockWidgetArea, mEditorDock);
    mWhatIfDock->setObjectName(QStringLiteral("whatIfDock"));
    mWhatIfDock->setWidget(mWhatIf);
    mWhatIf->setMinimumWidth(340);
    addDockWidget(Qt::RightDockWidgetArea, mWhatIfDock);
    statusBar()->addWidget(mStatus, 1);
    // Large uncertainty bands take a while: their progress and a way to stop them (issue 33).
    mBandProgress = new QProgressBar(this);
    mBandProgress->setObjectName(QStringLiteral("bandProgress"));
    mBandProgress->setMinimumWidth(200); // its text must stay readable beside a long status line
    mBandProgress->setMaximumWidth(260);
    mBandProgress->setVisible(false);
    mBandCancel = new QToolButton(this);
    mBandCancel->setObjectName(QStringLiteral("bandCancel"));
    mBandCancel->setVisible(false);
    statusBar()->addPermanentWidget(mBandProgress);
    statusBar()->addPermanentWidget(mBandCancel);
}

void MainWindow::connectViews()
{
    connect(mCumulative, &CumulativeChart::bandsProgress, this, [this](int done, int total) {
        mBandProgress->setRange(0, std::max(1, total));
        mBandProgress->setValue(std::min(done, std::max(1, total)));
    });
    connect(mCumulative, &CumulativeChart::bandsRunningChanged, this, [this](bool running) {
        mBandProgress->setVisible(running);
        mBandCancel->setVisible(running);
    });
    connect(mBandCancel, &QToolButton::clicked, mCumulative, &CumulativeChart::cancelBands);
    connect(mCumulative, &CumulativeChart::bandsWithheldChanged, this, [this](const QString &reason) {
        if (reason.isEmpty())
            return;
        mMessages << reason;
        statusBar()->showMessage(reason, 30000);
    });

    // The options selected in the totals get their break-evens labelled and their bands drawn.
    connect(mTotalsView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const ScenarioResult &r = mAnalysis->current();
        QStringList ids;
        for (const QModelIndex &index : mTotalsView->selectionModel()->selectedRows()) {
            const int row = mTotalsProxy->mapToSource(index).row();
            if (row >= 0 && row < int(r.options.size()))
                ids << r.options[std::size_t(row)].id;
        }
        mCumulative->setSelectedOptions(ids);
    });
    mFitTimer = new QTimer(this);
    mFitTimer->setSingleShot(true);
    mFitTimer->setInterval(250);
    connect(mFitTimer, &QTimer::timeout, this, &MainWindow::fitTables);
    for (QAbstractItemModel *model : {static_cast<QAbstractItemModel *>(mTotals),
             static_cast<QAbstractItemModel *>(mVariants), static_cast<QAbstractItemModel *>(mDecision)})
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::fitTables);
    connect(mAnalysis, &Analysis::updated, mFitTimer, qOverload<>(&QTimer::start));
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::fitTables);
    mFitTimer->start(); // once the window is shown
}

void MainWindow::connectDocument()
{
    connect(mDocument, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(mDocument, &ScenarioDocument::editRefused, this, [this](const QString &edit, const QString &reason) {
        const QString text = tr("Not changed (%1): the scenario could not be opened again. %2").arg(edit, reason);
        mMessages << text;
        statusBar()->showMessage(text, 15000);
    });
    connect(mDocument, &ScenarioDocument::editDeclined, this, [this](const QString &edit, const QString &reason) {
        const QString text = tr("Not changed (%1): %2").arg(edit, reason);
        mMessages << text;
        statusBar()->showMessage(text, 15000);
    });
    connect(mEditor, &ScenarioEditor::currentOptionChanged, this, [this](int i) {
        if (i >= 0 && i < mCategoryOption->count())
            mCategoryOption->setCurrentIndex(i);
    });
    connect(mEditor, &ScenarioEditor::addFromCatalogRequested, this, &MainWindow::addFromCatalog);
    connect(mEditor, &ScenarioEditor::feePresetRequested, this, &MainWindow::pickFeePreset);
    connect(mEditor, &ScenarioEditor::serverQuoteRequested, this, &MainWindow::pickServerQuote);
}

void MainWindow::refreshResults()
{
    mDecisionCaption->setText(mDecision->caption());
    // The after-tax columns only with income tax.
    for (int c : {int(DecisionModel::AfterTaxNpv), int(DecisionModel::AfterTaxIrr)})
        mDecisionView->setColumnHidden(c, !mDecision->hasIncomeTax());
    // The book value column only when some option is owned.
    const auto &options = mAnalysis->current().options;
    const bool noneOwned = std::none_of(
        options.begin(), options.end(), [](const OptionResult &o) { return o.kind == OptionKind::SelfHosted; });
    mTotalsView->setColumnHidden(TotalsModel::BookValue, noneOwned);
    // The end-of-horizon credit and what the ranking compares: in the cash view, when owned.
    for (int c : {int(TotalsModel::Credit), int(TotalsModel::ComparedPv)})
        mTotalsView->setColumnHidden(c, noneOwned || mAnalysis->current().view != CostView::Cash);
    updateCategoryChooser();
    updateStatus();
}

void MainWindow::updateCategoryChooser()
{
    // Keep the option chooser of the category chart in step with the options.
    QStringList names;
    for (const OptionResult &o : mAnalysis->current().options)
        names << o.name;
    QStringList existing;
    for (int i = 0; i < mCategoryOption->count(); ++i)
        existing << mCategoryOption->itemText(i);
    if (names == existing)
        return;
    const int keep = mCategoryOption->currentIndex();
    const QSignalBlocker block(mCategoryOption);
    mCategoryOption->clear();
    mCategoryOption->addItems(names);
    mCategoryOption->setCurrentIndex(std::clamp(keep, 0, int(names.size()) - 1));
    mCategory->setOption(mCategoryOption->currentIndex());
}

void MainWindow::updateStatus()
{
    const ScenarioResult &r = mAnalysis->current();
    if (!r.ok()) {
        mStatus->setText(tr("Cannot compute: %1").arg(r.errors.join(QStringLiteral("; "))));
        mStatus->setStyleSheet(QStringLiteral("color: #b03020;"));
        return;
    }
    mStatus->setStyleSheet(QString());
    // The recommendation, in the status bar: the one ranking decides, as in the report.
    const Ranking ranking = rank(r);
    if (r.options.empty()) {
        mStatus->setText(QString());
    } else if (ranking.recommended < 0) {
        mStatus->setText(r.budget
                ? tr("No option serves all demand within the budget over %1 months: none is recommended")
                      .arg(r.horizonMonths)
                : tr("No option serves all demand over %1 months: none is recommended").arg(r.horizonMonths));
    } else {
        const OptionResult &rec = r.options[std::size_t(ranking.recommended)];
        const OptionResult &cheap = r.options[std::size_t(ranking.cheapest)];
        // The figures the ranking compares: after the end-of-horizon credit (comparisonSentence).
        QString text = tr("Recommended over %1 months: %2, PV of cost %3, total %4")
                           .arg(r.horizonMonths)
                           .arg(rec.name, Money::formatWhole(rec.comparisonDiscounted, r.currency),
                               Money::formatWhole(rec.comparisonTotal, r.currency));
        if (rec.endOfHorizonCredit != 0.0)
            text += QLatin1Char(' ')
                + tr("(after %1 credited at the end)").arg(Money::formatWhole(rec.endOfHorizonCredit, r.currency));
        if (rec.debtAtHorizonEnd != 0.0)
            text += QLatin1Char(' ')
                + tr("(with %1 of financing still owed at the end)")
                      .arg(Money::formatWhole(rec.debtAtHorizonEnd, r.currency));
        if (ranking.cheapest != ranking.recommended)
            text += QStringLiteral("; ")
                + tr("cheapest undiscounted: %1, %2")
                      .arg(cheap.name, Money::formatWhole(cheap.comparisonTotal, r.currency));
        if (r.budget && !ranking.cheaperOverBudget.empty())
            text += QStringLiteral("; ")
                + tr("cheaper but over budget: %1").arg(r.options[std::size_t(ranking.cheaperOverBudget.front())].name);
        mStatus->setText(text);
    }
}

void MainWindow::fitTables()
{
    // Only the table in view: a hidden one is fitted when its tab is chosen.
    mFitTimer->stop();
    if (mTotalsView->isVisible())
        mTotalsView->resizeColumnsToContents();
    if (mVariantsView->isVisible())
        mVariantsView->resizeColumnsToContents();
    if (mDecisionView->isVisible()) {
        mDecisionView->resizeColumnsToContents();
        mDecisionView->resizeRowsToContents();
    }
}

MainWindow::~MainWindow()
{
    // The document is a child destroyed after this class's part of the object: its undo
    // stack's last cleanChanged must not reach this window's slots.
    mDocument->disconnect(this);
}

void MainWindow::updateTitle()
{
    const QString name
        = mDocument->fileName().isEmpty() ? mDocument->scenario().name : QFileInfo(mDocument->fileName()).fileName();
    setWindowTitle(tr("%1%2 – GPU TCO Planner").arg(name, mDocument->isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::showMessage(const QString &title, const QString &text)
{
    mMessages << text;
    if (mInteractive)
        QMessageBox::information(this, title, text);
}

void MainWindow::checkCatalog()
{
    PricingDatabase db;
    const Status status = db.open();
    QStringList lines = db.notices();
    if (!status.ok())
        lines << status.error;
    if (lines.isEmpty())
        return;
    statusBar()->showMessage(lines.last(), 30000);
    // "Created from the built-in seed" needs no dialog; a kept-aside catalog or a failure does.
    if (!status.ok() || !db.keptAside().isEmpty())
        showMessage(tr("Pricing catalog"), lines.join(QStringLiteral("\n\n")));
    else
        mMessages << lines;
}

void MainWindow::chooseCatalogLocation()
{
    bool ok = false;
    const QString location = QInputDialog::getText(this, tr("Pricing catalog location"),
        tr("A catalog file, or a shared catalog on PostgreSQL (postgresql://user@host/database).\n"
           "Empty: the catalog file in your data folder. GPUTCO_CATALOG, when set, is used instead."),
        QLineEdit::Normal, kCatalogLocation.get(), &ok)
                                 .trimmed();
    if (!ok)
        return;
    kCatalogLocation.set(location);
    PricingDatabase::setPreferredLocation(location);
    checkCatalog();
}

bool MainWindow::openFile(const QString &fileName)
{
    const LoadResult r = ScenarioLoader::loadFile(fileName);
    if (!r.ok()) {
        // The current document stays as it is.
        showMessage(tr("Cannot open scenario"),
            tr("%1 could not be opened:\n\n%2").arg(QDir::toNativeSeparators(fileName), r.errorString()));
        return false;
    }
    mDocument->reset(*r.scenario, fileName);
    mEditor->scrollToTop();
    addRecent(fileName);
    // A catalog price the catalog does not have: the option keeps the price in the file.
    const CatalogPrices prices = resolveCatalogPrices(*r.scenario);
    QStringList warnings;
    for (const QString &id : prices.unknownIds)
        warnings << unknownCatalogPriceWarning(id);
    for (const QString &warning : prices.quoteWarnings) // an expired or expiring quote
        warnings << warning;
    if (!prices.ok())
        warnings << prices.error;
    if (!warnings.isEmpty()) {
        mMessages << warnings;
        statusBar()->showMessage(warnings.join(QStringLiteral("; ")), 30000);
    }
    return true;
}

void MainWindow::openExample(const QString &resourceName)
{
    QFile f(QStringLiteral(":/examples/") + resourceName);
    if (!f.open(QIODevice::ReadOnly)) {
        showMessage(tr("Cannot open example"), f.errorString());
        return;
    }
    const LoadResult r = ScenarioLoader::loadBytes(f.readAll(), resourceName);
    if (!r.ok()) {
        showMessage(tr("Cannot open example"), r.errorString());
        return;
    }
    mDocument->reset(*r.scenario, QString()); // examples are read-only: saving asks for a name
    mEditor->scrollToTop();
}

bool MainWindow::save()
{
    return mDocument->fileName().isEmpty() ? saveAs() : saveAs(mDocument->fileName());
}

bool MainWindow::saveAs(const QString &fileName)
{
    QString file = fileName;
    if (file.isEmpty()) {
        file = QFileDialog::getSaveFileName(
            this, tr("Save scenario"), mDocument->scenario().name + QStringLiteral(".json"), tr("Scenarios (*.json)"));
        if (file.isEmpty())
            return false;
    }
    const QString error = mDocument->saveAs(file);
    if (!error.isEmpty()) {
        showMessage(tr("Cannot save scenario"), error);
        return false;
    }
    QFile::remove(autosavePath());
    addRecent(file);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!mDocument->isModified() || !mInteractive)
        return true;
    const auto answer
        = QMessageBox::warning(this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecent(const QString &fileName)
{
    QStringList recent = kRecentFiles.get();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    kRecentFiles.set(recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    const QStringList recent = kRecentFiles.get();
    for (const QString &file : recent) {
        QAction *a = mRecentMenu->addAction(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    mRecentMenu->setEnabled(!recent.isEmpty());
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

void MainWindow::autosave()
{
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    if (ScenarioWriter::save(mDocument->scenarioForSaving(), autosavePath()).isEmpty()) {
        // Which file the autosave belongs to. If it cannot be written (a full disk), an older
        // note must not name another file: without one, recovery offers the edits unnamed.
        const QString origin = autosavePath() + QStringLiteral(".origin");
        if (!saveBytes(origin, mDocument->fileName().toUtf8()).isEmpty())
            QFile::remove(origin);
    }
}

bool MainWindow::offerRecovery()
{
    if (!QFileInfo::exists(autosavePath()))
        return false;
    const LoadResult r = ScenarioLoader::loadFile(autosavePath());
    QFile origin(autosavePath() + QStringLiteral(".origin"));
    const QString originalFile = origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
    if (!r.ok()) {
        // Never delete what the user may still need: keep it beside the original, say why.
        origin.close();
        keepUnrecoverableAutosave(r, originalFile);
        return false;
    }
    bool recover = true;
    const QString text
        = tr("GPU TCO Planner did not close normally. Recover the unsaved changes to \"%1\"?").arg(r.scenario->name);
    mMessages << text;
    if (mInteractive)
        recover = QMessageBox::question(this, tr("Recover unsaved changes"), text) == QMessageBox::Yes;
    if (!recover) {
        QFile::remove(autosavePath());
        QFile::remove(origin.fileName());
        return false;
    }
    mDocument->reset(*r.scenario, originalFile);
    mEditor->scrollToTop();
    mDocument->undoStack()->resetClean(); // recovered changes are not saved yet
    updateTitle();
    return true;
}

QString MainWindow::keepUnrecoverableAutosave(const LoadResult &loaded, const QString &originalFile)
{
    // Beside the original (or in the autosave's folder when the note names none, or the
    // original's folder cannot take it): <name>.unrecovered-YYYYMMDD-HHMMSS[-N].gputco.json.
    const QFileInfo original(originalFile);
    QString base = originalFile.isEmpty() ? QStringLiteral("autosave") : original.fileName();
    for (const QString &suffix : {QStringLiteral(".gputco.json"), QStringLiteral(".json")})
        if (base.endsWith(suffix, Qt::CaseInsensitive)) {
            base.chop(suffix.size());
            break;
        }
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QStringList folders;
    if (!originalFile.isEmpty())
        folders << original.absolutePath();
    folders << QFileInfo(autosavePath()).absolutePath();
    QString keptAs;
    for (const QString &folder : std::as_const(folders)) {
        if (!QFileInfo(folder).isDir())
            continue;
        for (int n = 1; n < 100 && keptAs.isEmpty(); ++n) {
            const QString name = QStringLiteral("%1.unrecovered-%2%3.gputco.json")
                                     .arg(base, stamp, n == 1 ? QString() : QStringLiteral("-%1").arg(n));
            const QString target = QDir(folder).filePath(name);
            // QFile::rename never overwrites: it fails when the target exists.
            if (!QFileInfo::exists(target) && QFile::rename(autosavePath(), target))
                keptAs = target;
        }
        if (!keptAs.isEmpty())
            break;
    }
    QFile::remove(autosavePath() + QStringLiteral(".origin"));

    QStringList reasons;
    constexpr int kShown = 3;
    for (std::size_t i = 0; i < loaded.problems.size() && i < std::size_t(kShown); ++i) {
        const Diagnostic &d = loaded.problems[i];
        reasons << (d.path.isEmpty() ? d.message : QStringLiteral("%1: %2").arg(d.path, d.message));
    }
    if (loaded.problems.size() > std::size_t(kShown))
        reasons << tr("(and %1 more)").arg(loaded.problems.size() - std::size_t(kShown));
    if (reasons.isEmpty())
        reasons << tr("the file is not a scenario");
    const QString why = QStringLiteral("\n") + reasons.join(QLatin1Char('\n'));
    const QString text = keptAs.isEmpty()
        ? tr("GPU TCO Planner did not close normally, and its copy of the unsaved changes cannot be opened:%1\n"
             "It could not be moved and stays at %2, where the next autosave will replace it: copy it elsewhere "
             "to keep it.")
              .arg(why, QDir::toNativeSeparators(autosavePath()))
        : tr("GPU TCO Planner did not close normally, and its copy of the unsaved changes cannot be opened:%1\n"
             "The file was kept as %2.")
              .arg(why, QDir::toNativeSeparators(keptAs));
    showMessage(tr("Unsaved changes not recovered"), text);
    return keptAs;
}

QString MainWindow::statusText() const
{
    return mStatus->text();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    kGeometry.set(saveGeometry());
    kWindowState.set(saveState());
    QFile::remove(autosavePath());
    QFile::remove(autosavePath() + QStringLiteral(".origin"));
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    if (maybeSave())
        openFile(urls.first().toLocalFile());
    event->acceptProposedAction();
}

ScenarioResult MainWindow::cashResult() const
{
    // Reports and exports are on the cash view, whatever the screen shows.
    if (mAnalysis->view() == CostView::Cash)
        return mAnalysis->current();
    return mAnalysis->current().cash ? *mAnalysis->current().cash // priced with the amortized view
                                     : CostEngine::compute(mAnalysis->currentScenario(), CostView::Cash);
}

void MainWindow::exportWithDialog(
    const QString &filter, const QString &suffix, const std::function<QString(const QString &)> &write)
{
    const QString base = mDocument->fileName().isEmpty() ? mDocument->scenario().name
                                                         : QFileInfo(mDocument->fileName()).completeBaseName();
    const QString file = QFileDialog::getSaveFileName(this, tr("Export"), base + suffix, filter);
    if (file.isEmpty())
        return;
    if (const QString error = write(file); !error.isEmpty())
        showMessage(tr("Export failed"), error);
}

QString MainWindow::exportReport(const QString &fileName, bool preview)
{
    ReportInput in;
    in.scenario = mAnalysis->currentScenario();
    if (mAnalysis->hasWhatIf()) {
        // Declared: the kept variant it equals, or the what-if as it stands, with every change.
        in.variantName = tr("what-if (not kept)");
        in.scenario.name = tr("%1 (what-if)").arg(in.scenario.name);
        for (const Variant &v : mDocument->variants())
            if (v.whatIf == mDocument->whatIf()) {
                in.variantName = v.name;
                in.scenario.name = tr("%1 (variant %2)").arg(mDocument->scenario().name, v.name);
            }
        in.variantChanges = Variants::changes(mDocument->whatIf(), mDocument->scenario());
    }
    in.result = cashResult();
    in.sourceFile = mDocument->fileName();
    in.sourceModified = mDocument->isModified() || mAnalysis->hasWhatIf();
    // Read once: a catalog that cannot be read stops the report rather than give its prices
    // the wrong source; an unknown id is a warning in the report.
    const CatalogPrices prices = resolveCatalogPrices(in.scenario);
    if (!prices.ok())
        return tr("%1: the report was not written: %2").arg(QDir::toNativeSeparators(fileName), prices.error);
    addCatalogWarnings(in.scenario, prices, in.result);
    in.lookup = lookupIn(prices);
    in.displayUnit = appDisplayUnit();
    // The report's uncertainty bands can take a while: their progress, and Cancel (issue 33).
    std::unique_ptr<QProgressDialog> progress;
    if (in.scenario.uncertainty) {
        progress = std::make_unique<QProgressDialog>(tr("Computing the uncertainty bands for the report…"),
            tr("Cancel"), 0, std::max(1, in.scenario.uncertainty->trials), this);
        progress->setWindowTitle(tr("Report"));
        progress->setWindowModality(Qt::WindowModal); // setValue() then keeps the window painted
        progress->setMinimumDuration(500);
        progress->setAutoClose(false);
        progress->setAutoReset(false);
        in.progress = [dialog = progress.get()](int done, int) {
            dialog->setValue(done);
            return !dialog->wasCanceled();
        };
    }
    const QString error = ReportWriter::writePdf(in, fileName);
    progress.reset();
    if (error.isEmpty() && preview && mInteractive) {
        ReportPreview dialog(fileName, this);
        dialog.exec();
    }
    return error;
}

QString MainWindow::exportSpreadsheet(const QString &fileName)
{
    // The Inputs and Provenance sheets name each price's source: read the catalog once.
    const CatalogPrices prices = resolveCatalogPrices(mAnalysis->currentScenario());
    if (!prices.ok())
        return tr("%1: the spreadsheet was not written: %2").arg(QDir::toNativeSeparators(fileName), prices.error);
    // The scenario as the file holds it (with the what-if applied), options awaiting a quote
    // included: the workbook's names number options by their position in the file.
    const Scenario scenario
        = mAnalysis->hasWhatIf() ? mDocument->whatIf().apply(mDocument->scenario()) : mDocument->scenario();
    return Exporter::writeXlsx(
        scenario, cashResult(), fileName, {lookupIn(prices), mDocument->fileName(), prices.unknownIds});
}

QString MainWindow::exportSeries(const QString &fileName)
{
    return Exporter::writeCsv(cashResult(), fileName);
}

QString MainWindow::exportChart(const QString &fileName, bool cumulative)
{
    const Exporter::Chart chart = cumulative ? Exporter::Chart::Cumulative : Exporter::Chart::Categories;
    return fileName.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
        ? Exporter::writeSvg(chart, cashResult(), fileName)
        : Exporter::writePng(chart, cashResult(), fileName);
}

bool MainWindow::runCatalogDialog(QDialog &dialog, bool usable, const QString &error)
{
    if (!usable) {
        showMessage(tr("Pricing catalog"), error);
        return false;
    }
    return mInteractive && dialog.exec() == QDialog::Accepted;
}

void MainWindow::addFromCatalog()
{
    CatalogDialog dialog(this);
    if (!runCatalogDialog(dialog, dialog.isUsable(), dialog.errorString()))
        return;
    const auto option = dialog.selectedOption();
    if (!option)
        return;
    // A price in another currency needs a rate: take the catalog's latest dated one.
    const CloudOption *c = option->cloud();
    const QString currency = c->onDemand ? c->onDemand->currency
        : c->spot                        ? c->spot->currency
        : c->reserved                    ? c->reserved->currency
                                         : QString();
    const Scenario &s = mDocument->scenario();
    const bool haveRate = currency.isEmpty() || currency == s.reportingCurrency
        || std::any_of(s.exchangeRates.begin(), s.exchangeRates.end(), [&](const ExchangeRate &r) {
               return (r.from == currency && r.to == s.reportingCurrency)
                   || (r.to == currency && r.from == s.reportingCurrency);
           });
    if (!haveRate) {
        if (const auto rate = dialog.exchangeRate(currency, s.reportingCurrency))
            mDocument->editScenario(
                tr("Add exchange rate"), [rate](Scenario &sc) { sc.exchangeRates.push_back(*rate); });
    }
    mEditor->addCloudOption(*option);
}

void MainWindow::editPriceBook()
{
    PriceBookDialog dialog(this);
    runCatalogDialog(dialog, dialog.isUsable(), dialog.errorString());
    mTotals->catalogChanged(); // a quote or discount changed there: the Risks column reads it again
}

void MainWindow::pickFeePreset()
{
    const int index = mEditor->currentOption();
    const Scenario &s = mDocument->scenario();
    if (index < 0 || index >= int(s.options.size()) || !s.options[std::size_t(index)].cloud())
        return;
    FeePresetDialog dialog(s.options[std::size_t(index)].cloud()->provider, this);
    if (!runCatalogDialog(dialog, dialog.isUsable(), dialog.errorString()))
        return;
    const auto preset = dialog.selectedPreset();
    if (!preset)
        return;
    const FeePresetDialog::Fee fee = dialog.fee();
    QString error;
    CloudOption probe = *s.options[std::size_t(index)].cloud();
    if (!FeePresetDialog::applyPreset(probe, fee, *preset, &error)) {
        showMessage(tr("Pricing catalog"), error);
        return;
    }
    const FeePreset chosen = *preset;
    mDocument->editScenario(tr("Fee from price list"), [index, fee, chosen](Scenario &sc) {
        if (auto *c = std::get_if<CloudOption>(&sc.options[std::size_t(index)].spec))
            FeePresetDialog::applyPreset(*c, fee, chosen, nullptr);
    });
    statusBar()->showMessage(FeePresetDialog::describe(chosen), 8000);
}

void MainWindow::pickServerQuote()
{
    const int index = mEditor->currentOption();
    const Scenario &s = mDocument->scenario();
    if (index < 0 || index >= int(s.options.size()) || !s.options[std::size_t(index)].selfHosted())
        return;
    ServerQuoteDialog dialog(this);
    if (!runCatalogDialog(dialog, dialog.isUsable(), dialog.errorString()))
        return;
    const auto item = dialog.selectedItem();
    if (!item)
        return;
    QString error;
    SelfHostedOption probe = *s.options[std::size_t(index)].selfHosted();
    if (!ServerQuoteDialog::applyItem(probe, *item, &error)) {
        showMessage(tr("Pricing catalog"), error);
        return;
    }
    const HardwareItem chosen = *item;
    mDocument->editScenario(tr("Server price from the catalog"), [index, chosen](Scenario &sc) {
        if (auto *h = std::get_if<SelfHostedOption>(&sc.options[std::size_t(index)].spec))
            ServerQuoteDialog::applyItem(*h, chosen, nullptr);
    });
    statusBar()->showMessage(ServerQuoteDialog::describe(chosen), 8000);
}

} // namespace gputco
