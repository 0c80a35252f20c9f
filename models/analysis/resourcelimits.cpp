#include "resourcelimits.h"

#include "costcategory.h"
#include "uncertainty.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gputco::ResourceLimits {

namespace {

/// This file's messages, in the context of ResourceLimits (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ResourceLimits)
};

std::optional<std::uint64_t> gLimit;
std::optional<int> gTimeLimit;

/// Takes every "NAME VALUE" and "NAME=VALUE" out of @p args, parsed as a whole number from 0 to
/// @p max by @p apply; false and @p error when a value is missing or out of range.
template<typename Apply>
bool takeWholeOption(QStringList &args, const QString &name, qulonglong max, const QString &missing, const QString &bad,
    QString &error, Apply apply)
{
    const QString prefix = name + QLatin1Char('=');
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString value;
        if (args[i] == name) {
            if (i + 1 >= args.size()) {
                error = missing;
                return false;
            }
            value = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(prefix)) {
            value = args[i].mid(prefix.size());
            args.remove(i);
        } else {
            continue;
        }
        bool ok = false;
        const qulonglong v = value.toULongLong(&ok);
        if (!ok || v > max) {
            error = bad.arg(value);
            return false;
        }
        apply(v);
        --i;
    }
    return true;
}

/// "45 s", "6 min", "2.5 h".
QString duration(double seconds)
{
    const QLocale l(QLocale::English);
    if (seconds < 90)
        return QStringLiteral("%1 s").arg(l.toString(seconds, 'f', 0));
    if (seconds < 5400)
        return QStringLiteral("%1 min").arg(l.toString(seconds / 60, 'f', 0));
    return QStringLiteral("%1 h").arg(l.toString(seconds / 3600, 'f', 1));
}

// Fitted to peak RSS measured with /usr/bin/time on gputco-cli (RelWithDebInfo, Qt 6.4) for
// compute --format json of 20 x 20 to 160 x 10 cloud x self-hosted options over 36 and 120
// months (docs/cli.md), then rounded up: about 3.6 KB per option-month (self-hosted options
// 4.6 KB), 10 KB per cloud x self-hosted pair and 0.2 KB per pair-month, 22 MB to start.
constexpr std::uint64_t kBaseBytes = 64 * kMiB; // the program, Qt, the scenario
constexpr std::uint64_t kBytesPerOptionMonth = 4800; // engine result and its output text
constexpr std::uint64_t kBytesPerPair = 12000; // a break-even and a buy-or-rent pair
constexpr std::uint64_t kBytesPerPairMonth = 256; // the pair's cash flows and their output
// compute --format json, streamed: fitted the same way to 1,000 options x 120 months
// (tst_resourcelimits): the engine result of each option and month in both views, each
// cloud x self-hosted break-even (with its crossings); the text is never held.
constexpr std::uint64_t kStreamedBytesPerOptionMonth = 600;
constexpr std::uint64_t kStreamedBytesPerPair = 400;
// compute's text table (issue 33: estimated as a workbook, 4.6 GB for 1,000 options x 36 months,
// refused, while it peaked at 738 MB): fitted to 1,000 options (667 cloud x 333 self-hosted:
// 222,111 pairs) over 36 and 120 months (738 MB and 974 MB) and 1,000 cloud options (42 MB and
// 60 MB), then rounded up: about 0.2 KB per option-month, 3.1 KB per pair and 13 bytes per
// pair-month.
constexpr std::uint64_t kTableBytesPerOptionMonth = 600;
constexpr std::uint64_t kTableBytesPerPair = 3500;
constexpr std::uint64_t kTableBytesPerPairMonth = 16;

std::uint64_t optionCount(const Scenario &s, OptionKind kind)
{
    return std::uint64_t(
        std::count_if(s.options.begin(), s.options.end(), [kind](const Option &o) { return o.kind() == kind; }));
}

} // namespace

std::uint64_t limitBytes()
{
    if (gLimit)
        return *gLimit;
    bool ok = false;
    const qulonglong mb = qEnvironmentVariable("GPUTCO_MEMORY_LIMIT_MB").toULongLong(&ok);
    return ok ? mb * kMiB : kDefaultLimitBytes;
}

void setLimitBytes(std::optional<std::uint64_t> bytes)
{
    gLimit = bytes;
}

bool takeMemoryLimitOption(QStringList &args, QString &error)
{
    return takeWholeOption(args, QStringLiteral("--memory-limit"), 16ULL * 1024 * 1024,
        Tr::tr("--memory-limit needs a value in MB (0 for no limit)"),
        Tr::tr("--memory-limit needs a whole number of MB from 0 (no limit) to 16777216, not \"%1\""), error,
        [](qulonglong mb) { setLimitBytes(mb * kMiB); });
}

int timeLimitSeconds()
{
    if (gTimeLimit)
        return *gTimeLimit;
    bool ok = false;
    const int s = qEnvironmentVariable("GPUTCO_TIME_LIMIT_S").toInt(&ok);
    return ok && s >= 0 ? s : kDefaultTimeLimitSeconds;
}

void setTimeLimitSeconds(std::optional<int> seconds)
{
    gTimeLimit = seconds;
}

bool takeTimeLimitOption(QStringList &args, QString &error)
{
    return takeWholeOption(args, QStringLiteral("--time-limit"), 31536000,
        Tr::tr("--time-limit needs a value in seconds (0 for no limit)"),
        Tr::tr("--time-limit needs a whole number of seconds from 0 (no limit) to 31536000, not \"%1\""), error,
        [](qulonglong s) { setTimeLimitSeconds(int(s)); });
}

TimeWatch::TimeWatch(qint64 total, int limitSeconds, std::atomic_bool &cancel)
    : mTotal(std::max<qint64>(1, total))
    , mLimit(limitSeconds)
    , mCancel(cancel)
{
    mTimer.start();
}

