import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { loadPdfKit } from '../../lib/on-demand';

/** What a center report is asked for: whose eyes (sections follow what the viewer may see), which center, which period. */
export interface CenterReportRequest {
  user: AuthUser;
  centerId: number;
  /** Defaults to the center's own language (center.used_language). */
  language?: 'es' | 'ca';
  /** The period the year figures cover (YYYY-MM-DD); defaults to 1 January of this year until today in Spain. */
  from?: string;
  to?: string;
}

/** Placeholder until the center report lands: a one-page PDF, so the audit pack can be built against this signature. */
export async function centerReportPdf(db: Database, request: CenterReportRequest): Promise<Buffer> {
  void db;
  const PDFDocument = await loadPdfKit();
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(`Center ${request.centerId}`);
  document.end();
  return done;
}
