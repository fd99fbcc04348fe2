import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EvaluationMethod } from '../../../contract/aspects';
import { timestamps } from './columns';
import { indicators } from './indicators';
import { centers } from './organisation';

// Environmental aspects (ISO 14001 6.1.2): global catalogues (vector > aspect, good practices linked to
// aspects) and, per center, stage > zone > center aspect > center practice, with dated evaluations.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

/** Environmental medium (atmosphere, water, soil, waste, noise, resources, energy). */
export const vectors = pgTable('vector', {
  id: serial('id').primaryKey(),
  nameSpanish: text('name_spanish').notNull(),
  nameCatalan: text('name_catalan').notNull(),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const aspects = pgTable(
  'aspect',
  {
    id: serial('id').primaryKey(),
    vectorId: integer('vector_id')
      .notNull()
      .references(() => vectors.id, { onDelete: 'restrict' }),
    nameSpanish: text('name_spanish').notNull(),
    nameCatalan: text('name_catalan').notNull(),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('aspect_vector_idx').on(table.vectorId)],
);

export const goodPractices = pgTable('good_practice', {
  id: serial('id').primaryKey(),
  nameSpanish: text('name_spanish').notNull(),
  nameCatalan: text('name_catalan').notNull(),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

export const goodPracticeAspects = pgTable(
  'good_practice_aspect',
  {
    goodPracticeId: integer('good_practice_id')
      .notNull()
      .references(() => goodPractices.id, { onDelete: 'cascade' }),
    aspectId: integer('aspect_id')
      .notNull()
      .references(() => aspects.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.goodPracticeId, table.aspectId] }), index('good_practice_aspect_aspect_idx').on(table.aspectId)],
);

export const lifeCycleStages = pgTable(
  'life_cycle_stage',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('life_cycle_stage_center_idx').on(table.centerId)],
);

export const zones = pgTable(
  'zone',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => lifeCycleStages.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('zone_stage_idx').on(table.stageId), index('zone_center_idx').on(table.centerId)],
);

/** A catalogue aspect present in a zone of the center. */
export const centerAspects = pgTable(
  'center_aspect',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    aspectId: integer('aspect_id')
      .notNull()
      .references(() => aspects.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('center_aspect_zone_aspect_key').on(table.zoneId, table.aspectId),
    index('center_aspect_center_idx').on(table.centerId),
  ],
);

/** A catalogue practice applied to a center aspect. */
export const centerPractices = pgTable(
  'center_practice',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    centerAspectId: integer('center_aspect_id')
      .notNull()
      .references(() => centerAspects.id, { onDelete: 'restrict' }),
    goodPracticeId: integer('good_practice_id')
      .notNull()
      .references(() => goodPractices.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('center_practice_key').on(table.centerAspectId, table.goodPracticeId),
    index('center_practice_center_idx').on(table.centerId),
  ],
);

/** The center's evaluation method (criteria, scales, formula, thresholds) and evaluation periods. */
export const aspectSettings = pgTable('aspect_center_settings', {
  centerId: integer('center_id')
    .primaryKey()
    .references(() => centers.id, { onDelete: 'cascade' }),
  method: jsonb('method').$type<EvaluationMethod>().notNull(),
  aspectEvaluationMonths: integer('aspect_evaluation_months'),
  goodPracticeEvaluationMonths: integer('good_practice_evaluation_months'),
  ...timestamps,
});

export const aspectEvaluations = pgTable(
  'aspect_evaluation',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    date: date('date').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    /** The center's method as it was when the evaluation opened: scores always reproduce. */
    method: jsonb('method').$type<EvaluationMethod>().notNull(),
    ...timestamps,
  },
  (table) => [index('aspect_evaluation_center_date_idx').on(table.centerId, table.date)],
);

export const evaluatedAspects = pgTable(
  'evaluated_aspect',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => aspectEvaluations.id, { onDelete: 'cascade' }),
    centerAspectId: integer('center_aspect_id')
      .notNull()
      .references(() => centerAspects.id, { onDelete: 'restrict' }),
    condition: text('condition').notNull().default('NORMAL'),
    scores: jsonb('scores').$type<Record<string, number>>(),
    score: integer('score'),
    isSignificant: boolean('is_significant').notNull().default(false),
    observations: text('observations'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('evaluated_aspect_key').on(table.evaluationId, table.centerAspectId, table.condition),
    index('evaluated_aspect_center_aspect_idx').on(table.centerAspectId),
    check('evaluated_aspect_condition_check', sql`${table.condition} in ('NORMAL', 'ABNORMAL', 'EMERGENCY')`),
  ],
);

export const goodPracticeEvaluations = pgTable(
  'good_practice_evaluation',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    date: date('date').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('good_practice_evaluation_center_date_idx').on(table.centerId, table.date)],
);

export const evaluatedPractices = pgTable(
  'evaluated_practice',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => goodPracticeEvaluations.id, { onDelete: 'cascade' }),
    centerPracticeId: integer('center_practice_id')
      .notNull()
      .references(() => centerPractices.id, { onDelete: 'restrict' }),
    state: text('state').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('evaluated_practice_key').on(table.evaluationId, table.centerPracticeId),
    index('evaluated_practice_center_practice_idx').on(table.centerPracticeId),
    check('evaluated_practice_state_check', sql`${table.state} in ('FULFILLED', 'NOT_FULFILLED', 'NOT_APPLICABLE')`),
  ],
);

/**
 * What to do about a practice a center does not fulfil: belongs to the center practice and, when started
 * from a good-practice evaluation, names the NOT_FULFILLED verification it answers (kept if that goes).
 */
export const practiceActions = pgTable(
  'practice_action',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    centerPracticeId: integer('center_practice_id')
      .notNull()
      .references(() => centerPractices.id, { onDelete: 'restrict' }),
    evaluatedPracticeId: integer('evaluated_practice_id').references(() => evaluatedPractices.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    responsible: text('responsible').notNull(),
    dueDate: date('due_date').notNull(),
    state: text('state').notNull().default('OPEN'),
    closingDate: date('closing_date'),
    ...timestamps,
  },
  (table) => [
    index('practice_action_center_idx').on(table.centerId, table.state),
    index('practice_action_center_practice_idx').on(table.centerPracticeId),
    index('practice_action_evaluated_practice_idx').on(table.evaluatedPracticeId),
    check('practice_action_state_check', sql`${table.state} in ('OPEN', 'IN_PROGRESS', 'CLOSED')`),
    check('practice_action_closing_check', sql`(${table.state} = 'CLOSED') = (${table.closingDate} is not null)`),
  ],
);

/** An indicator of the indicator module that measures a center aspect (ISO 14001 9.1.1): a link, not a second indicator. */
export const environmentalIndicators = pgTable(
  'environmental_indicator',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    centerAspectId: integer('center_aspect_id')
      .notNull()
      .references(() => centerAspects.id, { onDelete: 'cascade' }),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('environmental_indicator_key').on(table.centerAspectId, table.indicatorId),
    index('environmental_indicator_indicator_idx').on(table.indicatorId),
    index('environmental_indicator_center_idx').on(table.centerId),
  ],
);
