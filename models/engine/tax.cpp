#include "tax.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gputco {

namespace {

/// This file's messages, in the context of Tax (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Tax)
};

QString monthText(int key)
{
    return QStringLiteral("%1-%2").arg(key / 12, 4, 10, QLatin1Char('0')).arg(key % 12 + 1, 2, 10, QLatin1Char('0'));
}

} // namespace

bool Tax::deductedWhenIncurred(Category c)
{
    return c != Category::Capex && c != Category::ReservedUpfront && c != Category::Depreciation
        && c != Category::CloudBridge && c != Category::Subsidy && c != Category::VatTiming;
}

CategoryAmounts Tax::rdQualifying(const RdSuperDeduction &d)
{
    CategoryAmounts q{};
    auto set = [&q](bool on, std::initializer_list<Category> cs) {
        for (Category c : cs)
            q[index(c)] = on ? 1.0 : 0.0;
    };
    set(d.compute,
        {Category::Compute, Category::ReservedUpfront, Category::Platform, Category::CloudBridge,
            Category::StorageCapacity, Category::StorageIo});
    set(d.equipment, {Category::Capex}); // tax depreciation or the one-off deduction
    set(d.power, {Category::Power});
    set(d.maintenance, {Category::Maintenance, Category::Operations});
    set(d.staff, {Category::Staff});
    return q;
}

const char *Tax::vatClassKey(VatClass c)
{
    switch (c) {
    case VatClass::Cloud: return "cloud";
    case VatClass::Hardware: return "hardware";
    case VatClass::Power: return "power";
    case VatClass::Space: return "space";
    case VatClass::Staff: return "staff";
    case VatClass::Maintenance: return "maintenance";
    case VatClass::Operations: return "operations";
    case VatClass::Interest: return "interest";
    }
    return "";
}

double Tax::defaultVatPercent(VatClass c)
{
    switch (c) {
    case VatClass::Cloud: return 6.0; // modern services: cloud computing is invoiced at 6 %
    case VatClass::Hardware: return 13.0; // goods
    case VatClass::Power: return 13.0; // electricity is a good
    case VatClass::Space: return 6.0; // IDC colocation: value-added telecom services
    case VatClass::Staff: return 0.0; // salaries carry no VAT
    case VatClass::Maintenance: return 13.0; // repair and replacement services, spares
    case VatClass::Operations: return 6.0; // mostly services
    case VatClass::Interest: return 0.0; // loan interest: its input VAT is not deductible
    }
    return 0.0;
}

Tax::VatClass Tax::vatClassOf(Category c)
{
    switch (c) {
    case Category::Capex:
    case Category::ResidualValue:
    case Category::Depreciation: return VatClass::Hardware;
    case Category::Power: return VatClass::Power;
    case Category::Space: return VatClass::Space;
    case Category::Staff: return VatClass::Staff;
    case Category::Maintenance: return VatClass::Maintenance;
    case Category::Operations: return VatClass::Operations;
    case Category::Interest: return VatClass::Interest;
    case Category::Compute:
    case Category::ReservedUpfront:
    case Category::StorageCapacity:
    case Category::StorageIo:
    case Category::Egress:
    case Category::Bandwidth:
    case Category::CrossAz:
    case Category::OtherFees:
    case Category::CloudBridge:
    case Category::Platform: // a managed platform's fee is a cloud service
    case Category::Migration: // porting services, data moved out of a cloud, set-up fees: services at 6 %
    case Category::Subsidy: // no VAT of their own (bearsVat()): vatFactor() and vatIn() do not ask
    case Category::VatTiming: break;
    }
    return VatClass::Cloud;
}

std::optional<double> Tax::rateIn(const VatRates &r, VatClass c)
{
    switch (c) {
    case VatClass::Cloud: return r.cloud;
    case VatClass::Hardware: return r.hardware;
    case VatClass::Power: return r.power;
    case VatClass::Space: return r.space;
    case VatClass::Staff: return r.staff;
    case VatClass::Maintenance: return r.maintenance;
    case VatClass::Operations: return r.operations;
    case VatClass::Interest: return r.interest;
    }
    return std::nullopt;
}

const Option *Tax::bridgeOf(const Scenario &s, const Option &option)
{
    const SelfHostedOption *h = option.selfHosted();
    if (!h || h->bridgeOptionId.isEmpty())
        return nullptr;
    for (const Option &o : s.options)
        if (o.id == h->bridgeOptionId && o.cloud())
            return &o;
    return nullptr;
}

double Tax::vatPercent(const VatSettings &vat, const Option &option, Category category)
{
    const VatClass c = vatClassOf(category);
    if (const auto own = rateIn(option.vatRates, c))
        return *own;
    return rateIn(vat.rates, c).value_or(defaultVatPercent(c));
}

bool Tax::pricesIncludeVat(const VatSettings &vat, const Option &option)
{
    return option.pricesIncludeVat.value_or(vat.pricesIncludeVat);
}

double Tax::vatFactor(const VatSettings &vat, const Option &option, Category category)
{
    if (!bearsVat(category))
        return 1.0;
    const double v = vatPercent(vat, option, category) / 100.0;
    double f = pricesIncludeVat(vat, option) ? 1.0 / (1.0 + v) : 1.0;
    if (!vat.inputVatRecoverable && vat.results == VatResults::CostToCompany)
        f *= 1.0 + v;
    return f;
}

