import { and, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import { refreshTokens, users, userSessions } from '../../db/schema';
import type { AppContext } from '../../lib/api';
import { AppError, badRequest } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { clearRefreshCookie, cookieRefreshToken, wantsRefreshCookie } from './refresh-cookie';
import { issueTokens } from './sign-in';

/**
 * A rotated refresh token presented again this soon is a second tab or a retried answer of the same browser: refused, but
 * its session goes on. Later it means someone else holds a copy, and the whole session ends.
 */
export const REUSE_GRACE_SECONDS = 10;

const TokenField = () =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'required, unless the X-Refresh-Cookie: 1 header sends the browser app’s cookie',
  });
/** API clients send the token; the browser app sends none and the X-Refresh-Cookie header, and its cookie is read. */
export const RefreshBody = Type.Object({ refresh: Type.Optional(TokenField()) });
export const LogoutBody = Type.Object({ refreshToken: Type.Optional(TokenField()) });

const invalidRefresh = () => new AppError(401, 'token_not_valid', 'auth.refreshNotValid');

/** The refresh token of the body, else of the browser app's cookie; a caller with neither names the field. */
function presentedToken(request: FastifyRequest, field: string, inBody: string | undefined): string | undefined {
  if (inBody) return inBody;
  if (!wantsRefreshCookie(request)) throw badRequest(field, 'common.required');
  return cookieRefreshToken(request);
}

/** A token rotated more than the grace ago, of a session still open: a copy is in other hands, so the session ends. */
async function endSessionOfReusedToken({ db, sessions }: AppContext, request: FastifyRequest, tokenHash: string): Promise<void> {
  const [reused] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .innerJoin(userSessions, and(eq(userSessions.id, refreshTokens.sessionId), isNull(userSessions.endedAt)))
    .where(
      and(eq(refreshTokens.tokenHash, tokenHash), lt(refreshTokens.revokedAt, sql`now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`)),
    );
  if (!reused) return;
  await sessions.end(reused.sessionId);
  request.log.warn({ session: reused.sessionId }, 'a rotated refresh token was presented again: its session is ended');
}

/** POST /api/token/refresh: the presented token for a new pair of the same session, once, while the session lives. */
export async function rotateRefreshToken(context: AppContext, request: FastifyRequest, inBody: string | undefined) {
  const { db, sessions } = context;
  const token = presentedToken(request, 'refresh', inBody);
  if (!token) throw invalidRefresh();
  const tokenHash = hashToken(token);
  // Rotation: the presented token is revoked in the same statement that checks it (and its session), so it works once.
  const liveSession = db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.id, refreshTokens.sessionId), sessions.live()));
  const [revoked] = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        exists(liveSession),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  if (!revoked) {
    await endSessionOfReusedToken(context, request, tokenHash);
    throw invalidRefresh();
  }
  // The session's last use and address are kept in the statement that reads its user: a refresh costs nothing more.
  const [user] = await db
    .update(userSessions)
    .set({ lastUsedAt: sql`now()`, address: request.ip })
    .from(users)
    .where(and(eq(userSessions.id, revoked.sessionId), eq(users.id, userSessions.userId)))
    .returning({ id: users.id, role: users.role });
  if (!user) throw invalidRefresh();
  return issueTokens(context, revoked.sessionId, { id: user.id, role: user.role as Role });
}

/** POST /api/logout: ends the whole session of the presented token (its other refresh tokens and its access tokens too). */
export async function endPresentedSession(
  { db, sessions }: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  inBody: string | undefined,
): Promise<void> {
  const token = presentedToken(request, 'refreshToken', inBody);
  if (wantsRefreshCookie(request)) clearRefreshCookie(request, reply);
  if (!token) return;
  const [found] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (found) await sessions.end(found.sessionId);
}
