#pragma once

#include <QString>
#include <QStringList>

namespace gputco {

class MainWindow;

/*!
 * Renders the main views (editor, catalog browser, each chart, what-if, comparison) in
 * English and Simplified Chinese into `directory`/LANGUAGE/NAME.png, so anyone can look at
 * the app without running it. Returns the files written.
 */
QStringList renderScreenshots(MainWindow *window, const QString &directory);

} // namespace gputco
