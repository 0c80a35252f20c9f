#pragma once

#include "analysis.h"
#include "sensitivity.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QWidget>

namespace gputco {

/*!
 * Tornado of the cost difference between two chosen options, or of the break-even month of a
 * self-hosted option against a cloud one: each what-if driver moved by a chosen percentage,
 * largest effect first. Recomputed whenever the analysis changes and the view is shown (a
 * hidden tab waits until it is shown or its result() is asked for: each run prices the
 * scenario about 25 times, too much for every what-if step).
 */
class SensitivityView : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityView(Analysis *analysis, QWidget *parent = nullptr);

    const SensitivityResult &result() const;
    void setOptions(int a, int b);
    void setPercent(double percent);
    void setMetric(SensitivityMetric metric);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refreshChoices();
    void recompute();
    void computeNow() const;
    void pickPairForMetric();
    void retranslate();

    Analysis *mAnalysis;
    QComboBox *mA = new QComboBox(this);
    QComboBox *mB = new QComboBox(this);
    QComboBox *mMetric = new QComboBox(this);
    QDoubleSpinBox *mPercent = new QDoubleSpinBox(this);
    QLabel *mLabel = new QLabel(this);
    mutable SensitivityResult mResult;
    mutable bool mStale = false;
    bool mRefreshing = false;
};

} // namespace gputco
