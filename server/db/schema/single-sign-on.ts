import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { consultancies } from './organisation';
import { users } from './users';

/** How a consultancy's people sign in: its OpenID Connect provider (secret AES-GCM encrypted) and whether passwords still work. */
export const consultancySignIns = pgTable('consultancy_sign_in', {
  consultancyId: integer('consultancy_id')
    .primaryKey()
    .references(() => consultancies.id, { onDelete: 'cascade' }),
  /** The name the login page shows ("Continuar con Microsoft"). */
  providerName: text('provider_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted'),
  enabled: boolean('enabled').notNull().default(false),
  passwordSignIn: boolean('password_sign_in').notNull().default(true),
  ...timestamps,
});

/**
 * One trip to a provider and back, kept in the database so any process can finish it: the hashed state, the PKCE
 * verifier and nonce until the callback; then the hashed one-time code the browser exchanges for its tokens.
 */
export const singleSignOnAttempts = pgTable(
  'single_sign_on_attempt',
  {
    stateHash: text('state_hash').primaryKey(),
    consultancyId: integer('consultancy_id')
      .notNull()
      .references(() => consultancies.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    exchangeCodeHash: text('exchange_code_hash').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('single_sign_on_attempt_expiry_idx').on(table.expiresAt)],
);
