-- Schema version 5: indexes for the catalog's filtered list (PricingDatabase::listPrices).
-- Prices of the chosen instance types are found through idx_prices_type_model (version 2) and
-- the types of a provider through idx_instance_types_provider_gpu; these serve the filters
-- that do not name a provider or a GPU (a region, a pricing model) and the GPU filter without
-- a provider. The same SQL on SQLite and PostgreSQL.
CREATE INDEX idx_prices_region_model ON prices(region, pricing_model);
CREATE INDEX idx_instance_types_gpu ON instance_types(gpu_model_id);
