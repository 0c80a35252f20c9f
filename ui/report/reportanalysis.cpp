#include "reportbuilder.h"
#include "reporthtml.h"

namespace gputco {

void ReportBuilder::addSensitivity()
{
    // ---- Sensitivity: the recommended option against the runner-up, each input +/-20%.
    if (rec >= 0 && runnerUpIndex >= 0) {
        sensitivity = Sensitivity::totalCostDifference(s, r.options[rec].id, r.options[runnerUpIndex].id, 20.0);
        if (sensitivity->ok() && !sensitivity->rows.empty()) {
            html += heading(tr("Sensitivity"));
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("How the cost difference between %1 and %2 (%3 as planned) moves "
                                    "when each input is 20% lower or higher, largest effect first. A "
                                    "negative difference means %1 is cheaper.")
                                     .arg(r.options[rec].name, r.options[runnerUpIndex].name,
                                         money(sensitivity->baselineOutcome, cur))));
            html += QStringLiteral("<p><img src=\"chart:tornado\" width=\"480\"></p>");
            QList<QStringList> rows;
            for (const SensitivityRow &row : sensitivity->rows)
                rows << QStringList{row.name, trimmed(row.lowValue, 2) + QLatin1Char(' ') + row.unit,
                    trimmed(row.highValue, 2) + QLatin1Char(' ') + row.unit, money(row.lowOutcome, cur),
                    money(row.highOutcome, cur), money(row.swing(), cur)};
            html += table({tr("Input"), tr("Lower"), tr("Higher"), tr("Difference (lower)"), tr("Difference (higher)"),
                              tr("Swing")},
                rows, {1, 2, 3, 4, 5});
        }
    }
    // The break-even month of the cheapest self-hosted option against the cheapest cloud option,
    // when owning pays back within the horizon: which inputs move it most.
    if (cheapestCloud >= 0 && cheapestOwn >= 0) {
        breakEvenSensitivity = Sensitivity::breakEvenMonth(
            s, r.options[std::size_t(cheapestOwn)].id, r.options[std::size_t(cheapestCloud)].id, 20.0);
        if (!breakEvenSensitivity->ok() || breakEvenSensitivity->baselineBeyondHorizon
            || breakEvenSensitivity->rows.empty()) {
            breakEvenSensitivity.reset();
        } else {
            const QString own = r.options[std::size_t(cheapestOwn)].name;
            const QString cloud = r.options[std::size_t(cheapestCloud)].name;
            html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Break-even month")));
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("%1 pays back against %2 in month %3 (cash view). How that month "
                                    "moves when each input is 20% lower or higher:")
                                     .arg(own, cloud)
                                     .arg(number(breakEvenSensitivity->baselineOutcome, 1))));
            html += QStringLiteral("<p><img src=\"chart:tornado-breakeven\" width=\"480\"></p>");
            const auto month = [&](double v, bool beyond) {
                return beyond ? tr("none within %1 months").arg(number(v - 1.0, 0)) : number(v, 1);
            };
            QList<QStringList> rows;
            for (const SensitivityRow &row : breakEvenSensitivity->rows)
                rows << QStringList{row.name, trimmed(row.lowValue, 2) + QLatin1Char(' ') + row.unit,
                    trimmed(row.highValue, 2) + QLatin1Char(' ') + row.unit,
                    month(row.lowOutcome, row.lowBeyondHorizon), month(row.highOutcome, row.highBeyondHorizon),
                    number(row.swing(), 1)};
            html += table({tr("Input"), tr("Lower"), tr("Higher"), tr("Month (lower)"), tr("Month (higher)"),
                              tr("Swing (months)")},
                rows, {1, 2, 3, 4, 5});
        }
    }
}

