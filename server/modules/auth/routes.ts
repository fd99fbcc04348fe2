import { and, eq, gt, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS, type TokenService } from '../../lib/tokens';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './throttle';

const tags = ['Session'];
const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

async function issueTokens(db: Database, tokens: TokenService, user: { id: number; role: string }) {
  const refresh = newRefreshToken();
  await db.insert(refreshTokens).values({
    userId: user.id,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return { access: await tokens.signAccess({ user_id: user.id, role: user.role as Role }), refresh };
}

const invalidRefresh = () => new AppError(401, 'token_not_valid', 'The refresh token is not valid or has expired.');

export const authRoutes: RegisterModule = (app, { db, tokens }) => {
  app.post('/api/login', {
    config: { access: 'public' },
    schema: {
      tags,
      body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }),
      response: { 200: TokenPair },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    await assertLoginAllowed(db, email, request.ip);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
      await recordLoginFailure(db, email, request.ip);
      throw new AppError(401, 'invalid_credentials', 'No active account found with the given credentials.');
    }
    await clearLoginFailures(db, email);
    return issueTokens(db, tokens, user);
  });

  app.post('/api/token/refresh', {
    config: { access: 'public' },
    schema: { tags, body: Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: TokenPair } },
  }, async (request) => {
    // Rotation: the presented token is revoked in the same statement that checks it, so it works once.
    const [revoked] = await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hashToken(request.body.refresh)), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
      .returning({ userId: refreshTokens.userId });
    if (!revoked) throw invalidRefresh();
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, revoked.userId));
    if (!user) throw invalidRefresh();
    return issueTokens(db, tokens, user);
  });

  app.post('/api/logout', {
    config: { access: 'public' },
    schema: { tags, body: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) }) },
  }, async (request, reply) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hashToken(request.body.refreshToken)), isNull(refreshTokens.revokedAt)));
    return reply.status(204).send();
  });
};
