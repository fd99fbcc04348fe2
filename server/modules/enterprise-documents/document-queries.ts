import { addDocumentVersion, createDocument as addDocument } from './versions';
import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_SOON_DAYS, type DocumentStatus } from '../../../contract/enterprise-documents';
import type { Database } from '../../db/client';
import { enterpriseDocuments, enterpriseDocumentVersions, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AuthUser } from '../../lib/access';
import { centerOf } from '../../lib/center-rows';
import { addDays, dateOrNull } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { isUpload, type FileService } from '../../lib/files';
import { searchCondition, windowCount } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import { documentRow } from './route-config';
import type { DocumentCreateInput, DocumentFilters, DocumentUpdateInput } from './schemas';
import { documentStatus } from './status';

// The SQL of the enterprise documents (documents.ts): the list by status, one document with its versions, the writes.

interface VersionRow {
  version: number;
  file_id: string;
  file_name: string;
  size: number;
  created_at: string;
}

/** Every version of the row's document, newest first, in the same statement as the row. */
const versionsOf = sql<VersionRow[]>`(select coalesce(json_agg(json_build_object(
    'version', v.version, 'file_id', v.file_id, 'file_name', f.original_name, 'size', f.size, 'created_at', v.created_at
  ) order by v.version desc), '[]'::json)
  from ${enterpriseDocumentVersions} v join ${storedFiles} f on f.id = v.file_id where v.document_id = "enterprise_document"."id")`;

export const presentDocument =
  (files: FileService, today: string) => (row: { document: typeof enterpriseDocuments.$inferSelect; versions: VersionRow[] }) => {
    const versions = row.versions.map((v) => ({
      version: v.version,
      file: files.url(v.file_id)!,
      file_name: v.file_name,
      size: Number(v.size),
      created_at: new Date(v.created_at).toISOString(),
    }));
    const d = row.document;
    return {
      id: d.id,
      center_id: d.centerId,
      name: d.name,
      category: d.category,
      effective_date: d.effectiveDate,
      expiry_date: d.expiryDate,
      status: documentStatus(d.expiryDate, today),
      file: versions[0]?.file ?? null,
      file_name: versions[0]?.file_name ?? null,
      version: versions[0]?.version ?? 0,
      versions,
      created_at: d.createdAt.toISOString(),
      updated_at: d.updatedAt.toISOString(),
    };
  };

const statusCondition = (status: DocumentStatus | undefined, today: string): SQL | undefined => {
  const soon = addDays(today, DOCUMENT_SOON_DAYS);
  if (status === 'EXPIRED') return lt(enterpriseDocuments.expiryDate, today);
  if (status === 'EXPIRING') return and(gte(enterpriseDocuments.expiryDate, today), lte(enterpriseDocuments.expiryDate, soon));
  if (status === 'VALID') return or(isNull(enterpriseDocuments.expiryDate), gt(enterpriseDocuments.expiryDate, soon));
  return undefined;
};

export const documentsWhere = (user: AuthUser, query: DocumentFilters, today: string) =>
  and(
    centerVisibleTo(user, enterpriseDocuments.centerId),
    query.centerId ? eq(enterpriseDocuments.centerId, query.centerId) : undefined,
    query.category ? eq(enterpriseDocuments.category, query.category) : undefined,
    statusCondition(query.status, today),
    searchCondition(query.searchText, [enterpriseDocuments.name]),
  );

/** The export's batches, by id. */
export const documentsAfter = (db: Database, where: SQL | undefined) => (afterId: number, limit: number) =>
  db
    .select()
    .from(enterpriseDocuments)
    .where(and(where, gt(enterpriseDocuments.id, afterId)))
    .orderBy(enterpriseDocuments.id)
    .limit(limit);

/** One page of the list with each document's versions and the window's total. */
export const documentPage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  db
    .select({ document: enterpriseDocuments, versions: versionsOf, total: windowCount })
    .from(enterpriseDocuments)
    .where(where)
    // Expired first, then by expiry date: what needs attention leads the list.
    .orderBy(sql`${enterpriseDocuments.expiryDate} asc nulls last`, asc(enterpriseDocuments.name), asc(enterpriseDocuments.id))
    .limit(limit)
    .offset(offset);

export const countDocuments = (db: Database, where: SQL | undefined) => db.$count(enterpriseDocuments, where);

/** One document with its versions, when its center is visible to the user. */
export async function readDocument(db: Database, files: FileService, user: AuthUser, id: number, today: string) {
  const [row] = await db
    .select({ document: enterpriseDocuments, versions: versionsOf })
    .from(enterpriseDocuments)
    .where(and(eq(enterpriseDocuments.id, id), centerVisibleTo(user, enterpriseDocuments.centerId)));
  if (!row) throw notFound('enterprise-document');
  return presentDocument(files, today)(row);
}

const checkDates = (effective: string, expiry: string | null) => {
  if (expiry && expiry < effective) throw badRequest('expiry_date', 'documents.expiryBeforeEffective');
};

/** A document and its first version, with the file stored in the same transaction; the new id. */
export async function createDocument(files: FileService, user: AuthUser, body: DocumentCreateInput) {
  if (!isUpload(body.file)) throw badRequest('file', 'documents.fileRequired');
  const expiry = dateOrNull(body.expiry_date);
  checkDates(body.effective_date, expiry);
  return files.saveWith(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
    const document = { centerId: body.center_id, name: body.name.trim(), category: body.category, effectiveDate: body.effective_date };
    return (await addDocument(tx, { ...document, expiryDate: expiry }, fileId, user.id)).documentId;
  });
}

/** Edits a document in its center; a new upload is the next version. */
export async function updateDocument(db: Database, files: FileService, user: AuthUser, id: number, body: DocumentUpdateInput) {
  const centerId = await centerOf(db, documentRow, id);
  if (body.center_id !== undefined && body.center_id !== centerId) throw badRequest('center_id', 'documents.documentStays');
  const expiry = dateOrNull(body.expiry_date);
  checkDates(body.effective_date, expiry);
  await files.saveOptional(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
    const [updated] = await tx
      .update(enterpriseDocuments)
      .set({
        name: body.name.trim(),
        category: body.category,
        effectiveDate: body.effective_date,
        expiryDate: expiry,
        updatedAt: sql`now()`,
      })
      .where(eq(enterpriseDocuments.id, id))
      .returning({ id: enterpriseDocuments.id });
    if (!updated) throw notFound('enterprise-document');
    // A new upload is the next version; the older ones stay (downloadable) under the same document.
    if (fileId) await addDocumentVersion(tx, centerId, id, fileId, user.id);
  });
}

/** Deletes a document with its versions; their files go after the commit. */
export async function deleteDocument(db: Database, files: FileService, id: number) {
  const held = await files.heldBy(enterpriseDocuments, enterpriseDocuments.id, id);
  const [row] = await writeTransaction(db, (tx) =>
    tx.delete(enterpriseDocuments).where(eq(enterpriseDocuments.id, id)).returning({ id: enterpriseDocuments.id }),
  );
  if (!row) throw notFound('enterprise-document');
  await files.discard(...held);
}
