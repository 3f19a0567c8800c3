-- The shop from the database (issue 14), the same columns as the Supabase table
-- (0001_directory.sql + 0012_products.sql):
-- * price_fils: money in whole fils (1 AED = 100 fils), never a binary float; more than 0.
-- * rating: null until a product has one; we never invent one (the six samples keep theirs).
-- * owner_id: the account that added the product (null for the samples).
-- * created_at: ISO 8601 UTC text with milliseconds, the default order of the shop.
CREATE TABLE products_new (
  id TEXT PRIMARY KEY,
  owner_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
  brand TEXT NOT NULL CHECK (length(trim(brand)) BETWEEN 1 AND 120),
  category TEXT NOT NULL CHECK (category IN ('Hair Care', 'Skin Care', 'Makeup', 'Body Care', 'Fragrance', 'Tools & Accessories', 'Men''s Grooming', 'Wellness')),
  price_fils INTEGER NOT NULL CHECK (typeof(price_fils) = 'integer' AND price_fils BETWEEN 1 AND 100000000),
  stock INTEGER NOT NULL CHECK (typeof(stock) = 'integer' AND stock BETWEEN 0 AND 1000000),
  description TEXT NOT NULL CHECK (length(trim(description)) BETWEEN 1 AND 2000),
  image_url TEXT NOT NULL,
  rating REAL CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  created_at TEXT NOT NULL
);
INSERT INTO products_new (id, owner_id, name, brand, category, price_fils, stock, description, image_url, rating, created_at)
SELECT id, NULL, name, brand, category, CAST(round(price * 100) AS INTEGER), stock, description, image_url, rating,
       '2026-11-01T00:00:00.000Z'
FROM products ORDER BY id;
DROP TABLE products;
ALTER TABLE products_new RENAME TO products;
CREATE INDEX products_added ON products (created_at, id);
CREATE INDEX products_price ON products (price_fils, id);
CREATE INDEX products_category ON products (category, created_at, id);
CREATE INDEX products_owner ON products (owner_id);
