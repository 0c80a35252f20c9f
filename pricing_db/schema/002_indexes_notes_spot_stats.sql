-- Schema version 2: filter indexes for catalog queries, a free-text note per price,
-- and spot statistics (interruption figures where a provider publishes them).
ALTER TABLE prices ADD COLUMN notes TEXT NOT NULL DEFAULT '';
CREATE INDEX idx_prices_type_model ON prices(instance_type_id, pricing_model, region);
CREATE INDEX idx_prices_book ON prices(price_book_id);
CREATE INDEX idx_instance_types_provider_gpu ON instance_types(provider_id, gpu_model_id);
CREATE TABLE spot_statistics (
    instance_type_id TEXT NOT NULL REFERENCES instance_types(id),
    region TEXT NOT NULL,
    interruption_rate_per_hour REAL,
    mean_hours_between_interruptions REAL,
    as_of TEXT,
    source TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user')),
    PRIMARY KEY (instance_type_id, region)
);
