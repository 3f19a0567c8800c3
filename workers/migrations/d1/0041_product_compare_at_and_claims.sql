-- Issue #33, "nothing that pretends": a product shows a previous price ('% OFF') only when its seller entered
-- one, and the genuine-product and delivery notes only when its seller stated them. The sample products keep
-- what the spec shows (their previous price was the price plus AED 20; both notes), now as their data.
ALTER TABLE products ADD COLUMN compare_at_fils INTEGER
  CHECK (compare_at_fils IS NULL OR (typeof(compare_at_fils) = 'integer' AND compare_at_fils > price_fils AND compare_at_fils <= 100000000));
ALTER TABLE products ADD COLUMN claims_genuine INTEGER NOT NULL DEFAULT 0 CHECK (claims_genuine IN (0, 1));
ALTER TABLE products ADD COLUMN claims_uae_delivery INTEGER NOT NULL DEFAULT 0 CHECK (claims_uae_delivery IN (0, 1));
UPDATE products SET compare_at_fils = price_fils + 2000, claims_genuine = 1, claims_uae_delivery = 1 WHERE provider_id IS NULL;