void ReportBuilder::addUncertainty()
{
    // ---- Uncertainty: P10/P50/P90 of each option's total from the scenario's uncertain inputs.
    if (!bandsLeftOut.isEmpty()) {
        html += heading(tr("Uncertainty"));
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("Not computed for this report: %1.").arg(bandsLeftOut)));
    }
    if (bands) {
        html += heading(tr("Uncertainty"));
        QStringList ranges;
        for (const UncertainInput &input : s.uncertainty->inputs) {
            const auto d = driverFromKey(input.driverKey);
            if (!d || !bands->inputsUsed.contains(input.driverKey))
                continue;
            const DriverSpec spec = WhatIf::spec(*d, s);
            ranges << (*d == Driver::ServerPriceChangePercent
                    ? tr("%1 %2 to +%3 points")
                          .arg(spec.name, number(input.lowPercent, 0), number(input.highPercent, 0))
                    : tr("%1 %2% to +%3%").arg(spec.name, number(input.lowPercent, 0), number(input.highPercent, 0)));
        }
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("%1 draws (seed %2), each input from a triangular distribution "
                                "around its planned value: %3.")
                                 .arg(bands->trials)
                                 .arg(bands->seed)
                                 .arg(ranges.join(QStringLiteral("; ")))));
        QList<QStringList> rows;
        for (const OptionBands &b : bands->options) {
            QString name = b.id;
            for (const OptionResult &o : r.options)
                if (o.id == b.id)
                    name = o.name;
            rows << QStringList{name, money(b.totalP10, cur), money(b.totalP50, cur), money(b.totalP90, cur)};
        }
        html += table({tr("Option"), tr("P10"), tr("P50 (median)"), tr("P90")}, rows, {1, 2, 3});
    }
}

QString ReportBuilder::sourceOf(Driver driver, const QString &otherwise) const
{
    for (const DriverChange &c : in.variantChanges)
        if (c.driver == driver)
            return tr("what-if \"%1\": %2").arg(in.variantName, Variants::describe(c, s));
    return otherwise;
}

void ReportBuilder::addWhatIfDeclaration()
{
    if (in.variantName.isEmpty())
        return;
    html += heading(tr("What-if: changed inputs"));
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("This report is of \"%1\", not of the scenario as saved. The inputs below differ from "
                            "the saved scenario; every amount they change is the what-if's, sourced as such, never "
                            "beside the source of the saved value.")
                             .arg(in.variantName)));
    QList<QStringList> rows;
    for (const DriverChange &c : in.variantChanges) {
        const DriverSpec spec = WhatIf::spec(c.driver, s);
        const auto value = [&](double v) { return QStringLiteral("%1 %2").arg(number(v, spec.decimals), spec.unit); };
        rows << QStringList{
            spec.name, c.baseline ? value(*c.baseline) : QStringLiteral("–"), value(c.value), spec.description};
    }
    if (rows.isEmpty())
        rows << QStringList{tr("(none: every input as saved)"), QString(), QString(), QString()};
    html += table({tr("Input"), tr("As saved"), tr("In this report"), tr("What it changes")}, rows, {1, 2});
}

