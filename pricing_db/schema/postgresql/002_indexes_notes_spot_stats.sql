-- Schema version 2 for PostgreSQL: as ../002_indexes_notes_spot_stats.sql (filter indexes, a
-- free-text note per price, spot statistics) with DOUBLE PRECISION for REAL.
ALTER TABLE prices ADD COLUMN notes TEXT NOT NULL DEFAULT '';
CREATE INDEX idx_prices_type_model ON prices(instance_type_id, pricing_model, region);
CREATE INDEX idx_prices_book ON prices(price_book_id);
CREATE INDEX idx_instance_types_provider_gpu ON instance_types(provider_id, gpu_model_id);
CREATE TABLE spot_statistics (
    instance_type_id TEXT NOT NULL REFERENCES instance_types(id),
    region TEXT NOT NULL,
    interruption_rate_per_hour DOUBLE PRECISION,
    mean_hours_between_interruptions DOUBLE PRECISION,
    as_of TEXT,
    source TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user')),
    PRIMARY KEY (instance_type_id, region)
);
