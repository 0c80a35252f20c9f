#pragma once

#include <QString>

namespace gputco {

/*!
 * One field of a CSV record as RFC 4180 writes it: quoted when it holds a comma, a quote, a
 * line feed or a carriage return (a lone CR ends a line for Excel and for our reader), or
 * starts or ends with a space or a tab (readers that trim unquoted fields keep it then);
 * quotes inside are doubled. Text that a spreadsheet would run as a formula (starting with =,
 * +, -, @, a tab or a CR, and not a number) is prefixed with ' first (OWASP CSV injection),
 * and so is text whose leading apostrophes come before such a character ('=x is written ''=x).
 * Every CSV the product writes goes through it.
 */
QString csvField(const QString &text);

/// Whether `text` starts with a character that makes a spreadsheet cell a formula.
bool startsLikeFormula(QStringView text);

/// Whether `text`, after any leading apostrophes, starts like a formula: csvField() writes such
/// text (not a number) with one more leading ', and the reader takes exactly one away again.
bool needsFormulaGuard(QStringView text);

} // namespace gputco
