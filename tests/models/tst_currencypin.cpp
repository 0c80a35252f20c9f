// Changing the reporting currency keeps every amount's currency (issue 13): amounts that were
// in the old reporting currency, named or inherited, are pinned to it and converted by the
// engine with the scenario's rates; without a rate the change is refused.
#include "builders.h"
#include "costengine.h"
#include "currencypin.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QtTest>

using namespace gputco;

namespace {

const QString CNY = QStringLiteral("CNY");
const QString USD = QStringLiteral("USD");
const QString EUR = QStringLiteral("EUR");

/// One USD buys 7.2 CNY.
ExchangeRate usdCny()
{
    return ExchangeRate{USD, CNY, 7.2, QStringLiteral("2026-11-01"), QStringLiteral("test")};
}

/// 8 GPUs busy all month on one 8-GPU instance at 227 an hour, its currency inherited.
Scenario onDemandInCny()
{
    Scenario s = test::scenario(8, 730);
    CloudOption c = test::onDemand(227.0);
    c.onDemand->currency.clear(); // inherits the reporting currency
    s.options.push_back(test::cloud(QStringLiteral("od"), c));
    s.exchangeRates.push_back(usdCny());
    return s;
}

HiddenFees everyFee()
{
    HiddenFees f;
    f.egress = EgressFee{100.0, {PriceTier{std::nullopt, 0.5}}, {}, {}};
    f.bandwidth = BandwidthFee{10.0, 20.0, {}, {}};
    f.crossAz = CrossAzFee{50.0, 0.1, {}};
    f.storage.push_back(StorageVolume{QStringLiteral("nas"), 1000.0, 0.3, {}, {}});
    f.checkpoints = CheckpointStorage{100.0, 2.0, 0.2, {}};
    f.requests.push_back(RequestFee{QStringLiteral("get"), 1e6, 0.01, {}, {}});
    f.provisioned = ProvisionedPerformanceFee{1000.0, 0.01, 100.0, 0.5, {}};
    f.other.push_back(OtherMonthlyFee{QStringLiteral("support"), 500.0, {}});
    return f;
}

/// Every amount of pinsEveryAmountKind()'s scenario is in `code`.
void checkEveryAmountIn(const Scenario &a, const QString &code)
{
    QCOMPARE(a.options[0].cloud()->onDemand->currency, code);
    const CloudOption &m = *a.options[1].cloud();
    QCOMPARE(m.reserved->currency, code);
    QCOMPARE(m.spot->currency, code);
    const SelfHostedOption &b = *a.options[2].selfHosted();
    QCOMPARE(b.capexCurrency, code);
    QCOMPARE(b.powerCurrency, code);
    QCOMPARE(b.spaceCurrency, code);
    QCOMPARE(b.staffCurrency, code);
    for (const HiddenFees *f : {&m.fees, &b.fees}) {
        QCOMPARE(f->egress->currency, code);
        QCOMPARE(f->bandwidth->currency, code);
        QCOMPARE(f->crossAz->currency, code);
        QCOMPARE(f->storage[0].currency, code);
        QCOMPARE(f->checkpoints->currency, code);
        QCOMPARE(f->requests[0].currency, code);
        QCOMPARE(f->provisioned->currency, code);
        QCOMPARE(f->other[0].currency, code);
    }
    QCOMPARE(a.budget->currency, code);
    QCOMPARE(a.job->optionProfiles[0].fallbackCurrency, code);
}

} // namespace

class TestCurrencyPin : public QObject
{
    Q_OBJECT

private slots:
    void convertsInsteadOfRelabelling();
    void pinsEveryAmountKind();
    void keepsOtherCurrencies();
    void noRateIsRefused();
    void jobProfileInTwoCurrenciesIsRefused();
    void sameCurrencyChangesNothing();
    void keptExchangeRateFollowsThePair();
    void savedFileReopensWithTheSameCurrencies();
    void loadedFileWithInheritedCurrency();
};

