// The PDF report and the exports, checked from the outside the way a reader would: the text
// pdftotext extracts, the fonts pdffonts lists, the cells openpyxl reads, the CSV with its BOM.
// Every number must equal the engine's (the CLI's JSON output for the same scenario).
#include "budget.h"
#include "calendar.h"
#include "costengine.h"
#include "decision.h"
#include "language.h"
#include "manyoptions.h"
#include "money.h"
#include "pricelines.h"
#include "ranking.h"
#include "reporthtml.h" // discountText: the report's number formats
#include "reportwriter.h"
#include "scenarioloader.h"
#include "scenariowriter.h"
#include "sensitivity.h"
#include "uncertainty.h"
#include "xlsxworkbook.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace gputco;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

QString cli()
{
    return QStringLiteral(GPUTCO_CLI_PATH);
}

QString example(const char *name)
{
    return QFINDTESTDATA(QStringLiteral("../../resources/examples/") + QLatin1String(name));
}

/// Text without any white space: pdftotext breaks lines anywhere in Chinese text.
QString squeezed(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (QChar c : s)
        if (!c.isSpace())
            out += c;
    return out;
}

/// The text of a PDF from the heading line `from` up to the heading line `to` (both whole
/// lines of pdftotext -layout output), or empty when `from` is not there.
QString section(const QString &body, const QString &from, const QString &to)
{
    const QStringList lines = body.split(QLatin1Char('\n'));
    QString out;
    bool inside = false;
    for (const QString &l : lines) {
        if (l.trimmed() == from)
            inside = true;
        else if (inside && l.trimmed() == to)
            break;
        if (inside)
            out += l + QLatin1Char('\n');
    }
    return out;
}

/// The text in the order it is drawn (-raw): a table cell's text stays together.
QString rawText(const QString &pdf, int page = 0)
{
    QStringList args{QStringLiteral("-raw")};
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l") << QString::number(page);
    return QString::fromUtf8(run(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-")).out);
}

QString pdfText(const QString &pdf)
{
    return QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
}

/// The CLI's JSON for a scenario: the reference numbers.
QJsonObject computeJson(const QString &file)
{
    // Every pair, as the report's tables list them (the CLI's default lists the pairs that matter).
    const Run r = run(cli(),
        {QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--pairs"),
            QStringLiteral("all")});
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        // The CLI looks catalog prices up: keep its database out of the user's data folder.
        qputenv("GPUTCO_PRICING_DB", mDir.filePath(QStringLiteral("pricing.sqlite")).toUtf8());
    }
    void discountTextKeepsItsDecimals();
    void pdfInBothLanguages_data();
    void pdfInBothLanguages();
    void pdfForInvalidScenarioIsNotWritten();
    void unwritableOutput_data();
    void unwritableOutput();
    void fullDiskKeepsPreviousFile_data();
    void fullDiskKeepsPreviousFile();
    void xlsxLeavesNeighboursAlone();
    void xlsxCellsEqualEngine();
    void xlsxBudgetInputsNamedAndSourced_data();
    void xlsxBudgetInputsNamedAndSourced();
    void bidiOverridesDoNotReorderNames();
    void xlsxCutsTextLongerThanACell();
    void csvHasBomAndEngineValues();
    void chartImages();
    void uncertaintySection_data();
    void uncertaintySection();
    void bandsReportProgressAndCancel();
    void unservedDemandIsNotRanked();
    void constraintBreakersAreNamed();
    void noOptionServesAllDemand();
    void awaitedPriceIsListedNotCompared();
    void budgetSection_data();
    void budgetSection();
    void noOptionFitsTheBudget();
    void xlsxFiscalYearsAgainstBudget();
    void decisionSection_data();
    void decisionSection();
    void taxBasisLine();
    void assumptionsListServersVatAndIncomeTax_data();
    void assumptionsListServersVatAndIncomeTax();
    void subsidiesAndIncentivesAreSourcedLines();
    void xlsxDecisionsSheet();
    void pricesAsOfIsNotTheRateDate();
    void provenanceListsEveryPriceLine_data();
    void provenanceListsEveryPriceLine();
    void provenanceOfTheA100Example_data();
    void provenanceOfTheA100Example();
    void oneLabelledSaving_data();
    void oneLabelledSaving();
    void signOffAndContents_data();
    void signOffAndContents();
    void risksOfTheRecommendedOption_data();
    void risksOfTheRecommendedOption();
    void slippingSpotIsUnmetAndNeverRecommended();
    void feePresetProvenance();
    void chartsAreVectorGraphics_data();
    void chartsAreVectorGraphics();
    void pairTablesListThePairsThatMatter();
    void noPageHoldsOnlyAHeading_data();
    void noPageHoldsOnlyAHeading();
    void longReportKeepsEveryBlockAndItsPages();
    void variantReportDeclaresItsChanges();
    void realisticPlanIsSourcedAndDated_data();
    void realisticPlanIsSourcedAndDated();

private:
    QTemporaryDir mDir;
};

void TestReport::pdfInBothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("sections");
    QTest::addColumn<QString>("breakEvenText");
    const QStringList en{QStringLiteral("GPU training cost report"), QStringLiteral("Executive summary"),
        QStringLiteral("Charts"), QStringLiteral("Cost per option by year and category"), QStringLiteral("Hidden fees"),
        QStringLiteral("Assumptions"), QStringLiteral("Price provenance")};
    const QStringList zh{QStringLiteral("GPU 训练成本报告"), QStringLiteral("执行摘要"), QStringLiteral("图表"),
        QStringLiteral("各选项按年度和类别的成本"), QStringLiteral("隐性费用"), QStringLiteral("假设条件"),
        QStringLiteral("价格来源")};
    QTest::newRow("en a100") << "en" << example("a100-64gpu-36-months.json") << en << "month 7";
    QTest::newRow("zh_CN a100") << "zh_CN" << example("a100-64gpu-36-months.json") << zh << "第 7 个月";
    QTest::newRow("en data-heavy") << "en" << example("data-heavy-egress.json") << en << QString();
    QTest::newRow("zh_CN data-heavy") << "zh_CN" << example("data-heavy-egress.json") << zh << QString();
}

