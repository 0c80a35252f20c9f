#include "costcategory.h"

#include <QCoreApplication>

namespace gputco {

QString categoryKey(Category c)
{
    switch (c) {
    case Category::Compute: return QStringLiteral("compute");
    case Category::ReservedUpfront: return QStringLiteral("reservedUpfront");
    case Category::StorageCapacity: return QStringLiteral("storageCapacity");
    case Category::StorageIo: return QStringLiteral("storageIo");
    case Category::Egress: return QStringLiteral("egress");
    case Category::Bandwidth: return QStringLiteral("bandwidth");
    case Category::CrossAz: return QStringLiteral("crossAz");
    case Category::OtherFees: return QStringLiteral("otherFees");
    case Category::Capex: return QStringLiteral("capex");
    case Category::ResidualValue: return QStringLiteral("residualValue");
    case Category::Depreciation: return QStringLiteral("depreciation");
    case Category::Power: return QStringLiteral("power");
    case Category::Space: return QStringLiteral("space");
    case Category::Staff: return QStringLiteral("staff");
    case Category::Maintenance: return QStringLiteral("maintenance");
    case Category::CloudBridge: return QStringLiteral("cloudBridge");
    case Category::Operations: return QStringLiteral("operations");
    case Category::Interest: return QStringLiteral("interest");
    case Category::Migration: return QStringLiteral("migration");
    case Category::Platform: return QStringLiteral("platform");
    case Category::Subsidy: return QStringLiteral("subsidy");
    case Category::VatTiming: return QStringLiteral("vatTiming");
    }
    return {};
}

QString categoryName(Category c)
{
    const char *text = "";
    switch (c) {
    case Category::Compute: text = QT_TRANSLATE_NOOP("gputco::Category", "Compute"); break;
    case Category::ReservedUpfront: text = QT_TRANSLATE_NOOP("gputco::Category", "Reserved upfront"); break;
    case Category::StorageCapacity: text = QT_TRANSLATE_NOOP("gputco::Category", "Storage capacity"); break;
    case Category::StorageIo: text = QT_TRANSLATE_NOOP("gputco::Category", "Storage IO"); break;
    case Category::Egress: text = QT_TRANSLATE_NOOP("gputco::Category", "Egress"); break;
    case Category::Bandwidth: text = QT_TRANSLATE_NOOP("gputco::Category", "Bandwidth"); break;
    case Category::CrossAz: text = QT_TRANSLATE_NOOP("gputco::Category", "Cross-AZ traffic"); break;
    case Category::OtherFees: text = QT_TRANSLATE_NOOP("gputco::Category", "Other fees"); break;
    case Category::Capex: text = QT_TRANSLATE_NOOP("gputco::Category", "Capex"); break;
    case Category::ResidualValue: text = QT_TRANSLATE_NOOP("gputco::Category", "Residual value"); break;
    case Category::Depreciation: text = QT_TRANSLATE_NOOP("gputco::Category", "Depreciation"); break;
    case Category::Power: text = QT_TRANSLATE_NOOP("gputco::Category", "Power"); break;
    case Category::Space: text = QT_TRANSLATE_NOOP("gputco::Category", "Space"); break;
    case Category::Staff: text = QT_TRANSLATE_NOOP("gputco::Category", "Staff"); break;
    case Category::Maintenance: text = QT_TRANSLATE_NOOP("gputco::Category", "Maintenance"); break;
    case Category::CloudBridge: text = QT_TRANSLATE_NOOP("gputco::Category", "Cloud bridging"); break;
    case Category::Operations: text = QT_TRANSLATE_NOOP("gputco::Category", "Operations"); break;
    case Category::Interest: text = QT_TRANSLATE_NOOP("gputco::Category", "Interest"); break;
    case Category::Migration: text = QT_TRANSLATE_NOOP("gputco::Category", "Migration"); break;
    case Category::Platform: text = QT_TRANSLATE_NOOP("gputco::Category", "Managed platform"); break;
    case Category::Subsidy: text = QT_TRANSLATE_NOOP("gputco::Category", "Compute subsidy"); break;
    case Category::VatTiming: text = QT_TRANSLATE_NOOP("gputco::Category", "VAT awaiting recovery"); break;
    }
    return QCoreApplication::translate("gputco::Category", text);
}

} // namespace gputco
