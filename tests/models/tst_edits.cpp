// The named edit operations of the editor, without a widget: what a new option starts with,
// what goes with a removed option, what a pricing or payment switch keeps, how list amounts
// and a negotiated discount make the amount charged. Expectations computed by hand.
#include "builders.h"
#include "edits.h"
#include "scenarioloader.h"
#include "scenariowriter.h"

#include <QTest>

using namespace gputco;

namespace {

/// A cloud option "rent" on demand at 10 USD an instance-hour, a self-hosted "own" bridged by
/// it, and a job with a profile of each.
Scenario rentAndOwn()
{
    Scenario s = test::scenario(16, 365, 12);
    CloudOption rent = test::onDemand(10.0);
    rent.onDemand->currency = QStringLiteral("USD");
    s.options.push_back(test::cloud(QStringLiteral("rent"), rent));
    SelfHostedOption h = test::server(2, 1e6);
    h.bridgeOptionId = QStringLiteral("rent");
    s.options.push_back(test::selfHosted(QStringLiteral("own"), h));
    s.job = Job{};
    for (const char *id : {"rent", "own"}) {
        JobOptionProfile p;
        p.optionId = QString::fromLatin1(id);
        s.job->optionProfiles.push_back(p);
    }
    s.variants = {{QStringLiteral("Cheap power"), {{QStringLiteral("electricityPricePerKwh"), 0.4}}}};
    return s;
}

/// A 12-month 包年包月 quote of 114,016 a month, nothing upfront.
ReservedPricing monthlyQuote()
{
    ReservedPricing r;
    r.termMonths = 12;
    r.payment = PaymentOption::NoUpfront;
    r.monthlyPerInstance = 114016;
    r.quoteNeeded = QStringLiteral("asked on 2026-11-02");
    return r;
}

} // namespace

class TestEdits : public QObject
{
    Q_OBJECT

private slots:
    void newOptions();
    void addedOptionsGetIdsOfTheirOwn();
    void duplicateInsertsACopyAfter();
    void removeTakesWhatRefersToIt();
    void moveSwapsWithTheNeighbour();
    void pricingModel_data();
    void pricingModel();
    void paymentKeepsAQuotesTotal();
    void reservedAmountTurnsTheTermIntoAQuote();
    void listAmountsAndNegotiatedDiscount();
    void pricesTypedIn();
    void selfHostedRules();
    void scenarioRules();
    void yearlyBudget_data();
    void yearlyBudget();
    void calendarStart_data();
    void calendarStart();
    void sameEditTwiceChangesNothing();
    void provenanceOfTheOption();
    void blockProvenancesCoverEveryBlock();
};

void TestEdits::newOptions()
{
    const Option cloud = Edits::newCloudOption();
    QCOMPARE(cloud.kind(), OptionKind::Cloud);
    QCOMPARE(cloud.name, QStringLiteral("New cloud option"));
    QCOMPARE(cloud.cloud()->gpusPerInstance, 8);
    QVERIFY(cloud.cloud()->onDemand && !cloud.cloud()->reserved && !cloud.cloud()->spot);
    QCOMPARE(cloud.cloud()->onDemand->pricePerInstanceHour, 0.0); // asks for a quote

    const Option own = Edits::newSelfHostedOption();
    QCOMPARE(own.id, QStringLiteral("own"));
    QCOMPARE(own.name, QStringLiteral("Own servers"));
    const SelfHostedOption &h = *own.selfHosted();
    QCOMPARE(h.gpusPerServer, 8);
    QCOMPARE(h.typicalKwPerServer, 6.5);
    QCOMPARE(h.maxKwPerServer, 10.2);
    QCOMPARE(h.idlePowerFraction, 0.3);
    QCOMPARE(h.pue, 1.3);
    QCOMPARE(h.powerPricePerKwh, 0.63);
    QCOMPARE(h.lifeMonths, 60);
    QCOMPARE(h.residualFraction, 0.25);
    QCOMPARE(h.pricePerServer, 0.0); // the user's quote
}

