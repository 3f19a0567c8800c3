-- The booking history (0024) names who made each change from bookings.changed_by, set by the writing
-- statement; the owner's move and walk-in / phone entries (0025's reschedule_booking, create_walk_in_booking)
-- were written before that column existed. Only the salon enters a walk-in or phone booking, and a move made
-- by the provider's owner signed in is the salon's, so a trigger names the salon for them when the statement
-- named nobody (a move by anyone else, e.g. SQL as the service, stays the system's). D1 sets changed_by in those statements (workers/adapters/local/d1-owner-bookings.ts).
create function private.name_the_salon() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.changed_by is null and (
       (tg_op = 'INSERT' and new.source <> 'online')
       or (tg_op = 'UPDATE' and exists (select 1 from public.providers p
                                         where p.id = new.provider_id and p.owner_id = (select auth.uid())))) then
    new.changed_by := 'salon';
  end if;
  return new;
end;
$$;
revoke all on function private.name_the_salon() from public, anon, authenticated;

create trigger bookings_owner_entries_by_salon
  before insert or update of starts_at, staff_id on public.bookings
  for each row execute function private.name_the_salon();
