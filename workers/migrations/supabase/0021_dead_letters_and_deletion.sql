-- Dead letters, the account deletion's email and its follow-ups (issue 31; docs/decisions/060-dead-letters-and-deletion-follow-ups.md),
-- in step with workers/migrations/d1/0021_dead_letters_and_deletion.sql.

-- The deletion's confirmation is a new kind of event; delivery keeps its own record on the event: 'dead' once
-- the dead-letter queue had it, how often it failed, the last error and the address it was for.
alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted')),
  add column payload jsonb,
  add column status text not null default 'active' check (status in ('active', 'dead')),
  add column attempts integer not null default 0,
  add column last_error text,
  add column failed_to text,
  add column failed_at timestamptz,
  add column dead_at timestamptz;
create index outbox_events_dead on public.outbox_events (dead_at desc) where status = 'dead';

-- The deletion's confirmation, written inside Supabase Auth's delete of the user (one transaction with it),
-- carrying the address and language: the user row is gone when the message is written.
create function private.record_account_deleted() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outbox_events (kind, subject_id, payload)
  values ('account_deleted', old.id::text, jsonb_build_object('email', old.email,
    'locale', case when old.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end));
  return old;
end;
$$;
revoke all on function private.record_account_deleted() from public, anon, authenticated;
create trigger outbox_account_deleted before delete on auth.users
  for each row execute function private.record_account_deleted();

-- The consumer reads the payload with the event, when it has one (create or replace keeps 0015's grants:
-- service role only).
create or replace function public.outbox_event(p_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_strip_nulls(json_build_object('id', e.id, 'kind', e.kind, 'subject_id', e.subject_id, 'payload', e.payload))
  from public.outbox_events e where e.id::text = p_id
$$;

-- A failed delivery: counted, with its error and the address it was for.
create function public.outbox_record_failure(p_id uuid, p_error text, p_failed_to text, p_at timestamptz)
returns void
language sql security definer set search_path = ''
as $$
  update public.outbox_events
  set attempts = attempts + 1, last_error = left(p_error, 1000), failed_to = p_failed_to, failed_at = p_at
  where id = p_id
$$;

-- The dead-letter queue had it: dead, with the time (and an error, should no failure have been recorded).
create function public.outbox_mark_dead(p_id uuid, p_at timestamptz)
returns void
language sql security definer set search_path = ''
as $$
  update public.outbox_events
  set status = 'dead', dead_at = p_at, last_error = coalesce(last_error, 'Every retry failed.')
  where id = p_id
$$;

-- Reviewers see the dead letters and send one again. Callable by signed-in users; the role is checked here
-- as approve_registration checks it (the API checks it first).
create function public.outbox_dead_letters()
returns table (id uuid, kind text, failed_to text, last_error text, attempts integer, dead_at timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_reviewer() then
    raise exception 'Only reviewers can see dead letters.' using errcode = '42501';
  end if;
  return query
    select e.id, e.kind, e.failed_to, e.last_error, e.attempts, e.dead_at from public.outbox_events e
    where e.status = 'dead' order by e.dead_at desc, e.id limit 200;
end;
$$;

-- 'Send again': the dead event becomes active and not enqueued, so the Worker enqueues it once. True for the
-- one call that did it; a second (a double click, another reviewer) finds it active and does nothing.
create function public.outbox_send_again(p_id uuid)
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  changed integer;
begin
  if not public.is_reviewer() then
    raise exception 'Only reviewers can send dead letters again.' using errcode = '42501';
  end if;
  update public.outbox_events set status = 'active', enqueued_at = null, dead_at = null where id = p_id and status = 'dead';
  get diagnostics changed = row_count;
  return changed > 0;
end;
$$;

-- Files to remove from storage once the row naming them is gone: the trade licence of a registration deleted
-- with its account. Recorded in the delete's own transaction; the Worker's sweep removes them.
create table public.storage_removals (
  object_key text primary key,
  created_at timestamptz not null default now()
);
alter table public.storage_removals enable row level security; -- no policies: API roles see nothing
revoke all on public.storage_removals from anon, authenticated;
grant select, insert, delete on public.storage_removals to service_role;

create function private.record_licence_removal() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.storage_removals (object_key) values (old.trade_license_url) on conflict (object_key) do nothing;
  return null;
end;
$$;
revoke all on function private.record_licence_removal() from public, anon, authenticated;
create trigger provider_registrations_remove_licence after delete on public.provider_registrations
  for each row execute function private.record_licence_removal();

-- A registration goes with the account that made it, as on D1 (0001 there: on delete cascade): it holds the
-- contact person's name, phone and email. An account owning a live listing is refused deletion (decision 058).
-- Registrations left ownerless by deletions before this migration go now (their licences with them).
alter table public.provider_registrations
  drop constraint provider_registrations_owner_id_fkey,
  add constraint provider_registrations_owner_id_fkey foreign key (owner_id) references auth.users (id) on delete cascade;
delete from public.provider_registrations where owner_id is null and status <> 'Approved';

-- The sweep's two questions about removals (service role only).
create function public.storage_removals_pending(p_limit integer)
returns setof text
language sql stable security definer set search_path = ''
as $$
  select r.object_key from public.storage_removals r order by r.created_at, r.object_key limit greatest(p_limit, 0)
$$;
create function public.storage_removals_done(p_keys text[])
returns void
language sql security definer set search_path = ''
as $$
  delete from public.storage_removals where object_key = any (p_keys)
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array['public.outbox_record_failure(uuid, text, text, timestamptz)', 'public.outbox_mark_dead(uuid, timestamptz)',
    'public.storage_removals_pending(integer)', 'public.storage_removals_done(text[])'] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
  foreach fn in array array['public.outbox_dead_letters()', 'public.outbox_send_again(uuid)'] loop
    execute format('revoke all on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;
