#pragma once

#include "pricingtypes.h"

#include <QHash>

namespace gputco {

/** A price book shipped with the seed (one per source file). */
struct SeedPriceBook
{
    QString key;
    QString name;
    QString asOf;
    QString source;
};

/** A shipped price and the key of the seed price book it belongs to. */
struct SeedPrice
{
    PriceRow row;
    QString bookKey;
};

/**
 * @brief The shipped catalog: everything the first-start database is built from.
 *
 * Built from the compiled-in files under pricing_db/seed/ (the CSV price lists staged
 * from public catalogs, and catalog.json for hand-curated figures with their sources).
 * CNY list prices are recovered from the fork's USD (CNY = USD / 0.138); the listed
 * anomaly and non-positive prices are dropped; spot prices are kept only where present.
 */
struct SeedData
{
    int version = 0;
    QList<Provider> providers;
    QList<QPair<QString, QString>> regions; ///< (provider id, region code)
    QList<GpuModel> gpuModels;
    QList<InstanceTypeRecord> instanceTypes;
    QList<SeedPriceBook> books;
    QList<SeedPrice> prices;
    QList<PriceHistoryEntry> history; ///< published earlier prices (kind 'published')
    QList<DefaultDiscount> defaultDiscounts;
    QList<HardwareItem> hardware;
    QList<FacilityProfile> facilities;
    QList<CatalogExchangeRate> exchangeRates;
    QList<FeeItem> storage;
    QList<FeeItem> network;
    QList<FeePreset> feePresets;
};

/** The version of the compiled-in seed, read without loading the seed (-1 on error). */
int builtinSeedVersion();

/** Loads the compiled-in seed; an error names the resource and the reason. */
Result<SeedData> loadBuiltinSeed();

} // namespace gputco
