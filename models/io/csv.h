#pragma once

#include <QString>

namespace gputco {

/*!
 * One field of a CSV record as RFC 4180 writes it: quoted when it holds a comma, a quote, a
 * line feed or a carriage return (a lone CR ends a line for Excel and for our reader), or
 * starts or ends with a space or a tab (readers that trim unquoted fields keep it then);
 * quotes inside are doubled. Text that a spreadsheet would run as a formula (starting with =,
 * +, -, @, a tab or a CR, and not a number) is prefixed with ' first (OWASP CSV injection).
 * Every CSV the product writes goes through it.
 */
QString csvField(const QString &text);

/// Whether `text` starts with a character that makes a spreadsheet cell a formula.
bool startsLikeFormula(QStringView text);

} // namespace gputco