void TestEdits::addedOptionsGetIdsOfTheirOwn()
{
    Scenario s = rentAndOwn();
    QCOMPARE(Edits::addOption(s, Edits::newCloudOption()), 2);
    QCOMPARE(Edits::addOption(s, Edits::newCloudOption()), 3);
    QCOMPARE(Edits::addOption(s, Edits::newSelfHostedOption()), 4);
    Option fromCatalog = Edits::newCloudOption();
    fromCatalog.id = QStringLiteral("rent");
    QCOMPARE(Edits::addOption(s, fromCatalog), 5);
    QStringList ids;
    for (const Option &o : s.options)
        ids << o.id;
    QCOMPARE(ids,
        (QStringList{QStringLiteral("rent"), QStringLiteral("own"), QStringLiteral("cloud"), QStringLiteral("cloud-2"),
            QStringLiteral("own-2"), QStringLiteral("rent-2")}));
    QCOMPARE(Edits::uniqueOptionId(s, QStringLiteral("rent")), QStringLiteral("rent-3"));
    QCOMPARE(Edits::uniqueOptionId(s, QStringLiteral("spot")), QStringLiteral("spot"));
}

void TestEdits::duplicateInsertsACopyAfter()
{
    Scenario s = rentAndOwn();
    s.options[0].name = QStringLiteral("Rent");
    QCOMPARE(Edits::duplicateOption(s, 0), 1);
    QCOMPARE(s.options.size(), std::size_t(3));
    QCOMPARE(s.options[1].id, QStringLiteral("rent-2"));
    QCOMPARE(s.options[1].name, QStringLiteral("Rent (copy)"));
    QCOMPARE(s.options[1].spec, s.options[0].spec); // the same prices and fees
    QCOMPARE(s.options[2].id, QStringLiteral("own"));
    // Nothing to copy: nothing changes.
    const Scenario before = s;
    QCOMPARE(Edits::duplicateOption(s, 3), -1);
    QCOMPARE(Edits::duplicateOption(s, -1), -1);
    QVERIFY(s == before);
}

void TestEdits::removeTakesWhatRefersToIt()
{
    Scenario s = rentAndOwn();
    Edits::removeOption(s, 0);
    QCOMPARE(s.options.size(), std::size_t(1));
    QCOMPARE(s.options[0].id, QStringLiteral("own"));
    // The bridge is gone: the demand the servers cannot serve waits.
    QCOMPARE(s.options[0].selfHosted()->bridgeOptionId, QString());
    // The job's profile of "rent" is gone, the one of "own" stays; the variant stays.
    QCOMPARE(s.job->optionProfiles.size(), std::size_t(1));
    QCOMPARE(s.job->optionProfiles[0].optionId, QStringLiteral("own"));
    QCOMPARE(s.variants.size(), std::size_t(1));
    // Another option's bridge is left alone.
    Scenario t = rentAndOwn();
    Edits::removeOption(t, 1);
    QCOMPARE(t.options.size(), std::size_t(1));
    QCOMPARE(t.job->optionProfiles.size(), std::size_t(1));
    QCOMPARE(t.job->optionProfiles[0].optionId, QStringLiteral("rent"));
    const Scenario before = t;
    Edits::removeOption(t, 1);
    QVERIFY(t == before);
}

void TestEdits::moveSwapsWithTheNeighbour()
{
    Scenario s = rentAndOwn();
    QCOMPARE(Edits::moveOption(s, 0, 1), 1);
    QCOMPARE(s.options[0].id, QStringLiteral("own"));
    QCOMPARE(s.options[1].id, QStringLiteral("rent"));
    const Scenario before = s;
    QCOMPARE(Edits::moveOption(s, 1, 1), -1); // already last
    QCOMPARE(Edits::moveOption(s, 0, -1), -1); // already first
    QVERIFY(s == before);
}

void TestEdits::pricingModel_data()
{
    QTest::addColumn<Edits::PricingModel>("model");
    QTest::addColumn<bool>("reserved");
    QTest::addColumn<bool>("onDemand");
    QTest::addColumn<bool>("spot");
    QTest::newRow("on demand") << Edits::PricingModel::OnDemand << false << true << false;
    QTest::newRow("reserved") << Edits::PricingModel::Reserved << true << false << false;
    QTest::newRow("spot") << Edits::PricingModel::Spot << false << false << true;
    QTest::newRow("reserved + on demand") << Edits::PricingModel::ReservedPlusOnDemand << true << true << false;
    QTest::newRow("reserved + spot") << Edits::PricingModel::ReservedPlusSpot << true << false << true;
}

