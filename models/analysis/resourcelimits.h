#pragma once

#include "scenario.h"

#include <QString>

#include <QElapsedTimer>

#include <atomic>
#include <cstdint>
#include <optional>
#include <utility>

namespace gputco {

/// The memory a computation is expected to need, before it runs.
struct MemoryEstimate
{
    std::uint64_t bytes = 0;
    QString what; ///< translated: "uncertainty bands of 52 options x 120 months x 100,000 trials"
};

/*!
 * Resource limits that keep a small file from eating the machine (issue 16): the memory of
 * uncertainty bands, the job's Monte Carlo and large compute outputs is estimated from the
 * scenario before anything runs, and a run above the limit is refused with the estimate.
 *
 * The limit is 2048 MiB unless set: GPUTCO_MEMORY_LIMIT_MB (a whole number of MiB; 0 turns the
 * check off) or, for one command, `gputco-cli ... --memory-limit MB`. The app computes bands by
 * itself only up to kAppAutomaticBandsBytes; above, on request (View menu), still within the
 * limit. The estimates are upper bounds fitted to measured peak RSS (docs/errors.md).
 */
namespace ResourceLimits {

inline constexpr std::uint64_t kMiB = 1024ULL * 1024ULL;
inline constexpr std::uint64_t kDefaultLimitBytes = 2048 * kMiB;
inline constexpr std::uint64_t kAppAutomaticBandsBytes = 256 * kMiB;

/// The limit in bytes (0: none): the one set by setLimitBytes(), else GPUTCO_MEMORY_LIMIT_MB, else 2048 MiB.
std::uint64_t limitBytes();
/// For `--memory-limit`: overrides the environment for this process (nullopt: back to it).
void setLimitBytes(std::optional<std::uint64_t> bytes);
/// Reads "--memory-limit MB" / "--memory-limit=MB" out of @p args; false and @p error on a bad value.
bool takeMemoryLimitOption(QStringList &args, QString &error);

/// Uncertainty bands: every trial's cumulative cost per option and month is kept for the quantiles,
/// for as many options at a time as fit in kBandSampleBytes (uncertainty.h).
MemoryEstimate uncertainty(const Scenario &scenario);
/// The job's Monte Carlo of spot interruptions with @p trials trials.
MemoryEstimate monteCarlo(const Scenario &scenario, int trials);
/// How `compute` leaves: as one text held whole (the table), or streamed (JSON, CSV, the CSV export).
enum class ComputeOutput { WholeText, Streamed, NoPairs, Table };
/// `compute`: the result per option and month, break-even and buy-or-rent pairs, and the output
/// text. WholeText: a workbook or a report, every pair's cash flows as cells. A streamed output
/// holds the results and the break-evens but never the text, nor more than one buy-or-rent pair
/// at a time. NoPairs: a command whose output has no buy-or-rent pairs (`budget`: a text per
/// option and fiscal year, what the budget buys with each) holds the results as a table does and
/// the break-evens as a streamed output does. Table: `compute`'s text table, one line per pair.
MemoryEstimate compute(const Scenario &scenario, ComputeOutput output = ComputeOutput::WholeText);

/// Empty when @p estimate fits in the limit, else the refusal naming the estimate and the limit.
QString check(const MemoryEstimate &estimate);

/// "1.9 GB" style, for messages.
QString formatBytes(std::uint64_t bytes);

/// The time a long run may take before it is stopped, in seconds (issue 33: 302 options x
/// 100,000 trials in a 184 KB file were still running after 600 s): 60 unless set.
inline constexpr int kDefaultTimeLimitSeconds = 60;
/// The limit in seconds (0: none): the one set by setTimeLimitSeconds(), else
/// GPUTCO_TIME_LIMIT_S, else kDefaultTimeLimitSeconds.
int timeLimitSeconds();
/// For `--time-limit`: overrides the environment for this process (nullopt: back to it).
void setTimeLimitSeconds(std::optional<int> seconds);
/// Reads "--time-limit S" / "--time-limit=S" out of @p args; false and @p error on a bad value.
bool takeTimeLimitOption(QStringList &args, QString &error);

/*!
 * Watches a run's progress (work done of a known total) and stops it, through its cancel flag,
 * as soon as the time measured so far says the whole run would take longer than the limit.
 * The estimate is the time so far plus the rest at the pace measured since the first report,
 * judged after a second of it, so that the machine's speed and the scenario's shape are
 * measured, not guessed.
 */
class TimeWatch
{
public:
    TimeWatch(qint64 total, int limitSeconds, std::atomic_bool &cancel);
    /// Called with the work done so far (from the thread that runs the work).
    void progress(qint64 done);
    /// The estimated seconds of the whole run when it was stopped for the limit.
    std::optional<double> stoppedAt() const { return mEstimate; }
    /// The refusal: "%what would take about 6 min (measured on 1,200 of 100,000 trials), more
    /// than the limit of 1 min: ..."
    QString refusal(const QString &what) const;

private:
    qint64 mTotal;
    int mLimit;
    std::atomic_bool &mCancel;
    QElapsedTimer mTimer;
    qint64 mDone = 0;
    std::optional<std::pair<double, qint64>> mFirst; ///< seconds and work done at the first report
    std::optional<double> mEstimate;
};

} // namespace ResourceLimits

} // namespace gputco
