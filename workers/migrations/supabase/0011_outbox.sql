-- One outbox for everything that must be told (issue 31; docs/decisions/047-one-outbox.md), in step with
-- workers/migrations/d1/0011_outbox.sql.
--
-- Every message starts as a row of public.outbox_events written by an AFTER trigger on the table that
-- changed, in the same transaction as the change (create_booking, the reviewers' functions, an owner's
-- update: whichever path wrote the row), so a change that rolls back tells nobody and one that commits
-- is never lost. Only the service role (the Worker's dispatcher and queue consumer) reads or writes the
-- outbox: row level security on, no policies, nothing granted to anon or authenticated.
--
-- Accounts are Supabase Auth's: it sends its own verification and recovery emails, so auth.users gets
-- no trigger here (the local backend's accounts table has one).
--
-- The person's language: bookings.locale and provider_registrations.locale ('en' or 'ar'), taken on
-- insert from the request's `x-glow-locale` header (PostgREST hands request headers to the transaction
-- as request.headers), which the Worker sets to the site the person used.
alter table public.bookings add column locale text not null default 'en' check (locale in ('en', 'ar'));
alter table public.provider_registrations add column locale text not null default 'en' check (locale in ('en', 'ar'));

create table public.outbox_events (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('booking_created', 'booking_cancelled', 'booking_changed', 'registration_approved',
                                     'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due')),
  subject_id text not null,
  -- A reminder is one per booking and start: sweeping twice records it once.
  dedupe_key text unique,
  created_at timestamptz not null default now(),
  enqueued_at timestamptz
);
create index outbox_events_not_enqueued on public.outbox_events (created_at) where enqueued_at is null;
create index outbox_events_subject on public.outbox_events (subject_id);

create table public.outbox_deliveries (
  event_id uuid not null references public.outbox_events (id) on delete cascade,
  recipient text not null,
  state text not null check (state in ('sending', 'sent')),
  claimed_at timestamptz not null,
  sent_at timestamptz,
  primary key (event_id, recipient)
);

alter table public.outbox_events enable row level security;    -- no policies: API roles see nothing
alter table public.outbox_deliveries enable row level security; -- no policies: API roles see nothing
revoke all on public.outbox_events, public.outbox_deliveries from anon, authenticated;
grant select, insert, update, delete on public.outbox_events, public.outbox_deliveries to service_role;

-- The site the person used, from the request that inserts the row; NULL outside PostgREST.
create function private.request_locale() returns text
language sql stable set search_path = ''
as $$
  -- An unset setting reads '' once anything in the session set it: not JSON.
  select case when lower(nullif(current_setting('request.headers', true), '')::json ->> 'x-glow-locale') = 'ar' then 'ar' end
$$;
revoke all on function private.request_locale() from public, anon, authenticated;

-- SECURITY DEFINER: the API roles have no usage on schema private, where request_locale lives.
create function private.take_request_locale() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.locale := coalesce(private.request_locale(), new.locale);
  return new;
end;
$$;
revoke all on function private.take_request_locale() from public, anon, authenticated;

create trigger bookings_locale before insert on public.bookings
  for each row execute function private.take_request_locale();
create trigger provider_registrations_locale before insert on public.provider_registrations
  for each row execute function private.take_request_locale();

-- SECURITY DEFINER: the caller (a visitor booking, an owner cancelling, a reviewer) may not write the outbox.
create function private.record_outbox_event() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outbox_events (kind, subject_id) values (tg_argv[0], new.id::text);
  return null;
end;
$$;
revoke all on function private.record_outbox_event() from public, anon, authenticated;

create trigger outbox_booking_created after insert on public.bookings
  for each row execute function private.record_outbox_event('booking_created');
create trigger outbox_booking_cancelled after update of status on public.bookings
  for each row when (new.status = 'Cancelled' and old.status <> 'Cancelled')
  execute function private.record_outbox_event('booking_cancelled');
create trigger outbox_booking_changed after update of starts_at, ends_at, staff_id, service_id on public.bookings
  for each row when (new.status <> 'Cancelled' and (new.starts_at <> old.starts_at or new.service_id <> old.service_id
                                                    or new.staff_id <> old.staff_id))
  execute function private.record_outbox_event('booking_changed');
create trigger outbox_registration_approved after update of status, provider_id on public.provider_registrations
  for each row when (new.status = 'Approved' and new.provider_id is not null
                     and (old.status <> 'Approved' or old.provider_id is null))
  execute function private.record_outbox_event('registration_approved');
create trigger outbox_registration_rejected after update of status on public.provider_registrations
  for each row when (new.status = 'Rejected' and old.status <> 'Rejected')
  execute function private.record_outbox_event('registration_rejected');
