-- The owner's time (issue #30; docs/decisions/046-owner-schedules.md), in step with
-- workers/migrations/d1/0010_owner_schedules.sql.
--
-- * Weekly hours per provider (several intervals a day: split days), closures of a date range with a
--   reason, special hours for a date range (Ramadan), booking rules, per-staff working hours and time
--   off. Times of day are Asia/Dubai minutes since midnight; dates are Dubai dates; time off instants.
-- * Reading: hours, closures, special hours, rules and staff hours are public (a visitor's page shows
--   them); time off is the owner's (its reason is private): anyone else learns only when a person is
--   away, through public.staff_time_off_between, as busy times are told.
-- * Writing: a provider's owner only (owns_provider in every policy); the set_* functions replace a
--   day's or a person's rows in one transaction, as the caller, so the policies decide.
-- * The race with bookings: every write to these tables takes an exclusive transaction lock on the
--   provider's schedule (a trigger); private.create_booking_for_staff (0001's, redefined here) takes the
--   same lock shared before it reads the hours in force, so a booking either commits before a change
--   that closes its time or sees that change. Bookings still never wait for each other on it.
-- * Every provider, the samples and every new listing (a trigger on providers), starts from the seed's
--   rule: Saturday to Thursday 10:00–18:00, last start 17:30, Friday closed.

create table public.provider_weekly_hours (
  provider_id text not null references public.providers (id) on delete cascade,
  weekday integer not null check (weekday between 0 and 6),          -- 0 = Sunday … 5 = Friday, 6 = Saturday
  opens_minute integer not null check (opens_minute between 0 and 1439),
  closes_minute integer not null check (closes_minute > opens_minute and closes_minute <= 1440),
  -- When set, a service may start up to it and run past closing ("last appointment 17:30").
  last_start_minute integer check (last_start_minute is null or last_start_minute between opens_minute and closes_minute),
  primary key (provider_id, weekday, opens_minute)
);

create table public.provider_closures (
  id text primary key check (char_length(id) between 1 and 64),
  provider_id text not null references public.providers (id) on delete cascade,
  starts_on date not null,
  ends_on date not null check (ends_on >= starts_on),
  reason text check (reason is null or char_length(reason) <= 120),
  created_at timestamptz not null default now()
);
create index provider_closures_by_date on public.provider_closures (provider_id, starts_on, ends_on);

create table public.provider_special_hours (
  provider_id text not null references public.providers (id) on delete cascade,
  starts_on date not null,
  ends_on date not null check (ends_on >= starts_on),
  opens_minute integer not null check (opens_minute between 0 and 1439),
  closes_minute integer not null check (closes_minute > opens_minute and closes_minute <= 1440),
  primary key (provider_id, starts_on, opens_minute)
);

create table public.provider_booking_rules (
  provider_id text primary key references public.providers (id) on delete cascade,
  slot_step_minutes integer not null default 30 check (slot_step_minutes in (15, 30)),
  minimum_notice_minutes integer not null default 0 check (minimum_notice_minutes between 0 and 10080),
  window_days integer not null default 90 check (window_days between 1 and 365),
  buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 240)
);

create table public.staff_working_hours (
  provider_id text not null,
  staff_id text not null,
  weekday integer not null check (weekday between 0 and 6),
  opens_minute integer not null check (opens_minute between 0 and 1439),
  closes_minute integer not null check (closes_minute > opens_minute and closes_minute <= 1440),
  primary key (staff_id, weekday, opens_minute),
  foreign key (provider_id, staff_id) references public.staff (provider_id, id) on delete cascade
);

create table public.staff_time_off (
  id text primary key check (char_length(id) between 1 and 64),
  provider_id text not null,
  staff_id text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  reason text check (reason is null or char_length(reason) <= 120),
  foreign key (provider_id, staff_id) references public.staff (provider_id, id) on delete cascade
);
create index staff_time_off_by_staff on public.staff_time_off (staff_id, starts_at);
create index staff_time_off_by_provider on public.staff_time_off (provider_id, starts_at);

-- The default schedule: the samples now, every provider added later by the trigger.
insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute, last_start_minute)
select p.id, d.weekday, 600, 1080, 1050 from public.providers p cross join unnest(array[0, 1, 2, 3, 4, 6]) as d (weekday);
insert into public.provider_booking_rules (provider_id) select id from public.providers;

create function private.default_schedule() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute, last_start_minute)
  select new.id, d.weekday, 600, 1080, 1050 from unnest(array[0, 1, 2, 3, 4, 6]) as d (weekday);
  insert into public.provider_booking_rules (provider_id) values (new.id);
  return new;