void TestEdits::pricingModel()
{
    QFETCH(Edits::PricingModel, model);
    QFETCH(bool, reserved);
    QFETCH(bool, onDemand);
    QFETCH(bool, spot);
    // From on demand at 10 USD an instance-hour.
    CloudOption c = *rentAndOwn().options[0].cloud();
    Edits::setPricingModel(c, model);
    QCOMPARE(Edits::pricingModel(c), model);
    QCOMPARE(c.reserved.has_value(), reserved);
    QCOMPARE(c.onDemand.has_value(), onDemand);
    QCOMPARE(c.spot.has_value(), spot);
    if (reserved) { // unpriced, in the on-demand price's currency
        QCOMPARE(c.reserved->currency, QStringLiteral("USD"));
        QCOMPARE(c.reserved->upfrontPerInstance + c.reserved->monthlyPerInstance, 0.0);
    }
    if (onDemand) // kept with its price
        QCOMPARE(c.onDemand->pricePerInstanceHour, 10.0);
    if (spot) { // unpriced, the on-demand price as its list price
        QCOMPARE(c.spot->pricePerInstanceHour, 0.0);
        QCOMPARE(c.spot->listPricePerInstanceHour, std::optional<double>(10.0));
    }
    // The model it already has changes nothing.
    const CloudOption again = c;
    Edits::setPricingModel(c, model);
    QVERIFY(c == again);
}

void TestEdits::paymentKeepsAQuotesTotal()
{
    // 12 x 114,016 = 1,368,192 over the term, whatever way it is paid.
    ReservedPricing r = monthlyQuote();
    Edits::setPayment(r, PaymentOption::AllUpfront);
    QCOMPARE(r.upfrontPerInstance, 1368192.0);
    QCOMPARE(r.monthlyPerInstance, 0.0);
    r.upfrontPercent = 25; // partial: 342,048 upfront, 1,026,144 / 12 = 85,512 a month
    Edits::setPayment(r, PaymentOption::PartialUpfront);
    QCOMPARE(r.upfrontPerInstance, 342048.0);
    QCOMPARE(r.monthlyPerInstance, 85512.0);
    // List amounts were split the old way: they go with the discount.
    ReservedPricing n = monthlyQuote();
    Edits::setNegotiatedDiscount(n, 10);
    QVERIFY(n.negotiated());
    Edits::setPayment(n, PaymentOption::AllUpfront);
    QVERIFY(!n.listMonthlyPerInstance && !n.negotiatedDiscountPercent);
    QVERIFY(std::abs(n.upfrontPerInstance - 12 * 102614.4) < 1e-6);
    // A term priced by the hour splits itself: only the payment changes.
    ReservedPricing h;
    h.listPricePerInstanceHour = 10;
    h.discountPercent = 50;
    Edits::setPayment(h, PaymentOption::AllUpfront);
    QCOMPARE(h.payment, PaymentOption::AllUpfront);
    QCOMPARE(h.upfrontPerInstance, 0.0);
    QCOMPARE(h.amounts(730).upfront, 5.0 * 730 * 12); // 43,800
}

void TestEdits::reservedAmountTurnsTheTermIntoAQuote()
{
    // 10 an hour at 50 % off, 12 months, nothing upfront: 5 x 730 = 3,650 a month.
    ReservedPricing r;
    r.listPricePerInstanceHour = 10;
    r.discountPercent = 50;
    r.quoteNeeded = QStringLiteral("list price only");
    Edits::setReservedAmount(r, 730, Edits::TermAmount::Upfront, 1000);
    QCOMPARE(r.upfrontPerInstance, 1000.0);
    QCOMPARE(r.monthlyPerInstance, 3650.0);
    QVERIFY(!r.listPricePerInstanceHour && !r.discountPercent && !r.effectivePricePerInstanceHour);
    QVERIFY(!r.derivedHourly());
    QCOMPARE(r.quoteNeeded, QString());
    // A quote with a negotiated discount: the amount typed replaces it.
    ReservedPricing n = monthlyQuote();
    Edits::setNegotiatedDiscount(n, 10);
    Edits::setReservedAmount(n, 730, Edits::TermAmount::Monthly, 100000);
    QCOMPARE(n.monthlyPerInstance, 100000.0);
    QVERIFY(!n.listMonthlyPerInstance && !n.negotiatedDiscountPercent);
    // 0 everywhere still awaits the quote.
    ReservedPricing q;
    q.quoteNeeded = QStringLiteral("asked");
    Edits::setReservedAmount(q, 730, Edits::TermAmount::Monthly, 0);
    QCOMPARE(q.quoteNeeded, QStringLiteral("asked"));
}

