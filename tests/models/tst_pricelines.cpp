// Where each price comes from (issue 27, models/engine/pricelines.h): a block's provenance, the
// option's for what the block leaves out, the scenario's VAT block for a tax status stated
// nowhere, entered quotes judged on a given day, and the lines of one-time costs and financing.
#include "builders.h"
#include "costengine.h"
#include "pricelines.h"
#include "scenarioloader.h"

#include <QTest>

using namespace gputco;
using namespace gputco::test;

namespace {

const QDate kToday(2026, 12, 5);

Provenance provenance(const QString &source, const QString &asOf, std::optional<bool> tax = std::nullopt,
    std::optional<double> rate = std::nullopt)
{
    Provenance p;
    p.source = source;
    p.asOf = asOf;
    p.taxIncluded = tax;
    p.taxRatePercent = rate;
    return p;
}

/// One server of 1,000,000 with fabric 50,000, power at 0.6 a kWh, staff 30,000 a month per 8
/// servers and maintenance 4 % a year; one on-demand cloud option at 100 an hour.
Scenario plan()
{
    Scenario s = scenario(8, 730, 12);
    s.options.push_back(cloud(QStringLiteral("cloud"), onDemand(100.0)));
    SelfHostedOption h = server(1, 1000000);
    h.fabricCapex = 50000;
    h.typicalKwPerServer = 6;
    h.powerPricePerKwh = 0.6;
    h.serversPerFte = 8;
    h.monthlyCostPerFte = 30000;
    h.maintenancePercentPerYear = 4;
    s.options.push_back(selfHosted(QStringLiteral("own"), h));
    return s;
}

QList<PriceLine> linesOf(const Scenario &s, const QString &optionId)
{
    QList<PriceLine> out;
    for (const PriceLine &l : PriceLines::collect(s, CostEngine::compute(s), {}, kToday))
        if (l.optionId == optionId)
            out << l;
    return out;
}

/// The nth line of a kind, as a copy: callers pass the list of a call (a temporary).
PriceLine line(const QList<PriceLine> &lines, PriceLineKind kind, int nth = 0)
{
    for (const PriceLine &l : lines)
        if (l.kind == kind && nth-- == 0)
            return l;
    qFatal("no such line");
}

} // namespace

class TestPriceLines : public QObject
{
    Q_OBJECT

private slots:
    void blockOverOption();
    void quotesJudgedOnTheDay_data();
    void quotesJudgedOnTheDay();
    void scenarioVatGivesTheTaxStatus();
    void nothingStatedIsUnknown();
    void oneTimeCostsAndFinancingTerms();
    void readFromTheFile();
};

void TestPriceLines::blockOverOption()
{
    // The option says "budget estimate" as of 2026-01-15, 含税 13 %; the servers' block gives its
    // own source and date and no tax status: the server line takes the block's source and date
    // and the option's tax status; the fabric (capex block, no provenance) is all the option's.
    Scenario s = plan();
    Option &o = s.options[1];
    o.provenance = provenance(QStringLiteral("budget estimate"), QStringLiteral("2026-01-15"), true, 13.0);
    std::get<SelfHostedOption>(o.spec).serversProvenance
        = provenance(QStringLiteral("Inspur quote"), QStringLiteral("2026-11-20"));
    const QList<PriceLine> lines = linesOf(s, QStringLiteral("own"));
    const PriceLine server = line(lines, PriceLineKind::Capex, 0);
    QCOMPARE(server.amount, 1000000.0);
    QCOMPARE(server.source, QStringLiteral("Inspur quote"));
    QCOMPARE(server.asOf, QStringLiteral("2026-11-20"));
    QCOMPARE(server.taxStatus(), TaxStatus::Included);
    QCOMPARE(*server.taxRatePercent, 13.0);
    QCOMPARE(server.taxStatusFrom, QStringLiteral("source"));
    const PriceLine fabric = line(lines, PriceLineKind::Capex, 1);
    QCOMPARE(fabric.amount, 50000.0);
    QCOMPARE(fabric.source, QStringLiteral("budget estimate"));
    QCOMPARE(fabric.asOf, QStringLiteral("2026-01-15"));
    // Maintenance is a percentage: it has a source and a date but no tax status.
    const PriceLine maintenance = line(lines, PriceLineKind::Maintenance);
    QCOMPARE(maintenance.source, QStringLiteral("budget estimate"));
    QCOMPARE(maintenance.taxStatus(), TaxStatus::NotApplicable);
    // The cloud option has no provenance: entered in the scenario, undated.
    const PriceLine cloud = line(linesOf(s, QStringLiteral("cloud")), PriceLineKind::OnDemand);
    QCOMPARE(cloud.source, QStringLiteral("entered in the scenario"));
    QVERIFY(cloud.asOf.isEmpty());
}

