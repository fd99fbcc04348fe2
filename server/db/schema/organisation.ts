import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { users } from './users';

const logo = () => uuid('logo_id').references(() => storedFiles.id, { onDelete: 'set null' });

export const consultancies = pgTable(
  'consultancy',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domainName: text('domain_name').notNull(),
    logoId: logo(),
    /** Its admins and collaborators must sign in with a second factor (set up at their next sign-in). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('consultancy_name_idx').on(table.name),
    // One consultancy per domain, whatever the case: single sign-on's first step finds an unknown e-mail's consultancy by it.
    uniqueIndex('consultancy_domain_name_unique').on(sql`lower(${table.domainName})`),
  ],
);

/**
 * The consultancy a staff user (admin, collaborator) belongs to: its two-step requirement, single sign-on and
 * "password sign-in off" apply to them whatever their e-mail says. One row per user (a column of app_user in
 * effect; a table here because app_user cannot reference consultancy without a circle between the schema files).
 */
export const consultancyStaff = pgTable(
  'consultancy_staff',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultancyId: integer('consultancy_id')
      .notNull()
      .references(() => consultancies.id, { onDelete: 'cascade' }),
  },
  (table) => [index('consultancy_staff_consultancy_idx').on(table.consultancyId)],
);

/** SMTP settings for the mail a consultancy's clients receive; the password is AES-GCM encrypted. */
export const consultancyEmailConfigs = pgTable('consultancy_email_config', {
  consultancyId: integer('consultancy_id')
    .primaryKey()
    .references(() => consultancies.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  username: text('username').notNull(),
  passwordEncrypted: text('password_encrypted'),
  useTls: boolean('use_tls').notNull().default(false),
  useSsl: boolean('use_ssl').notNull().default(false),
  ...timestamps,
});

export const enterprises = pgTable(
  'enterprise',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoId: logo(),
    ...timestamps,
  },
  (table) => [index('enterprise_name_idx').on(table.name)],
);

/** People of the enterprise: they see every center of it. */
export const enterpriseUsers = pgTable(
  'enterprise_user',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.enterpriseId, table.userId] }), index('enterprise_user_user_idx').on(table.userId)],
);

export const centers = pgTable(
  'center',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    autonomousCommunity: text('autonomous_community').notNull(),
    province: text('province').notNull(),
    municipality: text('municipality'),
    address: text('address'),
    usedLanguage: text('used_language').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'restrict' }),
    consultancyId: integer('consultancy_id')
      .notNull()
      .references(() => consultancies.id, { onDelete: 'restrict' }),
    logoId: logo(),
    ...timestamps,
  },
  (table) => [
    index('center_name_idx').on(table.name),
    index('center_enterprise_idx').on(table.enterpriseId),
    index('center_consultancy_idx').on(table.consultancyId),
    check('center_used_language_check', sql`${table.usedLanguage} in ('es', 'ca')`),
  ],
);

/** Users assigned to a center (consultancy staff and client people alike). */
export const centerUsers = pgTable(
  'center_user',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.userId] }), index('center_user_user_idx').on(table.userId)],
);

/** Which modules are switched on for a center; a missing row means inactive. */
export const centerModules = pgTable(
  'center_module',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    isActive: boolean('is_active').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.centerId, table.module] })],
);
