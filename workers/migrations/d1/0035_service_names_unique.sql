-- A listing's services have names of their own (issue #33): on D1 the rule is in the statements themselves
-- (workers/adapters/local/d1-listing-repository.ts, saveService: one INSERT … HAVING NOT EXISTS and one
-- UPDATE … AND NOT EXISTS), which SQLite runs one writer at a time. Nothing to change in the schema; this file
-- keeps both dialects numbered alike (PostgreSQL's 0035 redefines save_listing_service).
SELECT 1;
