import type { RowProblem } from '../../contract/errors';
import { saveAttachment } from './download';
import type { HttpClient } from './httpClient';

/** A level of GET /api/legal-register/tree: the name in the request's language, both names and the order. */
export interface RegisterNode {
  id: number;
  name: string;
  name_spanish: string;
  name_catalan: string;
  order: number;
}

export type SubambitNode = RegisterNode;

export interface LegalAmbitNode extends RegisterNode {
  subambits: SubambitNode[];
}

export interface AreaNode extends RegisterNode {
  legal_ambits: LegalAmbitNode[];
}

/** The levels an import counts, as the server names them in its summary. */
export const IMPORT_LEVELS = ['areas', 'legal_ambits', 'subambits', 'legal_scopes', 'legal_texts', 'legal_requirements'] as const;
export type ImportLevel = (typeof IMPORT_LEVELS)[number];

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** POST /api/legal-register/import: what a dry run would do, or what the import did. */
export interface ImportSummary {
  dry_run: boolean;
  rows: number;
  summary: Record<ImportLevel, ImportCounts>;
}

export type { RowProblem };

/** The register's own calls; the tree itself is the legal module's getRegisterTree. */
export const legalRegisterMethods = (client: HttpClient) => ({
  exportLegalRegister: async (): Promise<void> => saveAttachment(await client.send('/legal-register/export'), 'legal-register.xlsx'),
  /** A 400 `import_invalid` carries the row problems in its body: nothing was written then. */
  importLegalRegister: (file: File, dryRun: boolean): Promise<ImportSummary> =>
    client.json<ImportSummary>('/legal-register/import', {
      method: 'POST',
      multipart: true,
      // The real import sends no dry_run at all, as the API documents it.
      body: { file, dry_run: dryRun || undefined },
    }),
});

export type LegalRegisterMethods = ReturnType<typeof legalRegisterMethods>;