void TestEdits::listAmountsAndNegotiatedDiscount()
{
    // 10 % off a quote of 114,016 a month: the quote becomes the list amount, charged 102,614.40.
    ReservedPricing r = monthlyQuote();
    Edits::setNegotiatedDiscount(r, 10);
    QCOMPARE(r.listMonthlyPerInstance, std::optional<double>(114016));
    QVERIFY(!r.listUpfrontPerInstance); // nothing upfront to list
    QCOMPARE(r.negotiatedDiscountPercent, std::optional<double>(10));
    QVERIFY(std::abs(r.monthlyPerInstance - 102614.4) < 1e-9);
    QCOMPARE(r.quoteNeeded, QString());
    // A new list amount: 120,000 less 10 % = 108,000.
    Edits::setNegotiatedList(r, Edits::TermAmount::Monthly, 120000);
    QCOMPARE(r.monthlyPerInstance, 108000.0);
    // 100 % or more leaves no price: not made.
    const ReservedPricing before = r;
    Edits::setNegotiatedDiscount(r, 100);
    QVERIFY(r == before);
    // List amount 0: the list and the discount go, the amount charged stays.
    Edits::setNegotiatedList(r, Edits::TermAmount::Monthly, 0);
    QVERIFY(!r.listMonthlyPerInstance && !r.negotiatedDiscountPercent);
    QCOMPARE(r.monthlyPerInstance, 108000.0);
    // A list amount on a quote without a discount: charged in full (0 % until one is entered).
    ReservedPricing u = monthlyQuote();
    u.payment = PaymentOption::PartialUpfront;
    Edits::setNegotiatedList(u, Edits::TermAmount::Upfront, 50000);
    QCOMPARE(u.negotiatedDiscountPercent, std::optional<double>(0));
    QCOMPARE(u.upfrontPerInstance, 50000.0);
    QCOMPARE(u.monthlyPerInstance, 114016.0);
    // Nothing quoted: no discount to take.
    ReservedPricing empty;
    Edits::setNegotiatedDiscount(empty, 20);
    QVERIFY(empty == ReservedPricing{});
}

void TestEdits::pricesTypedIn()
{
    OnDemandPricing od;
    od.listPricePerInstanceHour = 12;
    od.discountPercent = 10;
    od.pricePerInstanceHour = 10.8;
    od.quoteNeeded = QStringLiteral("asked");
    Edits::setOnDemandPrice(od, 0); // still no price: still asks
    QCOMPARE(od.quoteNeeded, QStringLiteral("asked"));
    Edits::setOnDemandPrice(od, 9.5);
    QCOMPARE(od.pricePerInstanceHour, 9.5);
    QVERIFY(!od.listPricePerInstanceHour && !od.discountPercent);
    QCOMPARE(od.quoteNeeded, QString());

    SpotPricing spot;
    spot.listPricePerInstanceHour = 10;
    spot.discountPercent = 70;
    spot.pricePerInstanceHour = 3;
    Edits::setSpotPrice(spot, 2.5);
    QCOMPARE(spot.pricePerInstanceHour, 2.5);
    QVERIFY(!spot.discountPercent);
    QCOMPARE(spot.listPricePerInstanceHour, std::optional<double>(10)); // for the spot what-if

    CloudOption c;
    QVERIFY(!c.fees.egress && c.fees.storage.empty());
    Edits::egressFee(c).gbPerMonth = 5000;
    QCOMPARE(c.fees.egress->tiers.size(), std::size_t(1));
    QVERIFY(!c.fees.egress->tiers[0].upToGb);
    Edits::firstStorageVolume(c).gbProvisioned = 2000;
    Edits::firstStorageVolume(c).pricePerGbMonth = 0.1;
    QCOMPARE(c.fees.storage.size(), std::size_t(1));
    QCOMPARE(c.fees.storage[0].name, QStringLiteral("Storage"));
    QCOMPARE(c.fees.storage[0].gbProvisioned, 2000.0);
}

