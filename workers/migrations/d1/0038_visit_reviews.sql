-- Reviews from completed visits (issue 34; docs/decisions/068-visit-reviews.md), in step with
-- workers/migrations/supabase/0038_visit_reviews.sql. The pure rules are graphql/modules/visit-reviews/rules.ts.
--
-- The seed's sample reviews (table `reviews`) stay as they are, marked imported: they are shown without
-- "Verified visit". Everything new is a visit review: one per completed booking, written only through the
-- booking's review token.
ALTER TABLE reviews ADD COLUMN imported INTEGER NOT NULL DEFAULT 1 CHECK (imported = 1);

-- The provider's count of shown reviews (imported and visible visit reviews alike); providers.rating is their
-- average. Both are recomputed by the triggers below, in the statement that writes the review.
ALTER TABLE providers ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0 CHECK (review_count >= 0);
UPDATE providers SET review_count = (SELECT count(*) FROM reviews r WHERE r.provider_id = providers.id);

-- A completed booking's private, single-use review link. The token is never stored: the outbox's consumer
-- mints it when it writes the invitation and keeps only its SHA-256 here (see the invitation's trigger below);
-- used_at once reviewed.
CREATE TABLE review_tokens (
  booking_id TEXT PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,          -- hex SHA-256 of the token
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  used_at TEXT
);

CREATE TABLE visit_reviews (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  booking_id TEXT NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,   -- one review per visit
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  service_name TEXT NOT NULL,              -- as it was named at the visit
  visit_month TEXT NOT NULL CHECK (visit_month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),  -- Dubai 'YYYY-MM'
  author_name TEXT NOT NULL,               -- "First L." (rules.ts reviewerDisplayName), never the full name
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 1000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  edited_at TEXT,
  hidden_at TEXT,                          -- a reviewer hid it: it leaves the page and the average
  hidden_reason TEXT CHECK (hidden_reason IS NULL OR hidden_reason IN ('abusive', 'not_about_the_visit', 'personal_data')),
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
);
-- The provider page: visible reviews, newest first, paged by (created_at, id).
CREATE INDEX visit_reviews_by_provider ON visit_reviews (provider_id, created_at DESC, id DESC) WHERE hidden_at IS NULL;

-- Recount a provider's shown reviews and their average (one decimal, 0 with none: rules.ts averageRating).
-- A trigger, so whichever statement writes a review recomputes in that statement: SQLite runs one writer at
-- a time, so concurrent reviews never read a stale count. The rating update reaches search_documents
-- through search_providers_after_update.
CREATE VIEW provider_review_totals AS
SELECT p.id AS provider_id,
       (SELECT count(*) FROM reviews r WHERE r.provider_id = p.id)
         + (SELECT count(*) FROM visit_reviews v WHERE v.provider_id = p.id AND v.hidden_at IS NULL) AS total,
       coalesce((SELECT sum(rating) FROM reviews r WHERE r.provider_id = p.id), 0)
         + coalesce((SELECT sum(rating) FROM visit_reviews v WHERE v.provider_id = p.id AND v.hidden_at IS NULL), 0) AS stars
FROM providers p;

CREATE TRIGGER visit_reviews_rating_after_insert AFTER INSERT ON visit_reviews BEGIN
  UPDATE providers
  SET review_count = t.total, rating = CASE WHEN t.total = 0 THEN 0 ELSE round(CAST(t.stars AS REAL) / t.total, 1) END
  FROM (SELECT total, stars FROM provider_review_totals WHERE provider_id = new.provider_id) AS t
  WHERE providers.id = new.provider_id;
END;
CREATE TRIGGER visit_reviews_rating_after_update AFTER UPDATE OF rating, hidden_at ON visit_reviews
WHEN new.rating IS NOT old.rating OR new.hidden_at IS NOT old.hidden_at BEGIN
  UPDATE providers
  SET review_count = t.total, rating = CASE WHEN t.total = 0 THEN 0 ELSE round(CAST(t.stars AS REAL) / t.total, 1) END
  FROM (SELECT total, stars FROM provider_review_totals WHERE provider_id = new.provider_id) AS t
  WHERE providers.id = new.provider_id;
END;
-- A review's booking and provider stay its own.
CREATE TRIGGER visit_reviews_kept BEFORE UPDATE OF booking_id, provider_id, created_at ON visit_reviews BEGIN
  SELECT RAISE(ABORT, 'a review stays with its visit');
END;
-- Only a completed visit is reviewed (the API says why a refused write was refused; this is the last word).
CREATE TRIGGER visit_reviews_completed_only BEFORE INSERT ON visit_reviews
WHEN NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = new.booking_id AND b.provider_id = new.provider_id
                 AND b.status = 'Confirmed' AND b.outcome = 'completed') BEGIN
  SELECT RAISE(ABORT, 'only a completed visit is reviewed');
END;

-- The invitation to review (step 2): an outbox event written by the statement that marks the visit completed,
-- whoever writes it. Its link's token is minted by the outbox's consumer when it writes the message; only its
-- SHA-256 goes into review_tokens then (d1-outbox-store.ts reviewInvitation). A new kind is one row of
-- outbox_event_kinds (0036), not a rebuild of outbox_events.
INSERT INTO outbox_event_kinds (kind) VALUES ('review_invitation');

-- One invitation per visit (the outcome, once said, stays: 0024's bookings_outcome_kept).
CREATE TRIGGER outbox_review_invitation AFTER UPDATE OF outcome ON bookings
WHEN new.outcome = 'completed' AND old.outcome IS NULL BEGIN
  INSERT INTO outbox_events (kind, subject_id, dedupe_key) VALUES ('review_invitation', new.id, 'review_invitation:' || new.id);
END;
