// Quotes (issue 15): a price row with its vendor, contact or reference, tax status and rate,
// validity dates and attachment names. Imported like any price list (every problem names file,
// row, column and reason), listed by `catalog quotes`, judged on a day that is passed in (never
// today's date in a test), and flagged wherever it is used: `catalog list`, compute and report
// warnings, the report's provenance and risks.
#include "catalogcache.h"
#include "catalogcli.h"
#include "priceio.h"
#include "pricingdatabase.h"
#include "schema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace gputco;

class TestQuotes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void statusOnFixedDays();
    void warningTexts();
    void importValidation();
    void importReadBackAndExport();
    void catalogQuotesCommand();
    void catalogListFlagsQuotes();
    void computeAndReportWarnOfAnExpiredQuote();
    void reportFromTheOfflineCopySaysSo();
    void hardwareQuotes();
    void selfHostedServerPriceFromAHardwareQuote();

private:
    QString write(const QString &name, const QByteArray &bytes);
    int cli(const QStringList &args, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir mDir;
    QString mDb;
};

namespace {

PriceRow quote(const QString &from, const QString &until)
{
    PriceRow r;
    r.id = QStringLiteral("acme/h100x8/cn-north/on_demand");
    r.quoteVendor = QStringLiteral("Acme Reseller");
    r.validFrom = from;
    r.validUntil = until;
    r.hourlyAmount = 150.0;
    r.currency = QStringLiteral("CNY");
    return r;
}

QDate day(const char *iso)
{
    return QDate::fromString(QString::fromLatin1(iso), Qt::ISODate);
}

// Three quotes of one vendor, judged on 2026-12-01 in the CLI tests:
//  q-old   valid 2026-09-01 .. 2026-11-30: the day after its last day -> expired
//  q-soon  valid 2026-10-01 .. 2026-12-20: 19 days left (<= 30)       -> expiring
//  q-long  valid 2026-11-01 .. 2027-06-30: 211 days left              -> valid
const QByteArray kQuotesCsv
    = "id,provider,instance_type,gpu_model,gpu_count,region,pricing_model,hourly,currency,tax_included,as_of,source,"
      "quote_vendor,quote_contact,tax_rate,valid_from,valid_until,attachments\n"
      "q-old,acme,h100x8,H100 80GB SXM,8,cn-north,on_demand,150,CNY,true,2026-09-01,quote,Acme Reseller,"
      "Li Wei / Q-2026-031,6,2026-09-01,2026-11-30,Q-2026-031.pdf\n"
      "q-soon,acme,h100x8,H100 80GB SXM,8,cn-east,on_demand,148.5,CNY,false,2026-10-01,quote,Acme Reseller,"
      "Q-2026-044,6,2026-10-01,2026-12-20,Q-2026-044.pdf;price sheet.xlsx\n"
      "q-long,acme,h100x8,H100 80GB SXM,8,cn-south,on_demand,140,CNY,true,2026-11-01,quote,Acme Reseller,"
      "Q-2026-052,13,2026-11-01,2027-06-30,\n";

#ifdef GPUTCO_CLI_PATH
/// The environment gputco-cli runs in: English messages, and `set` on top of the test's own.
QProcessEnvironment cliEnvironment(const QStringList &remove, const QList<std::pair<QString, QString>> &set)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LANGUAGE"));
    for (const QString &name : remove)
        env.remove(name);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    for (const auto &[name, value] : set)
        env.insert(name, value);
    return env;
}

/// Runs gputco-cli: its exit code, standard output and standard error.
std::tuple<int, QString, QString> runCli(const QProcessEnvironment &env, const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUTCO_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        qFatal("gputco-cli did not finish");
    return std::make_tuple(
        p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()));
}
#endif

} // namespace

void TestQuotes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    mDb = mDir.filePath(QStringLiteral("quotes.sqlite"));
    QCOMPARE(cli({QStringLiteral("import"), write(QStringLiteral("acme.csv"), kQuotesCsv)}), 0);
}

QString TestQuotes::write(const QString &name, const QByteArray &bytes)
{
    const QString path = mDir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    f.write(bytes);
    return path;
}

int TestQuotes::cli(const QStringList &args, QString *out, QString *err)
{
    QString o, e;
    QTextStream os(&o), es(&e);
    const int rc = runCatalogCommand(
        QStringList{QStringLiteral("--db"), mDb, QStringLiteral("--lang"), QStringLiteral("en")} + args, os, es);
    os.flush();
    es.flush();
    if (out)
        *out = o;
    if (err)
        *err = e;
    return rc;
}

