// Monte Carlo of spot interruptions: agreement with the expected-value formulas,
// reproducibility, the deadline fallback, cancellation and progress.
#include "costengine.h"
#include "montecarlo.h"

#include <QTest>

#include <cmath>

using namespace gputco;

namespace {

SpotRun baseRun(double perInstanceRate, int instances, double T, double C, double R, double usefulHours)
{
    SpotRun r;
    r.usefulHours = usefulHours;
    r.instances = instances;
    r.interruptionsPerInstanceHour = perInstanceRate;
    r.checkpointIntervalHours = T;
    r.checkpointWriteHours = C;
    r.restartHours = R;
    r.spotPricePerInstanceHour = 10.0;
    r.fallbackPricePerInstanceHour = 40.0;
    return r;
}

SpotPricing pricing(const SpotRun &r)
{
    SpotPricing p;
    p.interruptionsPerInstanceHour = r.interruptionsPerInstanceHour;
    p.checkpointIntervalHours = r.checkpointIntervalHours;
    p.checkpointWriteHours = r.checkpointWriteHours;
    p.restartHours = r.restartHours;
    p.gangScheduled = r.gangScheduled;
    return p;
}

MonteCarloSettings settings(int trials, std::uint64_t seed, int threads = 2)
{
    MonteCarloSettings s;
    s.trials = trials;
    s.seed = seed;
    s.threads = threads;
    return s;
}

} // namespace

class TestMonteCarlo : public QObject
{
    Q_OBJECT

private slots:
    void meanAgreesWithFormulas_data();
    void meanAgreesWithFormulas();
    void firstOrderFormulaUnderestimatesAtLargeRate();
    void noInterruptionsIsDeterministic();
    void reproducibleForSeedAndThreads();
    void differentSeedDiffers();
    void totalsMatchPathSimulation();
    void deadlineFallback();
    void infeasibleDeadlineRunsOnDemand();
    void mixedReservedTermsAndOtherCosts();
    void cancelAndProgress();
    void errors();
};

void TestMonteCarlo::meanAgreesWithFormulas_data()
{
    // Stated tolerance: for lambda x T <= 0.05 the simulated mean overhead is within 5 % of the
    // engine's first-order C/T + lambda (T/2 + R), and within 3e-4 (absolute, about ten
    // standard errors) of the exact expectation of the simulated model.
    QTest::addColumn<double>("rate");
    QTest::addColumn<int>("instances");
    QTest::addColumn<double>("T");
    QTest::addColumn<double>("C");
    QTest::addColumn<double>("R");
    QTest::newRow("lambda T 0.008, gang of 4") << 0.002 << 4 << 1.0 << 0.05 << 0.25;
    QTest::newRow("lambda T 0.002, 2 h interval") << 0.001 << 1 << 2.0 << 0.05 << 0.25;
    QTest::newRow("lambda T 0.04") << 0.005 << 4 << 2.0 << 0.1 << 0.5;
    QTest::newRow("lambda T 0.05") << 0.05 << 1 << 1.0 << 0.02 << 0.1;
}

void TestMonteCarlo::meanAgreesWithFormulas()
{
    QFETCH(double, rate);
    QFETCH(int, instances);
    QFETCH(double, T);
    QFETCH(double, C);
    QFETCH(double, R);
    const SpotRun run = baseRun(rate, instances, T, C, R, 2000.0);
    const MonteCarloResult r = MonteCarlo::run(run, settings(20000, 42));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const double engine = CostEngine::spotOverhead(pricing(run), instances);
    const double exact = MonteCarlo::expectedOverhead(run);
    const double sim = r.overheadFraction.mean;
    QVERIFY2(std::abs(sim - engine) <= 0.05 * engine,
             qPrintable(QStringLiteral("simulated %1, first-order %2").arg(sim).arg(engine)));
    QVERIFY2(std::abs(sim - exact) <= 3e-4, qPrintable(QStringLiteral("simulated %1, exact %2").arg(sim).arg(exact)));
    // Cost and finish time are consistent with the overhead.
    QVERIFY(std::abs(r.finishHours.mean - 2000.0 * (1.0 + sim)) < 1e-6 * 2000.0);
    QVERIFY(std::abs(r.cost.mean - instances * 10.0 * r.finishHours.mean) < 1e-6 * r.cost.mean);
    QVERIFY(r.cost.p10 <= r.cost.p50 && r.cost.p50 <= r.cost.p90);
    QCOMPARE(r.fallbackShare, 0.0);
}

