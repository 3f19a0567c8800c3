-- Owners' listing edits, part 2 (issue 17; see 0023_listing_edits.sql):
-- * update_listing also sets the area (`location`, shown on cards and searched) when given;
-- * arrange_listing_photos changes the photos only while they are exactly those the caller was shown
--   (p_shown), so a photo added meanwhile is never dropped unseen ('stale', nothing changed);
-- * remove_listing_service answers 'booked' only when a booking refers to the service: any other
--   refusal is raised to the caller.
-- (D1 needs no schema change: the adapter does the same in its statements.)

drop function public.update_listing(text, text, text, text, text, text, double precision, double precision);
create function public.update_listing(
  p_provider_id text,
  p_about text,
  p_phone text,
  p_email text,
  p_opening_hours text,
  p_address text,
  p_latitude double precision,
  p_longitude double precision,
  p_location text default null
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
  if p_location is not null and char_length(btrim(p_location)) not between 1 and 60 then
    raise exception 'the area must have 1 to 60 characters' using errcode = '23514';
  end if;
  update public.providers
  set about = p_about, phone = p_phone, email = p_email, opening_hours = p_opening_hours, address = p_address,
      latitude = p_latitude, longitude = p_longitude, location = coalesce(p_location, location)
  where id = p_provider_id;
end;
$$;

-- Keeps exactly p_urls (a subset of p_shown) in this order: 'changed', or 'stale' (nothing changed) when the
-- listing's photos are no longer exactly p_shown, or p_urls names a photo that is not the listing's.
drop function public.arrange_listing_photos(text, text[]);
create function public.arrange_listing_photos(p_provider_id text, p_urls text[], p_shown text[]) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  kept jsonb;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  -- One change to a listing's photos at a time (add_listing_photo takes the same lock).
  perform 1 from public.providers where id = p_provider_id for update;
  if (select array_agg(url order by url) from public.provider_images where provider_id = p_provider_id)
     is distinct from (select array_agg(shown order by shown) from unnest(p_shown) as shown)
     or exists (select 1 from unnest(p_urls) as wanted(url) where wanted.url <> all (p_shown)) then
    return 'stale';
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

-- 'removed', 'missing', or 'booked' (nothing removed) while bookings refer to the service.
create or replace function public.remove_listing_service(p_provider_id text, p_service_id text) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  refused_by text;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  delete from public.services where id = p_service_id and provider_id = p_provider_id;
  return case when found then 'removed' else 'missing' end;
exception
  when foreign_key_violation then
    -- The table whose foreign key refused the delete: only a booking means "has bookings".
    get stacked diagnostics refused_by = table_name;
    if refused_by = 'bookings' then
      return 'booked';
    end if;
    raise;
end;
$$;

revoke all on function public.update_listing(text, text, text, text, text, text, double precision, double precision, text) from public, anon, authenticated;
revoke all on function public.arrange_listing_photos(text, text[], text[]) from public, anon, authenticated;
grant execute on function public.update_listing(text, text, text, text, text, text, double precision, double precision, text) to authenticated, service_role;
grant execute on function public.arrange_listing_photos(text, text[], text[]) to authenticated, service_role;
