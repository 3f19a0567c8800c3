-- The local (D1, SQLite) schema in one piece: every table, index and trigger in its final form. The
-- migrations 0001–0024 written while nothing was deployed were squashed into this file, 0002_seed.sql
-- and 0003_local_owner_accounts.sql (docs/decisions/029-migrations-squashed-before-deployment.md); from
-- now on migrations are append-only, numbered in step with workers/migrations/supabase. The same tables
-- and columns as the Supabase schema (workers/migrations/supabase/0001_baseline.sql), so both adapters
-- read the same shapes.

-- ---------------------------------------------------------------------------
-- Accounts and sessions of the embedded local auth adapter (workers/adapters/local/local-auth.ts).
-- The hosted deployment uses Supabase Auth instead and never reads these tables. Times are Unix seconds.
-- ---------------------------------------------------------------------------
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,                     -- uuid
  email TEXT NOT NULL UNIQUE,              -- stored trimmed and lower-cased
  password_hash TEXT NOT NULL,             -- 'pbkdf2_sha256$<iterations>$<salt>$<hash>' (base64url)
  email_confirmed_at INTEGER,              -- NULL until confirmed (only when AUTH_REQUIRE_EMAIL_CONFIRMATION is on)
  created_at INTEGER NOT NULL
);

-- One row per signed-in client; signing out deletes it, which also voids its access tokens.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,                     -- the access token's session_id claim
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX auth_sessions_account ON auth_sessions (account_id);

