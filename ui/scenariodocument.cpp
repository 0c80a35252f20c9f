#include "scenariodocument.h"

#include "currencypin.h"
#include "scenariowriter.h"

#include <QUndoCommand>

namespace gputco {

namespace {

/// Swaps between two whole document states; merges with the next command of the same id.
class StateCommand : public QUndoCommand
{
public:
    StateCommand(ScenarioDocument *doc, const QString &text, DocumentState before, DocumentState after, int id,
        bool scenarioChanged, bool variantsChanged)
        : QUndoCommand(text)
        , mDoc(doc)
        , mBefore(std::move(before))
        , mAfter(std::move(after))
        , mId(id)
        , mScenarioChanged(scenarioChanged)
        , mVariantsChanged(variantsChanged)
    { }

    void undo() override { mDoc->setState(mBefore, mScenarioChanged, mVariantsChanged); }
    void redo() override { mDoc->setState(mAfter, mScenarioChanged, mVariantsChanged); }
    int id() const override { return mId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        if (other->id() != mId)
            return false;
        const auto *next = static_cast<const StateCommand *>(other);
        mAfter = next->mAfter;
        mScenarioChanged = mScenarioChanged || next->mScenarioChanged;
        mVariantsChanged = mVariantsChanged || next->mVariantsChanged;
        // A drag back to where it started is no step: the stack drops it (as Tiled's ChangeValue).
        setObsolete(mAfter == mBefore);
        return true;
    }

private:
    ScenarioDocument *mDoc;
    DocumentState mBefore;
    DocumentState mAfter;
    int mId;
    // What the command changes besides the what-if (commands that merge are of one kind).
    bool mScenarioChanged;
    bool mVariantsChanged;
};

} // namespace

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &fileName)
{
    mUndoStack.clear();
    mState = DocumentState{scenario, {}, {}};
    // Variants kept in the file become the document's variants.
    for (const StoredVariant &stored : scenario.variants)
        mState.variants.push_back({stored.name, Variants::whatIfOf(stored)});
    mState.scenario.variants.clear();
    mFileName = fileName;
    ++mScenarioRevision;
    ++mVariantsRevision;
    mUndoStack.setClean();
    emit fileNameChanged(mFileName);
    emit modifiedChanged(false);
    emit changed();
}

namespace {

/// The scenario of @p state with its kept variants, as it is written to a file.
Scenario forSaving(const DocumentState &state)
{
    Scenario s = state.scenario;
    s.variants.clear();
    for (const Variant &v : state.variants) {
        StoredVariant stored{v.name, {}};
        for (const auto &[driver, value] : v.whatIf.values)
            stored.drivers.emplace_back(WhatIf::spec(driver, s).key, value);
        s.variants.push_back(stored);
    }
    return s;
}

} // namespace

Scenario ScenarioDocument::scenarioForSaving() const
{
    return forSaving(mState);
}

QString ScenarioDocument::saveAs(const QString &fileName)
{
    const QString error = ScenarioWriter::save(scenarioForSaving(), fileName);
    if (!error.isEmpty())
        return error;
    if (mFileName != fileName) {
        mFileName = fileName;
        emit fileNameChanged(mFileName);
    }
    mUndoStack.setClean();
    return {};
}

void ScenarioDocument::setState(const DocumentState &state, bool scenarioChanged, bool variantsChanged)
{
    mState = state;
    mScenarioRevision += scenarioChanged ? 1 : 0;
    mVariantsRevision += variantsChanged ? 1 : 0;
    mWhatIfOnly = !scenarioChanged && !variantsChanged;
    emit changed();
    mWhatIfOnly = false;
}

void ScenarioDocument::push(
    const QString &text, DocumentState after, int mergeKey, bool scenarioChanged, bool variantsChanged)
{
    // An edit that changes nothing is no undo step (Ctrl+Z never undoes nothing); the views
    // show the document's values again, as after a refused edit.
    if (after == mState) {
        emit changed();
        return;
    }
    // Ids: a field key in the high bits and the merge generation in the low bits, so edits of
    // one field merge only until endMerge().
    const int id = mergeKey < 0 ? -1 : (mergeKey << 16) | (mMergeGeneration & 0xffff);
    mUndoStack.push(new StateCommand(this, text, mState, std::move(after), id, scenarioChanged, variantsChanged));
}

