import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
