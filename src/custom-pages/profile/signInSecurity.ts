import type { TwoFactorSetup } from '../../authProvider/secondFactorPrompt';
import type { AppDataProvider } from '../../dataProvider';

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

const post = async <T>(dataProvider: AppDataProvider, path: string, data: Record<string, string> = {}) =>
  (await dataProvider.create(path, { data })).data as unknown as T;

/**
 * The profile's second factor and sessions through the data provider's own create/getOne/getList/delete on their
 * paths: no method of their own, because the data provider is in the login page's bundle, which is at its budget.
 */
export const signInSecurity = (dataProvider: AppDataProvider) => ({
  getTwoFactor: async () => (await dataProvider.getOne('profile', { id: 'two-factor' })).data as unknown as TwoFactorState,
  beginTwoFactorSetup: () => post<TwoFactorSetup>(dataProvider, 'profile/two-factor/setup'),
  /** Answers the ten recovery codes, shown this once; the current password proves it is the user (issue 32). */
  confirmTwoFactor: async (setup: string, code: string, password: string) =>
    (await post<{ recovery_codes: string[] }>(dataProvider, 'profile/two-factor', { setup, code, ...(password ? { password } : {}) }))
      .recovery_codes,
  // No password for someone who signs in only through their provider: the code alone proves them.
  disableTwoFactor: (password: string, code: string) =>
    post<void>(dataProvider, 'profile/two-factor/disable', { code, ...(password ? { password } : {}) }),
  /** Ten new recovery codes, shown this once; the old ones stop working. */
  renewRecoveryCodes: async (password: string, code: string) =>
    (
      await post<{ recovery_codes: string[] }>(dataProvider, 'profile/two-factor/recovery-codes', {
        code,
        ...(password ? { password } : {}),
      })
    ).recovery_codes,
  getSessions: async () => {
    const { data } = await dataProvider.getList('profile/sessions', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'last_used_at', order: 'DESC' },
      filter: {},
    });
    return data as unknown as UserSession[];
  },
  endSession: (id: string) => dataProvider.delete('profile/sessions', { id }).then(() => undefined),
  endOtherSessions: () => post<void>(dataProvider, 'profile/sessions/end-others'),
  /** Admin: every session of the user ends. */
  endUserSessions: (userId: number) => post<void>(dataProvider, `user/${userId}/end-sessions`),
});
