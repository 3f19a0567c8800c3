-- A booking's whole life (issue 32; docs/decisions/063-a-bookings-life.md), in step with
-- workers/migrations/d1/0024_booking_lifecycle.sql.
--
-- bookings.status keeps its three values (the no-overlap constraint and live indexes key on
-- status <> 'Cancelled'); a visit's outcome is a column of a confirmed booking, and a declined request is
-- a cancel by the salon marked `declined`. The API derives Booking.state from them.
alter table public.bookings
  add column outcome text
    constraint bookings_outcome check (outcome is null or (outcome in ('completed', 'no_show') and status = 'Confirmed')),
  add column outcome_at timestamptz constraint bookings_outcome_at check ((outcome_at is null) = (outcome is null)),
  add column declined boolean not null default false
    constraint bookings_declined check (not declined or (status = 'Cancelled' and cancelled_by is not distinct from 'salon')),
  -- Who makes the change the statement writes ('customer' | 'salon' | 'system'), named by the writer in the
  -- same statement; the history trigger reads it and clears it. Not named: an insert is the customer's (an
  -- online booking), a cancel is whoever cancelled_by says (0020 names the salon for any owner's own
  -- update), anything else the system's.
  add column changed_by text constraint bookings_changed_by check (changed_by is null or changed_by in ('customer', 'salon', 'system'));

-- The owner reads the outcome and whether a cancel was a decline (row level security still picks their bookings).
grant select (outcome, outcome_at, declined) on public.bookings to authenticated;

-- Once said, a visit's outcome stays.
create function private.keep_outcome() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.outcome is not null and (new.outcome is distinct from old.outcome or new.outcome_at is distinct from old.outcome_at
                                  or new.status <> old.status) then
    raise exception 'a booking''s outcome stays as recorded' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.keep_outcome() from public, anon, authenticated;
create trigger bookings_outcome_kept before update of outcome, outcome_at, status on public.bookings
  for each row execute function private.keep_outcome();

-- Confirm each online booking myself, and the hours the owner has to answer a request.
alter table public.provider_booking_rules
  add column confirm_each_booking boolean not null default false,
  add column answer_window_hours integer not null default 12 check (answer_window_hours between 1 and 72);

-- As the caller, like set_booking_rules (0012): the owner-only policy of 0010 decides (42501 for anyone else).
create function public.set_booking_confirmation(p_provider_id text, p_confirm boolean, p_answer_window_hours integer) returns void
language sql volatile security invoker set search_path = ''
as $$
  insert into public.provider_booking_rules (provider_id, confirm_each_booking, answer_window_hours)
  values (p_provider_id, p_confirm, p_answer_window_hours)
  on conflict (provider_id) do update set confirm_each_booking = excluded.confirm_each_booking,
    answer_window_hours = excluded.answer_window_hours;
$$;
revoke all on function public.set_booking_confirmation(text, boolean, integer) from public, anon;
grant execute on function public.set_booking_confirmation(text, boolean, integer) to authenticated, service_role;

