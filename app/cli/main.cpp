#include "cli.h"

#include <QCoreApplication>

#include <cstdio>
#include <exception>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gputco"));
    QCoreApplication::setOrganizationName(QStringLiteral("gputco"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    try {
        QStringList args = QCoreApplication::arguments();
        args.removeFirst();
        const int code = gputco::runCli(args, out, err);
        out.flush();
        err.flush();
        return code;
    } catch (const std::exception &e) {
        err << "gputco-cli: internal error: " << e.what() << '\n';
    } catch (...) {
        err << "gputco-cli: internal error\n";
    }
    return gputco::ExitInternalError;
}
