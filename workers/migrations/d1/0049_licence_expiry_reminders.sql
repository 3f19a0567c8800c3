-- A clinic's owner is told 30 days before its health licence expires (issue 37, docs/decisions/062-licensed-clinics.md):
-- the cron's sweep records one licence_expiring event per clinic and expiry date (D1OutboxStore.recordLicenceReminders;
-- the event's payload names the date, so a licence renewed before the message goes sends nothing). A new kind is one
-- row of outbox_event_kinds (0036).
INSERT INTO outbox_event_kinds (kind) VALUES ('licence_expiring');

-- The sample clinics' licences expire some months after the database is made, not on fixed dates: with 0037's
-- 2027-06-30 and 2027-10-31 the local default would have shown them expired (and its tests failed) from those days.
-- workers/migrations/supabase/0049 computes the same dates (UTC's today plus the same days).
UPDATE health_licences SET expires_on = date('now', '+330 days') WHERE provider_id = 'aura-aesthetic';
UPDATE health_licences SET expires_on = date('now', '+210 days') WHERE provider_id = 'skin-revive-clinic';
