#pragma once

#include "costengine.h"
#include "scenario.h"

#include <QString>

namespace gputco {

/*!
 * Exports of a computed scenario for spreadsheets and slides: XLSX (one sheet per table and
 * the monthly series per option and category, numeric cells with number formats), CSV of
 * the same series (UTF-8 with a byte-order mark so Excel reads Chinese), and each chart as
 * PNG or SVG. Every function returns an empty string on success, else the reason naming the
 * file. Headers follow the application language; numbers are the engine's, unrounded.
 */
class Exporter
{
public:
    enum class Chart { Cumulative, Categories };

    static QString writeXlsx(const Scenario &scenario, const ScenarioResult &result, const QString &fileName);
    static QString writeCsv(const ScenarioResult &result, const QString &fileName);
    static QString writePng(Chart chart, const ScenarioResult &result, const QString &fileName);
    static QString writeSvg(Chart chart, const ScenarioResult &result, const QString &fileName);
};

} // namespace gputco