void TestQuotes::statusOnFixedDays()
{
    // Valid 2026-10-01 to 2026-12-31 (both ends included); expiring from 30 days before its end.
    const PriceRow q = quote(QStringLiteral("2026-10-01"), QStringLiteral("2026-12-31"));
    QCOMPARE(quoteStatus(q, day("2026-09-30")), QuoteStatus::NotYetValid); // the day before it starts
    QCOMPARE(quoteStatus(q, day("2026-10-01")), QuoteStatus::Valid); // first day, 91 days left
    QCOMPARE(quoteStatus(q, day("2026-11-30")), QuoteStatus::Valid); // 31 days left
    QCOMPARE(quoteStatus(q, day("2026-12-01")), QuoteStatus::Expiring); // 30 days left
    QCOMPARE(quoteStatus(q, day("2026-12-31")), QuoteStatus::Expiring); // its last day: 0 left
    QCOMPARE(quoteStatus(q, day("2027-01-01")), QuoteStatus::Expired); // the day after
    // A vendor without dates is a quote that never expires; a list price is not a quote.
    QCOMPARE(quoteStatus(quote(QString(), QString()), day("2030-01-01")), QuoteStatus::Valid);
    PriceRow list = quote(QString(), QString());
    list.quoteVendor.clear();
    QVERIFY(!isQuote(list));
    QCOMPARE(quoteStatus(list, day("2030-01-01")), QuoteStatus::NotAQuote);
    // Only an end date: valid until then, whatever the start.
    QCOMPARE(quoteStatus(quote(QString(), QStringLiteral("2026-12-31")), day("2020-01-01")), QuoteStatus::Valid);
    QCOMPARE(quoteStatusKey(QuoteStatus::Expired), QStringLiteral("expired"));
    QCOMPARE(quoteStatusKey(QuoteStatus::NotYetValid), QStringLiteral("not_yet_valid"));
}

void TestQuotes::warningTexts()
{
    const PriceRow q = quote(QStringLiteral("2026-10-01"), QStringLiteral("2026-12-31"));
    QCOMPARE(quoteWarning(q, day("2027-01-01")),
        QStringLiteral("catalog price acme/h100x8/cn-north/on_demand is a quote from Acme Reseller that expired on "
                       "2026-12-31: ask for a new quote before relying on it"));
    // 2026-12-11 to 2026-12-31 is 20 days.
    QCOMPARE(quoteWarning(q, day("2026-12-11")),
        QStringLiteral("catalog price acme/h100x8/cn-north/on_demand is a quote from Acme Reseller that expires on "
                       "2026-12-31 (in 20 days): renew it before ordering"));
    QCOMPARE(quoteWarning(q, day("2026-09-01")),
        QStringLiteral("catalog price acme/h100x8/cn-north/on_demand is a quote from Acme Reseller that is valid "
                       "only from 2026-10-01"));
    QVERIFY(quoteWarning(q, day("2026-11-01")).isEmpty()); // 60 days left: nothing to say
    PriceRow full = q;
    full.quoteContact = QStringLiteral("Q-2026-031");
    full.attachments = {QStringLiteral("Q-2026-031.pdf"), QStringLiteral("sheet.xlsx")};
    QCOMPARE(quoteDescription(full),
        QStringLiteral("Quote from Acme Reseller (Q-2026-031), valid 2026-10-01 to 2026-12-31; "
                       "attachments: Q-2026-031.pdf; sheet.xlsx"));
}

void TestQuotes::importValidation()
{
    // Row 2: valid_until before valid_from; row 3: a tax rate of 113 %; row 4: 2026-02-30 is no
    // day and "6%" no number; row 5: an attachment given as a path; row 6: a rate without a tax
    // status; row 7: a month is not a validity day; row 8: a day followed by anything else is not
    // a day either (issue 33: "2027-01-01garbage" was taken as 2027-01-01).
    const QByteArray csv
        = "provider,instance_type,region,pricing_model,hourly,currency,tax_included,quote_vendor,tax_rate,valid_from,"
          "valid_until,attachments\n"
          "acme,t1,r1,on_demand,10,CNY,true,Acme,6,2026-10-01,2026-09-30,\n"
          "acme,t2,r1,on_demand,10,CNY,true,Acme,113,,,\n"
          "acme,t3,r1,on_demand,10,CNY,true,Acme,6%,2026-02-30,,\n"
          "acme,t4,r1,on_demand,10,CNY,true,Acme,6,,,/home/me/quote.pdf\n"
          "acme,t5,r1,on_demand,10,CNY,,Acme,6,,,\n"
          "acme,t6,r1,on_demand,10,CNY,true,Acme,6,,2026-12,\n"
          "acme,t7,r1,on_demand,10,CNY,true,Acme,6,,2027-01-01garbage,\n";
    const QString file = write(QStringLiteral("bad-quotes.csv"), csv);
    QString out, err;
    QCOMPARE(cli({QStringLiteral("import"), file}, &out, &err), 2);
    const QStringList expected = {
        file + QStringLiteral(": row 2, column valid_until: 2026-09-30 is before valid_from 2026-10-01"),
        file + QStringLiteral(": row 3, column tax_rate: 113 is not a tax rate from 0 to 100 (percent)"),
        file + QStringLiteral(": row 4, column tax_rate: '6%' is not a number"),
        file + QStringLiteral(": row 4, column valid_from: '2026-02-30' is not a date (YYYY-MM-DD)"),
        file + QStringLiteral(": row 5, column attachments: '/home/me/quote.pdf' is a path; give the file name only"),
        file
            + QStringLiteral(": row 6, column tax_rate: a tax rate needs tax_included (true: the amount includes the "
                             "tax; false: it does not)"),
        file + QStringLiteral(": row 7, column valid_until: '2026-12' is not a date (YYYY-MM-DD)"),
        file + QStringLiteral(": row 8, column valid_until: '2027-01-01garbage' is not a date (YYYY-MM-DD)"),
        QStringLiteral("8 problem(s) found; nothing was imported"),
    };
    QCOMPARE(err.trimmed().split(u'\n'), expected);
    // Nothing of the file is in the catalog.
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    PriceFilter f;
    f.provider = QStringLiteral("acme");
    const auto acme = db.listPrices(f);
    QVERIFY(acme.ok());
    for (const PriceRow &r : acme.value())
        QVERIFY2(r.region != QStringLiteral("r1"), qPrintable(r.id));
    // JSON rows are checked the same way (row = position in "prices").
    const QString json = write(QStringLiteral("bad-quotes.json"),
        R"({"format": "gputco-prices", "version": 1, "prices": [
        {"provider": "acme", "instance_type": "t1", "region": "r1", "pricing_model": "on_demand", "hourly": 10,
         "currency": "CNY", "tax_included": true, "tax_rate": -1, "valid_until": "2026-13-01"}]})");
    QCOMPARE(cli({QStringLiteral("import"), json}, &out, &err), 2);
    QVERIFY2(
        err.contains(json + QStringLiteral(": row 1, column tax_rate: -1 is not a tax rate from 0 to 100 (percent)")),
        qPrintable(err));
    QVERIFY2(
        err.contains(json + QStringLiteral(": row 1, column valid_until: '2026-13-01' is not a date (YYYY-MM-DD)")),
        qPrintable(err));
}

