import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import { users, userTwoFactors } from '../../db/schema';
import type { AppContext, RegisterModule } from '../../lib/api';
import { AppError, badRequest } from '../../lib/errors';
import { startSession } from './sign-in';
import { clearLoginFailures, loginWait, recordLoginFailure } from './throttle';
import {
  acceptSecondFactor,
  beginSetup,
  challengeNotValid,
  confirmSetup,
  invalidCode,
  openChallenge,
  sealChallenge,
  twoFactorRequired,
} from './two-factor';

const tags = ['Session'];

/** The password step's answer when a second factor is asked for (instead of the token pair). */
export const SecondFactorAsked = Type.Object({
  two_factor_required: Type.Literal(true),
  /** The consultancy requires a second factor the user has not set up: set it up now (POST /api/login/two-factor/setup). */
  setup_required: Type.Boolean(),
  challenge: Type.String(),
});

export const TwoFactorSetup = Type.Object({
  secret: Type.String(),
  otpauth_url: Type.String(),
  qr_code: Type.String({ description: 'a PNG data: URL of the otpauth:// URI' }),
  setup: Type.String({ description: 'the sealed secret, sent back with the first code' }),
});

const Code = () => Type.String({ minLength: 1, maxLength: 40, description: 'six digits from the app, or a recovery code' });

/** After a right password: null when tokens may be issued, else the challenge the second step answers. */
export async function secondFactorStep(
  { db, secrets }: AppContext,
  user: { id: number; email: string; role: string },
  enabled: boolean,
): Promise<{ two_factor_required: true; setup_required: boolean; challenge: string } | null> {
  const setup = !enabled && (await twoFactorRequired(db, user));
  if (!enabled && !setup) return null;
  return { two_factor_required: true, setup_required: setup, challenge: sealChallenge(secrets, { purpose: 'login', uid: user.id, setup }) };
}

async function challengedUser({ db }: AppContext, uid: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, twoFactor: userTwoFactors })
    .from(users)
    .leftJoin(userTwoFactors, eq(userTwoFactors.userId, users.id))
    .where(eq(users.id, uid));
  if (!row) throw challengeNotValid();
  return row;
}

export const twoFactorLoginRoutes: RegisterModule = (app, context) => {
  const { db, secrets } = context;

  app.post(
    '/api/login/two-factor/setup',
    {
      config: { access: 'public' },
      schema: { tags, body: Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 2000 }) }), response: { 200: TwoFactorSetup } },
    },
    async (request) => {
      const claims = openChallenge(secrets, request.body.challenge, 'login');
      if (!claims.setup) throw new AppError(409, 'two_factor_enabled', 'Two-step verification is already on.');
      return beginSetup(secrets, await challengedUser(context, claims.uid));
    },
  );

  // Wrong codes count in the password throttle, under the same (e-mail, address) pair and address.
  app.post(
    '/api/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: Type.Object({
          challenge: Type.String({ minLength: 1, maxLength: 2000 }),
          code: Code(),
          setup: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
        }),
        response: {
          200: Type.Object({ access: Type.String(), refresh: Type.String(), recovery_codes: Type.Optional(Type.Array(Type.String())) }),
        },
      },
    },
    async (request, reply) => {
      const claims = openChallenge(secrets, request.body.challenge, 'login');
      const user = await challengedUser(context, claims.uid);
      const wait = await loginWait(db, user.email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${wait} seconds.`);
      }
      let recoveryCodes: string[] | null = null;
      let accepted: boolean;
      if (claims.setup) {
        if (!request.body.setup) throw badRequest('setup', 'Set up the authenticator app first (POST /api/login/two-factor/setup).');
        recoveryCodes = await confirmSetup(context, user.id, request.body.setup, request.body.code);
        accepted = recoveryCodes !== null;
      } else {
        accepted = user.twoFactor !== null && (await acceptSecondFactor(context, user.twoFactor, request.body.code));
      }
      if (!accepted) {
        await recordLoginFailure(db, user.email, request.ip);
        throw invalidCode(401);
      }
      await clearLoginFailures(db, user.email, request.ip);
      const tokens = await startSession(context, request, { id: user.id, role: user.role as Role });
      return recoveryCodes ? { ...tokens, recovery_codes: recoveryCodes } : tokens;
    },
  );
};
