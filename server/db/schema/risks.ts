import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { centers } from './organisation';
import { users } from './users';

// Risks and opportunities (ISO 14001:2015 6.1.1) and improvement actions (10.2). Admin-only modules.

const bilingualName = {
  nameSpanish: text('name_spanish').notNull(),
  nameCatalan: text('name_catalan').notNull(),
};
const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

// ---- Catalogues (global, bilingual) ----

export const riskAmbits = pgTable('risk_opportunity_ambit', { id: serial('id').primaryKey(), ...bilingualName, ...timestamps });

export const riskCategories = pgTable('risk_category', { id: serial('id').primaryKey(), ...bilingualName, ...timestamps });

/** A question asked of a process ("¿El proceso genera residuos peligrosos?"): one ambit, one category. */
export const riskQuestions = pgTable(
  'risk_question',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    ambitId: integer('ambit_id')
      .notNull()
      .references(() => riskAmbits.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => riskCategories.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [index('risk_question_ambit_idx').on(table.ambitId), index('risk_question_category_idx').on(table.categoryId)],
);

/** What follows when a question applies: a RISK (threat) or an OPPORTUNITY. */
export const riskConsequences = pgTable(
  'risk_consequence',
  {
    id: serial('id').primaryKey(),
    ...bilingualName,
    questionId: integer('question_id')
      .notNull()
      .references(() => riskQuestions.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    ...timestamps,
  },
  (table) => [
    index('risk_consequence_question_idx').on(table.questionId),
    check('risk_consequence_type_check', sql`${table.type} in ('RISK', 'OPPORTUNITY')`),
  ],
);

// ---- Per center ----

/** The center's evaluation matrix: size x size, score = row x column, bands LOW < medium_from <= MEDIUM < high_from <= HIGH. */
export const riskMatrices = pgTable(
  'risk_matrix',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .unique()
      .references(() => centers.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    mediumFrom: integer('medium_from').notNull(),
    highFrom: integer('high_from').notNull(),
    lowColour: text('low_colour').notNull(),
    mediumColour: text('medium_colour').notNull(),
    highColour: text('high_colour').notNull(),
    lowLabel: text('low_label').notNull(),
    mediumLabel: text('medium_label').notNull(),
    highLabel: text('high_label').notNull(),
    ...timestamps,
  },
  (table) => [
    check('risk_matrix_size_check', sql`${table.size} between 2 and 6`),
    check(
      'risk_matrix_threshold_check',
      sql`1 < ${table.mediumFrom} and ${table.mediumFrom} < ${table.highFrom} and ${table.highFrom} <= ${table.size} * ${table.size}`,
    ),
  ],
);

/** A business process of the center (purchasing, production, maintenance...). */
export const riskProcesses = pgTable(
  'risk_process',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [index('risk_process_center_idx').on(table.centerId)],
);

/** The questions that apply to a process (its configuration). */
export const riskProcessQuestions = pgTable(
  'risk_process_question',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    processId: integer('process_id')
      .notNull()
      .references(() => riskProcesses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => riskQuestions.id, { onDelete: 'restrict' }),
  },
  (table) => [
    uniqueIndex('risk_process_question_unique').on(table.processId, table.questionId),
    index('risk_process_question_center_idx').on(table.centerId),
  ],
);

/** One evaluation set of a center (a year); the newest is the current one. */
export const riskEvaluationRounds = pgTable(
  'risk_evaluation_round',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    year: integer('year').notNull(),
    previousRoundId: integer('previous_round_id'),
    ...timestamps,
  },
  (table) => [uniqueIndex('risk_evaluation_round_unique').on(table.centerId, table.year)],
);

/**
 * The evaluation of one consequence in one process within a round. Risks: probability x impact
 * (inherent), a treatment and the residual probability x impact after it. Opportunities: value
 * (probability column) and effort (impact column), score = value x (size + 1 - effort).
 */
export const riskEvaluations = pgTable(
  'risk_evaluation',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    roundId: integer('round_id')
      .notNull()
      .references(() => riskEvaluationRounds.id, { onDelete: 'cascade' }),
    processId: integer('process_id')
      .notNull()
      .references(() => riskProcesses.id, { onDelete: 'restrict' }),
    consequenceId: integer('consequence_id')
      .notNull()
      .references(() => riskConsequences.id, { onDelete: 'restrict' }),
    probability: integer('probability').notNull(),
    impact: integer('impact').notNull(),
    treatment: text('treatment'),
    plannedAction: text('planned_action'),
    responsible: text('responsible'),
    dueDate: date('due_date'),
    residualProbability: integer('residual_probability'),
    residualImpact: integer('residual_impact'),
    reviewStatus: text('review_status').notNull().default('NEW'),
    previousEvaluationId: integer('previous_evaluation_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('risk_evaluation_unique').on(table.roundId, table.processId, table.consequenceId),
    index('risk_evaluation_center_idx').on(table.centerId),
    check('risk_evaluation_review_check', sql`${table.reviewStatus} in ('NEW', 'PENDING', 'UNCHANGED', 'MODIFIED')`),
    check(
      'risk_evaluation_treatment_check',
      sql`${table.treatment} is null or ${table.treatment} in ('MITIGATE', 'ACCEPT', 'AVOID', 'TRANSFER', 'PURSUE', 'NOT_PURSUE')`,
    ),
  ],
);

// ---- Improvement actions (ISO 14001:2015 10.2) ----

export const improvementActions = pgTable(
  'improvement_action',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    type: text('type').notNull(),
    origin: text('origin').notNull(),
    /** The record it came from: 'risk_evaluation' or 'evidence', with its id. */
    sourceTable: text('source_table'),
    sourceId: integer('source_id'),
    description: text('description').notNull(),
    rootCause: text('root_cause'),
    action: text('action').notNull(),
    responsibleId: integer('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date').notNull(),
    reminderDays: integer('reminder_days').notNull().default(7),
    status: text('status').notNull().default('OPEN'),
    closingDate: date('closing_date'),
    checkedById: integer('checked_by_id').references(() => users.id, { onDelete: 'set null' }),
    checkedOn: date('checked_on'),
    effective: boolean('effective'),
    effectivenessComment: text('effectiveness_comment'),
    ...timestamps,
  },
  (table) => [
    index('improvement_action_center_idx').on(table.centerId, table.status),
    index('improvement_action_source_idx').on(table.sourceTable, table.sourceId),
    check('improvement_action_type_check', sql`${table.type} in ('IMMEDIATE', 'CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT')`),
    check(
      'improvement_action_origin_check',
      sql`${table.origin} in ('AUDIT', 'NONCONFORMITY', 'COMPLAINT', 'LEGAL_REQUIREMENT', 'RISK', 'ASPECT_EVALUATION', 'WASTE_INCIDENCE', 'OTHER')`,
    ),
    check('improvement_action_status_check', sql`${table.status} in ('OPEN', 'IN_PROGRESS', 'CLOSED')`),
  ],
);

export const improvementAttachments = pgTable(
  'improvement_attachment',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    actionId: integer('action_id')
      .notNull()
      .references(() => improvementActions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('improvement_attachment_action_idx').on(table.actionId)],
);

/** The reminder sent for an action and its due date: the primary key makes it once. */
export const improvementRemindersSent = pgTable(
  'improvement_reminder_sent',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => improvementActions.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.actionId, table.dueDate] })],
);
