#pragma once

#include "charts.h"
#include "resultmodels.h"
#include "scenarioeditor.h"
#include "whatifpanel.h"

#include "analysis.h"
#include "displayunit.h"
#include "scenariodocument.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QWidget>

#include <functional>

class QDialog;
class QAction;
class QActionGroup;
class QMenu;
class QProgressBar;
class QToolButton;
class QSortFilterProxyModel;

namespace gputco {

class BudgetView;
class SensitivityView;
class JobView;
struct LoadResult;

/*!
 * The planning-meeting window: scenario editor on the left, charts and tables in the middle,
 * what-if drivers on the right. Owns the document and the analysis; file handling (new,
 * open, save, recent files, autosave and recovery, drag and drop) and the language switch.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return mDocument; }
    Analysis *analysis() const { return mAnalysis; }
    ScenarioEditor *editor() const { return mEditor; }
    WhatIfPanel *whatIfPanel() const { return mWhatIf; }
    CumulativeChart *cumulativeChart() const { return mCumulative; }
    /// The status bar's progress of the uncertainty bands (shown while they are computed).
    QProgressBar *bandProgress() const { return mBandProgress; }
    /// Its button that cancels them.
    QToolButton *bandCancelButton() const { return mBandCancel; }
    CategoryChart *categoryChart() const { return mCategory; }
    TotalsModel *totalsModel() const { return mTotals; }
    QTableView *totalsView() const { return mTotalsView; }
    VariantsModel *variantsModel() const { return mVariants; }
    DecisionModel *decisionModel() const { return mDecision; }
    QTableView *decisionView() const { return mDecisionView; }
    QTabWidget *resultTabs() const { return mTabs; }
    SensitivityView *sensitivityView() const { return mSensitivity; }
    JobView *jobView() const { return mJob; }
    BudgetView *budgetView() const { return mBudget; }
    /// The context menu of a column of the variants table (null for a column that is not a
    /// kept variant): Remove variant. The caller owns it.
    QMenu *variantsMenu(int column);

    /// Opens a scenario; on failure shows the loader's messages and keeps the current
    /// document. Returns whether it opened.
    bool openFile(const QString &fileName);
    void openExample(const QString &resourceName);
    bool save();
    /// Exports of the current scenario (with its what-if); empty string on success.
    QString exportReport(const QString &fileName, bool preview);
    QString exportSpreadsheet(const QString &fileName);
    QString exportSeries(const QString &fileName);
    QString exportChart(const QString &fileName, bool cumulative);
    bool saveAs(const QString &fileName = QString());
    enum LanguageMemory { Remember, DontRemember };
    /// "en" or "zh_CN". Remember saves it as the preference that later starts use (the Language
    /// menu); --lang and the system's language on a start are applied with DontRemember.
    void setLanguage(const QString &language, LanguageMemory memory = Remember);
    /// Money in the totals table, chart axes and reports in 元/万元/亿元 (1/k/M), remembered.
    void setDisplayUnit(DisplayUnit unit);
    QString language() const { return mLanguage; }

    /// Messages shown to the user (also recorded here so tests can read them).
    QStringList messages() const { return mMessages; }
    /// In tests: record messages instead of opening modal dialogs.
    void setInteractive(bool interactive) { mInteractive = interactive; }

    /// Writes the autosave copy now (also done every 30 s while modified).
    void autosave();
    static QString autosavePath();
    /// If an autosave from a session that did not end cleanly exists, offers to recover it.
    bool offerRecovery();
    /// The status bar's text (the recommendation), for tests.
    QString statusText() const;
    /*!
     * Opens the pricing catalog (creating it on the first start) and tells the user, once,
     * what opening it found: a damaged catalog kept aside and how to recover from it, an
     * earlier kept copy not recovered yet, or why the catalog cannot be used.
     */
    void checkCatalog();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// The totals, variants and decision tables (with the decision page's caption).
    void createTables();
    /// The cumulative chart above the result tabs.
    void createCentralWidget();
    void showVariantsMenu(const QPoint &pos);
    /// The scenario editor (left) and the what-if panel (right), and the status bar.
    void createDocks();
    /// Chart selection from the totals, tables fitted to their contents, bands withheld.
    void connectViews();
    /// The title, refused edits and the editor's requests.
    void connectDocument();
    /// After each computation: the columns shown, the category chooser, the status bar.
    void refreshResults();
    /// The category chart's option chooser in step with the options.
    void updateCategoryChooser();
    /// The recommendation (the one ranking decides, as in the report), or why none.
    void updateStatus();
    void createActions();
    void createFileActions();
    void createEditActions();
    /// Cash or amortized view, uncertainty bands, money unit.
    void createViewActions();
    /// English or Chinese, and About.
    void createLanguageActions();
    void createMenus();
    void retranslate();
    void updateTitle();
    /// Fits the tables' columns (and the decision rows) to their contents.
    void fitTables();
    void updateRecentMenu();
    void addRecent(const QString &fileName);
    bool maybeSave();
    void showMessage(const QString &title, const QString &text);
    /// Moves an autosave that cannot be loaded out of the way under a name of its own and
    /// tells the user why; returns where it is now (empty when it could not be moved).
    QString keepUnrecoverableAutosave(const LoadResult &loaded, const QString &originalFile);
    void addFromCatalog();
    /// Shows a catalog dialog; false when the catalog cannot be opened (said in a message), when
    /// the window is not interactive (tests) or when the user cancels.
    bool runCatalogDialog(QDialog &dialog, bool usable, const QString &error);
    /// Opens the price book (negotiated discounts).
    void editPriceBook();
    /// Fills a fee of the current cloud option from the catalog's fee price lists.
    void pickFeePreset();
    void pickServerQuote();
    /// Asks for the pricing catalog (a file or a PostgreSQL URL) and remembers it.
    void chooseCatalogLocation();
    ScenarioResult cashResult() const;
    void exportWithDialog(
        const QString &filter, const QString &suffix, const std::function<QString(const QString &)> &write);

