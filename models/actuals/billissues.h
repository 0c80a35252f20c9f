#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gputco {

/** One problem of a bill: file, 1-based file line (the header is line 1), column, reason. */
struct BillIssue
{
    QString file;
    qint64 row = 0; ///< 0: the whole file
    QString column; ///< a FOCUS column id, or "-" for the row or the file
    QString reason;

    /// "FILE: row R, column C: REASON" (or "FILE: C: REASON" for the whole file), in the words
    /// and translation context of ImportIssue::toString().
    QString toString() const;
};

/**
 * The problems of one bill: the first kLimit are kept, the rest only counted, so that the
 * list does not grow with the file.
 */
class BillIssues
{
public:
    static constexpr qsizetype kLimit = 100;

    explicit BillIssues(const QString &file)
        : mFile(file)
    { }

    void add(qint64 row, const QString &column, const QString &reason);
    /// Every problem, listed or not.
    qint64 total() const { return mTotal; }
    bool isEmpty() const { return mTotal == 0; }
    const QList<BillIssue> &listed() const { return mListed; }
    /// The listed problems as text, then "FILE: -: and N more problems not listed" if any were not.
    QStringList toStrings() const;

private:
    QString mFile;
    QList<BillIssue> mListed;
    qint64 mTotal = 0;
};

} // namespace gputco
