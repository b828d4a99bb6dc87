-- Trigram search on product names (storefront search box). pg_trgm is a trusted extension on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
