import type { Identifier } from 'react-admin';
import { SPREADSHEET_FORMAT, type Page } from '../../contract/paging';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';
import { listQuery } from './listQuery';
import type { Payload } from './requestBody';

const segment = (value: Identifier) => encodeURIComponent(String(value));

// The calls of the document, pest-control, indicator and Metabase pages beyond react-admin's CRUD.
export const centerModuleMethods = (client: HttpClient) => ({
  /** One page of a resource as the API answers it (`count` and `results`), filtered; the custom pages' tables show it whole. */
  getPage: <T>(resource: string, filter: Record<string, unknown> = {}, pageSize = 1000) =>
    client.json<Page<T>>(`/${resource}`, { query: listQuery({ filter, pagination: { page: 1, perPage: pageSize } }) }),
  /** A sub-list's spreadsheet (`indicator/7/measurement`), under the server's file name. */
  downloadSheet: async (resource: string, filter: Record<string, unknown>, fallbackName: string) => {
    const query = listQuery({ filter });
    query.set('format', SPREADSHEET_FORMAT);
    await saveAttachment(await client.send(`/${resource}`, { query }), fallbackName);
  },
  getDddConfiguration: <T>(centerId: Identifier) => client.json<T>(`/ddd-module/${segment(centerId)}/configuration`),
  saveDddConfiguration: <T>(centerId: Identifier, values: Payload) =>
    client.json<T>(`/ddd-module/${segment(centerId)}/configuration`, { method: 'PUT', body: values }),
  getDddFiles: <T>(centerId: Identifier) => client.json<Page<T>>(`/ddd-module/${segment(centerId)}/files`),
  /** Indicators of the center without a value for their last due period. */
  getMissingIndicators: <T>(centerId: Identifier) => client.json<Page<T>>(`/indicator-module/${segment(centerId)}/missing`),
  saveIndicatorThresholds: (indicatorId: Identifier, thresholds: Payload[]) =>
    client.json(`/indicator/${segment(indicatorId)}/threshold`, { method: 'PUT', body: { thresholds } }),
  /** The mapped users and centers, and whether Metabase is configured at all. */
  getMetabaseAccesses: <T>() => client.json<Page<T> & { configured: boolean }>('/metabase-user-access'),
  getMetabaseEmbeds: <T>() => client.json<T>('/metabase/embed'),
});
export type CenterModuleMethods = ReturnType<typeof centerModuleMethods>;
