-- Business registrations (SPEC §3 provider_registrations), the same columns as the Supabase table
-- (0001_directory.sql + 0009_provider_registrations.sql). Each belongs to the account that
-- submitted it (owner_id). trade_license_url holds the licence's private storage key
-- (provider_documents/trade_licenses/…), never a public URL. created_at is ISO 8601 UTC text.
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
  created_at TEXT NOT NULL
);
CREATE INDEX provider_registrations_owner ON provider_registrations (owner_id, created_at);
