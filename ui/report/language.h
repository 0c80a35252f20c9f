#pragma once

#include <QString>

namespace gputco {

/*!
 * Switches the process to "en" or "zh_CN": installs the compiled-in translations (and Qt's
 * own), sets the default locale for number formatting. Used by the app, the CLI's report and
 * the tests alike. Returns false if the translation could not be loaded.
 */
bool setApplicationLanguage(const QString &language);

/// The font families to name explicitly for a language (CJK fonts that extract cleanly).
QStringList reportFontFamilies();

} // namespace gputco
