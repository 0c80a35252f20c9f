#pragma once

#include <nlohmann/json.hpp>

#include <QString>

#include <set>
#include <string>
#include <vector>

namespace gputco {

/// The JSONPath of the innermost of @p frames ("$.options[2].name"): each frame's parent names
/// it by index (an array) or by key (an object). Frames have array, index and key.
template<class Frames> QString jsonPathOf(const Frames &frames)
{
    QString p = QStringLiteral("$");
    for (std::size_t i = 1; i < frames.size(); ++i) {
        const auto &parent = frames[i - 1];
        p += parent.array ? QStringLiteral("[%1]").arg(parent.index)
                          : QLatin1Char('.') + QString::fromStdString(parent.key);
    }
    return p;
}

/*!
 * A JSON parser callback that finds the first key given twice in one object (nlohmann::json
 * keeps the last silently: `"gpuCount": 16, "gpuCount": 1600` would compute with 1600). Pass it
 * to json::parse; afterwards path() names the key, e.g. "$.demand.gpuCount", or is empty.
 */
class DuplicateKeyFinder
{
public:
    bool operator()(int depth, nlohmann::json::parse_event_t event, nlohmann::json &parsed);

    /// JSONPath of the first duplicate key, or empty.
    const QString &path() const { return mPath; }

private:
    struct Frame
    {
        bool array = false;
        long long index = -1;
        std::string key; ///< the last key read (objects)
        std::set<std::string> keys; ///< keys read so far (objects)
    };
    QString pathHere() const;

    std::vector<Frame> mFrames;
    QString mPath;
};

} // namespace gputco