void ReportBuilder::addAssumptions()
{
    // ---- Assumptions
    html += heading(tr("Assumptions"));
    {
        // One wording for every input typed into the scenario (the older rows said "scenario").
        const QString entered = tr("entered in the scenario");
        QList<QStringList> rows{
            {tr("Horizon"), QString::number(s.horizonMonths), tr("months"), sourceOf(Driver::HorizonMonths, entered)},
            {tr("Hours per month"), number(s.hoursPerMonth, 0), tr("h"),
                tr("entered in the scenario (730 = 8,760 / 12 by convention)")},
            {tr("Discount rate"), number(s.discountRatePerYear * 100, 2), tr("% per year"),
                sourceOf(Driver::DiscountRatePercent, entered)},
            {tr("GPUs needed"), trimmed(s.demand.gpuCount, 2), s.demand.gpuClass, sourceOf(Driver::GpuCount, entered)},
            {tr("Utilization"), trimmed(s.demand.busyHoursPerMonth / s.hoursPerMonth * 100.0, 1),
                tr("% of the hours of a month"),
                sourceOf(Driver::UtilizationPercent,
                    tr("scenario: %1 busy hours of %2 per GPU-month")
                        .arg(trimmed(s.demand.busyHoursPerMonth, 1), trimmed(s.hoursPerMonth, 1)))},
            {tr("Demand growth"), number(s.demand.growthPercentPerYear, 1), tr("% per year"), entered},
        };
        const PriceTrends &t = s.priceTrends;
        for (const auto &[name, value] :
            {std::pair{tr("Cloud price trend"), t.cloudComputePercentPerYear},
                std::pair{tr("Hardware price trend"), t.hardwarePercentPerYear},
                std::pair{tr("Electricity price trend"), t.powerPercentPerYear},
                std::pair{tr("Space price trend"), t.spacePercentPerYear},
                std::pair{tr("Salary trend"), t.staffPercentPerYear}, std::pair{tr("Fee trend"), t.feesPercentPerYear}})
            if (value != 0.0)
                rows << QStringList{name, number(value, 1), tr("% per year"),
                    tr("scenario; in steps at each 12-month anniversary, reserved terms keep their starting price")};
        for (const RateUsed &u : r.ratesUsed)
            rows << QStringList{tr("Exchange rate %1 → %2").arg(u.from, u.to), number(u.factor, 4), QString(),
                sourceOf(Driver::ExchangeRate, u.source.isEmpty() ? u.asOf : tr("%1 (%2)").arg(u.source, u.asOf))};
        for (const Option &o : s.options) {
            if (const CloudOption *c = o.cloud()) {
                rows << QStringList{tr("%1: instance").arg(o.name),
                    QStringLiteral("%1 %2").arg(c->instanceType, c->region), tr("%1 GPUs each").arg(c->gpusPerInstance),
                    pricingName(*c)};
                if (c->spot)
                    rows << QStringList{tr("%1: spot interruptions").arg(o.name),
                        c->spot->interruptionsPerInstanceHour > 0
                            ? number(1.0 / c->spot->interruptionsPerInstanceHour, 1)
                            : QStringLiteral("∞"),
                        tr("h between interruptions"),
                        sourceOf(Driver::SpotMeanHoursBetweenInterruptions,
                            tr("checkpoint every %1 h, write %2 h, restart %3 h")
                                .arg(number(c->spot->checkpointIntervalHours, 2),
                                    number(c->spot->checkpointWriteHours, 2), number(c->spot->restartHours, 2)))};
            } else if (const SelfHostedOption *h = o.selfHosted()) {
                // The count entered, or the one the engine sized for the peak (issue 27).
                const OptionResult *priced = nullptr;
                for (const OptionResult &candidate : r.options)
                    if (candidate.id == o.id)
                        priced = &candidate;
                rows << QStringList{tr("%1: servers").arg(o.name),
                    h->serverCount                  ? QString::number(*h->serverCount)
                        : priced && priced->servers ? QString::number(*priced->servers)
                                                    : tr("enough for the peak"),
                    tr("%1 GPUs each").arg(h->gpusPerServer),
                    h->serverCount ? entered : tr("computed: enough servers for the peak of the demand")};
                rows << QStringList{tr("%1: power").arg(o.name),
                    tr("%1 kW typical, %2 kW max").arg(number(h->typicalKwPerServer, 2), number(h->maxKwPerServer, 2)),
                    tr("PUE %1, idle %2%").arg(number(h->pue, 2), number(h->idlePowerFraction * 100, 0)),
                    sourceOf(Driver::Pue, entered)};
                rows << QStringList{tr("%1: life").arg(o.name), QString::number(h->lifeMonths), tr("months"),
                    tr("residual %1%, lead time %2 months")
                        .arg(number(h->residualFraction * 100, 0))
                        .arg(h->leadTimeMonths)};
                if (!h->bridgeOptionId.isEmpty()) {
                    QString bridge = h->bridgeOptionId;
                    for (const Option &b : s.options)
                        if (b.id == h->bridgeOptionId)
                            bridge = b.name;
                    rows << QStringList{tr("%1: cloud bridging").arg(o.name), bridge, QString(),
                        tr("serves the demand before delivery and beyond the servers' capacity")};
                }
            }
        }
        // VAT and income tax as the scenario sets them (issue 27), each with its source: the
        // block's provenance ("Finance department, as of 2026-11-30"), else "entered".
        const auto yesNo = [](bool b) { return b ? tr("yes") : tr("no"); };
        const auto sourced = [&entered](const std::optional<Provenance> &p) {
            if (!p || p->source.isEmpty())
                return entered;
            return p->asOf.isEmpty() ? p->source : tr("%1, as of %2").arg(p->source, p->asOf);
        };
        if (s.vat) {
            const VatSettings &v = *s.vat;
            const QString source = sourced(v.provenance);
            rows << QStringList{tr("VAT: prices include VAT"), yesNo(v.pricesIncludeVat), QString(), source};
            rows << QStringList{tr("VAT: input VAT recoverable"), yesNo(v.inputVatRecoverable), QString(), source};
            rows << QStringList{tr("VAT: recovery lag"), QString::number(v.recoveryLagMonths), tr("months"), source};
        }
        if (s.incomeTax) {
            const IncomeTax &tax = *s.incomeTax;
            const QString taxSource = sourced(tax.provenance);
            rows << QStringList{tr("Income tax rate"), number(tax.rate * 100.0, 1), tr("%"), taxSource};
            rows << QStringList{tr("Income tax: depreciation of servers"), QString::number(tax.depreciationYears),
                tr("years"), taxSource};
            const auto month
                = [](int m) { return QStringLiteral("%1-%2").arg(m / 12).arg(m % 12 + 1, 2, 10, QLatin1Char('0')); };
            rows << QStringList{tr("Income tax: full deduction of equipment (MOF/STA 2023 No. 37)"),
                yesNo(tax.fullDeduction),
                tax.fullDeduction ? tr("bought %1 to %2, up to %3 per unit")
                                        .arg(month(tax.fullDeductionFrom), month(tax.fullDeductionUntil),
                                            money(tax.fullDeductionUnitLimit, cur))
                                  : QString(),
                taxSource};
            if (const auto &rd = tax.rdSuperDeduction) {
                const QString source
                    = rd->provenance && !rd->provenance->source.isEmpty() ? sourced(rd->provenance) : taxSource;
                rows << QStringList{tr("Income tax: R&D super deduction"), number(rd->percent, 0),
                    tr("% of an R&D share of %1%").arg(number(rd->rdSharePercent, 0)), source};
            } else {
                rows << QStringList{tr("Income tax: R&D super deduction"), tr("no"), QString(), taxSource};
            }
        }
        html += table({tr("Input"), tr("Value"), tr("Unit"), tr("Source")}, rows, {1});
    }
}

