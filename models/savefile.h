#pragma once

#include <QSaveFile>

#include <cerrno>

namespace gputco {

namespace detail {

/// The reason of a failed write or flush: the system's (errno) when the call set one, else
/// the file's. Qt 6.4 leaves the error string at "Unknown error" after a short write.
inline QString saveFailure(QSaveFile &file, int error)
{
    const QString reason = error != 0 ? qt_error_string(error) : file.errorString();
    file.cancelWriting();
    return reason;
}

} // namespace detail

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
    errno = 0;
    if (!file.flush())
        return detail::saveFailure(file, errno);
    if (!file.commit())
        return file.errorString();
    return {};
}

/// Writes @p bytes to the open @p file, then commitSaveFile(); the reason on failure.
inline QString writeAndCommit(QSaveFile &file, const QByteArray &bytes)
{
    errno = 0;
    // A large write goes straight to the file engine: cut short, it sets no error either.
    if (file.write(bytes) != bytes.size())
        return detail::saveFailure(file, errno);
    return commitSaveFile(file);
}

/*!
 * Replaces @p fileName with @p bytes atomically (QSaveFile, then writeAndCommit()): the file
 * holds either its previous content or all of @p bytes, also after a full disk or a kill.
 * Returns an empty string on success, else the reason. For files made in memory first: a
 * PDF, an image, an XLSX that a library wrote elsewhere.
 */
inline QString saveBytes(const QString &fileName, const QByteArray &bytes)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    return writeAndCommit(file, bytes);
}

} // namespace gputco
