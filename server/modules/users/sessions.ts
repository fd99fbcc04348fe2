import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { userSessions } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AppContext, RegisterModule } from '../../lib/api';
import { IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { notFound } from '../../lib/errors';
import { REFRESH_TOKEN_DAYS } from '../../lib/tokens';
import { summariseUserAgent } from '../../lib/user-agent';
import { answers, NullableText, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { findUser } from './queries';
import { adminsOnly } from '../../lib/access';

const tags = ['Profile'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };
const admin = { access: adminsOnly, tenancy: 'global' as const };

const SessionSchema = Type.Object({
  id: Type.String(),
  browser: NullableText(),
  system: NullableText(),
  address: NullableText(),
  created_at: Type.String(),
  last_used_at: Type.String(),
  /** The session of the request that asks. */
  current: Type.Boolean(),
});

/** A session can still be used: live (not ended, within its lifetime), and its last refresh token (issued at its last use) not yet expired. */
const activeSessionsOf = (sessions: AppContext['sessions'], userId: number) =>
  and(
    eq(userSessions.userId, userId),
    sessions.live(),
    gt(userSessions.lastUsedAt, sql`now() - make_interval(days => ${REFRESH_TOKEN_DAYS})`),
  );

/** The signed-in user's sessions (one per sign-in), ending one or all the others; an admin ends all of a user's. */
export const sessionRoutes: RegisterModule = (app, { db, sessions }) => {
  app.get(
    '/api/profile/sessions',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: Type.Object({ page: listQueryFields.page, pageSize: listQueryFields.pageSize }),
        response: answers(PageOf(SessionSchema)),
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const where = activeSessionsOf(sessions, id);
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          db
            .select({ session: userSessions, total: windowCount })
            .from(userSessions)
            .where(where)
            .orderBy(desc(userSessions.lastUsedAt), userSessions.id)
            .limit(limit)
            .offset(offset),
        (rows) =>
          rows.map(({ session }) => ({
            id: session.id,
            ...summariseUserAgent(session.userAgent),
            address: session.address,
            created_at: session.createdAt.toISOString(),
            last_used_at: session.lastUsedAt.toISOString(),
            current: session.id === request.sessionId,
          })),
        () => db.$count(userSessions, where),
      );
    },
  );

  // Ending a session is a logout of it: its refresh token stops at once, its access tokens within the session cache.
  app.delete(
    '/api/profile/sessions/:id',
    { config: signedIn, schema: { tags, params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const [session] = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(and(eq(userSessions.id, request.params.id), activeSessionsOf(sessions, currentUser(request).id)));
      if (!session) throw notFound('session');
      await sessions.end(session.id);
      return reply.status(204).send();
    },
  );

  app.post('/api/profile/sessions/end-others', { config: signedIn, schema: { tags } }, async (request, reply) => {
    const { id } = currentUser(request);
    await writeTransaction(db, (tx) => sessions.endAllOf(tx, id, request.sessionId));
    sessions.forgetUser(id);
    return reply.status(204).send();
  });

  // An admin ending their own sessions keeps the one they do it from, as a password change does.
  app.post('/api/user/:id/end-sessions', { config: admin, schema: { tags: ['Users'], params: IdParams } }, async (request, reply) => {
    const user = await findUser(db, request.params.id);
    await writeTransaction(db, (tx) => sessions.endAllOf(tx, user.id, user.id === currentUser(request).id ? request.sessionId : null));
    sessions.forgetUser(user.id);
    return reply.status(204).send();
  });
};
