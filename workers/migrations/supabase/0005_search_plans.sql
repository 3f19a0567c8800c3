-- search_providers on its indexes (issues #10, #18; D1's counterpart is decision 030).
--
-- The function of 0001 was one SQL statement for every combination of filters: `p_name is null or
-- p.name ilike …` and a NOT EXISTS over the words of the free text cannot use an index, so every
-- search read every provider and folded (unaccent) each one's text once per word. Now the statement is
-- written for the filters given (search_providers_query, below) and planned with their values:
--
--   each word of the free text   p.id in (providers whose folded text holds it, union the providers of
--                                services whose folded name does): the trigram indexes of 0001 on
--                                search_fold(…) for words of 3+ characters
--   name                         ILIKE on the providers_name_trgm index
--   emirate, type, rating        equality and range, in the rank order's index for the page
--   service, price range         as before: one service that matches both
--
-- The page and the total are planned apart (the CTE is not materialized), so a broad search walks the
-- rank index and stops after the page. Same answers as before (tests/postgres/search.test.ts holds it
-- to matchesSearch over a grid of criteria); same signature, so the adapter and the grants do not change.

create function public.search_providers_query(
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
) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  -- LIKE patterns that take the text literally (\ % _ escaped; backslash is ILIKE's escape).
  contains constant text := $pattern$'%%' || replace(replace(replace(%s, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'$pattern$;
  priced constant boolean := coalesce(p_min_price, 0) > 0 or coalesce(p_max_price, 5000) < 5000;
  filters text := format('p.rating >= %L::numeric', coalesce(p_min_rating, 0));
  term text;
begin
  foreach term in array coalesce(p_terms, '{}'::text[]) loop
    filters := filters || format(
      ' and p.id in (select q.id from public.providers q'
      || ' where public.search_fold(q.name || E''\n'' || q.location || E''\n'' || q.address || E''\n'' || q.emirate || E''\n'' || q.type) like %1$s'
      || ' union select s.provider_id from public.services s where public.search_fold(s.name) like %1$s)',
      format(contains, format('public.search_fold(%L)', term)));
  end loop;
  if p_name is not null then
    filters := filters || format(' and p.name ilike %s', format(contains, quote_literal(p_name)));
  end if;
  if p_emirate is not null then
    filters := filters || format(' and p.emirate = %L', p_emirate);
  end if;
  if p_type is not null then
    filters := filters || format(' and p.type = %L', p_type);
  end if;
  if p_service is not null or priced then
    filters := filters || ' and exists (select 1 from public.services s where s.provider_id = p.id'
      || case when p_service is null then '' else format(' and s.name ilike %s', format(contains, quote_literal(p_service))) end
      || case when not priced then '' else format(' and s.price_aed >= %L::numeric', coalesce(p_min_price, 0)) end
      || case when not priced or coalesce(p_max_price, 5000) >= 5000 then '' else format(' and s.price_aed <= %L::numeric', p_max_price) end
      || ')';
  end if;
  return format(
    $query$
      with matches as not materialized (select p.id, p.name, p.rating from public.providers p where %1$s),
      page as (
        select m.id, m.name, m.rating
        from matches m
        where %2$s
        order by m.rating desc, m.name collate "C", m.id collate "C"
        limit %3$s
      )
      select jsonb_build_object(
        'total', (select count(*) from matches),
        'hits', coalesce(
          (select jsonb_agg(jsonb_build_object('provider_id', id, 'name', name, 'rating', rating)
                            order by rating desc, name collate "C", id collate "C") from page),
          '[]'::jsonb)
      )
    $query$,
    filters,
    case
      when p_after_id is null then 'true'
      else format(
        '(m.rating < %1$L::numeric or (m.rating = %1$L::numeric and (m.name collate "C" > %2$L collate "C"'
        || ' or (m.name collate "C" = %2$L collate "C" and m.id collate "C" > %3$L collate "C"))))',
        p_after_rating, p_after_name, p_after_id)
    end,
    greatest(0, least(coalesce(p_limit, 20), 101)));
end
$$;

create or replace function public.search_providers(
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
language plpgsql stable security invoker set search_path = ''
as $$
declare
  answer jsonb;
begin
  execute public.search_providers_query(p_terms, p_name, p_emirate, p_type, p_service, p_min_rating, p_min_price,
    p_max_price, p_limit, p_after_rating, p_after_name, p_after_id) into answer;
  return answer;
end
$$;

revoke all on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text) from public;
grant execute on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text)
  to anon, authenticated, service_role;
