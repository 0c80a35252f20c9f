#include "atomicfile.h"
#include "cli.h"
#include "commandline.h"
#include "globaloptions.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>

int main(int argc, char *argv[])
{
    // Reports and chart images need fonts and painting: a GUI application on the offscreen
    // platform, so they work without a display. Everything else stays a console application.
    // The command is the first word after the global options (--catalog FILE report ...).
    QStringList words;
    for (int i = 1; i < argc; ++i)
        words << QString::fromLocal8Bit(argv[i]);
    const bool painting = gputco::takeGlobalOptions(words).paints();
    if (painting && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application
        = painting ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gputco"));
    QCoreApplication::setOrganizationName(QStringLiteral("gputco"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUTCO_VERSION));
    gputco::removeStaleExports(); // what exports killed earlier left in the temporary folder
    QTextStream out(stdout);
    QTextStream err(stderr);
    try {
        QStringList args = QCoreApplication::arguments();
        args.removeFirst();
        // --catalog FILE|postgresql://... (or --catalog=...) applies to every command that reads
        // the catalog: it takes the place of GPUTCO_CATALOG for this run (docs/pricing-db.md).
        const gputco::GlobalOptions global = gputco::takeGlobalOptions(args);
        if (!global.error.isEmpty())
            return gputco::usageError(err, global.error);
        if (global.catalog)
            qputenv("GPUTCO_CATALOG", global.catalog->toLocal8Bit());
        int code = gputco::runCli(global.args, out, err);
        out.flush();
        // A result that did not reach standard output (a full disk, a closed pipe) is not a
        // success: say so and exit 1 (docs/errors.md).
        const bool written = out.status() == QTextStream::Ok && std::fflush(stdout) == 0 && !std::ferror(stdout);
        if (!written) {
            err << "gputco-cli: "
                << QCoreApplication::translate("gputco::Cli", "cannot write to standard output: %1")
                       .arg(QString::fromLocal8Bit(std::strerror(errno)))
                << '\n';
            if (code == gputco::ExitOk)
                code = gputco::ExitEnvironment;
        }
        err.flush();
        return code;
    } catch (const std::exception &e) {
        err << "gputco-cli: internal error: " << e.what() << '\n';
    } catch (...) {
        err << "gputco-cli: internal error\n";
    }
    return gputco::ExitInternalError;
}
