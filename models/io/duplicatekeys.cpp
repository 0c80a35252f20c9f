#include "duplicatekeys.h"

namespace gputco {

using Event = nlohmann::json::parse_event_t;

QString DuplicateKeyFinder::pathHere() const
{
    return jsonPathOf(mFrames);
}

bool DuplicateKeyFinder::operator()(int, Event event, nlohmann::json &parsed)
{
    switch (event) {
    case Event::object_start:
    case Event::array_start:
        if (!mFrames.empty() && mFrames.back().array)
            ++mFrames.back().index;
        mFrames.push_back(Frame{event == Event::array_start, -1, {}, {}});
        break;
    case Event::object_end:
    case Event::array_end:
        if (!mFrames.empty())
            mFrames.pop_back();
        break;
    case Event::key:
        if (!mFrames.empty() && parsed.is_string()) {
            Frame &f = mFrames.back();
            f.key = parsed.get<std::string>();
            if (!f.keys.insert(f.key).second && mPath.isEmpty())
                mPath = pathHere() + QLatin1Char('.') + QString::fromStdString(f.key);
        }
        break;
    case Event::value:
        if (!mFrames.empty() && mFrames.back().array)
            ++mFrames.back().index;
        break;
    }
    return true; // keep everything: the finder only looks
}

} // namespace gputco
