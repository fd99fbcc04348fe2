-- Change history: one AFTER ROW trigger per audited table writes what changed into change_history,
-- in the transaction of the change. Trigger arguments: the column naming the record, the column
-- naming its center ('' when none), then columns never recorded (secrets, bookkeeping).
CREATE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := TG_ARGV[0];
  center_column text := TG_ARGV[1];
  skipped text[] := ARRAY['created_at', 'updated_at', TG_ARGV[0]] || TG_ARGV[2:TG_NARGS - 1];
  whole jsonb;
  before jsonb;
  after jsonb;
  diff jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    whole := to_jsonb(NEW);
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(NULL, value)), '{}') INTO diff
      FROM jsonb_each(whole - skipped) WHERE value <> 'null';
  ELSIF TG_OP = 'DELETE' THEN
    whole := to_jsonb(OLD);
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(value, NULL)), '{}') INTO diff
      FROM jsonb_each(whole - skipped) WHERE value <> 'null';
  ELSE
    whole := to_jsonb(NEW);
    before := to_jsonb(OLD) - skipped;
    after := whole - skipped;
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(before -> key, value)), '{}') INTO diff
      FROM jsonb_each(after) WHERE value IS DISTINCT FROM before -> key;
    -- Nothing but updated_at (or an excluded column) changed: nothing to tell.
    IF diff = '{}' THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO change_history (table_name, record_id, center_id, action, changes, actor_id)
  VALUES (
    TG_TABLE_NAME,
    (whole ->> id_column)::integer,
    CASE WHEN center_column = '' THEN NULL ELSE (whole ->> center_column)::integer END,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    diff,
    nullif(current_setting('app.actor_id', true), '')::integer
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What later migrations call for each new table: SELECT audit_table('residue', 'id', 'center_id');
CREATE FUNCTION audit_table(target text, id_column text, center_column text, VARIADIC excluded text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER record_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION record_change(%s)',
    target,
    (SELECT string_agg(quote_literal(argument), ', ') FROM unnest(ARRAY[id_column, center_column] || excluded) AS argument)
  );
END $$;
--> statement-breakpoint
SELECT audit_table('app_user', 'id', '', 'password_hash');
--> statement-breakpoint
SELECT audit_table('consultancy', 'id', '');
--> statement-breakpoint
SELECT audit_table('consultancy_email_config', 'consultancy_id', '', 'password_encrypted');
--> statement-breakpoint
SELECT audit_table('enterprise', 'id', '');
--> statement-breakpoint
SELECT audit_table('enterprise_user', 'enterprise_id', '');
--> statement-breakpoint
SELECT audit_table('center', 'id', 'id');
--> statement-breakpoint
SELECT audit_table('center_user', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('center_module', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('area', 'id', '');
--> statement-breakpoint
SELECT audit_table('legal_ambit', 'id', '');
--> statement-breakpoint
SELECT audit_table('subambit', 'id', '');
--> statement-breakpoint
SELECT audit_table('legal_scope', 'id', '');
--> statement-breakpoint
SELECT audit_table('legal_text', 'id', '');
--> statement-breakpoint
SELECT audit_table('legal_requirement', 'id', '');
--> statement-breakpoint
SELECT audit_table('project_ambit', 'id', '');
--> statement-breakpoint
SELECT audit_table('center_legal_subambit', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('center_legal_scope', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('center_not_applicable_requirement', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('evidence', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('legal_document', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('evidence_action', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('responsibility', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('evidence_notification', 'center_id', 'center_id', 'last_sent_period');
