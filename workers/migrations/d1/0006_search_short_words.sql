-- Numbering in step with workers/migrations/supabase/0006_search_short_words.sql (decision 029: one
-- numbering for both folders). That migration gives PostgreSQL's search what D1's has had since 0004:
-- free-text words of one or two characters looked up among the pieces of the folded texts
-- (search_grams here). D1 needs no change for it.
SELECT 1;
