#include "quotes.h"

#include <QCoreApplication>

#include <algorithm>

namespace gputco {

namespace {

/// This file's messages, in the context of Quotes (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::Quotes)
};

/// "... price needed: ask for a quote", or with the note why the price is missing.
QString needed(const char *ask, const char *withNote, const QString &note)
{
    return note.trimmed().isEmpty() ? Tr::tr(ask) : Tr::tr(withNote).arg(note.trimmed());
}

} // namespace

namespace Quotes {

QString missingPrice(const Option &option, double hoursPerMonth)
{
    if (const CloudOption *c = option.cloud()) {
        if (!c->onDemand && !c->reserved && c->commitments.empty() && !c->spot)
            return Tr::tr(QT_TRANSLATE_NOOP("gputco::Quotes", "no pricing model"));
        if (c->onDemand && (!(c->onDemand->pricePerInstanceHour > 0) || !c->onDemand->quoteNeeded.isEmpty()))
            return needed(QT_TRANSLATE_NOOP("gputco::Quotes", "on-demand price needed: ask for a quote"),
                QT_TRANSLATE_NOOP("gputco::Quotes", "on-demand price needed: %1"), c->onDemand->quoteNeeded);
        if (c->spot && (!(c->spot->pricePerInstanceHour > 0) || !c->spot->quoteNeeded.isEmpty()))
            return needed(QT_TRANSLATE_NOOP("gputco::Quotes", "spot price needed: ask for a quote"),
                QT_TRANSLATE_NOOP("gputco::Quotes", "spot price needed: %1"), c->spot->quoteNeeded);
        if (c->reserved && !c->reserved->priced(hoursPerMonth))
            return needed(QT_TRANSLATE_NOOP("gputco::Quotes", "reserved price needed: ask for a quote"),
                QT_TRANSLATE_NOOP("gputco::Quotes", "reserved price needed: %1"), c->reserved->quoteNeeded);
        for (const ReservedPricing &r : c->commitments)
            if (!r.priced(hoursPerMonth))
                return needed(QT_TRANSLATE_NOOP("gputco::Quotes", "reserved price needed: ask for a quote"),
                    QT_TRANSLATE_NOOP("gputco::Quotes", "reserved price needed: %1"), r.quoteNeeded);
        return {};
    }
    const SelfHostedOption *h = option.selfHosted();
    if (!(h->pricePerServer > 0) || !h->serverQuoteNeeded.isEmpty())
        return needed(QT_TRANSLATE_NOOP("gputco::Quotes", "server price needed: ask for a quote"),
            QT_TRANSLATE_NOOP("gputco::Quotes", "server price needed: %1"), h->serverQuoteNeeded);
    return {};
}

bool anyAwaiting(const Scenario &s)
{
    return std::any_of(s.options.begin(), s.options.end(),
        [&](const Option &o) { return !missingPrice(o, s.hoursPerMonth).isEmpty(); });
}

Scenario pricedOnly(const Scenario &s, std::vector<AwaitingQuote> *awaiting)
{
    Scenario out = s;
    out.options.clear();
    QStringList removed;
    for (const Option &o : s.options) {
        const QString missing = missingPrice(o, s.hoursPerMonth);
        if (missing.isEmpty()) {
            out.options.push_back(o);
            continue;
        }
        removed << o.id;
        if (awaiting)
            awaiting->push_back({o.id, o.name, missing});
    }
    for (Option &o : out.options)
        if (auto *h = std::get_if<SelfHostedOption>(&o.spec); h && removed.contains(h->bridgeOptionId))
            h->bridgeOptionId.clear();
    return out;
}

} // namespace Quotes

} // namespace gputco
