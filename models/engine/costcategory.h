#pragma once

#include <QString>

#include <array>
#include <cstddef>

namespace gputco {

/*!
 * The lines a bill is broken into. Hidden fees (storage, IO, egress, bandwidth, cross-AZ,
 * other) are their own categories so users can see what the GPU unit price leaves out.
 */
enum class Category : int {
    Compute, ///< instance hours: on-demand, spot, reserved monthly part
    ReservedUpfront, ///< upfront part of a reserved term
    StorageCapacity, ///< GB-months of disks, file systems, object storage, checkpoints
    StorageIo, ///< request fees, provisioned IOPS and throughput
    Egress, ///< internet egress per GB
    Bandwidth, ///< bandwidth billing per Mbps-month
    CrossAz, ///< traffic between availability zones
    OtherFees, ///< public IPs, NAT, support plans ...
    Capex, ///< hardware bought (cash view)
    ResidualValue, ///< resale at end of life (cash view, negative)
    Depreciation, ///< capex spread over its life (amortized view)
    Power, ///< electricity including PUE
    Space, ///< racks or colocation rent
    Staff, ///< operations staff
    Maintenance, ///< support contracts, spares
    CloudBridge, ///< cloud capacity bought while owned servers are not there or not enough
    Operations, ///< flat running costs and maintenance hours of owned servers
    Interest, ///< interest and fees of financed purchases
    Migration, ///< one-time costs of moving: porting, data moved in, set-up, parallel running
    Platform, ///< managed training platform fee or surcharge
    Subsidy, ///< compute subsidies received (算力券), negative
    VatTiming, ///< input VAT paid before it is recovered, and its recovery: sums to nothing
};

inline constexpr std::size_t kCategoryCount = 22;
using CategoryAmounts = std::array<double, kCategoryCount>;

inline constexpr std::array<Category, kCategoryCount> kAllCategories = {
    Category::Compute,
    Category::ReservedUpfront,
    Category::StorageCapacity,
    Category::StorageIo,
    Category::Egress,
    Category::Bandwidth,
    Category::CrossAz,
    Category::OtherFees,
    Category::Capex,
    Category::ResidualValue,
    Category::Depreciation,
    Category::Power,
    Category::Space,
    Category::Staff,
    Category::Maintenance,
    Category::CloudBridge,
    Category::Operations,
    Category::Interest,
    Category::Migration,
    Category::Platform,
    Category::Subsidy,
    Category::VatTiming,
};

constexpr std::size_t index(Category c)
{
    return static_cast<std::size_t>(c);
}

/// False for the lines that carry no VAT of their own: subsidies received (a grant is outside
/// VAT) and the timing of input VAT itself.
constexpr bool bearsVat(Category c)
{
    return c != Category::Subsidy && c != Category::VatTiming;
}

/// True for the fees the seed documents warn hide beside the GPU price.
constexpr bool isHiddenFee(Category c)
{
    switch (c) {
    case Category::StorageCapacity:
    case Category::StorageIo:
    case Category::Egress:
    case Category::Bandwidth:
    case Category::CrossAz:
    case Category::OtherFees: return true;
    default: return false;
    }
}

/// Stable machine key used in JSON and CSV output ("compute", "storageIo", ...).
QString categoryKey(Category c);
/// Translated, human-readable name.
QString categoryName(Category c);

} // namespace gputco
