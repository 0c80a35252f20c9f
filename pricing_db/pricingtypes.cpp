#include "pricingtypes.h"

#include <QCoreApplication>

namespace gputco {

bool isValidPricingModel(const QString &key)
{
    return key == QStringLiteral("on_demand") || key == QStringLiteral("reserved")
        || key == QStringLiteral("spot");
}

QDate asOfLastDay(const QString &asOf)
{
    QString text = asOf.trimmed();
    if (text.size() == 4)
        text += QStringLiteral("-12-31");
    else if (text.size() == 7)
        return QDate::fromString(text + QStringLiteral("-01"), Qt::ISODate).addMonths(1).addDays(-1);
    return QDate::fromString(text, Qt::ISODate);
}

bool isStaleAsOf(const QString &asOf, const QDate &today, int months)
{
    const QDate date = asOfLastDay(asOf);
    return date.isValid() && date < today.addMonths(-months);
}

QString ImportIssue::toString() const
{
    if (row <= 0)
        return QCoreApplication::translate("gputco::ImportIssue", "%1: %2: %3").arg(file, column, reason);
    return QCoreApplication::translate("gputco::ImportIssue", "%1: row %2, column %3: %4")
        .arg(file).arg(row).arg(column, reason);
}

} // namespace gputco