void TestCurrencyPin::convertsInsteadOfRelabelling()
{
    const Scenario s = onDemandInCny();
    const ScenarioResult before = CostEngine::compute(s);
    QVERIFY(before.ok());
    // 227 CNY x 730 h x 12 months.
    QCOMPARE(before.options[0].total, 227.0 * 730.0 * 12.0);

    const ReportingCurrencyChange change = withReportingCurrency(s, USD);
    QVERIFY2(change.refused.isEmpty(), qPrintable(change.refused));
    const Scenario &after = change.scenario;
    QCOMPARE(after.reportingCurrency, USD);
    // The price stays 227 CNY an hour: pinned, not relabelled as 227 USD.
    QCOMPARE(after.options[0].cloud()->onDemand->pricePerInstanceHour, 227.0);
    QCOMPARE(after.options[0].cloud()->onDemand->currency, CNY);
    const ScenarioResult r = CostEngine::compute(after);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.currency, USD);
    QVERIFY(qAbs(r.options[0].total - 227.0 * 730.0 * 12.0 / 7.2) < 1e-6);
    QVERIFY(qAbs(r.options[0].total - before.options[0].total / 7.2) < 1e-6);
    // The input is not changed.
    QCOMPARE(s.reportingCurrency, CNY);
    QVERIFY(s.options[0].cloud()->onDemand->currency.isEmpty());
}

void TestCurrencyPin::pinsEveryAmountKind()
{
    Scenario s = onDemandInCny();
    CloudOption c = test::spot(); // reserved + spot; option "od" has the on-demand price
    c.reserved = ReservedPricing{};
    c.reserved->monthlyPerInstance = 100000.0;
    c.reserved->currency = CNY; // named, as the loader fills it
    c.fees = everyFee();
    s.options.push_back(test::cloud(QStringLiteral("mixed"), c));
    SelfHostedOption h = test::server(1, 1e6);
    h.capexCurrency.clear();
    h.powerPricePerKwh = 0.6;
    h.kwPerRack = 10.0;
    h.rackPricePerMonth = 5000.0;
    h.serversPerFte = 10.0;
    h.monthlyCostPerFte = 30000.0;
    h.fees = everyFee();
    s.options.push_back(test::selfHosted(QStringLiteral("buy"), h));
    s.budget = Budget{};
    s.budget->horizon = BudgetAmount{1e7, {}, {}};
    s.job = Job{};
    s.job->usefulGpuHours = 1000.0;
    JobOptionProfile prof;
    prof.optionId = QStringLiteral("mixed");
    prof.storagePricePerGbMonth = 0.2;
    s.job->optionProfiles.push_back(prof);

    const ReportingCurrencyChange change = withReportingCurrency(s, USD);
    QVERIFY2(change.refused.isEmpty(), qPrintable(change.refused));
    const Scenario &a = change.scenario;
    checkEveryAmountIn(a, CNY);
    if (QTest::currentTestFailed())
        return;

    // The writer keeps them: the saved file reopens with the same currencies.
    const LoadResult reopened = ScenarioLoader::loadBytes(ScenarioWriter::toJson(a), QString());
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    const Scenario &r = *reopened.scenario;
    QCOMPARE(r.reportingCurrency, USD);
    checkEveryAmountIn(r, CNY);

    // Every total, converted: the engine's totals in USD are the CNY totals / 7.2.
    const ScenarioResult before = CostEngine::compute(s);
    const ScenarioResult after = CostEngine::compute(a);
    QVERIFY2(before.ok(), qPrintable(before.errors.join(QLatin1Char('\n'))));
    QVERIFY2(after.ok(), qPrintable(after.errors.join(QLatin1Char('\n'))));
    QCOMPARE(after.options.size(), before.options.size());
    for (std::size_t i = 0; i < before.options.size(); ++i)
        QVERIFY2(qAbs(after.options[i].total - before.options[i].total / 7.2) < 1e-6 * before.options[i].total,
            qPrintable(before.options[i].id));
}

