#pragma once

#include "analysis.h"
#include "job.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QWidget>

#include <atomic>
#include <memory>

class QThread;

namespace gputco {

/*!
 * The scenario's training job on every option: billed GPU-hours, wall-clock, expected cost,
 * and, on demand, a Monte Carlo of spot interruptions (P10/P50/P90 of cost and finish time)
 * run in a worker thread with progress and cancel, so the window stays responsive.
 */
class JobView : public QWidget
{
    Q_OBJECT

public:
    explicit JobView(Analysis *analysis, QWidget *parent = nullptr);
    ~JobView() override;

    const JobResult &result() const { return mResult; }
    bool isSimulating() const { return mThread != nullptr; }
    /// Starts the Monte Carlo (trials, seed from the spin boxes).
    void simulate();
    void cancel();

signals:
    void simulationFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void show(const JobResult &result);
    void retranslate();

    Analysis *mAnalysis;
    QLabel *mSummary = new QLabel(this);
    QTableWidget *mTable = new QTableWidget(this);
    QSpinBox *mTrials = new QSpinBox(this);
    QDoubleSpinBox *mSeed = new QDoubleSpinBox(this);
    QPushButton *mRun = new QPushButton(this);
    QPushButton *mCancel = new QPushButton(this);
    QProgressBar *mProgress = new QProgressBar(this);
    JobResult mResult;
    QThread *mThread = nullptr;
    std::shared_ptr<std::atomic<bool>> mCancelFlag;
    int mGeneration = 0; ///< results of a simulation started before the last edit are dropped
};

} // namespace gputco
