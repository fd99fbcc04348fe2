import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at carried by every editable table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
