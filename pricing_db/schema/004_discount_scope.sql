-- Schema version 4: a negotiated discount may apply to one instance family or one region of
-- its provider only (NULL: every family, every region). Plain ALTER TABLE ADD COLUMN with TEXT
-- columns: SQLite and PostgreSQL accept the same statements.
ALTER TABLE negotiated_discounts ADD COLUMN family TEXT;
ALTER TABLE negotiated_discounts ADD COLUMN region TEXT;
