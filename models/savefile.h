#pragma once

#include <QSaveFile>

#include <cerrno>

namespace gputco {

/*!
 * Commits @p file only if everything written to it reached the disk. Returns an empty string
 * on success, else the reason; the previous file is then left as it was.
 *
 * QSaveFile::commit() alone is not enough with Qt 6.4: when the disk fills up part way
 * through a write, the file engine reports the short write without an error, flush() fails
 * with NoError, and commit() puts the truncated file in place of the previous one.
 */
inline QString commitSaveFile(QSaveFile &file)
{
    if (!file.flush()) {
        const int error = errno;
        const QString reason = file.error() == QFileDevice::NoError ? qt_error_string(error) : file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace gputco
