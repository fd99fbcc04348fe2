import type { HttpClient } from '../dataProvider/httpClient';
import type { SessionTokens } from './tokens';

/** POST /api/login's answer when the password was right and a second factor is asked for. */
export interface SecondFactorAsked {
  two_factor_required: true;
  setup_required: boolean;
  challenge: string;
}

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

let current: SecondFactorPrompt | null = null;
const listeners = new Set<() => void>();

const publish = (prompt: SecondFactorPrompt | null) => {
  current = prompt;
  listeners.forEach((listener) => listener());
};

export const subscribeSecondFactor = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const currentSecondFactor = () => current;

/** The sign-in's tokens once the code step has them: the login call waits here, so react-admin signs in as usual. */
export const askSecondFactor = (client: HttpClient, asked: SecondFactorAsked): Promise<SessionTokens> =>
  new Promise((resolve, reject) => {
    let earned: SessionTokens | null = null;
    const post = <T>(path: string, body: Record<string, string | undefined>) =>
      client.json<T>(path, { method: 'POST', body: { challenge: asked.challenge, ...body }, authenticated: false });
    const signIn = () => {
      publish(null);
      if (earned) resolve(earned);
    };
    publish({
      setupRequired: asked.setup_required,
      beginSetup: () => post<TwoFactorSetup>('/login/two-factor/setup', {}),
      verify: async (code, setup) => {
        const answer = await post<SessionTokens & { recovery_codes?: string[] }>('/login/two-factor', { code, setup });
        earned = { access: answer.access, refresh: answer.refresh };
        if (!answer.recovery_codes) signIn();
        return answer.recovery_codes ?? null;
      },
      finish: signIn,
      cancel: (reason = 'two_factor.cancelled') => {
        publish(null);
        reject(new Error(reason));
      },
    });
  });
