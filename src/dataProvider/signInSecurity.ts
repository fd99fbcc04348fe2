import type { Page } from '../../contract/paging';
import type { TwoFactorSetup } from '../authProvider/secondFactor';
import type { HttpClient } from './httpClient';

/** GET /api/profile/two-factor. */
export interface TwoFactorState {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
  /** The consultancy requires it: it cannot be turned off. */
  required: boolean;
}

/** One sign-in of the user (GET /api/profile/sessions). */
export interface UserSession {
  id: string;
  browser: string | null;
  system: string | null;
  address: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** The profile's two-step verification and sessions, and an admin ending a user's sessions. */
export const signInSecurityMethods = (client: HttpClient) => ({
  getTwoFactor: () => client.json<TwoFactorState>('/profile/two-factor'),
  beginTwoFactorSetup: () => client.json<TwoFactorSetup>('/profile/two-factor/setup', { method: 'POST' }),
  /** Answers the ten recovery codes, shown this once. */
  confirmTwoFactor: (setup: string, code: string) =>
    client
      .json<{ recovery_codes: string[] }>('/profile/two-factor', { method: 'POST', body: { setup, code } })
      .then((answer) => answer.recovery_codes),
  disableTwoFactor: (password: string, code: string) =>
    client.send('/profile/two-factor/disable', { method: 'POST', body: { password, code } }).then(() => undefined),
  getSessions: () => client.json<Page<UserSession>>('/profile/sessions', { query: new URLSearchParams({ pageSize: '100' }) }),
  endSession: (id: string) => client.send(`/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined),
  endOtherSessions: () => client.send('/profile/sessions/end-others', { method: 'POST' }).then(() => undefined),
  endUserSessions: (userId: number | string) =>
    client.send(`/user/${encodeURIComponent(String(userId))}/end-sessions`, { method: 'POST' }).then(() => undefined),
});
export type SignInSecurityMethods = ReturnType<typeof signInSecurityMethods>;
