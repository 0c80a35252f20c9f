// The XLSX working model, checked the way finance would use it: the totals are formulas over
// the Monthly sheet (openpyxl reads the formula text), a viewer that does not recalculate shows
// the engine's numbers (the cached values), LibreOffice headless recalculates them to the
// engine's totals to the cent, and when a planner changes a monthly amount and the discount
// rate, the totals move by exactly that (tests/report/xlsx_recalc.py does the reading).
#include "calendar.h"
#include "costengine.h"
#include "decision.h"
#include "scenarioloader.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gputco;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, {}, "timed out"};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

/// Equal to the cent (half a cent either way): what a finance reader checks.
bool cent(const QJsonValue &v, double expected)
{
    return v.isDouble() && std::abs(v.toDouble() - expected) < 0.005;
}

bool isFormula(const QJsonValue &v)
{
    return v.isString() && v.toString().startsWith(QLatin1Char('='));
}

} // namespace

class TestXlsx : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void formulasEvaluateToEngine_data();
    void formulasEvaluateToEngine();

private:
    QTemporaryDir mDir;
};

void TestXlsx::initTestCase()
{
    QVERIFY(mDir.isValid());
    qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8());
    if (QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty())
        QSKIP("LibreOffice (libreoffice-calc-nogui, scripts/dev.sh) is not installed");
}

void TestXlsx::formulasEvaluateToEngine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<bool>("tax");
    const QString examples = QStringLiteral("../../resources/examples/");
    // Cloud and owned servers over 36 months at an 8 % discount rate.
    QTest::newRow("a100-64gpu") << QFINDTESTDATA(examples + QStringLiteral("a100-64gpu-36-months.json"))
                                << QStringLiteral("en") << false;
    // Chinese sheet names in the formulas ('月度'!C2:C25), a calendar and fiscal years.
    QTest::newRow("domestic-zh") << QFINDTESTDATA(examples + QStringLiteral("domestic-accelerators-2027.json"))
                                 << QStringLiteral("zh_CN") << false;
    QTest::newRow("xinghe-budget") << QFINDTESTDATA(examples + QStringLiteral("xinghe-budget-2027.json"))
                                   << QStringLiteral("en") << false;
    // Income tax: the after-tax lines.
    QTest::newRow("income-tax") << QFINDTESTDATA(QStringLiteral("../models/roundtrip/vat-and-income-tax.json"))
                                << QStringLiteral("en") << true;
    // A compute subsidy (a negative category) and the R&D super deduction in the tax saved.
    QTest::newRow("subsidy-and-rd") << QFINDTESTDATA(QStringLiteral("../models/data/subsidy-and-rd.json"))
                                    << QStringLiteral("zh_CN") << true;
}

