// Monte Carlo of spot interruptions: agreement with the expected-value formulas,
// reproducibility, the deadline fallback, cancellation and progress.
#include "costengine.h"
#include "montecarlo.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

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

/// The policy of SpotRun walked the plain way, independently of the engine: exponential gaps
/// between interruptions, one after the other, the fallback test at each interruption. Its own
/// random stream, so only distributions can be compared with MonteCarlo::run().
struct GapWalk
{
    double finish = 0.0;
    bool fellBack = false;
};

GapWalk gapWalk(const SpotRun &r, std::mt19937_64 &rng)
{
    const double T = r.checkpointIntervalHours, C = r.checkpointWriteHours, R = r.restartHours;
    const double lambda = r.jobRate();
    const long long full = static_cast<long long>(std::floor(r.usefulHours / T + 1e-9));
    const double rest = r.usefulHours - double(full) * T;
    std::vector<double> segment(std::size_t(full), T + C);
    if (rest > 1e-9 * T)
        segment.push_back(rest + C);
    const std::size_t n = segment.size();
    std::vector<double> remaining(n + 1, 0.0); // time for segments i.. without interruptions
    for (std::size_t i = n; i-- > 0;)
        remaining[i] = remaining[i + 1] + segment[i];
    const double deadline = *r.deadlineHours;
    if (segment[0] + R + remaining[0] > deadline)
        return {remaining[0], true};
    std::exponential_distribution<double> gapDist(lambda);
    double now = 0.0;
    std::size_t i = 0;
    double gap = gapDist(rng);
    while (i < n) {
        if (gap >= segment[i]) { // the segment and its checkpoint are done
            gap -= segment[i];
            now += segment[i];
            ++i;
            continue;
        }
        now += gap; // interrupted: the segment is lost
        if (now + R + segment[i] + R + remaining[i] > deadline)
            return {now + R + remaining[i], true};
        now += R;
        gap = gapDist(rng);
    }
    return {now, false};
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
    void screenEqualsWalkTrialByTrial_data();
    void screenEqualsWalkTrialByTrial();
    void deadlineAgreesWithGapWalk_data();
    void deadlineAgreesWithGapWalk();
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
    const double exact = MonteCarlo::expectedOverhead(run); // 0.5535
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
    // A deadline that never binds leaves every trial as it is without a deadline (each trial
    // draws its failures and losses the same way; the deadline only decides when to fall back):
    // the same seed gives the same results to the last bit. 10 interruptions per 100 h on
    // 5000 h: about 600 losses per trial.
    SpotRun run = baseRun(0.015, 8, 1.5, 0.1, 0.3, 5000.0);
    const MonteCarloResult totals = MonteCarlo::run(run, settings(20000, 3));
    run.deadlineHours = 1e9;
    const MonteCarloResult path = MonteCarlo::run(run, settings(20000, 3));
    QVERIFY(totals.ok() && path.ok());
    QCOMPARE(path.fallbackShare, 0.0);
    QCOMPARE(path.finishHours.mean, totals.finishHours.mean);
    QCOMPARE(path.finishHours.p50, totals.finishHours.p50);
    QCOMPARE(path.cost.p90, totals.cost.p90);
    QCOMPARE(path.meanInterruptions, totals.meanInterruptions);
    QVERIFY(std::abs(totals.overheadFraction.mean - MonteCarlo::expectedOverhead(run)) < 1e-3);
}

