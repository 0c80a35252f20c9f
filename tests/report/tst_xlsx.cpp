// The XLSX working model, checked the way finance would use it: the totals are formulas over
// the Monthly sheet (openpyxl reads the formula text), a viewer that does not recalculate shows
// the engine's numbers (the cached values), LibreOffice headless recalculates them to the
// engine's totals to the cent, and when a planner changes a monthly amount and the discount
// rate, the totals move by exactly that (tests/report/xlsx_recalc.py does the reading).
#include "calendar.h"
#include "costengine.h"
#include "decision.h"
#include "manyoptions.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>
#include <optional>
#include <set>

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

/// The scenario of `file` with the input of a workbook's defined name set to `value`: the name
/// is the field's JSON path with dots and brackets as underscores (numbers are array indices);
/// a percentage (a key with "Percent") is a fraction in the workbook. Utilization replaces the
/// busy hours it is an input for.
std::optional<Scenario> withInput(const QString &file, const QString &name, double value)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    const QStringList path = name.split(QLatin1Char('_'));
    const double v = path.last().contains(QLatin1String("percent"), Qt::CaseInsensitive) ? value * 100.0 : value;
    std::function<QJsonValue(QJsonValue, qsizetype)> set = [&](QJsonValue node, qsizetype k) -> QJsonValue {
        if (k == path.size())
            return v;
        bool isIndex = false;
        const int i = path[k].toInt(&isIndex);
        if (isIndex) {
            QJsonArray a = node.toArray();
            a[i] = set(a.at(i), k + 1);
            return a;
        }
        QJsonObject o = node.toObject();
        o[path[k]] = set(o.value(path[k]), k + 1);
        if (k + 1 == path.size() && path[k] == QLatin1String("utilizationPercent"))
            o.remove(QStringLiteral("busyHoursPerMonth"));
        return o;
    };
    root = set(root, 0).toObject();
    const LoadResult loaded = ScenarioLoader::loadBytes(QJsonDocument(root).toJson(), file);
    if (!loaded.ok())
        qWarning().noquote() << loaded.errorString();
    return loaded.ok() ? std::optional<Scenario>(*loaded.scenario) : std::nullopt;
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
    void inputEditsFollowTheEngine_data();
    void inputEditsFollowTheEngine();
    void checkCellNamesTheGpuCount();
    void largeWorkbookStaysWithinExcelLimits();

private:
    /// A scenario of test::manyOptions(count) saved in the test's folder (the CLI reads files).
    QString manyOptionsFile(int count);
    /// Exports `file` as XLSX in `lang` and recalculates it with LibreOffice, with the input of
    /// each defined name in `edits` ("NAME=VALUE") changed in a copy of its own.
    QJsonObject exportAndRecalculate(const QString &file, const QString &lang, const QStringList &edits = {});

    QTemporaryDir mDir;
};

