-- Change history of the projects module (issue 10); project_budget_alert is a sent-log, unaudited.
SELECT audit_table('project', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('project_user', 'project_id', '');
--> statement-breakpoint
SELECT audit_table('task', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('task_user', 'task_id', '');
--> statement-breakpoint
SELECT audit_table('dedication', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('project_cost', 'id', '');