void TestMonteCarlo::screenEqualsWalkTrialByTrial_data()
{
    // Small jobs; deadlines from loose to tight. Uninterrupted time S = work x (T + C) / T;
    // the first segment can be risked when tau + R + S <= deadline.
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("T");
    QTest::addColumn<double>("C");
    QTest::addColumn<double>("R");
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("deadline");
    QTest::addColumn<bool>("mixed"); // some trials fall back and some do not
    // S = 210; 200 segments of 1.05 h each fail e^0.105 - 1 = 0.11 times on average: about
    // 22 interruptions per trial (few: their losses are drawn one by one), each wasting about
    // 0.52 h of work + 0.5 h of restart, so about 233 h without a deadline.
    QTest::newRow("loose, 240 h") << 0.1 << 1.0 << 0.05 << 0.5 << 200.0 << 240.0 << true;
    QTest::newRow("middle, 233 h") << 0.1 << 1.0 << 0.05 << 0.5 << 200.0 << 233.0 << true;
    QTest::newRow("tight, 215 h") << 0.1 << 1.0 << 0.05 << 0.5 << 200.0 << 215.0 << false;
    QTest::newRow("tightest, 211.6 h (S + tau + R = 211.55)") << 0.1 << 1.0 << 0.05 << 0.5 << 200.0 << 211.6 << false;
    // A short last segment (200.4 h of work: 200 segments of 1.05 h and one of 0.45 h).
    QTest::newRow("last segment, 234 h") << 0.1 << 1.0 << 0.05 << 0.5 << 200.4 << 234.0 << true;
    // No restart time: about 210 + 22 x 0.52 = 221.5 h.
    QTest::newRow("R = 0, 222 h") << 0.1 << 1.0 << 0.05 << 0.0 << 200.0 << 222.0 << true;
    // Many interruptions: lost work drawn as normal sums, long bisections. S = 600 x 2.1 / 2
    // = 630; 300 segments fail e^1.05 - 1 = 1.86 times each: about 560 interruptions wasting
    // about 0.85 + 0.2 h each, about 1220 h in all.
    QTest::newRow("many, 1230 h") << 0.5 << 2.0 << 0.1 << 0.2 << 600.0 << 1230.0 << true;
    QTest::newRow("many, 700 h") << 0.5 << 2.0 << 0.1 << 0.2 << 600.0 << 700.0 << false;
}

void TestMonteCarlo::screenEqualsWalkTrialByTrial()
{
    // The screened search against the walk over every interruption, trial by trial, for one
    // seed: the same fallbacks at the same interruption, the same hours (to rounding: the
    // walk adds the losses one by one, the search adds halves of the sums).
    QFETCH(double, rate);
    QFETCH(double, T);
    QFETCH(double, C);
    QFETCH(double, R);
    QFETCH(double, work);
    QFETCH(double, deadline);
    QFETCH(bool, mixed);
    SpotRun run = baseRun(rate, 1, T, C, R, work);
    run.deadlineHours = deadline;
    const int n = 3000;
    const std::vector<TrialOutcome> fast = MonteCarlo::trials(run, 11, n);
    const std::vector<TrialOutcome> walk = MonteCarlo::trials(run, 11, n, true);
    QCOMPARE(int(fast.size()), n);
    QCOMPARE(int(walk.size()), n);
    int fellBack = 0;
    auto close = [](double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a)); };
    for (int i = 0; i < n; ++i) {
        const TrialOutcome &a = fast[std::size_t(i)];
        const TrialOutcome &b = walk[std::size_t(i)];
        const QByteArray where = QByteArray("trial ") + QByteArray::number(i);
        QVERIFY2(a.fellBack == b.fellBack, where.constData());
        QVERIFY2(a.interruptions == b.interruptions, where.constData());
        QVERIFY2(close(a.finish, b.finish) && close(a.spotHours, b.spotHours) && close(a.fallbackHours, b.fallbackHours)
                && close(a.lost, b.lost) && close(a.restarts, b.restarts),
            where.constData());
        // The policy is safe: every trial ends by the deadline.
        QVERIFY2(a.finish <= deadline + 1e-9, where.constData());
        fellBack += a.fellBack ? 1 : 0;
    }
    // Not a vacuous comparison: trials fall back, and where the deadline is in the middle of
    // the distribution some do not.
    QVERIFY2(fellBack > 0, qPrintable(QString::number(fellBack)));
    if (mixed)
        QVERIFY2(fellBack > n / 20 && fellBack < n - n / 20, qPrintable(QString::number(fellBack)));
    // run() gives these trials: its mean finish is theirs.
    double sum = 0.0;
    for (const TrialOutcome &t : fast)
        sum += t.finish;
    const MonteCarloResult r = MonteCarlo::run(run, settings(n, 11, 2));
    QVERIFY(r.ok());
    QVERIFY(std::abs(r.finishHours.mean - sum / n) < 1e-9 * r.finishHours.mean);
    QCOMPARE(r.fallbackShare, double(fellBack) / n);
}

