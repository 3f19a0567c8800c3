-- A clinic's owner is told 30 days before its health licence expires (issue 37, docs/decisions/062-licensed-clinics.md),
-- as workers/migrations/d1/0049 does: the cron's sweep records one licence_expiring event per clinic and expiry date
-- (its payload names the date, so a licence renewed before the message goes sends nothing); the consumer reads the
-- clinic's licence and owner. Both functions are the service role's only, as 0015's.
alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted',
    'booking_requested', 'booking_confirmed', 'booking_declined', 'job_applied', 'contact_message', 'review_invitation',
    'booking_completed', 'booking_no_show', 'licence_expiring'));

-- p_today is Dubai's date (the Worker's clock, as D1's store takes it).
create function public.outbox_record_licence_reminders(p_today date, p_days_before integer)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  recorded integer;
begin
  insert into public.outbox_events (kind, subject_id, dedupe_key, payload)
  select 'licence_expiring', l.provider_id, 'licence_expiring:' || l.provider_id || ':' || to_char(l.expires_on, 'YYYY-MM-DD'),
         jsonb_build_object('expiresOn', to_char(l.expires_on, 'YYYY-MM-DD'))
  from public.health_licences l
  where l.expires_on >= p_today and l.expires_on <= p_today + p_days_before
  on conflict (dedupe_key) do nothing;
  get diagnostics recorded = row_count;
  return recorded;
end;
$$;

create function public.outbox_licence_expiry(p_provider_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object(
    'provider_id', p.id, 'provider', p.name, 'business_email', p.email, 'authority', l.authority, 'number', l.number,
    'expires_on', to_char(l.expires_on, 'YYYY-MM-DD'), 'owner_email', owner.email,
    'owner_locale', case when owner.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end)
  from public.health_licences l
  join public.providers p on p.id = l.provider_id
  left join auth.users owner on owner.id = p.owner_id
  where l.provider_id = p_provider_id
$$;

revoke all on function public.outbox_record_licence_reminders(date, integer) from public, anon, authenticated;
grant execute on function public.outbox_record_licence_reminders(date, integer) to service_role;
revoke all on function public.outbox_licence_expiry(text) from public, anon, authenticated;
grant execute on function public.outbox_licence_expiry(text) to service_role;

-- The sample clinics' licences expire some months after the database is made (as D1's 0049), not on 0037's fixed
-- 2027-06-30 and 2027-10-31, after which the local default would have shown them expired.
update public.health_licences set expires_on = (now() at time zone 'UTC')::date + 330 where provider_id = 'aura-aesthetic';
update public.health_licences set expires_on = (now() at time zone 'UTC')::date + 210 where provider_id = 'skin-revive-clinic';
