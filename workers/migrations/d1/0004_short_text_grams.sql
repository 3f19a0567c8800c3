-- Search and the job board at 100,000 providers / 50,000 jobs (issues #10, #13, #18; npm run bench):
-- texts of one or two characters, which the trigram indexes (search_text, jobs_text) cannot serve.
--
--   search_grams   one row per search document (rowid = doc_id): every distinct one- and
--                  two-character piece of its search_text body, lower-cased as SQLite's lower()
--                  does (ASCII), each written as the hex of its UTF-8 bytes so the unicode61
--                  tokenizer keeps it as one token ('12' → '3132'). A free-text word of 1–2
--                  characters is one index lookup instead of a LIKE over every candidate; the same
--                  matches as that LIKE (ASCII case-insensitive), see d1-search-repository.ts.
--   jobs_grams     the same over the open jobs' title and company name (rowid = the job's rowid),
--                  for job board texts under three characters (before: instr over the whole board).
--   search_price_masks   a narrow index the price-range count scans instead of the wide rank index.
--
-- Pieces holding a space or a line break are left out: a free-text word never holds one, and a
-- job text of one or two characters is trimmed, so it cannot either. Both tables store no copy of
-- the text (contentless, rows deletable). SQLite runs no WITH inside triggers: the character
-- positions come from json_each over an array of length(text) zeros.

CREATE VIRTUAL TABLE search_grams USING fts5(grams, tokenize = 'unicode61', detail = 'none', content = '', contentless_delete = 1);
CREATE VIRTUAL TABLE jobs_grams USING fts5(grams, tokenize = 'unicode61', detail = 'none', content = '', contentless_delete = 1);

-- Inserting (target, id, text) here (re)writes that row's grams: the one place the pieces are cut.
CREATE VIEW text_grams_refresh AS SELECT NULL AS target, NULL AS id, NULL AS body WHERE 0;

CREATE TRIGGER text_grams_refresh_insert INSTEAD OF INSERT ON text_grams_refresh BEGIN
  DELETE FROM search_grams WHERE new.target = 'search' AND rowid = new.id;
  DELETE FROM jobs_grams WHERE new.target = 'jobs' AND rowid = new.id;
  INSERT INTO search_grams (rowid, grams) SELECT new.id, pieces.grams FROM (
    SELECT coalesce(group_concat(gram, ' '), '') AS grams FROM (
      SELECT DISTINCT hex(substr(new.body, position.key + 1, width.n)) AS gram
      FROM json_each('[' || rtrim(replace(hex(zeroblob(length(new.body))), '00', '0,'), ',') || ']') AS position,
           (SELECT 1 AS n UNION ALL SELECT 2) AS width
      WHERE position.key + width.n <= length(new.body)
        AND instr(substr(new.body, position.key + 1, width.n), ' ') = 0
        AND instr(substr(new.body, position.key + 1, width.n), char(10)) = 0)) AS pieces
  WHERE new.target = 'search';
  INSERT INTO jobs_grams (rowid, grams) SELECT new.id, pieces.grams FROM (
    SELECT coalesce(group_concat(gram, ' '), '') AS grams FROM (
      SELECT DISTINCT hex(substr(new.body, position.key + 1, width.n)) AS gram
      FROM json_each('[' || rtrim(replace(hex(zeroblob(length(new.body))), '00', '0,'), ',') || ']') AS position,
           (SELECT 1 AS n UNION ALL SELECT 2) AS width
      WHERE position.key + width.n <= length(new.body)
        AND instr(substr(new.body, position.key + 1, width.n), ' ') = 0
        AND instr(substr(new.body, position.key + 1, width.n), char(10)) = 0)) AS pieces
  WHERE new.target = 'jobs';
END;

-- Search documents: the same body as search_text (0001), lower-cased.
CREATE TRIGGER search_grams_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO text_grams_refresh (target, id, body)
  VALUES ('search', new.doc_id, lower(new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type));
END;

CREATE TRIGGER search_grams_after_update AFTER UPDATE OF name, services, places, emirate, type ON search_documents BEGIN
  INSERT INTO text_grams_refresh (target, id, body)
  VALUES ('search', new.doc_id, lower(new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type));
END;

CREATE TRIGGER search_grams_after_delete AFTER DELETE ON search_documents BEGIN
  DELETE FROM search_grams WHERE rowid = old.doc_id;
END;

-- Jobs: the open ones only, as jobs_text (0001); title and company name apart (a text found in one of them).
CREATE TRIGGER jobs_grams_after_insert AFTER INSERT ON jobs WHEN new.status = 'Open' BEGIN
  INSERT INTO text_grams_refresh (target, id, body) VALUES ('jobs', new.rowid, lower(new.title) || char(10) || lower(new.company_name));
END;

CREATE TRIGGER jobs_grams_after_update AFTER UPDATE OF title, company_name, status ON jobs BEGIN
  DELETE FROM jobs_grams WHERE rowid = old.rowid;
  INSERT INTO text_grams_refresh (target, id, body)
  SELECT 'jobs', new.rowid, lower(new.title) || char(10) || lower(new.company_name) WHERE new.status = 'Open';
END;

CREATE TRIGGER jobs_grams_after_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_grams WHERE rowid = old.rowid;
END;

-- Backfill.
INSERT INTO text_grams_refresh (target, id, body)
SELECT 'search', doc_id, lower(name || char(10) || services || char(10) || places || char(10) || emirate || char(10) || type)
FROM search_documents;
INSERT INTO text_grams_refresh (target, id, body)
SELECT 'jobs', rowid, lower(title) || char(10) || lower(company_name) FROM jobs WHERE status = 'Open';

CREATE INDEX search_price_masks ON search_documents (price_mask_low, price_mask_high, price_exact_low, price_exact_high);
