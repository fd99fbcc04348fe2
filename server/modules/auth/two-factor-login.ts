import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RegisterModule } from '../../lib/api';
import { AppError, badRequest } from '../../lib/errors';
import { checkedAsSignIn, tooManyAttempts } from './attempts';
import { startSession } from './sign-in';
import { countAddressFailure } from './throttle';
import {
  acceptSecondFactor,
  beginSetup,
  challengeNotValid,
  confirmSetup,
  invalidCode,
  readChallenge,
  sealChallenge,
  twoFactorRequired,
} from './two-factor';
import { challengedUser } from './queries';

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

/**
 * The sign-in challenge's claims. One that does not open (forged, malformed, expired) counts as a failure of the
 * address, and an address that must wait is told so whether or not its challenge opened: a forger learns nothing.
 */
async function openedChallenge({ db, secrets }: AppContext, request: FastifyRequest, reply: FastifyReply, sealed: string) {
  const claims = readChallenge(secrets, sealed, 'login');
  if (claims) return claims;
  const counted = await countAddressFailure(db, request.ip);
  if (counted.wait > 0) throw tooManyAttempts(reply, counted.wait);
  throw challengeNotValid();
}

export const twoFactorLoginRoutes: RegisterModule = (app, context) => {
  const { secrets } = context;

  app.post(
    '/api/login/two-factor/setup',
    {
      config: { access: 'public' },
      schema: { tags, body: Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 2000 }) }), response: { 200: TwoFactorSetup } },
    },
    async (request, reply) => {
      const claims = await openedChallenge(context, request, reply, request.body.challenge);
      if (!claims.setup) throw new AppError(409, 'two_factor_enabled', 'users.twoFactorOn');
      return beginSetup(secrets, await challengedUser(context.db, claims.uid));
    },
  );

  // Codes count in the password throttle (address, pair and account) before they are checked; a right one is forgiven.
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
      const claims = await openedChallenge(context, request, reply, request.body.challenge);
      const user = await challengedUser(context.db, claims.uid);
      let recoveryCodes: string[] | null = null;
      await checkedAsSignIn(
        context,
        request,
        reply,
        user.email,
        async () => {
          let accepted: boolean;
          if (claims.setup) {
            if (!request.body.setup) return badRequest('setup', 'auth.setUpFirst');
            recoveryCodes = await confirmSetup(context, user.id, request.body.setup, request.body.code);
            accepted = recoveryCodes !== null;
          } else {
            accepted = user.twoFactor !== null && (await acceptSecondFactor(context, user.twoFactor, request.body.code));
          }
          return accepted ? null : invalidCode(401);
        },
        () => true,
      );
      const tokens = await startSession(context, request, { id: user.id, role: user.role as Role });
      return recoveryCodes ? { ...tokens, recovery_codes: recoveryCodes } : tokens;
    },
  );
};
