-- Plans kept on the server (issue 15): an account's plan is a row here, not a browser flag and not
-- user-editable metadata. Only the account itself reads its row; nobody writes it directly: the
-- API's subscribeToPremium / cancelSubscription call the two SECURITY DEFINER functions below,
-- which act on the caller's own row only and decide the trial's end themselves (a caller cannot
-- choose it). Premium also becomes a condition of the owner's premium writes in the database:
-- changing a booking's status (cancelling) and placing offers.
--
-- No row = Basic. trial_ends_on: the last free day of Premium's first three months (Dubai date),
-- fixed by the first subscription and kept after cancelling, so the free months are given once.
-- (The local D1 schema has the same table, workers/migrations/d1/0014_subscriptions_and_owners.sql.)

create table public.subscriptions (
  account_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('basic', 'premium', 'featured')),
  trial_ends_on date,
  updated_at timestamptz not null default now()
);

alter table public.subscriptions enable row level security;
revoke all on public.subscriptions from anon, authenticated;
grant all on public.subscriptions to service_role;
grant select on public.subscriptions to authenticated;
create policy "accounts read their own plan" on public.subscriptions for select to authenticated
  using (account_id = (select auth.uid()));

-- Plans given before this migration lived in app_metadata.plan (written by the service role).
insert into public.subscriptions (account_id, plan)
select id, raw_app_meta_data ->> 'plan' from auth.users
where raw_app_meta_data ->> 'plan' in ('premium', 'featured');

-- Does the caller's plan include the premium features (Premium or Featured)?
create function public.has_premium() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.account_id = (select auth.uid()) and s.plan in ('premium', 'featured')
  )
$$;
revoke all on function public.has_premium() from public, anon, authenticated;
grant execute on function public.has_premium() to authenticated, service_role;

-- Basic → Premium for the caller. The first subscription starts the free months: they end three
-- months after today in Dubai (the same day of the month, or the month's last day when shorter).
-- Already on Premium or Featured: nothing changes. One statement, so concurrent calls are safe.
create function public.subscribe_to_premium() returns public.subscriptions
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_account uuid := (select auth.uid());
  v_row public.subscriptions;
begin
  if v_account is null then
    raise exception 'Sign in to subscribe.' using errcode = '42501';
  end if;
  insert into public.subscriptions as s (account_id, plan, trial_ends_on)
  values (v_account, 'premium', ((now() at time zone 'Asia/Dubai')::date + interval '3 months')::date)
  on conflict (account_id) do update
    set plan = 'premium', trial_ends_on = coalesce(s.trial_ends_on, excluded.trial_ends_on), updated_at = now()
    where s.plan = 'basic';
  select * into v_row from public.subscriptions where account_id = v_account;
  return v_row;
end
$$;

-- Back to Basic for the caller, keeping the trial's end. Without a row the caller is Basic already.
create function public.cancel_subscription() returns public.subscriptions
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_account uuid := (select auth.uid());
  v_row public.subscriptions;
begin
  if v_account is null then
    raise exception 'Sign in to cancel a subscription.' using errcode = '42501';
  end if;
  update public.subscriptions set plan = 'basic', updated_at = now()
  where account_id = v_account and plan <> 'basic';
  select * into v_row from public.subscriptions where account_id = v_account;
  if not found then
    v_row := row(v_account, 'basic', null, now())::public.subscriptions;
  end if;
  return v_row;
end
$$;

revoke all on function public.subscribe_to_premium() from public, anon;
revoke all on function public.cancel_subscription() from public, anon;
grant execute on function public.subscribe_to_premium() to authenticated, service_role;
grant execute on function public.cancel_subscription() to authenticated, service_role;

-- Owners still read their providers' bookings on any plan; changing a booking's status
-- (cancelling it) is Full Booking Management, a Premium feature.
drop policy "owners set their provider's booking status" on public.bookings;
create policy "premium owners set their provider's booking status" on public.bookings for update to authenticated
  using (public.owns_provider(provider_id) and public.has_premium())
  with check (public.owns_provider(provider_id) and public.has_premium());

-- Owners read their offers on any plan; placing, changing or removing one is Premium's Offer Placement.
drop policy "owners manage their offers" on public.provider_offers;
create policy "owners read their offers" on public.provider_offers for select to authenticated
  using (public.owns_provider(provider_id));
create policy "premium owners add offers" on public.provider_offers for insert to authenticated
  with check (public.owns_provider(provider_id) and public.has_premium());
create policy "premium owners change offers" on public.provider_offers for update to authenticated
  using (public.owns_provider(provider_id) and public.has_premium())
  with check (public.owns_provider(provider_id) and public.has_premium());
create policy "premium owners remove offers" on public.provider_offers for delete to authenticated
  using (public.owns_provider(provider_id) and public.has_premium());
