#include "sensitivityview.h"

#include "chartpainter.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gputco {

SensitivityView::SensitivityView(Analysis *analysis, QWidget *parent)
    : QWidget(parent)
    , mAnalysis(analysis)
{
    mPercent->setRange(1, 100);
    mPercent->setValue(20);
    mPercent->setSuffix(QStringLiteral(" %"));
    mMetric->addItem(QString(), int(SensitivityMetric::TotalCostDifference));
    mMetric->addItem(QString(), int(SensitivityMetric::BreakEvenMonth));
    auto *row = new QHBoxLayout;
    row->addWidget(mMetric);
    row->addWidget(mA, 1);
    row->addWidget(new QLabel(QStringLiteral("−"), this));
    row->addWidget(mB, 1);
    row->addWidget(mLabel);
    row->addWidget(mPercent);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addStretch(1);
    setMinimumHeight(260);
    connect(mA, &QComboBox::currentIndexChanged, this, &SensitivityView::recompute);
    connect(mB, &QComboBox::currentIndexChanged, this, &SensitivityView::recompute);
    connect(mPercent, &QDoubleSpinBox::valueChanged, this, &SensitivityView::recompute);
    connect(mMetric, &QComboBox::currentIndexChanged, this, [this] {
        pickPairForMetric();
        recompute();
    });
    connect(analysis, &Analysis::updated, this, [this] {
        refreshChoices();
        pickPairForMetric();
        recompute();
    });
    retranslate();
    refreshChoices();
    recompute();
}

void SensitivityView::setOptions(int a, int b)
{
    mA->setCurrentIndex(a);
    mB->setCurrentIndex(b);
}

void SensitivityView::setPercent(double percent)
{
    mPercent->setValue(percent);
}

void SensitivityView::setMetric(SensitivityMetric metric)
{
    mMetric->setCurrentIndex(mMetric->findData(int(metric)));
}

void SensitivityView::refreshChoices()
{
    const ScenarioResult &r = mAnalysis->current();
    QStringList ids;
    for (const OptionResult &o : r.options)
        ids << o.id;
    QStringList existing;
    for (int i = 0; i < mA->count(); ++i)
        existing << mA->itemData(i).toString();
    if (ids == existing) {
        for (int i = 0; i < mA->count(); ++i) {
            mA->setItemText(i, r.options[i].name);
            mB->setItemText(i, r.options[i].name);
        }
        return;
    }
    const QSignalBlocker ba(mA), bb(mB);
    mA->clear();
    mB->clear();
    for (const OptionResult &o : r.options) {
        mA->addItem(o.name, o.id);
        mB->addItem(o.name, o.id);
    }
    // Default: the two cheapest options.
    std::vector<int> order(r.options.size());
    for (int i = 0; i < int(order.size()); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](int x, int y) { return r.options[x].total < r.options[y].total; });
    if (order.size() >= 2) {
        mA->setCurrentIndex(order[0]);
        mB->setCurrentIndex(order[1]);
    }
}

void SensitivityView::pickPairForMetric()
{
    // A break-even month needs one cloud and one self-hosted option: keep a valid pair,
    // otherwise take the cheapest of each kind.
    if (SensitivityMetric(mMetric->currentData().toInt()) != SensitivityMetric::BreakEvenMonth)
        return;
    const ScenarioResult &r = mAnalysis->current();
    const int a = mA->currentIndex(), b = mB->currentIndex();
    const int n = int(r.options.size());
    if (a >= 0 && b >= 0 && a < n && b < n && r.options[a].kind != r.options[b].kind)
        return;
    int cloud = -1, self = -1;
    for (int i = 0; i < n; ++i) {
        int &best = r.options[i].kind == OptionKind::Cloud ? cloud : self;
        if (best < 0 || r.options[i].total < r.options[best].total)
            best = i;
    }
    if (cloud < 0 || self < 0)
        return;
    const QSignalBlocker ba(mA), bb(mB);
    mA->setCurrentIndex(cloud);
    mB->setCurrentIndex(self);
}

void SensitivityView::recompute()
{
    mStale = true;
    if (isVisible())
        computeNow();
    update();
}

void SensitivityView::computeNow() const
{
    mStale = false;
    const QString a = mA->currentData().toString();
    const QString b = mB->currentData().toString();
    if (a.isEmpty() || b.isEmpty() || a == b) {
        mResult = {};
    } else {
        mResult = Sensitivity::analyse(mAnalysis->currentScenario(), SensitivityMetric(mMetric->currentData().toInt()),
            a, b, mPercent->value(), CostView::Cash);
    }
}

const SensitivityResult &SensitivityView::result() const
{
    if (mStale)
        computeNow();
    return mResult;
}

void SensitivityView::showEvent(QShowEvent *event)
{
    if (mStale)
        computeNow();
    QWidget::showEvent(event);
}

void SensitivityView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (mStale)
        computeNow();
    if (!mResult.ok() || mResult.rows.empty()) {
        const bool breakEven = SensitivityMetric(mMetric->currentData().toInt()) == SensitivityMetric::BreakEvenMonth;
        p.drawText(rect(), Qt::AlignCenter,
            breakEven ? tr("Choose a cloud option and a self-hosted option.")
                      : tr("Choose two different options to compare."));
        return;
    }
    const QRectF area = QRectF(rect()).adjusted(8, mA->geometry().bottom() + 8, -8, -8);
    // ChartPainter paints in points: one unit is one point on this widget's screen.
    const double scale = logicalDpiX() / 72.0;
    p.scale(scale, scale);
    ChartPainter::paintTornado(p, QRectF(area.topLeft() / scale, area.size() / scale), mResult, mA->currentText(),
        mB->currentText(), mAnalysis->current().currency);
}

void SensitivityView::retranslate()
{
    mLabel->setText(tr("each input ±"));
    mMetric->setItemText(0, tr("Cost difference"));
    mMetric->setItemText(1, tr("Break-even month"));
    mMetric->setToolTip(tr("What the tornado measures: total(A) − total(B) over the horizon, or the month "
                           "the self-hosted option has paid back against the cloud option"));
    mA->setToolTip(tr("Option A: the tornado shows total(A) − total(B)"));
    mB->setToolTip(tr("Option B"));
    refreshChoices();
    update();
}

void SensitivityView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gputco