    ScenarioDocument *mDocument = new ScenarioDocument(this);
    Analysis *mAnalysis = new Analysis(mDocument, this);
    ScenarioEditor *mEditor = new ScenarioEditor(mDocument, this);
    WhatIfPanel *mWhatIf = new WhatIfPanel(mDocument, this);
    CumulativeChart *mCumulative = new CumulativeChart(mAnalysis, this);
    CategoryChart *mCategory = new CategoryChart(mAnalysis, this);
    QComboBox *mCategoryOption = new QComboBox(this);
    TotalsModel *mTotals = new TotalsModel(mAnalysis, this);
    QTableView *mTotalsView = new QTableView(this);
    QSortFilterProxyModel *mTotalsProxy = nullptr; ///< sorts the totals
    VariantsModel *mVariants = new VariantsModel(mAnalysis, this);
    QTableView *mVariantsView = new QTableView(this);
    DecisionModel *mDecision = new DecisionModel(mAnalysis, this);
    QTableView *mDecisionView = new QTableView(this);
    QLabel *mDecisionCaption = new QLabel(this);
    QWidget *mDecisionPage = new QWidget(this);
    SensitivityView *mSensitivity = nullptr;
    JobView *mJob = nullptr;
    BudgetView *mBudget = nullptr;
    QTabWidget *mTabs = new QTabWidget(this);
    QDockWidget *mEditorDock = new QDockWidget(this);
    QDockWidget *mWhatIfDock = new QDockWidget(this);
    QLabel *mStatus = new QLabel(this);
    QProgressBar *mBandProgress = nullptr;
    QToolButton *mBandCancel = nullptr;
    QTimer *mAutosaveTimer = new QTimer(this);
    QTimer *mFitTimer = nullptr;
    QString mLanguage = QStringLiteral("en");
    QStringList mMessages;
    bool mInteractive = true;

    QMenu *mFileMenu = nullptr;
    QMenu *mExamplesMenu = nullptr;
    QMenu *mRecentMenu = nullptr;
    QMenu *mExportMenu = nullptr;
    QAction *mExportReport = nullptr;
    QAction *mExportXlsx = nullptr;
    QAction *mExportCsv = nullptr;
    QAction *mExportCumulative = nullptr;
    QAction *mExportCategories = nullptr;
    QMenu *mEditMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QMenu *mLanguageMenu = nullptr;
    QMenu *mHelpMenu = nullptr;
    QAction *mNew = nullptr;
    QAction *mOpen = nullptr;
    QAction *mSave = nullptr;
    QAction *mSaveAs = nullptr;
    QAction *mQuit = nullptr;
    QAction *mUndo = nullptr;
    QAction *mRedo = nullptr;
    QAction *mAddCatalog = nullptr;
    QAction *mPriceBook = nullptr;
    QAction *mCatalogLocation = nullptr;
    QAction *mAddSelf = nullptr;
    QAction *mDuplicate = nullptr;
    QAction *mRemove = nullptr;
    QAction *mResetWhatIf = nullptr;
    QAction *mCashView = nullptr;
    QAction *mAmortizedView = nullptr;
    QAction *mComputeBands = nullptr;
    QMenu *mUnitMenu = nullptr; ///< View > Money unit
    QActionGroup *mUnitGroup = nullptr;
    QAction *mUnitActions[4] = {}; ///< by DisplayUnit: Auto, One, Mid, Large
    QAction *mEnglish = nullptr;
    QAction *mChinese = nullptr;
    QAction *mAbout = nullptr;
    QActionGroup *mViewGroup = nullptr;
    QActionGroup *mLanguageGroup = nullptr;
};

} // namespace gputco
