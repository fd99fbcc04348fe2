import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const projectAmbits = pgTable('project_ambit', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});
