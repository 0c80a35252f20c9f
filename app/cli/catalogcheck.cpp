#include "catalogcheck.h"

#include "cli.h"

#include <QCoreApplication>

namespace gputco::CliCatalog {

namespace {

bool gStrict = false;

/// This file's messages, in the context of Cli (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Cli)
};

} // namespace

void setStrict(bool strict)
{
    gStrict = strict;
}

bool strict()
{
    return gStrict;
}

void printNotices(QTextStream &err)
{
    QString warning;
    for (const QString &notice : catalogNotices(&warning))
        err << "gputco-cli: " << notice << '\n';
    if (!warning.isEmpty())
        err << "gputco-cli: " << Tr::tr("warning: the pricing catalog cannot be used: %1").arg(warning) << '\n';
}

std::optional<int> check(
    const Scenario &scenario, const QString &file, bool needed, QTextStream &err, CatalogPrices &prices)
{
    prices = resolveCatalogPrices(scenario);
    if (!prices.ok()) {
        if (needed || gStrict) {
            err << prices.error << '\n';
            err << file << ": "
                << Tr::tr("the catalog prices the scenario refers to cannot be looked up, so their source "
                          "would be wrong; nothing was written")
                << '\n';
            return prices.invalidInput ? ExitInvalidInput : ExitEnvironment;
        }
        err << file << ": "
            << Tr::tr("warning: the catalog prices the scenario refers to were not checked: %1").arg(prices.error)
            << '\n';
        return std::nullopt;
    }
    for (const QString &id : std::as_const(prices.unknownIds))
        err << file << ": "
            << (gStrict ? Tr::tr("error: %1") : Tr::tr("warning: %1")).arg(unknownCatalogPriceWarning(id)) << '\n';
    // A quote past its last day (or within 30 days of it, or not valid yet), once per id.
    QStringList quoted = prices.quoteWarnings.keys();
    quoted.sort();
    for (const QString &id : std::as_const(quoted))
        err << file << ": "
            << (gStrict ? Tr::tr("error: %1") : Tr::tr("warning: %1")).arg(prices.quoteWarnings.value(id)) << '\n';
    if (gStrict && (!prices.unknownIds.isEmpty() || !prices.quoteWarnings.isEmpty()))
        return ExitInvalidInput;
    return std::nullopt;
}

} // namespace gputco::CliCatalog
