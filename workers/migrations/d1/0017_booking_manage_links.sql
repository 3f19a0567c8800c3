-- A booking's manage link (issue #10): the customer sees and cancels it with a secret token, no account.
ALTER TABLE bookings ADD COLUMN manage_token TEXT;
CREATE UNIQUE INDEX bookings_manage_token ON bookings (manage_token) WHERE manage_token IS NOT NULL;
