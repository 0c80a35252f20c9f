#pragma once

#include "scenariodocument.h"

#include <QLabel>
#include <QPushButton>
#include <QWidget>

#include <map>

class QDoubleSpinBox;
class QSlider;

namespace gputco {

/*!
 * The drivers people argue about, each with a slider and a spin box with its unit. Any
 * change goes to the document as a what-if (one undo step per drag) and everything
 * recomputes at once; there is no button to press.
 */
class WhatIfPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    QDoubleSpinBox *spinBox(Driver d) const { return mRows.at(d).spin; }
    QSlider *slider(Driver d) const { return mRows.at(d).slider; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *label = nullptr;
        QSlider *slider = nullptr;
        QDoubleSpinBox *spin = nullptr;
        QPushButton *reset = nullptr;
    };

    void refresh();
    void retranslate();
    void valueEdited(Driver d, double value);
    int sliderPosition(Driver d, double value) const;

    ScenarioDocument *mDocument;
    std::map<Driver, Row> mRows;
    QLabel *mHint = new QLabel(this);
    QPushButton *mResetAll = new QPushButton(this);
    QPushButton *mKeep = new QPushButton(this);
    bool mRefreshing = false;
};

} // namespace gputco
