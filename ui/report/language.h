#pragma once

#include <QLocale>
#include <QString>

namespace gputco {

/*!
 * Switches the process to "en" or "zh_CN": installs the compiled-in translations (and Qt's
 * own), sets the default locale for number formatting. Used by the app, the CLI's report and
 * the tests alike. Returns false if the translation could not be loaded.
 */
bool setApplicationLanguage(const QString &language);

/*!
 * The language to use when nobody chose one: "zh_CN" for any Chinese locale (zh_CN, zh_TW,
 * zh_HK...), "en" for everything else, including C and POSIX.
 */
QString defaultLanguage(const QLocale &locale);

/*!
 * The language of the system, for a first start and for the CLI without --lang: the first set
 * of LC_ALL, LC_MESSAGES and LANG (the POSIX order for messages), else QLocale::system().
 */
QString defaultLanguage();

/// The font families to name explicitly for a language (CJK fonts that extract cleanly).
QStringList reportFontFamilies();

} // namespace gputco
