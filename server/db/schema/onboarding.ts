import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-use links that let a person choose a password: an invitation (72 hours) or a reset asked for on
 * the login page. Only the SHA-256 of the token is kept, so the table cannot be used to sign in.
 */
export const passwordTokens = pgTable(
  'password_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_token_user_idx').on(table.userId),
    check('password_token_purpose_check', sql`${table.purpose} in ('invitation', 'reset')`),
  ],
);

/** Reset requests per key ("ip:<address>" or "email:<e-mail>") in the current window, shared by every process. */
export const passwordResetRequests = pgTable('password_reset_request', {
  key: text('key').primaryKey(),
  requests: integer('requests').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
