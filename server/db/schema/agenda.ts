import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A user who asked for the weekly agenda digest (issue 26): a row is the opt-in. `language` is the interface's
 * when they switched it on; `last_sent_week` (W<monday>) is claimed before sending, so a week goes out once.
 */
export const agendaDigestSubscriptions = pgTable(
  'agenda_digest_subscription',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    lastSentWeek: text('last_sent_week'),
    ...timestamps,
  },
  (table) => [check('agenda_digest_subscription_language_check', sql`${table.language} in ('es', 'ca', 'en')`)],
);

/**
 * A user's private calendar link to their compliance agenda (an iCalendar feed). Only the SHA-256 of the token is kept,
 * so the table cannot be used to read anyone's agenda; a revoked link stays (answering 410) until it is replaced.
 */
export const agendaFeeds = pgTable(
  'agenda_feed',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The interface's language when the link was made: calendar programs send no language of their user. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('agenda_feed_user_idx').on(table.userId),
    // One active link per user.
    uniqueIndex('agenda_feed_active_unique')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    check('agenda_feed_language_check', sql`${table.language} in ('es', 'ca', 'en')`),
  ],
);
