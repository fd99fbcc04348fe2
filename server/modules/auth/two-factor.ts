import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userTwoFactors } from '../../db/schema';
import { recordActor } from '../../db/transaction';
import type { AppContext } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { loadOtp, loadQrCode } from '../../lib/on-demand';
import type { SealPurpose, SecretBox } from '../../lib/secrets';
import { consultancyOfUser } from '../../lib/user-consultancy';

/** The name an authenticator app shows beside the account. */
const ISSUER = 'EnvComply';
/** Long enough to find the phone and scan the code; a challenge only proves the password was right this long ago. */
const CHALLENGE_SECONDS = 10 * 60;
/** One 30-second step of clock drift either way (RFC 6238 §5.2). */
const DRIFT_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a recovery code is copied by hand from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Four groups of five letters of 31: about 99 bits, "abcde-fghjk-mnpqr-stuvw". */
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 5;
/** Codes given before issue 32 (two groups of five, unsalted SHA-256) work until used or renewed. */
const LEGACY_RECOVERY_LENGTH = 10;

export type TwoFactorRow = typeof userTwoFactors.$inferSelect;

/**
 * What a sealed challenge says: the password of `uid` was right (`login`, `setup` when the consultancy requires a
 * second factor the user has not set up), or a secret `uid` is setting up (`secret`).
 */
type Challenge = { uid: number; exp: number } & ({ purpose: 'login'; setup: boolean } | { purpose: 'secret'; secret: string });
type ChallengeClaims = Challenge extends infer C ? (C extends Challenge ? Omit<C, 'exp'> : never) : never;

// Each kind of challenge is sealed with its own key: a set-up token never opens as a sign-in challenge.
const SEAL_PURPOSE: Record<Challenge['purpose'], SealPurpose> = { login: 'two-factor-login', secret: 'two-factor-setup' };

// AES-GCM sealed (lib/secrets.ts): the client can neither read the secret's owner nor forge one for someone else.
export const sealChallenge = (secrets: SecretBox, claims: ChallengeClaims): string =>
  secrets.seal(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS }), SEAL_PURPOSE[claims.purpose]);

export const challengeNotValid = () => new AppError(401, 'two_factor_challenge_not_valid', 'auth.challengeNotValid');

/** The challenge's claims, or null when it is forged, malformed, expired, of another purpose or (given `uid`) of someone else. */
export function readChallenge<P extends Challenge['purpose']>(
  secrets: SecretBox,
  sealed: string,
  purpose: P,
  uid?: number,
): Extract<Challenge, { purpose: P }> | null {
  let claims: Challenge;
  try {
    claims = JSON.parse(secrets.open(sealed, SEAL_PURPOSE[purpose])) as Challenge;
  } catch {
    return null;
  }
  if (claims.purpose !== purpose || claims.exp < Date.now() / 1000 || (uid !== undefined && claims.uid !== uid)) return null;
  return claims as Extract<Challenge, { purpose: P }>;
}

/** A new secret, its otpauth:// URI and QR code for the authenticator app, and the sealed secret the confirmation sends back. */
export async function beginSetup(secrets: SecretBox, user: { id: number; email: string }) {
  const { generateSecret, generateURI } = await loadOtp();
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrCode = await (await loadQrCode()).toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode, setup: sealChallenge(secrets, { purpose: 'secret', uid: user.id, secret }) };
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code);
// Apps show "123 456"; people type what they see.
const withoutSpaces = (code: string) => code.replace(/\s/g, '');
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// Salted so that equal codes never share a hash; fast because 99 random bits cannot be searched, offline or not.
const saltedHash = (salt: string, code: string) => `${salt}$${sha256(`${salt}$${code}`)}`;
const hashRecoveryCode = (code: string) => saltedHash(randomBytes(16).toString('base64url'), normaliseRecoveryCode(code));

