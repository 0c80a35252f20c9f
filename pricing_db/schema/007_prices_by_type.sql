-- Schema version 7: the prices of an instance type stored together. The table is rebuilt
-- with the primary key (instance_type_id, id), so that the catalog's list, which reads the
-- prices of a few instance types, reads neighbouring rows of the table instead of finding
-- each price by its text id through an index (a second B-tree search per row; issue 17).
-- The id stays unique (idx_prices_id: lookups by id and ON CONFLICT (id) use it);
-- idx_prices_type_model is no longer needed (the key starts with the type).
-- The trigger of version 3 goes with the old table and is made again unchanged.
-- SQLite only: PostgreSQL keeps its table (schema/postgresql/007_prices_by_type.sql).
CREATE TABLE prices_by_type (
    id TEXT NOT NULL,
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
    origin TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'user')),
    notes TEXT NOT NULL DEFAULT '',
    hourly_min REAL,
    hourly_max REAL,
    monthly_min REAL,
    monthly_max REAL,
    as_of_basis TEXT,
    quote_vendor TEXT,
    quote_contact TEXT,
    tax_rate REAL,
    valid_from TEXT,
    valid_until TEXT,
    attachments TEXT,
    PRIMARY KEY (instance_type_id, id)
) WITHOUT ROWID;
INSERT INTO prices_by_type (id, instance_type_id, region, zone, pricing_model, term_months, payment_option,
    upfront_amount, hourly_amount, monthly_amount, currency, tax_included, as_of, source, price_book_id, origin,
    notes, hourly_min, hourly_max, monthly_min, monthly_max, as_of_basis, quote_vendor, quote_contact, tax_rate,
    valid_from, valid_until, attachments)
SELECT id, instance_type_id, region, zone, pricing_model, term_months, payment_option,
    upfront_amount, hourly_amount, monthly_amount, currency, tax_included, as_of, source, price_book_id, origin,
    notes, hourly_min, hourly_max, monthly_min, monthly_max, as_of_basis, quote_vendor, quote_contact, tax_rate,
    valid_from, valid_until, attachments
FROM prices;
DROP TABLE prices;
ALTER TABLE prices_by_type RENAME TO prices;
CREATE UNIQUE INDEX idx_prices_id ON prices(id);
CREATE INDEX idx_prices_book ON prices(price_book_id);
CREATE INDEX idx_prices_region_model ON prices(region, pricing_model);
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
