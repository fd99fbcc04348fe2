/** What a change-history row records (the trigger's TG_OP, lower-cased). */
export type HistoryAction = 'create' | 'update' | 'delete';

/** One row of GET /api/history: a record created, updated or deleted, by whom and what changed. */
export interface HistoryChange {
  id: number;
  /** The database table; membership tables file under their owner's id (center_user under the center). */
  table: string;
  record_id: number;
  center_id: number | null;
  action: HistoryAction;
  /** {field: [from, to]} with the database's column names. */
  changes: Record<string, [unknown, unknown]>;
  /** Null for changes made by the system (scheduled jobs, first start); name null for a deleted user. */
  actor: { id: number; name: string | null } | null;
  changed_at: string;
  /** Names of the users its user columns mention: {column: {id: name}}, null for a deleted user. */
  people?: Record<string, Record<string, string | null>>;
  /** Names of the other rows and files its reference columns mention, in the reader's language: {column: {id: name}}, null for a deleted row. */
  references?: Record<string, Record<string, string | null>>;
}
