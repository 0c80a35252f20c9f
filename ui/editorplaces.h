#pragma once

#include "scenarioeditor.h"

/*
 * Where the scenario editor's rows find the structs of their blocks (ScenarioEditor::Place):
 * in the scenario, or in its current option. Shared by scenarioeditor.cpp and editorforms.cpp.
 */
namespace gputco::EditorPlaces {

inline CloudOption *cloudIn(Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? std::get_if<CloudOption>(&s.options[std::size_t(i)].spec) : nullptr;
}
inline const CloudOption *cloudOf(const Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? s.options[std::size_t(i)].cloud() : nullptr;
}
inline SelfHostedOption *selfIn(Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? std::get_if<SelfHostedOption>(&s.options[std::size_t(i)].spec)
                                               : nullptr;
}
inline const SelfHostedOption *selfOf(const Scenario &s, int i)
{
    return i >= 0 && i < int(s.options.size()) ? s.options[std::size_t(i)].selfHosted() : nullptr;
}

/// The name of a field's widget: block and key, e.g. demand.gpuCount (ScenarioEditor::numberField).
inline QString widgetName(const FieldSpec &spec)
{
    return QStringLiteral("%1.%2").arg(QLatin1String(spec.block), QLatin1String(spec.key));
}

using Place = ScenarioEditor::Place;

// clang-format off
inline constexpr Place kScenario{
    [](const Scenario &s, int) -> const void * { return &s; },
    [](Scenario &s, int) -> void * { return &s; }};
inline constexpr Place kDemand{
    [](const Scenario &s, int) -> const void * { return &s.demand; },
    [](Scenario &s, int) -> void * { return &s.demand; }};
inline constexpr Place kPriceTrends{
    [](const Scenario &s, int) -> const void * { return &s.priceTrends; },
    [](Scenario &s, int) -> void * { return &s.priceTrends; }};
inline constexpr Place kFinance{
    [](const Scenario &s, int) -> const void * { return &s.finance; },
    [](Scenario &s, int) -> void * { return &s.finance; }};
/// The calendar's fiscal year, once it has a start.
inline constexpr Place kCalendar{
    [](const Scenario &s, int) -> const void * { return s.calendar.has() ? &s.calendar : nullptr; },
    [](Scenario &s, int) -> void * { return &s.calendar; }};
inline constexpr Place kVat{
    [](const Scenario &s, int) -> const void * { return s.vat ? &*s.vat : nullptr; },
    [](Scenario &s, int) -> void * { return s.vat ? &*s.vat : nullptr; }};
inline constexpr Place kIncomeTax{
    [](const Scenario &s, int) -> const void * { return s.incomeTax ? &*s.incomeTax : nullptr; },
    [](Scenario &s, int) -> void * { return s.incomeTax ? &*s.incomeTax : nullptr; }};
inline constexpr Place kRdSuperDeduction{
    [](const Scenario &s, int) -> const void * {
        return s.incomeTax && s.incomeTax->rdSuperDeduction ? &*s.incomeTax->rdSuperDeduction : nullptr; },
    [](Scenario &s, int) -> void * {
        return s.incomeTax && s.incomeTax->rdSuperDeduction ? &*s.incomeTax->rdSuperDeduction : nullptr; }};
/// The budget's acceptance lag, when servers are acquired at their acceptance.
inline constexpr Place kAcceptance{
    [](const Scenario &s, int) -> const void * {
        return s.budget && s.budget->acquiredAt == AcquisitionEvent::Acceptance ? &*s.budget : nullptr; },
    [](Scenario &s, int) -> void * {
        return s.budget && s.budget->acquiredAt == AcquisitionEvent::Acceptance ? &*s.budget : nullptr; }};
inline constexpr Place kEcosystem{
    [](const Scenario &s, int i) -> const void * {
        return i >= 0 && i < int(s.options.size()) ? &s.options[std::size_t(i)].ecosystem : nullptr; },
    [](Scenario &s, int i) -> void * {
        return i >= 0 && i < int(s.options.size()) ? &s.options[std::size_t(i)].ecosystem : nullptr; }};
inline constexpr Place kCloud{
    [](const Scenario &s, int i) -> const void * { return cloudOf(s, i); },
    [](Scenario &s, int i) -> void * { return cloudIn(s, i); }};
inline constexpr Place kReserved{
    [](const Scenario &s, int i) -> const void * {
        const CloudOption *c = cloudOf(s, i); return c && c->reserved ? &*c->reserved : nullptr; },
    [](Scenario &s, int i) -> void * { CloudOption *c = cloudIn(s, i); return c && c->reserved ? &*c->reserved : nullptr; },
    [](const Scenario &s, int i) { const CloudOption *c = cloudOf(s, i); return c && c->reserved ? c->reserved->currency : QString(); }};
inline constexpr Place kSpot{
    [](const Scenario &s, int i) -> const void * { const CloudOption *c = cloudOf(s, i); return c && c->spot ? &*c->spot : nullptr; },
    [](Scenario &s, int i) -> void * { CloudOption *c = cloudIn(s, i); return c && c->spot ? &*c->spot : nullptr; },
    [](const Scenario &s, int i) { const CloudOption *c = cloudOf(s, i); return c && c->spot ? c->spot->currency : QString(); }};
inline constexpr Place kFinancing{
    [](const Scenario &s, int i) -> const void * {
        const SelfHostedOption *h = selfOf(s, i); return h && h->financing ? &*h->financing : nullptr; },
    [](Scenario &s, int i) -> void * { SelfHostedOption *h = selfIn(s, i); return h && h->financing ? &*h->financing : nullptr; }};
// clang-format on

/// A self-hosted option, its amounts in the currency of the member C (capex, power, space ...).
template<auto C> constexpr Place selfHosted()
{
    return {[](const Scenario &s, int i) -> const void * { return selfOf(s, i); },
        [](Scenario &s, int i) -> void * { return selfIn(s, i); },
        [](const Scenario &s, int i) {
            const SelfHostedOption *h = selfOf(s, i);
            return h ? h->*C : QString();
        }};
}

} // namespace gputco::EditorPlaces
