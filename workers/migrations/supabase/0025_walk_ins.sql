-- An owner moves a booking and enters walk-in and phone bookings (issue #32;
-- docs/decisions/064-reschedule-and-walk-ins.md), in step with workers/migrations/d1/0025_walk_ins.sql.
--
-- bookings.source: 'online' (a visitor booked it, as every booking before this migration), or 'walk_in' /
-- 'phone' (its owner typed it). Both changes are SECURITY DEFINER functions the owner calls as themselves
-- (authenticated): each checks that the caller owns the provider and is on Premium (Full Booking
-- Management), reads the hours in force under the provider's schedule lock as create_booking does (0010),
-- and writes under the person's day lock, so the exclusion constraint (0001) still decides every race with
-- the visitors' bookings. The owner gets no insert privilege on bookings and no update beyond 0001's status.
alter table public.bookings add column source text not null default 'online'
  constraint bookings_source check (source in ('online', 'walk_in', 'phone'));
grant select (source) on public.bookings to authenticated;

-- Whether [p_starts_at, p_ends_at) of the service is a start of the hours in force (no closure; the special
-- hours of the date, or else the weekly ones; on the slot grid; ending by closing or starting by the last
-- start) and the person performs the service, is not away and works then (their own hours, when they have
-- any). The same rules as create_booking's (0010) without its "not in the past", which each caller says.
create function private.owner_time_fits(p_provider_id text, p_staff_id text, p_service_id text,
                                        p_starts_at timestamptz, p_ends_at timestamptz) returns boolean
language sql stable security definer set search_path = ''
as $$
  with t as (
    select (p_starts_at at time zone 'Asia/Dubai') as local, (p_starts_at at time zone 'Asia/Dubai')::date as day,
           extract(hour from p_starts_at at time zone 'Asia/Dubai')::integer * 60
             + extract(minute from p_starts_at at time zone 'Asia/Dubai')::integer as start_minute,
           (extract(epoch from p_ends_at - p_starts_at) / 60)::integer as duration
  )
  select
    extract(second from t.local) = 0
    and exists (select 1 from public.services s where s.provider_id = p_provider_id and s.id = p_service_id
                and s.duration_minutes = t.duration)
    and exists (select 1 from public.staff_services q where q.provider_id = p_provider_id and q.staff_id = p_staff_id
                and q.service_id = p_service_id)
    and not exists (select 1 from public.provider_closures c where c.provider_id = p_provider_id and t.day between c.starts_on and c.ends_on)
    and exists (
      select 1 from (
        select s.opens_minute, s.closes_minute, null::integer as last_start_minute
        from public.provider_special_hours s
        where s.provider_id = p_provider_id and t.day between s.starts_on and s.ends_on
        union all
        select w.opens_minute, w.closes_minute, w.last_start_minute
        from public.provider_weekly_hours w
        where w.provider_id = p_provider_id and w.weekday = extract(dow from t.local)::integer
          and not exists (select 1 from public.provider_special_hours s
                          where s.provider_id = p_provider_id and t.day between s.starts_on and s.ends_on)
      ) as h
      where t.start_minute >= h.opens_minute
        and (t.start_minute - h.opens_minute) % coalesce(
              (select r.slot_step_minutes from public.provider_booking_rules r where r.provider_id = p_provider_id), 30) = 0
        and case when h.last_start_minute is null then t.start_minute + t.duration <= h.closes_minute
                 else t.start_minute <= h.last_start_minute end
    )
    and not exists (select 1 from public.staff_time_off o
                    where o.staff_id = p_staff_id and o.starts_at < p_ends_at and o.ends_at > p_starts_at)
    and (not exists (select 1 from public.staff_working_hours w where w.staff_id = p_staff_id)
         or exists (select 1 from public.staff_working_hours w
                    where w.staff_id = p_staff_id and w.weekday = extract(dow from t.local)::integer
                      and t.start_minute >= w.opens_minute and t.start_minute + t.duration <= w.closes_minute))
  from t
$$;
revoke all on function private.owner_time_fits(text, text, text, timestamptz, timestamptz) from public, anon, authenticated;

-- Whether the person has a live booking (other than p_except_id) within the provider's buffer of the time.
-- Called under the person's day lock; the exclusion constraint still refuses a plain overlap.
create function private.staff_held(p_provider_id text, p_staff_id text, p_starts_at timestamptz, p_ends_at timestamptz,
                                   p_except_id text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
    where b.staff_id = p_staff_id and b.status <> 'Cancelled' and b.id is distinct from p_except_id
      and b.starts_at < p_ends_at + make_interval(mins => v.buffer)
      and b.ends_at + make_interval(mins => v.buffer) > p_starts_at
  )
  from (select coalesce((select r.buffer_minutes from public.provider_booking_rules r where r.provider_id = p_provider_id), 0) as buffer) v
$$;
revoke all on function private.staff_held(text, text, timestamptz, timestamptz, text) from public, anon, authenticated;