void TestQuotes::importReadBackAndExport()
{
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    QCOMPARE(db.schemaVersion(), PricingSchema::latestVersion());
    const auto soon = db.priceById(QStringLiteral("q-soon"));
    QVERIFY(soon.ok() && soon.value());
    const PriceRow &r = *soon.value();
    QCOMPARE(r.quoteVendor, QStringLiteral("Acme Reseller"));
    QCOMPARE(r.quoteContact, QStringLiteral("Q-2026-044"));
    QCOMPARE(r.taxIncluded, std::optional<bool>(false));
    QCOMPARE(r.taxRatePercent, std::optional<double>(6.0));
    QCOMPARE(r.validFrom, QStringLiteral("2026-10-01"));
    QCOMPARE(r.validUntil, QStringLiteral("2026-12-20"));
    QCOMPARE(r.attachments, (QStringList{QStringLiteral("Q-2026-044.pdf"), QStringLiteral("price sheet.xlsx")}));
    QCOMPARE(*r.hourlyAmount, 148.5);
    // listPrices reads the same columns.
    PriceFilter f;
    f.provider = QStringLiteral("acme");
    f.region = QStringLiteral("cn-east");
    const auto rows = db.listPrices(f).value();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().attachments, r.attachments);
    QCOMPARE(rows.first().validUntil, r.validUntil);
    // Exported and read back: the same quote (CSV and JSON).
    for (const QString &name : {QStringLiteral("out.csv"), QStringLiteral("out.json")}) {
        const QString path = mDir.filePath(name);
        QCOMPARE(db.exportPrices(path, f).value(), 1);
        const ParsedPriceList back = readPriceList(path, ImportOptions());
        QVERIFY2(back.issues.isEmpty(), qPrintable(back.issues.isEmpty() ? QString() : back.issues.first().toString()));
        QCOMPARE(back.rows.size(), 1);
        QCOMPARE(back.rows.first().quoteVendor, r.quoteVendor);
        QCOMPARE(back.rows.first().quoteContact, r.quoteContact);
        QCOMPARE(back.rows.first().taxRatePercent, r.taxRatePercent);
        QCOMPARE(back.rows.first().validFrom, r.validFrom);
        QCOMPARE(back.rows.first().validUntil, r.validUntil);
        QCOMPARE(back.rows.first().attachments, r.attachments);
    }
}

