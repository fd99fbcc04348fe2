import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Admin-only: what an hour of this user costs; copied onto each dedication when logged. */
    costPerHour: numeric('cost_per_hour', { precision: 10, scale: 2, mode: 'number' }),
    profilePictureId: uuid('profile_picture_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('app_user_email_unique').on(table.email),
    index('app_user_name_idx').on(table.name),
    check('app_user_role_check', sql`${table.role} in ('admin', 'collaborator', 'client')`),
  ],
);

/**
 * An e-mail address a user asked to change to, waiting for the link mailed to it: until it is opened the account keeps
 * its old address. One per user (a new request replaces it); only the SHA-256 of the token is kept.
 */
export const emailChanges = pgTable('email_change', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Stored lower-cased, as app_user.email. */
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sign-in, kept across refresh rotations: access tokens carry its id (`sid`) and its refresh tokens
 * belong to it, so ending it (logout, password or role change) signs that login out everywhere.
 */
/** How a session started. */
export type SignInMethod = 'password' | 'single-sign-on';

export const userSessions = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The browser's User-Agent (shortened), summarised for display ("Chrome en Linux"). */
    userAgent: text('user_agent'),
    /** The address of the last sign-in or token refresh. */
    address: text('address'),
    /** Set at sign-in and at each refresh-token rotation (never per API request, which would cost a statement). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the session started: 'password' (with or without a second factor) or 'single-sign-on'. Turning a
     * consultancy's password sign-in off ends its people's password sessions. Sessions from before the column read 'password'.
     */
    signedInWith: text('signed_in_with').$type<SignInMethod>().notNull().default('password'),
  },
  (table) => [index('user_session_user_idx').on(table.userId)],
);

/** Refresh tokens are opaque; only their SHA-256 is kept, so a database leak does not leak sessions. */
export const refreshTokens = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_token_session_idx').on(table.sessionId)],
);

/**
 * Failed logins per key ("ip:<address>", "pair:<e-mail> <address>" or "user:<e-mail>"), kept in the database so
 * every process shares the count; the delay before the next attempt grows with `failures` from `last_failure_at`.
 */
export const loginFailures = pgTable('login_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** The failure before the last: an attempt counted before its check and then forgiven puts it back. */
  previousFailureAt: timestamp('previous_failure_at', { withTimezone: true }),
  /** When the account's owner was told of its lock ("user:" keys): once per lock. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
