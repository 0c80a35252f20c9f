// Break-even labels on the cumulative chart (ChartLabels, ChartPainter): which crossings get
// a label, that each names its pair, and that no two labels overlap, checked as geometry on
// crowded cases and on the report's chart of every example scenario.
#include "chartlabels.h"
#include "chartpainter.h"
#include "manyoptions.h"
#include "ranking.h"
#include "scenarioloader.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <random>

using namespace gputco;

namespace {

QString example(const QString &name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + name);
}

/// Every pair of rectangles apart (the plain O(L^2) check the placement avoids).
QString firstOverlap(const QList<QRectF> &rects)
{
    for (int i = 0; i < int(rects.size()); ++i)
        for (int j = i + 1; j < int(rects.size()); ++j)
            if (rects[i].intersects(rects[j]))
                return QStringLiteral("labels %1 and %2 overlap").arg(i).arg(j);
    return {};
}

} // namespace

class TestChartLabels : public QObject
{
    Q_OBJECT

private slots:
    void placedLabelsNeverOverlap_data();
    void placedLabelsNeverOverlap();
    void longNamesWrapWhole();
    void labelledCrossingsAreWithTheCheapestCloud();
    void selectedOptionsGetTheirLabels();
    void reportChartLabelsDoNotOverlap_data();
    void reportChartLabelsDoNotOverlap();
};

void TestChartLabels::placedLabelsNeverOverlap_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("samePoint");
    QTest::newRow("200 labels on one point") << 200 << true;
    QTest::newRow("1000 labels scattered") << 1000 << false;
    QTest::newRow("3 labels") << 3 << false;
}

void TestChartLabels::placedLabelsNeverOverlap()
{
    QFETCH(int, count);
    QFETCH(bool, samePoint);
    const QRectF bounds(50, 20, 800, 500);
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> x(bounds.left(), bounds.right()), y(bounds.top(), bounds.bottom()),
        w(30, 140);
    QList<QPointF> anchors;
    QList<QSizeF> sizes;
    for (int i = 0; i < count; ++i) {
        anchors << (samePoint ? bounds.center() : QPointF(x(rng), y(rng)));
        sizes << QSizeF(w(rng), 24);
    }
    const QList<ChartLabels::Placement> placed = ChartLabels::place(anchors, sizes, bounds);
    QCOMPARE(int(placed.size()), count);
    QList<QRectF> rects;
    for (int i = 0; i < count; ++i) {
        if (placed[i].rect.isNull())
            continue;
        QVERIFY(bounds.contains(placed[i].rect));
        QCOMPARE(placed[i].rect.size(), sizes[i]);
        rects << placed[i].rect;
        // No label covers a marker.
        for (const QPointF &a : anchors)
            QVERIFY(!placed[i].rect.contains(a));
    }
    QCOMPARE(firstOverlap(rects), QString());
    // One point: the first label sits beside it, and 13 steps up and down on either side
    // (4 x 13 = 52 places, fewer where the bounds stop them) hold the rest that fit.
    if (samePoint) {
        QVERIFY(!placed[0].rect.isNull());
        QVERIFY(!placed[0].leader);
        QVERIFY(rects.size() > 20 && rects.size() <= 52);
    } else if (count == 3) {
        QCOMPARE(int(rects.size()), 3); // three labels always find room
    }
}

void TestChartLabels::longNamesWrapWhole()
{
    // Two names that differ only in the middle ("Buy 9 servers, ... until delivery") stay whole:
    // wrapped at spaces, every line within the width, nothing dropped.
    const QFontMetricsF fm(QFont(QStringLiteral("DejaVu Sans"), 9));
    const QString text
        = QStringLiteral("Buy 9 servers, 1-year subscription until delivery vs Alibaba 1-year subscription");
    const double width = fm.horizontalAdvance(QStringLiteral("Buy 9 servers, 1-year")) + 1;
    const QString w = ChartLabels::wrapped(text, fm, width);
    QVERIFY(w.count(QLatin1Char('\n')) >= 2);
    for (const QString &line : w.split(QLatin1Char('\n')))
        QVERIFY2(fm.horizontalAdvance(line) <= width, qPrintable(line));
    QCOMPARE(QString(w).replace(QLatin1Char('\n'), QLatin1Char(' ')), text);
    // Chinese has no spaces: it breaks between characters, and loses none.
    const QString zh = QStringLiteral("购买9台服务器，交付前用包年包月过渡与阿里云包年包月");
    const QString wz = ChartLabels::wrapped(zh, fm, fm.horizontalAdvance(QStringLiteral("购买9台服务器")) + 1);
    QVERIFY(wz.contains(QLatin1Char('\n')));
    QCOMPARE(QString(wz).remove(QLatin1Char('\n')), zh);
}

