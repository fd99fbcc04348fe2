import type { HttpClient } from './httpClient';

/** GET /api/password/link/{token}: whom an invitation or reset link is for. */
export interface PasswordLink {
  purpose: 'invitation' | 'reset';
  name: string;
  email: string;
}

// Onboarding's calls: made without a session (the user has none yet), so no token and no refresh.
export const passwordMethods = (client: HttpClient) => ({
  /** Asks for a reset e-mail; answers the server's message (the same whether the address exists or not). */
  requestPasswordReset: (email: string) =>
    client.json<{ detail: string }>('/password/forgot', { method: 'POST', body: { email }, authenticated: false }),
  getPasswordLink: (token: string) => client.json<PasswordLink>(`/password/link/${encodeURIComponent(token)}`, { authenticated: false }),
  /** Sets the password the link is for; answers the account's e-mail. */
  setPasswordByLink: (token: string, password: string) =>
    client.json<{ email: string }>(`/password/link/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { password },
      authenticated: false,
    }),
});
export type PasswordMethods = ReturnType<typeof passwordMethods>;