void ReportBuilder::addProvenance()
{
    // ---- Price provenance: every price line that enters a total, grouped by option, with the
    // option's notes and "x-" annotations; then the exchange rates.
    html += heading(tr("Price provenance"));
    html
        += QStringLiteral("<p>%1</p>")
               .arg(esc(tr("Every price that enters a total, as entered or as the pricing catalog lists it. A discount "
                           "is shown both as a share off the list price and in 折 (5.5折 = pay 55% of the list "
                           "price, i.e. 45% off).")));
    const QStringList header{
        tr("Item"), tr("Price"), tr("Unit"), tr("Currency"), tr("Discount"), tr("Tax"), tr("As of"), tr("Source")};
    for (const Option &o : s.options) {
        QList<QStringList> rows;
        QStringList about; // provider, instance type and region
        for (const PriceLine &l : priceLines)
            if (l.kind != PriceLineKind::ExchangeRate && l.optionId == o.id) {
                rows << priceRow(l);
                for (const QString &a : {l.provider, l.resource})
                    if (!a.isEmpty() && !about.contains(a))
                        about << a;
            }
        if (rows.isEmpty())
            continue;
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(esc(about.isEmpty() ? o.name : tr("%1 (%2)").arg(o.name, about.join(tr(", ")))));
        const QStringList notes = PriceLines::optionNotes(o, annotations);
        for (const QString &n : notes)
            html += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("Note:")), esc(n));
        html += table(header, rows, {1});
    }
    QList<QStringList> rates;
    for (const PriceLine &l : priceLines)
        if (l.kind == PriceLineKind::ExchangeRate)
            rates << QStringList{l.item, priceAmount(l), l.unit, l.asOf.isEmpty() ? tr("not dated") : l.asOf, l.source};
    if (!rates.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Exchange rates")));
        html += table({tr("Item"), tr("Rate"), tr("Unit"), tr("As of"), tr("Source")}, rates, {1});
    }
}

QStringList ReportBuilder::priceRow(const PriceLine &l)
{
    QString discount = QStringLiteral("–");
    if (l.discountPercent)
        discount = l.listAmount
            ? tr("list %1, %2").arg(unitPrice(*l.listAmount, l.currency), discountText(*l.discountPercent))
            : discountText(*l.discountPercent);
    // "2021-09-27, changed -8 % since 2020-03-01", and "stale" past the catalog's limit.
    QString asOf = l.asOf.isEmpty() ? tr("not dated") : l.asOf;
    if (l.changePercent && !l.changedSince.isEmpty())
        asOf = tr("%1, changed %2 % since %3")
                   .arg(asOf, (*l.changePercent > 0 ? QStringLiteral("+") : QString()) + trimmed(*l.changePercent, 1),
                       l.changedSince);
    if (l.stale)
        asOf = tr("%1 (stale: older than %2 months)").arg(asOf).arg(l.staleAfterMonths);
    if (l.quoteExpired)
        asOf = tr("%1 (quote expired %2)").arg(asOf, l.quoteValidUntil);
    else if (l.quoteExpiring)
        asOf = tr("%1 (quote expires %2)").arg(asOf, l.quoteValidUntil);
    return QStringList{l.item, priceAmount(l), l.unit, l.currency.isEmpty() ? QStringLiteral("–") : l.currency,
        discount, priceTax(l), asOf, priceSource(l)};
}

