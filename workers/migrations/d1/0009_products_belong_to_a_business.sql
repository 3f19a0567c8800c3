-- Products belong to a business (issue 27, item 3; docs/decisions/034-shop-sellers-and-image-pixels.md),
-- in step with workers/migrations/supabase/0009_products_belong_to_a_business.sql.
--
-- A product names the listing (provider) that sells it. Only that listing's owner adds one: the API asks
-- the ownership guard, and the insert re-checks the owner and counts the listing's products of the last
-- 24 hours in the same statement (workers/adapters/local/d1-product-repository.ts), so concurrent adds
-- never pass the limit. The six sample products stay unlinked (NULL), as in the Supabase seed; removing
-- a listing removes its products.
ALTER TABLE products ADD COLUMN provider_id TEXT REFERENCES providers (id) ON DELETE CASCADE;
-- The statement's count: one listing's products since an instant.
CREATE INDEX products_provider_added ON products (provider_id, created_at);
