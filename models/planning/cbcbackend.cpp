// The only file that includes COIN-OR headers, and no Qt header (Qt's keyword macros and COIN
// identifiers never meet). docs/design/plan-solver.md, 1.4 and 1.5, explain each choice here.
#include "cbcbackend.h"

#include <CbcEventHandler.hpp>
#include <CbcModel.hpp>
#include <CbcSolver.hpp> // CbcMain0, CbcMain1, CbcSolverUsefulData
#include <CoinError.hpp>
#include <CoinMessageHandler.hpp>
#include <OsiClpSolverInterface.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <mutex>
#include <string>
#include <utility>

namespace gputco {
namespace {

using Clock = std::chrono::steady_clock;

enum class StopReason { None, Cancel, Time };

/// Shared by every clone of the handler: CBC clones it into each copy of the model, so only
/// this pointer is copied and the running clone and the caller see one state.
struct StopState
{
    const std::atomic<bool> *cancel = nullptr;
    Clock::time_point start;
    Clock::time_point deadline = Clock::time_point::max();
    const std::function<void(const MilpProgress &)> *progress = nullptr;
    double constant = 0;
    bool reported = false;
    Clock::time_point lastReport;
    StopReason why = StopReason::None;
};

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

/// CBC's "no value" is +-1e50 or so: infinity for us.
double finiteOr(double v, double otherwise)
{
    return std::abs(v) < 1e40 ? v : otherwise;
}

double relativeGap(double objective, double bound)
{
    if (!std::isfinite(objective) || !std::isfinite(bound))
        return MilpModel::infinity();
    return std::max(0.0, (objective - bound) / std::max(std::abs(objective), 1.0));
}

class StopHandler final : public CbcEventHandler
{
public:
    explicit StopHandler(StopState *state)
        : CbcEventHandler(nullptr)
        , state_(state)
    { }

    using CbcEventHandler::event;
    CbcAction event(CbcEvent) override
    {
        // A sub-search of a heuristic (its own CbcModel with a parent): not ours to report.
        if (!model_ || model_->parentModel())
            return noAction;
        report();
        if (cancelled(state_->cancel)) {
            state_->why = StopReason::Cancel;
            return stop;
        }
        if (Clock::now() >= state_->deadline) {
            state_->why = StopReason::Time;
            return stop;
        }
        return noAction;
    }

    CbcEventHandler *clone() const override { return new StopHandler(*this); }

private:
    void report()
    {
        StopState &s = *state_;
        if (!s.progress || !*s.progress)
            return;
        const Clock::time_point now = Clock::now();
        if (s.reported && now - s.lastReport < std::chrono::milliseconds(200))
            return;
        s.reported = true;
        s.lastReport = now;
        MilpProgress p;
        if (model_->bestSolution())
            p.objective = finiteOr(model_->getObjValue(), MilpModel::infinity()) + s.constant;
        p.bound = finiteOr(model_->getBestPossibleObjValue(), -MilpModel::infinity()) + s.constant;
        p.gap = relativeGap(p.objective, p.bound);
        p.nodes = model_->getNodeCount();
        p.seconds = secondsSince(s.start);
        (*s.progress)(p);
    }

