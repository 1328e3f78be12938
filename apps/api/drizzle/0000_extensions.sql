-- Trigram matching backs every free-text filter (`global`).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
