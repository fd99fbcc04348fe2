import type { Identifier } from 'react-admin';
import type { Page } from '../../contract/paging';
import type { HttpClient } from './httpClient';

/** One row of GET /api/history: a record created, updated or deleted, by whom and what changed. */
export interface HistoryChange {
  id: number;
  /** The database table; membership tables file under their owner's id (center_user under the center). */
  table: string;
  record_id: number;
  center_id: number | null;
  action: 'create' | 'update' | 'delete';
  /** {field: [from, to]} with the database's column names. */
  changes: Record<string, [unknown, unknown]>;
  /** Null for changes made by the system (scheduled jobs, first start); name null for a deleted user. */
  actor: { id: number; name: string | null } | null;
  changed_at: string;
}

export interface History {
  changes: HistoryChange[];
  total: number;
}

/** The newest `pageSize` changes of a record, and how many there are in all. */
export const fetchHistory = async (client: HttpClient, table: string, id: Identifier, pageSize: number): Promise<History> => {
  const query = new URLSearchParams({ table, id: String(id), pageSize: String(pageSize) });
  const page = await client.json<Page<HistoryChange>>('/history', { query });
  return { changes: page.results, total: page.count };
};