/** The stored hash `code` matches (salted "salt$hash", or a legacy unsalted one), or undefined. */
function matchingRecoveryHash(stored: string[], code: string): string | undefined {
  const normalised = normaliseRecoveryCode(code);
  if (normalised.length !== RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH && normalised.length !== LEGACY_RECOVERY_LENGTH) return undefined;
  return stored.find((entry) => {
    const salt = entry.includes('$') ? entry.slice(0, entry.indexOf('$')) : null;
    const expected = salt === null ? sha256(normalised) : saltedHash(salt, normalised);
    return expected.length === entry.length && timingSafeEqual(Buffer.from(expected), Buffer.from(entry));
  });
}

/** The time step the code belongs to (now, or one step either side), after `afterStep`; null for a wrong or reused code. */
async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const { verify } = await loadOtp();
  try {
    const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS, afterTimeStep: afterStep ?? undefined });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null; // a last step ahead of this clock's window: nothing can be accepted now
  }
}

function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => Array.from({ length: RECOVERY_GROUPS }, group).join('-'));
}

/**
 * Turns two-factor sign-in on when `code` is right for the sealed secret: the ten recovery codes, shown this
 * once; null for a wrong code. 409 when it is already on. The user is the history's actor.
 */
export async function confirmSetup({ db, secrets }: AppContext, userId: number, setup: string, code: string): Promise<string[] | null> {
  const claims = readChallenge(secrets, setup, 'secret', userId);
  if (!claims) throw challengeNotValid();
  const { secret } = claims;
  const step = await totpStep(secret, withoutSpaces(code), null);
  if (step === null) return null;
  const recoveryCodes = newRecoveryCodes();
  const created = await db.transaction(async (tx) => {
    await recordActor(tx, userId);
    return tx
      .insert(userTwoFactors)
      .values({
        userId,
        secretEncrypted: secrets.seal(secret, 'totp-secret'),
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        lastUsedStep: step,
      })
      .onConflictDoNothing()
      .returning({ userId: userTwoFactors.userId });
  });
  if (created.length === 0) throw new AppError(409, 'two_factor_enabled', 'users.twoFactorOn');
  return recoveryCodes;
}

/** Ten new recovery codes for a user whose second factor is on, shown this once; the old ones stop working. The user is the history's actor. */
export async function renewRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await recordActor(tx, userId);
    await tx
      .update(userTwoFactors)
      .set({ recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
      .where(eq(userTwoFactors.userId, userId));
  });
  return recoveryCodes;
}

/**
 * Whether `code` proves the second factor: a TOTP code not used before, or an unused recovery code, which
 * is spent. Each is one conditional UPDATE, so two requests cannot both use the same code.
 */
export async function acceptSecondFactor({ db, secrets }: AppContext, row: TwoFactorRow, code: string): Promise<boolean> {
  const given = withoutSpaces(code);
  if (isTotpCode(given)) {
    const step = await totpStep(secrets.open(row.secretEncrypted, 'totp-secret'), given, row.lastUsedStep);
    if (step === null) return false;
    const accepted = await db
      .update(userTwoFactors)
      .set({ lastUsedStep: step })
      .where(and(eq(userTwoFactors.userId, row.userId), or(isNull(userTwoFactors.lastUsedStep), lt(userTwoFactors.lastUsedStep, step))))
      .returning({ userId: userTwoFactors.userId });
    return accepted.length > 0;
  }
  const hash = matchingRecoveryHash(row.recoveryCodeHashes, given);
  if (!hash) return false;
  const spent = await db
    .update(userTwoFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${userTwoFactors.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(userTwoFactors.userId, row.userId), sql`${hash} = any(${userTwoFactors.recoveryCodeHashes})`))
    .returning({ userId: userTwoFactors.userId });
  return spent.length > 0;
}

export const invalidCode = (status: 400 | 401) =>
  new AppError(status, 'invalid_two_factor_code', 'users.wrongCode', { code: 'users.wrongCode' });

export async function twoFactorOf(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactors).where(eq(userTwoFactors.userId, userId));
  return row;
}

/**
 * Whether the consultancy the user belongs to (their membership, not their e-mail's domain, which they can change)
 * requires a second factor of them: admins and collaborators, never clients (decisions).
 */
export async function twoFactorRequired(db: Database, user: { id: number; role: string }): Promise<boolean> {
  if (user.role === 'client') return false;
  return (await consultancyOfUser(db, user.id))?.requireTwoFactor === true;
}
