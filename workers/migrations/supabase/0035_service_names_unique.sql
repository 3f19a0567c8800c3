-- A listing's services have names of their own (issue #33: "a duplicate service name is refused"): an owner
-- who pressed Add twice, or typed a service that is already there, is told so instead of getting two services
-- visitors cannot tell apart. save_listing_service decides under the provider's row lock (an add already took
-- it; a rename takes it now), so two adds of one name at once cannot both pass, and answers unique_violation
-- (23505, PostgREST's 409) naming nothing else. Names compare ignoring case (lower() folds every letter).
-- Existing duplicates are left as they are: the rule applies to what is added or renamed from now on.
create or replace function public.save_listing_service(
  p_provider_id text,
  p_service_id text,
  p_name text,
  p_price_aed numeric,
  p_duration_minutes integer
) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  saved text;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  perform 1 from public.providers where id = p_provider_id for update;
  if exists (
    select 1 from public.services
    where provider_id = p_provider_id and lower(name) = lower(p_name) and id is distinct from p_service_id
  ) then
    raise exception 'the listing has a service of that name' using errcode = '23505';
  end if;
  if p_service_id is not null then
    update public.services set name = p_name, price_aed = p_price_aed, duration_minutes = p_duration_minutes
    where id = p_service_id and provider_id = p_provider_id
    returning id into saved;
    return saved;
  end if;
  insert into public.services (id, provider_id, position, name, price_aed, duration_minutes)
  select p_provider_id || '-' || gen_random_uuid(), p_provider_id, coalesce(max(position), 0) + 1, p_name, p_price_aed, p_duration_minutes
  from public.services where provider_id = p_provider_id
  returning id into saved;
  -- Every staff member performs a new service until owners choose who does what.
  insert into public.staff_services (provider_id, staff_id, service_id)
  select p_provider_id, id, saved from public.staff where provider_id = p_provider_id;
  return saved;
end;
$$;
