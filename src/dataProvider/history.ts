import type { Identifier } from 'react-admin';
import type { HistoryChange } from '../../contract/history';
import type { Page } from '../../contract/paging';
import type { HttpClient } from './httpClient';

export type { HistoryChange };

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
