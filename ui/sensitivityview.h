#pragma once

#include "analysis.h"
#include "sensitivity.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gputco {

/*!
 * Tornado of the cost difference between two chosen options, or of the break-even month of a
 * self-hosted option against a cloud one: each what-if driver moved by a chosen percentage,
 * largest effect first. Recomputed whenever the analysis changes.
 */
class SensitivityView : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityView(Analysis *analysis, QWidget *parent = nullptr);

    const SensitivityResult &result() const { return mResult; }
    void setOptions(int a, int b);
    void setPercent(double percent);
    void setMetric(SensitivityMetric metric);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshChoices();
    void recompute();
    void pickPairForMetric();
    void retranslate();

    Analysis *mAnalysis;
    QComboBox *mA;
    QComboBox *mB;
    QComboBox *mMetric;
    QDoubleSpinBox *mPercent;
    QLabel *mLabel;
    SensitivityResult mResult;
    bool mRefreshing = false;
};

} // namespace gputco
