#include "cbcbackend.h"
#include "milp.h"

#include <QtTest>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <thread>
#include <unistd.h>

using namespace gputco;
using Status = MilpResult::Status;

Q_DECLARE_METATYPE(gputco::MilpModel)

namespace {

// A 0-1 knapsack of 15 items (maximise value within the capacity, as min -value).
constexpr std::array<int, 15> kWeights{23, 31, 29, 44, 53, 38, 63, 85, 89, 82, 12, 17, 41, 57, 70};
constexpr std::array<int, 15> kValues{92, 57, 49, 68, 60, 43, 67, 84, 87, 72, 19, 25, 55, 66, 81};
constexpr int kCapacity = 265;

MilpModel knapsack()
{
    MilpModel m;
    const int row = m.addRow(-MilpModel::infinity(), kCapacity);
    for (std::size_t i = 0; i < kWeights.size(); ++i)
        m.addColumn(0, 1, -kValues[i], true, {{row, kWeights[i]}}, "item" + std::to_string(i));
    return m;
}

struct KnapsackBest
{
    int value = -1;
    unsigned mask = 0;
    int ties = 0;
};

KnapsackBest knapsackBruteForce()
{
    KnapsackBest best;
    for (unsigned mask = 0; mask < (1u << kWeights.size()); ++mask) {
        int weight = 0, value = 0;
        for (std::size_t i = 0; i < kWeights.size(); ++i)
            if (mask & (1u << i)) {
                weight += kWeights[i];
                value += kValues[i];
            }
        if (weight > kCapacity)
            continue;
        if (value > best.value)
            best = {value, mask, 1};
        else if (value == best.value)
            ++best.ties;
    }
    return best;
}

// Twelve months of demand (instances) served by on-demand instances or reserved lots of 3 and
// 6 months that must end within the year; prices per instance-month, in CNY.
constexpr int kMonths = 12;
constexpr std::array<int, kMonths> kDemand{1, 1, 2, 3, 3, 2, 2, 3, 1, 0, 2, 2};
constexpr double kOnDemand = 31000, kReserved3 = 26000, kReserved6 = 21500;
constexpr int kMax3 = 1, kMax6 = 2; // lots per start month (the column bounds)

struct Covering
{
    MilpModel model;
    std::vector<int> lot3, lot6, onDemand; // column of each start month / month
};

Covering covering()
{
    Covering c;
    std::vector<int> rows;
    for (int m = 0; m < kMonths; ++m)
        rows.push_back(c.model.addRow(kDemand[std::size_t(m)], MilpModel::infinity()));
    auto lot = [&](int term, int start, double price, int most) {
        std::vector<std::pair<int, double>> entries;
        for (int m = start; m < start + term; ++m)
            entries.emplace_back(rows[std::size_t(m)], 1.0);
        return c.model.addColumn(
            0, most, term * price, true, entries, "L" + std::to_string(term) + "_" + std::to_string(start));
    };
    for (int t = 0; t + 3 <= kMonths; ++t)
        c.lot3.push_back(lot(3, t, kReserved3, kMax3));
    for (int t = 0; t + 6 <= kMonths; ++t)
        c.lot6.push_back(lot(6, t, kReserved6, kMax6));
    for (int m = 0; m < kMonths; ++m)
        c.onDemand.push_back(
            c.model.addColumn(0, 3, kOnDemand, true, {{rows[std::size_t(m)], 1.0}}, "O_" + std::to_string(m)));
    return c;
}

/// The cost of the lots (counts by start month) with every month's rest on demand: the
/// cheapest completion, as on-demand costs more than nothing and months are independent.
double coveringCost(const std::vector<int> &lots3, const std::vector<int> &lots6)
{
    double cost = 0;
    std::array<int, kMonths> reserved{};
    for (std::size_t t = 0; t < lots3.size(); ++t) {
        cost += lots3[t] * 3 * kReserved3;
        for (std::size_t m = t; m < t + 3; ++m)
            reserved[m] += lots3[t];
    }
    for (std::size_t t = 0; t < lots6.size(); ++t) {
        cost += lots6[t] * 6 * kReserved6;
        for (std::size_t m = t; m < t + 6; ++m)
            reserved[m] += lots6[t];
    }
    for (std::size_t m = 0; m < kMonths; ++m)
        cost += std::max(0, kDemand[m] - reserved[m]) * kOnDemand;
    return cost;
}

/// Every combination of lots (2^10 x 3^7 = 2.2 million).
double coveringBruteForce()
{
    double best = MilpModel::infinity();
    std::vector<int> lots3(kMonths - 2), lots6(kMonths - 5);
    for (unsigned mask = 0; mask < (1u << lots3.size()); ++mask) {
        for (std::size_t t = 0; t < lots3.size(); ++t)
            lots3[t] = (mask >> t) & 1u;
        std::fill(lots6.begin(), lots6.end(), 0);
        while (true) {
            best = std::min(best, coveringCost(lots3, lots6));
            std::size_t k = 0; // next base-3 number
            while (k < lots6.size() && lots6[k] == kMax6)
                lots6[k++] = 0;
            if (k == lots6.size())
                break;
            ++lots6[k];
        }
    }
    return best;
}

/*!
 * A market split instance (Cornuejols and Dawande): binaries x, sum_j a_ij x_j + p_i - q_i = d_i,
 * minimise sum_i (p_i + q_i). The LP bound is 0 and branch and bound proves little: hard with few
 * columns. d_i = floor(sum_j a_ij / 2), or A x* for a planted x* (then the optimum is 0).
 */
struct MarketSplit
{
    std::vector<std::vector<int>> a;
    std::vector<int> d;
    std::vector<double> planted; // x*, when planted
    MilpModel model;
};

MarketSplit marketSplit(int rows, int columns, std::uint32_t seed, bool plant)
{
    MarketSplit s;
    std::mt19937 random(seed);
    s.a.assign(std::size_t(rows), std::vector<int>(std::size_t(columns)));
    for (auto &row : s.a)
        for (int &v : row)
            v = int(random() % 100);
    if (plant)
        for (int j = 0; j < columns; ++j)
            s.planted.push_back(double(random() % 2));
    for (const auto &row : s.a) {
        int sum = 0;
        for (std::size_t j = 0; j < row.size(); ++j)
            sum += plant ? row[j] * int(s.planted[j]) : row[j];
        s.d.push_back(plant ? sum : sum / 2);
    }
    for (int i = 0; i < rows; ++i)
        s.model.addRow(s.d[std::size_t(i)], s.d[std::size_t(i)]);
    for (int j = 0; j < columns; ++j) {
        std::vector<std::pair<int, double>> entries;
        for (int i = 0; i < rows; ++i)
            entries.emplace_back(i, s.a[std::size_t(i)][std::size_t(j)]);
        s.model.addColumn(0, 1, 0, true, entries, "x" + std::to_string(j));
    }
    for (int i = 0; i < rows; ++i) {
        s.model.addColumn(0, MilpModel::infinity(), 1, false, {{i, 1.0}}, "p" + std::to_string(i));
        s.model.addColumn(0, MilpModel::infinity(), 1, false, {{i, -1.0}}, "q" + std::to_string(i));
    }
    return s;
}

/// min over all x of sum_i |A_i x - d_i|, by enumeration (2^columns).
int marketSplitBruteForce(const MarketSplit &s)
{
    const std::size_t n = s.a.front().size();
    int best = std::numeric_limits<int>::max();
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        int total = 0;
        for (std::size_t i = 0; i < s.a.size(); ++i) {
            int sum = 0;
            for (std::size_t j = 0; j < n; ++j)
                if (mask & (1u << j))
                    sum += s.a[i][j];
            total += std::abs(sum - s.d[i]);
        }
        best = std::min(best, total);
    }
    return best;
}

