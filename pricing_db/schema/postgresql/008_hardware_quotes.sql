-- Schema version 8: a self-hosted hardware row (a server, a switch, a card) may be a quote a
-- vendor gave, like a price row since version 6 (issue 27): who gave it (vendor, contact or
-- reference), whether its price includes VAT and at which rate, the days it is valid (ISO
-- dates, both ends included) and the names of its attachments (file names only, separated by
-- ';'). NULL: not stated. A self-hosted option takes its server price from such a row by its id
-- (servers.catalogHardwareId in a scenario).
-- PostgreSQL: as ../008_hardware_quotes.sql, with DOUBLE PRECISION for REAL.
ALTER TABLE selfhosted_hardware ADD COLUMN quote_vendor TEXT;
ALTER TABLE selfhosted_hardware ADD COLUMN quote_contact TEXT;
ALTER TABLE selfhosted_hardware ADD COLUMN tax_included INTEGER;
ALTER TABLE selfhosted_hardware ADD COLUMN tax_rate DOUBLE PRECISION;
ALTER TABLE selfhosted_hardware ADD COLUMN valid_from TEXT;
ALTER TABLE selfhosted_hardware ADD COLUMN valid_until TEXT;
ALTER TABLE selfhosted_hardware ADD COLUMN attachments TEXT;
