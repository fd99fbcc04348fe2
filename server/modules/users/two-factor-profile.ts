import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { userTwoFactors } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { AppError, conflict } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { answers, NullableDate } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { loginWait, recordLoginFailure } from '../auth/throttle';
import { acceptSecondFactor, beginSetup, confirmSetup, invalidCode, twoFactorOf, twoFactorRequired } from '../auth/two-factor';
import { TwoFactorSetup } from '../auth/two-factor-login';
import { findUser } from './queries';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };
const Code = () => Type.String({ minLength: 1, maxLength: 40 });

const TwoFactorState = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: NullableDate(),
  recovery_codes_left: Type.Integer(),
  /** The consultancy requires it of this user: it cannot be turned off. */
  required: Type.Boolean(),
});

/** The signed-in user's second factor: its state, setting it up (QR, first code, recovery codes) and turning it off. */
export const twoFactorProfileRoutes: RegisterModule = (app, context) => {
  const { db, secrets } = context;

  app.get('/api/profile/two-factor', { config: signedIn, schema: { tags, response: answers(TwoFactorState) } }, async (request) => {
    const user = await findUser(db, currentUser(request).id);
    const [row, required] = await Promise.all([twoFactorOf(db, user.id), twoFactorRequired(db, user)]);
    return {
      enabled: row !== undefined,
      enabled_at: row?.createdAt.toISOString() ?? null,
      recovery_codes_left: row?.recoveryCodeHashes.length ?? 0,
      required,
    };
  });

  app.post('/api/profile/two-factor/setup', { config: signedIn, schema: { tags, response: answers(TwoFactorSetup) } }, async (request) => {
    const user = await findUser(db, currentUser(request).id);
    if (await twoFactorOf(db, user.id)) throw new AppError(409, 'two_factor_enabled', 'Two-step verification is already on.');
    return beginSetup(secrets, user);
  });

  app.post(
    '/api/profile/two-factor',
    {
      config: signedIn,
      schema: {
        tags,
        body: Type.Object({ setup: Type.String({ minLength: 1, maxLength: 2000 }), code: Code() }),
        response: { 201: Type.Object({ recovery_codes: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await confirmSetup(context, currentUser(request).id, request.body.setup, request.body.code);
      if (!recoveryCodes) throw invalidCode(400);
      return reply.status(201).send({ recovery_codes: recoveryCodes });
    },
  );

  // Needs the password and a code: a borrowed unlocked browser alone cannot remove the second factor. Failures count as sign-in failures.
  app.post(
    '/api/profile/two-factor/disable',
    {
      config: signedIn,
      schema: { tags, body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }), code: Code() }) },
    },
    async (request, reply) => {
      const user = await findUser(db, currentUser(request).id);
      const row = await twoFactorOf(db, user.id);
      if (!row) throw conflict('Two-step verification is not on.', 'two_factor_not_enabled');
      if (await twoFactorRequired(db, user)) {
        throw conflict('Your consultancy requires two-step verification: it cannot be turned off.', 'two_factor_required_by_consultancy');
      }
      const wait = await loginWait(db, user.email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'too_many_attempts', `Too many failed attempts. Try again in ${wait} seconds.`);
      }
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        await recordLoginFailure(db, user.email, request.ip);
        throw new AppError(400, 'wrong_password', 'The password is not right.', { password: 'The password is not right.' });
      }
      if (!(await acceptSecondFactor(context, row, request.body.code))) {
        await recordLoginFailure(db, user.email, request.ip);
        throw invalidCode(400);
      }
      await writeTransaction(db, (tx) => tx.delete(userTwoFactors).where(eq(userTwoFactors.userId, user.id)));
      return reply.status(204).send();
    },
  );
};
