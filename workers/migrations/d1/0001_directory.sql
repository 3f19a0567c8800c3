-- Directory tables: providers and everything shown on a provider page.
CREATE TABLE providers (
  id TEXT PRIMARY KEY,                 -- url slug, e.g. 'glamour-spot'
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Parlour', 'Clinic')),
  emirate TEXT NOT NULL CHECK (emirate IN ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
  location TEXT NOT NULL,              -- short area text, e.g. 'Jumeirah, Dubai'
  address TEXT NOT NULL,
  rating REAL NOT NULL CHECK (rating >= 0 AND rating <= 5),
  about TEXT NOT NULL,
  phone TEXT,
  email TEXT,
  opening_hours TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  featured_rank INTEGER,               -- position on the home page; NULL = not featured
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX providers_type_emirate ON providers (type, emirate, id);
CREATE INDEX providers_emirate ON providers (emirate, id);

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
CREATE INDEX services_provider ON services (provider_id, position);

CREATE TABLE staff (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  image_url TEXT NOT NULL
);
CREATE INDEX staff_provider ON staff (provider_id, position);

CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL
);
CREATE INDEX reviews_provider ON reviews (provider_id, position);

-- Offers page (site-wide promotions).
CREATE TABLE offers (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Package Deal', 'Weekly Deal', 'Welcome Offer', 'Membership Perk')),
  image_url TEXT NOT NULL,
  details TEXT NOT NULL                -- longer text shown when an offer is opened
);

-- Job board (SPEC §3 column names).
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
  posted_date TEXT NOT NULL            -- YYYY-MM-DD
);
CREATE INDEX jobs_posted ON jobs (posted_date DESC, id);

-- Shop (SPEC §3 column names).
CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('Hair Care', 'Skin Care', 'Makeup', 'Body Care', 'Fragrance', 'Tools & Accessories', 'Men''s Grooming', 'Wellness')),
  price REAL NOT NULL CHECK (price >= 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  description TEXT NOT NULL,
  image_url TEXT NOT NULL,
  rating REAL NOT NULL CHECK (rating BETWEEN 3.5 AND 5),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Plans and the two feature matrices (SPEC §6).
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

-- Bookings. The partial unique index is what makes a double booking impossible:
-- one live booking per provider and start time, enforced in the insert itself.
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
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX bookings_one_live_per_slot ON bookings (provider_id, starts_at) WHERE status <> 'Cancelled';

-- Dashboard samples: a provider's own offers and job postings.
CREATE TABLE provider_offers (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  active INTEGER NOT NULL
);

CREATE TABLE provider_job_postings (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  applicants INTEGER NOT NULL CHECK (applicants >= 0),
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed'))
);