end
$$;
revoke all on function private.default_schedule() from public, anon, authenticated;
create trigger providers_default_schedule after insert on public.providers
  for each row execute function private.default_schedule();

-- Every change to a provider's schedule holds its schedule lock until it commits (see the header).
create function private.lock_schedule() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(coalesce(new.provider_id, old.provider_id), 3));
  return coalesce(new, old);
end
$$;
revoke all on function private.lock_schedule() from public, anon, authenticated;
create trigger provider_weekly_hours_lock before insert or update or delete on public.provider_weekly_hours
  for each row execute function private.lock_schedule();
create trigger provider_closures_lock before insert or update or delete on public.provider_closures
  for each row execute function private.lock_schedule();
create trigger provider_special_hours_lock before insert or update or delete on public.provider_special_hours
  for each row execute function private.lock_schedule();
create trigger provider_booking_rules_lock before insert or update or delete on public.provider_booking_rules
  for each row execute function private.lock_schedule();
create trigger staff_working_hours_lock before insert or update or delete on public.staff_working_hours
  for each row execute function private.lock_schedule();
create trigger staff_time_off_lock before insert or update or delete on public.staff_time_off
  for each row execute function private.lock_schedule();

-- Row level security and grants: public reading but time off; the owner writes.
alter table public.provider_weekly_hours enable row level security;
alter table public.provider_closures enable row level security;
alter table public.provider_special_hours enable row level security;
alter table public.provider_booking_rules enable row level security;
alter table public.staff_working_hours enable row level security;
alter table public.staff_time_off enable row level security;
revoke all on public.provider_weekly_hours, public.provider_closures, public.provider_special_hours,
  public.provider_booking_rules, public.staff_working_hours, public.staff_time_off from anon, authenticated;
grant all on public.provider_weekly_hours, public.provider_closures, public.provider_special_hours,
  public.provider_booking_rules, public.staff_working_hours, public.staff_time_off to service_role;
grant select on public.provider_weekly_hours, public.provider_closures, public.provider_special_hours,
  public.provider_booking_rules, public.staff_working_hours to anon, authenticated;
grant select, insert, update, delete on public.staff_time_off to authenticated;
grant insert, update, delete on public.provider_weekly_hours, public.provider_closures, public.provider_special_hours,
  public.provider_booking_rules, public.staff_working_hours to authenticated;

create policy "weekly hours are public" on public.provider_weekly_hours for select to anon, authenticated using (true);
create policy "closures are public" on public.provider_closures for select to anon, authenticated using (true);
create policy "special hours are public" on public.provider_special_hours for select to anon, authenticated using (true);
create policy "booking rules are public" on public.provider_booking_rules for select to anon, authenticated using (true);
create policy "staff hours are public" on public.staff_working_hours for select to anon, authenticated using (true);
create policy "owners manage their weekly hours" on public.provider_weekly_hours for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their closures" on public.provider_closures for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their special hours" on public.provider_special_hours for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their booking rules" on public.provider_booking_rules for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their staff hours" on public.staff_working_hours for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their staff time off" on public.staff_time_off for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));

-- When a provider's people are away between two instants (no reasons): what availability needs.
create function public.staff_time_off_between(p_provider_id text, p_from timestamptz, p_to timestamptz)
returns table (id text, staff_id text, starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select t.id, t.staff_id, t.starts_at, t.ends_at from public.staff_time_off t
  where t.provider_id = p_provider_id and t.starts_at < p_to and t.ends_at > p_from
  order by t.starts_at, t.staff_id
$$;
revoke all on function public.staff_time_off_between(text, timestamptz, timestamptz) from public;
grant execute on function public.staff_time_off_between(text, timestamptz, timestamptz) to anon, authenticated, service_role;

-- Replacing a list in one transaction, as the caller (the policies decide who may).
-- p_hours: [{"weekday": 0, "opens": 600, "closes": 1080}, …]
create function public.set_weekly_hours(p_provider_id text, p_hours jsonb) returns void
language sql volatile security invoker set search_path = ''
as $$
  delete from public.provider_weekly_hours where provider_id = p_provider_id;
  insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
  select p_provider_id, (h ->> 'weekday')::integer, (h ->> 'opens')::integer, (h ->> 'closes')::integer
  from jsonb_array_elements(p_hours) as h;
$$;
-- The range's special hours replace any overlapping ones; no intervals: the range has none any more.
create function public.set_special_hours(p_provider_id text, p_from date, p_to date, p_intervals jsonb) returns void
language sql volatile security invoker set search_path = ''
as $$
  delete from public.provider_special_hours where provider_id = p_provider_id and starts_on <= p_to and ends_on >= p_from;
  insert into public.provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute)
  select p_provider_id, p_from, p_to, (h ->> 'opens')::integer, (h ->> 'closes')::integer
  from jsonb_array_elements(p_intervals) as h;
