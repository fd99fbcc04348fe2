import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { centers } from './organisation';
import { users } from './users';

/** Which Metabase dashboard a user, or everyone who sees a center, is shown (signed embedding). */
export const metabaseAccesses = pgTable(
  'metabase_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    centerId: integer('center_id').references(() => centers.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id').notNull(),
    ...timestamps,
  },
  (table) => [
    index('metabase_access_user_idx').on(table.userId),
    index('metabase_access_center_idx').on(table.centerId),
    check('metabase_access_target_check', sql`${table.userId} is not null or ${table.centerId} is not null`),
  ],
);
