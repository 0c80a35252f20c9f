#include "pricingtypes.h"

#include <QCoreApplication>

namespace gputco {

bool isValidPricingModel(const QString &key)
{
    return key == QStringLiteral("on_demand") || key == QStringLiteral("reserved")
        || key == QStringLiteral("spot");
}

QString ImportIssue::toString() const
{
    if (row <= 0)
        return QCoreApplication::translate("gputco::ImportIssue", "%1: %2: %3").arg(file, column, reason);
    return QCoreApplication::translate("gputco::ImportIssue", "%1: row %2, column %3: %4")
        .arg(file).arg(row).arg(column, reason);
}

} // namespace gputco