QJsonObject TestXlsx::exportAndRecalculate(const QString &file, const QString &lang, const QStringList &edits)
{
    const QString work = mDir.filePath(QString::fromLatin1(QTest::currentDataTag()));
    if (!QDir().mkpath(work))
        return {};
    const QString xlsx = work + QStringLiteral("/export.xlsx");
    Run r = run(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("export"), file, QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"), lang});
    if (r.exitCode != 0) {
        qWarning() << r.err;
        return {};
    }
    r = run(
        QStringLiteral("/usr/bin/python3"), QStringList{QFINDTESTDATA("xlsx_recalc.py"), xlsx, work} + edits, 280000);
    if (r.exitCode != 0)
        qWarning() << r.err;
    return QJsonDocument::fromJson(r.out).object();
}

QString TestXlsx::manyOptionsFile(int count)
{
    const QString file = mDir.filePath(QStringLiteral("many-%1.json").arg(count));
    if (!QFileInfo::exists(file) && !ScenarioWriter::save(test::manyOptions(count), file).isEmpty())
        return {};
    return file;
}

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
    const QJsonObject x = exportAndRecalculate(file, lang);
    QVERIFY(!x.isEmpty());

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

    // Totals: C total, D PV of cost, E hidden fees, J credit, K debt, L compared total; with
    // income tax M tax saved, N after-tax total, O after-tax PV of cost.
    for (std::size_t i = 0; i < n; ++i) {
        const OptionResult &o = e.options[i];
        const QJsonArray f = row(formulas, "totals", i), c = row(cached, "totals", i), t = row(orig, "totals", i),
                         ch = row(changed, "totals", i);
        QCOMPARE(t.at(0).toString(), o.name);
        for (int col : {2, 3, 4, 11})
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
        // Compared: the total less the credit, plus the financing still owed (issue 33).
        QVERIFY(cent(t.at(11), o.comparisonTotal));
        if (o.kind == OptionKind::SelfHosted) {
            QVERIFY(cent(t.at(8), o.bookValueAtHorizonEnd));
            QVERIFY(cent(t.at(9), o.endOfHorizonCredit));
            QVERIFY(cent(t.at(10), o.debtAtHorizonEnd));
        }
        if (tax) {
            for (int col : {12, 13, 14})
                QVERIFY(isFormula(f.at(col)));
            QVERIFY(cent(t.at(12), o.taxSavingTotal));
            QVERIFY(cent(t.at(13), o.afterTaxTotal));
            QVERIFY2(cent(t.at(14), o.afterTaxDiscounted), qPrintable(QString::number(t.at(14).toDouble(), 'f', 4)));
            if (s.incomeTax->rdSuperDeduction)
                QVERIFY(cent(t.at(15), o.rdDeductionSavingTotal));
        }
        // The planner's change: +1000 in the first option's month 1 (compute, an expense), discount rate 0.
        const double added = i == 0 ? 1000.0 : 0.0;
        QVERIFY(cent(ch.at(2), o.total + added));
        // At a discount rate of 0 the PV of cost is the undiscounted total.
        QVERIFY2(cent(ch.at(3), o.total + added), qPrintable(QString::number(ch.at(3).toDouble(), 'f', 4)));
        QVERIFY(cent(ch.at(11), o.comparisonTotal + added));
        if (tax) {
            // The 1000 is deducted in its month: it saves rate x 1000, and the R&D super
            // deduction's share again when compute qualifies.
            const auto &rd = s.incomeTax->rdSuperDeduction;
            const double extra = rd && rd->compute ? rd->percent / 100.0 * rd->rdSharePercent / 100.0 : 0.0;
            const double afterTaxAdded = added * (1.0 - s.incomeTax->rate * (1.0 + extra));
            QVERIFY2(cent(ch.at(13), o.afterTaxTotal + afterTaxAdded),
                qPrintable(QStringLiteral("%1 vs %2").arg(ch.at(13).toDouble()).arg(o.afterTaxTotal + afterTaxAdded)));
            QVERIFY(cent(ch.at(14), o.afterTaxTotal + afterTaxAdded)); // undiscounted at 0 %
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
        // The flows are formulas of the Monthly sheet: the 1000 added to the first option's
        // month 1 is more rent (or more owning) in the saving.
        const double moved = (p.cloudIndex == 0 ? 1000.0 : 0.0) - (p.selfHostedIndex == 0 ? 1000.0 : 0.0);
        QVERIFY2(cent(ch.at(3), p.undiscountedSaving + moved),
            qPrintable(QStringLiteral("pair %1 NPV at 0 %: %2 vs %3")
                           .arg(k)
                           .arg(ch.at(3).toDouble(), 0, 'f', 4)
                           .arg(p.undiscountedSaving + moved)));
        QVERIFY(isFormula(f.at(2)) && isFormula(f.at(5)) && isFormula(f.at(6)));
        QVERIFY(cent(t.at(2), p.undiscountedSaving));
        for (const auto &[col, v] : {std::pair{5, p.paybackPeriods}, std::pair{6, p.discountedPaybackPeriods}})
            QVERIFY2(v ? std::abs(t.at(col).toDouble() - *v) < 1e-6 : t.at(col).isString(),
                qPrintable(
                    QStringLiteral("pair %1 column %2: %3").arg(k).arg(col).arg(t.at(col).toVariant().toString())));
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

void TestXlsx::inputEditsFollowTheEngine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("value");
    // The options the check cell names (ids, comma-separated), or empty.
    QTest::addColumn<QString>("engineValued");
    const QString examples = QStringLiteral("../../resources/examples/");
    const QString a100 = QFINDTESTDATA(examples + QStringLiteral("a100-64gpu-36-months.json"));
    const QString dataHeavy = QFINDTESTDATA(examples + QStringLiteral("data-heavy-egress.json"));
    const QString research = QFINDTESTDATA(examples + QStringLiteral("research-team-30pct.json"));
    const QString domestic = QFINDTESTDATA(examples + QStringLiteral("domestic-accelerators-2027.json"));
    const QString growing = QFINDTESTDATA(examples + QStringLiteral("growing-team-lead-time.json"));
    const QString portfolio = QFINDTESTDATA(QStringLiteral("../models/roundtrip/commitments-portfolio.json"));
    const QString xinghe = QFINDTESTDATA(examples + QStringLiteral("xinghe-budget-2027.json"));
    const QString tax = QFINDTESTDATA(QStringLiteral("../models/roundtrip/vat-and-income-tax.json"));
    const QString rd = QFINDTESTDATA(QStringLiteral("../models/data/subsidy-and-rd.json"));
    QTest::newRow("discount-rate-12") << a100 << QStringLiteral("en") << QStringLiteral("discountRatePercentPerYear")
                                      << 0.12 << QString();
    QTest::newRow("discount-rate-3-zh") << xinghe << QStringLiteral("zh_CN")
                                        << QStringLiteral("discountRatePercentPerYear") << 0.03 << QString();
    QTest::newRow("opex-budget-5m") << xinghe << QStringLiteral("en") << QStringLiteral("budget_perYear_opex")
                                    << 5000000.0 << QString();
    QTest::newRow("capex-budget-1m-zh") << rd << QStringLiteral("zh_CN") << QStringLiteral("budget_perYear_capex")
                                        << 1000000.0 << QString();
    QTest::newRow("income-tax-25") << tax << QStringLiteral("en") << QStringLiteral("incomeTax_ratePercent") << 0.25
                                   << QString();
    QTest::newRow("income-tax-15-rd") << rd << QStringLiteral("en") << QStringLiteral("incomeTax_ratePercent") << 0.15
                                      << QString();
    QTest::newRow("rd-super-deduction-75")
        << rd << QStringLiteral("en") << QStringLiteral("incomeTax_rdSuperDeduction_percent") << 0.75 << QString();
    // Increment 1 of the live inputs (docs/design/xlsx-live-inputs.md): cloud prices, discounts,
    // fees, exchange rates, utilization and trends are cells the monthly amounts are formulas of.
    QTest::newRow("on-demand-400") << a100 << QStringLiteral("en")
                                   << QStringLiteral("options_0_onDemand_pricePerInstanceHour") << 400.0 << QString();
    QTest::newRow("subscription-discount-40")
        << a100 << QStringLiteral("en") << QStringLiteral("options_1_reserved_discountPercent") << 0.4 << QString();
    QTest::newRow("spot-90") << a100 << QStringLiteral("en") << QStringLiteral("options_2_spot_pricePerInstanceHour")
                             << 90.0 << QString();
    QTest::newRow("egress-tier-4") << dataHeavy << QStringLiteral("en")
                                   << QStringLiteral("options_0_fees_egress_tiers_3_pricePerGb") << 0.06 << QString();
    QTest::newRow("usd-7.3") << dataHeavy << QStringLiteral("en") << QStringLiteral("exchangeRates_0_rate") << 7.3
                             << QString();
    QTest::newRow("utilization-50") << research << QStringLiteral("en") << QStringLiteral("demand_utilizationPercent")
                                    << 0.5 << QString();
    // The platform surcharge follows the reserved price it is charged on.
    QTest::newRow("pai-list-price-zh") << domestic << QStringLiteral("zh_CN")
                                       << QStringLiteral("options_0_reserved_onDemandPricePerInstanceHour") << 30.0
                                       << QString();
    // The self-hosted option bridged by ModelArts on demand: its bridge follows the engine only.
    QTest::newRow("modelarts-150-zh") << domestic << QStringLiteral("zh_CN")
                                      << QStringLiteral("options_2_onDemand_pricePerInstanceHour") << 150.0
                                      << QStringLiteral("buy-910b");
    QTest::newRow("xinghe-discount-30") << xinghe << QStringLiteral("en")
                                        << QStringLiteral("options_1_reserved_discountPercent") << 0.3 << QString();
    QTest::newRow("cloud-trend-minus-25")
        << growing << QStringLiteral("en") << QStringLiteral("priceTrends_cloudComputePercentPerYear") << -0.25
        << QStringLiteral("buy-bridge-ondemand,buy-bridge-subscription");
    QTest::newRow("commitment-rate-45") << portfolio << QStringLiteral("en")
                                        << QStringLiteral("options_0_commitments_1_effectivePricePerInstanceHour")
                                        << 45.0 << QString();
    // Not followed by the formulas, and said so: the self-hosted option's power follows the
    // busy hours in the engine only.
    QTest::newRow("a100-utilization-50") << a100 << QStringLiteral("en") << QStringLiteral("demand_utilizationPercent")
                                         << 0.5 << QStringLiteral("buy-8-servers");
    // 12 options over 120 months (8 cloud, 4 self-hosted): the check names each self-hosted
    // option and no cloud one, each from its own check cell.
    QStringList selfHosted;
    for (int i = 2; i < 12; i += 3)
        selfHosted << QStringLiteral("o%1").arg(i);
    QTest::newRow("many-utilization-60") << manyOptionsFile(12) << QStringLiteral("en")
                                         << QStringLiteral("demand_utilizationPercent") << 0.6
                                         << selfHosted.join(QLatin1Char(','));
    QTest::newRow("many-reserved-discount-50")
        << manyOptionsFile(12) << QStringLiteral("en") << QStringLiteral("options_10_reserved_discountPercent") << 0.5
        << QString();
}

/// Issue 28: an input changed in the workbook gives, after LibreOffice recalculates it, what the
/// engine gives for the scenario with the same change, to the cent: totals, PV of cost, compared
/// totals, tax saved and after-tax figures, the decisions' NPV and the fiscal years' budgets and
/// headroom.
void TestXlsx::inputEditsFollowTheEngine()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    QFETCH(QString, name);
    QFETCH(double, value);
    QFETCH(QString, engineValued);
    QVERIFY(!file.isEmpty());
    const QJsonObject x = exportAndRecalculate(file, lang, {QStringLiteral("%1=%2").arg(name).arg(value, 0, 'g', 17)});
    QVERIFY(!x.isEmpty());
    const QJsonObject edited = x.value(name).toObject();
    QVERIFY(!edited.isEmpty());

    const std::optional<Scenario> changed = withInput(file, name, value);
    QVERIFY(changed);
    const Scenario &s = *changed;
    // The check cell: empty when every amount follows; else it names what does not.
    const QString check = edited.value(QLatin1String("check")).toString();
    QVERIFY(x.value(QLatin1String("orig")).toObject().value(QLatin1String("check")).toString().isEmpty());
    std::set<std::size_t> exempt;
    const QStringList named = engineValued.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (named.isEmpty())
        QVERIFY2(check.isEmpty(), qPrintable(check));
    else
        QVERIFY2(!check.isEmpty(), "the check cell is empty");
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        // Each option's part of the check starts with its name and a colon (full width in Chinese).
        const bool inCheck = check.contains(s.options[i].name + QLatin1Char(':'))
            || check.contains(s.options[i].name + QStringLiteral("："));
        if (named.contains(s.options[i].id)) {
            QVERIFY2(inCheck, qPrintable(s.options[i].name + QStringLiteral(" not in: ") + check));
            exempt.insert(i);
        } else {
            QVERIFY2(!inCheck, qPrintable(s.options[i].name + QStringLiteral(" named in: ") + check));
        }
    }
    QCOMPARE(exempt.size(), std::size_t(named.size()));
    const ScenarioResult e = CostEngine::compute(s, CostView::Cash);
    QVERIFY(e.ok());
    const bool tax = s.incomeTax.has_value();
    auto rowOf = [&](const char *sheet, std::size_t i) {
        return edited.value(QLatin1String(sheet)).toArray().at(qsizetype(i)).toArray();
    };
    auto same = [](const QJsonValue &v, double expected, const QString &what) {
        if (!cent(v, expected))
            qWarning().noquote() << what << "workbook" << QString::number(v.toDouble(), 'f', 4) << "engine"
                                 << QString::number(expected, 'f', 4);
        return cent(v, expected);
    };
    for (std::size_t i = 0; i < e.options.size(); ++i) {
        const OptionResult &o = e.options[i];
        if (exempt.count(i))
            continue;
        const QJsonArray t = rowOf("totals", i);
        QVERIFY(same(t.at(2), o.total, o.name + QStringLiteral(" total")));
        QVERIFY(same(t.at(3), o.totalDiscounted, o.name + QStringLiteral(" PV of cost")));
        QVERIFY(same(t.at(4), o.hiddenFeesTotal, o.name + QStringLiteral(" hidden fees")));
        QVERIFY(same(t.at(6), o.usefulGpuHours, o.name + QStringLiteral(" useful GPU-hours")));
        QVERIFY(same(t.at(7), o.unmetGpuHours, o.name + QStringLiteral(" unmet GPU-hours")));
        if (o.costPerUsefulGpuHour)
            QVERIFY(same(t.at(5), *o.costPerUsefulGpuHour, o.name + QStringLiteral(" per useful GPU-hour")));
        QVERIFY(same(t.at(11), o.comparisonTotal, o.name + QStringLiteral(" compared total")));
        if (tax) {
            QVERIFY(same(t.at(12), o.taxSavingTotal, o.name + QStringLiteral(" tax saved")));
            QVERIFY(same(t.at(13), o.afterTaxTotal, o.name + QStringLiteral(" after tax")));
            QVERIFY(same(t.at(14), o.afterTaxDiscounted, o.name + QStringLiteral(" after-tax PV")));
        }
    }
    const DecisionResult decisions = DecisionAnalysis::compute(s, e);
    // A payback: the engine's periods to 1e-6, or text ("never") where the engine has none.
    auto payback = [](const QJsonValue &v, std::optional<double> expected, const QString &what) {
        const bool ok = expected ? v.isDouble() && std::abs(v.toDouble() - *expected) < 1e-6 : v.isString();
        if (!ok)
            qWarning().noquote() << what << "workbook" << v.toVariant().toString() << "engine"
                                 << (expected ? QString::number(*expected, 'f', 6) : QStringLiteral("none"));
        return ok;
    };
    for (std::size_t k = 0; k < decisions.pairs.size(); ++k) {
        const DecisionPair &p = decisions.pairs[k];
        if (exempt.count(p.cloudIndex) || exempt.count(p.selfHostedIndex))
            continue;
        const QJsonArray d = rowOf("decisions", k);
        QVERIFY(same(d.at(2), p.undiscountedSaving, QStringLiteral("pair %1 saving").arg(k)));
        QVERIFY(same(d.at(3), p.npv, QStringLiteral("pair %1 NPV").arg(k)));
        QVERIFY(payback(d.at(5), p.paybackPeriods, QStringLiteral("pair %1 payback").arg(k)));
        QVERIFY(payback(d.at(6), p.discountedPaybackPeriods, QStringLiteral("pair %1 discounted payback").arg(k)));
    }
    // Fiscal years: option by option, year by year, as the sheet lists them.
    // Without a budget the sheet still has each year's spend (capex, opex, capex as paid).
    std::size_t row = 0;
    const std::vector<FiscalYear> years = Calendars::fiscalYears(s.calendar, e.horizonMonths);
    for (std::size_t i = 0; i < e.options.size(); ++i) {
        const OptionBudget spend = e.budget
            ? e.budget->options[i]
            : BudgetAnalysis::check(e.options[i], years, {}, BudgetAnalysis::rulesFor(s, s.options[i]));
        for (const FiscalYearSpend &y : spend.fiscalYears) {
            const QJsonArray f = rowOf("fiscalYears", row++);
            QCOMPARE(f.at(0).toString(), e.options[i].name);
            if (exempt.count(i))
                continue;
            const std::pair<int, std::optional<double>> cells[]
                = {{4, y.spend}, {5, y.capex}, {6, y.opex}, {7, y.capexPaid}, {8, y.budget}, {9, y.headroom},
                    {10, y.budgetCapex}, {11, y.headroomCapex}, {12, y.budgetOpex}, {13, y.headroomOpex}};
            for (const auto &[col, v] : cells)
                if (v)
                    QVERIFY(same(
                        f.at(col), *v, QStringLiteral("%1 %2 column %3").arg(e.options[i].name).arg(row).arg(col)));
        }
    }
    if (name.startsWith(QLatin1String("budget_")))
        QVERIFY(row > 0);
}

