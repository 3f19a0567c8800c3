-- Bookings per staff member (issue #16, docs/decisions/025-bookings-per-staff-member.md): each staff
-- member performs a set of their provider's services, and a booking holds one staff member's time,
-- not the whole provider's.
CREATE TABLE staff_services (
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  service_id TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, service_id)
);
CREATE INDEX staff_services_provider ON staff_services (provider_id, service_id);

-- The sample providers' staff and what each does: every service by at least one person.
INSERT INTO staff_services (provider_id, staff_id, service_id) VALUES
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-keratin'),
('glamour-spot', 'glamour-spot-staff-1', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-manicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-pedicure'),
('glamour-spot', 'glamour-spot-staff-2', 'glamour-spot-threading'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-haircut'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-facial'),
('glamour-spot', 'glamour-spot-staff-3', 'glamour-spot-threading'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-1', 'aura-aesthetic-peel'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-botox'),
('aura-aesthetic', 'aura-aesthetic-staff-2', 'aura-aesthetic-fillers'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-hydrafacial'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-laser'),
('aura-aesthetic', 'aura-aesthetic-staff-3', 'aura-aesthetic-peel'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-combo'),
('barbers-hub', 'barbers-hub-staff-1', 'barbers-hub-face-mask'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-haircut'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-beard-trim'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-hot-towel-shave'),
('barbers-hub', 'barbers-hub-staff-2', 'barbers-hub-combo'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-1', 'skin-revive-clinic-peel'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-consultation'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-microneedling'),
('skin-revive-clinic', 'skin-revive-clinic-staff-2', 'skin-revive-clinic-botox'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-laser'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-facial'),
('skin-revive-clinic', 'skin-revive-clinic-staff-3', 'skin-revive-clinic-peel'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-nail-art'),
('nails-n-more', 'nails-n-more-staff-1', 'nails-n-more-paraffin'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-gel-manicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-pedicure'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-acrylic'),
('nails-n-more', 'nails-n-more-staff-2', 'nails-n-more-nail-art'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-1', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-haircut'),
('elite-gents-salon', 'elite-gents-salon-staff-2', 'elite-gents-salon-colour'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-shave'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-facial'),
('elite-gents-salon', 'elite-gents-salon-staff-3', 'elite-gents-salon-mani-pedi');

-- Who does the booking. Bookings made before this go to the first of the provider's staff who
-- performs the service: a provider held one booking at a time until now, so none of them overlap.
ALTER TABLE bookings ADD COLUMN staff_id TEXT REFERENCES staff (id);
UPDATE bookings SET staff_id = (
  SELECT q.staff_id FROM staff_services q JOIN staff s ON s.id = q.staff_id
  WHERE q.service_id = bookings.service_id ORDER BY s.position LIMIT 1
);

-- One live booking per staff member and start time backs up the conditional insert (which refuses
-- any overlap); the provider-wide index goes, since several people work at the same time.
DROP INDEX bookings_one_live_per_slot;
CREATE UNIQUE INDEX bookings_one_live_per_staff_slot ON bookings (staff_id, starts_at) WHERE status <> 'Cancelled';
CREATE INDEX bookings_live_by_staff ON bookings (staff_id, starts_at, ends_at) WHERE status <> 'Cancelled';
