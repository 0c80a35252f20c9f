// The one ranking (models/engine/ranking.h): which option is recommended (lowest NPV) and which is
// cheapest (lowest undiscounted total), both only among options that serve all demand; ties
// to the lower index; none when no option serves all demand. Hand-computed values.
#include "builders.h"
#include "costengine.h"
#include "ranking.h"

#include <QTest>

using namespace gputco;
using namespace gputco::test;

namespace {

struct Row
{
    double total;
    double npv;
    double unmet = 0.0;
    double slipped = 0.0;
};

ScenarioResult result(const QList<Row> &rows)
{
    ScenarioResult r;
    r.currency = QStringLiteral("CNY");
    r.horizonMonths = 36;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        OptionResult o;
        o.id = QStringLiteral("o%1").arg(i);
        o.name = o.id;
        o.total = rows[i].total;
        o.totalDiscounted = rows[i].npv;
        o.comparisonTotal = o.total; // no end-of-horizon credit in these rows
        o.comparisonDiscounted = o.totalDiscounted;
        o.unmetGpuHours = rows[i].unmet;
        o.slippedGpuHours = rows[i].slipped;
        r.options.push_back(o);
    }
    return r;
}

using Indices = std::vector<int>;

} // namespace

Q_DECLARE_METATYPE(Row)
Q_DECLARE_METATYPE(QList<Row>)

class TestRanking : public QObject
{
    Q_OBJECT

private slots:
    void rank_data();
    void rank();
    void slippingSpotFromTheEngineIsNotRanked();
    void resultWithErrorsHasNoRanking();
};

void TestRanking::rank_data()
{
    QTest::addColumn<QList<Row>>("rows");
    QTest::addColumn<int>("recommended");
    QTest::addColumn<int>("cheapest");
    QTest::addColumn<QList<int>>("byNpv");
    QTest::addColumn<QList<int>>("byTotal");
    QTest::addColumn<QList<int>>("notRanked");

    // Option 1 costs least (600,000) but leaves 93,440 GPU-hours unserved: excluded. Of the
    // rest, option 2 has both the lowest NPV (780,000 < 950,000) and total (800,000 < 1,000,000).
    QTest::newRow("unserved option is cheapest but excluded")
        << QList<Row>{{1000000, 950000}, {600000, 550000, 93440}, {800000, 780000}} << 2 << 2 << QList<int>{2, 0}
        << QList<int>{2, 0} << QList<int>{1};
    // Buying pays 1,000,000 up front: NPV 1,000,000 (nothing to discount). The cloud pays
    // 1,020,000 spread over the horizon, discounted to 940,000. Undiscounted buying is cheaper
    // by 20,000, discounted the cloud by 60,000: recommended (NPV) and cheapest (total) differ.
    QTest::newRow("NPV winner differs from undiscounted winner")
        << QList<Row>{{1000000, 1000000}, {1020000, 940000}} << 1 << 0 << QList<int>{1, 0} << QList<int>{0, 1}
        << QList<int>{};
    // Options 0 and 2 tie on total (500,000) and NPV (450,000); option 1 ties too but leaves
    // 10 GPU-hours unserved. The tie goes to the lower index, 0; option 1 is not ranked.
    QTest::newRow("tie goes to the lower index") << QList<Row>{{500000, 450000}, {500000, 450000, 10}, {500000, 450000}}
                                                 << 0 << 0 << QList<int>{0, 2} << QList<int>{0, 2} << QList<int>{1};
    // A later option equal on NPV but cheaper in total: recommended stays with the lower
    // index (0), cheapest is option 1 (490,000 < 500,000).
    QTest::newRow("NPV tie, total decides cheapest only") << QList<Row>{{500000, 450000}, {490000, 450000}} << 0 << 1
                                                          << QList<int>{0, 1} << QList<int>{1, 0} << QList<int>{};
    // Spot whose capacity cannot keep up (865 GPU-hours slip into later months) is not ranked,
    // though cheapest on both counts.
    QTest::newRow("work that slips is not ranked") << QList<Row>{{300000, 290000, 0, 865.185}, {400000, 390000}} << 1
                                                   << 1 << QList<int>{1} << QList<int>{1} << QList<int>{0};
    QTest::newRow("no option serves all demand")
        << QList<Row>{{100, 90, 1}, {200, 180, 0, 5}} << -1 << -1 << QList<int>{} << QList<int>{} << QList<int>{0, 1};
    QTest::newRow("no options") << QList<Row>{} << -1 << -1 << QList<int>{} << QList<int>{} << QList<int>{};
}