/// The GPU count changes whole instances, terms and servers, which the workbook keeps as the
/// engine's quantities: the check cell says so, and the amounts stay those of the export.
void TestXlsx::checkCellNamesTheGpuCount()
{
    const QString a100 = QFINDTESTDATA(QStringLiteral("../../resources/examples/a100-64gpu-36-months.json"));
    const QJsonObject x = exportAndRecalculate(a100, QStringLiteral("en"), {QStringLiteral("demand_gpuCount=72")});
    QVERIFY(!x.isEmpty());
    const QJsonObject edited = x.value(QLatin1String("demand_gpuCount")).toObject();
    const QString check = edited.value(QLatin1String("check")).toString();
    QVERIFY2(check.startsWith(QLatin1String("The GPU count changed")), qPrintable(check));
    QVERIFY2(check.contains(QLatin1String("for 64 GPUs")), qPrintable(check));
    const QJsonArray orig = x.value(QLatin1String("orig")).toObject().value(QLatin1String("totals")).toArray();
    const QJsonArray totals = edited.value(QLatin1String("totals")).toArray();
    QCOMPARE(totals.size(), orig.size());
    int options = 0;
    for (qsizetype i = 0; i < totals.size(); ++i)
        if (orig.at(i).toArray().at(2).isDouble()) { // the option rows, not the note below them
            QVERIFY(cent(totals.at(i).toArray().at(2), orig.at(i).toArray().at(2).toDouble()));
            ++options;
        }
    QCOMPARE(options, 4);
}