void TestEdits::selfHostedRules()
{
    SelfHostedOption h = *Edits::newSelfHostedOption().selfHosted();
    h.serverQuoteNeeded = QStringLiteral("asked");
    Edits::setServerPrice(h, 0);
    QCOMPARE(h.serverQuoteNeeded, QStringLiteral("asked"));
    Edits::setServerPrice(h, 1.4e6);
    QCOMPARE(h.serverQuoteNeeded, QString());
    // Typical 12 kW raises the nameplate 10.2 to 12; typical 5 leaves it.
    Edits::setTypicalKw(h, 12);
    QCOMPARE(h.maxKwPerServer, 12.0);
    Edits::setTypicalKw(h, 5);
    QCOMPARE(h.maxKwPerServer, 12.0);
    QCOMPARE(h.typicalKwPerServer, 5.0);
    // Already owned from age 0; an age entered stays when chosen again.
    Edits::setAlreadyOwned(h, true);
    QCOMPARE(h.alreadyOwnedAgeMonths, std::optional<int>(0));
    h.alreadyOwnedAgeMonths = 14;
    Edits::setAlreadyOwned(h, true);
    QCOMPARE(h.alreadyOwnedAgeMonths, std::optional<int>(14));
    Edits::setAlreadyOwned(h, false);
    QVERIFY(!h.alreadyOwnedAgeMonths);
    // A loan, then a lease with the same terms, then cash.
    Edits::setFinancing(h, FinancingKind::Loan);
    QCOMPARE(h.financing->kind, FinancingKind::Loan);
    QCOMPARE(h.financing->termMonths, 36);
    h.financing->annualRate = 0.05;
    Edits::setFinancing(h, FinancingKind::FinanceLease);
    QCOMPARE(h.financing->kind, FinancingKind::FinanceLease);
    QCOMPARE(h.financing->annualRate, 0.05);
    Edits::setFinancing(h, std::nullopt);
    QVERIFY(!h.financing);
}

void TestEdits::scenarioRules()
{
    // Half of 730 hours busy; 720 hours a month keep the half: 360.
    Scenario s = test::scenario(16, 365, 12);
    Edits::setHoursPerMonth(s, 720);
    QCOMPARE(s.hoursPerMonth, 720.0);
    QCOMPARE(s.demand.busyHoursPerMonth, 360.0);
    Edits::setBusyHours(s, 744); // more than the month: the whole month
    QCOMPARE(s.demand.busyHoursPerMonth, 720.0);
    Edits::setBusyHours(s, 100);
    QCOMPARE(s.demand.busyHoursPerMonth, 100.0);

    // Resale needs a value: 0 % at any age until one is entered.
    Edits::setEndOfHorizon(s.finance, EndOfHorizon::Resale);
    QCOMPARE(s.finance.resaleByAge.size(), std::size_t(1));
    QCOMPARE(s.finance.resaleByAge[0].percent, 0.0);
    Edits::setResalePercent(s.finance, 35);
    QCOMPARE(s.finance.resaleByAge[0].percent, 35.0);
    Edits::setEndOfHorizon(s.finance, EndOfHorizon::BookValue);
    Edits::setEndOfHorizon(s.finance, EndOfHorizon::Resale); // the value entered stays
    QCOMPARE(s.finance.resaleByAge[0].percent, 35.0);
    s.finance.resaleByAge.push_back({24, 20}); // a table by age: edited in the file
    Edits::setResalePercent(s.finance, 50);
    QCOMPARE(s.finance.resaleByAge[0].percent, 35.0);

    Edits::setVat(s, Edits::VatChoice::PricesExcludeVat);
    QVERIFY(s.vat && !s.vat->pricesIncludeVat);
    s.vat->inputVatRecoverable = false;
    Edits::setVat(s, Edits::VatChoice::PricesIncludeVat); // the other settings stay
    QVERIFY(s.vat->pricesIncludeVat && !s.vat->inputVatRecoverable);
    Edits::setVat(s, Edits::VatChoice::NotModelled);
    QVERIFY(!s.vat);

    Edits::setIncomeTax(s, true);
    QCOMPARE(s.incomeTax->rate, 0.25);
    s.incomeTax->rate = 0.15;
    Edits::setIncomeTax(s, true);
    QCOMPARE(s.incomeTax->rate, 0.15);
    Edits::setIncomeTax(s, false);
    QVERIFY(!s.incomeTax);
}

