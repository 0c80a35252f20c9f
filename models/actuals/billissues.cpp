#include "billissues.h"

#include "csvreader.h"

#include <QCoreApplication>

namespace gputco {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::BillReader)
};

} // namespace

QString BillIssue::toString() const
{
    return fileIssueText(file, row, column, reason);
}

void BillIssues::add(qint64 row, const QString &column, const QString &reason)
{
    ++mTotal;
    if (mListed.size() < kLimit)
        mListed.append({mFile, row, column, reason});
}

QStringList BillIssues::toStrings() const
{
    QStringList lines;
    lines.reserve(mListed.size() + 1);
    for (const BillIssue &issue : mListed)
        lines << issue.toString();
    if (mTotal > mListed.size())
        lines << BillIssue{mFile, 0, QStringLiteral("-"),
            Tr::tr("and %1 more problems not listed").arg(mTotal - mListed.size())}
                     .toString();
    return lines;
}

} // namespace gputco
