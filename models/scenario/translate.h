#pragma once

#include <QCoreApplication>
#include <QString>

namespace gputco {

/*!
 * Translation for code outside QObjects. lupdate files a tr() call under its lexical scope:
 * "gputco::Class" inside a class, "gputco" in a free function. This looks in the class's
 * context first and then in the namespace's, so both kinds of call find their translation.
 */
inline QString translated(const char *context, const char *text, int n = -1)
{
    const QString t = QCoreApplication::translate(context, text, nullptr, n);
    if (t != QString::fromUtf8(text))
        return t;
    return QCoreApplication::translate("gputco", text, nullptr, n);
}

} // namespace gputco
