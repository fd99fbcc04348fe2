import type { AppDataProvider } from '../../dataProvider';

/** GET /api/profile/email/{token}: whose account a confirmation link is for, and the address it confirms. */
export interface EmailChange {
  name: string;
  email: string;
}

/**
 * The confirmation link's calls through the data provider's own getOne/create on their paths (as signInSecurity does:
 * the data provider sits in the login page's bundle, at its budget). They work signed out: the token is the proof.
 */
export const emailChange = (dataProvider: AppDataProvider) => ({
  get: async (token: string) => (await dataProvider.getOne('profile/email', { id: token })).data as unknown as EmailChange,
  /** Makes the link's address the account's e-mail; answers it. */
  confirm: async (token: string) =>
    (await dataProvider.create(`profile/email/${encodeURIComponent(token)}`, { data: {} })).data as unknown as { email: string },
});
