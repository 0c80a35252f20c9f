// libFuzzer target: scenario loading plus compute, the path every scenario file a user opens
// takes (app, CLI and report). Anything the loader accepts must compute without crashing,
// and what the writer saves must load again and compute to the same totals.
#include "costengine.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz_scenario: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gputco;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const LoadResult loaded = ScenarioLoader::loadBytes(bytes, QStringLiteral("fuzz.json"));
    if (!loaded.ok()) {
        if (loaded.problems.empty())
            fail("rejected without a diagnostic", QString::fromUtf8(bytes));
        (void)loaded.errorString();
        return 0;
    }
    const ScenarioResult cash = CostEngine::compute(*loaded.scenario, CostView::Cash);
    const ScenarioResult amortized = CostEngine::compute(*loaded.scenario, CostView::Amortized);
    if (cash.options.size() != amortized.options.size())
        fail("cash and amortized views have different options", QString::fromUtf8(bytes));

    // Saving and reopening must give the same scenario and the same numbers.
    const QByteArray saved = ScenarioWriter::toJson(*loaded.scenario);
    const LoadResult reloaded = ScenarioLoader::loadBytes(saved, QStringLiteral("saved.json"));
    if (!reloaded.ok())
        fail("a saved scenario does not load again", reloaded.errorString() + QLatin1Char('\n') + QString::fromUtf8(saved));
    const ScenarioResult again = CostEngine::compute(*reloaded.scenario, CostView::Cash);
    if (again.ok() != cash.ok() || again.options.size() != cash.options.size())
        fail("a saved scenario computes differently", QString::fromUtf8(saved));
    for (std::size_t i = 0; i < cash.options.size(); ++i) {
        const double a = cash.options[i].total;
        const double b = again.options[i].total;
        // Same bits, or both NaN: the writer keeps every digit (17 significant digits).
        if (!(a == b || (a != a && b != b)))
            fail("a saved scenario computes a different total",
                 QStringLiteral("%1 != %2\n").arg(a, 0, 'g', 17).arg(b, 0, 'g', 17) + QString::fromUtf8(saved));
    }
    return 0;
}
