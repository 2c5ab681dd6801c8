-- Trigram indexes keep keyword search (ILIKE '%…%') index-backed on large catalogues.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
