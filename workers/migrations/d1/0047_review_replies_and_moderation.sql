-- Replies and moderation of visit reviews (issue 34; docs/decisions/074-review-replies-and-moderation.md), in
-- step with workers/migrations/supabase/0047_review_replies_and_moderation.sql. The pure rules are
-- graphql/modules/visit-reviews/moderation-rules.ts; the owner's and the reviewer's rights are the API's scopes.
--
-- Hiding is visit_reviews.hidden_at / hidden_reason (0038) and, new, the reviewer who hid it. 0038's trigger
-- visit_reviews_rating_after_update recounts the provider's rating and review count in the hiding UPDATE's own
-- statement: a hidden review leaves the average. A review is shown when `hidden_at IS NULL`.
ALTER TABLE visit_reviews ADD COLUMN hidden_by TEXT REFERENCES accounts (id) ON DELETE SET NULL;

-- The provider's one reply to a review (review_id is the key): written again, it is edited (edited_at).
CREATE TABLE review_replies (
  review_id TEXT PRIMARY KEY REFERENCES visit_reviews (id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  author_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,   -- the owner who wrote it last
  replied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  edited_at TEXT
);

-- Visitors' reports, for the reviewers' queue: one per review and reporter (the SHA-256 of the client address,
-- never the address itself; the account too when signed in). A hidden review leaves the queue.
CREATE TABLE review_reports (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  review_id TEXT NOT NULL REFERENCES visit_reviews (id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (reason IN ('abusive', 'not_about_the_visit', 'personal_data', 'other')),
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  reporter_hash TEXT NOT NULL,
  reporter_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (review_id, reporter_hash)
);
CREATE INDEX review_reports_by_review ON review_reports (review_id, created_at);
