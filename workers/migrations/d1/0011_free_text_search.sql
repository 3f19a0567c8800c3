-- Search, part 3 (see 0004_search.sql): the free text ("Search by service, location, or name").
--
--   search_documents.places   the provider's area and address, one per line
--   search_text               one document per provider: name, service names, area, address,
--                             emirate and type, one per line, in a trigram FTS5 index that folds
--                             case and accents ('beaute' finds 'Beauté'); rowid = doc_id
--
-- Every word of the text must be found (graphql/modules/search/match.ts `matchesFreeText`); words of
-- 3+ characters are index lookups, shorter ones a LIKE on the matching rows. Triggers keep both in
-- step with every write to providers and services, as for the rest of the index.

ALTER TABLE search_documents ADD COLUMN places TEXT NOT NULL DEFAULT '';

UPDATE search_documents SET places = coalesce((
  SELECT p.location || char(10) || p.address FROM providers p WHERE p.id = search_documents.provider_id), '');

DROP TRIGGER search_providers_after_insert;
CREATE TRIGGER search_providers_after_insert AFTER INSERT ON providers BEGIN
  INSERT INTO search_documents (provider_id, name, type, emirate, rating, places)
  VALUES (new.id, new.name, new.type, new.emirate, new.rating, new.location || char(10) || new.address);
  INSERT INTO search_refresh (provider_id) VALUES (new.id);
END;

DROP TRIGGER search_providers_after_update;
CREATE TRIGGER search_providers_after_update AFTER UPDATE OF id, name, type, emirate, rating, location, address ON providers BEGIN
  UPDATE search_documents
  SET provider_id = new.id, name = new.name, type = new.type, emirate = new.emirate, rating = new.rating,
      places = new.location || char(10) || new.address
  WHERE provider_id = old.id;
END;

CREATE VIRTUAL TABLE search_text USING fts5(body, tokenize = 'trigram remove_diacritics 1');

INSERT INTO search_text (rowid, body)
SELECT doc_id, name || char(10) || services || char(10) || places || char(10) || emirate || char(10) || type
FROM search_documents;

CREATE TRIGGER search_text_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_text (rowid, body)
  VALUES (new.doc_id, new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type);
END;

CREATE TRIGGER search_text_after_update AFTER UPDATE OF name, services, places, emirate, type ON search_documents BEGIN
  UPDATE search_text
  SET body = new.name || char(10) || new.services || char(10) || new.places || char(10) || new.emirate || char(10) || new.type
  WHERE rowid = new.doc_id;
END;

CREATE TRIGGER search_text_after_delete AFTER DELETE ON search_documents BEGIN
  DELETE FROM search_text WHERE rowid = old.doc_id;
END;
