import { ROLES } from '../../../contract/roles';

/** Select choices for a role; names are catalogue keys, translated by the input. */
export const roleChoices = ROLES.map((role) => ({ id: role, name: `roles.${role}` }));
