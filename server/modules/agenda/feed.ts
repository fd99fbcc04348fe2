import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Role } from '../../../contract/roles';
import type { RegisterModule } from '../../lib/api';
import { currentUser } from '../../lib/access';
import { addDays, todayInSpain } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { Language } from '../../lib/language';
import { answers, NullableDate } from '../../lib/wire';
import { agendaCalendar } from './calendar';
import { agendaItems } from './obligations';
import { message, named } from '../../lib/messages';
import { activeFeed, replaceFeed, revokeFeed, usedFeed } from './feed-queries';

const tags = ['Compliance agenda'];
const signedIn = { access: 'authenticated' as const, tenancy: 'global' as const };
/** The feed reaches a year ahead; overdue obligations are always in it. */
export const FEED_HORIZON_DAYS = 365;

const FeedState = Type.Object({
  active: Type.Boolean(),
  created_at: NullableDate(),
  last_used_at: NullableDate(),
  /** The language of the events: the interface's when the link was made. */
  language: Type.Union([Type.String(), Type.Null()]),
});
const FeedCreated = Type.Object({ url: Type.String(), created_at: Type.String(), language: Type.String() });

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/agenda/feed/${token}.ics`;

/**
 * A private calendar link per user (issue 26): made, replaced and revoked from the profile; the token is shown once and
 * only its SHA-256 is kept. The feed is the agenda read as the link's owner at each fetch, so it follows their role, their
 * centers and the records as they are now, and stops when the link is revoked or the user deleted.
 */
export const agendaFeedRoutes: RegisterModule = (app, context) => {
  const { db, config } = context;

  app.get('/api/profile/agenda-feed', { config: signedIn, schema: { tags, response: answers(FeedState) } }, async (request) => {
    const feed = await activeFeed(db, currentUser(request).id);
    return {
      active: feed !== undefined,
      created_at: feed?.createdAt.toISOString() ?? null,
      last_used_at: feed?.lastUsedAt?.toISOString() ?? null,
      language: feed?.language ?? null,
    };
  });

  // A new link replaces the one before: whoever had the old address loses it at once.
  app.post('/api/profile/agenda-feed', { config: signedIn, schema: { tags, response: { 201: FeedCreated } } }, async (request, reply) => {
    const userId = currentUser(request).id;
    const token = randomBytes(32).toString('base64url');
    const feed = await replaceFeed(db, userId, token, request.language);
    return reply
      .status(201)
      .send({ url: feedUrl(config.publicUrl, token), created_at: feed.createdAt.toISOString(), language: feed.language });
  });

  app.delete('/api/profile/agenda-feed', { config: signedIn, schema: { tags } }, async (request, reply) => {
    const userId = currentUser(request).id;
    await revokeFeed(db, userId);
    return reply.status(204).send();
  });

  app.get(
    '/api/agenda/feed/:token.ics',
    {
      // The token in the path is the authorisation: calendar programs cannot send a bearer token.
      config: { access: 'public' },
      schema: { tags, params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }) },
    },
    async (request, reply) => {
      const feed = await usedFeed(db, request.params.token);
      if (!feed) throw new AppError(404, 'feed_unknown', message('common.notFound', { record: named('calendar-link') }));
      if (feed.revokedAt) throw new AppError(410, 'feed_revoked', 'agenda.feedRevoked');
      const viewer = { user: { id: feed.userId, role: feed.role as Role }, language: feed.language as Language };
      const { items } = await agendaItems(context, viewer, { until: addDays(todayInSpain(), FEED_HORIZON_DAYS) });
      const calendar = agendaCalendar({
        items,
        language: viewer.language,
        publicUrl: config.publicUrl,
        now: new Date(),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(calendar);
    },
  );
};
