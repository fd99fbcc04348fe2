import type { Identifier } from 'react-admin';
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

/** Where the browser goes (a navigation, not a fetch) to sign in through the provider of the e-mail's consultancy. */
export const singleSignOnStartUrl = (email: string) => `${API_BASE_URL}/sso/start?${new URLSearchParams({ email: email.trim() })}`;

export const singleSignOnMethods = (client: HttpClient) => ({
  getSignInSettings: (consultancyId: Identifier) => client.json<SignInSettings>(settingsPath(consultancyId)),
  saveSignInSettings: (consultancyId: Identifier, { client_secret, ...changes }: SignInSettingsChanges) =>
    client.json<SignInSettings>(settingsPath(consultancyId), {
      method: 'POST',
      body: { ...changes, client_secret: client_secret || undefined },
    }),
  // Asked on the login page, before any session.
  getSignInOptions: (email: string) =>
    client.json<SignInOptions>('/sso/options', { query: new URLSearchParams({ email: email.trim() }), authenticated: false }),
});
export type SingleSignOnMethods = ReturnType<typeof singleSignOnMethods>;