void TestRanking::rank()
{
    QFETCH(QList<Row>, rows);
    QFETCH(int, recommended);
    QFETCH(int, cheapest);
    QFETCH(QList<int>, byNpv);
    QFETCH(QList<int>, byTotal);
    QFETCH(QList<int>, notRanked);
    const ScenarioResult r = result(rows);
    const Ranking k = gputco::rank(r);
    QCOMPARE(k.recommended, recommended);
    QCOMPARE(k.cheapest, cheapest);
    QCOMPARE(k.byNpv, Indices(byNpv.begin(), byNpv.end()));
    QCOMPARE(k.byTotal, Indices(byTotal.begin(), byTotal.end()));
    QCOMPARE(k.notRanked, Indices(notRanked.begin(), notRanked.end()));
    QCOMPARE(k.runnerUpByNpv(), byNpv.size() > 1 ? byNpv[1] : -1);
    QCOMPARE(k.runnerUpByTotal(), byTotal.size() > 1 ? byTotal[1] : -1);
    QCOMPARE(k.servesAllDemand.size(), std::size_t(rows.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const bool serves = rows[i].unmet <= 0 && rows[i].slipped <= 0;
        QCOMPARE(bool(k.servesAllDemand[std::size_t(i)]), serves);
        QVERIFY(k.fitsBudget[std::size_t(i)]); // no budgets yet: every option fits
        QCOMPARE(k.isRanked(int(i)), serves);
    }
}

void TestRanking::slippingSpotFromTheEngineIsNotRanked()
{
    // 16 GPUs busy all 730 hours of one month. Spot, 2 gang-scheduled instances of 8 GPUs:
    // lambda 0.01 per instance-hour, T = 2 h, C = 0.1 h, R = 0.5 h, so the overhead is
    // C/T + 2 x 0.01 x (T/2 + R) = 0.05 + 0.03 = 0.08 and the work needs 730 x 1.08 = 788.4
    // hours: only 730 / 1.08 = 675.93 useful hours per GPU fit, and
    // 16 x 730 x 0.08 / 1.08 = 865.185 GPU-hours slip. Billed 2 x 788.4 x 30 = 47,304.
    // On demand: 2 x 730 x 40 = 58,400, dearer, but it serves everything: it is both
    // recommended and cheapest.
    Scenario s = scenario(16, 730, 1);
    s.options.push_back(cloud(QStringLiteral("spot"), test::spot()));
    s.options.push_back(cloud(QStringLiteral("ondemand"), onDemand(40.0)));
    const ScenarioResult r = CostEngine::compute(s);
    QVERIFY(r.ok());
    QCOMPARE(r.options[0].total, 47304.0);
    QCOMPARE(r.options[1].total, 58400.0);
    QCOMPARE(r.options[0].unmetGpuHours, 0.0);
    QVERIFY(qAbs(r.options[0].slippedGpuHours - 16 * 730 * 0.08 / 1.08) < 1e-6);
    QCOMPARE(r.options[1].slippedGpuHours, 0.0);
    QVERIFY(!servesAllDemand(r.options[0]));
    const Ranking k = gputco::rank(r);
    QCOMPARE(k.recommended, 1);
    QCOMPARE(k.cheapest, 1);
    QCOMPARE(k.notRanked, Indices{0});
    QCOMPARE(k.cheapestOfKind(r, OptionKind::Cloud), 1);
    QCOMPARE(k.cheapestOfKind(r, OptionKind::SelfHosted), -1);

    // At 365 busy hours spot keeps up (365 x 1.08 = 394.2 < 730): nothing slips, and spot,
    // 2 x 394.2 x 30 = 23,652 against 2 x 365 x 40 = 29,200, is recommended.
    s.demand.busyHoursPerMonth = 365;
    const ScenarioResult half = CostEngine::compute(s);
    QCOMPARE(half.options[0].slippedGpuHours, 0.0);
    QVERIFY(qAbs(half.options[0].total - 23652.0) < 1e-6);
    QCOMPARE(gputco::rank(half).recommended, 0);
}

void TestRanking::resultWithErrorsHasNoRanking()
{
    ScenarioResult r = result({{100, 90}});
    r.errors << QStringLiteral("the horizon must be between 1 and 120 months");
    const Ranking k = gputco::rank(r);
    QCOMPARE(k.recommended, -1);
    QCOMPARE(k.cheapest, -1);
    QVERIFY(k.byNpv.empty());
}

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