void TestMonteCarlo::firstOrderFormulaUnderestimatesAtLargeRate()
{
    // At lambda T = 0.5 the first-order formula misses that re-done work can be interrupted
    // again (the expected time per segment grows as e^(lambda (T + C)), not linearly) and that
    // an interrupted checkpoint write is lost too; the simulation follows the exact value.
    const SpotRun run = baseRun(0.5, 1, 1.0, 0.05, 0.25, 500.0);
    const MonteCarloResult r = MonteCarlo::run(run, settings(20000, 7));
    QVERIFY(r.ok());
    const double engine = CostEngine::spotOverhead(pricing(run), 1); // 0.425
    const double exact = MonteCarlo::expectedOverhead(run);           // 0.5535
    QVERIFY(std::abs(engine - 0.425) < 1e-12);
    QVERIFY(std::abs(exact - std::expm1(0.525) * 2.25 + 1.0) < 1e-12);
    QVERIFY(std::abs(r.overheadFraction.mean - exact) < 0.005);
    QVERIFY(r.overheadFraction.mean > 1.2 * engine);
}

void TestMonteCarlo::noInterruptionsIsDeterministic()
{
    // 10.5 h of work, T = 2, C = 0.1: segments 2,2,2,2,2,0.5, six checkpoints: 11.1 h.
    const SpotRun run = baseRun(0.0, 2, 2.0, 0.1, 0.5, 10.5);
    const MonteCarloResult r = MonteCarlo::run(run, settings(100, 1));
    QVERIFY(r.ok());
    QCOMPARE(r.finishHours.p10, 11.1);
    QCOMPARE(r.finishHours.p90, 11.1);
    QCOMPARE(r.cost.mean, 2 * 10.0 * 11.1);
    QCOMPARE(r.meanInterruptions, 0.0);
    QVERIFY(std::abs(r.meanCheckpointHours - 0.6) < 1e-12);
    QVERIFY(std::abs(MonteCarlo::expectedOverhead(run) - 0.6 / 10.5) < 1e-12);
}

void TestMonteCarlo::reproducibleForSeedAndThreads()
{
    SpotRun run = baseRun(0.01, 8, 1.0, 0.05, 0.2, 3000.0);
    const MonteCarloResult a = MonteCarlo::run(run, settings(5000, 12345, 2));
    const MonteCarloResult b = MonteCarlo::run(run, settings(5000, 12345, 1));
    const MonteCarloResult c = MonteCarlo::run(run, settings(5000, 12345, 4));
    QVERIFY(a.ok() && b.ok() && c.ok());
    QCOMPARE(a.seed, std::uint64_t(12345));
    for (const MonteCarloResult *x : {&b, &c}) {
        QCOMPARE(x->cost.mean, a.cost.mean);
        QCOMPARE(x->cost.p10, a.cost.p10);
        QCOMPARE(x->cost.p50, a.cost.p50);
        QCOMPARE(x->cost.p90, a.cost.p90);
        QCOMPARE(x->finishHours.p90, a.finishHours.p90);
        QCOMPARE(x->meanInterruptions, a.meanInterruptions);
    }
    // The same with a deadline (path simulation).
    run.deadlineHours = 3400.0;
    const MonteCarloResult d = MonteCarlo::run(run, settings(3000, 99, 2));
    const MonteCarloResult e = MonteCarlo::run(run, settings(3000, 99, 1));
    QCOMPARE(d.cost.p50, e.cost.p50);
    QCOMPARE(d.fallbackShare, e.fallbackShare);
}

