#include "jobview.h"

#include "money.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace gputco {

JobView::JobView(Analysis *analysis, QWidget *parent)
    : QWidget(parent)
    , mAnalysis(analysis)
{
    mSummary->setWordWrap(true);
    // The one range of trials and seeds (models/analysis/montecarlo.h), as in the CLI. A seed can be
    // larger than an int: a double spin box without decimals holds up to 2^53 - 1 exactly.
    mTrials->setRange(kMinTrials, kMaxTrials);
    mTrials->setValue(10000);
    mTrials->setSingleStep(1000);
    mTrials->setGroupSeparatorShown(true);
    mSeed->setDecimals(0);
    mSeed->setRange(0.0, double(kMaxSeed));
    mSeed->setValue(1.0);
    // Their widest values (2^32 seeds, a million trials) must not set the window's minimum width.
    for (QAbstractSpinBox *spin : {static_cast<QAbstractSpinBox *>(mTrials), static_cast<QAbstractSpinBox *>(mSeed)}) {
        spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        spin->setMinimumWidth(110);
    }
    mCancel->setEnabled(false);
    mProgress->setRange(0, 100);
    mProgress->setValue(0);
    mTable->verticalHeader()->hide();
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->setAlternatingRowColors(true);
    auto *controls = new QHBoxLayout;
    controls->addWidget(mTrials);
    controls->addWidget(mSeed);
    controls->addWidget(mRun);
    controls->addWidget(mCancel);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSummary);
    layout->addLayout(controls);
    layout->addWidget(mProgress);
    layout->addWidget(mTable, 1);
    connect(mRun, &QPushButton::clicked, this, &JobView::simulate);
    connect(mCancel, &QPushButton::clicked, this, &JobView::cancel);
    connect(analysis, &Analysis::updated, this, &JobView::recompute);
    retranslate();
}

JobView::~JobView()
{
    cancel();
    if (mThread) {
        // Its deleteLater() would come from the finished() handler, which dies with this view.
        mThread->wait();
        delete mThread;
    }
}

void JobView::recompute()
{
    ++mGeneration; // a running simulation is now about an older scenario
    cancel();
    show(JobPlanner::compute(mAnalysis->currentScenario(), nullptr));
}

void JobView::simulate()
{
    if (mThread || !mAnalysis->currentScenario().job)
        return;
    mCancelFlag = std::make_shared<std::atomic<bool>>(false);
    const Scenario scenario = mAnalysis->currentScenario();
    MonteCarloSettings settings;
    settings.trials = mTrials->value();
    settings.seed = std::uint64_t(mSeed->value());
    settings.threads = defaultMonteCarloThreads(); // as in the CLI
    settings.cancel = mCancelFlag.get();
    const int generation = mGeneration;
    auto flag = mCancelFlag;
    settings.progress = [this, generation](int done, int total) {
        // Called on the worker thread: hand the number to the GUI thread.
        QMetaObject::invokeMethod(
            this,
            [this, generation, done, total] {
                if (generation == mGeneration && total > 0)
                    mProgress->setValue(int(100.0 * done / total));
            },
            Qt::QueuedConnection);
    };
    mRun->setEnabled(false);
    mCancel->setEnabled(true);
    mProgress->setValue(0);
    mThread = QThread::create([this, scenario, settings, flag, generation] {
        JobResult result = JobPlanner::compute(scenario, &settings);
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result), generation] {
                if (generation == mGeneration && !result.cancelled)
                    show(result);
            },
            Qt::QueuedConnection);
    });
    connect(mThread, &QThread::finished, this, [this] {
        mThread->deleteLater();
        mThread = nullptr;
        mRun->setEnabled(mAnalysis->currentScenario().job.has_value());
        mCancel->setEnabled(false);
        emit simulationFinished();
    });
    mThread->start();
}

void JobView::cancel()
{
    if (mCancelFlag)
        mCancelFlag->store(true);
}