void TestCurrencyPin::keepsOtherCurrencies()
{
    Scenario s = onDemandInCny();
    CloudOption c = test::onDemand(30.0);
    c.onDemand->currency = USD;
    s.options.push_back(test::cloud(QStringLiteral("usd"), c));
    s.exchangeRates.push_back(ExchangeRate{EUR, CNY, 7.8, QStringLiteral("2026-11-01"), {}});
    s.exchangeRates.push_back(ExchangeRate{EUR, USD, 1.08, QStringLiteral("2026-11-01"), {}});
    CloudOption e = test::onDemand(25.0);
    e.onDemand->currency = EUR;
    s.options.push_back(test::cloud(QStringLiteral("eur"), e));

    const ReportingCurrencyChange change = withReportingCurrency(s, USD);
    QVERIFY2(change.refused.isEmpty(), qPrintable(change.refused));
    QCOMPARE(change.scenario.options[1].cloud()->onDemand->currency, USD);
    QCOMPARE(change.scenario.options[2].cloud()->onDemand->currency, EUR);
    const ScenarioResult r = CostEngine::compute(change.scenario);
    QVERIFY(r.ok());
    QVERIFY(qAbs(r.options[1].total - 30.0 * 730.0 * 12.0) < 1e-6);
    QVERIFY(qAbs(r.options[2].total - 25.0 * 1.08 * 730.0 * 12.0) < 1e-6);

    // A third currency without a rate to the new one refuses the change too.
    s.exchangeRates.pop_back();
    const ReportingCurrencyChange refused = withReportingCurrency(s, USD);
    QVERIFY(refused.refused.contains(EUR));
}

void TestCurrencyPin::noRateIsRefused()
{
    Scenario s = onDemandInCny();
    s.exchangeRates.clear();
    const ReportingCurrencyChange change = withReportingCurrency(s, USD);
    QVERIFY(!change.refused.isEmpty());
    QVERIFY2(change.refused.contains(CNY) && change.refused.contains(USD), qPrintable(change.refused));
    QVERIFY(change.refused.contains(QStringLiteral("exchange rate")));
}

void TestCurrencyPin::jobProfileInTwoCurrenciesIsRefused()
{
    // Without a currency of its own, a profile's fallback price is in the spot currency (USD)
    // and its data prices in the reporting one (CNY): one code cannot pin both.
    Scenario s = onDemandInCny();
    CloudOption c = test::spot();
    c.spot->currency = USD;
    s.options.push_back(test::cloud(QStringLiteral("spot"), c));
    s.job = Job{};
    JobOptionProfile prof;
    prof.optionId = QStringLiteral("spot");
    prof.fallbackPricePerInstanceHour = 40.0;
    prof.storagePricePerGbMonth = 0.2;
    s.job->optionProfiles.push_back(prof);
    const ReportingCurrencyChange change = withReportingCurrency(s, USD);
    QVERIFY2(change.refused.contains(QStringLiteral("spot")), qPrintable(change.refused));
    // With its own currency it is pinned like any other amount.
    s.job->optionProfiles[0].fallbackCurrency = CNY;
    QVERIFY(withReportingCurrency(s, USD).refused.isEmpty());
}

void TestCurrencyPin::sameCurrencyChangesNothing()
{
    const Scenario s = onDemandInCny();
    const ReportingCurrencyChange change = withReportingCurrency(s, CNY);
    QVERIFY(change.refused.isEmpty());
    QVERIFY(change.scenario.options[0].cloud()->onDemand->currency.isEmpty());
}

void TestCurrencyPin::savedFileReopensWithTheSameCurrencies()
{
    const ReportingCurrencyChange change = withReportingCurrency(onDemandInCny(), USD);
    QVERIFY(change.refused.isEmpty());
    const LoadResult reopened = ScenarioLoader::loadBytes(ScenarioWriter::toJson(change.scenario), QString());
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    QCOMPARE(reopened.scenario->reportingCurrency, USD);
    QCOMPARE(reopened.scenario->options[0].cloud()->onDemand->currency, CNY);
    QCOMPARE(reopened.scenario->options[0].cloud()->onDemand->pricePerInstanceHour, 227.0);
    QCOMPARE(CostEngine::compute(*reopened.scenario).options[0].total,
        CostEngine::compute(change.scenario).options[0].total);
}

