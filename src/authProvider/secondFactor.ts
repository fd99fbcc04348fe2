import type { HttpClient } from '../dataProvider/httpClient';
import type { SessionTokens } from './tokens';

/** POST /api/login's answer when the password was right and a second factor is asked for. */
export interface SecondFactorAsked {
  two_factor_required: true;
  setup_required: boolean;
  challenge: string;
}

/** A sign-in waiting for its code: the login call resolves with the tokens the code step earns, or rejects when it goes back. */
export interface PendingSecondFactor {
  asked: SecondFactorAsked;
  client: HttpClient;
  resolve(tokens: SessionTokens): void;
  reject(reason: Error): void;
}

// Kept tiny and free of logic: it sits in the login page's bundle; the code step (secondFactorPrompt.ts) loads on demand.
let pending: PendingSecondFactor | null = null;
const listeners = new Set<() => void>();

export const setPendingSecondFactor = (next: PendingSecondFactor | null) => {
  pending = next;
  listeners.forEach((listener) => listener());
};
export const subscribeSecondFactor = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const pendingSecondFactor = () => pending;
