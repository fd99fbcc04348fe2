-- Search that ignores case and accents and scales: searchText matches lower(f_unaccent(column))
-- with LIKE, and GIN trigram indexes on that expression serve it. Where a server lacks the contrib
-- modules (unaccent, pg_trgm), the migration still applies: f_unaccent folds the Spanish and
-- Catalan accents with translate() and the indexes are left out (search then scans, as before).
DO $migration$
DECLARE
  unaccent_schema text;
  trgm_schema text;
  target text[];
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS unaccent;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'unaccent is not available (%): f_unaccent folds common accents only', SQLERRM;
  END;
  SELECT n.nspname INTO unaccent_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
  IF unaccent_schema IS NOT NULL THEN
    -- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the wrapper safe to index.
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $f$ SELECT %I.unaccent(%L::regdictionary, $1) $f$',
      unaccent_schema, quote_ident(unaccent_schema) || '.unaccent');
  ELSE
    CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $f$
      SELECT translate($1, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')
    $f$;
  END IF;

  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): searches run without trigram indexes', SQLERRM;
    RETURN;
  END;
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['app_user', 'name'], ['app_user', 'email'],
    ['area', 'name_spanish'], ['area', 'name_catalan'],
    ['legal_ambit', 'name_spanish'], ['legal_ambit', 'name_catalan'],
    ['subambit', 'name_spanish'], ['subambit', 'name_catalan'],
    ['legal_scope', 'name_spanish'], ['legal_scope', 'name_catalan'],
    ['legal_text', 'name'],
    ['legal_requirement', 'name_spanish'], ['legal_requirement', 'name_catalan'],
    ['center', 'name'], ['enterprise', 'name'], ['consultancy', 'name'],
    ['project_ambit', 'name'], ['evidence', 'name']
  ] LOOP
    -- fastupdate off: new rows go straight into the index. A pending list would be scanned by every
    -- search until a vacuum merges it, and PGlite never runs autovacuum.
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (lower(f_unaccent(%I)) %I.gin_trgm_ops) WITH (fastupdate = off)',
      target[1] || '_' || target[2] || '_search_idx', target[1], target[2], trgm_schema);
  END LOOP;
END
$migration$;
