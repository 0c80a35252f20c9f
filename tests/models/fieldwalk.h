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

#include <nlohmann/json.hpp>

#include <QString>

namespace gputco::test {

using ojson = nlohmann::ordered_json;

/// An object of a block in a fixture file: the file and the JSON pointer of the object.
struct BlockInstance
{
    int fixture = 0;
    std::string pointer;
};

/// Every object of every block in the JSON `j` (which is a `block`), found through the table's
/// child blocks and, for an option, the part its type chooses: in file order.
inline void collectBlocks(const ojson &j, std::string_view block, const std::string &pointer, int fixture,
    std::map<std::string, std::vector<BlockInstance>> &out)
{
    if (!j.is_object())
        return;
    std::vector<std::string_view> blocks{block};
    if (const FieldSpec *s = ScenarioSchema::selector(block); s && j.contains(s->key) && j[s->key].is_string())
        if (const BlockSpec *e = ScenarioSchema::extension(block, j[s->key].get<std::string>()))
            blocks.push_back(e->id);
    for (const std::string_view b : blocks) {
        out[std::string(b)].push_back({fixture, pointer});
        for (const FieldSpec *f : ScenarioSchema::fieldsOf(b)) {
            if (!f->child || !j.contains(f->key))
                continue;
            const std::string p = pointer + '/' + f->key;
            if (f->type == FieldType::Array) {
                for (std::size_t i = 0; i < j[f->key].size(); ++i)
                    collectBlocks(j[f->key][i], f->child, p + '/' + std::to_string(i), fixture, out);
            } else {
                collectBlocks(j[f->key], f->child, p, fixture, out);
            }
        }
    }
}

/// The struct of `block` at the JSON pointer `pointer` of a loaded scenario: the walk
/// collectBlocks makes in a file, made through the fields' bindings.
inline const void *structAt(const Scenario &s, const std::string &pointer, std::string_view block)
{
    const void *object = &s;
    std::string at = ScenarioSchema::top().id;
    const auto part = [&](std::string_view wanted) -> const void * {
        const FieldSpec *selector = ScenarioSchema::selector(at);
        if (!selector || wanted == at)
            return object;
        const BlockSpec *e = ScenarioSchema::extension(at, selector->choiceName(int(*selector->bind.number(object))));
        return e && wanted == e->id ? e->part(object) : object;
    };
    std::size_t from = 1;
    while (from <= pointer.size() && !pointer.empty()) {
        const std::size_t to = std::min(pointer.find('/', from), pointer.size());
        const std::string key = pointer.substr(from, to - from);
        from = to + 1;
        const FieldSpec *f = nullptr;
        for (const FieldSpec &g : ScenarioSchema::fields())
            if (const char *extends = ScenarioSchema::findBlock(g.block)->extends;
                g.key == key && (g.block == at || (extends && at == extends)))
                f = &g;
        const void *owner = part(f->block);
        if (f->type == FieldType::Array) {
            const std::size_t end = std::min(pointer.find('/', from), pointer.size());
            object = f->bind.element(owner, std::stoul(pointer.substr(from, end - from)));
            from = end + 1;
        } else {
            object = f->bind.child(owner);
        }
        at = f->child;
    }
    return part(block);
}

} // namespace gputco::test
