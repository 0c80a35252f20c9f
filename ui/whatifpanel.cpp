#include "whatifpanel.h"

#include "scenariofields.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gputco {

WhatIfPanel::WhatIfPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    auto *layout = new QVBoxLayout(this);
    mHint->setWordWrap(true);
    layout->addWidget(mHint);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    int rowIndex = 0;
    for (Driver d : kAllDrivers) {
        Row row;
        row.label = new QLabel(this);
        row.slider = new QSlider(Qt::Horizontal, this);
        row.slider->setMinimumWidth(60);
        row.spin = new QDoubleSpinBox(this);
        row.spin->setKeyboardTracking(false);
        row.spin->setAccelerated(true);
        row.spin->setMinimumWidth(96);
        row.spin->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        row.reset = new QPushButton(QStringLiteral("↺"), this);
        row.reset->setFixedWidth(28);
        row.label->setBuddy(row.spin);
        // Stable names for tests and accessibility: "whatIf.<key>.slider" / ".spin".
        const QString key = WhatIf::spec(d, Scenario{}).key;
        row.slider->setObjectName(QStringLiteral("whatIf.%1.slider").arg(key));
        row.spin->setObjectName(QStringLiteral("whatIf.%1.spin").arg(key));
        grid->addWidget(row.label, rowIndex, 0);
        grid->addWidget(row.slider, rowIndex, 1);
        grid->addWidget(row.spin, rowIndex, 2);
        grid->addWidget(row.reset, rowIndex, 3);
        ++rowIndex;

        connect(row.slider, &QSlider::valueChanged, this, [this, d](int position) {
            if (mRefreshing)
                return;
            const DriverSpec spec = WhatIf::spec(d, mDocument->scenario());
            valueEdited(d, spec.sliderMinimum + position * spec.step);
        });
        connect(row.slider, &QSlider::sliderReleased, mDocument, &ScenarioDocument::endMerge);
        connect(row.spin, &QDoubleSpinBox::valueChanged, this, [this, d](double v) {
            if (!mRefreshing)
                valueEdited(d, v);
        });
        connect(row.spin, &QDoubleSpinBox::editingFinished, mDocument, &ScenarioDocument::endMerge);
        connect(row.reset, &QPushButton::clicked, this, [this, d] {
            mDocument->endMerge();
            mDocument->setWhatIf(d, std::nullopt);
            mDocument->endMerge();
        });
        mRows[d] = row;
    }
    layout->addLayout(grid);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mResetAll);
    buttons->addWidget(mKeep);
    layout->addLayout(buttons);
    layout->addStretch(1);

    connect(mResetAll, &QPushButton::clicked, mDocument, &ScenarioDocument::resetWhatIf);
    connect(mKeep, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Keep variant"), tr("Name of this what-if:"),
            QLineEdit::Normal, tr("Variant %1").arg(mDocument->variants().size() + 1), &ok);
        // At most what the file keeps (a longer name would make the saved scenario unreadable).
        if (ok && !name.trimmed().isEmpty())
            mDocument->keepVariant(name.trimmed().left(ScenarioSchema::field<&StoredVariant::name>().maxLength()));
    });
    connect(mDocument, &ScenarioDocument::changed, this, &WhatIfPanel::refresh);
    retranslate();
}

int WhatIfPanel::sliderPosition(Driver d, double value) const
{
    // A value outside the slider's travel (typed, or the scenario's own) pins it at that end.
    const DriverSpec spec = WhatIf::spec(d, mDocument->scenario());
    const double travelled = std::clamp(value, spec.sliderMinimum, spec.sliderMaximum) - spec.sliderMinimum;
    return int(std::lround(travelled / spec.step));
}

void WhatIfPanel::valueEdited(Driver d, double value)
{
    const auto baseline = WhatIf::baselineValue(mDocument->scenario(), d);
    const DriverSpec spec = WhatIf::spec(d, mDocument->scenario());
    // Back at the scenario's own value: no override.
    if (baseline && std::abs(value - *baseline) < spec.step / 2)
        mDocument->setWhatIf(d, std::nullopt);
    else
        mDocument->setWhatIf(d, value);
}

void WhatIfPanel::refresh()
{
    mRefreshing = true;
    const Scenario &s = mDocument->scenario();
    const WhatIf &w = mDocument->whatIf();
    for (auto &[d, row] : mRows) {
        const DriverSpec spec = WhatIf::spec(d, s);
        const auto baseline = WhatIf::baselineValue(s, d);
        const bool applies = baseline.has_value();
        const double value = w.value(d).value_or(baseline.value_or(spec.minimum));
        row.spin->setDecimals(spec.decimals);
        row.spin->setSingleStep(spec.step);
        // The spin box takes what the field takes (and shows a scenario value above it, which
        // Keep as variant then refuses with the reason).
        row.spin->setRange(spec.minimum, std::max(spec.maximum, value));
        row.spin->setSuffix(spec.unit.isEmpty() ? QString() : QStringLiteral(" ") + spec.unit);
        row.slider->setRange(0, sliderPosition(d, spec.sliderMaximum));
        if (!row.slider->isSliderDown())
            row.slider->setValue(sliderPosition(d, value));
        if (!row.spin->hasFocus() || std::abs(row.spin->value() - value) > spec.step / 2)
            row.spin->setValue(value);
        for (QWidget *widget :
            {static_cast<QWidget *>(row.slider), static_cast<QWidget *>(row.spin), static_cast<QWidget *>(row.label)})
            widget->setEnabled(applies);
        const bool overridden = w.value(d).has_value();
        row.reset->setEnabled(overridden);
        QFont f = row.label->font();
        f.setBold(overridden);
        row.label->setFont(f);
        QString tip = spec.description;
        if (baseline)
            tip += QLatin1Char('\n')
                + tr("Scenario value: %1 %2").arg(QLocale().toString(*baseline, 'f', spec.decimals), spec.unit);
        else
            tip += QLatin1Char('\n') + tr("No input of this scenario uses it.");
        for (QWidget *widget :
            {static_cast<QWidget *>(row.slider), static_cast<QWidget *>(row.spin), static_cast<QWidget *>(row.label)})
            widget->setToolTip(tip);
        row.label->setText(spec.name);
        // The budget driver only means something with a budget: shown only then.
        const bool shown = d != Driver::BudgetPercent || s.budget.has_value();
        for (QWidget *widget : {static_cast<QWidget *>(row.slider), static_cast<QWidget *>(row.spin),
                 static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.reset)})
            widget->setVisible(shown);
    }
    mResetAll->setEnabled(!w.isEmpty());
    mKeep->setEnabled(!w.isEmpty());
    mRefreshing = false;
}

void WhatIfPanel::retranslate()
{
    mHint->setText(tr("Move a driver and every chart and table follows at once. The scenario itself stays as it "
                      "is: it is shown faded as the baseline."));
    mResetAll->setText(tr("Reset to baseline"));
    mKeep->setText(tr("Keep as variant…"));
    for (auto &[d, row] : mRows)
        row.reset->setToolTip(tr("Back to the scenario's value"));
    refresh();
}

void WhatIfPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gputco
