// The provenance of each block (issue 27, ui/provenancedialog.h): a block's source and quote
// typed in the dialog reach the saved file and the price lines, parts a block leaves out show
// the option's, a date that is not yyyy-MM-dd is refused, OK is one undo step and Cancel none.
#include "costengine.h"
#include "pricelines.h"
#include "provenancedialog.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace gputco;

namespace {

constexpr int kOwn = 3; ///< buy-8-servers in the A100 example
constexpr int kServers = 0; ///< the Servers row of a self-hosted option

QModelIndex cell(const ProvenanceTableModel *m, int row, ProvenanceTableModel::Column column)
{
    return m->index(row, column);
}

int rowOf(const ProvenanceTableModel *m, const QString &name)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, ProvenanceTableModel::Block).data().toString() == name)
            return r;
    return -1;
}

} // namespace

class TestProvenanceDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void serversQuoteReachesTheFileAndThePriceLines();
    void inheritedCellsShowTheOption();
    void invalidDateIsRefused();
    void vatRateGoesWithTheTaxStatus();
    void cancelChangesNothing();
    void editorButtonOpensTheDialog();

private:
    ScenarioDocument mDoc;
};

void TestProvenanceDialog::init()
{
    const LoadResult r = ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json"));
    QVERIFY2(r.ok(), qPrintable(r.errorString()));
    mDoc.reset(*r.scenario, QString());
    QVERIFY(mDoc.scenario().options[kOwn].selfHosted());
    // The example's servers state a source, date and tax status but no quote; its running costs
    // state nothing (they take the option's).
    QVERIFY(mDoc.scenario().options[kOwn].selfHosted()->serversProvenance);
    QVERIFY(!mDoc.scenario().options[kOwn].selfHosted()->serversProvenance->quote);
    QVERIFY(!mDoc.scenario().options[kOwn].selfHosted()->operationsProvenance);
}

void TestProvenanceDialog::serversQuoteReachesTheFileAndThePriceLines()
{
    const Scenario before = mDoc.scenario();
    ProvenanceDialog dialog(&mDoc, kOwn);
    ProvenanceTableModel *m = dialog.model();
    QCOMPARE(m->index(kServers, ProvenanceTableModel::Block).data().toString(), QStringLiteral("Servers"));
    QVERIFY(
        m->setData(cell(m, kServers, ProvenanceTableModel::Source), QStringLiteral("  Inspur quote QT-2026-1128-07 ")));
    QVERIFY(m->setData(cell(m, kServers, ProvenanceTableModel::Vendor), QStringLiteral("浪潮信息")));
    QVERIFY(m->setData(cell(m, kServers, ProvenanceTableModel::ValidUntil), QStringLiteral("2026-12-31")));
    QCOMPARE(mDoc.scenario(), before); // nothing reaches the document before OK
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(mDoc.undoStack()->count(), 1); // one undo step for every change

    // Saved and opened again: exactly those parts, the rest left to the option.
    const LoadResult reopened
        = ScenarioLoader::loadBytes(ScenarioWriter::toJson(mDoc.scenarioForSaving()), QStringLiteral("written.json"));
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    Provenance expected = *before.options[kOwn].selfHosted()->serversProvenance;
    expected.source = QStringLiteral("Inspur quote QT-2026-1128-07");
    expected.quote
        = PriceQuoteRef{QStringLiteral("浪潮信息"), QString(), QString(), QStringLiteral("2026-12-31"), QString()};
    const Option &own = reopened.scenario->options[kOwn];
    QCOMPARE(own.selfHosted()->serversProvenance, std::optional<Provenance>(expected));
    QCOMPARE(own.selfHosted()->powerProvenance, before.options[kOwn].selfHosted()->powerProvenance);
    QCOMPARE(own.selfHosted()->operationsProvenance, std::optional<Provenance>());
    QCOMPARE(own.provenance, before.options[kOwn].provenance);

    // The server price line: the block's source, date and tax status, the quote's expiry judged
    // on the day.
    const auto serverLine = [&](const QDate &today) {
        const Scenario &s = *reopened.scenario;
        for (const PriceLine &l : PriceLines::collect(s, CostEngine::compute(s), {}, today))
            if (l.optionId == own.id && l.serverPrice)
                return l;
        return PriceLine{};
    };
    const PriceLine server = serverLine(QDate(2026, 12, 5));
    QVERIFY(server.serverPrice);
    QCOMPARE(server.source, QStringLiteral("Inspur quote QT-2026-1128-07"));
    QCOMPARE(server.asOf, QStringLiteral("2026-12-02"));
    QCOMPARE(server.taxStatus(), TaxStatus::Included);
    QCOMPARE(server.quoteValidUntil, QStringLiteral("2026-12-31"));
    QVERIFY(server.quoteExpiring);
    QVERIFY(!server.quoteExpired);
    QVERIFY(serverLine(QDate(2027, 1, 1)).quoteExpired);

    // Undo restores the scenario as it was.
    mDoc.undoStack()->undo();
    QCOMPARE(mDoc.scenario(), before);
}

