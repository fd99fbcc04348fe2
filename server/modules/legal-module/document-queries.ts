import { addLegalDocument } from './document-writes';
import { and, asc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { evidences, legalDocuments, legalRequirements, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { centerOf } from '../../lib/center-rows';
import { dateOrNull, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { isUpload, type FileService } from '../../lib/files';
import { searchCondition, windowCount } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import type { AuthUser } from '../../plugins/auth';
import { presentDocument } from './evidence-queries';
import { evidenceRow } from './route-config';
import type { DocumentFilters, DocumentInput } from './schemas';

// The SQL of the legal documents (records.ts): the list and its export, one document, the writes with their file.

export const documentsWhere = (user: AuthUser, query: DocumentFilters): SQL | undefined =>
  and(
    centerVisibleTo(user, legalDocuments.centerId),
    query.centerId ? eq(legalDocuments.centerId, query.centerId) : undefined,
    query.evidenceId ? eq(legalDocuments.evidenceId, query.evidenceId) : undefined,
    query.isValid === undefined ? undefined : eq(legalDocuments.isValid, query.isValid),
    // A document is expired when the evidence it proves has passed its expiration date.
    query.expired === undefined
      ? undefined
      : query.expired
        ? lt(evidences.expirationDate, todayInSpain())
        : or(isNull(evidences.expirationDate), gte(evidences.expirationDate, todayInSpain())),
    searchCondition(query.searchText, [legalDocuments.name]),
  );

// The list and its export read the document with its evidence (name, expiry), requirement and file in one statement.
const listColumns = {
  document: legalDocuments,
  evidenceName: evidences.name,
  expirationDate: evidences.expirationDate,
  requirementSpanish: legalRequirements.nameSpanish,
  requirementCatalan: legalRequirements.nameCatalan,
  fileName: storedFiles.originalName,
};
const joins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(evidences, eq(evidences.id, legalDocuments.evidenceId))
    .innerJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
    .leftJoin(storedFiles, eq(storedFiles.id, legalDocuments.fileId));
export type ListedDocument = {
  document: typeof legalDocuments.$inferSelect;
  evidenceName: string;
  expirationDate: string | null;
  requirementSpanish: string;
  requirementCatalan: string;
  fileName: string | null;
};

export const presentListedDocument = (files: FileService) => {
  const present = presentDocument(files);
  return (row: ListedDocument) => ({ evidence_name: row.evidenceName, expiration_date: row.expirationDate, ...present(row.document) });
};

/** The export's batches, by id. */
export const documentsAfter = (db: Database, where: SQL | undefined) => async (afterId: number, limit: number) =>
  (
    (await joins(db.select(listColumns).from(legalDocuments).$dynamic())
      .where(and(where, gt(legalDocuments.id, afterId)))
      .orderBy(legalDocuments.id)
      .limit(limit)) as ListedDocument[]
  ).map((row) => ({ ...row, id: row.document.id }));

/** One page of the list, with the window's total. */
export const documentPage = (db: Database, where: SQL | undefined) => (limit: number, offset: number) =>
  joins(
    db
      .select({ ...listColumns, total: windowCount })
      .from(legalDocuments)
      .$dynamic(),
  )
    .where(where)
    .orderBy(asc(legalDocuments.id))
    .limit(limit)
    .offset(offset);

export const countDocuments = (db: Database, where: SQL | undefined) =>
  db.$count(
    db
      .select({ id: legalDocuments.id })
      .from(legalDocuments)
      .innerJoin(evidences, eq(evidences.id, legalDocuments.evidenceId))
      .where(where)
      .as('documents'),
  );

export async function readDocument(db: Database, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.id, id), centerVisibleTo(user, legalDocuments.centerId)));
  if (!row) throw notFound('legal-document');
  return row;
}

/** A document of an evidence, in the evidence's center, with its file stored in the same transaction. */
export async function createDocument(db: Database, files: FileService, body: DocumentInput) {
  const centerId = await centerOf(db, evidenceRow, body.evidence_id);
  const values = {
    centerId,
    evidenceId: body.evidence_id,
    name: body.name.trim(),
    elaborationDate: dateOrNull(body.elaboration_date),
    isValid: body.is_valid ?? true,
  };
  return files.saveOptional(body.file, 'file', DOCUMENT_KINDS, (tx, fileId) => addLegalDocument(tx, { ...values, fileId: fileId ?? null }));
}

/** Edits a document; a new file replaces the old one, whose bytes go after the write. */
export async function updateDocument(db: Database, files: FileService, id: number, body: DocumentInput) {
  const [before] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
  if (!before) throw notFound('legal-document');
  // A document stays with the evidence it proves: moving it (maybe to another center) is not an edit.
  if (body.evidence_id !== before.evidenceId) throw badRequest('evidence_id', 'legal.documentStays');
  const values = {
    name: body.name.trim(),
    elaborationDate: dateOrNull(body.elaboration_date),
    isValid: body.is_valid ?? before.isValid,
    updatedAt: sql`now()`,
  };
  const row = await files.saveOptional(body.file, 'file', DOCUMENT_KINDS, async (tx, fileId) => {
    const [updated] = await tx
      .update(legalDocuments)
      .set({ ...values, ...(fileId ? { fileId } : {}) })
      .where(eq(legalDocuments.id, id))
      .returning();
    if (!updated) throw notFound('legal-document');
    return updated;
  });
  if (isUpload(body.file)) await files.discard(before.fileId);
  return row;
}

export async function deleteDocument(db: Database, files: FileService, id: number) {
  const [row] = await writeTransaction(db, (tx) => tx.delete(legalDocuments).where(eq(legalDocuments.id, id)).returning());
  if (!row) throw notFound('legal-document');
  await files.discard(row.fileId);
}