/// A point of the market split with x = 0 and the slacks that make it feasible.
std::vector<double> marketSplitZero(const MarketSplit &s)
{
    std::vector<double> x(std::size_t(s.model.columns()), 0.0);
    const std::size_t n = s.a.front().size();
    for (std::size_t i = 0; i < s.d.size(); ++i)
        x[n + 2 * i] = s.d[i]; // p_i = d_i
    return x;
}

/// What @p f writes to file descriptors 1 and 2 (through a temporary file, which cannot fill up
/// and block the writer as a pipe would).
template<typename F> std::string captureOutput(F &&f)
{
    std::fflush(stdout);
    std::fflush(stderr);
    FILE *sink = std::tmpfile();
    if (!sink)
        return "(no temporary file)";
    const int savedOut = dup(1), savedErr = dup(2);
    dup2(fileno(sink), 1);
    dup2(fileno(sink), 2);
    f();
    std::fflush(stdout);
    std::fflush(stderr);
    dup2(savedOut, 1);
    dup2(savedErr, 2);
    close(savedOut);
    close(savedErr);
    std::string text;
    std::rewind(sink);
    for (int c; (c = std::fgetc(sink)) != EOF;)
        text.push_back(char(c));
    std::fclose(sink);
    return text;
}

} // namespace

