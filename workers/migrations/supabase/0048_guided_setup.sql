-- A new listing's guided setup (issue #33, docs/decisions/075-guided-setup.md), as workers/migrations/d1/0048.
-- A listing approved from now on starts with no area (location '') and no map point (map_placed false: the
-- stored position is the emirate's centre only as a placeholder nothing shows), and stays out of search and
-- booking until it has a service and its area is chosen. Earlier and seeded listings have no row: set up.
create table public.listing_setup (
  provider_id text primary key references public.providers (id) on delete cascade,
  area_chosen boolean not null default false,
  map_placed boolean not null default false
);

alter table public.listing_setup enable row level security;
revoke all on public.listing_setup from anon, authenticated;
grant all on public.listing_setup to service_role;
-- Whether a listing has chosen its area and placed its point is public (its page and the search show it).
grant select on public.listing_setup to anon, authenticated;
create policy "listing setup is public" on public.listing_setup for select to anon, authenticated using (true);

-- The approval (approve_registration sets the registration's provider_id): the listing starts its setup.
create function private.listing_setup_on_approval() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.listing_setup (provider_id) values (new.provider_id) on conflict (provider_id) do nothing;
  update public.providers set location = '' where id = new.provider_id;
  return null;
end;
$$;
revoke all on function private.listing_setup_on_approval() from public;
create trigger listing_setup_on_approval after update of provider_id on public.provider_registrations
  for each row when (old.provider_id is null and new.provider_id is not null)
  execute function private.listing_setup_on_approval();

-- update_listing sets the area (when given) and always the position.
create function private.listing_setup_on_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.listing_setup
  set area_chosen = new.location <> '',
      map_placed = map_placed or tg_argv[0] = 'map'
  where provider_id = new.id;
  return null;
end;
$$;
revoke all on function private.listing_setup_on_change() from public;
create trigger listing_setup_area after update of location on public.providers
  for each row execute function private.listing_setup_on_change('area');
create trigger listing_setup_map after update of latitude, longitude on public.providers
  for each row execute function private.listing_setup_on_change('map');

-- Search leaves out a listing in setup without its area or a service: 0037's search_providers_query (the latest),
-- with that one more test; search_providers, its signature and grants are unchanged.
create or replace function public.search_providers_query(
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
  tests text[] := array[format('p.rating >= %L::numeric', coalesce(p_min_rating, 0)),
    -- 0048: not a listing still in setup without its area or a service. NOT EXISTS lets the planner choose: an
    -- anti-join over the few setup rows, or a probe of listing_setup's key per provider (no table read whole when
    -- sequential scans are off). OFFSET 0 keeps the service test a per-row probe of the services' provider index.
    'not exists (select 1 from public.listing_setup ls where ls.provider_id = p.id and (not ls.area_chosen'
      || ' or not exists (select 1 from public.services s where s.provider_id = ls.provider_id offset 0)))'];
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