void TestEdits::yearlyBudget_data()
{
    QTest::addColumn<std::optional<Budget>>("before");
    QTest::addColumn<Edits::BudgetPart>("part");
    QTest::addColumn<double>("amount");
    QTest::addColumn<std::optional<Budget>>("after");
    const auto yearly = [](std::optional<double> total, std::optional<double> capex, std::optional<double> opex) {
        Budget b;
        b.everyYear = BudgetAmount{total, capex, opex};
        return std::optional<Budget>(b);
    };
    const std::optional<Budget> none;
    QTest::newRow("0 adds none") << none << Edits::BudgetPart::Total << 0.0 << none;
    QTest::newRow("a total") << none << Edits::BudgetPart::Total << 12e6 << yearly(12e6, {}, {});
    QTest::newRow("capex, opex 0") << none << Edits::BudgetPart::Capex << 5e6 << yearly({}, 5e6, 0.0);
    QTest::newRow("opex of a split") << yearly({}, 5e6, 0.0) << Edits::BudgetPart::Opex << 7e6 << yearly({}, 5e6, 7e6);
    QTest::newRow("all 0: no budget") << yearly({}, 0.0, 7e6) << Edits::BudgetPart::Opex << 0.0 << none;
    QTest::newRow("total of a split: kept")
        << yearly({}, 5e6, 7e6) << Edits::BudgetPart::Total << 1e6 << yearly({}, 5e6, 7e6);
    Budget perFiscalYear;
    perFiscalYear.fiscalYears = {{2027, BudgetAmount{10e6, {}, {}}}};
    QTest::newRow("per fiscal year: kept") << std::optional<Budget>(perFiscalYear) << Edits::BudgetPart::Total << 1e6
                                           << std::optional<Budget>(perFiscalYear);
}

void TestEdits::yearlyBudget()
{
    QFETCH(std::optional<Budget>, before);
    QFETCH(Edits::BudgetPart, part);
    QFETCH(double, amount);
    QFETCH(std::optional<Budget>, after);
    Scenario s = test::scenario(16, 365, 12);
    s.budget = before;
    Edits::setYearlyBudget(s, part, amount);
    QVERIFY(s.budget == after);
}

void TestEdits::calendarStart_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("made");
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("month");
    QTest::newRow("YYYY-MM") << QStringLiteral("2027-01") << true << 2027 << 1;
    QTest::newRow("one digit, blanks") << QStringLiteral(" 2026-7 ") << true << 2026 << 7;
    QTest::newRow("empty: no calendar") << QStringLiteral("  ") << true << 0 << 0;
    QTest::newRow("month 13") << QStringLiteral("2027-13") << false << 2025 << 4;
    QTest::newRow("two-digit year") << QStringLiteral("27-01") << false << 2025 << 4;
    QTest::newRow("year 0") << QStringLiteral("0000-05") << false << 2025 << 4;
}

void TestEdits::calendarStart()
{
    QFETCH(QString, text);
    QFETCH(bool, made);
    QFETCH(int, year);
    QFETCH(int, month);
    Calendar c;
    c.startYear = 2025;
    c.startMonth = 4;
    QCOMPARE(Edits::setCalendarStart(c, text), made);
    QCOMPARE(c.startYear, year);
    QCOMPARE(c.startMonth, month);
}

void TestEdits::sameEditTwiceChangesNothing()
{
    // What the undo stack relies on: the second of two equal edits leaves a scenario equal to
    // the first's result, so the document pushes no step for it.
    const auto twice = [](const std::function<void(Scenario &)> &edit) {
        Scenario s = rentAndOwn();
        edit(s);
        const Scenario once = s;
        edit(s);
        return s == once && !(once == rentAndOwn());
    };
    QVERIFY(twice([](Scenario &s) { Edits::setHoursPerMonth(s, 720); }));
    QVERIFY(twice([](Scenario &s) {
        Edits::setPricingModel(std::get<CloudOption>(s.options[0].spec), Edits::PricingModel::Spot);
    }));
    QVERIFY(
        twice([](Scenario &s) { Edits::setOnDemandPrice(*std::get<CloudOption>(s.options[0].spec).onDemand, 12); }));
    QVERIFY(twice([](Scenario &s) { Edits::setYearlyBudget(s, Edits::BudgetPart::Total, 1e6); }));
    QVERIFY(twice([](Scenario &s) { Edits::setTypicalKw(std::get<SelfHostedOption>(s.options[1].spec), 8); }));
    // Equality sees one changed double anywhere in the scenario.
    Scenario a = rentAndOwn();
    Scenario b = rentAndOwn();
    QVERIFY(a == b);
    std::get<SelfHostedOption>(b.options[1].spec).fees.other.push_back({QStringLiteral("Cleaning"), 100, {}});
    QVERIFY(!(a == b));
    b = a;
    b.job->optionProfiles[1].gpus = 64;
    QVERIFY(!(a == b));
}

