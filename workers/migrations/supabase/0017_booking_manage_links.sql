-- A booking's manage link (issue #10): the customer sees and cancels their booking with a secret token
-- (32 random bytes, base64url), no account needed. create_booking stores the token the Worker made;
-- the two functions below are the only way to use one.

alter table public.bookings
  add column manage_token text unique check (manage_token is null or manage_token ~ '^[A-Za-z0-9_-]{43}$');

-- The receipt now carries the token: only the booking's maker (the idempotency key) and the token's
-- holder get a receipt.
create or replace function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'manage_token', b.manage_token, 'created_at', b.created_at
  )
$$;

drop function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer);

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
  p_manage_token text
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
                                 customer_email, status, idempotency_key, manage_token)
    values (p_id, p_provider_id, p_service_id, p_starts_at, p_ends_at, p_customer_name, p_customer_phone,
            nullif(p_customer_email, ''), 'Confirmed', p_idempotency_key, p_manage_token)
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

-- The booking of a manage link, or null.
create function public.booking_by_manage_token(p_manage_token text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.booking_receipt(b) from public.bookings b where b.manage_token = p_manage_token
$$;

-- Cancels the booking of a manage link when it starts after p_starts_after (and in the future), in one
-- conditional update: 'cancelled' (also when it already was), 'too_late' or 'not_found'.
create function public.cancel_booking_by_manage_token(p_manage_token text, p_starts_after timestamptz) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status text;
begin
  update public.bookings set status = 'Cancelled'
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

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text) from public;
revoke all on function public.booking_by_manage_token(text) from public;
revoke all on function public.cancel_booking_by_manage_token(text, timestamptz) from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text)
  to anon, authenticated, service_role;
grant execute on function public.booking_by_manage_token(text) to anon, authenticated, service_role;
grant execute on function public.cancel_booking_by_manage_token(text, timestamptz) to anon, authenticated, service_role;
