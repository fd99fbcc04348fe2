import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { storedFiles } from './files';
import { centers } from './organisation';
import { users } from './users';

// Document module (spec §2): enterprise documents of a center, each with its uploaded versions.

const center = () =>
  integer('center_id')
    .notNull()
    .references(() => centers.id, { onDelete: 'cascade' });

export const enterpriseDocuments = pgTable(
  'enterprise_document',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    name: text('name').notNull(),
    category: text('category').notNull().default('OTHER'),
    effectiveDate: date('effective_date').notNull(),
    expiryDate: date('expiry_date'),
    ...timestamps,
  },
  (table) => [
    index('enterprise_document_center_idx').on(table.centerId, table.expiryDate),
    check(
      'enterprise_document_category_check',
      sql`${table.category} in ('LICENSE', 'PERMIT', 'CERTIFICATE', 'CONTRACT', 'POLICY', 'PROCEDURE', 'REPORT', 'INSURANCE', 'OTHER')`,
    ),
    check('enterprise_document_dates_check', sql`${table.expiryDate} is null or ${table.expiryDate} >= ${table.effectiveDate}`),
  ],
);

/** Every file uploaded for a document; the highest version is the current one, the older stay downloadable. */
export const enterpriseDocumentVersions = pgTable(
  'enterprise_document_version',
  {
    id: serial('id').primaryKey(),
    centerId: center(),
    documentId: integer('document_id')
      .notNull()
      .references(() => enterpriseDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('enterprise_document_version_unique').on(table.documentId, table.version)],
);