void TestPriceLines::quotesJudgedOnTheDay_data()
{
    // Judged on 2026-12-05: expired the day after its last valid day, expiring within 30 days
    // of it (the catalog's rule), valid beyond that.
    QTest::addColumn<QString>("validUntil");
    QTest::addColumn<bool>("expired");
    QTest::addColumn<bool>("expiring");
    QTest::newRow("ended yesterday") << QStringLiteral("2026-12-04") << true << false;
    QTest::newRow("ends today") << QStringLiteral("2026-12-05") << false << true;
    QTest::newRow("ends in 30 days") << QStringLiteral("2027-01-04") << false << true;
    QTest::newRow("ends in 31 days") << QStringLiteral("2027-01-05") << false << false;
}

void TestPriceLines::quotesJudgedOnTheDay()
{
    QFETCH(QString, validUntil);
    QFETCH(bool, expired);
    QFETCH(bool, expiring);
    Scenario s = plan();
    Provenance p = provenance(QString(), QStringLiteral("2026-11-01"), false, 13.0);
    p.quote = PriceQuoteRef{QStringLiteral("Inspur"), QStringLiteral("Q-2026-118"), QStringLiteral("2026-11-01"),
        validUntil, QStringLiteral("quotes/inspur-118.pdf")};
    std::get<SelfHostedOption>(s.options[1].spec).serversProvenance = p;
    const PriceLine server = line(linesOf(s, QStringLiteral("own")), PriceLineKind::Capex);
    // No source of its own: the quote is the source.
    QCOMPARE(server.source,
        QStringLiteral("Quote from Inspur (Q-2026-118), valid 2026-11-01 to %1; attachment: quotes/inspur-118.pdf")
            .arg(validUntil));
    QCOMPARE(server.quoteValidUntil, validUntil);
    QCOMPARE(server.quoteExpired, expired);
    QCOMPARE(server.quoteExpiring, expiring);
    QCOMPARE(server.taxStatus(), TaxStatus::Excluded);
}

void TestPriceLines::scenarioVatGivesTheTaxStatus()
{
    // The vat block says prices include VAT: each line stated nowhere takes that, at the rate
    // of its price class (cloud 6, hardware 13, power 13, staff 0); an option that overrides
    // pricesIncludeVat takes its own.
    Scenario s = plan();
    s.vat = VatSettings{};
    const QList<PriceLine> own = linesOf(s, QStringLiteral("own"));
    const PriceLine server = line(own, PriceLineKind::Capex);
    QCOMPARE(server.taxStatus(), TaxStatus::Included);
    QCOMPARE(server.taxStatusFrom, QStringLiteral("scenario"));
    QCOMPARE(*server.taxRatePercent, 13.0);
    QCOMPARE(*line(own, PriceLineKind::Power).taxRatePercent, 13.0);
    QCOMPARE(*line(own, PriceLineKind::Staff).taxRatePercent, 0.0);
    QCOMPARE(line(own, PriceLineKind::Maintenance).taxStatus(), TaxStatus::NotApplicable);
    const PriceLine cloud = line(linesOf(s, QStringLiteral("cloud")), PriceLineKind::OnDemand);
    QCOMPARE(cloud.taxStatus(), TaxStatus::Included);
    QCOMPARE(*cloud.taxRatePercent, 6.0);
    s.options[0].pricesIncludeVat = false;
    QCOMPARE(line(linesOf(s, QStringLiteral("cloud")), PriceLineKind::OnDemand).taxStatus(), TaxStatus::Excluded);
    // A block that states its status keeps it, and takes the class rate when it gives none.
    std::get<SelfHostedOption>(s.options[1].spec).powerProvenance
        = provenance(QStringLiteral("State Grid tariff"), QStringLiteral("2026-07-01"), false);
    const PriceLine power = line(linesOf(s, QStringLiteral("own")), PriceLineKind::Power);
    QCOMPARE(power.taxStatus(), TaxStatus::Excluded);
    QCOMPARE(power.taxStatusFrom, QStringLiteral("source"));
    QCOMPARE(*power.taxRatePercent, 13.0);
}

void TestPriceLines::nothingStatedIsUnknown()
{
    const QList<PriceLine> own = linesOf(plan(), QStringLiteral("own"));
    QCOMPARE(line(own, PriceLineKind::Capex).taxStatus(), TaxStatus::Unknown);
    QVERIFY(line(own, PriceLineKind::Capex).taxStatusFrom.isEmpty());
    QCOMPARE(QLatin1String(PriceLines::taxStatusKey(TaxStatus::Unknown)), QLatin1String("unknown"));
}

