import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import { users, userTwoFactors } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { endPresentedSession, LogoutBody, RefreshBody, rotateRefreshToken } from './refresh';
import { startSession } from './sign-in';
import { checkPasswordSignInAllowed } from '../single-sign-on/policy';
import { tellOwnerOfLock } from './lock-notice';
import { beginAttempt, forgiveAttempt } from './throttle';
import { SecondFactorAsked, secondFactorStep } from './two-factor-login';
import { message } from '../../lib/messages';

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
      // Counted as a failure before the password is checked, so parallel guesses cannot all pass; forgiven when right.
      const attempt = await beginAttempt(db, email, request.ip);
      if (attempt.wait > 0) {
        reply.header('retry-after', String(attempt.wait));
        throw new AppError(429, 'too_many_attempts', message('auth.tooManyAttempts', { seconds: attempt.wait }));
      }
      const [found] = await db
        .select({ user: users, twoFactor: userTwoFactors.userId })
        .from(users)
        .leftJoin(userTwoFactors, eq(userTwoFactors.userId, users.id))
        .where(eq(users.email, email));
      const user = found?.user;
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
        await tellOwnerOfLock(context, request.log, email, attempt);
        throw new AppError(401, 'invalid_credentials', 'auth.invalidCredentials');
      }
      // With a second factor no token yet: the pair's earlier failures stay counted until the code is right too.
      const secondFactor = await secondFactorStep(context, user, found.twoFactor !== null);
      await forgiveAttempt(db, email, request.ip, { signedIn: !secondFactor });
      if (secondFactor) return secondFactor;
      return startSession(context, request, { id: user.id, role: user.role as Role });
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
