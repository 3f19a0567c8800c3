-- Search, part 2 (see 0005_search.sql): the free text ("Search by service, location, or name").
--
-- search_providers takes p_terms, the words of the free text (graphql/modules/search/match.ts
-- `searchTerms`): each must be found, ignoring case and accents, in the provider's name, area,
-- address, emirate or type, or in one of its service names. search_fold() is that folding
-- (unaccent with its dictionary pinned, so it is immutable and can be indexed).

create extension if not exists unaccent with schema extensions;

create function public.search_fold(value text) returns text
language sql immutable strict parallel safe set search_path = ''
as $$ select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value)) $$;

create index providers_search_text_trgm on public.providers
  using gin (public.search_fold(name || E'\n' || location || E'\n' || address || E'\n' || emirate || E'\n' || type) extensions.gin_trgm_ops);
create index services_name_folded_trgm on public.services using gin (public.search_fold(name) extensions.gin_trgm_ops);

drop function public.search_providers(text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text);

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
    where not exists (
        -- a word of the free text found in none of the provider's fields
        select 1 from unnest(coalesce(p_terms, '{}'::text[])) as term(value)
        cross join lateral (
          select '%' || replace(replace(replace(public.search_fold(term.value), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
        ) t
        where public.search_fold(p.name || E'\n' || p.location || E'\n' || p.address || E'\n' || p.emirate || E'\n' || p.type) not like t.pattern
          and not exists (
            select 1 from public.services s where s.provider_id = p.id and public.search_fold(s.name) like t.pattern
          )
      )
      and (p_name is null or p.name ilike c.name_pattern)
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

revoke all on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text) from public;
grant execute on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text)
  to anon, authenticated, service_role;
