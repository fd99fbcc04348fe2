import type { HttpClient } from '../dataProvider/httpClient';
import type { SessionTokens } from './tokens';

/** What the single sign-on return page hands to react-admin's login: the one-time code the server put in the fragment. */
export interface SingleSignOnCode {
  singleSignOnCode: string;
}

export const isSingleSignOnCode = (params: unknown): params is SingleSignOnCode =>
  typeof (params as Partial<SingleSignOnCode> | null)?.singleSignOnCode === 'string';

/** POST /api/sso/exchange: the code works once, within a minute, and answers the usual token pair. */
export const exchangeSingleSignOnCode = (client: HttpClient, code: string) =>
  client.json<SessionTokens>('/sso/exchange', { method: 'POST', body: { code }, authenticated: false });