/// Excel's limits, which LibreOffice does not enforce: a formula of at most 8,192 characters
/// and string literals of at most 255. 120 options over 120 months (40 self-hosted, 3,200
/// buy-or-rent pairs by month), every input live: one check cell for all options, as the first
/// live workbook wrote it, passed 8,192 characters from about 30 self-hosted options.
void TestXlsx::largeWorkbookStaysWithinExcelLimits()
{
    const QString file = manyOptionsFile(120);
    QVERIFY(!file.isEmpty());
    const QString xlsx = mDir.filePath(QStringLiteral("many-120.xlsx"));
    Run r = run(QStringLiteral(GPUTCO_CLI_PATH), {QStringLiteral("export"), file, QStringLiteral("--xlsx"), xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // Every <f> element of every sheet: the longest formula and the longest "..." literal in one.
    const QString script = QStringLiteral("import re, sys, zipfile, html\n"
                                          "z = zipfile.ZipFile(sys.argv[1])\n"
                                          "f = l = n = 0\n"
                                          "for name in z.namelist():\n"
                                          "    if name.startswith('xl/worksheets/'):\n"
                                          "        for m in re.finditer(r'<f>(.*?)</f>', z.read(name).decode()):\n"
                                          "            text = html.unescape(m.group(1)); n += 1\n"
                                          "            f = max(f, len(text))\n"
                                          "            for lit in re.findall(r'\"((?:[^\"]|\"\")*)\"', text):\n"
                                          "                l = max(l, len(lit.replace('\"\"', '\"')))\n"
                                          "print(f, l, n)\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList numbers = QString::fromUtf8(r.out).split(QLatin1Char(' '));
    QCOMPARE(numbers.size(), qsizetype(3));
    qInfo("longest formula %s characters, longest literal %s, %s formulas", qPrintable(numbers[0]),
        qPrintable(numbers[1]), qPrintable(numbers[2].trimmed()));
    QVERIFY(numbers[2].trimmed().toInt() > 100000); // the workbook is live
    QVERIFY2(numbers[0].toInt() <= 8192, qPrintable(numbers[0]));
    QVERIFY2(numbers[1].toInt() <= 255, qPrintable(numbers[1]));
}

QTEST_GUILESS_MAIN(TestXlsx)
#include "tst_xlsx.moc"
