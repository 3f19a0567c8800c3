-- Who cancelled a booking, and the salon's reason (issues 31 and 32), in step with
-- workers/migrations/d1/0020_who_cancelled.sql.
--
-- bookings.cancelled_by ('customer': the manage link; 'salon': the owner's dashboard) and
-- cancellation_reason (the salon's, optional, at most 300 characters) are set by the statement that
-- cancels. Bookings cancelled before this migration keep NULL: nothing recorded who cancelled them, and
-- guessing would put words in someone's mouth. Once a booking is cancelled, who and why stay as recorded.
alter table public.bookings
  add column cancelled_by text
    constraint bookings_cancelled_by check (cancelled_by is null or (cancelled_by in ('customer', 'salon') and status = 'Cancelled')),
  add column cancellation_reason text
    constraint bookings_cancellation_reason
    check (cancellation_reason is null or (cancelled_by is not distinct from 'salon' and char_length(cancellation_reason) between 1 and 300));

-- An owner cancels through PostgREST as themselves (row level security: their provider's booking, on Premium),
-- writing the status and the reason. Who cancelled is not theirs to say: an account changing a booking's
-- status can only be its salon's owner, so the trigger names the salon. The customer's manage link names
-- the customer itself (cancel_booking_by_manage_token below, SECURITY DEFINER, so not 'authenticated').
create function private.record_who_cancelled() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.status = 'Cancelled' then
    if new.cancelled_by is distinct from old.cancelled_by or new.cancellation_reason is distinct from old.cancellation_reason then
      raise exception 'who cancelled a booking and why stay as recorded' using errcode = '23514';
    end if;
  elsif new.status = 'Cancelled' and current_user = 'authenticated' then
    new.cancelled_by := 'salon';
  end if;
  return new;
end;
$$;
revoke all on function private.record_who_cancelled() from public, anon, authenticated;
create trigger bookings_who_cancelled before update of status, cancelled_by, cancellation_reason on public.bookings
  for each row execute function private.record_who_cancelled();

-- The owner reads who cancelled and why (row level security still picks their provider's bookings only).
grant select (cancelled_by, cancellation_reason) on public.bookings to authenticated;
grant update (cancellation_reason) on public.bookings to authenticated;

-- The manage link reads them too (booking_by_manage_token, create_booking and customer_bookings answer this).
create or replace function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id, 'staff_id', b.staff_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'manage_token', b.manage_token, 'created_at', b.created_at,
    'cancelled_by', b.cancelled_by, 'cancellation_reason', b.cancellation_reason
  )
$$;

-- The record the cancellation's messages are written from: one row per cancellation, written by a trigger
-- in the cancel's own statement (so in its transaction, as its outbox event), never changed afterwards.
-- The customer's email reads who and why from here (outbox_booking), not from the booking.
-- Keyed by the booking, not the outbox event: it stays out of outbox_events' own shape, and a booking is
-- cancelled once. Nobody but the service role's functions reads it: row level security on, no policies.
create table public.booking_cancellations (
  booking_id text primary key references public.bookings (id),
  cancelled_by text check (cancelled_by in ('customer', 'salon')),
  reason text,
  cancelled_at timestamptz not null default now()
);
alter table public.booking_cancellations enable row level security;
revoke all on public.booking_cancellations from public, anon, authenticated;

-- SECURITY DEFINER: the owner or visitor who cancels may not write the record themselves.
create function private.record_cancellation() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.booking_cancellations (booking_id, cancelled_by, reason)
  values (new.id, new.cancelled_by, new.cancellation_reason)
  on conflict (booking_id) do update
    set cancelled_by = excluded.cancelled_by, reason = excluded.reason, cancelled_at = excluded.cancelled_at;
  return null;
end;
$$;
revoke all on function private.record_cancellation() from public, anon, authenticated;
create trigger booking_cancellations_recorded after update of status on public.bookings
  for each row when (new.status = 'Cancelled' and old.status <> 'Cancelled')
  execute function private.record_cancellation();

-- The manage link's cancellation, as 0001 defined it, now naming the customer.
create or replace function public.cancel_booking_by_manage_token(p_manage_token text, p_starts_after timestamptz) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status text;
begin
  update public.bookings set status = 'Cancelled', cancelled_by = 'customer'
  where manage_token = p_manage_token and status <> 'Cancelled' and starts_at > greatest(p_starts_after, now());
  if found then
    return 'cancelled';
  end if;
  select status into v_status from public.bookings where manage_token = p_manage_token;
  if v_status is null then
    return 'not_found';
  end if;
  return case when v_status = 'Cancelled' then 'cancelled' else 'too_late' end;
end
$$;

-- A booking's notice (0016), with who cancelled it and the salon's reason from the cancellation's record.
-- Still nobody's but the service role's (create or replace keeps 0015's grants).
create or replace function public.outbox_booking(p_id text)
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
    'latitude', p.latitude, 'longitude', p.longitude, 'business_email', p.email, 'owner_email', owner.email,
    'owner_locale', case when owner.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end,
    'cancelled_by', c.cancelled_by, 'cancellation_reason', c.reason)
  from public.bookings b
  join public.providers p on p.id = b.provider_id
  join public.services s on s.provider_id = b.provider_id and s.id = b.service_id
  left join public.staff st on st.provider_id = b.provider_id and st.id = b.staff_id
  left join auth.users owner on owner.id = p.owner_id
  left join public.booking_cancellations c on c.booking_id = b.id
  where b.id = p_id
$$;