void TestEdits::provenanceOfTheOption()
{
    // The editor's provenance rows (issue 27): an option's own provenance is made when a part is
    // typed and removed when every part is emptied again (no empty block in the file); "apply to
    // all lines" removes the blocks' own, so that every line takes the option's.
    Option o = test::selfHosted(QStringLiteral("own"), test::server(1, 1000000));
    Edits::editProvenance(o, [](Provenance &p) { p.source = QStringLiteral("Inspur quote"); });
    QVERIFY(o.provenance);
    QCOMPARE(o.provenance->source, QStringLiteral("Inspur quote"));
    Edits::editProvenance(o, [](Provenance &p) { p.source.clear(); });
    QVERIFY(!o.provenance);

    const auto from = [](const char *source, const char *asOf = "") {
        Provenance p;
        p.source = QString::fromUtf8(source);
        p.asOf = QString::fromUtf8(asOf);
        return p;
    };
    SelfHostedOption &h = std::get<SelfHostedOption>(o.spec);
    h.serversProvenance = from("server quote", "2026-11-28");
    h.powerProvenance = from("tariff", "2026-10-01");
    h.financing = Financing{};
    h.financing->provenance = from("bank");
    h.fees.storage.push_back(StorageVolume{});
    h.fees.storage.back().provenance = from("NAS quote");
    OneTimeCost porting;
    porting.provenance = from("estimate");
    o.oneTimeCosts.push_back(porting);
    o.provenance = from("finance estimate", "2026-12-01");
    Edits::clearBlockProvenances(o);
    QVERIFY(!h.serversProvenance && !h.powerProvenance && !h.financing->provenance);
    QVERIFY(!h.fees.storage.back().provenance && !o.oneTimeCosts.back().provenance);
    QCOMPARE(o.provenance->source, QStringLiteral("finance estimate")); // the option's own stays

    Option c = test::cloud(QStringLiteral("c"), test::onDemand(100.0));
    std::get<CloudOption>(c.spec).onDemand->provenance = from("price page");
    Edits::clearBlockProvenances(c);
    QVERIFY(!std::get<CloudOption>(c.spec).onDemand->provenance);
}

