// The document's undo steps: an edit that changes nothing is no step, a drag back to where it
// started is dropped, and keeping or removing a variant is held to the reopen check every
// other edit is held to.
#include "scenariodocument.h"
#include "scenarioloader.h"

#include <QSignalSpy>
#include <QTest>

using namespace gputco;

class TestScenarioDocument : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void editThatChangesNothingIsNoUndoStep();
    void dragBackToTheStartIsNoUndoStep();
    void keptVariantIsHeldToTheReopenCheck();
    void removedVariantIsOneUndoStep();

private:
    ScenarioDocument mDoc;
};

void TestScenarioDocument::init()
{
    const LoadResult r = ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json"));
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    mDoc.reset(*r.scenario, QString());
    QCOMPARE(mDoc.undoStack()->count(), 0);
}

void TestScenarioDocument::editThatChangesNothingIsNoUndoStep()
{
    QSignalSpy changed(&mDoc, &ScenarioDocument::changed);
    // The demand is already 64 GPUs: nothing to undo, and the views are told to show it again.
    QCOMPARE(
        mDoc.editScenario(QStringLiteral("Edit GPU count"), [](Scenario &s) { s.demand.gpuCount = 64; }), QString());
    QCOMPARE(mDoc.undoStack()->count(), 0);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!mDoc.isModified());
    // A real change is one step; setting it again to the same value adds none.
    mDoc.editScenario(QStringLiteral("Edit GPU count"), [](Scenario &s) { s.demand.gpuCount = 48; });
    mDoc.endMerge();
    mDoc.editScenario(QStringLiteral("Edit GPU count"), [](Scenario &s) { s.demand.gpuCount = 48; });
    QCOMPARE(mDoc.undoStack()->count(), 1);
    // The same for the what-if, the reporting currency and removing a variant that is not there.
    mDoc.setWhatIf(Driver::Pue, std::nullopt);
    QCOMPARE(mDoc.changeReportingCurrency(QStringLiteral("CNY")), QString());
    QCOMPARE(mDoc.removeVariant(0), QString());
    mDoc.resetWhatIf();
    QCOMPARE(mDoc.undoStack()->count(), 1);
    mDoc.undoStack()->undo();
    QCOMPARE(mDoc.scenario().demand.gpuCount, 64.0);
    QVERIFY(!mDoc.isModified());
}

void TestScenarioDocument::dragBackToTheStartIsNoUndoStep()
{
    // A slider dragged from 100 % to 60 % and back to 100 %: one merged step that changes
    // nothing, dropped (Ctrl+Z must not undo nothing).
    for (double v : {90.0, 60.0})
        mDoc.setWhatIf(Driver::UtilizationPercent, v);
    QCOMPARE(mDoc.undoStack()->count(), 1);
    mDoc.setWhatIf(Driver::UtilizationPercent, std::nullopt);
    QCOMPARE(mDoc.undoStack()->count(), 0);
    QVERIFY(mDoc.whatIf().isEmpty());
    // The same for a field of the scenario edited in one merge.
    for (double v : {100.0, 64.0})
        mDoc.editScenario(
            QStringLiteral("Edit GPU count"), [v](Scenario &s) { s.demand.gpuCount = v; }, 7);
    QCOMPARE(mDoc.undoStack()->count(), 0);
    QVERIFY(!mDoc.isModified());
}

void TestScenarioDocument::keptVariantIsHeldToTheReopenCheck()
{
    QSignalSpy refused(&mDoc, &ScenarioDocument::editRefused);
    // 5,000 GPUs and PUE 2.8 are in the fields' ranges (1..1e7 GPUs, PUE 1..5): kept.
    mDoc.setWhatIf(Driver::GpuCount, 5000);
    mDoc.setWhatIf(Driver::Pue, 2.8);
    QCOMPARE(mDoc.keepVariant(QStringLiteral("Big")), QString());
    QCOMPARE(mDoc.variants().size(), std::size_t(1));
    const int steps = mDoc.undoStack()->count();
    // 20 million GPUs is more than a file may hold: not kept, and the reason names the field.
    mDoc.setWhatIf(Driver::GpuCount, 2e7);
    const QString reason = mDoc.keepVariant(QStringLiteral("Too big"));
    QCOMPARE(reason,
        QStringLiteral(
            "$.variants[1].drivers.gpuCount: 20000000 is out of range: the largest allowed value is 10000000"));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.front().at(0).toString(), QStringLiteral("Keep variant Too big"));
    QCOMPARE(refused.front().at(1).toString(), reason);
    QCOMPARE(mDoc.variants().size(), std::size_t(1));
    QCOMPARE(mDoc.undoStack()->count(), steps + 1); // the what-if move only
    // A blank name is refused by the same check (a variant's name is required).
    mDoc.setWhatIf(Driver::GpuCount, 32);
    QVERIFY(mDoc.keepVariant(QStringLiteral(" ")).contains(QStringLiteral("$.variants[1].name")));
    QCOMPARE(mDoc.variants().size(), std::size_t(1));
}

void TestScenarioDocument::removedVariantIsOneUndoStep()
{
    mDoc.setWhatIf(Driver::GpuCount, 5000);
    mDoc.keepVariant(QStringLiteral("A"));
    mDoc.setWhatIf(Driver::GpuCount, 32);
    mDoc.keepVariant(QStringLiteral("B"));
    const int steps = mDoc.undoStack()->count();
    QCOMPARE(mDoc.removeVariant(0), QString());
    QCOMPARE(mDoc.undoStack()->count(), steps + 1);
    QCOMPARE(mDoc.variants().size(), std::size_t(1));
    QCOMPARE(mDoc.variants().front().name, QStringLiteral("B"));
    QCOMPARE(mDoc.scenarioForSaving().variants.front().drivers,
        (std::vector<std::pair<QString, double>>{{QStringLiteral("gpuCount"), 32.0}}));
    mDoc.undoStack()->undo();
    QCOMPARE(mDoc.variants().size(), std::size_t(2));
    QCOMPARE(*mDoc.variants().front().whatIf.value(Driver::GpuCount), 5000.0);
}

QTEST_GUILESS_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
