import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import { refreshTokens, users, userSessions, userTwoFactors } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { issueTokens, startSession } from './sign-in';
import { checkPasswordSignInAllowed } from '../single-sign-on/policy';
import { tellOwnerOfLock } from './lock-notice';
import { beginAttempt, forgiveAttempt } from './throttle';
import { SecondFactorAsked, secondFactorStep } from './two-factor-login';

const tags = ['Session'];
const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

const invalidRefresh = () => new AppError(401, 'token_not_valid', 'The refresh token is not valid or has expired.');

export const authRoutes: RegisterModule = (app, context) => {
  const { db, sessions } = context;

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
        throw new AppError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${attempt.wait} seconds.`);
      }
      const [found] = await db
        .select({ user: users, twoFactor: userTwoFactors.userId })
        .from(users)
        .leftJoin(userTwoFactors, eq(userTwoFactors.userId, users.id))
        .where(eq(users.email, email));
      const user = found?.user;
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
        await tellOwnerOfLock(context, request.log, email, attempt);
        throw new AppError(401, 'invalid_credentials', 'No active account found with the given credentials.');
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
    {
      config: { access: 'public' },
      schema: { tags, body: Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: TokenPair } },
    },
    async (request) => {
      // Rotation: the presented token is revoked in the same statement that checks it (and its session), so it works once.
      const openSession = db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.id, refreshTokens.sessionId), isNull(userSessions.endedAt)));
      const [revoked] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(request.body.refresh)),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
            exists(openSession),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId });
      if (!revoked) throw invalidRefresh();
      // The session's last use and address are kept in the statement that reads its user: a refresh costs nothing more.
      const [user] = await db
        .update(userSessions)
        .set({ lastUsedAt: sql`now()`, address: request.ip })
        .from(users)
        .where(and(eq(userSessions.id, revoked.sessionId), eq(users.id, userSessions.userId)))
        .returning({ id: users.id, role: users.role });
      if (!user) throw invalidRefresh();
      return issueTokens(context, revoked.sessionId, { id: user.id, role: user.role as Role });
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags, body: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) }) },
    },
    async (request, reply) => {
      // Logout ends the whole session: its other refresh tokens and its access tokens stop working too.
      const [token] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(request.body.refreshToken)));
      if (token) await sessions.end(token.sessionId);
      return reply.status(204).send();
    },
  );
};
