import type { Role } from '../../contract/roles';
import { DECLARATIONS } from '../resources';
import type { Access } from '../resources/declare';

export interface AccessRequest {
  resource: string;
  action: string;
}

/** Spec §6, read from each resource's declaration (src/resources): what each non-admin role may do there. */
const ACCESS_RULES: Readonly<Record<string, Access>> = Object.fromEntries(
  DECLARATIONS.map((declaration) => [declaration.name, declaration.access ?? {}]),
);

/** Pure: the authProvider and the menu ask the same question and get the same answer. */
export const canAccess = (role: Role | undefined, { resource, action }: AccessRequest): boolean => {
  if (role === undefined) return false;
  if (role === 'admin') return true;
  return (ACCESS_RULES[resource]?.[role] as readonly string[] | undefined)?.includes(action) ?? false;
};
