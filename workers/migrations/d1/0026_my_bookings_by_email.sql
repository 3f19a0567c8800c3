-- My Bookings (issue #33): a booking made as a guest with an email appears for the account that proved that
-- email (email_confirmed_at is set only by the verification or password-reset link, never at sign-up), and
-- cancelled bookings stay listed with who cancelled and why. The list reads guest bookings by the lower-cased
-- email; this index serves that read (d1-booking-repository.ts upcomingOfCustomer).
CREATE INDEX bookings_guest_email ON bookings (lower(customer_email), starts_at) WHERE customer_id IS NULL;
