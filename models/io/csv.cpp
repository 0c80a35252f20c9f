#include "csv.h"

#include <algorithm>

namespace gputco {

namespace {

bool isBlank(QChar c)
{
    return c == u' ' || c == u'\t';
}

} // namespace

QString csvField(const QString &field)
{
    const bool special = std::any_of(field.begin(), field.end(), [](QChar c) {
        return c == u',' || c == u'"' || c == u'\n' || c == u'\r';
    });
    const bool padded = !field.isEmpty() && (isBlank(field.front()) || isBlank(field.back()));
    if (!special && !padded)
        return field;
    QString quoted = field;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace gputco
