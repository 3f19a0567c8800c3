-- Issue #33, "nothing that pretends": a product shows a previous price ('% OFF') only when its seller entered
-- one, and the genuine-product and delivery notes only when its seller stated them. The sample products keep
-- what the spec shows (their previous price was the price plus AED 20; both notes), now as their data.
alter table public.products
  add column compare_at_fils integer,
  add column claims_genuine boolean not null default false,
  add column claims_uae_delivery boolean not null default false,
  add constraint products_compare_at check (compare_at_fils is null or (compare_at_fils > price_fils and compare_at_fils <= 100000000));

-- A seller writes them with the product (row level security of 0009 unchanged), and may change them as the
-- other columns it may update.
grant insert (compare_at_fils, claims_genuine, claims_uae_delivery) on public.products to authenticated;
grant update (compare_at_fils, claims_genuine, claims_uae_delivery) on public.products to authenticated;

update public.products set compare_at_fils = price_fils + 2000, claims_genuine = true, claims_uae_delivery = true
  where provider_id is null;
