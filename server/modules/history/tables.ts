import type { Role } from '../../../contract/roles';

/**
 * Who reads the history of each audited table: 'center' = whoever sees the row's center (the
 * tenancy rule, through the center_id kept in the history), else the roles that read the table.
 * `related` tables file their changes under this table's record (center_user under its center).
 */
export interface HistoryTable {
  readers: 'center' | readonly Role[];
  related?: readonly string[];
}

const everyone = ['admin', 'collaborator', 'client'] as const;
const admins = ['admin'] as const;

export const historyTables: Record<string, HistoryTable> = {
  app_user: { readers: admins },
  consultancy: { readers: admins, related: ['consultancy_email_config'] },
  enterprise: { readers: admins, related: ['enterprise_user'] },
  center: {
    readers: 'center',
    related: ['center_user', 'center_module', 'center_legal_subambit', 'center_legal_scope', 'center_not_applicable_requirement', 'evidence_notification'],
  },
  area: { readers: everyone },
  legal_ambit: { readers: everyone },
  subambit: { readers: everyone },
  legal_scope: { readers: everyone },
  legal_text: { readers: everyone },
  legal_requirement: { readers: everyone },
  project_ambit: { readers: admins },
  evidence: { readers: 'center' },
  legal_document: { readers: 'center' },
  evidence_action: { readers: 'center' },
  responsibility: { readers: 'center' },
};

/** Tables without a change history, and why; a test fails for a table neither audited nor listed here. */
export const unauditedTables: Record<string, string> = {
  change_history: 'the history itself',
  refresh_token: 'sessions: a login is not a change of a record',
  user_session: 'sessions: a login is not a change of a record',
  login_failure: 'login throttling counters',
  stored_file: "file metadata; the referencing row's change names the file id",
  stored_file_chunk: 'the bytes of stored files',
  scheduled_job_run: 'bookkeeping of scheduled jobs',
  password_token: 'one-use password links: hashes of secrets; the password change itself is audited on app_user',
  password_reset_request: 'rate-limit counters of password reset requests',
};

/** The audited tables a role may read whole (not through a center): catalogues and administration. */
export const globalTablesFor = (role: Role): string[] =>
  Object.entries(historyTables)
    .filter(([, table]) => table.readers !== 'center' && table.readers.includes(role))
    .flatMap(([name, table]) => [name, ...(table.related ?? [])]);
