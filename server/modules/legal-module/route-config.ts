import type { CenterModule } from '../../../contract/modules';
import type { CenterMode } from '../../lib/tenancy';
import type { Access } from '../../plugins/auth';
import { centerById, centerTenancyOf } from '../../lib/center-rows';
import { evidences } from '../../db/schema';

export const MODULE: CenterModule = 'legal-requirement';

/** A route under /api/legal-requirement-module/:centerId/...: the center in the path, writes need the module on. */
export const inCenter = (access: Access, mode: CenterMode) => ({
  access,
  tenancy: centerById(mode, { module: MODULE }),
});

/** Evidences, their documents and actions: reads find the row with the tenancy clause in their own statement. */
export const legalTenancy = centerTenancyOf({ module: MODULE, rowReadsInQuery: true });
export const evidenceRow = { table: evidences, name: 'evidence' } as const;
