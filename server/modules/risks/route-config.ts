import { eq } from 'drizzle-orm';
import { moduleRoles, type AdminOnlyModule } from '../../../contract/modules';
import { MATRIX_PRESETS, type MatrixSettings } from '../../../contract/risks';
import type { Database } from '../../db/client';
import { riskMatrices } from '../../db/schema';
import { centerById, centerRow, type RowOwner } from '../../lib/center-rows';
import type { CenterMode } from '../../lib/tenancy';

export const RISK_MODULE: AdminOnlyModule = 'risk-opportunity';
export const IMPROVEMENT_MODULE: AdminOnlyModule = 'improvement';
/** Who reads and writes risks and opportunities and improvement actions: contract/modules.ts's admin-only list. */
export const moduleAccess = (module: AdminOnlyModule) => ({ read: moduleRoles(module), write: moduleRoles(module) });

/** Risk and improvement routes: the module's roles, the center in the path or the row's center checked (module on for writes). */
export const inCenter = (mode: CenterMode, module: AdminOnlyModule) => ({
  access: moduleRoles(module),
  tenancy: centerById(mode, { module }),
});
export const ownRow = (owner: RowOwner, mode: CenterMode, module: AdminOnlyModule) => ({
  access: moduleRoles(module),
  tenancy: centerRow(owner, mode, { module }),
});

/** The center's matrix, or the 5x5 preset until the admin saves one. */
export async function matrixOf(db: Database, centerId: number): Promise<MatrixSettings & { is_default: boolean }> {
  const [row] = await db.select().from(riskMatrices).where(eq(riskMatrices.centerId, centerId));
  if (!row) return { ...MATRIX_PRESETS['5x5'], is_default: true };
  return {
    size: row.size,
    medium_from: row.mediumFrom,
    high_from: row.highFrom,
    low_colour: row.lowColour,
    medium_colour: row.mediumColour,
    high_colour: row.highColour,
    low_label: row.lowLabel,
    medium_label: row.mediumLabel,
    high_label: row.highLabel,
    is_default: false,
  };
}
