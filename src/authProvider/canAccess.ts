import type { Role } from '../../contract/roles';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * Spec §6, one row per resource: what each non-admin role may do there (admins may do everything).
 * A resource without a row is admin-only; modules add their rows here.
 */
const ACCESS_RULES: Readonly<Record<string, Partial<Record<Exclude<Role, 'admin'>, readonly Action[]>>>> = {
  user: {},
  'project-ambit': {},
  profile: { collaborator: ['show', 'edit'], client: ['show', 'edit'] },
  consultancy: {},
  enterprise: {},
  // Everyone sees the centers tenancy gives them; only admins manage centers.
  center: { collaborator: ['list', 'show'], client: ['list', 'show'] },
  'center-home': { collaborator: ['show'], client: ['show'] },
  'module-activation': {},
  'email-configuration': {},
};

/** Pure: the authProvider and the menu ask the same question and get the same answer. */
export const canAccess = (role: Role | undefined, { resource, action }: AccessRequest): boolean => {
  if (role === undefined) return false;
  if (role === 'admin') return true;
  return (ACCESS_RULES[resource]?.[role] as readonly string[] | undefined)?.includes(action) ?? false;
};
