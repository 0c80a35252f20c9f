#include "analysis.h"
#include "edits.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "whatifpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QProcess>
#include <QRandomGenerator>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gputco;

/*!
 * Property: whatever a user does in the scenario editor, what the app saves reopens as the same
 * scenario, and the CLI computes the same totals from the file as the app shows. Random
 * sequences of editor operations (add, remove, duplicate and move options of each kind; any
 * number field through its form row; pricing model, payment and reporting currency through
 * their combo boxes; what-if moves through the what-if panel's spin boxes and sliders; keep
 * and remove variants; undo and redo), then save, load and compare. After every what-if move
 * and variant operation the document is saved and reopened too (a kept variant is saved with
 * the scenario). Fixed seed (GPUTCO_PROPERTY_SEED), GPUTCO_PROPERTY_SEQUENCES sequences
 * (default 300).
 */
class TestEditorProperty : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void savedScenarioReopensWithTheSameTotals();

private:
    /// One random operation; true when it was a what-if move or a variant operation.
    bool step(
        ScenarioDocument &doc, ScenarioEditor &editor, WhatIfPanel &panel, QRandomGenerator &rng, QStringList &log);
    /// Saves the document, reopens the file and compares (QVERIFY inside: check QTest::currentTestFailed()).
    void savesAndReopens(ScenarioDocument &doc, const QString &context);
    QTemporaryDir mDir;
};

