import type { Identifier } from 'react-admin';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** The center's documents for its client and its auditors, saved under the server's file names. */
export const centerReportMethods = (client: HttpClient) => ({
  /** The center report as a PDF (this year so far unless a period is given), in `language` (the reader's when absent). */
  downloadCenterReport: async (centerId: Identifier, period: { from?: string; to?: string } = {}, language?: 'es' | 'ca') => {
    const query = new URLSearchParams(
      Object.entries({ ...period, language }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    await saveAttachment(await client.send(`/center/${segment(centerId)}/report`, { query }), 'informe.pdf');
  },
  /** The audit pack of a period (YYYY-MM-DD, both days included) as a ZIP, in `language` (the reader's when absent). */
  downloadAuditPack: async (centerId: Identifier, from: string, to: string, language?: 'es' | 'ca') => {
    const query = new URLSearchParams({ from, to, ...(language ? { language } : {}) });
    await saveAttachment(await client.send(`/center/${segment(centerId)}/audit-pack`, { query }), 'paquete-de-auditoria.zip');
  },
});
export type CenterReportMethods = ReturnType<typeof centerReportMethods>;
