import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { centers } from './organisation';
import { users } from './users';

export const projectAmbits = pgTable('project_ambit', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});

// --- Projects and time tracking (issue 10) ---
// Hours and money are numeric (exact) and travel as numbers; every row a center owns carries center_id
// (tasks and dedications copy their project's) so the tenancy hook finds the center in one look-up.

/** Project lifecycle and its allowed moves: contract/projects.ts. */
export { PROJECT_STATES } from '../../../contract/projects';
export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

export const projects = pgTable(
  'project',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    expectedHours: numeric('expected_hours', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    isCharged: boolean('is_charged').notNull().default(false),
    expectedChargeDate: date('expected_charge_date'),
    invoiceNumber: text('invoice_number'),
    state: text('state').notNull().default('PENDING'),
    ambitId: integer('ambit_id').references(() => projectAmbits.id, { onDelete: 'restrict' }),
    observations: text('observations'),
    collaboratorsObservations: text('collaborators_observations'),
    coordinatorUserId: integer('coordinator_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('project_center_idx').on(table.centerId),
    index('project_coordinator_idx').on(table.coordinatorUserId),
    index('project_charge_date_idx').on(table.expectedChargeDate),
    check('project_state_check', sql`${table.state} in ('PENDING', 'IN_PROGRESS', 'FINISHED', 'CANCELLED')`),
  ],
);

export const projectUsers = pgTable(
  'project_user',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] }), index('project_user_user_idx').on(table.userId)],
);

export const tasks = pgTable(
  'task',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    expectedHours: numeric('expected_hours', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    dueDate: date('due_date'),
    status: text('status').notNull().default('TODO'),
    ...timestamps,
  },
  (table) => [
    index('task_project_idx').on(table.projectId),
    index('task_center_idx').on(table.centerId),
    check('task_status_check', sql`${table.status} in ('TODO', 'IN_PROGRESS', 'DONE')`),
  ],
);

export const taskUsers = pgTable(
  'task_user',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] }), index('task_user_user_idx').on(table.userId)],
);

export const dedications = pgTable(
  'dedication',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    observations: text('observations'),
    /** The user's cost per hour when the time was logged: margins survive later rate changes. */
    hourCost: numeric('hour_cost', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('dedication_task_idx').on(table.taskId),
    index('dedication_project_idx').on(table.projectId, table.userId),
    index('dedication_user_date_idx').on(table.userId, table.date),
    check('dedication_hours_check', sql`${table.hours} > 0 and ${table.hours} <= 24`),
  ],
);

/** Money spent on a project besides hours (travel, lab analyses, subcontracts). */
export const projectCosts = pgTable(
  'project_cost',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    concept: text('concept').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    date: date('date').notNull(),
    ...timestamps,
  },
  (table) => [index('project_cost_project_idx').on(table.projectId), index('project_cost_date_idx').on(table.date)],
);

/** Budget warnings sent: one row per project and threshold (80, 100), so a warning is never sent twice. */
export const projectBudgetAlerts = pgTable(
  'project_budget_alert',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.threshold] })],
);
