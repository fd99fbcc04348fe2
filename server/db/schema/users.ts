import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';

export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased: e-mail addresses are unique regardless of case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    profilePictureId: uuid('profile_picture_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('app_user_email_unique').on(table.email),
    index('app_user_name_idx').on(table.name),
    check('app_user_role_check', sql`${table.role} in ('admin', 'collaborator', 'client')`),
  ],
);

/** Refresh tokens are opaque; only their SHA-256 is kept, so a database leak does not leak sessions. */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_token_user_idx').on(table.userId)],
);

/** Failed logins per key ("email:..." or "ip:..."), kept in the database so every process shares the limit. */
export const loginFailures = pgTable('login_failure', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});
