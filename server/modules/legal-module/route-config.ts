import { Type } from 'typebox';
import type { CenterModule } from '../../../contract/modules';
import type { CenterMode } from '../../lib/tenancy';
import type { Access } from '../../plugins/auth';

export const MODULE: CenterModule = 'legal-requirement';
export const everyone = ['admin', 'collaborator', 'client'] as const;
export const staff = ['admin', 'collaborator'] as const;

/** A route under /api/legal-requirement-module/:centerId/...: the center in the path, writes need the module on. */
export const inCenter = (access: Access, mode: CenterMode) => ({
  access,
  tenancy: { center: 'params' as const, key: 'centerId', mode, module: MODULE },
});

export const CenterParams = Type.Object({ centerId: Type.Integer({ minimum: 1 }) });

/** "1,2,3" query values (spec §7: selected ids are comma-joined). */
export const IdList = () => Type.Optional(Type.String({ pattern: '^\\s*(\\d+\\s*(,\\s*\\d+\\s*)*)?$', maxLength: 20_000 }));
export const parseIdList = (text: string | undefined): number[] => (text ?? '').split(',').map((part) => part.trim()).filter(Boolean).map(Number);
