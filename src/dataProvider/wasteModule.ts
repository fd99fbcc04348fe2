import type { Identifier } from 'react-admin';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

const moduleBase = (centerId: Identifier) => `/residue-module/${encodeURIComponent(String(centerId))}`;

/** The residue module's reports that also download as .xlsx. */
export type WasteReport = 'next-collections' | 'expired-documents';

/** The residue module's own routes (spec §2), beside react-admin's collection-plan and residue-collection resources. */
export const wasteModuleMethods = (client: HttpClient) => ({
  /** The center's legal clock: every dated obligation of its waste, soonest first. */
  getWasteClock: <T>(centerId: Identifier) => client.json<T>(`${moduleBase(centerId)}/legal-clock`),
  /** The legal clock of every center the user sees, overdue plus what falls due up to `until`, a page at a time. */
  getWasteClockOfCenters: <T>(query: { page: number; pageSize: number; until?: string }) => {
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
    if (query.until) params.set('until', query.until);
    return client.json<T>('/residue-module/legal-clock', { query: params });
  },
  getWasteConfig: <T>(centerId: Identifier) => client.json<T>(`${moduleBase(centerId)}/config`),
  saveWasteConfig: <T>(centerId: Identifier, body: Record<string, unknown>) =>
    client.json<T>(`${moduleBase(centerId)}/config`, { method: 'PUT', body: body as never }),
  getWasteReport: <T>(centerId: Identifier, report: WasteReport) => client.json<T>(`${moduleBase(centerId)}/reports/${report}`),
  downloadWasteReport: async (centerId: Identifier, report: WasteReport) =>
    saveAttachment(
      await client.send(`${moduleBase(centerId)}/reports/${report}`, { query: new URLSearchParams({ format: 'xlsx' }) }),
      `${report}.xlsx`,
    ),
  /** Every file of the module, by kind and residue, a page at a time. */
  getWasteFiles: <T>(centerId: Identifier, query: Record<string, string>) =>
    client.json<T>(`${moduleBase(centerId)}/files`, { query: new URLSearchParams(query) }),
  /** The archivo cronológico (Ley 7/2022 art. 64): the center's collections between two days, as a workbook. */
  downloadChronologicalRecord: async (centerId: Identifier, startDate: string, endDate: string) =>
    saveAttachment(
      await client.send(`${moduleBase(centerId)}/chronological-record`, { query: new URLSearchParams({ startDate, endDate }) }),
      `archivo-cronologico-${startDate}-${endDate}.xlsx`,
    ),
});
export type WasteModuleMethods = ReturnType<typeof wasteModuleMethods>;
