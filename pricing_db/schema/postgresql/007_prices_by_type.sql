-- Schema version 7 on PostgreSQL: nothing to change. SQLite rebuilds its prices table with the
-- key (instance_type_id, id) so that a type's prices are neighbours (../007_prices_by_type.sql);
-- a PostgreSQL table is a heap that its indexes point into, and the list reads a type's prices
-- through idx_prices_type_model (version 2), which stays.
SELECT 1;
