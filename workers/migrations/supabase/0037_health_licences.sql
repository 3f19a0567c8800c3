-- Licensed clinics (issue #37, docs/decisions/062-licensed-clinics.md): a clinic's health authority licence,
-- one row per clinic. The status (verified, awaiting verification, expired) is computed from expires_on and
-- verified_on, never stored. Anyone reads it (the provider page shows it); nobody writes the table directly:
-- the owner through set_health_licence, a reviewer through verify_health_licence, each checking the caller.
create table public.health_licences (
  provider_id text primary key references public.providers (id) on delete cascade,
  authority text not null check (authority in ('DHA', 'DHCR', 'DOH', 'MOHAP')),
  number text not null check (char_length(number) between 4 and 20),
  expires_on date not null,
  advertising_permit text check (advertising_permit is null or char_length(advertising_permit) between 3 and 30),
  verified_on date
);

alter table public.health_licences enable row level security;
revoke all on public.health_licences from anon, authenticated;
grant all on public.health_licences to service_role;
grant select on public.health_licences to anon, authenticated;
create policy "health licences are public" on public.health_licences for select to anon, authenticated using (true);

-- The owner's licence for their own clinic: the authority one of its emirate's (DHCR in Dubai only), the number in
-- that authority's format (graphql/modules/clinics/rules.ts has the same). Anything changed returns it to
-- awaiting verification (verified_on null); the same details again keep the verification.
create function public.set_health_licence(
  p_provider_id text,
  p_authority text,
  p_number text,
  p_expires_on date,
  p_advertising_permit text
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  clinic public.providers;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing''s licence' using errcode = '42501';
  end if;
  select * into clinic from public.providers where id = p_provider_id for update;
  if clinic.type <> 'Clinic' then
    raise exception 'only clinics carry a health licence' using errcode = '23514';
  end if;
  if p_authority is distinct from (case clinic.emirate when 'Dubai' then 'DHA' when 'Abu Dhabi' then 'DOH' else 'MOHAP' end)
     and not (clinic.emirate = 'Dubai' and p_authority = 'DHCR') then
    raise exception 'that authority does not license clinics in %', clinic.emirate using errcode = '23514';
  end if;
  if not (case p_authority
            when 'DHA' then p_number ~ '^DHA-F-[0-9]{7}$'
            when 'DHCR' then p_number ~ '^DHCR-F-[0-9]{5}$'
            when 'DOH' then p_number ~ '^MF[0-9]{4,5}$'
            else p_number ~ '^MOH-F-[0-9]{6}$'
          end) then
    raise exception 'the licence number is not in %''s format', p_authority using errcode = '23514';
  end if;
  insert into public.health_licences as l (provider_id, authority, number, expires_on, advertising_permit, verified_on)
  values (p_provider_id, p_authority, p_number, p_expires_on, p_advertising_permit, null)
  on conflict (provider_id) do update
  set authority = excluded.authority, number = excluded.number, expires_on = excluded.expires_on,
      advertising_permit = excluded.advertising_permit,
      verified_on = case
        when (l.authority, l.number, l.expires_on, l.advertising_permit)
             is not distinct from (excluded.authority, excluded.number, excluded.expires_on, excluded.advertising_permit)
        then l.verified_on
      end;
end;
$$;
revoke all on function public.set_health_licence(text, text, text, date, text) from public, anon;
grant execute on function public.set_health_licence(text, text, text, date, text) to authenticated, service_role;

-- A reviewer records that the licence matches the trade licence, on p_on (Dubai's date, the API's clock):
-- 'verified'; 'expired' (nothing changed) when it expired before p_on; 'missing' when the clinic gave none.
create function public.verify_health_licence(p_provider_id text, p_on date) returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers verify a clinic''s licence' using errcode = '42501';
  end if;
  update public.health_licences set verified_on = p_on where provider_id = p_provider_id and expires_on >= p_on;
  if found then
    return 'verified';
  end if;
  return case when exists (select 1 from public.health_licences where provider_id = p_provider_id) then 'expired' else 'missing' end;
end;
$$;
revoke all on function public.verify_health_licence(text, date) from public, anon;
grant execute on function public.verify_health_licence(text, date) to authenticated, service_role;

-- The sample clinics, as workers/migrations/d1/0037 seeds them.
insert into public.health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on) values
('aura-aesthetic', 'DOH', 'MF4827', '2027-10-31', null, '2026-11-02'),
('skin-revive-clinic', 'DHCR', 'DHCR-F-00312', '2027-06-30', 'DHCR-AD-2026-0415', '2026-10-15');

-- Search's "Licensed clinics only" (p_licensed_on: Dubai's date; null: no such filter): a verified licence not
-- expired that day. search_providers and search_providers_query take one more argument; the rest is 0034's.
drop function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer);
drop function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer);

