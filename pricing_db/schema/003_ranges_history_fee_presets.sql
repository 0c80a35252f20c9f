-- Schema version 3: price ranges, how an as-of date was found, and price history.
-- A published range ("4671 - 5190 元/月") keeps both ends; the single amount stays NULL:
-- nothing is inferred from a range.
ALTER TABLE prices ADD COLUMN hourly_min REAL;
ALTER TABLE prices ADD COLUMN hourly_max REAL;
ALTER TABLE prices ADD COLUMN monthly_min REAL;
ALTER TABLE prices ADD COLUMN monthly_max REAL;
-- NULL or '' = the date the source states; 'commit' = the source gives no date and as_of is
-- the commit date of the file it was copied from.
ALTER TABLE prices ADD COLUMN as_of_basis TEXT;
-- Earlier prices of a price id. kind 'published': a dated earlier version of the source
-- (shipped with the seed, replaced with it); kind 'replaced': a row this catalog held until an
-- import or a seed update changed its amount, currency or date (kept for good).
-- instance_type_id is text, not a reference: retired types keep their history.
CREATE TABLE price_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    price_id TEXT NOT NULL,
    instance_type_id TEXT NOT NULL,
    region TEXT NOT NULL,
    zone TEXT NOT NULL DEFAULT '',
    pricing_model TEXT NOT NULL,
    term_months INTEGER,
    payment_option TEXT,
    upfront_amount REAL,
    hourly_amount REAL,
    monthly_amount REAL,
    hourly_min REAL,
    hourly_max REAL,
    monthly_min REAL,
    monthly_max REAL,
    currency TEXT NOT NULL,
    as_of TEXT,
    as_of_basis TEXT,
    source TEXT NOT NULL DEFAULT '',
    price_book TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    recorded_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('published', 'replaced')),
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE INDEX idx_price_history_price ON price_history(price_id, as_of);
-- An import that changes a price (ON CONFLICT DO UPDATE) keeps the old row as history.
CREATE TRIGGER prices_keep_history BEFORE UPDATE ON prices
WHEN old.hourly_amount IS NOT new.hourly_amount OR old.monthly_amount IS NOT new.monthly_amount
  OR old.upfront_amount IS NOT new.upfront_amount OR old.hourly_min IS NOT new.hourly_min
  OR old.hourly_max IS NOT new.hourly_max OR old.monthly_min IS NOT new.monthly_min
  OR old.monthly_max IS NOT new.monthly_max OR old.currency IS NOT new.currency
  OR old.as_of IS NOT new.as_of
BEGIN
  INSERT INTO price_history (price_id, instance_type_id, region, zone, pricing_model, term_months,
    payment_option, upfront_amount, hourly_amount, monthly_amount, hourly_min, hourly_max,
    monthly_min, monthly_max, currency, as_of, as_of_basis, source, price_book, notes,
    recorded_at, kind, origin)
  VALUES (old.id, old.instance_type_id, old.region, old.zone, old.pricing_model, old.term_months,
    old.payment_option, old.upfront_amount, old.hourly_amount, old.monthly_amount, old.hourly_min,
    old.hourly_max, old.monthly_min, old.monthly_max, old.currency, old.as_of, old.as_of_basis,
    old.source, coalesce((SELECT name FROM price_books WHERE id = old.price_book_id), ''), old.notes,
    strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), 'replaced', old.origin);
END;
-- Fee price lists (object storage, requests, egress, bandwidth, disks ...), one row per price
-- as published: the editor and `catalog fees` offer them, a scenario fee records the id.
CREATE TABLE fee_presets (
    id TEXT PRIMARY KEY,
    provider_id TEXT NOT NULL REFERENCES providers(id),
    product TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('storage', 'disk', 'snapshot', 'requests', 'egress', 'transfer',
                                               'bandwidth', 'performance', 'ip', 'other')),
    item TEXT NOT NULL,
    region TEXT NOT NULL DEFAULT '',
    tier TEXT NOT NULL DEFAULT '',
    price REAL NOT NULL CHECK (price >= 0),
    unit TEXT NOT NULL,
    currency TEXT NOT NULL,
    as_of TEXT,
    as_of_basis TEXT,
    source TEXT NOT NULL,
    notes TEXT NOT NULL DEFAULT '',
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user'))
);
CREATE INDEX idx_fee_presets_provider ON fee_presets(provider_id, category);