void JobView::show(const JobResult &r)
{
    mResult = r;
    const bool hasJob = mAnalysis->currentScenario().job.has_value();
    mRun->setEnabled(hasJob && !mThread);
    mTable->clear();
    if (!hasJob) {
        mSummary->setText(tr("This scenario has no training job. Add a \"job\" section to the scenario file (useful "
                             "GPU-hours, or parameters and tokens) to see what the same job costs and how long it "
                             "takes on every option; see docs/scenario-format.md."));
        mTable->setRowCount(0);
        mTable->setColumnCount(0);
        return;
    }
    if (!r.errors.isEmpty()) {
        mSummary->setText(tr("The job cannot be computed: %1").arg(r.errors.join(QStringLiteral("; "))));
        return;
    }
    QString summary = tr("Job: %1").arg(r.jobName);
    if (r.deadlineHours)
        summary += QStringLiteral(" · ") + tr("deadline %1 h").arg(QLocale().toString(*r.deadlineHours, 'f', 0));
    mSummary->setText(summary);
    const QStringList header{tr("Option"), tr("Billed GPU-h"), tr("Wall-clock h"), tr("Cost"), tr("Per useful GPU-h"),
        tr("Pipeline"), tr("Scaling"), tr("Cost P10"), tr("Cost P50"), tr("Cost P90"), tr("Finish P10 h"),
        tr("Finish P50 h"), tr("Finish P90 h")};
    mTable->setColumnCount(int(header.size()));
    mTable->setHorizontalHeaderLabels(header);
    mTable->setRowCount(int(r.options.size()));
    const QLocale l;
    for (int i = 0; i < int(r.options.size()); ++i) {
        const JobOptionResult &o = r.options[i];
        auto set = [&](int column, const QString &text, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(
                column == 0 ? (Qt::AlignLeft | Qt::AlignVCenter) : (Qt::AlignRight | Qt::AlignVCenter));
            item->setToolTip(tip.isEmpty() ? (o.why + o.warnings).join(QLatin1Char('\n')) : tip);
            mTable->setItem(i, column, item);
        };
        set(0, o.name);
        if (!o.priced) {
            set(1, tr("not priced"), o.notPricedReason);
            continue;
        }
        set(1, l.toString(o.billedGpuHours, 'f', 0));
        set(2, l.toString(o.wallClockHours, 'f', 1));
        set(3, Money::formatWhole(o.cost, r.currency));
        set(4, o.costPerUsefulGpuHour ? Money::format(*o.costPerUsefulGpuHour, r.currency) : QStringLiteral("–"));
        set(5, l.toString(o.pipelineEfficiency * 100, 'f', 0) + QLatin1Char('%'));
        set(6, l.toString(o.scalingEfficiency * 100, 'f', 0) + QLatin1Char('%'));
        if (o.monteCarlo) {
            const MonteCarloResult &mc = *o.monteCarlo;
            set(7, Money::formatWhole(mc.cost.p10, r.currency));
            set(8, Money::formatWhole(mc.cost.p50, r.currency));
            set(9, Money::formatWhole(mc.cost.p90, r.currency));
            set(10, l.toString(mc.finishHours.p10, 'f', 1));
            set(11, l.toString(mc.finishHours.p50, 'f', 1));
            set(12, l.toString(mc.finishHours.p90, 'f', 1));
        }
        if (o.meetsDeadline && !*o.meetsDeadline)
            mTable->item(i, 2)->setForeground(QColor(0xb0, 0x30, 0x20));
    }
}

void JobView::retranslate()
{
    mTrials->setSuffix(tr(" trials"));
    mSeed->setPrefix(tr("seed "));
    mTrials->setToolTip(tr("Monte Carlo trials of spot interruptions"));
    mSeed->setToolTip(tr("Random seed: the same seed gives the same result"));
    mRun->setText(tr("Simulate spot interruptions"));
    mCancel->setText(tr("Cancel"));
    show(mResult.options.empty() ? JobPlanner::compute(mAnalysis->currentScenario(), nullptr) : mResult);
}

void JobView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gputco
