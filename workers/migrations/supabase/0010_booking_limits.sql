-- Issue #9: one caller must not fill a provider's day. create_booking gains a daily limit per phone
-- number and provider (at most 3 live bookings a Dubai day; the Worker asks for 3), counted under a
-- transaction-scoped advisory lock on (provider, phone, day), so concurrent requests of one phone are
-- decided one after the other and the limit holds under any timing. Returns the new outcome
-- "daily_limit" when reached.

drop function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text);

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
  p_daily_limit integer
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_duration integer;
  v_local timestamp := p_starts_at at time zone 'Asia/Dubai';
  v_day date := (p_starts_at at time zone 'Asia/Dubai')::date;
  v_held integer;
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

  -- One phone's requests for one provider and day, one at a time: the count below then sees every
  -- booking committed before it.
  perform pg_advisory_xact_lock(hashtextextended(p_provider_id || '|' || p_customer_phone || '|' || v_day::text, 0));
  select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
  end if;
  select count(*) into v_held
  from public.bookings b
  where b.provider_id = p_provider_id and b.customer_phone = p_customer_phone and b.status <> 'Cancelled'
    and b.starts_at >= (v_day::timestamp at time zone 'Asia/Dubai')
    and b.starts_at < ((v_day + 1)::timestamp at time zone 'Asia/Dubai');
  if v_held >= least(coalesce(p_daily_limit, 3), 3) then
    return jsonb_build_object('outcome', 'daily_limit', 'booking', null);
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

create index bookings_live_by_phone on public.bookings (provider_id, customer_phone, starts_at) where status <> 'Cancelled';

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer) from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer)
  to anon, authenticated, service_role;
