import type { AuthProvider, UserIdentity } from 'react-admin';
import type { HttpClient } from '../dataProvider/httpClient';
import { fetchProfile } from '../dataProvider/profile';
import { canAccess } from './canAccess';
import { setPendingSecondFactor, type SecondFactorAsked } from './secondFactor';
import { leaveRefusedSession, noteSignedIn } from './signedOut';
import { clearTokens, hasFreshAccessToken, hasSession, readClaims, storeTokens, type SessionTokens } from './tokens';

export interface Credentials {
  email: string;
  password: string;
}

export const createAuthProvider = (client: HttpClient): AuthProvider => ({
  login: async ({ email, password }: Credentials) => {
    const answer = await client.json<SessionTokens | SecondFactorAsked>('/login', {
      method: 'POST',
      body: { email, password },
      authenticated: false,
    });
    // With a second factor the login waits for the code step (src/login/TwoFactorStep.tsx) to earn the tokens.
    storeTokens(
      'two_factor_required' in answer
        ? await new Promise<SessionTokens>((resolve, reject) => setPendingSecondFactor({ asked: answer, client, resolve, reject }))
        : answer,
    );
  },
  logout: async () => {
    // The server reads the refresh cookie, ends the session and clears it; the session ends here even when it cannot be told.
    if (hasSession()) await client.send('/logout', { method: 'POST', body: {}, authenticated: false }).catch(() => undefined);
    clearTokens();
  },
  checkAuth: async () => {
    // An expired access token is renewed before the first page asks for data.
    if (hasFreshAccessToken() || (await client.refreshSession())) return noteSignedIn();
    if (!hasSession()) leaveRefusedSession();
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
