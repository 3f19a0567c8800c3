-- The job board's counts at 50,000 jobs (npm run bench): the trigram index jobs_text now holds the
-- open jobs only, so "how many open jobs hold this text" is answered by the index alone; and the
-- location and type filters together have an index that counts them without reading the table.
DROP TRIGGER jobs_text_after_insert;
DROP TRIGGER jobs_text_after_update;
DROP TRIGGER jobs_text_after_delete;
DELETE FROM jobs_text;
INSERT INTO jobs_text (rowid, title, company_name) SELECT rowid, title, company_name FROM jobs WHERE status = 'Open';
CREATE TRIGGER jobs_text_after_insert AFTER INSERT ON jobs WHEN new.status = 'Open' BEGIN
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_update_remove AFTER UPDATE OF title, company_name, status ON jobs WHEN old.status = 'Open' BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
END;
CREATE TRIGGER jobs_text_after_update_add AFTER UPDATE OF title, company_name, status ON jobs WHEN new.status = 'Open' BEGIN
  INSERT INTO jobs_text (rowid, title, company_name) VALUES (new.rowid, new.title, new.company_name);
END;
CREATE TRIGGER jobs_text_after_delete AFTER DELETE ON jobs WHEN old.status = 'Open' BEGIN
  INSERT INTO jobs_text (jobs_text, rowid, title, company_name) VALUES ('delete', old.rowid, old.title, old.company_name);
END;
CREATE INDEX jobs_board_location_type ON jobs (status, location_key, job_type, posted_date DESC, created_at DESC, id DESC);
