-- Job applications and contact messages (issue #33, "Nothing that pretends"; docs/decisions/066-job-applications-and-contact.md),
-- in step with workers/migrations/d1/0036_job_applications_and_contact.sql.
--
-- Applications: the posting's owner reads its applications (row level security); nobody else reads them, and
-- nobody writes them but public.apply_to_job (security definer), which stores one only for an Open job, in one
-- statement. Its trigger counts it on the job and writes the outbox event in the same transaction (the
-- applicant's confirmation and the poster's notice, with what they tell in its payload). Contact messages: only
-- public.submit_contact_message writes them and nobody reads them through the API; each is an outbox event to
-- the support address. CVs are private objects in provider_documents/cvs/, uploaded by anyone applying and
-- readable only by the poster of the job whose application names them (signed links, like trade licences).

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id text not null references public.jobs (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null check (char_length(phone) between 1 and 30),
  message text not null default '' check (char_length(message) <= 2000),
  cv_key text not null unique check (cv_key like 'provider_documents/cvs/%'),
  locale text not null default 'en' check (locale in ('en', 'ar')),
  created_at timestamptz(3) not null default now()
);
create index job_applications_job on public.job_applications (job_id, created_at desc, id desc);
alter table public.job_applications enable row level security;
grant select on public.job_applications to authenticated, service_role;
create policy "posters read their jobs' applications" on public.job_applications for select to authenticated
  using (exists (select 1 from public.jobs j where j.id = job_id and j.owner_id = (select auth.uid())));

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  locale text not null default 'en' check (locale in ('en', 'ar')),
  created_at timestamptz(3) not null default now()
);
create index contact_messages_created on public.contact_messages (created_at desc);
alter table public.contact_messages enable row level security;  -- no policies: the service role only
grant select on public.contact_messages to service_role;

alter table public.outbox_events
  drop constraint outbox_events_kind_check,
  add constraint outbox_events_kind_check check (kind in ('booking_created', 'booking_cancelled', 'booking_changed',
    'registration_approved', 'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due', 'account_deleted',
    'booking_requested', 'booking_confirmed', 'booking_declined', 'job_applied', 'contact_message'));

-- The count the dashboard shows, and the event, in the insert's transaction.
create function private.record_job_application() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.jobs set applicants = applicants + 1 where id = new.job_id;
  insert into public.outbox_events (kind, subject_id, payload)
  select 'job_applied', new.id::text,
         jsonb_build_object('name', new.name, 'email', new.email, 'phone', new.phone, 'message', new.message, 'locale', new.locale,
           'jobId', j.id, 'jobTitle', j.title, 'companyName', j.company_name, 'posterEmail', u.email,
           'posterLocale', case when u.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end)
  from public.jobs j left join auth.users u on u.id = j.owner_id
  where j.id = new.job_id;
  return new;
end;
$$;
revoke all on function private.record_job_application() from public, anon, authenticated;
create trigger job_applications_recorded after insert on public.job_applications
  for each row execute function private.record_job_application();

-- A CV goes with its application: removed from storage by the Worker after the commit (0021's removals).
create function private.record_cv_removal() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.storage_removals (object_key) values (old.cv_key) on conflict (object_key) do nothing;
  return old;
end;
$$;
revoke all on function private.record_cv_removal() from public, anon, authenticated;
create trigger job_applications_remove_cv after delete on public.job_applications
  for each row execute function private.record_cv_removal();

create function private.record_contact_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.outbox_events (kind, subject_id, payload)
  values ('contact_message', new.id::text, jsonb_build_object('name', new.name, 'email', new.email, 'subject', new.subject,
    'message', new.message, 'locale', new.locale));
  return new;
end;
$$;
revoke all on function private.record_contact_message() from public, anon, authenticated;
create trigger contact_messages_recorded after insert on public.contact_messages
  for each row execute function private.record_contact_message();

-- Applying: one statement stores the application only while the job is Open, with a CV uploaded to
-- provider_documents/cvs/ that no other application names. {"outcome": "applied", "id": …} or
-- {"outcome": "closed"} (no such job, or not Open), {"outcome": "no_cv"} (no such uploaded object).
create function public.apply_to_job(p_job_id text, p_name text, p_email text, p_phone text, p_message text,
  p_cv_key text, p_locale text) returns json
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'provider_documents' and p_cv_key = 'provider_documents/' || o.name
      and (storage.foldername(o.name))[1] = 'cvs'
  ) or exists (select 1 from public.job_applications a where a.cv_key = p_cv_key) then
    return json_build_object('outcome', 'no_cv');
  end if;
  insert into public.job_applications (job_id, name, email, phone, message, cv_key, locale)
  select j.id, p_name, p_email, p_phone, coalesce(p_message, ''), p_cv_key, case when p_locale = 'ar' then 'ar' else 'en' end
  from public.jobs j where j.id = p_job_id and j.status = 'Open'
  returning id into v_id;
  if v_id is null then
    return json_build_object('outcome', 'closed');
  end if;
  return json_build_object('outcome', 'applied', 'id', v_id);
end;
$$;
revoke all on function public.apply_to_job(text, text, text, text, text, text, text) from public;
grant execute on function public.apply_to_job(text, text, text, text, text, text, text) to anon, authenticated, service_role;

create function public.submit_contact_message(p_name text, p_email text, p_subject text, p_message text, p_locale text)
returns json
language sql volatile security definer set search_path = ''
as $$
  insert into public.contact_messages (name, email, subject, message, locale)
  values (p_name, p_email, p_subject, p_message, case when p_locale = 'ar' then 'ar' else 'en' end)
  returning json_build_object('id', id)
$$;
revoke all on function public.submit_contact_message(text, text, text, text, text) from public;
grant execute on function public.submit_contact_message(text, text, text, text, text) to anon, authenticated, service_role;

-- CVs: PDF or DOCX in the private bucket, uploaded by anyone applying (signed in or not); read only by the
-- poster of the job an application of theirs names (the signed link is made with the poster's own token).
update storage.buckets
  set allowed_mime_types = array['application/pdf', 'image/jpeg', 'image/png', 'image/webp',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
  where id = 'provider_documents';
create policy "applicants upload CVs" on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'provider_documents' and public.is_upload_name(name, 'cvs', array['pdf', 'docx']));
create policy "posters read their applicants' CVs" on storage.objects for select to authenticated
  using (
    bucket_id = 'provider_documents'
    and (storage.foldername(name))[1] = 'cvs'
    and exists (
      select 1 from public.job_applications a join public.jobs j on j.id = a.job_id
      where a.cv_key = 'provider_documents/' || objects.name and j.owner_id = (select auth.uid())
    )
  );
