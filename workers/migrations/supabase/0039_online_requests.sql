-- Online bookings that wait for the salon (issue 32; docs/decisions/063-a-bookings-life.md), in step with
-- workers/migrations/d1/0039_online_requests.sql.
--
-- When the provider's owner chose "Confirm each online booking myself" (provider_booking_rules.confirm_each_booking,
-- 0024), a visitor's booking is written as a request ('Pending'): by a BEFORE INSERT trigger, so create_booking's
-- one insert (0010: the hours in force, the person's day lock, the exclusion constraint on status <> 'Cancelled')
-- is unchanged and the request holds its time exactly as a confirmed booking does. 0024's AFTER INSERT triggers
-- then write booking_requested (not booking_created) and the history's 'created' as PENDING.
-- Only an online booking with its idempotency key (a visitor's); the owner's walk-in and phone entries (0025:
-- source 'walk_in' | 'phone', no key) are never requests.
create function private.online_booking_as_request() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'Confirmed' and new.source = 'online' and new.idempotency_key is not null and exists (
    select 1 from public.provider_booking_rules r where r.provider_id = new.provider_id and r.confirm_each_booking
  ) then
    new.status := 'Pending';
  end if;
  return new;
end;
$$;
revoke all on function private.online_booking_as_request() from public, anon, authenticated;
create trigger bookings_online_request before insert on public.bookings
  for each row execute function private.online_booking_as_request();
