#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace gputco {

/*!
 * The one writer of every file the product writes (scenario, autosave, PDF, XLSX, CSV, PNG,
 * SVG, catalog export, generated docs). Replaces @p fileName with @p bytes so that the file
 * holds either its previous content or all of @p bytes, also after a full disk, a kill or a
 * power cut:
 *  - a symlink is followed (the link stays, its target gets the new content);
 *  - a folder, a device node, a pipe or a socket is refused, and so is a file the user made
 *    read-only (no owner write permission, or no write access);
 *  - the bytes go to a temporary file in the target's folder (NAME.gputco-tmp-XXXXXX), every write is
 *    checked, then fsync, the permissions of the file it replaces, rename over the target and
 *    fsync of the folder;
 *  - the temporary file is removed on every error, and on SIGINT or SIGTERM while it exists;
 *    those a kill -9 or a power cut left (NAME.gputco-tmp-* older than an hour) are removed
 *    when NAME is saved again.
 * Returns an empty string on success, else the reason (without the file name).
 */
QString saveBytes(const QString &fileName, const QByteArray &bytes);

/// Receives the bytes of a streamed file piece by piece; false once a write has failed (the
/// producer may stop then: the rest is ignored and the file is not replaced).
using ByteSink = std::function<bool(const char *data, qsizetype size)>;

/*!
 * saveBytes() for files too large to hold in memory (a CSV of 1,000 options): @p produce
 * writes the content to the sink as it goes, straight into the temporary file, with the same
 * guarantees (the target holds its previous content or all that was written; the temporary
 * file removed on a failed write, an error or a signal). Returns an empty string on success,
 * else the reason (without the file name).
 */
QString saveStreamed(const QString &fileName, const std::function<void(const ByteSink &)> &produce);

/// Temporary files of ours older than this are debris of a killed process (kill -9, power cut).
inline constexpr int kStaleTemporarySeconds = 3600;

/*!
 * Removes the debris of exports killed while they ran: workbooks in the system's temporary
 * folder (gputco-export-*.xlsx, XlsxWorkbook) older than kStaleTemporarySeconds. Called when
 * the app and the CLI start. Returns how many files were removed.
 */
int removeStaleExports();

/*!
 * Removes @p path if the process is stopped by SIGINT or SIGTERM while this object lives:
 * for temporary files a library writes by name (the XLSX writer). At most 16 at once.
 */
class TemporaryFileCleanup
{
public:
    explicit TemporaryFileCleanup(const QString &path);
    ~TemporaryFileCleanup();
    TemporaryFileCleanup(const TemporaryFileCleanup &) = delete;
    TemporaryFileCleanup &operator=(const TemporaryFileCleanup &) = delete;

private:
    int mSlot = -1;
};

} // namespace gputco