void TestEdits::blockProvenancesCoverEveryBlock()
{
    // The provenance dialog's rows and "apply to all lines" walk one list: every price-bearing
    // block the option has. Counted on an example with fees, then on options with every block,
    // whose written file must hold exactly one provenance block per entry of the list.
    const LoadResult egress
        = ScenarioLoader::loadFile(QFINDTESTDATA("../../resources/examples/data-heavy-egress.json"));
    QVERIFY2(egress.ok(), qPrintable(egress.errorString()));
    Option aws = egress.scenario->options[0];
    QCOMPARE(aws.id, QStringLiteral("aws-p4d"));
    std::vector<Edits::BlockProvenanceRef> blocks = Edits::blockProvenances(aws);
    using B = Edits::ProvenanceBlock;
    QCOMPARE(blocks.size(), std::size_t(5));
    const B kinds[] = {B::OnDemand, B::Egress, B::CrossAz, B::Requests, B::Requests};
    for (std::size_t i = 0; i < blocks.size(); ++i)
        QCOMPARE(int(blocks[i].block), int(kinds[i]));
    QCOMPARE(blocks[3].name, QStringLiteral("S3 GET"));
    QCOMPARE(blocks[4].name, QStringLiteral("S3 PUT"));
    QCOMPARE(blocks[4].index, 1);
    QVERIFY(*blocks[0].provenance); // the example's on-demand states its source
    QCOMPARE(blocks[0].provenance, &std::get<CloudOption>(aws.spec).onDemand->provenance);

    HiddenFees fees;
    fees.egress = EgressFee{};
    fees.egress->tiers = {PriceTier{std::nullopt, 0.5}};
    fees.bandwidth = BandwidthFee{};
    fees.crossAz = CrossAzFee{};
    const auto named = [](auto block, const char *name) {
        block.name = QString::fromUtf8(name);
        return block;
    };
    fees.storage = {named(StorageVolume{}, "hot"), named(StorageVolume{}, "cold")};
    fees.checkpoints = CheckpointStorage{};
    fees.requests = {named(RequestFee{}, "GET"), named(RequestFee{}, "PUT")};
    fees.provisioned = ProvisionedPerformanceFee{};
    fees.other = {named(OtherMonthlyFee{}, "support")};
    CloudOption c = test::onDemand(100.0);
    c.platform = named(ManagedPlatform{}, "PAI");
    c.staff = CloudStaff{};
    c.staff->instancesPerFte = 8;
    c.fees = fees;
    Option everyCloud = test::cloud(QStringLiteral("c"), c);
    OneTimeCost porting;
    porting.name = QStringLiteral("porting");
    everyCloud.oneTimeCosts = {porting};
    Option commitments = test::cloud(QStringLiteral("r"), test::onDemand(100.0));
    ReservedPricing term;
    term.sharePercent = 50;
    std::get<CloudOption>(commitments.spec).commitments = {term, term};
    const Option spot = test::cloud(QStringLiteral("s"), test::spot());
    SelfHostedOption h = test::server(1, 1000000);
    h.financing = Financing{};
    h.fees = fees;
    Option everyOwn = test::selfHosted(QStringLiteral("own"), h);
    everyOwn.oneTimeCosts = {porting, porting};

    Provenance p;
    p.source = QStringLiteral("quote");
    Scenario s = test::scenario(8, 730, 12);
    // on-demand, platform, staff, 10 fees, 1 one-time; on-demand and 2 commitments; spot;
    // 6 groups, financing, 10 fees, 2 one-time.
    for (auto [o, count] :
        {std::pair{everyCloud, 14}, std::pair{commitments, 3}, std::pair{spot, 1}, std::pair{everyOwn, 19}}) {
        const std::vector<Edits::BlockProvenanceRef> all = Edits::blockProvenances(o);
        QCOMPARE(int(all.size()), count);
        for (const Edits::BlockProvenanceRef &b : all)
            *b.provenance = p;
        s.options.push_back(o);
    }
    const QByteArray json = ScenarioWriter::toJson(s);
    QCOMPARE(int(json.count("\"provenance\"")), 14 + 3 + 1 + 19);
    const LoadResult reopened = ScenarioLoader::loadBytes(json, QStringLiteral("every.json"));
    QVERIFY2(reopened.ok(), qPrintable(reopened.errorString()));
    // Read back, each option lists the same blocks with the provenance given (the loader fills
    // other defaults, such as currencies, so the options are compared by their blocks).
    std::vector<Option> readOptions = reopened.scenario->options;
    QCOMPARE(readOptions.size(), s.options.size());
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        const std::vector<Edits::BlockProvenanceRef> written = Edits::blockProvenances(s.options[i]);
        const std::vector<Edits::BlockProvenanceRef> read = Edits::blockProvenances(readOptions[i]);
        QCOMPARE(read.size(), written.size());
        for (std::size_t b = 0; b < read.size(); ++b) {
            QCOMPARE(int(read[b].block), int(written[b].block));
            QCOMPARE(read[b].name, written[b].name);
            QCOMPARE(*read[b].provenance, std::optional<Provenance>(p));
        }
    }

    // "Apply to all lines" clears every one of them, and the option's own stays.
    for (Option &o : s.options) {
        o.provenance = p;
        Edits::clearBlockProvenances(o);
        for (const Edits::BlockProvenanceRef &b : Edits::blockProvenances(o))
            QVERIFY(!*b.provenance);
        QCOMPARE(o.provenance, std::optional<Provenance>(p));
    }
    QCOMPARE(int(ScenarioWriter::toJson(s).count("\"provenance\"")), 4);

    // An emptied provenance is no block.
    QVERIFY(!Edits::nonEmpty(Provenance{}));
    Provenance emptyQuote;
    emptyQuote.quote = PriceQuoteRef{};
    QVERIFY(!Edits::nonEmpty(emptyQuote));
    emptyQuote.quote->validUntil = QStringLiteral("2026-12-31");
    QCOMPARE(Edits::nonEmpty(emptyQuote), std::optional<Provenance>(emptyQuote));
}

QTEST_GUILESS_MAIN(TestEdits)
#include "tst_edits.moc"
