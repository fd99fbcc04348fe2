import type { HistoryTable } from '../../lib/history-tables';
import { moduleRoles } from '../../../contract/modules';
import type { Role } from '../../../contract/roles';
import { wasteHistoryTables } from '../waste/history';
import { adminsOnly, everyone } from '../../lib/access';

/**
 * Who reads the history of each audited table: 'center' = whoever sees the row's center (the
 * tenancy rule, through the center_id kept in the history), else the roles that read the table.
 * `related` tables file their changes under this table's record (center_user under its center).
 */
export type { HistoryTable } from '../../lib/history-tables';

/** Risks and opportunities and improvement actions (spec §6: admin only, also their history; the catalogues are admins'). */
const riskHistoryTables: Record<string, HistoryTable> = {
  risk_opportunity_ambit: { readers: adminsOnly },
  risk_category: { readers: adminsOnly },
  risk_question: { readers: adminsOnly },
  risk_consequence: { readers: adminsOnly },
  risk_matrix: { readers: moduleRoles('risk-opportunity') },
  risk_process: { readers: moduleRoles('risk-opportunity'), related: ['risk_process_question'] },
  risk_evaluation_round: { readers: moduleRoles('risk-opportunity') },
  risk_evaluation: { readers: moduleRoles('risk-opportunity') },
  improvement_action: { readers: moduleRoles('improvement'), related: ['improvement_attachment'] },
};

export const historyTables: Record<string, HistoryTable> = {
  app_user: { readers: adminsOnly, related: ['user_two_factor', 'user_device', 'consultancy_staff'] },
  consultancy: { readers: adminsOnly, related: ['consultancy_email_config', 'consultancy_sign_in', 'legal_change_setting'] },
  enterprise: { readers: adminsOnly, related: ['enterprise_user'] },
  center: {
    readers: 'center',
    related: [
      'center_user',
      'center_module',
      'center_legal_subambit',
      'center_legal_scope',
      'center_not_applicable_requirement',
      'evidence_notification',
    ],
  },
  area: { readers: everyone },
  legal_ambit: { readers: everyone },
  subambit: { readers: everyone },
  legal_scope: { readers: everyone },
  legal_text: { readers: everyone },
  legal_requirement: { readers: everyone },
  legal_change: { readers: everyone },
  legal_change_review: { readers: 'center' },
  project_ambit: { readers: adminsOnly },
  evidence: { readers: 'center' },
  legal_document: { readers: 'center' },
  evidence_action: { readers: 'center' },
  responsibility: { readers: 'center' },
  vector: { readers: everyone },
  aspect: { readers: everyone },
  good_practice: { readers: everyone, related: ['good_practice_aspect'] },
  life_cycle_stage: { readers: 'center' },
  zone: { readers: 'center' },
  center_aspect: { readers: 'center' },
  center_practice: { readers: 'center' },
  aspect_center_settings: { readers: 'center' },
  aspect_evaluation: { readers: 'center' },
  evaluated_aspect: { readers: 'center' },
  good_practice_evaluation: { readers: 'center' },
  evaluated_practice: { readers: 'center' },
  practice_action: { readers: 'center' },
  environmental_indicator: { readers: 'center' },
  ...riskHistoryTables,
  ...wasteHistoryTables,
  project: { readers: adminsOnly, related: ['project_user'] },
  task: { readers: adminsOnly, related: ['task_user'] },
  dedication: { readers: adminsOnly },
  project_cost: { readers: adminsOnly },
  enterprise_document: { readers: 'center', related: ['enterprise_document_version'] },
  ddd_configuration: { readers: 'center' },
  ddd_service: { readers: 'center' },
  indicator_process: { readers: 'center' },
  indicator: { readers: 'center', related: ['indicator_measurement', 'indicator_analysis', 'indicator_threshold'] },
  indicator_action: { readers: 'center' },
  indicator_target: { readers: 'center' },
  metabase_access: { readers: adminsOnly },
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
  waste_notification: 'the outbox of residue-module e-mails (bookkeeping; its key makes each notification once)',
  improvement_reminder_sent: 'the sent-log of improvement reminders (bookkeeping; its key makes each reminder once)',
  project_budget_alert: 'sent-log of budget warning e-mails, not a record users edit',
  indicator_reminder: 'sent-log of missing-measurement reminders (bookkeeping of a scheduled job)',
  agenda_feed: 'a private calendar link: only its hash, when it was made, used and revoked (a credential, not a record)',
  agenda_digest_subscription: "a user's own opt-in to the weekly agenda digest and the week last sent (bookkeeping of a scheduled job)",
  password_token: 'one-use password links: hashes of secrets; the password change itself is audited on app_user',
  email_change: 'an e-mail change waiting for its link: the hash of a secret; the change itself is audited on app_user',
  single_sign_on_attempt: 'trips to a sign-in provider and their one-time codes: minutes-long secrets; the sign-in opens a user_session',
  password_reset_request: 'rate-limit counters of password reset requests',
  legal_bulletin_sending: "sent-log of the monthly legal bulletins (bookkeeping; its key makes each center's month go out once)",
  legal_bulletin_subscription: "a person's own opt-in to a center's monthly legal bulletin, as the agenda digest's",
};

/** The audited tables a role may read whole (not through a center): catalogues and administration. */
export const globalTablesFor = (role: Role): string[] =>
  Object.entries(historyTables)
    .filter(([, table]) => table.readers !== 'center' && table.readers.includes(role))
    .flatMap(([name, table]) => [name, ...(table.related ?? [])]);

/** Audited tables with a center whose history the role may not read (admin-only modules). */
export const tablesClosedTo = (role: Role): string[] =>
  Object.entries(historyTables)
    .filter(([, table]) => table.readers !== 'center' && !table.readers.includes(role))
    .flatMap(([name, table]) => [name, ...(table.related ?? [])]);
