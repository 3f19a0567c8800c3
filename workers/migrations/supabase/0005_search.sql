-- Search over the directory (the search port, graphql/modules/search): one function answering
-- exactly what graphql/modules/search/match.ts `matchesSearch` accepts, in the port's order
-- (rating highest first, then name, then id, compared byte-wise like SQLite's so both backends
-- page identically), a page at a time after a keyset cursor, with the total number of matches.
--
--   name     case-insensitive substring of the provider's name
--   emirate, type   equality;  rating   at least p_min_rating
--   service  case-insensitive substring of one of the provider's service names
--   price    some service (the matching one, when a service is given) priced in
--            [p_min_price, p_max_price]; 5000, the slider's top, means no upper bound
--
-- Substring filters use trigram indexes (pg_trgm), so they stay index lookups as the directory grows.
-- SECURITY INVOKER: it reads only what the caller may read anyway (providers and services are public).

create extension if not exists pg_trgm with schema extensions;
create index providers_name_trgm on public.providers using gin (name extensions.gin_trgm_ops);
create index services_name_trgm on public.services using gin (name extensions.gin_trgm_ops);
create index providers_search_rank on public.providers (rating desc, (name collate "C"), (id collate "C"));
create index services_provider_price on public.services (provider_id, price_aed);

create function public.search_providers(
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
  p_after_id text
) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with criteria as (
    select
      -- LIKE patterns that take the text literally (\ % _ escaped; backslash is ILIKE's escape).
      '%' || replace(replace(replace(p_name, '\', '\\'), '%', '\%'), '_', '\_') || '%' as name_pattern,
      '%' || replace(replace(replace(p_service, '\', '\\'), '%', '\%'), '_', '\_') || '%' as service_pattern,
      coalesce(p_min_price, 0) > 0 or coalesce(p_max_price, 5000) < 5000 as priced,
      coalesce(p_min_price, 0) as min_price,
      coalesce(p_max_price, 5000) as max_price
  ),
  matches as (
    select p.id, p.name, p.rating
    from public.providers p, criteria c
    where (p_name is null or p.name ilike c.name_pattern)
      and (p_emirate is null or p.emirate = p_emirate)
      and (p_type is null or p.type = p_type)
      and p.rating >= coalesce(p_min_rating, 0)
      and (
        (p_service is null and not c.priced)
        or exists (
          select 1 from public.services s
          where s.provider_id = p.id
            and (p_service is null or s.name ilike c.service_pattern)
            and (not c.priced or (s.price_aed >= c.min_price and (c.max_price >= 5000 or s.price_aed <= c.max_price)))
        )
      )
  ),
  page as (
    select m.id, m.name, m.rating
    from matches m
    where p_after_id is null
       or m.rating < p_after_rating
       or (m.rating = p_after_rating
           and (m.name collate "C" > p_after_name collate "C"
                or (m.name collate "C" = p_after_name collate "C" and m.id collate "C" > p_after_id collate "C")))
    order by m.rating desc, m.name collate "C", m.id collate "C"
    limit greatest(0, least(coalesce(p_limit, 20), 101))
  )
  select jsonb_build_object(
    'total', (select count(*) from matches),
    'hits', coalesce(
      (select jsonb_agg(jsonb_build_object('provider_id', id, 'name', name, 'rating', rating)
                        order by rating desc, name collate "C", id collate "C") from page),
      '[]'::jsonb)
  )
$$;

revoke all on function public.search_providers(text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text) from public;
grant execute on function public.search_providers(text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text)
  to anon, authenticated, service_role;
