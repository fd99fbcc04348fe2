import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { evidences } from './legal-module';
import { legalRequirements, legalTexts } from './legal';
import { centers, consultancies } from './organisation';
import { users } from './users';

// Regulatory change (issue 36): dated changes of the register, each center's review of them, the monthly bulletin.

/** The wording a change touched, before and after (only the fields it changed). */
export interface Wording {
  texts?: string[];
  name_spanish?: string;
  name_catalan?: string;
  evidence_name_spanish?: string;
  evidence_name_catalan?: string;
  state?: string;
  state_date?: string | null;
  removed_date?: string | null;
}

/** A dated change of a legal text or one of its requirements, as a law changes ("modificado por el RD X, art. 3"). */
export const legalChanges = pgTable(
  'legal_change',
  {
    id: serial('id').primaryKey(),
    legalTextId: integer('legal_text_id')
      .notNull()
      .references(() => legalTexts.id, { onDelete: 'cascade' }),
    legalRequirementId: integer('legal_requirement_id').references(() => legalRequirements.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    note: text('note').notNull(),
    effectiveDate: date('effective_date').notNull(),
    changedByText: text('changed_by_text'),
    before: jsonb('before').$type<Wording>(),
    after: jsonb('after').$type<Wording>(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('legal_change_effective_idx').on(table.effectiveDate, table.id),
    index('legal_change_text_idx').on(table.legalTextId, table.effectiveDate),
    check(
      'legal_change_kind_check',
      sql`${table.kind} in ('TEXT_MODIFIED', 'REQUIREMENT_ADDED', 'REQUIREMENT_CHANGED', 'REQUIREMENT_REMOVED', 'TEXT_PARTIALLY_REPEALED', 'TEXT_REPEALED')`,
    ),
  ],
);

/** One center's "revisar aplicabilidad" of one change, and its decision. */
export const legalChangeReviews = pgTable(
  'legal_change_review',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    legalChangeId: integer('legal_change_id')
      .notNull()
      .references(() => legalChanges.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    decision: text('decision'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    evidenceId: integer('evidence_id').references(() => evidences.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('legal_change_review_unique').on(table.legalChangeId, table.centerId),
    index('legal_change_review_center_idx').on(table.centerId, table.dueDate),
    check('legal_change_review_decision_check', sql`${table.decision} in ('STILL_APPLIES', 'NO_LONGER_APPLIES', 'NEW_EVIDENCE_NEEDED')`),
  ],
);

/** A consultancy's settings for regulatory change: the days its centers have to review a change. */
export const legalChangeSettings = pgTable('legal_change_setting', {
  consultancyId: integer('consultancy_id')
    .primaryKey()
    .references(() => consultancies.id, { onDelete: 'cascade' }),
  reviewDays: integer('review_days').notNull().default(30),
  ...timestamps,
});

/** A person who receives a center's monthly legal bulletin by e-mail. */
export const legalBulletinSubscriptions = pgTable(
  'legal_bulletin_subscription',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.userId] })],
);

/** A center's bulletin of a period (YYYY-MM) claimed for sending: the row is what makes it go out once. */
export const legalBulletinSendings = pgTable(
  'legal_bulletin_sending',
  {
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.centerId, table.period] })],
);
