import type { AuthProvider } from 'react-admin';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../../src/authProvider/canAccess';

/** A signed-in user of `role`: permissions and access as the app decides them, nothing to sign in to. */
export const authProviderFor = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Eva Serra' }),
  getPermissions: async () => role,
  canAccess: async ({ resource, action }) => canAccess(role, { resource, action }),
});
