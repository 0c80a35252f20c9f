-- Schema version 1: the pricing catalog. Applied inside one transaction.
-- prices is WITHOUT ROWID: it is looked up by its text id, and one B-tree less makes
-- large imports faster.
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE providers (
    id TEXT PRIMARY KEY,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE regions (
    provider_id TEXT NOT NULL REFERENCES providers(id),
    code TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user')),
    PRIMARY KEY (provider_id, code)
);
CREATE TABLE gpu_models (
    id TEXT PRIMARY KEY,
    vendor TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    memory_gb REAL,
    bf16_tflops REAL,
    tdp_w REAL,
    notes TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE instance_types (
    id TEXT PRIMARY KEY,
    provider_id TEXT NOT NULL REFERENCES providers(id),
    name TEXT NOT NULL,
    family TEXT NOT NULL DEFAULT '',
    gpu_count INTEGER,
    gpu_model_id TEXT REFERENCES gpu_models(id),
    gpu_label TEXT NOT NULL DEFAULT '',
    vcpus REAL,
    memory_gib REAL,
    nvlink INTEGER,
    rdma_gbps REAL,
    notes TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE price_books (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    as_of TEXT,
    source TEXT NOT NULL DEFAULT '',
    imported_at TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE prices (
    id TEXT PRIMARY KEY,
    instance_type_id TEXT NOT NULL REFERENCES instance_types(id),
    region TEXT NOT NULL,
    zone TEXT NOT NULL DEFAULT '',
    pricing_model TEXT NOT NULL CHECK (pricing_model IN ('on_demand', 'reserved', 'spot')),
    term_months INTEGER,
    payment_option TEXT CHECK (payment_option IS NULL OR payment_option IN ('all_upfront', 'partial_upfront', 'no_upfront')),
    upfront_amount REAL,
    hourly_amount REAL,
    monthly_amount REAL,
    currency TEXT NOT NULL,
    tax_included INTEGER,
    as_of TEXT,
    source TEXT NOT NULL DEFAULT '',
    price_book_id INTEGER REFERENCES price_books(id),
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
) WITHOUT ROWID;
CREATE TABLE provider_default_discounts (
    id TEXT PRIMARY KEY,
    provider_id TEXT NOT NULL REFERENCES providers(id),
    pricing_model TEXT NOT NULL CHECK (pricing_model IN ('reserved', 'spot')),
    term_months INTEGER,
    discount_low REAL NOT NULL,
    discount_high REAL NOT NULL,
    discount_default REAL NOT NULL,
    source TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE negotiated_discounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    provider_id TEXT NOT NULL REFERENCES providers(id),
    pricing_model TEXT CHECK (pricing_model IS NULL OR pricing_model IN ('on_demand', 'reserved', 'spot')),
    discount REAL NOT NULL CHECK (discount >= 0 AND discount < 1),
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE storage_products (
    id TEXT PRIMARY KEY,
    provider_id TEXT REFERENCES providers(id),
    region TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    unit TEXT NOT NULL,
    price REAL NOT NULL,
    currency TEXT NOT NULL,
    as_of TEXT,
    source TEXT NOT NULL,
    reliability TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE network_fees (
    id TEXT PRIMARY KEY,
    provider_id TEXT REFERENCES providers(id),
    region TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL CHECK (kind IN ('egress_tier', 'bandwidth_mbps_month', 'cross_az', 'cross_region')),
    tier_from_gb REAL,
    tier_to_gb REAL,
    price REAL NOT NULL,
    unit TEXT NOT NULL,
    currency TEXT NOT NULL,
    as_of TEXT,
    source TEXT NOT NULL,
    reliability TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE selfhosted_hardware (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    gpu_model_id TEXT REFERENCES gpu_models(id),
    gpu_count INTEGER,
    price_low REAL NOT NULL,
    price_high REAL,
    currency TEXT NOT NULL,
    max_kw REAL,
    typical_kw_low REAL,
    typical_kw_high REAL,
    as_of TEXT,
    source TEXT NOT NULL,
    reliability TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE facility_profiles (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    power_price REAL,
    power_currency TEXT,
    pue REAL,
    pue_low REAL,
    pue_high REAL,
    rent_per_kw_month_low REAL,
    rent_per_kw_month_high REAL,
    rent_currency TEXT,
    staff_cost_month REAL,
    staff_currency TEXT,
    source TEXT NOT NULL,
    reliability TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE TABLE exchange_rates (
    from_currency TEXT NOT NULL,
    to_currency TEXT NOT NULL,
    rate REAL NOT NULL CHECK (rate > 0),
    as_of TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user')),
    PRIMARY KEY (from_currency, to_currency, as_of)
);