void TestQuotes::catalogQuotesCommand()
{
    QString out, err;
    QCOMPARE(cli({QStringLiteral("quotes"), QStringLiteral("--on"), QStringLiteral("2026-12-01")}, &out, &err), 0);
    const QStringList lines = out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 5); // header, three quotes, the count
    QVERIFY(lines.at(0).startsWith(QStringLiteral("ID")) && lines.at(0).contains(QStringLiteral("VENDOR")));
    auto line = [&](const QString &id) {
        for (const QString &l : lines)
            if (l.startsWith(id + u' '))
                return l;
        return QString();
    };
    // 2026-11-30 is the day before 2026-12-01: expired.
    QVERIFY2(line(QStringLiteral("q-old")).contains(QStringLiteral("expired 2026-11-30")), qPrintable(out));
    QVERIFY(line(QStringLiteral("q-old")).contains(QStringLiteral("incl. 6 %")));
    QVERIFY(line(QStringLiteral("q-old")).contains(QStringLiteral("Li Wei / Q-2026-031")));
    QVERIFY(line(QStringLiteral("q-old")).contains(QStringLiteral("2026-09-01 .. 2026-11-30")));
    // 2026-12-01 .. 2026-12-20: 19 days left.
    QVERIFY2(line(QStringLiteral("q-soon")).contains(QStringLiteral("expires 2026-12-20")), qPrintable(out));
    QVERIFY(line(QStringLiteral("q-soon")).contains(QStringLiteral("excl. 6 %")));
    QVERIFY(line(QStringLiteral("q-soon")).endsWith(QStringLiteral("Q-2026-044.pdf; price sheet.xlsx")));
    QVERIFY2(line(QStringLiteral("q-long")).contains(QStringLiteral("valid until 2027-06-30")), qPrintable(out));
    QVERIFY(line(QStringLiteral("q-long")).contains(QStringLiteral("incl. 13 %")));
    QCOMPARE(lines.last(), QStringLiteral("3 quotes on 2026-12-01: 1 expired, 1 expire within 30 days"));
    // A day later in 2027 all three have expired; before 2026-09-01 none has started.
    QCOMPARE(cli({QStringLiteral("quotes"), QStringLiteral("--on"), QStringLiteral("2027-07-01")}, &out), 0);
    QCOMPARE(out.trimmed().split(u'\n').last(),
        QStringLiteral("3 quotes on 2027-07-01: 3 expired, 0 expire within 30 days"));
    // JSON: the status keys and the attachments as an array.
    QCOMPARE(cli({QStringLiteral("quotes"), QStringLiteral("--on"), QStringLiteral("2026-12-01"),
                     QStringLiteral("--format"), QStringLiteral("json")},
                 &out),
        0);
    const QJsonArray array = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(array.size(), 3);
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue &v : array)
        byId.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    QCOMPARE(byId.value(QStringLiteral("q-old")).value(QStringLiteral("status")).toString(), QStringLiteral("expired"));
    QCOMPARE(
        byId.value(QStringLiteral("q-soon")).value(QStringLiteral("status")).toString(), QStringLiteral("expiring"));
    QCOMPARE(byId.value(QStringLiteral("q-long")).value(QStringLiteral("status")).toString(), QStringLiteral("valid"));
    QCOMPARE(byId.value(QStringLiteral("q-long")).value(QStringLiteral("tax_rate")).toDouble(), 13.0);
    QCOMPARE(byId.value(QStringLiteral("q-soon")).value(QStringLiteral("attachments")).toArray().size(), 2);
    // A bad day is refused naming the option.
    QCOMPARE(cli({QStringLiteral("quotes"), QStringLiteral("--on"), QStringLiteral("2026-02-30")}, &out, &err), 2);
    QCOMPARE(err.trimmed(), QStringLiteral("--on must be a date (YYYY-MM-DD), not '2026-02-30'"));
}

void TestQuotes::catalogListFlagsQuotes()
{
    QString out;
    QCOMPARE(cli({QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("acme"), QStringLiteral("--on"),
                     QStringLiteral("2026-12-01")},
                 &out),
        0);
    QStringList old, soon, longer;
    for (const QString &l : out.split(u'\n')) {
        if (l.startsWith(QStringLiteral("q-old ")))
            old << l;
        if (l.startsWith(QStringLiteral("q-soon ")))
            soon << l;
        if (l.startsWith(QStringLiteral("q-long ")))
            longer << l;
    }
    QCOMPARE(old.size(), 1);
    QVERIFY2(old.first().endsWith(QStringLiteral("QUOTE EXPIRED 2026-11-30")), qPrintable(out));
    QVERIFY2(soon.first().endsWith(QStringLiteral("QUOTE EXPIRES 2026-12-20")), qPrintable(out));
    QVERIFY2(!longer.first().contains(QStringLiteral("QUOTE")), qPrintable(out));
    QCOMPARE(cli({QStringLiteral("list"), QStringLiteral("--provider"), QStringLiteral("acme"), QStringLiteral("--on"),
                     QStringLiteral("2026-12-01"), QStringLiteral("--format"), QStringLiteral("json")},
                 &out),
        0);
    for (const QJsonValue &v : QJsonDocument::fromJson(out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() == QStringLiteral("q-old"))
            QCOMPARE(o.value(QStringLiteral("quote")).toObject().value(QStringLiteral("status")).toString(),
                QStringLiteral("expired"));
    }
}