-- Refresh tokens are single-use: exchanging one sets rotated_at and stores its successor.
CREATE TABLE auth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,             -- hex SHA-256 of the token; the token itself is never stored
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER
);
CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id);
-- Failed sign-ins, for the limit of 10 per 15 minutes per account and client address. Attempts are
-- counted before their password is checked, in one statement with the limit's decision
-- (d1-auth-store.ts beginSignInAttempt). The per-account limit counts failures across addresses;
-- addresses the account signed in from lately are exempt from it (auth_known_addresses).
CREATE TABLE auth_sign_in_failures (
  email TEXT NOT NULL,
  client_address TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX auth_sign_in_failures_key ON auth_sign_in_failures (email, client_address, failed_at);
CREATE INDEX auth_sign_in_failures_age ON auth_sign_in_failures (failed_at);
CREATE INDEX auth_sign_in_failures_account ON auth_sign_in_failures (email, failed_at);

CREATE TABLE auth_known_addresses (
  email TEXT NOT NULL,
  client_address TEXT NOT NULL,
  last_success_at INTEGER NOT NULL,
  PRIMARY KEY (email, client_address)
);
CREATE INDEX auth_known_addresses_age ON auth_known_addresses (last_success_at);

-- Secrets generated on first use when none is configured (local development only).
CREATE TABLE local_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Plans kept on the server: one row per account that ever left Basic (no row = Basic). trial_ends_on is
-- the last free day of Premium's first three months (Dubai date), fixed by the first subscription and
-- kept after cancelling, so the free months are given once.
CREATE TABLE subscriptions (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  plan TEXT NOT NULL CHECK (plan IN ('basic', 'premium', 'featured')),
  trial_ends_on TEXT CHECK (trial_ends_on IS NULL OR trial_ends_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  updated_at TEXT NOT NULL
);

-- Reviewers of business registrations, granted only server-side: `npm run reviewer:grant -- <email>`
-- (scripts/reviewer-grant.mjs) writes here.
CREATE TABLE reviewers (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  granted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- ---------------------------------------------------------------------------
-- Directory: providers and everything shown on a provider page
-- ---------------------------------------------------------------------------
CREATE TABLE providers (
  id TEXT PRIMARY KEY,                 -- url slug, e.g. 'glamour-spot'
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Parlour', 'Clinic')),
  emirate TEXT NOT NULL CHECK (emirate IN ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
  location TEXT NOT NULL,              -- short area text, e.g. 'Jumeirah, Dubai'
  address TEXT NOT NULL,
  rating REAL NOT NULL CHECK (rating >= 0 AND rating <= 5),   -- 0 = not rated yet (reviews rate 1 to 5)
  about TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  opening_hours TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  featured_rank INTEGER,               -- position on the home page; NULL = not featured
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  owner_id TEXT REFERENCES accounts (id) ON DELETE SET NULL   -- manages it from the dashboard; NULL = nobody's yet
);
-- `providers` pages through the directory by (name, id), optionally within a type and/or emirate.
-- These indexes serve both the page (ORDER BY name, id with a keyset) and its COUNT(*).
CREATE INDEX providers_by_name ON providers (name, id);
CREATE INDEX providers_by_type_name ON providers (type, name, id);
CREATE INDEX providers_by_emirate_name ON providers (emirate, name, id);
CREATE INDEX providers_by_type_emirate_name ON providers (type, emirate, name, id);
CREATE INDEX providers_owner ON providers (owner_id);

CREATE TABLE provider_images (
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  alt TEXT NOT NULL,
  PRIMARY KEY (provider_id, position)
);

CREATE TABLE services (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  price_aed REAL NOT NULL CHECK (price_aed >= 0),
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0)
);
CREATE UNIQUE INDEX services_provider_position ON services (provider_id, position);

CREATE TABLE staff (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  image_url TEXT NOT NULL
);
CREATE UNIQUE INDEX staff_provider_position ON staff (provider_id, position);

CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL
);
CREATE UNIQUE INDEX reviews_provider_position ON reviews (provider_id, position);

-- Who performs which service (docs/decisions/025-bookings-per-staff-member.md): a booking holds one
-- staff member's time, not the whole provider's.
CREATE TABLE staff_services (
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  service_id TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, service_id)
);
CREATE INDEX staff_services_provider ON staff_services (provider_id, service_id);

-- ---------------------------------------------------------------------------
-- Site content: offers page, plans and both feature matrices (SPEC §6)
-- ---------------------------------------------------------------------------
CREATE TABLE offers (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Package Deal', 'Weekly Deal', 'Welcome Offer', 'Membership Perk')),
  image_url TEXT NOT NULL,
  details TEXT NOT NULL                -- longer text shown when an offer is opened
);

CREATE TABLE plans (
  id TEXT PRIMARY KEY,                 -- 'basic' | 'premium' | 'featured'
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  price_aed INTEGER NOT NULL,
  description TEXT NOT NULL,
  cta_label TEXT NOT NULL,
  popular INTEGER NOT NULL DEFAULT 0,
  note TEXT                            -- e.g. 'First 3 months FREE!'
);

CREATE TABLE plan_features (
  matrix TEXT NOT NULL CHECK (matrix IN ('subscription', 'pricing')),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  in_basic INTEGER NOT NULL,           -- 'free' tier
  in_premium INTEGER NOT NULL,
  in_featured INTEGER NOT NULL,        -- 'top' tier
  PRIMARY KEY (matrix, position)
);

-- ---------------------------------------------------------------------------
-- Business registrations (SPEC §3 provider_registrations), the same columns as the Supabase table.
-- ---------------------------------------------------------------------------
-- Each belongs to the account that submitted it (owner_id). trade_license_url holds the licence's
-- private storage key (provider_documents/trade_licenses/…), never a public URL. created_at is ISO 8601
-- UTC text. The review records who decided and when, the rejection reason the owner reads, and the
-- listing made on approval (at most one per registration: the unique index).
CREATE TABLE provider_registrations (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  business_name TEXT NOT NULL CHECK (length(trim(business_name)) BETWEEN 1 AND 120),
  business_type TEXT NOT NULL CHECK (business_type IN ('Salon / Parlour', 'Aesthetic / Derma Clinic', 'Spa', 'Other')),
  full_address TEXT NOT NULL CHECK (length(trim(full_address)) BETWEEN 1 AND 300),
  emirate TEXT NOT NULL CHECK (emirate IN ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
  contact_person_name TEXT NOT NULL CHECK (length(trim(contact_person_name)) BETWEEN 1 AND 120),
  business_email TEXT NOT NULL CHECK (length(business_email) BETWEEN 3 AND 254),
  business_phone TEXT NOT NULL CHECK (length(trim(business_phone)) BETWEEN 1 AND 40),
  short_description TEXT NOT NULL CHECK (length(trim(short_description)) BETWEEN 1 AND 200),
  trade_license_url TEXT NOT NULL CHECK (trade_license_url GLOB 'provider_documents/trade_licenses/*'),
  logo_url TEXT,
  agreed_to_terms INTEGER NOT NULL CHECK (agreed_to_terms = 1),
  status TEXT NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  created_at TEXT NOT NULL,
  reviewed_by TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  reviewed_at TEXT,
  rejection_reason TEXT
  CHECK (rejection_reason IS NULL OR length(trim(rejection_reason)) BETWEEN 1 AND 500),
  provider_id TEXT REFERENCES providers (id) ON DELETE SET NULL
);
CREATE INDEX provider_registrations_owner ON provider_registrations (owner_id, created_at);
CREATE UNIQUE INDEX provider_registrations_listing ON provider_registrations (provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX provider_registrations_queue ON provider_registrations (status, created_at);

-- ---------------------------------------------------------------------------
-- The job board (issue 13), the same columns as the Supabase table
-- ---------------------------------------------------------------------------
-- * status ('Open' listed on the board, 'Closed' kept for its owner) and applicants (0 until
--   applications exist): what the owner's dashboard shows of each posting.
-- * created_at: when it was posted (ISO 8601 with milliseconds); the board is newest first by
--   posted_date, created_at, id.
-- * location_key: the part of the location before the first comma, which the location filter
--   compares (SPEC §5), kept by the database and indexed.
-- * jobs_text: a trigram FTS5 index over the open jobs' title and company name, so the text filter
--   (texts of three characters or more) and its count are index lookups at any size.
CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  company_name TEXT NOT NULL,
  location TEXT NOT NULL,
  job_type TEXT NOT NULL CHECK (job_type IN ('Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary')),
  salary_range TEXT,
  description TEXT NOT NULL,
  requirements TEXT NOT NULL,          -- one requirement per line
  company_logo_url TEXT,
  posted_date TEXT NOT NULL,           -- YYYY-MM-DD
  owner_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,   -- NULL = nobody's (the sample jobs)
  status TEXT NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed')),
  applicants INTEGER NOT NULL DEFAULT 0 CHECK (applicants >= 0),
  created_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z',
  location_key TEXT GENERATED ALWAYS AS (
    trim(CASE WHEN instr(location, ',') > 0 THEN substr(location, 1, instr(location, ',') - 1) ELSE location END, ' ')
  ) VIRTUAL
);
CREATE INDEX jobs_board ON jobs (status, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_board_type ON jobs (status, job_type, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_board_location ON jobs (status, location_key, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_board_location_type ON jobs (status, location_key, job_type, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_owner ON jobs (owner_id, posted_date DESC, created_at DESC, id DESC);

CREATE VIRTUAL TABLE jobs_text USING fts5(title, company_name, content = 'jobs', content_rowid = 'rowid', tokenize = 'trigram');
CREATE TRIGGER jobs_text_after_insert AFTER INSERT ON jobs WHEN new.status = 'Open' BEGIN
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_update_remove AFTER UPDATE OF title, company_name, status ON jobs WHEN old.status = 'Open' BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
END;
CREATE TRIGGER jobs_text_after_update_add AFTER UPDATE OF title, company_name, status ON jobs WHEN new.status = 'Open' BEGIN
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_delete AFTER DELETE ON jobs WHEN old.status = 'Open' BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
END;

-- ---------------------------------------------------------------------------
-- The shop (issue 14), the same columns as the Supabase table
-- ---------------------------------------------------------------------------
-- * price_fils: money in whole fils (1 AED = 100 fils), never a binary float; more than 0.
-- * rating: null until a product has one; we never invent one (the six samples have theirs).
-- * owner_id: the account that added the product (null for the samples).
-- * created_at: ISO 8601 UTC text with milliseconds, the default order of the shop.
CREATE TABLE products (
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
CREATE INDEX products_added ON products (created_at, id);
CREATE INDEX products_price ON products (price_fils, id);
CREATE INDEX products_category ON products (category, created_at, id);
CREATE INDEX products_owner ON products (owner_id);

-- ---------------------------------------------------------------------------
-- Bookings
-- ---------------------------------------------------------------------------
-- A booking holds [starts_at, ends_at) of one staff member's time (Asia/Dubai wall times); the
-- conditional insert refuses any overlap, and one live booking per staff member and start time backs it
-- up. A booking's manage link (issue #10) lets its customer see and cancel it with a secret token, no
-- account; customer_id is who made it, when they were signed in (Supabase: customer_id).
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id),
  service_id TEXT NOT NULL REFERENCES services (id),
  starts_at TEXT NOT NULL,             -- Asia/Dubai wall time, 'YYYY-MM-DDTHH:MM'
  customer_name TEXT NOT NULL,
  customer_phone TEXT NOT NULL,
  customer_email TEXT,
  status TEXT NOT NULL CHECK (status IN ('Confirmed', 'Pending', 'Cancelled')),
  idempotency_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  ends_at TEXT,
  manage_token TEXT,
  customer_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  staff_id TEXT REFERENCES staff (id)
);
-- One live booking per staff member and start time backs up the conditional insert (which refuses
-- any overlap).
CREATE UNIQUE INDEX bookings_one_live_per_staff_slot ON bookings (staff_id, starts_at) WHERE status <> 'Cancelled';
CREATE INDEX bookings_live_by_staff ON bookings (staff_id, starts_at, ends_at) WHERE status <> 'Cancelled';
-- The overlap check in the conditional insert reads live bookings of one provider by start time.
CREATE INDEX bookings_live_by_provider ON bookings (provider_id, starts_at, ends_at) WHERE status <> 'Cancelled';
-- The daily limit per phone number and provider (graphql/modules/bookings/service.ts) counts a phone's
-- live bookings of one provider on one day inside the conditional insert.
CREATE INDEX bookings_live_by_phone ON bookings (provider_id, customer_phone, starts_at) WHERE status <> 'Cancelled';
CREATE UNIQUE INDEX bookings_manage_token ON bookings (manage_token) WHERE manage_token IS NOT NULL;
CREATE INDEX bookings_customer ON bookings (customer_id);

-- ---------------------------------------------------------------------------
-- Dashboard: a provider's own offers (Premium's Offer Placement) and job postings
-- ---------------------------------------------------------------------------
-- Offers list oldest first, as they were placed; title at most 80 characters, description at most 200
-- (graphql/modules/dashboard/offer-schema.ts), active 0 or 1.
CREATE TABLE provider_offers (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX provider_offers_provider ON provider_offers (provider_id, created_at);

CREATE TABLE provider_job_postings (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  applicants INTEGER NOT NULL CHECK (applicants >= 0),
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed'))
);

-- ---------------------------------------------------------------------------
-- Search over the directory (GraphQL `search`, /search pages)
-- ---------------------------------------------------------------------------
-- `search_documents` is a projection of `providers` + `services` holding exactly what the filters
-- read, with a stable INTEGER key for the full-text indexes. Triggers keep it in step with every
-- write to `providers` and `services`, whoever makes it. The D1 search repository
-- (workers/adapters/local/d1-search-repository.ts) is the only reader.
--
--   name, services   substring search: a trigram FTS5 index (case-insensitive), see search_fts
--   places           the provider's area and address, one per line
--   type, emirate,   equality and range filters, ordered by rating DESC, name, provider_id
--   rating           through the *_rank indexes (covering, so counts never touch the table)
--   service_mask     bit i set when some service name matches the i-th selector service
--                    (search_selectors), case-insensitively. The sidebar's choices need no FTS.
--   price_mask_low   bit k (0 ≤ k < 50): some service is priced in [50k, 50k + 50) AED
--   price_mask_high  bit k - 50 (50 ≤ k ≤ 100): the same for [2500, 5000); bucket 100 = 5000 and above
--   price_exact_low/high   bit k set when some service costs exactly 50k AED, so a range's upper
--                          bound (which shares its 50 AED bucket with dearer prices) is exact
--                          without reading services
--   search_selectors       the service selector's choices (SPEC §9 order; bit i of service_mask)
--   search_selector_prices one row per service that matches a selector choice, with its price:
--                          "a haircut priced 0–100 AED" is an index range, not a scan of services
--   search_text            the free text ("Search by service, location, or name"): one document per
--                          provider (name, service names, area, address, emirate and type, one per
--                          line) in a trigram FTS5 index that folds case and accents ('beaute' finds
--                          'Beauté'); rowid = doc_id. Every word of the text must be found
--                          (graphql/modules/search/match.ts `matchesFreeText`); words of 3+
--                          characters are index lookups, shorter ones a LIKE on the matching rows.
CREATE TABLE search_documents (
  doc_id INTEGER PRIMARY KEY,
  provider_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  emirate TEXT NOT NULL,
  rating REAL NOT NULL,
  services TEXT NOT NULL DEFAULT '',       -- the provider's service names, one per line
  service_mask INTEGER NOT NULL DEFAULT 0,
  price_mask_low INTEGER NOT NULL DEFAULT 0,
  price_mask_high INTEGER NOT NULL DEFAULT 0,
  price_exact_low INTEGER NOT NULL DEFAULT 0,
  price_exact_high INTEGER NOT NULL DEFAULT 0,
  places TEXT NOT NULL DEFAULT ''
);
CREATE INDEX search_rank ON search_documents (rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_emirate_rank ON search_documents (emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_type_rank ON search_documents (type, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_type_emirate_rank ON search_documents (type, emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);

-- Checks "a service matching the text is priced inside the range" per provider without reading rows.
CREATE INDEX search_services_price ON services (provider_id, price_aed, name);

-- Trigram tokens make any substring of 3+ characters an index lookup (shorter text is scanned).
CREATE VIRTUAL TABLE search_fts USING fts5(
  name,
  services,
  content = 'search_documents',
  content_rowid = 'doc_id',
  tokenize = 'trigram'
);

CREATE TRIGGER search_documents_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_fts (rowid, name, services) VALUES (new.doc_id, new.name, new.services);
END;

CREATE TRIGGER search_documents_after_delete AFTER DELETE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, name, services) VALUES ('delete', old.doc_id, old.name, old.services);
END;

CREATE TRIGGER search_documents_after_update AFTER UPDATE OF name, services ON search_documents
WHEN old.name IS NOT new.name OR old.services IS NOT new.services BEGIN
  INSERT INTO search_fts (search_fts, rowid, name, services) VALUES ('delete', old.doc_id, old.name, old.services);
  INSERT INTO search_fts (rowid, name, services) VALUES (new.doc_id, new.name, new.services);
END;

CREATE VIRTUAL TABLE search_text USING fts5(body, tokenize = 'trigram remove_diacritics 1');

CREATE TRIGGER search_text_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_text (rowid, body)
  VALUES (new.doc_id, new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type);
END;

CREATE TRIGGER search_text_after_update AFTER UPDATE OF name, services, places, emirate, type ON search_documents BEGIN
  UPDATE search_text
  SET body = new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type
  WHERE rowid = new.doc_id;
END;

CREATE TRIGGER search_text_after_delete AFTER DELETE ON search_documents BEGIN
  DELETE FROM search_text WHERE rowid = old.doc_id;
END;

CREATE TABLE search_selectors (
  selector INTEGER PRIMARY KEY,            -- index in SEARCH_SERVICES (graphql/modules/search/criteria.ts)
  pattern TEXT NOT NULL                    -- LIKE pattern: case-insensitive substring
);
INSERT INTO search_selectors (selector, pattern) VALUES
  (0, '%haircut%'),
  (1, '%manicure%'),
  (2, '%pedicure%'),
  (3, '%facial%'),
  (4, '%botox%'),
  (5, '%fillers%'),
  (6, '%laser hair removal%');

CREATE TABLE search_selector_prices (
  selector INTEGER NOT NULL,
  price_aed REAL NOT NULL,
  doc_id INTEGER NOT NULL,
  service_id TEXT NOT NULL,
  PRIMARY KEY (selector, price_aed, doc_id, service_id)
) WITHOUT ROWID;
CREATE INDEX search_selector_prices_service ON search_selector_prices (service_id);

-- Inserting a provider id here recomputes that provider's service columns: the one place that SQL is
-- written, shared by the services triggers.
CREATE VIEW search_refresh AS SELECT provider_id FROM search_documents WHERE 0;

CREATE TRIGGER search_refresh_services INSTEAD OF INSERT ON search_refresh BEGIN
  UPDATE search_documents SET
    services = coalesce((SELECT group_concat(name, char(10)) FROM services WHERE provider_id = new.provider_id), ''),
    -- A sum of distinct powers of two is their bitwise OR (SQLite has no OR aggregate).
    service_mask = coalesce((
      SELECT sum(DISTINCT 1 << sel.selector)
      FROM services s JOIN search_selectors sel ON s.name LIKE sel.pattern
      WHERE s.provider_id = new.provider_id), 0),
    price_mask_low = coalesce((
      SELECT sum(DISTINCT 1 << bucket)
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket < 50), 0),
    price_mask_high = coalesce((
      SELECT sum(DISTINCT 1 << (bucket - 50))
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket >= 50), 0),
    price_exact_low = coalesce((
      SELECT sum(DISTINCT 1 << CAST(price_aed / 50 AS INTEGER)) FROM services
      WHERE provider_id = new.provider_id AND price_aed % 50 = 0 AND price_aed = CAST(price_aed AS INTEGER) AND price_aed < 2500), 0),
    price_exact_high = coalesce((
      SELECT sum(DISTINCT 1 << (CAST(price_aed / 50 AS INTEGER) - 50)) FROM services
      WHERE provider_id = new.provider_id AND price_aed % 50 = 0 AND price_aed = CAST(price_aed AS INTEGER) AND price_aed BETWEEN 2500 AND 5000), 0)
  WHERE provider_id = new.provider_id;
END;

CREATE TRIGGER search_providers_after_insert AFTER INSERT ON providers BEGIN
  INSERT INTO search_documents (provider_id, name, type, emirate, rating, places)
  VALUES (new.id, new.name, new.type, new.emirate, new.rating, new.location || char(10) || new.address);
  INSERT INTO search_refresh (provider_id) VALUES (new.id);
END;

CREATE TRIGGER search_providers_after_update AFTER UPDATE OF id, name, type, emirate, rating, location, address ON providers BEGIN
  UPDATE search_documents
  SET provider_id = new.id, name = new.name, type = new.type, emirate = new.emirate, rating = new.rating,
      places = new.location || char(10) || new.address
  WHERE provider_id = old.id;
END;

CREATE TRIGGER search_providers_after_delete AFTER DELETE ON providers BEGIN
  DELETE FROM search_documents WHERE provider_id = old.id;
END;

CREATE TRIGGER search_services_after_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (new.provider_id);
END;

CREATE TRIGGER search_services_after_update AFTER UPDATE OF provider_id, name, price_aed ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh (provider_id) SELECT old.provider_id WHERE old.provider_id IS NOT new.provider_id;
END;

CREATE TRIGGER search_services_after_delete AFTER DELETE ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (old.provider_id);
END;

CREATE TRIGGER search_selector_prices_after_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_selector_prices (selector, price_aed, doc_id, service_id)
  SELECT sel.selector, new.price_aed, d.doc_id, new.id
  FROM search_selectors sel JOIN search_documents d ON d.provider_id = new.provider_id
  WHERE new.name LIKE sel.pattern;
END;

CREATE TRIGGER search_selector_prices_after_update AFTER UPDATE OF id, provider_id, name, price_aed ON services BEGIN
  DELETE FROM search_selector_prices WHERE service_id = old.id;
  INSERT INTO search_selector_prices (selector, price_aed, doc_id, service_id)
  SELECT sel.selector, new.price_aed, d.doc_id, new.id
  FROM search_selectors sel JOIN search_documents d ON d.provider_id = new.provider_id
  WHERE new.name LIKE sel.pattern;
END;

CREATE TRIGGER search_selector_prices_after_delete AFTER DELETE ON services BEGIN
  DELETE FROM search_selector_prices WHERE service_id = old.id;
END;

-- A deleted provider's rows go with its services; these catch services left behind (foreign keys off).
CREATE TRIGGER search_selector_prices_provider_deleted BEFORE DELETE ON providers BEGIN
  DELETE FROM search_selector_prices
  WHERE doc_id = (SELECT doc_id FROM search_documents WHERE provider_id = old.id);
END;
CREATE INDEX search_selector_prices_doc ON search_selector_prices (doc_id, selector, price_aed);
