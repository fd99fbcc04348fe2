import type { Page } from '../../contract/paging';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

/**
 * The environmental aspects module's routes (spec §2, §8): stages, zones, evaluations, practices. Paths are
 * the API's below /api, as the module's pages build them from their ids.
 */
export const environmentalAspectsMethods = (client: HttpClient) => {
  const getAspects = <T>(path: string) => client.json<T>(path);
  return {
    getAspects,
    /** Every page of a list, 50 at a time (spec §7, §9). */
    getAllAspects: async <T>(path: string): Promise<T[]> => {
      const rows: T[] = [];
      for (let page = 1; ; page++) {
        const answer = await getAspects<Page<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=50`);
        rows.push(...answer.results);
        if (!answer.next) return rows;
      }
    },
    sendAspects: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      client.json<T>(path, { method, body: body as never }),
    downloadAspects: async (path: string, fallbackName: string) => saveAttachment(await client.send(path), fallbackName),
  };
};
export type EnvironmentalAspectsMethods = ReturnType<typeof environmentalAspectsMethods>;