void TestMonteCarlo::differentSeedDiffers()
{
    const SpotRun run = baseRun(0.01, 8, 1.0, 0.05, 0.2, 3000.0);
    const MonteCarloResult a = MonteCarlo::run(run, settings(5000, 1));
    const MonteCarloResult b = MonteCarlo::run(run, settings(5000, 2));
    QVERIFY(a.cost.p50 != b.cost.p50);
    QVERIFY(a.cost.mean != b.cost.mean);
    // ... but both estimate the same thing.
    QVERIFY(std::abs(a.cost.mean - b.cost.mean) < 0.002 * a.cost.mean);
    // Another option (stream key) with the same seed gets its own stream.
    SpotRun other = run;
    other.streamKey = 17;
    QVERIFY(MonteCarlo::run(other, settings(5000, 1)).cost.p50 != a.cost.p50);
}

void TestMonteCarlo::totalsMatchPathSimulation()
{
    // Without a deadline trials draw totals (negative binomial, normal sums of many losses);
    // a deadline that never binds takes the interruption-by-interruption path. Both must give
    // the same distribution. 10 interruptions per 100 h on 5000 h: about 600 losses per trial.
    SpotRun run = baseRun(0.015, 8, 1.5, 0.1, 0.3, 5000.0);
    const MonteCarloResult totals = MonteCarlo::run(run, settings(20000, 3));
    run.deadlineHours = 1e9;
    const MonteCarloResult path = MonteCarlo::run(run, settings(20000, 4));
    QVERIFY(totals.ok() && path.ok());
    QCOMPARE(path.fallbackShare, 0.0);
    for (auto [a, b] : {std::pair{totals.finishHours.mean, path.finishHours.mean},
                        std::pair{totals.finishHours.p10, path.finishHours.p10},
                        std::pair{totals.finishHours.p50, path.finishHours.p50},
                        std::pair{totals.finishHours.p90, path.finishHours.p90}})
        QVERIFY2(std::abs(a - b) < 0.002 * a, qPrintable(QStringLiteral("%1 vs %2").arg(a).arg(b)));
    QVERIFY(std::abs(totals.meanInterruptions - path.meanInterruptions) < 0.01 * path.meanInterruptions);
    QVERIFY(std::abs(totals.overheadFraction.mean - MonteCarlo::expectedOverhead(run)) < 1e-3);
}

void TestMonteCarlo::deadlineFallback()
{
    // 200 h of work, interruptions every 10 h on average, deadline 240 h.
    SpotRun run = baseRun(0.1, 1, 1.0, 0.05, 0.5, 200.0);
    run.deadlineHours = 240.0;
    const MonteCarloResult r = MonteCarlo::run(run, settings(20000, 5));
    QVERIFY(r.ok());
    QVERIFY(r.fallbackShare > 0.05 && r.fallbackShare < 0.95);
    QCOMPARE(r.deadlineMissShare, 0.0);           // the policy is safe
    QVERIFY(r.finishHours.max <= 240.0 + 1e-9);
    QVERIFY(r.meanFallbackHours > 0.0);
    // Every billed hour is either spot or fallback; cost is their priced sum.
    QVERIFY(std::abs(r.cost.mean - (10.0 * r.meanSpotHours + 40.0 * r.meanFallbackHours)) < 1e-6 * r.cost.mean);
    // Without the deadline some trials would finish later than 240 h.
    run.deadlineHours.reset();
    const MonteCarloResult free = MonteCarlo::run(run, settings(20000, 5));
    QVERIFY(free.finishHours.max > 240.0);
    QVERIFY(free.cost.mean < r.cost.mean); // the fallback's on-demand price costs money
}

