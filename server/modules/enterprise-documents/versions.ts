import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enterpriseDocuments, enterpriseDocumentVersions } from '../../db/schema';

// The document module's writes other modules reuse (a client request's acceptance files a version here).

export interface NewDocument {
  centerId: number;
  name: string;
  category: string;
  effectiveDate: string;
  expiryDate: string | null;
}

/** A new document with its file as version 1; answers the document's and the version's ids. */
export async function createDocument(tx: Database, document: NewDocument, fileId: string, uploadedById: number | null) {
  const [created] = await tx.insert(enterpriseDocuments).values(document).returning({ id: enterpriseDocuments.id });
  const [version] = await tx
    .insert(enterpriseDocumentVersions)
    .values({ centerId: document.centerId, documentId: created!.id, version: 1, fileId, uploadedById })
    .returning({ id: enterpriseDocumentVersions.id });
  return { documentId: created!.id, versionId: version!.id };
}

/** A new upload is the next version; the older ones stay (downloadable) under the same document. */
export async function addDocumentVersion(tx: Database, centerId: number, documentId: number, fileId: string, uploadedById: number | null) {
  const [version] = await tx
    .insert(enterpriseDocumentVersions)
    .values({
      centerId,
      documentId,
      fileId,
      uploadedById,
      version: sql`(select coalesce(max(${enterpriseDocumentVersions.version}), 0) + 1 from ${enterpriseDocumentVersions} where ${enterpriseDocumentVersions.documentId} = ${documentId})`,
    })
    .returning({ id: enterpriseDocumentVersions.id });
  return version!.id;
}

/** The document's expiry, as a new version's validity date sets it. */
export async function setDocumentExpiry(tx: Database, documentId: number, expiryDate: string) {
  await tx
    .update(enterpriseDocuments)
    .set({ expiryDate, updatedAt: sql`now()` })
    .where(eq(enterpriseDocuments.id, documentId));
}
