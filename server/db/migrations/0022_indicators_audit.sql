-- Change history of the document, pest-control, indicator and Metabase tables (see 0010).
-- Versions are filed under their document, so a document's timeline shows each new upload.
SELECT audit_table('enterprise_document', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('enterprise_document_version', 'document_id', 'center_id');--> statement-breakpoint
SELECT audit_table('ddd_configuration', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('ddd_service', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_process', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_measurement', 'indicator_id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_analysis', 'indicator_id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_action', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_target', 'id', 'center_id');--> statement-breakpoint
SELECT audit_table('indicator_threshold', 'indicator_id', 'center_id');--> statement-breakpoint
SELECT audit_table('metabase_access', 'id', '');
