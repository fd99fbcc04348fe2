import type { AuthProvider, UserIdentity } from 'react-admin';
import type { HttpClient } from '../dataProvider/httpClient';
import { fetchProfile } from '../dataProvider/profile';
import { canAccess } from './canAccess';
import { leaveRefusedSession, noteSignedIn } from './signedOut';
import { clearTokens, hasFreshAccessToken, readClaims, readRefreshToken, storeTokens, type SessionTokens } from './tokens';

export interface Credentials {
  email: string;
  password: string;
}

export const createAuthProvider = (client: HttpClient): AuthProvider => ({
  login: async ({ email, password }: Credentials) => {
    const tokens = await client.json<SessionTokens>('/login', {
      method: 'POST',
      body: { email, password },
      authenticated: false,
    });
    storeTokens(tokens);
  },
  logout: async () => {
    const refreshToken = readRefreshToken();
    // The session ends on this device even when the server cannot be told.
    if (refreshToken) {
      await client.send('/logout', { method: 'POST', body: { refreshToken }, authenticated: false }).catch(() => undefined);
    }
    clearTokens();
  },
  checkAuth: async () => {
    // An expired access token is renewed before the first page asks for data.
    if (hasFreshAccessToken() || (await client.refreshSession())) return noteSignedIn();
    if (!readRefreshToken()) leaveRefusedSession();
    throw new Error('ra.auth.auth_check_error');
  },
  // The HTTP client already tried a refresh: a 401 here means the session is over; 403 keeps it.
  checkError: async (error: { status?: number } | undefined) => {
    if (error?.status === 401) throw error;
  },
  getIdentity: async (): Promise<UserIdentity> => {
    const profile = await fetchProfile(client);
    return { id: profile.id, fullName: profile.name, avatar: profile.profile_picture ?? undefined };
  },
  getPermissions: async () => readClaims()?.role,
  canAccess: async ({ resource, action }) => canAccess(readClaims()?.role, { resource, action }),
});
