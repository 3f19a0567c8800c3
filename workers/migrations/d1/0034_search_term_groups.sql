-- The free text's words as groups of alternatives (issue #38; docs/decisions/055-search-synonyms.md):
-- no schema change on D1. The repository writes a group as an OR of phrases in the search_text and
-- search_grams indexes of 0001 and 0004 (workers/adapters/local/d1-search-repository.ts); this file
-- keeps the numbering in step with supabase/0034, which replaces search_providers_query.
SELECT 1;