double Tax::vatIn(const VatSettings &vat, const Option &option, Category category, double amount)
{
    if (!bearsVat(category))
        return 0.0;
    const double v = vatPercent(vat, option, category) / 100.0;
    return (pricesIncludeVat(vat, option) ? amount / (1.0 + v) : amount) * v;
}

AmountBasis Tax::amountBasis(const std::optional<VatSettings> &vat)
{
    if (!vat)
        return AmountBasis::AsEntered;
    return !vat->inputVatRecoverable && vat->results == VatResults::CostToCompany
        ? AmountBasis::IncludingNonRecoverableVat
        : AmountBasis::ExcludingVat;
}

QString Tax::amountBasisKey(AmountBasis basis)
{
    switch (basis) {
    case AmountBasis::AsEntered: return QStringLiteral("asEntered");
    case AmountBasis::ExcludingVat: return QStringLiteral("excludingVat");
    case AmountBasis::IncludingNonRecoverableVat: return QStringLiteral("includingNonRecoverableVat");
    }
    return {};
}

std::vector<Tax::Incentive> Tax::incentives(const Scenario &s, const ScenarioResult &r)
{
    std::vector<Incentive> out;
    const RdSuperDeduction *rd
        = s.incomeTax && r.incomeTaxRate && s.incomeTax->rdSuperDeduction ? &*s.incomeTax->rdSuperDeduction : nullptr;
    for (const OptionResult &o : r.options) {
        const auto opt
            = std::find_if(s.options.begin(), s.options.end(), [&](const Option &x) { return x.id == o.id; });
        if (opt == s.options.end())
            continue;
        if (rd) {
            const Provenance p = rd->provenance.value_or(Provenance{});
            out.push_back({o.id, o.name, "rdSuperDeduction",
                Tr::tr("R&D super deduction (%1 % of an R&D share of %2 %): tax saved")
                    .arg(QLocale().toString(rd->percent, 'g', 6), QLocale().toString(rd->rdSharePercent, 'g', 6)),
                o.rdDeductionSavingTotal, p.source, p.asOf});
        }
        if (const auto &sub = opt->computeSubsidy) {
            const Provenance p = sub->provenance.value_or(Provenance{});
            out.push_back({o.id, o.name, "computeSubsidy",
                Tr::tr("Compute subsidy \"%1\" (%2 % of compute): received")
                    .arg(sub->name, QLocale().toString(sub->percent, 'g', 6)),
                -o.categoryTotals[index(Category::Subsidy)], p.source, p.asOf});
        }
    }
    return out;
}

QString Tax::basisSentence(const ScenarioResult &r)
{
    QString out;
    switch (r.amountBasis) {
    case AmountBasis::AsEntered: out = Tr::tr("Amounts are the prices as entered; VAT is not modelled."); break;
    case AmountBasis::ExcludingVat: out = Tr::tr("Amounts exclude VAT."); break;
    case AmountBasis::IncludingNonRecoverableVat:
        out = Tr::tr(
            "Amounts include VAT: the company cannot recover input VAT (small-scale taxpayer), so it is a cost.");
        break;
    }
    if (r.incomeTaxRate)
        out += QLatin1Char(' ')
            + Tr::tr("They are before income tax; after-tax figures deduct the tax saved at %1%.")
                  .arg(QString::number(*r.incomeTaxRate * 100.0, 'g', 4));
    return out;
}

QString Tax::basisShort(AmountBasis basis)
{
    switch (basis) {
    case AmountBasis::AsEntered: return {};
    case AmountBasis::ExcludingVat: return Tr::tr("excl. VAT");
    case AmountBasis::IncludingNonRecoverableVat: return Tr::tr("incl. non-recoverable VAT");
    }
    return {};
}

bool Tax::fullDeductionApplies(
    const IncomeTax &tax, const Calendar &calendar, int month0, double unitPriceCny, QString *why)
{
    if (!tax.fullDeduction)
        return false;
    if (!calendar.has()) {
        if (why)
            *why = Tr::tr("The one-off full deduction needs a calendar (its validity dates are checked against the "
                          "month of purchase): tax depreciation is used instead.");
        return false;
    }
    const int key = calendar.startYear * 12 + calendar.startMonth - 1 + month0;
    if (key < tax.fullDeductionFrom || key > tax.fullDeductionUntil) {
        if (why)
            *why = Tr::tr("The one-off full deduction does not apply to the purchase in %1 (valid %2 to %3): tax "
                          "depreciation is used instead.")
                       .arg(monthText(key), monthText(tax.fullDeductionFrom), monthText(tax.fullDeductionUntil));
        return false;
    }
    if (!(unitPriceCny <= tax.fullDeductionUnitLimit + 1e-6)) {
        if (why)
            *why = Tr::tr("The one-off full deduction does not apply: a server costs %1 CNY, more than the %2 CNY "
                          "limit per unit; tax depreciation is used instead.")
                       .arg(QString::number(unitPriceCny, 'f', 0), QString::number(tax.fullDeductionUnitLimit, 'f', 0));
        return false;
    }
    return true;
}

} // namespace gputco
