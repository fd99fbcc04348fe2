import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { centers } from './organisation';
import { users } from './users';

// Indicator module (ISO 14031 performance indicators): processes, indicators, measurements, targets, ranges.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

export const indicatorProcesses = pgTable(
  'indicator_process',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [index('indicator_process_center_idx').on(table.centerId)],
);

export const indicators = pgTable(
  'indicator',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    processId: integer('process_id')
      .notNull()
      .references(() => indicatorProcesses.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit').notNull(),
    frequency: text('frequency').notNull(),
    direction: text('direction').notNull().default('LOWER_IS_BETTER'),
    /** MANUAL: typed measurements; FULFILLED_EVIDENCES: % of the center's evidences FULFILLED, from the legal module. */
    source: text('source').notNull().default('MANUAL'),
    responsibleUserId: integer('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('indicator_center_idx').on(table.centerId),
    index('indicator_process_idx').on(table.processId),
    check('indicator_frequency_check', sql`${table.frequency} in ('MONTHLY', 'QUARTERLY', 'YEARLY')`),
    check('indicator_direction_check', sql`${table.direction} in ('HIGHER_IS_BETTER', 'LOWER_IS_BETTER')`),
    check('indicator_source_check', sql`${table.source} in ('MANUAL', 'FULFILLED_EVIDENCES')`),
  ],
);

/** One value per indicator and period ("2025-03", "2025-Q1", "2025"). */
export const indicatorMeasurements = pgTable(
  'indicator_measurement',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: doublePrecision('value').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (table) => [uniqueIndex('indicator_measurement_period_unique').on(table.indicatorId, table.period)],
);

export const indicatorAnalyses = pgTable(
  'indicator_analysis',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    text: text('text').notNull(),
    conclusion: text('conclusion').notNull().default('ON_TRACK'),
    ...timestamps,
  },
  (table) => [
    index('indicator_analysis_indicator_idx').on(table.indicatorId),
    check('indicator_analysis_conclusion_check', sql`${table.conclusion} in ('ON_TRACK', 'AT_RISK', 'OFF_TRACK')`),
  ],
);

/** An action decided on an indicator, optionally from one of its analyses (/analysis-action). */
export const indicatorActions = pgTable(
  'indicator_action',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    analysisId: integer('analysis_id').references(() => indicatorAnalyses.id, { onDelete: 'set null' }),
    what: text('what').notNull(),
    who: text('who').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('PLANNED'),
    ...timestamps,
  },
  (table) => [
    index('indicator_action_center_idx').on(table.centerId),
    check('indicator_action_status_check', sql`${table.status} in ('PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED')`),
  ],
);

export const indicatorTargets = pgTable(
  'indicator_target',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    value: doublePrecision('value').notNull(),
    baseline: doublePrecision('baseline'),
    ...timestamps,
  },
  (table) => [uniqueIndex('indicator_target_year_unique').on(table.indicatorId, table.year)],
);

/** Named coloured ranges [min, max) of an indicator's values; an open end is null. */
export const indicatorThresholds = pgTable(
  'indicator_threshold',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level').notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    ...timestamps,
  },
  (table) => [
    index('indicator_threshold_indicator_idx').on(table.indicatorId),
    check('indicator_threshold_level_check', sql`${table.level} in ('GOOD', 'WARNING', 'BAD')`),
    check(
      'indicator_threshold_range_check',
      sql`${table.minValue} is null or ${table.maxValue} is null or ${table.minValue} < ${table.maxValue}`,
    ),
  ],
);

/** Missing-measurement reminders already sent: one per indicator and period, ever. */
export const indicatorReminders = pgTable(
  'indicator_reminder',
  {
    id: serial('id').primaryKey(),
    indicatorId: integer('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('indicator_reminder_unique').on(table.indicatorId, table.period)],
);
