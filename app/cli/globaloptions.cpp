#include "globaloptions.h"

#include <QCoreApplication>

namespace gputco {

bool GlobalOptions::paints() const
{
    return !args.isEmpty() && (args.first() == QLatin1String("report") || args.first() == QLatin1String("export"));
}

GlobalOptions takeGlobalOptions(QStringList args)
{
    GlobalOptions g;
    const QString name = QStringLiteral("--catalog");
    const QString prefix = name + QLatin1Char('=');
    for (qsizetype i = 0; i < args.size();) {
        if (args.at(i) == name) {
            if (i + 1 >= args.size()) {
                g.error = QCoreApplication::translate("gputco::Cli", "%1 needs a value").arg(name);
                args.remove(i);
                continue;
            }
            g.catalog = args.at(i + 1);
            args.remove(i, 2);
        } else if (args.at(i).startsWith(prefix)) {
            g.catalog = args.at(i).mid(prefix.size());
            args.remove(i);
        } else {
            ++i;
        }
    }
    g.args = args;
    return g;
}

} // namespace gputco