/// The solver-neutral MILP and its CBC backend (docs/design/plan-solver.md, 1.4, 1.5 and 9).
class TestMilp : public QObject
{
    Q_OBJECT

private slots:
    void evaluateAndCheck();
    void knapsackMatchesBruteForce();
    void coveringMatchesBruteForce();
    void linearProgram();
    void infeasible_data();
    void infeasible();
    void nodeLimitReportsGap();
    void mipStartIsUsed();
    void cancelBeforeStart();
    void cancelFromAnotherThread();
    void timeLimit();
    void deterministic();
    void silent();
};

void TestMilp::evaluateAndCheck()
{
    // min 5 + 2x + 3y, x integer in [0, 4], y in [0, 1e7]; 1 <= x + 1e6 y <= 2,000,001.
    MilpModel m;
    m.constant = 5;
    const int row = m.addRow(1, 2000001);
    m.addColumn(0, 4, 2, true, {{row, 1.0}});
    m.addColumn(0, 1e7, 3, false, {{row, 1e6}});
    QCOMPARE(m.columns(), 2);
    QCOMPARE(m.rows(), 1);
    QCOMPARE(m.start, (std::vector<int>{0, 1, 2}));
    QCOMPARE(m.columnName(1), std::string("c1"));
    QCOMPARE(evaluate(m, {1, 2}), 5.0 + 2 + 6);
    QVERIFY(std::isnan(evaluate(m, {1})));
    QVERIFY(checkFeasible(m, {1, 2}));
    QCOMPARE(maxViolation(m, {1, 2}), 0.0);
    // Not integer: 0.25 off.
    QCOMPARE(maxViolation(m, {1.25, 0}), 0.25);
    // Above the column bound 4 by 2: relative to 4.
    QCOMPARE(maxViolation(m, {6, 0}), 0.5);
    // The row at 3,000,001 passes 2,000,001 by 1,000,000: relative 0.4999...
    QCOMPARE(maxViolation(m, {1, 3}), 1e6 / 2000001);
    // Below the row's lower bound 1 by 1.
    QCOMPARE(maxViolation(m, {0, 0}), 1.0);
    QVERIFY(!checkFeasible(m, {0, 0}));
    QVERIFY(std::isinf(maxViolation(m, {0})));
}

void TestMilp::knapsackMatchesBruteForce()
{
    const KnapsackBest best = knapsackBruteForce();
    QCOMPARE(best.ties, 1); // so the optimal x is known
    const MilpModel m = knapsack();
    const MilpResult r = solveWithCbc(m);
    QCOMPARE(statusName(r.status), "optimal");
    QCOMPARE(r.objective, double(-best.value));
    QCOMPARE(r.bound, r.objective);
    QCOMPARE(r.gap, 0.0);
    QCOMPARE(r.solves, 1);
    QCOMPARE(int(r.x.size()), 15);
    for (std::size_t i = 0; i < r.x.size(); ++i)
        QCOMPARE(r.x[i], (best.mask >> i) & 1u ? 1.0 : 0.0);
    QVERIFY(checkFeasible(m, r.x, 0));
}

void TestMilp::coveringMatchesBruteForce()
{
    const double best = coveringBruteForce();
    const Covering c = covering();
    const MilpResult r = solveWithCbc(c.model);
    QCOMPARE(statusName(r.status), "optimal");
    QCOMPARE(r.objective, best);
    QCOMPARE(r.gap, 0.0);
    QVERIFY(checkFeasible(c.model, r.x, 0));
    // The solver's lots, priced by the test's own rule, cost what it says.
    std::vector<int> lots3, lots6;
    for (int j : c.lot3)
        lots3.push_back(int(r.x[std::size_t(j)]));
    for (int j : c.lot6)
        lots6.push_back(int(r.x[std::size_t(j)]));
    QCOMPARE(coveringCost(lots3, lots6), best);
    // Commitments pay here: all on demand would cost 22 instance-months x 31,000 = 682,000.
    QCOMPARE(coveringCost(std::vector<int>(lots3.size()), std::vector<int>(lots6.size())), 682000.0);
    QVERIFY(best < 682000);
    // One optimum: 6-month lots from months 1, 3 and 4 (3 x 129,000) and 5 instance-months on
    // demand (months 8, 11 and 12: 155,000).
    QCOMPARE(best, 542000.0);
}

