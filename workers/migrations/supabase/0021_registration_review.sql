-- The review of business registrations (issue 17), the same tables and columns as the D1
-- migration 0021_registration_review.sql.
--
-- * public.reviewers: the accounts that may review registrations. Only the service role (the SQL
--   editor, psql with the database URL) writes it; API callers cannot even read it. Grant the role:
--     insert into public.reviewers (account_id) select id from auth.users where email = 'reviewer@example.com';
-- * public.is_reviewer(): whether the caller holds the role (the API and the policies ask it).
-- * Reviewers read every registration and every trade licence object (to make a short-lived signed
--   URL); they decide only through approve_registration / reject_registration, which check the role
--   themselves, lock the registration, and refuse one that is no longer Pending. Approval inserts
--   the provider listing in the same transaction (a readable slug, the first free of slug, slug-2…).
-- * A provider's rating 0 means "not rated yet" (reviews rate 1 to 5): new listings start there.
create table public.reviewers (
  account_id uuid primary key references auth.users (id) on delete cascade,
  granted_at timestamptz not null default now()
);
alter table public.reviewers enable row level security;
revoke all on public.reviewers from anon, authenticated;
grant all on public.reviewers to service_role;

create function public.is_reviewer() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.reviewers where account_id = (select auth.uid()))
$$;
revoke all on function public.is_reviewer() from public, anon, authenticated;
grant execute on function public.is_reviewer() to authenticated, service_role;

alter table public.provider_registrations
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column reviewed_at timestamptz,
  add column rejection_reason text check (rejection_reason is null or char_length(btrim(rejection_reason)) between 1 and 500),
  add column provider_id text references public.providers (id) on delete set null;
create unique index provider_registrations_listing on public.provider_registrations (provider_id) where provider_id is not null;
create index provider_registrations_queue on public.provider_registrations (status, created_at);

create policy "reviewers read every registration" on public.provider_registrations for select to authenticated
  using ((select public.is_reviewer()));

create policy "reviewers read trade licences" on storage.objects for select to authenticated
  using (
    bucket_id = 'provider_documents'
    and (storage.foldername(name))[1] = 'trade_licenses'
    and (select public.is_reviewer())
  );

-- Approves a Pending registration: {outcome: 'approved', provider_id} | {outcome: 'decided', status} | {outcome: 'missing'}.
create function public.approve_registration(
  p_registration_id uuid,
  p_provider_type text,
  p_slug text,
  p_opening_hours text,
  p_latitude double precision,
  p_longitude double precision
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  registration public.provider_registrations;
  slug text;
  attempt integer := 0;
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers approve registrations' using errcode = '42501';
  end if;
  -- Concurrent approvals of one registration wait here; the later ones then see it decided.
  select * into registration from public.provider_registrations where id = p_registration_id for update;
  if not found then
    return jsonb_build_object('outcome', 'missing');
  end if;
  if registration.status <> 'Pending' then
    return jsonb_build_object('outcome', 'decided', 'status', registration.status);
  end if;
  loop
    slug := case when attempt = 0 then p_slug else p_slug || '-' || (attempt + 1) end;
    insert into public.providers (id, owner_id, name, type, emirate, location, address, rating, about, phone, email,
                                  opening_hours, latitude, longitude)
    values (slug, registration.owner_id, registration.business_name, p_provider_type, registration.emirate, registration.emirate,
            registration.full_address, 0, registration.short_description, registration.business_phone,
            registration.business_email, p_opening_hours, p_latitude, p_longitude)
    on conflict (id) do nothing;
    exit when found;
    attempt := attempt + 1;
  end loop;
  if registration.logo_url is not null then
    insert into public.provider_images (provider_id, position, url, alt)
    values (slug, 1, registration.logo_url, registration.business_name || ' logo');
  end if;
  update public.provider_registrations
  set status = 'Approved', provider_id = slug, reviewed_by = (select auth.uid()), reviewed_at = now()
  where id = registration.id;
  return jsonb_build_object('outcome', 'approved', 'provider_id', slug);
end;
$$;

-- Rejects a Pending registration with the reason its owner reads: {outcome: 'rejected'} | {outcome: 'decided', status} | {outcome: 'missing'}.
create function public.reject_registration(p_registration_id uuid, p_reason text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  registration public.provider_registrations;
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers reject registrations' using errcode = '42501';
  end if;
  select * into registration from public.provider_registrations where id = p_registration_id for update;
  if not found then
    return jsonb_build_object('outcome', 'missing');
  end if;
  if registration.status <> 'Pending' then
    return jsonb_build_object('outcome', 'decided', 'status', registration.status);
  end if;
  update public.provider_registrations
  set status = 'Rejected', rejection_reason = p_reason, reviewed_by = (select auth.uid()), reviewed_at = now()
  where id = registration.id;
  return jsonb_build_object('outcome', 'rejected');
end;
$$;

revoke all on function public.approve_registration(uuid, text, text, text, double precision, double precision) from public, anon, authenticated;
revoke all on function public.reject_registration(uuid, text) from public, anon, authenticated;
grant execute on function public.approve_registration(uuid, text, text, text, double precision, double precision) to authenticated, service_role;
grant execute on function public.reject_registration(uuid, text) to authenticated, service_role;
