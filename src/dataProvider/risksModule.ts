import { SPREADSHEET_FORMAT, type Page } from '../../contract/paging';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';
import type { Payload } from './requestBody';

/** A risks or improvement page's query parameters; empty values are left out of the query string. */
export type RisksParams = Record<string, string | number | boolean | undefined | null>;

/** A list's one page: the modules' tables show a list whole. */
export const RISKS_PAGE_SIZE = 1000;

/** The query string of a read; a page's query key is built from it too. */
export const risksQuery = (params: RisksParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search;
};

/**
 * The risk-opportunity and improvement modules' routes (processes, consequences, evaluations, rounds, matrix,
 * improvement actions and their attachments). Paths are the API's below /api, as the modules' pages build them.
 */
export const risksModuleMethods = (client: HttpClient) => {
  const getRisks = <T>(path: string, params: RisksParams = {}) => client.json<T>(path, { query: risksQuery(params) });
  return {
    getRisks,
    /** A list whole: one page of up to RISKS_PAGE_SIZE rows. */
    getAllRisks: async <T>(path: string, params: RisksParams = {}): Promise<T[]> =>
      (await getRisks<Page<T>>(path, { pageSize: RISKS_PAGE_SIZE, ...params })).results,
    /** A write; `multipart` sends the body as a form (attachments). Answers what the server answers (undefined on 204). */
    sendRisks: <T = unknown>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: Payload, multipart = false) =>
      client.json<T>(path, { method, body, multipart }),
    /** A list's spreadsheet, under the server's file name (or `fallbackName`). */
    downloadRisks: async (path: string, params: RisksParams, fallbackName: string) =>
      saveAttachment(await client.send(path, { query: risksQuery({ ...params, format: SPREADSHEET_FORMAT }) }), fallbackName),
  };
};
export type RisksModuleMethods = ReturnType<typeof risksModuleMethods>;
