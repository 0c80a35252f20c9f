#pragma once

#include "scenario.h"
#include "scenarioloader.h"
#include "whatif.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <vector>

namespace gputco {

/// Everything an edit can change, so one undo step can restore it whole.
struct DocumentState
{
    Scenario scenario;
    WhatIf whatIf;
    std::vector<Variant> variants;

    bool operator==(const DocumentState &) const = default;
};

/*!
 * The open scenario with its what-if and kept variants. Every change goes through the undo
 * stack as a command; views listen to changed() and never edit the scenario themselves.
 * Consecutive changes of the same field merge into one undo step until endMerge() (a slider
 * drag is one step).
 */
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);

    const Scenario &scenario() const { return mState.scenario; }
    const WhatIf &whatIf() const { return mState.whatIf; }
    const std::vector<Variant> &variants() const { return mState.variants; }
    const DocumentState &state() const { return mState; }
    QString fileName() const { return mFileName; }
    bool isModified() const { return !mUndoStack.isClean(); }
    QUndoStack *undoStack() { return &mUndoStack; }

    /// Replaces the whole document (new or opened file); clears the undo history.
    void reset(const Scenario &scenario, const QString &fileName);
    /// The scenario with the kept variants, as it is written to a file.
    Scenario scenarioForSaving() const;
    /// Saves to `fileName`; empty string on success, else the reason naming the file.
    QString saveAs(const QString &fileName);

    /// One undoable edit of the scenario. `mergeKey` >= 0 merges consecutive edits with the
    /// same key into one step. An edit after which the scenario could not be saved and opened
    /// again (the loader would refuse the file) is not made: editRefused() says why, and the
    /// reason is returned (empty when the edit was made).
    QString editScenario(const QString &text, const std::function<void(Scenario &)> &edit, int mergeKey = -1);
    /// Like editScenario(), for an edit that may decline itself: `edit` returns why it cannot
    /// be made (empty when it was). A declined edit is not made: editDeclined() says why, and
    /// the reason is returned.
    QString tryEditScenario(const QString &text, const std::function<QString(Scenario &)> &edit, int mergeKey = -1);
    void setWhatIf(Driver driver, std::optional<double> value);
    /// The scenario reported in @p code (amounts pinned and converted: withReportingCurrency),
    /// with the live what-if's and kept variants' exchange rates carried to the new pair, in
    /// one undo step; declined with the reason when a rate is missing.
    QString changeReportingCurrency(const QString &code);
    void resetWhatIf();
    /// Keeps the live what-if as a variant under @p name. Held to the same check as every
    /// edit: a variant the file could not hold is not kept (editRefused() says why, and the
    /// reason is returned; empty when it was kept).
    QString keepVariant(const QString &name);
    /// Removes a kept variant, with the same check; empty when removed (or no such variant).
    QString removeVariant(int index);
    /// Ends the current merge: the next edit starts a new undo step.
    void endMerge() { ++mMergeGeneration; }

    /// Used by the undo commands. The flags say whether the scenario or the variants may
    /// differ from the current ones (a what-if changes neither).
    void setState(const DocumentState &state, bool scenarioChanged = true, bool variantsChanged = true);
    /// Counted up whenever the scenario (or the variants) may have changed, so that views can
    /// keep what they computed from it while only the what-if moves.
    quint64 scenarioRevision() const { return mScenarioRevision; }
    quint64 variantsRevision() const { return mVariantsRevision; }
    /// The last changed() was a what-if move only (neither the scenario nor the variants
    /// changed, and no edit was refused): views of the scenario itself need not refresh.
    bool lastChangeWasWhatIfOnly() const { return mWhatIfOnly; }

signals:
    void changed();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    /// An edit was not made because its result would not reopen; `reason` names the field.
    void editRefused(const QString &edit, const QString &reason);
    /// An edit was not made because it declined itself (tryEditScenario()); `reason` says why.
    void editDeclined(const QString &edit, const QString &reason);

private:
    /// Why the loader would refuse the file of @p after (emits editRefused), or empty.
    QString refusal(const QString &text, const DocumentState &after);
    /// Pushes @p after unless refusal() refuses it; returns the reason, or empty.
    QString commit(const QString &text, DocumentState after, int mergeKey, bool scenarioChanged, bool variantsChanged);
    void push(const QString &text, DocumentState after, int mergeKey, bool scenarioChanged, bool variantsChanged);

    DocumentState mState;
    QString mFileName;
    QUndoStack mUndoStack;
    int mMergeGeneration = 0;
    quint64 mScenarioRevision = 0;
    quint64 mVariantsRevision = 0;
    bool mWhatIfOnly = false;
};

} // namespace gputco
