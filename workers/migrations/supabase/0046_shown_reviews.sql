-- The reviews a provider's page shows (issue 34; docs/decisions/073-reviews-on-the-provider-page.md), in step
-- with workers/migrations/d1/0046_shown_reviews.sql: the visible visit reviews ("Verified visit"), then the
-- seed's imported samples. What "shown" means is said here once: the page, its paging and the count per star
-- all read these views (moderation changes this WHERE, nowhere else).
--
-- sort_key orders the list descending: '1' and the review's created_at (UTC, fixed width) for a visit review
-- (newest first), '0' and 99999999 - position for a sample (their seeded order), so one keyset (sort_key, id)
-- pages both. Byte order ("C"), as D1 compares. security_invoker: the readers' own grants and policies apply
-- (anyone reads visible visit reviews and the samples).
create view public.shown_reviews with (security_invoker = true) as
select v.provider_id, v.id, true as verified, v.rating, v.text, v.service_name, v.visit_month, v.author_name,
       ('1' || to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) collate "C" as sort_key
from public.visit_reviews v
where v.hidden_at is null
union all
select r.provider_id, r.id, false as verified, r.rating, r.comment as text, null as service_name, null as visit_month,
       r.user_name as author_name, ('0' || lpad((99999999 - r.position)::text, 8, '0')) collate "C" as sort_key
from public.reviews r;

-- The rating summary's count per star: one row per star that has reviews.
create view public.shown_review_stars with (security_invoker = true) as
select provider_id, rating as stars, count(*)::integer as count
from public.shown_reviews
group by provider_id, rating;

revoke all on public.shown_reviews, public.shown_review_stars from public, anon, authenticated;
grant select on public.shown_reviews, public.shown_review_stars to anon, authenticated, service_role;
