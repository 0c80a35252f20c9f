#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gputco {

bool setApplicationLanguage(const QString &language)
{
    static QTranslator app;
    static QTranslator qt;
    QCoreApplication::removeTranslator(&app);
    QCoreApplication::removeTranslator(&qt);
    if (language != QLatin1String("zh_CN")) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const bool ok = app.load(QStringLiteral(":/i18n/gputco_zh_CN.qm"));
    if (ok)
        QCoreApplication::installTranslator(&app);
    if (qt.load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qt);
    return ok;
}

QString defaultLanguage(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString defaultLanguage()
{
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(variable);
        if (!value.isEmpty())
            return defaultLanguage(QLocale(value)); // QLocale reads zh_CN.UTF-8, C and POSIX
    }
    return defaultLanguage(QLocale::system());
}

QStringList reportFontFamilies()
{
    // WenQuanYi Micro Hei has Latin and CJK glyphs and extracts cleanly with pdftotext;
    // Noto CJK maps some characters to look-alike radicals.
    return {QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("DejaVu Sans")};
}

} // namespace gputco
