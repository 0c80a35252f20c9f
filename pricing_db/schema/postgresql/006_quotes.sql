-- Schema version 6: a price row may be
-- a quote a vendor gave: who gave it (vendor, contact or reference), the VAT rate an amount
-- marked tax_included contains, the days it is valid (ISO dates, both ends included) and the
-- names of its attachments (file names only, separated by ';'). NULL: not stated.
-- PostgreSQL: as ../006_quotes.sql, with DOUBLE PRECISION for REAL.
ALTER TABLE prices ADD COLUMN quote_vendor TEXT;
ALTER TABLE prices ADD COLUMN quote_contact TEXT;
ALTER TABLE prices ADD COLUMN tax_rate DOUBLE PRECISION;
ALTER TABLE prices ADD COLUMN valid_from TEXT;
ALTER TABLE prices ADD COLUMN valid_until TEXT;
ALTER TABLE prices ADD COLUMN attachments TEXT;
