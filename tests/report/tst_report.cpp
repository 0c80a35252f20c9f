// The PDF report and the exports, checked from the outside the way a reader would: the text
// pdftotext extracts, the fonts pdffonts lists, the cells openpyxl reads, the CSV with its BOM.
// Every number must equal the engine's (the CLI's JSON output for the same scenario).
#include "budget.h"
#include "calendar.h"
#include "costengine.h"
#include "decision.h"
#include "language.h"
#include "money.h"
#include "ranking.h"
#include "reportwriter.h"
#include "scenarioloader.h"
#include "sensitivity.h"
#include "translate.h"
#include "uncertainty.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
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

QString pdfText(const QString &pdf)
{
    return QString::fromUtf8(run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
}

/// The CLI's JSON for a scenario: the reference numbers.
QJsonObject computeJson(const QString &file)
{
    const Run r = run(cli(), {QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
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
    void pdfInBothLanguages_data();
    void pdfInBothLanguages();
    void pdfForInvalidScenarioIsNotWritten();
    void unwritableOutput_data();
    void unwritableOutput();
    void fullDiskKeepsPreviousFile_data();
    void fullDiskKeepsPreviousFile();
    void xlsxLeavesNeighboursAlone();
    void xlsxCellsEqualEngine();
    void csvHasBomAndEngineValues();
    void chartImages();
    void uncertaintySection_data();
    void uncertaintySection();
    void unservedDemandIsNotRanked();
    void noOptionServesAllDemand();
    void awaitedPriceIsListedNotCompared();
    void budgetSection_data();
    void budgetSection();
    void noOptionFitsTheBudget();
    void xlsxFiscalYearsAgainstBudget();
    void decisionSection_data();
    void decisionSection();
    void xlsxDecisionsSheet();
    void feePresetProvenance();

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
                         QStringLiteral("Charts"), QStringLiteral("Cost per option by year and category"),
                         QStringLiteral("Hidden fees"), QStringLiteral("Assumptions"), QStringLiteral("Price provenance")};
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
    const QString pdf = mDir.filePath(QStringLiteral("report-%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    const Run r = run(cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
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
        const QString total = Money::format(o.value(QStringLiteral("total")).toDouble(), currency);
        const QString npv = Money::format(o.value(QStringLiteral("totalDiscounted")).toDouble(), currency);
        QVERIFY2(body.contains(total), qPrintable(o.value(QStringLiteral("id")).toString() + QStringLiteral(" total ") + total));
        QVERIFY2(body.contains(npv), qPrintable(o.value(QStringLiteral("id")).toString() + QStringLiteral(" NPV ") + npv));
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
    QTest::newRow("en") << "en" << "Uncertainty" << "Break-even month";
    QTest::newRow("zh_CN") << "zh_CN" << "不确定性" << "盈亏平衡月份";
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
    const Run r = run(cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
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
            QVERIFY2(body.contains(Money::format(v, s.reportingCurrency)), qPrintable(b.id));
    QVERIFY(body.contains(categoryName(Category::CloudBridge)));
    // The break-even tornado of the cheapest self-hosted against the cheapest cloud option:
    // buying with on-demand bridging against the yearly subscriptions, month 24.7.
    QVERIFY(body.contains(breakEvenHeading));
    const SensitivityResult be = Sensitivity::breakEvenMonth(s, QStringLiteral("buy-bridge-ondemand"),
                                                             QStringLiteral("ali-subscription-1y"), 20);
    QVERIFY(be.ok() && !be.baselineBeyondHorizon);
    QVERIFY2(body.contains(QLocale().toString(be.baselineOutcome, 'f', 1)), qPrintable(QString::number(be.baselineOutcome)));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::unservedDemandIsNotRanked()
{
    // Without its cloud bridge, "Buy 9 servers, on-demand until delivery" leaves months 1-4
    // unserved (4 x 32 x 730 = 93,440 GPU-hours) and would look cheapest: it is not ranked, and
    // the cheapest option that serves everything is the yearly subscription.
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
    const QString body = QString::fromUtf8(run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf,
                                                                              QStringLiteral("-")}).out);
    const QString cheapest = body.section(QStringLiteral("Cheapest over the horizon"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(cheapest.contains(QStringLiteral("Alibaba 1-year subscription")), qPrintable(cheapest));
    QVERIFY(body.contains(QStringLiteral("Not ranked: leaves demand unserved")));
    QVERIFY(body.contains(QStringLiteral("93,440 GPU-hours")));
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
    const QString body = QString::fromUtf8(run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf,
                                                                              QStringLiteral("-")}).out);
    QVERIFY2(body.contains(QStringLiteral("Recommendation: none.")), qPrintable(body));
    const QString cheapest = body.section(QStringLiteral("Cheapest over the horizon"), 1).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(cheapest.contains(QStringLiteral("none serves all demand")), qPrintable(cheapest));
    QVERIFY(body.contains(QStringLiteral("Not ranked: spot capacity")));
    const QString slipped = QLocale().toString(in.result.options[0].slippedGpuHours, 'f', 0);
    QVERIFY2(body.contains(slipped + QStringLiteral(" GPU-hours")), qPrintable(slipped));
}

void TestReport::awaitedPriceIsListedNotCompared()
{
    // A Huawei subscription whose price is awaited: the report lists it with the reason and
    // compares the others, never pricing it at zero (it would be the cheapest option).
    const LoadResult loaded = ScenarioLoader::loadFile(example("a100-64gpu-36-months.json"));
    QVERIFY(loaded.ok());
    Scenario s = *loaded.scenario;
    Option ascend{QStringLiteral("ascend"), QStringLiteral("Huawei 910B subscription"), {}, CloudOption{}};
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
    const QString body = QString::fromUtf8(run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf,
                                                                              QStringLiteral("-")}).out);
    const QString line = body.section(QStringLiteral("Not compared: price awaited"), 1).section(QLatin1Char('\n'), 0, 0);
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
        QTest::newRow(format) << QStringList{QStringLiteral("export"), scenario, QStringLiteral("--") + QLatin1String(format), target}
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
            : QStringList{QStringLiteral("export"), example("research-team-30pct.json"), QStringLiteral("--") + format, target};
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
    const Run r = run(cli(), {QStringLiteral("export"), example("research-team-30pct.json"), QStringLiteral("--xlsx"), target});
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

void TestReport::xlsxCellsEqualEngine()
{
    const QString scenario = example("data-heavy-egress.json");
    const QString xlsx = mDir.filePath(QStringLiteral("out.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // An independent reader: openpyxl from Debian (python3-openpyxl).
    const QString script = QStringLiteral(
        "import json, sys, openpyxl\n"
        "wb = openpyxl.load_workbook(sys.argv[1])\n"
        "t = wb['Totals']; m = wb['Monthly']\n"
        "out = {'sheets': wb.sheetnames,\n"
        "       'totals': [[c.value for c in row] for row in t.iter_rows(min_row=2)],\n"
        "       'numberFormat': t.cell(row=2, column=3).number_format,\n"
        "       'monthly': [[c.value for c in row] for row in m.iter_rows(min_row=2, max_row=3)],\n"
        "       'monthlyRows': m.max_row - 1,\n"
        "       'fiscalYears': [[c.value for c in row] for row in wb['Fiscal years'].iter_rows(min_row=2)]}\n"
        "print(json.dumps(out))\n");
    r = run(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject x = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(x.value(QStringLiteral("sheets")).toArray().size(), 6);
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
        for (int c = 7; c < int(row.size()); ++c)
            QVERIFY2(row[c].isNull(), qPrintable(QString::number(c)));
    }
}

void TestReport::csvHasBomAndEngineValues()
{
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString csv = mDir.filePath(QStringLiteral("series.csv"));
    const Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--csv"), csv, QStringLiteral("--lang"),
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
}

void TestReport::chartImages()
{
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString png = mDir.filePath(QStringLiteral("c.png"));
    const QString svg = mDir.filePath(QStringLiteral("c.svg"));
    const Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--png"), png, QStringLiteral("--svg"), svg,
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
    QTest::newRow("en") << "en" << "Executive summary" << "Budget" << "Charts" << "FY2027";
    QTest::newRow("zh_CN") << "zh_CN" << "执行摘要" << "预算" << "图表" << "2027财年";
}

void TestReport::budgetSection()
{
    // The xinghe example: a capex/opex budget every fiscal year from January 2027. The
    // recommendation is the subscription (it fits); buying is cheaper by NPV but breaks the
    // FY2027 capex budget, and the summary says so with the amount. Every number comes from
    // the engine (computed here), the labels from the calendar.
    QFETCH(QString, language);
    QFETCH(QString, summaryHeading);
    QFETCH(QString, budgetHeading);
    QFETCH(QString, chartsHeading);
    QFETCH(QString, fy2027);
    const QString scenario = example("xinghe-budget-2027.json");
    const QString pdf = mDir.filePath(QStringLiteral("budget-%1.pdf").arg(language));
    const Run r = run(cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
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
    auto money = [&](double v) { return squeezed(Money::format(v, cur)); };

    // Executive summary: the recommendation fits; the cheaper option over budget is named with
    // its overrun and fiscal year.
    const QString summary = squeezed(section(body, summaryHeading, budgetHeading));
    QVERIFY2(!summary.isEmpty(), qPrintable(body.left(4000)));
    QVERIFY(ranking.recommended >= 0);
    const OptionResult &rec = res.options[std::size_t(ranking.recommended)];
    QCOMPARE(rec.name, QStringLiteral("阿里云 1 年包年包月")); // the example's stated conclusion
    const QString recLabel = squeezed(translated("gputco::ReportWriter", "Recommendation:"));
    // The recommendation paragraph (up to the budget line) names the recommended option only.
    const QString recommendation = summary.section(recLabel, 1).section(squeezed(translated("gputco::ReportWriter", "Budget:")), 0, 0);
    QVERIFY2(recommendation.contains(squeezed(rec.name)), qPrintable(summary.left(600)));
    for (const OptionResult &o : res.options)
        QVERIFY2(&o == &rec || !recommendation.contains(squeezed(o.name)), qPrintable(recommendation));
    QVERIFY2(summary.contains(squeezed(translated("gputco::ReportWriter", "Within the budget: %1.").arg(rec.name))),
             qPrintable(summary.left(600)));
    QCOMPARE(ranking.cheaperOverBudget.size(), std::size_t(1));
    const int own = ranking.cheaperOverBudget.front();
    QVERIFY(res.options[std::size_t(own)].kind == OptionKind::SelfHosted);
    const OptionBudget &ob = b.options[std::size_t(own)];
    QVERIFY(ob.worstFiscalYearIndex.has_value());
    const FiscalYearSpend &worst = ob.fiscalYears[std::size_t(*ob.worstFiscalYearIndex)];
    QCOMPARE(Calendars::fiscalYearLabel(b.calendar, worst.fiscalYear), fy2027);
    QVERIFY(std::abs(ob.worstOverrun - 1029600.0) < 0.01);                  // 6,029,600 - 5,000,000
    QVERIFY(worst.headroomCapex && std::abs(*worst.headroomCapex + ob.worstOverrun) < 0.01); // the capex part
    const QString warning = summary.section(QStringLiteral("⚠") + squeezed(res.options[std::size_t(own)].name), 1).left(300);
    QVERIFY2(!warning.isEmpty(), qPrintable(summary));
    QVERIFY2(warning.contains(money(ob.worstOverrun)), qPrintable(warning));
    QVERIFY2(warning.contains(fy2027), qPrintable(warning));
    QVERIFY2(warning.contains(money(res.options[std::size_t(own)].totalDiscounted)), qPrintable(warning));
    QVERIFY2(warning.contains(squeezed(translated("gputco", "the capex budget"))), qPrintable(warning));
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
    QVERIFY(budget.contains(squeezed(translated("gputco::ReportWriter", "no: %1 over in %2")
                                         .arg(Money::format(ob.worstOverrun, cur), fy2027))));
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
    QVERIFY2(summary.contains(squeezed(QStringLiteral("Recommendation: none. No option that serves all the demand fits the budget"))),
             qPrintable(summary));
    QVERIFY(summary.contains(squeezed(QStringLiteral("No option fits the budget."))));
    QVERIFY(!summary.contains(squeezed(QStringLiteral("No option serves all the demand"))));
    for (int i : ranking.cheaperOverBudget) {
        const OptionBudget &ob = in.result.budget->options[std::size_t(i)];
        const QString line = summary.section(QStringLiteral("⚠") + squeezed(in.result.options[std::size_t(i)].name), 1).left(200);
        QVERIFY2(line.contains(squeezed(Money::format(ob.worstOverrun, in.result.currency))), qPrintable(line));
    }
}

void TestReport::xlsxFiscalYearsAgainstBudget()
{
    // The sheet 财年 of the xinghe export: one row per option and fiscal year with the engine's
    // spend, capex, opex, budget and headroom; per option the years add up to its total.
    const QString scenario = example("xinghe-budget-2027.json");
    const QString xlsx = mDir.filePath(QStringLiteral("xinghe.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx, QStringLiteral("--lang"),
                        QStringLiteral("zh_CN")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString script = QStringLiteral(
        "import json, sys, openpyxl\n"
        "wb = openpyxl.load_workbook(sys.argv[1])\n"
        "ws = wb['财年']\n"
        "print(json.dumps({'header': [c.value for c in ws[1]],\n"
        "                  'rows': [[c.value for c in row] for row in ws.iter_rows(min_row=2)]}, ensure_ascii=False))\n");
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
    auto close = [](const QJsonValue &cell, double v) { return cell.isDouble() && std::abs(cell.toDouble() - v) < 1e-6; };
    auto optionalCell = [&](const QJsonValue &cell, const std::optional<double> &v) { return v ? close(cell, *v) : cell.isNull(); };
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
            QVERIFY(optionalCell(row[7], y.budget) && optionalCell(row[8], y.headroom));
            QVERIFY(optionalCell(row[9], y.budgetCapex) && optionalCell(row[10], y.headroomCapex));
            QVERIFY(optionalCell(row[11], y.budgetOpex) && optionalCell(row[12], y.headroomOpex));
            if (y.firstOverrunMonth)
                QCOMPARE(row[13].toString(), Calendars::monthKey(s.calendar, *y.firstOverrunMonth));
            else
                QVERIFY(row[13].isNull());
            sum += row[4].toDouble();
        }
        QVERIFY2(std::abs(sum - res.options[i].total) < 1e-6 * std::max(1.0, res.options[i].total), qPrintable(res.options[i].name));
    }
    QCOMPARE(k, rows.size());
    QCOMPARE(rows.first().toArray()[1].toString(), QStringLiteral("2027财年"));
    // The servers' FY2027 capex: 6,029,600 against 5,000,000.
    for (const QJsonValue &v : rows) {
        const QJsonArray row = v.toArray();
        if (row[0].toString().startsWith(QStringLiteral("自建")) && row[1].toString() == QStringLiteral("2027财年")) {
            QVERIFY(close(row[5], 6029600.0));
            QVERIFY(close(row[10], -1029600.0));
        }
    }
    setApplicationLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestReport)
void TestReport::feePresetProvenance()
{
    // A 包年包月 list price and four fees taken from catalog fee presets (issue 15). The lookup
    // stands in for the catalog: the bandwidth preset is 25 元/Mbps/月 but the scenario says 20,
    // so that one is "entered in the scenario"; the request preset is 0.01 元/万次 = 0.001 per
    // 1,000, which matches the scenario's pricePer1000.
    const LoadResult loaded = ScenarioLoader::loadFile(QFINDTESTDATA("../models/roundtrip/subscription-and-fee-presets.json"));
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
    QCOMPARE(lines.size(), 5); // reserved monthly + egress, bandwidth, storage, requests
    QCOMPARE(lines.at(0).amount, 114016.0);
    QCOMPARE(lines.at(0).asOf, QStringLiteral("2021-09-27"));
    QCOMPARE(lines.at(1).item, QStringLiteral("COS internet egress"));
    QCOMPARE(lines.at(1).amount, 0.5);
    QCOMPARE(lines.at(1).asOf, QStringLiteral("2021-07-07"));
    QVERIFY(lines.at(1).source.startsWith(QStringLiteral("fee preset tencent-cos-9a5c6b95c0: docs")));
    QCOMPARE(lines.at(2).amount, 20.0);
    QVERIFY(lines.at(2).asOf.isEmpty());
    QVERIFY2(lines.at(2).source.startsWith(QStringLiteral("entered in the scenario (fee preset tencent-eip-07d610a372")),
             qPrintable(lines.at(2).source));
    QCOMPARE(lines.at(3).unit, QStringLiteral("元/GB/月"));
    QCOMPARE(lines.at(3).asOf, QStringLiteral("2021-09-10"));
    QCOMPARE(lines.at(4).amount, 0.001);
    QCOMPARE(lines.at(4).unit, QStringLiteral("per 1,000 requests")); // not the preset's 元/万次
    QCOMPARE(lines.at(4).asOf, QStringLiteral("2020-09-02"));
}

#include "tst_report.moc"

void TestReport::decisionSection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("convention");
    QTest::addColumn<QString>("ranking");
    QTest::newRow("en") << "en" << "Buy instead of rent"
                        << "The book value of the servers at the end of the horizon is credited to owning"
                        << "without crediting the book value";
    QTest::newRow("zh_CN") << "zh_CN" << "购买而非租用" << "服务器的账面价值在最后一期计入购买方案" << "未计入自有服务器";
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
    const Run r = run(cli(), {QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
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
        QVERIFY2(body.contains(Money::format(p.npv, cur)), qPrintable(Money::format(p.npv, cur)));
        QVERIFY(body.contains(Money::format(p.undiscountedSaving, cur)));
        QVERIFY(body.contains(Money::format(p.terminalValue, cur)));
        QVERIFY(p.terminalValue > 0);
    }
    for (const OptionResult &o : cash.options)
        if (o.kind == OptionKind::SelfHosted)
            QVERIFY(body.contains(Money::format(o.bookValueAtHorizonEnd, cur)));
    setApplicationLanguage(QStringLiteral("en"));
}

void TestReport::xlsxDecisionsSheet()
{
    // The Decisions sheet: one row per pair, numeric cells equal to DecisionAnalysis's; the
    // totals sheet's last column is the book value at the end (empty for cloud options).
    const QString scenario = example("a100-64gpu-36-months.json");
    const QString xlsx = mDir.filePath(QStringLiteral("decisions.xlsx"));
    Run r = run(cli(), {QStringLiteral("export"), scenario, QStringLiteral("--xlsx"), xlsx});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString script = QStringLiteral(
        "import json, sys, openpyxl\n"
        "wb = openpyxl.load_workbook(sys.argv[1])\n"
        "d = wb['Decisions']; t = wb['Totals']\n"
        "out = {'header': [c.value for c in d[1]],\n"
        "       'rows': [[c.value for c in row] for row in d.iter_rows(min_row=2) if row[2].value is not None],\n"
        "       'irrFormat': d.cell(row=2, column=5).number_format,\n"
        "       'bookValue': [row[8].value for row in t.iter_rows(min_row=2)]}\n"
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
