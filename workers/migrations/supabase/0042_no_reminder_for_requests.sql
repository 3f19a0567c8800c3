-- A reminder is for a visit the salon has given: a confirmed booking. Since 0039 a booking may be a request
-- ('Pending') that the salon has not answered; 0015's sweep, reading "not cancelled", would have reminded its
-- customer of a time the salon never confirmed. Same function, same signature and grants; only the status.
create or replace function public.outbox_record_due_reminders(p_after text, p_until text, p_lead_hours integer)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  recorded integer;
begin
  insert into public.outbox_events (kind, subject_id, dedupe_key)
  select 'reminder_due', b.id, 'reminder:' || b.id || ':' || to_char(b.starts_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI')
  from public.bookings b
  where b.status = 'Confirmed'
    and b.starts_at > (p_after::timestamp at time zone 'Asia/Dubai')
    and b.starts_at <= (p_until::timestamp at time zone 'Asia/Dubai')
    and b.created_at <= b.starts_at - make_interval(hours => p_lead_hours)
  on conflict (dedupe_key) do nothing;
  get diagnostics recorded = row_count;
  return recorded;
end;
$$;
