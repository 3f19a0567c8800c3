-- The shop from the database (issue 14), the same columns as the D1 table (0012_products.sql):
--
-- * price_fils: money in whole fils (1 AED = 100 fils) instead of price numeric; more than 0.
-- * rating: no longer invented at random for a new product (SPEC §3's server did): null until a
--   product has a rating; the six samples keep theirs.
-- * created_at in milliseconds: the shop's default order and its page cursors use it, and the
--   API carries instants in milliseconds.
-- * Adding a product needs an account: authenticated users insert as themselves (owner_id keeps its
--   default, auth.uid()), without a rating, with an image in product_images/products/ that they
--   uploaded themselves; anon no longer inserts. Reading stays public.
-- * product_categories: the categories that have products (the shop's filter offers only those).
alter table public.products add column price_fils integer;
update public.products set price_fils = round(price * 100)::integer;
alter table public.products
  alter column price_fils set not null,
  add constraint products_price_fils check (price_fils between 1 and 100000000),
  add constraint products_stock_max check (stock <= 1000000),
  drop column price;

alter table public.products
  alter column rating drop default,
  alter column rating drop not null,
  drop constraint products_rating_check,
  add constraint products_rating check (rating is null or rating between 1 and 5);

alter table public.products alter column created_at type timestamptz(3);
update public.products set created_at = '2026-11-01T00:00:00Z' where owner_id is null;

create index products_added on public.products (created_at, id);
create index products_price on public.products (price_fils, id);
create index products_category on public.products (category, created_at, id);

-- Whether the caller uploaded the image this public URL serves ('…/uploads/product_images/products/…').
create function public.owns_product_image(p_url text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'product_images'
      and (storage.foldername(o.name))[1] = 'products'
      and p_url ~ '^https?://[^/]+/uploads/product_images/products/[^/]+$'
      and substring(p_url from '/uploads/product_images/(products/[^/]+)$') = o.name
      and o.owner_id = (select auth.uid())::text
  )
$$;
revoke all on function public.owns_product_image(text) from public, anon, authenticated;
grant execute on function public.owns_product_image(text) to authenticated, service_role;

revoke insert on public.products from anon, authenticated;
drop policy "anyone adds a product" on public.products;
grant insert (name, brand, category, price_fils, stock, description, image_url) on public.products to authenticated;
grant update (price_fils) on public.products to authenticated;
create policy "accounts add their own products" on public.products for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and rating is null
    and public.owns_product_image(image_url)
  );

create view public.product_categories with (security_invoker = true) as
  select distinct category from public.products;
revoke all on public.product_categories from anon, authenticated;
grant select on public.product_categories to anon, authenticated, service_role;
