#pragma once

namespace gputco::Percent {

/*!
 * The decimals to show `percent` with: at least `decimals`, more (up to 10) while those would
 * show a share that is neither 100 nor 0 as 100 or 0. 99.9999 % with 2 decimals would read
 * "100.00 % off" (issue 33): it needs 4; 99.999999 needs 6.
 */
int decimalsFor(double percent, int decimals);

/// Negotiated discounts above this share off the list price (90 %) are warned about: a typing
/// error or a misread quote more often than a real price.
constexpr double kPlausibleDiscount = 0.9;

} // namespace gputco::Percent
