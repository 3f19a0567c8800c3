-- Owners edit their own listing (issue 17): about, contact, opening hours, address and map position,
-- photos (at most 10, reordered and removed in one change) and services. Each change is a function
-- that checks ownership itself (public.owns_provider) and changes only that provider's rows, in one
-- transaction. (D1 needs no schema change for this: the API checks ownership and the adapter scopes every
-- statement to the provider.)
--
-- Photos are stored by the upload pipeline as WebP under provider_documents/photos/, uploaded by the
-- signed-in account and readable by anyone (as the logos beside them).

create policy "accounts upload listing photos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'photos', array['webp'])
    and owner_id = (select auth.uid())::text
  );
create policy "listing photos are readable" on storage.objects for select to anon, authenticated
  using (bucket_id = 'provider_documents' and (storage.foldername(name))[1] = 'photos');

-- Approval (0021) also makes the owner the listing's first staff member.
create or replace function public.approve_registration(
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
  -- The owner as the listing's first staff member, who performs the services added later (bookings
  -- hold a staff member's time: 0020_staff_bookings.sql).
  insert into public.staff (id, provider_id, position, name, title, image_url)
  values (slug || '-owner', slug, 1, registration.contact_person_name, 'Owner', coalesce(registration.logo_url, '/favicon.svg'));
  update public.provider_registrations
  set status = 'Approved', provider_id = slug, reviewed_by = (select auth.uid()), reviewed_at = now()
  where id = registration.id;
  return jsonb_build_object('outcome', 'approved', 'provider_id', slug);
end;
$$;

create function public.update_listing(
  p_provider_id text,
  p_about text,
  p_phone text,
  p_email text,
  p_opening_hours text,
  p_address text,
  p_latitude double precision,
  p_longitude double precision
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  if p_latitude not between 22.5 and 26.5 or p_longitude not between 51.0 and 56.6 then
    raise exception 'the position must be inside the UAE' using errcode = '23514';
  end if;
  update public.providers
  set about = p_about, phone = p_phone, email = p_email, opening_hours = p_opening_hours, address = p_address,
      latitude = p_latitude, longitude = p_longitude
  where id = p_provider_id;
end;
$$;

-- 'changed', or 'full' when the listing has p_max photos already (nothing added).
create function public.add_listing_photo(p_provider_id text, p_url text, p_alt text, p_max integer) returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  -- One change to a listing's photos at a time: the count below stays true until the insert.
  perform 1 from public.providers where id = p_provider_id for update;
  if (select count(*) from public.provider_images where provider_id = p_provider_id) >= p_max then
    return 'full';
  end if;
  insert into public.provider_images (provider_id, position, url, alt)
  select p_provider_id, coalesce(max(position), 0) + 1, p_url, p_alt from public.provider_images where provider_id = p_provider_id;
  return 'changed';
end;
$$;

-- Keeps exactly these photos in this order: 'changed', or 'unknown_photo' (nothing changed) when a URL is not the listing's.
create function public.arrange_listing_photos(p_provider_id text, p_urls text[]) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  kept jsonb;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  perform 1 from public.providers where id = p_provider_id for update;
  if exists (
    select 1 from unnest(p_urls) as wanted(url)
    where not exists (select 1 from public.provider_images i where i.provider_id = p_provider_id and i.url = wanted.url)
  ) then
    return 'unknown_photo';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('url', wanted.url, 'alt', i.alt, 'position', wanted.position)), '[]'::jsonb) into kept
  from unnest(p_urls) with ordinality as wanted(url, position)
  join lateral (select alt from public.provider_images where provider_id = p_provider_id and url = wanted.url limit 1) i on true;
  delete from public.provider_images where provider_id = p_provider_id;
  insert into public.provider_images (provider_id, position, url, alt)
  select p_provider_id, (photo ->> 'position')::integer, photo ->> 'url', photo ->> 'alt' from jsonb_array_elements(kept) as photo;
  return 'changed';
end;
$$;

-- Adds a service after the others (p_service_id null) or changes one of this provider's: its id, or null when it is not this provider's.
create function public.save_listing_service(
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
  if p_service_id is not null then
    update public.services set name = p_name, price_aed = p_price_aed, duration_minutes = p_duration_minutes
    where id = p_service_id and provider_id = p_provider_id
    returning id into saved;
    return saved;
  end if;
  perform 1 from public.providers where id = p_provider_id for update;
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

-- 'removed', 'missing', or 'booked' (nothing removed) while bookings refer to the service.
create function public.remove_listing_service(p_provider_id text, p_service_id text) returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  delete from public.services where id = p_service_id and provider_id = p_provider_id;
  return case when found then 'removed' else 'missing' end;
exception
  when foreign_key_violation then
    return 'booked';
end;
$$;

revoke all on function public.update_listing(text, text, text, text, text, text, double precision, double precision) from public, anon, authenticated;
revoke all on function public.add_listing_photo(text, text, text, integer) from public, anon, authenticated;
revoke all on function public.arrange_listing_photos(text, text[]) from public, anon, authenticated;
revoke all on function public.save_listing_service(text, text, text, numeric, integer) from public, anon, authenticated;
revoke all on function public.remove_listing_service(text, text) from public, anon, authenticated;
grant execute on function public.update_listing(text, text, text, text, text, text, double precision, double precision) to authenticated, service_role;
grant execute on function public.add_listing_photo(text, text, text, integer) to authenticated, service_role;
grant execute on function public.arrange_listing_photos(text, text[]) to authenticated, service_role;
grant execute on function public.save_listing_service(text, text, text, numeric, integer) to authenticated, service_role;
grant execute on function public.remove_listing_service(text, text) to authenticated, service_role;
