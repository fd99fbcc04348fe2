import { ROLES, type Role } from './roles';

// The modules a center can switch on (spec §1, §2). `key` is also the API segment: /api/{key}-module/{centerId}/state.
export const CENTER_MODULES = [
  'legal-requirement',
  'residue',
  'ddd',
  'document',
  'risk-opportunity',
  'improvement',
  'indicator',
  'environmental-aspects',
] as const;

export type CenterModule = (typeof CENTER_MODULES)[number];

/**
 * Spec §6: risks and opportunities and improvement actions are the consultancy's own work, admins only, to read and to
 * write. The one list behind the server's routes of those modules, the agenda and the browser's module cards.
 */
export const ADMIN_ONLY_MODULES = ['risk-opportunity', 'improvement'] as const satisfies readonly CenterModule[];
export type AdminOnlyModule = (typeof ADMIN_ONLY_MODULES)[number];

const adminOnly: readonly Role[] = ['admin'];

/** The roles that may use a module at all (its routes, its pages, its obligations on the agenda). */
export const moduleRoles = (module: CenterModule): readonly Role[] =>
  (ADMIN_ONLY_MODULES as readonly CenterModule[]).includes(module) ? adminOnly : ROLES;

/** Whether a role may use a module at all. */
export const moduleOpensTo = (role: Role, module: CenterModule): boolean => moduleRoles(module).includes(role);
