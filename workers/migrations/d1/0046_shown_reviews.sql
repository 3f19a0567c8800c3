-- The reviews a provider's page shows (issue 34; docs/decisions/073-reviews-on-the-provider-page.md), in step
-- with workers/migrations/supabase/0046_shown_reviews.sql: the visible visit reviews ("Verified visit"), then
-- the seed's imported samples. What "shown" means is said here once: the page, its paging and the count per
-- star all read this view (moderation changes this WHERE, nowhere else).
--
-- sort_key orders the list descending: '1' and the review's created_at for a visit review (newest first),
-- '0' and 99999999 - position for a sample (their seeded order), so one keyset (sort_key, id) pages both.
CREATE VIEW shown_reviews AS
SELECT v.provider_id, v.id, 1 AS verified, v.rating, v.text, v.service_name, v.visit_month, v.author_name,
       '1' || v.created_at AS sort_key
FROM visit_reviews v
WHERE v.hidden_at IS NULL
UNION ALL
SELECT r.provider_id, r.id, 0 AS verified, r.rating, r.comment AS text, NULL AS service_name, NULL AS visit_month,
       r.user_name AS author_name, '0' || printf('%08d', 99999999 - r.position) AS sort_key
FROM reviews r;

-- The rating summary's count per star: one row per star that has reviews.
CREATE VIEW shown_review_stars AS
SELECT provider_id, rating AS stars, count(*) AS count FROM shown_reviews GROUP BY provider_id, rating;
