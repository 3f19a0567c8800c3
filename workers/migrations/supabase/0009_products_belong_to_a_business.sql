-- Products belong to a business (issue 27, item 3; docs/decisions/034-shop-sellers-and-image-pixels.md),
-- in step with workers/migrations/d1/0009_products_belong_to_a_business.sql.
--
-- Until now any signed-in account added products, as many as it liked (40 in 3.6 seconds from one free
-- account). Now:
-- * products.provider_id names the listing that sells it. The six sample products stay unlinked (null),
--   as in D1's seed. Removing a listing removes its products.
-- * Only that listing's owner adds one: the insert policy asks owns_provider(provider_id), besides the
--   seller being the caller, no rating and an image the caller uploaded. A seller cannot move a product
--   to another listing (update is not granted on provider_id).
-- * At most 20 products per listing in any 24 hours, whoever inserts: a BEFORE INSERT trigger counts
--   them under a lock on the listing's row, so concurrent inserts queue and each counts the ones
--   committed before it. Past the limit the insert fails with SQLSTATE P0001, hint
--   'DAILY_PRODUCT_LIMIT' and, as its detail, the instant (UTC, ISO 8601) the oldest of those products
--   turns 24 hours old: when one more may be added. The Worker's own rule is the same
--   (graphql/modules/products/rules.ts DAILY_PRODUCTS_PER_LISTING; tests/postgres/products.test.ts holds them equal).

alter table public.products add column provider_id text references public.providers (id) on delete cascade;
-- The trigger's count: one listing's products since an instant.
create index products_provider_added on public.products (provider_id, created_at);

grant insert (provider_id) on public.products to authenticated;
drop policy "accounts add their own products" on public.products;
create policy "listing owners add their listing's products" on public.products for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and rating is null
    and public.owns_provider(provider_id)
    and public.owns_product_image(image_url)
  );

create function private.products_within_daily_limit() returns trigger
language plpgsql volatile security definer set search_path = ''
as $$
declare
  added integer;
  oldest timestamptz;
begin
  if new.provider_id is null then
    return new;
  end if;
  -- One insert per listing at a time. `for no key update` conflicts with itself, not with the key-share
  -- locks that other tables' foreign keys (a booking's provider) take on the same row.
  perform 1 from public.providers where id = new.provider_id for no key update;
  -- A statement of its own, so it sees the rows committed while this one waited for the lock.
  select count(*), min(created_at) into added, oldest
  from public.products
  where provider_id = new.provider_id and created_at > now() - interval '24 hours';
  if added >= 20 then
    raise exception 'a business adds at most 20 products in 24 hours'
      using errcode = 'P0001',
            hint = 'DAILY_PRODUCT_LIMIT',
            detail = to_char((oldest + interval '24 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  end if;
  return new;
end;
$$;
revoke all on function private.products_within_daily_limit() from public, anon, authenticated;

create trigger products_daily_limit before insert on public.products
  for each row execute function private.products_within_daily_limit();