void TestPriceLines::oneTimeCostsAndFinancingTerms()
{
    // Porting 12 person-months at 60,000 and a support fee of 1,500,000 (the 910B of issue 27),
    // and a loan: 30 % down, 36 months at 4.5 %, fees 1 %, no balloon.
    Scenario s = plan();
    Option &o = s.options[1];
    OneTimeCost porting;
    porting.name = QStringLiteral("CUDA to CANN");
    porting.kind = OneTimeKind::Porting;
    porting.personMonths = 12;
    porting.costPerPersonMonth = 60000;
    porting.provenance = provenance(QStringLiteral("team estimate"), QStringLiteral("2026-11-30"));
    OneTimeCost support;
    support.name = QStringLiteral("Ascend support");
    support.amount = 1500000;
    support.month = 2;
    o.oneTimeCosts = {porting, support};
    Financing loan;
    loan.downPaymentFraction = 0.3;
    loan.termMonths = 36;
    loan.annualRate = 0.045;
    loan.feesFraction = 0.01;
    loan.provenance = provenance(QStringLiteral("bank offer"), QStringLiteral("2026-11-15"));
    std::get<SelfHostedOption>(o.spec).financing = loan;
    const QList<PriceLine> lines = linesOf(s, QStringLiteral("own"));
    const PriceLine effort = line(lines, PriceLineKind::Migration, 0);
    QCOMPARE(effort.amount, 60000.0);
    QCOMPARE(effort.item, QStringLiteral("CUDA to CANN: 12 person-months"));
    QCOMPARE(effort.source, QStringLiteral("team estimate"));
    const PriceLine fee = line(lines, PriceLineKind::Migration, 1);
    QCOMPARE(fee.amount, 1500000.0);
    QCOMPARE(fee.unit, QStringLiteral("once, in month 2"));
    QCOMPARE(fee.currency, QStringLiteral("CNY"));
    // Rate, term, down payment and fees, each with the loan's source; no balloon line.
    QCOMPARE(line(lines, PriceLineKind::Financing, 0).amount, 4.5);
    QCOMPARE(line(lines, PriceLineKind::Financing, 1).amount, 36.0);
    QCOMPARE(line(lines, PriceLineKind::Financing, 1).unit, QStringLiteral("months"));
    QCOMPARE(line(lines, PriceLineKind::Financing, 2).amount, 30.0);
    QCOMPARE(line(lines, PriceLineKind::Financing, 3).amount, 1.0);
    QCOMPARE(line(lines, PriceLineKind::Financing, 3).source, QStringLiteral("bank offer"));
    QCOMPARE(
        std::count_if(lines.begin(), lines.end(), [](const PriceLine l) { return l.kind == PriceLineKind::Financing; }),
        4);
}

void TestPriceLines::readFromTheFile()
{
    // The "provenance" blocks of a file reach the lines: the option's, a block's and its quote.
    const QByteArray json = R"({
  "formatVersion": 1, "name": "p", "reportingCurrency": "CNY", "horizonMonths": 12,
  "demand": {"gpuCount": 8, "busyHoursPerMonth": 730},
  "options": [{
    "id": "own", "name": "Own", "type": "selfHosted",
    "servers": {"count": 1, "gpusPerServer": 8, "pricePerServer": 2000000, "typicalKw": 6,
      "provenance": {"source": "H3C quote", "asOf": "2026-11-28", "taxIncluded": true, "taxRatePercent": 13,
        "quote": {"vendor": "H3C", "reference": "HQ-7", "validUntil": "2026-12-31"}}},
    "power": {"pricePerKwh": 0.7},
    "provenance": {"source": "finance estimate", "asOf": "2026-10-01", "taxIncluded": true}
  }]
})";
    const LoadResult loaded = ScenarioLoader::loadBytes(json, QStringLiteral("p.json"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
    const QList<PriceLine> lines = linesOf(*loaded.scenario, QStringLiteral("own"));
    const PriceLine server = line(lines, PriceLineKind::Capex);
    QCOMPARE(server.source, QStringLiteral("H3C quote"));
    QCOMPARE(server.quote, QStringLiteral("Quote from H3C (HQ-7), valid … to 2026-12-31"));
    QVERIFY(server.quoteExpiring);
    QCOMPARE(*server.taxRatePercent, 13.0);
    const PriceLine power = line(lines, PriceLineKind::Power);
    QCOMPARE(power.source, QStringLiteral("finance estimate"));
    QCOMPARE(power.asOf, QStringLiteral("2026-10-01"));
    QCOMPARE(power.taxStatus(), TaxStatus::Included);
}

QTEST_GUILESS_MAIN(TestPriceLines)
#include "tst_pricelines.moc"