void TestQuotes::computeAndReportWarnOfAnExpiredQuote()
{
#ifndef GPUTCO_CLI_PATH
    QSKIP("gputco-cli is not built");
#else
    // The A100 example's on-demand row, re-imported as a quote that ended on 2020-06-30 (expired
    // on every day these tests run), 含税 at 6 %, at the same hourly amount so that the
    // provenance takes it from the catalog.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    const QString id = QStringLiteral("alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/on_demand");
    double hourly = 0;
    {
        PricingDatabase catalog;
        QVERIFY(catalog.open(db).ok());
        const auto row = catalog.priceById(id);
        QVERIFY(row.ok() && row.value() && row.value()->hourlyAmount);
        hourly = *row.value()->hourlyAmount;
        const QString csv
            = QStringLiteral("id,provider,instance_type,region,zone,pricing_model,hourly,currency,tax_included,"
                             "as_of,source,quote_vendor,quote_contact,tax_rate,valid_from,valid_until,"
                             "attachments\n%1,alibaba,ecs.sccgn7ex.32xlarge,cn-beijing,cn-beijing-i,on_demand,"
                             "%2,CNY,true,2020-01-15,quote,Acme Reseller,Q-2020-007,6,2020-01-15,2020-06-30,"
                             "Q-2020-007.pdf\n")
                  .arg(id, QString::number(hourly, 'g', 15));
        const QString file = dir.filePath(QStringLiteral("quote.csv"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(csv.toUtf8());
        f.close();
        const ImportReport report = catalog.importPrices(file);
        QVERIFY2(report.ok(),
            qPrintable(report.error + (report.issues.isEmpty() ? QString() : report.issues.first().toString())));
    }
    const QProcessEnvironment env = cliEnvironment({}, {{QStringLiteral("GPUTCO_PRICING_DB"), db}});
    auto run = [&env](const QStringList &args) { return runCli(env, args); };
    // The example with its on-demand option alone, so that the option is the recommended one
    // (the report's risks name the recommended and the cheapest options).
    QFile example(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray kept;
    for (const QJsonValue &o : root.value(QStringLiteral("options")).toArray())
        if (o.toObject().value(QStringLiteral("name")).toString() == QLatin1String("Alibaba on-demand"))
            kept.append(o);
    QCOMPARE(kept.size(), 1);
    root.insert(QStringLiteral("options"), kept);
    const QString keptId = kept.first().toObject().value(QStringLiteral("id")).toString();
    QJsonObject job = root.value(QStringLiteral("job")).toObject();
    QJsonArray profiles;
    for (const QJsonValue &p : job.value(QStringLiteral("optionProfiles")).toArray())
        if (p.toObject().value(QStringLiteral("option")).toString() == keptId)
            profiles.append(p);
    job.insert(QStringLiteral("optionProfiles"), profiles);
    root.insert(QStringLiteral("job"), job);
    const QString scenario = dir.filePath(QStringLiteral("on-demand.json"));
    {
        QFile out(scenario);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
    }
    const QString warning
        = QStringLiteral("catalog price %1 is a quote from Acme Reseller that expired on 2020-06-30: ask "
                         "for a new quote before relying on it")
              .arg(id);
    auto [rc, out, err]
        = run({QStringLiteral("compute"), scenario, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(rc, 0);
    QVERIFY2(err.contains(QStringLiteral(": warning: ") + warning), qPrintable(err));
    int warned = 0;
    for (const QJsonValue &o :
        QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("options")).toArray())
        for (const QJsonValue &w : o.toObject().value(QStringLiteral("warnings")).toArray())
            warned += w.toString() == warning ? 1 : 0;
    QCOMPARE(warned, 1); // the one option that uses it
    // --strict turns it into an error, as any warning.
    std::tie(rc, out, err) = run({QStringLiteral("compute"), scenario, QStringLiteral("--strict")});
    QCOMPARE(rc, 2);
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext is not installed: the report's text is not checked");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString pdf = dir.filePath(QStringLiteral("r-%1.pdf").arg(lang));
        std::tie(rc, out, err)
            = run({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang});
        QCOMPARE(rc, 0);
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString body = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        // The vendor, the reference and the end date are there in both languages.
        QVERIFY2(body.contains(QStringLiteral("Acme Reseller")) && body.contains(QStringLiteral("Q-2020-007"))
                && body.contains(QStringLiteral("2020-06-30")),
            qPrintable(body.left(3000)));
        if (lang == QLatin1String("en")) {
            QVERIFY2(body.contains(QStringLiteral("quote expired 2020-06-30")), qPrintable(body.left(3000)));
            QVERIFY(body.contains(QStringLiteral("incl. 6 % VAT")));
            QVERIFY(body.contains(QStringLiteral("Its price is a quote that expired on 2020-06-30")));
        } else {
            QVERIFY2(body.contains(QStringLiteral("报价已于2020-06-30过期")), qPrintable(body.left(3000)));
            QVERIFY(body.contains(QStringLiteral("含 6 % 增值税")));
            QVERIFY(body.contains(QStringLiteral("其价格来自一份已于2020-06-30过期的报价")));
        }
    }
#endif
}

// Issue 27: a server vendor's quote in the catalog (selfhosted_hardware, schema 8), added from a
// JSON file all or nothing, listed with its status on a given day, and never replacing a shipped
// reference figure.
void TestQuotes::hardwareQuotes()
{
    const QString quotes = write(QStringLiteral("servers.json"),
        R"([{"name": "NF5688M7, 8 x H800", "vendor": "Acme Servers", "contact": "Q-2026-118", "gpuModel": "H800",
              "gpusPerServer": 8, "price": 2100000, "currency": "cny", "taxIncluded": true, "taxRatePercent": 13,
              "validFrom": "2026-11-15", "validUntil": "2026-12-20", "attachments": ["Q-2026-118.pdf"]},
             {"id": "acme/old", "kind": "switch", "name": "QM9700 64-port NDR switch", "vendor": "Acme Servers",
              "price": 260000, "currency": "CNY", "validUntil": "2026-06-30"}])");
    QString out, err;
    QCOMPARE(cli({QStringLiteral("hardware"), QStringLiteral("add"), quotes}, &out, &err), 0);
    const QString id = QStringLiteral("quote/hardware/acme-servers/q-2026-118");
    QVERIFY2(out.contains(QStringLiteral("Saved hardware quote ") + id), qPrintable(out + err));
    QVERIFY(out.contains(QStringLiteral("Saved hardware quote acme/old")));
    QCOMPARE(cli({QStringLiteral("hardware"), QStringLiteral("--format"), QStringLiteral("json"),
                     QStringLiteral("--on"), QStringLiteral("2026-12-01")},
                 &out, &err),
        0);
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue &v : QJsonDocument::fromJson(out.toUtf8()).array())
        byId.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    QVERIFY(byId.contains(QStringLiteral("ref-5"))); // the shipped reference figures stay
    const QJsonObject server = byId.value(id);
    QCOMPARE(server.value(QStringLiteral("price_low")).toDouble(), 2100000.0);
    QCOMPARE(server.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QCOMPARE(server.value(QStringLiteral("gpus")).toInt(), 8);
    QCOMPARE(server.value(QStringLiteral("tax_included")).toBool(), true);
    QCOMPARE(server.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-11-15")); // valid from
    QCOMPARE(server.value(QStringLiteral("origin")).toString(), QStringLiteral("user"));
    const QJsonObject q = server.value(QStringLiteral("quote")).toObject();
    QCOMPARE(q.value(QStringLiteral("vendor")).toString(), QStringLiteral("Acme Servers"));
    QCOMPARE(q.value(QStringLiteral("tax_rate")).toDouble(), 13.0);
    QCOMPARE(q.value(QStringLiteral("status")).toString(), QStringLiteral("expiring")); // 19 days left
    QCOMPARE(q.value(QStringLiteral("attachments")).toArray().first().toString(), QStringLiteral("Q-2026-118.pdf"));
    QCOMPARE(byId.value(QStringLiteral("acme/old"))
                 .value(QStringLiteral("quote"))
                 .toObject()
                 .value(QStringLiteral("status"))
                 .toString(),
        QStringLiteral("expired"));
    // A file with problems adds nothing, and names the file, the entry and the field.
    const QString bad = write(QStringLiteral("bad.json"),
        R"([{"name": "fine", "vendor": "V", "gpusPerServer": 8, "price": 1000, "currency": "CNY"},
             {"name": "x", "vendor": "V", "gpusPerServer": 8, "price": "cheap", "currency": "CNY", "colour": 1},
             {"name": "y", "vendor": "V", "gpusPerServer": 8, "price": 1000, "currency": "CNY",
              "validUntil": "2026-13-01"}])");
    QCOMPARE(cli({QStringLiteral("hardware"), QStringLiteral("add"), bad}, &out, &err), 2);
    QVERIFY2(err.contains(bad + QStringLiteral(": [1]: price: must be a number")), qPrintable(err));
    QVERIFY(err.contains(bad + QStringLiteral(": [1]: colour: not a field of a hardware quote")));
    QVERIFY(err.contains(bad + QStringLiteral(": [2]: '2026-13-01' is not a date (YYYY-MM-DD)")));
    QVERIFY(err.contains(QStringLiteral("Nothing was added.")));
    QCOMPARE(cli({QStringLiteral("hardware"), QStringLiteral("--format"), QStringLiteral("json")}, &out, &err), 0);
    QVERIFY(!out.contains(QStringLiteral("quote/hardware/v/fine")));
    // A server quote needs its GPU count; a shipped figure is neither replaced nor removed.
    PricingDatabase db;
    QVERIFY(db.open(mDb).ok());
    HardwareItem noGpus;
    noGpus.kind = QStringLiteral("server");
    noGpus.name = QStringLiteral("s");
    noGpus.priceLow = 1.0;
    noGpus.currency = QStringLiteral("CNY");
    noGpus.quoteVendor = QStringLiteral("V");
    QVERIFY(db.saveHardwareQuote(noGpus).error().contains(QStringLiteral("needs the number of GPUs")));
    HardwareItem overShipped = noGpus;
    overShipped.id = QStringLiteral("ref-5");
    overShipped.gpuCount = 8;
    QVERIFY(db.saveHardwareQuote(overShipped).error().contains(QStringLiteral("shipped reference figure")));
    QVERIFY(!db.removeHardwareQuote(QStringLiteral("ref-5")).ok());
    const auto ref5 = db.hardwareById(QStringLiteral("ref-5"));
    QVERIFY(ref5.ok() && ref5.value());
    QCOMPARE(ref5.value()->priceLow, 310000.0);
    QCOMPARE(ref5.value()->origin, QStringLiteral("seed"));
    // Removing a quote of one's own.
    QCOMPARE(cli({QStringLiteral("hardware"), QStringLiteral("remove"), QStringLiteral("acme/old")}, &out, &err), 0);
    QVERIFY(db.hardwareById(QStringLiteral("acme/old")).value() == std::nullopt);
}

// Issue 27: a self-hosted option's server price taken from a vendor's quote in the catalog
// (servers.catalogHardwareId): compute's priceLines cite the quote (vendor, reference, validity,
// VAT, date), an expired quote warns like a cloud quote, and a price that is not the quote's
// keeps the scenario's own provenance.
void TestQuotes::selfHostedServerPriceFromAHardwareQuote()
{
#ifndef GPUTCO_CLI_PATH
    QSKIP("gputco-cli is not built");
#else
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("pricing.sqlite"));
    {
        PricingDatabase catalog;
        QVERIFY(catalog.open(db).ok());
        HardwareItem valid;
        valid.kind = QStringLiteral("server");
        valid.name = QStringLiteral("NF5468M6, 8 x A100 80GB");
        valid.gpuCount = 8;
        valid.priceLow = 1400000.0;
        valid.currency = QStringLiteral("CNY");
        valid.quoteVendor = QStringLiteral("Acme Servers");
        valid.quoteContact = QStringLiteral("Q-2026-121");
        valid.taxIncluded = true;
        valid.taxRatePercent = 13.0;
        valid.validFrom = QStringLiteral("2026-11-20");
        valid.validUntil = QStringLiteral("2099-12-31");
        valid.attachments = {QStringLiteral("Q-2026-121.pdf")};
        QCOMPARE(catalog.saveHardwareQuote(valid).value(), QStringLiteral("quote/hardware/acme-servers/q-2026-121"));
        HardwareItem expired = valid;
        expired.id = QStringLiteral("acme/expired");
        expired.validFrom = QStringLiteral("2020-01-01");
        expired.validUntil = QStringLiteral("2020-06-30");
        QVERIFY(catalog.saveHardwareQuote(expired).ok());
    }
    const QProcessEnvironment env = cliEnvironment({}, {{QStringLiteral("GPUTCO_PRICING_DB"), db}});
    QFile example(QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    // The example's "Buy 8 servers" at CNY 1,400,000 a server, from quote `hardwareId`.
    const auto serverLine = [&](const QString &hardwareId, double price, QStringList *warnings) {
        QJsonObject scenario = root;
        QJsonArray options;
        for (const QJsonValue &v : root.value(QStringLiteral("options")).toArray()) {
            QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("id")).toString() == QLatin1String("buy-8-servers")) {
                QJsonObject servers = o.value(QStringLiteral("servers")).toObject();
                servers.insert(QStringLiteral("catalogHardwareId"), hardwareId);
                servers.insert(QStringLiteral("pricePerServer"), price);
                o.insert(QStringLiteral("servers"), servers);
            }
            options.append(o);
        }
        scenario.insert(QStringLiteral("options"), options);
        const QString file = dir.filePath(QStringLiteral("s.json"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QJsonObject();
        f.write(QJsonDocument(scenario).toJson());
        f.close();
        const auto [rc, out, err]
            = runCli(env, {QStringLiteral("compute"), file, QStringLiteral("--format"), QStringLiteral("json")});
        if (rc != 0)
            qWarning("%s", qPrintable(err));
        const QJsonObject result = QJsonDocument::fromJson(out.toUtf8()).object();
        for (const QJsonValue &o : result.value(QStringLiteral("options")).toArray())
            if (o.toObject().value(QStringLiteral("id")).toString() == QLatin1String("buy-8-servers"))
                for (const QJsonValue &w : o.toObject().value(QStringLiteral("warnings")).toArray())
                    *warnings << w.toString();
        for (const QJsonValue &l : result.value(QStringLiteral("priceLines")).toArray())
            if (l.toObject().value(QStringLiteral("optionId")).toString() == QLatin1String("buy-8-servers")
                && l.toObject().value(QStringLiteral("unit")).toString() == QLatin1String("per server"))
                return l.toObject();
        return QJsonObject();
    };
    QStringList warnings;
    QJsonObject line = serverLine(QStringLiteral("quote/hardware/acme-servers/q-2026-121"), 1400000.0, &warnings);
    QVERIFY(!line.isEmpty());
    QCOMPARE(
        line.value(QStringLiteral("catalogId")).toString(), QStringLiteral("quote/hardware/acme-servers/q-2026-121"));
    QCOMPARE(line.value(QStringLiteral("fromCatalog")).toBool(), true);
    QCOMPARE(line.value(QStringLiteral("asOf")).toString(), QStringLiteral("2026-11-20"));
    QCOMPARE(line.value(QStringLiteral("source")).toString(),
        QStringLiteral(
            "Quote from Acme Servers (Q-2026-121), valid 2026-11-20 to 2099-12-31; attachments: Q-2026-121.pdf"));
    QCOMPARE(line.value(QStringLiteral("quote")).toString(), line.value(QStringLiteral("source")).toString());
    QCOMPARE(line.value(QStringLiteral("taxIncluded")).toBool(), true);
    QCOMPARE(line.value(QStringLiteral("taxRatePercent")).toDouble(), 13.0);
    QCOMPARE(line.value(QStringLiteral("taxStatusFrom")).toString(), QStringLiteral("source"));
    QCOMPARE(line.value(QStringLiteral("quoteExpired")).toBool(), false);
    QVERIFY2(warnings.filter(QStringLiteral("quote")).isEmpty(), qPrintable(warnings.join(u'\n')));
    // An expired quote: flagged on the line and warned of on the option.
    warnings.clear();
    line = serverLine(QStringLiteral("acme/expired"), 1400000.0, &warnings);
    QCOMPARE(line.value(QStringLiteral("quoteExpired")).toBool(), true);
    QVERIFY2(warnings.contains(QStringLiteral("catalog price acme/expired is a quote from Acme Servers that expired on "
                                              "2020-06-30: ask for a new quote before relying on it")),
        qPrintable(warnings.join(u'\n')));
    // A price that is not the quote's: the line names the quote's id, but its source
    // is the scenario's (the servers block's provenance), not the quote.
    warnings.clear();
    line = serverLine(QStringLiteral("quote/hardware/acme-servers/q-2026-121"), 1350000.0, &warnings);
    QCOMPARE(line.value(QStringLiteral("fromCatalog")).toBool(), false);
    QCOMPARE(
        line.value(QStringLiteral("catalogId")).toString(), QStringLiteral("quote/hardware/acme-servers/q-2026-121"));
    QCOMPARE(line.value(QStringLiteral("quote")).toString(), QString());
    QVERIFY(line.value(QStringLiteral("source")).toString().startsWith(QStringLiteral("Server price: assumption")));
    // An id the catalog does not have warns, as an unknown catalogPriceId does.
    warnings.clear();
    line = serverLine(QStringLiteral("quote/hardware/nobody/none"), 1400000.0, &warnings);
    QCOMPARE(line.value(QStringLiteral("fromCatalog")).toBool(), false);
    QVERIFY2(!warnings.filter(QStringLiteral("catalog price quote/hardware/nobody/none is not in the pricing catalog"))
                  .isEmpty(),
        qPrintable(warnings.join(u'\n')));
#endif
}

// Issue 33: a report made while the shared catalog's server was unreachable took its prices from
// the local read-only copy and did not say so. The copy is made as open() makes it (a seeded
// catalog stamped with the day it was copied) where the CLI looks for it (its data folder under
// XDG_DATA_HOME); the server's address has a password and a port nobody listens on.
void TestQuotes::reportFromTheOfflineCopySaysSo()
{
#ifndef GPUTCO_CLI_PATH
    QSKIP("gputco-cli is not built");
#else
    QTemporaryDir dir;
    const QString url = QStringLiteral("postgresql://planner:secret@127.0.0.1:1/gputco?connect_timeout=2");
    const QString copy = dir.filePath(QStringLiteral("xdg/gputco/gputco/catalog-copies/"))
        + QFileInfo(CatalogCache::pathFor(url)).fileName();
    QVERIFY(QDir().mkpath(QFileInfo(copy).absolutePath()));
    {
        PricingDatabase db;
        QVERIFY(db.open(copy).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('copy_written', '2026-12-03 14:05')")));
    }
    const QProcessEnvironment env = cliEnvironment({QStringLiteral("GPUTCO_PRICING_DB")},
        {{QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("xdg"))},
            {QStringLiteral("GPUTCO_CATALOG"), url}});
    auto run = [&env](const QStringList &args) { return runCli(env, args); };
    const QString scenario = QFINDTESTDATA("../../resources/examples/a100-64gpu-36-months.json");
    const QString onDemand = QStringLiteral("alibaba/ecs.sccgn7ex.32xlarge/cn-beijing/cn-beijing-i/on_demand");
    auto [rc, out, err]
        = run({QStringLiteral("compute"), scenario, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(rc, 0);
    QVERIFY2(!err.contains(QStringLiteral("secret")), qPrintable(err));
    const QJsonObject result = QJsonDocument::fromJson(out.toUtf8()).object();
    // Each option priced from the copy says so, with the day the copy was read ...
    const QString warning = QStringLiteral(
        "the catalog server could not be reached: catalog prices come from the local read-only copy of the "
        "catalog as last read from the server on 2026-12-03 14:05; changes made there since are not included");
    int warned = 0;
    for (const QJsonValue &o : result.value(QStringLiteral("options")).toArray())
        for (const QJsonValue &w : o.toObject().value(QStringLiteral("warnings")).toArray())
            warned += w.toString() == warning ? 1 : 0;
    QCOMPARE(warned, 3); // on-demand, reserved (priced from the on-demand row) and spot
    // ... and each price line taken from it traces to it.
    int traced = 0;
    for (const QJsonValue &l : result.value(QStringLiteral("priceLines")).toArray()) {
        const QJsonObject line = l.toObject();
        if (line.value(QStringLiteral("catalogId")).toString() == onDemand)
            traced
                += line.value(QStringLiteral("source"))
                       .toString()
                       .endsWith(QStringLiteral(" (from the offline copy of the catalog as read on 2026-12-03 14:05)"))
                ? 1
                : 0;
    }
    QVERIFY2(traced >= 1, qPrintable(out.left(4000)));
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext is not installed: the report's text is not checked");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString pdf = dir.filePath(QStringLiteral("r-%1.pdf").arg(lang));
        std::tie(rc, out, err)
            = run({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang});
        QCOMPARE(rc, 0);
        QVERIFY2(!err.contains(QStringLiteral("secret")), qPrintable(err));
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished(30000));
        const QString body = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
        QVERIFY2(!body.contains(QStringLiteral("secret")), qPrintable(body.left(3000)));
        QVERIFY2(body.contains(lang == QLatin1String("en") ? QStringLiteral("local read-only copy")
                                                           : QStringLiteral("本地只读副本")),
            qPrintable(body.left(6000)));
        QVERIFY2(body.contains(QStringLiteral("2026-12-03 14:05")), qPrintable(body.left(6000)));
    }
#endif
}

QTEST_GUILESS_MAIN(TestQuotes)
#include "tst_quotes.moc"