-- The last bookable date of a provider: Dubai's today plus its booking window (0010's rules; 90 days by default).
create function private.last_bookable_day(p_provider_id text) returns date
language sql stable security definer set search_path = ''
as $$
  select (now() at time zone 'Asia/Dubai')::date
    + coalesce((select r.window_days from public.provider_booking_rules r where r.provider_id = p_provider_id), 90)
$$;
revoke all on function private.last_bookable_day(text) from public, anon, authenticated;

-- Moves a live booking that has not started to a later free time of the person asked for, its service kept.
-- Answers 'moved' with the receipt, 'slot_taken' (the person is busy then, or the time is not in the hours
-- in force now), or 'not_found' (not the caller's provider's booking, or the caller is not on Premium), or
-- 'unchanged' (cancelled, started, or a target in the past or beyond the window). The manage token stays.
create function public.reschedule_booking(p_id text, p_staff_id text, p_starts_at timestamptz, p_ends_at timestamptz)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select * into v_booking from public.bookings where id = p_id for update;
  if not found or not public.owns_provider(v_booking.provider_id) or not public.has_premium() then
    return jsonb_build_object('outcome', 'not_found', 'booking', null);
  end if;
  if v_booking.status = 'Cancelled' or v_booking.starts_at <= now() or p_starts_at <= now()
     or (p_starts_at at time zone 'Asia/Dubai')::date > private.last_bookable_day(v_booking.provider_id) then
    return jsonb_build_object('outcome', 'unchanged', 'booking', private.booking_receipt(v_booking));
  end if;
  perform pg_advisory_xact_lock_shared(hashtextextended(v_booking.provider_id, 3));
  if not private.owner_time_fits(v_booking.provider_id, p_staff_id, v_booking.service_id, p_starts_at, p_ends_at) then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end if;
  -- The same queue as create_booking's per person and day (0010), so the constraint meets committed rows.
  perform pg_advisory_xact_lock(hashtextextended(p_staff_id || '|' || ((p_starts_at at time zone 'Asia/Dubai')::date)::text, 1));
  if private.staff_held(v_booking.provider_id, p_staff_id, p_starts_at, p_ends_at, p_id) then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end if;
  begin
    update public.bookings set staff_id = p_staff_id, starts_at = p_starts_at, ends_at = p_ends_at
    where id = p_id returning * into v_booking;
  exception when exclusion_violation then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end;
  return jsonb_build_object('outcome', 'moved', 'booking', private.booking_receipt(v_booking));
end
$$;
revoke all on function public.reschedule_booking(text, text, timestamptz, timestamptz) from public, anon;
grant execute on function public.reschedule_booking(text, text, timestamptz, timestamptz) to authenticated, service_role;

-- Enters a walk-in or phone booking for the caller's own provider (on Premium): from the start of today
-- (a visit that already happened) to the end of the booking window, in the hours in force, with a person
-- free then. No customer limit applies; no idempotency or client keys; the owner is not its customer.
-- Answers 'created' with the receipt or 'slot_taken'; anyone else's provider raises 42501.
create function public.create_walk_in_booking(p_id text, p_provider_id text, p_service_id text, p_staff_id text,
                                              p_starts_at timestamptz, p_ends_at timestamptz, p_customer_name text,
                                              p_customer_phone text, p_customer_email text, p_manage_token text,
                                              p_source text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_day date := (p_starts_at at time zone 'Asia/Dubai')::date;
begin
  if not public.owns_provider(p_provider_id) or not public.has_premium() then
    raise exception 'Only the provider''s Premium owner enters its bookings.' using errcode = '42501';
  end if;
  if p_source is null or p_source not in ('walk_in', 'phone') then
    raise exception 'A walk-in or phone booking.' using errcode = '22023';
  end if;
  if v_day < (now() at time zone 'Asia/Dubai')::date or v_day > private.last_bookable_day(p_provider_id) then
    raise exception 'Today or a later date within the booking window.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock_shared(hashtextextended(p_provider_id, 3));
  if not private.owner_time_fits(p_provider_id, p_staff_id, p_service_id, p_starts_at, p_ends_at) then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_staff_id || '|' || v_day::text, 1));
  if private.staff_held(p_provider_id, p_staff_id, p_starts_at, p_ends_at, null) then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end if;
  begin
    insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone,
                                 customer_email, status, manage_token, customer_id, source)
    values (p_id, p_provider_id, p_service_id, p_staff_id, p_starts_at, p_ends_at, p_customer_name, p_customer_phone,
            nullif(p_customer_email, ''), 'Confirmed', p_manage_token, null, p_source)
    returning * into v_booking;
  exception when exclusion_violation then
    return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
  end;
  return jsonb_build_object('outcome', 'created', 'booking', private.booking_receipt(v_booking));
end
$$;
revoke all on function public.create_walk_in_booking(text, text, text, text, timestamptz, timestamptz, text, text, text, text, text)
  from public, anon;
grant execute on function public.create_walk_in_booking(text, text, text, text, timestamptz, timestamptz, text, text, text, text, text)
  to authenticated, service_role;
