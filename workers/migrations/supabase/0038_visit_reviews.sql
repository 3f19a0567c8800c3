-- Reviews from completed visits (issue 34; docs/decisions/068-visit-reviews.md), in step with
-- workers/migrations/d1/0038_visit_reviews.sql. The pure rules are graphql/modules/visit-reviews/rules.ts.
--
-- The seed's sample reviews (public.reviews) stay, marked imported (shown without "Verified visit"). A visit
-- review is one per completed booking, written only by public.submit_visit_review through the booking's
-- review token; the provider's rating and review count are recomputed in that function, under a lock of the
-- provider's row, so concurrent reviews of one provider never drift.
alter table public.reviews add column imported boolean not null default true check (imported);

alter table public.providers add column review_count integer not null default 0 check (review_count >= 0);
update public.providers p set review_count = (select count(*) from public.reviews r where r.provider_id = p.id);

-- A completed booking's private, single-use review link: only the SHA-256 of the token (minted by the outbox's
-- consumer when it writes the invitation, public.review_invitation below) is kept.
create table public.review_tokens (
  booking_id text primary key references public.bookings (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

create table public.visit_reviews (
  id text primary key default replace(gen_random_uuid()::text, '-', ''),
  booking_id text not null unique references public.bookings (id) on delete cascade,
  provider_id text not null references public.providers (id) on delete cascade,
  service_name text not null,
  visit_month text not null check (visit_month ~ '^[0-9]{4}-[0-9]{2}$'),
  author_name text not null,
  rating integer not null check (rating between 1 and 5),
  text text not null default '' check (char_length(text) <= 1000),
  created_at timestamptz not null default clock_timestamp(),
  edited_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text check (hidden_reason is null or hidden_reason in ('abusive', 'not_about_the_visit', 'personal_data')),
  check ((hidden_at is null) = (hidden_reason is null))
);
create index visit_reviews_by_provider on public.visit_reviews (provider_id, created_at desc, id desc) where hidden_at is null;

-- RLS: anyone reads the visible reviews; nobody writes the tables directly (a customer writes only through
-- submit_visit_review, which finds the token's booking; the owner's replies come with their own migration).
-- The tokens are read by nobody but the service role.
alter table public.visit_reviews enable row level security;
alter table public.review_tokens enable row level security;
revoke all on public.visit_reviews, public.review_tokens from public, anon, authenticated;
grant select on public.visit_reviews to anon, authenticated;
grant all on public.visit_reviews, public.review_tokens to service_role;
create policy "anyone reads visible visit reviews" on public.visit_reviews for select to anon, authenticated
  using (hidden_at is null);

-- Recount a provider's shown reviews and their average (one decimal, 0 with none). The caller holds the
-- provider's row lock. The rating update reaches the search documents through the providers' triggers.
create function private.recount_provider_reviews(p_provider_id text) returns void
language sql volatile security definer set search_path = ''
as $$
  with totals as (
    select count(*)::integer as total, coalesce(sum(rating), 0)::numeric as stars
    from (select rating from public.reviews where provider_id = p_provider_id
          union all
          select rating from public.visit_reviews where provider_id = p_provider_id and hidden_at is null) shown
  )
  update public.providers p
  set review_count = t.total,
      rating = case when t.total = 0 then 0 else round(t.stars / t.total, 1) end
  from totals t
  where p.id = p_provider_id
$$;
revoke all on function private.recount_provider_reviews(text) from public, anon, authenticated;

-- The single write of a review: the token's booking must be completed, its visit within 60 days, not yet
-- reviewed. Answers {"outcome": "SUBMITTED", "id": …} or {"outcome": "INVALID_TOKEN" | "ALREADY_REVIEWED" |
-- "NOT_COMPLETED" | "WINDOW_CLOSED"}; the API checks the rating and text first and says the same in its union.
create function public.submit_visit_review(p_token_hash text, p_rating integer, p_text text, p_author_name text)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_token public.review_tokens;
  v_service text;
  v_id text;
begin
  select * into v_token from public.review_tokens where token_hash = p_token_hash for update;
  if not found then
    return jsonb_build_object('outcome', 'INVALID_TOKEN');
  end if;
  if v_token.used_at is not null then
    return jsonb_build_object('outcome', 'ALREADY_REVIEWED');
  end if;
  select * into v_booking from public.bookings where id = v_token.booking_id;
  if v_booking.status <> 'Confirmed' or v_booking.outcome is distinct from 'completed' then
    return jsonb_build_object('outcome', 'NOT_COMPLETED');
  end if;
  if now() > v_booking.starts_at + interval '60 days' then
    return jsonb_build_object('outcome', 'WINDOW_CLOSED');
  end if;
  -- The provider's row lock: reviews of one provider are counted one after another.
  perform 1 from public.providers where id = v_booking.provider_id for update;
  select name into v_service from public.services where provider_id = v_booking.provider_id and id = v_booking.service_id;
  insert into public.visit_reviews (booking_id, provider_id, service_name, visit_month, author_name, rating, text)
  values (v_booking.id, v_booking.provider_id, coalesce(v_service, ''),
          to_char(v_booking.starts_at at time zone 'Asia/Dubai', 'YYYY-MM'), p_author_name, p_rating, coalesce(p_text, ''))
  on conflict (booking_id) do nothing
  returning id into v_id;
  if v_id is null then
    return jsonb_build_object('outcome', 'ALREADY_REVIEWED');
  end if;
  update public.review_tokens set used_at = now() where booking_id = v_booking.id;
  perform private.recount_provider_reviews(v_booking.provider_id);
  return jsonb_build_object('outcome', 'SUBMITTED', 'id', v_id, 'provider_id', v_booking.provider_id);
end;
$$;
revoke all on function public.submit_visit_review(text, integer, text, text) from public, anon, authenticated;
grant execute on function public.submit_visit_review(text, integer, text, text) to anon, authenticated, service_role;

-- The invitation to review (step 2): an outbox event written by the statement that marks the visit completed.
-- Its link's token is minted by the outbox's consumer when it writes the message; only its SHA-256 is kept, by
-- public.review_invitation below (the service role's).
alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted',
    'booking_requested', 'booking_confirmed', 'booking_declined', 'job_applied', 'contact_message', 'review_invitation'));
create trigger outbox_review_invitation after update of outcome on public.bookings
  for each row when (new.outcome = 'completed' and old.outcome is null)
  execute function private.record_outbox_event('review_invitation');

-- The invitation's facts, keeping the hash of the token the consumer just minted: a resend (the first send
-- failed) replaces an unused token's hash, so only the link last sent opens; a used token stays as it is and
-- nothing is sent again. Null when the booking is gone, not completed, or already reviewed.
create function public.review_invitation(p_booking_id text, p_token_hash text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_facts jsonb;
begin
  insert into public.review_tokens (booking_id, token_hash)
  select b.id, p_token_hash from public.bookings b where b.id = p_booking_id and b.outcome = 'completed'
  on conflict (booking_id) do update set token_hash = excluded.token_hash, created_at = now()
    where public.review_tokens.used_at is null;
  select jsonb_build_object('customer_name', b.customer_name, 'customer_email', b.customer_email, 'locale', b.locale,
                            'provider', p.name, 'service', s.name)
  into v_facts
  from public.bookings b join public.providers p on p.id = b.provider_id
  join public.services s on s.provider_id = b.provider_id and s.id = b.service_id
  join public.review_tokens t on t.booking_id = b.id and t.token_hash = p_token_hash and t.used_at is null
  where b.id = p_booking_id;
  return v_facts;
end;
$$;
revoke all on function public.review_invitation(text, text) from public, anon, authenticated;
grant execute on function public.review_invitation(text, text) to service_role;

-- The token's booking's customer name, for the author's "First L." (made by the API, rules.ts): only a holder
-- of the token learns it, and the token was sent to that customer. Null for an unknown token.
create function public.review_token_customer(p_token_hash text) returns text
language sql stable security definer set search_path = ''
as $$
  select b.customer_name from public.review_tokens t join public.bookings b on b.id = t.booking_id where t.token_hash = p_token_hash
$$;
revoke all on function public.review_token_customer(text) from public, anon, authenticated;
grant execute on function public.review_token_customer(text) to anon, authenticated, service_role;
