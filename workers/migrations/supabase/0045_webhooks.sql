-- Webhooks (issue 35, decision 072), in step with workers/migrations/d1/0045_webhooks.sql.
--
-- An endpoint belongs to the account that made it (row level security: its own rows only) and receives the events
-- it ticked for the bookings of the providers that account owns (private.webhook_endpoints_for_booking, the ONE
-- place that says who receives a booking's event). Deliveries are written by the outbox's consumer with the
-- service role (public.webhook_fan_out), never inside the request that changed the booking. The signing secret is
-- kept as issued (an HMAC needs it) and is readable by the service role only: authenticated callers are granted
-- every column but it.

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references auth.users (id) on delete cascade,
  url text not null check (char_length(url) between 8 and 2000),
  events text[] not null check (cardinality(events) > 0 and events <@ array['booking.created', 'booking.confirmed',
    'booking.changed', 'booking.cancelled', 'booking.completed', 'booking.no_show']),
  secret text not null check (char_length(secret) >= 32),
  created_at timestamptz(3) not null default now(),
  disabled_at timestamptz(3)
);
create index webhook_endpoints_account on public.webhook_endpoints (account_id, created_at desc);
alter table public.webhook_endpoints enable row level security;
revoke all on public.webhook_endpoints from anon, authenticated;
grant select (id, account_id, url, events, created_at, disabled_at) on public.webhook_endpoints to authenticated;
grant all on public.webhook_endpoints to service_role;
create policy "accounts read their webhook endpoints" on public.webhook_endpoints for select to authenticated
  using (account_id = (select auth.uid()));

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event_id uuid references public.outbox_events (id) on delete set null,   -- null: a test event
  type text not null,
  body text not null,
  created_at timestamptz(3) not null default now(),
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  first_attempt_at timestamptz(3),
  next_attempt_at timestamptz(3),
  last_attempt_at timestamptz(3),
  last_status integer,
  last_error text,
  delivered_at timestamptz(3),
  enqueued_at timestamptz(3),
  claimed_at timestamptz(3),
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_endpoint on public.webhook_deliveries (endpoint_id, created_at desc);
create index webhook_deliveries_not_enqueued on public.webhook_deliveries (created_at) where enqueued_at is null and state = 'pending';
alter table public.webhook_deliveries enable row level security;
revoke all on public.webhook_deliveries from anon, authenticated;
grant select (id, endpoint_id, event_id, type, created_at, state, attempts, next_attempt_at, last_attempt_at, last_status,
  last_error, delivered_at) on public.webhook_deliveries to authenticated;
grant all on public.webhook_deliveries to service_role;
create policy "accounts read their endpoints' deliveries" on public.webhook_deliveries for select to authenticated
  using (exists (select 1 from public.webhook_endpoints e where e.id = endpoint_id and e.account_id = (select auth.uid())));

-- Who receives a booking's events: the live endpoints of the account that owns the booking's provider. Add other
-- reasons here (the booking was made with one of the account's API keys), nowhere else.
create function private.webhook_endpoints_for_booking(p_booking_id text) returns setof public.webhook_endpoints
language sql stable security definer set search_path = ''
as $$
  -- The account that owns the booking's provider, and the account whose API key made it (0043).
  select e.* from public.bookings b
  join public.webhook_endpoints e
    on e.account_id = (select p.owner_id from public.providers p where p.id = b.provider_id)
    or e.account_id = (select k.account_id from public.api_keys k where k.id = b.api_key_id)
  where b.id::text = p_booking_id and e.disabled_at is null;
$$;
revoke all on function private.webhook_endpoints_for_booking(text) from public, anon, authenticated;

-- A visit's outcome is an event of its own (webhooks booking.completed / booking.no_show; no email).
alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted',
    'booking_requested', 'booking_confirmed', 'booking_declined', 'job_applied', 'contact_message', 'review_invitation',
    'booking_completed', 'booking_no_show'));
create trigger outbox_booking_completed after update of outcome on public.bookings
  for each row when (new.outcome = 'completed' and old.outcome is null)
  execute function private.record_outbox_event('booking_completed');
create trigger outbox_booking_no_show after update of outcome on public.bookings
  for each row when (new.outcome = 'no_show' and old.outcome is null)
  execute function private.record_outbox_event('booking_no_show');

-- The caller's own endpoints (auth.uid()): create, delete, a test event, a redelivery. Each answers what happened.
create function public.create_webhook_endpoint(p_url text, p_events text[], p_secret text) returns json
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_row public.webhook_endpoints;
begin
  if (select auth.uid()) is null then
    raise exception 'signed in accounts only' using errcode = '42501';
  end if;
  insert into public.webhook_endpoints (account_id, url, events, secret)
  values ((select auth.uid()), p_url, (select array_agg(distinct e order by e) from unnest(p_events) e), p_secret)
  returning * into v_row;
  return json_build_object('id', v_row.id, 'created_at', v_row.created_at);
end;
$$;

create function public.delete_webhook_endpoint(p_id uuid) returns boolean
language sql volatile security definer set search_path = ''
as $$
  with gone as (delete from public.webhook_endpoints where id = p_id and account_id = (select auth.uid()) returning 1)
  select exists (select 1 from gone);
$$;

-- A test event to one of the caller's endpoints; null when it is not theirs.
create function public.send_test_webhook(p_id uuid, p_body text) returns uuid
language sql volatile security definer set search_path = ''
as $$
  insert into public.webhook_deliveries (endpoint_id, type, body, next_attempt_at)
  select e.id, 'webhook.test', p_body, now() from public.webhook_endpoints e
  where e.id = p_id and e.account_id = (select auth.uid()) and e.disabled_at is null
  returning id;
$$;

-- Tries a delivery again from now, with a new 24-hour window: 'queued', or 'not_found' (not the caller's).
create function public.redeliver_webhook(p_id uuid) returns text
language sql volatile security definer set search_path = ''
as $$
  with again as (
    update public.webhook_deliveries d set state = 'pending', first_attempt_at = null, next_attempt_at = now(),
      enqueued_at = null, claimed_at = null, delivered_at = null
    from public.webhook_endpoints e
    where d.id = p_id and e.id = d.endpoint_id and e.account_id = (select auth.uid()) and e.disabled_at is null
    returning 1)
  select case when exists (select 1 from again) then 'queued' else 'not_found' end;
$$;

revoke all on function public.create_webhook_endpoint(text, text[], text), public.delete_webhook_endpoint(uuid),
  public.send_test_webhook(uuid, text), public.redeliver_webhook(uuid) from public, anon;
grant execute on function public.create_webhook_endpoint(text, text[], text), public.delete_webhook_endpoint(uuid),
  public.send_test_webhook(uuid, text), public.redeliver_webhook(uuid) to authenticated;

-- The consumer's (service role): one delivery per endpoint that receives the booking's event and ticked its type.
create function public.webhook_fan_out(p_event_id uuid, p_booking_id text, p_type text, p_body text) returns integer
language sql volatile security definer set search_path = ''
as $$
  with added as (
    insert into public.webhook_deliveries (endpoint_id, event_id, type, body, next_attempt_at)
    select e.id, p_event_id, p_type, p_body, now() from private.webhook_endpoints_for_booking(p_booking_id) e
    where p_type = any (e.events)
    on conflict (endpoint_id, event_id) do nothing
    returning 1)
  select count(*)::integer from added;
$$;
revoke all on function public.webhook_fan_out(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.webhook_fan_out(uuid, text, text, text) to service_role;
