import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { IdParams } from '../../lib/fields';
import { listQueryFields, pageWindow, paginateCounted } from '../../lib/paging';
import { summariseUserAgent } from '../../lib/user-agent';
import { answers, NullableText, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { activeSession, activeSessionsOf, countSessions, endSessionsOf, findUser, sessionPage } from './queries';
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
      // The session that asks is in use now: its stored last use moves only when its refresh token rotates.
      const now = new Date();
      return paginateCounted(
        request,
        pageWindow(request.query),
        sessionPage(db, where),
        (rows) =>
          rows.map(({ session }) => ({
            id: session.id,
            ...summariseUserAgent(session.userAgent),
            address: session.address,
            created_at: session.createdAt.toISOString(),
            last_used_at: (session.id === request.sessionId ? now : session.lastUsedAt).toISOString(),
            current: session.id === request.sessionId,
          })),
        () => countSessions(db, where),
      );
    },
  );

  // Ending a session is a logout of it: its refresh token stops at once, its access tokens within the session cache.
  app.delete(
    '/api/profile/sessions/:id',
    { config: signedIn, schema: { tags, params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const session = await activeSession(db, sessions, currentUser(request).id, request.params.id);
      await sessions.end(session.id);
      return reply.status(204).send();
    },
  );

  app.post('/api/profile/sessions/end-others', { config: signedIn, schema: { tags } }, async (request, reply) => {
    const { id } = currentUser(request);
    await endSessionsOf(db, sessions, id, request.sessionId);
    sessions.forgetUser(id);
    return reply.status(204).send();
  });

  // An admin ending their own sessions keeps the one they do it from, as a password change does.
  app.post('/api/user/:id/end-sessions', { config: admin, schema: { tags: ['Users'], params: IdParams } }, async (request, reply) => {
    const user = await findUser(db, request.params.id);
    await endSessionsOf(db, sessions, user.id, user.id === currentUser(request).id ? request.sessionId : null);
    sessions.forgetUser(user.id);
    return reply.status(204).send();
  });
};
