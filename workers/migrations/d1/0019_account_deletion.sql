-- Deleting an account (issue 31, UAE PDPL; docs/decisions/058-data-rights.md) keeps the salon's record of the
-- bookings it made while signed in, without the person's name, phone and email. A trigger does it, so it
-- shares the delete's transaction whatever statement deletes the account (in step with the Supabase
-- migration's trigger on auth.users). anonymised_at says when; the daily limits count phones of new
-- bookings, which are never empty, so an emptied phone is counted against nobody.
ALTER TABLE bookings ADD COLUMN anonymised_at TEXT;

CREATE TRIGGER accounts_anonymise_bookings BEFORE DELETE ON accounts BEGIN
  UPDATE bookings
  SET customer_name = '', customer_phone = '', customer_email = NULL,
      anonymised_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
  WHERE customer_id = old.id;
END;