QString ReportBuilder::priceSource(const PriceLine &l)
{
    // Catalog source texts are stored in English; the seed's (pricing_db/seeddata.cpp) are
    // listed here for translation, a user's imported source is shown as written.
    [[maybe_unused]] static const char *const seedSources[] = {
        QT_TRANSLATE_NOOP(
            "gputco::CatalogSource", "SkyPilot catalog v8 aws/vms.csv (USD, Linux on-demand; spot per AZ)"),
        QT_TRANSLATE_NOOP(
            "gputco::CatalogSource", "sugarlxn/skypilot-catalog v8 alicloud/vms.csv (CNY = USD / 0.138, 4 decimals)"),
        QT_TRANSLATE_NOOP("gputco::CatalogSource",
            "sugarlxn/skypilot-catalog v8 tencentcloud/vms.csv (CNY = USD / 0.138, 2 decimals)"),
    };
    const QString catalogSource = QCoreApplication::translate("gputco::CatalogSource", l.source.toUtf8().constData());
    // A quote says who gave it and until when: "...; Quote from X (ref), valid 2026-10-01 to 2026-12-31".
    const QString quote = l.quote.isEmpty() ? QString() : tr("; %1").arg(l.quote);
    if (l.fromCatalog && l.listAmount) {
        // Where the discount comes from: the price book's negotiated discount for the row
        // when the scenario uses that one, else the scenario (saying what the book holds now).
        const QString list = tr("list price: catalog %1, %2").arg(l.catalogId, catalogSource);
        const auto &book = l.priceBookDiscountPercent;
        if (book && l.discountPercent && qAbs(*book - *l.discountPercent) < 1e-6)
            return tr("%1; negotiated discount from the price book: %2")
                       .arg(list, l.priceBookDiscountNote.isEmpty() ? tr("no source given") : l.priceBookDiscountNote)
                + quote;
        if (book)
            return tr("%1; discount entered in the scenario (the price book now gives %2)")
                       .arg(list, discountText(*book))
                + quote;
        if (!l.enteredSource.isEmpty())
            return tr("%1; discount entered in the scenario: %2").arg(list, l.enteredSource) + quote;
        return tr("%1; discount entered in the scenario").arg(list) + quote;
    }
    if (l.fromCatalog)
        return tr("catalog %1, %2").arg(l.catalogId, catalogSource) + quote;
    // Entered in the scenario: its provenance's source, and the quote when that is not the source.
    const QString entered = l.quote.isEmpty() || l.quote == l.source ? l.source : l.source + quote;
    if (!l.catalogId.isEmpty() && l.catalogAmount)
        return tr("%1; the catalog row %2 lists %3")
            .arg(entered, l.catalogId, unitPrice(*l.catalogAmount, l.catalogCurrency));
    if (!l.catalogId.isEmpty())
        return tr("%1; the catalog price %2 was not found").arg(entered, l.catalogId);
    return entered;
}

QString ReportBuilder::priceAmount(const PriceLine &l)
{
    if (l.kind == PriceLineKind::ExchangeRate)
        return trimmed(l.amount, 6);
    if (l.currency.isEmpty()) // a percentage (maintenance, interest, down payment) or a term in months
        return trimmed(l.amount, 4) + (l.unit.contains(QLatin1Char('%')) ? QStringLiteral(" %") : QString());
    return unitPrice(l.amount, l.currency);
}

QString ReportBuilder::priceTax(const PriceLine &l)
{
    if (l.kind == PriceLineKind::ExchangeRate || l.currency.isEmpty())
        return QStringLiteral("–");
    if (l.taxIncluded && l.taxRatePercent) // a quote's tax status with its rate
        return *l.taxIncluded ? tr("incl. %1 % VAT").arg(trimmed(*l.taxRatePercent, 2))
                              : tr("excl. %1 % VAT").arg(trimmed(*l.taxRatePercent, 2));
    return !l.taxIncluded ? tr("not stated") : *l.taxIncluded ? tr("incl. tax") : tr("excl. tax");
}

} // namespace gputco