void TestProvenanceDialog::inheritedCellsShowTheOption()
{
    const Provenance option = *mDoc.scenario().options[kOwn].provenance;
    ProvenanceDialog dialog(&mDoc, kOwn);
    ProvenanceTableModel *m = dialog.model();
    const int ops = rowOf(m, QStringLiteral("Running costs and maintenance"));
    QVERIFY(ops > 0);
    // The servers' own source shows plainly; the option has no quote, so none is inherited.
    QVERIFY(!m->inherits(kServers, ProvenanceTableModel::Source));
    QVERIFY(m->inherits(kServers, ProvenanceTableModel::Vendor));
    QCOMPARE(cell(m, kServers, ProvenanceTableModel::Vendor).data().toString(), QString());
    const QModelIndex source = cell(m, ops, ProvenanceTableModel::Source);
    QVERIFY(m->inherits(ops, ProvenanceTableModel::Source));
    QCOMPARE(source.data().toString(), option.source);
    QCOMPARE(source.data(Qt::EditRole).toString(), QString()); // the block's own: none
    QVERIFY(source.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(source.data(Qt::ForegroundRole).isValid());
    QCOMPARE(cell(m, ops, ProvenanceTableModel::AsOf).data().toString(), QStringLiteral("2026-12-02"));
    QCOMPARE(cell(m, ops, ProvenanceTableModel::Tax).data().toString(), QStringLiteral("Included (含税)"));
    QCOMPARE(cell(m, ops, ProvenanceTableModel::VatRate).data().toString(), QStringLiteral("13"));

    // A part of its own shows plainly; cleared, the block takes the option's again (and a
    // block left with nothing of its own is removed, not kept empty).
    QVERIFY(m->setData(source, QStringLiteral("IDC operations contract 2026")));
    QVERIFY(!m->inherits(ops, ProvenanceTableModel::Source));
    QCOMPARE(source.data().toString(), QStringLiteral("IDC operations contract 2026"));
    QVERIFY(!source.data(Qt::FontRole).isValid());
    QVERIFY(m->inherits(ops, ProvenanceTableModel::AsOf));
    QVERIFY(m->setData(source, QString()));
    QVERIFY(m->inherits(ops, ProvenanceTableModel::Source));
    QCOMPARE(source.data().toString(), option.source);
    QVERIFY(!m->option().selfHosted()->operationsProvenance);
    dialog.accept();
    QCOMPARE(mDoc.undoStack()->count(), 0); // nothing changed: no undo step
}

void TestProvenanceDialog::invalidDateIsRefused()
{
    ProvenanceDialog dialog(&mDoc, kOwn);
    dialog.show();
    ProvenanceTableModel *m = dialog.model();
    auto *label = dialog.findChild<QLabel *>(QStringLiteral("provenanceMessage"));
    QVERIFY(label);
    for (const QString &bad : {QStringLiteral("28.11.2026"), QStringLiteral("2026-02-30"), QStringLiteral("2026-1-5"),
             QStringLiteral("soon")}) {
        QVERIFY(!m->setData(cell(m, kServers, ProvenanceTableModel::AsOf), bad));
        QVERIFY(!m->setData(cell(m, kServers, ProvenanceTableModel::ValidFrom), bad));
        QVERIFY(m->message().contains(bad));
        QVERIFY(m->message().contains(QStringLiteral("yyyy-MM-dd")));
        QCOMPARE(dialog.message(), m->message());
        QVERIFY(label->isVisible());
    }
    QCOMPARE(m->option(), mDoc.scenario().options[kOwn]); // nothing stored
    // A quote last valid before today shows its date in red, with the reason.
    QVERIFY(m->setData(cell(m, kServers, ProvenanceTableModel::ValidUntil), QStringLiteral("2020-01-31")));
    const QModelIndex until = cell(m, kServers, ProvenanceTableModel::ValidUntil);
    QCOMPARE(until.data(Qt::ForegroundRole).value<QColor>(), QColor(0xb0, 0x00, 0x20));
    QVERIFY(until.data(Qt::ToolTipRole).toString().contains(QStringLiteral("expired")));
    QVERIFY(m->setData(until, QString()));
    QVERIFY(m->inherits(kServers, ProvenanceTableModel::ValidUntil)); // the option's quote again: none
    QVERIFY(until.data(Qt::ForegroundRole).value<QBrush>().color() != QColor(0xb0, 0x00, 0x20));
    QVERIFY(m->setData(cell(m, kServers, ProvenanceTableModel::AsOf), QStringLiteral("2026-11-28")));
    QVERIFY(m->message().isEmpty());
    QVERIFY(!label->isVisible());
    QCOMPARE(m->option().selfHosted()->serversProvenance->asOf, QStringLiteral("2026-11-28"));
}

void TestProvenanceDialog::vatRateGoesWithTheTaxStatus()
{
    ProvenanceDialog dialog(&mDoc, kOwn);
    ProvenanceTableModel *m = dialog.model();
    const int ops = rowOf(m, QStringLiteral("Running costs and maintenance"));
    QVERIFY(ops > 0);
    // A rate without the block's own tax status would be ignored (the option's status comes
    // with the option's rate): refused, with the reason.
    QVERIFY(!m->setData(cell(m, ops, ProvenanceTableModel::VatRate), QStringLiteral("6")));
    QVERIFY(!m->message().isEmpty());
    QVERIFY(m->setData(cell(m, ops, ProvenanceTableModel::Tax), int(ProvenanceTableModel::TaxExcluded)));
    QVERIFY(m->setData(cell(m, ops, ProvenanceTableModel::VatRate), QStringLiteral("6")));
    QVERIFY(!m->setData(cell(m, ops, ProvenanceTableModel::VatRate), QStringLiteral("120")));
    QCOMPARE(cell(m, ops, ProvenanceTableModel::Tax).data().toString(), QStringLiteral("Excluded (不含税)"));
    QCOMPARE(cell(m, ops, ProvenanceTableModel::VatRate).data().toString(), QStringLiteral("6"));
    dialog.accept();
    const std::optional<Provenance> p = mDoc.scenario().options[kOwn].selfHosted()->operationsProvenance;
    QVERIFY(p);
    QCOMPARE(p->taxIncluded, std::optional<bool>(false));
    QCOMPARE(p->taxRatePercent, std::optional<double>(6.0));
    // Back to the option's status: the block's rate goes with it, and so does the block.
    ProvenanceDialog again(&mDoc, kOwn);
    QVERIFY(again.model()->setData(
        cell(again.model(), ops, ProvenanceTableModel::Tax), int(ProvenanceTableModel::TaxFromOption)));
    again.accept();
    QVERIFY(!mDoc.scenario().options[kOwn].selfHosted()->operationsProvenance);
    QCOMPARE(mDoc.undoStack()->count(), 2);
}

void TestProvenanceDialog::cancelChangesNothing()
{
    const Scenario before = mDoc.scenario();
    ProvenanceDialog dialog(&mDoc, kOwn);
    QVERIFY(dialog.model()->setData(
        cell(dialog.model(), kServers, ProvenanceTableModel::Source), QStringLiteral("a quote")));
    dialog.reject();
    QCOMPARE(mDoc.scenario(), before);
    QCOMPARE(mDoc.undoStack()->count(), 0);
}

void TestProvenanceDialog::editorButtonOpensTheDialog()
{
    // The editor's "Provenance of each block…" opens the dialog on the current option.
    ScenarioEditor editor(&mDoc);
    editor.setCurrentOption(kOwn);
    QPushButton *button = nullptr;
    for (QPushButton *b : editor.findChildren<QPushButton *>(QStringLiteral("blockProvenance")))
        if (b->isVisibleTo(&editor) || !button)
            button = b;
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Provenance of each block…"));
    int rows = -1;
    QTimer::singleShot(0, this, [&rows] {
        auto *dialog = qobject_cast<ProvenanceDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        rows = dialog->model()->rowCount();
        dialog->model()->setData(dialog->model()->index(kServers, ProvenanceTableModel::Source), QStringLiteral("H3C"));
        dialog->accept();
    });
    editor.editBlockProvenances();
    QCOMPARE(rows, 6); // servers, capex, power, space, staff, operations
    QCOMPARE(mDoc.scenario().options[kOwn].selfHosted()->serversProvenance->source, QStringLiteral("H3C"));
}

QTEST_MAIN(TestProvenanceDialog)
#include "tst_provenancedialog.moc"
