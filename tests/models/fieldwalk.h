#pragma once

#include "scenariofields.h"

#include <deque>
#include <map>
#include <string>
#include <vector>

namespace gputco::test {

/// One step from a block to another: into a field's child block, or into an extension.
struct FieldStep
{
    const FieldSpec *field = nullptr; ///< an Object or Array field
    const BlockSpec *extension = nullptr; ///< or the extension chosen by the block's selector
};

/// The steps from the top level to every block the file can hold (breadth first, so the
/// shortest), found through the table's child blocks and extensions.
inline std::map<std::string, std::vector<FieldStep>> blockPaths()
{
    std::map<std::string, std::vector<FieldStep>> paths;
    paths[std::string("scenario")] = {};
    std::deque<std::string> queue{std::string("scenario")};
    while (!queue.empty()) {
        const std::string block = queue.front();
        queue.pop_front();
        auto visit = [&](const std::string &next, FieldStep step) {
            if (paths.count(next))
                return;
            auto path = paths[block];
            path.push_back(step);
            paths[next] = path;
            queue.push_back(next);
        };
        for (const FieldSpec *f : ScenarioSchema::fieldsOf(block))
            if (f->bind.kind == FieldBinding::Kind::Object || f->bind.kind == FieldBinding::Kind::Array)
                visit(f->child, {f, nullptr});
        for (const BlockSpec *e : ScenarioSchema::extensionsOf(block))
            visit(e->id, {nullptr, e});
    }
    return paths;
}

/// The struct of `block` in `s`, made by following its path: optional children emplaced, one
/// element appended to each array, the extension chosen. Everything made is default-constructed.
inline void *makeBlock(Scenario &s, const std::string &block)
{
    static const auto paths = blockPaths();
    void *object = &s;
    std::string at = "scenario";
    for (const FieldStep &step : paths.at(block)) {
        if (step.extension) {
            const FieldSpec *selector = ScenarioSchema::selector(at);
            selector->bind.setNumber(object, *selector->choiceValue(QString::fromLatin1(step.extension->when)));
            object = step.extension->makePart(object);
            at = step.extension->id;
        } else {
            object = step.field->bind.kind == FieldBinding::Kind::Array ? step.field->bind.append(object)
                                                                        : step.field->bind.makeChild(object);
            at = step.field->child;
        }
    }
    return object;
}

} // namespace gputco::test
