#pragma once

#include "scenario.h"

#include <QString>

#include <cmath>
#include <cstddef>
#include <optional>
#include <type_traits>
#include <vector>

namespace gputco {

/// The what-if inputs of a stored variant: driver keys and values (StoredVariant::drivers).
using DriverValues = std::vector<std::pair<QString, double>>;

/*!
 * Where a field of the scenario file lives in the scenario structs: how to get and set its
 * value, or reach the struct of its child block. One binding per row of the field table
 * (FieldSpec::bind), made by the helpers in namespace `bind` from a pointer to member.
 *
 * Type-erased so that one table holds every block: `object` is the struct of the field's block
 * (Demand for "demand", ReservedPricing for "reserved", SelfHostedOption for "servers" and the
 * other groups of a self-hosted option ...). Values are in the file's units: percent as
 * percent, a choice as its enum value (FieldSpec::choices names it), a boolean as 0 or 1.
 *
 * `tag` names the member a binding reaches, so that code refers to a field by its member
 * (ScenarioSchema::field<&Demand::gpuCount>()) instead of spelling its name.
 */
struct FieldBinding
{
    enum class Kind : quint8 {
        Input, ///< no member of its own: another way to give one, read by the block's rule, never written
        Value, ///< a number, integer, boolean, choice or text
        Currency, ///< an amount's currency: the inherited one when absent, inherited by the child blocks
        Object, ///< the child block's struct
        Array, ///< the child block's structs
        Drivers, ///< (key, number) pairs of the child block's fields (DriverValues)
    };
    Kind kind = Kind::Input;
    const void *tag = nullptr;
    bool integral = false; ///< the member is a whole number: written without a decimal point
    std::optional<double> (*number)(const void *object) = nullptr;
    void (*setNumber)(void *object, double value) = nullptr;
    QString (*text)(const void *object) = nullptr;
    void (*setText)(void *object, const QString &value) = nullptr;
    /// The value is the default-constructed struct's (an empty text or list, an absent optional).
    bool (*isDefault)(const void *object) = nullptr;
    /// Object: the child's struct, nullptr when absent; makeChild creates it (an optional is emplaced).
    const void *(*child)(const void *object) = nullptr;
    void *(*makeChild)(void *object) = nullptr;
    /// Array: the elements; append adds a default-constructed one.
    std::size_t (*count)(const void *object) = nullptr;
    const void *(*element)(const void *object, std::size_t index) = nullptr;
    void *(*append)(void *object) = nullptr;
};

namespace bind_detail {

template<class> struct MemberOf;
template<class C, class T> struct MemberOf<T C::*>
{
    using Class = C;
    using Type = T;
};
template<auto M> using ClassOf = typename MemberOf<decltype(M)>::Class;
template<auto M> using TypeOf = typename MemberOf<decltype(M)>::Type;

template<class T> struct Optional : std::false_type
{
    using Inner = T;
};
template<class T> struct Optional<std::optional<T>> : std::true_type
{
    using Inner = T;
};
template<class T> using Plain = typename Optional<T>::Inner;

/// One address per member (and per kind of tag), never folded with another.
template<auto M> inline constexpr char kMemberTag = 0;
template<auto M> inline constexpr char kInputTag = 0;
inline constexpr char kGroupTag = 0;
inline constexpr char kInheritedTag = 0;

template<auto M> const TypeOf<M> &get(const void *object)
{
    return static_cast<const ClassOf<M> *>(object)->*M;
}
template<auto M> TypeOf<M> &get(void *object)
{
    return static_cast<ClassOf<M> *>(object)->*M;
}

template<class T> std::optional<double> toNumber(const T &v)
{
    if constexpr (Optional<T>::value)
        return v ? toNumber(*v) : std::nullopt;
    else if constexpr (std::is_same_v<T, bool>)
        return v ? 1.0 : 0.0;
    else if constexpr (std::is_enum_v<T>)
        return double(static_cast<int>(v));
    else
        return double(v);
}

template<class T> void fromNumber(T &member, double v)
{
    if constexpr (Optional<T>::value) {
        Plain<T> x{};
        fromNumber(x, v);
        member = x;
    } else if constexpr (std::is_same_v<T, bool>) {
        member = v != 0.0;
    } else if constexpr (std::is_enum_v<T>) {
        member = static_cast<T>(std::lround(v));
    } else if constexpr (std::is_same_v<T, double>) {
        member = v;
    } else {
        member = static_cast<T>(std::llround(v));
    }
}

template<auto M> std::optional<double> number(const void *o)
{
    return toNumber(get<M>(o));
}
template<auto M> void setNumber(void *o, double v)
{
    fromNumber(get<M>(o), v);
}
template<auto M> std::optional<double> percent(const void *o)
{
    const auto v = toNumber(get<M>(o));
    return v ? std::optional<double>(*v * 100.0) : std::nullopt;
}
template<auto M> void setPercent(void *o, double v)
{
    fromNumber(get<M>(o), v / 100.0);
}
template<auto M> QString text(const void *o)
{
    return get<M>(o);
}
template<auto M> void setText(void *o, const QString &v)
{
    get<M>(o) = v;
}

template<auto M> bool isDefault(const void *o)
{
    using T = TypeOf<M>;
    const T &v = get<M>(o);
    if constexpr (requires { v.empty(); } && !std::is_same_v<T, QString>) {
        return v.empty();
    } else if constexpr (Optional<T>::value && std::is_class_v<Plain<T>>) {
        return !v.has_value();
    } else {
        static const ClassOf<M> defaults{};
        return v == defaults.*M;
    }
}

template<auto M> const void *child(const void *o)
{
    const auto &m = get<M>(o);
    if constexpr (Optional<TypeOf<M>>::value)
        return m ? &*m : nullptr;
    else
        return &m;
}
template<auto M> void *makeChild(void *o)
{
    auto &m = get<M>(o);
    if constexpr (Optional<TypeOf<M>>::value) {
        if (!m)
            m.emplace();
        return &*m;
    } else {
        return &m;
    }
}

template<auto M> std::size_t count(const void *o)
{
    return get<M>(o).size();
}
template<auto M> const void *element(const void *o, std::size_t i)
{
    return &get<M>(o)[i];
}
template<auto M> void *append(void *o)
{
    return &get<M>(o).emplace_back();
}

template<auto Outer, auto Inner> std::optional<double> nestedNumber(const void *o)
{
    return number<Inner>(&get<Outer>(o));
}
template<auto Outer, auto Inner> void setNestedNumber(void *o, double v)
{
    setNumber<Inner>(&get<Outer>(o), v);
}
template<auto Outer, auto Inner> bool nestedIsDefault(const void *o)
{
    return isDefault<Inner>(&get<Outer>(o));
}

inline const void *same(const void *o)
{
    return o;
}
inline void *makeSame(void *o)
{
    return o;
}

} // namespace bind_detail

/// The helpers that make a FieldBinding from a pointer to member, for the rows of the field table.
namespace bind {

using Kind = FieldBinding::Kind;

/// The tag of the member M (FieldBinding::tag of value, percent, currency, object, array).
template<auto M> constexpr const void *tagOf()
{
    return &bind_detail::kMemberTag<M>;
}

/// The tag of an input() or constant() binding of M.
template<auto M> constexpr const void *inputTagOf()
{
    return &bind_detail::kInputTag<M>;
}

/// A number, integer, boolean, enum (a choice) or text member, optional or not.
template<auto M> constexpr FieldBinding value()
{
    using namespace bind_detail;
    using T = TypeOf<M>;
    if constexpr (std::is_same_v<T, QString>)
        return {.kind = Kind::Value,
            .tag = tagOf<M>(),
            .text = &text<M>,
            .setText = &setText<M>,
            .isDefault = &isDefault<M>};
    else
        return {.kind = Kind::Value,
            .tag = tagOf<M>(),
            .integral = std::is_integral_v<Plain<T>> && !std::is_same_v<Plain<T>, bool>,
            .number = &number<M>,
            .setNumber = &setNumber<M>,
            .isDefault = &isDefault<M>};
}

/// A fraction member (0.25) given in the file as a percentage (25).
template<auto M> constexpr FieldBinding percent()
{
    FieldBinding b = value<M>();
    b.number = &bind_detail::percent<M>;
    b.setNumber = &bind_detail::setPercent<M>;
    return b;
}

/// The member `Inner` of the struct at `Outer` (a fiscal year's budget amounts).
template<auto Outer, auto Inner> constexpr FieldBinding nested()
{
    FieldBinding b = value<Inner>();
    b.number = &bind_detail::nestedNumber<Outer, Inner>;
    b.setNumber = &bind_detail::setNestedNumber<Outer, Inner>;
    b.isDefault = &bind_detail::nestedIsDefault<Outer, Inner>;
    return b;
}

/// An amount's currency code: when absent, the currency the block inherits.
template<auto M> constexpr FieldBinding currency()
{
    return {
        .kind = Kind::Currency, .tag = tagOf<M>(), .text = &bind_detail::text<M>, .setText = &bind_detail::setText<M>};
}

/// A currency kept nowhere but inherited by the block's children (an option's, the fees').
constexpr FieldBinding inherited()
{
    return {.kind = Kind::Currency, .tag = &bind_detail::kInheritedTag};
}

/// Another way to give the member M (utilization for busy hours), or a value the block's
/// rule checks against it; read by the rule, never written.
template<auto M> constexpr FieldBinding input()
{
    return {.kind = Kind::Input, .tag = inputTagOf<M>()};
}

/// A value the program knows and writes (the format version), read and checked by the rule.
template<auto P> constexpr FieldBinding constant()
{
    return {.kind = Kind::Input, .tag = inputTagOf<P>(), .integral = true, .number = [](const void *) {
                return std::optional<double>(*P);
            }};
}

/// A child block in the member M (a struct or an optional one).
template<auto M> constexpr FieldBinding object()
{
    using namespace bind_detail;
    FieldBinding b{.kind = Kind::Object, .tag = tagOf<M>(), .child = &child<M>, .makeChild = &makeChild<M>};
    if constexpr (Optional<TypeOf<M>>::value)
        b.isDefault = &isDefault<M>; // absent; a plain struct is at its default when all its fields are
    return b;
}

/// A child block that groups fields of the same struct (a self-hosted option's "servers").
constexpr FieldBinding group()
{
    return {.kind = Kind::Object,
        .tag = &bind_detail::kGroupTag,
        .child = &bind_detail::same,
        .makeChild = &bind_detail::makeSame};
}

/// An array of child blocks in the vector M.
template<auto M> constexpr FieldBinding array()
{
    using namespace bind_detail;
    return {.kind = Kind::Array,
        .tag = tagOf<M>(),
        .isDefault = &isDefault<M>,
        .count = &count<M>,
        .element = &element<M>,
        .append = &append<M>};
}

/// Driver keys and numbers (DriverValues) in the member M.
template<auto M> constexpr FieldBinding drivers()
{
    return {.kind = Kind::Drivers,
        .tag = tagOf<M>(),
        .child = &bind_detail::child<M>,
        .makeChild = &bind_detail::makeChild<M>};
}

} // namespace bind

} // namespace gputco
