-- Criterion names of the aspect evaluation method become bilingual fields (name_spanish, name_catalan), as
-- every other catalogue name. A name written "Spanish / Catalan" (the default method's) is split at the
-- first " / "; any other name serves both languages. Applies to the centers' methods and to the snapshots
-- the evaluations hold (only the names change: every score reproduces as before).
CREATE FUNCTION aspect_bilingual_criteria(method jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(method, '{criteria}', coalesce((
    SELECT jsonb_agg(
      CASE WHEN criterion ? 'name' THEN
        (criterion - 'name') || jsonb_build_object(
          'name_spanish', CASE WHEN strpos(criterion->>'name', ' / ') > 0 THEN btrim(split_part(criterion->>'name', ' / ', 1)) ELSE criterion->>'name' END,
          'name_catalan', CASE WHEN strpos(criterion->>'name', ' / ') > 0 THEN btrim(substr(criterion->>'name', strpos(criterion->>'name', ' / ') + 3)) ELSE criterion->>'name' END)
      ELSE criterion END
      ORDER BY position)
    FROM jsonb_array_elements(method->'criteria') WITH ORDINALITY AS element(criterion, position)), '[]'::jsonb))
$$;
--> statement-breakpoint
UPDATE "aspect_center_settings" SET "method" = aspect_bilingual_criteria("method")
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("method"->'criteria') AS element(criterion) WHERE criterion ? 'name');
--> statement-breakpoint
UPDATE "aspect_evaluation" SET "method" = aspect_bilingual_criteria("method")
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("method"->'criteria') AS element(criterion) WHERE criterion ? 'name');
--> statement-breakpoint
DROP FUNCTION aspect_bilingual_criteria(jsonb);