void TestReport::pdfInBothLanguages()
{
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    QFETCH(QStringList, sections);
    QFETCH(QString, breakEvenText);
    const QString pdf = mDir.filePath(
        QStringLiteral("report-%1.pdf")
            .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    const Run r = run(
        cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.isEmpty());

    const Run info = run(QStringLiteral("pdfinfo"), {pdf});
    QCOMPARE(info.exitCode, 0);
    const QString infoText = QString::fromUtf8(info.out);
    QVERIFY(infoText.contains(QStringLiteral("A4")));
    const int pages = infoText.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    QVERIFY2(pages >= 5 && pages <= 20, qPrintable(infoText));
    QVERIFY(infoText.contains(sections.first())); // the title is in the PDF metadata

    // CJK fonts named explicitly and embedded.
    const Run fonts = run(QStringLiteral("pdffonts"), {pdf});
    const QStringList fontLines = QString::fromUtf8(fonts.out).split(QLatin1Char('\n'));
    const auto wqy = std::find_if(fontLines.begin(), fontLines.end(),
        [](const QString &l) { return l.startsWith(QStringLiteral("WenQuanYiMicroHei")); });
    QVERIFY2(wqy != fontLines.end(), fonts.out.constData());
    QVERIFY2(wqy->contains(QStringLiteral(" yes ")), qPrintable(*wqy)); // emb = yes

    const Run text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QCOMPARE(text.exitCode, 0);
    const QString body = QString::fromUtf8(text.out);
    for (const QString &section : sections)
        QVERIFY2(body.contains(section), qPrintable(section));
    // The catalog is the source of the catalog-referenced prices.
    QVERIFY(body.contains(QStringLiteral("skypilot-catalog")));
    QVERIFY(body.contains(language == QLatin1String("en") ? QStringLiteral("Page 1 of %1").arg(pages)
                                                          : QStringLiteral("第 1 页，共 %1 页").arg(pages)));

    // Every option's total and NPV as the engine computed them (the CLI's JSON), formatted
    // for the report's language.
    setApplicationLanguage(language);
    const QJsonObject json = computeJson(scenario);
    const QString currency = json.value(QStringLiteral("currency")).toString();
    for (const QJsonValue &v : json.value(QStringLiteral("options")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString total = Money::formatWhole(o.value(QStringLiteral("total")).toDouble(), currency);
        const QString npv = Money::formatWhole(o.value(QStringLiteral("totalDiscounted")).toDouble(), currency);
        QVERIFY2(body.contains(total),
            qPrintable(o.value(QStringLiteral("id")).toString() + QStringLiteral(" total ") + total));
        QVERIFY2(
            body.contains(npv), qPrintable(o.value(QStringLiteral("id")).toString() + QStringLiteral(" NPV ") + npv));
    }
    // The break-even month of the JSON output is the one printed.
    const QJsonArray be = json.value(QStringLiteral("breakEven")).toArray();
    if (!breakEvenText.isEmpty()) {
        QCOMPARE(be.first().toObject().value(QStringLiteral("firstMonth")).toInt(), 7);
        QVERIFY(body.contains(breakEvenText));
    }
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::uncertaintySection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("breakEvenHeading");
    QTest::newRow("en") << "en"
                        << "Uncertainty"
                        << "Break-even month";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "不确定性"
                           << "盈亏平衡月份";
}

void TestReport::uncertaintySection()
{
    // The growing-team example has uncertain inputs: the report has their section with the
    // P10/P50/P90 totals the model computes, and the cloud-bridging line of the servers.
    QFETCH(QString, language);
    QFETCH(QString, heading);
    QFETCH(QString, breakEvenHeading);
    const QString scenario = example("growing-team-lead-time.json");
    const QString pdf = mDir.filePath(QStringLiteral("uncertainty-%1.pdf").arg(language));
    const Run r = run(
        cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const Run text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    const QString body = QString::fromUtf8(text.out);
    QVERIFY(body.contains(heading));
    setApplicationLanguage(language);
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const UncertaintyResult u = UncertaintyAnalysis::compute(s);
    QVERIFY(u.ok());
    for (const OptionBands &b : u.options)
        for (double v : {b.totalP10, b.totalP50, b.totalP90})
            QVERIFY2(body.contains(Money::formatWhole(v, s.reportingCurrency)), qPrintable(b.id));
    QVERIFY(body.contains(categoryName(Category::CloudBridge)));
    // The break-even tornado of the cheapest self-hosted against the cheapest cloud option:
    // buying with on-demand bridging against the yearly subscriptions, month 24.7.
    QVERIFY(body.contains(breakEvenHeading));
    const SensitivityResult be = Sensitivity::breakEvenMonth(
        s, QStringLiteral("buy-bridge-ondemand"), QStringLiteral("ali-subscription-1y"), 20);
    QVERIFY(be.ok() && !be.baselineBeyondHorizon);
    QVERIFY2(
        body.contains(QLocale().toString(be.baselineOutcome, 'f', 1)), qPrintable(QString::number(be.baselineOutcome)));
    setApplicationLanguage(QStringLiteral("en"));
}

// Issue 33: the app shows the report's long part (the uncertainty bands) with a progress dialog
// whose Cancel stops it; ReportInput::progress is the hook. The growing-team example has 500
// trials.
void TestReport::bandsReportProgressAndCancel()
{
    ReportInput in;
    in.scenario = *ScenarioLoader::loadFile(example("growing-team-lead-time.json")).scenario;
    QCOMPARE(in.scenario.uncertainty->trials, 500);
    in.result = CostEngine::compute(in.scenario, CostView::Cash);
    QVERIFY(in.result.ok());
    int calls = 0;
    int lastDone = -1;
    int lastTotal = -1;
    bool backwards = false;
    in.progress = [&](int done, int total) -> bool {
        ++calls;
        backwards = backwards || done < lastDone;
        lastDone = done;
        lastTotal = total;
        return true;
    };
    const QString pdf = mDir.filePath(QStringLiteral("progress.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    QVERIFY(QFileInfo(pdf).size() > 0);
    QVERIFY(calls >= 2);
    QVERIFY(!backwards);
    QCOMPARE(lastDone, 500);
    QCOMPARE(lastTotal, 500);
    // Cancelled at the first report: nothing written, and an existing file is left as it was.
    const QString kept = mDir.filePath(QStringLiteral("kept.pdf"));
    QVERIFY(QFile::copy(pdf, kept));
    const QByteArray before = [&] {
        QFile f(kept);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    calls = 0;
    in.progress = [&](int, int) {
        ++calls;
        return false;
    };
    QCOMPARE(ReportWriter::writePdf(in, kept), kept + QStringLiteral(": the report was not written: cancelled"));
    QCOMPARE(calls, 1);
    QFile after(kept);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestReport::unservedDemandIsNotRanked()
{
    // Without its cloud bridge, "Buy 9 servers, on-demand until delivery" leaves months 1-4
    // unserved (4 x 32 x 730 = 93,440 GPU-hours) and would look cheapest: it is not ranked, and
    // the cheapest option that serves everything is buying with a 1-year subscription until
    // delivery once its book value at the end is credited: 25,488,953.25 - 7,705,941.33 =
    // 17,783,011.92, below the yearly subscription's 24,697,491.51.
    QFile in(example("growing-team-lead-time.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains("\"bridgeWith\": \"ali-ondemand\""));
    text.replace("\"bridgeWith\": \"ali-ondemand\"", "\"x-was-bridged-with\": \"ali-ondemand\""); // x- fields are notes
    const QString file = mDir.filePath(QStringLiteral("unbridged.json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    const QString pdf = mDir.filePath(QStringLiteral("unbridged.pdf"));
    const Run r = run(cli(), {QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString body = QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
    const QString cheapest
        = body.section(QStringLiteral("Cheapest over the horizon"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(
        cheapest.contains(QStringLiteral("Buy 9 servers, 1-year subscription until delivery")), qPrintable(cheapest));
    QVERIFY2(cheapest.contains(QStringLiteral("¥17,783,012")), qPrintable(cheapest));
    QVERIFY(body.contains(QStringLiteral("Not ranked: leaves demand unserved")));
    QVERIFY(body.contains(QStringLiteral("93,440 GPU-hours")));
}

void TestReport::constraintBreakersAreNamed()
{
    // The domestic-accelerator example: PAI on A800 has the lowest cash total but its
    // accelerator is imported, so under the scenario's 信创 rule the report names it with the
    // reason and recommends the cheapest domestic option (which, with its book value at the end
    // credited, is cheaper than A800 too: tst_examples); the sized cards are shown with their
    // factor (910B: 64 / (1.0 x 0.7) = 91.4 -> 92 cards, x0.7).
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString pdf = mDir.filePath(QStringLiteral("domestic-%1.pdf").arg(lang));
        const Run r = run(cli(),
            {QStringLiteral("report"), example("domestic-accelerators-2027.json"), QStringLiteral("-o"), pdf,
                QStringLiteral("--lang"), lang});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString body = squeezed(pdfText(pdf));
        if (lang == QLatin1String("en")) {
            QVERIFY2(body.contains(
                         squeezed(QStringLiteral("Constraints: domestic accelerators only, data in mainland China"))),
                qPrintable(body.left(3000)));
            QVERIFY(
                body.contains(squeezed(QStringLiteral("breaks the constraints (domestic accelerators only: a800-40gb "
                                                      "is not made in China) and is not recommended"))));
            QVERIFY(body.contains(squeezed(QStringLiteral("Not ranked: breaks a constraint"))));
            QVERIFY(body.contains(squeezed(QStringLiteral("92 (x0.7)"))));
        } else { // the Chinese texts come with the translations merged by the lead
            QVERIFY(body.contains(squeezed(QStringLiteral("92 (x0.7)"))));
        }
    }
}

void TestReport::pricesAsOfIsNotTheRateDate()
{
    // Before: with prices entered in the scenario (no catalog dates) the cover's "Prices as of"
    // showed the exchange rate's date, 2024-12-31, as if the prices were of that day.
    const LoadResult loaded = ScenarioLoader::loadFile(example("a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    ReportInput in;
    in.scenario = *loaded.scenario;
    // Without the example's provenance blocks (issue 27 dated its prices): every price undated.
    for (Option &o : in.scenario.options) {
        o.provenance.reset();
        if (CloudOption *c = std::get_if<CloudOption>(&o.spec)) {
            if (c->onDemand)
                c->onDemand->provenance.reset();
            if (c->spot)
                c->spot->provenance.reset();
            if (c->reserved)
                c->reserved->provenance.reset();
        } else if (SelfHostedOption *h = std::get_if<SelfHostedOption>(&o.spec)) {
            for (auto *p : {&h->serversProvenance, &h->capexProvenance, &h->powerProvenance, &h->spaceProvenance,
                     &h->staffProvenance, &h->operationsProvenance})
                p->reset();
        }
    }
    in.result = CostEngine::compute(in.scenario);
    QVERIFY(in.result.ok());
    QVERIFY(!in.result.ratesUsed.empty()); // USD -> CNY 7.2 as of 2024-12-31 is used
    QCOMPARE(in.result.ratesUsed.front().asOf, QStringLiteral("2024-12-31"));
    const QString pdf = mDir.filePath(QStringLiteral("as-of.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString body = pdfText(pdf);
    const QString line = body.section(QStringLiteral("Prices as of"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(line.contains(QStringLiteral("not dated: none of the 12 price lines has a date")), qPrintable(line));
    QVERIFY2(!line.contains(QStringLiteral("2024-12-31")), qPrintable(line));
}

void TestReport::noOptionServesAllDemand()
{
    // Only spot, which cannot keep 64 A100s busy all month through interruptions (the work
    // slips): no option serves all demand, so the report recommends none and names no
    // cheapest option rather than the only one there is.
    const LoadResult loaded = ScenarioLoader::loadFile(example("a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    std::erase_if(s.options, [](const Option &o) { return o.id != QLatin1String("ali-spot"); });
    QCOMPARE(s.options.size(), std::size_t(1));
    ReportInput in;
    in.scenario = s;
    in.result = CostEngine::compute(s);
    QVERIFY(in.result.ok());
    QVERIFY(in.result.options[0].slippedGpuHours > 0);
    const QString pdf = mDir.filePath(QStringLiteral("nobody-serves.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString body = QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
    QVERIFY2(body.contains(QStringLiteral("Recommendation: none.")), qPrintable(body));
    const QString cheapest
        = body.section(QStringLiteral("Cheapest over the horizon"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(cheapest.contains(QStringLiteral("none serves all demand")), qPrintable(cheapest));
    QVERIFY(body.contains(QStringLiteral("Not ranked: spot capacity")));
    const QString slipped = QLocale().toString(in.result.options[0].slippedGpuHours, 'f', 0);
    QVERIFY2(body.contains(slipped + QStringLiteral(" GPU-hours")), qPrintable(slipped));
}

// Issue 33: a name with a right-to-left override (U+202E) printed "evil" as "live"; the report
// drops bidirectional overrides, embeddings and isolates from what it prints.
void TestReport::bidiOverridesDoNotReorderNames()
{
    const LoadResult loaded = ScenarioLoader::loadFile(example("a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    s.options[0].name = QStringLiteral("\u202Eevil option");
    ReportInput in;
    in.scenario = s;
    in.result = CostEngine::compute(s);
    QVERIFY(in.result.ok());
    const QString pdf = mDir.filePath(QStringLiteral("bidi.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString body = pdfText(pdf);
    QVERIFY2(body.contains(QStringLiteral("evil option")), qPrintable(body.left(2000)));
    QVERIFY(!body.contains(QStringLiteral("noitpo live")));
    QVERIFY(!body.contains(QChar(0x202E)));
}

void TestReport::awaitedPriceIsListedNotCompared()
{
    // A Huawei subscription whose price is awaited: the report lists it with the reason and
    // compares the others, never pricing it at zero (it would be the cheapest option).
    const LoadResult loaded = ScenarioLoader::loadFile(example("a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    Option ascend{QStringLiteral("ascend"), QStringLiteral("Huawei 910B subscription"), {}, CloudOption{}, {}, {}};
    ReservedPricing rp;
    rp.quoteNeeded = QStringLiteral("asked Huawei on 2026-11-20");
    std::get<CloudOption>(ascend.spec).gpusPerInstance = 8;
    std::get<CloudOption>(ascend.spec).reserved = rp;
    s.options.push_back(ascend);
    ReportInput in;
    in.scenario = s;
    in.result = CostEngine::compute(s);
    QVERIFY(in.result.ok());
    QCOMPARE(in.result.options.size(), loaded.scenario->options.size());
    const QString pdf = mDir.filePath(QStringLiteral("awaited.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString body = QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
    const QString line
        = body.section(QStringLiteral("Not compared: price awaited"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(line.contains(QStringLiteral("Huawei 910B subscription")), qPrintable(body));
    QVERIFY2(line.contains(QStringLiteral("reserved price needed: asked Huawei on 2026-11-20")), qPrintable(line));
}

void TestReport::pdfForInvalidScenarioIsNotWritten()
{
    const QString bad = mDir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"formatVersion\": 1, \"name\": \"x\"");
    f.close();
    const QString pdf = mDir.filePath(QStringLiteral("bad.pdf"));
    const Run r = run(cli(), {QStringLiteral("report"), bad, QStringLiteral("-o"), pdf});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(QString::fromUtf8(r.err).contains(bad));
    QVERIFY(!QFile::exists(pdf));
}

void TestReport::unwritableOutput_data()
{
    // Every output format into a folder that does not exist: the message names the file.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("target");
    const QString scenario = example("research-team-30pct.json");
    const QString missing = mDir.filePath(QStringLiteral("no-such-folder/"));
    for (const char *format : {"xlsx", "csv", "png", "svg"}) {
        const QString target = missing + QStringLiteral("out.") + QLatin1String(format);
        QTest::newRow(format) << QStringList{QStringLiteral("export"), scenario,
            QStringLiteral("--") + QLatin1String(format), target}
                              << target;
    }
    const QString pdf = missing + QStringLiteral("out.pdf");
    QTest::newRow("pdf") << QStringList{QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf} << pdf;
}

void TestReport::unwritableOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, target);
    const Run r = run(cli(), args);
    QCOMPARE(r.exitCode, 1); // the environment, as docs/errors.md says
    QVERIFY(r.out.isEmpty());
    // Other lines may come from Qt or libxlsxwriter; ours names the file and the reason.
    const QString err = QString::fromUtf8(r.err);
    const QStringList lines = err.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                 [&](const QString &line) { return line.startsWith(target + QStringLiteral(": cannot be written")); }),
        qPrintable(err));
    QVERIFY(!QFileInfo::exists(target));
}

void TestReport::fullDiskKeepsPreviousFile_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : {"xlsx", "csv", "png", "svg", "pdf"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestReport::fullDiskKeepsPreviousFile()
{
    // A full disk, simulated for the CLI alone: bash limits the file size to 2 KB
    // (ulimit -f, SIGXFSZ ignored) and then runs it. The export fails with the reason and the
    // file from an earlier export stays as it was, never a truncated copy.
    QFETCH(QString, format);
    const QString target = mDir.filePath(QStringLiteral("full-disk.") + format);
    const QByteArray previous = "an earlier export";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(previous);
    }
    // The PDF was written in place by QPdfWriter(fileName) and left truncated: now atomic too.
    const QStringList command = format == QStringLiteral("pdf")
        ? QStringList{QStringLiteral("report"), example("research-team-30pct.json"), QStringLiteral("-o"), target}
        : QStringList{
            QStringLiteral("export"), example("research-team-30pct.json"), QStringLiteral("--") + format, target};
    const Run r = run(QStringLiteral("/bin/bash"),
        QStringList{QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f 2; exec \"$0\" \"$@\""), cli()}
            + command);
    QCOMPARE(r.exitCode, 1); // the environment, as docs/errors.md says
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(target + QStringLiteral(": cannot be written: ")), qPrintable(err));
    if (format != QStringLiteral("xlsx")) // libxlsxwriter words it its own way
        QVERIFY2(err.contains(target + QStringLiteral(": cannot be written: File too large")), qPrintable(err));
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), previous);
}

void TestReport::xlsxLeavesNeighboursAlone()
{
    // libxlsxwriter's own file was "NAME.part" beside the target, removed, then renamed over
    // it: a user's file of that name was lost. Now the only file the export touches is its own.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("costs.xlsx"));
    const QByteArray mine = "a file of the user's";
    {
        QFile f(target + QStringLiteral(".part"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(mine);
    }
    const Run r
        = run(cli(), {QStringLiteral("export"), example("research-team-30pct.json"), QStringLiteral("--xlsx"), target});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(target + QStringLiteral(".part"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), mine);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
        (QStringList{QStringLiteral("costs.xlsx"), QStringLiteral("costs.xlsx.part")}));
    QFile xlsx(target);
    QVERIFY(xlsx.open(QIODevice::ReadOnly));
    QVERIFY(xlsx.read(2) == "PK"); // a zip, read back whole from the temporary file
}

// Issue 33: a cell holds 32,767 characters; a longer option name was written as an empty cell
// with exit 0. Now the cell has the first characters and says it was cut, and how long it was.
void TestReport::xlsxCutsTextLongerThanACell()
{
    QFile in(example("data-heavy-egress.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray options = root.value(QStringLiteral("options")).toArray();
    QJsonObject first = options[0].toObject();
    const QString name = QString(40000, QLatin1Char('n'));
    first.insert(QStringLiteral("name"), name);
    options[0] = first;
    root.insert(QStringLiteral("options"), options);
    const QString scenario = mDir.filePath(QStringLiteral("long-name.json"));
    QFile out(scenario);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();
    // A scenario refuses such a name now (issue 33: 200 characters at most) ...
    const QString xlsx = mDir.filePath(QStringLiteral("long-name.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("$.options[0].name: is 40000 characters long: at most 200 are allowed"), r.err.constData());
    QVERIFY(!QFile::exists(xlsx));
    // ... and a cell of the workbook still keeps what fits of any longer text.
    {
        XlsxWorkbook book;
        QVERIFY(book.isOpen());
        book.addSheet(QStringLiteral("Totals")).text(0, 0, name);
        const QByteArray bytes = book.finish();
        QVERIFY2(!bytes.isEmpty(), qPrintable(book.errorString()));
        QFile f(xlsx);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    const QString script = QStringLiteral("import sys, openpyxl\n"
                                          "wb = openpyxl.load_workbook(sys.argv[1], data_only=True)\n"
                                          "v = max((str(c.value or '') for c in wb['Totals']['A']), key=len)\n"
                                          "print(len(v)); print(v[-40:])\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].toInt(), 32767);
    QVERIFY2(lines[1].endsWith(QStringLiteral("nnn [cut: 40000 characters in all]")), qPrintable(lines[1]));
}

void TestReport::xlsxBudgetInputsNamedAndSourced_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("factorSource");
    QTest::addColumn<QString>("capexLabel");
    QTest::newRow("en") << "en"
                        << "computed by the engine from the exchange rates and the VAT rates of the budget's basis; "
                           "change those in the app"
                        << "Budget every fiscal year: Capex";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "由引擎根据预算口径的汇率和增值税税率计算；请在应用中修改它们"
                           << "每个财年的预算：资本性支出";
}

// Issue 28: the budget's conversion factor is the engine's, not "entered in the scenario"; the
// budget rows' labels use the language's own colon.
void TestReport::xlsxBudgetInputsNamedAndSourced()
{
    QFETCH(QString, lang);
    QFETCH(QString, factorSource);
    QFETCH(QString, capexLabel);
    const QString xlsx = mDir.filePath(QStringLiteral("budget-inputs-%1.xlsx").arg(lang));
    Run r = run(cli(),
        {QStringLiteral("export"), example("xinghe-budget-2027.json"), QStringLiteral("--xlsx"), xlsx,
            QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // Name (column F) -> [label, source] of every named input.
    const QString script
        = QStringLiteral("import json, sys, openpyxl\n"
                         "ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]\n"
                         "print(json.dumps({r[5].value: [r[0].value, r[3].value] for r in ws.iter_rows(min_row=3) "
                         "if len(r) > 5 and r[5].value}))\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject named = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(named.value(QStringLiteral("engine_budgetFactor")).toArray().at(1).toString(), factorSource);
    QCOMPARE(named.value(QStringLiteral("budget_perYear_capex")).toArray().at(0).toString(), capexLabel);
}

void TestReport::xlsxCellsEqualEngine()
{
    const QString scenario = example("data-heavy-egress.json");
    const QString xlsx = mDir.filePath(QStringLiteral("out.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // An independent reader: openpyxl from Debian (python3-openpyxl).
    const QString script = QStringLiteral(
        "import json, sys, openpyxl\n"
        "wb = openpyxl.load_workbook(sys.argv[1], data_only=True)\n" // the cached values of the formulas
        "t = wb['Totals']; m = wb['Monthly']\n"
        "out = {'sheets': wb.sheetnames,\n"
        "       'totals': [[c.value for c in row] for row in t.iter_rows(min_row=2) if row[1].value],\n"
        "       'numberFormat': t.cell(row=2, column=3).number_format,\n"
        "       'monthly': [[c.value for c in row] for row in m.iter_rows(min_row=2, max_row=3)],\n"
        "       'monthlyRows': m.max_row - 1,\n"
        "       'fiscalYears': [[c.value for c in row] for row in wb['Fiscal years'].iter_rows(min_row=2)]}\n"
        "print(json.dumps(out))\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject x = QJsonDocument::fromJson(r.out).object();
    // Inputs, Totals, Categories, Monthly, Quantities (its cloud amounts are formulas of their
    // prices), Years, Fiscal years, Break-even, Decisions, Provenance.
    QCOMPARE(x.value(QStringLiteral("sheets")).toArray().size(), 10);
    QCOMPARE(x.value(QStringLiteral("sheets")).toArray().at(4).toString(), QStringLiteral("Quantities"));
    QCOMPARE(x.value(QStringLiteral("numberFormat")).toString(), QStringLiteral("#,##0.00"));
    const QJsonObject json = computeJson(scenario);
    const QJsonArray options = json.value(QStringLiteral("options")).toArray();
    const QJsonArray totals = x.value(QStringLiteral("totals")).toArray();
    QCOMPARE(totals.size(), options.size());
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QJsonArray row = totals[i].toArray();
        const QJsonObject o = options[i].toObject();
        QCOMPARE(row[0].toString(), o.value(QStringLiteral("name")).toString());
        QVERIFY(row[2].isDouble()); // a numeric cell, not text
        QCOMPARE(row[2].toDouble(), o.value(QStringLiteral("total")).toDouble());
        QCOMPARE(row[3].toDouble(), o.value(QStringLiteral("totalDiscounted")).toDouble());
        QCOMPARE(row[4].toDouble(), o.value(QStringLiteral("hiddenFeesTotal")).toDouble());
    }
    // 3 options x 12 months; month 1 of AWS: egress 138,543.84 CNY (column 2 + index of egress).
    QCOMPARE(x.value(QStringLiteral("monthlyRows")).toInt(), 36);
    const QJsonArray first = x.value(QStringLiteral("monthly")).toArray().first().toArray();
    QCOMPARE(first[1].toInt(), 1);
    QVERIFY(std::abs(first[2 + int(index(Category::Egress))].toDouble() - 138543.84) < 1e-6);
    const QJsonObject m1 = options[0].toObject().value(QStringLiteral("monthly")).toArray().first().toObject();
    QCOMPARE(first[2 + int(kCategoryCount)].toDouble(), m1.value(QStringLiteral("total")).toDouble());
    // Fiscal years without a calendar or budget: plan years, no budget columns; a 12-month
    // horizon is one year, whose spend is the option's total.
    const QJsonArray fys = x.value(QStringLiteral("fiscalYears")).toArray();
    QCOMPARE(fys.size(), options.size());
    for (qsizetype i = 0; i < options.size(); ++i) {
        const QJsonArray row = fys[i].toArray();
        const QJsonObject o = options[i].toObject();
        QCOMPARE(row[0].toString(), o.value(QStringLiteral("name")).toString());
        QCOMPARE(row[1].toString(), QStringLiteral("Year 1"));
        QCOMPARE(row[2].toInt(), 1);
        QCOMPARE(row[3].toInt(), 12);
        QVERIFY(std::abs(row[4].toDouble() - o.value(QStringLiteral("total")).toDouble()) < 1e-6);
        QVERIFY(std::abs(row[5].toDouble() + row[6].toDouble() - row[4].toDouble()) < 1e-6);
        QVERIFY(std::abs(row[7].toDouble() - row[5].toDouble()) < 1e-6); // no budget: capex as paid
        for (int c = 8; c < int(row.size()); ++c)
            QVERIFY2(row[c].isNull(), qPrintable(QString::number(c)));
    }
}

void TestReport::csvHasBomAndEngineValues()
{
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString csv = mDir.filePath(QStringLiteral("series.csv"));
    const Run r = run(cli(),
        {QStringLiteral("export"), scenario, QStringLiteral("--csv"), csv, QStringLiteral("--lang"),
            QStringLiteral("zh_CN")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    const QStringList lines = QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 4 * 36);
    QVERIFY(lines.first().startsWith(QStringLiteral("选项,月份,计算"))); // Chinese headers survive the BOM
    const QJsonObject json = computeJson(scenario);
    const QJsonObject od = json.value(QStringLiteral("options")).toArray().first().toObject();
    const QStringList month1 = lines[1].split(QLatin1Char(','));
    QCOMPARE(month1[0], od.value(QStringLiteral("name")).toString());
    // Total and cumulative of month 1, at full precision.
    const QJsonObject m1 = od.value(QStringLiteral("monthly")).toArray().first().toObject();
    QCOMPARE(month1[2 + int(kCategoryCount)].toDouble(), m1.value(QStringLiteral("total")).toDouble());
    QCOMPARE(month1[3 + int(kCategoryCount)].toDouble(), m1.value(QStringLiteral("cumulative")).toDouble());
    // Month 1 on demand: 8 instances x 730 h x 361.397 = 2,110,558.48.
    QCOMPARE(month1[2 + int(kCategoryCount)].toDouble(), 2110558.48);
    // Every number in its shortest form that reads back as the same double (no 398551.96799999999).
    for (const QString &line : lines.mid(1))
        for (const QString &cell : line.split(QLatin1Char(',')).mid(2)) {
            bool isNumber = false;
            const double v = cell.toDouble(&isNumber);
            if (isNumber)
                QCOMPARE(cell, QString::number(v, 'f', QLocale::FloatingPointShortest));
        }
}

void TestReport::chartImages()
{
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString png = mDir.filePath(QStringLiteral("c.png"));
    const QString svg = mDir.filePath(QStringLiteral("c.svg"));
    const Run r = run(cli(),
        {QStringLiteral("export"), scenario, QStringLiteral("--png"), png, QStringLiteral("--svg"), svg,
            QStringLiteral("--chart"), QStringLiteral("categories")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), 2000);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray s = f.readAll();
    QVERIFY(s.contains("<svg"));
    QVERIFY(s.contains("Buy 8 servers")); // text stays text in SVG
}

void TestReport::budgetSection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("summaryHeading");
    QTest::addColumn<QString>("budgetHeading");
    QTest::addColumn<QString>("chartsHeading");
    QTest::addColumn<QString>("fy2027");
    QTest::newRow("en") << "en"
                        << "Executive summary"
                        << "Budget"
                        << "Charts"
                        << "FY2027";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "执行摘要"
                           << "预算"
                           << "图表"
                           << "2027财年";
}

void TestReport::budgetSection()
{
    // The xinghe example: a capex/opex budget every fiscal year from January 2027. The
    // recommendation is the subscription (it fits); buying is cheaper by PV of cost but breaks the
    // FY2027 capex budget, and the summary says so with the amount. Every number comes from
    // the engine (computed here), the labels from the calendar.
    QFETCH(QString, language);
    QFETCH(QString, summaryHeading);
    QFETCH(QString, budgetHeading);
    QFETCH(QString, chartsHeading);
    QFETCH(QString, fy2027);
    const QString scenario = example("xinghe-budget-2027.json");
    const QString pdf = mDir.filePath(QStringLiteral("budget-%1.pdf").arg(language));
    const Run r = run(
        cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString body = pdfText(pdf);

    setApplicationLanguage(language);
    const LoadResult loaded = ScenarioLoader::loadFile(scenario);
    QVERIFY(loaded.ok());
    const Scenario &s = *loaded.scenario;
    QVERIFY(s.calendar.has());
    ScenarioResult res = CostEngine::compute(s);
    QVERIFY(res.ok() && res.budget);
    BudgetAnalysis::solveAffordable(s, res);
    const BudgetResult &b = *res.budget;
    const QString cur = res.currency;
    const Ranking ranking = rank(res);
    auto money = [&](double v) { return squeezed(Money::formatWhole(v, cur)); };

    // Executive summary: the recommendation fits; the cheaper option over budget is named with
    // its overrun and fiscal year.
    const QString summary = squeezed(section(body, summaryHeading, budgetHeading));
    QVERIFY2(!summary.isEmpty(), qPrintable(body.left(4000)));
    QVERIFY(ranking.recommended >= 0);
    const OptionResult &rec = res.options[std::size_t(ranking.recommended)];
    QCOMPARE(rec.name, QStringLiteral("阿里云 1 年包年包月")); // the example's stated conclusion
    const QString recLabel = squeezed(QCoreApplication::translate("gputco::ReportWriter", "Recommendation:"));
    // The recommendation paragraph (up to the budget line) names the recommended option only.
    const QString recommendation
        = summary.section(recLabel, 1)
              .section(squeezed(QCoreApplication::translate("gputco::ReportWriter", "Budget:")), 0, 0);
    QVERIFY2(recommendation.contains(squeezed(rec.name)), qPrintable(summary.left(600)));
    for (const OptionResult &o : res.options)
        QVERIFY2(&o == &rec || !recommendation.contains(squeezed(o.name)), qPrintable(recommendation));
    QVERIFY2(summary.contains(
                 squeezed(QCoreApplication::translate("gputco::ReportWriter", "Within the budget: %1.").arg(rec.name))),
        qPrintable(summary.left(600)));
    QCOMPARE(ranking.cheaperOverBudget.size(), std::size_t(1));
    const int own = ranking.cheaperOverBudget.front();
    QVERIFY(res.options[std::size_t(own)].kind == OptionKind::SelfHosted);
    const OptionBudget &ob = b.options[std::size_t(own)];
    QVERIFY(ob.worstFiscalYearIndex.has_value());
    const FiscalYearSpend &worst = ob.fiscalYears[std::size_t(*ob.worstFiscalYearIndex)];
    QCOMPARE(Calendars::fiscalYearLabel(b.calendar, worst.fiscalYear), fy2027);
    QVERIFY(std::abs(ob.worstOverrun - 1029600.0) < 0.01); // 6,029,600 - 5,000,000
    QVERIFY(worst.headroomCapex && std::abs(*worst.headroomCapex + ob.worstOverrun) < 0.01); // the capex part
    const QString warning
        = summary.section(QStringLiteral("⚠") + squeezed(res.options[std::size_t(own)].name), 1).left(300);
    QVERIFY2(!warning.isEmpty(), qPrintable(summary));
    QVERIFY2(warning.contains(money(ob.worstOverrun)), qPrintable(warning));
    QVERIFY2(warning.contains(fy2027), qPrintable(warning));
    QVERIFY2(warning.contains(money(res.options[std::size_t(own)].comparisonDiscounted)), qPrintable(warning));
    QVERIFY2(warning.contains(squeezed(QCoreApplication::translate("gputco::ReportWriter", "the capex budget"))),
        qPrintable(warning));
    // Break-even months are calendar months.
    QVERIFY(!res.breakEvens.empty() && res.breakEvens.front().firstMonth);
    QVERIFY2(summary.contains(squeezed(Calendars::monthLabel(s.calendar, *res.breakEvens.front().firstMonth))),
        qPrintable(summary));

    // The Budget section: the budget as given, each option's spend per fiscal year against it,
    // the first overrun month, and what the budget buys.
    const QString budget = squeezed(section(body, budgetHeading, chartsHeading));
    QVERIFY2(!budget.isEmpty(), qPrintable(body));
    QVERIFY(budget.contains(squeezed(b.source)));
    QVERIFY(b.split);
    QCOMPARE(b.periods.size(), std::size_t(3));
    for (const BudgetPeriod &p : b.periods) {
        QVERIFY(p.capex && p.opex);
        QVERIFY2(budget.contains(money(*p.capex)) && budget.contains(money(*p.opex)), qPrintable(budget));
    }
    for (std::size_t i = 0; i < res.options.size(); ++i) {
        const OptionBudget &o = b.options[i];
        QVERIFY(budget.contains(squeezed(res.options[i].name)));
        double sum = 0;
        for (const FiscalYearSpend &y : o.fiscalYears) {
            // One table row: fiscal year, spend, capex, opex.
            const QString row = Calendars::fiscalYearLabel(b.calendar, y.fiscalYear) + money(y.spend) + money(y.capex)
                + money(y.opex);
            QVERIFY2(budget.contains(row), qPrintable(row + QLatin1Char('\n') + budget));
            if (y.firstOverrunMonth)
                QVERIFY(budget.contains(squeezed(Calendars::monthLabel(b.calendar, *y.firstOverrunMonth))));
            for (const auto &h : {y.headroomCapex, y.headroomOpex})
                QVERIFY(h && budget.contains(money(std::abs(*h))));
            sum += y.spend;
        }
        QVERIFY(std::abs(sum - res.options[i].total) < 1e-6 * std::max(1.0, res.options[i].total));
        QVERIFY(o.affordable.has_value());
        if (o.affordable->horizonMonths > 0)
            QVERIFY(budget.contains(squeezed(Calendars::monthLabel(b.calendar, o.affordable->horizonMonths))));
        if (o.affordable->servers)
            QVERIFY(res.options[i].kind == OptionKind::SelfHosted);
    }
    // The FY2027 overrun of the servers, as the overview and their table say it.
    QVERIFY(budget.contains(squeezed(QCoreApplication::translate("gputco::ReportWriter", "no: %1 over in %2")
                                         .arg(Money::formatWhole(ob.worstOverrun, cur), fy2027))));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::noOptionFitsTheBudget()
{
    // The xinghe budget cut to 1,000,000 capex and 1,000,000 opex a year: every option serves
    // the demand and none fits. Nothing is recommended, and each option is named with its overrun.
    setApplicationLanguage(QStringLiteral("en")); // the report is written here, in English
    const LoadResult loaded = ScenarioLoader::loadFile(example("xinghe-budget-2027.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    QVERIFY(s.budget && s.budget->everyYear);
    s.budget->everyYear->capex = 1000000.0;
    s.budget->everyYear->opex = 1000000.0;
    ReportInput in;
    in.scenario = s;
    in.result = CostEngine::compute(s);
    QVERIFY(in.result.ok() && in.result.budget);
    const Ranking ranking = rank(in.result);
    QCOMPARE(ranking.recommended, -1);
    QCOMPARE(ranking.cheaperOverBudget.size(), in.result.options.size());
    const QString pdf = mDir.filePath(QStringLiteral("no-fit.pdf"));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString body = pdfText(pdf);
    const QString summary = squeezed(section(body, QStringLiteral("Executive summary"), QStringLiteral("Budget")));
    QVERIFY2(!summary.isEmpty(), qPrintable(body.left(3000)));
    QVERIFY2(summary.contains(squeezed(
                 QStringLiteral("Recommendation: none. No option that serves all the demand fits the budget"))),
        qPrintable(summary));
    QVERIFY(summary.contains(squeezed(QStringLiteral("No option fits the budget."))));
    QVERIFY(!summary.contains(squeezed(QStringLiteral("No option serves all the demand"))));
    for (int i : ranking.cheaperOverBudget) {
        const OptionBudget &ob = in.result.budget->options[std::size_t(i)];
        const QString line
            = summary.section(QStringLiteral("⚠") + squeezed(in.result.options[std::size_t(i)].name), 1).left(200);
        QVERIFY2(line.contains(squeezed(Money::formatWhole(ob.worstOverrun, in.result.currency))), qPrintable(line));
    }
}

void TestReport::xlsxFiscalYearsAgainstBudget()
{
    // The sheet 财年 of the xinghe export: one row per option and fiscal year with the engine's
    // spend, capex, opex, budget and headroom (the budget and headroom are formulas: their cached
    // values, what a viewer that does not recalculate shows; tst_xlsx recalculates them); per
    // option the years add up to its total.
    const QString scenario = example("xinghe-budget-2027.json");
    const QString xlsx = mDir.filePath(QStringLiteral("xinghe.xlsx"));
    Run r = run(cli(),
        {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"),
            QStringLiteral("zh_CN")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString script = QStringLiteral("import json, sys, openpyxl\n"
                                          "wb = openpyxl.load_workbook(sys.argv[1], data_only=True)\n"
                                          "ws = wb['财年']\n"
                                          "print(json.dumps({'header': [c.value for c in ws[1]],\n"
                                          "                  'rows': [[c.value for c in row] for row in "
                                          "ws.iter_rows(min_row=2)]}, ensure_ascii=False))\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject x = QJsonDocument::fromJson(r.out).object();
    const QJsonArray rows = x.value(QStringLiteral("rows")).toArray();

    setApplicationLanguage(QStringLiteral("zh_CN"));
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult res = CostEngine::compute(s);
    QVERIFY(res.ok() && res.budget);
    const BudgetResult &b = *res.budget;
    QCOMPARE(x.value(QStringLiteral("header")).toArray().first().toString(), QStringLiteral("选项"));
    auto close
        = [](const QJsonValue &cell, double v) { return cell.isDouble() && std::abs(cell.toDouble() - v) < 1e-6; };
    auto optionalCell
        = [&](const QJsonValue &cell, const std::optional<double> &v) { return v ? close(cell, *v) : cell.isNull(); };
    qsizetype k = 0;
    for (std::size_t i = 0; i < res.options.size(); ++i) {
        double sum = 0;
        for (const FiscalYearSpend &y : b.options[i].fiscalYears) {
            QVERIFY(k < rows.size());
            const QJsonArray row = rows[k++].toArray();
            QCOMPARE(row[0].toString(), res.options[i].name);
            QCOMPARE(row[1].toString(), Calendars::fiscalYearLabel(s.calendar, y.fiscalYear)); // 2027财年
            QCOMPARE(row[2].toString(), Calendars::monthKey(s.calendar, y.fiscalYear.firstMonth)); // 2027-01
            QCOMPARE(row[3].toInt(), y.fiscalYear.months);
            QVERIFY(close(row[4], y.spend) && close(row[5], y.capex) && close(row[6], y.opex));
            QVERIFY(close(row[7], y.capexPaid));
            QVERIFY(optionalCell(row[8], y.budget) && optionalCell(row[9], y.headroom));
            QVERIFY(optionalCell(row[10], y.budgetCapex) && optionalCell(row[11], y.headroomCapex));
            QVERIFY(optionalCell(row[12], y.budgetOpex) && optionalCell(row[13], y.headroomOpex));
            if (y.firstOverrunMonth)
                QCOMPARE(row[14].toString(), Calendars::monthKey(s.calendar, *y.firstOverrunMonth));
            else
                QVERIFY(row[14].isNull());
            sum += row[4].toDouble();
        }
        QVERIFY2(std::abs(sum - res.options[i].total) < 1e-6 * std::max(1.0, res.options[i].total),
            qPrintable(res.options[i].name));
    }
    QCOMPARE(k, rows.size());
    QCOMPARE(rows.first().toArray()[1].toString(), QStringLiteral("2027财年"));
    // The servers' FY2027 capex: 6,029,600 against 5,000,000.
    for (const QJsonValue &v : rows) {
        const QJsonArray row = v.toArray();
        if (row[0].toString().startsWith(QStringLiteral("自建")) && row[1].toString() == QStringLiteral("2027财年")) {
            QVERIFY(close(row[5], 6029600.0));
            QVERIFY(close(row[11], -1029600.0));
        }
    }
    setApplicationLanguage(QStringLiteral("en"));
}

namespace {

/// The pages of a PDF, each as pdftotext -layout gives it.
QStringList pageTexts(const QString &pdf)
{
    const QString info = QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}).out);
    const int pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    QStringList out;
    for (int page = 1; page <= pages; ++page)
        out << QString::fromUtf8(run(QStringLiteral("pdftotext"),
            {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                QString::number(page), pdf, QStringLiteral("-")})
                                     .out);
    return out;
}

} // namespace

void TestReport::variantReportDeclaresItsChanges()
{
    // Issue 27: the xinghe example keeps a variant that raises the budget to 130 %. Its report
    // names the variant on every page, lists the change (100 -> 130 %) on the first pages, and
    // sources the budget as the what-if, never beside the budget committee's approval alone; the
    // capex budget 5,000,000 a year becomes 6,500,000.
    const QString pdf = mDir.filePath(QStringLiteral("variant-130.pdf"));
    const QString variant = QStringLiteral("预算上调 30%");
    const Run r = run(cli(),
        {QStringLiteral("report"), example("xinghe-budget-2027.json"), QStringLiteral("--variant"), variant,
            QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList pages = pageTexts(pdf);
    QVERIFY(pages.size() > 3);
    for (int i = 0; i < pages.size(); ++i)
        QVERIFY2(squeezed(pages[i]).contains(squeezed(variant)), qPrintable(QStringLiteral("page %1").arg(i + 1)));
    const QString body = squeezed(pdfText(pdf));
    const QString declared = squeezed(pages[0] + pages[1]);
    QVERIFY2(declared.contains(squeezed(QStringLiteral("假设分析：变动的输入"))), qPrintable(declared.left(2000)));
    QVERIFY2(declared.contains(QStringLiteral("100%")) && declared.contains(QStringLiteral("130%")),
        qPrintable(declared.left(3000)));
    QVERIFY(body.contains(squeezed(QStringLiteral("6,500,000"))));
    QVERIFY2(body.contains(squeezed(QStringLiteral("假设分析“预算上调 30%”：预算 130%"))), qPrintable(body.left(4000)));
    // A variant that replaces a price (electricity 0.63 -> 0.9): the power line is sourced as the
    // what-if, and its amount, which has no date of its own, does not make the cover or the
    // option's risks call the prices undated.
    const QString power = mDir.filePath(QStringLiteral("variant-power.pdf"));
    const Run p = run(cli(),
        {QStringLiteral("report"), example("xinghe-budget-2027.json"), QStringLiteral("--variant"),
            QStringLiteral("电价上涨至 0.9 元"), QStringLiteral("-o"), power, QStringLiteral("--lang"),
            QStringLiteral("en")});
    QVERIFY2(p.exitCode == 0, p.err.constData());
    const QString powerText = squeezed(rawText(power));
    QVERIFY(powerText.contains(squeezed(QStringLiteral("(every price line dated)"))));
    QVERIFY(powerText.contains(
        squeezed(QStringLiteral("what-if \"电价上涨至 0.9 元\": Electricity price 0.900 per kWh (as saved: 0.630)"))));
    QVERIFY(!powerText.contains(squeezed(QStringLiteral("have no date"))));
    // An unknown variant is refused, naming the ones the file keeps; nothing is written.
    const QString none = mDir.filePath(QStringLiteral("variant-none.pdf"));
    const Run unknown = run(cli(),
        {QStringLiteral("report"), example("xinghe-budget-2027.json"), QStringLiteral("--variant"),
            QStringLiteral("150"), QStringLiteral("-o"), none});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("no variant is named \"150\"; the scenario keeps \"\xe9\xa2\x84"),
        unknown.err.constData());
    QVERIFY(!QFileInfo::exists(none));
}

void TestReport::realisticPlanIsSourcedAndDated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestReport::realisticPlanIsSourcedAndDated()
{
    // Issue 27's plan: 256 cards for 36 months with quotes, a loan, porting, VAT and income tax.
    // Every price line is dated and has a known tax status: the cover says every line is dated,
    // and no provenance row says "not stated" or "not dated"; the vendor's server quote, the
    // porting effort, the support fee and the loan's terms are listed with their sources.
    QFETCH(QString, language);
    const QString file = QFINDTESTDATA("data/changfeng-256-h800.json");
    const QString pdf = mDir.filePath(QStringLiteral("changfeng-%1.pdf").arg(language));
    const Run r
        = run(cli(), {QStringLiteral("report"), file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString body = squeezed(rawText(pdf));
    const bool zh = language == QLatin1String("zh_CN");
    for (const QString &absent : zh ? QStringList{QStringLiteral("未注明日期"), QStringLiteral("未说明")}
                                    : QStringList{QStringLiteral("notdated"), QStringLiteral("notstated")})
        QVERIFY2(!body.contains(absent), qPrintable(absent));
    for (const QString &present : {QStringLiteral("浪潮信息8卡H800服务器书面报价"), QStringLiteral("QT-2026-1128-07"),
             QStringLiteral("算法平台组估算（12人月）"), QStringLiteral("1,500,000"),
             QStringLiteral("招商银行设备贷款授信意向书")})
        QVERIFY2(body.contains(present), qPrintable(present));
    QVERIFY(body.contains(
        squeezed(zh ? QStringLiteral("（每条价格均注明日期）") : QStringLiteral("(every price line dated)"))));
}

// Issue 33: 99.9999 % off was printed as "100 % off (0折)". Enough decimals that a share is
// neither 100 nor 0 when it is not; ordinary discounts as before.
void TestReport::discountTextKeepsItsDecimals()
{
    QCOMPARE(discountText(50.0), QStringLiteral("50 % off (5折)"));
    QCOMPARE(discountText(15.0), QStringLiteral("15 % off (8.5折)"));
    QCOMPARE(discountText(99.9999), QStringLiteral("99.9999 % off (0.00001折)"));
    QCOMPARE(discountText(99.999999), QStringLiteral("99.999999 % off (0.0000001折)"));
}

QTEST_MAIN(TestReport)
void TestReport::feePresetProvenance()
{
    // A 包年包月 list price and four fees taken from catalog fee presets (issue 15). The lookup
    // stands in for the catalog: the bandwidth preset is 25 元/Mbps/月 but the scenario says 20,
    // so that one is "entered in the scenario"; the request preset is 0.01 元/万次 = 0.001 per
    // 1,000, which matches the scenario's pricePer1000.
    const LoadResult loaded
        = ScenarioLoader::loadFile(QFINDTESTDATA("../models/roundtrip/subscription-and-fee-presets.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
    ReportInput in;
    in.scenario = *loaded.scenario;
    in.lookup = [](const QString &id) -> std::optional<PriceLine> {
        PriceLine l;
        l.provider = QStringLiteral("tencent");
        l.currency = QStringLiteral("CNY");
        l.source = QStringLiteral("docs");
        if (id == QStringLiteral("tencent/GT4.41XLARGE948/cn-mainland//reserved/1/no_upfront")) {
            l.amount = 114016;
            l.asOf = QStringLiteral("2021-09-27");
        } else if (id == QStringLiteral("tencent-cos-c919f7c8a1")) {
            l.item = QStringLiteral("COS standard storage");
            l.amount = 0.118;
            l.unit = QStringLiteral("元/GB/月");
            l.asOf = QStringLiteral("2021-09-10");
        } else if (id == QStringLiteral("tencent-cos-9a5c6b95c0")) {
            l.item = QStringLiteral("COS internet egress");
            l.amount = 0.5;
            l.unit = QStringLiteral("元/GB");
            l.asOf = QStringLiteral("2021-07-07");
        } else if (id == QStringLiteral("tencent-eip-07d610a372")) {
            l.item = QStringLiteral("EIP monthly bandwidth");
            l.amount = 25;
            l.unit = QStringLiteral("元/Mbps/月");
            l.asOf = QStringLiteral("2021-11-08");
        } else if (id == QStringLiteral("tencent-cos-9b673f37cb")) {
            l.item = QStringLiteral("COS standard requests");
            l.amount = 0.01;
            l.unit = QStringLiteral("元/万次");
            l.asOf = QStringLiteral("2020-09-02");
        } else {
            return std::nullopt;
        }
        return l;
    };
    const QList<PriceLine> lines = ReportWriter::prices(in);
    const auto byId = [&lines](const char *id) {
        for (const PriceLine &l : lines)
            if (l.catalogId == QLatin1String(id) && l.kind == PriceLineKind::Fee)
                return l;
        return PriceLine{};
    };
    // The subscription: the catalog row's monthly price, dated.
    bool subscription = false;
    for (const PriceLine &l : lines)
        if (l.fromCatalog && l.amount == 114016.0 && l.asOf == QLatin1String("2021-09-27"))
            subscription = true;
    QVERIFY(subscription);
    const PriceLine egress = byId("tencent-cos-9a5c6b95c0");
    QVERIFY(egress.fromCatalog);
    QCOMPARE(egress.amount, 0.5);
    QCOMPARE(egress.asOf, QStringLiteral("2021-07-07"));
    QCOMPARE(egress.source, QStringLiteral("docs"));
    const PriceLine bandwidth = byId("tencent-eip-07d610a372"); // 20 entered, the preset says 25
    QVERIFY(!bandwidth.fromCatalog);
    QCOMPARE(bandwidth.amount, 20.0);
    QVERIFY(bandwidth.asOf.isEmpty());
    QCOMPARE(bandwidth.catalogAmount, std::optional<double>(25.0));
    const PriceLine storage = byId("tencent-cos-c919f7c8a1");
    QVERIFY(storage.fromCatalog);
    QCOMPARE(storage.asOf, QStringLiteral("2021-09-10"));
    const PriceLine requests = byId("tencent-cos-9b673f37cb"); // 0.01 per 10,000 = 0.001 per 1,000
    QVERIFY(requests.fromCatalog);
    QCOMPARE(requests.amount, 0.001);
    QCOMPARE(requests.unit, QStringLiteral("per 1,000 requests")); // not the preset's 元/万次
    QCOMPARE(requests.asOf, QStringLiteral("2020-09-02"));
}

void TestReport::decisionSection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("convention");
    QTest::addColumn<QString>("ranking");
    QTest::newRow("en") << "en"
                        << "Buy instead of rent"
                        << "The book value of the servers at the end of the horizon is credited to owning"
                        << "The ranking credits each self-hosted option with the book value";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "购买而非租用"
                           << "服务器的账面价值在最后一期计入购买方案"
                           << "排名时，每个自建方案按规划期末仍在用服务器的账面价值作抵减";
}

void TestReport::decisionSection()
{
    // The a100 example: one cloud and self-hosted pair at least; the report's "Buy instead of
    // rent" table shows DecisionAnalysis's NPV and book value, formatted for the language, with
    // the convention sentence; the totals table lists the book value at the end.
    QFETCH(QString, language);
    QFETCH(QString, heading);
    QFETCH(QString, convention);
    QFETCH(QString, ranking);
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString pdf = mDir.filePath(QStringLiteral("decision-%1.pdf").arg(language));
    const Run r = run(
        cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString body = pdfText(pdf);
    QVERIFY(body.contains(heading));
    QVERIFY2(squeezed(body).contains(squeezed(convention)), qPrintable(convention));
    QVERIFY2(squeezed(body).contains(squeezed(ranking)), qPrintable(ranking));

    setApplicationLanguage(language);
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult cash = CostEngine::compute(s, CostView::Cash);
    const DecisionResult d = DecisionAnalysis::compute(s, cash);
    QVERIFY(!d.pairs.empty());
    const QString cur = cash.currency;
    for (const DecisionPair &p : d.pairs) {
        QVERIFY2(body.contains(Money::formatWhole(p.npv, cur)), qPrintable(Money::formatWhole(p.npv, cur)));
        QVERIFY(body.contains(Money::formatWhole(p.undiscountedSaving, cur)));
        QVERIFY(body.contains(Money::formatWhole(p.terminalValue, cur)));
        QVERIFY(p.terminalValue > 0);
    }
    for (const OptionResult &o : cash.options)
        if (o.kind == OptionKind::SelfHosted)
            QVERIFY(body.contains(Money::formatWhole(o.bookValueAtHorizonEnd, cur)));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::xlsxDecisionsSheet()
{
    // The Decisions sheet: one row per pair, numeric cells (the cached values of the NPV and IRR
    // formulas, tst_xlsx recalculates them) equal to DecisionAnalysis's; the totals sheet's
    // last column is the book value at the end (empty for cloud options).
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString xlsx = mDir.filePath(QStringLiteral("decisions.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString script
        = QStringLiteral("import itertools, json, sys, openpyxl\n"
                         "wb = openpyxl.load_workbook(sys.argv[1], data_only=True)\n"
                         "d = wb['Decisions']; t = wb['Totals']\n"
                         "pairs = itertools.takewhile(lambda row: row[0].value is not None, d.iter_rows(min_row=2))\n"
                         "out = {'header': [c.value for c in d[1]],\n"
                         "       'rows': [[c.value for c in row] for row in pairs],\n"
                         "       'irrFormat': d.cell(row=2, column=5).number_format,\n"
                         "       'bookValue': [row[8].value for row in t.iter_rows(min_row=2) if row[1].value]}\n"
                         "print(json.dumps(out))\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject x = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(x.value(QStringLiteral("header")).toArray()[3].toString(), QStringLiteral("NPV of the decision (CNY)"));

    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult cash = CostEngine::compute(s, CostView::Cash);
    const DecisionResult d = DecisionAnalysis::compute(s, cash);
    const QJsonArray rows = x.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), qsizetype(d.pairs.size()));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonArray row = rows[i].toArray();
        const DecisionPair &p = d.pairs[std::size_t(i)];
        QCOMPARE(row[0].toString(), cash.options[std::size_t(p.selfHostedIndex)].name);
        QCOMPARE(row[1].toString(), cash.options[std::size_t(p.cloudIndex)].name);
        QVERIFY(row[3].isDouble());
        QCOMPARE(row[2].toDouble(), p.undiscountedSaving);
        QCOMPARE(row[3].toDouble(), p.npv);
        if (p.irr)
            QCOMPARE(row[4].toDouble(), *p.irr);
        else
            QCOMPARE(row[4].toString(), QStringLiteral("none"));
        if (p.paybackPeriods)
            QCOMPARE(row[5].toDouble(), *p.paybackPeriods);
        QCOMPARE(row[7].toDouble(), p.terminalValue);
    }
    QCOMPARE(x.value(QStringLiteral("irrFormat")).toString(), QStringLiteral("0.0%"));
    const QJsonArray book = x.value(QStringLiteral("bookValue")).toArray();
    QCOMPARE(book.size(), qsizetype(cash.options.size()));
    for (qsizetype i = 0; i < book.size(); ++i) {
        const OptionResult &o = cash.options[std::size_t(i)];
        if (o.kind == OptionKind::SelfHosted)
            QCOMPARE(book[i].toDouble(), o.bookValueAtHorizonEnd);
        else
            QVERIFY(book[i].isNull());
    }
}

void TestReport::taxBasisLine()
{
    // Under the totals the report says what the amounts include: with VAT and income tax, the
    // VAT basis, the tax rate and the after-tax table (option totals and the pair's NPV, as the
    // engine has them); without a vat block, that VAT is not modelled.
    const QString scenario = QFINDTESTDATA("../models/data/buy-vs-rent-after-tax.json");
    const QString pdf = mDir.filePath(QStringLiteral("tax-basis.pdf"));
    const Run r = run(cli(),
        {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"),
            QStringLiteral("en")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString body = squeezed(pdfText(pdf));
    QVERIFY2(
        body.contains(squeezed(QStringLiteral("Amounts exclude VAT. They are before income tax"))), qPrintable(body));
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult cash = CostEngine::compute(s, CostView::Cash);
    const DecisionResult d = DecisionAnalysis::compute(s, cash);
    QVERIFY(d.pairs.at(0).afterTaxNpv.has_value());
    // Summaries and tables show whole currency units (issue 14).
    QVERIFY(body.contains(squeezed(Money::formatWhole(*d.pairs[0].afterTaxNpv, cash.currency))));
    QVERIFY(body.contains(squeezed(Money::formatWhole(cash.options[0].afterTaxTotal, cash.currency))));

    const QString plain = mDir.filePath(QStringLiteral("tax-basis-none.pdf"));
    const Run r2 = run(cli(),
        {QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), plain,
            QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r2.exitCode == 0, r2.err.constData());
    QVERIFY(squeezed(pdfText(plain)).contains(squeezed(QStringLiteral("VAT is not modelled"))));
}

void TestReport::assumptionsListServersVatAndIncomeTax_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<QString>("file");
    // Each row of the assumptions table in reading order: input, value, unit, source.
    const QString entered = QStringLiteral("../models/roundtrip/vat-and-income-tax.json");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("Own servers: servers 2 8 GPUs each entered in the scenario"),
                               QStringLiteral("VAT: prices include VAT yes entered in the scenario"),
                               QStringLiteral("VAT: input VAT recoverable no entered in the scenario"),
                               QStringLiteral("VAT: recovery lag 0 months entered in the scenario"),
                               QStringLiteral("Income tax rate 15.0 % entered in the scenario"),
                               QStringLiteral("Income tax: depreciation of servers 4 years entered in the scenario"),
                               QStringLiteral("Income tax: full deduction of equipment (MOF/STA 2023 No. 37) yes "
                                              "bought 2024-01 to 2027-06, up to ¥5,000,000 per unit entered in the "
                                              "scenario"),
                               QStringLiteral("Income tax: R&D super deduction no entered in the scenario")}
                        << entered;
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                           << QStringList{QStringLiteral("增值税：价格含税 是 方案中录入"),
                                  QStringLiteral("增值税：进项税额可抵扣 否 方案中录入"),
                                  QStringLiteral("企业所得税税率 15.0 % 方案中录入"),
                                  QStringLiteral("企业所得税：服务器税务折旧年限 4 年 方案中录入"),
                                  QStringLiteral("企业所得税：研发费用加计扣除 否 方案中录入")}
                           << entered;
    // The blocks' own provenance, when the scenario gives it: who set the tax settings, and when.
    QTest::newRow("sourced") << QStringLiteral("en")
                             << QStringList{QStringLiteral("VAT: prices include VAT yes Finance department, VAT "
                                                           "registration 一般纳税人, as of 2026-11-30"),
                                    QStringLiteral("VAT: recovery lag 0 months Finance department, VAT registration "
                                                   "一般纳税人, as of 2026-11-30"),
                                    QStringLiteral("Income tax rate 15.0 % High-tech enterprise certificate "
                                                   "GR202611000123, as of 2026-11-30"),
                                    QStringLiteral("Income tax: R&D super deduction no High-tech enterprise "
                                                   "certificate GR202611000123, as of 2026-11-30")}
                             << QStringLiteral("../models/data/vat-income-tax-sourced.json");
}

void TestReport::assumptionsListServersVatAndIncomeTax()
{
    // Issue 27: the server counts, the VAT settings and the income-tax settings are rows of the
    // assumptions table, each with its source.
    QFETCH(QString, lang);
    QFETCH(QStringList, rows);
    QFETCH(QString, file);
    const QString pdf
        = mDir.filePath(QStringLiteral("assumptions-%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag())));
    const Run r = run(cli(),
        {QStringLiteral("report"), QFINDTESTDATA(file), QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString raw = rawText(pdf);
    const qsizetype from = raw.lastIndexOf(
        lang == QLatin1String("en") ? QStringLiteral("\nAssumptions\n") : QStringLiteral("\n假设条件\n"));
    QVERIFY2(from >= 0, qPrintable(raw));
    const QString assumptions = squeezed(raw.mid(from));
    for (const QString &row : rows)
        QVERIFY2(assumptions.contains(squeezed(row)), qPrintable(row + QLatin1Char('\n') + raw.mid(from)));
}

void TestReport::subsidiesAndIncentivesAreSourcedLines()
{
    // Issue 34: the R&D super deduction and the compute subsidy each a line of their own, with
    // its source and date (tests/models/tst_cli.cpp subsidyAndRdLines has the hand-computed
    // amounts), and the subsidy a risk of the option that counts it.
    const QString pdf = mDir.filePath(QStringLiteral("incentives.pdf"));
    const Run r = run(cli(),
        {QStringLiteral("report"), QFINDTESTDATA("../models/data/subsidy-and-rd.json"), QStringLiteral("-o"), pdf,
            QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // In reading order (table cells wrap over lines; -layout would interleave the columns).
    const QString body = squeezed(QString::fromUtf8(run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out));
    for (const QString &text : {QStringLiteral("Subsidies and tax incentives"),
             QStringLiteral("R&D super deduction (100 % of an R&D share of 100 %): tax saved"),
             QStringLiteral("MOF/STA announcement 2023 No. 7, as of 2023-03-26"),
             QStringLiteral("Compute subsidy \"Test voucher\" (20 % of compute): received"),
             QStringLiteral("Test approval letter, as of 2025-12-01"), QStringLiteral("¥636,000"),
             QStringLiteral("Its total counts ¥636,000 of compute subsidy (Test voucher)")})
        QVERIFY2(body.contains(squeezed(text)), qPrintable(text));
}

namespace {

/// Writes the report of `scenario` in `language` with the CLI; empty on failure.
QString cliReport(const QString &dir, const QString &scenario, const QString &language, const QString &tag)
{
    const QString pdf = QDir(dir).filePath(tag + QStringLiteral(".pdf"));
    const Run r = run(QStringLiteral(GPUTCO_CLI_PATH),
        {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    return r.exitCode == 0 ? pdf : QString();
}

/// Everything from the line `from` on, squeezed (the provenance is the report's last section).
QString squeezedFrom(const QString &text, const QString &from)
{
    const qsizetype at = text.lastIndexOf(QLatin1Char('\n') + from + QLatin1Char('\n'));
    return at < 0 ? QString() : squeezed(text.mid(at));
}

QStringList exampleNames()
{
    return {QStringLiteral("a100-64gpu-36-months.json"), QStringLiteral("data-heavy-egress.json"),
        QStringLiteral("growing-team-lead-time.json"), QStringLiteral("research-team-30pct.json"),
        QStringLiteral("xinghe-budget-2027.json")};
}

} // namespace

void TestReport::provenanceListsEveryPriceLine_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QString &name : exampleNames())
            QTest::newRow(qPrintable(language + QLatin1Char(' ') + name))
                << language << QFINDTESTDATA(QStringLiteral("../../resources/examples/") + name);
}

void TestReport::provenanceListsEveryPriceLine()
{
    // Every price line that enters a total (PriceLines::collect) has its row in the report's
    // provenance, with the item and the unit; every option's notes and "x-" annotations are
    // shown; no line of a catalog-referenced option claims a source it does not have.
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    const QString pdf = cliReport(mDir.path(), scenario, language,
        QStringLiteral("provenance-")
            + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(!pdf.isEmpty());
    setApplicationLanguage(language);
    const QString heading
        = language == QLatin1String("en") ? QStringLiteral("Price provenance") : QStringLiteral("价格来源");
    const QString text = squeezedFrom(rawText(pdf), heading);
    QVERIFY2(!text.isEmpty(), qPrintable(heading));
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult result = CostEngine::compute(s, CostView::Cash);
    const QList<PriceLine> lines = PriceLines::collect(s, result, {});
    QVERIFY(lines.size() >= int(s.options.size()));
    for (const PriceLine &l : lines) {
        QVERIFY2(text.contains(squeezed(l.item)), qPrintable(l.item));
        QVERIFY2(text.contains(squeezed(l.resource)), qPrintable(l.resource));
        QVERIFY2(text.contains(squeezed(l.unit)), qPrintable(l.unit));
    }
    QFile file(scenario);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const PriceLines::Annotations annotations = PriceLines::annotations(file.readAll());
    for (const Option &o : s.options)
        for (const QString &note : PriceLines::optionNotes(o, annotations))
            QVERIFY2(text.contains(squeezed(note)), qPrintable(note));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::provenanceOfTheA100Example_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("discount");
    QTest::addColumn<QString>("asOf");
    QTest::addColumn<QString>("perHour");
    QTest::newRow("en") << "en"
                        << "list ¥361.397, 50 % off (5折)"
                        << "Prices as of oldest 2024-12-31, newest 2026-12-02 (every price line dated)"
                        << "per instance-hour";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "目录价¥361.397，优惠50%（即5折）"
                           << "价格截至最早2024-12-31，最新2026-12-02（每条价格均注明日期）"
                           << "/实例·小时";
}

void TestReport::provenanceOfTheA100Example()
{
    // The a100 example's 13 price lines by hand:
    //   on-demand ¥361.397 per instance-hour (the catalog row alibaba/.../on_demand);
    //   1-year subscription: 361.397 x (1 - 50 %) = ¥180.6985 an hour (50 % off = 5折), all
    //     upfront 180.6985 x 730 h x 12 months = ¥1,582,918.86 per instance and term;
    //   spot ¥112.091 (catalog row .../spot);
    //   buying: server ¥1,400,000, fabric ¥259,200, storage ¥500,000, installation ¥100,000,
    //     electricity ¥0.63 per kWh, colocation $150 per kW-month (USD), staff ¥40,000 per
    //     person-month, maintenance 4 % of capex a year;
    //   the exchange rate USD -> CNY 7.2 as of 2024-12-31, listed with its date but not counted
    //   in the cover's "prices as of" (a rate's date is not the prices'). The seed catalog records
    //   no date for its Alibaba prices: they take the date the example's provenance gives (the day
    //   they were read, 2026-12-02); fabric, power and colocation are of 2024-12-31.
    QFETCH(QString, language);
    QFETCH(QString, discount);
    QFETCH(QString, asOf);
    QFETCH(QString, perHour);
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString pdf = cliReport(mDir.path(), scenario, language, QStringLiteral("a100-provenance-") + language);
    QVERIFY(!pdf.isEmpty());
    const QString all = rawText(pdf);
    QVERIFY2(squeezed(all).contains(squeezed(asOf)), qPrintable(asOf));
    const QString text = squeezedFrom(
        all, language == QLatin1String("en") ? QStringLiteral("Price provenance") : QStringLiteral("价格来源"));
    for (const char *amount : {"¥361.397", "¥180.6985", "¥1,582,918.86", "¥112.091", "¥1,400,000", "¥259,200",
             "¥500,000", "¥100,000", "¥0.63", "$150", "¥40,000", "4%", "7.2", "2024-12-31"})
        QVERIFY2(text.contains(QString::fromUtf8(amount)), amount);
    QVERIFY2(text.contains(squeezed(discount)), qPrintable(discount));
    QVERIFY(text.contains(squeezed(perHour)));
    // The on-demand and spot prices come from their catalog rows, with the row's id.
    QVERIFY(text.contains(QStringLiteral("alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/on_demand")));
    QVERIFY(text.contains(QStringLiteral("alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/spot")));
    QVERIFY(text.contains(QStringLiteral("skypilot-catalog")));
    // The x-source notes are shown, e.g. where the spot price was converted from.
    QVERIFY(text.contains(squeezed(QStringLiteral("spot price cn-beijing-i: USD 15.46856214/h / 0.138"))));

    setApplicationLanguage(language);
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const QList<PriceLine> lines = PriceLines::collect(s, CostEngine::compute(s, CostView::Cash), {});
    QCOMPARE(lines.size(), 13);
    // The exchange rate's row: item, rate 7.2 (not a percentage), unit, date.
    const PriceLine &rate = lines.last();
    QCOMPARE(rate.kind, PriceLineKind::ExchangeRate);
    const QString row
        = squeezed(rate.item) + QStringLiteral("7.2") + squeezed(rate.unit) + QStringLiteral("2024-12-31");
    QVERIFY2(text.contains(row), qPrintable(row));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::oneLabelledSaving_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("npvLabel");
    QTest::addColumn<QString>("nominalLabel");
    for (const QString &name :
        {QStringLiteral("a100-64gpu-36-months.json"), QStringLiteral("growing-team-lead-time.json")}) {
        const QString file = QFINDTESTDATA(QStringLiteral("../../resources/examples/") + name);
        QTest::newRow(qPrintable(QStringLiteral("en ") + name)) << "en" << file << "Executive summary"
                                                                << "Saving against"
                                                                << "in PV of cost"
                                                                << "undiscounted:";
        QTest::newRow(qPrintable(QStringLiteral("zh_CN ") + name)) << "zh_CN" << file << "执行摘要"
                                                                   << "节省"
                                                                   << "成本现值"
                                                                   << "未折现：";
    }
}

void TestReport::oneLabelledSaving()
{
    // The executive summary gives one saving: the recommended option against the runner-up by
    // PV of cost after the end-of-horizon credit (the ranking's measure), labelled, with the
    // undiscounted difference of the same pair beside it, labelled too. Both equal the engine's
    // differences.
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    QFETCH(QString, summary);
    QFETCH(QString, label);
    QFETCH(QString, npvLabel);
    QFETCH(QString, nominalLabel);
    const QString pdf = cliReport(mDir.path(), scenario, language,
        QStringLiteral("saving-")
            + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(!pdf.isEmpty());
    const QString all = squeezed(rawText(pdf));
    // The summary runs from its heading (after the contents, which list it too) to the next section.
    const qsizetype start = all.indexOf(squeezed(summary), all.indexOf(squeezed(summary)) + 1);
    QVERIFY(start > 0);
    const QString next
        = language == QLatin1String("en") ? QStringLiteral("Buyinsteadofrent") : QStringLiteral("购买而非租用");
    const qsizetype end = all.indexOf(next, start);
    QVERIFY(end > start);
    const QString text = all.mid(start, end - start);
    label = squeezed(label);
    npvLabel = squeezed(npvLabel);
    QCOMPARE(text.count(label), 1);

    setApplicationLanguage(language);
    const Scenario s = *ScenarioLoader::loadFile(scenario).scenario;
    const ScenarioResult r = CostEngine::compute(s, CostView::Cash);
    const Ranking ranking = rank(r);
    QVERIFY(ranking.recommended >= 0 && ranking.runnerUpByNpv() >= 0);
    const OptionResult &best = r.options[std::size_t(ranking.recommended)];
    const OptionResult &second = r.options[std::size_t(ranking.runnerUpByNpv())];
    const QString npv = Money::formatWhole(second.comparisonDiscounted - best.comparisonDiscounted, r.currency);
    const QString nominal = Money::formatWhole(second.comparisonTotal - best.comparisonTotal, r.currency);
    const QString sentence = text.mid(text.indexOf(label));
    QVERIFY2(sentence.contains(npvLabel + npv) || sentence.contains(npv + npvLabel), qPrintable(sentence.left(200)));
    QVERIFY2(sentence.contains(nominalLabel + nominal), qPrintable(sentence.left(200)));
    // In Chinese a saving of 100,000 yuan or more is also given in 万元, as Chinese finance
    // readers count: the a100 example's ¥17,913,059 = 1,791.3万元.
    if (language == QLatin1String("zh_CN") && second.comparisonDiscounted - best.comparisonDiscounted >= 1e5)
        QVERIFY2(sentence.contains(QStringLiteral("（约%1万元）")
                                       .arg(QLocale().toString(
                                           (second.comparisonDiscounted - best.comparisonDiscounted) / 1e4, 'f', 1))),
            qPrintable(sentence.left(200)));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::signOffAndContents_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("signOff");
    QTest::addColumn<QString>("contents");
    QTest::addColumn<QString>("provenance");
    QTest::newRow("en") << "en"
                        << QStringList{QStringLiteral("Prepared by"), QStringLiteral("Reviewed by"),
                               QStringLiteral("Approved by"), QStringLiteral("Signature")}
                        << "Contents"
                        << "Price provenance";
    QTest::newRow("zh_CN") << "zh_CN"
                           << QStringList{QStringLiteral("编制"), QStringLiteral("审核"), QStringLiteral("批准"),
                                  QStringLiteral("签字")}
                           << "目录"
                           << "价格来源";
}

void TestReport::signOffAndContents()
{
    // The cover has the sign-off block with the scenario file's name and the SHA-256 of its
    // bytes (computed here independently), and contents whose page numbers are right: the page
    // the contents give for the provenance is the page its heading is on.
    QFETCH(QString, language);
    QFETCH(QStringList, signOff);
    QFETCH(QString, contents);
    QFETCH(QString, provenance);
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString pdf = cliReport(mDir.path(), scenario, language, QStringLiteral("signoff-") + language);
    QVERIFY(!pdf.isEmpty());
    const QString cover = squeezed(rawText(pdf, 1));
    for (const QString &role : signOff)
        QVERIFY2(cover.contains(squeezed(role)), qPrintable(role));
    QVERIFY(cover.contains(QStringLiteral("a100-64gpu-36-months.json")));
    QFile file(scenario);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString sha
        = QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
    QVERIFY2(cover.contains(sha), qPrintable(sha));
    QVERIFY(cover.contains(contents));
    // "Price provenance 9": the page number after the title in the contents.
    const QString after
        = cover.section(squeezed(provenance), -1); // the contents come last; "see Price provenance" may come before
    int digits = 0;
    while (digits < after.size() && after[digits].isDigit())
        ++digits;
    const int page = after.left(digits).toInt();
    QVERIFY2(page > 1, qPrintable(after.left(20)));
    const QStringList pageLines = rawText(pdf, page).split(QLatin1Char('\n'));
    QVERIFY2(pageLines.contains(provenance), qPrintable(QString::number(page)));
    QVERIFY(!rawText(pdf, page - 1).split(QLatin1Char('\n')).contains(provenance));
}

void TestReport::risksOfTheRecommendedOption_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("recommended");
    QTest::addColumn<QStringList>("risks");
    // 32 GPUs at 60 % for 24 months (the a100 example's options, the servers 4): spot keeps up
    // and is the recommendation; its capacity and price are not guaranteed.
    QTest::newRow("en spot") << "en"
                             << "ali-spot"
                             << QStringList{QStringLiteral("Spot capacity is not guaranteed and its price varies"),
                                    QStringLiteral("¥112.091 per instance-hour"),
                                    QStringLiteral("200 hours between interruptions")};
    QTest::newRow("zh_CN spot") << "zh_CN"
                                << "ali-spot"
                                << QStringList{QStringLiteral("抢占式实例的容量没有保证，价格也会变动"),
                                       QStringLiteral("¥112.091")};
    // Only the subscription and the servers (lead time 3 months): the servers are recommended;
    // the lead time and the idle subscribed hours are named.
    QTest::newRow("en servers")
        << "en"
        << "buy-8-servers"
        << QStringList{QStringLiteral("in service 3 months after the order"),
               QStringLiteral("each month of delay is paid on Alibaba 1-year subscription, the cloud bridge")};
    QTest::newRow("zh_CN servers") << "zh_CN"
                                   << "buy-8-servers" << QStringList{QStringLiteral("下单后3个月投入使用")};
    // On-demand and the subscription at 80 % utilization: the subscription (8 instances x
    // 180.6985 x 8,760 h x 3 = about 38 M) beats on-demand (8 x 584 h x 361.397 x 36 = about
    // 60.8 M); 100 - 80 = 20 % of the subscribed hours are paid and idle.
    QTest::newRow("en subscription")
        << "en"
        << "ali-subscription-1y"
        << QStringList{QStringLiteral("The 12-month subscription (包年包月) is paid for every hour of its term"),
               QStringLiteral("at the planned 80% utilization, 20% of the subscribed hours are paid and idle")};
    QTest::newRow("zh_CN subscription") << "zh_CN"
                                        << "ali-subscription-1y"
                                        << QStringList{
                                               QStringLiteral("按计划80%的利用率，20%的包年包月时长付了费却闲置")};
}

void TestReport::risksOfTheRecommendedOption()
{
    QFETCH(QString, language);
    QFETCH(QString, recommended);
    QFETCH(QStringList, risks);
    Scenario s = *ScenarioLoader::loadFile(example("a100-64gpu-36-months.json")).scenario;
    if (recommended == QLatin1String("ali-spot")) {
        s.demand.gpuCount = 32;
        s.demand.busyHoursPerMonth = 0.6 * 730; // 438 h
        s.horizonMonths = 24;
    } else if (recommended == QLatin1String("ali-subscription-1y")) {
        std::erase_if(s.options, [](const Option &o) {
            return o.id == QLatin1String("ali-spot") || o.id == QLatin1String("buy-8-servers");
        });
        s.demand.busyHoursPerMonth = 0.8 * 730; // 584 h
    } else {
        std::erase_if(s.options,
            [](const Option &o) { return o.id == QLatin1String("ali-spot") || o.id == QLatin1String("ali-ondemand"); });
        std::get<SelfHostedOption>(s.options.back().spec).leadTimeMonths = 3;
        s.options.back().id = QStringLiteral("buy-8-servers");
        // Without a bridge the 3 months before delivery are unserved: serve them on the subscription.
        std::get<SelfHostedOption>(s.options.back().spec).bridgeOptionId = QStringLiteral("ali-subscription-1y");
    }
    setApplicationLanguage(language);
    ReportInput in;
    in.scenario = s;
    in.result = CostEngine::compute(s, CostView::Cash);
    QVERIFY(in.result.ok());
    const Ranking ranking = rank(in.result);
    QVERIFY(ranking.recommended >= 0);
    QCOMPARE(in.result.options[std::size_t(ranking.recommended)].id, recommended);
    const QString pdf = mDir.filePath(QStringLiteral("risks-%1-%2.pdf").arg(language, recommended));
    QCOMPARE(ReportWriter::writePdf(in, pdf), QString());
    const QString text = squeezed(rawText(pdf));
    const QString heading = language == QLatin1String("en") ? QStringLiteral("Risks") : QStringLiteral("风险");
    const QString section = text.mid(text.indexOf(heading));
    for (const QString &risk : risks)
        QVERIFY2(section.contains(squeezed(risk)), qPrintable(risk));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::slippingSpotIsUnmetAndNeverRecommended()
{
    // The 64-GPU example: spot needs 832.2 hours a month of capacity (730 + the interruption
    // overhead), more than the 730 a month has; the work slips. The report counts the slipped
    // hours as unmet, does not rank spot, and compares the recommendation with a ranked option.
    const Scenario s = *ScenarioLoader::loadFile(example("a100-64gpu-36-months.json")).scenario;
    const ScenarioResult r = CostEngine::compute(s, CostView::Cash);
    int spot = -1;
    for (int i = 0; i < int(r.options.size()); ++i)
        if (r.options[std::size_t(i)].id == QLatin1String("ali-spot"))
            spot = i;
    QVERIFY(spot >= 0);
    QVERIFY(r.options[std::size_t(spot)].slippedGpuHours > 0);
    const Ranking ranking = rank(r);
    QVERIFY(!ranking.isRanked(spot));
    QVERIFY(ranking.recommended != spot && ranking.runnerUpByNpv() != spot && ranking.cheapest != spot);
    const QString pdf
        = cliReport(mDir.path(), example("a100-64gpu-36-months.json"), QStringLiteral("en"), QStringLiteral("slip"));
    QVERIFY(!pdf.isEmpty());
    const QString text = squeezed(rawText(pdf));
    const QString slipped = squeezed(QLocale().toString(r.options[std::size_t(spot)].slippedGpuHours, 'f', 0));
    QVERIFY2(text.contains(QStringLiteral("Unmetdemand:") + slipped + QStringLiteral("GPU-hours(") + slipped),
        qPrintable(slipped));
    const QString saving = text.section(QStringLiteral("Savingagainst"), 1).left(60);
    QVERIFY2(!saving.startsWith(QStringLiteral("Alibabaspot")), qPrintable(saving));
}

void TestReport::chartsAreVectorGraphics_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("titles");
    QTest::addColumn<QStringList>("chartText");
    // The titles of the cumulative, category and both sensitivity charts, and the month axis:
    // text that only the charts have.
    QTest::newRow("en") << "en"
                        << QStringList{QStringLiteral("Cumulative cost (cash view)"),
                               QStringLiteral("Total cost by category (* hidden fee)"),
                               QStringLiteral("Sensitivity of Buy 8 servers minus Alibaba 1-year subscription"),
                               QStringLiteral("Sensitivity of the break-even month, Buy 8 servers against")}
                        << QStringList{QStringLiteral("Month")};
    QTest::newRow("zh_CN") << "zh_CN"
                           << QStringList{QStringLiteral("累计成本（现金视图）"),
                                  QStringLiteral("按类别的总成本（* 为隐性费用）"),
                                  QStringLiteral("Buy 8 servers 减 Alibaba 1-year subscription 的敏感性"),
                                  QStringLiteral("盈亏平衡月份的敏感性：Buy 8 servers 相对")}
                           << QStringList{QStringLiteral("月份")};
}

void TestReport::chartsAreVectorGraphics()
{
    QFETCH(QString, language);
    QFETCH(QStringList, titles);
    QFETCH(QStringList, chartText);
    const QString pdf = mDir.filePath(QStringLiteral("vector-%1.pdf").arg(language));
    const Run r = run(cli(),
        {QStringLiteral("report"), example("a100-64gpu-36-months.json"), QStringLiteral("-o"), pdf,
            QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // No raster image at all: the charts were 220-dpi images before. pdfimages -list prints
    // a header and a rule, then one line per image.
    const Run images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf});
    QCOMPARE(images.exitCode, 0);
    const QStringList lines = QString::fromUtf8(images.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() == 2, images.out.constData());
    // The charts' text is text: extractable, in the embedded CJK font. Each chart is painted
    // on its page only: a chart pushed to the next page was also painted over the foot of the
    // page before it, its title twice in the text.
    const QString text = squeezed(rawText(pdf));
    for (const QString &t : titles)
        QVERIFY2(text.count(squeezed(t)) == 1,
            qPrintable(QStringLiteral("%1: %2 times").arg(t).arg(text.count(squeezed(t)))));
    for (const QString &t : chartText)
        QVERIFY2(text.contains(squeezed(t)), qPrintable(t));
    const Run fonts = run(QStringLiteral("pdffonts"), {pdf});
    QVERIFY2(fonts.out.contains("WenQuanYiMicroHei"), fonts.out.constData());
}

void TestReport::pairTablesListThePairsThatMatter()
{
    // 4 self-hosted options and 10 cloud options: 4 x 10 = 40 pairs, more than the 12 listed in
    // full. Listed: each self-hosted option against the cheapest cloud option ("Rent 0", the
    // lowest on-demand price, 250 per instance-hour); the servers are far cheaper than renting,
    // so a self-hosted option is recommended and no second cloud option is added: 4 rows in
    // each pair table, 40 - 4 = 36 pairs left to the XLSX.
    QJsonArray options;
    for (int i = 0; i < 10; ++i)
        options.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("rent%1").arg(i)},
            {QStringLiteral("name"), QStringLiteral("Rent %1").arg(i)},
            {QStringLiteral("type"), QStringLiteral("cloud")},
            {QStringLiteral("instanceType"), QStringLiteral("type-%1").arg(i)}, {QStringLiteral("gpusPerInstance"), 8},
            {QStringLiteral("currency"), QStringLiteral("CNY")},
            {QStringLiteral("onDemand"), QJsonObject{{QStringLiteral("pricePerInstanceHour"), 250 + 10 * i}}}});
    for (int i = 0; i < 4; ++i)
        options.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("own%1").arg(i)},
            {QStringLiteral("name"), QStringLiteral("Own %1").arg(i)},
            {QStringLiteral("type"), QStringLiteral("selfHosted")}, {QStringLiteral("currency"), QStringLiteral("CNY")},
            {QStringLiteral("servers"),
                QJsonObject{{QStringLiteral("count"), 8}, {QStringLiteral("gpusPerServer"), 8},
                    {QStringLiteral("pricePerServer"), 1300000 + 50000 * i}, {QStringLiteral("typicalKw"), 6.5},
                    {QStringLiteral("maxKw"), 10.2}}},
            {QStringLiteral("power"),
                QJsonObject{{QStringLiteral("pricePerKwh"), 0.63}, {QStringLiteral("pue"), 1.3}}}});
    const QJsonObject scenario{{QStringLiteral("formatVersion"), 1},
        {QStringLiteral("name"), QStringLiteral("Forty pairs")},
        {QStringLiteral("reportingCurrency"), QStringLiteral("CNY")}, {QStringLiteral("horizonMonths"), 36},
        {QStringLiteral("demand"),
            QJsonObject{{QStringLiteral("gpuCount"), 64}, {QStringLiteral("busyHoursPerMonth"), 600}}},
        {QStringLiteral("options"), options}};
    const QString file = mDir.filePath(QStringLiteral("forty-pairs.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(scenario).toJson());
    }
    const QString pdf = mDir.filePath(QStringLiteral("forty-pairs.pdf"));
    const Run r = run(cli(),
        {QStringLiteral("report"), file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = squeezed(rawText(pdf));
    for (int i = 0; i < 4; ++i)
        QVERIFY2(text.contains(squeezed(QStringLiteral("Break-even of Own %1 against Rent 0").arg(i))),
            qPrintable(QString::number(i)));
    QVERIFY(!text.contains(squeezed(QStringLiteral("against Rent 1"))));
    QVERIFY(!text.contains(squeezed(QStringLiteral("against Rent 9"))));
    // The sentence under each of the two pair tables.
    const QString left
        = squeezed(QStringLiteral("Listed: each self-hosted option against Rent 0 (the cheapest cloud option). "
                                  "The other 36 pairs are in the XLSX export"));
    QCOMPARE(text.count(left), 2);
}

void TestReport::noPageHoldsOnlyAHeading_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("scenario");
    // On main, page 4 of the A100 report (and page 5 of the xinghe one) held only the heading
    // "Cost per option by year and category": its first sub-heading had been moved to the next
    // page with its table, then the section heading after it.
    for (const char *language : {"en", "zh_CN"})
        for (const char *scenario : {"a100-64gpu-36-months.json", "xinghe-budget-2027.json"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(language), QLatin1String(scenario))))
                << QString::fromLatin1(language) << example(scenario);
}

void TestReport::noPageHoldsOnlyAHeading()
{
    QFETCH(QString, language);
    QFETCH(QString, scenario);
    const QString pdf = mDir.filePath(QStringLiteral("pages-%1-%2.pdf").arg(language, QFileInfo(scenario).baseName()));
    const Run r = run(
        cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString info = QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}).out);
    const int pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    QVERIFY(pages > 1);
    for (int page = 1; page <= pages; ++page) {
        const QString text = QString::fromUtf8(run(QStringLiteral("pdftotext"),
            {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                QString::number(page), pdf, QStringLiteral("-")})
                                                   .out);
        int lines = 0;
        for (const QString &l : text.split(QLatin1Char('\n')))
            lines += l.trimmed().isEmpty() ? 0 : 1;
        // Header, footer and a heading are 3 lines: a page has more than that.
        QVERIFY2(lines > 4, qPrintable(QStringLiteral("page %1 has %2 lines:\n%3").arg(page).arg(lines).arg(text)));
    }
}

void TestReport::longReportKeepsEveryBlockAndItsPages()
{
    // 24 options over 120 months (test::manyOptions: 16 cloud, 8 self-hosted): about 20 pages
    // whose per-option and provenance tables run over many pages, so that many headings are
    // moved to the next page. The body is laid out once and laid out again lazily below each
    // moved heading (issue 17); a block the layout moved without breaking it into pages again
    // was lost from the page (every option's "PV of cost" line under its table went missing
    // from the PDF in a first try).
    const QString file = mDir.filePath(QStringLiteral("many-24.json"));
    QVERIFY(ScenarioWriter::save(test::manyOptions(24), file).isEmpty());
    const QString pdf = mDir.filePath(QStringLiteral("many-24.pdf"));
    const Run r = run(cli(),
        {QStringLiteral("report"), file, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject json = computeJson(file);
    const QString currency = json.value(QStringLiteral("currency")).toString();
    const QJsonArray options = json.value(QStringLiteral("options")).toArray();
    QCOMPARE(options.size(), 24);
    // 1. Each option's table is followed by its facts: "PV of cost: ¥X · Per useful GPU-hour".
    const QString text = squeezed(rawText(pdf));
    for (const QJsonValue &v : options) {
        const QJsonObject o = v.toObject();
        const QString facts
            = squeezed(QStringLiteral("PV of cost: %1 · Per useful GPU-hour")
                           .arg(Money::formatWhole(o.value(QStringLiteral("totalDiscounted")).toDouble(), currency)));
        QVERIFY2(
            text.contains(facts), qPrintable(o.value(QStringLiteral("name")).toString() + QLatin1Char(' ') + facts));
    }
    // 2. The contents give the page of every section: its heading is a line of that page and
    // not of the page before.
    const QStringList cover = rawText(pdf, 1).split(QLatin1Char('\n'));
    int perOptionPage = 0;
    for (const QString &title : {QStringLiteral("Executive summary"), QStringLiteral("Buy instead of rent"),
             QStringLiteral("Charts"), QStringLiteral("Cost per option by year and category"),
             QStringLiteral("Hidden fees"), QStringLiteral("Assumptions"), QStringLiteral("Price provenance")}) {
        int page = 0;
        for (const QString &line : cover)
            if (line.startsWith(title + QLatin1Char(' ')))
                page = line.mid(int(title.size()) + 1).trimmed().toInt();
        QVERIFY2(page > 1, qPrintable(title));
        QVERIFY2(rawText(pdf, page).split(QLatin1Char('\n')).contains(title),
            qPrintable(QStringLiteral("%1 %2").arg(title).arg(page)));
        QVERIFY2(!rawText(pdf, page - 1).split(QLatin1Char('\n')).contains(title), qPrintable(title));
        if (title.startsWith(QLatin1String("Cost per option")))
            perOptionPage = page;
    }
    // 3. From the per-option tables on, no page ends in an option's heading (its table would
    // start on the next page) and no page holds only a heading.
    const QString info = QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}).out);
    const int pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    QVERIFY2(pages > perOptionPage + 5, qPrintable(QString::number(pages)));
    static const QRegularExpression optionHeading(QStringLiteral("^Option \\d+( \\(.*\\))?$"));
    for (int page = perOptionPage; page <= pages; ++page) {
        const QString pageText = QString::fromUtf8(run(QStringLiteral("pdftotext"),
            {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                QString::number(page), pdf, QStringLiteral("-")})
                                                       .out);
        QStringList lines;
        for (const QString &l : pageText.split(QLatin1Char('\n')))
            if (!l.trimmed().isEmpty())
                lines << l.trimmed();
        QVERIFY2(lines.size() > 4, qPrintable(QStringLiteral("page %1:\n%2").arg(page).arg(pageText)));
        const QString last = lines[lines.size() - 2]; // above the footer
        QVERIFY2(!optionHeading.match(last).hasMatch(),
            qPrintable(QStringLiteral("page %1 ends in %2").arg(page).arg(last)));
    }
}

#include "tst_report.moc"
