-- The sample providers' opening hours said 09:00–23:00 while only 10:00 to 17:30 can be booked
-- (graphql/modules/availability/slots.ts `openingHoursText`): make them say what can be booked.
update public.providers set opening_hours = 'Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed'
where id in ('glamour-spot', 'aura-aesthetic', 'barbers-hub', 'skin-revive-clinic', 'nails-n-more', 'elite-gents-salon');
