#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QString>

namespace gputco {

/*!
 * Writes a scenario in the file format ScenarioLoader reads (docs/scenario-format.md).
 * Prices are written the way they were entered (quote, list price with discount, effective
 * rate), so a saved file reads the same to people. save() is atomic (QSaveFile): a failed or
 * interrupted save leaves the previous file as it was.
 */
class ScenarioWriter
{
public:
    static QByteArray toJson(const Scenario &scenario);
    /// Returns an empty string on success, else the reason (naming the file).
    static QString save(const Scenario &scenario, const QString &fileName);
};

} // namespace gputco