void TestMonteCarlo::infeasibleDeadlineRunsOnDemand()
{
    // 100 h of work with T = 1, C = 0.1 takes 110 h without interruptions: a 111 h deadline
    // leaves no room to risk a segment on spot (1.1 + R 1 + 110 > 111): on-demand from the start.
    SpotRun run = baseRun(0.05, 2, 1.0, 0.1, 1.0, 100.0);
    run.deadlineHours = 111.0;
    const MonteCarloResult r = MonteCarlo::run(run, settings(1000, 1));
    QVERIFY(r.ok());
    QCOMPARE(r.fallbackShare, 1.0);
    QCOMPARE(r.finishHours.p50, 110.0);
    QVERIFY(std::abs(r.cost.p50 - 2 * 40.0 * 110.0) < 1e-9);
    QCOMPARE(r.deadlineMissShare, 0.0);
    // A deadline shorter than the work itself is missed by every trial.
    run.deadlineHours = 100.0;
    QCOMPARE(MonteCarlo::run(run, settings(100, 1)).deadlineMissShare, 1.0);
}

void TestMonteCarlo::mixedReservedTermsAndOtherCosts()
{
    // No interruptions: 1000 h + 10 checkpoints of 1 h = 1010 h. Reserved base of 3 instances,
    // terms of 730 h at 5000 each: 2 terms. Other costs 2 per hour.
    SpotRun run = baseRun(0.0, 1, 100.0, 1.0, 0.0, 1000.0);
    run.reservedInstances = 3;
    run.reservedTermHours = 730.0;
    run.reservedCostPerInstanceTerm = 5000.0;
    run.otherCostPerHour = 2.0;
    const MonteCarloResult r = MonteCarlo::run(run, settings(10, 1));
    QVERIFY(r.ok());
    QCOMPARE(r.cost.p50, 10.0 * 1010.0 + 3 * 2 * 5000.0 + 2.0 * 1010.0);
}

void TestMonteCarlo::cancelAndProgress()
{
    const SpotRun run = baseRun(0.01, 8, 1.0, 0.05, 0.2, 3000.0);
    std::atomic<bool> cancel{true};
    MonteCarloSettings s = settings(50000, 1);
    s.cancel = &cancel;
    MonteCarloResult r = MonteCarlo::run(run, s);
    QVERIFY(r.cancelled);
    QVERIFY(!r.ok());

    cancel = false;
    int calls = 0, last = 0;
    bool monotonic = true;
    s.progress = [&](int done, int total) {
        ++calls;
        monotonic = monotonic && done >= last && total == 50000;
        last = done;
    };
    r = MonteCarlo::run(run, s);
    QVERIFY(r.ok());
    QVERIFY(calls > 1);
    QVERIFY(monotonic);
    QCOMPARE(last, 50000);

    // Cancelled from the progress callback (as a GUI's cancel button would, via the flag).
    s.progress = [&](int, int) { cancel = true; };
    r = MonteCarlo::run(run, s);
    QVERIFY(r.cancelled);
}

void TestMonteCarlo::errors()
{
    SpotRun run = baseRun(0.01, 1, 1.0, 0.0, 0.0, 10.0);
    QVERIFY(!MonteCarlo::run(run, settings(0, 1)).errors.isEmpty());
    run.usefulHours = 0.0;
    QVERIFY(!MonteCarlo::run(run, settings(10, 1)).errors.isEmpty());
    run.usefulHours = 10.0;
    run.checkpointIntervalHours = 0.0;
    QVERIFY(!MonteCarlo::run(run, settings(10, 1)).errors.isEmpty());
    // 100 interruptions per interval: hopeless, refused instead of looping for ever.
    run = baseRun(100.0, 1, 1.0, 0.0, 0.0, 10.0);
    const MonteCarloResult r = MonteCarlo::run(run, settings(10, 1));
    QCOMPARE(r.errors.size(), 1);
    QVERIFY(r.errors.first().contains(QStringLiteral("too frequent")));
}

QTEST_GUILESS_MAIN(TestMonteCarlo)
#include "tst_montecarlo.moc"