-- The append-only history, written by the triggers below whatever statement made the change. The owner of the
-- booking's provider reads it; nobody writes it but the triggers. Rows go only with their booking.
create table public.booking_history (
  id bigint generated always as identity primary key,
  booking_id text not null references public.bookings (id) on delete cascade,
  provider_id text not null,
  at timestamptz not null default clock_timestamp(),
  actor text not null check (actor in ('customer', 'salon', 'system')),
  change text not null check (change in ('created', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show', 'moved', 'changed')),
  from_state text check (from_state in ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW')),
  to_state text not null check (to_state in ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW')),
  from_starts_at timestamptz,
  to_starts_at timestamptz not null,
  from_staff_id text,
  to_staff_id text,
  reason text
);
create index booking_history_of_booking on public.booking_history (booking_id, id);
alter table public.booking_history enable row level security;
revoke all on public.booking_history from public, anon, authenticated;
grant select on public.booking_history to authenticated;
grant select on public.booking_history to service_role;
create policy "owners read their bookings' history" on public.booking_history for select to authenticated
  using (public.owns_provider(provider_id));

-- SECURITY DEFINER: it must see the booking whoever deletes, and nobody may slip past it.
create function private.keep_booking_history() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.bookings where id = old.booking_id) then
    return old;
  end if;
  raise exception 'booking history is append-only' using errcode = '23514';
end;
$$;
revoke all on function private.keep_booking_history() from public, anon, authenticated;
create trigger booking_history_kept before update or delete on public.booking_history
  for each row execute function private.keep_booking_history();

create function private.booking_state(p_status text, p_outcome text) returns text
language sql immutable set search_path = ''
as $$
  select case when p_status = 'Cancelled' then 'CANCELLED' when p_status = 'Pending' then 'PENDING'
              when p_outcome = 'completed' then 'COMPLETED' when p_outcome = 'no_show' then 'NO_SHOW' else 'CONFIRMED' end
$$;
revoke all on function private.booking_state(text, text) from public, anon, authenticated;

-- SECURITY DEFINER: the visitor booking, the owner changing a booking and the sweep may not write the history
-- themselves. AFTER, so a change that fails writes nothing; it then clears changed_by (an update of that
-- column alone, which fires none of the booking's other triggers).
create function private.record_booking_history() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_from text := case when tg_op = 'UPDATE' then private.booking_state(old.status, old.outcome) end;
  v_to text := private.booking_state(new.status, new.outcome);
  v_moved boolean := tg_op = 'UPDATE' and (new.starts_at <> old.starts_at or new.staff_id <> old.staff_id);
begin
  insert into public.booking_history (booking_id, provider_id, actor, change, from_state, to_state,
                                      from_starts_at, to_starts_at, from_staff_id, to_staff_id, reason)
  values (
    new.id, new.provider_id,
    coalesce(new.changed_by,
             case when tg_op = 'INSERT' then 'customer'
                  when new.status = 'Cancelled' and old.status <> 'Cancelled' then new.cancelled_by end,
             'system'),
    case when tg_op = 'INSERT' then 'created'
         when v_to = v_from then case when v_moved then 'moved' else 'changed' end
         when v_to = 'CANCELLED' and new.declined then 'declined'
         when v_to = 'CANCELLED' then 'cancelled'
         when v_to = 'COMPLETED' then 'completed'
         when v_to = 'NO_SHOW' then 'no_show'
         when v_to = 'CONFIRMED' and v_from = 'PENDING' then 'confirmed'
         else 'changed' end,
    v_from, v_to,
    case when tg_op = 'UPDATE' then old.starts_at end, new.starts_at,
    case when tg_op = 'UPDATE' then old.staff_id end, new.staff_id,
    case when v_to = 'CANCELLED' then new.cancellation_reason end);
  if new.changed_by is not null then
    update public.bookings set changed_by = null where id = new.id;
  end if;
  return null;
end;
$$;
revoke all on function private.record_booking_history() from public, anon, authenticated;
create trigger booking_history_created after insert on public.bookings
  for each row execute function private.record_booking_history();
create trigger booking_history_changed after update of status, outcome, starts_at, staff_id on public.bookings
  for each row when (new.status is distinct from old.status or new.outcome is distinct from old.outcome
                     or new.starts_at is distinct from old.starts_at or new.staff_id is distinct from old.staff_id)
  execute function private.record_booking_history();

-- The owner's answers and outcomes, on any plan (decision 063): one conditional update each, the booking's
-- provider the caller's own (owns_provider) and the state the rule allows (graphql/modules/bookings/lifecycle.ts),
-- naming the salon. Answers the booking's id, or null when nothing changed (the API reads it again to say why).
create function public.change_booking_state(p_booking_id text, p_change text, p_reason text default null) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id text;
begin
  if p_change = 'confirm' then
    update public.bookings set status = 'Confirmed', changed_by = 'salon'
    where id = p_booking_id and status = 'Pending' and starts_at > now() and public.owns_provider(provider_id)
    returning id into v_id;
  elsif p_change = 'decline' then
    update public.bookings
    set status = 'Cancelled', cancelled_by = 'salon', cancellation_reason = p_reason, declined = true, changed_by = 'salon'
    where id = p_booking_id and status = 'Pending' and public.owns_provider(provider_id)
    returning id into v_id;
  elsif p_change in ('complete', 'no_show') then
    update public.bookings
    set outcome = case p_change when 'complete' then 'completed' else 'no_show' end, outcome_at = now(), changed_by = 'salon'
    where id = p_booking_id and status = 'Confirmed' and outcome is null and starts_at <= now()
      and public.owns_provider(provider_id)
    returning id into v_id;
  else
    raise exception 'unknown change %', p_change using errcode = '22023';
  end if;
  return v_id;
end;
$$;
revoke all on function public.change_booking_state(text, text, text) from public, anon;
grant execute on function public.change_booking_state(text, text, text) to authenticated, service_role;

-- The cron sweep: requests left unanswered past their provider's window (or reaching their start) are declined
-- by the system, freeing their time. Idempotent: a declined request is no longer pending.
create function public.decline_unanswered_requests() returns integer
language sql volatile security definer set search_path = ''
as $$
  with declined as (
    update public.bookings b
    set status = 'Cancelled', cancelled_by = 'salon', declined = true, changed_by = 'system'
    from public.provider_booking_rules r
    where r.provider_id = b.provider_id and b.status = 'Pending'
      and (b.created_at + make_interval(hours => r.answer_window_hours) <= now() or b.starts_at <= now())
    returning b.id
  )
  select count(*)::integer from declined
$$;
revoke all on function public.decline_unanswered_requests() from public, anon, authenticated;
grant execute on function public.decline_unanswered_requests() to service_role;

-- The manage link reads the booking's state too.
create or replace function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id, 'staff_id', b.staff_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'manage_token', b.manage_token, 'created_at', b.created_at,
    'cancelled_by', b.cancelled_by, 'cancellation_reason', b.cancellation_reason,
    'outcome', b.outcome, 'outcome_at', b.outcome_at, 'declined', b.declined
  )
$$;

-- A request's messages are its own: asked (awaits the salon), accepted, declined; a decline is not a cancel.
alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted',
    'booking_requested', 'booking_confirmed', 'booking_declined'));

drop trigger outbox_booking_created on public.bookings;
create trigger outbox_booking_created after insert on public.bookings
  for each row when (new.status <> 'Pending') execute function private.record_outbox_event('booking_created');
create trigger outbox_booking_requested after insert on public.bookings
  for each row when (new.status = 'Pending') execute function private.record_outbox_event('booking_requested');
drop trigger outbox_booking_cancelled on public.bookings;
create trigger outbox_booking_cancelled after update of status on public.bookings
  for each row when (new.status = 'Cancelled' and old.status <> 'Cancelled' and not new.declined)
  execute function private.record_outbox_event('booking_cancelled');
create trigger outbox_booking_declined after update of status on public.bookings
  for each row when (new.status = 'Cancelled' and old.status = 'Pending' and new.declined)
  execute function private.record_outbox_event('booking_declined');
create trigger outbox_booking_confirmed after update of status on public.bookings
  for each row when (new.status = 'Confirmed' and old.status = 'Pending')
  execute function private.record_outbox_event('booking_confirmed');
