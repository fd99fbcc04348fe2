import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { tellOwnerOfLock } from './lock-notice';
import { beginAttempt, forgiveAttempt } from './throttle';

/** 429 with the seconds to wait, said in `Retry-After` too. */
export const tooManyAttempts = (reply: FastifyReply, wait: number) => {
  reply.header('retry-after', String(wait));
  return new AppError(429, 'too_many_attempts', message('auth.tooManyAttempts', { seconds: wait }));
};

/**
 * A proof checked as a sign-in attempt (a password, a code, a profile check): counted before it is made, so parallel
 * guesses cannot all pass (429 while the account or address must wait); the owner told once the account locks; the
 * count given back when it is right. `check` answers the refusal, or null. `signedIn`: the proof completes a sign-in,
 * so the (e-mail, address) pair's failures are cleared too; asked after the check, which may decide it.
 */
export async function checkedAsSignIn(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  check: () => Promise<AppError | null>,
  signedIn: () => boolean = () => false,
): Promise<void> {
  const attempt = await beginAttempt(context.db, email, request.ip);
  if (attempt.wait > 0) throw tooManyAttempts(reply, attempt.wait);
  const refusal = await check();
  if (refusal) {
    await tellOwnerOfLock(context, request.log, email, attempt);
    throw refusal;
  }
  await forgiveAttempt(context.db, email, request.ip, { signedIn: signedIn() });
}