    StopState *state_;
};

/// What one run of CBC left, before our rounding and checks.
struct RawResult
{
    MilpResult::Status status = MilpResult::Status::Error;
    std::vector<double> x;
    double bound = -MilpModel::infinity(); // without the model's constant
    long nodes = 0;
    std::string message;
};

/// The model as Clp's solver interface: bounds with Osi's infinity, integers, names (MIP starts
/// are matched by name).
void load(OsiClpSolverInterface &solver, const MilpModel &m)
{
    const double inf = solver.getInfinity();
    auto finite = [inf](const std::vector<double> &v) {
        std::vector<double> out(v);
        for (double &d : out)
            d = std::clamp(d, -inf, inf);
        return out;
    };
    const std::vector<CoinBigIndex> start(m.start.begin(), m.start.end());
    const std::vector<double> colLower = finite(m.colLower), colUpper = finite(m.colUpper);
    const std::vector<double> rowLower = finite(m.rowLower), rowUpper = finite(m.rowUpper);
    solver.loadProblem(m.columns(), m.rows(), start.data(), m.index.data(), m.value.data(), colLower.data(),
        colUpper.data(), m.objective.data(), rowLower.data(), rowUpper.data());
    solver.setIntParam(OsiNameDiscipline, 1); // Osi ignores setColName under discipline 0
    for (int j = 0; j < m.columns(); ++j) {
        if (m.integer[std::size_t(j)])
            solver.setInteger(j);
        solver.setColName(j, m.columnName(j));
    }
}

void silence(OsiClpSolverInterface &solver)
{
    solver.messageHandler()->setLogLevel(0);
    solver.getModelPtr()->messageHandler()->setLogLevel(0);
}

/// A model without integers is an LP: Clp alone (as CBC's C API does).
RawResult solveLp(const MilpModel &m)
{
    OsiClpSolverInterface solver;
    silence(solver);
    load(solver, m);
    silence(solver);
    solver.initialSolve();
    RawResult raw;
    if (solver.isProvenOptimal()) {
        raw.status = MilpResult::Status::Optimal;
        const double *x = solver.getColSolution();
        raw.x.assign(x, x + m.columns());
        raw.bound = solver.getObjValue();
    } else if (solver.isProvenPrimalInfeasible()) {
        raw.status = MilpResult::Status::Infeasible;
    } else if (solver.isProvenDualInfeasible()) {
        raw.status = MilpResult::Status::Unbounded;
    } else {
        raw.message = "Clp stopped without an answer";
    }
    return raw;
}

std::vector<std::string> arguments(const MilpOptions &o, bool preprocess)
{
    // "-log 0" first: CbcMain1 scans for it to stay silent from its first line. Numbers are
    // integers or without a decimal point: CBC reads them with the C locale of the process.
    std::vector<std::string> a{"gputco", "-log", "0", "-slog", "0", "-timeMode", "elapsed", "-threads", "0",
        "-randomCbcSeed", "1", "-randomSeed", "1234567", "-integerTolerance", "1e-9"};
    if (o.timeLimitSeconds > 0) {
        // A backstop: the handler stops at the exact wall-clock deadline.
        a.insert(a.end(), {"-seconds", std::to_string(long(std::ceil(o.timeLimitSeconds)) + 1)});
    }
    if (o.maxNodes >= 0)
        a.insert(a.end(), {"-maxNodes", std::to_string(o.maxNodes)});
    if (!preprocess)
        a.insert(a.end(), {"-preprocess", "off"});
    a.insert(a.end(), {"-solve", "-quit"});
    return a;
}

RawResult solveMip(const MilpModel &m, const MilpOptions &o, bool preprocess, StopState &state)
{
    OsiClpSolverInterface solver;
    silence(solver);
    load(solver, m);
    CbcModel model(solver); // clones the solver
    CbcSolverUsefulData data; // no printing, no signal handler
    CbcMain0(model, data);
    data.noPrinting_ = true;
    data.useSignalHandler_ = false;
    model.setLogLevel(0);
    model.messageHandler()->setLogLevel(0);
    if (auto *clp = dynamic_cast<OsiClpSolverInterface *>(model.solver()))
        silence(*clp);
    if (!o.mipStart.empty()) {
        std::vector<std::pair<std::string, double>> start;
        start.reserve(o.mipStart.size());
        for (int j = 0; j < m.columns(); ++j)
            start.emplace_back(m.columnName(j), o.mipStart[std::size_t(j)]);
        model.setMIPStart(start);
    }
    StopHandler handler(&state);
    model.passInEventHandler(&handler); // clones it

    const std::vector<std::string> args = arguments(o, preprocess);
    std::vector<const char *> argv;
    for (const std::string &s : args)
        argv.push_back(s.c_str());
    CbcMain1(
        int(argv.size()), argv.data(), model, [](CbcModel *, int) { return 0; }, data);

    RawResult raw;
    raw.nodes = model.getNodeCount();
    raw.bound = finiteOr(model.getBestPossibleObjValue(), -MilpModel::infinity());
    if (const double *best = model.bestSolution(); best && model.getNumCols() == m.columns())
        raw.x.assign(best, best + m.columns());
    using S = MilpResult::Status;
    if (model.isProvenOptimal() && !raw.x.empty())
        raw.status = S::Optimal;
    else if (state.why == StopReason::Cancel)
        raw.status = S::Cancelled;
    else if (state.why == StopReason::Time || model.isSecondsLimitReached())
        raw.status = S::TimeLimit;
    else if (model.isNodeLimitReached())
        raw.status = S::NodeLimit;
    else if (model.isContinuousUnbounded() || model.isProvenDualInfeasible() || model.secondaryStatus() == 7)
        raw.status = S::Unbounded;
    else if (model.isProvenInfeasible())
        raw.status = S::Infeasible;
    else
        raw.message = "CBC stopped with status " + std::to_string(model.status()) + ", secondary status "
            + std::to_string(model.secondaryStatus());
    return raw;
}

RawResult solveGuarded(const MilpModel &m, const MilpOptions &o, bool preprocess, StopState &state)
{
    try {
        return m.hasIntegers() ? solveMip(m, o, preprocess, state) : solveLp(m);
    } catch (const CoinError &e) {
        RawResult raw;
        raw.message = "CBC: " + e.className() + "::" + e.methodName() + ": " + e.message();
        return raw;
    } catch (const std::exception &e) {
        RawResult raw;
        raw.message = std::string("CBC: ") + e.what();
        return raw;
    }
}

/// Rounds the integer columns, checks the point in our code and fills the numbers.
MilpResult finish(const MilpModel &m, RawResult raw)
{
    MilpResult r;
    r.status = raw.status;
    r.message = std::move(raw.message);
    r.nodes = raw.nodes;
    r.x = std::move(raw.x);
    const bool withPoint = r.status != MilpResult::Status::Infeasible && r.status != MilpResult::Status::Unbounded
        && r.status != MilpResult::Status::Error;
    if (!withPoint)
        r.x.clear();
    if (r.hasPoint()) {
        for (std::size_t j = 0; j < r.x.size(); ++j)
            if (m.integer[j])
                r.x[j] = std::round(r.x[j]);
        r.objective = evaluate(m, r.x);
        if (const double violation = maxViolation(m, r.x); violation > 1e-6) {
            r.message = "the solver's point, rounded, violates the model by " + std::to_string(violation);
            r.status = MilpResult::Status::Error;
        }
    }
    if (std::isfinite(raw.bound))
        r.bound = raw.bound + m.constant;
    if (r.status == MilpResult::Status::Optimal)
        r.bound = std::min(r.bound, r.objective);
    r.gap = r.hasPoint() ? relativeGap(r.objective, r.bound) : MilpModel::infinity();
    return r;
}

} // namespace

MilpResult solveWithCbc(const MilpModel &model, const MilpOptions &options)
{
    // CbcMain1 keeps process-wide state (coin-or/Cbc#332): one solve at a time.
    static std::mutex oneAtATime;
    const std::lock_guard lock(oneAtATime);
    const Clock::time_point start = Clock::now();

    StopState state;
    state.cancel = options.cancel;
    state.start = start;
    if (options.timeLimitSeconds > 0)
        state.deadline = start
            + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.timeLimitSeconds));
    state.progress = &options.progress;
    state.constant = model.constant;

    MilpResult result;
    if (!options.mipStart.empty() && options.mipStart.size() != std::size_t(model.columns())) {
        result.message = "the MIP start has " + std::to_string(options.mipStart.size()) + " values for "
            + std::to_string(model.columns()) + " columns";
    } else if (cancelled(options.cancel)) {
        result.status = MilpResult::Status::Cancelled;
    } else {
        RawResult raw = solveGuarded(model, options, options.preprocess, state);
        int solves = 1;
        // Preprocessing has wrongly claimed infeasibility (coin-or/Cbc#466, #737, ...): ask again
        // without it before saying that no point exists.
        if (raw.status == MilpResult::Status::Infeasible && options.preprocess && model.hasIntegers()) {
            raw = solveGuarded(model, options, false, state);
            ++solves;
        }
        result = finish(model, std::move(raw));
        result.solves = solves;
    }
    result.seconds = secondsSince(start);
    return result;
}

} // namespace gputco
