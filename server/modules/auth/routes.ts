import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { endPresentedSession, LogoutBody, RefreshBody, rotateRefreshToken } from './refresh';
import { startSession } from './sign-in';
import { checkPasswordSignInAllowed } from '../single-sign-on/policy';
import { checkedAsSignIn } from './attempts';
import { SecondFactorAsked, secondFactorStep } from './two-factor-login';
import { signInCandidate } from './queries';

const tags = ['Session'];
const TokenPair = Type.Object({
  access: Type.String(),
  refresh: Type.String({ description: 'empty when the X-Refresh-Cookie: 1 header asked for it in an HttpOnly cookie' }),
});

export const authRoutes: RegisterModule = (app, context) => {
  const { db } = context;

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: { 200: Type.Union([TokenPair, SecondFactorAsked]) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      await checkPasswordSignInAllowed(db, email);
      const found = await signInCandidate(db, email);
      const user = found?.user;
      // With a second factor no token yet: the pair's earlier failures stay counted until the code is right too.
      let secondFactor: Awaited<ReturnType<typeof secondFactorStep>> | undefined;
      await checkedAsSignIn(
        context,
        request,
        reply,
        email,
        async () => {
          if (!user || !(await verifyPassword(user.passwordHash, request.body.password)))
            return new AppError(401, 'invalid_credentials', 'auth.invalidCredentials');
          secondFactor = await secondFactorStep(context, user, found!.twoFactor !== null);
          return null;
        },
        () => !secondFactor,
      );
      if (secondFactor) return secondFactor;
      return startSession(context, request, { id: user!.id, role: user!.role as Role });
    },
  );

  app.post(
    '/api/token/refresh',
    { config: { access: 'public' }, schema: { tags, body: RefreshBody, response: { 200: TokenPair } } },
    (request) => rotateRefreshToken(context, request, request.body.refresh),
  );

  app.post('/api/logout', { config: { access: 'public' }, schema: { tags, body: LogoutBody } }, async (request, reply) => {
    await endPresentedSession(context, request, reply, request.body.refreshToken);
    return reply.status(204).send();
  });
};
