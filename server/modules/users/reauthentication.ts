import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userSessions } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { checkedAsSignIn } from '../auth/attempts';
import { acceptSecondFactor, twoFactorOf } from '../auth/two-factor';
import { refusesPasswords, signInSettingsOfEmail } from '../single-sign-on/policy';
import type { UserRow } from './queries';
import { message } from '../../lib/messages';

/** How recent a sign-in through the provider proves a person who has neither a usable password nor a second factor. */
export const RECENT_SIGN_IN_MINUTES = 10;

/** What the caller sent to prove it is the account's owner, and the names of the fields that carried it. */
export interface Proof {
  password?: string;
  code?: string;
}
export interface ProofFields {
  password: string;
  code: string;
}

export const wrongPassword = (field: string) =>
  new AppError(400, 'wrong_password', 'users.wrongPassword', { [field]: 'users.wrongPassword' });
const wrongCode = (field: string) => new AppError(400, 'invalid_two_factor_code', 'users.wrongCode', { [field]: 'users.wrongCode' });
const missing = (field: string, what: 'password' | 'code') =>
  new AppError(400, 'reauthentication_required', what === 'password' ? 'users.passwordToChange' : 'users.codeToChange', {
    [field]: what === 'password' ? 'users.enterPassword' : 'users.enterCode',
  });

/** Whether the user's consultancy signs them in only through its provider: their password, if any, proves nothing. */
export async function signsInOnlyThroughProvider({ db }: AppContext, user: UserRow): Promise<boolean> {
  return refusesPasswords((await signInSettingsOfEmail(db, user.email))?.settings);
}

/** 400 naming `field` when the password is missing or wrong; a wrong one counts as a failed sign-in. */
export async function checkCurrentPassword(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  password: string | undefined,
  field: string,
) {
  if (!password) throw missing(field, 'password');
  await checkedAsSignIn(context, request, reply, user.email, async () =>
    (await verifyPassword(user.passwordHash, password)) ? null : wrongPassword(field),
  );
}

/** Whether this request's session began through the provider within the last few minutes. */
async function signedInThroughProviderJustNow({ db }: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!request.sessionId) return false;
  const [session] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.id, request.sessionId),
        eq(userSessions.signedInWith, 'single-sign-on'),
        gt(userSessions.createdAt, sql`now() - make_interval(mins => ${RECENT_SIGN_IN_MINUTES})`),
      ),
    );
  return session !== undefined;
}

/**
 * Proves the signed-in user is at the keyboard before a change that could take the account over (password, e-mail,
 * second factor on): the current password; for a person whose consultancy signs in only through its provider, a
 * second-factor code when they have one, else a sign-in through the provider in the last ten minutes (decisions).
 * Failures count in the sign-in throttle, and its wait applies.
 */
export async function reauthenticate(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: Proof,
  fields: ProofFields,
): Promise<void> {
  if (!(await signsInOnlyThroughProvider(context, user)))
    return checkCurrentPassword(context, request, reply, user, proof.password, fields.password);
  const twoFactor = await twoFactorOf(context.db, user.id);
  if (twoFactor) {
    const code = proof.code;
    if (!code) throw missing(fields.code, 'code');
    return checkedAsSignIn(context, request, reply, user.email, async () =>
      (await acceptSecondFactor(context, twoFactor, code)) ? null : wrongCode(fields.code),
    );
  }
  if (!(await signedInThroughProviderJustNow(context, request)))
    throw new AppError(403, 'recent_sign_in_required', message('users.recentSignIn', { minutes: RECENT_SIGN_IN_MINUTES }));
}
