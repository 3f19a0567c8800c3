-- Licensed clinics (issue #37, docs/decisions/062-licensed-clinics.md): a clinic's health authority licence,
-- one row per clinic. The status (verified, awaiting verification, expired) is computed from expires_on and
-- verified_on, never stored. On D1 the API asks the ownership port (owner's change) or the reviewer role
-- (verification) first; workers/adapters/local/d1-health-licence-repository.ts writes it in one statement each.
CREATE TABLE health_licences (
  provider_id TEXT PRIMARY KEY REFERENCES providers (id) ON DELETE CASCADE,
  authority TEXT NOT NULL CHECK (authority IN ('DHA', 'DHCR', 'DOH', 'MOHAP')),
  number TEXT NOT NULL CHECK (length(number) BETWEEN 4 AND 20),
  expires_on TEXT NOT NULL CHECK (expires_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  advertising_permit TEXT CHECK (advertising_permit IS NULL OR length(advertising_permit) BETWEEN 3 AND 30),
  verified_on TEXT CHECK (verified_on IS NULL OR verified_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);

-- The sample clinics: their emirate's authority (Skin Revive is in Dubai Healthcare City: DHCR), a number in
-- its format, an expiry next year, verified. workers/migrations/supabase/0037 holds the same rows.
INSERT INTO health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on) VALUES
('aura-aesthetic', 'DOH', 'MF4827', '2027-10-31', NULL, '2026-11-02'),
('skin-revive-clinic', 'DHCR', 'DHCR-F-00312', '2027-06-30', 'DHCR-AD-2026-0415', '2026-10-15');

-- Registration asks a clinic for its licence (optional there; the listing editor sets it later otherwise). When
-- the review approves the registration (provider_id set), the licence becomes the clinic's, awaiting verification.
ALTER TABLE provider_registrations ADD COLUMN health_authority TEXT CHECK (health_authority IN ('DHA', 'DHCR', 'DOH', 'MOHAP'));
ALTER TABLE provider_registrations ADD COLUMN health_licence_number TEXT CHECK (length(health_licence_number) BETWEEN 4 AND 20);
ALTER TABLE provider_registrations ADD COLUMN health_licence_expires_on TEXT;
ALTER TABLE provider_registrations ADD COLUMN advertising_permit TEXT CHECK (length(advertising_permit) BETWEEN 3 AND 30);

CREATE TRIGGER registration_licence_on_approval AFTER UPDATE OF provider_id ON provider_registrations
WHEN NEW.provider_id IS NOT NULL AND OLD.provider_id IS NULL AND NEW.health_licence_number IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on)
  SELECT p.id, NEW.health_authority, NEW.health_licence_number, NEW.health_licence_expires_on, NEW.advertising_permit, NULL
  FROM providers p WHERE p.id = NEW.provider_id AND p.type = 'Clinic';
END;
