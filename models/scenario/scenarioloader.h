#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gputco {

/// One problem found in a scenario file: which file, where in it, and why.
struct Diagnostic
{
    QString file;
    QString path; ///< JSON path such as "$.options[2].onDemand.pricePerInstanceHour"
    QString message;

    QString toString() const;
};

/// A loaded scenario, or every problem that prevented loading it.
struct LoadResult
{
    std::optional<Scenario> scenario;
    std::vector<Diagnostic> problems;

    bool ok() const { return scenario.has_value() && problems.empty(); }
    QString errorString() const; ///< all problems, one per line
};

/*!
 * Reads scenario files (format documented in docs/scenario-format.md). Checks everything and
 * reports every problem at once with file, JSON path and reason; never throws, never returns
 * a partly filled scenario as success.
 */
class ScenarioLoader
{
public:
    static constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

    static LoadResult loadFile(const QString &fileName);
    /// `fileName` only names the source in messages.
    static LoadResult loadBytes(const QByteArray &bytes, const QString &fileName);

    /// ISO 4217 codes the loader accepts (all in use), the most used first: CNY, USD, EUR ...
    static const QStringList &knownCurrencies();
};

} // namespace gputco
