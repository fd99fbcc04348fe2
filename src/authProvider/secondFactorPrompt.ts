import { setPendingSecondFactor, type PendingSecondFactor } from './secondFactor';
import type { SessionTokens } from './tokens';

/** A new authenticator secret: its QR code, the secret as text, and the sealed value the first code goes back with. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
  setup: string;
}

/** What the login page's code step works with while the password step waits for it. */
export interface SecondFactorPrompt {
  /** The consultancy requires a second factor this user has not set up yet. */
  setupRequired: boolean;
  beginSetup(): Promise<TwoFactorSetup>;
  /** Checks the code; answers the recovery codes when this sign-in set the factor up (shown before `finish`), else signs in. */
  verify(code: string, setup?: string): Promise<string[] | null>;
  finish(): void;
  /** Back to the password, saying why (a translation key) when it is not the person's choice. */
  cancel(reason?: string): void;
}

/** The calls of the sign-in's second step (POST /api/login/two-factor[/setup]) for a pending sign-in. */
export function secondFactorPrompt({ asked, client, resolve, reject }: PendingSecondFactor): SecondFactorPrompt {
  let earned: SessionTokens | null = null;
  const post = <T>(path: string, body: Record<string, string | undefined>) =>
    client.json<T>(path, { method: 'POST', body: { challenge: asked.challenge, ...body }, authenticated: false });
  const finish = () => {
    setPendingSecondFactor(null);
    if (earned) resolve(earned);
  };
  return {
    setupRequired: asked.setup_required,
    beginSetup: () => post<TwoFactorSetup>('/login/two-factor/setup', {}),
    verify: async (code, setup) => {
      const answer = await post<SessionTokens & { recovery_codes?: string[] }>('/login/two-factor', { code, setup });
      earned = { access: answer.access, refresh: answer.refresh };
      if (!answer.recovery_codes) finish();
      return answer.recovery_codes ?? null;
    },
    finish,
    cancel: (reason = 'two_factor.cancelled') => {
      setPendingSecondFactor(null);
      reject(new Error(reason));
    },
  };
}
