import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { legalRequirements, legalScopes, subambits } from './legal';
import { centers } from './organisation';
import { users } from './users';

// A center's legal-requirement module: what applies to it and the evidence that proves compliance.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

export const centerSubambits = pgTable(
  'center_legal_subambit',
  {
    centerId: center(),
    subambitId: integer('subambit_id')
      .notNull()
      .references(() => subambits.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.subambitId] })],
);

export const centerLegalScopes = pgTable(
  'center_legal_scope',
  {
    centerId: center(),
    legalScopeId: integer('legal_scope_id')
      .notNull()
      .references(() => legalScopes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.legalScopeId] })],
);

/** Requirements the selection implies but that the admin marked as not applying to this center. */
export const centerNotApplicableRequirements = pgTable(
  'center_not_applicable_requirement',
  {
    centerId: center(),
    legalRequirementId: integer('legal_requirement_id')
      .notNull()
      .references(() => legalRequirements.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.legalRequirementId] })],
);

export const evidences = pgTable(
  'evidence',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    legalRequirementId: integer('legal_requirement_id')
      .notNull()
      .references(() => legalRequirements.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    state: text('state').notNull().default('NOT_FULFILLED'),
    expirationDate: date('expiration_date'),
    ...timestamps,
  },
  (table) => [
    index('evidence_center_state_idx').on(table.centerId, table.state),
    index('evidence_center_requirement_idx').on(table.centerId, table.legalRequirementId),
    index('evidence_center_expiration_idx').on(table.centerId, table.expirationDate),
    check('evidence_state_check', sql`${table.state} in ('NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED')`),
  ],
);

export const legalDocuments = pgTable(
  'legal_document',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    evidenceId: integer('evidence_id')
      .notNull()
      .references(() => evidences.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    elaborationDate: date('elaboration_date'),
    isValid: boolean('is_valid').notNull().default(true),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('legal_document_evidence_idx').on(table.evidenceId), index('legal_document_center_idx').on(table.centerId)],
);

/** A corrective action planned to reach compliance. */
export const evidenceActions = pgTable(
  'evidence_action',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    evidenceId: integer('evidence_id')
      .notNull()
      .references(() => evidences.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    responsible: text('responsible').notNull(),
    expectedDate: date('expected_date').notNull(),
    appliedDate: date('applied_date'),
    observations: text('observations'),
    ...timestamps,
  },
  (table) => [index('evidence_action_evidence_idx').on(table.evidenceId), index('evidence_action_center_idx').on(table.centerId)],
);

/** A user responsible for one level of the register in one center. */
export const responsibilities = pgTable(
  'responsibility',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    level: text('level').notNull(),
    levelId: integer('level_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('responsibility_unique').on(table.centerId, table.level, table.levelId, table.userId),
    check('responsibility_level_check', sql`${table.level} in ('area', 'ambit', 'subambit', 'requirement')`),
  ],
);

/** The center's expiry digest: how often, and the last period already sent (claimed atomically). */
export const evidenceNotifications = pgTable(
  'evidence_notification',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .unique()
      .references(() => centers.id, { onDelete: 'cascade' }),
    periodicity: text('periodicity').notNull().default('MONTHLY'),
    lastSentPeriod: text('last_sent_period'),
    ...timestamps,
  },
  (table) => [check('evidence_notification_periodicity_check', sql`${table.periodicity} in ('DAILY', 'WEEKLY', 'MONTHLY', 'NEVER')`)],
);
