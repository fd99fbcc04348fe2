import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Metadata of an uploaded file; its bytes live in the file storage under storage_key. */
export const storedFiles = pgTable('stored_file', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
