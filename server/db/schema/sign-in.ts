import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's confirmed second factor (TOTP, RFC 6238); a row exists only once a first code confirmed it.
 * The secret is AES-GCM sealed (lib/secrets.ts), recovery codes are salted SHA-256 hashes ("salt$hash"; older ones
 * unsalted) removed as they are used.
 */
export const userTwoFactors = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull(),
  /** The last time step a code was accepted for: a code is never accepted twice, nor an older one after it. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The devices (browser, system, address family) a user has signed in from: a new one is recorded in the user's history. */
export const userDevices = pgTable(
  'user_device',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    browser: text('browser'),
    system: text('system'),
    addressFamily: text('address_family').notNull(),
    /** The address of the first sign-in from the device. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
);