void TestChartLabels::labelledCrossingsAreWithTheCheapestCloud()
{
    // The A100 example: on-demand, 1-year subscription, spot and buying 8 servers. Spot cannot
    // keep 64 GPUs busy, so it is not ranked; the cheapest ranked cloud option is the
    // subscription (about 38 M against 76 M on demand), and only its crossings with the
    // servers are labelled.
    const LoadResult loaded = ScenarioLoader::loadFile(example(QStringLiteral("a100-64gpu-36-months.json")));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
    const ScenarioResult r = CostEngine::compute(*loaded.scenario);
    const int cheapest = ChartLabels::cheapestCloud(r);
    QVERIFY(cheapest >= 0);
    QCOMPARE(r.options[std::size_t(cheapest)].id, QStringLiteral("ali-subscription-1y"));
    const std::vector<BreakEvenMark> marks = ChartLabels::marks(r);
    int labelled = 0;
    int total = 0;
    for (const BreakEven &b : r.breakEvens)
        total += int(b.crossings.size());
    QCOMPARE(int(marks.size()), total);
    for (const BreakEvenMark &m : marks) {
        const BreakEven &b = r.breakEvens[std::size_t(m.breakEven)];
        QCOMPARE(m.labelled, b.cloudIndex == cheapest);
        labelled += m.labelled ? 1 : 0;
        if (m.labelled) {
            // The label names both options of the pair.
            const QString pair = ChartLabels::pairText(r, m);
            QVERIFY(pair.contains(r.options[std::size_t(b.cloudIndex)].name));
            QVERIFY(pair.contains(r.options[std::size_t(b.selfHostedIndex)].name));
        }
    }
    QVERIFY(labelled >= 1);
    QVERIFY(labelled < total);
}

void TestChartLabels::selectedOptionsGetTheirLabels()
{
    // 50 options, 17 self-hosted x 33 cloud pairs: only the 17 pairs with the cheapest cloud
    // option are labelled, plus, once one self-hosted option is selected, its 33 pairs.
    const ScenarioResult r = CostEngine::compute(test::manyOptions(50));
    QVERIFY(r.ok());
    const int cheapest = ChartLabels::cheapestCloud(r);
    auto labelledPairs = [&](const QStringList &selected) {
        QSet<int> pairs;
        for (const BreakEvenMark &m : ChartLabels::marks(r, selected))
            if (m.labelled)
                pairs.insert(m.breakEven);
        return pairs;
    };
    const QSet<int> plain = labelledPairs({});
    for (int p : plain)
        QCOMPARE(r.breakEvens[std::size_t(p)].cloudIndex, cheapest);
    QVERIFY(plain.size() <= 17);
    const QSet<int> selected = labelledPairs({QStringLiteral("o2")}); // the first self-hosted option
    for (int p : selected) {
        const BreakEven &b = r.breakEvens[std::size_t(p)];
        QVERIFY(b.cloudIndex == cheapest || r.options[std::size_t(b.selfHostedIndex)].id == QLatin1String("o2"));
    }
    QVERIFY(selected.size() > plain.size());
}

void TestChartLabels::reportChartLabelsDoNotOverlap_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("options");
    for (const char *name : {"a100-64gpu-36-months.json", "research-team-30pct.json", "data-heavy-egress.json",
             "xinghe-budget-2027.json", "growing-team-lead-time.json"})
        QTest::newRow(name) << QString::fromLatin1(name) << 0;
    QTest::newRow("50 options") << QString() << 50;
    QTest::newRow("200 options") << QString() << 200;
}

void TestChartLabels::reportChartLabelsDoNotOverlap()
{
    QFETCH(QString, file);
    QFETCH(int, options);
    Scenario s;
    if (options > 0) {
        s = test::manyOptions(options);
    } else {
        const LoadResult loaded = ScenarioLoader::loadFile(example(file));
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        s = *loaded.scenario;
    }
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    // The report's chart size (points), painted on an image at one unit per pixel.
    QImage image(520, 330, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    QList<QRectF> rects;
    ChartPainter::paintCumulative(p, QRectF(0, 0, 520, 330), r, nullptr, s.calendar, {}, &rects);
    p.end();
    QCOMPARE(firstOverlap(rects), QString());
    for (const QRectF &rect : rects)
        QVERIFY(QRectF(image.rect()).contains(rect));
    int labelled = 0;
    for (const BreakEvenMark &m : ChartLabels::marks(r))
        labelled += m.labelled ? 1 : 0;
    QVERIFY(rects.size() <= labelled);
    if (labelled > 0 && options <= 50) // at 200 options the legend leaves little of the plot
        QVERIFY(!rects.isEmpty());
}

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
