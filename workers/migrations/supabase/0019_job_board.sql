-- The job board from the database (issue 13), the same columns as the D1 table (d1/0019_job_board.sql):
--
-- * status ('Open' listed on the board, 'Closed' kept for its owner) and applicants (0 until
--   applications exist); neither is the poster's to set when posting.
-- * created_at in milliseconds: the board is newest first by posted_date, created_at, id, and the
--   API's page cursors carry instants in milliseconds. The sample jobs count as posted at midnight
--   of their day in Dubai.
-- * location_key: the part of the location before the first comma, which the location filter
--   compares (SPEC §5), kept by the database and indexed; title and company name have trigram
--   indexes for the text filter (ilike).
-- * Reading: anyone reads open jobs; an owner also reads their own closed ones.
-- * Posting needs a signed-in Premium account (decision 017), posting as itself, with a logo it
--   uploaded itself (or none); anon no longer posts, nor uploads company logos. Only the owner
--   changes or removes a job, and may close it.
-- * The sample jobs name their emirate first ('Dubai, Jumeirah'), so the emirate filter finds them.
alter table public.jobs
  add column status text not null default 'Open' check (status in ('Open', 'Closed')),
  add column applicants integer not null default 0 check (applicants >= 0),
  add column location_key text generated always as (btrim(split_part(location, ',', 1), ' ')) stored;
alter table public.jobs alter column created_at type timestamptz(3);
update public.jobs set created_at = posted_date::timestamp at time zone 'Asia/Dubai' where owner_id is null;
update public.jobs set location = 'Dubai, Jumeirah' where id = 'job-1';
update public.jobs set location = 'Abu Dhabi, Al Reem Island' where id = 'job-2';
update public.jobs set location = 'Ajman, Al Nuaimiya' where id = 'job-3';
update public.jobs set location = 'Sharjah, Al Majaz' where id = 'job-4';

drop index public.jobs_posted;
create index jobs_board on public.jobs (status, posted_date desc, created_at desc, id desc);
create index jobs_board_type on public.jobs (status, job_type, posted_date desc, created_at desc, id desc);
create index jobs_board_location on public.jobs (status, location_key, posted_date desc, created_at desc, id desc);
drop index public.jobs_owner;
create index jobs_owner on public.jobs (owner_id, posted_date desc, created_at desc, id desc);
create index jobs_title_trgm on public.jobs using gin (title extensions.gin_trgm_ops);
create index jobs_company_name_trgm on public.jobs using gin (company_name extensions.gin_trgm_ops);

drop policy "jobs are public" on public.jobs;
create policy "anyone reads open jobs" on public.jobs for select to anon, authenticated
  using (status = 'Open' or owner_id = (select auth.uid()));

-- Whether the caller uploaded the logo this public URL serves ('…/uploads/job_postings_assets/logos/…').
create function public.owns_job_logo(p_url text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'job_postings_assets'
      and (storage.foldername(o.name))[1] = 'logos'
      and p_url ~ '^https?://[^/]+/uploads/job_postings_assets/logos/[^/]+$'
      and substring(p_url from '/uploads/job_postings_assets/(logos/[^/]+)$') = o.name
      and o.owner_id = (select auth.uid())::text
  )
$$;
revoke all on function public.owns_job_logo(text) from public, anon, authenticated;
grant execute on function public.owns_job_logo(text) to authenticated, service_role;

revoke insert, update on public.jobs from anon, authenticated;
drop policy "anyone posts a job" on public.jobs;
grant insert (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url)
  on public.jobs to authenticated;
grant update (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url, status)
  on public.jobs to authenticated;
create policy "premium accounts post their own jobs" on public.jobs for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and public.has_premium()
    and status = 'Open'
    and applicants = 0
    and (company_logo_url is null or public.owns_job_logo(company_logo_url))
  );

drop policy "visitors upload company logos" on storage.objects;
create policy "accounts upload company logos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'job_postings_assets'
    and public.is_upload_name(name, 'logos', array['jpg', 'jpeg', 'png', 'webp'])
    and owner_id = (select auth.uid())::text
  );
