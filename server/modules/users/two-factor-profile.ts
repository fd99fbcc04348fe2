import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { AppError, conflict } from '../../lib/errors';
import { answers, NullableDate } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { verifyPassword } from '../../lib/passwords';
import {
  acceptSecondFactor,
  beginSetup,
  confirmSetup,
  invalidCode,
  renewRecoveryCodes,
  twoFactorOf,
  twoFactorRequired,
} from '../auth/two-factor';
import { TwoFactorSetup } from '../auth/two-factor-login';
import { findUser, removeSecondFactor } from './queries';
import { checkedAsSignIn } from '../auth/attempts';
import { reauthenticate, signsInOnlyThroughProvider, wrongPassword } from './reauthentication';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };
const Code = () => Type.String({ minLength: 1, maxLength: 40 });
/** What proves it is the user at the keyboard before the second factor changes: the password and a code. */
const Proof = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 1024, description: 'required unless the user signs in only through their provider' })),
  code: Code(),
});
const RecoveryCodes = Type.Object({ recovery_codes: Type.Array(Type.String()) });

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
    if (await twoFactorOf(db, user.id)) throw new AppError(409, 'two_factor_enabled', 'users.twoFactorOn');
    return beginSetup(secrets, user);
  });

  app.post(
    '/api/profile/two-factor',
    {
      config: signedIn,
      schema: {
        tags,
        body: Type.Object({
          setup: Type.String({ minLength: 1, maxLength: 2000 }),
          code: Code(),
          password: Type.Optional(Type.String({ maxLength: 1024, description: 'the current password (issue 32)' })),
        }),
        response: { 201: RecoveryCodes },
      },
    },
    async (request, reply) => {
      // Enrolling an authenticator is a takeover if anyone at the keyboard could do it: the password first.
      const user = await findUser(db, currentUser(request).id);
      await reauthenticate(context, request, reply, user, { password: request.body.password }, { password: 'password', code: 'code' });
      let recoveryCodes: string[] = [];
      await checkedAsSignIn(context, request, reply, user.email, async () => {
        const confirmed = await confirmSetup(context, user.id, request.body.setup, request.body.code);
        if (!confirmed) return invalidCode(400);
        recoveryCodes = confirmed;
        return null;
      });
      return reply.status(201).send({ recovery_codes: recoveryCodes });
    },
  );

  /**
   * The signed-in user, their second factor on, proven by the password and a code (an app code, or a recovery code,
   * which is spent): a borrowed unlocked browser alone cannot change the second factor. Failures count as sign-in failures.
   */
  async function proven(request: FastifyRequest, body: { password?: string; code: string }, reply: FastifyReply, disabling = false) {
    const user = await findUser(db, currentUser(request).id);
    const row = await twoFactorOf(db, user.id);
    if (!row) throw conflict('users.twoFactorOff', 'two_factor_not_enabled');
    if (disabling && (await twoFactorRequired(db, user))) {
      throw conflict('users.twoFactorRequired', 'two_factor_required_by_consultancy');
    }
    // One attempt for both proofs. Someone who signs in only through their provider has no password that proves
    // anything: the code alone does.
    const passwordProves = !(await signsInOnlyThroughProvider(context, user));
    await checkedAsSignIn(context, request, reply, user.email, async () => {
      if (passwordProves && !(body.password && (await verifyPassword(user.passwordHash, body.password)))) return wrongPassword('password');
      return (await acceptSecondFactor(context, row, body.code)) ? null : invalidCode(400);
    });
    return user;
  }

  app.post('/api/profile/two-factor/disable', { config: signedIn, schema: { tags, body: Proof } }, async (request, reply) => {
    const user = await proven(request, request.body, reply, true);
    await removeSecondFactor(db, user.id);
    return reply.status(204).send();
  });

  // New recovery codes (the old ones stop working), shown this once: for a user who spent or lost the first ones.
  app.post(
    '/api/profile/two-factor/recovery-codes',
    { config: signedIn, schema: { tags, body: Proof, response: { 201: RecoveryCodes } } },
    async (request, reply) => {
      const user = await proven(request, request.body, reply);
      return reply.status(201).send({ recovery_codes: await renewRecoveryCodes(db, user.id) });
    },
  );
};
