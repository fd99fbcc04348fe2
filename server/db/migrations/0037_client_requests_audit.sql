-- Change history of client requests (issue 35, see 0010): readings and answer files are filed under their request.
SELECT audit_table('client_request', 'id', 'center_id', 'announced_at');--> statement-breakpoint
SELECT audit_table('client_request_reading', 'request_id', 'center_id');--> statement-breakpoint
SELECT audit_table('client_request_file', 'request_id', 'center_id');
