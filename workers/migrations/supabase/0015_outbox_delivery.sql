-- Delivery of the hosted backend's outbox (issue 31; docs/decisions/053-hosted-outbox-delivery.md): what the
-- Worker's dispatcher, cron sweep and queue consumer ask of public.outbox_events and public.outbox_deliveries
-- (0011_outbox.sql), one function per question, with the same semantics as the D1 store
-- (workers/outbox/d1-outbox-store.ts). workers/adapters/supabase/outbox-store.ts calls them over PostgREST
-- with the service-role key.
--
-- Only the service role may call them: each is revoked from public, anon and authenticated. They are
-- SECURITY DEFINER because a booking's message needs its listing owner's address from auth.users, which
-- PostgREST does not serve; search_path is empty, so every name is schema-qualified.

-- Committed events not yet handed to the queue, oldest first.
create function public.outbox_not_enqueued(p_limit integer)
returns table (id uuid, kind text, subject_id text)
language sql stable security definer set search_path = ''
as $$
  select e.id, e.kind, e.subject_id from public.outbox_events e
  where e.enqueued_at is null order by e.created_at, e.id limit greatest(p_limit, 0)
$$;

create function public.outbox_mark_enqueued(p_ids uuid[], p_at timestamptz)
returns void
language sql security definer set search_path = ''
as $$
  update public.outbox_events set enqueued_at = p_at where id = any (p_ids) and enqueued_at is null
$$;

-- A reminder_due event for every live booking starting in (p_after, p_until] (Dubai wall times,
-- 'YYYY-MM-DDTHH:MM') that was made at least p_lead_hours before its start; once per booking and start
-- (dedupe_key, the same text as D1's), however often the sweep runs. Returns how many it recorded.
create function public.outbox_record_due_reminders(p_after text, p_until text, p_lead_hours integer)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  recorded integer;
begin
  insert into public.outbox_events (kind, subject_id, dedupe_key)
  select 'reminder_due', b.id, 'reminder:' || b.id || ':' || to_char(b.starts_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI')
  from public.bookings b
  where b.status <> 'Cancelled'
    and b.starts_at > (p_after::timestamp at time zone 'Asia/Dubai')
    and b.starts_at <= (p_until::timestamp at time zone 'Asia/Dubai')
    and b.created_at <= b.starts_at - make_interval(hours => p_lead_hours)
  on conflict (dedupe_key) do nothing;
  get diagnostics recorded = row_count;
  return recorded;
end;
$$;

-- One event, or null (an id that is not one, or a reset database).
create function public.outbox_event(p_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('id', e.id, 'kind', e.kind, 'subject_id', e.subject_id)
  from public.outbox_events e where e.id::text = p_id
$$;

-- True when this caller may send the event's message to the recipient: nobody has, and nobody has been
-- sending it since p_stale_before (a consumer that died mid-send). One statement decides, as on D1.
create function public.outbox_claim(p_event_id uuid, p_recipient text, p_at timestamptz, p_stale_before timestamptz)
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  claimed integer;
begin
  insert into public.outbox_deliveries (event_id, recipient, state, claimed_at) values (p_event_id, p_recipient, 'sending', p_at)
  on conflict (event_id, recipient) do update set claimed_at = excluded.claimed_at
  where public.outbox_deliveries.state = 'sending' and public.outbox_deliveries.claimed_at < p_stale_before;
  get diagnostics claimed = row_count;
  return claimed > 0;
end;
$$;

create function public.outbox_mark_sent(p_event_id uuid, p_recipient text, p_at timestamptz)
returns void
language sql security definer set search_path = ''
as $$
  update public.outbox_deliveries set state = 'sent', sent_at = p_at where event_id = p_event_id and recipient = p_recipient
$$;

-- Gives a claim back after a failed send, so the retry sends; a sent message stays sent.
create function public.outbox_release(p_event_id uuid, p_recipient text)
returns void
language sql security definer set search_path = ''
as $$
  delete from public.outbox_deliveries where event_id = p_event_id and recipient = p_recipient and state = 'sending'
$$;

-- A booking as its messages tell it: Dubai wall times, the listing's details, the owner's address.
create function public.outbox_booking(p_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object(
    'id', b.id,
    'starts_at', to_char(b.starts_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI'),
    'ends_at', to_char(b.ends_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI'),
    'status', b.status, 'customer_name', b.customer_name, 'customer_phone', b.customer_phone,
    'customer_email', b.customer_email, 'manage_token', b.manage_token, 'locale', b.locale,
    'service', s.name, 'staff', st.name, 'provider', p.name, 'address', p.address, 'phone', p.phone,
    'latitude', p.latitude, 'longitude', p.longitude, 'business_email', p.email, 'owner_email', owner.email)
  from public.bookings b
  join public.providers p on p.id = b.provider_id
  join public.services s on s.provider_id = b.provider_id and s.id = b.service_id
  left join public.staff st on st.provider_id = b.provider_id and st.id = b.staff_id
  left join auth.users owner on owner.id = p.owner_id
  where b.id = p_id
$$;

create function public.outbox_registration(p_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object(
    'business_name', r.business_name, 'business_email', r.business_email, 'rejection_reason', r.rejection_reason,
    'provider_id', r.provider_id, 'locale', r.locale, 'owner_email', owner.email)
  from public.provider_registrations r left join auth.users owner on owner.id = r.owner_id
  where r.id::text = p_id
$$;

-- Each function: nobody's but the service role's.
do $$
declare
  fn text;
begin
  foreach fn in array array['public.outbox_not_enqueued(integer)', 'public.outbox_mark_enqueued(uuid[], timestamptz)',
    'public.outbox_record_due_reminders(text, text, integer)', 'public.outbox_event(text)',
    'public.outbox_claim(uuid, text, timestamptz, timestamptz)', 'public.outbox_mark_sent(uuid, text, timestamptz)',
    'public.outbox_release(uuid, text)', 'public.outbox_booking(text)', 'public.outbox_registration(text)'] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