void TimeWatch::progress(qint64 done)
{
    mDone = done;
    const double elapsed = double(mTimer.nsecsElapsed()) / 1e9;
    if (mLimit <= 0 || mEstimate || done <= 0 || done >= mTotal)
        return;
    // The pace from the first report on (before it: setting up, drawing the inputs), judged
    // once it has been measured for a second.
    if (!mFirst) {
        mFirst = std::make_pair(elapsed, done);
        return;
    }
    const auto [t0, done0] = *mFirst;
    if (elapsed - t0 < 1.0 || done <= done0)
        return;
    if (const double whole = elapsed + (elapsed - t0) / double(done - done0) * double(mTotal - done); whole > mLimit) {
        mEstimate = whole;
        mCancel.store(true);
    }
}

QString TimeWatch::refusal(const QString &what) const
{
    const QLocale l(QLocale::English);
    return Tr::tr("%1 would take about %2 (measured on %3 of %4 trials), more than the limit of %5: use fewer "
                  "trials, options or months, or raise the limit with --time-limit SECONDS or GPUTCO_TIME_LIMIT_S "
                  "(0: no limit)")
        .arg(what, duration(mEstimate.value_or(0.0)), l.toString(mDone), l.toString(mTotal), duration(mLimit));
}

MemoryEstimate uncertainty(const Scenario &s)
{
    const std::uint64_t options = std::uint64_t(s.options.size());
    const std::uint64_t months = std::uint64_t(std::max(1, s.horizonMonths));
    const std::uint64_t trials = s.uncertainty ? std::uint64_t(std::max(1, s.uncertainty->trials)) : 0;
    MemoryEstimate e;
    // Every trial's cumulative cost per option and month, and its total (8 bytes each), for the
    // options of one pass: as many as fit in kBandSampleBytes, at least one (uncertainty.cpp).
    // The draws are made first (results independent of the thread count): 8 bytes per input
    // and trial, and a slot for a trial's error message (24 bytes).
    const std::uint64_t inputs = s.uncertainty ? std::uint64_t(s.uncertainty->inputs.size()) : 0;
    const std::uint64_t perOption = (months + 1) * trials * sizeof(double);
    const std::uint64_t group = perOption == 0
        ? options
        : std::clamp<std::uint64_t>(kBandSampleBytes / perOption, 1, std::max<std::uint64_t>(1, options));
    e.bytes = kBaseBytes + std::min(group, options) * perOption + options * months * kBytesPerOptionMonth
        + trials * (24 + inputs * sizeof(double));
    e.what = Tr::tr("uncertainty bands of %1 options x %2 months x %3 trials")
                 .arg(options)
                 .arg(months)
                 .arg(QLocale(QLocale::English).toString(qulonglong(trials)));
    return e;
}

MemoryEstimate monteCarlo(const Scenario &s, int trials)
{
    const std::uint64_t options = std::uint64_t(s.options.size());
    MemoryEstimate e;
    // Per option and trial: cost, finish time and a few flags (about 64 bytes with sorting copies).
    e.bytes = kBaseBytes + options * std::uint64_t(std::max(0, trials)) * 64;
    e.what = Tr::tr("a Monte Carlo of %1 options x %2 trials")
                 .arg(options)
                 .arg(QLocale(QLocale::English).toString(trials));
    return e;
}

MemoryEstimate compute(const Scenario &s, ComputeOutput output)
{
    const std::uint64_t options = std::uint64_t(s.options.size());
    const std::uint64_t months = std::uint64_t(std::max(1, s.horizonMonths));
    const std::uint64_t pairs = optionCount(s, OptionKind::Cloud) * optionCount(s, OptionKind::SelfHosted);
    MemoryEstimate e;
    switch (output) {
    case ComputeOutput::Streamed:
        e.bytes = kBaseBytes + options * months * kStreamedBytesPerOptionMonth + pairs * kStreamedBytesPerPair;
        break;
    case ComputeOutput::NoPairs: // the results and their text as a table's, the break-evens as streamed
        e.bytes = kBaseBytes + options * months * kBytesPerOptionMonth + pairs * kStreamedBytesPerPair;
        break;
    case ComputeOutput::Table:
        e.bytes = kBaseBytes + options * months * kTableBytesPerOptionMonth
            + pairs * (kTableBytesPerPair + months * kTableBytesPerPairMonth);
        break;
    case ComputeOutput::WholeText:
        e.bytes = kBaseBytes + options * months * kBytesPerOptionMonth
            + pairs * (kBytesPerPair + months * kBytesPerPairMonth);
        break;
    }
    e.what = Tr::tr("results of %1 options x %2 months with %3 cloud/self-hosted pairs")
                 .arg(options)
                 .arg(months)
                 .arg(QLocale(QLocale::English).toString(qulonglong(pairs)));
    return e;
}

QString formatBytes(std::uint64_t bytes)
{
    return QLocale(QLocale::English)
        .formattedDataSize(
            qint64(std::min<std::uint64_t>(bytes, std::uint64_t(INT64_MAX))), 1, QLocale::DataSizeTraditionalFormat);
}

QString check(const MemoryEstimate &estimate)
{
    const std::uint64_t limit = limitBytes();
    if (limit == 0 || estimate.bytes <= limit)
        return {};
    return Tr::tr("%1 would need about %2 of memory, more than the limit of %3: use fewer trials, options or months, "
                  "or raise the limit with --memory-limit MB or GPUTCO_MEMORY_LIMIT_MB (0: no limit)")
        .arg(estimate.what, formatBytes(estimate.bytes), formatBytes(limit));
}

} // namespace gputco::ResourceLimits