void TestMilp::linearProgram()
{
    // min x + y, x + 2y >= 4, 3x + y >= 6: the vertex x = 1.6, y = 1.2 (no integers: Clp alone).
    MilpModel m;
    const int a = m.addRow(4, MilpModel::infinity());
    const int b = m.addRow(6, MilpModel::infinity());
    m.addColumn(0, MilpModel::infinity(), 1, false, {{a, 1.0}, {b, 3.0}});
    m.addColumn(0, MilpModel::infinity(), 1, false, {{a, 2.0}, {b, 1.0}});
    const MilpResult r = solveWithCbc(m);
    QCOMPARE(statusName(r.status), "optimal");
    QVERIFY(std::abs(r.x[0] - 1.6) < 1e-9);
    QVERIFY(std::abs(r.x[1] - 1.2) < 1e-9);
    QVERIFY(std::abs(r.objective - 2.8) < 1e-9);
}

void TestMilp::infeasible_data()
{
    QTest::addColumn<MilpModel>("model");
    {
        // 2x + 2y = 3 has no integer solution although x = 0.75, y = 0.75 solves the LP.
        MilpModel m;
        const int row = m.addRow(3, 3);
        m.addColumn(0, 5, 1, true, {{row, 2.0}});
        m.addColumn(0, 5, 1, true, {{row, 2.0}});
        QTest::newRow("integer only") << m;
    }
    {
        // x + y >= 5 and x + y <= 3: the LP already.
        MilpModel m;
        const int r1 = m.addRow(5, MilpModel::infinity());
        const int r2 = m.addRow(-MilpModel::infinity(), 3);
        m.addColumn(0, 10, 1, true, {{r1, 1.0}, {r2, 1.0}});
        m.addColumn(0, 10, 1, true, {{r1, 1.0}, {r2, 1.0}});
        QTest::newRow("linear relaxation") << m;
    }
    {
        // The covering model with a month of 17 instances: at most 16 can serve it (3 lots of 3
        // months of at most 1, 5 lots of 6 months of at most 2, 3 on demand).
        Covering c = covering();
        c.model.rowLower[4] = 17;
        QTest::newRow("covering, month 5 needs 17 of at most 16") << c.model;
    }
}

void TestMilp::infeasible()
{
    QFETCH(MilpModel, model);
    const MilpResult r = solveWithCbc(model);
    QCOMPARE(statusName(r.status), "infeasible");
    QVERIFY(!r.hasPoint());
    QVERIFY(std::isnan(r.objective));
    // Confirmed by a second solve without preprocessing.
    QCOMPARE(r.solves, 2);
}

void TestMilp::nodeLimitReportsGap()
{
    const MarketSplit s = marketSplit(4, 20, 7, false);
    const int best = marketSplitBruteForce(s);
    QCOMPARE(best, 3); // the instance's proven optimum, by enumerating 2^20 points
    MilpOptions o;
    o.maxNodes = 1;
    o.mipStart = marketSplitZero(s); // an incumbent from the start
    const MilpResult r = solveWithCbc(s.model, o);
    QCOMPARE(statusName(r.status), "nodeLimit");
    QVERIFY(r.hasPoint());
    QVERIFY(checkFeasible(s.model, r.x, 1e-9));
    QVERIFY(r.nodes <= 2);
    // bound <= optimum <= objective, and the gap says how far apart.
    QVERIFY2(r.bound <= best + 1e-9, qPrintable(QString::number(r.bound)));
    QVERIFY2(r.objective >= best, qPrintable(QString::number(r.objective)));
    QVERIFY(r.objective > r.bound);
    QCOMPARE(r.gap, (r.objective - r.bound) / std::max(std::abs(r.objective), 1.0));
    QVERIFY(r.gap > 0);
    // The objective is the one at the rounded point.
    QCOMPARE(r.objective, evaluate(s.model, r.x));
}

void TestMilp::mipStartIsUsed()
{
    // A planted x*: with it as the start, the LP bound 0 proves it optimal at once; without it,
    // one node does not find a point of cost 0.
    const MarketSplit s = marketSplit(4, 40, 11, true);
    std::vector<double> start = marketSplitZero(s);
    std::copy(s.planted.begin(), s.planted.end(), start.begin());
    for (std::size_t i = 0; i < s.d.size(); ++i)
        start[40 + 2 * i] = 0;
    QVERIFY(checkFeasible(s.model, start, 0));
    MilpOptions o;
    o.maxNodes = 1;
    const MilpResult without = solveWithCbc(s.model, o);
    QCOMPARE(statusName(without.status), "nodeLimit");
    QVERIFY(!without.hasPoint() || without.objective > 0);
    o.mipStart = start;
    const MilpResult with = solveWithCbc(s.model, o);
    QCOMPARE(statusName(with.status), "optimal");
    QCOMPARE(with.objective, 0.0);
    QVERIFY(checkFeasible(s.model, with.x, 1e-9));

    o.mipStart.pop_back();
    QCOMPARE(statusName(solveWithCbc(s.model, o).status), "error");
}

