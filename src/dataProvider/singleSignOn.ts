import type { Identifier } from 'react-admin';
import type { SessionTokens } from '../authProvider/tokens';
import { API_BASE_URL, type HttpClient } from './httpClient';

/** GET /api/consultancy/{id}/sign-in-config: the client secret itself is never read back. */
export interface SignInSettings {
  provider_name: string;
  issuer: string;
  client_id: string;
  has_secret: boolean;
  enabled: boolean;
  password_sign_in: boolean;
  /** The address to register at the provider. */
  redirect_uri: string;
  consultancy_id: number;
  consultancy: { id: number; name: string };
}

/** What the form edits; an empty secret keeps the stored one. */
export interface SignInSettingsChanges {
  provider_name: string;
  issuer: string;
  client_id: string;
  client_secret?: string | null;
  enabled: boolean;
  password_sign_in: boolean;
}

/** GET /api/sso/options: how the person with this e-mail may sign in. */
export interface SignInOptions {
  single_sign_on: boolean;
  provider_name: string | null;
  password_sign_in: boolean;
}

const settingsPath = (consultancyId: Identifier) => `/consultancy/${encodeURIComponent(String(consultancyId))}/sign-in-config`;

export const singleSignOnMethods = (client: HttpClient) => ({
  getSignInSettings: (consultancyId: Identifier) => client.json<SignInSettings>(settingsPath(consultancyId)),
  // An empty secret keeps the stored one (the server reads it so).
  saveSignInSettings: (consultancyId: Identifier, changes: SignInSettingsChanges) =>
    client.json<SignInSettings>(settingsPath(consultancyId), { method: 'POST', body: { ...changes } }),
  // Asked on the login page, before any session.
  getSignInOptions: (email: string) =>
    client.json<SignInOptions>(`/sso/options?email=${encodeURIComponent(email)}`, { authenticated: false }),
  /** Where the browser goes (a navigation, not a fetch) to sign in through the provider; a promise like every dataProvider call. */
  getSingleSignOnStart: async (email: string) => `${API_BASE_URL}/sso/start?email=${encodeURIComponent(email)}`,
  /** POST /api/sso/exchange: the one-time code works once, within a minute, and answers the usual token pair. */
  exchangeSingleSignOnCode: (code: string) =>
    client.json<SessionTokens>('/sso/exchange', { method: 'POST', body: { code }, authenticated: false }),
});
export type SingleSignOnMethods = ReturnType<typeof singleSignOnMethods>;
