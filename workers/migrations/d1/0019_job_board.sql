-- The job board from the database (issue 13), the same columns as the Supabase table
-- (supabase/0019_job_board.sql):
--
-- * status ('Open' listed on the board, 'Closed' kept for its owner) and applicants (0 until
--   applications exist): what the owner's dashboard shows of each posting.
-- * created_at: when it was posted (ISO 8601 with milliseconds); the board is newest first by
--   posted_date, created_at, id. The sample jobs count as posted at midnight of their day in Dubai.
-- * location_key: the part of the location before the first comma, which the location filter
--   compares (SPEC §5), kept by the database and indexed.
-- * jobs_text: a trigram FTS5 index over title and company name, so the text filter is an index
--   lookup at any size (texts of three characters or more).
-- * The sample jobs name their emirate first ('Dubai, Jumeirah'), so the emirate filter finds them.
ALTER TABLE jobs ADD COLUMN status TEXT NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'Closed'));
ALTER TABLE jobs ADD COLUMN applicants INTEGER NOT NULL DEFAULT 0 CHECK (applicants >= 0);
ALTER TABLE jobs ADD COLUMN created_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE jobs ADD COLUMN location_key TEXT GENERATED ALWAYS AS (
  trim(CASE WHEN instr(location, ',') > 0 THEN substr(location, 1, instr(location, ',') - 1) ELSE location END, ' ')
) VIRTUAL;

UPDATE jobs SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', posted_date, '-4 hours') WHERE owner_id IS NULL;
UPDATE jobs SET location = 'Dubai, Jumeirah' WHERE id = 'job-1';
UPDATE jobs SET location = 'Abu Dhabi, Al Reem Island' WHERE id = 'job-2';
UPDATE jobs SET location = 'Ajman, Al Nuaimiya' WHERE id = 'job-3';
UPDATE jobs SET location = 'Sharjah, Al Majaz' WHERE id = 'job-4';

DROP INDEX jobs_posted;
CREATE INDEX jobs_board ON jobs (status, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_board_type ON jobs (status, job_type, posted_date DESC, created_at DESC, id DESC);
CREATE INDEX jobs_board_location ON jobs (status, location_key, posted_date DESC, created_at DESC, id DESC);
DROP INDEX jobs_owner;
CREATE INDEX jobs_owner ON jobs (owner_id, posted_date DESC, created_at DESC, id DESC);

CREATE VIRTUAL TABLE jobs_text USING fts5(title, company_name, content = 'jobs', content_rowid = 'rowid', tokenize = 'trigram');
INSERT INTO jobs_text (jobs_text) VALUES ('rebuild');
CREATE TRIGGER jobs_text_after_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_update AFTER UPDATE OF title, company_name ON jobs BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_delete AFTER DELETE ON jobs BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
END;
