#include "csv.h"

#include <algorithm>

namespace gputco {

namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

} // namespace

bool startsLikeFormula(QStringView text)
{
    if (text.isEmpty())
        return false;
    const QChar c = text.front();
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

bool needsFormulaGuard(QStringView text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == u'\'')
        ++i;
    return startsLikeFormula(text.mid(i));
}

QString csvField(const QString &text)
{
    // CSV injection (OWASP): a spreadsheet evaluates a cell that starts with =, +, -, @, a tab
    // or a CR as a formula. Such text is prefixed with ' (shown as text, and removed again by
    // our reader); numbers such as -12.5 are left as numbers. Text that itself starts with
    // apostrophes before such a character ('=x) gets one more, so that it reads back whole.
    bool number = false;
    text.toDouble(&number);
    const QString field = needsFormulaGuard(text) && !number ? u'\'' + text : text;
    const bool special = std::any_of(
        field.begin(), field.end(), [](QChar c) { return c == u',' || c == u'"' || c == u'\n' || c == u'\r'; });
    const bool padded = !field.isEmpty() && (isBlank(field.front()) || isBlank(field.back()));
    if (!special && !padded)
        return field;
    QString quoted = field;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace gputco