void TestMonteCarlo::deadlineAgreesWithGapWalk_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("T");
    QTest::addColumn<double>("R");
    QTest::addColumn<double>("work");
    QTest::addColumn<double>("deadline");
    // C = 0.05. About 22 interruptions on 200 h of work (S = 210, about 233 h without a
    // deadline); about 540 on 600 h (S = 615, about 1180 h).
    QTest::newRow("22 interruptions, 240 h") << 0.1 << 1.0 << 0.5 << 200.0 << 240.0;
    QTest::newRow("22 interruptions, 233 h") << 0.1 << 1.0 << 0.5 << 200.0 << 233.0;
    QTest::newRow("22 interruptions, 220 h") << 0.1 << 1.0 << 0.5 << 200.0 << 220.0;
    QTest::newRow("540 interruptions, 1180 h") << 0.5 << 2.0 << 0.2 << 600.0 << 1180.0;
    QTest::newRow("540 interruptions, 1000 h") << 0.5 << 2.0 << 0.2 << 600.0 << 1000.0;
    QTest::newRow("540 interruptions, 900 h") << 0.5 << 2.0 << 0.2 << 600.0 << 900.0;
}

void TestMonteCarlo::deadlineAgreesWithGapWalk()
{
    // The model, not only the algorithm: the share of trials that fall back and the finish
    // percentiles agree with the plain simulation of exponential gaps (gapWalk above) within
    // sampling error (20,000 trials each: a share's standard error is at most 0.0035, so 0.02 is
    // more than 4 of them; finish times within 0.5 %).
    QFETCH(double, rate);
    QFETCH(double, T);
    QFETCH(double, R);
    QFETCH(double, work);
    QFETCH(double, deadline);
    SpotRun run = baseRun(rate, 1, T, 0.05, R, work);
    run.deadlineHours = deadline;
    const int n = 20000;
    const MonteCarloResult r = MonteCarlo::run(run, settings(n, 21));
    QVERIFY(r.ok());
    std::mt19937_64 rng(99);
    std::vector<double> finish;
    int fellBack = 0;
    for (int i = 0; i < n; ++i) {
        const GapWalk w = gapWalk(run, rng);
        finish.push_back(w.finish);
        fellBack += w.fellBack ? 1 : 0;
    }
    std::sort(finish.begin(), finish.end());
    const double share = double(fellBack) / n;
    QVERIFY2(std::abs(r.fallbackShare - share) < 0.02,
        qPrintable(QStringLiteral("fallback share %1, gap walk %2").arg(r.fallbackShare).arg(share)));
    const double p50 = finish[std::size_t(n / 2)];
    const double p90 = finish[std::size_t(n * 9 / 10)];
    QVERIFY2(std::abs(r.finishHours.p50 - p50) < 0.005 * p50,
        qPrintable(QStringLiteral("P50 %1, gap walk %2").arg(r.finishHours.p50).arg(p50)));
    QVERIFY2(std::abs(r.finishHours.p90 - p90) < 0.005 * p90,
        qPrintable(QStringLiteral("P90 %1, gap walk %2").arg(r.finishHours.p90).arg(p90)));
}

void TestMonteCarlo::deadlineFallback()
{
    // 200 h of work, interruptions every 10 h on average, deadline 240 h.
    SpotRun run = baseRun(0.1, 1, 1.0, 0.05, 0.5, 200.0);
    run.deadlineHours = 240.0;
    const MonteCarloResult r = MonteCarlo::run(run, settings(20000, 5));
    QVERIFY(r.ok());
    QVERIFY(r.fallbackShare > 0.05 && r.fallbackShare < 0.95);
    QCOMPARE(r.deadlineMissShare, 0.0); // the policy is safe
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