create function public.search_providers_query(
  p_terms text[], p_name text, p_emirate text, p_type text, p_service text, p_min_rating numeric, p_min_price numeric,
  p_max_price numeric, p_limit integer, p_after_rating numeric, p_after_name text, p_after_id text,
  p_open_date date default null, p_open_minute integer default null, p_licensed_on date default null
) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  -- LIKE patterns that take the text literally (\ % _ escaped; backslash is ILIKE's escape).
  contains constant text := $pattern$'%%' || replace(replace(replace(%s, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'$pattern$;
  provider_text constant text := 'public.search_fold(q.name || E''\n'' || q.location || E''\n'' || q.address || E''\n'' || q.emirate || E''\n'' || q.type)';
  priced constant boolean := coalesce(p_min_price, 0) > 0 or coalesce(p_max_price, 5000) < 5000;
  tests text[] := array[format('p.rating >= %L::numeric', coalesce(p_min_rating, 0))];
  term text;
  alternative text;
  folded text;
  provider_tests text[];
  service_tests text[];
begin
  foreach term in array coalesce(p_terms, '{}'::text[]) loop
    -- A group: its alternatives one per line (a word holds no line break), any one of them found suffices.
    provider_tests := '{}';
    service_tests := '{}';
    foreach alternative in array string_to_array(term, E'\n') loop
      folded := public.search_fold(alternative);
      if char_length(folded) between 1 and 2 and folded !~ '\s' then
        provider_tests := provider_tests || format('public.text_grams(%s) @> array[%L]::text[]', provider_text, folded);
        service_tests := service_tests || format('public.text_grams(public.search_fold(s.name)) @> array[%L]::text[]', folded);
      else
        provider_tests := provider_tests || format('%s like %s', provider_text, format(contains, quote_literal(folded)));
        service_tests := service_tests || format('public.search_fold(s.name) like %s', format(contains, quote_literal(folded)));
      end if;
    end loop;
    -- The providers whose folded text holds an alternative, and those of a service whose folded name does
    -- (an empty group, as an empty word did, holds everywhere).
    tests := tests || format(
      'p.id in (select q.id from public.providers q where %s union select s.provider_id from public.services s where %s)',
      coalesce(nullif(array_to_string(provider_tests, ' or '), ''), 'true'),
      coalesce(nullif(array_to_string(service_tests, ' or '), ''), 'true'));
  end loop;
  -- The other filters given (a test of a filter not given is NULL, which array_remove leaves out).
  tests := tests || array_remove(array[
    case when p_name is not null then 'p.name ilike ' || format(contains, quote_literal(p_name)) end,
    case when p_emirate is not null then format('p.emirate = %L', p_emirate) end,
    case when p_type is not null then format('p.type = %L', p_type) end,
    case when p_service is not null or priced then 'exists (select 1 from public.services s where s.provider_id = p.id'
      || case when p_service is null then '' else ' and s.name ilike ' || format(contains, quote_literal(p_service)) end
      || case when not priced then '' else format(' and s.price_aed >= %L::numeric', coalesce(p_min_price, 0)) end
      || case when not priced or coalesce(p_max_price, 5000) >= 5000 then '' else format(' and s.price_aed <= %L::numeric', p_max_price) end
      || ')' end,
    -- Open on p_open_date (at p_open_minute, for "now"): not closed that day, and the special hours in
    -- force that day, or else the weekly hours of its weekday, open then (graphql/modules/search/open.ts).
    case when p_open_date is not null then format(
      'p.id not in (select c.provider_id from public.provider_closures c where c.ends_on >= %1$L::date and c.starts_on <= %1$L::date)'
      || ' and (p.id in (select s.provider_id from public.provider_special_hours s where s.ends_on >= %1$L::date and s.starts_on <= %1$L::date%2$s)'
      || ' or (p.id not in (select s.provider_id from public.provider_special_hours s where s.ends_on >= %1$L::date and s.starts_on <= %1$L::date)'
      || ' and p.id in (select h.provider_id from public.provider_weekly_hours h where h.weekday = %3$s%4$s)))',
      p_open_date,
      case when p_open_minute is null then '' else format(' and s.opens_minute <= %1$s and s.closes_minute > %1$s', p_open_minute) end,
      extract(dow from p_open_date)::integer,
      case when p_open_minute is null then '' else format(' and h.opens_minute <= %1$s and h.closes_minute > %1$s', p_open_minute) end) end,
    -- Licensed clinics only: a verified health licence, not expired on p_licensed_on.
    case when p_licensed_on is not null then format(
      'p.id in (select l.provider_id from public.health_licences l where l.verified_on is not null and l.expires_on >= %L::date)',
      p_licensed_on) end], null);
  -- The page and the total planned apart (the CTE is not materialized): a broad search walks the
  -- rank index and stops after the page.
  return format(
    'with matches as not materialized (select p.id, p.name, p.rating from public.providers p where %1$s), '
    || 'page as (select m.id, m.name, m.rating from matches m where %2$s'
    || ' order by m.rating desc, m.name collate "C", m.id collate "C" limit %3$s) '
    || 'select jsonb_build_object(''total'', (select count(*) from matches), ''hits'', coalesce('
    || '(select jsonb_agg(jsonb_build_object(''provider_id'', id, ''name'', name, ''rating'', rating)'
    || ' order by rating desc, name collate "C", id collate "C") from page), ''[]''::jsonb))',
    array_to_string(tests, ' and '),
    -- After the cursor in the rank order (rating highest first, then name and id byte-wise).
    case when p_after_id is null then 'true' else format(
      '(-m.rating, m.name collate "C", m.id collate "C") > (-%L::numeric, %L collate "C", %L collate "C")',
      p_after_rating, p_after_name, p_after_id) end,
    greatest(0, least(coalesce(p_limit, 20), 101)));
end
$$;

create function public.search_providers(
  p_terms text[],
  p_name text,
  p_emirate text,
  p_type text,
  p_service text,
  p_min_rating numeric,
  p_min_price numeric,
  p_max_price numeric,
  p_limit integer,
  p_after_rating numeric,
  p_after_name text,
  p_after_id text,
  p_open_date date default null,
  p_open_minute integer default null,
  p_licensed_on date default null
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  answer jsonb;
begin
  execute public.search_providers_query(p_terms, p_name, p_emirate, p_type, p_service, p_min_rating, p_min_price,
    p_max_price, p_limit, p_after_rating, p_after_name, p_after_id, p_open_date, p_open_minute, p_licensed_on) into answer;
  return answer;
end
$$;

revoke all on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer, date) from public;
grant execute on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer, date)
  to anon, authenticated, service_role;
revoke all on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer, date) from public;
grant execute on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer, date)
  to anon, authenticated, service_role;

-- Registration asks a clinic for its licence (optional there; the listing editor sets it later otherwise). When
-- the review approves the registration (provider_id set), the licence becomes the clinic's, awaiting verification.
alter table public.provider_registrations
  add column health_authority text check (health_authority in ('DHA', 'DHCR', 'DOH', 'MOHAP')),
  add column health_licence_number text check (char_length(health_licence_number) between 4 and 20),
  add column health_licence_expires_on date,
  add column advertising_permit text check (char_length(advertising_permit) between 3 and 30);
grant insert (health_authority, health_licence_number, health_licence_expires_on, advertising_permit)
  on public.provider_registrations to authenticated;

create function private.registration_licence_on_approval() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on)
  select p.id, new.health_authority, new.health_licence_number, new.health_licence_expires_on, new.advertising_permit, null
  from public.providers p where p.id = new.provider_id and p.type = 'Clinic'
  on conflict (provider_id) do nothing;
  return null;
end;
$$;
revoke all on function private.registration_licence_on_approval() from public;
create trigger registration_licence_on_approval after update of provider_id on public.provider_registrations
  for each row when (new.provider_id is not null and old.provider_id is null and new.health_licence_number is not null)
  execute function private.registration_licence_on_approval();