$$;
-- False (nothing changed) when the staff member is not the provider's.
create function public.set_staff_schedule(p_provider_id text, p_staff_id text, p_hours jsonb) returns boolean
language sql volatile security invoker set search_path = ''
as $$
  delete from public.staff_working_hours where provider_id = p_provider_id and staff_id = p_staff_id;
  insert into public.staff_working_hours (provider_id, staff_id, weekday, opens_minute, closes_minute)
  select s.provider_id, s.id, (h ->> 'weekday')::integer, (h ->> 'opens')::integer, (h ->> 'closes')::integer
  from public.staff s cross join jsonb_array_elements(p_hours) as h
  where s.provider_id = p_provider_id and s.id = p_staff_id;
  select exists (select 1 from public.staff s where s.provider_id = p_provider_id and s.id = p_staff_id);
$$;
create function public.add_closure(p_provider_id text, p_id text, p_from date, p_to date, p_reason text) returns void
language sql volatile security invoker set search_path = ''
as $$
  insert into public.provider_closures (id, provider_id, starts_on, ends_on, reason) values (p_id, p_provider_id, p_from, p_to, p_reason);
$$;
create function public.remove_closure(p_provider_id text, p_id text) returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with gone as (delete from public.provider_closures where provider_id = p_provider_id and id = p_id returning 1)
  select exists (select 1 from gone);
$$;
-- False (nothing added) when the staff member is not the provider's.
create function public.add_staff_time_off(p_provider_id text, p_id text, p_staff_id text, p_starts_at timestamptz,
                                          p_ends_at timestamptz, p_reason text) returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with added as (
    insert into public.staff_time_off (id, provider_id, staff_id, starts_at, ends_at, reason)
    select p_id, s.provider_id, s.id, p_starts_at, p_ends_at, p_reason from public.staff s
    where s.provider_id = p_provider_id and s.id = p_staff_id
    returning 1
  )
  select exists (select 1 from added);
$$;
create function public.remove_staff_time_off(p_provider_id text, p_id text) returns boolean
language sql volatile security invoker set search_path = ''
as $$
  with gone as (delete from public.staff_time_off where provider_id = p_provider_id and id = p_id returning 1)
  select exists (select 1 from gone);