void TestCurrencyPin::loadedFileWithInheritedCurrency()
{
    // The loader fills an inherited currency with the reporting one: the file says nothing,
    // the scenario says CNY. Both kinds are pinned alike.
    const QByteArray json = R"({"formatVersion": 1, "name": "t", "reportingCurrency": "CNY", "horizonMonths": 12,
        "exchangeRates": [{"from": "USD", "to": "CNY", "rate": 7.2, "asOf": "2026-11-01"}],
        "demand": {"gpuCount": 8, "busyHoursPerMonth": 730},
        "options": [{"id": "od", "name": "od", "type": "cloud", "gpusPerInstance": 8,
                     "onDemand": {"pricePerInstanceHour": 227}}]})";
    const LoadResult loaded = ScenarioLoader::loadBytes(json, QString());
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
    QCOMPARE(loaded.scenario->options[0].cloud()->onDemand->currency, CNY);
    const ReportingCurrencyChange change = withReportingCurrency(*loaded.scenario, USD);
    QVERIFY(change.refused.isEmpty());
    const QByteArray saved = ScenarioWriter::toJson(change.scenario);
    QVERIFY2(saved.contains("\"currency\": \"CNY\"") || saved.contains("\"currency\":\"CNY\""), saved.constData());
    const LoadResult reopened = ScenarioLoader::loadBytes(saved, QString());
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    QCOMPARE(reopened.scenario->options[0].cloud()->onDemand->currency, CNY);
    QVERIFY(qAbs(CostEngine::compute(*reopened.scenario).options[0].total - 227.0 * 730.0 * 12.0 / 7.2) < 1e-6);
}

// A kept variant's exchange rate is "reporting units per foreign unit": 7.0 CNY per USD. After
// CNY -> USD the pair turns round: 1 / 7.0 USD per CNY. After CNY -> EUR (with a EUR rate) it
// would price USD in EUR, another pair: it is dropped, the variant's other inputs stay.
void TestCurrencyPin::keptExchangeRateFollowsThePair()
{
    Scenario s = onDemandInCny();
    s.options[0] = test::cloud(QStringLiteral("od"), [] {
        CloudOption c = test::onDemand(30.0);
        c.onDemand->currency = USD; // the foreign currency the driver prices
        return c;
    }());
    s.variants.push_back(
        {QStringLiteral("weak yuan"), {{QStringLiteral("exchangeRate"), 7.0}, {QStringLiteral("pue"), 1.4}}});
    const ReportingCurrencyChange toUsd = withReportingCurrency(s, USD);
    QVERIFY2(toUsd.refused.isEmpty(), qPrintable(toUsd.refused));
    const auto &drivers = toUsd.scenario.variants[0].drivers;
    QCOMPARE(drivers.size(), std::size_t(2));
    QCOMPARE(drivers[0].first, QStringLiteral("exchangeRate"));
    QCOMPARE(drivers[0].second, 1.0 / 7.0);
    s.exchangeRates.push_back({EUR, CNY, 7.8, QStringLiteral("2026-11-01"), QStringLiteral("test")});
    s.exchangeRates.push_back({USD, EUR, 0.92, QStringLiteral("2026-11-01"), QStringLiteral("test")});
    const ReportingCurrencyChange toEur = withReportingCurrency(s, EUR);
    QVERIFY2(toEur.refused.isEmpty(), qPrintable(toEur.refused));
    QCOMPARE(toEur.scenario.variants[0].drivers.size(), std::size_t(1));
    QCOMPARE(toEur.scenario.variants[0].drivers[0].first, QStringLiteral("pue"));
}

QTEST_GUILESS_MAIN(TestCurrencyPin)
#include "tst_currencypin.moc"
