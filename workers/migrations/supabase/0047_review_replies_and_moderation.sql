-- Replies and moderation of visit reviews (issue 34; docs/decisions/074-review-replies-and-moderation.md), in
-- step with workers/migrations/d1/0047_review_replies_and_moderation.sql. The pure rules are
-- graphql/modules/visit-reviews/moderation-rules.ts.
--
-- RLS: owners write only replies on their own provider's reviews (review_replies' policies; reply_to_review runs
-- as its caller, so they apply); only reviewers hide (hide_visit_review asks is_reviewer() and recounts the
-- provider under its row lock, as submit_visit_review does); anyone reports through report_visit_review; only
-- reviewers read the reports. A review is shown when `hidden_at is null`.
alter table public.visit_reviews add column hidden_by uuid references auth.users (id) on delete set null;
-- A reply names its review's provider (for its policies): the pair must be the review's own.
alter table public.visit_reviews add constraint visit_reviews_id_provider unique (id, provider_id);

-- The owner reads their provider's reviews, hidden ones too (with why), on the dashboard.
create policy "owners read their provider's visit reviews" on public.visit_reviews for select to authenticated
  using (provider_id in (select p.id from public.providers p where p.owner_id = (select auth.uid())));
create policy "reviewers read every visit review" on public.visit_reviews for select to authenticated
  using ((select public.is_reviewer()));

create table public.review_replies (
  review_id text primary key,
  provider_id text not null,
  text text not null check (char_length(text) between 1 and 1000),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  replied_at timestamptz not null default now(),
  edited_at timestamptz,
  foreign key (review_id, provider_id) references public.visit_reviews (id, provider_id) on delete cascade
);
alter table public.review_replies enable row level security;
revoke all on public.review_replies from public, anon, authenticated;
grant select on public.review_replies to anon, authenticated;
grant insert (review_id, provider_id, text) on public.review_replies to authenticated;
grant update (text, edited_at, author_id) on public.review_replies to authenticated;
grant all on public.review_replies to service_role;
create policy "anyone reads replies to shown reviews" on public.review_replies for select to anon, authenticated
  using (exists (select 1 from public.visit_reviews v where v.id = review_id and v.hidden_at is null));
create policy "owners read their replies" on public.review_replies for select to authenticated
  using (provider_id in (select p.id from public.providers p where p.owner_id = (select auth.uid())));
create policy "owners reply to their provider's shown reviews" on public.review_replies for insert to authenticated
  with check (provider_id in (select p.id from public.providers p where p.owner_id = (select auth.uid()))
              and exists (select 1 from public.visit_reviews v where v.id = review_id and v.hidden_at is null)
              and author_id = (select auth.uid()));
create policy "owners edit their replies" on public.review_replies for update to authenticated
  using (provider_id in (select p.id from public.providers p where p.owner_id = (select auth.uid())))
  with check (provider_id in (select p.id from public.providers p where p.owner_id = (select auth.uid()))
              and author_id = (select auth.uid()));

create table public.review_reports (
  id text primary key default replace(gen_random_uuid()::text, '-', ''),
  review_id text not null references public.visit_reviews (id) on delete cascade,
  reason text not null check (reason in ('abusive', 'not_about_the_visit', 'personal_data', 'other')),
  note text not null default '' check (char_length(note) <= 500),
  reporter_hash text not null,
  reporter_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (review_id, reporter_hash)
);
create index review_reports_by_review on public.review_reports (review_id, created_at);
alter table public.review_reports enable row level security;
revoke all on public.review_reports from public, anon, authenticated;
grant select on public.review_reports to authenticated;
grant all on public.review_reports to service_role;
create policy "reviewers read reports" on public.review_reports for select to authenticated using ((select public.is_reviewer()));

-- The owner's reply, created or edited, as the caller (the policies above decide). Answers {"outcome": "REPLIED",
-- "replied_at", "edited_at"} or {"outcome": "REVIEW_NOT_FOUND" | "REVIEW_HIDDEN"}.
create function public.reply_to_review(p_review_id text, p_text text) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_review public.visit_reviews;
  v_answer jsonb;
begin
  select * into v_review from public.visit_reviews where id = p_review_id;
  if not found then
    return jsonb_build_object('outcome', 'REVIEW_NOT_FOUND');
  end if;
  if v_review.hidden_at is not null then
    return jsonb_build_object('outcome', 'REVIEW_HIDDEN');
  end if;
  insert into public.review_replies (review_id, provider_id, text)
  values (v_review.id, v_review.provider_id, p_text)
  on conflict (review_id) do update set text = excluded.text, edited_at = now(), author_id = (select auth.uid())
  returning jsonb_build_object('outcome', 'REPLIED', 'replied_at', replied_at, 'edited_at', edited_at) into v_answer;
  return v_answer;
end;
$$;
revoke all on function public.reply_to_review(text, text) from public, anon, authenticated;
grant execute on function public.reply_to_review(text, text) to authenticated, service_role;

-- Anyone's report of a shown review (one per reporter: again is a no-op). Answers {"outcome": "REPORTED" |
-- "REVIEW_NOT_FOUND"}.
create function public.report_visit_review(p_review_id text, p_reason text, p_note text, p_reporter_hash text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.visit_reviews where id = p_review_id and hidden_at is null) then
    return jsonb_build_object('outcome', 'REVIEW_NOT_FOUND');
  end if;
  insert into public.review_reports (review_id, reason, note, reporter_hash, reporter_id)
  values (p_review_id, p_reason, coalesce(p_note, ''), p_reporter_hash, (select auth.uid()))
  on conflict (review_id, reporter_hash) do nothing;
  return jsonb_build_object('outcome', 'REPORTED');
end;
$$;
revoke all on function public.report_visit_review(text, text, text, text) from public, anon, authenticated;
grant execute on function public.report_visit_review(text, text, text, text) to anon, authenticated, service_role;

-- A reviewer hides a shown review with a reason; the provider's rating and count are recounted in the same
-- transaction, under the provider's row lock (hidden reviews leave the average). Answers {"outcome": "HIDDEN",
-- "provider_id"} or {"outcome": "REVIEW_NOT_FOUND" | "ALREADY_HIDDEN"}.
create function public.hide_visit_review(p_review_id text, p_reason text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_provider text;
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers hide reviews' using errcode = '42501';
  end if;
  select provider_id into v_provider from public.visit_reviews where id = p_review_id;
  if not found then
    return jsonb_build_object('outcome', 'REVIEW_NOT_FOUND');
  end if;
  perform 1 from public.providers where id = v_provider for update;
  update public.visit_reviews set hidden_at = now(), hidden_reason = p_reason, hidden_by = (select auth.uid())
  where id = p_review_id and hidden_at is null;
  if not found then
    return jsonb_build_object('outcome', 'ALREADY_HIDDEN');
  end if;
  perform private.recount_provider_reviews(v_provider);
  return jsonb_build_object('outcome', 'HIDDEN', 'provider_id', v_provider);
end;
$$;
revoke all on function public.hide_visit_review(text, text) from public, anon, authenticated;
grant execute on function public.hide_visit_review(text, text) to authenticated, service_role;