$$;
revoke all on function public.set_weekly_hours(text, jsonb) from public, anon;
revoke all on function public.set_special_hours(text, date, date, jsonb) from public, anon;
revoke all on function public.set_staff_schedule(text, text, jsonb) from public, anon;
revoke all on function public.add_closure(text, text, date, date, text) from public, anon;
revoke all on function public.remove_closure(text, text) from public, anon;
revoke all on function public.add_staff_time_off(text, text, text, timestamptz, timestamptz, text) from public, anon;
revoke all on function public.remove_staff_time_off(text, text) from public, anon;
grant execute on function public.add_closure(text, text, date, date, text) to authenticated, service_role;
grant execute on function public.remove_closure(text, text) to authenticated, service_role;
grant execute on function public.add_staff_time_off(text, text, text, timestamptz, timestamptz, text) to authenticated, service_role;
grant execute on function public.remove_staff_time_off(text, text) to authenticated, service_role;
grant execute on function public.set_weekly_hours(text, jsonb) to authenticated, service_role;
grant execute on function public.set_special_hours(text, date, date, jsonb) to authenticated, service_role;
grant execute on function public.set_staff_schedule(text, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- private.create_booking_for_staff (0001's create_booking, moved by 0007) REDEFINED: the same
-- idempotency, phone limit and per-staff insert, with the hours of 0001's constants (Friday closed,
-- 10:00–17:30, a half-hour grid) replaced by the hours in force read from the tables above under the
-- schedule lock; performers on time off or outside their own hours are not asked; the buffer is kept.
-- Its signature, grants and answers are unchanged; public.create_booking (0007) still wraps it.
create or replace function private.create_booking_for_staff(
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
  p_staff_ids text[] default null
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_duration integer;
  v_local timestamp := p_starts_at at time zone 'Asia/Dubai';
  v_day date := (p_starts_at at time zone 'Asia/Dubai')::date;
  v_held integer;
  v_staff_id text;
  v_candidates text[];
  v_start integer;
  v_step integer;
  v_buffer integer;
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
     or p_starts_at <= now() or extract(second from v_local) <> 0 then
    raise exception 'This time is not a bookable slot.' using errcode = '22023';
  end if;

  -- The hours in force (0010): read under the provider's schedule lock, shared, so that a change to
  -- the schedule either committed before this reads it or waits until this booking is decided.
  perform pg_advisory_xact_lock_shared(hashtextextended(p_provider_id, 3));
  v_start := extract(hour from v_local)::integer * 60 + extract(minute from v_local)::integer;
  select r.slot_step_minutes, r.buffer_minutes into v_step, v_buffer
  from public.provider_booking_rules r where r.provider_id = p_provider_id;
  if exists (select 1 from public.provider_closures c where c.provider_id = p_provider_id and v_day between c.starts_on and c.ends_on)
     or not exists (
       select 1 from (
         select s.opens_minute, s.closes_minute, null::integer as last_start_minute
         from public.provider_special_hours s
         where s.provider_id = p_provider_id and v_day between s.starts_on and s.ends_on
         union all
         select w.opens_minute, w.closes_minute, w.last_start_minute
         from public.provider_weekly_hours w
         where w.provider_id = p_provider_id and w.weekday = extract(dow from v_local)::integer
           and not exists (select 1 from public.provider_special_hours s
                           where s.provider_id = p_provider_id and v_day between s.starts_on and s.ends_on)
       ) as h
       where v_start >= h.opens_minute
         and (v_start - h.opens_minute) % coalesce(v_step, 30) = 0
         and case when h.last_start_minute is null then v_start + v_duration <= h.closes_minute
                  else v_start <= h.last_start_minute end
     ) then
    raise exception 'This time is not a bookable slot.' using errcode = '22023';
  end if;

  -- Only people of this provider who perform the service, in the order asked for (none: the time is
  -- not to be had, as when all of them are taken).
  select coalesce(array_agg(q.staff_id order by coalesce(array_position(p_staff_ids, q.staff_id), s.position)), '{}')
  into v_candidates
  from public.staff_services q join public.staff s on s.id = q.staff_id
  where q.provider_id = p_provider_id and q.service_id = p_service_id
    and (p_staff_ids is null or q.staff_id = any (p_staff_ids))
    -- Nobody on time off then, and (when they have hours of their own) within them (0010).
    and not exists (select 1 from public.staff_time_off t
                    where t.staff_id = q.staff_id and t.starts_at < p_ends_at and t.ends_at > p_starts_at)
    and (not exists (select 1 from public.staff_working_hours w where w.staff_id = q.staff_id)
         or exists (select 1 from public.staff_working_hours w
                    where w.staff_id = q.staff_id and w.weekday = extract(dow from v_local)::integer
                      and v_start >= w.opens_minute and v_start + v_duration <= w.closes_minute));

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

  foreach v_staff_id in array v_candidates loop
    loop
      begin
        -- Requests for one person's day queue here, one at a time until the holder commits, so the
        -- exclusion constraint below (still the guarantee) meets committed rows only: without the
        -- queue, two inserts of uncommitted rows wait for each other and each deadlock costs a
        -- second of deadlock_timeout (50 racers could take a minute). A refused attempt's
        -- subtransaction releases the lock at once.
        perform pg_advisory_xact_lock(hashtextextended(v_staff_id || '|' || v_day::text, 1));
        -- The provider's buffer after each booking (0010), checked under this person's lock; the
        -- exclusion constraint below still decides plain overlaps.
        if coalesce(v_buffer, 0) > 0 and exists (
          select 1 from public.bookings b
          where b.staff_id = v_staff_id and b.status <> 'Cancelled'
            and b.starts_at < p_ends_at + make_interval(mins => v_buffer)
            and b.ends_at + make_interval(mins => v_buffer) > p_starts_at
        ) then
          exit;
        end if;
        insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone,
                                     customer_email, status, idempotency_key, manage_token)
        values (p_id, p_provider_id, p_service_id, v_staff_id, p_starts_at, p_ends_at, p_customer_name, p_customer_phone,
                nullif(p_customer_email, ''), 'Confirmed', p_idempotency_key, p_manage_token)
        returning * into v_booking;
        return jsonb_build_object('outcome', 'created', 'booking', private.booking_receipt(v_booking));
      exception
        when exclusion_violation then
          exit;  -- this person is taken at that time: try the next
        when deadlock_detected then
          -- Two requests inserting for the same people at once may each wait for the other; the
          -- database aborts one attempt, which tries the same person again.
          continue;
        when unique_violation then
          -- A concurrent request with the same key won the race.
          select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
          if found then
            return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
          end if;
          raise;  -- a duplicate id or token, not a taken slot
      end;
    end loop;
  end loop;
  return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
end
$$;