QString ScenarioDocument::editScenario(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey)
{
    DocumentState after = mState;
    edit(after.scenario);
    return commit(text, std::move(after), mergeKey, true, false);
}

QString ScenarioDocument::commit(
    const QString &text, DocumentState after, int mergeKey, bool scenarioChanged, bool variantsChanged)
{
    // A no-op needs no check (push() drops it); anything else must reopen.
    if (after != mState)
        if (const QString reason = refusal(text, after); !reason.isEmpty())
            return reason;
    push(text, std::move(after), mergeKey, scenarioChanged, variantsChanged);
    return {};
}

QString ScenarioDocument::refusal(const QString &text, const DocumentState &after)
{
    // What the app saves (the scenario with its kept variants) must always reopen: the loader
    // is the judge. A document that was already unloadable (it cannot come from a file) is
    // not held to it.
    const LoadResult check = ScenarioLoader::loadBytes(ScenarioWriter::toJson(forSaving(after)), QString());
    if (check.ok() || !ScenarioLoader::loadBytes(ScenarioWriter::toJson(forSaving(mState)), QString()).ok())
        return {};
    const Diagnostic &d = check.problems.front();
    const QString reason = d.path.isEmpty() ? d.message : QStringLiteral("%1: %2").arg(d.path, d.message);
    emit editRefused(text, reason);
    emit changed(); // the views show the document's values again
    return reason;
}

QString ScenarioDocument::tryEditScenario(
    const QString &text, const std::function<QString(Scenario &)> &edit, int mergeKey)
{
    Scenario after = mState.scenario;
    if (const QString reason = edit(after); !reason.isEmpty()) {
        emit editDeclined(text, reason);
        emit changed(); // the views show the document's values again
        return reason;
    }
    return editScenario(
        text, [&after](Scenario &s) { s = std::move(after); }, mergeKey);
}

QString ScenarioDocument::changeReportingCurrency(const QString &code)
{
    const QString text = tr("Change reporting currency");
    if (code == mState.scenario.reportingCurrency)
        return {};
    ReportingCurrencyChange change = withReportingCurrency(mState.scenario, code);
    if (!change.refused.isEmpty()) {
        emit editDeclined(text, change.refused);
        emit changed(); // the views show the document's currency again
        return change.refused;
    }
    DocumentState after = mState;
    after.scenario = std::move(change.scenario);
    const auto carry = [&](WhatIf &w) {
        const auto it = w.values.find(Driver::ExchangeRate);
        if (it == w.values.end())
            return;
        if (const auto rate = carriedExchangeRate(mState.scenario, after.scenario, it->second))
            it->second = *rate;
        else
            w.values.erase(it);
    };
    carry(after.whatIf);
    for (Variant &v : after.variants)
        carry(v.whatIf);
    return commit(text, std::move(after), -1, true, true);
}

void ScenarioDocument::setWhatIf(Driver driver, std::optional<double> value)
{
    DocumentState after = mState;
    if (value)
        after.whatIf.values[driver] = *value;
    else
        after.whatIf.values.erase(driver);
    if (after.whatIf.values == mState.whatIf.values)
        return;
    push(tr("What-if: %1").arg(WhatIf::spec(driver, mState.scenario).name), std::move(after),
        1000 + static_cast<int>(driver), false, false);
}

void ScenarioDocument::resetWhatIf()
{
    if (mState.whatIf.isEmpty())
        return;
    DocumentState after = mState;
    after.whatIf = {};
    push(tr("Reset what-if"), std::move(after), -1, false, false);
}

QString ScenarioDocument::keepVariant(const QString &name)
{
    const QString text = tr("Keep variant %1").arg(name);
    DocumentState after = mState;
    after.variants.push_back({name, mState.whatIf});
    return commit(text, std::move(after), -1, false, true);
}

QString ScenarioDocument::removeVariant(int index)
{
    if (index < 0 || index >= int(mState.variants.size()))
        return {};
    const QString text = tr("Remove variant");
    DocumentState after = mState;
    after.variants.erase(after.variants.begin() + index);
    return commit(text, std::move(after), -1, false, true);
}

} // namespace gputco
