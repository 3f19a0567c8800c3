-- Bookings on Supabase. A booking holds [starts_at, ends_at) of a provider's time; the exclusion
-- constraint makes two live bookings of one provider that overlap impossible, whatever the timing
-- of concurrent requests, and a unique idempotency key makes a retried request find its first
-- booking instead of making a second.
--
-- Customers' names, phones and emails are private: the API roles get no direct access to this
-- table except a provider's owner reading (and confirming or cancelling) the bookings of their own
-- provider. Visitors book, look up their own booking and see which times are taken only through
-- the three SECURITY DEFINER functions below, which expose nothing else.

create table public.bookings (
  id text primary key check (char_length(id) between 1 and 64),
  provider_id text not null references public.providers (id),
  service_id text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  customer_name text not null check (char_length(customer_name) between 2 and 80),
  customer_phone text not null check (customer_phone ~ '^\+971[0-9]{8,9}$'),   -- E.164, UAE
  customer_email text check (customer_email is null or (char_length(customer_email) <= 254 and customer_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$')),
  status text not null default 'Confirmed' check (status in ('Confirmed', 'Pending', 'Cancelled')),
  idempotency_key text unique check (idempotency_key is null or idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  customer_id uuid default auth.uid() references auth.users (id) on delete set null,  -- who booked, if signed in
  created_at timestamptz not null default now(),
  -- The service must be one of this provider's.
  foreign key (provider_id, service_id) references public.services (provider_id, id),
  check (ends_at > starts_at),
  -- No double booking: live bookings of one provider never overlap. Half-open ranges, so a booking
  -- ending at 11:00 and the next starting at 11:00 both stand.
  constraint bookings_no_overlap exclude using gist (
    provider_id with =,
    tstzrange(starts_at, ends_at, '[)') with &&
  ) where (status <> 'Cancelled')
);
create index bookings_provider_time on public.bookings (provider_id, starts_at);
create index bookings_customer on public.bookings (customer_id);

alter table public.bookings enable row level security;
revoke all on public.bookings from anon, authenticated;
grant all on public.bookings to service_role;

-- A provider's owner sees the bookings of their provider and may confirm or cancel them.
grant select on public.bookings to authenticated;
grant update (status) on public.bookings to authenticated;
create policy "owners read their provider's bookings" on public.bookings for select to authenticated
  using (public.owns_provider(provider_id));
create policy "owners set their provider's booking status" on public.bookings for update to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
-- A signed-in customer sees the bookings they made.
create policy "customers read their bookings" on public.bookings for select to authenticated
  using (customer_id = (select auth.uid()));

-- Helpers the API must not reach: PostgREST only serves the schemas it is told to (public).
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- The booking as its maker sees it (customer_id stays internal).
create function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'created_at', b.created_at
  )
$$;
revoke all on function private.booking_receipt(public.bookings) from public;

-- Books a slot if it is free, in one statement: the exclusion constraint decides every race.
-- Returns {"outcome": "created" | "replayed" | "slot_taken", "booking": {...} | null}.
-- "replayed": this idempotency key already made a booking; that first booking is returned as it is.
-- The time must be a bookable slot (SPEC §5: half-hour starts 10:00–17:30 Asia/Dubai, not Friday,
-- not past) and last exactly the service's duration, so a direct API call cannot hold more time
-- than the site's own form could.
create function public.create_booking(
  p_id text,
  p_provider_id text,
  p_service_id text,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_customer_name text,
  p_customer_phone text,
  p_customer_email text,
  p_idempotency_key text
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_duration integer;
  v_local timestamp := p_starts_at at time zone 'Asia/Dubai';
begin
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required.' using errcode = '22023';
  end if;

  -- A retry of a request that already succeeded: answer with the first booking.
  select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
  end if;

  select s.duration_minutes into v_duration
  from public.services s where s.provider_id = p_provider_id and s.id = p_service_id;
  if v_duration is null then
    raise exception 'This service is not offered by this provider.' using errcode = '22023';
  end if;
  if p_ends_at is distinct from p_starts_at + make_interval(mins => v_duration)
     or p_starts_at <= now()
     or extract(isodow from v_local) = 5
     or v_local::time < time '10:00' or v_local::time > time '17:30'
     or (extract(minute from v_local)::integer % 30) <> 0 or extract(second from v_local) <> 0 then
    raise exception 'This time is not a bookable slot.' using errcode = '22023';
  end if;

  begin
    insert into public.bookings (id, provider_id, service_id, starts_at, ends_at, customer_name, customer_phone,
                                 customer_email, status, idempotency_key)
    values (p_id, p_provider_id, p_service_id, p_starts_at, p_ends_at, p_customer_name, p_customer_phone,
            nullif(p_customer_email, ''), 'Confirmed', p_idempotency_key)
    returning * into v_booking;
  exception
    when exclusion_violation or unique_violation then
      -- Either the time was taken, or a concurrent request with the same key won the race.
      select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
      if found then
        return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
      end if;
      if sqlstate = '23505' then
        raise;  -- a duplicate id, not a taken slot
      end if;
      return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end;
  return jsonb_build_object('outcome', 'created', 'booking', private.booking_receipt(v_booking));
end
$$;

-- The booking an idempotency key made, or null. The key is a random secret only its maker holds
-- (16–128 characters), so it works as a capability: knowing it is what entitles one to the receipt.
create function public.booking_by_idempotency_key(p_idempotency_key text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.booking_receipt(b) from public.bookings b where b.idempotency_key = p_idempotency_key
$$;

-- Which times of a provider are taken on a Dubai calendar day: intervals only, nothing about who.
create function public.provider_busy_intervals(p_provider_id text, p_day date)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select b.starts_at, b.ends_at
  from public.bookings b
  where b.provider_id = p_provider_id
    and b.status <> 'Cancelled'
    and b.starts_at < ((p_day + 1)::timestamp at time zone 'Asia/Dubai')
    and b.ends_at > (p_day::timestamp at time zone 'Asia/Dubai')
  order by b.starts_at
$$;

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text) from public;
revoke all on function public.booking_by_idempotency_key(text) from public;
revoke all on function public.provider_busy_intervals(text, date) from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.booking_by_idempotency_key(text) to anon, authenticated, service_role;
grant execute on function public.provider_busy_intervals(text, date) to anon, authenticated, service_role;
