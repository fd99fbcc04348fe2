import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per created, updated or deleted record, written by the record_change() trigger in the
 * transaction of the change. No foreign keys: the history outlives the record, its center and its actor.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    /** The row's id (or, for a membership row, its owner's id: center_user files under its center). */
    recordId: integer('record_id').notNull(),
    /** The center the row belonged to (kept after it is deleted, for tenancy). */
    centerId: integer('center_id'),
    action: text('action').notNull(),
    /** {field: [from, to]} */
    changes: jsonb('changes').notNull(),
    actorId: integer('actor_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('change_history_record_idx').on(table.tableName, table.recordId, table.id),
    index('change_history_center_idx').on(table.centerId, table.id),
  ],
);
