-- Bookings per staff member (issue #16, docs/decisions/025-bookings-per-staff-member.md). Each staff
-- member performs a set of their provider's services; a booking holds one staff member's time. The
-- exclusion constraint moves from the provider to the staff member: one person is never booked twice
-- at once, whatever the timing of concurrent requests.

alter table public.staff add constraint staff_provider_id_key unique (provider_id, id);

create table public.staff_services (
  provider_id text not null references public.providers (id) on delete cascade,
  staff_id text not null,
  service_id text not null,
  primary key (staff_id, service_id),
  -- Both the person and the service belong to this provider.
  foreign key (provider_id, staff_id) references public.staff (provider_id, id) on delete cascade,
  foreign key (provider_id, service_id) references public.services (provider_id, id) on delete cascade
);
create index staff_services_provider on public.staff_services (provider_id, service_id);

alter table public.staff_services enable row level security;
revoke all on public.staff_services from anon, authenticated;
grant all on public.staff_services to service_role;
grant select on public.staff_services to anon, authenticated;
create policy "who does what is public" on public.staff_services for select to anon, authenticated using (true);
grant insert, update, delete on public.staff_services to authenticated;
create policy "owners manage who does what" on public.staff_services for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));

-- The sample providers' staff and what each does: every service by at least one person.
insert into public.staff_services (provider_id, staff_id, service_id) values
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-keratin'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-manicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-pedicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-facial'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-threading'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-peel'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-laser'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-peel'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-combo'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-face-mask'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-combo'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-peel'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-laser'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-facial'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-peel'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-nail-art'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-paraffin'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-nail-art'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-facial'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-mani-pedi');

-- Who does the booking. Bookings made before this go to the first of the provider's staff who
-- performs the service: a provider held one booking at a time until now, so none of them overlap.
alter table public.bookings add column staff_id text;
update public.bookings b set staff_id = (
  select q.staff_id from public.staff_services q join public.staff s on s.id = q.staff_id
  where q.provider_id = b.provider_id and q.service_id = b.service_id order by s.position limit 1
);
alter table public.bookings alter column staff_id set not null;
-- Owners see who does each booking of their providers (0018 grants the table's columns one by one).
grant select (staff_id) on public.bookings to authenticated;
alter table public.bookings add constraint bookings_staff_fkey foreign key (provider_id, staff_id) references public.staff (provider_id, id);
alter table public.bookings drop constraint bookings_no_overlap;
-- No double booking: live bookings of one staff member never overlap (half-open ranges, so a booking
-- ending at 11:00 and the next starting at 11:00 both stand).
alter table public.bookings add constraint bookings_no_overlap_per_staff exclude using gist (
  staff_id with =,
  tstzrange(starts_at, ends_at, '[)') with &&
) where (status <> 'Cancelled');

-- The receipt names who does it.
create or replace function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id, 'staff_id', b.staff_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'manage_token', b.manage_token, 'created_at', b.created_at
  )
$$;

drop function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text);

-- Books a slot with the first of p_staff_ids (the Worker's order of preference: fewest bookings that
-- day first) who performs the service and is free; without a list, any performer in the provider's
-- order. Each attempt is one INSERT and the exclusion constraint decides it: a person taken by a
-- concurrent request (committed, or committing while we wait) makes the next one be tried, so N
-- racers for K free performers end with exactly K bookings. Returns {"outcome": "created" |
-- "replayed" | "slot_taken" | "daily_limit", "booking": {...} | null}.
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

  -- Only people of this provider who perform the service, in the order asked for (none: the time is
  -- not to be had, as when all of them are taken).
  select coalesce(array_agg(q.staff_id order by coalesce(array_position(p_staff_ids, q.staff_id), s.position)), '{}')
  into v_candidates
  from public.staff_services q join public.staff s on s.id = q.staff_id
  where q.provider_id = p_provider_id and q.service_id = p_service_id
    and (p_staff_ids is null or q.staff_id = any (p_staff_ids));

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

-- Which times of a provider's staff are taken on a Dubai calendar day: who and when, nothing about
-- the customers (staff are public, as are their services).
drop function public.provider_busy_intervals(text, date);
create function public.staff_busy_intervals(p_provider_id text, p_day date)
returns table (staff_id text, starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select b.staff_id, b.starts_at, b.ends_at
  from public.bookings b
  where b.provider_id = p_provider_id
    and b.status <> 'Cancelled'
    and b.starts_at < ((p_day + 1)::timestamp at time zone 'Asia/Dubai')
    and b.ends_at > (p_day::timestamp at time zone 'Asia/Dubai')
  order by b.starts_at, b.staff_id
$$;

create index bookings_live_by_staff on public.bookings (staff_id, starts_at) where status <> 'Cancelled';

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[]) from public;
revoke all on function public.staff_busy_intervals(text, date) from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])
  to anon, authenticated, service_role;
grant execute on function public.staff_busy_intervals(text, date) to anon, authenticated, service_role;