void TestXlsx::formulasEvaluateToEngine()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    QFETCH(bool, tax);
    QVERIFY(!file.isEmpty());
    const QString work = mDir.filePath(QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(QDir().mkpath(work));
    const QString xlsx = work + QStringLiteral("/export.xlsx");
    Run r = run(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("export"), file, QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = run(QStringLiteral("/usr/bin/python3"), {QFINDTESTDATA("xlsx_recalc.py"), xlsx, work}, 280000);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject x = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!x.isEmpty(), r.out.constData());

    // The reference: the engine's cash view, as the CLI exports it.
    const LoadResult loaded = ScenarioLoader::loadFile(file);
    QVERIFY(loaded.ok());
    const Scenario &s = *loaded.scenario;
    const ScenarioResult e = CostEngine::compute(s, CostView::Cash);
    QVERIFY(e.ok());
    const std::size_t n = e.options.size();
    QVERIFY(n >= 2);
    QCOMPARE(s.incomeTax.has_value(), tax);

    const QJsonObject formulas = x.value(QStringLiteral("formulas")).toObject();
    const QJsonObject cached = x.value(QStringLiteral("cached")).toObject();
    const QJsonObject orig = x.value(QStringLiteral("orig")).toObject();
    const QJsonObject changed = x.value(QStringLiteral("changed")).toObject();
    auto row = [](const QJsonObject &o, const char *sheet, std::size_t i) {
        return o.value(QLatin1String(sheet)).toArray().at(qsizetype(i)).toArray();
    };

    // Totals: C total, D NPV, E hidden fees, K total less the end-of-horizon credit; with
    // income tax L tax saved, M after-tax total, N after-tax NPV.
    for (std::size_t i = 0; i < n; ++i) {
        const OptionResult &o = e.options[i];
        const QJsonArray f = row(formulas, "totals", i), c = row(cached, "totals", i), t = row(orig, "totals", i),
                         ch = row(changed, "totals", i);
        QCOMPARE(t.at(0).toString(), o.name);
        for (int col : {2, 3, 4, 10})
            QVERIFY2(isFormula(f.at(col)),
                qPrintable(QStringLiteral("%1 column %2: %3").arg(o.name).arg(col).arg(f.at(col).toString())));
        QVERIFY(f.at(2).toString().startsWith(QStringLiteral("=SUM(")));
        // Cached: the engine's numbers exactly, for viewers that do not recalculate.
        QCOMPARE(c.at(2).toDouble(), o.total);
        QCOMPARE(c.at(3).toDouble(), o.totalDiscounted);
        // Recalculated by LibreOffice: the engine's, to the cent.
        QVERIFY2(cent(t.at(2), o.total),
            qPrintable(QStringLiteral("%1 total %2 vs %3")
                           .arg(o.name)
                           .arg(t.at(2).toDouble(), 0, 'f', 4)
                           .arg(o.total, 0, 'f', 4)));
        QVERIFY2(cent(t.at(3), o.totalDiscounted),
            qPrintable(QStringLiteral("%1 NPV %2 vs %3")
                           .arg(o.name)
                           .arg(t.at(3).toDouble(), 0, 'f', 4)
                           .arg(o.totalDiscounted, 0, 'f', 4)));
        QVERIFY(cent(t.at(4), o.hiddenFeesTotal));
        const double credit = o.kind != OptionKind::SelfHosted  ? 0.0
            : s.finance.endOfHorizon == EndOfHorizon::BookValue ? o.bookValueAtHorizonEnd
            : s.finance.endOfHorizon == EndOfHorizon::Resale    ? o.resaleValueAtHorizonEnd
                                                                : 0.0;
        QVERIFY(cent(t.at(10), o.total - credit));
        if (o.kind == OptionKind::SelfHosted)
            QVERIFY(cent(t.at(8), o.bookValueAtHorizonEnd));
        if (tax) {
            for (int col : {11, 12, 13})
                QVERIFY(isFormula(f.at(col)));
            QVERIFY(cent(t.at(11), o.taxSavingTotal));
            QVERIFY(cent(t.at(12), o.afterTaxTotal));
            QVERIFY2(cent(t.at(13), o.afterTaxDiscounted), qPrintable(QString::number(t.at(13).toDouble(), 'f', 4)));
        }
        // The planner's change: +1000 in the first option's month 1, discount rate 0.
        const double added = i == 0 ? 1000.0 : 0.0;
        QVERIFY(cent(ch.at(2), o.total + added));
        // At a discount rate of 0 the NPV is the undiscounted total.
        QVERIFY2(cent(ch.at(3), o.total + added), qPrintable(QString::number(ch.at(3).toDouble(), 'f', 4)));
        QVERIFY(cent(ch.at(10), o.total + added - credit));
        if (tax) {
            QVERIFY(cent(ch.at(12), o.afterTaxTotal + added));
            QVERIFY(cent(ch.at(13), o.afterTaxTotal + added)); // undiscounted at 0 %
        }
    }

    // Decisions (issue 28): the NPV of each buy-instead-of-rent pair is a formula of its flows and
    // the discount rate: the engine's NPV as exported, the undiscounted saving at a rate of 0;
    // the IRR, where the flows change sign once, a formula giving the engine's IRR.
    const DecisionResult decisions = DecisionAnalysis::compute(s, e);
    for (std::size_t k = 0; k < decisions.pairs.size(); ++k) {
        const DecisionPair &p = decisions.pairs[k];
        const QJsonArray f = row(formulas, "decisions", k), t = row(orig, "decisions", k),
                         ch = row(changed, "decisions", k);
        QVERIFY2(isFormula(f.at(3)), qPrintable(f.at(3).toString()));
        QVERIFY2(cent(t.at(3), p.npv),
            qPrintable(QStringLiteral("pair %1 NPV %2 vs %3").arg(k).arg(t.at(3).toDouble(), 0, 'f', 4).arg(p.npv)));
        QVERIFY2(cent(ch.at(3), p.undiscountedSaving),
            qPrintable(QStringLiteral("pair %1 NPV at 0 %: %2 vs %3")
                           .arg(k)
                           .arg(ch.at(3).toDouble(), 0, 'f', 4)
                           .arg(p.undiscountedSaving)));
        if (p.irr && p.signChanges == 1) {
            QVERIFY(isFormula(f.at(4)));
            QVERIFY2(std::abs(t.at(4).toDouble() - *p.irr) < 1e-6, qPrintable(QString::number(t.at(4).toDouble())));
        }
    }

    // Categories: one formula per category and the row's total.
    for (std::size_t i = 0; i < n; ++i) {
        const OptionResult &o = e.options[i];
        const QJsonArray f = row(formulas, "categories", i), t = row(orig, "categories", i),
                         ch = row(changed, "categories", i);
        for (int c = 0; c < int(kCategoryCount); ++c) {
            QVERIFY(isFormula(f.at(c + 1)));
            QVERIFY(cent(t.at(c + 1), o.categoryTotals[std::size_t(c)]));
            QVERIFY(cent(ch.at(c + 1), o.categoryTotals[std::size_t(c)] + (i == 0 && c == 0 ? 1000.0 : 0.0)));
        }
        QVERIFY(cent(t.at(int(kCategoryCount) + 1), o.total));
    }

    // Years: per option and fiscal year (plan years without a calendar), the sums of its months.
    const std::vector<FiscalYear> years = Calendars::fiscalYears(s.calendar, e.horizonMonths);
    const int yTotal = 4 + int(kCategoryCount);
    std::size_t yr = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const OptionResult &o = e.options[i];
        for (std::size_t y = 0; y < years.size(); ++y, ++yr) {
            const FiscalYear &fy = years[y];
            double total = 0.0, afterTax = 0.0;
            for (int m = fy.firstMonth; m <= fy.lastMonth(); ++m) {
                total += o.monthlyTotal[std::size_t(m - 1)];
                if (tax)
                    afterTax += o.monthlyTotal[std::size_t(m - 1)] - o.taxSavingByMonth[std::size_t(m - 1)];
            }
            const QJsonArray f = row(formulas, "years", yr), t = row(orig, "years", yr), ch = row(changed, "years", yr);
            QCOMPARE(t.at(0).toString(), o.name);
            QCOMPARE(t.at(2).toInt(), fy.firstMonth);
            QVERIFY(isFormula(f.at(yTotal)));
            QVERIFY2(cent(t.at(yTotal), total), qPrintable(QStringLiteral("%1 year %2").arg(o.name).arg(y + 1)));
            QVERIFY(cent(ch.at(yTotal), total + (i == 0 && y == 0 ? 1000.0 : 0.0)));
            if (tax)
                QVERIFY(cent(t.at(yTotal + 1), afterTax));
        }
    }
    QCOMPARE(qsizetype(yr), x.value(QStringLiteral("orig")).toObject().value(QStringLiteral("years")).toArray().size());
}

QTEST_GUILESS_MAIN(TestXlsx)
#include "tst_xlsx.moc"
