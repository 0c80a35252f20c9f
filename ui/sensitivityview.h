#pragma once

#include "analysis.h"
#include "sensitivity.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gputco {

/*!
 * Tornado of the cost difference between two chosen options: each what-if driver moved by a
 * chosen percentage, largest effect first. Recomputed whenever the analysis changes.
 */
class SensitivityView : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityView(Analysis *analysis, QWidget *parent = nullptr);

    const SensitivityResult &result() const { return mResult; }
    void setOptions(int a, int b);
    void setPercent(double percent);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshChoices();
    void recompute();
    void retranslate();

    Analysis *mAnalysis;
    QComboBox *mA;
    QComboBox *mB;
    QDoubleSpinBox *mPercent;
    QLabel *mLabel;
    SensitivityResult mResult;
    bool mRefreshing = false;
};

} // namespace gputco
