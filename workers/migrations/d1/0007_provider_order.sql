-- `providers` pages through the directory by (name, id), optionally within a type and/or emirate.
-- These indexes serve both the page (ORDER BY name, id with a keyset) and its COUNT(*).
DROP INDEX IF EXISTS providers_type_emirate;
DROP INDEX IF EXISTS providers_emirate;
CREATE INDEX providers_by_name ON providers (name, id);
CREATE INDEX providers_by_type_name ON providers (type, name, id);
CREATE INDEX providers_by_emirate_name ON providers (emirate, name, id);
CREATE INDEX providers_by_type_emirate_name ON providers (type, emirate, name, id);