void TestMilp::cancelBeforeStart()
{
    std::atomic<bool> cancel{true};
    MilpOptions o;
    o.cancel = &cancel;
    const MilpResult r = solveWithCbc(knapsack(), o);
    QCOMPARE(statusName(r.status), "cancelled");
    QCOMPARE(r.solves, 0);
    QVERIFY(!r.hasPoint());
}

void TestMilp::cancelFromAnotherThread()
{
    // Hours for branch and bound: only the cancel ends it.
    const MarketSplit s = marketSplit(4, 40, 3, false);
    std::atomic<bool> cancel{false};
    int reports = 0;
    bool boundBelowObjective = true;
    MilpOptions o;
    o.cancel = &cancel;
    o.progress = [&](const MilpProgress &p) {
        ++reports;
        boundBelowObjective = boundBelowObjective && p.bound <= p.objective + 1e-9;
    };
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        cancel.store(true);
    });
    const MilpResult r = solveWithCbc(s.model, o);
    canceller.join();
    QCOMPARE(statusName(r.status), "cancelled");
    QVERIFY2(r.seconds >= 0.5 && r.seconds < 30, qPrintable(QString::number(r.seconds)));
    // The event handler ran (it reports progress): it stopped the search, at the root or in
    // the tree depending on the machine's speed.
    QVERIFY(reports > 0);
    QVERIFY(boundBelowObjective);
    if (r.hasPoint()) {
        QVERIFY(checkFeasible(s.model, r.x, 1e-9));
        QVERIFY(r.bound <= r.objective);
    }
}

void TestMilp::timeLimit()
{
    const MarketSplit s = marketSplit(4, 40, 3, false);
    MilpOptions o;
    o.timeLimitSeconds = 0.5;
    o.mipStart = marketSplitZero(s); // a point however slow the machine
    const MilpResult r = solveWithCbc(s.model, o);
    QCOMPARE(statusName(r.status), "timeLimit");
    QVERIFY2(r.seconds >= 0.5 && r.seconds < 30, qPrintable(QString::number(r.seconds)));
    QVERIFY(r.hasPoint());
    QVERIFY(checkFeasible(s.model, r.x, 1e-9));
    QVERIFY(r.bound <= r.objective);
    QVERIFY(r.gap > 0);
}

void TestMilp::deterministic()
{
    const MarketSplit s = marketSplit(4, 20, 7, false);
    MilpOptions o;
    o.maxNodes = 300;
    const MilpResult a = solveWithCbc(s.model, o);
    const MilpResult b = solveWithCbc(s.model, o);
    QVERIFY(a.hasPoint());
    QCOMPARE(a.status, b.status);
    QCOMPARE(a.x, b.x);
    QCOMPARE(a.objective, b.objective);
    QCOMPARE(a.bound, b.bound);
    QCOMPARE(a.nodes, b.nodes);
    const Covering c = covering();
    QCOMPARE(solveWithCbc(c.model).x, solveWithCbc(c.model).x);
}

void TestMilp::silent()
{
    const MarketSplit s = marketSplit(4, 20, 7, false);
    MilpOptions o;
    o.maxNodes = 50;
    MilpResult knap, split, none;
    const std::string out = captureOutput([&] {
        knap = solveWithCbc(knapsack());
        split = solveWithCbc(s.model, o);
        MilpModel m; // infeasible: 2x = 1, x integer
        m.addRow(1, 1);
        m.addColumn(0, 3, 1, true, {{0, 2.0}});
        none = solveWithCbc(m);
    });
    QCOMPARE(QString::fromStdString(out), QString());
    // The solves ran (the capture did not just lose them).
    QCOMPARE(statusName(knap.status), "optimal");
    QCOMPARE(statusName(split.status), "nodeLimit");
    QCOMPARE(statusName(none.status), "infeasible");
}

QTEST_GUILESS_MAIN(TestMilp)
#include "tst_milp.moc"