namespace {

/// Totals per option id from `gputco-cli compute --format json`.
QHash<QString, double> cliTotals(const QString &file, QString *error)
{
    QProcess cli;
    cli.start(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QHash<QString, double> totals;
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        *error = QString::fromUtf8(cli.readAllStandardError());
        return totals;
    }
    const QJsonObject root = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    for (const QJsonValue &o : root.value(QStringLiteral("options")).toArray())
        totals.insert(o.toObject().value(QStringLiteral("id")).toString(),
            o.toObject().value(QStringLiteral("total")).toDouble());
    return totals;
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestEditorProperty::initTestCase()
{
    QVERIFY(mDir.isValid());
}

namespace {

/// A value for a spin box: mostly plausible, sometimes a limit (the extremes are where drift hides).
double randomValue(const QDoubleSpinBox *spin, QRandomGenerator &rng)
{
    const double top = std::min(spin->maximum(), spin->minimum() + 1000.0);
    const int edge = rng.bounded(10);
    if (edge == 0)
        return spin->minimum();
    if (edge == 1)
        return spin->maximum();
    return spin->minimum() + rng.generateDouble() * (top - spin->minimum());
}

/// A what-if move through the panel: a spin box typed (any value the field takes) or a slider
/// dragged (within its travel), as the user does.
void moveWhatIf(ScenarioDocument &doc, WhatIfPanel &panel, QRandomGenerator &rng, QStringList &log)
{
    const Driver d = kAllDrivers[std::size_t(rng.bounded(int(kAllDrivers.size())))];
    QDoubleSpinBox *spin = panel.spinBox(d);
    QSlider *slider = panel.slider(d);
    if (!spin->isEnabled() || !spin->isVisibleTo(&panel))
        return;
    if (rng.bounded(2)) {
        spin->setValue(randomValue(spin, rng));
        emit spin->editingFinished();
        log << QStringLiteral("what-if %1 = %2").arg(QLatin1String(driverKey(d))).arg(spin->value(), 0, 'g', 10);
    } else {
        slider->setSliderDown(true);
        slider->setValue(rng.bounded(slider->maximum() + 1));
        slider->setSliderDown(false);
        log << QStringLiteral("what-if %1 slider %2").arg(QLatin1String(driverKey(d))).arg(slider->value());
    }
    doc.endMerge();
}

} // namespace

bool TestEditorProperty::step(
    ScenarioDocument &doc, ScenarioEditor &editor, WhatIfPanel &panel, QRandomGenerator &rng, QStringList &log)
{
    const int options = int(doc.scenario().options.size());
    const int op = rng.bounded(18);
    switch (op) {
    case 0: // the "Cloud" button: an option priced 0, awaiting a quote
        editor.addCloudOption(Edits::newCloudOption());
        log << QStringLiteral("add cloud");
        break;
    case 1:
        editor.addSelfHostedOption();
        log << QStringLiteral("add self-hosted");
        break;
    case 2:
        editor.duplicateOption();
        log << QStringLiteral("duplicate");
        break;
    case 3:
        editor.removeOption();
        log << QStringLiteral("remove");
        break;
    case 4:
        editor.moveOption(rng.bounded(2) ? 1 : -1);
        log << QStringLiteral("move");
        break;
    case 5:
        if (options > 0) {
            const int i = rng.bounded(options);
            editor.setCurrentOption(i);
            log << QStringLiteral("select %1").arg(i);
        }
        break;
    case 6:
        doc.undoStack()->undo();
        log << QStringLiteral("undo");
        break;
    case 7:
        doc.undoStack()->redo();
        log << QStringLiteral("redo");
        break;
    case 8:
    case 9: { // a combo box: pricing model, payment, ownership and financing, reporting currency
        const char *names[] = {"pricing", "reserved.payment", "servers.alreadyOwnedAgeMonths", "depreciation.method",
            "financing.type", "scenario.reportingCurrency"};
        const char *name = names[rng.bounded(op == 8 ? 5 : 6)];
        auto *combo = editor.findChild<QComboBox *>(QString::fromLatin1(name));
        if (combo && combo->isEnabled() && combo->isVisibleTo(&editor) && combo->count() > 0) {
            const int index
                = std::string_view(name) == "scenario.reportingCurrency" ? rng.bounded(3) : rng.bounded(combo->count());
            combo->setCurrentIndex(index);
            log << QStringLiteral("%1 = %2").arg(QLatin1String(name), combo->currentText());
        }
        break;
    }
    case 10:
    case 11: moveWhatIf(doc, panel, rng, log); return true;
    case 12: // "Keep as variant…", enabled while a what-if is live
        if (doc.whatIf().isEmpty())
            break;
        doc.keepVariant(QStringLiteral("Variant %1").arg(doc.variants().size() + 1));
        log << QStringLiteral("keep variant");
        return true;
    case 13:
        if (doc.variants().empty())
            break;
        doc.removeVariant(rng.bounded(int(doc.variants().size())));
        log << QStringLiteral("remove variant");
        return true;
    default: { // any number field shown for the current option, through its spin box
        QList<QDoubleSpinBox *> spins;
        for (QDoubleSpinBox *s : editor.findChildren<QDoubleSpinBox *>())
            if (s->isEnabled() && s->isVisibleTo(&editor) && !s->objectName().isEmpty())
                spins << s;
        if (spins.isEmpty())
            break;
        QDoubleSpinBox *spin = spins[rng.bounded(int(spins.size()))];
        spin->setValue(randomValue(spin, rng));
        emit spin->editingFinished();
        log << QStringLiteral("%1 = %2").arg(spin->objectName()).arg(spin->value(), 0, 'g', 10);
        break;
    }
    }
    return false;
}

void TestEditorProperty::savesAndReopens(ScenarioDocument &doc, const QString &context)
{
    const QString file = mDir.filePath(QStringLiteral("step.gputco.json"));
    QCOMPARE(doc.saveAs(file), QString());
    const LoadResult reopened = ScenarioLoader::loadFile(file);
    QVERIFY2(reopened.ok(), qPrintable(context + QStringLiteral("\n") + reopened.errorString()));
    QVERIFY2(ScenarioWriter::toJson(*reopened.scenario) == read(file), qPrintable(context));
    // Every kept variant, with every driver's value to the bit.
    QVERIFY2(reopened.scenario->variants == doc.scenarioForSaving().variants, qPrintable(context));
    QCOMPARE(reopened.scenario->variants.size(), doc.variants().size());
}

void TestEditorProperty::savedScenarioReopensWithTheSameTotals()
{
    const quint32 seed = qEnvironmentVariableIsSet("GPUTCO_PROPERTY_SEED")
        ? quint32(qEnvironmentVariableIntValue("GPUTCO_PROPERTY_SEED"))
        : 20261202u;
    const int sequences = qEnvironmentVariableIsSet("GPUTCO_PROPERTY_SEQUENCES")
        ? qEnvironmentVariableIntValue("GPUTCO_PROPERTY_SEQUENCES")
        : 300;
    qInfo("seed %u, %d sequences", seed, sequences);
    QRandomGenerator rng(seed);
    const QStringList starts = {QStringLiteral(":/examples/a100-64gpu-36-months.json"),
        QStringLiteral(":/examples/growing-team-lead-time.json"), QString()};
    int refused = 0, compared = 0, whatIfSteps = 0, withVariants = 0;
    for (int n = 0; n < sequences; ++n) {
        ScenarioDocument doc;
        const QString start = starts[rng.bounded(int(starts.size()))];
        if (start.isEmpty()) { // File > New
            Scenario s;
            s.name = QStringLiteral("New scenario");
            s.demand.gpuCount = 8;
            s.demand.busyHoursPerMonth = 730;
            doc.reset(s, QString());
        } else {
            const LoadResult r = ScenarioLoader::loadBytes(read(start), start);
            QVERIFY2(r.ok(), qPrintable(r.errorString()));
            doc.reset(*r.scenario, QString());
        }
        QStringList reasons;
        connect(&doc, &ScenarioDocument::editRefused, this, [&refused, &reasons](const QString &, const QString &why) {
            ++refused;
            reasons << why;
        });
        ScenarioEditor editor(&doc);
        editor.resize(400, 2000);
        editor.show();
        WhatIfPanel panel(&doc);
        panel.show();
        Analysis analysis(&doc);
        QStringList log{start.isEmpty() ? QStringLiteral("new") : start};
        const int length = 1 + rng.bounded(25);
        for (int k = 0; k < length; ++k)
            if (step(doc, editor, panel, rng, log)) {
                ++whatIfSteps;
                savesAndReopens(doc, QStringLiteral("sequence %1: %2").arg(n).arg(log.join(QStringLiteral("; "))));
                if (QTest::currentTestFailed())
                    return;
            }

        const QString file = mDir.filePath(QStringLiteral("sequence-%1.gputco.json").arg(n));
        QCOMPARE(doc.saveAs(file), QString());
        const LoadResult reopened = ScenarioLoader::loadFile(file);
        const QString context = QStringLiteral("sequence %1: %2").arg(n).arg(log.join(QStringLiteral("; ")));
        QVERIFY2(reopened.ok(), qPrintable(context + QStringLiteral("\n") + reopened.errorString()));
        // The same scenario: written again, byte for byte the file.
        QVERIFY2(ScenarioWriter::toJson(*reopened.scenario) == read(file), qPrintable(context));
        QCOMPARE(reopened.scenario->variants.size(), doc.variants().size());
        withVariants += doc.variants().empty() ? 0 : 1;
        // The same totals in the CLI (from the file) as in the app (from the document).
        QString error;
        const QHash<QString, double> cli = cliTotals(file, &error);
        const ScenarioResult &app = analysis.baseline();
        if (!app.ok()) { // the app shows the same error the CLI exits with
            QVERIFY2(!error.isEmpty(), qPrintable(context));
            continue;
        }
        QVERIFY2(error.isEmpty(), qPrintable(context + QStringLiteral("\n") + error));
        QCOMPARE(cli.size(), qsizetype(app.options.size()));
        for (const OptionResult &o : app.options) {
            QVERIFY2(cli.contains(o.id), qPrintable(context + QStringLiteral(": ") + o.id));
            const double c = cli.value(o.id);
            QVERIFY2(std::abs(c - o.total) <= 1e-9 * std::max(1.0, std::abs(o.total)),
                qPrintable(QStringLiteral("%1: %2 CLI %3, app %4")
                               .arg(context, o.id)
                               .arg(c, 0, 'f', 6)
                               .arg(o.total, 0, 'f', 6)));
        }
        ++compared;
        if (!reasons.isEmpty() && qEnvironmentVariableIsSet("GPUTCO_PROPERTY_VERBOSE"))
            qInfo().noquote() << "refused:" << reasons.join(QStringLiteral(" | "));
    }
    qInfo("%d sequences compared (%d saved with variants), %d what-if and variant steps saved and reopened, %d "
          "edits refused as unsavable",
        compared, withVariants, whatIfSteps, refused);
}

QTEST_MAIN(TestEditorProperty)
#include "tst_editorproperty.moc"
