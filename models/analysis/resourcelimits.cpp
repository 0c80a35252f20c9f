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
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString value;
        if (args[i] == QLatin1String("--memory-limit")) {
            if (i + 1 >= args.size()) {
                error = Tr::tr("--memory-limit needs a value in MB (0 for no limit)");
                return false;
            }
            value = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--memory-limit="))) {
            value = args[i].mid(15);
            args.remove(i);
        } else {
            continue;
        }
        bool ok = false;
        const qulonglong mb = value.toULongLong(&ok);
        if (!ok || mb > 16ULL * 1024 * 1024) {
            error = Tr::tr("--memory-limit needs a whole number of MB from 0 (no limit) to 16777216, not \"%1\"")
                        .arg(value);
            return false;
        }
        setLimitBytes(mb * kMiB);
        --i;
    }
    return true;
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
    e.bytes = output == ComputeOutput::Streamed
        ? kBaseBytes + options * months * kStreamedBytesPerOptionMonth + pairs * kStreamedBytesPerPair
        : kBaseBytes + options * months * kBytesPerOptionMonth + pairs * (kBytesPerPair + months * kBytesPerPairMonth);
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
