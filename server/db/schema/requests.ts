import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { enterpriseDocuments, enterpriseDocumentVersions } from './enterprise-documents';
import { storedFiles } from './files';
import { indicatorMeasurements, indicators } from './indicators';
import { evidences, legalDocuments } from './legal-module';
import { centers } from './organisation';
import { users } from './users';
import { collectionPlans, residueCollections } from './waste';

// Client requests (issue 35): the consultancy asks a center's client people for a document, readings or an answer.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });
const person = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export const clientRequests = pgTable(
  'client_request',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    /** Shared by the requests one call made for many centers. */
    batchId: uuid('batch_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reminderDays: integer('reminder_days').notNull().default(3),
    asksValidityDate: boolean('asks_validity_date').notNull().default(false),
    state: text('state').notNull().default('open'),
    /** When the "new request" mail went to the client people (the mail job claims unannounced requests); not audited. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    // The target: which of these is set follows from the kind.
    evidenceId: integer('evidence_id').references(() => evidences.id, { onDelete: 'cascade' }),
    wasteDocument: text('waste_document'),
    collectionPlanId: integer('collection_plan_id').references(() => collectionPlans.id, { onDelete: 'cascade' }),
    residueCollectionId: integer('residue_collection_id').references(() => residueCollections.id, { onDelete: 'cascade' }),
    enterpriseDocumentId: integer('enterprise_document_id').references(() => enterpriseDocuments.id, { onDelete: 'cascade' }),
    documentName: text('document_name'),
    documentCategory: text('document_category'),
    createdById: person('created_by_id'),
    // The answer.
    answerText: text('answer_text'),
    validityDate: date('validity_date', { mode: 'string' }),
    answeredById: person('answered_by_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // The review.
    reviewedById: person('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    // What acceptance filed (the center report reads "the request that brought this document" from here).
    legalDocumentId: integer('legal_document_id').references(() => legalDocuments.id, { onDelete: 'set null' }),
    enterpriseDocumentVersionId: integer('enterprise_document_version_id').references(() => enterpriseDocumentVersions.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('client_request_center_state_idx').on(table.centerId, table.state, table.dueDate),
    index('client_request_state_idx').on(table.state, table.dueDate),
    index('client_request_batch_idx').on(table.batchId),
    index('client_request_unannounced_idx')
      .on(table.id)
      .where(sql`${table.announcedAt} is null`),
    index('client_request_legal_document_idx').on(table.legalDocumentId),
    check(
      'client_request_kind_check',
      sql`${table.kind} in ('evidence_document', 'waste_document', 'enterprise_document', 'indicator_readings', 'question')`,
    ),
    check('client_request_state_check', sql`${table.state} in ('open', 'answered', 'accepted', 'returned', 'cancelled')`),
    check(
      'client_request_waste_document_check',
      sql`${table.wasteDocument} is null or ${table.wasteDocument} in ('previous_notification', 'treatment_contract', 'carrier_authorisation', 'manager_authorisation', 'delivery_note', 'identification_document')`,
    ),
    check('client_request_reminder_days_check', sql`${table.reminderDays} between 0 and 60`),
  ],
);

/** One indicator and period a readings request asks for, with the value the answer gave and the measurement accepted. */
export const clientRequestReadings = pgTable(
  'client_request_reading',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    requestId: integer('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: doublePrecision('value'),
    measurementId: integer('measurement_id').references(() => indicatorMeasurements.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('client_request_reading_unique').on(table.requestId, table.indicatorId, table.period)],
);

/** A file of the current answer. */
export const clientRequestFiles = pgTable(
  'client_request_file',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    requestId: integer('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_request_file_request_idx').on(table.requestId)],
);

/** Reminders already sent: one per request, kind (before / due) and due date; the key refuses a second one. */
export const clientRequestReminders = pgTable(
  'client_request_reminder',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => clientRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.kind, table.dueDate] })],
);
