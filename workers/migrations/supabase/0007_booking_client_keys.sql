-- ---------------------------------------------------------------------------
-- One client's share of a provider's day (issue #27; docs/decisions/032-one-client-cannot-fill-a-day.md).
--
-- One address booked every free time of a provider's day with made-up phone numbers. A booking now
-- records who asked as two keys: keyed hashes (HMAC-SHA-256, 64 hex characters) of the client's address
-- and of its network (IPv4 /24, IPv6 /56; an IPv6 client is its /64), scoped to the booking's Dubai day
-- and made by the Worker (graphql/modules/bookings/client-keys.ts), never the address itself. Of one
-- provider's day a client holds at most 3 live bookings per address key and 6 per network key.
--
-- create_booking is the 0001 function wrapped: that one (slot rules, idempotency, the phone's limit, the
-- staff member's insert) moves to private.create_booking_for_staff, unchanged and callable by nobody but
-- the wrapper; the new public.create_booking takes the keys, answers a retry of a booking already made,
-- takes a transaction-scoped advisory lock on (provider, network key, day) so that one network's
-- requests for one provider and day are decided one after the other, counts, and only under both limits
-- calls it and writes the keys on the booking it made. Locks are always taken in one order (network,
-- phone, staff member), so the new lock adds no deadlock. The 0001 signature is gone: a direct caller
-- through PostgREST cannot skip the count by calling it. Such a caller still chooses its own keys (as it
-- chose its phone numbers): the limits hold for the Worker's callers, see decision 032.
-- Returns 0001's answer, or {"outcome": "client_limit", "booking": null}.
-- ---------------------------------------------------------------------------

alter table public.bookings
  add column client_address_key text check (client_address_key is null or client_address_key ~ '^[0-9a-f]{64}$'),
  add column client_network_key text check (client_network_key is null or client_network_key ~ '^[0-9a-f]{64}$');
create index bookings_live_by_client_address on public.bookings (provider_id, client_address_key, starts_at) where status <> 'Cancelled';
create index bookings_live_by_client_network on public.bookings (provider_id, client_network_key, starts_at) where status <> 'Cancelled';
-- Owners read their providers' bookings through the column list granted in 0001, which these are not
-- in; customers' receipts (private.booking_receipt) leave them out too.

alter function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])
  rename to create_booking_for_staff;
alter function public.create_booking_for_staff(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])
  set schema private;
revoke all on function private.create_booking_for_staff(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])
  from public, anon, authenticated;

create function public.create_booking(
  p_id text,
  p_provider_id text,
  p_service_id text,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_customer_name text,
  p_customer_phone text,
  p_customer_email text,
  p_idempotency_key text,
  p_daily_limit integer,
  p_manage_token text,
  p_staff_ids text[] default null,
  -- Required; defaults only because they follow p_staff_ids, which a direct caller may leave out (0001).
  p_client_address_key text default null,
  p_client_network_key text default null,
  p_client_address_limit integer default null,
  p_client_network_limit integer default null
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_day date := (p_starts_at at time zone 'Asia/Dubai')::date;
  v_address_held integer;
  v_network_held integer;
  v_answer jsonb;
begin
  if coalesce(p_client_address_key ~ '^[0-9a-f]{64}$' and p_client_network_key ~ '^[0-9a-f]{64}$', false) is false then
    raise exception 'The client keys are required (64 hexadecimal characters each).' using errcode = '22023';
  end if;

  -- A retry of a request that already succeeded counts nothing: the first booking is the answer. Once
  -- more after the lock, for a twin that committed while this one waited.
  select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  if not found then
    perform pg_advisory_xact_lock(hashtextextended(p_provider_id || '|' || p_client_network_key || '|' || v_day::text, 2));
    select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  end if;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
  end if;

  select count(*) filter (where b.client_address_key = p_client_address_key),
         count(*) filter (where b.client_network_key = p_client_network_key)
  into v_address_held, v_network_held
  from public.bookings b
  where b.provider_id = p_provider_id and b.status <> 'Cancelled'
    and (b.client_address_key = p_client_address_key or b.client_network_key = p_client_network_key)
    and b.starts_at >= (v_day::timestamp at time zone 'Asia/Dubai')
    and b.starts_at < ((v_day + 1)::timestamp at time zone 'Asia/Dubai');
  -- As with the phone's limit, a caller may ask for less than the database's own limits, never more.
  if v_address_held >= least(coalesce(p_client_address_limit, 3), 3)
     or v_network_held >= least(coalesce(p_client_network_limit, 6), 6) then
    return jsonb_build_object('outcome', 'client_limit', 'booking', null);
  end if;

  v_answer := private.create_booking_for_staff(p_id, p_provider_id, p_service_id, p_starts_at, p_ends_at, p_customer_name,
    p_customer_phone, p_customer_email, p_idempotency_key, p_daily_limit, p_manage_token, p_staff_ids);
  if v_answer ->> 'outcome' = 'created' then
    update public.bookings set client_address_key = p_client_address_key, client_network_key = p_client_network_key
    where id = v_answer -> 'booking' ->> 'id';
  end if;
  return v_answer;
end
$$;

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[], text, text, integer, integer)
  from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[], text, text, integer, integer)
  to anon, authenticated, service_role;
